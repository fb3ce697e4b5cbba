/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ui-register.h — every game's widgets attached to its TtGameInfo */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers every game (tt_games_register_all()) and then each game's
 * UI half: play view, options, board and editor types. Calling it again
 * does nothing. */
void tt_ui_register_all (void);

G_END_DECLS
