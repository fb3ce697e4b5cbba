/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-note.h — the tiniest TtDocument, for tests of the document base
 * and of the editor shell: a note whose snapshot is its text (a GBytes);
 * an empty note is invalid (the error "the note is empty"); each "!" gets
 * a warning "the note shouts" about subject "!", place its byte offset. */
#pragma once

#include "tt-document.h"

G_BEGIN_DECLS

#define TT_TYPE_TEST_NOTE (tt_test_note_get_type ())
G_DECLARE_FINAL_TYPE (TtTestNote, tt_test_note, TT, TEST_NOTE, TtDocument)

/* A note titled `title` (what messages and file names use). */
TtTestNote *tt_test_note_new                   (const char *title,
                                                const char *text,
                                                gboolean    read_only);
/* How often the snapshot_changed hook ran. */
guint       tt_test_note_get_snapshot_changes  (TtTestNote *self);

G_END_DECLS
