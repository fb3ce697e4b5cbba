/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game-info.c — Ora et Labora's TtGameInfo (model half) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ora/ora-rules.h"
#include "tt-ora-card-set-document.h"
#include "tt-ora-game-info.h"
#include "tt-ora-game.h"

TtGameInfo *
tt_ora_game_info_register (void)
{
  g_autoptr(TtGameInfo) info = NULL;

  info = tt_game_info_new (TT_ORA_GAME_ID, N_("Ora et Labora"),
                           "tabletop-ora-symbolic", TT_TYPE_ORA_GAME);
  tt_game_info_set_description (info, N_("Run a medieval cloister: gather goods, build and settle the land"));
  tt_game_info_set_rules_document (info, TT_ORA_GAME_ID,
                                   N_("Monasteries, the production wheel and settlements, France and Ireland"));
  tt_game_info_set_rules (info, &ora_rules);
  tt_game_info_add_rules_levels (info);
  tt_ora_card_set_document_register_editor (info);
  tt_game_info_register (info);
  return info;
}
