/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-ai.c — computer players for Ora et Labora (see ora-ai.h) */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ora-ai.h"
#include "tt-budget.h"

#define HARD_CANDIDATES 5
#define HARD_MAX_DEPTH  256
#define HARD_SOLO_FIRST      8
#define HARD_SOLO_CANDIDATES 24
#define HARD_SOLO_POLICIES   8
#define HARD_SOLO_NOISE      2.0
/* Percent of the budget for the first moves' rollouts without a plan
 * from the decision before. */
#define HARD_SOLO_TRIALS         60
/* Percent of the tries on the line that keep its later moves. */
#define HARD_SOLO_REPAIR         90
/* Percent of the tries on the line at one of its next few moves, and how
 * many moves that is. */
#define HARD_SOLO_NEAR           50
#define HARD_SOLO_NEAR_MOVES     12
/* Percent of the tries that change a second move soon after the first,
 * and how soon. */
#define HARD_SOLO_TWO            30
#define HARD_SOLO_TWO_WITHIN     6
/* How many moves of other kinds a repaired line plays before it gives
 * up the old move that no longer applies. */
#define REPAIR_HOLD              2
/* The search on the line accepts a line up to `slack` points worse than
 * the one it changes: HARD_SOLO_SLACK at first, shrinking to nothing
 * over a round of HARD_SOLO_ROUND tries, after which it starts again
 * from the best line found (threshold accepting with restarts). */
#define HARD_SOLO_SLACK          6.0
#define HARD_SOLO_ROUND          400
#define WIN_BONUS       1000.0
/* Two-player end: points per display building still to go (ahead,
 * behind) and per good missing for the nearest ones. */
#define ENDGAME_LEFT_AHEAD  14.0
#define ENDGAME_LEFT_BEHIND 8.0
#define ENDGAME_LACK        2.5
#define ENDGAME_LATE        1.5

/* The weights of Normal's evaluation (see player_value). */
typedef struct
{
  /* What a good is worth beyond the points it scores at the end, in
   * points: the food, energy and money it pays, the building material it
   * is, the better good a building turns it into. */
  double worth[ORA_N_GOODS];
  double goods, free_land, covered, buildings, home, hand, build;
  /* A settlement in hand: the share of its neighbors' dwelling values
   * counted (they may still change), the share of its worth counted
   * anyway and the share counted when the food and energy for it are in
   * stock. */
  double settle_neighbors, hand_base, hand_afford;
  /* A stock beyond `stock` goods of a kind counts `beyond` per good. */
  double stock, beyond;
  /* A building on display counts its points plus `build_bias`, divided
   * by 1 + `build_missing` per good it still lacks. */
  double build_bias, build_missing;
  /* The share of the game left is raised to this power: above 1, goods
   * and land lose their worth sooner. */
  double time_shape;
} Weights;

static const Weights versus_weights = {
  .worth = {
    [ORA_GRAIN] = 0.6, [ORA_STRAW] = 0.25, [ORA_SHEEP] = 0.9, [ORA_MEAT] = 1.8,
    [ORA_CLAY] = 0.8, [ORA_CERAMIC] = 0.0, [ORA_WOOD] = 0.9, [ORA_WHISKEY] = 0.8,
    [ORA_PEAT] = 0.8, [ORA_COAL] = 1.2, [ORA_COIN] = 0.7, [ORA_BOOK] = 0.0,
    [ORA_COIN5] = 3.0, [ORA_RELIQUARY] = 0.0, [ORA_STONE] = 1.5, [ORA_ORNAMENT] = 0.0,
    [ORA_GRAPES] = 0.7, [ORA_WINE] = 0.6, [ORA_MALT] = 0.7, [ORA_BEER] = 1.8,
    [ORA_FLOUR] = 0.7, [ORA_BREAD] = 1.2, [ORA_WONDER] = 0.0,
  },
  .goods = 1.2, .free_land = 1.2, .covered = 0.8, .buildings = 2.5, .home = 1.0, .hand = 4.0, .build = 1.5,
  .settle_neighbors = 0.8, .hand_base = 0.2, .hand_afford = 0.5,
  .stock = 6, .beyond = 0.3, .build_bias = 3.0, .build_missing = 1.0, .time_shape = 1.0,
};

/* Solo: nobody to deny, and only the final count matters. Fitted by hill
 * climbing on Normal's solo scores (tie-break seeds 10 to 17 in each
 * variant); over the 20 games of `tournament ora --players 1`, other
 * seeds, Normal's mean rose from 317 to 323 (France) and from 315 to 328
 * (Ireland): modest, Normal's solo games swing with its tie-breaks. */
static const Weights solo_weights = {
  .worth = {
    [ORA_GRAIN] = 0.55, [ORA_STRAW] = 0.06, [ORA_SHEEP] = 0.9, [ORA_MEAT] = 1.8,
    [ORA_CLAY] = 0.8, [ORA_CERAMIC] = 0, [ORA_WOOD] = 0.9, [ORA_WHISKEY] = 0.73,
    [ORA_PEAT] = 0.8, [ORA_COAL] = 1.2, [ORA_COIN] = 0.7, [ORA_BOOK] = 0.46,
    [ORA_COIN5] = 1.73, [ORA_RELIQUARY] = 1.29, [ORA_STONE] = 1.5, [ORA_ORNAMENT] = 0,
    [ORA_GRAPES] = 0.7, [ORA_WINE] = 1.36, [ORA_MALT] = 0.96, [ORA_BEER] = 3.1,
    [ORA_FLOUR] = 0.92, [ORA_BREAD] = 1.2, [ORA_WONDER] = 0,
  },
  .goods = 1.2, .free_land = 1.2, .covered = 1.08, .buildings = 2.82, .home = 1, .hand = 2.1, .build = 0.95,
  .settle_neighbors = 0.8, .hand_base = 0.14, .hand_afford = 0.5,
  .stock = 6, .beyond = 0.3, .build_bias = 3, .build_missing = 0.73, .time_shape = 1,
};

static const Weights *
weights_for (const OraState *s)
{
  return s->neutral >= 0 ? &solo_weights : &versus_weights;
}

void
ora_ai_params_init (OraAiParams *params,
                    OraAiLevel   level)
{
  memset (params, 0, sizeof *params);
  params->level = level;
  params->seed = 1;
}

/* ---- the evaluation --------------------------------------------------- */

static int
display_left (const OraState *s)
{
  int n = 0;

  for (int i = 0; i < s->first_settlement; i++)
    n += s->card_loc[i] == ORA_LOC_DISPLAY;
  return n;
}

/* The share of the game still to come: goods, land and clergymen are worth
 * their use while there is time to use them; at the end only points count. */
static double
time_left (const OraState *s)
{
  int rounds = s->set->modes[s->mode_id].rounds;
  double left;

  if (s->stage == ORA_STAGE_OVER)
    return 0;
  if (rounds <= 0)
    {
      /* Two-player games end when settlement D (round 28) is out and the
       * buildings are all but built, a few rounds later when players build. */
      if (s->next_settlement >= 4)
        return CLAMP (0.1 + 0.05 * display_left (s), 0.1, 0.6);
      left = (32.0 - s->round) / 32.0;
      return CLAMP (left, 0.3, 1.0);
    }
  left = (double) (rounds - s->round + 1) / rounds;
  if (s->stage == ORA_STAGE_BONUS || s->final_round)
    left = 0.05;
  return CLAMP (left, 0.05, 1.0);
}

/* Where a player could still build: a bit per OraTerrain of free cells,
 * of free cells next to a cloister building (cloisters must touch one),
 * and of the same under forest or moor (a felling or cutting away). */
typedef struct
{
  guint8 free, free_cloister, covered, covered_cloister;
  int    n_free_cloister;   /* free cells next to a cloister */
} Sites;

static gboolean
next_to_cloister (const OraState *s, const OraPlayer *pl, int r, int c)
{
  static const int d[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

  for (int i = 0; i < 4; i++)
    {
      int nr = r + d[i][0], nc = c + d[i][1], card;

      if (nr < 0 || nr >= ORA_ROWS || nc < 0 || nc >= ORA_COLS)
        continue;
      card = pl->cells[nr][nc].card;
      if (card >= 0 && s->set->cards[card].cloister)
        return TRUE;
    }
  return FALSE;
}

static Sites
sites_of (const OraState *s, const OraPlayer *pl)
{
  Sites sites = { 0 };

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];
        guint8 bit = (guint8) (1u << cell->terrain);
        gboolean cloister;

        if (cell->terrain == ORA_TERRAIN_NONE || cell->terrain == ORA_TERRAIN_WATER
            || cell->terrain == ORA_TERRAIN_MOUNTAIN_LOWER || cell->card >= 0)
          continue;
        cloister = next_to_cloister (s, pl, r, c);
        if (cell->cover == ORA_COVER_NONE)
          {
            sites.free |= bit;
            sites.free_cloister |= cloister ? bit : 0;
            sites.n_free_cloister += cloister;
          }
        else
          {
            sites.covered |= bit;
            sites.covered_cloister |= cloister ? bit : 0;
          }
      }
  return sites;
}

/* What the player still lacks to build `card`: goods (grain counts as
 * straw, it turns into straw for free), half a point per missing coin,
 * one more when only covered land could take it, two when no land can. */
static double
missing_for (const OraPlayer *pl, const OraCard *card, const Sites *sites)
{
  int money = pl->goods[ORA_COIN] + 5 * pl->goods[ORA_COIN5];
  double missing = 0;

  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      int have = pl->goods[g] + (g == ORA_STRAW ? pl->goods[ORA_GRAIN] : 0);

      missing += MAX (0, card->cost.n[g] - have);
    }
  missing += MAX (0, card->cost.n[ORA_PAY_COINS] - money) / 2.0;
  if (!(card->terrain_mask & (card->cloister ? sites->free_cloister : sites->free)))
    missing += (card->terrain_mask & (card->cloister ? sites->covered_cloister : sites->covered)) ? 1 : 2;
  return missing;
}

/* How close the player is to the best buildings on display: their points
 * and use, less for every good or coin still missing and for a building
 * that has no free site of its terrain yet. This is what drives collecting
 * stone, clay and coins and buying the coast and mountain land. */
static double
build_potential (const OraState *s, const OraPlayer *pl, const Sites *sites, const Weights *w)
{
  double best[3] = { 0, 0, 0 };

  for (int i = 0; i < s->first_settlement; i++)
    {
      const OraCard *card = &s->set->cards[i];
      double worth;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      worth = (card->economic + card->dwelling + w->build_bias) / (1.0 + w->build_missing * missing_for (pl, card, sites));
      if (worth > best[0])
        {
          best[2] = best[1];
          best[1] = best[0];
          best[0] = worth;
        }
      else if (worth > best[1])
        {
          best[2] = best[1];
          best[1] = worth;
        }
      else if (worth > best[2])
        best[2] = worth;
    }
  return best[0] + best[1] + best[2];
}

/* Two-player games have no last round: they end once settlement D is out
 * and the display is down to one building (the long game: three). Left
 * alone, players who gain more from their production than from building
 * would play on for ever, so past D every level counts each building still
 * to go against itself, and the goods it lacks for the nearest ones: that
 * drives collecting the clay, wood and stone the display asks for and
 * building it out. The player ahead presses harder, since the end locks its
 * lead in; the one behind still builds, for the points and to deny them. */
static gboolean
in_two_player_end (const OraState *s)
{
  return s->set->modes[s->mode_id].rounds == 0 && s->next_settlement >= 4 && s->stage != ORA_STAGE_OVER;
}

static double
endgame_drive (const OraState *s, int player, gboolean ahead)
{
  const OraPlayer *pl = &s->players[player];
  int target = s->mode_id == ORA_MODE_LONG2 ? 3 : 1, to_go = display_left (s) - target;
  double near[3] = { G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE }, lack = 0;
  Sites sites;
  int k, late, cloisters = 0, blocked;

  if (!in_two_player_end (s) || to_go <= 0)
    return 0;
  sites = sites_of (s, pl);
  for (int i = 0; i < s->first_settlement; i++)
    {
      double m;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      cloisters += s->set->cards[i].cloister;
      m = missing_for (pl, &s->set->cards[i], &sites);
      if (m < near[0])
        {
          near[2] = near[1];
          near[1] = near[0];
          near[0] = m;
        }
      else if (m < near[1])
        {
          near[2] = near[1];
          near[1] = m;
        }
      else if (m < near[2])
        near[2] = m;
    }
  k = MIN (to_go, 3);
  for (int j = 0; j < k; j++)
    lack += near[j] < G_MAXDOUBLE ? near[j] : 0;
  /* Real games end some ten turns after D; the push grows with every
   * turn beyond, so no plan of hoarding and converting outlasts it. */
  late = MAX (0, s->round - s->set->modes[s->mode_id].settlement_round[3]);
  /* Cloisters must touch a cloister: a free cell next to one is kept for
   * them, or once the land is all bought the display can never empty. */
  blocked = MAX (0, MIN (cloisters, to_go) - sites.n_free_cloister);
  return -((ahead ? ENDGAME_LEFT_AHEAD : ENDGAME_LEFT_BEHIND) + ENDGAME_LATE * late) * (to_go + blocked)
         - (ENDGAME_LACK + 0.1 * late) * lack;
}

/* The dwelling points a settlement would gain from its neighbors on the
 * best free cells of the landscape (buildings' dwelling values, 3 for
 * water), the best first; returns how many cells were found, at most `n`. */
static int
best_settlement_cells (const OraState *s, const OraPlayer *pl, double *best, int n)
{
  static const int d[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
  int found = 0;

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];
        double sum = 0;
        int j;

        if (cell->card >= 0 || cell->cover != ORA_COVER_NONE || cell->terrain < ORA_TERRAIN_COAST
            || cell->terrain > ORA_TERRAIN_HILLSIDE)
          continue;
        for (int i = 0; i < 4; i++)
          {
            int nr = r + d[i][0], nc = c + d[i][1];
            const OraCell *nb;

            if (nr < 0 || nr >= ORA_ROWS || nc < 0 || nc >= ORA_COLS)
              continue;
            nb = &pl->cells[nr][nc];
            if (nb->card >= 0)
              sum += s->set->cards[nb->card].dwelling;
            else if (nb->terrain == ORA_TERRAIN_WATER)
              sum += 3;
          }
        /* Insert into the sorted best list. */
        j = MIN (found, n - 1);
        if (found == n && sum <= best[n - 1])
          continue;
        while (j > 0 && best[j - 1] < sum)
          {
            best[j] = best[j - 1];
            j--;
          }
        best[j] = sum;
        found = MIN (found + 1, n);
      }
  return found;
}

/* Settlements in hand are worth what they score once placed (their own
 * points and the dwelling values around the best free cells), as far as
 * the food and energy in stock would pay for them, the best first: this
 * keeps food and energy for the settlement phases, the last one above all,
 * where the big villages score, and good cells free next to high dwelling
 * values. A player settles at most once per settlement phase, so only as
 * many as there are phases to come count. */
static double
hand_value (const OraState *s, const OraPlayer *pl, const Weights *w)
{
  const OraCard *cards[ORA_MAX_CARDS];
  double cells[5];
  int food = 0, energy = 0, n = 0, n_cells;
  int phases = (s->set->modes[s->mode_id].rounds > 0 ? 5 : 4) - s->next_settlement;
  double value = 0;

  if (s->stage == ORA_STAGE_OVER || phases <= 0 || pl->hand == 0)
    return 0;
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      food += pl->goods[g] * ora_goods[g].food2;
      energy += pl->goods[g] * ora_goods[g].energy2;
    }
  for (guint32 bits = pl->hand; bits != 0; bits &= bits - 1)
    {
      const OraCard *card = &s->set->cards[s->first_settlement + g_bit_nth_lsf (bits, -1)];
      int j = n++;

      /* Highest worth first (a hand holds at most eight). */
      while (j > 0 && cards[j - 1]->economic + cards[j - 1]->dwelling < card->economic + card->dwelling)
        {
          cards[j] = cards[j - 1];
          j--;
        }
      cards[j] = card;
    }
  phases = MIN (phases, (int) G_N_ELEMENTS (cells));
  n_cells = best_settlement_cells (s, pl, cells, phases);
  for (int i = 0; i < MIN (n, phases); i++)
    {
      int need_food = cards[i]->cost.n[ORA_PAY_FOOD], need_energy = cards[i]->cost.n[ORA_PAY_ENERGY];
      double afford = 1, around = i < n_cells ? cells[i] : 0;

      if (need_food > 0)
        afford *= MIN (1.0, (double) food / need_food);
      if (need_energy > 0)
        afford *= MIN (1.0, (double) energy / need_energy);
      food = MAX (0, food - need_food);
      energy = MAX (0, energy - need_energy);
      value += MAX (0, cards[i]->economic + cards[i]->dwelling + w->settle_neighbors * around)
               * (w->hand_base + w->hand_afford * afford);
    }
  return value;
}

static double
player_value (const OraState *s, int player, gboolean easy, const Weights *weights)
{
  const OraPlayer *pl = &s->players[player];
  OraScore score = ora_state_score (s, player);
  const Weights *w = easy ? &versus_weights : weights != NULL ? weights : weights_for (s);
  double f = w->time_shape == 1.0 ? time_left (s) : pow (time_left (s), w->time_shape), extra = 0;
  int free_land = 0, covered = 0, buildings = 0, home = 0, hand = 0;
  Sites sites;

  /* A stock serves a few uses; a hoard beyond that is worth little more. */
  for (int g = 0; g < ORA_N_GOODS; g++)
    extra += w->worth[g] * (MIN (pl->goods[g], w->stock) + w->beyond * MAX (pl->goods[g] - w->stock, 0));
  if (easy)
    return score.total + 0.5 * f * extra;
  /* Land is where the buildings and settlements of the rest of the game
   * go; settlements in hand wait for a good place. */
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];

        if (cell->terrain == ORA_TERRAIN_NONE || cell->terrain == ORA_TERRAIN_WATER)
          continue;
        if (cell->card >= 0)
          buildings++;
        else if (cell->cover != ORA_COVER_NONE)
          covered++;
        else
          free_land++;
      }
  sites = sites_of (s, pl);
  for (int i = 0; i < s->set->modes[s->mode_id].clergy; i++)
    home += pl->clergy[i] < 0;
  for (guint32 bits = pl->hand; bits != 0; bits &= bits - 1)
    hand++;
  return score.total + hand_value (s, pl, w)
         + f * (w->goods * extra + w->free_land * MIN (free_land, 12) + w->covered * MIN (covered, 10)
                + w->buildings * buildings + w->home * home + w->hand * hand + w->build * build_potential (s, pl, &sites, w));
}

static double
evaluate (const OraState *s, int me, gboolean easy, const Weights *weights)
{
  double mine = player_value (s, me, easy, weights), best = -G_MAXDOUBLE, sum = 0;
  int others = 0;

  /* Easy looks at the others only to know who leads a two-player end. */
  if (easy && !in_two_player_end (s))
    return mine;
  for (int p = 0; p < s->n_players; p++)
    if (p != me && p != s->neutral)
      {
        double v = player_value (s, p, easy, weights);

        best = MAX (best, v);
        sum += v;
        others++;
      }
  if (others == 0)
    return mine;
  mine += endgame_drive (s, me, mine > best);
  if (easy)
    return mine;
  if (s->stage == ORA_STAGE_OVER)
    mine += mine > best ? WIN_BONUS : mine < best ? -WIN_BONUS : 0;
  return mine - 0.5 * best - 0.5 * sum / others;
}

gdouble
ora_ai_evaluate (const OraState *state,
                 int             player)
{
  return evaluate (state, player, FALSE, NULL);
}

/* ---- one-step choice --------------------------------------------------- */

typedef struct
{
  int         me;
  OraAiLevel  level;
  TtRng       rng;
  OraState   *work;
  const Weights *weights;   /* NULL: the state's own (solo or versus) */
} Chooser;

static double
value_after (Chooser *ch, const OraState *s, const OraAction *a, int judge, gboolean easy)
{
  ora_state_copy_into (ch->work, s);
  if (!ora_state_apply (ch->work, a, NULL, NULL))
    return -G_MAXDOUBLE;
  return evaluate (ch->work, judge, easy, ch->weights);
}

/* The index of the best action for the player to move in `s`, by the
 * evaluation (Easy's or Normal's) plus up to `noise` points drawn from
 * ch->rng; scores[] (nullable) receives every score. */
static guint
greedy (Chooser *ch, const OraState *s, GArray *legal, gboolean easy, double noise, double *scores)
{
  int judge = ora_state_get_current_player (s);
  double best_score = -G_MAXDOUBLE;
  guint best = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      double score = value_after (ch, s, &g_array_index (legal, OraAction, i), judge, easy);

      if (noise > 0 && score > -G_MAXDOUBLE)
        score += noise * tt_rng_double (&ch->rng);
      if (scores != NULL)
        scores[i] = score;
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return best;
}

/* ---- Hard: rollouts with Normal for everybody ---------------------------- */

static void
clock_start (TtBudget *clock, const OraAiParams *params)
{
  tt_budget_start (clock, params->cpu_budget,
                   (gint64) (params->budget_ms ? params->budget_ms : ORA_AI_DEFAULT_BUDGET_MS) * 1000);
}

/* How a rollout plays: Normal, its scores shaken by up to `noise` points
 * drawn afresh at every position from `seed` and the number of actions
 * played, so the move it picks is a function of the position alone. */
typedef struct
{
  double         noise;
  guint64        seed;
  const Weights *weights;   /* NULL: Normal's own */
} Policy;

static const Policy plain_normal = { 0, 0, NULL };

static guint
policy_pick (Chooser *ch, const OraState *s, GArray *legal, const Policy *policy)
{
  guint pick;

  if (legal->len == 1)
    return 0;
  if (policy->noise > 0)
    tt_rng_init (&ch->rng, policy->seed ^ ((guint64) s->n_actions * 0xbf58476d1ce4e5b9ull));
  ch->weights = policy->weights;
  pick = greedy (ch, s, legal, FALSE, policy->noise, NULL);
  ch->weights = NULL;
  return pick;
}

/* Plays `first` and then `depth` - 1 actions of the policy; FALSE when the
 * time ran out or the search was cancelled before the end. */
static gboolean
rollout (Chooser *ch, OraState *s, const OraAction *first, guint depth, const Policy *policy, const TtBudget *clock,
         GCancellable *cancellable, double *value)
{
  *value = -G_MAXDOUBLE;
  if (!ora_state_apply (s, first, NULL, NULL))
    return TRUE;
  for (guint step = 1; step < depth && s->stage != ORA_STAGE_OVER; step++)
    {
      g_autoptr(GArray) legal = NULL;
      guint pick;

      if (tt_budget_is_spent (clock) || g_cancellable_is_cancelled (cancellable))
        return FALSE;
      legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
      ora_state_legal_moves (s, legal);

      if (legal->len == 0)
        break;
      pick = policy_pick (ch, s, legal, policy);
      if (!ora_state_apply (s, &g_array_index (legal, OraAction, pick), NULL, NULL))
        break;
    }
  *value = evaluate (s, ch->me, FALSE, NULL);
  return TRUE;
}

static guint
hard_choose (Chooser           *ch,
             const OraState    *state,
             const OraAiParams *params,
             GCancellable      *cancellable,
             GArray            *legal,
             const double      *scores,
             guint              normal_best,
             OraAiStats        *stats)
{
  g_autoptr(OraState) play = ora_state_copy (state);
  guint order[HARD_CANDIDATES], n = 0, best = normal_best, done = 0, depth_done = 0;
  TtBudget clock;

  clock_start (&clock, params);

  order[n++] = normal_best;
  while (n < HARD_CANDIDATES)
    {
      int pick = -1;

      for (guint i = 0; i < legal->len; i++)
        {
          gboolean taken = FALSE;

          for (guint j = 0; j < n; j++)
            taken |= order[j] == i;
          if (!taken && scores[i] > -G_MAXDOUBLE && (pick < 0 || scores[i] > scores[pick]))
            pick = (int) i;
        }
      if (pick < 0)
        break;
      order[n++] = (guint) pick;
    }
  if (n < 2)
    return normal_best;

  /* Deeper and deeper: a depth counts only when every candidate finished it. */
  for (guint depth = (guint) state->n_players * 2; depth <= HARD_MAX_DEPTH; depth *= 2)
    {
      double value[HARD_CANDIDATES];
      guint j, level_best = 0;

      for (j = 0; j < n; j++)
        {
          if (g_cancellable_is_cancelled (cancellable) || tt_budget_is_spent (&clock)
              || (params->max_iterations && done >= params->max_iterations))
            break;
          ora_state_copy_into (play, state);
          if (!rollout (ch, play, &g_array_index (legal, OraAction, order[j]), depth, &plain_normal, &clock, cancellable,
                        &value[j]))
            break;
          done++;
          if (value[j] > value[level_best])
            level_best = j;
        }
      if (j < n)
        break;
      best = order[level_best];
      depth_done = depth;
    }
  stats->iterations = done;
  stats->depth = depth_done;
  return best;
}

/* ---- Hard in solo: the best line to the end, kept as a plan ---------- */

/* Solo has no dice, no hidden cards and no opponent to guess: a line of
 * moves to the end of the game gives an exact final score. Hard looks for
 * the best line in two ways. At its first decision it plays out the
 * candidates Normal likes best with several policies (Normal itself and
 * Normal shaken by noise of a few seeds, which try other plans). Then,
 * with the rest of the time (all of it once there is a plan), it improves
 * the best line found: it picks a point of the line, half the time one of
 * its next few moves, plays another move there and plays on to the end,
 * mostly with the old line's own later moves (cheap, and they are already
 * good; now and then with a second move changed soon after, for changes
 * that pay only together), sometimes with a shaken policy; a line that
 * scores as much or more replaces the old one from that point, and early
 * in a round of tries one a few points worse too (the search walks from
 * it, and starts again from the best line at every round). Hard plays
 * the line's first move and keeps the rest as its plan, which the next
 * decision starts from: over a game the search spends every decision's
 * time on one line. A beam over Normal's evaluation (the best 2 to 8
 * positions after every move, to the end) was tried in this place and
 * ended 30 to 100 points below the line, at the cost of a tenth of a
 * second per beam. The game's seed picks the noise, so solo games vary. */
static int
compare_by_score (gconstpointer a, gconstpointer b, gpointer data)
{
  const double *scores = data;
  double sa = scores[*(const guint *) a], sb = scores[*(const guint *) b];

  return sa > sb ? -1 : sa < sb ? 1 : (int) *(const guint *) a - (int) *(const guint *) b;
}

typedef struct
{
  guint candidate;
  guint policy;
} Trial;

/* Adds a trial unless it is one of the policies' own lines (the first
 * HARD_SOLO_POLICIES trials). */
static void
add_trial (Trial *trials, guint *n_trials, guint candidate, guint policy)
{
  for (guint t = 0; t < HARD_SOLO_POLICIES; t++)
    if (trials[t].policy == policy && trials[t].candidate == candidate)
      return;
  trials[*n_trials].candidate = candidate;
  trials[(*n_trials)++].policy = policy;
}

/* The best line of a decision and the positions along it, made as needed:
 * states[k] is the position before line[k], legal[k] its legal moves and
 * scores[k] (NULL until asked) Normal's score of each. A try at a point
 * of the line reads them instead of generating and scoring the moves
 * again: most tries are at points tried before. */
typedef struct
{
  GArray    *line;     /* OraAction */
  double     value;
  GPtrArray *states;   /* OraState*, states->len <= line->len */
  GPtrArray *legal;    /* GArray of OraAction, as long as states */
  GPtrArray *scores;   /* GArray of double or NULL, as long as states */
} Line;

static void
array_unref0 (gpointer array)
{
  if (array != NULL)
    g_array_unref (array);
}

static void
line_init (Line *l)
{
  l->line = g_array_new (FALSE, FALSE, sizeof (OraAction));
  l->value = -G_MAXDOUBLE;
  l->states = g_ptr_array_new_with_free_func ((GDestroyNotify) ora_state_free);
  l->legal = g_ptr_array_new_with_free_func (array_unref0);
  l->scores = g_ptr_array_new_with_free_func (array_unref0);
}

static void
line_clear (Line *l)
{
  g_clear_pointer (&l->line, g_array_unref);
  g_clear_pointer (&l->states, g_ptr_array_unref);
  g_clear_pointer (&l->legal, g_ptr_array_unref);
  g_clear_pointer (&l->scores, g_ptr_array_unref);
}

/* Keeps the positions of the first `k` moves (the line changed after them). */
static void
line_cut_states (Line *l, guint k)
{
  if (l->states->len > k)
    {
      g_ptr_array_set_size (l->states, k);
      g_ptr_array_set_size (l->legal, k);
      g_ptr_array_set_size (l->scores, k);
    }
}

static const OraState *
line_state_at (Line *l, const OraState *start, guint k)
{
  while (l->states->len <= k)
    {
      guint i = l->states->len;
      OraState *s = ora_state_copy (i == 0 ? start : g_ptr_array_index (l->states, i - 1));
      GArray *legal = g_array_new (FALSE, FALSE, sizeof (OraAction));

      if (i > 0 && !ora_state_apply (s, &g_array_index (l->line, OraAction, i - 1), NULL, NULL))
        g_warn_if_reached ();
      ora_state_legal_moves (s, legal);
      g_ptr_array_add (l->states, s);
      g_ptr_array_add (l->legal, legal);
      g_ptr_array_add (l->scores, NULL);
    }
  return g_ptr_array_index (l->states, k);
}

/* Normal's scores of the legal moves at point `k` (line_state_at first). */
static const double *
line_scores_at (Line *l, Chooser *ch, guint k)
{
  GArray *legal = g_ptr_array_index (l->legal, k);

  if (g_ptr_array_index (l->scores, k) == NULL)
    {
      GArray *scores = g_array_sized_new (FALSE, FALSE, sizeof (double), legal->len);

      g_array_set_size (scores, legal->len);
      greedy (ch, g_ptr_array_index (l->states, k), legal, FALSE, 0, (double *) (gpointer) scores->data);
      g_ptr_array_index (l->scores, k) = scores;
    }
  return (const double *) (gpointer) ((GArray *) g_ptr_array_index (l->scores, k))->data;
}

/* Plays `first` and then the policy to the end of the game, appending the
 * moves to `moves`; FALSE when the time ran out or the search was
 * cancelled first. `value` is the final score (-G_MAXDOUBLE when `first`
 * does not apply). */
static gboolean
rollout_line (Chooser *ch, OraState *s, const OraAction *first, const Policy *policy, const TtBudget *clock,
              GCancellable *cancellable, GArray *moves, double *value)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));

  *value = -G_MAXDOUBLE;
  if (!ora_state_apply (s, first, NULL, NULL))
    return TRUE;
  g_array_append_vals (moves, first, 1);
  while (s->stage != ORA_STAGE_OVER)
    {
      guint pick;

      if (tt_budget_is_spent (clock) || g_cancellable_is_cancelled (cancellable))
        return FALSE;
      ora_state_legal_moves (s, legal);
      if (legal->len == 0)
        break;
      pick = policy_pick (ch, s, legal, policy);
      if (!ora_state_apply (s, &g_array_index (legal, OraAction, pick), NULL, NULL))
        break;
      g_array_append_vals (moves, &g_array_index (legal, OraAction, pick), 1);
    }
  *value = evaluate (s, ch->me, FALSE, NULL);
  return TRUE;
}

/* The plan's line when it starts here and still applies to the end. */
static gboolean
line_from_plan (Line *l, Chooser *ch, const OraState *state, const OraAiPlan *plan)
{
  g_autoptr(OraState) s = NULL;

  if (plan == NULL || plan->line == NULL || plan->line->len == 0 || plan->from != (guint) state->n_actions)
    return FALSE;
  s = ora_state_copy (state);
  for (guint i = 0; i < plan->line->len; i++)
    if (s->stage == ORA_STAGE_OVER || !ora_state_apply (s, &g_array_index (plan->line, OraAction, i), NULL, NULL))
      return FALSE;
  if (s->stage != ORA_STAGE_OVER)
    return FALSE;
  g_array_set_size (l->line, 0);
  g_array_append_vals (l->line, plan->line->data, plan->line->len);
  l->value = evaluate (s, ch->me, FALSE, NULL);
  return TRUE;
}

/* The legal move that does what `want` did as nearly as possible: the
 * same kind of action on the same building, card or cell, with the most
 * of its other choices (payment, the building's own choices) alike;
 * G_MAXUINT when none does the same. A change early in the line often
 * leaves a later move of it illegal only by a detail (another good to
 * pay with, one coin short for an option): the move meant stays, and
 * needs no evaluation of every legal move. */
static guint
nearest_move (GArray *legal, const OraAction *want)
{
  guint best = G_MAXUINT;
  int best_alike = -1;

  for (guint i = 0; i < legal->len; i++)
    {
      const OraAction *a = &g_array_index (legal, OraAction, i);
      int alike = 0;

      if (a->type != want->type || a->row != want->row || a->col != want->col || a->card != want->card
          || a->player != want->player || a->clergy != want->clergy || a->side != want->side)
        continue;
      alike += (a->gift == want->gift) + (a->joker == want->joker) + (a->keep_turn == want->keep_turn);
      alike += 2 * (a->n_frames == want->n_frames);
      for (int f = 0; f < MIN (a->n_frames, want->n_frames); f++)
        {
          const OraFrame *x = &a->frames[f], *y = &want->frames[f];

          alike += 2 * (x->card == y->card);
          for (int j = 0; j < MIN (x->nargs, y->nargs); j++)
            alike += x->args[j] == y->args[j];
        }
      for (int g = 0; g < ORA_N_GOODS; g++)
        alike -= ABS (a->pay[g] - want->pay[g]) > 0;
      if (alike > best_alike)
        {
          best_alike = alike;
          best = i;
        }
    }
  return best;
}

/* Plays `first`, then the old line's moves from `next` on as far as they
 * still apply (one that no longer does is replaced by the nearest legal
 * move, or Normal's choice when none does the same), then Normal to the
 * end: the old line's later moves, already improved, are kept, and a
 * change is judged on its own. No evaluation is needed
 * while the old moves apply, so such a try costs a small share of a
 * rollout. The old move at index `wild` (G_MAXUINT: none) gives way to a
 * legal move drawn from `rng`: some changes pay only together (land
 * bought now, built on a few moves later). */
static gboolean
repair_line (Chooser *ch, OraState *s, const OraAction *first, const GArray *old, guint next, guint wild, TtRng *rng,
             const TtBudget *clock, GCancellable *cancellable, GArray *legal, GArray *moves, double *value)
{
  guint held = 0;

  *value = -G_MAXDOUBLE;
  if (!ora_state_apply (s, first, NULL, NULL))
    return TRUE;
  g_array_append_vals (moves, first, 1);
  while (s->stage != ORA_STAGE_OVER)
    {
      guint pick;

      if (tt_budget_is_spent (clock) || g_cancellable_is_cancelled (cancellable))
        return FALSE;
      if (next == wild)
        {
          next++;
          ora_state_legal_moves (s, legal);
          if (legal->len == 0)
            break;
          pick = tt_rng_uniform (rng, legal->len);
          if (!ora_state_apply (s, &g_array_index (legal, OraAction, pick), NULL, NULL))
            break;
          g_array_append_vals (moves, &g_array_index (legal, OraAction, pick), 1);
          continue;
        }
      if (next < old->len && ora_state_apply (s, &g_array_index (old, OraAction, next), NULL, NULL))
        {
          g_array_append_vals (moves, &g_array_index (old, OraAction, next), 1);
          next++;
          held = 0;
          continue;
        }
      /* The change may have spared the old line a move (a turn no longer
       * left open for a free action): it goes on one move later. */
      if (next + 1 < old->len && ora_state_apply (s, &g_array_index (old, OraAction, next + 1), NULL, NULL))
        {
          g_array_append_vals (moves, &g_array_index (old, OraAction, next + 1), 1);
          next += 2;
          held = 0;
          continue;
        }
      ora_state_legal_moves (s, legal);
      if (legal->len == 0)
        break;
      pick = next < old->len ? nearest_move (legal, &g_array_index (old, OraAction, next)) : G_MAXUINT;
      if (pick != G_MAXUINT)
        next++;
      else
        {
          pick = policy_pick (ch, s, legal, &plain_normal);
          /* A move of another kind than the old line's is one the change
           * asked for in addition (a turn to end, a payment): the old
           * move waits, though not for ever. */
          if (next >= old->len || g_array_index (legal, OraAction, pick).type == g_array_index (old, OraAction, next).type
              || held++ >= REPAIR_HOLD)
            {
              held = 0;
              next++;
            }
        }
      if (!ora_state_apply (s, &g_array_index (legal, OraAction, pick), NULL, NULL))
        break;
      g_array_append_vals (moves, &g_array_index (legal, OraAction, pick), 1);
    }
  *value = evaluate (s, ch->me, FALSE, NULL);
  return TRUE;
}

/* One try at a better line: another move at a point of the line, then
 * most often the rest of the old line (repair_line), sometimes a shaken
 * policy to the end. The other move is Normal's best but the line's,
 * shaken, or now and then any legal move. FALSE when the time ran out. */
static gboolean
same_action (const OraAction *a, const OraAction *b)
{
  if (memcmp (a, b, G_STRUCT_OFFSET (OraAction, frames)) != 0)
    return FALSE;
  for (int f = 0; f < a->n_frames; f++)
    {
      const OraFrame *x = &a->frames[f], *y = &b->frames[f];

      if (x->card != y->card || x->nargs != y->nargs || x->distinct_mask != y->distinct_mask
          || memcmp (x->args, y->args, sizeof x->args[0] * (gsize) MAX (x->nargs, 0)) != 0)
        return FALSE;
    }
  return TRUE;
}

/* Makes `moves` the line again (the search wandered from it), keeping the
 * positions before the first move that differs. */
static void
line_restore (Line *l, const GArray *moves, double value)
{
  guint same = 0;

  while (same < MIN (l->line->len, moves->len)
         && same_action (&g_array_index (l->line, OraAction, same), &g_array_index (moves, OraAction, same)))
    same++;
  line_cut_states (l, same + 1);
  g_array_set_size (l->line, 0);
  g_array_append_vals (l->line, moves->data, moves->len);
  l->value = value;
}

/* The point of the line to change. The line's first move is played after
 * this decision and the next few soon after, while every later move is
 * tried again at each decision until it is played: uniform points would
 * leave the early moves, which shape the whole game, with the fewest
 * tries. Half the tries go to the next few moves. */
static guint
near_or_anywhere (TtRng *rng, guint len)
{
  if (tt_rng_uniform (rng, 100) < HARD_SOLO_NEAR)
    return tt_rng_uniform (rng, MIN (len, HARD_SOLO_NEAR_MOVES));
  return tt_rng_uniform (rng, len);
}

static gboolean
vary_line (Chooser *ch, Line *best, double slack, const OraState *state, TtRng *rng, const TtBudget *clock,
           GCancellable *cancellable, OraState *play, GArray *scratch, GArray *tail, guint *done)
{
  guint k = near_or_anywhere (rng, best->line->len), alt = G_MAXUINT;
  gboolean repair;
  guint wild;
  const OraAction *was = &g_array_index (best->line, OraAction, k);
  const OraState *at = line_state_at (best, state, k);
  GArray *legal = g_ptr_array_index (best->legal, k);
  Policy policy;
  double value = -G_MAXDOUBLE, top = -G_MAXDOUBLE;

  if (legal->len < 2)
    return TRUE;
  policy.noise = HARD_SOLO_NOISE * (1 + tt_rng_uniform (rng, 3)) / 2.0;
  policy.seed = tt_rng_next (rng);
  policy.weights = NULL;
  repair = tt_rng_uniform (rng, 100) < HARD_SOLO_REPAIR;
  if (repair && tt_rng_uniform (rng, 2) == 0)
    {
      alt = tt_rng_uniform (rng, legal->len);
      if (same_action (&g_array_index (legal, OraAction, alt), was))
        alt = (alt + 1) % legal->len;
    }
  else
    {
      const double *normal = line_scores_at (best, ch, k);

      tt_rng_init (&ch->rng, policy.seed ^ 0x5851f42d4c957f2dull);
      for (guint i = 0; i < legal->len; i++)
        {
          double score = normal[i];

          if (score == -G_MAXDOUBLE)
            continue;
          score += policy.noise * tt_rng_double (&ch->rng);
          if (score > top && !same_action (&g_array_index (legal, OraAction, i), was))
            {
              top = score;
              alt = i;
            }
        }
    }
  if (alt == G_MAXUINT)
    return TRUE;
  ora_state_copy_into (play, at);
  g_array_set_size (tail, 0);
  wild = tt_rng_uniform (rng, 100) < HARD_SOLO_TWO ? k + 1 + tt_rng_uniform (rng, HARD_SOLO_TWO_WITHIN) : G_MAXUINT;
  if (repair ? !repair_line (ch, play, &g_array_index (legal, OraAction, alt), best->line, k + 1, wild, rng, clock, cancellable,
                             scratch, tail, &value)
             : !rollout_line (ch, play, &g_array_index (legal, OraAction, alt), &policy, clock, cancellable, tail,
                              &value))
    return FALSE;
  (*done)++;
  /* Equal lines replace the old one too (past the first move), and
   * with some `slack` worse ones: the search wanders along a plateau and
   * over low ridges instead of sticking to one line. */
  if (value > best->value || (value >= best->value - slack && k > 0))
    {
      g_array_set_size (best->line, k);
      g_array_append_vals (best->line, tail->data, tail->len);
      best->value = value;
      line_cut_states (best, k + 1);
    }
  return TRUE;
}

/* Without a plan: Normal's best candidates played out to the end with
 * every policy (Normal itself and Normal shaken by noise of a few seeds,
 * which try other plans), in a share of the budget; the best line found
 * goes to `top`. With a plan this time goes to the plan instead: its line
 * is already better than such rollouts, which rarely beat it. */
static void
first_lines (Chooser *ch, const OraState *state, const OraAiParams *params, GArray *legal, const guint *order, guint n,
             gint64 budget_us, GCancellable *cancellable, Line *top, guint *done_out)
{
  g_autoptr(OraState) play = ora_state_copy (state);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (OraAction));
  Policy policies[HARD_SOLO_POLICIES];
  Trial trials[HARD_SOLO_POLICIES * (HARD_SOLO_CANDIDATES + 1)];
  guint n_trials = 0, done = 0, trial_cap;
  TtBudget trials_clock;

  for (guint j = 0; j < HARD_SOLO_POLICIES; j++)
    {
      policies[j].noise = j == 0 ? 0 : HARD_SOLO_NOISE * (1 + j % 3) / 2.0;
      policies[j].seed = params->seed * 0x9e3779b97f4a7c15ull + j;
      policies[j].weights = NULL;
      trials[n_trials].candidate = j == 0 ? order[0] : policy_pick (ch, state, legal, &policies[j]);
      trials[n_trials++].policy = j;
    }
  /* Normal's best candidates with every policy first, then the rest. */
  for (guint j = 0; j < HARD_SOLO_POLICIES; j++)
    for (guint c = 0; c < MIN (n, HARD_SOLO_FIRST); c++)
      add_trial (trials, &n_trials, order[c], j);
  for (guint c = HARD_SOLO_FIRST; c < MIN (n, HARD_SOLO_CANDIDATES); c++)
    for (guint j = 0; j < HARD_SOLO_POLICIES; j++)
      add_trial (trials, &n_trials, order[c], j);

  tt_budget_start (&trials_clock, params->cpu_budget, budget_us * HARD_SOLO_TRIALS / 100);
  trial_cap = params->max_iterations ? MAX (1, params->max_iterations / 2) : G_MAXUINT;
  for (guint t = 0; t < n_trials && done < trial_cap; t++)
    {
      double value;

      if (g_cancellable_is_cancelled (cancellable) || tt_budget_is_spent (&trials_clock))
        break;
      ora_state_copy_into (play, state);
      g_array_set_size (moves, 0);
      if (!rollout_line (ch, play, &g_array_index (legal, OraAction, trials[t].candidate), &policies[trials[t].policy],
                         &trials_clock, cancellable, moves, &value))
        break;
      done++;
      if (value > top->value)
        {
          GArray *swap = top->line;

          top->line = moves;
          moves = swap;
          top->value = value;
          line_cut_states (top, 0);
        }
    }
  *done_out = done;
}

/* FALSE when no line reached the end in time: the caller plays Normal's
 * choice. */
static gboolean
hard_solo (Chooser           *ch,
           const OraState    *state,
           const OraAiParams *params,
           OraAiPlan         *plan,
           GCancellable      *cancellable,
           GArray            *legal,
           const double      *scores,
           OraAction         *action,
           OraAiStats        *stats)
{
  g_autoptr(OraState) play = ora_state_copy (state);
  g_autofree guint *order = g_new (guint, legal->len);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (OraAction));
  g_autoptr(GArray) best = NULL;
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (OraAction));
  guint n = 0, done = 0;
  gboolean found;
  gint64 budget_us = (gint64) (params->budget_ms ? params->budget_ms : ORA_AI_SOLO_BUDGET_MS) * 1000;
  Line top;
  double best_value;
  gboolean planned;
  TtBudget clock;
  TtRng rng;

  line_init (&top);
  tt_budget_start (&clock, params->cpu_budget, budget_us);
  for (guint i = 0; i < legal->len; i++)
    if (scores[i] > -G_MAXDOUBLE)
      order[n++] = i;
  if (n == 0)
    {
      line_clear (&top);
      return FALSE;
    }
  g_qsort_with_data (order, n, sizeof *order, compare_by_score, (gpointer) scores);
  planned = line_from_plan (&top, ch, state, plan);
  if (!planned)
    first_lines (ch, state, params, legal, order, n, budget_us, cancellable, &top, &done);

  tt_rng_init (&rng, params->seed * 0xd1b54a32d192ed03ull + (guint64) state->n_actions);
  best = g_array_copy (top.line);
  best_value = top.value;
  for (guint tries = 0; top.line->len > 1 && !g_cancellable_is_cancelled (cancellable) && !tt_budget_is_spent (&clock)
                        && (params->max_iterations == 0 || done < params->max_iterations);
       tries++)
    {
      guint phase = tries % HARD_SOLO_ROUND;
      double slack = HARD_SOLO_SLACK * (double) (HARD_SOLO_ROUND - 1 - phase) / HARD_SOLO_ROUND;

      if (phase == 0)
        line_restore (&top, best, best_value);
      if (!vary_line (ch, &top, slack, state, &rng, &clock, cancellable, play, scratch, moves, &done))
        break;
      if (top.value > best_value)
        {
          g_array_set_size (best, 0);
          g_array_append_vals (best, top.line->data, top.line->len);
          best_value = top.value;
        }
    }
  line_restore (&top, best, best_value);

  /* Every move of the line was applied from here: its first is legal. */
  found = top.line->len > 0;
  if (found)
    *action = g_array_index (top.line, OraAction, 0);
  if (plan != NULL)
    {
      ora_ai_plan_clear (plan);
      if (top.line->len > 1)
        {
          plan->from = state->n_actions + 1;
          plan->score = (int) top.value;
          plan->line = g_array_sized_new (FALSE, FALSE, sizeof (OraAction), top.line->len - 1);
          g_array_append_vals (plan->line, &g_array_index (top.line, OraAction, 1), top.line->len - 1);
        }
    }
  line_clear (&top);
  stats->iterations = done;
  return found;
}

/* ---- the plan as JSON ---------------------------------------------------- */

void
ora_ai_plan_clear (OraAiPlan *plan)
{
  g_clear_pointer (&plan->line, g_array_unref);
  plan->from = 0;
  plan->score = 0;
}

JsonObject *
ora_ai_plan_to_json (const OraAiPlan *plan,
                     const OraState  *state)
{
  g_autoptr(OraState) s = NULL;
  JsonObject *object;
  JsonArray *moves;

  if (plan == NULL || plan->line == NULL || plan->line->len == 0)
    return NULL;
  s = ora_state_copy (state);
  moves = json_array_sized_new (plan->line->len);
  for (guint i = 0; i < plan->line->len; i++)
    {
      const OraAction *a = &g_array_index (plan->line, OraAction, i);

      json_array_add_object_element (moves, ora_move_to_json (s, a));
      if (!ora_state_apply (s, a, NULL, NULL))
        break;
    }
  object = json_object_new ();
  json_object_set_int_member (object, "from", plan->from);
  json_object_set_int_member (object, "score", plan->score);
  json_object_set_array_member (object, "line", moves);
  return object;
}

gboolean
ora_ai_plan_from_json (OraAiPlan      *plan,
                       const OraState *state,
                       JsonObject     *object)
{
  g_autoptr(OraState) s = NULL;
  g_autoptr(GArray) line = NULL;
  JsonArray *moves;

  ora_ai_plan_clear (plan);
  if (object == NULL || !json_object_has_member (object, "line")
      || json_object_get_int_member_with_default (object, "from", -1) != (gint64) state->n_actions)
    return FALSE;
  moves = json_object_get_array_member (object, "line");
  if (moves == NULL)
    return FALSE;
  s = ora_state_copy (state);
  line = g_array_sized_new (FALSE, FALSE, sizeof (OraAction), json_array_get_length (moves));
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonNode *node = json_array_get_element (moves, i);
      OraAction a;

      if (!JSON_NODE_HOLDS_OBJECT (node) || !ora_move_from_json (s, json_node_get_object (node), &a, NULL)
          || !ora_state_apply (s, &a, NULL, NULL))
        return FALSE;
      g_array_append_val (line, a);
    }
  plan->from = state->n_actions;
  plan->score = (int) json_object_get_int_member_with_default (object, "score", 0);
  plan->line = g_steal_pointer (&line);
  return TRUE;
}

JsonObject *
ora_ai_computer_move_remembering (gconstpointer  state,
                                  guint          player,
                                  const char    *level_name,
                                  guint64        seed,
                                  JsonObject    *memory,
                                  JsonObject   **memory_out,
                                  GCancellable  *cancellable,
                                  GError       **error)
{
  g_autoptr(OraState) after = NULL;
  OraAiPlan plan = { 0 };
  OraAiLevel level;
  OraAiParams params;
  OraAction action;
  JsonObject *move;

  *memory_out = NULL;
  if (!ora_ai_level_from_string (level_name, &level))
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "no computer level \"%s\"", level_name);
      return NULL;
    }
  ora_ai_params_init (&params, level);
  params.seed = seed;
  ora_ai_plan_from_json (&plan, state, memory);
  if (!ora_ai_choose_planned (state, (int) player, &params, &plan, cancellable, &action, NULL, error))
    {
      ora_ai_plan_clear (&plan);
      return NULL;
    }
  move = ora_move_to_json (state, &action);
  after = ora_state_copy (state);
  if (plan.line != NULL && ora_state_apply (after, &action, NULL, NULL))
    *memory_out = ora_ai_plan_to_json (&plan, after);
  ora_ai_plan_clear (&plan);
  return move;
}

/* ---- entry point ------------------------------------------------------- */

gboolean
ora_ai_choose (const OraState    *state,
               int                seat,
               const OraAiParams *params,
               GCancellable      *cancellable,
               OraAction         *action,
               OraAiStats        *stats,
               GError           **error)
{
  return ora_ai_choose_planned (state, seat, params, NULL, cancellable, action, stats, error);
}

gboolean
ora_ai_choose_planned (const OraState    *state,
                       int                seat,
                       const OraAiParams *params,
                       OraAiPlan         *plan,
                       GCancellable      *cancellable,
                       OraAction         *action,
                       OraAiStats        *stats,
                       GError           **error)
{
  g_autoptr(GArray) legal = NULL;
  g_autoptr(OraState) work = NULL;
  g_autofree double *scores = NULL;
  OraAiStats local = { 0 };
  Chooser ch = { 0 };
  gboolean solo_hard;
  guint best;

  g_return_val_if_fail (state != NULL && params != NULL && action != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (state->stage == ORA_STAGE_OVER)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: the game is over");
      return FALSE;
    }
  if (seat != ora_state_get_current_player (state))
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: player %d is not the one to move (player %d is)",
                   seat, ora_state_get_current_player (state));
      return FALSE;
    }
  legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  ora_state_legal_moves (state, legal);
  if (legal->len == 0)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: player %d has no legal move", seat);
      return FALSE;
    }
  work = ora_state_copy (state);
  ch.me = seat;
  ch.level = params->level;
  ch.work = work;
  tt_rng_init (&ch.rng, params->seed * 0x9e3779b97f4a7c15ull + (guint64) state->n_actions);
  local.n_candidates = legal->len;
  scores = g_new0 (double, legal->len);
  solo_hard = params->level == ORA_AI_HARD && state->neutral >= 0;
  /* Hard in solo ranks without noise: its first candidate must be the
   * move its rollouts play. */
  /* Easy hesitates between near equals; Normal only breaks near ties by
   * its seed, so that games between computers vary. */
  best = legal->len == 1 ? 0
         : greedy (&ch, state, legal, params->level == ORA_AI_EASY,
                   params->level == ORA_AI_EASY ? 3.0 : solo_hard ? 0 : 0.25, scores);
  if (solo_hard && hard_solo (&ch, state, params, plan, cancellable, legal, scores, action, &local))
    {
      if (stats != NULL)
        *stats = local;
      return TRUE;
    }
  if (plan != NULL)
    ora_ai_plan_clear (plan);
  if (!solo_hard && params->level == ORA_AI_HARD && legal->len > 1)
    best = hard_choose (&ch, state, params, cancellable, legal, scores, best, &local);
  *action = g_array_index (legal, OraAction, best);
  if (stats != NULL)
    *stats = local;
  return TRUE;
}
