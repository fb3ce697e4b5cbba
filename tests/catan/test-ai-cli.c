/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ai-cli.c — `GAME suggest` for Carcassonne, Catan and Ora et Labora:
 * the printed move is one line of the record's move JSON, and appended to
 * the record it replays (so it is legal); --serve answers one line per
 * record read on standard input, an error line for a broken one; bad
 * options are usage errors. The CLI path is argv[1]. */
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tt-test-cli.h"

static char *
record_path (const char *game, const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "records", game, name, NULL);
}

/* The record with `move` appended, written to a temporary file. */
static char *
with_move (const char *path, const char *move_line)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) move_parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  char *out_path;
  int fd;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (move_parser, move_line, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  json_array_add_element (json_object_get_array_member (root, "moves"),
                          json_node_copy (json_parser_get_root (move_parser)));
  /* Expectations of the worked example no longer hold after one more move. */
  json_object_remove_member (root, "expect");
  text = json_to_string (json_parser_get_root (parser), FALSE);
  fd = g_file_open_tmp ("tt-suggest-XXXXXX.json", &out_path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (out_path, text, -1, &error));
  g_assert_no_error (error);
  return out_path;
}

typedef struct
{
  const char *game;
  const char *record;
} Case;

static const Case cases[] = {
  { "carcassonne", "road-3-points.tabletop" },
  { "catan", "bank-trade-four-ok.json" },
  { "ora", "f04-windmill.json" },
};

static void
test_suggest (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *path = record_path (c->game, c->record);
  static const char * const levels[] = { "easy", "normal", "hard" };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      const char *args[] = { c->game, "suggest", "--level", levels[i], "--budget-ms", "50", path, NULL };
      g_autofree char *out = NULL, *err = NULL, *replay_out = NULL, *replay_err = NULL;
      g_autofree char *extended = NULL;
      g_autoptr(JsonNode) node = NULL;

      g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      /* One line, one object. */
      g_assert_nonnull (strchr (out, '\n'));
      g_assert_cmpint (strchr (out, '\n') - out, ==, (int) strlen (out) - 1);
      node = json_from_string (out, NULL);
      g_assert_nonnull (node);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      extended = with_move (path, out);
      {
        const char *replay[] = { c->game, "replay", extended, NULL };

        g_assert_cmpint (tt_test_run_cli (replay, NULL, &replay_out, &replay_err), ==, 0);
      }
      g_unlink (extended);
    }
}

static void
test_serve (void)
{
  g_autofree char *path = record_path ("catan", "bank-trade-four-ok.json");
  g_autofree char *text = NULL;
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(JsonNode) record = NULL;
  g_autofree char *line = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  const char *args[] = { "catan", "suggest", "--level", "normal", "--serve", NULL };

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  record = json_from_string (text, NULL);
  line = json_to_string (record, FALSE);
  g_string_append_printf (input, "%s\n\n%s\nthis is not a record\n", line, line);
  g_assert_cmpint (tt_test_run_cli (args, input->str, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);   /* three answers and the empty rest */
  g_assert_cmpstr (lines[0], ==, lines[1]);
  g_assert_nonnull (strstr (lines[0], "\"type\""));
  g_assert_nonnull (strstr (lines[2], "\"error\""));
  g_assert_nonnull (strstr (lines[2], "<stdin>:4"));
  g_assert_cmpstr (lines[3], ==, "");
}

/* Hard on a budget of CPU time (as a loaded machine's arena runs need)
 * answers every game's record with a move that replays. */
static void
test_cpu_budget (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *path = record_path (c->game, c->record);
  const char *args[] = { c->game, "suggest", "--level", "hard", "--budget-ms", "50", "--cpu-budget", path, NULL };
  g_autofree char *out = NULL, *err = NULL, *extended = NULL, *replay_out = NULL, *replay_err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  extended = with_move (path, out);
  {
    const char *replay[] = { c->game, "replay", extended, NULL };

    g_assert_cmpint (tt_test_run_cli (replay, NULL, &replay_out, &replay_err), ==, 0);
  }
  g_unlink (extended);
}

static void
test_usage (void)
{
  g_autofree char *path = record_path ("ora", "f04-windmill.json");
  const char *bad_level[] = { "ora", "suggest", "--level", "genius", path, NULL };
  const char *no_file[] = { "catan", "suggest", NULL };
  const char *wrong_game[] = { "catan", "suggest", path, NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *out3 = NULL, *err3 = NULL;

  g_assert_cmpint (tt_test_run_cli (bad_level, NULL, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--level"));
  g_assert_cmpint (tt_test_run_cli (no_file, NULL, &out2, &err2), ==, 1);
  g_assert_cmpint (tt_test_run_cli (wrong_game, NULL, &out3, &err3), ==, 2);
  g_assert_cmpstr (out3, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  tt_test_cli_path = argv[1];
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/ai-cli/suggest/%s", cases[i].game);

      g_autofree char *cpu_name = g_strdup_printf ("/ai-cli/cpu-budget/%s", cases[i].game);

      g_test_add_data_func (name, &cases[i], test_suggest);
      g_test_add_data_func (cpu_name, &cases[i], test_cpu_budget);
    }
  g_test_add_func ("/ai-cli/serve", test_serve);
  g_test_add_func ("/ai-cli/usage", test_usage);
  return g_test_run ();
}
