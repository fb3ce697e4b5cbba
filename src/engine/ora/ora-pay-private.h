/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-pay-private.h — spending goods and paying food, energy, coins and
 * points, shared by the rules' files (through ora-state-private.h).
 *
 * The spending functions are the hot path of every listing's trials and
 * of the computers' playouts: they are static inline, so each caller
 * inlines them as it did when one file held the rules. */
#pragma once

#include <string.h>

#include "ora/ora-state.h"

G_BEGIN_DECLS

/* The order in which the engine spends goods for food, energy and points:
 * what is least useful elsewhere goes first. */
static const OraGood food_order[] = {
  ORA_GRAIN, ORA_SHEEP, ORA_FLOUR, ORA_GRAPES, ORA_MALT, ORA_MEAT, ORA_BREAD,
  ORA_BEER, ORA_WINE, ORA_WHISKEY, ORA_COIN, ORA_COIN5,
};
static const OraGood energy_order[] = {
  ORA_STRAW, ORA_PEAT, ORA_COAL, ORA_WOOD,
};
static const OraGood points_order[] = {
  ORA_BOOK, ORA_CERAMIC, ORA_ORNAMENT, ORA_RELIQUARY, ORA_COIN5, ORA_WINE, ORA_WHISKEY,
};
/* Order for distinct-goods trades when the player leaves the choice to us. */
static const OraGood distinct_order[] = {
  ORA_STRAW, ORA_GRAIN, ORA_CLAY, ORA_PEAT, ORA_WOOD, ORA_SHEEP, ORA_FLOUR,
  ORA_GRAPES, ORA_MALT, ORA_COIN, ORA_COAL, ORA_STONE, ORA_MEAT, ORA_BREAD,
  ORA_BEER, ORA_WINE, ORA_WHISKEY, ORA_BOOK, ORA_CERAMIC, ORA_COIN5,
  ORA_ORNAMENT, ORA_RELIQUARY, ORA_WONDER,
};

/* Goods and amounts are compared eight at a time: lanes 0-7, 8-15 and
 * 16-23. A hand has room for 24 goods (ORA_GOODS_ROOM); an amount's 24th
 * count is its food, which amount_last_lanes() leaves out. */
typedef gint16 GoodsLanes __attribute__ ((vector_size (16)));
/* The same lanes unsigned, for sums and products that wrap as defined. */
typedef guint16 GoodsBits __attribute__ ((vector_size (16)));

G_STATIC_ASSERT (ORA_N_GOODS == 23 && ORA_GOODS_ROOM == 24);
G_STATIC_ASSERT (ORA_STRAW == 1);   /* lane 1 of spend_goods_fast()'s not_straw */

/* What spend_goods_fast() found. */
typedef enum
{
  FAST_SPENT,    /* everything was there, and is spent */
  FAST_SHORT,    /* a good other than straw is short: spend_goods() fails
                  * (with the goods untouched; no caller reads them then) */
  FAST_UNSURE,   /* the good-by-good path decides */
} FastSpend;

/* Bit of an abstract kind (ORA_PAY_FOOD .. ORA_PAY_POINTS) in a set of them. */
#define KIND_BIT(key) (1u << ((key) - ORA_PAY_FOOD))
#define ALL_KINDS     0xfu

#define PAY_AUTO   0
#define PAY_CHOSEN 1
#define PAY_NOTE   2
#define N_PAY_KINDS 4   /* ORA_PAY_FOOD .. ORA_PAY_POINTS */

/* Wine and whiskey count only when the move names them ("pay"). */
static const OraGood coins_order[] = { ORA_COIN, ORA_WINE, ORA_WHISKEY, ORA_COIN5 };

/* ora-pay.c */
gboolean ora_pay_kind_by      (OraState         *s,
                               gint16           *goods,
                               int               key,
                               int               need);
gboolean ora_pay_finish       (OraState         *s,
                               gint16           *goods,
                               GError          **error);
char    *ora_amount_to_string (const OraAmount  *amount,
                               int               times);

static inline int
value_of (const gint16 *goods,
          const OraGood *order,
          int            n_order,
          int            key)
{
  int total = 0;

  for (int i = 0; i < n_order; i++)
    {
      const OraGoodInfo *info = &ora_goods[order[i]];
      int unit = key == ORA_PAY_FOOD ? info->food2 : key == ORA_PAY_ENERGY ? info->energy2 : info->points;

      total += unit * goods[order[i]];
    }
  return total;
}

/* Spend goods worth at least `need` (food/energy in halves, or points):
 * take units in `order` while short, then give back what proved unneeded,
 * largest first. Overpayment is lost, as the rules say. What is spent is
 * added to `noted` (per good), unless it is NULL. */
static inline gboolean
spend_value (gint16        *goods,
             const OraGood *order,
             int            n_order,
             int            key,
             int            need,
             gint16        *noted)
{
  int taken[G_N_ELEMENTS (food_order)];   /* per place in `order`, whose goods differ */
  int paid = 0;
  gboolean negative = FALSE;
  /* The unit's field in OraGoodInfo, chosen once rather than per good. */
  glong field = key == ORA_PAY_FOOD ? G_STRUCT_OFFSET (OraGoodInfo, food2)
              : key == ORA_PAY_ENERGY ? G_STRUCT_OFFSET (OraGoodInfo, energy2)
              : G_STRUCT_OFFSET (OraGoodInfo, points);

  G_STATIC_ASSERT (G_N_ELEMENTS (energy_order) <= G_N_ELEMENTS (food_order));
  G_STATIC_ASSERT (G_N_ELEMENTS (points_order) <= G_N_ELEMENTS (food_order));
  if (need <= 0)
    return TRUE;
  /* Units are taken one by one while short, then given back largest
   * first while they prove unneeded; counted here in one step each. */
  for (int i = 0; i < n_order; i++)
    {
      int unit = G_STRUCT_MEMBER (int, &ora_goods[order[i]], field);

      taken[i] = 0;
      negative |= goods[order[i]] < 0;
      if (unit > 0 && paid < need && goods[order[i]] > 0)
        {
          taken[i] = MIN (goods[order[i]], (need - paid + unit - 1) / unit);
          paid += taken[i] * unit;
        }
    }
  /* Without negative counts (units are never negative), still short after
   * taking all it could means the goods are worth less than `need`. */
  if (negative ? value_of (goods, order, n_order, key) < need : paid < need)
    return FALSE;
  /* Paid exactly, nothing can be given back. */
  for (int i = n_order - 1; i >= 0 && paid > need; i--)
    {
      int unit = G_STRUCT_MEMBER (int, &ora_goods[order[i]], field);
      int back;

      if (taken[i] == 0 || unit <= 0 || paid - unit < need)
        continue;
      back = MIN (taken[i], (paid - need) / unit);
      taken[i] -= back;
      paid -= back * unit;
    }
  for (int i = 0; i < n_order; i++)
    goods[order[i]] -= taken[i];
  for (int i = 0; noted != NULL && i < n_order; i++)
    noted[order[i]] += taken[i];
  return TRUE;
}

static inline gboolean
spend_coins (gint16 *goods,
             int     need)
{
  if (goods[ORA_COIN] + 5 * goods[ORA_COIN5] < need)
    return FALSE;
  while (goods[ORA_COIN] < need)
    {
      goods[ORA_COIN5]--;
      goods[ORA_COIN] += 5;
    }
  goods[ORA_COIN] -= need;
  return TRUE;
}

static inline GoodsLanes
lanes_at (const gint16 *p)
{
  GoodsLanes v;

  memcpy (&v, p, sizeof v);
  return v;
}

/* The goods 16-22 of an amount, and 0 for the hand's unused count. */
static inline GoodsLanes
amount_last_lanes (const OraAmount *amount)
{
  const GoodsLanes goods_only = { -1, -1, -1, -1, -1, -1, -1, 0 };

  return lanes_at (&amount->n[16]) & goods_only;
}

static inline gboolean
any_lane (GoodsLanes v)
{
  guint64 half[2];

  memcpy (half, &v, sizeof half);
  return (half[0] | half[1]) != 0;
}

/* The common cases of spend_goods(), eight goods at a time. Lanes are 16
 * bits, so an amount times `times` must fit in them for the comparison to
 * be the scalar one; otherwise, or when short of straw (which grain may
 * make up) or of a good the amount does not name (a negative count), the
 * good-by-good path decides. Subtraction wraps like the scalar store into
 * gint16 does. */
static inline FastSpend
spend_goods_fast (gint16          *goods,
                  const OraAmount *amount,
                  int              times)
{
  const GoodsLanes limit = { 4095, 4095, 4095, 4095, 4095, 4095, 4095, 4095 };
  const GoodsLanes not_straw = { -1, 0, -1, -1, -1, -1, -1, -1 };
  GoodsLanes a0 = lanes_at (&amount->n[0]);
  GoodsLanes a1 = lanes_at (&amount->n[8]);
  GoodsLanes a2 = amount_last_lanes (amount);
  GoodsLanes g0 = lanes_at (&goods[0]);
  GoodsLanes g1 = lanes_at (&goods[8]);
  GoodsLanes g2 = lanes_at (&goods[16]);

  if (times != 1)
    {
      if (times < 0 || times > 8
          || any_lane ((a0 > limit) | (a0 < -limit) | (a1 > limit)
                       | (a1 < -limit) | (a2 > limit) | (a2 < -limit)))
        return FAST_UNSURE;
      a0 *= (gint16) times;
      a1 *= (gint16) times;
      a2 *= (gint16) times;
    }
  if (any_lane ((g0 < a0) | (g1 < a1) | (g2 < a2)))
    {
      GoodsLanes named_short = ((g0 < a0) & (a0 != 0) & not_straw)
                               | ((g1 < a1) & (a1 != 0)) | ((g2 < a2) & (a2 != 0));

      return any_lane (named_short) ? FAST_SHORT : FAST_UNSURE;
    }
  g0 = (GoodsLanes) ((GoodsBits) g0 - (GoodsBits) a0);
  g1 = (GoodsLanes) ((GoodsBits) g1 - (GoodsBits) a1);
  g2 = (GoodsLanes) ((GoodsBits) g2 - (GoodsBits) a2);
  memcpy (&goods[0], &g0, sizeof g0);
  memcpy (&goods[8], &g1, sizeof g1);
  memcpy (&goods[16], &g2, sizeof g2);
  return FAST_SPENT;
}

/* Straw may always be made from grain, so a straw shortage is covered by
 * flipping grain, when there is grain left over. */
static inline gboolean
spend_goods (gint16          *goods,
             const OraAmount *amount,
             int              times)
{
  switch (spend_goods_fast (goods, amount, times))
    {
    case FAST_SPENT: return TRUE;
    case FAST_SHORT: return FALSE;
    case FAST_UNSURE: break;
    }
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      int need = amount->n[g] * times;

      if (need == 0)
        continue;
      if (g == ORA_STRAW && goods[ORA_STRAW] < need)
        {
          int missing = need - goods[ORA_STRAW];
          int spare = goods[ORA_GRAIN] - amount->n[ORA_GRAIN] * times;

          if (spare < missing)
            return FALSE;
          goods[ORA_GRAIN] -= missing;
          goods[ORA_STRAW] += missing;
        }
      if (goods[g] < need)
        return FALSE;
    }
  for (int g = 0; g < ORA_N_GOODS; g++)
    goods[g] -= amount->n[g] * times;
  return TRUE;
}

/* The goods of an amount, and of its abstract kinds those in `kinds`
 * (others count as 0). */
static inline gboolean
pay_amount_kinds (gint16          *goods,
                  const OraAmount *amount,
                  int              times,
                  guint            kinds)
{
  int food = kinds & KIND_BIT (ORA_PAY_FOOD) ? amount->n[ORA_PAY_FOOD] * times : 0;
  int energy = kinds & KIND_BIT (ORA_PAY_ENERGY) ? amount->n[ORA_PAY_ENERGY] * times : 0;
  int coins = kinds & KIND_BIT (ORA_PAY_COINS) ? amount->n[ORA_PAY_COINS] * times : 0;
  int points = kinds & KIND_BIT (ORA_PAY_POINTS) ? amount->n[ORA_PAY_POINTS] * times : 0;

  if (!spend_goods (goods, amount, times))
    return FALSE;
  if (!spend_coins (goods, coins))
    return FALSE;
  /* Most costs name no food, energy or points: no call for those. */
  if (food > 0 && !spend_value (goods, food_order, G_N_ELEMENTS (food_order), ORA_PAY_FOOD, food, NULL))
    return FALSE;
  if (energy > 0 && !spend_value (goods, energy_order, G_N_ELEMENTS (energy_order), ORA_PAY_ENERGY, energy, NULL))
    return FALSE;
  if (points > 0 && !spend_value (goods, points_order, G_N_ELEMENTS (points_order), ORA_PAY_POINTS, points, NULL))
    return FALSE;
  return TRUE;
}

static inline gboolean
pay_amount (gint16          *goods,
            const OraAmount *amount,
            int              times)
{
  return pay_amount_kinds (goods, amount, times, ALL_KINDS);
}

static inline int
pay_unit (OraGood good,
          int     key)
{
  const OraGoodInfo *info = &ora_goods[good];

  switch (key)
    {
    case ORA_PAY_FOOD: return info->food2;
    case ORA_PAY_ENERGY: return info->energy2;
    case ORA_PAY_COINS: return info->money;
    default: return info->points;
    }
}

static inline const OraGood *
pay_order (int  key,
           int *n_order)
{
  switch (key)
    {
    case ORA_PAY_FOOD: *n_order = G_N_ELEMENTS (food_order); return food_order;
    case ORA_PAY_ENERGY: *n_order = G_N_ELEMENTS (energy_order); return energy_order;
    case ORA_PAY_COINS: *n_order = G_N_ELEMENTS (coins_order); return coins_order;
    default: *n_order = G_N_ELEMENTS (points_order); return points_order;
    }
}

/* pay_amount_kinds() for a cost of the acting player during
 * ora_state_apply(): the abstract kinds come from the action's chosen
 * goods, or are paid automatically and noted per kind for the listing of
 * alternatives. */
static inline gboolean
pay_kinds_by (OraState        *s,
              gint16          *goods,
              const OraAmount *amount,
              int              times,
              guint            kinds)
{
  if (s->pay.mode == PAY_AUTO)
    return pay_amount_kinds (goods, amount, times, kinds);
  /* Noting pays kind by kind, food before coins; automatic payment takes
   * coins first. Food may be paid with coins, so when one amount names
   * both, the noted run may differ from the automatic one. */
  if (s->pay.mode == PAY_NOTE && (kinds & KIND_BIT (ORA_PAY_COINS)) && (kinds & KIND_BIT (ORA_PAY_FOOD))
      && amount->n[ORA_PAY_COINS] * times > 0 && amount->n[ORA_PAY_FOOD] * times > 0)
    s->pay.mixed = 1;
  /* spend_goods() reads only the named goods of an amount. */
  if (!spend_goods (goods, amount, times))
    return FALSE;
  for (int k = ORA_PAY_FOOD; k < ORA_N_AMOUNTS; k++)
    {
      int need = kinds & KIND_BIT (k) ? amount->n[k] * times : 0;

      if (need > 0 && !ora_pay_kind_by (s, goods, k, need))
        return FALSE;
    }
  return TRUE;
}

static inline gboolean
pay_by (OraState        *s,
        gint16          *goods,
        const OraAmount *amount,
        int              times)
{
  return pay_kinds_by (s, goods, amount, times, ALL_KINDS);
}

/* pay_by() of the food and energy a use owes (`due`, which names nothing
 * else): paid kind by kind, without reading the amount eight goods at a
 * time, which would wait for the two counts just written into it. With
 * no goods to spend and no coins, pay_amount() is its spend_value() calls
 * (hands hold no negative counts, see ora_state_check()). */
static inline gboolean
pay_due_by (OraState        *s,
            gint16          *goods,
            const OraAmount *due)
{
  int food = due->n[ORA_PAY_FOOD], energy = due->n[ORA_PAY_ENERGY];

  if (s->pay.mode == PAY_AUTO)
    return (food <= 0 || spend_value (goods, food_order, G_N_ELEMENTS (food_order), ORA_PAY_FOOD, food, NULL))
           && (energy <= 0 || spend_value (goods, energy_order, G_N_ELEMENTS (energy_order), ORA_PAY_ENERGY, energy, NULL));
  return (food <= 0 || ora_pay_kind_by (s, goods, ORA_PAY_FOOD, food))
         && (energy <= 0 || ora_pay_kind_by (s, goods, ORA_PAY_ENERGY, energy));
}

/* pay_by() of an amount of coins alone, which names no goods. */
static inline gboolean
pay_coins_by (OraState *s,
              gint16   *goods,
              int       coins)
{
  if (s->pay.mode == PAY_AUTO)
    return spend_coins (goods, coins);
  return coins <= 0 || ora_pay_kind_by (s, goods, ORA_PAY_COINS, coins);
}

static inline void
gain_amount (gint16          *goods,
             const OraAmount *amount,
             int              times)
{
  /* Eight goods at a time, as in spend_goods_fast(); the products wrap in
   * the 16-bit lanes exactly as the scalar sums stored into gint16 do. */
  GoodsBits t = { 0 };
  GoodsBits g0, g1, g2;

  t += (guint16) times;
  g0 = (GoodsBits) lanes_at (&goods[0]) + (GoodsBits) lanes_at (&amount->n[0]) * t;
  g1 = (GoodsBits) lanes_at (&goods[8]) + (GoodsBits) lanes_at (&amount->n[8]) * t;
  g2 = (GoodsBits) lanes_at (&goods[16]) + (GoodsBits) amount_last_lanes (amount) * t;
  memcpy (&goods[0], &g0, sizeof g0);
  memcpy (&goods[8], &g1, sizeof g1);
  memcpy (&goods[16], &g2, sizeof g2);
  goods[ORA_COIN] += amount->n[ORA_PAY_COINS] * times;
}

/* The payment record of the current player's move that names the goods
 * `pay`, checked already. */
static inline void
pay_start_chosen (OraState     *s,
                  const gint16 *pay)
{
  memset (&s->pay, 0, sizeof s->pay);
  s->pay.fail_kind = -1;
  s->pay.player = s->current;
  memcpy (s->pay.left, pay, sizeof s->pay.left);
  s->pay.mode = PAY_CHOSEN;
}

G_END_DECLS
