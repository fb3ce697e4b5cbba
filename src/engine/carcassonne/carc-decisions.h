/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-decisions.h — a Carcassonne move as the decisions a person takes
 *
 * carc_rules.decisions (TtRules): where the tile goes, which way round,
 * whether a figure goes on it (and which kind: a thief, a knight, a monk,
 * a farmer, the abbot, or the abbot called back instead), then on which
 * feature when the tile has several of that kind. The kinds below are the
 * TtRulesDecision kinds; the model words them. Every decision after the
 * cell also carries the cell and, after the rotation, the rotation
 * (values CARC_DECISION_X, _Y, _ROTATION): all the moves left share them,
 * so they change no grouping, and any choice tells a board where the tile
 * lies even when the draft took the cell or the rotation at once.
 */
#pragma once

#include "common/tt-rules.h"

G_BEGIN_DECLS

typedef enum
{
  CARC_DECISION_PLACE = 1,   /* value: x, y */
  CARC_DECISION_ROTATION,    /* value[0]: quarter turns clockwise */
  CARC_DECISION_FIGURE,      /* value[0]: CarcAction (NONE, MEEPLE, ABBOT), [1]: CarcRole */
  CARC_DECISION_SPOT,        /* value[0]: local feature index of the tile definition */
  CARC_DECISION_RECALL,      /* the abbot is called back instead of a figure placed */
  CARC_DECISION_DISCARD,     /* the tile fits nowhere: no values */
} CarcDecisionKind;

/* Where the tile lies, in every decision after PLACE (the rotation from
 * FIGURE on; ROTATION has it in value[0] too). */
#define CARC_DECISION_X         2
#define CARC_DECISION_Y         3
#define CARC_DECISION_ROT       4

guint carc_decisions (gconstpointer    state,
                      gconstpointer    move,
                      int             *player,
                      TtRulesDecision *out);

G_END_DECLS
