/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-tile-painter.c — vector drawing of Carcassonne tiles
 *
 * The picture is built in tile units (0..1, canonical orientation) and then
 * rotated; the layers go field, river, roads, cities, buildings, so roads
 * that end at a city disappear under its gate the way they do on the
 * printed tiles.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tt-carc-tile-painter.h"
#include "ui/tt-player-color.h"

typedef struct { double r, g, b; } Rgb;

typedef struct
{
  Rgb field, grass, road, road_edge, city, city_roof, wall, wall_light;
  Rgb shield, river, river_edge, river_light;
  Rgb cloister, cloister_roof, outline, hedge, border;
} Palette;

static const Palette light_palette = {
  .field = { 0.565, 0.765, 0.435 }, .grass = { 0.420, 0.640, 0.320 },
  .road = { 0.945, 0.905, 0.790 }, .road_edge = { 0.690, 0.610, 0.470 },
  .city = { 0.800, 0.545, 0.365 }, .city_roof = { 0.700, 0.440, 0.280 },
  .wall = { 0.470, 0.290, 0.190 }, .wall_light = { 0.900, 0.740, 0.560 },
  .shield = { 0.160, 0.400, 0.820 },
  .river = { 0.330, 0.640, 0.880 }, .river_edge = { 0.200, 0.470, 0.700 },
  .river_light = { 0.620, 0.830, 0.960 },
  .cloister = { 0.960, 0.920, 0.840 }, .cloister_roof = { 0.710, 0.280, 0.230 },
  .outline = { 0.330, 0.240, 0.200 }, .hedge = { 0.290, 0.540, 0.230 },
  .border = { 0.250, 0.330, 0.180 },
};

static void
set_rgb (cairo_t          *cr,
         const Rgb        *c,
         TtCarcPaintFlags  flags)
{
  /* Dark mode keeps the hues but takes the glare off. */
  double k = (flags & TT_CARC_PAINT_DARK) ? 0.82 : 1.0;

  cairo_set_source_rgb (cr, c->r * k, c->g * k, c->b * k);
}

static const double corner_x[4] = { 0, 1, 1, 0 };
static const double corner_y[4] = { 0, 0, 1, 1 };
static const double mid_x[4] = { 0.5, 1, 0.5, 0 };
static const double mid_y[4] = { 0, 0.5, 1, 0.5 };
static const double inward_x[4] = { 0, -1, 0, 1 };
static const double inward_y[4] = { 1, 0, -1, 0 };

static guint
count_sides (guint8 mask)
{
  guint n = 0;

  for (guint i = 0; i < 4; i++)
    n += (mask >> i) & 1;
  return n;
}

static int
first_side (guint8 mask)
{
  for (int i = 0; i < 4; i++)
    if (mask & (1u << i))
      return i;
  return -1;
}

TtCarcEdge
tt_carc_tile_shape_get_edge (const TtCarcTileShape *shape,
                             TtCarcSide             side)
{
  guint8 bit = TT_CARC_SIDE_BIT (side);

  for (guint i = 0; i < shape->n_cities; i++)
    if (shape->cities[i] & bit)
      return TT_CARC_EDGE_CITY;
  for (guint i = 0; i < shape->n_roads; i++)
    if (shape->roads[i] & bit)
      return TT_CARC_EDGE_ROAD;
  for (guint i = 0; i < shape->n_rivers; i++)
    if (shape->rivers[i] & bit)
      return TT_CARC_EDGE_RIVER;
  return TT_CARC_EDGE_FIELD;
}

TtCarcEdge
tt_carc_tile_shape_get_edge_rotated (const TtCarcTileShape *shape,
                                     int                    rotation,
                                     TtCarcSide             board_side)
{
  int canonical = ((int) board_side - rotation / 90 + 8) % 4;

  return tt_carc_tile_shape_get_edge (shape, canonical);
}

/* A wall between two corners of the tile, bowing into the tile. */
static void
city_gap_curve (cairo_t *cr,
                int      from,
                int      to,
                int      gap)
{
  double ax = corner_x[from], ay = corner_y[from];
  double bx = corner_x[to], by = corner_y[to];

  if (gap == 2)
    {
      /* Two sides left open: the wall runs corner to corner, bent a
       * little towards the city so it reads as a curve. */
      int open_corner = (from + 1) % 4;
      double cx = 0.5 + (0.5 - corner_x[open_corner]) * 0.18;
      double cy = 0.5 + (0.5 - corner_y[open_corner]) * 0.18;

      cairo_curve_to (cr, ax + (cx - ax) * 0.66, ay + (cy - ay) * 0.66,
                      bx + (cx - bx) * 0.66, by + (cy - by) * 0.66, bx, by);
      return;
    }

  /* One side between the corners: find it and bow inward from it. */
  int side = (gap == 1) ? from : to;
  double d = 0.40;
  double nx = inward_x[side] * d, ny = inward_y[side] * d;

  cairo_curve_to (cr, ax + nx + (bx - ax) * 0.12, ay + ny + (by - ay) * 0.12,
                  bx + nx + (ax - bx) * 0.12, by + ny + (ay - by) * 0.12, bx, by);
}

/* With walls_only the tile edges are skipped, leaving the wall lines. */
static void
city_path (cairo_t  *cr,
           guint8    mask,
           gboolean  walls_only)
{
  int start = -1;

  if (mask == 0xf)
    {
      if (!walls_only)
        cairo_rectangle (cr, 0, 0, 1, 1);
      return;
    }

  for (int i = 0; i < 4 && start < 0; i++)
    if ((mask & (1u << i)) && !(mask & (1u << ((i + 3) % 4))))
      start = i;

  cairo_move_to (cr, corner_x[start], corner_y[start]);
  int side = start;
  for (int step = 0; step < 4;)
    {
      /* a run of city sides */
      while (step < 4 && (mask & (1u << side)))
        {
          int next = (side + 1) % 4;

          if (walls_only)
            cairo_move_to (cr, corner_x[next], corner_y[next]);
          else
            cairo_line_to (cr, corner_x[next], corner_y[next]);
          side = next;
          step++;
        }
      if (step >= 4)
        break;
      /* the open sides that follow it */
      int gap_start = side, gap = 0;
      while (!(mask & (1u << side)))
        {
          side = (side + 1) % 4;
          gap++;
          step++;
        }
      city_gap_curve (cr, gap_start, side, gap);
    }
  if (!walls_only)
    cairo_close_path (cr);
}

static double
shape_noise (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return (*state >> 8) / (double) (1u << 24);
}

static void
draw_grass (cairo_t               *cr,
            const TtCarcTileShape *shape,
            TtCarcPaintFlags       flags,
            double                 size)
{
  guint32 state = shape->texture_seed * 2654435761u + 17;

  set_rgb (cr, &light_palette.field, flags);
  cairo_paint (cr);

  /* A few short tufts break up the flat green without getting busy. */
  set_rgb (cr, &light_palette.grass, flags);
  cairo_set_line_width (cr, MAX (0.008, 0.9 / size));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 16; i++)
    {
      double x = 0.06 + shape_noise (&state) * 0.88;
      double y = 0.06 + shape_noise (&state) * 0.88;
      double lean = (shape_noise (&state) - 0.5) * 0.02;

      cairo_move_to (cr, x - 0.012, y);
      cairo_line_to (cr, x - 0.016 + lean, y - 0.028);
      cairo_move_to (cr, x + 0.004, y);
      cairo_line_to (cr, x + 0.008 + lean, y - 0.034);
    }
  cairo_save (cr);
  cairo_set_source_rgba (cr, light_palette.grass.r, light_palette.grass.g,
                         light_palette.grass.b, 0.45);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
linear_path (cairo_t *cr,
             guint8   mask)
{
  guint n = count_sides (mask);

  if (n == 2)
    {
      int a = first_side (mask);
      int b = first_side (mask & ~(1u << a));

      cairo_move_to (cr, mid_x[a], mid_y[a]);
      if ((b - a) == 2)
        cairo_line_to (cr, mid_x[b], mid_y[b]);
      else
        cairo_curve_to (cr, mid_x[a] + inward_x[a] * 0.3, mid_y[a] + inward_y[a] * 0.3,
                        mid_x[b] + inward_x[b] * 0.3, mid_y[b] + inward_y[b] * 0.3,
                        mid_x[b], mid_y[b]);
      return;
    }
  for (int side = 0; side < 4; side++)
    if (mask & (1u << side))
      {
        cairo_move_to (cr, mid_x[side], mid_y[side]);
        cairo_line_to (cr, 0.5, 0.5);
      }
}

static void
draw_rivers (cairo_t               *cr,
             const TtCarcTileShape *shape,
             TtCarcPaintFlags       flags)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint i = 0; i < shape->n_rivers; i++)
    {
      guint8 mask = shape->rivers[i];

      linear_path (cr, mask);
      if (count_sides (mask) == 1)
        cairo_new_sub_path (cr), cairo_arc (cr, 0.5, 0.5, 0.11, 0, 2 * G_PI);
      set_rgb (cr, &light_palette.river_edge, flags);
      cairo_set_line_width (cr, 0.26);
      cairo_stroke_preserve (cr);
      set_rgb (cr, &light_palette.river, flags);
      cairo_set_line_width (cr, 0.21);
      cairo_stroke_preserve (cr);
      if (count_sides (mask) == 1)
        cairo_fill_preserve (cr);
      cairo_new_path (cr);

      /* a thin glint along the water */
      cairo_save (cr);
      cairo_translate (cr, -0.03, -0.03);
      linear_path (cr, mask);
      set_rgb (cr, &light_palette.river_light, flags);
      cairo_set_line_width (cr, 0.025);
      cairo_set_dash (cr, (double[]) { 0.06, 0.09 }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
draw_roads (cairo_t               *cr,
            const TtCarcTileShape *shape,
            TtCarcPaintFlags       flags)
{
  for (guint i = 0; i < shape->n_roads; i++)
    {
      linear_path (cr, shape->roads[i]);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      set_rgb (cr, &light_palette.road_edge, flags);
      cairo_set_line_width (cr, 0.15);
      cairo_stroke_preserve (cr);
      set_rgb (cr, &light_palette.road, flags);
      cairo_set_line_width (cr, 0.11);
      cairo_stroke (cr);
    }
}

static void
draw_house (cairo_t          *cr,
            double            cx,
            double            cy,
            double            w,
            TtCarcPaintFlags  flags)
{
  double h = w * 0.7;

  cairo_rectangle (cr, cx - w / 2, cy - h / 2, w, h);
  set_rgb (cr, &light_palette.cloister, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_set_line_width (cr, w * 0.08);
  cairo_stroke (cr);

  cairo_move_to (cr, cx - w * 0.62, cy - h / 2 + w * 0.02);
  cairo_line_to (cr, cx, cy - h / 2 - w * 0.45);
  cairo_line_to (cr, cx + w * 0.62, cy - h / 2 + w * 0.02);
  cairo_close_path (cr);
  set_rgb (cr, &light_palette.cloister_roof, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_stroke (cr);
}

static gboolean
centre_is_covered_by_city (const TtCarcTileShape *shape)
{
  for (guint i = 0; i < shape->n_cities; i++)
    {
      guint8 m = shape->cities[i];

      if (count_sides (m) >= 3 || m == 0x5 || m == 0xa)
        return TRUE;
    }
  return FALSE;
}

static void
draw_junction (cairo_t               *cr,
               const TtCarcTileShape *shape,
               TtCarcPaintFlags       flags)
{
  guint ends = 0;

  if (shape->monastery || centre_is_covered_by_city (shape))
    return;
  /* a road that runs into a river through the tile simply stops at the bank */
  for (guint i = 0; i < shape->n_rivers; i++)
    if (count_sides (shape->rivers[i]) == 2 && !shape->junction)
      return;
  for (guint i = 0; i < shape->n_roads; i++)
    if (count_sides (shape->roads[i]) != 2)
      ends++;
  /* a lone road end with no village stops at a little house too */
  if (ends == 0 || (ends > 1 && !shape->junction && shape->n_roads < 3))
    return;
  draw_house (cr, 0.5, 0.52, 0.16, flags);
}

static void
draw_roofs (cairo_t          *cr,
            guint8            mask,
            TtCarcPaintFlags  flags,
            guint32           seed)
{
  guint32 state = seed * 747796405u + mask;

  /* Clipped rows of little roofs give the city some life. */
  cairo_save (cr);
  city_path (cr, mask, FALSE);
  cairo_clip (cr);
  set_rgb (cr, &light_palette.city_roof, flags);
  for (double y = 0.08; y < 1.0; y += 0.14)
    for (double x = 0.06 + fmod (y * 3.1, 0.1); x < 1.0; x += 0.16)
      {
        double w = 0.06 + shape_noise (&state) * 0.03;

        cairo_move_to (cr, x, y + 0.035);
        cairo_line_to (cr, x + w / 2, y);
        cairo_line_to (cr, x + w, y + 0.035);
        cairo_line_to (cr, x + w, y + 0.06);
        cairo_line_to (cr, x, y + 0.06);
        cairo_close_path (cr);
      }
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
city_anchor (guint8  mask,
             double *x,
             double *y)
{
  double sx = 0, sy = 0;
  guint n = count_sides (mask);

  for (int side = 0; side < 4; side++)
    if (mask & (1u << side))
      sx += mid_x[side], sy += mid_y[side];
  *x = sx / MAX (n, 1);
  *y = sy / MAX (n, 1);
  if (n == 1)
    {
      int side = first_side (mask);

      *x += inward_x[side] * 0.14;
      *y += inward_y[side] * 0.14;
    }
  if (mask == 0xf)
    *x = *y = 0.5;
}

static void
draw_shield (cairo_t          *cr,
             double            cx,
             double            cy,
             TtCarcPaintFlags  flags)
{
  double w = 0.13, h = 0.15;

  cairo_move_to (cr, cx - w / 2, cy - h / 2);
  cairo_line_to (cr, cx + w / 2, cy - h / 2);
  cairo_line_to (cr, cx + w / 2, cy);
  cairo_curve_to (cr, cx + w / 2, cy + h * 0.3, cx + w * 0.2, cy + h * 0.45, cx, cy + h / 2);
  cairo_curve_to (cr, cx - w * 0.2, cy + h * 0.45, cx - w / 2, cy + h * 0.3, cx - w / 2, cy);
  cairo_close_path (cr);
  set_rgb (cr, &light_palette.shield, flags);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.014);
  cairo_stroke (cr);

  cairo_move_to (cr, cx, cy - h * 0.32);
  cairo_line_to (cr, cx, cy + h * 0.3);
  cairo_move_to (cr, cx - w * 0.3, cy - h * 0.08);
  cairo_line_to (cr, cx + w * 0.3, cy - h * 0.08);
  cairo_set_line_width (cr, 0.018);
  cairo_stroke (cr);
}

static void
draw_cities (cairo_t               *cr,
             const TtCarcTileShape *shape,
             TtCarcPaintFlags       flags)
{
  for (guint i = 0; i < shape->n_cities; i++)
    {
      guint8 mask = shape->cities[i];

      city_path (cr, mask, FALSE);
      set_rgb (cr, &light_palette.city, flags);
      cairo_fill (cr);
      draw_roofs (cr, mask, flags, shape->texture_seed + i);

      /* the wall: a dark line with a light inner rim */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      city_path (cr, mask, TRUE);
      set_rgb (cr, &light_palette.wall, flags);
      cairo_set_line_width (cr, 0.045);
      cairo_stroke (cr);
      cairo_save (cr);
      city_path (cr, mask, FALSE);
      cairo_clip (cr);
      city_path (cr, mask, TRUE);
      set_rgb (cr, &light_palette.wall_light, flags);
      cairo_set_line_width (cr, 0.075);
      cairo_set_dash (cr, (double[]) { 0.025, 0.025 }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      city_path (cr, mask, TRUE);
      set_rgb (cr, &light_palette.wall, flags);
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
    }
}

static void
rotate_point (int     turns,
              double *x,
              double *y)
{
  for (int i = 0; i < turns; i++)
    {
      double nx = 1.0 - *y, ny = *x;

      *x = nx;
      *y = ny;
    }
}

/* Shields stay upright whatever the rotation, like the buildings. */
static void
draw_shields (cairo_t               *cr,
              const TtCarcTileShape *shape,
              int                    turns,
              TtCarcPaintFlags       flags)
{
  for (guint i = 0; i < shape->n_cities; i++)
    {
      guint8 mask = shape->cities[i];
      double x, y;

      if (!shape->city_shield[i])
        continue;
      city_anchor (mask, &x, &y);
      if (count_sides (mask) == 1)
        {
          int side = first_side (mask);
          /* beside the figure spot, along the wall */
          x += -inward_y[side] * 0.2;
          y += inward_x[side] * 0.2;
        }
      else
        x = CLAMP (x + 0.16, 0.12, 0.88);
      rotate_point (turns, &x, &y);
      draw_shield (cr, x, y, flags);
    }
}

static void
draw_monastery (cairo_t          *cr,
                TtCarcPaintFlags  flags)
{
  double w = 0.30, h = 0.2, cx = 0.5, cy = 0.55;

  /* a light courtyard under the building */
  cairo_arc (cr, cx, cy - 0.02, 0.25, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 0.97, 0.85, (flags & TT_CARC_PAINT_DARK) ? 0.18 : 0.3);
  cairo_fill (cr);

  cairo_set_line_width (cr, 0.018);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* nave */
  cairo_rectangle (cr, cx - w / 2, cy - h / 2, w, h);
  set_rgb (cr, &light_palette.cloister, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_stroke (cr);
  /* roof */
  cairo_move_to (cr, cx - w / 2 - 0.03, cy - h / 2);
  cairo_line_to (cr, cx - w / 2 + 0.05, cy - h / 2 - 0.09);
  cairo_line_to (cr, cx + w / 2 - 0.05, cy - h / 2 - 0.09);
  cairo_line_to (cr, cx + w / 2 + 0.03, cy - h / 2);
  cairo_close_path (cr);
  set_rgb (cr, &light_palette.cloister_roof, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_stroke (cr);
  /* tower with a cross */
  double tx = cx - w / 2 + 0.02, tw = 0.09;
  cairo_rectangle (cr, tx, cy - h / 2 - 0.14, tw, h + 0.14);
  set_rgb (cr, &light_palette.cloister, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_stroke (cr);
  cairo_move_to (cr, tx - 0.01, cy - h / 2 - 0.14);
  cairo_line_to (cr, tx + tw / 2, cy - h / 2 - 0.22);
  cairo_line_to (cr, tx + tw + 0.01, cy - h / 2 - 0.14);
  cairo_close_path (cr);
  set_rgb (cr, &light_palette.cloister_roof, flags);
  cairo_fill_preserve (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_stroke (cr);
  cairo_move_to (cr, tx + tw / 2, cy - h / 2 - 0.22);
  cairo_line_to (cr, tx + tw / 2, cy - h / 2 - 0.29);
  cairo_move_to (cr, tx + tw / 2 - 0.025, cy - h / 2 - 0.26);
  cairo_line_to (cr, tx + tw / 2 + 0.025, cy - h / 2 - 0.26);
  cairo_stroke (cr);
  /* door and windows */
  cairo_arc (cr, cx + 0.05, cy + h / 2 - 0.05, 0.025, G_PI, 0);
  cairo_line_to (cr, cx + 0.075, cy + h / 2);
  cairo_line_to (cr, cx + 0.025, cy + h / 2);
  cairo_close_path (cr);
  set_rgb (cr, &light_palette.outline, flags);
  cairo_fill (cr);
}

static gboolean
point_is_free (const TtCarcTileShape *shape,
               int                    a,
               int                    b)
{
  return tt_carc_tile_shape_get_edge (shape, a) == TT_CARC_EDGE_FIELD &&
         tt_carc_tile_shape_get_edge (shape, b) == TT_CARC_EDGE_FIELD;
}

/* Gardens sit in open field: a free quarter if there is one, else the
 * middle, else the bay in front of a single field side. */
static void
garden_point (const TtCarcTileShape *shape,
              double                *x,
              double                *y)
{
  static const double qx[4] = { 0.26, 0.74, 0.74, 0.26 };
  static const double qy[4] = { 0.26, 0.26, 0.74, 0.74 };

  for (int corner = 3; corner >= 0; corner--)
    if (point_is_free (shape, corner, (corner + 3) % 4))
      {
        *x = qx[corner];
        *y = qy[corner];
        return;
      }
  if (!centre_is_covered_by_city (shape) && shape->n_roads == 0 && !shape->monastery)
    {
      *x = *y = 0.5;
      return;
    }
  for (int side = 0; side < 4; side++)
    if (tt_carc_tile_shape_get_edge (shape, side) == TT_CARC_EDGE_FIELD)
      {
        *x = mid_x[side] + inward_x[side] * 0.16;
        *y = mid_y[side] + inward_y[side] * 0.16;
        return;
      }
  *x = *y = 0.5;
}

static void
draw_garden (cairo_t               *cr,
             const TtCarcTileShape *shape,
             int                    turns,
             TtCarcPaintFlags       flags)
{
  double x, y;
  guint32 state = shape->texture_seed + 99;

  garden_point (shape, &x, &y);
  rotate_point (turns, &x, &y);
  cairo_arc (cr, x, y, 0.11, 0, 2 * G_PI);
  set_rgb (cr, &light_palette.hedge, flags);
  cairo_fill (cr);
  cairo_arc (cr, x, y, 0.075, 0, 2 * G_PI);
  set_rgb (cr, &light_palette.field, flags);
  cairo_fill (cr);
  for (int i = 0; i < 7; i++)
    {
      double a = i * 2 * G_PI / 7 + shape_noise (&state);
      static const Rgb petals[3] = { { 0.96, 0.76, 0.90 }, { 1, 1, 1 }, { 0.98, 0.94, 0.42 } };

      cairo_arc (cr, x + cos (a) * 0.045, y + sin (a) * 0.045, 0.016, 0, 2 * G_PI);
      set_rgb (cr, &petals[i % 3], flags);
      cairo_fill (cr);
    }
}

void
tt_carc_tile_painter_draw_cairo (cairo_t               *cr,
                                 const TtCarcTileShape *shape,
                                 int                    rotation,
                                 double                 size,
                                 TtCarcPaintFlags       flags)
{
  int turns = ((rotation % 360 + 360) % 360) / 90;

  g_return_if_fail (shape != NULL);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_scale (cr, size, size);
  cairo_translate (cr, 0.5, 0.5);
  cairo_save (cr);
  cairo_rotate (cr, turns * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
  draw_grass (cr, shape, flags, size);
  draw_rivers (cr, shape, flags);
  draw_roads (cr, shape, flags);
  draw_cities (cr, shape, flags);
  cairo_restore (cr);

  /* buildings and shields stand upright on the board */
  cairo_translate (cr, -0.5, -0.5);
  draw_junction (cr, shape, flags);
  draw_shields (cr, shape, turns, flags);
  if (shape->monastery)
    draw_monastery (cr, flags);
  if (shape->garden)
    draw_garden (cr, shape, turns, flags);

  if (!(flags & TT_CARC_PAINT_NO_BORDER))
    {
      cairo_rectangle (cr, 0, 0, 1, 1);
      cairo_set_source_rgba (cr, light_palette.border.r, light_palette.border.g,
                             light_palette.border.b, 0.35);
      cairo_set_line_width (cr, MAX (1.0 / size, 0.004) * 2);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
tt_carc_tile_painter_draw (GtkSnapshot           *snapshot,
                           const TtCarcTileShape *shape,
                           int                    rotation,
                           const graphene_rect_t *bounds,
                           TtCarcPaintFlags       flags)
{
  cairo_t *cr;

  if (flags & TT_CARC_PAINT_GHOST)
    gtk_snapshot_push_opacity (snapshot, 0.62);
  cr = gtk_snapshot_append_cairo (snapshot, bounds);
  cairo_translate (cr, bounds->origin.x, bounds->origin.y);
  tt_carc_tile_painter_draw_cairo (cr, shape, rotation, bounds->size.width, flags);
  cairo_destroy (cr);
  if (flags & TT_CARC_PAINT_GHOST)
    gtk_snapshot_pop (snapshot);
}

static const char *const segment_names[12] = {
  "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW",
};

static int
segment_index (const char *segment)
{
  for (int i = 0; i < 12; i++)
    if (g_strcmp0 (segment_names[i], segment) == 0)
      return i;
  return -1;
}

static int
feature_with_side (const guint8 *masks,
                   guint         n,
                   int           side)
{
  for (guint i = 0; i < n; i++)
    if (masks[i] & (1u << side))
      return i;
  return -1;
}

static void
road_point (guint8  mask,
            int     side,
            double *x,
            double *y)
{
  if (count_sides (mask) == 2)
    {
      int a = first_side (mask);
      int b = first_side (mask & ~(1u << a));

      if (b - a == 2)
        *x = *y = 0.5;
      else
        {
          /* the middle of the curve, between the centre and the inner corner */
          *x = 0.5 + ((mid_x[a] + mid_x[b]) - 1.0) * 0.275;
          *y = 0.5 + ((mid_y[a] + mid_y[b]) - 1.0) * 0.275;
        }
      return;
    }
  *x = (mid_x[side] + 0.5) / 2 + (mid_x[side] - 0.5) * 0.05;
  *y = (mid_y[side] + 0.5) / 2 + (mid_y[side] - 0.5) * 0.05;
}

static void
canonical_point (const TtCarcTileShape *shape,
                 int                    index,
                 double                *x,
                 double                *y)
{
  int side = index / 3;
  int part = index % 3;  /* the first half clockwise, the middle, the second half */
  int city = feature_with_side (shape->cities, shape->n_cities, side);
  int road = feature_with_side (shape->roads, shape->n_roads, side);
  double along = part == 0 ? 0.25 : part == 1 ? 0.5 : 0.75;
  double tx = corner_x[(side + 1) % 4] - corner_x[side];
  double ty = corner_y[(side + 1) % 4] - corner_y[side];

  if (city >= 0)
    {
      city_anchor (shape->cities[city], x, y);
      return;
    }
  if (part == 1 && road >= 0)
    {
      road_point (shape->roads[road], side, x, y);
      return;
    }
  /* beside a road the field spot moves out to the corner, clear of the road's own spot */
  if (road >= 0 && part != 1)
    along = part == 0 ? 0.14 : 0.86;
  *x = corner_x[side] + tx * along + inward_x[side] * 0.14;
  *y = corner_y[side] + ty * along + inward_y[side] * 0.14;
}

gboolean
tt_carc_segment_point (const TtCarcTileShape *shape,
                       int                    rotation,
                       const char            *segment,
                       double                *x,
                       double                *y)
{
  int turns = ((rotation % 360 + 360) % 360) / 90;
  double cx, cy;

  if (g_strcmp0 (segment, "C") == 0)
    {
      /* the monastery stands upright, so its monk stands in front of it
       * whatever the rotation */
      if (shape->monastery)
        {
          *x = 0.5;
          *y = 0.74;
          return TRUE;
        }
      if (!shape->garden)
        cx = cy = 0.5;
      else
        garden_point (shape, &cx, &cy);
    }
  else
    {
      int index = segment_index (segment);

      if (index < 0)
        return FALSE;
      canonical_point (shape, ((index - 3 * turns) % 12 + 12) % 12, &cx, &cy);
    }

  rotate_point (turns, &cx, &cy);
  *x = cx;
  *y = cy;
  return TRUE;
}

static void
meeple_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.46, 0);
  cairo_line_to (cr, -0.13, 0);
  cairo_line_to (cr, 0, -0.24);
  cairo_line_to (cr, 0.13, 0);
  cairo_line_to (cr, 0.46, 0);
  cairo_curve_to (cr, 0.40, -0.18, 0.26, -0.34, 0.22, -0.42);
  cairo_line_to (cr, 0.48, -0.52);
  cairo_curve_to (cr, 0.54, -0.6, 0.52, -0.68, 0.44, -0.69);
  cairo_line_to (cr, 0.17, -0.71);
  cairo_arc_negative (cr, 0, -0.84, 0.2, 0.65, G_PI - 0.65);
  cairo_line_to (cr, -0.44, -0.69);
  cairo_curve_to (cr, -0.52, -0.68, -0.54, -0.6, -0.48, -0.52);
  cairo_line_to (cr, -0.22, -0.42);
  cairo_curve_to (cr, -0.26, -0.34, -0.40, -0.18, -0.46, 0);
  cairo_close_path (cr);
}

/* The abbot: a monk's robe and hood, no arms or legs, so it is told
 * from a meeple at a glance, with a pale cross on the chest. */
static void
abbot_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.40, 0);
  cairo_curve_to (cr, -0.36, -0.30, -0.30, -0.52, -0.20, -0.64);
  cairo_arc (cr, 0, -0.82, 0.24, G_PI * 0.78, G_PI * 2.22);
  cairo_curve_to (cr, 0.30, -0.52, 0.36, -0.30, 0.40, 0);
  cairo_close_path (cr);
}

typedef void (*FigurePath) (cairo_t *cr);

static void
paint_figure_cairo (cairo_t       *cr,
                    double         x,
                    double         y,
                    double         height,
                    const GdkRGBA *color,
                    gboolean       lying,
                    FigurePath     path)
{
  cairo_save (cr);
  /* turned about its middle, so a lying farmer covers its own spot and
   * not the corner of the next tile */
  cairo_translate (cr, x, y);
  if (lying)
    cairo_rotate (cr, -G_PI / 2);
  cairo_translate (cr, 0, height / 2);
  cairo_scale (cr, height, height);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* a soft shadow lifts the figure off the tile */
  cairo_save (cr);
  cairo_translate (cr, 0.05, 0.05);
  path (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  path (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.65);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
  if (path == abbot_path)
    {
      cairo_move_to (cr, 0, -0.50);
      cairo_line_to (cr, 0, -0.20);
      cairo_move_to (cr, -0.11, -0.40);
      cairo_line_to (cr, 0.11, -0.40);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
tt_carc_paint_meeple_cairo (cairo_t       *cr,
                            double         x,
                            double         y,
                            double         height,
                            const GdkRGBA *color,
                            gboolean       lying)
{
  paint_figure_cairo (cr, x, y, height, color, lying, meeple_path);
}

void
tt_carc_paint_abbot_cairo (cairo_t       *cr,
                           double         x,
                           double         y,
                           double         height,
                           const GdkRGBA *color)
{
  paint_figure_cairo (cr, x, y, height, color, FALSE, abbot_path);
}

void
tt_carc_paint_meeple (GtkSnapshot   *snapshot,
                      double         x,
                      double         y,
                      double         height,
                      const GdkRGBA *color,
                      gboolean       lying)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x - height, y - height, height * 2, height * 2);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &r);

  tt_carc_paint_meeple_cairo (cr, x, y, height, color, lying);
  cairo_destroy (cr);
}

void
tt_carc_paint_abbot (GtkSnapshot   *snapshot,
                     double         x,
                     double         y,
                     double         height,
                     const GdkRGBA *color)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x - height, y - height, height * 2, height * 2);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &r);

  tt_carc_paint_abbot_cairo (cr, x, y, height, color);
  cairo_destroy (cr);
}

gboolean
tt_carc_player_color (const char *name,
                      GdkRGBA    *color)
{
  /* the seats' colours look the same on the board as everywhere else */
  return tt_player_color_get_rgba (name, color);
}

void
tt_carc_tile_shape_from_def (TtCarcTileShape   *shape,
                             const CarcTileDef *def)
{
  memset (shape, 0, sizeof *shape);
  for (guint i = 0; i < def->n_features; i++)
    {
      const CarcFeatureDef *f = &def->features[i];

      switch (f->kind)
        {
        case CARC_FEATURE_CITY:
          if (shape->n_cities < TT_CARC_SHAPE_MAX_FEATURES)
            {
              shape->city_shield[shape->n_cities] = f->shields > 0;
              shape->cities[shape->n_cities++] = f->sides & 0xf;
            }
          break;
        case CARC_FEATURE_ROAD:
          if (shape->n_roads < TT_CARC_SHAPE_MAX_FEATURES)
            shape->roads[shape->n_roads++] = f->sides & 0xf;
          break;
        case CARC_FEATURE_RIVER:
          if (shape->n_rivers < TT_CARC_SHAPE_MAX_FEATURES)
            shape->rivers[shape->n_rivers++] = f->sides & 0xf;
          break;
        case CARC_FEATURE_MONASTERY:
          shape->monastery = TRUE;
          break;
        case CARC_FEATURE_GARDEN:
          shape->garden = TRUE;
          break;
        case CARC_FEATURE_FIELD:
        case CARC_N_FEATURE_KINDS:
        default:
          break;
        }
    }
  shape->junction = def->junction;
  shape->texture_seed = def->id ? g_str_hash (def->id) : 0;
}

void
tt_carc_tile_painter_draw_def (GtkSnapshot           *snapshot,
                               const CarcTileDef     *def,
                               int                    rotation,
                               const graphene_rect_t *bounds,
                               TtCarcPaintFlags       flags)
{
  TtCarcTileShape shape;

  tt_carc_tile_shape_from_def (&shape, def);
  tt_carc_tile_painter_draw (snapshot, &shape, rotation, bounds, flags);
}

void
tt_carc_tile_painter_tint_feature (cairo_t           *cr,
                                   const CarcTileDef *def,
                                   int                rotation,
                                   double             size,
                                   guint              feature,
                                   const GdkRGBA     *color)
{
  const CarcFeatureDef *f;
  TtCarcTileShape shape;
  int turns = ((rotation % 360 + 360) % 360) / 90;

  if (feature >= def->n_features)
    return;
  f = &def->features[feature];
  tt_carc_tile_shape_from_def (&shape, def);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_scale (cr, size, size);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, turns * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
  gdk_cairo_set_source_rgba (cr, color);
  switch (f->kind)
    {
    case CARC_FEATURE_CITY:
      city_path (cr, f->sides & 0xf, FALSE);
      cairo_fill (cr);
      break;
    case CARC_FEATURE_ROAD:
    case CARC_FEATURE_RIVER:
      linear_path (cr, f->sides & 0xf);
      cairo_set_line_width (cr, f->kind == CARC_FEATURE_ROAD ? 0.17 : 0.28);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      break;
    case CARC_FEATURE_MONASTERY:
      cairo_arc (cr, 0.5, 0.5, 0.42, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case CARC_FEATURE_GARDEN:
      {
        double x, y;

        garden_point (&shape, &x, &y);
        cairo_arc (cr, x, y, 0.14, 0, 2 * G_PI);
        cairo_fill (cr);
      }
      break;
    case CARC_FEATURE_FIELD:
      /* each half is the triangle between its stretch of side and the centre */
      for (int h = 0; h < 8; h++)
        if (f->halves & (1u << h))
          {
            int side = h / 2;
            double ax = (h % 2 == 0) ? corner_x[side] : mid_x[side];
            double ay = (h % 2 == 0) ? corner_y[side] : mid_y[side];
            double bx = (h % 2 == 0) ? mid_x[side] : corner_x[(side + 1) % 4];
            double by = (h % 2 == 0) ? mid_y[side] : corner_y[(side + 1) % 4];

            cairo_move_to (cr, ax, ay);
            cairo_line_to (cr, bx, by);
            cairo_line_to (cr, 0.5, 0.5);
            cairo_close_path (cr);
          }
      cairo_fill (cr);
      break;
    case CARC_N_FEATURE_KINDS:
    default:
      break;
    }
  cairo_restore (cr);
}
