/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-options.h — Catan's part of the new-game page
 *
 * The board (beginner or a seeded random one), Cities & Knights, and
 * whether hands are hidden between turns on a shared screen (kept in the
 * record as "open_hands", so a saved game keeps it).
 */
#pragma once

#include <adwaita.h>

#include "tt-document-options.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_OPTIONS (tt_catan_options_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanOptions, tt_catan_options, TT, CATAN_OPTIONS, TtDocumentOptions)

/* The record's "open_hands" member: TRUE when hands stay visible. */
gboolean tt_catan_record_open_hands (const TtRecord *record);

G_END_DECLS
