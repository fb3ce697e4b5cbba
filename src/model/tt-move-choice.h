/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-move-choice.h — one answer to a decision of a move draft
 *
 * A TtMoveDraft offers the choices of its next decision as a GListModel
 * of TtMoveChoice: the words a person reads (label, detail: what is given
 * and got, whose building and the fee), a preview of the result when the
 * choice settles the move, whether it can be taken and, when not, why.
 * The decision itself (the engine's kind and values) lets a view match a
 * place on its board with a choice; views read it, never build it.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "common/tt-rules.h"

G_BEGIN_DECLS

#define TT_TYPE_MOVE_CHOICE (tt_move_choice_get_type ())
G_DECLARE_FINAL_TYPE (TtMoveChoice, tt_move_choice, TT, MOVE_CHOICE, GObject)

const char            *tt_move_choice_get_label    (TtMoveChoice *self);
/* What is given and got, whose and the fee; NULL when nothing to add. */
const char            *tt_move_choice_get_detail   (TtMoveChoice *self);
/* The result (goods and points after) when this choice settles the
 * move and the game shows previews; NULL otherwise. */
const char            *tt_move_choice_get_preview  (TtMoveChoice *self);
gboolean               tt_move_choice_get_enabled  (TtMoveChoice *self);
/* Why the choice cannot be taken now; NULL when it can. */
const char            *tt_move_choice_get_reason   (TtMoveChoice *self);
/* How many legal moves take this choice. */
guint                  tt_move_choice_get_n_moves  (TtMoveChoice *self);
/* TRUE when the choice gains nothing (the draft lists these last). */
gboolean               tt_move_choice_get_gains_nothing (TtMoveChoice *self);
const TtRulesDecision *tt_move_choice_get_decision (TtMoveChoice *self);
/* The move, when this choice settles it (n-moves is 1); NULL otherwise. */
JsonObject            *tt_move_choice_get_move     (TtMoveChoice *self);

/* For TtMoveDraft and a game's model (a choice that cannot be taken). */
TtMoveChoice          *tt_move_choice_new          (const TtRulesDecision *decision,
                                                    const char            *label,
                                                    const char            *detail,
                                                    guint                  n_moves);
void                   tt_move_choice_set_preview  (TtMoveChoice *self,
                                                    const char   *preview);
void                   tt_move_choice_set_reason   (TtMoveChoice *self,
                                                    const char   *reason);
void                   tt_move_choice_set_gains_nothing (TtMoveChoice *self,
                                                    gboolean      gains_nothing);
void                   tt_move_choice_set_move     (TtMoveChoice *self,
                                                    JsonObject   *move);

G_END_DECLS
