/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-options.h — Ora et Labora's part of the new-game page: the
 * variant (France, Ireland) and the length; the mode follows from the
 * number of seats (one seat: solo against the neutral player) */
#pragma once

#include <adwaita.h>

#include "tt-document-options.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_OPTIONS (tt_ora_options_get_type ())
G_DECLARE_FINAL_TYPE (TtOraOptions, tt_ora_options, TT, ORA_OPTIONS, TtDocumentOptions)

/* The record's mode for `players` seats: `length` 0 standard, 1 short
 * (three or four), 2 long (two); NULL when no mode has that many. */
const char *tt_ora_options_mode_for (guint players,
                                     guint length);

/* The choice on the page: variant 0 France, 1 Ireland; length as above. */
void        tt_ora_options_set_choice (TtOraOptions *self,
                                       guint         variant,
                                       guint         length);

G_END_DECLS
