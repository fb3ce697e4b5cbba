/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-estimate.c — each player's chance to win (TtRules.estimate) */
#include "config.h"

#include "carc-ai.h"
#include "carc-estimate.h"
#include "common/tt-estimate.h"

/* Points of worth that make e (2.7) times the chance, at the first tile and at the last. */
#define TEMPERATURE_START 35.0
#define TEMPERATURE_END    7.5

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
  guint n = carc_state_get_n_players (s);
  double worth[TT_ESTIMATE_MAX_PLAYERS];
  double placed = carc_state_get_n_placed (s), left = carc_state_get_tiles_left (s);

  if (estimates_score != NULL)
    *estimates_score = FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (carc_state_is_finished (s))
    {
      split_win (s, n, out);
      return TRUE;
    }
  for (guint p = 0; p < n; p++)
    worth[p] = carc_ai_evaluate (s, p);
  tt_estimate_softmax (worth, n,
                       tt_estimate_temperature (TEMPERATURE_START, TEMPERATURE_END,
                                                placed / MAX (placed + left, 1.0)),
                       out);
  return TRUE;
}
