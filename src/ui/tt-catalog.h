/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog.h — what the window can offer: games, editors, rules documents
 *
 * The window lists whatever is here, so a new game, editor or rules
 * document appears without touching the window. All of it comes from the
 * TtGameInfo registry: the games the UI attached a play view or a board
 * to (see tt-ui-register.h), whose page is the new-game page; every
 * editor the UI attached a widget type to (tt_game_info_set_editor_type(),
 * made with g_object_new(), its entry's id "GAME-EDITOR"); and every game
 * with a rules document, whose page is the rules browser.
 */
#pragma once

#include <adwaita.h>

#include "tt-game.h"

G_BEGIN_DECLS

typedef enum
{
  TT_CATALOG_GAMES,
  TT_CATALOG_EDITORS,
  TT_CATALOG_RULES,
} TtCatalogKind;

/* Creates the page shown when the entry is chosen (a new-game page, an
 * editor, a rules document). */
typedef GtkWidget *(*TtCatalogPageFunc) (gpointer user_data);
/* Games only: creates the play view for a game loaded from a file. */
typedef GtkWidget *(*TtCatalogOpenFunc) (TtGame   *game,
                                         gpointer  user_data);

#define TT_TYPE_CATALOG_ENTRY (tt_catalog_entry_get_type ())
G_DECLARE_FINAL_TYPE (TtCatalogEntry, tt_catalog_entry, TT, CATALOG_ENTRY, GObject)

TtCatalogEntry *tt_catalog_entry_new             (const char        *id,
                                                  const char        *title,
                                                  const char        *description,
                                                  const char        *icon_name,
                                                  TtCatalogPageFunc  create_page,
                                                  TtCatalogOpenFunc  open_game,
                                                  gpointer           user_data);
const char     *tt_catalog_entry_get_id          (TtCatalogEntry    *self);
const char     *tt_catalog_entry_get_title       (TtCatalogEntry    *self);
const char     *tt_catalog_entry_get_description (TtCatalogEntry    *self);
const char     *tt_catalog_entry_get_icon_name   (TtCatalogEntry    *self);
GtkWidget      *tt_catalog_entry_create_page     (TtCatalogEntry    *self);
gboolean        tt_catalog_entry_can_open_games  (TtCatalogEntry    *self);
GtkWidget      *tt_catalog_entry_open_game       (TtCatalogEntry    *self,
                                                  TtGame            *game);

GListModel     *tt_catalog_get_model             (TtCatalogKind      kind);
TtCatalogEntry *tt_catalog_lookup                (TtCatalogKind      kind,
                                                  const char        *id);

G_END_DECLS
