/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c — the application window under a (virtual) display:
 * views, empty states, About, Preferences, shortcuts, opening bad files. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-game-info.h"
#include "tt-label-words.h"
#include "tt-new-game-page.h"
#include "tt-player-color.h"
#include "tt-preferences-window.h"
#include "tt-review-view.h"
#include "tt-window.h"
#include "tt-ui-test.h"
#include "carcassonne/tt-tile-set-editor.h"
#include "carcassonne/tt-tile-set-library.h"

static TtApplication *app;

static gboolean
is_combo_row_titled (GtkWidget     *widget,
                     gconstpointer  title)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static void
test_window_views (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  static const char * const names[] = { "play", "editor", "rules" };
  static const TtCatalogKind kinds[] = { TT_CATALOG_GAMES, TT_CATALOG_EDITORS, TT_CATALOG_RULES };

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_cmpstr (tt_window_get_view_name (window), ==, "play");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, names[i]));
      guint n_entries = g_list_model_get_n_items (tt_catalog_get_model (kinds[i]));

      tt_window_show_view (window, names[i]);
      tt_ui_test_spin ();
      g_assert_cmpstr (tt_window_get_view_name (window), ==, names[i]);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
      /* Empty registries show their empty state, others their list. */
      g_assert_cmpstr (tt_catalog_view_get_shown (view), ==, n_entries == 0 ? "empty" : "list");
    }
  tt_window_show_view (window, "play");
  tt_ui_test_spin ();
  /* nothing changes on the list of games: no frame is painted */
  g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (window)));
}

static void
test_window_actions (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_auto(GStrv) quit = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_auto(GStrv) help = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  gboolean has_games = g_list_model_get_n_items (tt_catalog_get_model (TT_CATALOG_GAMES)) > 0;

  g_assert_cmpstr (quit[0], ==, "<Control>q");
  g_assert_cmpstr (help[0], ==, "F1");
  /* The shortcuts window comes from gtk/help-overlay.ui in the resource. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "preferences"));
  /* Nothing to save before a game is on show. */
  g_assert_null (tt_window_get_game (window));

  /* New Game leads to the Play list, but only when there are games. */
  tt_window_show_view (window, "rules");
  tt_ui_test_spin ();
  gtk_widget_activate_action (GTK_WIDGET (window), "game.new", NULL);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (window), ==, has_games ? "play" : "rules");
  tt_window_show_view (window, "play");
  tt_ui_test_spin ();
}

static GtkWidget *
make_label_page (gpointer user_data)
{
  return gtk_label_new (user_data);
}

static void
test_catalog_view_states (void)
{
  g_autoptr(GListStore) store = g_list_store_new (TT_TYPE_CATALOG_ENTRY);
  g_autoptr(TtCatalogEntry) entry =
    tt_catalog_entry_new ("test", "Test Game", "A game for tests", "input-gaming-symbolic",
                          make_label_page, NULL, (gpointer) "the test page");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tt_catalog_view_new (G_LIST_MODEL (store));

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_catalog_view_get_shown (TT_CATALOG_VIEW (view)), ==, "empty");
  g_assert_true (tt_catalog_view_is_empty (TT_CATALOG_VIEW (view)));

  g_list_store_append (store, entry);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_catalog_view_get_shown (TT_CATALOG_VIEW (view)), ==, "list");
  g_assert_false (tt_catalog_entry_can_open_games (entry));

  tt_catalog_view_open_entry (TT_CATALOG_VIEW (view), 0);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_catalog_view_get_shown (TT_CATALOG_VIEW (view)), ==, "page");
  g_assert_true (GTK_IS_LABEL (tt_catalog_view_get_page (TT_CATALOG_VIEW (view))));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tt_catalog_view_get_page (TT_CATALOG_VIEW (view)))),
                   ==, "the test page");

  tt_catalog_view_go_back (TT_CATALOG_VIEW (view));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_catalog_view_get_shown (TT_CATALOG_VIEW (view)), ==, "list");
  g_assert_null (tt_catalog_view_get_page (TT_CATALOG_VIEW (view)));

  g_list_store_remove_all (store);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_catalog_view_get_shown (TT_CATALOG_VIEW (view)), ==, "empty");
  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
}

static void
test_about (void)
{
  GtkWindow *about;

  tt_ui_test_main_window ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  tt_ui_test_spin ();
  about = tt_ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about)), ==, APPLICATION_ID);
  gtk_window_destroy (about);
  tt_ui_test_spin ();
}

static void
test_preferences (void)
{
  GSettings *settings;
  GtkWindow *preferences;
  GtkWidget *style_row, *language_row;
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *scheme = NULL;
  g_autofree char *language = NULL;

  tt_ui_test_main_window ();
  settings = tt_application_get_settings (app);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  tt_ui_test_spin ();
  preferences = tt_ui_test_find_toplevel (TT_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);

  style_row = tt_ui_test_find_descendant (GTK_WIDGET (preferences), is_combo_row_titled, "Style");
  language_row = tt_ui_test_find_descendant (GTK_WIDGET (preferences), is_combo_row_titled, "Rules Language");
  g_assert_nonnull (style_row);
  g_assert_nonnull (language_row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (style_row)), ==, 0);

  adw_combo_row_set_selected (ADW_COMBO_ROW (style_row), 2);
  tt_ui_test_spin ();
  scheme = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);

  /* And the other way: a settings change shows in the row. */
  g_settings_set_string (settings, "color-scheme", "light");
  tt_ui_test_spin ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (style_row)), ==, 1);
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_reset (settings, "color-scheme");
  tt_ui_test_spin ();
  g_assert_cmpint (adw_style_manager_get_color_scheme (style_manager), ==, ADW_COLOR_SCHEME_DEFAULT);

  /* by default the rules follow the app's language */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (language_row)), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (language_row), 2);
  language = g_settings_get_string (settings, "rules-language");
  g_assert_cmpstr (language, ==, "en");
  g_settings_reset (settings, "rules-language");

  gtk_window_destroy (preferences);
  tt_ui_test_spin ();
}

/* The dialog says what went wrong in a translatable sentence, and the
 * detail (file, place, reason) below it. */
static void
check_open_error (const char *contents,
                  const char *expected_body,
                  const char *expected_in_body)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-ui-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "broken game.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *dialog;
  const char *body;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  tt_window_open_file (window, file);
  tt_ui_test_spin ();

  dialog = tt_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (dialog)), ==, "open-error-dialog");
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), "broken game.tabletop"));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, expected_body);
  g_assert_true (GTK_IS_LABEL (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))));
  body = gtk_label_get_text (GTK_LABEL (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))));
  g_test_message ("error shown: %s", body);
  g_assert_nonnull (strstr (body, path));
  g_assert_nonnull (strstr (body, expected_in_body));
  /* Nothing was opened. */
  g_assert_null (tt_window_get_game (window));
  gtk_window_destroy (dialog);
  tt_ui_test_spin ();

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_open_bad_json (void)
{
  check_open_error ("{\n  \"format\": \"tabletop-game\",\n  \"version\" 1\n}",
                    "The file is damaged, or it is not a Tabletop game.", ":3:");
}

static void
test_open_unknown_game (void)
{
  check_open_error ("{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"chess\","
                    " \"players\": [{\"name\": \"A\"}], \"seed\": 1, \"moves\": []}",
                    "This version of Tabletop cannot play this game.", "chess");
}

static void
test_open_missing_file (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/missing.tabletop");
  GtkWindow *dialog;

  tt_window_open_file (window, file);
  tt_ui_test_spin ();
  dialog = tt_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), "missing.tabletop"));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, "The file does not exist.");
  gtk_window_destroy (dialog);
  tt_ui_test_spin ();
}

static int
min_width (TtWindow *window)
{
  int minimum = 0;

  tt_ui_test_settle (50);
  /* the content, without the window's shadow */
  gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Phones and tiled halves of small screens: every page, and the window
 * once it has shown them all (a homogeneous stack keeps the widest page's
 * width), fits in 360 pixels. */
static void
test_min_width_every_page (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  static const char * const names[] = { "play", "editor", "rules" };

  g_test_message ("start: %d", min_width (window));
  g_assert_cmpint (min_width (window), <=, 360);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, names[i]));
      guint n = g_list_model_get_n_items (tt_catalog_view_get_model (view));

      tt_window_show_view (window, names[i]);
      for (guint e = 0; e < n; e++)
        {
          GtkWidget *editor;

          tt_catalog_view_open_entry (view, e);
          tt_ui_test_spin ();
          g_test_message ("%s %u: %d", names[i], e, min_width (window));
          g_assert_cmpint (min_width (window), <=, 360);
          if (TT_IS_NEW_GAME_PAGE (tt_catalog_view_get_page (view)))
            {
              g_signal_emit_by_name (tt_catalog_view_get_page (view), "start");
              tt_ui_test_spin ();
              g_assert_nonnull (tt_window_get_game (window));
              tt_game_set_autosave (tt_window_get_game (window), FALSE);
              g_test_message ("its play view: %d", min_width (window));
              g_assert_cmpint (min_width (window), <=, 360);
            }
          editor = tt_ui_test_find_descendant (tt_catalog_view_get_page (view), tt_ui_test_is_of_type,
                                               GSIZE_TO_POINTER (TT_TYPE_TILE_SET_EDITOR));
          if (editor != NULL)
            {
              GListModel *sets = tt_tile_set_library_get_sets (tt_tile_set_library_get_default ());
              g_autoptr(TtTileSet) set = g_list_model_get_item (sets, 0);

              tt_tile_set_editor_open_set (TT_TILE_SET_EDITOR (editor), set);
              tt_tile_set_editor_open_tile (TT_TILE_SET_EDITOR (editor), 0);
              tt_ui_test_spin ();
              g_test_message ("tile page: %d", min_width (window));
                  g_assert_cmpint (min_width (window), <=, 360);
            }
          tt_catalog_view_go_back (view);
          tt_ui_test_spin ();
        }
    }
  tt_window_show_view (window, "play");
  g_assert_cmpint (min_width (window), <=, 360);
}

static gboolean
is_label_text (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0
         && gtk_widget_get_mapped (widget);
}

static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  GtkWidget *label = tt_ui_test_find_descendant (root, is_label_text, text);

  g_assert_nonnull (label);
  return label;
}

/* Shown whole: at least as wide as its natural width, on one line. */
static void
assert_unsqueezed (GtkWidget *label)
{
  int natural = 0;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("“%s”: %d of %d", gtk_label_get_text (GTK_LABEL (label)),
                  gtk_widget_get_width (label), natural);
  g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
}

/* At 360 pixels the new-game page keeps "Player 2" and "Ties" whole, and
 * the seats' first columns line up. */
static void
test_new_game_page_narrow (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  GtkWidget *page, *first, *second;
  graphene_rect_t a, b;

  tt_window_show_view (window, "play");
  tt_catalog_view_open_entry (view, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  tt_ui_test_settle (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
  page = tt_catalog_view_get_page (view);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 2);
  tt_ui_test_settle (100);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "new-game-360");

  first = find_label (page, "Player 1");
  second = find_label (page, "Player 2");
  assert_unsqueezed (first);
  assert_unsqueezed (second);
  g_assert_true (gtk_widget_compute_bounds (first, page, &a));
  g_assert_true (gtk_widget_compute_bounds (second, page, &b));
  g_assert_cmpfloat (a.origin.x, ==, b.origin.x);
  g_assert_cmpfloat (a.size.width, ==, b.size.width);
  if (tt_ui_test_find_descendant (page, is_label_text, "Ties") != NULL)
    assert_unsqueezed (find_label (page, "Ties"));

  tt_catalog_view_go_back (view);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  tt_ui_test_settle (100);
}

/* Each computer level says how it plays under its name in the open list
 * of who plays, which fits a 360-pixel window. */
static void
test_new_game_level_descriptions (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  const char *dir = g_getenv ("TT_SCREENSHOT_DIR");
  g_autoptr(GPtrArray) kinds = NULL;
  TtGameInfo *info;
  GtkWidget *page, *label = NULL;
  guint n_levels;

  tt_window_show_view (window, "play");
  tt_catalog_view_open_entry (view, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  tt_ui_test_settle (200);
  page = tt_catalog_view_get_page (view);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  info = tt_new_game_page_get_info (TT_NEW_GAME_PAGE (page));
  n_levels = tt_game_info_get_n_levels (info);
  g_assert_cmpuint (n_levels, >=, 2);
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 2);
  g_assert_true (tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), 1, "computer:hard"));
  kinds = tt_ui_test_find_who_plays (page);
  g_assert_cmpuint (kinds->len, >=, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (g_ptr_array_index (kinds, 1)), ==, n_levels);

  g_signal_emit_by_name (g_ptr_array_index (kinds, 1), "activate");
  tt_ui_test_settle (300);
  for (guint i = 0; i < n_levels; i++)
    {
      const char *description = tt_game_info_get_level_description (info, tt_game_info_get_level_id (info, i));

      g_assert_nonnull (description);
      label = find_label (g_ptr_array_index (kinds, 1), description);
      g_test_message ("“%s”: %d px wide", description, gtk_widget_get_width (label));
      g_assert_cmpint (gtk_widget_get_width (label), <=, 360);
    }
  if (dir != NULL)
    {
      g_autofree char *command = g_strdup_printf ("import -window root '%s/new-game-levels-360.png'", dir);

      tt_ui_test_run_screenshot (command, 300);
    }
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (label, GTK_TYPE_POPOVER)));
  tt_ui_test_settle (100);

  tt_catalog_view_go_back (view);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  tt_ui_test_settle (100);
}

static gboolean
is_shortcut_for (GtkWidget     *widget,
                 gconstpointer  action)
{
  g_autofree char *name = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    return FALSE;
  g_object_get (widget, "action-name", &name, NULL);
  return g_strcmp0 (name, action) == 0;
}

static gboolean
is_shortcut_label (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_SHORTCUT_LABEL (widget);
}

/* The shortcuts window shows a key beside New, Open, Save, Save As and
 * Back (window actions with application accelerators). */
static void
test_shortcuts_show_keys (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  static const char * const actions[] = { "game.new", "game.open", "game.save", "game.save-as", "game.back" };
  GtkShortcutsWindow *overlay;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  tt_ui_test_settle (100);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *shortcut = tt_ui_test_find_descendant (GTK_WIDGET (overlay), is_shortcut_for, actions[i]);
      GtkWidget *label;
      const char *accel;

      g_assert_nonnull (shortcut);
      label = tt_ui_test_find_descendant (shortcut, is_shortcut_label, NULL);
      g_assert_nonnull (label);
      accel = gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (label));
      g_test_message ("%s: %s", actions[i], accel);
      g_assert_nonnull (accel);
      g_assert_cmpstr (accel, !=, "");
    }
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
  tt_ui_test_spin ();
}

static gboolean
is_section_titled (GtkWidget     *widget,
                   gconstpointer  title)
{
  g_autofree char *section_title = NULL;

  if (!GTK_IS_SHORTCUTS_SECTION (widget))
    return FALSE;
  g_object_get (widget, "title", &section_title, NULL);
  return g_strcmp0 (section_title, title) == 0;
}

/* Every key the play view binds itself (its class's bindings and its own
 * shortcut controllers) is in its game's section of the shortcuts window. */
static void
assert_view_keys_listed (GtkWidget  *view,
                         GHashTable *listed)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          g_autofree char *accel = NULL;

          if (!GTK_IS_KEYVAL_TRIGGER (trigger))
            continue;
          accel = tt_ui_test_normalize_accel (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
          /* Ctrl+= is only a second Ctrl+plus, the keypad's keys only
           * second arrows, Home and End */
          if (g_str_equal (accel, "<Control>equal") || g_str_has_prefix (accel, "KP_"))
            continue;
          g_test_message ("%s: %s", G_OBJECT_TYPE_NAME (view), accel);
          if (!g_hash_table_contains (listed, accel))
            g_error ("the shortcuts window's %s section does not list %s",
                     G_OBJECT_TYPE_NAME (view), accel);
        }
    }
}

/* The review's keys are in the shortcuts window's Game Review section. */
static void
assert_review_keys_listed (GtkShortcutsWindow *overlay,
                           TtGame             *game)
{
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GtkWidget *section = tt_ui_test_find_descendant (GTK_WIDGET (overlay), is_section_titled, _("Game Review"));
  GtkWidget *view;

  if (section == NULL)
    g_error ("the shortcuts window has no Game Review section");
  tt_ui_test_collect_listed_accels (section, listed);
  view = g_object_ref_sink (tt_review_view_new_for_game (game));
  assert_view_keys_listed (view, listed);
  g_object_unref (view);
}

/* The shortcuts window has a section for every game, listing the keys its
 * play view binds, and one for the review's keys; each section fits a
 * 900-pixel-high screen with room for a top bar. */
static void
test_shortcuts_every_game (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  GListModel *games = tt_game_info_get_all ();
  GListModel *entries = tt_catalog_view_get_model (catalog);
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  GtkWidget *stack;
  guint n_sections = 0;

  g_assert_nonnull (overlay);
  tt_window_show_view (window, "play");
  for (guint g = 0; g < g_list_model_get_n_items (games); g++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, g);
      g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      GtkWidget *section = tt_ui_test_find_descendant (GTK_WIDGET (overlay), is_section_titled,
                                                       tt_game_info_get_title (info));
      GtkWidget *view = NULL;

      if (section == NULL)
        g_error ("the shortcuts window has no %s section", tt_game_info_get_title (info));
      g_ptr_array_add (sections, section);
      tt_ui_test_collect_listed_accels (section, listed);
      for (guint e = 0; e < g_list_model_get_n_items (entries) && view == NULL; e++)
        {
          g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (entries, e);

          if (g_strcmp0 (tt_catalog_entry_get_id (entry), tt_game_info_get_id (info)) != 0)
            continue;
          tt_catalog_view_open_entry (catalog, e);
          tt_ui_test_spin ();
          g_signal_emit_by_name (tt_catalog_view_get_page (catalog), "start");
          tt_ui_test_spin ();
          g_assert_nonnull (tt_window_get_game (window));
          tt_game_set_autosave (tt_window_get_game (window), FALSE);
          view = tt_ui_test_find_descendant (GTK_WIDGET (window), tt_ui_test_is_of_type,
                                             GSIZE_TO_POINTER (tt_game_info_get_view_type (info)));
          g_assert_nonnull (view);
          assert_view_keys_listed (view, listed);
          if (g == 0)
            assert_review_keys_listed (overlay, tt_window_get_game (window));
          tt_catalog_view_go_back (catalog);
          tt_ui_test_spin ();
        }
      g_assert_nonnull (view);
    }
  stack = gtk_widget_get_parent (tt_ui_test_find_descendant (GTK_WIDGET (overlay), tt_ui_test_is_of_type,
                                                             GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_SECTION)));
  g_assert_nonnull (stack);
  gtk_widget_set_visible (GTK_WIDGET (overlay), TRUE);
  tt_ui_test_spin ();
  for (GtkWidget *child = gtk_widget_get_first_child (stack); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *name = NULL;
      int natural = 0;

      /* the stack also holds the search results */
      if (!GTK_IS_SHORTCUTS_SECTION (child))
        continue;
      g_object_get (child, "section-name", &name, NULL);
      n_sections++;
      g_object_set (overlay, "section-name", name, NULL);
      tt_ui_test_spin ();
      gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
      g_test_message ("section %s: %d px high", name, natural);
      g_assert_cmpint (natural, <=, 860);
    }
  /* one for each game, the general one and the review's */
  g_assert_cmpuint (n_sections, ==, sections->len + 2);
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
  tt_ui_test_spin ();
}

/* The window's title names the game on show, then its file once saved,
 * and is the app's again on the list of games. */
static void
test_title_names_game (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  GListModel *entries = tt_catalog_view_get_model (catalog);
  g_autofree char *dir = g_dir_make_tmp ("tt-title-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game-3.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TtGame *game;
  guint e;

  tt_window_show_view (window, "play");
  tt_ui_test_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tabletop");
  for (e = 0; e < g_list_model_get_n_items (entries); e++)
    {
      g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (entries, e);

      if (g_str_equal (tt_catalog_entry_get_id (entry), "catan"))
        break;
    }
  g_assert_cmpuint (e, <, g_list_model_get_n_items (entries));
  tt_catalog_view_open_entry (catalog, e);
  tt_ui_test_spin ();
  g_signal_emit_by_name (tt_catalog_view_get_page (catalog), "start");
  tt_ui_test_spin ();
  game = tt_window_get_game (window);
  g_assert_nonnull (game);
  tt_game_set_autosave (game, FALSE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Catan");

  /* Save (Ctrl+S) to the file the game already has */
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.save", NULL);
  tt_ui_test_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Catan — game-3.tabletop");

  /* the rules are not the game */
  tt_window_show_view (window, "rules");
  tt_ui_test_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tabletop");
  tt_window_show_view (window, "play");
  tt_ui_test_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Catan — game-3.tabletop");

  tt_catalog_view_go_back (catalog);
  tt_ui_test_spin ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tabletop");
  g_unlink (path);
  g_rmdir (dir);
}

/* Korean wraps between words: each line of a narrow label starts a word. */
static void
test_label_keeps_words (void)
{
  const char *text = "타일을 놓고 미플을 배치했습니다 미완성 도시에서 점수를 얻었습니다";
  GtkWidget *label = g_object_ref_sink (gtk_label_new (text));
  PangoLayout *layout;
  PangoLayoutIter *iter;
  guint n_lines = 0;

  tt_label_keep_words (GTK_LABEL (label));
  layout = gtk_widget_create_pango_layout (label, text);
  pango_layout_set_attributes (layout, gtk_label_get_attributes (GTK_LABEL (label)));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, 90 * PANGO_SCALE);
  iter = pango_layout_get_iter (layout);
  do
    {
      int start = pango_layout_iter_get_index (iter);

      n_lines++;
      g_assert_true (start == 0 || text[start - 1] == ' ');
    }
  while (pango_layout_iter_next_line (iter));
  g_assert_cmpuint (n_lines, >, 2);
  pango_layout_iter_free (iter);
  g_object_unref (layout);
  g_object_unref (label);
}

static double
dot_luminance (const char *color)
{
  g_autofree char *markup = tt_player_color_dot_markup (color);
  const char *hash = strchr (markup, '#');
  GdkRGBA rgba;
  g_autofree char *spec = NULL;

  g_assert_nonnull (hash);
  spec = g_strndup (hash, 7);
  g_assert_true (gdk_rgba_parse (&rgba, spec));
  return 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue;
}

/* The black swatch shows on a dark background, the white one on a light
 * one. */
static void
test_swatches_visible (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tt_ui_test_spin ();
  g_assert_cmpfloat (dot_luminance ("black"), >, 0.3);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tt_ui_test_spin ();
  g_assert_cmpfloat (dot_luminance ("white"), <, 0.7);
  g_assert_cmpfloat (dot_luminance ("black"), <, 0.3);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tt_ui_test_spin ();

  /* a remembered default name reads in the app's language */
  g_assert_cmpstr (tt_player_color_localize_name ("Red"), ==, tt_player_color_get_name ("red"));
  g_assert_cmpstr (tt_player_color_localize_name (tt_player_color_get_name ("blue")), ==,
                   tt_player_color_get_name ("blue"));
  g_assert_cmpstr (tt_player_color_localize_name ("Ann"), ==, "Ann");
}

static gboolean
is_visible_back_in_toolbar (GtkWidget     *widget,
                            gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "editor.back") == 0;
}

/* In the window the editor has one back button, the window's: it steps
 * back through the editor's pages, then leaves the editor. */
static void
test_editor_one_back_button (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "editor"));
  GListModel *sets = tt_tile_set_library_get_sets (tt_tile_set_library_get_default ());
  g_autoptr(TtTileSet) set = g_list_model_get_item (sets, 0);
  GtkWidget *editor;

  tt_window_show_view (window, "editor");
  tt_catalog_view_open_entry (view, 0);
  tt_ui_test_spin ();
  editor = tt_ui_test_find_descendant (tt_catalog_view_get_page (view), tt_ui_test_is_of_type,
                                       GSIZE_TO_POINTER (TT_TYPE_TILE_SET_EDITOR));
  g_assert_nonnull (editor);
  tt_tile_set_editor_open_set (TT_TILE_SET_EDITOR (editor), set);
  tt_tile_set_editor_open_tile (TT_TILE_SET_EDITOR (editor), 0);
  tt_ui_test_settle (100);
  g_assert_cmpstr (tt_tile_set_editor_get_shown (TT_TILE_SET_EDITOR (editor)), ==, "tile");
  g_assert_null (tt_ui_test_find_descendant (editor, is_visible_back_in_toolbar, NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL);
  tt_ui_test_settle (100);
  g_assert_nonnull (tt_catalog_view_get_page (view));
  g_assert_cmpstr (tt_tile_set_editor_get_shown (TT_TILE_SET_EDITOR (editor)), !=, "tile");
  while (tt_catalog_view_get_page (view) != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL);
      tt_ui_test_settle (50);
    }
  tt_window_show_view (window, "play");
  tt_ui_test_spin ();
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_ui_test_bind_locale ();
  app = tt_ui_test_start_application ();

  g_test_add_func ("/ui/window/views", test_window_views);
  g_test_add_func ("/ui/window/actions", test_window_actions);
  g_test_add_func ("/ui/window/min-width-every-page", test_min_width_every_page);
  g_test_add_func ("/ui/window/new-game-page-narrow", test_new_game_page_narrow);
  g_test_add_func ("/ui/window/new-game-level-descriptions", test_new_game_level_descriptions);
  g_test_add_func ("/ui/window/shortcuts-show-keys", test_shortcuts_show_keys);
  g_test_add_func ("/ui/window/shortcuts-every-game", test_shortcuts_every_game);
  g_test_add_func ("/ui/window/title-names-game", test_title_names_game);
  g_test_add_func ("/ui/label/keeps-words", test_label_keeps_words);
  g_test_add_func ("/ui/window/editor-one-back-button", test_editor_one_back_button);
  g_test_add_func ("/ui/player-color/swatches-visible", test_swatches_visible);
  g_test_add_func ("/ui/catalog-view/states", test_catalog_view_states);
  g_test_add_func ("/ui/about", test_about);
  g_test_add_func ("/ui/preferences", test_preferences);
  g_test_add_func ("/ui/open/bad-json", test_open_bad_json);
  g_test_add_func ("/ui/open/unknown-game", test_open_unknown_game);
  g_test_add_func ("/ui/open/missing-file", test_open_missing_file);
  return tt_ui_test_cleanup (g_test_run ());
}
