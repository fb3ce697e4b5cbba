/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-draft.h — checks a game's move draft against its engine
 *
 * tt_test_draft_check() walks every path of choices of the draft of each
 * player who may act now and compares the moves it ends in with the
 * engine's legal moves of that player: none lost, none invented, none
 * reached twice; every choice has a label, every decision a prompt, and
 * no decision offers more than `max_choices` (0: no limit). Then it
 * checks describe() and select() on each move. Returns the number of
 * moves checked. The game tests of every game call it on random positions.
 */
#pragma once

#include "tt-game.h"
#include "tt-move-draft.h"

G_BEGIN_DECLS

guint tt_test_draft_check        (TtGame *game,
                                  guint   max_choices);
/* Plays a random legal move of any actor (seeded from `rng`). */
void  tt_test_draft_play_random  (TtGame *game,
                                  GRand  *rng);

G_END_DECLS
