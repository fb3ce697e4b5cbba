/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game.h — the Ora et Labora game model
 *
 * The engine state, seats, the log, undo and files are TtGame's, driven by
 * ora_rules (engine/ora/ora-rules.h). This class adds only what is Ora et
 * Labora's own: the log lines in words, the phase names, and the words
 * for goods and buildings the views share (in the interface language).
 */
#pragma once

#include "tt-game.h"
#include "ora/ora-state.h"

G_BEGIN_DECLS

#define TT_ORA_GAME_ID "ora"

#define TT_TYPE_ORA_GAME (tt_ora_game_get_type ())

G_DECLARE_FINAL_TYPE (TtOraGame, tt_ora_game, TT, ORA_GAME, TtGame)

TtOraGame      *tt_ora_game_new            (void);
/* The engine state (NULL before the game starts). */
const OraState *tt_ora_game_get_ora_state  (TtOraGame      *self);
/* The player a seat index names in words: the seat's name, or "the
 * neutral player" for the solo game's extra landscape. */
const char     *tt_ora_game_player_name    (TtOraGame      *self,
                                            int             player);

/* A good's name in the interface language ("grain", "ceramic"). */
const char     *tt_ora_good_label          (OraGood         good);
/* An amount of a good in words, "2 wood" (the language orders it). */
char           *tt_ora_good_amount         (int             n,
                                            OraGood         good);
/* A card's name in the interface language (the card set has both). */
const char     *tt_ora_card_label          (const OraCard  *card);

G_END_DECLS
