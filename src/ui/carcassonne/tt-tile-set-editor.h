/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-editor.h — the Carcassonne tile-set editor of the Editor view:
 * the list of sets, a set's tile grid and a tile's page, on the shared
 * editor shell (toolbar, undo/redo of the open set, toasts) */
#pragma once

#include <adwaita.h>

#include "carcassonne/tt-tile-set-library.h"
#include "ui/tt-editor-shell.h"

G_BEGIN_DECLS

#define TT_TYPE_TILE_SET_EDITOR (tt_tile_set_editor_get_type ())
G_DECLARE_FINAL_TYPE (TtTileSetEditor, tt_tile_set_editor, TT, TILE_SET_EDITOR, TtEditorShell)

GtkWidget *tt_tile_set_editor_new        (TtTileSetLibrary *library);
void       tt_tile_set_editor_open_set   (TtTileSetEditor  *self,
                                          TtTileSet        *set);
void       tt_tile_set_editor_open_tile  (TtTileSetEditor  *self,
                                          guint             index);
TtTileSet *tt_tile_set_editor_get_set    (TtTileSetEditor  *self);
GtkWidget *tt_tile_set_editor_get_tile_page (TtTileSetEditor *self);
/* "sets", "set" or "tile" */
const char *tt_tile_set_editor_get_shown (TtTileSetEditor  *self);


G_END_DECLS
