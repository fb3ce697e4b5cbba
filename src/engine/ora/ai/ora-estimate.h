/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-estimate.h — each player's standing (TtRules.estimate)
 *
 * With two or more players: the computers' full evaluation
 * (ora_ai_evaluate: points, goods by what they turn into, land, clergy,
 * weighed down as the game nears its end; each player against the
 * others) for every player, through a softmax whose temperature shrinks
 * with the rounds left; fitted with `tabletop-cli ora bench-estimates`.
 * Solo (against the neutral player) has nobody to beat: the estimate is
 * the expected final score, which the solo evaluation is fitted to.
 *
 * With a counted budget and two or more players the estimate looks ahead:
 * Normal plays every seat until each has taken a turn (a few playouts
 * with different tie-breaks), and the evaluation is averaged over their
 * ends, so a move is judged by what it leads to, not by the goods it
 * leaves lying.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-budget.h"

G_BEGIN_DECLS

gboolean ora_ai_estimate (gconstpointer    state,
                          guint            player,
                          const char      *level,
                          guint64          seed,
                          const TtBudget  *budget,
                          double          *out,
                          gboolean        *estimates_score,
                          GCancellable    *cancellable,
                          GError         **error);

/* TtRules.computer_move_counted: Hard's rollouts by count, not time. */
JsonObject *ora_ai_computer_move_counted (gconstpointer   state,
                                          guint           player,
                                          const char     *level,
                                          guint64         seed,
                                          const TtBudget *budget,
                                          GCancellable   *cancellable,
                                          GError        **error);

G_END_DECLS
