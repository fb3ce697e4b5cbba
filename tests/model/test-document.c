/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-document.c — TtDocument on a tiny text document: snapshot undo and
 * redo with labels, validation messages, `changed`, read-only documents
 * and the atomic write on every change. */
#include "config.h"

#include <glib/gstdio.h>

#include "tt-document-message.h"
#include "tt-test-note.h"

/* A note titled "Shopping" (tt-test-note.h). */
static TtTestNote *
note_new (const char *text,
          gboolean    read_only)
{
  return tt_test_note_new ("Shopping", text, read_only);
}

/* Commits `text` as an edit, the way a subclass's edit functions do. */
static void
edit (TtTestNote   *note,
      const char *text,
      const char *label)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_document_check_editable (TT_DOCUMENT (note), &error));
  g_assert_no_error (error);
  tt_document_commit (TT_DOCUMENT (note), g_bytes_new (text, strlen (text)), label);
}

static char *
text_of (TtTestNote *note)
{
  return tt_document_to_data (TT_DOCUMENT (note));
}

static void
count (gpointer  instance,
       guint    *counter)
{
  (*counter)++;
}

static void
count_notify (gpointer    instance,
              GParamSpec *pspec,
              guint      *counter)
{
  (*counter)++;
}

static void
test_undo_redo (void)
{
  g_autoptr(TtTestNote) note = note_new ("milk", FALSE);
  TtDocument *document = TT_DOCUMENT (note);
  guint changed = 0, can_undo_notifies = 0;
  g_autofree char *text = NULL;

  g_signal_connect (note, "changed", G_CALLBACK (count), &changed);
  g_signal_connect (note, "notify::can-undo", G_CALLBACK (count_notify), &can_undo_notifies);
  g_assert_false (tt_document_can_undo (document));
  g_assert_true (tt_document_is_valid (document));

  /* the same text again is no edit */
  edit (note, "milk", "Nothing");
  g_assert_cmpuint (changed, ==, 0);
  g_assert_false (tt_document_can_undo (document));

  edit (note, "milk, eggs", "Add eggs");
  edit (note, "milk, eggs, tea", "Add tea");
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (can_undo_notifies, ==, 2);
  g_assert_cmpstr (tt_document_get_undo_label (document), ==, "Add tea");
  g_assert_null (tt_document_get_redo_label (document));

  g_assert_true (tt_document_undo (document));
  text = text_of (note);
  g_assert_cmpstr (text, ==, "milk, eggs");
  g_assert_cmpstr (tt_document_get_redo_label (document), ==, "Add tea");
  g_assert_cmpstr (tt_document_get_undo_label (document), ==, "Add eggs");
  g_assert_true (tt_document_undo (document));
  g_assert_false (tt_document_undo (document));
  g_assert_true (tt_document_redo (document));
  g_clear_pointer (&text, g_free);
  text = text_of (note);
  g_assert_cmpstr (text, ==, "milk, eggs");
  g_assert_cmpuint (changed, ==, 5);

  /* a new edit drops what was undone */
  edit (note, "bread", "Start over");
  g_assert_false (tt_document_can_redo (document));
  g_assert_cmpuint (tt_test_note_get_snapshot_changes (note), ==, 1 + 6);
}

static const char *
message_text (TtDocument *document,
              guint       index)
{
  return tt_document_message_get_text (g_ptr_array_index (tt_document_get_messages (document), index));
}

static void
test_validation (void)
{
  g_autoptr(TtTestNote) note = note_new ("milk", FALSE);
  TtDocument *document = TT_DOCUMENT (note);
  guint valid_notifies = 0, messages_notifies = 0;

  g_signal_connect (note, "notify::valid", G_CALLBACK (count_notify), &valid_notifies);
  g_signal_connect (note, "notify::messages", G_CALLBACK (count_notify), &messages_notifies);
  edit (note, "", "Clear");
  g_assert_false (tt_document_is_valid (document));
  g_assert_cmpuint (tt_document_get_messages (document)->len, ==, 1);
  g_assert_cmpstr (message_text (document, 0), ==, "the note is empty");
  g_assert_cmpint (tt_document_message_get_kind (g_ptr_array_index (tt_document_get_messages (document), 0)),
                   ==, TT_DOCUMENT_MESSAGE_ERROR);
  g_assert_cmpuint (valid_notifies, ==, 1);
  g_assert_cmpuint (messages_notifies, ==, 1);
  g_assert_true (tt_document_undo (document));
  g_assert_true (tt_document_is_valid (document));
  g_assert_cmpuint (tt_document_get_messages (document)->len, ==, 0);
  g_assert_cmpuint (messages_notifies, ==, 2);
  /* An edit that leaves the messages as they were does not notify them. */
  edit (note, "milk, eggs", "Add eggs");
  g_assert_cmpuint (messages_notifies, ==, 2);
}

/* Warnings leave a document valid; errors come first whatever the order
 * validate() gave; each message keeps its subject and place. */
static void
test_warnings (void)
{
  g_autoptr(TtTestNote) note = note_new ("milk", FALSE);
  TtDocument *document = TT_DOCUMENT (note);
  g_autoptr(GPtrArray) shouts = NULL;
  g_autoptr(GPtrArray) whole = NULL;
  guint messages_notifies = 0;
  GValue value = G_VALUE_INIT;

  g_signal_connect (note, "notify::messages", G_CALLBACK (count_notify), &messages_notifies);
  edit (note, "milk!", "Shout");
  g_assert_true (tt_document_is_valid (document));
  g_assert_cmpuint (tt_document_get_messages (document)->len, ==, 1);
  g_assert_cmpint (tt_document_message_get_kind (g_ptr_array_index (tt_document_get_messages (document), 0)),
                   ==, TT_DOCUMENT_MESSAGE_WARNING);
  g_assert_cmpuint (messages_notifies, ==, 1);
  /* The same warning at another place is another message. */
  edit (note, "milk !", "Space");
  g_assert_cmpuint (messages_notifies, ==, 2);

  edit (note, "!milk!", "Shout more");
  g_assert_false (tt_document_is_valid (document));
  g_assert_cmpuint (tt_document_get_messages (document)->len, ==, 3);
  g_assert_cmpstr (message_text (document, 0), ==, "the note starts with a shout");
  g_assert_cmpstr (message_text (document, 1), ==, "the note shouts");
  shouts = tt_document_get_messages_about (document, "!");
  g_assert_cmpuint (shouts->len, ==, 2);
  g_assert_cmpstr (tt_document_message_get_place (g_ptr_array_index (shouts, 0)), ==, "0");
  g_assert_cmpstr (tt_document_message_get_place (g_ptr_array_index (shouts, 1)), ==, "5");
  whole = tt_document_get_messages_about (document, NULL);
  g_assert_cmpuint (whole->len, ==, 1);
  g_assert_null (tt_document_message_get_subject (g_ptr_array_index (whole, 0)));

  /* The property holds the same list. */
  g_value_init (&value, G_TYPE_PTR_ARRAY);
  g_object_get_property (G_OBJECT (note), "messages", &value);
  g_assert_true (g_value_get_boxed (&value) == tt_document_get_messages (document));
  g_value_unset (&value);
}

static void
test_read_only (void)
{
  g_autoptr(TtTestNote) note = note_new ("bundled", TRUE);
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_document_get_read_only (TT_DOCUMENT (note)));
  g_assert_false (tt_document_check_editable (TT_DOCUMENT (note), &error));
  g_assert_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "Shopping"));
}

/* With a file, every change is on disk at once; a read-only document is
 * never written. */
static void
test_autosave (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tt-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "note.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) remote = g_file_new_for_uri ("http://example.com/note.txt");
  g_autoptr(TtTestNote) note = note_new ("milk", FALSE);
  g_autoptr(TtTestNote) bundled = note_new ("bundled", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *sub = g_path_get_dirname (path);

  tt_document_set_file (TT_DOCUMENT (note), file);
  edit (note, "milk, eggs", "Add eggs");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "milk, eggs\n");
  g_assert_true (tt_document_undo (TT_DOCUMENT (note)));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "milk\n");

  g_assert_false (tt_document_export (TT_DOCUMENT (note), remote, &error));
  g_assert_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_NOT_LOCAL);

  g_assert_cmpint (g_unlink (path), ==, 0);
  tt_document_set_file (TT_DOCUMENT (bundled), file);
  g_assert_true (tt_document_save (TT_DOCUMENT (bundled), NULL));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_rmdir (sub);
  g_rmdir (dir);
}

/* A message's text comes out with the Korean particle that fits the
 * inserted word, whichever document adds it. */
static void
test_message_particles (void)
{
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func ((GDestroyNotify) tt_document_message_unref);

  tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, "F10", "step 1",
                           "%s: %s을(를) 만드는 건물이 없습니다", "제빵소", "밀가루");
  tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_ERROR, NULL, NULL, "%s은(는) 비어 있습니다", "칸 3");
  g_assert_cmpstr (tt_document_message_get_text (g_ptr_array_index (messages, 0)), ==,
                   "제빵소: 밀가루를 만드는 건물이 없습니다");
  g_assert_cmpstr (tt_document_message_get_text (g_ptr_array_index (messages, 1)), ==, "칸 3은 비어 있습니다");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/undo-redo", test_undo_redo);
  g_test_add_func ("/document/validation", test_validation);
  g_test_add_func ("/document/warnings", test_warnings);
  g_test_add_func ("/document/message-particles", test_message_particles);
  g_test_add_func ("/document/read-only", test_read_only);
  g_test_add_func ("/document/autosave", test_autosave);
  return g_test_run ();
}
