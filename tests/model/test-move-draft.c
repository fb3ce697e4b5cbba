/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-draft.c — the move draft on the test counting game: choices
 * with words and previews, choose, step back, commit, follow the game
 * (moves, undo, the end), select and describe a move, and the walk of
 * tt_test_draft_check() over a whole game. Each game's own draft test
 * (test-*-draft.c) runs the same walk on its random positions. */
#include "config.h"

#include "tt-test-count-game.h"
#include "tt-test-draft.h"

static TtTestCountGame *
start (guint n_players)
{
  g_autoptr(TtRecord) record = tt_test_count_game_new_record (n_players, NULL, 5, 3);
  g_autoptr(GError) error = NULL;
  TtTestCountGame *game = tt_test_count_game_new ();

  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  return game;
}

static TtMoveChoice *
choice_at (TtMoveDraft *draft,
           guint        index)
{
  TtMoveChoice *choice = g_list_model_get_item (tt_move_draft_get_choices (draft), index);

  g_object_unref (choice);   /* the draft's list holds it */
  return choice;
}

static void
count_changed (TtMoveDraft *draft,
               guint       *count)
{
  (*count)++;
}

static void
test_choices (void)
{
  g_autoptr(TtTestCountGame) game = start (2);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));

  g_assert_true (tt_game_get_draft (TT_GAME (game)) == draft);
  g_assert_cmpint (tt_move_draft_get_player (draft), ==, 0);
  g_assert_cmpuint (tt_move_draft_get_n_moves (draft), ==, 2);
  g_assert_false (tt_move_draft_get_complete (draft));
  g_assert_cmpstr (tt_move_draft_get_prompt (draft), ==, "How much?");
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_choices (draft)), ==, 2);
  g_assert_cmpstr (tt_move_choice_get_label (choice_at (draft, 0)), ==, "Add 1");
  g_assert_cmpstr (tt_move_choice_get_label (choice_at (draft, 1)), ==, "Add 2");
  /* each choice settles the move: the move and what it leads to */
  g_assert_cmpstr (tt_move_choice_get_preview (choice_at (draft, 1)), ==, "The counter at 2");
  g_assert_nonnull (tt_move_choice_get_move (choice_at (draft, 1)));
  g_assert_true (tt_move_choice_get_enabled (choice_at (draft, 0)));
  g_assert_null (tt_move_choice_get_reason (choice_at (draft, 0)));
}

static void
test_choose_back_commit (void)
{
  g_autoptr(TtTestCountGame) game = start (2);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect (draft, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_false (tt_move_draft_commit (draft, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&error);
  g_assert_false (tt_move_draft_back (draft));
  g_assert_false (tt_move_draft_choose (draft, 7, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (tt_move_draft_choose (draft, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (tt_move_draft_get_complete (draft));
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 1);
  g_assert_cmpint (json_object_get_int_member (tt_move_draft_get_move (draft), "add"), ==, 2);

  /* Escape: back to the question */
  g_assert_true (tt_move_draft_back (draft));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (tt_move_draft_get_complete (draft));
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 0);

  g_assert_true (tt_move_draft_choose_decision (draft, tt_move_choice_get_decision (choice_at (draft, 0)), &error));
  g_assert_no_error (error);
  g_assert_true (tt_move_draft_commit (draft, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tt_test_count_game_get_counter (game), ==, 1);

  /* the draft followed the game: the next player, nothing chosen */
  g_assert_cmpint (tt_move_draft_get_player (draft), ==, 1);
  g_assert_false (tt_move_draft_get_complete (draft));
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 0);
  g_assert_cmpstr (tt_move_choice_get_preview (choice_at (draft, 1)), ==, "The counter at 3");

  g_assert_true (tt_game_undo (TT_GAME (game), &error));
  g_assert_no_error (error);
  g_assert_cmpint (tt_move_draft_get_player (draft), ==, 0);
  g_assert_cmpstr (tt_move_choice_get_preview (choice_at (draft, 0)), ==, "The counter at 1");
}

static void
test_select_describe (void)
{
  g_autoptr(TtTestCountGame) game = start (2);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  g_autoptr(JsonObject) two = json_object_new ();
  g_autoptr(JsonObject) three = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;

  json_object_set_int_member (two, "add", 2);
  json_object_set_int_member (three, "add", 3);
  words = tt_move_draft_describe (draft, two);
  g_assert_cmpstr (words, ==, "Add 2");
  g_assert_null (tt_move_draft_describe (draft, three));

  g_assert_true (tt_move_draft_select (draft, two, &error));
  g_assert_no_error (error);
  g_assert_true (tt_move_draft_get_complete (draft));
  g_assert_false (tt_move_draft_select (draft, three, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static void
test_end_of_game (void)
{
  g_autoptr(TtTestCountGame) game = start (2);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  guint positions = 0;

  while (!tt_game_get_finished (TT_GAME (game)))
    {
      g_assert_cmpuint (tt_test_draft_check (TT_GAME (game), 8), >=, 1);
      positions++;
      tt_test_draft_play_random (TT_GAME (game), rng);
    }
  g_assert_cmpuint (positions, >=, 3);
  g_assert_cmpint (tt_move_draft_get_player (draft), ==, -1);
  g_assert_cmpuint (tt_move_draft_get_n_moves (draft), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_choices (draft)), ==, 0);
  g_assert_null (tt_move_draft_get_prompt (draft));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tt_test_count_game_register ();
  g_test_add_func ("/move-draft/choices", test_choices);
  g_test_add_func ("/move-draft/choose-back-commit", test_choose_back_commit);
  g_test_add_func ("/move-draft/select-describe", test_select_describe);
  g_test_add_func ("/move-draft/end-of-game", test_end_of_game);
  return g_test_run ();
}
