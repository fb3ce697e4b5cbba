/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-view.h — the Catan play view
 *
 * The board with the places the engine allows marked in orange, a prompt
 * for every phase, the dice, the hand of the person who acts (resource,
 * development and progress cards), the build bar with each build's cost
 * (cards the player lacks faint; pressing a build that cannot be used
 * says why), trading with the bank and harbours and with the other
 * players (tt-catan-trade.h), the barbarian attack told step by step and
 * production cards flying to the plates (animations only when the
 * desktop allows them). The seats, the log, the "Why?" note and the
 * results are the standard play view's (tt-standard-play-view.h): the
 * board in its "board" slot, the dice beside whose turn it is, the prompt,
 * the choices, the hand and the build bar under the board. With more than
 * one person at the table a "Pass to NAME" screen over the whole play page
 * hides the hand whenever another person is to act (unless the game was
 * started with open hands).
 *
 * Every move is built in the game's move draft (tt-move-draft.h): the
 * build bar and the hand take the draft's first decision, the board
 * answers its places, the choices panel (tt-catan-choices.h) shows the
 * rest in the draft's words (a victim, a card to discard, the cards a
 * progress card takes, the Alchemist's dice), Escape steps back over
 * the last choice, and a complete draft is played at once.
 */
#pragma once

#include "catan/tt-catan-board.h"
#include "tt-standard-play-view.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_VIEW (tt_catan_view_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanView, tt_catan_view, TT, CATAN_VIEW, TtStandardPlayView)

GtkWidget    *tt_catan_view_new               (void);

/* For tests and the accessibility tree: what the view shows now. */
TtCatanBoard *tt_catan_view_get_board         (TtCatanView *self);
/* The seat whose hand is on screen, or -1 when none is. */
int           tt_catan_view_get_hand_player   (TtCatanView *self);
/* Whether the "Pass to NAME" screen is up. */
gboolean      tt_catan_view_get_privacy_shown (TtCatanView *self);
/* Presses a build bar button (as a click would); returns the note shown
 * when the build cannot be used now (NULL when it can). */
const char   *tt_catan_view_press_build       (TtCatanView *self,
                                               int          build);
/* Makes `action` as a person would, from the choices already taken:
 * the places on the board and the buttons among the choices (or in the
 * open dialog), clicked; a discard of several cards one card after the
 * other. FALSE when the view offers no way to it now. */
gboolean      tt_catan_view_choose            (TtCatanView       *self,
                                               const CatanAction *action);
/* How many production cards are flying to the plates now (none with
 * animations off). */
guint         tt_catan_view_get_n_flying_cards (TtCatanView      *self);
/* The steps of the last barbarian attack shown so far, one a line, or
 * NULL when none is on screen. */
char         *tt_catan_view_get_attack_text   (TtCatanView       *self);

G_END_DECLS
