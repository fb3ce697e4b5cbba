/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-tileset.h — Carcassonne tile sets: data-driven tile definitions
 *
 * A tile set is a JSON document (format "tabletop-tileset") that describes
 * every tile type completely; nothing about particular tiles is known to the
 * C code. The bundled sets ("base", "river") live in the engine's GResource
 * under /io/github/tabletop/Tabletop/tilesets/NAME.json.
 *
 * Geometry (canonical orientation = rotation 0, see spec/carcassonne-record.md):
 *  - 4 side middles N, E, S, W, each of a CarcSideKind;
 *  - 8 field halves, two per side, clockwise from the north-west corner:
 *    NNW NNE ENE ESE SSE SSW WSW WNW;
 *  - the centre C (monastery or garden).
 * Together these 13 places are the CarcSegment values. A feature is a set of
 * places: a road/city/river owns side middles (a city side also owns its
 * two halves), a field owns halves, a monastery/garden owns C.
 *
 * JSON of one tile (our format):
 *   { "id": "D", "name": "City cap, straight road", "count": 4,
 *     "sides": { "N": "city", "E": "road", "S": "field", "W": "road" },
 *     "features": [ { "kind": "city", "sides": ["N"], "shields": 0 },
 *                   { "kind": "road", "sides": ["E", "W"] } ],
 *     "fields": [ { "halves": ["ENE", "WNW"], "cities": ["N"] },
 *                 { "halves": ["ESE", "SSE", "SSW", "WSW"] } ],
 *     "junction": false }
 * "cities" names each touched city by one of its sides. A monastery or
 * garden is a feature { "kind": "monastery" } / { "kind": "garden" }.
 * Set level: { "format": "tabletop-tileset", "version": 1, "name": "base",
 *   "title": "...", "start": "D", "last": null, "tiles": [...] }.
 * "start" is the tile laid at (0,0) (its count includes it); "last" (river
 * sets: the lake) is drawn after all other tiles of the set.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CARC_TILESET_FORMAT  "tabletop-tileset"
#define CARC_TILESET_VERSION 1
#define CARC_RESOURCE_TILESETS "/io/github/tabletop/Tabletop/tilesets/"

/* A tile holds at most this many features (13 places, plus slack). */
#define CARC_MAX_FEATURES 16

typedef enum
{
  CARC_DIR_N = 0,
  CARC_DIR_E,
  CARC_DIR_S,
  CARC_DIR_W,
} CarcDirection;

typedef enum
{
  CARC_SIDE_NONE = 0,   /* no tile there (only in placement checks) */
  CARC_SIDE_FIELD,
  CARC_SIDE_ROAD,
  CARC_SIDE_CITY,
  CARC_SIDE_RIVER,
} CarcSideKind;

/* The 13 places on a tile. Halves are numbered 0..7 clockwise from NNW, so
 * CARC_SEG_NNW + h is half h; half h lies on side h / 2. */
typedef enum
{
  CARC_SEG_N = 0,
  CARC_SEG_E,
  CARC_SEG_S,
  CARC_SEG_W,
  CARC_SEG_NNW,
  CARC_SEG_NNE,
  CARC_SEG_ENE,
  CARC_SEG_ESE,
  CARC_SEG_SSE,
  CARC_SEG_SSW,
  CARC_SEG_WSW,
  CARC_SEG_WNW,
  CARC_SEG_C,
  CARC_N_SEGMENTS,
  CARC_SEG_INVALID = -1,
} CarcSegment;

typedef enum
{
  CARC_FEATURE_ROAD = 0,
  CARC_FEATURE_CITY,
  CARC_FEATURE_FIELD,
  CARC_FEATURE_RIVER,
  CARC_FEATURE_MONASTERY,
  CARC_FEATURE_GARDEN,
  CARC_N_FEATURE_KINDS,
} CarcFeatureKind;

typedef struct
{
  CarcFeatureKind kind;
  guint8  sides;    /* bit d (CarcDirection): owns side middle d (road, city, river) */
  guint8  halves;   /* bit h: owns field half h (fields; for cities the halves of their sides) */
  guint8  shields;  /* cities only */
  guint16 cities;   /* fields only: bit i = touches local feature i (a city) */
} CarcFeatureDef;

/* One tile type, in canonical orientation. Editable: change the fields,
 * then call carc_tileset_validate(). `features` lists roads, cities,
 * rivers and monastery/garden first in file order, then the fields. */
typedef struct
{
  char          *id;
  char          *name;        /* may be NULL */
  guint          count;       /* copies in the set (including the start tile) */
  CarcSideKind   sides[4];
  guint          n_features;
  CarcFeatureDef features[CARC_MAX_FEATURES];
  gboolean       junction;    /* roads end in a village / crossroads at the centre */
} CarcTileDef;

typedef struct _CarcTileSet CarcTileSet;

/* One validation problem. `message` is a complete English sentence that
 * names the tile and the place ("tile W: side E is a road but no road
 * feature ends there"). */
typedef struct
{
  char *tile_id;  /* NULL when it concerns the whole set */
  char *place;    /* "side E", "field 1", "half NNW", "count", ... or NULL */
  char *message;
} CarcTileProblem;

#define CARC_TILESET_ERROR (carc_tileset_error_quark ())

typedef enum
{
  CARC_TILESET_ERROR_NOT_FOUND,   /* no bundled set of that name */
  CARC_TILESET_ERROR_INVALID,     /* validation failed; message lists every problem, one per line */
} CarcTileSetError;

GQuark        carc_tileset_error_quark     (void);

/* Loading. The load functions check JSON structure (types, unknown keys with
 * a typo hint) AND validate; on failure the GError lists all problems.
 * carc_tileset_parse_data() only checks structure, so an editor can open a
 * set that is still invalid and show carc_tileset_validate()'s list. */
CarcTileSet  *carc_tileset_load_data       (const char        *data,
                                            gssize             length,
                                            const char        *source,
                                            GError           **error);
CarcTileSet  *carc_tileset_load_file       (const char        *filename,
                                            GError           **error);
CarcTileSet  *carc_tileset_load_bundled    (const char        *name,
                                            GError           **error);
CarcTileSet  *carc_tileset_parse_data      (const char        *data,
                                            gssize             length,
                                            const char        *source,
                                            GError           **error);
const char * const *carc_tileset_bundled_names (void);   /* { "base", "river", NULL } */
char         *carc_tileset_bundled_data    (const char        *name,
                                            GError           **error);

CarcTileSet  *carc_tileset_new             (const char        *name);
CarcTileSet  *carc_tileset_ref             (CarcTileSet       *set);
void          carc_tileset_unref           (CarcTileSet       *set);
CarcTileSet  *carc_tileset_copy            (const CarcTileSet *set);

/* Validation: every problem, in order (GPtrArray of CarcTileProblem*, owns
 * them). Empty array = valid. carc_tileset_check() is the GError form. */
GPtrArray    *carc_tileset_validate        (const CarcTileSet *set);
gboolean      carc_tileset_check           (const CarcTileSet *set,
                                            GError           **error);
void          carc_tile_problem_free       (CarcTileProblem   *problem);

/* Serialising back to our JSON format. */
JsonNode     *carc_tileset_to_json         (const CarcTileSet *set);
char         *carc_tileset_to_data         (const CarcTileSet *set);

/* Accessors. */
const char   *carc_tileset_get_name        (const CarcTileSet *set);
void          carc_tileset_set_name        (CarcTileSet       *set,
                                            const char        *name);
const char   *carc_tileset_get_title       (const CarcTileSet *set);
void          carc_tileset_set_title       (CarcTileSet       *set,
                                            const char        *title);
int           carc_tileset_get_start       (const CarcTileSet *set);  /* tile index, -1 if none */
int           carc_tileset_get_last        (const CarcTileSet *set);  /* tile index, -1 if none */
void          carc_tileset_set_start       (CarcTileSet       *set,
                                            const char        *tile_id);  /* NULL: none */
void          carc_tileset_set_last        (CarcTileSet       *set,
                                            const char        *tile_id);
guint         carc_tileset_get_n_tiles     (const CarcTileSet *set);  /* tile types */
guint         carc_tileset_get_total_count (const CarcTileSet *set);  /* sum of counts */
int           carc_tileset_find            (const CarcTileSet *set,
                                            const char        *tile_id);  /* -1 if absent */
/* The returned definition is owned by the set and may be edited in place
 * (the id/name strings with g_free/g_strdup). */
CarcTileDef  *carc_tileset_get_tile        (const CarcTileSet *set,
                                            guint              index);
CarcTileDef  *carc_tileset_add_tile        (CarcTileSet       *set,
                                            const char        *tile_id);  /* an all-field tile, count 1 */
void          carc_tileset_remove_tile     (CarcTileSet       *set,
                                            guint              index);

/* Helpers for drawing and editing. */
int           carc_tile_def_feature_at     (const CarcTileDef *tile,
                                            CarcSegment        segment);  /* local feature, -1 */
gboolean      carc_tile_def_has_garden     (const CarcTileDef *tile);
gboolean      carc_tile_def_has_monastery  (const CarcTileDef *tile);
guint         carc_tile_def_n_shields      (const CarcTileDef *tile);

const char   *carc_segment_to_string       (CarcSegment        segment);
CarcSegment   carc_segment_from_string     (const char        *text);    /* CARC_SEG_INVALID */
const char   *carc_side_kind_to_string     (CarcSideKind       kind);     /* "field", ... */
const char   *carc_direction_to_string     (CarcDirection      dir);      /* "N" */
const char   *carc_direction_name          (CarcDirection      dir);      /* "north" */
const char   *carc_feature_kind_to_string  (CarcFeatureKind    kind);     /* "road", ... */
/* Rotating a place clockwise by `quarter_turns` (0..3). */
CarcSegment   carc_segment_rotate          (CarcSegment        segment,
                                            guint              quarter_turns);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcTileSet, carc_tileset_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcTileProblem, carc_tile_problem_free)

G_END_DECLS
