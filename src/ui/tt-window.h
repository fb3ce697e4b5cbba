/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-window.h — the main window: Play, Editor and Rules views */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_WINDOW (tt_window_get_type ())
G_DECLARE_FINAL_TYPE (TtWindow, tt_window, TT, WINDOW, AdwApplicationWindow)

TtWindow   *tt_window_new              (GtkApplication *application);
void        tt_window_open_file        (TtWindow       *self,
                                        GFile          *file);
void        tt_window_show_view        (TtWindow       *self,
                                        const char     *name);
const char *tt_window_get_view_name    (TtWindow       *self);
GtkWidget  *tt_window_get_catalog_view (TtWindow       *self,
                                        const char     *name);
TtGame     *tt_window_get_game         (TtWindow       *self);
/* Shows the review of `game`'s moves so far (the game is not changed). */
void        tt_window_review_game      (TtWindow       *self,
                                        TtGame         *game);
/* Opens a saved game (any record) in its review. */
void        tt_window_review_file      (TtWindow       *self,
                                        GFile          *file);
/* The game.* actions (new, open, save, save-as, undo, redo, hint, rules,
 * play-again, review, back), enabled as the page on show allows. */
GActionGroup *tt_window_get_game_actions (TtWindow     *self);
void        tt_window_add_toast        (TtWindow       *self,
                                        const char     *title);

G_END_DECLS
