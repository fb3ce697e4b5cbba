/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-estimate.c — each player's chance to win (TtRules.estimate) */
#include "config.h"

#include "carc-ai.h"
#include "carc-estimate.h"
#include "carcassonne/carc-rules.h"
#include "common/tt-estimate.h"

/* Points of worth that make e (2.7) times the chance, at the first tile and at the last. */
#define TEMPERATURE_START 35.0
#define TEMPERATURE_END    7.5

/* Budget units (about a millisecond each) a playout of a round costs,
 * and the most playouts an estimate plays. */
#define PLAYOUT_UNITS  4
#define PLAYOUTS_MAX   64
/* Hard's search iterations (one thread) a budget unit buys. */
#define HARD_ITERATIONS_PER_UNIT 4

static void
split_win (const CarcState *state,
           guint            n,
           double          *out)
{
  double scores[TT_ESTIMATE_MAX_PLAYERS];

  for (guint p = 0; p < n; p++)
    scores[p] = carc_state_get_score (state, p);
  tt_estimate_split_win (scores, n, out);
}

static void
static_estimate (gconstpointer state,
                 double       *out)
{
  const CarcState *s = state;
  guint n = carc_state_get_n_players (s);
  double worth[TT_ESTIMATE_MAX_PLAYERS];
  double placed = carc_state_get_n_placed (s), left = carc_state_get_tiles_left (s);

  if (carc_state_is_finished (s))
    {
      split_win (s, n, out);
      return;
    }
  for (guint p = 0; p < n; p++)
    worth[p] = carc_ai_evaluate (s, p);
  tt_estimate_softmax (worth, n,
                       tt_estimate_temperature (TEMPERATURE_START, TEMPERATURE_END,
                                                placed / MAX (placed + left, 1.0)),
                       out);
}

/* A round played by Normal on the deck reshuffled from `rng`. */
static gboolean
play_round (gpointer       state,
            guint          player,
            TtRng         *rng,
            GCancellable  *cancellable,
            GError       **error)
{
  CarcState *play = state;
  guint n = carc_state_get_n_players (play);
  CarcAiParams params;

  carc_ai_params_init (&params, CARC_AI_NORMAL);
  carc_state_shuffle_deck (play, rng);
  for (guint ply = 0; ply < n && !carc_state_is_finished (play); ply++)
    {
      CarcMove move;

      params.seed = tt_rng_next (rng);
      if (!carc_ai_choose_move (play, &params, cancellable, &move, NULL, error)
          || !carc_state_apply (play, &move, NULL, error))
        return FALSE;
    }
  return TRUE;
}

static const TtEstimator estimator = {
  .rules = &carc_rules,
  .units_per_playout = PLAYOUT_UNITS,
  .max_playouts = PLAYOUTS_MAX,
  .evaluate = static_estimate,
  .play_round = play_round,
};

gboolean
carc_ai_estimate (gconstpointer    state,
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
carc_ai_computer_move_counted (gconstpointer   state,
                               guint           player,
                               const char     *level_name,
                               guint64         seed,
                               const TtBudget *budget,
                               GCancellable   *cancellable,
                               GError        **error)
{
  CarcAiLevel level;
  CarcAiParams params;
  CarcMove move;

  if (!carc_ai_level_from_string (level_name, &level))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP, "no computer level \"%s\"", level_name);
      return NULL;
    }
  carc_ai_params_init (&params, level);
  params.seed = seed;
  if (budget != NULL && budget->units > 0)
    {
      /* One thread, stopped by its count alone: no clock, no thread
       * scheduling in the answer. */
      params.threads = 1;
      params.budget_ms = G_MAXINT32;
      params.cpu_budget = TRUE;
      params.max_iterations = budget->units * HARD_ITERATIONS_PER_UNIT;
    }
  if (!carc_ai_choose_move (state, &params, cancellable, &move, NULL, error))
    return NULL;
  return carc_move_to_json (state, &move);
}
