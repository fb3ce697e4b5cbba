/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-carc.h — what the Carcassonne engine tests share
 *
 * tt_test_carc_new_game (): a game on the bundled base set with the
 * options named, fresh from its seed. Header-only.
 */
#pragma once

#include "carcassonne/carc-state.h"

G_BEGIN_DECLS

static inline CarcState *
tt_test_carc_new_game (guint    n_players,
                       gboolean farmers,
                       gboolean abbot,
                       gboolean river,
                       guint64  seed)
{
  g_autoptr(CarcTileSet) tileset = NULL;
  g_autoptr(GError) error = NULL;
  CarcOptions options;
  CarcState *state;

  tileset = carc_tileset_load_bundled ("base", &error);
  g_assert_no_error (error);
  carc_options_init (&options);
  options.farmers = farmers;
  options.abbot = abbot;
  options.river = river;
  state = carc_state_new (tileset, &options, n_players, seed, &error);
  g_assert_no_error (error);
  return state;
}

G_END_DECLS
