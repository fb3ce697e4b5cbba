/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-private.h — the parts of TtCatanGame kept in other files */
#pragma once

#include "tt-catan-game.h"

G_BEGIN_DECLS

/* tt-catan-game-words.c: describe_choice and describe_preview. */
void tt_catan_game_words_class_init (TtGameClass *game_class);

/* tt-catan-game-trade.c: the counter-offers to the open offer, each seen
 * from the offerer (what the offerer would give and get). */
typedef struct
{
  gboolean set[CATAN_MAX_PLAYERS];
  gboolean by_computer[CATAN_MAX_PLAYERS];
  guint8   give[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  guint8   get[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  gboolean heard;   /* the computers were asked for theirs */
} TtCatanCounters;

TtCatanCounters *tt_catan_game_get_counters (TtCatanGame *self);

G_END_DECLS
