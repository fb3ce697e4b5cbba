/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board.c — the Carcassonne board widget
 *
 * Coordinates: the board is measured in tiles, tile (x, y) covering
 * [x, x+1) × [y, y+1); (cx, cy) is the board point at the widget's centre
 * and `scale` the size of a tile in pixels. Everything is drawn in widget
 * pixels (never through a scaling transform), so lines stay sharp at any
 * zoom. Tile pictures are cached as render nodes per size.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "tt-carc-board.h"
#include "tt-carc-tile-painter.h"
#include "tt-move-draft.h"
#include "ui/tt-example-board.h"
#include "ui/tt-translation.h"

#define MIN_SCALE 28.0
#define MAX_SCALE 260.0
#define SPOT_RADIUS 0.105

typedef struct
{
  GArray  *parts;   /* CarcFeaturePart */
  GdkRGBA  color;
  char    *label;
  gint64   start;
  guint    duration_ms;
  gboolean still;    /* animations off: shown as at its start, all along */
} Flash;

struct _TtCarcBoard
{
  GtkWidget          parent_instance;

  TtCarcassonneGame *game;
  GSignalGroup      *game_signals;

  guint              rotation;
  double             scale;
  double             cx, cy;

  GSignalGroup      *draft_signals;
  GHashTable        *legal;          /* cell key → rotation bit mask */
  gboolean           has_pending;    /* the draft has laid the tile: */
  CarcPlacement      pending;        /* where, turned how */
  GArray            *spots;          /* CarcFigureSpot of the laid tile */

  double             px, py;         /* pointer, widget pixels */
  gboolean           pointer_inside;
  int                hover_spot;
  int                selected_spot;  /* keyboard choice; -1 none */
  gboolean           show_cursor;
  int                kx, ky;

  GArray            *highlight;      /* CarcFeaturePart */
  GdkRGBA            highlight_color;
  GdkRGBA            label_color;
  char              *highlight_label;

  GPtrArray         *flashes;
  guint              tick_id;
  guint              flash_source;   /* ends still flashes */
  gint64             drawn_at;       /* when the board last drew a frame */

  /* a computer's tile settling in */
  guint              lay_tick_id;
  gint64             lay_start;
  int                lay_x, lay_y;

  /* the view following play: a smooth move from one centre and zoom
   * to another, unless the person moved the view themselves */
  gboolean           user_moved;
  guint              follow_tick_id;
  gint64             follow_start;
  double             from_cx, from_cy, from_scale;
  double             to_cx, to_cy, to_scale;

  int                shown_x, shown_y;   /* the tile a log line asked for */
  gboolean           shown;

  GHashTable        *node_cache;
  /* the background and every laid tile but a moving one, as one node
   * kept while nothing in it changes: a renderer that redraws only what
   * changed (Cairo, or GL where the buffer age is known) sees the same
   * node frame after frame and leaves it alone during animations */
  GskRenderNode     *static_node;
  guint              generation;      /* bumped when the laid tiles may differ at the same count */
  double             static_key[9];
  double             drag_cx, drag_cy;
  double             zoom_start;
};

static void tt_carc_board_example_init (TtExampleBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCarcBoard, tt_carc_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_EXAMPLE_BOARD, tt_carc_board_example_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLACEMENT_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gpointer
cell_key (int x,
          int y)
{
  return GUINT_TO_POINTER (((guint) (x & 0xffff) << 16) | (guint) (y & 0xffff));
}

static void
flash_free (gpointer data)
{
  Flash *flash = data;

  g_array_unref (flash->parts);
  g_free (flash->label);
  g_free (flash);
}

static const CarcState *
get_state (TtCarcBoard *self)
{
  return self->game ? tt_carcassonne_game_get_state (self->game) : NULL;
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static double
tile_px (TtCarcBoard *self)
{
  return round (self->scale);
}

static void
board_to_widget (TtCarcBoard *self,
                 double       bx,
                 double       by,
                 double      *wx,
                 double      *wy)
{
  double s = tile_px (self);

  *wx = round (gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 + (bx - self->cx) * s);
  *wy = round (gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 + (by - self->cy) * s);
}

static void
widget_to_board (TtCarcBoard *self,
                 double       wx,
                 double       wy,
                 double      *bx,
                 double      *by)
{
  double s = tile_px (self);

  *bx = self->cx + (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / s;
  *by = self->cy + (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / s;
}

static void
cell_rect (TtCarcBoard     *self,
           int              x,
           int              y,
           graphene_rect_t *rect)
{
  double wx, wy;

  board_to_widget (self, x, y, &wx, &wy);
  graphene_rect_init (rect, wx, wy, tile_px (self), tile_px (self));
}

static guint
legal_mask (TtCarcBoard *self,
            int          x,
            int          y)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, cell_key (x, y)));
}

/* The rotation shown at a cell: the chosen one if it fits, else the next that does. */
static int
best_rotation (TtCarcBoard *self,
               int          x,
               int          y)
{
  guint mask = legal_mask (self, x, y);

  for (guint i = 0; i < 4; i++)
    {
      guint r = (self->rotation + i) % 4;

      if (mask & (1u << r))
        return r;
    }
  return -1;
}

/* The rotations the drawn tile fits in at a cell the draft offers. */
static guint
fitting_rotations (TtCarcBoard *self,
                   int          x,
                   int          y)
{
  guint mask = 0;

  for (guint r = 0; r < 4; r++)
    if (tt_carcassonne_game_check_placement (self->game, x, y, r) == CARC_REASON_OK)
      mask |= 1u << r;
  return mask;
}

/* What the move draft offers now: the cells (or, once it has laid the
 * tile, the tile and its figure spots). */
static void
refresh_legal (TtCarcBoard *self)
{
  const CarcState *state = get_state (self);
  GListModel *choices;

  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->spots, 0);
  self->has_pending = FALSE;
  if (state == NULL || !tt_game_is_human_turn (TT_GAME (self->game)))
    return;
  self->has_pending = tt_carcassonne_game_get_draft_placement (self->game, &self->pending);
  if (self->has_pending)
    {
      g_autoptr(GArray) spots = tt_carcassonne_game_list_figure_spots (self->game);

      g_array_append_vals (self->spots, spots->data, spots->len);
      return;
    }
  choices = tt_move_draft_get_choices (tt_game_get_draft (TT_GAME (self->game)));
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      const TtRulesDecision *d = tt_move_choice_get_decision (choice);

      /* a single cell is taken at once: its rotations are the question */
      if (d->kind == CARC_DECISION_PLACE)
        g_hash_table_insert (self->legal, cell_key (d->value[0], d->value[1]),
                             GUINT_TO_POINTER (fitting_rotations (self, d->value[0], d->value[1])));
      else if (d->kind == CARC_DECISION_ROTATION)
        {
          int x = d->value[CARC_DECISION_X], y = d->value[CARC_DECISION_Y];

          g_hash_table_insert (self->legal, cell_key (x, y),
                               GUINT_TO_POINTER (legal_mask (self, x, y) | (1u << d->value[0])));
        }
    }
}

static void
update_accessible (TtCarcBoard *self)
{
  const CarcState *state = get_state (self);
  g_autofree char *description = NULL;

  if (state == NULL)
    return;
  if (self->show_cursor)
    {
      guint tile, rotation;

      if (carc_state_get_tile_at (state, self->kx, self->ky, &tile, &rotation))
        description = g_strdup_printf (_("Cell %d, %d: tile %s"), self->kx, self->ky,
                                       carc_state_get_tile_def (state, tile)->id);
      else if (legal_mask (self, self->kx, self->ky))
        description = g_strdup_printf (_("Cell %d, %d: the tile fits here"), self->kx, self->ky);
      else
        description = g_strdup_printf (_("Cell %d, %d: empty"), self->kx, self->ky);
    }
  else
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile on the table",
                                                "%u tiles on the table",
                                                carc_state_get_n_placed (state)),
                                   carc_state_get_n_placed (state));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
on_game_changed (TtCarcBoard *self)
{
  refresh_legal (self);
  self->hover_spot = -1;
  if (self->has_pending)
    self->rotation = self->pending.rotation;
  self->selected_spot = -1;
  g_clear_pointer (&self->highlight, g_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

#define LAY_ANIMATION_MS 300

/* A tile settling in changes little from one frame to the next, and a
 * glow (two slow pulses and a fade in two seconds) even less: about 30 and
 * 20 frames a second (every second and third frame of a 60 Hz screen) draw
 * them as smoothly as the screen's rate, for half and a third of the
 * frames. The view gliding to the play moves the whole board, so it keeps
 * every frame. Drawn in software (GTK's Cairo renderer, see
 * tt-renderer.c), every frame repaints the whole board on the CPU, about
 * 12 ms for a full map: the settling tile and the glide then take 10 frames
 * a second (a 300 ms settle in three steps), the glow's slow pulses 8, so a
 * computer's move costs the CPU under a tenth of a second
 * (build-aux/bench-drawing). */
#define LAY_FRAME_USEC 28000
#define GLOW_FRAME_USEC 45000
#define SOFTWARE_MOVE_FRAME_USEC 100000
#define SOFTWARE_GLOW_FRAME_USEC 125000

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
static gboolean
frame_due (TtCarcBoard *self,
           gint64       usec,
           gint64       software_usec)
{
  return slow_frame_due (self, drawn_in_software (self) ? software_usec : usec);
}

static void
stop_lay_animation (TtCarcBoard *self)
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
      if (frame_due (self, LAY_FRAME_USEC, SOFTWARE_MOVE_FRAME_USEC))
        gtk_widget_queue_draw (widget);
      return G_SOURCE_CONTINUE;
    }
  /* the tile at rest */
  self->lay_tick_id = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (TtCarcBoard *self)
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

  stop_lay_animation (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || !animations_enabled (self))
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
static void
on_thinking_changed (TtCarcBoard *self)
{
  guint before = g_hash_table_size (self->legal);

  refresh_legal (self);
  if (before == 0 && g_hash_table_size (self->legal) == 0)
    return;
  on_game_changed (self);
}

/* ---- following play ---- */

#define FOLLOW_ANIMATION_MS 350
#define FOLLOW_MIN_SCALE 48.0
/* board units kept free between what must be seen and the edge */
#define FOLLOW_MARGIN 0.35

static void
stop_following_animation (TtCarcBoard *self)
{
  if (self->follow_tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick_id);
  self->follow_tick_id = 0;
}

/* The person panned or zoomed: the view stays where they put it until
 * they re-centre it. */
static void
user_moved_view (TtCarcBoard *self)
{
  self->user_moved = TRUE;
  stop_following_animation (self);
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
  stop_following_animation (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || !animations_enabled (self))
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
  const CarcState *state = get_state (self);
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

static void
on_move_applied (TtCarcBoard *self)
{
  on_game_changed (self);
  follow_play (self);
  maybe_animate_laid_tile (self);
}

static void
on_state_reset (TtCarcBoard *self)
{
  /* undo or redo: the same number of tiles may be other tiles */
  self->generation++;
  stop_lay_animation (self);
  stop_following_animation (self);
  on_game_changed (self);
}

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
  cell_rect (self, x, y, &rect);
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
  double s = tile_px (self);
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
  const CarcTileDef *def = carc_state_get_tile_def (get_state (self), tile);
  graphene_rect_t rect;
  GskRenderNode *node;

  cell_rect (self, x, y, &rect);
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

static void
player_rgba (TtCarcBoard *self,
             guint        player,
             GdkRGBA     *color)
{
  tt_carc_player_color (tt_player_get_color (tt_game_get_player (TT_GAME (self->game), player)), color);
}

static void
draw_figures (TtCarcBoard *self,
              GtkSnapshot *snapshot)
{
  const CarcState *state = get_state (self);
  guint n = carc_state_get_n_placed (state);
  double s = tile_px (self);

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
      board_to_widget (self, x + fx, y + fy, &wx, &wy);
      player_rgba (self, player, &color);
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
  const CarcState *state = get_state (self);
  double s = tile_px (self);

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
      cell_rect (self, part->x, part->y, &rect);
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
  board_to_widget (self, parts->len ? sx / parts->len : 0.5, top, wx, &y);
  *wy = y - pill_height / 2 - 2;
  if (*wy - pill_height / 2 < 0)
    {
      double unused;

      board_to_widget (self, 0, bottom, &unused, &y);
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

static void
spot_position (TtCarcBoard          *self,
               const CarcPlacement  *pending,
               guint                 index,
               double               *bx,
               double               *by)
{
  const CarcState *state = get_state (self);
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
  double s = tile_px (self);
  guint player = carc_state_get_current_player (get_state (self));
  graphene_rect_t rect;
  GdkRGBA color;
  cairo_t *cr;

  player_rgba (self, player, &color);
  cell_rect (self, pending->x, pending->y, &rect);
  graphene_rect_inset (&rect, -s * 0.3, -s * 0.3);
  cr = gtk_snapshot_append_cairo (snapshot, &rect);
  for (guint i = 0; i < self->spots->len; i++)
    {
      gboolean active = (int) i == self->hover_spot || (int) i == self->selected_spot;
      double bx, by, wx, wy, r = s * SPOT_RADIUS;
      char number[4];
      cairo_text_extents_t extents;

      spot_position (self, pending, i, &bx, &by);
      board_to_widget (self, bx, by, &wx, &wy);
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
  gboolean dark = is_dark ();
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
  const CarcState *state = get_state (self);
  guint n = carc_state_get_n_placed (state);
  double s = tile_px (self);
  int x, y;
  guint tile, rotation;
  graphene_rect_t rect;

  carc_state_get_placed (state, i, &x, &y, &tile, &rotation);
  cell_rect (self, x, y, &rect);
  if (shadow)
    {
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline, &rect, 0);
      gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, is_dark () ? 0.45 : 0.22 },
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
  carc_state_get_placed (get_state (self), i, &x, &y, &tile, &rotation);
  return x == self->lay_x && y == self->lay_y;
}

/* The background and the laid tiles that do not move, all shadows first
 * so none falls on a neighbouring tile; rebuilt only when the game, the
 * view or the style changed. */
static GskRenderNode *
static_layer (TtCarcBoard *self)
{
  const CarcState *state = get_state (self);
  TtCarcPaintFlags flags = is_dark () ? TT_CARC_PAINT_DARK : 0;
  double key[9] = { gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
                    tile_px (self), self->cx, self->cy, flags, self->generation,
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
  const CarcState *state = get_state (self);
  TtCarcPaintFlags flags = is_dark () ? TT_CARC_PAINT_DARK : 0;
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

static const GdkRGBA accent = { 0.208, 0.518, 0.894, 1 };
/* a warm light that shows a feature on fields, roads and cities alike */
static const GdkRGBA glow = { 1.0, 0.93, 0.55, 0.55 };

static gboolean hover_cell (TtCarcBoard *self, int *x, int *y);

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
  return hover_cell (self, x, y);
}

static void
draw_legal_cells (TtCarcBoard *self,
                  GtkSnapshot *snapshot)
{
  int px = 0, py = 0;
  gboolean previewing = previewed_cell (self, &px, &py);
  GHashTableIter iter;
  gpointer key;
  double s = tile_px (self);
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

      cell_rect (self, x, y, &rect);
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

static gboolean
hover_cell (TtCarcBoard *self,
            int         *x,
            int         *y)
{
  double bx, by;

  if (!self->pointer_inside)
    return FALSE;
  widget_to_board (self, self->px, self->py, &bx, &by);
  *x = (int) floor (bx);
  *y = (int) floor (by);
  return TRUE;
}

static gboolean
touches_board (const CarcState *state,
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
  const CarcState *state = get_state (self);
  int rotation = best_rotation (self, x, y);
  TtCarcPaintFlags flags = TT_CARC_PAINT_GHOST | (is_dark () ? TT_CARC_PAINT_DARK : 0);
  double s = tile_px (self);
  graphene_rect_t rect;

  cell_rect (self, x, y, &rect);
  if (rotation >= 0)
    {
      append_tile (self, snapshot, carc_state_get_current_tile (state), x, y, rotation, flags);
      append_outline (snapshot, &rect, 0, MAX (2, s * 0.03), &accent, 0);
    }
  else if (touches_board (state, x, y))
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

static void
tt_carc_board_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TtCarcBoard *self = TT_CARC_BOARD (widget);
  const CarcState *state = get_state (self);
  const CarcPlacement *pending = &self->pending;
  gboolean has_pending = self->has_pending;
  double s = tile_px (self);
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
                   pending->x, pending->y, pending->rotation, is_dark () ? TT_CARC_PAINT_DARK : 0);
      cell_rect (self, pending->x, pending->y, &rect);
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
  if (!has_pending && hover_cell (self, &hx, &hy) && tt_game_is_human_turn (TT_GAME (self->game)))
    draw_preview (self, snapshot, hx, hy);
  draw_figures (self, snapshot);
  if (has_pending)
    draw_spots (self, snapshot, pending);

  if (self->show_cursor && gtk_widget_has_focus (widget) && !carc_state_is_finished (state))
    {
      graphene_rect_t rect;

      cell_rect (self, self->kx, self->ky, &rect);
      if (!has_pending && legal_mask (self, self->kx, self->ky))
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
  if (frame_due (self, GLOW_FRAME_USEC, SOFTWARE_GLOW_FRAME_USEC))
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

static int
spot_at (TtCarcBoard *self,
         double       wx,
         double       wy)
{
  double best = SPOT_RADIUS * 1.6 * tile_px (self);
  int found = -1;

  if (!self->game || !self->has_pending)
    return -1;
  for (guint i = 0; i < self->spots->len; i++)
    {
      double bx, by, sx, sy, d;

      spot_position (self, &self->pending, i, &bx, &by);
      board_to_widget (self, bx, by, &sx, &sy);
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
  guint n_players = carc_state_get_n_players (get_state (self));
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
static void
highlight_spot (TtCarcBoard *self,
                int          index)
{
  const CarcState *state = get_state (self);
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
  player_rgba (self, carc_state_get_current_player (state), &color);
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
  highlight_spot (self, index >= 0 ? index : self->selected_spot);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TtCarcBoard              *self)
{
  int old_x = 0, old_y = 0, new_x = 0, new_y = 0;
  gboolean had = hover_cell (self, &old_x, &old_y);

  self->px = x;
  self->py = y;
  self->pointer_inside = TRUE;
  hover_cell (self, &new_x, &new_y);
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
  widget_to_board (self, x, y, &bx, &by);
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
  user_moved_view (self);
  self->cx = self->drag_cx - dx / tile_px (self);
  self->cy = self->drag_cy - dy / tile_px (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_at (TtCarcBoard *self,
         double       factor,
         double       wx,
         double       wy)
{
  double bx, by, new_scale = CLAMP (self->scale * factor, MIN_SCALE, MAX_SCALE);

  widget_to_board (self, wx, wy, &bx, &by);
  self->scale = new_scale;
  /* keep the board point under the pointer where it was */
  self->cx = bx - (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / tile_px (self);
  self->cy = by - (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / tile_px (self);
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

      user_moved_view (self);
      zoom_at (self, pow (1.15, -dy), x, y);
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
  user_moved_view (self);
  zoom_at (self, self->zoom_start * delta / self->scale, x, y);
}

static void
start_cursor (TtCarcBoard *self)
{
  const CarcState *state = get_state (self);
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
  double s = tile_px (self);

  if (!self->show_cursor)
    start_cursor (self);
  else
    {
      self->kx += dx;
      self->ky += dy;
    }
  cell_rect (self, self->kx, self->ky, &rect);
  /* the view follows the cursor (and no longer play: the person leads) */
  if (rect.origin.x < s * 0.3 || rect.origin.y < s * 0.3 ||
      rect.origin.x + s * 1.3 > gtk_widget_get_width (GTK_WIDGET (self)) ||
      rect.origin.y + s * 1.3 > gtk_widget_get_height (GTK_WIDGET (self)))
    {
      user_moved_view (self);
      tt_carc_board_center_on (self, self->kx, self->ky);
    }
  update_accessible (self);
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
        highlight_spot (self, self->selected_spot);
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
  const CarcState *state = get_state (self);
  double bx, by, fx, fy;
  int x, y;
  guint tile, rotation, player;
  CarcAction kind;
  CarcSegment segment;
  CarcRole role;
  TtCarcTileShape shape;
  CarcFeatureInfo info;

  widget_to_board (self, wx, wy, &bx, &by);
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
  const CarcState *state = get_state (self);
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
  widget_to_board (self, x, y, &bx, &by);
  cx = (int) floor (bx);
  cy = (int) floor (by);
  if (legal_mask (self, cx, cy))
    text = g_strdup (_("The tile fits here: click to lay it, right-click to turn it"));
  else if (touches_board (state, cx, cy))
    {
      g_autofree char *why = tt_carcassonne_game_explain_placement (self->game, cx, cy, self->rotation);

      text = g_strdup_printf (_("The tile fits here in no rotation. %s."), why ? why : "");
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_dark_changed (TtCarcBoard *self)
{
  g_hash_table_remove_all (self->node_cache);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- life cycle ---- */

static void
tt_carc_board_dispose (GObject *object)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  if (self->tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  g_clear_handle_id (&self->flash_source, g_source_remove);
  stop_lay_animation (self);
  stop_following_animation (self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_object (&self->game_signals);
  if (self->draft_signals)
    g_signal_group_set_target (self->draft_signals, NULL);
  g_clear_object (&self->draft_signals);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_carc_board_parent_class)->dispose (object);
}

static void
tt_carc_board_finalize (GObject *object)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->highlight_label, g_free);
  g_clear_pointer (&self->flashes, g_ptr_array_unref);
  g_clear_pointer (&self->node_cache, g_hash_table_unref);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  G_OBJECT_CLASS (tt_carc_board_parent_class)->finalize (object);
}

static void
tt_carc_board_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carc_board_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_carc_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tt_carc_board_set_rotation (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carc_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 200;
  *natural = 640;
}

static void
tt_carc_board_class_init (TtCarcBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_carc_board_dispose;
  object_class->finalize = tt_carc_board_finalize;
  object_class->get_property = tt_carc_board_get_property;
  object_class->set_property = tt_carc_board_set_property;
  widget_class->snapshot = tt_carc_board_snapshot;
  widget_class->measure = tt_carc_board_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_CARCASSONNE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A person tried to lay the tile on cell (x, y), where it fits in no
   * rotation; the view offers the rule that explains why. */
  signals[PLACEMENT_REFUSED] =
    g_signal_new ("placement-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "carcassonne-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tt_carc_board_init (TtCarcBoard *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  self->scale = 104;
  self->cx = self->cy = 0.5;
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->legal = g_hash_table_new (NULL, NULL);
  self->spots = g_array_new (FALSE, TRUE, sizeof (CarcFigureSpot));
  self->flashes = g_ptr_array_new_with_free_func (flash_free);
  self->node_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) gsk_render_node_unref);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
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

  self->game_signals = g_signal_group_new (TT_TYPE_CARCASSONNE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied",
                                  G_CALLBACK (on_move_applied), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset",
                                  G_CALLBACK (on_state_reset), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking",
                                  G_CALLBACK (on_thinking_changed), self);

  /* a cell, a rotation or a figure chosen or taken back, a hint shown */
  self->draft_signals = g_signal_group_new (TT_TYPE_MOVE_DRAFT);
  g_signal_group_connect_swapped (self->draft_signals, "changed", G_CALLBACK (on_game_changed), self);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

GtkWidget *
tt_carc_board_new (void)
{
  return g_object_new (TT_TYPE_CARC_BOARD, NULL);
}

void
tt_carc_board_set_game (TtCarcBoard       *self,
                        TtCarcassonneGame *game)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  g_signal_group_set_target (self->draft_signals, game ? tt_game_get_draft (TT_GAME (game)) : NULL);
  g_ptr_array_set_size (self->flashes, 0);
  stop_lay_animation (self);
  stop_following_animation (self);
  self->generation++;
  self->user_moved = FALSE;
  self->show_cursor = FALSE;
  self->cx = self->cy = 0.5;
  on_game_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TtCarcassonneGame *
tt_carc_board_get_game (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), NULL);

  return self->game;
}

guint
tt_carc_board_get_rotation (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), 0);

  return self->rotation;
}

void
tt_carc_board_set_rotation (TtCarcBoard *self,
                            guint        rotation)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  rotation %= 4;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Driving the move draft ---------------------------------------------- */

static TtMoveDraft *
get_draft (TtCarcBoard *self)
{
  return tt_game_get_draft (TT_GAME (self->game));
}

/* The kind of the last decision the person took (0: none yet). */
static gint32
last_choice_kind (TtMoveDraft *draft)
{
  GListModel *path = tt_move_draft_get_path (draft);
  guint n = g_list_model_get_n_items (path);
  g_autoptr(TtMoveChoice) last = n > 0 ? g_list_model_get_item (path, n - 1) : NULL;

  return last ? tt_move_choice_get_decision (last)->kind : 0;
}

/* Back to the question of `kind` (the rotation's or the figure's): the
 * choices after it are taken back, those before it kept. */
static void
draft_back_to (TtCarcBoard      *self,
               CarcDecisionKind  kind)
{
  TtMoveDraft *draft = get_draft (self);

  while (last_choice_kind (draft) >= (gint32) kind && tt_move_draft_back (draft))
    ;
}

/* Takes the answer when the draft asks that question now; a question
 * with one answer was taken at once. */
static gboolean
draft_take (TtCarcBoard          *self,
            CarcDecisionKind      kind,
            const CarcPlacement  *placement,
            const CarcFigureSpot *spot)
{
  TtMoveDraft *draft = get_draft (self);
  TtRulesDecision decision;

  tt_carcassonne_decision_init (&decision, kind, placement, spot);
  if (tt_move_draft_find_choice (draft, &decision) == NULL)
    return FALSE;
  return tt_move_draft_choose_decision (draft, &decision, NULL);
}

static gboolean
draft_commit (TtCarcBoard *self)
{
  g_autoptr(GError) error = NULL;

  if (tt_move_draft_commit (get_draft (self), &error))
    return TRUE;
  g_warning ("Could not finish the turn: %s", error->message);
  return FALSE;
}

void
tt_carc_board_rotate (TtCarcBoard *self,
                      int          quarter_turns)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  /* A laid tile turns to its next rotation that fits the same cell. */
  if (self->game && self->has_pending)
    {
      CarcPlacement turned = self->pending;

      for (int i = 1; i < 4; i++)
        {
          turned.rotation = (self->pending.rotation + 4 + i * quarter_turns) % 4;
          if (tt_carcassonne_game_check_placement (self->game, turned.x, turned.y, turned.rotation) != CARC_REASON_OK)
            continue;
          draft_back_to (self, CARC_DECISION_ROTATION);
          draft_take (self, CARC_DECISION_ROTATION, &turned, NULL);
          return;
        }
      return;
    }
  tt_carc_board_set_rotation (self, (self->rotation + 4 + quarter_turns) % 4);
}

gboolean
tt_carc_board_activate_cell (TtCarcBoard *self,
                             int          x,
                             int          y)
{
  CarcPlacement placement = { x, y, 0 };
  int rotation;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !tt_game_is_human_turn (TT_GAME (self->game)))
    return FALSE;
  /* clicking another cell moves the tile laid this turn */
  if (self->has_pending)
    tt_move_draft_clear (get_draft (self));
  /* the only cell and rotation there are: the draft has laid it already */
  if (self->has_pending && self->pending.x == x && self->pending.y == y)
    return TRUE;
  rotation = best_rotation (self, x, y);
  if (rotation < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit (self, signals[PLACEMENT_REFUSED], 0, x, y);
      return FALSE;
    }
  self->kx = x;
  self->ky = y;
  placement.rotation = (guint8) rotation;
  draft_take (self, CARC_DECISION_PLACE, &placement, NULL);
  draft_take (self, CARC_DECISION_ROTATION, &placement, NULL);
  return self->has_pending;
}

gboolean
tt_carc_board_choose_spot (TtCarcBoard *self,
                           int          index)
{
  CarcPlacement placement;
  CarcFigureSpot spot;
  TtMoveDraft *draft;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !self->has_pending)
    return FALSE;
  if (index >= (int) self->spots->len)
    return FALSE;
  draft = get_draft (self);
  placement = self->pending;
  if (index >= 0)
    spot = g_array_index (self->spots, CarcFigureSpot, index);
  draft_back_to (self, CARC_DECISION_FIGURE);
  draft_take (self, CARC_DECISION_FIGURE, &placement, index >= 0 ? &spot : NULL);
  if (index >= 0 && !tt_move_draft_get_complete (draft))
    draft_take (self, CARC_DECISION_SPOT, &placement, &spot);
  if (!tt_move_draft_get_complete (draft))
    {
      g_warning ("The draft does not offer figure spot %d", index);
      return FALSE;
    }
  return draft_commit (self);
}

gboolean
tt_carc_board_recall_abbot (TtCarcBoard *self)
{
  CarcPlacement placement;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !self->has_pending)
    return FALSE;
  placement = self->pending;
  draft_back_to (self, CARC_DECISION_FIGURE);
  if (!draft_take (self, CARC_DECISION_RECALL, &placement, NULL) || !tt_move_draft_get_complete (get_draft (self)))
    return FALSE;
  return draft_commit (self);
}

gboolean
tt_carc_board_take_back (TtCarcBoard *self)
{
  TtMoveDraft *draft;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  draft = get_draft (self);
  if (g_list_model_get_n_items (tt_move_draft_get_path (draft)) == 0)
    return FALSE;
  tt_move_draft_clear (draft);
  return TRUE;
}

gboolean
tt_carc_board_get_pending (TtCarcBoard   *self,
                           CarcPlacement *placement)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->has_pending && placement != NULL)
    *placement = self->pending;
  return self->has_pending;
}

void
tt_carc_board_select_spot (TtCarcBoard *self,
                           int          index)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  if (index >= (int) self->spots->len)
    return;
  self->selected_spot = MAX (index, -1);
  highlight_spot (self, self->selected_spot);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tt_carc_board_get_n_legal_cells (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), 0);

  return g_hash_table_size (self->legal);
}

void
tt_carc_board_zoom (TtCarcBoard *self,
                    double       factor)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  user_moved_view (self);
  zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
tt_carc_board_fit (TtCarcBoard *self)
{
  const CarcState *state = get_state (self);
  int min_x, min_y, max_x, max_y;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  g_return_if_fail (TT_IS_CARC_BOARD (self));

  stop_following_animation (self);
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

  user_moved_view (self);
  self->cx += dx / tile_px (self);
  self->cy += dy / tile_px (self);
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
  const CarcState *state = get_state (self);
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

  cell_rect (self, x, y, &rect);
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
  flash->still = !animations_enabled (self);
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

gboolean
tt_carc_board_is_animating_tile (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  return self->lay_tick_id != 0;
}

/* ---- rules examples (TtExampleBoard) ---- */

static void
example_fit (TtExampleBoard *board)
{
  tt_carc_board_fit (TT_CARC_BOARD (board));
}

/* The features the step scored glow, with "NAME +POINTS" beside them in
 * the first winner's colour. */
static void
example_mark_events (TtExampleBoard     *board,
                     gconstpointer       state,
                     gconstpointer       events,
                     const char * const *names,
                     const char * const *colors)
{
  const GArray *list = events;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  g_autoptr(GString) label = g_string_new (NULL);
  GdkRGBA color = { 0.98, 0.85, 0.2, 1.0 };
  gboolean have_color = FALSE;

  for (guint i = 0; state != NULL && list != NULL && i < list->len; i++)
    {
      const CarcEvent *event = &g_array_index (list, CarcEvent, i);
      CarcFeatureInfo info;

      if (event->type != CARC_EVENT_FEATURE_SCORED || event->winners == 0 || event->points == 0)
        continue;
      carc_state_query_feature (state, event->x, event->y, event->segment, &info, parts);
      for (guint p = 0; p < CARC_MAX_PLAYERS && names[p] != NULL; p++)
        if (event->winners & (1u << p))
          {
            if (!have_color && colors[p] != NULL)
              have_color = tt_carc_player_color (colors[p], &color);
            g_string_append_printf (label, "%s%s +%u", label->len ? ", " : "", names[p], event->points);
          }
    }
  tt_carc_board_set_highlight (TT_CARC_BOARD (board), parts->len ? parts : NULL, &color, label->str);
}

static char *
example_describe_seat (TtExampleBoard *board,
                       gconstpointer   state,
                       guint           player,
                       const char     *language)
{
  guint supply = carc_state_get_supply (state, player);

  return g_strdup_printf (tt_translation_nget (language, "%u meeple left", "%u meeples left", supply), supply);
}

static void
tt_carc_board_example_init (TtExampleBoardInterface *iface)
{
  iface->fit = example_fit;
  iface->mark_events = example_mark_events;
  iface->describe_seat = example_describe_seat;
}
