/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document-options.h — a game's new-game options that can be played
 * with a document from the game's editor
 *
 * The TtGameOptions a game with an editor shares: every choice is ready
 * to play, and "Play with This Set" hands it one document of the class's
 * type (kept until the options go), named on the row the subclass chose;
 * the subclass writes it into the record. A subclass implements TtGameOptions again
 * for its own choices (fill_record, …) and keeps this class's
 * set_document: tt_document_options_inherit().
 */
#pragma once

#include <adwaita.h>

#include "tt-game-options.h"

G_BEGIN_DECLS

#define TT_TYPE_DOCUMENT_OPTIONS (tt_document_options_get_type ())
G_DECLARE_DERIVABLE_TYPE (TtDocumentOptions, tt_document_options, TT, DOCUMENT_OPTIONS, AdwBin)

struct _TtDocumentOptionsClass
{
  AdwBinClass parent_class;

  /* The TtDocument subclass the game plays from its editor; set in
   * class_init. */
  GType document_type;
};

/* For a subclass's TtGameOptions iface_init: keeps what this class
 * implements. */
void        tt_document_options_inherit      (TtGameOptionsInterface *iface);

/* The row that names the document when there is one (its subtitle);
 * `lock`: the row's own choice no longer applies, so it is made
 * insensitive. */
void        tt_document_options_set_row      (TtDocumentOptions      *self,
                                              AdwActionRow           *row,
                                              gboolean                lock);

/* The document from the editor, or NULL: the game's own choices. */
TtDocument *tt_document_options_get_document (TtDocumentOptions *self);

G_END_DECLS
