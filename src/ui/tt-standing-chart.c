/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standing-chart.c — each player's standing over a reviewed game
 *
 * Drawn like the score chart (tt-score-chart.c): axes and labels in the
 * foreground colour so light and dark styles both read, lines in the seat
 * colours with a dark halo. Positions not judged yet leave a gap, so the
 * chart fills in while the review runs.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tt-paint.h"
#include "tt-player-color.h"
#include "tt-standing-chart.h"

struct _TtStandingChart
{
  GtkWidget     parent_instance;

  TtGameReview *review;
  guint         position;
};

G_DEFINE_FINAL_TYPE (TtStandingChart, tt_standing_chart, GTK_TYPE_WIDGET)

enum { SIGNAL_POSITION_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

#define MARGIN_LEFT   40
#define MARGIN_RIGHT  12
#define MARGIN_TOP    10
#define MARGIN_BOTTOM 22

void
tt_standing_chart_mark_color (TtReviewMark  mark,
                              GdkRGBA      *color)
{
  /* the GNOME palette's yellow, orange and red */
  static const char * const colors[] = { "#9a9996", "#e5a50a", "#ff7800", "#e01b24" };

  gdk_rgba_parse (color, colors[MIN ((guint) mark, G_N_ELEMENTS (colors) - 1)]);
}

/* The top of the value axis: 100 % for chances, else the highest score
 * judged rounded up to a multiple of 10. */
static double
axis_max (TtStandingChart *self,
          guint            n_players,
          guint            n_positions)
{
  double max = 10;

  if (tt_game_review_get_value_kind (self->review) == TT_REVIEW_WIN_CHANCE)
    return 1.0;
  for (guint k = 0; k < n_positions; k++)
    for (guint p = 0; p < n_players; p++)
      {
        double value;

        if (tt_game_review_get_standing (self->review, k, p, &value))
          max = MAX (max, value);
      }
  return ceil (max / 10) * 10;
}

static void
draw_axes (TtStandingChart *self,
           GtkSnapshot     *snapshot,
           double           max,
           double           pw,
           double           ph)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean chance = tt_game_review_get_value_kind (self->review) == TT_REVIEW_WIN_CHANCE;
  GdkRGBA fg, grid;

  tt_paint_chart_colors (widget, &fg, &grid);
  for (guint i = 0; i <= 2; i++)
    {
      double y = MARGIN_TOP + ph - ph * i / 2;
      /* Translators: a percentage on the chart's axis, as in "50%" */
      g_autofree char *label = chance ? g_strdup_printf (_("%u%%"), i * 50)
                                      : g_strdup_printf ("%.0f", max * i / 2);

      gtk_snapshot_append_color (snapshot, &grid, &GRAPHENE_RECT_INIT (MARGIN_LEFT, round (y), pw, 1));
      tt_paint_snapshot_label (widget, snapshot, label, MARGIN_LEFT - 6, y, 1.0, &fg);
    }
  tt_paint_snapshot_label (widget, snapshot, _("Move"), MARGIN_LEFT + pw / 2, MARGIN_TOP + ph + MARGIN_BOTTOM / 2.0 + 2, 0.5, &fg);
}

static void
draw_lines (TtStandingChart *self,
            cairo_t         *cr,
            guint            n_positions,
            double           max,
            double           pw,
            double           ph)
{
  TtGame *game = tt_game_review_get_game (self->review);
  guint n_players = tt_game_get_n_players (game);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < n_players; p++)
    {
      gboolean drawing = FALSE;
      GdkRGBA color;

      for (guint k = 0; k < n_positions; k++)
        {
          double value, x, y;

          if (!tt_game_review_get_standing (self->review, k, p, &value))
            {
              drawing = FALSE;
              continue;
            }
          x = MARGIN_LEFT + pw * k / MAX (n_positions - 1, 1);
          y = MARGIN_TOP + ph - ph * CLAMP (value / max, 0, 1);
          if (drawing)
            cairo_line_to (cr, x, y);
          else
            cairo_move_to (cr, x, y);
          drawing = TRUE;
        }
      tt_player_color_get_rgba (tt_player_get_color (tt_game_get_player (game, p)), &color);
      tt_paint_chart_stroke (cr, &color, 2);
    }
}

/* A dot under the axis for each marked move, in its mark's colour. */
static void
draw_marks (TtStandingChart *self,
            cairo_t         *cr,
            guint            n_positions,
            double           pw,
            double           ph)
{
  for (guint move = 0; move + 1 < n_positions; move++)
    {
      TtReviewJudgement judgement;
      GdkRGBA color;
      double x = MARGIN_LEFT + pw * (move + 1) / MAX (n_positions - 1, 1);

      if (!tt_game_review_get_judgement (self->review, move, &judgement) ||
          judgement.mark == TT_REVIEW_MARK_NONE)
        continue;
      tt_standing_chart_mark_color (judgement.mark, &color);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_arc (cr, x, MARGIN_TOP + ph - 4, 2.5 + judgement.mark, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
tt_standing_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TtStandingChart *self = TT_STANDING_CHART (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double pw = w - MARGIN_LEFT - MARGIN_RIGHT, ph = h - MARGIN_TOP - MARGIN_BOTTOM;
  guint n_positions;
  double max;
  GdkRGBA accent;
  cairo_t *cr;

  if (self->review == NULL || pw < 20 || ph < 20)
    return;
  n_positions = tt_game_review_get_n_moves (self->review) + 1;
  max = axis_max (self, tt_game_get_n_players (tt_game_review_get_game (self->review)), n_positions);
  draw_axes (self, snapshot, max, pw, ph);

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &accent);
  accent.alpha = 0.35;
  gtk_snapshot_append_color (snapshot, &accent,
                             &GRAPHENE_RECT_INIT (round (MARGIN_LEFT + pw * self->position / MAX (n_positions - 1, 1)) - 1,
                                                  MARGIN_TOP, 2, ph));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_lines (self, cr, n_positions, max, pw, ph);
  draw_marks (self, cr, n_positions, pw, ph);
  cairo_destroy (cr);
}

guint
tt_standing_chart_position_at (TtStandingChart *self,
                               double           x)
{
  double pw = gtk_widget_get_width (GTK_WIDGET (self)) - MARGIN_LEFT - MARGIN_RIGHT;
  guint n_moves;

  g_return_val_if_fail (TT_IS_STANDING_CHART (self), 0);
  if (self->review == NULL || pw <= 0)
    return 0;
  n_moves = tt_game_review_get_n_moves (self->review);
  return (guint) CLAMP (round ((x - MARGIN_LEFT) / pw * n_moves), 0, n_moves);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TtStandingChart *self)
{
  if (self->review == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_POSITION_ACTIVATED], 0, tt_standing_chart_position_at (self, x));
}

static void
tt_standing_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 110;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 400 : 150;
}

static void
tt_standing_chart_dispose (GObject *object)
{
  TtStandingChart *self = TT_STANDING_CHART (object);

  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  G_OBJECT_CLASS (tt_standing_chart_parent_class)->dispose (object);
}

static void
tt_standing_chart_class_init (TtStandingChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_standing_chart_dispose;
  widget_class->snapshot = tt_standing_chart_snapshot;
  widget_class->measure = tt_standing_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "standing-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /* A click on the chart: (guint) the position nearest to it. */
  signals[SIGNAL_POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tt_standing_chart_init (TtStandingChart *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Standing over the game"), -1);
}

GtkWidget *
tt_standing_chart_new (void)
{
  return g_object_new (TT_TYPE_STANDING_CHART, NULL);
}

void
tt_standing_chart_set_review (TtStandingChart *self,
                              TtGameReview    *review)
{
  g_return_if_fail (TT_IS_STANDING_CHART (self));

  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_set_object (&self->review, review);
  if (review != NULL)
    g_signal_connect_swapped (review, "move-judged", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_standing_chart_set_position (TtStandingChart *self,
                                guint            position)
{
  g_return_if_fail (TT_IS_STANDING_CHART (self));
  self->position = position;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
