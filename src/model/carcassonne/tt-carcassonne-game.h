/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game.h — the Carcassonne game model
 *
 * Wraps a CarcState for the views. A person's move is built in the
 * game's move draft (tt_game_get_draft(), tt-move-draft.h): the cell, the
 * rotation, the figure, and the feature when the tile has several of the
 * figure's kind (carc-decisions.h); only when it is committed is the move
 * applied and recorded. The board reads the tile the draft has laid with
 * tt_carcassonne_game_get_draft_placement() and its figure spots with
 * tt_carcassonne_game_list_figure_spots(), and drives the draft with
 * decisions made by tt_carcassonne_decision_init().
 *
 * The engine state, seats, computer players, hints, the log, the score
 * history, undo and files are TtGame's (tt-game.h), driven by carc_rules;
 * the computer levels and the hint are in Carcassonne's TtGameInfo
 * (tt-carcassonne-game-info.h). This class keeps the tile set to play, the
 * words of the draft, the log lines and the queries.
 */
#pragma once

#include "tt-game.h"
#include "carcassonne/carc-state.h"
#include "carcassonne/carc-decisions.h"

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

/* Where the move draft has laid the drawn tile (its cell and rotation are
 * chosen or were the only ones); FALSE while they are still open. */
gboolean          tt_carcassonne_game_get_draft_placement (TtCarcassonneGame *self,
                                                           CarcPlacement     *placement);
/* The figure spots (CarcFigureSpot) the player may take on the tile the
 * draft has laid, with the figures left in the supply; empty before. */
GArray           *tt_carcassonne_game_list_figure_spots (TtCarcassonneGame *self);
/* The player to move has the abbot on the board (and may call it back). */
gboolean          tt_carcassonne_game_can_recall_abbot  (TtCarcassonneGame *self);
/* The feature a figure spot of the draft's tile belongs to, as it will
 * be once the tile is laid (for highlighting before the move is made). */
gboolean          tt_carcassonne_game_query_pending_feature (TtCarcassonneGame *self,
                                                             CarcSegment        segment,
                                                             CarcFeatureInfo   *info,
                                                             GArray            *parts);
/* The draft decision of `kind` for a tile at `placement` (PLACE uses its
 * cell only) and, for FIGURE and SPOT, the figure `spot` (NULL with FIGURE:
 * no figure), to find or take with tt_move_draft_choose_decision(). */
void              tt_carcassonne_decision_init          (TtRulesDecision      *decision,
                                                         CarcDecisionKind      kind,
                                                         const CarcPlacement  *placement,
                                                         const CarcFigureSpot *spot);
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

G_END_DECLS
