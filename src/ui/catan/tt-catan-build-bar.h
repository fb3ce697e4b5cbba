/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-build-bar.h — the builds and their costs, and the trades
 *
 * One button a build of the game (its cost in cards, those `who` lacks
 * faint; a build that cannot be used now looks faint too and says why
 * when pressed: the view's catan.build action), and, for the person who
 * may act, the bank trade and the offer to the players where the rules
 * allow them. The row wraps in a narrow window.
 */
#pragma once

#include <gtk/gtk.h>

#include "catan/tt-catan-game.h"

G_BEGIN_DECLS

void tt_catan_build_bar_fill (GtkFlowBox  *box,
                              TtCatanGame *game,
                              int          who,
                              gboolean     acting,
                              gboolean     bank,
                              gboolean     offer);

G_END_DECLS
