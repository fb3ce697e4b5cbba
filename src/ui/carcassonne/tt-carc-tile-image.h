/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-tile-image.h — one tile picture as a widget (side panel, sheets) */
#pragma once

#include <gtk/gtk.h>

#include "carcassonne/carc-tileset.h"

G_BEGIN_DECLS

#define TT_TYPE_CARC_TILE_IMAGE (tt_carc_tile_image_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcTileImage, tt_carc_tile_image, TT, CARC_TILE_IMAGE, GtkWidget)

GtkWidget *tt_carc_tile_image_new      (int                size);
/* `def` must stay alive while shown (tile sets and states own theirs); NULL shows an empty slot. */
void       tt_carc_tile_image_set_tile (TtCarcTileImage   *self,
                                        const CarcTileDef *def,
                                        guint              rotation);

G_END_DECLS
