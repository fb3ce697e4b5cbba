/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game-words.h — Ora et Labora moves in words for the move draft
 *
 * The words of each decision of a move (ora-decisions.h): the question,
 * the answer, what it gives and gets, whose building and the fee; and the
 * goods and points a move leaves its player with. TtOraGame hands them to
 * the draft as describe_choice and describe_preview.
 */
#pragma once

#include "tt-ora-game.h"

G_BEGIN_DECLS

/* A landscape place as people read it: "row 2, column 3", counted from
 * the top-left corner of the landscape in use. */
char *tt_ora_place_name       (const OraState        *state,
                               int                    player,
                               int                    row,
                               int                    col);
void  tt_ora_describe_choice  (TtOraGame             *game,
                               const OraState        *state,
                               const OraAction       *action,
                               const TtRulesDecision *decisions,
                               guint                  n_decisions,
                               guint                  level,
                               TtMoveWords           *words);
char *tt_ora_describe_preview (TtOraGame             *game,
                               const OraState        *state,
                               const OraState        *after,
                               int                   player);

G_END_DECLS
