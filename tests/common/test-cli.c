/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c — tabletop-cli's generic commands for every game
 *
 * `--help` works for the tool, for every game and for every command a
 * game's help lists; `GAME replay` replays a record of each game (exit 0,
 * the summary as JSON) and stops at an illegal move (exit 2, "move N:").
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <json-glib/json-glib.h>

static const char *cli_path;
static const char * const game_ids[] = { "carcassonne", "catan", "ora" };

static int
run_cli (const char * const *args,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* The command words of a game's help: its lines "  GAME WORD …". */
static GPtrArray *
commands_of (const char *game)
{
  const char *args[] = { game, "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *prefix = g_strdup_printf ("  %s ", game);
  g_auto(GStrv) lines = NULL;
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
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
      g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Usage"));
}

static void
test_unknown_command (void)
{
  const char *args[] = { "catan", "fly", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "unknown command \"fly\""));
}

/* For g_ptr_array_sort (), which passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The first record of the game that replays, and the first that must
 * stop at an illegal move. */
static void
pick_records (const char  *game,
              char       **good,
              char       **bad)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "records", game, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, (gpointer) name);
  g_ptr_array_sort (names, compare_names);
  *good = *bad = NULL;
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir_path, file, NULL);
      g_autofree char *text = NULL;
      gboolean invalid;

      if (!g_str_has_suffix (file, ".json") && !g_str_has_suffix (file, ".tabletop"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      invalid = g_str_has_prefix (file, "invalid-") || strstr (text, "\"expect_error\"") != NULL;
      if (invalid && *bad == NULL && strstr (text, "\"moves\"") != NULL)
        *bad = g_steal_pointer (&path);
      else if (!invalid && *good == NULL)
        *good = g_steal_pointer (&path);
    }
  g_assert_nonnull (*good);
  g_assert_nonnull (*bad);
}

static void
test_replay (gconstpointer data)
{
  g_autofree char *good = NULL, *bad = NULL;
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonNode) node = NULL;
  int status;

  pick_records (data, &good, &bad);
  {
    const char *args[] = { data, "replay", good, NULL };

    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    node = json_from_string (out, NULL);
    g_assert_nonnull (node);
    g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  }
  {
    const char *args[] = { data, "replay", bad, NULL };

    status = run_cli (args, &out2, &err2);
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  cli_path = argv[1];
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/unknown-command", test_unknown_command);
  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
    {
      g_autofree char *help = g_strdup_printf ("/cli/%s/help", game_ids[i]);
      g_autofree char *bench = g_strdup_printf ("/cli/%s/bench-help", game_ids[i]);
      g_autofree char *replay = g_strdup_printf ("/cli/%s/replay", game_ids[i]);
      g_autofree char *unreadable = g_strdup_printf ("/cli/%s/replay-unreadable", game_ids[i]);

      g_test_add_data_func (help, game_ids[i], test_game_help);
      g_test_add_data_func (bench, game_ids[i], test_short_form_help);
      g_test_add_data_func (replay, game_ids[i], test_replay);
      g_test_add_data_func (unreadable, game_ids[i], test_replay_unreadable);
    }
  return g_test_run ();
}
