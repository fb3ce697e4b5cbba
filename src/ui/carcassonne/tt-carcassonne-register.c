/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-register.c — Carcassonne's widgets on its TtGameInfo */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-carcassonne-register.h"
#include "tt-carcassonne-view.h"
#include "tt-carc-board.h"
#include "tt-carc-new-game.h"
#include "ui/tt-catalog.h"
#include "ui/tt-catalog-view.h"

static void
on_new_game_start (TtCarcNewGame *page)
{
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *catalog;

  game = tt_carc_new_game_create_game (page, &error);
  if (game == NULL)
    return;   /* the page shows the error */
  catalog = gtk_widget_get_ancestor (GTK_WIDGET (page), TT_TYPE_CATALOG_VIEW);
  if (catalog)
    tt_catalog_view_show_page (TT_CATALOG_VIEW (catalog), tt_carcassonne_view_new (game));
}

static GtkWidget *
create_new_game_page (gpointer user_data)
{
  GtkWidget *page = tt_carc_new_game_new ();

  g_signal_connect (page, "start", G_CALLBACK (on_new_game_start), NULL);
  return page;
}

void
tt_carcassonne_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("carcassonne");
  g_autoptr(TtCatalogEntry) entry = NULL;

  g_return_if_fail (info != NULL);
  tt_game_info_set_view_type (info, TT_TYPE_CARCASSONNE_VIEW);
  tt_game_info_set_board_type (info, TT_TYPE_CARC_BOARD);
  entry = tt_catalog_entry_new ("carcassonne", _("Carcassonne"),
                                _("Lay tiles to build a medieval landscape of cities, roads, monasteries and fields"),
                                "tabletop-carcassonne-symbolic", create_new_game_page, NULL, NULL);
  tt_catalog_add (TT_CATALOG_GAMES, entry);
}
