/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-paint.c — small Cairo helpers the games' painters share */
#include "config.h"

#include <math.h>

#include "tt-paint.h"

#define TEXT_SCALE 100.0   /* text is laid out 100× larger, then scaled down */

void
tt_paint_rounded_rect (cairo_t *cr,
                       double   x,
                       double   y,
                       double   w,
                       double   h,
                       double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A layout for `text` in the scaled-up text space (see TEXT_SCALE). */
static PangoLayout *
text_layout (cairo_t    *cr,
             const char *text,
             double      size,
             double      width,
             int         lines,
             gboolean    bold)
{
  g_autoptr(PangoFontDescription) desc = pango_font_description_new ();
  PangoLayout *layout = pango_cairo_create_layout (cr);

  pango_font_description_set_family (desc, "Sans");
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (desc, size * TEXT_SCALE * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * TEXT_SCALE * PANGO_SCALE));
      /* Korean breaks between words, never inside one */
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_set_height (layout, -lines);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static void
show_layout_centered (cairo_t       *cr,
                      PangoLayout   *layout,
                      double         width,
                      const GdkRGBA *color)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, width > 0 ? -width * TEXT_SCALE / 2 : -w / 2.0, -h / 2.0);
  gdk_cairo_set_source_rgba (cr, color);
  pango_cairo_show_layout (cr, layout);
  /* cairo_save() keeps no path: the text's start point would otherwise be
   * joined by a line to whatever the caller draws next */
  cairo_new_path (cr);
}

void
tt_paint_text (cairo_t       *cr,
               const char    *text,
               double         x,
               double         y,
               double         size,
               double         width,
               int            lines,
               gboolean       bold,
               const GdkRGBA *color)
{
  g_autoptr(PangoLayout) layout = NULL;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  layout = text_layout (cr, text, size, width, lines, bold);
  show_layout_centered (cr, layout, width, color);
  cairo_restore (cr);
}

void
tt_paint_text_fit (cairo_t       *cr,
                   const char    *text,
                   double         x,
                   double         y,
                   double         size,
                   double         width,
                   double         height,
                   int            lines,
                   gboolean       bold,
                   const GdkRGBA *color)
{
  g_autoptr(PangoLayout) layout = NULL;
  double min_size = size * 0.6;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / TEXT_SCALE, 1 / TEXT_SCALE);
  /* A long name (or its translation) shrinks a little rather than spill
   * out of its band or lose its end to an ellipsis. */
  for (double s = size; ; s *= 0.92)
    {
      int w, h;

      g_clear_object (&layout);
      layout = text_layout (cr, text, s, width, lines, bold);
      pango_layout_get_pixel_size (layout, &w, &h);
      if ((h <= height * TEXT_SCALE && !pango_layout_is_ellipsized (layout)) || s * 0.92 < min_size)
        break;
    }
  show_layout_centered (cr, layout, width, color);
  cairo_restore (cr);
}

void
tt_paint_snapshot_label (GtkWidget     *widget,
                         GtkSnapshot   *snapshot,
                         const char    *text,
                         double         x,
                         double         y,
                         double         xalign,
                         const GdkRGBA *color)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x - w * xalign), round (y - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

void
tt_paint_chart_colors (GtkWidget *widget,
                       GdkRGBA   *text,
                       GdkRGBA   *grid)
{
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), text);
  *grid = *text;
  grid->alpha = 0.12;
  text->alpha = 0.7;
}

void
tt_paint_chart_stroke (cairo_t       *cr,
                       const GdkRGBA *color,
                       double         width)
{
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, width + 2);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}
