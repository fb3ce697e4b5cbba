/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document-message.c — one problem of a document, and where it is */
#include "config.h"

#include "tt-document-message.h"
#include "tt-text.h"

struct _TtDocumentMessage
{
  gint                   ref_count;
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
  TtDocumentMessage *message = g_new0 (TtDocumentMessage, 1);

  message->ref_count = 1;
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
  g_atomic_int_inc (&message->ref_count);
  return message;
}

void
tt_document_message_unref (TtDocumentMessage *message)
{
  if (message == NULL || !g_atomic_int_dec_and_test (&message->ref_count))
    return;
  g_free (message->subject);
  g_free (message->place);
  g_free (message->text);
  g_free (message);
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
