/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-rules.c — Catan behind the TtRules table */
#include "config.h"

#include "catan-rules.h"
#include "ai/catan-ai.h"
#include "ai/catan-estimate.h"
#include "catan-record.h"
#include "catan-decisions.h"

static gpointer
catan_rules_new_for_record (const TtRecord *record,
                            gpointer        board,
                            GError        **error)
{
  g_autoptr(GError) local = NULL;
  CatanOptions options;
  CatanState *state;

  if (board == NULL)
    return catan_state_new_for_record (record, error);
  if (!catan_options_from_record (record, &options, error))
    return NULL;
  state = catan_state_new (board, &options, record->seed, &local);
  if (state == NULL)
    g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_FORMAT, "%s: %s",
                 record->source, local->message);
  return state;
}

static guint
catan_rules_n_players (gconstpointer state)
{
  return ((const CatanState *) state)->options.n_players;
}

/* Whoever has a legal action: during discards and offers, several. */
static guint32
catan_rules_actors (gconstpointer state)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  guint32 actors = 0;

  catan_state_legal_moves (state, moves);
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, CatanAction, i).player >= 0)
      actors |= 1u << g_array_index (moves, CatanAction, i).player;
  return actors;
}

static gboolean
catan_rules_move_from_json (gconstpointer   state,
                            JsonObject     *object,
                            gpointer        move,
                            GError        **error)
{
  return catan_move_from_json (state, object, "", "", move, error);
}

static gpointer
catan_rules_events_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (CatanEvent));
}

static const char * const event_names[] = {
  "rolled", "produced", "shortage", "discarded", "robber_moved", "stole", "built",
  "dev_bought", "dev_played", "traded", "monopoly", "longest_road", "largest_army",
  "turn", "won", "barbarians", "attack", "pillaged", "progress_drawn",
  "progress_played", "metropolis",
};

static JsonObject *
event_to_json (const CatanEvent *event)
{
  JsonObject *object = json_object_new ();
  JsonObject *cards = NULL;

  json_object_set_string_member (object, "type",
                                 event->type < G_N_ELEMENTS (event_names) ? event_names[event->type] : "unknown");
  if (event->player >= 0)
    json_object_set_int_member (object, "player", event->player);
  if (event->other >= 0)
    json_object_set_int_member (object, "other", event->other);
  json_object_set_int_member (object, "a", event->a);
  json_object_set_int_member (object, "b", event->b);
  for (int c = 0; c < CATAN_N_CARDS; c++)
    if (event->cards[c] != 0)
      {
        if (cards == NULL)
          cards = json_object_new ();
        json_object_set_int_member (cards, catan_card_name (c), event->cards[c]);
      }
  if (cards != NULL)
    json_object_set_object_member (object, "cards", cards);
  return object;
}

static void
catan_rules_events_to_json (gconstpointer state,
                            gpointer      events,
                            JsonArray    *out)
{
  GArray *array = events;

  for (guint i = 0; i < array->len; i++)
    json_array_add_object_element (out, event_to_json (&g_array_index (array, CatanEvent, i)));
}

static void
catan_rules_scores (gconstpointer state,
                    int          *scores)
{
  for (guint p = 0; p < catan_rules_n_players (state); p++)
    scores[p] = catan_state_vp (state, (int) p, TRUE);
}

/* `state` is `player`'s own view: TtGame hands a computer only that. */
static JsonObject *
catan_rules_computer_move (gconstpointer  state,
                           guint          player,
                           const char    *level_name,
                           guint64        seed,
                           GCancellable  *cancellable,
                           GError       **error)
{
  CatanAiLevel level;
  CatanAiParams params;
  CatanAction action;

  if (!catan_ai_level_from_string (level_name, &level))
    {
      g_set_error (error, CATAN_STATE_ERROR, CATAN_ERROR_INVALID, "no computer level \"%s\"", level_name);
      return NULL;
    }
  catan_ai_params_init (&params, level);
  params.seed = seed;
  params.normal_rollouts = CATAN_AI_NORMAL_ROLLOUTS;
  if (!catan_ai_choose (state, (int) player, &params, cancellable, &action, NULL, error))
    return NULL;
  return catan_move_to_json (state, &action);
}

/* Both decks hold a "road_building": the deck names the kind. */
static GPtrArray *
catan_rules_list_cards (void)
{
  GPtrArray *cards = tt_rules_game_cards_new ();

  for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
    {
      g_autofree char *id = g_strconcat ("development.", catan_dev_card_name (k), NULL);

      tt_rules_game_cards_add (cards, id, NULL, NULL, catan_dev_card_copies (k));
    }
  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    {
      g_autofree char *id = g_strconcat ("progress.", catan_progress_name (k), NULL);

      tt_rules_game_cards_add (cards, id, NULL, NULL, catan_progress_copies (k));
    }
  return cards;
}

/* The table's hooks, each a function of its hook's exact type (the
 * compiler checks them: no casts). */

static guint
catan_rules_decisions (gconstpointer    state,
                       gconstpointer    move,
                       int             *player,
                       TtRulesDecision *out)
{
  return catan_decisions (state, move, player, out);
}

static gpointer
catan_rules_copy (gconstpointer state)
{
  return catan_state_copy (state);
}

static void
catan_rules_copy_into (gpointer      dest,
                       gconstpointer src)
{
  catan_state_copy_into (dest, src);
}

static void
catan_rules_free (gpointer state)
{
  catan_state_free (state);
}

static gboolean
catan_rules_is_finished (gconstpointer state)
{
  return catan_state_is_finished (state);
}

static guint
catan_rules_legal_moves (gconstpointer  state,
                         GArray        *moves)
{
  return catan_state_legal_moves (state, moves);
}

static JsonObject *
catan_rules_move_to_json (gconstpointer state,
                          gconstpointer move)
{
  return catan_move_to_json (state, move);
}

static gboolean
catan_rules_apply (gpointer   state,
                   gpointer   move,
                   gpointer   events,
                   GError   **error)
{
  return catan_state_apply (state, move, events, error);
}

static void
catan_rules_events_free (gpointer events)
{
  g_array_unref (events);
}

static JsonNode *
catan_rules_summary (gconstpointer   state,
                     const TtRecord *record)
{
  return catan_state_summary_json (state, record);
}

static gpointer
catan_rules_view (gconstpointer state,
                  guint         player)
{
  return catan_state_view (state, player);
}

/* The colours of the game's figures. */
static const char * const catan_colors[] = { "red", "blue", "white", "orange", NULL };

const TtRules catan_rules = {
  .id = "catan",
  .min_players = 3,
  .max_players = CATAN_MAX_PLAYERS,
  .move_size = sizeof (CatanAction),
  .levels = tt_level_ids,
  .colors = catan_colors,
  .new_for_record = catan_rules_new_for_record,
  .copy = catan_rules_copy,
  .copy_into = catan_rules_copy_into,
  .free = catan_rules_free,
  .n_players = catan_rules_n_players,
  .actors = catan_rules_actors,
  .is_finished = catan_rules_is_finished,
  .legal_moves = catan_rules_legal_moves,
  .move_from_json = catan_rules_move_from_json,
  .move_to_json = catan_rules_move_to_json,
  .apply = catan_rules_apply,
  .events_new = catan_rules_events_new,
  .events_free = catan_rules_events_free,
  .events_to_json = catan_rules_events_to_json,
  .scores = catan_rules_scores,
  .summary = catan_rules_summary,
  .view = catan_rules_view,
  .list_cards = catan_rules_list_cards,
  .computer_move = catan_rules_computer_move,
  .computer_move_counted = catan_ai_computer_move_counted,
  .decisions = catan_rules_decisions,
  .estimate = catan_ai_estimate,
};
