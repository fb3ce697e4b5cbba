/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-help.c — what every game's commands share: "GAME --help",
 * "GAME COMMAND --help" and the replay exit status. */
#include "config.h"

#include <stdio.h>

#include "tt-cli.h"
#include "common/tt-record.h"

static gboolean
is_help (const char *arg)
{
  return g_strcmp0 (arg, "--help") == 0 || g_strcmp0 (arg, "-h") == 0;
}

/* "GAME --help" lists the game's commands; "GAME COMMAND --help" shows the
 * command's usage (commands with their own options let GOption answer).
 * Returns TRUE when help was printed: the caller exits with status 0. */
gboolean
tt_cli_print_help (const char             *game,
                   const TtCliCommandHelp *commands,
                   guint                   n_commands,
                   int                     argc,
                   char                  **argv)
{
  if (is_help (argv[0]))
    {
      printf ("Usage: tabletop-cli %s COMMAND [ARGUMENTS…]\n\nCommands:\n", game);
      for (guint i = 0; i < n_commands; i++)
        printf ("  %-34s  %s\n", commands[i].usage, commands[i].summary);
      printf ("\nCOMMAND --help shows a command's own help. Exit status: 0 success, 1 bad usage or an\n"
              "unreadable or malformed file, 2 an illegal move (\"move N: reason\").\n");
      return TRUE;
    }
  for (int a = 1; a < argc; a++)
    if (is_help (argv[a]))
      {
        gboolean printed = FALSE;

        for (guint i = 0; i < n_commands; i++)
          if (g_strcmp0 (commands[i].command, argv[0]) == 0 && !commands[i].own_options)
            {
              printf ("%stabletop-cli %-32s  %s\n", printed ? "       " : "Usage: ",
                      commands[i].usage, commands[i].summary);
              printed = TRUE;
            }
        return printed;
      }
  return FALSE;
}

/* Exit status of a failed replay: 2 for an illegal move, 1 for a file that
 * cannot be read or is not a well-formed record (shape, options, setup). */
int
tt_cli_replay_status (const GError *error)
{
  return g_error_matches (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE) ? 2 : 1;
}
