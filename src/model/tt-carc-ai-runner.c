/* tt-carc-ai-runner.c — Carcassonne computer players in worker threads */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tt-carc-ai-runner.h"
#include "tt-carcassonne-game.h"

typedef struct
{
  CarcState   *state;
  CarcAiParams params;
  CarcMove     move;
} ChooseJob;

static void
choose_job_free (gpointer data)
{
  ChooseJob *job = data;

  g_clear_pointer (&job->state, carc_state_free);
  g_free (job);
}

/* Easy and Normal must give the same game for the same record, so their
 * seed comes from the position; Hard's search is timed and varies anyway. */
static guint64
seed_for_state (const CarcState *state)
{
  return ((guint64) carc_state_get_turn (state) << 8) ^ carc_state_get_current_player (state);
}

static void
choose_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  ChooseJob *job = task_data;
  GError *error = NULL;

  if (carc_ai_choose_move (job->state, &job->params, cancellable, &job->move, NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
tt_carc_ai_choose_async (const CarcState     *state,
                         CarcAiLevel          level,
                         guint                budget_ms,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseJob *job;

  g_return_if_fail (state != NULL);
  g_return_if_fail (level < CARC_AI_N_LEVELS);

  job = g_new0 (ChooseJob, 1);
  job->state = carc_state_copy (state);
  carc_ai_params_init (&job->params, level);
  if (budget_ms > 0)
    job->params.budget_ms = budget_ms;
  job->params.seed = seed_for_state (state);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tt_carc_ai_choose_async);
  g_task_set_task_data (task, job, choose_job_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, choose_in_thread);
}

gboolean
tt_carc_ai_choose_finish (GAsyncResult  *result,
                          CarcMove      *move,
                          GError       **error)
{
  ChooseJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tt_carc_ai_choose_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  if (move != NULL)
    *move = job->move;
  return TRUE;
}

/* TtCarcassonneGame already runs its controllers in a worker thread. */
static gboolean
choose_for_controller (const CarcState *state,
                       CarcMove        *move,
                       gpointer         user_data,
                       GCancellable    *cancellable,
                       GError         **error)
{
  CarcAiParams params;

  carc_ai_params_init (&params, GPOINTER_TO_UINT (user_data));
  params.seed = seed_for_state (state);
  return carc_ai_choose_move (state, &params, cancellable, move, NULL, error);
}

void
tt_carc_ai_register_levels (void)
{
  static gsize registered = 0;

  if (!g_once_init_enter (&registered))
    return;
  tt_carcassonne_game_register_level ("easy", _("Easy"), choose_for_controller,
                                      GUINT_TO_POINTER (CARC_AI_EASY));
  tt_carcassonne_game_register_level ("normal", _("Normal"), choose_for_controller,
                                      GUINT_TO_POINTER (CARC_AI_NORMAL));
  tt_carcassonne_game_register_level ("hard", _("Hard"), choose_for_controller,
                                      GUINT_TO_POINTER (CARC_AI_HARD));
  g_once_init_leave (&registered, 1);
}
