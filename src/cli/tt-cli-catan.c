/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-catan.c — Catan's own commands of tabletop-cli (replay is
 * generic, tt-cli-replay.c):
 *
 *   board validate FILE        check a board file
 *   board export NAME          print a bundled board (beginner) or "random" with --seed
 *   bench catan [--games N] [--threads N] [--players P] [--ck] [--seed S] [--turn-cap T]
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "tt-cli-bench.h"
#include "catan/catan-record.h"
#include "catan/catan-rules.h"
#include "catan/catan-random.h"

static int
board_command (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (argc >= 3 && strcmp (argv[1], "validate") == 0)
    {
      int status = 0;

      for (int i = 2; i < argc; i++)
        {
          g_autoptr(CatanBoard) checked = catan_board_load_file (argv[i], &error);

          if (checked == NULL)
            {
              fprintf (stderr, "%s\n", error->message);
              status = g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? 1 : 2;
              g_clear_error (&error);
              continue;
            }
          printf ("%s: ok (%u hexes, %u corners, %u edges, %u harbours)\n", argv[i],
                  checked->n_hexes, checked->n_corners, checked->n_edges, checked->n_harbours);
        }
      return status;
    }
  if (argc >= 3 && strcmp (argv[1], "export") == 0)
    {
      if (strcmp (argv[2], "random") == 0)
        board = catan_board_new_random (argc >= 4 ? tt_seed_from_string (argv[3]) : 0);
      else
        board = catan_board_load_bundled (argv[2], &error);
      if (board == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      node = catan_board_to_json (board);
      tt_cli_print_json (node);
      return 0;
    }
  return tt_cli_usage_error ("board", "expected: board validate FILE… | board export NAME [SEED]");
}

/* One bench game on its own seeded random layout, as in play. */
static gint64
bench_play (gconstpointer  data,
            guint64        seed,
            GError       **error)
{
  const CatanOptions *options = data;
  g_autoptr(CatanBoard) board = catan_board_new_random (seed);
  g_autoptr(CatanState) state = catan_state_new (board, options, seed, error);
  g_autoptr(GArray) scratch = g_array_sized_new (FALSE, FALSE, sizeof (CatanAction), 256);
  TtRng policy;
  CatanAction action;
  gint64 moves = 0;

  if (state == NULL)
    return -1;
  tt_rng_init (&policy, seed ^ G_GUINT64_CONSTANT (0x5bd1e995));
  while (catan_random_pick (state, &policy, scratch, &action))
    {
      if (!catan_state_apply (state, &action, NULL, error))
        return -1;
      moves++;
    }
  return moves;
}

static int
bench (int argc, char **argv)
{
  gint players = 4, turn_cap = 500;
  gboolean ck = FALSE;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players per game (4)", "P" },
    { "ck", 0, 0, G_OPTION_ARG_NONE, &ck, "Cities & Knights", NULL },
    { "turn-cap", 0, 0, G_OPTION_ARG_INT, &turn_cap, "Stop a game after this many turns (500)", "T" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— play random Catan games");
  g_autoptr(CatanBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanState) probe = NULL;
  g_autoptr(JsonObject) shown = json_object_new ();
  CatanOptions options = { 0 };
  TtCliBenchArgs args;
  TtCliBench bench = { "catan" };

  g_option_context_add_main_entries (context, entries, NULL);
  tt_cli_bench_add_entries (context, &args, 1000);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (turn_cap < 1 || turn_cap > 60000)
    return tt_cli_usage_error ("bench catan", "--turn-cap must be between 1 and 60000");
  options.n_players = (guint8) CLAMP (players, 0, 255);
  options.cities_and_knights = ck;
  options.turn_cap = (guint16) turn_cap;
  /* Checks the options once, before any thread starts. */
  board = catan_board_load_bundled ("beginner", &error);
  if (board != NULL)
    probe = catan_state_new (board, &options, (guint64) args.seed, &error);
  if (probe == NULL)
    {
      fprintf (stderr, "tabletop-cli bench catan: %s\n", error->message);
      return 1;
    }
  json_object_set_boolean_member (shown, "cities_and_knights", ck);
  json_object_set_int_member (shown, "turn_cap", turn_cap);
  bench.players = players;
  bench.options = shown;
  bench.play = bench_play;
  bench.data = &options;
  return tt_cli_bench_run (&bench, &args);
}

static const TtCliCommand commands[] = {
  { "board", "validate FILE… | export NAME|random [SEED]",
    "check boards, or print one (beginner, or a seeded random layout)", board_command, FALSE },
  { "bench", "[OPTIONS]", "play random games and print their speed", bench, TRUE },
  { "simulate", "[OPTIONS]", "the same as bench", bench, TRUE },
  { "tournament", "[OPTIONS]", "play computer levels against each other", tt_cli_catan_tournament, TRUE },
  { "suggest", "[--level L] [--seat N] FILE | --serve", "the move a computer level chooses, as one line of move JSON",
    tt_cli_catan_suggest, TRUE },
  { NULL },
};

const TtCliGame tt_cli_catan = { &catan_rules, "Catan", commands };
