/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-register.c — Carcassonne's widgets on its TtGameInfo */
#include "config.h"

#include "tt-carcassonne-options.h"
#include "tt-carcassonne-register.h"
#include "tt-carcassonne-view.h"
#include "tt-carc-board.h"
#include "tt-game-info.h"
#include "tt-tile-set-editor.h"

void
tt_carcassonne_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("carcassonne");

  g_return_if_fail (info != NULL);
  tt_game_info_set_view_type (info, TT_TYPE_CARCASSONNE_VIEW);
  tt_game_info_set_options_type (info, TT_TYPE_CARCASSONNE_OPTIONS);
  tt_game_info_set_board_type (info, TT_TYPE_CARC_BOARD);
  tt_game_info_set_editor_type (info, "tile-set", TT_TYPE_TILE_SET_EDITOR);
}
