/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-estimate.c — turning the computers' evaluations into chances to win */
#include "config.h"

#include <math.h>

#include "tt-estimate.h"

void
tt_estimate_softmax (const double *worth,
                     guint         n,
                     double        temperature,
                     double       *out)
{
  double top = -G_MAXDOUBLE, sum = 0;

  g_return_if_fail (temperature > 0);
  for (guint p = 0; p < n; p++)
    top = MAX (top, worth[p]);
  /* Shifted by the largest so that exp never overflows. */
  for (guint p = 0; p < n; p++)
    {
      out[p] = exp ((worth[p] - top) / temperature);
      sum += out[p];
    }
  for (guint p = 0; p < n; p++)
    out[p] /= sum;
}

double
tt_estimate_temperature (double start,
                         double end,
                         double progress)
{
  progress = CLAMP (progress, 0.0, 1.0);
  return start + (end - start) * progress;
}

void
tt_estimate_split_win (const double *scores,
                       guint         n,
                       double       *out)
{
  double top = -G_MAXDOUBLE;
  guint n_top = 0;

  for (guint p = 0; p < n; p++)
    top = MAX (top, scores[p]);
  for (guint p = 0; p < n; p++)
    n_top += scores[p] == top;
  for (guint p = 0; p < n; p++)
    out[p] = scores[p] == top ? 1.0 / n_top : 0.0;
}

/* The static estimate averaged over `n_playouts` rounds from `seed`. */
static gboolean
playout_estimate (const TtEstimator *estimator,
                  gconstpointer      state,
                  guint              player,
                  guint              n_playouts,
                  guint64            seed,
                  double            *out,
                  GCancellable      *cancellable,
                  GError           **error)
{
  guint n = estimator->rules->n_players (state);
  double end[TT_ESTIMATE_MAX_PLAYERS];
  TtRng rng;

  tt_rng_init (&rng, seed * 0x9e3779b97f4a7c15ull + 0x5eed);
  for (guint p = 0; p < n; p++)
    out[p] = 0.0;
  for (guint i = 0; i < n_playouts; i++)
    {
      gpointer play = estimator->rules->copy (state);
      gboolean played = estimator->play_round (play, player, &rng, cancellable, error);

      if (played)
        estimator->evaluate (play, end);
      estimator->rules->free (play);
      if (!played)
        return FALSE;
      for (guint p = 0; p < n; p++)
        out[p] += end[p] / n_playouts;
    }
  return TRUE;
}

gboolean
tt_estimate_run (const TtEstimator *estimator,
                 gconstpointer      state,
                 guint              player,
                 guint64            seed,
                 const TtBudget    *budget,
                 double            *out,
                 gboolean          *estimates_score,
                 GCancellable      *cancellable,
                 GError           **error)
{
  gboolean decided = estimator->is_decided ? estimator->is_decided (state)
                                           : estimator->rules->is_finished (state);

  if (estimates_score != NULL)
    *estimates_score = FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (budget != NULL && budget->units > 0 && !decided)
    return playout_estimate (estimator, state, player,
                             CLAMP (budget->units / estimator->units_per_playout, 1, estimator->max_playouts),
                             seed, out, cancellable, error);
  estimator->evaluate (state, out);
  return TRUE;
}
