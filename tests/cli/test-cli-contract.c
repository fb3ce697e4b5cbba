/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-contract.c — the command-line contract every game follows
 * (issue 18): every command of every game answers --help with status 0;
 * a replay of an unreadable or malformed record (not JSON, wrong shape,
 * bad options or setup) exits 1; an illegal move exits 2 with a message
 * that names the move. The games come from the registry, their records
 * from tests/records/GAME. The CLI path is argv[1]. */
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tt-test-cli.h"
#include "tt-test-games.h"

static int
run_line (const char *line,
          char      **out,
          char      **err)
{
  g_auto(GStrv) args = g_strsplit (line, " ", -1);

  return tt_test_run_cli ((const char * const *) args, NULL, out, err);
}

/* The tool's own commands and the set commands, command first (every
 * game's own commands are checked for every registered game by
 * tests/common/test-cli.c). */
static const char * const help_lines[] = {
  "--help",
  "record --help", "record check --help",
  "rules --help", "rules check --help",
  "tileset --help", "tileset validate --help", "tileset export --help",
  "board --help", "board validate --help", "board export --help",
  "cardset --help", "cardset validate --help", "cardset export --help",
};

static void
expect_help (const char *line)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = run_line (line, &out, &err);

  if (status != 0 || strstr (out, "Usage") == NULL)
    g_error ("tabletop-cli %s: status %d, output:\n%s%s", line, status, out, err);
}

static void
test_help (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (help_lines); i++)
    expect_help (help_lines[i]);
}

/* Every string the setup names ("tileset", "board", the options' "mode"
 * …) made "nope": a well-formed record that no game can set up. */
static void
spoil_names (JsonObject *object,
             gboolean    is_root)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);

      if (is_root && (g_str_equal (l->data, "format") || g_str_equal (l->data, "game")))
        continue;
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        json_object_set_string_member (object, l->data, "nope");
    }
}

static char *
bad_setup_record (const char *game)
{
  g_autofree char *good = tt_test_game_record (game, FALSE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *options;

  json_parser_load_from_file (parser, good, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  spoil_names (root, TRUE);
  options = json_object_get_object_member (root, "options");
  if (options != NULL)
    spoil_names (options, FALSE);
  json_object_set_array_member (root, "moves", json_array_new ());
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static void
expect_status (const char *game,
               const char *path,
               int         want,
               const char *what)
{
  const char *args[] = { game, "replay", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = tt_test_run_cli (args, NULL, &out, &err);

  if (status != want || *err == '\0')
    g_error ("%s replay of %s: status %d (want %d), stderr: %s", game, what, status, want, err);
  g_assert_cmpstr (out, ==, "");
}

static void
test_malformed_file (gconstpointer data)
{
  const char *game = data;
  g_autofree char *dir = g_dir_make_tmp ("tt-cli-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *not_json = g_build_filename (dir, "not-json.json", NULL);
  g_autofree char *shape = g_build_filename (dir, "shape.json", NULL);
  g_autofree char *setup = g_build_filename (dir, "setup.json", NULL);
  g_autofree char *bad_setup = bad_setup_record (game);

  g_assert_true (g_file_set_contents (not_json, "this is { not JSON", -1, NULL));
  g_assert_true (g_file_set_contents (shape, "[1, 2, 3]", -1, NULL));
  g_assert_true (g_file_set_contents (setup, bad_setup, -1, NULL));
  expect_status (game, missing, 1, "a missing file");
  expect_status (game, not_json, 1, "a file that is not JSON");
  expect_status (game, shape, 1, "JSON of the wrong shape");
  expect_status (game, setup, 1, "a record with a bad setup");
  g_unlink (not_json);
  g_unlink (shape);
  g_unlink (setup);
  g_rmdir (dir);
}

/* A record of the test suites that stops at an illegal move: exit 2, and
 * the message names the move ("move N: "). */
static void
test_illegal_move (gconstpointer data)
{
  const char *game = data;
  g_autofree char *path = tt_test_game_record (game, TRUE);
  const char *args[] = { game, "replay", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = tt_test_run_cli (args, NULL, &out, &err);

  if (status != 2 || !g_regex_match_simple ("move [0-9]+: ", err, 0, 0))
    g_error ("%s replay %s: status %d (want 2), stderr: %s", game, path, status, err);
  g_assert_cmpstr (out, ==, "");
}

/* bench prints the same members for every game, and the games (so the
 * move count) do not depend on the number of threads. */
static void
test_bench_json (gconstpointer data)
{
  const char *game = data;
  static const char * const members[] = {
    "\"game\"", "\"players\"", "\"options\"", "\"games\"", "\"threads\"", "\"seconds\"", "\"cpu_seconds\"",
    "\"games_per_second\"", "\"games_per_cpu_second\"", "\"moves_per_second\"", "\"peak_memory_mb\"",
  };

  g_autofree char *one = g_strdup_printf ("bench %s --games 2 --seed 3 --threads 1", game);
  g_autofree char *two = g_strdup_printf ("bench %s --games 2 --seed 3 --threads 2", game);
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  const char *moves1, *moves2;

  g_assert_cmpint (run_line (one, &out1, &err1), ==, 0);
  g_assert_cmpint (run_line (two, &out2, &err2), ==, 0);
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    if (strstr (out1, members[m]) == NULL)
      g_error ("%s: no %s in:\n%s", one, members[m], out1);
  moves1 = strstr (out1, "\"moves\"");
  moves2 = strstr (out2, "\"moves\"");
  g_assert_nonnull (moves1);
  g_assert_nonnull (moves2);
  g_assert_cmpint (strcspn (moves1, ","), ==, strcspn (moves2, ","));
  g_assert_true (strncmp (moves1, moves2, strcspn (moves1, ",")) == 0);
}

/* review: a line per judged move with the members scripts read, then a
 * summary per player; the same text on every run and with two threads. */
static void
test_review_json (void)
{
  static const struct { const char *game, *file; guint players; } cases[] = {
    { "carcassonne", "carcassonne/city-ring.tabletop", 2 },
    { "catan", "catan/largest-army.json", 3 },
    { "ora", "ora/bonus-round.json", 4 },
  };
  static const char * const members[] = {
    "\"move\":", "\"player\":", "\"before\":", "\"after\":", "\"best\":", "\"best_value\":",
    "\"loss\":", "\"mark\":",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", cases[i].file, NULL);
      const char *one[] = { cases[i].game, "review", path, "--level", "normal", "--seed", "3", NULL };
      const char *two[] = { cases[i].game, "review", path, "--level", "normal", "--seed", "3", "--threads", "2", NULL };
      const char *bad[] = { cases[i].game, "review", path, "--level", "nope", NULL };
      g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL, *out3 = NULL, *err3 = NULL;
      g_auto(GStrv) lines = NULL;
      guint n_lines;

      g_assert_cmpint (tt_test_run_cli (one, NULL, &out1, &err1), ==, 0);
      g_assert_cmpint (tt_test_run_cli (two, NULL, &out2, &err2), ==, 0);
      g_assert_cmpstr (out1, ==, out2);
      lines = g_strsplit (out1, "\n", -1);
      n_lines = g_strv_length (lines) - 1;   /* the text ends with a newline */
      g_assert_cmpuint (n_lines, >, cases[i].players);
      for (guint l = 0; l + cases[i].players < n_lines; l++)
        for (guint m = 0; m < G_N_ELEMENTS (members); m++)
          if (strstr (lines[l], members[m]) == NULL)
            g_error ("%s review: no %s in %s", cases[i].game, members[m], lines[l]);
      for (guint l = n_lines - cases[i].players; l < n_lines; l++)
        g_assert_nonnull (strstr (lines[l], "\"summary\":"));
      g_assert_cmpint (tt_test_run_cli (bad, NULL, &out3, &err3), ==, 1);
    }
}

/* review at Hard: its search is counted, not timed, so a fixed seed gives
 * the same text on every run, whatever the machine's load. */
static void
test_review_hard_same (void)
{
  static const struct { const char *game, *file; } cases[] = {
    { "carcassonne", "carcassonne/city-ring.tabletop" },
    { "catan", "catan/largest-army.json" },
    { "ora", "ora/bonus-round.json" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", cases[i].file, NULL);
      const char *args[] = { cases[i].game, "review", path, "--level", "hard", "--seed", "5",
                             "--budget-ms", "20", NULL };
      g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;

      g_assert_cmpint (tt_test_run_cli (args, NULL, &out1, &err1), ==, 0);
      g_assert_cmpint (tt_test_run_cli (args, NULL, &out2, &err2), ==, 0);
      g_assert_nonnull (strstr (out1, "\"summary\":"));
      g_assert_cmpstr (out1, ==, out2);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  tt_test_cli_path = argv[1];
  g_test_add_func ("/cli/contract/help", test_help);
  tt_test_add_per_game ("/cli/contract", "malformed-file", test_malformed_file);
  tt_test_add_per_game ("/cli/contract", "illegal-move", test_illegal_move);
  tt_test_add_per_game ("/cli/contract", "bench-json", test_bench_json);
  g_test_add_func ("/cli/contract/review-json", test_review_json);
  g_test_add_func ("/cli/contract/review-hard-same", test_review_hard_same);
  return g_test_run ();
}
