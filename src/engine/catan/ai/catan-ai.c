/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ai.c — computer players for Catan (see catan-ai.h) */
#include "config.h"

#include <math.h>
#include <string.h>

#include "catan-ai.h"
#include "tt-budget.h"

#define HARD_CANDIDATES   6
#define HARD_ROLLOUT_MAX  8      /* own decisions played out after a candidate */
#define NORMAL_SAMPLES    3
#define MAX_OFFERS        3      /* domestic offers per turn */
#define OFFER_MIN_GAIN    12.0   /* what an offer must gain the seat */
#define FOLLOW_DEPTH      2      /* the seat's own moves a card leads to (two free roads) */
#define WIN_VALUE         100000.0

/* The evaluation's weights, as data: one row per named weight, in the
 * units of the evaluation (a victory point is 100). */
typedef enum
{
  W_PRODUCTION,        /* per dot of production */
  W_KINDS,             /* per resource kind produced */
  W_HARBOUR_GENERIC,
  W_HARBOUR_SPECIAL,   /* a 2:1 harbour, plus W_HARBOUR_PER_DOT per dot of its kind */
  W_HARBOUR_PER_DOT,
  W_ROAD_LENGTH,       /* per road of the longest route, up to 10 */
  W_ROAD_RACE,         /* a route of 4 or more without the card */
  W_KNIGHTS_PLAYED,
  W_HAND_CARD,         /* per card in hand */
  W_CITY_PROGRESS,     /* the cards towards the best next build */
  W_SETTLEMENT_PROGRESS,
  W_DEV_PROGRESS,
  W_ROAD_PROGRESS,
  W_HOARD_STEP,        /* a hand over the limit */
  W_HOARD_PER_CARD,
  W_OTHERS_DEV,        /* an opponent's development card */
  W_OWN_KNIGHT,        /* a card in the seat's hand */
  W_OWN_ROAD_BUILDING,
  W_OWN_PLENTY,
  W_OWN_MONOPOLY,
  W_LEADER,            /* the share of the leading opponent against the mean */
  W_GROW,              /* the room to expand */
  W_ROBBED,            /* the share of a hex's production left under the robber */
  N_WEIGHTS
} Weight;

static const double weights[N_WEIGHTS] = {
  [W_PRODUCTION] = 7.0,
  [W_KINDS] = 12.0,
  [W_HARBOUR_GENERIC] = 8.0,
  [W_HARBOUR_SPECIAL] = 4.0,
  [W_HARBOUR_PER_DOT] = 1.5,
  [W_ROAD_LENGTH] = 3.0,
  [W_ROAD_RACE] = 8.0,
  [W_KNIGHTS_PLAYED] = 14.0,
  [W_HAND_CARD] = 3.0,
  [W_CITY_PROGRESS] = 70.0,
  [W_SETTLEMENT_PROGRESS] = 60.0,
  [W_DEV_PROGRESS] = 22.0,
  [W_ROAD_PROGRESS] = 14.0,
  [W_HOARD_STEP] = 6.0,
  [W_HOARD_PER_CARD] = 1.5,
  [W_OTHERS_DEV] = 20.0,
  [W_OWN_KNIGHT] = 11.0,
  [W_OWN_ROAD_BUILDING] = 10.0,
  [W_OWN_PLENTY] = 12.0,
  [W_OWN_MONOPOLY] = 12.0,
  [W_LEADER] = 0.75,
  [W_GROW] = 1.0,
  [W_ROBBED] = 0.3,
};

/* Costs, as the rules print them (the engine keeps its own copies private). */
static const guint8 road_cost[CATAN_N_CARDS] = { 1, 1, 0, 0, 0 };
static const guint8 settlement_cost[CATAN_N_CARDS] = { 1, 1, 1, 1, 0 };
static const guint8 city_cost[CATAN_N_CARDS] = { 0, 0, 0, 2, 3 };
static const guint8 dev_cost[CATAN_N_CARDS] = { 0, 0, 1, 1, 1 };
static const guint8 knight_cost[CATAN_N_CARDS] = { 0, 0, 1, 0, 1 };

/* Dots on a number token: how many of the 36 rolls produce. */
static const int pips[13] = { 0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1 };

/* With Cities & Knights a city on forest, pasture or mountains makes a
 * commodity instead of its second resource. */
static const gint8 commodity_of[CATAN_N_TERRAINS] = { -1, CATAN_PAPER, CATAN_CLOTH, -1, CATAN_COIN, -1 };

typedef struct
{
  int             me;
  CatanAiLevel    level;
  TtRng           rng;
  guint8          supply[CATAN_N_CARDS];   /* cards of each kind in the game */
  GArray         *scratch;                  /* legal actions */
  CatanState     *work;                     /* a state to apply actions on */
  CatanState     *follow[FOLLOW_DEPTH];     /* and the follow-up moves after it */
  GArray         *follow_moves[FOLLOW_DEPTH];
} Chooser;

void
catan_ai_params_init (CatanAiParams *params,
                      CatanAiLevel   level)
{
  memset (params, 0, sizeof *params);
  params->level = level;
  params->budget_ms = CATAN_AI_DEFAULT_BUDGET_MS;
  params->seed = 1;
}

int
catan_ai_seat_to_act (const CatanState *state)
{
  int n = state->options.n_players;

  switch (state->phase)
    {
    case CATAN_PHASE_OVER:
      return -1;
    case CATAN_PHASE_DISCARD:
      for (int p = 0; p < n; p++)
        if (state->players[p].discard_owed > 0)
          return p;
      break;
    case CATAN_PHASE_TRADE:
      for (int k = 1; k < n; k++)
        {
          int p = (state->current + k) % n;

          if (state->players[p].trade_answer < 0)
            return p;
        }
      break;
    case CATAN_PHASE_RESPOND:
      {
        g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));

        if (catan_state_legal_moves (state, actions) > 0)
          return g_array_index (actions, CatanAction, 0).player;
      }
      return -1;
    default:
      break;
    }
  return state->current;
}

static void
chooser_alloc (Chooser *ch, const CatanState *view)
{
  ch->work = catan_state_copy (view);
  for (int i = 0; i < FOLLOW_DEPTH; i++)
    {
      ch->follow[i] = catan_state_copy (view);
      ch->follow_moves[i] = g_array_new (FALSE, FALSE, sizeof (CatanAction));
    }
}

static void
chooser_release (Chooser *ch)
{
  g_clear_pointer (&ch->work, catan_state_free);
  for (int i = 0; i < FOLLOW_DEPTH; i++)
    {
      g_clear_pointer (&ch->follow[i], catan_state_free);
      g_clear_pointer (&ch->follow_moves[i], g_array_unref);
    }
}

/* ---- the evaluation --------------------------------------------------- */

static int
hand_total (const CatanPlayer *p)
{
  int n = p->hidden_cards;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    n += p->cards[k];
  return n;
}

static void
production (const CatanState *state,
            int               player,
            double           *prod)
{
  const CatanBoard *board = state->board;
  gboolean ck = state->options.cities_and_knights;

  memset (prod, 0, sizeof (double) * CATAN_N_CARDS);
  for (guint c = 0; c < board->n_corners; c++)
    {
      int level = state->corner_level[c];

      if (level == 0 || state->corner_owner[c] != player)
        continue;
      for (int i = 0; i < 3; i++)
        {
          int h = board->corners[c].hexes[i], terrain;
          double dots;

          if (h < 0)
            continue;
          terrain = board->hexes[h].terrain;
          if (terrain == CATAN_TERRAIN_DESERT)
            continue;
          dots = pips[MIN (state->numbers[h], 12)];
          /* The robber leaves sooner or later, but it hurts while it stays. */
          if (h == state->robber)
            dots *= weights[W_ROBBED];
          if (level == 2 && ck && commodity_of[terrain] >= 0)
            {
              prod[terrain] += dots;
              prod[commodity_of[terrain]] += dots;
            }
          else
            prod[terrain] += dots * level;
        }
    }
}

static gboolean
edge_owned_at (const CatanState *state, int player, int corner)
{
  const CatanCorner *c = &state->board->corners[corner];

  for (int i = 0; i < 3; i++)
    if (c->edges[i] >= 0 && state->edge_owner[c->edges[i]] == player)
      return TRUE;
  return FALSE;
}

static gboolean
spot_free (const CatanState *state, int corner)
{
  const CatanCorner *c = &state->board->corners[corner];

  if (state->corner_owner[corner] >= 0 || state->corner_level[corner] != 0)
    return FALSE;
  for (int i = 0; i < 3; i++)
    if (c->corners[i] >= 0 && state->corner_level[c->corners[i]] != 0)
      return FALSE;
  return TRUE;
}

static int
spot_dots (const CatanState *state, int corner)
{
  const CatanCorner *c = &state->board->corners[corner];
  int dots = 0;

  for (int i = 0; i < 3; i++)
    if (c->hexes[i] >= 0)
      dots += pips[MIN (state->numbers[c->hexes[i]], 12)];
  return dots;
}

/* Room to grow: the best free sites the player's roads reach now
 * ("ready"), one road away and two roads away (roads of others and their
 * buildings block the way). Returns the number of ready sites. */
static int
expansion (const CatanState *state, int player, double *value)
{
  static const double base[3] = { 14, 5, 1.5 }, per_dot[3] = { 1.6, 0.6, 0.25 };
  const CatanBoard *board = state->board;
  gint8 dist[CATAN_MAX_CORNERS];
  int best[3][2] = { { -1, -1 }, { -1, -1 }, { -1, -1 } }, n_ready = 0;
  gint16 queue[CATAN_MAX_CORNERS];
  int head = 0, tail = 0;

  *value = 0;
  if (state->players[player].settlements_left == 0)
    return 0;
  for (guint c = 0; c < board->n_corners; c++)
    {
      gboolean mine = state->corner_owner[c] == player || edge_owned_at (state, player, (int) c);

      dist[c] = mine ? 0 : -1;
      if (mine)
        queue[tail++] = (gint16) c;
    }
  /* breadth first over free edges, never through another's building */
  while (head < tail)
    {
      int c = queue[head++];
      const CatanCorner *cc = &board->corners[c];

      if (dist[c] >= 2 || (state->corner_owner[c] >= 0 && state->corner_owner[c] != player))
        continue;
      for (int i = 0; i < 3; i++)
        {
          int e = cc->edges[i], other;

          if (e < 0 || state->edge_owner[e] >= 0)
            continue;
          other = board->edges[e].corners[0] == c ? board->edges[e].corners[1] : board->edges[e].corners[0];
          if (dist[other] >= 0)
            continue;
          dist[other] = (gint8) (dist[c] + 1);
          queue[tail++] = (gint16) other;
        }
    }
  for (guint c = 0; c < board->n_corners; c++)
    {
      int dots, *slot;

      if (dist[c] < 0 || !spot_free (state, (int) c))
        continue;
      dots = spot_dots (state, (int) c);
      slot = best[dist[c]];
      n_ready += dist[c] == 0;
      if (dots > slot[0])
        {
          slot[1] = slot[0];
          slot[0] = dots;
        }
      else if (dots > slot[1])
        slot[1] = dots;
    }
  for (int d = 0; d < 3; d++)
    for (int i = 0; i < 2; i++)
      if (best[d][i] >= 0)
        *value += base[d] + per_dot[d] * best[d][i];
  return n_ready;
}

static double
build_progress (const guint8 *have, const guint8 *cost, double weight)
{
  int need = 0, got = 0;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      need += cost[k];
      got += MIN (have[k], cost[k]);
    }
  if (need == 0)
    return 0;
  return weight * ((double) got / need) * ((double) got / need);
}

static int
own_cities (const CatanState *state, int player, int *settlements)
{
  int cities = 0;

  *settlements = 0;
  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->corner_owner[c] == player)
      {
        cities += state->corner_level[c] == 2;
        *settlements += state->corner_level[c] == 1;
      }
  return cities;
}

/* What the cards in hand are worth: a little each, more as they complete
 * the next build, less beyond the hand limit (a 7 takes half). */
static double
hand_value (const CatanState *state, int player, int n_ready, int cities, int settlements)
{
  const CatanPlayer *p = &state->players[player];
  gboolean ck = state->options.cities_and_knights;
  int total = hand_total (p), limit = catan_state_hand_limit (state, player);
  double best = 0, value = weights[W_HAND_CARD] * total;

  if (p->cities_left > 0 && settlements > 0)
    best = MAX (best, build_progress (p->cards, city_cost, weights[W_CITY_PROGRESS]));
  if (p->settlements_left > 0 && n_ready > 0)
    best = MAX (best, build_progress (p->cards, settlement_cost, weights[W_SETTLEMENT_PROGRESS]));
  if (!ck && state->deck_len > 0)
    best = MAX (best, build_progress (p->cards, dev_cost, weights[W_DEV_PROGRESS]));
  if (p->roads_left > 0 && n_ready == 0)
    best = MAX (best, build_progress (p->cards, road_cost, weights[W_ROAD_PROGRESS]));
  if (ck && cities > 0)
    for (int t = 0; t < 3; t++)
      if (p->improvements[t] < 5)
        {
          guint8 cost[CATAN_N_CARDS] = { 0 };

          cost[CATAN_PAPER + t] = p->improvements[t] + 1;
          best = MAX (best, build_progress (p->cards, cost, 32));
        }
  if (ck && p->knights_left[0] > 0)
    best = MAX (best, build_progress (p->cards, knight_cost, 16));
  value += best;
  /* Over the limit a 7 before the next turn (about one chance in two with
   * four players) takes half the hand, what it was building included. */
  if (total > limit)
    value -= weights[W_HOARD_STEP] + weights[W_HOARD_PER_CARD] * total;
  return value;
}

static double
ck_value (const CatanState *state, int player, int cities, gboolean full)
{
  const CatanPlayer *p = &state->players[player];
  double value = 0;
  int strength = 0, knights = 0, total_defence = 0, total_cities = 0;

  for (int t = 0; t < 3; t++)
    value += 20.0 * p->improvements[t] + (p->improvements[t] >= 3 ? 10 : 0);
  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->knight_level[c] != 0)
      {
        gboolean active = (state->knight_flags[c] & CATAN_KNIGHT_ACTIVE) != 0;

        if (active)
          total_defence += state->knight_level[c];
        if (state->corner_owner[c] == player)
          {
            knights += state->knight_level[c];
            if (active)
              strength += state->knight_level[c];
          }
      }
    else if (state->corner_level[c] == 2)
      total_cities++;
  value += 9.0 * knights + 6.0 * strength + 12.0 * (3 - p->walls_left);
  /* Others' cards count whether hidden (a view) or dealt (a sample). */
  value += 14.0 * (full ? 0 : p->hidden_progress);
  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    value += 14.0 * p->progress[k];
  /* Barbarians near and too weak a defence: a city is at risk for the
   * weakest defenders. */
  if (cities > 0 && total_cities > total_defence)
    value -= (6.0 + 10.0 * (cities > 0) - 2.0 * strength) * state->barbarian;
  return value;
}

/* A resource the board makes little of is worth more: the weights are
 * the mean of the board's dots per resource over its own, as a square
 * root, between 0.7 and 1.4. */
static void
scarcity (const CatanState *state, double *weight)
{
  const CatanBoard *board = state->board;
  double dots[CATAN_N_RESOURCES] = { 0 }, mean = 0;

  for (guint h = 0; h < board->n_hexes; h++)
    if (board->hexes[h].terrain < CATAN_N_RESOURCES)
      dots[board->hexes[h].terrain] += pips[MIN (state->numbers[h], 12)];
  for (int k = 0; k < CATAN_N_RESOURCES; k++)
    mean += dots[k] / CATAN_N_RESOURCES;
  for (int k = 0; k < CATAN_N_RESOURCES; k++)
    weight[k] = CLAMP (sqrt (mean / MAX (dots[k], 1.0)), 0.7, 1.4);
}

/* The worth of a player's position; `full` when its hand may be read (the
 * player itself), otherwise only what all can see counts. */
static double
player_value (const CatanState *state, int player, gboolean full, gboolean easy)
{
  const CatanPlayer *p = &state->players[player];
  double prod[CATAN_N_CARDS], weight[CATAN_N_RESOURCES], value, grow;
  int kinds = 0, n_ready, settlements, cities;

  production (state, player, prod);
  value = 100.0 * catan_state_vp (state, player, full);
  if (!easy)
    scarcity (state, weight);
  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      value += weights[W_PRODUCTION] * prod[k] * (easy || k >= CATAN_N_RESOURCES ? 1.0 : weight[k]);
      kinds += prod[k] > 0 && k < CATAN_N_RESOURCES;
    }
  n_ready = expansion (state, player, &grow);
  cities = own_cities (state, player, &settlements);
  if (easy)
    return value + grow * 0.5 + (full ? hand_value (state, player, n_ready, cities, settlements) : 3.0 * hand_total (p));

  value += weights[W_KINDS] * kinds + weights[W_GROW] * grow;
  for (guint i = 0; i < state->board->n_harbours; i++)
    {
      const CatanHarbour *h = &state->board->harbours[i];
      const CatanEdge *e = &state->board->edges[h->edge];

      if ((state->corner_owner[e->corners[0]] == player && state->corner_level[e->corners[0]] > 0)
          || (state->corner_owner[e->corners[1]] == player && state->corner_level[e->corners[1]] > 0))
        value += h->kind == CATAN_HARBOUR_GENERIC ? weights[W_HARBOUR_GENERIC]
                                                  : weights[W_HARBOUR_SPECIAL] + weights[W_HARBOUR_PER_DOT] * prod[h->kind];
    }
  /* Races for longest road and largest army. */
  value += weights[W_ROAD_LENGTH] * MIN (p->road_length, 10);
  if (state->longest_road != player && p->road_length >= 4)
    value += weights[W_ROAD_RACE];
  value += weights[W_KNIGHTS_PLAYED] * p->knights_played;
  if (full)
    {
      value += hand_value (state, player, n_ready, cities, settlements);
      /* A card in hand is worth less than played (a knight counts towards
       * the army only once played), so that the seat plays it when the
       * moment comes. */
      value += weights[W_OWN_KNIGHT] * p->dev[CATAN_DEV_KNIGHT] + weights[W_OWN_ROAD_BUILDING] * p->dev[CATAN_DEV_ROAD_BUILDING]
               + weights[W_OWN_PLENTY] * p->dev[CATAN_DEV_YEAR_OF_PLENTY] + weights[W_OWN_MONOPOLY] * p->dev[CATAN_DEV_MONOPOLY];
    }
  else
    {
      int total = hand_total (p), limit = catan_state_hand_limit (state, player), dev = p->hidden_dev;

      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        dev += k == CATAN_DEV_VICTORY_POINT ? 0 : p->dev[k];
      value += 3.5 * MIN (total, limit) + weights[W_OTHERS_DEV] * dev;
    }
  if (state->options.cities_and_knights)
    value += ck_value (state, player, cities, full);
  return value;
}

static double
evaluate (const CatanState *state, int me, gboolean easy)
{
  double mine, best = -G_MAXDOUBLE, sum = 0;
  int n = state->options.n_players;

  if (state->winner >= 0)
    return state->winner == me ? WIN_VALUE : -WIN_VALUE;
  mine = player_value (state, me, TRUE, easy);
  if (easy)
    return mine;
  for (int p = 0; p < n; p++)
    if (p != me)
      {
        double v = player_value (state, p, FALSE, FALSE);

        best = MAX (best, v);
        sum += v;
      }
  /* The leader matters most: it is the one about to win. */
  return mine - weights[W_LEADER] * best - (1.0 - weights[W_LEADER]) * sum / (n - 1);
}

gdouble
catan_ai_evaluate (const CatanState *state,
                   int               player)
{
  return evaluate (state, player, FALSE);
}

gdouble
catan_ai_public_worth (const CatanState *state,
                       int               player)
{
  return player_value (state, player, FALSE, FALSE);
}

/* ---- samples of the hidden cards --------------------------------------- */

static int
draw_weighted (TtRng *rng, int *pool, int n_kinds, int fallback_kinds)
{
  int total = 0, pick;

  for (int k = 0; k < n_kinds; k++)
    total += pool[k];
  if (total <= 0)
    return (int) tt_rng_uniform (rng, (guint32) fallback_kinds);
  pick = (int) tt_rng_uniform (rng, (guint32) total);
  for (int k = 0; k < n_kinds; k++)
    {
      if (pick < pool[k])
        {
          pool[k]--;
          return k;
        }
      pick -= pool[k];
    }
  g_assert_not_reached ();
  return 0;
}

static void
give_known (CatanPlayer *p, int *pool, const guint8 *cards)
{
  for (int k = 0; k < CATAN_N_CARDS && p->hidden_cards > 0; k++)
    for (int i = 0; i < cards[k] && p->hidden_cards > 0; i++)
      {
        p->cards[k]++;
        p->hidden_cards--;
        pool[k] = MAX (pool[k] - 1, 0);
      }
}

/* Fills the hidden parts of a view with one sample consistent with it. */
static void
sample_hidden (CatanState *s, int me, const guint8 *supply, TtRng *rng)
{
  int n = s->options.n_players, n_kinds = s->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;
  int pool[CATAN_N_CARDS], dev_pool[CATAN_N_DEV_KINDS] = { 0 }, progress_pool[CATAN_N_PROGRESS] = { 0 };

  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      pool[k] = supply[k] - s->bank[k];
      for (int p = 0; p < n; p++)
        pool[k] -= s->players[p].cards[k];
      pool[k] = MAX (pool[k], 0);
    }
  /* What the open offer tells: the offerer holds what it gives, those who
   * accepted hold what it asks. */
  if (s->phase == CATAN_PHASE_TRADE)
    for (int p = 0; p < n; p++)
      {
        if (p == me)
          continue;
        if (p == s->current)
          give_known (&s->players[p], pool, s->trade_give);
        else if (s->players[p].trade_answer == 1)
          give_known (&s->players[p], pool, s->trade_get);
      }
  for (int p = 0; p < n; p++)
    {
      CatanPlayer *other = &s->players[p];

      if (p == me)
        continue;
      while (other->hidden_cards > 0)
        {
          other->cards[draw_weighted (rng, pool, n_kinds, CATAN_N_RESOURCES)]++;
          other->hidden_cards--;
        }
    }

  for (int i = 0; i < s->deck_len; i++)
    dev_pool[s->deck[i]]++;
  for (int p = 0; p < n; p++)
    while (p != me && s->players[p].hidden_dev > 0)
      {
        int saved[CATAN_N_DEV_KINDS];

        memcpy (saved, dev_pool, sizeof saved);
        s->players[p].dev[draw_weighted (rng, saved, CATAN_N_DEV_KINDS, CATAN_N_DEV_KINDS)]++;
        s->players[p].hidden_dev--;
      }
  tt_rng_shuffle (rng, s->deck, s->deck_len, 1);

  for (int t = 0; t < 3; t++)
    for (int i = 0; i < s->progress_len[t]; i++)
      progress_pool[s->progress_deck[t][i]]++;
  for (int p = 0; p < n; p++)
    while (p != me && s->players[p].hidden_progress > 0)
      {
        int saved[CATAN_N_PROGRESS];

        memcpy (saved, progress_pool, sizeof saved);
        s->players[p].progress[draw_weighted (rng, saved, CATAN_N_PROGRESS, CATAN_N_PROGRESS)]++;
        s->players[p].hidden_progress--;
      }
  for (int t = 0; t < 3; t++)
    tt_rng_shuffle (rng, s->progress_deck[t], s->progress_len[t], 1);
  tt_rng_init (&s->rng, tt_rng_next (rng));
}

void
catan_ai_sample_view (CatanState *view,
                      int         me,
                      TtRng      *rng)
{
  g_autoptr(CatanState) fresh = catan_state_new (view->board, &view->options, 0, NULL);

  sample_hidden (view, me, fresh->bank, rng);
}

/* ---- one-step choice --------------------------------------------------- */

static void list_own (Chooser *ch, const CatanState *state, GArray *out);

/* A card whose worth lies in what follows (a knight's robber, the roads
 * of Road Building) leaves the seat a decision of its own to make at once:
 * judged on the position before that decision, such a card never looks
 * worth playing. */
static gboolean
follow_up_pending (const CatanState *s, int me)
{
  return (s->phase == CATAN_PHASE_ROBBER || s->phase == CATAN_PHASE_ROAD_BUILDING) && s->current == me;
}

/* The worth of `s` after the seat's best follow-up moves (up to `depth`). */
static double
best_follow_up (Chooser *ch, const CatanState *s, int depth)
{
  CatanState *next = ch->follow[depth - 1];
  GArray *moves = ch->follow_moves[depth - 1];
  double best = -G_MAXDOUBLE;

  list_own (ch, s, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      CatanAction a = g_array_index (moves, CatanAction, i);
      double v;

      catan_state_copy_into (next, s);
      if (!catan_state_apply (next, &a, NULL, NULL))
        continue;
      if (depth > 1 && follow_up_pending (next, ch->me))
        v = best_follow_up (ch, next, depth - 1);
      else
        v = evaluate (next, ch->me, ch->level == CATAN_AI_EASY);
      best = MAX (best, v);
    }
  return best == -G_MAXDOUBLE ? evaluate (s, ch->me, ch->level == CATAN_AI_EASY) : best;
}

static double
value_after (Chooser *ch, const CatanState *sample, const CatanAction *action)
{
  CatanAction copy = *action;

  catan_state_copy_into (ch->work, sample);
  if (!catan_state_apply (ch->work, &copy, NULL, NULL))
    return -G_MAXDOUBLE;
  if (follow_up_pending (ch->work, ch->me) && action->type != CATAN_ACTION_ROLL)
    return best_follow_up (ch, ch->work, FOLLOW_DEPTH);
  return evaluate (ch->work, ch->me, ch->level == CATAN_AI_EASY);
}

/* The position as if the open offer were done with `me` as the partner. */
static double
value_of_trade (Chooser *ch, const CatanState *sample, const guint8 *receive, const guint8 *give, int other)
{
  CatanState *w = ch->work;

  catan_state_copy_into (w, sample);
  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      if (w->players[ch->me].cards[k] < give[k])
        return -G_MAXDOUBLE;
      w->players[ch->me].cards[k] += receive[k] - give[k];
      w->players[other].cards[k] = (guint8) MAX (0, w->players[other].cards[k] + give[k] - receive[k]);
    }
  return evaluate (w, ch->me, ch->level == CATAN_AI_EASY);
}

static int
card_total (const guint8 *cards)
{
  int n = 0;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    n += cards[k];
  return n;
}

/* What an offer gains the seat's own position. Only its own worth counts:
 * it is the same on every sample (the partner is not known yet, and the
 * others' worth reads only their hand sizes, which a trade of as many
 * cards as it takes does not change), so that the offers of one turn can
 * be ranked alike at every decision. */
static double
offer_gain (Chooser *ch, const CatanState *sample, const guint8 *give, const guint8 *get)
{
  CatanState *w = ch->work;
  double before;

  catan_state_copy_into (w, sample);
  before = player_value (w, ch->me, TRUE, FALSE);
  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      if (w->players[ch->me].cards[k] < give[k])
        return -G_MAXDOUBLE;
      w->players[ch->me].cards[k] += get[k] - give[k];
    }
  return player_value (w, ch->me, TRUE, FALSE) - before;
}

/* Somebody who could pay: a player holding at least as many cards as the
 * offer asks for and producing every kind it asks for (the seat sees only
 * hand sizes; a kind nobody with cards produces is seldom held). */
static gboolean
offer_payable (const CatanState *view, int me, const guint8 *get)
{
  int asked = card_total (get);

  for (int p = 0; p < view->options.n_players; p++)
    {
      double prod[CATAN_N_CARDS];
      gboolean kinds = TRUE;

      if (p == me || catan_state_hand_size (view, p) < asked)
        continue;
      production (view, p, prod);
      for (int k = 0; k < CATAN_N_CARDS; k++)
        kinds &= get[k] == 0 || prod[k] > 0;
      if (kinds)
        return TRUE;
    }
  return FALSE;
}

/* A total order of offers: by gain, ties by the cards. */
static int
offer_compare (double gain_a, const guint8 *give_a, const guint8 *get_a,
               double gain_b, const guint8 *give_b, const guint8 *get_b)
{
  int c;

  if (gain_a != gain_b)
    return gain_a < gain_b ? -1 : 1;
  c = memcmp (give_a, give_b, CATAN_N_CARDS);
  return c != 0 ? c : memcmp (get_a, get_b, CATAN_N_CARDS);
}

/* At most MAX_OFFERS a turn, to somebody who could pay, and never the
 * same twice: after the first, an offer must rank below the last one made
 * this turn (still in trade_give/trade_get). A declined offer leaves the
 * position as it was, so the ranks stay and the offers of a turn are the
 * seat's best few in falling order; after a trade the last offer is ranked
 * anew, and none at all follows one the seat can no longer pay. */
static gboolean
offer_allowed (Chooser *ch, const CatanState *view, const CatanAction *a)
{
  double gain, last;

  if (view->offers_made >= MAX_OFFERS || !offer_payable (view, ch->me, a->get))
    return FALSE;
  if (view->offers_made == 0)
    return TRUE;
  last = offer_gain (ch, view, view->trade_give, view->trade_get);
  if (last == -G_MAXDOUBLE)
    return FALSE;
  gain = offer_gain (ch, view, a->give, a->get);
  return offer_compare (gain, a->give, a->get, last, view->trade_give, view->trade_get) < 0;
}

static gboolean
hidden_outcome (const CatanAction *a)
{
  switch (a->type)
    {
    case CATAN_ACTION_ROBBER:
    case CATAN_ACTION_CHASE_ROBBER:
      return a->victim >= 0;
    case CATAN_ACTION_BUY_DEV:
    case CATAN_ACTION_PLAY_KNIGHT:      /* the robber's victim and card follow */
    case CATAN_ACTION_PLAY_MONOPOLY:
    case CATAN_ACTION_PROGRESS:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The score of one action, averaged over the samples where chance or
 * hidden cards decide its outcome. */
static double
score_action (Chooser           *ch,
              CatanState       **samples,
              int                n_samples,
              const CatanAction *a,
              double             now)
{
  const CatanState *s0 = samples[0];
  double sum = 0;

  switch (a->type)
    {
    case CATAN_ACTION_ROLL:
      return now;
    case CATAN_ACTION_REJECT:
      return now;
    case CATAN_ACTION_ACCEPT:
      if (catan_state_vp (s0, s0->current, FALSE) >= s0->options.vp_to_win - 2)
        return -G_MAXDOUBLE;
      return value_of_trade (ch, s0, s0->trade_give, s0->trade_get, s0->current)
             - (ch->level == CATAN_AI_EASY ? 2.0 : 8.0);
    case CATAN_ACTION_OFFER:
      {
        double gain;

        if (ch->level == CATAN_AI_EASY || !offer_allowed (ch, s0, a))
          return -G_MAXDOUBLE;
        gain = offer_gain (ch, s0, a->give, a->get);
        /* Worth asking only for a clear gain; others answer with the same
         * care, so half of it is expected. */
        return gain > OFFER_MIN_GAIN ? now + 0.5 * gain - 4.0 : -G_MAXDOUBLE;
      }
    default:
      break;
    }
  if (!hidden_outcome (a))
    n_samples = 1;
  for (int i = 0; i < n_samples; i++)
    sum += value_after (ch, samples[i], a);
  return sum / n_samples;
}

/* Commercial Harbor needs one card for every other player holding a
 * commodity, which the seat cannot know: it plays the card only when it
 * can pay for everybody who holds any card at all. */
static gboolean
safe_without_hands (const CatanState *view, const CatanAction *a)
{
  int needed = 0;

  if (a->type != CATAN_ACTION_PROGRESS || a->card != CATAN_PROGRESS_COMMERCIAL_HARBOR)
    return TRUE;
  for (int o = 0; o < view->options.n_players; o++)
    needed += o != a->player && catan_state_hand_size (view, o) > 0;
  return view->players[a->player].cards[a->res] >= needed;
}

static void
list_own (Chooser *ch, const CatanState *state, GArray *out)
{
  catan_state_legal_moves (state, ch->scratch);
  g_array_set_size (out, 0);
  for (guint i = 0; i < ch->scratch->len; i++)
    {
      const CatanAction *a = &g_array_index (ch->scratch, CatanAction, i);

      if (a->player == ch->me && safe_without_hands (state, a))
        g_array_append_val (out, *a);
    }
}

/* Spy and Master Merchant let their player look at the victim's cards and
 * take the ones it likes: the choice of victim was made on the view, the
 * cards taken are chosen now, from the hand the card shows. */
static void
take_shown_cards (Chooser *ch, const CatanState *state, const CatanState *sample, CatanAction *a)
{
  const CatanPlayer *victim;

  if (a->type != CATAN_ACTION_PROGRESS || a->victim < 0)
    return;
  victim = &state->players[a->victim];
  if (a->card == CATAN_PROGRESS_SPY)
    {
      static const guint8 preference[] = {
        CATAN_PROGRESS_ALCHEMIST, CATAN_PROGRESS_ENGINEER, CATAN_PROGRESS_MEDICINE, CATAN_PROGRESS_MASTER_MERCHANT,
        CATAN_PROGRESS_WARLORD, CATAN_PROGRESS_CRANE, CATAN_PROGRESS_INVENTOR, CATAN_PROGRESS_ROAD_BUILDING,
        CATAN_PROGRESS_RESOURCE_MONOPOLY, CATAN_PROGRESS_COMMODITY_MONOPOLY, CATAN_PROGRESS_MERCHANT_FLEET,
        CATAN_PROGRESS_WEDDING, CATAN_PROGRESS_DESERTER, CATAN_PROGRESS_DIPLOMAT, CATAN_PROGRESS_SMITH,
        CATAN_PROGRESS_MINING, CATAN_PROGRESS_IRRIGATION, CATAN_PROGRESS_MERCHANT, CATAN_PROGRESS_COMMERCIAL_HARBOR,
        CATAN_PROGRESS_BISHOP, CATAN_PROGRESS_SPY, CATAN_PROGRESS_INTRIGUE, CATAN_PROGRESS_SABOTEUR,
      };

      for (guint i = 0; i < G_N_ELEMENTS (preference); i++)
        if (victim->progress[preference[i]] > 0)
          {
            a->res = (gint8) preference[i];
            return;
          }
      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        if (victim->progress[k] > 0)
          a->res = (gint8) k;
    }
  else if (a->card == CATAN_PROGRESS_MASTER_MERCHANT)
    {
      int take = MIN (2, catan_state_hand_size (state, a->victim));
      double best = -G_MAXDOUBLE;
      guint8 give[CATAN_N_CARDS];

      memcpy (give, a->give, sizeof give);
      for (int i = 0; i < CATAN_N_CARDS; i++)
        for (int j = i; j < CATAN_N_CARDS; j++)
          {
            guint8 pick[CATAN_N_CARDS] = { 0 };
            double value;

            pick[i]++;
            if (take == 2)
              pick[j]++;
            else if (j != i)
              continue;
            if (pick[i] > victim->cards[i] || pick[j] > victim->cards[j])
              continue;
            catan_state_copy_into (ch->work, sample);
            for (int k = 0; k < CATAN_N_CARDS; k++)
              ch->work->players[ch->me].cards[k] += pick[k];
            value = evaluate (ch->work, ch->me, ch->level == CATAN_AI_EASY);
            if (value > best)
              {
                best = value;
                memcpy (give, pick, sizeof give);
              }
          }
      memcpy (a->give, give, sizeof give);
    }
}

/* Scores every candidate; returns the index of the best. */
static guint
score_all (Chooser     *ch,
           CatanState **samples,
           int          n_samples,
           GArray      *candidates,
           double      *scores)
{
  double now = evaluate (samples[0], ch->me, ch->level == CATAN_AI_EASY);
  guint best = 0;

  for (guint i = 0; i < candidates->len; i++)
    {
      scores[i] = score_action (ch, samples, n_samples, &g_array_index (candidates, CatanAction, i), now);
      /* Easy hesitates between near equals. */
      if (ch->level == CATAN_AI_EASY && scores[i] > -G_MAXDOUBLE)
        scores[i] += 10.0 * tt_rng_double (&ch->rng);
      if (scores[i] > scores[best])
        best = i;
    }
  return best;
}

/* ---- Hard: rollouts to the end of the turn ------------------------------ */

/* Normal's move on a sampled (fully known) position, without offers. */
static gboolean
greedy_step (Chooser *ch, CatanState *s, GArray *own)
{
  CatanState *samples[1] = { s };
  double now, best_score = -G_MAXDOUBLE;
  int best = -1;

  list_own (ch, s, own);
  now = evaluate (s, ch->me, FALSE);
  for (guint i = 0; i < own->len; i++)
    {
      const CatanAction *a = &g_array_index (own, CatanAction, i);
      double score;

      if (a->type == CATAN_ACTION_OFFER)
        continue;
      score = score_action (ch, samples, 1, a, now);
      if (score > best_score)
        {
          best_score = score;
          best = (int) i;
        }
    }
  if (best < 0)
    return FALSE;
  {
    CatanAction a = g_array_index (own, CatanAction, best);

    return catan_state_apply (s, &a, NULL, NULL) && a.type != CATAN_ACTION_END_TURN;
  }
}

/* After the turn, the next player's roll: production, a 7 (discards and
 * the robber) and, with Cities & Knights, the barbarians and progress
 * draws, each answered by Normal for whoever must act. */
static void
next_roll (Chooser *ch, CatanState *s, GArray *own)
{
  int me = ch->me;
  CatanAction roll;

  if (s->phase != CATAN_PHASE_ROLL || s->current == me)
    return;
  catan_action_init (&roll, CATAN_ACTION_ROLL, s->current);
  if (!catan_state_apply (s, &roll, NULL, NULL))
    return;
  for (int step = 0; step < HARD_ROLLOUT_MAX && s->phase != CATAN_PHASE_MAIN && s->phase != CATAN_PHASE_OVER; step++)
    {
      ch->me = catan_ai_seat_to_act (s);
      if (ch->me < 0 || !greedy_step (ch, s, own))
        break;
    }
  ch->me = me;
}

static double
rollout (Chooser *ch, CatanState *s, const CatanAction *first, GArray *own)
{
  CatanAction a = *first;
  int step = 0;

  if (!catan_state_apply (s, &a, NULL, NULL))
    return -G_MAXDOUBLE;
  if (a.type != CATAN_ACTION_END_TURN)
    for (step = 0; step < HARD_ROLLOUT_MAX; step++)
      if (s->phase == CATAN_PHASE_OVER || catan_ai_seat_to_act (s) != ch->me
          || !greedy_step (ch, s, own))
        break;
  if (step < HARD_ROLLOUT_MAX)
    next_roll (ch, s, own);
  return evaluate (s, ch->me, FALSE);
}

static guint
hard_choose (Chooser             *ch,
             const CatanState    *view,
             const CatanAiParams *params,
             GCancellable        *cancellable,
             GArray              *candidates,
             double              *scores,
             guint                normal_best,
             guint               *iterations)
{
  g_autoptr(GArray) own = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(CatanState) sample = catan_state_copy (view);
  g_autoptr(CatanState) play = catan_state_copy (view);
  guint order[HARD_CANDIDATES], n = 0;
  double sum[HARD_CANDIDATES] = { 0 };
  TtBudget budget;
  guint done = 0;

  tt_budget_start (&budget, params->cpu_budget, (gint64) (params->budget_ms ? params->budget_ms : CATAN_AI_DEFAULT_BUDGET_MS) * 1000);

  /* The most promising candidates by Normal's score (offers and answers
   * are left to Normal: their worth depends on the others' replies). */
  order[n++] = normal_best;
  while (n < HARD_CANDIDATES)
    {
      int pick = -1;

      for (guint i = 0; i < candidates->len; i++)
        {
          gboolean taken = FALSE;
          guint8 type = g_array_index (candidates, CatanAction, i).type;

          for (guint j = 0; j < n; j++)
            taken |= order[j] == i;
          if (taken || scores[i] == -G_MAXDOUBLE || type == CATAN_ACTION_OFFER)
            continue;
          if (pick < 0 || scores[i] > scores[pick])
            pick = (int) i;
        }
      if (pick < 0)
        break;
      order[n++] = (guint) pick;
    }
  if (n < 2 || g_array_index (candidates, CatanAction, normal_best).type == CATAN_ACTION_OFFER)
    return normal_best;

  while (!g_cancellable_is_cancelled (cancellable))
    {
      catan_state_copy_into (sample, view);
      sample_hidden (sample, ch->me, ch->supply, &ch->rng);
      for (guint j = 0; j < n; j++)
        {
          catan_state_copy_into (play, sample);
          sum[j] += rollout (ch, play, &g_array_index (candidates, CatanAction, order[j]), own);
        }
      done++;
      if ((params->max_iterations && done >= params->max_iterations)
          || tt_budget_is_spent (&budget))
        break;
    }
  *iterations = done;
  if (done == 0)
    return normal_best;
  {
    guint best = 0;

    for (guint j = 1; j < n; j++)
      if (sum[j] > sum[best])
        best = j;
    return order[best];
  }
}

/* ---- counter-offers ---------------------------------------------------- */

#define COUNTER_MARGIN    8.0    /* what an accepted offer must gain, as in score_action */

/* One counter: the open offer with one card changed, from the offerer's
 * side (what it gives and gets); `rank` orders the kinds of change from
 * the most to the least plausible for the offerer. */
typedef struct
{
  guint8 give[CATAN_N_CARDS];
  guint8 get[CATAN_N_CARDS];
  int    rank;
} Counter;

/* A proposal the engine takes as an offer, that the offerer can pay, the
 * computer can pay, and that asks the offerer for at most two cards for
 * each card it gets. */
static gboolean
counter_fair (const CatanState *state, int seat, const Counter *c)
{
  const CatanPlayer *offerer = &state->players[state->current], *me = &state->players[seat];
  int n_give = 0, n_get = 0;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      if ((c->give[k] > 0 && c->get[k] > 0) || c->give[k] > offerer->cards[k] || c->get[k] > me->cards[k])
        return FALSE;
      n_give += c->give[k];
      n_get += c->get[k];
    }
  return n_give > 0 && n_get > 0 && n_give <= 2 * n_get;
}

/* Every change of one card to the open offer: on the side of what the
 * offerer gives (the computer keeps giving what was asked: rank 0 for a
 * card of another kind, 1 for a card more or less) or of what it gets
 * (rank 2 and 3). */
static void
list_counters (const CatanState *state, int seat, GArray *out)
{
  int n_kinds = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;

  for (int side = 0; side < 2; side++)
    for (int from = -1; from < n_kinds; from++)
      for (int to = -1; to < n_kinds; to++)
        {
          Counter c;
          guint8 *cards;

          if (from == to)
            continue;
          memcpy (c.give, state->trade_give, sizeof c.give);
          memcpy (c.get, state->trade_get, sizeof c.get);
          cards = side == 0 ? c.give : c.get;
          if (from >= 0)
            {
              if (cards[from] == 0)
                continue;
              cards[from]--;
            }
          if (to >= 0)
            cards[to]++;
          c.rank = 2 * side + (from < 0 || to < 0);
          if (counter_fair (state, seat, &c))
            g_array_append_val (out, c);
        }
}

/* The engine's own moves for taking the counter (the offer withdrawn, the
 * counter offered, accepted by `seat`, closed) apply to `work`. */
static gboolean
counter_plays (CatanState *work, const CatanState *state, int seat, const Counter *c)
{
  CatanAction moves[4];

  catan_state_copy_into (work, state);
  catan_action_init (&moves[0], CATAN_ACTION_CANCEL, state->current);
  catan_action_init (&moves[1], CATAN_ACTION_OFFER, state->current);
  memcpy (moves[1].give, c->give, CATAN_N_CARDS);
  memcpy (moves[1].get, c->get, CATAN_N_CARDS);
  catan_action_init (&moves[2], CATAN_ACTION_ACCEPT, seat);
  catan_action_init (&moves[3], CATAN_ACTION_CONFIRM, state->current);
  moves[3].victim = (gint8) seat;
  for (int i = 0; i < 4; i++)
    if (!catan_state_apply (work, &moves[i], NULL, NULL))
      return FALSE;
  return TRUE;
}

/* The computer's worth after trading `receive` for `give` with the
 * offerer, averaged over the samples. */
static double
trade_worth (Chooser *ch, CatanState **samples, int n_samples, const guint8 *receive, const guint8 *give)
{
  double sum = 0;

  for (int i = 0; i < n_samples; i++)
    {
      double v = value_of_trade (ch, samples[i], receive, give, samples[i]->current);

      if (v == -G_MAXDOUBLE)
        return v;
      sum += v;
    }
  return sum / n_samples;
}

gboolean
catan_ai_counter_offer (const CatanState    *state,
                        int                  seat,
                        const CatanAiParams *params,
                        guint8               give[CATAN_N_CARDS],
                        guint8               get[CATAN_N_CARDS])
{
  g_autoptr(CatanState) view = NULL;
  g_autoptr(CatanState) fresh = NULL;
  g_autoptr(GArray) counters = NULL;
  CatanState *samples[NORMAL_SAMPLES * 2] = { NULL };
  Chooser ch = { 0 };
  double now = 0, offered, best_value = -G_MAXDOUBLE;
  int n_samples, best = -1;

  g_return_val_if_fail (state != NULL && params != NULL && give != NULL && get != NULL, FALSE);

  if (params->level == CATAN_AI_EASY || state->phase != CATAN_PHASE_TRADE
      || seat < 0 || seat >= state->options.n_players || seat == state->current
      || catan_state_vp (state, state->current, FALSE) >= state->options.vp_to_win - 2)
    return FALSE;
  counters = g_array_new (FALSE, FALSE, sizeof (Counter));
  list_counters (state, seat, counters);
  if (counters->len == 0)
    return FALSE;

  /* The worth of each counter is judged on the seat's own view. */
  view = catan_state_view (state, seat);
  ch.me = seat;
  ch.level = params->level;
  tt_rng_init (&ch.rng, params->seed * 0x9e3779b97f4a7c15ull + (guint64) seat);
  fresh = catan_state_new (view->board, &view->options, 0, NULL);
  memcpy (ch.supply, fresh->bank, sizeof ch.supply);
  chooser_alloc (&ch, view);
  n_samples = params->level == CATAN_AI_HARD ? NORMAL_SAMPLES * 2 : NORMAL_SAMPLES;
  for (int i = 0; i < n_samples; i++)
    {
      samples[i] = catan_state_copy (view);
      sample_hidden (samples[i], seat, ch.supply, &ch.rng);
      now += evaluate (samples[i], seat, FALSE) / n_samples;
    }
  offered = trade_worth (&ch, samples, n_samples, state->trade_give, state->trade_get);

  /* The most plausible kind of change that the computer would accept and
   * that beats the offer as it stands; within a kind, its best. */
  for (guint i = 0; i < counters->len; i++)
    {
      const Counter *c = &g_array_index (counters, Counter, i);
      double value = trade_worth (&ch, samples, n_samples, c->give, c->get);

      if (value - COUNTER_MARGIN <= now || value <= offered)
        continue;
      if (best >= 0 && (c->rank > g_array_index (counters, Counter, best).rank
                        || (c->rank == g_array_index (counters, Counter, best).rank && value <= best_value)))
        continue;
      /* last, the rules: the engine takes the counter's moves */
      if (!counter_plays (ch.work, state, seat, c))
        continue;
      best = (int) i;
      best_value = value;
    }
  if (best >= 0)
    {
      memcpy (give, g_array_index (counters, Counter, best).give, CATAN_N_CARDS);
      memcpy (get, g_array_index (counters, Counter, best).get, CATAN_N_CARDS);
    }
  for (int i = 0; i < n_samples; i++)
    catan_state_free (samples[i]);
  chooser_release (&ch);
  return best >= 0;
}

/* ---- entry point ------------------------------------------------------- */

gboolean
catan_ai_choose (const CatanState    *state,
                 int                  seat,
                 const CatanAiParams *params,
                 GCancellable        *cancellable,
                 CatanAction         *action,
                 CatanAiStats        *stats,
                 GError             **error)
{
  g_autoptr(CatanState) view = NULL;
  g_autoptr(CatanState) fresh = NULL;
  g_autoptr(GArray) candidates = NULL;
  g_autofree double *scores = NULL;
  CatanState *samples[NORMAL_SAMPLES * 2] = { NULL };
  int n_samples;
  Chooser ch = { 0 };
  guint best, iterations = 0;

  g_return_val_if_fail (state != NULL && params != NULL && action != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (seat < 0 || seat >= state->options.n_players)
    {
      g_set_error (error, CATAN_STATE_ERROR, CATAN_ERROR_INVALID, "computer: no seat %d at this table", seat);
      return FALSE;
    }
  /* From here on only the seat's own view is read. */
  view = catan_state_view (state, seat);
  ch.me = seat;
  ch.level = params->level;
  tt_rng_init (&ch.rng, params->seed * 0x9e3779b97f4a7c15ull + (guint64) seat);
  ch.scratch = g_array_sized_new (FALSE, FALSE, sizeof (CatanAction), 256);
  fresh = catan_state_new (view->board, &view->options, 0, NULL);
  memcpy (ch.supply, fresh->bank, sizeof ch.supply);

  candidates = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  list_own (&ch, view, candidates);
  if (candidates->len == 0)
    {
      g_array_unref (ch.scratch);
      g_set_error (error, CATAN_STATE_ERROR, CATAN_ERROR_NOT_YOUR_TURN,
                   "computer: player %d has nothing to do now", seat);
      return FALSE;
    }
  if (stats != NULL)
    stats->n_candidates = candidates->len;

  n_samples = params->level == CATAN_AI_EASY ? 1 : params->level == CATAN_AI_HARD ? NORMAL_SAMPLES * 2 : NORMAL_SAMPLES;
  for (int i = 0; i < n_samples; i++)
    {
      samples[i] = catan_state_copy (view);
      sample_hidden (samples[i], seat, ch.supply, &ch.rng);
    }
  chooser_alloc (&ch, view);
  scores = g_new (double, candidates->len);
  best = candidates->len == 1 ? 0 : score_all (&ch, samples, n_samples, candidates, scores);
  if (params->level == CATAN_AI_HARD && candidates->len > 1
      && (view->phase == CATAN_PHASE_MAIN || view->phase == CATAN_PHASE_ROLL))
    best = hard_choose (&ch, view, params, cancellable, candidates, scores, best, &iterations);
  else if (params->level == CATAN_AI_NORMAL && params->normal_rollouts > 0 && candidates->len > 1
           && (view->phase == CATAN_PHASE_MAIN || view->phase == CATAN_PHASE_ROLL))
    {
      /* Counted, never timed: the same move on any machine. A Cities &
       * Knights rollout costs about three base ones. */
      CatanAiParams light = *params;

      light.max_iterations = view->options.cities_and_knights ? MAX (params->normal_rollouts / 3, 1)
                                                              : params->normal_rollouts;
      light.budget_ms = G_MAXINT32;
      best = hard_choose (&ch, view, &light, cancellable, candidates, scores, best, &iterations);
    }

  *action = g_array_index (candidates, CatanAction, best);
  take_shown_cards (&ch, state, samples[0], action);
  if (stats != NULL)
    stats->iterations = iterations;
  for (int i = 0; i < n_samples; i++)
    catan_state_free (samples[i]);
  chooser_release (&ch);
  g_array_unref (ch.scratch);
  return TRUE;
}
