/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-ora.c — Ora et Labora's own commands of tabletop-cli (replay is
 * generic, tt-cli-replay.c):
 *
 *   ora random [OPTIONS]        play a random game and write its record
 *   cardset validate FILE       check a card set
 *   cardset export NAME         print a bundled card set
 *   bench ora [OPTIONS]         random games per second (tt-cli-bench.c)
 */
#include "config.h"

#include <stdio.h>
#include <time.h>
#include <string.h>

#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "tt-cli-bench.h"
#include "ora/ora-record.h"
#include "ora/ora-rules.h"

static gboolean
parse_game_options (const char  *command,
                    const char  *mode_name,
                    const char  *variant_name,
                    int          players,
                    OraModeId   *mode,
                    OraVariant  *variant)
{
  if (mode_name == NULL)
    mode_name = players == 3 ? "three" : players == 2 ? "two" : players == 1 ? "solo" : "four";
  if (!ora_mode_from_name (mode_name, mode))
    {
      tt_cli_usage_error (command, "unknown mode \"%s\" (four, three, short4, short3, two, long2, solo)", mode_name);
      return FALSE;
    }
  if (!ora_variant_from_name (variant_name ? variant_name : "france", variant))
    {
      tt_cli_usage_error (command, "variant must be france or ireland");
      return FALSE;
    }
  return TRUE;
}

static int
ora_random (int argc, char **argv)
{
  g_autofree char *mode_name = NULL, *variant_name = NULL, *out = NULL;
  gint64 seed = 1;
  int players = 4;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the game and of the random moves", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Number of players", "P" },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_name, "Mode", "MODE" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, "france or ireland", "VARIANT" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, "Write the record here", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- play one random Ora et Labora game");
  g_autoptr(GError) error = NULL;
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = NULL;
  g_autoptr(TtRecord) record = NULL;
  OraModeId mode;
  OraVariant variant;
  TtRng rng;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (!parse_game_options ("ora random", mode_name, variant_name, players, &mode, &variant))
    return 1;
  record = ora_record_new (mode, variant, seed);
  state = ora_state_new_for_record (record, set, &error);
  tt_rng_init (&rng, seed ^ 0x9e3779b97f4a7c15ull);
  if (state == NULL || ora_play_random (state, &rng, record, 100000, &error) < 0)
    {
      fprintf (stderr, "tabletop-cli ora random: %s\n", error->message);
      return 2;
    }
  if (out != NULL)
    {
      if (!tt_record_save_file (record, out, &error))
        {
          fprintf (stderr, "tabletop-cli ora random: %s\n", error->message);
          return 1;
        }
    }
  else
    {
      g_autofree char *text = tt_record_to_string (record);
      printf ("%s\n", text);
    }
  return 0;
}

typedef struct
{
  OraCardSet *set;
  OraModeId   mode;
  OraVariant  variant;
} BenchData;

static gint64
bench_play (gconstpointer  data,
            guint64        seed,
            GError       **error)
{
  const BenchData *bench = data;
  g_autoptr(OraState) state = ora_state_new (bench->set, bench->mode, bench->variant, seed, error);
  TtRng rng;

  if (state == NULL)
    return -1;
  tt_rng_init (&rng, seed);
  return ora_play_random (state, &rng, NULL, 100000, error);
}

static int
ora_bench (int argc, char **argv)
{
  g_autofree char *mode_name = NULL, *variant_name = NULL;
  int players = 4;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Number of players", "P" },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_name, "Mode", "MODE" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, "france or ireland", "VARIANT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- play random Ora et Labora games");
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) probe = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) shown = json_object_new ();
  TtCliBenchArgs args;
  TtCliBench bench = { "ora" };
  BenchData data = { set };

  g_option_context_add_main_entries (context, entries, NULL);
  tt_cli_bench_add_entries (context, &args, 100);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (!parse_game_options ("bench ora", mode_name, variant_name, players, &data.mode, &data.variant))
    return 1;
  /* Checks the options once, before any thread starts. */
  probe = ora_state_new (set, data.mode, data.variant, (guint64) args.seed, &error);
  if (probe == NULL)
    {
      fprintf (stderr, "tabletop-cli bench ora: %s\n", error->message);
      return 1;
    }
  json_object_set_string_member (shown, "mode", ora_mode_name (data.mode));
  json_object_set_string_member (shown, "variant", ora_variant_name (data.variant));
  bench.players = probe->n_players;
  bench.options = shown;
  bench.play = bench_play;
  bench.data = &data;
  return tt_cli_bench_run (&bench, &args);
}

static int
cardset_command (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  if (argc == 3 && strcmp (argv[1], "validate") == 0)
    {
      g_autoptr(OraCardSet) set = ora_cardset_load_file (argv[2], &error);
      int buildings = 0;

      if (set == NULL)
        {
          fprintf (stderr, "tabletop-cli cardset validate: %s\n", error->message);
          return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? 1 : 2;
        }
      for (int i = 0; i < set->n_cards; i++)
        buildings += !set->cards[i].settlement;
      printf ("%s: card set \"%s\" is valid: %d buildings, %d settlements\n",
              argv[2], set->name, buildings, set->n_cards - buildings);
      return 0;
    }
  if (argc == 3 && strcmp (argv[1], "export") == 0)
    {
      g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes (argv[2], &error);
      gsize length = 0;
      const char *data;

      if (bytes == NULL)
        {
          fprintf (stderr, "tabletop-cli cardset export: no bundled card set \"%s\" (try ora-buildings)\n", argv[2]);
          return 1;
        }
      data = g_bytes_get_data (bytes, &length);
      fwrite (data, 1, length, stdout);
      return 0;
    }
  return tt_cli_usage_error ("cardset", "expected: cardset validate FILE | cardset export NAME");
}

static const TtCliCommand commands[] = {
  { "random", "[OPTIONS]", "play one random game and write its record", ora_random, TRUE },
  { "bench", "[OPTIONS]", "play random games and print their speed", ora_bench, TRUE },
  { "cardset", "validate FILE | export NAME", "check a building card set, or print a bundled one (ora-buildings)",
    cardset_command, FALSE },
  { "tournament", "[OPTIONS]", "play computer levels against each other", tt_cli_ora_tournament, TRUE },
  { "suggest", "[--level L] [--seat N] FILE | --serve", "the move a computer level chooses, as one line of move JSON",
    tt_cli_ora_suggest, TRUE },
  { NULL },
};

const TtCliGame tt_cli_ora = { &ora_rules, "Ora et Labora", commands };
