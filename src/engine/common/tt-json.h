/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-json.h — checked access to JSON for every loader (records, tile sets,
 * card sets, boards), so each one reports file, place and reason the same way:
 *
 *   tiles.json: at tiles[3].sides.N: expected one of field, road, city, river, got "citty"
 *
 * `path` arguments are JSON-path-like places ("tiles[3].sides"), built by the
 * caller; NULL or "" means the top level.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tt-file.h"

G_BEGIN_DECLS

#define TT_JSON_ERROR (tt_json_error_quark ())

typedef enum
{
  TT_JSON_ERROR_SYNTAX,        /* not JSON at all */
  TT_JSON_ERROR_MISSING,       /* a required member is absent */
  TT_JSON_ERROR_TYPE,          /* a member has the wrong JSON type */
  TT_JSON_ERROR_VALUE,         /* right type, value out of range or unknown */
  TT_JSON_ERROR_UNKNOWN_KEY,   /* a member nobody reads (typo?) */
} TtJsonError;

/* Deeper documents are refused before parsing (see tt_json_check_text). */
#define TT_JSON_MAX_DEPTH 64

GQuark       tt_json_error_quark        (void);

gboolean     tt_json_check_text         (const char    *data,
                                         gsize          length,
                                         const char    *source,
                                         GError       **error);
char        *tt_json_escape_text        (const char    *text);
void         tt_json_escape_error       (GError        *error);

JsonNode    *tt_json_parse              (const char    *data,
                                         gssize         length,
                                         const char    *source,
                                         GError       **error);
JsonNode    *tt_json_parse_file         (const char    *filename,
                                         GError       **error);

void         tt_json_set_error          (GError       **error,
                                         TtJsonError    code,
                                         const char    *source,
                                         const char    *path,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (5, 6);

char        *tt_json_path_member        (const char    *path,
                                         const char    *member);
char        *tt_json_path_index         (const char    *path,
                                         guint          index);

JsonObject  *tt_json_require_object     (JsonNode      *node,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_get_string         (JsonObject    *object,
                                         const char    *member,
                                         gboolean       required,
                                         const char   **out_value,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_get_int            (JsonObject    *object,
                                         const char    *member,
                                         gboolean       required,
                                         gint64         min,
                                         gint64         max,
                                         gint64        *out_value,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_get_bool           (JsonObject    *object,
                                         const char    *member,
                                         gboolean       required,
                                         gboolean      *out_value,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_get_array          (JsonObject    *object,
                                         const char    *member,
                                         gboolean       required,
                                         JsonArray    **out_value,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_get_object         (JsonObject    *object,
                                         const char    *member,
                                         gboolean       required,
                                         JsonObject   **out_value,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
gboolean     tt_json_array_get_object   (JsonArray     *array,
                                         guint          index,
                                         JsonObject   **out_value,
                                         const char    *source,
                                         const char    *array_path,
                                         GError       **error);
gboolean     tt_json_array_get_string   (JsonArray     *array,
                                         guint          index,
                                         const char   **out_value,
                                         const char    *source,
                                         const char    *array_path,
                                         GError       **error);
gboolean     tt_json_array_get_int      (JsonArray     *array,
                                         guint          index,
                                         gint64         min,
                                         gint64         max,
                                         gint64        *out_value,
                                         const char    *source,
                                         const char    *array_path,
                                         GError       **error);
gboolean     tt_json_array_get_array    (JsonArray     *array,
                                         guint          index,
                                         JsonArray    **out_value,
                                         const char    *source,
                                         const char    *array_path,
                                         GError       **error);
gboolean     tt_json_check_keys         (JsonObject    *object,
                                         const char * const *allowed,
                                         const char    *source,
                                         const char    *path,
                                         GError       **error);
const char  *tt_json_closest_word       (const char    *word,
                                         const char * const *candidates);
char        *tt_json_to_string          (JsonNode      *node,
                                         gboolean       pretty);
gboolean     tt_json_write_file_atomic  (JsonNode      *node,
                                         const char    *filename,
                                         GError       **error);

G_END_DECLS
