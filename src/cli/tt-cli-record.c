/* tt-cli-record.c — `tabletop-cli record check FILE` */
#include "config.h"

#include <stdio.h>

#include "common/tt-record.h"
#include "tt-cli.h"

static int
record_check (const char *filename)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (filename, &error);

  if (record == NULL)
    {
      /* Unreadable or malformed: status 1, as for every command. */
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("%s: a %s record, %u players, %u moves, seed %" G_GUINT64_FORMAT "\n",
          filename, record->game, record->players->len,
          tt_record_get_n_moves (record), record->seed);
  return 0;
}

static const TtCliCommandHelp record_commands[] = {
  { "check", "record check FILE", "check a game record's envelope (format, version, game, players, seed, moves)", FALSE },
};

int
tt_cli_record (int argc, char **argv)
{
  if (argc >= 1 && tt_cli_print_help ("record", record_commands, G_N_ELEMENTS (record_commands), argc, argv))
    return 0;
  if (argc < 1 || g_strcmp0 (argv[0], "check") != 0)
    return tt_cli_usage_error ("record", "the command is: record check FILE");
  if (argc != 2)
    return tt_cli_usage_error ("record check", "name exactly one FILE");
  return record_check (argv[1]);
}
