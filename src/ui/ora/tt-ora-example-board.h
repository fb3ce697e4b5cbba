/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-example-board.h — Ora et Labora's board for the rules browser's examples
 *
 * A TtExampleBoard: shows the production wheel and every player's
 * landscape of a game (its "game" property, any TtGame whose state is an
 * OraState), drawn with the Ora painter; marks the cells the last step
 * changed (built on, cleared, or a clergyman placed) and says what each
 * seat has built. It never takes input.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TT_TYPE_ORA_EXAMPLE_BOARD (tt_ora_example_board_get_type ())
G_DECLARE_FINAL_TYPE (TtOraExampleBoard, tt_ora_example_board, TT, ORA_EXAMPLE_BOARD, GtkWidget)

GtkWidget    *tt_ora_example_board_new          (void);
/* The position shown (an OraState), NULL before a game is set. */
gconstpointer tt_ora_example_board_get_state    (TtOraExampleBoard *self);
/* How many cells of all landscapes the last step marked. */
guint         tt_ora_example_board_get_n_marked (TtOraExampleBoard *self);

/* Ora et Labora's rules in the browser: lists the rules document, names
 * this board for the examples on the game's TtGameInfo (when registered)
 * and draws the catalogue's buildings and settlements. Call it from Ora
 * et Labora's UI register, after the model registered "ora". */
void          tt_ora_rules_ui_register          (void);

G_END_DECLS
