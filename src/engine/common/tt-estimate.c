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
