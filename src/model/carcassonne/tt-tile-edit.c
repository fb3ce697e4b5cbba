/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-edit.c — editing operations on one Carcassonne tile definition */
#include "tt-tile-edit.h"

#include <string.h>

/* The tile's rim as a ring of 16 positions, clockwise from the NNW half:
 * per side d the first half (4d), the middle (4d+1), the second half
 * (4d+2) and the corner after it (4d+3). Roads, rivers and cities are
 * obstacles that touch the rim at some of these positions; two field
 * halves lie in the same field unless one obstacle touches the rim on both
 * arcs between them. */
#define RIM_SIZE 16

static guint
half_position (guint half)
{
  return 4 * (half / 2) + 2 * (half % 2);
}

static guint
middle_position (guint side)
{
  return 4 * side + 1;
}

static gboolean
obstacle_separates (guint16 obstacle,
                    guint   a,
                    guint   b)
{
  guint16 arc_ab = 0;
  guint16 arc_ba = 0;

  for (guint p = (a + 1) % RIM_SIZE; p != b; p = (p + 1) % RIM_SIZE)
    arc_ab |= (guint16) (1u << p);
  for (guint p = (b + 1) % RIM_SIZE; p != a; p = (p + 1) % RIM_SIZE)
    arc_ba |= (guint16) (1u << p);
  return (obstacle & arc_ab) != 0 && (obstacle & arc_ba) != 0;
}

static guint8
halves_of_sides (guint8 sides)
{
  guint8 halves = 0;

  for (guint d = 0; d < 4; d++)
    if (sides & (1u << d))
      halves |= (guint8) (3u << (2 * d));
  return halves;
}

static gboolean
is_side_feature (CarcFeatureKind kind)
{
  return kind == CARC_FEATURE_ROAD || kind == CARC_FEATURE_CITY || kind == CARC_FEATURE_RIVER;
}

static CarcFeatureKind
feature_kind_for_side (CarcSideKind kind)
{
  switch (kind)
    {
    case CARC_SIDE_ROAD:
      return CARC_FEATURE_ROAD;
    case CARC_SIDE_CITY:
      return CARC_FEATURE_CITY;
    case CARC_SIDE_RIVER:
      return CARC_FEATURE_RIVER;
    case CARC_SIDE_NONE:
    case CARC_SIDE_FIELD:
    default:
      return CARC_FEATURE_FIELD;
    }
}

CarcSideKind
tt_side_kind_next (CarcSideKind kind)
{
  switch (kind)
    {
    case CARC_SIDE_FIELD:
      return CARC_SIDE_ROAD;
    case CARC_SIDE_ROAD:
      return CARC_SIDE_CITY;
    case CARC_SIDE_CITY:
      return CARC_SIDE_RIVER;
    case CARC_SIDE_RIVER:
    case CARC_SIDE_NONE:
    default:
      return CARC_SIDE_FIELD;
    }
}

static void
remove_feature (CarcTileDef *tile,
                guint        index)
{
  g_return_if_fail (index < tile->n_features);

  memmove (&tile->features[index], &tile->features[index + 1],
           (tile->n_features - index - 1) * sizeof (CarcFeatureDef));
  tile->n_features--;
}

static CarcFeatureDef *
append_feature (CarcTileDef     *tile,
                CarcFeatureKind  kind)
{
  CarcFeatureDef *feature;

  if (tile->n_features >= CARC_MAX_FEATURES)
    return NULL;
  feature = &tile->features[tile->n_features++];
  memset (feature, 0, sizeof *feature);
  feature->kind = kind;
  return feature;
}

static int
feature_at_side (const CarcTileDef *tile,
                 guint              side)
{
  for (guint i = 0; i < tile->n_features; i++)
    if (is_side_feature (tile->features[i].kind) && (tile->features[i].sides & (1u << side)))
      return (int) i;
  return -1;
}

static void
drop_fields (CarcTileDef *tile)
{
  guint kept = 0;

  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind != CARC_FEATURE_FIELD)
      tile->features[kept++] = tile->features[i];
  tile->n_features = kept;
}

static gboolean
is_dead_end_road (const CarcFeatureDef *f)
{
  return f->kind == CARC_FEATURE_ROAD && f->sides != 0
         && g_bit_nth_lsf (f->sides, -1) == g_bit_nth_msf (f->sides, -1);
}

static guint
n_bits (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

static gboolean
crosses_centre (const CarcFeatureDef *f)
{
  return (f->kind == CARC_FEATURE_ROAD || f->kind == CARC_FEATURE_RIVER)
         && (f->sides == 0x5 || f->sides == 0xa);
}

/* Where a road that ends inside the tile stops when there is no junction:
 * at a road or river running straight through the middle (river tile with
 * a monastery), else at the biggest city when nothing stands in the centre
 * (tile S of the base set); -1 when it just stops in the open, e.g. at a
 * monastery. */
static int
dead_end_stop (const CarcTileDef *tile)
{
  int best = -1;

  if (tile->junction)
    return -1;
  for (guint i = 0; i < tile->n_features; i++)
    if (crosses_centre (&tile->features[i]))
      return (int) i;
  if (tt_tile_def_get_centre (tile) != TT_TILE_CENTRE_NONE)
    return -1;
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == CARC_FEATURE_CITY
        && (best < 0 || n_bits (tile->features[i].sides) > n_bits (tile->features[best].sides)))
      best = (int) i;
  return best;
}

static guint16
rim_points (const CarcFeatureDef *f)
{
  guint16 points = 0;

  for (guint d = 0; d < 4; d++)
    if (f->sides & (1u << d))
      points |= (guint16) (1u << middle_position (d));
  for (guint h = 0; h < 8 && f->kind == CARC_FEATURE_CITY; h++)
    if (f->halves & (1u << h))
      points |= (guint16) (1u << half_position (h));
  return points;
}

/* The rim positions each road, river and city touches. Roads that stop at
 * a junction all meet in the middle, so together they are one obstacle;
 * a road that runs into a city or river is part of that one's obstacle. */
static guint
collect_obstacles (const CarcTileDef *tile,
                   guint16           *obstacles,
                   int               *owner)
{
  guint n = 0;
  guint16 junction = 0;
  guint16 into_stop = 0;
  int stop = dead_end_stop (tile);

  for (guint i = 0; i < tile->n_features; i++)
    {
      const CarcFeatureDef *f = &tile->features[i];

      if (!is_side_feature (f->kind))
        continue;
      if (tile->junction && is_dead_end_road (f))
        junction |= rim_points (f);
      else if (stop >= 0 && is_dead_end_road (f))
        into_stop |= rim_points (f);
      else
        {
          owner[n] = (int) i;
          obstacles[n++] = rim_points (f);
        }
    }
  for (guint i = 0; i < n; i++)
    if (owner[i] == stop)
      obstacles[i] |= into_stop;
  if (junction != 0)
    {
      owner[n] = -1;
      obstacles[n++] = junction;
    }
  return n;
}

static gboolean
rim_connected (const guint16 *obstacles,
               const int     *owner,
               guint          n_obstacles,
               int            ignored,
               guint          a,
               guint          b)
{
  for (guint i = 0; i < n_obstacles; i++)
    if (owner[i] != ignored && obstacle_separates (obstacles[i], a, b))
      return FALSE;
  return TRUE;
}

/* A field touches a city when some half of the field reaches some half of
 * the city without crossing any other road, river or city. */
static void
compute_field_cities (CarcTileDef *tile)
{
  guint16 obstacles[CARC_MAX_FEATURES + 1];
  int owner[CARC_MAX_FEATURES + 1];
  guint n = collect_obstacles (tile, obstacles, owner);

  for (guint i = 0; i < tile->n_features; i++)
    {
      CarcFeatureDef *field = &tile->features[i];

      if (field->kind != CARC_FEATURE_FIELD)
        continue;
      field->cities = 0;
      for (guint c = 0; c < tile->n_features; c++)
        {
          const CarcFeatureDef *city = &tile->features[c];

          if (city->kind != CARC_FEATURE_CITY)
            continue;
          for (guint fh = 0; fh < 8; fh++)
            for (guint ch = 0; ch < 8; ch++)
              if ((field->halves & (1u << fh)) && (city->halves & (1u << ch))
                  && rim_connected (obstacles, owner, n, (int) c,
                                    half_position (fh), half_position (ch)))
                field->cities |= (guint16) (1u << c);
        }
    }
}

static void
normalise (CarcTileDef *tile)
{
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == CARC_FEATURE_CITY)
      tile->features[i].halves = halves_of_sides (tile->features[i].sides);
    else if (tile->features[i].kind != CARC_FEATURE_FIELD)
      tile->features[i].halves = 0;
  tt_tile_def_derive_fields (tile);
}

void
tt_tile_def_derive_fields (CarcTileDef *tile)
{
  guint16 obstacles[CARC_MAX_FEATURES + 1];
  int owner[CARC_MAX_FEATURES + 1];
  int group[8];
  guint n;

  drop_fields (tile);
  n = collect_obstacles (tile, obstacles, owner);
  for (guint h = 0; h < 8; h++)
    group[h] = tile->sides[h / 2] == CARC_SIDE_CITY ? -1 : (int) h;
  for (guint a = 0; a < 8; a++)
    for (guint b = a + 1; b < 8; b++)
      if (group[a] >= 0 && group[b] >= 0 && group[b] != group[a]
          && rim_connected (obstacles, owner, n, -2, half_position (a), half_position (b)))
        {
          int old = group[b];

          for (guint h = 0; h < 8; h++)
            if (group[h] == old)
              group[h] = group[a];
        }
  for (guint h = 0; h < 8; h++)
    {
      CarcFeatureDef *field;

      if (group[h] != (int) h)
        continue;
      field = append_feature (tile, CARC_FEATURE_FIELD);
      if (field == NULL)
        break;
      for (guint k = 0; k < 8; k++)
        if (group[k] == (int) h)
          field->halves |= (guint8) (1u << k);
    }
  compute_field_cities (tile);
}

void
tt_tile_def_set_side (CarcTileDef   *tile,
                      CarcDirection  side,
                      CarcSideKind   kind)
{
  int old;

  g_return_if_fail (side <= CARC_DIR_W);
  g_return_if_fail (kind >= CARC_SIDE_FIELD && kind <= CARC_SIDE_RIVER);

  old = feature_at_side (tile, side);
  if (old >= 0)
    {
      tile->features[old].sides &= (guint8) ~(1u << side);
      if (tile->features[old].sides == 0)
        remove_feature (tile, (guint) old);
    }
  tile->sides[side] = kind;
  if (kind != CARC_SIDE_FIELD)
    {
      CarcFeatureDef *feature;

      /* New side features go before the fields, which are rebuilt anyway. */
      drop_fields (tile);
      feature = append_feature (tile, feature_kind_for_side (kind));
      if (feature != NULL)
        feature->sides = (guint8) (1u << side);
    }
  normalise (tile);
}

gboolean
tt_tile_def_sides_joined (const CarcTileDef *tile,
                          CarcDirection      a,
                          CarcDirection      b)
{
  int fa = feature_at_side (tile, a);

  return a != b && fa >= 0 && fa == feature_at_side (tile, b);
}

gboolean
tt_tile_def_join_sides (CarcTileDef   *tile,
                        CarcDirection  a,
                        CarcDirection  b)
{
  int fa, fb;

  g_return_val_if_fail (a <= CARC_DIR_W && b <= CARC_DIR_W, FALSE);

  fa = feature_at_side (tile, a);
  fb = feature_at_side (tile, b);
  if (fa < 0 || fb < 0 || fa == fb || tile->features[fa].kind != tile->features[fb].kind)
    return FALSE;
  tile->features[fa].sides |= tile->features[fb].sides;
  tile->features[fa].shields += tile->features[fb].shields;
  remove_feature (tile, (guint) fb);
  normalise (tile);
  return TRUE;
}

gboolean
tt_tile_def_split_side (CarcTileDef   *tile,
                        CarcDirection  side)
{
  int f;
  CarcFeatureKind kind;
  CarcFeatureDef *feature;

  g_return_val_if_fail (side <= CARC_DIR_W, FALSE);

  f = feature_at_side (tile, side);
  if (f < 0 || tile->features[f].sides == (1u << side))
    return FALSE;
  kind = tile->features[f].kind;
  tile->features[f].sides &= (guint8) ~(1u << side);
  drop_fields (tile);
  feature = append_feature (tile, kind);
  if (feature != NULL)
    feature->sides = (guint8) (1u << side);
  normalise (tile);
  return TRUE;
}

gboolean
tt_tile_def_set_shields (CarcTileDef   *tile,
                         CarcDirection  city_side,
                         guint          shields)
{
  int f;

  g_return_val_if_fail (city_side <= CARC_DIR_W, FALSE);

  f = feature_at_side (tile, city_side);
  if (f < 0 || tile->features[f].kind != CARC_FEATURE_CITY || shields > 9)
    return FALSE;
  tile->features[f].shields = (guint8) shields;
  return TRUE;
}

TtTileCentre
tt_tile_def_get_centre (const CarcTileDef *tile)
{
  if (carc_tile_def_has_monastery (tile))
    return TT_TILE_CENTRE_MONASTERY;
  if (carc_tile_def_has_garden (tile))
    return TT_TILE_CENTRE_GARDEN;
  return TT_TILE_CENTRE_NONE;
}

void
tt_tile_def_set_centre (CarcTileDef  *tile,
                        TtTileCentre  centre)
{
  for (guint i = tile->n_features; i > 0; i--)
    {
      CarcFeatureKind kind = tile->features[i - 1].kind;

      if (kind == CARC_FEATURE_MONASTERY || kind == CARC_FEATURE_GARDEN)
        remove_feature (tile, i - 1);
    }
  if (centre != TT_TILE_CENTRE_NONE)
    {
      drop_fields (tile);
      append_feature (tile, centre == TT_TILE_CENTRE_MONASTERY
                              ? CARC_FEATURE_MONASTERY : CARC_FEATURE_GARDEN);
    }
  normalise (tile);
}

void
tt_tile_def_set_junction (CarcTileDef *tile,
                          gboolean     junction)
{
  tile->junction = !!junction;
  normalise (tile);
}

int
tt_tile_def_field_of_half (const CarcTileDef *tile,
                           guint              half)
{
  g_return_val_if_fail (half < 8, -1);

  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == CARC_FEATURE_FIELD && (tile->features[i].halves & (1u << half)))
      return (int) i;
  return -1;
}

/* Manual corrections where the automatic fields do not match the drawing
 * the designer has in mind; they last until the next change of shape. */
gboolean
tt_tile_def_split_half (CarcTileDef *tile,
                        guint        half)
{
  int f = tt_tile_def_field_of_half (tile, half);
  CarcFeatureDef *field;

  if (f < 0 || tile->features[f].halves == (1u << half))
    return FALSE;
  field = append_feature (tile, CARC_FEATURE_FIELD);
  if (field == NULL)
    return FALSE;
  tile->features[f].halves &= (guint8) ~(1u << half);
  field->halves = (guint8) (1u << half);
  compute_field_cities (tile);
  return TRUE;
}

gboolean
tt_tile_def_join_halves (CarcTileDef *tile,
                         guint        a,
                         guint        b)
{
  int fa = tt_tile_def_field_of_half (tile, a);
  int fb = tt_tile_def_field_of_half (tile, b);

  if (fa < 0 || fb < 0 || fa == fb)
    return FALSE;
  tile->features[fa].halves |= tile->features[fb].halves;
  remove_feature (tile, (guint) fb);
  compute_field_cities (tile);
  return TRUE;
}
