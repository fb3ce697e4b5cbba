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
/* Whether `player` has a legal move of `type` (CatanActionType) now, and
 * whether every legal move of theirs is of that type (the robber's hex,
 * the free roads): what a view offers, without a move list. */
gboolean    tt_catan_game_may              (TtCatanGame       *self,
                                            int                player,
                                            int                type);
gboolean    tt_catan_game_must             (TtCatanGame       *self,
                                            int                player,
                                            int                type);
/* How many cards of `card` the bank takes from `player` for one: 4, or 3
 * or 2 with a harbour. */
int         tt_catan_game_trade_ratio      (TtCatanGame       *self,
                                            int                player,
                                            int                card);

/* Offers between players (tt-catan-game-trade.c). The engine lists offers
 * one card for one card; these take any amounts (CATAN_N_CARDS each, from
 * the side of `player`: what they give and what they ask for). */
/* Whether `player` may propose these terms, and why not in words. */
gboolean    tt_catan_game_check_offer      (TtCatanGame       *self,
                                            int                player,
                                            const guint8      *give,
                                            const guint8      *get,
                                            GError           **error);
/* Whether `player` may answer the open offer with terms of their own (the
 * offerer is a person: a computer decides on the answers alone). */
gboolean    tt_catan_game_may_counter      (TtCatanGame       *self,
                                            int                player);
/* Makes the offer on the player's turn; else answers the open offer with
 * a counter-offer: the engine hears "no" and the terms are kept until the
 * offerer takes or declines them. */
gboolean    tt_catan_game_propose          (TtCatanGame       *self,
                                            int                player,
                                            const guint8      *give,
                                            const guint8      *get,
                                            GError           **error);
/* The counter-offer of `seat` to the open offer, seen from the offerer
 * (what the offerer gives and gets), and whether a computer made it;
 * FALSE when there is none. Once a person's offer is back with them, the
 * computers that declined it are asked (once) for terms of their own. */
gboolean    tt_catan_game_get_counter      (TtCatanGame       *self,
                                            int                seat,
                                            guint8            *give,
                                            guint8            *get,
                                            gboolean          *by_computer);
/* Why the offerer cannot take seat's counter-offer, or NULL when they can. */
const char *tt_catan_game_why_not_counter  (TtCatanGame       *self,
                                            int                seat);
/* Takes it: the open offer withdrawn, the counter offered, accepted by
 * `seat` and closed (four moves). */
gboolean    tt_catan_game_take_counter     (TtCatanGame       *self,
                                            int                seat,
                                            GError           **error);
/* Drops seat's counter-offer (the offerer declined it). */
void        tt_catan_game_decline_counter  (TtCatanGame       *self,
                                            int                seat);
/* Drops every counter-offer (done by the game itself when the offer ends). */
void        tt_catan_game_forget_counters  (TtCatanGame       *self);

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
