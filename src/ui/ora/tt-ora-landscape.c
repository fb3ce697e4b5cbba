/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-landscape.c — one player's landscape widget */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "tt-ora-landscape.h"

struct _TtOraLandscape
{
  GtkWidget       parent_instance;
  const OraState *state;
  int             player;
  GStrv           colors;   /* the seats' colour ids, or NULL */
  TtOraMarks      marks;
  int             cell_size;
};

G_DEFINE_FINAL_TYPE (TtOraLandscape, tt_ora_landscape, GTK_TYPE_WIDGET)

enum { SIGNAL_CELL_ACTIVATED, SIGNAL_CELL_REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

GtkWidget *
tt_ora_landscape_new (void)
{
  return g_object_new (TT_TYPE_ORA_LANDSCAPE, NULL);
}

/* The scale and origin that fit the extent into the widget. */
static gboolean
layout (TtOraLandscape *self,
        double         *scale,
        double         *ox,
        double         *oy,
        int            *row0,
        int            *col0,
        int            *rows,
        int            *cols)
{
  int row1, col1;
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->state == NULL)
    return FALSE;
  tt_ora_landscape_extent (self->state, self->player, row0, col0, &row1, &col1);
  *rows = row1 - *row0 + 1;
  *cols = col1 - *col0 + 1;
  *scale = MIN (w / *cols, h / *rows);
  *ox = (w - *scale * *cols) / 2;
  *oy = (h - *scale * *rows) / 2;
  return *scale > 0;
}

static void
tt_ora_landscape_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TtOraLandscape *self = TT_ORA_LANDSCAPE (widget);
  double scale, ox, oy;
  int row0, col0, rows, cols;
  cairo_t *cr;

  if (!layout (self, &scale, &ox, &oy, &row0, &col0, &rows, &cols))
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, scale, scale);
  tt_ora_paint_landscape (cr, self->state, self->player,
                          (const char * const *) self->colors, &self->marks,
                          adw_style_manager_get_dark (adw_style_manager_get_default ())
                            ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
}

static void
tt_ora_landscape_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TtOraLandscape *self = TT_ORA_LANDSCAPE (widget);
  int row0 = 0, col0 = 0, row1 = 1, col1 = 4;

  if (self->state != NULL)
    tt_ora_landscape_extent (self->state, self->player, &row0, &col0, &row1, &col1);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (col1 - col0 + 1) * 24;
      *natural = (col1 - col0 + 1) * self->cell_size;
    }
  else
    {
      *minimum = (row1 - row0 + 1) * 24;
      *natural = (row1 - row0 + 1) * self->cell_size;
    }
}

static gboolean
cell_at (TtOraLandscape *self,
         double          x,
         double          y,
         int            *row,
         int            *col)
{
  double scale, ox, oy;
  int row0, col0, rows, cols;

  if (!layout (self, &scale, &ox, &oy, &row0, &col0, &rows, &cols))
    return FALSE;
  *col = (int) floor ((x - ox) / scale) + col0;
  *row = (int) floor ((y - oy) / scale) + row0;
  return *row >= row0 && *row < row0 + rows && *col >= col0 && *col < col0 + cols;
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TtOraLandscape  *self)
{
  int row, col;

  if (cell_at (self, x, y, &row, &col) && tt_ora_marks_has (&self->marks, row, col))
    {
      self->marks.focus = row * ORA_COLS + col;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_signal_emit (self, signals[SIGNAL_CELL_ACTIVATED], 0, row, col);
    }
  else if (cell_at (self, x, y, &row, &col) &&
           self->state->players[self->player].cells[row][col].terrain != ORA_TERRAIN_NONE)
    g_signal_emit (self, signals[SIGNAL_CELL_REFUSED], 0, row, col);
}

/* Arrow keys walk the marked cells in reading order; Enter acts. */
static gboolean
on_key (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        TtOraLandscape        *self)
{
  int n = ORA_ROWS * ORA_COLS, step = 0, i;

  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
    {
      if (self->marks.focus < 0)
        return FALSE;
      g_signal_emit (self, signals[SIGNAL_CELL_ACTIVATED], 0,
                     self->marks.focus / ORA_COLS, self->marks.focus % ORA_COLS);
      return TRUE;
    }
  if (keyval == GDK_KEY_Right || keyval == GDK_KEY_Down)
    step = 1;
  else if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Up)
    step = -1;
  if (step == 0 || tt_ora_marks_count (&self->marks) == 0)
    return FALSE;
  i = self->marks.focus < 0 ? (step > 0 ? -1 : n) : self->marks.focus;
  for (int k = 0; k < n; k++)
    {
      i = (i + step + n) % n;
      if (tt_ora_marks_has (&self->marks, i / ORA_COLS, i % ORA_COLS))
        break;
    }
  self->marks.focus = i;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
tt_ora_landscape_finalize (GObject *object)
{
  TtOraLandscape *self = TT_ORA_LANDSCAPE (object);

  g_clear_pointer (&self->colors, g_strfreev);
  G_OBJECT_CLASS (tt_ora_landscape_parent_class)->finalize (object);
}

static void
tt_ora_landscape_class_init (TtOraLandscapeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tt_ora_landscape_finalize;
  widget_class->snapshot = tt_ora_landscape_snapshot;
  widget_class->measure = tt_ora_landscape_measure;
  /* row, col */
  signals[SIGNAL_CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* row, col: a cell of the landscape with nothing to do there */
  signals[SIGNAL_CELL_REFUSED] =
    g_signal_new ("cell-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ora-landscape");
}

static void
tt_ora_landscape_init (TtOraLandscape *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->cell_size = 64;
  tt_ora_marks_clear (&self->marks);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
tt_ora_landscape_set_state (TtOraLandscape *self,
                            const OraState *state,
                            int             player)
{
  g_return_if_fail (TT_IS_ORA_LANDSCAPE (self));
  self->state = state;
  self->player = player;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tt_ora_landscape_set_colors (TtOraLandscape     *self,
                             const char * const *colors)
{
  g_return_if_fail (TT_IS_ORA_LANDSCAPE (self));

  g_strfreev (self->colors);
  self->colors = g_strdupv ((char **) colors);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tt_ora_landscape_get_player (TtOraLandscape *self)
{
  g_return_val_if_fail (TT_IS_ORA_LANDSCAPE (self), -1);
  return self->player;
}

void
tt_ora_landscape_set_marks (TtOraLandscape   *self,
                            const TtOraMarks *marks)
{
  g_return_if_fail (TT_IS_ORA_LANDSCAPE (self));
  if (marks != NULL)
    self->marks = *marks;
  else
    tt_ora_marks_clear (&self->marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_ora_landscape_set_cell_size (TtOraLandscape *self,
                                int             size)
{
  g_return_if_fail (TT_IS_ORA_LANDSCAPE (self));
  self->cell_size = MAX (size, 16);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
