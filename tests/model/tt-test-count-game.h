/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-count-game.h — a tiny game for testing the game contract
 *
 * Players take turns adding 1 or 2 to a shared counter; whoever brings it
 * to the target (option "target", default 10) wins. A seat scores what it
 * added; the winner also gets a bonus of 5 at the end. The computer level
 * "simple" adds 2 unless 1 wins at once; a controller that never returns
 * ("slow") lets tests cancel a search.
 *
 * Moves are {"add": 1} or {"add": 2}; the phase is "counting" then
 * "finished". Model tests (tests/model) and UI tests (tests/ui) both link
 * it through `test_count_game_dep`: call tt_test_count_game_register()
 * before starting or opening a game; the UI test then attaches its board
 * widget with tt_game_info_set_view_type() on the returned info.
 */
#pragma once

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TEST_COUNT_GAME_ID "test-count"

#define TT_TYPE_TEST_COUNT_GAME (tt_test_count_game_get_type ())
G_DECLARE_FINAL_TYPE (TtTestCountGame, tt_test_count_game, TT, TEST_COUNT_GAME, TtGame)

/* Registers the game's TtGameInfo once and returns it (owned by the registry). */
TtGameInfo      *tt_test_count_game_register    (void);

/* A record for a new game: `kinds` (may be NULL) holds one entry per seat,
 * "person" or "computer:LEVEL"; `target` 0 means the default. */
TtRecord        *tt_test_count_game_new_record  (guint               n_players,
                                                 const char * const *kinds,
                                                 guint               target,
                                                 guint64             seed);

TtTestCountGame *tt_test_count_game_new         (void);
int              tt_test_count_game_get_counter (TtTestCountGame    *self);
int              tt_test_count_game_get_target  (TtTestCountGame    *self);
/* Plays {"add": amount} for the current seat. */
gboolean         tt_test_count_game_add         (TtTestCountGame    *self,
                                                 guint               amount,
                                                 GError            **error);

G_END_DECLS
