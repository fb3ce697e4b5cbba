/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-register.c — Catan's widgets on its TtGameInfo */
#include "config.h"

#include "tt-catan-board-editor.h"
#include "tt-catan-example-board.h"
#include "tt-catan-options.h"
#include "tt-catan-register.h"
#include "tt-catan-view.h"
#include "tt-game-info.h"

void
tt_catan_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("catan");

  g_return_if_fail (info != NULL);
  tt_game_info_set_view_type (info, TT_TYPE_CATAN_VIEW);
  tt_game_info_set_options_type (info, TT_TYPE_CATAN_OPTIONS);
  /* the rules browser: its document, example board and card pictures */
  tt_catan_rules_ui_register ();
  tt_game_info_set_editor_type (info, "board", TT_TYPE_CATAN_BOARD_EDITOR);
}
