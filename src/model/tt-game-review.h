/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-review.h — the computer's judgement of every move of a game
 *
 * A TtGameReview reads the record of a TtGame (its moves so far; the game
 * itself is never changed) and, in the model's worker thread, judges each
 * move with the rules table's `estimate` and `computer_move` hooks, from
 * the mover's own view (what they could know then):
 *
 *   before     = estimate of the position before the move
 *   best       = the computer's move there at `level` (default "hard")
 *   best_value = estimate after the best move
 *   after      = estimate after the move played
 *   loss       = max (0, best_value - after); 0 when the move played is
 *                the computer's choice
 *
 * Values are the mover's chance to win in [0,1] (TT_REVIEW_WIN_CHANCE) or,
 * for a solo game whose estimates are scores, the expected final score
 * (TT_REVIEW_SCORE). Moves by chance (dice, draws: no single player acts
 * or the move has no choice) are not judged.
 *
 * Marks (loss in chance points, i.e. loss * 100; or score points):
 *   chance: inaccuracy >= 5, mistake >= 10, blunder >= 20
 *   score:  inaccuracy >= 2, mistake >= 4,  blunder >= 8
 *
 * Results are kept in the game's record (member "review", keyed by the
 * level, the budget and a digest of the moves), so reopening a reviewed
 * game is instant and a changed record is judged again.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_GAME_REVIEW (tt_game_review_get_type ())

G_DECLARE_FINAL_TYPE (TtGameReview, tt_game_review, TT, GAME_REVIEW, GObject)

typedef enum
{
  TT_REVIEW_MARK_NONE,
  TT_REVIEW_MARK_INACCURACY,
  TT_REVIEW_MARK_MISTAKE,
  TT_REVIEW_MARK_BLUNDER,
} TtReviewMark;

typedef enum
{
  TT_REVIEW_WIN_CHANCE,
  TT_REVIEW_SCORE,
} TtReviewValueKind;

typedef struct
{
  int          player;
  double       before;
  double       after;
  double       best_value;
  double       loss;
  TtReviewMark mark;
} TtReviewJudgement;

/* The default level and budget of a review. */
#define TT_GAME_REVIEW_DEFAULT_LEVEL     "hard"
#define TT_GAME_REVIEW_DEFAULT_BUDGET_MS 200

/* Reviews the record of `game` (its moves so far; the game itself is not
 * changed). `level` NULL: TT_GAME_REVIEW_DEFAULT_LEVEL; `budget_ms` 0:
 * TT_GAME_REVIEW_DEFAULT_BUDGET_MS (per estimate). */
TtGameReview     *tt_game_review_new             (TtGame       *game,
                                                  const char   *level,
                                                  guint         budget_ms);
TtGame           *tt_game_review_get_game        (TtGameReview *self);
guint             tt_game_review_get_n_moves     (TtGameReview *self);
TtReviewValueKind tt_game_review_get_value_kind  (TtGameReview *self);
/* Positions are 0..n_moves (position k = after k moves); the value is
 * `player`'s standing as the mover of the neighbouring move saw it.
 * FALSE until judged. */
gboolean          tt_game_review_get_standing    (TtGameReview *self,
                                                  guint         position,
                                                  guint         player,
                                                  double       *value);
/* FALSE for a move not judged yet or one that is not judged (chance). */
gboolean          tt_game_review_get_judgement   (TtGameReview      *self,
                                                  guint              move,
                                                  TtReviewJudgement *out);
/* The computer's move (native JSON move, owned by the review), or NULL. */
JsonObject       *tt_game_review_get_best_move   (TtGameReview *self,
                                                  guint         move);
/* The log's words for the move played. */
char             *tt_game_review_describe_move   (TtGameReview *self,
                                                  guint         move);
/* Words for the better move, or NULL when there is none. */
char             *tt_game_review_describe_best   (TtGameReview *self,
                                                  guint         move);
/* Translated "Inaccuracy", "Mistake", "Blunder", or NULL. */
const char       *tt_game_review_mark_label      (TtReviewMark  mark);
/* The mark for a loss (chance in [0,1] or score points); the review
 * counts a chance lost with more than two players as loss × n / 2 (a
 * share of the fair chance 1/n) before it asks. */
TtReviewMark      tt_game_review_mark_for_loss   (TtReviewValueKind kind,
                                                  double            loss);

guint             tt_game_review_get_n_players   (TtGameReview *self);
double            tt_game_review_get_progress    (TtGameReview *self);
gboolean          tt_game_review_get_running     (TtGameReview *self);
guint             tt_game_review_get_n_judged    (TtGameReview *self);
/* Why the last run stopped short (G_IO_ERROR_CANCELLED when cancelled), or NULL. */
const GError     *tt_game_review_get_error       (TtGameReview *self);
/* The move was analysed (judged, or found to be nobody's choice). */
gboolean          tt_game_review_is_analysed     (TtGameReview *self,
                                                  guint         move);
/* The move played is the computer's own choice. */
gboolean          tt_game_review_is_best_move    (TtGameReview *self,
                                                  guint         move);
/* Before start: moves judged at once (default 1) and the seed (default
 * 1; the kept review is keyed by it). */
void              tt_game_review_set_threads     (TtGameReview *self,
                                                  guint         threads);
void              tt_game_review_set_seed        (TtGameReview *self,
                                                  guint64       seed);
/* The running analysis's cancellable (cancel it from any thread), or NULL. */
GCancellable     *tt_game_review_get_cancellable (TtGameReview *self);

/* Analysis in the worker thread; results cached in the game's record. */
void              tt_game_review_start           (TtGameReview *self);
void              tt_game_review_cancel          (TtGameReview *self);
/* Judge from here first. */
void              tt_game_review_set_focus       (TtGameReview *self,
                                                  guint         move);
/* A new game from position `position`: same seats and computers, the
 * original untouched. */
TtGame           *tt_game_review_new_game_at     (TtGameReview *self,
                                                  guint         position,
                                                  GError      **error);

/* Properties: "game" (construct-only), "level" (construct-only),
 * "budget-ms" (construct-only), "progress" (double 0..1), "running"
 * (boolean), "n-judged" (uint).
 * Signals: "move-judged" (guint move), "finished" (). */

G_END_DECLS
