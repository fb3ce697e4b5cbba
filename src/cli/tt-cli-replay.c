/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-replay.c — `GAME replay RECORD` and `record check FILE`: one path
 * over the game's TtRules table for every game */
#include "config.h"

#include <stdio.h>

#include "tt-cli.h"

/* Loads and replays `filename`; `rules` NULL: the table of the record's
 * game, or no replay when it has none. Returns the exit status and, on
 * success, the record and the final state (NULL without a table). */
static int
replay_file (const char     *command,
             const char     *filename,
             const TtRules  *rules,
             TtRecord      **out_record,
             gpointer       *out_state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (filename, &error);
  gpointer state = NULL;

  if (record == NULL)
    {
      fprintf (stderr, "tabletop-cli %s: %s\n", command, error->message);
      /* Unreadable or malformed (not JSON, not a record): status 1. */
      return 1;
    }
  if (rules == NULL)
    rules = tt_rules_lookup (record->game);
  if (rules != NULL)
    {
      state = tt_rules_replay (rules, record, NULL, G_MAXUINT, NULL, NULL, &error);
      if (state == NULL)
        {
          fprintf (stderr, "tabletop-cli %s: %s\n", command, error->message);
          return tt_cli_replay_status (error);
        }
    }
  *out_record = g_steal_pointer (&record);
  *out_state = state;
  return 0;
}

int
tt_cli_replay (const TtRules *rules,
               int            argc,
               char         **argv)
{
  g_autofree char *command = g_strdup_printf ("%s replay", rules->id);
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(JsonNode) summary = NULL;
  gpointer state = NULL;
  int status;

  if (argc != 2)
    return tt_cli_usage_error (command, "expected one record file");
  status = replay_file (command, argv[1], rules, &record, &state);
  if (status != 0)
    return status;
  summary = rules->summary (state, record);
  tt_rules_free_state (rules, state);
  tt_cli_print_json (summary);
  return 0;
}

static int
record_check (const char *filename)
{
  g_autoptr(TtRecord) record = NULL;
  gpointer state = NULL;
  const TtRules *rules;
  int status = replay_file ("record check", filename, NULL, &record, &state);

  if (status != 0)
    return status;
  rules = tt_rules_lookup (record->game);
  printf ("%s: a %s record, %u players, %u moves, seed %" G_GUINT64_FORMAT "%s\n",
          filename, record->game, record->players->len,
          tt_record_get_n_moves (record), record->seed,
          rules != NULL ? "; every move replays" : "");
  if (rules != NULL)
    tt_rules_free_state (rules, state);
  return 0;
}

static const TtCliCommandHelp record_commands[] = {
  { "check", "record check FILE", "check a game record: its envelope, then every move with the game's rules", FALSE },
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
