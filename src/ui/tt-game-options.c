/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-options.c — what a game adds to the new-game page */
#include "config.h"

#include "tt-game-options.h"

G_DEFINE_INTERFACE (TtGameOptions, tt_game_options, GTK_TYPE_WIDGET)

static void
tt_game_options_default_init (TtGameOptionsInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("ready", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
}

gboolean
tt_game_options_fill_record (TtGameOptions  *self,
                             TtRecord       *record,
                             GError        **error)
{
  g_return_val_if_fail (TT_IS_GAME_OPTIONS (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  return TT_GAME_OPTIONS_GET_IFACE (self)->fill_record (self, record, error);
}

gboolean
tt_game_options_prepare_game (TtGameOptions  *self,
                              TtGame         *game,
                              GError        **error)
{
  TtGameOptionsInterface *iface;

  g_return_val_if_fail (TT_IS_GAME_OPTIONS (self), FALSE);
  iface = TT_GAME_OPTIONS_GET_IFACE (self);
  return iface->prepare_game ? iface->prepare_game (self, game, error) : TRUE;
}

void
tt_game_options_remember (TtGameOptions *self)
{
  TtGameOptionsInterface *iface;

  g_return_if_fail (TT_IS_GAME_OPTIONS (self));
  iface = TT_GAME_OPTIONS_GET_IFACE (self);
  if (iface->remember)
    iface->remember (self);
}

gboolean
tt_game_options_get_ready (TtGameOptions *self)
{
  gboolean ready = TRUE;

  g_return_val_if_fail (TT_IS_GAME_OPTIONS (self), FALSE);
  g_object_get (self, "ready", &ready, NULL);
  return ready;
}

gboolean
tt_game_options_set_document (TtGameOptions *self,
                              TtDocument    *document)
{
  TtGameOptionsInterface *iface;

  g_return_val_if_fail (TT_IS_GAME_OPTIONS (self), FALSE);
  g_return_val_if_fail (TT_IS_DOCUMENT (document), FALSE);

  iface = TT_GAME_OPTIONS_GET_IFACE (self);
  return iface->set_document != NULL && iface->set_document (self, document);
}

void
tt_game_options_set_n_players (TtGameOptions *self,
                               guint          n_players)
{
  TtGameOptionsInterface *iface;

  g_return_if_fail (TT_IS_GAME_OPTIONS (self));
  iface = TT_GAME_OPTIONS_GET_IFACE (self);
  if (iface->set_n_players)
    iface->set_n_players (self, n_players);
}
