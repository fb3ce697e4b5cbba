/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-json.c — checked JSON access with file/place/reason errors */
#include "tt-json.h"
#include "tt-file.h"

#include <errno.h>
#include <string.h>

G_DEFINE_QUARK (tt-json-error-quark, tt_json_error)

/* Text from a file (names, ids, keys) lands in messages that reach a
 * terminal: control characters are shown as escapes, never sent raw. */
char *
tt_json_escape_text (const char *text)
{
  /* json-glib cuts quoted text in its messages at a byte count, which may
   * split a character: repair before escaping. */
  g_autofree char *valid = g_utf8_make_valid (text ? text : "", -1);
  GString *out = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else if (c == 0xc2 && (guchar) p[1] >= 0x80 && (guchar) p[1] < 0xa0)
        {
          /* C1 controls (U+0080 to U+009F) also drive terminals. */
          g_string_append_printf (out, "\\u%04x", (guchar) p[1]);
          p++;
        }
      else
        g_string_append_c (out, (char) c);
    }
  return g_string_free (out, FALSE);
}

/* For messages built elsewhere (a lower layer's error given a file's
 * name): escapes the message in place, keeping domain and code. */
void
tt_json_escape_error (GError *error)
{
  char *escaped;

  if (error == NULL)
    return;
  escaped = tt_json_escape_text (error->message);
  g_free (error->message);
  error->message = escaped;
}

/* A NULL or empty source means the caller adds the place itself (a move
 * inside a record is reported as "FILE: move N: REASON"). */
void
tt_json_set_error (GError      **error,
                   TtJsonError   code,
                   const char   *source,
                   const char   *path,
                   const char   *format,
                   ...)
{
  g_autofree char *reason = NULL;
  g_autofree char *message = NULL;
  g_autofree char *escaped = NULL;
  GString *text = g_string_new (NULL);
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  /* Without a source the caller puts the message in context itself (a
   * move of a record: "FILE: move N: rotation: …"), so no stand-in name. */
  if (source != NULL && *source != '\0')
    g_string_append_printf (text, "%s: ", source);
  if (path != NULL && *path != '\0')
    g_string_append_printf (text, "at %s: ", path);
  g_string_append (text, reason);
  message = g_string_free (text, FALSE);
  escaped = tt_json_escape_text (message);
  g_set_error_literal (error, TT_JSON_ERROR, code, escaped);
}

char *
tt_json_path_member (const char *path,
                     const char *member)
{
  if (path == NULL || *path == '\0')
    return g_strdup (member);
  return g_strconcat (path, ".", member, NULL);
}

char *
tt_json_path_index (const char *path,
                    guint       index)
{
  return g_strdup_printf ("%s[%u]", path ? path : "", index);
}

/* Where a byte offset falls, as LINE:COLUMN (both from 1, columns counted
 * in characters) like json-glib's own messages. */
static char *
describe_position (const char *data,
                   gsize       offset)
{
  guint line = 1, column = 1;

  for (gsize i = 0; i < offset; i++)
    {
      guchar c = (guchar) data[i];

      if (c == '\n')
        {
          line++;
          column = 1;
        }
      else if ((c & 0xc0) != 0x80)
        column++;
    }
  return g_strdup_printf ("%u:%u", line, column);
}

static gboolean
position_error (GError     **error,
                const char  *data,
                gsize        offset,
                const char  *source,
                const char  *reason)
{
  g_autofree char *where = describe_position (data, offset);

  g_set_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX, "%s:%s: %s",
               source ? source : "<data>", where, reason);
  return FALSE;
}

/* The code unit of a "\\u" escape (four hex digits) at p, or -1. */
static int
unicode_escape (const char *p,
                const char *end)
{
  int value = 0;

  if (end - p < 6 || p[0] != '\\' || p[1] != 'u')
    return -1;
  for (int i = 2; i < 6; i++)
    {
      if (!g_ascii_isxdigit (p[i]))
        return -1;
      value = value * 16 + g_ascii_xdigit_value (p[i]);
    }
  return value;
}

/* NUL and lone UTF-16 surrogates: json-glib turns the first into a C
 * string that ends early and the second into invalid UTF-8. */
static const char *
bad_escape (const char *p,
            const char *end)
{
  int unit = unicode_escape (p, end);

  if (unit == 0)
    return "a string holds a NUL character (\\u0000), which is not allowed";
  if (unit >= 0xdc00 && unit <= 0xdfff)
    return "a string holds half of a UTF-16 surrogate pair, which is not a character";
  if (unit >= 0xd800 && unit <= 0xdbff)
    {
      int low = unicode_escape (p + 6, end);

      if (low < 0xdc00 || low > 0xdfff)
        return "a string holds half of a UTF-16 surrogate pair, which is not a character";
    }
  return NULL;
}

/* What json-glib 1.6 does not guard against, checked before it sees the
 * text: it parses recursively without a depth limit (100,000 "[" overflow
 * the stack), reports invalid UTF-8 without a position, and turns "\u0000"
 * into a C string that silently ends there (an id "T\u0000x" would read
 * as "T"). No format of ours nests deeper than a dozen levels. */
gboolean
tt_json_check_text (const char  *data,
                    gsize        length,
                    const char  *source,
                    GError     **error)
{
  const char *end = data + length, *bad = NULL;
  gboolean in_string = FALSE;
  guint depth = 0;

  if (length > TT_FILE_MAX_SIZE)
    {
      g_autofree char *have = tt_file_describe_size (length);
      g_autofree char *limit = tt_file_describe_size (TT_FILE_MAX_SIZE);

      g_set_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX,
                   "%s: the data is too large (%s; at most %s are read)",
                   source ? source : "<data>", have, limit);
      return FALSE;
    }
  if (!g_utf8_validate (data, (gssize) length, &bad))
    {
      g_autofree char *reason = NULL;

      if (*bad == '\0')
        reason = g_strdup ("a NUL byte, which JSON text cannot hold");
      else
        reason = g_strdup_printf ("invalid UTF-8 (byte 0x%02x); save the file as UTF-8",
                                  (guchar) *bad);
      return position_error (error, data, (gsize) (bad - data), source, reason);
    }
  for (const char *p = data; p < end; p++)
    {
      if (in_string)
        {
          if (*p == '"')
            in_string = FALSE;
          else if (*p == '\\')
            {
              const char *problem = bad_escape (p, end);

              if (problem != NULL)
                return position_error (error, data, (gsize) (p - data), source, problem);
              if (unicode_escape (p, end) >= 0xd800 && unicode_escape (p, end) <= 0xdbff)
                p += 6;   /* the low half, checked above */
              p++;
            }
          continue;
        }
      if (*p == '"')
        in_string = TRUE;
      else if (*p == '[' || *p == '{')
        {
          if (++depth > TT_JSON_MAX_DEPTH)
            {
              g_autofree char *reason = g_strdup_printf ("nested more than %d levels deep",
                                                         TT_JSON_MAX_DEPTH);
              return position_error (error, data, (gsize) (p - data), source, reason);
            }
        }
      else if ((*p == ']' || *p == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

/* json-glib's parser messages start with "<data>:LINE:COL"; put the file
 * name in its place so the user sees where to look. */
JsonNode *
tt_json_parse (const char  *data,
               gssize       length,
               const char  *source,
               GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize size = length < 0 ? strlen (data) : (gsize) length;
  JsonNode *root;

  if (!tt_json_check_text (data, size, source, error))
    return NULL;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) size, &local_error))
    {
      const char *msg = local_error->message;
      g_autofree char *escaped = NULL;

      if (g_str_has_prefix (msg, "<data>:"))
        msg += strlen ("<data>:");
      escaped = tt_json_escape_text (msg);
      g_set_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX,
                   "%s:%s", source ? source : "<data>", escaped);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      tt_json_set_error (error, TT_JSON_ERROR_SYNTAX, source ? source : "<data>", NULL,
                         "the file is empty");
      return NULL;
    }
  return json_node_ref (root);
}

JsonNode *
tt_json_parse_file (const char  *filename,
                    GError     **error)
{
  return tt_file_load_with (filename, (TtFileDataFunc) tt_json_parse, error);
}

static const char *
node_type_name (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return "an object";
  if (JSON_NODE_HOLDS_ARRAY (node))
    return "an array";
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return "a string";
    case G_TYPE_BOOLEAN:
      return "true/false";
    case G_TYPE_INT64:
    case G_TYPE_DOUBLE:
      return "a number";
    default:
      return "a value";
    }
}

JsonObject *
tt_json_require_object (JsonNode    *node,
                        const char  *source,
                        const char  *path,
                        GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, path,
                         "expected an object, got %s", node_type_name (node));
      return NULL;
    }
  return json_node_get_object (node);
}

/* Shared front half of every getter: is the member there, and is it needed? */
static gboolean
lookup_member (JsonObject  *object,
               const char  *member,
               gboolean     required,
               JsonNode   **out_node,
               const char  *source,
               const char  *path,
               GError     **error)
{
  *out_node = json_object_get_member (object, member);
  if (*out_node == NULL && required)
    {
      g_autofree char *where = tt_json_path_member (path, member);
      tt_json_set_error (error, TT_JSON_ERROR_MISSING, source, where,
                         "this required field is missing");
      return FALSE;
    }
  return TRUE;
}

static gboolean
wrong_type (JsonNode    *node,
            const char  *member,
            const char  *expected,
            const char  *source,
            const char  *path,
            GError     **error)
{
  g_autofree char *where = tt_json_path_member (path, member);

  tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                     "expected %s, got %s", expected, node_type_name (node));
  return FALSE;
}

/* 1.0 and 1e3 are numbers, but not written as whole numbers: say so
 * plainly rather than "expected a whole number, got a number". */
static gboolean
not_whole (JsonNode    *node,
           const char  *source,
           const char  *where,
           GError     **error)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  double d;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_DOUBLE)
    {
      tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                         "expected a whole number, got %s", node_type_name (node));
      return FALSE;
    }
  d = json_node_get_double (node);
  g_ascii_dtostr (text, sizeof text, d);
  if (d != d || d >= 9.2e18 || d <= -9.2e18)
    tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                       "expected a whole number, got %s, which is far too large", text);
  else if (d == (double) (gint64) d)
    tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                       "expected a whole number, got %s.0 (with a decimal point or exponent): write it as %s",
                       text, text);
  else
    tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                       "expected a whole number, got the fraction %s", text);
  return FALSE;
}

static gboolean
read_int (JsonNode    *node,
          gint64       min,
          gint64       max,
          gint64      *out_value,
          const char  *source,
          const char  *where,
          GError     **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return not_whole (node, source, where, error);
  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, where,
                         "%" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT ")", value, min, max);
      return FALSE;
    }
  *out_value = value;
  return TRUE;
}

/* A kind of value a getter checks for, and its words in errors. */
typedef struct
{
  JsonNodeType node_type;
  GType        value_type;   /* of a JSON_NODE_VALUE */
  const char  *words;
} Kind;

static const Kind KIND_STRING = { JSON_NODE_VALUE, G_TYPE_STRING, "a string" };
static const Kind KIND_BOOL = { JSON_NODE_VALUE, G_TYPE_BOOLEAN, "true or false" };
static const Kind KIND_ARRAY = { JSON_NODE_ARRAY, G_TYPE_INVALID, "an array" };
static const Kind KIND_OBJECT = { JSON_NODE_OBJECT, G_TYPE_INVALID, "an object" };

static gboolean
node_is (JsonNode   *node,
         const Kind *kind)
{
  return JSON_NODE_TYPE (node) == kind->node_type
         && (kind->node_type != JSON_NODE_VALUE || json_node_get_value_type (node) == kind->value_type);
}

/* The member's node, NULL when an optional member is absent; FALSE when
 * a required one is missing or the value is not of `kind`. */
static gboolean
get_member (JsonObject  *object,
            const char  *member,
            gboolean     required,
            const Kind  *kind,
            JsonNode   **out_node,
            const char  *source,
            const char  *path,
            GError     **error)
{
  if (!lookup_member (object, member, required, out_node, source, path, error))
    return FALSE;
  if (*out_node != NULL && !node_is (*out_node, kind))
    return wrong_type (*out_node, member, kind->words, source, path, error);
  return TRUE;
}

/* The element's node, or NULL with an error when it is not of `kind`. */
static JsonNode *
get_element (JsonArray   *array,
             guint        index,
             const Kind  *kind,
             const char  *source,
             const char  *array_path,
             GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);
  g_autofree char *where = NULL;

  if (node_is (node, kind))
    return node;
  where = tt_json_path_index (array_path, index);
  tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, where,
                     "expected %s, got %s", kind->words, node_type_name (node));
  return NULL;
}

gboolean
tt_json_get_string (JsonObject  *object,
                    const char  *member,
                    gboolean     required,
                    const char **out_value,
                    const char  *source,
                    const char  *path,
                    GError     **error)
{
  JsonNode *node;

  if (!get_member (object, member, required, &KIND_STRING, &node, source, path, error))
    return FALSE;
  if (node != NULL)
    *out_value = json_node_get_string (node);
  return TRUE;
}

gboolean
tt_json_get_int (JsonObject  *object,
                 const char  *member,
                 gboolean     required,
                 gint64       min,
                 gint64       max,
                 gint64      *out_value,
                 const char  *source,
                 const char  *path,
                 GError     **error)
{
  JsonNode *node;

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  {
    g_autofree char *where = tt_json_path_member (path, member);

    return read_int (node, min, max, out_value, source, where, error);
  }
}

gboolean
tt_json_get_bool (JsonObject  *object,
                  const char  *member,
                  gboolean     required,
                  gboolean    *out_value,
                  const char  *source,
                  const char  *path,
                  GError     **error)
{
  JsonNode *node;

  if (!get_member (object, member, required, &KIND_BOOL, &node, source, path, error))
    return FALSE;
  if (node != NULL)
    *out_value = json_node_get_boolean (node);
  return TRUE;
}

gboolean
tt_json_get_array (JsonObject  *object,
                   const char  *member,
                   gboolean     required,
                   JsonArray  **out_value,
                   const char  *source,
                   const char  *path,
                   GError     **error)
{
  JsonNode *node;

  if (!get_member (object, member, required, &KIND_ARRAY, &node, source, path, error))
    return FALSE;
  if (node != NULL)
    *out_value = json_node_get_array (node);
  return TRUE;
}

gboolean
tt_json_get_object (JsonObject  *object,
                    const char  *member,
                    gboolean     required,
                    JsonObject **out_value,
                    const char  *source,
                    const char  *path,
                    GError     **error)
{
  JsonNode *node;

  if (!get_member (object, member, required, &KIND_OBJECT, &node, source, path, error))
    return FALSE;
  if (node != NULL)
    *out_value = json_node_get_object (node);
  return TRUE;
}

/* Checked element access: ARRAY_PATH is the array's own place; the
 * element is reported as ARRAY_PATH[INDEX]. */
gboolean
tt_json_array_get_object (JsonArray    *array,
                          guint         index,
                          JsonObject  **out_value,
                          const char   *source,
                          const char   *array_path,
                          GError      **error)
{
  g_autofree char *where = tt_json_path_index (array_path, index);

  *out_value = tt_json_require_object (json_array_get_element (array, index), source, where, error);
  return *out_value != NULL;
}

gboolean
tt_json_array_get_string (JsonArray    *array,
                          guint         index,
                          const char  **out_value,
                          const char   *source,
                          const char   *array_path,
                          GError      **error)
{
  JsonNode *node = get_element (array, index, &KIND_STRING, source, array_path, error);

  if (node != NULL)
    *out_value = json_node_get_string (node);
  return node != NULL;
}

gboolean
tt_json_array_get_int (JsonArray    *array,
                       guint         index,
                       gint64        min,
                       gint64        max,
                       gint64       *out_value,
                       const char   *source,
                       const char   *array_path,
                       GError      **error)
{
  g_autofree char *where = tt_json_path_index (array_path, index);

  return read_int (json_array_get_element (array, index), min, max, out_value, source, where, error);
}

gboolean
tt_json_array_get_array (JsonArray    *array,
                         guint         index,
                         JsonArray   **out_value,
                         const char   *source,
                         const char   *array_path,
                         GError      **error)
{
  JsonNode *node = get_element (array, index, &KIND_ARRAY, source, array_path, error);

  if (node != NULL)
    *out_value = json_node_get_array (node);
  return node != NULL;
}

static guint
edit_distance (const char *a,
               const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (gsize j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint diag = row[0];

      row[0] = (guint) i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint up = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diag + cost);
          diag = up;
        }
    }
  return row[lb];
}

/* The candidate a typo most likely meant, or NULL if none is close. */
const char *
tt_json_closest_word (const char         *word,
                      const char * const *candidates)
{
  const char *best = NULL;
  guint best_distance = G_MAXUINT;
  guint limit = MAX (1, (guint) strlen (word) / 3);

  for (guint i = 0; candidates[i] != NULL; i++)
    {
      guint d = edit_distance (word, candidates[i]);

      if (d < best_distance)
        {
          best_distance = d;
          best = candidates[i];
        }
    }
  return best_distance <= limit ? best : NULL;
}

gboolean
tt_json_check_keys (JsonObject         *object,
                    const char * const *allowed,
                    const char         *source,
                    const char         *path,
                    GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      const char *hint;
      g_autofree char *where = NULL;

      if (g_strv_contains (allowed, key))
        continue;

      where = tt_json_path_member (path, key);
      hint = tt_json_closest_word (key, allowed);
      if (hint != NULL)
        tt_json_set_error (error, TT_JSON_ERROR_UNKNOWN_KEY, source, where,
                           "unknown field \"%s\" (did you mean \"%s\"?)", key, hint);
      else
        tt_json_set_error (error, TT_JSON_ERROR_UNKNOWN_KEY, source, where,
                           "unknown field \"%s\"", key);
      return FALSE;
    }
  return TRUE;
}

/* json-glib 1.6 pretty-prints an empty object as "{" and the indentation
 * of its would-be members before "}"; write it "{}". Text inside strings
 * is left alone. Works in place. */
static char *
collapse_empty_objects (char *text)
{
  gboolean in_string = FALSE;
  char *out = text;

  for (const char *in = text; *in != '\0'; in++)
    {
      *out++ = *in;
      if (in_string)
        {
          if (*in == '\\' && in[1] != '\0')
            *out++ = *++in;
          else if (*in == '"')
            in_string = FALSE;
          continue;
        }
      if (*in == '"')
        in_string = TRUE;
      else if (*in == '{')
        {
          const char *next = in + 1;

          while (g_ascii_isspace (*next))
            next++;
          if (*next == '}')
            in = next - 1;
        }
    }
  *out = '\0';
  return text;
}

char *
tt_json_to_string (JsonNode *node,
                   gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  return collapse_empty_objects (json_generator_to_data (generator, NULL));
}

/* See tt_file_save_atomic(): the old file or the new one, never half. */
gboolean
tt_json_write_file_atomic (JsonNode    *node,
                           const char  *filename,
                           GError     **error)
{
  g_autofree char *text = tt_json_to_string (node, TRUE);
  g_autofree char *with_newline = g_strconcat (text, "\n", NULL);
  g_autofree char *dir = g_path_get_dirname (filename);

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "%s: cannot create the folder: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return tt_file_save_atomic (filename, with_newline, strlen (with_newline), error);
}
