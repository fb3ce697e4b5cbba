/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-card-chip.c — a card, small, where a card is named */
#include "config.h"

#include <adwaita.h>

#include "catan/tt-catan-game.h"
#include "tt-catan-card-chip.h"
#include "tt-catan-painter.h"

static void
draw_card_chip (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  tt_catan_paint_card (cr, GPOINTER_TO_INT (data), 0.5, 0.5, width - 1, height - 1,
                       dark ? TT_CATAN_PAINT_DARK : TT_CATAN_PAINT_NONE);
}

GtkWidget *
tt_catan_card_chip (int      card,
                    int      size,
                    gboolean faint)
{
  GtkWidget *area = gtk_drawing_area_new ();
  const char *name = tt_catan_card_label (card);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size * 2 / 3);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card_chip, GINT_TO_POINTER (card), NULL);
  /* the land dims in the dark style; the cards dim with it */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), area, G_CONNECT_SWAPPED);
  if (faint)
    gtk_widget_set_opacity (area, 0.25);
  gtk_widget_set_tooltip_text (area, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return area;
}
