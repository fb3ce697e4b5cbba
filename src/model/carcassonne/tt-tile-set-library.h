/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-library.h — the tile sets the user can play and edit
 *
 * Lists the bundled sets (read-only) followed by the user's own sets from
 * $XDG_DATA_HOME/tabletop/tilesets/<id>.json. Creating, duplicating and
 * importing give a new user set with a fresh id that saves itself after
 * every edit; deleting removes the file but keeps the object, so the
 * deletion can be undone with tt_tile_set_library_restore().
 */
#pragma once

#include "tt-tile-set.h"

G_BEGIN_DECLS

#define TT_TYPE_TILE_SET_LIBRARY (tt_tile_set_library_get_type ())
G_DECLARE_FINAL_TYPE (TtTileSetLibrary, tt_tile_set_library, TT, TILE_SET_LIBRARY, GObject)

TtTileSetLibrary *tt_tile_set_library_get_default (void);
TtTileSetLibrary *tt_tile_set_library_new         (const char        *directory);

const char       *tt_tile_set_library_get_directory (TtTileSetLibrary *self);
GListModel       *tt_tile_set_library_get_sets    (TtTileSetLibrary  *self);
TtTileSet        *tt_tile_set_library_lookup      (TtTileSetLibrary  *self,
                                                   const char        *id);
void              tt_tile_set_library_reload      (TtTileSetLibrary  *self);

TtTileSet        *tt_tile_set_library_create      (TtTileSetLibrary  *self,
                                                   const char        *title,
                                                   GError           **error);
TtTileSet        *tt_tile_set_library_duplicate   (TtTileSetLibrary  *self,
                                                   TtTileSet         *set,
                                                   GError           **error);
/* The same with the copy's title given (NULL: "<title> (copy)"). */
TtTileSet        *tt_tile_set_library_duplicate_titled (TtTileSetLibrary *self,
                                                        TtTileSet        *set,
                                                        const char       *title,
                                                        GError          **error);
TtTileSet        *tt_tile_set_library_import      (TtTileSetLibrary  *self,
                                                   GFile             *file,
                                                   GError           **error);
gboolean          tt_tile_set_library_delete      (TtTileSetLibrary  *self,
                                                   TtTileSet         *set,
                                                   GError           **error);
gboolean          tt_tile_set_library_restore     (TtTileSetLibrary  *self,
                                                   TtTileSet         *set,
                                                   GError           **error);

G_END_DECLS
