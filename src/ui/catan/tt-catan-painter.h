/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-painter.h — draws a Catan board and its pieces from the engine's data
 *
 * The board has no bitmaps: every land hex gets a picture of what it
 * produces (bricks, trees, sheep, wheat, mountains, dunes) drawn in vectors,
 * its number token with the pips that tell how likely the roll is, and the
 * sea frame with the harbours where the board data puts them. Pieces and
 * the marks of legal places are drawn on top. Everything is in board units
 * (a hex has a circumradius of 1, hex "0,0" is at the origin); the caller
 * scales. The play view's board, the rules browser and the board editor
 * share this code, so a board looks the same everywhere.
 */
#pragma once

#include <gtk/gtk.h>

#include "catan/catan-state.h"

G_BEGIN_DECLS

typedef enum
{
  TT_CATAN_PAINT_NONE     = 0,
  TT_CATAN_PAINT_DARK     = 1 << 0,  /* dark style: dimmer land, darker sea */
  TT_CATAN_PAINT_NO_SEA   = 1 << 1,  /* land only (thumbnails) */
} TtCatanPaintFlags;

/* Places to mark for the person whose turn it is, one bit per index. */
typedef struct
{
  guint64 corners[(CATAN_MAX_CORNERS + 63) / 64];  /* orange dots */
  guint64 edges[(CATAN_MAX_EDGES + 63) / 64];      /* orange dashes */
  guint64 hexes[(CATAN_MAX_HEXES + 63) / 64];      /* orange outlines */
  int     focus_kind;                              /* TT_CATAN_PLACE_*, or -1 */
  int     focus_index;                             /* keyboard focus / hover */
} TtCatanMarks;

typedef enum
{
  TT_CATAN_PLACE_HEX,
  TT_CATAN_PLACE_CORNER,
  TT_CATAN_PLACE_EDGE,
} TtCatanPlaceKind;

void      tt_catan_marks_clear         (TtCatanMarks      *marks);
void      tt_catan_marks_add           (TtCatanMarks      *marks,
                                        TtCatanPlaceKind   kind,
                                        int                index);
gboolean  tt_catan_marks_has           (const TtCatanMarks *marks,
                                        TtCatanPlaceKind   kind,
                                        int                index);
guint     tt_catan_marks_count         (const TtCatanMarks *marks,
                                        TtCatanPlaceKind   kind);

/* Geometry in board units. */
void      tt_catan_hex_center          (int                q,
                                        int                r,
                                        double            *x,
                                        double            *y);
void      tt_catan_corner_point        (const CatanBoard  *board,
                                        int                corner,
                                        double            *x,
                                        double            *y);
void      tt_catan_edge_points         (const CatanBoard  *board,
                                        int                edge,
                                        double            *x0,
                                        double            *y0,
                                        double            *x1,
                                        double            *y1);
/* The board's extent including its sea frame. */
void      tt_catan_board_extent        (const CatanBoard  *board,
                                        graphene_rect_t   *rect);
/* The nearest place of `kind` within `radius` board units of (x, y), or -1. */
int       tt_catan_pick                (const CatanBoard  *board,
                                        TtCatanPlaceKind   kind,
                                        double             x,
                                        double             y,
                                        double             radius);

/* Pips under a number token: how many of the 36 rolls of two dice give it. */
guint     tt_catan_number_pips         (guint              number);
/* The colour a resource is drawn in (cards, harbours, the trade dialog). */
void      tt_catan_resource_color      (int                card,
                                        GdkRGBA           *color);

/* The board (terrain, numbers, sea, harbours), then the pieces of `state`
 * (NULL: the bare board), then `marks` (may be NULL). `colors` has one
 * colour per player of `state`. The robber's hex is hatched: it produces
 * nothing while the robber stands there. */
void      tt_catan_paint_board         (cairo_t           *cr,
                                        const CatanBoard  *board,
                                        const CatanState  *state,
                                        const GdkRGBA     *colors,
                                        const TtCatanMarks *marks,
                                        TtCatanPaintFlags  flags);

/* Single pieces, for the name plates, the build bar and the rules. */
void      tt_catan_paint_settlement    (cairo_t           *cr,
                                        double             x,
                                        double             y,
                                        double             size,
                                        const GdkRGBA     *color);
void      tt_catan_paint_city          (cairo_t           *cr,
                                        double             x,
                                        double             y,
                                        double             size,
                                        const GdkRGBA     *color);
void      tt_catan_paint_road          (cairo_t           *cr,
                                        double             x0,
                                        double             y0,
                                        double             x1,
                                        double             y1,
                                        double             width,
                                        const GdkRGBA     *color);
void      tt_catan_paint_knight        (cairo_t           *cr,
                                        double             x,
                                        double             y,
                                        double             size,
                                        guint              level,
                                        gboolean           active,
                                        const GdkRGBA     *color);
void      tt_catan_paint_terrain       (cairo_t           *cr,
                                        CatanTerrain       terrain,
                                        double             x,
                                        double             y,
                                        double             radius,
                                        TtCatanPaintFlags  flags);
/* A resource or commodity card `card` (a CatanCard) filling the box at
 * (x, y), `width` by `height`: its colour with a pictogram of what it is
 * (bricks, a tree, a sheep, wheat, a mountain, a scroll, a bolt of cloth,
 * a coin), so it is told apart by shape as well as by colour. */
void      tt_catan_paint_card          (cairo_t           *cr,
                                        int                card,
                                        double             x,
                                        double             y,
                                        double             width,
                                        double             height,
                                        TtCatanPaintFlags  flags);

G_END_DECLS
