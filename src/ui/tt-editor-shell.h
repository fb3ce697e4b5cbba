/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-editor-shell.h — the frame every editor shares
 *
 * A toolbar (back, title, undo, redo and the editor's menu) over the
 * editor's pages, with toasts. The document being edited (a TtDocument:
 * tile set, card set, board) drives undo and redo: the shell's
 * editor.undo and editor.redo actions (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) act
 * on it and say what was undone. A game's editor derives from the shell
 * and adds its pages, in the order "back" walks them in reverse; it
 * installs its own editor.* actions next to the shell's editor.back,
 * editor.undo, editor.redo and editor.show-message.
 */
#pragma once

#include <adwaita.h>

#include "tt-document.h"

G_BEGIN_DECLS

#define TT_TYPE_EDITOR_SHELL (tt_editor_shell_get_type ())
G_DECLARE_DERIVABLE_TYPE (TtEditorShell, tt_editor_shell, TT, EDITOR_SHELL, AdwBin)

struct _TtEditorShellClass
{
  AdwBinClass parent_class;

  /* The page on show changed (also after back). */
  void (*page_changed) (TtEditorShell *self,
                        const char    *name);

  gpointer padding[8];
};

void        tt_editor_shell_add_page     (TtEditorShell *self,
                                          GtkWidget     *page,
                                          const char    *name);
void        tt_editor_shell_show_page    (TtEditorShell *self,
                                          const char    *name);
/* The name of the page on show (the first page's before any is shown). */
const char *tt_editor_shell_get_page     (TtEditorShell *self);
void        tt_editor_shell_set_title    (TtEditorShell *self,
                                          const char    *title);
const char *tt_editor_shell_get_title    (TtEditorShell *self);
void        tt_editor_shell_set_menu     (TtEditorShell *self,
                                          GMenuModel    *menu,
                                          const char    *tooltip);
/* The document the pages edit, or NULL (then undo and redo are off). */
void        tt_editor_shell_set_document (TtEditorShell *self,
                                          TtDocument    *document);
TtDocument *tt_editor_shell_get_document (TtEditorShell *self);
void        tt_editor_shell_add_toast    (TtEditorShell *self,
                                          const char    *text);
/* A toast of the editor's own making (e.g. with an Undo button). */
void        tt_editor_shell_show_toast   (TtEditorShell *self,
                                          AdwToast      *toast);

/* Play with This Set: opens the new-game page of game `game_id` with
 * `document` in its options and shows the Play view; a toast says why
 * when the game cannot take it. */
void        tt_editor_shell_play_document (TtEditorShell *self,
                                           const char    *game_id,
                                           TtDocument    *document);

/* One step back through the pages; FALSE on the first page. */
gboolean    tt_editor_shell_go_back       (TtEditorShell *self);

G_END_DECLS
