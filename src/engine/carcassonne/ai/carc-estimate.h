/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-estimate.h — each player's chance to win (TtRules.estimate)
 *
 * The full evaluation of the computer players (carc_ai_evaluate: points,
 * what the features holding figures are expected to bring, meeples in
 * supply; each player against the best other) for every player, through
 * a softmax whose temperature shrinks with the tiles left: a lead of a
 * few points is little with the whole deck to come and much at the end.
 * The temperatures were fitted with `tabletop-cli carcassonne
 * bench-estimates` (computer games of mixed levels). Reads only the
 * state it is given (a player's view: the deck order is not used).
 *
 * With a counted budget the estimate looks a round ahead: playouts, each
 * from the deck reshuffled (the view's order is no knowledge), where
 * every player places the drawn tile as Normal would, and the evaluation
 * above averaged over their ends. A static evaluation barely tells one
 * placement from another; the round after it does (a city a rival can
 * join, a field that closes).
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-budget.h"

G_BEGIN_DECLS

gboolean carc_ai_estimate (gconstpointer    state,
                           guint            player,
                           const char      *level,
                           guint64          seed,
                           const TtBudget  *budget,
                           double          *out,
                           gboolean        *estimates_score,
                           GCancellable    *cancellable,
                           GError         **error);

/* TtRules.computer_move_counted: Hard's search by an iteration count. */
JsonObject *carc_ai_computer_move_counted (gconstpointer   state,
                                           guint           player,
                                           const char     *level,
                                           guint64         seed,
                                           const TtBudget *budget,
                                           GCancellable   *cancellable,
                                           GError        **error);

G_END_DECLS
