/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-decisions.h — an Ora et Labora move as the decisions a person takes
 *
 * TtRules.decisions for ora_rules: what to do (use a building, fell trees,
 * build, buy land…), which building or place, whose building, who works,
 * each effect step's option in the order the steps run (a building used
 * from another one is its own decision, before that building's options),
 * the payment and whether the turn stays open. A decision with more than
 * ORA_DECIDE_MAX_CHOICES answers is split by a range decision before it,
 * and a decision every move of the position answers alike is left out, so
 * a person is never offered a long list. The model words each kind.
 */
#pragma once

#include "common/tt-rules.h"
#include "ora/ora-state.h"

G_BEGIN_DECLS

#define ORA_DECIDE_MAX_CHOICES 8

typedef enum
{
  ORA_DECIDE_ACTION = 1,  /* v0: OraDo */
  ORA_DECIDE_CARD,        /* v0: card (the building to use, build or found) */
  ORA_DECIDE_OWNER,       /* v0: owner, v1: row, v2: col (whose copy of the building) */
  ORA_DECIDE_PLACE,       /* v0: row, v1: col (fell, cut, build, found) */
  ORA_DECIDE_WORKER,      /* v0: clergy (OraAction.clergy) */
  ORA_DECIDE_JOKER,       /* v0: joker */
  ORA_DECIDE_LAND,        /* v0: type (BUY_DISTRICT/PLOT), v1: part (0: which, 1: how), v2: value */
  ORA_DECIDE_EXCHANGE,    /* v0: type (FLIP_GRAIN, SELL_WINE, SELL_WHISKEY) */
  ORA_DECIDE_STEP,        /* v0: frame << 8 | card, v1: step << 2 | part, v2..v5: arguments */
  ORA_DECIDE_USE,         /* v0: frame << 8 | card, v1: step, v2: used card, v3: owner, v4: cell */
  ORA_DECIDE_REMOVE,      /* v0: frame << 8 | card, v1: count, v2..v5: the spaces */
  ORA_DECIDE_GIFT,        /* v0: gift */
  ORA_DECIDE_PAY,         /* v0: pay_set, v1..v5: the goods paid, packed */
  ORA_DECIDE_KEEP,        /* v0: keep_turn */
  ORA_DECIDE_RANGE,       /* v0: kind split, v1: first answer's index, v2: last's,
                           * v3: answers in all, v4/v5: first and last answer's key */
  ORA_DECIDE_OTHER,       /* v0: the move's index among those alike so far */
} OraDecideKind;

typedef enum
{
  ORA_DO_USE = 1,
  ORA_DO_FELL,
  ORA_DO_CUT,
  ORA_DO_BUILD,
  ORA_DO_BUY_LAND,
  ORA_DO_EXCHANGE,         /* grain to straw, wine or whiskey to coins */
  ORA_DO_SETTLE,
  ORA_DO_PASS,
  ORA_DO_END_TURN,
} OraDo;

/* The frame and step a STEP/USE/REMOVE decision speaks of. */
#define ORA_DECIDE_FRAME(d)  ((d)->value[0] >> 8)
#define ORA_DECIDE_FCARD(d)  ((d)->value[0] & 0xff)

/* The hook itself, of TtRules.decisions' exact type: `state` is an
 * OraState, `move` one of its legal OraActions. */
guint ora_decisions (gconstpointer    state,
                     gconstpointer    move,
                     int             *player,
                     TtRulesDecision *out);

/* The key a RANGE decision's v4/v5 hold for one answer of `kind`: the
 * value a person tells answers apart by (a card, a row, a count). */
int   ora_decide_range_key (const TtRulesDecision *decision);

G_END_DECLS
