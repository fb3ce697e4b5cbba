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
 * The trade belongs to a play view showing a TtCatanGame: it reads the
 * state from the view's game and plays moves through the view.
 */
#pragma once

#include "catan/catan-state.h"
#include "tt-play-view.h"

G_BEGIN_DECLS

typedef struct _TtCatanTrade TtCatanTrade;

struct _TtCatanTrade
{
  TtPlayView    *host;
  /* the person who may act now (-1: none), that person's legal moves,
   * and playing a move (FALSE when it is refused) */
  int          (*acting_person) (TtPlayView *host);
  const GArray *(*get_moves)    (TtPlayView *host);
  gboolean     (*play)          (TtPlayView        *host,
                                 const CatanAction *action);

  GArray        *bank_offers;    /* the trades the bank dialog offers */
  GtkSpinButton *offer_spins[2][CATAN_N_CARDS];
  GtkLabel      *offer_note;     /* why the offer dialog cannot send */
  gboolean       counter_set[CATAN_MAX_PLAYERS];
  guint8         counter_give[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  guint8         counter_get[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  GtkWindow     *dialog;         /* the open trade dialog, or NULL */
};

void          tt_catan_trade_init                (TtCatanTrade *self,
                                                  TtPlayView   *host);
/* Closes the open dialog and frees what the trade holds. */
void          tt_catan_trade_clear               (TtCatanTrade *self);
/* Opens the bank trade dialog; returns the trades it offers (CatanAction). */
const GArray *tt_catan_trade_open_bank           (TtCatanTrade *self);
/* The offer dialog for the acting person: a new offer on their turn,
 * else a counter-offer to the open one (filled with it, turned round). */
void          tt_catan_trade_open_offer          (TtCatanTrade *self);
/* Adds to `box` the offerer's choices: each counter-offer that came back. */
void          tt_catan_trade_add_counter_buttons (TtCatanTrade *self,
                                                  GtkBox       *box);

G_END_DECLS
