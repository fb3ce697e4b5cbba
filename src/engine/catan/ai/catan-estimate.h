/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-estimate.h — each player's chance to win (TtRules.estimate)
 *
 * Normal's measures of every player's position as all can see it
 * (catan_ai_public_worth: points, production, room to grow, the races,
 * hands and development cards counted, not read), through a softmax
 * whose temperature shrinks as the leader nears the points that win.
 * Every player is measured alike, so no view favours its owner, and
 * nothing hidden can change a judgement. The
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
