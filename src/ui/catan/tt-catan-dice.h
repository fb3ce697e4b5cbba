/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-dice.h — the dice of the last roll
 *
 * Two production dice and, in Cities & Knights, the event die (a black
 * ship or a city gate). After a roll the dice may tumble for a moment
 * before showing their faces, when the desktop's animations are on.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TT_TYPE_CATAN_DICE (tt_catan_dice_get_type ())

G_DECLARE_FINAL_TYPE (TtCatanDice, tt_catan_dice, TT, CATAN_DICE, GtkDrawingArea)

GtkWidget *tt_catan_dice_new        (void);

/* The faces shown: the two production dice (0: nothing rolled yet, no
 * dice drawn) and the event die (1 to 6; 0: not drawn). */
void       tt_catan_dice_set_values (TtCatanDice *self,
                                     int          white,
                                     int          red,
                                     int          event);
/* Tumbles the dice for a moment, unless animations are off or they
 * already tumble. */
void       tt_catan_dice_tumble     (TtCatanDice *self);

G_END_DECLS
