/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog.h — what the window can offer: games, editors, rules documents
 *
 * The window lists whatever is here, so a new game, editor or rules
 * document appears without touching the window. Games come from the
 * TtGameInfo registry (those the UI attached a play view or a board to,
 * see tt-ui-register.h); their page is the new-game page. Each game's UI
 * register adds its editors and rules document, once they really work.
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

/* title and description are shown as given: pass them through _().
 * Not for games, which come from the TtGameInfo registry. */
void            tt_catalog_add                   (TtCatalogKind      kind,
                                                  TtCatalogEntry    *entry);
GListModel     *tt_catalog_get_model             (TtCatalogKind      kind);
TtCatalogEntry *tt_catalog_lookup                (TtCatalogKind      kind,
                                                  const char        *id);

G_END_DECLS
