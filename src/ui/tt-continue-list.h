/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-continue-list.h — the unfinished games, to go on with or delete
 *
 * One row per autosave (tt_game_find_autosaves): the game, its players and
 * when it was last played. Activating a row emits "open" with the file,
 * its review button "review";
 * deleting hides the row at once and removes the file when the undo toast
 * goes away without Undo. Names no game: everything comes from the record
 * and its TtGameInfo.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TT_TYPE_CONTINUE_LIST (tt_continue_list_get_type ())
G_DECLARE_FINAL_TYPE (TtContinueList, tt_continue_list, TT, CONTINUE_LIST, AdwBin)

GtkWidget *tt_continue_list_new     (void);
/* Reads the autosave folder again. */
void       tt_continue_list_refresh (TtContinueList *self);
guint      tt_continue_list_get_n_games (TtContinueList *self);

G_END_DECLS
