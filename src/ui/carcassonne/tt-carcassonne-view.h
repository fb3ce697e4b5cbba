/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-view.h — the Carcassonne play page: in the standard
 * layout (TtStandardPlayView), the board, the tile to lay and its
 * buttons, the final count and the results table */
#pragma once

#include <adwaita.h>

#include "carcassonne/tt-carcassonne-game.h"
#include "tt-carc-board.h"
#include "ui/tt-standard-play-view.h"

G_BEGIN_DECLS

#define TT_TYPE_CARCASSONNE_VIEW (tt_carcassonne_view_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcassonneView, tt_carcassonne_view, TT, CARCASSONNE_VIEW, TtStandardPlayView)

GtkWidget         *tt_carcassonne_view_new       (TtCarcassonneGame *game);
TtCarcassonneGame *tt_carcassonne_view_get_game  (TtCarcassonneView *self);
void               tt_carcassonne_view_set_game  (TtCarcassonneView *self,
                                                  TtCarcassonneGame *game);
TtCarcBoard       *tt_carcassonne_view_get_board (TtCarcassonneView *self);
/* "play" or "results" */
const char        *tt_carcassonne_view_get_page  (TtCarcassonneView *self);
/* Ends the step-by-step final count at once. */
void               tt_carcassonne_view_skip_count (TtCarcassonneView *self);

/* After a refused tile: the rules section its "Why?" opens (carc.rules,
 * Shift+F1); NULL while no refusal is shown. */
const char        *tt_carcassonne_view_get_why_section (TtCarcassonneView *self);
/* The side panel, folded over the board in a narrow window. */
AdwFlap           *tt_carcassonne_view_get_flap  (TtCarcassonneView *self);
/* The rules section that explains a refusal (NULL for CARC_REASON_OK),
 * which the "Why?" note opens. */
const char        *tt_carcassonne_view_section_for_reason (CarcReason reason);

G_END_DECLS
