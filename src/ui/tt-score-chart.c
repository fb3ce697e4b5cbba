/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-score-chart.c — a line chart of a game's score history
 *
 * Axes, grid and labels use the widget's foreground colour so the chart
 * follows light and dark styles; each line is its player's colour.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tt-paint.h"
#include "tt-player-color.h"
#include "tt-score-chart.h"

struct _TtScoreChart
{
  GtkWidget          parent_instance;

  TtGame            *game;
};

G_DEFINE_FINAL_TYPE (TtScoreChart, tt_score_chart, GTK_TYPE_WIDGET)

#define MARGIN_LEFT   44
#define MARGIN_RIGHT  16
#define MARGIN_TOP    12
#define LEGEND_HEIGHT 28
#define PLOT_TOP      (MARGIN_TOP + LEGEND_HEIGHT)
#define MARGIN_BOTTOM 32

static guint
nice_step (guint max)
{
  static const guint steps[] = { 5, 10, 20, 25, 50, 100, 200 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (max / steps[i] <= 6)
      return steps[i];
  return 500;
}

static void
tt_score_chart_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  TtScoreChart *self = TT_SCORE_CHART (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double pw = w - MARGIN_LEFT - MARGIN_RIGHT, ph = h - PLOT_TOP - MARGIN_BOTTOM;
  guint n_points, n_players, max = 10, step;
  GdkRGBA fg, grid;
  cairo_t *cr;

  if (self->game == NULL || !tt_game_is_started (self->game) || pw < 20 || ph < 20)
    return;
  n_points = tt_game_get_history_length (self->game);
  n_players = tt_game_get_n_players (self->game);
  if (n_points < 2)
    return;
  for (guint p = 0; p < n_players; p++)
    for (guint i = 0; i < n_points; i++)
      max = MAX (max, (guint) MAX (tt_game_get_score_at (self->game, p, i), 0));
  step = nice_step (max);
  max = (max + step - 1) / step * step;

  tt_paint_chart_colors (widget, &fg, &grid);
  for (guint v = 0; v <= max; v += step)
    {
      double y = PLOT_TOP + ph - ph * v / max;
      g_autofree char *label = g_strdup_printf ("%u", v);

      gtk_snapshot_append_color (snapshot, &grid, &GRAPHENE_RECT_INIT (MARGIN_LEFT, round (y), pw, 1));
      tt_paint_snapshot_label (widget, snapshot, label, MARGIN_LEFT - 8, y, 1.0, &fg);
    }
  tt_paint_snapshot_label (widget, snapshot, _("Turn"), MARGIN_LEFT + pw / 2, h - MARGIN_BOTTOM / 2.0 + 4, 0.5, &fg);
  tt_paint_snapshot_label (widget, snapshot, "0", MARGIN_LEFT, h - MARGIN_BOTTOM / 2.0 + 4, 0.5, &fg);
  {
    g_autofree char *last = g_strdup_printf ("%u", n_points - 1);

    tt_paint_snapshot_label (widget, snapshot, last, MARGIN_LEFT + pw, h - MARGIN_BOTTOM / 2.0 + 4, 0.5, &fg);
  }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < n_players; p++)
    {
      GdkRGBA color;

      tt_player_color_get_rgba (tt_player_get_color (tt_game_get_player (self->game, p)), &color);
      for (guint i = 0; i < n_points; i++)
        {
          double x = MARGIN_LEFT + pw * i / (n_points - 1);
          /* each player's line a little apart, so equal scores (all
           * at 0 at the start) show every line side by side */
          double y = PLOT_TOP + ph - ph * MAX (tt_game_get_score_at (self->game, p, i), 0) / max
                     + (p - (n_players - 1) / 2.0) * 3.0;

          /* scores move in steps, so draw them as steps */
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            {
              double px, py;

              cairo_get_current_point (cr, &px, &py);
              cairo_line_to (cr, x, py);
              cairo_line_to (cr, x, y);
            }
        }
      tt_paint_chart_stroke (cr, &color, 2.5);
    }
  cairo_destroy (cr);

  /* a legend along the top: the lines carry no names of their own */
  {
    double x = MARGIN_LEFT + 8;

    for (guint p = 0; p < n_players; p++)
      {
        g_autoptr(PangoLayout) layout =
          gtk_widget_create_pango_layout (widget, tt_game_get_player_name (self->game, p));
        GdkRGBA color;
        int lw, lh;

        tt_player_color_get_rgba (tt_player_get_color (tt_game_get_player (self->game, p)), &color);
        pango_layout_get_pixel_size (layout, &lw, &lh);
        gtk_snapshot_append_color (snapshot, &color, &GRAPHENE_RECT_INIT (x, MARGIN_TOP + 6 + lh / 2.0 - 1.5, 14, 3));
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + 18, MARGIN_TOP + 6));
        gtk_snapshot_append_layout (snapshot, layout, &fg);
        gtk_snapshot_restore (snapshot);
        x += 18 + lw + 16;
      }
  }
}

static void
tt_score_chart_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 240;
}

static void
tt_score_chart_dispose (GObject *object)
{
  TtScoreChart *self = TT_SCORE_CHART (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_score_chart_parent_class)->dispose (object);
}

static void
tt_score_chart_class_init (TtScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_score_chart_dispose;
  widget_class->snapshot = tt_score_chart_snapshot;
  widget_class->measure = tt_score_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "score-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_score_chart_init (TtScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score over the turns"), -1);
}

GtkWidget *
tt_score_chart_new (void)
{
  return g_object_new (TT_TYPE_SCORE_CHART, NULL);
}

void
tt_score_chart_set_game (TtScoreChart *self,
                         TtGame       *game)
{
  g_return_if_fail (TT_IS_SCORE_CHART (self));

  g_set_object (&self->game, game);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
