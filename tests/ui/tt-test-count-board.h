/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-count-board.h — the test counting game's board: the counter
 * and a button for each move ("+1", "+2"); the only UI code the game has */
#pragma once

#include <adwaita.h>

#include "tt-test-count-game.h"

G_BEGIN_DECLS

#define TT_TYPE_TEST_COUNT_BOARD (tt_test_count_board_get_type ())
G_DECLARE_FINAL_TYPE (TtTestCountBoard, tt_test_count_board, TT, TEST_COUNT_BOARD, AdwBin)

/* Clicks "+amount" as a person would; FALSE when the button is insensitive. */
gboolean tt_test_count_board_click (TtTestCountBoard *self,
                                    guint             amount);

G_END_DECLS
