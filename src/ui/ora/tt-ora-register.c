/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-register.c — Ora et Labora's widgets on its TtGameInfo */
#include "config.h"

#include "tt-game-info.h"
#include "tt-ora-card-editor.h"
#include "tt-ora-example-board.h"
#include "tt-ora-options.h"
#include "tt-ora-register.h"
#include "tt-ora-view.h"

void
tt_ora_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("ora");

  g_return_if_fail (info != NULL);
  tt_game_info_set_view_type (info, TT_TYPE_ORA_VIEW);
  tt_game_info_set_options_type (info, TT_TYPE_ORA_OPTIONS);
  /* the rules browser: its document, example board and card pictures */
  tt_ora_rules_ui_register ();
  tt_game_info_set_editor_type (info, "card-set", TT_TYPE_ORA_CARD_EDITOR);
}
