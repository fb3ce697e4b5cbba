/* tt-carc-ai-runner.h — Carcassonne computer players for the model layer
 *
 * Runs carc_ai_choose_move() in a worker thread on a private copy of the
 * state, so the window never waits for it; the GCancellable stops a search
 * at once (undo, quit, new game). Used for hints ("suggest a move") and,
 * through tt_carc_ai_register_levels(), as TtCarcassonneGame's controllers.
 */
#pragma once

#include <gio/gio.h>

#include "carcassonne/ai/carc-ai.h"

G_BEGIN_DECLS

/* `state` is copied before this returns. `budget_ms` 0: the default. */
void      tt_carc_ai_choose_async    (const CarcState      *state,
                                      CarcAiLevel           level,
                                      guint                 budget_ms,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
gboolean  tt_carc_ai_choose_finish   (GAsyncResult         *result,
                                      CarcMove             *move,
                                      GError              **error);

/* Registers "easy", "normal" and "hard" (translated labels) with
 * tt_carcassonne_game_register_level(); call once at start-up, after
 * gettext is set up. Calling it again does nothing. */
void      tt_carc_ai_register_levels (void);

G_END_DECLS
