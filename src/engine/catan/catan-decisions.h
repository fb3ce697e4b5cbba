/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-decisions.h — a Catan move as the decisions a person takes
 *
 * The rules table's `decisions` hook (TtRules.decisions) splits every
 * legal action into what to do, then where (a corner, an edge or a hex,
 * which the board matches by the decision's first value), then whom
 * (a victim, a partner) and last which cards. The kinds are Catan's own
 * numbers; the model words them and the view matches board places with
 * them, neither builds a move from them.
 */
#pragma once

#include "catan-state.h"
#include "common/tt-rules.h"

G_BEGIN_DECLS

typedef enum
{
  CATAN_DECISION_ACTION = 1,     /* value[0] action type, value[1] progress card or track, -1 */
  CATAN_DECISION_CORNER,         /* value[0] corner: build, knight, wall, the first knight */
  CATAN_DECISION_CORNER_TO,      /* value[0] corner: where a knight goes, the second knight */
  CATAN_DECISION_EDGE,           /* value[0] edge */
  CATAN_DECISION_HEX,            /* value[0] hex */
  CATAN_DECISION_HEX_TO,         /* value[0] hex: the Inventor's second token */
  CATAN_DECISION_PLAYER,         /* value[0] player (-1: nobody), a victim or a partner */
  CATAN_DECISION_GIVE,           /* value[0] card given (a bank trade, an offer, a discard) */
  CATAN_DECISION_GET,            /* value[0] card got */
  CATAN_DECISION_CARD,           /* value[0] card taken: Monopoly, Year of Plenty, … */
  CATAN_DECISION_CARD2,          /* value[0] the second card */
  CATAN_DECISION_PROGRESS,       /* value[0] progress card (dropped, spied) */
  CATAN_DECISION_TRACK,          /* value[0] track (a progress card drawn) */
  CATAN_DECISION_WHITE_DIE,      /* value[0] 1-6: the Alchemist */
  CATAN_DECISION_RED_DIE,
} CatanDecisionKind;

/* TRUE for the kinds a person answers on the board (corners, edges, hexes). */
gboolean catan_decision_is_place (int kind);
/* TRUE for the kinds whose first value is a kind of card. */
gboolean catan_decision_is_card  (int kind);

guint    catan_decisions        (const CatanState  *state,
                                 const CatanAction *action,
                                 int               *player,
                                 TtRulesDecision   *out);

G_END_DECLS
