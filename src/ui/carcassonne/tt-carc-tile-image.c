/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-tile-image.c — one tile picture as a widget */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "tt-carc-tile-image.h"
#include "tt-carc-tile-painter.h"

struct _TtCarcTileImage
{
  GtkWidget        parent_instance;

  int              size;
  gboolean         has_tile;
  TtCarcTileShape  shape;
  guint            rotation;
};

G_DEFINE_FINAL_TYPE (TtCarcTileImage, tt_carc_tile_image, GTK_TYPE_WIDGET)

static void
tt_carc_tile_image_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  TtCarcTileImage *self = TT_CARC_TILE_IMAGE (widget);

  *minimum = *natural = self->size;
}

static void
tt_carc_tile_image_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TtCarcTileImage *self = TT_CARC_TILE_IMAGE (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double s = MIN (w, h);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((w - s) / 2, (h - s) / 2, s, s);
  GskRoundedRect outline;

  gsk_rounded_rect_init_from_rect (&outline, &bounds, s * 0.04);
  if (!self->has_tile)
    {
      GdkRGBA line = { 0.5, 0.5, 0.5, 0.5 };

      gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 2, 2, 2, 2 },
                                  (GdkRGBA[4]) { line, line, line, line });
      return;
    }
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, 0.25 }, 0, 2, 0, 6);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  tt_carc_tile_painter_draw (snapshot, &self->shape, self->rotation * 90, &bounds,
                             adw_style_manager_get_dark (adw_style_manager_get_default ())
                             ? TT_CARC_PAINT_DARK : 0);
  gtk_snapshot_pop (snapshot);
}

static void
tt_carc_tile_image_dispose (GObject *object)
{
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), object);
  G_OBJECT_CLASS (tt_carc_tile_image_parent_class)->dispose (object);
}

static void
tt_carc_tile_image_class_init (TtCarcTileImageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tt_carc_tile_image_dispose;
  widget_class->measure = tt_carc_tile_image_measure;
  widget_class->snapshot = tt_carc_tile_image_snapshot;
  gtk_widget_class_set_css_name (widget_class, "carcassonne-tile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_carc_tile_image_init (TtCarcTileImage *self)
{
  self->size = 96;
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (gtk_widget_queue_draw), self);
}

GtkWidget *
tt_carc_tile_image_new (int size)
{
  TtCarcTileImage *self = g_object_new (TT_TYPE_CARC_TILE_IMAGE, NULL);

  self->size = size;
  return GTK_WIDGET (self);
}

void
tt_carc_tile_image_set_tile (TtCarcTileImage   *self,
                             const CarcTileDef *def,
                             guint              rotation)
{
  TtCarcTileShape shape;

  g_return_if_fail (TT_IS_CARC_TILE_IMAGE (self));

  /* the same picture again (the view refreshes often): no redraw, which
   * with software rendering costs a whole window's frame */
  memset (&shape, 0, sizeof shape);
  if (def)
    tt_carc_tile_shape_from_def (&shape, def);
  if (self->has_tile == (def != NULL) && self->rotation == rotation % 4 &&
      memcmp (&shape, &self->shape, sizeof shape) == 0)
    return;
  self->has_tile = def != NULL;
  self->shape = shape;
  self->rotation = rotation % 4;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
