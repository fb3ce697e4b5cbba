/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-card-editor.c — the Ora et Labora card editor under a (virtual)
 * display: duplicate the bundled set, change a building's cost and an
 * effect step through the card page, see the card text change in both
 * languages, undo. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ora/ora-record.h"
#include "ora/tt-ora-card-editor.h"
#include "ora/tt-ora-options.h"
#include "ora/tt-ora-card-text.h"
#include "tt-game.h"
#include "ui/tt-catalog.h"
#include "tt-ui-test.h"
#include "tt-ui-register.h"

static GtkWidget *window;
static TtOraCardEditor *editor;

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_ENTRY_ROW (widget)
         && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title);
}

/* The n-th entry row whose title starts with `title`. */
static GtkWidget *
entry_row (const char *title,
           guint       n)
{
  GtkWidget *row = NULL;
  GtkWidget *start = GTK_WIDGET (editor);

  for (guint i = 0; i <= n; i++)
    {
      row = tt_ui_test_find_descendant (start, is_row_titled, title);
      g_assert_nonnull (row);
      if (i < n)
        {
          /* hide it from the next search */
          g_object_set_data (G_OBJECT (row), "seen", GINT_TO_POINTER (1));
          gtk_widget_set_name (row, "seen");
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "seen");
        }
    }
  return row;
}

static gboolean
is_check_labelled (GtkWidget     *widget,
                   gconstpointer  label)
{
  return GTK_IS_CHECK_BUTTON (widget)
         && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), label) == 0;
}

static void
apply (GtkWidget  *row,
       const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  tt_ui_test_spin ();
}

static gboolean
is_spin_of (GtkWidget     *widget,
            gconstpointer  member)
{
  return GTK_IS_SPIN_BUTTON (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "member"), member) == 0;
}

typedef struct
{
  GType       type;
  const char *path;
  const char *key;
} Place;

static gboolean
is_control (GtkWidget     *widget,
            gconstpointer  data)
{
  const Place *place = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, place->type)
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "path"), place->path) == 0
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "key"), place->key) == 0;
}

/* The step control of `type` that edits `key` at `path`. */
static GtkWidget *
control (GType       type,
         const char *path,
         const char *key)
{
  Place place = { type, path, key };
  GtkWidget *widget = tt_ui_test_find_descendant (GTK_WIDGET (editor), is_control, &place);

  if (widget == NULL)
    g_error ("no %s for %s %s", g_type_name (type), path, key);
  return widget;
}

static const OraCard *
card_of (TtOraCardSetDocument *doc,
         const char           *id)
{
  OraCardSet *set = tt_ora_card_set_document_get_set (doc);

  g_assert_nonnull (set);
  return &set->cards[ora_cardset_find (set, id)];
}

/* Scrolls the page so that `widget` is at its top. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroll = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroll));
  graphene_point_t at;

  tt_ui_test_settle (100);
  g_assert_true (gtk_widget_compute_point (widget, child, &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll)), at.y - 60);
  tt_ui_test_settle (200);
}

/* Goods by dropdown, a new kind from the engine's description, choices
 * added, and the copies; both languages' text follows, undo goes back. */
static void
test_step_structure (TtOraCardSetDocument *doc)
{
  const char *en, *ko;

  /* the first step pays malt and grain: grain becomes wood */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (control (GTK_TYPE_DROP_DOWN, "effect/0/pay", "grain")), ORA_WOOD);
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->steps[0].pay.n[ORA_WOOD], ==, 1);
  g_assert_cmpint (card_of (doc, "I05")->steps[0].pay.n[ORA_GRAIN], ==, 0);

  /* the second step becomes a choice of goods, and gets a second choice */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (control (GTK_TYPE_DROP_DOWN, "effect", "1")), ORA_STEP_GAIN_CHOICE);
  tt_ui_test_spin ();
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  g_assert_cmpint (card_of (doc, "I05")->steps[1].kind, ==, ORA_STEP_GAIN_CHOICE);
  g_assert_cmpint (card_of (doc, "I05")->steps[1].n_options, ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (control (GTK_TYPE_SPIN_BUTTON, "effect/1/options/1", "clay")), 3);
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->steps[1].options[1].gain.n[ORA_CLAY], ==, 3);
  g_signal_emit_by_name (control (GTK_TYPE_BUTTON, "effect/1/options", NULL), "clicked");
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->steps[1].n_options, ==, 3);
  en = gtk_label_get_text (GTK_LABEL (tt_ora_card_editor_get_text_label (editor, FALSE)));
  ko = gtk_label_get_text (GTK_LABEL (tt_ora_card_editor_get_text_label (editor, TRUE)));
  g_assert_nonnull (strstr (en, "2. Choose one: "));
  g_assert_nonnull (strstr (en, "3 clay"));
  g_assert_nonnull (strstr (ko, "2. 하나 고르기: "));
  if (g_getenv ("TT_SCREENSHOT_DIR") != NULL)
    {
      /* the steps, for people looking at them: light, then dark and narrow */
      scroll_to (control (GTK_TYPE_DROP_DOWN, "effect", "0"));
      tt_ui_test_save_screenshot (window, "ora-card-editor-steps");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      tt_ui_test_settle (500);
      scroll_to (control (GTK_TYPE_DROP_DOWN, "effect", "1"));
      tt_ui_test_save_screenshot (window, "ora-card-editor-steps-dark-narrow");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      gtk_window_set_default_size (GTK_WINDOW (window), 900, 800);
      tt_ui_test_settle (300);
    }

  /* a step removed with its trash button, and back with undo */
  g_signal_emit_by_name (control (GTK_TYPE_BUTTON, "effect", "1"), "clicked");
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->n_steps, ==, 1);
  g_assert_cmpstr (tt_document_get_undo_label (TT_DOCUMENT (doc)), ==, _("Remove a step"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->n_steps, ==, 2);

  /* copies: the spin writes the field the engine reads */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_spin_of, "copies")), 3);
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->copies, ==, 3);

  /* back to where the test began, one undo per edit */
  for (int i = 0; i < 5; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  tt_ui_test_spin ();
  g_assert_cmpint (card_of (doc, "I05")->copies, ==, 1);
  g_assert_cmpint (card_of (doc, "I05")->steps[1].kind, ==, ORA_STEP_CONVERT);
  g_assert_cmpint (card_of (doc, "I05")->steps[0].pay.n[ORA_GRAIN], ==, 1);
}


static void
test_edit_building (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) bundled = tt_ora_card_set_document_new_bundled (&error);
  TtOraCardSetDocument *doc;
  OraCardSet *set;
  const char *en, *ko;

  g_assert_no_error (error);
  tt_ora_card_editor_open_set (editor, bundled);
  tt_ui_test_spin ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  tt_ui_test_spin ();
  doc = tt_ora_card_editor_get_document (editor);
  g_assert_true (doc != bundled);
  g_assert_nonnull (tt_document_get_file (TT_DOCUMENT (doc)));

  tt_ora_card_editor_open_card (editor, "I05");
  tt_ui_test_settle (200);
  /* the cost, stone 2 and straw 1, becomes clay 3 */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (control (GTK_TYPE_DROP_DOWN, "cost", "stone")), ORA_CLAY);
  tt_ui_test_spin ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (control (GTK_TYPE_SPIN_BUTTON, "cost", "clay")), 3);
  g_signal_emit_by_name (control (GTK_TYPE_BUTTON, "cost", "straw"), "clicked");
  tt_ui_test_spin ();
  set = tt_ora_card_set_document_get_set (doc);
  g_assert_cmpint (set->cards[ora_cardset_find (set, "I05")].cost.n[ORA_CLAY], ==, 3);
  g_assert_cmpint (set->cards[ora_cardset_find (set, "I05")].cost.n[ORA_STONE], ==, 0);
  g_assert_cmpint (set->cards[ora_cardset_find (set, "I05")].cost.n[ORA_STRAW], ==, 0);

  /* renamed through its entry row */
  apply (entry_row (_("English name"), 0), "Big Brewery");
  set = tt_ora_card_set_document_get_set (doc);
  g_assert_cmpstr (set->cards[ora_cardset_find (set, "I05")].name_en, ==, "Big Brewery");

  /* Not in four-player decks any more. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tt_ui_test_find_descendant (GTK_WIDGET (editor), is_check_labelled, "4")),
                               FALSE);
  tt_ui_test_spin ();
  set = tt_ora_card_set_document_get_set (doc);
  g_assert_cmpuint (set->cards[ora_cardset_find (set, "I05")].players_mask & (1u << 4), ==, 0);
  g_assert_cmpuint (set->cards[ora_cardset_find (set, "I05")].players_mask & (1u << 3), !=, 0);

  /* The second step, through its spin buttons: beer for 9 coins, at most twice. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (control (GTK_TYPE_SPIN_BUTTON, "effect/1/gain", "coin")), 9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (control (GTK_TYPE_SPIN_BUTTON, "effect/1", "max")), 2);
  tt_ui_test_spin ();
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  set = tt_ora_card_set_document_get_set (doc);
  g_assert_cmpint (set->cards[ora_cardset_find (set, "I05")].steps[1].gain.n[ORA_COIN], ==, 9);
  g_assert_cmpint (set->cards[ora_cardset_find (set, "I05")].steps[1].max, ==, 2);
  en = gtk_label_get_text (GTK_LABEL (tt_ora_card_editor_get_text_label (editor, FALSE)));
  ko = gtk_label_get_text (GTK_LABEL (tt_ora_card_editor_get_text_label (editor, TRUE)));
  g_assert_nonnull (strstr (en, "2. You may pay 1 beer for 9 coins, up to 2 times"));
  g_assert_nonnull (strstr (ko, "2. 맥주 1 내고 금화 9 받기, 최대 2번"));
  tt_ui_test_save_screenshot (window, "ora-card-editor");

  /* Undo (of the limit, then of the gain) brings the 7 coins back, in the text too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  tt_ui_test_spin ();
  en = gtk_label_get_text (GTK_LABEL (tt_ora_card_editor_get_text_label (editor, FALSE)));
  g_assert_nonnull (strstr (en, "for 7 coins"));
  test_step_structure (doc);

  /* The gallery for people looking at it. */
  if (g_getenv ("TT_SCREENSHOT_DIR") != NULL)
    {
      tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "set");
      tt_ui_test_settle (300);
      tt_ui_test_save_screenshot (window, "ora-card-gallery");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "card");
      tt_ui_test_settle (300);
      tt_ui_test_save_screenshot (window, "ora-card-editor-dark-narrow");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
    }
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
  info = tt_game_info_lookup ("ora");
  g_assert_nonnull (info);
  g_assert_true (tt_game_info_get_editor_document_type (info, "card-set") == TT_TYPE_ORA_CARD_SET_DOCUMENT);
  g_assert_true (tt_game_info_get_editor_type (info, "card-set") == TT_TYPE_ORA_CARD_EDITOR);
  entry = tt_catalog_lookup (TT_CATALOG_EDITORS, "ora-card-set");
  g_assert_nonnull (entry);
  g_assert_cmpstr (tt_catalog_entry_get_title (entry), ==, tt_game_info_get_editor_title (info, "card-set"));
  g_assert_cmpstr (tt_catalog_entry_get_description (entry), ==, tt_game_info_get_editor_description (info, "card-set"));
  page = g_object_ref_sink (tt_catalog_entry_create_page (entry));
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (page, TT_TYPE_ORA_CARD_EDITOR));
  g_object_unref (page);
}

/* Play with This Set: the new-game page's options embed the edited set in
 * the record, and the engine plays with the edited card. */
static void
test_play_with_this_set (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) bundled = tt_ora_card_set_document_new_bundled (&error);
  g_autoptr(TtOraCardSetDocument) doc = NULL;
  g_autoptr(TtRecord) record = tt_record_new ("ora");
  g_autoptr(OraCardSet) set = NULL;
  GtkWidget *options = g_object_ref_sink (g_object_new (TT_TYPE_ORA_OPTIONS, NULL));
  int card;

  g_assert_no_error (error);
  doc = tt_ora_card_set_document_duplicate (bundled, "Dear Bakery");
  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "F05", "economic", json_node_init_int (json_node_alloc (), 11),
                                                            "value", &error));
  g_assert_no_error (error);
  g_assert_true (tt_game_options_set_document (TT_GAME_OPTIONS (options), TT_DOCUMENT (doc)));
  tt_record_add_player (record, "Ann", NULL);
  tt_record_add_player (record, "Bo", NULL);
  g_assert_true (tt_game_options_fill_record (TT_GAME_OPTIONS (options), record, &error));
  g_assert_no_error (error);
  set = ora_cardset_from_record (record, &error);
  g_assert_no_error (error);
  card = ora_cardset_find (set, "F05");
  g_assert_cmpint (card, >=, 0);
  g_assert_cmpint (set->cards[card].economic, ==, 11);
  g_object_unref (options);
}

static gboolean
is_combo_titled (GtkWidget     *widget,
                 gconstpointer  title)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The shown choice of a combo row. */
static const char *
combo_text (const char *title)
{
  GtkWidget *row = tt_ui_test_find_descendant (GTK_WIDGET (editor), is_combo_titled, title);
  GListModel *model;

  g_assert_nonnull (row);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  return gtk_string_list_get_string (GTK_STRING_LIST (model), adw_combo_row_get_selected (ADW_COMBO_ROW (row)));
}

/* The card page speaks the interface language: phase and variant in
 * words (not the file's "start", "both"), the path with the card's name
 * in that language. */
static void
test_card_page_words (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) bundled = tt_ora_card_set_document_new_bundled (&error);
  OraCardSet *set;
  const OraCard *card;
  const char *path;
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));

  g_assert_no_error (error);
  tt_ora_card_editor_open_set (editor, bundled);
  tt_ui_test_spin ();
  set = tt_ora_card_set_document_get_set (bundled);
  card = &set->cards[ora_cardset_find (set, "G01")];
  g_assert_cmpint (card->phase, ==, ORA_PHASE_START);
  g_assert_cmpint (card->variant, ==, ORA_VARIANT_BOTH);
  tt_ora_card_editor_open_card (editor, "G01");
  tt_ui_test_spin ();
  g_assert_cmpstr (combo_text (_("Phase")), ==, _("Start"));
  g_assert_cmpstr (combo_text (_("Variant")), ==, _("Both variants"));

  /* in Korean the path names the card in Korean */
  g_setenv ("LANGUAGE", "ko", TRUE);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "set");
  tt_ui_test_spin ();
  tt_ora_card_editor_open_card (editor, "G01");
  tt_ui_test_spin ();
  path = tt_editor_shell_get_title (TT_EDITOR_SHELL (editor));
  g_assert_nonnull (strstr (path, card->name_ko));
  g_assert_null (strstr (path, card->name_en));
  if (language)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "set");
  tt_ui_test_spin ();
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

  dir = g_build_filename (g_getenv ("XDG_DATA_HOME"), "cardsets", NULL);
  editor = TT_ORA_CARD_EDITOR (tt_ora_card_editor_new (dir));
  window = tt_ui_test_present (GTK_WIDGET (editor), 900, 800);

  g_test_add_func ("/ui/ora-card-editor/edit-building", test_edit_building);
  g_test_add_func ("/ui/ora-card-editor/card-page-words", test_card_page_words);
  g_test_add_func ("/ui/ora-card-editor/register", test_register);
  g_test_add_func ("/ui/ora-card-editor/play-with-this-set", test_play_with_this_set);
  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
  return tt_ui_test_cleanup (status);
}
