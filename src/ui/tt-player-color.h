/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-color.h — how the seat colour ids of every game look
 *
 * A TtPlayer's colour is an id ("red", "blue", …) that records store; the
 * shared widgets (player list, log, results, score chart, new-game page)
 * draw it with these, so a colour looks the same everywhere.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Unknown ids (and NULL) get a neutral grey and FALSE. */
gboolean     tt_player_color_get_rgba   (const char *color,
                                         GdkRGBA    *rgba);
/* The colour's name in the user's language; the id itself if unknown. */
const char  *tt_player_color_get_name   (const char *color);
/* Pango markup of a dot in the colour, to put before a name. */
char        *tt_player_color_dot_markup (const char *color);

/* A color's English or translated name, as the translated one; any other
 * name unchanged. */
const char *tt_player_color_localize_name (const char *name);

G_END_DECLS
