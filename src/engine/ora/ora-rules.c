/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-rules.c — Ora et Labora behind the TtRules table */
#include "config.h"

#include "ora-rules.h"
#include "ai/ora-ai.h"
#include "ai/ora-estimate.h"
#include "ora/ora-record.h"
#include "ora/ora-decisions.h"

static gpointer
ora_rules_new_for_record (const TtRecord *record,
                          gpointer        set,
                          GError        **error)
{
  g_autoptr(OraCardSet) bundled = NULL;

  /* A record that carries its own card set plays with it. */
  if (set == NULL)
    set = bundled = ora_cardset_from_record (record, error);
  if (set == NULL)
    return NULL;
  return ora_state_new_for_record (record, set, error);
}

static guint
ora_rules_n_players (gconstpointer state)
{
  return (guint) ((const OraState *) state)->n_players;
}

static guint32
ora_rules_actors (gconstpointer state)
{
  if (ora_state_is_finished (state))
    return 0;
  return 1u << ora_state_get_current_player (state);
}

static gpointer
ora_rules_events_new (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

static void
ora_rules_events_to_json (gconstpointer state,
                          gpointer      events,
                          JsonArray    *out)
{
  GPtrArray *texts = events;

  for (guint i = 0; i < texts->len; i++)
    {
      JsonObject *object = json_object_new ();

      json_object_set_string_member (object, "type", "note");
      json_object_set_string_member (object, "text", g_ptr_array_index (texts, i));
      json_array_add_object_element (out, object);
    }
}

static void
ora_rules_scores (gconstpointer state,
                  int          *scores)
{
  for (guint p = 0; p < ora_rules_n_players (state); p++)
    scores[p] = ora_state_score (state, (int) p).total;
}

static JsonNode *
ora_rules_summary (gconstpointer   state,
                   const TtRecord *record)
{
  return ora_state_summary_json (state);
}

static JsonObject *
ora_rules_computer_move (gconstpointer  state,
                         guint          player,
                         const char    *level_name,
                         guint64        seed,
                         GCancellable  *cancellable,
                         GError       **error)
{
  OraAiLevel level;
  OraAiParams params;
  OraAction action;

  if (!ora_ai_level_from_string (level_name, &level))
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "no computer level \"%s\"", level_name);
      return NULL;
    }
  ora_ai_params_init (&params, level);
  params.seed = seed;
  if (!ora_ai_choose (state, (int) player, &params, cancellable, &action, NULL, error))
    return NULL;
  return ora_move_to_json (state, &action);
}

static GPtrArray *
ora_rules_list_cards (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  GPtrArray *cards = tt_rules_game_cards_new ();

  for (int i = 0; i < set->n_cards; i++)
    tt_rules_game_cards_add (cards, set->cards[i].id, set->cards[i].name_en, set->cards[i].name_ko, 0);
  return cards;
}

/* The table's hooks, each a function of its hook's exact type (the
 * compiler checks them: no casts). */

static gpointer
ora_rules_copy (gconstpointer state)
{
  return ora_state_copy (state);
}

static void
ora_rules_copy_into (gpointer      dest,
                     gconstpointer src)
{
  ora_state_copy_into (dest, src);
}

static void
ora_rules_free (gpointer state)
{
  ora_state_free (state);
}

static gboolean
ora_rules_is_finished (gconstpointer state)
{
  return ora_state_is_finished (state);
}

static guint
ora_rules_legal_moves (gconstpointer  state,
                       GArray        *moves)
{
  return ora_state_legal_moves (state, moves);
}

static gboolean
ora_rules_move_from_json (gconstpointer   state,
                          JsonObject     *object,
                          gpointer        move,
                          GError        **error)
{
  return ora_move_from_json (state, object, move, error);
}

static JsonObject *
ora_rules_move_to_json (gconstpointer state,
                        gconstpointer move)
{
  return ora_move_to_json (state, move);
}

static gboolean
ora_rules_apply (gpointer   state,
                 gpointer   move,
                 gpointer   events,
                 GError   **error)
{
  return ora_state_apply (state, move, events, error);
}

static void
ora_rules_events_free (gpointer events)
{
  g_ptr_array_unref (events);
}

/* The colours of the game's figures. */
static const char * const ora_colors[] = { "red", "blue", "green", "white", NULL };

const TtRules ora_rules = {
  .id = "ora",
  .min_players = 1,
  .max_players = ORA_MAX_PLAYERS,
  .move_size = sizeof (OraAction),
  .levels = tt_level_ids,
  .colors = ora_colors,
  .new_for_record = ora_rules_new_for_record,
  .copy = ora_rules_copy,
  .copy_into = ora_rules_copy_into,
  .free = ora_rules_free,
  .n_players = ora_rules_n_players,
  .actors = ora_rules_actors,
  .is_finished = ora_rules_is_finished,
  .legal_moves = ora_rules_legal_moves,
  .move_from_json = ora_rules_move_from_json,
  .move_to_json = ora_rules_move_to_json,
  .apply = ora_rules_apply,
  .events_new = ora_rules_events_new,
  .events_free = ora_rules_events_free,
  .events_to_json = ora_rules_events_to_json,
  .scores = ora_rules_scores,
  .summary = ora_rules_summary,
  .list_cards = ora_rules_list_cards,
  .computer_move = ora_rules_computer_move,
  .computer_move_counted = ora_ai_computer_move_counted,
  .computer_move_remembering = ora_ai_computer_move_remembering,
  .decisions = ora_decisions,
  .estimate = ora_ai_estimate,
};
