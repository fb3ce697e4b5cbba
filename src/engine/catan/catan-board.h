/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-board.h — the Catan board: land hexes, their shared corners and
 * edges, number tokens and harbours
 *
 * NAMING PLACES (records, command line, help page catan-notation.page)
 *
 * Hexes are "pointy-top" and named by axial coordinates "q,r": q grows to
 * the east, r grows to the south-east, so the six neighbours of "q,r" are
 *   E "q+1,r"   W "q-1,r"   NE "q+1,r-1"   NW "q,r-1"   SE "q,r+1"   SW "q-1,r+1".
 * The standard board is every hex with |q|, |r|, |q+r| ≤ 2, centred on "0,0";
 * its top row is "0,-2" "1,-2" "2,-2" and its bottom row "-2,2" "-1,2" "0,2".
 *
 * A corner is named "q,r,D" with D one of N NE SE S SW NW (the six corners of
 * the pointy-top hex, clockwise from the top). An edge is named "q,r,D" with
 * D one of NE E SE SW W NW (the six sides, clockwise from the upper right).
 * Every corner touches up to three hexes and every edge two, so a place has
 * several names; all are accepted. The engine writes the canonical one:
 * corners as the N or S corner of some hex, edges as the NE, E or SE side
 * of some hex (that hex may be in the sea). For example the corner between
 * "0,0", "0,-1" and "1,-1" is "0,0,N" (also "0,-1,SE" and "1,-1,SW").
 *
 * A board is immutable after loading and shared (reference counted) by all
 * states that use it; the parts that change in play (robber, number tokens
 * swapped by the Inventor) live in the state.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CATAN_BOARD_ERROR (catan_board_error_quark ())

#define CATAN_MAX_HEXES   64
#define CATAN_MAX_CORNERS 192
#define CATAN_MAX_EDGES   256

typedef enum
{
  CATAN_TERRAIN_HILLS,      /* brick */
  CATAN_TERRAIN_FOREST,     /* lumber */
  CATAN_TERRAIN_PASTURE,    /* wool */
  CATAN_TERRAIN_FIELDS,     /* grain */
  CATAN_TERRAIN_MOUNTAINS,  /* ore */
  CATAN_TERRAIN_DESERT,
  CATAN_N_TERRAINS
} CatanTerrain;

/* Resources first (their index equals the producing terrain), then the
 * Cities & Knights commodities. */
typedef enum
{
  CATAN_BRICK,
  CATAN_LUMBER,
  CATAN_WOOL,
  CATAN_GRAIN,
  CATAN_ORE,
  CATAN_PAPER,
  CATAN_CLOTH,
  CATAN_COIN,
  CATAN_N_CARDS
} CatanCard;

#define CATAN_N_RESOURCES 5

/* Harbour kinds: a resource index (2:1 for that resource) or generic 3:1. */
#define CATAN_HARBOUR_NONE    (-1)
#define CATAN_HARBOUR_GENERIC 5

typedef struct
{
  gint8   q, r;
  guint8  terrain;
  guint8  number;             /* 0 for the desert */
  gint16  corners[6];         /* N NE SE S SW NW */
  gint16  edges[6];           /* NE E SE SW W NW */
  gint16  neighbours[6];      /* land hex across each edge, or -1 */
} CatanHex;

typedef struct
{
  gint8   q, r;               /* canonical name: the N or S corner of (q, r) */
  gint8   south;              /* 0: N corner, 1: S corner */
  gint8   harbour;            /* CATAN_HARBOUR_* or a resource */
  gint16  hexes[3];           /* land hexes touching it, -1 padded */
  gint16  corners[3];         /* adjacent corners, -1 padded */
  gint16  edges[3];           /* edges that end here, -1 padded */
} CatanCorner;

typedef struct
{
  gint8   q, r;               /* canonical name: side NE, E or SE of (q, r) */
  gint8   side;               /* 0 NE, 1 E, 2 SE */
  gint16  corners[2];
  gint16  hexes[2];           /* land hexes on either side, -1 padded */
} CatanEdge;

typedef struct
{
  gint16  edge;
  gint8   kind;               /* CATAN_HARBOUR_GENERIC or a resource */
  gint16  corners[2];         /* the edge's corners, kept here for the trade ratios */
} CatanHarbour;

typedef struct _CatanBoard CatanBoard;

/* A board as a plain description, which need not be playable (the board
 * editor's drafts): what the board file holds, nothing worked out. */
typedef struct
{
  int q, r;
  int terrain;                /* CatanTerrain */
  int number;                 /* 0: no token */
} CatanLayoutHex;

typedef struct
{
  int q, r;                   /* the hex whose side it is */
  int side;                   /* 0..5: NE E SE SW W NW */
  int kind;                   /* CATAN_HARBOUR_GENERIC or a resource */
} CatanLayoutHarbour;

typedef struct
{
  const char               *name;
  guint                     n_hexes;
  const CatanLayoutHex     *hexes;
  guint                     n_harbours;
  const CatanLayoutHarbour *harbours;
  gboolean                  has_robber;
  int                       robber_q, robber_r;
} CatanBoardLayout;

/* An atomic rc box (catan_board_ref/unref). */
struct _CatanBoard
{
  char        *name;
  guint        n_hexes, n_corners, n_edges, n_harbours;
  CatanHex     hexes[CATAN_MAX_HEXES];
  CatanCorner  corners[CATAN_MAX_CORNERS];
  CatanEdge    edges[CATAN_MAX_EDGES];
  CatanHarbour harbours[CATAN_MAX_EDGES];
  gint16       robber_start;
};

GQuark       catan_board_error_quark     (void);

CatanBoard  *catan_board_ref             (CatanBoard       *board);
void         catan_board_unref           (CatanBoard       *board);

CatanBoard  *catan_board_from_json       (JsonNode         *node,
                                          const char       *source,
                                          GError          **error);
CatanBoard  *catan_board_load_file       (const char       *filename,
                                          GError          **error);
CatanBoard  *catan_board_load_bundled    (const char       *name,
                                          GError          **error);
/* The names of the bundled boards ("beginner", …), sorted; free with g_strfreev. */
char       **catan_board_list_bundled    (void);
CatanBoard  *catan_board_new_random      (guint64           seed);
JsonNode    *catan_board_to_json         (const CatanBoard *board);
/* One member of a board file's "hexes" (at `path`, for messages), read
 * into `hex` with its members checked one by one (a number from 0 to 12);
 * what the hex means on a board is the caller's to check. */
gboolean     catan_layout_hex_from_json  (JsonNode         *node,
                                          const char       *source,
                                          const char       *path,
                                          CatanLayoutHex   *hex,
                                          GError          **error);
/* One member of a board file's "harbours": an edge "q,r,SIDE" as written
 * (SIDE 0..5, NE E SE SW W NW) and a kind; whether the board has that
 * edge, on its coast, is the caller's to check. */
gboolean     catan_layout_harbour_from_json (JsonNode           *node,
                                             const char         *source,
                                             const char         *path,
                                             CatanLayoutHarbour *harbour,
                                             GError            **error);
/* The one writer of the board format: catan_board_to_json() and the board
 * editor both write through it. Members in file order (name, hexes,
 * harbours, robber); a hex's number only when it has one. */
JsonNode    *catan_board_layout_to_json  (const CatanBoardLayout *layout);

int          catan_board_find_hex        (const CatanBoard *board,
                                          int               q,
                                          int               r);
int          catan_board_parse_hex       (const CatanBoard *board,
                                          const char       *name);
int          catan_board_parse_corner    (const CatanBoard *board,
                                          const char       *name);
int          catan_board_parse_edge      (const CatanBoard *board,
                                          const char       *name);
char        *catan_board_hex_name        (const CatanBoard *board,
                                          int               hex);
char        *catan_board_corner_name     (const CatanBoard *board,
                                          int               corner);
char        *catan_board_edge_name       (const CatanBoard *board,
                                          int               edge);

/* The six sides of a hex, clockwise from the upper right: their names
 * (NE E SE SW W NW, NULL-terminated) and the axial offsets of the
 * neighbour across each. */
extern const char * const catan_side_names[7];
extern const int catan_side_dq[6];
extern const int catan_side_dr[6];

const char  *catan_terrain_name          (CatanTerrain      terrain);
const char  *catan_card_name             (CatanCard         card);
int          catan_card_from_name        (const char       *name);
const char  *catan_harbour_name          (int               kind);
/* The kind named (generic, brick, …), or CATAN_HARBOUR_NONE. */
int          catan_harbour_from_name     (const char       *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CatanBoard, catan_board_unref)

G_END_DECLS
