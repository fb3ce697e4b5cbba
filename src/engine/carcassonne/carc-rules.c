/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-rules.c — Carcassonne behind the TtRules table */
#include "config.h"

#include "carc-rules.h"
#include "carc-decisions.h"
#include "carcassonne/carc-state.h"
#include "carcassonne/ai/carc-ai.h"
#include "carcassonne/ai/carc-estimate.h"

static guint32
carc_rules_actors (gconstpointer state)
{
  if (carc_state_is_finished (state))
    return 0;
  return 1u << carc_state_get_current_player (state);
}

/* A record that stops early with "final_scoring": true asks for the
 * end-of-game count (spec/carcassonne-record.md). */
static void
carc_rules_replay_end (gpointer        state,
                       const TtRecord *record,
                       gpointer        events)
{
  if (tt_record_get_final_scoring (record))
    carc_state_finish (state, events);
}

static gpointer
carc_rules_events_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (CarcEvent));
}

static const char * const event_names[] = {
  [CARC_EVENT_TILE_PLACED] = "tile_placed",
  [CARC_EVENT_TILE_DISCARDED] = "tile_discarded",
  [CARC_EVENT_FIGURE_PLACED] = "figure_placed",
  [CARC_EVENT_FEATURE_SCORED] = "feature_scored",
  [CARC_EVENT_FIGURE_RETURNED] = "figure_returned",
  [CARC_EVENT_GAME_OVER] = "game_over",
};

static JsonObject *
event_to_json (const CarcState *state,
               const CarcEvent *event)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "type", event_names[event->type]);
  switch (event->type)
    {
    case CARC_EVENT_TILE_PLACED:
      json_object_set_int_member (object, "rotation", event->rotation * 90);
      G_GNUC_FALLTHROUGH;
    case CARC_EVENT_TILE_DISCARDED:
      json_object_set_int_member (object, "player", event->player);
      json_object_set_string_member (object, "tile", carc_state_get_tile_def (state, event->tile)->id);
      if (event->type == CARC_EVENT_TILE_PLACED)
        {
          json_object_set_int_member (object, "x", event->x);
          json_object_set_int_member (object, "y", event->y);
        }
      break;
    case CARC_EVENT_FIGURE_PLACED:
    case CARC_EVENT_FIGURE_RETURNED:
      json_object_set_int_member (object, "player", event->player);
      json_object_set_int_member (object, "x", event->x);
      json_object_set_int_member (object, "y", event->y);
      json_object_set_string_member (object, "place", carc_segment_to_string (event->segment));
      json_object_set_string_member (object, "role", carc_role_to_string (event->role));
      break;
    case CARC_EVENT_FEATURE_SCORED:
      {
        JsonArray *winners = json_array_new ();

        for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
          if (event->winners & (1u << p))
            json_array_add_int_element (winners, p);
        json_object_set_string_member (object, "category", carc_category_to_string (event->category));
        json_object_set_boolean_member (object, "end_of_game", event->phase == CARC_PHASE_END);
        json_object_set_int_member (object, "x", event->x);
        json_object_set_int_member (object, "y", event->y);
        json_object_set_int_member (object, "value", event->value);
        json_object_set_int_member (object, "points", event->points);
        json_object_set_array_member (object, "winners", winners);
        break;
      }
    case CARC_EVENT_GAME_OVER:
    default:
      break;
    }
  return object;
}

static void
carc_rules_events_to_json (gconstpointer state,
                           gpointer      events,
                           JsonArray    *out)
{
  GArray *array = events;

  for (guint i = 0; i < array->len; i++)
    json_array_add_object_element (out, event_to_json (state, &g_array_index (array, CarcEvent, i)));
}

static void
carc_rules_scores (gconstpointer state,
                   int          *scores)
{
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    scores[p] = (int) carc_state_get_score (state, p);
}

static JsonNode *
carc_rules_summary (gconstpointer   state,
                    const TtRecord *record)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; record != NULL && i < record->players->len; i++)
    g_ptr_array_add (names, ((TtRecordPlayer *) g_ptr_array_index (record->players, i))->name);
  g_ptr_array_add (names, NULL);
  return carc_state_summary_json (state, (const char * const *) names->pdata);
}

static JsonObject *
carc_rules_computer_move (gconstpointer  state,
                          guint          player,
                          const char    *level_name,
                          guint64        seed,
                          GCancellable  *cancellable,
                          GError       **error)
{
  /* Without a counted budget, the level's own search. */
  return carc_ai_computer_move_counted (state, player, level_name, seed, NULL, cancellable, error);
}

/* The table's hooks, each a function of its hook's exact type (the
 * compiler checks them: no casts). */

static gpointer
carc_rules_new_for_record (const TtRecord  *record,
                           gpointer         set,
                           GError         **error)
{
  return carc_state_new_for_record (record, set, error);
}

static gpointer
carc_rules_copy (gconstpointer state)
{
  return carc_state_copy (state);
}

static void
carc_rules_free (gpointer state)
{
  carc_state_free (state);
}

static guint
carc_rules_n_players (gconstpointer state)
{
  return carc_state_get_n_players (state);
}

static gboolean
carc_rules_is_finished (gconstpointer state)
{
  return carc_state_is_finished (state);
}

static guint
carc_rules_legal_moves (gconstpointer  state,
                        GArray        *moves)
{
  return carc_state_legal_moves (state, moves);
}

static gboolean
carc_rules_move_from_json (gconstpointer   state,
                           JsonObject     *object,
                           gpointer        move,
                           GError        **error)
{
  return carc_move_from_json (state, object, move, error);
}

static JsonObject *
carc_rules_move_to_json (gconstpointer state,
                         gconstpointer move)
{
  return carc_move_to_json (state, move);
}

static gboolean
carc_rules_apply (gpointer   state,
                  gpointer   move,
                  gpointer   events,
                  GError   **error)
{
  return carc_state_apply (state, move, events, error);
}

static void
carc_rules_events_free (gpointer events)
{
  g_array_unref (events);
}

static gpointer
carc_rules_view (gconstpointer state,
                 guint         player)
{
  return carc_state_view (state, player);
}

/* The colours of the game's figures. */
static const char * const carc_colors[] = { "red", "blue", "green", "yellow", "black", NULL };

const TtRules carc_rules = {
  .id = "carcassonne",
  .min_players = CARC_MIN_PLAYERS,
  .max_players = CARC_MAX_PLAYERS,
  .move_size = sizeof (CarcMove),
  .levels = tt_level_ids,
  .colors = carc_colors,
  .new_for_record = carc_rules_new_for_record,
  .copy = carc_rules_copy,
  .free = carc_rules_free,
  .n_players = carc_rules_n_players,
  .actors = carc_rules_actors,
  .is_finished = carc_rules_is_finished,
  .legal_moves = carc_rules_legal_moves,
  .move_from_json = carc_rules_move_from_json,
  .move_to_json = carc_rules_move_to_json,
  .apply = carc_rules_apply,
  .replay_end = carc_rules_replay_end,
  .events_new = carc_rules_events_new,
  .events_free = carc_rules_events_free,
  .events_to_json = carc_rules_events_to_json,
  .scores = carc_rules_scores,
  .summary = carc_rules_summary,
  .view = carc_rules_view,
  .computer_move = carc_rules_computer_move,
  .computer_move_counted = carc_ai_computer_move_counted,
  .decisions = carc_decisions,
  .estimate = carc_ai_estimate,
};
