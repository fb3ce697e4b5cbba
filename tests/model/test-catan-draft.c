/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-draft.c — Catan's move draft against its engine
 *
 * Random positions of the base game and of Cities & Knights, three and
 * four players, reached by a mix of the test driver's builder moves and
 * random legal moves (so offers, answers, discards after a 7 and progress
 * cards all come up). At each, tt_test_draft_check() walks every path of
 * every actor's draft; the choices a person reads from a list (cards,
 * players, tracks, dice — not board places, which are marked on the board,
 * nor the first "what to do", which is the build bar) are at most eight
 * per decision.
 */
#include "config.h"

#include "catan/catan-decisions.h"
#include "tt-test-catan-driver.h"
#include "tt-test-draft.h"
#include "tt-test-util.h"

#define MAX_LISTED 8

typedef struct
{
  guint positions;
  guint moves;
  guint several_actors;
  guint listed_max;
} Tally;

/* The most choices any listed decision offers: moves grouped by their
 * decisions before the level, and counted by their answer at it. */
static guint
listed_max (const CatanState *state)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autofree TtRulesDecision *all = NULL;
  g_autofree guint *counts = NULL;
  guint worst = 0;

  catan_state_legal_moves (state, moves);
  all = g_new0 (TtRulesDecision, moves->len * TT_RULES_MAX_DECISIONS);
  counts = g_new0 (guint, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      int player;

      counts[i] = catan_decisions (state, &g_array_index (moves, CatanAction, i), &player,
                                   all + i * TT_RULES_MAX_DECISIONS);
      /* one player's moves only are grouped: the action's player is the
       * decision list's, so equal prefixes already share a player */
      g_assert_cmpint (player, ==, g_array_index (moves, CatanAction, i).player);
    }
  for (guint level = 1; level < TT_RULES_MAX_DECISIONS; level++)
    for (guint i = 0; i < moves->len; i++)
      {
        const TtRulesDecision *di = all + i * TT_RULES_MAX_DECISIONS;
        guint distinct = 0;

        if (level >= counts[i] || catan_decision_is_place (di[level].kind))
          continue;
        for (guint j = 0; j < moves->len; j++)
          {
            const TtRulesDecision *dj = all + j * TT_RULES_MAX_DECISIONS;
            gboolean seen = FALSE;

            if (level >= counts[j]
                || g_array_index (moves, CatanAction, i).player != g_array_index (moves, CatanAction, j).player
                || memcmp (di, dj, level * sizeof (TtRulesDecision)) != 0)
              continue;
            for (guint k = 0; k < j && !seen; k++)
              {
                const TtRulesDecision *dk = all + k * TT_RULES_MAX_DECISIONS;

                seen = level < counts[k]
                       && g_array_index (moves, CatanAction, k).player == g_array_index (moves, CatanAction, j).player
                       && memcmp (dk, dj, (level + 1) * sizeof (TtRulesDecision)) == 0;
              }
            distinct += !seen;
          }
        worst = MAX (worst, distinct);
      }
  return worst;
}

static void
walk_games (guint     n_players,
            gboolean  cities_and_knights,
            guint     n_positions,
            Tally    *tally)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (n_players * 1000 + cities_and_knights);

  for (guint64 seed = 1; tally->positions < n_positions; seed++)
    {
      g_autoptr(TtCatanGame) game = tt_test_catan_new_game (n_players, seed, cities_and_knights);

      for (guint step = 0; step < 400 && tally->positions < n_positions; step++)
        {
          const CatanState *state = tt_catan_game_get_state (game);
          const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (TT_GAME (game)));
          CatanAction action;
          guint32 actors;

          if (tt_game_get_finished (TT_GAME (game)))
            break;
          actors = rules->actors (state);
          tally->several_actors += (actors & (actors - 1)) != 0;
          tally->moves += tt_test_draft_check (TT_GAME (game), 0);
          tally->listed_max = MAX (tally->listed_max, listed_max (state));
          tally->positions++;
          /* builders half the time, any legal move otherwise */
          if (g_rand_boolean (rng) && tt_test_catan_choose (game, rng, &action))
            {
              g_autoptr(GError) error = NULL;

              g_assert_true (tt_catan_game_play_action (game, &action, &error));
              g_assert_no_error (error);
            }
          else
            tt_test_draft_play_random (TT_GAME (game), rng);
        }
    }
}

static void
check_mode (gboolean cities_and_knights)
{
  guint total = MAX (40, (guint) (1200 * test_scale ()));
  Tally tally = { 0 };

  walk_games (3, cities_and_knights, total / 2, &tally);
  walk_games (4, cities_and_knights, total, &tally);
  g_test_message ("%u positions, %u moves, %u with several actors, at most %u listed choices",
                  tally.positions, tally.moves, tally.several_actors, tally.listed_max);
  g_assert_cmpuint (tally.positions, >=, total);
  g_assert_cmpuint (tally.listed_max, <=, MAX_LISTED);
  if (test_scale () >= 1.0)
    g_assert_cmpuint (tally.several_actors, >, 0);
}

static void
test_base (void)
{
  check_mode (FALSE);
}

static void
test_cities_and_knights (void)
{
  check_mode (TRUE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan-draft/base", test_base);
  g_test_add_func ("/catan-draft/cities-and-knights", test_cities_and_knights);
  return g_test_run ();
}
