/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-board.c — board topology, loading, validation and generation */
#include "catan-board.h"

#include <gio/gio.h>
#include <string.h>

#include "catan-resources.h"
#include "common/tt-json.h"
#include "common/tt-rng.h"

/* For sorting a GPtrArray of strings. */
static int
compare_names (gconstpointer a,
                    gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

G_DEFINE_QUARK (catan-board-error-quark, catan_board_error)

static const char * const terrain_names[] = {
  "hills", "forest", "pasture", "fields", "mountains", "desert", NULL
};
static const char * const card_names[] = {
  "brick", "lumber", "wool", "grain", "ore", "paper", "cloth", "coin", NULL
};
static const char * const corner_dirs[] = { "N", "NE", "SE", "S", "SW", "NW", NULL };
const char * const catan_side_names[7] = { "NE", "E", "SE", "SW", "W", "NW", NULL };
const int catan_side_dq[6] = { 1, 1, 0, -1, -1, 0 };
const int catan_side_dr[6] = { -1, 0, 1, 1, 0, -1 };

/* The hex, N/S flag of the canonical name of corner `dir` of (q, r). */
static const int corner_dq[6] = { 0, 1, 0, 0, -1, 0 };
static const int corner_dr[6] = { 0, -1, 1, 0, 1, -1 };
static const int corner_south[6] = { 0, 1, 0, 1, 0, 1 };

/* The hex and side (0 NE, 1 E, 2 SE) of the canonical name of side `dir`. */
static const int edge_dq[6] = { 0, 0, 0, -1, -1, 0 };
static const int edge_dr[6] = { 0, 0, 0, 1, 0, -1 };
static const int edge_side[6] = { 0, 1, 2, 0, 1, 2 };

const char *
catan_terrain_name (CatanTerrain terrain)
{
  return terrain < CATAN_N_TERRAINS ? terrain_names[terrain] : "?";
}

const char *
catan_card_name (CatanCard card)
{
  return card < CATAN_N_CARDS ? card_names[card] : "?";
}

int
catan_card_from_name (const char *name)
{
  for (int i = 0; card_names[i] != NULL; i++)
    if (g_strcmp0 (card_names[i], name) == 0)
      return i;
  return -1;
}

const char *
catan_harbour_name (int kind)
{
  if (kind == CATAN_HARBOUR_GENERIC)
    return "generic";
  if (kind >= 0 && kind < CATAN_N_RESOURCES)
    return card_names[kind];
  return "none";
}

int
catan_harbour_from_name (const char *name)
{
  if (g_strcmp0 (name, "generic") == 0)
    return CATAN_HARBOUR_GENERIC;
  for (int i = 0; i < CATAN_N_RESOURCES; i++)
    if (g_strcmp0 (card_names[i], name) == 0)
      return i;
  return CATAN_HARBOUR_NONE;
}

CatanBoard *
catan_board_ref (CatanBoard *board)
{
  return g_atomic_rc_box_acquire (board);
}

static void
board_clear (gpointer data)
{
  CatanBoard *board = data;

  g_free (board->name);
}

void
catan_board_unref (CatanBoard *board)
{
  if (board != NULL)
    g_atomic_rc_box_release_full (board, board_clear);
}

int
catan_board_find_hex (const CatanBoard *board,
                      int               q,
                      int               r)
{
  for (guint i = 0; i < board->n_hexes; i++)
    if (board->hexes[i].q == q && board->hexes[i].r == r)
      return (int) i;
  return -1;
}

static int
find_corner (const CatanBoard *board, int q, int r, int south)
{
  for (guint i = 0; i < board->n_corners; i++)
    if (board->corners[i].q == q && board->corners[i].r == r && board->corners[i].south == south)
      return (int) i;
  return -1;
}

static int
find_edge (const CatanBoard *board, int q, int r, int side)
{
  for (guint i = 0; i < board->n_edges; i++)
    if (board->edges[i].q == q && board->edges[i].r == r && board->edges[i].side == side)
      return (int) i;
  return -1;
}

static void
add_unique (gint16 *slots, int n_slots, int value)
{
  for (int i = 0; i < n_slots; i++)
    {
      if (slots[i] == value)
        return;
      if (slots[i] < 0)
        {
          slots[i] = (gint16) value;
          return;
        }
    }
}

/* Where build_topology() finds a place by its coordinates instead of
 * searching the lists: per (q, r) in the hexes' bounds plus one, the hex,
 * the corners (south 0, 1) and the edges (side 0..2) found so far, -1 if
 * none. The same places get the same numbers as with a search. */
typedef struct
{
  int     q0, r0, width, height;
  gint16 (*slot)[6];
} PlaceIndex;

static gint16 *
place_slot (PlaceIndex *index, int q, int r, int k)
{
  return &index->slot[(q - index->q0) * index->height + (r - index->r0)][k];
}

static int
intern_corner (CatanBoard *board, PlaceIndex *places, int q, int r, int south)
{
  gint16 *slot = place_slot (places, q, r, 1 + south);
  int index = *slot;
  CatanCorner *corner;

  if (index >= 0)
    return index;
  *slot = (gint16) board->n_corners;
  index = (int) board->n_corners++;
  corner = &board->corners[index];
  corner->q = (gint8) q;
  corner->r = (gint8) r;
  corner->south = (gint8) south;
  corner->harbour = CATAN_HARBOUR_NONE;
  for (int i = 0; i < 3; i++)
    corner->hexes[i] = corner->corners[i] = corner->edges[i] = -1;
  return index;
}

static int
intern_edge (CatanBoard *board, PlaceIndex *places, int q, int r, int side)
{
  gint16 *slot = place_slot (places, q, r, 3 + side);
  int index = *slot;
  CatanEdge *edge;

  if (index >= 0)
    return index;
  *slot = (gint16) board->n_edges;
  index = (int) board->n_edges++;
  edge = &board->edges[index];
  edge->q = (gint8) q;
  edge->r = (gint8) r;
  edge->side = (gint8) side;
  edge->hexes[0] = edge->hexes[1] = -1;
  return index;
}

/* Derive corners, edges and their adjacency from the list of land hexes. */
static void
build_topology (CatanBoard *board)
{
  PlaceIndex places;
  int q1 = G_MININT, r1 = G_MININT;

  if (board->n_hexes == 0)
    return;
  places.q0 = places.r0 = G_MAXINT;
  for (guint h = 0; h < board->n_hexes; h++)
    {
      places.q0 = MIN (places.q0, board->hexes[h].q - 1);
      places.r0 = MIN (places.r0, board->hexes[h].r - 1);
      q1 = MAX (q1, board->hexes[h].q + 1);
      r1 = MAX (r1, board->hexes[h].r + 1);
    }
  places.width = q1 - places.q0 + 1;
  places.height = r1 - places.r0 + 1;
  places.slot = g_malloc (sizeof *places.slot * (gsize) places.width * (gsize) places.height);
  memset (places.slot, -1, sizeof *places.slot * (gsize) places.width * (gsize) places.height);
  for (guint h = 0; h < board->n_hexes; h++)
    {
      gint16 *slot = place_slot (&places, board->hexes[h].q, board->hexes[h].r, 0);

      if (*slot < 0)
        *slot = (gint16) h;
    }
  for (guint h = 0; h < board->n_hexes; h++)
    {
      CatanHex *hex = &board->hexes[h];

      for (int d = 0; d < 6; d++)
        hex->corners[d] = (gint16) intern_corner (board, &places, hex->q + corner_dq[d],
                                                  hex->r + corner_dr[d], corner_south[d]);
      for (int d = 0; d < 6; d++)
        {
          int e = intern_edge (board, &places, hex->q + edge_dq[d], hex->r + edge_dr[d], edge_side[d]);
          CatanEdge *edge = &board->edges[e];

          hex->edges[d] = (gint16) e;
          hex->neighbours[d] = *place_slot (&places, hex->q + catan_side_dq[d], hex->r + catan_side_dr[d], 0);
          edge->corners[0] = hex->corners[d];
          edge->corners[1] = hex->corners[(d + 1) % 6];
          add_unique (edge->hexes, 2, (int) h);
        }
    }
  for (guint h = 0; h < board->n_hexes; h++)
    {
      CatanHex *hex = &board->hexes[h];

      for (int d = 0; d < 6; d++)
        {
          CatanCorner *corner = &board->corners[hex->corners[d]];
          int e = hex->edges[d];
          int a = board->edges[e].corners[0], b = board->edges[e].corners[1];

          add_unique (corner->hexes, 3, (int) h);
          add_unique (board->corners[a].edges, 3, e);
          add_unique (board->corners[b].edges, 3, e);
          add_unique (board->corners[a].corners, 3, b);
          add_unique (board->corners[b].corners, 3, a);
        }
    }
  g_free (places.slot);
}

/* "q,r" and "q,r,DIR": DIR is looked up in `dirs` (NULL: no direction). */
static gboolean
parse_place (const char         *name,
             const char * const *dirs,
             int                *q,
             int                *r,
             int                *dir)
{
  g_auto(GStrv) parts = NULL;
  gint64 value;
  guint n;

  if (name == NULL)
    return FALSE;
  parts = g_strsplit (name, ",", -1);
  n = g_strv_length (parts);
  if (n != (dirs == NULL ? 2u : 3u))
    return FALSE;
  for (int i = 0; i < 2; i++)
    {
      char *end = NULL;

      g_strstrip (parts[i]);
      value = g_ascii_strtoll (parts[i], &end, 10);
      if (end == parts[i] || *end != '\0' || value < -60 || value > 60)
        return FALSE;
      if (i == 0)
        *q = (int) value;
      else
        *r = (int) value;
    }
  if (dirs == NULL)
    return TRUE;
  g_strstrip (parts[2]);
  for (int i = 0; dirs[i] != NULL; i++)
    if (g_ascii_strcasecmp (dirs[i], parts[2]) == 0)
      {
        *dir = i;
        return TRUE;
      }
  return FALSE;
}

int
catan_board_parse_hex (const CatanBoard *board,
                       const char       *name)
{
  int q, r;

  if (!parse_place (name, NULL, &q, &r, NULL))
    return -1;
  return catan_board_find_hex (board, q, r);
}

int
catan_board_parse_corner (const CatanBoard *board,
                          const char       *name)
{
  int q, r, dir;

  if (!parse_place (name, corner_dirs, &q, &r, &dir))
    return -1;
  return find_corner (board, q + corner_dq[dir], r + corner_dr[dir], corner_south[dir]);
}

int
catan_board_parse_edge (const CatanBoard *board,
                        const char       *name)
{
  int q, r, dir;

  if (!parse_place (name, catan_side_names, &q, &r, &dir))
    return -1;
  return find_edge (board, q + edge_dq[dir], r + edge_dr[dir], edge_side[dir]);
}

char *
catan_board_hex_name (const CatanBoard *board,
                      int               hex)
{
  return g_strdup_printf ("%d,%d", board->hexes[hex].q, board->hexes[hex].r);
}

char *
catan_board_corner_name (const CatanBoard *board,
                         int               corner)
{
  const CatanCorner *c = &board->corners[corner];

  return g_strdup_printf ("%d,%d,%s", c->q, c->r, c->south ? "S" : "N");
}

char *
catan_board_edge_name (const CatanBoard *board,
                       int               edge)
{
  const CatanEdge *e = &board->edges[edge];

  return g_strdup_printf ("%d,%d,%s", e->q, e->r, catan_side_names[e->side]);
}

static CatanBoard *
board_new (const char *name)
{
  CatanBoard *board = g_atomic_rc_box_new0 (CatanBoard);

  board->name = g_strdup (name);
  board->robber_start = -1;
  return board;
}

/* Every part of the land must be reachable from the first hex, or roads
 * could never join the pieces. */
static gboolean
land_is_connected (const CatanBoard *board)
{
  gboolean seen[CATAN_MAX_HEXES] = { FALSE };
  int stack[CATAN_MAX_HEXES];
  int top = 0;
  guint n_seen = 1;

  stack[top++] = 0;
  seen[0] = TRUE;
  while (top > 0)
    {
      const CatanHex *hex = &board->hexes[stack[--top]];

      for (int d = 0; d < 6; d++)
        if (hex->neighbours[d] >= 0 && !seen[hex->neighbours[d]])
          {
            seen[hex->neighbours[d]] = TRUE;
            stack[top++] = hex->neighbours[d];
            n_seen++;
          }
    }
  return n_seen == board->n_hexes;
}

gboolean
catan_layout_hex_from_json (JsonNode        *node,
                            const char      *source,
                            const char      *path,
                            CatanLayoutHex  *hex,
                            GError         **error)
{
  static const char * const keys[] = { "q", "r", "terrain", "number", NULL };
  JsonObject *object = tt_json_require_object (node, source, path, error);
  const char *terrain_text;
  gint64 q, r, number = 0;
  int terrain = -1;

  if (object == NULL
      || !tt_json_check_keys (object, keys, source, path, error)
      || !tt_json_get_int (object, "q", TRUE, -30, 30, &q, source, path, error)
      || !tt_json_get_int (object, "r", TRUE, -30, 30, &r, source, path, error)
      || !tt_json_get_string (object, "terrain", TRUE, &terrain_text, source, path, error)
      || !tt_json_get_int (object, "number", FALSE, 0, 12, &number, source, path, error))
    return FALSE;
  for (int i = 0; terrain_names[i] != NULL; i++)
    if (strcmp (terrain_names[i], terrain_text) == 0)
      terrain = i;
  if (terrain < 0)
    {
      g_autofree char *at = tt_json_path_member (path, "terrain");
      const char *hint = tt_json_closest_word (terrain_text, terrain_names);

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "unknown terrain \"%s\"%s%s%s (one of hills, forest, pasture, fields, mountains, desert)",
                         terrain_text, hint ? " — did you mean \"" : "", hint ? hint : "", hint ? "\"?" : "");
      return FALSE;
    }
  *hex = (CatanLayoutHex) { (int) q, (int) r, terrain, (int) number };
  return TRUE;
}

static gboolean
read_hex (CatanBoard  *board,
          JsonNode    *node,
          const char  *source,
          const char  *path,
          GError     **error)
{
  CatanLayoutHex read;
  CatanHex *hex;

  if (!catan_layout_hex_from_json (node, source, path, &read, error))
    return FALSE;
  if (catan_board_find_hex (board, read.q, read.r) >= 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                         "a second hex at %d,%d", read.q, read.r);
      return FALSE;
    }
  if ((read.terrain == CATAN_TERRAIN_DESERT) != (read.number == 0) || read.number == 1 || read.number == 7)
    {
      g_autofree char *at = tt_json_path_member (path, "number");

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         read.terrain == CATAN_TERRAIN_DESERT
                         ? "the desert carries no number token"
                         : "a producing hex needs a number token from 2 to 12, never 7");
      return FALSE;
    }
  if (board->n_hexes >= CATAN_MAX_HEXES)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                         "more than %d hexes", CATAN_MAX_HEXES);
      return FALSE;
    }
  hex = &board->hexes[board->n_hexes++];
  hex->q = (gint8) read.q;
  hex->r = (gint8) read.r;
  hex->terrain = (guint8) read.terrain;
  hex->number = (guint8) read.number;
  return TRUE;
}

static gboolean
add_harbour (CatanBoard *board,
             int         edge,
             int         kind,
             const char *source,
             const char *path,
             GError    **error)
{
  CatanEdge *e = &board->edges[edge];

  if (e->hexes[1] >= 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                         "a harbour must lie on the coast (an edge with land on one side only)");
      return FALSE;
    }
  for (int i = 0; i < 2; i++)
    if (board->corners[e->corners[i]].harbour != CATAN_HARBOUR_NONE)
      {
        tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path,
                           "this harbour shares a corner with another harbour");
        return FALSE;
      }
  for (int i = 0; i < 2; i++)
    board->corners[e->corners[i]].harbour = (gint8) kind;
  board->harbours[board->n_harbours].edge = (gint16) edge;
  board->harbours[board->n_harbours].kind = (gint8) kind;
  board->harbours[board->n_harbours].corners[0] = e->corners[0];
  board->harbours[board->n_harbours].corners[1] = e->corners[1];
  board->n_harbours++;
  return TRUE;
}

gboolean
catan_layout_harbour_from_json (JsonNode            *node,
                                const char          *source,
                                const char          *path,
                                CatanLayoutHarbour  *harbour,
                                GError             **error)
{
  static const char * const keys[] = { "edge", "kind", NULL };
  JsonObject *object = tt_json_require_object (node, source, path, error);
  const char *edge_name, *kind_name;
  int q, r, side, kind;

  if (object == NULL
      || !tt_json_check_keys (object, keys, source, path, error)
      || !tt_json_get_string (object, "edge", TRUE, &edge_name, source, path, error)
      || !tt_json_get_string (object, "kind", TRUE, &kind_name, source, path, error))
    return FALSE;
  if (!parse_place (edge_name, catan_side_names, &q, &r, &side))
    {
      g_autofree char *at = tt_json_path_member (path, "edge");

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "\"%s\" is not an edge (write \"q,r,SIDE\", SIDE one of NE E SE SW W NW)",
                         edge_name);
      return FALSE;
    }
  kind = catan_harbour_from_name (kind_name);
  if (kind == CATAN_HARBOUR_NONE)
    {
      g_autofree char *at = tt_json_path_member (path, "kind");

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "unknown harbour \"%s\" (generic, brick, lumber, wool, grain or ore)",
                         kind_name);
      return FALSE;
    }
  *harbour = (CatanLayoutHarbour) { q, r, side, kind };
  return TRUE;
}

static gboolean
read_harbour (CatanBoard  *board,
              JsonNode    *node,
              const char  *source,
              const char  *path,
              GError     **error)
{
  CatanLayoutHarbour read;
  int edge;

  if (!catan_layout_harbour_from_json (node, source, path, &read, error))
    return FALSE;
  edge = find_edge (board, read.q + edge_dq[read.side], read.r + edge_dr[read.side], edge_side[read.side]);
  if (edge < 0)
    {
      g_autofree char *at = tt_json_path_member (path, "edge");

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "\"%d,%d,%s\" is not an edge of this board", read.q, read.r, catan_side_names[read.side]);
      return FALSE;
    }
  return add_harbour (board, edge, read.kind, source, path, error);
}

static gboolean
read_robber (CatanBoard  *board,
             JsonObject  *root,
             const char  *source,
             GError     **error)
{
  const char *name = NULL;

  if (!tt_json_get_string (root, "robber", FALSE, &name, source, NULL, error))
    return FALSE;
  if (name != NULL)
    {
      board->robber_start = (gint16) catan_board_parse_hex (board, name);
      if (board->robber_start < 0)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "robber",
                             "\"%s\" is not a hex of this board", name);
          return FALSE;
        }
      return TRUE;
    }
  for (guint i = 0; i < board->n_hexes; i++)
    if (board->hexes[i].terrain == CATAN_TERRAIN_DESERT)
      {
        board->robber_start = (gint16) i;
        return TRUE;
      }
  tt_json_set_error (error, TT_JSON_ERROR_MISSING, source, "robber",
                     "a board without a desert must say where the robber starts");
  return FALSE;
}

CatanBoard *
catan_board_from_json (JsonNode    *node,
                       const char  *source,
                       GError     **error)
{
  static const char * const keys[] = { "name", "hexes", "harbours", "robber", NULL };
  g_autoptr(CatanBoard) board = NULL;
  JsonObject *root = tt_json_require_object (node, source, NULL, error);
  JsonArray *hexes, *harbours = NULL;
  const char *name = NULL;

  if (root == NULL
      || !tt_json_check_keys (root, keys, source, NULL, error)
      || !tt_json_get_string (root, "name", FALSE, &name, source, NULL, error)
      || !tt_json_get_array (root, "hexes", TRUE, &hexes, source, NULL, error)
      || !tt_json_get_array (root, "harbours", FALSE, &harbours, source, NULL, error))
    return NULL;
  board = board_new (name != NULL ? name : "custom");
  for (guint i = 0; i < json_array_get_length (hexes); i++)
    {
      g_autofree char *path = tt_json_path_index ("hexes", i);

      if (!read_hex (board, json_array_get_element (hexes, i), source, path, error))
        return NULL;
    }
  if (board->n_hexes == 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "hexes", "a board needs at least one hex");
      return NULL;
    }
  build_topology (board);
  if (board->n_corners > CATAN_MAX_CORNERS || board->n_edges > CATAN_MAX_EDGES)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "hexes", "the board is too large");
      return NULL;
    }
  if (!land_is_connected (board))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "hexes",
                         "the land is split into separate islands");
      return NULL;
    }
  for (guint i = 0; harbours != NULL && i < json_array_get_length (harbours); i++)
    {
      g_autofree char *path = tt_json_path_index ("harbours", i);

      if (!read_harbour (board, json_array_get_element (harbours, i), source, path, error))
        return NULL;
    }
  if (!read_robber (board, root, source, error))
    return NULL;
  return g_steal_pointer (&board);
}

CatanBoard *
catan_board_load_file (const char  *filename,
                       GError     **error)
{
  g_autoptr(JsonNode) node = tt_json_parse_file (filename, error);

  if (node == NULL)
    return NULL;
  return catan_board_from_json (node, filename, error);
}

CatanBoard *
catan_board_load_bundled (const char  *name,
                          GError     **error)
{
  g_autofree char *path = g_strdup_printf ("/io/github/tabletop/Tabletop/boards/%s.json", name);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) node = NULL;
  gsize size;
  const char *data;

  /* Looked up in our own resource (not the global list), which also keeps
   * the linker from dropping it out of the static library. */
  bytes = g_resource_lookup_data (catan_boards_get_resource (), path,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, CATAN_BOARD_ERROR, 0,
                   "no bundled board \"%s\" (try \"beginner\" or \"random\")", name);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &size);
  node = tt_json_parse (data, (gssize) size, path, error);
  if (node == NULL)
    return NULL;
  return catan_board_from_json (node, path, error);
}

char **
catan_board_list_bundled (void)
{
  g_auto(GStrv) children = g_resource_enumerate_children (catan_boards_get_resource (),
                                                          "/io/github/tabletop/Tabletop/boards/",
                                                          G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    if (g_str_has_suffix (children[i], ".json"))
      g_ptr_array_add (names, g_strndup (children[i], strlen (children[i]) - strlen (".json")));
  g_ptr_array_sort (names, (GCompareFunc) compare_names);
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

JsonNode *
catan_board_layout_to_json (const CatanBoardLayout *layout)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (layout != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, layout->name);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < layout->n_hexes; i++)
    {
      const CatanLayoutHex *hex = &layout->hexes[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "q");
      json_builder_add_int_value (builder, hex->q);
      json_builder_set_member_name (builder, "r");
      json_builder_add_int_value (builder, hex->r);
      json_builder_set_member_name (builder, "terrain");
      json_builder_add_string_value (builder, catan_terrain_name (hex->terrain));
      if (hex->number != 0)
        {
          json_builder_set_member_name (builder, "number");
          json_builder_add_int_value (builder, hex->number);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "harbours");
  json_builder_begin_array (builder);
  for (guint i = 0; i < layout->n_harbours; i++)
    {
      const CatanLayoutHarbour *harbour = &layout->harbours[i];
      g_autofree char *edge = g_strdup_printf ("%d,%d,%s", harbour->q, harbour->r, catan_side_names[harbour->side]);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "edge");
      json_builder_add_string_value (builder, edge);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, catan_harbour_name (harbour->kind));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (layout->has_robber)
    {
      g_autofree char *robber = g_strdup_printf ("%d,%d", layout->robber_q, layout->robber_r);

      json_builder_set_member_name (builder, "robber");
      json_builder_add_string_value (builder, robber);
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* A playable board is written as its layout, harbours under their
 * canonical edge names. */
JsonNode *
catan_board_to_json (const CatanBoard *board)
{
  CatanLayoutHex hexes[CATAN_MAX_HEXES];
  CatanLayoutHarbour harbours[CATAN_MAX_EDGES];
  CatanBoardLayout layout = {
    .name = board->name,
    .n_hexes = board->n_hexes,
    .hexes = hexes,
    .n_harbours = board->n_harbours,
    .harbours = harbours,
    .has_robber = TRUE,
    .robber_q = board->hexes[board->robber_start].q,
    .robber_r = board->hexes[board->robber_start].r,
  };

  for (guint i = 0; i < board->n_hexes; i++)
    hexes[i] = (CatanLayoutHex) { board->hexes[i].q, board->hexes[i].r,
                                  board->hexes[i].terrain, board->hexes[i].number };
  for (guint i = 0; i < board->n_harbours; i++)
    {
      const CatanEdge *edge = &board->edges[board->harbours[i].edge];

      harbours[i] = (CatanLayoutHarbour) { edge->q, edge->r, edge->side, board->harbours[i].kind };
    }
  return catan_board_layout_to_json (&layout);
}

/* The random layout uses the standard frame: 19 hexes of radius 2 and nine
 * harbour edges at fixed places around the coast (the frame pieces of the
 * published game carry the harbours at fixed places; only their kinds are
 * shuffled here). */
static const struct { int q, r, side; } standard_harbour_edges[9] = {
  { 0, -2, 5 }, { 1, -2, 0 }, { 2, -1, 0 }, { 2, 0, 1 }, { 1, 1, 2 },
  { -1, 2, 2 }, { -2, 2, 3 }, { -2, 1, 4 }, { -1, -1, 4 },
};

static gboolean
six_eight_adjacent (const CatanBoard *board)
{
  for (guint h = 0; h < board->n_hexes; h++)
    {
      const CatanHex *hex = &board->hexes[h];

      if (hex->number != 6 && hex->number != 8)
        continue;
      for (int d = 0; d < 6; d++)
        if (hex->neighbours[d] >= 0)
          {
            int n = board->hexes[hex->neighbours[d]].number;

            if (n == 6 || n == 8)
              return TRUE;
          }
    }
  return FALSE;
}

CatanBoard *
catan_board_new_random (guint64 seed)
{
  static const guint8 terrains[19] = { 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5 };
  static const guint8 tokens[18] = { 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12 };
  static const gint8 harbour_kinds[9] = { 5, 5, 5, 5, 0, 1, 2, 3, 4 };
  CatanBoard *board = board_new ("random");
  guint8 terrain[19], token[18];
  gint8 kinds[9];
  TtRng rng;

  tt_rng_init (&rng, seed);
  memcpy (terrain, terrains, sizeof terrain);
  memcpy (kinds, harbour_kinds, sizeof kinds);
  tt_rng_shuffle (&rng, terrain, 19, 1);
  tt_rng_shuffle (&rng, kinds, 9, 1);
  for (int r = -2; r <= 2; r++)
    for (int q = -2; q <= 2; q++)
      if (ABS (q + r) <= 2)
        {
          CatanHex *hex = &board->hexes[board->n_hexes];

          hex->q = (gint8) q;
          hex->r = (gint8) r;
          hex->terrain = terrain[board->n_hexes];
          if (hex->terrain == CATAN_TERRAIN_DESERT)
            board->robber_start = (gint16) board->n_hexes;
          board->n_hexes++;
        }
  build_topology (board);
  /* Rejection sampling: reshuffle the tokens until no 6 or 8 touches
   * another 6 or 8 (about one shuffle in ten qualifies). */
  do
    {
      guint t = 0;

      memcpy (token, tokens, sizeof token);
      tt_rng_shuffle (&rng, token, 18, 1);
      for (guint h = 0; h < board->n_hexes; h++)
        board->hexes[h].number = board->hexes[h].terrain == CATAN_TERRAIN_DESERT ? 0 : token[t++];
    }
  while (six_eight_adjacent (board));
  for (int i = 0; i < 9; i++)
    {
      int e = find_edge (board, standard_harbour_edges[i].q + edge_dq[standard_harbour_edges[i].side],
                         standard_harbour_edges[i].r + edge_dr[standard_harbour_edges[i].side],
                         edge_side[standard_harbour_edges[i].side]);
      gboolean ok = add_harbour (board, e, kinds[i], "random", NULL, NULL);

      g_assert (ok);
    }
  return board;
}
