/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board.h — the Catan board widget
 *
 * Shows a copy of a game state with the places the person may use now
 * marked (orange dots on corners, orange dashes on edges, orange outlines
 * on hexes). Pointer and keyboard choose among the marked places: the
 * widget emits "place-activated" for a marked place and "place-refused"
 * for any other, so the view can say why. It never applies a move itself;
 * the play view turns an activated place into a move for the model.
 *
 * Keys: arrows move between marked places, Enter or Space activates, and
 * Tab leaves the board.
 */
#pragma once

#include <gtk/gtk.h>

#include "tt-catan-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_BOARD (tt_catan_board_get_type ())

G_DECLARE_FINAL_TYPE (TtCatanBoard, tt_catan_board, TT, CATAN_BOARD, GtkWidget)

GtkWidget *tt_catan_board_new             (void);

/* Shows `state` (copied; NULL clears the board) in the given player
 * colours, one per player of the state. */
void       tt_catan_board_set_state       (TtCatanBoard       *self,
                                           const CatanState   *state,
                                           const GdkRGBA      *colors);
const CatanState *tt_catan_board_get_state (TtCatanBoard      *self);
/* Only the terrain, numbers and harbours (the board editor, rules). */
void       tt_catan_board_set_board       (TtCatanBoard       *self,
                                           CatanBoard         *board);

/* Where a hex's centre is drawn, in the widget's coordinates (FALSE
 * before the widget has a size). */
gboolean   tt_catan_board_get_hex_point   (TtCatanBoard       *self,
                                           int                 hex,
                                           double             *x,
                                           double             *y);

void       tt_catan_board_set_marks       (TtCatanBoard       *self,
                                           const TtCatanMarks *marks);
const TtCatanMarks *tt_catan_board_get_marks (TtCatanBoard    *self);

/* Marks the places where `actions` (CatanAction) of `type` by `player`
 * would act; -1 for any player. Returns how many were marked. */
guint      tt_catan_marks_from_actions    (TtCatanMarks       *marks,
                                           const GArray       *actions,
                                           CatanActionType     type,
                                           int                 player);

/* What a pointer click or Enter on the place does: emits
 * "place-activated" (kind, index) when it is marked, otherwise
 * "place-refused" (kind, index). Returns whether it was marked. */
gboolean   tt_catan_board_activate        (TtCatanBoard       *self,
                                           TtCatanPlaceKind    kind,
                                           int                 index);
/* Keyboard focus among the marked places. */
void       tt_catan_board_focus_place     (TtCatanBoard       *self,
                                           TtCatanPlaceKind    kind,
                                           int                 index);
gboolean   tt_catan_board_get_focus_place (TtCatanBoard       *self,
                                           TtCatanPlaceKind   *kind,
                                           int                *index);
/* Moves the focus to the nearest marked place in direction (dx, dy). */
gboolean   tt_catan_board_move_focus      (TtCatanBoard       *self,
                                           int                 dx,
                                           int                 dy);

/* A readable name of a place for screen readers and tooltips, e.g.
 * "Corner 0,0,N, between forest 11 and hills 6". */
char      *tt_catan_board_describe_place  (const CatanBoard   *board,
                                           const CatanState   *state,
                                           TtCatanPlaceKind    kind,
                                           int                 index);

G_END_DECLS
