/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board-input.c — the Carcassonne board's pointer, keyboard
 * and gestures, and the tooltips that name what is under the pointer
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tt-carc-board-private.h"

static int
spot_at (TtCarcBoard *self,
         double       wx,
         double       wy)
{
  double best = SPOT_RADIUS * 1.6 * _tt_carc_board_tile_px (self);
  int found = -1;

  if (!self->game || !self->has_pending)
    return -1;
  for (guint i = 0; i < self->spots->len; i++)
    {
      double bx, by, sx, sy, d;

      _tt_carc_board_spot_position (self, &self->pending, i, &bx, &by);
      _tt_carc_board_board_to_widget (self, bx, by, &sx, &sy);
      d = hypot (sx - wx, sy - wy);
      if (d < best)
        {
          best = d;
          found = i;
        }
    }
  return found;
}

static char *
describe_feature (TtCarcBoard           *self,
                  const CarcFeatureInfo *info)
{
  static const char *const kinds[] = {
    N_("Road"), N_("City"), N_("Field"), N_("River"), N_("Monastery"), N_("Garden"),
  };
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_players = carc_state_get_n_players (_tt_carc_board_get_state (self));
  gboolean anyone = FALSE;

  g_string_append (text, _(kinds[MIN (info->kind, G_N_ELEMENTS (kinds) - 1)]));
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", %u tile", ", %u tiles",
                                             info->n_tiles), info->n_tiles);
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ", worth %u point",
                                             ", worth %u points", info->value_now),
                          info->value_now);
  for (guint p = 0; p < n_players; p++)
    if (info->figures[p] > 0)
      {
        g_string_append_printf (text, anyone ? ", %s %u" : _(" — held by %s %u"),
                                tt_game_get_player_name (TT_GAME (self->game), p),
                                info->figures[p]);
        anyone = TRUE;
      }
  if (!anyone)
    g_string_append (text, _(" — free"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The feature a spot names, as it would be with the laid tile on the board. */
void
_tt_carc_board_highlight_spot (TtCarcBoard *self,
                               int          index)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  g_autoptr(GArray) parts = NULL;
  const CarcFigureSpot *spot;
  CarcFeatureInfo info;
  GdkRGBA color;

  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->highlight_label, g_free);
  if (index < 0)
    return;
  spot = &g_array_index (self->spots, CarcFigureSpot, index);
  parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  if (!tt_carcassonne_game_query_pending_feature (self->game, spot->segment, &info, parts))
    return;
  /* a warm glow reads on every terrain; the label carries the player's colour */
  _tt_carc_board_player_rgba (self, carc_state_get_current_player (state), &color);
  self->highlight_color = glow;
  self->label_color = color;
  self->highlight = g_steal_pointer (&parts);
  self->highlight_label = describe_feature (self, &info);
  if (spot->action == CARC_ACTION_ABBOT)
    {
      char *label = g_strdup_printf (_("Abbot: %s"), self->highlight_label);

      g_free (self->highlight_label);
      self->highlight_label = label;
    }
}

static void
set_hover_spot (TtCarcBoard *self,
                int          index)
{
  if (index == self->hover_spot)
    return;
  self->hover_spot = index;
  _tt_carc_board_highlight_spot (self, index >= 0 ? index : self->selected_spot);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TtCarcBoard              *self)
{
  int old_x = 0, old_y = 0, new_x = 0, new_y = 0;
  gboolean had = _tt_carc_board_hover_cell (self, &old_x, &old_y);

  self->px = x;
  self->py = y;
  self->pointer_inside = TRUE;
  _tt_carc_board_hover_cell (self, &new_x, &new_y);
  set_hover_spot (self, spot_at (self, x, y));
  if (!had || old_x != new_x || old_y != new_y)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *controller,
          TtCarcBoard              *self)
{
  self->pointer_inside = FALSE;
  set_hover_spot (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TtCarcBoard     *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double bx, by;
  int spot;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->show_cursor = FALSE;
  if (self->game == NULL)
    return;
  if (button == GDK_BUTTON_SECONDARY)
    {
      tt_carc_board_rotate (self, 1);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;

  spot = spot_at (self, x, y);
  if (spot >= 0)
    {
      tt_carc_board_choose_spot (self, spot);
      return;
    }
  _tt_carc_board_widget_to_board (self, x, y, &bx, &by);
  tt_carc_board_activate_cell (self, (int) floor (bx), (int) floor (by));
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TtCarcBoard    *self)
{
  self->drag_cx = self->cx;
  self->drag_cy = self->cy;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TtCarcBoard    *self)
{
  if (hypot (dx, dy) < 6)
    return;
  _tt_carc_board_user_moved_view (self);
  self->cx = self->drag_cx - dx / _tt_carc_board_tile_px (self);
  self->cy = self->drag_cy - dy / _tt_carc_board_tile_px (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TtCarcBoard              *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (mods & GDK_CONTROL_MASK)
    {
      double x = self->pointer_inside ? self->px : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_inside ? self->py : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

      _tt_carc_board_user_moved_view (self);
      _tt_carc_board_zoom_at (self, pow (1.15, -dy), x, y);
      return TRUE;
    }
  if (mods & GDK_SHIFT_MASK && dx == 0)
    dx = dy, dy = 0;
  tt_carc_board_pan (self, dx * 40, dy * 40);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               TtCarcBoard      *self)
{
  self->zoom_start = self->scale;
}

static void
on_zoom_changed (GtkGestureZoom *gesture,
                 double          delta,
                 TtCarcBoard    *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  _tt_carc_board_user_moved_view (self);
  _tt_carc_board_zoom_at (self, self->zoom_start * delta / self->scale, x, y);
}

static void
start_cursor (TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  guint n, tile, rotation;

  if (self->show_cursor || state == NULL)
    return;
  self->show_cursor = TRUE;
  n = carc_state_get_n_placed (state);
  if (n > 0)
    carc_state_get_placed (state, n - 1, &self->kx, &self->ky, &tile, &rotation);
}

static void
move_cursor (TtCarcBoard *self,
             int          dx,
             int          dy)
{
  graphene_rect_t rect;
  double s = _tt_carc_board_tile_px (self);

  if (!self->show_cursor)
    start_cursor (self);
  else
    {
      self->kx += dx;
      self->ky += dy;
    }
  _tt_carc_board_cell_rect (self, self->kx, self->ky, &rect);
  /* the view follows the cursor (and no longer play: the person leads) */
  if (rect.origin.x < s * 0.3 || rect.origin.y < s * 0.3 ||
      rect.origin.x + s * 1.3 > gtk_widget_get_width (GTK_WIDGET (self)) ||
      rect.origin.y + s * 1.3 > gtk_widget_get_height (GTK_WIDGET (self)))
    {
      _tt_carc_board_user_moved_view (self);
      tt_carc_board_center_on (self, self->kx, self->ky);
    }
  _tt_carc_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TtCarcBoard           *self)
{
  gboolean pending = self->game && self->has_pending;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move_cursor (self, 0, -1); return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move_cursor (self, 0, 1); return TRUE;
    case GDK_KEY_r: tt_carc_board_rotate (self, 1); return TRUE;
    case GDK_KEY_R: tt_carc_board_rotate (self, -1); return TRUE;
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      tt_carc_board_zoom (self, 1.25);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      tt_carc_board_zoom (self, 0.8);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (pending)
        tt_carc_board_choose_spot (self, self->selected_spot);
      else if (self->show_cursor)
        tt_carc_board_activate_cell (self, self->kx, self->ky);
      else
        start_cursor (self), gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Escape:
      return pending && tt_carc_board_take_back (self);
    case GDK_KEY_Tab: case GDK_KEY_ISO_Left_Tab:
      if (!pending || self->spots->len == 0)
        return FALSE;
      {
        int n = self->spots->len + 1;   /* the spots and "no figure" */
        int step = keyval == GDK_KEY_Tab ? 1 : -1;

        self->selected_spot = ((self->selected_spot + 1 + step + n) % n) - 1;
        _tt_carc_board_highlight_spot (self, self->selected_spot);
        gtk_widget_queue_draw (GTK_WIDGET (self));
      }
      return TRUE;
    default:
      break;
    }
  if (pending && keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return tt_carc_board_choose_spot (self, (int) (keyval - GDK_KEY_0) - 1) || TRUE;
  if (pending && keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return tt_carc_board_choose_spot (self, (int) (keyval - GDK_KEY_KP_0) - 1) || TRUE;
  return FALSE;
}

static char *
figure_tooltip (TtCarcBoard *self,
                double       wx,
                double       wy)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  double bx, by, fx, fy;
  int x, y;
  guint tile, rotation, player;
  CarcAction kind;
  CarcSegment segment;
  CarcRole role;
  TtCarcTileShape shape;
  CarcFeatureInfo info;

  _tt_carc_board_widget_to_board (self, wx, wy, &bx, &by);
  x = (int) floor (bx);
  y = (int) floor (by);
  if (!carc_state_get_tile_at (state, x, y, &tile, &rotation) ||
      !carc_state_get_figure_at (state, x, y, &player, &kind, &segment, &role))
    return NULL;
  tt_carc_tile_shape_from_def (&shape, carc_state_get_tile_def (state, tile));
  if (!tt_carc_segment_point (&shape, rotation * 90, carc_segment_to_string (segment), &fx, &fy) ||
      hypot (bx - (x + fx), by - (y + fy)) > 0.2)
    return NULL;
  if (!carc_state_query_feature (state, x, y, segment, &info, NULL))
    return NULL;
  return describe_feature (self, &info);
}

static gboolean
on_query_tooltip (GtkWidget   *widget,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  double bx, by;
  int cx, cy, spot;
  g_autofree char *text = NULL;

  if (state == NULL)
    return FALSE;
  /* a figure on the board tells what it holds, whoever's turn it is */
  text = figure_tooltip (self, x, y);
  if (text != NULL)
    {
      gtk_tooltip_set_text (tooltip, text);
      return TRUE;
    }
  if (!tt_game_is_human_turn (TT_GAME (self->game)))
    return FALSE;
  spot = spot_at (self, x, y);
  if (spot >= 0 && self->highlight_label)
    {
      gtk_tooltip_set_text (tooltip, self->highlight_label);
      return TRUE;
    }
  if (self->has_pending)
    return FALSE;
  _tt_carc_board_widget_to_board (self, x, y, &bx, &by);
  cx = (int) floor (bx);
  cy = (int) floor (by);
  if (_tt_carc_board_legal_mask (self, cx, cy))
    text = g_strdup (_("The tile fits here: click to lay it, right-click to turn it"));
  else if (_tt_carc_board_touches_board (state, cx, cy))
    {
      g_autofree char *why = tt_carcassonne_game_explain_placement (self->game, cx, cy, self->rotation);

      text = g_strdup_printf (_("The tile fits here in no rotation. %s."), why ? why : "");
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
_tt_carc_board_init_input (TtCarcBoard *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_zoom_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
