/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-random.c — thousands of seeded random games (scaled by
 * TT_TEST_SCALE) with invariants checked after every move:
 *  - figures are conserved (supply + figures on the map = 7; abbots),
 *  - scores never fall,
 *  - every completed road/city/cloister is scored exactly once,
 *  - the final scores equal the sum of the scoring events,
 *  - the written record replays to the same final state,
 *  - a refused random move changes nothing,
 *  - with the River, river tiles are drawn first and the lake last of them.
 * Options (farmers, abbot, river, ties) and player counts vary per game. */
#include <stdlib.h>
#include <string.h>

#include "carcassonne/carc-state.h"
#include "tt-test-util.h"

static void
check_figures (const CarcState *state)
{
  guint on_map[CARC_MAX_PLAYERS] = { 0 }, abbots[CARC_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < carc_state_get_n_placed (state); i++)
    {
      gint x, y;
      guint player;
      CarcAction kind;

      carc_state_get_placed (state, i, &x, &y, NULL, NULL);
      if (!carc_state_get_figure_at (state, x, y, &player, &kind, NULL, NULL))
        continue;
      if (kind == CARC_ACTION_ABBOT)
        abbots[player]++;
      else
        on_map[player]++;
    }
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_assert_cmpuint (on_map[p] + carc_state_get_supply (state, p), ==, CARC_MEEPLES);
      g_assert_cmpuint (abbots[p] + carc_state_get_abbot_in_supply (state, p), ==, 1);
    }
}

/* A feature is identified by its smallest part (x, y, local feature). */
static char *
feature_key (const CarcState *state,
             gint             x,
             gint             y,
             CarcSegment      segment)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  CarcFeaturePart best;

  g_assert_true (carc_state_query_feature (state, x, y, segment, NULL, parts));
  best = g_array_index (parts, CarcFeaturePart, 0);
  for (guint i = 1; i < parts->len; i++)
    {
      CarcFeaturePart p = g_array_index (parts, CarcFeaturePart, i);

      if (p.y < best.y || (p.y == best.y && (p.x < best.x || (p.x == best.x && p.feature < best.feature))))
        best = p;
    }
  return g_strdup_printf ("%d,%d,%u", best.x, best.y, best.feature);
}

/* Every completed road, city and cloister on the map was scored once. */
static void
check_completed_scored (const CarcState *state,
                        GHashTable      *scored)
{
  for (guint i = 0; i < carc_state_get_n_placed (state); i++)
    {
      gint x, y;
      guint tile;
      const CarcTileDef *def;

      carc_state_get_placed (state, i, &x, &y, &tile, NULL);
      def = carc_state_get_tile_def (state, tile);
      for (int seg = 0; seg < CARC_N_SEGMENTS; seg++)
        {
          CarcFeatureInfo info;
          g_autofree char *key = NULL;

          if (!carc_state_query_feature (state, x, y, (CarcSegment) seg, &info, NULL)
              || !info.completed || info.kind == CARC_FEATURE_RIVER || info.kind == CARC_FEATURE_FIELD)
            continue;
          /* Without the Abbot module gardens are pictures and never score. */
          if (info.kind == CARC_FEATURE_GARDEN && !carc_state_get_options (state)->abbot)
            continue;
          key = feature_key (state, x, y, (CarcSegment) seg);
          if (!g_hash_table_contains (scored, key))
            g_error ("completed %s %s (tile %s) was never scored", carc_feature_kind_to_string (info.kind),
                     key, def->id);
        }
    }
}

static void
record_scoring_events (const CarcState *state,
                       GArray          *events,
                       guint            from,
                       GHashTable      *scored,
                       guint           *sums)
{
  for (guint i = from; i < events->len; i++)
    {
      const CarcEvent *ev = &g_array_index (events, CarcEvent, i);

      if (ev->type != CARC_EVENT_FEATURE_SCORED)
        continue;
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        if (ev->winners & (1u << p))
          sums[p] += ev->points;
      if (ev->phase == CARC_PHASE_PLAY && !ev->abbot_recall)
        {
          char *key = feature_key (state, ev->x, ev->y, ev->segment);

          if (g_hash_table_contains (scored, key))
            g_error ("feature %s scored twice", key);
          g_hash_table_add (scored, key);
        }
    }
}

static void
choose_move (CarcState *state,
             TtRng     *rng,
             CarcMove  *move)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcFigureSpot));
  guint n = carc_state_list_placements (state, placements);
  CarcPlacement p;
  guint choice;

  memset (move, 0, sizeof *move);
  if (n == 0)
    {
      g_assert_false (carc_state_tile_fits_anywhere (state));
      move->tile = (guint16) carc_state_get_current_tile (state);
      move->discard = TRUE;
      return;
    }
  p = g_array_index (placements, CarcPlacement, tt_rng_uniform (rng, n));
  carc_move_init_placement (move, state, &p);
  n = carc_state_list_figure_spots (state, &p, spots);
  choice = tt_rng_uniform (rng, n + 2);
  if (choice < n)
    {
      move->action = g_array_index (spots, CarcFigureSpot, choice).action;
      move->segment = g_array_index (spots, CarcFigureSpot, choice).segment;
    }
  else if (choice == n && carc_state_can_recall_abbot (state))
    move->action = CARC_ACTION_RECALL_ABBOT;
}

static void
compare_states (const CarcState *a,
                const CarcState *b)
{
  g_assert_cmpuint (carc_state_get_n_placed (a), ==, carc_state_get_n_placed (b));
  g_assert_cmpuint (carc_state_get_tiles_left (a), ==, carc_state_get_tiles_left (b));
  g_assert_cmpint (carc_state_is_finished (a), ==, carc_state_is_finished (b));
  for (guint p = 0; p < carc_state_get_n_players (a); p++)
    {
      g_assert_cmpuint (carc_state_get_score (a, p), ==, carc_state_get_score (b, p));
      g_assert_cmpuint (carc_state_get_supply (a, p), ==, carc_state_get_supply (b, p));
    }
  for (guint i = 0; i < carc_state_get_n_placed (a); i++)
    {
      gint ax, ay, bx, by;
      guint at, bt, ar, br;

      carc_state_get_placed (a, i, &ax, &ay, &at, &ar);
      carc_state_get_placed (b, i, &bx, &by, &bt, &br);
      g_assert_true (ax == bx && ay == by && at == bt && ar == br);
    }
}

/* River games: river tiles come before all others, the lake last of them. */
static void
check_river_order (const CarcState *state)
{
  g_autofree guint *counts = g_new0 (guint, carc_state_get_n_tile_types (state));
  int current = carc_state_get_current_tile (state);
  guint rivers_left = 0;

  if (current < 0 || !carc_state_get_options (state)->river)
    return;
  carc_state_get_remaining_counts (state, counts);
  for (guint t = 0; t < carc_state_get_n_tile_types (state); t++)
    for (int d = 0; d < 4; d++)
      if (carc_state_get_tile_def (state, t)->sides[d] == CARC_SIDE_RIVER)
        {
          rivers_left += counts[t];
          break;
        }
  if (rivers_left > 0)
    {
      const CarcTileDef *def = carc_state_get_tile_def (state, (guint) current);
      gboolean is_river = FALSE;

      for (int d = 0; d < 4; d++)
        is_river |= def->sides[d] == CARC_SIDE_RIVER;
      g_assert_true (is_river);
      if (g_strcmp0 (def->id, "RL") == 0)
        g_assert_cmpuint (rivers_left, ==, 1);
    }
}

/* A random, probably illegal move: when refused, nothing may change. */
static void
try_random_move (CarcState *state,
                 TtRng     *rng)
{
  g_autoptr(CarcState) before = carc_state_copy (state);
  g_autoptr(GError) error = NULL;
  CarcMove move = { 0 };
  gint min_x, min_y, max_x, max_y;
  CarcReason reason;

  carc_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  move.tile = (guint16) tt_rng_uniform (rng, carc_state_get_n_tile_types (state));
  move.x = tt_rng_range (rng, min_x - 2, max_x + 2);
  move.y = tt_rng_range (rng, min_y - 2, max_y + 2);
  move.rotation = tt_rng_uniform (rng, 4);
  move.action = (CarcAction) tt_rng_uniform (rng, 4);
  move.segment = (CarcSegment) tt_rng_uniform (rng, CARC_N_SEGMENTS);
  move.discard = tt_rng_uniform (rng, 8) == 0;
  reason = carc_state_check_move (state, &move, NULL);
  if (reason == CARC_REASON_OK)
    return;
  g_assert_false (carc_state_apply (state, &move, NULL, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (error->domain, ==, CARC_ERROR);
  compare_states (before, state);
  g_assert_cmpint (carc_state_get_current_tile (before), ==, carc_state_get_current_tile (state));
  g_assert_cmpuint (carc_state_get_current_player (before), ==, carc_state_get_current_player (state));
  g_assert_cmpuint (carc_state_get_turn (before), ==, carc_state_get_turn (state));
}

static void
play_one (CarcTileSet *set,
          guint64      seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcState) state = NULL;
  g_autoptr(CarcState) replayed = NULL;
  g_autoptr(TtRecord) record = NULL, reloaded = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
  g_autoptr(GHashTable) scored = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *text = NULL;
  const char *names[] = { "A", "B", "C", "D", "E", NULL };
  guint sums[CARC_MAX_PLAYERS] = { 0 }, last[CARC_MAX_PLAYERS] = { 0 };
  CarcOptions options;
  TtRng rng;
  guint n_players;

  tt_rng_init (&rng, seed * 7919 + 1);
  carc_options_init (&options);
  options.farmers = tt_rng_uniform (&rng, 4) != 0;
  options.abbot = tt_rng_uniform (&rng, 2) != 0;
  options.river = tt_rng_uniform (&rng, 3) == 0;
  options.ties = tt_rng_uniform (&rng, 4) == 0 ? CARC_TIES_SPLIT : CARC_TIES_FULL;
  n_players = 2 + tt_rng_uniform (&rng, 4);
  names[n_players] = NULL;
  state = carc_state_new (set, &options, n_players, seed, &error);
  g_assert_no_error (error);
  record = carc_record_new ("base", &options, names, seed);

  while (!carc_state_is_finished (state))
    {
      g_autoptr(CarcState) before = carc_state_copy (state);
      CarcMove move;
      guint from = events->len;

      check_river_order (state);
      try_random_move (state, &rng);
      choose_move (state, &rng, &move);
      if (!carc_state_apply (state, &move, events, &error))
        g_error ("seed %" G_GUINT64_FORMAT ": legal move refused: %s", seed, error->message);
      carc_record_append (record, before, &move, state);
      record_scoring_events (state, events, from, scored, sums);
      check_figures (state);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpuint (carc_state_get_score (state, p), >=, last[p]);
          last[p] = carc_state_get_score (state, p);
        }
    }
  check_completed_scored (state, scored);
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpuint (sums[p], ==, carc_state_get_score (state, p));
  g_assert_cmpuint (carc_state_get_winners (state), !=, 0);

  text = tt_record_to_string (record);
  reloaded = tt_record_load_data (text, -1, "random.tabletop", &error);
  g_assert_no_error (error);
  replayed = carc_state_replay (reloaded, set, G_MAXUINT, NULL, &error);
  g_assert_no_error (error);
  compare_states (state, replayed);
}

static void
test_random_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("base", &error);
  guint n_games = (guint) MAX (4.0, 2000 * test_scale ());

  g_assert_no_error (error);
  for (guint g = 0; g < n_games; g++)
    play_one (set, g + 1);
  g_test_message ("%u random games checked", n_games);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/random/invariants", test_random_games);
  return g_test_run ();
}
