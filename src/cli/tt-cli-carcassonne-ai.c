/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-carcassonne-ai.c — computer levels against each other
 *
 * tabletop-cli tournament carcassonne --a LEVEL --b LEVEL --games N
 *     [--seed S] [--players P] [--budget-ms MS] [--cpu-budget] [--threads T]
 *     [--abbot] [--river] [--no-farmers]
 *
 * Side A sits in seat (game % players), side B takes every other seat, so
 * both sides get each seat equally often; games 2k and 2k+1 share a deck
 * seed so the pair differs only in who sits where. One line per game, then
 * the summary as one JSON object on the last line: wins, mean scores, mean
 * thinking time per move, and each side's search statistics (Hard's
 * iterations per searched move and per CPU second of its searches; 0 for
 * the greedy levels).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "carcassonne/ai/carc-ai.h"
#include "tt-cli.h"
#include "tt-cli-carcassonne-ai.h"
#include "tt-cli-ai.h"

typedef struct
{
  CarcAiLevel level[2];
  guint       budget_ms;
  gboolean    cpu_budget;
  guint       threads;
  guint       iterations;
  guint       n_players;
  CarcOptions options;
  /* totals */
  guint       wins[2];
  guint       draws;
  gdouble     score_sum[2];
  guint       score_count[2];
  gdouble     think_ms[2];
  guint       moves[2];
  guint64     iterations_sum[2];   /* Hard's search iterations, all threads */
  guint       searched[2];         /* moves that ran a search */
  gdouble     search_cpu_s[2];     /* CPU time of those moves, all threads */
} Tournament;

/* CPU time of the whole process: the search threads' time is the cost. */
static gdouble
process_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gdouble) ts.tv_sec + (gdouble) ts.tv_nsec / 1e9;
}

static int
side_of_seat (guint game,
              guint seat,
              guint n_players)
{
  return seat == game % n_players ? 0 : 1;
}

static gboolean
play_one_move (Tournament *t,
               CarcState  *state,
               guint       game,
               guint64     seed,
               GError    **error)
{
  guint seat = carc_state_get_current_player (state);
  int side = side_of_seat (game, seat, t->n_players);
  CarcAiParams params;
  CarcAiStats stats;
  CarcMove move;
  gint64 start;
  gdouble cpu_start;

  carc_ai_params_init (&params, t->level[side]);
  params.budget_ms = t->budget_ms;
  params.cpu_budget = t->cpu_budget;
  params.threads = t->threads;
  params.max_iterations = t->iterations;
  params.seed = seed * 7919 + seat;

  start = g_get_monotonic_time ();
  cpu_start = process_cpu_seconds ();
  if (!carc_ai_choose_move (state, &params, NULL, &move, &stats, error))
    return FALSE;
  t->think_ms[side] += (g_get_monotonic_time () - start) / 1000.0;
  t->moves[side]++;
  if (stats.iterations > 0)
    {
      t->iterations_sum[side] += stats.iterations;
      t->searched[side]++;
      t->search_cpu_s[side] += process_cpu_seconds () - cpu_start;
    }
  return carc_state_apply (state, &move, NULL, error);
}

static void
record_result (Tournament      *t,
               const CarcState *state,
               guint            game,
               guint64          seed)
{
  guint winners = carc_state_get_winners (state);
  gboolean won[2] = { FALSE, FALSE };
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "game %u seed %" G_GUINT64_FORMAT ":", game + 1, seed);
  for (guint seat = 0; seat < t->n_players; seat++)
    {
      int side = side_of_seat (game, seat, t->n_players);
      guint score = carc_state_get_score (state, seat);

      g_string_append_printf (line, " %c(%s)=%u", side == 0 ? 'A' : 'B',
                              carc_ai_level_to_string (t->level[side]), score);
      t->score_sum[side] += score;
      t->score_count[side]++;
      if (winners & (1u << seat))
        won[side] = TRUE;
    }
  if (won[0] && won[1])
    t->draws++;
  else if (won[0] || won[1])
    t->wins[won[0] ? 0 : 1]++;
  g_string_append_printf (line, " -> %s", won[0] && won[1] ? "draw" : won[0] ? "A wins" : "B wins");
  printf ("%s\n", line->str);
  fflush (stdout);
  g_string_free (line, TRUE);
}

static gboolean
play_game (Tournament  *t,
           CarcTileSet *tileset,
           guint        game,
           guint64      seed,
           GError     **error)
{
  g_autoptr(CarcState) state = carc_state_new (tileset, &t->options, t->n_players, seed, error);

  if (state == NULL)
    return FALSE;
  while (!carc_state_is_finished (state))
    if (!play_one_move (t, state, game, seed, error))
      {
        g_prefix_error (error, "game %u, turn %u: ", game + 1, carc_state_get_turn (state) + 1);
        return FALSE;
      }
  record_result (t, state, game, seed);
  return TRUE;
}

static void
print_summary (const Tournament *t)
{
  g_autofree char *line = NULL;
  char a_mean[G_ASCII_DTOSTR_BUF_SIZE], b_mean[G_ASCII_DTOSTR_BUF_SIZE];
  char a_ms[G_ASCII_DTOSTR_BUF_SIZE], b_ms[G_ASCII_DTOSTR_BUF_SIZE];
  char per_move[2][G_ASCII_DTOSTR_BUF_SIZE], per_cpu_s[2][G_ASCII_DTOSTR_BUF_SIZE];

  /* Locale-independent numbers: this line is read by scripts. */
  g_ascii_formatd (a_mean, sizeof a_mean, "%.2f", t->score_count[0] ? t->score_sum[0] / t->score_count[0] : 0.0);
  g_ascii_formatd (b_mean, sizeof b_mean, "%.2f", t->score_count[1] ? t->score_sum[1] / t->score_count[1] : 0.0);
  g_ascii_formatd (a_ms, sizeof a_ms, "%.2f", t->moves[0] ? t->think_ms[0] / t->moves[0] : 0.0);
  g_ascii_formatd (b_ms, sizeof b_ms, "%.2f", t->moves[1] ? t->think_ms[1] / t->moves[1] : 0.0);
  for (guint side = 0; side < 2; side++)
    {
      g_ascii_formatd (per_move[side], sizeof per_move[side], "%.1f",
                       t->searched[side] ? (gdouble) t->iterations_sum[side] / t->searched[side] : 0.0);
      g_ascii_formatd (per_cpu_s[side], sizeof per_cpu_s[side], "%.0f",
                       t->search_cpu_s[side] > 0 ? t->iterations_sum[side] / t->search_cpu_s[side] : 0.0);
    }
  printf ("{\"a_wins\": %u, \"b_wins\": %u, \"draws\": %u, \"a_mean_score\": %s, "
          "\"b_mean_score\": %s, \"mean_ms_per_move_a\": %s, \"mean_ms_per_move_b\": %s, "
          "\"iterations_per_move_a\": %s, \"iterations_per_move_b\": %s, "
          "\"iterations_per_cpu_second_a\": %s, \"iterations_per_cpu_second_b\": %s}\n",
          t->wins[0], t->wins[1], t->draws, a_mean, b_mean, a_ms, b_ms,
          per_move[0], per_move[1], per_cpu_s[0], per_cpu_s[1]);
}

int
tt_cli_carcassonne_tournament (int argc, char **argv)
{
  g_autofree char *level_a = NULL;
  g_autofree char *level_b = NULL;
  g_autofree char *tileset_name = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(CarcTileSet) tileset = NULL;
  g_autoptr(GError) error = NULL;
  gint games = 10, n_players = 2, budget_ms = 0, threads = 2, iterations = 0;
  gint64 seed = 1;
  gboolean abbot = FALSE, river = FALSE, no_farmers = FALSE, cpu_budget = FALSE;
  Tournament t = { 0 };
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &level_a, "Level of side A: easy, normal or hard", "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &level_b, "Level of side B", "LEVEL" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of games (default 10)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "First deck seed (default 1)", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players per game (default 2)", "P" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Hard: thinking time per move (default 1500)", "MS" },
    { "cpu-budget", 0, 0, G_OPTION_ARG_NONE, &cpu_budget, "Hard: the budget is each search thread's CPU time, not the clock's", NULL },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Hard: search threads (default 2)", "T" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Hard: stop after N iterations per thread (default: the budget decides)", "N" },
    { "tileset", 0, 0, G_OPTION_ARG_STRING, &tileset_name, "Bundled tile set (default base)", "NAME" },
    { "abbot", 0, 0, G_OPTION_ARG_NONE, &abbot, "Play with the Abbot", NULL },
    { "river", 0, 0, G_OPTION_ARG_NONE, &river, "Play with the River", NULL },
    { "no-farmers", 0, 0, G_OPTION_ARG_NONE, &no_farmers, "Play without farmers", NULL },
    { NULL }
  };

  context = g_option_context_new ("carcassonne — computer levels against each other");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (level_a == NULL || !carc_ai_level_from_string (level_a, &t.level[0]))
    return tt_cli_usage_error ("tournament", "--a must be easy, normal or hard");
  if (level_b == NULL || !carc_ai_level_from_string (level_b, &t.level[1]))
    return tt_cli_usage_error ("tournament", "--b must be easy, normal or hard");
  if (games < 1)
    return tt_cli_usage_error ("tournament", "--games must be at least 1");
  if (n_players < CARC_MIN_PLAYERS || n_players > CARC_MAX_PLAYERS)
    return tt_cli_usage_error ("tournament", "--players must be %d to %d", CARC_MIN_PLAYERS, CARC_MAX_PLAYERS);
  if (budget_ms < 0 || threads < 1 || iterations < 0)
    return tt_cli_usage_error ("tournament", "--budget-ms and --threads must be positive");

  t.n_players = n_players;
  t.budget_ms = budget_ms;
  t.cpu_budget = cpu_budget;
  t.threads = threads;
  t.iterations = iterations;
  carc_options_init (&t.options);
  t.options.abbot = abbot;
  t.options.river = river;
  t.options.farmers = !no_farmers;

  tileset = carc_tileset_load_bundled (tileset_name ? tileset_name : "base", &error);
  if (tileset == NULL)
    {
      fprintf (stderr, "tabletop-cli tournament: %s\n", error->message);
      return 1;
    }
  for (gint game = 0; game < games; game++)
    if (!play_game (&t, tileset, game, (guint64) seed + game / 2, &error))
      {
        fprintf (stderr, "tabletop-cli tournament: %s\n", error->message);
        return 2;
      }
  print_summary (&t);
  return 0;
}

/* ---- carcassonne suggest ------------------------------------------------ */

static JsonObject *
suggest (const TtRecord            *record,
         const TtCliSuggestRequest *request,
         GError                   **error)
{
  g_autoptr(CarcState) state = carc_state_replay (record, NULL, G_MAXUINT, NULL, error);
  CarcAiParams params;
  CarcMove move;

  if (state == NULL)
    return NULL;
  if (request->seat >= 0 && (guint) request->seat != carc_state_get_current_player (state))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "seat %d does not act now (player %u does)", request->seat,
                   carc_state_get_current_player (state));
      return NULL;
    }
  carc_ai_params_init (&params, CARC_AI_NORMAL);
  carc_ai_level_from_string (request->level, &params.level);
  if (request->budget_ms > 0)
    params.budget_ms = request->budget_ms;
  params.cpu_budget = request->cpu_budget;
  params.seed = request->seed;
  if (!carc_ai_choose_move (state, &params, NULL, &move, NULL, error))
    return NULL;
  return carc_move_to_json (state, &move);
}

int
tt_cli_carcassonne_suggest (int argc, char **argv)
{
  return tt_cli_suggest_run ("carcassonne", suggest, argc, argv);
}
