/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-review-judge.h — judging one move of a record (plain C, any thread)
 *
 * What TtGameReview does for each move in its workers, and what the
 * command-line tool's review and estimate benchmark call directly: every
 * step reads only the mover's view of the position (TtRules.view), so
 * what the mover could not know then (the others' hands, the deck, the
 * dice to come) plays no part in the judgement.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-rules.h"

G_BEGIN_DECLS

/* The best move's search gets this many times an estimate's budget (a
 * search compares many moves; an estimate plays out one position). */
#define TT_REVIEW_SEARCH_PER_ESTIMATE 5

typedef struct
{
  int         player;        /* the mover; -1 when nobody chose (no single actor) */
  gboolean    judged;        /* the mover had a choice: the fields below are set */
  gboolean    is_score;      /* values are expected final scores, not chances */
  double      standing[TT_RULES_MAX_PLAYERS];   /* every player's estimate before the move, as the mover saw it */
  double      before;
  double      after;
  double      best_value;
  double      loss;          /* max (0, best_value - after); 0 when same */
  gboolean    same;          /* the move played is the computer's choice */
  JsonObject *best;          /* the computer's move (owned), or NULL */
} TtReviewVerdict;

void     tt_review_verdict_clear   (TtReviewVerdict *verdict);

/* Who makes `move` (a record's move object) in `state`: the player its
 * decisions name, or the single actor; -1 when neither says. */
int      tt_review_move_player     (const TtRules  *rules,
                                    gconstpointer   state,
                                    JsonObject     *move);

/* Every player's standing in `state` (a full position) as `viewer` sees
 * it: TtRules.estimate of the viewer's view. `out` has n_players entries. */
gboolean tt_review_standing        (const TtRules  *rules,
                                    gconstpointer   state,
                                    guint           viewer,
                                    const char     *level,
                                    guint64         seed,
                                    guint           budget_ms,
                                    double         *out,
                                    gboolean       *is_score,
                                    GCancellable   *cancellable,
                                    GError        **error);

/* Judges `played`, the move made in `state` (the full position before
 * it): the mover's estimate before, after the move played and after the
 * computer's move at `level`, seeded. `budget_ms` (0: the engine's
 * static estimate and its clock) is counted, not timed: about that many
 * milliseconds of work per estimate and TT_REVIEW_SEARCH_PER_ESTIMATE
 * times as much for the best move, the same on every run and machine.
 * A move nobody chose (dice, a draw,
 * the only legal move) gets the standing and judged = FALSE. */
gboolean tt_review_judge           (const TtRules   *rules,
                                    gconstpointer    state,
                                    JsonObject      *played,
                                    const char      *level,
                                    guint64          seed,
                                    guint            budget_ms,
                                    TtReviewVerdict *out,
                                    GCancellable    *cancellable,
                                    GError         **error);

G_END_DECLS
