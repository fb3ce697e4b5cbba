/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-row.c — one seat in the player list */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-player-color.h"
#include "tt-label-words.h"
#include "tt-player-row.h"

struct _TtPlayerRow
{
  GtkListBoxRow  parent_instance;

  TtPlayer      *player;
  char          *detail;

  GtkLabel      *dot_label;
  GtkLabel      *name_label;
  GtkLabel      *detail_label;
  GtkLabel      *score_label;
};

G_DEFINE_FINAL_TYPE (TtPlayerRow, tt_player_row, GTK_TYPE_LIST_BOX_ROW)

static void
update (TtPlayerRow *self)
{
  TtPlayer *player = self->player;
  gboolean current = tt_player_get_current (player);
  g_autofree char *dot = tt_player_color_dot_markup (tt_player_get_color (player));
  g_autofree char *score = g_strdup_printf ("%d", tt_player_get_score (player));
  g_autofree char *accessible = NULL;

  gtk_label_set_markup (self->dot_label, dot);
  gtk_label_set_text (self->name_label, tt_player_get_name (player));
  gtk_label_set_text (self->score_label, score);
  gtk_label_set_text (self->detail_label, self->detail ? self->detail : "");
  tt_label_keep_words (self->detail_label);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), self->detail != NULL);
  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current-player");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current-player");

  /* Translators: a player's line for screen readers */
  accessible = g_strdup_printf (_("%s, %s: %u points, %s%s"), tt_player_get_name (player),
                                tt_player_color_get_name (tt_player_get_color (player)),
                                (guint) MAX (tt_player_get_score (player), 0),
                                self->detail ? self->detail : "",
                                current ? _(", to play") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
}

static void
tt_player_row_dispose (GObject *object)
{
  TtPlayerRow *self = TT_PLAYER_ROW (object);

  if (self->player)
    g_signal_handlers_disconnect_by_func (self->player, update, self);
  g_clear_object (&self->player);
  g_clear_pointer (&self->detail, g_free);
  G_OBJECT_CLASS (tt_player_row_parent_class)->dispose (object);
}

static void
tt_player_row_class_init (TtPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_player_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TtPlayerRow, dot_label);
  gtk_widget_class_bind_template_child (widget_class, TtPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TtPlayerRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TtPlayerRow, score_label);
}

static void
tt_player_row_init (TtPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tt_player_row_new (TtPlayer *player)
{
  TtPlayerRow *self;

  g_return_val_if_fail (TT_IS_PLAYER (player), NULL);

  self = g_object_new (TT_TYPE_PLAYER_ROW, NULL);
  self->player = g_object_ref (player);
  g_signal_connect_swapped (player, "notify", G_CALLBACK (update), self);
  update (self);
  return GTK_WIDGET (self);
}

TtPlayer *
tt_player_row_get_player (TtPlayerRow *self)
{
  g_return_val_if_fail (TT_IS_PLAYER_ROW (self), NULL);
  return self->player;
}

void
tt_player_row_set_detail (TtPlayerRow *self,
                          const char  *detail)
{
  g_return_if_fail (TT_IS_PLAYER_ROW (self));

  if (g_strcmp0 (self->detail, detail) == 0)
    return;
  g_free (self->detail);
  self->detail = g_strdup (detail);
  update (self);
}

const char *
tt_player_row_get_detail (TtPlayerRow *self)
{
  g_return_val_if_fail (TT_IS_PLAYER_ROW (self), NULL);
  return self->detail;
}
