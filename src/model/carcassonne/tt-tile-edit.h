/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-edit.h — editing operations on one Carcassonne tile definition
 *
 * These work on a CarcTileDef in place and keep it self-consistent: the
 * features that end at a side always match the side's kind, city features
 * own the halves of their sides, and the fields are worked out again from
 * the roads, cities and rivers after every change of shape. The editor's
 * TtTileSet wraps each of them into an undoable step.
 */
#pragma once

#include "carcassonne/carc-tileset.h"

G_BEGIN_DECLS

/* The position of a half (0..7, clockwise from NNW) as a CarcSegment. */
#define TT_HALF_SEGMENT(h) ((CarcSegment) (CARC_SEG_NNW + (h)))

typedef enum
{
  TT_TILE_CENTRE_NONE = 0,
  TT_TILE_CENTRE_MONASTERY,
  TT_TILE_CENTRE_GARDEN,
} TtTileCentre;

CarcSideKind  tt_side_kind_next           (CarcSideKind    kind);

void          tt_tile_def_set_side        (CarcTileDef    *tile,
                                           CarcDirection   side,
                                           CarcSideKind    kind);
gboolean      tt_tile_def_sides_joined    (const CarcTileDef *tile,
                                           CarcDirection   a,
                                           CarcDirection   b);
gboolean      tt_tile_def_join_sides      (CarcTileDef    *tile,
                                           CarcDirection   a,
                                           CarcDirection   b);
gboolean      tt_tile_def_split_side      (CarcTileDef    *tile,
                                           CarcDirection   side);
gboolean      tt_tile_def_set_shields     (CarcTileDef    *tile,
                                           CarcDirection   city_side,
                                           guint           shields);
TtTileCentre  tt_tile_def_get_centre      (const CarcTileDef *tile);
void          tt_tile_def_set_centre      (CarcTileDef    *tile,
                                           TtTileCentre    centre);
void          tt_tile_def_set_junction    (CarcTileDef    *tile,
                                           gboolean        junction);

void          tt_tile_def_derive_fields   (CarcTileDef    *tile);
int           tt_tile_def_field_of_half   (const CarcTileDef *tile,
                                           guint           half);
gboolean      tt_tile_def_split_half      (CarcTileDef    *tile,
                                           guint           half);
gboolean      tt_tile_def_join_halves     (CarcTileDef    *tile,
                                           guint           a,
                                           guint           b);

G_END_DECLS
