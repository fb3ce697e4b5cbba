/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c — tabletop-cli's generic commands for every game
 *
 * `--help` works for the tool, for every game and for every command a
 * game's help lists; `GAME replay` replays a record of each game (exit 0,
 * the summary as JSON) and stops at an illegal move (exit 2, "move N:").
 */
#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tt-test-cli.h"
#include "tt-test-games.h"

/* The command words of a game's help: its lines "  GAME WORD …". */
static GPtrArray *
commands_of (const char *game)
{
  const char *args[] = { game, "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *prefix = g_strdup_printf ("  %s ", game);
  g_auto(GStrv) lines = NULL;
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      {
        const char *word = lines[i] + strlen (prefix);

        g_ptr_array_add (words, g_strndup (word, strcspn (word, " ")));
      }
  return words;
}

static void
test_help (void)
{
  const char *args[] = { "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_auto(GStrv) game_ids = tt_test_game_ids ();

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  for (guint i = 0; game_ids[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf ("  %s replay RECORD", game_ids[i]);

      g_assert_nonnull (strstr (out, line));
    }
}

static void
test_game_help (gconstpointer data)
{
  g_autoptr(GPtrArray) words = commands_of (data);
  gboolean has_replay = FALSE;

  g_assert_cmpuint (words->len, >=, 2);
  for (guint i = 0; i < words->len; i++)
    {
      const char *args[] = { data, g_ptr_array_index (words, i), "--help", NULL };
      g_autofree char *out = NULL, *err = NULL;

      g_test_message ("%s %s --help", (char *) data, (char *) g_ptr_array_index (words, i));
      g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
      g_assert_cmpstr (out, !=, "");
      g_assert_nonnull (strstr (out, "Usage"));
      has_replay |= g_str_equal (g_ptr_array_index (words, i), "replay");
    }
  g_assert_true (has_replay);
}

/* The short form names the command first: bench GAME --help. */
static void
test_short_form_help (gconstpointer data)
{
  const char *args[] = { "bench", data, "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Usage"));
}

static void
test_unknown_command (gconstpointer data)
{
  const char *args[] = { data, "fly", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "unknown command \"fly\""));
}

static void
test_replay (gconstpointer data)
{
  g_autofree char *good = tt_test_game_record (data, FALSE);
  g_autofree char *bad = tt_test_game_record (data, TRUE);
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonNode) node = NULL;
  int status;

  {
    const char *args[] = { data, "replay", good, NULL };

    g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 0);
    node = json_from_string (out, NULL);
    g_assert_nonnull (node);
    g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  }
  {
    const char *args[] = { data, "replay", bad, NULL };

    status = tt_test_run_cli (args, NULL, &out2, &err2);
    g_test_message ("%s: %s", bad, err2);
    /* A record refused at its setup is invalid content too. */
    g_assert_cmpint (status, ==, 2);
    g_assert_cmpstr (out2, ==, "");
  }
}

static void
test_replay_unreadable (gconstpointer data)
{
  const char *args[] = { data, "replay", "/nonexistent/dir/game.tabletop", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (tt_test_run_cli (args, NULL, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  tt_test_cli_path = argv[1];
  g_test_add_func ("/cli/help", test_help);
  tt_test_add_per_game ("/cli", "unknown-command", test_unknown_command);
  tt_test_add_per_game ("/cli", "help", test_game_help);
  tt_test_add_per_game ("/cli", "bench-help", test_short_form_help);
  tt_test_add_per_game ("/cli", "replay", test_replay);
  tt_test_add_per_game ("/cli", "replay-unreadable", test_replay_unreadable);
  return g_test_run ();
}
