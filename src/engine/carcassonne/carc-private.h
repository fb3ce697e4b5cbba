/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-private.h — the compiled tile table and the state layout, shared by
 * the engine's own files only. */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

#define CARC_NO_FEATURE 0xff
/* A frontier cell's neighbour pattern: side d's CarcSideKind (0: no tile)
 * times 5^d, so 5^4 patterns. */
#define CARC_N_PATTERNS 625

/* One tile type in one orientation, everything in board orientation. */
typedef struct
{
  guint16 sig;               /* side d's CarcSideKind in bits 4d..4d+3 */
  guint8  side_feature[4];   /* local feature at side middle d, or CARC_NO_FEATURE */
  guint8  half_feature[8];   /* local feature at half h */
  guint8  feature_sides[CARC_MAX_FEATURES];   /* side mask per feature */
  guint8  feature_halves[CARC_MAX_FEATURES];  /* half mask per feature */
  guint8  river_sides;
} CarcOrientation;

typedef struct
{
  CarcTileDef     def;        /* strings owned by the table */
  CarcOrientation rot[4];
  guint8          centre;     /* monastery/garden feature or CARC_NO_FEATURE */
  guint8          n_sides[CARC_MAX_FEATURES];
  gboolean        is_river;
  gboolean        from_river_set;
} CarcTileType;

/* An atomic rc box (carc_table_ref/unref). */
typedef struct
{
  char          *tileset_name;
  guint          n_types;
  CarcTileType  *types;
  int            start_type;     /* laid at (0,0) */
  int            last_type;      /* the lake, drawn last of the river tiles; -1 */
  int            main_start_type;
  guint          n_deck;         /* tiles to draw (start excluded) */
  guint          n_river_deck;   /* of which the first n_river_deck are river tiles */
  guint          max_parts;
  guint8        *fit;            /* n_types × CARC_N_PATTERNS: rotations that fit */
  int            dim;            /* grid is dim × dim */
  int            origin;
  gsize          off_placed, off_frontier, off_parts, off_deck, mem_size;
} CarcTable;

typedef struct
{
  gint16  x, y;
  guint16 type;
  guint8  rot;
  guint8  n_neighbours;   /* of the 8 surrounding cells, how many hold a tile */
  gint8   fig_owner;      /* -1: no figure */
  guint8  fig_kind;       /* CARC_ACTION_MEEPLE or CARC_ACTION_ABBOT */
  guint8  fig_segment;
  guint8  fig_feature;
  guint16 part_base;
} CarcPlacedTile;

typedef struct
{
  gint16  x, y;
  guint16 cons;      /* neighbour side kinds facing this cell, 4 bits per side (0: none) */
  guint16 pattern;   /* the same sides as a CARC_N_PATTERNS index */
} CarcFrontier;

enum
{
  CARC_PART_COMPLETED = 1 << 0,
  CARC_PART_SCORED    = 1 << 1,
};

typedef struct
{
  guint16 parent;
  guint16 next;        /* circular list of the members of a set */
  guint16 tile;        /* placed index */
  guint8  local;
  guint8  kind;        /* CarcFeatureKind */
  guint16 cities;      /* a field's adjacent cities: local feature bits (from the tile) */
  /* Meaningful at the root only: */
  gint16  open;        /* unmatched side middles */
  guint8  shields;
  guint8  flags;
  guint8  n_figures;
  guint8  figures[CARC_MAX_PLAYERS];
} CarcPart;

struct _CarcState
{
  CarcTable      *table;
  CarcOptions     options;
  guint           n_players;
  guint           current;
  guint           turn;
  gboolean        finished;
  guint           n_placed;
  guint           n_frontier;
  guint           n_parts;
  guint           deck_pos;
  gint            last_turn;     /* river: the last river tile turned +1 right, -1 left, 0 straight */
  gint            min_x, min_y, max_x, max_y;
  guint           supply[CARC_MAX_PLAYERS];
  gint            abbot_tile[CARC_MAX_PLAYERS];   /* placed index, -1: in supply */
  guint           score[CARC_MAX_PLAYERS][CARC_N_CATEGORIES][CARC_N_PHASES];
  /* Placed indices of the tiles holding a figure, in placing order. */
  guint16         figure_tiles[CARC_MAX_PLAYERS * (CARC_MEEPLES + 1)];
  guint           n_figure_tiles;
  TtRng           rng;
  guint8         *mem;
  guint16        *grid;
  guint16        *grid_centre;   /* cell (0,0): cell_at() is one multiply-add */
  int             grid_dim;      /* table->dim, without following the pointer */
  CarcPlacedTile *placed;
  CarcFrontier   *frontier;
  CarcPart       *parts;
  guint16        *deck;
};

CarcTable *carc_table_ref    (CarcTable *table);
void       carc_table_unref  (CarcTable *table);

/* A figure on the map, for the computer players. */
typedef struct
{
  gint16  x, y;
  guint8  player;
  guint8  kind;      /* CARC_ACTION_MEEPLE or CARC_ACTION_ABBOT */
  guint8  segment;   /* CarcSegment */
  guint16 feature;   /* the feature's identity: figures on one feature share it */
} CarcFigureRef;

/* Whether a city of the i-th placed tile is complete. */
gboolean   carc_state_placed_city_completed (const CarcState *state,
                                             guint            placed);

/* The figures on the map in placing order (at most max_out); the count. */
guint      carc_state_collect_figures (const CarcState *state,
                                       CarcFigureRef   *out,
                                       guint            max_out);

G_END_DECLS
