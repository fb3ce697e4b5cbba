/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-editor-library.c — the editor shell's document library on a tiny
 * text document and the shell's default folder: it lists the bundled and
 * the user's documents, bundled ones only with "Duplicate to edit", a
 * duplicate is saved in the folder and opened, a deleted one comes back
 * with the toast's Undo, import keeps a copy, and the actions follow what
 * is open. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ui/tt-editor-shell.h"
#include "tt-test-note.h"
#include "tt-ui-test.h"

/* A note (tt-test-note.h) titled by its text, so files are named after it. */
static TtDocument *
note_new (const char *text,
          gboolean    read_only)
{
  return TT_DOCUMENT (tt_test_note_new (text, text, read_only));
}

/* ---- an editor of notes: only the game's part of the library ---- */

#define TEST_TYPE_NOTE_EDITOR (test_note_editor_get_type ())
G_DECLARE_FINAL_TYPE (TestNoteEditor, test_note_editor, TEST, NOTE_EDITOR, TtEditorShell)

struct _TestNoteEditor
{
  TtEditorShell parent_instance;
  TtDocument   *opened;
};

G_DEFINE_FINAL_TYPE (TestNoteEditor, test_note_editor, TT_TYPE_EDITOR_SHELL)

static GPtrArray *
list_bundled (TtEditorShell *shell)
{
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (documents, note_new ("Bundled", TRUE));
  return documents;
}

static TtDocument *
load_document (TtEditorShell  *shell,
               GFile          *file,
               GError        **error)
{
  g_autofree char *text = NULL;
  gsize size;

  if (!g_file_load_contents (file, NULL, &text, &size, NULL, error))
    return NULL;
  g_strchomp (text);
  return note_new (text, FALSE);
}

static TtDocument *
create_document (TtEditorShell  *shell,
                 GError        **error)
{
  return note_new ("Fresh", FALSE);
}

static TtDocument *
copy_document (TtEditorShell  *shell,
               TtDocument     *document,
               const char     *title,
               GError        **error)
{
  return note_new (title, FALSE);
}

static void
open_document (TtEditorShell *shell,
               TtDocument    *document)
{
  g_set_object (&TEST_NOTE_EDITOR (shell)->opened, document);
  tt_editor_shell_set_document (shell, document);
  tt_editor_shell_show_page (shell, "note");
}

static char *
describe_document (TtEditorShell *shell,
                   TtDocument    *document)
{
  return g_strdup (tt_document_get_read_only (document) ? "read only" : "yours");
}

static void
test_note_editor_dispose (GObject *object)
{
  g_clear_object (&TEST_NOTE_EDITOR (object)->opened);
  G_OBJECT_CLASS (test_note_editor_parent_class)->dispose (object);
}

static void
test_note_editor_class_init (TestNoteEditorClass *klass)
{
  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = test_note_editor_dispose;
  shell_class->list_bundled = list_bundled;
  shell_class->load_document = load_document;
  shell_class->create_document = create_document;
  shell_class->copy_document = copy_document;
  shell_class->open_document = open_document;
  shell_class->describe_document = describe_document;
}

static void
test_note_editor_init (TestNoteEditor *self)
{
}

/* ---- the tests ---- */

static GtkWidget *window;
static TestNoteEditor *editor;
static char *folder;

static const TtEditorLibraryWords words = {
  .game_id = "notes",
  .user_title = "Your Notes",
  .import_title = "Import a Note",
  .export_title = "Export the Note",
  .empty_title = "No notes yet",
  .bundled_title = "Bundled Notes",
  .new_label = "_New Note",
};

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static GtkWidget *
row (const char *title)
{
  return tt_ui_test_find_descendant (tt_editor_shell_get_library_page (TT_EDITOR_SHELL (editor)),
                                     is_row_titled, title);
}

static gboolean
is_button_tipped (GtkWidget     *widget,
                  gconstpointer  tip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tip) == 0;
}

static gboolean
file_exists (const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static GtkWidget *probes;   /* a button for each action, on the note page */

/* Whether a button of the action is sensitive (what a menu item shows). */
static gboolean
action_enabled (const char *name)
{
  for (GtkWidget *b = gtk_widget_get_first_child (probes); b; b = gtk_widget_get_next_sibling (b))
    if (g_str_equal (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), name))
      return gtk_widget_get_sensitive (b);
  g_assert_not_reached ();
}

static void
activate (const char *name)
{
  g_assert_true (action_enabled (name));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), name, NULL));
  tt_ui_test_spin ();
}

static void
test_list_and_duplicate (void)
{
  GtkWidget *bundled, *button;

  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "library");
  tt_ui_test_spin ();
  g_assert_nonnull (row ("No notes yet"));
  bundled = row ("Bundled");
  g_assert_nonnull (bundled);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bundled)), ==, "read only");
  /* a bundled note cannot be deleted, only duplicated */
  g_assert_null (tt_ui_test_find_descendant (bundled, is_button_tipped, "Delete"));
  button = tt_ui_test_find_descendant (bundled, is_button_tipped, "Duplicate to edit");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tt_ui_test_spin ();

  /* the copy is saved in the folder, opened, and listed */
  g_assert_nonnull (editor->opened);
  g_assert_false (tt_document_get_read_only (editor->opened));
  g_assert_cmpstr (tt_document_get_title (editor->opened), ==, "Bundled (copy)");
  g_assert_true (file_exists ("Bundled-(copy).json"));
  g_assert_cmpstr (tt_editor_shell_get_page (TT_EDITOR_SHELL (editor)), ==, "note");
  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "library");
  tt_ui_test_spin ();
  g_assert_nonnull (row ("Bundled (copy)"));
  g_assert_null (row ("No notes yet"));
}

static void
test_delete_and_undo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtDocument) note = note_new ("Doomed", FALSE);
  GtkWidget *button;

  g_assert_true (tt_document_save_in (note, folder, &error));
  g_assert_no_error (error);
  tt_editor_shell_reload_library (TT_EDITOR_SHELL (editor));
  g_assert_nonnull (row ("Doomed"));

  /* delete from the open note: the library shows again, without it */
  open_document (TT_EDITOR_SHELL (editor), note);
  g_assert_true (action_enabled ("editor.play"));
  activate ("editor.delete");
  g_assert_false (file_exists ("Doomed.json"));
  g_assert_cmpstr (tt_editor_shell_get_page (TT_EDITOR_SHELL (editor)), ==, "library");
  g_assert_null (row ("Doomed"));

  /* what the toast's Undo does */
  g_assert_true (TT_EDITOR_SHELL_GET_CLASS (editor)->restore_document (TT_EDITOR_SHELL (editor), note, &error));
  g_assert_true (file_exists ("Doomed.json"));
  tt_editor_shell_reload_library (TT_EDITOR_SHELL (editor));
  g_assert_nonnull (row ("Doomed"));

  /* and from its row's button */
  button = tt_ui_test_find_descendant (row ("Doomed"), is_button_tipped, "Delete");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tt_ui_test_spin ();
  g_assert_false (file_exists ("Doomed.json"));
  g_assert_null (row ("Doomed"));
}

/* The public delete on a bundled note: refused with the document's reason. */
static void
test_bundled_is_kept (void)
{
  g_autoptr(TtDocument) bundled = note_new ("Bundled", TRUE);

  g_assert_false (tt_editor_shell_delete_document (TT_EDITOR_SHELL (editor), bundled));
  open_document (TT_EDITOR_SHELL (editor), bundled);
  tt_ui_test_spin ();
  /* a read-only note offers no delete, but duplicate and export */
  g_assert_false (action_enabled ("editor.delete"));
  g_assert_true (action_enabled ("editor.duplicate"));
  g_assert_true (action_enabled ("editor.export"));
  tt_editor_shell_show_page (TT_EDITOR_SHELL (editor), "library");
  tt_ui_test_spin ();
  /* nothing is open on the library page */
  g_assert_false (action_enabled ("editor.duplicate"));
  g_assert_false (action_enabled ("editor.play"));
  g_assert_true (action_enabled ("editor.import"));
}

static void
test_new_and_import (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *outside = g_build_filename (g_get_tmp_dir (), "tt-library-import.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (outside);
  g_autoptr(TtDocument) imported = NULL;

  activate ("editor.new");
  g_assert_cmpstr (tt_document_get_title (editor->opened), ==, "Fresh");
  g_assert_true (file_exists ("Fresh.json"));

  /* import keeps a copy in the folder (the import dialog's answer) */
  g_assert_true (g_file_set_contents (outside, "Imported\n", -1, &error));
  imported = TT_EDITOR_SHELL_GET_CLASS (editor)->import_document (TT_EDITOR_SHELL (editor), file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);
  g_assert_true (file_exists ("Imported.json"));
  g_unlink (outside);
  tt_editor_shell_reload_library (TT_EDITOR_SHELL (editor));
  g_assert_nonnull (row ("Imported"));
}

static void
write_note_file (const char *name,
                 const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static int
row_index (const char *title)
{
  GtkWidget *found = row (title);

  g_assert_true (GTK_IS_LIST_BOX_ROW (found));
  return gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (found));
}

/* The user's documents are listed by file name, the same on every run
 * (they were once sorted by where their names lay in memory). */
static void
test_name_order (void)
{
  write_note_file ("zz-last.json", "Zeta\n");
  write_note_file ("aa-first.json", "Alpha\n");
  write_note_file ("mm-middle.json", "Mu\n");
  tt_editor_shell_reload_library (TT_EDITOR_SHELL (editor));
  tt_ui_test_spin ();
  g_assert_cmpint (row_index ("Alpha"), <, row_index ("Mu"));
  g_assert_cmpint (row_index ("Mu"), <, row_index ("Zeta"));
}

int
main (int argc, char **argv)
{
  int status;

  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  gtk_init ();
  adw_init ();

  folder = g_build_filename (g_getenv ("XDG_DATA_HOME"), "notes", NULL);
  editor = g_object_new (TEST_TYPE_NOTE_EDITOR, NULL);
  tt_editor_shell_set_library (TT_EDITOR_SHELL (editor), "library", folder, &words);
  probes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  for (guint i = 0; i < 6; i++)
    {
      static const char *names[] = { "editor.new", "editor.duplicate", "editor.delete",
                                     "editor.import", "editor.export", "editor.play" };
      GtkWidget *button = gtk_button_new_with_label (names[i]);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), names[i]);
      gtk_box_append (GTK_BOX (probes), button);
    }
  tt_editor_shell_add_page (TT_EDITOR_SHELL (editor), probes, "note");
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 600);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (editor));
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_spin ();

  g_test_add_func ("/ui/editor-library/list-and-duplicate", test_list_and_duplicate);
  g_test_add_func ("/ui/editor-library/delete-and-undo", test_delete_and_undo);
  g_test_add_func ("/ui/editor-library/bundled-is-kept", test_bundled_is_kept);
  g_test_add_func ("/ui/editor-library/new-and-import", test_new_and_import);
  g_test_add_func ("/ui/editor-library/name-order", test_name_order);
  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  tt_ui_test_spin ();
  g_free (folder);
  return tt_ui_test_cleanup (status);
}
