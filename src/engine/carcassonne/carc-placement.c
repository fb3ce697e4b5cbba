/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-placement.c — Carcassonne rules: where a tile and a figure may go (the
 * legal moves), and drawing a named tile as a record does */
#include "carc-state-private.h"

#include <stdlib.h>
#include <string.h>

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
CarcReason
carc_check_river (const CarcState       *state,
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
    return carc_check_river (state, o, f, &turn);
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
  return !type->is_river || carc_check_river (state, o, f, &turn) == CARC_REASON_OK;
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
int
carc_deck_index_for (const CarcState *state,
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
  if (move->tile >= state->table->n_types || carc_deck_index_for (state, move->tile) < 0)
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

char *
carc_describe_failure (const CarcState     *state,
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

CarcError
carc_error_code_for (CarcReason reason)
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
