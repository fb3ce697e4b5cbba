/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-random.h — a random player, for the benchmark, the randomized tests
 * and as the weakest computer level
 *
 * It picks among the legal actions with its own generator (never the
 * state's, which decides only chance), leaning towards building so that
 * random games end within a few hundred turns.
 */
#pragma once

#include "catan-state.h"

G_BEGIN_DECLS

/* Fills `scratch` with the legal actions and copies one into *out; FALSE
 * when nobody can act (the game is over). */
gboolean  catan_random_pick  (const CatanState  *state,
                              TtRng             *rng,
                              GArray            *scratch,
                              CatanAction       *out);

G_END_DECLS
