/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-steps.c — building effects, step by step, and building and settling */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

/* ---------------------------------------------------------------------- */
/* Effects                                                                 */

static int
frame_arg (const OraFrame *frame,
           int             index,
           int             fallback)
{
  return index < frame->nargs ? frame->args[index] : fallback;
}

static gboolean
gain_checked (Run             *run,
              const OraAmount *amount,
              int              times,
              GError         **error)
{
  if (amount->n[ORA_WONDER] > 0)
    {
      if (run->s->wonders_left < amount->n[ORA_WONDER] * times)
        return RULE (error, "wonders: no wonder tile is left");
      run->s->wonders_left -= amount->n[ORA_WONDER] * times;
    }
  gain_amount (run->s->players[run->user].goods, amount, times);
  return TRUE;
}

/* Food and energy are added up over the whole use of a building and paid
 * at its end, so one coal may pay for several half-energy steps. */
static gboolean
pay_checked (Run             *run,
             const OraCard   *card,
             const OraAmount *amount,
             int              times,
             GError         **error)
{
  /* Food and energy are paid at the end of the use (run_use()); the amount
   * is not copied to leave them out, which would make spend_goods() read
   * what was just written in pieces. */
  run->pending_food += amount->n[ORA_PAY_FOOD] * times;
  run->pending_energy += amount->n[ORA_PAY_ENERGY] * times;
  if (!pay_kinds_by (run->s, run->s->players[run->user].goods, amount, times,
                     KIND_BIT (ORA_PAY_COINS) | KIND_BIT (ORA_PAY_POINTS)))
    {
      g_autofree char *what = error ? ora_amount_to_string (amount, times) : NULL;
      return RULE (error, "%s: cannot pay %s", card->id, what);
    }
  return TRUE;
}

static gboolean
step_wheel (Run           *run,
            const OraCard *card,
            const OraStep *step,
            const int     *args,
            GError       **error)
{
  OraState *s = run->s;
  int gi = args[0], joker = args[1] || step->joker_only;
  OraGood good;
  int token, amount;

  if (gi == -1)
    return TRUE;   /* a clergyman may be placed without using the building */
  if (gi < 0 || gi >= step->n_goods)
    return RULE (error, "%s: choose one of its %d goods", card->id, step->n_goods);
  good = step->goods[gi];
  if (!ora_amount_is_zero (&step->pay) && !pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  token = joker ? ORA_TOKEN_JOKER : token_for_good (good);
  if (token < 0 || s->wheel[token] < 0)
    return RULE (error, "production wheel: the %s token is not in play%s", joker ? "joker" : ora_goods[good].name,
                 joker ? "" : "; use the joker");
  amount = ora_state_wheel_value (s, token);
  s->players[run->user].goods[good] += amount;
  s->wheel[token] = 0;
  extra_production (s, good);
  ora_event (run->events, "player %d produces %d %s with the %s token", run->user, amount,
             ora_goods[good].name, token_names[token]);
  return TRUE;
}

/* A trade whose every round pays the same named goods (and food or
 * energy, due at the end of the use) and gains none of them: made N times
 * in one go it pays and gains exactly what N rounds would. */
static gboolean
convert_in_one_go (const OraStep *step)
{
  if (step->has_first_pay || step->pay.n[ORA_PAY_COINS] != 0 || step->pay.n[ORA_PAY_POINTS] != 0 ||
      step->pay.n[ORA_STRAW] != 0)
    return FALSE;
  /* No good both paid and gained, eight goods at a time. */
  return !any_lane ((lanes_at (&step->pay.n[0]) != 0) & (lanes_at (&step->gain.n[0]) != 0))
         && !any_lane ((lanes_at (&step->pay.n[8]) != 0) & (lanes_at (&step->gain.n[8]) != 0))
         && !any_lane ((lanes_at (&step->pay.n[15]) != 0) & (lanes_at (&step->gain.n[15]) != 0));
}

static gboolean
step_convert (Run           *run,
              const OraCard *card,
              const OraStep *step,
              const int     *args,
              GError       **error)
{
  int times = args[0];

  if (times < 0 || (step->max > 0 && times > step->max))
    return RULE (error, "%s: at most %d times", card->id, step->max);
  if (times > 1 && convert_in_one_go (step))
    {
      gint16 *goods = run->s->players[run->user].goods;
      gint16 left[ORA_GOODS_ROOM];

      /* When a round would fail, the rounds below say which, as before. */
      memcpy (left, goods, sizeof left);
      if (spend_goods (left, &step->pay, times) && run->s->wonders_left >= step->gain.n[ORA_WONDER] * times)
        {
          memcpy (goods, left, sizeof left);
          run->pending_food += step->pay.n[ORA_PAY_FOOD] * times;
          run->pending_energy += step->pay.n[ORA_PAY_ENERGY] * times;
          if (!gain_checked (run, &step->gain, times, error))
            return FALSE;
          if (run->events)
            {
              g_autofree char *what = ora_amount_to_string (&step->gain, times);
              ora_event (run->events, "player %d trades at %s %d time(s) for %s", run->user, card->id, times, what);
            }
          return TRUE;
        }
    }
  for (int i = 0; i < times; i++)
    {
      const OraAmount *pay = (i == 0 && step->has_first_pay) ? &step->first_pay : &step->pay;

      if (!pay_checked (run, card, pay, 1, error) || !gain_checked (run, &step->gain, 1, error))
        return FALSE;
    }
  if (times > 0 && run->events)
    {
      g_autofree char *what = ora_amount_to_string (&step->gain, times);
      ora_event (run->events, "player %d trades at %s %d time(s) for %s", run->user, card->id, times, what);
    }
  return TRUE;
}

static gboolean
step_convert_any (Run           *run,
                  const OraCard *card,
                  const OraStep *step,
                  const int     *args,
                  GError       **error)
{
  int total = 0;

  for (int o = 0; o < step->n_options; o++)
    {
      if (args[o] < 0)
        return RULE (error, "%s: negative count", card->id);
      total += args[o];
    }
  if (total > step->max)
    return RULE (error, "%s: at most %d trade(s) in all", card->id, step->max);
  for (int o = 0; o < step->n_options; o++)
    if (args[o] > 0)
      {
        g_autofree char *what = run->events ? ora_amount_to_string (&step->options[o].gain, args[o]) : NULL;

        if (!pay_checked (run, card, &step->options[o].pay, args[o], error) ||
            !gain_checked (run, &step->options[o].gain, args[o], error))
          return FALSE;
        ora_event (run->events, "player %d trades at %s for %s", run->user, card->id, what);
      }
  return TRUE;
}

guint32
ora_auto_distinct_mask (const gint16 *goods,
                        int           count)
{
  guint32 mask = 0;
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (distinct_order) && n < count; i++)
    if (goods[distinct_order[i]] > 0)
      {
        mask |= 1u << distinct_order[i];
        n++;
      }
  /* Straw can be made from a second grain tile. */
  if (n < count && !(mask & (1u << ORA_STRAW)) && goods[ORA_GRAIN] >= 2)
    {
      mask |= 1u << ORA_STRAW;
      n++;
    }
  return n == count ? mask : 0;
}

static gboolean
step_distinct (Run           *run,
               const OraCard *card,
               const OraStep *step,
               const int     *args,
               guint32        mask,
               GError       **error)
{
  gint16 *goods = run->s->players[run->user].goods;
  int choice = args[0];
  OraAmount pay = { { 0 } };
  OraAmount gain = step->gain;

  if (choice < 0)
    return TRUE;
  if (step->gain_basic > 0)
    {
      if (choice > 5)
        return RULE (error, "%s: choose one of the six basic goods", card->id);
      memset (&gain, 0, sizeof gain);
      gain.n[ora_basic_goods[choice]] = step->gain_basic;
    }
  if (mask == 0)
    mask = ora_auto_distinct_mask (goods, step->count);
  if (mask == 0 || (int) __builtin_popcount (mask) != step->count)
    return RULE (error, "%s: pay %d different goods", card->id, step->count);
  for (guint32 m = mask & ((1u << ORA_N_GOODS) - 1); m != 0; m &= m - 1)
    pay.n[__builtin_ctz (m)] = 1;
  if (!pay_checked (run, card, &pay, 1, error) || !gain_checked (run, &gain, 1, error))
    return FALSE;
  if (run->events)
  {
    g_autofree char *paid = ora_amount_to_string (&pay, 1);
    g_autofree char *got = ora_amount_to_string (&gain, 1);
    ora_event (run->events, "player %d pays %s at %s for %s", run->user, paid, card->id, got);
  }
  return TRUE;
}

static gboolean
step_threshold (Run           *run,
                const OraCard *card,
                const OraStep *step)
{
  gint16 *goods = run->s->players[run->user].goods;
  int have = goods[step->good], amount = 0;

  for (int t = 0; t < step->n_tiers; t++)
    if (have >= step->tiers[t][0])
      amount = step->tiers[t][1];
  goods[step->gain_good] += amount;
  ora_event (run->events, "player %d owns %d %s and gets %d %s at %s", run->user, have,
             ora_goods[step->good].name, amount, ora_goods[step->gain_good].name, card->id);
  return TRUE;
}

static gboolean
step_two_basic (Run           *run,
                const OraCard *card,
                const OraStep *step,
                const int     *args,
                GError       **error)
{
  gint16 *goods = run->s->players[run->user].goods;
  int a = args[0], b = args[1];

  if (a < 0)
    return TRUE;
  if (a > 5 || b < 0 || b > 5 || a == b)
    return RULE (error, "%s: choose two different basic goods", card->id);
  if (!pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  goods[ora_basic_goods[a]] += step->first;
  goods[ora_basic_goods[b]] += step->second;
  ora_event (run->events, "player %d takes %d %s and %d %s at %s", run->user, step->first,
             ora_goods[ora_basic_goods[a]].name, step->second, ora_goods[ora_basic_goods[b]].name, card->id);
  return TRUE;
}

static gboolean
decode_cell (int  cell,
             int *r,
             int *c)
{
  if (cell < 0 || cell >= ORA_ROWS * ORA_COLS)
    return FALSE;
  *r = cell / ORA_COLS;
  *c = cell % ORA_COLS;
  return TRUE;
}

static gboolean
step_use_occupied (Run           *run,
                   const OraCard *card,
                   const OraStep *step,
                   const int     *args,
                   int            self_owner,
                   int            self_r,
                   int            self_c,
                   int            depth,
                   GError       **error)
{
  OraState *s = run->s;
  int owner = args[0], r, c;
  const OraCell *cell;

  if (owner < 0)
    return TRUE;
  if (owner >= s->n_players || !decode_cell (args[1], &r, &c) || !cell_exists (&s->players[owner], r, c))
    return RULE (error, "%s: no such building to use", card->id);
  cell = &s->players[owner].cells[r][c];
  if (cell->card < 0 || card_at (s, cell->card)->settlement)
    return RULE (error, "%s: (%d,%d) holds no building", card->id, r, c);
  if (owner == self_owner && r == self_r && c == self_c)
    return RULE (error, "%s: cannot use itself", card->id);
  if (cell->occupant < 0)
    return RULE (error, "%s: the building must be occupied", card->id);
  if (step->prior_only && cell->occupant % 4 != ORA_PRIOR)
    return RULE (error, "%s: the building must be occupied by a prior", card->id);
  if (!ora_amount_is_zero (&step->pay) && !pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  ora_event (run->events, "player %d uses %s through %s", run->user, card_at (s, cell->card)->id, card->id);
  return ora_run_use (run, owner, r, c, cell->card, depth + 1, error);
}

static gboolean
step_use_adjacent (Run           *run,
                   const OraCard *card,
                   const int     *args,
                   int            owner,
                   int            self_r,
                   int            self_c,
                   int            depth,
                   GError       **error)
{
  OraState *s = run->s;
  int r, c, nb[6][2], n;
  gboolean adjacent = FALSE;
  const OraCell *cell;

  if (args[0] < 0)
    return TRUE;
  if (owner < 0 || self_r < 0)
    return RULE (error, "%s: an unbuilt building has no neighbours", card->id);
  if (!decode_cell (args[0], &r, &c) || !cell_exists (&s->players[owner], r, c))
    return RULE (error, "%s: no such neighbour", card->id);
  n = ora_neighbours (&s->players[owner], self_r, self_c, nb);
  for (int i = 0; i < n; i++)
    if (nb[i][0] == r && nb[i][1] == c)
      adjacent = TRUE;
  cell = &s->players[owner].cells[r][c];
  if (!adjacent)
    return RULE (error, "%s: (%d,%d) is not next to it", card->id, r, c);
  if (cell->card < 0 || card_at (s, cell->card)->settlement)
    return RULE (error, "%s: (%d,%d) holds no building", card->id, r, c);
  if (cell->occupant >= 0)
    return RULE (error, "%s: the neighbour must be unoccupied", card->id);
  ora_event (run->events, "player %d uses the neighbouring %s", run->user, card_at (s, cell->card)->id);
  return ora_run_use (run, owner, r, c, cell->card, depth + 1, error);
}

static gboolean
step_use_unbuilt (Run           *run,
                  const OraCard *card,
                  const int     *args,
                  int            depth,
                  GError       **error)
{
  OraState *s = run->s;
  int target = args[0];

  if (target < 0)
    return TRUE;
  if (target >= s->set->n_cards || s->card_loc[target] != ORA_LOC_DISPLAY ||
      card_at (s, target)->settlement)
    return RULE (error, "%s: only a building on display (not yet built) can be used", card->id);
  ora_event (run->events, "player %d uses the unbuilt %s", run->user, card_at (s, target)->id);
  return ora_run_use (run, -1, -1, -1, target, depth + 1, error);
}

static gboolean
remove_cover (OraState *s,
              int       player,
              int       r,
              int       c,
              OraCover  cover,
              GError  **error)
{
  OraPlayer *pl = &s->players[player];

  if (!cell_exists (pl, r, c) || pl->cells[r][c].cover != cover)
    return RULE (error, "%s: (%d,%d) holds no %s", cover == ORA_COVER_FOREST ? "fell trees" : "cut peat",
                 r, c, cover == ORA_COVER_FOREST ? "forest" : "moor");
  pl->cells[r][c].cover = ORA_COVER_NONE;
  return TRUE;
}

static gboolean
step_remove (Run           *run,
             const OraCard *card,
             const OraStep *step,
             const int     *args,
             GError       **error)
{
  OraPlayer *pl = &run->s->players[run->user];
  int count = args[0];
  gboolean named = TRUE;

  if (count < 0 || count > step->max)
    return RULE (error, "%s: remove at most %d", card->id, step->max);
  /* With every space named, the checks per space below refuse the same
   * moves; the count is only wanted for its clearer error (the legal
   * listing's trials name every space and want no error). */
  for (int i = 0; i < count && named; i++)
    named = i + 1 < ORA_MAX_ARGS && args[i + 1] >= 0;
  if ((!named || error != NULL) && !has_cover (pl, step->cover, count))
    return RULE (error, "%s: only %d left to remove", card->id, count_cover (pl, step->cover));
  /* The player chooses the spaces (args[1..count], -1 = not named); an
   * unnamed one is the first in reading order, as older records expect. */
  for (int i = 0; i < count; i++)
    {
      int r = 0, c = 0;
      int cell = i + 1 < ORA_MAX_ARGS ? args[i + 1] : -1;

      if (cell >= 0)
        {
          if (!decode_cell (cell, &r, &c) || !cell_exists (pl, r, c) || pl->cells[r][c].cover != step->cover)
            return RULE (error, "%s: (%d,%d) holds no %s", card->id, cell / ORA_COLS, cell % ORA_COLS,
                         step->cover == ORA_COVER_FOREST ? "forest" : "moor");
        }
      else if (!first_cover (pl, step->cover, &r, &c))
        continue;
      pl->cells[r][c].cover = ORA_COVER_NONE;
    }
  gain_amount (pl->goods, &step->gain, count);
  run->last_removed = count;
  ora_event (run->events, "player %d removes %d %s at %s", run->user, count,
             step->cover == ORA_COVER_FOREST ? "forest(s)" : "moor(s)", card->id);
  return TRUE;
}

static gboolean
step_build (Run           *run,
            const OraCard *card,
            const OraStep *step,
            const int     *args,
            int            depth,
            GError       **error)
{
  OraState *s = run->s;
  int target = args[0], r, c;

  if (target < 0)
    return TRUE;
  if (step->after_removal && run->last_removed == 0)
    return RULE (error, "%s: the build needs a forest removed first", card->id);
  if (!decode_cell (args[1], &r, &c))
    return RULE (error, "%s: no building site given", card->id);
  if (!ora_amount_is_zero (&step->pay) && !pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  if (step->return_prior)
    ora_return_clergy_of (s, run->user, ORA_PRIOR);
  if (target >= s->set->n_cards || !ora_do_build (s, run->user, target, r, c, run->events, error))
    return FALSE;
  if (args[2] > 0)
    {
      if (free_clergy (s, run->user, TRUE) < 0)
        return RULE (error, "build: the prior is not free to use the new building");
      put_clergy (s, run->user, ORA_PRIOR, run->user, r, c);
      return ora_run_use (run, run->user, r, c, target, depth + 1, error);
    }
  return TRUE;
}

static gboolean
step_land (Run           *run,
           const OraCard *card,
           const OraStep *step,
           const int     *args,
           GError       **error)
{
  if (args[0] < 0 && args[2] < 0)
    return TRUE;
  if (!pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  if (step->districts && args[0] >= 0 &&
      !ora_take_district (run->s, run->user, args[0], args[1], TRUE, run->events, error))
    return FALSE;
  if (step->plots && args[2] >= 0 &&
      !ora_take_plot (run->s, run->user, args[2], args[3], TRUE, run->events, error))
    return FALSE;
  return TRUE;
}

gboolean
ora_produce_cover (Run      *run,
                   OraCover  cover,
                   int       cell,
                   int       joker,
                   GError  **error)
{
  OraState *s = run->s;
  OraGood good = cover == ORA_COVER_FOREST ? ORA_WOOD : ORA_PEAT;
  int token = joker ? ORA_TOKEN_JOKER : token_for_good (good);
  int r, c, amount;

  if (cell < 0)
    {
      if (has_cover (&s->players[run->user], cover, 1))
        return RULE (error, "%s: choose which %s to remove", cover == ORA_COVER_FOREST ? "fell trees" : "cut peat",
                     cover == ORA_COVER_FOREST ? "forest" : "moor");
      ora_event (run->events, "player %d has nothing to %s", run->user, cover == ORA_COVER_FOREST ? "fell" : "cut");
      return TRUE;
    }
  if (!decode_cell (cell, &r, &c) || !remove_cover (s, run->user, r, c, cover, error))
    return FALSE;
  amount = ora_state_wheel_value (s, token);
  s->players[run->user].goods[good] += amount;
  s->wheel[token] = 0;
  extra_production (s, good);
  ora_event (run->events, "player %d %s at (%d,%d) for %d %s", run->user,
             cover == ORA_COVER_FOREST ? "fells trees" : "cuts peat", r, c, amount, ora_goods[good].name);
  return TRUE;
}

static gboolean
step_fell_cut (Run           *run,
               const OraCard *card,
               const OraStep *step,
               const int     *args,
               GError       **error)
{
  if (!pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  if (args[0] >= 0 && !ora_produce_cover (run, ORA_COVER_FOREST, args[0], args[1], error))
    return FALSE;
  if (args[2] >= 0 && !ora_produce_cover (run, ORA_COVER_MOOR, args[2], args[3], error))
    return FALSE;
  return TRUE;
}

static int
count_cloisters (const OraState *s,
                 int             player)
{
  const OraPlayer *pl = &s->players[player];
  int n = 0;

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].card >= 0 && card_at (s, pl->cells[r][c].card)->cloister)
        n++;
  return n;
}

/* Points "taken as goods": the most points not above the target, from
 * books (2), ceramics (3), ornaments (4) and reliquaries (8). */
static void
points_as_tiles (gint16 *goods,
                 int     target)
{
  static const OraGood tiles[] = { ORA_RELIQUARY, ORA_ORNAMENT, ORA_CERAMIC, ORA_BOOK };
  int best = target;

  while (best > 0)
    {
      int left = best;
      gint16 got[4] = { 0 };

      /* 2 and 3 make every number from 2 up, so a greedy pass with a
       * final fix-up reaches any best >= 2. */
      for (int i = 0; i < 4; i++)
        {
          int v = ora_goods[tiles[i]].points;

          while (left - v >= 2 || left - v == 0)
            {
              got[i]++;
              left -= v;
            }
        }
      if (left == 0)
        {
          for (int i = 0; i < 4; i++)
            goods[tiles[i]] += got[i];
          return;
        }
      best--;
    }
}

static gboolean
step_points (Run           *run,
             const OraCard *card,
             const OraStep *step,
             const int     *args,
             GError       **error)
{
  int count, points;

  if (args[0] <= 0)
    return TRUE;
  if (!pay_checked (run, card, &step->pay, 1, error))
    return FALSE;
  count = step->per == ORA_PER_FOREST_MOOR ? count_cover (&run->s->players[run->user], ORA_COVER_NONE)
                                            : count_cloisters (run->s, run->user);
  points = count * step->points;
  points_as_tiles (run->s->players[run->user].goods, points);
  ora_event (run->events, "player %d scores %d points as goods at %s", run->user, points, card->id);
  return TRUE;
}

static gboolean
run_step (Run           *run,
          const OraCard *card,
          const OraStep *step,
          const int     *args,
          guint32        mask,
          int            owner,
          int            r,
          int            c,
          int            depth,
          GError       **error)
{
  OraState *s = run->s;

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      return step_wheel (run, card, step, args, error);
    case ORA_STEP_GAIN:
      return gain_checked (run, &step->gain, 1, error);
    case ORA_STEP_GAIN_CHOICE:
      if (args[0] < 0 || args[0] >= step->n_options)
        return RULE (error, "%s: choose one of %d options", card->id, step->n_options);
      return gain_checked (run, &step->options[args[0]].gain, 1, error);
    case ORA_STEP_CONVERT:
      return step_convert (run, card, step, args, error);
    case ORA_STEP_CONVERT_ANY:
      return step_convert_any (run, card, step, args, error);
    case ORA_STEP_DISTINCT:
      return step_distinct (run, card, step, args, mask, error);
    case ORA_STEP_THRESHOLD:
      return step_threshold (run, card, step);
    case ORA_STEP_TWO_BASIC:
      return step_two_basic (run, card, step, args, error);
    case ORA_STEP_USE_OCCUPIED:
      return step_use_occupied (run, card, step, args, owner, r, c, depth, error);
    case ORA_STEP_USE_ADJACENT:
      return step_use_adjacent (run, card, args, owner, r, c, depth, error);
    case ORA_STEP_USE_UNBUILT:
      return step_use_unbuilt (run, card, args, depth, error);
    case ORA_STEP_REMOVE:
      return step_remove (run, card, step, args, error);
    case ORA_STEP_BUILD:
      return step_build (run, card, step, args, depth, error);
    case ORA_STEP_SETTLE:
      {
        int sr, sc;

        if (args[0] < 0)
          return TRUE;
        if (!decode_cell (args[1], &sr, &sc))
          return RULE (error, "%s: no site given", card->id);
        return ora_do_settle (s, run->user, args[0], sr, sc, run->events, error);
      }
    case ORA_STEP_LAND:
      return step_land (run, card, step, args, error);
    case ORA_STEP_RETURN_CLERGY:
      {
        OraPlayer *pl = &s->players[run->user];

        for (int i = 0; i < ORA_MAX_CLERGY; i++)
          if (pl->clergy[i] >= 0 && pl->clergy[i] / 256 == run->user)
            ora_return_clergy_of (s, run->user, i);
        ora_event (run->events, "player %d takes back the clergy from their buildings", run->user);
        return TRUE;
      }
    case ORA_STEP_FELL_CUT:
      return step_fell_cut (run, card, step, args, error);
    case ORA_STEP_POINTS:
      return step_points (run, card, step, args, error);
    default:
      return RULE (error, "%s: unknown effect", card->id);
    }
}

/* Defaults for arguments a frame leaves out: skip what can be skipped. */
static int
step_default_arg (const OraStep *step,
                  int            index)
{
  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT:
    case ORA_STEP_CONVERT_ANY:
    case ORA_STEP_REMOVE:
    case ORA_STEP_POINTS:
      return 0;
    case ORA_STEP_LAND:
      return index == 0 || index == 2 ? -1 : 0;
    case ORA_STEP_BUILD:
      return index == 0 ? -1 : 0;
    default:
      return -1;
    }
}

gboolean
ora_run_use (Run     *run,
             int      owner,
             int      r,
             int      c,
             int      card_index,
             int      depth,
             GError **error)
{
  OraState *s = run->s;
  const OraCard *card = card_at (s, card_index);
  const OraFrame *frame;
  int offset = 0, extra = ora_card_n_args (card);

  if (depth > 4)
    return RULE (error, "%s: buildings may not use each other this deeply", card->id);
  if (run->fi >= run->a->n_frames)
    return RULE (error, "%s: the move gives no choices for this building", card->id);
  frame = &run->a->frames[run->fi++];
  /* A building used from another one pays its own food and energy. */
  if (run->pending_food > 0 || run->pending_energy > 0)
    {
      OraAmount due = { { 0 } };

      due.n[ORA_PAY_FOOD] = run->pending_food;
      due.n[ORA_PAY_ENERGY] = run->pending_energy;
      run->pending_food = run->pending_energy = 0;
      if (!pay_due_by (s, s->players[run->user].goods, &due))
        return RULE (error, "%s: cannot pay the food and energy due", card->id);
    }
  if (frame->card != card_index)
    return RULE (error, "%s: the move's choices are for %s", card->id,
                 frame->card >= 0 && frame->card < s->set->n_cards ? card_at (s, frame->card)->id : "?");
  if (card->once_per_turn)
    {
      guint64 bit = 1ull << (card_index % 64);

      if (s->once_used[card_index / 64] & bit)
        return RULE (error, "%s: once per turn", card->id);
      s->once_used[card_index / 64] |= bit;
    }
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];
      int n = ora_step_n_args (step);
      int args[ORA_MAX_ARGS];

      for (int k = 0; k < n; k++)
        args[k] = frame_arg (frame, offset + k, step_default_arg (step, k));
      offset += n;
      if (step->kind == ORA_STEP_REMOVE)
        {
          /* The named spaces follow the card's own arguments. */
          int named = CLAMP (MIN (args[0], frame->nargs - extra), 0, ORA_MAX_ARGS - 1);

          for (int k = 0; k < ORA_MAX_ARGS - 1; k++)
            args[k + 1] = k < named ? frame->args[extra + k] : -1;
          extra += named;
        }
      if (!run_step (run, card, step, args, frame->distinct_mask, owner, r, c, depth, error))
        return FALSE;
    }
  if (frame->nargs > extra)
    return RULE (error, "%s: the move names %d space(s) to remove, more than it removes", card->id,
                 frame->nargs - ora_card_n_args (card));
  if (run->pending_food > 0 || run->pending_energy > 0)
    {
      OraAmount due = { { 0 } };

      due.n[ORA_PAY_FOOD] = run->pending_food;
      due.n[ORA_PAY_ENERGY] = run->pending_energy;
      run->pending_food = run->pending_energy = 0;
      if (!pay_due_by (s, s->players[run->user].goods, &due))
        {
          g_autofree char *what = error ? ora_amount_to_string (&due, 1) : NULL;
          return RULE (error, "%s: cannot pay %s", card->id, what);
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Building and settling                                                   */

gboolean
ora_do_build (OraState  *s,
              int        player,
              int        card,
              int        r,
              int        c,
              GPtrArray *events,
              GError   **error)
{
  const OraCard *cd = card_at (s, card);
  OraPlayer *pl = &s->players[player];

  if (cd->settlement || s->card_loc[card] != ORA_LOC_DISPLAY)
    return RULE (error, "build: %s is not on display", cd->id);
  if (!ora_check_site (s, player, card, r, c, error))
    return FALSE;
  if (!pay_by (s, pl->goods, &cd->cost, 1))
    {
      g_autofree char *what = error ? ora_amount_to_string (&cd->cost, 1) : NULL;
      return RULE (error, "build: %s costs %s", cd->id, what);
    }
  pl->cells[r][c].card = card;
  pl->cells[r][c].occupant = -1;
  ora_state_mark_built (s, card);
  pl->economic += cd->economic;
  if (cd->raises_contract)
    s->contract_cost = 2;
  ora_event (events, "player %d builds %s at (%d,%d)", player, cd->id, r, c);
  return TRUE;
}

void
ora_state_mark_built (OraState *state,
                      int       card)
{
  g_return_if_fail (card >= 0 && card < state->set->n_cards);
  if (++state->card_built[card] >= state->set->cards[card].copies)
    state->card_loc[card] = ORA_LOC_BUILT;
}

gboolean
ora_do_settle (OraState  *s,
               int        player,
               int        card,
               int        r,
               int        c,
               GPtrArray *events,
               GError   **error)
{
  OraPlayer *pl = &s->players[player];
  const OraCard *cd;
  int bit = card - s->first_settlement;

  if (card < s->first_settlement || card >= s->set->n_cards || !(pl->hand & (1u << bit)))
    return RULE (error, "settle: the settlement is not in the player's hand");
  cd = card_at (s, card);
  if (!ora_check_site (s, player, card, r, c, error))
    return FALSE;
  if (!pay_by (s, pl->goods, &cd->cost, 1))
    {
      g_autofree char *what = error ? ora_amount_to_string (&cd->cost, 1) : NULL;
      return RULE (error, "settle: %s costs %s", cd->id, what);
    }
  pl->hand &= ~(1u << bit);
  pl->cells[r][c].card = card;
  pl->cells[r][c].occupant = -1;
  pl->economic += cd->economic;
  ora_event (events, "player %d settles %s at (%d,%d)", player, cd->id, r, c);
  return TRUE;
}

