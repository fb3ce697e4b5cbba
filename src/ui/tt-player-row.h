/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-row.h — one seat in the player list: colour, name, a game's
 * detail line (pieces left), score, and whether it is that seat's turn */
#pragma once

#include <gtk/gtk.h>

#include "tt-player.h"

G_BEGIN_DECLS

#define TT_TYPE_PLAYER_ROW (tt_player_row_get_type ())
G_DECLARE_FINAL_TYPE (TtPlayerRow, tt_player_row, TT, PLAYER_ROW, GtkListBoxRow)

GtkWidget  *tt_player_row_new        (TtPlayer    *player);
TtPlayer   *tt_player_row_get_player (TtPlayerRow *self);
/* The line under the name (NULL hides it). */
void        tt_player_row_set_detail (TtPlayerRow *self,
                                      const char  *detail);
const char *tt_player_row_get_detail (TtPlayerRow *self);

G_END_DECLS
