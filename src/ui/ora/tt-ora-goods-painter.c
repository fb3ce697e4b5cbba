/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-goods-painter.c — one vector pictogram per good of Ora et Labora
 *
 * Each picture is drawn in a unit square centred on the origin, its shapes
 * within ±0.4, filled in the thing's own colours and outlined in ink, so
 * it reads on its tile at 24 px and the tile reads on light and dark.
 */
#include "config.h"

#include <math.h>

#include "tt-ora-goods-painter.h"
#include "tt-paint.h"

#define LW 0.045   /* outline width in picture units */

static const GdkRGBA ink = { 0.18, 0.13, 0.09, 1.0 };

/* Helpers ------------------------------------------------------------------ */

/* Fills the current path in (r, g, b) and outlines it in ink. */
static void
fill_outline (cairo_t *cr,
              double   r,
              double   g,
              double   b)
{
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, LW);
  cairo_stroke (cr);
}

static void
ellipse (cairo_t *cr,
         double   x,
         double   y,
         double   rx,
         double   ry,
         double   angle)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
circle (cairo_t *cr,
        double   x,
        double   y,
        double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
}

static void
line (cairo_t *cr,
      double   x0,
      double   y0,
      double   x1,
      double   y1,
      double   width,
      double   r,
      double   g,
      double   b)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, width);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_stroke (cr);
}

static void
polygon (cairo_t      *cr,
         const double *points,
         int           n)
{
  cairo_move_to (cr, points[0], points[1]);
  for (int i = 1; i < n; i++)
    cairo_line_to (cr, points[2 * i], points[2 * i + 1]);
  cairo_close_path (cr);
}

/* Fills the current path (overlapping circles) as one shape with one
 * outline: the outline is stroked twice as wide first, the fill covers its
 * inner half and the seams. */
static void
fill_union (cairo_t *cr,
            double   r,
            double   g,
            double   b)
{
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, 2 * LW);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
}

/* Field and pasture -------------------------------------------------------- */

static void
paint_grain (cairo_t *cr)
{
  static const double ears[5][2] = { { -0.25, -0.16 }, { -0.13, -0.27 }, { 0, -0.32 }, { 0.13, -0.27 }, { 0.25, -0.16 } };

  /* a sheaf: stalks fanning out above and below the tie, ears on top */
  for (int i = 0; i < 5; i++)
    {
      cairo_move_to (cr, ears[i][0] * 0.7, 0.38);
      cairo_line_to (cr, ears[i][0] * 0.15, 0.13);
      cairo_line_to (cr, ears[i][0], ears[i][1] + 0.08);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.05);
  cairo_set_source_rgb (cr, 0.60, 0.45, 0.10);
  cairo_stroke (cr);
  for (int i = 0; i < 5; i++)
    {
      double dx = ears[i][0] - ears[i][0] * 0.15, dy = ears[i][1] - 0.13;

      ellipse (cr, ears[i][0], ears[i][1], 0.06, 0.12, atan2 (-dx, dy));
      fill_outline (cr, 0.96, 0.74, 0.18);
    }
  tt_paint_rounded_rect (cr, -0.1, 0.09, 0.2, 0.08, 0.02);
  fill_outline (cr, 0.72, 0.28, 0.14);
}

static void
paint_straw (cairo_t *cr)
{
  /* a bale of straw, tied twice */
  tt_paint_rounded_rect (cr, -0.38, -0.22, 0.76, 0.46, 0.08);
  fill_outline (cr, 0.97, 0.88, 0.52);
  for (int i = 0; i < 4; i++)
    line (cr, -0.3, -0.12 + i * 0.09, 0.3, -0.12 + i * 0.09, 0.025, 0.78, 0.64, 0.25);
  line (cr, -0.16, -0.21, -0.16, 0.23, 0.06, 0.55, 0.25, 0.12);
  line (cr, 0.16, -0.21, 0.16, 0.23, 0.06, 0.55, 0.25, 0.12);
}

static void
paint_sheep (cairo_t *cr)
{
  static const double puffs[][3] = {
    { -0.12, -0.08, 0.14 }, { 0.06, -0.12, 0.14 }, { 0.22, -0.02, 0.13 },
    { 0.12, 0.1, 0.14 }, { -0.06, 0.1, 0.14 }, { -0.14, 0.02, 0.12 },
  };

  line (cr, -0.08, 0.14, -0.08, 0.35, 0.07, ink.red, ink.green, ink.blue);
  line (cr, 0.16, 0.14, 0.16, 0.35, 0.07, ink.red, ink.green, ink.blue);
  for (guint i = 0; i < G_N_ELEMENTS (puffs); i++)
    circle (cr, puffs[i][0], puffs[i][1], puffs[i][2]);
  fill_union (cr, 0.99, 0.98, 0.94);
  ellipse (cr, -0.3, -0.06, 0.1, 0.13, 0.5);
  fill_outline (cr, 0.22, 0.19, 0.17);
  ellipse (cr, -0.22, -0.17, 0.07, 0.035, -0.4);
  fill_outline (cr, 0.22, 0.19, 0.17);
}

static void
paint_meat (cairo_t *cr)
{
  /* a leg of meat on its bone */
  line (cr, -0.04, 0.04, -0.26, 0.26, 0.14, ink.red, ink.green, ink.blue);
  line (cr, -0.04, 0.04, -0.26, 0.26, 0.08, 0.98, 0.95, 0.88);
  circle (cr, -0.32, 0.22, 0.06);
  circle (cr, -0.22, 0.32, 0.06);
  fill_union (cr, 0.98, 0.95, 0.88);
  ellipse (cr, 0.08, -0.08, 0.28, 0.2, -0.75);
  fill_outline (cr, 0.80, 0.28, 0.24);
  ellipse (cr, 0.1, -0.1, 0.16, 0.09, -0.75);
  cairo_set_source_rgb (cr, 0.99, 0.84, 0.78);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
}

/* Clay and wood ------------------------------------------------------------ */

static void
paint_clay (cairo_t *cr)
{
  /* a lump of clay with finger marks */
  cairo_move_to (cr, -0.38, 0.28);
  cairo_curve_to (cr, -0.4, 0.0, -0.24, -0.18, -0.06, -0.18);
  cairo_curve_to (cr, -0.02, -0.33, 0.22, -0.33, 0.25, -0.15);
  cairo_curve_to (cr, 0.4, -0.08, 0.42, 0.14, 0.38, 0.28);
  cairo_close_path (cr);
  fill_outline (cr, 0.78, 0.42, 0.22);
  cairo_arc (cr, -0.02, 0.16, 0.16, G_PI * 1.1, G_PI * 1.7);
  cairo_set_source_rgb (cr, 0.93, 0.62, 0.42);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  cairo_arc (cr, 0.16, 0.2, 0.1, G_PI * 1.1, G_PI * 1.8);
  cairo_stroke (cr);
}

static void
paint_ceramic (cairo_t *cr)
{
  /* a jug with a handle and a painted band */
  cairo_move_to (cr, 0.09, -0.24);
  cairo_curve_to (cr, 0.36, -0.3, 0.38, -0.02, 0.25, 0.04);
  cairo_set_line_width (cr, 0.1);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 0.05);
  cairo_set_source_rgb (cr, 0.74, 0.36, 0.20);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.1, -0.3);
  cairo_line_to (cr, 0.1, -0.3);
  cairo_curve_to (cr, 0.08, -0.16, 0.3, -0.12, 0.28, 0.08);
  cairo_curve_to (cr, 0.26, 0.28, 0.12, 0.36, 0.0, 0.36);
  cairo_curve_to (cr, -0.12, 0.36, -0.26, 0.28, -0.28, 0.08);
  cairo_curve_to (cr, -0.3, -0.12, -0.08, -0.16, -0.1, -0.3);
  cairo_close_path (cr);
  fill_outline (cr, 0.74, 0.36, 0.20);
  tt_paint_rounded_rect (cr, -0.14, -0.37, 0.28, 0.08, 0.02);
  fill_outline (cr, 0.74, 0.36, 0.20);
  line (cr, -0.25, 0.06, 0.25, 0.06, 0.06, 0.99, 0.88, 0.60);
}

static void
paint_wood (cairo_t *cr)
{
  static const double logs[3][2] = { { -0.17, 0.16 }, { 0.17, 0.16 }, { 0, -0.14 } };

  /* three logs seen end on */
  for (int i = 0; i < 3; i++)
    {
      circle (cr, logs[i][0], logs[i][1], 0.18);
      fill_outline (cr, 0.48, 0.30, 0.14);
      circle (cr, logs[i][0], logs[i][1], 0.13);
      cairo_set_source_rgb (cr, 0.93, 0.76, 0.50);
      cairo_fill (cr);
      circle (cr, logs[i][0], logs[i][1], 0.075);
      circle (cr, logs[i][0], logs[i][1], 0.025);
      cairo_set_source_rgb (cr, 0.70, 0.50, 0.28);
      cairo_set_line_width (cr, 0.025);
      cairo_stroke (cr);
    }
}

static void
paint_whiskey (cairo_t *cr)
{
  /* a bottle of amber spirit and a tumbler */
  cairo_move_to (cr, -0.27, -0.02);
  cairo_curve_to (cr, -0.27, -0.12, -0.16, -0.14, -0.16, -0.2);
  cairo_line_to (cr, -0.16, -0.33);
  cairo_line_to (cr, -0.04, -0.33);
  cairo_line_to (cr, -0.04, -0.2);
  cairo_curve_to (cr, -0.04, -0.14, 0.07, -0.12, 0.07, -0.02);
  cairo_close_path (cr);
  fill_outline (cr, 0.78, 0.46, 0.12);
  tt_paint_rounded_rect (cr, -0.27, -0.08, 0.34, 0.45, 0.05);
  fill_outline (cr, 0.78, 0.46, 0.12);
  tt_paint_rounded_rect (cr, -0.15, -0.41, 0.1, 0.09, 0.02);
  fill_outline (cr, 0.86, 0.70, 0.48);
  cairo_rectangle (cr, -0.22, 0.04, 0.24, 0.16);
  fill_outline (cr, 0.99, 0.95, 0.84);
  cairo_rectangle (cr, 0.14, 0.12, 0.2, 0.25);
  fill_outline (cr, 0.93, 0.96, 0.98);
  cairo_rectangle (cr, 0.165, 0.24, 0.15, 0.11);
  cairo_set_source_rgb (cr, 0.80, 0.48, 0.12);
  cairo_fill (cr);
}

/* Peat, coal, stone -------------------------------------------------------- */

static void
paint_peat (cairo_t *cr)
{
  static const double sods[3][3] = { { -0.36, 0.14, 0.72 }, { -0.29, -0.06, 0.58 }, { -0.22, -0.26, 0.44 } };

  /* cut sods stacked to dry */
  for (int i = 0; i < 3; i++)
    {
      tt_paint_rounded_rect (cr, sods[i][0], sods[i][1], sods[i][2], 0.2, 0.05);
      fill_outline (cr, 0.38, 0.26, 0.16);
      for (double x = sods[i][0] + 0.08; x < sods[i][0] + sods[i][2] - 0.06; x += 0.12)
        line (cr, x, sods[i][1] + 0.06, x + 0.05, sods[i][1] + 0.13, 0.025, 0.62, 0.48, 0.34);
    }
}

static void
paint_coal (cairo_t *cr)
{
  static const double lumps[3][10] = {
    { -0.36, 0.32, -0.32, 0.02, -0.12, -0.06, 0.04, 0.12, -0.02, 0.32 },
    { -0.02, 0.32, 0.06, 0.06, 0.22, -0.04, 0.37, 0.16, 0.3, 0.32 },
    { -0.2, -0.02, -0.1, -0.3, 0.1, -0.34, 0.22, -0.12, 0.06, 0.04 },
  };

  for (int i = 0; i < 3; i++)
    {
      const double *p = lumps[i];

      polygon (cr, p, 5);
      fill_outline (cr, 0.14, 0.14, 0.16);
      /* a glint on the upper faces */
      cairo_move_to (cr, p[2] + 0.03, p[3] + 0.02);
      cairo_line_to (cr, p[4], p[5] + 0.04);
      cairo_line_to (cr, (p[2] + p[6]) / 2, (p[3] + p[7]) / 2 + 0.02);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.50, 0.52, 0.58);
      cairo_fill (cr);
    }
}

static void
paint_stone (cairo_t *cr)
{
  static const double blocks[3][2] = { { -0.37, 0.06 }, { 0.01, 0.06 }, { -0.18, -0.24 } };

  /* cut blocks piled up */
  for (int i = 0; i < 3; i++)
    {
      cairo_rectangle (cr, blocks[i][0], blocks[i][1], 0.36, 0.28);
      fill_outline (cr, 0.66, 0.67, 0.70);
      line (cr, blocks[i][0] + 0.05, blocks[i][1] + 0.06, blocks[i][0] + 0.31, blocks[i][1] + 0.06,
            0.035, 0.88, 0.89, 0.91);
      line (cr, blocks[i][0] + 0.12, blocks[i][1] + 0.16, blocks[i][0] + 0.2, blocks[i][1] + 0.2,
            0.025, 0.45, 0.46, 0.50);
    }
}

static void
paint_ornament (cairo_t *cr)
{
  static const double gem[] = { 0, -0.24, 0.2, -0.04, 0, 0.26, -0.2, -0.04 };

  /* a gem in a golden setting */
  circle (cr, 0, 0, 0.35);
  fill_outline (cr, 0.93, 0.74, 0.24);
  for (int i = 0; i < 8; i++)
    circle (cr, 0.29 * cos (i * G_PI / 4 + G_PI / 8), 0.29 * sin (i * G_PI / 4 + G_PI / 8), 0.03);
  cairo_set_source_rgb (cr, 0.72, 0.50, 0.10);
  cairo_fill (cr);
  polygon (cr, gem, 4);
  fill_outline (cr, 0.12, 0.60, 0.62);
  line (cr, -0.2, -0.04, 0.2, -0.04, 0.025, 0.70, 0.95, 0.95);
  line (cr, -0.08, -0.04, 0, 0.24, 0.025, 0.70, 0.95, 0.95);
  line (cr, 0.08, -0.04, 0, 0.24, 0.025, 0.70, 0.95, 0.95);
}

/* Coins, books, reliquaries ------------------------------------------------ */

static void
paint_coin_face (cairo_t    *cr,
                 double      r,
                 const char *value,
                 double      red,
                 double      green,
                 double      blue)
{
  circle (cr, 0, 0, r);
  fill_outline (cr, red, green, blue);
  circle (cr, 0, 0, r * 0.76);
  cairo_set_source_rgb (cr, red * 0.8, green * 0.72, blue * 0.5);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  tt_paint_text (cr, value, 0, 0.01, r * 1.05, 0, 1, TRUE, &(GdkRGBA) { 0.45, 0.28, 0.04, 1 });
}

static void
paint_coin (cairo_t *cr)
{
  paint_coin_face (cr, 0.32, "1", 0.99, 0.82, 0.26);
}

static void
paint_coin5 (cairo_t *cr)
{
  /* the larger 5-coin, with a beaded rim */
  paint_coin_face (cr, 0.4, "5", 0.96, 0.70, 0.16);
  for (int i = 0; i < 16; i++)
    circle (cr, 0.35 * cos (i * G_PI / 8), 0.35 * sin (i * G_PI / 8), 0.018);
  cairo_set_source_rgb (cr, 0.55, 0.36, 0.05);
  cairo_fill (cr);
}

static void
paint_book (cairo_t *cr)
{
  /* a bound book, a cross on its cover */
  cairo_rectangle (cr, 0.16, -0.3, 0.1, 0.64);
  fill_outline (cr, 0.99, 0.96, 0.86);
  tt_paint_rounded_rect (cr, -0.3, -0.36, 0.52, 0.68, 0.04);
  fill_outline (cr, 0.20, 0.34, 0.68);
  cairo_rectangle (cr, -0.3, -0.36, 0.09, 0.68);
  fill_outline (cr, 0.13, 0.22, 0.48);
  line (cr, 0.0, -0.2, 0.0, 0.12, 0.06, 0.98, 0.80, 0.28);
  line (cr, -0.1, -0.1, 0.1, -0.1, 0.06, 0.98, 0.80, 0.28);
}

static void
paint_reliquary (cairo_t *cr)
{
  static const double roof[] = { -0.35, -0.04, -0.22, -0.22, 0.22, -0.22, 0.35, -0.04 };

  /* a gilded shrine set with gems, a cross on its roof */
  line (cr, 0, -0.22, 0, -0.4, 0.1, ink.red, ink.green, ink.blue);
  line (cr, -0.08, -0.33, 0.08, -0.33, 0.1, ink.red, ink.green, ink.blue);
  line (cr, 0, -0.22, 0, -0.4, 0.05, 0.96, 0.78, 0.24);
  line (cr, -0.08, -0.33, 0.08, -0.33, 0.05, 0.96, 0.78, 0.24);
  cairo_rectangle (cr, -0.3, -0.04, 0.6, 0.34);
  fill_outline (cr, 0.94, 0.74, 0.22);
  polygon (cr, roof, 4);
  fill_outline (cr, 0.84, 0.58, 0.14);
  cairo_rectangle (cr, -0.33, 0.3, 0.66, 0.07);
  fill_outline (cr, 0.84, 0.58, 0.14);
  circle (cr, 0, 0.13, 0.08);
  fill_outline (cr, 0.56, 0.24, 0.72);
  circle (cr, -0.19, 0.13, 0.045);
  fill_outline (cr, 0.84, 0.18, 0.24);
  circle (cr, 0.19, 0.13, 0.045);
  fill_outline (cr, 0.84, 0.18, 0.24);
}

/* Wine, beer, bread -------------------------------------------------------- */

static void
paint_grapes (cairo_t *cr)
{
  static const double berries[][2] = {
    { -0.18, -0.1 }, { -0.06, -0.12 }, { 0.06, -0.12 }, { 0.18, -0.1 },
    { -0.12, 0.04 }, { 0, 0.03 }, { 0.12, 0.04 }, { -0.06, 0.17 }, { 0.06, 0.17 }, { 0, 0.3 },
  };

  line (cr, 0, -0.16, 0.04, -0.38, 0.05, 0.42, 0.28, 0.14);
  ellipse (cr, 0.17, -0.3, 0.14, 0.065, -0.35);
  fill_outline (cr, 0.36, 0.62, 0.24);
  for (guint i = 0; i < G_N_ELEMENTS (berries); i++)
    {
      circle (cr, berries[i][0], berries[i][1], 0.085);
      fill_outline (cr, 0.46, 0.22, 0.62);
      circle (cr, berries[i][0] - 0.025, berries[i][1] - 0.03, 0.022);
      cairo_set_source_rgb (cr, 0.80, 0.70, 0.92);
      cairo_fill (cr);
    }
}

/* A goblet's bowl, from its rim down to its stem. */
static void
goblet_bowl (cairo_t *cr)
{
  cairo_move_to (cr, -0.225, -0.36);
  cairo_line_to (cr, 0.225, -0.36);
  cairo_curve_to (cr, 0.24, 0.0, 0.12, 0.06, 0, 0.06);
  cairo_curve_to (cr, -0.12, 0.06, -0.24, 0.0, -0.225, -0.36);
  cairo_close_path (cr);
}

static void
paint_wine (cairo_t *cr)
{
  /* a goblet of red wine */
  line (cr, 0, 0.05, 0, 0.3, 0.1, ink.red, ink.green, ink.blue);
  line (cr, 0, 0.05, 0, 0.3, 0.05, 0.90, 0.93, 0.96);
  ellipse (cr, 0, 0.32, 0.17, 0.055, 0);
  fill_outline (cr, 0.90, 0.93, 0.96);
  goblet_bowl (cr);
  cairo_set_source_rgb (cr, 0.90, 0.93, 0.96);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  cairo_rectangle (cr, -0.3, -0.17, 0.6, 0.3);
  cairo_set_source_rgb (cr, 0.56, 0.07, 0.20);
  cairo_fill (cr);
  cairo_restore (cr);
  goblet_bowl (cr);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, LW);
  cairo_stroke (cr);
  line (cr, -0.13, -0.28, -0.15, -0.2, 0.035, 1, 1, 1);
}

static void
paint_malt (cairo_t *cr)
{
  static const double kernels[][3] = {
    { -0.2, -0.06, 0.4 }, { -0.06, -0.1, -0.3 }, { 0.08, -0.08, 0.5 }, { 0.21, -0.05, -0.5 },
    { -0.12, -0.2, -0.6 }, { 0.02, -0.24, 0.2 }, { 0.15, -0.19, -0.2 },
  };

  /* sprouted grain heaped in a wooden bowl */
  for (guint i = 0; i < G_N_ELEMENTS (kernels); i++)
    {
      ellipse (cr, kernels[i][0], kernels[i][1], 0.075, 0.048, kernels[i][2]);
      fill_outline (cr, 0.88, 0.66, 0.30);
    }
  cairo_move_to (cr, 0.02, -0.28);
  cairo_curve_to (cr, 0.02, -0.36, 0.08, -0.38, 0.12, -0.4);
  cairo_move_to (cr, -0.12, -0.24);
  cairo_curve_to (cr, -0.14, -0.3, -0.2, -0.32, -0.24, -0.34);
  cairo_set_source_rgb (cr, 0.30, 0.58, 0.20);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.38, -0.02);
  cairo_line_to (cr, 0.38, -0.02);
  cairo_curve_to (cr, 0.36, 0.26, 0.16, 0.32, 0, 0.32);
  cairo_curve_to (cr, -0.16, 0.32, -0.36, 0.26, -0.38, -0.02);
  cairo_close_path (cr);
  fill_outline (cr, 0.60, 0.40, 0.20);
  line (cr, -0.3, 0.08, 0.3, 0.08, 0.03, 0.75, 0.55, 0.32);
}

static void
paint_beer (cairo_t *cr)
{
  /* a mug of beer with a head of foam */
  cairo_arc (cr, 0.14, 0.06, 0.14, -G_PI / 2, G_PI / 2);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, 0.11);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.80, 0.80, 0.78);
  cairo_set_line_width (cr, 0.055);
  cairo_stroke (cr);
  tt_paint_rounded_rect (cr, -0.3, -0.2, 0.42, 0.54, 0.05);
  fill_outline (cr, 0.96, 0.66, 0.14);
  line (cr, -0.18, -0.08, -0.18, 0.24, 0.035, 0.99, 0.84, 0.45);
  line (cr, 0.0, -0.08, 0.0, 0.24, 0.035, 0.99, 0.84, 0.45);
  circle (cr, -0.24, -0.22, 0.09);
  circle (cr, -0.1, -0.27, 0.1);
  circle (cr, 0.05, -0.23, 0.09);
  circle (cr, 0.1, -0.15, 0.06);
  circle (cr, -0.26, -0.14, 0.06);
  fill_union (cr, 1, 1, 0.98);
}

static void
paint_flour (cairo_t *cr)
{
  static const double ruffle[] = { -0.19, -0.18, -0.27, -0.36, -0.1, -0.27, 0, -0.38, 0.1, -0.27, 0.27, -0.36, 0.19, -0.18 };

  /* a tied sack marked with an ear of grain */
  polygon (cr, ruffle, 7);
  fill_outline (cr, 0.97, 0.96, 0.92);
  cairo_move_to (cr, -0.2, -0.18);
  cairo_curve_to (cr, -0.42, 0.0, -0.38, 0.37, 0, 0.37);
  cairo_curve_to (cr, 0.38, 0.37, 0.42, 0.0, 0.2, -0.18);
  cairo_close_path (cr);
  fill_outline (cr, 0.97, 0.96, 0.92);
  line (cr, -0.19, -0.18, 0.19, -0.18, 0.06, 0.62, 0.38, 0.18);
  line (cr, 0, 0.28, 0, -0.02, 0.03, 0.72, 0.55, 0.16);
  for (int i = 0; i < 3; i++)
    {
      ellipse (cr, -0.045, 0.0 + i * 0.08, 0.03, 0.055, 0.5);
      ellipse (cr, 0.045, 0.0 + i * 0.08, 0.03, 0.055, -0.5);
    }
  cairo_set_source_rgb (cr, 0.88, 0.66, 0.18);
  cairo_fill (cr);
}

static void
paint_bread (cairo_t *cr)
{
  /* a scored loaf */
  cairo_move_to (cr, -0.34, 0.24);
  cairo_curve_to (cr, -0.44, 0.0, -0.3, -0.26, 0, -0.26);
  cairo_curve_to (cr, 0.3, -0.26, 0.44, 0.0, 0.34, 0.24);
  cairo_close_path (cr);
  fill_outline (cr, 0.80, 0.52, 0.22);
  for (int i = -1; i <= 1; i++)
    line (cr, i * 0.15 - 0.05, 0.06, i * 0.15 + 0.05, -0.14, 0.05, 0.99, 0.86, 0.60);
}

static void
paint_wonder (cairo_t *cr)
{
  static const double roof[] = { -0.38, -0.02, -0.14, -0.2, 0.1, -0.02 };
  static const double spire[] = { 0.05, -0.18, 0.19, -0.42, 0.33, -0.18 };

  /* a church with a gilded spire */
  cairo_rectangle (cr, -0.35, -0.02, 0.43, 0.36);
  fill_outline (cr, 0.95, 0.93, 0.87);
  polygon (cr, roof, 3);
  fill_outline (cr, 0.74, 0.22, 0.18);
  cairo_rectangle (cr, 0.08, -0.18, 0.22, 0.52);
  fill_outline (cr, 0.95, 0.93, 0.87);
  polygon (cr, spire, 3);
  fill_outline (cr, 0.92, 0.70, 0.18);
  cairo_move_to (cr, -0.2, 0.34);
  cairo_arc (cr, -0.14, 0.18, 0.06, G_PI, 0);
  cairo_line_to (cr, -0.08, 0.34);
  fill_outline (cr, 0.45, 0.30, 0.18);
  tt_paint_rounded_rect (cr, 0.15, -0.08, 0.08, 0.14, 0.03);
  fill_outline (cr, 0.30, 0.45, 0.72);
}

/* The table ---------------------------------------------------------------- */

typedef void (*GoodPainter) (cairo_t *cr);

static const GoodPainter painters[ORA_N_GOODS] = {
  [ORA_GRAIN] = paint_grain, [ORA_STRAW] = paint_straw,
  [ORA_SHEEP] = paint_sheep, [ORA_MEAT] = paint_meat,
  [ORA_CLAY] = paint_clay, [ORA_CERAMIC] = paint_ceramic,
  [ORA_WOOD] = paint_wood, [ORA_WHISKEY] = paint_whiskey,
  [ORA_PEAT] = paint_peat, [ORA_COAL] = paint_coal,
  [ORA_COIN] = paint_coin, [ORA_BOOK] = paint_book,
  [ORA_COIN5] = paint_coin5, [ORA_RELIQUARY] = paint_reliquary,
  [ORA_STONE] = paint_stone, [ORA_ORNAMENT] = paint_ornament,
  [ORA_GRAPES] = paint_grapes, [ORA_WINE] = paint_wine,
  [ORA_MALT] = paint_malt, [ORA_BEER] = paint_beer,
  [ORA_FLOUR] = paint_flour, [ORA_BREAD] = paint_bread,
  [ORA_WONDER] = paint_wonder,
};

void
tt_ora_good_color (OraGood  good,
                   GdkRGBA *color)
{
  /* pale tints of each good's own colour, its picture drawn on top */
  static const GdkRGBA colors[ORA_N_GOODS] = {
    [ORA_GRAIN]     = { 0.99, 0.91, 0.62, 1 },
    [ORA_STRAW]     = { 0.91, 0.90, 0.74, 1 },
    [ORA_SHEEP]     = { 0.76, 0.88, 0.62, 1 },
    [ORA_MEAT]      = { 0.98, 0.80, 0.76, 1 },
    [ORA_CLAY]      = { 0.94, 0.78, 0.64, 1 },
    [ORA_CERAMIC]   = { 0.98, 0.90, 0.78, 1 },
    [ORA_WOOD]      = { 0.84, 0.92, 0.74, 1 },
    [ORA_WHISKEY]   = { 0.96, 0.86, 0.68, 1 },
    [ORA_PEAT]      = { 0.86, 0.80, 0.72, 1 },
    [ORA_COAL]      = { 0.80, 0.81, 0.84, 1 },
    [ORA_COIN]      = { 0.98, 0.95, 0.80, 1 },
    [ORA_BOOK]      = { 0.82, 0.87, 0.97, 1 },
    [ORA_COIN5]     = { 0.99, 0.90, 0.70, 1 },
    [ORA_RELIQUARY] = { 0.89, 0.82, 0.96, 1 },
    [ORA_STONE]     = { 0.88, 0.90, 0.93, 1 },
    [ORA_ORNAMENT]  = { 0.78, 0.93, 0.92, 1 },
    [ORA_GRAPES]    = { 0.92, 0.88, 0.96, 1 },
    [ORA_WINE]      = { 0.97, 0.84, 0.87, 1 },
    [ORA_MALT]      = { 0.94, 0.91, 0.80, 1 },
    [ORA_BEER]      = { 0.99, 0.94, 0.72, 1 },
    [ORA_FLOUR]     = { 0.84, 0.88, 0.94, 1 },
    [ORA_BREAD]     = { 0.99, 0.89, 0.74, 1 },
    [ORA_WONDER]    = { 0.99, 0.96, 0.74, 1 },
  };

  *color = good < ORA_N_GOODS ? colors[good] : ink;
}

gboolean
tt_ora_good_has_picture (OraGood good)
{
  return good < ORA_N_GOODS && painters[good] != NULL;
}

void
tt_ora_paint_good_picture (cairo_t *cr,
                           OraGood  good,
                           double   x,
                           double   y,
                           double   size)
{
  g_return_if_fail (tt_ora_good_has_picture (good));
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  painters[good] (cr);
  cairo_restore (cr);
}

/* The count in a dark pill over the tile's upper right corner. */
static void
paint_count (cairo_t *cr,
             double   x,
             double   y,
             double   size,
             int      count)
{
  char text[12];
  double h = size * 0.46, w;

  g_snprintf (text, sizeof text, "%d", count);
  w = h + (strlen (text) - 1) * h * 0.45;
  tt_paint_rounded_rect (cr, x + size * 0.42 - w / 2, y - size * 0.42 - h / 2, w, h, h / 2);
  cairo_set_source_rgb (cr, 0.16, 0.14, 0.13);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.04);
  cairo_stroke (cr);
  tt_paint_text (cr, text, x + size * 0.42, y - size * 0.42, h * 0.78, 0, 1, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });
}

void
tt_ora_paint_good (cairo_t *cr,
                   OraGood  good,
                   double   x,
                   double   y,
                   double   size,
                   int      count)
{
  GdkRGBA color;

  g_return_if_fail (good < ORA_N_GOODS);
  tt_ora_good_color (good, &color);
  cairo_new_path (cr);
  tt_paint_rounded_rect (cr, x - size / 2, y - size / 2, size, size, size * 0.18);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, size * 0.05);
  cairo_stroke (cr);
  tt_ora_paint_good_picture (cr, good, x, y, size * 0.9);
  if (count > 0)
    paint_count (cr, x, y, size, count);
}

/* Settlement costs ------------------------------------------------------- */

static void
paint_food (cairo_t *cr)
{
  /* a steaming bowl */
  for (int i = -1; i <= 1; i++)
    {
      cairo_move_to (cr, i * 0.13, -0.06);
      cairo_curve_to (cr, i * 0.13 - 0.08, -0.16, i * 0.13 + 0.08, -0.24, i * 0.13, -0.36);
    }
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.58);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.38, -0.02);
  cairo_line_to (cr, 0.38, -0.02);
  cairo_curve_to (cr, 0.36, 0.26, 0.16, 0.34, 0, 0.34);
  cairo_curve_to (cr, -0.16, 0.34, -0.36, 0.26, -0.38, -0.02);
  cairo_close_path (cr);
  fill_outline (cr, 0.86, 0.40, 0.20);
  line (cr, -0.3, 0.08, 0.3, 0.08, 0.04, 0.99, 0.85, 0.55);
}

static void
paint_energy (cairo_t *cr)
{
  /* a flame */
  cairo_move_to (cr, 0.02, -0.4);
  cairo_curve_to (cr, 0.14, -0.2, 0.32, -0.06, 0.28, 0.14);
  cairo_curve_to (cr, 0.26, 0.32, 0.12, 0.38, 0, 0.38);
  cairo_curve_to (cr, -0.12, 0.38, -0.28, 0.32, -0.28, 0.14);
  cairo_curve_to (cr, -0.28, -0.04, -0.12, -0.12, 0.02, -0.4);
  cairo_close_path (cr);
  fill_outline (cr, 0.95, 0.45, 0.10);
  cairo_move_to (cr, 0.02, -0.06);
  cairo_curve_to (cr, 0.1, 0.04, 0.16, 0.12, 0.14, 0.2);
  cairo_curve_to (cr, 0.12, 0.3, 0.06, 0.32, 0, 0.32);
  cairo_curve_to (cr, -0.08, 0.32, -0.14, 0.26, -0.14, 0.18);
  cairo_curve_to (cr, -0.14, 0.08, -0.06, 0.04, 0.02, -0.06);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1.0, 0.86, 0.30);
  cairo_fill (cr);
}

void
tt_ora_paint_amount_icon (cairo_t *cr,
                          int      key,
                          double   x,
                          double   y,
                          double   size)
{
  g_return_if_fail (key == ORA_PAY_FOOD || key == ORA_PAY_ENERGY);
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (key == ORA_PAY_FOOD)
    paint_food (cr);
  else
    paint_energy (cr);
  cairo_restore (cr);
}
