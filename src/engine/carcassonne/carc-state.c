/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-state.c — Carcassonne rules: placing, figures, scoring
 *
 * Layout for speed: the board is a fixed grid of cell codes, the features
 * are a union-find over "parts" (one part per feature of each placed tile),
 * and everything lives in one block, so a copy is one memcpy. Side matching
 * uses packed nibbles: each empty cell next to the map keeps the side kinds
 * its neighbours show it, so a placement test is one AND and one compare.
 */
#include "carc-private.h"

#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (carc-error-quark, carc_error)

#define CELL_FRONTIER 0x8000u
#define CITY_REF_MASK 0x7fffu   /* bit 15 of `cities` marks a broken reference */

/* The half facing half h across its side. */
static const guint8 opposite_half[8] = { 5, 4, 7, 6, 1, 0, 3, 2 };
static const int dir_dx[4] = { 0, 1, 0, -1 };
static const int dir_dy[4] = { -1, 0, 1, 0 };
static const guint16 pattern_weight[4] = { 1, 5, 25, 125 };

/* ---- the compiled table ---------------------------------------------- */

CarcTable *
carc_table_ref (CarcTable *table)
{
  g_atomic_ref_count_inc (&table->ref_count);
  return table;
}

void
carc_table_unref (CarcTable *table)
{
  if (table == NULL || !g_atomic_ref_count_dec (&table->ref_count))
    return;
  for (guint i = 0; i < table->n_types; i++)
    {
      g_free (table->types[i].def.id);
      g_free (table->types[i].def.name);
    }
  g_free (table->types);
  g_free (table->fit);
  g_free (table->tileset_name);
  g_free (table);
}

static guint8
rotl4 (guint mask, guint r)
{
  return (guint8) (((mask << r) | (mask >> (4 - r))) & 0xf);
}

static guint8
rotl8 (guint mask, guint r)
{
  return (guint8) (((mask << r) | (mask >> (8 - r))) & 0xff);
}

static void
compile_orientation (CarcTileType *type,
                     guint         r)
{
  const CarcTileDef *def = &type->def;
  CarcOrientation *o = &type->rot[r];

  memset (o->side_feature, CARC_NO_FEATURE, sizeof o->side_feature);
  memset (o->half_feature, CARC_NO_FEATURE, sizeof o->half_feature);
  o->sig = 0;
  o->river_sides = 0;
  for (guint c = 0; c < 4; c++)
    {
      guint d = (c + r) & 3;

      o->sig |= (guint16) (def->sides[c] << (4 * d));
      if (def->sides[c] == CARC_SIDE_RIVER)
        o->river_sides |= (guint8) (1u << d);
    }
  for (guint i = 0; i < def->n_features; i++)
    {
      const CarcFeatureDef *f = &def->features[i];

      o->feature_sides[i] = r ? rotl4 (f->sides, r) : f->sides;
      o->feature_halves[i] = r ? rotl8 (f->halves, 2 * r) : f->halves;
      for (guint d = 0; d < 4; d++)
        if (o->feature_sides[i] & (1u << d))
          o->side_feature[d] = (guint8) i;
      for (guint h = 0; h < 8; h++)
        if (o->feature_halves[i] & (1u << h))
          o->half_feature[h] = (guint8) i;
    }
}

static void
compile_type (CarcTileType      *type,
              const CarcTileDef *def,
              gboolean           from_river_set)
{
  type->def = *def;
  type->def.id = g_strdup (def->id);
  type->def.name = g_strdup (def->name);
  type->from_river_set = from_river_set;
  type->centre = CARC_NO_FEATURE;
  for (guint i = 0; i < def->n_features; i++)
    {
      const CarcFeatureDef *f = &def->features[i];

      type->def.features[i].cities &= CITY_REF_MASK;
      type->n_sides[i] = 0;
      for (guint d = 0; d < 4; d++)
        if (f->sides & (1u << d))
          type->n_sides[i]++;
      if (f->kind == CARC_FEATURE_MONASTERY || f->kind == CARC_FEATURE_GARDEN)
        type->centre = (guint8) i;
      if (f->kind == CARC_FEATURE_RIVER)
        type->is_river = TRUE;
    }
  for (guint r = 0; r < 4; r++)
    compile_orientation (type, r);
}

/* For every neighbour pattern, the rotations whose sides match every
 * neighbour: listing placements is then one lookup per frontier cell. */
static void
compile_fit (CarcTable *table)
{
  table->fit = g_new0 (guint8, (gsize) table->n_types * CARC_N_PATTERNS);
  for (guint t = 0; t < table->n_types; t++)
    for (guint p = 0; p < CARC_N_PATTERNS; p++)
      for (guint r = 0; r < 4; r++)
        {
          guint16 sig = table->types[t].rot[r].sig;
          gboolean fits = TRUE;

          for (guint d = 0; d < 4; d++)
            {
              guint want = (p / pattern_weight[d]) % 5;

              if (want != 0 && ((sig >> (4 * d)) & 0xf) != want)
                fits = FALSE;
            }
          if (fits)
            table->fit[t * CARC_N_PATTERNS + p] |= (guint8) (1u << r);
        }
}

static gsize
align8 (gsize n)
{
  return (n + 7) & ~(gsize) 7;
}

static CarcTable *
table_new (CarcTileSet  *main_set,
           CarcTileSet  *river_set,
           GError      **error)
{
  CarcTable *table = g_new0 (CarcTable, 1);
  guint n_main = carc_tileset_get_n_tiles (main_set);
  guint n_river = river_set ? carc_tileset_get_n_tiles (river_set) : 0;
  guint n_placeable = 0;
  gsize grid_bytes;

  g_atomic_ref_count_init (&table->ref_count);
  table->tileset_name = g_strdup (carc_tileset_get_name (main_set));
  table->n_types = n_main + n_river;
  table->types = g_new0 (CarcTileType, table->n_types);
  table->last_type = -1;
  for (guint i = 0; i < n_main; i++)
    compile_type (&table->types[i], carc_tileset_get_tile (main_set, i), FALSE);
  for (guint i = 0; i < n_river; i++)
    {
      const CarcTileDef *def = carc_tileset_get_tile (river_set, i);

      if (carc_tileset_find (main_set, def->id) >= 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                       "tile id %s is used by both the %s set and the river set",
                       def->id, carc_tileset_get_name (main_set));
          table->n_types = n_main + i;
          carc_table_unref (table);
          return NULL;
        }
      compile_type (&table->types[n_main + i], def, TRUE);
    }
  table->main_start_type = carc_tileset_get_start (main_set);
  table->start_type = table->main_start_type;
  if (river_set != NULL)
    {
      table->start_type = (int) n_main + carc_tileset_get_start (river_set);
      if (carc_tileset_get_last (river_set) >= 0)
        table->last_type = (int) n_main + carc_tileset_get_last (river_set);
    }

  for (guint t = 0; t < table->n_types; t++)
    {
      guint count = table->types[t].def.count;

      n_placeable += count;
      table->max_parts += count * table->types[t].def.n_features;
    }
  /* The main set's start copy stays in the box when the spring replaces it. */
  table->n_deck = n_placeable - (river_set ? 2 : 1);
  table->n_river_deck = 0;
  for (guint t = n_main; t < table->n_types; t++)
    table->n_river_deck += table->types[t].def.count;
  if (river_set != NULL)
    table->n_river_deck--;   /* the spring is laid, not drawn */
  if (table->n_deck + 1 > CARC_MAX_GAME_TILES || table->max_parts >= 0xffff)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                   "the game would have %u tiles; at most %d are supported",
                   table->n_deck + 1, CARC_MAX_GAME_TILES);
      carc_table_unref (table);
      return NULL;
    }

  compile_fit (table);
  table->dim = 2 * (int) (table->n_deck + 1) + 3;
  table->origin = (int) table->n_deck + 2;
  grid_bytes = align8 (sizeof (guint16) * (gsize) table->dim * (gsize) table->dim);
  table->off_placed = grid_bytes;
  table->off_frontier = table->off_placed + align8 (sizeof (CarcPlacedTile) * (table->n_deck + 1));
  table->off_parts = table->off_frontier + align8 (sizeof (CarcFrontier) * (4 * (table->n_deck + 1) + 4));
  table->off_deck = table->off_parts + align8 (sizeof (CarcPart) * table->max_parts);
  table->mem_size = table->off_deck + align8 (sizeof (guint16) * (table->n_deck + 1));
  return table;
}

/* ---- small helpers ---------------------------------------------------- */

static void
state_bind_memory (CarcState *state)
{
  CarcTable *table = state->table;

  state->grid = (guint16 *) state->mem;
  state->grid_dim = table->dim;
  state->grid_centre = state->grid + table->origin * table->dim + table->origin;
  state->placed = (CarcPlacedTile *) (state->mem + table->off_placed);
  state->frontier = (CarcFrontier *) (state->mem + table->off_frontier);
  state->parts = (CarcPart *) (state->mem + table->off_parts);
  state->deck = (guint16 *) (state->mem + table->off_deck);
}

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

static guint
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

static guint
find_root_const (const CarcPart *parts,
                 guint           a)
{
  while (parts[a].parent != a)
    a = parts[a].parent;
  return a;
}

static guint
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

static CarcSegment
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

static int
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

static CarcRole
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

static CarcCategory
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

/* ---- options ---------------------------------------------------------- */

void
carc_options_init (CarcOptions *options)
{
  options->farmers = TRUE;
  options->abbot = FALSE;
  options->river = FALSE;
  options->ties = CARC_TIES_FULL;
}

/* ---- frontier --------------------------------------------------------- */

static void
frontier_remove (CarcState *state,
                 guint      index)
{
  guint last = --state->n_frontier;

  if (index != last)
    {
      state->frontier[index] = state->frontier[last];
      *cell_at (state, state->frontier[index].x, state->frontier[index].y) =
        (guint16) (CELL_FRONTIER | index);
    }
}

/* `cell` is (x,y)'s grid cell. */
static void
frontier_note_side (CarcState    *state,
                    guint16      *cell,
                    int           x,
                    int           y,
                    guint         side,
                    CarcSideKind  kind)
{
  CarcFrontier *f;

  if (*cell == 0)
    {
      guint index = state->n_frontier++;

      f = &state->frontier[index];
      f->x = (gint16) x;
      f->y = (gint16) y;
      f->cons = 0;
      f->pattern = 0;
      *cell = (guint16) (CELL_FRONTIER | index);
    }
  else
    f = &state->frontier[*cell & ~CELL_FRONTIER];
  f->cons |= (guint16) (kind << (4 * side));
  f->pattern += (guint16) (kind * pattern_weight[side]);
}

/* ---- laying a tile (no checks) ----------------------------------------- */

static void
join_neighbour (CarcState             *state,
                const CarcOrientation *o,
                guint                  base,
                guint                  d,
                const CarcPlacedTile  *nb)
{
  const CarcOrientation *no = orientation_of (state, nb);
  guint od = (d + 2) & 3;
  guint8 f = o->side_feature[d], g = no->side_feature[od];

  if (f != CARC_NO_FEATURE && g != CARC_NO_FEATURE)
    {
      guint root = unite (state->parts, base + f, nb->part_base + g);

      state->parts[root].open -= 2;
    }
  for (guint k = 0; k < 2; k++)
    {
      guint h = 2 * d + k;
      guint8 fh = o->half_feature[h], gh = no->half_feature[opposite_half[h]];

      if (fh != CARC_NO_FEATURE && gh != CARC_NO_FEATURE
          && state->parts[base + fh].kind == CARC_FEATURE_FIELD)
        unite (state->parts, base + fh, nb->part_base + gh);
    }
}

/* Counts the tiles around the new one, whose grid cell is `cell` (and
 * adds it to theirs). Returns the cloisters this tile may have completed,
 * as bits (dy + 1) * 3 + dx + 1 in the order score_completed() visits
 * them: those it made surrounded. The state's pointers are read once into
 * locals: the byte-sized counts written here could alias them. */
static guint
count_neighbours (CarcState      *state,
                  CarcPlacedTile *tile,
                  const guint16  *cell)
{
  const CarcTileType *types = state->table->types;
  CarcPlacedTile *placed = state->placed;
  int dim = state->grid_dim;
  guint completed = 0, n_neighbours = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int q;

        if (dx == 0 && dy == 0)
          continue;
        q = placed_of_code (cell[dy * dim + dx]);
        if (q >= 0)
          {
            CarcPlacedTile *other = &placed[q];

            if (++other->n_neighbours == 8 && types[other->type].centre != CARC_NO_FEATURE)
              completed |= 1u << ((dy + 1) * 3 + dx + 1);
            n_neighbours++;
          }
      }
  tile->n_neighbours = (guint8) n_neighbours;
  if (n_neighbours == 8 && types[tile->type].centre != CARC_NO_FEATURE)
    completed |= 1u << 4;
  return completed;
}

/* `completed` (nullable) receives count_neighbours()'s cloister bits. */
static guint
lay_tile (CarcState *state,
          guint      type_index,
          int        x,
          int        y,
          guint      rot,
          guint     *completed)
{
  const CarcTileType *type = &state->table->types[type_index];
  const CarcOrientation *o = &type->rot[rot];
  guint index = state->n_placed++;
  CarcPlacedTile *tile = &state->placed[index];
  guint16 *cell = cell_at (state, x, y);
  guint base = state->n_parts;
  guint cloisters;

  memset (tile, 0, sizeof *tile);
  tile->x = (gint16) x;
  tile->y = (gint16) y;
  tile->type = (guint16) type_index;
  tile->rot = (guint8) rot;
  tile->fig_owner = -1;
  tile->part_base = (guint16) base;
  state->n_parts += type->def.n_features;

  if (*cell & CELL_FRONTIER)
    frontier_remove (state, *cell & ~CELL_FRONTIER);
  *cell = (guint16) (index + 1);

  for (guint i = 0; i < type->def.n_features; i++)
    {
      CarcPart *part = &state->parts[base + i];

      memset (part, 0, sizeof *part);
      part->parent = (guint16) (base + i);
      part->next = (guint16) (base + i);
      part->tile = (guint16) index;
      part->local = (guint8) i;
      part->kind = (guint8) type->def.features[i].kind;
      part->open = type->n_sides[i];
      part->shields = type->def.features[i].shields;
      part->cities = type->def.features[i].cities;
    }

  for (guint d = 0; d < 4; d++)
    {
      guint16 *ncell = cell + dir_dy[d] * state->grid_dim + dir_dx[d];
      int q = placed_of_code (*ncell);

      if (q >= 0)
        join_neighbour (state, o, base, d, &state->placed[q]);
      else
        frontier_note_side (state, ncell, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3,
                            (CarcSideKind) ((o->sig >> (4 * d)) & 0xf));
    }
  cloisters = count_neighbours (state, tile, cell);
  if (completed != NULL)
    *completed = cloisters;
  state->min_x = MIN (state->min_x, x);
  state->max_x = MAX (state->max_x, x);
  state->min_y = MIN (state->min_y, y);
  state->max_y = MAX (state->max_y, y);
  return index;
}

/* ---- creating --------------------------------------------------------- */

static void
shuffle_range (CarcState *state,
               TtRng     *rng,
               guint      from,
               guint      to)
{
  if (to > from + 1)
    tt_rng_shuffle (rng, state->deck + from, to - from, sizeof (guint16));
}

/* Deck: river tiles (lake last), then the main set. A set's "last" tile is
 * kept at the end of its part. */
static void
build_deck (CarcState *state)
{
  CarcTable *table = state->table;
  guint n = 0, river_end = table->n_river_deck;
  gboolean skipped_spring = FALSE, skipped_main_start = FALSE, lake_pending = FALSE;

  for (guint pass = 0; pass < 2; pass++)
    for (guint t = 0; t < table->n_types; t++)
      {
        const CarcTileType *type = &table->types[t];

        if ((pass == 0) != type->from_river_set)
          continue;
        for (guint c = 0; c < type->def.count; c++)
          {
            if ((int) t == table->start_type && type->from_river_set && !skipped_spring)
              {
                skipped_spring = TRUE;
                continue;
              }
            if ((int) t == table->main_start_type && !skipped_main_start)
              {
                skipped_main_start = TRUE;
                continue;
              }
            if ((int) t == table->last_type && !lake_pending)
              {
                lake_pending = TRUE;
                continue;
              }
            state->deck[n++] = (guint16) t;
          }
        if (pass == 0 && t + 1 == table->n_types && lake_pending)
          state->deck[n++] = (guint16) table->last_type;
      }
  g_assert (n == table->n_deck);
  if (lake_pending)
    shuffle_range (state, &state->rng, 0, river_end - 1);
  else
    shuffle_range (state, &state->rng, 0, river_end);
  shuffle_range (state, &state->rng, river_end, n);
}

/* Takes over the reference to `table`. */
static CarcState *
state_new_from_table (CarcTable         *table,
                      const CarcOptions *options,
                      guint              n_players,
                      guint64            seed)
{
  CarcState *state = g_new0 (CarcState, 1);

  state->table = table;
  state->options = *options;
  state->n_players = n_players;
  state->mem = g_malloc0 (table->mem_size);
  state_bind_memory (state);
  tt_rng_init (&state->rng, seed);
  for (guint p = 0; p < n_players; p++)
    {
      state->supply[p] = CARC_MEEPLES;
      state->abbot_tile[p] = -1;
    }
  build_deck (state);
  lay_tile (state, (guint) table->start_type, 0, 0, 0, NULL);
  state->min_x = state->max_x = state->min_y = state->max_y = 0;
  if (table->n_deck == 0)
    state->finished = TRUE;
  return state;
}

CarcState *
carc_state_new (CarcTileSet       *tileset,
                const CarcOptions *options,
                guint              n_players,
                guint64            seed,
                GError           **error)
{
  g_autoptr(CarcTileSet) river = NULL;
  CarcTable *table;

  if (n_players < CARC_MIN_PLAYERS || n_players > CARC_MAX_PLAYERS)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                   "Carcassonne is played by %d to %d players, not %u",
                   CARC_MIN_PLAYERS, CARC_MAX_PLAYERS, n_players);
      return NULL;
    }
  if (!carc_tileset_check (tileset, error))
    return NULL;
  if (options->river)
    {
      river = carc_tileset_load_bundled ("river", error);
      if (river == NULL)
        return NULL;
    }
  table = table_new (tileset, river, error);
  if (table == NULL)
    return NULL;

  return state_new_from_table (table, options, n_players, seed);
}

CarcState *
carc_state_new_like (const CarcState *state,
                     guint64          seed)
{
  return state_new_from_table (carc_table_ref (state->table), &state->options,
                               state->n_players, seed);
}

CarcState *
carc_state_copy (const CarcState *state)
{
  CarcState *copy = g_memdup2 (state, sizeof *state);

  carc_table_ref (copy->table);
  copy->mem = g_memdup2 (state->mem, state->table->mem_size);
  state_bind_memory (copy);
  return copy;
}

/* The grid rows and columns that can be non-zero: the placed tiles and
 * the frontier cells one step beyond them. Every other cell is 0. */
static void
used_grid_rect (const CarcState *state,
                int             *x0,
                int             *y0,
                int             *x1,
                int             *y1)
{
  int origin = state->table->origin;

  *x0 = state->min_x - 1 + origin;
  *y0 = state->min_y - 1 + origin;
  *x1 = state->max_x + 1 + origin;
  *y1 = state->max_y + 1 + origin;
}

void
carc_state_copy_into (CarcState       *dest,
                      const CarcState *src)
{
  CarcTable *table = src->table;
  guint8 *mem = dest->mem;
  int sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, x0, y0, x1, y1;

  g_return_if_fail (dest != src);
  if (dest->table != table)
    {
      carc_table_unref (dest->table);
      *dest = *src;
      carc_table_ref (table);
      dest->mem = g_realloc (mem, table->mem_size);
      memcpy (dest->mem, src->mem, table->mem_size);
      state_bind_memory (dest);
      return;
    }
  /* Both grids are 0 outside their used rectangles: copying the union of
   * the two rectangles from `src` makes them equal everywhere. */
  used_grid_rect (dest, &dx0, &dy0, &dx1, &dy1);
  used_grid_rect (src, &sx0, &sy0, &sx1, &sy1);
  x0 = MIN (dx0, sx0);
  y0 = MIN (dy0, sy0);
  x1 = MAX (dx1, sx1);
  y1 = MAX (dy1, sy1);
  for (int y = y0; y <= y1; y++)
    memcpy (&dest->grid[y * table->dim + x0], &src->grid[y * table->dim + x0],
            sizeof (guint16) * (gsize) (x1 - x0 + 1));
  memcpy (dest->placed, src->placed, sizeof (CarcPlacedTile) * src->n_placed);
  memcpy (dest->frontier, src->frontier, sizeof (CarcFrontier) * src->n_frontier);
  memcpy (dest->parts, src->parts, sizeof (CarcPart) * src->n_parts);
  memcpy (dest->deck, src->deck, sizeof (guint16) * (table->n_deck + 1));
  *dest = *src;
  dest->mem = mem;
  state_bind_memory (dest);
}

void
carc_state_free (CarcState *state)
{
  if (state == NULL)
    return;
  carc_table_unref (state->table);
  g_free (state->mem);
  g_free (state);
}

/* ---- simple queries ---------------------------------------------------- */

const CarcOptions *
carc_state_get_options (const CarcState *state)
{
  return &state->options;
}

guint
carc_state_get_n_players (const CarcState *state)
{
  return state->n_players;
}

guint
carc_state_get_n_tile_types (const CarcState *state)
{
  return state->table->n_types;
}

const CarcTileDef *
carc_state_get_tile_def (const CarcState *state,
                         guint            tile)
{
  g_return_val_if_fail (tile < state->table->n_types, NULL);
  return &state->table->types[tile].def;
}

int
carc_state_find_tile (const CarcState *state,
                      const char      *tile_id)
{
  for (guint t = 0; tile_id != NULL && t < state->table->n_types; t++)
    if (strcmp (state->table->types[t].def.id, tile_id) == 0)
      return (int) t;
  return -1;
}

gboolean
carc_state_is_finished (const CarcState *state)
{
  return state->finished;
}

guint
carc_state_get_current_player (const CarcState *state)
{
  return state->current;
}

int
carc_state_get_current_tile (const CarcState *state)
{
  if (state->finished || state->deck_pos >= state->table->n_deck)
    return -1;
  return state->deck[state->deck_pos];
}

guint
carc_state_get_tiles_left (const CarcState *state)
{
  return state->table->n_deck - MIN (state->deck_pos, state->table->n_deck);
}

guint
carc_state_get_turn (const CarcState *state)
{
  return state->turn;
}

void
carc_state_get_remaining_counts (const CarcState *state,
                                 guint           *counts)
{
  memset (counts, 0, sizeof (guint) * state->table->n_types);
  for (guint i = state->deck_pos; i < state->table->n_deck; i++)
    counts[state->deck[i]]++;
}

gboolean
carc_state_set_deck_order (CarcState     *state,
                           const guint16 *tiles,
                           guint          n_tiles)
{
  g_autofree guint *want = g_new0 (guint, state->table->n_types);

  if (n_tiles != carc_state_get_tiles_left (state))
    return FALSE;
  carc_state_get_remaining_counts (state, want);
  for (guint i = 0; i < n_tiles; i++)
    {
      if (tiles[i] >= state->table->n_types || want[tiles[i]] == 0)
        return FALSE;
      want[tiles[i]]--;
    }
  memcpy (state->deck + state->deck_pos, tiles, n_tiles * sizeof (guint16));
  return TRUE;
}

/* The parts of the deck nobody knows the order of, as [from, to) ranges:
 * after the drawn tile, river tiles before the others and the lake last
 * of them. Returns how many ranges (0 to 2). */
static guint
hidden_ranges (const CarcState *state,
               guint            ranges[2][2])
{
  guint river_end = state->table->n_river_deck;
  guint from = state->deck_pos + 1;
  guint n = 0;

  if (from < river_end)
    {
      gboolean lake_last = state->table->last_type >= 0
                           && state->deck[river_end - 1] == state->table->last_type;

      ranges[n][0] = from;
      ranges[n++][1] = lake_last ? river_end - 1 : river_end;
      from = river_end;
    }
  ranges[n][0] = from;
  ranges[n++][1] = state->table->n_deck;
  return n;
}

void
carc_state_shuffle_deck (CarcState *state,
                         TtRng     *rng)
{
  guint ranges[2][2];
  guint n = hidden_ranges (state, ranges);

  for (guint i = 0; i < n; i++)
    shuffle_range (state, rng, ranges[i][0], ranges[i][1]);
}

static int
compare_tiles (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const guint16 *) a - (int) *(const guint16 *) b;
}

CarcState *
carc_state_view (const CarcState *state,
                 guint            player)
{
  CarcState *view = carc_state_copy (state);
  guint ranges[2][2];
  guint n = hidden_ranges (view, ranges);
  TtRng rng;

  /* Sorted first, the hidden order is forgotten: the shuffle then depends
   * only on what everybody knows (the tiles left and the turn). */
  for (guint i = 0; i < n; i++)
    if (ranges[i][1] > ranges[i][0])
      qsort (view->deck + ranges[i][0], ranges[i][1] - ranges[i][0], sizeof (guint16), compare_tiles);
  tt_rng_init (&rng, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ carc_state_get_turn (view));
  carc_state_shuffle_deck (view, &rng);
  return view;
}

/* ---- placement checks --------------------------------------------------- */

/* 0xf in every side nibble where a neighbour shows a kind (kinds are 1..4). */
static inline guint16
frontier_mask (const CarcFrontier *f)
{
  guint c = f->cons;

  return (guint16) (((c | c >> 1 | c >> 2) & 0x1111u) * 0xfu);
}

/* River rules for a river tile at a frontier cell: it must continue the
 * river, and a curve may not turn the same way as a curve laid directly
 * before it (that would bend the river back onto itself). */
static CarcReason
check_river (const CarcState       *state,
             const CarcOrientation *o,
             const CarcFrontier    *f,
             gint                  *out_turn)
{
  guint joined = 0;
  guint in_side, out_side, flow;

  *out_turn = 0;
  for (guint d = 0; d < 4; d++)
    if ((o->river_sides & (1u << d)) && ((f->cons >> (4 * d)) & 0xf) == CARC_SIDE_RIVER)
      joined |= 1u << d;
  if (joined == 0)
    return CARC_REASON_RIVER_DISCONNECTED;
  if (__builtin_popcount (o->river_sides) != 2)
    return CARC_REASON_OK;
  in_side = (guint) g_bit_nth_lsf (joined, -1);
  out_side = (guint) g_bit_nth_lsf (o->river_sides & ~(1u << in_side), -1);
  flow = (in_side + 2) & 3;
  if (out_side == flow)
    return CARC_REASON_OK;
  *out_turn = out_side == ((flow + 1) & 3) ? 1 : -1;
  if (*out_turn == state->last_turn)
    return CARC_REASON_RIVER_U_TURN;
  return CARC_REASON_OK;
}

static CarcReason
check_placement (const CarcState *state,
                 guint            type_index,
                 int              x,
                 int              y,
                 guint            rot,
                 CarcMoveCheck   *check)
{
  const CarcTileType *type = &state->table->types[type_index];
  const CarcOrientation *o = &type->rot[rot & 3];
  const CarcFrontier *f;
  guint16 code;
  gint turn;

  if (rot > 3 || !cell_in_grid (state, x, y))
    return CARC_REASON_NOT_ADJACENT;
  code = *cell_at (state, x, y);
  if (code != 0 && !(code & CELL_FRONTIER))
    return CARC_REASON_OCCUPIED;
  if (code == 0)
    return CARC_REASON_NOT_ADJACENT;
  f = &state->frontier[code & ~CELL_FRONTIER];
  if ((o->sig & frontier_mask (f)) != f->cons)
    {
      for (guint d = 0; d < 4; d++)
        {
          guint own = (o->sig >> (4 * d)) & 0xf, theirs = (f->cons >> (4 * d)) & 0xf;

          if (theirs != CARC_SIDE_NONE && own != theirs)
            {
              check->side = (CarcDirection) d;
              check->own = (CarcSideKind) own;
              check->neighbour = (CarcSideKind) theirs;
              break;
            }
        }
      return CARC_REASON_SIDE_MISMATCH;
    }
  if (type->is_river)
    return check_river (state, o, f, &turn);
  return CARC_REASON_OK;
}

static gboolean
fits_at_frontier (const CarcState    *state,
                  const CarcTileType *type,
                  const CarcFrontier *f,
                  guint               rot)
{
  const CarcOrientation *o = &type->rot[rot];
  gint turn;

  if ((o->sig & frontier_mask (f)) != f->cons)
    return FALSE;
  return !type->is_river || check_river (state, o, f, &turn) == CARC_REASON_OK;
}

static gboolean
type_fits_anywhere (const CarcState *state,
                    guint            type_index)
{
  const CarcTileType *type = &state->table->types[type_index];
  const guint8 *fit = &state->table->fit[type_index * CARC_N_PATTERNS];

  for (guint i = 0; i < state->n_frontier; i++)
    {
      guint m = fit[state->frontier[i].pattern];

      for (; m != 0; m &= m - 1)
        if (!type->is_river || fits_at_frontier (state, type, &state->frontier[i],
                                                 (guint) __builtin_ctz (m)))
          return TRUE;
    }
  return FALSE;
}

G_STATIC_ASSERT (sizeof (CarcPlacement) == 6);

/* Four placements of one cell, x y rotation pad six bytes each, are 24
 * bytes: three 8-byte words (little-endian). Word 0 holds x y rotation_0
 * pad x; word 1 y rotation_1 pad x y; word 2 rotation_2 pad x y
 * rotation_3 pad. A fit mask's rotations, ascending (unused ones 0), as
 * their bits in those words: */
#define ROTATION_WORDS(r0, r1, r2, r3) \
  { (guint64) (r0) << 32, (guint64) (r1) << 16, (guint64) (r2) | (guint64) (r3) << 48 }
static const guint64 mask_words[16][3] = {
  ROTATION_WORDS (0, 0, 0, 0), ROTATION_WORDS (0, 0, 0, 0),   /* none; 0 */
  ROTATION_WORDS (1, 0, 0, 0), ROTATION_WORDS (0, 1, 0, 0),   /* 1; 0 1 */
  ROTATION_WORDS (2, 0, 0, 0), ROTATION_WORDS (0, 2, 0, 0),   /* 2; 0 2 */
  ROTATION_WORDS (1, 2, 0, 0), ROTATION_WORDS (0, 1, 2, 0),   /* 1 2; 0 1 2 */
  ROTATION_WORDS (3, 0, 0, 0), ROTATION_WORDS (0, 3, 0, 0),   /* 3; 0 3 */
  ROTATION_WORDS (1, 3, 0, 0), ROTATION_WORDS (0, 1, 3, 0),   /* 1 3; 0 1 3 */
  ROTATION_WORDS (2, 3, 0, 0), ROTATION_WORDS (0, 2, 3, 0),   /* 2 3; 0 2 3 */
  ROTATION_WORDS (1, 2, 3, 0), ROTATION_WORDS (0, 1, 2, 3),   /* 1 2 3; 0 1 2 3 */
};
#undef ROTATION_WORDS
static const guint8 mask_count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

/* Without a branch per cell and rotation (they mispredict): every cell
 * writes four entries, its fit mask's rotations first, in three stores,
 * and the count advances over those that fit. The frontier is read
 * through locals: the stores could alias the state. Needs room for
 * 4 * n_frontier entries. */
static guint
fill_placements_unchecked (const CarcState *state,
                           const guint8    *fit,
                           CarcPlacement   *out)
{
  const CarcFrontier *frontier = state->frontier;
  guint n_frontier = state->n_frontier;
  guint8 *bytes = (guint8 *) out;
  guint n = 0;

  for (guint i = 0; i < n_frontier; i++)
    {
      const CarcFrontier *f = &frontier[i];
      guint m = fit[f->pattern];
      guint64 x = (guint16) f->x, y = (guint16) f->y, xy = x | y << 16;
      guint8 *p = bytes + n * sizeof (CarcPlacement);
      guint64 w0 = xy | x << 48 | mask_words[m][0];
      guint64 w1 = y | xy << 32 | mask_words[m][1];
      guint64 w2 = xy << 16 | mask_words[m][2];

      /* Three word stores: one 24-byte copy would go through the stack. */
      memcpy (p, &w0, sizeof w0);
      memcpy (p + 8, &w1, sizeof w1);
      memcpy (p + 16, &w2, sizeof w2);
      n += mask_count[m];
    }
  return n;
}

guint
carc_state_fill_placements (const CarcState *state,
                            CarcPlacement   *out,
                            guint            max_out)
{
  const CarcTileType *type;
  const guint8 *fit;
  guint n = 0;
  int tile = carc_state_get_current_tile (state);

  if (tile < 0)
    return 0;
  type = &state->table->types[tile];
  fit = &state->table->fit[(guint) tile * CARC_N_PATTERNS];
  if (G_BYTE_ORDER == G_LITTLE_ENDIAN && !type->is_river && max_out > 4 * state->n_frontier)
    return fill_placements_unchecked (state, fit, out);
  for (guint i = 0; i < state->n_frontier; i++)
    {
      const CarcFrontier *f = &state->frontier[i];

      for (guint m = fit[f->pattern]; m != 0; m &= m - 1)
        {
          guint r = (guint) __builtin_ctz (m);

          if (type->is_river && !fits_at_frontier (state, type, f, r))
            continue;
          if (n < max_out)
            {
              out[n].x = f->x;
              out[n].y = f->y;
              out[n].rotation = (guint8) r;
            }
          n++;
        }
    }
  return n;
}

/* One pass: at most four placements per frontier cell (and room for the
 * fast fill's one spare entry). */
guint
carc_state_list_placements (const CarcState *state,
                            GArray          *out)
{
  guint old_len, n;

  if (out == NULL)
    return carc_state_fill_placements (state, NULL, 0);
  old_len = out->len;
  g_array_set_size (out, old_len + 4 * state->n_frontier + 1);
  n = carc_state_fill_placements (state, &g_array_index (out, CarcPlacement, old_len),
                                  4 * state->n_frontier + 1);
  g_array_set_size (out, old_len + n);
  return n;
}

gboolean
carc_state_tile_fits_anywhere (const CarcState *state)
{
  int tile = carc_state_get_current_tile (state);

  return tile >= 0 && type_fits_anywhere (state, (guint) tile);
}

/* The places of a tile laid at (x,y) whose neighbour across the side
 * shows a feature that already holds a figure: side d as bit d, half h as
 * bit 4 + h. Joins happen only across sides, so a feature of the new tile
 * is free when none of its places is in this mask. */
static guint
occupied_places (const CarcState *state,
                 int              x,
                 int              y)
{
  guint occupied = 0;

  for (guint d = 0; d < 4; d++)
    {
      int q = placed_at (state, x + dir_dx[d], y + dir_dy[d]);
      const CarcPlacedTile *nb;
      const CarcOrientation *no;
      guint8 g;

      if (q < 0)
        continue;
      nb = &state->placed[q];
      no = orientation_of (state, nb);
      g = no->side_feature[(d + 2) & 3];
      if (g != CARC_NO_FEATURE
          && state->parts[find_root_const (state->parts, nb->part_base + g)].n_figures > 0)
        occupied |= 1u << d;
      for (guint k = 0; k < 2; k++)
        {
          guint h = 2 * d + k;

          g = no->half_feature[opposite_half[h]];
          if (g != CARC_NO_FEATURE
              && state->parts[find_root_const (state->parts, nb->part_base + g)].n_figures > 0)
            occupied |= 1u << (4 + h);
        }
    }
  return occupied;
}

static inline guint
feature_places (const CarcOrientation *o,
                guint                  local)
{
  return o->feature_sides[local] | (guint) o->feature_halves[local] << 4;
}

/* The rules for a figure on feature `local`, all but whether the feature
 * is free (see occupied_places()); `*needs_free` says whether that matters. */
static CarcReason
spot_rule (const CarcState    *state,
           const CarcTileType *type,
           guint               local,
           CarcAction          action,
           gboolean           *needs_free)
{
  CarcFeatureKind kind = type->def.features[local].kind;
  guint player = state->current;

  *needs_free = FALSE;
  if (action == CARC_ACTION_ABBOT)
    {
      if (!state->options.abbot)
        return CARC_REASON_ABBOT_OFF;
      if (state->abbot_tile[player] >= 0)
        return CARC_REASON_NO_SUPPLY;
      if (kind != CARC_FEATURE_MONASTERY && kind != CARC_FEATURE_GARDEN)
        return CARC_REASON_ABBOT_NEEDS_CLOISTER;
      return CARC_REASON_OK;
    }
  if (state->supply[player] == 0)
    return CARC_REASON_NO_SUPPLY;
  if (kind == CARC_FEATURE_RIVER)
    return CARC_REASON_NO_FEATURE;
  if (kind == CARC_FEATURE_FIELD && !state->options.farmers)
    return CARC_REASON_FARMERS_OFF;
  if (kind == CARC_FEATURE_GARDEN)
    return CARC_REASON_GARDEN_NEEDS_ABBOT;
  *needs_free = TRUE;
  return CARC_REASON_OK;
}

static gboolean
spot_allowed (const CarcState       *state,
              const CarcTileType    *type,
              const CarcOrientation *o,
              int                    x,
              int                    y,
              guint                  local,
              CarcAction             action,
              CarcReason            *reason)
{
  gboolean needs_free;

  *reason = spot_rule (state, type, local, action, &needs_free);
  if (*reason == CARC_REASON_OK && needs_free
      && (feature_places (o, local) & occupied_places (state, x, y)) != 0)
    *reason = CARC_REASON_FEATURE_OCCUPIED;
  return *reason == CARC_REASON_OK;
}

guint
carc_state_list_figure_spots (const CarcState     *state,
                              const CarcPlacement *placement,
                              GArray              *out)
{
  CarcFigureSpot spots[2 * CARC_MAX_FEATURES];
  guint n = carc_state_fill_figure_spots (state, placement, spots, G_N_ELEMENTS (spots));

  if (out != NULL)
    g_array_append_vals (out, spots, n);
  return n;
}

guint
carc_state_fill_figure_spots (const CarcState     *state,
                              const CarcPlacement *placement,
                              CarcFigureSpot      *out,
                              guint                max_out)
{
  int tile = carc_state_get_current_tile (state);
  const CarcTileType *type;
  const CarcOrientation *o;
  guint n = 0, occupied = G_MAXUINT;   /* computed when first needed */

  if (tile < 0)
    return 0;
  type = &state->table->types[tile];
  o = &type->rot[placement->rotation & 3];
  for (guint i = 0; i < type->def.n_features; i++)
    for (int a = CARC_ACTION_MEEPLE; a <= CARC_ACTION_ABBOT; a++)
      {
        CarcFigureSpot spot;
        gboolean needs_free;

        if (spot_rule (state, type, i, (CarcAction) a, &needs_free) != CARC_REASON_OK)
          continue;
        if (needs_free)
          {
            if (occupied == G_MAXUINT)
              occupied = occupied_places (state, placement->x, placement->y);
            if (feature_places (o, i) & occupied)
              continue;
          }
        spot.segment = segment_of_feature (o, type, i);
        spot.action = (CarcAction) a;
        spot.role = role_of_kind (type->def.features[i].kind, (guint) a);
        spot.feature = (guint8) i;
        if (n < max_out)
          out[n] = spot;
        n++;
      }
  return n;
}

gboolean
carc_state_can_recall_abbot (const CarcState *state)
{
  return !state->finished && state->options.abbot && state->abbot_tile[state->current] >= 0;
}

void
carc_move_init_placement (CarcMove            *move,
                          const CarcState     *state,
                          const CarcPlacement *placement)
{
  memset (move, 0, sizeof *move);
  move->tile = (guint16) MAX (carc_state_get_current_tile (state), 0);
  move->x = placement->x;
  move->y = placement->y;
  move->rotation = placement->rotation;
  move->action = CARC_ACTION_NONE;
  move->segment = CARC_SEG_INVALID;
}

void
carc_state_append_moves_at (const CarcState     *state,
                            const CarcPlacement *placement,
                            GArray              *moves)
{
  guint player = state->current;
  gboolean meeple_ok = carc_state_get_supply (state, player) > 0;
  gboolean abbot_ok = state->options.abbot && carc_state_get_abbot_in_supply (state, player);
  CarcFigureSpot spots[2 * CARC_MAX_FEATURES];
  guint n_spots;
  CarcMove move;

  carc_move_init_placement (&move, state, placement);
  g_array_append_val (moves, move);

  n_spots = MIN (carc_state_fill_figure_spots (state, placement, spots, G_N_ELEMENTS (spots)),
                 G_N_ELEMENTS (spots));
  for (guint i = 0; i < n_spots; i++)
    {
      if (spots[i].action == CARC_ACTION_MEEPLE && !meeple_ok)
        continue;
      if (spots[i].action == CARC_ACTION_ABBOT && !abbot_ok)
        continue;
      move.action = spots[i].action;
      move.segment = spots[i].segment;
      g_array_append_val (moves, move);
    }

  if (carc_state_can_recall_abbot (state))
    {
      move.action = CARC_ACTION_RECALL_ABBOT;
      move.segment = CARC_SEG_INVALID;
      g_array_append_val (moves, move);
    }
}

guint
carc_state_legal_moves (const CarcState *state,
                        GArray          *moves)
{
  g_autoptr(GArray) placements = NULL;

  g_array_set_size (moves, 0);
  if (carc_state_is_finished (state))
    return 0;
  placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  carc_state_list_placements (state, placements);
  if (placements->len == 0)
    {
      CarcMove discard;

      memset (&discard, 0, sizeof discard);
      discard.tile = (guint16) carc_state_get_current_tile (state);
      discard.discard = TRUE;
      discard.action = CARC_ACTION_NONE;
      discard.segment = CARC_SEG_INVALID;
      g_array_append_val (moves, discard);
    }
  for (guint i = 0; i < placements->len; i++)
    carc_state_append_moves_at (state, &g_array_index (placements, CarcPlacement, i), moves);
  return moves->len;
}

/* ---- drawing a named tile ------------------------------------------------ */

/* Where in the deck the drawn tile `type` can come from: the current
 * position or a later one of the same part (river / main); a "last" tile
 * (the lake) only when it is due. -1 if none. */
static int
deck_index_for (const CarcState *state,
                guint            type)
{
  guint pos = state->deck_pos, end = state->table->n_deck;

  if (pos >= end)
    return -1;
  if (state->deck[pos] == type)
    return (int) pos;
  if (pos < state->table->n_river_deck)
    end = state->table->n_river_deck;
  for (guint i = pos + 1; i < end; i++)
    if (state->deck[i] == type)
      {
        if ((int) type == state->table->last_type && end == state->table->n_river_deck)
          return -1;
        return (int) i;
      }
  return -1;
}

CarcReason
carc_state_check_move (const CarcState *state,
                       const CarcMove  *move,
                       CarcMoveCheck   *check)
{
  CarcMoveCheck local_check = { CARC_REASON_OK, 0, 0, 0 };
  const CarcTileType *type;
  const CarcOrientation *o;
  CarcReason reason;
  int local;

  if (check == NULL)
    check = &local_check;
  memset (check, 0, sizeof *check);
  if (state->finished)
    return check->reason = CARC_REASON_FINISHED;
  if (move->tile >= state->table->n_types || deck_index_for (state, move->tile) < 0)
    return check->reason = CARC_REASON_WRONG_TILE;
  if (move->discard)
    return check->reason = type_fits_anywhere (state, move->tile)
                           ? CARC_REASON_CANNOT_DISCARD : CARC_REASON_OK;
  reason = check_placement (state, move->tile, move->x, move->y, move->rotation, check);
  if (reason != CARC_REASON_OK)
    return check->reason = reason;

  type = &state->table->types[move->tile];
  o = &type->rot[move->rotation];
  switch (move->action)
    {
    case CARC_ACTION_NONE:
      return check->reason = CARC_REASON_OK;
    case CARC_ACTION_RECALL_ABBOT:
      if (!state->options.abbot)
        return check->reason = CARC_REASON_ABBOT_OFF;
      if (state->abbot_tile[state->current] < 0)
        return check->reason = CARC_REASON_NO_ABBOT_ON_BOARD;
      return check->reason = CARC_REASON_OK;
    case CARC_ACTION_MEEPLE:
    case CARC_ACTION_ABBOT:
      if (move->action == CARC_ACTION_ABBOT && !state->options.abbot)
        return check->reason = CARC_REASON_ABBOT_OFF;
      local = feature_at_segment (o, type, move->segment);
      if (local < 0)
        return check->reason = move->action == CARC_ACTION_ABBOT
                               ? CARC_REASON_ABBOT_NEEDS_CLOISTER : CARC_REASON_NO_FEATURE;
      spot_allowed (state, type, o, move->x, move->y, (guint) local, move->action, &reason);
      return check->reason = reason;
    default:
      return check->reason = CARC_REASON_NO_FEATURE;
    }
}

/* What lies at the move's figure segment, named for messages. */
static const char *
segment_content (const CarcState *state,
                 const CarcMove  *move)
{
  const CarcTileType *type;
  int local;

  if (move->tile >= state->table->n_types || move->rotation > 3)
    return "nothing";
  type = &state->table->types[move->tile];
  local = feature_at_segment (&type->rot[move->rotation], type, move->segment);
  if (local < 0)
    return "nothing";
  return carc_feature_kind_to_string (type->def.features[local].kind);
}

/* Why a tile cannot be drawn now: the river tiles come first and the lake
 * last of them, then the main set; or no copy is left. */
static char *
describe_wrong_tile (const CarcState *state,
                     guint            tile)
{
  const CarcTable *table = state->table;
  const char *id;
  gboolean in_river = state->deck_pos < table->n_river_deck;
  guint river_left = in_river ? table->n_river_deck - state->deck_pos : 0;

  if (tile >= table->n_types)
    return g_strdup ("the tile is not in the tile set");
  id = table->types[tile].def.id;
  if (in_river && (int) tile == table->last_type && river_left > 1)
    return g_strdup_printf ("tile %s is the lake, drawn last of the river tiles: %u other river "
                            "tile%s must be drawn first", id, river_left - 1, river_left - 1 == 1 ? "" : "s");
  if (in_river && !table->types[tile].from_river_set)
    return g_strdup_printf ("tile %s cannot be drawn yet: the river tiles come first (%u left)",
                            id, river_left);
  if (!in_river && table->types[tile].from_river_set && table->n_river_deck > 0)
    return g_strdup_printf ("tile %s is a river tile, and the river is finished", id);
  return g_strdup_printf ("tile %s cannot be drawn now: every copy of it has been drawn", id);
}

static char *
describe_failure (const CarcState     *state,
                  const CarcMove      *move,
                  const CarcMoveCheck *check)
{
  const char *id = move->tile < state->table->n_types ? state->table->types[move->tile].def.id : "?";
  g_autofree char *where = g_strdup_printf ("tile %s at (%d,%d) rotation %u", id, move->x, move->y,
                                            move->rotation * 90);
  const char *seg = carc_segment_to_string (move->segment);
  const char *what = segment_content (state, move);
  guint player = state->current + 1;

  switch (check->reason)
    {
    case CARC_REASON_FINISHED:
      return g_strdup ("the game is over: no more tiles to place");
    case CARC_REASON_WRONG_TILE:
      return describe_wrong_tile (state, move->tile);
    case CARC_REASON_OCCUPIED:
      return g_strdup_printf ("%s: a tile already lies there", where);
    case CARC_REASON_NOT_ADJACENT:
      return g_strdup_printf ("%s: the tile must touch a placed tile with at least one whole side", where);
    case CARC_REASON_SIDE_MISMATCH:
      return g_strdup_printf ("%s does not fit: its %s side is a %s, the neighbor's %s side is a %s",
                              where, carc_direction_name (check->side),
                              carc_side_kind_to_string (check->own),
                              carc_direction_name ((check->side + 2) & 3),
                              carc_side_kind_to_string (check->neighbour));
    case CARC_REASON_RIVER_DISCONNECTED:
      return g_strdup_printf ("%s does not continue the river: a river tile must join its river "
                              "to the open end of the river", where);
    case CARC_REASON_RIVER_U_TURN:
      return g_strdup_printf ("%s turns the river the same way as the previous curve "
                              "(two curves in a row may not turn the same way)", where);
    case CARC_REASON_CANNOT_DISCARD:
      return g_strdup_printf ("tile %s cannot be discarded: it fits somewhere on the map", id);
    case CARC_REASON_NO_SUPPLY:
      return g_strdup_printf ("%s: player %u has no %s in supply", where, player,
                              move->action == CARC_ACTION_ABBOT ? "abbot" : "meeple");
    case CARC_REASON_NO_FEATURE:
      if (g_strcmp0 (what, "river") == 0)
        return g_strdup_printf ("%s: segment %s is on the river, where no figure may stand", where, seg);
      return g_strdup_printf ("%s: segment %s names no place where a figure may stand "
                              "(a side N, E, S, W, a field side NNW … WNW, or C)", where, seg);
    case CARC_REASON_FEATURE_OCCUPIED:
      return g_strdup_printf ("%s: the %s at segment %s is connected to a %s that already has a figure",
                              where, what, seg, what);
    case CARC_REASON_FARMERS_OFF:
      return g_strdup_printf ("%s: segment %s is a field, and farmers are not used in this game",
                              where, seg);
    case CARC_REASON_GARDEN_NEEDS_ABBOT:
      return g_strdup_printf ("%s: only the abbot may stand on a garden (segment %s)", where, seg);
    case CARC_REASON_ABBOT_NEEDS_CLOISTER:
      return g_strdup_printf ("%s: the abbot may only stand on a monastery or garden, not on the %s "
                              "at segment %s", where, what, seg);
    case CARC_REASON_ABBOT_OFF:
      return g_strdup_printf ("%s: the Abbot module is not used in this game", where);
    case CARC_REASON_NO_ABBOT_ON_BOARD:
      return g_strdup_printf ("%s: player %u has no abbot on the map to recall", where, player);
    default:
      return g_strdup_printf ("%s: the move is not allowed", where);
    }
}

static CarcError
error_code_for (CarcReason reason)
{
  switch (reason)
    {
    case CARC_REASON_FINISHED:
      return CARC_ERROR_FINISHED;
    case CARC_REASON_WRONG_TILE:
      return CARC_ERROR_TILE;
    case CARC_REASON_CANNOT_DISCARD:
      return CARC_ERROR_DISCARD;
    case CARC_REASON_OCCUPIED:
    case CARC_REASON_NOT_ADJACENT:
    case CARC_REASON_SIDE_MISMATCH:
    case CARC_REASON_RIVER_DISCONNECTED:
    case CARC_REASON_RIVER_U_TURN:
    case CARC_REASON_RIVER_FIRST:
      return CARC_ERROR_PLACEMENT;
    default:
      return CARC_ERROR_FIGURE;
    }
}

/* ---- scoring ------------------------------------------------------------ */

static void
emit (GArray          *events,
      const CarcEvent *event)
{
  if (events != NULL)
    g_array_append_vals (events, event, 1);
}

static guint
count_distinct_tiles (const CarcState *state,
                      guint            root)
{
  guint64 seen[CARC_MAX_GAME_TILES / 64] = { 0 };
  guint n = 0, p = root;

  do
    {
      guint t = state->parts[p].tile;

      if (!(seen[t / 64] & (G_GUINT64_CONSTANT (1) << (t % 64))))
        {
          seen[t / 64] |= G_GUINT64_CONSTANT (1) << (t % 64);
          n++;
        }
      p = state->parts[p].next;
    }
  while (p != root);
  return n;
}

/* Completed cities (roots) a field touches, each counted once; with
 * `n_tiles` (nullable) also the field's distinct tiles, in the same walk. */
static guint
count_completed_cities (const CarcState *state,
                        guint            root,
                        guint           *n_tiles)
{
  guint16 cities[256];
  guint64 seen[CARC_MAX_GAME_TILES / 64] = { 0 };
  guint n = 0, p = root, tiles = 0;

  do
    {
      const CarcPart *part = &state->parts[p];
      guint16 mask = part->cities;
      guint t = part->tile, base = p - part->local;   /* the tile's first part */

      if (n_tiles != NULL && !(seen[t / 64] & (G_GUINT64_CONSTANT (1) << (t % 64))))
        {
          seen[t / 64] |= G_GUINT64_CONSTANT (1) << (t % 64);
          tiles++;
        }

      while (mask != 0)
        {
          guint i = (guint) __builtin_ctz (mask);
          guint city = find_root_const (state->parts, base + i);
          gboolean known = FALSE;

          mask &= (guint16) ~(1u << i);
          if (state->parts[city].open != 0)
            continue;
          for (guint k = 0; k < n && !known; k++)
            known = cities[k] == city;
          if (!known && n < G_N_ELEMENTS (cities))
            cities[n++] = (guint16) city;
        }
      p = part->next;
    }
  while (p != root);
  if (n_tiles != NULL)
    *n_tiles = tiles;
  return n;
}

static void
figure_list_remove (CarcState *state,
                    guint      placed)
{
  for (guint i = 0; i < state->n_figure_tiles; i++)
    if (state->figure_tiles[i] == placed)
      {
        memmove (&state->figure_tiles[i], &state->figure_tiles[i + 1],
                 sizeof (guint16) * (state->n_figure_tiles - i - 1));
        state->n_figure_tiles--;
        return;
      }
}

static void
return_figures (CarcState *state,
                guint      root,
                GArray    *events)
{
  guint p = root;

  do
    {
      CarcPart *part = &state->parts[p];
      CarcPlacedTile *tile = &state->placed[part->tile];

      if (tile->fig_owner >= 0 && tile->fig_feature == part->local)
        {
          CarcEvent ev = { 0 };

          ev.type = CARC_EVENT_FIGURE_RETURNED;
          ev.player = tile->fig_owner;
          ev.tile = tile->type;
          ev.x = tile->x;
          ev.y = tile->y;
          ev.rotation = tile->rot;
          ev.segment = (CarcSegment) tile->fig_segment;
          ev.role = role_of_kind ((CarcFeatureKind) part->kind, tile->fig_kind);
          emit (events, &ev);
          if (tile->fig_kind == CARC_ACTION_ABBOT)
            state->abbot_tile[tile->fig_owner] = -1;
          else
            state->supply[tile->fig_owner]++;
          tile->fig_owner = -1;
          tile->fig_kind = 0;
          figure_list_remove (state, (guint) (tile - state->placed));
        }
      p = part->next;
    }
  while (p != root);
  state->parts[root].n_figures = 0;
  memset (state->parts[root].figures, 0, sizeof state->parts[root].figures);
}

static guint
feature_value (const CarcState *state,
               guint            root,
               CarcPhase        phase,
               CarcEvent       *ev)
{
  const CarcPart *part = &state->parts[root];
  const CarcPlacedTile *tile = &state->placed[part->tile];

  switch ((CarcFeatureKind) part->kind)
    {
    case CARC_FEATURE_ROAD:
      ev->n_tiles = (guint16) count_distinct_tiles (state, root);
      return ev->n_tiles;
    case CARC_FEATURE_CITY:
      ev->n_tiles = (guint16) count_distinct_tiles (state, root);
      ev->n_shields = part->shields;
      return (phase == CARC_PHASE_PLAY ? 2u : 1u) * (ev->n_tiles + ev->n_shields);
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_GARDEN:
      ev->n_tiles = (guint16) (1 + tile->n_neighbours);
      return ev->n_tiles;
    case CARC_FEATURE_FIELD:
      ev->n_cities = (guint16) count_completed_cities (state, root, NULL);
      return 3u * ev->n_cities;
    default:
      return 0;
    }
}

/* Majority scoring of one feature; during play its figures go home. */
static void
score_feature (CarcState *state,
               guint      root,
               CarcPhase  phase,
               GArray    *events)
{
  CarcPart *part = &state->parts[root];
  const CarcPlacedTile *tile = &state->placed[part->tile];
  const CarcTileType *type = &state->table->types[tile->type];
  CarcEvent ev = { 0 };
  guint best = 0, n_winners = 0;

  ev.type = CARC_EVENT_FEATURE_SCORED;
  ev.player = -1;
  ev.tile = tile->type;
  ev.x = tile->x;
  ev.y = tile->y;
  ev.rotation = tile->rot;
  ev.segment = segment_of_feature (&type->rot[tile->rot], type, part->local);
  ev.phase = phase;
  ev.category = category_of_kind ((CarcFeatureKind) part->kind);
  ev.value = (guint16) feature_value (state, root, phase, &ev);
  for (guint p = 0; p < state->n_players; p++)
    {
      ev.figures[p] = part->figures[p];
      best = MAX (best, part->figures[p]);
    }
  for (guint p = 0; best > 0 && p < state->n_players; p++)
    if (part->figures[p] == best)
      {
        ev.winners |= (guint8) (1u << p);
        n_winners++;
      }
  ev.points = ev.value;
  if (n_winners > 1 && state->options.ties == CARC_TIES_SPLIT)
    ev.points = (guint16) (ev.value / n_winners);
  for (guint p = 0; p < state->n_players; p++)
    if (ev.winners & (1u << p))
      state->score[p][ev.category][phase] += ev.points;
  emit (events, &ev);
  if (phase == CARC_PHASE_PLAY)
    {
      part->flags |= CARC_PART_COMPLETED | CARC_PART_SCORED;
      return_figures (state, root, events);
    }
  else
    part->flags |= CARC_PART_SCORED;
}

/* `cloisters`: lay_tile()'s bits of the cloisters the tile surrounded. */
static void
score_completed (CarcState *state,
                 guint      index,
                 guint      cloisters,
                 GArray    *events)
{
  const CarcPlacedTile *tile = &state->placed[index];
  const CarcTileType *type = &state->table->types[tile->type];
  int x = tile->x, y = tile->y;

  for (guint i = 0; i < type->def.n_features; i++)
    {
      CarcFeatureKind kind = type->def.features[i].kind;
      guint root;

      if (kind != CARC_FEATURE_ROAD && kind != CARC_FEATURE_CITY)
        continue;
      root = find_root (state->parts, state->placed[index].part_base + i);
      if (state->parts[root].open == 0 && !(state->parts[root].flags & CARC_PART_SCORED))
        score_feature (state, root, CARC_PHASE_PLAY, events);
    }
  for (; cloisters != 0; cloisters &= cloisters - 1)
    {
      guint bit = (guint) __builtin_ctz (cloisters);
      const CarcPlacedTile *other = &state->placed[placed_at (state, x + (int) (bit % 3) - 1,
                                                              y + (int) (bit / 3) - 1)];
      guint8 centre = state->table->types[other->type].centre;
      guint part;

      /* Without the Abbot module a garden is only a picture. */
      if (state->table->types[other->type].def.features[centre].kind == CARC_FEATURE_GARDEN
          && !state->options.abbot)
        continue;
      part = other->part_base + centre;
      if (!(state->parts[part].flags & CARC_PART_SCORED))
        score_feature (state, part, CARC_PHASE_PLAY, events);
    }
}

static void
recall_abbot (CarcState *state,
              GArray    *events)
{
  guint player = state->current;
  const CarcPlacedTile *tile = &state->placed[state->abbot_tile[player]];
  const CarcTileType *type = &state->table->types[tile->type];
  guint part = tile->part_base + type->centre;
  CarcEvent ev = { 0 };

  ev.type = CARC_EVENT_FEATURE_SCORED;
  ev.player = (gint8) player;
  ev.tile = tile->type;
  ev.x = tile->x;
  ev.y = tile->y;
  ev.rotation = tile->rot;
  ev.segment = CARC_SEG_C;
  ev.phase = CARC_PHASE_PLAY;
  ev.category = category_of_kind ((CarcFeatureKind) state->parts[part].kind);
  ev.abbot_recall = TRUE;
  ev.n_tiles = (guint16) (1 + tile->n_neighbours);
  ev.value = ev.points = ev.n_tiles;
  ev.winners = (guint8) (1u << player);
  ev.figures[player] = 1;
  state->score[player][ev.category][CARC_PHASE_PLAY] += ev.points;
  emit (events, &ev);
  return_figures (state, part, events);
}

/* Adds `root` to the ascending list `roots` unless it is there already. */
static guint
insert_root (guint16 *roots,
             guint    n,
             guint    root)
{
  guint i = n;

  while (i > 0 && roots[i - 1] > root)
    i--;
  if (i > 0 && roots[i - 1] == root)
    return n;
  memmove (&roots[i + 1], &roots[i], sizeof (guint16) * (n - i));
  roots[i] = (guint16) root;
  return n + 1;
}

/* The roots of the unscored features holding figures, ascending (the
 * order of a scan over every part), found from the figures on the map:
 * there are far fewer of them than parts. Returns the count. */
static guint
collect_pending_features (const CarcState *state,
                          guint16         *pending)
{
  guint n = 0;

  for (guint i = 0; i < state->n_figure_tiles; i++)
    {
      const CarcPlacedTile *tile = &state->placed[state->figure_tiles[i]];
      guint root = find_root_const (state->parts, tile->part_base + tile->fig_feature);
      const CarcPart *part = &state->parts[root];

      if (part->n_figures > 0 && !(part->flags & CARC_PART_SCORED))
        n = insert_root (pending, n, root);
    }
  return n;
}

static void
end_scoring (CarcState *state,
             GArray    *events)
{
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_ROAD, CARC_FEATURE_CITY, CARC_FEATURE_MONASTERY, CARC_FEATURE_GARDEN,
    CARC_FEATURE_FIELD,
  };
  CarcEvent ev = { 0 };
  guint16 pending[G_N_ELEMENTS (state->figure_tiles)];
  guint n_pending = collect_pending_features (state, pending);

  /* Lines come out grouped: roads, cities, cloisters, then farms. */
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      if (order[k] == CARC_FEATURE_FIELD && !state->options.farmers)
        continue;
      for (guint i = 0; i < n_pending; i++)
        if (state->parts[pending[i]].kind == order[k])
          score_feature (state, pending[i], CARC_PHASE_END, events);
    }
  state->finished = TRUE;
  ev.type = CARC_EVENT_GAME_OVER;
  ev.player = -1;
  emit (events, &ev);
}

void
carc_state_finish (CarcState *state,
                   GArray    *events)
{
  if (!state->finished)
    end_scoring (state, events);
}

/* ---- applying -------------------------------------------------------------- */

static void
place_figure (CarcState      *state,
              guint           index,
              const CarcMove *move,
              GArray         *events)
{
  CarcPlacedTile *tile = &state->placed[index];
  const CarcTileType *type = &state->table->types[tile->type];
  const CarcOrientation *o = &type->rot[tile->rot];
  int local = feature_at_segment (o, type, move->segment);
  guint player = state->current;
  guint root = find_root (state->parts, tile->part_base + (guint) local);
  CarcEvent ev = { 0 };

  /* The newest tile: the list stays in placing order. */
  g_assert (state->n_figure_tiles < G_N_ELEMENTS (state->figure_tiles));
  state->figure_tiles[state->n_figure_tiles++] = (guint16) index;
  tile->fig_owner = (gint8) player;
  tile->fig_kind = (guint8) move->action;
  tile->fig_segment = (guint8) move->segment;
  tile->fig_feature = (guint8) local;
  state->parts[root].n_figures++;
  state->parts[root].figures[player]++;
  if (move->action == CARC_ACTION_ABBOT)
    state->abbot_tile[player] = (gint) index;
  else
    state->supply[player]--;

  ev.type = CARC_EVENT_FIGURE_PLACED;
  ev.player = (gint8) player;
  ev.tile = tile->type;
  ev.x = tile->x;
  ev.y = tile->y;
  ev.rotation = tile->rot;
  ev.segment = move->segment;
  ev.role = role_of_kind (type->def.features[local].kind, move->action);
  emit (events, &ev);
}

static void
draw_tile (CarcState *state,
           guint      type)
{
  int from = deck_index_for (state, type);
  guint16 swap;

  /* Records name the drawn tile; bring that copy to the top of the deck. */
  swap = state->deck[state->deck_pos];
  state->deck[state->deck_pos] = state->deck[from];
  state->deck[from] = swap;
  state->deck_pos++;
}

static void
finish_turn (CarcState *state,
             gboolean   next_player,
             GArray    *events)
{
  state->turn++;
  /* A compare, not %: the division showed in the profile of random games. */
  if (next_player)
    state->current = state->current + 1 == state->n_players ? 0 : state->current + 1;
  if (state->deck_pos >= state->table->n_deck)
    end_scoring (state, events);
}

gboolean
carc_state_apply (CarcState      *state,
                  const CarcMove *move,
                  GArray         *events,
                  GError        **error)
{
  CarcMoveCheck check;
  CarcEvent ev = { 0 };
  const CarcTileType *type;
  guint index, cloisters;

  if (carc_state_check_move (state, move, &check) != CARC_REASON_OK)
    {
      g_autofree char *text = describe_failure (state, move, &check);

      g_set_error_literal (error, CARC_ERROR, error_code_for (check.reason), text);
      return FALSE;
    }
  draw_tile (state, move->tile);
  ev.player = (gint8) state->current;
  ev.tile = move->tile;
  if (move->discard)
    {
      ev.type = CARC_EVENT_TILE_DISCARDED;
      emit (events, &ev);
      finish_turn (state, FALSE, events);
      return TRUE;
    }

  type = &state->table->types[move->tile];
  if (type->is_river && __builtin_popcount (type->rot[0].river_sides) == 2)
    {
      const CarcFrontier *f = &state->frontier[*cell_at (state, move->x, move->y) & ~CELL_FRONTIER];
      gint turn;

      /* Only directly consecutive curves are compared: a straight piece
       * in between resets the memory. */
      check_river (state, &type->rot[move->rotation], f, &turn);
      state->last_turn = turn;
    }
  index = lay_tile (state, move->tile, move->x, move->y, move->rotation, &cloisters);
  ev.type = CARC_EVENT_TILE_PLACED;
  ev.x = (gint16) move->x;
  ev.y = (gint16) move->y;
  ev.rotation = (guint8) move->rotation;
  emit (events, &ev);

  if (move->action == CARC_ACTION_MEEPLE || move->action == CARC_ACTION_ABBOT)
    place_figure (state, index, move, events);
  else if (move->action == CARC_ACTION_RECALL_ABBOT)
    recall_abbot (state, events);
  score_completed (state, index, cloisters, events);
  finish_turn (state, TRUE, events);
  return TRUE;
}

/* ---- board queries ----------------------------------------------------------- */

guint
carc_state_get_n_placed (const CarcState *state)
{
  return state->n_placed;
}

void
carc_state_get_placed (const CarcState *state,
                       guint            i,
                       gint            *x,
                       gint            *y,
                       guint           *tile,
                       guint           *rotation)
{
  const CarcPlacedTile *p;

  g_return_if_fail (i < state->n_placed);
  p = &state->placed[i];
  if (x)
    *x = p->x;
  if (y)
    *y = p->y;
  if (tile)
    *tile = p->type;
  if (rotation)
    *rotation = p->rot;
}

gboolean
carc_state_get_tile_at (const CarcState *state,
                        gint             x,
                        gint             y,
                        guint           *tile,
                        guint           *rotation)
{
  int q;

  if (!cell_in_grid (state, x, y) || (q = placed_at (state, x, y)) < 0)
    return FALSE;
  carc_state_get_placed (state, (guint) q, NULL, NULL, tile, rotation);
  return TRUE;
}

gboolean
carc_state_get_figure_at (const CarcState *state,
                          gint             x,
                          gint             y,
                          guint           *player,
                          CarcAction      *kind,
                          CarcSegment     *segment,
                          CarcRole        *role)
{
  const CarcPlacedTile *p;
  int q;

  if (!cell_in_grid (state, x, y) || (q = placed_at (state, x, y)) < 0)
    return FALSE;
  p = &state->placed[q];
  if (p->fig_owner < 0)
    return FALSE;
  if (player)
    *player = (guint) p->fig_owner;
  if (kind)
    *kind = (CarcAction) p->fig_kind;
  if (segment)
    *segment = (CarcSegment) p->fig_segment;
  if (role)
    *role = role_of_kind (state->table->types[p->type].def.features[p->fig_feature].kind, p->fig_kind);
  return TRUE;
}

gboolean
carc_state_placed_city_completed (const CarcState *state,
                                  guint            placed)
{
  const CarcPlacedTile *tile = &state->placed[placed];
  const CarcTileType *type = &state->table->types[tile->type];

  for (guint i = 0; i < type->def.n_features; i++)
    if (type->def.features[i].kind == CARC_FEATURE_CITY
        && state->parts[find_root_const (state->parts, tile->part_base + i)].open == 0)
      return TRUE;
  return FALSE;
}

guint
carc_state_collect_figures (const CarcState *state,
                            CarcFigureRef   *out,
                            guint            max_out)
{
  guint n = 0;

  for (guint i = 0; i < state->n_figure_tiles && n < max_out; i++)
    {
      const CarcPlacedTile *p = &state->placed[state->figure_tiles[i]];

      out[n].x = p->x;
      out[n].y = p->y;
      out[n].player = (guint8) p->fig_owner;
      out[n].kind = p->fig_kind;
      out[n].segment = p->fig_segment;
      out[n].feature = (guint16) find_root_const (state->parts, p->part_base + p->fig_feature);
      n++;
    }
  return n;
}

void
carc_state_get_bounds (const CarcState *state,
                       gint            *min_x,
                       gint            *min_y,
                       gint            *max_x,
                       gint            *max_y)
{
  *min_x = state->min_x;
  *min_y = state->min_y;
  *max_x = state->max_x;
  *max_y = state->max_y;
}

gboolean
carc_state_query_feature (const CarcState *state,
                          gint             x,
                          gint             y,
                          CarcSegment      segment,
                          CarcFeatureInfo *info,
                          GArray          *parts)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  const CarcPart *root_part;
  CarcEvent ev = { 0 };
  int q, local;
  guint root, p;

  if (!cell_in_grid (state, x, y) || (q = placed_at (state, x, y)) < 0)
    return FALSE;
  tile = &state->placed[q];
  type = &state->table->types[tile->type];
  local = feature_at_segment (&type->rot[tile->rot], type, segment);
  if (local < 0)
    return FALSE;
  root = find_root_const (state->parts, tile->part_base + (guint) local);
  root_part = &state->parts[root];
  if (info != NULL)
    {
      gboolean complete;

      memset (info, 0, sizeof *info);
      info->kind = (CarcFeatureKind) root_part->kind;
      info->scored = (root_part->flags & CARC_PART_SCORED) != 0;
      info->n_open_sides = (guint) MAX (root_part->open, 0);
      if (info->kind == CARC_FEATURE_MONASTERY || info->kind == CARC_FEATURE_GARDEN)
        complete = tile->n_neighbours == 8;
      else
        complete = (info->kind == CARC_FEATURE_ROAD || info->kind == CARC_FEATURE_CITY
                    || info->kind == CARC_FEATURE_RIVER) && root_part->open == 0;
      info->completed = complete;
      if (info->kind == CARC_FEATURE_FIELD)
        {
          guint n_tiles;

          /* One walk of the (often large) field for both counts. */
          info->value_now = 3 * count_completed_cities (state, root, &n_tiles);
          ev.n_tiles = (guint16) n_tiles;
        }
      else
        info->value_now = feature_value (state, root, complete ? CARC_PHASE_PLAY : CARC_PHASE_END, &ev);
      if (info->kind == CARC_FEATURE_MONASTERY || info->kind == CARC_FEATURE_GARDEN)
        info->value_now = complete ? 9 : info->value_now;
      info->n_tiles = ev.n_tiles ? ev.n_tiles : count_distinct_tiles (state, root);
      info->n_shields = root_part->shields;
      memcpy (info->figures, root_part->figures, sizeof info->figures);
    }
  if (parts != NULL)
    {
      p = root;
      do
        {
          CarcFeaturePart fp;

          fp.x = state->placed[state->parts[p].tile].x;
          fp.y = state->placed[state->parts[p].tile].y;
          fp.feature = state->parts[p].local;
          g_array_append_val (parts, fp);
          p = state->parts[p].next;
        }
      while (p != root);
    }
  return TRUE;
}

/* ---- players ------------------------------------------------------------------ */

guint
carc_state_get_score (const CarcState *state,
                      guint            player)
{
  guint total = 0;

  g_return_val_if_fail (player < state->n_players, 0);
  for (guint c = 0; c < CARC_N_CATEGORIES; c++)
    for (guint ph = 0; ph < CARC_N_PHASES; ph++)
      total += state->score[player][c][ph];
  return total;
}

guint
carc_state_get_score_part (const CarcState *state,
                           guint            player,
                           CarcCategory     category,
                           CarcPhase        phase)
{
  g_return_val_if_fail (player < state->n_players && category < CARC_N_CATEGORIES
                        && phase < CARC_N_PHASES, 0);
  return state->score[player][category][phase];
}

guint
carc_state_get_supply (const CarcState *state,
                       guint            player)
{
  g_return_val_if_fail (player < state->n_players, 0);
  return state->supply[player];
}

gboolean
carc_state_get_abbot_in_supply (const CarcState *state,
                                guint            player)
{
  g_return_val_if_fail (player < state->n_players, FALSE);
  return state->abbot_tile[player] < 0;
}

guint
carc_state_get_winners (const CarcState *state)
{
  guint best = 0, winners = 0;

  if (!state->finished)
    return 0;
  for (guint p = 0; p < state->n_players; p++)
    best = MAX (best, carc_state_get_score (state, p));
  for (guint p = 0; p < state->n_players; p++)
    if (carc_state_get_score (state, p) == best)
      winners |= 1u << p;
  return winners;
}

const char *
carc_category_to_string (CarcCategory category)
{
  static const char * const names[] = { "road", "city", "monastery", "garden", "farm" };

  return category < CARC_N_CATEGORIES ? names[category] : "?";
}

const char *
carc_role_to_string (CarcRole role)
{
  static const char * const names[] = { "thief", "knight", "monk", "farmer", "abbot" };

  return role <= CARC_ROLE_ABBOT ? names[role] : "?";
}
