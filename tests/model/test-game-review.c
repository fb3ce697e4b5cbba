/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-review.c — TtGameReview and the judgement of one move, for
 * every game: the same judgements on every run, the computer's own move
 * judged loss-free, hidden information left out, cancelling, and the
 * review kept with the record. Reviews use Normal (no clock in its
 * choices), so every run gives the same moves; nothing asserts on time. */
#include "config.h"

#include <math.h>

#include "carcassonne/ai/carc-ai.h"
#include "carcassonne/carc-state.h"
#include "catan/catan-state.h"
#include "common/tt-rng.h"
#include "tt-game-review.h"
#include "tt-games-register.h"
#include "tt-log-entry.h"
#include "tt-review-judge.h"

typedef struct
{
  const char *game;
  int         players;
  const char *mode;    /* Ora's */
  guint       moves;
} Case;

static const Case cases[] = {
  { "carcassonne", 2, NULL, 10 },
  { "catan", 3, NULL, 24 },
  { "ora", 2, "two", 10 },
};

/* A record of `moves` moves by Easy computers, as a game saves it. */
static TtRecord *
computer_record (const Case *c,
                 guint64     seed)
{
  const TtRules *rules = tt_rules_lookup (c->game);
  TtRecord *record = tt_record_new (c->game);
  g_autoptr(GError) error = NULL;
  gpointer state;

  record->seed = seed;
  if (c->mode != NULL)
    json_object_set_string_member (record->options, "mode", c->mode);
  if (g_str_equal (c->game, "catan"))
    json_object_set_string_member (record->root, "board", "beginner");
  for (int p = 0; p < c->players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%d", p + 1);

      tt_record_add_player (record, name, NULL);
    }
  state = tt_rules_new_state (rules, record, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < c->moves && !rules->is_finished (state); i++)
    {
      guint32 actors = rules->actors (state);
      guint player = (guint) g_bit_nth_lsf (actors, -1);
      gpointer view = tt_rules_view (rules, state, player);
      g_autoptr(JsonObject) move = rules->computer_move (view, player, "easy", seed + i, NULL, &error);
      g_autoptr(JsonObject) recorded = NULL;

      g_assert_no_error (error);
      tt_rules_free_state (rules, view);
      g_assert_true (tt_rules_apply_json (rules, state, move, NULL, &recorded, &error));
      g_assert_no_error (error);
      tt_record_append_move (record, recorded);
    }
  tt_rules_free_state (rules, state);
  return record;
}

static TtGame *
game_for (const TtRecord *record)
{
  TtGameInfo *info = tt_game_info_lookup (record->game);
  g_autoptr(GError) error = NULL;
  TtGame *game = g_object_new (tt_game_info_get_model_type (info), "autosave", FALSE, NULL);

  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  return game;
}

static void
on_running (GObject    *object,
            GParamSpec *pspec,
            gpointer    loop)
{
  if (!tt_game_review_get_running (TT_GAME_REVIEW (object)))
    g_main_loop_quit (loop);
}

static void
run_review (TtGameReview *review)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  gulong id = g_signal_connect (review, "notify::running", G_CALLBACK (on_running), loop);

  tt_game_review_start (review);
  if (tt_game_review_get_running (review))
    g_main_loop_run (loop);
  g_signal_handler_disconnect (review, id);
}

/* The kept review of a finished run, as text. */
static char *
reviewed_text (const TtRecord *record,
               guint           threads)
{
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  tt_game_review_set_threads (review, threads);
  run_review (review);
  g_assert_null (tt_game_review_get_error (review));
  g_assert_cmpfloat (tt_game_review_get_progress (review), ==, 1.0);
  json_node_set_object (node, json_object_get_object_member (tt_game_get_record (game)->root, "review"));
  return json_to_string (node, FALSE);
}

static void
test_same_every_run (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TtRecord) record = computer_record (c, 7);
  g_autofree char *one = reviewed_text (record, 1);
  g_autofree char *two = reviewed_text (record, 2);

  g_assert_cmpstr (one, ==, two);
}

/* The computer's own choice, played, loses nothing and earns no mark. */
static void
test_best_move_loses_nothing (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TtRecord) record = computer_record (c, 11);
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  guint judged = 0;

  run_review (review);
  for (guint i = 0; i < tt_game_review_get_n_moves (review); i++)
    {
      g_autoptr(TtRecord) better = NULL;
      g_autoptr(TtGame) again = NULL;
      g_autoptr(TtGameReview) second = NULL;
      TtReviewJudgement j;
      JsonObject *best = tt_game_review_get_best_move (review, i);

      if (!tt_game_review_get_judgement (review, i, &j) || best == NULL)
        continue;
      g_assert_cmpfloat (j.loss, >=, 0.0);
      if (tt_game_review_is_best_move (review, i))
        {
          g_assert_cmpfloat (j.loss, ==, 0.0);
          g_assert_cmpint (j.mark, ==, TT_REVIEW_MARK_NONE);
        }
      /* The record with the computer's move in place of the one played. */
      better = tt_record_copy (record);
      tt_record_truncate_moves (better, i);
      {
        g_autoptr(TtGame) probe = game_for (better);
        g_autoptr(GError) error = NULL;

        if (!tt_game_play (probe, best, &error))
          continue;
        tt_record_append_move (better, tt_record_get_move (tt_game_get_record (probe), i));
      }
      again = game_for (better);
      second = tt_game_review_new (again, "normal", 0);
      run_review (second);
      g_assert_true (tt_game_review_get_judgement (second, i, &j));
      g_assert_true (tt_game_review_is_best_move (second, i));
      g_assert_cmpfloat (j.loss, ==, 0.0);
      g_assert_cmpint (j.mark, ==, TT_REVIEW_MARK_NONE);
      if (++judged == 2)
        break;
    }
  g_assert_cmpuint (judged, >, 0);
}

static gpointer
cancel_in_thread (gpointer cancellable)
{
  g_cancellable_cancel (cancellable);
  return cancellable;
}

static void
test_cancel (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TtRecord) record = computer_record (c, 13);
  g_autoptr(TtGame) game = game_for (record);
  /* Hard thinks for a second or more a move: cancelled long before the end. */
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "hard", 0);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  GThread *thread;

  g_signal_connect (review, "notify::running", G_CALLBACK (on_running), loop);
  tt_game_review_start (review);
  g_assert_true (tt_game_review_get_running (review));
  thread = g_thread_new ("cancel", cancel_in_thread, g_object_ref (tt_game_review_get_cancellable (review)));
  g_main_loop_run (loop);
  g_object_unref (g_thread_join (thread));
  g_assert_error ((GError *) tt_game_review_get_error (review), G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (tt_game_review_get_running (review));
  g_assert_cmpfloat (tt_game_review_get_progress (review), <, 1.0);
}

static void
on_finished (TtGameReview *review,
             gboolean     *finished)
{
  *finished = TRUE;
}

/* Reopened, the review is there at once; a changed record is judged again. */
static void
test_kept_with_record (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TtRecord) record = computer_record (c, 17);
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  g_autoptr(TtRecord) saved = NULL, changed = NULL;
  g_autoptr(TtGame) reopened = NULL, other = NULL;
  g_autoptr(TtGameReview) again = NULL, fresh = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gboolean finished = FALSE;

  run_review (review);
  text = tt_record_to_string (tt_game_get_record (game));
  saved = tt_record_load_data (text, -1, "<saved>", &error);
  g_assert_no_error (error);
  reopened = game_for (saved);
  again = tt_game_review_new (reopened, "normal", 0);
  g_assert_cmpfloat (tt_game_review_get_progress (again), ==, 1.0);
  g_assert_cmpuint (tt_game_review_get_n_judged (again), ==, tt_game_review_get_n_judged (review));
  g_signal_connect (again, "finished", G_CALLBACK (on_finished), &finished);
  tt_game_review_start (again);
  g_assert_true (finished);
  g_assert_false (tt_game_review_get_running (again));
  for (guint i = 0; i < tt_game_review_get_n_moves (review); i++)
    {
      TtReviewJudgement a, b;
      gboolean has = tt_game_review_get_judgement (review, i, &a);

      g_assert_cmpint (has, ==, tt_game_review_get_judgement (again, i, &b));
      if (has)
        {
          g_assert_cmpfloat_with_epsilon (a.loss, b.loss, 1e-9);
          g_assert_cmpint (a.mark, ==, b.mark);
        }
    }

  /* One move fewer: another record, judged from the start. */
  changed = tt_record_copy (saved);
  tt_record_truncate_moves (changed, tt_record_get_n_moves (changed) - 1);
  other = game_for (changed);
  fresh = tt_game_review_new (other, "normal", 0);
  g_assert_cmpuint (tt_game_review_get_n_judged (fresh), ==, 0);
  g_assert_cmpfloat (tt_game_review_get_progress (fresh), ==, 0.0);
  /* Another level is another review too. */
  {
    g_autoptr(TtGameReview) easy = tt_game_review_new (reopened, "easy", 0);

    g_assert_cmpuint (tt_game_review_get_n_judged (easy), ==, 0);
  }
}

static void
assert_same_verdict (const TtReviewVerdict *a,
                     const TtReviewVerdict *b)
{
  g_assert_cmpint (a->player, ==, b->player);
  g_assert_cmpint (a->judged, ==, b->judged);
  g_assert_cmpfloat (a->before, ==, b->before);
  g_assert_cmpfloat (a->after, ==, b->after);
  g_assert_cmpfloat (a->best_value, ==, b->best_value);
  g_assert_cmpfloat (a->loss, ==, b->loss);
  g_assert_true ((a->best == NULL) == (b->best == NULL));
  if (a->best != NULL)
    {
      g_autoptr(JsonNode) na = json_node_init_object (json_node_alloc (), a->best);
      g_autoptr(JsonNode) nb = json_node_init_object (json_node_alloc (), b->best);

      g_assert_true (json_node_equal (na, nb));
    }
}

/* Judges move `index` of `record` in its real position and in `other`
 * (the same position with something the mover cannot see changed). */
static void
judge_both (const TtRecord *record,
            guint           index,
            gconstpointer   state,
            gconstpointer   other)
{
  const TtRules *rules = tt_rules_lookup (record->game);
  JsonObject *move = tt_record_get_move (record, index);
  TtReviewVerdict a, b;
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_review_judge (rules, state, move, "normal", 5, 0, &a, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tt_review_judge (rules, other, move, "normal", 5, 0, &b, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (a.judged);
  assert_same_verdict (&a, &b);
  tt_review_verdict_clear (&a);
  tt_review_verdict_clear (&b);
}

/* Catan: another player's hand holds other cards (as many). */
static void
test_hidden_catan (void)
{
  const Case c = { "catan", 3, NULL, 60 };
  g_autoptr(TtRecord) record = computer_record (&c, 19);
  const TtRules *rules = tt_rules_lookup ("catan");
  guint checked = 0;

  for (guint i = 0; i < tt_record_get_n_moves (record) && checked < 3; i++)
    {
      g_autoptr(GError) error = NULL;
      CatanState *state = tt_rules_replay (rules, record, NULL, i, NULL, NULL, &error);
      CatanState *other;
      int mover = tt_review_move_player (rules, state, tt_record_get_move (record, i));
      TtReviewVerdict probe = { 0 };
      int q = -1, from = -1, to = -1;

      g_assert_no_error (error);
      /* Another player with a card to change into another kind. */
      for (int p = 0; p < 3 && q < 0; p++)
        for (int k = 0; k < CATAN_N_RESOURCES && p != mover && q < 0; k++)
          if (state->players[p].cards[k] > 0)
            {
              q = p;
              from = k;
              to = (k + 1) % CATAN_N_RESOURCES;
            }
      if (mover < 0 || q < 0
          || !tt_review_judge (rules, state, tt_record_get_move (record, i), "normal", 5, 0, &probe, NULL, NULL)
          || !probe.judged)
        {
          tt_review_verdict_clear (&probe);
          tt_rules_free_state (rules, state);
          continue;
        }
      tt_review_verdict_clear (&probe);
      other = tt_rules_copy_state (rules, state);
      other->players[q].cards[from]--;
      other->players[q].cards[to]++;
      judge_both (record, i, state, other);
      tt_rules_free_state (rules, other);
      tt_rules_free_state (rules, state);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
}

/* Carcassonne: the tiles still to come lie in another order. */
static void
test_hidden_carcassonne (void)
{
  const Case c = { "carcassonne", 2, NULL, 8 };
  g_autoptr(TtRecord) record = computer_record (&c, 23);
  const TtRules *rules = tt_rules_lookup ("carcassonne");
  g_autoptr(GError) error = NULL;
  CarcState *state = tt_rules_replay (rules, record, NULL, 4, NULL, NULL, &error);
  CarcState *other;
  TtRng rng;

  g_assert_no_error (error);
  other = tt_rules_copy_state (rules, state);
  tt_rng_init (&rng, 99);
  carc_state_shuffle_deck (other, &rng);
  judge_both (record, 4, state, other);
  tt_rules_free_state (rules, other);
  tt_rules_free_state (rules, state);
}

/* The words of a move and of the better one; a new game from a position. */
static void
test_words_and_new_game (void)
{
  g_autoptr(TtRecord) record = computer_record (&cases[0], 29);
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  g_autoptr(TtGame) from_here = NULL;
  g_autoptr(GError) error = NULL;
  guint described = 0;

  run_review (review);
  for (guint i = 0; i < tt_game_review_get_n_moves (review); i++)
    {
      g_autofree char *played = tt_game_review_describe_move (review, i);
      g_autofree char *best = tt_game_review_describe_best (review, i);

      g_assert_nonnull (played);
      g_assert_cmpstr (played, !=, "");
      if (tt_game_review_is_best_move (review, i))
        g_assert_null (best);
      else if (tt_game_review_get_best_move (review, i) != NULL)
        {
          g_assert_nonnull (best);
          described++;
        }
    }
  g_assert_cmpuint (described, >, 0);
  g_assert_nonnull (tt_game_review_mark_label (TT_REVIEW_MARK_BLUNDER));
  g_assert_null (tt_game_review_mark_label (TT_REVIEW_MARK_NONE));
  g_assert_cmpint (tt_game_review_mark_for_loss (TT_REVIEW_WIN_CHANCE, 0.049), ==, TT_REVIEW_MARK_NONE);
  g_assert_cmpint (tt_game_review_mark_for_loss (TT_REVIEW_WIN_CHANCE, 0.05), ==, TT_REVIEW_MARK_INACCURACY);
  g_assert_cmpint (tt_game_review_mark_for_loss (TT_REVIEW_WIN_CHANCE, 0.1), ==, TT_REVIEW_MARK_MISTAKE);
  g_assert_cmpint (tt_game_review_mark_for_loss (TT_REVIEW_WIN_CHANCE, 0.25), ==, TT_REVIEW_MARK_BLUNDER);
  g_assert_cmpint (tt_game_review_mark_for_loss (TT_REVIEW_SCORE, 3), ==, TT_REVIEW_MARK_INACCURACY);

  from_here = tt_game_review_new_game_at (review, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (from_here), ==, 4);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, tt_record_get_n_moves (record));
  g_assert_false (json_object_has_member (tt_game_get_record (from_here)->root, "review"));
  g_assert_null (tt_game_review_new_game_at (review, 1000, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* A move that wrote several log lines (a tile, then what it scored) is
 * told with the lines kept apart, in the log's order. */
static void
test_words_keep_lines_apart (void)
{
  const Case c = { "carcassonne", 2, NULL, 40 };
  g_autoptr(TtRecord) record = computer_record (&c, 29);
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  GListModel *log = tt_game_get_log (game);
  guint several = 0;

  for (guint move = 0; move < tt_game_review_get_n_moves (review); move++)
    {
      g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
      g_auto(GStrv) texts = NULL;
      g_autofree char *joined = NULL;
      g_autofree char *words = tt_game_review_describe_move (review, move);

      for (guint i = 0; i < g_list_model_get_n_items (log); i++)
        {
          g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

          if (tt_log_entry_get_move (entry) == (int) move)
            g_strv_builder_add (lines, tt_log_entry_get_text (entry));
        }
      texts = g_strv_builder_end (lines);
      if (g_strv_length (texts) < 2)
        continue;
      joined = g_strjoinv ("; ", texts);
      g_assert_cmpstr (words, ==, joined);
      several++;
    }
  g_assert_cmpuint (several, >, 0);
}

/* Solo Ora et Labora is judged in points. */
static void
test_ora_solo_scores (void)
{
  const Case c = { "ora", 1, "solo", 4 };
  g_autoptr(TtRecord) record = computer_record (&c, 31);
  g_autoptr(TtGame) game = game_for (record);
  g_autoptr(TtGameReview) review = tt_game_review_new (game, "normal", 0);
  double value;

  g_assert_cmpint (tt_game_review_get_value_kind (review), ==, TT_REVIEW_SCORE);
  run_review (review);
  g_assert_true (tt_game_review_get_standing (review, 0, 0, &value));
  g_assert_cmpfloat (value, >, 1.0);
}

/* Given a counted budget, the estimate plays ahead from samples of the
 * mover's view: it is no longer the static one, and a seed gives the same
 * numbers every time. */
static void
test_estimate_looks_ahead (gconstpointer data)
{
  const Case *c = data;
  const TtRules *rules = tt_rules_lookup (c->game);
  g_autoptr(TtRecord) record = computer_record (c, 11);
  g_autoptr(GError) error = NULL;
  gpointer state = tt_rules_new_state (rules, record, NULL, &error);
  double flat[TT_RULES_MAX_PLAYERS], ahead[TT_RULES_MAX_PLAYERS], again[TT_RULES_MAX_PLAYERS];
  gboolean differs = FALSE;
  TtBudget budget;
  gpointer view;
  guint player;

  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (record->moves); i++)
    {
      g_assert_true (tt_rules_apply_json (rules, state, json_array_get_object_element (record->moves, i),
                                          NULL, NULL, &error));
      g_assert_no_error (error);
    }
  player = (guint) g_bit_nth_lsf (rules->actors (state), -1);
  view = tt_rules_view (rules, state, player);
  g_assert_true (rules->estimate (view, player, "hard", 3, NULL, flat, NULL, NULL, &error));
  tt_budget_start_counted (&budget, 40);
  g_assert_true (rules->estimate (view, player, "hard", 3, &budget, ahead, NULL, NULL, &error));
  g_assert_true (rules->estimate (view, player, "hard", 3, &budget, again, NULL, NULL, &error));
  g_assert_no_error (error);
  for (int p = 0; p < c->players; p++)
    {
      g_assert_cmpfloat (ahead[p], ==, again[p]);
      differs |= fabs (ahead[p] - flat[p]) > 1e-9;
    }
  g_assert_true (differs);
  tt_rules_free_state (rules, view);
  tt_rules_free_state (rules, state);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tt_games_register_all ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *same = g_strdup_printf ("/review/%s/same-every-run", cases[i].game);
      g_autofree char *best = g_strdup_printf ("/review/%s/best-move-loses-nothing", cases[i].game);
      g_autofree char *cancel = g_strdup_printf ("/review/%s/cancel", cases[i].game);
      g_autofree char *kept = g_strdup_printf ("/review/%s/kept-with-record", cases[i].game);
      g_autofree char *ahead = g_strdup_printf ("/review/%s/estimate-looks-ahead", cases[i].game);

      g_test_add_data_func (same, &cases[i], test_same_every_run);
      g_test_add_data_func (best, &cases[i], test_best_move_loses_nothing);
      g_test_add_data_func (cancel, &cases[i], test_cancel);
      g_test_add_data_func (kept, &cases[i], test_kept_with_record);
      /* Ora et Labora's estimate stays static (ora-estimate.h says why). */
      if (!g_str_equal (cases[i].game, "ora"))
        g_test_add_data_func (ahead, &cases[i], test_estimate_looks_ahead);
    }
  g_test_add_func ("/review/catan/hidden-information", test_hidden_catan);
  g_test_add_func ("/review/carcassonne/hidden-information", test_hidden_carcassonne);
  g_test_add_func ("/review/carcassonne/words-and-new-game", test_words_and_new_game);
  g_test_add_func ("/review/carcassonne/words-keep-lines-apart", test_words_keep_lines_apart);
  g_test_add_func ("/review/ora/solo-scores", test_ora_solo_scores);
  return g_test_run ();
}
