/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-replay.c — replay rules examples and compare with the text */
#include "config.h"

#include <string.h>

#include "tt-games-register.h"
#include "common/tt-json.h"
#include "tt-rules-document.h"
#include "tt-rules-replay.h"

gboolean
tt_rules_replay_ends_with_count (const TtRecord *record)
{
  return tt_record_get_final_scoring (record);
}

/* "rules_from": N plays the first N moves before the example starts, so
 * that an example need not caption a long setup. Clamped to the
 * record's moves; the checker reports a value out of range. */
guint
tt_rules_replay_first_move (const TtRecord *record)
{
  gint64 from = json_object_get_int_member_with_default (record->root, "rules_from", 0);

  return (guint) CLAMP (from, 0, (gint64) tt_record_get_n_moves (record));
}

/* One step per move from the first shown one, and one more for the
 * end-of-game count when the record ends with it, so the browser can show
 * that count separately. */
guint
tt_rules_replay_count_steps (const TtRecord *record)
{
  return tt_record_get_n_moves (record) - tt_rules_replay_first_move (record)
         + (tt_rules_replay_ends_with_count (record) ? 1 : 0);
}

/* The games register their tables once (a no-op when the program did). */
static const TtRules *
rules_for (const TtRecord  *record,
           GError         **error)
{
  const TtRules *rules;

  tt_games_register_all ();
  rules = tt_rules_lookup (record->game);

  if (rules == NULL)
    g_set_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE,
                 "examples of \"%s\" cannot be replayed: no such game", record->game);
  return rules;
}

/* The position after `step` steps (step 0: before the first move; the
 * extra last step runs the end-of-game count), with the events of that
 * step alone in `events`, so the browser can show what it scored. */
gpointer
tt_rules_replay_step (const TtRecord  *record,
                      guint            step,
                      gpointer         events,
                      GError         **error)
{
  const TtRules *rules = rules_for (record, error);
  guint n_moves = tt_record_get_n_moves (record);
  guint first = tt_rules_replay_first_move (record);
  guint move_index = first + step - 1;   /* the move of this step, if any */
  gboolean is_move = step > 0 && move_index < n_moves;
  gpointer state;

  g_return_val_if_fail (step <= tt_rules_replay_count_steps (record), NULL);

  if (rules == NULL)
    return NULL;
  state = tt_rules_replay (rules, record, NULL, is_move ? move_index : MIN (first + step, n_moves), NULL, NULL, error);
  if (state == NULL)
    return NULL;
  if (is_move && !tt_rules_apply_json_native (rules, state, tt_record_get_move (record, move_index),
                                              events, error))
    {
      tt_rules_free_state (rules, state);
      return NULL;
    }
  if (!is_move && step > 0 && rules->replay_end != NULL)
    rules->replay_end (state, record, events);
  return state;
}

JsonNode *
tt_rules_replay_summary (const TtRecord  *record,
                         GError         **error)
{
  const TtRules *rules = rules_for (record, error);
  gpointer state = rules ? tt_rules_replay (rules, record, NULL, G_MAXUINT, NULL, NULL, error) : NULL;
  JsonNode *summary;

  if (state == NULL)
    return NULL;
  summary = rules->summary (state, record);
  tt_rules_free_state (rules, state);
  return summary;
}

/* Every member of `expected` must equal the same member of `actual`;
 * nested objects are compared member by member, so an expectation may
 * name only the players that matter. Arrays must have the same length and
 * are compared element by element (write {} for a player that does not
 * matter). */
static gboolean
compare (JsonNode    *expected,
         JsonNode    *actual,
         const char  *path,
         GError     **error)
{
  if (JSON_NODE_HOLDS_OBJECT (expected))
    {
      JsonObject *want = json_node_get_object (expected);
      g_autoptr(GList) members = json_object_get_members (want);

      if (actual == NULL || !JSON_NODE_HOLDS_OBJECT (actual))
        goto differ;
      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *child = path[0] ? g_strdup_printf ("%s.%s", path, (char *) l->data)
                                           : g_strdup (l->data);

          if (!compare (json_object_get_member (want, l->data),
                        json_object_get_member (json_node_get_object (actual), l->data),
                        child, error))
            return FALSE;
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (expected))
    {
      JsonArray *want = json_node_get_array (expected);
      JsonArray *got;

      if (actual == NULL || !JSON_NODE_HOLDS_ARRAY (actual))
        goto differ;
      got = json_node_get_array (actual);
      if (json_array_get_length (want) != json_array_get_length (got))
        goto differ;
      for (guint i = 0; i < json_array_get_length (want); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);

          if (!compare (json_array_get_element (want, i), json_array_get_element (got, i), child, error))
            return FALSE;
        }
      return TRUE;
    }
  if (actual != NULL && json_node_equal (expected, actual))
    return TRUE;

differ:
  {
    g_autofree char *want_text = tt_json_to_string (expected, FALSE);
    g_autofree char *got_text = actual ? tt_json_to_string (actual, FALSE) : g_strdup ("nothing");

    g_set_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE,
                 "the text expects %s = %s, the engine gives %s", path, want_text, got_text);
  }
  return FALSE;
}

gboolean
tt_rules_replay_check (const TtRecord  *record,
                       GError         **error)
{
  g_autoptr(JsonNode) summary = tt_rules_replay_summary (record, error);
  JsonNode *expected;

  if (summary == NULL)
    return FALSE;
  expected = json_object_get_member (record->root, "rules_expect");
  if (expected == NULL)
    {
      g_set_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE,
                   "the record has no \"rules_expect\" (the scores the text promises)");
      return FALSE;
    }
  return compare (expected, summary, "", error);
}

/* ------------------------------------------------------------------ */
/* Checking a game's documents (tabletop-cli rules check)               */
/* ------------------------------------------------------------------ */

typedef struct
{
  GFile        *root;
  TtRulesCheck *result;
} Checker;

static void
report (Checker    *checker,
        const char *message)
{
  g_ptr_array_add (checker->result->problems, g_strdup (message));
}

/* Every game with an English document counts as a rules document set. */
GStrv
tt_rules_list_games (GFile   *root,
                     GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GStrvBuilder) games = g_strv_builder_new ();
  GFileInfo *info;

  children = g_file_enumerate_children (root, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, error);
  if (children == NULL)
    return NULL;
  while ((info = g_file_enumerator_next_file (children, NULL, error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".en.json"))
        {
          g_autofree char *game = g_strndup (name, strlen (name) - strlen (".en.json"));
          g_strv_builder_add (games, game);
        }
      g_object_unref (info);
    }
  return g_strv_builder_end (games);
}

static void
check_example (Checker         *checker,
               TtRulesDocument *document,
               TtRulesBlock    *example,
               GHashTable      *seat_names)
{
  g_autoptr(GFile) file = tt_rules_example_get_file (checker->root, example);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;
  g_autofree char *message = NULL;
  guint n_captions = g_strv_length (example->steps);
  gint64 first_move = 0;
  guint n_steps;

  record = tt_record_load_gfile (file, NULL, &error);
  if (record == NULL || !tt_record_expect_game (record, document->game, &error))
    {
      message = g_strdup_printf ("%s: example \"%s\": %s", document->source,
                                 example->example_id, error->message);
      report (checker, message);
      return;
    }

  for (guint p = 0; p < record->players->len; p++)
    {
      TtRecordPlayer *player = g_ptr_array_index (record->players, p);

      if (player->name != NULL)
        g_hash_table_add (seat_names, g_strdup (player->name));
    }

  /* "rules_from" must name a move of the record (0 to all of them). */
  if (!tt_json_get_int (record->root, "rules_from", FALSE, 0, tt_record_get_n_moves (record),
                        &first_move, record->source, NULL, &error))
    {
      message = g_strdup_printf ("%s: example \"%s\": %s", document->source,
                                 example->example_id, error->message);
      report (checker, message);
      return;
    }
  n_steps = tt_rules_replay_count_steps (record);
  if (n_captions != n_steps)
    {
      g_autofree char *mismatch =
        g_strdup_printf ("%s: example \"%s\" has %u step captions, its record has %u steps "
                         "(one per move, plus one for the final count)",
                         document->source, example->example_id, n_captions, n_steps);
      report (checker, mismatch);
    }

  /* Replaying once per language would say nothing new. */
  if (g_strcmp0 (document->language, "en") != 0)
    return;
  checker->result->n_examples++;
  if (!tt_rules_replay_check (record, &error))
    {
      message = g_strdup_printf ("%s: example \"%s\" (%s): %s", document->source,
                                 example->example_id, example->record, error->message);
      report (checker, message);
    }
}

static TtRulesDocument *
load_document (Checker    *checker,
               const char *game,
               const char *language)
{
  g_autofree char *name = g_strdup_printf ("%s.%s.json", game, language);
  g_autoptr(GFile) file = g_file_get_child (checker->root, name);
  g_autoptr(GError) error = NULL;
  TtRulesDocument *document;

  document = tt_rules_document_load_gfile (file, &error);
  if (document == NULL)
    {
      report (checker, error->message);
      return NULL;
    }
  checker->result->n_documents++;
  if (g_strcmp0 (document->language, language) != 0 || g_strcmp0 (document->game, game) != 0)
    {
      g_autofree char *message = g_strdup_printf ("%s: says it is \"%s\" in \"%s\", its name says \"%s\" in \"%s\"",
                                                  name, document->game, document->language, game, language);
      report (checker, message);
    }
  if (!tt_rules_document_check_links (document, &error))
    report (checker, error->message);
  return document;
}

/* Every card of the engine's data is in the catalogue with the engine's
 * count and, where the engine names it, the engine's name; the catalogue
 * holds nothing else. Reports every problem at once. */
static void
check_cards (Checker         *checker,
             TtRulesDocument *document)
{
  const TtRules *rules = tt_rules_lookup (document->game);
  g_autoptr(GPtrArray) engine_cards = rules && rules->list_cards ? rules->list_cards () : NULL;
  g_autoptr(GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);

  if (engine_cards == NULL)
    {
      if (document->cards->len > 0)
        {
          g_autofree char *message = g_strdup_printf ("%s: has %u cards, but the engine of \"%s\" has no card data",
                                                      document->source, document->cards->len, document->game);
          report (checker, message);
        }
      return;
    }
  for (guint i = 0; i < engine_cards->len; i++)
    {
      TtRulesGameCard *want = g_ptr_array_index (engine_cards, i);
      TtRulesCard *card = tt_rules_document_get_card (document, want->id);
      const char *name = g_strcmp0 (document->language, "ko") == 0 ? want->name_ko : want->name_en;
      g_autofree char *message = NULL;

      g_hash_table_add (known, want->id);
      if (card == NULL)
        message = g_strdup_printf ("%s: the catalogue has no card \"%s\"", document->source, want->id);
      else if (want->copies != 0 && card->copies != want->copies)
        message = g_strdup_printf ("%s: card \"%s\" says %u copies, the engine has %u",
                                   document->source, want->id, card->copies, want->copies);
      else if (name != NULL && g_strcmp0 (card->name, name) != 0)
        message = g_strdup_printf ("%s: card \"%s\" is called \"%s\", the card data says \"%s\"",
                                   document->source, want->id, card->name, name);
      if (message != NULL)
        report (checker, message);
    }
  for (guint i = 0; i < document->cards->len; i++)
    {
      TtRulesCard *card = g_ptr_array_index (document->cards, i);

      if (!g_hash_table_contains (known, card->id))
        {
          g_autofree char *message = g_strdup_printf ("%s: card \"%s\" is not in the engine's data",
                                                      document->source, card->id);
          report (checker, message);
        }
    }
  if (g_strcmp0 (document->language, "en") == 0)
    checker->result->n_cards += document->cards->len;
}

/* A name in "seats" that no example's seat has is a slip (a misspelt
 * record name), and the board would show the record's name after all. */
static void
check_seats (Checker         *checker,
             TtRulesDocument *document,
             GHashTable      *seat_names)
{
  GHashTableIter iter;
  gpointer name;

  g_hash_table_iter_init (&iter, document->seat_names);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!g_hash_table_contains (seat_names, name))
      {
        g_autofree char *message = g_strdup_printf ("%s: \"seats\" names \"%s\", but no example has a seat of that name",
                                                    document->source, (const char *) name);
        report (checker, message);
      }
}

static void
check_game (Checker    *checker,
            const char *game)
{
  g_auto(GStrv) languages = tt_rules_list_languages ();
  g_autoptr(TtRulesDocument) reference = load_document (checker, game, languages[0]);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autoptr(TtRulesDocument) other = i == 0 ? NULL : load_document (checker, game, languages[i]);
      TtRulesDocument *document = i == 0 ? reference : other;
      g_autoptr(GHashTable) seat_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr(GError) error = NULL;

      if (document == NULL)
        continue;
      if (reference != NULL && other != NULL
          && !tt_rules_documents_check_parity (reference, other, &error))
        report (checker, error->message);
      check_cards (checker, document);

      for (guint s = 0; s < document->all_sections->len; s++)
        {
          TtRulesSection *section = g_ptr_array_index (document->all_sections, s);

          for (guint b = 0; b < section->blocks->len; b++)
            {
              TtRulesBlock *block = g_ptr_array_index (section->blocks, b);

              if (block->kind == TT_RULES_BLOCK_EXAMPLE)
                check_example (checker, document, block, seat_names);
            }
        }
      check_seats (checker, document, seat_names);
    }
}

/* Checks one game's documents under `root`: each language loads, its links
 * resolve, it has the same shape as English, and every example has one
 * caption per step and replays to what the text promises. */
void
tt_rules_check_game (GFile        *root,
                     const char   *game,
                     TtRulesCheck *result)
{
  Checker checker = { root, result };

  if (result->problems == NULL)
    result->problems = g_ptr_array_new_with_free_func (g_free);
  check_game (&checker, game);
}

void
tt_rules_check_clear (TtRulesCheck *result)
{
  g_clear_pointer (&result->problems, g_ptr_array_unref);
  result->n_documents = 0;
  result->n_examples = 0;
  result->n_cards = 0;
}
