/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-landscape.h — one player's landscape, drawn by the painter
 *
 * Shows the landscape of `player` in a state with the cells the person
 * may act on marked; a click (or Enter on the focused cell, moved with
 * the arrow keys) on a marked cell emits `cell-activated`.
 */
#pragma once

#include <gtk/gtk.h>

#include "tt-ora-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_LANDSCAPE (tt_ora_landscape_get_type ())
G_DECLARE_FINAL_TYPE (TtOraLandscape, tt_ora_landscape, TT, ORA_LANDSCAPE, GtkWidget)

GtkWidget *tt_ora_landscape_new       (void);
/* `state` must outlive the widget's use of it (the view sets it again on
 * every change); NULL shows nothing. */
void       tt_ora_landscape_set_state (TtOraLandscape   *self,
                                       const OraState   *state,
                                       int               player);
/* The seats' colour ids (one per seat, as the game's players have them);
 * NULL for the rules table's. */
void       tt_ora_landscape_set_colors (TtOraLandscape     *self,
                                        const char * const *colors);
int        tt_ora_landscape_get_player (TtOraLandscape  *self);
void       tt_ora_landscape_set_marks (TtOraLandscape   *self,
                                       const TtOraMarks *marks);
/* Cell size in pixels wanted (the widget asks for the extent × this). */
void       tt_ora_landscape_set_cell_size (TtOraLandscape *self,
                                           int             size);

G_END_DECLS
