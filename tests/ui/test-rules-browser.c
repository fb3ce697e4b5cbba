/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-browser.c — the rules browser in the window: opening a
 * section, switching language, searching in Korean and English, glossary
 * links, zoom and the examples on the board.
 *
 * With TT_RULES_SCREENSHOT set to a command containing one %s (for
 * example "import -window root /tmp/rules-%s.png"), the test runs it at
 * each interesting moment, so the pages can be looked at. */
#include "config.h"

#include <string.h>
#include <locale.h>
#include <glib/gi18n.h>

#include "carcassonne/carc-state.h"
#include "carcassonne/tt-carcassonne-view.h"
#include "rules/tt-rules-browser.h"
#include "rules/tt-rules-example-view.h"
#include "ui/tt-translation.h"
#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
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
open_rules (const char *section)
{
  TtWindow *window = tt_ui_test_main_window ();
  GtkWidget *view;
  GtkWidget *page;

  g_assert_true (tt_rules_show (GTK_WIDGET (window), "carcassonne", section));
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (window), ==, "rules");
  view = tt_window_get_catalog_view (window, "rules");
  page = tt_catalog_view_get_page (TT_CATALOG_VIEW (view));
  g_assert_true (TT_IS_RULES_BROWSER (page));
  return TT_RULES_BROWSER (page);
}

static gboolean
is_label_containing (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
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
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* Example blocks carry their example id as widget name. */
static TtRulesExampleView *
find_example (TtRulesBrowser *browser,
              const char     *id)
{
  GtkWidget *block = tt_ui_test_find_descendant (GTK_WIDGET (browser), is_named, id);

  return block ? TT_RULES_EXAMPLE_VIEW (tt_ui_test_find_descendant (block, is_example_view, NULL)) : NULL;
}

/* Like tt_ui_test_find_descendant(), but only in the page: the sidebar's lists
 * (contents, search results) are left out. */
static GtkWidget *
find_on_page (GtkWidget               *root,
              TtUiTestWidgetPredicate  predicate,
              gconstpointer            data)
{
  if (GTK_IS_LIST_BOX (root))
    return NULL;
  if (predicate (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_on_page (child, predicate, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
page_shows (TtRulesBrowser *browser,
            const char     *text)
{
  return find_on_page (GTK_WIDGET (browser), is_label_containing, text) != NULL;
}

/* The scores line in whatever language the UI runs in. */
static void
assert_score_shown (TtRulesBrowser *browser,
                    const char     *player,
                    guint           points)
{
  /* in the words of the document being read */
  g_autofree char *score = g_strdup_printf (tt_translation_nget (tt_rules_browser_get_language (browser),
                                                                 "%u point", "%u points", points), points);
  g_autofree char *text = g_strdup_printf ("%s %s", player, score);

  if (!page_shows (browser, text))
    g_error ("the page does not show \"%s\"", text);
}

static void
test_catalog_lists_rules (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "rules"));
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_RULES, "carcassonne");
  GtkWidget *page;

  g_assert_nonnull (entry);
  tt_window_show_view (window, "rules");
  tt_ui_test_spin ();
  screenshot ("catalog");
  page = tt_catalog_entry_create_page (entry);
  g_assert_true (TT_IS_RULES_BROWSER (page));
  g_assert_cmpstr (tt_rules_browser_get_game (TT_RULES_BROWSER (page)), ==, "carcassonne");
  tt_catalog_view_show_page (view, page);
  tt_ui_test_spin ();
  g_assert_true (tt_catalog_view_get_page (view) == page);
}

static void
test_open_section (void)
{
  TtRulesBrowser *browser = open_rules ("farmers");

  tt_rules_browser_set_language (browser, "ko");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "farmers");
  g_assert_true (page_shows (browser, "농부"));
  screenshot ("ko-farmers");

  /* An example id opens the section that holds it. */
  g_assert_true (tt_rules_browser_show_section (browser, "first-road"));
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-roads");
  g_assert_false (tt_rules_browser_show_section (browser, "no-such-section"));
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-roads");
}

/* Every reason the engine gives for refusing a move leads to a section
 * that exists, so a "why?" link from the play view never goes nowhere. */
static void
test_reasons_lead_to_sections (void)
{
  TtRulesBrowser *browser = open_rules (NULL);

  g_autoptr(GHashTable) checked = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_null (tt_carcassonne_view_section_for_reason (CARC_REASON_OK));
  for (int reason = CARC_REASON_OK + 1; reason <= CARC_REASON_NO_ABBOT_ON_BOARD; reason++)
    {
      const char *section = tt_carcassonne_view_section_for_reason (reason);

      g_assert_nonnull (section);
      if (g_hash_table_add (checked, (gpointer) section))
        g_assert_true (tt_rules_browser_show_section (browser, section));
    }
  g_assert_true (tt_rules_show (GTK_WIDGET (tt_ui_test_main_window ()), "carcassonne",
                                tt_carcassonne_view_section_for_reason (CARC_REASON_FEATURE_OCCUPIED)));
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "placing-figures");
}

static void
test_language_switch_keeps_section (void)
{
  TtRulesBrowser *browser = open_rules ("scoring-cities");
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *saved = NULL;

  tt_rules_browser_set_language (browser, "en");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, "en");
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-cities");
  g_assert_true (page_shows (browser, "shield"));
  g_assert_false (page_shows (browser, "방패"));
  saved = g_settings_get_string (settings, "rules-language");
  g_assert_cmpstr (saved, ==, "en");
  screenshot ("en-cities");

  /* The Preferences window changes the same setting: the open page follows. */
  g_settings_set_string (settings, "rules-language", "ko");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, "ko");
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-cities");
  g_assert_true (page_shows (browser, "방패"));
}

static gboolean
is_status_page (GtkWidget     *widget,
                gconstpointer  data)
{
  return ADW_IS_STATUS_PAGE (widget) && gtk_widget_get_mapped (widget);
}

static void
assert_search_opens (TtRulesBrowser *browser,
                     const char     *language,
                     const char     *query,
                     const char     *section,
                     gboolean        marked)
{
  guint i;

  tt_rules_browser_set_language (browser, language);
  tt_rules_browser_search (browser, query);
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_rules_browser_get_n_results (browser), >, 0);
  for (i = 0; i < tt_rules_browser_get_n_results (browser); i++)
    if (g_strcmp0 (tt_rules_browser_get_result_section (browser, i), section) == 0)
      break;
  g_assert_cmpuint (i, <, tt_rules_browser_get_n_results (browser));
  g_assert_true (tt_rules_browser_activate_result (browser, i));
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, section);
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, language);
  tt_ui_test_spin ();
  /* A match in the language being read is marked on the page. */
  g_assert_true (page_shows (browser, "<span background") == marked);
}

static void
test_search (void)
{
  TtRulesBrowser *browser = open_rules (NULL);

  assert_search_opens (browser, "ko", "수도원장", "abbot", TRUE);
  screenshot ("ko-search");
  assert_search_opens (browser, "en", "spring", "river", TRUE);
  assert_search_opens (browser, "en", "Shield", "scoring-cities", TRUE);
  /* A word of the other language finds the section in the language read. */
  assert_search_opens (browser, "en", "농부", "farmers", FALSE);
  assert_search_opens (browser, "ko", "farmer", "farmers", FALSE);
  screenshot ("ko-search-english-word");
  screenshot ("en-search");

  tt_rules_browser_search (browser, "qqqzzz");
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_rules_browser_get_n_results (browser), ==, 0);
  /* the sidebar says so (after earlier searches, whose clearing once took
   * the empty state away) */
  {
    GtkWidget *status = tt_ui_test_find_descendant (GTK_WIDGET (browser), is_status_page, NULL);

    g_assert_nonnull (status);
    g_assert_true (gtk_widget_get_mapped (status));
    g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==, "No Results");
  }
  screenshot ("en-search-no-match");
  tt_rules_browser_search (browser, "");
  tt_ui_test_spin ();
  g_assert_false (page_shows (browser, "<span background"));
}

static void
test_links_and_glossary (void)
{
  TtRulesBrowser *browser = open_rules ("overview");
  GtkWidget *label;
  gboolean handled = FALSE;

  tt_rules_browser_set_language (browser, "en");
  tt_ui_test_spin ();
  label = tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, "term:meeple");
  g_assert_nonnull (label);
  g_signal_emit_by_name (label, "activate-link", "term:meeple", &handled);
  g_assert_true (handled);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "glossary");
  g_assert_true (page_shows (browser, "wooden figure"));
  screenshot ("en-glossary");

  label = tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_containing, "#scoring-roads");
  g_assert_nonnull (label);
  g_signal_emit_by_name (label, "activate-link", "#scoring-roads", &handled);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-roads");
}

static void
test_zoom (void)
{
  TtRulesBrowser *browser = open_rules ("setup");

  tt_rules_browser_set_zoom (browser, 1.5);
  g_assert_cmpfloat_with_epsilon (tt_rules_browser_get_zoom (browser), 1.5, 0.001);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser), "rules.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (tt_rules_browser_get_zoom (browser), 1.6, 0.001);
  screenshot ("ko-zoomed");
  tt_rules_browser_set_zoom (browser, 10);
  g_assert_cmpfloat_with_epsilon (tt_rules_browser_get_zoom (browser), 2.0, 0.001);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (browser), "rules.zoom-reset", NULL));
  g_assert_cmpfloat_with_epsilon (tt_rules_browser_get_zoom (browser), 1.0, 0.001);
}

static gboolean
is_button_with_tooltip (GtkWidget     *widget,
                        gconstpointer  tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

static gboolean
is_tipped (GtkWidget     *widget,
           gconstpointer  tooltip)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

static void
test_example_steps (void)
{
  TtRulesBrowser *browser = open_rules ("scoring-roads");
  TtRulesExampleView *example;
  GtkWidget *button;
  g_autofree char *step_text = NULL;
  graphene_rect_t before, after;

  tt_rules_browser_set_language (browser, "en");
  tt_ui_test_spin ();
  example = TT_RULES_EXAMPLE_VIEW (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_example_view, NULL));
  g_assert_nonnull (example);
  g_assert_cmpuint (tt_rules_example_view_get_n_steps (example), ==, 2);
  g_assert_cmpuint (tt_rules_example_view_get_step (example), ==, 0);
  button = tt_ui_test_find_descendant (GTK_WIDGET (example), is_button_with_tooltip, _("Next Move"));
  g_assert_nonnull (button);
  tt_ui_test_settle (100);
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (example), &before));

  tt_rules_example_view_set_step (example, 1);
  tt_ui_test_spin ();
  assert_score_shown (browser, "Red", 0);
  tt_rules_example_view_set_step (example, 2);
  tt_ui_test_settle (100);
  assert_score_shown (browser, "Red", 3);
  /* the step buttons stay where they were, whatever the caption's length */
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (example), &after));
  g_assert_cmpfloat (before.origin.y, ==, after.origin.y);
  step_text = g_strdup_printf (_("Step %u of %u"), 2, 2);
  g_assert_true (page_shows (browser, step_text));
  screenshot ("en-example");

  /* "Open in Play" continues from the position shown. */
  tt_rules_example_view_set_step (example, 1);
  tt_ui_test_spin ();
  button = tt_ui_test_find_descendant (GTK_WIDGET (example), is_button_with_label, _("Open in _Play"));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_window_get_view_name (tt_ui_test_main_window ()), ==, "play");
  g_assert_nonnull (tt_window_get_game (tt_ui_test_main_window ()));
  g_assert_cmpuint (tt_game_get_n_moves (tt_window_get_game (tt_ui_test_main_window ())), ==, 1);
  browser = open_rules ("scoring-roads");

  /* The farmers example ends with the final count as its own step. */
  g_assert_true (tt_rules_browser_show_section (browser, "farmers"));
  tt_ui_test_spin ();
  example = TT_RULES_EXAMPLE_VIEW (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_example_view, NULL));
  tt_rules_example_view_set_step (example, tt_rules_example_view_get_n_steps (example));
  tt_ui_test_spin ();
  assert_score_shown (browser, "Blue", 3);
  tt_rules_browser_set_language (browser, "ko");
  g_assert_true (tt_rules_browser_show_section (browser, "monastery"));
  tt_ui_test_spin ();
  example = TT_RULES_EXAMPLE_VIEW (tt_ui_test_find_descendant (GTK_WIDGET (browser), is_example_view, NULL));
  tt_rules_example_view_set_step (example, tt_rules_example_view_get_n_steps (example));
  screenshot ("ko-example");
  /* its controls speak Korean too, whatever the session speaks */
  if (g_strcmp0 (tt_translation_get ("ko", "Open in _Play"), "Open in _Play") == 0)
    g_test_message ("no Korean catalog: the controls' language is not checked");
  else
    {
      g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (example), is_button_with_label, "플레이에서 열기(_P)"));
      g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (example), is_tipped, "이전 수"));
      /* and so do the example's heading and what a seat has left */
      g_assert_true (page_shows (browser, "예시:"));
      g_assert_true (page_shows (browser, "점 · 미플"));
    }

  g_assert_true (tt_rules_browser_show_section (browser, "final-count"));
  tt_ui_test_spin ();
  example = find_example (browser, "final-count");
  g_assert_nonnull (example);
  tt_rules_example_view_set_step (example, tt_rules_example_view_get_n_steps (example));
  tt_ui_test_spin ();
  /* In Korean the players go by their colours, as in the text. */
  assert_score_shown (browser, "빨강", 24);
  screenshot ("ko-final-count");
}

static void
test_narrow_window (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtRulesBrowser *browser = open_rules ("turn");

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_unmaximize (GTK_WINDOW (window));
  tt_ui_test_settle (300);
  g_assert_true (page_shows (browser, tt_rules_browser_get_language (browser)[0] == 'k' ? "차례" : "turn"));
  screenshot ("narrow");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  tt_ui_test_settle (300);
}

static gboolean
toc_shows (TtRulesBrowser *browser,
           const char     *text);

/* Opening a section from play ("Why?") clears an earlier search, whose
 * results would no longer match the page. */
static void
test_why_clears_search (void)
{
  TtRulesBrowser *browser = open_rules (NULL);

  tt_rules_browser_set_language (browser, "en");
  tt_rules_browser_search (browser, "farmer");
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_rules_browser_get_n_results (browser), >, 0);
  browser = open_rules ("scoring-cities");
  g_assert_cmpstr (tt_rules_browser_get_section (browser), ==, "scoring-cities");
  g_assert_cmpuint (tt_rules_browser_get_n_results (browser), ==, 0);
}

/* With nothing chosen in Preferences the rules open in the language of
 * the app (English here), and so does the glossary's name. */
static void
test_default_language_follows_ui (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TtRulesBrowser *browser;

  g_settings_reset (settings, "rules-language");
  browser = open_rules (NULL);
  g_assert_cmpstr (tt_rules_browser_get_language (browser), ==, "en");
  g_assert_true (toc_shows (browser, "Glossary"));
  tt_rules_browser_set_language (browser, "ko");
  tt_ui_test_spin ();
  g_assert_true (toc_shows (browser, "Glossary"));
  g_settings_reset (settings, "rules-language");
}

static gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
toc_shows (TtRulesBrowser *browser,
           const char     *text)
{
  return tt_ui_test_find_descendant (GTK_WIDGET (browser), is_label_with, text) != NULL;
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  /* Like main.c, so that a run with LANGUAGE=ko and TABLETOP_LOCALEDIR
   * pointing at the build's po folder shows (and screenshots) the Korean UI. */
  setlocale (LC_ALL, "");
  if (g_getenv ("TABLETOP_LOCALEDIR") == NULL && g_getenv ("G_TEST_BUILDDIR") != NULL)
    {
      /* the build's own catalog, when the tests run from the build */
      g_autofree char *po = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);

      if (g_file_test (po, G_FILE_TEST_IS_DIR))
        g_setenv ("TABLETOP_LOCALEDIR", po, TRUE);
    }
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLETOP_LOCALEDIR") ? g_getenv ("TABLETOP_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  tt_ui_test_start_application ();

  g_test_add_func ("/ui/rules/default-language-follows-ui", test_default_language_follows_ui);
  g_test_add_func ("/ui/rules/catalog-lists-rules", test_catalog_lists_rules);
  g_test_add_func ("/ui/rules/why-clears-search", test_why_clears_search);
  g_test_add_func ("/ui/rules/open-section", test_open_section);
  g_test_add_func ("/ui/rules/reasons-lead-to-sections", test_reasons_lead_to_sections);
  g_test_add_func ("/ui/rules/language-switch-keeps-section", test_language_switch_keeps_section);
  g_test_add_func ("/ui/rules/search", test_search);
  g_test_add_func ("/ui/rules/links-and-glossary", test_links_and_glossary);
  g_test_add_func ("/ui/rules/zoom", test_zoom);
  g_test_add_func ("/ui/rules/example-steps", test_example_steps);
  g_test_add_func ("/ui/rules/narrow-window", test_narrow_window);
  return tt_ui_test_cleanup (g_test_run ());
}
