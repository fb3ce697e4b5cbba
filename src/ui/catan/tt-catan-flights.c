/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-flights.c — production cards flying from the hexes to the plates */
#include "config.h"

#include "tt-catan-flights.h"
#include "tt-catan-painter.h"

typedef struct
{
  double x0, y0, x1, y1;
  int    card;
} Flight;

#define FLIGHT_US      700000   /* one card's way */
#define FLIGHT_STAGGER 120000   /* between two cards */

struct _TtCatanFlights
{
  GtkDrawingArea parent_instance;

  GArray        *flights;        /* production cards on their way (Flight) */
  guint          flight_tick;
  gint64         flight_start;
};

G_DEFINE_FINAL_TYPE (TtCatanFlights, tt_catan_flights, GTK_TYPE_DRAWING_AREA)

static gint64
flights_end (TtCatanFlights *self)
{
  return (gint64) FLIGHT_US + (gint64) FLIGHT_STAGGER * MAX ((int) self->flights->len - 1, 0);
}

static void
draw_flights (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  TtCatanFlights *self = TT_CATAN_FLIGHTS (area);
  gint64 now = g_get_monotonic_time () - self->flight_start;

  for (guint i = 0; i < self->flights->len; i++)
    {
      const Flight *f = &g_array_index (self->flights, Flight, i);
      double t = (double) (now - (gint64) i * FLIGHT_STAGGER) / FLIGHT_US;
      double x, y;

      if (t <= 0 || t >= 1)
        continue;
      t = 1 - (1 - t) * (1 - t);        /* ease out */
      x = f->x0 + (f->x1 - f->x0) * t;
      y = f->y0 + (f->y1 - f->y0) * t;
      tt_catan_paint_card (cr, f->card, x - 8, y - 12, 16, 24, TT_CATAN_PAINT_NONE);
    }
}

static gboolean
flight_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  TtCatanFlights *self = data;

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->flight_start < flights_end (self))
    return G_SOURCE_CONTINUE;
  g_array_set_size (self->flights, 0);
  self->flight_tick = 0;
  return G_SOURCE_REMOVE;
}

/* ---- public ---- */

GtkWidget *
tt_catan_flights_new (void)
{
  return g_object_new (TT_TYPE_CATAN_FLIGHTS, NULL);
}

void
tt_catan_flights_add (TtCatanFlights         *self,
                      const graphene_point_t *from,
                      const graphene_point_t *to,
                      int                     card)
{
  Flight flight = { from->x, from->y, to->x, to->y, card };

  g_return_if_fail (TT_IS_CATAN_FLIGHTS (self));

  g_array_append_val (self->flights, flight);
}

void
tt_catan_flights_start (TtCatanFlights *self)
{
  g_return_if_fail (TT_IS_CATAN_FLIGHTS (self));

  if (self->flights->len == 0 || self->flight_tick != 0)
    return;
  self->flight_start = g_get_monotonic_time ();
  self->flight_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), flight_tick, self, NULL);
}

guint
tt_catan_flights_get_n (TtCatanFlights *self)
{
  g_return_val_if_fail (TT_IS_CATAN_FLIGHTS (self), 0);

  return self->flights->len;
}

/* ---- object ---- */

static void
tt_catan_flights_dispose (GObject *object)
{
  TtCatanFlights *self = TT_CATAN_FLIGHTS (object);

  if (self->flight_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->flight_tick);
  self->flight_tick = 0;
  G_OBJECT_CLASS (tt_catan_flights_parent_class)->dispose (object);
}

static void
tt_catan_flights_finalize (GObject *object)
{
  TtCatanFlights *self = TT_CATAN_FLIGHTS (object);

  g_array_unref (self->flights);
  G_OBJECT_CLASS (tt_catan_flights_parent_class)->finalize (object);
}

static void
tt_catan_flights_class_init (TtCatanFlightsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_catan_flights_dispose;
  object_class->finalize = tt_catan_flights_finalize;
}

static void
tt_catan_flights_init (TtCatanFlights *self)
{
  self->flights = g_array_new (FALSE, FALSE, sizeof (Flight));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_flights, NULL, NULL);
}
