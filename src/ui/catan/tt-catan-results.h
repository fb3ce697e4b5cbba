/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-results.h — Catan's seats in the player list and its results
 *
 * The line under each seat (pieces left, cards, knights, the titles held,
 * Cities & Knights' progress cards and improvements) and the results
 * page's columns: where every player's points came from.
 */
#pragma once

#include "catan/tt-catan-game.h"
#include "tt-results-page.h"

G_BEGIN_DECLS

/* `at_screen`: the seat is the person's whose hand is shown. */
char *tt_catan_seat_detail  (const CatanState *state,
                             guint             player,
                             gboolean          at_screen);
void  tt_catan_results_fill (TtResultsPage    *page,
                             TtCatanGame      *game);

G_END_DECLS
