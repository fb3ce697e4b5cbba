/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-table.c — the compiled tile table: every tile type's rotations, the
 * parts and the memory layout a state is made in */
#include "carc-state-private.h"

#include <stdlib.h>
#include <string.h>

#define CITY_REF_MASK 0x7fffu   /* bit 15 of `cities` marks a broken reference */

/* ---- the compiled table ---------------------------------------------- */

CarcTable *
carc_table_ref (CarcTable *table)
{
  return g_atomic_rc_box_acquire (table);
}

static void
table_clear (gpointer data)
{
  CarcTable *table = data;

  for (guint i = 0; i < table->n_types; i++)
    {
      g_free (table->types[i].def.id);
      g_free (table->types[i].def.name);
    }
  g_free (table->types);
  g_free (table->fit);
  g_free (table->tileset_name);
}

void
carc_table_unref (CarcTable *table)
{
  if (table != NULL)
    g_atomic_rc_box_release_full (table, table_clear);
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

CarcTable *
carc_table_new (CarcTileSet  *main_set,
                CarcTileSet  *river_set,
                GError      **error)
{
  CarcTable *table = g_atomic_rc_box_new0 (CarcTable);
  guint n_main = carc_tileset_get_n_tiles (main_set);
  guint n_river = river_set ? carc_tileset_get_n_tiles (river_set) : 0;
  guint n_placeable = 0;
  gsize grid_bytes;

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
