/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-painter.c — vector pictures of Ora et Labora landscapes and the wheel */
#include "config.h"

#include <math.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-painter.h"
#include "tt-paint.h"


static const GdkRGBA orange = { 1.0, 0.52, 0.0, 1.0 };
static const GdkRGBA focus_blue = { 0.21, 0.52, 0.89, 1.0 };
static const GdkRGBA ink = { 0.15, 0.12, 0.10, 1.0 };

/* Marks */

void
tt_ora_marks_clear (TtOraMarks *marks)
{
  memset (marks, 0, sizeof *marks);
  marks->focus = -1;
}

void
tt_ora_marks_add (TtOraMarks *marks,
                  int         row,
                  int         col)
{
  int cell = row * ORA_COLS + col;

  g_return_if_fail (row >= 0 && row < ORA_ROWS && col >= 0 && col < ORA_COLS);
  marks->cells[cell / 64] |= G_GUINT64_CONSTANT (1) << (cell % 64);
}

gboolean
tt_ora_marks_has (const TtOraMarks *marks,
                  int               row,
                  int               col)
{
  int cell = row * ORA_COLS + col;

  if (row < 0 || row >= ORA_ROWS || col < 0 || col >= ORA_COLS)
    return FALSE;
  return (marks->cells[cell / 64] >> (cell % 64)) & 1;
}

guint
tt_ora_marks_count (const TtOraMarks *marks)
{
  guint count = 0;

  for (guint i = 0; i < G_N_ELEMENTS (marks->cells); i++)
    count += __builtin_popcountll (marks->cells[i]);
  return count;
}

guint
tt_ora_marks_from_actions (TtOraMarks   *marks,
                           const GArray *actions,
                           OraActionType type)
{
  guint marked = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      const OraAction *action = &g_array_index (actions, OraAction, i);

      if (action->type != type || action->row < 0 || action->col < 0
          || tt_ora_marks_has (marks, action->row, action->col))
        continue;
      tt_ora_marks_add (marks, action->row, action->col);
      marked++;
    }
  return marked;
}

/* Names and colours */

const char *
tt_ora_card_name (const OraCard *card)
{
  /* one choice of language for the model's log and the drawings */
  return tt_ora_card_label (card);
}

void
tt_ora_good_color (OraGood  good,
                   GdkRGBA *color)
{
  static const GdkRGBA colors[ORA_N_GOODS] = {
    [ORA_GRAIN]     = { 0.93, 0.77, 0.30, 1 },
    [ORA_STRAW]     = { 0.96, 0.90, 0.62, 1 },
    [ORA_SHEEP]     = { 0.96, 0.96, 0.92, 1 },
    [ORA_MEAT]      = { 0.72, 0.27, 0.25, 1 },
    [ORA_CLAY]      = { 0.80, 0.50, 0.30, 1 },
    [ORA_CERAMIC]   = { 0.70, 0.36, 0.22, 1 },
    [ORA_WOOD]      = { 0.55, 0.38, 0.22, 1 },
    [ORA_WHISKEY]   = { 0.80, 0.52, 0.16, 1 },
    [ORA_PEAT]      = { 0.38, 0.28, 0.20, 1 },
    [ORA_COAL]      = { 0.18, 0.18, 0.19, 1 },
    [ORA_COIN]      = { 0.98, 0.82, 0.25, 1 },
    [ORA_BOOK]      = { 0.30, 0.45, 0.75, 1 },
    [ORA_COIN5]     = { 0.95, 0.70, 0.15, 1 },
    [ORA_RELIQUARY] = { 0.55, 0.35, 0.70, 1 },
    [ORA_STONE]     = { 0.60, 0.61, 0.64, 1 },
    [ORA_ORNAMENT]  = { 0.20, 0.62, 0.62, 1 },
    [ORA_GRAPES]    = { 0.48, 0.30, 0.60, 1 },
    [ORA_WINE]      = { 0.52, 0.12, 0.22, 1 },
    [ORA_MALT]      = { 0.85, 0.70, 0.45, 1 },
    [ORA_BEER]      = { 0.88, 0.62, 0.18, 1 },
    [ORA_FLOUR]     = { 0.97, 0.95, 0.90, 1 },
    [ORA_BREAD]     = { 0.78, 0.55, 0.30, 1 },
    [ORA_WONDER]    = { 0.98, 0.92, 0.60, 1 },
  };

  *color = good < ORA_N_GOODS ? colors[good] : ink;
}

void
tt_ora_player_color (int      player,
                     GdkRGBA *color)
{
  static const GdkRGBA colors[ORA_MAX_PLAYERS] = {
    { 0.80, 0.18, 0.16, 1 },   /* red */
    { 0.18, 0.42, 0.80, 1 },   /* blue */
    { 0.20, 0.60, 0.28, 1 },   /* green */
    { 0.62, 0.58, 0.52, 1 },   /* white (stone grey, readable on light cards) */
  };

  *color = colors[CLAMP (player, 0, ORA_MAX_PLAYERS - 1)];
}

/* Helpers */

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         factor)
{
  cairo_set_source_rgba (cr, color->red * factor, color->green * factor, color->blue * factor, color->alpha);
}

static gboolean
is_light (const GdkRGBA *color)
{
  return 0.3 * color->red + 0.59 * color->green + 0.11 * color->blue > 0.55;
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
  char text[8];

  tt_ora_good_color (good, &color);
  tt_paint_rounded_rect (cr, x - size / 2, y - size / 2, size, size, size * 0.18);
  set_color (cr, &color, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, size * 0.06);
  cairo_stroke (cr);
  /* the good's initial, so tiles of similar colours stay apart */
  if (good == ORA_COIN || good == ORA_COIN5)
    g_snprintf (text, sizeof text, "%s", good == ORA_COIN5 ? "5" : "1");
  else
    g_snprintf (text, sizeof text, "%c", g_ascii_toupper (ora_goods[good].name[0]));
  tt_paint_text (cr, text, x, y, size * 0.55, 0, 1, TRUE,
           is_light (&color) ? &ink : &(GdkRGBA) { 1, 1, 1, 1 });
  if (count > 1)
    {
      g_snprintf (text, sizeof text, "%d", count);
      cairo_new_path (cr);
      cairo_arc (cr, x + size * 0.45, y - size * 0.45, size * 0.28, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      cairo_fill (cr);
      tt_paint_text (cr, text, x + size * 0.45, y - size * 0.45, size * 0.34, 0, 1, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });
    }
}

/* Terrain and covers */

static void
terrain_color (OraTerrain  terrain,
               GdkRGBA    *color)
{
  switch (terrain)
    {
    case ORA_TERRAIN_WATER: *color = (GdkRGBA) { 0.38, 0.62, 0.82, 1 }; break;
    case ORA_TERRAIN_COAST: *color = (GdkRGBA) { 0.90, 0.84, 0.62, 1 }; break;
    case ORA_TERRAIN_HILLSIDE: *color = (GdkRGBA) { 0.62, 0.70, 0.38, 1 }; break;
    case ORA_TERRAIN_MOUNTAIN:
    case ORA_TERRAIN_MOUNTAIN_LOWER: *color = (GdkRGBA) { 0.58, 0.58, 0.60, 1 }; break;
    case ORA_TERRAIN_PLAINS:
    default: *color = (GdkRGBA) { 0.66, 0.82, 0.46, 1 }; break;
    }
}

static void
paint_forest_cover (cairo_t *cr,
                    double   x,
                    double   y,
                    double   f)
{
  static const double trees[][2] = { { 0.28, 0.42 }, { 0.68, 0.35 }, { 0.48, 0.72 }, { 0.2, 0.82 }, { 0.8, 0.8 } };

  cairo_set_source_rgb (cr, 0.25 * f, 0.50 * f, 0.26 * f);
  cairo_rectangle (cr, x + 0.04, y + 0.04, 0.92, 0.92);
  cairo_fill (cr);
  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      double tx = x + trees[i][0], ty = y + trees[i][1];

      cairo_set_source_rgb (cr, 0.36 * f, 0.24 * f, 0.14 * f);
      cairo_rectangle (cr, tx - 0.025, ty, 0.05, 0.1);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.10 * f, 0.32 * f, 0.15 * f);
      cairo_move_to (cr, tx, ty - 0.26);
      cairo_line_to (cr, tx + 0.13, ty + 0.02);
      cairo_line_to (cr, tx - 0.13, ty + 0.02);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

static void
paint_moor_cover (cairo_t *cr,
                  double   x,
                  double   y,
                  double   f)
{
  cairo_set_source_rgb (cr, 0.42 * f, 0.32 * f, 0.24 * f);
  cairo_rectangle (cr, x + 0.04, y + 0.04, 0.92, 0.92);
  cairo_fill (cr);
  /* cut peat sods, then tufts of heather */
  cairo_set_source_rgb (cr, 0.30 * f, 0.22 * f, 0.16 * f);
  cairo_set_line_width (cr, 0.03);
  for (int i = 1; i < 4; i++)
    {
      cairo_move_to (cr, x + 0.1, y + 0.25 * i);
      cairo_line_to (cr, x + 0.9, y + 0.25 * i);
    }
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.62 * f, 0.40 * f, 0.62 * f);
  for (int i = 0; i < 6; i++)
    {
      cairo_arc (cr, x + 0.18 + 0.13 * i, y + 0.2 + 0.12 * (i % 3) + 0.1, 0.04, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Building cards */

/* The goods a card's effect takes and gives, for its picture. */
static void
card_goods (const OraCard *card,
            int           *takes,
            int           *n_takes,
            int           *gives,
            int           *n_gives)
{
  *n_takes = *n_gives = 0;
  for (int s = 0; s < card->n_steps; s++)
    {
      const OraStep *step = &card->steps[s];

      for (int g = 0; g < ORA_N_GOODS; g++)
        {
          if (step->pay.n[g] > 0 && *n_takes < 2)
            takes[(*n_takes)++] = g;
          if (step->gain.n[g] > 0 && *n_gives < 3)
            gives[(*n_gives)++] = g;
        }
      for (int o = 0; o < step->n_options; o++)
        for (int g = 0; g < ORA_N_GOODS; g++)
          {
            if (step->options[o].pay.n[g] > 0 && *n_takes < 2)
              takes[(*n_takes)++] = g;
            if (step->options[o].gain.n[g] > 0 && *n_gives < 3)
              gives[(*n_gives)++] = g;
          }
      for (int g = 0; g < step->n_goods && *n_gives < 3; g++)
        gives[(*n_gives)++] = step->goods[g];
    }
}

static void
card_roof_color (const OraCard *card,
                 GdkRGBA       *color)
{
  if (card->settlement)
    *color = (GdkRGBA) { 0.55, 0.45, 0.32, 1 };
  else if (card->cloister)
    *color = (GdkRGBA) { 0.72, 0.20, 0.18, 1 };
  else if (card->phase == ORA_PHASE_HEARTLAND)
    *color = (GdkRGBA) { 0.35, 0.52, 0.30, 1 };
  else
    *color = (GdkRGBA) { 0.22, 0.38, 0.62, 1 };
}

static void
paint_value_badges (cairo_t       *cr,
                    const OraCard *card,
                    double         x,
                    double         y,
                    double         w,
                    double         h)
{
  double r = MIN (w, h) * 0.11;
  char text[8];

  /* economic value: a coin on the lower left; dwelling value: a house on the lower right */
  g_snprintf (text, sizeof text, "%d", card->economic);
  cairo_new_path (cr);   /* the name and goods above left a current point */
  cairo_arc (cr, x + r * 1.3, y + h - r * 1.3, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.96, 0.78, 0.22);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, r * 0.12);
  cairo_stroke (cr);
  tt_paint_text (cr, text, x + r * 1.3, y + h - r * 1.3, r * 1.1, 0, 1, TRUE, &ink);

  g_snprintf (text, sizeof text, "%d", card->dwelling);
  cairo_move_to (cr, x + w - r * 2.3, y + h - r * 0.3);
  cairo_line_to (cr, x + w - r * 2.3, y + h - r * 1.6);
  cairo_line_to (cr, x + w - r * 1.3, y + h - r * 2.4);
  cairo_line_to (cr, x + w - r * 0.3, y + h - r * 1.6);
  cairo_line_to (cr, x + w - r * 0.3, y + h - r * 0.3);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.95, 0.93, 0.88);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke (cr);
  tt_paint_text (cr, text, x + w - r * 1.3, y + h - r * 1.1, r * 1.1, 0, 1, TRUE, &ink);
}

void
tt_ora_paint_card (cairo_t         *cr,
                   const OraCard   *card,
                   double           x,
                   double           y,
                   double           w,
                   double           h,
                   TtOraPaintFlags  flags)
{
  double f = (flags & TT_ORA_PAINT_DARK) ? 0.85 : 1.0;
  int takes[2], gives[3], n_takes, n_gives;
  double roof = h * 0.26, chip = MIN (w * 0.22, h * 0.2);
  GdkRGBA roof_color;

  /* parchment body with a roof band in the colour of the building's kind */
  tt_paint_rounded_rect (cr, x, y, w, h, MIN (w, h) * 0.08);
  cairo_set_source_rgb (cr, 0.97 * f, 0.93 * f, 0.83 * f);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  card_roof_color (card, &roof_color);
  set_color (cr, &roof_color, f);
  cairo_rectangle (cr, x, y, w, roof);
  cairo_fill (cr);
  cairo_restore (cr);
  tt_paint_rounded_rect (cr, x, y, w, h, MIN (w, h) * 0.08);
  cairo_set_source_rgba (cr, 0.25, 0.18, 0.10, 0.8);
  cairo_set_line_width (cr, MIN (w, h) * 0.025);
  cairo_stroke (cr);
  tt_paint_text (cr, tt_ora_card_name (card), x + w / 2, y + roof / 2, roof * 0.42, w * 0.92, 2, TRUE,
           &(GdkRGBA) { 1, 1, 1, 1 });

  /* what the building takes → what it gives */
  card_goods (card, takes, &n_takes, gives, &n_gives);
  {
    double cy = y + roof + (h - roof) * 0.38;
    double total = (n_takes + n_gives) * chip * 1.15 + (n_takes && n_gives ? chip * 0.6 : 0);
    double cx = x + w / 2 - total / 2 + chip * 0.575;

    for (int i = 0; i < n_takes; i++, cx += chip * 1.15)
      tt_ora_paint_good (cr, takes[i], cx, cy, chip, 0);
    if (n_takes && n_gives)
      {
        cairo_move_to (cr, cx - chip * 0.45, cy);
        cairo_line_to (cr, cx + 0.05 * chip, cy);
        cairo_set_source_rgb (cr, 0.3, 0.25, 0.2);
        cairo_set_line_width (cr, chip * 0.1);
        cairo_stroke (cr);
        cairo_move_to (cr, cx + 0.2 * chip, cy);
        cairo_line_to (cr, cx - 0.05 * chip, cy - 0.18 * chip);
        cairo_line_to (cr, cx - 0.05 * chip, cy + 0.18 * chip);
        cairo_close_path (cr);
        cairo_fill (cr);
        cx += chip * 0.6;
      }
    for (int i = 0; i < n_gives; i++, cx += chip * 1.15)
      tt_ora_paint_good (cr, gives[i], cx, cy, chip, 0);
  }
  paint_value_badges (cr, card, x, y, w, h);
}

/* Clergy */

static void
paint_clergyman (cairo_t       *cr,
                 double         x,
                 double         y,
                 double         height,
                 gboolean       prior,
                 const GdkRGBA *color)
{
  double w = height * (prior ? 0.5 : 0.42);

  /* a robed figure; the prior wears a tall hood */
  cairo_move_to (cr, x - w / 2, y);
  cairo_curve_to (cr, x - w / 2, y - height * 0.5, x - w * 0.3, y - height * 0.7, x, y - height * 0.7);
  cairo_curve_to (cr, x + w * 0.3, y - height * 0.7, x + w / 2, y - height * 0.5, x + w / 2, y);
  cairo_close_path (cr);
  cairo_arc (cr, x, y - height * 0.78, height * 0.14, 0, 2 * G_PI);
  if (prior)
    {
      cairo_move_to (cr, x - height * 0.12, y - height * 0.84);
      cairo_line_to (cr, x, y - height);
      cairo_line_to (cr, x + height * 0.12, y - height * 0.84);
      cairo_close_path (cr);
    }
  set_color (cr, color, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 0.9);
  cairo_set_line_width (cr, height * 0.05);
  cairo_stroke (cr);
}

/* Landscape */

void
tt_ora_landscape_extent (const OraState *state,
                         int             player,
                         int            *row0,
                         int            *col0,
                         int            *row1,
                         int            *col1)
{
  const OraPlayer *p = &state->players[player];

  *row0 = ORA_ROWS;
  *col0 = ORA_COLS;
  *row1 = *col1 = -1;
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (p->cells[r][c].terrain != ORA_TERRAIN_NONE)
        {
          *row0 = MIN (*row0, r);
          *col0 = MIN (*col0, c);
          *row1 = MAX (*row1, r);
          *col1 = MAX (*col1, c);
        }
  if (*row1 < 0)
    *row0 = *col0 = *row1 = *col1 = 0;
}

static void
paint_cell (cairo_t         *cr,
            const OraState  *state,
            const OraCell   *cell,
            double           x,
            double           y,
            TtOraPaintFlags  flags)
{
  double f = (flags & TT_ORA_PAINT_DARK) ? 0.8 : 1.0;
  GdkRGBA color;

  terrain_color (cell->terrain, &color);
  set_color (cr, &color, f);
  cairo_rectangle (cr, x, y, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.16, 0.1, 0.35);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  if (cell->cover == ORA_COVER_FOREST)
    paint_forest_cover (cr, x, y, f);
  else if (cell->cover == ORA_COVER_MOOR)
    paint_moor_cover (cr, x, y, f);
  if (cell->card >= 0 && cell->card < state->set->n_cards)
    tt_ora_paint_card (cr, &state->set->cards[cell->card], x + 0.04, y + 0.04, 0.92, 0.92, flags);
  if (cell->occupant >= 0)
    {
      GdkRGBA owner;

      tt_ora_player_color (cell->occupant / 4, &owner);
      paint_clergyman (cr, x + 0.5, y + 0.82, 0.42, cell->occupant % 4 == ORA_PRIOR, &owner);
    }
}

void
tt_ora_paint_landscape (cairo_t          *cr,
                        const OraState   *state,
                        int               player,
                        const TtOraMarks *marks,
                        TtOraPaintFlags   flags)
{
  const OraPlayer *p = &state->players[player];
  int row0, col0, row1, col1;

  tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
  cairo_save (cr);
  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      if (p->cells[r][c].terrain != ORA_TERRAIN_NONE)
        paint_cell (cr, state, &p->cells[r][c], c - col0, r - row0, flags);
  if (marks)
    for (int r = row0; r <= row1; r++)
      for (int c = col0; c <= col1; c++)
        {
          gboolean focused = marks->focus == r * ORA_COLS + c;

          if (!tt_ora_marks_has (marks, r, c) && !focused)
            continue;
          tt_paint_rounded_rect (cr, c - col0 + 0.06, r - row0 + 0.06, 0.88, 0.88, 0.08);
          set_color (cr, focused ? &focus_blue : &orange, 1);
          cairo_set_line_width (cr, focused ? 0.1 : 0.07);
          cairo_stroke (cr);
        }
  cairo_restore (cr);
}

/* The wheel */

#define WHEEL_SPACES 13

static double
space_angle (int space)
{
  /* space 0 (the beam) points up; the wheel counts clockwise */
  return -G_PI / 2 + (space + 0.5) * 2 * G_PI / WHEEL_SPACES;
}

gboolean
tt_ora_wheel_token_point (const OraState *state,
                          OraToken        token,
                          double         *x,
                          double         *y)
{
  int age = state->wheel[token];
  int stacked = 0;
  double angle, radius;

  if (age < 0)
    return FALSE;
  age = MIN (age, WHEEL_SPACES - 1);
  /* tokens of the same age stand one behind the other towards the hub */
  for (int t = 0; t < (int) token; t++)
    stacked += state->wheel[t] >= 0 && MIN (state->wheel[t], WHEEL_SPACES - 1) == age;
  angle = space_angle (age);
  radius = 0.62 - stacked * 0.15;
  *x = radius * cos (angle);
  *y = radius * sin (angle);
  return TRUE;
}

/* The joker: a star on black, it stands for any basic good. */
static void
paint_joker (cairo_t *cr,
             double   x,
             double   y,
             double   size)
{
  tt_paint_rounded_rect (cr, x - size / 2, y - size / 2, size, size, size * 0.18);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  cairo_fill (cr);
  for (int i = 0; i < 10; i++)
    {
      double a = -G_PI / 2 + i * G_PI / 5, r = (i % 2 ? 0.18 : 0.42) * size;

      if (i == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.82, 0.25);
  cairo_fill (cr);
}

static OraGood
token_good (OraToken token)
{
  /* the joker has no good of its own and is drawn by paint_joker() */
  static const OraGood goods[ORA_N_TOKENS] = {
    ORA_GRAIN, ORA_SHEEP, ORA_CLAY, ORA_COIN, ORA_WOOD, ORA_PEAT, ORA_GRAIN, ORA_GRAPES, ORA_STONE,
  };

  return goods[token];
}

void
tt_ora_paint_wheel (cairo_t         *cr,
                    const OraState  *state,
                    TtOraPaintFlags  flags)
{
  const OraMode *mode = &state->set->modes[state->mode_id];
  double f = (flags & TT_ORA_PAINT_DARK) ? 0.82 : 1.0;
  char text[8];

  cairo_save (cr);
  /* the board ring with the values of each space */
  for (int s = 0; s < WHEEL_SPACES; s++)
    {
      double a0 = space_angle (s) - G_PI / WHEEL_SPACES, a1 = space_angle (s) + G_PI / WHEEL_SPACES;

      cairo_move_to (cr, 0, 0);
      cairo_arc (cr, 0, 0, 1.0, a0, a1);
      cairo_close_path (cr);
      if (s % 2)
        cairo_set_source_rgb (cr, 0.90 * f, 0.84 * f, 0.70 * f);
      else
        cairo_set_source_rgb (cr, 0.95 * f, 0.90 * f, 0.78 * f);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.35, 0.25, 0.15, 0.6);
      cairo_set_line_width (cr, 0.01);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%d", mode->wheel[s]);
      tt_paint_text (cr, text, 0.88 * cos (space_angle (s)), 0.88 * sin (space_angle (s)), 0.11, 0, 1, TRUE, &ink);
    }
  /* the production wheel: a darker disc with the beam on space 0 */
  cairo_arc (cr, 0, 0, 0.78, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.55, 0.40, 0.25, 0.25);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_rotate (cr, space_angle (0));
  cairo_rectangle (cr, -0.04, -0.04, 0.8, 0.08);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.35 * f, 0.22 * f, 0.12 * f);
  cairo_fill (cr);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      double x, y;

      if (!tt_ora_wheel_token_point (state, t, &x, &y))
        continue;
      if (t == ORA_TOKEN_JOKER)
        paint_joker (cr, x, y, 0.14);
      else
        tt_ora_paint_good (cr, token_good (t), x, y, 0.14, 0);
    }
  /* the hub shows the round */
  cairo_arc (cr, 0, 0, 0.16, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.30, 0.20, 0.12);
  cairo_fill (cr);
  g_snprintf (text, sizeof text, "%d", state->round);
  tt_paint_text (cr, text, 0, 0, 0.14, 0, 1, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });
  cairo_restore (cr);
}
