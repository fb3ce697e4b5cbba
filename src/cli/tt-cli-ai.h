/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-ai.h — computer players on the command line, for every game
 *
 *   tabletop-cli GAME suggest [--level L] [--seat N] [--budget-ms MS] [--cpu-budget] [--seed S] FILE
 *   tabletop-cli GAME suggest [--level L] ... --serve
 *
 * Reads a game record, replays it and prints the move the level chooses for
 * the seat (default: the seat to act) as one line of the record's move
 * JSON. With --serve, records come one per line on standard input and each
 * gets one line of answer: the move, or {"error": "..."}; the process ends
 * at the end of input. With --cpu-budget the budget is the thinking
 * thread's CPU time instead of the clock's, so that a loaded machine does
 * not weaken the searching levels.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "common/tt-record.h"

G_BEGIN_DECLS

typedef struct
{
  const char *level;     /* "easy", "normal" or "hard" */
  int         seat;      /* -1: the seat to act */
  guint       budget_ms; /* 0: the level's default */
  gboolean    cpu_budget; /* the budget is the thread's CPU time */
  guint64     seed;
} TtCliSuggestRequest;

/* Replays `record` and returns the chosen move (a new object), or NULL with
 * `error` set. */
typedef JsonObject *(*TtCliSuggestFunc) (const TtRecord            *record,
                                         const TtCliSuggestRequest *request,
                                         GError                   **error);

int   tt_cli_suggest_run          (const char       *game,
                                   TtCliSuggestFunc  suggest,
                                   int               argc,
                                   char            **argv);
char *tt_cli_json_line            (JsonObject       *object);

/* The commands themselves (argv[0] is the command word). */
int   tt_cli_carcassonne_suggest  (int argc, char **argv);
int   tt_cli_catan_suggest        (int argc, char **argv);
int   tt_cli_catan_tournament     (int argc, char **argv);
int   tt_cli_ora_suggest          (int argc, char **argv);
int   tt_cli_ora_tournament       (int argc, char **argv);

G_END_DECLS
