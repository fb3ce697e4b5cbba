/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-why.c — the build bar's costs and reasons agree with the
 * rules: a build is offered exactly when the engine has a legal move for
 * it, its cost is what apply() takes, and each reason is the one a player
 * would give (whose turn, the dice, the pieces, the cards, the place). */
#include "config.h"

#include "catan-why.h"

static CatanState *
new_game (gboolean cities_and_knights)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  CatanOptions options = { .n_players = 4, .vp_to_win = cities_and_knights ? 13 : 10,
                           .cities_and_knights = cities_and_knights };
  CatanState *state;

  g_assert_no_error (error);
  state = catan_state_new (board, &options, 2024, &error);
  g_assert_no_error (error);
  return state;
}

/* Random legal moves (no trade offers) until the current player may build. */
static void
play_to_main (CatanState *state,
              GRand      *rand,
              guint       extra_turns)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  guint turns = 0;

  for (guint step = 0; step < 5000; step++)
    {
      CatanAction action;
      guint tries = 0;

      if (state->phase == CATAN_PHASE_MAIN && turns >= extra_turns)
        return;
      catan_state_legal_moves (state, legal);
      g_assert_cmpuint (legal->len, >, 0);
      do
        action = g_array_index (legal, CatanAction, g_rand_int_range (rand, 0, legal->len));
      while (action.type == CATAN_ACTION_OFFER && ++tries < 20);
      if (state->phase == CATAN_PHASE_MAIN)
        for (guint i = 0; i < legal->len; i++)
          if (g_array_index (legal, CatanAction, i).type == CATAN_ACTION_END_TURN)
            action = g_array_index (legal, CatanAction, i);
      turns += action.type == CATAN_ACTION_END_TURN;
      g_assert_true (catan_state_apply (state, &action, NULL, NULL));
    }
  g_assert_not_reached ();
}

static void
check (const CatanState *state,
       int               player,
       CatanBuild        build,
       CatanBuildCheck  *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));

  catan_state_legal_moves (state, legal);
  catan_build_check (state, player, build, legal, out);
}

static void
give_exactly (CatanState   *state,
              int           player,
              const guint8 *cards)
{
  for (int i = 0; i < CATAN_N_CARDS; i++)
    {
      state->bank[i] += state->players[player].cards[i];
      state->players[player].cards[i] = cards[i];
      state->bank[i] -= cards[i];
    }
}

static gboolean
first_move (const CatanState *state,
            int               player,
            CatanBuild        build,
            CatanAction      *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));

  catan_state_legal_moves (state, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const CatanAction *action = &g_array_index (legal, CatanAction, i);

      if (action->type == catan_build_action (build) && action->player == player
          && (build < CATAN_BUILD_IMPROVE_SCIENCE || action->res == (int) build - CATAN_BUILD_IMPROVE_SCIENCE))
        {
          *out = *action;
          return TRUE;
        }
    }
  return FALSE;
}

/* With exactly the cost in hand a build with a legal place is offered and
 * apply() takes exactly that; one card short it is refused for the cost. */
static void
check_cost_agrees (CatanState *state,
                   CatanBuild  build)
{
  int me = state->current;
  CatanBuildCheck result;
  CatanAction move;
  guint8 cost[CATAN_N_CARDS], short_hand[CATAN_N_CARDS];
  int lacking = -1;
  g_autoptr(CatanState) copy = NULL;
  g_autoptr(GError) error = NULL;

  check (state, me, build, &result);
  memcpy (cost, result.cost, sizeof cost);
  give_exactly (state, me, cost);
  check (state, me, build, &result);
  if (result.why == CATAN_WHY_NO_SPOT)
    {
      g_test_message ("%s: no place to build here", catan_build_name (build));
      return;   /* nowhere to build in this position: nothing to compare */
    }
  g_assert_cmpstr (catan_why_name (result.why), ==, "ok");
  g_assert_true (first_move (state, me, build, &move));
  copy = catan_state_copy (state);
  g_assert_true (catan_state_apply (copy, &move, NULL, &error));
  g_assert_no_error (error);
  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (build != CATAN_BUILD_DEV_CARD)
      g_assert_cmpint (copy->players[me].cards[i], ==, 0);

  memcpy (short_hand, cost, sizeof short_hand);
  for (int i = 0; i < CATAN_N_CARDS && lacking < 0; i++)
    if (short_hand[i])
      {
        short_hand[i]--;
        lacking = i;
      }
  give_exactly (state, me, short_hand);
  check (state, me, build, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "missing-cards");
  for (int i = 0; i < CATAN_N_CARDS; i++)
    g_assert_cmpint (result.missing[i], ==, i == lacking);
  g_clear_error (&error);
  g_assert_false (catan_state_apply (state, &move, NULL, &error));
  g_assert_error (error, CATAN_STATE_ERROR, CATAN_ERROR_COST);
}

static void
test_base_costs (void)
{
  static const CatanBuild builds[] = { CATAN_BUILD_ROAD, CATAN_BUILD_CITY, CATAN_BUILD_DEV_CARD, CATAN_BUILD_SETTLEMENT };
  GRand *rand = g_rand_new_with_seed (3);

  for (guint i = 0; i < G_N_ELEMENTS (builds); i++)
    {
      g_autoptr(CatanState) state = new_game (FALSE);

      play_to_main (state, rand, 0);
      check_cost_agrees (state, builds[i]);
    }
  g_rand_free (rand);
}

static void
test_ck_costs (void)
{
  static const CatanBuild builds[] = { CATAN_BUILD_ROAD, CATAN_BUILD_CITY, CATAN_BUILD_KNIGHT,
                                       CATAN_BUILD_WALL, CATAN_BUILD_IMPROVE_SCIENCE };
  GRand *rand = g_rand_new_with_seed (4);

  for (guint i = 0; i < G_N_ELEMENTS (builds); i++)
    {
      g_autoptr(CatanState) state = new_game (TRUE);
      CatanBuildCheck result;

      play_to_main (state, rand, 0);
      check (state, state->current, builds[i], &result);
      g_assert_cmpstr (catan_why_name (result.why), !=, "not-in-game");
      check_cost_agrees (state, builds[i]);
    }
  g_rand_free (rand);
}

static void
test_reasons (void)
{
  g_autoptr(CatanState) state = new_game (FALSE);
  g_autoptr(CatanState) ck = new_game (TRUE);
  GRand *rand = g_rand_new_with_seed (5);
  CatanBuildCheck result;
  int me, other;

  /* setup: the snake placement comes first */
  check (state, 0, CATAN_BUILD_CITY, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "wait");
  check (state, 0, CATAN_BUILD_KNIGHT, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "not-in-game");
  check (ck, 0, CATAN_BUILD_DEV_CARD, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "not-in-game");

  play_to_main (state, rand, 0);
  me = state->current;
  other = (me + 1) % state->options.n_players;
  give_exactly (state, other, (guint8[CATAN_N_CARDS]) { 1, 1, 0, 0, 0 });
  check (state, other, CATAN_BUILD_ROAD, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "not-your-turn");

  give_exactly (state, me, (guint8[CATAN_N_CARDS]) { 0, 0, 0, 0, 0 });
  check (state, me, CATAN_BUILD_ROAD, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "missing-cards");
  g_assert_cmpint (result.missing[CATAN_BRICK], ==, 1);
  g_assert_cmpint (result.missing[CATAN_LUMBER], ==, 1);

  give_exactly (state, me, (guint8[CATAN_N_CARDS]) { 1, 1, 0, 0, 0 });
  state->players[me].roads_left = 0;
  check (state, me, CATAN_BUILD_ROAD, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "no-pieces");

  give_exactly (state, me, (guint8[CATAN_N_CARDS]) { 0, 0, 1, 1, 1 });
  state->deck_len = 0;
  check (state, me, CATAN_BUILD_DEV_CARD, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "deck-empty");

  /* the next player's turn starts with the dice */
  state->phase = CATAN_PHASE_ROLL;
  check (state, me, CATAN_BUILD_CITY, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "roll-first");

  /* Cities & Knights: the improvement tracks */
  play_to_main (ck, rand, 0);
  me = ck->current;
  give_exactly (ck, me, (guint8[CATAN_N_CARDS]) { 0, 0, 0, 0, 0, 5, 5, 5 });
  check (ck, me, CATAN_BUILD_IMPROVE_TRADE, &result);
  g_assert_cmpint (result.cost[CATAN_CLOTH], ==, ck->players[me].improvements[1] + 1);
  ck->players[me].improvements[1] = 5;
  check (ck, me, CATAN_BUILD_IMPROVE_TRADE, &result);
  g_assert_cmpstr (catan_why_name (result.why), ==, "track-complete");
  g_rand_free (rand);
}

/* In random positions of both games, for every player and build: offered
 * exactly when a legal move exists, and a missing-cards answer is right
 * about the cards. */
static void
test_agrees_with_legal_moves (void)
{
  GRand *rand = g_rand_new_with_seed (6);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));

  for (guint game = 0; game < 12; game++)
    {
      g_autoptr(CatanState) state = new_game (game % 2);

      play_to_main (state, rand, g_rand_int_range (rand, 0, 30));
      catan_state_legal_moves (state, legal);
      for (int p = 0; p < state->options.n_players; p++)
        for (int b = 0; b < CATAN_N_BUILDS; b++)
          {
            CatanBuildCheck result;

            catan_build_check (state, p, b, legal, &result);
            g_assert_cmpint (result.why == CATAN_WHY_OK, ==, result.n_moves > 0);
            if (result.why == CATAN_WHY_MISSING_CARDS)
              {
                gboolean short_of_something = FALSE;

                for (int i = 0; i < CATAN_N_CARDS; i++)
                  {
                    g_assert_cmpint (result.missing[i], ==,
                                     MAX (0, result.cost[i] - state->players[p].cards[i]));
                    short_of_something |= result.missing[i] > 0;
                  }
                g_assert_true (short_of_something);
              }
          }
    }
  g_rand_free (rand);
}

static void
test_dev_cards (void)
{
  g_autoptr(CatanState) state = new_game (FALSE);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  GRand *rand = g_rand_new_with_seed (7);
  CatanPlayer *p;
  int me;

  play_to_main (state, rand, 0);
  me = state->current;
  p = &state->players[me];
  memset (p->dev, 0, sizeof p->dev);
  memset (p->dev_new, 0, sizeof p->dev_new);
  catan_state_legal_moves (state, legal);
  g_assert_cmpint (catan_dev_play_check (state, me, CATAN_DEV_MONOPOLY, legal), ==, CATAN_PLAY_NONE_IN_HAND);

  p->dev[CATAN_DEV_MONOPOLY] = 1;
  p->dev_new[CATAN_DEV_MONOPOLY] = 1;
  catan_state_legal_moves (state, legal);
  g_assert_cmpint (catan_dev_play_check (state, me, CATAN_DEV_MONOPOLY, legal), ==, CATAN_PLAY_BOUGHT_THIS_TURN);

  p->dev_new[CATAN_DEV_MONOPOLY] = 0;
  catan_state_legal_moves (state, legal);
  g_assert_cmpint (catan_dev_play_check (state, me, CATAN_DEV_MONOPOLY, legal), ==, CATAN_PLAY_OK);
  g_assert_cmpint (catan_dev_play_check (state, (me + 1) % 4, CATAN_DEV_MONOPOLY, legal), ==,
                   CATAN_PLAY_NONE_IN_HAND);

  state->dev_played = TRUE;
  catan_state_legal_moves (state, legal);
  g_assert_cmpint (catan_dev_play_check (state, me, CATAN_DEV_MONOPOLY, legal), ==, CATAN_PLAY_ALREADY_PLAYED);

  p->dev[CATAN_DEV_VICTORY_POINT] = 1;
  g_assert_cmpint (catan_dev_play_check (state, me, CATAN_DEV_VICTORY_POINT, legal), ==, CATAN_PLAY_KEPT_HIDDEN);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catan/why/base-costs", test_base_costs);
  g_test_add_func ("/catan/why/ck-costs", test_ck_costs);
  g_test_add_func ("/catan/why/reasons", test_reasons);
  g_test_add_func ("/catan/why/agrees-with-legal-moves", test_agrees_with_legal_moves);
  g_test_add_func ("/catan/why/dev-cards", test_dev_cards);
  return g_test_run ();
}
