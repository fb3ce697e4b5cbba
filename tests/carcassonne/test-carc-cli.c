/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-cli.c — the command-line contract of the Carcassonne commands
 * (spec/carcassonne-record.md): replay prints the summary JSON, exit 2 with
 * "move N: ..." for an invalid record, exit 1 for an unreadable file; tile
 * set export/validate; bench runs; a tournament on a CPU-time budget. The
 * CLI path is argv[1]. */
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tt-test-cli.h"

static char *
record_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "records", "carcassonne", name, NULL);
}

static void
test_replay_ok (void)
{
  g_autofree char *path = record_path ("road-3-points.tabletop");
  const char *args[] = { "carcassonne", "replay", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  node = json_from_string (out, NULL);
  g_assert_nonnull (node);
  root = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "scores"), "Red"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "scores"), "Blue"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "supply"), "Red"), ==, 7);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (root, "abbot_in_supply"), "Blue"));
  g_assert_cmpint (json_object_get_int_member (root, "tiles_left"), ==, 69);
  {
    JsonObject *red = json_object_get_object_member (json_object_get_object_member (root, "score_breakdown"), "Red");

    g_assert_cmpint (json_object_get_int_member (red, "road"), ==, 3);
    g_assert_cmpint (json_object_get_int_member (red, "city"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (red, "during_play"), ==, 3);
    g_assert_cmpint (json_object_get_int_member (red, "end_of_game"), ==, 0);
  }
  g_assert_false (json_object_get_boolean_member (root, "finished"));
}

static void
test_replay_invalid (void)
{
  g_autofree char *path = record_path ("invalid-side-mismatch.tabletop");
  const char *args[] = { "carcassonne", "replay", path, NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "move 1: tile V at (0,-1) rotation 0 does not fit"));
  g_assert_cmpstr (out, ==, "");
}

static void
test_replay_unreadable (void)
{
  const char *args[] = { "carcassonne", "replay", "/nonexistent/dir/game.tabletop", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
}

static void
test_tileset_commands (void)
{
  const char *export_args[] = { "tileset", "export", "base", NULL };
  const char *missing_args[] = { "tileset", "export", "nope", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *dir = g_dir_make_tmp ("carc-cli-XXXXXX", NULL);
  g_autofree char *good = g_build_filename (dir, "base.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.json", NULL);
  g_autoptr(JsonNode) node = NULL;

  g_assert_cmpint (tt_test_run_cli (export_args, NULL, &out, &err), ==, 0);
  node = json_from_string (out, NULL);
  g_assert_nonnull (node);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (node), "tiles")),
                    ==, 32);
  g_assert_true (g_file_set_contents (good, out, -1, NULL));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  {
    const char *args[] = { "tileset", "validate", good, NULL };

    g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "72 tiles"));
  }
  g_assert_true (g_file_set_contents (bad,
    "{\"format\": \"tabletop-tileset\", \"version\": 1, \"name\": \"bad\", \"tiles\": ["
    "{\"id\": \"Q\", \"count\": 1, \"sides\": {\"N\": \"road\", \"E\": \"field\", \"S\": \"field\", \"W\": \"field\"},"
    " \"fields\": [{\"halves\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}", -1, NULL));
  {
    const char *args[] = { "tileset", "validate", bad, NULL };

    g_assert_cmpint (tt_test_run_cli (args, NULL, &out2, &err2), ==, 2);
    g_assert_nonnull (strstr (err2, "tile Q: side N: the side is a road but no road feature ends there"));
    g_assert_nonnull (strstr (err2, "no start tile"));
  }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tt_test_run_cli (missing_args, NULL, &out, &err), ==, 1);
  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_bench (void)
{
  const char *args[] = { "bench", "carcassonne", "--games", "3", "--players", "3", "--farmers", "--seed", "5", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  node = json_from_string (out, NULL);
  g_assert_nonnull (node);
  root = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (root, "players"), ==, 3);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (root, "options"), "farmers"));
  g_assert_true (json_object_has_member (root, "moves_per_second"));
  g_assert_true (json_object_has_member (root, "peak_memory_mb"));
}

/* Hard against Normal on a CPU-time budget, stopped by its iteration
 * count: one line per game, then the summary with Hard's iterations. */
static void
test_tournament_cpu_budget (void)
{
  const char *args[] = { "tournament", "carcassonne", "--a", "hard", "--b", "normal", "--games", "2",
                         "--iterations", "16", "--threads", "2", "--budget-ms", "600000",
                         "--cpu-budget", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], "game 1 seed 1: A(hard)="));
  g_assert_true (g_str_has_prefix (lines[1], "game 2 seed 1: B(normal)="));
  node = json_from_string (lines[2], NULL);
  g_assert_nonnull (node);
  root = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (root, "a_wins") + json_object_get_int_member (root, "b_wins") +
                   json_object_get_int_member (root, "draws"), ==, 2);
  /* Two threads of 16 iterations on every move that had a choice to search. */
  g_assert_cmpfloat (json_object_get_double_member (root, "iterations_per_move_a"), ==, 32.0);
  g_assert_cmpfloat (json_object_get_double_member (root, "iterations_per_move_b"), ==, 0.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  tt_test_cli_path = argv[1];
  g_test_add_func ("/carcassonne/cli/replay-ok", test_replay_ok);
  g_test_add_func ("/carcassonne/cli/replay-invalid", test_replay_invalid);
  g_test_add_func ("/carcassonne/cli/replay-unreadable", test_replay_unreadable);
  g_test_add_func ("/carcassonne/cli/tileset", test_tileset_commands);
  g_test_add_func ("/carcassonne/cli/bench", test_bench);
  g_test_add_func ("/carcassonne/cli/tournament-cpu-budget", test_tournament_cpu_budget);
  return g_test_run ();
}
