/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document.h — the base of every editable set (tile set, card set, board)
 *
 * A document's content is an immutable snapshot (the subclass's own
 * refcounted engine value, e.g. an engine's tile set). An edit copies the
 * snapshot, changes the copy and commits it with tt_document_commit():
 * the old snapshot goes on the undo stack under a label, the new one is
 * validated (TtDocumentClass.validate gives its errors and warnings as
 * TtDocumentMessage, which the document keeps), written to the document's
 * file atomically when it has one, and `changed` is emitted. Undo and redo
 * swap snapshots the same way. A snapshot that was handed out
 * (tt_document_get_snapshot()) is never changed afterwards, so a running
 * game keeps the version it started with.
 *
 * Signal and notify order after every commit, undo and redo: the subclass's
 * `snapshot_changed` hook → notify::can-undo, ::can-redo, ::valid,
 * ::messages (only when the messages differ from the last ones) → `changed`.
 */
#pragma once

#include <gio/gio.h>

#include "tt-document-message.h"

G_BEGIN_DECLS

#define TT_DOCUMENT_ERROR (tt_document_error_quark ())

typedef enum
{
  TT_DOCUMENT_ERROR_READ_ONLY,   /* a bundled document: duplicate it to edit */
  TT_DOCUMENT_ERROR_NOT_LOCAL,   /* its file is not a local file */
  TT_DOCUMENT_ERROR_FOLDER,      /* the folder for the file cannot be made */
} TtDocumentError;

#define TT_TYPE_DOCUMENT (tt_document_get_type ())
G_DECLARE_DERIVABLE_TYPE (TtDocument, tt_document, TT, DOCUMENT, GObject)

struct _TtDocumentClass
{
  GObjectClass parent_class;

  /* Required: take and drop a reference to a snapshot. */
  gpointer     (*snapshot_ref)     (gpointer      snapshot);
  void         (*snapshot_unref)   (gpointer      snapshot);
  /* Required: the snapshot as the text of its file. */
  char *       (*serialize)        (TtDocument   *self,
                                    gconstpointer snapshot);
  /* Optional: appends the errors and warnings of a snapshot to `messages`
   * (TtDocumentMessage*, owned by the array; see tt_document_message_add).
   * Called once for each new current snapshot; a snapshot with no error
   * is valid. */
  void         (*validate)         (TtDocument   *self,
                                    gconstpointer snapshot,
                                    GPtrArray    *messages);
  /* Optional: the current snapshot was replaced (`previous` may be NULL);
   * notify the subclass's own properties here. */
  void         (*snapshot_changed) (TtDocument   *self,
                                    gconstpointer previous);
  /* Optional: the document's title, for messages ("“%s” cannot be changed"). */
  const char * (*get_title)        (TtDocument   *self);

  gpointer padding[8];
};

GQuark         tt_document_error_quark      (void);

/* The subclass's title (get_title), or "" when it has none. */
const char    *tt_document_get_title        (TtDocument   *self);

gconstpointer  tt_document_get_snapshot     (TtDocument   *self);
gboolean       tt_document_get_read_only    (TtDocument   *self);

/* Validation of the current snapshot (recomputed after each change; the
 * `messages` property is notified when they differ). Valid: no message of
 * kind TT_DOCUMENT_MESSAGE_ERROR. */
gboolean       tt_document_is_valid         (TtDocument   *self);
/* Every message, errors first (TtDocumentMessage*), owned by the document;
 * valid until the next change. */
GPtrArray     *tt_document_get_messages     (TtDocument   *self);
/* A new array (free it; the messages are borrowed) of the messages about
 * `subject`; NULL: those about the document as a whole. */
GPtrArray     *tt_document_get_messages_about (TtDocument *self,
                                             const char   *subject);

/* Files. With a file set, every change is written there at once, atomically. */
GFile         *tt_document_get_file         (TtDocument   *self);
void           tt_document_set_file         (TtDocument   *self,
                                             GFile        *file);
gboolean       tt_document_save             (TtDocument   *self,
                                             GError      **error);
/* Gives the document a new file in `directory` named after its title
 * ("TITLE.json", "TITLE-2.json", … never over another file) and saves it
 * there; every later change is saved to it. */
gboolean       tt_document_save_in          (TtDocument   *self,
                                             const char   *directory,
                                             GError      **error);
gboolean       tt_document_export           (TtDocument   *self,
                                             GFile        *file,
                                             GError      **error);
char          *tt_document_to_data          (TtDocument   *self);

/* Undo and redo. */
gboolean       tt_document_can_undo         (TtDocument   *self);
gboolean       tt_document_can_redo         (TtDocument   *self);
const char    *tt_document_get_undo_label   (TtDocument   *self);
const char    *tt_document_get_redo_label   (TtDocument   *self);
gboolean       tt_document_undo             (TtDocument   *self);
gboolean       tt_document_redo             (TtDocument   *self);

/* For subclasses. */
/* A subclass's constructor from a file's contents; `source` names the
 * file in errors. */
typedef TtDocument *(*TtDocumentDataFunc) (const char  *data,
                                           gssize       length,
                                           const char  *source,
                                           GError     **error);
/* Reads `file` the one way every loader does (tt_file_load_gfile) and
 * makes the document from its contents, named by the file's base name. */
TtDocument    *tt_document_new_from_file    (GFile              *file,
                                             TtDocumentDataFunc  new_from_data,
                                             GError            **error);
/* The first snapshot (takes ownership), with no undo history; from the
 * subclass's constructor. */
void           tt_document_init_snapshot    (TtDocument   *self,
                                             gpointer      snapshot,
                                             gboolean      read_only);
/* Fails with TT_DOCUMENT_ERROR_READ_ONLY on a read-only document; call
 * before copying the snapshot for an edit. */
gboolean       tt_document_check_editable   (TtDocument   *self,
                                             GError      **error);
/* Takes ownership of `snapshot`. A snapshot that serializes to the same
 * text as the current one leaves no undo step and emits nothing. */
void           tt_document_commit           (TtDocument   *self,
                                             gpointer      snapshot,
                                             const char   *label);

G_END_DECLS
