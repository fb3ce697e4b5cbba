/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-draft.h — Carcassonne's words for the move draft (private)
 *
 * TtCarcassonneGame's describe_choice and describe_preview; the public
 * draft helpers are in tt-carcassonne-game.h.
 */
#pragma once

#include "tt-carcassonne-game.h"

G_BEGIN_DECLS

void  _tt_carcassonne_describe_choice  (TtGame                *game,
                                        gconstpointer          state,
                                        gconstpointer          move,
                                        const TtRulesDecision *decisions,
                                        guint                  n_decisions,
                                        guint                  level,
                                        TtMoveWords           *words);
char *_tt_carcassonne_describe_preview (TtGame                *game,
                                        gconstpointer          state,
                                        gconstpointer          move,
                                        gconstpointer          after,
                                        int                    player);

CarcState *_tt_carcassonne_game_scratch (TtCarcassonneGame *self,
                                         const CarcState   *state);

G_END_DECLS
