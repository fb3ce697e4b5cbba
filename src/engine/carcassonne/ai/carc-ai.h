/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-ai.h — computer players for Carcassonne
 *
 * Three levels share one position evaluation (points already scored, the
 * expected worth of every feature that holds figures, the worth of meeples
 * still in supply):
 *  - Easy: greedy over every legal move of the drawn tile, with a simpler
 *    evaluation that looks at its own gains only, and a little chance in the
 *    choice between moves of nearly equal worth;
 *  - Normal: greedy with the full evaluation, the mover's worth against the
 *    best opponent's;
 *  - Hard: Monte Carlo tree search over the most promising root moves
 *    (UCB1 selection). Every iteration samples an order of the hidden tiles
 *    (determinization), plays a root move, lets the next player answer with
 *    the best reply under the full evaluation, plays on for a couple of
 *    plies with a cheap sampled policy and evaluates. The k-th visit of
 *    every root move sees the same sampled deck, so moves are compared on
 *    equal luck. The move with the most visits wins. Root parallelism: each
 *    thread runs its own search until the time budget is spent, and the
 *    visit counts are added up.
 *
 * Pure C + GLib; cancellable from another thread through a GCancellable.
 */
#pragma once

#include <gio/gio.h>

#include "tt-level.h"

#include "carcassonne/carc-state.h"

G_BEGIN_DECLS

/* The engines' common levels (tt-level.h), parsed and named there. */
typedef TtLevel CarcAiLevel;
#define CARC_AI_EASY     TT_LEVEL_EASY
#define CARC_AI_NORMAL   TT_LEVEL_NORMAL
#define CARC_AI_HARD     TT_LEVEL_HARD
#define CARC_AI_N_LEVELS TT_N_LEVELS
#define carc_ai_level_to_string   tt_level_to_string
#define carc_ai_level_from_string tt_level_from_string

#define CARC_AI_DEFAULT_BUDGET_MS 1500

typedef struct
{
  CarcAiLevel level;
  guint       budget_ms;       /* Hard: thinking time per move; 0 = default */
  gboolean    cpu_budget;      /* Hard: budget_ms is each search thread's CPU time, not
                                * the clock's (fair measures on a loaded machine) */
  guint       threads;         /* Hard: search threads; 0 = 2 */
  guint       max_iterations;  /* Hard: stop early after this many per thread; 0 = no cap */
  guint64     seed;            /* choices between equal moves, deck samples */
} CarcAiParams;

/* Statistics of the last decision, for tools and tests. */
typedef struct
{
  guint n_candidates;   /* legal moves considered */
  guint iterations;     /* Hard: iterations over all threads */
} CarcAiStats;

void         carc_ai_params_init      (CarcAiParams       *params,
                                       CarcAiLevel         level);

/* Chooses a legal move for the current player of `state` (not modified).
 * Fails with G_IO_ERROR_CANCELLED when cancelled, CARC_ERROR_FINISHED when
 * the game is over. `stats` is nullable. */
gboolean     carc_ai_choose_move      (const CarcState    *state,
                                       const CarcAiParams *params,
                                       GCancellable       *cancellable,
                                       CarcMove           *move,
                                       CarcAiStats        *stats,
                                       GError            **error);

/* The evaluation the levels use: the worth of the position for `player`
 * minus the best opponent's worth (Normal's view). */
gdouble      carc_ai_evaluate         (const CarcState    *state,
                                       guint               player);

G_END_DECLS
