/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-review.c — the computer's judgement of every move of a game
 *
 * The analysis runs in worker threads (GTasks) on their own copies of
 * the record's positions; each worker takes the move not yet judged
 * nearest to the focus, judges it (tt-review-judge.c) and hands the
 * verdict to the main context, where it is stored, written into the
 * record's "review" member and announced. Position n_moves (the end) is
 * one more task, for the final standing.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tt-game-review.h"
#include "tt-game-info.h"
#include "tt-review-judge.h"

#define REVIEW_MEMBER "review"

/* Losses that earn a mark: chance points (of 100), or score points in solo. */
static const double chance_marks[] = { 0.05, 0.10, 0.20 };
static const double score_marks[] = { 2.0, 4.0, 8.0 };

typedef struct
{
  gboolean          done;        /* analysed (judged or not) */
  TtReviewVerdict   verdict;     /* verdict.best owned here */
  TtReviewMark      mark;
  char             *best_words;  /* describe_best, made when first asked */
} Slot;

/* What the workers share; every field but the lock-guarded ones is set
 * before the first worker starts and only read afterwards. */
typedef struct
{
  gatomicrefcount ref;
  const TtRules  *rules;
  char           *level;
  guint           budget_ms;
  guint64         seed;
  guint           n_moves;
  JsonArray      *moves;        /* the record's moves (a copy) */
  gpointer        start;        /* the position before the first move */
  GCancellable   *cancellable;
  GMainContext   *context;
  GWeakRef        review;

  GMutex          lock;
  GPtrArray      *states;       /* n_moves + 1 positions once prepared */
  gboolean        prepared;
  guint8         *taken;        /* n_moves + 1 */
  guint           focus;
  GError         *error;        /* the first failure */
  guint           workers;      /* still running */
} Job;

struct _TtGameReview
{
  GObject            parent_instance;

  TtGame            *game;
  char              *level;
  guint              budget_ms;
  guint64            seed;
  guint              threads;
  const TtRules     *rules;
  guint              n_moves;
  guint              n_players;
  TtReviewValueKind  kind;
  char              *digest;

  Slot              *slots;       /* n_moves */
  double            *standing;    /* (n_moves + 1) * n_players */
  gboolean          *has_standing;
  guint              n_done;      /* of n_moves + 1 tasks */
  guint              n_judged;
  guint              focus;
  gboolean           running;
  Job               *job;
  GError            *error;
};

G_DEFINE_FINAL_TYPE (TtGameReview, tt_game_review, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_LEVEL,
  PROP_BUDGET_MS,
  PROP_PROGRESS,
  PROP_RUNNING,
  PROP_N_JUDGED,
  N_PROPS
};

enum
{
  MOVE_JUDGED,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- the shared job ----------------------------------------------------- */

static Job *
job_ref (Job *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

static void
job_unref (Job *job)
{
  if (!g_atomic_ref_count_dec (&job->ref))
    return;
  for (guint i = 0; job->states != NULL && i < job->states->len; i++)
    tt_rules_free_state (job->rules, g_ptr_array_index (job->states, i));
  g_clear_pointer (&job->states, g_ptr_array_unref);
  if (job->start != NULL)
    tt_rules_free_state (job->rules, job->start);
  g_clear_pointer (&job->moves, json_array_unref);
  g_clear_object (&job->cancellable);
  g_main_context_unref (job->context);
  g_weak_ref_clear (&job->review);
  g_mutex_clear (&job->lock);
  g_clear_error (&job->error);
  g_free (job->taken);
  g_free (job->level);
  g_free (job);
}

/* Every position of the record, replayed once (called under the lock). */
static gboolean
job_prepare (Job     *job,
             GError **error)
{
  gpointer state;

  if (job->prepared)
    return TRUE;
  job->states = g_ptr_array_new ();
  state = tt_rules_copy_state (job->rules, job->start);
  g_ptr_array_add (job->states, tt_rules_copy_state (job->rules, state));
  for (guint i = 0; i < job->n_moves; i++)
    {
      g_autoptr(GError) reason = NULL;

      if (!tt_rules_apply_json_native (job->rules, state, json_array_get_object_element (job->moves, i),
                                       NULL, &reason))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "move %u: %s", i + 1, reason->message);
          tt_rules_free_state (job->rules, state);
          return FALSE;
        }
      g_ptr_array_add (job->states, tt_rules_copy_state (job->rules, state));
    }
  tt_rules_free_state (job->rules, state);
  job->prepared = TRUE;
  return TRUE;
}

/* The task nearest to the focus not yet taken (n_moves: the final
 * standing); G_MAXUINT when none is left. Called under the lock. */
static guint
job_take (Job *job)
{
  guint n = job->n_moves + 1, focus = MIN (job->focus, job->n_moves);

  for (guint d = 0; d < n; d++)
    {
      if (focus + d < n && !job->taken[focus + d])
        {
          job->taken[focus + d] = TRUE;
          return focus + d;
        }
      if (d < focus + 1 && d > 0 && !job->taken[focus - d])
        {
          job->taken[focus - d] = TRUE;
          return focus - d;
        }
    }
  return G_MAXUINT;
}

typedef struct
{
  Job             *job;
  guint            index;
  TtReviewVerdict  verdict;
} Result;

static void
result_free (gpointer data)
{
  Result *result = data;

  tt_review_verdict_clear (&result->verdict);
  job_unref (result->job);
  g_free (result);
}

static gboolean deliver_result (gpointer data);

static gboolean
job_run_one (Job          *job,
             guint         index,
             GError      **error)
{
  Result *result = g_new0 (Result, 1);
  gconstpointer state = g_ptr_array_index (job->states, index);
  guint64 seed = job->seed ^ ((guint64) (index + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  result->job = job_ref (job);
  result->index = index;
  if (index == job->n_moves)
    {
      /* The end: the standing as the last mover sees it. */
      gconstpointer before = g_ptr_array_index (job->states, index - (index > 0));
      int viewer = index > 0 ? tt_review_move_player (job->rules, before,
                                                      json_array_get_object_element (job->moves, index - 1))
                             : tt_rules_single_actor (job->rules, state);

      result->verdict.player = -1;
      if (!tt_review_standing (job->rules, state, (guint) MAX (viewer, 0), job->level, seed, job->budget_ms,
                               result->verdict.standing, &result->verdict.is_score, job->cancellable, error))
        {
          result_free (result);
          return FALSE;
        }
    }
  else if (!tt_review_judge (job->rules, state, json_array_get_object_element (job->moves, index),
                             job->level, seed, job->budget_ms, &result->verdict, job->cancellable, error))
    {
      result_free (result);
      return FALSE;
    }
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, deliver_result, result, result_free);
  return TRUE;
}

static void
worker_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;

  g_mutex_lock (&job->lock);
  if (!job_prepare (job, &error))
    {
      g_mutex_unlock (&job->lock);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_mutex_unlock (&job->lock);

  for (;;)
    {
      guint index;

      if (g_cancellable_set_error_if_cancelled (cancellable, &error))
        break;
      g_mutex_lock (&job->lock);
      index = job_take (job);
      g_mutex_unlock (&job->lock);
      if (index == G_MAXUINT || !job_run_one (job, index, &error))
        break;
    }
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

/* ---- marks ------------------------------------------------------------------ */

TtReviewMark
tt_game_review_mark_for_loss (TtReviewValueKind kind,
                              double            loss)
{
  const double *limits = kind == TT_REVIEW_SCORE ? score_marks : chance_marks;

  /* A hair under the limit still counts: losses are sums of doubles. */
  for (int m = 2; m >= 0; m--)
    if (loss >= limits[m] - 1e-9)
      return (TtReviewMark) (m + 1);
  return TT_REVIEW_MARK_NONE;
}

/* A chance lost weighs against the fair share 1/n: five points of a
 * four-player game's 25 are as much as ten of a two-player game's 50, so
 * the limits (set for two players) are met by the loss times n/2. */
static double
marked_loss (TtReviewValueKind kind,
             guint             n_players,
             double            loss)
{
  if (kind == TT_REVIEW_SCORE || n_players <= 2)
    return loss;
  return loss * n_players / 2.0;
}

const char *
tt_game_review_mark_label (TtReviewMark mark)
{
  switch (mark)
    {
    case TT_REVIEW_MARK_INACCURACY:
      return _("Inaccuracy");
    case TT_REVIEW_MARK_MISTAKE:
      return _("Mistake");
    case TT_REVIEW_MARK_BLUNDER:
      return _("Blunder");
    case TT_REVIEW_MARK_NONE:
    default:
      return NULL;
    }
}

/* ---- the record's kept review --------------------------------------------- */

static JsonObject *
record_root (TtGameReview *self)
{
  /* The review is kept with the game's record, as the computers' memory
   * is: a member the game saves and opens with it. */
  return ((TtRecord *) tt_game_get_record (self->game))->root;
}

static char *
make_digest (const TtRecord *record,
             guint           n_moves)
{
  g_autoptr(JsonObject) key = json_object_new ();
  g_autoptr(JsonArray) moves = json_array_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  for (guint i = 0; i < n_moves; i++)
    json_array_add_element (moves, json_node_copy (json_array_get_element (record->moves, i)));
  json_object_set_string_member (key, "game", record->game);
  json_object_set_int_member (key, "seed", (gint64) record->seed);
  json_object_set_object_member (key, "options", json_object_ref (record->options));
  json_object_set_array_member (key, "moves", g_steal_pointer (&moves));
  json_node_set_object (node, key);
  text = json_to_string (node, FALSE);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

static JsonArray *
doubles_to_json (const double *values,
                 guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_double_element (array, values[i]);
  return array;
}

static void
doubles_from_json (JsonArray *array,
                   double    *values,
                   guint      n)
{
  for (guint i = 0; i < n && array != NULL && i < json_array_get_length (array); i++)
    values[i] = json_array_get_double_element (array, i);
}

/* The kept review of this record, level, budget and seed, or NULL. */
static JsonObject *
kept_review (TtGameReview *self)
{
  JsonObject *root = record_root (self), *kept;

  if (!json_object_has_member (root, REVIEW_MEMBER)
      || !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, REVIEW_MEMBER)))
    return NULL;
  kept = json_object_get_object_member (root, REVIEW_MEMBER);
  if (g_strcmp0 (json_object_get_string_member_with_default (kept, "digest", ""), self->digest) != 0
      || g_strcmp0 (json_object_get_string_member_with_default (kept, "level", ""), self->level) != 0
      || json_object_get_int_member_with_default (kept, "budget_ms", -1) != self->budget_ms
      || json_object_get_int_member_with_default (kept, "seed", -1) != (gint64) self->seed
      || !json_object_has_member (kept, "moves"))
    return NULL;
  return kept;
}

/* A fresh kept review for this key, replacing a stale one. */
static JsonObject *
ensure_kept_review (TtGameReview *self)
{
  JsonObject *kept = kept_review (self);
  g_autoptr(JsonArray) moves = NULL;

  if (kept != NULL)
    return kept;
  kept = json_object_new ();
  json_object_set_string_member (kept, "level", self->level);
  json_object_set_int_member (kept, "budget_ms", self->budget_ms);
  json_object_set_int_member (kept, "seed", (gint64) self->seed);
  json_object_set_string_member (kept, "digest", self->digest);
  moves = json_array_new ();
  for (guint i = 0; i <= self->n_moves; i++)
    json_array_add_null_element (moves);
  json_object_set_array_member (kept, "moves", g_steal_pointer (&moves));
  json_object_set_object_member (record_root (self), REVIEW_MEMBER, kept);
  return kept;
}

static JsonObject *
verdict_to_json (const TtReviewVerdict *v,
                 guint                  n_players)
{
  JsonObject *object = json_object_new ();

  json_object_set_int_member (object, "player", v->player);
  json_object_set_boolean_member (object, "score", v->is_score);
  json_object_set_array_member (object, "standing", doubles_to_json (v->standing, n_players));
  if (!v->judged)
    return object;
  json_object_set_double_member (object, "before", v->before);
  json_object_set_double_member (object, "after", v->after);
  json_object_set_double_member (object, "best_value", v->best_value);
  json_object_set_double_member (object, "loss", v->loss);
  json_object_set_boolean_member (object, "same", v->same);
  if (v->best != NULL)
    json_object_set_object_member (object, "best", json_object_ref (v->best));
  return object;
}

static void
verdict_from_json (JsonObject      *object,
                   guint            n_players,
                   TtReviewVerdict *v)
{
  memset (v, 0, sizeof *v);
  v->player = (int) json_object_get_int_member_with_default (object, "player", -1);
  v->is_score = json_object_get_boolean_member_with_default (object, "score", FALSE);
  if (json_object_has_member (object, "standing"))
    doubles_from_json (json_object_get_array_member (object, "standing"), v->standing, n_players);
  if (!json_object_has_member (object, "loss"))
    return;
  v->judged = TRUE;
  v->before = json_object_get_double_member_with_default (object, "before", 0);
  v->after = json_object_get_double_member_with_default (object, "after", 0);
  v->best_value = json_object_get_double_member_with_default (object, "best_value", 0);
  v->loss = json_object_get_double_member_with_default (object, "loss", 0);
  v->same = json_object_get_boolean_member_with_default (object, "same", FALSE);
  if (json_object_has_member (object, "best") && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "best")))
    v->best = json_object_ref (json_object_get_object_member (object, "best"));
}

/* ---- results ------------------------------------------------------------------ */

/* Stores task `index`'s verdict (taking its best move); returns whether
 * it judged a move. */
static gboolean
store_verdict (TtGameReview    *self,
               guint            index,
               TtReviewVerdict *verdict)
{
  if (self->has_standing[index])
    return FALSE;
  memcpy (self->standing + index * self->n_players, verdict->standing, sizeof (double) * self->n_players);
  self->has_standing[index] = TRUE;
  self->n_done++;
  if (verdict->is_score)
    self->kind = TT_REVIEW_SCORE;
  if (index == self->n_moves)
    return FALSE;
  self->slots[index].done = TRUE;
  self->slots[index].verdict = *verdict;
  verdict->best = NULL;
  if (!self->slots[index].verdict.judged)
    return FALSE;
  self->slots[index].mark = tt_game_review_mark_for_loss (self->kind,
                                                          marked_loss (self->kind, self->n_players,
                                                                       self->slots[index].verdict.loss));
  self->n_judged++;
  return TRUE;
}

static void
set_running (TtGameReview *self,
             gboolean      running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static gboolean
deliver_result (gpointer data)
{
  Result *result = data;
  g_autoptr(TtGameReview) self = g_weak_ref_get (&result->job->review);
  JsonObject *kept;
  gboolean judged;

  if (self == NULL || self->job != result->job)
    return G_SOURCE_REMOVE;
  kept = ensure_kept_review (self);
  judged = store_verdict (self, result->index, &result->verdict);
  {
    /* Written after storing: the verdict's best move now lives in the slot. */
    const TtReviewVerdict *v = result->index < self->n_moves ? &self->slots[result->index].verdict : &result->verdict;
    JsonNode *entry = json_array_get_element (json_object_get_array_member (kept, "moves"), result->index);
    g_autoptr(JsonObject) object = verdict_to_json (v, self->n_players);

    json_node_init_object (entry, object);
  }
  if (judged)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_JUDGED]);
      g_signal_emit (self, signals[MOVE_JUDGED], 0, result->index);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  return G_SOURCE_REMOVE;
}

static void
worker_done (GObject      *source,
             GAsyncResult *res,
             gpointer      user_data)
{
  Job *job = user_data;
  g_autoptr(TtGameReview) self = g_weak_ref_get (&job->review);
  g_autoptr(GError) error = NULL;

  g_task_propagate_boolean (G_TASK (res), &error);
  if (error != NULL && job->error == NULL)
    job->error = g_error_copy (error);
  /* One failure stops the others. */
  if (error != NULL)
    g_cancellable_cancel (job->cancellable);
  if (--job->workers > 0 || self == NULL || self->job != job)
    {
      job_unref (job);
      return;
    }
  g_clear_error (&self->error);
  if (job->error != NULL)
    self->error = g_error_copy (job->error);
  self->job = NULL;
  set_running (self, FALSE);
  if (self->error == NULL && self->n_done == self->n_moves + 1)
    g_signal_emit (self, signals[FINISHED], 0);
  job_unref (job);
  job_unref (job);   /* the review's own reference */
}

/* ---- GObject ------------------------------------------------------------------ */

static void
load_kept (TtGameReview *self)
{
  JsonObject *kept = kept_review (self);
  JsonArray *moves;

  if (kept == NULL)
    return;
  moves = json_object_get_array_member (kept, "moves");
  for (guint i = 0; i <= self->n_moves && i < json_array_get_length (moves); i++)
    {
      JsonNode *node = json_array_get_element (moves, i);
      TtReviewVerdict verdict;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      verdict_from_json (json_node_get_object (node), self->n_players, &verdict);
      store_verdict (self, i, &verdict);
      tt_review_verdict_clear (&verdict);
    }
}

static void
tt_game_review_constructed (GObject *object)
{
  TtGameReview *self = TT_GAME_REVIEW (object);
  TtGameInfo *info;

  G_OBJECT_CLASS (tt_game_review_parent_class)->constructed (object);
  g_return_if_fail (TT_IS_GAME (self->game));
  info = tt_game_get_info (self->game);
  self->rules = info != NULL ? tt_game_info_get_rules (info) : NULL;
  if (self->level == NULL)
    self->level = g_strdup (TT_GAME_REVIEW_DEFAULT_LEVEL);
  if (self->budget_ms == 0)
    self->budget_ms = TT_GAME_REVIEW_DEFAULT_BUDGET_MS;
  self->n_moves = tt_game_get_record (self->game) != NULL ? tt_game_get_n_moves (self->game) : 0;
  self->n_players = tt_game_get_n_players (self->game);
  self->slots = g_new0 (Slot, self->n_moves);
  self->standing = g_new0 (double, (self->n_moves + 1) * MAX (self->n_players, 1));
  self->has_standing = g_new0 (gboolean, self->n_moves + 1);
  if (tt_game_get_record (self->game) == NULL || self->rules == NULL)
    return;
  self->digest = make_digest (tt_game_get_record (self->game), self->n_moves);
  /* Ora et Labora alone is played for points: ask the game which it is. */
  if (self->rules->estimate != NULL)
    {
      g_autoptr(GError) error = NULL;
      gpointer state = tt_game_dup_state_at (self->game, 0, &error);
      double out[TT_RULES_MAX_PLAYERS];
      gboolean is_score = FALSE;

      if (state != NULL)
        {
          tt_review_standing (self->rules, state, 0, self->level, self->seed, 0, out, &is_score, NULL, NULL);
          tt_rules_free_state (self->rules, state);
        }
      self->kind = is_score ? TT_REVIEW_SCORE : TT_REVIEW_WIN_CHANCE;
    }
  load_kept (self);
}

static void
tt_game_review_dispose (GObject *object)
{
  TtGameReview *self = TT_GAME_REVIEW (object);

  tt_game_review_cancel (self);
  /* The workers' callbacks find no review and let the job go. */
  g_clear_pointer (&self->job, job_unref);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_game_review_parent_class)->dispose (object);
}

static void
tt_game_review_finalize (GObject *object)
{
  TtGameReview *self = TT_GAME_REVIEW (object);

  for (guint i = 0; i < self->n_moves; i++)
    {
      tt_review_verdict_clear (&self->slots[i].verdict);
      g_free (self->slots[i].best_words);
    }
  g_free (self->slots);
  g_free (self->standing);
  g_free (self->has_standing);
  g_free (self->level);
  g_free (self->digest);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (tt_game_review_parent_class)->finalize (object);
}

static void
tt_game_review_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TtGameReview *self = TT_GAME_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_LEVEL:
      g_value_set_string (value, self->level);
      break;
    case PROP_BUDGET_MS:
      g_value_set_uint (value, self->budget_ms);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, tt_game_review_get_progress (self));
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_N_JUDGED:
      g_value_set_uint (value, self->n_judged);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_review_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TtGameReview *self = TT_GAME_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_LEVEL:
      self->level = g_value_dup_string (value);
      break;
    case PROP_BUDGET_MS:
      self->budget_ms = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_review_class_init (TtGameReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = tt_game_review_constructed;
  object_class->dispose = tt_game_review_dispose;
  object_class->finalize = tt_game_review_finalize;
  object_class->get_property = tt_game_review_get_property;
  object_class->set_property = tt_game_review_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_string ("level", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUDGET_MS] =
    g_param_spec_uint ("budget-ms", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_JUDGED] =
    g_param_spec_uint ("n-judged", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_JUDGED] =
    g_signal_new ("move-judged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_game_review_init (TtGameReview *self)
{
  self->seed = 1;
  self->threads = 1;
}

/* ---- API ------------------------------------------------------------------------ */

TtGameReview *
tt_game_review_new (TtGame     *game,
                    const char *level,
                    guint       budget_ms)
{
  g_return_val_if_fail (TT_IS_GAME (game), NULL);
  return g_object_new (TT_TYPE_GAME_REVIEW, "game", game, "level", level, "budget-ms", budget_ms, NULL);
}

TtGame *
tt_game_review_get_game (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  return self->game;
}

guint
tt_game_review_get_n_moves (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), 0);
  return self->n_moves;
}

guint
tt_game_review_get_n_players (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), 0);
  return self->n_players;
}

TtReviewValueKind
tt_game_review_get_value_kind (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), TT_REVIEW_WIN_CHANCE);
  return self->kind;
}

double
tt_game_review_get_progress (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), 0);
  return (double) self->n_done / (self->n_moves + 1);
}

gboolean
tt_game_review_get_running (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), FALSE);
  return self->running;
}

guint
tt_game_review_get_n_judged (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), 0);
  return self->n_judged;
}

const GError *
tt_game_review_get_error (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  return self->error;
}

gboolean
tt_game_review_is_analysed (TtGameReview *self,
                            guint         move)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), FALSE);
  return move < self->n_moves && self->slots[move].done;
}

gboolean
tt_game_review_get_standing (TtGameReview *self,
                             guint         position,
                             guint         player,
                             double       *value)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), FALSE);
  if (position > self->n_moves || player >= self->n_players || !self->has_standing[position])
    return FALSE;
  if (value != NULL)
    *value = self->standing[position * self->n_players + player];
  return TRUE;
}

gboolean
tt_game_review_get_judgement (TtGameReview      *self,
                              guint              move,
                              TtReviewJudgement *out)
{
  const TtReviewVerdict *v;

  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), FALSE);
  if (move >= self->n_moves || !self->slots[move].done || !self->slots[move].verdict.judged)
    return FALSE;
  v = &self->slots[move].verdict;
  if (out != NULL)
    {
      out->player = v->player;
      out->before = v->before;
      out->after = v->after;
      out->best_value = v->best_value;
      out->loss = v->loss;
      out->mark = self->slots[move].mark;
    }
  return TRUE;
}

JsonObject *
tt_game_review_get_best_move (TtGameReview *self,
                              guint         move)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  if (move >= self->n_moves || !self->slots[move].done)
    return NULL;
  return self->slots[move].verdict.best;
}

gboolean
tt_game_review_is_best_move (TtGameReview *self,
                             guint         move)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), FALSE);
  return move < self->n_moves && self->slots[move].done && self->slots[move].verdict.same;
}

/* The log lines of move `move` of `game` on one line: the log shows a
 * move's own line and what it scored as separate lines, so a separator
 * keeps "placed a highwayman on the road" and "Bo scored 2" apart. */
static char *
log_words (TtGame *game,
           guint   move)
{
  GListModel *log = tt_game_get_log (game);
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

      if (tt_log_entry_get_move (entry) != (int) move)
        continue;
      if (words->len > 0)
        /* Translators: between the log lines of one move, as in
         * "Ann laid a road tile and placed a highwayman; Ann scored 2: road of 2 tiles" */
        g_string_append (words, _("; "));
      g_string_append (words, tt_log_entry_get_text (entry));
    }
  return words->len > 0 ? g_string_free (g_steal_pointer (&words), FALSE) : NULL;
}

char *
tt_game_review_describe_move (TtGameReview *self,
                              guint         move)
{
  char *words;

  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  g_return_val_if_fail (move < self->n_moves, NULL);
  words = log_words (self->game, move);
  /* Translators: a move the log tells nothing of; %u counts from 1. */
  return words != NULL ? words : g_strdup_printf (_("Move %u"), move + 1);
}

/* A record for a game of people at `position`: the seats' computers are
 * left out so that nothing moves by itself. */
static TtRecord *
record_at (TtGameReview *self,
           guint         position,
           gboolean      keep_computers)
{
  TtRecord *record = tt_record_copy (tt_game_get_record (self->game));

  tt_record_truncate_moves (record, position);
  json_object_remove_member (record->root, REVIEW_MEMBER);
  /* The computers' plans were for the end of the original game. */
  json_object_remove_member (record->root, "computer_memory");
  for (guint p = 0; !keep_computers && p < record->players->len; p++)
    {
      TtRecordPlayer *player = g_ptr_array_index (record->players, p);

      g_free (player->kind);
      player->kind = g_strdup ("human");
    }
  return record;
}

static TtGame *
start_game_like (TtGame         *like,
                 const TtRecord *record,
                 gboolean        autosave,
                 GError        **error)
{
  g_autoptr(TtGame) game = g_object_new (G_OBJECT_TYPE (like), "autosave", autosave, NULL);

  if (!tt_game_start (game, record, error))
    return NULL;
  return g_steal_pointer (&game);
}

char *
tt_game_review_describe_best (TtGameReview *self,
                              guint         move)
{
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) game = NULL;
  Slot *slot;

  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  if (move >= self->n_moves || !self->slots[move].done || self->slots[move].verdict.best == NULL
      || self->slots[move].verdict.same)
    return NULL;
  slot = &self->slots[move];
  if (slot->best_words != NULL)
    return g_strdup (slot->best_words);
  /* The log's own words, from a private game that plays the better move. */
  record = record_at (self, move, FALSE);
  game = start_game_like (self->game, record, FALSE, NULL);
  if (game == NULL || !tt_game_play (game, slot->verdict.best, NULL))
    return NULL;
  slot->best_words = log_words (game, move);
  return g_strdup (slot->best_words);
}

void
tt_game_review_set_threads (TtGameReview *self,
                            guint         threads)
{
  g_return_if_fail (TT_IS_GAME_REVIEW (self));
  self->threads = CLAMP (threads, 1, 16);
}

void
tt_game_review_set_seed (TtGameReview *self,
                         guint64       seed)
{
  g_return_if_fail (TT_IS_GAME_REVIEW (self));
  g_return_if_fail (!self->running);
  self->seed = seed;
  /* The kept review is keyed by the seed too. */
  for (guint i = 0; i < self->n_moves; i++)
    {
      tt_review_verdict_clear (&self->slots[i].verdict);
      g_clear_pointer (&self->slots[i].best_words, g_free);
      memset (&self->slots[i], 0, sizeof (Slot));
    }
  memset (self->has_standing, 0, sizeof (gboolean) * (self->n_moves + 1));
  self->n_done = self->n_judged = 0;
  load_kept (self);
}

void
tt_game_review_start (TtGameReview *self)
{
  g_autoptr(GError) error = NULL;
  Job *job;

  g_return_if_fail (TT_IS_GAME_REVIEW (self));
  if (self->running)
    return;
  g_clear_error (&self->error);
  if (self->rules == NULL || self->rules->estimate == NULL)
    {
      g_set_error (&self->error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This game has no computer to review it"));
      return;
    }
  if (self->n_done == self->n_moves + 1)
    {
      g_signal_emit (self, signals[FINISHED], 0);
      return;
    }
  job = g_new0 (Job, 1);
  g_atomic_ref_count_init (&job->ref);
  job->rules = self->rules;
  job->level = g_strdup (self->level);
  job->budget_ms = self->budget_ms;
  job->seed = self->seed;
  job->n_moves = self->n_moves;
  job->moves = json_array_ref (tt_game_get_record (self->game)->moves);
  job->start = tt_game_dup_state_at (self->game, 0, &error);
  job->cancellable = g_cancellable_new ();
  job->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&job->review, self);
  g_mutex_init (&job->lock);
  job->taken = g_new0 (guint8, self->n_moves + 1);
  job->focus = self->focus;
  if (job->start == NULL)
    {
      self->error = g_steal_pointer (&error);
      job_unref (job);
      return;
    }
  /* The moves are copied: the game may go on while its review runs. */
  {
    JsonArray *copy = json_array_new ();

    for (guint i = 0; i < self->n_moves; i++)
      json_array_add_element (copy, json_node_copy (json_array_get_element (job->moves, i)));
    json_array_unref (job->moves);
    job->moves = copy;
  }
  for (guint i = 0; i <= self->n_moves; i++)
    job->taken[i] = self->has_standing[i];
  self->job = job;
  job->workers = self->threads;
  set_running (self, TRUE);
  for (guint t = 0; t < self->threads; t++)
    {
      g_autoptr(GTask) task = g_task_new (NULL, job->cancellable, worker_done, job_ref (job));

      g_task_set_source_tag (task, tt_game_review_start);
      g_task_set_task_data (task, job_ref (job), (GDestroyNotify) job_unref);
      g_task_run_in_thread (task, worker_thread);
    }
}

void
tt_game_review_cancel (TtGameReview *self)
{
  g_return_if_fail (TT_IS_GAME_REVIEW (self));
  if (self->job != NULL)
    g_cancellable_cancel (self->job->cancellable);
}

GCancellable *
tt_game_review_get_cancellable (TtGameReview *self)
{
  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  return self->job != NULL ? self->job->cancellable : NULL;
}

void
tt_game_review_set_focus (TtGameReview *self,
                          guint         move)
{
  g_return_if_fail (TT_IS_GAME_REVIEW (self));
  self->focus = MIN (move, self->n_moves);
  if (self->job != NULL)
    {
      g_mutex_lock (&self->job->lock);
      self->job->focus = self->focus;
      g_mutex_unlock (&self->job->lock);
    }
}

TtGame *
tt_game_review_new_game_at (TtGameReview *self,
                            guint         position,
                            GError      **error)
{
  g_autoptr(TtRecord) record = NULL;

  g_return_val_if_fail (TT_IS_GAME_REVIEW (self), NULL);
  if (position > self->n_moves)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("There is no position %u: the game has %u moves"), position, self->n_moves);
      return NULL;
    }
  record = record_at (self, position, TRUE);
  return start_game_like (self->game, record, tt_game_get_autosave (self->game), error);
}
