/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-rules.h — Carcassonne's TtRules table (common/tt-rules.h)
 *
 * The state is a CarcState, the native move a CarcMove, the set a
 * CarcTileSet (NULL: the bundled set the record names), events a GArray
 * of CarcEvent. Only the order of the deck is hidden: a view
 * (carc_state_view) puts the undrawn tiles in an order made from public
 * facts alone. Computer levels: easy, normal, hard (carc-ai.h).
 */
#pragma once

#include "common/tt-rules.h"

G_BEGIN_DECLS

extern const TtRules carc_rules;

G_END_DECLS
