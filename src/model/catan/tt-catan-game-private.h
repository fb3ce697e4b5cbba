/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-private.h — the parts of TtCatanGame kept in other files */
#pragma once

#include "tt-catan-game.h"

G_BEGIN_DECLS

/* tt-catan-game-words.c: describe_choice and describe_preview. */
void tt_catan_game_words_class_init (TtGameClass *game_class);

G_END_DECLS
