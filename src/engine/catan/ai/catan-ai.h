/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ai.h — computer players for Catan (base game and Cities & Knights)
 *
 * A computer player sees only its own player view (catan_state_view()): the
 * first thing catan_ai_choose() does is take that view, and everything after
 * works on it. Where an action needs the hidden cards of others (robbing,
 * monopolies, trades, search), the AI fills them with a sample consistent
 * with what the view shows: the cards not in the bank and not in its own
 * hand are dealt to the others by their hand sizes, the development and
 * progress decks are shuffled, and the dice come from the AI's own seed.
 *
 * Levels:
 *  - Easy: one-step greedy over its own worth only (points, production,
 *    cards towards the next build), with a little noise; never offers
 *    trades, accepts an offer that swaps a surplus card for a missing one.
 *  - Normal: one-step greedy with the full evaluation (catan_ai_evaluate:
 *    production by pips and variety, harbours, room to expand, longest road
 *    and largest army races, cards towards builds, the 7 risk, development
 *    cards; with Cities & Knights improvements, knights against the
 *    barbarians, walls, progress cards), its own worth against the others',
 *    averaged over a few samples of the hidden cards. Offers one card for
 *    one card (at most three offers a turn, each worth less to it than the
 *    last, so never the same twice; only when another player holds a card
 *    and produces the kind asked for) and answers offers by the same
 *    evaluation. Development cards are judged after the moves they lead
 *    to (the knight's robber, the free roads). A seat's Normal
 *    (params->normal_rollouts, CATAN_AI_NORMAL_ROLLOUTS) then looks ahead
 *    as Hard does, over a fixed number of samples (a third of them with
 *    Cities & Knights) rather than a time budget, so that a seed gives
 *    the same move on any machine; without
 *    it Normal is the one-step player that Hard's rollouts and the
 *    estimates' playouts use.
 *  - Hard: a rollout planner on top of Normal: in the roll and main phases
 *    the six most promising actions are each followed by Normal play to
 *    the end of the turn and through the next player's roll (production,
 *    a 7 with its discards and robber, the barbarians and progress draws,
 *    answered by Normal for whoever acts), on many samples of the hidden
 *    cards and dice (the same samples for every action), until the time
 *    budget or the iteration cap is spent; the best average wins. Its other decisions
 *    (setup, robber, discards, answers) are Normal's over twice the
 *    samples.
 *
 * Counter-offers (catan_ai_counter_offer): a computer that declines a
 * person's offer may name the terms it would take instead. Easy never
 * does; Normal and Hard (over twice the samples) change one card of the
 * offer — preferably what the offerer gives, keeping what it asked for —
 * and propose the change only when they would accept it themselves (the
 * same margin as accepting an offer) and it beats the offer as it stands.
 *
 * Pure C + GLib; Hard is cancellable from another thread.
 */
#pragma once

#include <gio/gio.h>

#include "tt-level.h"

#include "catan/catan-state.h"

G_BEGIN_DECLS

/* The engines' common levels (tt-level.h), parsed and named there. */
typedef TtLevel CatanAiLevel;
#define CATAN_AI_EASY     TT_LEVEL_EASY
#define CATAN_AI_NORMAL   TT_LEVEL_NORMAL
#define CATAN_AI_HARD     TT_LEVEL_HARD
#define CATAN_AI_N_LEVELS TT_N_LEVELS
#define catan_ai_level_to_string   tt_level_to_string
#define catan_ai_level_from_string tt_level_from_string

#define CATAN_AI_DEFAULT_BUDGET_MS 700   /* with the samples and the last rollouts, under 1 s */
/* What a Normal seat looks ahead with (0.3 ms a decision). 16 samples
 * gain as much against the one-step Normal as 96 did (32 % of 400 and
 * 30 % of 800 games as one seat against three, where 25 % is even), and
 * Hard keeps the lead it had over the one-step Normal (13 of 40 games
 * against three of either), which 96 samples took from it (8 of 40). */
#define CATAN_AI_NORMAL_ROLLOUTS   16

typedef struct
{
  CatanAiLevel level;
  guint        budget_ms;       /* Hard: thinking time per decision; 0 = default */
  guint        max_iterations;  /* Hard: stop after this many samples; 0 = the budget decides */
  guint64      seed;            /* samples of hidden cards, ties, Easy's noise */
  gboolean     cpu_budget;      /* Hard: the budget is the thread's CPU time, not the clock's */
  guint        normal_rollouts; /* Normal: samples of its look-ahead; 0 (catan_ai_params_init's)
                                 * = the one-step Normal that the estimates' playouts use */
} CatanAiParams;

typedef struct
{
  guint n_candidates;           /* legal actions of the seat */
  guint iterations;             /* Hard: samples played out */
} CatanAiStats;

void         catan_ai_params_init       (CatanAiParams       *params,
                                         CatanAiLevel         level);

/* Chooses a legal action for `seat` in `state` (not modified), reading only
 * catan_state_view (state, seat). Fails with CATAN_ERROR_NOT_YOUR_TURN when
 * the seat has nothing to do, G_IO_ERROR_CANCELLED when cancelled (Hard
 * cancelled before it has looked at anything; later it returns the best
 * action found so far). `stats` is nullable. */
gboolean     catan_ai_choose            (const CatanState    *state,
                                         int                  seat,
                                         const CatanAiParams *params,
                                         GCancellable        *cancellable,
                                         CatanAction         *action,
                                         CatanAiStats        *stats,
                                         GError             **error);

/* A seat that may act now, or -1 when the game is over: the players who
 * owe an answer (discards, answers to an offer, Cities & Knights replies)
 * before the current player. */
int          catan_ai_seat_to_act       (const CatanState    *state);

/* The counter-offer `seat` would make to the open offer (phase TRADE,
 * `seat` not the offerer), from the offerer's side: what it would give
 * and get. The open offer with one card changed (of another kind, one
 * more or one less), never more than two cards asked of the offerer for
 * each card it gets, held by both, taken by the engine's trade moves
 * (the offer withdrawn, the counter offered, accepted by `seat` and
 * closed), and worth accepting by the seat's own evaluation of its view;
 * the offerer's hand is read only to leave out what it cannot pay.
 * FALSE when there is none, and always at Easy. Deterministic for a
 * given params->seed. */
gboolean     catan_ai_counter_offer     (const CatanState    *state,
                                         int                  seat,
                                         const CatanAiParams *params,
                                         guint8               give[CATAN_N_CARDS],
                                         guint8               get[CATAN_N_CARDS]);

/* Normal's worth of the position for `player` against the others (the
 * position must hold no hidden cards: a full state or a sampled one). */
gdouble      catan_ai_evaluate          (const CatanState    *state,
                                         int                  player);

/* What every player can see of `player`'s position, by Normal's
 * measures (hands and development cards counted, not read): the same
 * in every player's view. */
gdouble      catan_ai_public_worth      (const CatanState    *state,
                                         int                  player);

/* Fills the hidden parts of `view` (seat `me`'s view) with one sample
 * consistent with it, drawn from `rng`: the others' hands and cards, the
 * decks' order and the dice to come. */
void         catan_ai_sample_view       (CatanState          *view,
                                         int                  me,
                                         TtRng               *rng);

G_END_DECLS
