/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-state-private.h — what the files of the Carcassonne state share
 *
 * The state is written in several files by concern, as one type:
 * carc-state.c (creating, laying tiles, applying moves, queries),
 * carc-table.c (the compiled tile table), carc-placement.c (legal
 * placements and drawing a named tile) and carc-score.c (scoring). The
 * small helpers of the hot paths are static inline here, so splitting the
 * file costs no calls.
 */
#pragma once

#include "carc-private.h"

G_BEGIN_DECLS

#define CELL_FRONTIER 0x8000u

/* The half facing half h across its side. */
static const guint8 opposite_half[8] = { 5, 4, 7, 6, 1, 0, 3, 2 };
static const int dir_dx[4] = { 0, 1, 0, -1 };
static const int dir_dy[4] = { -1, 0, 1, 0 };
static const guint16 pattern_weight[4] = { 1, 5, 25, 125 };

static inline gboolean
cell_in_grid (const CarcState *state,
              int              x,
              int              y)
{
  int gx = x + state->table->origin, gy = y + state->table->origin;

  return gx >= 1 && gy >= 1 && gx < state->table->dim - 1 && gy < state->table->dim - 1;
}

static inline guint16 *
cell_at (const CarcState *state,
         int              x,
         int              y)
{
  return &state->grid_centre[y * state->grid_dim + x];
}

/* Placed index at (x,y) or -1. Cells on the grid's rim are never used, so
 * neighbours of any used cell are inside the grid. */
/* The placed index a grid cell's code names, or -1 (empty or frontier). */
static inline int
placed_of_code (guint16 code)
{
  return (code == 0 || (code & CELL_FRONTIER)) ? -1 : (int) code - 1;
}

static inline int
placed_at (const CarcState *state,
           int              x,
           int              y)
{
  return placed_of_code (*cell_at (state, x, y));
}

static inline const CarcOrientation *
orientation_of (const CarcState      *state,
                const CarcPlacedTile *tile)
{
  return &state->table->types[tile->type].rot[tile->rot];
}

static inline guint
find_root (CarcPart *parts,
           guint     a)
{
  while (parts[a].parent != a)
    {
      parts[a].parent = parts[parts[a].parent].parent;
      a = parts[a].parent;
    }
  return a;
}

static inline guint
find_root_const (const CarcPart *parts,
                 guint           a)
{
  while (parts[a].parent != a)
    a = parts[a].parent;
  return a;
}

static inline guint
unite (CarcPart *parts,
       guint     a,
       guint     b)
{
  guint ra = find_root (parts, a), rb = find_root (parts, b);
  guint16 next;

  if (ra == rb)
    return ra;
  parts[rb].parent = (guint16) ra;
  parts[ra].open += parts[rb].open;
  parts[ra].shields += parts[rb].shields;
  parts[ra].n_figures += parts[rb].n_figures;
  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    parts[ra].figures[p] += parts[rb].figures[p];
  parts[ra].flags |= parts[rb].flags;
  next = parts[ra].next;
  parts[ra].next = parts[rb].next;
  parts[rb].next = next;
  return ra;
}

static inline CarcSegment
segment_of_feature (const CarcOrientation *o,
                    const CarcTileType    *type,
                    guint                  local)
{
  /* __builtin_ctz, not g_bit_nth_lsf(): that one is a loop over the bits. */
  if (o->feature_sides[local] != 0)
    return (CarcSegment) __builtin_ctz (o->feature_sides[local]);
  if (o->feature_halves[local] != 0)
    return (CarcSegment) (CARC_SEG_NNW + __builtin_ctz (o->feature_halves[local]));
  return CARC_SEG_C;
}

static inline int
feature_at_segment (const CarcOrientation *o,
                    const CarcTileType    *type,
                    CarcSegment            segment)
{
  guint8 f = CARC_NO_FEATURE;

  if (segment >= CARC_SEG_N && segment <= CARC_SEG_W)
    f = o->side_feature[segment];
  else if (segment >= CARC_SEG_NNW && segment <= CARC_SEG_WNW)
    f = o->half_feature[segment - CARC_SEG_NNW];
  else if (segment == CARC_SEG_C)
    f = type->centre;
  return f == CARC_NO_FEATURE ? -1 : f;
}

static inline CarcRole
role_of_kind (CarcFeatureKind kind,
              guint           fig_kind)
{
  if (fig_kind == CARC_ACTION_ABBOT)
    return CARC_ROLE_ABBOT;
  switch (kind)
    {
    case CARC_FEATURE_ROAD:
      return CARC_ROLE_THIEF;
    case CARC_FEATURE_CITY:
      return CARC_ROLE_KNIGHT;
    case CARC_FEATURE_FIELD:
      return CARC_ROLE_FARMER;
    default:
      return CARC_ROLE_MONK;
    }
}

static inline CarcCategory
category_of_kind (CarcFeatureKind kind)
{
  switch (kind)
    {
    case CARC_FEATURE_ROAD:
      return CARC_CATEGORY_ROAD;
    case CARC_FEATURE_CITY:
      return CARC_CATEGORY_CITY;
    case CARC_FEATURE_GARDEN:
      return CARC_CATEGORY_GARDEN;
    case CARC_FEATURE_FIELD:
      return CARC_CATEGORY_FARM;
    default:
      return CARC_CATEGORY_MONASTERY;
    }
}

static inline void
carc_emit (GArray          *events,
           const CarcEvent *event)
{
  if (events != NULL)
    g_array_append_vals (events, event, 1);
}

CarcTable *carc_table_new (CarcTileSet  *main_set,
                           CarcTileSet  *river_set,
                           GError      **error);
guint carc_lay_tile (CarcState *state,
                     guint      type_index,
                     int        x,
                     int        y,
                     guint      rot,
                     guint     *completed);
CarcReason carc_check_river (const CarcState       *state,
                             const CarcOrientation *o,
                             const CarcFrontier    *f,
                             gint                  *out_turn);
int carc_deck_index_for (const CarcState *state,
                         guint            type);
char *carc_describe_failure (const CarcState     *state,
                             const CarcMove      *move,
                             const CarcMoveCheck *check);
CarcError carc_error_code_for (CarcReason reason);
guint carc_count_distinct_tiles (const CarcState *state,
                                 guint            root);
guint carc_count_completed_cities (const CarcState *state,
                                   guint            root,
                                   guint           *n_tiles);
guint carc_feature_value (const CarcState *state,
                          guint            root,
                          CarcPhase        phase,
                          CarcEvent       *ev);
void carc_score_completed (CarcState *state,
                           guint      index,
                           guint      cloisters,
                           GArray    *events);
void carc_recall_abbot (CarcState *state,
                        GArray    *events);
void carc_end_scoring (CarcState *state,
                       GArray    *events);

G_END_DECLS
