/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-estimate.h — turning the computers' evaluations into chances to win
 *
 * Each engine's evaluation gives every player a worth against the
 * others; TtRules.estimate turns those into chances that sum to 1 with a
 * softmax whose temperature shrinks as the game nears its end (late in a
 * game a lead is rarely lost). The temperatures are each game's own,
 * fitted with `tabletop-cli GAME bench-estimates`.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* No game has more players (TT_RULES_MAX_PLAYERS). */
#define TT_ESTIMATE_MAX_PLAYERS 8

/* out[p] = exp (worth[p] / temperature) / sum; `temperature` > 0. */
void     tt_estimate_softmax      (const double *worth,
                                   guint         n,
                                   double        temperature,
                                   double       *out);
/* A temperature that goes from `start` (progress 0) to `end` (progress 1). */
double   tt_estimate_temperature  (double        start,
                                   double        end,
                                   double        progress);

G_END_DECLS
