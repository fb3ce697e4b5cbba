/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-why.c — build costs and the reasons a build cannot be used */
#include "config.h"

#include "catan-why.h"

/* The building costs card; test-catan-why checks each against apply(). */
static const guint8 build_costs[CATAN_N_BUILDS][CATAN_N_CARDS] = {
  [CATAN_BUILD_ROAD]            = { 1, 1, 0, 0, 0 },
  [CATAN_BUILD_SETTLEMENT]      = { 1, 1, 1, 1, 0 },
  [CATAN_BUILD_CITY]            = { 0, 0, 0, 2, 3 },
  [CATAN_BUILD_DEV_CARD]        = { 0, 0, 1, 1, 1 },
  [CATAN_BUILD_KNIGHT]          = { 0, 0, 1, 0, 1 },
  [CATAN_BUILD_ACTIVATE_KNIGHT] = { 0, 0, 0, 1, 0 },
  [CATAN_BUILD_PROMOTE_KNIGHT]  = { 0, 0, 1, 0, 1 },
  [CATAN_BUILD_WALL]            = { 2, 0, 0, 0, 0 },
};

static const CatanActionType build_actions[CATAN_N_BUILDS] = {
  CATAN_ACTION_ROAD, CATAN_ACTION_SETTLE, CATAN_ACTION_CITY, CATAN_ACTION_BUY_DEV,
  CATAN_ACTION_BUILD_KNIGHT, CATAN_ACTION_ACTIVATE_KNIGHT, CATAN_ACTION_PROMOTE_KNIGHT,
  CATAN_ACTION_BUILD_WALL, CATAN_ACTION_IMPROVE, CATAN_ACTION_IMPROVE, CATAN_ACTION_IMPROVE,
};

CatanActionType
catan_build_action (CatanBuild build)
{
  g_return_val_if_fail (build < CATAN_N_BUILDS, CATAN_ACTION_END_TURN);
  return build_actions[build];
}

const char *
catan_build_name (CatanBuild build)
{
  static const char *const names[CATAN_N_BUILDS] = {
    "road", "settlement", "city", "development-card", "knight", "activate-knight",
    "promote-knight", "wall", "improve-science", "improve-trade", "improve-politics",
  };

  g_return_val_if_fail (build < CATAN_N_BUILDS, NULL);
  return names[build];
}

const char *
catan_why_name (CatanWhy why)
{
  static const char *const names[] = {
    "ok", "not-in-game", "game-over", "not-your-turn", "roll-first", "wait", "no-pieces",
    "missing-cards", "no-spot", "deck-empty", "track-complete", "needs-city", "needs-free-city",
  };

  g_return_val_if_fail (why < G_N_ELEMENTS (names), NULL);
  return names[why];
}

static gboolean
is_improvement (CatanBuild build)
{
  return build >= CATAN_BUILD_IMPROVE_SCIENCE;
}

static int
improvement_track (CatanBuild build)
{
  return build - CATAN_BUILD_IMPROVE_SCIENCE;
}

static gboolean
build_in_game (const CatanState *state,
               CatanBuild        build)
{
  gboolean ck = state->options.cities_and_knights;

  if (build == CATAN_BUILD_DEV_CARD)
    return !ck;
  return build < CATAN_BUILD_DEV_CARD || ck;
}

static void
current_cost (const CatanState *state,
              int               player,
              CatanBuild        build,
              guint8           *cost)
{
  memset (cost, 0, CATAN_N_CARDS);
  if (is_improvement (build))
    {
      int track = improvement_track (build);
      int level = state->players[player].improvements[track];

      /* level N costs N commodities of the track's kind; the Crane takes one off */
      if (level < 5)
        cost[CATAN_PAPER + track] = (guint8) MAX (0, level + 1 - (state->crane ? 1 : 0));
      return;
    }
  memcpy (cost, build_costs[build], CATAN_N_CARDS);
}

static guint
count_moves (const GArray    *legal,
             int              player,
             CatanBuild       build)
{
  CatanActionType type = build_actions[build];
  guint n = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const CatanAction *action = &g_array_index (legal, CatanAction, i);

      if (action->type != type || action->player != player)
        continue;
      if (is_improvement (build) && action->res != improvement_track (build))
        continue;
      n++;
    }
  return n;
}

static gboolean
has_pieces (const CatanState *state,
            int               player,
            CatanBuild        build)
{
  const CatanPlayer *p = &state->players[player];

  switch (build)
    {
    case CATAN_BUILD_ROAD: return p->roads_left > 0;
    case CATAN_BUILD_SETTLEMENT: return p->settlements_left > 0;
    case CATAN_BUILD_CITY: return p->cities_left > 0;
    case CATAN_BUILD_KNIGHT: return p->knights_left[0] > 0;
    case CATAN_BUILD_WALL: return p->walls_left > 0;
    case CATAN_BUILD_PROMOTE_KNIGHT: return p->knights_left[1] > 0 || p->knights_left[2] > 0;
    default: return TRUE;
    }
}

static guint
cities_on_board (const CatanState *state,
                 int               player,
                 gboolean          free_only)
{
  guint n = 0;

  for (guint c = 0; c < state->board->n_corners; c++)
    {
      gboolean metropolis = FALSE;

      if (state->corner_owner[c] != player || state->corner_level[c] != 2)
        continue;
      for (int t = 0; t < 3; t++)
        metropolis |= state->metropolis[t] >= 0 && state->metropolis_corner[t] == (int) c;
      n += !(free_only && metropolis);
    }
  return n;
}

/* Why a build with no legal move cannot be used; never CATAN_WHY_OK. */
static CatanWhy
find_reason (const CatanState *state,
             int               player,
             CatanBuild        build,
             const guint8     *missing)
{
  const CatanPlayer *p = &state->players[player];

  if (state->phase == CATAN_PHASE_OVER)
    return CATAN_WHY_GAME_OVER;
  if (state->current != player)
    return CATAN_WHY_NOT_YOUR_TURN;
  if (state->phase == CATAN_PHASE_ROLL)
    return CATAN_WHY_ROLL_FIRST;
  if (state->phase != CATAN_PHASE_MAIN)
    return CATAN_WHY_WAIT;
  if (is_improvement (build))
    {
      int track = improvement_track (build);

      if (p->improvements[track] >= 5)
        return CATAN_WHY_TRACK_COMPLETE;
      if (cities_on_board (state, player, FALSE) == 0)
        return CATAN_WHY_NEEDS_CITY;
      if (p->improvements[track] >= 3 && state->metropolis[track] != player
          && cities_on_board (state, player, TRUE) == 0)
        return CATAN_WHY_NEEDS_FREE_CITY;
    }
  if (!has_pieces (state, player, build))
    return CATAN_WHY_NO_PIECES;
  if (build == CATAN_BUILD_DEV_CARD && state->deck_len == 0)
    return CATAN_WHY_DECK_EMPTY;
  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (missing[i])
      return CATAN_WHY_MISSING_CARDS;
  return CATAN_WHY_NO_SPOT;
}

void
catan_build_check (const CatanState *state,
                   int               player,
                   CatanBuild        build,
                   const GArray     *legal,
                   CatanBuildCheck  *check)
{
  g_return_if_fail (build < CATAN_N_BUILDS);
  g_return_if_fail (player >= 0 && player < state->options.n_players);

  memset (check, 0, sizeof *check);
  if (!build_in_game (state, build))
    {
      check->why = CATAN_WHY_NOT_IN_GAME;
      return;
    }
  current_cost (state, player, build, check->cost);
  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (check->cost[i] > state->players[player].cards[i])
      check->missing[i] = check->cost[i] - state->players[player].cards[i];
  check->n_moves = count_moves (legal, player, build);
  check->why = check->n_moves > 0 ? CATAN_WHY_OK : find_reason (state, player, build, check->missing);
}

static gboolean
has_play (const GArray *legal,
          int           player,
          CatanDevCard  card)
{
  static const CatanActionType plays[CATAN_N_DEV_KINDS] = {
    [CATAN_DEV_KNIGHT] = CATAN_ACTION_PLAY_KNIGHT,
    [CATAN_DEV_VICTORY_POINT] = CATAN_N_ACTIONS,
    [CATAN_DEV_ROAD_BUILDING] = CATAN_ACTION_PLAY_ROAD_BUILDING,
    [CATAN_DEV_YEAR_OF_PLENTY] = CATAN_ACTION_PLAY_YEAR_OF_PLENTY,
    [CATAN_DEV_MONOPOLY] = CATAN_ACTION_PLAY_MONOPOLY,
  };

  for (guint i = 0; i < legal->len; i++)
    {
      const CatanAction *action = &g_array_index (legal, CatanAction, i);

      if (action->type == plays[card] && action->player == player)
        return TRUE;
    }
  return FALSE;
}

CatanPlayWhy
catan_dev_play_check (const CatanState *state,
                      int               player,
                      CatanDevCard      card,
                      const GArray     *legal)
{
  const CatanPlayer *p;

  g_return_val_if_fail (card < CATAN_N_DEV_KINDS, CATAN_PLAY_WRONG_PHASE);
  g_return_val_if_fail (player >= 0 && player < state->options.n_players, CATAN_PLAY_WRONG_PHASE);

  p = &state->players[player];
  if (card == CATAN_DEV_VICTORY_POINT)
    return p->dev[card] ? CATAN_PLAY_KEPT_HIDDEN : CATAN_PLAY_NONE_IN_HAND;
  if (has_play (legal, player, card))
    return CATAN_PLAY_OK;
  if (p->dev[card] == 0)
    return CATAN_PLAY_NONE_IN_HAND;
  if (state->current != player)
    return CATAN_PLAY_NOT_YOUR_TURN;
  if (p->dev[card] <= p->dev_new[card])
    return CATAN_PLAY_BOUGHT_THIS_TURN;
  if (state->dev_played)
    return CATAN_PLAY_ALREADY_PLAYED;
  if (card == CATAN_DEV_YEAR_OF_PLENTY && state->phase == CATAN_PHASE_MAIN)
    return CATAN_PLAY_BANK_EMPTY;
  return CATAN_PLAY_WRONG_PHASE;
}
