/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-json.c — checked JSON access: every error names file, place, reason */
#include <string.h>
#include <glib/gstdio.h>

#include "common/tt-json.h"

static JsonObject *
parse_object (const char *text,
              JsonNode  **out_node)
{
  g_autoptr(GError) error = NULL;

  *out_node = tt_json_parse (text, -1, "t.json", &error);
  g_assert_no_error (error);
  return json_node_get_object (*out_node);
}

static void
test_json_syntax_error_has_line_and_column (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse ("{\n  \"a\": 1,\n  \"b\" 2\n}", -1, "bad.json", &error);

  g_assert_null (node);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "bad.json:3:"));
}

static void
test_json_empty_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse ("", -1, "empty.json", &error);

  g_assert_null (node);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "empty.json"));
}

static void
test_json_missing_and_optional (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = parse_object ("{\"name\": \"x\"}", &node);
  g_autoptr(GError) error = NULL;
  const char *value = "unchanged";

  g_assert_true (tt_json_get_string (object, "other", FALSE, &value, "t.json", "tiles[2]", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (value, ==, "unchanged");

  g_assert_false (tt_json_get_string (object, "other", TRUE, &value, "t.json", "tiles[2]", &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_MISSING);
  g_assert_true (g_str_has_prefix (error->message, "t.json: at tiles[2].other: "));
}

static void
test_json_wrong_types (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = parse_object ("{\"s\": 1, \"i\": \"1\", \"b\": 0, \"a\": {}, \"o\": [], \"f\": 1.5}", &node);
  const char *s;
  gint64 i;
  gboolean b;
  JsonArray *a;
  JsonObject *o;
  struct { const char *member; const char *expected; } cases[] = {
    { "s", "expected a string, got a number" },
    { "i", "expected a whole number, got a string" },
    { "b", "expected true or false, got a number" },
    { "a", "expected an array, got an object" },
    { "o", "expected an object, got an array" },
    { "f", "expected a whole number, got the fraction 1.5" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("t.json: at root.%s: %s", cases[k].member, cases[k].expected);
      gboolean ok;

      switch (cases[k].member[0])
        {
        case 's': ok = tt_json_get_string (object, "s", TRUE, &s, "t.json", "root", &error); break;
        case 'i': ok = tt_json_get_int (object, "i", TRUE, 0, 9, &i, "t.json", "root", &error); break;
        case 'f': ok = tt_json_get_int (object, "f", TRUE, 0, 9, &i, "t.json", "root", &error); break;
        case 'b': ok = tt_json_get_bool (object, "b", TRUE, &b, "t.json", "root", &error); break;
        case 'a': ok = tt_json_get_array (object, "a", TRUE, &a, "t.json", "root", &error); break;
        default: ok = tt_json_get_object (object, "o", TRUE, &o, "t.json", "root", &error); break;
        }
      g_assert_false (ok);
      g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_TYPE);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* 1.0 is a whole number written with a decimal point: the message says what
 * to change, and too large a number says so instead of "a number". */
static void
test_json_whole_number_messages (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = parse_object ("{\"one\": 1.0, \"big\": 1e300, \"neg\": -99999999999}", &node);
  g_autoptr(GError) error = NULL;
  gint64 i = 0;

  g_assert_false (tt_json_get_int (object, "one", TRUE, 0, 9, &i, "t.json", NULL, &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_TYPE);
  g_assert_cmpstr (error->message, ==,
                   "t.json: at one: expected a whole number, got 1.0 (with a decimal point or exponent): write it as 1");
  g_clear_error (&error);
  g_assert_false (tt_json_get_int (object, "big", TRUE, 0, 9, &i, "t.json", NULL, &error));
  g_assert_nonnull (strstr (error->message, "far too large"));
  g_clear_error (&error);
  g_assert_false (tt_json_get_int (object, "neg", TRUE, 0, 9, &i, "t.json", NULL, &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==, "t.json: at neg: -99999999999 is out of range (0 to 9)");
}

/* json-glib 1.6 recurses once per level: 100,000 "[" overflowed the stack
 * before the depth scan. */
static void
test_json_deep_nesting_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *deep = g_strnfill (100000, '[');
  g_autoptr(JsonNode) node = tt_json_parse (deep, -1, "deep.json", &error);
  g_autoptr(GString) ok_text = g_string_new (NULL);
  g_autoptr(JsonNode) ok_node = NULL;

  g_assert_null (node);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "deep.json:1:65: nested more than 64 levels deep");
  g_clear_error (&error);

  /* Brackets inside strings do not count; 64 levels are fine. */
  for (int i = 0; i < TT_JSON_MAX_DEPTH; i++)
    g_string_append (ok_text, "[\"[[[{\",");
  g_string_append (ok_text, "0");
  for (int i = 0; i < TT_JSON_MAX_DEPTH; i++)
    g_string_append (ok_text, "]");
  ok_node = tt_json_parse (ok_text->str, -1, "ok.json", &error);
  g_assert_no_error (error);
  g_assert_nonnull (ok_node);
}

static void
test_json_invalid_utf8_position (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse ("{\n  \"name\": \"caf\xe9\"\n}", -1, "latin1.json", &error);

  g_assert_null (node);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==,
                   "latin1.json:2:15: invalid UTF-8 (byte 0xe9); save the file as UTF-8");
  g_clear_error (&error);

  node = tt_json_parse ("{\"a\":\n\0}", 8, "nul.json", &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "nul.json:2:1: a NUL byte, which JSON text cannot hold");
}

/* "T\u0000x" would reach C as "T": an id silently truncated. */
static void
test_json_nul_escape_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse ("{\"id\": \"T\\u0000x\"}", -1, "t.json", &error);
  g_autoptr(JsonNode) fine = NULL;

  g_assert_null (node);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==,
                   "t.json:1:10: a string holds a NUL character (\\u0000), which is not allowed");
  g_clear_error (&error);
  /* A lone surrogate became invalid UTF-8 inside json-glib; a pair is fine. */
  node = tt_json_parse ("[\"\\ud800x\"]", -1, "t.json", &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==,
                   "t.json:1:3: a string holds half of a UTF-16 surrogate pair, which is not a character");
  g_clear_error (&error);
  fine = tt_json_parse ("[\"\\ud83d\\ude00\"]", -1, "t.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_array_get_string_element (json_node_get_array (fine), 0), ==, "\xf0\x9f\x98\x80");
  g_clear_pointer (&fine, json_node_unref);
  /* An escaped backslash followed by "u0000" is text, not a NUL. */
  fine = tt_json_parse ("{\"id\": \"T\\\\u0000\"}", -1, "t.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (fine), "id"), ==, "T\\u0000");
}

/* A key or value from a file may hold an escape sequence that would drive
 * the terminal: messages show it escaped. */
static void
test_json_control_characters_escaped (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = parse_object ("{\"\\u001b[31mred\\n\": 1, \"\\u00e9\\u0085\": 2}", &node);
  static const char * const allowed[] = { "name", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_false (tt_json_check_keys (object, allowed, "t.json", NULL, &error));
  g_assert_null (strchr (error->message, '\033'));
  g_assert_null (strchr (error->message, '\n'));
  g_assert_true (strstr (error->message, "\\u001b[31mred\\n") != NULL ||
                 strstr (error->message, "\u00e9\\u0085") != NULL);
}

/* With no source (a move inside a record) the message has no empty
 * "<data>" or ": :" prefix: the record adds its file and move number. */
static void
test_json_error_without_source (void)
{
  g_autoptr(GError) error = NULL;

  tt_json_set_error (&error, TT_JSON_ERROR_VALUE, "", "", "a die shows 1 to 6");
  g_assert_cmpstr (error->message, ==, "a die shows 1 to 6");
  g_clear_error (&error);
  tt_json_set_error (&error, TT_JSON_ERROR_VALUE, NULL, "dice", "a die shows 1 to 6");
  g_assert_cmpstr (error->message, ==, "at dice: a die shows 1 to 6");
}

static void
test_json_int_range (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = parse_object ("{\"n\": 12}", &node);
  g_autoptr(GError) error = NULL;
  gint64 value = 0;

  g_assert_true (tt_json_get_int (object, "n", TRUE, 0, 12, &value, "t.json", NULL, &error));
  g_assert_cmpint (value, ==, 12);
  g_assert_false (tt_json_get_int (object, "n", TRUE, 0, 11, &value, "t.json", NULL, &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==, "t.json: at n: 12 is out of range (0 to 11)");
}

static void
test_json_unknown_key_hint (void)
{
  static const char * const allowed[] = { "sides", "count", "shield", NULL };
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) node2 = NULL;
  JsonObject *typo = parse_object ("{\"sides\": 1, \"cont\": 2}", &node);
  JsonObject *stranger = parse_object ("{\"zzzzzzzz\": 1}", &node2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;

  g_assert_false (tt_json_check_keys (typo, allowed, "t.json", "tiles[0]", &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_UNKNOWN_KEY);
  g_assert_cmpstr (error->message, ==,
                   "t.json: at tiles[0].cont: unknown field \"cont\" (did you mean \"count\"?)");

  g_assert_false (tt_json_check_keys (stranger, allowed, "t.json", NULL, &error2));
  g_assert_cmpstr (error2->message, ==, "t.json: at zzzzzzzz: unknown field \"zzzzzzzz\"");
}

static void
test_json_paths (void)
{
  g_autofree char *top = tt_json_path_member (NULL, "tiles");
  g_autofree char *indexed = tt_json_path_index (top, 3);
  g_autofree char *nested = tt_json_path_member (indexed, "sides");

  g_assert_cmpstr (nested, ==, "tiles[3].sides");
  g_assert_cmpstr (tt_json_closest_word ("citty", (const char * const[]) { "city", "road", NULL }), ==, "city");
  g_assert_null (tt_json_closest_word ("xyz", (const char * const[]) { "city", "road", NULL }));
}

static void
test_json_atomic_write (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-json-XXXXXX", &error);
  g_autofree char *file = g_build_filename (dir, "sub", "out.json", NULL);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) back = NULL;
  g_autofree char *sub = NULL;

  g_assert_no_error (error);
  parse_object ("{\"a\": [1, 2, 3], \"b\": \"한국어\"}", &node);
  g_assert_true (tt_json_write_file_atomic (node, file, &error));
  g_assert_no_error (error);
  back = tt_json_parse_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (node, back));

  g_assert_cmpint (g_remove (file), ==, 0);
  sub = g_path_get_dirname (file);
  g_assert_cmpint (g_rmdir (sub), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_json_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse_file ("/nonexistent/tabletop.json", &error);

  g_assert_null (node);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Empty objects print as "{}" (json-glib 1.6 pads them with the
 * indentation), but text inside strings is kept as it is. */
static void
test_json_empty_object_printing (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"a\": {}, \"b\": {\"c\": {}}, \"s\": \"{   } \\\" {  }\", \"d\": []}", NULL);
  g_autofree char *pretty = NULL, *compact = NULL;
  g_autoptr(JsonNode) back = NULL;

  g_assert_nonnull (node);
  pretty = tt_json_to_string (node, TRUE);
  compact = tt_json_to_string (node, FALSE);
  g_assert_nonnull (strstr (pretty, "\"a\" : {}"));
  g_assert_nonnull (strstr (pretty, "\"c\" : {}"));
  g_assert_nonnull (strstr (pretty, "\"{   } \\\" {  }\""));
  g_assert_nonnull (strstr (compact, "\"a\":{}"));
  back = json_from_string (pretty, NULL);
  g_assert_true (json_node_equal (back, node));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/syntax-error-line-column", test_json_syntax_error_has_line_and_column);
  g_test_add_func ("/json/empty-input", test_json_empty_input);
  g_test_add_func ("/json/missing-and-optional", test_json_missing_and_optional);
  g_test_add_func ("/json/wrong-types", test_json_wrong_types);
  g_test_add_func ("/json/int-range", test_json_int_range);
  g_test_add_func ("/json/whole-number-messages", test_json_whole_number_messages);
  g_test_add_func ("/json/deep-nesting-refused", test_json_deep_nesting_refused);
  g_test_add_func ("/json/invalid-utf8-position", test_json_invalid_utf8_position);
  g_test_add_func ("/json/nul-escape-refused", test_json_nul_escape_refused);
  g_test_add_func ("/json/control-characters-escaped", test_json_control_characters_escaped);
  g_test_add_func ("/json/error-without-source", test_json_error_without_source);
  g_test_add_func ("/json/unknown-key-hint", test_json_unknown_key_hint);
  g_test_add_func ("/json/paths", test_json_paths);
  g_test_add_func ("/json/atomic-write", test_json_atomic_write);
  g_test_add_func ("/json/missing-file", test_json_missing_file);
  g_test_add_func ("/json/empty-object-printing", test_json_empty_object_printing);
  return g_test_run ();
}
