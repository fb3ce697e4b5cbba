/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-dice.c — the dice of the last roll */
#include "config.h"

#include "tt-catan-dice.h"

struct _TtCatanDice
{
  GtkDrawingArea parent_instance;

  int            dice[2];        /* the production dice, 0 before a roll */
  int            event;          /* the event die, 0 when not shown */
  guint          dice_tick;      /* the dice tumble for a moment after a roll */
  gint64         dice_start;
};

G_DEFINE_FINAL_TYPE (TtCatanDice, tt_catan_dice, GTK_TYPE_DRAWING_AREA)

#define DICE_TUMBLE_US 450000

static void
draw_die (cairo_t *cr,
          double   x,
          double   size,
          int      face)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .25, .25 }, { .75, .75 } },
    { { .25, .25 }, { .5, .5 }, { .75, .75 } },
    { { .25, .25 }, { .75, .25 }, { .25, .75 }, { .75, .75 } },
    { { .25, .25 }, { .75, .25 }, { .5, .5 }, { .25, .75 }, { .75, .75 } },
    { { .25, .2 }, { .75, .2 }, { .25, .5 }, { .75, .5 }, { .25, .8 }, { .75, .8 } },
  };

  cairo_set_source_rgb (cr, 0.98, 0.97, 0.95);
  cairo_rectangle (cr, x + 1, 1, size - 2, size - 2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  for (int i = 0; i < face; i++)
    {
      cairo_arc (cr, x + pips[face][i][0] * size, pips[face][i][1] * size, size * 0.09, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* The event die: a black ship (three faces) or a city gate in the
 * colour of its track (science green, trade yellow, politics blue). */
static void
draw_event_die (cairo_t *cr,
                double   x,
                double   size,
                int      face)
{
  static const double gates[3][3] = { { 0.25, 0.6, 0.3 }, { 0.9, 0.75, 0.2 }, { 0.2, 0.4, 0.8 } };

  cairo_set_source_rgb (cr, 0.98, 0.97, 0.95);
  cairo_rectangle (cr, x + 1, 1, size - 2, size - 2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (face <= 3)
    {
      /* the hull and the sail */
      cairo_move_to (cr, x + size * 0.2, size * 0.6);
      cairo_line_to (cr, x + size * 0.8, size * 0.6);
      cairo_line_to (cr, x + size * 0.68, size * 0.78);
      cairo_line_to (cr, x + size * 0.32, size * 0.78);
      cairo_close_path (cr);
      cairo_move_to (cr, x + size * 0.5, size * 0.2);
      cairo_line_to (cr, x + size * 0.5, size * 0.55);
      cairo_line_to (cr, x + size * 0.25, size * 0.55);
      cairo_close_path (cr);
      cairo_fill (cr);
      return;
    }
  cairo_set_source_rgb (cr, gates[face - 4][0], gates[face - 4][1], gates[face - 4][2]);
  cairo_rectangle (cr, x + size * 0.25, size * 0.3, size * 0.5, size * 0.5);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.95);
  cairo_arc (cr, x + size * 0.5, size * 0.62, size * 0.12, G_PI, 2 * G_PI);
  cairo_rectangle (cr, x + size * 0.38, size * 0.62, size * 0.24, size * 0.18);
  cairo_fill (cr);
}

static void
draw_dice (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  TtCatanDice *self = TT_CATAN_DICE (area);
  double size = MIN (height, width / 2 - 2);

  if (self->dice[0] == 0)
    return;
  if (self->dice_tick != 0)
    {
      /* tumbling: faces from the clock, then the roll */
      gint64 t = g_get_monotonic_time () / 60000;

      draw_die (cr, 0, size, 1 + t % 6);
      draw_die (cr, size + 4, size, 1 + (t * 5 + 3) % 6);
      return;
    }
  draw_die (cr, 0, size, CLAMP (self->dice[0], 1, 6));
  draw_die (cr, size + 4, size, CLAMP (self->dice[1], 1, 6));
  if (self->event >= 1 && self->event <= 6)
    draw_event_die (cr, 2 * (size + 4), size, self->event);
}

static gboolean
dice_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  TtCatanDice *self = data;

  if (gdk_frame_clock_get_frame_time (clock) - self->dice_start > DICE_TUMBLE_US)
    {
      self->dice_tick = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

/* ---- public ---- */

GtkWidget *
tt_catan_dice_new (void)
{
  return g_object_new (TT_TYPE_CATAN_DICE, NULL);
}

void
tt_catan_dice_set_values (TtCatanDice *self,
                          int          white,
                          int          red,
                          int          event)
{
  g_return_if_fail (TT_IS_CATAN_DICE (self));

  self->dice[0] = white;
  self->dice[1] = red;
  self->event = event;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_catan_dice_tumble (TtCatanDice *self)
{
  gboolean enabled = TRUE;

  g_return_if_fail (TT_IS_CATAN_DICE (self));

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  if (!enabled || self->dice_tick != 0)
    return;
  self->dice_start = g_get_monotonic_time ();
  self->dice_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), dice_tick, self, NULL);
}

/* ---- object ---- */

static void
tt_catan_dice_dispose (GObject *object)
{
  TtCatanDice *self = TT_CATAN_DICE (object);

  if (self->dice_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->dice_tick);
  self->dice_tick = 0;
  G_OBJECT_CLASS (tt_catan_dice_parent_class)->dispose (object);
}

static void
tt_catan_dice_class_init (TtCatanDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_catan_dice_dispose;
}

static void
tt_catan_dice_init (TtCatanDice *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_dice, NULL, NULL);
}
