/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-page.h — the editor page of one tile: large live drawing, its
 * four rotations, every property, and the validator's words about it */
#pragma once

#include <adwaita.h>

#include "carcassonne/tt-tile-set.h"
#include "tt-tile-view.h"

G_BEGIN_DECLS

#define TT_TYPE_TILE_PAGE (tt_tile_page_get_type ())
G_DECLARE_FINAL_TYPE (TtTilePage, tt_tile_page, TT, TILE_PAGE, AdwBin)

GtkWidget  *tt_tile_page_new          (void);
void        tt_tile_page_set_tile     (TtTilePage *self,
                                       TtTileSet  *set,
                                       guint       index);
guint       tt_tile_page_get_index    (TtTilePage *self);
TtTileView *tt_tile_page_get_view     (TtTilePage *self);

G_END_DECLS
