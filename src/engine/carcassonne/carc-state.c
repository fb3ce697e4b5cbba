/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-state.c — Carcassonne rules: creating a game, laying tiles, applying
 * moves, and what the state answers (the other files of the state are named
 * in carc-state-private.h)
 *
 * Layout for speed: the board is a fixed grid of cell codes, the features
 * are a union-find over "parts" (one part per feature of each placed tile),
 * and everything lives in one block, so a copy is one memcpy. Side matching
 * uses packed nibbles: each empty cell next to the map keeps the side kinds
 * its neighbours show it, so a placement test is one AND and one compare.
 */
#include "carc-state-private.h"

#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (carc-error-quark, carc_error)

/* ---- memory ----------------------------------------------------------- */

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
guint
carc_lay_tile (CarcState *state,
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
  carc_lay_tile (state, (guint) table->start_type, 0, 0, 0, NULL);
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
  table = carc_table_new (tileset, river, error);
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
  carc_emit (events, &ev);
}

static void
draw_tile (CarcState *state,
           guint      type)
{
  int from = carc_deck_index_for (state, type);
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
    carc_end_scoring (state, events);
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
      g_autofree char *text = carc_describe_failure (state, move, &check);

      g_set_error_literal (error, CARC_ERROR, carc_error_code_for (check.reason), text);
      return FALSE;
    }
  draw_tile (state, move->tile);
  ev.player = (gint8) state->current;
  ev.tile = move->tile;
  if (move->discard)
    {
      ev.type = CARC_EVENT_TILE_DISCARDED;
      carc_emit (events, &ev);
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
      carc_check_river (state, &type->rot[move->rotation], f, &turn);
      state->last_turn = turn;
    }
  index = carc_lay_tile (state, move->tile, move->x, move->y, move->rotation, &cloisters);
  ev.type = CARC_EVENT_TILE_PLACED;
  ev.x = (gint16) move->x;
  ev.y = (gint16) move->y;
  ev.rotation = (guint8) move->rotation;
  carc_emit (events, &ev);

  if (move->action == CARC_ACTION_MEEPLE || move->action == CARC_ACTION_ABBOT)
    place_figure (state, index, move, events);
  else if (move->action == CARC_ACTION_RECALL_ABBOT)
    carc_recall_abbot (state, events);
  carc_score_completed (state, index, cloisters, events);
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
          info->value_now = 3 * carc_count_completed_cities (state, root, &n_tiles);
          ev.n_tiles = (guint16) n_tiles;
        }
      else
        info->value_now = carc_feature_value (state, root, complete ? CARC_PHASE_PLAY : CARC_PHASE_END, &ev);
      if (info->kind == CARC_FEATURE_MONASTERY || info->kind == CARC_FEATURE_GARDEN)
        info->value_now = complete ? 9 : info->value_now;
      info->n_tiles = ev.n_tiles ? ev.n_tiles : carc_count_distinct_tiles (state, root);
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
