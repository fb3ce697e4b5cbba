/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-new-game-page.h — the page that sets up a new game of any game
 *
 * Seats come from the game's TtGameInfo: how many (its rules' minimum and
 * maximum), each with a name, a colour and who plays it (a person or one
 * of the game's computer levels). Below them goes the game's own options
 * widget (TtGameOptions, the type its TtGameInfo names), then a seed for
 * reproducible games. The last seats are remembered in the GSettings key
 * "GAME-players" when the schema has one.
 *
 * "start" (also the Start button) creates and starts the game and shows
 * its play view in place of the page; tt_new_game_page_create_game() does
 * the first half alone.
 */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_NEW_GAME_PAGE (tt_new_game_page_get_type ())
G_DECLARE_FINAL_TYPE (TtNewGamePage, tt_new_game_page, TT, NEW_GAME_PAGE, AdwBin)

GtkWidget  *tt_new_game_page_new              (TtGameInfo    *info);
TtGameInfo *tt_new_game_page_get_info         (TtNewGamePage *self);
/* The game's options widget, or NULL when it has none. */
GtkWidget  *tt_new_game_page_get_options      (TtNewGamePage *self);
guint       tt_new_game_page_get_n_players    (TtNewGamePage *self);
void        tt_new_game_page_set_n_players    (TtNewGamePage *self,
                                               guint          n_players);
void        tt_new_game_page_set_player       (TtNewGamePage *self,
                                               guint          player,
                                               const char    *name,
                                               const char    *color);
/* "human" or "computer:LEVEL" (a level of the game's TtGameInfo). */
gboolean    tt_new_game_page_set_player_kind  (TtNewGamePage *self,
                                               guint          player,
                                               const char    *kind);
void        tt_new_game_page_set_seed         (TtNewGamePage *self,
                                               const char    *seed);
/* A started game from what the page shows; also remembers the setup. On
 * error the page shows the message too. */
TtGame     *tt_new_game_page_create_game      (TtNewGamePage *self,
                                               GError       **error);

G_END_DECLS
