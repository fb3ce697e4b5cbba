/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-painter.c — the Ora et Labora painter shows what the engine
 * says: every landscape cell in its terrain or cover, each building as a
 * card, clergy in their owner's colour on the building they work, orange
 * marks on the cells of the engine's legal moves, and the wheel's tokens
 * on the space of their age. */
#include "config.h"

#include <math.h>

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
      tt_ora_paint_landscape (cr, state, player, NULL, TT_ORA_PAINT_NONE);
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
                tt_ora_player_color (cell->occupant / 4, &owner);
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
  tt_ora_paint_landscape (cr, state, player, &marks, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      {
        double rgb[3];

        /* the mark runs along the inside of the cell's border */
        picture_at (&picture, c - col0 + 0.5, r - row0 + 0.06, rgb);
        g_assert_cmpint (near_color (rgb, &(GdkRGBA) { 1.0, 0.52, 0.0, 1 }, 0.06), ==,
                         tt_ora_marks_has (&marks, r, c));
        if (tt_ora_marks_has (&marks, r, c))
          g_assert_cmpint (state->players[player].cells[r][c].cover, ==, ORA_COVER_FOREST);
      }
  cairo_surface_destroy (picture.surface);
}

static void
test_wheel_tokens (void)
{
  g_autoptr(OraState) state = new_game (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 40);
  Picture picture = { 0 };
  cairo_t *cr;
  guint in_play = 0;

  picture_new (&picture, 400, 400, 190, 200, 200);
  cr = picture_cairo (&picture);
  tt_ora_paint_wheel (cr, state, TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  save_png (&picture, "ora-wheel.png");
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      double x, y, rgb[3];

      if (!tt_ora_wheel_token_point (state, t, &x, &y))
        {
          g_assert_cmpint (state->wheel[t], <, 0);
          continue;
        }
      in_play++;
      /* a token stands in the sector of its age */
      g_assert_cmpint ((int) floor (fmod (atan2 (y, x) + G_PI / 2 + 4 * G_PI, 2 * G_PI) / (2 * G_PI / 13)), ==,
                       MIN (state->wheel[t], 12));
      if (t != ORA_TOKEN_JOKER)
        {
          /* its corner shows the good's colour */
          static const OraGood goods[] = { ORA_GRAIN, ORA_SHEEP, ORA_CLAY, ORA_COIN, ORA_WOOD, ORA_PEAT, 0, ORA_GRAPES, ORA_STONE };
          GdkRGBA color;

          tt_ora_good_color (goods[t], &color);
          picture_at (&picture, x - 0.05, y - 0.045, rgb);
          g_assert_true (near_color (rgb, &color, 0.08));
        }
    }
  g_assert_cmpuint (in_play, >=, 7);
  cairo_surface_destroy (picture.surface);
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
  g_test_add_func ("/ora/painter/marks-are-legal-moves", test_marks_are_legal_moves);
  g_test_add_func ("/ora/painter/wheel-tokens", test_wheel_tokens);
  g_test_add_func ("/ora/painter/card-names-follow-language", test_card_names_follow_language);
  return tt_ui_test_cleanup (g_test_run ());
}
