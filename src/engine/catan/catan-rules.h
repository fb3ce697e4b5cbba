/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-rules.h — Catan's TtRules table (common/tt-rules.h)
 *
 * The state is a CatanState, the native move a CatanAction, the set a
 * CatanBoard (NULL: the board the record holds or names), events a GArray
 * of CatanEvent. Several players may act at once (discards after a 7,
 * answers to an offer, Cities & Knights answers): the actors are every
 * player with a legal action. A player's view hides the others' cards
 * and the decks (catan_state_view). No computer player yet.
 */
#pragma once

#include "common/tt-rules.h"

G_BEGIN_DECLS

extern const TtRules catan_rules;

G_END_DECLS
