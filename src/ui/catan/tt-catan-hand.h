/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-hand.h — the hand of the person at the screen, under the board
 *
 * The resource (and commodity) counts, and a button for each development
 * or progress card held, for the view's catan.play-dev and
 * catan.play-progress actions, with what the card does as tooltip and
 * accessible description (a card that cannot be played now looks faint).
 * With no hand to show (`who` -1) it says hands are hidden.
 */
#pragma once

#include <gtk/gtk.h>

#include "catan/tt-catan-game.h"

G_BEGIN_DECLS

void tt_catan_hand_fill (GtkFlowBox  *box,
                         TtCatanGame *game,
                         int          who);

G_END_DECLS
