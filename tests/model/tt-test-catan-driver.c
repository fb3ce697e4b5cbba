/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-catan-driver.c — plays Catan in tests as people at one screen */
#include "config.h"

#include "catan/catan-record.h"
#include "tt-games-register.h"
#include "tt-test-catan-driver.h"

/* Seat 0 a person; the others people, or computers of `level`. */
static TtCatanGame *
new_game (guint       n_players,
          guint64     seed,
          gboolean    cities_and_knights,
          const char *level)
{
  static const char * const names[] = { "Ann", "Bo", "Cy", "Di" };
  g_autoptr(TtRecord) record = tt_record_new ("catan");
  g_autoptr(GError) error = NULL;
  TtGame *game;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (names));
  tt_games_register_all ();
  for (guint p = 0; p < n_players; p++)
    {
      TtRecordPlayer *player = tt_record_add_player (record, names[p], NULL);

      if (p > 0 && level != NULL)
        {
          g_free (player->kind);
          player->kind = g_strdup ("computer");
          player->level = g_strdup (level);
        }
    }
  record->seed = seed;
  json_object_set_boolean_member (record->options, "cities_and_knights", cities_and_knights);
  json_object_set_string_member (record->root, "board", "beginner");
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_CATAN_GAME (game));
  return TT_CATAN_GAME (game);
}

TtCatanGame *
tt_test_catan_new_game (guint    n_players,
                        guint64  seed,
                        gboolean cities_and_knights)
{
  return new_game (n_players, seed, cities_and_knights, NULL);
}

TtCatanGame *
tt_test_catan_new_game_against (guint       n_players,
                                guint64     seed,
                                gboolean    cities_and_knights,
                                const char *level)
{
  return new_game (n_players, seed, cities_and_knights, level);
}

static int
priority (const CatanState  *state,
          const CatanAction *action)
{
  switch (action->type)
    {
    case CATAN_ACTION_CITY: return 10;
    case CATAN_ACTION_SETTLE: return 9;
    case CATAN_ACTION_IMPROVE: return 8;
    case CATAN_ACTION_BUY_DEV: return 7;
    case CATAN_ACTION_ROAD: return state->phase == CATAN_PHASE_MAIN ? 6 : 9;
    case CATAN_ACTION_PLAY_KNIGHT: case CATAN_ACTION_PLAY_ROAD_BUILDING:
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY: case CATAN_ACTION_PLAY_MONOPOLY:
      return 5;
    case CATAN_ACTION_BANK_TRADE:
      /* only trades that leave something over, so turns end */
      return state->players[action->player].cards[action->res]
             > catan_state_trade_ratio (state, action->player, action->res) ? 4 : -1;
    case CATAN_ACTION_OFFER: case CATAN_ACTION_ACCEPT: return -1;
    case CATAN_ACTION_CANCEL: case CATAN_ACTION_REJECT: return 2;
    case CATAN_ACTION_END_TURN: return 1;
    default: return 3;
    }
}

GArray *
tt_test_catan_actor_moves (TtCatanGame *game)
{
  const CatanState *state = tt_catan_game_get_state (game);
  int actor = tt_game_get_current_player (TT_GAME (game));
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));

  if (state == NULL || actor < 0)
    return moves;
  catan_state_legal_moves (state, all);
  for (guint i = 0; i < all->len; i++)
    if (g_array_index (all, CatanAction, i).player == actor)
      g_array_append_val (moves, g_array_index (all, CatanAction, i));
  return moves;
}

gboolean
tt_test_catan_choose (TtCatanGame *game,
                      GRand       *rng,
                      CatanAction *action)
{
  const CatanState *state = tt_catan_game_get_state (game);
  g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);
  int best = G_MININT;
  guint n_best = 0;

  if (moves->len == 0)
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    {
      const CatanAction *a = &g_array_index (moves, CatanAction, i);
      int p = priority (state, a);

      if (p > best)
        {
          best = p;
          n_best = 0;
        }
      if (p == best && g_rand_int_range (rng, 0, ++n_best) == 0)
        *action = *a;
    }
  if (action->type == CATAN_ACTION_DISCARD)
    {
      const CatanPlayer *player = &state->players[action->player];
      guint8 left[CATAN_N_CARDS];

      memcpy (left, player->cards, sizeof left);
      memset (action->give, 0, sizeof action->give);
      for (int n = 0; n < player->discard_owed; n++)
        {
          int most = 0;

          for (int c = 1; c < CATAN_N_CARDS; c++)
            if (left[c] > left[most])
              most = c;
          left[most]--;
          action->give[most]++;
        }
    }
  return TRUE;
}
