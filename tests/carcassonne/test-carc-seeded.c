/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-seeded.c — the same seeds give the same games
 *
 * Seeded random games (the benchmark's policy) and games between computer
 * players with fixed iteration counts are reduced to a SHA-256 of every move
 * and the final scores, and compared with digests pinned from the engine
 * before its speed work. A change that only makes the engine faster keeps
 * them; a deliberate change of the rules, of the move order of the legal
 * placements or of the computer players changes them, and then the new
 * digests (printed on failure) are pinned here in the same commit. */
#include "config.h"

#include "carcassonne/ai/carc-ai.h"
#include "tt-test-carc.h"

static void
hash_move (GChecksum      *sum,
           const CarcMove *move)
{
  gint32 fields[7] = { move->tile, move->discard != 0, move->x, move->y,
                       (gint32) move->rotation, move->action, move->segment };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    fields[i] = GINT32_TO_LE (fields[i]);
  g_checksum_update (sum, (const guchar *) fields, sizeof fields);
}

static void
hash_scores (GChecksum       *sum,
             const CarcState *state)
{
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      guint32 score = GUINT32_TO_LE (carc_state_get_score (state, p));

      g_checksum_update (sum, (const guchar *) &score, sizeof score);
    }
}

/* The benchmark's policy: uniform over placements, then over the figure
 * spots plus "no figure". */
static void
play_random_game (CarcState *state,
                  TtRng     *rng,
                  GChecksum *sum)
{
  static CarcPlacement placements[16 * CARC_MAX_GAME_TILES + 16];

  while (!carc_state_is_finished (state))
    {
      CarcMove move = { 0 };
      guint n = carc_state_fill_placements (state, placements, G_N_ELEMENTS (placements));

      if (n == 0)
        {
          move.tile = (guint16) carc_state_get_current_tile (state);
          move.discard = TRUE;
        }
      else
        {
          CarcFigureSpot spots[2 * CARC_MAX_FEATURES];
          CarcPlacement p = placements[tt_rng_uniform (rng, n)];
          guint choice;

          carc_move_init_placement (&move, state, &p);
          n = carc_state_fill_figure_spots (state, &p, spots, G_N_ELEMENTS (spots));
          choice = tt_rng_uniform (rng, n + 1);
          if (choice < n)
            {
              move.action = spots[choice].action;
              move.segment = spots[choice].segment;
            }
        }
      hash_move (sum, &move);
      g_assert_true (carc_state_apply (state, &move, NULL, NULL));
    }
  hash_scores (sum, state);
}

static void
check_random_games (guint        n_players,
                    gboolean     farmers,
                    gboolean     abbot,
                    gboolean     river,
                    const char  *expected)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  TtRng rng;

  tt_rng_init (&rng, 1);
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autoptr(CarcState) state = tt_test_carc_new_game (n_players, farmers, abbot, river, seed);

      play_random_game (state, &rng, sum);
    }
  g_assert_cmpstr (g_checksum_get_string (sum), ==, expected);
}

static void
test_random_two_farmers (void)
{
  check_random_games (2, TRUE, FALSE, FALSE,
                      "57b078290576f1e026762345a841c262c20b9f51db8d369bbcc614fb5c3a2379");
}

static void
test_random_four_abbot_river (void)
{
  check_random_games (4, TRUE, TRUE, TRUE,
                      "e5cacde432c505809a84329119e46f15d31fc87ac26f252b03a5a325c41137c8");
}

static void
test_random_three_no_farmers (void)
{
  check_random_games (3, FALSE, FALSE, FALSE,
                      "b058690d91f2bf4e646283f6fd1e698ccfa5e90e824271a68e09350c1d333f76");
}

static void
assert_same_position (const CarcState *a,
                      const CarcState *b)
{
  static CarcPlacement pa[16 * CARC_MAX_GAME_TILES + 16], pb[16 * CARC_MAX_GAME_TILES + 16];
  gint ax0, ay0, ax1, ay1, bx0, by0, bx1, by1;
  guint na, nb;

  carc_state_get_bounds (a, &ax0, &ay0, &ax1, &ay1);
  carc_state_get_bounds (b, &bx0, &by0, &bx1, &by1);
  g_assert_true (ax0 == bx0 && ay0 == by0 && ax1 == bx1 && ay1 == by1);
  g_assert_cmpuint (carc_state_get_turn (a), ==, carc_state_get_turn (b));
  g_assert_cmpint (carc_state_get_current_tile (a), ==, carc_state_get_current_tile (b));
  for (guint p = 0; p < carc_state_get_n_players (a); p++)
    g_assert_cmpuint (carc_state_get_score (a, p), ==, carc_state_get_score (b, p));
  for (gint y = ay0 - 3; y <= ay1 + 3; y++)
    for (gint x = ax0 - 3; x <= ax1 + 3; x++)
      {
        guint ta = 0, tb = 0, ra = 0, rb = 0;

        g_assert_cmpint (carc_state_get_tile_at (a, x, y, &ta, &ra), ==,
                         carc_state_get_tile_at (b, x, y, &tb, &rb));
        g_assert_cmpuint (ta, ==, tb);
        g_assert_cmpuint (ra, ==, rb);
      }
  na = carc_state_fill_placements (a, pa, G_N_ELEMENTS (pa));
  nb = carc_state_fill_placements (b, pb, G_N_ELEMENTS (pb));
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    g_assert_true (pa[i].x == pb[i].x && pa[i].y == pb[i].y && pa[i].rotation == pb[i].rotation);
}

/* carc_state_copy_into() over a scratch state that held a larger board
 * (the finished game of another seed) gives the same position as a full
 * copy, and both play on to the same end. */
static void
test_copy_into (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr(CarcState) game = tt_test_carc_new_game (3, TRUE, TRUE, seed == 3, seed);
      g_autoptr(CarcState) other = tt_test_carc_new_game (3, TRUE, TRUE, FALSE, seed + 100);
      g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
      TtRng rng;

      tt_rng_init (&rng, seed);
      play_random_game (other, &rng, sum);
      while (!carc_state_is_finished (game))
        {
          g_autoptr(CarcState) copy = carc_state_copy (game);
          CarcPlacement placement;
          CarcMove move = { 0 };

          carc_state_copy_into (other, game);
          assert_same_position (other, copy);
          if (carc_state_fill_placements (game, &placement, 1) == 0)
            {
              move.tile = (guint16) carc_state_get_current_tile (game);
              move.discard = TRUE;
            }
          else
            carc_move_init_placement (&move, game, &placement);
          g_assert_true (carc_state_apply (game, &move, NULL, NULL));
          g_assert_true (carc_state_apply (other, &move, NULL, NULL));
          assert_same_position (other, game);
        }
    }
}

/* A game between computer players with one search thread and an
 * iteration cap (the time budget is far above what the cap needs, so it
 * never decides), reduced to its digest. */
typedef struct
{
  const char  *path;
  guint        n_players;
  gboolean     abbot;
  gboolean     river;
  guint64      seed;
  CarcAiLevel  levels[CARC_MAX_PLAYERS];   /* levels[p] plays seat p */
  guint        iterations;
  const char  *digest;
} ComputerGame;

static const ComputerGame computer_games[] = {
  { "/carcassonne/seeded/normal-against-hard", 2, TRUE, FALSE, 7,
    { CARC_AI_NORMAL, CARC_AI_HARD }, 80,
    "1ddf180a5375e820003fea4391c4b5e027cbcdcd68bdee847524f09705c18a09" },
  /* Every level, and the evaluation's shortcuts meet gardens, recalls
   * and river tiles. */
  { "/carcassonne/seeded/four-levels-abbot-river", 4, TRUE, TRUE, 11,
    { CARC_AI_EASY, CARC_AI_NORMAL, CARC_AI_HARD, CARC_AI_NORMAL }, 80,
    "80f3b9cf6370997202849a1365dae92dbb449088c9c7bc04a717f4c9709d317a" },
  /* Searches long enough that every candidate is visited many times, so
   * Hard plays the reply to a candidate it has already worked out again
   * (first pinned from the code before it kept them, which they then
   * passed unchanged; pinned again when its rollouts grew two plies). */
  { "/carcassonne/seeded/hard-long-search", 2, FALSE, FALSE, 5,
    { CARC_AI_HARD, CARC_AI_HARD }, 700,
    "ba796e3f568818ef7fdec9fa22b8d2e3cc0e6134e91b5bc7312856bd48eafc18" },
  { "/carcassonne/seeded/hard-long-search-abbot-river", 3, TRUE, TRUE, 13,
    { CARC_AI_HARD, CARC_AI_NORMAL, CARC_AI_HARD }, 500,
    "4138c2ef3112621a8dced62ec128a80c72a9a028ab3af8cf81a3f9e803bac715" },
};

static void
test_computer_game (gconstpointer data)
{
  const ComputerGame *game = data;
  g_autoptr(CarcState) state = tt_test_carc_new_game (game->n_players, TRUE, game->abbot, game->river,
                                         game->seed);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint64 move_seed = 1000;

  while (!carc_state_is_finished (state))
    {
      g_autoptr(GError) error = NULL;
      CarcAiParams params;
      CarcMove move;

      carc_ai_params_init (&params, game->levels[carc_state_get_current_player (state)]);
      params.seed = move_seed++;
      params.threads = 1;
      params.max_iterations = game->iterations;
      params.budget_ms = 600000;
      g_assert_true (carc_ai_choose_move (state, &params, NULL, &move, NULL, &error));
      g_assert_no_error (error);
      hash_move (sum, &move);
      g_assert_true (carc_state_apply (state, &move, NULL, &error));
      g_assert_no_error (error);
    }
  hash_scores (sum, state);
  g_assert_cmpstr (g_checksum_get_string (sum), ==, game->digest);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/seeded/random-two-farmers", test_random_two_farmers);
  g_test_add_func ("/carcassonne/seeded/random-four-abbot-river", test_random_four_abbot_river);
  g_test_add_func ("/carcassonne/seeded/random-three-no-farmers", test_random_three_no_farmers);
  for (guint i = 0; i < G_N_ELEMENTS (computer_games); i++)
    g_test_add_data_func (computer_games[i].path, &computer_games[i], test_computer_game);
  g_test_add_func ("/carcassonne/seeded/copy-into", test_copy_into);
  return g_test_run ();
}
