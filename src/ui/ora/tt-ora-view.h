/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-view.h — the Ora et Labora play view
 *
 * Every landscape (the acting player's first, the others as tabs), the
 * production wheel with the round and settlement track, the buildings on
 * offer, the acting player's goods and settlements, live scores, the log,
 * and the actions. The actions are the game's move draft, one decision
 * at a time (what to do, which building, whose, who works, each option,
 * the payment), each choice in the model's words with what it gives and
 * takes — so nothing the engine refuses is ever offered, and everything
 * it allows is there. The layout around them (whose turn, the players,
 * the log, the "Why?" note, the results) is TtStandardPlayView's.
 */
#pragma once

#include "tt-standard-play-view.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_VIEW (tt_ora_view_get_type ())
G_DECLARE_FINAL_TYPE (TtOraView, tt_ora_view, TT, ORA_VIEW, TtStandardPlayView)

GtkWidget  *tt_ora_view_new                (TtGame     *game);

/* The move is built in the game's draft (tt_game_get_draft ()): the
 * panel shows its next decision, a row per choice. Takes choice `index`
 * as activating its row does: a choice that settles the move plays it. */
gboolean    tt_ora_view_activate_choice    (TtOraView  *self,
                                            guint       index);
/* Plays the complete draft (a hint walked to), as its Play row does. */
void        tt_ora_view_confirm            (TtOraView  *self);
/* A click on a cell of `player`'s landscape: the choice it marks, or the
 * action that starts there (a building to use, a forest to fell);
 * FALSE when nothing can be done there. */
gboolean    tt_ora_view_click_cell         (TtOraView  *self,
                                            int         player,
                                            int         row,
                                            int         col);
/* The draft walked to building `card` (its places marked next); FALSE
 * and the draft cleared when it cannot be built now. */
gboolean    tt_ora_view_build_card         (TtOraView  *self,
                                            int         card);
/* The dialog a click on a card of the Buildings tab opens: the card,
 * and Build when it can be built now. */
GtkWidget  *tt_ora_view_show_card          (TtOraView  *self,
                                            int         card);

/* Why nothing can be done at a cell of `player`'s landscape now, in words
 * (the note a click there shows, with "Why?" opening the rules). */
char       *tt_ora_view_explain_cell       (TtOraView  *self,
                                            int         player,
                                            int         row,
                                            int         col);

G_END_DECLS
