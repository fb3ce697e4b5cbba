/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ai-runner.c — computer players' searches in a worker thread */
#include "config.h"

#include "tt-ai-runner.h"

typedef struct
{
  gpointer        state;
  GDestroyNotify  state_free;
  int             player;
  guint64         seed;
  TtComputerFunc  func;
  TtComputerMemoryFunc memory_func;
  gpointer        func_data;
  JsonObject     *memory;       /* a private copy, or NULL */
  JsonObject     *memory_out;   /* what memory_func returned */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  if (job->state_free != NULL)
    job->state_free (job->state);
  g_clear_pointer (&job->memory, json_object_unref);
  g_clear_pointer (&job->memory_out, json_object_unref);
  g_free (job);
}

static void
choose_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  JsonObject *move;

  if (job->memory_func != NULL)
    move = job->memory_func (job->state, job->player, job->seed, job->memory, &job->memory_out,
                             job->func_data, cancellable, &error);
  else
    move = job->func (job->state, job->player, job->seed, job->func_data, cancellable, &error);

  /* A search that finished just as it was cancelled is not wanted either. */
  if (move != NULL && g_cancellable_is_cancelled (cancellable))
    {
      g_clear_pointer (&move, json_object_unref);
      g_cancellable_set_error_if_cancelled (cancellable, &error);
    }
  if (move != NULL)
    g_task_return_pointer (task, move, (GDestroyNotify) json_object_unref);
  else if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             "The computer player chose no move");
}

/* A job for either kind of computer function (the caller sets it). */
static Job *
job_new (gpointer        state,
         GDestroyNotify  state_free,
         int             player,
         guint64         seed,
         gpointer        func_data)
{
  Job *job = g_new0 (Job, 1);

  job->state = state;
  job->state_free = state_free;
  job->player = player;
  job->seed = seed;
  job->func_data = func_data;
  return job;
}

static void
run_job (gpointer             source_object,
         Job                 *job,
         GCancellable        *cancellable,
         GAsyncReadyCallback  callback,
         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, tt_ai_runner_choose_async);
  g_task_set_task_data (task, job, job_free);
  /* Wait for the search to stop: it reads `state`, freed with the task. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, choose_in_thread);
}

void
tt_ai_runner_choose_async (gpointer             source_object,
                           gpointer             state,
                           GDestroyNotify       state_free,
                           int                  player,
                           guint64              seed,
                           TtComputerFunc       func,
                           gpointer             func_data,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  Job *job;

  g_return_if_fail (source_object == NULL || G_IS_OBJECT (source_object));
  g_return_if_fail (func != NULL);

  job = job_new (state, state_free, player, seed, func_data);
  job->func = func;
  run_job (source_object, job, cancellable, callback, user_data);
}

void
tt_ai_runner_choose_remembering_async (gpointer              source_object,
                                       gpointer              state,
                                       GDestroyNotify        state_free,
                                       int                   player,
                                       guint64               seed,
                                       TtComputerMemoryFunc  func,
                                       gpointer              func_data,
                                       JsonObject           *memory,
                                       GCancellable         *cancellable,
                                       GAsyncReadyCallback   callback,
                                       gpointer              user_data)
{
  Job *job;

  g_return_if_fail (source_object == NULL || G_IS_OBJECT (source_object));
  g_return_if_fail (func != NULL);

  job = job_new (state, state_free, player, seed, func_data);
  job->memory_func = func;
  /* The worker reads a deep copy of its own: JSON-GLib's reference
   * counts are not for sharing across threads. */
  if (memory != NULL)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), memory);
      g_autofree char *text = json_to_string (node, FALSE);
      g_autoptr(JsonNode) copy = json_from_string (text, NULL);

      if (copy != NULL && JSON_NODE_HOLDS_OBJECT (copy))
        job->memory = json_node_dup_object (copy);
    }
  run_job (source_object, job, cancellable, callback, user_data);
}

JsonObject *
tt_ai_runner_choose_finish_remembering (GAsyncResult  *result,
                                        JsonObject   **memory_out,
                                        GError       **error)
{
  JsonObject *move = tt_ai_runner_choose_finish (result, error);

  if (memory_out != NULL)
    {
      Job *job = g_task_get_task_data (G_TASK (result));

      *memory_out = move != NULL ? g_steal_pointer (&job->memory_out) : NULL;
    }
  return move;
}

JsonObject *
tt_ai_runner_choose_finish (GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tt_ai_runner_choose_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
