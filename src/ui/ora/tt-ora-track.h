/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-track.h — the round track under the production wheel */
#pragma once

#include <gtk/gtk.h>

#include "tt-ora-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_TRACK (tt_ora_track_get_type ())
G_DECLARE_FINAL_TYPE (TtOraTrack, tt_ora_track, TT, ORA_TRACK, GtkWidget)

GtkWidget  *tt_ora_track_new         (void);
/* `state` must stay valid until the next call; NULL shows nothing. */
void        tt_ora_track_set_state   (TtOraTrack     *self,
                                      const OraState *state);
/* "Round 3 of 24" (or "Round 3" with no fixed end). */
char       *tt_ora_track_round_label (const OraState *state);
/* Rounds, settlement phases, the goods entering and the bonus round in
 * words: the track's accessible description and tooltip. */
char       *tt_ora_track_describe    (const OraState *state);

G_END_DECLS
