/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-carcassonne.c — Carcassonne's own commands of tabletop-cli
 * (replay is generic, tt-cli-replay.c):
 *
 *   tileset validate FILE           check a tile set, list every problem
 *   tileset export NAME             print a bundled tile set
 *   bench carcassonne [OPTIONS]     random legal games (tt-cli-bench.c)
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "tt-cli-carcassonne-ai.h"
#include "tt-cli-bench.h"
#include "carcassonne/carc-rules.h"
#include "carcassonne/carc-state.h"

static int
tileset_validate (const char *filename)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(CarcTileSet) set = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  gsize length = 0;

  if (!tt_file_load (filename, &contents, &length, &error))
    {
      fprintf (stderr, "tabletop-cli: %s\n", error->message);
      return 1;
    }
  set = carc_tileset_parse_data (contents, (gssize) length, filename, &error);
  if (set == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  problems = carc_tileset_validate (set);
  for (guint i = 0; i < problems->len; i++)
    fprintf (stderr, "%s: %s\n", filename,
             ((CarcTileProblem *) g_ptr_array_index (problems, i))->message);
  if (problems->len > 0)
    {
      fprintf (stderr, "%s: %u problem%s\n", filename, problems->len, problems->len == 1 ? "" : "s");
      return 2;
    }
  printf ("%s: valid tile set \"%s\": %u tile types, %u tiles\n", filename,
          carc_tileset_get_name (set), carc_tileset_get_n_tiles (set),
          carc_tileset_get_total_count (set));
  return 0;
}

static int
tileset_export (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = carc_tileset_bundled_data (name, &error);

  if (data == NULL)
    {
      fprintf (stderr, "tabletop-cli: %s\n", error->message);
      return 1;
    }
  fputs (data, stdout);
  if (*data != '\0' && data[strlen (data) - 1] != '\n')
    fputc ('\n', stdout);
  return 0;
}

static int
tileset_command (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "validate") == 0)
    return tileset_validate (argv[2]);
  if (argc == 3 && strcmp (argv[1], "export") == 0)
    return tileset_export (argv[2]);
  return tt_cli_usage_error ("tileset", "expected 'validate FILE' or 'export NAME'");
}

/* One random legal game: uniform over placements, then uniform over the
 * figure spots plus "no figure". Returns the moves applied. */
static gint64
play_random_game (CarcState     *state,
                  TtRng         *rng,
                  CarcPlacement *placements,
                  guint          max_placements,
                  GError       **error)
{
  gint64 moves = 0;

  while (!carc_state_is_finished (state))
    {
      CarcMove move = { 0 };
      guint n = carc_state_fill_placements (state, placements, max_placements);

      if (n == 0)
        {
          move.tile = (guint16) carc_state_get_current_tile (state);
          move.discard = TRUE;
        }
      else
        {
          CarcFigureSpot spots[2 * CARC_MAX_FEATURES];
          CarcPlacement p = placements[tt_rng_uniform (rng, MIN (n, max_placements))];
          guint choice;

          carc_move_init_placement (&move, state, &p);
          n = carc_state_fill_figure_spots (state, &p, spots, G_N_ELEMENTS (spots));
          choice = tt_rng_uniform (rng, n + 1);
          if (choice < n)
            {
              move.action = spots[choice].action;
              move.segment = spots[choice].segment;
            }
        }
      if (!carc_state_apply (state, &move, NULL, error))
        return -1;
      moves++;
    }
  return moves;
}

/* One bench game: a state like the template, its own generator. */
static gint64
bench_play (gconstpointer  data,
            guint64        seed,
            GError       **error)
{
  const guint max_placements = 16 * CARC_MAX_GAME_TILES + 16;
  g_autoptr(CarcState) state = carc_state_new_like (data, seed);
  g_autofree CarcPlacement *placements = g_new (CarcPlacement, max_placements);
  TtRng rng;

  tt_rng_init (&rng, seed);
  return play_random_game (state, &rng, placements, max_placements, error);
}

static int
bench_command (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("- play random Carcassonne games");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = NULL;
  g_autoptr(CarcState) first = NULL;
  g_autoptr(JsonObject) shown = json_object_new ();
  gint players = 2;
  gboolean farmers = FALSE, abbot = FALSE, river = FALSE;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players per game (2)", "P" },
    { "farmers", 0, 0, G_OPTION_ARG_NONE, &farmers, "Play with farmers", NULL },
    { "abbot", 0, 0, G_OPTION_ARG_NONE, &abbot, "Play with the Abbot module", NULL },
    { "river", 0, 0, G_OPTION_ARG_NONE, &river, "Play with the River", NULL },
    { NULL },
  };
  TtCliBenchArgs args;
  TtCliBench bench = { "carcassonne" };
  CarcOptions options;

  g_option_context_add_main_entries (context, entries, NULL);
  tt_cli_bench_add_entries (context, &args, 1000);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (players < CARC_MIN_PLAYERS || players > CARC_MAX_PLAYERS)
    return tt_cli_usage_error ("bench carcassonne", "need --players %d..%d", CARC_MIN_PLAYERS, CARC_MAX_PLAYERS);
  set = carc_tileset_load_bundled ("base", &error);
  if (set == NULL)
    {
      fprintf (stderr, "tabletop-cli bench carcassonne: %s\n", error->message);
      return 1;
    }
  carc_options_init (&options);
  options.farmers = farmers;
  options.abbot = abbot;
  options.river = river;
  first = carc_state_new (set, &options, (guint) players, (guint64) args.seed, &error);
  if (first == NULL)
    {
      fprintf (stderr, "tabletop-cli bench carcassonne: %s\n", error->message);
      return 1;
    }
  json_object_set_boolean_member (shown, "farmers", farmers);
  json_object_set_boolean_member (shown, "abbot", abbot);
  json_object_set_boolean_member (shown, "river", river);
  bench.players = players;
  bench.options = shown;
  bench.play = bench_play;
  bench.data = first;
  return tt_cli_bench_run (&bench, &args);
}

static const TtCliCommand commands[] = {
  { "tileset", "validate FILE | export NAME", "check a tile set, or print a bundled one (base, river)",
    tileset_command, FALSE },
  { "bench", "[OPTIONS]", "play random games and print their speed", bench_command, TRUE },
  { "simulate", "[OPTIONS]", "the same as bench", bench_command, TRUE },
  { "tournament", "[OPTIONS]", "play computer levels against each other", tt_cli_carcassonne_tournament, TRUE },
  { "suggest", "[--level L] [--seat N] FILE | --serve", "the move a computer level chooses, as one line of move JSON",
    tt_cli_carcassonne_suggest, TRUE },
  { NULL },
};

const TtCliGame tt_cli_carcassonne = { &carc_rules, "Carcassonne", commands };
