/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-painter.c — vector pictures of Ora et Labora landscapes and the wheel */
#include "config.h"

#include <math.h>

#include "model/ora/tt-ora-game.h"
#include "ora/ora-rules.h"
#include "tt-ora-painter.h"
#include "tt-paint.h"
#include "ui/tt-player-color.h"


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
tt_ora_player_color (const char *id,
                     GdkRGBA    *color)
{
  /* the shades that read on the cards (white as stone grey) of the seat
   * colours the rules table gives; a colour picked on the new-game page
   * looks as it does everywhere else */
  static const struct { const char *id; GdkRGBA rgba; } shades[] = {
    { "red", { 0.80, 0.18, 0.16, 1 } },
    { "blue", { 0.18, 0.42, 0.80, 1 } },
    { "green", { 0.20, 0.60, 0.28, 1 } },
    { "white", { 0.62, 0.58, 0.52, 1 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shades); i++)
    if (g_strcmp0 (shades[i].id, id) == 0)
      {
        *color = shades[i].rgba;
        return;
      }
  tt_player_color_get_rgba (id, color);
}

const char *
tt_ora_seat_color (const char * const *colors,
                   int                 player)
{
  int seat = CLAMP (player, 0, ORA_MAX_PLAYERS - 1);

  if (colors != NULL && (guint) seat < g_strv_length ((char **) colors) && *colors[seat] != '\0')
    return colors[seat];
  return ora_rules.colors[seat];
}

/* Helpers */

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         factor)
{
  cairo_set_source_rgba (cr, color->red * factor, color->green * factor, color->blue * factor, color->alpha);
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

static void paint_clergyman (cairo_t       *cr,
                             double         x,
                             double         y,
                             double         height,
                             gboolean       prior,
                             const GdkRGBA *color);
static void paint_house     (cairo_t       *cr,
                             double         x,
                             double         y,
                             double         size,
                             gboolean       poor,
                             double         f);

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
      if (step->kind == ORA_STEP_THRESHOLD)
        {
          if (*n_takes < 2)
            takes[(*n_takes)++] = step->good;
          if (*n_gives < 3)
            gives[(*n_gives)++] = step->gain_good;
        }
    }
}

/* What a step does besides moving goods, as a small picture beside them:
 * many buildings (Priory, Hospice, Carpentry, Castle…) move no goods. */
typedef enum
{
  SYMBOL_CLERGY,    /* use another building */
  SYMBOL_RETURN,    /* bring the clergy home */
  SYMBOL_FOREST,    /* remove a forest */
  SYMBOL_MOOR,      /* remove a moor */
  SYMBOL_BUILD,
  SYMBOL_SETTLE,
  SYMBOL_LAND,
  SYMBOL_DISTINCT,  /* pay different goods: drawn among what the card takes */
  SYMBOL_POINTS,
} Symbol;

#define MAX_SYMBOLS 3

static gboolean
card_takes_distinct (const OraCard *card)
{
  for (int s = 0; s < card->n_steps; s++)
    if (card->steps[s].kind == ORA_STEP_DISTINCT)
      return TRUE;
  return FALSE;
}

static int
card_symbols (const OraCard *card,
              Symbol         symbols[MAX_SYMBOLS])
{
  int n = 0;

  for (int s = 0; s < card->n_steps && n < MAX_SYMBOLS; s++)
    {
      const OraStep *step = &card->steps[s];

      switch (step->kind)
        {
        case ORA_STEP_USE_OCCUPIED:
        case ORA_STEP_USE_ADJACENT:
        case ORA_STEP_USE_UNBUILT:
          symbols[n++] = SYMBOL_CLERGY;
          break;
        case ORA_STEP_RETURN_CLERGY:
          symbols[n++] = SYMBOL_RETURN;
          break;
        case ORA_STEP_REMOVE:
          symbols[n++] = step->cover == ORA_COVER_MOOR ? SYMBOL_MOOR : SYMBOL_FOREST;
          break;
        case ORA_STEP_FELL_CUT:
          symbols[n++] = SYMBOL_FOREST;
          break;
        case ORA_STEP_BUILD:
          symbols[n++] = SYMBOL_BUILD;
          break;
        case ORA_STEP_SETTLE:
          symbols[n++] = SYMBOL_SETTLE;
          break;
        case ORA_STEP_LAND:
          symbols[n++] = SYMBOL_LAND;
          break;
        case ORA_STEP_POINTS:
          symbols[n++] = SYMBOL_POINTS;
          break;
        default:
          break;
        }
    }
  return n;
}

/* A plus sign at the lower right of a symbol: "one more". */
static void
paint_plus (cairo_t *cr,
            double   cx,
            double   cy,
            double   size)
{
  double px = cx + size * 0.3, py = cy + size * 0.28, arm = size * 0.16;

  cairo_arc (cr, px, py, arm * 1.35, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.2, 0.55, 0.25);
  cairo_fill (cr);
  cairo_move_to (cr, px - arm, py);
  cairo_line_to (cr, px + arm, py);
  cairo_move_to (cr, px, py - arm);
  cairo_line_to (cr, px, py + arm);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.08);
  cairo_stroke (cr);
}

static void
paint_symbol (cairo_t *cr,
              Symbol   symbol,
              double   cx,
              double   cy,
              double   size,
              double   f)
{
  static const GdkRGBA monk = { 0.45, 0.33, 0.22, 1 };

  cairo_save (cr);
  /* a plain tile, the size of a goods tile, so the row reads as one */
  tt_paint_rounded_rect (cr, cx - size * 0.45, cy - size * 0.45, size * 0.9, size * 0.9, size * 0.12);
  cairo_set_source_rgb (cr, 0.90 * f, 0.85 * f, 0.74 * f);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.16, 0.1, 0.45);
  cairo_set_line_width (cr, size * 0.04);
  cairo_stroke (cr);
  switch (symbol)
    {
    case SYMBOL_CLERGY:
    case SYMBOL_RETURN:
      paint_clergyman (cr, cx, cy + size * 0.36, size * 0.72, FALSE, &monk);
      if (symbol == SYMBOL_RETURN)
        {
          /* a turning arrow: back home */
          cairo_new_path (cr);
          cairo_arc_negative (cr, cx, cy, size * 0.45, G_PI * 0.15, -G_PI * 0.6);
          cairo_set_source_rgb (cr, 0.2, 0.45, 0.7);
          cairo_set_line_width (cr, size * 0.08);
          cairo_stroke (cr);
          cairo_move_to (cr, cx + size * 0.45 * cos (G_PI * 0.15) + size * 0.12, cy + size * 0.45 * sin (G_PI * 0.15) - size * 0.04);
          cairo_rel_line_to (cr, -size * 0.2, size * 0.14);
          cairo_rel_line_to (cr, -size * 0.04, -size * 0.22);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
      break;
    case SYMBOL_FOREST:
    case SYMBOL_MOOR:
      cairo_translate (cr, cx - size * 0.45, cy - size * 0.45);
      cairo_scale (cr, size * 0.9, size * 0.9);
      if (symbol == SYMBOL_FOREST)
        paint_forest_cover (cr, 0, 0, f);
      else
        paint_moor_cover (cr, 0, 0, f);
      /* cleared away */
      cairo_move_to (cr, 0.15, 0.15);
      cairo_line_to (cr, 0.85, 0.85);
      cairo_set_source_rgba (cr, 0.75, 0.12, 0.10, 0.9);
      cairo_set_line_width (cr, 0.1);
      cairo_stroke (cr);
      break;
    case SYMBOL_BUILD:
    case SYMBOL_SETTLE:
      paint_house (cr, cx - size * 0.05, cy + size * 0.4, size * 0.8, FALSE, f);
      if (symbol == SYMBOL_SETTLE)
        paint_house (cr, cx + size * 0.3, cy + size * 0.45, size * 0.55, FALSE, f);
      else
        paint_plus (cr, cx, cy, size);
      break;
    case SYMBOL_LAND:
      cairo_rectangle (cr, cx - size * 0.4, cy - size * 0.4, size * 0.8, size * 0.8);
      cairo_set_source_rgb (cr, 0.66 * f, 0.82 * f, 0.46 * f);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.2, 0.16, 0.1, 0.6);
      cairo_set_line_width (cr, size * 0.05);
      cairo_stroke (cr);
      paint_plus (cr, cx, cy, size);
      break;
    case SYMBOL_DISTINCT:
      /* three tiles of different goods, fanned out */
      for (int i = 0; i < 3; i++)
        {
          static const OraGood fan[3] = { ORA_GRAIN, ORA_CLAY, ORA_WOOD };
          GdkRGBA color;

          tt_ora_good_color (fan[i], &color);
          tt_paint_rounded_rect (cr, cx - size * 0.37 + i * size * 0.17, cy - size * 0.33 + i * size * 0.1,
                                 size * 0.4, size * 0.4, size * 0.07);
          set_color (cr, &color, f);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.2, 0.16, 0.1, 0.7);
          cairo_set_line_width (cr, size * 0.04);
          cairo_stroke (cr);
        }
      break;
    case SYMBOL_POINTS:
      cairo_new_sub_path (cr);
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5, r = (i % 2 ? 0.2 : 0.45) * size;

          cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.96, 0.78, 0.22);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, size * 0.05);
      cairo_stroke (cr);
      break;
    }
  cairo_restore (cr);
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

/* A house of a settlement's picture, its floor centred on (x, y). */
static void
paint_house (cairo_t  *cr,
             double    x,
             double    y,
             double    size,
             gboolean  poor,
             double    f)
{
  double w = size * 0.8, wall = size * 0.5;

  cairo_move_to (cr, x - w / 2, y);
  cairo_line_to (cr, x - w / 2, y - wall);
  cairo_line_to (cr, x, y - size);
  cairo_line_to (cr, x + w / 2, y - wall);
  cairo_line_to (cr, x + w / 2, y);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.96 * f, 0.90 * f, 0.76 * f);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.14, 0.08, 0.9);
  cairo_set_line_width (cr, size * 0.06);
  cairo_stroke (cr);
  /* the roof: thatch on a poor hut, tiles on a good house */
  cairo_move_to (cr, x - w * 0.62, y - wall + size * 0.06);
  cairo_line_to (cr, x, y - size * 1.06);
  cairo_line_to (cr, x + w * 0.62, y - wall + size * 0.06);
  cairo_close_path (cr);
  if (poor)
    cairo_set_source_rgb (cr, 0.62 * f, 0.58 * f, 0.50 * f);
  else
    cairo_set_source_rgb (cr, 0.74 * f, 0.26 * f, 0.18 * f);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.14, 0.08, 0.9);
  cairo_stroke (cr);
  cairo_rectangle (cr, x - w * 0.12, y - wall * 0.55, w * 0.24, wall * 0.55);
  cairo_set_source_rgb (cr, 0.42 * f, 0.28 * f, 0.16 * f);
  cairo_fill (cr);
}

int
tt_ora_settlement_houses (const OraCard *card)
{
  /* from a shanty (dwelling value below zero) to four houses (8 and more) */
  return CLAMP ((card->dwelling + 5) / 3, 1, 4);
}

/* A settlement: its houses, as many as its dwelling value is worth, and
 * the food and energy it costs. */
static void
paint_settlement_picture (cairo_t       *cr,
                          const OraCard *card,
                          double         x,
                          double         y,
                          double         w,
                          double         h,
                          double         f)
{
  int houses = tt_ora_settlement_houses (card);
  double size = MIN (h * 0.5, w / (houses * 0.75 + 0.4)), icon = h * 0.36;
  static const int keys[2] = { ORA_PAY_FOOD, ORA_PAY_ENERGY };
  double cx = x + w / 2 - (houses - 1) * size * 0.375;
  int shown = 0;

  for (int i = 0; i < houses; i++)
    paint_house (cr, cx + i * size * 0.75, y + h * 0.54 + (i % 2) * size * 0.08,
                 size * (i % 2 ? 0.86 : 1.0), card->dwelling < 0, f);
  for (int k = 0; k < 2; k++)
    shown += card->cost.n[keys[k]] > 0;
  cx = x + w / 2 - (shown - 1) * icon * 1.05;
  for (int k = 0; k < 2; k++)
    {
      char text[16];

      if (card->cost.n[keys[k]] <= 0)
        continue;
      /* food and energy are kept in halves */
      g_snprintf (text, sizeof text, "%g", card->cost.n[keys[k]] / 2.0);
      tt_ora_paint_amount_icon (cr, keys[k], cx - icon * 0.35, y + h * 0.78, icon);
      tt_paint_text (cr, text, cx + icon * 0.45, y + h * 0.78, icon * 0.8, 0, 1, TRUE, &ink);
      cx += icon * 2.1;
    }
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
  int takes[2], gives[3], n_takes, n_gives, n_symbols, n_left;
  Symbol symbols[MAX_SYMBOLS];
  double roof = h * 0.26, chip;
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
  tt_paint_text_fit (cr, tt_ora_card_name (card), x + w / 2, y + roof / 2, roof * 0.42, w * 0.92,
                     roof * 0.92, 2, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });

  if (card->settlement)
    {
      paint_settlement_picture (cr, card, x, y + roof, w, h - roof - MIN (w, h) * 0.2, f);
      paint_value_badges (cr, card, x, y, w, h);
      return;
    }
  /* what the building takes → what it gives */
  card_goods (card, takes, &n_takes, gives, &n_gives);
  n_symbols = card_symbols (card, symbols);
  n_left = n_takes + card_takes_distinct (card);
  /* goods and symbols as large as the row of them fits across the card */
  chip = MIN (MIN (w * 0.25, h * 0.24),
              w * 0.94 / ((n_left + n_gives + n_symbols) * 1.15 + (n_left && n_gives ? 0.6 : 0) + 0.01));
  {
    double cy = y + roof + (h - roof) * 0.38;
    double total = (n_left + n_gives + n_symbols) * chip * 1.15 + (n_left && n_gives ? chip * 0.6 : 0);
    double cx = x + w / 2 - total / 2 + chip * 0.575;

    if (n_left > n_takes)
      {
        paint_symbol (cr, SYMBOL_DISTINCT, cx, cy, chip, f);
        cx += chip * 1.15;
      }
    for (int i = 0; i < n_takes; i++, cx += chip * 1.15)
      tt_ora_paint_good (cr, takes[i], cx, cy, chip, 0);
    if (n_left && n_gives)
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
    for (int i = 0; i < n_symbols; i++, cx += chip * 1.15)
      paint_symbol (cr, symbols[i], cx, cy, chip, f);
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

/* A building stands inside its cell with room for a mark's ring around it. */
#define CARD_INSET 0.07

static void
paint_cell (cairo_t            *cr,
            const OraState     *state,
            const char * const *colors,
            const OraCell      *cell,
            double              x,
            double              y,
            TtOraPaintFlags     flags)
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
    tt_ora_paint_card (cr, &state->set->cards[cell->card], x + CARD_INSET, y + CARD_INSET,
                       1 - 2 * CARD_INSET, 1 - 2 * CARD_INSET, flags);
  if (cell->occupant >= 0)
    {
      GdkRGBA owner;

      tt_ora_player_color (tt_ora_seat_color (colors, cell->occupant / 4), &owner);
      paint_clergyman (cr, x + 0.5, y + 0.82, 0.42, cell->occupant % 4 == ORA_PRIOR, &owner);
    }
}

void
tt_ora_paint_landscape (cairo_t            *cr,
                        const OraState     *state,
                        int                 player,
                        const char * const *colors,
                        const TtOraMarks   *marks,
                        TtOraPaintFlags     flags)
{
  const OraPlayer *p = &state->players[player];
  int row0, col0, row1, col1;

  tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
  cairo_save (cr);
  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      if (p->cells[r][c].terrain != ORA_TERRAIN_NONE)
        paint_cell (cr, state, colors, &p->cells[r][c], c - col0, r - row0, flags);
  if (marks)
    for (int r = row0; r <= row1; r++)
      for (int c = col0; c <= col1; c++)
        {
          gboolean focused = marks->focus == r * ORA_COLS + c;

          if (!tt_ora_marks_has (marks, r, c) && !focused)
            continue;
          /* the ring runs in the margin around a card, so it never hides
           * the card's name */
          tt_paint_rounded_rect (cr, c - col0 + 0.035, r - row0 + 0.035, 0.93, 0.93, 0.08);
          set_color (cr, focused ? &focus_blue : &orange, 1);
          cairo_set_line_width (cr, focused ? 0.07 : 0.055);
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

#define WHEEL_HUB  0.16   /* the hub's radius */
#define WHEEL_RIM  0.78   /* where the ring of values begins */
#define WHEEL_BEAM 0.34   /* how far the beam reaches from the centre */
#define WHEEL_GAP  0.014  /* the least room between a tile and a line */

double
tt_ora_wheel_tilt (int space)
{
  double a = space_angle (space);

  /* a quarter turn at most, so no picture stands on its head */
  return a - round (a / (G_PI / 2)) * (G_PI / 2);
}

/* Whether a tile of size `s` at `along` the middle line of its space and
 * `across` it, turned square to that line, stands well inside the space:
 * with a gap from both border lines, the hub, the ring of values and the
 * beam, so it is seen at once as on its space and never read against its
 * neighbour's value. */
static gboolean
tile_fits (double along,
           double across,
           double s,
           int    space)
{
  double half = G_PI / WHEEL_SPACES;
  double reach = s / 2 * (sin (half) + cos (half)) + WHEEL_GAP;
  double v = fabs (across);

  /* the distance to the nearer border line, at `half` from the middle */
  if (along * sin (half) - v * cos (half) < reach
      || hypot (along + s / 2, v + s / 2) > WHEEL_RIM - WHEEL_GAP
      || hypot (MAX (0, along - s / 2), MAX (0, v - s / 2)) < WHEEL_HUB + WHEEL_GAP)
    return FALSE;
  /* the beam runs along the middle of space 0 */
  return space != 0 || along - s / 2 >= WHEEL_BEAM + WHEEL_GAP || v - s / 2 >= 0.035 + WHEEL_GAP;
}

typedef struct
{
  double x, y;
} Spot;


/* Up to `count` places for tiles of size `s` on `space`, none overlapping,
 * in rows across the space's middle line from the ring of values inwards
 * (the first beside the value it yields), each row centred on that line.
 * Worked out in the space's own frame, where the tiles stand square. */
static int
wheel_spots (int     space,
             double  s,
             int     count,
             Spot   *spots)
{
  double pitch = s * 1.08, a = space_angle (space), top = WHEEL_RIM;
  int n = 0;

  while (top > WHEEL_HUB && !tile_fits (top, 0, s, space))
    top -= s / 16;
  for (double along = top; along > WHEEL_HUB && n < count; along -= pitch)
    {
      int fit = 0, row;

      while (tile_fits (along, fit * pitch / 2, s, space))
        fit++;
      /* fit slots fit side by side; as many tokens as are left, centred */
      row = MIN (fit, count - n);
      for (int i = 0; i < row; i++)
        {
          double across = (i - (row - 1) / 2.0) * pitch;

          spots[n++] = (Spot) { along * cos (a) - across * sin (a), along * sin (a) + across * cos (a) };
        }
    }
  return n;
}

gboolean
tt_ora_wheel_token_point (const OraState *state,
                          OraToken        token,
                          double         *x,
                          double         *y,
                          double         *size)
{
  int age = state->wheel[token];
  int index = 0, count = 0, n = 0;
  Spot spots[ORA_N_TOKENS];
  double s = 0;

  if (age < 0)
    return FALSE;
  age = MIN (age, WHEEL_SPACES - 1);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    if (state->wheel[t] >= 0 && MIN (state->wheel[t], WHEEL_SPACES - 1) == age)
      {
        index += t < (int) token;
        count++;
      }
  /* the largest tiles that fit: a crowded space (the beam at the start)
   * gets smaller ones */
  for (int k = 30; k > 8 && n < count; k--)
    n = wheel_spots (age, s = k * 0.005, count, spots);
  if (n < count)   /* not even with all nine tokens on one space */
    return FALSE;
  *x = spots[index].x;
  *y = spots[index].y;
  if (size)
    *size = s;
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

OraGood
tt_ora_token_good (OraToken token)
{
  /* the joker has no good of its own and is drawn by paint_joker() */
  static const OraGood goods[ORA_N_TOKENS] = {
    ORA_GRAIN, ORA_SHEEP, ORA_CLAY, ORA_COIN, ORA_WOOD, ORA_PEAT, ORA_N_GOODS, ORA_GRAPES, ORA_STONE,
  };

  g_return_val_if_fail (token < ORA_N_TOKENS, ORA_N_GOODS);
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
  cairo_rectangle (cr, -0.035, -0.035, WHEEL_BEAM + 0.035, 0.07);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.35 * f, 0.22 * f, 0.12 * f);
  cairo_fill (cr);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      double x, y, size;

      if (!tt_ora_wheel_token_point (state, t, &x, &y, &size))
        continue;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_rotate (cr, tt_ora_wheel_tilt (MIN (state->wheel[t], WHEEL_SPACES - 1)));
      if (t == ORA_TOKEN_JOKER)
        paint_joker (cr, 0, 0, size);
      else
        tt_ora_paint_good (cr, tt_ora_token_good (t), 0, 0, size, 0);
      cairo_restore (cr);
    }
  /* the hub shows the round */
  cairo_arc (cr, 0, 0, 0.16, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.30, 0.20, 0.12);
  cairo_fill (cr);
  g_snprintf (text, sizeof text, "%d", state->round);
  tt_paint_text (cr, text, 0, 0, 0.14, 0, 1, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });
  cairo_restore (cr);
}

/* The round track */

const GdkRGBA tt_ora_track_current = { 0.21, 0.52, 0.89, 1.0 };

void
tt_ora_track_layout (const OraState   *state,
                     double            width,
                     TtOraTrackLayout *layout)
{
  const OraMode *mode = &state->set->modes[state->mode_id];
  int rows;

  /* the two-player games have no fixed length: they run past phase D */
  layout->n_rounds = mode->rounds > 0 ? mode->rounds : MAX (mode->settlement_round[3] + 1, state->round);
  layout->n_cells = layout->n_rounds + (mode->bonus_round ? 1 : 0);
  layout->columns = CLAMP ((int) (width / 22), 1, layout->n_cells);
  rows = (layout->n_cells + layout->columns - 1) / layout->columns;
  layout->columns = (layout->n_cells + rows - 1) / rows;   /* rows of even length */
  layout->cell = MIN (width / layout->columns, 34);
}

double
tt_ora_track_height (const TtOraTrackLayout *layout)
{
  int rows = (layout->n_cells + layout->columns - 1) / layout->columns;

  /* each row: settlement marks above, the cells, goods below */
  return rows * layout->cell * 2.8;
}

void
tt_ora_track_cell_center (const TtOraTrackLayout *layout,
                          int                     round,
                          double                 *x,
                          double                 *y)
{
  int i = CLAMP (round, 1, layout->n_cells) - 1;

  *x = (i % layout->columns + 0.5) * layout->cell;
  *y = (i / layout->columns) * layout->cell * 2.8 + layout->cell * 1.4;
}

/* A settlement phase's mark: a small house with its letter. */
static void
paint_phase_mark (cairo_t  *cr,
                  char      letter,
                  double    x,
                  double    y,
                  double    size,
                  gboolean  done,
                  double    f)
{
  char text[2] = { letter, 0 };

  cairo_move_to (cr, x - size * 0.4, y + size * 0.45);
  cairo_line_to (cr, x - size * 0.4, y - size * 0.05);
  cairo_line_to (cr, x, y - size * 0.45);
  cairo_line_to (cr, x + size * 0.4, y - size * 0.05);
  cairo_line_to (cr, x + size * 0.4, y + size * 0.45);
  cairo_close_path (cr);
  if (done)
    cairo_set_source_rgb (cr, 0.62 * f, 0.58 * f, 0.52 * f);
  else
    cairo_set_source_rgb (cr, 0.55 * f, 0.36 * f, 0.20 * f);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.07, 0.04, 0.8);
  cairo_set_line_width (cr, size * 0.06);
  cairo_stroke (cr);
  tt_paint_text (cr, text, x, y + size * 0.14, size * 0.5, 0, 1, TRUE, &(GdkRGBA) { 1, 1, 1, 1 });
}

static void
paint_track_cell (cairo_t                *cr,
                  const TtOraTrackLayout *layout,
                  int                     round,
                  int                     current,
                  gboolean                settlement,
                  double                  f)
{
  double x, y, s = layout->cell * 0.86;
  gboolean bonus = round > layout->n_rounds;
  char text[8];

  tt_ora_track_cell_center (layout, round, &x, &y);
  tt_paint_rounded_rect (cr, x - s / 2, y - s / 2, s, s, s * 0.2);
  if (round == current)
    gdk_cairo_set_source_rgba (cr, &tt_ora_track_current);
  else if (round < current)
    cairo_set_source_rgb (cr, 0.70 * f, 0.66 * f, 0.60 * f);
  else if (bonus)
    cairo_set_source_rgb (cr, 0.99 * f, 0.86 * f, 0.40 * f);
  else
    cairo_set_source_rgb (cr, 0.97 * f, 0.93 * f, 0.83 * f);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.25, 0.18, 0.10, settlement ? 0.95 : 0.55);
  cairo_set_line_width (cr, s * (settlement ? 0.1 : 0.05));
  cairo_stroke (cr);
  if (bonus)
    {
      /* the bonus round: a star, as the prior's extra turn */
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5, r = (i % 2 ? 0.16 : 0.38) * s;

          cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
        }
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, round == current ? 1 : 0.80, round == current ? 1 : 0.52, round == current ? 1 : 0.08);
      cairo_fill (cr);
      return;
    }
  g_snprintf (text, sizeof text, "%d", round);
  tt_paint_text (cr, text, x, y, s * 0.5, 0, 1, round == current,
                 round == current ? &(GdkRGBA) { 1, 1, 1, 1 } : &ink);
}

void
tt_ora_paint_track (cairo_t         *cr,
                    const OraState  *state,
                    double           width,
                    TtOraPaintFlags  flags)
{
  const OraMode *mode = &state->set->modes[state->mode_id];
  double f = (flags & TT_ORA_PAINT_DARK) ? 0.85 : 1.0;
  TtOraTrackLayout layout;
  double x, y;

  tt_ora_track_layout (state, width, &layout);
  cairo_save (cr);
  for (int round = 1; round <= layout.n_cells; round++)
    {
      gboolean settlement = FALSE;

      for (int i = 0; i < 4; i++)
        settlement |= mode->settlement_round[i] == round;
      paint_track_cell (cr, &layout, round, state->round, settlement, f);
    }
  for (int i = 0; i < 4; i++)
    if (mode->settlement_round[i] > 0)
      {
        tt_ora_track_cell_center (&layout, mode->settlement_round[i], &x, &y);
        paint_phase_mark (cr, 'A' + i, x, y - layout.cell * 0.9, layout.cell * 0.8,
                          state->next_settlement > i, f);
      }
  /* the last settlement phase follows the last (or the bonus) round */
  if (mode->rounds > 0)
    {
      tt_ora_track_cell_center (&layout, layout.n_cells, &x, &y);
      paint_phase_mark (cr, 'E', x, y - layout.cell * 0.9, layout.cell * 0.8,
                        ora_state_is_finished (state), f);
    }
  if (mode->grapes_round > 0 && state->variant == ORA_VARIANT_FRANCE)
    {
      tt_ora_track_cell_center (&layout, mode->grapes_round, &x, &y);
      tt_ora_paint_good (cr, ORA_GRAPES, x, y + layout.cell * 0.92, layout.cell * 0.8, 0);
    }
  if (mode->stone_round > 0)
    {
      tt_ora_track_cell_center (&layout, mode->stone_round, &x, &y);
      tt_ora_paint_good (cr, ORA_STONE, x, y + layout.cell * 0.92, layout.cell * 0.8, 0);
    }
  cairo_restore (cr);
}
