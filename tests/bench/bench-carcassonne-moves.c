/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-carcassonne-moves.c — CPU time the app spends per computer move
 * while the window shows the board: four Easy computers play N moves at
 * the normal pace, and the process's user+system time, the window's frames
 * per move (painted ones, and frame clock cycles, painted or not), the
 * renderer GTK drew with, and the peak
 * and final memory (resident set) are printed. Not a test (no assertion
 * on time): build-aux/bench-drawing runs it with each GSK renderer.
 * Usage: bench-carcassonne-moves [N_MOVES]; TT_BENCH_ANIMATIONS=0 turns
 * animations off, to see what they cost. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-new-game-page.h"
#include "tt-ui-test.h"
#include "tt-window.h"

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6
         + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static long
peak_kib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

/* what the process holds now (Linux), not its peak */
static double
rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

typedef struct { TtGame *game; guint target; } Wait;

static guint n_paints, n_cycles;

static void
on_paint (GdkFrameClock *clock,
          gpointer       data)
{
  n_paints++;
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  n_cycles++;
}

static gboolean
reached (gpointer data)
{
  Wait *wait = data;

  return tt_game_get_n_moves (wait->game) >= wait->target || tt_game_get_finished (wait->game);
}

int
main (int argc, char **argv)
{
  guint n_moves = 40;
  TtWindow *window;
  TtCatalogView *catalog;
  GtkWidget *page;
  TtGame *game;
  GdkFrameClock *clock;
  Wait wait;
  double start;
  guint done;
  double cpu;

  if (!tt_ui_test_init (&argc, &argv))
    return 77;
  if (argc > 1)
    n_moves = (guint) atoi (argv[1]);
  tt_ui_test_start_application ();
  /* as people see it (the test scaffolding turns animations off), or with
   * TT_BENCH_ANIMATIONS=0 what the same moves cost without them */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations",
                g_strcmp0 (g_getenv ("TT_BENCH_ANIMATIONS"), "0") != 0, NULL);
  window = tt_ui_test_main_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 760);
  catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  page = tt_catalog_entry_create_page (tt_catalog_lookup (TT_CATALOG_GAMES, "carcassonne"));
  tt_catalog_view_show_page (catalog, page);
  tt_ui_test_spin ();
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 4);
  for (guint p = 0; p < 4; p++)
    tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), p, "computer:easy");
  tt_new_game_page_set_seed (TT_NEW_GAME_PAGE (page), "7");
  tt_ui_test_settle (500);

  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "paint", G_CALLBACK (on_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  n_paints = n_cycles = 0;
  start = cpu_seconds ();
  g_signal_emit_by_name (page, "start");
  game = tt_window_get_game (window);
  tt_game_set_autosave (game, FALSE);
  wait.game = game;
  wait.target = n_moves;
  tt_ui_test_wait_until (reached, &wait, n_moves * 5000);
  done = tt_game_get_n_moves (game);
  cpu = cpu_seconds () - start;
  printf ("renderer=%s moves=%u cpu_s=%.2f cpu_s_per_move=%.3f frames_per_move=%.1f cycles_per_move=%.1f peak_rss_mib=%.0f rss_mib=%.0f\n",
          G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))),
          done, cpu, cpu / MAX (done, 1), n_paints / (double) MAX (done, 1),
          n_cycles / (double) MAX (done, 1), peak_kib () / 1024.0, rss_mib ());
  return tt_ui_test_cleanup (0);
}
