/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document-message.h — one problem of a document, and where it is
 *
 * A document (tt-document.h) validates each snapshot into a list of these.
 * An error keeps the document from being used (played) until it is fixed;
 * a warning is worth a look but does not stop play. The subject names the
 * part of the document the message is about, in the document's own terms
 * (a tile id, a card id, a hex "q,r"), or is NULL for the document as a
 * whole; the place narrows it down inside the subject ("side E",
 * "step 2") and may be NULL. Messages never change once made.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  TT_DOCUMENT_MESSAGE_ERROR,    /* the document cannot be used as it is */
  TT_DOCUMENT_MESSAGE_WARNING,  /* usable, but unusual */
} TtDocumentMessageKind;

typedef struct _TtDocumentMessage TtDocumentMessage;

#define TT_TYPE_DOCUMENT_MESSAGE (tt_document_message_get_type ())
GType                  tt_document_message_get_type    (void) G_GNUC_CONST;

TtDocumentMessage     *tt_document_message_new         (TtDocumentMessageKind    kind,
                                                        const char              *subject,
                                                        const char              *place,
                                                        const char              *text);
TtDocumentMessage     *tt_document_message_ref         (TtDocumentMessage       *message);
void                   tt_document_message_unref       (TtDocumentMessage       *message);

TtDocumentMessageKind  tt_document_message_get_kind    (const TtDocumentMessage *message);
const char            *tt_document_message_get_subject (const TtDocumentMessage *message);
const char            *tt_document_message_get_place   (const TtDocumentMessage *message);
/* A whole sentence, for people (translated where the document can). */
const char            *tt_document_message_get_text    (const TtDocumentMessage *message);
gboolean               tt_document_message_equal       (const TtDocumentMessage *a,
                                                        const TtDocumentMessage *b);

/* For validate(): appends a new message with a printf-formatted text to
 * `messages` (an array that owns its messages). */
void                   tt_document_message_add         (GPtrArray               *messages,
                                                        TtDocumentMessageKind    kind,
                                                        const char              *subject,
                                                        const char              *place,
                                                        const char              *format,
                                                        ...) G_GNUC_PRINTF (5, 6);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtDocumentMessage, tt_document_message_unref)

G_END_DECLS
