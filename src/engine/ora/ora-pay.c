/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-pay.c — paying food, energy, coins and points, automatically or as
 * the move names them */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

/* ---------------------------------------------------------------------- */
/* Goods and payments                                                      */

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

/* Explicit payments ------------------------------------------------------ */

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
gboolean
ora_pay_kind_by (OraState *s,
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
gboolean
ora_pay_finish (OraState  *s,
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

char *
ora_amount_to_string (const OraAmount *amount,
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

