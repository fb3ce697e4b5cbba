/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-painter.c — vector pictures of the Catan board and its pieces */
#include "config.h"

#include <math.h>

#include "tt-catan-painter.h"
#include "tt-paint.h"

#define SQRT3 1.7320508075688772

/* Legal places are marked in magenta over a white halo: no seat can have
 * that colour (tt-player-color.c), and the halo keeps it clear on the sea,
 * on every terrain and in the dark style alike. */
static const GdkRGBA highlight = { 0.80, 0.11, 0.62, 1.0 };
static const GdkRGBA focus_blue = { 0.21, 0.52, 0.89, 1.0 };
static const GdkRGBA number_red = { 0.77, 0.09, 0.09, 1.0 };
static const GdkRGBA ink = { 0.13, 0.12, 0.11, 1.0 };

/* Marks */

void
tt_catan_marks_clear (TtCatanMarks *marks)
{
  memset (marks, 0, sizeof *marks);
  marks->focus_kind = -1;
  marks->focus_index = -1;
}

static guint64 *
marks_bits (const TtCatanMarks *marks,
            TtCatanPlaceKind    kind,
            guint              *n_words)
{
  switch (kind)
    {
    case TT_CATAN_PLACE_HEX:
      *n_words = G_N_ELEMENTS (marks->hexes);
      return (guint64 *) marks->hexes;
    case TT_CATAN_PLACE_CORNER:
      *n_words = G_N_ELEMENTS (marks->corners);
      return (guint64 *) marks->corners;
    case TT_CATAN_PLACE_EDGE:
    default:
      *n_words = G_N_ELEMENTS (marks->edges);
      return (guint64 *) marks->edges;
    }
}

void
tt_catan_marks_add (TtCatanMarks     *marks,
                    TtCatanPlaceKind  kind,
                    int               index)
{
  guint n_words;
  guint64 *bits = marks_bits (marks, kind, &n_words);

  g_return_if_fail (index >= 0 && (guint) index < n_words * 64);
  bits[index / 64] |= G_GUINT64_CONSTANT (1) << (index % 64);
}

gboolean
tt_catan_marks_has (const TtCatanMarks *marks,
                    TtCatanPlaceKind    kind,
                    int                 index)
{
  guint n_words;
  const guint64 *bits = marks_bits (marks, kind, &n_words);

  if (index < 0 || (guint) index >= n_words * 64)
    return FALSE;
  return (bits[index / 64] >> (index % 64)) & 1;
}

guint
tt_catan_marks_count (const TtCatanMarks *marks,
                      TtCatanPlaceKind    kind)
{
  guint n_words, count = 0;
  const guint64 *bits = marks_bits (marks, kind, &n_words);

  for (guint i = 0; i < n_words; i++)
    count += __builtin_popcountll (bits[i]);
  return count;
}

/* Geometry */

void
tt_catan_hex_center (int     q,
                     int     r,
                     double *x,
                     double *y)
{
  *x = SQRT3 * (q + r / 2.0);
  *y = 1.5 * r;
}

void
tt_catan_corner_point (const CatanBoard *board,
                       int               corner,
                       double           *x,
                       double           *y)
{
  const CatanCorner *c = &board->corners[corner];

  tt_catan_hex_center (c->q, c->r, x, y);
  *y += c->south ? 1.0 : -1.0;
}

void
tt_catan_edge_points (const CatanBoard *board,
                      int               edge,
                      double           *x0,
                      double           *y0,
                      double           *x1,
                      double           *y1)
{
  const CatanEdge *e = &board->edges[edge];

  tt_catan_corner_point (board, e->corners[0], x0, y0);
  tt_catan_corner_point (board, e->corners[1], x1, y1);
}

static const int neighbour_dq[6] = { 1, 1, 0, -1, -1, 0 };
static const int neighbour_dr[6] = { -1, 0, 1, 1, 0, -1 };

static gboolean
is_land (const CatanBoard *board,
         int               q,
         int               r)
{
  return catan_board_find_hex (board, q, r) >= 0;
}

/* Calls `func` for every sea hex of the frame: a neighbour of land that is
 * not land itself, each once. */
static void
foreach_sea_hex (const CatanBoard *board,
                 void            (*func) (int q, int r, gpointer data),
                 gpointer          data)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint h = 0; h < board->n_hexes; h++)
    for (guint d = 0; d < 6; d++)
      {
        int q = board->hexes[h].q + neighbour_dq[d];
        int r = board->hexes[h].r + neighbour_dr[d];
        gpointer key = GINT_TO_POINTER (((q + 128) << 8) | (r + 128));

        if (is_land (board, q, r) || !g_hash_table_add (seen, key))
          continue;
        func (q, r, data);
      }
}

static void
extend_rect (int      q,
             int      r,
             gpointer data)
{
  double *box = data;
  double x, y;

  tt_catan_hex_center (q, r, &x, &y);
  box[0] = MIN (box[0], x - SQRT3 / 2);
  box[1] = MIN (box[1], y - 1);
  box[2] = MAX (box[2], x + SQRT3 / 2);
  box[3] = MAX (box[3], y + 1);
}

void
tt_catan_board_extent (const CatanBoard *board,
                       graphene_rect_t  *rect)
{
  double box[4] = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };

  for (guint h = 0; h < board->n_hexes; h++)
    extend_rect (board->hexes[h].q, board->hexes[h].r, box);
  foreach_sea_hex (board, extend_rect, box);
  if (board->n_hexes == 0)
    box[0] = box[1] = box[2] = box[3] = 0;
  graphene_rect_init (rect, box[0], box[1], box[2] - box[0], box[3] - box[1]);
}

int
tt_catan_pick (const CatanBoard *board,
               TtCatanPlaceKind  kind,
               double            x,
               double            y,
               double            radius)
{
  double best = radius * radius;
  int found = -1;
  guint n = kind == TT_CATAN_PLACE_HEX ? board->n_hexes
          : kind == TT_CATAN_PLACE_CORNER ? board->n_corners : board->n_edges;

  for (guint i = 0; i < n; i++)
    {
      double px, py, d;

      if (kind == TT_CATAN_PLACE_HEX)
        tt_catan_hex_center (board->hexes[i].q, board->hexes[i].r, &px, &py);
      else if (kind == TT_CATAN_PLACE_CORNER)
        tt_catan_corner_point (board, i, &px, &py);
      else
        {
          double x0, y0, x1, y1;

          tt_catan_edge_points (board, i, &x0, &y0, &x1, &y1);
          px = (x0 + x1) / 2;
          py = (y0 + y1) / 2;
        }
      d = (px - x) * (px - x) + (py - y) * (py - y);
      if (d < best)
        {
          best = d;
          found = i;
        }
    }
  return found;
}

guint
tt_catan_number_pips (guint number)
{
  if (number < 2 || number > 12 || number == 7)
    return 0;
  return 6 - ABS (7 - (int) number);
}

void
tt_catan_resource_color (int      card,
                         GdkRGBA *color)
{
  static const GdkRGBA colors[] = {
    { 0.78, 0.38, 0.24, 1 },   /* brick */
    { 0.20, 0.45, 0.22, 1 },   /* lumber */
    { 0.55, 0.80, 0.38, 1 },   /* wool */
    { 0.93, 0.76, 0.26, 1 },   /* grain */
    { 0.48, 0.50, 0.56, 1 },   /* ore */
    { 0.35, 0.63, 0.35, 1 },   /* paper (science, green) */
    { 0.90, 0.74, 0.20, 1 },   /* cloth (trade, yellow) */
    { 0.25, 0.45, 0.75, 1 },   /* coin (politics, blue) */
  };

  if (card >= 0 && card < (int) G_N_ELEMENTS (colors))
    *color = colors[card];
  else
    *color = (GdkRGBA) { 0.96, 0.94, 0.88, 1 };   /* 3:1 harbour */
}

/* Drawing helpers */

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         factor)
{
  cairo_set_source_rgba (cr, color->red * factor, color->green * factor, color->blue * factor, color->alpha);
}

static void
rgb (cairo_t *cr,
     double   r,
     double   g,
     double   b,
     double   factor)
{
  cairo_set_source_rgb (cr, r * factor, g * factor, b * factor);
}

static void
hex_path (cairo_t *cr,
          double   x,
          double   y,
          double   radius)
{
  for (int i = 0; i < 6; i++)
    {
      double angle = G_PI / 180 * (60 * i - 90);

      if (i == 0)
        cairo_move_to (cr, x + radius * cos (angle), y + radius * sin (angle));
      else
        cairo_line_to (cr, x + radius * cos (angle), y + radius * sin (angle));
    }
  cairo_close_path (cr);
}

/* A small deterministic scatter, so each hex of a kind looks a little different. */
static double
jitter (guint32 *seed)
{
  *seed = *seed * 1664525u + 1013904223u;
  return ((*seed >> 8) & 0xffff) / 65535.0 - 0.5;
}

/* Terrain pictures, each clipped to its hex by the caller. */

static void
paint_hills (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  rgb (cr, 0.80, 0.47, 0.32, f);
  cairo_paint (cr);
  rgb (cr, 0.62, 0.31, 0.20, f);
  cairo_set_line_width (cr, 0.035 * s);
  /* a brick wall on a clay hill: courses of bricks, every other one offset */
  for (int row = -5; row <= 1; row++)
    {
      double by = y + row * 0.17 * s;
      double offset = (row & 1) ? 0.14 * s : 0;

      cairo_move_to (cr, x - s, by);
      cairo_line_to (cr, x + s, by);
      for (double bx = x - s + offset; bx < x + s; bx += 0.28 * s)
        {
          cairo_move_to (cr, bx, by);
          cairo_line_to (cr, bx, by + 0.17 * s);
        }
    }
  cairo_stroke (cr);
  (void) seed;
}

static void
paint_tree (cairo_t *cr, double x, double y, double h, double f)
{
  rgb (cr, 0.38, 0.25, 0.14, f);
  cairo_rectangle (cr, x - 0.08 * h, y - 0.1 * h, 0.16 * h, 0.3 * h);
  cairo_fill (cr);
  rgb (cr, 0.10, 0.33, 0.15, f);
  for (int layer = 0; layer < 2; layer++)
    {
      double top = y - h + layer * 0.35 * h;

      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x + 0.42 * h, top + 0.6 * h);
      cairo_line_to (cr, x - 0.42 * h, top + 0.6 * h);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
}

static void
paint_forest (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  static const double spots[][2] = {
    { -0.45, -0.35 }, { 0.0, -0.5 }, { 0.45, -0.35 }, { -0.6, 0.15 }, { 0.6, 0.15 },
    { -0.25, -0.05 }, { 0.25, -0.05 },
  };

  rgb (cr, 0.27, 0.52, 0.28, f);
  cairo_paint (cr);
  for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
    paint_tree (cr, x + (spots[i][0] + 0.08 * jitter (&seed)) * s,
                y + (spots[i][1] + 0.06 * jitter (&seed)) * s, 0.38 * s, f);
}

static void
paint_sheep (cairo_t *cr, double x, double y, double s, double f)
{
  rgb (cr, 0.25, 0.23, 0.22, f);
  cairo_rectangle (cr, x - 0.10 * s, y, 0.03 * s, 0.09 * s);
  cairo_rectangle (cr, x + 0.07 * s, y, 0.03 * s, 0.09 * s);
  cairo_fill (cr);
  rgb (cr, 0.98, 0.98, 0.95, f);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 0.16 * s, 0.10 * s);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  rgb (cr, 0.25, 0.23, 0.22, f);
  cairo_arc (cr, x + 0.16 * s, y - 0.04 * s, 0.055 * s, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
paint_pasture (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  static const double spots[][2] = { { -0.4, -0.35 }, { 0.3, -0.45 }, { -0.55, 0.12 }, { 0.5, 0.05 }, { 0.0, -0.15 } };

  rgb (cr, 0.58, 0.80, 0.40, f);
  cairo_paint (cr);
  rgb (cr, 0.48, 0.70, 0.32, f);
  cairo_set_line_width (cr, 0.03 * s);
  for (int i = 0; i < 14; i++)
    {
      double gx = x + jitter (&seed) * 1.6 * s, gy = y + jitter (&seed) * 1.6 * s;

      cairo_move_to (cr, gx, gy);
      cairo_line_to (cr, gx + 0.03 * s, gy - 0.08 * s);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
    paint_sheep (cr, x + spots[i][0] * s, y + spots[i][1] * s, s, f);
}

static void
paint_fields (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  rgb (cr, 0.95, 0.80, 0.38, f);
  cairo_paint (cr);
  /* furrows, then ears of wheat along them */
  rgb (cr, 0.82, 0.63, 0.22, f);
  cairo_set_line_width (cr, 0.03 * s);
  for (int row = -6; row <= 2; row++)
    {
      double ry = y + row * 0.16 * s;

      cairo_move_to (cr, x - s, ry + 0.3 * s);
      cairo_line_to (cr, x + s, ry - 0.1 * s);
    }
  cairo_stroke (cr);
  rgb (cr, 0.72, 0.52, 0.12, f);
  for (int i = 0; i < 9; i++)
    {
      double ex = x + (-0.6 + 0.15 * i) * s, ey = y - 0.35 * s + 0.1 * jitter (&seed) * s;

      cairo_move_to (cr, ex, ey + 0.25 * s);
      cairo_line_to (cr, ex, ey);
      cairo_stroke (cr);
      cairo_save (cr);
      cairo_translate (cr, ex, ey);
      cairo_scale (cr, 0.035 * s, 0.08 * s);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_fill (cr);
    }
}

/* A peak of height `h` standing on (px, base), `spread` h wide each side,
 * its snowcap `snow_spread` h wide where it starts, `snow_line` h up. */
static void
paint_snowy_peak (cairo_t      *cr,
                  double        px,
                  double        base,
                  double        h,
                  double        spread,
                  double        snow_spread,
                  double        snow_line,
                  const double  rock[3],
                  const double  snow[3],
                  double        f)
{
  rgb (cr, rock[0], rock[1], rock[2], f);
  cairo_move_to (cr, px - spread * h, base);
  cairo_line_to (cr, px, base - h);
  cairo_line_to (cr, px + spread * h, base);
  cairo_close_path (cr);
  cairo_fill (cr);
  rgb (cr, snow[0], snow[1], snow[2], f);
  cairo_move_to (cr, px - snow_spread * h, base - snow_line * h);
  cairo_line_to (cr, px, base - h);
  cairo_line_to (cr, px + snow_spread * h, base - snow_line * h);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
paint_mountains (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  static const double peaks[][3] = { { -0.45, 0.0, 0.55 }, { 0.1, -0.15, 0.75 }, { 0.55, 0.05, 0.5 } };
  static const double rock[3] = { 0.42, 0.43, 0.48 }, snow[3] = { 0.96, 0.96, 0.97 };

  rgb (cr, 0.62, 0.63, 0.66, f);
  cairo_paint (cr);
  for (guint i = 0; i < G_N_ELEMENTS (peaks); i++)
    {
      double px = x + peaks[i][0] * s, base = y + peaks[i][1] * s + 0.1 * s, h = peaks[i][2] * s;

      paint_snowy_peak (cr, px, base, h, 0.45, 0.15, 0.67, rock, snow, f);
    }
  (void) seed;
}

static void
paint_desert (cairo_t *cr, double x, double y, double s, double f, guint32 seed)
{
  rgb (cr, 0.93, 0.86, 0.64, f);
  cairo_paint (cr);
  rgb (cr, 0.82, 0.72, 0.48, f);
  cairo_set_line_width (cr, 0.04 * s);
  for (int i = 0; i < 4; i++)
    {
      double dy = y + (-0.55 + 0.3 * i) * s, dx = x + 0.2 * jitter (&seed) * s;

      cairo_move_to (cr, dx - 0.6 * s, dy);
      cairo_curve_to (cr, dx - 0.3 * s, dy - 0.12 * s, dx + 0.1 * s, dy - 0.12 * s, dx + 0.5 * s, dy);
    }
  cairo_stroke (cr);
}

void
tt_catan_paint_terrain (cairo_t           *cr,
                        CatanTerrain       terrain,
                        double             x,
                        double             y,
                        double             radius,
                        TtCatanPaintFlags  flags)
{
  double f = (flags & TT_CATAN_PAINT_DARK) ? 0.82 : 1.0;
  guint32 seed = (guint32) (x * 97 + y * 131 + 7) * 2654435761u;

  cairo_save (cr);
  hex_path (cr, x, y, radius);
  cairo_clip (cr);
  switch (terrain)
    {
    case CATAN_TERRAIN_HILLS: paint_hills (cr, x, y, radius, f, seed); break;
    case CATAN_TERRAIN_FOREST: paint_forest (cr, x, y, radius, f, seed); break;
    case CATAN_TERRAIN_PASTURE: paint_pasture (cr, x, y, radius, f, seed); break;
    case CATAN_TERRAIN_FIELDS: paint_fields (cr, x, y, radius, f, seed); break;
    case CATAN_TERRAIN_MOUNTAINS: paint_mountains (cr, x, y, radius, f, seed); break;
    case CATAN_TERRAIN_DESERT:
    default: paint_desert (cr, x, y, radius, f, seed); break;
    }
  cairo_restore (cr);
}

/* Board layers */

static void
paint_sea_hex (int      q,
               int      r,
               gpointer data)
{
  cairo_t *cr = data;
  double x, y;

  tt_catan_hex_center (q, r, &x, &y);
  hex_path (cr, x, y, 1.0);
  cairo_fill_preserve (cr);
}

static void
paint_sea (cairo_t           *cr,
           const CatanBoard  *board,
           TtCatanPaintFlags  flags)
{
  gboolean dark = flags & TT_CATAN_PAINT_DARK;

  cairo_save (cr);
  cairo_new_path (cr);
  if (dark)
    cairo_set_source_rgb (cr, 0.13, 0.30, 0.46);
  else
    cairo_set_source_rgb (cr, 0.36, 0.62, 0.82);
  foreach_sea_hex (board, paint_sea_hex, cr);
  cairo_new_path (cr);
  cairo_restore (cr);
}

static void
paint_pips (cairo_t       *cr,
            double         x,
            double         y,
            guint          pips,
            const GdkRGBA *color)
{
  double gap = 0.075;

  set_color (cr, color, 1);
  for (guint i = 0; i < pips; i++)
    {
      cairo_arc (cr, x + (i - (pips - 1) / 2.0) * gap, y, 0.025, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
paint_number (cairo_t *cr,
              double   x,
              double   y,
              guint    number)
{
  char text[4];
  const GdkRGBA *color = (number == 6 || number == 8) ? &number_red : &ink;

  cairo_arc (cr, x, y, 0.30, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.98, 0.95, 0.86);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.35, 0.28, 0.18, 0.8);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);
  g_snprintf (text, sizeof text, "%u", number);
  tt_paint_text (cr, text, x, y - 0.05, (number == 6 || number == 8) ? 0.27 : 0.24, 0, 1, TRUE, color);
  paint_pips (cr, x, y + 0.17, tt_catan_number_pips (number), color);
}

/* Diagonal stripes over the robber's hex: it produces nothing. */
static void
paint_hatching (cairo_t *cr,
                double   x,
                double   y)
{
  cairo_save (cr);
  hex_path (cr, x, y, 1.0);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.25);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, 0.08, 0.08, 0.08, 0.55);
  cairo_set_line_width (cr, 0.07);
  for (double d = -2.2; d <= 2.2; d += 0.2)
    {
      cairo_move_to (cr, x + d - 1, y + 1);
      cairo_line_to (cr, x + d + 1, y - 1);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_robber (cairo_t *cr,
              double   x,
              double   y)
{
  /* a hooded figure: body, head */
  cairo_move_to (cr, x - 0.16, y + 0.22);
  cairo_curve_to (cr, x - 0.16, y - 0.05, x - 0.1, y - 0.12, x, y - 0.12);
  cairo_curve_to (cr, x + 0.1, y - 0.12, x + 0.16, y - 0.05, x + 0.16, y + 0.22);
  cairo_close_path (cr);
  cairo_arc (cr, x, y - 0.2, 0.09, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.22, 0.21, 0.23);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

static void
paint_harbour (cairo_t           *cr,
               const CatanBoard  *board,
               const CatanHarbour *harbour)
{
  const CatanEdge *edge = &board->edges[harbour->edge];
  int land = edge->hexes[0] >= 0 ? edge->hexes[0] : edge->hexes[1];
  double x0, y0, x1, y1, mx, my, lx, ly, dx, dy, len, hx, hy;
  GdkRGBA color;

  if (land < 0)
    return;
  tt_catan_edge_points (board, harbour->edge, &x0, &y0, &x1, &y1);
  mx = (x0 + x1) / 2;
  my = (y0 + y1) / 2;
  tt_catan_hex_center (board->hexes[land].q, board->hexes[land].r, &lx, &ly);
  dx = mx - lx;
  dy = my - ly;
  len = hypot (dx, dy);
  hx = mx + dx / len * 0.55;
  hy = my + dy / len * 0.55;
  /* two piers from the token to the corners that use the harbour */
  cairo_set_source_rgb (cr, 0.55, 0.40, 0.24);
  cairo_set_line_width (cr, 0.07);
  cairo_move_to (cr, x0 + (hx - x0) * 0.15, y0 + (hy - y0) * 0.15);
  cairo_line_to (cr, hx, hy);
  cairo_line_to (cr, x1 + (hx - x1) * 0.15, y1 + (hy - y1) * 0.15);
  cairo_stroke (cr);
  tt_catan_resource_color (harbour->kind == CATAN_HARBOUR_GENERIC ? -1 : harbour->kind, &color);
  cairo_arc (cr, hx, hy, 0.27, 0, 2 * G_PI);
  set_color (cr, &color, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  tt_paint_text (cr, harbour->kind == CATAN_HARBOUR_GENERIC ? "3:1" : "2:1", hx, hy, 0.17, 0, 1, TRUE,
           harbour->kind == CATAN_HARBOUR_GENERIC || harbour->kind == CATAN_GRAIN || harbour->kind == CATAN_WOOL
           ? &ink : &(GdkRGBA) { 1, 1, 1, 1 });
}

static void
outline (cairo_t *cr)
{
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
}

void
tt_catan_paint_road (cairo_t       *cr,
                     double         x0,
                     double         y0,
                     double         x1,
                     double         y1,
                     double         width,
                     const GdkRGBA *color)
{
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  double ux = dx / len, uy = dy / len, inset = 0.2 * len;

  cairo_save (cr);
  cairo_translate (cr, x0 + ux * inset, y0 + uy * inset);
  cairo_rotate (cr, atan2 (dy, dx));
  cairo_rectangle (cr, 0, -width / 2, len - 2 * inset, width);
  set_color (cr, color, 1);
  cairo_fill_preserve (cr);
  cairo_restore (cr);
  outline (cr);
}

void
tt_catan_paint_settlement (cairo_t       *cr,
                           double         x,
                           double         y,
                           double         size,
                           const GdkRGBA *color)
{
  double h = size / 2;

  cairo_move_to (cr, x - h, y + h);
  cairo_line_to (cr, x - h, y - h * 0.15);
  cairo_line_to (cr, x, y - h);
  cairo_line_to (cr, x + h, y - h * 0.15);
  cairo_line_to (cr, x + h, y + h);
  cairo_close_path (cr);
  set_color (cr, color, 1);
  cairo_fill_preserve (cr);
  outline (cr);
}

void
tt_catan_paint_city (cairo_t       *cr,
                     double         x,
                     double         y,
                     double         size,
                     const GdkRGBA *color)
{
  double h = size / 2;

  /* a hall with a tower on its left */
  cairo_move_to (cr, x - h, y + h * 0.8);
  cairo_line_to (cr, x - h, y - h * 0.8);
  cairo_line_to (cr, x - h * 0.55, y - h * 1.15);
  cairo_line_to (cr, x - h * 0.1, y - h * 0.8);
  cairo_line_to (cr, x - h * 0.1, y - h * 0.15);
  cairo_line_to (cr, x + h, y - h * 0.15);
  cairo_line_to (cr, x + h, y + h * 0.8);
  cairo_close_path (cr);
  set_color (cr, color, 1);
  cairo_fill_preserve (cr);
  outline (cr);
}

void
tt_catan_paint_knight (cairo_t       *cr,
                       double         x,
                       double         y,
                       double         size,
                       guint          level,
                       gboolean       active,
                       const GdkRGBA *color)
{
  double r = size / 2;

  /* a shield: filled in the owner's colour when active, pale when not;
   * one bar per strength level */
  cairo_move_to (cr, x - r, y - r);
  cairo_line_to (cr, x + r, y - r);
  cairo_line_to (cr, x + r, y);
  cairo_curve_to (cr, x + r, y + r * 0.6, x, y + r, x, y + r * 1.1);
  cairo_curve_to (cr, x, y + r, x - r, y + r * 0.6, x - r, y);
  cairo_close_path (cr);
  if (active)
    set_color (cr, color, 1);
  else
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.93);
  cairo_fill_preserve (cr);
  set_color (cr, color, active ? 0.45 : 1);
  cairo_set_line_width (cr, active ? 0.035 : 0.06);
  cairo_stroke (cr);
  for (guint i = 0; i < level && i < 3; i++)
    {
      double by = y - r * 0.55 + i * r * 0.45;

      cairo_rectangle (cr, x - r * 0.55, by, r * 1.1, r * 0.22);
      if (active)
        cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
      else
        set_color (cr, color, 1);
      cairo_fill (cr);
    }
}

static void
paint_wall (cairo_t *cr,
            double   x,
            double   y)
{
  cairo_arc (cr, x, y, 0.34, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.52, 0.48);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.30, 0.28, 0.26);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
}

static void
paint_metropolis_flag (cairo_t       *cr,
                       double         x,
                       double         y,
                       int            track)
{
  GdkRGBA color;

  tt_catan_resource_color (CATAN_PAPER + track, &color);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x, y - 0.32);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  cairo_move_to (cr, x, y - 0.32);
  cairo_line_to (cr, x + 0.2, y - 0.26);
  cairo_line_to (cr, x, y - 0.2);
  cairo_close_path (cr);
  set_color (cr, &color, 1);
  cairo_fill_preserve (cr);
  outline (cr);
}

static void
paint_merchant (cairo_t       *cr,
                double         x,
                double         y,
                const GdkRGBA *color)
{
  cairo_move_to (cr, x - 0.12, y + 0.18);
  cairo_line_to (cr, x, y - 0.12);
  cairo_line_to (cr, x + 0.12, y + 0.18);
  cairo_close_path (cr);
  cairo_arc (cr, x, y - 0.17, 0.07, 0, 2 * G_PI);
  set_color (cr, color, 1);
  cairo_fill_preserve (cr);
  outline (cr);
}

static void
paint_land (cairo_t           *cr,
            const CatanBoard  *board,
            const CatanState  *state,
            TtCatanPaintFlags  flags)
{
  int robber = state ? state->robber : board->robber_start;

  for (guint h = 0; h < board->n_hexes; h++)
    {
      const CatanHex *hex = &board->hexes[h];
      guint number = state ? state->numbers[h] : hex->number;
      double x, y;

      tt_catan_hex_center (hex->q, hex->r, &x, &y);
      tt_catan_paint_terrain (cr, hex->terrain, x, y, 1.0, flags);
      hex_path (cr, x, y, 1.0);
      cairo_set_source_rgba (cr, 0.98, 0.94, 0.80, (flags & TT_CATAN_PAINT_DARK) ? 0.5 : 0.9);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
      if ((int) h == robber)
        paint_hatching (cr, x, y);
      if (number)
        paint_number (cr, x, y + 0.3, number);
      if ((int) h == robber)
        paint_robber (cr, x - (number ? 0.45 : 0), y - 0.1);
    }
}

static void
paint_pieces (cairo_t          *cr,
              const CatanBoard *board,
              const CatanState *state,
              const GdkRGBA    *colors)
{
  for (guint e = 0; e < board->n_edges; e++)
    if (state->edge_owner[e] >= 0)
      {
        double x0, y0, x1, y1;

        tt_catan_edge_points (board, e, &x0, &y0, &x1, &y1);
        tt_catan_paint_road (cr, x0, y0, x1, y1, 0.16, &colors[state->edge_owner[e]]);
      }
  for (guint c = 0; c < board->n_corners; c++)
    {
      double x, y;

      tt_catan_corner_point (board, c, &x, &y);
      if (state->wall[c])
        paint_wall (cr, x, y);
      if (state->corner_level[c] == 1)
        tt_catan_paint_settlement (cr, x, y, 0.34, &colors[state->corner_owner[c]]);
      else if (state->corner_level[c] == 2)
        tt_catan_paint_city (cr, x, y, 0.46, &colors[state->corner_owner[c]]);
      else if (state->knight_level[c])
        tt_catan_paint_knight (cr, x, y, 0.36, state->knight_level[c],
                               state->knight_flags[c] & (CATAN_KNIGHT_ACTIVE | CATAN_KNIGHT_NEW_ACTIVE),
                               &colors[state->corner_owner[c]]);
      for (int t = 0; t < 3; t++)
        if (state->options.cities_and_knights && state->metropolis[t] >= 0 && state->metropolis_corner[t] == (int) c)
          paint_metropolis_flag (cr, x + 0.1, y - 0.15, t);
    }
  if (state->options.cities_and_knights && state->merchant_owner >= 0 && state->merchant_hex >= 0)
    {
      double x, y;

      tt_catan_hex_center (board->hexes[state->merchant_hex].q, board->hexes[state->merchant_hex].r, &x, &y);
      paint_merchant (cr, x + 0.45, y - 0.1, &colors[state->merchant_owner]);
    }
}

/* A stroke of the highlight over a wider white one. */
static void
stroke_highlight (cairo_t *cr,
                  double   width)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, width * 1.9);
  cairo_stroke_preserve (cr);
  set_color (cr, &highlight, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* Under the pieces, inside the hex: a marked hex (the robber's targets)
 * never hides the settlements and cities on its corners. */
static void
paint_hex_marks (cairo_t            *cr,
                 const CatanBoard   *board,
                 const TtCatanMarks *marks)
{
  for (guint h = 0; h < board->n_hexes; h++)
    if (tt_catan_marks_has (marks, TT_CATAN_PLACE_HEX, h))
      {
        double x, y;

        tt_catan_hex_center (board->hexes[h].q, board->hexes[h].r, &x, &y);
        hex_path (cr, x, y, 0.74);
        stroke_highlight (cr, 0.07);
      }
}

static void
paint_marks (cairo_t            *cr,
             const CatanBoard   *board,
             const TtCatanMarks *marks)
{
  static const double dashes[] = { 0.12, 0.08 };

  cairo_save (cr);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint e = 0; e < board->n_edges; e++)
    if (tt_catan_marks_has (marks, TT_CATAN_PLACE_EDGE, e))
      {
        double x0, y0, x1, y1;

        tt_catan_edge_points (board, e, &x0, &y0, &x1, &y1);
        cairo_move_to (cr, x0 + (x1 - x0) * 0.18, y0 + (y1 - y0) * 0.18);
        cairo_line_to (cr, x1 - (x1 - x0) * 0.18, y1 - (y1 - y0) * 0.18);
        stroke_highlight (cr, 0.08);
      }
  cairo_restore (cr);
  for (guint c = 0; c < board->n_corners; c++)
    if (tt_catan_marks_has (marks, TT_CATAN_PLACE_CORNER, c))
      {
        double x, y;

        tt_catan_corner_point (board, c, &x, &y);
        cairo_arc (cr, x, y, 0.12, 0, 2 * G_PI);
        set_color (cr, &highlight, 1);
        cairo_fill_preserve (cr);
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_set_line_width (cr, 0.04);
        cairo_stroke (cr);
      }
}

static void
paint_focus (cairo_t            *cr,
             const CatanBoard   *board,
             const TtCatanMarks *marks)
{
  double x, y, x1, y1;

  if (marks->focus_index < 0)
    return;
  set_color (cr, &focus_blue, 1);
  cairo_set_line_width (cr, 0.07);
  switch (marks->focus_kind)
    {
    case TT_CATAN_PLACE_HEX:
      if ((guint) marks->focus_index >= board->n_hexes)
        return;
      tt_catan_hex_center (board->hexes[marks->focus_index].q, board->hexes[marks->focus_index].r, &x, &y);
      hex_path (cr, x, y, 0.8);
      break;
    case TT_CATAN_PLACE_CORNER:
      if ((guint) marks->focus_index >= board->n_corners)
        return;
      tt_catan_corner_point (board, marks->focus_index, &x, &y);
      cairo_arc (cr, x, y, 0.22, 0, 2 * G_PI);
      break;
    case TT_CATAN_PLACE_EDGE:
      if ((guint) marks->focus_index >= board->n_edges)
        return;
      tt_catan_edge_points (board, marks->focus_index, &x, &y, &x1, &y1);
      cairo_set_line_width (cr, 0.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_source_rgba (cr, focus_blue.red, focus_blue.green, focus_blue.blue, 0.55);
      cairo_move_to (cr, x + (x1 - x) * 0.2, y + (y1 - y) * 0.2);
      cairo_line_to (cr, x1 - (x1 - x) * 0.2, y1 - (y1 - y) * 0.2);
      break;
    default:
      return;
    }
  cairo_stroke (cr);
}

void
tt_catan_paint_board (cairo_t            *cr,
                      const CatanBoard   *board,
                      const CatanState   *state,
                      const GdkRGBA      *colors,
                      const TtCatanMarks *marks,
                      TtCatanPaintFlags   flags)
{
  cairo_save (cr);
  if (!(flags & TT_CATAN_PAINT_NO_SEA))
    paint_sea (cr, board, flags);
  paint_land (cr, board, state, flags);
  if (!(flags & TT_CATAN_PAINT_NO_SEA))
    for (guint i = 0; i < board->n_harbours; i++)
      paint_harbour (cr, board, &board->harbours[i]);
  if (marks)
    paint_hex_marks (cr, board, marks);
  if (state && colors)
    paint_pieces (cr, board, state, colors);
  if (marks)
    {
      paint_marks (cr, board, marks);
      paint_focus (cr, board, marks);
    }
  cairo_restore (cr);
}

/* Cards: a pictogram on the resource's colour, so a card is known by its
 * shape too, not by its colour alone. Each is drawn in a box of ±1 around
 * the card's middle, with strong contrast against its colour, and simple
 * enough to read on a card 14 pixels high. */

static void
card_bricks (cairo_t *cr, double f)
{
  static const double courses[3][4][2] = {
    { { -0.95, -0.06 }, { 0.06, 0.95 } },
    { { -0.95, -0.51 }, { -0.39, 0.39 }, { 0.51, 0.95 } },
    { { -0.95, -0.06 }, { 0.06, 0.95 } },
  };

  rgb (cr, 0.99, 0.90, 0.82, f);
  for (int row = 0; row < 3; row++)
    for (int i = 0; i < 4 && courses[row][i][1] > courses[row][i][0]; i++)
      cairo_rectangle (cr, courses[row][i][0], -0.85 + row * 0.6,
                       courses[row][i][1] - courses[row][i][0], 0.46);
  cairo_fill (cr);
}

static void
card_tree (cairo_t *cr, double f)
{
  rgb (cr, 0.86, 0.72, 0.52, f);
  cairo_rectangle (cr, -0.17, 0.45, 0.34, 0.65);
  cairo_fill (cr);
  rgb (cr, 0.80, 0.95, 0.62, f);
  cairo_move_to (cr, 0, -1.15);
  cairo_line_to (cr, 0.7, -0.15);
  cairo_line_to (cr, -0.7, -0.15);
  cairo_close_path (cr);
  cairo_move_to (cr, 0, -0.6);
  cairo_line_to (cr, 0.95, 0.6);
  cairo_line_to (cr, -0.95, 0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
card_ear (cairo_t *cr)
{
  /* a grain on top, then pairs slanting outwards down the stalk */
  for (int i = 0; i < 4; i++)
    for (int side = (i == 0 ? 0 : -1); side <= (i == 0 ? 0 : 1); side += 2)
      {
        cairo_save (cr);
        cairo_translate (cr, side * 0.2, -1.3 + i * 0.34);
        cairo_rotate (cr, side * 0.6);
        cairo_scale (cr, 0.13, 0.26);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        cairo_fill (cr);
      }
  cairo_move_to (cr, 0, -0.9);
  cairo_line_to (cr, 0, 1.3);
  cairo_stroke (cr);
}

static void
card_wheat (cairo_t *cr, double f)
{
  /* a sheaf: three ears fanning out from where they are bound */
  rgb (cr, 0.45, 0.28, 0.04, f);
  cairo_set_line_width (cr, 0.14);
  for (int i = -1; i <= 1; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, 0, 0.7);
      cairo_rotate (cr, i * 0.42);
      cairo_translate (cr, 0, -0.6);
      card_ear (cr);
      cairo_restore (cr);
    }
  cairo_rectangle (cr, -0.35, 0.55, 0.7, 0.2);
  cairo_fill (cr);
}

static void
card_mountain (cairo_t *cr, double f)
{
  static const double peaks[][3] = { { -0.3, 0.85, 1.9 }, { 0.5, 0.85, 1.2 } };
  static const double rock[3] = { 0.24, 0.25, 0.29 }, snow[3] = { 0.97, 0.97, 0.98 };

  for (guint i = 0; i < G_N_ELEMENTS (peaks); i++)
    {
      double px = peaks[i][0], base = peaks[i][1], h = peaks[i][2];

      paint_snowy_peak (cr, px, base, h, 0.5, 0.2, 0.6, rock, snow, f);
    }
}

static void
card_scroll (cairo_t *cr, double f)
{
  rgb (cr, 0.98, 0.96, 0.88, f);
  cairo_rectangle (cr, -0.6, -0.85, 1.2, 1.7);
  cairo_fill (cr);
  rgb (cr, 0.86, 0.80, 0.62, f);
  tt_paint_rounded_rect (cr, -0.85, -1.15, 1.7, 0.4, 0.2);
  tt_paint_rounded_rect (cr, -0.85, 0.75, 1.7, 0.4, 0.2);
  cairo_fill (cr);
  rgb (cr, 0.25, 0.25, 0.25, f);
  cairo_set_line_width (cr, 0.14);
  for (int i = 0; i < 3; i++)
    {
      cairo_move_to (cr, -0.4, -0.45 + i * 0.4);
      cairo_line_to (cr, i == 2 ? 0.1 : 0.4, -0.45 + i * 0.4);
    }
  cairo_stroke (cr);
}

static void
card_bolt (cairo_t *cr, double f)
{
  /* an upright roll of cloth with its loose end hanging to the right */
  rgb (cr, 0.52, 0.12, 0.22, f);
  cairo_move_to (cr, 0.3, -0.2);
  cairo_line_to (cr, 0.95, 0.1);
  cairo_line_to (cr, 0.95, 1.1);
  cairo_line_to (cr, 0.3, 0.8);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.75, -0.8, 1.1, 1.75);
  cairo_fill (cr);
  rgb (cr, 0.88, 0.52, 0.60, f);
  cairo_save (cr);
  cairo_translate (cr, -0.2, -0.8);
  cairo_scale (cr, 0.55, 0.25);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  cairo_set_line_width (cr, 0.12);
  for (int i = 1; i < 3; i++)
    {
      cairo_move_to (cr, -0.75, -0.7 + i * 0.55);
      cairo_line_to (cr, 0.35, -0.7 + i * 0.55);
    }
  cairo_stroke (cr);
}

static void
card_coin (cairo_t *cr, double f)
{
  cairo_arc (cr, 0, 0, 0.8, 0, 2 * G_PI);
  rgb (cr, 0.98, 0.80, 0.25, f);
  cairo_fill_preserve (cr);
  rgb (cr, 0.40, 0.28, 0.04, f);
  cairo_set_line_width (cr, 0.14);
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, 0.42, 0, 2 * G_PI);
  cairo_stroke (cr);
}

void
tt_catan_paint_card (cairo_t           *cr,
                     int                card,
                     double             x,
                     double             y,
                     double             width,
                     double             height,
                     TtCatanPaintFlags  flags)
{
  double f = (flags & TT_CATAN_PAINT_DARK) ? 0.82 : 1.0;
  double unit = width * 0.4;
  GdkRGBA color;

  tt_catan_resource_color (card, &color);
  cairo_save (cr);
  tt_paint_rounded_rect (cr, x, y, width, height, width * 0.15);
  set_color (cr, &color, f);
  cairo_fill_preserve (cr);
  set_color (cr, &color, 0.5 * f);
  cairo_set_line_width (cr, width * 0.07);
  cairo_stroke (cr);
  cairo_translate (cr, x + width / 2, y + height / 2);
  cairo_scale (cr, unit, unit);
  switch (card)
    {
    case CATAN_BRICK: card_bricks (cr, f); break;
    case CATAN_LUMBER: card_tree (cr, f); break;
    case CATAN_WOOL: paint_sheep (cr, -0.1, 0.15, 5.2, f); break;
    case CATAN_GRAIN: card_wheat (cr, f); break;
    case CATAN_ORE: card_mountain (cr, f); break;
    case CATAN_PAPER: card_scroll (cr, f); break;
    case CATAN_CLOTH: card_bolt (cr, f); break;
    case CATAN_COIN: card_coin (cr, f); break;
    default: break;
    }
  cairo_restore (cr);
}
