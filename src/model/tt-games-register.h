/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-games-register.h — registers every game's TtGameInfo
 *
 * The GUI, the CLI and the tests call tt_games_register_all() once before
 * opening a game; calling it again does nothing. The UI then attaches its
 * widget types (see tt-game-info.h).
 */
#pragma once

#include "tt-game-info.h"

G_BEGIN_DECLS

void tt_games_register_all (void);

G_END_DECLS
