/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-state.h — a Carcassonne game position and the moves that change it
 *
 * A CarcState is created from a tile set, options, a player count and a
 * seed, and changes only through carc_state_apply(). Applying validates the
 * move; on error the state is untouched and the GError (domain CARC_ERROR)
 * names the rule and the place in English; carc_state_check_move() gives the
 * same verdict as a CarcMoveCheck the UI can translate.
 *
 * Turn order: the current player has a drawn tile (carc_state_get_current_tile).
 * One CarcMove lays it (or discards it when it fits nowhere) and optionally
 * places one figure on it, or recalls the abbot. Scoring of everything the tile
 * completes follows at once; when the last tile is laid the end-of-game count
 * runs inside the same apply. A UI works in two steps: legal placements →
 * carc_state_list_figure_spots(placement) → build the CarcMove → apply.
 *
 * Copies (carc_state_copy) are a few flat memcpys, no per-tile allocation:
 * the AI searches on copies (carc_state_copy_into reuses a scratch state). The tile set is compiled at creation; editing the
 * CarcTileSet afterwards does not affect existing states.
 *
 * Coordinates: x east, y south, (0,0) = start tile; rotation in quarter
 * turns clockwise (0..3); records store degrees.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "common/tt-record.h"
#include "common/tt-rng.h"
#include "carcassonne/carc-tileset.h"

G_BEGIN_DECLS

#define CARC_MIN_PLAYERS     2
#define CARC_MAX_PLAYERS     5
#define CARC_MEEPLES         7
#define CARC_MAX_GAME_TILES  512   /* tiles in one game, all sets together */

#define CARC_ERROR (carc_error_quark ())

typedef enum
{
  CARC_ERROR_SETUP,       /* bad options, player count, tile set */
  CARC_ERROR_FINISHED,    /* the game is over */
  CARC_ERROR_TILE,        /* not the drawn tile / no copy of it left */
  CARC_ERROR_PLACEMENT,   /* the tile may not go there */
  CARC_ERROR_DISCARD,     /* discarding a tile that fits somewhere */
  CARC_ERROR_FIGURE,      /* the figure may not go there */
} CarcError;

typedef enum
{
  CARC_TIES_FULL,    /* every tied player scores the full value (the rules) */
  CARC_TIES_SPLIT,   /* house rule: the value is split, rounded down */
} CarcTies;

typedef struct
{
  gboolean farmers;   /* default TRUE */
  gboolean abbot;     /* default FALSE */
  gboolean river;     /* default FALSE */
  CarcTies ties;      /* default CARC_TIES_FULL */
} CarcOptions;

typedef enum
{
  CARC_ACTION_NONE,           /* no figure this turn */
  CARC_ACTION_MEEPLE,         /* a normal meeple on `segment` */
  CARC_ACTION_ABBOT,          /* the abbot on the monastery/garden (segment C) */
  CARC_ACTION_RECALL_ABBOT,   /* take the abbot back and score it */
} CarcAction;

typedef struct
{
  guint16     tile;        /* tile type index in the game's tile table */
  gboolean    discard;     /* the tile fits nowhere: x/y/rotation/action ignored */
  gint        x, y;
  guint       rotation;    /* quarter turns clockwise, 0..3 */
  CarcAction  action;
  CarcSegment segment;     /* CARC_ACTION_MEEPLE / _ABBOT: place in board orientation */
} CarcMove;

typedef struct
{
  gint16 x, y;
  guint8 rotation;
} CarcPlacement;

typedef enum
{
  CARC_ROLE_THIEF,     /* meeple on a road */
  CARC_ROLE_KNIGHT,    /* meeple on a city */
  CARC_ROLE_MONK,      /* meeple on a monastery */
  CARC_ROLE_FARMER,    /* meeple on a field */
  CARC_ROLE_ABBOT,     /* the abbot on a monastery or garden */
} CarcRole;

/* One legal figure spot on the tile just placed: one per feature (and role). */
typedef struct
{
  CarcSegment segment;    /* a place naming the feature (board orientation) */
  CarcAction  action;     /* CARC_ACTION_MEEPLE or CARC_ACTION_ABBOT */
  CarcRole    role;
  guint8      feature;    /* local feature index in the tile definition */
} CarcFigureSpot;

/* Why a move is not legal: for the UI's translated text. */
typedef enum
{
  CARC_REASON_OK,
  CARC_REASON_FINISHED,
  CARC_REASON_WRONG_TILE,        /* tile is not the drawn tile / no copy left */
  CARC_REASON_OCCUPIED,          /* a tile already lies at (x,y) */
  CARC_REASON_NOT_ADJACENT,      /* no side touches a tile */
  CARC_REASON_SIDE_MISMATCH,     /* side `side` is `own`, neighbour shows `neighbour` */
  CARC_REASON_RIVER_DISCONNECTED,/* a river tile must continue the river */
  CARC_REASON_RIVER_U_TURN,      /* second curve in the same direction */
  CARC_REASON_RIVER_FIRST,       /* a normal tile while river tiles remain (internal) */
  CARC_REASON_CANNOT_DISCARD,    /* the tile fits somewhere */
  CARC_REASON_NO_SUPPLY,         /* no meeple (or abbot) in supply */
  CARC_REASON_NO_FEATURE,        /* nothing at that segment (or a river) */
  CARC_REASON_FEATURE_OCCUPIED,  /* the connected feature already has a figure */
  CARC_REASON_FARMERS_OFF,       /* field chosen but farmers are not used */
  CARC_REASON_GARDEN_NEEDS_ABBOT,/* a normal meeple on a garden */
  CARC_REASON_ABBOT_NEEDS_CLOISTER, /* the abbot elsewhere than a monastery/garden */
  CARC_REASON_ABBOT_OFF,         /* abbot action without the Abbot option */
  CARC_REASON_NO_ABBOT_ON_BOARD, /* recall while the abbot is in supply */
} CarcReason;

typedef struct
{
  CarcReason    reason;
  CarcDirection side;        /* SIDE_MISMATCH: the new tile's side (board orientation) */
  CarcSideKind  own;
  CarcSideKind  neighbour;
} CarcMoveCheck;

typedef enum
{
  CARC_CATEGORY_ROAD,
  CARC_CATEGORY_CITY,
  CARC_CATEGORY_MONASTERY,
  CARC_CATEGORY_GARDEN,
  CARC_CATEGORY_FARM,
  CARC_N_CATEGORIES,
} CarcCategory;

typedef enum
{
  CARC_PHASE_PLAY,   /* scored during the game */
  CARC_PHASE_END,    /* end-of-game count */
  CARC_N_PHASES,
} CarcPhase;

typedef enum
{
  CARC_EVENT_TILE_PLACED,       /* player, tile, x, y, rotation */
  CARC_EVENT_TILE_DISCARDED,    /* player, tile */
  CARC_EVENT_FIGURE_PLACED,     /* player, x, y, segment, role */
  CARC_EVENT_FEATURE_SCORED,    /* a feature completed during play (also with no figures:
                                 * winners = 0; gardens only with the Abbot module), or the
                                 * abbot recalled, or an end-of-game line (phase END, one per
                                 * feature or field with figures); see the fields below */
  CARC_EVENT_FIGURE_RETURNED,   /* player, x, y, segment, role */
  CARC_EVENT_GAME_OVER,
} CarcEventType;

typedef struct
{
  CarcEventType type;
  gint8        player;              /* mover, or the figure's owner */
  guint16      tile;
  gint16       x, y;                /* the placed tile, the figure, or a cell of the feature */
  guint8       rotation;
  CarcSegment  segment;             /* a place of the feature / of the figure */
  CarcRole     role;
  /* FEATURE_SCORED: */
  CarcPhase    phase;
  CarcCategory category;
  gboolean     abbot_recall;
  guint16      n_tiles;             /* distinct tiles of the feature (cloister: 1 + neighbours) */
  guint16      n_shields;
  guint16      n_cities;            /* farms: distinct completed cities touched */
  guint16      value;               /* the feature's value */
  guint16      points;              /* what each winner scored (differs with split ties) */
  guint8       winners;             /* bit p: player p scored `points` */
  guint8       figures[CARC_MAX_PLAYERS];  /* figures per player on the feature */
} CarcEvent;

/* A feature on the board, for highlighting. */
typedef struct
{
  CarcFeatureKind kind;
  gboolean        completed;
  gboolean        scored;
  guint           n_tiles;
  guint           n_shields;
  guint           n_open_sides;      /* roads/cities/rivers: unmatched side middles */
  guint           value_now;         /* what it would score now (complete: full value;
                                      * otherwise the end-of-game value) */
  guint8          figures[CARC_MAX_PLAYERS];
} CarcFeatureInfo;

typedef struct
{
  gint16  x, y;
  guint8  feature;   /* local feature index of the tile definition */
} CarcFeaturePart;

typedef struct _CarcState CarcState;

GQuark        carc_error_quark               (void);

/* Options ---------------------------------------------------------------- */
void          carc_options_init              (CarcOptions       *options);
gboolean      carc_options_from_json         (CarcOptions       *options,
                                              JsonObject        *object,
                                              const char        *source,
                                              GError           **error);
JsonObject   *carc_options_to_json           (const CarcOptions *options);

/* Life cycle ------------------------------------------------------------- */
/* `tileset` is the main set (validated here); with options->river the
 * bundled "river" set is added and its start tile replaces the main one. */
CarcState    *carc_state_new                 (CarcTileSet       *tileset,
                                              const CarcOptions *options,
                                              guint              n_players,
                                              guint64            seed,
                                              GError           **error);
/* A fresh game with the same tile table, options and players (cheap: no
 * tile-set validation or compiling). */
CarcState    *carc_state_new_like            (const CarcState   *state,
                                              guint64            seed);
CarcState    *carc_state_copy                (const CarcState   *state);
/* Makes `dest` equal to `src`, reusing dest's memory: with states of the
 * same game setup (copies, carc_state_new_like) nothing is allocated and
 * only the used part of the board and tables is copied, so a search can
 * keep one scratch state per depth instead of copying whole states. */
void          carc_state_copy_into           (CarcState         *dest,
                                              const CarcState   *src);
void          carc_state_free                (CarcState         *state);

/* Setup and rules queries ------------------------------------------------ */
const CarcOptions *carc_state_get_options    (const CarcState   *state);
guint         carc_state_get_n_players       (const CarcState   *state);
/* The game's tile table: main set tiles first, then river tiles. */
guint         carc_state_get_n_tile_types    (const CarcState   *state);
const CarcTileDef *carc_state_get_tile_def   (const CarcState   *state,
                                              guint              tile);
int           carc_state_find_tile           (const CarcState   *state,
                                              const char        *tile_id);

/* Turn ------------------------------------------------------------------- */
gboolean      carc_state_is_finished         (const CarcState   *state);
guint         carc_state_get_current_player  (const CarcState   *state);
int           carc_state_get_current_tile    (const CarcState   *state);  /* -1 when finished */
guint         carc_state_get_tiles_left      (const CarcState   *state);  /* incl. the drawn one */
guint         carc_state_get_turn            (const CarcState   *state);  /* moves applied */
/* counts[t] = copies of tile type t not yet drawn (including the drawn
 * one); `counts` has carc_state_get_n_tile_types() entries. */
void          carc_state_get_remaining_counts (const CarcState  *state,
                                              guint             *counts);
/* For determinization: put the undrawn tiles (drawn one included) in this
 * order; `tiles` must be a permutation of the remaining multiset. River
 * ordering constraints are the caller's business. */
gboolean      carc_state_set_deck_order      (CarcState         *state,
                                              const guint16     *tiles,
                                              guint              n_tiles);
/* Reshuffle the hidden tiles: the drawn one stays, river tiles stay
 * before the others and the lake last of them. */
void          carc_state_shuffle_deck        (CarcState         *state,
                                              TtRng             *rng);
/* The game as `player` sees it: a copy whose hidden tiles are in an order
 * that depends only on public facts (every player gets the same view). */
CarcState    *carc_state_view                (const CarcState   *state,
                                              guint              player);

/* Legal moves for the drawn tile ------------------------------------------ */
guint         carc_state_list_placements     (const CarcState   *state,
                                              GArray            *out);   /* of CarcPlacement; returns count */
/* Allocation-free forms: fill up to max_out, return the full count.
 * Placements come frontier cell by cell, rotations ascending. Entries of
 * `out` past the count (below max_out) may be overwritten: with room for
 * every candidate the fill writes them all and keeps those that fit. */
guint         carc_state_fill_placements     (const CarcState   *state,
                                              CarcPlacement     *out,
                                              guint              max_out);
guint         carc_state_fill_figure_spots   (const CarcState   *state,
                                              const CarcPlacement *placement,
                                              CarcFigureSpot    *out,
                                              guint              max_out);
gboolean      carc_state_tile_fits_anywhere  (const CarcState   *state);
/* Figure spots if the drawn tile were placed at `placement` (assumed legal). */
guint         carc_state_list_figure_spots   (const CarcState   *state,
                                              const CarcPlacement *placement,
                                              GArray            *out);   /* of CarcFigureSpot */
gboolean      carc_state_can_recall_abbot    (const CarcState   *state);
void          carc_move_init_placement       (CarcMove          *move,
                                              const CarcState   *state,
                                              const CarcPlacement *placement);
/* Every legal move (GArray of CarcMove, emptied first): each placement of
 * the drawn tile without a figure, with each figure spot, and with the
 * abbot recalled; a tile that fits nowhere gives one discard move. Returns
 * the count (0 when the game is over). */
guint         carc_state_legal_moves         (const CarcState   *state,
                                              GArray            *moves);
/* Appends the legal moves that lay the drawn tile at `placement` (legal). */
void          carc_state_append_moves_at     (const CarcState   *state,
                                              const CarcPlacement *placement,
                                              GArray            *moves);

/* Applying --------------------------------------------------------------- */
CarcReason    carc_state_check_move          (const CarcState   *state,
                                              const CarcMove    *move,
                                              CarcMoveCheck     *check);   /* nullable */
/* `events` (GArray of CarcEvent, nullable) receives what the move caused. */
gboolean      carc_state_apply               (CarcState         *state,
                                              const CarcMove    *move,
                                              GArray            *events,
                                              GError           **error);
/* End the game now (a record with "final_scoring": true that stops early):
 * runs the end-of-game count. No-op when already finished. */
void          carc_state_finish              (CarcState         *state,
                                              GArray            *events);

/* Board ------------------------------------------------------------------ */
guint         carc_state_get_n_placed        (const CarcState   *state);
/* i-th placed tile in placing order (0 = the start tile). */
void          carc_state_get_placed          (const CarcState   *state,
                                              guint              i,
                                              gint              *x,
                                              gint              *y,
                                              guint             *tile,
                                              guint             *rotation);
gboolean      carc_state_get_tile_at         (const CarcState   *state,
                                              gint               x,
                                              gint               y,
                                              guint             *tile,
                                              guint             *rotation);
/* The figure on the tile at (x,y), if any (a tile holds at most one). */
gboolean      carc_state_get_figure_at       (const CarcState   *state,
                                              gint               x,
                                              gint               y,
                                              guint             *player,
                                              CarcAction        *kind,     /* MEEPLE or ABBOT */
                                              CarcSegment       *segment,
                                              CarcRole          *role);
void          carc_state_get_bounds          (const CarcState   *state,
                                              gint              *min_x,
                                              gint              *min_y,
                                              gint              *max_x,
                                              gint              *max_y);
/* The connected feature at a place (board orientation) of the tile at
 * (x,y). `parts` (nullable GArray of CarcFeaturePart) receives every tile
 * part of it. FALSE if no tile / no feature there. */
gboolean      carc_state_query_feature       (const CarcState   *state,
                                              gint               x,
                                              gint               y,
                                              CarcSegment        segment,
                                              CarcFeatureInfo   *info,
                                              GArray            *parts);

/* Players ---------------------------------------------------------------- */
guint         carc_state_get_score           (const CarcState   *state,
                                              guint              player);
guint         carc_state_get_score_part      (const CarcState   *state,
                                              guint              player,
                                              CarcCategory       category,
                                              CarcPhase          phase);
guint         carc_state_get_supply          (const CarcState   *state,
                                              guint              player);
gboolean      carc_state_get_abbot_in_supply (const CarcState   *state,
                                              guint              player);
/* Players with the top score (bit p); ties share the win. 0 before the end. */
guint         carc_state_get_winners         (const CarcState   *state);

/* Records (spec/carcassonne-record.md) ---------------------------------- */
/* A new record for a game about to start. */
TtRecord     *carc_record_new                (const char        *tileset_name,
                                              const CarcOptions *options,
                                              const char * const *player_names,
                                              guint64            seed);
/* The state the record starts from (no moves applied). `tileset` NULL:
 * the bundled set the record names. */
CarcState    *carc_state_new_for_record      (const TtRecord    *record,
                                              CarcTileSet       *tileset,
                                              GError           **error);
/* Replays the first `n_moves` moves (G_MAXUINT: all, and the final count
 * when the record says "final_scoring": true). Errors are
 * "move N: reason" (TT_RECORD_ERROR_MOVE). `events` nullable. */
CarcState    *carc_state_replay              (const TtRecord    *record,
                                              CarcTileSet       *tileset,
                                              guint              n_moves,
                                              GArray            *events,
                                              GError           **error);
gboolean      carc_move_from_json            (const CarcState   *state,
                                              JsonObject        *object,
                                              CarcMove          *move,
                                              GError           **error);
JsonObject   *carc_move_to_json              (const CarcState   *state,
                                              const CarcMove    *move);
/* Appends the move to the record (and sets final_scoring when finished). */
void          carc_record_append             (TtRecord          *record,
                                              const CarcState   *state_before,
                                              const CarcMove    *move,
                                              const CarcState   *state_after);
/* The CLI's replay summary (spec), keyed by `player_names`. */
JsonNode     *carc_state_summary_json        (const CarcState   *state,
                                              const char * const *player_names);

/* Names ------------------------------------------------------------------ */
const char   *carc_category_to_string        (CarcCategory       category);
const char   *carc_role_to_string            (CarcRole           role);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcState, carc_state_free)

G_END_DECLS
