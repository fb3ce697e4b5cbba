/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carcassonne-painter.c — the tile painter draws what the tile set
 * says: every side of every bundled tile, in every rotation, shows the
 * colour of its kind (field, road, city, river) where it meets the next
 * tile; figure spots land inside the tile. Needs no display. */
#include "config.h"

#include <math.h>

#include "carcassonne/tt-carc-tile-painter.h"

#define SIZE 160

typedef struct { double r, g, b; } Rgb;

/* The painter's light palette, as it appears at the edge of a tile. */
static const Rgb field = { 0.565, 0.765, 0.435 };
static const Rgb road = { 0.945, 0.905, 0.790 };
static const Rgb city = { 0.800, 0.545, 0.365 };
static const Rgb river = { 0.330, 0.640, 0.880 };

static CarcSideKind
classify (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const Rgb *refs[] = { &field, &road, &city, &river };
  const CarcSideKind kinds[] = { CARC_SIDE_FIELD, CARC_SIDE_ROAD, CARC_SIDE_CITY, CARC_SIDE_RIVER };
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(guint32 *) (data + (int) y * stride + (int) x * 4);
  double r = ((pixel >> 16) & 0xff) / 255.0, g = ((pixel >> 8) & 0xff) / 255.0, b = (pixel & 0xff) / 255.0;
  double best = G_MAXDOUBLE;
  CarcSideKind found = CARC_SIDE_NONE;

  for (guint i = 0; i < G_N_ELEMENTS (refs); i++)
    {
      double d = pow (r - refs[i]->r, 2) + pow (g - refs[i]->g, 2) + pow (b - refs[i]->b, 2);

      if (d < best)
        {
          best = d;
          found = kinds[i];
        }
    }
  return found;
}

static void
check_set (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled (name, &error);
  static const double side_x[4] = { 0.5, 0.985, 0.5, 0.015 };
  static const double side_y[4] = { 0.015, 0.5, 0.985, 0.5 };
  static const char *const segments[] = { "N", "E", "S", "W", "NNW", "ESE", "SSW", "WNW", "C" };

  g_assert_no_error (error);
  for (guint t = 0; t < carc_tileset_get_n_tiles (set); t++)
    {
      const CarcTileDef *def = carc_tileset_get_tile (set, t);
      TtCarcTileShape shape;

      tt_carc_tile_shape_from_def (&shape, def);
      for (guint turns = 0; turns < 4; turns++)
        {
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
          cairo_t *cr = cairo_create (surface);

          tt_carc_tile_painter_draw_cairo (cr, &shape, turns * 90, SIZE, TT_CARC_PAINT_NONE);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          for (guint side = 0; side < 4; side++)
            {
              CarcSideKind expected = def->sides[(side + 4 - turns) % 4];
              CarcSideKind drawn = classify (surface, side_x[side] * SIZE, side_y[side] * SIZE);

              if (drawn != expected)
                g_error ("%s tile %s turned %u: side %u drawn as %s, defined as %s", name, def->id,
                         turns * 90, side, carc_side_kind_to_string (drawn), carc_side_kind_to_string (expected));
              g_assert_cmpint (tt_carc_tile_shape_get_edge_rotated (&shape, turns * 90, side), ==,
                               (int) expected - 1);
            }
          for (guint i = 0; i < G_N_ELEMENTS (segments); i++)
            {
              double x, y;

              g_assert_true (tt_carc_segment_point (&shape, turns * 90, segments[i], &x, &y));
              g_assert_cmpfloat (x, >, 0.0);
              g_assert_cmpfloat (x, <, 1.0);
              g_assert_cmpfloat (y, >, 0.0);
              g_assert_cmpfloat (y, <, 1.0);
            }
          cairo_surface_destroy (surface);
        }
    }
}

static void
test_base_set (void)
{
  check_set ("base");
}

static void
test_river_set (void)
{
  check_set ("river");
}

static void
test_segment_rotation (void)
{
  TtCarcTileShape shape = { 0 };
  double x0, y0, x1, y1;

  /* a city cap on the north: turned a quarter, its spot is in the east */
  shape.cities[0] = TT_CARC_SIDE_BIT (TT_CARC_SIDE_N);
  shape.n_cities = 1;
  g_assert_true (tt_carc_segment_point (&shape, 0, "N", &x0, &y0));
  g_assert_true (tt_carc_segment_point (&shape, 90, "E", &x1, &y1));
  g_assert_cmpfloat (y0, <, 0.3);
  g_assert_cmpfloat (x1, >, 0.7);
  g_assert_cmpfloat (fabs (y1 - 0.5), <, 0.01);
  g_assert_false (tt_carc_segment_point (&shape, 0, "nowhere", &x0, &y0));
}

static GBytes *
paint_figure (gboolean abbot)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t *cr = cairo_create (surface);
  GdkRGBA red = { 0.9, 0.1, 0.1, 1 };
  GBytes *bytes;

  if (abbot)
    tt_carc_paint_abbot_cairo (cr, 32, 32, 48, &red);
  else
    tt_carc_paint_meeple_cairo (cr, 32, 32, 48, &red, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (g_getenv ("TT_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TT_SCREENSHOT_DIR"),
                                                abbot ? "figure-abbot.png" : "figure-meeple.png", NULL);
      cairo_surface_write_to_png (surface, path);
    }
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * 64);
  cairo_surface_destroy (surface);
  return bytes;
}

/* The abbot is a figure of its own, not a bigger meeple. */
static void
test_abbot_figure (void)
{
  g_autoptr(GBytes) meeple = paint_figure (FALSE);
  g_autoptr(GBytes) abbot = paint_figure (TRUE);
  const guint8 *m = g_bytes_get_data (meeple, NULL);
  const guint8 *a = g_bytes_get_data (abbot, NULL);
  gsize n = g_bytes_get_size (meeple);
  guint differ = 0;

  for (gsize i = 3; i < n; i += 4)
    if ((m[i] > 128) != (a[i] > 128))
      differ++;
  /* a different outline, not a few pixels of anti-aliasing */
  g_assert_cmpuint (differ, >, 150);
}

/* The middle of the opaque pixels a meeple leaves, standing or lying. */
static void
figure_centre (gboolean  lying,
               double   *cx,
               double   *cy)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  double sx = 0, sy = 0, n = 0;
  int stride;

  tt_carc_paint_meeple_cairo (cr, 100, 100, 60, &(GdkRGBA) { 0.2, 0.4, 0.9, 1 }, lying);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 200; x++)
      if (data[y * stride + x * 4 + 3] > 200)
        sx += x, sy += y, n++;
  cairo_surface_destroy (surface);
  g_assert_cmpfloat (n, >, 0);
  *cx = sx / n;
  *cy = sy / n;
}

/* A farmer lies on its spot, not beside it: a figure off its point sat
 * across the tile's corner, half on a neighbouring tile. */
static void
test_figure_on_its_point (void)
{
  double cx, cy;

  figure_centre (FALSE, &cx, &cy);
  g_assert_cmpfloat (fabs (cx - 100), <, 6);
  g_assert_cmpfloat (fabs (cy - 100), <, 6);
  figure_centre (TRUE, &cx, &cy);
  g_assert_cmpfloat (fabs (cx - 100), <, 6);
  g_assert_cmpfloat (fabs (cy - 100), <, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/carcassonne/painter/base-set", test_base_set);
  g_test_add_func ("/carcassonne/painter/river-set", test_river_set);
  g_test_add_func ("/carcassonne/painter/segment-rotation", test_segment_rotation);
  g_test_add_func ("/carcassonne/painter/abbot-figure", test_abbot_figure);
  g_test_add_func ("/carcassonne/painter/figure-on-its-point", test_figure_on_its_point);
  return g_test_run ();
}
