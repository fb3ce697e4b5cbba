/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-view.c — one tile of a TtTileSet, drawn from its definition */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tt-tile-view.h"
#include "tt-carc-tile-painter.h"

struct _TtTileView
{
  GtkWidget   parent_instance;

  TtTileSet  *set;
  guint       index;
  int         rotation;
  gboolean    interactive;
  int         selected_half;   /* -1: none */
  guint       n_draws;         /* for tests: the drawing really follows the set */
};

G_DEFINE_FINAL_TYPE (TtTileView, tt_tile_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED_HALF,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Hit zones, in tile units: the band along each side, and the centre. */
#define SIDE_BAND   0.28
#define CENTRE_HALF 0.16

static gboolean
has_tile (TtTileView *self)
{
  return self->set != NULL && self->index < tt_tile_set_get_n_tiles (self->set);
}

static void
tile_square (TtTileView *self,
             double     *x,
             double     *y,
             double     *size)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  *size = MIN (w, h);
  *x = (w - *size) / 2;
  *y = (h - *size) / 2;
}

/* Where the marker for a half goes, in tile units (canonical orientation). */
static void
half_point (guint   half,
            double *u,
            double *v)
{
  static const double along[2] = { 0.27, 0.73 };
  double t = along[half % 2];
  double inset = 0.1;

  switch (half / 2)
    {
    case 0: *u = t; *v = inset; break;
    case 1: *u = 1 - inset; *v = t; break;
    case 2: *u = 1 - t; *v = 1 - inset; break;
    default: *u = inset; *v = 1 - t; break;
    }
}

static void
draw_selection (TtTileView        *self,
                cairo_t           *cr,
                const CarcTileDef *tile,
                double             size)
{
  int field;
  double u, v;

  if (self->selected_half < 0)
    return;
  field = tt_tile_def_field_of_half (tile, (guint) self->selected_half);
  if (field >= 0)
    {
      GdkRGBA tint = { 1.0, 0.85, 0.2, 0.45 };

      tt_carc_tile_painter_tint_feature (cr, tile, 0, size, (guint) field, &tint);
    }
  half_point ((guint) self->selected_half, &u, &v);
  cairo_arc (cr, u * size, v * size, size * 0.045, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.5, size * 0.01));
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_stroke (cr);
}

static void
tt_tile_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TtTileView *self = TT_TILE_VIEW (widget);
  const CarcTileDef *tile;
  TtCarcTileShape shape;
  TtCarcPaintFlags flags = TT_CARC_PAINT_NONE;
  double x, y, size;
  cairo_t *cr;

  if (!has_tile (self))
    return;
  tile_square (self, &x, &y, &size);
  if (size < 1)
    return;
  tile = tt_tile_set_get_tile (self->set, self->index);
  tt_carc_tile_shape_from_def (&shape, tile);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    flags |= TT_CARC_PAINT_DARK;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, size, size));
  cairo_translate (cr, x, y);
  tt_carc_tile_painter_draw_cairo (cr, &shape, self->rotation, size, flags);
  if (self->interactive)
    draw_selection (self, cr, tile, size);
  cairo_destroy (cr);
  self->n_draws++;
}

static void
tt_tile_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TtTileView *self = TT_TILE_VIEW (widget);

  *minimum = self->interactive ? 160 : 48;
  *natural = self->interactive ? 320 : 72;
}

TtTileSpot
tt_tile_view_spot_at (TtTileView *self,
                      double      x,
                      double      y,
                      guint      *which)
{
  double tx, ty, size, u, v;
  double distance[4];
  guint side = 0;
  double along;

  g_return_val_if_fail (TT_IS_TILE_VIEW (self), TT_TILE_SPOT_NONE);

  tile_square (self, &tx, &ty, &size);
  if (size < 1)
    return TT_TILE_SPOT_NONE;
  u = (x - tx) / size;
  v = (y - ty) / size;
  if (u < 0 || u > 1 || v < 0 || v > 1)
    return TT_TILE_SPOT_NONE;
  if (ABS (u - 0.5) < CENTRE_HALF && ABS (v - 0.5) < CENTRE_HALF)
    return TT_TILE_SPOT_CENTRE;
  distance[0] = v;
  distance[1] = 1 - u;
  distance[2] = 1 - v;
  distance[3] = u;
  for (guint d = 1; d < 4; d++)
    if (distance[d] < distance[side])
      side = d;
  if (distance[side] > SIDE_BAND)
    return TT_TILE_SPOT_NONE;
  /* Position along the side, clockwise, 0..1. */
  along = side == 0 ? u : side == 1 ? v : side == 2 ? 1 - u : 1 - v;
  if (along > 0.36 && along < 0.64)
    {
      *which = side;
      return TT_TILE_SPOT_SIDE;
    }
  *which = 2 * side + (along >= 0.5 ? 1 : 0);
  return TT_TILE_SPOT_HALF;
}

static void
show_error (TtTileView *self,
            GError     *error)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
  g_debug ("Tile edit refused: %s", error->message);
}

void
tt_tile_view_activate_spot (TtTileView *self,
                            TtTileSpot  spot,
                            guint       which)
{
  g_autoptr(GError) error = NULL;
  const CarcTileDef *tile;
  gboolean ok = TRUE;

  g_return_if_fail (TT_IS_TILE_VIEW (self));

  if (!has_tile (self) || !self->interactive)
    return;
  tile = tt_tile_set_get_tile (self->set, self->index);
  switch (spot)
    {
    case TT_TILE_SPOT_SIDE:
      ok = tt_tile_set_cycle_side (self->set, self->index, (CarcDirection) which, &error);
      break;
    case TT_TILE_SPOT_CENTRE:
      ok = tt_tile_set_set_centre (self->set, self->index,
                                   (tt_tile_def_get_centre (tile) + 1) % 3, &error);
      break;
    case TT_TILE_SPOT_HALF:
      tt_tile_view_set_selected_half (self, self->selected_half == (int) which ? -1 : (int) which);
      break;
    case TT_TILE_SPOT_NONE:
    default:
      break;
    }
  if (!ok)
    show_error (self, error);
}

gboolean
tt_tile_view_join_with_selected (TtTileView *self,
                                 guint       half)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TT_IS_TILE_VIEW (self), FALSE);

  if (!has_tile (self) || !self->interactive || self->selected_half < 0 || half > 7)
    return FALSE;
  if (!tt_tile_set_join_halves (self->set, self->index, (guint) self->selected_half, half, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
tt_tile_view_split_selected (TtTileView *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TT_IS_TILE_VIEW (self), FALSE);

  if (!has_tile (self) || !self->interactive || self->selected_half < 0)
    return FALSE;
  if (!tt_tile_set_split_half (self->set, self->index, (guint) self->selected_half, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  return TRUE;
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TtTileView      *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  guint which = 0;
  TtTileSpot spot = tt_tile_view_spot_at (self, x, y, &which);

  if (spot == TT_TILE_SPOT_NONE)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (spot == TT_TILE_SPOT_HALF && (state & GDK_SHIFT_MASK) && self->selected_half >= 0)
    tt_tile_view_join_with_selected (self, which);
  else
    tt_tile_view_activate_spot (self, spot, which);
}

/* Keyboard editing: an arrow key changes the side it points to, Space
 * the centre, S splits the selected part of a field off. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TtTileView            *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
      tt_tile_view_activate_spot (self, TT_TILE_SPOT_SIDE, CARC_DIR_N);
      return TRUE;
    case GDK_KEY_Right:
      tt_tile_view_activate_spot (self, TT_TILE_SPOT_SIDE, CARC_DIR_E);
      return TRUE;
    case GDK_KEY_Down:
      tt_tile_view_activate_spot (self, TT_TILE_SPOT_SIDE, CARC_DIR_S);
      return TRUE;
    case GDK_KEY_Left:
      tt_tile_view_activate_spot (self, TT_TILE_SPOT_SIDE, CARC_DIR_W);
      return TRUE;
    case GDK_KEY_space:
      tt_tile_view_activate_spot (self, TT_TILE_SPOT_CENTRE, 0);
      return TRUE;
    case GDK_KEY_s:
      return tt_tile_view_split_selected (self);
    default:
      return FALSE;
    }
}

static const char *
spot_tooltip (TtTileSpot spot)
{
  switch (spot)
    {
    case TT_TILE_SPOT_SIDE:
      return _("Click to change this side: field, road, city, river");
    case TT_TILE_SPOT_HALF:
      return _("Click to select this part of the field; Shift+click another part to join their fields, S to split the selected part off");
    case TT_TILE_SPOT_CENTRE:
      return _("Click to change the center: monastery, garden, nothing");
    case TT_TILE_SPOT_NONE:
    default:
      return NULL;
    }
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  guint which = 0;
  const char *text = spot_tooltip (tt_tile_view_spot_at (TT_TILE_VIEW (widget), x, y, &which));

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_set_changed (TtTileView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_dark_changed (TtTileView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tt_tile_view_dispose (GObject *object)
{
  TtTileView *self = TT_TILE_VIEW (object);

  if (self->set != NULL)
    g_signal_handlers_disconnect_by_data (self->set, self);
  g_clear_object (&self->set);

  G_OBJECT_CLASS (tt_tile_view_parent_class)->dispose (object);
}

static void
tt_tile_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TtTileView *self = TT_TILE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED_HALF:
      g_value_set_int (value, self->selected_half);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_tile_view_class_init (TtTileViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_tile_view_dispose;
  object_class->get_property = tt_tile_view_get_property;
  widget_class->snapshot = tt_tile_view_snapshot;
  widget_class->measure = tt_tile_view_measure;

  properties[PROP_SELECTED_HALF] =
    g_param_spec_int ("selected-half", NULL, NULL, -1, 7, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tile-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_tile_view_init (TtTileView *self)
{
  self->selected_half = -1;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tt_tile_view_new (TtTileSet *set,
                  guint      index,
                  int        rotation,
                  gboolean   interactive)
{
  TtTileView *self = g_object_new (TT_TYPE_TILE_VIEW, NULL);

  self->rotation = rotation;
  self->interactive = interactive;
  if (interactive)
    {
      GtkGesture *click = gtk_gesture_click_new ();

      g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
      gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
      g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
      gtk_widget_add_controller (GTK_WIDGET (self), keys);
      gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
    }
  tt_tile_view_set_tile (self, set, index);
  return GTK_WIDGET (self);
}

void
tt_tile_view_set_tile (TtTileView *self,
                       TtTileSet  *set,
                       guint       index)
{
  g_return_if_fail (TT_IS_TILE_VIEW (self));

  if (self->set != set)
    {
      if (self->set != NULL)
        g_signal_handlers_disconnect_by_data (self->set, self);
      g_set_object (&self->set, set);
      if (set != NULL)
        g_signal_connect_swapped (set, "changed", G_CALLBACK (on_set_changed), self);
    }
  self->index = index;
  tt_tile_view_set_selected_half (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tt_tile_view_get_index (TtTileView *self)
{
  g_return_val_if_fail (TT_IS_TILE_VIEW (self), 0);
  return self->index;
}

int
tt_tile_view_get_selected_half (TtTileView *self)
{
  g_return_val_if_fail (TT_IS_TILE_VIEW (self), -1);
  return self->selected_half;
}

void
tt_tile_view_set_selected_half (TtTileView *self,
                                int         half)
{
  g_return_if_fail (TT_IS_TILE_VIEW (self));
  g_return_if_fail (half >= -1 && half < 8);

  if (self->selected_half == half)
    return;
  self->selected_half = half;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_HALF]);
}

guint
tt_tile_view_get_n_draws (TtTileView *self)
{
  g_return_val_if_fail (TT_IS_TILE_VIEW (self), 0);
  return self->n_draws;
}
