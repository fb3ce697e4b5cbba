/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-budget.c — a computer player's time budget, on either clock */
#include "config.h"

#include "tt-budget.h"

static void
test_clocks_advance (void)
{
  for (int cpu = 0; cpu < 2; cpu++)
    {
      gint64 before = tt_budget_clock (cpu);
      volatile guint64 sink = 0;

      for (guint64 i = 0; i < 20000000; i++)
        sink += i;
      g_assert_cmpint (tt_budget_clock (cpu), >, before);
    }
}

/* A CPU budget is spent by working, not by waiting: a sleep longer than
 * the budget leaves it unspent, a busy loop spends it. */
static void
test_cpu_budget_counts_work (void)
{
  TtBudget budget;
  volatile guint64 sink = 0;

  tt_budget_start (&budget, TRUE, 20000);
  g_usleep (60000);
  g_assert_false (tt_budget_is_spent (&budget));
  while (!tt_budget_is_spent (&budget))
    sink++;
  g_assert_true (budget.cpu);
}

static void
test_wall_budget (void)
{
  TtBudget budget;

  tt_budget_start (&budget, FALSE, 0);
  g_assert_true (tt_budget_is_spent (&budget));
  tt_budget_start (&budget, FALSE, (gint64) 3600 * G_USEC_PER_SEC);
  g_assert_false (tt_budget_is_spent (&budget));
  tt_budget_start (&budget, FALSE, 20000);
  g_usleep (30000);
  g_assert_true (tt_budget_is_spent (&budget));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/budget/clocks-advance", test_clocks_advance);
  g_test_add_func ("/budget/cpu-budget-counts-work", test_cpu_budget_counts_work);
  g_test_add_func ("/budget/wall-budget", test_wall_budget);
  return g_test_run ();
}
