/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-long-session.c — what one window costs after an evening of play:
 * N computer games of each game, one after another in the same window,
 * each started from its new-game page and closed with Back (game.back),
 * as a person would. Prints the resident memory after each game (once
 * freed memory is handed back to the system, so what is printed is what
 * is still held), its growth since the first game, how many of the
 * closed games and their play views are still alive, and at the end the
 * number of GLib warnings and criticals the whole run logged. Not a test
 * (no assertion): build-aux/bench-long-session runs it under Xvfb.
 * Usage: bench-long-session [N_GAMES_EACH] [GAME_ID…] */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-new-game-page.h"
#include "tt-test-games.h"
#include "tt-ui-test.h"
#include "tt-window.h"

static guint n_warnings;
static guint n_games_alive, n_views_alive;

static void
on_game_finalized (gpointer  data,
                   GObject  *where)
{
  n_games_alive--;
}

static void
on_view_finalized (gpointer  data,
                   GObject  *where)
{
  n_views_alive--;
}

/* Counts warnings and criticals, and lets the run go on (the GTest setup
 * would abort at the first): the figure at the end is the finding. */
static GLogWriterOutput
count_warnings (GLogLevelFlags   level,
                const GLogField *fields,
                gsize            n_fields,
                gpointer         data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    n_warnings++;
  return g_log_writer_default (level & ~G_LOG_FLAG_FATAL, fields, n_fields, data);
}

/* what the process holds now, after free memory goes back to the system */
static double
rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  malloc_trim (0);
  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

static gboolean
finished (gpointer data)
{
  return tt_game_get_finished (TT_GAME (data));
}

static gboolean
on_list (gpointer data)
{
  return tt_catalog_view_get_page (TT_CATALOG_VIEW (data)) == NULL;
}

static guint
entry_index (TtCatalogView *catalog,
             const char    *id)
{
  GListModel *entries = tt_catalog_view_get_model (catalog);

  for (guint e = 0; e < g_list_model_get_n_items (entries); e++)
    {
      g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (entries, e);

      if (g_str_equal (tt_catalog_entry_get_id (entry), id))
        return e;
    }
  g_error ("no game %s in the catalog", id);
}

/* One computer game from the new-game page to the results, then Back.
 * Returns FALSE when it did not finish in time. */
static gboolean
play_one (TtWindow      *window,
          TtCatalogView *catalog,
          const char    *id,
          guint          seed)
{
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  TtNewGamePage *page;
  TtGame *game;
  gboolean done;

  tt_catalog_view_open_entry (catalog, entry_index (catalog, id));
  tt_ui_test_spin ();
  page = TT_NEW_GAME_PAGE (tt_catalog_view_get_page (catalog));
  for (guint p = 0; p < tt_new_game_page_get_n_players (page); p++)
    if (!tt_new_game_page_set_player_kind (page, p, "computer:easy"))
      g_error ("%s: seat %u cannot be an Easy computer", id, p);
  tt_new_game_page_set_seed (page, seed_text);
  tt_ui_test_spin ();
  g_signal_emit_by_name (page, "start");
  game = tt_window_get_game (window);
  g_assert_nonnull (game);
  /* a closed game and its view are freed: counted at each line */
  n_games_alive++;
  g_object_weak_ref (G_OBJECT (game), on_game_finalized, NULL);
  n_views_alive++;
  g_object_weak_ref (G_OBJECT (tt_catalog_view_get_page (catalog)), on_view_finalized, NULL);
  tt_game_set_autosave (game, FALSE);
  done = tt_ui_test_wait_until (finished, game, 15 * 60 * 1000);
  tt_ui_test_spin ();
  gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL);
  tt_ui_test_wait_until (on_list, catalog, 10000);
  /* what the closed game left for idle and frame callbacks runs now */
  tt_ui_test_settle (100);
  return done;
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) all_games = tt_test_game_ids ();
  const char * const *games = (const char * const *) all_games;
  guint n_games = 50;
  TtWindow *window;
  TtCatalogView *catalog;
  g_autoptr(GSettings) settings = NULL;
  double first_of_all = -1;

  g_log_set_writer_func (count_warnings, NULL, NULL);
  if (!tt_ui_test_init (&argc, &argv))
    return 77;
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  if (argc > 1)
    n_games = (guint) atoi (argv[1]);
  if (argc > 2)
    games = (const char * const *) argv + 2;
  tt_ui_test_start_application ();
  /* as people play: animations on, computers at the quickest pace */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "computer-pace", "instant");
  window = tt_ui_test_main_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 760);
  catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  tt_ui_test_settle (300);
  printf ("start rss_mib=%.1f\n", rss_mib ());
  fflush (stdout);

  for (guint g = 0; games[g] != NULL; g++)
    {
      double first = 0;

      for (guint i = 0; i < n_games; i++)
        {
          gint64 start = g_get_monotonic_time ();
          gboolean done = play_one (window, catalog, games[g], 1 + i);
          double rss = rss_mib ();

          if (i == 0)
            first = rss;
          if (first_of_all < 0)
            first_of_all = rss;
          printf ("%s game=%u finished=%s seconds=%.1f rss_mib=%.1f growth_mib=%.1f growth_since_first_game_mib=%.1f games_alive=%u views_alive=%u warnings=%u\n",
                  games[g], i + 1, done ? "yes" : "no",
                  (g_get_monotonic_time () - start) / 1e6, rss, rss - first, rss - first_of_all, n_games_alive, n_views_alive, n_warnings);
          fflush (stdout);
        }
    }
  printf ("end rss_mib=%.1f warnings=%u\n", rss_mib (), n_warnings);
  return tt_ui_test_cleanup (0);
}
