/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-estimate.h — turning the computers' evaluations into chances to win
 *
 * Each engine's evaluation gives every player a worth against the
 * others; TtRules.estimate turns those into chances that sum to 1 with a
 * softmax whose temperature shrinks as the game nears its end (late in a
 * game a lead is rarely lost). The temperatures are each game's own,
 * fitted with `tabletop-cli GAME bench-estimates`.
 *
 * With a counted budget an estimate looks a round ahead: playouts from
 * samples of what the estimating player cannot see, each played a round
 * by the game's own computer and evaluated at its end, averaged. The
 * driver (TtEstimator) is shared; a game gives its evaluation and its
 * round.
 */
#pragma once

#include <gio/gio.h>

#include "tt-budget.h"
#include "tt-rng.h"
#include "tt-rules.h"

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

/* The winners of a finished game share the win: out[p] = 1 / (number of
 * top scores) for a top score, 0 for the others. */
void     tt_estimate_split_win    (const double *scores,
                                   guint         n,
                                   double       *out);

/* A game's part of an estimate: its rules table copies and frees the
 * states, `play_round` samples what `player` cannot see in a copy (from
 * `rng`) and plays it a round ahead, `evaluate` is the static estimate
 * (finished games included). */
typedef struct
{
  const TtRules *rules;
  guint          units_per_playout;   /* budget units (about a millisecond) a playout costs */
  guint          max_playouts;
  /* Whether nothing is left to estimate; NULL: the rules' is_finished. */
  gboolean       (*is_decided) (gconstpointer state);
  void           (*evaluate)   (gconstpointer state,
                                double       *out);
  gboolean       (*play_round) (gpointer      state,
                                guint         player,
                                TtRng        *rng,
                                GCancellable *cancellable,
                                GError      **error);
} TtEstimator;

/* TtRules.estimate for a game that estimates chances (not scores): the
 * static evaluation, or with a counted budget the playouts it buys
 * (from `seed`), averaged. */
gboolean tt_estimate_run          (const TtEstimator *estimator,
                                   gconstpointer      state,
                                   guint              player,
                                   guint64            seed,
                                   const TtBudget    *budget,
                                   double            *out,
                                   gboolean          *estimates_score,
                                   GCancellable      *cancellable,
                                   GError           **error);

G_END_DECLS
