/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-move-draft.h — a person's move, built one decision at a time
 *
 * Every game's view builds moves here, never from the engine: the draft
 * takes the legal moves of the player to act, asks the engine how each is
 * made (TtRules.decisions: what to do, where or which building, who
 * works, which option, the payment) and groups them by those decisions.
 * The view shows the next decision's choices (a GListModel of
 * TtMoveChoice, worded by the game's model), the person picks one (a row,
 * or a place on the board matched by its decision), and when one move is
 * left the draft is complete and the view commits it. A decision every
 * remaining move answers alike is taken at once, so a person is only
 * asked what is really open. Escape steps back over the last choice.
 *
 * The draft follows its game: after every move, undo, redo or new start
 * it starts again for whoever acts then ("changed" is emitted). When
 * several players may act at once (answers to an offer, discards) it is
 * empty until the view names the player with tt_move_draft_set_player().
 * Games whose rules table has no `decisions` hook get one decision per
 * move, worded by their describe_choice.
 *
 * The same grouping words any move for hints and computer moves:
 * tt_move_draft_describe() and tt_move_draft_select().
 */
#pragma once

#include "tt-game.h"
#include "tt-move-choice.h"

G_BEGIN_DECLS

#define TT_TYPE_MOVE_DRAFT (tt_move_draft_get_type ())
G_DECLARE_FINAL_TYPE (TtMoveDraft, tt_move_draft, TT, MOVE_DRAFT, GObject)

TtGame      *tt_move_draft_get_game        (TtMoveDraft           *self);
/* The player the draft builds a move for, or -1 (nobody may act, or
 * several may and none was named). */
int          tt_move_draft_get_player      (TtMoveDraft           *self);
/* Names the player among several who may act; -1 goes back to the single
 * actor. Starts the draft again. */
void         tt_move_draft_set_player      (TtMoveDraft           *self,
                                            int                    player);
/* The player's legal moves, and those that agree with the choices made. */
guint        tt_move_draft_get_n_moves     (TtMoveDraft           *self);
guint        tt_move_draft_get_n_remaining (TtMoveDraft           *self);
/* The question of the next decision; NULL when complete or empty. */
const char  *tt_move_draft_get_prompt      (TtMoveDraft           *self);
/* The next decision's choices (TtMoveChoice): those that gain something
 * first, then in the engine's order. Empty when complete. */
GListModel  *tt_move_draft_get_choices     (TtMoveDraft           *self);
/* The choices made so far by the person (not those taken at once), oldest
 * first: a GListModel of TtMoveChoice. */
GListModel  *tt_move_draft_get_path        (TtMoveDraft           *self);
/* The index of the next decision among the moves' decisions (counting
 * those taken at once). */
guint        tt_move_draft_get_level       (TtMoveDraft           *self);
/* One move is left and every decision is taken. */
gboolean     tt_move_draft_get_complete    (TtMoveDraft           *self);
/* The move when complete (owned by the draft), else NULL. */
JsonObject  *tt_move_draft_get_move        (TtMoveDraft           *self);

gboolean     tt_move_draft_choose          (TtMoveDraft           *self,
                                            guint                  index,
                                            GError               **error);
/* Takes the choice whose decision equals `decision` (a place clicked on
 * the board); FALSE with an error when no choice has it. */
gboolean     tt_move_draft_choose_decision (TtMoveDraft           *self,
                                            const TtRulesDecision *decision,
                                            GError               **error);
/* The choice whose decision equals `decision`, or NULL. */
TtMoveChoice *tt_move_draft_find_choice    (TtMoveDraft           *self,
                                            const TtRulesDecision *decision);
/* Steps back over the last choice the person made; FALSE when none. */
gboolean     tt_move_draft_back            (TtMoveDraft           *self);
/* Back to the first decision. */
void         tt_move_draft_clear           (TtMoveDraft           *self);
/* Plays the complete move through tt_game_play(). */
gboolean     tt_move_draft_commit          (TtMoveDraft           *self,
                                            GError               **error);
/* Walks the draft to `move` (a legal move of the player, as JSON): every
 * decision chosen, so the view shows it as if the person had. */
gboolean     tt_move_draft_select          (TtMoveDraft           *self,
                                            JsonObject            *move,
                                            GError               **error);
/* A legal move of the player in the draft's words: the labels of the
 * decisions a person would take, joined with " · "; NULL when the move
 * is not legal now. */
char        *tt_move_draft_describe        (TtMoveDraft           *self,
                                            JsonObject            *move);

/* For TtGame. */
TtMoveDraft *tt_move_draft_new             (TtGame                *game);
/* The game's state changed: start again. */
void         tt_move_draft_reload          (TtMoveDraft           *self);

G_END_DECLS
