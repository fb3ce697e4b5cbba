/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ai-runner.c — the one AI runner: a search in a worker thread on a
 * private state copy, stopped by its GCancellable (moved here from the
 * Carcassonne AI tests with the runner itself). */
#include "config.h"

#include "carcassonne/ai/carc-ai.h"
#include "tt-ai-runner.h"
#include "tt-games-register.h"
#include "tt-test-carc.h"

/* Hard with a budget far beyond the test's timeout. */
static JsonObject *
choose_forever (gconstpointer   state,
                int             player,
                guint64         seed,
                gpointer        user_data,
                GCancellable   *cancellable,
                GError        **error)
{
  CarcAiParams params;
  CarcMove move;

  carc_ai_params_init (&params, CARC_AI_HARD);
  params.budget_ms = 3600 * 1000;
  if (!carc_ai_choose_move (state, &params, cancellable, &move, NULL, error))
    return NULL;
  return carc_move_to_json (state, &move);
}

static gboolean
cancel_soon (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
on_chosen (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError **error = user_data;
  g_autoptr(JsonObject) move = tt_ai_runner_choose_finish (result, error);

  g_assert_null (move);
}

/* A search with a budget far beyond the test's timeout stops when it is
 * cancelled: if cancelling did not work, the test would time out. */
static void
test_cancel_running_search (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (2, TRUE, TRUE, FALSE, 6);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) timeout = g_timeout_source_new (100);
  GError *error = NULL;

  g_main_context_push_thread_default (context);
  g_source_set_callback (timeout, cancel_soon, cancellable, NULL);
  g_source_attach (timeout, context);
  tt_ai_runner_choose_async (NULL, carc_state_copy (state), (GDestroyNotify) carc_state_free,
                             0, 0, choose_forever, NULL, cancellable, on_chosen, &error);
  while (error == NULL)
    g_main_context_iteration (context, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_main_context_pop_thread_default (context);
}

static void
on_chosen_ok (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  JsonObject **move = user_data;
  g_autoptr(GError) error = NULL;

  *move = tt_ai_runner_choose_finish (result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*move);
}

/* The runner works on a copy: the caller's state is free to change. The
 * level is Carcassonne's registered "normal". */
static void
test_runner_returns_move (void)
{
  g_autoptr(CarcState) state = tt_test_carc_new_game (3, TRUE, FALSE, TRUE, 8);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(JsonObject) chosen = NULL;
  g_autoptr(GError) error = NULL;
  TtGameInfo *info = tt_game_info_lookup ("carcassonne");
  TtComputerFunc func = NULL;
  gpointer data = NULL;
  CarcMove move;

  g_assert_nonnull (info);
  g_assert_true (tt_game_info_get_level_func (info, "normal", &func, &data));
  g_main_context_push_thread_default (context);
  tt_ai_runner_choose_async (NULL, carc_state_copy (state), (GDestroyNotify) carc_state_free,
                             0, 0, func, data, NULL, on_chosen_ok, &chosen);
  while (chosen == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  g_assert_true (carc_move_from_json (state, chosen, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (carc_state_check_move (state, &move, NULL), ==, CARC_REASON_OK);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tt_games_register_all ();

  g_test_add_func ("/ai-runner/cancel-running-search", test_cancel_running_search);
  g_test_add_func ("/ai-runner/returns-move", test_runner_returns_move);
  return g_test_run ();
}
