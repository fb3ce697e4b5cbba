/* tt-carc-new-game.h — the page that sets up a Carcassonne game */
#pragma once

#include <adwaita.h>

#include "tt-carcassonne-game.h"
#include "tt-tile-set.h"

G_BEGIN_DECLS

#define TT_TYPE_CARC_NEW_GAME (tt_carc_new_game_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcNewGame, tt_carc_new_game, TT, CARC_NEW_GAME, AdwBin)

GtkWidget         *tt_carc_new_game_new          (void);
/* Player rows shown (2..5). */
void               tt_carc_new_game_set_n_players (TtCarcNewGame *self,
                                                   guint          n_players);
void               tt_carc_new_game_set_player    (TtCarcNewGame *self,
                                                   guint          player,
                                                   const char    *name,
                                                   const char    *color);
/* "human" or "computer:LEVEL" (a level registered with TtCarcassonneGame). */
gboolean           tt_carc_new_game_set_player_kind (TtCarcNewGame *self,
                                                     guint          player,
                                                     const char    *kind);
void               tt_carc_new_game_set_seed      (TtCarcNewGame *self,
                                                   const char    *seed);
/* The tile set to play with: the library's TtTileSet objects (the ones the
 * editor edits), followed live; a set with problems cannot be started. */
void               tt_carc_new_game_set_tile_set  (TtCarcNewGame *self,
                                                   TtTileSet     *set);
TtTileSet         *tt_carc_new_game_get_tile_set  (TtCarcNewGame *self);
/* The sets offered (TtTileSet). */
GListModel        *tt_carc_new_game_get_tile_sets (TtCarcNewGame *self);
/* A started game from what the page shows; also remembers the setup. */
TtCarcassonneGame *tt_carc_new_game_create_game   (TtCarcNewGame *self,
                                                   GError       **error);

G_END_DECLS
