/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-log.h — the last lines of a game's log, newest first
 *
 * Follows the game's log (a GListModel of TtLogEntry, tt_game_get_log()):
 * each line starts with the colour dot of the seat it is about; the
 * newest line stands out, older ones are dimmed. With no line yet it
 * shows "empty-text".
 */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_GAME_LOG (tt_game_log_get_type ())
G_DECLARE_FINAL_TYPE (TtGameLog, tt_game_log, TT, GAME_LOG, AdwBin)

GtkWidget  *tt_game_log_new            (void);
TtGame     *tt_game_log_get_game       (TtGameLog  *self);
void        tt_game_log_set_game       (TtGameLog  *self,
                                        TtGame     *game);
/* How many lines show (default 14). */
guint       tt_game_log_get_max_lines  (TtGameLog  *self);
void        tt_game_log_set_max_lines  (TtGameLog  *self,
                                        guint       max_lines);
const char *tt_game_log_get_empty_text (TtGameLog  *self);
/* Lines telling a move can be clicked ("entry-activated"; default off). */
gboolean    tt_game_log_get_activatable (TtGameLog *self);
void        tt_game_log_set_activatable (TtGameLog *self,
                                         gboolean   activatable);
/* Clicks line `index` as shown (0: the top), if it can be clicked. */
void        tt_game_log_activate_line  (TtGameLog  *self,
                                        guint       index);
void        tt_game_log_set_empty_text (TtGameLog  *self,
                                        const char *text);

G_END_DECLS
