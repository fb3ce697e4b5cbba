/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-editor.h — the Catan board editor of the Editor view: the
 * list of boards (bundled ones read-only, the user's own in
 * $XDG_DATA_HOME/tabletop/boards) and a board's hex map with its tools,
 * on the shared editor shell (undo/redo of the open board, toasts)
 *
 * Play with this board: tt_editor_shell_play_document() hands the open
 * TtCatanBoardDocument to Catan's options widget (TtGameOptions
 * set_document), which puts the board in the new game's record.
 */
#pragma once

#include <adwaita.h>

#include "catan/tt-catan-board-document.h"
#include "tt-game-info.h"
#include "ui/tt-editor-shell.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_BOARD_EDITOR (tt_catan_board_editor_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanBoardEditor, tt_catan_board_editor, TT, CATAN_BOARD_EDITOR, TtEditorShell)

/* `directory` NULL: $XDG_DATA_HOME/tabletop/boards. */
GtkWidget            *tt_catan_board_editor_new        (const char           *directory);
void                  tt_catan_board_editor_open       (TtCatanBoardEditor   *self,
                                                        TtCatanBoardDocument *document);
TtCatanBoardDocument *tt_catan_board_editor_get_document (TtCatanBoardEditor *self);
/* The map, for tests. */
GtkWidget            *tt_catan_board_editor_get_map    (TtCatanBoardEditor   *self);
/* The tool a press on the map applies: a terrain (CatanTerrain), or one of
 * the TT_CATAN_BOARD_TOOL_* below; `value` is the number or harbour kind. */
enum
{
  TT_CATAN_BOARD_TOOL_SEA = CATAN_N_TERRAINS,
  TT_CATAN_BOARD_TOOL_NUMBER,
  TT_CATAN_BOARD_TOOL_HARBOUR,
  TT_CATAN_BOARD_TOOL_ROBBER,
};
void                  tt_catan_board_editor_set_tool   (TtCatanBoardEditor   *self,
                                                        int                   tool,
                                                        int                   value);


G_END_DECLS
