/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-random.c — the random player */
#include "catan-random.h"

enum { GROUP_BUILD, GROUP_DEV, GROUP_BANK, GROUP_OFFER, GROUP_END, GROUP_OTHER, N_GROUPS };

/* The random player's tallies: the groups, but cities and settlements
 * counted apart from the other builds (it prefers them). */
enum { TALLY_CITY = N_GROUPS, TALLY_SETTLE, N_TALLIES };

/* Every action type's tally, looked up rather than switched on: the random
 * player classifies every listed action. A new action type needs its
 * entry here (an omitted one would count as a build). */
G_STATIC_ASSERT (CATAN_N_ACTIONS == 32);
static const guint8 tally_of_type[CATAN_N_ACTIONS] = {
  [CATAN_ACTION_SETTLE] = TALLY_SETTLE,
  [CATAN_ACTION_ROAD] = GROUP_BUILD,
  [CATAN_ACTION_CITY] = TALLY_CITY,
  [CATAN_ACTION_ROLL] = GROUP_OTHER,
  [CATAN_ACTION_DISCARD] = GROUP_OTHER,
  [CATAN_ACTION_ROBBER] = GROUP_OTHER,
  [CATAN_ACTION_BUY_DEV] = GROUP_BUILD,
  [CATAN_ACTION_PLAY_KNIGHT] = GROUP_DEV,
  [CATAN_ACTION_PLAY_ROAD_BUILDING] = GROUP_DEV,
  [CATAN_ACTION_PLAY_YEAR_OF_PLENTY] = GROUP_DEV,
  [CATAN_ACTION_PLAY_MONOPOLY] = GROUP_DEV,
  [CATAN_ACTION_BANK_TRADE] = GROUP_BANK,
  [CATAN_ACTION_OFFER] = GROUP_OFFER,
  [CATAN_ACTION_ACCEPT] = GROUP_OTHER,
  [CATAN_ACTION_REJECT] = GROUP_OTHER,
  [CATAN_ACTION_CONFIRM] = GROUP_OTHER,
  [CATAN_ACTION_CANCEL] = GROUP_OTHER,
  [CATAN_ACTION_END_TURN] = GROUP_END,
  [CATAN_ACTION_BUILD_KNIGHT] = GROUP_BUILD,
  [CATAN_ACTION_ACTIVATE_KNIGHT] = GROUP_BUILD,
  [CATAN_ACTION_PROMOTE_KNIGHT] = GROUP_BUILD,
  [CATAN_ACTION_MOVE_KNIGHT] = GROUP_DEV,
  [CATAN_ACTION_CHASE_ROBBER] = GROUP_DEV,
  [CATAN_ACTION_BUILD_WALL] = GROUP_BUILD,
  [CATAN_ACTION_IMPROVE] = GROUP_BUILD,
  [CATAN_ACTION_PROGRESS] = GROUP_DEV,
  [CATAN_ACTION_GIVE] = GROUP_OTHER,
  [CATAN_ACTION_DROP_PROGRESS] = GROUP_OTHER,
  [CATAN_ACTION_PICK_PROGRESS] = GROUP_OTHER,
  [CATAN_ACTION_AQUEDUCT] = GROUP_OTHER,
  [CATAN_ACTION_RETREAT] = GROUP_OTHER,
  [CATAN_ACTION_PILLAGE] = GROUP_OTHER,
};

static inline int
group_of (const CatanAction *action)
{
  int tally = tally_of_type[action->type];

  return tally >= N_GROUPS ? GROUP_BUILD : tally;
}

/* Chance of taking a group when it is available, tried in this order; the
 * weights only shape how long random games last. */
static const double group_weight[N_GROUPS] = { 0.9, 0.5, 0.5, 0.03, 1.0, 1.0 };
static const int group_order[N_GROUPS] = {
  GROUP_OTHER, GROUP_BUILD, GROUP_DEV, GROUP_BANK, GROUP_OFFER, GROUP_END
};

/* The pick-th action (from 0) of `type` in the list. */
static const CatanAction *
nth_of_type (GArray *actions, guint type, guint pick)
{
  const CatanAction *a = (const CatanAction *) actions->data;

  for (;; a++)
    if (a->type == type && pick-- == 0)
      return a;
}

static const CatanAction *
nth_of_group (GArray *actions, int group, guint pick)
{
  const CatanAction *a = (const CatanAction *) actions->data;

  for (;; a++)
    if (group_of (a) == group && pick-- == 0)
      return a;
}

gboolean
catan_random_pick (const CatanState *state,
                   TtRng            *rng,
                   GArray           *scratch,
                   CatanAction      *out)
{
  /* Cities and settlements before anything else: random players that spend
   * everything on roads make games last three times longer. */
  static const guint8 preferred[] = { CATAN_ACTION_CITY, CATAN_ACTION_SETTLE };
  guint counts[N_TALLIES] = { 0 };
  guint n = catan_state_legal_moves (state, scratch);

  if (n == 0)
    return FALSE;
  if (state->phase != CATAN_PHASE_MAIN)
    {
      *out = g_array_index (scratch, CatanAction, tt_rng_uniform (rng, n));
      return TRUE;
    }
  /* One pass counts every group, cities and settlements apart, in two
   * tallies alternating, then added: the same counter bumped back to back
   * waits for its previous value. */
  {
    guint tally[2][N_TALLIES] = { { 0 } };
    const CatanAction *a = (const CatanAction *) scratch->data;
    guint i;

    for (i = 0; i + 1 < n; i += 2)
      {
        tally[0][tally_of_type[a[i].type]]++;
        tally[1][tally_of_type[a[i + 1].type]]++;
      }
    if (i < n)
      tally[0][tally_of_type[a[i].type]]++;
    for (int k = 0; k < N_TALLIES; k++)
      counts[k] = tally[0][k] + tally[1][k];
    counts[GROUP_BUILD] += counts[TALLY_CITY] + counts[TALLY_SETTLE];
  }
  for (int k = 0; k < N_GROUPS; k++)
    {
      int g = group_order[k];

      if (counts[g] == 0 || tt_rng_double (rng) >= group_weight[g])
        continue;
      if (g == GROUP_BUILD)
        for (guint p = 0; p < G_N_ELEMENTS (preferred); p++)
          {
            guint of_type = counts[TALLY_CITY + p];

            if (of_type > 0)
              {
                *out = *nth_of_type (scratch, preferred[p], tt_rng_uniform (rng, of_type));
                return TRUE;
              }
          }
      *out = *nth_of_group (scratch, g, tt_rng_uniform (rng, counts[g]));
      return TRUE;
    }
  *out = g_array_index (scratch, CatanAction, 0);  /* end of turn comes first */
  return TRUE;
}
