/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-view.h — the Ora et Labora play view
 *
 * Every landscape (the acting player's first, the others as tabs), the
 * production wheel with the round and settlement track, the buildings on
 * offer, the acting player's goods and settlements, live scores, the log,
 * and the actions. The actions come from the engine's legal moves only:
 * the view groups them into targets (a building to use, a forest to fell,
 * a space to build on, a district to buy…), each with its choices (which
 * clergyman, which payment, the effect's options), and labels each choice
 * with what it would give and take — so nothing the engine refuses is ever
 * offered, and everything it allows is there.
 */
#pragma once

#include "tt-play-view.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_VIEW (tt_ora_view_get_type ())
G_DECLARE_FINAL_TYPE (TtOraView, tt_ora_view, TT, ORA_VIEW, TtPlayView)

GtkWidget  *tt_ora_view_new                (TtGame     *game);

/* The actions on offer now (empty when it is not a person's turn). */
guint       tt_ora_view_get_n_targets      (TtOraView  *self);
const char *tt_ora_view_get_target_label   (TtOraView  *self,
                                            guint       target);
guint       tt_ora_view_get_n_choices      (TtOraView  *self,
                                            guint       target);
/* The move a choice plays (owned by the view, valid until it changes). */
JsonObject *tt_ora_view_get_choice         (TtOraView  *self,
                                            guint       target,
                                            guint       choice);
/* What the choice does, in words (what it gives and takes). */
const char *tt_ora_view_get_choice_label   (TtOraView  *self,
                                            guint       target,
                                            guint       choice);
/* Plays a choice, as the dialog's Play button does. */
gboolean    tt_ora_view_play               (TtOraView  *self,
                                            guint       target,
                                            guint       choice,
                                            GError    **error);
/* Opens the choice dialog of a target (or plays its only choice), as
 * activating its row does. */
void        tt_ora_view_choose             (TtOraView  *self,
                                            guint       target);

/* Why nothing can be done at a cell of `player`'s landscape now, in words
 * (the note a click there shows, with "Why?" opening the rules). */
char       *tt_ora_view_explain_cell       (TtOraView  *self,
                                            int         player,
                                            int         row,
                                            int         col);

G_END_DECLS
