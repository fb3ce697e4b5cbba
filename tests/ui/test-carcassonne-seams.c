/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carcassonne-seams.c — where the play view meets the tile-set editor
 * and the rules browser: "Play with This Set" hands the edited TtTileSet
 * itself to the new-game page, which follows its changes; a refused tile
 * offers the rules section that explains why; the side panel folds away
 * in a narrow window. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-window.h"
#include "tt-ui-test.h"
#include "carcassonne/tt-tile-set-library.h"
#include "carcassonne/tt-carc-board.h"
#include "tt-new-game-page.h"
#include "carcassonne/tt-carcassonne-options.h"
#include "carcassonne/tt-carcassonne-view.h"
#include "carcassonne/tt-tile-set-editor.h"
#include "rules/tt-rules-browser.h"

/* With TT_SCREENSHOT_DIR set, a picture of the (virtual) screen at this
 * point, to look at in light, dark and Korean. */
static void
screenshot (const char *name)
{
  const char *dir = g_getenv ("TT_SCREENSHOT_DIR");
  g_autofree char *command = NULL;

  if (dir == NULL)
    return;
  command = g_strdup_printf ("import -window root '%s/%s.png'", dir, name);
  tt_ui_test_run_screenshot (command, 600);
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

static TtCarcassonneOptions *
options_of (TtNewGamePage *page)
{
  return TT_CARCASSONNE_OPTIONS (tt_new_game_page_get_options (page));
}

static TtNewGamePage *
play_from_editor (TtWindow  *window,
                  TtTileSet *set)
{
  TtCatalogView *editors = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "editor"));
  TtCatalogView *play = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  GtkWidget *editor, *page;

  tt_window_show_view (window, "editor");
  tt_catalog_view_open_entry (editors, find_catalog_entry (tt_catalog_view_get_model (editors),
                                                           "carcassonne-tilesets"));
  tt_ui_test_spin ();
  editor = tt_catalog_view_get_page (editors);
  g_assert_true (TT_IS_TILE_SET_EDITOR (editor));
  tt_tile_set_editor_open_set (TT_TILE_SET_EDITOR (editor), set);
  tt_ui_test_spin ();
  g_assert_true (gtk_widget_activate_action (editor, "editor.play", NULL));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (window), ==, "play");
  page = tt_catalog_view_get_page (play);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  return TT_NEW_GAME_PAGE (page);
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
  TtWindow *window = tt_ui_test_main_window ();
  TtTileSet *set = user_copy_of_base ("Seam tiles");
  TtNewGamePage *page = play_from_editor (window, set);
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(GError) error = NULL;
  int start = tt_tile_set_get_start (set);
  guint start_count;
  CarcTileSet *snapshot;
  guint tiles_left;

  g_assert_true (tt_carcassonne_options_get_tile_set (options_of (page)) == set);
  g_assert_true (model_contains (tt_carcassonne_options_get_tile_sets (options_of (page)), set));
  /* the River is an option of a game, not a set to play alone */
  g_assert_false (model_contains (tt_carcassonne_options_get_tile_sets (options_of (page)),
                                  tt_tile_set_library_lookup (tt_tile_set_library_get_default (), "river")));

  /* no start tile: a problem, so the page will not start the game */
  g_assert_cmpint (start, >=, 0);
  start_count = tt_tile_set_get_tile (set, start)->count;
  g_assert_true (tt_tile_set_set_count (set, start, 0, NULL));
  g_assert_false (tt_tile_set_is_valid (set));
  tt_ui_test_spin ();
  game = TT_CARCASSONNE_GAME (tt_new_game_page_create_game (page, &error));
  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_SETUP);
  g_clear_error (&error);
  screenshot ("new-game-set-with-problem");

  /* fixed in the editor (undo), plus three more copies of the start tile */
  g_assert_true (tt_tile_set_undo (set));
  g_assert_true (tt_tile_set_set_count (set, start, start_count + 3, NULL));
  tt_new_game_page_set_seed (page, "seams");
  game = TT_CARCASSONNE_GAME (tt_new_game_page_create_game (page, &error));
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
  tt_ui_test_spin ();
}

static TtCarcassonneView *
start_two_player_game (TtWindow *window)
{
  TtCatalogView *play = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  TtNewGamePage *page = TT_NEW_GAME_PAGE (tt_new_game_page_new (tt_game_info_lookup ("carcassonne")));
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *view;

  tt_window_show_view (window, "play");
  tt_catalog_view_show_page (play, GTK_WIDGET (page));
  tt_carcassonne_options_set_tile_set (options_of (page), tt_tile_set_library_lookup (tt_tile_set_library_get_default (), "base"));
  tt_new_game_page_set_n_players (page, 2);
  tt_new_game_page_set_player_kind (page, 0, "human");
  tt_new_game_page_set_player_kind (page, 1, "human");
  tt_new_game_page_set_seed (page, "why");
  game = TT_CARCASSONNE_GAME (tt_new_game_page_create_game (page, &error));
  g_assert_no_error (error);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  view = tt_carcassonne_view_new (game);
  tt_catalog_view_show_page (play, view);
  tt_ui_test_spin ();
  return TT_CARCASSONNE_VIEW (view);
}

/* A tile refused on a cell offers the rules section that explains it;
 * "Why?" (the game.rules action, also Shift+F1) opens the rules there. */
static void
test_why_opens_rules (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_two_player_game (window);
  TtCarcBoard *board = tt_carcassonne_view_get_board (view);
  TtCatalogView *rules;
  GtkWidget *browser;

  g_assert_null (tt_carcassonne_view_get_why_section (view));
  /* the start tile lies on (0, 0) */
  g_assert_false (tt_carc_board_activate_cell (board, 0, 0));
  g_assert_cmpstr (tt_carcassonne_view_get_why_section (view), ==, "placing-tiles");
  /* in a wide window the board, not the side panel, takes the extra room */
  g_assert_false (adw_flap_get_folded (tt_carcassonne_view_get_flap (view)));
  g_assert_cmpint (gtk_widget_get_width (adw_flap_get_flap (tt_carcassonne_view_get_flap (view))), <=, 400);
  screenshot ("why");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "game.rules", NULL));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (window), ==, "rules");
  rules = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "rules"));
  browser = tt_catalog_view_get_page (rules);
  g_assert_true (TT_IS_RULES_BROWSER (browser));
  g_assert_cmpstr (tt_rules_browser_get_game (TT_RULES_BROWSER (browser)), ==, "carcassonne");
  g_assert_cmpstr (tt_rules_browser_get_section (TT_RULES_BROWSER (browser)), ==, "placing-tiles");
  screenshot ("why-rules");

  /* laying the tile where it fits takes the note away */
  tt_window_show_view (window, "play");
  for (int x = -1; x <= 1; x++)
    for (int y = -1; y <= 1; y++)
      if ((x == 0) != (y == 0) && tt_carc_board_activate_cell (board, x, y))
        goto placed;
  g_assert_not_reached ();
placed:
  tt_ui_test_spin ();
  g_assert_null (tt_carcassonne_view_get_why_section (view));
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  tt_ui_test_spin ();
}

static gboolean
has_width (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0;
}

/* On a phone-sized window the side panel folds over the board. */
static void
test_narrow_window (void)
{
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ann", "Bob", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view;
  CarcOptions options;
  int minimum = 0;

  carc_options_init (&options);
  record = tt_carcassonne_game_new_record ("base", &options, names, NULL, NULL, 3);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  view = tt_carcassonne_view_new (game);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_wait_until (has_width, view, 2000);
  tt_ui_test_spin ();
  g_assert_true (adw_flap_get_folded (tt_carcassonne_view_get_flap (TT_CARCASSONNE_VIEW (view))));
  g_assert_false (adw_flap_get_reveal_flap (tt_carcassonne_view_get_flap (TT_CARCASSONNE_VIEW (view))));
  screenshot ("narrow");
  g_assert_true (gtk_widget_activate_action (view, "view.toggle-panel", NULL));
  g_assert_true (adw_flap_get_reveal_flap (tt_carcassonne_view_get_flap (TT_CARCASSONNE_VIEW (view))));
  screenshot ("narrow-panel");
  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
}

/* The Play page shows Carcassonne with its own icon, found in the theme
 * (the application's resource icons). */
static void
test_catalog_icon (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, "carcassonne");
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));

  g_assert_nonnull (entry);
  g_assert_cmpstr (tt_catalog_entry_get_icon_name (entry), ==, "tabletop-carcassonne-symbolic");
  g_assert_true (gtk_icon_theme_has_icon (theme, tt_catalog_entry_get_icon_name (entry)));
  tt_window_show_view (window, "play");
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  screenshot ("play-page");
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  /* for screenshots in another language, as the app does in main.c */
  if (g_getenv ("TABLETOP_LOCALEDIR"))
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLETOP_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  tt_ui_test_start_application ();

  g_test_add_func ("/ui/carcassonne-seams/play-with-edited-set", test_play_with_edited_set);
  g_test_add_func ("/ui/carcassonne-seams/why-opens-rules", test_why_opens_rules);
  g_test_add_func ("/ui/carcassonne-seams/narrow-window", test_narrow_window);
  g_test_add_func ("/ui/carcassonne-seams/catalog-icon", test_catalog_icon);
  return tt_ui_test_cleanup (g_test_run ());
}
