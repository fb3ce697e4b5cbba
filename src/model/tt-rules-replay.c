/* tt-rules-replay.c — replay rules examples and compare with the text */
#include "config.h"

#include <string.h>

#include "carcassonne/carc-state.h"
#include "tt-rules-document.h"
#include "tt-rules-replay.h"

gboolean
tt_rules_replay_ends_with_count (const TtRecord *record)
{
  return tt_record_get_final_scoring (record);
}

/* One step per move, and one more for the end-of-game count when the
 * record ends with it, so the browser can show that count separately. */
guint
tt_rules_replay_count_steps (const TtRecord *record)
{
  return tt_record_get_n_moves (record) + (tt_rules_replay_ends_with_count (record) ? 1 : 0);
}

/* The position after `step` steps (step 0: before the first move; the
 * extra last step runs the end-of-game count), with the events of that
 * step alone in `events`, so the browser can show what it scored. */
CarcState *
tt_rules_replay_carcassonne_step (const TtRecord  *record,
                                  guint            step,
                                  GArray          *events,
                                  GError         **error)
{
  guint n_moves = tt_record_get_n_moves (record);
  gboolean is_move = step > 0 && step <= n_moves;
  g_autoptr(CarcState) state = NULL;

  g_return_val_if_fail (step <= tt_rules_replay_count_steps (record), NULL);

  g_array_set_size (events, 0);
  state = carc_state_replay (record, NULL, is_move ? step - 1 : MIN (step, n_moves), NULL, error);
  if (state == NULL)
    return NULL;

  if (is_move)
    {
      CarcMove move;

      if (!carc_move_from_json (state, tt_record_get_move (record, step - 1), &move, error)
          || !carc_state_apply (state, &move, events, error))
        return NULL;
    }
  else if (step > n_moves)
    carc_state_finish (state, events);

  return g_steal_pointer (&state);
}

static GStrv
player_names (const TtRecord *record)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  for (guint i = 0; i < record->players->len; i++)
    {
      TtRecordPlayer *player = g_ptr_array_index (record->players, i);
      g_strv_builder_add (names, player->name);
    }
  return g_strv_builder_end (names);
}

JsonNode *
tt_rules_replay_summary (const TtRecord  *record,
                         GError         **error)
{
  if (g_strcmp0 (record->game, "carcassonne") == 0)
    {
      g_autoptr(CarcState) state = carc_state_replay (record, NULL, G_MAXUINT, NULL, error);
      g_auto(GStrv) names = NULL;

      if (state == NULL)
        return NULL;
      names = player_names (record);
      return carc_state_summary_json (state, (const char * const *) names);
    }

  g_set_error (error, TT_RULES_ERROR, TT_RULES_ERROR_EXAMPLE,
               "examples of \"%s\" cannot be replayed yet", record->game);
  return NULL;
}

/* Every member of `expected` must equal the same member of `actual`;
 * nested objects are compared member by member, so an expectation may
 * name only the players that matter. */
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
               TtRulesBlock    *example)
{
  g_autoptr(GFile) file = tt_rules_example_get_file (checker->root, example);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;
  g_autofree char *message = NULL;
  guint n_captions = g_strv_length (example->steps);
  guint n_steps;

  record = tt_record_load_gfile (file, NULL, &error);
  if (record == NULL || !tt_record_expect_game (record, document->game, &error))
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
      g_autoptr(GError) error = NULL;

      if (document == NULL)
        continue;
      if (reference != NULL && other != NULL
          && !tt_rules_documents_check_parity (reference, other, &error))
        report (checker, error->message);

      for (guint s = 0; s < document->all_sections->len; s++)
        {
          TtRulesSection *section = g_ptr_array_index (document->all_sections, s);

          for (guint b = 0; b < section->blocks->len; b++)
            {
              TtRulesBlock *block = g_ptr_array_index (section->blocks, b);

              if (block->kind == TT_RULES_BLOCK_EXAMPLE)
                check_example (checker, document, block);
            }
        }
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
}
