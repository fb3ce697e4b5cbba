/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game.h — the Carcassonne game model
 *
 * Wraps a CarcState for the views. A turn has two steps in the window:
 * tt_carcassonne_game_place_tile() puts the drawn tile down provisionally
 * (a misclick can still be taken back with cancel_placement()), then
 * tt_carcassonne_game_finish_turn() chooses a figure spot, or none, and
 * only then the move is applied and recorded.
 *
 * The engine state, seats, computer players, hints, the log, the score
 * history, undo and files are TtGame's (tt-game.h), driven by carc_rules;
 * the computer levels and the hint are in Carcassonne's TtGameInfo
 * (tt-carcassonne-game-info.h). This class keeps the tile set to play, the
 * provisional tile of the two-step turn, the log lines and the queries.
 */
#pragma once

#include "tt-game.h"
#include "carcassonne/carc-state.h"

G_BEGIN_DECLS

#define TT_TYPE_CARCASSONNE_GAME (tt_carcassonne_game_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcassonneGame, tt_carcassonne_game, TT, CARCASSONNE_GAME, TtGame)

TtCarcassonneGame *tt_carcassonne_game_new              (void);

/* The tile set to play with; NULL (the default) takes the bundled set the
 * record names. Set it before tt_game_start(). */
void              tt_carcassonne_game_set_tileset       (TtCarcassonneGame *self,
                                                         CarcTileSet       *tileset);

/* A record for a new game: `colors` and `kinds` may be NULL. */
TtRecord         *tt_carcassonne_game_new_record        (const char        *tileset_name,
                                                         const CarcOptions *options,
                                                         const char * const *names,
                                                         const char * const *colors,
                                                         const char * const *kinds,
                                                         guint64            seed);

const CarcState  *tt_carcassonne_game_get_state         (TtCarcassonneGame *self);

/* Step one: lay the drawn tile at (x, y) turned `rotation` quarter turns. */
gboolean          tt_carcassonne_game_place_tile        (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation,
                                                         GError           **error);
gboolean          tt_carcassonne_game_get_pending       (TtCarcassonneGame *self,
                                                         CarcPlacement     *placement);
void              tt_carcassonne_game_cancel_placement  (TtCarcassonneGame *self);
/* Legal figure spots on the provisional tile (CarcFigureSpot). */
GArray           *tt_carcassonne_game_list_figure_spots (TtCarcassonneGame *self);
gboolean          tt_carcassonne_game_can_recall_abbot  (TtCarcassonneGame *self);
/* The feature a figure spot of the provisional tile belongs to, as it will
 * be once the tile is laid (for highlighting before the turn is confirmed). */
gboolean          tt_carcassonne_game_query_pending_feature (TtCarcassonneGame *self,
                                                             CarcSegment        segment,
                                                             CarcFeatureInfo   *info,
                                                             GArray            *parts);
/* Step two: CARC_ACTION_NONE, _MEEPLE or _ABBOT with a segment, or
 * _RECALL_ABBOT; applies and records the whole move. */
gboolean          tt_carcassonne_game_finish_turn       (TtCarcassonneGame *self,
                                                         CarcAction         action,
                                                         CarcSegment        segment,
                                                         GError           **error);
/* When the drawn tile fits nowhere. */
gboolean          tt_carcassonne_game_discard_tile      (TtCarcassonneGame *self,
                                                         GError           **error);
/* A complete move at once (tests, computer players). */
gboolean          tt_carcassonne_game_play_move         (TtCarcassonneGame *self,
                                                         const CarcMove    *move,
                                                         GError           **error);

/* The same as a CarcReason (CARC_REASON_OK if it fits). */
CarcReason        tt_carcassonne_game_check_placement   (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation);
/* Why the drawn tile does not fit there, in the user's language; NULL if it fits. */
char             *tt_carcassonne_game_explain_placement (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation);

/* What the last applied move caused (CarcEvent); valid until the next move. */
GArray           *tt_carcassonne_game_get_last_events   (TtCarcassonneGame *self);
/* Where the tile (dx, dy) cells from the start tile lies, in words. */
char             *tt_carcassonne_describe_place         (int                dx,
                                                         int                dy);
char             *tt_carcassonne_game_describe_event    (TtCarcassonneGame *self,
                                                         const CarcEvent   *event);
/* The colour's name in the user's language ("red" → "Red"). */
const char       *tt_carcassonne_color_name             (const char        *color);

G_END_DECLS
