/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-editor-words.h — the tile editor's names for places and problems, in
 * the user's language */
#pragma once

#include <glib.h>

#include "carcassonne/carc-tileset.h"
#include "tt-document-message.h"

G_BEGIN_DECLS

const char *tt_editor_side_name            (guint                 side);
const char *tt_editor_half_name            (guint                 half);
char       *tt_editor_join_title           (CarcSideKind          kind,
                                            guint                 a,
                                            guint                 b);
char       *tt_editor_feature_title        (const CarcFeatureDef *feature);
char       *tt_editor_field_description    (const CarcTileDef    *tile,
                                            guint                 field);
char       *tt_editor_problem_text         (const TtDocumentMessage *problem);
const char *tt_editor_set_title            (const char           *id,
                                            const char           *title,
                                            gboolean              bundled);

G_END_DECLS
