/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-options.h — Carcassonne's part of the new-game page:
 * farmers, the River, the Abbot, ties and the tile set (TtGameOptions)
 *
 * The tile sets are the TtTileSet objects of the tile-set library, the
 * same ones the editor changes: the widget follows their `changed`
 * signal, so a set that gets a problem in the editor cannot be started
 * until it is fixed ("ready" is FALSE), and a game starts from the set's
 * snapshot of that moment.
 */
#pragma once

#include <adwaita.h>

#include "carcassonne/tt-tile-set.h"

G_BEGIN_DECLS

#define TT_TYPE_CARCASSONNE_OPTIONS (tt_carcassonne_options_get_type ())
G_DECLARE_FINAL_TYPE (TtCarcassonneOptions, tt_carcassonne_options, TT, CARCASSONNE_OPTIONS, AdwBin)

/* The set to play with: a set of the library, or any other TtTileSet (it
 * is then added to the choices), e.g. the editor's "Play with This Set". */
void        tt_carcassonne_options_set_tile_set  (TtCarcassonneOptions *self,
                                                  TtTileSet            *set);
TtTileSet  *tt_carcassonne_options_get_tile_set  (TtCarcassonneOptions *self);
/* The sets offered (TtTileSet). */
GListModel *tt_carcassonne_options_get_tile_sets (TtCarcassonneOptions *self);

G_END_DECLS
