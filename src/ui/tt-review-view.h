/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-review-view.h — stepping through a game with the computer's judgement
 *
 * Shows a TtGameReview: the game's board at any position (read-only, the
 * game's own board widget), the moves in the log's words, each player's
 * standing over the game, and for the move on show its judgement, its
 * mark and the better move (drawn on the board on request). The arrow
 * keys, Home and End step through the game; the review judges the moves
 * near the one on show first. "Play from Here" emits "play-from" with a
 * new game started at the position on show (the reviewed game is kept).
 * Names no game.
 */
#pragma once

#include <adwaita.h>

#include "tt-game-review.h"

G_BEGIN_DECLS

#define TT_TYPE_REVIEW_VIEW (tt_review_view_get_type ())
G_DECLARE_FINAL_TYPE (TtReviewView, tt_review_view, TT, REVIEW_VIEW, AdwBin)

/* Starts the review's analysis (if not done yet) and shows the last position. */
GtkWidget    *tt_review_view_new              (TtGameReview *review);
/* The review of `game`'s moves so far: of the game itself when it is
 * over (the judgements are kept in its record), else of a copy that stays
 * still, so computers playing on do not change what is reviewed. */
GtkWidget    *tt_review_view_new_for_game     (TtGame       *game);
TtGameReview *tt_review_view_get_review       (TtReviewView *self);
/* Positions are 0..n_moves: position k is the board after k moves. */
guint         tt_review_view_get_position     (TtReviewView *self);
void          tt_review_view_set_position     (TtReviewView *self,
                                               guint         position);
/* The game's board widget (NULL for a game without one), and the game it
 * shows (the position, or the better move when that is on show). */
GtkWidget    *tt_review_view_get_board        (TtReviewView *self);
TtGame       *tt_review_view_get_shown_game   (TtReviewView *self);
/* Shows the computer's move instead of the one played; FALSE when the
 * move on show has none. */
gboolean      tt_review_view_show_better_move (TtReviewView *self,
                                               gboolean      show);

G_END_DECLS
