/* tt-json.c — checked JSON access with file/place/reason errors */
#include "tt-json.h"

#include <errno.h>
#include <string.h>

G_DEFINE_QUARK (tt-json-error-quark, tt_json_error)

void
tt_json_set_error (GError      **error,
                   TtJsonError   code,
                   const char   *source,
                   const char   *path,
                   const char   *format,
                   ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  /* Without a source the caller puts the message in context itself (a
   * move of a record: "FILE: move N: rotation: …"), so no placeholder. */
  if (source != NULL && *source == '\0')
    source = NULL;
  if (source == NULL && path != NULL && *path != '\0')
    g_set_error (error, TT_JSON_ERROR, code, "%s: %s", path, reason);
  else if (source == NULL)
    g_set_error_literal (error, TT_JSON_ERROR, code, reason);
  else if (path != NULL && *path != '\0')
    g_set_error (error, TT_JSON_ERROR, code, "%s: at %s: %s", source, path, reason);
  else
    g_set_error (error, TT_JSON_ERROR, code, "%s: %s", source, reason);
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

/* json-glib's parser messages start with "<data>:LINE:COL"; put the file
 * name in its place so the user sees where to look. */
JsonNode *
tt_json_parse (const char  *data,
               gssize       length,
               const char  *source,
               GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      const char *msg = local_error->message;

      if (g_str_has_prefix (msg, "<data>:"))
        msg += strlen ("<data>:");
      g_set_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX,
                   "%s:%s", source ? source : "<data>", msg);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      tt_json_set_error (error, TT_JSON_ERROR_SYNTAX, source, NULL, "the file is empty");
      return NULL;
    }
  return json_node_ref (root);
}

JsonNode *
tt_json_parse_file (const char  *filename,
                    GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (filename, &contents, &length, error))
    return NULL;
  return tt_json_parse (contents, (gssize) length, filename, error);
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

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return wrong_type (node, member, "a string", source, path, error);
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
  gint64 value;

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return wrong_type (node, member, "a whole number", source, path, error);
  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      g_autofree char *where = tt_json_path_member (path, member);
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, where,
                         "%" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT ")", value, min, max);
      return FALSE;
    }
  *out_value = value;
  return TRUE;
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

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return wrong_type (node, member, "true or false", source, path, error);
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

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wrong_type (node, member, "an array", source, path, error);
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

  if (!lookup_member (object, member, required, &node, source, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return wrong_type (node, member, "an object", source, path, error);
  *out_value = json_node_get_object (node);
  return TRUE;
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

/* g_file_set_contents() writes a temporary file beside the target, syncs it
 * and renames it over the target: a crash leaves the old file or the new
 * one, never half of one. */
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
  return g_file_set_contents_full (filename, with_newline, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT,
                                   0644, error);
}
