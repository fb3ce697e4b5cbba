/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-actions.c — applying a move: places, contracts, builds and free
 * actions */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

/* ---------------------------------------------------------------------- */
/* Actions                                                                 */

static const char * const act_names[ORA_N_ACTS] = {
  "place", "contract", "fell", "cut", "build", "buy_district", "buy_plot",
  "flip_grain", "sell_wine", "sell_whiskey", "settle", "pass", "bonus", "end_turn",
};

const char *
ora_action_type_name (OraActionType type)
{
  g_return_val_if_fail (type < ORA_N_ACTS, "?");
  return act_names[type];
}

static gboolean
is_free_action (OraActionType type)
{
  return type >= ORA_ACT_BUY_DISTRICT && type <= ORA_ACT_SELL_WHISKEY;
}

static gboolean
use_building (OraState        *s,
              const OraAction *a,
              int              user,
              int              owner,
              GPtrArray       *events,
              GError         **error)
{
  Run run = { s, a, 0, user, events, 0, 0, 0 };
  const OraCell *cell = &s->players[owner].cells[a->row][a->col];

  if (!ora_run_use (&run, owner, a->row, a->col, cell->card, 0, error))
    return FALSE;
  if (run.fi != a->n_frames)
    return RULE (error, "move: %d choice frame(s) were not used", a->n_frames - run.fi);
  return TRUE;
}

static gboolean
target_building (const OraState  *s,
                 int              owner,
                 int              r,
                 int              c,
                 const char      *rule,
                 GError         **error)
{
  const OraCell *cell;

  if (owner < 0 || owner >= s->n_players || !cell_exists (&s->players[owner], r, c))
    return RULE (error, "%s: no such space", rule);
  cell = &s->players[owner].cells[r][c];
  if (cell->card < 0 || card_at (s, cell->card)->settlement)
    return RULE (error, "%s: (%d,%d) holds no building", rule, r, c);
  return TRUE;
}

static gboolean
apply_place (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  int p = s->current, clergy;

  if (!target_building (s, p, a->row, a->col, "place clergyman", error))
    return FALSE;
  if (s->players[p].cells[a->row][a->col].occupant >= 0)
    return RULE (error, "place clergyman: the building is occupied");
  clergy = free_clergy (s, p, a->clergy == 0);
  if (clergy < 0)
    return RULE (error, "place clergyman: no free %s", a->clergy == 0 ? "prior" : "monk");
  put_clergy (s, p, clergy, p, a->row, a->col);
  ora_event (events, "player %d places a %s on %s", p, clergy == 0 ? "prior" : "monk",
             card_at (s, s->players[p].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, p, events, error);
}

static gboolean
apply_contract (OraState        *s,
                const OraAction *a,
                GPtrArray       *events,
                GError         **error)
{
  int p = s->current, owner = a->player, clergy;
  OraGood gift = s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY;

  if (owner == p)
    return RULE (error, "work contract: a contract is for another player's building");
  if (!target_building (s, owner, a->row, a->col, "work contract", error))
    return FALSE;
  if (s->players[owner].cells[a->row][a->col].occupant >= 0)
    return RULE (error, "work contract: the building is occupied");
  clergy = contract_clergy (s, owner, a->clergy);
  if (owner == s->neutral)
    {
      if (clergy < 0)
        return RULE (error, "work contract: the neutral player's %s is not free", a->clergy == 0 ? "prior" : "monk");
      if (s->neutral_offer && !s->neutral_new[a->row * ORA_COLS + a->col])
        return RULE (error, "neutral building: only a building the neutral player has just built");
    }
  if (clergy < 0)
    return RULE (error, "work contract: player %d has no free clergyman", owner);
  if (a->gift)
    {
      if (s->players[p].goods[gift] < 1)
        return RULE (error, "work contract: the gift needs 1 %s", ora_goods[gift].name);
      s->players[p].goods[gift]--;
    }
  else
    {
      if (!pay_coins_by (s, s->players[p].goods, s->contract_cost))
        return RULE (error, "work contract: costs %d coin(s)", s->contract_cost);
      /* The neutral player's fee goes to the supply. */
      if (owner != s->neutral)
        s->players[owner].goods[ORA_COIN] += s->contract_cost;
    }
  put_clergy (s, owner, clergy, owner, a->row, a->col);
  ora_event (events, "player %d hires player %d's %s for %s", p, owner, clergy == 0 ? "prior" : "monk",
             card_at (s, s->players[owner].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, owner, events, error);
}

static gboolean
apply_bonus_place (OraState        *s,
                   const OraAction *a,
                   GPtrArray       *events,
                   GError         **error)
{
  int p = s->current;

  if (!target_building (s, a->player, a->row, a->col, "bonus round", error))
    return FALSE;
  if (free_clergy (s, p, TRUE) < 0)
    return RULE (error, "bonus round: the prior is not free");
  put_clergy (s, p, ORA_PRIOR, a->player, a->row, a->col);
  ora_event (events, "player %d places the prior on %s in the bonus round", p,
             card_at (s, s->players[a->player].cells[a->row][a->col].card)->id);
  return use_building (s, a, p, a->player, events, error);
}

static gboolean
apply_build (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  int p = s->current;

  if (a->card < 0 || a->card >= s->set->n_cards)
    return RULE (error, "build: no such building");
  if (!ora_do_build (s, p, a->card, a->row, a->col, events, error))
    return FALSE;
  if (a->clergy > 0)
    {
      if (free_clergy (s, p, TRUE) < 0)
        return RULE (error, "build: the prior is not free to use the new building");
      put_clergy (s, p, ORA_PRIOR, p, a->row, a->col);
      return use_building (s, a, p, p, events, error);
    }
  if (a->n_frames > 0)
    return RULE (error, "build: choices given but the prior is not placed");
  return TRUE;
}

static gboolean
apply_free (OraState        *s,
            const OraAction *a,
            GPtrArray       *events,
            GError         **error)
{
  int p = s->current;
  gint16 *goods = s->players[p].goods;

  switch (a->type)
    {
    case ORA_ACT_BUY_DISTRICT:
    case ORA_ACT_BUY_PLOT:
      if (!land_allowed (s))
        return RULE (error, "landscape: one purchase per turn and per settlement phase");
      if (a->type == ORA_ACT_BUY_DISTRICT ? !ora_take_district (s, p, a->side, a->row, FALSE, events, error)
                                          : !ora_take_plot (s, p, a->side, a->row, FALSE, events, error))
        return FALSE;
      s->land_bought = TRUE;
      if (s->stage == ORA_STAGE_ACTIONS)
        s->land_streak |= land_slot (s);
      return TRUE;
    case ORA_ACT_FLIP_GRAIN:
      if (goods[ORA_GRAIN] < 1)
        return RULE (error, "flip grain: no grain");
      goods[ORA_GRAIN]--;
      goods[ORA_STRAW]++;
      return TRUE;
    case ORA_ACT_SELL_WINE:
      if (goods[ORA_WINE] < 1)
        return RULE (error, "wine for coin: no wine");
      goods[ORA_WINE]--;
      goods[ORA_COIN] += 1;
      return TRUE;
    case ORA_ACT_SELL_WHISKEY:
      if (goods[ORA_WHISKEY] < 1)
        return RULE (error, "whiskey for coins: no whiskey");
      goods[ORA_WHISKEY]--;
      goods[ORA_COIN] += 2;
      return TRUE;
    default:
      return RULE (error, "move: not a free action");
    }
}

/* Solo: at the start of a settlement phase, the player may hire the
 * neutral prior for a building the neutral player has just built. */
static gboolean
apply_neutral_offer (OraState        *s,
                     const OraAction *a,
                     GPtrArray       *events,
                     GError         **error)
{
  int p = s->current;

  if (a->type == ORA_ACT_PASS)
    {
      s->neutral_offer = FALSE;
      ora_event (events, "player %d leaves the neutral prior alone", p);
      return TRUE;
    }
  if (a->type != ORA_ACT_CONTRACT || a->player != s->neutral || a->clergy != 0)
    return RULE (error, "neutral building: hire the neutral prior for a new building, or pass");
  if (!apply_contract (s, a, events, error))
    return FALSE;
  s->neutral_offer = FALSE;
  /* Solo rules, step 5: the prior may have been the neutral player's last
   * clergyman at home; then all three return before the settlement phase,
   * free for the player's contracts of the coming round. */
  if (ora_return_clergy_if_all_out (s, s->neutral))
    ora_event (events, "the neutral player's clergy return home");
  return TRUE;
}

static gboolean
apply_settlement (OraState        *s,
                  const OraAction *a,
                  gboolean         finish,
                  GPtrArray       *events,
                  GError         **error)
{
  int p = s->current;

  if (a->type == ORA_ACT_PASS)
    {
      ora_event (events, "player %d does not settle", p);
      ora_next_settler (s, events);
      return TRUE;
    }
  if (a->type != ORA_ACT_SETTLE)
    return RULE (error, "settlement phase: settle, buy land or pass");
  if (!ora_do_settle (s, p, a->card, a->row, a->col, events, error))
    return FALSE;
  if (finish)
    ora_next_settler (s, events);
  return TRUE;
}

/* `finish`: FALSE for a trial whose state is thrown away, which stops
 * once the move is known to be legal: ending the turn never refuses a
 * move and pays nothing. */
gboolean
ora_apply_main (OraState        *s,
                const OraAction *a,
                gboolean         finish,
                GPtrArray       *events,
                GError         **error)
{
  int p = s->current;

  if (s->stage == ORA_STAGE_OVER)
    return RULE (error, "game over: no more moves");
  if (s->main_done && !is_free_action (a->type))
    {
      if (a->type != ORA_ACT_END_TURN)
        return RULE (error, "turn: the main action is taken; only free actions or the end of the turn");
      s->main_done = FALSE;
      ora_end_turn (s, events);
      return TRUE;
    }
  if (a->type == ORA_ACT_END_TURN)
    return RULE (error, "turn: take a main action first");
  if (is_free_action (a->type))
    {
      if (s->stage == ORA_STAGE_SETTLEMENT && a->type != ORA_ACT_BUY_DISTRICT && a->type != ORA_ACT_BUY_PLOT &&
          a->type != ORA_ACT_FLIP_GRAIN && a->type != ORA_ACT_SELL_WINE && a->type != ORA_ACT_SELL_WHISKEY)
        return RULE (error, "settlement phase: only land, settling and exchanges");
      return apply_free (s, a, events, error);
    }
  if (s->stage == ORA_STAGE_SETTLEMENT)
    return s->neutral_offer ? apply_neutral_offer (s, a, events, error)
                            : apply_settlement (s, a, finish, events, error);
  if (s->stage == ORA_STAGE_BONUS)
    {
      if (a->type != ORA_ACT_BUILD && a->type != ORA_ACT_BONUS_PLACE && a->type != ORA_ACT_PASS)
        return RULE (error, "bonus round: build, place the prior, or pass");
    }
  else if (a->type == ORA_ACT_BONUS_PLACE || a->type == ORA_ACT_SETTLE || a->type == ORA_ACT_PASS)
    return RULE (error, "turn: %s is not possible now", act_names[a->type]);

  switch (a->type)
    {
    case ORA_ACT_PLACE:
      if (!apply_place (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_CONTRACT:
      if (!apply_contract (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_FELL:
    case ORA_ACT_CUT:
      {
        Run run = { s, a, 0, p, events, 0, 0, 0 };
        int cell = a->row < 0 ? -1 : a->row * ORA_COLS + a->col;

        if (!ora_produce_cover (&run, a->type == ORA_ACT_FELL ? ORA_COVER_FOREST : ORA_COVER_MOOR,
                                cell, a->joker, error))
          return FALSE;
      }
      break;
    case ORA_ACT_BUILD:
      if (!apply_build (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_BONUS_PLACE:
      if (!apply_bonus_place (s, a, events, error))
        return FALSE;
      break;
    case ORA_ACT_PASS:
      ora_event (events, "player %d passes", p);
      break;
    default:
      return RULE (error, "move: unknown action");
    }
  if (!finish)
    return TRUE;
  if (a->keep_turn && s->stage != ORA_STAGE_OVER)
    {
      s->main_done = TRUE;
      return TRUE;
    }
  ora_end_turn (s, events);
  return TRUE;
}

static gboolean
pay_start (OraState        *s,
           const OraAction *a,
           GError         **error)
{
  gboolean any = FALSE;

  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      const OraGoodInfo *info = &ora_goods[g];

      if (a->pay[g] < 0)
        return RULE (error, "payment: a negative count of %s", ora_goods[g].name);
      if (a->pay[g] == 0)
        continue;
      /* pay_unit() of each kind. */
      if (info->food2 <= 0 && info->energy2 <= 0 && info->money <= 0 && info->points <= 0)
        return RULE (error, "payment: %s is worth no food, energy, coins or points", ora_goods[g].name);
      any = TRUE;
    }
  if (!any)
    return RULE (error, "payment: \"pay\" names no goods");
  pay_start_chosen (s, a->pay);
  return TRUE;
}

static gboolean
apply_inner (OraState        *s,
             const OraAction *a,
             GPtrArray       *events,
             GError         **error)
{
  return ora_apply_main (s, a, TRUE, events, error);
}

gboolean
ora_state_apply (OraState        *state,
                 const OraAction *action,
                 GPtrArray       *events,
                 GError         **error)
{
  OraState backup;
  guint n_events = events ? events->len : 0;

  /* Keep a copy so a broken rule leaves the state untouched. */
  ora_state_copy_into (&backup, state);
  if (action->pay_set && !pay_start (state, action, error))
    {
      ora_state_copy_into (state, &backup);
      return FALSE;
    }
  if (!apply_inner (state, action, events, error) ||
      (action->pay_set && !ora_pay_finish (state, state->players[state->pay.player].goods, error)))
    {
      if (action->pay_set && state->pay.fail_kind >= 0 && error && *error)
        {
          OraAmount paid = { { 0 } }, need = { { 0 } };
          g_autofree char *paid_text = NULL, *need_text = NULL;

          paid.n[state->pay.fail_kind] = state->pay.fail_paid;
          need.n[state->pay.fail_kind] = state->pay.fail_need;
          paid_text = ora_amount_to_string (&paid, 1);
          need_text = ora_amount_to_string (&need, 1);
          g_prefix_error (error, "payment: the chosen goods cover %s of %s "
                          "(overpaying is allowed, but no change is given): ",
                          state->pay.fail_paid > 0 ? paid_text : "none", need_text);
        }
      ora_state_copy_into (state, &backup);
      if (events)
        g_ptr_array_set_size (events, n_events);
      return FALSE;
    }
  state->pay.mode = PAY_AUTO;
  state->n_actions++;
  return TRUE;
}

gboolean
ora_state_is_finished (const OraState *state)
{
  return state->stage == ORA_STAGE_OVER;
}

int
ora_state_get_current_player (const OraState *state)
{
  return state->current;
}

