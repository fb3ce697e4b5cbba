/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-editor-map.c — the hex map of the Catan board editor */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tt-catan-board-editor-map.h"
#include "tt-catan-board-editor.h"
#include "tt-catan-painter.h"

#define SQRT3 1.7320508075688772

struct _TtCatanBoardEditorMap
{
  GtkWidget             parent_instance;
  TtCatanBoardDocument *document;
  /* Board units → widget pixels, from the last layout. */
  double                scale, origin_x, origin_y;
  int                   focus_q, focus_r, focus_side;
};

enum { SIGNAL_PRESSED, SIGNAL_APPLY_TOOL, SIGNAL_FOCUS_MOVED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TtCatanBoardEditorMap, tt_catan_board_editor_map, GTK_TYPE_WIDGET)

static const TtCatanBoardDraft *
draft (TtCatanBoardEditorMap *self)
{
  return self->document ? tt_catan_board_document_get_draft (self->document) : NULL;
}

/* Land plus one ring of sea; an empty board shows the standard frame. */
static void
extent (const TtCatanBoardDraft *d,
        double                  *x0,
        double                  *y0,
        double                  *x1,
        double                  *y1)
{
  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  for (guint i = 0; d != NULL && i < d->n_hexes; i++)
    {
      double x, y;

      tt_catan_hex_center (d->hexes[i].q, d->hexes[i].r, &x, &y);
      *x0 = MIN (*x0, x);
      *y0 = MIN (*y0, y);
      *x1 = MAX (*x1, x);
      *y1 = MAX (*y1, y);
    }
  if (*x0 > *x1)
    *x0 = *y0 = *x1 = *y1 = 0;
  /* one hex of sea around, and the hex's own size */
  *x0 -= SQRT3 + SQRT3 / 2;
  *x1 += SQRT3 + SQRT3 / 2;
  *y0 -= 1.5 + 1;
  *y1 += 1.5 + 1;
}

static void
update_layout (TtCatanBoardEditorMap *self)
{
  double x0, y0, x1, y1;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  extent (draft (self), &x0, &y0, &x1, &y1);
  self->scale = MIN (width / (x1 - x0), height / (y1 - y0));
  self->origin_x = width / 2.0 - self->scale * (x0 + x1) / 2;
  self->origin_y = height / 2.0 - self->scale * (y0 + y1) / 2;
}

void
tt_catan_board_editor_map_locate (TtCatanBoardEditorMap *self,
                                  int                    q,
                                  int                    r,
                                  int                    side,
                                  double                *x,
                                  double                *y)
{
  double bx, by;

  update_layout (self);
  tt_catan_hex_center (q, r, &bx, &by);
  if (side >= 0)
    {
      double angle = G_PI / 3 * (side - 1);

      bx += 0.8 * cos (angle);
      by += 0.8 * sin (angle);
    }
  *x = self->origin_x + self->scale * bx;
  *y = self->origin_y + self->scale * by;
}

gboolean
tt_catan_board_editor_map_pick (TtCatanBoardEditorMap *self,
                                double                 x,
                                double                 y,
                                int                   *q,
                                int                   *r,
                                int                   *side)
{
  double bx, by, fr, fq, angle;
  int best_q = 0, best_r = 0;
  double best = G_MAXDOUBLE;

  update_layout (self);
  if (self->scale <= 0)
    return FALSE;
  bx = (x - self->origin_x) / self->scale;
  by = (y - self->origin_y) / self->scale;
  /* The nearest centre among the hexes around the rounded guess. */
  fr = by / 1.5;
  fq = bx / SQRT3 - fr / 2;
  for (int dq = -1; dq <= 1; dq++)
    for (int dr = -1; dr <= 1; dr++)
      {
        int cq = (int) lround (fq) + dq, cr = (int) lround (fr) + dr;
        double cx, cy, dist;

        tt_catan_hex_center (cq, cr, &cx, &cy);
        dist = (cx - bx) * (cx - bx) + (cy - by) * (cy - by);
        if (dist < best)
          {
            best = dist;
            best_q = cq;
            best_r = cr;
          }
      }
  if (ABS (best_q) > 30 || ABS (best_r) > 30)
    return FALSE;
  {
    double cx, cy;

    tt_catan_hex_center (best_q, best_r, &cx, &cy);
    angle = atan2 (by - cy, bx - cx) * 180 / G_PI;
  }
  *q = best_q;
  *r = best_r;
  /* E is 0°, SE 60°, … (y grows downwards); NE is side 0. */
  *side = (((int) lround (angle / 60) + 1) % 6 + 6) % 6;
  return TRUE;
}

static void
hex_path (cairo_t *cr,
          double   x,
          double   y,
          double   radius)
{
  for (int i = 0; i < 6; i++)
    {
      double angle = G_PI / 180 * (60 * i - 90);

      cairo_line_to (cr, x + radius * cos (angle), y + radius * sin (angle));
    }
  cairo_close_path (cr);
}

static void
text (cairo_t    *cr,
      GtkWidget  *widget,
      const char *words,
      double      x,
      double      y,
      double      size,
      gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, words);
  g_autoptr(PangoFontDescription) desc = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (desc, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
}

static gboolean
is_dark (GtkWidget *widget)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
paint_sea (TtCatanBoardEditorMap   *self,
           cairo_t                 *cr,
           const TtCatanBoardDraft *d,
           gboolean                 dark)
{
  double s = self->scale;

  /* Every sea hex next to land, where land can be painted. */
  for (guint i = 0; i < MAX (d->n_hexes, 1); i++)
    for (int k = -1; k < 6; k++)
      {
        int q = d->n_hexes ? d->hexes[i].q : 0, r = d->n_hexes ? d->hexes[i].r : 0;
        double x, y;

        if (k >= 0)
          {
            q += catan_side_dq[k];
            r += catan_side_dr[k];
          }
        if (tt_catan_board_draft_find (d, q, r) >= 0)
          continue;
        tt_catan_hex_center (q, r, &x, &y);
        hex_path (cr, self->origin_x + s * x, self->origin_y + s * y, s * 0.97);
        if (dark)
          cairo_set_source_rgb (cr, 0.13, 0.30, 0.46);
        else
          cairo_set_source_rgb (cr, 0.36, 0.62, 0.82);
        cairo_fill (cr);
      }
}

static void
paint_token (TtCatanBoardEditorMap *self,
             cairo_t               *cr,
             double                 x,
             double                 y,
             int                    number)
{
  double s = self->scale;
  char words[4];

  cairo_new_path (cr);
  cairo_arc (cr, x, y, 0.3 * s, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.98, 0.95, 0.86);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.28, 0.18);
  cairo_set_line_width (cr, MAX (1, 0.025 * s));
  cairo_stroke (cr);
  if (number == 6 || number == 8)
    cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  g_snprintf (words, sizeof words, "%d", number);
  text (cr, GTK_WIDGET (self), words, x, y, 0.28 * s, TRUE);
}

/* A missing token is the board's most common hard error: mark the hex. */
static void
paint_missing_token (TtCatanBoardEditorMap *self,
                     cairo_t               *cr,
                     double                 x,
                     double                 y)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, 0.3 * self->scale, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.85, 0.2, 0.1, 0.9);
  cairo_set_line_width (cr, MAX (2, 0.06 * self->scale));
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.85, 0.2, 0.1);
  text (cr, GTK_WIDGET (self), "?", x, y, 0.3 * self->scale, TRUE);
}

static void
paint_harbour (TtCatanBoardEditorMap     *self,
               cairo_t                   *cr,
               const TtCatanDraftHarbour *h)
{
  double s = self->scale, cx, cy, angle = G_PI / 3 * (h->side - 1);
  double ex = 0.87 * cos (angle), ey = 0.87 * sin (angle);
  double px, py;
  GdkRGBA color = { 0.97, 0.97, 0.95, 1 };

  tt_catan_hex_center (h->q, h->r, &cx, &cy);
  /* A jetty from the coast to a disc in the sea. */
  px = self->origin_x + s * (cx + 1.45 * ex);
  py = self->origin_y + s * (cy + 1.45 * ey);
  cairo_new_path (cr);
  cairo_move_to (cr, self->origin_x + s * (cx + ex), self->origin_y + s * (cy + ey));
  cairo_line_to (cr, px, py);
  cairo_set_source_rgb (cr, 0.45, 0.32, 0.18);
  cairo_set_line_width (cr, MAX (2, 0.08 * s));
  cairo_stroke (cr);
  if (h->kind < CATAN_N_RESOURCES)
    tt_catan_resource_color (h->kind, &color);
  cairo_arc (cr, px, py, 0.26 * s, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.15, 0.1);
  cairo_set_line_width (cr, MAX (1, 0.02 * s));
  cairo_stroke (cr);
  text (cr, GTK_WIDGET (self), h->kind == CATAN_HARBOUR_GENERIC ? "3:1" : "2:1", px, py, 0.17 * s, TRUE);
}

static void
paint_robber (TtCatanBoardEditorMap *self,
              cairo_t               *cr,
              double                 x,
              double                 y)
{
  double s = self->scale;

  x += 0.42 * s;
  y -= 0.3 * s;
  cairo_new_path (cr);
  cairo_arc (cr, x, y - 0.16 * s, 0.1 * s, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_move_to (cr, x - 0.15 * s, y + 0.22 * s);
  cairo_curve_to (cr, x - 0.15 * s, y - 0.08 * s, x + 0.15 * s, y - 0.08 * s, x + 0.15 * s, y + 0.22 * s);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.18, 0.18, 0.2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
  cairo_set_line_width (cr, MAX (1, 0.02 * s));
  cairo_stroke (cr);
}

/* The keyboard's hex, outlined in the accent color, its side thicker. */
static void
paint_focus (TtCatanBoardEditorMap *self,
             cairo_t               *cr)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  double x, y, angle = G_PI / 3 * (self->focus_side - 1), s = self->scale;
  GdkRGBA accent = { 0.21, 0.52, 0.89, 1 };

  if (adw_style_manager_get_dark (style))
    accent = (GdkRGBA) { 0.47, 0.68, 0.93, 1 };
  tt_catan_hex_center (self->focus_q, self->focus_r, &x, &y);
  x = self->origin_x + s * x;
  y = self->origin_y + s * y;
  cairo_new_path (cr);
  hex_path (cr, x, y, 0.95 * s);
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_set_line_width (cr, MAX (2, 0.07 * s));
  cairo_stroke (cr);
  /* the side: the edge between two corners, 30° either way of its middle */
  cairo_move_to (cr, x + 0.95 * s * cos (angle - G_PI / 6), y + 0.95 * s * sin (angle - G_PI / 6));
  cairo_line_to (cr, x + 0.95 * s * cos (angle + G_PI / 6), y + 0.95 * s * sin (angle + G_PI / 6));
  cairo_set_line_width (cr, MAX (4, 0.18 * s));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
}

static void
tt_catan_board_editor_map_snapshot (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  TtCatanBoardEditorMap *self = TT_CATAN_BOARD_EDITOR_MAP (widget);
  const TtCatanBoardDraft *d = draft (self);
  gboolean dark = is_dark (widget);
  graphene_rect_t bounds;
  cairo_t *cr;

  if (d == NULL)
    return;
  update_layout (self);
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  paint_sea (self, cr, d, dark);
  for (guint i = 0; i < d->n_hexes; i++)
    {
      const TtCatanDraftHex *hex = &d->hexes[i];
      double x, y;

      tt_catan_hex_center (hex->q, hex->r, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, self->origin_x, self->origin_y);
      cairo_scale (cr, self->scale, self->scale);
      tt_catan_paint_terrain (cr, hex->terrain, x, y, 0.97, dark ? TT_CATAN_PAINT_DARK : 0);
      cairo_restore (cr);
      x = self->origin_x + self->scale * x;
      y = self->origin_y + self->scale * y;
      if (hex->number != 0)
        paint_token (self, cr, x, y, hex->number);
      else if (hex->terrain != CATAN_TERRAIN_DESERT)
        paint_missing_token (self, cr, x, y);
    }
  for (guint i = 0; i < d->n_harbours; i++)
    paint_harbour (self, cr, &d->harbours[i]);
  if (d->has_robber || d->board != NULL)
    {
      double x, y;
      int q = d->robber_q, r = d->robber_r;

      if (!d->has_robber)
        {
          q = d->board->hexes[d->board->robber_start].q;
          r = d->board->hexes[d->board->robber_start].r;
        }
      tt_catan_hex_center (q, r, &x, &y);
      paint_robber (self, cr, self->origin_x + self->scale * x, self->origin_y + self->scale * y);
    }
  if (gtk_widget_has_focus (widget))
    paint_focus (self, cr);
  cairo_destroy (cr);
}

static void
on_pressed (GtkGestureClick       *gesture,
            int                    n_press,
            double                 x,
            double                 y,
            TtCatanBoardEditorMap *self)
{
  int q, r, side;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (tt_catan_board_editor_map_pick (self, x, y, &q, &r, &side))
    {
      /* the keyboard carries on from where the pointer was */
      tt_catan_board_editor_map_set_focus (self, q, r, side);
      g_signal_emit (self, signals[SIGNAL_PRESSED], 0, q, r, side);
    }
}

/* ---- the keyboard ---- */

void
tt_catan_board_editor_map_get_focus (TtCatanBoardEditorMap *self,
                                     int                   *q,
                                     int                   *r,
                                     int                   *side)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR_MAP (self));
  *q = self->focus_q;
  *r = self->focus_r;
  *side = self->focus_side;
}

void
tt_catan_board_editor_map_set_focus (TtCatanBoardEditorMap *self,
                                     int                    q,
                                     int                    r,
                                     int                    side)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR_MAP (self));
  /* the map shows at most the board and a ring of sea: stay near it */
  self->focus_q = CLAMP (q, -CATAN_MAX_HEXES, CATAN_MAX_HEXES);
  self->focus_r = CLAMP (r, -CATAN_MAX_HEXES, CATAN_MAX_HEXES);
  self->focus_side = ((side % 6) + 6) % 6;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_FOCUS_MOVED], 0);
}

/* Up and down zig-zag between the two hexes above (below) so that a
 * column of presses stays in its column. */
static void
move_focus (TtCatanBoardEditorMap *self,
            guint                  keyval)
{
  int q = self->focus_q, r = self->focus_r;
  gboolean odd = (r & 1) != 0;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: q--; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: q++; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: q += odd; r--; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: q -= !odd; r++; break;
    default: return;
    }
  tt_catan_board_editor_map_set_focus (self, q, r, self->focus_side);
}

static const int token_cycle[] = { 0, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12 };

/* The number token after (or before) the focus hex's own. */
static int
step_number (TtCatanBoardEditorMap *self,
             int                    direction)
{
  const TtCatanBoardDraft *d = draft (self);
  int index = d ? tt_catan_board_draft_find (d, self->focus_q, self->focus_r) : -1;
  int number = index >= 0 ? d->hexes[index].number : 0;
  int n = G_N_ELEMENTS (token_cycle), at = 0;

  for (int i = 0; i < n; i++)
    if (token_cycle[i] == number)
      at = i;
  return token_cycle[((at + direction) % n + n) % n];
}

static void
apply_tool (TtCatanBoardEditorMap *self,
            int                    tool,
            int                    value,
            gboolean               own_value)
{
  g_signal_emit (self, signals[SIGNAL_APPLY_TOOL], 0, tool, value, own_value);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TtCatanBoardEditorMap *self)
{
  static const struct { guint key; int terrain; } terrain_keys[] = {
    { GDK_KEY_h, CATAN_TERRAIN_HILLS }, { GDK_KEY_f, CATAN_TERRAIN_FOREST },
    { GDK_KEY_p, CATAN_TERRAIN_PASTURE }, { GDK_KEY_g, CATAN_TERRAIN_FIELDS },
    { GDK_KEY_m, CATAN_TERRAIN_MOUNTAINS }, { GDK_KEY_d, CATAN_TERRAIN_DESERT },
    { GDK_KEY_s, TT_CATAN_BOARD_TOOL_SEA },
  };

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;   /* Ctrl+Z and the like belong to the editor */
  for (guint i = 0; i < G_N_ELEMENTS (terrain_keys); i++)
    if (keyval == terrain_keys[i].key)
      {
        apply_tool (self, terrain_keys[i].terrain, 0, TRUE);
        return TRUE;
      }
  if ((keyval >= GDK_KEY_2 && keyval <= GDK_KEY_9 && keyval != GDK_KEY_7) || keyval == GDK_KEY_0)
    apply_tool (self, TT_CATAN_BOARD_TOOL_NUMBER, keyval == GDK_KEY_0 ? 10 : (int) (keyval - GDK_KEY_0), TRUE);
  else if (keyval == GDK_KEY_bracketright || keyval == GDK_KEY_bracketleft)
    apply_tool (self, TT_CATAN_BOARD_TOOL_NUMBER, step_number (self, keyval == GDK_KEY_bracketright ? 1 : -1), TRUE);
  else if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_BackSpace)
    apply_tool (self, TT_CATAN_BOARD_TOOL_NUMBER, 0, TRUE);
  else if (keyval == GDK_KEY_a)
    apply_tool (self, TT_CATAN_BOARD_TOOL_HARBOUR, 0, FALSE);
  else if (keyval == GDK_KEY_A)
    apply_tool (self, TT_CATAN_BOARD_TOOL_HARBOUR, CATAN_HARBOUR_NONE, TRUE);
  else if (keyval == GDK_KEY_r)
    apply_tool (self, TT_CATAN_BOARD_TOOL_ROBBER, 0, TRUE);
  else if (keyval == GDK_KEY_comma || keyval == GDK_KEY_period)
    tt_catan_board_editor_map_set_focus (self, self->focus_q, self->focus_r,
                                         self->focus_side + (keyval == GDK_KEY_period ? 1 : -1));
  else if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
    g_signal_emit (self, signals[SIGNAL_PRESSED], 0, self->focus_q, self->focus_r, self->focus_side);
  else
    {
      int q = self->focus_q, r = self->focus_r;

      move_focus (self, keyval);
      return q != self->focus_q || r != self->focus_r;
    }
  return TRUE;
}

static void
on_changed (TtCatanBoardEditorMap *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_catan_board_editor_map_set_document (TtCatanBoardEditorMap *self,
                                        TtCatanBoardDocument  *document)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR_MAP (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_func (self->document, on_changed, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (on_changed), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tt_catan_board_editor_map_dispose (GObject *object)
{
  tt_catan_board_editor_map_set_document (TT_CATAN_BOARD_EDITOR_MAP (object), NULL);
  G_OBJECT_CLASS (tt_catan_board_editor_map_parent_class)->dispose (object);
}

static void
tt_catan_board_editor_map_measure (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline)
{
  *minimum = 200;
  *natural = 480;
}

static void
tt_catan_board_editor_map_class_init (TtCatanBoardEditorMapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_catan_board_editor_map_dispose;
  widget_class->snapshot = tt_catan_board_editor_map_snapshot;
  widget_class->measure = tt_catan_board_editor_map_measure;

  /* pressed (q, r, side): a hex and the side nearest the pointer */
  signals[SIGNAL_PRESSED] =
    g_signal_new ("pressed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /* apply-tool (tool, value, own_value): a key asks for a tool at the focus
   * hex; without own_value the editor's chosen value goes with it */
  signals[SIGNAL_APPLY_TOOL] =
    g_signal_new ("apply-tool", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  /* focus-moved: the focus hex or side changed */
  signals[SIGNAL_FOCUS_MOVED] =
    g_signal_new ("focus-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (widget_class, "catan-board-editor-map");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_catan_board_editor_map_init (TtCatanBoardEditorMap *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* the outline shows only while the map has the keyboard */
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move the outlined hex; Enter applies the tool. "
                                    "H, F, P, G, M, D paint hills, forest, pasture, fields, mountains, desert; S sea. "
                                    "2 to 12 (0 for 10, [ and ] step) place a number token, Delete removes it. "
                                    "Comma and period turn the outlined side; A puts the chosen harbor there, "
                                    "Shift+A removes it; R moves the robber."), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board map: click a hex, or use the keyboard, to apply the chosen tool"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tt_catan_board_editor_map_new (void)
{
  return g_object_new (TT_TYPE_CATAN_BOARD_EDITOR_MAP, NULL);
}
