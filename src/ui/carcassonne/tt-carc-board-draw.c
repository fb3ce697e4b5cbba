/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board-draw.c — painting the Carcassonne board
 *
 * Tiles, figures, the cells where the drawn tile fits, its preview, the
 * figure spots and the glows that show features, all in widget pixels.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tt-carc-board-private.h"

static const GdkRGBA accent = { 0.208, 0.518, 0.894, 1 };

/* Draws what follows (the tile at x, y or its figure) as the laid tile
 * at this moment of its animation; FALSE when that cell is not moving. */
static gboolean
push_lay_animation (TtCarcBoard *self,
                    GtkSnapshot *snapshot,
                    int          x,
                    int          y)
{
  graphene_rect_t rect;
  double t, eased, scale;

  if (self->lay_tick_id == 0 || x != self->lay_x || y != self->lay_y)
    return FALSE;
  t = CLAMP ((g_get_monotonic_time () - self->lay_start) / (LAY_ANIMATION_MS * 1000.0), 0, 1);
  eased = 1 - pow (1 - t, 3);
  scale = 1.15 - 0.15 * eased;
  _tt_carc_board_cell_rect (self, x, y, &rect);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width / 2,
                                                          rect.origin.y + rect.size.height / 2));
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-(rect.origin.x + rect.size.width / 2),
                                                          -(rect.origin.y + rect.size.height / 2)));
  gtk_snapshot_push_opacity (snapshot, eased);
  return TRUE;
}

static void
pop_lay_animation (GtkSnapshot *snapshot)
{
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

/* ---- drawing ---- */

static GskRenderNode *
tile_node (TtCarcBoard       *self,
           const CarcTileDef *def,
           guint              tile,
           guint              rotation,
           TtCarcPaintFlags   flags)
{
  double s = _tt_carc_board_tile_px (self);
  g_autofree char *key = g_strdup_printf ("%u:%u:%d:%u", tile, rotation, (int) s, flags);
  GskRenderNode *node = g_hash_table_lookup (self->node_cache, key);

  if (node == NULL)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, s, s);

      tt_carc_tile_painter_draw_def (snapshot, def, rotation * 90, &bounds, flags);
      node = gtk_snapshot_free_to_node (snapshot);
      if (g_hash_table_size (self->node_cache) > 400)
        g_hash_table_remove_all (self->node_cache);
      g_hash_table_insert (self->node_cache, g_steal_pointer (&key), node);
    }
  return node;
}

/* Figures are cached like tiles: the same node every frame lets GTK see
 * that a figure did not change, so an animation elsewhere does not make
 * it redraw every figure on the board. Drawn around (0, 0). */
static GskRenderNode *
figure_node (TtCarcBoard   *self,
             gboolean       abbot,
             gboolean       lying,
             double         height,
             const GdkRGBA *color)
{
  g_autofree char *key = g_strdup_printf ("figure:%d:%d:%d:%02x%02x%02x%02x", abbot, lying, (int) (height * 4),
                                          (int) (color->red * 255), (int) (color->green * 255),
                                          (int) (color->blue * 255), (int) (color->alpha * 255));
  GskRenderNode *node = g_hash_table_lookup (self->node_cache, key);

  if (node == NULL)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (abbot)
        tt_carc_paint_abbot (snapshot, 0, 0, height, color);
      else
        tt_carc_paint_meeple (snapshot, 0, 0, height, color, lying);
      node = gtk_snapshot_free_to_node (snapshot);
      if (g_hash_table_size (self->node_cache) > 400)
        g_hash_table_remove_all (self->node_cache);
      g_hash_table_insert (self->node_cache, g_steal_pointer (&key), node);
    }
  return node;
}

static void
append_tile (TtCarcBoard      *self,
             GtkSnapshot      *snapshot,
             guint             tile,
             int               x,
             int               y,
             guint             rotation,
             TtCarcPaintFlags  flags)
{
  const CarcTileDef *def = carc_state_get_tile_def (_tt_carc_board_get_state (self), tile);
  graphene_rect_t rect;
  GskRenderNode *node;

  _tt_carc_board_cell_rect (self, x, y, &rect);
  node = tile_node (self, def, tile, rotation, flags);
  if (node == NULL)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &rect.origin);
  gtk_snapshot_append_node (snapshot, node);
  gtk_snapshot_restore (snapshot);
}

static void
append_outline (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                double                 inset,
                double                 width,
                const GdkRGBA         *color,
                double                 radius)
{
  GskRoundedRect outline;
  graphene_rect_t r;

  graphene_rect_inset_r (rect, inset, inset, &r);
  gsk_rounded_rect_init_from_rect (&outline, &r, radius);
  gtk_snapshot_append_border (snapshot, &outline,
                              (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { *color, *color, *color, *color });
}

static void
append_fill (GtkSnapshot           *snapshot,
             const graphene_rect_t *rect,
             double                 inset,
             const GdkRGBA         *color,
             double                 radius)
{
  GskRoundedRect round;
  graphene_rect_t r;

  graphene_rect_inset_r (rect, inset, inset, &r);
  gsk_rounded_rect_init_from_rect (&round, &r, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, color, &r);
  gtk_snapshot_pop (snapshot);
}

void
_tt_carc_board_player_rgba (TtCarcBoard *self,
                            guint        player,
                            GdkRGBA     *color)
{
  tt_carc_player_color (tt_player_get_color (tt_game_get_player (TT_GAME (self->game), player)), color);
}

static void
draw_figures (TtCarcBoard *self,
              GtkSnapshot *snapshot)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  guint n = carc_state_get_n_placed (state);
  double s = _tt_carc_board_tile_px (self);

  for (guint i = 0; i < n; i++)
    {
      int x, y;
      guint tile, rotation, player;
      CarcAction kind;
      CarcSegment segment;
      CarcRole role;
      TtCarcTileShape shape;
      double fx, fy, wx, wy;
      GdkRGBA color;
      gboolean moving;

      carc_state_get_placed (state, i, &x, &y, &tile, &rotation);
      if (!carc_state_get_figure_at (state, x, y, &player, &kind, &segment, &role))
        continue;
      tt_carc_tile_shape_from_def (&shape, carc_state_get_tile_def (state, tile));
      if (!tt_carc_segment_point (&shape, rotation * 90, carc_segment_to_string (segment), &fx, &fy))
        continue;
      _tt_carc_board_board_to_widget (self, x + fx, y + fy, &wx, &wy);
      _tt_carc_board_player_rgba (self, player, &color);
      moving = push_lay_animation (self, snapshot, x, y);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (wx, wy));
      gtk_snapshot_append_node (snapshot, figure_node (self, kind == CARC_ACTION_ABBOT,
                                                       role == CARC_ROLE_FARMER,
                                                       s * (kind == CARC_ACTION_ABBOT ? 0.32 : 0.28), &color));
      gtk_snapshot_restore (snapshot);
      if (moving)
        pop_lay_animation (snapshot);
    }
}

static void
tint_parts (TtCarcBoard   *self,
            GtkSnapshot   *snapshot,
            GArray        *parts,
            const GdkRGBA *color)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  double s = _tt_carc_board_tile_px (self);

  for (guint i = 0; i < parts->len; i++)
    {
      const CarcFeaturePart *part = &g_array_index (parts, CarcFeaturePart, i);
      guint tile, rotation;
      graphene_rect_t rect;
      cairo_t *cr;

      if (!carc_state_get_tile_at (state, part->x, part->y, &tile, &rotation))
        {
          /* the tile laid this turn is not on the engine's board yet */
          if (!self->has_pending || self->pending.x != part->x || self->pending.y != part->y)
            continue;
          tile = carc_state_get_current_tile (state);
          rotation = self->pending.rotation;
        }
      _tt_carc_board_cell_rect (self, part->x, part->y, &rect);
      cr = gtk_snapshot_append_cairo (snapshot, &rect);
      cairo_translate (cr, rect.origin.x, rect.origin.y);
      tt_carc_tile_painter_tint_feature (cr, carc_state_get_tile_def (state, tile),
                                         rotation * 90, s, part->feature, color);
      cairo_destroy (cr);
    }
}

/* Where a feature's label goes: above the feature's tiles (below them
 * near the top edge), so it never covers the figures it talks about. */
static void
label_anchor (TtCarcBoard *self,
              GArray      *parts,
              double       pill_height,
              double      *wx,
              double      *wy)
{
  double sx = 0, top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE, y;

  for (guint i = 0; i < parts->len; i++)
    {
      const CarcFeaturePart *part = &g_array_index (parts, CarcFeaturePart, i);

      sx += part->x + 0.5;
      top = MIN (top, part->y);
      bottom = MAX (bottom, part->y + 1);
    }
  if (parts->len == 0)
    top = 0, bottom = 1;
  _tt_carc_board_board_to_widget (self, parts->len ? sx / parts->len : 0.5, top, wx, &y);
  *wy = y - pill_height / 2 - 2;
  if (*wy - pill_height / 2 < 0)
    {
      double unused;

      _tt_carc_board_board_to_widget (self, 0, bottom, &unused, &y);
      *wy = y + pill_height / 2 + 2;
    }
}

/* A label in a pill of the player's colour beside the feature `parts`,
 * raised by `rise` pixels. */
static void
draw_pill (TtCarcBoard   *self,
           GtkSnapshot   *snapshot,
           GArray        *parts,
           double         rise,
           const char    *text,
           const GdkRGBA *color,
           double         alpha)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  PangoRectangle ink, logical;
  GdkRGBA background = *color, foreground = { 1, 1, 1, alpha };
  GskRoundedRect pill;
  graphene_rect_t r;
  double x, y;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  label_anchor (self, parts, logical.height + 8, &x, &y);
  y -= rise;
  r = GRAPHENE_RECT_INIT (x - logical.width / 2.0 - 10, y - logical.height / 2.0 - 4,
                          logical.width + 20, logical.height + 8);
  background.alpha = 0.92 * alpha;
  if (color->red + color->green > 1.6)   /* yellow: dark text reads better */
    foreground = (GdkRGBA) { 0.15, 0.12, 0.05, alpha };
  gsk_rounded_rect_init_from_rect (&pill, &r, r.size.height / 2);
  gtk_snapshot_append_outset_shadow (snapshot, &pill, &(GdkRGBA) { 0, 0, 0, 0.3 * alpha },
                                     0, 2, 0, 6);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &background, &r);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (r.origin.x + 10, r.origin.y + 4));
  gtk_snapshot_append_layout (snapshot, layout, &foreground);
  gtk_snapshot_restore (snapshot);
}

void
_tt_carc_board_spot_position (TtCarcBoard          *self,
                              const CarcPlacement  *pending,
                              guint                 index,
                              double               *bx,
                              double               *by)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  const CarcFigureSpot *spot = &g_array_index (self->spots, CarcFigureSpot, index);
  TtCarcTileShape shape;
  double fx = 0.5, fy = 0.5;

  tt_carc_tile_shape_from_def (&shape, carc_state_get_tile_def (state, carc_state_get_current_tile (state)));
  tt_carc_segment_point (&shape, pending->rotation * 90, carc_segment_to_string (spot->segment), &fx, &fy);
  /* the abbot and a monk share the centre: set them apart */
  if (spot->action == CARC_ACTION_ABBOT)
    fx += 0.2;
  *bx = pending->x + fx;
  *by = pending->y + fy;
}

static void
draw_spots (TtCarcBoard         *self,
            GtkSnapshot         *snapshot,
            const CarcPlacement *pending)
{
  double s = _tt_carc_board_tile_px (self);
  guint player = carc_state_get_current_player (_tt_carc_board_get_state (self));
  graphene_rect_t rect;
  GdkRGBA color;
  cairo_t *cr;

  _tt_carc_board_player_rgba (self, player, &color);
  _tt_carc_board_cell_rect (self, pending->x, pending->y, &rect);
  graphene_rect_inset (&rect, -s * 0.3, -s * 0.3);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  for (guint i = 0; i < self->spots->len; i++)
    {
      gboolean active = (int) i == self->hover_spot || (int) i == self->selected_spot;
      double bx, by, wx, wy, r = s * SPOT_RADIUS;
      char number[4];
      cairo_text_extents_t extents;

      _tt_carc_board_spot_position (self, pending, i, &bx, &by);
      _tt_carc_board_board_to_widget (self, bx, by, &wx, &wy);
      cairo_new_path (cr);
      cairo_arc (cr, wx, wy, r * (active ? 1.15 : 1.0), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_set_line_width (cr, MAX (4, r * 0.45));
      cairo_stroke_preserve (cr);
      if (active)
        gdk_cairo_set_source_rgba (cr, &color);
      else
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_set_line_width (cr, MAX (2, r * 0.22));
      cairo_stroke (cr);
      /* the abbot's spot wears a second ring */
      if (g_array_index (self->spots, CarcFigureSpot, i).action == CARC_ACTION_ABBOT)
        {
          cairo_arc (cr, wx, wy, r * (active ? 1.15 : 1.0) + MAX (3, r * 0.3), 0, 2 * G_PI);
          cairo_set_line_width (cr, MAX (1.5, r * 0.12));
          cairo_stroke (cr);
        }

      /* the number key that picks this spot */
      g_snprintf (number, sizeof number, "%u", i + 1);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, r * 1.1);
      cairo_text_extents (cr, number, &extents);
      cairo_move_to (cr, wx - extents.width / 2 - extents.x_bearing,
                     wy - extents.height / 2 - extents.y_bearing);
      if (active)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
      cairo_show_text (cr, number);
      cairo_new_path (cr);
    }
  cairo_destroy (cr);
}

static void
draw_background (TtCarcBoard *self,
                 GtkSnapshot *snapshot)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean dark = _tt_carc_board_is_dark ();
  GdkRGBA top = dark ? (GdkRGBA) { 0.17, 0.18, 0.17, 1 } : (GdkRGBA) { 0.92, 0.90, 0.84, 1 };
  GdkRGBA bottom = dark ? (GdkRGBA) { 0.12, 0.13, 0.12, 1 } : (GdkRGBA) { 0.86, 0.83, 0.76, 1 };

  gtk_snapshot_append_linear_gradient (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h),
                                       &GRAPHENE_POINT_INIT (0, 0), &GRAPHENE_POINT_INIT (0, h),
                                       (GskColorStop[2]) { { 0, top }, { 1, bottom } }, 2);
}

/* The shadow and picture of laid tile i. */
static void
draw_laid_tile (TtCarcBoard      *self,
                GtkSnapshot      *snapshot,
                guint             i,
                gboolean          shadow,
                TtCarcPaintFlags  flags)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  guint n = carc_state_get_n_placed (state);
  double s = _tt_carc_board_tile_px (self);
  int x, y;
  guint tile, rotation;
  graphene_rect_t rect;

  carc_state_get_placed (state, i, &x, &y, &tile, &rotation);
  _tt_carc_board_cell_rect (self, x, y, &rect);
  if (shadow)
    {
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline, &rect, 0);
      gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, _tt_carc_board_is_dark () ? 0.45 : 0.22 },
                                                        0, MAX (1, s * 0.02), 0, MAX (2, s * 0.06));
      return;
    }
  if (rect.origin.x > gtk_widget_get_width (GTK_WIDGET (self)) || rect.origin.y > gtk_widget_get_height (GTK_WIDGET (self)) ||
      rect.origin.x + s < 0 || rect.origin.y + s < 0)
    return;
  append_tile (self, snapshot, tile, x, y, rotation, flags);
  if (i == n - 1 && n > 1)
    append_outline (snapshot, &rect, 0, MAX (2, s * 0.025), &(GdkRGBA) { 1, 1, 1, 0.85 }, 0);
}

static gboolean
is_moving (TtCarcBoard *self,
           guint        i)
{
  int x, y;
  guint tile, rotation;

  if (self->lay_tick_id == 0)
    return FALSE;
  carc_state_get_placed (_tt_carc_board_get_state (self), i, &x, &y, &tile, &rotation);
  return x == self->lay_x && y == self->lay_y;
}

/* The background and the laid tiles that do not move, all shadows first
 * so none falls on a neighbouring tile; rebuilt only when the game, the
 * view or the style changed. */
static GskRenderNode *
static_layer (TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  TtCarcPaintFlags flags = _tt_carc_board_is_dark () ? TT_CARC_PAINT_DARK : 0;
  double key[9] = { gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
                    _tt_carc_board_tile_px (self), self->cx, self->cy, flags, self->generation,
                    state ? carc_state_get_n_placed (state) : 0,
                    self->lay_tick_id ? self->lay_x * 65536.0 + self->lay_y : G_MAXDOUBLE };
  guint n = state ? carc_state_get_n_placed (state) : 0;
  GtkSnapshot *snapshot;

  if (self->static_node != NULL && memcmp (key, self->static_key, sizeof key) == 0)
    return self->static_node;
  snapshot = gtk_snapshot_new ();
  draw_background (self, snapshot);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      if (!is_moving (self, i))
        draw_laid_tile (self, snapshot, i, pass == 0, flags);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  self->static_node = gtk_snapshot_free_to_node (snapshot);
  memcpy (self->static_key, key, sizeof key);
  return self->static_node;
}

static void
draw_placed_tiles (TtCarcBoard *self,
                   GtkSnapshot *snapshot)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  TtCarcPaintFlags flags = _tt_carc_board_is_dark () ? TT_CARC_PAINT_DARK : 0;
  GskRenderNode *layer = static_layer (self);
  guint n = carc_state_get_n_placed (state);

  if (layer != NULL)
    gtk_snapshot_append_node (snapshot, layer);
  for (guint i = 0; i < n; i++)
    if (is_moving (self, i) && push_lay_animation (self, snapshot, self->lay_x, self->lay_y))
      {
        draw_laid_tile (self, snapshot, i, TRUE, flags);
        draw_laid_tile (self, snapshot, i, FALSE, flags);
        pop_lay_animation (snapshot);
      }
}

/* The cell where the drawn tile is shown as a preview, if any. */
static gboolean
previewed_cell (TtCarcBoard *self,
                int         *x,
                int         *y)
{
  if (self->show_cursor && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      *x = self->kx;
      *y = self->ky;
      return TRUE;
    }
  return _tt_carc_board_hover_cell (self, x, y);
}

static void
draw_legal_cells (TtCarcBoard *self,
                  GtkSnapshot *snapshot)
{
  int px = 0, py = 0;
  gboolean previewing = previewed_cell (self, &px, &py);
  GHashTableIter iter;
  gpointer key;
  double s = _tt_carc_board_tile_px (self);
  GdkRGBA fill = accent, line = accent;

  fill.alpha = 0.10;
  line.alpha = 0.6;
  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint k = GPOINTER_TO_UINT (key);
      int x = (gint16) (k >> 16), y = (gint16) (k & 0xffff);
      graphene_rect_t rect;

      if (previewing && x == px && y == py)
        continue;

      _tt_carc_board_cell_rect (self, x, y, &rect);
      append_fill (snapshot, &rect, s * 0.06, &fill, s * 0.08);
      append_outline (snapshot, &rect, s * 0.06, MAX (1.5, s * 0.018), &line, s * 0.08);
      /* a small plus says "a tile can go here" without shouting */
      {
        double cx = rect.origin.x + s / 2, cy = rect.origin.y + s / 2;
        double arm = s * 0.09, thick = MAX (2, round (s * 0.025));

        gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (round (cx - arm), round (cy - thick / 2), round (arm * 2), thick));
        gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (round (cx - thick / 2), round (cy - arm), thick, round (arm * 2)));
      }
    }
}

gboolean
_tt_carc_board_hover_cell (TtCarcBoard *self,
                           int         *x,
                           int         *y)
{
  double bx, by;

  if (!self->pointer_inside)
    return FALSE;
  _tt_carc_board_widget_to_board (self, self->px, self->py, &bx, &by);
  *x = (int) floor (bx);
  *y = (int) floor (by);
  return TRUE;
}

gboolean
_tt_carc_board_touches_board (const CarcState *state,
                              int              x,
                              int              y)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

  if (carc_state_get_tile_at (state, x, y, NULL, NULL))
    return FALSE;
  for (int d = 0; d < 4; d++)
    if (carc_state_get_tile_at (state, x + dx[d], y + dy[d], NULL, NULL))
      return TRUE;
  return FALSE;
}

static void
draw_preview (TtCarcBoard *self,
              GtkSnapshot *snapshot,
              int          x,
              int          y)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  int rotation = _tt_carc_board_best_rotation (self, x, y);
  TtCarcPaintFlags flags = TT_CARC_PAINT_GHOST | (_tt_carc_board_is_dark () ? TT_CARC_PAINT_DARK : 0);
  double s = _tt_carc_board_tile_px (self);
  graphene_rect_t rect;

  _tt_carc_board_cell_rect (self, x, y, &rect);
  if (rotation >= 0)
    {
      append_tile (self, snapshot, carc_state_get_current_tile (state), x, y, rotation, flags);
      append_outline (snapshot, &rect, 0, MAX (2, s * 0.03), &accent, 0);
    }
  else if (_tt_carc_board_touches_board (state, x, y))
    {
      /* say plainly that it does not fit; the tooltip says why */
      append_fill (snapshot, &rect, s * 0.06, &(GdkRGBA) { 0.88, 0.11, 0.14, 0.16 }, s * 0.08);
      append_outline (snapshot, &rect, s * 0.06, MAX (2, s * 0.025),
                      &(GdkRGBA) { 0.88, 0.11, 0.14, 0.8 }, s * 0.08);
    }
}

/* How far (0 to 1) the flash's animation has gone; a still one stays at
 * its start. */
static double
flash_progress (const Flash *flash,
                gint64       now)
{
  return flash->still ? 0 : (now - flash->start) / (flash->duration_ms * 1000.0);
}

void
_tt_carc_board_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TtCarcBoard *self = TT_CARC_BOARD (widget);
  const CarcState *state = _tt_carc_board_get_state (self);
  const CarcPlacement *pending = &self->pending;
  gboolean has_pending = self->has_pending;
  double s = _tt_carc_board_tile_px (self);
  int hx, hy;
  gint64 now = g_get_monotonic_time ();

  self->drawn_at = now;
  if (state == NULL)
    {
      draw_background (self, snapshot);
      return;
    }

  draw_placed_tiles (self, snapshot);
  if (!has_pending)
    draw_legal_cells (self, snapshot);
  else
    {
      graphene_rect_t rect;

      /* under the feature glow, which may include the tile just laid */
      append_tile (self, snapshot, carc_state_get_current_tile (state),
                   pending->x, pending->y, pending->rotation, _tt_carc_board_is_dark () ? TT_CARC_PAINT_DARK : 0);
      _tt_carc_board_cell_rect (self, pending->x, pending->y, &rect);
      append_outline (snapshot, &rect, -1, MAX (3, s * 0.035), &accent, 0);
    }

  if (self->highlight)
    tint_parts (self, snapshot, self->highlight, &self->highlight_color);
  for (guint i = 0; i < self->flashes->len; i++)
    {
      Flash *flash = g_ptr_array_index (self->flashes, i);
      double t = flash_progress (flash, now);
      GdkRGBA color = glow;

      /* pulse twice, then fade */
      color.alpha = 0.55 * (0.6 + 0.4 * cos (t * 4 * G_PI)) * MIN (1.0, (1.0 - t) * 3);
      tint_parts (self, snapshot, flash->parts, &color);
    }

  /* figures over every tile, the ghost of the drawn one included: a
   * farmer near an edge is never hidden by its neighbour */
  if (!has_pending && _tt_carc_board_hover_cell (self, &hx, &hy) && tt_game_is_human_turn (TT_GAME (self->game)))
    draw_preview (self, snapshot, hx, hy);
  draw_figures (self, snapshot);
  if (has_pending)
    draw_spots (self, snapshot, pending);

  if (self->show_cursor && gtk_widget_has_focus (widget) && !carc_state_is_finished (state))
    {
      graphene_rect_t rect;

      _tt_carc_board_cell_rect (self, self->kx, self->ky, &rect);
      if (!has_pending && _tt_carc_board_legal_mask (self, self->kx, self->ky))
        draw_preview (self, snapshot, self->kx, self->ky);
      append_outline (snapshot, &rect, -3, 3, &(GdkRGBA) { 1, 1, 1, 0.95 }, s * 0.05);
      append_outline (snapshot, &rect, -6, 3, &accent, s * 0.07);
    }

  if (self->highlight && self->highlight_label)
    draw_pill (self, snapshot, self->highlight, 0, self->highlight_label, &self->label_color, 1);
  for (guint i = 0; i < self->flashes->len; i++)
    {
      Flash *flash = g_ptr_array_index (self->flashes, i);
      double t = flash_progress (flash, now);
      GdkRGBA color = flash->color;

      if (flash->label == NULL)
        continue;
      color.alpha = 1;
      /* the points rise a little while they fade */
      draw_pill (self, snapshot, flash->parts, t * s * 0.25, flash->label, &color,
                 CLAMP ((1.0 - t) * 3, 0, 1));
    }
}

/* ---- input ---- */

/* Drops the flashes whose time is over (and redraws without them); the
 * microseconds until the next one ends, or 0 when none is left. */
static gint64
expire_flashes (TtCarcBoard *self,
                gint64       now)
{
  guint before = self->flashes->len;
  gint64 next = G_MAXINT64;

  for (guint i = self->flashes->len; i > 0; i--)
    {
      Flash *flash = g_ptr_array_index (self->flashes, i - 1);
      gint64 end = flash->start + flash->duration_ms * (gint64) 1000;

      if (now >= end)
        g_ptr_array_remove_index (self->flashes, i - 1);
      else
        next = MIN (next, end - now);
    }
  if (self->flashes->len < before)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  return self->flashes->len ? next : 0;
}

static gboolean
flash_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  TtCarcBoard *self = TT_CARC_BOARD (widget);
  gint64 now = g_get_monotonic_time ();

  if (expire_flashes (self, now) == 0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  if (_tt_carc_board_frame_due (self, GLOW_FRAME_USEC, SOFTWARE_GLOW_FRAME_USEC))
    gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static gboolean flash_timeout (gpointer data);

static void
schedule_flash_end (TtCarcBoard *self,
                    gint64       usec)
{
  g_clear_handle_id (&self->flash_source, g_source_remove);
  if (usec > 0)
    self->flash_source = g_timeout_add ((guint) ((usec + 999) / 1000), flash_timeout, self);
}

/* Without animations a flash is one frame at its start and one at its end. */
static gboolean
flash_timeout (gpointer data)
{
  TtCarcBoard *self = data;

  self->flash_source = 0;
  schedule_flash_end (self, expire_flashes (self, g_get_monotonic_time ()));
  return G_SOURCE_REMOVE;
}

void
tt_carc_board_flash (TtCarcBoard   *self,
                     GArray        *parts,
                     const GdkRGBA *color,
                     const char    *label,
                     guint          duration_ms)
{
  Flash *flash;

  g_return_if_fail (TT_IS_CARC_BOARD (self));

  flash = g_new0 (Flash, 1);
  flash->parts = g_array_ref (parts);
  flash->color = *color;
  flash->label = g_strdup (label);
  flash->start = g_get_monotonic_time ();
  flash->duration_ms = MAX (duration_ms, 100);
  flash->still = !_tt_carc_board_animations_enabled (self);
  g_ptr_array_add (self->flashes, flash);
  if (flash->still)
    schedule_flash_end (self, expire_flashes (self, flash->start));
  else if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), flash_tick, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tt_carc_board_set_highlight (TtCarcBoard   *self,
                             GArray        *parts,
                             const GdkRGBA *color,
                             const char    *label)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->highlight_label, g_free);
  if (parts)
    {
      self->highlight = g_array_ref (parts);
      self->highlight_color = glow;
      self->label_color = *color;
      self->label_color.alpha = 1;
      self->highlight_label = g_strdup (label);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
