/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-goods-tray.c — a player's goods as tiles with both sides */
#include "config.h"

#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-goods-tray.h"

/* Tiles: the front side and the back side (ORA_N_GOODS = none). */
static const OraGood tiles[][2] = {
  { ORA_GRAIN, ORA_STRAW }, { ORA_SHEEP, ORA_MEAT }, { ORA_CLAY, ORA_CERAMIC },
  { ORA_WOOD, ORA_WHISKEY }, { ORA_PEAT, ORA_COAL }, { ORA_COIN, ORA_BOOK },
  { ORA_COIN5, ORA_RELIQUARY }, { ORA_STONE, ORA_ORNAMENT }, { ORA_GRAPES, ORA_WINE },
  { ORA_MALT, ORA_BEER }, { ORA_FLOUR, ORA_BREAD }, { ORA_WONDER, ORA_N_GOODS },
};

#define TILE 34
#define COLUMNS 4

struct _TtOraGoodsTray
{
  GtkWidget parent_instance;
  gint16    goods[ORA_N_GOODS];
};

G_DEFINE_FINAL_TYPE (TtOraGoodsTray, tt_ora_goods_tray, GTK_TYPE_WIDGET)

GtkWidget *
tt_ora_goods_tray_new (void)
{
  return g_object_new (TT_TYPE_ORA_GOODS_TRAY, NULL);
}

static void
tt_ora_goods_tray_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TtOraGoodsTray *self = TT_ORA_GOODS_TRAY (widget);
  double w = gtk_widget_get_width (widget);
  int columns = MAX (1, MIN (COLUMNS, (int) (w / (TILE * 2.3))));
  double cell_w = w / columns;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (0, 0, w, gtk_widget_get_height (widget)));

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      double x = (i % columns) * cell_w + TILE * 0.6;
      double y = (i / columns) * (TILE * 1.25) + TILE * 0.6;

      for (int side = 0; side < 2; side++)
        {
          OraGood good = tiles[i][side];

          if (good == ORA_N_GOODS)
            continue;
          /* a side nobody holds is drawn faint, so the tray keeps its shape */
          cairo_push_group (cr);
          tt_ora_paint_good (cr, good, x + side * TILE * 1.05, y, TILE * 0.9, self->goods[good]);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, self->goods[good] > 0 ? 1.0 : 0.25);
        }
    }
  cairo_destroy (cr);
}

static void
tt_ora_goods_tray_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  int n = G_N_ELEMENTS (tiles);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (TILE * 2.3);
      *natural = (int) (TILE * 2.3 * COLUMNS);
    }
  else
    {
      int columns = for_size > 0 ? MAX (1, MIN (COLUMNS, (int) (for_size / (TILE * 2.3)))) : COLUMNS;

      *minimum = *natural = (int) (((n + columns - 1) / columns) * TILE * 1.25 + TILE * 0.2);
    }
}

static GtkSizeRequestMode
tt_ora_goods_tray_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tt_ora_goods_tray_class_init (TtOraGoodsTrayClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tt_ora_goods_tray_snapshot;
  widget_class->measure = tt_ora_goods_tray_measure;
  widget_class->get_request_mode = tt_ora_goods_tray_get_request_mode;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ora-goods");
}

static void
tt_ora_goods_tray_init (TtOraGoodsTray *self)
{
}

char *
tt_ora_goods_tray_describe (const gint16 *goods)
{
  GString *text = g_string_new (NULL);

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (goods[g] > 0)
      g_string_append_printf (text, "%s%d %s", text->len ? ", " : "", goods[g], tt_ora_good_label (g));
  if (text->len == 0)
    g_string_append (text, _("no goods"));
  return g_string_free (text, FALSE);
}

void
tt_ora_goods_tray_set_goods (TtOraGoodsTray *self,
                             const gint16   *goods)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TT_IS_ORA_GOODS_TRAY (self));
  memcpy (self->goods, goods, sizeof self->goods);
  text = tt_ora_goods_tray_describe (goods);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Goods"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
