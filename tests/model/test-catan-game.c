/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-game.c — Catan's model: a whole game at one screen, the log
 * in words without hidden cards, one seat acting at a time after a 7,
 * undo that never takes back a roll, save/open and play again. */
#include "config.h"

#include <glib/gstdio.h>

#include "catan/catan-record.h"
#include "tt-game-info.h"
#include "tt-games-register.h"
#include "tt-test-catan-driver.h"

static void
play_ok (TtCatanGame       *game,
         const CatanAction *action)
{
  g_autoptr(GError) error = NULL;

  tt_catan_game_play_action (game, action, &error);
  g_assert_no_error (error);
}

static void
play_json (TtCatanGame *game,
           const char  *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;

  tt_game_play (TT_GAME (game), json_node_get_object (node), &error);
  g_assert_no_error (error);
}

static void
play_setup (TtCatanGame *game,
            GRand       *rng)
{
  CatanAction action;

  while (tt_catan_game_get_state (game)->phase <= CATAN_PHASE_SETUP_ROAD)
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_ok (game, &action);
    }
}

static gboolean
log_has (TtGame     *game,
         const char *text)
{
  GListModel *log = tt_game_get_log (game);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

      if (strstr (tt_log_entry_get_text (entry), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Lists of games tell base Catan from Cities & Knights by their titles. */
static void
test_variant_title (void)
{
  TtGameInfo *info;
  g_autoptr(JsonObject) base = json_object_new ();
  g_autoptr(JsonObject) ck = json_object_new ();
  g_autofree char *base_title = NULL;
  g_autofree char *ck_title = NULL;

  tt_games_register_all ();
  info = tt_game_info_lookup ("catan");
  g_assert_nonnull (info);
  json_object_set_boolean_member (ck, "cities_and_knights", TRUE);
  base_title = tt_game_info_describe_options (info, base);
  ck_title = tt_game_info_describe_options (info, ck);
  g_assert_cmpstr (base_title, ==, "Catan");
  g_assert_cmpstr (ck_title, ==, "Catan — Cities & Knights");
}

/* A whole base game between three people, through the model only. */
static void
test_full_game (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 7, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);
  const CatanState *state;
  CatanAction action;
  guint n = 0;

  while (!tt_game_get_finished (TT_GAME (game)) && n < 20000)
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_ok (game, &action);
      n++;
    }
  state = tt_catan_game_get_state (game);
  g_assert_true (tt_game_get_finished (TT_GAME (game)));
  g_assert_cmpint (state->winner, >=, 0);
  g_assert_cmpint (tt_game_get_score (TT_GAME (game), state->winner), >=, 10);
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, -1);
  g_assert_true (log_has (TT_GAME (game), "built a settlement at"));
  g_assert_true (log_has (TT_GAME (game), "won the game"));
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, n + 1);
}

/* One person against three Normal computers to the end: the computers
 * play through the game's runner on their own views, the person's moves
 * are chosen among the legal ones, and somebody wins. */
static void
test_against_computers (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(TtGame) game = NULL;
  const CatanState *state;
  guint people_moves = 0;

  game = TT_GAME (tt_test_catan_new_game_against (4, 21, FALSE, "normal"));
  tt_game_set_computer_pace (game, 0);
  g_assert_true (tt_game_is_computer (game, 1));
  while (!tt_game_get_finished (game) && people_moves < 5000)
    {
      CatanAction action;

      if (!tt_game_is_human_turn (game))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      g_assert_true (tt_test_catan_choose (TT_CATAN_GAME (game), rng, &action));
      play_ok (TT_CATAN_GAME (game), &action);
      people_moves++;
    }
  state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  g_assert_true (tt_game_get_finished (game));
  g_assert_cmpint (state->winner, >=, 0);
  g_assert_cmpuint (people_moves, >, 0);
}

/* The log names the place in words and never a bought card's kind. */
static void
test_log_words (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1);
  GListModel *log = tt_game_get_log (TT_GAME (game));
  CatanAction action;

  g_assert_true (tt_test_catan_choose (game, rng, &action));
  g_assert_cmpint (action.type, ==, CATAN_ACTION_SETTLE);
  play_ok (game, &action);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 1);
  {
    g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, 0);
    const char *text = tt_log_entry_get_text (entry);

    g_assert_true (g_str_has_prefix (text, "Ann built a settlement at "));
    /* a land hex and its number, not the engine's coordinates */
    g_assert_null (strstr (text, ",N"));
    g_assert_null (strstr (text, ",S"));
  }
  play_setup (game, rng);
  play_json (game, "{\"type\": \"roll\", \"player\": 0, \"dice\": [4, 4]}");
  g_assert_true (log_has (TT_GAME (game), "Ann rolled 8"));
}

/* After a 7 the seats owing cards discard one after another; a roll is
 * never undone. */
static void
test_seven_one_at_a_time (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (2);
  static const char * const dice[] = { "[3, 3]", "[4, 4]", "[2, 3]", "[4, 5]", "[5, 5]", "[1, 3]", "[6, 5]", "[1, 2]" };
  const CatanState *state;
  int owing = 0, first;
  CatanAction action;

  play_setup (game, rng);
  state = tt_catan_game_get_state (game);
  for (guint turn = 0; turn < 60; turn++)
    {
      g_autofree char *roll = NULL;
      g_autofree char *end = NULL;
      int big = 0;

      for (int p = 0; p < 3; p++)
        big += catan_state_hand_size (state, p) > 7;
      if (big >= 2)
        break;
      roll = g_strdup_printf ("{\"type\": \"roll\", \"player\": %d, \"dice\": %s}",
                              state->current, dice[turn % G_N_ELEMENTS (dice)]);
      play_json (game, roll);
      g_assert_false (tt_game_get_can_undo (TT_GAME (game)));
      end = g_strdup_printf ("{\"type\": \"end\", \"player\": %d}", state->current);
      play_json (game, end);
    }
  {
    g_autofree char *seven = g_strdup_printf ("{\"type\": \"roll\", \"player\": %d, \"dice\": [3, 4]}", state->current);

    play_json (game, seven);
  }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_DISCARD);
  for (int p = 0; p < 3; p++)
    owing += state->players[p].discard_owed > 0;
  g_assert_cmpint (owing, >=, 2);
  /* one seat at a time, each its own */
  first = tt_game_get_current_player (TT_GAME (game));
  g_assert_cmpint (first, >=, 0);
  {
    g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);

    for (guint i = 0; i < moves->len; i++)
      g_assert_cmpint (g_array_index (moves, CatanAction, i).player, ==, first);
  }
  /* the seats show whose turn it is, the roller, while others discard
   * (issue 29, item 2) */
  g_assert_cmpint (tt_game_get_turn_player (TT_GAME (game)), ==, state->current);
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (tt_player_get_current (tt_game_get_player (TT_GAME (game), p)), ==, p == state->current);
  g_assert_true (tt_test_catan_choose (game, rng, &action));
  play_ok (game, &action);
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), !=, first);
  g_assert_cmpint (tt_game_get_turn_player (TT_GAME (game)), ==, state->current);
}

/* Plays the driver's moves until Ann may offer (the main phase, her turn). */
static void
play_to_main (TtCatanGame *game,
              GRand       *rng)
{
  const CatanState *state = tt_catan_game_get_state (game);
  CatanAction action;

  while (!(state->phase == CATAN_PHASE_MAIN && state->current == 0))
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_ok (game, &action);
    }
}

static int
held_kind (const CatanPlayer *player,
           int                not_this)
{
  for (int c = 0; c < CATAN_N_RESOURCES; c++)
    if (player->cards[c] > 0 && c != not_this)
      return c;
  return -1;
}

/* Offers of any amounts through the model: terms that break the rules are
 * refused in words and change nothing; a person's counter-offer is heard
 * "no" by the engine and kept for the offerer, who takes it as four
 * moves (withdraw, the counter offered, accepted, closed); the counters
 * go with the offer, also when undone. The model says which actions a
 * seat may take without handing out a move list. */
static void
test_trade_terms (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  const CatanState *state = tt_catan_game_get_state (game);
  guint8 give[CATAN_N_CARDS] = { 0 }, get[CATAN_N_CARDS] = { 0 };
  guint8 counter_give[CATAN_N_CARDS], counter_get[CATAN_N_CARDS];
  g_autoptr(GError) error = NULL;
  gboolean by_computer = TRUE;
  int ann_gives, bo_gives;
  guint n;

  play_to_main (game, rng);
  g_assert_true (tt_catan_game_may (game, 0, CATAN_ACTION_END_TURN));
  g_assert_true (tt_catan_game_may (game, 0, CATAN_ACTION_OFFER));
  g_assert_false (tt_catan_game_may (game, 1, CATAN_ACTION_OFFER));
  g_assert_false (tt_catan_game_must (game, 0, CATAN_ACTION_END_TURN));
  ann_gives = held_kind (&state->players[0], -1);
  g_assert_cmpint (ann_gives, >=, 0);
  n = tt_game_get_n_moves (TT_GAME (game));

  /* nothing asked for, more than she holds, the same card both ways */
  give[ann_gives] = 1;
  g_assert_false (tt_catan_game_propose (game, 0, give, get, &error));
  g_assert_error (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE);
  g_clear_error (&error);
  give[ann_gives] = state->players[0].cards[ann_gives] + 1;
  get[(ann_gives + 1) % CATAN_N_RESOURCES] = 1;
  g_assert_false (tt_catan_game_check_offer (game, 0, give, get, &error));
  g_assert_error (error, CATAN_STATE_ERROR, CATAN_ERROR_COST);
  g_clear_error (&error);
  give[ann_gives] = 1;
  get[ann_gives] = 1;
  g_assert_false (tt_catan_game_propose (game, 0, give, get, &error));
  g_assert_error (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE);
  g_clear_error (&error);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n);

  /* Ann offers 1 for 1; Bo answers with terms of his own */
  get[ann_gives] = 0;
  g_assert_true (tt_catan_game_propose (game, 0, give, get, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  g_assert_false (tt_catan_game_may_counter (game, 0));
  g_assert_true (tt_catan_game_may_counter (game, 1));
  bo_gives = held_kind (&state->players[1], ann_gives);
  g_assert_cmpint (bo_gives, >=, 0);
  memset (give, 0, sizeof give);
  memset (get, 0, sizeof get);
  give[bo_gives] = 1;
  get[ann_gives] = 1;
  g_assert_true (tt_catan_game_propose (game, 1, give, get, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->players[1].trade_answer, ==, 0);
  g_assert_false (tt_catan_game_may_counter (game, 1));
  /* kept from Ann's side: she gives what Bo asked and gets what he gives */
  g_assert_true (tt_catan_game_get_counter (game, 1, counter_give, counter_get, &by_computer));
  g_assert_false (by_computer);
  g_assert_cmpmem (counter_give, CATAN_N_CARDS, get, CATAN_N_CARDS);
  g_assert_cmpmem (counter_get, CATAN_N_CARDS, give, CATAN_N_CARDS);
  g_assert_false (tt_catan_game_get_counter (game, 2, NULL, NULL, NULL));
  /* Cy declines; Ann may take Bo's terms */
  play_json (game, "{\"type\": \"reject\", \"player\": 2}");
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 0);
  g_assert_null (tt_catan_game_why_not_counter (game, 1));
  g_assert_nonnull (tt_catan_game_why_not_counter (game, 2));
  g_assert_true (tt_catan_game_get_counter (game, 1, NULL, NULL, NULL));
  /* declined: gone, and cannot be taken */
  tt_catan_game_decline_counter (game, 1);
  g_assert_false (tt_catan_game_get_counter (game, 1, NULL, NULL, NULL));
  g_assert_false (tt_catan_game_take_counter (game, 1, &error));
  g_assert_error (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE);
  g_clear_error (&error);

  /* a second counter, taken: the cards move as it says */
  while (tt_game_get_n_moves (TT_GAME (game)) > n)
    {
      g_assert_true (tt_game_undo (TT_GAME (game), &error));
      g_assert_no_error (error);
    }
  /* undo starts a new state */
  state = tt_catan_game_get_state (game);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  memset (counter_give, 0, sizeof counter_give);
  memset (counter_get, 0, sizeof counter_get);
  counter_give[ann_gives] = 1;
  counter_get[bo_gives] = 1;
  memset (give, 0, sizeof give);
  memset (get, 0, sizeof get);
  give[ann_gives] = 1;
  get[(ann_gives + 1) % CATAN_N_RESOURCES == bo_gives ? (ann_gives + 2) % CATAN_N_RESOURCES
                                                      : (ann_gives + 1) % CATAN_N_RESOURCES] = 1;
  g_assert_true (tt_catan_game_propose (game, 0, give, get, &error));
  g_assert_no_error (error);
  g_assert_true (tt_catan_game_propose (game, 1, counter_get, counter_give, &error));
  g_assert_no_error (error);
  /* undo takes the counter back with Bo's answer */
  g_assert_true (tt_catan_game_get_counter (game, 1, NULL, NULL, NULL));
  g_assert_true (tt_game_undo (TT_GAME (game), &error));
  g_assert_no_error (error);
  state = tt_catan_game_get_state (game);
  g_assert_false (tt_catan_game_get_counter (game, 1, NULL, NULL, NULL));
  g_assert_true (tt_catan_game_may_counter (game, 1));
  g_assert_true (tt_catan_game_propose (game, 1, counter_get, counter_give, &error));
  g_assert_no_error (error);
  play_json (game, "{\"type\": \"reject\", \"player\": 2}");
  {
    CatanPlayer ann = state->players[0], bo = state->players[1];

    n = tt_game_get_n_moves (TT_GAME (game));
    g_assert_true (tt_catan_game_take_counter (game, 1, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n + 4);
    g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
    g_assert_cmpint (state->players[0].cards[ann_gives], ==, ann.cards[ann_gives] - 1);
    g_assert_cmpint (state->players[0].cards[bo_gives], ==, ann.cards[bo_gives] + 1);
    g_assert_cmpint (state->players[1].cards[bo_gives], ==, bo.cards[bo_gives] - 1);
    g_assert_false (tt_catan_game_get_counter (game, 1, NULL, NULL, NULL));
  }
}

/* Undo takes back a person's placement, never a roll. */
static void
test_undo (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (6);
  g_autoptr(GError) error = NULL;
  CatanAction action;

  g_assert_false (tt_game_get_can_undo (TT_GAME (game)));
  g_assert_true (tt_test_catan_choose (game, rng, &action));
  play_ok (game, &action);
  g_assert_true (tt_game_get_can_undo (TT_GAME (game)));
  g_assert_true (tt_game_undo (TT_GAME (game), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);
  g_assert_cmpint (tt_catan_game_get_state (game)->phase, ==, CATAN_PHASE_SETUP_SETTLEMENT);
  play_setup (game, rng);
  play_json (game, "{\"type\": \"roll\", \"player\": 0, \"dice\": [2, 3]}");
  g_assert_false (tt_game_get_can_undo (TT_GAME (game)));
}

static void
test_save_open_again (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (4, 5, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-catan-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TtGame) opened = NULL;
  g_autoptr(TtGame) again = NULL;
  CatanAction action;

  g_assert_no_error (error);
  for (guint i = 0; i < 120 && !tt_game_get_finished (TT_GAME (game)); i++)
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_ok (game, &action);
    }
  tt_game_save (TT_GAME (game), file, NULL, &error);
  g_assert_no_error (error);
  opened = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_CATAN_GAME (opened));
  g_assert_cmpuint (tt_game_get_n_moves (opened), ==, tt_game_get_n_moves (TT_GAME (game)));
  g_assert_cmpint (tt_game_get_current_player (opened), ==, tt_game_get_current_player (TT_GAME (game)));
  g_assert_cmpmem (tt_catan_game_get_state (TT_CATAN_GAME (opened))->players, sizeof (CatanPlayer) * 4,
                   tt_catan_game_get_state (game)->players, sizeof (CatanPlayer) * 4);
  again = tt_game_new_like (opened, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_CATAN_GAME (again));
  g_assert_cmpuint (tt_game_get_n_moves (again), ==, 0);
  g_assert_cmpuint (tt_game_get_n_players (again), ==, 4);
  g_assert_cmpint (tt_catan_game_get_state (TT_CATAN_GAME (again))->phase, ==, CATAN_PHASE_SETUP_SETTLEMENT);
  g_unlink (path);
  g_rmdir (dir);
}

/* Cities & Knights runs through the same model. */
static void
test_cities_and_knights_runs (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 9, TRUE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (9);
  CatanAction action;

  for (guint i = 0; i < 400 && !tt_game_get_finished (TT_GAME (game)); i++)
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_ok (game, &action);
    }
  g_assert_true (tt_catan_game_get_state (game)->options.cities_and_knights);
  g_assert_true (log_has (TT_GAME (game), "rolled"));
}

/* Cities & Knights' second setup placement is a city, and the log says so
 * (issue 29, item 5). */
static void
test_cities_and_knights_setup_city (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 4, TRUE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  GListModel *log = tt_game_get_log (TT_GAME (game));
  guint settlements = 0, cities = 0;

  play_setup (game, rng);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (entry);

      settlements += strstr (text, "built a settlement") != NULL;
      cities += strstr (text, "built a city") != NULL;
    }
  g_assert_cmpuint (settlements, ==, 3);
  g_assert_cmpuint (cities, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/catan/game/variant-title", test_variant_title);
  g_test_add_func ("/catan/game/full-game", test_full_game);
  g_test_add_func ("/catan/game/against-computers", test_against_computers);
  g_test_add_func ("/catan/game/log-words", test_log_words);
  g_test_add_func ("/catan/game/seven-one-at-a-time", test_seven_one_at_a_time);
  g_test_add_func ("/catan/game/undo", test_undo);
  g_test_add_func ("/catan/game/trade-terms", test_trade_terms);
  g_test_add_func ("/catan/game/save-open-again", test_save_open_again);
  g_test_add_func ("/catan/game/cities-and-knights", test_cities_and_knights_runs);
  g_test_add_func ("/catan/game/cities-and-knights-setup-city", test_cities_and_knights_setup_city);
  return g_test_run ();
}
