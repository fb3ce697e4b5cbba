/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-paint.h — small Cairo helpers the games' painters share
 *
 * The board painters draw in their own units (a hex radius, a landscape
 * cell), often far smaller than a pixel; text is laid out large and scaled
 * down, since Pango hints tiny font sizes badly.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A rounded rectangle as a new sub-path. */
void tt_paint_rounded_rect (cairo_t       *cr,
                            double         x,
                            double         y,
                            double         w,
                            double         h,
                            double         r);
/* `text` centred on (x, y) in the user's units, `size` high; wrapped
 * between words to `width` and at most `lines` lines (width 0: one line). */
void tt_paint_text         (cairo_t       *cr,
                            const char    *text,
                            double         x,
                            double         y,
                            double         size,
                            double         width,
                            int            lines,
                            gboolean       bold,
                            const GdkRGBA *color);
/* The same, shrunk (to no less than 60 %) until it fits in `height`
 * without an ellipsis. */
void tt_paint_text_fit     (cairo_t       *cr,
                            const char    *text,
                            double         x,
                            double         y,
                            double         size,
                            double         width,
                            double         height,
                            int            lines,
                            gboolean       bold,
                            const GdkRGBA *color);

/* A widget's own text (its font) at (x, y) in the snapshot's pixels:
 * `xalign` 0 starts it there, 0.5 centres it, 1 ends it; centred on y. */
void tt_paint_snapshot_label (GtkWidget     *widget,
                              GtkSnapshot   *snapshot,
                              const char    *text,
                              double         x,
                              double         y,
                              double         xalign,
                              const GdkRGBA *color);

/* The charts' colours (tt-score-chart.c, tt-standing-chart.c), from the
 * widget's foreground so light and dark styles both read: `text` for
 * labels, `grid` for the faint value lines. */
void tt_paint_chart_colors   (GtkWidget     *widget,
                              GdkRGBA       *text,
                              GdkRGBA       *grid);
/* Strokes the current path `width` wide in `color` over a dark halo, which
 * keeps yellow and light lines readable on either style. */
void tt_paint_chart_stroke   (cairo_t       *cr,
                              const GdkRGBA *color,
                              double         width);

G_END_DECLS
