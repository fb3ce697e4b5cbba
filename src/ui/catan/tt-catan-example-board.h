/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-example-board.h — Catan's board for the rules browser's examples
 *
 * A TtExampleBoard: shows the position of a game (its "game" property, any
 * TtGame whose state is a CatanState) on a TtCatanBoard, marks the places
 * the last step built on or moved the robber to, and says what each seat
 * holds. It never takes input.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TT_TYPE_CATAN_EXAMPLE_BOARD (tt_catan_example_board_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanExampleBoard, tt_catan_example_board, TT, CATAN_EXAMPLE_BOARD, GtkWidget)

GtkWidget *tt_catan_example_board_new       (void);
/* The board inside, for tests: its state is what the example shows. */
GtkWidget *tt_catan_example_board_get_board (TtCatanExampleBoard *self);

/* Catan's rules in the browser: lists the rules document, names this board
 * for the examples on Catan's TtGameInfo (when registered) and draws the
 * catalogue's development and progress cards. Call it from Catan's UI
 * register, after the model registered "catan". */
void       tt_catan_rules_ui_register       (void);

G_END_DECLS
