/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-ai.c — the Carcassonne computer players
 *
 * Every level's moves are checked against the rules at every position of
 * many games (with farmers, the Abbot and the River), a search can be
 * cancelled from another thread, and every level replays the same game from
 * the same seed (Hard when its search is bounded by iterations).
 */
#include "config.h"

#include <stdlib.h>

#include "carcassonne/ai/carc-ai.h"
#include "tt-test-util.h"
#include "tt-test-carc.h"

static guint
scaled (guint count)
{
  return MAX (1, (guint) (count * test_scale () + 0.5));
}

static void
params_for_level (CarcAiParams *params,
                  CarcAiLevel   level,
                  guint64       seed)
{
  carc_ai_params_init (params, level);
  params->seed = seed;
  if (level == CARC_AI_HARD)
    {
      /* Legality, not strength: keep the search tiny. */
      params->max_iterations = 24;
      params->budget_ms = 2000;
    }
}

typedef struct
{
  guint positions;
  guint farmers;
  guint abbots;
  guint recalls;
  guint river_moves;
} PlayCounts;

static void
count_move (const CarcState *state,
            const CarcMove  *move,
            PlayCounts      *counts)
{
  counts->positions++;
  if (move->action == CARC_ACTION_ABBOT)
    counts->abbots++;
  if (move->action == CARC_ACTION_RECALL_ABBOT)
    counts->recalls++;
  if (move->action == CARC_ACTION_MEEPLE && move->segment >= CARC_SEG_NNW && move->segment <= CARC_SEG_WNW)
    {
      const CarcTileDef *def = carc_state_get_tile_def (state, move->tile);
      int feature = carc_tile_def_feature_at (def, carc_segment_rotate (move->segment, (4 - move->rotation) % 4));

      if (feature >= 0 && def->features[feature].kind == CARC_FEATURE_FIELD)
        counts->farmers++;
    }
  if (!move->discard)
    {
      const CarcTileDef *def = carc_state_get_tile_def (state, move->tile);

      for (guint d = 0; d < 4; d++)
        if (def->sides[d] == CARC_SIDE_RIVER)
          {
            counts->river_moves++;
            break;
          }
    }
}

/* Plays one game with `levels[seat]`, checking every chosen move first;
 * `counts` covers the moves of `tested_seat`. */
static void
play_checked_game (const CarcAiLevel *levels,
                   guint              tested_seat,
                   guint              n_players,
                   gboolean           abbot,
                   gboolean           river,
                   guint64            seed,
                   PlayCounts        *counts)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (n_players, TRUE, abbot, river, seed);

  while (!carc_state_is_finished (state))
    {
      g_autoptr(GError) error = NULL;
      guint seat = carc_state_get_current_player (state);
      CarcAiParams params;
      CarcMoveCheck check;
      CarcMove move;

      params_for_level (&params, levels[seat], seed + seat);
      g_assert_true (carc_ai_choose_move (state, &params, NULL, &move, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (move.tile, ==, carc_state_get_current_tile (state));
      g_assert_cmpint (carc_state_check_move (state, &move, &check), ==, CARC_REASON_OK);
      if (seat == tested_seat)
        count_move (state, &move, counts);
      carc_state_apply (state, &move, NULL, &error);
      g_assert_no_error (error);
    }
}

static void
check_level_legality (CarcAiLevel level,
                      guint       n_games)
{
  PlayCounts counts = { 0 };

  for (guint g = 0; g < n_games; g++)
    {
      CarcAiLevel levels[CARC_MAX_PLAYERS];
      guint n_players = 2 + g % 3;
      gboolean abbot = g % 2 == 0;
      gboolean river = g % 4 < 2;

      /* The other seats play Easy, so positions differ from game to game. */
      for (guint p = 0; p < n_players; p++)
        levels[p] = p == g % n_players ? level : CARC_AI_EASY;
      play_checked_game (levels, g % n_players, n_players, abbot, river, 1000 + g * 17, &counts);
    }
  g_test_message ("%s: %u positions, %u farmers, %u abbots, %u recalls, %u river tiles",
                  carc_ai_level_to_string (level), counts.positions, counts.farmers,
                  counts.abbots, counts.recalls, counts.river_moves);
  g_assert_cmpuint (counts.positions, >, n_games * 12);
  /* Every level knows the whole game: farms, the abbot, the river. With
   * a tiny TT_TEST_SCALE there are too few games to expect each of them. */
  g_assert_cmpuint (counts.river_moves, >, 0);
  if (n_games >= 4)
    {
      g_assert_cmpuint (counts.farmers, >, 0);
      g_assert_cmpuint (counts.abbots, >, 0);
    }
}

static void
test_easy_legal (void)
{
  check_level_legality (CARC_AI_EASY, scaled (24));
}

static void
test_normal_legal (void)
{
  check_level_legality (CARC_AI_NORMAL, scaled (24));
}

static void
test_hard_legal (void)
{
  check_level_legality (CARC_AI_HARD, scaled (4));
}

/* The move list itself: every entry legal, and it holds every placement. */
static void
test_move_list_legal (void)
{
  guint n_games = scaled (6);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, TRUE, g % 2 == 0, 77 + g);
      CarcAiParams params;

      params_for_level (&params, CARC_AI_EASY, g);
      while (!carc_state_is_finished (state))
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CarcMove));
          carc_state_legal_moves (state, moves);
          g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
          guint without_figure = 0;
          CarcMove move;

          g_assert_cmpuint (moves->len, >, 0);
          for (guint i = 0; i < moves->len; i++)
            {
              const CarcMove *m = &g_array_index (moves, CarcMove, i);

              g_assert_cmpint (carc_state_check_move (state, m, NULL), ==, CARC_REASON_OK);
              if (!m->discard && m->action == CARC_ACTION_NONE)
                without_figure++;
            }
          carc_state_list_placements (state, placements);
          g_assert_cmpuint (without_figure, ==, placements->len);
          g_assert_true (carc_ai_choose_move (state, &params, NULL, &move, NULL, NULL));
          g_assert_true (carc_state_apply (state, &move, NULL, NULL));
        }
    }
}

static GPtrArray *
play_recorded_game (guint64 seed)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, TRUE, TRUE, seed);
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);

  while (!carc_state_is_finished (state))
    {
      guint seat = carc_state_get_current_player (state);
      CarcAiParams params;
      CarcMove move;

      params_for_level (&params, seat == 0 ? CARC_AI_EASY : CARC_AI_NORMAL, seed);
      g_assert_true (carc_ai_choose_move (state, &params, NULL, &move, NULL, NULL));
      g_ptr_array_add (moves, g_memdup2 (&move, sizeof move));
      g_assert_true (carc_state_apply (state, &move, NULL, NULL));
    }
  return moves;
}

static void
test_same_seed_same_game (void)
{
  g_autoptr(GPtrArray) first = play_recorded_game (4242);
  g_autoptr(GPtrArray) second = play_recorded_game (4242);

  g_assert_cmpuint (first->len, ==, second->len);
  for (guint i = 0; i < first->len; i++)
    g_assert_cmpmem (first->pdata[i], sizeof (CarcMove), second->pdata[i], sizeof (CarcMove));
}

/* Hard against Normal, every Hard move checked; the search stops on its
 * iteration count (the CPU budget is far beyond what it needs), so both
 * search threads and the sum of their visits are the same every time. */
static GPtrArray *
play_hard_game (guint64 seed,
                guint   n_players)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (n_players, TRUE, seed % 2 == 0, FALSE, seed);
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);

  while (!carc_state_is_finished (state))
    {
      guint seat = carc_state_get_current_player (state);
      CarcAiParams params;
      CarcMove move;

      carc_ai_params_init (&params, seat == 0 ? CARC_AI_HARD : CARC_AI_NORMAL);
      params.seed = seed;
      params.threads = 2;
      params.max_iterations = 48;
      params.cpu_budget = TRUE;
      params.budget_ms = 600000;
      g_assert_true (carc_ai_choose_move (state, &params, NULL, &move, NULL, NULL));
      g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_OK);
      g_ptr_array_add (moves, g_memdup2 (&move, sizeof move));
      g_assert_true (carc_state_apply (state, &move, NULL, NULL));
    }
  return moves;
}

static void
test_hard_same_seed_same_game (void)
{
  guint n_games = scaled (2);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GPtrArray) first = play_hard_game (300 + g, 2 + g % 2);
      g_autoptr(GPtrArray) second = play_hard_game (300 + g, 2 + g % 2);

      g_assert_cmpuint (first->len, ==, second->len);
      for (guint i = 0; i < first->len; i++)
        g_assert_cmpmem (first->pdata[i], sizeof (CarcMove), second->pdata[i], sizeof (CarcMove));
    }
}

static void
test_cancelled_before (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 5);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  for (guint level = 0; level < CARC_AI_N_LEVELS; level++)
    {
      CarcAiParams params;
      CarcMove move;

      g_clear_error (&error);
      carc_ai_params_init (&params, level);
      g_cancellable_cancel (cancellable);
      g_assert_false (carc_ai_choose_move (state, &params, cancellable, &move, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
}

static void
test_finished_game (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 9);
  g_autoptr(GError) error = NULL;
  CarcAiParams params;
  CarcMove move;

  carc_state_finish (state, NULL);
  carc_ai_params_init (&params, CARC_AI_NORMAL);
  g_assert_false (carc_ai_choose_move (state, &params, NULL, &move, NULL, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_FINISHED);
}

static void
test_level_names (void)
{
  CarcAiLevel level;

  for (guint i = 0; i < CARC_AI_N_LEVELS; i++)
    {
      g_assert_true (carc_ai_level_from_string (carc_ai_level_to_string (i), &level));
      g_assert_cmpint (level, ==, i);
    }
  g_assert_true (carc_ai_level_from_string ("HARD", &level));
  g_assert_cmpint (level, ==, CARC_AI_HARD);
  g_assert_false (carc_ai_level_from_string ("expert", &level));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/carcassonne/ai/level-names", test_level_names);
  g_test_add_func ("/carcassonne/ai/finished-game", test_finished_game);
  g_test_add_func ("/carcassonne/ai/move-list-legal", test_move_list_legal);
  g_test_add_func ("/carcassonne/ai/easy-legal", test_easy_legal);
  g_test_add_func ("/carcassonne/ai/normal-legal", test_normal_legal);
  g_test_add_func ("/carcassonne/ai/hard-legal", test_hard_legal);
  g_test_add_func ("/carcassonne/ai/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/carcassonne/ai/hard-same-seed-same-game", test_hard_same_seed_same_game);
  g_test_add_func ("/carcassonne/ai/cancelled-before", test_cancelled_before);

  return g_test_run ();
}
