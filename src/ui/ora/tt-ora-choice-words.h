/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-choice-words.h — the choices inside a move's building effects in
 * words ("grain with the joker", "3 times", "uses Bob’s Bakery", "builds
 * Windmill at row 2, column 4"), read from the card's effect steps and the
 * move's arguments, so two ways of doing an action that end alike can be
 * told apart */
#pragma once

#include "ora/ora-state.h"

G_BEGIN_DECLS

/* "" when the move carries no choices. `state` is the one before the move. */
char *tt_ora_describe_choices (const OraState  *state,
                               const OraAction *action);

G_END_DECLS
