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
  /* the four cloister colours of the painter (tt_ora_player_color) */
  static const char * const colors[] = { "red", "blue", "green", "yellow", NULL };
  g_autoptr(TtGameInfo) info = NULL;

  info = tt_game_info_new (TT_ORA_GAME_ID, N_("Ora et Labora"),
                           "tabletop-ora-symbolic", TT_TYPE_ORA_GAME);
  tt_game_info_set_description (info, N_("Run a medieval cloister: gather goods, build and settle the land"));
  tt_game_info_set_rules_document (info, TT_ORA_GAME_ID,
                                   N_("Monasteries, the production wheel and settlements, France and Ireland"));
  tt_game_info_set_colors (info, colors);
  tt_game_info_set_rules (info, &ora_rules);
  /* computer players only once the engine has them (people-only works now) */
  if (ora_rules.levels != NULL)
    {
      static const struct { const char *id; const char *label; } known[] = {
        { "easy", N_("Easy") }, { "normal", N_("Normal") }, { "hard", N_("Hard") },
      };

      for (guint i = 0; ora_rules.levels[i] != NULL; i++)
        for (guint k = 0; k < G_N_ELEMENTS (known); k++)
          if (g_str_equal (ora_rules.levels[i], known[k].id))
            tt_game_info_add_rules_level (info, known[k].id, known[k].label);
    }
  tt_ora_card_set_document_register_editor (info);
  tt_game_info_register (info);
  return info;
}
