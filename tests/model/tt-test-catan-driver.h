/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-catan-driver.h — plays Catan in tests as people at one screen
 *
 * Chooses a legal move for the seat that acts now (the engine's legal
 * moves only, completed where the engine lists a reduced form: a discard
 * takes the owed cards from the largest piles). Builders first — city,
 * settlement, road, development card — so a game ends in a few hundred
 * moves; the choice among equals comes from `rng`.
 */
#pragma once

#include "catan/tt-catan-game.h"

G_BEGIN_DECLS

/* A new game of people only ("beginner" board), started. */
TtCatanGame *tt_test_catan_new_game     (guint        n_players,
                                         guint64      seed,
                                         gboolean     cities_and_knights);
/* The same with seat 0 a person (Ann) and the others computers of `level`. */
TtCatanGame *tt_test_catan_new_game_against (guint        n_players,
                                             guint64      seed,
                                             gboolean     cities_and_knights,
                                             const char  *level);
/* Every legal move of the seat that acts now (tt_game_get_current_player),
 * as CatanAction; empty when nobody does. The tests' own reading of the
 * engine: views and the model offer no move lists. */
GArray      *tt_test_catan_actor_moves  (TtCatanGame *game);
/* The move the driver would play now; FALSE when nobody acts. */
gboolean     tt_test_catan_choose       (TtCatanGame *game,
                                         GRand       *rng,
                                         CatanAction *action);

G_END_DECLS
