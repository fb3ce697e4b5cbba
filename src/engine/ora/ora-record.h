/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-record.h — Ora et Labora games in the common record envelope
 *
 * options: { "mode": "four", "variant": "france" }; moves: the JSON moves
 * of ora-json.c in the order they were applied.
 */
#pragma once

#include "common/tt-record.h"
#include "common/tt-rng.h"
#include "ora/ora-state.h"

G_BEGIN_DECLS

TtRecord  *ora_record_new          (OraModeId        mode,
                                    OraVariant       variant,
                                    guint64          seed);
OraState  *ora_state_new_for_record (const TtRecord  *record,
                                    OraCardSet      *set,
                                    GError         **error);
/* The card set a record plays with: its "cardset" member (a whole card set,
 * embedded so the record replays anywhere) or else the bundled set. */
OraCardSet *ora_cardset_from_record (const TtRecord *record,
                                     GError        **error);
OraState  *ora_state_replay        (const TtRecord  *record,
                                    OraCardSet      *set,
                                    GError         **error);
/* Play uniformly random legal moves until the game ends (or max_moves);
 * each move is appended to `record` when it is not NULL. */
int        ora_play_random         (OraState        *state,
                                    TtRng           *rng,
                                    TtRecord        *record,
                                    int              max_moves,
                                    GError         **error);
const char *ora_variant_name       (OraVariant       variant);
gboolean   ora_variant_from_name   (const char      *name,
                                    OraVariant      *out_variant);

G_END_DECLS
