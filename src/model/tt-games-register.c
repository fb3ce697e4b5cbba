/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-games-register.c — the one shared file that names every game
 *
 * Each game's model folder has a register function that fills its
 * TtGameInfo; add one line here for a new game, in the order the games
 * appear on the Play page.
 */
#include "config.h"

#include "tt-games-register.h"
#include "carcassonne/tt-carcassonne-game-info.h"
#include "catan/tt-catan-game-info.h"

void
tt_games_register_all (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  tt_carcassonne_game_info_register ();
  tt_catan_game_info_register ();
  g_once_init_leave (&done, 1);
}
