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
 *
 * With a counted budget the estimate looks a round ahead: playouts from
 * samples of what the player cannot see (the others' hands, the decks,
 * the dice), where everybody acts as Normal would until each player has
 * had a turn, and the measure above averaged over their ends. A static
 * measure sees a settlement's worth but not the turns it buys, so a
 * greedy move often looked as good as a better one.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

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

/* TtRules.computer_move_counted: Hard's samples by count, not time. */
JsonObject *catan_ai_computer_move_counted (gconstpointer   state,
                                            guint           player,
                                            const char     *level,
                                            guint64         seed,
                                            const TtBudget *budget,
                                            GCancellable   *cancellable,
                                            GError        **error);

G_END_DECLS
