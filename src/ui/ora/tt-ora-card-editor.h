/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-editor.h — the Ora et Labora building-card editor of the
 * Editor view: card sets (the bundled one read-only, the user's own in
 * $XDG_DATA_HOME/tabletop/cardsets), a set's gallery of cards drawn from
 * their data grouped by phase and variant, and a card's page (names, phase,
 * variant and player counts, cost, terrain, cloister, values, effect steps)
 * with the card text in English and Korean written from its steps
 *
 * Play with this set: tt_editor_shell_play_document() hands the open
 * TtOraCardSetDocument to Ora's options widget (TtGameOptions
 * set_document), which embeds the set in the new game's record.
 */
#pragma once

#include <adwaita.h>

#include "ora/tt-ora-card-set-document.h"
#include "tt-game-info.h"
#include "ui/tt-editor-shell.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_CARD_EDITOR (tt_ora_card_editor_get_type ())
G_DECLARE_FINAL_TYPE (TtOraCardEditor, tt_ora_card_editor, TT, ORA_CARD_EDITOR, TtEditorShell)

/* `directory` NULL: $XDG_DATA_HOME/tabletop/cardsets. */
GtkWidget            *tt_ora_card_editor_new          (const char           *directory);
void                  tt_ora_card_editor_open_set     (TtOraCardEditor      *self,
                                                       TtOraCardSetDocument *document);
void                  tt_ora_card_editor_open_card    (TtOraCardEditor      *self,
                                                       const char           *id);
TtOraCardSetDocument *tt_ora_card_editor_get_document (TtOraCardEditor      *self);
/* The card page's English and Korean card text labels (for tests). */
GtkWidget            *tt_ora_card_editor_get_text_label (TtOraCardEditor    *self,
                                                         gboolean            korean);


G_END_DECLS
