/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-board.c — the Catan board shows what the engine says: the
 * robber's hex hatched, 6 and 8 in red, marks exactly on the places
 * of the engine's legal moves, and a widget that offers only those; every
 * card has a pictogram of its own, not just its colour. */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "catan/tt-catan-board.h"
#include "catan/tt-catan-card-chip.h"
#include "catan/tt-catan-game.h"
#include "tt-player-color.h"
#include "tt-ui-test.h"

#define SIZE 700

typedef struct
{
  cairo_surface_t *surface;
  double           scale, ox, oy;
} Picture;

static void
picture_paint (Picture            *picture,
               const CatanState   *state,
               const TtCatanMarks *marks)
{
  static const GdkRGBA colors[CATAN_MAX_PLAYERS] = {
    { 0.85, 0.15, 0.15, 1 }, { 0.15, 0.35, 0.85, 1 }, { 0.95, 0.95, 0.95, 1 }, { 0.95, 0.55, 0.10, 1 },
  };
  graphene_rect_t extent;
  cairo_t *cr;

  tt_catan_board_extent (state->board, &extent);
  picture->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  picture->scale = SIZE / MAX (extent.size.width, extent.size.height);
  picture->ox = -extent.origin.x * picture->scale;
  picture->oy = -extent.origin.y * picture->scale;
  cr = cairo_create (picture->surface);
  cairo_translate (cr, picture->ox, picture->oy);
  cairo_scale (cr, picture->scale, picture->scale);
  tt_catan_paint_board (cr, state->board, state, colors, marks, TT_CATAN_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture->surface);
}

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->surface, cairo_surface_destroy);
}

/* The pixel at board point (x, y) as r, g, b in 0…1. */
static void
picture_at (Picture *picture,
            double   x,
            double   y,
            double  *rgb)
{
  unsigned char *data = cairo_image_surface_get_data (picture->surface);
  int stride = cairo_image_surface_get_stride (picture->surface);
  int px = CLAMP ((int) (picture->ox + x * picture->scale), 0, SIZE - 1);
  int py = CLAMP ((int) (picture->oy + y * picture->scale), 0, SIZE - 1);
  guint32 pixel = *(guint32 *) (data + py * stride + px * 4);

  rgb[0] = ((pixel >> 16) & 0xff) / 255.0;
  rgb[1] = ((pixel >> 8) & 0xff) / 255.0;
  rgb[2] = (pixel & 0xff) / 255.0;
}

/* The legal places' magenta (a colour no seat has). */
static gboolean
is_highlight (const double *rgb)
{
  return rgb[0] > 0.7 && rgb[1] < 0.25 && rgb[2] > 0.45 && rgb[2] < 0.8;
}

static gboolean
is_red (const double *rgb)
{
  return rgb[0] > 0.6 && rgb[1] < 0.25 && rgb[2] < 0.25;
}

static CatanState *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CatanBoard) board = catan_board_load_bundled ("beginner", &error);
  CatanOptions options = { .n_players = 4, .vp_to_win = 10 };
  CatanState *state;

  g_assert_no_error (error);
  state = catan_state_new (board, &options, 42, &error);
  g_assert_no_error (error);
  return state;
}

static int
first_hex_with (const CatanState *state,
                gboolean        (*pred) (guint number))
{
  for (guint h = 0; h < state->board->n_hexes; h++)
    if (pred (state->numbers[h]))
      return h;
  g_assert_not_reached ();
}

static gboolean
productive (guint number)
{
  return number != 0;
}

static double
line_luma (Picture *picture,
           double   x,
           double   y)
{
  double sum = 0;
  int n = 0;

  for (double dx = -0.4; dx <= 0.4; dx += 0.01, n++)
    {
      double rgb[3];

      picture_at (picture, x + dx, y, rgb);
      sum += 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2];
    }
  return sum / n;
}

static void
test_robber_hatched (void)
{
  g_autoptr(CatanState) state = new_game ();
  Picture plain = { 0 }, robbed = { 0 };
  int hex = first_hex_with (state, productive);
  double x, y;

  g_assert_cmpint (hex, !=, state->robber);
  tt_catan_hex_center (state->board->hexes[hex].q, state->board->hexes[hex].r, &x, &y);
  picture_paint (&plain, state, NULL);
  state->robber = hex;
  picture_paint (&robbed, state, NULL);
  /* above the number token and the robber's head: the hex is darker, in stripes */
  g_assert_cmpfloat (line_luma (&robbed, x, y - 0.6), <, 0.85 * line_luma (&plain, x, y - 0.6));
  picture_clear (&plain);
  picture_clear (&robbed);
}

static void
test_red_numbers (void)
{
  g_autoptr(CatanState) state = new_game ();
  Picture picture = { 0 };
  guint red_tokens = 0;

  picture_paint (&picture, state, NULL);
  for (guint h = 0; h < state->board->n_hexes; h++)
    {
      guint number = state->numbers[h], red = 0;
      double x, y;

      if (!number || (int) h == state->robber)
        continue;
      tt_catan_hex_center (state->board->hexes[h].q, state->board->hexes[h].r, &x, &y);
      y += 0.3;
      for (double dx = -0.25; dx <= 0.25; dx += 0.02)
        for (double dy = -0.25; dy <= 0.25; dy += 0.02)
          {
            double rgb[3];

            picture_at (&picture, x + dx, y + dy, rgb);
            red += is_red (rgb);
          }
      if (number == 6 || number == 8)
        {
          g_assert_cmpuint (red, >, 0);
          red_tokens++;
        }
      else
        g_assert_cmpuint (red, ==, 0);
    }
  g_assert_cmpuint (red_tokens, ==, 4);   /* two 6s and two 8s */
  picture_clear (&picture);
}

static void
apply_first (CatanState      *state,
             CatanActionType  type)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  g_autoptr(GError) error = NULL;

  catan_state_legal_moves (state, actions);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, CatanAction, i).type == type)
      {
        g_assert_true (catan_state_apply (state, &g_array_index (actions, CatanAction, i), NULL, &error));
        g_assert_no_error (error);
        return;
      }
  g_assert_not_reached ();
}

static guint
count_actions (const GArray    *actions,
               CatanActionType  type)
{
  guint n = 0;

  for (guint i = 0; i < actions->len; i++)
    n += g_array_index (actions, CatanAction, i).type == type;
  return n;
}

static void
test_marks_are_legal_moves (void)
{
  g_autoptr(CatanState) state = new_game ();
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  TtCatanMarks marks;
  Picture picture = { 0 };
  int first_corner;

  /* the first player's settlement and road, then the second player's turn */
  apply_first (state, CATAN_ACTION_SETTLE);
  first_corner = state->last_settlement;
  catan_state_legal_moves (state, actions);
  tt_catan_marks_clear (&marks);
  g_assert_cmpuint (tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_ROAD, -1), ==,
                    count_actions (actions, CATAN_ACTION_ROAD));
  g_assert_cmpuint (tt_catan_marks_count (&marks, TT_CATAN_PLACE_EDGE), >=, 2);
  picture_paint (&picture, state, &marks);
  for (guint e = 0; e < state->board->n_edges; e++)
    if (tt_catan_marks_has (&marks, TT_CATAN_PLACE_EDGE, e))
      {
        double x0, y0, x1, y1, rgb[3];

        tt_catan_edge_points (state->board, e, &x0, &y0, &x1, &y1);
        /* a dash of the mark sits a third of the way along */
        picture_at (&picture, x0 + (x1 - x0) * 0.3, y0 + (y1 - y0) * 0.3, rgb);
        g_assert_true (is_highlight (rgb));
      }
  picture_clear (&picture);

  apply_first (state, CATAN_ACTION_ROAD);
  catan_state_legal_moves (state, actions);
  tt_catan_marks_clear (&marks);
  g_assert_cmpuint (tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_SETTLE, state->current), ==,
                    count_actions (actions, CATAN_ACTION_SETTLE));
  g_assert_false (tt_catan_marks_has (&marks, TT_CATAN_PLACE_CORNER, first_corner));
  picture_paint (&picture, state, &marks);
  for (guint c = 0; c < state->board->n_corners; c++)
    {
      double x, y, rgb[3];

      tt_catan_corner_point (state->board, c, &x, &y);
      picture_at (&picture, x, y, rgb);
      g_assert_cmpint (is_highlight (rgb), ==, tt_catan_marks_has (&marks, TT_CATAN_PLACE_CORNER, c));
    }
  /* the distance rule: no mark next to the settlement */
  for (guint i = 0; i < 3; i++)
    {
      int next = state->board->corners[first_corner].corners[i];

      if (next >= 0)
        g_assert_false (tt_catan_marks_has (&marks, TT_CATAN_PLACE_CORNER, next));
    }
  picture_clear (&picture);
}

static gboolean
near_color (const double  *rgb,
            const GdkRGBA *color)
{
  return fabs (rgb[0] - color->red) < 0.08 && fabs (rgb[1] - color->green) < 0.08
         && fabs (rgb[2] - color->blue) < 0.08;
}

/* Plays `n` random legal actions, accepting every trade offer's first answer. */
static void
play_random (CatanState *state,
             guint       n,
             guint32     seed)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  GRand *rand = g_rand_new_with_seed (seed);

  for (guint i = 0; i < n && !catan_state_is_finished (state); i++)
    {
      CatanAction action;

      catan_state_legal_moves (state, actions);
      g_assert_cmpuint (actions->len, >, 0);
      /* prefer building, so the picture has pieces on it */
      action = g_array_index (actions, CatanAction, g_rand_int_range (rand, 0, actions->len));
      for (guint j = 0; j < actions->len; j++)
        {
          guint8 type = g_array_index (actions, CatanAction, j).type;

          if (type == CATAN_ACTION_CITY || type == CATAN_ACTION_SETTLE || type == CATAN_ACTION_ROAD)
            {
              action = g_array_index (actions, CatanAction, j);
              break;
            }
        }
      g_assert_true (catan_state_apply (state, &action, NULL, NULL));
    }
  g_rand_free (rand);
}

static void
test_pieces_in_owner_colors (void)
{
  static const GdkRGBA colors[CATAN_MAX_PLAYERS] = {
    { 0.85, 0.15, 0.15, 1 }, { 0.15, 0.35, 0.85, 1 }, { 0.95, 0.95, 0.95, 1 }, { 0.95, 0.55, 0.10, 1 },
  };
  g_autoptr(CatanState) state = new_game ();
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  const char *dir = g_getenv ("TT_TEST_SCREENSHOT_DIR");
  TtCatanMarks marks;
  Picture picture = { 0 };
  guint settlements = 0;

  play_random (state, 400, 7);
  catan_state_legal_moves (state, actions);
  tt_catan_marks_clear (&marks);
  tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_ROAD, state->current);
  tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_SETTLE, state->current);
  tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_ROBBER, state->current);
  picture_paint (&picture, state, &marks);
  if (dir)
    {
      g_autofree char *path = g_build_filename (dir, "catan-board.png", NULL);

      g_assert_cmpint (cairo_surface_write_to_png (picture.surface, path), ==, CAIRO_STATUS_SUCCESS);
    }
  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->corner_level[c])
      {
        double x, y, rgb[3];

        tt_catan_corner_point (state->board, c, &x, &y);
        /* just below the corner: the body of a settlement or the hall of a city */
        picture_at (&picture, x, y + 0.1, rgb);
        g_assert_true (near_color (rgb, &colors[state->corner_owner[c]]));
        settlements++;
      }
  g_assert_cmpuint (settlements, >=, 8);
  picture_clear (&picture);
}

static void
test_pips (void)
{
  static const guint expected[13] = { 0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1 };

  for (guint n = 0; n <= 12; n++)
    g_assert_cmpuint (tt_catan_number_pips (n), ==, expected[n]);
}

static void
on_place (TtCatanBoard *board,
          int           kind,
          int           index,
          int          *seen)
{
  seen[0] = kind;
  seen[1] = index;
}

static void
test_widget_offers_only_marked (void)
{
  g_autoptr(CatanState) state = new_game ();
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  static const GdkRGBA colors[CATAN_MAX_PLAYERS] = { { 1, 0, 0, 1 }, { 0, 0, 1, 1 }, { 1, 1, 1, 1 }, { 1, 0.5, 0, 1 } };
  TtCatanBoard *board = TT_CATAN_BOARD (g_object_ref_sink (tt_catan_board_new ()));
  TtCatanMarks marks;
  int activated[2] = { -1, -1 }, refused[2] = { -1, -1 };
  TtCatanPlaceKind kind;
  int index, unmarked = -1, marked = -1;
  g_autofree char *name = NULL, *description = NULL;

  apply_first (state, CATAN_ACTION_SETTLE);
  apply_first (state, CATAN_ACTION_ROAD);
  catan_state_legal_moves (state, actions);
  tt_catan_marks_clear (&marks);
  tt_catan_marks_from_actions (&marks, actions, CATAN_ACTION_SETTLE, -1);
  tt_catan_board_set_state (board, state, colors);
  tt_catan_board_set_marks (board, &marks);
  g_signal_connect (board, "place-activated", G_CALLBACK (on_place), activated);
  g_signal_connect (board, "place-refused", G_CALLBACK (on_place), refused);

  for (guint c = 0; c < state->board->n_corners; c++)
    if (tt_catan_marks_has (&marks, TT_CATAN_PLACE_CORNER, c))
      marked = marked < 0 ? (int) c : marked;
    else
      unmarked = unmarked < 0 ? (int) c : unmarked;
  g_assert_cmpint (marked, >=, 0);
  g_assert_cmpint (unmarked, >=, 0);

  g_assert_false (tt_catan_board_activate (board, TT_CATAN_PLACE_CORNER, unmarked));
  g_assert_cmpint (refused[1], ==, unmarked);
  g_assert_cmpint (activated[1], ==, -1);
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_CORNER, marked));
  g_assert_cmpint (activated[0], ==, TT_CATAN_PLACE_CORNER);
  g_assert_cmpint (activated[1], ==, marked);

  /* the keyboard only visits marked places */
  g_assert_true (tt_catan_board_move_focus (board, 1, 0));
  for (guint step = 0; step < 12; step++)
    {
      g_assert_true (tt_catan_board_get_focus_place (board, &kind, &index));
      g_assert_true (tt_catan_marks_has (&marks, kind, index));
      tt_catan_board_move_focus (board, step % 4 < 2 ? 1 : 0, step % 4 < 2 ? 0 : 1);
    }

  name = catan_board_corner_name (state->board, marked);
  description = tt_catan_board_describe_place (state->board, state, TT_CATAN_PLACE_CORNER, marked);
  g_assert_nonnull (strstr (description, name));
  g_object_unref (board);
}

/* The card's rim, left out of its shape: about its outline's width */
#define RIM(width) MAX (1, (width) / 8)

/* Which pixels of `card`, painted `width` by `height` pixels, are not its
 * plain colour: the pictogram's shape, the colour taken away. The card's
 * rim is left out. */
static GBytes *
card_shape (int  card,
            int  width,
            int  height,
            int *n_shape)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  guint8 *shape = g_malloc0 (width * height);
  unsigned char *data;
  int stride;
  GdkRGBA color;

  tt_catan_resource_color (card, &color);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  tt_catan_paint_card (cr, card, 0.5, 0.5, width - 1, height - 1, TT_CATAN_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  *n_shape = 0;
  for (int y = RIM (width); y < height - RIM (width); y++)
    for (int x = RIM (width); x < width - RIM (width); x++)
      {
        guint32 pixel = *(guint32 *) (data + y * stride + x * 4);
        double diff = fabs (((pixel >> 16) & 0xff) / 255.0 - color.red)
                    + fabs (((pixel >> 8) & 0xff) / 255.0 - color.green)
                    + fabs ((pixel & 0xff) / 255.0 - color.blue);

        shape[y * width + x] = diff > 0.3;
        *n_shape += shape[y * width + x];
      }
  cairo_surface_destroy (surface);
  return g_bytes_new_take (shape, width * height);
}

static int
shapes_differ (GBytes *a,
               GBytes *b)
{
  gsize n;
  const guint8 *pa = g_bytes_get_data (a, &n), *pb = g_bytes_get_data (b, NULL);
  int count = 0;

  for (gsize i = 0; i < n; i++)
    count += pa[i] != pb[i];
  return count;
}

static void
test_card_pictograms (void)
{
  /* the hand's size, and the build bar's, the smallest; and how many
   * pixels out of each `share` of the inside must tell two cards apart
   * (at 14 pixels high a pictogram is only a few pixels across) */
  static const int sizes[][3] = { { 16, 24, 10 }, { 9, 14, 20 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int width = sizes[s][0], height = sizes[s][1], inside = (width - 2 * RIM (width)) * (height - 2 * RIM (width));
      GBytes *shapes[CATAN_N_CARDS];

      for (int c = 0; c < CATAN_N_CARDS; c++)
        {
          int n_shape;

          shapes[c] = card_shape (c, width, height, &n_shape);
          if (g_test_verbose ())
            g_printerr ("%dx%d %s: %d of %d pixels\n", width, height, tt_catan_card_label (c), n_shape, inside);
          /* a pictogram, neither missing nor swallowing the card's colour */
          g_assert_cmpint (n_shape, >=, inside / 5);
          g_assert_cmpint (n_shape, <=, inside * 2 / 3);
        }
      for (int a = 0; a < CATAN_N_CARDS; a++)
        for (int b = a + 1; b < CATAN_N_CARDS; b++)
          {
            if (g_test_verbose ())
              g_printerr ("%dx%d %s/%s: %d of %d pixels differ\n", width, height,
                          tt_catan_card_label (a), tt_catan_card_label (b), shapes_differ (shapes[a], shapes[b]), inside);
            g_assert_cmpint (shapes_differ (shapes[a], shapes[b]), >=, inside / sizes[s][2]);
          }
      for (int c = 0; c < CATAN_N_CARDS; c++)
        g_bytes_unref (shapes[c]);
    }
}

static void
test_card_chip_named (void)
{
  for (int c = 0; c < CATAN_N_CARDS; c++)
    {
      GtkWidget *chip = g_object_ref_sink (tt_catan_card_chip (c, 24, c % 2));
      const char *tooltip = gtk_widget_get_tooltip_text (chip);

      g_assert_cmpstr (tooltip, ==, tt_catan_card_label (c));
      g_assert_cmpfloat_with_epsilon (gtk_widget_get_opacity (chip), (c % 2 ? 0.25 : 1.0), 0.01);
      g_object_unref (chip);
    }
}

/* Marks are in a colour no seat can have (issue 29, item 7: they were
 * orange, Catan's fourth colour), and a marked robber hex leaves the
 * pieces on its corners in their owners' colours. */
static void
test_highlight_unlike_seats (void)
{
  static const char * const ids[] = { "red", "blue", "green", "yellow", "black", "white", "orange" };
  static const GdkRGBA colors[CATAN_MAX_PLAYERS] = {
    { 0.85, 0.15, 0.15, 1 }, { 0.15, 0.35, 0.85, 1 }, { 0.95, 0.95, 0.95, 1 }, { 0.95, 0.55, 0.10, 1 },
  };
  g_autoptr(CatanState) state = new_game ();
  TtCatanMarks marks;
  Picture picture = { 0 };
  guint checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GdkRGBA rgba;
      double rgb[3];

      g_assert_true (tt_player_color_get_rgba (ids[i], &rgba));
      rgb[0] = rgba.red, rgb[1] = rgba.green, rgb[2] = rgba.blue;
      g_assert_false (is_highlight (rgb));
    }

  play_random (state, 400, 7);
  tt_catan_marks_clear (&marks);
  for (guint h = 0; h < state->board->n_hexes; h++)
    tt_catan_marks_add (&marks, TT_CATAN_PLACE_HEX, h);
  picture_paint (&picture, state, &marks);
  if (g_getenv ("TT_TEST_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TT_TEST_SCREENSHOT_DIR"), "catan-marks.png", NULL);
      TtCatanMarks more = marks;
      Picture shown = { 0 };

      for (guint e = 0; e < state->board->n_edges; e += 3)
        tt_catan_marks_add (&more, TT_CATAN_PLACE_EDGE, e);
      for (guint c = 0; c < state->board->n_corners; c += 4)
        if (!state->corner_level[c])
          tt_catan_marks_add (&more, TT_CATAN_PLACE_CORNER, c);
      picture_paint (&shown, state, &more);
      g_assert_cmpint (cairo_surface_write_to_png (shown.surface, path), ==, CAIRO_STATUS_SUCCESS);
      picture_clear (&shown);
    }
  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->corner_level[c] && state->corner_owner[c] == 0)
      {
        double x, y, rgb[3];

        tt_catan_corner_point (state->board, c, &x, &y);
        picture_at (&picture, x, y, rgb);
        g_assert_cmpfloat (fabs (rgb[0] - colors[0].red), <, 0.2);
        g_assert_cmpfloat (fabs (rgb[1] - colors[0].green), <, 0.2);
        g_assert_cmpfloat (fabs (rgb[2] - colors[0].blue), <, 0.2);
        checked++;
      }
  g_assert_cmpuint (checked, >, 0);
  picture_clear (&picture);
}

/* A mark changes the picture only around its own place: no stray line
 * from the last harbour's token to the first marked corner (issue 29,
 * item 8: it showed at the start of every game). */
static void
test_marks_draw_nothing_else (void)
{
  g_autoptr(CatanState) state = new_game ();
  TtCatanMarks marks;
  Picture plain = { 0 }, marked = { 0 };
  double cx, cy;
  guint changed = 0;
  int corner = -1;

  for (guint c = 0; c < state->board->n_corners && corner < 0; c++)
    {
      double x, y;

      tt_catan_corner_point (state->board, c, &x, &y);
      if (x > 0 && y > 0)
        corner = (int) c;
    }
  g_assert_cmpint (corner, >=, 0);
  tt_catan_corner_point (state->board, corner, &cx, &cy);
  tt_catan_marks_clear (&marks);
  picture_paint (&plain, state, &marks);
  tt_catan_marks_add (&marks, TT_CATAN_PLACE_CORNER, corner);
  picture_paint (&marked, state, &marks);
  for (int py = 0; py < SIZE; py++)
    for (int px = 0; px < SIZE; px++)
      {
        double x = (px - plain.ox) / plain.scale, y = (py - plain.oy) / plain.scale;
        double a[3], b[3];

        picture_at (&plain, x, y, a);
        picture_at (&marked, x, y, b);
        if (a[0] != b[0] || a[1] != b[1] || a[2] != b[2])
          {
            g_assert_cmpfloat (hypot (x - cx, y - cy), <, 0.25);
            changed++;
          }
      }
  g_assert_cmpuint (changed, >, 0);
  picture_clear (&plain);
  picture_clear (&marked);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  adw_init ();   /* the widget follows AdwStyleManager's dark style */
  g_test_add_func ("/catan/board/robber-hatched", test_robber_hatched);
  g_test_add_func ("/catan/board/red-numbers", test_red_numbers);
  g_test_add_func ("/catan/board/marks-are-legal-moves", test_marks_are_legal_moves);
  g_test_add_func ("/catan/board/pips", test_pips);
  g_test_add_func ("/catan/board/pieces-in-owner-colors", test_pieces_in_owner_colors);
  g_test_add_func ("/catan/board/widget-offers-only-marked", test_widget_offers_only_marked);
  g_test_add_func ("/catan/board/card-pictograms", test_card_pictograms);
  g_test_add_func ("/catan/board/card-chip-named", test_card_chip_named);
  g_test_add_func ("/catan/board/highlight-unlike-seats", test_highlight_unlike_seats);
  g_test_add_func ("/catan/board/marks-draw-nothing-else", test_marks_draw_nothing_else);
  return tt_ui_test_cleanup (g_test_run ());
}
