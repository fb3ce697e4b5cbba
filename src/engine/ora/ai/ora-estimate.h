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
 * The estimate stays static with two or more players, whatever the
 * budget: a round played ahead by Normal (tried for the review) marked
 * Hard's moves more often and Easy's less often than the evaluation
 * alone, which already tells them apart (Hard-against-Easy games: 2.6
 * against 36.8 marks per 100 moves, look-ahead 4.3 against 22.8).
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
