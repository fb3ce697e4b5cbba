/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-card-set-document.c — TtOraCardSetDocument: edits with undo,
 * the card text in both languages from the steps, warnings naming card
 * and step, the file round trip, a record that carries its set, and the
 * loader under random mutations of the bundled set */
#include "config.h"

#include "tt-test-util.h"

#include <string.h>

#include "common/tt-json.h"
#include "common/tt-rng.h"
#include "ora/ora-record.h"
#include "ora/tt-ora-card-set-document.h"
#include "ora/tt-ora-card-text.h"

static TtOraCardSetDocument *
editable_bundled (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) bundled = tt_ora_card_set_document_new_bundled (&error);

  g_assert_no_error (error);
  g_assert_true (tt_document_get_read_only (TT_DOCUMENT (bundled)));
  return tt_ora_card_set_document_duplicate (bundled, "mine");
}

static const OraCard *
card (TtOraCardSetDocument *doc,
      const char           *id)
{
  OraCardSet *set = tt_ora_card_set_document_get_set (doc);
  int index;

  g_assert_nonnull (set);
  index = ora_cardset_find (set, id);
  g_assert_cmpint (index, >=, 0);
  return &set->cards[index];
}

/* A new array of the document's warnings (borrowed). */
static GPtrArray *
warnings_of (TtOraCardSetDocument *doc)
{
  GPtrArray *messages = tt_document_get_messages (TT_DOCUMENT (doc));
  GPtrArray *warnings = g_ptr_array_new ();

  for (guint i = 0; i < messages->len; i++)
    if (tt_document_message_get_kind (g_ptr_array_index (messages, i)) == TT_DOCUMENT_MESSAGE_WARNING)
      g_ptr_array_add (warnings, g_ptr_array_index (messages, i));
  return warnings;
}

/* The text of the document's first message (errors come first). */
static const char *
first_message (TtDocument *doc)
{
  GPtrArray *messages = tt_document_get_messages (doc);

  g_assert_cmpuint (messages->len, >, 0);
  return tt_document_message_get_text (g_ptr_array_index (messages, 0));
}

static JsonNode *
json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

static void
test_bundled (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = tt_ora_card_set_document_new_bundled (&error);

  g_assert_no_error (error);
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  /* shown by a title, not by its file name "ora-buildings" */
  g_assert_cmpstr (tt_document_get_title (TT_DOCUMENT (doc)), ==, "Ora et Labora buildings");
  g_assert_cmpuint (tt_document_get_messages (TT_DOCUMENT (doc))->len, ==, 0);
  g_assert_false (tt_ora_card_set_document_set_card_member (doc, "I05", "economic", json ("3"), "x", &error));
  g_assert_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_READ_ONLY);
}

/* The Brewery: malt and grain to beer, then beer to 7 coins once. */
static void
test_card_text (void)
{
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  g_autofree char *en = tt_ora_card_text (card (doc, "I05"), TT_ORA_TEXT_EN);
  g_autofree char *ko = tt_ora_card_text (card (doc, "I05"), TT_ORA_TEXT_KO);
  OraCardSet *set = tt_ora_card_set_document_get_set (doc);

  g_assert_cmpstr (en, ==, "1. You may pay 1 grain, 1 malt for 1 beer, as often as you like\n"
                           "2. You may pay 1 beer for 7 coins");
  g_assert_cmpstr (ko, ==, "1. 곡식 1, 맥아 1 내고 맥주 1 받기, 원하는 만큼\n"
                           "2. 맥주 1 내고 금화 7 받기");
  /* Every card of the set has text in both languages. */
  for (int c = 0; c < set->n_cards; c++)
    for (int l = TT_ORA_TEXT_EN; l <= TT_ORA_TEXT_KO; l++)
      {
        g_autofree char *text = tt_ora_card_text (&set->cards[c], l);

        g_assert_true (text[0] != '\0');
        g_assert_null (strchr (text, '?'));
      }
}

/* Change a building's cost and effect: the engine's set, the text and
 * undo follow; an impossible value is the engine's error naming card and field. */
static void
test_edit_cost_and_effect (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  TtDocument *d = TT_DOCUMENT (doc);
  g_autofree char *en = NULL;
  g_autofree char *ko = NULL;

  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "cost", json ("{\"clay\": 3}"), "cost", &error));
  g_assert_no_error (error);
  g_assert_cmpint (card (doc, "I05")->cost.n[ORA_CLAY], ==, 3);
  g_assert_cmpint (card (doc, "I05")->cost.n[ORA_STONE], ==, 0);
  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "effect",
                                                           json ("[{\"kind\": \"convert\", \"pay\": {\"beer\": 1}, \"gain\": {\"coin\": 9}, \"max\": 2}]"),
                                                           "effect", &error));
  en = tt_ora_card_text (card (doc, "I05"), TT_ORA_TEXT_EN);
  ko = tt_ora_card_text (card (doc, "I05"), TT_ORA_TEXT_KO);
  g_assert_cmpstr (en, ==, "You may pay 1 beer for 9 coins, up to 2 times");
  g_assert_cmpstr (ko, ==, "맥주 1 내고 금화 9 받기, 최대 2번");
  g_assert_true (tt_document_undo (d));
  g_assert_cmpint (card (doc, "I05")->n_steps, ==, 2);
  g_assert_true (tt_document_undo (d));
  g_assert_cmpint (card (doc, "I05")->cost.n[ORA_STONE], ==, 2);
  /* A field the engine cannot play: a hard error that names the card. */
  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "phase", json ("\"Z\""), "phase", &error));
  g_assert_false (tt_document_is_valid (d));
  g_assert_null (tt_ora_card_set_document_get_set (doc));
  g_assert_true (strstr (first_message (d), "phase") != NULL);
  g_assert_false (tt_ora_card_set_document_set_card_member (doc, "NOPE", "phase", json ("\"A\""), "phase", &error));
  g_assert_nonnull (error);
}

/* The example: with nothing else making flour, the Bakery's first
 * step is flagged, naming card and step. */
static void
test_unproduced_warning (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  const char *gain_wood = "[{\"kind\": \"gain\", \"goods\": {\"wood\": 1}}]";
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  TtDocumentMessage *warning;

  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "F04", "effect", json (gain_wood), "e", &error));
  g_assert_no_error (error);
  none = warnings_of (doc);
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "F15", "effect", json (gain_wood), "e", &error));
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  warnings = warnings_of (doc);
  g_assert_cmpuint (warnings->len, ==, 1);
  warning = g_ptr_array_index (warnings, 0);
  g_assert_cmpstr (tt_document_message_get_text (warning), ==,
                   "Bakery: step 1 converts flour but nothing in this set produces flour");
  /* about the Bakery's card, at its first step */
  g_assert_cmpstr (tt_document_message_get_subject (warning), ==, "F05");
  g_assert_cmpstr (tt_document_message_get_place (warning), ==, "step 1");
}

/* What the document writes, the engine reads back to the same set. */
static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  g_autofree char *data = tt_document_to_data (TT_DOCUMENT (doc));
  g_autoptr(OraCardSet) set = ora_cardset_load_data (data, -1, "written", &error);
  g_autoptr(OraCardSet) bundled = ora_cardset_default ();
  g_autoptr(TtOraCardSetDocument) again = NULL;
  g_autofree char *data_again = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (set->n_cards, ==, bundled->n_cards);
  for (int c = 0; c < set->n_cards; c++)
    {
      g_assert_cmpstr (set->cards[c].id, ==, bundled->cards[c].id);
      g_assert_true (memcmp (&set->cards[c].cost, &bundled->cards[c].cost, sizeof (OraAmount)) == 0);
      g_assert_true (memcmp (set->cards[c].steps, bundled->cards[c].steps, sizeof set->cards[c].steps) == 0);
    }
  g_assert_true (memcmp (set->modes, bundled->modes, sizeof set->modes) == 0);
  again = tt_ora_card_set_document_new_from_data (data, -1, "written", &error);
  g_assert_no_error (error);
  data_again = tt_document_to_data (TT_DOCUMENT (again));
  g_assert_cmpstr (data, ==, data_again);
}

/* The number of copies: written and read back, undone, and a bad value
 * refused with the card and the field named. */
static void
test_copies (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  TtDocument *d = TT_DOCUMENT (doc);
  g_autofree char *data = NULL;
  g_autoptr(OraCardSet) read_back = NULL;
  const char *message;

  g_assert_cmpint (card (doc, "I05")->copies, ==, 1);
  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "copies", json ("3"), "copies", &error));
  g_assert_no_error (error);
  g_assert_cmpint (card (doc, "I05")->copies, ==, 3);
  data = tt_document_to_data (d);
  read_back = ora_cardset_load_data (data, -1, "written", &error);
  g_assert_no_error (error);
  g_assert_cmpint (read_back->cards[ora_cardset_find (read_back, "I05")].copies, ==, 3);
  g_assert_true (tt_document_undo (d));
  g_assert_cmpint (card (doc, "I05")->copies, ==, 1);

  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "copies", json ("0"), "copies", &error));
  g_assert_false (tt_document_is_valid (d));
  message = first_message (d);
  if (strstr (message, "I05") == NULL || strstr (message, "copies") == NULL)
    g_error ("unexpected message: %s", message);
}

/* Play with this set: the record embeds it, and a game started from the
 * record (after a trip through its file) plays the edited card. */
static void
test_record_embeds_set (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtOraCardSetDocument) doc = editable_bundled ();
  g_autoptr(TtRecord) record = tt_record_new ("ora");
  g_autoptr(TtRecord) reread = NULL;
  g_autoptr(OraCardSet) set = NULL;
  g_autoptr(OraCardSet) plain = NULL;
  g_autofree char *text = NULL;
  OraState *state;

  g_assert_true (tt_ora_card_set_document_set_card_member (doc, "I05", "cost", json ("{\"clay\": 3}"), "cost", &error));
  json_object_set_string_member (record->options, "mode", "two");
  json_object_set_string_member (record->options, "variant", "ireland");
  tt_record_add_player (record, "A", "red");
  tt_record_add_player (record, "B", "blue");
  record->seed = 5;
  g_assert_true (tt_ora_card_set_document_fill_record (doc, record, &error));
  g_assert_no_error (error);
  text = tt_record_to_string (record);
  reread = tt_record_load_data (text, -1, "game.json", &error);
  g_assert_no_error (error);
  set = ora_cardset_from_record (reread, &error);
  g_assert_no_error (error);
  state = ora_state_new_for_record (reread, set, &error);
  g_assert_no_error (error);
  g_assert_cmpint (state->set->cards[ora_cardset_find (state->set, "I05")].cost.n[ORA_CLAY], ==, 3);
  ora_state_free (state);
  /* Without the member, the bundled set. */
  json_object_remove_member (reread->root, "cardset");
  plain = ora_cardset_from_record (reread, &error);
  g_assert_cmpint (plain->cards[ora_cardset_find (plain, "I05")].cost.n[ORA_CLAY], ==, 0);
  /* An embedded set that is broken is an error, not a crash. */
  json_object_set_object_member (reread->root, "cardset", json_object_new ());
  g_assert_null (ora_cardset_from_record (reread, &error));
  g_assert_nonnull (error);
}

/* ---- random mutations through the document's load -------------------- */

static JsonNode *
random_value (TtRng *rng)
{
  static const char * const texts[] = {
    "1", "-3", "0", "99", "1000000000", "0.5", "true", "null", "\"wood\"", "\"zzz\"",
    "\"A\"", "\"convert\"", "\"gain\"", "[]", "{}", "[1, 2]", "{\"wood\": 1}", "{\"flour\": -1}",
    "[\"coast\"]", "{\"kind\": \"wheel\"}", "[{\"kind\": \"points\"}]", "{\"energy\": 0.25}",
    "[[1, 2], [3]]", "\"\"",
  };

  return json_from_string (texts[tt_rng_uniform (rng, G_N_ELEMENTS (texts))], NULL);
}

static JsonObject *
random_object (JsonNode *node,
               TtRng    *rng,
               int       depth)
{
  JsonObject *object = json_node_get_object (node);
  g_autoptr(GList) members = json_object_get_members (object);
  JsonNode *child;

  if (members == NULL || depth == 0 || tt_rng_uniform (rng, 3) == 0)
    return object;
  child = json_object_get_member (object, g_list_nth_data (members, tt_rng_uniform (rng, g_list_length (members))));
  if (JSON_NODE_HOLDS_ARRAY (child) && json_array_get_length (json_node_get_array (child)) > 0)
    child = json_array_get_element (json_node_get_array (child),
                                    tt_rng_uniform (rng, json_array_get_length (json_node_get_array (child))));
  if (JSON_NODE_HOLDS_OBJECT (child))
    return random_object (child, rng, depth - 1);
  return object;
}

static void
mutate (JsonNode *root,
        TtRng    *rng)
{
  JsonObject *object = random_object (root, rng, 4);
  g_autoptr(GList) members = json_object_get_members (object);
  const char *member;

  if (members == NULL)
    return;
  member = g_list_nth_data (members, tt_rng_uniform (rng, g_list_length (members)));
  if (tt_rng_uniform (rng, 6) == 0)
    json_object_remove_member (object, member);
  else
    json_object_set_member (object, member, random_value (rng));
}

static void
test_fuzz (void)
{
  g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes ("ora-buildings", NULL);
  guint rounds = MAX (20, (guint) (2000 * test_scale ()));
  guint n_valid = 0, n_error = 0;
  TtRng rng;

  g_assert_nonnull (bytes);
  tt_rng_init (&rng, 2024);
  for (guint i = 0; i < rounds; i++)
    {
      g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
      g_autofree char *text = NULL;
      g_autoptr(TtOraCardSetDocument) doc = NULL;
      g_autoptr(GError) error = NULL;
      OraCardSet *set;

      for (guint m = 0; m <= tt_rng_uniform (&rng, 3); m++)
        mutate (root, &rng);
      text = tt_json_to_string (root, FALSE);
      doc = tt_ora_card_set_document_new_from_data (text, -1, "fuzz", &error);
      g_assert_no_error (error);
      set = tt_ora_card_set_document_get_set (doc);
      if (set == NULL)
        {
          g_assert_false (tt_document_is_valid (TT_DOCUMENT (doc)));
          n_error++;
          continue;
        }
      n_valid++;
      for (int c = 0; c < set->n_cards; c++)
        {
          g_autofree char *en = tt_ora_card_text (&set->cards[c], TT_ORA_TEXT_EN);
          g_autofree char *ko = tt_ora_card_text (&set->cards[c], TT_ORA_TEXT_KO);
        }
    }
  g_test_message ("%u mutations: %u valid sets, %u errors", rounds, n_valid, n_error);
  g_assert_cmpuint (n_error, >, 0);
  g_assert_cmpuint (n_valid + n_error, ==, rounds);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ora-card-set-document/bundled", test_bundled);
  g_test_add_func ("/ora-card-set-document/card-text", test_card_text);
  g_test_add_func ("/ora-card-set-document/edit-cost-and-effect", test_edit_cost_and_effect);
  g_test_add_func ("/ora-card-set-document/unproduced-warning", test_unproduced_warning);
  g_test_add_func ("/ora-card-set-document/round-trip", test_round_trip);
  g_test_add_func ("/ora-card-set-document/copies", test_copies);
  g_test_add_func ("/ora-card-set-document/record-embeds-set", test_record_embeds_set);
  g_test_add_func ("/ora-card-set-document/fuzz", test_fuzz);
  return g_test_run ();
}
