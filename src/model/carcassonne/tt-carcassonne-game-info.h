/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game-info.h — Carcassonne's TtGameInfo (model half)
 *
 * Called by tt_games_register_all(); the UI attaches its widget types
 * afterwards (ui/carcassonne/tt-carcassonne-register.c).
 */
#pragma once

#include "tt-game-info.h"

G_BEGIN_DECLS

#define TT_CARCASSONNE_GAME_ID "carcassonne"

/* Registers "carcassonne" with its model, computer levels (easy, normal,
 * hard), hint, rules document and tile-set editor document; returns the
 * info (owned by the registry). */
TtGameInfo *tt_carcassonne_game_info_register (void);

G_END_DECLS
