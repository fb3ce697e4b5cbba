/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-register.h — Carcassonne's widgets on its TtGameInfo */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Attaches the play view, options and board types to the "carcassonne"
 * TtGameInfo (registered by tt_games_register_all()). */
void tt_carcassonne_ui_register (void);

G_END_DECLS
