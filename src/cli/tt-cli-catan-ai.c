/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-catan-ai.c — Catan computer players on the command line
 *
 *   catan suggest [--level L] [--seat N] FILE | --serve     (see tt-cli-ai.h)
 *   tournament catan --a LEVEL --b LEVEL --games N [--players P] [--ck]
 *       [--seed S] [--budget-ms MS] [--cpu-budget] [--iterations N] [--turn-cap T]
 *
 * In the tournament side A takes one seat and side B every other one;
 * A's seat turns with the game number (game g: seat g % P) and the P games
 * of one rotation share a board and dice seed, so both sides meet the same
 * luck from every seat. A game that reaches the turn cap goes to the most
 * victory points (a tie is a draw). One line per game, then the summary as
 * one JSON object on the last line (Carcassonne's keys, plus A's wins by
 * seat, the slowest move and Hard's mean samples per decision, and each
 * side's thinking thread's CPU time per decision, mean and 95th percentile,
 * which a loaded machine does not inflate as it does the clock's).
 */
#include "config.h"

#include <stdio.h>

#include "catan/ai/catan-ai.h"
#include "catan/catan-record.h"
#include "tt-budget.h"
#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "tt-cli-tournament.h"

static JsonObject *
suggest (const TtRecord            *record,
         const TtCliSuggestRequest *request,
         GError                   **error)
{
  g_autoptr(CatanState) state = catan_state_replay (record, NULL, error);
  CatanAiParams params;
  CatanAction action;
  int seat;

  if (state == NULL)
    return NULL;
  seat = request->seat >= 0 ? request->seat : catan_ai_seat_to_act (state);
  if (seat < 0)
    {
      g_set_error (error, CATAN_STATE_ERROR, CATAN_ERROR_WRONG_PHASE, "the game is over");
      return NULL;
    }
  catan_ai_params_init (&params, CATAN_AI_NORMAL);
  catan_ai_level_from_string (request->level, &params.level);
  params.normal_rollouts = CATAN_AI_NORMAL_ROLLOUTS;
  if (request->budget_ms > 0)
    params.budget_ms = request->budget_ms;
  params.cpu_budget = request->cpu_budget;
  params.seed = request->seed;
  if (!catan_ai_choose (state, seat, &params, NULL, &action, NULL, error))
    return NULL;
  return catan_move_to_json (state, &action);
}

int
tt_cli_catan_suggest (int argc, char **argv)
{
  return tt_cli_suggest_run ("catan", suggest, argc, argv);
}

G_STATIC_ASSERT (CATAN_MAX_PLAYERS <= TT_CLI_TOURNAMENT_MAX_SEATS);

typedef struct
{
  TtCliTournament tally;
  CatanAiLevel    level[2];
  guint           budget_ms, iterations;
  gboolean        cpu_budget;
  CatanOptions    options;
  guint           unfinished;
  GArray         *cpu_ms[2];      /* CPU milliseconds of each decision, per side */
} Tournament;

static gboolean
play_one (Tournament *t, CatanState *state, guint game, guint64 seed, GError **error)
{
  int seat = catan_ai_seat_to_act (state), side = tt_cli_tournament_side (&t->tally, game, seat);
  CatanAiParams params;
  CatanAiStats stats = { 0 };
  CatanAction action;
  gint64 start, cpu_start;
  double cpu_ms;

  catan_ai_params_init (&params, t->level[side]);
  params.normal_rollouts = CATAN_AI_NORMAL_ROLLOUTS;
  if (t->budget_ms)
    params.budget_ms = t->budget_ms;
  params.cpu_budget = t->cpu_budget;
  params.max_iterations = t->iterations;
  params.seed = seed * 7919 + state->n_actions;
  start = tt_cli_tournament_move_start ();
  cpu_start = tt_budget_clock (TRUE);
  if (!catan_ai_choose (state, seat, &params, NULL, &action, &stats, error))
    return FALSE;
  cpu_ms = (double) (tt_budget_clock (TRUE) - cpu_start) / 1000.0;
  g_array_append_val (t->cpu_ms[side], cpu_ms);
  tt_cli_tournament_move_done (&t->tally, side, start, stats.iterations);
  return catan_state_apply (state, &action, NULL, error);
}

/* The winner, or at the turn cap the single seat with the most points
 * (-1: a draw). */
static void
record_result (Tournament *t, const CatanState *state, guint game, guint64 seed)
{
  g_autoptr(GString) line = tt_cli_tournament_line_start (&t->tally, game, seed);
  int vp[CATAN_MAX_PLAYERS], top, winner = state->winner;

  for (int seat = 0; seat < t->tally.n_seats; seat++)
    vp[seat] = catan_state_vp (state, seat, TRUE);
  top = tt_cli_tournament_line_scores (&t->tally, line, game, vp, catan_ai_level_to_string (t->level[0]),
                                       catan_ai_level_to_string (t->level[1]));
  if (winner < 0)
    {
      t->unfinished++;
      winner = top;
    }
  tt_cli_tournament_line_result (&t->tally, line, game, winner);
  if (winner >= 0 && state->winner < 0)
    g_string_append (line, " (turn cap)");
  g_string_append_printf (line, " turn %u", state->turn);
  tt_cli_tournament_line_print (line);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* ", \"cpu_ms_per_move_S\": mean, \"p95_cpu_ms_per_move_S\": p95" */
static void
append_cpu_times (GArray *cpu_ms, const char *side, GString *json)
{
  double sum = 0, p95 = 0;
  g_autofree char *mean_text = NULL, *p95_text = NULL;

  for (guint i = 0; i < cpu_ms->len; i++)
    sum += g_array_index (cpu_ms, double, i);
  if (cpu_ms->len > 0)
    {
      g_array_sort (cpu_ms, compare_doubles);
      p95 = g_array_index (cpu_ms, double, MIN (cpu_ms->len - 1, (guint) (0.95 * cpu_ms->len)));
    }
  mean_text = tt_cli_tournament_number (cpu_ms->len ? sum / cpu_ms->len : 0);
  p95_text = tt_cli_tournament_number (p95);
  g_string_append_printf (json, ", \"cpu_ms_per_move_%s\": %s, \"p95_cpu_ms_per_move_%s\": %s",
                          side, mean_text, side, p95_text);
}

static void
print_summary (const Tournament *t)
{
  g_autofree char *rate = tt_cli_tournament_win_percent (&t->tally);
  g_autoptr(GString) json = g_string_new (NULL);

  g_string_append_printf (json, "{\"game\": \"catan\", \"cities_and_knights\": %s, \"players\": %d, ",
                          t->options.cities_and_knights ? "true" : "false", t->tally.n_seats);
  tt_cli_tournament_append_sides (&t->tally, json, catan_ai_level_to_string (t->level[0]),
                                  catan_ai_level_to_string (t->level[1]), t->tally.wins[0]);
  g_string_append_printf (json, ", \"a_win_percent\": %s", rate);
  tt_cli_tournament_append_seat_wins (&t->tally, json);
  g_string_append_printf (json, ", \"unfinished\": %u", t->unfinished);
  append_cpu_times (t->cpu_ms[0], "a", json);
  append_cpu_times (t->cpu_ms[1], "b", json);
  tt_cli_tournament_append_tail (&t->tally, json);
  fputs (json->str, stdout);
}

int
tt_cli_catan_tournament (int argc, char **argv)
{
  g_autofree char *level_a = NULL, *level_b = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new ("catan — computer levels against each other");
  gint games = 8, n_players = 4, budget_ms = 0, iterations = 0, turn_cap = 300;
  gint64 seed = 1;
  gboolean ck = FALSE, cpu_budget = FALSE;
  Tournament t = { 0 };
  g_autoptr(GArray) cpu_ms_a = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_ms_b = g_array_new (FALSE, FALSE, sizeof (double));
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &level_a, "Level of side A (one seat): easy, normal or hard", "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &level_b, "Level of side B (the other seats)", "LEVEL" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of games (default 8)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "First board and dice seed (default 1)", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players per game, 3 or 4 (default 4)", "P" },
    { "ck", 0, 0, G_OPTION_ARG_NONE, &ck, "Cities & Knights", NULL },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Hard: thinking time per decision (default 700)", "MS" },
    { "cpu-budget", 0, 0, G_OPTION_ARG_NONE, &cpu_budget, "Hard: the budget is the thread's CPU time, not the clock's", NULL },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Hard: at most N samples per decision", "N" },
    { "turn-cap", 0, 0, G_OPTION_ARG_INT, &turn_cap, "End a game after this many turns (default 300)", "T" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (level_a == NULL || !catan_ai_level_from_string (level_a, &t.level[0]))
    return tt_cli_usage_error ("tournament catan", "--a must be easy, normal or hard");
  if (level_b == NULL || !catan_ai_level_from_string (level_b, &t.level[1]))
    return tt_cli_usage_error ("tournament catan", "--b must be easy, normal or hard");
  if (games < 1 || n_players < 3 || n_players > CATAN_MAX_PLAYERS)
    return tt_cli_usage_error ("tournament catan", "--games must be positive and --players 3 or 4");
  if (budget_ms < 0 || iterations < 0 || turn_cap < 1 || turn_cap > 60000)
    return tt_cli_usage_error ("tournament catan", "--budget-ms, --iterations and --turn-cap must be positive");
  t.tally.n_seats = n_players;
  t.budget_ms = (guint) budget_ms;
  t.iterations = (guint) iterations;
  t.cpu_budget = cpu_budget;
  t.cpu_ms[0] = cpu_ms_a;
  t.cpu_ms[1] = cpu_ms_b;
  t.options.n_players = (guint8) n_players;
  t.options.cities_and_knights = ck;
  t.options.turn_cap = (guint16) turn_cap;

  for (gint game = 0; game < games; game++)
    {
      guint64 game_seed = (guint64) seed + (guint64) game / (guint64) n_players;
      g_autoptr(CatanBoard) board = catan_board_new_random (game_seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(CatanState) state = catan_state_new (board, &t.options, game_seed, &error);

      while (state != NULL && state->phase != CATAN_PHASE_OVER)
        if (!play_one (&t, state, (guint) game, game_seed, &error))
          break;
      if (error != NULL)
        {
          fprintf (stderr, "tabletop-cli tournament catan: game %d, turn %u: %s\n", game + 1,
                   state ? state->turn : 0, error->message);
          return 2;
        }
      record_result (&t, state, (guint) game, game_seed);
    }
  print_summary (&t);
  return 0;
}
