/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-page.h — one tile set: its tiles drawn in a grid with their
 * counts, the total, and whether the set can be played */
#pragma once

#include <adwaita.h>

#include "carcassonne/tt-tile-set.h"

G_BEGIN_DECLS

#define TT_TYPE_TILE_SET_PAGE (tt_tile_set_page_get_type ())
G_DECLARE_FINAL_TYPE (TtTileSetPage, tt_tile_set_page, TT, TILE_SET_PAGE, AdwBin)

GtkWidget  *tt_tile_set_page_new      (void);
void        tt_tile_set_page_set_set  (TtTileSetPage *self,
                                       TtTileSet     *set);
TtTileSet  *tt_tile_set_page_get_set  (TtTileSetPage *self);
/* Removes tile `index` and shows a toast with Undo for a while (returned,
 * owned by the editor's toast overlay; NULL when nothing was removed). */
AdwToast   *tt_tile_set_page_remove_tile (TtTileSetPage *self,
                                          guint          index);

G_END_DECLS
