/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-bench.c — plays random games of any game on N threads and prints
 * their speed as one JSON object:
 *
 *   { "game", "players", "options", "games", "threads", "seed", "moves",
 *     "seconds", "cpu_seconds", "games_per_second", "games_per_cpu_second",
 *     "moves_per_second", "peak_memory_mb" }
 *
 * Game i is always played with seed S + i whatever the number of threads,
 * so the games (and "moves") are the same with 1 or N threads; the threads
 * only share out the work.
 */
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

#include "tt-cli.h"
#include "tt-cli-bench.h"

#define MAX_THREADS 64

typedef struct
{
  const TtCliBench     *bench;
  const TtCliBenchArgs *args;
  gint                  next;       /* atomic: the next game to play */
  GMutex                lock;
  gint64                moves;
  int                   failed_game;
  GError               *error;
} Run;

void
tt_cli_bench_add_entries (GOptionContext *context,
                          TtCliBenchArgs *args,
                          int             default_games)
{
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &args->games, "Number of games", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &args->threads, "Play independent games on N threads (1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &args->seed, "Seed of the first game (1)", "S" },
    { NULL }
  };

  args->games = default_games;
  args->threads = 1;
  args->seed = 1;
  g_option_context_add_main_entries (context, entries, NULL);
}

static gpointer
worker (gpointer data)
{
  Run *run = data;

  for (;;)
    {
      int i = g_atomic_int_add (&run->next, 1);
      g_autoptr(GError) error = NULL;
      gint64 moves;

      if (i >= run->args->games)
        break;
      moves = run->bench->play (run->bench->data, (guint64) run->args->seed + (guint64) i, &error);
      g_mutex_lock (&run->lock);
      if (moves < 0 && run->error == NULL)
        {
          run->failed_game = i;
          run->error = g_steal_pointer (&error);
        }
      else if (moves >= 0)
        run->moves += moves;
      g_mutex_unlock (&run->lock);
      if (moves < 0)
        {
          /* Stop every thread: the figures would mean nothing. */
          g_atomic_int_set (&run->next, run->args->games);
          break;
        }
    }
  return NULL;
}

/* CPU time of the whole process, all threads: on a shared machine the
 * wall clock says as much about the neighbours as about the engine. */
static double
process_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

/* Printed by hand rather than with JsonGenerator, which writes every
 * double with 17 digits. */
static void
print_figures (const TtCliBench     *bench,
               const TtCliBenchArgs *args,
               gint64                moves,
               double                seconds,
               double                cpu_seconds)
{
  g_autoptr(JsonNode) options = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *options_text = NULL;
  struct rusage usage;

  json_node_set_object (options, bench->options != NULL ? bench->options : json_object_new ());
  if (bench->options == NULL)
    json_object_unref (json_node_get_object (options));
  options_text = json_to_string (options, FALSE);
  getrusage (RUSAGE_SELF, &usage);
  printf ("{\n"
          "  \"game\": \"%s\",\n"
          "  \"players\": %d,\n"
          "  \"options\": %s,\n"
          "  \"games\": %d,\n"
          "  \"threads\": %d,\n"
          "  \"seed\": %" G_GINT64_FORMAT ",\n"
          "  \"moves\": %" G_GINT64_FORMAT ",\n"
          "  \"seconds\": %.3f,\n"
          "  \"cpu_seconds\": %.3f,\n"
          "  \"games_per_second\": %.1f,\n"
          "  \"games_per_cpu_second\": %.1f,\n"
          "  \"moves_per_second\": %.0f,\n"
          "  \"peak_memory_mb\": %.1f\n"
          "}\n",
          bench->game, bench->players, options_text, args->games, args->threads, args->seed, moves,
          seconds, cpu_seconds, args->games / seconds, args->games / cpu_seconds, moves / seconds,
          /* Linux gives ru_maxrss in kilobytes. */
          usage.ru_maxrss / 1024.0);
}

int
tt_cli_bench_run (const TtCliBench     *bench,
                  const TtCliBenchArgs *args)
{
  g_autofree char *command = g_strdup_printf ("bench %s", bench->game);
  GThread *threads[MAX_THREADS];
  Run run = { .bench = bench, .args = args, .failed_game = -1 };
  gint64 start;
  double cpu_start, seconds, cpu_seconds;

  if (args->games < 1)
    return tt_cli_usage_error (command, "--games must be at least 1");
  if (args->threads < 1 || args->threads > MAX_THREADS)
    return tt_cli_usage_error (command, "--threads must be between 1 and %d", MAX_THREADS);
  g_mutex_init (&run.lock);
  start = g_get_monotonic_time ();
  cpu_start = process_cpu_seconds ();
  for (int t = 0; t < args->threads; t++)
    threads[t] = g_thread_new ("bench", worker, &run);
  for (int t = 0; t < args->threads; t++)
    g_thread_join (threads[t]);
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);
  cpu_seconds = MAX (process_cpu_seconds () - cpu_start, 1e-6);
  g_mutex_clear (&run.lock);
  if (run.error != NULL)
    {
      fprintf (stderr, "tabletop-cli %s: game %d (seed %" G_GINT64_FORMAT "): %s\n", command,
               run.failed_game + 1, args->seed + run.failed_game, run.error->message);
      g_error_free (run.error);
      return 2;
    }
  print_figures (bench, args, run.moves, seconds, cpu_seconds);
  return 0;
}
