/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document-message.c — one problem of a document, and where it is */
#include "config.h"

#include "tt-document-message.h"
#include "tt-text.h"

struct _TtDocumentMessage
{
  TtDocumentMessageKind  kind;
  char                  *subject;
  char                  *place;
  char                  *text;
};

G_DEFINE_BOXED_TYPE (TtDocumentMessage, tt_document_message,
                     tt_document_message_ref, tt_document_message_unref)

static TtDocumentMessage *
message_new_take (TtDocumentMessageKind  kind,
                  const char            *subject,
                  const char            *place,
                  char                  *text)
{
  TtDocumentMessage *message = g_atomic_rc_box_new0 (TtDocumentMessage);

  message->kind = kind;
  message->subject = g_strdup (subject);
  message->place = g_strdup (place);
  message->text = text;
  return message;
}

TtDocumentMessage *
tt_document_message_new (TtDocumentMessageKind  kind,
                         const char            *subject,
                         const char            *place,
                         const char            *text)
{
  g_return_val_if_fail (text != NULL, NULL);
  return message_new_take (kind, subject, place, g_strdup (text));
}

TtDocumentMessage *
tt_document_message_ref (TtDocumentMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);
  return g_atomic_rc_box_acquire (message);
}

static void
message_clear (gpointer data)
{
  TtDocumentMessage *message = data;

  g_free (message->subject);
  g_free (message->place);
  g_free (message->text);
}

void
tt_document_message_unref (TtDocumentMessage *message)
{
  if (message != NULL)
    g_atomic_rc_box_release_full (message, message_clear);
}

TtDocumentMessageKind
tt_document_message_get_kind (const TtDocumentMessage *message)
{
  g_return_val_if_fail (message != NULL, TT_DOCUMENT_MESSAGE_ERROR);
  return message->kind;
}

const char *
tt_document_message_get_subject (const TtDocumentMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);
  return message->subject;
}

const char *
tt_document_message_get_place (const TtDocumentMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);
  return message->place;
}

const char *
tt_document_message_get_text (const TtDocumentMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);
  return message->text;
}

gboolean
tt_document_message_equal (const TtDocumentMessage *a,
                           const TtDocumentMessage *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return a->kind == b->kind
         && g_strcmp0 (a->subject, b->subject) == 0
         && g_strcmp0 (a->place, b->place) == 0
         && g_strcmp0 (a->text, b->text) == 0;
}

void
tt_document_message_add (GPtrArray             *messages,
                         TtDocumentMessageKind  kind,
                         const char            *subject,
                         const char            *place,
                         const char            *format,
                         ...)
{
  va_list args;
  g_autofree char *formatted = NULL;
  char *text;

  g_return_if_fail (messages != NULL);
  g_return_if_fail (format != NULL);

  va_start (args, format);
  formatted = g_strdup_vprintf (format, args);
  va_end (args);
  /* a translation may mark particles after an inserted word ("%s을(를)") */
  text = tt_text_resolve_particles (formatted);
  g_ptr_array_add (messages, message_new_take (kind, subject, place, text));
}
