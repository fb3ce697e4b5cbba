/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-goods-tray.c — a player's goods as tiles with both sides */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-goods-tray.h"
#include "tt-paint.h"

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

static int
tray_columns (double width)
{
  return MAX (1, MIN (COLUMNS, (int) (width / (TILE * 2.45))));
}

/* The centre of side `side` of tile `i` in a tray `width` wide. */
static void
tile_center (double  width,
             guint   i,
             int     side,
             double *x,
             double *y)
{
  int columns = tray_columns (width);
  double cell_w = width / columns;

  *x = (i % columns) * cell_w + TILE * 0.6 + side * TILE * 1.12;
  *y = (i / columns) * (TILE * 1.25) + TILE * 0.65;
}

static void
tt_ora_goods_tray_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TtOraGoodsTray *self = TT_ORA_GOODS_TRAY (widget);
  double w = gtk_widget_get_width (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                           &GRAPHENE_RECT_INIT (0, 0, w, gtk_widget_get_height (widget)));
  double plate = adw_style_manager_get_dark (adw_style_manager_get_default ()) ? 1 : 0;
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      double x, y;

      /* the two sides of one tile share a plate, so they read as a pair */
      tile_center (w, i, 0, &x, &y);
      tt_paint_rounded_rect (cr, x - TILE * 0.56, y - TILE * 0.56,
                             TILE * (tiles[i][1] == ORA_N_GOODS ? 1.12 : 2.24), TILE * 1.12, TILE * 0.22);
      cairo_set_source_rgba (cr, plate, plate, plate, 0.1);
      cairo_fill (cr);
      for (int side = 0; side < 2; side++)
        {
          OraGood good = tiles[i][side];

          if (good == ORA_N_GOODS)
            continue;
          tile_center (w, i, side, &x, &y);
          /* a side nobody holds is drawn faint, so the tray keeps its shape */
          cairo_push_group (cr);
          tt_ora_paint_good (cr, good, x, y, TILE * 0.92, self->goods[good]);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, self->goods[good] > 0 ? 1.0 : 0.3);
        }
    }
  cairo_destroy (cr);
}

/* The good under (x, y), or ORA_N_GOODS. */
static OraGood
good_at (GtkWidget *widget,
         double     px,
         double     py)
{
  double w = gtk_widget_get_width (widget);

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    for (int side = 0; side < 2; side++)
      {
        double x, y;

        if (tiles[i][side] == ORA_N_GOODS)
          continue;
        tile_center (w, i, side, &x, &y);
        if (fabs (px - x) <= TILE * 0.5 && fabs (py - y) <= TILE * 0.5)
          return tiles[i][side];
      }
  return ORA_N_GOODS;
}

static gboolean
tt_ora_goods_tray_query_tooltip (GtkWidget  *widget,
                                 int         x,
                                 int         y,
                                 gboolean    keyboard,
                                 GtkTooltip *tooltip)
{
  TtOraGoodsTray *self = TT_ORA_GOODS_TRAY (widget);
  OraGood good = keyboard ? ORA_N_GOODS : good_at (widget, x, y);
  g_autofree char *text = NULL;

  if (good == ORA_N_GOODS)
    return GTK_WIDGET_CLASS (tt_ora_goods_tray_parent_class)->query_tooltip (widget, x, y, keyboard, tooltip);
  /* the good's name and how many the player has */
  text = g_strdup_printf (_("%s: %d"), tt_ora_good_label (good), self->goods[good]);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
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
      *minimum = (int) (TILE * 2.45);
      *natural = (int) (TILE * 2.45 * COLUMNS);
    }
  else
    {
      int columns = for_size > 0 ? tray_columns (for_size) : COLUMNS;

      *minimum = *natural = (int) (((n + columns - 1) / columns) * TILE * 1.25 + TILE * 0.3);
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
  widget_class->query_tooltip = tt_ora_goods_tray_query_tooltip;
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
      {
        g_autofree char *amount = tt_ora_good_amount (goods[g], g);

        g_string_append_printf (text, "%s%s", text->len ? ", " : "", amount);
      }
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
