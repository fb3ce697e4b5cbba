/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-card-chip.h — a card, small, where a card is named
 *
 * The hand, the discard choice, the build bar's costs and the trade
 * dialogs show a card as a small upright card in its resource's colour
 * with a pictogram of the resource on it (tt_catan_paint_card), so it
 * is told apart by shape as well as colour; the card's translated name
 * is its tooltip and its accessible label.
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
