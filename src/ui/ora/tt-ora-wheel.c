/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-wheel.c — the production wheel widget */
#include "config.h"

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

static void
tt_ora_wheel_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TtOraWheel *self = TT_ORA_WHEEL (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double r = MIN (w, h) / 2;
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
  static const OraGood token_goods[ORA_N_TOKENS] = {
    ORA_GRAIN, ORA_SHEEP, ORA_CLAY, ORA_COIN, ORA_WOOD, ORA_PEAT, ORA_WONDER, ORA_GRAPES, ORA_STONE,
  };
  GString *text = g_string_new (NULL);

  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      if (state->wheel[t] < 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (t == ORA_TOKEN_JOKER)
        g_string_append_printf (text, _("joker %d"), ora_state_wheel_value (state, t));
      else
        g_string_append_printf (text, "%s %d", tt_ora_good_label (token_goods[t]),
                                ora_state_wheel_value (state, t));
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
