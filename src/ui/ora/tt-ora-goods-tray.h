/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-goods-tray.h — a player's goods: each tile with both its sides
 * (grain/straw, clay/ceramic, …) and the count of each side */
#pragma once

#include <gtk/gtk.h>

#include "tt-ora-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_GOODS_TRAY (tt_ora_goods_tray_get_type ())
G_DECLARE_FINAL_TYPE (TtOraGoodsTray, tt_ora_goods_tray, TT, ORA_GOODS_TRAY, GtkWidget)

GtkWidget *tt_ora_goods_tray_new        (void);
void       tt_ora_goods_tray_set_goods  (TtOraGoodsTray *self,
                                         const gint16   *goods);
/* The goods in words ("3 grain, 1 straw, …"), as screen readers hear them. */
char      *tt_ora_goods_tray_describe   (const gint16   *goods);

G_END_DECLS
