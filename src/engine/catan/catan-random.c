/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-random.c — the random player */
#include "catan-random.h"

enum { GROUP_BUILD, GROUP_DEV, GROUP_BANK, GROUP_OFFER, GROUP_END, GROUP_OTHER, N_GROUPS };

static int
group_of (const CatanAction *action)
{
  switch (action->type)
    {
    case CATAN_ACTION_SETTLE:
    case CATAN_ACTION_CITY:
    case CATAN_ACTION_ROAD:
    case CATAN_ACTION_BUY_DEV:
    case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT:
    case CATAN_ACTION_BUILD_WALL:
    case CATAN_ACTION_IMPROVE:
      return GROUP_BUILD;
    case CATAN_ACTION_MOVE_KNIGHT:
    case CATAN_ACTION_CHASE_ROBBER:
    case CATAN_ACTION_PROGRESS:
    case CATAN_ACTION_PLAY_KNIGHT:
    case CATAN_ACTION_PLAY_ROAD_BUILDING:
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
    case CATAN_ACTION_PLAY_MONOPOLY:
      return GROUP_DEV;
    case CATAN_ACTION_BANK_TRADE:
      return GROUP_BANK;
    case CATAN_ACTION_OFFER:
      return GROUP_OFFER;
    case CATAN_ACTION_END_TURN:
      return GROUP_END;
    default:
      return GROUP_OTHER;
    }
}

/* Chance of taking a group when it is available, tried in this order; the
 * weights only shape how long random games last. */
static const double group_weight[N_GROUPS] = { 0.9, 0.5, 0.5, 0.03, 1.0, 1.0 };
static const int group_order[N_GROUPS] = {
  GROUP_OTHER, GROUP_BUILD, GROUP_DEV, GROUP_BANK, GROUP_OFFER, GROUP_END
};

/* Cities and settlements before anything else: random players that spend
 * everything on roads make games last three times longer. */
static gboolean
pick_best_build (GArray *actions, TtRng *rng, CatanAction *out)
{
  static const guint8 preferred[] = { CATAN_ACTION_CITY, CATAN_ACTION_SETTLE };

  for (guint k = 0; k < G_N_ELEMENTS (preferred); k++)
    {
      guint count = 0, pick;

      for (guint i = 0; i < actions->len; i++)
        count += g_array_index (actions, CatanAction, i).type == preferred[k];
      if (count == 0)
        continue;
      pick = tt_rng_uniform (rng, count);
      for (guint i = 0; i < actions->len; i++)
        if (g_array_index (actions, CatanAction, i).type == preferred[k] && pick-- == 0)
          {
            *out = g_array_index (actions, CatanAction, i);
            return TRUE;
          }
    }
  return FALSE;
}

gboolean
catan_random_pick (const CatanState *state,
                   TtRng            *rng,
                   GArray           *scratch,
                   CatanAction      *out)
{
  guint counts[N_GROUPS] = { 0 };
  guint n = catan_state_legal_moves (state, scratch);

  if (n == 0)
    return FALSE;
  if (state->phase != CATAN_PHASE_MAIN)
    {
      *out = g_array_index (scratch, CatanAction, tt_rng_uniform (rng, n));
      return TRUE;
    }
  /* Two tallies, alternating, then added: the same counter bumped
   * back to back waits for its previous value. */
  {
    guint tally[2][N_GROUPS] = { { 0 } };
    guint i;

    for (i = 0; i + 1 < n; i += 2)
      {
        tally[0][group_of (&g_array_index (scratch, CatanAction, i))]++;
        tally[1][group_of (&g_array_index (scratch, CatanAction, i + 1))]++;
      }
    if (i < n)
      tally[0][group_of (&g_array_index (scratch, CatanAction, i))]++;
    for (int k = 0; k < N_GROUPS; k++)
      counts[k] = tally[0][k] + tally[1][k];
  }
  for (int k = 0; k < N_GROUPS; k++)
    {
      int g = group_order[k];
      guint pick;

      if (counts[g] == 0 || tt_rng_double (rng) >= group_weight[g])
        continue;
      if (g == GROUP_BUILD && pick_best_build (scratch, rng, out))
        return TRUE;
      pick = tt_rng_uniform (rng, counts[g]);
      for (guint i = 0; i < n; i++)
        if (group_of (&g_array_index (scratch, CatanAction, i)) == g && pick-- == 0)
          {
            *out = g_array_index (scratch, CatanAction, i);
            return TRUE;
          }
    }
  *out = g_array_index (scratch, CatanAction, 0);  /* end of turn comes first */
  return TRUE;
}
