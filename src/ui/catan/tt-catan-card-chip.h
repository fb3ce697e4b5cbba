/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-card-chip.h — a card's colour, small, where a card is named
 *
 * The hand, the discard choice, the build bar's costs and the trade
 * dialogs show a card as a small upright rectangle in its resource's
 * colour, with the card's name as its tooltip.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A chip `size` pixels high for `card` (a CatanCard); `faint` dims it
 * (a card the player lacks). */
GtkWidget *tt_catan_card_chip (int      card,
                               int      size,
                               gboolean faint);

G_END_DECLS
