/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-set-document.h — an Ora et Labora card set being designed
 *
 * The snapshot is the card set's file as a JSON tree together with the
 * engine's reading of it (an OraCardSet) or the engine's error. The engine
 * loader is the one reader of the format, so what the editor saves is by
 * construction what `tabletop-cli cardset validate` and a game read, and
 * the round trip (file → set → file) keeps every member, including those
 * the editor does not show (modes, landscape, choices). Edits replace one
 * member of one card (a building or a settlement, found by id).
 *
 * Validation (tt_document_get_messages()): hard errors are the engine's
 * (naming card and field); warnings are the set's own sense ("Bakery:
 * step 2 converts flour but nothing in this set produces flour"), about
 * the card's id at its step ("step 2").
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tt-document.h"
#include "tt-game-info.h"
#include "ora/ora-cardset.h"
#include "common/tt-record.h"

G_BEGIN_DECLS

/* An atomic rc box (tt_ora_card_set_draft_ref/unref). */
typedef struct
{
  JsonNode   *root;    /* the file; never changed once in a snapshot */
  OraCardSet *set;     /* the engine's reading, or NULL */
  char       *error;   /* the engine's error, or NULL */
} TtOraCardSetDraft;

TtOraCardSetDraft *tt_ora_card_set_draft_ref   (TtOraCardSetDraft *draft);
void               tt_ora_card_set_draft_unref (TtOraCardSetDraft *draft);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtOraCardSetDraft, tt_ora_card_set_draft_unref)

#define TT_TYPE_ORA_CARD_SET_DOCUMENT (tt_ora_card_set_document_get_type ())
G_DECLARE_FINAL_TYPE (TtOraCardSetDocument, tt_ora_card_set_document, TT, ORA_CARD_SET_DOCUMENT, TtDocument)

/* The bundled France/Ireland set, read-only. */
TtOraCardSetDocument *tt_ora_card_set_document_new_bundled   (GError              **error);
/* Any JSON object opens (an engine error is a hard error to fix); text that
 * is not a JSON object fails. */
TtOraCardSetDocument *tt_ora_card_set_document_new_from_data (const char           *data,
                                                             gssize                length,
                                                             const char           *source,
                                                             GError              **error);
TtOraCardSetDocument *tt_ora_card_set_document_new_from_file (GFile                *file,
                                                             GError              **error);
TtOraCardSetDocument *tt_ora_card_set_document_duplicate     (TtOraCardSetDocument *self,
                                                             const char           *name);
/* Saves every change to NAME.json in `directory` (NULL:
 * $XDG_DATA_HOME/tabletop/cardsets). */
gboolean              tt_ora_card_set_document_save_in       (TtOraCardSetDocument *self,
                                                             const char           *directory,
                                                             GError              **error);

const char           *tt_ora_card_set_document_get_name      (TtOraCardSetDocument *self);
/* The engine's set, or NULL while it refuses the file. */
OraCardSet           *tt_ora_card_set_document_get_set       (TtOraCardSetDocument *self);
/* The card's object in the file ("buildings" or "settlements"), or NULL. */
JsonObject           *tt_ora_card_set_document_get_card_json (TtOraCardSetDocument *self,
                                                             const char           *id);

/* One undo step: the member `member` of card `id` becomes `value` (taken;
 * NULL removes the member). */
gboolean  tt_ora_card_set_document_set_card_member (TtOraCardSetDocument *self,
                                                    const char           *id,
                                                    const char           *member,
                                                    JsonNode             *value,
                                                    const char           *label,
                                                    GError              **error);
/* A whole card object (taken) replaces card `id`: several fields in one step. */
gboolean  tt_ora_card_set_document_replace_card    (TtOraCardSetDocument *self,
                                                    const char           *id,
                                                    JsonObject           *card,
                                                    const char           *label,
                                                    GError              **error);

/* Play with this set: embeds the set in a new Ora record ("cardset"), which
 * ora_cardset_from_record() reads back. */
gboolean  tt_ora_card_set_document_fill_record     (TtOraCardSetDocument *self,
                                                    TtRecord             *record,
                                                    GError              **error);

/* The model half of the editor's registration (Ora's game-info register). */
void      tt_ora_card_set_document_register_editor (TtGameInfo           *info);

G_END_DECLS
