/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-wheel.c — the production wheel widget */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-wheel.h"

struct _TtOraWheel
{
  GtkWidget       parent_instance;
  const OraState *state;
};

G_DEFINE_FINAL_TYPE (TtOraWheel, tt_ora_wheel, GTK_TYPE_WIDGET)

GtkWidget *
tt_ora_wheel_new (void)
{
  return g_object_new (TT_TYPE_ORA_WHEEL, NULL);
}

/* The wheel's radius in pixels, with room for the rim's outline. */
static double
wheel_radius (GtkWidget *widget)
{
  return MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget)) / 2.0 - 2;
}

static void
tt_ora_wheel_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TtOraWheel *self = TT_ORA_WHEEL (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double r = wheel_radius (widget);
  cairo_t *cr;

  if (self->state == NULL || r <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_translate (cr, w / 2, h / 2);
  cairo_scale (cr, r, r);
  tt_ora_paint_wheel (cr, self->state,
                      adw_style_manager_get_dark (adw_style_manager_get_default ())
                        ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
}

/* Where a point of the widget falls in the wheel's unit circle. */
static void
to_wheel (GtkWidget *widget,
          double     x,
          double     y,
          double    *ux,
          double    *uy)
{
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double r = MAX (1, wheel_radius (widget));

  *ux = (x - w / 2) / r;
  *uy = (y - h / 2) / r;
}

/* A token in words: its good (or the joker) and its value. */
static char *
token_text (const OraState *state,
            OraToken        token)
{
  if (token == ORA_TOKEN_JOKER)
    return g_strdup_printf (_("joker %d"), ora_state_wheel_value (state, token));
  return g_strdup_printf ("%s %d", tt_ora_good_label (tt_ora_token_good (token)),
                          ora_state_wheel_value (state, token));
}

static gboolean
tt_ora_wheel_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard,
                            GtkTooltip *tooltip)
{
  TtOraWheel *self = TT_ORA_WHEEL (widget);
  double ux, uy;

  if (self->state != NULL && !keyboard)
    {
      to_wheel (widget, x, y, &ux, &uy);
      for (int t = 0; t < ORA_N_TOKENS; t++)
        {
          double tx, ty, size, tilt;
          g_autofree char *text = NULL;

          if (!tt_ora_wheel_token_point (self->state, t, &tx, &ty, &size))
            continue;
          /* the tile stands turned with its space */
          tilt = tt_ora_wheel_tilt (MIN (self->state->wheel[t], 12));
          if (fabs ((ux - tx) * cos (tilt) + (uy - ty) * sin (tilt)) > size / 2
              || fabs ((uy - ty) * cos (tilt) - (ux - tx) * sin (tilt)) > size / 2)
            continue;
          text = token_text (self->state, t);
          gtk_tooltip_set_text (tooltip, text);
          return TRUE;
        }
    }
  return GTK_WIDGET_CLASS (tt_ora_wheel_parent_class)->query_tooltip (widget, x, y, keyboard, tooltip);
}

static void
tt_ora_wheel_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = 160;
  *natural = 280;
}

static void
tt_ora_wheel_class_init (TtOraWheelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tt_ora_wheel_snapshot;
  widget_class->measure = tt_ora_wheel_measure;
  widget_class->query_tooltip = tt_ora_wheel_query_tooltip;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ora-wheel");
}

static void
tt_ora_wheel_init (TtOraWheel *self)
{
}

/* The tokens' values in words, for screen readers and tooltips. */
static char *
describe (const OraState *state)
{
  GString *text = g_string_new (NULL);

  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      g_autofree char *token = NULL;

      if (state->wheel[t] < 0)
        continue;
      token = token_text (state, t);
      g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", token);
    }
  return g_string_free (text, FALSE);
}

void
tt_ora_wheel_set_state (TtOraWheel     *self,
                        const OraState *state)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TT_IS_ORA_WHEEL (self));
  self->state = state;
  if (state != NULL)
    {
      text = describe (state);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Production wheel"),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
