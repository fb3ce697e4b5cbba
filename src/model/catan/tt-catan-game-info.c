/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-info.c — Catan's TtGameInfo (model half) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "catan/catan-rules.h"
#include "tt-catan-board-document.h"
#include "tt-catan-game-info.h"
#include "tt-catan-game.h"

static const char *
variant_of (JsonObject *options)
{
  return json_object_get_boolean_member_with_default (options, "cities_and_knights", FALSE)
         ? N_("Cities & Knights") : NULL;
}

TtGameInfo *
tt_catan_game_info_register (void)
{
  g_autoptr(TtGameInfo) info = NULL;

  info = tt_game_info_new (TT_CATAN_GAME_ID, N_("Catan"),
                           "tabletop-catan-symbolic", TT_TYPE_CATAN_GAME);
  tt_game_info_set_description (info, N_("Settle an island, trade its goods and build roads, settlements and cities"));
  tt_game_info_set_rules_document (info, TT_CATAN_GAME_ID,
                                   N_("The island, trading and the robber, with Cities & Knights and its 54 progress cards"));
  tt_game_info_set_variant_func (info, variant_of);
  tt_game_info_set_rules (info, &catan_rules);
  tt_game_info_add_rules_levels (info);
  tt_catan_board_document_register_editor (info);
  tt_game_info_register (info);
  return info;
}
