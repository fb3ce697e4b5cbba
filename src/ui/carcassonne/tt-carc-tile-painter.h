/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-tile-painter.h — draws a Carcassonne tile from its definition
 *
 * Tiles have no bitmaps: the painter turns a tile's shape (what lies on each
 * side and what is connected to what) into vector drawing, so custom tiles
 * from the editor look like the bundled ones. Everything is drawn in the
 * caller's coordinates at the size asked for, so it stays crisp at any zoom.
 * The board, the tile-set editor and the rules browser share this API.
 */
#pragma once

#include <gtk/gtk.h>

#include "carcassonne/carc-tileset.h"

G_BEGIN_DECLS

typedef enum
{
  TT_CARC_EDGE_FIELD,
  TT_CARC_EDGE_ROAD,
  TT_CARC_EDGE_CITY,
  TT_CARC_EDGE_RIVER,
} TtCarcEdge;

typedef enum
{
  TT_CARC_SIDE_N,
  TT_CARC_SIDE_E,
  TT_CARC_SIDE_S,
  TT_CARC_SIDE_W,
} TtCarcSide;

#define TT_CARC_SIDE_BIT(side) (1u << (side))
#define TT_CARC_SHAPE_MAX_FEATURES 8

/* A tile in its canonical orientation (rotation 0), reduced to what the
 * picture needs. Each road, river and city is a mask of the sides it
 * touches; a road or river touching one side ends in the middle. */
typedef struct
{
  guint8   cities[TT_CARC_SHAPE_MAX_FEATURES];
  gboolean city_shield[TT_CARC_SHAPE_MAX_FEATURES];
  guint    n_cities;
  guint8   roads[TT_CARC_SHAPE_MAX_FEATURES];
  guint    n_roads;
  guint8   rivers[TT_CARC_SHAPE_MAX_FEATURES];
  guint    n_rivers;
  gboolean monastery;
  gboolean garden;
  gboolean junction;      /* a village where roads end at the centre */
  guint32  texture_seed;  /* varies the grass between tile kinds */
} TtCarcTileShape;

typedef enum
{
  TT_CARC_PAINT_NONE      = 0,
  TT_CARC_PAINT_DARK      = 1 << 0,  /* dark style: slightly dimmer colours */
  TT_CARC_PAINT_GHOST     = 1 << 1,  /* translucent preview */
  TT_CARC_PAINT_NO_BORDER = 1 << 2,
} TtCarcPaintFlags;

void        tt_carc_tile_shape_from_def  (TtCarcTileShape       *shape,
                                          const CarcTileDef     *def);

TtCarcEdge  tt_carc_tile_shape_get_edge  (const TtCarcTileShape *shape,
                                          TtCarcSide             side);
TtCarcEdge  tt_carc_tile_shape_get_edge_rotated (const TtCarcTileShape *shape,
                                                 int                    rotation,
                                                 TtCarcSide             board_side);

void        tt_carc_tile_painter_draw    (GtkSnapshot           *snapshot,
                                          const TtCarcTileShape *shape,
                                          int                    rotation,
                                          const graphene_rect_t *bounds,
                                          TtCarcPaintFlags       flags);
void        tt_carc_tile_painter_draw_cairo (cairo_t               *cr,
                                             const TtCarcTileShape *shape,
                                             int                    rotation,
                                             double                 size,
                                             TtCarcPaintFlags       flags);

/* The same from an engine tile definition. */
void        tt_carc_tile_painter_draw_def (GtkSnapshot          *snapshot,
                                           const CarcTileDef    *def,
                                           int                   rotation,
                                           const graphene_rect_t *bounds,
                                           TtCarcPaintFlags      flags);

/* Tints local feature `feature` of `def` (a CarcFeatureDef index), e.g. to
 * show a whole connected feature across the board. */
void        tt_carc_tile_painter_tint_feature (cairo_t           *cr,
                                               const CarcTileDef *def,
                                               int                rotation,
                                               double             size,
                                               guint              feature,
                                               const GdkRGBA     *color);

/* Where a figure stands for a segment name of the record format ("N",
 * "NNW", "C", ...) given in board orientation; (0,0)-(1,1) tile units. */
gboolean    tt_carc_segment_point        (const TtCarcTileShape *shape,
                                          int                    rotation,
                                          const char            *segment,
                                          double                *x,
                                          double                *y);

/* Figures are centred on (x, y), `height` tall: a meeple standing, or
 * lying on its side (a farmer) about the same middle; the abbot is a
 * figure of its own (robe and hood), standing. */
void        tt_carc_paint_abbot          (GtkSnapshot           *snapshot,
                                          double                 x,
                                          double                 y,
                                          double                 height,
                                          const GdkRGBA         *color);
void        tt_carc_paint_abbot_cairo    (cairo_t               *cr,
                                          double                 x,
                                          double                 y,
                                          double                 height,
                                          const GdkRGBA         *color);
void        tt_carc_paint_meeple         (GtkSnapshot           *snapshot,
                                          double                 x,
                                          double                 y,
                                          double                 height,
                                          const GdkRGBA         *color,
                                          gboolean               lying);
void        tt_carc_paint_meeple_cairo   (cairo_t               *cr,
                                          double                 x,
                                          double                 y,
                                          double                 height,
                                          const GdkRGBA         *color,
                                          gboolean               lying);

/* The five classic colours by their record names ("red", "blue", ...). */
gboolean    tt_carc_player_color         (const char            *name,
                                          GdkRGBA               *color);

G_END_DECLS
