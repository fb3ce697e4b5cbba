/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog-view.h — one view of the window: a list of catalog entries
 * (or an empty state), and the page of the entry the user chose. */
#pragma once

#include <adwaita.h>

#include "tt-catalog.h"

G_BEGIN_DECLS

#define TT_TYPE_CATALOG_VIEW (tt_catalog_view_get_type ())
G_DECLARE_FINAL_TYPE (TtCatalogView, tt_catalog_view, TT, CATALOG_VIEW, AdwBin)

GtkWidget  *tt_catalog_view_new            (GListModel    *model);
void        tt_catalog_view_set_texts      (TtCatalogView *self,
                                            const char    *icon_name,
                                            const char    *list_title,
                                            const char    *list_description,
                                            const char    *empty_title,
                                            const char    *empty_description);
void        tt_catalog_view_set_header (TtCatalogView *self,
                                        GtkWidget     *header);
GListModel *tt_catalog_view_get_model      (TtCatalogView *self);
void        tt_catalog_view_show_page      (TtCatalogView *self,
                                            GtkWidget     *page);
GtkWidget  *tt_catalog_view_get_page       (TtCatalogView *self);
void        tt_catalog_view_go_back        (TtCatalogView *self);
gboolean    tt_catalog_view_is_empty       (TtCatalogView *self);
void        tt_catalog_view_open_entry     (TtCatalogView *self,
                                            guint          position);
const char *tt_catalog_view_get_shown      (TtCatalogView *self);

G_END_DECLS
