/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-review.c — `GAME review FILE` and `GAME bench-estimates`: one
 * path over the game's TtRules table and the model's TtGameReview for
 * every game
 *
 * review prints one JSON line per judged move (move numbers from 1, as
 * "move N: reason" counts them), then one summary line per player.
 * bench-estimates plays computer games of mixed levels and sets every
 * player's estimate at sampled positions against who won: a calibration
 * table per 10-point band and the Brier score against a constant estimate
 * (the share of wins), or, solo, how far the expected score was from the
 * final one.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "tt-cli.h"
#include "tt-game-review.h"
#include "tt-games-register.h"

/* ---- review -------------------------------------------------------------- */

static const char *
mark_name (TtReviewMark mark)
{
  static const char * const names[] = { "none", "inaccuracy", "mistake", "blunder" };

  return names[mark];
}

/* Four decimals: enough to read, and the same text on every run
 * (json-glib writes every double with 17 digits). */
static double
rounded (double value)
{
  return round (value * 10000.0) / 10000.0;
}

static char *
object_text (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  return json_to_string (node, FALSE);
}

/* The object's text with "NAME": VALUE members added at its end, each
 * value with four decimals. */
static void
print_object_with (JsonObject *object,
                   ...)
{
  g_autofree char *text = object_text (object);
  g_autoptr(GString) line = g_string_new (text);
  const char *name;
  va_list args;

  g_string_truncate (line, line->len - 1);
  va_start (args, object);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (number, sizeof number, "%.4f", rounded (va_arg (args, double)));
      g_string_append_printf (line, "%s\"%s\":%s", line->len > 1 ? "," : "", name, number);
    }
  va_end (args);
  printf ("%s}\n", line->str);
}

static void
print_object (JsonObject *object)
{
  print_object_with (object, NULL);
}

static void
print_review (TtGameReview *review)
{
  TtGame *game = tt_game_review_get_game (review);
  guint n_players = tt_game_review_get_n_players (review);
  guint moves[TT_RULES_MAX_PLAYERS] = { 0 }, marks[TT_RULES_MAX_PLAYERS][4] = { { 0 } };
  double loss[TT_RULES_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < tt_game_review_get_n_moves (review); i++)
    {
      g_autoptr(JsonObject) line = json_object_new ();
      JsonObject *best = tt_game_review_get_best_move (review, i);
      TtReviewJudgement j;

      if (!tt_game_review_get_judgement (review, i, &j))
        continue;
      json_object_set_int_member (line, "move", i + 1);
      json_object_set_int_member (line, "player", j.player);
      if (best != NULL)
        json_object_set_object_member (line, "best", json_object_ref (best));
      else
        json_object_set_null_member (line, "best");
      json_object_set_string_member (line, "mark", mark_name (j.mark));
      print_object_with (line, "before", j.before, "after", j.after, "best_value", j.best_value,
                         "loss", j.loss, NULL);
      if (j.player >= 0 && (guint) j.player < n_players)
        {
          moves[j.player]++;
          marks[j.player][j.mark]++;
          loss[j.player] += j.loss;
        }
    }
  for (guint p = 0; p < n_players; p++)
    {
      g_autoptr(JsonObject) line = json_object_new ();
      g_autoptr(JsonObject) counts = json_object_new ();

      for (int m = TT_REVIEW_MARK_INACCURACY; m <= TT_REVIEW_MARK_BLUNDER; m++)
        json_object_set_int_member (counts, mark_name (m), marks[p][m]);
      json_object_set_string_member (line, "summary", tt_game_get_player_name (game, p));
      json_object_set_int_member (line, "player", p);
      json_object_set_int_member (line, "moves", moves[p]);
      json_object_set_object_member (line, "marks", g_steal_pointer (&counts));
      print_object_with (line, "mean_loss", moves[p] > 0 ? loss[p] / moves[p] : 0.0, NULL);
    }
}

static void
on_running (GObject    *object,
            GParamSpec *pspec,
            gpointer    user_data)
{
  if (!tt_game_review_get_running (TT_GAME_REVIEW (object)))
    g_main_loop_quit (user_data);
}

/* A game of people on the record, so that nothing moves by itself and
 * nothing is written while it is reviewed. */
static TtGame *
game_for_record (TtRecord  *record,
                 GError   **error)
{
  TtGameInfo *info = tt_game_info_lookup (record->game);
  g_autoptr(TtGame) game = NULL;

  if (info == NULL)
    {
      g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_GAME, "%s: no model for game \"%s\"",
                   record->source, record->game);
      return NULL;
    }
  for (guint p = 0; p < record->players->len; p++)
    {
      TtRecordPlayer *player = g_ptr_array_index (record->players, p);

      g_free (player->kind);
      player->kind = g_strdup ("human");
    }
  game = g_object_new (tt_game_info_get_model_type (info), "autosave", FALSE, NULL);
  if (!tt_game_start (game, record, error))
    return NULL;
  return g_steal_pointer (&game);
}

int
tt_cli_review (const TtRules *rules,
               int            argc,
               char         **argv)
{
  g_autofree char *command = g_strdup_printf ("%s review", rules->id);
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) game = NULL;
  g_autoptr(TtGameReview) review = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autofree char *level = NULL;
  gint budget_ms = 0, threads = 1;
  gint64 seed = 1;
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "The computer level that judges (hard)", "L" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Work for each estimate, counted, not timed: the same review every run (200)", "MS" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Judge N moves at once (1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the computer's choices (1)", "S" },
    { NULL }
  };

  g_option_context_set_summary (context, "Judge every move of a record with the computer: one JSON line per\n"
                                         "judged move, then a summary line per player.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (argc != 2)
    return tt_cli_usage_error (command, "expected one record file");
  if (budget_ms < 0 || threads < 1 || threads > 16)
    return tt_cli_usage_error (command, "--budget-ms cannot be negative, --threads is 1 to 16");
  if (level != NULL && (rules->levels == NULL || !g_strv_contains ((const char * const *) rules->levels, level)))
    return tt_cli_usage_error (command, "no computer level \"%s\"", level);
  if (rules->estimate == NULL || rules->computer_move == NULL)
    return tt_cli_usage_error (command, "%s has no computer to review with", rules->id);

  tt_games_register_all ();
  record = tt_record_load_file (argv[1], &error);
  if (record == NULL || !tt_record_expect_game (record, rules->id, &error))
    {
      fprintf (stderr, "tabletop-cli %s: %s\n", command, error->message);
      return 1;
    }
  game = game_for_record (record, &error);
  if (game == NULL)
    {
      fprintf (stderr, "tabletop-cli %s: %s\n", command, error->message);
      return tt_cli_replay_status (error);
    }
  review = tt_game_review_new (game, level, (guint) budget_ms);
  tt_game_review_set_threads (review, (guint) threads);
  tt_game_review_set_seed (review, (guint64) seed);
  loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (review, "notify::running", G_CALLBACK (on_running), loop);
  tt_game_review_start (review);
  if (tt_game_review_get_running (review))
    g_main_loop_run (loop);
  if (tt_game_review_get_error (review) != NULL)
    {
      fprintf (stderr, "tabletop-cli %s: %s\n", command, tt_game_review_get_error (review)->message);
      return 2;
    }
  print_review (review);
  return 0;
}

/* ---- bench-estimates ------------------------------------------------------- */

#define N_BANDS   10
#define MAX_MOVES 20000

typedef struct
{
  const TtRules *rules;
  int            players;
  int            games;
  int            every;
  guint          budget_ms; /* each estimate's counted budget; 0: static */
  guint64        seed;
  char         **levels;
  char         **seats;     /* each seat's level, or NULL: mixed */
  char          *records;   /* a folder for the games' records, or NULL */
  JsonObject    *options;   /* the records' options */
  gboolean       is_score;
  GMutex         lock;
  gint           next;
  /* Chances: per band, pairs, the sum of estimates, the wins. */
  guint64        band_n[N_BANDS];
  double         band_estimate[N_BANDS];
  double         band_won[N_BANDS];
  double         brier, won_sum;
  guint64        pairs;
  /* Scores (solo): the sum of |estimate - final| per tenth of the game. */
  double         band_error[N_BANDS];
  GPtrArray     *samples;   /* of double[2]: (estimate, outcome), for the baseline */
  GError        *error;
  int            finished;
  FILE          *dump;      /* every sample as a JSON line, or NULL */
} Bench;

typedef struct
{
  double estimate[TT_RULES_MAX_PLAYERS];
  guint  move;
} Sample;

static const char *
level_for (Bench   *bench,
           guint64  seed,
           int      seat)
{
  guint n = g_strv_length (bench->levels);

  if (bench->seats != NULL)
    return bench->seats[(guint) seat % g_strv_length (bench->seats)];
  /* Mixed: every seat of every game its own level, the same each run. */
  return bench->levels[(seed * 7 + (guint64) seat * 3 + (guint64) seat * seed) % n];
}

static int
first_actor (guint32 actors)
{
  for (int p = 0; p < 32; p++)
    if (actors & (1u << p))
      return p;
  return -1;
}

/* One computer game; its samples and outcome go into the bench. */
static gboolean
bench_game (Bench   *bench,
            guint64  seed,
            GError **error)
{
  const TtRules *rules = bench->rules;
  g_autoptr(TtRecord) record = tt_record_new (rules->id);
  g_autoptr(GArray) samples = g_array_new (FALSE, TRUE, sizeof (Sample));
  int scores[TT_RULES_MAX_PLAYERS], top = G_MININT, n_top = 0;
  gpointer state;
  guint n, move = 0;

  record->seed = seed;
  json_object_unref (record->options);
  record->options = json_object_ref (bench->options);
  json_object_set_object_member (record->root, "options", json_object_ref (bench->options));
  /* A Catan record names its board beside the options. */
  if (g_strcmp0 (rules->id, "catan") == 0)
    json_object_set_string_member (record->root, "board", "random");
  for (int p = 0; p < bench->players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%d", p + 1);
      TtRecordPlayer *player = tt_record_add_player (record, name, NULL);

      player->kind = g_strdup ("computer");
      player->level = g_strdup (level_for (bench, seed, p));
    }
  state = tt_rules_new_state (rules, record, NULL, error);
  if (state == NULL)
    return FALSE;
  n = rules->n_players (state);
  while (!rules->is_finished (state) && move < MAX_MOVES)
    {
      int actor = first_actor (rules->actors (state));
      gpointer view;
      g_autoptr(JsonObject) chosen = NULL;
      g_autoptr(JsonObject) recorded = NULL;

      if (actor < 0)
        break;
      view = tt_rules_view (rules, state, (guint) actor);
      if (move % (guint) bench->every == 0)
        {
          Sample sample = { .move = move };
          TtBudget budget;

          if (bench->budget_ms > 0)
            tt_budget_start_counted (&budget, bench->budget_ms);
          if (!rules->estimate (view, (guint) actor, "hard", seed + move,
                                bench->budget_ms > 0 ? &budget : NULL, sample.estimate,
                                &bench->is_score, NULL, error))
            {
              tt_rules_free_state (rules, view);
              tt_rules_free_state (rules, state);
              return FALSE;
            }
          g_array_append_val (samples, sample);
        }
      chosen = rules->computer_move (view, (guint) actor, level_for (bench, seed, actor),
                                     seed * 1000003 + move, NULL, error);
      tt_rules_free_state (rules, view);
      if (chosen == NULL || !tt_rules_apply_json (rules, state, chosen, NULL, &recorded, error))
        {
          tt_rules_free_state (rules, state);
          return FALSE;
        }
      if (bench->records != NULL)
        tt_record_append_move (record, recorded);
      move++;
    }
  if (bench->records != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-%" G_GUINT64_FORMAT ".tabletop", rules->id, seed);
      g_autofree char *path = g_build_filename (bench->records, name, NULL);

      if (!tt_record_save_file (record, path, error))
        {
          tt_rules_free_state (rules, state);
          return FALSE;
        }
    }
  rules->scores (state, scores);
  tt_rules_free_state (rules, state);
  for (guint p = 0; p < n; p++)
    top = MAX (top, scores[p]);
  for (guint p = 0; p < n; p++)
    n_top += scores[p] == top;

  g_mutex_lock (&bench->lock);
  bench->finished++;
  for (guint s = 0; bench->dump != NULL && s < samples->len; s++)
    {
      const Sample *sample = &g_array_index (samples, Sample, s);

      fprintf (bench->dump, "{\"move\":%u,\"moves\":%u,\"estimate\":[", sample->move, move);
      for (guint p = 0; p < n; p++)
        fprintf (bench->dump, "%s%.6g", p > 0 ? "," : "", sample->estimate[p]);
      fprintf (bench->dump, "],\"score\":[");
      for (guint p = 0; p < n; p++)
        fprintf (bench->dump, "%s%d", p > 0 ? "," : "", scores[p]);
      fprintf (bench->dump, "]}\n");
    }
  for (guint s = 0; s < samples->len; s++)
    {
      const Sample *sample = &g_array_index (samples, Sample, s);
      int band_of_game = MIN ((int) (N_BANDS * sample->move / MAX (move, 1)), N_BANDS - 1);

      for (guint p = 0; p < n; p++)
        {
          double e = sample->estimate[p];
          double won = scores[p] == top ? 1.0 / n_top : 0.0;
          int band = MIN ((int) (e * N_BANDS), N_BANDS - 1);
          double *pair;

          if (bench->is_score)
            {
              /* Solo: the neutral player has no estimate worth judging. */
              if (p > 0)
                continue;
              bench->band_n[band_of_game]++;
              bench->band_error[band_of_game] += fabs (e - scores[p]);
              bench->band_estimate[band_of_game] += e;
              bench->band_won[band_of_game] += scores[p];
              bench->pairs++;
              continue;
            }
          bench->band_n[band]++;
          bench->band_estimate[band] += e;
          bench->band_won[band] += won;
          bench->brier += (e - won) * (e - won);
          bench->won_sum += won;
          bench->pairs++;
          pair = g_new (double, 2);
          pair[0] = e;
          pair[1] = won;
          g_ptr_array_add (bench->samples, pair);
        }
    }
  g_mutex_unlock (&bench->lock);
  return TRUE;
}

static gpointer
bench_worker (gpointer data)
{
  Bench *bench = data;

  for (;;)
    {
      int i = g_atomic_int_add (&bench->next, 1);
      g_autoptr(GError) error = NULL;

      if (i >= bench->games)
        break;
      if (!bench_game (bench, bench->seed + (guint64) i, &error))
        {
          g_mutex_lock (&bench->lock);
          if (bench->error == NULL)
            bench->error = g_steal_pointer (&error);
          g_mutex_unlock (&bench->lock);
          g_atomic_int_set (&bench->next, bench->games);
          break;
        }
    }
  return NULL;
}

static void
print_bench (Bench  *bench,
             double  seconds)
{
  g_autoptr(JsonObject) out = json_object_new ();
  g_autoptr(JsonArray) bands = json_array_new ();
  g_autofree char *levels = g_strjoinv (",", bench->levels);

  json_object_set_string_member (out, "game", bench->rules->id);
  json_object_set_int_member (out, "players", bench->players);
  json_object_set_string_member (out, "levels", levels);
  json_object_set_int_member (out, "games", bench->finished);
  json_object_set_int_member (out, "pairs", (gint64) bench->pairs);
  json_object_set_double_member (out, "seconds", rounded (seconds));
  for (int b = 0; b < N_BANDS; b++)
    {
      JsonObject *band = json_object_new ();

      json_object_set_int_member (band, "from", b * 10);
      json_object_set_int_member (band, "to", (b + 1) * 10);
      json_object_set_int_member (band, "n", (gint64) bench->band_n[b]);
      if (bench->is_score)
        {
          json_object_set_double_member (band, "mean_abs_error",
                                         rounded (bench->band_n[b] > 0 ? bench->band_error[b] / bench->band_n[b] : 0));
          json_object_set_double_member (band, "estimate",
                                         rounded (bench->band_n[b] > 0 ? bench->band_estimate[b] / bench->band_n[b] : 0));
          json_object_set_double_member (band, "final",
                                         rounded (bench->band_n[b] > 0 ? bench->band_won[b] / bench->band_n[b] : 0));
        }
      else
        {
          json_object_set_double_member (band, "estimate",
                                         rounded (bench->band_n[b] > 0 ? bench->band_estimate[b] / bench->band_n[b] : 0));
          json_object_set_double_member (band, "won",
                                         rounded (bench->band_n[b] > 0 ? bench->band_won[b] / bench->band_n[b] : 0));
        }
      json_array_add_object_element (bands, band);
    }
  /* Solo bands are tenths of the game, not of the estimate. */
  json_object_set_string_member (out, "bands_by", bench->is_score ? "game_progress" : "estimate");
  json_object_set_array_member (out, "bands", g_steal_pointer (&bands));
  if (!bench->is_score && bench->pairs > 0)
    {
      double base = bench->won_sum / bench->pairs, baseline = 0;

      for (guint i = 0; i < bench->samples->len; i++)
        {
          const double *pair = g_ptr_array_index (bench->samples, i);

          baseline += (base - pair[1]) * (base - pair[1]);
        }
      json_object_set_double_member (out, "brier", rounded (bench->brier / bench->pairs));
      json_object_set_double_member (out, "baseline_brier", rounded (baseline / bench->pairs));
      json_object_set_double_member (out, "baseline_estimate", rounded (base));
    }
  print_object (out);
}

/* What a game needs to start that the record has no default for. */
static JsonObject *
default_options (const TtRules *rules,
                 int            players)
{
  JsonObject *options = json_object_new ();

  if (g_strcmp0 (rules->id, "ora") == 0)
    json_object_set_string_member (options, "mode",
                                   players == 1 ? "solo" : players == 2 ? "two" : players == 3 ? "three" : "four");
  return options;
}

int
tt_cli_bench_estimates (const TtRules *rules,
                        int            argc,
                        char         **argv)
{
  g_autofree char *command = g_strdup_printf ("%s bench-estimates", rules->id);
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *levels = NULL, *options = NULL, *dump = NULL, *seats = NULL, *records = NULL;
  g_autoptr(JsonNode) options_node = NULL;
  gint games = 20, players = 0, threads = 1, every = 5, budget_ms = 0;
  gint64 seed = 1;
  Bench bench = { 0 };
  GThread *workers[16];
  gint64 start;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of computer games (20)", "N" },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players in each game (the fewest the game allows, at least 2)", "P" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels, "Levels the seats are given, mixed (easy,normal)", "L,…" },
    { "options", 0, 0, G_OPTION_ARG_STRING, &options, "The records' options, a JSON object (Ora: the mode for the players; Catan plays on random boards)", "JSON" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats, "Each seat's level in turn, instead of mixed levels", "L,…" },
    { "records", 0, 0, G_OPTION_ARG_FILENAME, &records, "Save every game's record in DIR", "DIR" },
    { "every", 0, 0, G_OPTION_ARG_INT, &every, "Estimate every Nth position (5)", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Each estimate's counted budget, as the review gives it (0: the static estimate)", "MS" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Play independent games on N threads (1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game (1)", "S" },
    { "dump", 0, 0, G_OPTION_ARG_FILENAME, &dump, "Write every sample (estimates, final scores) to FILE as JSON lines", "FILE" },
    { NULL }
  };

  g_option_context_set_summary (context, "Play computer games and compare the estimates at their positions with\n"
                                         "who won: a calibration table and the Brier score.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (argc != 1)
    return tt_cli_usage_error (command, "takes no file");
  if (rules->estimate == NULL || rules->computer_move == NULL)
    return tt_cli_usage_error (command, "%s has no estimates", rules->id);
  if (players == 0)
    players = MAX ((int) rules->min_players, 2);
  if (games < 1 || threads < 1 || threads > 16 || every < 1 || budget_ms < 0
      || players < (int) rules->min_players || players > (int) rules->max_players)
    return tt_cli_usage_error (command, "--games, --threads (1 to 16), --every, --budget-ms and --players (%u to %u) are out of range",
                               rules->min_players, rules->max_players);
  options_node = options != NULL ? json_from_string (options, NULL) : NULL;
  if (options != NULL && (options_node == NULL || !JSON_NODE_HOLDS_OBJECT (options_node)))
    return tt_cli_usage_error (command, "--options must be a JSON object");
  bench.options = options_node != NULL ? json_object_ref (json_node_get_object (options_node))
                                       : default_options (rules, players);
  bench.levels = g_strsplit (levels != NULL ? levels : "easy,normal", ",", -1);
  for (char **l = bench.levels; *l != NULL; l++)
    if (!g_strv_contains ((const char * const *) rules->levels, *l))
      {
        int status = tt_cli_usage_error (command, "no computer level \"%s\"", *l);

        g_strfreev (bench.levels);
        return status;
      }
  bench.seats = seats != NULL ? g_strsplit (seats, ",", -1) : NULL;
  for (char **l = bench.seats; l != NULL && *l != NULL; l++)
    if (!g_strv_contains ((const char * const *) rules->levels, *l))
      {
        int status = tt_cli_usage_error (command, "no computer level \"%s\"", *l);

        g_strfreev (bench.levels);
        g_strfreev (bench.seats);
        return status;
      }
  bench.records = records;
  bench.rules = rules;
  bench.players = players;
  bench.games = games;
  bench.every = every;
  bench.budget_ms = (guint) budget_ms;
  bench.seed = (guint64) seed;
  bench.samples = g_ptr_array_new_with_free_func (g_free);
  g_mutex_init (&bench.lock);
  if (dump != NULL && (bench.dump = fopen (dump, "w")) == NULL)
    {
      fprintf (stderr, "tabletop-cli %s: cannot write %s\n", command, dump);
      return 1;
    }
  start = g_get_monotonic_time ();
  for (int t = 0; t < threads; t++)
    workers[t] = g_thread_new ("bench-estimates", bench_worker, &bench);
  for (int t = 0; t < threads; t++)
    g_thread_join (workers[t]);
  if (bench.error != NULL)
    {
      fprintf (stderr, "tabletop-cli %s: %s\n", command, bench.error->message);
      g_clear_error (&bench.error);
      g_strfreev (bench.levels);
      g_ptr_array_unref (bench.samples);
      return 2;
    }
  if (bench.dump != NULL)
    fclose (bench.dump);
  print_bench (&bench, (g_get_monotonic_time () - start) / 1e6);
  g_strfreev (bench.levels);
  g_strfreev (bench.seats);
  g_ptr_array_unref (bench.samples);
  json_object_unref (bench.options);
  g_mutex_clear (&bench.lock);
  return 0;
}
