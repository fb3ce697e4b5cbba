/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game-info.h — Ora et Labora's TtGameInfo (model half; the UI
 * half is ui/ora/tt-ora-register.c) */
#pragma once

#include "tt-game-info.h"

G_BEGIN_DECLS

TtGameInfo *tt_ora_game_info_register (void);

G_END_DECLS
