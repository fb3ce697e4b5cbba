/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-list.c — the seats of a game, as a boxed list */
#include "config.h"

#include "tt-player-list.h"
#include "tt-player-row.h"

struct _TtPlayerList
{
  AdwBin              parent_instance;

  TtGame             *game;
  GSignalGroup       *game_signals;
  GSignalGroup       *seat_signals;
  TtPlayerDetailFunc  detail_func;
  gpointer            detail_data;
  GDestroyNotify      detail_destroy;

  GtkListBox         *list_box;
};

G_DEFINE_FINAL_TYPE (TtPlayerList, tt_player_list, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  return tt_player_row_new (TT_PLAYER (item));
}

void
tt_player_list_refresh (TtPlayerList *self)
{
  guint i = 0;

  g_return_if_fail (TT_IS_PLAYER_LIST (self));

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list_box)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      g_autofree char *detail = NULL;

      if (!TT_IS_PLAYER_ROW (row))
        continue;
      if (self->detail_func && self->game && tt_game_is_started (self->game))
        detail = self->detail_func (self->game, i, self->detail_data);
      tt_player_row_set_detail (TT_PLAYER_ROW (row), detail);
      i++;
    }
}

static void
clear_detail_func (TtPlayerList *self)
{
  if (self->detail_destroy)
    self->detail_destroy (self->detail_data);
  self->detail_func = NULL;
  self->detail_data = NULL;
  self->detail_destroy = NULL;
}

static void
tt_player_list_dispose (GObject *object)
{
  TtPlayerList *self = TT_PLAYER_LIST (object);

  if (self->game_signals)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  if (self->seat_signals)
    g_signal_group_set_target (self->seat_signals, NULL);
  g_clear_object (&self->seat_signals);
  g_clear_object (&self->game);
  clear_detail_func (self);
  G_OBJECT_CLASS (tt_player_list_parent_class)->dispose (object);
}

static void
tt_player_list_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TtPlayerList *self = TT_PLAYER_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_player_list_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TtPlayerList *self = TT_PLAYER_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_player_list_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_player_list_class_init (TtPlayerListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_player_list_dispose;
  object_class->get_property = tt_player_list_get_property;
  object_class->set_property = tt_player_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-player-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TtPlayerList, list_box);
}

static void
tt_player_list_init (TtPlayerList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* what a seat has left changes with every move, and back with undo */
  self->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied",
                                  G_CALLBACK (tt_player_list_refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset",
                                  G_CALLBACK (tt_player_list_refresh), self);
  /* new rows (a started game's seats) get their detail line too */
  self->seat_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_data (self->seat_signals, "items-changed", G_CALLBACK (tt_player_list_refresh),
                               self, NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

GtkWidget *
tt_player_list_new (void)
{
  return g_object_new (TT_TYPE_PLAYER_LIST, NULL);
}

TtGame *
tt_player_list_get_game (TtPlayerList *self)
{
  g_return_val_if_fail (TT_IS_PLAYER_LIST (self), NULL);
  return self->game;
}

void
tt_player_list_set_game (TtPlayerList *self,
                         TtGame       *game)
{
  g_return_if_fail (TT_IS_PLAYER_LIST (self));
  g_return_if_fail (game == NULL || TT_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  gtk_list_box_bind_model (self->list_box, game ? tt_game_get_seats (game) : NULL,
                           create_row, NULL, NULL);
  g_signal_group_set_target (self->seat_signals, game ? tt_game_get_seats (game) : NULL);
  tt_player_list_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
tt_player_list_set_detail_func (TtPlayerList       *self,
                                TtPlayerDetailFunc  func,
                                gpointer            user_data,
                                GDestroyNotify      destroy)
{
  g_return_if_fail (TT_IS_PLAYER_LIST (self));

  clear_detail_func (self);
  self->detail_func = func;
  self->detail_data = user_data;
  self->detail_destroy = destroy;
  tt_player_list_refresh (self);
}

GtkListBox *
tt_player_list_get_list_box (TtPlayerList *self)
{
  g_return_val_if_fail (TT_IS_PLAYER_LIST (self), NULL);
  return self->list_box;
}
