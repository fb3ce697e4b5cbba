/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-random.c — thousands of seeded random games, with the
 * invariants checked after every action:
 *   - resource conservation between the bank and the players
 *   - pieces on the board + pieces in supply = 15 / 5 / 4
 *   - VP recomputed from the board equals catan_state_vp()
 *   - cached road lengths equal a fresh computation; title holders qualify
 *   - the development cards in hands and deck never exceed the 25
 *   - a refused random action leaves the state byte for byte unchanged
 *   - the written record replays to the same state
 * TT_TEST_SCALE (default 1.0) scales the number of games.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "catan/catan-random.h"
#include "catan/catan-record.h"
#include "tt-test-util.h"

/* Knight and wall pieces, progress cards (54 between decks, hands and the
 * points shown), metropolises on their holders' cities. */
static void
check_ck_invariants (const CatanState *state)
{
  int n = state->options.n_players, cards = 0;

  for (int t = 0; t < 3; t++)
    {
      cards += state->progress_len[t];
      if (state->metropolis[t] >= 0)
        {
          int c = state->metropolis_corner[t];

          g_assert_cmpint (state->corner_owner[c], ==, state->metropolis[t]);
          g_assert_cmpint (state->corner_level[c], ==, 2);
          g_assert_cmpint (state->players[state->metropolis[t]].improvements[t], >=, 4);
        }
    }
  for (int p = 0; p < n; p++)
    {
      const CatanPlayer *player = &state->players[p];
      int knights[3] = { 0 }, walls = 0;

      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        cards += player->progress[k];
      cards += player->progress_vp;
      g_assert_cmpint (player->progress_vp, <=, 2);
      for (guint c = 0; c < state->board->n_corners; c++)
        if (state->corner_owner[c] == p)
          {
            if (state->knight_level[c] != 0)
              knights[state->knight_level[c] - 1]++;
            walls += state->wall[c] != 0;
            g_assert_true (state->knight_level[c] == 0 || state->corner_level[c] == 0);
            g_assert_true (!state->wall[c] || state->corner_level[c] == 2);
          }
      if (state->retreat_player == p)
        knights[state->retreat_level - 1]++;
      for (int l = 0; l < 3; l++)
        g_assert_cmpint (knights[l] + player->knights_left[l], ==, 2);
      g_assert_cmpint (walls + player->walls_left, ==, 3);
      if (state->phase != CATAN_PHASE_RESPOND)
        g_assert_cmpint (catan_state_knight_strength (state, p), >=, 0);
    }
  g_assert_cmpint (cards, ==, 54);
  g_assert_cmpint (state->barbarian, <, CATAN_BARBARIAN_STEPS);
}

static void
check_invariants (const CatanState *state)
{
  int n = state->options.n_players;
  int dev_total = state->deck_len;

  for (int r = 0; r < CATAN_N_CARDS; r++)
    {
      int total = state->bank[r];

      for (int p = 0; p < n; p++)
        total += state->players[p].cards[r];
      g_assert_cmpint (total, ==, r < CATAN_N_RESOURCES ? 19 : state->options.cities_and_knights ? 12 : 0);
    }
  if (state->options.cities_and_knights)
    check_ck_invariants (state);
  for (int p = 0; p < n; p++)
    {
      const CatanPlayer *player = &state->players[p];
      int roads = 0, settlements = 0, cities = 0, vp;

      for (guint e = 0; e < state->board->n_edges; e++)
        roads += state->edge_owner[e] == p;
      for (guint c = 0; c < state->board->n_corners; c++)
        if (state->corner_owner[c] == p)
          {
            settlements += state->corner_level[c] == 1;
            cities += state->corner_level[c] == 2;
          }
      g_assert_cmpint (roads + player->roads_left, ==, CATAN_ROADS);
      g_assert_cmpint (settlements + player->settlements_left, ==, CATAN_SETTLEMENTS);
      g_assert_cmpint (cities + player->cities_left, ==, CATAN_CITIES);
      vp = settlements + 2 * cities + player->dev[CATAN_DEV_VICTORY_POINT]
           + 2 * (state->longest_road == p) + 2 * (state->largest_army == p)
           + player->progress_vp + player->defender_vp + (state->merchant_owner == p && state->options.cities_and_knights);
      for (int t = 0; t < 3 && state->options.cities_and_knights; t++)
        vp += 2 * (state->metropolis[t] == p);
      g_assert_cmpint (vp, ==, catan_state_vp (state, p, TRUE));
      g_assert_cmpint (player->road_length, ==, catan_state_road_length (state, p));
      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        dev_total += player->dev[k];
      dev_total += player->knights_played;
      if (state->phase != CATAN_PHASE_OVER && p != state->current)
        g_assert_cmpint (catan_state_vp (state, p, TRUE), <, state->options.vp_to_win + 2);
    }
  g_assert_cmpint (dev_total, <=, CATAN_N_DEV_CARDS);
  if (state->longest_road >= 0)
    {
      int holder = state->players[state->longest_road].road_length;

      g_assert_cmpint (holder, >=, 5);
      for (int p = 0; p < n; p++)
        g_assert_cmpint (state->players[p].road_length, <=, holder);
    }
  if (state->largest_army >= 0)
    {
      int holder = state->players[state->largest_army].knights_played;

      g_assert_cmpint (holder, >=, 3);
      for (int p = 0; p < n; p++)
        if (p != state->largest_army)
          g_assert_cmpint (state->players[p].knights_played, <=, holder);
    }
  if (state->phase == CATAN_PHASE_OVER && state->winner >= 0)
    g_assert_cmpint (catan_state_vp (state, state->winner, TRUE), >=, state->options.vp_to_win);
}

/* Some action that is usually illegal: must fail without a trace, or, if
 * legal by chance, is simply not applied here. */
static void
check_refusal_is_clean (const CatanState *state, TtRng *rng)
{
  g_autoptr(CatanState) copy = catan_state_copy (state);
  CatanAction action;

  catan_action_init (&action, tt_rng_uniform (rng, CATAN_N_ACTIONS), tt_rng_uniform (rng, 4));
  action.where = (gint16) tt_rng_uniform (rng, 60);
  action.victim = (gint8) tt_rng_range (rng, -1, 3);
  action.res = (gint8) tt_rng_uniform (rng, 5);
  action.res2 = (gint8) tt_rng_uniform (rng, 5);
  action.give[tt_rng_uniform (rng, 5)] = 1;
  action.get[tt_rng_uniform (rng, 5)] = 1;
  if (!catan_state_apply (copy, &action, NULL, NULL))
    g_assert_cmpmem ((const char *) copy + offsetof (CatanState, options),
                     sizeof *copy - offsetof (CatanState, options),
                     (const char *) state + offsetof (CatanState, options),
                     sizeof *state - offsetof (CatanState, options));
}

/* Every listed action is accepted. */
static void
check_all_listed_apply (const CatanState *state, GArray *scratch)
{
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(CatanState) copy = catan_state_copy (state);

  catan_state_legal_moves (state, listed);
  for (guint i = 0; i < listed->len; i++)
    {
      g_autoptr(GError) error = NULL;
      CatanAction action = g_array_index (listed, CatanAction, i);

      catan_state_copy_into (copy, state);
      if (!catan_state_apply (copy, &action, NULL, &error))
        g_error ("listed action %s by player %d refused: %s",
                 catan_action_type_name (action.type), action.player, error->message);
    }
  (void) scratch;
}

static void
check_replay (TtRecord *record, const CatanState *state)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = tt_record_to_string (record);
  g_autoptr(TtRecord) loaded = tt_record_load_data (text, -1, "random", &error);
  g_autoptr(CatanState) replayed = NULL;

  g_assert_no_error (error);
  replayed = catan_state_replay (loaded, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpmem ((const char *) replayed + offsetof (CatanState, options),
                   sizeof *replayed - offsetof (CatanState, options),
                   (const char *) state + offsetof (CatanState, options),
                   sizeof *state - offsetof (CatanState, options));
}

static void
play_one (guint64 seed, gboolean ck, gboolean with_record, guint *finished)
{
  g_autoptr(CatanBoard) board = catan_board_new_random (seed);
  CatanOptions options = { .n_players = (guint8) (3 + seed % 2), .turn_cap = 400,
                           .cities_and_knights = ck };
  g_autoptr(CatanState) state = catan_state_new (board, &options, seed, NULL);
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (CatanEvent));
  g_autoptr(TtRecord) record = NULL;
  CatanAction action;
  TtRng policy;

  tt_rng_init (&policy, ~seed);
  if (with_record)
    {
      record = catan_record_new (state, seed);
      for (int p = 0; p < options.n_players; p++)
        {
          g_autofree char *name = g_strdup_printf ("P%d", p);

          tt_record_add_player (record, name, NULL);
        }
    }
  while (catan_random_pick (state, &policy, scratch, &action))
    {
      g_autoptr(GError) error = NULL;

      if (tt_rng_uniform (&policy, 8) == 0)
        check_refusal_is_clean (state, &policy);
      if (tt_rng_uniform (&policy, 40) == 0)
        check_all_listed_apply (state, scratch);
      g_array_set_size (events, 0);
      catan_state_apply (state, &action, events, &error);
      g_assert_no_error (error);
      check_invariants (state);
      if (record != NULL)
        {
          g_autoptr(JsonObject) move = catan_move_to_json (state, &action);

          tt_record_append_move (record, move);
        }
    }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_OVER);
  *finished += state->winner >= 0;
  if (record != NULL)
    check_replay (record, state);
}

static void
test_random_games (void)
{
  guint n_games = (guint) MAX (20, 2000 * test_scale ());
  guint finished = 0;

  for (guint i = 0; i < n_games; i++)
    play_one (1000 + i, FALSE, i % 20 == 0, &finished);
  g_test_message ("%u of %u random games finished within the turn cap", finished, n_games);
  /* Random players do finish most games within 400 turns. */
  g_assert_cmpuint (finished, >, n_games / 2);
}

static void
test_random_ck_games (void)
{
  guint n_games = (guint) MAX (10, 200 * test_scale ());
  guint finished = 0;

  for (guint i = 0; i < n_games; i++)
    play_one (5000 + i, TRUE, i % 10 == 0, &finished);
  g_test_message ("%u of %u random Cities & Knights games finished within the turn cap", finished, n_games);
  g_assert_cmpuint (finished, >, n_games / 2);
}

/* The turn counter was 16 bits: a replay past turn 65,535 (no turn cap)
 * started again at 0. Jump close to the edge and play one more turn. */
static void
test_turn_counter_does_not_wrap (void)
{
  g_autoptr(CatanBoard) board = catan_board_new_random (7);
  CatanOptions options = { .n_players = 3 };
  g_autoptr(CatanState) state = catan_state_new (board, &options, 7, NULL);
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  gboolean jumped = FALSE;
  CatanAction action;
  TtRng policy;

  tt_rng_init (&policy, 7);
  while (state->turn <= (guint) G_MAXUINT16 && catan_random_pick (state, &policy, scratch, &action))
    {
      g_autoptr(GError) error = NULL;

      if (!jumped && state->turn == 3)
        {
          state->turn = G_MAXUINT16;
          jumped = TRUE;
        }
      g_assert_true (catan_state_apply (state, &action, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_true (jumped);
  g_assert_cmpuint (state->turn, ==, (guint) G_MAXUINT16 + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/random/turn-counter-does-not-wrap", test_turn_counter_does_not_wrap);
  g_test_add_func ("/catan/random/games", test_random_games);
  g_test_add_func ("/catan/random/ck-games", test_random_ck_games);
  return g_test_run ();
}
