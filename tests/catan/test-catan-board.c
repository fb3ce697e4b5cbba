/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-board.c — board topology, naming, layouts and validation */
#include "config.h"

#include <string.h>

#include "catan/catan-board.h"
#include "common/tt-json.h"

static CatanBoard *
load_text (const char *text, GError **error)
{
  g_autoptr(JsonNode) node = tt_json_parse (text, -1, "test.json", error);

  return node != NULL ? catan_board_from_json (node, "test.json", error) : NULL;
}

static void
test_standard_topology (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  int terrain_count[CATAN_N_TERRAINS] = { 0 };
  int token_count[13] = { 0 };
  int generic = 0, special = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (board->n_hexes, ==, 19);
  g_assert_cmpuint (board->n_corners, ==, 54);
  g_assert_cmpuint (board->n_edges, ==, 72);
  g_assert_cmpuint (board->n_harbours, ==, 9);
  for (guint h = 0; h < board->n_hexes; h++)
    {
      terrain_count[board->hexes[h].terrain]++;
      token_count[board->hexes[h].number]++;
    }
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_FOREST], ==, 4);
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_PASTURE], ==, 4);
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_FIELDS], ==, 4);
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_HILLS], ==, 3);
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_MOUNTAINS], ==, 3);
  g_assert_cmpint (terrain_count[CATAN_TERRAIN_DESERT], ==, 1);
  g_assert_cmpint (token_count[2], ==, 1);
  g_assert_cmpint (token_count[12], ==, 1);
  for (int n = 3; n <= 11; n++)
    g_assert_cmpint (token_count[n], ==, n == 7 ? 0 : 2);
  for (guint i = 0; i < board->n_harbours; i++)
    {
      if (board->harbours[i].kind == CATAN_HARBOUR_GENERIC)
        generic++;
      else
        special |= 1 << board->harbours[i].kind;
    }
  g_assert_cmpint (generic, ==, 4);
  g_assert_cmpint (special, ==, 0x1f);
  /* Inner corners touch three hexes, every edge joins two corners that
   * list each other. */
  for (guint c = 0; c < board->n_corners; c++)
    for (int i = 0; i < 3 && board->corners[c].corners[i] >= 0; i++)
      {
        const CatanCorner *other = &board->corners[board->corners[c].corners[i]];
        gboolean back = FALSE;

        for (int j = 0; j < 3; j++)
          back |= other->corners[j] == (int) c;
        g_assert_true (back);
      }
  g_assert_cmpint (board->hexes[catan_board_parse_hex (board, "0,0")].terrain, ==, CATAN_TERRAIN_DESERT);
  g_assert_cmpint (board->robber_start, ==, catan_board_parse_hex (board, "0,0"));
}

/* Every corner and edge has one canonical name that parses back to it, and
 * the names seen from each touching hex parse to the same place. */
static void
test_names (void)
{
  static const char * const corner_dirs[] = { "N", "NE", "SE", "S", "SW", "NW" };
  static const char * const edge_dirs[] = { "NE", "E", "SE", "SW", "W", "NW" };
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", NULL);

  for (guint c = 0; c < board->n_corners; c++)
    {
      g_autofree char *name = catan_board_corner_name (board, (int) c);

      g_assert_cmpint (catan_board_parse_corner (board, name), ==, (int) c);
    }
  for (guint e = 0; e < board->n_edges; e++)
    {
      g_autofree char *name = catan_board_edge_name (board, (int) e);

      g_assert_cmpint (catan_board_parse_edge (board, name), ==, (int) e);
    }
  for (guint h = 0; h < board->n_hexes; h++)
    for (int d = 0; d < 6; d++)
      {
        g_autofree char *c = g_strdup_printf ("%d,%d,%s", board->hexes[h].q, board->hexes[h].r, corner_dirs[d]);
        g_autofree char *e = g_strdup_printf ("%d,%d,%s", board->hexes[h].q, board->hexes[h].r, edge_dirs[d]);

        g_assert_cmpint (catan_board_parse_corner (board, c), ==, board->hexes[h].corners[d]);
        g_assert_cmpint (catan_board_parse_edge (board, e), ==, board->hexes[h].edges[d]);
      }
  /* The example of the header and help page. */
  g_assert_cmpint (catan_board_parse_corner (board, "0,0,N"), ==, catan_board_parse_corner (board, "0,-1,SE"));
  g_assert_cmpint (catan_board_parse_corner (board, "0,0,N"), ==, catan_board_parse_corner (board, "1,-1,SW"));
  g_assert_cmpint (catan_board_parse_edge (board, "0,0,W"), ==, catan_board_parse_edge (board, "-1,0,E"));
  g_assert_cmpint (catan_board_parse_corner (board, "0,0,E"), ==, -1);
  g_assert_cmpint (catan_board_parse_edge (board, "0,0,N"), ==, -1);
  g_assert_cmpint (catan_board_parse_hex (board, "5,5"), ==, -1);
  g_assert_cmpint (catan_board_parse_hex (board, "x"), ==, -1);
}

static void
test_random_layouts (void)
{
  for (guint64 seed = 0; seed < 300; seed++)
    {
      g_autoptr(CatanBoard) board = catan_board_new_random (seed);
      g_autoptr(JsonNode) node = catan_board_to_json (board);
      g_autoptr(CatanBoard) again = NULL;
      g_autoptr(GError) error = NULL;
      int desert = 0;

      g_assert_cmpuint (board->n_hexes, ==, 19);
      g_assert_cmpuint (board->n_harbours, ==, 9);
      for (guint h = 0; h < board->n_hexes; h++)
        {
          const CatanHex *hex = &board->hexes[h];

          desert += hex->terrain == CATAN_TERRAIN_DESERT;
          if (hex->number != 6 && hex->number != 8)
            continue;
          for (int d = 0; d < 6; d++)
            if (hex->neighbours[d] >= 0)
              {
                int n = board->hexes[hex->neighbours[d]].number;

                g_assert_true (n != 6 && n != 8);
              }
        }
      g_assert_cmpint (desert, ==, 1);
      g_assert_cmpint (board->hexes[board->robber_start].terrain, ==, CATAN_TERRAIN_DESERT);
      /* A written board reads back the same. */
      again = catan_board_from_json (node, "random", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->n_corners, ==, board->n_corners);
      for (guint h = 0; h < board->n_hexes; h++)
        {
          g_assert_cmpint (again->hexes[h].terrain, ==, board->hexes[h].terrain);
          g_assert_cmpint (again->hexes[h].number, ==, board->hexes[h].number);
        }
      for (guint c = 0; c < board->n_corners; c++)
        g_assert_cmpint (again->corners[c].harbour, ==, board->corners[c].harbour);
    }
}

static void
expect_invalid (const char *text, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = load_text (text, &error);

  g_assert_null (board);
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected \"%s\" in: %s", fragment, error->message);
}

static void
test_validation (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) small = load_text (
    "{\"name\":\"tiny\",\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},"
    "{\"q\":1,\"r\":0,\"terrain\":\"hills\",\"number\":6}],"
    "\"harbours\":[{\"edge\":\"1,0,E\",\"kind\":\"brick\"}]}", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (small->n_corners, ==, 10);
  g_assert_cmpuint (small->n_edges, ==, 11);
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"hils\",\"number\":6}]}", "did you mean \"hills\"");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\",\"number\":6}]}", "desert carries no number");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"hills\",\"number\":7}]}", "never 7");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"hills\"}]}", "needs a number token");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},{\"q\":0,\"r\":0,\"terrain\":\"desert\"}]}",
                  "at hexes[1]: a second hex at 0,0");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},{\"q\":3,\"r\":0,\"terrain\":\"desert\"}]}",
                  "separate islands");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"},{\"q\":1,\"r\":0,\"terrain\":\"desert\"}],"
                  "\"harbours\":[{\"edge\":\"0,0,E\",\"kind\":\"generic\"}]}", "on the coast");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],"
                  "\"harbours\":[{\"edge\":\"0,0,E\",\"kind\":\"generic\"},{\"edge\":\"0,0,SE\",\"kind\":\"ore\"}]}",
                  "shares a corner");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],"
                  "\"harbours\":[{\"edge\":\"0,0,X\",\"kind\":\"generic\"}]}", "harbours[0].edge");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"hills\",\"number\":5}]}", "where the robber starts");
  expect_invalid ("{\"hexes\":[{\"q\":0,\"r\":0,\"terrain\":\"desert\"}],\"robbers\":\"0,0\"}", "robbers");
  expect_invalid ("{\"hexes\":[]}", "at least one hex");
}

/* The bundled boards come from the data: each listed name loads. */
static void
test_bundled_list (void)
{
  g_auto(GStrv) names = catan_board_list_bundled ();

  g_assert_nonnull (names);
  g_assert_true (g_strv_contains ((const char * const *) names, "beginner"));
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CatanBoard) board = catan_board_load_bundled (names[i], &error);

      g_assert_no_error (error);
      g_assert_nonnull (board);
      g_assert_false (g_str_has_suffix (names[i], ".json"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/board/standard", test_standard_topology);
  g_test_add_func ("/catan/board/bundled", test_bundled_list);
  g_test_add_func ("/catan/board/names", test_names);
  g_test_add_func ("/catan/board/random-layouts", test_random_layouts);
  g_test_add_func ("/catan/board/validation", test_validation);
  return g_test_run ();
}
