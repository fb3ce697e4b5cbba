/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-attack.h — a barbarian attack, told step by step
 *
 * A card over the board (public: it shows above the privacy screen) that
 * tells the last attack from its events: the ship lands, its strength
 * against the knights', who won, and who gains or loses. With animations
 * on the steps come one by one, else all at once. The view's
 * "catan.dismiss-attack" action (the card's Continue button) hides it, and
 * so does the next move a person makes: once read it leaves the board.
 */
#pragma once

#include <adwaita.h>

#include "catan/catan-state.h"
#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_ATTACK (tt_catan_attack_get_type ())

G_DECLARE_FINAL_TYPE (TtCatanAttack, tt_catan_attack, TT, CATAN_ATTACK, AdwBin)

/* After a move: when its `events` (CatanEvent) hold an attack, shows it;
 * `state` is the state after the move, `game` names the players. A move of
 * a person without an attack hides the card. */
void  tt_catan_attack_tell     (TtCatanAttack    *self,
                                const CatanState *state,
                                TtGame           *game,
                                GArray           *events);
/* Hides the card. */
void  tt_catan_attack_dismiss  (TtCatanAttack    *self);
/* The steps shown so far, one a line, or NULL when the card is hidden. */
char *tt_catan_attack_get_text (TtCatanAttack    *self);

G_END_DECLS
