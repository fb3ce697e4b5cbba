/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game-info.c — Carcassonne's TtGameInfo (model half) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carcassonne/ai/carc-ai.h"
#include "tt-carcassonne-game-info.h"
#include "tt-carcassonne-game.h"
#include "tt-tile-set.h"

/* A hint may take this long: Hard's search, cut short. */
#define HINT_BUDGET_MS 1000

/* Easy and Normal must give the same game for the same record, so their
 * seed comes from the position; Hard's search is timed and varies anyway. */
static guint64
seed_for_state (const CarcState *state)
{
  return ((guint64) carc_state_get_turn (state) << 8) ^ carc_state_get_current_player (state);
}

static JsonObject *
choose_with (const CarcState  *state,
             CarcAiParams     *params,
             GCancellable     *cancellable,
             GError          **error)
{
  CarcMove move;

  params->seed = seed_for_state (state);
  if (!carc_ai_choose_move (state, params, cancellable, &move, NULL, error))
    return NULL;
  return carc_move_to_json (state, &move);
}

/* The runner's seed is not used: the seed above has always made the
 * levels' games, and saved games expect the same replies. */
static JsonObject *
choose_at_level (gconstpointer   state,
                 int             player,
                 guint64         seed,
                 gpointer        user_data,
                 GCancellable   *cancellable,
                 GError        **error)
{
  CarcAiParams params;

  carc_ai_params_init (&params, GPOINTER_TO_UINT (user_data));
  return choose_with (state, &params, cancellable, error);
}

static JsonObject *
choose_hint (gconstpointer   state,
             int             player,
             guint64         seed,
             gpointer        user_data,
             GCancellable   *cancellable,
             GError        **error)
{
  CarcAiParams params;

  carc_ai_params_init (&params, CARC_AI_HARD);
  params.budget_ms = HINT_BUDGET_MS;
  return choose_with (state, &params, cancellable, error);
}

TtGameInfo *
tt_carcassonne_game_info_register (void)
{
  g_autoptr(TtGameInfo) info = NULL;

  info = tt_game_info_new (TT_CARCASSONNE_GAME_ID, N_("Carcassonne"),
                           "tabletop-carcassonne-symbolic", TT_TYPE_CARCASSONNE_GAME);
  tt_game_info_set_description (info, N_("Lay tiles to build a medieval landscape of cities, roads, monasteries and fields"));
  tt_game_info_set_rules_document (info, TT_CARCASSONNE_GAME_ID);
  tt_game_info_add_level (info, "easy", N_("Easy"), choose_at_level, GUINT_TO_POINTER (CARC_AI_EASY));
  tt_game_info_add_level (info, "normal", N_("Normal"), choose_at_level, GUINT_TO_POINTER (CARC_AI_NORMAL));
  tt_game_info_add_level (info, "hard", N_("Hard"), choose_at_level, GUINT_TO_POINTER (CARC_AI_HARD));
  tt_game_info_set_hint_func (info, choose_hint, NULL);
  tt_game_info_add_editor (info, "tile-set", N_("Carcassonne Tile Sets"), TT_TYPE_TILE_SET);
  tt_game_info_register (info);
  return info;
}
