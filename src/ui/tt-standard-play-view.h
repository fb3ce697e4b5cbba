/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standard-play-view.h — a whole play view around a game's board
 *
 * For a game whose UI is only a board widget (the type its TtGameInfo
 * names with tt_game_info_set_board_type(); it must have a "game"
 * property): the board, and beside it whose turn it is, undo and redo,
 * the player list and the game log; at the end the results page. The
 * window uses it for any game with a board but no play view of its own,
 * and a game's own view can start from it.
 */
#pragma once

#include "tt-play-view.h"

G_BEGIN_DECLS

#define TT_TYPE_STANDARD_PLAY_VIEW (tt_standard_play_view_get_type ())
G_DECLARE_FINAL_TYPE (TtStandardPlayView, tt_standard_play_view, TT, STANDARD_PLAY_VIEW, TtPlayView)

GtkWidget  *tt_standard_play_view_new      (TtGame             *game);
GtkWidget  *tt_standard_play_view_get_board (TtStandardPlayView *self);
/* "play" or "results" */
const char *tt_standard_play_view_get_page (TtStandardPlayView *self);

G_END_DECLS
