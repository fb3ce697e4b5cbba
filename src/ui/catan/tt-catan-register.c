/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-register.c — Catan's widgets on its TtGameInfo */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catan-options.h"
#include "tt-catan-register.h"
#include "tt-catan-view.h"
#include "tt-game-info.h"
#include "ui/rules/tt-rules-browser.h"

void
tt_catan_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("catan");

  g_return_if_fail (info != NULL);
  tt_game_info_set_view_type (info, TT_TYPE_CATAN_VIEW);
  tt_game_info_set_options_type (info, TT_TYPE_CATAN_OPTIONS);
  tt_rules_add_document ("catan", _("The base game and Cities and Knights, with every progress card"));
}
