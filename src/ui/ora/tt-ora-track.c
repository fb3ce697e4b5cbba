/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-track.c — the round track widget: a cell per round, the current
 * one marked, settlement phases and entering goods at their rounds */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-track.h"

struct _TtOraTrack
{
  GtkWidget       parent_instance;
  const OraState *state;
};

G_DEFINE_FINAL_TYPE (TtOraTrack, tt_ora_track, GTK_TYPE_WIDGET)

GtkWidget *
tt_ora_track_new (void)
{
  return g_object_new (TT_TYPE_ORA_TRACK, NULL);
}

static void
tt_ora_track_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TtOraTrack *self = TT_ORA_TRACK (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  TtOraTrackLayout layout;
  cairo_t *cr;

  if (self->state == NULL || w <= 0)
    return;
  tt_ora_track_layout (self->state, w, &layout);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  /* centred when the cells do not fill the width */
  cairo_translate (cr, (w - layout.columns * layout.cell) / 2, 0);
  tt_ora_paint_track (cr, self->state, w,
                      adw_style_manager_get_dark (adw_style_manager_get_default ())
                        ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
}

static void
tt_ora_track_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TtOraTrack *self = TT_ORA_TRACK (widget);
  TtOraTrackLayout layout;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 22 * 6;
      *natural = 22 * 13;
      return;
    }
  *minimum = *natural = 0;
  if (self->state == NULL)
    return;
  tt_ora_track_layout (self->state, for_size > 0 ? for_size : 22 * 13, &layout);
  *minimum = *natural = (int) ceil (tt_ora_track_height (&layout));
}

static GtkSizeRequestMode
tt_ora_track_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tt_ora_track_class_init (TtOraTrackClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tt_ora_track_snapshot;
  widget_class->measure = tt_ora_track_measure;
  widget_class->get_request_mode = tt_ora_track_get_request_mode;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ora-track");
}

static void
tt_ora_track_init (TtOraTrack *self)
{
}

/* "Round 3 of 24", or "Round 3" where the mode has no fixed end. */
char *
tt_ora_track_round_label (const OraState *s)
{
  const OraMode *mode = &s->set->modes[s->mode_id];

  if (mode->rounds > 0)
    return g_strdup_printf (_("Round %d of %d"), s->round, mode->rounds);
  return g_strdup_printf (_("Round %d"), s->round);
}

char *
tt_ora_track_describe (const OraState *s)
{
  const OraMode *mode = &s->set->modes[s->mode_id];
  g_autofree char *round = tt_ora_track_round_label (s);
  GString *text = g_string_new (round);

  for (int i = 0; i < 4; i++)
    if (mode->settlement_round[i] > 0)
      {
        g_string_append_c (text, '\n');
        /* %c is the phase letter, %d the round */
        g_string_append_printf (text, s->next_settlement > i ? _("Settlement phase %c: done (round %d)")
                                                             : _("Settlement phase %c: round %d"),
                                'A' + i, mode->settlement_round[i]);
      }
  if (mode->rounds > 0)
    g_string_append_printf (text, "\n%s", _("Settlement phase E: after the last round"));
  /* grapes grow only in France */
  if (mode->grapes_round > 0 && s->variant == ORA_VARIANT_FRANCE)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Grapes enter in round %d"), mode->grapes_round);
    }
  if (mode->stone_round > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Stone enters in round %d"), mode->stone_round);
    }
  if (mode->bonus_round)
    g_string_append_printf (text, "\n%s", _("A bonus round follows the last round"));
  return g_string_free (text, FALSE);
}

void
tt_ora_track_set_state (TtOraTrack     *self,
                        const OraState *state)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TT_IS_ORA_TRACK (self));
  self->state = state;
  if (state != NULL)
    {
      text = tt_ora_track_describe (state);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Round track"),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
