/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-goods.c — the goods table (facts of the game, not of any building) */
#include "config.h"

#include <string.h>

#include "ora/ora-goods.h"

const OraGoodInfo ora_goods[ORA_N_GOODS] = {
  [ORA_GRAIN]     = { "grain",     2, 0, 0, 0, TRUE },
  [ORA_STRAW]     = { "straw",     0, 1, 0, 0, FALSE },
  [ORA_SHEEP]     = { "sheep",     4, 0, 0, 0, TRUE },
  [ORA_MEAT]      = { "meat",     10, 0, 0, 0, FALSE },
  [ORA_CLAY]      = { "clay",      0, 0, 0, 0, TRUE },
  [ORA_CERAMIC]   = { "ceramic",   0, 0, 3, 0, FALSE },
  [ORA_WOOD]      = { "wood",      0, 2, 0, 0, TRUE },
  [ORA_WHISKEY]   = { "whiskey",   4, 0, 1, 2, FALSE },
  [ORA_PEAT]      = { "peat",      0, 4, 0, 0, TRUE },
  [ORA_COAL]      = { "coal",      0, 6, 0, 0, FALSE },
  [ORA_COIN]      = { "coin",      2, 0, 0, 1, TRUE },
  [ORA_BOOK]      = { "book",      0, 0, 2, 0, FALSE },
  [ORA_COIN5]     = { "coin5",    10, 0, 2, 5, FALSE },
  [ORA_RELIQUARY] = { "reliquary", 0, 0, 8, 0, FALSE },
  [ORA_STONE]     = { "stone",     0, 0, 0, 0, FALSE },
  [ORA_ORNAMENT]  = { "ornament",  0, 0, 4, 0, FALSE },
  [ORA_GRAPES]    = { "grapes",    2, 0, 0, 0, FALSE },
  [ORA_WINE]      = { "wine",      2, 0, 1, 1, FALSE },
  [ORA_MALT]      = { "malt",      2, 0, 0, 0, FALSE },
  [ORA_BEER]      = { "beer",     10, 0, 0, 0, FALSE },
  [ORA_FLOUR]     = { "flour",     2, 0, 0, 0, FALSE },
  [ORA_BREAD]     = { "bread",     6, 0, 0, 0, FALSE },
  [ORA_WONDER]    = { "wonder",    0, 0, 30, 0, FALSE },
};

const OraGood ora_basic_goods[6] = {
  ORA_CLAY, ORA_WOOD, ORA_PEAT, ORA_GRAIN, ORA_SHEEP, ORA_COIN,
};

const char *
ora_amount_key_name (int key)
{
  switch (key)
    {
    case ORA_PAY_FOOD: return "food";
    case ORA_PAY_ENERGY: return "energy";
    case ORA_PAY_COINS: return "coins";
    case ORA_PAY_POINTS: return "points";
    default:
      g_return_val_if_fail (key >= 0 && key < ORA_N_GOODS, "?");
      return ora_goods[key].name;
    }
}

int
ora_good_lookup (const char *name)
{
  for (int i = 0; i < ORA_N_GOODS; i++)
    if (strcmp (ora_goods[i].name, name) == 0)
      return i;
  return -1;
}

int
ora_amount_key_lookup (const char *name)
{
  for (int i = 0; i < ORA_N_AMOUNTS; i++)
    if (strcmp (ora_amount_key_name (i), name) == 0)
      return i;
  return -1;
}

gboolean
ora_amount_is_zero (const OraAmount *amount)
{
  guint64 any = 0;
  int i = 0;

  /* Asked of most steps on every use, and mostly true: four counts are
   * read at a time, with no branch per count. */
  for (; i + 4 <= ORA_N_AMOUNTS; i += 4)
    {
      guint64 four;

      memcpy (&four, &amount->n[i], sizeof four);
      any |= four;
    }
  for (; i < ORA_N_AMOUNTS; i++)
    any |= (guint16) amount->n[i];
  return any == 0;
}

gboolean
ora_good_is_basic (OraGood good)
{
  return ora_goods[good].basic;
}
