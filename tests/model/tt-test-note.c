/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-note.c — the tiniest TtDocument, for tests */
#include "config.h"

#include <string.h>

#include "tt-test-note.h"

struct _TtTestNote
{
  TtDocument parent_instance;
  char      *title;
  guint      snapshot_changes;
};

G_DEFINE_FINAL_TYPE (TtTestNote, tt_test_note, TT_TYPE_DOCUMENT)

static char *
note_serialize (TtDocument    *document,
                gconstpointer  snapshot)
{
  gsize size = 0;
  const char *data = g_bytes_get_data ((GBytes *) snapshot, &size);

  return g_strndup (data, size);
}

static void
note_validate (TtDocument    *document,
               gconstpointer  snapshot,
               GPtrArray     *messages)
{
  gsize size = 0;
  const char *data = g_bytes_get_data ((GBytes *) snapshot, &size);

  /* the warnings first, so the document is seen to put errors first */
  for (gsize i = 0; i < size; i++)
    if (data[i] == '!')
      {
        g_autofree char *place = g_strdup_printf ("%" G_GSIZE_FORMAT, i);

        tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, "!", place, "the note shouts");
      }
  if (size == 0 || g_str_has_prefix (data, "!"))
    tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_ERROR, NULL, NULL,
                             size == 0 ? "the note is empty" : "the note starts with a shout");
}

static void
note_snapshot_changed (TtDocument    *document,
                       gconstpointer  previous)
{
  TT_TEST_NOTE (document)->snapshot_changes++;
}

static const char *
note_get_title (TtDocument *document)
{
  return TT_TEST_NOTE (document)->title;
}

static void
tt_test_note_finalize (GObject *object)
{
  g_free (TT_TEST_NOTE (object)->title);
  G_OBJECT_CLASS (tt_test_note_parent_class)->finalize (object);
}

static void
tt_test_note_class_init (TtTestNoteClass *klass)
{
  TtDocumentClass *document_class = TT_DOCUMENT_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tt_test_note_finalize;
  document_class->snapshot_ref = (gpointer (*) (gpointer)) g_bytes_ref;
  document_class->snapshot_unref = (void (*) (gpointer)) g_bytes_unref;
  document_class->serialize = note_serialize;
  document_class->validate = note_validate;
  document_class->snapshot_changed = note_snapshot_changed;
  document_class->get_title = note_get_title;
}

static void
tt_test_note_init (TtTestNote *self)
{
}

TtTestNote *
tt_test_note_new (const char *title,
                  const char *text,
                  gboolean    read_only)
{
  TtTestNote *note = g_object_new (TT_TYPE_TEST_NOTE, NULL);

  note->title = g_strdup (title);
  tt_document_init_snapshot (TT_DOCUMENT (note), g_bytes_new (text, strlen (text)), read_only);
  return note;
}

guint
tt_test_note_get_snapshot_changes (TtTestNote *self)
{
  g_return_val_if_fail (TT_IS_TEST_NOTE (self), 0);
  return self->snapshot_changes;
}
