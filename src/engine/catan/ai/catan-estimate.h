/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-estimate.h — each player's chance to win (TtRules.estimate)
 *
 * The computers' full evaluation (catan_ai_evaluate: points, production,
 * room to grow, the races, cards towards builds; each player against the
 * others) for every player, through a softmax whose temperature shrinks
 * as the leader nears the points that win. Reads only the state it is
 * given: in a player's view the others' hands are counted, not read. The
 * temperatures were fitted with `tabletop-cli catan bench-estimates`.
 */
#pragma once

#include <gio/gio.h>

#include "common/tt-budget.h"

G_BEGIN_DECLS

gboolean catan_ai_estimate (gconstpointer    state,
                            guint            player,
                            const char      *level,
                            guint64          seed,
                            const TtBudget  *budget,
                            double          *out,
                            gboolean        *estimates_score,
                            GCancellable    *cancellable,
                            GError         **error);

G_END_DECLS
