/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-prompt.h — what the Catan view asks under the board
 *
 * One line for whoever acts: the phase's question (place a settlement,
 * roll, discard, answer an offer, what Cities & Knights asks of a player),
 * the question of the move draft once the person has begun a move, or
 * who is thinking or being waited for; and the barbarians' track.
 */
#pragma once

#include "catan/tt-catan-game.h"
#include "tt-move-draft.h"

G_BEGIN_DECLS

char *tt_catan_prompt_text (TtCatanGame      *game,
                            TtMoveDraft      *draft);
/* Cities & Knights: the barbarian ship and the event die; NULL in the
 * base game. */
char *tt_catan_status_text (const CatanState *state);

G_END_DECLS
