/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-budget.c — a computer player's time budget */
#include "config.h"

#include <time.h>

#include "tt-budget.h"

gint64
tt_budget_clock (gboolean cpu)
{
  struct timespec ts;

  if (!cpu)
    return g_get_monotonic_time ();
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

void
tt_budget_start (TtBudget *budget,
                 gboolean  cpu,
                 gint64    usec)
{
  budget->cpu = cpu;
  budget->deadline = tt_budget_clock (cpu) + usec;
  budget->units = 0;
}

void
tt_budget_start_counted (TtBudget *budget,
                         guint     units)
{
  g_return_if_fail (units > 0);
  budget->cpu = FALSE;
  budget->deadline = G_MAXINT64;
  budget->units = units;
}

gboolean
tt_budget_is_spent (const TtBudget *budget)
{
  if (budget->units > 0)
    return FALSE;
  return tt_budget_clock (budget->cpu) >= budget->deadline;
}
