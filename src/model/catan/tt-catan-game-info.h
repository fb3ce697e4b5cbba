/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-info.h — Catan's TtGameInfo (model half)
 *
 * Called by tt_games_register_all(); the UI attaches its widget types
 * afterwards (ui/catan/tt-catan-register.c).
 */
#pragma once

#include "tt-game-info.h"

G_BEGIN_DECLS

#define TT_CATAN_GAME_ID "catan"

/* Registers "catan" with its model, rules table, colours, rules document
 * and, once the engine has computer players, their levels; returns the
 * info (owned by the registry). */
TtGameInfo *tt_catan_game_info_register (void);

G_END_DECLS
