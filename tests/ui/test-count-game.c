/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-count-game.c — the test counting game through the window, with no
 * UI code of its own but its board widget: the shared new-game page with
 * seats, hot-seat turns, a computer seat through the generic AI runner,
 * undo and redo, save and open, the log and the results page, all driven
 * through the window's public game.* actions. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-continue-list.h"
#include "tt-game-log.h"
#include "tt-new-game-page.h"
#include "tt-player-list.h"
#include "tt-player-row.h"
#include "tt-results-page.h"
#include "tt-standard-play-view.h"
#include "tt-test-count-board.h"
#include "tt-ui-test.h"
#include "tt-window.h"

/* With TT_SCREENSHOT_DIR set, a picture of the window for people to look at. */
static void
screenshot (const char *name)
{
  tt_ui_test_save_screenshot (GTK_WIDGET (tt_ui_test_main_window ()), name);
}

static gboolean
enabled (TtWindow   *window,
         const char *action)
{
  return g_action_group_get_action_enabled (tt_window_get_game_actions (window), action);
}

static TtCatalogView *
play_catalog (TtWindow *window)
{
  return TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
}

static gboolean
activate (TtWindow   *window,
          const char *action)
{
  gboolean done = gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);

  tt_ui_test_spin ();
  return done;
}

/* The Play page lists the game; its page is the shared new-game page. */
static TtNewGamePage *
open_new_game_page (TtWindow *window)
{
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, TT_TEST_COUNT_GAME_ID);
  GtkWidget *page;

  g_assert_nonnull (entry);
  tt_window_show_view (window, "play");
  page = tt_catalog_entry_create_page (entry);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  /* the game has no options of its own */
  g_assert_null (tt_new_game_page_get_options (TT_NEW_GAME_PAGE (page)));
  tt_catalog_view_show_page (play_catalog (window), page);
  tt_ui_test_spin ();
  return TT_NEW_GAME_PAGE (page);
}

static TtStandardPlayView *
start_game_keeping (TtWindow   *window,
                    const char *second_kind,
                    gboolean    autosave)
{
  TtNewGamePage *page = open_new_game_page (window);
  GtkWidget *view;

  screenshot ("count-game-new");
  tt_new_game_page_set_n_players (page, 2);
  g_assert_cmpuint (tt_new_game_page_get_n_players (page), ==, 2);
  tt_new_game_page_set_player (page, 0, "Ann", "blue");
  tt_new_game_page_set_player (page, 1, "Bob", "red");
  g_assert_true (tt_new_game_page_set_player_kind (page, 1, second_kind));
  tt_new_game_page_set_seed (page, "7");
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();

  view = tt_catalog_view_get_page (play_catalog (window));
  g_assert_true (TT_IS_STANDARD_PLAY_VIEW (view));
  g_assert_true (tt_window_get_game (window) == tt_play_view_get_game (TT_PLAY_VIEW (view)));
  g_assert_true (TT_IS_TEST_COUNT_BOARD (tt_standard_play_view_get_board (TT_STANDARD_PLAY_VIEW (view))));
  tt_game_set_autosave (tt_window_get_game (window), autosave);
  return TT_STANDARD_PLAY_VIEW (view);
}

static TtStandardPlayView *
start_game (TtWindow   *window,
            const char *second_kind)
{
  return start_game_keeping (window, second_kind, FALSE);
}

static TtTestCountBoard *
board_of (TtStandardPlayView *view)
{
  return TT_TEST_COUNT_BOARD (tt_standard_play_view_get_board (view));
}

/* The row of the seat to play carries the mark, and only that one. */
static void
assert_current_row (TtStandardPlayView *view,
                    int                 player)
{
  GtkListBox *list = tt_player_list_get_list_box (TT_PLAYER_LIST (tt_ui_test_find_of_type (GTK_WIDGET (view), TT_TYPE_PLAYER_LIST)));

  for (int p = 0; p < 2; p++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, p);

      g_assert_true (TT_IS_PLAYER_ROW (row));
      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (row), "current-player"), ==, p == player);
    }
}

static guint
n_log_lines (TtStandardPlayView *view)
{
  GtkWidget *log = tt_ui_test_find_of_type (GTK_WIDGET (view), TT_TYPE_GAME_LOG);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_first_child (log)); child;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static void
test_hot_seat (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtStandardPlayView *view = start_game (window, "human");
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (view));
  TtTestCountBoard *board = board_of (view);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "count.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *opened;

  g_assert_cmpuint (tt_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (tt_game_get_player_name (game, 0), ==, "Ann");
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (game, 1)), ==, "red");
  assert_current_row (view, 0);
  /* before a move, the log shows only its empty text */
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (n_log_lines (view), ==, 1);
  g_assert_false (enabled (window, "undo"));

  /* two people take turns at the one board */
  g_assert_true (tt_test_count_board_click (board, 2));
  tt_ui_test_spin ();
  assert_current_row (view, 1);
  g_assert_true (tt_test_count_board_click (board, 1));
  tt_ui_test_spin ();
  assert_current_row (view, 0);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (tt_game_get_score (game, 0), ==, 2);
  g_assert_cmpuint (n_log_lines (view), ==, 2);
  screenshot ("count-game-play");

  /* undo and redo are the window's */
  g_assert_true (activate (window, "game.undo"));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 1);
  assert_current_row (view, 1);
  g_assert_cmpuint (n_log_lines (view), ==, 1);
  g_assert_true (activate (window, "game.redo"));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 2);
  g_assert_false (enabled (window, "redo"));

  /* saved, the game goes back to its file with game.save; it opens again
   * in a view of its own at the same move */
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tt_test_count_board_click (board, 1));
  tt_ui_test_spin ();
  g_assert_true (activate (window, "game.save"));
  tt_window_open_file (window, file);
  tt_ui_test_spin ();
  opened = tt_catalog_view_get_page (play_catalog (window));
  g_assert_true (TT_IS_STANDARD_PLAY_VIEW (opened));
  g_assert_true ((gpointer) opened != (gpointer) view);
  g_assert_cmpuint (tt_game_get_n_moves (tt_play_view_get_game (TT_PLAY_VIEW (opened))), ==, 3);
  g_assert_cmpuint (n_log_lines (TT_STANDARD_PLAY_VIEW (opened)), ==, 3);
}

static gboolean
is_human_turn (gpointer data)
{
  return tt_game_is_human_turn (TT_GAME (data));
}

/* To the end, then the results; play again starts over with the seats. */
static void
test_computer_and_results (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtStandardPlayView *view = start_game (window, "computer:simple");
  g_autoptr(TtGame) game = g_object_ref (tt_play_view_get_game (TT_PLAY_VIEW (view)));
  TtResultsPage *results;
  TtGame *again;
  int min_width = 0;

  g_assert_true (tt_game_is_computer (game, 1));
  while (!tt_game_get_finished (game))
    {
      g_assert_true (tt_ui_test_wait_until (is_human_turn, game, 10000) || tt_game_get_finished (game));
      if (tt_game_get_finished (game))
        break;
      g_assert_true (tt_test_count_board_click (board_of (view), 1));
      tt_ui_test_spin ();
    }
  tt_ui_test_spin ();
  /* the computer played through the runner, and its moves are logged */
  for (guint i = 0; i < tt_game_get_n_moves (game); i++)
    if (tt_game_get_move_player (game, i) == 1)
      break;
    else
      g_assert_cmpuint (i + 1, <, tt_game_get_n_moves (game));
  g_assert_cmpuint (g_list_model_get_n_items (tt_game_get_log (game)), >=, tt_game_get_n_moves (game));

  g_assert_cmpstr (tt_standard_play_view_get_page (view), ==, "results");
  screenshot ("count-game-results");
  /* the results reflow: a 360-pixel window still shows them */
  tt_ui_test_settle (50);
  gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_test_message ("results: %d", min_width);
  g_assert_cmpint (min_width, <=, 360);
  results = TT_RESULTS_PAGE (tt_ui_test_find_of_type (GTK_WIDGET (view), TT_TYPE_RESULTS_PAGE));
  g_assert_true (tt_results_page_get_game (results) == game);
  g_assert_nonnull (strstr (tt_results_page_get_title (results),
                            tt_game_get_score (game, 0) > tt_game_get_score (game, 1) ? "Ann" : "Bob"));
  g_assert_cmpuint (tt_game_get_history_length (game), ==, tt_game_get_n_moves (game) + 1);

  g_assert_true (activate (window, "game.play-again"));
  again = tt_window_get_game (window);
  g_assert_true (again != game);
  g_assert_cmpuint (tt_game_get_n_moves (again), ==, 0);
  g_assert_cmpstr (tt_game_get_player_name (again, 1), ==, "Bob");
  g_assert_true (tt_game_is_computer (again, 1));
}

static TtContinueList *
continue_list (TtWindow *window)
{
  return TT_CONTINUE_LIST (tt_ui_test_find_of_type (GTK_WIDGET (play_catalog (window)), TT_TYPE_CONTINUE_LIST));
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0 && gtk_widget_get_visible (widget);
}

static gboolean
is_button_labeled (GtkWidget     *widget,
                   gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
has_undo_button (gpointer window)
{
  return tt_ui_test_find_descendant (GTK_WIDGET (window), is_button_labeled, "_Undo") != NULL;
}

static guint
n_autosaves (void)
{
  g_autoptr(GPtrArray) files = tt_game_find_autosaves ();

  return files->len;
}

/* The window was started with an unfinished game on disk: it is listed
 * under Continue, and no "Resume" toast competes with a file opened from
 * the command line. */
static void
test_continue_at_start (void)
{
  TtWindow *window = tt_ui_test_main_window ();

  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (continue_list (window))));
  g_assert_null (tt_ui_test_find_descendant (GTK_WIDGET (window), is_button_labeled, "Resume"));
}

/* Back, New Game and starting another game never lose one: each has its
 * own autosave, listed under Continue; a game continued from there keeps
 * its autosave; deleting one can be undone. */
static void
test_never_lose_a_game (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  guint before = n_autosaves ();
  TtStandardPlayView *view;
  GtkWidget *row, *undo;
  g_autoptr(GFile) first = NULL;
  TtGame *game;

  view = start_game_keeping (window, "human", TRUE);
  g_assert_true (tt_test_count_board_click (board_of (view), 1));
  tt_ui_test_spin ();
  first = g_object_ref (tt_game_get_autosave_file (tt_window_get_game (window)));
  g_assert_true (activate (window, "game.back"));
  g_assert_null (tt_catalog_view_get_page (play_catalog (window)));
  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, before + 1);

  view = start_game_keeping (window, "human", TRUE);
  g_assert_true (tt_test_count_board_click (board_of (view), 2));
  tt_ui_test_spin ();
  g_assert_true (activate (window, "game.new"));
  g_assert_null (tt_catalog_view_get_page (play_catalog (window)));
  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, before + 2);
  g_assert_true (g_file_query_exists (first, NULL));
  screenshot ("count-game-continue");

  /* the newest comes first: continue it, it keeps writing to its file */
  row = tt_ui_test_find_descendant (GTK_WIDGET (continue_list (window)), is_named, "continue-row");
  g_assert_nonnull (row);
  gtk_widget_activate (row);
  tt_ui_test_spin ();
  game = tt_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (tt_game_get_score (game, 0), ==, 2);
  g_assert_null (tt_game_get_file (game));
  view = TT_STANDARD_PLAY_VIEW (tt_catalog_view_get_page (play_catalog (window)));
  g_assert_true (tt_test_count_board_click (board_of (view), 1));
  tt_ui_test_spin ();
  g_assert_true (activate (window, "game.back"));
  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, before + 2);
  g_assert_cmpuint (n_autosaves (), ==, before + 2);

  /* deleting hides the row; Undo brings it back, the file was kept */
  row = tt_ui_test_find_descendant (GTK_WIDGET (continue_list (window)), is_named, "continue-delete");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "clicked");
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, before + 1);
  g_assert_cmpuint (n_autosaves (), ==, before + 2);
  /* the toast may wait for an earlier one ("Game saved") to go */
  g_assert_true (tt_ui_test_wait_until (has_undo_button, window, 10000));
  undo = tt_ui_test_find_descendant (GTK_WIDGET (window), is_button_labeled, "_Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  tt_ui_test_settle (300);
  g_assert_cmpuint (tt_continue_list_get_n_games (continue_list (window)), ==, before + 2);
  g_assert_cmpuint (n_autosaves (), ==, before + 2);
}

static gboolean
is_widget_named (GtkWidget     *widget,
                 gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The computer pace is a setting, on the new-game page and in
 * Preferences; the game on show follows it at once. */
static void
test_computer_pace (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TtNewGamePage *page = open_new_game_page (window);
  GtkWidget *row = tt_ui_test_find_descendant (GTK_WIDGET (page), is_widget_named, "computer-pace");
  g_autofree char *pace = NULL;
  TtStandardPlayView *view;

  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 3);
  pace = g_settings_get_string (settings, "computer-pace");
  g_assert_cmpstr (pace, ==, "instant");
  view = start_game (window, "computer:simple");
  g_assert_cmpuint (tt_game_get_computer_pace (tt_play_view_get_game (TT_PLAY_VIEW (view))), ==, 0);
  g_settings_set_string (settings, "computer-pace", "slow");
  g_assert_cmpuint (tt_game_get_computer_pace (tt_play_view_get_game (TT_PLAY_VIEW (view))), ==, 1400);
  g_settings_reset (settings, "computer-pace");
  g_assert_cmpuint (tt_game_get_computer_pace (tt_play_view_get_game (TT_PLAY_VIEW (view))), ==, 700);
  activate (window, "game.back");
}

/* An unfinished game on disk before the window opens. */
static void
write_unfinished_game (TtGameInfo *info)
{
  g_autoptr(TtRecord) record = tt_record_new (tt_game_info_get_id (info));
  g_autoptr(TtGame) game = g_object_new (tt_game_info_get_model_type (info), NULL);
  g_autoptr(JsonObject) move = NULL;
  g_autoptr(GError) error = NULL;

  tt_record_add_player (record, "Cy", "red");
  tt_record_add_player (record, "Di", "blue");
  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  move = json_object_new ();
  json_object_set_int_member (move, "add", 1);
  g_assert_true (tt_game_play (game, move, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tt_game_get_autosave_file (game));
}

int
main (int argc, char **argv)
{
  TtGameInfo *info;

  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  /* registered before the application starts, with its board: the window
   * then lists it like any other game */
  info = tt_test_count_game_register ();
  tt_game_info_set_board_type (info, TT_TYPE_TEST_COUNT_BOARD);
  write_unfinished_game (info);
  tt_ui_test_start_application ();

  g_test_add_func ("/ui/count-game/continue-at-start", test_continue_at_start);
  g_test_add_func ("/ui/count-game/hot-seat", test_hot_seat);
  g_test_add_func ("/ui/count-game/never-lose-a-game", test_never_lose_a_game);
  g_test_add_func ("/ui/count-game/computer-pace", test_computer_pace);
  g_test_add_func ("/ui/count-game/computer-and-results", test_computer_and_results);
  return tt_ui_test_cleanup (g_test_run ());
}
