/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-names.h — the bundled tile sets' titles and tile names, translated */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE for a title or tile name of a tile set that comes with Tabletop. */
gboolean    tt_tile_names_is_bundled (const char *text);
/* The text in the user's language if it is a bundled one, else as given. */
const char *tt_tile_names_translate  (const char *text);

G_END_DECLS
