/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-log-entry.h — one line of a game's log
 *
 * TtGame keeps its log as a GListModel of TtLogEntry (tt_game_get_log()),
 * oldest first, so the shared log widget can show it with a GtkListView.
 * Entries are immutable once added.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TT_TYPE_LOG_ENTRY (tt_log_entry_get_type ())
G_DECLARE_FINAL_TYPE (TtLogEntry, tt_log_entry, TT, LOG_ENTRY, GObject)

/* `player`: the seat the line is about, -1 for nobody in particular.
 * `turn`: the game's turn number when it was written (games count turns
 * their own way; TtGame asks the subclass). */
TtLogEntry  *tt_log_entry_new        (int          player,
                                      guint        turn,
                                      const char  *text);

int          tt_log_entry_get_player (TtLogEntry  *self);
guint        tt_log_entry_get_turn   (TtLogEntry  *self);
const char  *tt_log_entry_get_text   (TtLogEntry  *self);
/* The index in the record of the move the line tells (-1: none), so a
 * view can show that move when the line is clicked; set once, by TtGame. */
int          tt_log_entry_get_move   (TtLogEntry  *self);
void         tt_log_entry_set_move   (TtLogEntry  *self,
                                      int          move);

G_END_DECLS
