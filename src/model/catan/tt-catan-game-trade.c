/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-trade.c — offers between players and counter-offers
 *
 * The engine lists offers one card for one card and takes any mix when
 * applied; a person sets the amounts in the view's editor and the model
 * says whether the offer may be made and makes it. Counter-offers are the
 * model's too: a person answering with changed terms is heard "no" by the
 * engine and the terms are kept here; the computers that declined a
 * person's offer name their terms through the AI once every answer is
 * in. Taking a counter plays the open offer withdrawn, the counter
 * offered, accepted by its author and closed. The counters go when the
 * offer does (a new offer, the end of the trade, undo).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "catan/ai/catan-ai.h"
#include "tt-catan-game-private.h"

static TtCatanCounters *
counters (TtCatanGame *self)
{
  return tt_catan_game_get_counters (self);
}

static const CatanState *
state_of (TtCatanGame *self)
{
  return tt_catan_game_get_state (self);
}

/* The legal moves of `player` now, or NULL when they have none to make
 * (no game yet, the game over). */
static GArray *
moves_of (TtCatanGame *self,
          int          player)
{
  const CatanState *state = state_of (self);
  GArray *moves;

  if (state == NULL || player < 0 || catan_state_is_finished (state))
    return NULL;
  moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  catan_state_legal_moves (state, moves);
  for (guint i = moves->len; i-- > 0;)
    if (g_array_index (moves, CatanAction, i).player != player)
      g_array_remove_index (moves, i);
  return moves;
}

gboolean
tt_catan_game_may (TtCatanGame *self,
                   int          player,
                   int          type)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  moves = moves_of (self, player);
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    if ((int) g_array_index (moves, CatanAction, i).type == type)
      return TRUE;
  return FALSE;
}

gboolean
tt_catan_game_must (TtCatanGame *self,
                    int          player,
                    int          type)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  moves = moves_of (self, player);
  if (moves == NULL || moves->len == 0)
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    if ((int) g_array_index (moves, CatanAction, i).type != type)
      return FALSE;
  return TRUE;
}

int
tt_catan_game_trade_ratio (TtCatanGame *self,
                           int          player,
                           int          card)
{
  const CatanState *state;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), 4);
  state = state_of (self);
  if (state == NULL || player < 0 || player >= state->options.n_players || card < 0 || card >= CATAN_N_CARDS)
    return 4;
  return catan_state_trade_ratio (state, player, card);
}

/* ---- offers ---- */

gboolean
tt_catan_game_check_offer (TtCatanGame  *self,
                           int           player,
                           const guint8 *give,
                           const guint8 *get,
                           GError      **error)
{
  const CatanState *state;
  int n_give = 0, n_get = 0;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  state = state_of (self);
  if (state == NULL || player < 0 || player >= state->options.n_players)
    {
      g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_NOT_YOUR_TURN, _("Wait for your turn."));
      return FALSE;
    }
  for (int c = 0; c < CATAN_N_CARDS; c++)
    {
      n_give += give[c];
      n_get += get[c];
      if (give[c] > 0 && get[c] > 0)
        {
          g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE,
                               _("The same kind of card cannot go both ways."));
          return FALSE;
        }
      if (give[c] > state->players[player].cards[c])
        {
          g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_COST,
                               _("You do not hold the cards you give."));
          return FALSE;
        }
    }
  if (n_give == 0 || n_get == 0)
    {
      g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE,
                           _("Each side must give at least one card."));
      return FALSE;
    }
  return TRUE;
}

gboolean
tt_catan_game_may_counter (TtCatanGame *self,
                           int          player)
{
  const CatanState *state;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  state = state_of (self);
  /* a computer offerer decides by its own evaluation of the answers */
  return state != NULL && state->phase == CATAN_PHASE_TRADE && player >= 0
         && player < state->options.n_players && player != state->current
         && state->players[player].trade_answer < 0
         && !tt_game_is_computer (TT_GAME (self), state->current);
}

gboolean
tt_catan_game_propose (TtCatanGame  *self,
                       int           player,
                       const guint8 *give,
                       const guint8 *get,
                       GError      **error)
{
  const CatanState *state;
  TtCatanCounters *kept;
  CatanAction action;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  g_return_val_if_fail (give != NULL && get != NULL, FALSE);
  if (!tt_catan_game_check_offer (self, player, give, get, error))
    return FALSE;
  state = state_of (self);
  if (player == (int) state->current)
    {
      catan_action_init (&action, CATAN_ACTION_OFFER, player);
      memcpy (action.give, give, sizeof action.give);
      memcpy (action.get, get, sizeof action.get);
      return tt_catan_game_play_action (self, &action, error);
    }
  if (!tt_catan_game_may_counter (self, player))
    {
      g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE,
                           _("A counter-offer answers another person's open offer."));
      return FALSE;
    }
  /* the terms are kept from the offerer's side before the engine hears
   * "no", so the views that redraw on that move see them */
  kept = counters (self);
  kept->set[player] = TRUE;
  kept->by_computer[player] = FALSE;
  memcpy (kept->give[player], get, CATAN_N_CARDS);
  memcpy (kept->get[player], give, CATAN_N_CARDS);
  catan_action_init (&action, CATAN_ACTION_REJECT, player);
  if (!tt_catan_game_play_action (self, &action, error))
    {
      kept->set[player] = FALSE;
      return FALSE;
    }
  return TRUE;
}

/* ---- the computers' counter-offers ---- */

/* The level of the computer at `seat` and a seed for its counter: the
 * game's seed and the moves so far, so the same game asks the same.
 * FALSE when the seat is a person (or a computer without a level). */
static gboolean
computer_params (TtCatanGame   *self,
                 int            seat,
                 CatanAiParams *params)
{
  TtGame *game = TT_GAME (self);
  CatanAiLevel level;

  if (!tt_game_is_computer (game, (guint) seat)
      || !catan_ai_level_from_string (tt_player_get_level (tt_game_get_player (game, (guint) seat)), &level))
    return FALSE;
  catan_ai_params_init (params, level);
  params->seed = tt_game_get_record (game)->seed * 1000003u + tt_game_get_n_moves (game);
  return TRUE;
}

/* Once the offer of a person is back with them, every computer that
 * declined it is asked once for terms of its own. */
static void
hear_computers (TtCatanGame *self)
{
  const CatanState *state = state_of (self);
  TtCatanCounters *kept = counters (self);

  if (kept->heard || state == NULL || state->phase != CATAN_PHASE_TRADE
      || tt_game_is_computer (TT_GAME (self), state->current)
      || tt_game_get_current_player (TT_GAME (self)) != (int) state->current)
    return;
  kept->heard = TRUE;
  for (int seat = 0; seat < state->options.n_players; seat++)
    {
      CatanAiParams params;

      if (seat == (int) state->current || state->players[seat].trade_answer != 0 || kept->set[seat]
          || !computer_params (self, seat, &params))
        continue;
      if (catan_ai_counter_offer (state, seat, &params, kept->give[seat], kept->get[seat]))
        {
          kept->set[seat] = TRUE;
          kept->by_computer[seat] = TRUE;
        }
    }
}

gboolean
tt_catan_game_get_counter (TtCatanGame *self,
                           int          seat,
                           guint8      *give,
                           guint8      *get,
                           gboolean    *by_computer)
{
  const CatanState *state;
  TtCatanCounters *kept;

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  state = state_of (self);
  if (state == NULL || state->phase != CATAN_PHASE_TRADE || seat < 0 || seat >= state->options.n_players)
    return FALSE;
  hear_computers (self);
  kept = counters (self);
  if (!kept->set[seat])
    return FALSE;
  if (give != NULL)
    memcpy (give, kept->give[seat], CATAN_N_CARDS);
  if (get != NULL)
    memcpy (get, kept->get[seat], CATAN_N_CARDS);
  if (by_computer != NULL)
    *by_computer = kept->by_computer[seat];
  return TRUE;
}

void
tt_catan_game_decline_counter (TtCatanGame *self,
                               int          seat)
{
  g_return_if_fail (TT_IS_CATAN_GAME (self));
  if (seat >= 0 && seat < CATAN_MAX_PLAYERS)
    counters (self)->set[seat] = FALSE;
}

/* The moves that take seat's counter-offer: the open offer withdrawn,
 * the counter offered, accepted by its author and closed. */
static void
counter_moves (TtCatanGame *self,
               int          seat,
               CatanAction  moves[4])
{
  TtCatanCounters *kept = counters (self);
  int offerer = state_of (self)->current;

  catan_action_init (&moves[0], CATAN_ACTION_CANCEL, offerer);
  catan_action_init (&moves[1], CATAN_ACTION_OFFER, offerer);
  memcpy (moves[1].give, kept->give[seat], CATAN_N_CARDS);
  memcpy (moves[1].get, kept->get[seat], CATAN_N_CARDS);
  catan_action_init (&moves[2], CATAN_ACTION_ACCEPT, seat);
  catan_action_init (&moves[3], CATAN_ACTION_CONFIRM, offerer);
  moves[3].victim = (gint8) seat;
}

/* Whether the engine takes every move of the counter, tried on a copy. */
static gboolean
takes_moves (const CatanState  *state,
             const CatanAction *moves,
             guint              n)
{
  g_autoptr(CatanState) copy = catan_state_copy (state);

  for (guint i = 0; i < n; i++)
    {
      CatanAction trial = moves[i];

      if (!catan_state_apply (copy, &trial, NULL, NULL))
        return FALSE;
    }
  return TRUE;
}

const char *
tt_catan_game_why_not_counter (TtCatanGame *self,
                               int          seat)
{
  CatanAction moves[4];

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), NULL);
  if (!tt_catan_game_get_counter (self, seat, NULL, NULL, NULL))
    return _("That counter-offer is no longer open.");
  counter_moves (self, seat, moves);
  if (!takes_moves (state_of (self), moves, G_N_ELEMENTS (moves)))
    return _("You do not hold the cards this counter-offer asks for.");
  return NULL;
}

gboolean
tt_catan_game_take_counter (TtCatanGame  *self,
                            int           seat,
                            GError      **error)
{
  const char *why;
  CatanAction moves[4];

  g_return_val_if_fail (TT_IS_CATAN_GAME (self), FALSE);
  why = tt_catan_game_why_not_counter (self, seat);
  if (why != NULL)
    {
      g_set_error_literal (error, CATAN_STATE_ERROR, CATAN_ERROR_TRADE, why);
      return FALSE;
    }
  /* the first move ends the offer and forgets the counters: the moves
   * are made first */
  counter_moves (self, seat, moves);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    if (!tt_catan_game_play_action (self, &moves[i], error))
      return FALSE;
  return TRUE;
}

void
tt_catan_game_forget_counters (TtCatanGame *self)
{
  g_return_if_fail (TT_IS_CATAN_GAME (self));
  memset (counters (self), 0, sizeof (TtCatanCounters));
}
