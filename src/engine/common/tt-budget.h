/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-budget.h — a computer player's time budget
 *
 * A search may count wall-clock time (the app: a person waits that long) or
 * the searching thread's own CPU time (tournaments on a loaded machine,
 * where the clock would starve the search and measure the load instead),
 * or neither: a count of work units (reviews, which must give the same
 * judgement on every run and every machine).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  gboolean cpu;        /* the deadline is in this thread's CPU time */
  gint64   deadline;   /* µs of that clock */
  guint    units;      /* > 0: the work is counted, not timed: this many
                        * units, each about a millisecond of the engine's
                        * work on a 2020s core; the clock is not read */
} TtBudget;

/* Now in µs: this thread's CPU time, or the monotonic clock. */
gint64   tt_budget_clock    (gboolean        cpu);
/* A budget of `usec` from now, in the calling thread. */
void     tt_budget_start    (TtBudget       *budget,
                             gboolean        cpu,
                             gint64          usec);
/* A counted budget of `units` (> 0): deterministic, whatever the load. */
void     tt_budget_start_counted (TtBudget     *budget,
                                  guint         units);
/* Always FALSE for a counted budget: its user counts its own steps. */
gboolean tt_budget_is_spent (const TtBudget *budget);

G_END_DECLS
