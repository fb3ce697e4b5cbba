/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-rules.c — the state API the UI and the AI use: legal
 * placements and figure spots, structured refusal reasons, untouched state
 * on error, feature queries for highlighting, cheap independent copies,
 * deck control for determinization, and events. */
#include <string.h>

#include "carcassonne/carc-state.h"
#include "tt-test-carc.h"

/* Bring tile `id` to the top of the deck, as a record would. */
static CarcMove
make_move (CarcState  *state,
           const char *id,
           int         x,
           int         y,
           guint       rotation)
{
  CarcMove move = { 0 };

  move.tile = (guint16) carc_state_find_tile (state, id);
  move.x = x;
  move.y = y;
  move.rotation = rotation;
  move.action = CARC_ACTION_NONE;
  move.segment = CARC_SEG_INVALID;
  return move;
}

static void
test_setup (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 1);
  guint tile, rotation;
  guint *counts = g_new0 (guint, carc_state_get_n_tile_types (state));
  guint total = 0;

  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 71);
  g_assert_cmpuint (carc_state_get_current_player (state), ==, 0);
  g_assert_cmpint (carc_state_get_current_tile (state), >=, 0);
  g_assert_true (carc_state_get_tile_at (state, 0, 0, &tile, &rotation));
  g_assert_cmpstr (carc_state_get_tile_def (state, tile)->id, ==, "D");
  g_assert_cmpuint (rotation, ==, 0);
  g_assert_false (carc_state_get_figure_at (state, 0, 0, NULL, NULL, NULL, NULL));
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (carc_state_get_supply (state, p), ==, 7);
      g_assert_cmpuint (carc_state_get_score (state, p), ==, 0);
    }
  carc_state_get_remaining_counts (state, counts);
  for (guint t = 0; t < carc_state_get_n_tile_types (state); t++)
    total += counts[t];
  g_assert_cmpuint (total, ==, 71);
  g_assert_cmpuint (counts[carc_state_find_tile (state, "D")], ==, 3);
  g_assert_cmpuint (counts[carc_state_find_tile (state, "V")], ==, 8);
  g_free (counts);
}

static void
test_legal_placements_are_legal (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, seed);
      g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
      guint n = carc_state_list_placements (state, placements);

      g_assert_cmpuint (n, ==, placements->len);
      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        {
          CarcPlacement p = g_array_index (placements, CarcPlacement, i);
          CarcMove move;

          carc_move_init_placement (&move, state, &p);
          g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_OK);
        }
      /* Every placement around the start tile that is not listed must be refused. */
      for (int x = -1; x <= 1; x++)
        for (int y = -1; y <= 1; y++)
          for (guint r = 0; r < 4; r++)
            {
              CarcPlacement p = { (gint16) x, (gint16) y, (guint8) r };
              CarcMove move;
              gboolean listed = FALSE;

              for (guint i = 0; i < n; i++)
                {
                  CarcPlacement q = g_array_index (placements, CarcPlacement, i);

                  listed |= q.x == x && q.y == y && q.rotation == r;
                }
              carc_move_init_placement (&move, state, &p);
              g_assert_cmpint (carc_state_check_move (state, &move, NULL) == CARC_REASON_OK, ==, listed);
            }
    }
}

static void
test_refusal_leaves_state (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 3);
  g_autoptr(GError) error = NULL;
  CarcMove move = make_move (state, "V", 0, -1, 0);
  CarcMoveCheck check;

  g_assert_cmpint (carc_state_check_move (state, &move, &check), ==, CARC_REASON_SIDE_MISMATCH);
  g_assert_cmpint (check.side, ==, CARC_DIR_S);
  g_assert_cmpint (check.own, ==, CARC_SIDE_ROAD);
  g_assert_cmpint (check.neighbour, ==, CARC_SIDE_CITY);
  g_assert_false (carc_state_apply (state, &move, NULL, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "south side is a road, the neighbor's north side is a city"));
  g_assert_cmpuint (carc_state_get_turn (state), ==, 0);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 71);
  g_assert_cmpuint (carc_state_get_n_placed (state), ==, 1);
  g_clear_error (&error);

  move = make_move (state, "V", 0, 0, 0);
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_OCCUPIED);
  move = make_move (state, "V", 5, 5, 0);
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_NOT_ADJACENT);
  move = make_move (state, "V", 1, 0, 0);
  move.discard = TRUE;
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_CANNOT_DISCARD);
  move = make_move (state, "U", 1, 0, 1);
  move.action = CARC_ACTION_ABBOT;
  move.segment = CARC_SEG_C;
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_ABBOT_OFF);
  move.action = CARC_ACTION_MEEPLE;
  move.segment = CARC_SEG_C;
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_NO_FEATURE);
}

static gboolean
has_spot (GArray      *spots,
          CarcSegment  segment,
          CarcRole     role)
{
  for (guint i = 0; i < spots->len; i++)
    {
      CarcFigureSpot *s = &g_array_index (spots, CarcFigureSpot, i);

      if (s->segment == segment && s->role == role)
        return TRUE;
    }
  return FALSE;
}

static void
test_figure_spots (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 5);
  g_autoptr(CarcState) no_farmers = tt_test_carc_new_game (2, FALSE, FALSE, FALSE, 5);
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcFigureSpot));
  g_autoptr(GError) error = NULL;
  CarcPlacement p = { 1, 0, 0 };
  CarcMove move;
  guint16 order[71];
  guint *counts = g_new0 (guint, carc_state_get_n_tile_types (state));
  guint n = 0;

  /* Put W (three roads, a village) on top of the deck. */
  carc_state_get_remaining_counts (state, counts);
  order[n++] = (guint16) carc_state_find_tile (state, "W");
  counts[order[0]]--;
  for (guint t = 0; t < carc_state_get_n_tile_types (state); t++)
    for (guint c = 0; c < counts[t]; c++)
      order[n++] = (guint16) t;
  g_assert_true (carc_state_set_deck_order (state, order, n));
  g_assert_true (carc_state_set_deck_order (no_farmers, order, n));
  g_assert_cmpint (carc_state_get_current_tile (state), ==, order[0]);
  g_free (counts);

  /* W at (1,0): three separate roads and three fields. */
  g_assert_cmpuint (carc_state_list_figure_spots (state, &p, spots), ==, 6);
  g_assert_true (has_spot (spots, CARC_SEG_E, CARC_ROLE_THIEF));
  g_assert_true (has_spot (spots, CARC_SEG_W, CARC_ROLE_THIEF));
  g_assert_true (has_spot (spots, CARC_SEG_NNW, CARC_ROLE_FARMER));
  g_array_set_size (spots, 0);
  g_assert_cmpuint (carc_state_list_figure_spots (no_farmers, &p, spots), ==, 3);

  carc_move_init_placement (&move, state, &p);
  move.action = CARC_ACTION_MEEPLE;
  move.segment = CARC_SEG_W;
  g_assert_true (carc_state_apply (state, &move, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_supply (state, 0), ==, 6);
  g_assert_cmpuint (carc_state_get_current_player (state), ==, 1);
  {
    guint player;
    CarcAction kind;
    CarcSegment segment;
    CarcRole role;

    g_assert_true (carc_state_get_figure_at (state, 1, 0, &player, &kind, &segment, &role));
    g_assert_cmpuint (player, ==, 0);
    g_assert_cmpint (kind, ==, CARC_ACTION_MEEPLE);
    g_assert_cmpint (segment, ==, CARC_SEG_W);
    g_assert_cmpint (role, ==, CARC_ROLE_THIEF);
  }
}

static void
test_query_and_events (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 9);
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
  g_autoptr(GError) error = NULL;
  CarcFeatureInfo info;
  CarcMove move;
  gboolean saw_scored = FALSE, saw_returned = FALSE;

  g_assert_true (carc_state_query_feature (state, 0, 0, CARC_SEG_N, &info, parts));
  g_assert_cmpint (info.kind, ==, CARC_FEATURE_CITY);
  g_assert_false (info.completed);
  g_assert_cmpuint (info.n_tiles, ==, 1);
  g_assert_cmpuint (info.n_open_sides, ==, 1);
  g_assert_cmpuint (info.value_now, ==, 1);
  g_assert_cmpuint (parts->len, ==, 1);
  g_assert_false (carc_state_query_feature (state, 3, 3, CARC_SEG_N, &info, NULL));

  /* E turned to face south closes the start city with a knight on it. */
  move = make_move (state, "E", 0, -1, 2);
  move.action = CARC_ACTION_MEEPLE;
  move.segment = CARC_SEG_S;
  g_assert_true (carc_state_apply (state, &move, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (events, CarcEvent, 0).type, ==, CARC_EVENT_TILE_PLACED);
  g_assert_cmpint (g_array_index (events, CarcEvent, 1).type, ==, CARC_EVENT_FIGURE_PLACED);
  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *ev = &g_array_index (events, CarcEvent, i);

      if (ev->type == CARC_EVENT_FEATURE_SCORED)
        {
          saw_scored = TRUE;
          g_assert_cmpint (ev->category, ==, CARC_CATEGORY_CITY);
          g_assert_cmpuint (ev->n_tiles, ==, 2);
          g_assert_cmpuint (ev->points, ==, 4);
          g_assert_cmphex (ev->winners, ==, 1);
          g_assert_cmpuint (ev->figures[0], ==, 1);
        }
      if (ev->type == CARC_EVENT_FIGURE_RETURNED)
        {
          saw_returned = TRUE;
          g_assert_cmpint (ev->x, ==, 0);
          g_assert_cmpint (ev->y, ==, -1);
        }
    }
  g_assert_true (saw_scored && saw_returned);

  g_array_set_size (parts, 0);
  g_assert_true (carc_state_query_feature (state, 0, -1, CARC_SEG_SSE, &info, parts));
  g_assert_true (info.completed);
  g_assert_true (info.scored);
  g_assert_cmpuint (info.n_tiles, ==, 2);
  g_assert_cmpuint (info.value_now, ==, 4);
  g_assert_cmpuint (parts->len, ==, 2);
  g_assert_cmpuint (carc_state_get_score_part (state, 0, CARC_CATEGORY_CITY, CARC_PHASE_PLAY), ==, 4);
}

static void
test_copy_is_independent (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 11);
  g_autoptr(CarcState) copy = carc_state_copy (state);
  g_autoptr(CarcState) fresh = carc_state_new_like (state, 11);
  CarcPlacement p[512];
  CarcMove move;
  guint n = carc_state_fill_placements (copy, p, G_N_ELEMENTS (p));

  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (carc_state_get_current_tile (fresh), ==, carc_state_get_current_tile (state));
  carc_move_init_placement (&move, copy, &p[0]);
  g_assert_true (carc_state_apply (copy, &move, NULL, NULL));
  g_assert_cmpuint (carc_state_get_n_placed (copy), ==, 2);
  g_assert_cmpuint (carc_state_get_n_placed (state), ==, 1);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 71);
  g_assert_false (carc_state_get_tile_at (state, p[0].x, p[0].y, NULL, NULL));
  g_assert_true (carc_state_get_tile_at (copy, p[0].x, p[0].y, NULL, NULL));
}

static void
test_shuffle_keeps_drawn_tile (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, FALSE, FALSE, 12);
  guint n_types = carc_state_get_n_tile_types (state);
  g_autofree guint *before = g_new0 (guint, n_types);
  g_autofree guint *after = g_new0 (guint, n_types);
  int drawn = carc_state_get_current_tile (state);
  TtRng rng;

  carc_state_get_remaining_counts (state, before);
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      tt_rng_init (&rng, seed);
      carc_state_shuffle_deck (state, &rng);
      g_assert_cmpint (carc_state_get_current_tile (state), ==, drawn);
      carc_state_get_remaining_counts (state, after);
      g_assert_cmpmem (before, n_types * sizeof (guint), after, n_types * sizeof (guint));
    }
}

static void
test_options_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string ("{\"farmers\": false, \"ties\": \"split\", \"abbot\": true}", NULL);
  CarcOptions options;

  g_assert_true (carc_options_from_json (&options, json_node_get_object (node), "r", &error));
  g_assert_false (options.farmers);
  g_assert_true (options.abbot);
  g_assert_false (options.river);
  g_assert_cmpint (options.ties, ==, CARC_TIES_SPLIT);
  json_node_unref (node);
  node = json_from_string ("{\"ties\": \"half\"}", NULL);
  g_assert_false (carc_options_from_json (&options, json_node_get_object (node), "r", &error));
  g_assert_nonnull (strstr (error->message, "options.ties"));
}

/* A custom set: a start tile with two separate road curves (N-E and S-W)
 * and plain curves. A loop that passes the start tile twice counts it once. */
static const char loop_set[] =
  "{\"format\": \"tabletop-tileset\", \"version\": 1, \"name\": \"loops\", \"start\": \"Z\", \"tiles\": ["
  "{\"id\": \"Z\", \"count\": 1, \"sides\": {\"N\": \"road\", \"E\": \"road\", \"S\": \"road\", \"W\": \"road\"},"
  " \"features\": [{\"kind\": \"road\", \"sides\": [\"N\", \"E\"]}, {\"kind\": \"road\", \"sides\": [\"S\", \"W\"]}],"
  " \"fields\": [{\"halves\": [\"NNE\", \"ENE\"]}, {\"halves\": [\"SSW\", \"WSW\"]},"
  "              {\"halves\": [\"NNW\", \"WNW\", \"ESE\", \"SSE\"]}]},"
  "{\"id\": \"V\", \"count\": 10, \"sides\": {\"N\": \"field\", \"E\": \"field\", \"S\": \"road\", \"W\": \"road\"},"
  " \"features\": [{\"kind\": \"road\", \"sides\": [\"S\", \"W\"]}],"
  " \"fields\": [{\"halves\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"WNW\"]}, {\"halves\": [\"SSW\", \"WSW\"]}]}]}";

static void
test_custom_set_loop_counts_tile_once (void)
{
  static const int cells[][3] = {
    { 1, 0, 0 }, { 1, 1, 1 }, { 0, 1, 2 }, { -1, 0, 2 }, { -1, -1, 3 }, { 0, -1, 0 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_data (loop_set, -1, "loops.json", &error);
  g_autoptr(CarcState) state = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
  CarcOptions options;
  gboolean scored = FALSE;

  g_assert_no_error (error);
  carc_options_init (&options);
  state = carc_state_new (set, &options, 2, 1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      CarcMove move = make_move (state, "V", cells[i][0], cells[i][1], (guint) cells[i][2]);

      if (i == 0)
        {
          move.action = CARC_ACTION_MEEPLE;
          move.segment = CARC_SEG_W;
        }
      g_assert_true (carc_state_apply (state, &move, events, &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *ev = &g_array_index (events, CarcEvent, i);

      if (ev->type == CARC_EVENT_FEATURE_SCORED)
        {
          g_assert_cmpint (ev->category, ==, CARC_CATEGORY_ROAD);
          g_assert_cmpuint (ev->n_tiles, ==, 7);
          scored = TRUE;
        }
    }
  g_assert_true (scored);
  g_assert_cmpuint (carc_state_get_score (state, 0), ==, 7);
  g_assert_cmpuint (carc_state_get_supply (state, 0), ==, 7);
}

/* Discarding: only a tile that fits nowhere; the same player draws again. */
static const char walled_set[] =
  "{\"format\": \"tabletop-tileset\", \"version\": 1, \"name\": \"walled\", \"start\": \"S\", \"tiles\": ["
  "{\"id\": \"S\", \"count\": 2, \"sides\": {\"N\": \"city\", \"E\": \"city\", \"S\": \"city\", \"W\": \"city\"},"
  " \"features\": [{\"kind\": \"city\", \"sides\": [\"N\", \"E\", \"S\", \"W\"]}]},"
  "{\"id\": \"P\", \"count\": 1, \"sides\": {\"N\": \"field\", \"E\": \"field\", \"S\": \"field\", \"W\": \"field\"},"
  " \"features\": [{\"kind\": \"monastery\"}],"
  " \"fields\": [{\"halves\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"]}]}]}";

static void
test_discard (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_data (walled_set, -1, "walled.json", &error);
  g_autoptr(CarcState) state = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
  CarcOptions options;
  CarcMove move;

  g_assert_no_error (error);
  carc_options_init (&options);
  state = carc_state_new (set, &options, 2, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 2);

  move = make_move (state, "S", 1, 0, 0);
  move.discard = TRUE;
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_CANNOT_DISCARD);
  move = make_move (state, "P", 1, 0, 0);
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_SIDE_MISMATCH);
  move.discard = TRUE;
  g_assert_true (carc_state_apply (state, &move, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (events, CarcEvent, 0).type, ==, CARC_EVENT_TILE_DISCARDED);
  g_assert_cmpuint (carc_state_get_current_player (state), ==, 0);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 1);
  g_assert_cmpuint (carc_state_get_n_placed (state), ==, 1);

  /* The last tile ends the game: Red's knight stands in an unfinished city
   * of two tiles, worth 2 at the end count. */
  move = make_move (state, "S", 1, 0, 0);
  move.action = CARC_ACTION_MEEPLE;
  move.segment = CARC_SEG_E;
  g_assert_true (carc_state_apply (state, &move, events, &error));
  g_assert_true (carc_state_is_finished (state));
  g_assert_cmpuint (carc_state_get_score_part (state, 0, CARC_CATEGORY_CITY, CARC_PHASE_END), ==, 2);
  g_assert_cmpuint (carc_state_get_score (state, 1), ==, 0);
  g_assert_cmpuint (carc_state_get_winners (state), ==, 1);
  g_assert_cmpint (g_array_index (events, CarcEvent, events->len - 1).type, ==, CARC_EVENT_GAME_OVER);
  move = make_move (state, "S", 2, 0, 0);
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_FINISHED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/rules/setup", test_setup);
  g_test_add_func ("/carcassonne/rules/legal-placements", test_legal_placements_are_legal);
  g_test_add_func ("/carcassonne/rules/refusal", test_refusal_leaves_state);
  g_test_add_func ("/carcassonne/rules/figure-spots", test_figure_spots);
  g_test_add_func ("/carcassonne/rules/query-and-events", test_query_and_events);
  g_test_add_func ("/carcassonne/rules/copy", test_copy_is_independent);
  g_test_add_func ("/carcassonne/rules/shuffle", test_shuffle_keeps_drawn_tile);
  g_test_add_func ("/carcassonne/rules/options-json", test_options_json);
  g_test_add_func ("/carcassonne/rules/loop-counts-tile-once", test_custom_set_loop_counts_tile_once);
  g_test_add_func ("/carcassonne/rules/discard", test_discard);
  return g_test_run ();
}
