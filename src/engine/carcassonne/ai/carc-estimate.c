/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-estimate.c — each player's chance to win (TtRules.estimate) */
#include "config.h"

#include "carc-ai.h"
#include "carc-estimate.h"
#include "common/tt-estimate.h"
#include "common/tt-rng.h"

/* Points of worth that make e (2.7) times the chance, at the first tile and at the last. */
#define TEMPERATURE_START 35.0
#define TEMPERATURE_END    7.5

/* Budget units (about a millisecond each) a playout of a round costs,
 * and the most playouts an estimate plays. */
#define PLAYOUT_UNITS  4
#define PLAYOUTS_MAX   64
/* Hard's search iterations (one thread) a budget unit buys. */
#define HARD_ITERATIONS_PER_UNIT 4

/* The winners of a finished game share the win. */
static void
split_win (const CarcState *state,
           guint            n,
           double          *out)
{
  guint top = 0, n_top = 0;

  for (guint p = 0; p < n; p++)
    top = MAX (top, carc_state_get_score (state, p));
  for (guint p = 0; p < n; p++)
    n_top += carc_state_get_score (state, p) == top;
  for (guint p = 0; p < n; p++)
    out[p] = carc_state_get_score (state, p) == top ? 1.0 / n_top : 0.0;
}

static void
static_estimate (const CarcState *s,
                 double          *out)
{
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

/* The static estimate averaged over `n_playouts` rounds played by Normal
 * on decks sampled from `seed`. */
static gboolean
playout_estimate (const CarcState *s,
                  guint            n_playouts,
                  guint64          seed,
                  double          *out,
                  GCancellable    *cancellable,
                  GError         **error)
{
  guint n = carc_state_get_n_players (s);
  double end[TT_ESTIMATE_MAX_PLAYERS];
  CarcAiParams params;
  TtRng rng;

  tt_rng_init (&rng, seed * 0x9e3779b97f4a7c15ull + 0x5eed);
  carc_ai_params_init (&params, CARC_AI_NORMAL);
  for (guint p = 0; p < n; p++)
    out[p] = 0.0;
  for (guint i = 0; i < n_playouts; i++)
    {
      g_autoptr(CarcState) play = carc_state_copy (s);

      carc_state_shuffle_deck (play, &rng);
      for (guint ply = 0; ply < n && !carc_state_is_finished (play); ply++)
        {
          CarcMove move;

          params.seed = tt_rng_next (&rng);
          if (!carc_ai_choose_move (play, &params, cancellable, &move, NULL, error)
              || !carc_state_apply (play, &move, NULL, error))
            return FALSE;
        }
      static_estimate (play, end);
      for (guint p = 0; p < n; p++)
        out[p] += end[p] / n_playouts;
    }
  return TRUE;
}

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
  const CarcState *s = state;

  if (estimates_score != NULL)
    *estimates_score = FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (budget != NULL && budget->units > 0 && !carc_state_is_finished (s))
    return playout_estimate (s, CLAMP (budget->units / PLAYOUT_UNITS, 1, PLAYOUTS_MAX),
                             seed, out, cancellable, error);
  static_estimate (s, out);
  return TRUE;
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
