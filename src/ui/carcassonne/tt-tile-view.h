/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-view.h — one tile of a TtTileSet, drawn from its definition
 *
 * Redraws itself whenever the set changes. An interactive view lets the
 * user click a side to cycle its kind, the centre to cycle monastery /
 * garden / nothing, and a field half to select it for splitting and
 * joining fields.
 */
#pragma once

#include <gtk/gtk.h>

#include "carcassonne/tt-tile-set.h"

G_BEGIN_DECLS

#define TT_TYPE_TILE_VIEW (tt_tile_view_get_type ())
G_DECLARE_FINAL_TYPE (TtTileView, tt_tile_view, TT, TILE_VIEW, GtkWidget)

typedef enum
{
  TT_TILE_SPOT_NONE,
  TT_TILE_SPOT_SIDE,
  TT_TILE_SPOT_HALF,
  TT_TILE_SPOT_CENTRE,
} TtTileSpot;

GtkWidget  *tt_tile_view_new               (TtTileSet   *set,
                                            guint        index,
                                            int          rotation,
                                            gboolean     interactive);
void        tt_tile_view_set_tile          (TtTileView  *self,
                                            TtTileSet   *set,
                                            guint        index);
guint       tt_tile_view_get_index         (TtTileView  *self);
int         tt_tile_view_get_selected_half (TtTileView  *self);
void        tt_tile_view_set_selected_half (TtTileView  *self,
                                            int          half);
guint       tt_tile_view_get_n_draws       (TtTileView  *self);

/* What a click at (x, y) in widget coordinates would hit; `which` is the
 * side (0..3) or half (0..7). */
TtTileSpot  tt_tile_view_spot_at           (TtTileView  *self,
                                            double       x,
                                            double       y,
                                            guint       *which);
/* The same as a click on that spot. */
void        tt_tile_view_activate_spot     (TtTileView  *self,
                                            TtTileSpot   spot,
                                            guint        which);

/* Field corrections on the selected half: join its field with the field
 * of `half` (Shift+click), or split it off into a field of its own (S). */
gboolean    tt_tile_view_join_with_selected (TtTileView *self,
                                             guint       half);
gboolean    tt_tile_view_split_selected     (TtTileView *self);

G_END_DECLS
