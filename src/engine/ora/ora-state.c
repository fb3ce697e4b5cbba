/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-state.c — rules of Ora et Labora: setup, turns, effects, scoring */
#include "config.h"

#include <string.h>

#include "ora/ora-state.h"

G_DEFINE_QUARK (ora-error-quark, ora_error)

static const char * const token_names[ORA_N_TOKENS] = {
  "grain", "sheep", "clay", "coin", "wood", "peat", "joker", "grapes", "stone",
};

const char *
ora_token_name (OraToken token)
{
  g_return_val_if_fail (token < ORA_N_TOKENS, "?");
  return token_names[token];
}

static int
token_for_good (OraGood good)
{
  switch (good)
    {
    case ORA_GRAIN: return ORA_TOKEN_GRAIN;
    case ORA_SHEEP: return ORA_TOKEN_SHEEP;
    case ORA_CLAY: return ORA_TOKEN_CLAY;
    case ORA_COIN: return ORA_TOKEN_COIN;
    case ORA_WOOD: return ORA_TOKEN_WOOD;
    case ORA_PEAT: return ORA_TOKEN_PEAT;
    case ORA_GRAPES: return ORA_TOKEN_GRAPES;
    case ORA_STONE: return ORA_TOKEN_STONE;
    default: return -1;
    }
}

#define RULE(error, ...) (g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, __VA_ARGS__), FALSE)

static void
event (GPtrArray  *events,
       const char *format,
       ...) G_GNUC_PRINTF (2, 3);

static void
event (GPtrArray  *events,
       const char *format,
       ...)
{
  va_list args;

  if (events == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (events, g_strdup_vprintf (format, args));
  va_end (args);
}

static const OraCard *
card_at (const OraState *s,
         int             card)
{
  return &s->set->cards[card];
}

static const OraMode *
mode_of (const OraState *s)
{
  return &s->set->modes[s->mode_id];
}

int
ora_state_wheel_value (const OraState *s,
                       OraToken        token)
{
  int age = s->wheel[token];

  if (age < 0)
    return 0;
  return mode_of (s)->wheel[MIN (age, 12)];
}

/* ---------------------------------------------------------------------- */
/* Goods and payments                                                      */

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

static int
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
static gboolean
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

static gboolean
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

/* Goods and amounts are compared eight at a time: lanes 0-7, 8-15 and
 * 16-23. A hand has room for 24 goods (ORA_GOODS_ROOM); an amount's 24th
 * count is its food, which amount_last_lanes() leaves out. */
typedef gint16 GoodsLanes __attribute__ ((vector_size (16)));
/* The same lanes unsigned, for sums and products that wrap as defined. */
typedef guint16 GoodsBits __attribute__ ((vector_size (16)));

G_STATIC_ASSERT (ORA_N_GOODS == 23 && ORA_GOODS_ROOM == 24);
G_STATIC_ASSERT (ORA_STRAW == 1);   /* lane 1 of spend_goods_fast()'s not_straw */

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

/* What spend_goods_fast() found. */
typedef enum
{
  FAST_SPENT,    /* everything was there, and is spent */
  FAST_SHORT,    /* a good other than straw is short: spend_goods() fails
                  * (with the goods untouched; no caller reads them then) */
  FAST_UNSURE,   /* the good-by-good path decides */
} FastSpend;

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
static gboolean
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

/* spend_coins(), with the coins and 5-coin tiles spent added to `noted`. */
static gboolean
spend_coins_noted (gint16 *goods,
                   int     need,
                   gint16 *noted)
{
  int coins = goods[ORA_COIN], coin5 = goods[ORA_COIN5];

  if (!spend_coins (goods, need))
    return FALSE;
  /* A 5-coin tile broken for fewer coins gives 1-coins back. */
  noted[ORA_COIN] += MAX (coins - goods[ORA_COIN], 0);
  noted[ORA_COIN5] += coin5 - goods[ORA_COIN5];
  return TRUE;
}

/* pay_amount() of one abstract kind, noting what it spends per good. */
static gboolean
spend_kind (gint16 *goods,
            int     key,
            int     need,
            gint16 *noted)
{
  switch (key)
    {
    case ORA_PAY_FOOD:
      return spend_value (goods, food_order, G_N_ELEMENTS (food_order), ORA_PAY_FOOD, need, noted);
    case ORA_PAY_ENERGY:
      return spend_value (goods, energy_order, G_N_ELEMENTS (energy_order), ORA_PAY_ENERGY, need, noted);
    case ORA_PAY_COINS:
      return spend_coins_noted (goods, need, noted);
    default:
      return spend_value (goods, points_order, G_N_ELEMENTS (points_order), ORA_PAY_POINTS, need, noted);
    }
}

/* Bit of an abstract kind (ORA_PAY_FOOD .. ORA_PAY_POINTS) in a set of them. */
#define KIND_BIT(key) (1u << ((key) - ORA_PAY_FOOD))
#define ALL_KINDS     0xfu

/* The goods of an amount, and of its abstract kinds those in `kinds`
 * (others count as 0). */
static gboolean
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

/* Explicit payments ------------------------------------------------------ */

#define PAY_AUTO   0
#define PAY_CHOSEN 1
#define PAY_NOTE   2
#define N_PAY_KINDS 4   /* ORA_PAY_FOOD .. ORA_PAY_POINTS */

/* Wine and whiskey count only when the move names them ("pay"). */
static const OraGood coins_order[] = { ORA_COIN, ORA_WINE, ORA_WHISKEY, ORA_COIN5 };

static int
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

static const OraGood *
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

/* Spend `need` of one kind from the goods the action named, least useful
 * first. Overpaying is lost, except that a 5-coin tile paid for fewer
 * coins gives coins back: changing it is a free action anyway. */
static gboolean
spend_chosen (OraState *s,
              gint16   *goods,
              int       key,
              int       need)
{
  int n_order, paid = 0;
  const OraGood *order = pay_order (key, &n_order);

  for (int i = 0; i < n_order && paid < need; i++)
    {
      OraGood g = order[i];
      int unit = pay_unit (g, key);

      /* One unit at a time while short, counted in one step. */
      if (unit > 0 && paid < need && s->pay.left[g] > 0 && goods[g] > 0)
        {
          int n = MIN (MIN (s->pay.left[g], goods[g]), (need - paid + unit - 1) / unit);

          s->pay.left[g] -= n;
          goods[g] -= n;
          paid += n * unit;
        }
    }
  if (paid < need)
    {
      s->pay.fail_kind = key;
      s->pay.fail_need = need;
      s->pay.fail_paid = paid;
      return FALSE;
    }
  if (key == ORA_PAY_COINS)
    goods[ORA_COIN] += paid - need;
  return TRUE;
}

/* `need` (> 0) of one abstract kind, from the chosen goods or paid
 * automatically and noted: pay_by() of one kind but in automatic mode. */
static gboolean
pay_kind_by (OraState *s,
             gint16   *goods,
             int       key,
             int       need)
{
  s->pay.kinds |= KIND_BIT (key);
  if (s->pay.mode == PAY_CHOSEN)
    return spend_chosen (s, goods, key, need);
  s->pay.need[key - ORA_PAY_FOOD] += need;
  return spend_kind (goods, key, need, s->pay.taken[key - ORA_PAY_FOOD]);
}

/* pay_amount_kinds() for a cost of the acting player during
 * ora_state_apply(): the abstract kinds come from the action's chosen
 * goods, or are paid automatically and noted per kind for the listing of
 * alternatives. */
static gboolean
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

      if (need > 0 && !pay_kind_by (s, goods, k, need))
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
static gboolean
pay_due_by (OraState        *s,
            gint16          *goods,
            const OraAmount *due)
{
  int food = due->n[ORA_PAY_FOOD], energy = due->n[ORA_PAY_ENERGY];

  if (s->pay.mode == PAY_AUTO)
    return (food <= 0 || spend_value (goods, food_order, G_N_ELEMENTS (food_order), ORA_PAY_FOOD, food, NULL))
           && (energy <= 0 || spend_value (goods, energy_order, G_N_ELEMENTS (energy_order), ORA_PAY_ENERGY, energy, NULL));
  return (food <= 0 || pay_kind_by (s, goods, ORA_PAY_FOOD, food))
         && (energy <= 0 || pay_kind_by (s, goods, ORA_PAY_ENERGY, energy));
}

/* pay_by() of an amount of coins alone, which names no goods. */
static gboolean
pay_coins_by (OraState *s,
              gint16   *goods,
              int       coins)
{
  if (s->pay.mode == PAY_AUTO)
    return spend_coins (goods, coins);
  return coins <= 0 || pay_kind_by (s, goods, ORA_PAY_COINS, coins);
}

static void
pay_kinds_to_string (GString *str,
                     guint    kinds)
{
  for (int k = 0; k < N_PAY_KINDS; k++)
    if (kinds & (1u << k))
      g_string_append_printf (str, "%s%s", str->len ? "/" : "", ora_amount_key_name (ORA_PAY_FOOD + k));
}

/* Goods the action named but no cost needed: they count as overpayment
 * when they are worth something of a kind the action paid, else the
 * payment is wrong. */
static gboolean
pay_finish (OraState  *s,
            gint16    *goods,
            GError   **error)
{
  if (s->pay.kinds == 0)
    return RULE (error, "payment: this move pays no food, energy, coins or points, so it takes no \"pay\"");
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      gboolean counts = FALSE;

      if (s->pay.left[g] == 0)
        continue;
      for (int k = 0; k < N_PAY_KINDS; k++)
        if ((s->pay.kinds & (1u << k)) && pay_unit (g, ORA_PAY_FOOD + k) > 0)
          counts = TRUE;
      if (!counts)
        {
          g_autoptr(GString) kinds = g_string_new (NULL);

          pay_kinds_to_string (kinds, s->pay.kinds);
          return RULE (error, "payment: %s does not count as %s, which is what this move pays",
                       ora_goods[g].name, kinds->str);
        }
      if (goods[g] < s->pay.left[g])
        return RULE (error, "payment: the player has no %s left to pay", ora_goods[g].name);
      goods[g] -= s->pay.left[g];
      s->pay.left[g] = 0;
    }
  return TRUE;
}

static void
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

static char *
amount_to_string (const OraAmount *amount,
                  int              times)
{
  GString *str = g_string_new (NULL);

  for (int k = 0; k < ORA_N_AMOUNTS; k++)
    if (amount->n[k] != 0)
      {
        gboolean halves = k == ORA_PAY_FOOD || k == ORA_PAY_ENERGY;
        int n = amount->n[k] * times;

        if (str->len)
          g_string_append (str, ", ");
        if (halves && n % 2)
          g_string_append_printf (str, "%d.5 %s", n / 2, ora_amount_key_name (k));
        else
          g_string_append_printf (str, "%d %s", halves ? n / 2 : n, ora_amount_key_name (k));
      }
  if (str->len == 0)
    g_string_append (str, "nothing");
  return g_string_free (str, FALSE);
}

/* ---------------------------------------------------------------------- */
/* Landscape                                                               */

static gboolean
cell_in_grid (int r,
              int c)
{
  return r >= 0 && r < ORA_ROWS && c >= 0 && c < ORA_COLS;
}

static gboolean
cell_exists (const OraPlayer *pl,
             int              r,
             int              c)
{
  return cell_in_grid (r, c) && pl->cells[r][c].terrain != ORA_TERRAIN_NONE;
}

/* The lower half of a mountain is the same space as its upper half. */
static void
canonical_cell (const OraPlayer *pl,
                int             *r,
                int             *c)
{
  if (cell_exists (pl, *r, *c) && pl->cells[*r][*c].terrain == ORA_TERRAIN_MOUNTAIN_LOWER)
    (*r)--;
}

static int
neighbours (const OraPlayer *pl,
            int              r,
            int              c,
            int              out[][2])
{
  static const int d[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
  int n = 0;
  gboolean mountain = pl->cells[r][c].terrain == ORA_TERRAIN_MOUNTAIN;

  for (int i = 0; i < 4; i++)
    {
      int nr = r + d[i][0], nc = c + d[i][1];

      if (mountain && d[i][0] == 1)
        nr = r + 2;
      if (!cell_exists (pl, nr, nc))
        continue;
      canonical_cell (pl, &nr, &nc);
      if (nr == r && nc == c)
        continue;
      out[n][0] = nr;
      out[n][1] = nc;
      n++;
    }
  /* A mountain also touches the hillside beside its lower half. */
  if (mountain && cell_exists (pl, r + 1, c - 1))
    {
      out[n][0] = r + 1;
      out[n][1] = c - 1;
      n++;
    }
  return n;
}

static gboolean
adjacent_to_cloister (const OraState  *s,
                      const OraPlayer *pl,
                      int              r,
                      int              c)
{
  int nb[6][2];
  int n = neighbours (pl, r, c, nb);

  for (int i = 0; i < n; i++)
    {
      int card = pl->cells[nb[i][0]][nb[i][1]].card;

      if (card >= 0 && card_at (s, card)->cloister)
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_site (const OraState  *s,
            int              player,
            int              card,
            int              r,
            int              c,
            GError         **error)
{
  const OraPlayer *pl = &s->players[player];
  const OraCard *cd = card_at (s, card);
  const OraCell *cell;

  if (!cell_exists (pl, r, c))
    return RULE (error, "building site: (%d,%d) is not part of the landscape", r, c);
  cell = &pl->cells[r][c];
  if (cell->card >= 0)
    return RULE (error, "building site: (%d,%d) already holds a building", r, c);
  if (cell->cover != ORA_COVER_NONE)
    return RULE (error, "building site: (%d,%d) is still covered by a %s", r, c,
                 cell->cover == ORA_COVER_FOREST ? "forest" : "moor");
  if (!(cd->terrain_mask & (1u << cell->terrain)))
    return RULE (error, "terrain: %s cannot stand on %s", cd->id, ora_terrain_name (cell->terrain));
  if (cd->cloister && !adjacent_to_cloister (s, pl, r, c))
    return RULE (error, "cloister: %s must be next to another cloister building", cd->id);
  return TRUE;
}

static int
count_cover (const OraPlayer *pl,
             OraCover         cover)
{
  int n = 0;

  /* Counted without branches: covers are scattered. */
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      n += (pl->cells[r][c].terrain != ORA_TERRAIN_NONE) &
           (cover == ORA_COVER_NONE ? pl->cells[r][c].cover != ORA_COVER_NONE
                                    : pl->cells[r][c].cover == cover);
  return n;
}

/* count_cover (pl, cover) >= at_least, stopping after the row where it
 * is known (a row is counted without branches). */
static gboolean
has_cover (const OraPlayer *pl,
           OraCover         cover,
           int              at_least)
{
  int n = 0;

  if (at_least <= 0)
    return TRUE;
  for (int r = 0; r < ORA_ROWS; r++)
    {
      for (int c = 0; c < ORA_COLS; c++)
        n += (pl->cells[r][c].terrain != ORA_TERRAIN_NONE) & (pl->cells[r][c].cover == cover);
      if (n >= at_least)
        return TRUE;
    }
  return FALSE;
}

static gboolean
first_cover (const OraPlayer *pl,
             OraCover         cover,
             int             *out_r,
             int             *out_c)
{
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE && pl->cells[r][c].cover == cover)
        {
          *out_r = r;
          *out_c = c;
          return TRUE;
        }
  return FALSE;
}

static gboolean
district_fits (const OraPlayer *pl,
               int              where)
{
  int row = where == 0 ? pl->row_top - 1 : pl->row_bottom + 1;

  if (row < 0 || row >= ORA_ROWS)
    return FALSE;
  for (int c = ORA_CENTER_COL; c < ORA_CENTER_COL + 5; c++)
    if (pl->cells[row][c].terrain != ORA_TERRAIN_NONE)
      return FALSE;
  return TRUE;
}

static gboolean
plot_fits (const OraPlayer *pl,
           int              side,
           int              row)
{
  int c0 = side == 0 ? 0 : 7;
  int link = side == 0 ? 1 : 7;     /* the column that must touch */
  int inner = side == 0 ? 2 : 6;
  OraTerrain same = side == 0 ? ORA_TERRAIN_COAST : ORA_TERRAIN_HILLSIDE;

  if (row < 0 || row + 1 >= ORA_ROWS)
    return FALSE;
  for (int r = row; r <= row + 1; r++)
    for (int c = c0; c < c0 + 2; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE)
        return FALSE;
  for (int r = row; r <= row + 1; r++)
    {
      const OraCell *in = &pl->cells[r][inner];
      gboolean heart = r == ORA_HEART_ROW || r == ORA_HEART_ROW + 1;

      if (in->terrain != ORA_TERRAIN_NONE && (heart || (side == 1 && in->terrain == ORA_TERRAIN_HILLSIDE)))
        return TRUE;
    }
  if ((row > 0 && pl->cells[row - 1][link].terrain == same) ||
      (row + 2 < ORA_ROWS && pl->cells[row + 2][link].terrain == same))
    return TRUE;
  return FALSE;
}

static void
lay_district (OraState *s,
              int       player,
              int       side,
              int       where)
{
  OraPlayer *pl = &s->players[player];
  int row = where == 0 ? pl->row_top - 1 : pl->row_bottom + 1;

  for (int c = 0; c < 5; c++)
    {
      OraCell *cell = &pl->cells[row][ORA_CENTER_COL + c];

      cell->terrain = s->set->district_terrain[side][c];
      cell->cover = s->set->district_cover[side][c];
      cell->card = -1;
      cell->occupant = -1;
    }
  if (where == 0)
    pl->row_top = row;
  else
    pl->row_bottom = row;
}

static void
lay_plot (OraState *s,
          int       player,
          int       side,
          int       row)
{
  OraPlayer *pl = &s->players[player];

  for (int r = row; r <= row + 1; r++)
    for (int c = 0; c < 2; c++)
      {
        OraCell *cell = &pl->cells[r][side == 0 ? c : 7 + c];
        OraTerrain t;

        if (side == 0)
          t = c == 0 ? ORA_TERRAIN_WATER : ORA_TERRAIN_COAST;
        else if (c == 0)
          t = ORA_TERRAIN_HILLSIDE;
        else
          t = r == row ? ORA_TERRAIN_MOUNTAIN : ORA_TERRAIN_MOUNTAIN_LOWER;
        cell->terrain = t;
        cell->cover = ORA_COVER_NONE;
        cell->card = -1;
        cell->occupant = -1;
      }
}

static gboolean
take_district (OraState  *s,
               int        player,
               int        side,
               int        where,
               gboolean   free,
               GPtrArray *events,
               GError   **error)
{
  int cost;

  if (s->districts_taken >= s->set->n_districts)
    return RULE (error, "landscape: no district is left");
  if (side < 0 || side > 1 || where < 0 || where > 1)
    return RULE (error, "landscape: a district has two sides and goes above or below");
  if (!district_fits (&s->players[player], where))
    return RULE (error, "landscape: no room for a district %s", where == 0 ? "above" : "below");
  /* Solo stacks are turned over: the dearest land comes first. */
  cost = s->mode_id == ORA_MODE_SOLO ? s->set->district_costs[s->set->n_districts - 1 - s->districts_taken]
                                     : s->set->district_costs[s->districts_taken];
  if (!free && !pay_coins_by (s, s->players[player].goods, cost))
    return RULE (error, "landscape: the district costs %d coins", cost);
  s->districts_taken++;
  lay_district (s, player, side, where);
  event (events, "player %d takes a district (%s side, %s)%s", player, side == 0 ? "moor" : "plains",
         where == 0 ? "above" : "below", free ? " for free" : "");
  return TRUE;
}

static gboolean
take_plot (OraState  *s,
           int        player,
           int        side,
           int        row,
           gboolean   free,
           GPtrArray *events,
           GError   **error)
{
  int cost;

  if (s->plots_taken >= s->set->n_plots)
    return RULE (error, "landscape: no plot is left");
  if (side < 0 || side > 1)
    return RULE (error, "landscape: a plot is coast or mountain");
  if (!plot_fits (&s->players[player], side, row))
    return RULE (error, "landscape: a %s plot cannot be added at row %d", side == 0 ? "coast" : "mountain", row);
  cost = s->mode_id == ORA_MODE_SOLO ? s->set->plot_costs[s->set->n_plots - 1 - s->plots_taken]
                                     : s->set->plot_costs[s->plots_taken];
  if (!free && !pay_coins_by (s, s->players[player].goods, cost))
    return RULE (error, "landscape: the plot costs %d coins", cost);
  s->plots_taken++;
  lay_plot (s, player, side, row);
  event (events, "player %d takes a %s plot at row %d%s", player, side == 0 ? "coast" : "mountain",
         row, free ? " for free" : "");
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Clergy                                                                  */

int
ora_state_count_placed (const OraState *s,
                        int             player)
{
  int n = 0;

  for (int i = 0; i < mode_of (s)->clergy; i++)
    if (s->players[player].clergy[i] >= 0)
      n++;
  return n;
}

static int
free_clergy (const OraState *s,
             int             player,
             gboolean        prior)
{
  if (prior)
    return s->players[player].clergy[ORA_PRIOR] < 0 ? ORA_PRIOR : -1;
  for (int i = 1; i < mode_of (s)->clergy; i++)
    if (s->players[player].clergy[i] < 0)
      return i;
  return -1;
}

static void
return_clergy_of (OraState *s,
                  int       player,
                  int       which)   /* -1 = all */
{
  OraPlayer *pl = &s->players[player];

  for (int i = 0; i < ORA_MAX_CLERGY; i++)
    {
      int pos = pl->clergy[i];

      if (pos < 0 || (which >= 0 && which != i))
        continue;
      {
        OraCell *cell = &s->players[pos / 256].cells[(pos % 256) / ORA_COLS][(pos % 256) % ORA_COLS];

        if (cell->occupant == player * 4 + i)
          cell->occupant = -1;
      }
      pl->clergy[i] = -1;
    }
}

static void
put_clergy (OraState *s,
            int       player,
            int       clergy,
            int       owner,
            int       r,
            int       c)
{
  OraCell *cell = &s->players[owner].cells[r][c];

  s->players[player].clergy[clergy] = owner * 256 + r * ORA_COLS + c;
  if (cell->occupant < 0)
    cell->occupant = player * 4 + clergy;
}

/* ---------------------------------------------------------------------- */
/* Effects                                                                 */

typedef struct
{
  OraState        *s;
  const OraAction *a;
  int              fi;        /* next frame */
  int              user;
  GPtrArray       *events;
  int              pending_food;     /* halves, paid at the end of a building use */
  int              pending_energy;
  int              last_removed;     /* what the latest remove step took away */
} Run;


static int
frame_arg (const OraFrame *frame,
           int             index,
           int             fallback)
{
  return index < frame->nargs ? frame->args[index] : fallback;
}

static gboolean run_use (Run *run, int owner, int r, int c, int card, int depth, GError **error);
static gboolean do_build (OraState *s, int player, int card, int r, int c, GPtrArray *events, GError **error);
static gboolean do_settle (OraState *s, int player, int card, int r, int c, GPtrArray *events, GError **error);

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
      g_autofree char *what = error ? amount_to_string (amount, times) : NULL;
      return RULE (error, "%s: cannot pay %s", card->id, what);
    }
  return TRUE;
}

/* Short game: whenever the wheel produces, every player takes one more
 * tile of that good. */
static void
extra_production (OraState *s,
                  OraGood   good)
{
  if (!mode_of (s)->extra_production)
    return;
  for (int p = 0; p < s->n_players; p++)
    if (p != s->neutral)
      s->players[p].goods[good]++;
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
  event (run->events, "player %d produces %d %s with the %s token", run->user, amount,
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
              g_autofree char *what = amount_to_string (&step->gain, times);
              event (run->events, "player %d trades at %s %d time(s) for %s", run->user, card->id, times, what);
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
      g_autofree char *what = amount_to_string (&step->gain, times);
      event (run->events, "player %d trades at %s %d time(s) for %s", run->user, card->id, times, what);
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
        g_autofree char *what = run->events ? amount_to_string (&step->options[o].gain, args[o]) : NULL;

        if (!pay_checked (run, card, &step->options[o].pay, args[o], error) ||
            !gain_checked (run, &step->options[o].gain, args[o], error))
          return FALSE;
        event (run->events, "player %d trades at %s for %s", run->user, card->id, what);
      }
  return TRUE;
}

static guint32
auto_distinct_mask (const gint16 *goods,
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
    mask = auto_distinct_mask (goods, step->count);
  if (mask == 0 || (int) __builtin_popcount (mask) != step->count)
    return RULE (error, "%s: pay %d different goods", card->id, step->count);
  for (guint32 m = mask & ((1u << ORA_N_GOODS) - 1); m != 0; m &= m - 1)
    pay.n[__builtin_ctz (m)] = 1;
  if (!pay_checked (run, card, &pay, 1, error) || !gain_checked (run, &gain, 1, error))
    return FALSE;
  if (run->events)
  {
    g_autofree char *paid = amount_to_string (&pay, 1);
    g_autofree char *got = amount_to_string (&gain, 1);
    event (run->events, "player %d pays %s at %s for %s", run->user, paid, card->id, got);
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
  event (run->events, "player %d owns %d %s and gets %d %s at %s", run->user, have,
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
  event (run->events, "player %d takes %d %s and %d %s at %s", run->user, step->first,
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
  event (run->events, "player %d uses %s through %s", run->user, card_at (s, cell->card)->id, card->id);
  return run_use (run, owner, r, c, cell->card, depth + 1, error);
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
  n = neighbours (&s->players[owner], self_r, self_c, nb);
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
  event (run->events, "player %d uses the neighbouring %s", run->user, card_at (s, cell->card)->id);
  return run_use (run, owner, r, c, cell->card, depth + 1, error);
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
  event (run->events, "player %d uses the unbuilt %s", run->user, card_at (s, target)->id);
  return run_use (run, -1, -1, -1, target, depth + 1, error);
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
  event (run->events, "player %d removes %d %s at %s", run->user, count,
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
    return_clergy_of (s, run->user, ORA_PRIOR);
  if (target >= s->set->n_cards || !do_build (s, run->user, target, r, c, run->events, error))
    return FALSE;
  if (args[2] > 0)
    {
      if (free_clergy (s, run->user, TRUE) < 0)
        return RULE (error, "build: the prior is not free to use the new building");
      put_clergy (s, run->user, ORA_PRIOR, run->user, r, c);
      return run_use (run, run->user, r, c, target, depth + 1, error);
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
      !take_district (run->s, run->user, args[0], args[1], TRUE, run->events, error))
    return FALSE;
  if (step->plots && args[2] >= 0 &&
      !take_plot (run->s, run->user, args[2], args[3], TRUE, run->events, error))
    return FALSE;
  return TRUE;
}

static gboolean
produce_cover (Run      *run,
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
      event (run->events, "player %d has nothing to %s", run->user, cover == ORA_COVER_FOREST ? "fell" : "cut");
      return TRUE;
    }
  if (!decode_cell (cell, &r, &c) || !remove_cover (s, run->user, r, c, cover, error))
    return FALSE;
  amount = ora_state_wheel_value (s, token);
  s->players[run->user].goods[good] += amount;
  s->wheel[token] = 0;
  extra_production (s, good);
  event (run->events, "player %d %s at (%d,%d) for %d %s", run->user,
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
  if (args[0] >= 0 && !produce_cover (run, ORA_COVER_FOREST, args[0], args[1], error))
    return FALSE;
  if (args[2] >= 0 && !produce_cover (run, ORA_COVER_MOOR, args[2], args[3], error))
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
  event (run->events, "player %d scores %d points as goods at %s", run->user, points, card->id);
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
        return do_settle (s, run->user, args[0], sr, sc, run->events, error);
      }
    case ORA_STEP_LAND:
      return step_land (run, card, step, args, error);
    case ORA_STEP_RETURN_CLERGY:
      {
        OraPlayer *pl = &s->players[run->user];

        for (int i = 0; i < ORA_MAX_CLERGY; i++)
          if (pl->clergy[i] >= 0 && pl->clergy[i] / 256 == run->user)
            return_clergy_of (s, run->user, i);
        event (run->events, "player %d takes back the clergy from their buildings", run->user);
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

static gboolean
run_use (Run     *run,
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
          g_autofree char *what = error ? amount_to_string (&due, 1) : NULL;
          return RULE (error, "%s: cannot pay %s", card->id, what);
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Building and settling                                                   */

static gboolean
do_build (OraState  *s,
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
  if (!check_site (s, player, card, r, c, error))
    return FALSE;
  if (!pay_by (s, pl->goods, &cd->cost, 1))
    {
      g_autofree char *what = error ? amount_to_string (&cd->cost, 1) : NULL;
      return RULE (error, "build: %s costs %s", cd->id, what);
    }
  pl->cells[r][c].card = card;
  pl->cells[r][c].occupant = -1;
  ora_state_mark_built (s, card);
  pl->economic += cd->economic;
  if (cd->raises_contract)
    s->contract_cost = 2;
  event (events, "player %d builds %s at (%d,%d)", player, cd->id, r, c);
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

static gboolean
do_settle (OraState  *s,
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
  if (!check_site (s, player, card, r, c, error))
    return FALSE;
  if (!pay_by (s, pl->goods, &cd->cost, 1))
    {
      g_autofree char *what = error ? amount_to_string (&cd->cost, 1) : NULL;
      return RULE (error, "settle: %s costs %s", cd->id, what);
    }
  pl->hand &= ~(1u << bit);
  pl->cells[r][c].card = card;
  pl->cells[r][c].occupant = -1;
  pl->economic += cd->economic;
  event (events, "player %d settles %s at (%d,%d)", player, cd->id, r, c);
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Setup and the flow of rounds                                            */

static gboolean
card_in_game (const OraState *s,
              const OraCard  *card)
{
  const OraMode *mode = mode_of (s);

  if (card->settlement || card->phase == ORA_PHASE_HEARTLAND)
    return FALSE;
  if (card->variant != ORA_VARIANT_BOTH && card->variant != s->variant)
    return FALSE;
  if (card->exclude_modes & (1u << s->mode_id))
    return FALSE;
  return (card->players_mask & (1u << mode->deck_players)) != 0;
}

static void
setup_player (OraState *s,
              int       player)
{
  OraPlayer *pl = &s->players[player];
  const OraMode *mode = mode_of (s);

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        pl->cells[r][c].terrain = ORA_TERRAIN_NONE;
        pl->cells[r][c].cover = ORA_COVER_NONE;
        pl->cells[r][c].card = -1;
        pl->cells[r][c].occupant = -1;
      }
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 5; c++)
      {
        const OraHeartCell *h = &s->set->heartland[r][c];
        OraCell *cell = &pl->cells[ORA_HEART_ROW + r][ORA_CENTER_COL + c];

        cell->terrain = h->terrain;
        cell->cover = h->cover;
        cell->card = h->card;
      }
  if (mode->short_heartland)
    for (int i = 0; i < 2; i++)
      pl->cells[ORA_HEART_ROW + s->set->short_empty[i][0]][ORA_CENTER_COL + s->set->short_empty[i][1]].cover =
        ORA_COVER_NONE;
  pl->row_top = ORA_HEART_ROW;
  pl->row_bottom = ORA_HEART_ROW + 1;
  for (int i = 0; i < ORA_MAX_CLERGY; i++)
    pl->clergy[i] = -1;
  if (mode->start_goods)
    for (int i = 0; i < 6; i++)
      pl->goods[ora_basic_goods[i]] = 1;
  for (int i = 0; i < 8; i++)
    if (card_at (s, s->first_settlement + i)->phase == ORA_PHASE_START)
      pl->hand |= 1u << i;
}

static void start_round (OraState *s, GPtrArray *events);

/* The neutral player of the solo game: a bare heartland (no forest or
 * moor) with the buildings the set marks as the neutral's, top-left first. */
static void
setup_neutral (OraState *s)
{
  OraPlayer *np = &s->players[s->neutral];
  int next = 0;

  np->hand = 0;
  memset (np->goods, 0, sizeof np->goods);
  for (int r = ORA_HEART_ROW; r <= ORA_HEART_ROW + 1; r++)
    for (int c = ORA_CENTER_COL; c < ORA_CENTER_COL + 5; c++)
      np->cells[r][c].cover = ORA_COVER_NONE;
  for (int i = 0; i < s->first_settlement; i++)
    if (card_at (s, i)->neutral_start)
      for (; next < 10; next++)
        {
          OraCell *cell = &np->cells[ORA_HEART_ROW + next / 5][ORA_CENTER_COL + next % 5];

          if (cell->card < 0)
            {
              cell->card = i;
              break;
            }
        }
}

OraState *
ora_state_new (OraCardSet  *set,
               OraModeId    mode_id,
               OraVariant   variant,
               guint64      seed,
               GError     **error)
{
  g_autoptr(OraState) s = NULL;
  TtRng rng;

  if (mode_id >= ORA_N_MODES || !set->modes[mode_id].supported)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "mode %s is not supported by this engine yet",
                   mode_id < ORA_N_MODES ? ora_mode_name (mode_id) : "?");
      return NULL;
    }
  if (variant != ORA_VARIANT_FRANCE && variant != ORA_VARIANT_IRELAND)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "variant must be france or ireland");
      return NULL;
    }
  s = g_new0 (OraState, 1);
  s->set = ora_cardset_ref (set);
  s->mode_id = mode_id;
  s->variant = variant;
  s->n_players = set->modes[mode_id].players;
  s->contract_cost = 1;
  s->wonders_left = 8;
  s->first_settlement = set->n_cards - 8;
  tt_rng_init (&rng, seed);
  s->start_player = 0;
  s->neutral = -1;
  if (mode_id == ORA_MODE_SOLO)
    {
      s->neutral = s->n_players;
      s->n_players++;
    }
  for (int i = 0; i < s->n_players; i++)
    setup_player (s, i);
  if (s->neutral >= 0)
    setup_neutral (s);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    s->wheel[t] = 0;
  s->wheel[ORA_TOKEN_GRAPES] = -1;
  s->wheel[ORA_TOKEN_STONE] = -1;
  for (int i = 0; i < set->n_cards; i++)
    {
      const OraCard *card = &set->cards[i];

      if (s->neutral >= 0 && card->neutral_start)
        s->card_loc[i] = ORA_LOC_BUILT;
      else if (!card_in_game (s, card))
        s->card_loc[i] = ORA_LOC_OUT;
      else
        s->card_loc[i] = card->phase == ORA_PHASE_START ? ORA_LOC_DISPLAY : ORA_LOC_STACK;
    }
  start_round (s, NULL);
  return g_steal_pointer (&s);
}

OraState *
ora_state_copy (const OraState *state)
{
  OraState *copy = g_new (OraState, 1);

  memcpy (copy, state, sizeof *copy);
  ora_cardset_ref (copy->set);
  return copy;
}

/* Copy without touching reference counts; `dest` must share src's set. */
void
ora_state_copy_into (OraState       *dest,
                     const OraState *src)
{
  memcpy (dest, src, sizeof *dest);
}

void
ora_state_free (OraState *state)
{
  if (state == NULL)
    return;
  ora_cardset_unref (state->set);
  g_free (state);
}

static int
humans (const OraState *s)
{
  return mode_of (s)->players;
}

/* How many actions a round has and who takes each: 3-4 players go round
 * the table and the start player acts again; two players take two
 * actions each turn; the long two-player game goes 2-then-1. */
static int
round_length (const OraState *s)
{
  if (s->final_round)
    return 1;
  switch (s->mode_id)
    {
    case ORA_MODE_TWO:
    case ORA_MODE_SOLO:
      return 2;
    case ORA_MODE_LONG2:
      return 3;
    default:
      return s->n_players + 1;
    }
}

static int
turn_player (const OraState *s,
             int             turn)
{
  switch (s->mode_id)
    {
    case ORA_MODE_TWO:
    case ORA_MODE_SOLO:
      return s->start_player;
    case ORA_MODE_LONG2:
      return turn < 2 ? s->start_player : 1 - s->start_player;
    default:
      return (s->start_player + turn) % s->n_players;
    }
}

static int
display_count (const OraState *s)
{
  int n = 0;

  for (int i = 0; i < s->first_settlement; i++)
    n += s->card_loc[i] == ORA_LOC_DISPLAY;
  return n;
}

/* Solo: at each settlement phase every building on display is built onto
 * the neutral heartland over an unoccupied building of the same kind
 * (cloister over cloister), terrain ignored. The engine takes the first
 * such space in reading order, preferring ones not covered this phase. */
static void
neutral_build_all (OraState  *s,
                   GPtrArray *events)
{
  OraPlayer *np = &s->players[s->neutral];

  memset (s->neutral_new, 0, sizeof s->neutral_new);
  for (int i = 0; i < s->first_settlement; i++)
    {
      int best = -1;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      for (int pass = 0; pass < 2 && best < 0; pass++)
        for (int k = 0; k < ORA_ROWS * ORA_COLS && best < 0; k++)
          {
            const OraCell *cell = &np->cells[k / ORA_COLS][k % ORA_COLS];

            if (cell->card >= 0 && cell->occupant < 0 &&
                card_at (s, cell->card)->cloister == card_at (s, i)->cloister &&
                (pass == 1 || !s->neutral_new[k]))
              best = k;
          }
      if (best < 0)
        continue;
      np->cells[best / ORA_COLS][best % ORA_COLS].card = i;
      ora_state_mark_built (s, i);
      s->neutral_new[best] = 1;
      event (events, "the neutral player builds %s at (%d,%d)", card_at (s, i)->id, best / ORA_COLS, best % ORA_COLS);
    }
  s->neutral_offer = free_clergy (s, s->neutral, TRUE) >= 0;
}

static void
begin_settlement (OraState  *s,
                  int        phase,
                  GPtrArray *events)
{
  s->stage = ORA_STAGE_SETTLEMENT;
  s->settle_phase = phase;
  s->settle_turn = 0;
  s->current = s->start_player % humans (s);
  s->land_bought = FALSE;
  event (events, "settlement phase %c", 'A' + phase);
  if (s->neutral >= 0)
    neutral_build_all (s, events);
}

static void
advance_wheel (OraState *s)
{
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      if (s->wheel[t] < 0)
        continue;
      /* Solo: a token the arm would push is taken out of the game. */
      if (s->wheel[t] == 12 && s->mode_id == ORA_MODE_SOLO)
        s->wheel[t] = -2;
      else if (s->wheel[t] < 12)
        s->wheel[t]++;
    }
}

/* Grapes (France) and stone come into play at the start of their rounds. */
static void
tokens_enter (OraState *s)
{
  const OraMode *mode = mode_of (s);

  if (s->variant == ORA_VARIANT_FRANCE && s->round == mode->grapes_round && s->wheel[ORA_TOKEN_GRAPES] == -1)
    s->wheel[ORA_TOKEN_GRAPES] = 0;
  if (s->round == mode->stone_round && s->wheel[ORA_TOKEN_STONE] == -1)
    s->wheel[ORA_TOKEN_STONE] = 0;
}

/* A record's prepared start at a later round ("setup": { "round": R }):
 * the position as if rounds up to R had begun with nobody producing — the
 * wheel turned once per round (tokens aging, grapes and stone entering at
 * their rounds) and the start player passed on each round. Settlement
 * phases and the goods of short games are left to the rest of the setup. */
void
ora_state_setup_round (OraState *s,
                       int       round)
{
  while (s->round < round)
    {
      s->round++;
      advance_wheel (s);
      tokens_enter (s);
      s->start_player = (s->start_player + 1) % humans (s);
    }
  s->turn = 0;
  s->current = turn_player (s, 0);
}

static void
start_round (OraState  *s,
             GPtrArray *events)
{
  const OraMode *mode = mode_of (s);

  s->round++;
  for (int p = 0; p < s->n_players; p++)
    if (ora_state_count_placed (s, p) == mode->clergy)
      return_clergy_of (s, p, -1);
  advance_wheel (s);
  tokens_enter (s);
  /* Short games: the goods printed beside the space the arm passes. */
  if (s->round <= mode->n_round_goods)
    for (int p = 0; p < s->n_players; p++)
      if (p != s->neutral)
        gain_amount (s->players[p].goods, &mode->round_goods[s->round - 1], 1);
  s->turn = 0;
  s->current = turn_player (s, 0);
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  event (events, "round %d, start player %d", s->round, s->start_player);
  if (s->next_settlement < 4 && s->round == mode->settlement_round[s->next_settlement])
    begin_settlement (s, s->next_settlement, events);
  else
    s->stage = ORA_STAGE_ACTIONS;
}

/* Rulebook: the bonus round is a round (25th, 13th in the short game) and,
 * like every round, begins by turning the production wheel. */
static void
begin_bonus (OraState  *s,
             GPtrArray *events)
{
  s->round++;
  advance_wheel (s);
  s->stage = ORA_STAGE_BONUS;
  s->turn = 0;
  s->current = s->start_player;
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  for (int p = 0; p < s->n_players; p++)
    return_clergy_of (s, p, ORA_PRIOR);
  event (events, "round %d: bonus round, start player %d", s->round, s->start_player);
}

static void
game_over (OraState  *s,
           GPtrArray *events)
{
  s->stage = ORA_STAGE_OVER;
  event (events, "game over");
}

static void
end_turn (OraState  *s,
          GPtrArray *events)
{
  const OraMode *mode = mode_of (s);
  int prev = s->current;

  s->turn++;
  if (s->stage == ORA_STAGE_BONUS)
    {
      s->land_bought = FALSE;
      s->once_used[0] = s->once_used[1] = 0;
      if (s->turn >= s->n_players)
        begin_settlement (s, 4, events);
      else
        s->current = (s->start_player + s->turn) % s->n_players;
      return;
    }
  /* Two players: once D is out and at most one building is left, the turn
   * ends, the wheel turns once more and the other player acts once. */
  if (s->mode_id == ORA_MODE_TWO && !s->final_round && s->next_settlement >= 4 && display_count (s) <= 1)
    s->end_pending = TRUE;
  if (s->turn < round_length (s))
    {
      s->current = turn_player (s, s->turn);
      if (s->current != prev)
        s->land_streak = s->streak_pos = 0;
      else
        s->streak_pos++;
      if (s->current != prev || s->mode_id == ORA_MODE_LONG2)
        {
          s->land_bought = FALSE;
          s->once_used[0] = s->once_used[1] = 0;
        }
      return;
    }
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  if (s->final_round ||
      (s->mode_id == ORA_MODE_LONG2 && s->next_settlement >= 4 && display_count (s) <= 3) ||
      s->round >= ORA_MAX_ROUNDS)
    {
      game_over (s, events);
      return;
    }
  s->start_player = (s->start_player + 1) % humans (s);
  if (mode->rounds > 0 && s->round >= mode->rounds)
    {
      if (mode->bonus_round)
        begin_bonus (s, events);
      else
        begin_settlement (s, 4, events);
      return;
    }
  if (s->end_pending)
    s->final_round = TRUE;
  start_round (s, events);
  if (s->current != prev)
    s->land_streak = s->streak_pos = 0;
  else
    s->streak_pos++;
}

static void
finish_settlement (OraState  *s,
                   GPtrArray *events)
{
  int phase = s->settle_phase;

  if (phase == 4)
    {
      game_over (s, events);
      return;
    }
  for (int i = 0; i < 8; i++)
    if ((int) card_at (s, s->first_settlement + i)->phase == ORA_PHASE_A + phase)
      for (int p = 0; p < humans (s); p++)
        s->players[p].hand |= 1u << i;
  for (int i = 0; i < s->first_settlement; i++)
    if (s->card_loc[i] == ORA_LOC_STACK && (int) card_at (s, i)->phase == ORA_PHASE_A + phase)
      s->card_loc[i] = ORA_LOC_DISPLAY;
  s->next_settlement = phase + 1;
  s->stage = ORA_STAGE_ACTIONS;
  s->turn = 0;
  s->current = turn_player (s, 0);
  s->land_bought = FALSE;
  event (events, "new buildings and settlements of phase %c", 'A' + phase);
}

static void
next_settler (OraState  *s,
              GPtrArray *events)
{
  s->settle_turn++;
  s->land_bought = FALSE;
  if (s->settle_turn >= humans (s))
    finish_settlement (s, events);
  else
    s->current = (s->start_player + s->settle_turn) % humans (s);
}

/* ---------------------------------------------------------------------- */
/* Actions                                                                 */

static const char * const act_names[ORA_N_ACTS] = {
  "place", "contract", "fell", "cut", "build", "buy_district", "buy_plot",
  "flip_grain", "sell_wine", "sell_whiskey", "settle", "pass", "bonus", "end_turn",
};

const char *
ora_action_type_name (OraActionType type)
{
  g_return_val_if_fail (type < ORA_N_ACTS, "?");
  return act_names[type];
}

/* Long two-player game: of a player's three actions in a row, the first
 * may buy land once and the second or third once more. */
static int
land_slot (const OraState *s)
{
  return s->streak_pos == 0 ? 1 : 2;
}

/* One purchase per turn (see land_slot for the long two-player game) and
 * one per settlement phase. */
static gboolean
land_allowed (const OraState *s)
{
  if (s->land_bought)
    return FALSE;
  if (s->mode_id == ORA_MODE_LONG2 && s->stage == ORA_STAGE_ACTIONS)
    return !(s->land_streak & land_slot (s));
  return TRUE;
}

static gboolean
is_free_action (OraActionType type)
{
  return type >= ORA_ACT_BUY_DISTRICT && type <= ORA_ACT_SELL_WHISKEY;
}

static gboolean
use_building (OraState        *s,
              const OraAction *a,
              int              user,
              int              owner,
              GPtrArray       *events,
              GError         **error)
{
  Run run = { s, a, 0, user, events, 0, 0, 0 };
  const OraCell *cell = &s->players[owner].cells[a->row][a->col];

  if (!run_use (&run, owner, a->row, a->col, cell->card, 0, error))
    return FALSE;
  if (run.fi != a->n_frames)
    return RULE (error, "move: %d choice frame(s) were not used", a->n_frames - run.fi);
  return TRUE;
}

static gboolean
target_building (const OraState  *s,
                 int              owner,
                 int              r,
                 int              c,
                 const char      *rule,
                 GError         **error)
{
  const OraCell *cell;

  if (owner < 0 || owner >= s->n_players || !cell_exists (&s->players[owner], r, c))
    return RULE (error, "%s: no such space", rule);
  cell = &s->players[owner].cells[r][c];
  if (cell->card < 0 || card_at (s, cell->card)->settlement)
    return RULE (error, "%s: (%d,%d) holds no building", rule, r, c);
  return TRUE;
}

static gboolean
apply_place (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  int p = s->current, clergy;

  if (!target_building (s, p, a->row, a->col, "place clergyman", error))
    return FALSE;
  if (s->players[p].cells[a->row][a->col].occupant >= 0)
    return RULE (error, "place clergyman: the building is occupied");
  clergy = free_clergy (s, p, a->clergy == 0);
  if (clergy < 0)
    return RULE (error, "place clergyman: no free %s", a->clergy == 0 ? "prior" : "monk");
  put_clergy (s, p, clergy, p, a->row, a->col);
  event (events, "player %d places a %s on %s", p, clergy == 0 ? "prior" : "monk",
         card_at (s, s->players[p].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, p, events, error);
}

static gboolean
apply_contract (OraState        *s,
                const OraAction *a,
                GPtrArray       *events,
                GError         **error)
{
  int p = s->current, owner = a->player, clergy;
  OraGood gift = s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY;

  if (owner == p)
    return RULE (error, "work contract: a contract is for another player's building");
  if (!target_building (s, owner, a->row, a->col, "work contract", error))
    return FALSE;
  if (s->players[owner].cells[a->row][a->col].occupant >= 0)
    return RULE (error, "work contract: the building is occupied");
  if (owner == s->neutral)
    {
      /* Solo: the player picks which neutral clergyman works. */
      clergy = free_clergy (s, owner, a->clergy == 0);
      if (clergy < 0)
        return RULE (error, "work contract: the neutral player's %s is not free", a->clergy == 0 ? "prior" : "monk");
      if (s->neutral_offer && !s->neutral_new[a->row * ORA_COLS + a->col])
        return RULE (error, "neutral building: only a building the neutral player has just built");
    }
  else if (a->clergy == 0)
    {
      /* The owner chose to send the prior (the owner's decision, which a
       * play view asks for; the listed moves send a monk when one is free). */
      clergy = free_clergy (s, owner, TRUE);
    }
  else
    {
      clergy = free_clergy (s, owner, FALSE);
      if (clergy < 0)
        clergy = free_clergy (s, owner, TRUE);
    }
  if (clergy < 0)
    return RULE (error, "work contract: player %d has no free clergyman", owner);
  if (a->gift)
    {
      if (s->players[p].goods[gift] < 1)
        return RULE (error, "work contract: the gift needs 1 %s", ora_goods[gift].name);
      s->players[p].goods[gift]--;
    }
  else
    {
      if (!pay_coins_by (s, s->players[p].goods, s->contract_cost))
        return RULE (error, "work contract: costs %d coin(s)", s->contract_cost);
      /* The neutral player's fee goes to the supply. */
      if (owner != s->neutral)
        s->players[owner].goods[ORA_COIN] += s->contract_cost;
    }
  put_clergy (s, owner, clergy, owner, a->row, a->col);
  event (events, "player %d hires player %d's %s for %s", p, owner, clergy == 0 ? "prior" : "monk",
         card_at (s, s->players[owner].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, owner, events, error);
}

static gboolean
apply_bonus_place (OraState        *s,
                   const OraAction *a,
                   GPtrArray       *events,
                   GError         **error)
{
  int p = s->current;

  if (!target_building (s, a->player, a->row, a->col, "bonus round", error))
    return FALSE;
  if (free_clergy (s, p, TRUE) < 0)
    return RULE (error, "bonus round: the prior is not free");
  put_clergy (s, p, ORA_PRIOR, a->player, a->row, a->col);
  event (events, "player %d places the prior on %s in the bonus round", p,
         card_at (s, s->players[a->player].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, a->player, events, error);
}

static gboolean
apply_build (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  int p = s->current;

  if (a->card < 0 || a->card >= s->set->n_cards)
    return RULE (error, "build: no such building");
  if (!do_build (s, p, a->card, a->row, a->col, events, error))
    return FALSE;
  if (a->clergy > 0)
    {
      if (free_clergy (s, p, TRUE) < 0)
        return RULE (error, "build: the prior is not free to use the new building");
      put_clergy (s, p, ORA_PRIOR, p, a->row, a->col);
      return use_building (s, a, p, p, events, error);
    }
  if (a->n_frames > 0)
    return RULE (error, "build: choices given but the prior is not placed");
  return TRUE;
}

static gboolean
apply_free (OraState        *s,
            const OraAction *a,
            GPtrArray       *events,
            GError         **error)
{
  int p = s->current;
  gint16 *goods = s->players[p].goods;

  switch (a->type)
    {
    case ORA_ACT_BUY_DISTRICT:
    case ORA_ACT_BUY_PLOT:
      if (!land_allowed (s))
        return RULE (error, "landscape: one purchase per turn and per settlement phase");
      if (a->type == ORA_ACT_BUY_DISTRICT ? !take_district (s, p, a->side, a->row, FALSE, events, error)
                                          : !take_plot (s, p, a->side, a->row, FALSE, events, error))
        return FALSE;
      s->land_bought = TRUE;
      if (s->stage == ORA_STAGE_ACTIONS)
        s->land_streak |= land_slot (s);
      return TRUE;
    case ORA_ACT_FLIP_GRAIN:
      if (goods[ORA_GRAIN] < 1)
        return RULE (error, "flip grain: no grain");
      goods[ORA_GRAIN]--;
      goods[ORA_STRAW]++;
      return TRUE;
    case ORA_ACT_SELL_WINE:
      if (goods[ORA_WINE] < 1)
        return RULE (error, "wine for coin: no wine");
      goods[ORA_WINE]--;
      goods[ORA_COIN] += 1;
      return TRUE;
    case ORA_ACT_SELL_WHISKEY:
      if (goods[ORA_WHISKEY] < 1)
        return RULE (error, "whiskey for coins: no whiskey");
      goods[ORA_WHISKEY]--;
      goods[ORA_COIN] += 2;
      return TRUE;
    default:
      return RULE (error, "move: not a free action");
    }
}

/* `finish`: FALSE for a trial whose state is thrown away, which stops
 * once the move is known to be legal: ending the turn never refuses a
 * move and pays nothing. */
static gboolean
apply_main (OraState        *s,
            const OraAction *a,
            gboolean         finish,
            GPtrArray       *events,
            GError         **error)
{
  int p = s->current;

  if (s->stage == ORA_STAGE_OVER)
    return RULE (error, "game over: no more moves");
  if (s->main_done && !is_free_action (a->type))
    {
      if (a->type != ORA_ACT_END_TURN)
        return RULE (error, "turn: the main action is taken; only free actions or the end of the turn");
      s->main_done = FALSE;
      end_turn (s, events);
      return TRUE;
    }
  if (a->type == ORA_ACT_END_TURN)
    return RULE (error, "turn: take a main action first");
  if (is_free_action (a->type))
    {
      if (s->stage == ORA_STAGE_SETTLEMENT && a->type != ORA_ACT_BUY_DISTRICT && a->type != ORA_ACT_BUY_PLOT &&
          a->type != ORA_ACT_FLIP_GRAIN && a->type != ORA_ACT_SELL_WINE && a->type != ORA_ACT_SELL_WHISKEY)
        return RULE (error, "settlement phase: only land, settling and exchanges");
      return apply_free (s, a, events, error);
    }
  if (s->stage == ORA_STAGE_SETTLEMENT && s->neutral_offer)
    {
      if (a->type == ORA_ACT_PASS)
        {
          s->neutral_offer = FALSE;
          event (events, "player %d leaves the neutral prior alone", p);
          return TRUE;
        }
      if (a->type != ORA_ACT_CONTRACT || a->player != s->neutral || a->clergy != 0)
        return RULE (error, "neutral building: hire the neutral prior for a new building, or pass");
      if (!apply_contract (s, a, events, error))
        return FALSE;
      s->neutral_offer = FALSE;
      return TRUE;
    }
  if (s->stage == ORA_STAGE_SETTLEMENT)
    {
      if (a->type == ORA_ACT_PASS)
        {
          event (events, "player %d does not settle", p);
          next_settler (s, events);
          return TRUE;
        }
      if (a->type != ORA_ACT_SETTLE)
        return RULE (error, "settlement phase: settle, buy land or pass");
      if (!do_settle (s, p, a->card, a->row, a->col, events, error))
        return FALSE;
      if (finish)
        next_settler (s, events);
      return TRUE;
    }
  if (s->stage == ORA_STAGE_BONUS)
    {
      if (a->type != ORA_ACT_BUILD && a->type != ORA_ACT_BONUS_PLACE && a->type != ORA_ACT_PASS)
        return RULE (error, "bonus round: build, place the prior, or pass");
    }
  else if (a->type == ORA_ACT_BONUS_PLACE || a->type == ORA_ACT_SETTLE || a->type == ORA_ACT_PASS)
    return RULE (error, "turn: %s is not possible now", act_names[a->type]);

  switch (a->type)
    {
    case ORA_ACT_PLACE:
      if (!apply_place (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_CONTRACT:
      if (!apply_contract (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_FELL:
    case ORA_ACT_CUT:
      {
        Run run = { s, a, 0, p, events, 0, 0, 0 };
        int cell = a->row < 0 ? -1 : a->row * ORA_COLS + a->col;

        if (!produce_cover (&run, a->type == ORA_ACT_FELL ? ORA_COVER_FOREST : ORA_COVER_MOOR,
                            cell, a->joker, error))
          return FALSE;
      }
      break;
    case ORA_ACT_BUILD:
      if (!apply_build (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_BONUS_PLACE:
      if (!apply_bonus_place (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_PASS:
      event (events, "player %d passes", p);
      break;
    default:
      return RULE (error, "move: unknown action");
    }
  if (!finish)
    return TRUE;
  if (a->keep_turn && s->stage != ORA_STAGE_OVER)
    {
      s->main_done = TRUE;
      return TRUE;
    }
  end_turn (s, events);
  return TRUE;
}

/* The payment record of the current player's move that names the goods
 * `pay`, checked already. */
static void
pay_start_chosen (OraState     *s,
                  const gint16 *pay)
{
  memset (&s->pay, 0, sizeof s->pay);
  s->pay.fail_kind = -1;
  s->pay.player = s->current;
  memcpy (s->pay.left, pay, sizeof s->pay.left);
  s->pay.mode = PAY_CHOSEN;
}

static gboolean
pay_start (OraState        *s,
           const OraAction *a,
           GError         **error)
{
  gboolean any = FALSE;

  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      const OraGoodInfo *info = &ora_goods[g];

      if (a->pay[g] < 0)
        return RULE (error, "payment: a negative count of %s", ora_goods[g].name);
      if (a->pay[g] == 0)
        continue;
      /* pay_unit() of each kind. */
      if (info->food2 <= 0 && info->energy2 <= 0 && info->money <= 0 && info->points <= 0)
        return RULE (error, "payment: %s is worth no food, energy, coins or points", ora_goods[g].name);
      any = TRUE;
    }
  if (!any)
    return RULE (error, "payment: \"pay\" names no goods");
  pay_start_chosen (s, a->pay);
  return TRUE;
}

static gboolean
apply_inner (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  return apply_main (s, a, TRUE, events, error);
}

gboolean
ora_state_apply (OraState        *state,
                 const OraAction *action,
                 GPtrArray       *events,
                 GError         **error)
{
  OraState backup;
  guint n_events = events ? events->len : 0;

  /* Keep a copy so a broken rule leaves the state untouched. */
  ora_state_copy_into (&backup, state);
  if (action->pay_set && !pay_start (state, action, error))
    {
      ora_state_copy_into (state, &backup);
      return FALSE;
    }
  if (!apply_inner (state, action, events, error) ||
      (action->pay_set && !pay_finish (state, state->players[state->pay.player].goods, error)))
    {
      if (action->pay_set && state->pay.fail_kind >= 0 && error && *error)
        {
          OraAmount paid = { { 0 } }, need = { { 0 } };
          g_autofree char *paid_text = NULL, *need_text = NULL;

          paid.n[state->pay.fail_kind] = state->pay.fail_paid;
          need.n[state->pay.fail_kind] = state->pay.fail_need;
          paid_text = amount_to_string (&paid, 1);
          need_text = amount_to_string (&need, 1);
          g_prefix_error (error, "payment: the chosen goods cover %s of %s "
                          "(overpaying is allowed, but no change is given): ",
                          state->pay.fail_paid > 0 ? paid_text : "none", need_text);
        }
      ora_state_copy_into (state, &backup);
      if (events)
        g_ptr_array_set_size (events, n_events);
      return FALSE;
    }
  state->pay.mode = PAY_AUTO;
  state->n_actions++;
  return TRUE;
}

gboolean
ora_state_is_finished (const OraState *state)
{
  return state->stage == ORA_STAGE_OVER;
}

int
ora_state_get_current_player (const OraState *state)
{
  return state->current;
}

/* ---------------------------------------------------------------------- */
/* Scoring                                                                 */

static int
dwelling_of_cell (const OraState  *s,
                  const OraPlayer *pl,
                  int              r,
                  int              c)
{
  const OraCell *cell = &pl->cells[r][c];

  if (cell->card >= 0)
    return card_at (s, cell->card)->dwelling;
  if (cell->terrain == ORA_TERRAIN_WATER)
    return 3;
  return 0;
}

/* Points of the 1-coins beyond their own: five 1-coins may always become a
 * 5-coin tile, and wine (1 coin) and whiskey (2 coins) may be changed for
 * coins, giving up their own point, when that completes five. Changing
 * more than 4 coins' worth never pays (at least 3 points for 2). */
static int
coin_points (const gint16 *goods)
{
  int per5 = ora_goods[ORA_COIN5].points, best = 0;

  for (int wine = 0; wine <= MIN (goods[ORA_WINE], 4); wine++)
    for (int whiskey = 0; whiskey <= MIN (goods[ORA_WHISKEY], 2); whiskey++)
      {
        int coins = goods[ORA_COIN] + wine * ora_goods[ORA_WINE].money + whiskey * ora_goods[ORA_WHISKEY].money;
        int points = (coins / 5) * per5 - wine * ora_goods[ORA_WINE].points
                     - whiskey * ora_goods[ORA_WHISKEY].points;

        best = MAX (best, points);
      }
  return best;
}

OraScore
ora_state_score (const OraState *s,
                 int             player)
{
  const OraPlayer *pl = &s->players[player];
  OraScore score = { 0 };

  for (int g = 0; g < ORA_N_GOODS; g++)
    score.goods += ora_goods[g].points * pl->goods[g];
  score.goods += coin_points (pl->goods);
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];

        if (cell->terrain == ORA_TERRAIN_NONE || cell->card < 0)
          continue;
        score.economic += card_at (s, cell->card)->economic;
        if (card_at (s, cell->card)->settlement)
          {
            int nb[6][2], n = neighbours (pl, r, c, nb);

            score.dwelling += card_at (s, cell->card)->dwelling;
            for (int i = 0; i < n; i++)
              score.dwelling += dwelling_of_cell (s, pl, nb[i][0], nb[i][1]);
          }
      }
  score.total = score.goods + score.economic + score.dwelling;
  return score;
}

/* ---------------------------------------------------------------------- */
/* Invariants                                                              */

gboolean
ora_state_check (const OraState  *s,
                 GError         **error)
{
  for (int p = 0; p < s->n_players; p++)
    {
      const OraPlayer *pl = &s->players[p];
      OraScore score = ora_state_score (s, p);
      int placed = 0;

      for (int g = 0; g < ORA_N_GOODS; g++)
        if (pl->goods[g] < 0)
          return RULE (error, "invariant: player %d has %d %s", p, pl->goods[g], ora_goods[g].name);
      if (p != s->neutral && score.economic != pl->economic)
        return RULE (error, "invariant: player %d economic %d, recomputed %d", p, pl->economic, score.economic);
      for (int i = 0; i < ORA_MAX_CLERGY; i++)
        {
          int pos = pl->clergy[i];
          const OraCell *cell;

          if (pos < 0)
            continue;
          if (i >= s->set->modes[s->mode_id].clergy)
            return RULE (error, "invariant: player %d uses a clergyman the mode does not have", p);
          placed++;
          cell = &s->players[pos / 256].cells[(pos % 256) / ORA_COLS][(pos % 256) % ORA_COLS];
          if (cell->card < 0)
            return RULE (error, "invariant: player %d's clergyman stands on no building", p);
          if (pos / 256 != p && s->stage != ORA_STAGE_BONUS && s->stage != ORA_STAGE_OVER &&
              !(s->stage == ORA_STAGE_SETTLEMENT && s->settle_phase == 4))
            return RULE (error, "invariant: player %d's clergyman left the player's landscape", p);
        }
      if (placed > s->set->modes[s->mode_id].clergy)
        return RULE (error, "invariant: player %d has too many clergy placed", p);
      for (int r = 0; r < ORA_ROWS; r++)
        for (int c = 0; c < ORA_COLS; c++)
          {
            const OraCell *cell = &pl->cells[r][c];
            const OraCard *card;

            if (cell->occupant >= 0)
              {
                int q = cell->occupant / 4, i = cell->occupant % 4;

                if (q >= s->n_players || s->players[q].clergy[i] != p * 256 + r * ORA_COLS + c)
                  return RULE (error, "invariant: occupant of (%d,%d) of player %d is not there", r, c, p);
              }
            if (cell->card < 0)
              continue;
            card = card_at (s, cell->card);
            if (cell->terrain == ORA_TERRAIN_NONE || cell->cover != ORA_COVER_NONE ||
                (p != s->neutral && !(card->terrain_mask & (1u << cell->terrain))))
              return RULE (error, "invariant: %s of player %d stands on the wrong terrain", card->id, p);
            if (card->cloister && card->phase != ORA_PHASE_HEARTLAND && p != s->neutral &&
                !adjacent_to_cloister (s, pl, r, c))
              return RULE (error, "invariant: cloister %s of player %d has no cloister neighbour", card->id, p);
          }
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Legal actions                                                           */

#define MAX_SEQS_PER_USE 32

static gboolean land_allowed (const OraState *s);

typedef struct
{
  int      n;
  gboolean doomed;   /* apply refuses it for sure: no trial needed */
  OraFrame f[ORA_MAX_FRAMES];
} FrameSeq;

/* Facts about a card that the listing asks for every move, worked out
 * once per card set (card_flags_table()). */
#define CARD_SIMPLE     0x2   /* every listed choice is legal by construction */
#define CARD_GOODS_ONLY 0x4   /* the effect only moves goods and wheel tokens */
#define CARD_MAY_PAY    0x8   /* using, building or settling it may pay food, energy or points */
#define CARD_USES_OTHER 0x10  /* goods-only but for using another building (Priory, Cottage, ...) */
#define CARD_CLEAR_BUILD 0x20 /* removes forests, then builds (Carpentry): see clear_build_key() */
#define CARD_SETTLEMENT 0x40  /* a settlement, not a building: told here without reading the card */

typedef __typeof__ (((OraState *) 0)->pay) PayRecord;

/* How the alternative payments of a listed move are checked. */
typedef enum
{
  CHECK_APPLY,        /* a trial of the whole move on the scratch copy */
  CHECK_GOODS_ONLY,   /* the building's goods-only effect, run in place */
  CHECK_COST,         /* a build or settlement without a use: only its cost is paid */
} CheckKind;

/* What the automatic payment of a listed move took, per kind: the start
 * of its alternative payments. */
typedef struct
{
  guint8  have;
  guint8  check;       /* CheckKind */
  guint8  kinds;
  gint8   owner;       /* goods-only: whose building is used */
  gint16  card;        /* goods-only: the building; cost: the card built or settled */
  gint16  need[N_PAY_KINDS];
  gint16  taken[N_PAY_KINDS][ORA_N_GOODS];
} PayNote;


typedef struct
{
  FrameSeq seqs[MAX_SEQS_PER_USE];
  int      n;
} SeqList;

typedef struct
{
  guint   index;   /* of the move in the list */
  PayNote note;
} NotedMove;

/* The same building is offered to the prior and to a monk, and for coins
 * and for a gift: its choices are worked out once, and so are the trials
 * of a goods-only effect, which neither changes. */
typedef struct
{
  int      key[5];   /* user, owner, row, col, card; card -1 = empty */
  SeqList  list;
  int      run_key[3];   /* action type, gift and clergy (-1 = any) of the in-place trials below, -1 = none */
  guint32  run_known, run_valid;
  PayNote  run_notes[MAX_SEQS_PER_USE];
} UseCache;

/* The user's empty spaces and what they allow, for every building step
 * and build of one listing. */
typedef struct
{
  int    user;                                /* -1 = not worked out yet */
  int    n;
  gint16 cells[ORA_ROWS * ORA_COLS];          /* reading order: landscape, no building, no moor */
  guint8 cloister_next[ORA_ROWS * ORA_COLS];  /* per space: 0 not known, 1 no, 2 next to a cloister */
  guint8 afford[ORA_MAX_CARDS];               /* per card: 0 not known, 1 no, 2 the user pays its cost */
} SiteCache;

/* Moves that differ only where their payment alternatives cannot tell
 * (the site of a build, the owner of a goods-only building, prior or
 * monk) get the same alternatives: what identifies them. Filled with
 * zeros first up to its frames, so entries compare as bytes; of the
 * frames, only the move's are written, copied and compared
 * (alt_key_size()). */
typedef struct
{
  guint8   check, kinds;
  gint8    type, gift, clergy, keep_turn, n_frames;
  gint16   card;
  gint16   need[N_PAY_KINDS];
  gint16   taken[N_PAY_KINDS][ORA_N_GOODS];
  OraFrame frames[ORA_MAX_FRAMES];
} AltKey;

#define ALT_CACHE_SIZE 16
#define ALT_LIST_MAX   3   /* PAY_LIST_MAX less the automatic payment */

/* The alternative payments worked out for one AltKey, in list order. */
typedef struct
{
  AltKey key;
  int    n;
  gint16 pay[ALT_LIST_MAX][ORA_N_GOODS];
} AltEntry;

#define CLEAR_MEMO_SIZE 64
#define CLEAR_KEY_LEN   (7 + ORA_MAX_ARGS)

/* The trials of a listing's CARD_CLEAR_BUILD uses, by clear_build_key(). */
typedef struct
{
  int      n;
  int      key[CLEAR_MEMO_SIZE][CLEAR_KEY_LEN];
  gboolean valid[CLEAR_MEMO_SIZE];
  PayNote  note[CLEAR_MEMO_SIZE];
} ClearMemo;

typedef struct
{
  const OraState *s;
  GArray         *out;
  /* The moves but their payment alternatives, written straight into
   * `out`, which is grown ahead of them and cut to their count at the
   * end (end_moves()): a GArray call per move cost more. */
  guint           n_moves;
  GArray         *notes;   /* NotedMove, in list order; kept by the thread from one listing to the next */
  int             n_alts;  /* entries of `alts` in use, the oldest replaced first */
  AltEntry        alts[ALT_CACHE_SIZE];
  const guint8   *card_flags;   /* the set's listing_flags */
  UseCache        uses;
  ClearMemo       clear;
  SiteCache       sites;
  int             n_occupied;   /* -1 = not worked out yet */
  gint16          occupied[ORA_MAX_PLAYERS * ORA_ROWS * ORA_COLS];   /* player * 256 + space, of occupied buildings */
  int             n_built[ORA_MAX_PLAYERS];   /* -1 = not worked out yet */
  guint8          built[ORA_MAX_PLAYERS][ORA_ROWS * ORA_COLS];   /* spaces holding a card, in reading order */
  OraState        scratch;
} Gen;

static gboolean card_is_simple (const OraCard *card);
static gboolean card_is_goods_only (const OraCard *card);
static gboolean card_uses_other (const OraCard *card);
static gboolean card_may_pay_value (const OraCard *card);
static gboolean card_clears_then_builds (const OraCard *card);

/* The CARD_ flags of every card of the set, worked out by the first
 * listing (of any thread) and kept with the set. */
static const guint8 *
card_flags_table (OraCardSet *set)
{
  if (g_once_init_enter (&set->listing_flags_ready))
    {
      for (int i = 0; i < set->n_cards; i++)
        {
          const OraCard *cd = &set->cards[i];

          set->listing_flags[i] = (card_is_simple (cd) ? CARD_SIMPLE : 0) |
                                  (card_is_goods_only (cd) ? CARD_GOODS_ONLY : 0) |
                                  (card_uses_other (cd) ? CARD_USES_OTHER : 0) |
                                  (card_may_pay_value (cd) ? CARD_MAY_PAY : 0) |
                                  (card_clears_then_builds (cd) ? CARD_CLEAR_BUILD : 0) |
                                  (cd->settlement ? CARD_SETTLEMENT : 0);
        }
      g_once_init_leave (&set->listing_flags_ready, 1);
    }
  return set->listing_flags;
}

static inline guint
card_flags (Gen *g,
            int  card)
{
  return g->card_flags[card];
}

static void
gen_init (Gen            *g,
          const OraState *s,
          GArray         *out)
{
  g->s = s;
  g->out = out;
  g->card_flags = card_flags_table (s->set);
  g->n_alts = 0;
  g->clear.n = 0;
  g->uses.key[4] = -1;
  g->sites.user = -1;
  g->n_occupied = -1;
  for (int q = 0; q < ORA_MAX_PLAYERS; q++)
    g->n_built[q] = -1;
}

/* Whether every cell of the row has a negative card (no building): the
 * sign bits of the cards are tested eight cells at a time. */
static inline gboolean
row_has_no_card (const OraCell *row)
{
  static const OraCell signs[2] = { { 0, 0, G_MININT8, 0 }, { 0, 0, G_MININT8, 0 } };
  guint64 mask, words[4];

  G_STATIC_ASSERT (sizeof (OraCell) == 4 && ORA_COLS == 9);
  memcpy (&mask, signs, sizeof mask);
  memcpy (words, row, sizeof words);
  return (words[0] & words[1] & words[2] & words[3] & mask) == mask && row[8].card < 0;
}

/* The spaces of player q holding a building or settlement, in reading
 * order (space = row * ORA_COLS + column): the few cells every kind of
 * placement looks at, found once per listing. */
static const guint8 *
built_spaces (Gen *g,
              int  q,
              int *n)
{
  if (g->n_built[q] < 0)
    {
      const OraCell *cells = &g->s->players[q].cells[0][0];
      guint8 *built = g->built[q];
      int n_built = 0;   /* a local: stores of bytes may alias any counter */

      for (int r = 0; r < ORA_ROWS; r++)
        {
          const OraCell *row = &cells[r * ORA_COLS];

          /* Most rows hold no card (-1 everywhere): skipped at once. */
          if (row_has_no_card (row))
            continue;
          /* Written at every space, kept where a card stands: no branch
           * to mispredict on the scattered buildings. */
          for (int c = 0; c < ORA_COLS; c++)
            {
              built[n_built] = r * ORA_COLS + c;
              n_built += row[c].card >= 0;
            }
        }
      g->n_built[q] = n_built;
    }
  *n = g->n_built[q];
  return g->built[q];
}

static SiteCache *
site_cache_fill (Gen *g,
                 int  user)
{
  SiteCache *sc = &g->sites;
  const OraCell *cells = &g->s->players[user].cells[0][0];
  int n = 0;

  sc->user = user;
  for (int r = 0; r < ORA_ROWS; r++)
    {
      const OraCell *row = &cells[r * ORA_COLS];
      int terrain = ORA_TERRAIN_NONE;

      /* Rows outside the landscape are skipped at once. */
      for (int c = 0; c < ORA_COLS; c++)
        terrain |= row[c].terrain;
      if (terrain == ORA_TERRAIN_NONE)
        continue;
      /* Written at every space, kept where it qualifies (as in
       * built_spaces()). */
      for (int c = 0; c < ORA_COLS; c++)
        {
          sc->cells[n] = r * ORA_COLS + c;
          n += (row[c].terrain != ORA_TERRAIN_NONE) & (row[c].card < 0) & (row[c].cover != ORA_COVER_MOOR);
        }
    }
  sc->n = n;
  memset (sc->cloister_next, 0, sizeof sc->cloister_next);
  memset (sc->afford, 0, sizeof sc->afford);
  return sc;
}

static inline SiteCache *
site_cache (Gen *g,
            int  user)
{
  return G_LIKELY (g->sites.user == user) ? &g->sites : site_cache_fill (g, user);
}

static gboolean
site_next_to_cloister (Gen *g,
                       int  user,
                       int  k)
{
  SiteCache *sc = site_cache (g, user);

  if (sc->cloister_next[k] == 0)
    sc->cloister_next[k] = adjacent_to_cloister (g->s, &g->s->players[user], k / ORA_COLS, k % ORA_COLS) ? 2 : 1;
  return sc->cloister_next[k] == 2;
}

/* Whether the user has the goods for the card's cost. */
static gboolean
user_affords (Gen *g,
              int  user,
              int  card)
{
  SiteCache *sc = site_cache (g, user);

  if (sc->afford[card] == 0)
    {
      gint16 left[ORA_GOODS_ROOM];

      memcpy (left, g->s->players[user].goods, sizeof left);
      sc->afford[card] = pay_amount (left, &card_at (g->s, card)->cost, 1) ? 2 : 1;
    }
  return sc->afford[card] == 2;
}

/* check_site() for a space known to be landscape without building or
 * cover. */
static gboolean
clear_site_fits (Gen *g,
                 int  user,
                 int  card,
                 int  r,
                 int  c)
{
  const OraCard *cd = card_at (g->s, card);

  return (cd->terrain_mask & (1u << g->s->players[user].cells[r][c].terrain)) &&
         (!cd->cloister || site_next_to_cloister (g, user, r * ORA_COLS + c));
}

static void gen_use (Gen *g, int user, int owner, int r, int c, int card, int depth,
                     const FrameSeq *prefix, SeqList *out);

static void
seq_add (SeqList        *list,
         const FrameSeq *seq)
{
  if (list->n < MAX_SEQS_PER_USE)
    list->seqs[list->n++] = *seq;
}

/* How often a trade can be made with the goods at hand (a rough bound;
 * every listed move is checked by really applying it). */
static int
feasible_times (const gint16  *goods,
                const OraStep *step,
                int            cap)
{
  gint16 scratch[ORA_GOODS_ROOM];
  int n = 0;
  gboolean plain = !step->has_first_pay && step->pay.n[ORA_STRAW] == 0;

  for (int k = ORA_N_GOODS; k < ORA_N_AMOUNTS; k++)
    plain = plain && step->pay.n[k] == 0;
  if (plain)
    {
      /* Only named goods: the count is a plain division. */
      n = cap;
      for (int g = 0; g < ORA_N_GOODS; g++)
        if (step->pay.n[g] > 0)
          n = MIN (n, goods[g] / step->pay.n[g]);
      return n;
    }
  memcpy (scratch, goods, sizeof scratch);
  while (n < cap)
    {
      const OraAmount *pay = (n == 0 && step->has_first_pay) ? &step->first_pay : &step->pay;

      if (!pay_amount (scratch, pay, 1))
        break;
      n++;
    }
  return n;
}

static int
count_options (int max,
               int *out)
{
  int n = 0;

  if (max <= 3)
    for (int i = max; i >= 0; i--)
      out[n++] = i;
  else
    {
      out[n++] = max;
      out[n++] = max / 2;
      out[n++] = 1;
      out[n++] = 0;
    }
  return n;
}

/* A removal step's choices: for each count, most first, each set of that
 * many spaces (in reading order) as { count, cell, ... }; then 0. `room`:
 * how many spaces fit in the frame after the card's arguments. */
static int
remove_choices (const OraPlayer *pl,
                const OraStep   *step,
                int              room,
                int              choices[][ORA_MAX_ARGS],
                int              max_choices)
{
  int cells[ORA_ROWS * ORA_COLS], n_cells = 0, n = 0;
  int top;

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE && pl->cells[r][c].cover == step->cover)
        cells[n_cells++] = r * ORA_COLS + c;
  /* n_cells is count_cover (pl, step->cover). */
  top = MIN (MIN (step->max, room), n_cells);
  for (int k = top; k > 0 && n < max_choices; k--)
    {
      int pick[ORA_MAX_ARGS];

      for (int i = 0; i < k; i++)
        pick[i] = i;
      while (n < max_choices)
        {
          int i = k - 1;

          choices[n][0] = k;
          for (int j = 0; j < k; j++)
            choices[n][j + 1] = cells[pick[j]];
          n++;
          /* Next combination of k out of n_cells. */
          while (i >= 0 && pick[i] == n_cells - k + i)
            i--;
          if (i < 0)
            break;
          pick[i]++;
          for (int j = i + 1; j < k; j++)
            pick[j] = pick[j - 1] + 1;
        }
    }
  if (n < max_choices)
    choices[n++][0] = 0;
  return n;
}

/* The choices of one step, as argument tuples. */
static int
step_choices (Gen           *g,
              int            user,
              int            owner,
              int            r,
              int            c,
              const OraStep *step,
              int            choices[][ORA_MAX_ARGS],
              int            max_choices)
{
  const OraState *s = g->s;
  const gint16 *goods = s->players[user].goods;
  int n = 0;

#define PUSH(...) G_STMT_START { \
    int tmp_[] = { __VA_ARGS__ }; \
    if (n < max_choices) { memcpy (choices[n], tmp_, sizeof tmp_); n++; } \
  } G_STMT_END

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      for (int i = 0; i < step->n_goods; i++)
        {
          int token = token_for_good (step->goods[i]);

          gboolean own = !step->joker_only && token >= 0 && s->wheel[token] >= 0;

          if (own)
            PUSH (i, 0);
          /* The joker is listed when it gives something the own token does not. */
          if (s->wheel[ORA_TOKEN_JOKER] >= 0 && (!own || s->wheel[ORA_TOKEN_JOKER] != s->wheel[token]))
            PUSH (i, 1);
        }
      if (n == 0)
        PUSH (-1, 0);
      break;
    case ORA_STEP_GAIN_CHOICE:
      for (int i = 0; i < step->n_options; i++)
        PUSH (i);
      break;
    case ORA_STEP_CONVERT:
      {
        int counts[8], k = count_options (feasible_times (goods, step, step->max ? step->max : 30), counts);

        for (int i = 0; i < k; i++)
          PUSH (counts[i]);
      }
      break;
    case ORA_STEP_CONVERT_ANY:
      for (int a = 0; a <= step->max; a++)
        for (int b = 0; a + b <= step->max && (b == 0 || step->n_options > 1); b++)
          for (int d = 0; a + b + d <= step->max && (d == 0 || step->n_options > 2); d++)
            {
              int v[ORA_MAX_ARGS] = { a, b, d, 0 };

              if (n < max_choices)
                memcpy (choices[n++], v, sizeof v);
            }
      break;
    case ORA_STEP_DISTINCT:
      if (auto_distinct_mask (goods, step->count) != 0)
        for (int i = 0; i < (step->gain_basic ? 6 : 1); i++)
          PUSH (i);
      PUSH (-1);
      break;
    case ORA_STEP_TWO_BASIC:
      if (goods[ORA_BOOK] > 0 || ora_amount_is_zero (&step->pay))
        for (int a = 0; a < 6; a++)
          for (int b = 0; b < 6; b++)
            if (a != b)
              PUSH (a, b);
      PUSH (-1, -1);
      break;
    case ORA_STEP_USE_OCCUPIED:
      if (g->n_occupied < 0)
        {
          g->n_occupied = 0;
          for (int q = 0; q < s->n_players; q++)
            {
              int n_built;
              const guint8 *built = built_spaces (g, q, &n_built);

              for (int b = 0; b < n_built; b++)
                {
                  int k = built[b];
                  const OraCell *cell = &s->players[q].cells[k / ORA_COLS][k % ORA_COLS];

                  if (cell->occupant >= 0 && !(card_flags (g, cell->card) & CARD_SETTLEMENT))
                    g->occupied[g->n_occupied++] = q * 256 + k;
                }
            }
        }
      for (int i = 0; i < g->n_occupied; i++)
        {
          int q = g->occupied[i] / 256, k = g->occupied[i] % 256;
          const OraCell *cell = &s->players[q].cells[k / ORA_COLS][k % ORA_COLS];

          if (!(q == owner && k == r * ORA_COLS + c) &&
              (!step->prior_only || cell->occupant % 4 == ORA_PRIOR))
            PUSH (q, k);
        }
      PUSH (-1, 0);
      break;
    case ORA_STEP_USE_ADJACENT:
      if (owner >= 0 && r >= 0)
        {
          int nb[6][2], k = neighbours (&s->players[owner], r, c, nb);

          for (int i = 0; i < k; i++)
            {
              const OraCell *cell = &s->players[owner].cells[nb[i][0]][nb[i][1]];

              if (cell->card >= 0 && cell->occupant < 0 && !(card_flags (g, cell->card) & CARD_SETTLEMENT))
                PUSH (nb[i][0] * ORA_COLS + nb[i][1]);
            }
        }
      PUSH (-1);
      break;
    case ORA_STEP_USE_UNBUILT:
      for (int i = 0; i < s->first_settlement; i++)
        if (s->card_loc[i] == ORA_LOC_DISPLAY)
          PUSH (i);
      PUSH (-1);
      break;
    case ORA_STEP_BUILD:
      {
        const OraPlayer *pl = &s->players[user];
        gboolean prior = step->return_prior || free_clergy (s, user, TRUE) >= 0;

        const SiteCache *sc = site_cache (g, user);
        gboolean no_pay = ora_amount_is_zero (&step->pay);

        for (int i = 0; i < s->first_settlement; i++)
          {
            const OraCard *cd = card_at (s, i);

            if (s->card_loc[i] != ORA_LOC_DISPLAY)
              continue;
            if (no_pay)
              {
                if (!user_affords (g, user, i))
                  continue;
              }
            else
              {
                gint16 left[ORA_GOODS_ROOM];

                memcpy (left, goods, sizeof left);
                if (!pay_amount (left, &step->pay, 1) || !pay_amount (left, &cd->cost, 1))
                  continue;
              }
            /* The user's empty spaces but moors; a forest may be the
             * space a removal step just cleared. */
            for (int k = 0; k < sc->n && n < max_choices; k++)
              {
                int cell_index = sc->cells[k];
                const OraCell *cell = &pl->cells[cell_index / ORA_COLS][cell_index % ORA_COLS];

                if ((cell->cover == ORA_COVER_FOREST && !step->after_removal) ||
                    !(cd->terrain_mask & (1u << cell->terrain)) ||
                    (cd->cloister && !site_next_to_cloister (g, user, cell_index)))
                  continue;
                PUSH (i, cell_index, 0);
                if (prior)
                  PUSH (i, cell_index, 1);
              }
          }
        PUSH (-1, 0, 0);
      }
      break;
    case ORA_STEP_SETTLE:
      for (int i = 0; i < 8; i++)
        if (s->players[user].hand & (1u << i))
          for (int rr = 0; rr < ORA_ROWS; rr++)
            for (int cc = 0; cc < ORA_COLS; cc++)
              if (s->players[user].cells[rr][cc].terrain != ORA_TERRAIN_NONE &&
                  s->players[user].cells[rr][cc].card < 0)
                PUSH (s->first_settlement + i, rr * ORA_COLS + cc);
      PUSH (-1, 0);
      break;
    case ORA_STEP_LAND:
      {
        int plot_row[2] = { -1, -1 };

        for (int side = 0; side < 2; side++)
          for (int row = 0; row + 1 < ORA_ROWS && plot_row[side] < 0; row++)
            if (plot_fits (&s->players[user], side, row))
              plot_row[side] = row;
        for (int ds = 0; ds < 2; ds++)
          for (int dw = 0; dw < 2; dw++)
            for (int ps = 0; ps < 2; ps++)
              if (plot_row[ps] >= 0)
                PUSH (ds, dw, ps, plot_row[ps]);
        PUSH (-1, 0, -1, 0);
      }
      break;
    case ORA_STEP_FELL_CUT:
      {
        int fr, fc, mr, mc;
        int fcell = first_cover (&s->players[user], ORA_COVER_FOREST, &fr, &fc) ? fr * ORA_COLS + fc : -1;
        int mcell = first_cover (&s->players[user], ORA_COVER_MOOR, &mr, &mc) ? mr * ORA_COLS + mc : -1;

        for (int fj = 0; fj < 2; fj++)
          for (int mj = 0; mj < 2; mj++)
            if (!(fj && mj))
              PUSH (fcell, fj, mcell, mj);
        if (fcell >= 0)
          PUSH (fcell, 0, -1, 0);
        if (mcell >= 0)
          PUSH (-1, 0, mcell, 0);
      }
      break;
    case ORA_STEP_POINTS:
      PUSH (1);
      PUSH (0);
      break;
    default:
      PUSH (0);
      break;
    }
#undef PUSH
  return n;
}

/* A build right after a removal, as the first building used (Builders'
 * Market-like cards): apply refuses it when nothing was removed or when
 * the site is a forest the removal left standing (check_site() finds it
 * covered). Such choices stay in the list of sequences, which is capped,
 * but need no trial. */
static gboolean
build_doomed (Gen            *g,
              int             user,
              const OraCard  *cd,
              int             step_index,
              const FrameSeq *seq)
{
  const OraFrame *frame = &seq->f[0];
  const OraStep *step = &cd->steps[step_index];
  int removed, base, site;

  if (seq->n != 1 || step_index != 1 || cd->steps[0].kind != ORA_STEP_REMOVE)
    return FALSE;
  /* The removal's count is the frame's first argument, the build's
   * arguments (building, site, prior) follow it; the spaces the removal
   * names follow the card's arguments. */
  removed = frame->args[0];
  if (step->after_removal && removed == 0)
    return TRUE;
  site = frame->args[ora_step_n_args (&cd->steps[0]) + 1];
  base = ora_card_n_args (cd);
  /* An unnamed removal takes the first forest, which may be the site. */
  if (removed < 0 || removed > frame->nargs - base || removed > ORA_MAX_ARGS - 1 ||
      site < 0 || site >= ORA_ROWS * ORA_COLS ||
      g->s->players[user].cells[site / ORA_COLS][site % ORA_COLS].cover != ORA_COVER_FOREST)
    return FALSE;
  for (int j = 0; j < removed; j++)
    if (frame->args[base + j] == site)
      return FALSE;
  return TRUE;
}

#define MAX_STEP_CHOICES 64

/* The choices of each step of one building being listed. They depend on
 * the state, the user and the building's place, never on the choices
 * made at the steps before: each step's are worked out once, however
 * many sequences lead to it. */
typedef struct
{
  guint known;   /* bit per step */
  int   n[ORA_MAX_STEPS];
  int   choices[ORA_MAX_STEPS][MAX_STEP_CHOICES][ORA_MAX_ARGS];
} StepChoices;

static gboolean
step_is_nested (const OraStep *step)
{
  return step->kind == ORA_STEP_USE_OCCUPIED || step->kind == ORA_STEP_USE_ADJACENT ||
         step->kind == ORA_STEP_USE_UNBUILT || step->kind == ORA_STEP_BUILD;
}

static void
gen_steps (Gen            *g,
           int             user,
           int             owner,
           int             r,
           int             c,
           int             card,
           int             step_index,
           int             depth,
           StepChoices    *memo,
           const FrameSeq *seq,
           SeqList        *out)
{
  const OraCard *cd = card_at (g->s, card);
  const OraStep *step;
  int (*choices)[ORA_MAX_ARGS];
  int n, at = 0;

  if (out->n >= MAX_SEQS_PER_USE)
    return;
  /* The loader keeps n_steps <= ORA_MAX_STEPS; said again so that the
   * compiler, unrolling this recursion, knows `steps` is never overrun. */
  if (step_index == cd->n_steps || step_index >= ORA_MAX_STEPS)
    {
      seq_add (out, seq);
      return;
    }
  step = &cd->steps[step_index];
  choices = memo->choices[step_index];
  if (!(memo->known & (1u << step_index)))
    {
      if (step->kind == ORA_STEP_REMOVE)
        n = remove_choices (&g->s->players[user], step, ORA_MAX_ARGS - ora_card_n_args (cd), choices, MAX_STEP_CHOICES);
      else
        n = step_choices (g, user, owner, r, c, step, choices, MAX_STEP_CHOICES);
      memo->n[step_index] = n;
      memo->known |= 1u << step_index;
    }
  n = memo->n[step_index];
  for (int s = 0; s < step_index; s++)
    at += ora_step_n_args (&cd->steps[s]);
  for (int i = 0; i < n && out->n < MAX_SEQS_PER_USE; i++)
    {
      FrameSeq next = *seq;
      OraFrame *frame = &next.f[next.n - 1];
      int k = ora_step_n_args (step);

      /* Step arguments go in order; the spaces a removal step names go
       * after all of the card's arguments. */
      for (int j = 0; j < k; j++)
        frame->args[at + j] = choices[i][j];
      frame->nargs = MAX (frame->nargs, at + k);
      if (step->kind == ORA_STEP_REMOVE && choices[i][0] > 0)
        {
          int base = ora_card_n_args (cd);

          for (int j = 0; j < choices[i][0]; j++)
            frame->args[base + j] = choices[i][j + 1];
          frame->nargs = base + choices[i][0];
        }
      if (step->kind == ORA_STEP_BUILD && choices[i][0] >= 0 && build_doomed (g, user, cd, step_index, &next))
        next.doomed = TRUE;
      if (step_is_nested (step) && choices[i][0] >= 0 && step_index == cd->n_steps - 1)
        {
          int tq = owner, tr = -1, tc = -1, tcard = -1;

          switch (step->kind)
            {
            case ORA_STEP_USE_OCCUPIED:
              tq = choices[i][0];
              tr = choices[i][1] / ORA_COLS;
              tc = choices[i][1] % ORA_COLS;
              tcard = g->s->players[tq].cells[tr][tc].card;
              break;
            case ORA_STEP_USE_ADJACENT:
              tr = choices[i][0] / ORA_COLS;
              tc = choices[i][0] % ORA_COLS;
              tcard = g->s->players[tq].cells[tr][tc].card;
              break;
            case ORA_STEP_USE_UNBUILT:
              tq = -1;
              tcard = choices[i][0];
              break;
            default:   /* build: the prior may use the new building */
              if (choices[i][2] == 0)
                {
                  seq_add (out, &next);
                  continue;
                }
              tq = user;
              tr = choices[i][1] / ORA_COLS;
              tc = choices[i][1] % ORA_COLS;
              tcard = choices[i][0];
              break;
            }
          if (depth >= 2 || next.n >= ORA_MAX_FRAMES)
            continue;
          gen_use (g, user, tq, tr, tc, tcard, depth + 1, &next, out);
          continue;
        }
      gen_steps (g, user, owner, r, c, card, step_index + 1, depth, memo, &next, out);
      if (step->kind == ORA_STEP_DISTINCT && step->gain_basic > 0 && choices[i][0] >= 0)
        {
          /* Which goods to pay: besides the engine's choice, the payment
           * that keeps the good being taken. */
          const gint16 *goods = g->s->players[user].goods;
          OraGood target = ora_basic_goods[choices[i][0]];
          guint32 mask = auto_distinct_mask (goods, step->count);

          if (mask & (1u << target))
            {
              gint16 without[ORA_N_GOODS];

              memcpy (without, goods, sizeof without);
              without[target] = 0;
              if (target == ORA_GRAIN)
                without[ORA_STRAW] = 0;
              mask = auto_distinct_mask (without, step->count);
              if (mask != 0)
                {
                  next.f[next.n - 1].distinct_mask = mask;
                  gen_steps (g, user, owner, r, c, card, step_index + 1, depth, memo, &next, out);
                }
            }
        }
    }
}

/* gen_steps() for the most common buildings, of one step that needs no
 * special care (the heartland's): each choice is written straight into
 * the list, without the recursion's copies of the sequence. FALSE for
 * any other building. */
static gboolean
gen_one_step (Gen            *g,
              int             user,
              int             owner,
              int             r,
              int             c,
              int             card,
              const FrameSeq *seq,
              SeqList        *out)
{
  const OraCard *cd = card_at (g->s, card);
  const OraStep *step = &cd->steps[0];
  int choices[MAX_STEP_CHOICES][ORA_MAX_ARGS];
  int n, k;

  if (cd->n_steps != 1 || step->kind == ORA_STEP_REMOVE || step->kind == ORA_STEP_DISTINCT ||
      step_is_nested (step))
    return FALSE;
  n = step_choices (g, user, owner, r, c, step, choices, MAX_STEP_CHOICES);
  k = ora_step_n_args (step);
  for (int i = 0; i < n && out->n < MAX_SEQS_PER_USE; i++)
    {
      FrameSeq *next = &out->seqs[out->n++];
      OraFrame *frame;

      *next = *seq;
      frame = &next->f[next->n - 1];
      for (int j = 0; j < k; j++)
        frame->args[j] = choices[i][j];
      frame->nargs = MAX (frame->nargs, k);
    }
  return TRUE;
}

static void
gen_use (Gen            *g,
         int             user,
         int             owner,
         int             r,
         int             c,
         int             card,
         int             depth,
         const FrameSeq *prefix,
         SeqList        *out)
{
  FrameSeq seq = *prefix;
  StepChoices memo;

  if (seq.n >= ORA_MAX_FRAMES)
    return;
  memset (&seq.f[seq.n], 0, sizeof seq.f[seq.n]);
  seq.f[seq.n].card = card;
  seq.n++;
  if (gen_one_step (g, user, owner, r, c, card, &seq, out))
    return;
  memo.known = 0;
  gen_steps (g, user, owner, r, c, card, 0, depth, &memo, &seq, out);
}

/* Buildings whose every listed choice is valid by construction, so the
 * moves need no trial application (the common heartland buildings). */
static gboolean
card_is_simple (const OraCard *card)
{
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];

      switch (step->kind)
        {
        case ORA_STEP_WHEEL:
          if (!ora_amount_is_zero (&step->pay))
            return FALSE;
          break;
        case ORA_STEP_GAIN:
        case ORA_STEP_GAIN_CHOICE:
        case ORA_STEP_THRESHOLD:
          if (step->gain.n[ORA_WONDER] > 0)
            return FALSE;
          break;
        default:
          return FALSE;
        }
    }
  return !card->once_per_turn;
}

/* Steps that only move goods (and wheel tokens): a building made of them
 * has its choices checked on the goods alone, without copying the state. */
static gboolean
step_is_goods_only (OraStepKind kind)
{
  switch (kind)
    {
    case ORA_STEP_WHEEL:
    case ORA_STEP_GAIN:
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT:
    case ORA_STEP_CONVERT_ANY:
    case ORA_STEP_DISTINCT:
    case ORA_STEP_THRESHOLD:
    case ORA_STEP_TWO_BASIC:
    case ORA_STEP_POINTS:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
step_uses_other (OraStepKind kind)
{
  return kind == ORA_STEP_USE_OCCUPIED || kind == ORA_STEP_USE_ADJACENT || kind == ORA_STEP_USE_UNBUILT;
}

static gboolean
card_is_goods_only (const OraCard *card)
{
  for (int i = 0; i < card->n_steps; i++)
    if (!step_is_goods_only (card->steps[i].kind))
      return FALSE;
  return TRUE;
}

/* Goods-only but for steps using another building, which read the
 * landscapes and the display and change nothing themselves. */
static gboolean
card_uses_other (const OraCard *card)
{
  gboolean uses = FALSE;

  for (int i = 0; i < card->n_steps; i++)
    if (step_uses_other (card->steps[i].kind))
      uses = TRUE;
    else if (!step_is_goods_only (card->steps[i].kind))
      return FALSE;
  return uses;
}

static gboolean
amount_has_value (const OraAmount *amount)
{
  return amount->n[ORA_PAY_FOOD] > 0 || amount->n[ORA_PAY_ENERGY] > 0 || amount->n[ORA_PAY_POINTS] > 0;
}

/* Whether using the card may pay food, energy or points (coins have no
 * alternatives); a card that builds or settles may pay the new card's cost. */
static gboolean
card_may_pay_value (const OraCard *card)
{
  if (amount_has_value (&card->cost))
    return TRUE;
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];

      if (step->kind == ORA_STEP_BUILD || step->kind == ORA_STEP_SETTLE ||
          amount_has_value (&step->pay) || amount_has_value (&step->first_pay))
        return TRUE;
      for (int o = 0; o < step->n_options; o++)
        if (amount_has_value (&step->options[o].pay))
          return TRUE;
    }
  return FALSE;
}

/* A removal of forests with a build after it (Carpentry) that pays
 * nothing of its own: see clear_build_key(). */
static gboolean
card_clears_then_builds (const OraCard *card)
{
  return card->n_steps == 2 && !card->once_per_turn &&
         card->steps[0].kind == ORA_STEP_REMOVE && card->steps[0].cover == ORA_COVER_FOREST &&
         card->steps[1].kind == ORA_STEP_BUILD && card->steps[1].after_removal &&
         !card->steps[1].return_prior && ora_amount_is_zero (&card->steps[1].pay);
}

/* A cheap test on the card data: only such moves get alternative
 * payments, so only their automatic payment is noted. */
static gboolean
may_pay_value (Gen             *g,
               const OraAction *a)
{
  const OraState *s = g->s;

  switch (a->type)
    {
    case ORA_ACT_BUILD:
    case ORA_ACT_SETTLE:
      if (a->card >= 0 && a->card < s->set->n_cards && (card_flags (g, a->card) & CARD_MAY_PAY))
        return TRUE;
      break;
    case ORA_ACT_PLACE:
    case ORA_ACT_CONTRACT:
    case ORA_ACT_BONUS_PLACE:
      break;
    default:
      return FALSE;
    }
  for (int i = 0; i < a->n_frames; i++)
    if (a->frames[i].card >= 0 && a->frames[i].card < s->set->n_cards &&
        (card_flags (g, a->frames[i].card) & CARD_MAY_PAY))
      return TRUE;
  return FALSE;
}

static void
note_from_record (PayNote         *note,
                  const PayRecord *pay,
                  CheckKind        check)
{
  note->have = 1;
  note->check = check;
  note->kinds = pay->kinds;
  memcpy (note->need, pay->need, sizeof note->need);
  memcpy (note->taken, pay->taken, sizeof note->taken);
}

/* Room for one more move at the end of the list. */
static inline OraAction *
new_move (Gen *g)
{
  if (G_UNLIKELY (g->n_moves == g->out->len))
    g_array_set_size (g->out, MAX (2 * g->out->len, 128));
  return &g_array_index (g->out, OraAction, g->n_moves++);
}

/* Lists the move, with what its automatic payment took (`note`, or NULL). */
static void
append_move (Gen             *g,
             const OraAction *a,
             const PayNote   *note)
{
  NotedMove *noted;

  *new_move (g) = *a;
  if (note == NULL || !note->have)
    return;
  g_array_set_size (g->notes, g->notes->len + 1);
  noted = &g_array_index (g->notes, NotedMove, g->notes->len - 1);
  noted->index = g->n_moves - 1;
  noted->note = *note;
}

/* Whether the move is legal, tried on the scratch copy up to the end of
 * the move proper. A move that may pay food, energy or points is tried
 * with its payment noted (`note`), which the listing of alternatives
 * starts from. */
static gboolean
trial (Gen             *g,
       const OraAction *a,
       PayNote         *note)
{
  OraState *t = &g->scratch;

  note->have = 0;
  ora_state_copy_into (t, g->s);
  if (!may_pay_value (g, a))
    return apply_main (t, a, FALSE, NULL, NULL);
  memset (&t->pay, 0, sizeof t->pay);
  t->pay.mode = PAY_NOTE;
  if (apply_main (t, a, FALSE, NULL, NULL))
    {
      note_from_record (note, &t->pay, CHECK_APPLY);
      if (!t->pay.mixed)
        return TRUE;
    }
  else if (!t->pay.mixed)
    return FALSE;
  /* Noted in another order than the automatic payment: the automatic
   * one decides. */
  ora_state_copy_into (t, g->s);
  return apply_main (t, a, FALSE, NULL, NULL);
}

/* The note of a build or settlement without a use: its cost, paid as
 * apply pays it (the card and the site are checked already). */
static void
note_cost (Gen     *g,
           int      card,
           PayNote *note)
{
  OraState *t = &g->scratch;
  gint16 goods[ORA_GOODS_ROOM];

  note->have = 0;
  if (!(card_flags (g, card) & CARD_MAY_PAY))
    return;
  memcpy (goods, g->s->players[g->s->current].goods, sizeof goods);
  memset (&t->pay, 0, sizeof t->pay);
  t->pay.mode = PAY_NOTE;
  if (!pay_by (t, goods, &card_at (g->s, card)->cost, 1))
    return;
  note_from_record (note, &t->pay, CHECK_COST);
  note->card = card;
}

static void
try_add (Gen             *g,
         const OraAction *a)
{
  PayNote note;

  if (trial (g, a, &note))
    append_move (g, a, &note);
}

/* The trial of a CARD_CLEAR_BUILD use (the only frame, or followed by
 * the prior's use of a goods-only new building) depends on what `key`
 * gets; FALSE for another shape. The listed removals name forests, and
 * a listed site that is not doomed (build_doomed()) is clear once they
 * are gone and fits the new building's terrain and cloister rule: apply
 * accepts both. What may still fail is paying for the building after a
 * contract's fee and the removal's gain, which depends on how many
 * forests go and on which building alone, and so does what the payment
 * takes; then the prior must be free (so the clergyman sent counts) and
 * the goods-only use, which reads no space, must pass on the goods left. */
static gboolean
clear_build_key (Gen             *g,
                 const OraAction *a,
                 const OraCard   *cd,
                 const FrameSeq  *seq,
                 int              key[CLEAR_KEY_LEN])
{
  const OraFrame *frame = &seq->f[0], *use = &seq->f[1];
  int at = ora_step_n_args (&cd->steps[0]);
  int count = frame->args[0], target = frame->args[at], prior = frame->args[at + 2];

  if (count < 0 || target >= G_MAXUINT8)
    return FALSE;
  if (seq->n == 1 ? target >= 0 && prior != 0
                  : seq->n != 2 || target < 0 || prior != 1 || use->card != target ||
                    !(card_flags (g, target) & CARD_GOODS_ONLY))
    return FALSE;
  memset (key, 0, sizeof (int[CLEAR_KEY_LEN]));
  key[0] = a->type;
  key[1] = a->gift;
  key[2] = a->player;
  key[3] = count * 256 + target + 1;
  key[4] = seq->n == 2 ? a->clergy : -1;
  if (seq->n == 2)
    {
      key[5] = use->nargs;
      key[6] = (int) use->distinct_mask;
      for (int j = 0; j < use->nargs && j < ORA_MAX_ARGS; j++)
        key[7 + j] = use->args[j];
    }
  return TRUE;
}

/* try_add() for a CARD_CLEAR_BUILD use: one trial per key of
 * clear_build_key(), its verdict and note shared by the sequences of the
 * same key (some 14 per offer, differing in which forest goes and where
 * the building stands) and, without the prior's use, by the prior and
 * the monk, who reach the same trial (the listing checked that the one
 * sent is free). What the fee takes depends on the type, the gift and
 * (for a contract's receiver) the owner. */
static void
try_add_clear_build (Gen            *g,
                     const OraAction *a,
                     const OraCard   *cd,
                     const FrameSeq  *seq)
{
  ClearMemo *memo = &g->clear;
  int key[CLEAR_KEY_LEN];
  int i = 0;

  if (!clear_build_key (g, a, cd, seq, key))
    {
      try_add (g, a);
      return;
    }
  while (i < memo->n && memcmp (memo->key[i], key, sizeof key) != 0)
    i++;
  if (i == CLEAR_MEMO_SIZE)
    {
      try_add (g, a);
      return;
    }
  if (i == memo->n)
    {
      memcpy (memo->key[i], key, sizeof key);
      memo->valid[i] = trial (g, a, &memo->note[i]);
      memo->n++;
    }
  if (memo->valid[i])
    append_move (g, a, &memo->note[i]);
}

/* Worth listing a keep_turn variant: the building yields coins and land
 * is still to be had this turn but not yet affordable. */
static gboolean
keep_turn_useful (const OraState *s,
                  int             card)
{
  const OraCard *cd = card_at (s, card);
  const gint16 *goods = s->players[s->current].goods;
  int money = goods[ORA_COIN] + 5 * goods[ORA_COIN5];
  int cheapest = G_MAXINT;
  gboolean coins = FALSE;

  if (!land_allowed (s))
    return FALSE;
  if (s->districts_taken < s->set->n_districts)
    cheapest = MIN (cheapest, s->set->district_costs[s->districts_taken]);
  if (s->plots_taken < s->set->n_plots)
    cheapest = MIN (cheapest, s->set->plot_costs[s->plots_taken]);
  if (money >= cheapest || cheapest == G_MAXINT)
    return FALSE;
  for (int i = 0; i < cd->n_steps; i++)
    {
      const OraStep *step = &cd->steps[i];

      for (int k = 0; k < step->n_goods; k++)
        coins |= step->goods[k] == ORA_COIN;
      coins |= step->gain.n[ORA_COIN] > 0;
      for (int o = 0; o < step->n_options; o++)
        coins |= step->options[o].gain.n[ORA_COIN] > 0;
    }
  return coins;
}

/* The occupant apply_place(), apply_contract() or apply_bonus_place()
 * puts on the building, -1 when they find no free clergyman. */
static int
placed_occupant (const OraState  *s,
                 const OraAction *a,
                 int              user)
{
  int owner = a->player, clergy;

  switch (a->type)
    {
    case ORA_ACT_PLACE:
      clergy = free_clergy (s, user, a->clergy == 0);
      return clergy < 0 ? -1 : user * 4 + clergy;
    case ORA_ACT_BONUS_PLACE:
      return free_clergy (s, user, TRUE) < 0 ? -1 : user * 4 + ORA_PRIOR;
    case ORA_ACT_CONTRACT:
      if (owner == s->neutral)
        clergy = free_clergy (s, owner, a->clergy == 0);
      else if (a->clergy == 0)
        clergy = free_clergy (s, owner, TRUE);
      else
        {
          clergy = free_clergy (s, owner, FALSE);
          if (clergy < 0)
            clergy = free_clergy (s, owner, TRUE);
        }
      return clergy < 0 ? -1 : owner * 4 + clergy;
    default:
      return -1;
    }
}

/* Where goods_only_run() leaves what its noting record took: in `note`
 * (as `check`) when the run succeeds, and whether it was mixed. */
typedef struct
{
  PayNote  *note;
  CheckKind check;
  gboolean  mixed;
} NoteOut;

/* Runs a goods-only use in place with the payment record `pay_in` (the
 * contract's fee first, and with chosen goods the check of what was left
 * over), then puts back every value the run may touch. Without `pay_in`,
 * the run starts a fresh noting record and reports it to `out`: copied
 * straight into the note rather than through a whole record. */
static gboolean
goods_only_run (const OraState  *cs,
                const OraAction *a,
                int              user,
                int              owner,
                int              card,
                const PayRecord *pay_in,
                NoteOut         *out)
{
  OraState *s = (OraState *) cs;
  gint16 saved[ORA_MAX_PLAYERS][ORA_GOODS_ROOM];
  /* Only the short game's extra production reaches the other players. */
  int first = mode_of (s)->extra_production ? 0 : user;
  int last = mode_of (s)->extra_production ? s->n_players - 1 : user;
  gint8 wheel[ORA_N_TOKENS];
  guint64 once0 = s->once_used[0], once1 = s->once_used[1];
  int wonders = s->wonders_left;
  /* The state's own record (automatic payment) is left as it is. */
  gboolean own_pay = pay_in == &s->pay;
  PayRecord pay;
  Run run = { s, a, 0, user, NULL, 0, 0, 0 };
  gboolean build = a->type == ORA_ACT_BUILD;
  /* A build: the listing checked that the prior is free. */
  int worker = build ? user * 4 + ORA_PRIOR : placed_occupant (s, a, user);
  OraCell *here;
  gint8 occupant, built;
  gboolean ok = TRUE;

  /* Apply refuses a move without a free clergyman. The one it places is
   * put here for the run: a building used from this one may look at it.
   * A new building is put on its space (a cloister counts for points). */
  if (worker < 0)
    return FALSE;
  here = &s->players[a->type == ORA_ACT_PLACE || build ? user : a->player].cells[a->row][a->col];
  occupant = here->occupant;
  built = here->card;
  here->occupant = worker;
  if (build)
    here->card = card;

  for (int p = first; p <= last; p++)
    memcpy (saved[p], s->players[p].goods, sizeof saved[p]);
  memcpy (wheel, s->wheel, sizeof wheel);
  if (!own_pay)
    {
      pay = s->pay;
      if (pay_in != NULL)
        s->pay = *pay_in;
      else
        {
          memset (&s->pay, 0, sizeof s->pay);
          s->pay.mode = PAY_NOTE;
        }
    }
  if (a->type == ORA_ACT_CONTRACT)
    {
      OraGood gift = s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY;

      if (a->gift)
        ok = s->players[user].goods[gift]-- > 0;
      else
        ok = pay_coins_by (s, s->players[user].goods, s->contract_cost);
    }
  else if (build)
    ok = pay_by (s, s->players[user].goods, &card_at (s, card)->cost, 1);
  if (ok)
    ok = run_use (&run, owner, a->row, a->col, card, 0, NULL) && run.fi == a->n_frames;
  if (ok && s->pay.mode == PAY_CHOSEN)
    ok = pay_finish (s, s->players[user].goods, NULL);
  if (out != NULL)
    {
      if (ok)
        note_from_record (out->note, &s->pay, out->check);
      out->mixed = s->pay.mixed;
    }
  for (int p = first; p <= last; p++)
    memcpy (s->players[p].goods, saved[p], sizeof saved[p]);
  memcpy (s->wheel, wheel, sizeof wheel);
  s->once_used[0] = once0;
  s->once_used[1] = once1;
  s->wonders_left = wonders;
  if (!own_pay)
    s->pay = pay;
  here->occupant = occupant;
  here->card = built;
  return ok;
}

/* trial() for a goods-only use, in place. */
static gboolean
goods_only_valid (Gen             *g,
                  const OraAction *a,
                  int              user,
                  int              owner,
                  int              card,
                  PayNote         *note)
{
  NoteOut out = { note, CHECK_GOODS_ONLY, FALSE };

  note->have = 0;
  if (!may_pay_value (g, a))
    return goods_only_run (g->s, a, user, owner, card, &g->s->pay, NULL);
  if (goods_only_run (g->s, a, user, owner, card, NULL, &out))
    {
      note->owner = owner;
      note->card = card;
      if (!out.mixed)
        return TRUE;
    }
  else if (!out.mixed)
    return FALSE;
  return goods_only_run (g->s, a, user, owner, card, &g->s->pay, NULL);
}

/* trial() of a build whose prior uses the new goods-only building: run
 * in place by goods_only_run() (the listing checked the site, the
 * display and the prior), and noted as trial() notes, so that its
 * alternatives are still checked by whole trials. */
static gboolean
build_use_valid (Gen             *g,
                 const OraAction *a,
                 PayNote         *note)
{
  int p = g->s->current;
  NoteOut out = { note, CHECK_APPLY, FALSE };

  note->have = 0;
  if (!may_pay_value (g, a))
    return goods_only_run (g->s, a, p, p, a->card, &g->s->pay, NULL);
  if (goods_only_run (g->s, a, p, p, a->card, NULL, &out))
    {
      if (!out.mixed)
        return TRUE;
    }
  else if (!out.mixed)
    return FALSE;
  return goods_only_run (g->s, a, p, p, a->card, &g->s->pay, NULL);
}

/* Whether every building the sequence uses only moves goods, or uses
 * another building: goods_only_run() decides it. */
static gboolean
seq_in_place (Gen            *g,
              const FrameSeq *seq)
{
  for (int i = 0; i < seq->n; i++)
    if (seq->f[i].card < 0 || seq->f[i].card >= g->s->set->n_cards ||
        !(card_flags (g, seq->f[i].card) & (CARD_GOODS_ONLY | CARD_USES_OTHER)))
      return FALSE;
  return TRUE;
}

static void
add_with_uses (Gen       *g,
               OraAction *a,
               int        user,
               int        owner,
               int        card)
{
  UseCache *cache = &g->uses;
  const SeqList *list = &cache->list;
  int key[5] = { user, owner, a->row, a->col, card };
  guint flags = card_flags (g, card);
  int keep_turn = -1;   /* keep_turn_useful() of a placement, -1 = not asked yet */

  if (memcmp (key, cache->key, sizeof key) != 0)
    {
      FrameSeq empty = { 0 };

      memcpy (cache->key, key, sizeof key);
      cache->list.n = 0;
      gen_use (g, user, owner, a->row, a->col, card, 0, &empty, &cache->list);
      cache->run_key[0] = -1;
    }
  if (flags & (CARD_GOODS_ONLY | CARD_USES_OTHER))
    {
      /* A goods-only run reads the type, the gift, the space and the
       * choices; using another building also reads which clergyman
       * stands here. */
      int run_key[3] = { a->type, a->gift, (flags & CARD_GOODS_ONLY) ? -1 : a->clergy };

      if (memcmp (run_key, cache->run_key, sizeof run_key) != 0)
        {
          memcpy (cache->run_key, run_key, sizeof run_key);
          cache->run_known = cache->run_valid = 0;
        }
    }
  for (int i = 0; i < list->n; i++)
    {
      a->n_frames = list->seqs[i].n;
      memcpy (a->frames, list->seqs[i].f, sizeof a->frames);
      if (list->seqs[i].doomed)
        continue;
      if (flags & CARD_SIMPLE)
        {
          /* Pays nothing but a contract's coins: no alternatives. */
          append_move (g, a, NULL);
          /* Producing first and buying land with the proceeds is the
           * common reason to keep the turn open; list that variant. */
          if (keep_turn < 0)
            keep_turn = a->type == ORA_ACT_PLACE && keep_turn_useful (g->s, card);
          if (keep_turn)
            {
              OraAction keep = *a;

              keep.keep_turn = 1;
              append_move (g, &keep, NULL);
            }
        }
      else if ((flags & CARD_GOODS_ONLY) || ((flags & CARD_USES_OTHER) && seq_in_place (g, &list->seqs[i])))
        {
          if (!(cache->run_known & (1u << i)))
            {
              cache->run_known |= 1u << i;
              if (goods_only_valid (g, a, user, owner, card, &cache->run_notes[i]))
                cache->run_valid |= 1u << i;
            }
          if (cache->run_valid & (1u << i))
            append_move (g, a, &cache->run_notes[i]);
        }
      else if (flags & CARD_CLEAR_BUILD)
        try_add_clear_build (g, a, card_at (g->s, card), &list->seqs[i]);
      else
        try_add (g, a);
    }
}

/* Whether a land purchase of `cost` coins is affordable: the only check
 * of take_district()/take_plot() left once the space fits. */
static gboolean
land_affordable (const OraState *s,
                 int             cost)
{
  const gint16 *goods = s->players[s->current].goods;

  return goods[ORA_COIN] + 5 * goods[ORA_COIN5] >= cost;
}

static void
gen_free_actions (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  OraAction a = { 0 };

  a.card = -1;
  if (land_allowed (s))
    {
      /* Solo stacks are turned over, as in take_district()/take_plot(). */
      if (s->districts_taken < s->set->n_districts &&
          land_affordable (s, s->mode_id == ORA_MODE_SOLO ? s->set->district_costs[s->set->n_districts - 1 - s->districts_taken]
                                                          : s->set->district_costs[s->districts_taken]))
        for (int side = 0; side < 2; side++)
          for (int where = 0; where < 2; where++)
            if (district_fits (pl, where))
              {
                a.type = ORA_ACT_BUY_DISTRICT;
                a.side = side;
                a.row = where;
                append_move (g, &a, NULL);
              }
      if (s->plots_taken < s->set->n_plots &&
          land_affordable (s, s->mode_id == ORA_MODE_SOLO ? s->set->plot_costs[s->set->n_plots - 1 - s->plots_taken]
                                                          : s->set->plot_costs[s->plots_taken]))
        for (int side = 0; side < 2; side++)
          for (int row = 0; row + 1 < ORA_ROWS; row++)
            if (plot_fits (pl, side, row))
              {
                a.type = ORA_ACT_BUY_PLOT;
                a.side = side;
                a.row = row;
                append_move (g, &a, NULL);
              }
    }
  a.side = 0;
  a.row = -1;
  if (pl->goods[ORA_GRAIN] > 0)
    {
      a.type = ORA_ACT_FLIP_GRAIN;
      append_move (g, &a, NULL);
    }
  if (pl->goods[ORA_WINE] > 0)
    {
      a.type = ORA_ACT_SELL_WINE;
      append_move (g, &a, NULL);
    }
  if (pl->goods[ORA_WHISKEY] > 0)
    {
      a.type = ORA_ACT_SELL_WHISKEY;
      append_move (g, &a, NULL);
    }
}

static void
gen_builds (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  int sites[ORA_ROWS * ORA_COLS][2], n_sites = 0;
  gboolean prior_free = free_clergy (s, p, TRUE) >= 0;
  const SiteCache *sc = site_cache (g, p);
  Gen *inner = NULL;      /* for the prior's choices, allocated once */
  SeqList *list = NULL;

  /* Empty, cleared spaces are few; list them once, from the user's empty
   * spaces found for the listing: the central rows first, then the plots
   * beyond them. */
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < sc->n; k++)
      {
        int r = sc->cells[k] / ORA_COLS, c = sc->cells[k] % ORA_COLS;
        gboolean central = r >= pl->row_top - 2 && r <= pl->row_bottom + 2;

        if (central == (pass == 0) && pl->cells[r][c].cover == ORA_COVER_NONE &&
            pl->cells[r][c].terrain != ORA_TERRAIN_MOUNTAIN_LOWER)
          {
            sites[n_sites][0] = r;
            sites[n_sites][1] = c;
            n_sites++;
          }
      }
  if (n_sites == 0)
    return;

  for (int i = 0; i < s->first_settlement; i++)
    {
      gboolean list_known = FALSE;
      gboolean goods_only;
      gboolean valid_mask_known = FALSE;
      guint32 valid_mask = 0;
      PayNote cost_note, use_notes[8];
      /* The build and the prior's uses of the new building: cleared once
       * per building, their site set per site. */
      OraAction a, use;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      if (!user_affords (g, p, i))
        continue;
      goods_only = (card_flags (g, i) & CARD_GOODS_ONLY) != 0;
      note_cost (g, i, &cost_note);
      memset (&a, 0, sizeof a);
      a.type = ORA_ACT_BUILD;
      a.card = i;
      use = a;
      use.clergy = 1;
      for (int k = 0; k < n_sites; k++)
        {
          int r = sites[k][0], c = sites[k][1];

          if (!clear_site_fits (g, p, i, r, c))
            continue;
          a.row = use.row = r;
          a.col = use.col = c;
          append_move (g, &a, &cost_note);
          if (!prior_free)
            continue;
          if (!list_known)
            {
              /* The prior's choices, worked out once on the scratch copy
               * where the building stands (the trials below copy afresh);
               * every move is checked per site below. */
              OraState *after = &g->scratch;
              FrameSeq empty = { 0 };

              if (inner == NULL)
                {
                  inner = g_new (Gen, 1);
                  /* It works out choices only: no moves, no notes. */
                  inner->notes = NULL;
                  list = g_new (SeqList, 1);
                }
              ora_state_copy_into (after, s);
              gen_init (inner, after, NULL);
              list->n = 0;
              list_known = TRUE;
              if (do_build (after, p, i, r, c, NULL, NULL))
                {
                  put_clergy (after, p, ORA_PRIOR, p, r, c);
                  gen_use (inner, p, p, r, c, i, 0, &empty, list);
                }
            }
          for (int j = 0; j < list->n && j < 8; j++)
            {
              use.n_frames = list->seqs[j].n;
              memcpy (use.frames, list->seqs[j].f, sizeof use.frames);
              if (list->seqs[j].doomed)
                continue;
              /* A goods-only effect does not depend on the site: what
               * worked at the first site works at every other one, and
               * pays the same. */
              if (goods_only && valid_mask_known)
                {
                  if (valid_mask & (1u << j))
                    append_move (g, &use, &use_notes[j]);
                  continue;
                }
              if (goods_only ? build_use_valid (g, &use, &use_notes[j]) : trial (g, &use, &use_notes[j]))
                {
                  append_move (g, &use, &use_notes[j]);
                  valid_mask |= 1u << j;
                }
            }
          if (goods_only)
            valid_mask_known = TRUE;
        }
    }
  g_free (inner);
  g_free (list);
}

static void
gen_turn (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  OraAction a = { 0 };
  const guint8 *built;
  int n_built;

  a.card = -1;
  /* Own buildings. */
  built = built_spaces (g, p, &n_built);
  for (int b = 0; b < n_built; b++)
    {
      int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
      const OraCell *cell = &pl->cells[r][c];

      if (cell->occupant >= 0 || (card_flags (g, cell->card) & CARD_SETTLEMENT))
        continue;
      for (int kind = 0; kind < 2; kind++)
        if (free_clergy (s, p, kind == 0) >= 0)
          {
            a.type = ORA_ACT_PLACE;
            a.row = r;
            a.col = c;
            a.clergy = kind;
            add_with_uses (g, &a, p, p, cell->card);
          }
    }
  /* Work contracts. */
  for (int q = 0; q < s->n_players; q++)
    {
      gboolean can_gift;

      if (q == p || (free_clergy (s, q, FALSE) < 0 && free_clergy (s, q, TRUE) < 0))
        continue;
      can_gift = pl->goods[s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY] > 0;
      built = built_spaces (g, q, &n_built);
      for (int b = 0; b < n_built; b++)
        {
          int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
          const OraCell *cell = &s->players[q].cells[r][c];

          if (cell->occupant >= 0 || (card_flags (g, cell->card) & CARD_SETTLEMENT))
            continue;
          for (int kind = 0; kind < (q == s->neutral ? 2 : 1); kind++)
            {
              /* The rest of the move is as set above or left zero;
               * add_with_uses() writes the frames. */
              a.type = ORA_ACT_CONTRACT;
              a.player = q;
              a.row = r;
              a.col = c;
              a.card = -1;
              a.gift = 0;
              a.clergy = q == s->neutral ? kind : 1;
              if (q == s->neutral && free_clergy (s, q, kind == 0) < 0)
                continue;
              if (pl->goods[ORA_COIN] + 5 * pl->goods[ORA_COIN5] >= s->contract_cost)
                add_with_uses (g, &a, p, q, cell->card);
              if (can_gift)
                {
                  a.gift = 1;
                  add_with_uses (g, &a, p, q, cell->card);
                }
            }
        }
    }
  /* Fell trees and cut peat: forests and moors found in one pass. */
  {
    guint8 covered[2][ORA_ROWS * ORA_COLS];
    int n_covered[2] = { 0, 0 };

    for (int r = 0; r < ORA_ROWS; r++)
      {
        int any = ORA_COVER_NONE;

        /* Rows without any cover are skipped at once. */
        for (int c = 0; c < ORA_COLS; c++)
          any |= pl->cells[r][c].cover;
        if (any == ORA_COVER_NONE)
          continue;
        for (int c = 0; c < ORA_COLS; c++)
          {
            const OraCell *cell = &pl->cells[r][c];
            int live = cell->terrain != ORA_TERRAIN_NONE;

            /* Without branches, as in built_spaces(). */
            covered[0][n_covered[0]] = r * ORA_COLS + c;
            covered[1][n_covered[1]] = r * ORA_COLS + c;
            n_covered[0] += live & (cell->cover == ORA_COVER_FOREST);
            n_covered[1] += live & (cell->cover == ORA_COVER_MOOR);
          }
      }
    for (int kind = 0; kind < 2; kind++)
      {
        memset (&a, 0, sizeof a);
        a.type = kind == 0 ? ORA_ACT_FELL : ORA_ACT_CUT;
        a.card = -1;
        for (int i = 0; i < n_covered[kind]; i++)
          for (int j = 0; j < 2; j++)
            {
              a.row = covered[kind][i] / ORA_COLS;
              a.col = covered[kind][i] % ORA_COLS;
              a.joker = j;
              append_move (g, &a, NULL);
            }
        if (n_covered[kind] == 0)
          {
            a.row = a.col = -1;
            a.joker = 0;
            append_move (g, &a, NULL);
          }
      }
  }
  gen_builds (g);
}

static void
gen_bonus (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  OraAction a = { 0 };

  for (int q = 0; q < s->n_players; q++)
    {
      int n_built;
      const guint8 *built = built_spaces (g, q, &n_built);

      for (int b = 0; b < n_built; b++)
        {
          int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
          const OraCell *cell = &s->players[q].cells[r][c];

          if ((card_flags (g, cell->card) & CARD_SETTLEMENT) || free_clergy (s, p, TRUE) < 0)
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_BONUS_PLACE;
          a.player = q;
          a.row = r;
          a.col = c;
          a.card = -1;
          add_with_uses (g, &a, p, q, cell->card);
        }
    }
  gen_builds (g);
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

static void
gen_neutral_offer (Gen *g)
{
  const OraState *s = g->s;
  const OraPlayer *np = &s->players[s->neutral];
  OraAction a = { 0 };

  for (int k = 0; k < ORA_ROWS * ORA_COLS; k++)
    {
      const OraCell *cell = &np->cells[k / ORA_COLS][k % ORA_COLS];

      if (!s->neutral_new[k] || cell->card < 0 || cell->occupant >= 0)
        continue;
      for (int gift = 0; gift < 2; gift++)
        {
          const gint16 *goods = s->players[s->current].goods;

          if (gift ? goods[s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY] < 1
                   : goods[ORA_COIN] + 5 * goods[ORA_COIN5] < s->contract_cost)
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_CONTRACT;
          a.player = s->neutral;
          a.row = k / ORA_COLS;
          a.col = k % ORA_COLS;
          a.card = -1;
          a.clergy = 0;
          a.gift = gift;
          add_with_uses (g, &a, s->current, s->neutral, cell->card);
        }
    }
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

static void
gen_settlement (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  OraAction a = { 0 };
  const SiteCache *sc;

  if (s->neutral_offer)
    {
      gen_neutral_offer (g);
      return;
    }

  for (int i = 0; i < 8; i++)
    {
      int card = s->first_settlement + i;
      gint16 goods[ORA_GOODS_ROOM];
      PayNote note;

      if (!(pl->hand & (1u << i)))
        continue;
      memcpy (goods, pl->goods, sizeof goods);
      if (!pay_amount (goods, &card_at (s, card)->cost, 1))
        continue;
      note_cost (g, card, &note);
      /* check_site() on the spaces it may accept: the user's empty
       * spaces but moors, in reading order, less forests. */
      sc = site_cache (g, p);
      for (int k = 0; k < sc->n; k++)
        {
          int r = sc->cells[k] / ORA_COLS, c = sc->cells[k] % ORA_COLS;

          if (pl->cells[r][c].cover != ORA_COVER_NONE || !clear_site_fits (g, p, card, r, c))
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_SETTLE;
          a.card = card;
          a.row = r;
          a.col = c;
          append_move (g, &a, &note);
        }
    }
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

/* Alternative payments ---------------------------------------------------- */

/* At most this many payments are listed per action, the automatic one
 * first: a player holding many kinds of food has dozens of minimal
 * payments, which would multiply the branching of the AI and of random
 * games while few of them differ in play; any other payment may still be
 * sent explicitly. */
#define PAY_LIST_MAX   4
#define PAY_CANDIDATES 12

typedef struct
{
  gint16 n[ORA_N_GOODS];
} PayPick;

/* The minimal payments of one kind, each offered as soon as it is found
 * to the listing of the move's alternatives (`offer`). */
typedef struct PayEnum PayEnum;
struct PayEnum
{
  const gint16  *avail;
  int            key;
  int            need;
  /* The kind's order less the goods that the player lacks or that are
   * worth nothing of the kind (they add nothing to any payment). */
  int            n_order;
  OraGood        order[G_N_ELEMENTS (food_order)];
  int            unit[G_N_ELEMENTS (food_order)];       /* pay_unit() of each */
  int            rest[G_N_ELEMENTS (food_order) + 1];   /* value held from each place in `order` on */
  PayPick        cur;
  int            n_out;
  gboolean       done;   /* the move has all the payments it may list */
  void         (*offer) (PayEnum *e, const PayPick *pick);
  /* For offer(): */
  Gen             *g;
  const PayNote   *note;
  OraAction        alt;   /* the move with the payment offered: all of `pay` is written each time */
  const gint16    *total;
  int              first;
  int              listed;
};

/* Goods are added in the kind's order, so each multiset comes once; one
 * covering the need is minimal when dropping its cheapest unit falls short. */
static void
enumerate_minimal (PayEnum *e,
                   int      i,
                   int      paid,
                   int      min_unit)
{
  OraGood g;
  int unit, c_min;

  if (e->n_out >= PAY_CANDIDATES || e->done)
    return;
  if (paid >= e->need)
    {
      if (paid - min_unit < e->need)
        {
          e->n_out++;
          e->offer (e, &e->cur);
        }
      return;
    }
  /* What is left cannot cover the need: nothing below is offered. */
  if (i == e->n_order || paid + e->rest[i] < e->need)
    return;
  g = e->order[i];
  unit = e->unit[i];
  /* Fewer than `c_min` of this good leave the rest unable to cover the
   * need: nothing below them is offered. */
  c_min = MAX (0, (e->need - paid - e->rest[i + 1] + unit - 1) / unit);
  for (int c = c_min; c <= e->avail[g]; c++)
    {
      e->cur.n[g] = c;
      enumerate_minimal (e, i + 1, paid + c * unit, c > 0 ? MIN (min_unit, unit) : min_unit);
      if (paid + c * unit >= e->need)
        break;
    }
  e->cur.n[g] = 0;
}

/* Whether apply accepts the move `alt`, which differs from a listed move
 * only in its chosen payment; checked the way its note says. pay_start()
 * would accept the payment: it is made of goods that a payment took or
 * that count for the kind paid, none negative and not all none. */
static gboolean
alternative_applies (Gen             *g,
                     const OraAction *alt,
                     const PayNote   *note)
{
  OraState *t = &g->scratch;
  int p = g->s->current;

  switch ((CheckKind) note->check)
    {
    case CHECK_COST:
      {
        gint16 goods[ORA_GOODS_ROOM];

        /* pay_start_chosen() reads no more of the state than who pays. */
        t->current = p;
        pay_start_chosen (t, alt->pay);
        memcpy (goods, g->s->players[p].goods, sizeof goods);
        return pay_by (t, goods, &card_at (g->s, note->card)->cost, 1) && pay_finish (t, goods, NULL);
      }
    case CHECK_GOODS_ONLY:
      t->current = p;
      pay_start_chosen (t, alt->pay);
      /* The scratch state's record is read once, at the start of the run. */
      return goods_only_run (g->s, alt, p, note->owner, note->card, &t->pay, NULL);
    default:
      ora_state_copy_into (t, g->s);
      pay_start_chosen (t, alt->pay);
      return apply_main (t, alt, FALSE, NULL, NULL) && pay_finish (t, t->players[t->pay.player].goods, NULL);
    }
}

/* One minimal payment of kind `e->key` in place of what the automatic
 * payment took of that kind: listed unless it is a payment listed
 * already or apply refuses it. */
static void
offer_payment (PayEnum       *e,
               const PayPick *pick)
{
  GArray *out = e->g->out;
  int k = e->key - ORA_PAY_FOOD;
  OraAction *alt = &e->alt;
  gboolean seen = TRUE;

  for (int gd = 0; gd < ORA_N_GOODS; gd++)
    {
      alt->pay[gd] = e->total[gd] - e->note->taken[k][gd] + pick->n[gd];
      seen &= alt->pay[gd] == e->total[gd];
    }
  for (guint j = e->first; j < out->len && !seen; j++)
    seen = memcmp (g_array_index (out, OraAction, j).pay, alt->pay, sizeof alt->pay) == 0;
  if (seen || !alternative_applies (e->g, alt, e->note))
    return;
  g_array_append_val (out, *alt);
  e->listed++;
  e->done = e->listed >= PAY_LIST_MAX;
}

/* For one listed action: from its automatic payment, noted per kind when
 * it was listed, for each kind of food, energy and points the other
 * minimal payments that the rules accept. Coins are left out: 5 coins and
 * a 5-coin tile change freely, so all coin payments are equivalent. */
/* Whether every building the move uses only moves goods: its payments
 * then pass or fail whatever building or site the move names. */
static gboolean
frames_goods_only (Gen             *g,
                   const OraAction *a)
{
  for (int i = 0; i < a->n_frames; i++)
    if (a->frames[i].card < 0 || a->frames[i].card >= g->s->set->n_cards ||
        !(card_flags (g, a->frames[i].card) & CARD_GOODS_ONLY))
      return FALSE;
  return TRUE;
}

/* The AltKey of a noted move, FALSE when its alternatives may depend on
 * more: a cost alone depends on the card, a goods-only use (in place, or
 * after a build, where the site was checked already) on the payment and
 * the choices, not on whose building it is or where it stands. */
static gboolean
alt_key (Gen             *g,
         const OraAction *a,
         const PayNote   *note,
         AltKey          *key)
{
  memset (key, 0, G_STRUCT_OFFSET (AltKey, frames));
  key->check = note->check;
  switch ((CheckKind) note->check)
    {
    case CHECK_COST:
      key->card = note->card;
      break;
    case CHECK_GOODS_ONLY:
      if (!frames_goods_only (g, a))
        return FALSE;
      key->card = note->card;
      break;
    default:
      if (a->type != ORA_ACT_BUILD || !frames_goods_only (g, a))
        return FALSE;
      key->card = a->card;
      key->clergy = a->clergy;
      break;
    }
  if (note->check != CHECK_COST)
    {
      key->type = a->type;
      key->gift = a->gift;
      key->keep_turn = a->keep_turn;
      key->n_frames = a->n_frames;
      memcpy (key->frames, a->frames, a->n_frames * sizeof a->frames[0]);
    }
  key->kinds = note->kinds;
  memcpy (key->need, note->need, sizeof key->need);
  memcpy (key->taken, note->taken, sizeof key->taken);
  return TRUE;
}

/* The bytes of an AltKey that tell it apart: up to its move's frames. */
static inline gsize
alt_key_size (const AltKey *key)
{
  return G_STRUCT_OFFSET (AltKey, frames) + key->n_frames * sizeof key->frames[0];
}

/* The card is compared first: most entries are told apart by it. Keys of
 * different frame counts differ before the frames. */
static AltEntry *
alt_lookup (Gen          *g,
            const AltKey *key)
{
  for (int i = 0; i < MIN (g->n_alts, ALT_CACHE_SIZE); i++)
    if (g->alts[i].key.card == key->card && memcmp (&g->alts[i].key, key, alt_key_size (key)) == 0)
      return &g->alts[i];
  return NULL;
}

/* The goods that may make up a payment of `e->key`, in its order. */
static void
pay_enum_order (PayEnum *e)
{
  int n_order;
  const OraGood *order = pay_order (e->key, &n_order);

  e->n_order = 0;
  for (int i = 0; i < n_order; i++)
    {
      int unit = pay_unit (order[i], e->key);

      if (unit == 0 || e->avail[order[i]] == 0)
        continue;
      e->order[e->n_order] = order[i];
      e->unit[e->n_order++] = unit;
    }
  e->rest[e->n_order] = 0;
  for (int i = e->n_order - 1; i >= 0; i--)
    e->rest[i] = e->rest[i + 1] + e->unit[i] * e->avail[e->order[i]];
}

/* For one listed action: from its automatic payment, noted per kind when
 * it was listed, for each kind of food, energy and points the other
 * minimal payments that the rules accept. Coins are left out: 5 coins and
 * a 5-coin tile change freely, so all coin payments are equivalent. */
static void
enumerate_payments_of (Gen             *g,
                       const OraAction *a,
                       const PayNote   *note)
{
  const OraState *state = g->s;
  gint16 total[ORA_N_GOODS] = { 0 };
  PayEnum enumeration, *e = &enumeration;

  for (guint kinds = note->kinds; kinds != 0; kinds &= kinds - 1)
    for (int gd = 0; gd < ORA_N_GOODS; gd++)
      total[gd] += note->taken[__builtin_ctz (kinds)][gd];
  e->offer = offer_payment;
  e->g = g;
  e->note = note;
  e->alt = *a;
  e->alt.pay_set = 1;
  e->total = total;
  e->first = g->out->len;
  e->listed = 1;
  e->avail = state->players[state->current].goods;
  for (int k = 0; k < N_PAY_KINDS && e->listed < PAY_LIST_MAX; k++)
    {
      if (!(note->kinds & (1u << k)) || ORA_PAY_FOOD + k == ORA_PAY_COINS)
        continue;
      memset (&e->cur, 0, sizeof e->cur);
      e->n_out = 0;
      e->done = FALSE;
      e->key = ORA_PAY_FOOD + k;
      e->need = note->need[k];
      pay_enum_order (e);
      enumerate_minimal (e, 0, 0, G_MAXINT);
    }
}

/* The alternatives of one listed action: worked out, or copied from a
 * move listed before with the same AltKey (a building on every free
 * site, the same building of several players). */
static void
add_payments_of (Gen             *g,
                 const OraAction *a,
                 const PayNote   *note)
{
  GArray *out = g->out;
  AltKey key;
  AltEntry *entry;
  guint first = out->len;

  /* Coins have no alternatives: a move paying only coins lists none. */
  if ((note->kinds & ~(1u << (ORA_PAY_COINS - ORA_PAY_FOOD))) == 0)
    return;
  if (!alt_key (g, a, note, &key))
    {
      enumerate_payments_of (g, a, note);
      return;
    }
  entry = alt_lookup (g, &key);
  if (entry != NULL)
    {
      OraAction alt = *a;

      alt.pay_set = 1;
      for (int i = 0; i < entry->n; i++)
        {
          memcpy (alt.pay, entry->pay[i], sizeof alt.pay);
          g_array_append_val (out, alt);
        }
      return;
    }
  enumerate_payments_of (g, a, note);
  G_STATIC_ASSERT (PAY_LIST_MAX - 1 == ALT_LIST_MAX);
  if (out->len - first > ALT_LIST_MAX)
    return;
  entry = &g->alts[g->n_alts++ % ALT_CACHE_SIZE];
  memcpy (&entry->key, &key, alt_key_size (&key));
  entry->n = out->len - first;
  for (int i = 0; i < entry->n; i++)
    memcpy (entry->pay[i], g_array_index (out, OraAction, first + i).pay, sizeof entry->pay[i]);
}

static void
add_payment_choices (Gen *g)
{
  guint n = g->notes != NULL ? g->notes->len : 0;

  for (guint i = 0; i < n; i++)
    {
      const NotedMove *noted = &g_array_index (g->notes, NotedMove, i);
      /* A copy: listing more payments may move the array. */
      OraAction a = g_array_index (g->out, OraAction, noted->index);

      add_payments_of (g, &a, &noted->note);
    }
}

static void
listing_gen_free (gpointer data)
{
  Gen *g = data;

  g_array_unref (g->notes);
  g_free (g);
}

/* The listing's working memory, some 20 KB: allocated once per thread
 * and reused, so every listing finds it in the cache. */
static Gen *
listing_gen (void)
{
  static GPrivate key = G_PRIVATE_INIT (listing_gen_free);
  Gen *g = g_private_get (&key);

  if (g == NULL)
    {
      g = g_new (Gen, 1);
      g->notes = g_array_sized_new (FALSE, FALSE, sizeof (NotedMove), 32);
      g_private_set (&key, g);
    }
  return g;
}

/* Cuts the caller's array to the moves listed. */
static void
end_moves (Gen *g)
{
  g_array_set_size (g->out, g->n_moves);
}

guint
ora_state_legal_moves (const OraState *state,
                       GArray         *out)
{
  Gen *g = listing_gen ();

  g_array_set_size (out, 0);
  gen_init (g, state, out);
  g->n_moves = 0;
  g_array_set_size (g->notes, 0);
  if (state->main_done)
    {
      OraAction end = { .type = ORA_ACT_END_TURN, .row = -1, .col = -1, .card = -1 };

      gen_free_actions (g);
      append_move (g, &end, NULL);
      end_moves (g);
      return out->len;
    }
  switch (state->stage)
    {
    case ORA_STAGE_ACTIONS:
      gen_free_actions (g);
      gen_turn (g);
      break;
    case ORA_STAGE_BONUS:
      gen_free_actions (g);
      gen_bonus (g);
      break;
    case ORA_STAGE_SETTLEMENT:
      gen_free_actions (g);
      gen_settlement (g);
      break;
    case ORA_STAGE_OVER:
      break;
    }
  end_moves (g);
  add_payment_choices (g);
  return out->len;
}
