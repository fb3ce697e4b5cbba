/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-document.c — rules documents: loading, parity, links, search, markup */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "common/tt-json.h"
#include "tt-rules-document.h"
#include "tt-game-info.h"
#include "tt-games-register.h"
#include "tt-rules-replay.h"

static TtRulesDocument *
load_bundled_game (const char *game,
                   const char *language)
{
  g_autoptr(GError) error = NULL;
  TtRulesDocument *document = tt_rules_document_load_bundled (game, language, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

static TtRulesDocument *
load_bundled (const char *language)
{
  return load_bundled_game ("carcassonne", language);
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
  TtRulesCheck result = { NULL, 0, 0, 0 };

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

/* Checks `game`'s documents in a folder of their own, made of `files`
 * (pairs of a path and its contents, ended by NULL), then removes it. */
static void
check_files (const char         *game,
             const char * const *files,
             TtRulesCheck       *result)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-rules-check-XXXXXX", &error);
  g_autofree char *cleanup = NULL;
  g_autoptr(GFile) root = NULL;

  g_assert_no_error (error);
  for (guint i = 0; files[i] != NULL; i += 2)
    write_file (dir, files[i], files[i + 1]);
  root = g_file_new_for_path (dir);
  tt_rules_check_game (root, game, result);
  cleanup = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_cmpint (system (cleanup), ==, 0);
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
  g_autofree char *record_text = NULL;
  TtRulesCheck result = { NULL, 0, 0, 0 };
  JsonObject *scores;

  scores = json_object_get_object_member (json_object_get_object_member (record->root, "rules_expect"), "scores");
  json_object_set_int_member (scores, "Red", 5);
  record_text = tt_record_to_string (record);
  check_files ("carcassonne", (const char * const[]) {
                 "carcassonne.en.json", en, "carcassonne.ko.json", ko,
                 "examples/carcassonne/ex.tabletop", record_text, NULL }, &result);
  g_assert_true (problems_mention (result.problems, "has 1 sections"));
  g_assert_true (problems_mention (result.problems, "has 1 step captions"));
  g_assert_true (problems_mention (result.problems, "has 3 step captions"));
  g_assert_true (problems_mention (result.problems, "scores.Red"));
  tt_rules_check_clear (&result);
}

static guint
count_examples (TtRulesDocument *document)
{
  return g_hash_table_size (document->example_by_id);
}

static gboolean
cards_include (GPtrArray  *cards,
               const char *id)
{
  for (guint i = 0; i < cards->len; i++)
    if (g_str_equal (((TtRulesCard *) g_ptr_array_index (cards, i))->id, id))
      return TRUE;
  return FALSE;
}

static void
assert_card_search_finds (TtRulesDocument *document,
                          const char      *query,
                          const char      *card_id)
{
  g_autoptr(GPtrArray) found = tt_rules_document_search_cards (document, query);

  if (!cards_include (found, card_id))
    g_error ("searching cards for \"%s\" in %s/%s did not find %s (%u found)",
             query, document->game, document->language, card_id, found->len);
}

/* Catan and Ora et Labora: both languages load with the same shape, hold
 * the sections a learner looks for, at least ten examples each, and a
 * card catalogue that search finds by name and by effect. */
static void
test_new_games_documents (void)
{
  static const struct
  {
    const char *game;
    const char *sections[8];
    guint       n_cards;
  } games[] = {
    { "catan", { "overview", "components", "setup-snake", "turn", "robber", "harbors", "cities-and-knights", "faq" }, 30 },
    { "ora", { "overview", "components", "setup-modes", "round", "work-contract", "settlement-phases", "scoring", "solo" }, 78 },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TtRulesDocument) en = load_bundled_game (games[g].game, "en");
      g_autoptr(TtRulesDocument) ko = load_bundled_game (games[g].game, "ko");
      g_autoptr(GError) error = NULL;

      g_assert_true (tt_rules_documents_check_parity (en, ko, &error));
      g_assert_no_error (error);
      g_assert_true (tt_rules_document_check_links (ko, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (games[g].sections); i++)
        {
          g_assert_nonnull (tt_rules_document_get_section (en, games[g].sections[i]));
          g_assert_nonnull (tt_rules_document_get_section (ko, games[g].sections[i]));
        }
      g_assert_cmpuint (count_examples (en), >=, 10);
      g_assert_cmpuint (count_examples (ko), ==, count_examples (en));
      g_assert_cmpuint (en->cards->len, ==, games[g].n_cards);
      g_assert_cmpuint (ko->cards->len, ==, games[g].n_cards);
      g_assert_cmpuint (en->glossary->len, >=, 15);
    }
}

static void
test_new_games_search (void)
{
  g_autoptr(TtRulesDocument) catan_en = load_bundled_game ("catan", "en");
  g_autoptr(TtRulesDocument) catan_ko = load_bundled_game ("catan", "ko");
  g_autoptr(TtRulesDocument) ora_en = load_bundled_game ("ora", "en");
  g_autoptr(TtRulesDocument) ora_ko = load_bundled_game ("ora", "ko");
  g_autoptr(GPtrArray) none = NULL;
  TtRulesCard *card;

  /* Sections, in both languages. */
  assert_search_finds (catan_en, "harbor", "harbors");
  assert_search_finds (catan_ko, "항구", "harbors");
  assert_search_finds (catan_en, "barbarians", "ck-barbarians");
  assert_search_finds (catan_ko, "야만인", "ck-barbarians");
  assert_search_finds (ora_en, "work contract", "work-contract");
  assert_search_finds (ora_ko, "작업 계약", "work-contract");
  assert_search_finds (ora_ko, "정착 단계", "settlement-phases");
  /* how to read the play view (issue 29, item 11) */
  assert_search_finds (catan_ko, "화면", "reading-the-screen");
  assert_search_finds (catan_ko, "빗금", "reading-the-screen");
  assert_search_finds (catan_en, "build bar", "reading-the-screen");
  assert_search_finds (catan_en, "magenta", "reading-the-screen");

  /* Cards, by name and by what they do. */
  assert_card_search_finds (catan_en, "alchemist", "progress.alchemist");
  assert_card_search_finds (catan_ko, "연금술사", "progress.alchemist");
  assert_card_search_finds (catan_en, "MONOPOLY", "development.monopoly");
  assert_card_search_finds (catan_ko, "성벽", "progress.engineer");
  assert_card_search_finds (ora_en, "windmill", "F04");
  assert_card_search_finds (ora_ko, "풍차", "F04");
  assert_card_search_finds (ora_en, "whiskey", "I21");
  assert_card_search_finds (ora_ko, "판자촌", "S01");

  /* Same id, same place, other language. */
  card = tt_rules_document_get_card (ora_ko, "G02");
  g_assert_nonnull (card);
  g_assert_cmpstr (card->name, ==, "수도원 안뜰");
  g_assert_cmpstr (card->group, ==, tt_rules_document_get_card (ora_en, "G02")->group);
  g_assert_cmpuint (tt_rules_document_get_card (catan_en, "progress.merchant")->copies, ==, 6);

  none = tt_rules_document_search_cards (catan_en, "zeppelin");
  g_assert_cmpuint (none->len, ==, 0);
  g_clear_pointer (&none, g_ptr_array_unref);
  none = tt_rules_document_search_cards (ora_ko, "  ");
  g_assert_cmpuint (none->len, ==, 0);
}

/* Every bundled game passes the whole check, with its catalogue complete:
 * 5 + 25 Catan kinds (25 + 54 cards) and 70 buildings + 8 settlements. */
static void
test_check_bundled_new_games (void)
{
  static const struct { const char *game; guint n_cards; guint n_copies; } games[] = {
    { "catan", 30, 25 + 54 },
    { "ora", 78, 0 },
  };
  g_autoptr(GFile) root = tt_rules_bundled_root ();

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TtRulesDocument) en = load_bundled_game (games[g].game, "en");
      TtRulesCheck result = { NULL, 0, 0, 0 };
      guint copies = 0;

      tt_rules_check_game (root, games[g].game, &result);
      for (guint i = 0; i < result.problems->len; i++)
        g_printerr ("# %s\n", (char *) g_ptr_array_index (result.problems, i));
      g_assert_cmpuint (result.problems->len, ==, 0);
      g_assert_cmpuint (result.n_documents, ==, 2);
      g_assert_cmpuint (result.n_examples, >=, 10);
      g_assert_cmpuint (result.n_cards, ==, games[g].n_cards);
      tt_rules_check_clear (&result);

      for (guint i = 0; i < en->cards->len; i++)
        copies += ((TtRulesCard *) g_ptr_array_index (en->cards, i))->copies;
      g_assert_cmpuint (copies, ==, games[g].n_copies);
    }
}

static TtRecord *
load_game_example (const char *game,
                   const char *name)
{
  g_autoptr(GFile) root = tt_rules_bundled_root ();
  g_autofree char *path = g_strdup_printf ("examples/%s/%s.tabletop", game, name);
  g_autoptr(GFile) file = g_file_resolve_relative_path (root, path);
  g_autoptr(GError) error = NULL;
  TtRecord *record = tt_record_load_gfile (file, NULL, &error);

  g_assert_no_error (error);
  return record;
}

/* "rules_from" hides the setup moves from the steps, and a players array in
 * "rules_expect" is compared element by element. */
static void
test_replay_new_games (void)
{
  g_autoptr(TtRecord) seven = load_game_example ("catan", "seven-discard");
  g_autoptr(TtRecord) contract = load_game_example ("ora", "work-contract");
  g_autoptr(GError) error = NULL;
  JsonArray *players;

  g_assert_cmpuint (tt_rules_replay_first_move (seven), ==, 24);
  g_assert_cmpuint (tt_rules_replay_count_steps (seven), ==, tt_record_get_n_moves (seven) - 24);
  g_assert_true (tt_rules_replay_check (seven, &error));
  g_assert_no_error (error);

  players = json_object_get_array_member (json_object_get_object_member (seven->root, "rules_expect"), "players");
  json_object_set_int_member (json_array_get_object_element (players, 2), "hand", 4);
  g_assert_false (tt_rules_replay_check (seven, &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE);
  g_assert_nonnull (strstr (error->message, "players[2].hand"));
  g_clear_error (&error);

  /* An expectation naming fewer players than the game has is a mistake. */
  json_array_remove_element (players, 2);
  json_object_set_int_member (json_array_get_object_element (players, 1), "hand", 5);
  g_assert_false (tt_rules_replay_check (seven, &error));
  g_assert_nonnull (strstr (error->message, "players"));
  g_clear_error (&error);

  g_assert_cmpuint (tt_rules_replay_count_steps (contract), ==, 1);
  g_assert_true (tt_rules_replay_check (contract, &error));
  g_assert_no_error (error);
}

static void
test_cards_parse_and_parity (void)
{
#define CARDS_DOC(LANG, CARDS) \
  "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"g\", \"language\": \"" LANG "\"," \
  "  \"title\": \"T\", \"sections\": [ { \"id\": \"s\", \"title\": \"S\" } ], \"cards\": [" CARDS "] }"
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRulesDocument) en = load_text (CARDS_DOC ("en",
    "{ \"id\": \"G01\", \"name\": \"Priory\", \"group\": \"start\", \"text\": \"See [s](#s).\" },"
    "{ \"id\": \"progress.spy\", \"name\": \"Spy\", \"group\": \"politics\", \"copies\": 3, \"text\": \"Look.\" }"), &error);
  g_autoptr(TtRulesDocument) ko = NULL;
  g_autoptr(TtRulesDocument) broken = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (en->cards->len, ==, 2);
  g_assert_cmpuint (tt_rules_document_get_card (en, "progress.spy")->copies, ==, 3);
  g_assert_true (tt_rules_document_check_links (en, &error));

  /* The other language lists the cards in another group. */
  ko = load_text (CARDS_DOC ("ko",
    "{ \"id\": \"G01\", \"name\": \"수도원 분원\", \"group\": \"a\", \"text\": \"[없는 곳](#nowhere)\" },"
    "{ \"id\": \"progress.spy\", \"name\": \"첩자\", \"group\": \"politics\", \"copies\": 3, \"text\": \"봐요.\" }"), &error);
  g_assert_no_error (error);
  g_assert_false (tt_rules_documents_check_parity (en, ko, &error));
  g_assert_error (error, TT_RULES_ERROR, TT_RULES_ERROR_PARITY);
  g_assert_nonnull (strstr (error->message, "G01"));
  g_clear_error (&error);
  g_assert_false (tt_rules_document_check_links (ko, &error));
  g_assert_nonnull (strstr (error->message, "card \"G01\""));
  g_clear_error (&error);

  broken = load_text (CARDS_DOC ("en",
    "{ \"id\": \"a b\", \"name\": \"N\", \"group\": \"g\", \"text\": \"t\" }"), &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "cards[0].id"));
  g_clear_error (&error);

  broken = load_text (CARDS_DOC ("en",
    "{ \"id\": \"x\", \"name\": \"N\", \"group\": \"g\", \"text\": \"t\" },"
    "{ \"id\": \"x\", \"name\": \"N\", \"group\": \"g\", \"text\": \"t\" }"), &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "used twice"));
  g_clear_error (&error);

  broken = load_text (CARDS_DOC ("en",
    "{ \"id\": \"x\", \"name\": \"N\", \"group\": \"g\", \"text\": \"t\", \"cost\": 3 }"), &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "cost"));
#undef CARDS_DOC
}

/* A catalogue that lost a card, miscounts one, misnames one and invents one:
 * the check against the engine's data names all four. */
static void
test_check_finds_catalogue_problems (void)
{
  g_autoptr(GFile) bundled = tt_rules_bundled_root ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-rules-cards-XXXXXX", &error);
  g_autofree char *cleanup = NULL;
  g_autoptr(GFile) root = NULL;
  TtRulesCheck result = { NULL, 0, 0, 0 };

  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      const char *language = i == 0 ? "en" : "ko";
      g_autofree char *name = g_strdup_printf ("ora.%s.json", language);
      g_autoptr(GFile) file = g_file_get_child (bundled, name);
      g_autofree char *contents = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      JsonObject *root_object;
      JsonArray *cards;
      JsonObject *extra;
      g_autofree char *text = NULL;

      g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
      g_assert_true (json_parser_load_from_data (parser, contents, -1, &error));
      root_object = json_node_get_object (json_parser_get_root (parser));
      /* Examples are not the point here. */
      json_object_set_array_member (root_object, "sections", json_array_new ());
      json_object_set_array_member (root_object, "glossary", json_array_new ());
      cards = json_object_get_array_member (root_object, "cards");
      json_array_remove_element (cards, 0);                       /* loses H1 */
      json_object_set_string_member (json_array_get_object_element (cards, 0), "name", "Barn"); /* H2 */
      extra = json_object_new ();
      json_object_set_string_member (extra, "id", "Z99");
      json_object_set_string_member (extra, "name", "Z");
      json_object_set_string_member (extra, "group", "d");
      json_object_set_string_member (extra, "text", "z");
      json_array_add_object_element (cards, extra);
      json_generator_set_root (generator, json_parser_get_root (parser));
      text = json_generator_to_data (generator, NULL);
      write_file (dir, name, text);
    }

  root = g_file_new_for_path (dir);
  tt_rules_check_game (root, "ora", &result);
  g_assert_true (problems_mention (result.problems, "ora.en.json: the catalogue has no card \"H1\""));
  g_assert_true (problems_mention (result.problems, "ora.ko.json: the catalogue has no card \"H1\""));
  g_assert_true (problems_mention (result.problems, "card \"H2\" is called \"Barn\", the card data says \"Farmyard\""));
  g_assert_true (problems_mention (result.problems, "card \"H2\" is called \"Barn\", the card data says \"농가\""));
  g_assert_true (problems_mention (result.problems, "card \"Z99\" is not in the engine's data"));
  tt_rules_check_clear (&result);

  cleanup = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_cmpint (system (cleanup), ==, 0);
}

/* "rules_from" in a Carcassonne example: the first move sets the scene, so
 * one caption is enough and step 1 is the second move; a value beyond the
 * record's moves is reported with its place. */
static void
test_rules_from (void)
{
  static const char doc[] =
    "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"carcassonne\", \"language\": \"%s\","
    "  \"title\": \"T\", \"sections\": ["
    "  { \"id\": \"a\", \"title\": \"A\", \"blocks\": ["
    "    { \"type\": \"example\", \"id\": \"ok\", \"title\": \"E\","
    "      \"record\": \"examples/carcassonne/ok.tabletop\", \"steps\": [\"second move\"] },"
    "    { \"type\": \"example\", \"id\": \"far\", \"title\": \"F\","
    "      \"record\": \"examples/carcassonne/far.tabletop\", \"steps\": [] } ] } ] }";
  g_autoptr(TtRecord) record = load_example_record ("first-road");
  g_autoptr(GError) error = NULL;
  g_autofree char *en = g_strdup_printf (doc, "en");
  g_autofree char *ko = g_strdup_printf (doc, "ko");
  g_autofree char *ok_text = NULL;
  g_autofree char *far_text = NULL;
  const TtRules *rules = tt_rules_lookup ("carcassonne");
  gpointer events = rules->events_new ();
  gpointer before = NULL;
  gpointer after = NULL;
  JsonArray *step_events;
  TtRulesCheck result = { NULL, 0, 0, 0 };

  g_assert_no_error (error);
  json_object_set_int_member (record->root, "rules_from", 1);
  g_assert_cmpuint (tt_rules_replay_first_move (record), ==, 1);
  g_assert_cmpuint (tt_rules_replay_count_steps (record), ==, 1);

  /* Step 0 already holds the first move; step 1 is the move that scores. */
  before = tt_rules_replay_step (record, 0, events, &error);
  g_assert_no_error (error);
  step_events = tt_rules_events_to_json (rules, before, events);
  g_assert_cmpuint (json_array_get_length (step_events), ==, 0);
  json_array_unref (step_events);
  after = tt_rules_replay_step (record, 1, events, &error);
  g_assert_no_error (error);
  step_events = tt_rules_events_to_json (rules, after, events);
  g_assert_cmpuint (json_array_get_length (step_events), >, 0);
  json_array_unref (step_events);
  tt_rules_free_state (rules, before);
  tt_rules_free_state (rules, after);
  rules->events_free (events);
  ok_text = tt_record_to_string (record);

  json_object_set_int_member (record->root, "rules_from", 3);
  far_text = tt_record_to_string (record);

  check_files ("carcassonne", (const char * const[]) {
                 "carcassonne.en.json", en, "carcassonne.ko.json", ko,
                 "examples/carcassonne/ok.tabletop", ok_text,
                 "examples/carcassonne/far.tabletop", far_text, NULL }, &result);
  for (guint i = 0; i < result.problems->len; i++)
    g_printerr ("# %s\n", (char *) g_ptr_array_index (result.problems, i));
  g_assert_true (problems_mention (result.problems, "example \"far\""));
  g_assert_true (problems_mention (result.problems, "rules_from"));
  g_assert_false (problems_mention (result.problems, "example \"ok\""));
  g_assert_cmpuint (result.problems->len, ==, 2);   /* "far", in each language */
  tt_rules_check_clear (&result);
}

#define SEATS_DOC(seats) \
  "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"catan\", \"language\": \"ko\"," \
  "  \"title\": \"T\", \"seats\": " seats ", \"sections\": [ { \"id\": \"a\", \"title\": \"A\" } ] }"

/* "seats" gives the names a text calls the examples' seats by; anything
 * but an object of non-empty texts is refused, naming the place. */
static void
test_seat_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRulesDocument) document = load_text (SEATS_DOC ("{ \"Ari\": \"아리\" }"), &error);
  static const char * const broken[][2] = {
    { SEATS_DOC ("[ \"아리\" ]"), "seats" },
    { SEATS_DOC ("{ \"Ari\": 3 }"), "seats" },
    { SEATS_DOC ("{ \"Ari\": \"\" }"), "seats.Ari" },
  };

  g_assert_no_error (error);
  g_assert_cmpstr (tt_rules_document_get_seat_name (document, "Ari"), ==, "아리");
  g_assert_cmpstr (tt_rules_document_get_seat_name (document, "Bo"), ==, "Bo");
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(TtRulesDocument) bad = load_text (broken[i][0], &error);

      g_assert_null (bad);
      g_assert_nonnull (error);
      if (strstr (error->message, broken[i][1]) == NULL)
        g_error ("\"%s\" does not name %s", error->message, broken[i][1]);
      g_clear_error (&error);
    }
}

/* The Korean texts call every seat of their examples by a Korean name
 * (빨강, 아리, 플레이어 1), so boards and scores say what the text says. */
static void
test_korean_examples_name_seats (void)
{
  GListModel *games = tt_game_info_get_all ();
  g_autoptr(GFile) root = tt_rules_bundled_root ();

  for (guint g = 0; g < g_list_model_get_n_items (games); g++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, g);
      const char *document_id = tt_game_info_get_rules_document (info);
      g_autoptr(TtRulesDocument) ko = NULL;
      GHashTableIter iter;
      gpointer example;

      if (document_id == NULL)
        continue;
      ko = load_bundled_game (document_id, "ko");
      g_hash_table_iter_init (&iter, ko->example_by_id);
      while (g_hash_table_iter_next (&iter, NULL, &example))
        {
          g_autoptr(GFile) file = tt_rules_example_get_file (root, example);
          g_autoptr(GError) error = NULL;
          g_autoptr(TtRecord) record = tt_record_load_gfile (file, NULL, &error);

          g_assert_no_error (error);
          for (guint p = 0; p < record->players->len; p++)
            {
              TtRecordPlayer *player = g_ptr_array_index (record->players, p);
              const char *shown = tt_rules_document_get_seat_name (ko, player->name);

              if (g_str_equal (shown, player->name))
                g_error ("%s: example \"%s\" shows seat \"%s\" untranslated",
                         ko->source, ((TtRulesBlock *) example)->example_id, player->name);
            }
        }
    }
}

/* A name in "seats" that no example has is reported; one that some
 * example has is not. */
static void
test_check_finds_unknown_seat (void)
{
  static const char en[] =
    "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"carcassonne\", \"language\": \"en\","
    "  \"title\": \"T\", \"sections\": ["
    "  { \"id\": \"a\", \"title\": \"A\", \"blocks\": ["
    "    { \"type\": \"example\", \"id\": \"ex\", \"title\": \"E\","
    "      \"record\": \"examples/carcassonne/ex.tabletop\", \"steps\": [\"one\", \"two\"] } ] } ] }";
  static const char ko[] =
    "{ \"format\": \"tabletop-rules\", \"version\": 1, \"game\": \"carcassonne\", \"language\": \"ko\","
    "  \"title\": \"T\", \"seats\": { \"Red\": \"빨강\", \"Rde\": \"빨강\" }, \"sections\": ["
    "  { \"id\": \"a\", \"title\": \"A\", \"blocks\": ["
    "    { \"type\": \"example\", \"id\": \"ex\", \"title\": \"E\","
    "      \"record\": \"examples/carcassonne/ex.tabletop\", \"steps\": [\"하나\", \"둘\"] } ] } ] }";
  g_autoptr(TtRecord) record = load_example_record ("first-road");
  g_autofree char *record_text = tt_record_to_string (record);
  TtRulesCheck result = { NULL, 0, 0, 0 };

  check_files ("carcassonne", (const char * const[]) {
                 "carcassonne.en.json", en, "carcassonne.ko.json", ko,
                 "examples/carcassonne/ex.tabletop", record_text, NULL }, &result);
  g_assert_true (problems_mention (result.problems, "carcassonne.ko.json: \"seats\" names \"Rde\""));
  g_assert_false (problems_mention (result.problems, "\"Red\""));
  g_assert_cmpuint (result.problems->len, ==, 1);
  tt_rules_check_clear (&result);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* the games' rules tables too: the catalogue checks read their card data */
  tt_games_register_all ();
  g_test_add_func ("/rules-document/bundled-documents-agree", test_bundled_documents_agree);
  g_test_add_func ("/rules-document/search-both-languages", test_search_both_languages);
  g_test_add_func ("/rules-document/markup", test_markup);
  g_test_add_func ("/rules-document/checker-finds-problems", test_checker_finds_problems);
  g_test_add_func ("/rules-document/replay-catches-disagreement", test_replay_catches_disagreement);
  g_test_add_func ("/rules-document/final-count-is-a-step", test_final_count_is_a_step);
  g_test_add_func ("/rules-document/check-bundled-game", test_check_bundled_game);
  g_test_add_func ("/rules-document/check-finds-broken-game", test_check_finds_broken_game);
  g_test_add_func ("/rules-document/new-games-documents", test_new_games_documents);
  g_test_add_func ("/rules-document/new-games-search", test_new_games_search);
  g_test_add_func ("/rules-document/check-bundled-new-games", test_check_bundled_new_games);
  g_test_add_func ("/rules-document/replay-new-games", test_replay_new_games);
  g_test_add_func ("/rules-document/cards-parse-and-parity", test_cards_parse_and_parity);
  g_test_add_func ("/rules-document/check-finds-catalogue-problems", test_check_finds_catalogue_problems);
  g_test_add_func ("/rules-document/rules-from", test_rules_from);
  g_test_add_func ("/rules-document/seat-names", test_seat_names);
  g_test_add_func ("/rules-document/korean-examples-name-seats", test_korean_examples_name_seats);
  g_test_add_func ("/rules-document/check-finds-unknown-seat", test_check_finds_unknown_seat);
  return g_test_run ();
}
