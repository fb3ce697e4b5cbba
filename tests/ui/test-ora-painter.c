/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-painter.c — the Ora et Labora painter shows what the engine
 * says: every landscape cell in its terrain or cover, each building as a
 * card, clergy in their owner's colour on the building they work, orange
 * marks on the cells of the engine's legal moves, and the wheel's tokens
 * on the space of their age. */
#include "config.h"

#include <math.h>

#include "model/ora/tt-ora-game.h"
#include "ora/tt-ora-painter.h"
#include "ora/ora-record.h"
#include "tt-ui-test.h"

#define CELL 60

typedef struct
{
  cairo_surface_t *surface;
  int              width, height;
  double           scale, ox, oy;
} Picture;

static void
picture_new (Picture *picture,
             int      width,
             int      height,
             double   scale,
             double   ox,
             double   oy)
{
  picture->width = width;
  picture->height = height;
  picture->scale = scale;
  picture->ox = ox;
  picture->oy = oy;
  picture->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
}

static cairo_t *
picture_cairo (Picture *picture)
{
  cairo_t *cr = cairo_create (picture->surface);

  cairo_translate (cr, picture->ox, picture->oy);
  cairo_scale (cr, picture->scale, picture->scale);
  return cr;
}

static void
picture_at (Picture *picture,
            double   x,
            double   y,
            double  *rgb)
{
  unsigned char *data = cairo_image_surface_get_data (picture->surface);
  int stride = cairo_image_surface_get_stride (picture->surface);
  int px = CLAMP ((int) (picture->ox + x * picture->scale), 0, picture->width - 1);
  int py = CLAMP ((int) (picture->oy + y * picture->scale), 0, picture->height - 1);
  guint32 pixel = *(guint32 *) (data + py * stride + px * 4);

  rgb[0] = ((pixel >> 16) & 0xff) / 255.0;
  rgb[1] = ((pixel >> 8) & 0xff) / 255.0;
  rgb[2] = (pixel & 0xff) / 255.0;
}

static gboolean
near_color (const double  *rgb,
            const GdkRGBA *color,
            double         tolerance)
{
  return fabs (rgb[0] - color->red) < tolerance && fabs (rgb[1] - color->green) < tolerance
         && fabs (rgb[2] - color->blue) < tolerance;
}

static OraState *
new_game (OraModeId  mode,
          OraVariant variant,
          guint      random_moves)
{
  g_autoptr(GError) error = NULL;
  OraState *state = ora_state_new (ora_cardset_default (), mode, variant, 11, &error);
  TtRng rng;

  g_assert_no_error (error);
  tt_rng_init (&rng, 5);
  if (random_moves)
    {
      ora_play_random (state, &rng, NULL, random_moves, &error);
      g_assert_no_error (error);
    }
  return state;
}

static void
save_png (Picture    *picture,
          const char *name)
{
  const char *dir = g_getenv ("TT_TEST_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (!dir)
    return;
  path = g_build_filename (dir, name, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (picture->surface, path), ==, CAIRO_STATUS_SUCCESS);
}

static void
test_landscape_cells (void)
{
  g_autoptr(OraState) state = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 60);
  int row0, col0, row1, col1;
  guint buildings = 0, clergy = 0, forests = 0;
  Picture picture = { 0 };
  cairo_t *cr;

  for (int player = 0; player < state->n_players; player++)
    {
      const OraPlayer *p = &state->players[player];

      tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
      g_assert_cmpint (row1 - row0, >=, 1);   /* at least the heartland */
      g_assert_cmpint (col1 - col0, >=, 4);
      picture_new (&picture, (col1 - col0 + 1) * CELL, (row1 - row0 + 1) * CELL, CELL, 0, 0);
      cr = picture_cairo (&picture);
      tt_ora_paint_landscape (cr, state, player, NULL, NULL, TT_ORA_PAINT_NONE);
      cairo_destroy (cr);
      cairo_surface_flush (picture.surface);
      if (player == 0)
        save_png (&picture, "ora-landscape.png");

      for (int r = row0; r <= row1; r++)
        for (int c = col0; c <= col1; c++)
          {
            const OraCell *cell = &p->cells[r][c];
            double rgb[3];

            if (cell->terrain == ORA_TERRAIN_NONE)
              continue;
            if (cell->card >= 0)
              {
                /* the parchment of the card just above its value badges */
                picture_at (&picture, c - col0 + 0.5, r - row0 + 0.6, rgb);
                buildings++;
              }
            if (cell->occupant >= 0)
              {
                GdkRGBA owner;

                /* the robe of the clergyman standing at the bottom of the cell */
                tt_ora_player_color (tt_ora_seat_color (NULL, cell->occupant / 4), &owner);
                picture_at (&picture, c - col0 + 0.5, r - row0 + 0.74, rgb);
                g_assert_true (near_color (rgb, &owner, 0.1));
                clergy++;
              }
            else if (cell->cover == ORA_COVER_FOREST && cell->card < 0)
              {
                /* the green of the wood between the trees */
                picture_at (&picture, c - col0 + 0.08, r - row0 + 0.08, rgb);
                g_assert_true (near_color (rgb, &(GdkRGBA) { 0.25, 0.50, 0.26, 1 }, 0.05));
                forests++;
              }
          }
      cairo_surface_destroy (picture.surface);
    }
  g_assert_cmpuint (buildings, >=, 3 * state->n_players);   /* each heartland has three */
  g_assert_cmpuint (forests, >, 0);
  g_assert_cmpuint (clergy, >, 0);
}

/* A seat that picked another colour on the new-game page wears it on the
 * landscapes, whatever the rules table gives that seat: here every seat
 * takes the next seat's colour. */
static void
test_landscape_seat_colors (void)
{
  g_autoptr(OraState) state = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 60);
  const char *colors[ORA_MAX_PLAYERS + 1] = { NULL };
  guint clergy = 0;

  for (int seat = 0; seat < ORA_MAX_PLAYERS; seat++)
    colors[seat] = tt_ora_seat_color (NULL, (seat + 1) % ORA_MAX_PLAYERS);
  g_assert_cmpstr (tt_ora_seat_color (colors, 0), !=, tt_ora_seat_color (NULL, 0));
  for (int player = 0; player < state->n_players; player++)
    {
      const OraPlayer *p = &state->players[player];
      int row0, col0, row1, col1;
      Picture picture = { 0 };
      cairo_t *cr;

      tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
      picture_new (&picture, (col1 - col0 + 1) * CELL, (row1 - row0 + 1) * CELL, CELL, 0, 0);
      cr = picture_cairo (&picture);
      tt_ora_paint_landscape (cr, state, player, colors, NULL, TT_ORA_PAINT_NONE);
      cairo_destroy (cr);
      cairo_surface_flush (picture.surface);
      for (int r = row0; r <= row1; r++)
        for (int c = col0; c <= col1; c++)
          if (p->cells[r][c].occupant >= 0)
            {
              GdkRGBA chosen;
              double rgb[3];

              tt_ora_player_color (colors[p->cells[r][c].occupant / 4], &chosen);
              picture_at (&picture, c - col0 + 0.5, r - row0 + 0.74, rgb);
              g_assert_true (near_color (rgb, &chosen, 0.1));
              clergy++;
            }
      cairo_surface_destroy (picture.surface);
    }
  g_assert_cmpuint (clergy, >, 0);
}

static void
test_marks_are_legal_moves (void)
{
  g_autoptr(OraState) state = new_game (ORA_MODE_TWO, ORA_VARIANT_IRELAND, 0);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (OraAction));
  ora_state_legal_moves (state, actions);
  int player = ora_state_get_current_player (state), row0, col0, row1, col1;
  TtOraMarks marks;
  Picture picture = { 0 };
  cairo_t *cr;
  guint fell = 0;

  tt_ora_marks_clear (&marks);
  for (guint i = 0; i < actions->len; i++)
    fell += g_array_index (actions, OraAction, i).type == ORA_ACT_FELL;
  g_assert_cmpuint (fell, >, 0);
  g_assert_cmpuint (tt_ora_marks_from_actions (&marks, actions, ORA_ACT_FELL), >, 0);
  tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
  picture_new (&picture, (col1 - col0 + 1) * CELL, (row1 - row0 + 1) * CELL, CELL, 0, 0);
  cr = picture_cairo (&picture);
  tt_ora_paint_landscape (cr, state, player, NULL, &marks, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      {
        double rgb[3];

        /* the mark runs in the margin inside the cell's border, around a card */
        picture_at (&picture, c - col0 + 0.5, r - row0 + 0.035, rgb);
        g_assert_cmpint (near_color (rgb, &(GdkRGBA) { 1.0, 0.52, 0.0, 1 }, 0.06), ==,
                         tt_ora_marks_has (&marks, r, c));
        if (tt_ora_marks_has (&marks, r, c))
          g_assert_cmpint (state->players[player].cells[r][c].cover, ==, ORA_COVER_FOREST);
      }
  cairo_surface_destroy (picture.surface);
}

/* A mark's ring around a building runs beside the card, never over its
 * name band (it used to hide the top line of a two-line name). */
static void
test_marks_leave_card_names_visible (void)
{
  g_autoptr(OraState) state = new_game (ORA_MODE_TWO, ORA_VARIANT_IRELAND, 0);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (OraAction));
  int player = ora_state_get_current_player (state), row0, col0, row1, col1;
  const GdkRGBA orange = { 1.0, 0.52, 0.0, 1 };
  TtOraMarks marks;
  Picture picture = { 0 };
  cairo_t *cr;
  guint checked = 0;

  ora_state_legal_moves (state, actions);
  tt_ora_marks_clear (&marks);
  g_assert_cmpuint (tt_ora_marks_from_actions (&marks, actions, ORA_ACT_PLACE), >, 0);
  tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
  picture_new (&picture, (col1 - col0 + 1) * CELL, (row1 - row0 + 1) * CELL, CELL, 0, 0);
  cr = picture_cairo (&picture);
  tt_ora_paint_landscape (cr, state, player, NULL, &marks, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      {
        double ring[3], band[3];

        if (!tt_ora_marks_has (&marks, r, c) || state->players[player].cells[r][c].card < 0)
          continue;
        picture_at (&picture, c - col0 + 0.5, r - row0 + 0.035, ring);
        picture_at (&picture, c - col0 + 0.2, r - row0 + 0.085, band);
        g_assert_true (near_color (ring, &orange, 0.06));
        g_assert_false (near_color (band, &orange, 0.2));
        checked++;
      }
  g_assert_cmpuint (checked, >, 0);
  cairo_surface_destroy (picture.surface);
}

/* The share of the pixels in the square (x0, y0)–(x1, y1), in the picture's
 * units, that are near `color`. */
static double
share_near (Picture       *picture,
            double         x0,
            double         y0,
            double         x1,
            double         y1,
            const GdkRGBA *color,
            double         tolerance)
{
  int px0 = (int) ceil (picture->ox + x0 * picture->scale), px1 = (int) (picture->ox + x1 * picture->scale);
  int py0 = (int) ceil (picture->oy + y0 * picture->scale), py1 = (int) (picture->oy + y1 * picture->scale);
  guint near = 0, all = 0;

  for (int py = py0; py < py1; py++)
    for (int px = px0; px < px1; px++)
      {
        double rgb[3];

        picture_at (picture, (px + 0.5 - picture->ox) / picture->scale, (py + 0.5 - picture->oy) / picture->scale, rgb);
        near += near_color (rgb, color, tolerance);
        all++;
      }
  return all ? (double) near / all : 0;
}

/* Every building's picture shows what it does: goods it takes and gives,
 * or a symbol for what moves no goods (using another building, clearing a
 * forest, building, settling, paying different goods…). The band across
 * the middle of the card is never bare parchment. */
static void
test_every_building_has_a_picture (void)
{
  const OraCardSet *set = ora_cardset_default ();
  const GdkRGBA parchment = { 0.97, 0.93, 0.83, 1 };
  guint buildings = 0;

  for (int i = 0; i < set->n_cards; i++)
    {
      const OraCard *card = &set->cards[i];
      Picture picture = { 0 };
      cairo_t *cr;
      double bare;

      if (card->settlement)
        continue;
      picture_new (&picture, 120, 160, 1, 0, 0);
      cr = picture_cairo (&picture);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      tt_ora_paint_card (cr, card, 0, 0, 120, 160, TT_ORA_PAINT_NONE);
      cairo_destroy (cr);
      cairo_surface_flush (picture.surface);
      /* the picture row sits at 38 % of the body below the 26 % roof */
      bare = share_near (&picture, 10, 160 * 0.26 + 160 * 0.74 * 0.38 - 8,
                         110, 160 * 0.26 + 160 * 0.74 * 0.38 + 8, &parchment, 0.02);
      if (bare > 0.9)
        g_error ("%s has no picture (%.0f %% bare)", card->name_en, bare * 100);
      cairo_surface_destroy (picture.surface);
      buildings++;
    }
  g_assert_cmpuint (buildings, >=, 60);
}

/* Every token in play stands in the sector of its age, on a tile of its
 * good's colour, clear of the hub and of every other token. */
static void
check_wheel (OraState   *state,
             const char *png)
{
  Picture picture = { 0 };
  cairo_t *cr;
  double x[ORA_N_TOKENS], y[ORA_N_TOKENS], size[ORA_N_TOKENS];
  gboolean in_play[ORA_N_TOKENS];
  int together[13] = { 0 }, space;

  for (int t = 0; t < ORA_N_TOKENS; t++)
    if (state->wheel[t] >= 0)
      together[MIN (state->wheel[t], 12)]++;

  picture_new (&picture, 400, 400, 190, 200, 200);
  cr = picture_cairo (&picture);
  tt_ora_paint_wheel (cr, state, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  if (png)
    save_png (&picture, png);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      in_play[t] = tt_ora_wheel_token_point (state, t, &x[t], &y[t], &size[t]);
      if (!in_play[t])
        {
          g_assert_cmpint (state->wheel[t], <, 0);
          continue;
        }
      space = MIN (state->wheel[t], 12);
      g_test_message ("token %d on space %d with %d: size %.3f", t, space, together[space], size[t]);
      /* a token stands in the sector of its age, outside the hub */
      g_assert_cmpint ((int) floor (fmod (atan2 (y[t], x[t]) + G_PI / 2 + 4 * G_PI, 2 * G_PI) / (2 * G_PI / 13)), ==,
                       MIN (state->wheel[t], 12));
      g_assert_cmpfloat (hypot (x[t], y[t]) - size[t] * G_SQRT2 / 2, >, 0.16);
      g_assert_cmpfloat (hypot (x[t], y[t]) + size[t] * G_SQRT2 / 2, <, 0.8);
      /* clear of the space's border lines by a gap, turned square to them
       * (so no token is read against its neighbour's value) */
      {
        double half = G_PI / 13, tilt = tt_ora_wheel_tilt (space);
        double off = fabs (remainder (atan2 (y[t], x[t]) - (-G_PI / 2 + (space + 0.5) * 2 * half), 2 * G_PI));

        g_assert_cmpfloat (hypot (x[t], y[t]) * sin (half - off), >=, size[t] / 2 * (sin (half) + cos (half)) + 0.01);
        g_assert_cmpfloat (fabs (remainder (-G_PI / 2 + (space + 0.5) * 2 * half - tilt, G_PI / 2)), <, 1e-9);
        for (int u = 0; u < t; u++)
          if (in_play[u] && MIN (state->wheel[u], 12) == space)
            {
              double du = (x[t] - x[u]) * cos (tilt) + (y[t] - y[u]) * sin (tilt);
              double dv = (y[t] - y[u]) * cos (tilt) - (x[t] - x[u]) * sin (tilt);

              g_assert_cmpfloat (MAX (fabs (du), fabs (dv)), >=, (size[t] + size[u]) / 2);
            }
      }
      /* large enough to read in a 360 px window (a wheel of 300 px):
       * alone on its space at least 36 px, seven on the beam 12 px */
      g_assert_cmpfloat (size[t], >=, together[space] == 1 ? 0.12 : together[space] <= 7 ? 0.08 : 0.06);
      if (t != ORA_TOKEN_JOKER)
        {
          GdkRGBA color;

          /* the tile around its picture shows the good's colour */
          g_assert_cmpint (tt_ora_token_good (t), <, ORA_N_GOODS);
          tt_ora_good_color (tt_ora_token_good (t), &color);
          g_assert_cmpfloat (share_near (&picture, x[t] - size[t] / 2, y[t] - size[t] / 2,
                                         x[t] + size[t] / 2, y[t] + size[t] / 2, &color, 0.06), >, 0.2);
        }
      else
        g_assert_cmpint (tt_ora_token_good (t), ==, ORA_N_GOODS);
    }
  cairo_surface_destroy (picture.surface);
}

static void
test_wheel_tokens (void)
{
  g_autoptr(OraState) start = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 0);
  g_autoptr(OraState) later = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 40);
  guint together = 0;

  /* at the start the tokens in play all stand on one space */
  for (int t = 0; t < ORA_N_TOKENS; t++)
    together += start->wheel[t] >= 0 && start->wheel[t] == start->wheel[ORA_TOKEN_GRAIN];
  g_assert_cmpuint (together, >=, 6);
  check_wheel (start, "ora-wheel-start.png");
  check_wheel (later, "ora-wheel-tokens.png");
  /* the most crowded space there can be: all nine tokens on one */
  for (int t = 0; t < ORA_N_TOKENS; t++)
    later->wheel[t] = 5;
  check_wheel (later, NULL);
}

/* The pixels of a good's tile at `size` px, on a surface of its own. */
static cairo_surface_t *
good_surface (OraGood good,
              int     size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  tt_ora_paint_good (cr, good, size / 2.0, size / 2.0, size, 0);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static double
luminance (guint32 pixel)
{
  return (0.3 * ((pixel >> 16) & 0xff) + 0.59 * ((pixel >> 8) & 0xff) + 0.11 * (pixel & 0xff)) / 255.0;
}

/* All the goods at 24, 32 and 48 px on a light and a dark ground, to look at. */
static void
save_goods_sheet (void)
{
  static const int sizes[] = { 24, 32, 48 };
  Picture picture = { 0 };
  cairo_t *cr;
  double y = 0;

  if (!g_getenv ("TT_TEST_SCREENSHOT_DIR"))
    return;
  picture_new (&picture, ORA_N_GOODS * 52, 2 * (24 + 32 + 48 + 3 * 8), 1, 0, 0);
  cr = picture_cairo (&picture);
  for (int dark = 0; dark < 2; dark++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        cairo_rectangle (cr, 0, y, picture.width, sizes[i] + 8);
        cairo_set_source_rgb (cr, dark ? 0.14 : 0.98, dark ? 0.14 : 0.98, dark ? 0.15 : 0.97);
        cairo_fill (cr);
        for (int g = 0; g < ORA_N_GOODS; g++)
          tt_ora_paint_good (cr, g, g * 52 + 26, y + 4 + sizes[i] / 2.0, sizes[i], g % 5 == 1 ? g : 0);
        y += sizes[i] + 8;
      }
  cairo_destroy (cr);
  save_png (&picture, "ora-goods.png");
  cairo_surface_destroy (picture.surface);
}

/* Every good has a picture of its own: drawn over most of its tile, with
 * dark outlines on a pale tile (so it reads on light and dark), and no two
 * pictures alike. */
static void
test_goods_pictures (void)
{
  cairo_surface_t *surfaces[ORA_N_GOODS];
  const int size = 28;

  save_goods_sheet ();
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      unsigned char *data;
      int stride;
      guint picture = 0, dark = 0;
      GdkRGBA tile;

      g_assert_true (tt_ora_good_has_picture (g));
      tt_ora_good_color (g, &tile);
      g_assert_cmpfloat (0.3 * tile.red + 0.59 * tile.green + 0.11 * tile.blue, >, 0.6);
      surfaces[g] = good_surface (g, size);
      data = cairo_image_surface_get_data (surfaces[g]);
      stride = cairo_image_surface_get_stride (surfaces[g]);
      for (int py = 3; py < size - 3; py++)
        for (int px = 3; px < size - 3; px++)
          {
            guint32 pixel = *(guint32 *) (data + py * stride + px * 4);
            double rgb[3] = { ((pixel >> 16) & 0xff) / 255.0, ((pixel >> 8) & 0xff) / 255.0, (pixel & 0xff) / 255.0 };

            picture += !near_color (rgb, &tile, 0.12);
            dark += luminance (pixel) < 0.3;
          }
      /* the picture covers a good part of the tile and has an outline */
      g_assert_cmpuint (picture, >, (size - 6) * (size - 6) / 5);
      g_assert_cmpuint (dark, >, 10);
    }
  for (int g = 0; g < ORA_N_GOODS; g++)
    for (int h = 0; h < g; h++)
      {
        unsigned char *a = cairo_image_surface_get_data (surfaces[g]);
        unsigned char *b = cairo_image_surface_get_data (surfaces[h]);
        int stride = cairo_image_surface_get_stride (surfaces[g]);
        guint differ = 0;

        for (int py = 0; py < size; py++)
          for (int px = 0; px < size; px++)
            differ += fabs (luminance (*(guint32 *) (a + py * stride + px * 4))
                            - luminance (*(guint32 *) (b + py * stride + px * 4))) > 0.15;
        if (differ <= (guint) (size * size / 10))
          g_error ("%s and %s look alike", ora_goods[g].name, ora_goods[h].name);
      }
  for (int g = 0; g < ORA_N_GOODS; g++)
    cairo_surface_destroy (surfaces[g]);
}

/* Every good has a name for its tooltip, none the same, each translated
 * into Korean in po/ko.po. */
static void
test_goods_names (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TT_SOURCE_ROOT"), "po", "ko.po", NULL);
  g_autofree char *po = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &po, NULL, &error));
  g_assert_no_error (error);
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      const char *label = tt_ora_good_label (g);
      g_autofree char *msgid = g_strdup_printf ("\nmsgid \"%s\"\nmsgstr \"", label);
      const char *found = strstr (po, msgid);

      g_assert_cmpstr (label, !=, "");
      for (int h = 0; h < g; h++)
        g_assert_cmpstr (label, !=, tt_ora_good_label (h));
      if (found == NULL)
        g_error ("po/ko.po has no translation of the good “%s”", label);
      /* msgstr "" would be untranslated */
      g_assert_cmpint (found[strlen (msgid)], !=, '"');
    }
}

/* A settlement card shows its houses, more for a higher dwelling value,
 * and what it costs: a bowl for food, a flame for energy. */
static void
test_settlement_pictures (void)
{
  OraCardSet *set = ora_cardset_default ();
  int low = G_MAXINT, high = 0, seen = 0;

  for (int c = 0; c < set->n_cards; c++)
    {
      const OraCard *card = &set->cards[c];
      Picture picture = { 0 };
      cairo_t *cr;
      double energy;

      if (!card->settlement)
        continue;
      seen++;
      for (int d = 0; d < set->n_cards; d++)
        if (set->cards[d].settlement && set->cards[d].dwelling < card->dwelling)
          g_assert_cmpint (tt_ora_settlement_houses (&set->cards[d]), <=, tt_ora_settlement_houses (card));
      low = MIN (low, tt_ora_settlement_houses (card));
      high = MAX (high, tt_ora_settlement_houses (card));

      picture_new (&picture, 120, 120, 120, 0, 0);
      cr = picture_cairo (&picture);
      tt_ora_paint_card (cr, card, 0, 0, 1, 1, TT_ORA_PAINT_NONE);
      cairo_destroy (cr);
      cairo_surface_flush (picture.surface);
      if (seen == 4)
        save_png (&picture, "ora-settlement.png");
      /* the houses' walls fill part of the middle of the card */
      g_assert_cmpfloat (share_near (&picture, 0.1, 0.3, 0.9, 0.62, &(GdkRGBA) { 0.96, 0.90, 0.76, 1 }, 0.03), >, 0.05);
      /* the flame, when it costs energy */
      energy = share_near (&picture, 0.1, 0.55, 0.9, 0.85, &(GdkRGBA) { 0.95, 0.45, 0.10, 1 }, 0.06);
      if (card->cost.n[ORA_PAY_ENERGY] > 0)
        g_assert_cmpfloat (energy, >, 0.005);
      else
        g_assert_cmpfloat (energy, ==, 0);
      cairo_surface_destroy (picture.surface);
    }
  g_assert_cmpint (seen, >=, 8);
  g_assert_cmpint (high, >, low);
}

/* The track has a cell per round of the mode, the current round in its
 * colour, the settlement phases above their rounds from the mode's data,
 * grapes (France only) and stone below the rounds they enter. */
static void
check_track (OraState   *state,
             const char *png)
{
  const OraMode *mode = &state->set->modes[state->mode_id];
  TtOraTrackLayout layout;
  Picture picture = { 0 };
  GdkRGBA grapes, stone;
  cairo_t *cr;

  tt_ora_track_layout (state, 320, &layout);
  g_assert_cmpint (layout.n_rounds, ==, mode->rounds > 0 ? mode->rounds : MAX (mode->settlement_round[3] + 1, state->round));
  g_assert_cmpint (layout.n_cells, ==, layout.n_rounds + (mode->bonus_round ? 1 : 0));
  picture_new (&picture, 320, (int) ceil (tt_ora_track_height (&layout)), 1, 0, 0);
  cr = picture_cairo (&picture);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  tt_ora_paint_track (cr, state, 320, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  if (png)
    save_png (&picture, png);
  tt_ora_good_color (ORA_GRAPES, &grapes);
  tt_ora_good_color (ORA_STONE, &stone);
  for (int round = 1; round <= layout.n_cells; round++)
    {
      double x, y, rgb[3], c = layout.cell;
      gboolean settlement = FALSE;

      tt_ora_track_cell_center (&layout, round, &x, &y);
      picture_at (&picture, x - 0.3 * c, y, rgb);
      g_assert_cmpint (near_color (rgb, &tt_ora_track_current, 0.05), ==, round == state->round);
      for (int i = 0; i < 4; i++)
        settlement |= mode->settlement_round[i] == round;
      /* a settlement mark: a house with its letter over the cell */
      g_assert_cmpint (share_near (&picture, x - 0.3 * c, y - 1.2 * c, x + 0.3 * c, y - 0.6 * c,
                                   &(GdkRGBA) { 1, 1, 1, 1 }, 0.02) < 0.5, ==,
                       settlement || (round == layout.n_cells && mode->rounds > 0));
      g_assert_cmpint (share_near (&picture, x - 0.3 * c, y + 0.6 * c, x + 0.3 * c, y + 1.2 * c,
                                   &grapes, 0.03) > 0.15, ==,
                       round == mode->grapes_round && state->variant == ORA_VARIANT_FRANCE);
      g_assert_cmpint (share_near (&picture, x - 0.3 * c, y + 0.6 * c, x + 0.3 * c, y + 1.2 * c,
                                   &stone, 0.03) > 0.15, ==, round == mode->stone_round);
    }
  cairo_surface_destroy (picture.surface);
}

static void
test_round_track (void)
{
  g_autoptr(OraState) start = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 0);
  g_autoptr(OraState) later = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 120);
  g_autoptr(OraState) ireland = new_game (ORA_MODE_TWO, ORA_VARIANT_IRELAND, 60);
  g_autoptr(OraState) short3 = new_game (ORA_MODE_SHORT3, ORA_VARIANT_FRANCE, 30);

  g_assert_cmpint (start->round, ==, 1);
  g_assert_cmpint (later->round, >, 1);
  check_track (start, NULL);
  check_track (later, "ora-track.png");
  check_track (ireland, NULL);
  check_track (short3, NULL);
}

static void
test_card_names_follow_language (void)
{
  OraCardSet *set = ora_cardset_default ();
  const OraCard *card = &set->cards[0];

  g_assert_nonnull (card->name_ko);
  g_setenv ("LANGUAGE", "ko", TRUE);
  g_assert_cmpstr (tt_ora_card_name (card), ==, card->name_ko);
  g_setenv ("LANGUAGE", "en_US", TRUE);
  g_assert_cmpstr (tt_ora_card_name (card), ==, card->name_en);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ora/painter/landscape-cells", test_landscape_cells);
  g_test_add_func ("/ora/painter/landscape-seat-colors", test_landscape_seat_colors);
  g_test_add_func ("/ora/painter/marks-are-legal-moves", test_marks_are_legal_moves);
  g_test_add_func ("/ora/painter/marks-leave-card-names-visible", test_marks_leave_card_names_visible);
  g_test_add_func ("/ora/painter/every-building-has-a-picture", test_every_building_has_a_picture);
  g_test_add_func ("/ora/painter/wheel-tokens", test_wheel_tokens);
  g_test_add_func ("/ora/painter/card-names-follow-language", test_card_names_follow_language);
  g_test_add_func ("/ora/painter/goods-pictures", test_goods_pictures);
  g_test_add_func ("/ora/painter/goods-names", test_goods_names);
  g_test_add_func ("/ora/painter/settlement-pictures", test_settlement_pictures);
  g_test_add_func ("/ora/painter/round-track", test_round_track);
  return tt_ui_test_cleanup (g_test_run ());
}
