/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-editor-map.h — the hex map of the Catan board editor
 *
 * Draws a board draft (which may not be playable yet) with the shared
 * Catan painter's terrain pictures, number tokens, harbours on the coast and
 * the robber's start, plus the sea hexes around the land where new land
 * can be painted. A click or tap says which hex was hit and which of its
 * six sides (NE E SE SW W NW) was nearest: the editor applies its tool.
 *
 * From the keyboard: the arrow keys move a focus hex (drawn outlined), ","
 * and "." turn its focus side, Enter or Space applies the tool there
 * ("pressed"), and letter and digit keys ask for a tool at the focus hex
 * ("apply-tool": H F P G M D terrain, S sea, 2–6 8 9 0(10) or [ ] a number
 * token, Delete no token, A a harbour, Shift+A none, R the robber).
 */
#pragma once

#include <gtk/gtk.h>

#include "catan/tt-catan-board-document.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_BOARD_EDITOR_MAP (tt_catan_board_editor_map_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanBoardEditorMap, tt_catan_board_editor_map, TT, CATAN_BOARD_EDITOR_MAP, GtkWidget)

GtkWidget *tt_catan_board_editor_map_new          (void);
void       tt_catan_board_editor_map_set_document (TtCatanBoardEditorMap *self,
                                                   TtCatanBoardDocument  *document);
/* The widget point (x, y) as a hex and its nearest side; FALSE off the map. */
gboolean   tt_catan_board_editor_map_pick         (TtCatanBoardEditorMap *self,
                                                   double                 x,
                                                   double                 y,
                                                   int                   *q,
                                                   int                   *r,
                                                   int                   *side);
/* Where hex q,r (or its side, side ≥ 0) is drawn, in widget coordinates. */
void       tt_catan_board_editor_map_locate       (TtCatanBoardEditorMap *self,
                                                   int                    q,
                                                   int                    r,
                                                   int                    side,
                                                   double                *x,
                                                   double                *y);

/* The focus hex and side of the keyboard. */
void       tt_catan_board_editor_map_get_focus    (TtCatanBoardEditorMap *self,
                                                   int                   *q,
                                                   int                   *r,
                                                   int                   *side);
void       tt_catan_board_editor_map_set_focus    (TtCatanBoardEditorMap *self,
                                                   int                    q,
                                                   int                    r,
                                                   int                    side);

G_END_DECLS
