/* tt-rules-replay.c — replay rules examples and compare with the text */
#include "config.h"

#include "carcassonne/carc-state.h"
#include "tt-rules-document.h"
#include "tt-rules-replay.h"

gboolean
tt_rules_replay_ends_with_count (const TtRecord *record)
{
  return json_object_get_boolean_member_with_default (record->root, "final_scoring", FALSE);
}

/* One step per move, and one more for the end-of-game count when the
 * record ends with it, so the browser can show that count separately. */
guint
tt_rules_replay_count_steps (const TtRecord *record)
{
  return tt_record_get_n_moves (record) + (tt_rules_replay_ends_with_count (record) ? 1 : 0);
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
