/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-results-page.h — the end of a game: who won, where the points came
 * from, and the score over the game
 *
 * The page names the winners, and shows a table with a row per seat: the
 * player, the columns the game adds (points by feature, by phase, …) and
 * the total; below it the score chart. "Show Board" emits `show-board`;
 * "Play Again" is the window's game.play-again.
 */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_RESULTS_PAGE (tt_results_page_get_type ())
G_DECLARE_FINAL_TYPE (TtResultsPage, tt_results_page, TT, RESULTS_PAGE, AdwBin)

GtkWidget  *tt_results_page_new           (void);
/* `winners`: bit p set for each seat p that won (0: the highest scores). */
void        tt_results_page_set_game      (TtResultsPage      *self,
                                           TtGame             *game,
                                           guint               winners);
TtGame     *tt_results_page_get_game      (TtResultsPage      *self);
const char *tt_results_page_get_title     (TtResultsPage      *self);
/* Columns between the player and the total, in the order added: one cell
 * per seat; `tooltips` may be NULL. */
void        tt_results_page_clear_columns (TtResultsPage      *self);
void        tt_results_page_add_column    (TtResultsPage      *self,
                                           const char         *heading,
                                           const char * const *cells,
                                           const char * const *tooltips);
/* The columns added next form a group of their own (a second breakdown
 * of the same points, say), titled `title` above them (NULL or "": no
 * title) and parted from the others by a line. */
void        tt_results_page_begin_group   (TtResultsPage      *self,
                                           const char         *title);
/* The table's accessible name (default "Points"). */
void        tt_results_page_set_table_label (TtResultsPage    *self,
                                             const char       *label);

G_END_DECLS
