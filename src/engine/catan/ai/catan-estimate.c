/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-estimate.c — each player's chance to win (TtRules.estimate) */
#include "config.h"

#include "catan-ai.h"
#include "catan-estimate.h"
#include "common/tt-estimate.h"

/* Worth (100 a point) that makes e (2.7) times the chance, at the start
 * and when the leader is one point from winning. */
#define TEMPERATURE_START 360.0
#define TEMPERATURE_END   160.0

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
  const CatanState *s = state;
  int n = s->options.n_players, top = 0;
  double worth[TT_ESTIMATE_MAX_PLAYERS];

  if (estimates_score != NULL)
    *estimates_score = FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (s->winner >= 0)
    {
      for (int p = 0; p < n; p++)
        out[p] = p == s->winner ? 1.0 : 0.0;
      return TRUE;
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
  return TRUE;
}
