/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-choices.h — the buttons of a Catan move draft's next decision
 *
 * One button per choice the draft offers now, in the draft's order (those
 * that gain something first): its label, with what it gives and gets and
 * the result as tooltip and accessible description; a choice that cannot
 * be taken is shown insensitive-looking and says why when pressed. Places
 * are answered on the board, and the view may leave other choices to its
 * build bar or hand (the filter). Once the person has chosen something a
 * Back button steps back over it. Pressing a choice takes it in the
 * draft and emits "chosen"; the view commits a complete draft.
 */
#pragma once

#include <gtk/gtk.h>

#include "tt-move-draft.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_CHOICES (tt_catan_choices_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanChoices, tt_catan_choices, TT, CATAN_CHOICES, GtkWidget)

/* Whether the panel shows `choice` (the board, the bar or the hand may
 * offer it instead). */
typedef gboolean (*TtCatanChoicesFilter) (TtMoveChoice *choice,
                                          gpointer      data);

/* Shows the choices of `draft`'s next decision that `filter` keeps (all
 * with a NULL filter), after the buttons already added. */
void       tt_catan_choices_show       (TtCatanChoices       *self,
                                        TtMoveDraft          *draft,
                                        TtCatanChoicesFilter  filter,
                                        gpointer              data);
/* Removes every button. */
void       tt_catan_choices_clear      (TtCatanChoices       *self);
/* Adds a button of the view's own (the trade dialogs' answers). */
void       tt_catan_choices_append     (TtCatanChoices       *self,
                                        GtkWidget            *child);
/* The button of the choice whose decision equals `decision`, or NULL. */
GtkWidget *tt_catan_choices_find       (TtCatanChoices        *self,
                                        const TtRulesDecision *decision);

G_END_DECLS
