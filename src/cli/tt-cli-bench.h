/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-bench.h — the bench runner that every game's "bench" command uses
 *
 * A game supplies a function that plays one whole random game from a seed
 * (its own state and its own generator) and the runner plays --games of
 * them, seeds S, S+1, …, on --threads threads, then prints one JSON object
 * with the same fields for every game.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Plays one game seeded with `seed` and returns the moves applied, or -1
 * with `error` set. Called from several threads at once: `data` is shared
 * and must only be read. */
typedef gint64 (*TtCliBenchPlay) (gconstpointer   data,
                                  guint64         seed,
                                  GError        **error);

typedef struct
{
  int     games;
  int     threads;
  gint64  seed;
} TtCliBenchArgs;

typedef struct
{
  const char     *game;      /* "carcassonne", "catan", "ora" */
  int             players;
  JsonObject     *options;   /* the game's options, printed under "options" */
  TtCliBenchPlay  play;
  gconstpointer   data;
} TtCliBench;

void tt_cli_bench_add_entries (GOptionContext       *context,
                               TtCliBenchArgs       *args,
                               int                   default_games);
int  tt_cli_bench_run         (const TtCliBench     *bench,
                               const TtCliBenchArgs *args);

G_END_DECLS
