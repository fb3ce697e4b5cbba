/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-ai.h — computer players for Ora et Labora (every mode, both
 * variants, solo)
 *
 * Ora et Labora hides nothing: every good, building and clergyman is on
 * the table and the building stacks come out in a fixed order, so a
 * computer player reads the state as every player sees it.
 *
 * Levels:
 *  - Easy: one-step greedy over its own points plus a rough worth of the
 *    goods it holds, with a little noise;
 *  - Normal: one-step greedy with the full evaluation (ora_ai_evaluate):
 *    points now, goods by what they turn into (food, energy, money,
 *    materials, the processing chains), free land and land still to clear,
 *    clergymen at home, all weighed down as the game nears its end, and
 *    settlements in hand by what they will score as far as the food and
 *    energy in stock pays for them, against the best and the average
 *    opponent (solo: its own worth only, with weights of its own, fitted
 *    to the final count of the solo game since there is nobody to deny).
 *    Payments are one more choice among the listed alternatives: the
 *    evaluation keeps the goods that are worth most.
 *  - Two-player games (short and long) end only when the display is built
 *    out after settlement D: past D every level, Easy too, counts each
 *    building still to go and the goods and sites the nearest ones lack
 *    against itself, harder when ahead and with every turn, so computer
 *    games end by the rules rather than at ORA_MAX_ROUNDS.
 *  - Hard: a rollout planner on top of Normal: the most promising actions
 *    are each played out with Normal for every player, deeper and deeper
 *    (iterative deepening) until the time budget or the iteration cap is
 *    spent; the action with the best position at the deepest finished
 *    depth wins. Solo holds no chance and no opponent, so there Hard plays
 *    Normal's best candidates out to the end of the game with Normal and
 *    with Normal shaken by seeded noise (at its first decision; later the
 *    plan below is better than such lines), then tries other moves at
 *    points of the best line found, half of the tries at its next few
 *    moves, which are played soon (followed mostly by the rest of that
 *    line as far as it still applies, now and then with a second move
 *    changed a few moves later, sometimes by a shaken Normal to the end),
 *    and plays the first move of the line with the highest final score.
 *    The tries wander: a line a few points worse than the one tried from
 *    is taken up too, less and less over a round of tries, after which
 *    the search starts again from the best line (threshold accepting),
 *    so it gets past lines that no single change improves.
 *    That line is its plan (OraAiPlan): given back to the next decision,
 *    the search goes on from it, so the line Hard follows only gets
 *    better from one decision to the next. The caller keeps the plan with
 *    the game (per seat), never in a global: a move depends only on the
 *    position, the seed, the budget and the plan it is given.
 *
 * Pure C + GLib; Hard is cancellable from another thread.
 */
#pragma once

#include <gio/gio.h>

#include "tt-level.h"

#include "ora/ora-state.h"

G_BEGIN_DECLS

/* The engines' common levels (tt-level.h), parsed and named there. */
typedef TtLevel OraAiLevel;
#define ORA_AI_EASY     TT_LEVEL_EASY
#define ORA_AI_NORMAL   TT_LEVEL_NORMAL
#define ORA_AI_HARD     TT_LEVEL_HARD
#define ORA_AI_N_LEVELS TT_N_LEVELS
#define ora_ai_level_to_string   tt_level_to_string
#define ora_ai_level_from_string tt_level_from_string

#define ORA_AI_DEFAULT_BUDGET_MS 1500
/* Solo is a puzzle played alone: a person waits a little longer. */
#define ORA_AI_SOLO_BUDGET_MS    2000

typedef struct
{
  OraAiLevel level;
  guint      budget_ms;       /* Hard: thinking time per decision; 0 = the default
                               * (ORA_AI_SOLO_BUDGET_MS in solo) */
  guint      max_iterations;  /* Hard: stop after this many rollouts; 0 = the budget decides */
  guint64    seed;            /* Easy's noise, Normal's tie-breaks */
  gboolean   cpu_budget;      /* Hard: budget_ms is this thread's CPU time, not the clock's
                               * (measurements on a loaded machine) */
} OraAiParams;

typedef struct
{
  guint n_candidates;         /* legal actions */
  guint iterations;           /* Hard: rollouts played */
  guint depth;                /* Hard: deepest finished rollout length */
} OraAiStats;

/* Hard's plan in solo: the best line found so far, from the position
 * after `from` actions to the end of the game, and the final score it
 * reaches. Other levels and modes leave it empty. */
typedef struct
{
  guint   from;
  int     score;
  GArray *line;     /* of OraAction; NULL when nothing is remembered */
} OraAiPlan;

void         ora_ai_params_init       (OraAiParams       *params,
                                       OraAiLevel         level);

void         ora_ai_plan_clear        (OraAiPlan         *plan);
/* The plan as a JSON object, to be saved with the game:
 * { "from": N, "score": S, "line": [ move objects as records store them ] };
 * `state` is the position the line starts from. NULL when it is empty. */
JsonObject  *ora_ai_plan_to_json      (const OraAiPlan   *plan,
                                       const OraState    *state);
/* Reads what ora_ai_plan_to_json wrote. The plan is advice: one for
 * another position, or one whose moves no longer apply, leaves `plan`
 * empty (FALSE) without an error. */
gboolean     ora_ai_plan_from_json    (OraAiPlan         *plan,
                                       const OraState    *state,
                                       JsonObject        *object);

/* Chooses a legal action for `seat`, which must be the player to move
 * (ora_state_get_current_player). Fails with ORA_ERROR_RULE when the game is over or
 * another player moves, G_IO_ERROR_CANCELLED when cancelled before Hard
 * has looked at anything (later it returns the best action so far).
 * `stats` is nullable. */
gboolean     ora_ai_choose            (const OraState    *state,
                                       int                seat,
                                       const OraAiParams *params,
                                       GCancellable      *cancellable,
                                       OraAction         *action,
                                       OraAiStats        *stats,
                                       GError           **error);

/* ora_ai_choose with a plan (nullable): read from the position, then
 * replaced by the rest of the line after `action` (empty for the levels
 * and modes that make none). */
gboolean     ora_ai_choose_planned    (const OraState    *state,
                                       int                seat,
                                       const OraAiParams *params,
                                       OraAiPlan         *plan,
                                       GCancellable      *cancellable,
                                       OraAction         *action,
                                       OraAiStats        *stats,
                                       GError           **error);

/* A computer move with its memory (the plan as ora_ai_plan_to_json
 * writes it), in the shape of TtRules.computer_move_remembering: `state`
 * is the position, `level` a level name, the seed as for computer_move;
 * `*memory_out` receives the plan after the move, or NULL. */
JsonObject  *ora_ai_computer_move_remembering (gconstpointer   state,
                                               guint           player,
                                               const char     *level,
                                               guint64         seed,
                                               JsonObject     *memory,
                                               JsonObject    **memory_out,
                                               GCancellable   *cancellable,
                                               GError        **error);

/* Normal's worth of the position for `player` against the others. */
gdouble      ora_ai_evaluate          (const OraState    *state,
                                       int                player);

G_END_DECLS
