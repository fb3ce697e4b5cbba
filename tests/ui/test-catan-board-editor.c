/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-board-editor.c — the Catan board editor under a (virtual)
 * display: the bundled board stays read-only, a duplicate saves itself,
 * painting a hex beyond the 19 is flagged until it gets its number,
 * harbours go on the side nearest the click, undo takes them back, and the
 * saved file is a board the engine reads. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "catan/catan-record.h"
#include "catan/tt-catan-board-editor.h"
#include "catan/tt-catan-options.h"
#include "catan/tt-catan-board-editor-map.h"
#include "tt-game.h"
#include "ui/tt-catalog.h"
#include "tt-ui-test.h"
#include "tt-ui-register.h"

static GtkWidget *window;
static TtCatanBoardEditor *editor;

static gboolean
map_is_laid_out (gpointer data)
{
  return gtk_widget_get_width (data) > 100 && gtk_widget_get_height (data) > 100;
}

/* A press where hex q,r (or its side) is drawn, through the map's own
 * hit test, as a click would go. */
static void
press (int q,
       int r,
       int side)
{
  GtkWidget *map = tt_catan_board_editor_get_map (editor);
  double x, y;
  int hit_q, hit_r, hit_side;

  g_assert_true (tt_ui_test_wait_until (map_is_laid_out, map, 10000));
  tt_catan_board_editor_map_locate (TT_CATAN_BOARD_EDITOR_MAP (map), q, r, side, &x, &y);
  g_assert_true (tt_catan_board_editor_map_pick (TT_CATAN_BOARD_EDITOR_MAP (map), x, y,
                                                 &hit_q, &hit_r, &hit_side));
  g_assert_cmpint (hit_q, ==, q);
  g_assert_cmpint (hit_r, ==, r);
  if (side >= 0)
    g_assert_cmpint (hit_side, ==, side);
  g_signal_emit_by_name (map, "pressed", hit_q, hit_r, hit_side);
  tt_ui_test_spin ();
}

static gboolean
is_entry (GtkWidget     *widget,
          gconstpointer  data)
{
  return GTK_IS_ENTRY (widget);
}

static gboolean
messages_mention (TtDocument *doc,
                  const char *part)
{
  GPtrArray *messages = tt_document_get_messages (doc);

  for (guint i = 0; messages != NULL && i < messages->len; i++)
    if (tt_document_message_get_kind (g_ptr_array_index (messages, i)) == TT_DOCUMENT_MESSAGE_ERROR
        && strstr (tt_document_message_get_text (g_ptr_array_index (messages, i)), part) != NULL)
      return TRUE;
  return FALSE;
}


static gboolean
is_any_label_with (GtkWidget     *widget,
                   gconstpointer  part)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL;
}

/* A label whose text holds `part` (e.g. a toast's). */
static gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  part)
{
  return GTK_IS_LABEL (widget)
         && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), "Not ready to play yet: ")
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL;
}

static gboolean
is_menu_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_visible (widget);
}

/* The size line speaks of the hexes only (games go to four players), in
 * full; the menu's tooltip leaves the menu clear while it is open. */
static void
test_words (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) bundled = tt_catan_board_document_new_bundled ("beginner", &error);
  GtkWidget *menu;

  g_assert_no_error (error);
  tt_catan_board_editor_open (editor, bundled);
  tt_ui_test_spin ();
  g_assert_null (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_any_label_with, "players"));
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_any_label_with, "land hexes of at most"));
  menu = tt_ui_test_find_descendant (GTK_WIDGET (editor), is_menu_button, NULL);
  g_assert_nonnull (menu);
  g_assert_true (gtk_widget_get_has_tooltip (menu));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  tt_ui_test_spin ();
  g_assert_false (gtk_widget_get_has_tooltip (menu));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  tt_ui_test_spin ();
  g_assert_true (gtk_widget_get_has_tooltip (menu));
}

static void
test_paint_fix_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) bundled = tt_catan_board_document_new_bundled ("beginner", &error);
  TtCatanBoardDocument *doc;
  g_autoptr(CatanBoard) saved = NULL;
  g_autofree char *path = NULL;
  guint harbours;

  g_assert_no_error (error);
  tt_catan_board_editor_open (editor, bundled);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_editor_shell_get_page (TT_EDITOR_SHELL (editor)), ==, "board");

  /* Read-only: a press changes nothing. */
  tt_catan_board_editor_set_tool (editor, CATAN_TERRAIN_FOREST, 0);
  press (0, 0, -1);
  g_assert_false (tt_document_can_undo (TT_DOCUMENT (bundled)));

  /* Duplicate to edit: a new board that saves itself. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  tt_ui_test_spin ();
  doc = tt_catan_board_editor_get_document (editor);
  g_assert_true (doc != bundled);
  g_assert_false (tt_document_get_read_only (TT_DOCUMENT (doc)));
  g_assert_nonnull (tt_document_get_file (TT_DOCUMENT (doc)));

  /* A 20th hex: flagged until it gets its number. */
  press (3, -1, -1);
  g_assert_false (tt_document_is_valid (TT_DOCUMENT (doc)));
  g_assert_true (messages_mention (TT_DOCUMENT (doc), "3,-1"));
  /* Play with This Board says what stands in the way, and stays here */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.play", NULL));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_editor_shell_get_page (TT_EDITOR_SHELL (editor)), ==, "board");
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_label_with, "3,-1"));
  tt_catan_board_editor_set_tool (editor, TT_CATAN_BOARD_TOOL_NUMBER, 9);
  press (3, -1, -1);
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));

  /* A harbour on its east side, then undone. */
  harbours = tt_catan_board_document_get_draft (doc)->n_harbours;
  tt_catan_board_editor_set_tool (editor, TT_CATAN_BOARD_TOOL_HARBOUR, CATAN_ORE);
  press (3, -1, 1);
  g_assert_cmpuint (tt_catan_board_document_get_draft (doc)->n_harbours, ==, harbours + 1);
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-board-editor");
  if (g_getenv ("TT_SCREENSHOT_DIR") != NULL)
    {
      /* For people looking at it: dark, and as narrow as a phone. */
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      tt_ui_test_settle (300);
      tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-board-editor-dark-narrow");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      gtk_window_set_default_size (GTK_WINDOW (window), 900, 760);
      tt_ui_test_settle (300);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_catan_board_document_get_draft (doc)->n_harbours, ==, harbours);

  /* Renamed through the name field: one more undo step. */
  {
    GtkWidget *entry = tt_ui_test_find_descendant (GTK_WIDGET (editor), is_entry, NULL);

    gtk_editable_set_text (GTK_EDITABLE (entry), "Big island");
    g_signal_emit_by_name (entry, "activate");
    tt_ui_test_spin ();
    g_assert_cmpstr (tt_catan_board_document_get_name (doc), ==, "Big island");
  }

  /* What was saved is a board the engine plays. */
  path = g_file_get_path (tt_document_get_file (TT_DOCUMENT (doc)));
  saved = catan_board_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->n_hexes, ==, 20);
  g_assert_cmpint (saved->hexes[catan_board_find_hex (saved, 3, -1)].number, ==, 9);
}

/* A key on the map, through its key controller, as a key press goes. */
static void
key (guint           keyval,
     GdkModifierType state)
{
  GtkWidget *map = tt_catan_board_editor_get_map (editor);
  GListModel *controllers = gtk_widget_observe_controllers (map);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
    }
  g_object_unref (controllers);
  g_assert_true (handled);
  tt_ui_test_spin ();
}

static const TtCatanDraftHex *
hex_at (TtCatanBoardDocument *doc,
        int                   q,
        int                   r)
{
  const TtCatanBoardDraft *draft = tt_catan_board_document_get_draft (doc);
  int index = tt_catan_board_draft_find (draft, q, r);

  g_assert_cmpint (index, >=, 0);
  return &draft->hexes[index];
}

static gboolean
has_harbour (TtCatanBoardDocument *doc,
             int                   q,
             int                   r,
             int                   side,
             int                   kind)
{
  const TtCatanBoardDraft *draft = tt_catan_board_document_get_draft (doc);

  for (guint i = 0; i < draft->n_harbours; i++)
    if (draft->harbours[i].q == q && draft->harbours[i].r == r && draft->harbours[i].side == side
        && draft->harbours[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* Painting from the keyboard: arrows move the focus hex, letters paint,
 * digits and brackets set the token, comma and period turn the side for
 * a harbour, R moves the robber; each is one undo step. */
static void
test_keyboard (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) bundled = tt_catan_board_document_new_bundled ("beginner", &error);
  TtCatanBoardEditorMap *map;
  TtCatanBoardDocument *doc;
  const TtCatanBoardDraft *draft;
  int q, r, side;

  g_assert_no_error (error);
  tt_catan_board_editor_open (editor, bundled);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  tt_ui_test_spin ();
  doc = tt_catan_board_editor_get_document (editor);
  map = TT_CATAN_BOARD_EDITOR_MAP (tt_catan_board_editor_get_map (editor));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (map)));
  gtk_widget_grab_focus (GTK_WIDGET (map));
  tt_catan_board_editor_map_set_focus (map, 0, 0, 0);

  /* right, up, down: (1,0), (1,-1), back to (1,0) */
  key (GDK_KEY_Right, 0);
  key (GDK_KEY_Up, 0);
  tt_catan_board_editor_map_get_focus (map, &q, &r, &side);
  g_assert_cmpint (q, ==, 1);
  g_assert_cmpint (r, ==, -1);
  key (GDK_KEY_Down, 0);
  tt_catan_board_editor_map_get_focus (map, &q, &r, &side);
  g_assert_cmpint (q, ==, 1);
  g_assert_cmpint (r, ==, 0);

  key (GDK_KEY_m, 0);
  g_assert_cmpint (hex_at (doc, 1, 0)->terrain, ==, CATAN_TERRAIN_MOUNTAINS);
  key (GDK_KEY_9, 0);
  g_assert_cmpint (hex_at (doc, 1, 0)->number, ==, 9);
  key (GDK_KEY_bracketright, 0);
  g_assert_cmpint (hex_at (doc, 1, 0)->number, ==, 10);
  key (GDK_KEY_0, 0);
  key (GDK_KEY_bracketleft, 0);
  g_assert_cmpint (hex_at (doc, 1, 0)->number, ==, 9);

  /* the east side of (2,0) looks out to sea: the chosen harbour, then none */
  tt_catan_board_editor_map_set_focus (map, 2, 0, 0);
  key (GDK_KEY_period, 0);
  tt_catan_board_editor_map_get_focus (map, &q, &r, &side);
  g_assert_cmpint (side, ==, 1);
  tt_catan_board_editor_set_tool (editor, TT_CATAN_BOARD_TOOL_HARBOUR, CATAN_WOOL);
  key (GDK_KEY_a, 0);
  g_assert_true (has_harbour (doc, 2, 0, 1, CATAN_WOOL));
  key (GDK_KEY_A, GDK_SHIFT_MASK);
  g_assert_false (has_harbour (doc, 2, 0, 1, CATAN_WOOL));

  /* the robber, and Enter applies the tool in use (the robber's) */
  key (GDK_KEY_Left, 0);
  key (GDK_KEY_r, 0);
  draft = tt_catan_board_document_get_draft (doc);
  g_assert_true (draft->has_robber);
  g_assert_cmpint (draft->robber_q, ==, 1);
  g_assert_cmpint (draft->robber_r, ==, 0);
  key (GDK_KEY_Left, 0);
  key (GDK_KEY_Return, 0);
  draft = tt_catan_board_document_get_draft (doc);
  g_assert_cmpint (draft->robber_q, ==, 0);

  /* Ctrl+Z is not the map's: it goes to the editor */
  {
    GtkWidget *map_widget = GTK_WIDGET (map);
    GListModel *controllers = gtk_widget_observe_controllers (map_widget);
    gboolean handled = TRUE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
          g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_z, 0, GDK_CONTROL_MASK, &handled);
      }
    g_object_unref (controllers);
    g_assert_false (handled);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  tt_ui_test_spin ();
  draft = tt_catan_board_document_get_draft (doc);
  g_assert_cmpint (draft->robber_q, ==, 1);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-board-editor-keyboard");
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The bundled boards listed are the data's, each by its title. */
static void
test_bundled_from_data (void)
{
  g_auto(GStrv) names = catan_board_list_bundled ();
  GtkWidget *page = tt_editor_shell_get_library_page (TT_EDITOR_SHELL (editor));

  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "boards");
  tt_ui_test_spin ();
  g_assert_cmpuint (g_strv_length (names), >=, 1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_bundled (names[i], &error);

      g_assert_no_error (error);
      /* by its title: the beginner board's is translated, not its file name */
      if (g_str_equal (names[i], "beginner"))
        g_assert_cmpstr (tt_document_get_title (TT_DOCUMENT (doc)), ==, "Beginner board");
      g_assert_nonnull (tt_ui_test_find_descendant (page, is_row_titled,
                                                    tt_document_get_title (TT_DOCUMENT (doc))));
    }
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-board-library");
  if (g_getenv ("TT_SCREENSHOT_DIR") != NULL)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      tt_ui_test_settle (300);
      tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-board-library-dark-narrow");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      gtk_window_set_default_size (GTK_WINDOW (window), 900, 760);
      tt_ui_test_settle (300);
    }
}

/* Play with This Board: the new-game page's Catan options carry the edited
 * board into the record, and the engine plays on that board. */
static void
test_play_with_this_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) bundled = tt_catan_board_document_new_bundled ("beginner", &error);
  g_autoptr(TtCatanBoardDocument) doc = NULL;
  g_autoptr(TtRecord) record = tt_record_new ("catan");
  g_autoptr(CatanBoard) played = NULL;
  g_autoptr(CatanState) state = NULL;
  GtkWidget *options = g_object_ref_sink (g_object_new (TT_TYPE_CATAN_OPTIONS, NULL));
  int hex;

  g_assert_no_error (error);
  doc = tt_catan_board_document_duplicate (bundled, "Forest Center");
  g_assert_true (tt_catan_board_document_paint (doc, 0, 0, CATAN_TERRAIN_FOREST, &error));
  g_assert_no_error (error);
  g_assert_true (tt_catan_board_document_set_number (doc, 0, 0, 10, &error));
  g_assert_no_error (error);
  g_assert_true (tt_game_options_set_document (TT_GAME_OPTIONS (options), TT_DOCUMENT (doc)));

  for (guint i = 0; i < 3; i++)
    tt_record_add_player (record, "Player", NULL);
  g_assert_true (tt_game_options_fill_record (TT_GAME_OPTIONS (options), record, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (record->root, "board")));
  state = catan_state_new_for_record (record, &error);
  g_assert_no_error (error);
  played = catan_board_ref (state->board);
  hex = catan_board_find_hex (played, 0, 0);
  g_assert_cmpint (hex, >=, 0);
  g_assert_cmpint (played->hexes[hex].terrain, ==, CATAN_TERRAIN_FOREST);
  g_assert_cmpint (state->numbers[hex], ==, 10);
  g_object_unref (options);
}

/* What the game's registers leave: the editor on the game's info, and so
 * in the Editor catalog under the info's title, making a working editor. */
static void
test_register (void)
{
  TtGameInfo *info;
  TtCatalogEntry *entry;
  GtkWidget *page;

  tt_ui_register_all ();
  info = tt_game_info_lookup ("catan");
  g_assert_nonnull (info);
  g_assert_true (tt_game_info_get_editor_document_type (info, "board") == TT_TYPE_CATAN_BOARD_DOCUMENT);
  g_assert_true (tt_game_info_get_editor_type (info, "board") == TT_TYPE_CATAN_BOARD_EDITOR);
  entry = tt_catalog_lookup (TT_CATALOG_EDITORS, "catan-board");
  g_assert_nonnull (entry);
  g_assert_cmpstr (tt_catalog_entry_get_title (entry), ==, tt_game_info_get_editor_title (info, "board"));
  g_assert_cmpstr (tt_catalog_entry_get_description (entry), ==, tt_game_info_get_editor_description (info, "board"));
  page = g_object_ref_sink (tt_catalog_entry_create_page (entry));
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (page, TT_TYPE_CATAN_BOARD_EDITOR));
  g_object_unref (page);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  int status;

  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_ui_test_bind_locale ();
  gtk_init ();
  adw_init ();

  dir = g_build_filename (g_getenv ("XDG_DATA_HOME"), "boards", NULL);
  editor = TT_CATAN_BOARD_EDITOR (tt_catan_board_editor_new (dir));
  window = tt_ui_test_present (GTK_WIDGET (editor), 900, 760);

  g_test_add_func ("/ui/catan-board-editor/paint-fix-save", test_paint_fix_save);
  g_test_add_func ("/ui/catan-board-editor/keyboard", test_keyboard);
  g_test_add_func ("/ui/catan-board-editor/bundled-from-data", test_bundled_from_data);
  g_test_add_func ("/ui/catan-board-editor/register", test_register);
  g_test_add_func ("/ui/catan-board-editor/play-with-this-board", test_play_with_this_board);
  g_test_add_func ("/ui/catan-board-editor/words", test_words);
  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
  return tt_ui_test_cleanup (status);
}
