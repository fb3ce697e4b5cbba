/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-estimate.c — each player's chance to win (TtRules.estimate) */
#include "config.h"

#include "catan-ai.h"
#include "catan-estimate.h"
#include "catan/catan-record.h"
#include "catan/catan-rules.h"
#include "common/tt-estimate.h"

/* Worth (100 a point) that makes e (2.7) times the chance, at the start
 * and when the leader is one point from winning. */
#define TEMPERATURE_START 360.0
#define TEMPERATURE_END   160.0

/* Budget units (about a millisecond each) a playout of a round costs,
 * the most playouts an estimate plays, and the most actions in one. */
#define PLAYOUT_UNITS    10
#define PLAYOUTS_MAX     32
#define PLAYOUT_ACTIONS 400
/* Budget units one of Hard's samples costs. */
#define HARD_UNITS_PER_SAMPLE 4

static void
static_estimate (gconstpointer state,
                 double       *out)
{
  const CatanState *s = state;
  int n = s->options.n_players, top = 0;
  double worth[TT_ESTIMATE_MAX_PLAYERS];

  if (s->winner >= 0)
    {
      for (int p = 0; p < n; p++)
        out[p] = p == s->winner ? 1.0 : 0.0;
      return;
    }
  for (int p = 0; p < n; p++)
    {
      worth[p] = catan_ai_public_worth (s, p);
      top = MAX (top, catan_state_vp (s, p, FALSE));
    }
  tt_estimate_softmax (worth, (guint) n,
                       tt_estimate_temperature (TEMPERATURE_START, TEMPERATURE_END,
                                                (double) top / MAX (s->options.vp_to_win - 1, 1)),
                       out);
}

/* Plays a sample of what `player` cannot see in `state` with Normal for
 * everybody until every player has had a turn or the game is over. */
static gboolean
play_round (gpointer       state,
            guint          player,
            TtRng         *rng,
            GCancellable  *cancellable,
            GError       **error)
{
  CatanState *s = state;
  int n = s->options.n_players, turns = 0, current;
  CatanAiParams params;

  catan_ai_sample_view (s, (int) player, rng);
  current = s->current;
  catan_ai_params_init (&params, CATAN_AI_NORMAL);
  for (guint i = 0; i < PLAYOUT_ACTIONS && turns < n; i++)
    {
      int seat = catan_ai_seat_to_act (s);
      CatanAction action;

      if (seat < 0)
        break;
      params.seed = tt_rng_next (rng);
      if (!catan_ai_choose (s, seat, &params, cancellable, &action, NULL, error)
          || !catan_state_apply (s, &action, NULL, error))
        return FALSE;
      if (s->current != current)
        {
          turns++;
          current = s->current;
        }
    }
  return TRUE;
}

/* A game ended at the turn cap has no winner: it is still estimated. */
static gboolean
has_winner (gconstpointer state)
{
  return ((const CatanState *) state)->winner >= 0;
}

static const TtEstimator estimator = {
  .rules = &catan_rules,
  .units_per_playout = PLAYOUT_UNITS,
  .max_playouts = PLAYOUTS_MAX,
  .is_decided = has_winner,
  .evaluate = static_estimate,
  .play_round = play_round,
};

gboolean
catan_ai_estimate (gconstpointer    state,
                   guint            player,
                   const char      *level,
                   guint64          seed,
                   const TtBudget  *budget,
                   double          *out,
                   gboolean        *estimates_score,
                   GCancellable    *cancellable,
                   GError         **error)
{
  return tt_estimate_run (&estimator, state, player, seed, budget, out, estimates_score, cancellable, error);
}

JsonObject *
catan_ai_computer_move_counted (gconstpointer   state,
                                guint           player,
                                const char     *level_name,
                                guint64         seed,
                                const TtBudget *budget,
                                GCancellable   *cancellable,
                                GError        **error)
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
  /* A seat's Normal looks ahead (the estimates' own playouts do not). */
  params.normal_rollouts = CATAN_AI_NORMAL_ROLLOUTS;
  if (budget != NULL && budget->units > 0)
    {
      /* Stopped by the count alone, never by the clock. */
      params.budget_ms = G_MAXINT32;
      params.max_iterations = MAX (budget->units / HARD_UNITS_PER_SAMPLE, 1);
    }
  if (!catan_ai_choose (state, (int) player, &params, cancellable, &action, NULL, error))
    return NULL;
  return catan_move_to_json (state, &action);
}
