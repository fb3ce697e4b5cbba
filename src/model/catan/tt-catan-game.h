/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game.h — Catan's TtGame: what is Catan's own
 *
 * TtGame plays Catan on its rules table (catan_rules). This subclass adds
 * the log in words ("Ann rolled 8", "Bo built a road"), never naming a
 * hidden card (a development card bought, a card stolen); the seat that
 * acts next when several may (discards after a 7 and answers to an offer
 * are taken one seat at a time, so a shared screen can pass the computer
 * from one person to the next); public victory points during play (the
 * hidden victory point cards count once the game is over); and undo that
 * never takes back revealed information (a roll, a drawn card, a theft).
 */
#pragma once

#include "catan/catan-state.h"
#include "catan/catan-why.h"
#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_CATAN_GAME (tt_catan_game_get_type ())

G_DECLARE_FINAL_TYPE (TtCatanGame, tt_catan_game, TT, CATAN_GAME, TtGame)

/* The engine state (read only), or NULL before the game starts. */
const CatanState *tt_catan_game_get_state  (TtCatanGame *self);
/* Every legal move of the player who acts now (see above), as CatanAction;
 * an empty array when nobody does. */
GArray     *tt_catan_game_get_actor_moves  (TtCatanGame *self);
/* Plays `action` through tt_game_play (the move as the record stores it). */
gboolean    tt_catan_game_play_action      (TtCatanGame       *self,
                                            const CatanAction *action,
                                            GError           **error);

/* Rule answers for the view (tt-catan-game-why.c): whether `player` may
 * use `build` now, its cost and what is missing (catan-why.h), and why
 * not in words (NULL when it may). */
void        tt_catan_game_check_build      (TtCatanGame       *self,
                                            int                player,
                                            CatanBuild         build,
                                            CatanBuildCheck   *check);
char       *tt_catan_game_why_text         (CatanBuild         build,
                                            const CatanBuildCheck *check);
char       *tt_catan_game_why_not_build    (TtCatanGame       *self,
                                            int                player,
                                            CatanBuild         build);
/* Whether `player` may play development card `card` now, and why not in
 * words (NULL when they may). */
CatanPlayWhy tt_catan_game_check_dev_play  (TtCatanGame       *self,
                                            int                player,
                                            CatanDevCard       card);
const char *tt_catan_game_why_not_play_dev (TtCatanGame       *self,
                                            int                player,
                                            CatanDevCard       card);
/* Whether the rules take `actions` one after the other from the game's
 * position (tried on a copy): counter-offers, a progress card's pair of
 * places. */
gboolean    tt_catan_game_takes_actions    (TtCatanGame       *self,
                                            const CatanAction *actions,
                                            guint              n_actions);

/* Translated names, for the log and the view. */
const char *tt_catan_card_label            (int card);
const char *tt_catan_dev_label             (int kind);
const char *tt_catan_progress_label        (int card);
const char *tt_catan_terrain_label         (int terrain);
const char *tt_catan_track_label           (int track);
/* "forest 11, hills 6" — the land hexes a corner or edge touches. */
char       *tt_catan_describe_hexes        (const CatanBoard *board,
                                            const gint16     *hexes,
                                            guint             n);
/* "2 brick, 1 ore" (empty string for none). */
char       *tt_catan_cards_text            (const guint8     *cards);

G_END_DECLS
