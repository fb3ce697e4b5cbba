/* tt-cli.c — tabletop-cli: replay records, validate sets, simulate and
 * benchmark games, all without a display. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tt-cli.h"
#include "common/tt-json.h"

typedef struct
{
  const char   *game;
  TtCliHandler  handler;
} GameEntry;

static const GameEntry games[] = {
  { "carcassonne", tt_cli_carcassonne },
  { "catan", tt_cli_catan },
  { "ora", tt_cli_ora },
};

/* Commands named before the game ("bench carcassonne") and commands that
 * belong to one game's data ("tileset validate") route to that game. */
static const char * const cross_game_commands[] = { "bench", "tournament", "simulate", NULL };

typedef struct
{
  const char *command;
  const char *game;
} DataCommand;

static const DataCommand data_commands[] = {
  { "tileset", "carcassonne" },
  { "cardset", "ora" },
  { "board", "catan" },
};

static const char usage_text[] =
  "Usage: tabletop-cli COMMAND [ARGUMENTS…]\n"
  "\n"
  "Headless tools for Tabletop.\n"
  "\n"
  "Commands:\n"
  "  record check FILE                   check a game record's envelope\n"
  "  rules check [--dir DIR] [GAME…]     check the rules documents and replay their examples\n"
  "  carcassonne replay RECORD           replay a Carcassonne record, print the result as JSON\n"
  "  tileset validate FILE               check a Carcassonne tile set\n"
  "  tileset export NAME                 print a bundled tile set (base, river)\n"
  "  bench GAME [OPTIONS]                play random games and print their speed\n"
  "  tournament GAME [OPTIONS]           play computer levels against each other\n"
  "  catan replay RECORD                 replay a Catan record\n"
  "  board validate FILE…                check Catan boards\n"
  "  board export NAME|random [SEED]     print a Catan board (beginner, or a seeded random one)\n"
  "  ora replay RECORD                   replay an Ora et Labora record\n"
  "  cardset validate FILE               check an Ora et Labora building card set\n"
  "  cardset export NAME                 print a bundled card set (ora-buildings)\n"
  "\n"
  "Options:\n"
  "  -h, --help                          show this help (COMMAND --help for a command's own)\n"
  "  --version                           print the version\n";

static const GameEntry *
find_game (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_strcmp0 (games[i].game, name) == 0)
      return &games[i];
  return NULL;
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

static int
dispatch (int argc, char **argv)
{
  const char *first = argv[1];
  const GameEntry *game;

  if (g_strcmp0 (first, "record") == 0)
    return tt_cli_record (argc - 2, argv + 2);
  if (g_strcmp0 (first, "rules") == 0)
    return tt_cli_rules (argc - 2, argv + 2);

  game = find_game (first);
  if (game != NULL)
    {
      if (argc < 3)
        return tt_cli_usage_error (first, "which command? (for example: %s replay FILE)", first);
      return game->handler (argc - 2, argv + 2);
    }

  if (g_strv_contains (cross_game_commands, first))
    {
      if (argc < 3 || (game = find_game (argv[2])) == NULL)
        return tt_cli_usage_error (first, "name a game: carcassonne, catan or ora");
      /* Hand the game "bench ARGS…": argv[2] becomes the command word. */
      argv[2] = argv[1];
      return game->handler (argc - 2, argv + 2);
    }

  for (guint i = 0; i < G_N_ELEMENTS (data_commands); i++)
    if (g_strcmp0 (first, data_commands[i].command) == 0)
      return find_game (data_commands[i].game)->handler (argc - 1, argv + 1);

  return tt_cli_usage_error (first, "unknown command");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      fputs (usage_text, argc < 2 ? stderr : stdout);
      return argc < 2 ? 1 : 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("tabletop-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  return dispatch (argc, argv);
}
