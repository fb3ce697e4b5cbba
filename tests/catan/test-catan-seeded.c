/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-seeded.c — the same seeds give the same games
 *
 * Seeded random games (the benchmark's player and seeds) are reduced to a
 * SHA-256 of every action (as its record JSON) and the final turn, winner
 * and points, and compared with digests pinned from the engine before its
 * speed work. A change that only makes the engine faster keeps them; a
 * deliberate change of the rules, of the order of the legal actions or of
 * the random player changes them, and then the new digests (printed on
 * failure) are pinned here in the same commit. */
#include "config.h"

#include "catan/catan-random.h"
#include "catan/catan-record.h"
#include "common/tt-json.h"

static void
hash_int (GChecksum *sum,
          gint32     value)
{
  value = GINT32_TO_LE (value);
  g_checksum_update (sum, (const guchar *) &value, sizeof value);
}

static void
check_random_games (guint       n_players,
                    gboolean    ck,
                    guint       n_games,
                    const char *expected)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  CatanOptions options = { 0 };

  g_assert_no_error (error);
  options.n_players = (guint8) n_players;
  options.cities_and_knights = ck;
  options.turn_cap = 500;
  for (guint64 seed = 0; seed < n_games; seed++)
    {
      g_autoptr(CatanState) state = catan_state_new (board, &options, seed, &error);
      TtRng policy;
      CatanAction action;

      g_assert_no_error (error);
      tt_rng_init (&policy, seed ^ G_GUINT64_CONSTANT (0x5bd1e995));
      while (catan_random_pick (state, &policy, scratch, &action))
        {
          g_autoptr(JsonObject) object = catan_move_to_json (state, &action);
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
          g_autofree char *text = tt_json_to_string (node, FALSE);

          g_checksum_update (sum, (const guchar *) text, -1);
          g_assert_true (catan_state_apply (state, &action, NULL, &error));
          g_assert_no_error (error);
        }
      hash_int (sum, state->turn);
      hash_int (sum, state->winner);
      for (guint p = 0; p < n_players; p++)
        hash_int (sum, catan_state_vp (state, (int) p, TRUE));
    }
  g_assert_cmpstr (g_checksum_get_string (sum), ==, expected);
}

static void
test_random_base_four (void)
{
  check_random_games (4, FALSE, 60,
                      "c2e345c8f2e4b73c3fa3b120b84f1b46279553a5374d8eab68db9a71b16b9e70");
}

static void
test_random_base_three (void)
{
  check_random_games (3, FALSE, 40,
                      "e9af244744801b0f38b3422029bce30e7d83538ee863ac5de351b7dac8f32a7b");
}

static void
test_random_cities_and_knights (void)
{
  check_random_games (4, TRUE, 40,
                      "633042d7529748e613f884a03f5a1433a8974e3aa0c0c6a9e609618670d6844e");
}

/* The longest road by brute force: a trail from both ends of every road. */
static int
reference_trail (const CatanState *state, int player, int corner, guint32 used, const gint8 *local)
{
  const CatanCorner *c = &state->board->corners[corner];
  int best = 0;

  if (used != 0 && state->corner_owner[corner] >= 0 && state->corner_owner[corner] != player)
    return 0;
  for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
    {
      int e = c->edges[i];
      const CatanEdge *edge = &state->board->edges[e];
      int other;

      if (state->edge_owner[e] != player || (used & (1u << local[e])))
        continue;
      other = edge->corners[0] == corner ? edge->corners[1] : edge->corners[0];
      best = MAX (best, 1 + reference_trail (state, player, other, used | (1u << local[e]), local));
    }
  return best;
}

static int
reference_road_length (const CatanState *state, int player)
{
  gint8 local[CATAN_MAX_EDGES];
  int n = 0, best = 0;

  for (guint e = 0; e < state->board->n_edges; e++)
    local[e] = (gint8) (state->edge_owner[e] == player ? n++ : -1);
  for (guint e = 0; e < state->board->n_edges; e++)
    if (local[e] >= 0)
      for (int i = 0; i < 2; i++)
        best = MAX (best, reference_trail (state, player, state->board->edges[e].corners[i], 0, local));
  return best;
}

/* The longest-road search starts only from road ends, forks and cut
 * corners (and once per closed loop); it finds what the brute force finds,
 * after every action of seeded random games. */
static void
test_road_length_matches_brute_force (void)
{
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  guint checked = 0;

  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 30; seed++)
    {
      CatanOptions options = { 0 };
      g_autoptr(CatanState) state = NULL;
      TtRng policy;
      CatanAction action;

      options.n_players = 4;
      options.cities_and_knights = seed % 2 == 1;
      options.turn_cap = 500;
      state = catan_state_new (board, &options, seed, &error);
      g_assert_no_error (error);
      tt_rng_init (&policy, seed);
      while (catan_random_pick (state, &policy, scratch, &action))
        {
          g_assert_true (catan_state_apply (state, &action, NULL, NULL));
          for (int p = 0; p < options.n_players; p++)
            {
              g_assert_cmpint (catan_state_road_length (state, p), ==,
                               reference_road_length (state, p));
              checked++;
            }
        }
    }
  g_assert_cmpuint (checked, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/seeded/random-base-four", test_random_base_four);
  g_test_add_func ("/catan/seeded/random-base-three", test_random_base_three);
  g_test_add_func ("/catan/seeded/random-cities-and-knights", test_random_cities_and_knights);
  g_test_add_func ("/catan/seeded/road-length-brute-force", test_road_length_matches_brute_force);
  return g_test_run ();
}
