/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ai-runner.h — the one place a computer player's search runs
 *
 * Runs a TtComputerFunc in a worker thread (a GTask) on a private state
 * copy, so the window never waits for it. The GCancellable stops a search
 * (undo, new game, quit): the result is then G_IO_ERROR_CANCELLED, never a
 * stale move. TtGame uses it for computer seats and hints; tests and
 * tools may call it directly.
 */
#pragma once

#include "tt-game-info.h"

G_BEGIN_DECLS

/* Takes ownership of `state` (freed with `state_free` once the search is
 * over, in whichever thread). `source_object` (may be NULL) is passed to
 * `callback`, which runs in the calling thread's main context. */
void         tt_ai_runner_choose_async  (gpointer             source_object,
                                         gpointer             state,
                                         GDestroyNotify       state_free,
                                         int                  player,
                                         guint64              seed,
                                         TtComputerFunc       func,
                                         gpointer             func_data,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
/* The chosen move, or NULL with `error` set. */
JsonObject  *tt_ai_runner_choose_finish (GAsyncResult        *result,
                                         GError             **error);

/* The same with a memory between decisions: `memory` (nullable, not
 * taken) is copied for the worker; finish_remembering gives the move and
 * the memory the function returned for the next decision (or NULL). */
void         tt_ai_runner_choose_remembering_async  (gpointer              source_object,
                                                     gpointer              state,
                                                     GDestroyNotify        state_free,
                                                     int                   player,
                                                     guint64               seed,
                                                     TtComputerMemoryFunc  func,
                                                     gpointer              func_data,
                                                     JsonObject           *memory,
                                                     GCancellable         *cancellable,
                                                     GAsyncReadyCallback   callback,
                                                     gpointer              user_data);
JsonObject  *tt_ai_runner_choose_finish_remembering (GAsyncResult         *result,
                                                     JsonObject          **memory_out,
                                                     GError              **error);

G_END_DECLS
