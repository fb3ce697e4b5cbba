/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-rules.h — Carcassonne's TtRules table (common/tt-rules.h)
 *
 * The state is a CarcState, the native move a CarcMove, the set a
 * CarcTileSet (NULL: the bundled set the record names), events a GArray
 * of CarcEvent. Nothing is hidden from a player but the deck order, which
 * the state never shows, so the table has no view hook. Computer levels:
 * easy, normal, hard (carc-ai.h).
 */
#pragma once

#include "common/tt-rules.h"

G_BEGIN_DECLS

extern const TtRules carc_rules;

G_END_DECLS
