/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-tileset.c — the bundled tile sets, writing them back, and the
 * validator's report on broken sets (every problem, with its place). */
#include <string.h>

#include "common/tt-json.h"
#include "carcassonne/carc-tileset.h"

static void
test_bundled_base (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("base", &error);
  g_autoptr(GPtrArray) problems = NULL;
  guint gardens = 0, shields = 0;
  const CarcTileDef *d;

  g_assert_no_error (error);
  problems = carc_tileset_validate (set);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (carc_tileset_get_total_count (set), ==, 72);
  g_assert_cmpint (carc_tileset_get_start (set), ==, carc_tileset_find (set, "D"));
  for (guint i = 0; i < carc_tileset_get_n_tiles (set); i++)
    {
      const CarcTileDef *tile = carc_tileset_get_tile (set, i);

      if (carc_tile_def_has_garden (tile))
        gardens += tile->count;
      shields += carc_tile_def_n_shields (tile) * tile->count;
    }
  g_assert_cmpuint (gardens, ==, 8);
  g_assert_cmpuint (shields, ==, 10);   /* C, F×2, M, Mg, O×2, Q, S×2 */

  d = carc_tileset_get_tile (set, (guint) carc_tileset_find (set, "D"));
  g_assert_cmpuint (d->count, ==, 4);
  g_assert_cmpint (d->sides[CARC_DIR_N], ==, CARC_SIDE_CITY);
  g_assert_cmpint (d->sides[CARC_DIR_E], ==, CARC_SIDE_ROAD);
  g_assert_cmpint (d->sides[CARC_DIR_S], ==, CARC_SIDE_FIELD);
  g_assert_cmpint (carc_tile_def_feature_at (d, CARC_SEG_E), ==, carc_tile_def_feature_at (d, CARC_SEG_W));
  g_assert_cmpint (carc_tile_def_feature_at (d, CARC_SEG_ENE), ==, carc_tile_def_feature_at (d, CARC_SEG_WNW));
  g_assert_cmpint (carc_tile_def_feature_at (d, CARC_SEG_ENE), !=, carc_tile_def_feature_at (d, CARC_SEG_ESE));
  /* A city side covers its halves. */
  g_assert_cmpint (carc_tile_def_feature_at (d, CARC_SEG_NNE), ==, carc_tile_def_feature_at (d, CARC_SEG_N));
}

static void
test_bundled_river (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("river", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (carc_tileset_get_total_count (set), ==, 12);
  g_assert_cmpint (carc_tileset_get_start (set), >=, 0);
  g_assert_cmpint (carc_tileset_get_last (set), >=, 0);
  g_assert_null (carc_tileset_load_bundled ("nonsense", &error));
  g_assert_error (error, CARC_TILESET_ERROR, CARC_TILESET_ERROR_NOT_FOUND);
}

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;

  for (const char * const *name = carc_tileset_bundled_names (); *name != NULL; name++)
    {
      g_autoptr(CarcTileSet) set = carc_tileset_load_bundled (*name, &error);
      g_autofree char *text = NULL, *again = NULL;
      g_autoptr(CarcTileSet) reloaded = NULL;

      g_assert_no_error (error);
      text = carc_tileset_to_data (set);
      reloaded = carc_tileset_load_data (text, -1, "written.json", &error);
      g_assert_no_error (error);
      again = carc_tileset_to_data (reloaded);
      g_assert_cmpstr (text, ==, again);
    }
}

/* One good tile (D) to break in various ways. */
#define TILE_D \
  "{\"id\": \"D\", \"count\": 4, \"sides\": {\"N\": \"city\", \"E\": \"road\", \"S\": \"field\", \"W\": \"road\"}," \
  " \"features\": [{\"kind\": \"city\", \"sides\": [\"N\"]}, {\"kind\": \"road\", \"sides\": [\"E\", \"W\"]}]," \
  " \"fields\": [{\"halves\": [\"ENE\", \"WNW\"], \"cities\": [\"N\"]}," \
  "              {\"halves\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"]}]}"

static char *
set_with (const char *start,
          const char *tiles)
{
  return g_strdup_printf ("{\"format\": \"tabletop-tileset\", \"version\": 1, \"name\": \"t\", %s"
                          " \"tiles\": [%s]}", start, tiles);
}

static GPtrArray *
problems_of (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_parse_data (data, -1, "broken.json", &error);

  g_assert_no_error (error);
  return carc_tileset_validate (set);
}

static gboolean
has_problem (GPtrArray  *problems,
             const char *tile_id,
             const char *place,
             const char *text)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const CarcTileProblem *p = g_ptr_array_index (problems, i);

      if (g_strcmp0 (p->tile_id, tile_id) == 0 && g_strcmp0 (p->place, place) == 0
          && strstr (p->message, text) != NULL)
        return TRUE;
    }
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("problem: %s", ((CarcTileProblem *) g_ptr_array_index (problems, i))->message);
  return FALSE;
}

static void
test_valid_minimal (void)
{
  g_autofree char *data = set_with ("\"start\": \"D\",", TILE_D);
  g_autoptr(GPtrArray) problems = problems_of (data);

  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_every_problem_reported (void)
{
  /* Road side without a road, a half in two fields, count missing, a field
   * that forgets its city, a duplicate id, and no start tile. */
  const char *broken =
    "{\"id\": \"Z\", \"sides\": {\"N\": \"city\", \"E\": \"road\", \"S\": \"field\", \"W\": \"road\"},"
    " \"features\": [{\"kind\": \"city\", \"sides\": [\"N\"]}, {\"kind\": \"road\", \"sides\": [\"W\"]}],"
    " \"fields\": [{\"halves\": [\"ENE\", \"WNW\", \"ESE\"]},"
    "              {\"halves\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"]}]}";
  g_autofree char *tiles = g_strdup_printf ("%s, %s, %s", TILE_D, broken, TILE_D);
  g_autofree char *data = set_with ("", tiles);
  g_autoptr(GPtrArray) problems = problems_of (data);
  g_autoptr(CarcTileSet) set = carc_tileset_parse_data (data, -1, "broken.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (has_problem (problems, "Z", "side E", "leads nowhere"));
  g_assert_true (has_problem (problems, "Z", "half ESE", "field 2 and field 3"));
  g_assert_true (has_problem (problems, "Z", "count", "missing"));
  g_assert_true (has_problem (problems, "Z", "field 2", "does not list that city"));
  g_assert_true (has_problem (problems, "D", "id", "more than one tile"));
  g_assert_true (has_problem (problems, NULL, "start", "no start tile"));
  g_assert_cmpuint (problems->len, >=, 6);

  /* The GError form names all of them, one per line. */
  g_assert_false (carc_tileset_check (set, &error));
  g_assert_error (error, CARC_TILESET_ERROR, CARC_TILESET_ERROR_INVALID);
  {
    g_auto(GStrv) lines = g_strsplit (error->message, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, problems->len);
  }
  g_clear_error (&error);
  g_assert_null (carc_tileset_load_data (data, -1, "broken.json", &error));
  g_assert_nonnull (strstr (error->message, "broken.json: "));
  g_assert_nonnull (strstr (error->message, "tile Z: side E:"));
}

static void
test_field_problems (void)
{
  /* A plain field side whose halves are in different fields; a city half
   * in a field; a half in no field; a single road end with nothing to stop it. */
  const char *tile =
    "{\"id\": \"Y\", \"count\": 1, \"sides\": {\"N\": \"city\", \"E\": \"field\", \"S\": \"road\", \"W\": \"field\"},"
    " \"features\": [{\"kind\": \"road\", \"sides\": [\"S\"]}],"
    " \"fields\": [{\"halves\": [\"NNW\", \"ENE\"]}, {\"halves\": [\"ESE\", \"SSE\", \"SSW\"]}]}";
  g_autofree char *tiles = g_strdup_printf ("%s, %s", TILE_D, tile);
  g_autofree char *data = set_with ("\"start\": \"D\",", tiles);
  g_autoptr(GPtrArray) problems = problems_of (data);

  g_assert_true (has_problem (problems, "Y", "side N", "no city feature"));
  g_assert_true (has_problem (problems, "Y", "half NNW", "city side N"));
  g_assert_true (has_problem (problems, "Y", "side E", "different fields"));
  g_assert_true (has_problem (problems, "Y", "half WSW", "belongs to no field"));
  g_assert_true (has_problem (problems, "Y", "feature 0", "nothing stops it"));
}

static void
test_structure_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *typo = set_with ("\"start\": \"D\",",
                                    "{\"id\": \"D\", \"counts\": 4, \"sides\": {\"N\": \"city\", \"E\": \"road\", "
                                    "\"S\": \"field\", \"W\": \"road\"}}");
  g_autofree char *bad_kind = set_with ("\"start\": \"D\",",
                                        "{\"id\": \"D\", \"count\": 4, \"sides\": {\"N\": \"citty\", \"E\": \"road\", "
                                        "\"S\": \"field\", \"W\": \"road\"}}");
  g_autofree char *bad_half = set_with ("\"start\": \"D\",",
                                        "{\"id\": \"D\", \"count\": 1, \"sides\": {\"N\": \"field\", \"E\": \"field\", "
                                        "\"S\": \"field\", \"W\": \"field\"}, \"fields\": [{\"halves\": [\"NNX\"]}]}");

  g_assert_null (carc_tileset_parse_data (typo, -1, "typo.json", &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_UNKNOWN_KEY);
  g_assert_nonnull (strstr (error->message, "typo.json: at tiles[0].counts"));
  g_assert_nonnull (strstr (error->message, "did you mean \"count\""));
  g_clear_error (&error);

  g_assert_null (carc_tileset_parse_data (bad_kind, -1, "kind.json", &error));
  g_assert_nonnull (strstr (error->message, "tiles[0].sides.N"));
  g_assert_nonnull (strstr (error->message, "did you mean \"city\""));
  g_clear_error (&error);

  g_assert_null (carc_tileset_parse_data (bad_half, -1, "half.json", &error));
  g_assert_nonnull (strstr (error->message, "tiles[0].fields[0].halves[0]"));
  g_clear_error (&error);

  g_assert_null (carc_tileset_parse_data ("{\"format\": \"other\"}", -1, "f.json", &error));
  g_assert_nonnull (strstr (error->message, "tabletop-tileset"));
}

static void
test_editing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("base", &error);
  g_autoptr(CarcTileSet) copy = carc_tileset_copy (set);
  g_autoptr(GPtrArray) problems = NULL;
  CarcTileDef *tile;

  /* A new tile is valid on its own (an all-field tile); breaking it is caught. */
  tile = carc_tileset_add_tile (copy, "Z1");
  problems = carc_tileset_validate (copy);
  g_assert_cmpuint (problems->len, ==, 0);
  g_clear_pointer (&problems, g_ptr_array_unref);
  tile->sides[CARC_DIR_E] = CARC_SIDE_ROAD;
  problems = carc_tileset_validate (copy);
  g_assert_true (has_problem (problems, "Z1", "side E", "leads nowhere"));
  g_clear_pointer (&problems, g_ptr_array_unref);
  /* Values only an in-memory edit can produce are caught too. */
  tile->sides[CARC_DIR_E] = CARC_SIDE_NONE;
  problems = carc_tileset_validate (copy);
  g_assert_true (has_problem (problems, "Z1", "side E", "no kind"));
  g_clear_pointer (&problems, g_ptr_array_unref);
  tile->sides[CARC_DIR_E] = CARC_SIDE_FIELD;
  tile->features[0].cities = 1u << 3;
  problems = carc_tileset_validate (copy);
  g_assert_true (has_problem (problems, "Z1", "field 0", "feature 3, which is not a city"));
  /* The original is untouched. */
  g_assert_cmpint (carc_tileset_find (set, "Z1"), ==, -1);
  carc_tileset_remove_tile (copy, carc_tileset_get_n_tiles (copy) - 1);
  g_assert_true (carc_tileset_check (copy, &error));
  g_assert_no_error (error);
}

static void
test_segments (void)
{
  g_assert_cmpint (carc_segment_rotate (CARC_SEG_N, 1), ==, CARC_SEG_E);
  g_assert_cmpint (carc_segment_rotate (CARC_SEG_NNW, 1), ==, CARC_SEG_ENE);
  g_assert_cmpint (carc_segment_rotate (CARC_SEG_WNW, 1), ==, CARC_SEG_NNE);
  g_assert_cmpint (carc_segment_rotate (CARC_SEG_C, 3), ==, CARC_SEG_C);
  g_assert_cmpint (carc_segment_from_string ("SSW"), ==, CARC_SEG_SSW);
  g_assert_cmpint (carc_segment_from_string ("X"), ==, CARC_SEG_INVALID);
  g_assert_cmpstr (carc_segment_to_string (CARC_SEG_WSW), ==, "WSW");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/tileset/bundled-base", test_bundled_base);
  g_test_add_func ("/carcassonne/tileset/bundled-river", test_bundled_river);
  g_test_add_func ("/carcassonne/tileset/round-trip", test_round_trip);
  g_test_add_func ("/carcassonne/tileset/valid-minimal", test_valid_minimal);
  g_test_add_func ("/carcassonne/tileset/every-problem", test_every_problem_reported);
  g_test_add_func ("/carcassonne/tileset/field-problems", test_field_problems);
  g_test_add_func ("/carcassonne/tileset/structure-errors", test_structure_errors);
  g_test_add_func ("/carcassonne/tileset/editing", test_editing);
  g_test_add_func ("/carcassonne/tileset/segments", test_segments);
  return g_test_run ();
}
