/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-estimate.c — each player's standing (TtRules.estimate) */
#include "config.h"

#include "ora-ai.h"
#include "ora-estimate.h"
#include "common/tt-estimate.h"

/* Points of worth that make e (2.7) times the chance, at the first round and at the last. */
#define TEMPERATURE_START 30.0
#define TEMPERATURE_END   13.0

/* Hard's rollouts a budget unit buys. */
#define HARD_ROLLOUTS_PER_UNIT 1

/* How far the game is: rounds played of those the mode has (two-player
 * games have no fixed count and end around round 32). */
static double
progress (const OraState *s)
{
  int rounds = s->set->modes[s->mode_id].rounds;

  if (rounds <= 0)
    rounds = 32;
  return CLAMP ((double) (s->round - 1) / rounds, 0.0, 1.0);
}

/* Solo holds no chance: the final score Normal reaches from here,
 * played out to the end (a few hundredths of a second), is the expected
 * one; the solo evaluation alone was fitted to rank moves, not to
 * foretell the count (it read 60 early in games that ended near 245). */
#define PLAYOUT_MAX_ACTIONS 4000

static gboolean
solo_playout (const OraState *state,
              int             player,
              guint64         seed,
              double         *score,
              GCancellable   *cancellable,
              GError        **error)
{
  g_autoptr(OraState) s = ora_state_copy (state);
  OraAiParams params;

  ora_ai_params_init (&params, ORA_AI_NORMAL);
  params.seed = seed;
  for (guint i = 0; i < PLAYOUT_MAX_ACTIONS && !ora_state_is_finished (s); i++)
    {
      OraAction action;
      int mover = ora_state_get_current_player (s);

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (mover < 0 || !ora_ai_choose (s, mover, &params, NULL, &action, NULL, error)
          || !ora_state_apply (s, &action, NULL, error))
        return FALSE;
    }
  *score = ora_state_score (s, player).total;
  return TRUE;
}

static void
split_win (const OraState *s,
           double         *out)
{
  double scores[TT_ESTIMATE_MAX_PLAYERS];

  for (int p = 0; p < s->n_players; p++)
    scores[p] = ora_state_score (s, p).total;
  tt_estimate_split_win (scores, (guint) s->n_players, out);
}

static void
static_estimate (const OraState *s,
                 double         *out)
{
  double worth[TT_ESTIMATE_MAX_PLAYERS];

  if (s->stage == ORA_STAGE_OVER)
    {
      split_win (s, out);
      return;
    }
  for (int p = 0; p < s->n_players; p++)
    worth[p] = ora_ai_evaluate (s, p);
  tt_estimate_softmax (worth, (guint) s->n_players,
                       tt_estimate_temperature (TEMPERATURE_START, TEMPERATURE_END, progress (s)),
                       out);
}

gboolean
ora_ai_estimate (gconstpointer    state,
                 guint            player,
                 const char      *level,
                 guint64          seed,
                 const TtBudget  *budget,
                 double          *out,
                 gboolean        *estimates_score,
                 GCancellable    *cancellable,
                 GError         **error)
{
  const OraState *s = state;
  gboolean solo = s->neutral >= 0;

  if (estimates_score != NULL)
    *estimates_score = solo;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (solo)
    {
      for (int p = 0; p < s->n_players; p++)
        out[p] = ora_state_score (s, p).total;
      if (s->stage == ORA_STAGE_OVER)
        return TRUE;
      return solo_playout (s, (int) player, seed, &out[player], cancellable, error);
    }
  static_estimate (s, out);
  return TRUE;
}

JsonObject *
ora_ai_computer_move_counted (gconstpointer   state,
                              guint           player,
                              const char     *level_name,
                              guint64         seed,
                              const TtBudget *budget,
                              GCancellable   *cancellable,
                              GError        **error)
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
  if (budget != NULL && budget->units > 0)
    {
      /* Stopped by the count alone, never by the clock. */
      params.budget_ms = G_MAXINT32;
      params.cpu_budget = TRUE;
      params.max_iterations = MAX (budget->units * HARD_ROLLOUTS_PER_UNIT, 2);
    }
  if (!ora_ai_choose (state, (int) player, &params, cancellable, &action, NULL, error))
    return NULL;
  return ora_move_to_json (state, &action);
}
