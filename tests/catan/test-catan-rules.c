/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-rules.c — rules that are easier to set up by editing a state
 * than by playing a record to them (the state is a plain struct), plus the
 * API promises: failed actions change nothing, views hide hands. */
#include "config.h"

#include <string.h>

#include "catan/catan-record.h"

static const char * const setup_moves[][3] = {
  { "0", "0,-1,N", "0,-1,NE" }, { "1", "-1,0,S", "-1,0,SE" }, { "2", "1,0,S", "1,0,SE" },
  { "2", "2,-1,S", "2,-1,SE" }, { "1", "-1,-1,S", "-2,0,NE" }, { "0", "0,1,S", "0,1,SE" },
};

static void
apply_ok (CatanState *state, CatanAction *action)
{
  g_autoptr(GError) error = NULL;

  catan_state_apply (state, action, NULL, &error);
  g_assert_no_error (error);
}

static void
apply_fails (CatanState *state, CatanAction *action, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autofree CatanState *before = g_memdup2 (state, sizeof *state);

  g_assert_false (catan_state_apply (state, action, NULL, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected \"%s\" in: %s", fragment, error->message);
  /* A refused action leaves the state untouched. */
  g_assert_cmpmem (before, sizeof *before, state, sizeof *state);
}

static void
act (CatanState *state, CatanActionType type, int player, int where)
{
  CatanAction action;

  catan_action_init (&action, type, player);
  action.where = (gint16) where;
  apply_ok (state, &action);
}

static int
corner (CatanState *state, const char *name)
{
  int c = catan_board_parse_corner (state->board, name);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static int
edge (CatanState *state, const char *name)
{
  int e = catan_board_parse_edge (state->board, name);

  g_assert_cmpint (e, >=, 0);
  return e;
}

static CatanState *
new_game_with (gboolean cities_and_knights)
{
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", NULL);
  CatanOptions options = { .n_players = 3, .cities_and_knights = cities_and_knights };
  CatanState *state = catan_state_new (board, &options, 7, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (setup_moves); i++)
    {
      int p = atoi (setup_moves[i][0]);

      act (state, CATAN_ACTION_SETTLE, p, corner (state, setup_moves[i][1]));
      act (state, CATAN_ACTION_ROAD, p, edge (state, setup_moves[i][2]));
    }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_ROLL);
  return state;
}

static CatanState *
new_game_after_setup (void)
{
  return new_game_with (FALSE);
}

static void
roll (CatanState *state, int white, int red)
{
  CatanAction action;

  catan_action_init (&action, CATAN_ACTION_ROLL, state->current);
  action.dice[0] = (guint8) white;
  action.dice[1] = (guint8) red;
  apply_ok (state, &action);
}

static void
give (CatanState *state, int player, int card, int n)
{
  state->players[player].cards[card] += (guint8) n;
  state->bank[card] -= (guint8) n;
}

/* Gives `player` roads along the named edges without paying. */
static void
lay_roads (CatanState *state, int player, const char * const *edges)
{
  for (; *edges != NULL; edges++)
    {
      state->edge_owner[edge (state, *edges)] = (gint8) player;
      state->players[player].roads_left--;
    }
  state->players[player].road_length = (guint8) catan_state_road_length (state, player);
}

/* Seed: 10 points win only on your own turn. A player who reaches the
 * target during another player's turn wins when their own turn begins. */
static void
test_win_only_on_own_turn (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();

  state->players[1].dev[CATAN_DEV_VICTORY_POINT] = 8;   /* 2 settlements + 8 = 10 */
  roll (state, 3, 3);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpint (catan_state_vp (state, 1, TRUE), ==, 10);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_OVER);
  g_assert_cmpint (state->winner, ==, 1);
}

/* Published rule: an equal road does not take the title from the holder. */
static void
test_longest_road_tie_keeps_holder (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  static const char * const p2_roads[] = { "1,0,NE", "1,-1,E", "1,-1,NE", NULL };
  static const char * const p1_roads[] = { "-1,1,NE", "-1,1,E", "-1,1,SE", NULL };

  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 1, -1);
  roll (state, 3, 3);
  lay_roads (state, 2, p2_roads);
  give (state, 2, CATAN_BRICK, 1);
  give (state, 2, CATAN_LUMBER, 1);
  act (state, CATAN_ACTION_ROAD, 2, edge (state, "1,-2,E"));
  g_assert_cmpint (state->players[2].road_length, ==, 5);
  g_assert_cmpint (state->longest_road, ==, 2);
  act (state, CATAN_ACTION_END_TURN, 2, -1);

  /* Player 0 builds nothing; player 1 draws level at 5: no change. */
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  roll (state, 3, 3);
  lay_roads (state, 1, p1_roads);
  give (state, 1, CATAN_BRICK, 2);
  give (state, 1, CATAN_LUMBER, 2);
  act (state, CATAN_ACTION_ROAD, 1, edge (state, "-2,2,E"));
  g_assert_cmpint (state->players[1].road_length, ==, 5);
  g_assert_cmpint (state->longest_road, ==, 2);
  /* One more makes it strictly longer. */
  act (state, CATAN_ACTION_ROAD, 1, edge (state, "-2,2,SE"));
  g_assert_cmpint (state->players[1].road_length, ==, 6);
  g_assert_cmpint (state->longest_road, ==, 1);
}

/* Published rule: when the holder's road is broken and two others tie for
 * the longest road, nobody holds the title. */
static void
test_longest_road_broken_tie_nobody (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  static const char * const p2_roads[] = { "1,0,NE", "1,-1,E", "1,-1,NE", "1,-2,E", "1,-2,NE", NULL };
  static const char * const p1_roads[] = { "-1,1,NE", "-1,1,E", "-1,1,SE", "-2,2,E", NULL };
  static const char * const p0_roads[] = { "0,2,NE", "1,1,SE", "1,1,E", "2,0,SE", NULL };

  lay_roads (state, 2, p2_roads);
  lay_roads (state, 1, p1_roads);
  lay_roads (state, 0, p0_roads);
  g_assert_cmpint (state->players[2].road_length, ==, 6);
  g_assert_cmpint (state->players[1].road_length, ==, 5);
  g_assert_cmpint (state->players[0].road_length, ==, 5);
  state->longest_road = 2;
  roll (state, 3, 3);
  give (state, 0, CATAN_BRICK, 2);
  give (state, 0, CATAN_LUMBER, 2);
  give (state, 0, CATAN_WOOL, 1);
  give (state, 0, CATAN_GRAIN, 1);
  act (state, CATAN_ACTION_ROAD, 0, edge (state, "1,-2,SE"));
  g_assert_cmpint (state->longest_road, ==, 2);
  /* Player 0's settlement cuts player 2's road to 4; players 0 and 1 tie
   * at 5, so the title is set aside. */
  act (state, CATAN_ACTION_SETTLE, 0, corner (state, "1,-1,N"));
  g_assert_cmpint (state->players[2].road_length, ==, 4);
  g_assert_cmpint (state->players[0].road_length, ==, 5);
  g_assert_cmpint (state->longest_road, ==, -1);
}

/* Published rule: Largest Army needs strictly more knights than the holder. */
static void
test_largest_army_strictly_more (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  CatanAction action;

  state->players[0].knights_played = 3;
  state->largest_army = 0;
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  state->players[1].knights_played = 2;
  state->players[1].dev[CATAN_DEV_KNIGHT] = 2;
  act (state, CATAN_ACTION_PLAY_KNIGHT, 1, -1);
  catan_action_init (&action, CATAN_ACTION_ROBBER, 1);
  action.where = (gint16) catan_board_parse_hex (state->board, "-2,2");
  apply_ok (state, &action);
  g_assert_cmpint (state->players[1].knights_played, ==, 3);
  g_assert_cmpint (state->largest_army, ==, 0);
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 1, -1);
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 2, -1);
  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  act (state, CATAN_ACTION_PLAY_KNIGHT, 1, -1);
  action.where = (gint16) catan_board_parse_hex (state->board, "0,0");
  apply_ok (state, &action);
  g_assert_cmpint (state->largest_army, ==, 1);
  g_assert_cmpint (catan_state_vp (state, 1, TRUE), ==, 4);
}

/* Seed: 15 roads, 5 settlements, 4 cities per player. */
static void
test_piece_limits (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  CatanAction action;

  roll (state, 3, 3);
  give (state, 0, CATAN_BRICK, 2);
  give (state, 0, CATAN_LUMBER, 2);
  give (state, 0, CATAN_WOOL, 1);
  give (state, 0, CATAN_GRAIN, 3);
  give (state, 0, CATAN_ORE, 3);
  state->players[0].roads_left = 0;
  catan_action_init (&action, CATAN_ACTION_ROAD, 0);
  action.where = (gint16) edge (state, "1,-2,SE");
  apply_fails (state, &action, "all 15 of your roads");
  state->players[0].roads_left = 1;
  apply_ok (state, &action);
  state->players[0].settlements_left = 0;
  catan_action_init (&action, CATAN_ACTION_SETTLE, 0);
  action.where = (gint16) corner (state, "1,-1,N");
  apply_fails (state, &action, "all 5 of your settlements");
  state->players[0].cities_left = 0;
  catan_action_init (&action, CATAN_ACTION_CITY, 0);
  action.where = (gint16) corner (state, "0,-1,N");
  apply_fails (state, &action, "all 4 of your cities");
  /* A city returns the settlement to the supply. */
  state->players[0].cities_left = 1;
  apply_ok (state, &action);
  g_assert_cmpint (state->players[0].settlements_left, ==, 1);
  g_assert_cmpint (state->players[0].cities_left, ==, 0);
}

static void
test_robber_without_victims (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  CatanAction action;

  roll (state, 3, 4);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_ROBBER);
  /* Player 0 robs nobody on a hex touching only themself. */
  catan_action_init (&action, CATAN_ACTION_ROBBER, 0);
  action.where = (gint16) catan_board_parse_hex (state->board, "0,-2");
  action.victim = 0;
  apply_fails (state, &action, "another player");
  action.victim = -1;
  apply_ok (state, &action);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
}

/* The view shows one's own hand, only counts of the others', and not the
 * order of the development deck. */
static void
test_view_hides (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  g_autoptr(CatanState) view = NULL;
  gboolean sorted = TRUE;

  state->players[1].dev[CATAN_DEV_VICTORY_POINT] = 1;
  view = catan_state_view (state, 0);
  g_assert_cmpmem (view->players[0].cards, CATAN_N_CARDS, state->players[0].cards, CATAN_N_CARDS);
  for (int i = 0; i < CATAN_N_CARDS; i++)
    g_assert_cmpint (view->players[1].cards[i], ==, 0);
  g_assert_cmpint (view->players[1].hidden_cards, ==, 3);
  g_assert_cmpint (catan_state_hand_size (view, 1), ==, 3);
  g_assert_cmpint (view->players[1].dev[CATAN_DEV_VICTORY_POINT], ==, 0);
  g_assert_cmpint (view->players[1].hidden_dev, ==, 1);
  g_assert_cmpint (catan_state_vp (view, 1, TRUE), ==, 2);
  g_assert_cmpint (catan_state_vp (state, 1, TRUE), ==, 3);
  for (int i = 1; i < view->deck_len; i++)
    sorted &= view->deck[i - 1] <= view->deck[i];
  g_assert_true (sorted);
  g_assert_false (memcmp (view->deck, state->deck, state->deck_len) == 0);
}

/* Robbing in a player's view (the game review judges moves there): the
 * card comes from the victim's cards of unknown kind and stays unknown;
 * one card moves, nothing is read outside the hand. */
static void
test_rob_in_view (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  g_autoptr(CatanState) view = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  gboolean robbed = FALSE;

  state->players[0].dev[CATAN_DEV_KNIGHT] = 1;
  act (state, CATAN_ACTION_PLAY_KNIGHT, 0, -1);
  view = catan_state_view (state, 0);
  catan_state_legal_moves (view, moves);
  for (guint i = 0; i < moves->len && !robbed; i++)
    {
      CatanAction action = g_array_index (moves, CatanAction, i);
      g_autoptr(CatanState) after = NULL;
      int victim = action.victim;

      if (action.type != CATAN_ACTION_ROBBER || victim < 0)
        continue;
      after = catan_state_copy (view);
      apply_ok (after, &action);
      g_assert_cmpint (catan_state_hand_size (after, victim), ==, catan_state_hand_size (view, victim) - 1);
      g_assert_cmpint (catan_state_hand_size (after, 0), ==, catan_state_hand_size (view, 0) + 1);
      g_assert_cmpint (after->players[victim].hidden_cards, ==, view->players[victim].hidden_cards - 1);
      robbed = TRUE;
    }
  g_assert_true (robbed);
}

/* Published rule: development cards may be played before the roll; the
 * robber then returns to the roll phase. */
static void
test_knight_before_roll (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  CatanAction action;

  state->players[0].dev[CATAN_DEV_KNIGHT] = 1;
  act (state, CATAN_ACTION_PLAY_KNIGHT, 0, -1);
  catan_action_init (&action, CATAN_ACTION_ROBBER, 0);
  action.where = (gint16) catan_board_parse_hex (state->board, "-2,2");
  apply_ok (state, &action);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_ROLL);
  catan_action_init (&action, CATAN_ACTION_END_TURN, 0);
  apply_fails (state, &action, "phase");
}

/* Seed: 54 progress cards, 18 per colour, with these counts. */
static void
test_ck_progress_decks (void)
{
  static const int counts[CATAN_N_PROGRESS] = {
    2, 2, 2, 2, 1, 2, 1, 2, 2, 2, 2, 2, 1, 2, 2, 3, 2, 2, 2, 6, 2, 2, 2, 2, 4
  };
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", NULL);
  CatanOptions options = { .n_players = 4, .cities_and_knights = TRUE };
  g_autoptr(CatanState) state = catan_state_new (board, &options, 3, NULL);
  g_autoptr(CatanState) view = NULL;
  int seen[CATAN_N_PROGRESS] = { 0 };

  g_assert_cmpint (state->options.vp_to_win, ==, 13);
  g_assert_cmpint (state->deck_len, ==, 0);
  for (int t = 0; t < 3; t++)
    {
      g_assert_cmpint (state->progress_len[t], ==, 18);
      for (int i = 0; i < 18; i++)
        {
          int card = state->progress_deck[t][i];

          seen[card]++;
          g_assert_cmpint (catan_progress_track (card), ==, t);
        }
    }
  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    g_assert_cmpint (seen[k], ==, counts[k]);
  for (int c = CATAN_PAPER; c <= CATAN_COIN; c++)
    g_assert_cmpint (state->bank[c], ==, 12);

  /* A view hides the others' progress cards and the order of the decks. */
  state->players[1].progress[CATAN_PROGRESS_SPY] = 1;
  view = catan_state_view (state, 0);
  g_assert_cmpint (view->players[1].progress[CATAN_PROGRESS_SPY], ==, 0);
  g_assert_cmpint (view->players[1].hidden_progress, ==, 1);
  for (int t = 0; t < 3; t++)
    for (int i = 1; i < 18; i++)
      g_assert_cmpint (view->progress_deck[t][i - 1], <=, view->progress_deck[t][i]);
}

/* Cities & Knights actions are refused in the base game. */
static void
test_ck_actions_need_option (void)
{
  g_autoptr(CatanState) state = new_game_after_setup ();
  CatanAction action;

  roll (state, 3, 3);
  catan_action_init (&action, CATAN_ACTION_BUILD_KNIGHT, 0);
  action.where = (gint16) corner (state, "1,-2,S");
  apply_fails (state, &action, "belongs to Cities & Knights");
}

/* Published rule (FAQ): a 4th or 5th improvement level needs a city that
 * can take the metropolis. */
static void
test_ck_metropolis_needs_city (void)
{
  g_autoptr(CatanState) state = new_game_with (TRUE);
  int city = corner (state, "-1,-1,S");
  CatanAction action;

  roll (state, 3, 3);
  act (state, CATAN_ACTION_END_TURN, 0, -1);
  roll (state, 3, 3);
  state->players[1].improvements[CATAN_TRACK_SCIENCE] = 4;
  state->metropolis[CATAN_TRACK_SCIENCE] = 1;
  state->metropolis_corner[CATAN_TRACK_SCIENCE] = (gint16) city;
  state->players[1].improvements[CATAN_TRACK_TRADE] = 3;
  give (state, 1, CATAN_CLOTH, 4);
  catan_action_init (&action, CATAN_ACTION_IMPROVE, 1);
  action.res = CATAN_TRACK_TRADE;
  apply_fails (state, &action, "without a metropolis");
  /* A second city makes room for the trade metropolis. */
  state->corner_level[corner (state, "-1,0,S")] = 2;
  state->players[1].settlements_left++;
  state->players[1].cities_left--;
  apply_ok (state, &action);
  g_assert_cmpint (state->metropolis[CATAN_TRACK_TRADE], ==, 1);
  g_assert_cmpint (state->metropolis_corner[CATAN_TRACK_TRADE], ==, corner (state, "-1,0,S"));
  g_assert_cmpint (catan_state_vp (state, 1, TRUE), ==, 2 + 2 + 2 + 2);
}

static void
test_event_redact (void)
{
  CatanEvent stole = { .type = CATAN_EVENT_STOLE, .player = 0, .other = 2, .a = CATAN_ORE };
  CatanEvent bought = { .type = CATAN_EVENT_DEV_BOUGHT, .player = 1, .a = CATAN_DEV_KNIGHT };
  CatanEvent copy = stole;

  catan_event_redact (&copy, 2);
  g_assert_cmpint (copy.a, ==, CATAN_ORE);
  copy = stole;
  catan_event_redact (&copy, 1);
  g_assert_cmpint (copy.a, ==, -1);
  copy = bought;
  catan_event_redact (&copy, 1);
  g_assert_cmpint (copy.a, ==, CATAN_DEV_KNIGHT);
  copy = bought;
  catan_event_redact (&copy, 0);
  g_assert_cmpint (copy.a, ==, -1);
}

/* Replays the first n moves of a record in tests/records/catan/
 * (all but `drop` of them). */
static CatanState *
replay_record_head (const char *name, guint drop)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root != NULL ? root : "..", "tests", "records", "catan", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
  CatanState *state;
  int failed = -1;

  g_assert_no_error (error);
  tt_record_truncate_moves (record, tt_record_get_n_moves (record) - drop);
  state = catan_state_replay (record, &failed, &error);
  g_assert_no_error (error);
  return state;
}

/* Counts the legal actions of a type at a place (victim: -2 any). */
static guint
count_legal (const CatanState *state, CatanActionType type, int where, int victim)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  guint n = 0;

  catan_state_legal_moves (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CatanAction *a = &g_array_index (actions, CatanAction, i);

      n += a->type == type && a->where == where && (victim == -2 || a->victim == victim);
    }
  return n;
}

/* Seed: a knight on the robber's hex makes nobody a victim; the legal
 * list offers the robber there without a victim and never with one. */
static void
test_ck_legal_robber_ignores_knights (void)
{
  g_autoptr(CatanState) state = replay_record_head ("ck-robber-knight-not-victim.json", 1);
  int hex = catan_board_parse_hex (state->board, "1,-1");

  g_assert_cmpint (state->phase, ==, CATAN_PHASE_ROBBER);
  g_assert_cmpuint (count_legal (state, CATAN_ACTION_ROBBER, hex, -1), ==, 1);
  g_assert_cmpuint (count_legal (state, CATAN_ACTION_ROBBER, hex, -2), ==, 1);
}

/* Published rule: the legal list offers a displaced knight only the free
 * corners connected to where it stood, or leaving when there are none. */
static void
test_ck_legal_retreats_connected (void)
{
  g_autoptr(CatanState) pushed = replay_record_head ("ck-knight-displace-retreat.json", 2);
  g_autoptr(CatanState) blocked = replay_record_head ("ck-knight-retreat-none.json", 2);

  g_assert_cmpuint (count_legal (pushed, CATAN_ACTION_RETREAT, corner (pushed, "1,-2,S"), -2), ==, 1);
  g_assert_cmpuint (count_legal (pushed, CATAN_ACTION_RETREAT, corner (pushed, "0,2,N"), -2), ==, 0);
  g_assert_cmpuint (count_legal (pushed, CATAN_ACTION_RETREAT, -1, -2), ==, 0);
  g_assert_cmpuint (count_legal (blocked, CATAN_ACTION_RETREAT, corner (blocked, "0,2,N"), -2), ==, 0);
  g_assert_cmpuint (count_legal (blocked, CATAN_ACTION_RETREAT, -1, -2), ==, 1);
}

/* A generic harbour is 3:1 for every card, commodities too; only a
 * resource's own harbour gives 2:1 (the generic kind once counted as paper's). */
static void
test_ck_generic_harbour_is_three (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  CatanOptions options = { .n_players = 3, .vp_to_win = 13, .cities_and_knights = TRUE };
  g_autoptr(CatanState) state = catan_state_new (board, &options, 5, &error);
  int generic = -1;

  g_assert_no_error (error);
  for (guint i = 0; i < board->n_harbours && generic < 0; i++)
    if (board->harbours[i].kind == CATAN_HARBOUR_GENERIC)
      generic = board->edges[board->harbours[i].edge].corners[0];
  g_assert_cmpint (generic, >=, 0);
  state->corner_owner[generic] = 0;
  state->corner_level[generic] = 1;
  for (int card = 0; card < CATAN_N_CARDS; card++)
    g_assert_cmpint (catan_state_trade_ratio (state, 0, card), ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/rules/win-only-on-own-turn", test_win_only_on_own_turn);
  g_test_add_func ("/catan/rules/longest-road-tie-keeps-holder", test_longest_road_tie_keeps_holder);
  g_test_add_func ("/catan/rules/longest-road-broken-tie", test_longest_road_broken_tie_nobody);
  g_test_add_func ("/catan/rules/largest-army-strictly-more", test_largest_army_strictly_more);
  g_test_add_func ("/catan/rules/piece-limits", test_piece_limits);
  g_test_add_func ("/catan/rules/rob-in-view", test_rob_in_view);
  g_test_add_func ("/catan/rules/robber-without-victims", test_robber_without_victims);
  g_test_add_func ("/catan/rules/view-hides", test_view_hides);
  g_test_add_func ("/catan/rules/knight-before-roll", test_knight_before_roll);
  g_test_add_func ("/catan/rules/ck-progress-decks", test_ck_progress_decks);
  g_test_add_func ("/catan/rules/ck-actions-need-option", test_ck_actions_need_option);
  g_test_add_func ("/catan/rules/event-redact", test_event_redact);
  g_test_add_func ("/catan/rules/ck-metropolis-needs-city", test_ck_metropolis_needs_city);
  g_test_add_func ("/catan/rules/ck-generic-harbour-is-three", test_ck_generic_harbour_is_three);
  g_test_add_func ("/catan/rules/ck-legal-robber-ignores-knights", test_ck_legal_robber_ignores_knights);
  g_test_add_func ("/catan/rules/ck-legal-retreats-connected", test_ck_legal_retreats_connected);
  return g_test_run ();
}
