/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-trade.h — the Catan view's trade dialogs
 *
 * Trading with the bank and harbours (only the trades the engine lists,
 * with the ratio and why), offers to the other players, and the
 * counter-offers a person answering another person's offer may propose.
 * Counter-offers are kept here from the offerer's side (what the offerer
 * would give and get); the engine only hears "no" to the offer until the
 * offerer takes one, which is then played as the offer withdrawn, the
 * counter offered, accepted by its author and closed.
 *
 * Computers answer a person's offer through their AI; those that decline
 * may name terms they would take instead (catan_ai_counter_offer, at the
 * seat's level). Once every answer is in, those counters come back like
 * a person's — among the offerer's choices — and in a dialog with Accept
 * and Decline for each; accepting plays the same four moves.
 *
 * The trade belongs to a play view showing a TtCatanGame (its host, which
 * owns it and outlives it): it reads the state from the view's game and
 * plays moves through the view's hooks.
 */
#pragma once

#include "catan/catan-state.h"
#include "tt-catan-choices.h"
#include "tt-play-view.h"

G_BEGIN_DECLS

/* What the trade asks of its view: the person who may act now (-1: none),
 * that person's legal moves, playing a move (FALSE when refused), and
 * showing the choices again after a counter-offer was declined. */
typedef struct
{
  int           (*acting_person) (TtPlayView        *host);
  const GArray *(*get_moves)     (TtPlayView        *host);
  gboolean      (*play)          (TtPlayView        *host,
                                  const CatanAction *action);
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
/* Drops the counter-offers that came back (the trade phase is over) and
 * closes the computers' counter dialog. */
void          tt_catan_trade_forget_counters     (TtCatanTrade *self);
/* For the view, when the offer is back with its offerer (a person): asks
 * each computer that declined it for a counter, once per offer, and shows
 * those that came in a dialog. */
void          tt_catan_trade_hear_computers      (TtCatanTrade *self);
/* Opens the bank trade dialog; returns the trades it offers (CatanAction). */
const GArray *tt_catan_trade_open_bank           (TtCatanTrade *self);
/* The offer dialog for the acting person: a new offer on their turn,
 * else a counter-offer to the open one (filled with it, turned round). */
void          tt_catan_trade_open_offer          (TtCatanTrade *self);
/* Adds to `choices` the offerer's choices: each counter-offer that came back. */
void          tt_catan_trade_add_counter_buttons (TtCatanTrade   *self,
                                                  TtCatanChoices *choices);
/* Fills the open offer dialog with `action`'s cards (from the side of the
 * person at it) and presses Send; FALSE when no offer dialog is open or
 * it cannot hold those cards. */
gboolean      tt_catan_trade_choose_offer        (TtCatanTrade      *self,
                                                  const CatanAction *action);

G_END_DECLS
