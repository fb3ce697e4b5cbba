/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-browser-games.c — the rules browser with Catan and Ora et
 * Labora: the three games listed, the language switch keeping the place,
 * cards found by search in both languages, catalogue filters, examples
 * stepping on each game's own example board, and the card link for play
 * views.
 *
 * With TT_RULES_SCREENSHOT set to a command containing one %s (for
 * example "import -window root /tmp/rules-%s.png"), the test runs it at
 * each interesting moment. */
#include "config.h"

#include <string.h>
#include <locale.h>
#include <glib/gi18n.h>

#include "catan/catan-rules.h"
#include "catan/catan-state.h"
#include "catan/tt-catan-board.h"
#include "catan/tt-catan-example-board.h"
#include "ora/ora-rules.h"
#include "ora/ora-state.h"
#include "ora/tt-ora-example-board.h"
#include "rules/tt-rules-browser.h"
#include "rules/tt-rules-example-view.h"
#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-game.h"
#include "tt-game-info.h"
#include "tt-window.h"
#include "tt-ui-test.h"

static void
screenshot (const char *name)
{
  const char *command = g_getenv ("TT_RULES_SCREENSHOT");
  g_autoptr(GString) line = NULL;

  if (command == NULL || strstr (command, "%s") == NULL)
    return;
  line = g_string_new (command);
  g_string_replace (line, "%s", name, 1);
  tt_ui_test_run_screenshot (line->str, 300);
}

static TtRulesBrowser *
current_browser (void)
{
  GtkWidget *view = tt_window_get_catalog_view (tt_ui_test_main_window (), "rules");
  GtkWidget *page = tt_catalog_view_get_page (TT_CATALOG_VIEW (view));

  g_assert_true (TT_IS_RULES_BROWSER (page));
  return TT_RULES_BROWSER (page);
}

static TtRulesBrowser *
open_rules (const char *game,
            const char *section)
{
  TtRulesBrowser *browser;

  g_assert_true (tt_rules_show (GTK_WIDGET (tt_ui_test_main_window ()), game, section));
  tt_ui_test_spin ();
  browser = current_browser ();
  g_assert_cmpstr (tt_rules_browser_get_game (browser), ==, game);
  return browser;
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_example_view (GtkWidget     *widget,
                 gconstpointer  data)
{
  return TT_IS_RULES_EXAMPLE_VIEW (widget);
}

static gboolean
is_button_with_label (GtkWidget     *widget,
                      gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_label_containing (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

static TtRulesExampleView *
find_example (TtRulesBrowser *browser,
              const char     *id)
{
  GtkWidget *block = tt_ui_test_find_descendant (GTK_WIDGET (browser), is_named, id);

  g_assert_nonnull (block);
  return TT_RULES_EXAMPLE_VIEW (tt_ui_test_find_descendant (block, is_example_view, NULL));
}

/* Every registered game with a rules document has its rules on the
 * catalogue. */
static void
test_every_game_listed (void)
{
  GListModel *games = tt_game_info_get_all ();
  TtWindow *window = tt_ui_test_main_window ();

  tt_window_show_view (window, "rules");
  tt_ui_test_spin ();
  screenshot ("catalog");
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, i);
      const char *game = tt_game_info_get_id (info);
      TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_RULES, game);
      g_autoptr(GtkWidget) page = NULL;

      if (tt_game_info_get_rules_document (info) == NULL)
        continue;
      g_assert_nonnull (entry);
      page = g_object_ref_sink (tt_catalog_entry_create_page (entry));
      g_assert_true (TT_IS_RULES_BROWSER (page));
      g_assert_cmpstr (tt_rules_browser_get_game (TT_RULES_BROWSER (page)), ==, game);
    }
}

static void
assert_switch_keeps (const char *game,
                     const char *section,
                     const char *english,
                     const char *korean)
{
  TtRulesBrowser *browser = open_rules (game, section);

  tt_rules_browser_set_language (browser, "en");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, section);
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, english));
  tt_rules_browser_set_language (browser, "ko");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, "ko");
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, section);
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, korean));
}

static void
test_language_switch_keeps_place (void)
{
  TtRulesBrowser *browser;

  assert_switch_keeps ("catan", "robber", "robber", "도둑");
  assert_switch_keeps ("ora", "work-contract", "contract", "계약");

  /* On the catalogue, the card shown stays shown. */
  browser = open_rules ("catan", NULL);
  g_assert_true (tt_rules_browser_show_card (browser, "progress.bishop"));
  tt_rules_browser_set_language (browser, "en");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, TT_RULES_CARD_CATALOG_ID);
  g_assert_cmpstr (tt_rules_browser_get_card (browser), ==, "progress.bishop");
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, "Bishop"));
  tt_rules_browser_set_language (browser, "ko");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_card (browser), ==, "progress.bishop");
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, "주교"));
  screenshot ("catan-card-ko");
}

/* `query` in `language` lists `card` among the results; activating it
 * shows the card on the catalogue page. */
static void
assert_card_found (const char *game,
                   const char *language,
                   const char *query,
                   const char *card)
{
  TtRulesBrowser *browser = open_rules (game, NULL);
  guint i;

  tt_rules_browser_set_language (browser, language);
  tt_rules_browser_search (browser, query);
  tt_ui_test_spin ();
  for (i = 0; i < tt_rules_browser_get_n_results (browser); i++)
    if (g_strcmp0 (tt_rules_browser_get_result_card (browser, i), card) == 0)
      break;
  g_assert_cmpuint (i, <, tt_rules_browser_get_n_results (browser));
  g_assert_cmpstr (tt_rules_browser_get_result_section (browser, i), ==, TT_RULES_CARD_CATALOG_ID);
  g_assert_true (tt_rules_browser_activate_result (browser, i));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, TT_RULES_CARD_CATALOG_ID);
  g_assert_cmpstr (tt_rules_browser_get_card (browser), ==, card);
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, language);
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_named, card));
}

static void
test_card_search (void)
{
  assert_card_found ("catan", "en", "Bishop", "progress.bishop");
  assert_card_found ("catan", "ko", "주교", "progress.bishop");
  /* A name typed in the other language finds the card too. */
  assert_card_found ("catan", "ko", "bishop", "progress.bishop");
  assert_card_found ("ora", "en", "빵집", "F05");
  screenshot ("ora-search-korean-word");
  assert_card_found ("ora", "ko", "Bakery", "F05");
  assert_card_found ("ora", "en", "Shanty Town", "S01");

  tt_rules_browser_search (current_browser (), "");
  tt_ui_test_spin ();
}

static void
test_catalogue_filters (void)
{
  TtRulesBrowser *browser = open_rules ("ora", TT_RULES_CARD_CATALOG_ID);
  const char *variant = g_dpgettext2 (GETTEXT_PACKAGE, "catalogue filter", "Variant");
  const char *players = g_dpgettext2 (GETTEXT_PACKAGE, "catalogue filter", "Players");
  const char *deck = g_dpgettext2 (GETTEXT_PACKAGE, "catalogue filter", "Deck");
  guint all, ireland;

  tt_ui_test_spin ();
  all = tt_rules_browser_get_n_shown_cards (browser);
  g_assert_cmpuint (all, ==, 78);
  screenshot ("ora-catalogue");
  g_assert_true (tt_rules_browser_filter_cards (browser, variant, _("Ireland")));
  ireland = tt_rules_browser_get_n_shown_cards (browser);
  g_assert_cmpuint (ireland, <, all);
  g_assert_cmpuint (ireland, >, 0);
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_named, "I05"));
  g_assert_false (gtk_widget_get_visible (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_named, "F05")));
  /* Filters add up: Ireland, one player. */
  g_assert_true (tt_rules_browser_filter_cards (browser, players, "1"));
  g_assert_cmpuint (tt_rules_browser_get_n_shown_cards (browser), <, ireland);
  g_assert_true (tt_rules_browser_filter_cards (browser, players, NULL));
  g_assert_cmpuint (tt_rules_browser_get_n_shown_cards (browser), ==, ireland);
  g_assert_false (tt_rules_browser_filter_cards (browser, variant, "Atlantis"));
  g_assert_true (tt_rules_browser_filter_cards (browser, variant, NULL));
  g_assert_cmpuint (tt_rules_browser_get_n_shown_cards (browser), ==, all);

  browser = open_rules ("catan", TT_RULES_CARD_CATALOG_ID);
  g_assert_cmpuint (tt_rules_browser_get_n_shown_cards (browser), ==, 30);
  g_assert_true (tt_rules_browser_filter_cards (browser, deck, g_dpgettext2 (GETTEXT_PACKAGE, "catan deck", "Science")));
  g_assert_cmpuint (tt_rules_browser_get_n_shown_cards (browser), ==, 10);
  screenshot ("catan-catalogue-science");
  g_assert_true (tt_rules_browser_filter_cards (browser, deck, NULL));
}

/* Steps an example and returns a copy of what its board shows at each step. */
static void
step_example (TtRulesExampleView *example,
              guint               step)
{
  tt_rules_example_view_set_step (example, step);
  tt_ui_test_spin ();
}

static void
assert_open_in_play_explains (TtRulesExampleView *example,
                              TtGameInfo         *info)
{
  GtkWidget *button = tt_ui_test_find_descendant (GTK_WIDGET (example), is_button_with_label, _("Open in _Play"));

  g_assert_nonnull (button);
  if (tt_game_info_get_view_type (info) == G_TYPE_INVALID)
    {
      g_assert_false (gtk_widget_get_sensitive (button));
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), tt_game_info_get_title (info)));
    }
}

static void
test_catan_example_steps (void)
{
  TtRulesBrowser *browser = open_rules ("catan", "longest-road-broken");
  TtRulesExampleView *example = find_example (browser, "longest-road-broken");
  GtkWidget *board;
  TtCatanBoard *catan;
  CatanState *before;
  const CatanState *after;
  g_autofree char *science = NULL;

  g_assert_nonnull (example);
  board = tt_ui_test_find_descendant (GTK_WIDGET (example), tt_ui_test_is_of_type,
                                      GSIZE_TO_POINTER (TT_TYPE_CATAN_EXAMPLE_BOARD));
  g_assert_nonnull (board);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (board, tt_game_info_get_board_type (tt_game_info_lookup ("catan"))));
  catan = TT_CATAN_BOARD (tt_catan_example_board_get_board (TT_CATAN_EXAMPLE_BOARD (board)));
  g_assert_cmpuint (tt_rules_example_view_get_n_steps (example), >, 1);
  step_example (example, 0);
  g_assert_nonnull (tt_catan_board_get_state (catan));
  before = catan_state_copy (tt_catan_board_get_state (catan));
  step_example (example, tt_rules_example_view_get_n_steps (example));
  after = tt_catan_board_get_state (catan);
  g_assert_nonnull (after);
  g_assert_cmpuint (after->n_actions, >, before->n_actions);
  g_assert_true (memcmp (before->edge_owner, after->edge_owner, sizeof before->edge_owner) != 0
                 || memcmp (before->corner_owner, after->corner_owner, sizeof before->corner_owner) != 0);
  screenshot ("catan-example");
  catan_state_free (before);
  assert_open_in_play_explains (example, tt_game_info_lookup ("catan"));

  /* A Cities & Knights example that starts mid-game. */
  g_assert_true (tt_rules_browser_show_section (browser, "ck-metropolis"));
  tt_ui_test_spin ();
  example = find_example (browser, "ck-metropolis");
  board = tt_ui_test_find_descendant (GTK_WIDGET (example), tt_ui_test_is_of_type,
                                      GSIZE_TO_POINTER (TT_TYPE_CATAN_EXAMPLE_BOARD));
  catan = TT_CATAN_BOARD (tt_catan_example_board_get_board (TT_CATAN_EXAMPLE_BOARD (board)));
  step_example (example, 0);
  before = catan_state_copy (tt_catan_board_get_state (catan));
  step_example (example, tt_rules_example_view_get_n_steps (example));
  g_assert_cmpuint (tt_catan_board_get_state (catan)->n_actions, >, before->n_actions);
  catan_state_free (before);
  /* The scores line says who reached the fourth science level. */
  science = g_strdup_printf ("%s 4", g_dpgettext2 (GETTEXT_PACKAGE, "catan deck", "Science"));
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (example), is_label_containing, science));
  screenshot ("catan-metropolis");
}

static void
test_ora_example_steps (void)
{
  TtRulesBrowser *browser = open_rules ("ora", "settlement-phase");
  TtRulesExampleView *example = find_example (browser, "settlement-phase");
  GtkWidget *board;
  OraState *before;
  const OraState *after;

  g_assert_nonnull (example);
  board = tt_ui_test_find_descendant (GTK_WIDGET (example), tt_ui_test_is_of_type,
                                      GSIZE_TO_POINTER (TT_TYPE_ORA_EXAMPLE_BOARD));
  g_assert_nonnull (board);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (board, tt_game_info_get_board_type (tt_game_info_lookup ("ora"))));
  step_example (example, 0);
  g_assert_nonnull (tt_ora_example_board_get_state (TT_ORA_EXAMPLE_BOARD (board)));
  before = ora_state_copy (tt_ora_example_board_get_state (TT_ORA_EXAMPLE_BOARD (board)));
  step_example (example, tt_rules_example_view_get_n_steps (example));
  after = tt_ora_example_board_get_state (TT_ORA_EXAMPLE_BOARD (board));
  g_assert_nonnull (after);
  g_assert_true (memcmp (before->players, after->players, sizeof before->players) != 0);
  ora_state_free (before);
  screenshot ("ora-example");
  assert_open_in_play_explains (example, tt_game_info_lookup ("ora"));

  /* Building marks the new building's cell. */
  g_assert_true (tt_rules_browser_show_section (browser, "build-and-use"));
  tt_ui_test_spin ();
  example = find_example (browser, "build-and-use");
  board = tt_ui_test_find_descendant (GTK_WIDGET (example), tt_ui_test_is_of_type, GSIZE_TO_POINTER (TT_TYPE_ORA_EXAMPLE_BOARD));
  step_example (example, 1);
  g_assert_cmpuint (tt_ora_example_board_get_n_marked (TT_ORA_EXAMPLE_BOARD (board)), >, 0);
  step_example (example, 0);
  g_assert_cmpuint (tt_ora_example_board_get_n_marked (TT_ORA_EXAMPLE_BOARD (board)), ==, 0);
}

/* In Korean the examples' scores call the seats what the Korean text
 * does (플레이어 1, 아리), not by the records' English names. */
static void
test_korean_examples_name_seats (void)
{
  static const struct { const char *game, *example, *shown, *record_name; } cases[] = {
    { "ora", "work-contract", "플레이어 1", "Player 1" },
    { "catan", "production", "아리", "Ari" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TtRulesBrowser *browser = open_rules (cases[i].game, cases[i].example);
      TtRulesExampleView *example;

      tt_rules_browser_set_language (browser, "ko");
      tt_ui_test_spin ();
      g_assert_true (tt_rules_browser_show_section (browser, cases[i].example));
      tt_ui_test_spin ();
      example = find_example (browser, cases[i].example);
      step_example (example, 0);
      g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (example), is_label_containing, cases[i].shown));
      g_assert_null (tt_ui_test_find_descendant (GTK_WIDGET (example), is_label_containing, cases[i].record_name));
      screenshot (cases[i].game);
      tt_rules_browser_set_language (browser, "en");
      tt_ui_test_spin ();
    }
}

/* A play view's "What does this card do?" goes through the app action. */
static void
test_card_link (void)
{
  GApplication *app = g_application_get_default ();
  TtRulesBrowser *browser;

  tt_window_show_view (tt_ui_test_main_window (), "play");
  tt_ui_test_spin ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "show-rules-card",
                                  g_variant_new ("(ss)", "catan", "progress.bishop"));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (tt_ui_test_main_window ()), ==, "rules");
  browser = current_browser ();
  g_assert_cmpstr (tt_rules_browser_get_game (browser), ==, "catan");
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, TT_RULES_CARD_CATALOG_ID);
  g_assert_cmpstr (tt_rules_browser_get_card (browser), ==, "progress.bishop");
  screenshot ("catan-card-link");

  g_assert_true (tt_rules_show_card (GTK_WIDGET (tt_ui_test_main_window ()), "ora", "G06"));
  tt_ui_test_spin ();
  browser = current_browser ();
  g_assert_cmpstr (tt_rules_browser_get_game (browser), ==, "ora");
  g_assert_cmpstr (tt_rules_browser_get_card (browser), ==, "G06");
  g_assert_false (tt_rules_show_card (GTK_WIDGET (tt_ui_test_main_window ()), "ora", "no-such-card"));
}

static void
test_narrow_window (void)
{
  TtWindow *window = tt_ui_test_main_window ();

  open_rules ("ora", "build-and-use");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_unmaximize (GTK_WINDOW (window));
  tt_ui_test_settle (300);
  screenshot ("narrow-ora-example");
  tt_rules_show_card (GTK_WIDGET (window), "catan", "progress.bishop");
  tt_ui_test_settle (300);
  screenshot ("narrow-catan-card");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  tt_ui_test_settle (300);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLETOP_LOCALEDIR") ? g_getenv ("TABLETOP_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  tt_ui_test_start_application ();

  /* Catan's and Ora et Labora's registers gave the browser their documents */
  g_assert_nonnull (tt_game_info_lookup ("catan"));
  g_assert_nonnull (tt_game_info_lookup ("ora"));

  g_test_add_func ("/ui/rules-games/every-game-listed", test_every_game_listed);
  g_test_add_func ("/ui/rules-games/language-switch-keeps-place", test_language_switch_keeps_place);
  g_test_add_func ("/ui/rules-games/card-search", test_card_search);
  g_test_add_func ("/ui/rules-games/catalogue-filters", test_catalogue_filters);
  g_test_add_func ("/ui/rules-games/catan-example-steps", test_catan_example_steps);
  g_test_add_func ("/ui/rules-games/ora-example-steps", test_ora_example_steps);
  g_test_add_func ("/ui/rules-games/card-link", test_card_link);
  g_test_add_func ("/ui/rules-games/korean-examples-name-seats", test_korean_examples_name_seats);
  g_test_add_func ("/ui/rules-games/narrow-window", test_narrow_window);
  return tt_ui_test_cleanup (g_test_run ());
}
