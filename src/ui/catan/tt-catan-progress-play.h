/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-progress-play.h — how a progress card's play is chosen on the board
 *
 * Cards whose choice is a place (Inventor's two number tokens, Engineer's
 * city, Medicine's settlement, Smith's one or two knights, Bishop's and
 * Merchant's hex, Diplomat's road, Deserter's knight and the corner for
 * the new one, Intrigue's knight) are played by picking places on the
 * board, one step at a time. The places offered at each step are those of
 * the engine's legal moves, and for a second pick those the engine's rules
 * accept with the first (checked on a copy of the state), so every legal
 * play of every card can be reached.
 */
#pragma once

#include "catan/tt-catan-game.h"
#include "tt-catan-painter.h"

G_BEGIN_DECLS

#define TT_CATAN_MAX_PICKS 2

/* The kind of place the card's picks are, or -1 when it has none. */
int      tt_catan_progress_pick_kind (int                card);
/* How many places the card picks: 0, 1 or 2 (Smith's and Deserter's
 * second pick may be skipped, see tt_catan_progress_complete). */
guint    tt_catan_progress_n_picks   (int                card);
/* Marks the places the next pick may take, after `n_picks` picks;
 * `moves` are the acting player's legal moves. Returns how many. */
guint    tt_catan_progress_marks     (TtCatanGame       *game,
                                      const GArray      *moves,
                                      int                card,
                                      const int         *picks,
                                      guint              n_picks,
                                      TtCatanMarks      *marks);
/* The move the picks make (a second pick of -1: none), when the engine
 * accepts it. */
gboolean tt_catan_progress_complete  (TtCatanGame       *game,
                                      const GArray      *moves,
                                      int                card,
                                      const int         *picks,
                                      guint              n_picks,
                                      CatanAction       *action);

G_END_DECLS
