/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game-info.c — Carcassonne's TtGameInfo (model half) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carcassonne/ai/carc-ai.h"
#include "carcassonne/carc-rules.h"
#include "tt-carcassonne-game-info.h"
#include "tt-carcassonne-game.h"
#include "tt-tile-set.h"

/* A hint may take this long: Hard's search, cut short. */
#define HINT_BUDGET_MS 1000

/* A hint is Hard's search, cut short; its seed comes from the position,
 * so the same position suggests the same move. */
static JsonObject *
choose_hint (gconstpointer   state,
             int             player,
             guint64         seed,
             gpointer        user_data,
             GCancellable   *cancellable,
             GError        **error)
{
  CarcAiParams params;
  CarcMove move;

  carc_ai_params_init (&params, CARC_AI_HARD);
  params.budget_ms = HINT_BUDGET_MS;
  params.seed = seed;
  if (!carc_ai_choose_move (state, &params, cancellable, &move, NULL, error))
    return NULL;
  return carc_move_to_json (state, &move);
}
TtGameInfo *
tt_carcassonne_game_info_register (void)
{
  g_autoptr(TtGameInfo) info = NULL;

  info = tt_game_info_new (TT_CARCASSONNE_GAME_ID, N_("Carcassonne"),
                           "tabletop-carcassonne-symbolic", TT_TYPE_CARCASSONNE_GAME);
  tt_game_info_set_description (info, N_("Lay tiles to build a medieval landscape of cities, roads, monasteries and fields"));
  tt_game_info_set_rules_document (info, TT_CARCASSONNE_GAME_ID,
                                   N_("Tiles, meeples and farmers, with the River and the Abbot"));
  /* TtGame plays through the table, as for every game (seat colours and
   * levels included); TtCarcassonneGame adds only its own words, phases
   * and the board's events. */
  tt_game_info_set_rules (info, &carc_rules);
  tt_game_info_add_rules_levels (info);
  tt_game_info_set_hint_func (info, choose_hint, NULL);
  tt_game_info_add_editor (info, "tile-set", N_("Carcassonne Tile Sets"),
                           N_("Design your own tiles and play them at once"), TT_TYPE_TILE_SET);
  tt_game_info_register (info);
  return info;
}
