/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-records.c — every record under tests/records/catan/ replays to
 * the outcome it states.
 *
 * A record states its outcome in extra fields that the engine ignores:
 *   "expect": { … }        a subset of `tabletop-cli catan replay` output
 *                           (objects compared member by member, arrays
 *                           element by element, values exactly)
 *   "expect_error": { "move": N, "contains": "text" }
 *                           move N (1-based) must be refused with a message
 *                           containing the text; "expect" then describes the
 *                           position after the moves before it.
 */
#include "config.h"

#include <string.h>

#include "catan/catan-record.h"

static gboolean
json_matches (JsonNode *expected, JsonNode *actual, GString *where)
{
  if (JSON_NODE_TYPE (expected) != JSON_NODE_TYPE (actual))
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (expected))
    return TRUE;   /* both null */
  if (JSON_NODE_HOLDS_OBJECT (expected))
    {
      JsonObject *e = json_node_get_object (expected), *a = json_node_get_object (actual);
      g_autoptr(GList) members = json_object_get_members (e);

      for (GList *l = members; l != NULL; l = l->next)
        {
          gsize len = where->len;

          g_string_append_printf (where, ".%s", (const char *) l->data);
          if (!json_object_has_member (a, l->data)
              || !json_matches (json_object_get_member (e, l->data),
                                json_object_get_member (a, l->data), where))
            return FALSE;
          g_string_truncate (where, len);
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (expected))
    {
      JsonArray *e = json_node_get_array (expected), *a = json_node_get_array (actual);

      if (json_array_get_length (e) != json_array_get_length (a))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (e); i++)
        {
          gsize len = where->len;

          g_string_append_printf (where, "[%u]", i);
          if (!json_matches (json_array_get_element (e, i), json_array_get_element (a, i), where))
            return FALSE;
          g_string_truncate (where, len);
        }
      return TRUE;
    }
  if (json_node_get_value_type (expected) == G_TYPE_STRING)
    return g_strcmp0 (json_node_get_string (expected), json_node_get_string (actual)) == 0;
  if (json_node_get_value_type (expected) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (expected) == json_node_get_boolean (actual);
  return json_node_get_int (expected) == json_node_get_int (actual);
}

static void
check_record (gconstpointer data)
{
  const char *filename = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (filename, &error);
  g_autoptr(CatanState) state = NULL;
  g_autoptr(JsonNode) summary = NULL;
  g_autoptr(GString) where = g_string_new ("");
  JsonObject *expect_error = NULL;
  JsonNode *expect;
  int failed = -1;

  g_assert_no_error (error);
  expect = json_object_get_member (record->root, "expect");
  if (json_object_has_member (record->root, "expect_error"))
    expect_error = json_object_get_object_member (record->root, "expect_error");
  g_assert_true (expect != NULL || expect_error != NULL);

  if (expect_error != NULL)
    {
      gint64 move = json_object_get_int_member (expect_error, "move");
      const char *contains = json_object_get_string_member (expect_error, "contains");

      state = catan_state_replay (record, &failed, &error);
      if (state != NULL)
        {
          g_test_message ("%s: expected move %d to fail, but every move is accepted",
                          filename, (int) move);
          g_test_fail ();
          return;
        }
      if (failed + 1 != move || strstr (error->message, contains) == NULL)
        {
          g_test_message ("%s: expected move %d to fail with \"%s\", got move %d: %s",
                          filename, (int) move, contains, failed + 1, error->message);
          g_test_fail ();
          return;
        }
      g_clear_error (&error);
      tt_record_truncate_moves (record, (guint) (move - 1));
    }
  state = catan_state_replay (record, &failed, &error);
  g_assert_no_error (error);
  if (expect == NULL)
    return;
  summary = catan_state_summary_json (state, record);
  if (!json_matches (expect, summary, where))
    {
      g_autofree char *text = tt_json_to_string (summary, TRUE);

      g_test_message ("%s: the position differs from \"expect\" at %s; the replay gives:\n%s",
                      filename, where->len ? where->str : "(top)", text);
      g_test_fail ();
    }
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int argc, char **argv)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *dirname = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);
  dirname = g_build_filename (root != NULL ? root : "..", "tests", "records", "catan", NULL);
  dir = g_dir_open (dirname, 0, NULL);
  g_assert_nonnull (dir);
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *path = g_strdup_printf ("/catan/records/%s", name);

      g_test_add_data_func_full (path, g_build_filename (dirname, name, NULL), check_record, g_free);
    }
  return g_test_run ();
}
