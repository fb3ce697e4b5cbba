/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-count-game.c — the game contract on the test counting game: a game
 * whose model is its TtRules table, one TtGameInfo and a few lines. Seats,
 * hot-seat turns, a computer through the generic runner, cancelling,
 * undo/redo to the last human decision, save/open, the log, the score
 * history and the end of the game. */
#include "config.h"

#include <glib/gstdio.h>

#include "tt-games-register.h"
#include "tt-test-count-game.h"

static TtTestCountGame *
start (guint               n_players,
       const char * const *kinds,
       guint               target)
{
  g_autoptr(TtRecord) record = tt_test_count_game_new_record (n_players, kinds, target, 3);
  g_autoptr(GError) error = NULL;
  TtTestCountGame *game = tt_test_count_game_new ();

  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  return game;
}

static void
add (TtTestCountGame *game,
     guint            amount)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_test_count_game_add (game, amount, &error));
  g_assert_no_error (error);
}

/* Spins the main loop until a person may move or the game is over. */
static void
wait_for_person (TtGame *game)
{
  while (!tt_game_get_finished (game) && !tt_game_is_human_turn (game))
    g_main_context_iteration (NULL, TRUE);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_seats (void)
{
  const char * const kinds[] = { "person", "computer:simple", "computer:nonsense", NULL };
  g_autoptr(TtTestCountGame) game = start (3, kinds, 0);
  GListModel *seats = tt_game_get_seats (TT_GAME (game));
  g_autoptr(TtPlayer) first = g_list_model_get_item (seats, 0);
  g_autoptr(TtPlayer) second = g_list_model_get_item (seats, 1);
  g_autoptr(TtPlayer) third = g_list_model_get_item (seats, 2);
  guint score_notifies = 0;

  g_assert_true (g_list_model_get_item_type (seats) == TT_TYPE_PLAYER);
  g_assert_cmpuint (g_list_model_get_n_items (seats), ==, 3);
  g_assert_cmpstr (tt_player_get_name (first), ==, "Ann");
  g_assert_cmpstr (tt_player_get_color (second), ==, "blue");
  g_assert_cmpint (tt_player_get_kind (first), ==, TT_PLAYER_PERSON);
  g_assert_true (tt_player_is_computer (second));
  g_assert_cmpstr (tt_player_get_level (second), ==, "simple");
  /* an unknown level plays the first one */
  g_assert_true (tt_player_is_computer (third));
  g_assert_cmpstr (tt_player_get_level (third), ==, "simple");
  g_assert_true (tt_player_get_current (first));
  g_assert_false (tt_player_get_current (second));

  g_signal_connect (first, "notify::score", G_CALLBACK (count_notify), &score_notifies);
  add (game, 2);
  g_assert_cmpint (tt_player_get_score (first), ==, 2);
  g_assert_cmpuint (score_notifies, ==, 1);
  g_assert_false (tt_player_get_current (first));
  g_assert_true (tt_player_get_current (second));

  /* a seat made a person again */
  tt_game_set_controller (TT_GAME (game), 1, NULL, NULL, NULL);
  g_assert_cmpint (tt_player_get_kind (second), ==, TT_PLAYER_PERSON);
}

static void
test_hot_seat (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) bad = json_object_new ();

  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 0);
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  add (game, 2);
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 1);
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  /* a move the rules refuse leaves everything as it was */
  json_object_set_int_member (bad, "add", 3);
  g_assert_false (tt_game_play (TT_GAME (game), bad, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 2);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
  add (game, 1);
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 0);
  g_assert_cmpstr (tt_game_get_phase (TT_GAME (game)), ==, "counting");
}

static void
on_over (TtGame *game,
         guint  *count)
{
  (*count)++;
}

static void
test_game_over (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 4);
  g_autoptr(GError) error = NULL;
  guint overs = 0;

  g_signal_connect (game, "game-over", G_CALLBACK (on_over), &overs);
  add (game, 2);
  add (game, 1);
  add (game, 1);
  g_assert_true (tt_game_get_finished (TT_GAME (game)));
  g_assert_cmpuint (overs, ==, 1);
  g_assert_cmpstr (tt_game_get_phase (TT_GAME (game)), ==, "finished");
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, -1);
  /* Ann added 3 and reached 4: 3 + the bonus 5 */
  g_assert_cmpint (tt_game_get_score (TT_GAME (game), 0), ==, 8);
  g_assert_cmpint (tt_game_get_score (TT_GAME (game), 1), ==, 1);
  g_assert_false (tt_test_count_game_add (game, 1, &error));
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_FINISHED);
  g_assert_false (tt_game_is_human_turn (TT_GAME (game)));
}

static void
test_log_and_history (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 5);
  GListModel *log = tt_game_get_log (TT_GAME (game));
  g_autoptr(TtLogEntry) last = NULL;

  add (game, 2);
  add (game, 1);
  add (game, 2);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 4);
  last = g_list_model_get_item (log, 3);
  g_assert_cmpint (tt_log_entry_get_player (last), ==, 0);
  g_assert_cmpstr (tt_log_entry_get_text (last), ==, "Ann reached the target and won 5");
  g_clear_object (&last);
  last = g_list_model_get_item (log, 1);
  g_assert_cmpstr (tt_log_entry_get_text (last), ==, "Bob added 1");
  g_assert_cmpuint (tt_log_entry_get_turn (last), ==, 1);

  /* one entry per move plus the start */
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, 4);
  g_assert_cmpint (tt_game_get_score_at (TT_GAME (game), 0, 0), ==, 0);
  g_assert_cmpint (tt_game_get_score_at (TT_GAME (game), 0, 1), ==, 2);
  g_assert_cmpint (tt_game_get_score_at (TT_GAME (game), 1, 2), ==, 1);
  g_assert_cmpint (tt_game_get_score_at (TT_GAME (game), 0, 3), ==, 9);
  g_assert_cmpint (tt_game_get_move_player (TT_GAME (game), 2), ==, 0);

  /* undo rebuilds both */
  g_assert_true (tt_game_undo (TT_GAME (game), NULL));
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, 3);
}

/* Seat 1 is a computer: it answers through the runner by itself, and one
 * undo takes back its answer with the person's move before it. */
static void
test_computer_and_undo (void)
{
  const char * const kinds[] = { "person", "computer:simple", NULL };
  g_autoptr(TtTestCountGame) game = start (2, kinds, 10);
  guint thinking_changes = 0;

  g_signal_connect (game, "notify::thinking", G_CALLBACK (count_notify), &thinking_changes);
  add (game, 1);
  g_assert_false (tt_game_is_human_turn (TT_GAME (game)));
  wait_for_person (TT_GAME (game));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 2);
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 3);
  g_assert_cmpuint (thinking_changes, ==, 2);
  g_assert_false (tt_game_get_thinking (TT_GAME (game)));

  add (game, 1);
  wait_for_person (TT_GAME (game));
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 6);

  g_assert_true (tt_game_get_can_undo (TT_GAME (game)));
  g_assert_true (tt_game_undo (TT_GAME (game), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 2);
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  g_assert_true (tt_game_get_can_redo (TT_GAME (game)));
  g_assert_true (tt_game_redo (TT_GAME (game), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 4);
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 6);
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));

  /* from 8 the computer reaches 10 and wins */
  add (game, 2);
  wait_for_person (TT_GAME (game));
  g_assert_true (tt_game_get_finished (TT_GAME (game)));
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 10);
  g_assert_cmpint (tt_game_get_score (TT_GAME (game), 1), ==, 6 + 5);
}

/* Only computers have moved: nothing of a person's to take back. */
static void
test_undo_nothing_of_a_person (void)
{
  const char * const kinds[] = { "computer:simple", "person", NULL };
  g_autoptr(TtTestCountGame) game = start (2, kinds, 10);

  wait_for_person (TT_GAME (game));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
  g_assert_false (tt_game_get_can_undo (TT_GAME (game)));
}

/* Waits until cancelled, like a long search. */
static JsonObject *
wait_until_cancelled (gconstpointer   state,
                      int             player,
                      guint64         seed,
                      gpointer        user_data,
                      GCancellable   *cancellable,
                      GError        **error)
{
  g_atomic_int_set ((int *) user_data, 1);
  /* the test waits for this in the main loop */
  g_main_context_wakeup (NULL);
  while (!g_cancellable_is_cancelled (cancellable))
    g_usleep (1000);
  g_cancellable_set_error_if_cancelled (cancellable, error);
  return NULL;
}

/* Undo while a computer thinks stops its search; its move never lands. */
static void
test_cancel (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 10);
  int started = 0;

  tt_game_set_controller (TT_GAME (game), 1, wait_until_cancelled, &started, NULL);
  add (game, 2);
  while (!g_atomic_int_get (&started))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (tt_game_get_thinking (TT_GAME (game)));
  g_assert_true (tt_game_undo (TT_GAME (game), NULL));
  g_assert_false (tt_game_get_thinking (TT_GAME (game)));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  /* let the cancelled search finish and its result be dropped */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  tt_game_set_controller (TT_GAME (game), 1, NULL, NULL, NULL);
}

/* A move played while the computer is thinking makes its search stale:
 * it is stopped, and the next computer turn starts afresh. */
static void
test_move_while_thinking (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 10);
  TtGameInfo *info = tt_game_get_info (TT_GAME (game));
  TtComputerFunc simple = NULL;
  gpointer simple_data = NULL;
  int started = 0;

  tt_game_set_controller (TT_GAME (game), 1, wait_until_cancelled, &started, NULL);
  add (game, 1);
  while (!g_atomic_int_get (&started))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (tt_game_get_thinking (TT_GAME (game)));
  add (game, 1);
  g_assert_false (tt_game_get_thinking (TT_GAME (game)));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 2);

  g_assert_true (tt_game_info_get_level_func (info, "simple", &simple, &simple_data));
  tt_game_set_controller (TT_GAME (game), 1, simple, simple_data, NULL);
  add (game, 1);
  wait_for_person (TT_GAME (game));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 4);
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 5);
}

/* A thinking seat made a person again: its search stops, no move lands. */
static void
test_controller_removed_while_thinking (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 10);
  int started = 0;

  tt_game_set_controller (TT_GAME (game), 1, wait_until_cancelled, &started, NULL);
  add (game, 2);
  while (!g_atomic_int_get (&started))
    g_main_context_iteration (NULL, TRUE);
  tt_game_set_controller (TT_GAME (game), 1, NULL, NULL, NULL);
  g_assert_false (tt_game_get_thinking (TT_GAME (game)));
  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
}

static void
on_hint (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  JsonObject **move = user_data;
  g_autoptr(GError) error = NULL;

  *move = tt_game_hint_finish (TT_GAME (source), result, &error);
  g_assert_no_error (error);
}

/* A hint runs the level for the person's seat and changes nothing. */
static void
test_hint (void)
{
  g_autoptr(TtTestCountGame) game = start (2, NULL, 3);
  g_autoptr(JsonObject) move = NULL;

  add (game, 2);
  tt_game_hint_async (TT_GAME (game), NULL, on_hint, &move);
  while (move == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (json_object_get_int_member (move, "add"), ==, 1);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
}

static void
test_save_open (void)
{
  const char * const kinds[] = { "person", "computer:simple", NULL };
  g_autoptr(TtTestCountGame) game = start (2, kinds, 10);
  g_autofree char *dir = g_dir_make_tmp ("tt-count-XXXXXX", NULL);
  g_autoptr(GFile) file = g_file_new_build_filename (dir, "count.tabletop", NULL);
  g_autoptr(TtGame) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TtPlayer) seat = NULL;

  add (game, 1);
  wait_for_person (TT_GAME (game));
  g_assert_true (tt_game_save (TT_GAME (game), file, NULL, &error));
  g_assert_no_error (error);

  opened = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_TEST_COUNT_GAME (opened));
  tt_game_set_autosave (opened, FALSE);
  g_assert_cmpuint (tt_game_get_n_moves (opened), ==, 2);
  g_assert_cmpint (tt_test_count_game_get_counter (TT_TEST_COUNT_GAME (opened)), ==, 3);
  g_assert_cmpint (tt_game_get_score (opened, 1), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (tt_game_get_log (opened)), ==, 2);
  seat = g_list_model_get_item (tt_game_get_seats (opened), 1);
  g_assert_true (tt_player_is_computer (seat));
  g_assert_true (tt_game_is_human_turn (opened));
  g_unlink (g_file_peek_path (file));
  g_rmdir (dir);
}

/* Play again: the same seats and options, a new seed, no moves. */
static void
test_new_like (void)
{
  const char * const kinds[] = { "person", "computer:simple", NULL };
  g_autoptr(TtTestCountGame) game = start (2, kinds, 7);
  g_autoptr(TtGame) again = NULL;
  g_autoptr(GError) error = NULL;

  tt_game_set_computer_pace (TT_GAME (game), 5);
  add (game, 2);
  wait_for_person (TT_GAME (game));
  again = tt_game_new_like (TT_GAME (game), &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_TEST_COUNT_GAME (again));
  g_assert_true (again != TT_GAME (game));
  g_assert_cmpuint (tt_game_get_n_moves (again), ==, 0);
  g_assert_cmpuint (tt_game_get_n_players (again), ==, 2);
  g_assert_true (tt_game_is_computer (again, 1));
  g_assert_cmpint (tt_test_count_game_get_target (TT_TEST_COUNT_GAME (again)), ==, 7);
  g_assert_false (tt_game_get_autosave (again));
  g_assert_cmpuint (tt_game_get_computer_pace (again), ==, 5);
  g_assert_true (tt_game_is_human_turn (again));
}

/* A seat whose record names no colour takes the game's colour of its index. */
static void
test_default_colors (void)
{
  g_autoptr(TtRecord) record = tt_record_new (TT_TEST_COUNT_GAME_ID);
  g_autoptr(TtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  tt_record_add_player (record, "Ann", NULL);
  tt_record_add_player (record, "Bob", "yellow");
  tt_record_add_player (record, "Cyd", NULL);
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (game, FALSE);
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (game, 0)), ==, "red");
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (game, 1)), ==, "yellow");
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (game, 2)), ==, "green");
  g_assert_cmpuint (tt_game_info_get_min_players (tt_game_get_info (game)), ==, 1);
  g_assert_cmpuint (tt_game_info_get_max_players (tt_game_get_info (game)), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tt_games_register_all ();
  tt_test_count_game_register ();

  g_test_add_func ("/count-game/seats", test_seats);
  g_test_add_func ("/count-game/hot-seat", test_hot_seat);
  g_test_add_func ("/count-game/game-over", test_game_over);
  g_test_add_func ("/count-game/log-and-history", test_log_and_history);
  g_test_add_func ("/count-game/computer-and-undo", test_computer_and_undo);
  g_test_add_func ("/count-game/undo-nothing-of-a-person", test_undo_nothing_of_a_person);
  g_test_add_func ("/count-game/cancel", test_cancel);
  g_test_add_func ("/count-game/move-while-thinking", test_move_while_thinking);
  g_test_add_func ("/count-game/controller-removed-while-thinking", test_controller_removed_while_thinking);
  g_test_add_func ("/count-game/hint", test_hint);
  g_test_add_func ("/count-game/save-open", test_save_open);
  g_test_add_func ("/count-game/new-like", test_new_like);
  g_test_add_func ("/count-game/default-colors", test_default_colors);
  return g_test_run ();
}
