/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli.h — tabletop-cli: one table per game, generic commands over TtRules
 *
 * `tabletop-cli GAME replay RECORD` (and `record check`) run one generic
 * path over the game's TtRules table (tt-cli-replay.c). A game's own
 * commands (its set tools, bench, tournament) are rows of its TtCliGame
 * table; they are reached as `GAME COMMAND …`, and also as the short forms
 * `COMMAND GAME …` (bench carcassonne) and `COMMAND …` when only one game
 * has that command (tileset validate FILE).
 *
 * Every handler receives the command word as argv[0] ("replay", "bench",
 * "tileset", ...) and returns the process exit status: 0 success, 1 an
 * unreadable file or bad usage, 2 invalid content (with the reason on
 * standard error).
 */
#pragma once

#include <glib.h>

#include "common/tt-rules.h"

G_BEGIN_DECLS

typedef int (*TtCliHandler) (int argc, char **argv);

typedef struct
{
  const char   *name;      /* the command word: "tileset" */
  const char   *usage;     /* its arguments: "validate FILE | export NAME" */
  const char   *summary;   /* one line for --help */
  TtCliHandler  handler;
  gboolean      options;   /* parses its options with GOption, which prints its --help */
} TtCliCommand;

typedef struct
{
  const TtRules      *rules;
  const char         *title;      /* "Carcassonne" */
  const TtCliCommand *commands;   /* the game's own; ends with a row of NULLs */
} TtCliGame;

/* The one list of every game (tt-cli-games-register.c). */
extern const TtCliGame * const tt_cli_games[];
extern const guint             tt_cli_n_games;

extern const TtCliGame tt_cli_carcassonne;
extern const TtCliGame tt_cli_catan;
extern const TtCliGame tt_cli_ora;

int  tt_cli_record       (int argc, char **argv);
int  tt_cli_rules        (int argc, char **argv);
/* `GAME replay RECORD` for any game with a rules table. */
int  tt_cli_replay       (const TtRules *rules,
                          int            argc,
                          char         **argv);

/* `GAME review FILE` and `GAME bench-estimates` (tt-cli-review.c). */
int  tt_cli_review           (const TtRules *rules,
                              int            argc,
                              char         **argv);
int  tt_cli_bench_estimates  (const TtRules *rules,
                              int            argc,
                              char         **argv);

int  tt_cli_usage_error  (const char *command,
                          const char *format,
                          ...) G_GNUC_PRINTF (2, 3);
void tt_cli_print_json   (gpointer    json_node);
gboolean tt_cli_parse_options (GOptionContext *context,
                               int            *argc,
                               char         ***argv);

/* One command of a game, for "GAME --help" and "GAME COMMAND --help". */
typedef struct
{
  const char *command;     /* argv[0] the game's handler receives */
  const char *usage;       /* "catan replay RECORD" */
  const char *summary;
  gboolean    own_options; /* parses GOptions, which print its --help */
} TtCliCommandHelp;

gboolean tt_cli_print_help    (const char             *game,
                               const TtCliCommandHelp *commands,
                               guint                   n_commands,
                               int                     argc,
                               char                  **argv);
int      tt_cli_replay_status (const GError           *error);

G_END_DECLS
