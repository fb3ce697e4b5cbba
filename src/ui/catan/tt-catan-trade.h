/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-trade.h — the Catan view's offer editor and counter-offers
 *
 * Trades with the bank and the one-for-one offers are moves of the move
 * draft (the view's choices); what the draft's one card per step cannot
 * say — several cards a side — is set here: the offer editor for the
 * person on their turn, and for a person answering another person's
 * offer with terms of their own. The model says whether the terms may be
 * proposed and keeps the counter-offers (tt_catan_game_propose,
 * tt_catan_game_get_counter): they come back among the offerer's choices,
 * and the computers' (asked by the model once every answer is in) in a
 * dialog with Accept and Decline for each.
 *
 * The trade belongs to a play view showing a TtCatanGame (its host, which
 * owns it and outlives it).
 */
#pragma once

#include "catan/catan-state.h"
#include "tt-catan-choices.h"
#include "tt-play-view.h"

G_BEGIN_DECLS

/* What the trade asks of its view: the person who may act now (-1: none),
 * saying why a move was refused, and showing the choices again after a
 * counter-offer was declined. */
typedef struct
{
  int           (*acting_person) (TtPlayView        *host);
  void          (*refused)       (TtPlayView        *host,
                                  const char        *reason);
  void          (*changed)       (TtPlayView        *host);
} TtCatanTradeHooks;

#define TT_TYPE_CATAN_TRADE (tt_catan_trade_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanTrade, tt_catan_trade, TT, CATAN_TRADE, GObject)

/* `host` is not referenced (it owns the trade); `hooks` is copied. */
TtCatanTrade *tt_catan_trade_new                 (TtPlayView              *host,
                                                  const TtCatanTradeHooks *hooks);
/* The open trade dialog, or NULL. */
GtkWindow    *tt_catan_trade_get_dialog          (TtCatanTrade *self);
/* Closes the open dialog, if any. */
void          tt_catan_trade_close               (TtCatanTrade *self);
/* Closes the computers' counter dialog: the offer is over. */
void          tt_catan_trade_forget_counters     (TtCatanTrade *self);
/* For the view, when the offer is back with its offerer (a person at the
 * screen): the computers' counter-offers in a dialog, once per offer. */
void          tt_catan_trade_show_counters       (TtCatanTrade *self);
/* The offer dialog for the acting person: a new offer on their turn,
 * else a counter-offer to the open one (filled with it, turned round). */
void          tt_catan_trade_open_offer          (TtCatanTrade *self);
/* Adds to `choices` the offerer's choices: each counter-offer that came
 * back (the button carries "catan-counter-seat", the seat + 1). */
void          tt_catan_trade_add_counter_buttons (TtCatanTrade   *self,
                                                  TtCatanChoices *choices);
/* Fills the open offer dialog with `action`'s cards (from the side of the
 * person at it) and presses Send; FALSE when no offer dialog is open or
 * it cannot hold those cards. */
gboolean      tt_catan_trade_choose_offer        (TtCatanTrade      *self,
                                                  const CatanAction *action);

G_END_DECLS
