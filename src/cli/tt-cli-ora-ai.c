/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-ora-ai.c — Ora et Labora computer players on the command line
 *
 *   ora suggest [--level L] [--seat N] FILE | --serve     (see tt-cli-ai.h)
 *   tournament ora --a LEVEL [--b LEVEL] --games N [--players P | --mode M]
 *       [--variant france|ireland] [--seed S] [--budget-ms MS] [--cpu-budget] [--iterations N]
 *
 * With two or more players side A takes one seat and side B the others;
 * A's seat turns with the game number and the games of one rotation share
 * a seed. The winner is the highest score (a tie for first is a draw). Solo
 * games (--players 1 or --mode solo) play A alone against the neutral
 * player and report the spread of its scores and how often it reaches the
 * rulebook's goal of 500 points. One line per game, then the summary as one
 * JSON object on the last line. Hard's plan in solo (OraAiPlan) is kept per
 * seat and game, as the app keeps it; `suggest` goes on from the seat's
 * plan when the record carries one (TtGame's "computer_memory").
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "ora/ai/ora-ai.h"
#include "ora/ora-record.h"
#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "tt-cli-tournament.h"

/* The member when it is an object; NULL otherwise. */
static JsonObject *
member_object (JsonObject *object, const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonObject *
suggest (const TtRecord            *record,
         const TtCliSuggestRequest *request,
         GError                   **error)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_replay (record, set, error);
  g_autofree char *key = NULL;
  OraAiParams params;
  OraAiPlan plan = { 0 };
  OraAction action;
  JsonObject *memory;
  gboolean chosen;
  int seat;

  if (state == NULL)
    return NULL;
  seat = request->seat >= 0 ? request->seat : ora_state_get_current_player (state);
  ora_ai_params_init (&params, ORA_AI_NORMAL);
  ora_ai_level_from_string (request->level, &params.level);
  if (request->budget_ms > 0)
    params.budget_ms = request->budget_ms;
  params.cpu_budget = request->cpu_budget;
  params.seed = request->seed;
  /* A record the app saved carries each computer seat's plan (TtGame's
   * "computer_memory"): Hard goes on from the seat's own. */
  key = g_strdup_printf ("%d", seat);
  memory = member_object (record->root, "computer_memory");
  memory = memory != NULL ? member_object (memory, key) : NULL;
  ora_ai_plan_from_json (&plan, state, memory);
  chosen = ora_ai_choose_planned (state, seat, &params, &plan, NULL, &action, NULL, error);
  ora_ai_plan_clear (&plan);
  return chosen ? ora_move_to_json (state, &action) : NULL;
}

int
tt_cli_ora_suggest (int argc, char **argv)
{
  return tt_cli_suggest_run ("ora", suggest, argc, argv);
}

G_STATIC_ASSERT (ORA_MAX_PLAYERS <= TT_CLI_TOURNAMENT_MAX_SEATS);

typedef struct
{
  TtCliTournament tally;                /* n_seats: players who choose (1 in solo) */
  OraAiLevel      level[2];
  guint           budget_ms, iterations;
  gboolean        cpu_budget;
  GArray         *solo_scores;          /* int */
  OraAiPlan       plans[ORA_MAX_PLAYERS]; /* each seat's, for the game being played */
} Tournament;

static gboolean
play_one (Tournament *t, OraState *state, guint game, guint64 seed, GError **error)
{
  int seat = ora_state_get_current_player (state), side = tt_cli_tournament_side (&t->tally, game, seat);
  OraAiParams params;
  OraAiStats stats = { 0 };
  OraAction action;
  gint64 start;

  ora_ai_params_init (&params, t->level[side]);
  if (t->budget_ms)
    params.budget_ms = t->budget_ms;
  params.max_iterations = t->iterations;
  params.cpu_budget = t->cpu_budget;
  params.seed = seed * 7919 + game;
  start = tt_cli_tournament_move_start ();
  if (!ora_ai_choose_planned (state, seat, &params, &t->plans[seat], NULL, &action, &stats, error))
    return FALSE;
  tt_cli_tournament_move_done (&t->tally, side, start, stats.iterations);
  return ora_state_apply (state, &action, NULL, error);
}

static void
record_result (Tournament *t, const OraState *state, guint game, guint64 seed)
{
  g_autoptr(GString) line = tt_cli_tournament_line_start (&t->tally, game, seed);
  int totals[ORA_MAX_PLAYERS], winner;

  for (int seat = 0; seat < t->tally.n_seats; seat++)
    totals[seat] = ora_state_score (state, seat).total;
  winner = tt_cli_tournament_line_scores (&t->tally, line, game, totals, ora_ai_level_to_string (t->level[0]),
                                          ora_ai_level_to_string (t->level[1]));
  if (t->tally.n_seats == 1)
    {
      g_array_append_val (t->solo_scores, totals[0]);
      g_string_append_printf (line, " -> %s", totals[0] >= ORA_SOLO_TARGET ? "goal reached" : "short of the goal");
      if (totals[0] >= ORA_SOLO_TARGET)
        t->tally.wins[0]++;
    }
  else
    tt_cli_tournament_line_result (&t->tally, line, game, winner);
  g_string_append_printf (line, " (round %d)", state->round);
  tt_cli_tournament_line_print (line);
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static void
print_summary (const Tournament *t, OraModeId mode, OraVariant variant)
{
  g_autofree char *rate = tt_cli_tournament_win_percent (&t->tally);
  g_autoptr(GString) json = g_string_new (NULL);
  gboolean solo = t->tally.n_seats == 1;

  g_string_append_printf (json, "{\"game\": \"ora\", \"mode\": \"%s\", \"variant\": \"%s\", ",
                          ora_mode_name (mode), ora_variant_name (variant));
  tt_cli_tournament_append_sides (&t->tally, json, ora_ai_level_to_string (t->level[0]),
                                  solo ? "neutral" : ora_ai_level_to_string (t->level[1]),
                                  solo ? 0 : t->tally.wins[0]);
  if (solo)
    {
      int *s = (int *) (gpointer) t->solo_scores->data;
      guint n = t->solo_scores->len;

      qsort (s, n, sizeof (int), compare_ints);
      g_string_append_printf (json, ", \"solo_goal\": %d, \"a_goal_reached\": %u, \"a_goal_percent\": %s, "
                              "\"a_min\": %d, \"a_quartile1\": %d, \"a_median\": %d, \"a_quartile3\": %d, \"a_max\": %d",
                              ORA_SOLO_TARGET, t->tally.wins[0], rate, s[0], s[n / 4], s[n / 2], s[(3 * n) / 4],
                              s[n - 1]);
    }
  else
    {
      g_string_append_printf (json, ", \"a_win_percent\": %s", rate);
      tt_cli_tournament_append_seat_wins (&t->tally, json);
    }
  tt_cli_tournament_append_tail (&t->tally, json);
  fputs (json->str, stdout);
}

int
tt_cli_ora_tournament (int argc, char **argv)
{
  g_autofree char *level_a = NULL, *level_b = NULL, *mode_name = NULL, *variant_name = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new ("ora — computer levels against each other");
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GArray) solo_scores = g_array_new (FALSE, FALSE, sizeof (int));
  gint games = 4, players = 4, budget_ms = 0, iterations = 0;
  gint64 seed = 1;
  gboolean cpu_budget = FALSE;
  OraModeId mode;
  OraVariant variant;
  Tournament t = { 0 };
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &level_a, "Level of side A (one seat): easy, normal or hard", "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &level_b, "Level of side B (the other seats)", "LEVEL" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of games (default 4)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "First seed (default 1)", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players, 1 to 4 (default 4)", "P" },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_name, "four, three, short4, short3, two, long2 or solo", "MODE" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, "france (default) or ireland", "VARIANT" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Hard: thinking time per decision (default 1500, solo 2000)", "MS" },
    { "cpu-budget", 0, 0, G_OPTION_ARG_NONE, &cpu_budget, "Hard: the budget is the thread's CPU time, not the clock's", NULL },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Hard: at most N rollouts per decision", "N" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (level_a == NULL || !ora_ai_level_from_string (level_a, &t.level[0]))
    return tt_cli_usage_error ("tournament ora", "--a must be easy, normal or hard");
  if (level_b != NULL && !ora_ai_level_from_string (level_b, &t.level[1]))
    return tt_cli_usage_error ("tournament ora", "--b must be easy, normal or hard");
  if (mode_name == NULL)
    mode_name = g_strdup (players == 1 ? "solo" : players == 2 ? "two" : players == 3 ? "three" : "four");
  if (!ora_mode_from_name (mode_name, &mode))
    return tt_cli_usage_error ("tournament ora", "unknown mode \"%s\"", mode_name);
  if (!ora_variant_from_name (variant_name ? variant_name : "france", &variant))
    return tt_cli_usage_error ("tournament ora", "--variant must be france or ireland");
  if (games < 1 || budget_ms < 0 || iterations < 0)
    return tt_cli_usage_error ("tournament ora", "--games must be positive, --budget-ms and --iterations not negative");
  t.tally.n_seats = set->modes[mode].players;
  if (t.tally.n_seats > 1 && level_b == NULL)
    return tt_cli_usage_error ("tournament ora", "--b is needed with more than one player");
  t.budget_ms = (guint) budget_ms;
  t.iterations = (guint) iterations;
  t.cpu_budget = cpu_budget;
  t.solo_scores = solo_scores;

  for (gint game = 0; game < games; game++)
    {
      guint64 game_seed = (guint64) seed + (guint64) game / (guint64) t.tally.n_seats;
      g_autoptr(GError) error = NULL;
      g_autoptr(OraState) state = ora_state_new (set, mode, variant, game_seed, &error);

      /* A plan belongs to its game: nothing carries over to the next. */
      for (guint p = 0; p < G_N_ELEMENTS (t.plans); p++)
        ora_ai_plan_clear (&t.plans[p]);
      while (state != NULL && state->stage != ORA_STAGE_OVER)
        if (!play_one (&t, state, (guint) game, game_seed, &error))
          break;
      if (error != NULL)
        {
          fprintf (stderr, "tabletop-cli tournament ora: game %d: %s\n", game + 1, error->message);
          for (guint p = 0; p < G_N_ELEMENTS (t.plans); p++)
            ora_ai_plan_clear (&t.plans[p]);
          return 2;
        }
      record_result (&t, state, (guint) game, game_seed);
    }
  for (guint p = 0; p < G_N_ELEMENTS (t.plans); p++)
    ora_ai_plan_clear (&t.plans[p]);
  print_summary (&t, mode, variant);
  return 0;
}
