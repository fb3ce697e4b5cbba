/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-card-chip.c — a card's colour, small, where a card is named */
#include "config.h"

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
  int card = GPOINTER_TO_INT (data);
  GdkRGBA color;

  tt_catan_resource_color (card, &color);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

GtkWidget *
tt_catan_card_chip (int      card,
                    int      size,
                    gboolean faint)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size * 2 / 3);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card_chip, GINT_TO_POINTER (card), NULL);
  if (faint)
    gtk_widget_set_opacity (area, 0.25);
  gtk_widget_set_tooltip_text (area, tt_catan_card_label (card));
  return area;
}
