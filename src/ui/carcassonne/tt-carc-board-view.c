/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board-view.c — where the Carcassonne board looks
 *
 * Zoom, panning and the camera following play, and the settling of a
 * computer's tile, each a tick callback that asks for frames no faster
 * than the eye needs them.
 */
#include "config.h"

#include <math.h>

#include "tt-carc-board-private.h"

/* Whether a slow animation's next frame is due, `usec` after the last
 * one; a frame drawn for something else shows the animation of its
 * moment. */
static gboolean
slow_frame_due (TtCarcBoard *self,
                gint64       usec)
{
  return g_get_monotonic_time () - self->drawn_at >= usec;
}

/* Whether the window is drawn by GTK's Cairo renderer, on the CPU (see
 * tt-renderer.c: where OpenGL is a software rasterizer). */
static gboolean
drawn_in_software (TtCarcBoard *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
}

/* slow_frame_due with the longer interval software drawing gets. */
gboolean
_tt_carc_board_frame_due (TtCarcBoard *self,
                          gint64       usec,
                          gint64       software_usec)
{
  return slow_frame_due (self, drawn_in_software (self) ? software_usec : usec);
}

void
_tt_carc_board_stop_lay_animation (TtCarcBoard *self)
{
  if (self->lay_tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->lay_tick_id);
  self->lay_tick_id = 0;
}

static gboolean
lay_tick (GtkWidget     *widget,
          GdkFrameClock *clock,
          gpointer       user_data)
{
  TtCarcBoard *self = TT_CARC_BOARD (widget);

  if (g_get_monotonic_time () - self->lay_start < LAY_ANIMATION_MS * (gint64) 1000)
    {
      if (_tt_carc_board_frame_due (self, LAY_FRAME_USEC, SOFTWARE_MOVE_FRAME_USEC))
        gtk_widget_queue_draw (widget);
      return G_SOURCE_CONTINUE;
    }
  /* the tile at rest */
  self->lay_tick_id = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

gboolean
_tt_carc_board_animations_enabled (TtCarcBoard *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/* A person's own tile is where they put it; a computer's settles in, so
 * the eye finds it (with its figure) on a busy board. */
static void
maybe_animate_laid_tile (TtCarcBoard *self)
{
  GArray *events = tt_carcassonne_game_get_last_events (self->game);

  _tt_carc_board_stop_lay_animation (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || !_tt_carc_board_animations_enabled (self))
    return;
  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);

      if (event->type != CARC_EVENT_TILE_PLACED ||
          !tt_game_is_computer (TT_GAME (self->game), event->player))
        continue;
      self->lay_x = event->x;
      self->lay_y = event->y;
      self->lay_start = g_get_monotonic_time ();
      self->lay_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), lay_tick, NULL, NULL);
      return;
    }
}

/* A computer starting or ending its thought changes nothing on the board
 * unless a person's turn begins or ends with it (the cells where the tile
 * fits); a redraw for nothing costs a whole frame with software rendering. */
void
_tt_carc_board_on_thinking_changed (TtCarcBoard *self)
{
  guint before = g_hash_table_size (self->legal);

  _tt_carc_board_refresh_legal (self);
  if (before == 0 && g_hash_table_size (self->legal) == 0)
    return;
  _tt_carc_board_on_game_changed (self);
}

/* ---- following play ---- */

#define FOLLOW_ANIMATION_MS 350
#define FOLLOW_MIN_SCALE 48.0
/* board units kept free between what must be seen and the edge */
#define FOLLOW_MARGIN 0.35

void
_tt_carc_board_stop_following_animation (TtCarcBoard *self)
{
  if (self->follow_tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick_id);
  self->follow_tick_id = 0;
}

/* The person panned or zoomed: the view stays where they put it until
 * they re-centre it. */
void
_tt_carc_board_user_moved_view (TtCarcBoard *self)
{
  self->user_moved = TRUE;
  _tt_carc_board_stop_following_animation (self);
}

static gboolean
follow_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  TtCarcBoard *self = TT_CARC_BOARD (widget);
  double t = (g_get_monotonic_time () - self->follow_start) / (FOLLOW_ANIMATION_MS * 1000.0);
  double eased = 1 - pow (1 - CLAMP (t, 0, 1), 3);

  self->cx = self->from_cx + (self->to_cx - self->from_cx) * eased;
  self->cy = self->from_cy + (self->to_cy - self->from_cy) * eased;
  self->scale = self->from_scale + (self->to_scale - self->from_scale) * eased;
  if (t < 1)
    {
      if (!drawn_in_software (self) || slow_frame_due (self, SOFTWARE_MOVE_FRAME_USEC))
        gtk_widget_queue_draw (widget);
      return G_SOURCE_CONTINUE;
    }
  self->follow_tick_id = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

/* The smallest shift of `centre` (view half-size `half`) that brings
 * [lo, hi] into view; the middle of it when it cannot all be seen. */
static double
shift_into_view (double centre,
                 double half,
                 double lo,
                 double hi)
{
  if (hi - lo >= 2 * half)
    return (lo + hi) / 2;
  if (lo < centre - half)
    return lo + half;
  if (hi > centre + half)
    return hi - half;
  return centre;
}

/* Glides to centre (cx, cy) at `scale`, or jumps there without animations. */
static void
move_view_to (TtCarcBoard *self,
              double       cx,
              double       cy,
              double       scale)
{
  if (cx == self->cx && cy == self->cy && scale == self->scale)
    return;
  _tt_carc_board_stop_following_animation (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || !_tt_carc_board_animations_enabled (self))
    {
      self->cx = cx, self->cy = cy, self->scale = scale;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->from_cx = self->cx, self->from_cy = self->cy, self->from_scale = self->scale;
  self->to_cx = cx, self->to_cy = cy, self->to_scale = scale;
  self->follow_start = g_get_monotonic_time ();
  self->follow_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick, NULL, NULL);
}

/* What must be seen after a move: the last tile and, on a person's turn,
 * every cell where the drawn tile fits. */
static gboolean
follow_box (TtCarcBoard *self,
            double       box[4])
{
  const CarcState *state = _tt_carc_board_get_state (self);
  GHashTableIter iter;
  gpointer key;
  guint n, tile, rotation;
  int x, y;

  if (state == NULL || (n = carc_state_get_n_placed (state)) == 0)
    return FALSE;
  carc_state_get_placed (state, n - 1, &x, &y, &tile, &rotation);
  box[0] = x, box[1] = y, box[2] = x + 1, box[3] = y + 1;
  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint k = GPOINTER_TO_UINT (key);
      int lx = (gint16) (k >> 16), ly = (gint16) (k & 0xffff);

      box[0] = MIN (box[0], lx), box[1] = MIN (box[1], ly);
      box[2] = MAX (box[2], lx + 1), box[3] = MAX (box[3], ly + 1);
    }
  return TRUE;
}

static void
follow_play (TtCarcBoard *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  double box[4], scale = self->scale, cx, cy;

  if (self->user_moved || w <= 0 || h <= 0 || !follow_box (self, box))
    return;
  box[0] -= FOLLOW_MARGIN, box[1] -= FOLLOW_MARGIN;
  box[2] += FOLLOW_MARGIN, box[3] += FOLLOW_MARGIN;
  /* zoom out as far as needed to see it all, but no further than tiles stay readable */
  scale = MIN (scale, MIN (w / (box[2] - box[0]), h / (box[3] - box[1])));
  scale = MAX (scale, MIN (self->scale, FOLLOW_MIN_SCALE));
  cx = shift_into_view (self->cx, w / (2 * round (scale)), box[0], box[2]);
  cy = shift_into_view (self->cy, h / (2 * round (scale)), box[1], box[3]);
  move_view_to (self, cx, cy, scale);
}

void
_tt_carc_board_on_move_applied (TtCarcBoard *self)
{
  _tt_carc_board_on_game_changed (self);
  follow_play (self);
  maybe_animate_laid_tile (self);
}

void
_tt_carc_board_on_state_reset (TtCarcBoard *self)
{
  /* undo or redo: the same number of tiles may be other tiles */
  self->generation++;
  _tt_carc_board_stop_lay_animation (self);
  _tt_carc_board_stop_following_animation (self);
  _tt_carc_board_on_game_changed (self);
}

void
_tt_carc_board_zoom_at (TtCarcBoard *self,
                        double       factor,
                        double       wx,
                        double       wy)
{
  double bx, by, new_scale = CLAMP (self->scale * factor, MIN_SCALE, MAX_SCALE);

  _tt_carc_board_widget_to_board (self, wx, wy, &bx, &by);
  self->scale = new_scale;
  /* keep the board point under the pointer where it was */
  self->cx = bx - (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / _tt_carc_board_tile_px (self);
  self->cy = by - (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / _tt_carc_board_tile_px (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_carc_board_zoom (TtCarcBoard *self,
                    double       factor)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  _tt_carc_board_user_moved_view (self);
  _tt_carc_board_zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                          gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
tt_carc_board_fit (TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  int min_x, min_y, max_x, max_y;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  g_return_if_fail (TT_IS_CARC_BOARD (self));

  _tt_carc_board_stop_following_animation (self);
  self->user_moved = FALSE;
  if (state == NULL || w <= 0 || h <= 0)
    return;
  carc_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  /* leave a ring of free cells for the next tiles */
  self->scale = CLAMP (MIN (w / (max_x - min_x + 3.0), h / (max_y - min_y + 3.0)),
                       MIN_SCALE, 150);
  self->cx = (min_x + max_x + 1) / 2.0;
  self->cy = (min_y + max_y + 1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_carc_board_center_on (TtCarcBoard *self,
                         int          x,
                         int          y)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  self->cx = x + 0.5;
  self->cy = y + 0.5;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_carc_board_pan (TtCarcBoard *self,
                   double       dx,
                   double       dy)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  _tt_carc_board_user_moved_view (self);
  self->cx += dx / _tt_carc_board_tile_px (self);
  self->cy += dy / _tt_carc_board_tile_px (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_carc_board_recenter (TtCarcBoard *self)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  self->user_moved = FALSE;
  follow_play (self);
}

void
tt_carc_board_show_tile (TtCarcBoard *self,
                         int          x,
                         int          y)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  g_autoptr(GArray) parts = NULL;
  const CarcTileDef *def;
  guint tile, rotation;

  g_return_if_fail (TT_IS_CARC_BOARD (self));

  if (state == NULL || !carc_state_get_tile_at (state, x, y, &tile, &rotation))
    return;
  def = carc_state_get_tile_def (state, tile);
  parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  for (guint f = 0; f < def->n_features; f++)
    {
      CarcFeaturePart part = { .x = x, .y = y, .feature = f };

      g_array_append_val (parts, part);
    }
  self->shown = TRUE;
  self->shown_x = x;
  self->shown_y = y;
  if (!tt_carc_board_cell_in_view (self, x, y))
    move_view_to (self, x + 0.5, y + 0.5, self->scale);
  tt_carc_board_flash (self, parts, &glow, NULL, 1600);
}

gboolean
tt_carc_board_get_shown_tile (TtCarcBoard *self,
                              int         *x,
                              int         *y)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  *x = self->shown_x;
  *y = self->shown_y;
  return self->shown;
}

gboolean
tt_carc_board_get_following (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  return !self->user_moved;
}

gboolean
tt_carc_board_cell_in_view (TtCarcBoard *self,
                            int          x,
                            int          y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  _tt_carc_board_cell_rect (self, x, y, &rect);
  return rect.origin.x >= 0 && rect.origin.y >= 0 &&
         rect.origin.x + rect.size.width <= gtk_widget_get_width (GTK_WIDGET (self)) &&
         rect.origin.y + rect.size.height <= gtk_widget_get_height (GTK_WIDGET (self));
}

double
tt_carc_board_get_scale (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), 1);

  return self->scale;
}

gboolean
tt_carc_board_is_animating_tile (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  return self->lay_tick_id != 0;
}
