/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-catan.c — Catan's own commands of tabletop-cli (replay is
 * generic, tt-cli-replay.c):
 *
 *   board validate FILE        check a board file
 *   board export NAME          print a bundled board (beginner) or "random" with --seed
 *   bench catan --games N --players P [--ck] [--seed S] [--turn-cap T]
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "tt-cli.h"
#include "tt-cli-ai.h"
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

typedef struct
{
  guint64 games, finished, actions, turns;
  guint64 wins[CATAN_MAX_PLAYERS];
} BenchTotals;

static void
bench_one_game (CatanBoard *board, const CatanOptions *options, guint64 seed,
                GArray *scratch, BenchTotals *totals)
{
  g_autoptr(CatanState) state = catan_state_new (board, options, seed, NULL);
  TtRng policy;
  CatanAction action;

  tt_rng_init (&policy, seed ^ G_GUINT64_CONSTANT (0x5bd1e995));
  while (catan_random_pick (state, &policy, scratch, &action))
    {
      gboolean ok = catan_state_apply (state, &action, NULL, NULL);

      g_assert (ok);
      totals->actions++;
    }
  totals->games++;
  totals->turns += state->turn;
  if (state->winner >= 0)
    {
      totals->finished++;
      totals->wins[state->winner]++;
    }
}

static int
bench (int argc, char **argv)
{
  gint games = 1000, players = 4, turn_cap = 500;
  gboolean ck = FALSE;
  g_autofree char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of games (1000)", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players per game (4)", "P" },
    { "ck", 0, 0, G_OPTION_ARG_NONE, &ck, "Cities & Knights", NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "First seed (0)", "S" },
    { "turn-cap", 0, 0, G_OPTION_ARG_INT, &turn_cap, "Stop a game after this many turns (500)", "T" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— play random Catan games");
  g_autoptr(GArray) scratch = g_array_sized_new (FALSE, FALSE, sizeof (CatanAction), 256);
  g_autoptr(CatanBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanState) probe = NULL;
  CatanOptions options = { 0 };
  BenchTotals totals = { 0 };
  guint64 seed;
  gint64 start;
  clock_t cpu_start;
  double seconds, cpu_seconds;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (games < 1 || turn_cap < 1 || turn_cap > 60000)
    return tt_cli_usage_error ("bench catan", "--games and --turn-cap must be positive");
  seed = seed_text != NULL ? tt_seed_from_string (seed_text) : 0;
  options.n_players = (guint8) CLAMP (players, 0, 255);
  options.cities_and_knights = ck;
  options.turn_cap = (guint16) turn_cap;
  board = catan_board_load_bundled ("beginner", &error);
  if (board != NULL)
    probe = catan_state_new (board, &options, seed, &error);
  if (probe == NULL)
    {
      fprintf (stderr, "tabletop-cli bench catan: %s\n", error->message);
      return 1;
    }

  start = g_get_monotonic_time ();
  cpu_start = clock ();
  for (gint i = 0; i < games; i++)
    {
      /* Each game on its own seeded random layout, as in play. */
      g_autoptr(CatanBoard) layout = catan_board_new_random (seed + (guint64) i);

      bench_one_game (layout, &options, seed + (guint64) i, scratch, &totals);
    }
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);
  /* CPU time as well: on a shared machine it shows the engine's own speed. */
  cpu_seconds = MAX ((double) (clock () - cpu_start) / CLOCKS_PER_SEC, 1e-6);

  printf ("{\n  \"game\": \"catan\",\n  \"cities_and_knights\": %s,\n  \"players\": %d,\n",
          ck ? "true" : "false", players);
  printf ("  \"games\": %" G_GUINT64_FORMAT ",\n  \"finished\": %" G_GUINT64_FORMAT ",\n"
          "  \"unfinished\": %" G_GUINT64_FORMAT ",\n  \"turn_cap\": %d,\n",
          totals.games, totals.finished, totals.games - totals.finished, turn_cap);
  printf ("  \"seconds\": %.3f,\n  \"games_per_second\": %.1f,\n  \"actions_per_second\": %.0f,\n",
          seconds, totals.games / seconds, totals.actions / seconds);
  printf ("  \"cpu_seconds\": %.3f,\n  \"games_per_cpu_second\": %.1f,\n",
          cpu_seconds, totals.games / cpu_seconds);
  printf ("  \"mean_actions\": %.1f,\n  \"mean_turns\": %.1f,\n  \"wins\": [",
          (double) totals.actions / totals.games, (double) totals.turns / totals.games);
  for (int p = 0; p < players; p++)
    printf ("%s%" G_GUINT64_FORMAT, p ? ", " : "", totals.wins[p]);
  printf ("]\n}\n");
  return 0;
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
