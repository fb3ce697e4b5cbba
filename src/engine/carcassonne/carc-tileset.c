/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-tileset.c — loading, validating and writing Carcassonne tile sets */
#include "carc-tileset.h"
#include "carc-resources.h"

#include <string.h>

#include "common/tt-json.h"

G_DEFINE_QUARK (carc-tileset-error-quark, carc_tileset_error)

struct _CarcTileSet
{
  char            *name;
  char            *title;
  char            *start;   /* tile id or NULL */
  char            *last;    /* tile id or NULL */
  GPtrArray       *tiles;   /* of CarcTileDef* */
};

static const char * const segment_names[CARC_N_SEGMENTS] = {
  "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C",
};
static const char * const side_kind_names[] = { "none", "field", "road", "city", "river", NULL };
static const char * const direction_names[] = { "north", "east", "south", "west" };
static const char * const feature_kind_names[] = {
  "road", "city", "field", "river", "monastery", "garden", NULL,
};

static const char * const set_keys[] = {
  "format", "version", "name", "title", "start", "last", "tiles", NULL,
};
static const char * const tile_keys[] = {
  "id", "name", "count", "sides", "features", "fields", "junction", NULL,
};
static const char * const side_keys[] = { "N", "E", "S", "W", NULL };
static const char * const feature_keys[] = { "kind", "sides", "shields", NULL };
static const char * const field_keys[] = { "halves", "cities", NULL };
/* What a "features" entry may be; fields have their own list. */
static const char * const placed_feature_kinds[] = {
  "road", "city", "river", "monastery", "garden", NULL,
};

/* ---- names ------------------------------------------------------------ */

const char *
carc_segment_to_string (CarcSegment segment)
{
  if ((int) segment < 0 || segment >= CARC_N_SEGMENTS)
    return "?";
  return segment_names[segment];
}

CarcSegment
carc_segment_from_string (const char *text)
{
  for (int i = 0; text != NULL && i < CARC_N_SEGMENTS; i++)
    if (strcmp (text, segment_names[i]) == 0)
      return (CarcSegment) i;
  return CARC_SEG_INVALID;
}

const char *
carc_side_kind_to_string (CarcSideKind kind)
{
  return kind <= CARC_SIDE_RIVER ? side_kind_names[kind] : "?";
}

const char *
carc_direction_to_string (CarcDirection dir)
{
  return segment_names[dir & 3];
}

const char *
carc_direction_name (CarcDirection dir)
{
  return direction_names[dir & 3];
}

const char *
carc_feature_kind_to_string (CarcFeatureKind kind)
{
  return kind < CARC_N_FEATURE_KINDS ? feature_kind_names[kind] : "?";
}

CarcSegment
carc_segment_rotate (CarcSegment segment,
                     guint       quarter_turns)
{
  quarter_turns &= 3;
  if (segment <= CARC_SEG_W)
    return (CarcSegment) ((segment + quarter_turns) & 3);
  if (segment <= CARC_SEG_WNW)
    return (CarcSegment) (CARC_SEG_NNW + ((segment - CARC_SEG_NNW + 2 * quarter_turns) & 7));
  return segment;
}

/* ---- tile definitions ------------------------------------------------- */

static void
tile_def_free (gpointer data)
{
  CarcTileDef *tile = data;

  g_free (tile->id);
  g_free (tile->name);
  g_free (tile);
}

static CarcTileDef *
tile_def_copy (const CarcTileDef *tile)
{
  CarcTileDef *copy = g_memdup2 (tile, sizeof *tile);

  copy->id = g_strdup (tile->id);
  copy->name = g_strdup (tile->name);
  return copy;
}

int
carc_tile_def_feature_at (const CarcTileDef *tile,
                          CarcSegment        segment)
{
  for (guint i = 0; i < tile->n_features; i++)
    {
      const CarcFeatureDef *f = &tile->features[i];

      if (segment <= CARC_SEG_W && (f->sides & (1u << segment)) != 0)
        return (int) i;
      if (segment >= CARC_SEG_NNW && segment <= CARC_SEG_WNW
          && (f->halves & (1u << (segment - CARC_SEG_NNW))) != 0)
        return (int) i;
      if (segment == CARC_SEG_C
          && (f->kind == CARC_FEATURE_MONASTERY || f->kind == CARC_FEATURE_GARDEN))
        return (int) i;
    }
  return -1;
}

static gboolean
tile_def_has_kind (const CarcTileDef *tile,
                   CarcFeatureKind    kind)
{
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == kind)
      return TRUE;
  return FALSE;
}

gboolean
carc_tile_def_has_garden (const CarcTileDef *tile)
{
  return tile_def_has_kind (tile, CARC_FEATURE_GARDEN);
}

gboolean
carc_tile_def_has_monastery (const CarcTileDef *tile)
{
  return tile_def_has_kind (tile, CARC_FEATURE_MONASTERY);
}

guint
carc_tile_def_n_shields (const CarcTileDef *tile)
{
  guint n = 0;

  for (guint i = 0; i < tile->n_features; i++)
    n += tile->features[i].shields;
  return n;
}

/* ---- the set ---------------------------------------------------------- */

CarcTileSet *
carc_tileset_new (const char *name)
{
  CarcTileSet *set = g_atomic_rc_box_new0 (CarcTileSet);

  set->name = g_strdup (name ? name : "custom");
  set->tiles = g_ptr_array_new_with_free_func (tile_def_free);
  return set;
}

CarcTileSet *
carc_tileset_ref (CarcTileSet *set)
{
  return g_atomic_rc_box_acquire (set);
}

static void
tileset_clear (gpointer data)
{
  CarcTileSet *set = data;

  g_free (set->name);
  g_free (set->title);
  g_free (set->start);
  g_free (set->last);
  g_ptr_array_unref (set->tiles);
}

void
carc_tileset_unref (CarcTileSet *set)
{
  if (set != NULL)
    g_atomic_rc_box_release_full (set, tileset_clear);
}

CarcTileSet *
carc_tileset_copy (const CarcTileSet *set)
{
  CarcTileSet *copy = carc_tileset_new (set->name);

  copy->title = g_strdup (set->title);
  copy->start = g_strdup (set->start);
  copy->last = g_strdup (set->last);
  for (guint i = 0; i < set->tiles->len; i++)
    g_ptr_array_add (copy->tiles, tile_def_copy (g_ptr_array_index (set->tiles, i)));
  return copy;
}

const char *
carc_tileset_get_name (const CarcTileSet *set)
{
  return set->name;
}

void
carc_tileset_set_name (CarcTileSet *set,
                       const char  *name)
{
  g_free (set->name);
  set->name = g_strdup (name);
}

const char *
carc_tileset_get_title (const CarcTileSet *set)
{
  return set->title;
}

void
carc_tileset_set_title (CarcTileSet *set,
                        const char  *title)
{
  g_free (set->title);
  set->title = g_strdup (title);
}

int
carc_tileset_find (const CarcTileSet *set,
                   const char        *tile_id)
{
  if (tile_id == NULL)
    return -1;
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileDef *tile = g_ptr_array_index (set->tiles, i);

      if (g_strcmp0 (tile->id, tile_id) == 0)
        return (int) i;
    }
  return -1;
}

int
carc_tileset_get_start (const CarcTileSet *set)
{
  return carc_tileset_find (set, set->start);
}

int
carc_tileset_get_last (const CarcTileSet *set)
{
  return carc_tileset_find (set, set->last);
}

void
carc_tileset_set_start (CarcTileSet *set,
                        const char  *tile_id)
{
  g_free (set->start);
  set->start = g_strdup (tile_id);
}

void
carc_tileset_set_last (CarcTileSet *set,
                       const char  *tile_id)
{
  g_free (set->last);
  set->last = g_strdup (tile_id);
}

guint
carc_tileset_get_n_tiles (const CarcTileSet *set)
{
  return set->tiles->len;
}

guint
carc_tileset_get_total_count (const CarcTileSet *set)
{
  guint total = 0;

  for (guint i = 0; i < set->tiles->len; i++)
    total += ((CarcTileDef *) g_ptr_array_index (set->tiles, i))->count;
  return total;
}

CarcTileDef *
carc_tileset_get_tile (const CarcTileSet *set,
                       guint              index)
{
  g_return_val_if_fail (index < set->tiles->len, NULL);
  return g_ptr_array_index (set->tiles, index);
}

CarcTileDef *
carc_tileset_add_tile (CarcTileSet *set,
                       const char  *tile_id)
{
  CarcTileDef *tile = g_new0 (CarcTileDef, 1);

  tile->id = g_strdup (tile_id);
  tile->count = 1;
  for (int d = 0; d < 4; d++)
    tile->sides[d] = CARC_SIDE_FIELD;
  tile->n_features = 1;
  tile->features[0].kind = CARC_FEATURE_FIELD;
  tile->features[0].halves = 0xff;
  g_ptr_array_add (set->tiles, tile);
  return tile;
}

void
carc_tileset_remove_tile (CarcTileSet *set,
                          guint        index)
{
  g_return_if_fail (index < set->tiles->len);
  g_ptr_array_remove_index (set->tiles, index);
}

/* ---- parsing ---------------------------------------------------------- */

static int
index_in (const char         *word,
          const char * const *names)
{
  for (int i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (word, names[i]) == 0)
      return i;
  return -1;
}

static gboolean
unknown_word (GError            **error,
              const char         *source,
              const char         *path,
              const char         *word,
              const char * const *allowed)
{
  const char *hint = tt_json_closest_word (word, allowed);
  g_autofree char *list = g_strjoinv (", ", (char **) allowed);

  if (hint != NULL)
    tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                       "unknown value \"%s\" (did you mean \"%s\"?)", word, hint);
  else
    tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                       "unknown value \"%s\", expected one of %s", word, list);
  return FALSE;
}

/* A JSON array of place names → bitmask; `names` are the allowed words,
 * their index is the bit. */
static gboolean
parse_name_list (JsonObject         *object,
                 const char         *member,
                 const char * const *names,
                 guint              *out_mask,
                 const char         *source,
                 const char         *path,
                 GError            **error)
{
  JsonArray *array = NULL;
  g_autofree char *where = tt_json_path_member (path, member);

  *out_mask = 0;
  if (!tt_json_get_array (object, member, FALSE, &array, source, path, error))
    return FALSE;
  if (array == NULL)
    return TRUE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autofree char *at = tt_json_path_index (where, i);
      int bit;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, at, "expected a string");
          return FALSE;
        }
      bit = index_in (json_node_get_string (node), names);
      if (bit < 0)
        return unknown_word (error, source, at, json_node_get_string (node), names);
      *out_mask |= 1u << bit;
    }
  return TRUE;
}

static const char * const half_names[] = {
  "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", NULL,
};

static guint8
halves_of_sides (guint sides)
{
  guint8 halves = 0;

  for (int d = 0; d < 4; d++)
    if (sides & (1u << d))
      halves |= (guint8) (3u << (2 * d));
  return halves;
}

static gboolean
parse_feature (CarcTileDef *tile,
               JsonObject  *object,
               const char  *source,
               const char  *path,
               GError     **error)
{
  CarcFeatureDef *f = &tile->features[tile->n_features];
  const char *kind = NULL;
  gint64 shields = 0;
  guint sides = 0;
  g_autofree char *kind_path = tt_json_path_member (path, "kind");
  int k;

  if (!tt_json_check_keys (object, feature_keys, source, path, error)
      || !tt_json_get_string (object, "kind", TRUE, &kind, source, path, error)
      || !tt_json_get_int (object, "shields", FALSE, 0, 9, &shields, source, path, error)
      || !parse_name_list (object, "sides", side_keys, &sides, source, path, error))
    return FALSE;
  k = index_in (kind, placed_feature_kinds);
  if (k < 0)
    return unknown_word (error, source, kind_path, kind, placed_feature_kinds);
  f->kind = index_in (kind, feature_kind_names);
  f->sides = (guint8) sides;
  f->shields = (guint8) shields;
  if (f->kind == CARC_FEATURE_CITY)
    f->halves = halves_of_sides (sides);
  tile->n_features++;
  return TRUE;
}

/* Field "cities" name a city by one of its sides; kept as side bits until
 * all features are known, then turned into local feature bits. */
static gboolean
parse_field (CarcTileDef *tile,
             JsonObject  *object,
             guint       *city_sides,
             const char  *source,
             const char  *path,
             GError     **error)
{
  CarcFeatureDef *f = &tile->features[tile->n_features];
  guint halves = 0;

  if (!tt_json_check_keys (object, field_keys, source, path, error)
      || !parse_name_list (object, "halves", half_names, &halves, source, path, error)
      || !parse_name_list (object, "cities", side_keys, city_sides, source, path, error))
    return FALSE;
  f->kind = CARC_FEATURE_FIELD;
  f->halves = (guint8) halves;
  tile->n_features++;
  return TRUE;
}

/* A field naming a side that is not a city keeps a marker bit the
 * validator reports (bit 15 can never be a real feature: max 16 features,
 * and a field is never feature 15's city). */
#define CITY_REF_BROKEN 0x8000u

static void
resolve_field_cities (CarcTileDef *tile,
                      guint        field_index,
                      guint        city_sides)
{
  CarcFeatureDef *field = &tile->features[field_index];

  for (int d = 0; d < 4; d++)
    {
      gboolean found = FALSE;

      if (!(city_sides & (1u << d)))
        continue;
      for (guint i = 0; i < tile->n_features; i++)
        if (tile->features[i].kind == CARC_FEATURE_CITY && (tile->features[i].sides & (1u << d)))
          {
            field->cities |= (guint16) (1u << i);
            found = TRUE;
          }
      if (!found)
        field->cities |= CITY_REF_BROKEN;
    }
}

static gboolean
parse_features_array (CarcTileDef *tile,
                      JsonObject  *object,
                      const char  *member,
                      guint       *city_sides,
                      const char  *source,
                      const char  *path,
                      GError     **error)
{
  JsonArray *array = NULL;
  g_autofree char *where = tt_json_path_member (path, member);

  if (!tt_json_get_array (object, member, FALSE, &array, source, path, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *at = tt_json_path_index (where, i);
      JsonObject *item = tt_json_require_object (json_array_get_element (array, i), source, at, error);

      if (item == NULL)
        return FALSE;
      if (tile->n_features >= CARC_MAX_FEATURES)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                             "a tile may have at most %d features and fields", CARC_MAX_FEATURES);
          return FALSE;
        }
      if (city_sides == NULL)
        {
          if (!parse_feature (tile, item, source, at, error))
            return FALSE;
        }
      else if (!parse_field (tile, item, &city_sides[tile->n_features], source, at, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_sides (CarcTileDef *tile,
             JsonObject  *object,
             const char  *source,
             const char  *path,
             GError     **error)
{
  JsonObject *sides = NULL;
  g_autofree char *where = tt_json_path_member (path, "sides");

  if (!tt_json_get_object (object, "sides", TRUE, &sides, source, path, error)
      || !tt_json_check_keys (sides, side_keys, source, where, error))
    return FALSE;
  for (int d = 0; d < 4; d++)
    {
      const char *kind = NULL;
      g_autofree char *at = tt_json_path_member (where, side_keys[d]);
      int k;

      if (!tt_json_get_string (sides, side_keys[d], TRUE, &kind, source, where, error))
        return FALSE;
      k = index_in (kind, side_kind_names);
      if (k <= 0)
        return unknown_word (error, source, at, kind, side_kind_names + 1);
      tile->sides[d] = (CarcSideKind) k;
    }
  return TRUE;
}

static CarcTileDef *
parse_tile (JsonObject  *object,
            const char  *source,
            const char  *path,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  CarcTileDef *tile = g_new0 (CarcTileDef, 1);
  const char *id = NULL, *name = NULL;
  gint64 count = 0;
  gboolean junction = FALSE;
  guint city_sides[CARC_MAX_FEATURES] = { 0 };
  guint first_field;

  if (!tt_json_check_keys (object, tile_keys, source, path, &local_error)
      || !tt_json_get_string (object, "id", TRUE, &id, source, path, &local_error)
      || !tt_json_get_string (object, "name", FALSE, &name, source, path, &local_error)
      || !tt_json_get_int (object, "count", FALSE, 0, 512, &count,
                           source, path, &local_error)
      || !tt_json_get_bool (object, "junction", FALSE, &junction, source, path, &local_error)
      || !parse_sides (tile, object, source, path, &local_error)
      || !parse_features_array (tile, object, "features", NULL, source, path, &local_error))
    goto fail;
  first_field = tile->n_features;
  if (!parse_features_array (tile, object, "fields", city_sides, source, path, &local_error))
    goto fail;
  for (guint i = first_field; i < tile->n_features; i++)
    resolve_field_cities (tile, i, city_sides[i]);
  tile->id = g_strdup (id);
  tile->name = g_strdup (name);
  tile->count = (guint) count;
  tile->junction = junction;
  return tile;

fail:
  g_propagate_error (error, g_steal_pointer (&local_error));
  tile_def_free (tile);
  return NULL;
}

CarcTileSet *
carc_tileset_parse_data (const char  *data,
                         gssize       length,
                         const char  *source,
                         GError     **error)
{
  g_autoptr(JsonNode) node = tt_json_parse (data, length, source, error);
  g_autoptr(CarcTileSet) set = NULL;
  JsonObject *root;
  const char *format = NULL, *name = NULL, *title = NULL, *start = NULL, *last = NULL;
  gint64 version = 0;
  JsonArray *tiles = NULL;

  if (node == NULL)
    return NULL;
  root = tt_json_require_object (node, source, NULL, error);
  if (root == NULL
      || !tt_json_check_keys (root, set_keys, source, NULL, error)
      || !tt_json_get_string (root, "format", TRUE, &format, source, NULL, error))
    return NULL;
  if (g_strcmp0 (format, CARC_TILESET_FORMAT) != 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "format",
                         "expected \"%s\", got \"%s\"", CARC_TILESET_FORMAT, format);
      return NULL;
    }
  if (!tt_json_get_int (root, "version", TRUE, 1, CARC_TILESET_VERSION, &version, source, NULL, error)
      || !tt_json_get_string (root, "name", TRUE, &name, source, NULL, error)
      || !tt_json_get_string (root, "title", FALSE, &title, source, NULL, error)
      || !tt_json_get_array (root, "tiles", TRUE, &tiles, source, NULL, error))
    return NULL;
  /* "start"/"last" may be null: a set without a start tile is reported by
   * the validator, not here. */
  if (json_object_has_member (root, "start") && !json_object_get_null_member (root, "start")
      && !tt_json_get_string (root, "start", FALSE, &start, source, NULL, error))
    return NULL;
  if (json_object_has_member (root, "last") && !json_object_get_null_member (root, "last")
      && !tt_json_get_string (root, "last", FALSE, &last, source, NULL, error))
    return NULL;

  set = carc_tileset_new (name);
  set->title = g_strdup (title);
  set->start = g_strdup (start);
  set->last = g_strdup (last);
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      g_autofree char *at = tt_json_path_index ("tiles", i);
      JsonObject *item = tt_json_require_object (json_array_get_element (tiles, i), source, at, error);
      CarcTileDef *tile;

      if (item == NULL)
        return NULL;
      tile = parse_tile (item, source, at, error);
      if (tile == NULL)
        return NULL;
      g_ptr_array_add (set->tiles, tile);
    }
  return g_steal_pointer (&set);
}

static gboolean
check_or_fail (CarcTileSet *set,
               const char  *source,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) message = g_string_new (NULL);

  if (carc_tileset_check (set, &local_error))
    return TRUE;
  /* One problem per line, each naming the file; ids quoted in them come
   * from the file, so each line is escaped on its own. */
  lines = g_strsplit (local_error->message, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = tt_json_escape_text (lines[i]);

      g_string_append_printf (message, "%s%s: %s", i > 0 ? "\n" : "", source ? source : "<data>", line);
    }
  g_set_error_literal (error, CARC_TILESET_ERROR, CARC_TILESET_ERROR_INVALID, message->str);
  return FALSE;
}

CarcTileSet *
carc_tileset_load_data (const char  *data,
                        gssize       length,
                        const char  *source,
                        GError     **error)
{
  g_autoptr(CarcTileSet) set = carc_tileset_parse_data (data, length, source, error);

  if (set == NULL || !check_or_fail (set, source, error))
    return NULL;
  return g_steal_pointer (&set);
}

CarcTileSet *
carc_tileset_load_file (const char  *filename,
                        GError     **error)
{
  return tt_file_load_with (filename, (TtFileDataFunc) carc_tileset_load_data, error);
}

static const char * const bundled_names[] = { "base", "river", NULL };

const char * const *
carc_tileset_bundled_names (void)
{
  return bundled_names;
}

char *
carc_tileset_bundled_data (const char  *name,
                           GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (name == NULL || !g_strv_contains (bundled_names, name))
    {
      g_set_error (error, CARC_TILESET_ERROR, CARC_TILESET_ERROR_NOT_FOUND,
                   "no bundled tile set called \"%s\" (there are: base, river)", name ? name : "");
      return NULL;
    }
  path = g_strconcat (CARC_RESOURCE_TILESETS, name, ".json", NULL);
  /* Looked up in our own resource so that linking the engine is enough,
   * whether or not anybody registered it globally. */
  bytes = g_resource_lookup_data (carc_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

CarcTileSet *
carc_tileset_load_bundled (const char  *name,
                           GError     **error)
{
  g_autofree char *data = carc_tileset_bundled_data (name, error);
  g_autofree char *source = NULL;

  if (data == NULL)
    return NULL;
  source = g_strconcat (name, ".json", NULL);
  return carc_tileset_load_data (data, -1, source, error);
}

/* ---- validation ------------------------------------------------------- */

void
carc_tile_problem_free (CarcTileProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->tile_id);
  g_free (problem->place);
  g_free (problem->message);
  g_free (problem);
}

static void
add_problem (GPtrArray         *problems,
             const CarcTileDef *tile,
             const char        *place,
             const char        *format,
             ...) G_GNUC_PRINTF (4, 5);

static void
add_problem (GPtrArray         *problems,
             const CarcTileDef *tile,
             const char        *place,
             const char        *format,
             ...)
{
  CarcTileProblem *problem = g_new0 (CarcTileProblem, 1);
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  problem->tile_id = tile ? g_strdup (tile->id) : NULL;
  problem->place = g_strdup (place);
  if (tile != NULL && place != NULL)
    problem->message = g_strdup_printf ("tile %s: %s: %s", tile->id, place, reason);
  else if (tile != NULL)
    problem->message = g_strdup_printf ("tile %s: %s", tile->id, reason);
  else
    problem->message = g_strdup (reason);
  g_ptr_array_add (problems, problem);
}

static CarcSideKind
side_kind_of_feature (CarcFeatureKind kind)
{
  switch (kind)
    {
    case CARC_FEATURE_ROAD:
      return CARC_SIDE_ROAD;
    case CARC_FEATURE_CITY:
      return CARC_SIDE_CITY;
    case CARC_FEATURE_RIVER:
      return CARC_SIDE_RIVER;
    default:
      return CARC_SIDE_NONE;
    }
}

static void
validate_sides (const CarcTileDef *tile,
                GPtrArray         *problems)
{
  for (int d = 0; d < 4; d++)
    {
      g_autofree char *place = g_strdup_printf ("side %s", segment_names[d]);
      guint owners = 0;

      for (guint i = 0; i < tile->n_features; i++)
        {
          const CarcFeatureDef *f = &tile->features[i];

          if (!(f->sides & (1u << d)))
            continue;
          owners++;
          if (side_kind_of_feature (f->kind) != tile->sides[d])
            add_problem (problems, tile, place, "the side is %s but feature %u (%s) ends there",
                         side_kind_names[tile->sides[d]], i, feature_kind_names[f->kind]);
        }
      if (owners > 1)
        add_problem (problems, tile, place, "%u features claim this side; a side belongs to one",
                     owners);
      if (owners == 0 && tile->sides[d] != CARC_SIDE_FIELD)
        add_problem (problems, tile, place,
                     "the side is a %s but no %s feature ends there (it leads nowhere)",
                     side_kind_names[tile->sides[d]], side_kind_names[tile->sides[d]]);
    }
}

/* A road with one end must stop at something drawn on the tile. */
static void
validate_road_ends (const CarcTileDef *tile,
                    GPtrArray         *problems)
{
  gboolean has_stop = tile->junction;

  for (guint i = 0; i < tile->n_features; i++)
    {
      CarcFeatureKind k = tile->features[i].kind;

      if (k == CARC_FEATURE_CITY || k == CARC_FEATURE_MONASTERY
          || k == CARC_FEATURE_GARDEN || k == CARC_FEATURE_RIVER)
        has_stop = TRUE;
      /* A road straight through the middle also stops one that runs into it. */
      if (k == CARC_FEATURE_ROAD && (tile->features[i].sides == 0x5 || tile->features[i].sides == 0xa))
        has_stop = TRUE;
    }
  for (guint i = 0; i < tile->n_features; i++)
    {
      const CarcFeatureDef *f = &tile->features[i];
      g_autofree char *place = g_strdup_printf ("feature %u", i);

      if (f->kind == CARC_FEATURE_FIELD)
        continue;
      if ((f->kind == CARC_FEATURE_ROAD || f->kind == CARC_FEATURE_CITY
           || f->kind == CARC_FEATURE_RIVER) && f->sides == 0)
        add_problem (problems, tile, place, "this %s touches no side",
                     feature_kind_names[f->kind]);
      if ((f->kind == CARC_FEATURE_MONASTERY || f->kind == CARC_FEATURE_GARDEN) && f->sides != 0)
        add_problem (problems, tile, place, "a %s lies in the center and has no sides",
                     feature_kind_names[f->kind]);
      if (f->kind != CARC_FEATURE_CITY && f->shields != 0)
        add_problem (problems, tile, place, "only cities carry shields");
      if (f->kind == CARC_FEATURE_ROAD && g_bit_nth_lsf (f->sides, -1) == g_bit_nth_msf (f->sides, -1)
          && f->sides != 0 && !has_stop)
        add_problem (problems, tile, place,
                     "the road from side %s ends inside the tile but nothing stops it there "
                     "(add a junction, a city, a monastery or a road straight through the middle)",
                     segment_names[g_bit_nth_lsf (f->sides, -1)]);
    }
}

static void
validate_centre (const CarcTileDef *tile,
                 GPtrArray         *problems)
{
  guint centres = 0;

  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == CARC_FEATURE_MONASTERY || tile->features[i].kind == CARC_FEATURE_GARDEN)
      centres++;
  if (centres > 1)
    add_problem (problems, tile, "center", "%u monasteries/gardens; the center holds one", centres);
}

static void
validate_halves (const CarcTileDef *tile,
                 GPtrArray         *problems)
{
  int field_of[8];

  for (int h = 0; h < 8; h++)
    {
      int side = h / 2;
      g_autofree char *place = g_strdup_printf ("half %s", half_names[h]);
      guint n = 0;

      field_of[h] = -1;
      for (guint i = 0; i < tile->n_features; i++)
        if (tile->features[i].kind == CARC_FEATURE_FIELD && (tile->features[i].halves & (1u << h)))
          {
            if (n > 0)
              add_problem (problems, tile, place, "the half is in field %d and field %u", field_of[h], i);
            field_of[h] = (int) i;
            n++;
          }
      if (tile->sides[side] == CARC_SIDE_CITY && n > 0)
        add_problem (problems, tile, place,
                     "the half lies on the city side %s, so it cannot be part of a field",
                     segment_names[side]);
      if (tile->sides[side] != CARC_SIDE_CITY && n == 0)
        add_problem (problems, tile, place, "the half belongs to no field");
    }
  for (int d = 0; d < 4; d++)
    if (tile->sides[d] == CARC_SIDE_FIELD && field_of[2 * d] != field_of[2 * d + 1]
        && field_of[2 * d] >= 0 && field_of[2 * d + 1] >= 0)
      {
        g_autofree char *place = g_strdup_printf ("side %s", segment_names[d]);

        add_problem (problems, tile, place,
                     "the side is plain field but its halves %s and %s are in different fields",
                     half_names[2 * d], half_names[2 * d + 1]);
      }
}

/* Farmers need every city a field touches. A field half next to a city side
 * (across the corner) always touches that city, so a missing entry is a
 * mistake; extra entries are allowed (a city drawn inside a field). */
static void
validate_field_cities (const CarcTileDef *tile,
                       GPtrArray         *problems)
{
  for (guint i = 0; i < tile->n_features; i++)
    {
      const CarcFeatureDef *f = &tile->features[i];
      g_autofree char *place = g_strdup_printf ("field %u", i);

      if (f->kind != CARC_FEATURE_FIELD)
        continue;
      if (f->halves == 0)
        add_problem (problems, tile, place, "the field touches no side");
      if (f->cities & CITY_REF_BROKEN)
        add_problem (problems, tile, place, "\"cities\" names a side that is not a city");
      for (guint c = 0; c < CARC_MAX_FEATURES - 1; c++)
        if ((f->cities & (1u << c))
            && (c >= tile->n_features || tile->features[c].kind != CARC_FEATURE_CITY))
          add_problem (problems, tile, place, "the field refers to feature %u, which is not a city", c);
      for (int h = 0; h < 8; h++)
        {
          int corner_side = (h & 1) ? (h / 2 + 1) % 4 : (h / 2 + 3) % 4;
          int city;

          if (!(f->halves & (1u << h)) || tile->sides[corner_side] != CARC_SIDE_CITY)
            continue;
          city = carc_tile_def_feature_at (tile, (CarcSegment) corner_side);
          if (city >= 0 && tile->features[city].kind == CARC_FEATURE_CITY
              && !(f->cities & (1u << city)))
            add_problem (problems, tile, place,
                         "half %s lies next to the city on side %s, but the field does not list "
                         "that city in \"cities\"", half_names[h], segment_names[corner_side]);
        }
    }
}

/* Definitions edited in memory can hold values no JSON file can express. */
static gboolean
validate_ranges (const CarcTileDef *tile,
                 GPtrArray         *problems)
{
  gboolean ok = TRUE;

  if (tile->n_features > CARC_MAX_FEATURES)
    {
      add_problem (problems, tile, "features", "more than %d features and fields", CARC_MAX_FEATURES);
      return FALSE;
    }
  for (int d = 0; d < 4; d++)
    if (tile->sides[d] < CARC_SIDE_FIELD || tile->sides[d] > CARC_SIDE_RIVER)
      {
        g_autofree char *place = g_strdup_printf ("side %s", segment_names[d]);

        add_problem (problems, tile, place, "the side has no kind (field, road, city or river)");
        ok = FALSE;
      }
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind >= CARC_N_FEATURE_KINDS || tile->features[i].sides > 0xf)
      {
        g_autofree char *place = g_strdup_printf ("feature %u", i);

        add_problem (problems, tile, place, "unknown kind or sides");
        ok = FALSE;
      }
  return ok;
}

static void
validate_tile (const CarcTileDef *tile,
               GPtrArray         *problems)
{
  if (tile->id == NULL || *tile->id == '\0')
    add_problem (problems, tile, "id", "the tile has no id");
  if (tile->count == 0)
    add_problem (problems, tile, "count", "the count is missing or 0");
  if (!validate_ranges (tile, problems))
    return;
  validate_sides (tile, problems);
  validate_road_ends (tile, problems);
  validate_centre (tile, problems);
  validate_halves (tile, problems);
  validate_field_cities (tile, problems);
}

GPtrArray *
carc_tileset_validate (const CarcTileSet *set)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_tile_problem_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (set->tiles->len == 0)
    add_problem (problems, NULL, NULL, "the set has no tiles");
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileDef *tile = g_ptr_array_index (set->tiles, i);

      if (tile->id != NULL && g_hash_table_contains (seen, tile->id))
        add_problem (problems, tile, "id", "the id is used by more than one tile");
      else if (tile->id != NULL)
        g_hash_table_add (seen, tile->id);
      validate_tile (tile, problems);
    }
  if (set->start == NULL)
    add_problem (problems, NULL, "start", "the set has no start tile (\"start\")");
  else if (carc_tileset_find (set, set->start) < 0)
    add_problem (problems, NULL, "start", "the start tile \"%s\" is not in the set", set->start);
  if (set->last != NULL && carc_tileset_find (set, set->last) < 0)
    add_problem (problems, NULL, "last", "the last tile \"%s\" is not in the set", set->last);
  if (carc_tileset_get_total_count (set) > 512)
    add_problem (problems, NULL, "count", "the set has %u tiles; at most 512 are supported",
                 carc_tileset_get_total_count (set));
  return problems;
}

gboolean
carc_tileset_check (const CarcTileSet *set,
                    GError           **error)
{
  g_autoptr(GPtrArray) problems = carc_tileset_validate (set);
  g_autoptr(GString) text = NULL;

  if (problems->len == 0)
    return TRUE;
  text = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const CarcTileProblem *problem = g_ptr_array_index (problems, i);

      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, problem->message);
    }
  g_set_error_literal (error, CARC_TILESET_ERROR, CARC_TILESET_ERROR_INVALID, text->str);
  return FALSE;
}

/* ---- writing ---------------------------------------------------------- */

static JsonArray *
names_array (guint               mask,
             const char * const *names,
             int                 n)
{
  JsonArray *array = json_array_new ();

  for (int i = 0; i < n; i++)
    if (mask & (1u << i))
      json_array_add_string_element (array, names[i]);
  return array;
}

static JsonObject *
feature_to_json (const CarcTileDef    *tile,
                 const CarcFeatureDef *f)
{
  JsonObject *object = json_object_new ();

  if (f->kind == CARC_FEATURE_FIELD)
    {
      guint city_sides = 0;

      json_object_set_array_member (object, "halves", names_array (f->halves, half_names, 8));
      /* A city is written as one of its sides; a reference to something
       * that is not a city with sides cannot be written and is dropped. */
      for (guint i = 0; i < tile->n_features; i++)
        if ((f->cities & (1u << i)) && tile->features[i].kind == CARC_FEATURE_CITY
            && tile->features[i].sides != 0)
          city_sides |= 1u << g_bit_nth_lsf (tile->features[i].sides, -1);
      if (city_sides != 0)
        json_object_set_array_member (object, "cities", names_array (city_sides, side_keys, 4));
      return object;
    }
  json_object_set_string_member (object, "kind", feature_kind_names[f->kind]);
  if (f->sides != 0)
    json_object_set_array_member (object, "sides", names_array (f->sides, side_keys, 4));
  if (f->shields != 0)
    json_object_set_int_member (object, "shields", f->shields);
  return object;
}

static JsonObject *
tile_to_json (const CarcTileDef *tile)
{
  JsonObject *object = json_object_new ();
  JsonObject *sides = json_object_new ();
  JsonArray *features = json_array_new ();
  JsonArray *fields = json_array_new ();

  json_object_set_string_member (object, "id", tile->id ? tile->id : "");
  if (tile->name != NULL)
    json_object_set_string_member (object, "name", tile->name);
  json_object_set_int_member (object, "count", tile->count);
  for (int d = 0; d < 4; d++)
    json_object_set_string_member (sides, side_keys[d],
                                   tile->sides[d] <= CARC_SIDE_RIVER && tile->sides[d] > 0
                                   ? side_kind_names[tile->sides[d]] : "field");
  json_object_set_object_member (object, "sides", sides);
  for (guint i = 0; i < tile->n_features; i++)
    json_array_add_object_element (tile->features[i].kind == CARC_FEATURE_FIELD ? fields : features,
                                   feature_to_json (tile, &tile->features[i]));
  json_object_set_array_member (object, "features", features);
  json_object_set_array_member (object, "fields", fields);
  if (tile->junction)
    json_object_set_boolean_member (object, "junction", TRUE);
  return object;
}

JsonNode *
carc_tileset_to_json (const CarcTileSet *set)
{
  JsonObject *root = json_object_new ();
  JsonArray *tiles = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (root, "format", CARC_TILESET_FORMAT);
  json_object_set_int_member (root, "version", CARC_TILESET_VERSION);
  json_object_set_string_member (root, "name", set->name ? set->name : "");
  if (set->title != NULL)
    json_object_set_string_member (root, "title", set->title);
  if (set->start != NULL)
    json_object_set_string_member (root, "start", set->start);
  if (set->last != NULL)
    json_object_set_string_member (root, "last", set->last);
  for (guint i = 0; i < set->tiles->len; i++)
    json_array_add_object_element (tiles, tile_to_json (g_ptr_array_index (set->tiles, i)));
  json_object_set_array_member (root, "tiles", tiles);
  json_node_take_object (node, root);
  return node;
}

char *
carc_tileset_to_data (const CarcTileSet *set)
{
  g_autoptr(JsonNode) node = carc_tileset_to_json (set);

  return tt_json_to_string (node, TRUE);
}
