/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-list.h — the seats of a game, as a boxed list
 *
 * One TtPlayerRow per seat of the game (tt_game_get_seats()): colour dot,
 * name, score and a mark on the seat whose turn it is, all following the
 * TtPlayer objects. What each game adds under the name (meeples left,
 * cards in hand, …) comes from a detail function, asked again after every
 * move.
 */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

/* The line under a seat's name, or NULL for none. */
typedef char *(*TtPlayerDetailFunc) (TtGame   *game,
                                     guint     player,
                                     gpointer  user_data);

#define TT_TYPE_PLAYER_LIST (tt_player_list_get_type ())
G_DECLARE_FINAL_TYPE (TtPlayerList, tt_player_list, TT, PLAYER_LIST, AdwBin)

GtkWidget  *tt_player_list_new             (void);
TtGame     *tt_player_list_get_game        (TtPlayerList       *self);
void        tt_player_list_set_game        (TtPlayerList       *self,
                                            TtGame             *game);
void        tt_player_list_set_detail_func (TtPlayerList       *self,
                                            TtPlayerDetailFunc  func,
                                            gpointer            user_data,
                                            GDestroyNotify      destroy);
/* Asks the detail function again (done after each move and undo). */
void        tt_player_list_refresh         (TtPlayerList       *self);
GtkListBox *tt_player_list_get_list_box    (TtPlayerList       *self);

G_END_DECLS
