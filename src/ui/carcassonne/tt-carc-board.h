/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board.h — the Carcassonne board: tiles, figures, placement
 *
 * Draws the game's board from the tile definitions and lets the current
 * person lay the drawn tile and choose a figure spot with the pointer or
 * the keyboard: the cells it marks are the game's move draft's, a click
 * takes the draft's cell and rotation, a spot its figure, and the move
 * is committed through the draft. It calls TtCarcassonneGame and the
 * draft, and redraws on their signals.
 */
#pragma once

#include <gtk/gtk.h>

#include "carcassonne/tt-carcassonne-game.h"

G_BEGIN_DECLS

#define TT_TYPE_CARC_BOARD (tt_carc_board_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcBoard, tt_carc_board, TT, CARC_BOARD, GtkWidget)

GtkWidget         *tt_carc_board_new            (void);
void               tt_carc_board_set_game       (TtCarcBoard       *self,
                                                 TtCarcassonneGame *game);
TtCarcassonneGame *tt_carc_board_get_game       (TtCarcBoard       *self);

/* The rotation (quarter turns) the drawn tile is shown and laid in. */
guint              tt_carc_board_get_rotation   (TtCarcBoard       *self);
void               tt_carc_board_set_rotation   (TtCarcBoard       *self,
                                                 guint              rotation);
void               tt_carc_board_rotate         (TtCarcBoard       *self,
                                                 int                quarter_turns);

/* Same as a click on the cell: lays the tile in the current rotation, or
 * in the first that fits. FALSE if it fits in none; then the board emits
 * "placement-refused" (x, y), for a "why?" in the view. */
gboolean           tt_carc_board_activate_cell  (TtCarcBoard       *self,
                                                 int                x,
                                                 int                y);
/* Chooses figure spot `index` of the laid tile (-1 = no figure) and
 * plays the move. */
gboolean           tt_carc_board_choose_spot    (TtCarcBoard       *self,
                                                 int                index);
/* Plays the laid tile with the abbot called back. */
gboolean           tt_carc_board_recall_abbot   (TtCarcBoard       *self);
/* Takes back the cell, rotation and figure chosen this turn; FALSE when
 * none was. */
gboolean           tt_carc_board_take_back      (TtCarcBoard       *self);
/* Where the move draft has laid the drawn tile, if it has. */
gboolean           tt_carc_board_get_pending    (TtCarcBoard       *self,
                                                 CarcPlacement     *placement);
/* Marks spot `index` (-1: no figure) as chosen and shows its feature,
 * like Tab does; Enter then confirms it. */
void               tt_carc_board_select_spot    (TtCarcBoard       *self,
                                                 int                index);
guint              tt_carc_board_get_n_legal_cells (TtCarcBoard    *self);

void               tt_carc_board_zoom           (TtCarcBoard       *self,
                                                 double             factor);
void               tt_carc_board_fit            (TtCarcBoard       *self);
void               tt_carc_board_center_on      (TtCarcBoard       *self,
                                                 int                x,
                                                 int                y);
/* Moves the view by (dx, dy) pixels, as a person dragging it does: the
 * view then stops following play until recentred (or fitted). */
void               tt_carc_board_pan            (TtCarcBoard       *self,
                                                 double             dx,
                                                 double             dy);
/* After each move the view keeps the last tile and the cells where the
 * drawn tile fits in sight (smoothly when animations are on), unless the
 * person panned or zoomed since; this makes it follow again. */
void               tt_carc_board_recenter       (TtCarcBoard       *self);
/* Brings the tile at (x, y) into view and makes it glow a moment. */
void               tt_carc_board_show_tile      (TtCarcBoard       *self,
                                                 int                x,
                                                 int                y);
/* The tile tt_carc_board_show_tile() last showed, if any. */
gboolean           tt_carc_board_get_shown_tile (TtCarcBoard       *self,
                                                 int               *x,
                                                 int               *y);
gboolean           tt_carc_board_get_following  (TtCarcBoard       *self);
gboolean           tt_carc_board_cell_in_view   (TtCarcBoard       *self,
                                                 int                x,
                                                 int                y);
double             tt_carc_board_get_scale      (TtCarcBoard       *self);

/* Shows a feature (CarcFeaturePart array) with points beside it for a
 * moment; the view calls this for scoring events. */
void               tt_carc_board_flash          (TtCarcBoard       *self,
                                                 GArray            *parts,
                                                 const GdkRGBA     *color,
                                                 const char        *label,
                                                 guint              duration_ms);
/* Highlights a feature until cleared (NULL parts). */
void               tt_carc_board_set_highlight  (TtCarcBoard       *self,
                                                 GArray            *parts,
                                                 const GdkRGBA     *color,
                                                 const char        *label);
/* TRUE while a computer's newly laid tile is settling in. */
gboolean           tt_carc_board_is_animating_tile (TtCarcBoard    *self);

G_END_DECLS
