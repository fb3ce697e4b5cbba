/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-goods.h — the goods of Ora et Labora and amounts of them
 *
 * Each side of a two-sided tile is its own good. Food and energy are kept
 * in halves, because straw is worth half an energy.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  ORA_GRAIN, ORA_STRAW, ORA_SHEEP, ORA_MEAT, ORA_CLAY, ORA_CERAMIC,
  ORA_WOOD, ORA_WHISKEY, ORA_PEAT, ORA_COAL, ORA_COIN, ORA_BOOK,
  ORA_COIN5, ORA_RELIQUARY, ORA_STONE, ORA_ORNAMENT, ORA_GRAPES, ORA_WINE,
  ORA_MALT, ORA_BEER, ORA_FLOUR, ORA_BREAD, ORA_WONDER,
  ORA_N_GOODS,
} OraGood;

/* Room for a hand of goods: one count more than there are goods, never
 * used. Eight 16-bit counts fill 16 bytes, so a hand is read and written
 * as three whole groups of eight, and a read of one group finds it in one
 * earlier write (a group read across two writes waits for them). */
#define ORA_GOODS_ROOM 24

/* Abstract payments that any suitable goods may cover. */
enum
{
  ORA_PAY_FOOD = ORA_N_GOODS,   /* in halves */
  ORA_PAY_ENERGY,               /* in halves */
  ORA_PAY_COINS,                /* 1-coins, 5-coin tiles broken as needed */
  ORA_PAY_POINTS,               /* goods worth at least this many points */
  ORA_N_AMOUNTS,
};

typedef struct
{
  gint16 n[ORA_N_AMOUNTS];
} OraAmount;

typedef struct
{
  const char *name;
  int food2;     /* food in halves */
  int energy2;   /* energy in halves */
  int points;
  int money;     /* value as coins: coins, and wine (1) and whiskey (2), which
                  * the rulebook lets a player change for coins at any time */
  gboolean basic;
} OraGoodInfo;

extern const OraGoodInfo ora_goods[ORA_N_GOODS];

const char *ora_amount_key_name   (int      key);
int         ora_amount_key_lookup (const char *name);
int         ora_good_lookup       (const char *name);
gboolean    ora_amount_is_zero    (const OraAmount *amount);
gboolean    ora_good_is_basic     (OraGood  good);

extern const OraGood ora_basic_goods[6];

G_END_DECLS
