/* test-rules-document.c — rules documents: loading, parity, links, search, markup */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "common/tt-json.h"
#include "tt-rules-document.h"
#include "tt-rules-replay.h"

static TtRulesDocument *
load_bundled (const char *language)
{
  g_autoptr(GError) error = NULL;
  TtRulesDocument *document = tt_rules_document_load_bundled ("carcassonne", language, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

static TtRulesDocument *
load_text (const char  *text,
           GError     **error)
{
  return tt_rules_document_load_data (text, -1, "test.json", error);
}

static void
test_bundled_documents_agree (void)
{
  g_autoptr(TtRulesDocument) en = load_bundled ("en");
  g_autoptr(TtRulesDocument) ko = load_bundled ("ko");
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (en->language, ==, "en");
  g_assert_cmpstr (ko->language, ==, "ko");
  g_assert_true (tt_rules_documents_check_parity (en, ko, &error));
  g_assert_no_error (error);
  g_assert_true (tt_rules_document_check_links (en, &error));
  g_assert_no_error (error);
  g_assert_true (tt_rules_document_check_links (ko, &error));
  g_assert_no_error (error);

  /* The sections the issue asks for exist in both languages. */
  for (const char * const *id = (const char * const[]) { "components", "setup", "turn", "placing-tiles",
                                                         "placing-figures", "scoring-during-play",
                                                         "game-end", "farmers", "faq", "river",
                                                         "abbot", NULL };
       *id != NULL; id++)
    {
      g_assert_nonnull (tt_rules_document_get_section (en, *id));
      g_assert_nonnull (tt_rules_document_get_section (ko, *id));
    }
  g_assert_nonnull (tt_rules_document_get_example (ko, "first-road"));
  g_assert_cmpstr (tt_rules_document_find_example_section (ko, "first-road")->id, ==, "scoring-roads");
}

static gboolean
hits_include (GPtrArray  *hits,
              const char *section_id)
{
  for (guint i = 0; i < hits->len; i++)
    {
      TtRulesHit *hit = g_ptr_array_index (hits, i);

      if (hit->section && g_str_equal (hit->section->id, section_id))
        return TRUE;
    }
  return FALSE;
}

static void
assert_search_finds (TtRulesDocument *document,
                     const char      *query,
                     const char      *section_id)
{
  g_autoptr(GPtrArray) hits = tt_rules_document_search (document, query);

  if (!hits_include (hits, section_id))
    g_error ("searching \"%s\" in %s did not find section %s (%u hits)",
             query, document->language, section_id, hits->len);

  for (guint i = 0; i < hits->len; i++)
    {
      TtRulesHit *hit = g_ptr_array_index (hits, i);
      g_autofree char *matched = g_strndup (hit->snippet + hit->match_start, hit->match_length);
      g_autofree char *a = g_utf8_casefold (matched, -1);
      g_autofree char *stripped = g_strstrip (g_strdup (query));
      g_autofree char *b = g_utf8_casefold (stripped, -1);

      /* The highlighted range is exactly the query, whatever its case. */
      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_search_both_languages (void)
{
  g_autoptr(TtRulesDocument) en = load_bundled ("en");
  g_autoptr(TtRulesDocument) ko = load_bundled ("ko");
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GPtrArray) glossary = NULL;

  assert_search_finds (en, "farmer", "farmers");
  assert_search_finds (en, "SHIELD", "scoring-cities");
  assert_search_finds (en, "3 × 3", "scoring-monasteries");
  assert_search_finds (en, "spring", "river");
  assert_search_finds (ko, "농부", "farmers");
  assert_search_finds (ko, "방패", "scoring-cities");
  assert_search_finds (ko, "수도원장", "abbot");
  assert_search_finds (ko, "  호수 ", "river");

  none = tt_rules_document_search (en, "zeppelin");
  g_assert_cmpuint (none->len, ==, 0);
  g_clear_pointer (&none, g_ptr_array_unref);
  none = tt_rules_document_search (ko, "   ");
  g_assert_cmpuint (none->len, ==, 0);

  glossary = tt_rules_document_search (ko, "도둑");
  g_assert_true (hits_include (glossary, "components"));
}

static void
test_markup (void)
{
  g_autofree char *plain = tt_rules_markup_to_plain ("A **bold** [road](#scoring-roads) & [meeple](term:meeple)");
  g_autofree char *pango = tt_rules_markup_to_pango ("A **bold** [road](#scoring-roads) & more", NULL);
  g_autofree char *highlighted = tt_rules_markup_to_pango ("Roads and ROADS", "road");
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (plain, ==, "A bold road & meeple");
  g_assert_cmpstr (pango, ==, "A <b>bold</b> <a href=\"#scoring-roads\">road</a> &amp; more");
  g_assert_nonnull (strstr (highlighted, ">Road</span>s and <span"));
  g_assert_nonnull (strstr (highlighted, ">ROAD</span>S"));

  g_assert_true (tt_rules_markup_validate ("plain", &error));
  g_assert_false (tt_rules_markup_validate ("a [link without target", &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_MARKUP);
  g_clear_error (&error);
  g_assert_false (tt_rules_markup_validate ("**never closed", &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_MARKUP);
}

#define TINY(LANG, ID, TEXT) \
  "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"g\", \"language\": \"" LANG "\"," \
  "  \"title\": \"T\", \"sections\": [ { \"id\": \"" ID "\", \"title\": \"S\"," \
  "  \"blocks\": [ { \"type\": \"paragraph\", \"text\": \"" TEXT "\" } ] } ] }"

static void
test_checker_finds_problems (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRulesDocument) a = load_text (TINY ("en", "intro", "See [x](#intro)."), &error);
  g_autoptr(TtRulesDocument) b = load_text (TINY ("ko", "other", "See [x](#missing) and [y](term:nothing)."), &error);
  g_autoptr(TtRulesDocument) broken = NULL;

  g_assert_no_error (error);
  g_assert_true (tt_rules_document_check_links (a, &error));

  g_assert_false (tt_rules_document_check_links (b, &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_LINK);
  g_assert_nonnull (strstr (error->message, "#missing"));
  g_assert_nonnull (strstr (error->message, "term:nothing"));
  g_clear_error (&error);

  g_assert_false (tt_rules_documents_check_parity (a, b, &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_PARITY);
  g_clear_error (&error);

  broken = load_text ("{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"g\", \"language\": \"en\","
                      "  \"title\": \"T\", \"sectons\": [] }", &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "sectons"));
  g_clear_error (&error);

  broken = load_text (TINY ("en", "Bad Id", "x"), &error);
  g_assert_null (broken);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_VALUE);
  g_clear_error (&error);

  broken = load_text (TINY ("en", "ok", "an [open link"), &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "sections[0].blocks[0].text"));
}

static TtRecord *
load_example_record (const char *name)
{
  g_autoptr(GFile) root = tt_rules_bundled_root ();
  g_autofree char *path = g_strdup_printf ("examples/carcassonne/%s.tabletop", name);
  g_autoptr(GFile) file = g_file_resolve_relative_path (root, path);
  g_autoptr(GError) error = NULL;
  TtRecord *record = tt_record_load_gfile (file, NULL, &error);

  g_assert_no_error (error);
  return record;
}

/* The replay check must notice a text that promises other points than the
 * engine gives, and a record that breaks a rule. */
static void
test_replay_catches_disagreement (void)
{
  g_autoptr(TtRecord) record = load_example_record ("first-road");
  g_autoptr(GError) error = NULL;
  JsonObject *expect;
  JsonObject *move;

  g_assert_cmpuint (tt_rules_replay_count_steps (record), ==, 2);
  g_assert_true (tt_rules_replay_check (record, &error));
  g_assert_no_error (error);

  expect = json_object_get_object_member (record->root, "rules_expect");
  json_object_set_int_member (json_object_get_object_member (expect, "scores"), "Red", 4);
  g_assert_false (tt_rules_replay_check (record, &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE);
  g_assert_nonnull (strstr (error->message, "scores.Red"));
  g_clear_error (&error);

  json_object_set_int_member (json_object_get_object_member (expect, "scores"), "Red", 3);
  move = tt_record_get_move (record, 1);
  json_object_set_int_member (move, "rotation", 90);
  g_assert_false (tt_rules_replay_check (record, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "move 2"));
}

static void
test_final_count_is_a_step (void)
{
  g_autoptr(TtRecord) farmers = load_example_record ("farmers");

  g_assert_true (tt_rules_replay_ends_with_count (farmers));
  g_assert_cmpuint (tt_rules_replay_count_steps (farmers), ==, tt_record_get_n_moves (farmers) + 1);
}

static gboolean
problems_mention (GPtrArray  *problems,
                  const char *text)
{
  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), text) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_check_bundled_game (void)
{
  g_autoptr(GFile) root = tt_rules_bundled_root ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) games = tt_rules_list_games (root, &error);
  TtRulesCheck result = { NULL, 0, 0 };

  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char * const *) games, "carcassonne"));
  tt_rules_check_game (root, "carcassonne", &result);
  for (guint i = 0; i < result.problems->len; i++)
    g_printerr ("# %s\n", (char *) g_ptr_array_index (result.problems, i));
  g_assert_cmpuint (result.problems->len, ==, 0);
  g_assert_cmpuint (result.n_documents, ==, 2);
  g_assert_cmpuint (result.n_examples, >=, 10);
  tt_rules_check_clear (&result);
}

static void
write_file (const char *dir,
            const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

/* A translation that lost a section, a caption too few (Korean) or too
 * many (English) and an example whose text promises other points than the
 * engine gives: the checker names them all. The English example has both
 * a caption mismatch and a failed replay, which leaked the first message
 * (LeakSanitizer in the sanitizer run catches it). */
static void
test_check_finds_broken_game (void)
{
  static const char en[] =
    "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"carcassonne\", \"language\": \"en\","
    "  \"title\": \"T\", \"sections\": ["
    "  { \"id\": \"a\", \"title\": \"A\", \"blocks\": ["
    "    { \"type\": \"example\", \"id\": \"ex\", \"title\": \"E\","
    "      \"record\": \"examples/carcassonne/ex.tabletop\", \"steps\": [\"one\", \"two\", \"three\"] } ] },"
    "  { \"id\": \"b\", \"title\": \"B\" } ] }";
  static const char ko[] =
    "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"carcassonne\", \"language\": \"ko\","
    "  \"title\": \"T\", \"sections\": ["
    "  { \"id\": \"a\", \"title\": \"A\", \"blocks\": ["
    "    { \"type\": \"example\", \"id\": \"ex\", \"title\": \"E\","
    "      \"record\": \"examples/carcassonne/ex.tabletop\", \"steps\": [\"하나\"] } ] } ] }";
  g_autoptr(TtRecord) record = load_example_record ("first-road");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-rules-check-XXXXXX", &error);
  g_autofree char *record_text = NULL;
  g_autofree char *cleanup = NULL;
  g_autoptr(GFile) root = NULL;
  TtRulesCheck result = { NULL, 0, 0 };
  JsonObject *scores;

  g_assert_no_error (error);
  scores = json_object_get_object_member (json_object_get_object_member (record->root, "rules_expect"), "scores");
  json_object_set_int_member (scores, "Red", 5);
  record_text = tt_record_to_string (record);
  write_file (dir, "carcassonne.en.json", en);
  write_file (dir, "carcassonne.ko.json", ko);
  write_file (dir, "examples/carcassonne/ex.tabletop", record_text);

  root = g_file_new_for_path (dir);
  tt_rules_check_game (root, "carcassonne", &result);
  g_assert_true (problems_mention (result.problems, "has 1 sections"));
  g_assert_true (problems_mention (result.problems, "has 1 step captions"));
  g_assert_true (problems_mention (result.problems, "has 3 step captions"));
  g_assert_true (problems_mention (result.problems, "scores.Red"));
  tt_rules_check_clear (&result);

  cleanup = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_cmpint (system (cleanup), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-document/bundled-documents-agree", test_bundled_documents_agree);
  g_test_add_func ("/rules-document/search-both-languages", test_search_both_languages);
  g_test_add_func ("/rules-document/markup", test_markup);
  g_test_add_func ("/rules-document/checker-finds-problems", test_checker_finds_problems);
  g_test_add_func ("/rules-document/replay-catches-disagreement", test_replay_catches_disagreement);
  g_test_add_func ("/rules-document/final-count-is-a-step", test_final_count_is_a_step);
  g_test_add_func ("/rules-document/check-bundled-game", test_check_bundled_game);
  g_test_add_func ("/rules-document/check-finds-broken-game", test_check_finds_broken_game);
  return g_test_run ();
}
