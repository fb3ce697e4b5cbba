/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board.c — the Catan board widget */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tt-catan-board.h"

#define PICK_RADIUS 0.42   /* board units around a place that still choose it */
#define MARGIN      8.0    /* pixels around the sea frame */

struct _TtCatanBoard
{
  GtkWidget     parent_instance;

  CatanBoard   *board;
  CatanState   *state;          /* our own copy, or NULL */
  GdkRGBA       colors[CATAN_MAX_PLAYERS];
  TtCatanMarks  marks;

  /* board units → widget pixels, from the last allocation */
  double        scale, offset_x, offset_y;
};

G_DEFINE_FINAL_TYPE (TtCatanBoard, tt_catan_board, GTK_TYPE_WIDGET)

enum
{
  PLACE_ACTIVATED,
  PLACE_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* Layout */

static void
update_transform (TtCatanBoard *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  graphene_rect_t extent;

  if (!self->board || width <= 2 * MARGIN || height <= 2 * MARGIN)
    {
      self->scale = 0;
      return;
    }
  tt_catan_board_extent (self->board, &extent);
  self->scale = MIN ((width - 2 * MARGIN) / extent.size.width, (height - 2 * MARGIN) / extent.size.height);
  self->offset_x = width / 2.0 - (extent.origin.x + extent.size.width / 2) * self->scale;
  self->offset_y = height / 2.0 - (extent.origin.y + extent.size.height / 2) * self->scale;
}

static void
widget_to_board (TtCatanBoard *self,
                 double        wx,
                 double        wy,
                 double       *bx,
                 double       *by)
{
  *bx = (wx - self->offset_x) / self->scale;
  *by = (wy - self->offset_y) / self->scale;
}

/* Drawing */

static void
tt_catan_board_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TtCatanBoard *self = TT_CATAN_BOARD (widget);
  graphene_rect_t bounds;
  cairo_t *cr;

  update_transform (self);
  if (self->scale <= 0)
    return;
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_translate (cr, self->offset_x, self->offset_y);
  cairo_scale (cr, self->scale, self->scale);
  tt_catan_paint_board (cr, self->board, self->state, self->colors,
                        gtk_widget_is_sensitive (widget) ? &self->marks : NULL,
                        is_dark () ? TT_CATAN_PAINT_DARK : TT_CATAN_PAINT_NONE);
  cairo_destroy (cr);
}

static void
tt_catan_board_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  /* small enough for a 360 px window; the board scales to what it gets */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 220;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 600;
}

/* Places */

static const char *
terrain_label (CatanTerrain terrain)
{
  switch (terrain)
    {
    case CATAN_TERRAIN_HILLS: return _("hills");
    case CATAN_TERRAIN_FOREST: return _("forest");
    case CATAN_TERRAIN_PASTURE: return _("pasture");
    case CATAN_TERRAIN_FIELDS: return _("fields");
    case CATAN_TERRAIN_MOUNTAINS: return _("mountains");
    case CATAN_TERRAIN_DESERT:
    default: return _("desert");
    }
}

static void
append_hex (GString          *text,
            const CatanBoard *board,
            const CatanState *state,
            int               hex)
{
  guint number = state ? state->numbers[hex] : board->hexes[hex].number;

  if (number)
    g_string_append_printf (text, "%s %u", terrain_label (board->hexes[hex].terrain), number);
  else
    g_string_append (text, terrain_label (board->hexes[hex].terrain));
}

static void
append_hex_list (GString          *text,
                 const CatanBoard *board,
                 const CatanState *state,
                 const gint16     *hexes,
                 guint             n)
{
  guint listed = 0;

  for (guint i = 0; i < n; i++)
    if (hexes[i] >= 0)
      {
        if (listed++)
          g_string_append (text, _(", "));
        append_hex (text, board, state, hexes[i]);
      }
  if (!listed)
    g_string_append (text, _("the sea"));
}

char *
tt_catan_board_describe_place (const CatanBoard *board,
                               const CatanState *state,
                               TtCatanPlaceKind  kind,
                               int               index)
{
  g_autofree char *name = NULL;
  GString *text = g_string_new (NULL);

  switch (kind)
    {
    case TT_CATAN_PLACE_HEX:
      name = catan_board_hex_name (board, index);
      /* Translators: a hex of the board, e.g. "Hex 0,-1: forest 11" */
      g_string_append_printf (text, _("Hex %s: "), name);
      append_hex (text, board, state, index);
      if (state && state->robber == index)
        g_string_append (text, _(" (robber)"));
      break;
    case TT_CATAN_PLACE_CORNER:
      name = catan_board_corner_name (board, index);
      /* Translators: a corner where settlements stand, then the hexes around it */
      g_string_append_printf (text, _("Corner %s, by "), name);
      append_hex_list (text, board, state, board->corners[index].hexes, 3);
      break;
    case TT_CATAN_PLACE_EDGE:
    default:
      name = catan_board_edge_name (board, index);
      /* Translators: an edge where roads run, then the hexes on either side */
      g_string_append_printf (text, _("Edge %s, between "), name);
      append_hex_list (text, board, state, board->edges[index].hexes, 2);
      break;
    }
  return g_string_free (text, FALSE);
}

static void
update_accessible (TtCatanBoard *self)
{
  g_autofree char *description = NULL;

  if (self->board && self->marks.focus_index >= 0)
    description = tt_catan_board_describe_place (self->board, self->state, self->marks.focus_kind,
                                                 self->marks.focus_index);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description ? description : "",
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), description);
}

static guint
n_places (const CatanBoard *board,
          TtCatanPlaceKind  kind)
{
  switch (kind)
    {
    case TT_CATAN_PLACE_HEX: return board->n_hexes;
    case TT_CATAN_PLACE_CORNER: return board->n_corners;
    case TT_CATAN_PLACE_EDGE:
    default: return board->n_edges;
    }
}

static void
place_point (const CatanBoard *board,
             TtCatanPlaceKind  kind,
             int               index,
             double           *x,
             double           *y)
{
  double x1, y1;

  switch (kind)
    {
    case TT_CATAN_PLACE_HEX:
      tt_catan_hex_center (board->hexes[index].q, board->hexes[index].r, x, y);
      break;
    case TT_CATAN_PLACE_CORNER:
      tt_catan_corner_point (board, index, x, y);
      break;
    case TT_CATAN_PLACE_EDGE:
    default:
      tt_catan_edge_points (board, index, x, y, &x1, &y1);
      *x = (*x + x1) / 2;
      *y = (*y + y1) / 2;
      break;
    }
}

/* The marked place nearest to (bx, by) in board units, if within reach. */
static gboolean
nearest_marked (TtCatanBoard     *self,
                double            bx,
                double            by,
                double            reach,
                TtCatanPlaceKind *kind,
                int              *index)
{
  double best = reach * reach;
  gboolean found = FALSE;

  for (int k = TT_CATAN_PLACE_HEX; k <= TT_CATAN_PLACE_EDGE; k++)
    for (guint i = 0; i < n_places (self->board, k); i++)
      if (tt_catan_marks_has (&self->marks, k, i))
        {
          double x, y, d;

          place_point (self->board, k, i, &x, &y);
          d = (x - bx) * (x - bx) + (y - by) * (y - by);
          if (d < best)
            {
              best = d;
              *kind = k;
              *index = i;
              found = TRUE;
            }
        }
  return found;
}

/* Any place under the pointer, for a refusal's reason. */
static gboolean
place_under (TtCatanBoard     *self,
             double            bx,
             double            by,
             TtCatanPlaceKind *kind,
             int              *index)
{
  static const TtCatanPlaceKind order[] = { TT_CATAN_PLACE_CORNER, TT_CATAN_PLACE_EDGE };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int found = tt_catan_pick (self->board, order[i], bx, by, 0.25);

      if (found >= 0)
        {
          *kind = order[i];
          *index = found;
          return TRUE;
        }
    }
  *index = tt_catan_pick (self->board, TT_CATAN_PLACE_HEX, bx, by, 0.85);
  *kind = TT_CATAN_PLACE_HEX;
  return *index >= 0;
}

gboolean
tt_catan_board_activate (TtCatanBoard     *self,
                         TtCatanPlaceKind  kind,
                         int               index)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), FALSE);

  if (!self->board || index < 0 || (guint) index >= n_places (self->board, kind))
    return FALSE;
  if (!tt_catan_marks_has (&self->marks, kind, index))
    {
      g_signal_emit (self, signals[PLACE_REFUSED], 0, kind, index);
      return FALSE;
    }
  g_signal_emit (self, signals[PLACE_ACTIVATED], 0, kind, index);
  return TRUE;
}

void
tt_catan_board_focus_place (TtCatanBoard     *self,
                            TtCatanPlaceKind  kind,
                            int               index)
{
  g_return_if_fail (TT_IS_CATAN_BOARD (self));

  if (self->marks.focus_kind == (int) kind && self->marks.focus_index == index)
    return;
  self->marks.focus_kind = index >= 0 ? (int) kind : -1;
  self->marks.focus_index = index;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tt_catan_board_get_focus_place (TtCatanBoard     *self,
                                TtCatanPlaceKind *kind,
                                int              *index)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), FALSE);

  if (self->marks.focus_index < 0)
    return FALSE;
  *kind = self->marks.focus_kind;
  *index = self->marks.focus_index;
  return TRUE;
}

static gboolean
first_marked (TtCatanBoard     *self,
              TtCatanPlaceKind *kind,
              int              *index)
{
  for (int k = TT_CATAN_PLACE_HEX; k <= TT_CATAN_PLACE_EDGE; k++)
    for (guint i = 0; i < n_places (self->board, k); i++)
      if (tt_catan_marks_has (&self->marks, k, i))
        {
          *kind = k;
          *index = i;
          return TRUE;
        }
  return FALSE;
}

gboolean
tt_catan_board_move_focus (TtCatanBoard *self,
                           int           dx,
                           int           dy)
{
  double fx, fy, best = G_MAXDOUBLE;
  TtCatanPlaceKind kind = TT_CATAN_PLACE_HEX;
  int index = -1;

  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), FALSE);

  if (!self->board)
    return FALSE;
  if (self->marks.focus_index < 0 || !tt_catan_marks_has (&self->marks, self->marks.focus_kind, self->marks.focus_index))
    {
      if (!first_marked (self, &kind, &index))
        return FALSE;
      tt_catan_board_focus_place (self, kind, index);
      return TRUE;
    }
  place_point (self->board, self->marks.focus_kind, self->marks.focus_index, &fx, &fy);
  /* the nearest marked place inside a 90° cone around the direction */
  for (int k = TT_CATAN_PLACE_HEX; k <= TT_CATAN_PLACE_EDGE; k++)
    for (guint i = 0; i < n_places (self->board, k); i++)
      if (tt_catan_marks_has (&self->marks, k, i))
        {
          double x, y, along, across, score;

          place_point (self->board, k, i, &x, &y);
          along = (x - fx) * dx + (y - fy) * dy;
          across = fabs ((x - fx) * dy - (y - fy) * dx);
          if (along <= 0.05 || across > along)
            continue;
          score = along + 2 * across;
          if (score < best)
            {
              best = score;
              kind = k;
              index = i;
            }
        }
  if (index < 0)
    return FALSE;
  tt_catan_board_focus_place (self, kind, index);
  return TRUE;
}

/* Input */

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TtCatanBoard             *self)
{
  TtCatanPlaceKind kind;
  int index;
  double bx, by;

  if (!self->board || self->scale <= 0)
    return;
  widget_to_board (self, x, y, &bx, &by);
  if (nearest_marked (self, bx, by, PICK_RADIUS, &kind, &index))
    tt_catan_board_focus_place (self, kind, index);
}

static void
on_pressed (GtkGestureClick *click,
            int              n_press,
            double           x,
            double           y,
            TtCatanBoard    *self)
{
  TtCatanPlaceKind kind;
  int index;
  double bx, by;

  if (!self->board || self->scale <= 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  widget_to_board (self, x, y, &bx, &by);
  if (nearest_marked (self, bx, by, PICK_RADIUS, &kind, &index))
    tt_catan_board_activate (self, kind, index);
  else if (place_under (self, bx, by, &kind, &index))
    tt_catan_board_activate (self, kind, index);
}

static gboolean
on_key_pressed (GtkEventControllerKey *key,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TtCatanBoard          *self)
{
  TtCatanPlaceKind kind;
  int index;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      return tt_catan_board_move_focus (self, -1, 0);
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      return tt_catan_board_move_focus (self, 1, 0);
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      return tt_catan_board_move_focus (self, 0, -1);
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      return tt_catan_board_move_focus (self, 0, 1);
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (!tt_catan_board_get_focus_place (self, &kind, &index))
        return FALSE;
      tt_catan_board_activate (self, kind, index);
      return TRUE;
    default:
      return FALSE;
    }
}

/* State */

void
tt_catan_board_set_board (TtCatanBoard *self,
                          CatanBoard   *board)
{
  g_return_if_fail (TT_IS_CATAN_BOARD (self));

  if (board)
    catan_board_ref (board);
  g_clear_pointer (&self->board, catan_board_unref);
  self->board = board;
  tt_catan_marks_clear (&self->marks);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_catan_board_set_state (TtCatanBoard     *self,
                          const CatanState *state,
                          const GdkRGBA    *colors)
{
  g_return_if_fail (TT_IS_CATAN_BOARD (self));

  g_clear_pointer (&self->state, catan_state_free);
  if (state)
    {
      self->state = catan_state_copy (state);   /* layers: draws only */
      if (self->board != state->board)
        {
          g_clear_pointer (&self->board, catan_board_unref);
          self->board = catan_board_ref (state->board);
        }
      for (guint p = 0; p < state->options.n_players && p < CATAN_MAX_PLAYERS; p++)
        self->colors[p] = colors[p];
    }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tt_catan_board_get_hex_point (TtCatanBoard *self,
                              int           hex,
                              double       *x,
                              double       *y)
{
  double bx, by;

  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), FALSE);
  if (self->board == NULL || hex < 0 || hex >= (int) self->board->n_hexes)
    return FALSE;
  update_transform (self);
  if (self->scale <= 0)
    return FALSE;
  tt_catan_hex_center (self->board->hexes[hex].q, self->board->hexes[hex].r, &bx, &by);
  *x = self->offset_x + bx * self->scale;
  *y = self->offset_y + by * self->scale;
  return TRUE;
}

const CatanState *
tt_catan_board_get_state (TtCatanBoard *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), NULL);
  return self->state;
}

void
tt_catan_board_set_marks (TtCatanBoard       *self,
                          const TtCatanMarks *marks)
{
  TtCatanPlaceKind kind;
  int index;

  g_return_if_fail (TT_IS_CATAN_BOARD (self));

  kind = self->marks.focus_kind;
  index = self->marks.focus_index;
  if (marks)
    self->marks = *marks;
  else
    tt_catan_marks_clear (&self->marks);
  /* keep the keyboard where it was while that place is still offered */
  if (self->marks.focus_index < 0 && index >= 0 && tt_catan_marks_has (&self->marks, kind, index))
    {
      self->marks.focus_kind = kind;
      self->marks.focus_index = index;
    }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const TtCatanMarks *
tt_catan_board_get_marks (TtCatanBoard *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD (self), NULL);
  return &self->marks;
}

static TtCatanPlaceKind
action_place (const CatanAction *action,
              int               *index)
{
  switch (action->type)
    {
    case CATAN_ACTION_ROAD:
      *index = action->where;
      return TT_CATAN_PLACE_EDGE;
    case CATAN_ACTION_ROBBER:
      *index = action->where;
      return TT_CATAN_PLACE_HEX;
    case CATAN_ACTION_CHASE_ROBBER:
      *index = action->where2;
      return TT_CATAN_PLACE_HEX;
    case CATAN_ACTION_MOVE_KNIGHT:
      *index = action->where2;
      return TT_CATAN_PLACE_CORNER;
    default:
      *index = action->where;
      return TT_CATAN_PLACE_CORNER;
    }
}

guint
tt_catan_marks_from_actions (TtCatanMarks    *marks,
                             const GArray    *actions,
                             CatanActionType  type,
                             int              player)
{
  guint marked = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      const CatanAction *action = &g_array_index (actions, CatanAction, i);
      TtCatanPlaceKind kind;
      int index;

      if (action->type != type || (player >= 0 && action->player != player))
        continue;
      kind = action_place (action, &index);
      if (index < 0 || tt_catan_marks_has (marks, kind, index))
        continue;
      tt_catan_marks_add (marks, kind, index);
      marked++;
    }
  return marked;
}

/* Object */

static void
on_dark_changed (TtCatanBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tt_catan_board_dispose (GObject *object)
{
  TtCatanBoard *self = TT_CATAN_BOARD (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_pointer (&self->state, catan_state_free);
  g_clear_pointer (&self->board, catan_board_unref);
  G_OBJECT_CLASS (tt_catan_board_parent_class)->dispose (object);
}

static void
tt_catan_board_class_init (TtCatanBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_catan_board_dispose;
  widget_class->snapshot = tt_catan_board_snapshot;
  widget_class->measure = tt_catan_board_measure;

  /**
   * TtCatanBoard::place-activated:
   * @kind: a TtCatanPlaceKind
   * @index: the hex, corner or edge
   *
   * A marked place was clicked or chosen with the keyboard.
   */
  signals[PLACE_ACTIVATED] =
    g_signal_new ("place-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * TtCatanBoard::place-refused:
   * @kind: a TtCatanPlaceKind
   * @index: the hex, corner or edge
   *
   * A place that is not marked was clicked: the view says why.
   */
  signals[PLACE_REFUSED] =
    g_signal_new ("place-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "catan-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_catan_board_init (TtCatanBoard *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  tt_catan_marks_clear (&self->marks);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Catan board"),
                                  -1);
}

GtkWidget *
tt_catan_board_new (void)
{
  return g_object_new (TT_TYPE_CATAN_BOARD, NULL);
}
