/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carcassonne-play.c — a Carcassonne game through the window: the
 * new-game page, laying tiles and choosing spots with the board widget,
 * undo, the final count and the results page. With TT_SCREENSHOT_DIR set
 * it also saves pictures of the board in light and dark style. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tt-application.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-continue-list.h"
#include "tt-window.h"
#include "tt-ui-test.h"
#include "tt-new-game-page.h"
#include "carcassonne/tt-carcassonne-view.h"
#include "tt-move-draft.h"
#include "tt-game-log.h"


/* The drawn tile fits nowhere: the draft's only move is its discard. */
static gboolean
discard_tile (TtCarcassonneGame *game)
{
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  JsonObject *move = tt_move_draft_get_move (draft);

  g_assert_nonnull (move);
  g_assert_true (json_object_get_boolean_member_with_default (move, "discard", FALSE));
  return tt_move_draft_commit (draft, NULL);
}

/* Lays the drawn tile in the move draft, as the board does. */
static gboolean
draft_place (TtCarcassonneGame   *game,
             const CarcPlacement *placement)
{
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  TtRulesDecision decision;

  tt_carcassonne_decision_init (&decision, CARC_DECISION_PLACE, placement, NULL);
  if (tt_move_draft_find_choice (draft, &decision) != NULL)
    g_assert_true (tt_move_draft_choose_decision (draft, &decision, NULL));
  tt_carcassonne_decision_init (&decision, CARC_DECISION_ROTATION, placement, NULL);
  if (tt_move_draft_find_choice (draft, &decision) != NULL)
    g_assert_true (tt_move_draft_choose_decision (draft, &decision, NULL));
  return tt_carcassonne_game_get_draft_placement (game, NULL);
}

static TtApplication *app;

static TtCarcassonneView *
start_game_from_page (TtWindow   *window,
                      const char *second_kind)
{
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, "carcassonne");
  GtkWidget *page;

  g_assert_nonnull (entry);
  tt_window_show_view (window, "play");
  page = tt_catalog_entry_create_page (entry);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  tt_catalog_view_show_page (catalog, page);
  tt_ui_test_spin ();

  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 2);
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 0, "Ann", "blue");
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 1, "Bob", "red");
  tt_new_game_page_set_seed (TT_NEW_GAME_PAGE (page), "42");
  if (second_kind)
    g_assert_true (tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), 1, second_kind));
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-new-game");
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();

  page = tt_catalog_view_get_page (catalog);
  g_assert_true (TT_IS_CARCASSONNE_VIEW (page));
  /* the window saves and autosaves the game the page shows */
  g_assert_true (tt_window_get_game (window) ==
                 TT_GAME (tt_carcassonne_view_get_game (TT_CARCASSONNE_VIEW (page))));
  return TT_CARCASSONNE_VIEW (page);
}

/* Lays the drawn tile on the first legal cell and picks spot `spot`. */
static void
play_turn_with_board (TtCarcBoard *board,
                      int          spot)
{
  TtCarcassonneGame *game = tt_carc_board_get_game (board);
  const CarcState *state = tt_carcassonne_game_get_state (game);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) spots = NULL;
  guint moves = tt_game_get_n_moves (TT_GAME (game));
  CarcPlacement first;

  if (carc_state_list_placements (state, placements) == 0)
    {
      g_assert_true (discard_tile (game));
      return;
    }
  g_assert_cmpuint (tt_carc_board_get_n_legal_cells (board), >, 0);
  first = g_array_index (placements, CarcPlacement, 0);
  g_assert_true (tt_carc_board_activate_cell (board, first.x, first.y));
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, NULL));
  spots = tt_carcassonne_game_list_figure_spots (game);
  g_assert_true (tt_carc_board_choose_spot (board, spot < (int) spots->len ? spot : -1));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves + 1);
  tt_ui_test_spin ();
}

static void
press (TtCarcBoard *board,
       guint        keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
}

/* A whole turn with the keyboard: arrows to a free place, Enter, a digit. */
static void
play_turn_with_keys (TtCarcBoard *board,
                     guint        digit_key)
{
  TtCarcassonneGame *game = tt_carc_board_get_game (board);
  const CarcState *state = tt_carcassonne_game_get_state (game);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  guint moves = tt_game_get_n_moves (TT_GAME (game));
  int x, y;
  guint tile, rotation;
  CarcPlacement target;

  g_assert_cmpuint (carc_state_list_placements (state, placements), >, 0);
  target = g_array_index (placements, CarcPlacement, placements->len - 1);
  /* the cursor starts on the newest tile */
  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &x, &y, &tile, &rotation);
  press (board, GDK_KEY_Return);
  for (; x < target.x; x++)
    press (board, GDK_KEY_Right);
  for (; x > target.x; x--)
    press (board, GDK_KEY_Left);
  for (; y < target.y; y++)
    press (board, GDK_KEY_Down);
  for (; y > target.y; y--)
    press (board, GDK_KEY_Up);
  tt_ui_test_save_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (board), GTK_TYPE_WINDOW), "carcassonne-keyboard");
  press (board, GDK_KEY_Return);
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, NULL));
  press (board, digit_key);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves + 1);
}

static void
test_play_through_window (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view;
  TtCarcBoard *board;
  g_autoptr(TtCarcassonneGame) game = NULL;
  guint moves;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  view = start_game_from_page (window, NULL);
  board = tt_carcassonne_view_get_board (view);
  /* kept past "play again", which replaces the page */
  game = g_object_ref (tt_carcassonne_view_get_game (view));
  g_assert_cmpuint (tt_game_get_n_players (TT_GAME (game)), ==, 2);
  g_assert_cmpstr (tt_game_get_player_name (TT_GAME (game), 0), ==, "Ann");

  /* nowhere near the board nothing can be laid */
  g_assert_false (tt_carc_board_activate_cell (board, 40, 40));

  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint turn = 0; turn < 6; turn++)
    play_turn_with_board (board, turn % 3 == 0 ? 0 : -1);
  play_turn_with_keys (board, GDK_KEY_1);
  play_turn_with_keys (board, GDK_KEY_0);
  moves = tt_game_get_n_moves (TT_GAME (game));
  g_assert_cmpuint (moves, ==, 8);

  /* a laid tile can be taken back before the turn is over */
  {
    g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
    CarcPlacement first;

    carc_state_list_placements (tt_carcassonne_game_get_state (game), placements);
    first = g_array_index (placements, CarcPlacement, 0);
    g_assert_true (tt_carc_board_activate_cell (board, first.x, first.y));
    gtk_widget_activate_action (GTK_WIDGET (view), "game.undo", NULL);
    g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
    g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves);
  }

  /* undo through the view's action takes back one person's move */
  gtk_widget_activate_action (GTK_WIDGET (view), "game.undo", NULL);
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves - 1);
  gtk_widget_activate_action (GTK_WIDGET (view), "game.redo", NULL);
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves);

  /* a laid tile with its figure spots, the first one's feature shown */
  {
    g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
    CarcPlacement first;

    tt_carc_board_fit (board);
    carc_state_list_placements (tt_carcassonne_game_get_state (game), placements);
    first = g_array_index (placements, CarcPlacement, placements->len / 2);
    g_assert_true (tt_carc_board_activate_cell (board, first.x, first.y));
    tt_carc_board_select_spot (board, 0);
    tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-spots");
    tt_move_draft_clear (tt_game_get_draft (TT_GAME (game)));
  }
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-light");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tt_ui_test_spin ();
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* to the end: the final count, then the results */
  while (!tt_game_get_finished (TT_GAME (game)))
    {
      const CarcState *state = tt_carcassonne_game_get_state (game);
      g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
      CarcMove move = { 0 };

      if (carc_state_list_placements (state, placements) == 0)
        {
          g_assert_true (discard_tile (game));
          continue;
        }
      carc_move_init_placement (&move, state, &g_array_index (placements, CarcPlacement, 0));
      g_assert_true (tt_carcassonne_game_play_move (game, &move, NULL));
    }
  tt_ui_test_spin ();
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-count");
  tt_carcassonne_view_skip_count (view);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_carcassonne_view_get_page (view), ==, "results");
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==,
                    tt_game_get_n_moves (TT_GAME (game)) + 1);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-results");
  {
    int min_width = 0;

    /* the table of both breakdowns scrolls sideways: 360 pixels still do */
    gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                        GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_test_message ("results: %d", min_width);
    g_assert_cmpint (min_width, <=, 360);
  }
  gtk_widget_activate_action (GTK_WIDGET (view), "carc.remaining", NULL);
  tt_ui_test_spin ();
  {
    GtkWindow *sheet = gtk_application_get_active_window (GTK_APPLICATION (app));
    GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

    /* the sheet is a transient window of its own */
    for (GList *l = windows; l; l = l->next)
      if (l->data != (gpointer) window)
        sheet = l->data;
    if (sheet != GTK_WINDOW (window))
      {
        tt_ui_test_save_screenshot (GTK_WIDGET (sheet), "carcassonne-remaining");
        gtk_window_destroy (sheet);
      }
  }

  /* play again: same players, a fresh game in a new page */
  gtk_widget_activate_action (GTK_WIDGET (view), "game.play-again", NULL);
  tt_ui_test_spin ();
  {
    TtGame *again = tt_window_get_game (window);

    g_assert_nonnull (again);
    g_assert_true (again != TT_GAME (game));
    g_assert_cmpuint (tt_game_get_n_moves (again), ==, 0);
    g_assert_cmpstr (tt_game_get_player_name (again, 1), ==, "Bob");
  }
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* A saved game opens in a Carcassonne page at the same move. */
static void
test_save_and_open (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, NULL);
  TtCarcassonneGame *game = tt_carcassonne_view_get_game (view);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "saved.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  for (guint turn = 0; turn < 3; turn++)
    play_turn_with_board (tt_carcassonne_view_get_board (view), -1);
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (tt_game_save (TT_GAME (game), file, NULL, &error));
  g_assert_no_error (error);

  tt_window_open_file (window, file);
  tt_ui_test_spin ();
  page = tt_catalog_view_get_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  g_assert_true (TT_IS_CARCASSONNE_VIEW (page));
  g_assert_true (TT_CARCASSONNE_VIEW (page) != view);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (tt_carcassonne_view_get_game (TT_CARCASSONNE_VIEW (page)))), ==, 3);
  g_assert_cmpstr (tt_carcassonne_view_get_page (TT_CARCASSONNE_VIEW (page)), ==, "play");
}

/* The page starts out with the players of the last game set up. */
static void
test_remembers_setup (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, "carcassonne");
  GtkWidget *page;
  TtGame *game;

  page = tt_catalog_entry_create_page (entry);
  tt_catalog_view_show_page (catalog, page);
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 3);
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 0, "Cleo", "yellow");
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 1, "Dan", "green");
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 2, "Eve", "black");
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();

  /* a fresh page, untouched: same three players */
  page = tt_catalog_entry_create_page (entry);
  tt_catalog_view_show_page (catalog, page);
  tt_ui_test_spin ();
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();
  game = tt_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (tt_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (tt_game_get_player_name (game, 0), ==, "Cleo");
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (game, 2)), ==, "black");
}

typedef struct
{
  TtCarcBoard *board;
  guint        n_moves;
  guint        animated;   /* bit i: move i started the laying animation */
} MoveWatch;

/* Runs after the board's own handler, which starts the animation. */
static void
on_move_applied (TtGame    *game,
                 guint      index,
                 JsonObject *move,
                 MoveWatch *watch)
{
  if (tt_carc_board_is_animating_tile (watch->board))
    watch->animated |= 1u << watch->n_moves;
  watch->n_moves++;
}

/* The log has a line for the computer's move, naming it with its level
 * and where its tile went, in words; the person's moves have lines too, without a
 * level. */
static void
assert_computer_move_logged (TtCarcassonneGame *game,
                             const char        *level)
{
  const CarcState *state = tt_carcassonne_game_get_state (game);
  GListModel *log = tt_game_get_log (TT_GAME (game));
  TtGameInfo *info = tt_game_get_info (TT_GAME (game));
  g_autofree char *where = NULL;
  int tx, ty, sx, sy;
  guint tile, rotation, found = 0;

  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &tx, &ty, &tile, &rotation);
  carc_state_get_placed (state, 0, &sx, &sy, &tile, &rotation);
  where = tt_carcassonne_describe_place (tx - sx, ty - sy);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) line = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (line);

      if (tt_log_entry_get_player (line) == 0)
        g_assert_null (strstr (text, tt_game_info_get_level_label (info, level)));
      if (tt_log_entry_get_player (line) == 1 && strstr (text, "Bob") &&
          strstr (text, tt_game_info_get_level_label (info, level)) &&
          strstr (text, where))
        found++;
    }
  g_assert_cmpuint (found, ==, 1);
}

/* With a computer opponent the window waits for it and then hands the turn
 * back; its tile settles in with an animation and the log tells its move. */
static void
test_against_computer (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtGameInfo *info = tt_game_info_lookup ("carcassonne");
  g_autofree char *kind = NULL;
  TtCarcassonneView *view;
  TtCarcassonneGame *game;
  MoveWatch watch = { 0 };

  if (tt_game_info_get_n_levels (info) == 0)
    {
      g_test_skip ("no computer levels registered");
      return;
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  kind = g_strconcat ("computer:", tt_game_info_get_level_id (info, 0), NULL);
  view = start_game_from_page (window, kind);
  game = tt_carcassonne_view_get_game (view);
  watch.board = tt_carcassonne_view_get_board (view);
  g_signal_connect (game, "move-applied", G_CALLBACK (on_move_applied), &watch);
  g_assert_true (tt_game_is_computer (TT_GAME (game), 1));
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));

  play_turn_with_board (tt_carcassonne_view_get_board (view), -1);
  for (guint i = 0; i < 600 && !tt_game_is_human_turn (TT_GAME (game)); i++)
    {
      g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

      g_timeout_add (50, quit_loop, loop);
      g_main_loop_run (loop);
    }
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 2);
  /* the person's tile just lies there; the computer's settles in */
  g_assert_cmpuint (watch.n_moves, ==, 2);
  g_assert_cmpuint (watch.animated, ==, 1u << 1);
  assert_computer_move_logged (game, tt_game_info_get_level_id (info, 0));

  /* one undo takes back the computer's answer and the person's move */
  gtk_widget_activate_action (GTK_WIDGET (view), "game.undo", NULL);
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  g_assert_false (tt_carc_board_is_animating_tile (watch.board));
  g_signal_handlers_disconnect_by_data (game, &watch);
}

static gboolean
is_human_turn (gpointer game)
{
  return tt_game_is_human_turn (game);
}

/* Waiting for a person, after a computer's move has settled, scored and
 * glowed, the window paints no frame: with software rendering every frame
 * costs CPU. */
static void
test_still_while_waiting (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view;
  TtCarcassonneGame *game;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  view = start_game_from_page (window, "computer:easy");
  game = tt_carcassonne_view_get_game (view);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
  for (guint i = 0; i < 3; i++)
    {
      play_turn_with_board (tt_carcassonne_view_get_board (view), 0);
      g_assert_true (tt_ui_test_wait_until (is_human_turn, game, 20000));
      g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* With animations off, a glow (here the one that shows a tile) does not
 * pulse: it is painted when it comes and when it goes, and nothing in
 * between. */
static void
test_still_glow_without_animations (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, "human");
  TtCarcBoard *board = tt_carcassonne_view_get_board (view);
  guint n_paints;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  tt_game_set_autosave (TT_GAME (tt_carcassonne_view_get_game (view)), FALSE);
  g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
  tt_carc_board_show_tile (board, 0, 0);
  n_paints = tt_ui_test_count_paints (GTK_WIDGET (view), 2500);
  g_assert_cmpuint (n_paints, >=, 2);
  g_assert_cmpuint (n_paints, <=, 3);
  g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
}

/* Ctrl+H lays the drawn tile where Hard would, for the person to confirm. */
static void
test_hint (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, "human");
  TtCarcassonneGame *game = tt_carcassonne_view_get_game (view);
  CarcPlacement placement;

  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
  gtk_widget_activate_action (GTK_WIDGET (view), "game.hint", NULL);
  for (guint i = 0; i < 600 && !tt_carcassonne_game_get_draft_placement (game, NULL); i++)
    {
      g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

      g_timeout_add (50, quit_loop, loop);
      g_main_loop_run (loop);
    }
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, &placement));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  /* the draft holds the whole suggested move, for Enter to play */
  g_assert_true (tt_move_draft_get_complete (tt_game_get_draft (TT_GAME (game))));
  gtk_widget_activate_action (GTK_WIDGET (view), "carc.take-back", NULL);
  tt_ui_test_spin ();
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
}

/* The tile the board lays is the draft's: R turns it through the draft's
 * rotation question (the cell stays chosen), Escape takes it all back,
 * a spot's number plays the draft's move. */
static void
test_board_drives_draft (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, "human");
  TtCarcassonneGame *game = tt_carcassonne_view_get_game (view);
  TtCarcBoard *board = tt_carcassonne_view_get_board (view);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  const CarcState *state = tt_carcassonne_game_get_state (game);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  CarcPlacement turned = { 0 }, laid, now;
  gboolean found = FALSE;

  /* a cell where the drawn tile fits two ways */
  carc_state_list_placements (state, placements);
  for (guint i = 0; i < placements->len && !found; i++)
    for (guint j = i + 1; j < placements->len && !found; j++)
      {
        const CarcPlacement *a = &g_array_index (placements, CarcPlacement, i);
        const CarcPlacement *b = &g_array_index (placements, CarcPlacement, j);

        found = a->x == b->x && a->y == b->y;
        turned = *a;
      }
  g_assert_true (found);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (tt_carc_board_activate_cell (board, turned.x, turned.y));
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, &laid));
  g_assert_cmpstr (tt_move_draft_get_prompt (draft), ==, "Place a figure?");
  press (board, GDK_KEY_r);
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, &now));
  g_assert_cmpint (now.x, ==, laid.x);
  g_assert_cmpint (now.y, ==, laid.y);
  g_assert_cmpuint (now.rotation, !=, laid.rotation);
  g_assert_cmpuint (tt_carc_board_get_rotation (board), ==, now.rotation);
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 2);
  press (board, GDK_KEY_Escape);
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 0);
  g_assert_true (tt_carc_board_activate_cell (board, turned.x, turned.y));
  press (board, GDK_KEY_1);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
}

static void
assert_listed (GHashTable *listed,
               const char *accel)
{
  guint keyval;
  GdkModifierType modifiers;
  g_autofree char *name = NULL;

  g_assert_true (gtk_accelerator_parse (accel, &keyval, &modifiers));
  name = tt_ui_test_normalize_accel (keyval, modifiers);
  if (!g_hash_table_contains (listed, name))
    g_error ("the shortcuts window does not list %s", name);
}

/* The shortcuts window lists every action the play view has a key for
 * (one key per action is enough: Ctrl+= is only a second Ctrl+plus), and
 * the board's own keys. */
static void
test_shortcuts_listed (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, NULL);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  static const char *const board_keys[] = {
    "Left", "Right", "Up", "Down", "r", "<Shift>r", "Return", "1", "9", "Tab", "Escape",
  };
  guint n_actions = 0;

  g_assert_nonnull (overlay);
  tt_ui_test_collect_listed_accels (GTK_WIDGET (overlay), listed);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          g_autofree char *accel = NULL;
          const char *name;

          if (!GTK_IS_KEYVAL_TRIGGER (trigger) || !GTK_IS_NAMED_ACTION (action))
            continue;
          name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
          accel = tt_ui_test_normalize_accel (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
          if (g_hash_table_contains (listed, accel))
            g_hash_table_replace (actions, g_strdup (name), GINT_TO_POINTER (TRUE));
          else if (!g_hash_table_contains (actions, name))
            g_hash_table_insert (actions, g_strdup (name), GINT_TO_POINTER (FALSE));
        }
    }
  /* the window's game.* actions have application keys */
  {
    g_auto(GStrv) described = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

    for (guint i = 0; described[i]; i++)
      {
        g_auto(GStrv) keys = NULL;

        if (!g_str_has_prefix (described[i], "game."))
          continue;
        keys = gtk_application_get_accels_for_action (GTK_APPLICATION (app), described[i]);
        for (guint k = 0; keys[k]; k++)
          {
            guint keyval;
            GdkModifierType modifiers;
            g_autofree char *accel = NULL;

            g_assert_true (gtk_accelerator_parse (keys[k], &keyval, &modifiers));
            accel = tt_ui_test_normalize_accel (keyval, modifiers);
            if (g_hash_table_contains (listed, accel))
              g_hash_table_replace (actions, g_strdup (described[i]), GINT_TO_POINTER (TRUE));
            else if (!g_hash_table_contains (actions, described[i]))
              g_hash_table_insert (actions, g_strdup (described[i]), GINT_TO_POINTER (FALSE));
          }
      }
  }
  /* undo, redo, three zooms, hint, rules, panel */
  g_assert_cmpuint (g_hash_table_size (actions), >=, 8);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, actions);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        if (!GPOINTER_TO_INT (value))
          g_error ("the shortcuts window lists no key for %s", (const char *) key);
        n_actions++;
      }
  }
  g_assert_cmpuint (n_actions, >=, 8);
  for (guint i = 0; i < G_N_ELEMENTS (board_keys); i++)
    assert_listed (listed, board_keys[i]);
}

static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

static gboolean
is_panel_toggle (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_str_equal (gtk_widget_get_name (widget), "panel-toggle");
}

/* F9 at full width hides the panel, and then the status bar over the
 * board shows the tile and its buttons and the turn bar's toggle brings
 * the panel back; in a narrow window the status bar is there from the
 * start. */
static void
test_panel_away_status_bar (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, NULL);
  AdwFlap *flap = tt_carcassonne_view_get_flap (view);
  GtkWidget *status = tt_ui_test_find_descendant (GTK_WIDGET (view), has_css_class, "carcassonne-status");
  GtkWidget *toggle = tt_ui_test_find_descendant (GTK_WIDGET (view), is_panel_toggle, NULL);

  g_assert_nonnull (status);
  g_assert_nonnull (toggle);
  tt_ui_test_settle (100);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_false (gtk_widget_get_visible (status));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.toggle-panel", NULL));
  tt_ui_test_settle (300);
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_visible (status));
  g_assert_true (gtk_widget_get_visible (toggle));
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-panel-away");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  tt_ui_test_settle (300);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_widget_get_visible (status));

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  tt_ui_test_settle (400);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_true (gtk_widget_get_visible (status));
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-narrow");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 760);
  tt_ui_test_settle (300);
}

/* A farmer's spot on the laid tile for even turns (farmers lie on tile
 * edges: the screenshot shows them whole), any figure on odd ones. */
static int
farmer_spot (TtCarcassonneGame *game,
             guint              turn)
{
  const CarcState *state = tt_carcassonne_game_get_state (game);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) spots = NULL;
  CarcPlacement first;
  int found = turn % 2 ? 0 : -1;

  if (carc_state_list_placements (state, placements) == 0)
    return -1;
  first = g_array_index (placements, CarcPlacement, 0);
  g_assert_true (draft_place (game, &first));
  spots = tt_carcassonne_game_list_figure_spots (game);
  for (guint i = 0; found < 0 && i < spots->len; i++)
    if (g_array_index (spots, CarcFigureSpot, i).role == CARC_ROLE_FARMER)
      found = i;
  tt_move_draft_clear (tt_game_get_draft (TT_GAME (game)));
  return found;
}

static gboolean
is_game_log (GtkWidget     *widget,
             gconstpointer  data)
{
  return TT_IS_GAME_LOG (widget);
}

/* After each move the last tile and every cell where the next tile fits
 * are in view. */
static void
assert_play_in_view (TtCarcBoard *board)
{
  const CarcState *state = tt_carcassonne_game_get_state (tt_carc_board_get_game (board));
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  int x, y;
  guint tile, rotation;

  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &x, &y, &tile, &rotation);
  g_assert_true (tt_carc_board_cell_in_view (board, x, y));
  carc_state_list_placements (state, placements);
  for (guint i = 0; i < placements->len; i++)
    {
      const CarcPlacement *p = &g_array_index (placements, CarcPlacement, i);

      g_assert_true (tt_carc_board_cell_in_view (board, p->x, p->y));
    }
}

/* The board follows play: zoomed in, the view moves with each move so the
 * last tile and the legal cells stay in sight; once the person pans away
 * it stays put until they re-centre it. */
static void
test_board_follows_play (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, "human");
  TtCarcBoard *board = tt_carcassonne_view_get_board (view);
  TtCarcassonneGame *game = tt_carcassonne_view_get_game (view);
  const CarcState *state = tt_carcassonne_game_get_state (game);
  TtGameLog *log;
  int x, y, sx, sy;
  guint tile, rotation;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  tt_ui_test_settle (200);
  tt_carc_board_zoom (board, 2.5);
  g_assert_false (tt_carc_board_get_following (board));
  tt_carc_board_recenter (board);
  g_assert_true (tt_carc_board_get_following (board));
  for (guint i = 0; i < 8; i++)
    {
      play_turn_with_board (board, farmer_spot (game, i));
      assert_play_in_view (board);
    }
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-follow");

  /* the top log line tells the last move: clicking it shows that tile,
   * bringing it back into view */
  tt_carc_board_pan (board, 3000, 0);
  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &x, &y, &tile, &rotation);
  g_assert_false (tt_carc_board_cell_in_view (board, x, y));
  log = TT_GAME_LOG (tt_ui_test_find_descendant (GTK_WIDGET (view), is_game_log, NULL));
  tt_game_log_activate_line (log, 0);
  g_assert_true (tt_carc_board_get_shown_tile (board, &sx, &sy));
  g_assert_cmpint (sx, ==, x);
  g_assert_cmpint (sy, ==, y);
  g_assert_true (tt_carc_board_cell_in_view (board, x, y));
  tt_carc_board_recenter (board);

  /* panned away: the next move does not pull the view back */
  tt_carc_board_pan (board, 4000, 4000);
  g_assert_false (tt_carc_board_get_following (board));
  play_turn_with_board (board, -1);
  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &x, &y, &tile, &rotation);
  g_assert_false (tt_carc_board_cell_in_view (board, x, y));
  tt_carc_board_recenter (board);
  assert_play_in_view (board);

  /* with animations the view glides there */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  tt_carc_board_pan (board, -4000, 0);
  tt_carc_board_recenter (board);
  tt_ui_test_settle (600);
  assert_play_in_view (board);
  play_turn_with_board (board, -1);
  tt_ui_test_settle (600);
  assert_play_in_view (board);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tt_ui_test_settle (300);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-follow-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* a narrow window: the last tile still comes into view */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  tt_ui_test_settle (400);
  tt_carc_board_recenter (board);
  play_turn_with_board (board, -1);
  tt_ui_test_settle (600);
  carc_state_get_placed (state, carc_state_get_n_placed (state) - 1, &x, &y, &tile, &rotation);
  g_assert_true (tt_carc_board_cell_in_view (board, x, y));
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "carcassonne-follow-narrow");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 760);
  tt_ui_test_settle (300);
}

static gboolean
is_continue_list (GtkWidget     *widget,
                  gconstpointer  data)
{
  return TT_IS_CONTINUE_LIST (widget);
}

/* A game with one tile laid (its figure not yet chosen, so no move is
 * recorded) is kept under Continue when the player goes back. */
static void
test_first_tile_kept (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCarcassonneView *view = start_game_from_page (window, NULL);
  TtCarcassonneGame *game = tt_carcassonne_view_get_game (view);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GPtrArray) before = tt_game_find_autosaves ();
  g_autoptr(GPtrArray) after = NULL;
  GtkWidget *list;
  CarcPlacement first;

  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  g_assert_cmpuint (carc_state_list_placements (tt_carcassonne_game_get_state (game), placements), >, 0);
  first = g_array_index (placements, CarcPlacement, 0);
  g_assert_true (draft_place (game, &first));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.back", NULL));
  tt_ui_test_spin ();
  after = tt_game_find_autosaves ();
  g_assert_cmpuint (after->len, ==, before->len + 1);
  list = tt_ui_test_find_descendant (tt_window_get_catalog_view (window, "play"), is_continue_list, NULL);
  g_assert_nonnull (list);
  g_assert_cmpuint (tt_continue_list_get_n_games (TT_CONTINUE_LIST (list)), ==, after->len);
}

static gboolean
is_ties_row (GtkWidget     *widget,
             gconstpointer  data)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), _("Ties")) == 0;
}

/* The Ties row shows its value beside its title (not as a subtitle that
 * reads as a description) and its choices are short enough never to be
 * cut with an ellipsis in its menu; the rule is said under the title. */
static void
test_ties_row (void)
{
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, "carcassonne");
  GtkWidget *page = g_object_ref_sink (tt_catalog_entry_create_page (entry));
  GtkWidget *row = tt_ui_test_find_descendant (page, is_ties_row, NULL);
  GListModel *model;

  g_assert_nonnull (row);
  g_assert_false (adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (row)));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, "");
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpuint (g_utf8_strlen (gtk_string_list_get_string (GTK_STRING_LIST (model), i), -1), <=, 12);
  g_object_unref (page);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_ui_test_bind_locale ();
  app = tt_ui_test_start_application ();

  g_test_add_func ("/ui/carcassonne/play-through-window", test_play_through_window);
  g_test_add_func ("/ui/carcassonne/against-computer", test_against_computer);
  g_test_add_func ("/ui/carcassonne/hint", test_hint);
  g_test_add_func ("/ui/carcassonne/board-drives-draft", test_board_drives_draft);
  g_test_add_func ("/ui/carcassonne/remembers-setup", test_remembers_setup);
  g_test_add_func ("/ui/carcassonne/save-and-open", test_save_and_open);
  g_test_add_func ("/ui/carcassonne/first-tile-kept", test_first_tile_kept);
  g_test_add_func ("/ui/carcassonne/ties-row", test_ties_row);
  g_test_add_func ("/ui/carcassonne/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/ui/carcassonne/panel-away-status-bar", test_panel_away_status_bar);
  g_test_add_func ("/ui/carcassonne/board-follows-play", test_board_follows_play);
  g_test_add_func ("/ui/carcassonne/still-while-waiting", test_still_while_waiting);
  g_test_add_func ("/ui/carcassonne/still-glow-without-animations", test_still_glow_without_animations);
  return tt_ui_test_cleanup (g_test_run ());
}
