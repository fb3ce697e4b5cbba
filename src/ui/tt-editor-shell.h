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
 *
 * The document library: an editor that calls tt_editor_shell_set_library()
 * gets its first page from the shell, a list of its documents (the user's
 * own, then the bundled ones, read-only with "Duplicate to edit"), and the
 * actions editor.new, editor.duplicate, editor.delete (with an undo toast),
 * editor.import, editor.export and editor.play. The editor gives only its
 * game's part through the class's library vfuncs; the defaults keep the
 * user's documents as JSON files in the library's folder.
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

  /* The library. Required: open_document. Each returns a new reference. */
  /* The bundled documents (read-only), in the order shown. */
  GPtrArray  *(*list_bundled)       (TtEditorShell *self);
  /* One of the user's files (for the default list_documents, import). */
  TtDocument *(*load_document)      (TtEditorShell *self,
                                     GFile         *file,
                                     GError       **error);
  /* Every document; default: bundled, then the folder's *.json files. */
  GPtrArray  *(*list_documents)     (TtEditorShell *self);
  /* A new document (the default saves it in the folder); NULL vfunc: no New. */
  TtDocument *(*create_document)    (TtEditorShell *self,
                                     GError       **error);
  /* An editable copy titled `title` (the default saves it in the folder). */
  TtDocument *(*copy_document)      (TtEditorShell *self,
                                     TtDocument    *document,
                                     const char    *title,
                                     GError       **error);
  /* Default: load_document, then saved in the folder. */
  TtDocument *(*import_document)    (TtEditorShell *self,
                                     GFile         *file,
                                     GError       **error);
  /* Default: the file goes; restore writes it back (undo of a delete). */
  gboolean    (*delete_document)    (TtEditorShell *self,
                                     TtDocument    *document,
                                     GError       **error);
  gboolean    (*restore_document)   (TtEditorShell *self,
                                     TtDocument    *document,
                                     GError       **error);
  void        (*open_document)      (TtEditorShell *self,
                                     TtDocument    *document);
  /* The name shown; default: tt_document_get_title(). */
  const char *(*document_title)     (TtEditorShell *self,
                                     TtDocument    *document);
  /* The row's subtitle (how big it is, whether it has problems). */
  char       *(*describe_document)  (TtEditorShell *self,
                                     TtDocument    *document);

  gpointer padding[8];
};

/* What the library page says, translated by the editor; the strings must
 * outlive the shell (gettext's do). Any but game_id, user_title,
 * bundled_title and the dialogs' titles may be NULL. */
typedef struct
{
  const char *game_id;              /* for Play with This Set */
  const char *user_title;           /* "Your Boards" */
  const char *user_description;
  const char *empty_title;          /* the row shown when the user has none */
  const char *empty_subtitle;
  const char *bundled_title;
  const char *bundled_description;
  const char *new_label;            /* "_New Board" */
  const char *file_kind;            /* the file filter's name, such as "Boards (JSON)" */
  const char *import_title;
  const char *export_title;
  const char *exported;             /* toast after an export */
  const char *play_label;           /* the menu's "_Play with This Board" */
  const char *duplicate_label;      /* the menu's "_Duplicate" */
  const char *delete_label;         /* the menu's "De_lete" */
  const char *menu_tooltip;         /* "Board menu" */
} TtEditorLibraryWords;

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

/* Makes the library the first page (named `page_name`); `directory` is
 * the folder of the default vfuncs (NULL when the editor overrides them,
 * or to keep the one given as the "directory" property when made). */
void        tt_editor_shell_set_library    (TtEditorShell              *self,
                                            const char                 *page_name,
                                            const char                 *directory,
                                            const TtEditorLibraryWords *words);
const char *tt_editor_shell_get_directory  (TtEditorShell *self);
/* An item of the editor's own in the library's menu (after Play). */
void        tt_editor_shell_add_menu_item  (TtEditorShell *self,
                                            const char    *label,
                                            const char    *action);
/* Lists the documents anew (after a change the shell did not make). */
void        tt_editor_shell_reload_library (TtEditorShell *self);
/* The library page (an AdwPreferencesPage), or NULL. */
GtkWidget  *tt_editor_shell_get_library_page (TtEditorShell *self);
/* What the title shows for a document. */
const char *tt_editor_shell_document_title (TtEditorShell *self,
                                            TtDocument    *document);
/* Deletes `document` (showing the library if it was open), with an undo toast. */
gboolean    tt_editor_shell_delete_document (TtEditorShell *self,
                                             TtDocument    *document);
/* Duplicates `document` as "TITLE (copy)" and opens the copy. */
TtDocument *tt_editor_shell_duplicate_document (TtEditorShell *self,
                                                TtDocument    *document);

/* One step back through the pages; FALSE on the first page. */
gboolean    tt_editor_shell_go_back       (TtEditorShell *self);

G_END_DECLS
