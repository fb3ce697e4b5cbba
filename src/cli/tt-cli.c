/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli.c — tabletop-cli: replay records, validate sets, simulate and
 * benchmark games, all without a display. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tt-cli.h"
#include "common/tt-json.h"

/* Every game's table, from tt-cli-games-register.c. */
#define games tt_cli_games

/* Every game has this one; its own commands follow it in --help. */
static const TtCliCommand replay_command = {
  "replay", "RECORD", "replay a record, print the result as JSON (exit 2: \"move N: reason\")", NULL, FALSE,
};
/* So is the computer's review of a record, and the check of its estimates. */
static const TtCliCommand review_command = {
  "review", "FILE [--level L] [--budget-ms MS] [--threads N] [--seed S]",
  "judge every move of a record: a JSON line per move, then per player", NULL, TRUE,
};
static const TtCliCommand bench_estimates_command = {
  "bench-estimates", "[--games N] [--players P] [--levels L,…] [--threads N] [--seed S]",
  "computer games: how often the estimates' favourites won (calibration, Brier score)", NULL, TRUE,
};
static const TtCliCommand * const generic_commands[] = {
  &replay_command, &review_command, &bench_estimates_command,
};

static const TtCliGame *
find_game (const char *name)
{
  for (guint i = 0; i < tt_cli_n_games; i++)
    if (g_strcmp0 (games[i]->rules->id, name) == 0)
      return games[i];
  return NULL;
}

static const TtCliCommand *
find_command (const TtCliGame *game,
              const char      *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (generic_commands); i++)
    if (g_strcmp0 (name, generic_commands[i]->name) == 0)
      return generic_commands[i];
  for (const TtCliCommand *c = game->commands; c->name != NULL; c++)
    if (g_strcmp0 (c->name, name) == 0)
      return c;
  return NULL;
}

#define HELP_COLUMN 36

/* "  LEFT   RIGHT", RIGHT on its own line when LEFT is too long. */
static void
print_row (FILE       *out,
           const char *left,
           const char *right)
{
  glong width = g_utf8_strlen (left, -1);

  if (width < HELP_COLUMN)
    fprintf (out, "  %s%*s %s\n", left, (int) (HELP_COLUMN - width), "", right);
  else
    fprintf (out, "  %s\n  %*s %s\n", left, HELP_COLUMN, "", right);
}

static void
print_game_commands (FILE            *out,
                     const TtCliGame *game)
{
  g_autofree char *replay = g_strdup_printf ("%s replay RECORD", game->rules->id);

  print_row (out, replay, replay_command.summary);
  for (guint i = 1; i < G_N_ELEMENTS (generic_commands); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s %s %s", game->rules->id, generic_commands[i]->name,
                                               generic_commands[i]->usage);

      print_row (out, line, generic_commands[i]->summary);
    }
  for (const TtCliCommand *c = game->commands; c->name != NULL; c++)
    {
      g_autofree char *line = g_strdup_printf ("%s %s %s", game->rules->id, c->name, c->usage);

      print_row (out, line, c->summary);
    }
}

static void
print_usage (FILE *out)
{
  fputs ("Usage: tabletop-cli COMMAND [ARGUMENTS…]\n"
         "\n"
         "Headless tools for Tabletop.\n"
         "\n"
         "Commands:\n", out);
  print_row (out, "record check FILE", "check a game record: its envelope, and that every move replays");
  print_row (out, "rules check [--dir DIR] [GAME…]", "check the rules documents and replay their examples");
  for (guint i = 0; i < tt_cli_n_games; i++)
    {
      fprintf (out, "\n%s:\n", games[i]->title);
      print_game_commands (out, games[i]);
    }
  fputs ("\n"
         "A game's command also runs as COMMAND GAME … (bench GAME), and as\n"
         "COMMAND … when only one game has it (tileset validate FILE).\n"
         "\n"
         "Options:\n", out);
  print_row (out, "-h, --help", "show this help (GAME --help, GAME COMMAND --help: theirs)");
  print_row (out, "--version", "print the version");
}

static gboolean
is_help (const char *arg)
{
  return g_strcmp0 (arg, "--help") == 0 || g_strcmp0 (arg, "-h") == 0;
}

static gboolean
has_help (int    argc,
          char **argv)
{
  for (int i = 1; i < argc; i++)
    if (is_help (argv[i]))
      return TRUE;
  return FALSE;
}

static int
game_help (const TtCliGame *game)
{
  printf ("Usage: tabletop-cli %s COMMAND [ARGUMENTS…]\n\n%s commands:\n",
          game->rules->id, game->title);
  print_game_commands (stdout, game);
  return 0;
}

int
tt_cli_usage_error (const char *command,
                    const char *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "tabletop-cli %s: %s\n", command, message);
  fprintf (stderr, "Try 'tabletop-cli --help'.\n");
  return 1;
}

void
tt_cli_print_json (gpointer json_node)
{
  g_autofree char *text = tt_json_to_string (json_node, TRUE);

  printf ("%s\n", text);
}

gboolean
tt_cli_parse_options (GOptionContext   *context,
                      int              *argc,
                      char           ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (stderr, "tabletop-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

/* argv[0] is the command word. */
static int
run_command (const TtCliGame *game,
             int              argc,
             char           **argv)
{
  const TtCliCommand *command = find_command (game, argv[0]);

  if (command == NULL)
    {
      fprintf (stderr, "tabletop-cli %s: unknown command \"%s\"\n", game->rules->id, argv[0]);
      game_help (game);
      return 1;
    }
  /* A command with GOption options prints its own, fuller help; the
   * others answer --help anywhere after the command word ("tileset
   * validate --help"), never reading it as a file name. */
  if (!command->options && has_help (argc, argv))
    {
      printf ("Usage: tabletop-cli %s %s %s\n\n%s\n", game->rules->id, command->name,
              command->usage, command->summary);
      return 0;
    }
  if (command == &replay_command)
    return tt_cli_replay (game->rules, argc, argv);
  if (command == &review_command)
    return tt_cli_review (game->rules, argc, argv);
  if (command == &bench_estimates_command)
    return tt_cli_bench_estimates (game->rules, argc, argv);
  return command->handler (argc, argv);
}

/* A game command named first, with the game second (bench GAME), or
 * alone when one game owns the word (tileset validate FILE). */
static int
run_short_form (int argc, char **argv)
{
  const TtCliGame *owner = NULL;
  guint n_owners = 0;

  if (argc >= 3 && find_game (argv[2]) != NULL && find_command (find_game (argv[2]), argv[1]) != NULL)
    {
      /* Hand the game "bench ARGS…": argv[2] becomes the command word. */
      const TtCliGame *game = find_game (argv[2]);

      argv[2] = argv[1];
      return run_command (game, argc - 2, argv + 2);
    }
  for (guint i = 0; i < tt_cli_n_games; i++)
    if (g_strcmp0 (argv[1], replay_command.name) != 0 && find_command (games[i], argv[1]) != NULL)
      {
        owner = games[i];
        n_owners++;
      }
  if (n_owners == 1)
    return run_command (owner, argc - 1, argv + 1);
  if (n_owners > 1)
    return tt_cli_usage_error (argv[1], "name a game: %s GAME …", argv[1]);
  return tt_cli_usage_error (argv[1], "unknown command");
}

static int
dispatch (int argc, char **argv)
{
  const char *first = argv[1];
  const TtCliGame *game;

  if (g_strcmp0 (first, "record") == 0)
    return tt_cli_record (argc - 2, argv + 2);
  if (g_strcmp0 (first, "rules") == 0)
    return tt_cli_rules (argc - 2, argv + 2);

  game = find_game (first);
  if (game != NULL)
    {
      if (argc >= 3 && is_help (argv[2]))
        return game_help (game);
      if (argc < 3)
        return tt_cli_usage_error (first, "which command? (for example: %s replay FILE)", first);
      return run_command (game, argc - 2, argv + 2);
    }
  return run_short_form (argc, argv);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");

  for (guint i = 0; i < tt_cli_n_games; i++)
    tt_rules_register_table (games[i]->rules);
  if (argc < 2 || is_help (argv[1]))
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 1 : 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("tabletop-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  return dispatch (argc, argv);
}
