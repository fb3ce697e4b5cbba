/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-prompt.c — what the Catan view asks under the board */
#include "config.h"

#include <glib/gi18n.h>

#include "catan/catan-decisions.h"
#include "tt-catan-prompt.h"

/* Cities & Knights: what the seat owes the others. */
static char *
respond_prompt (TtGame           *game,
                const CatanState *state,
                int               who)
{
  const CatanPlayer *p = &state->players[who];
  const char *name = tt_game_get_player_name (game, who);

  if (p->discard_owed > 0)
    return g_strdup_printf (ngettext ("%s has too many cards: choose %d to discard",
                                      "%s has too many cards: choose %d to discard",
                                      p->discard_owed),
                            name, p->discard_owed);
  if (p->give_owed > 0)
    return g_strdup_printf (ngettext ("%s, give %d card to %s",
                                      "%s, give %d cards to %s", p->give_owed),
                            name, p->give_owed, tt_game_get_player_name (game, state->current));
  if (p->progress_drop_owed > 0)
    return g_strdup_printf (_("%s holds too many progress cards: give one up"), name);
  if (p->progress_pick_owed > 0)
    return g_strdup_printf (_("%s, draw a progress card from a track"), name);
  if (p->aqueduct_owed > 0)
    return g_strdup_printf (_("%s, the Aqueduct gives you a resource of your choice"), name);
  if (p->pillage_owed > 0)
    return g_strdup_printf (_("%s, the barbarians won: choose the city they reduce"), name);
  if (state->retreat_player == who)
    return g_strdup_printf (_("%s, your knight was displaced: choose a marked corner for it"), name);
  return g_strdup_printf (_("%s, choose what to do"), name);
}

/* A move begun: what the draft asks next, after the card being played
 * (not the roll, whatever the phase), else after the player's name. */
static char *
draft_prompt (TtMoveDraft *draft,
              const char  *name)
{
  g_autoptr(TtMoveChoice) first = g_list_model_get_item (tt_move_draft_get_path (draft), 0);
  const TtRulesDecision *d = tt_move_choice_get_decision (first);
  const char *question = tt_move_draft_get_prompt (draft);

  if (d->kind == CATAN_DECISION_ACTION && d->value[0] == CATAN_ACTION_PLAY_MONOPOLY)
    return g_strdup (_("Monopoly: choose the resource to take from everyone"));
  if (d->kind == CATAN_DECISION_ACTION && d->value[0] == CATAN_ACTION_PLAY_YEAR_OF_PLENTY)
    return g_strdup (_("Year of Plenty: choose the resources to take from the bank"));
  if (d->kind == CATAN_DECISION_ACTION && d->value[0] == CATAN_ACTION_PROGRESS)
    name = tt_catan_progress_label (d->value[1]);
  /* Translators: a player's name (or the card played) and the question
   * of the move being made */
  return g_strdup_printf (_("%s: %s"), name, question);
}

char *
tt_catan_prompt_text (TtCatanGame *catan,
                      TtMoveDraft *draft)
{
  TtGame *game = TT_GAME (catan);
  const CatanState *state = tt_catan_game_get_state (catan);
  int who = tt_game_get_current_player (game);
  const char *name;

  if (state == NULL)
    return g_strdup ("");
  if (catan_state_is_finished (state))
    return g_strdup (_("The game is over"));
  if (who < 0)
    return g_strdup ("");
  name = tt_game_get_player_name (game, who);
  if (tt_game_is_computer (game, who))
    return who == state->current ? g_strdup_printf (_("%s is thinking…"), name)
                                 : g_strdup_printf (_("Waiting for %s to answer"), name);
  if (g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0
      && tt_move_draft_get_prompt (draft) != NULL)
    return draft_prompt (draft, name);
  switch (state->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      return g_strdup_printf (_("%s, place a settlement on a marked corner"), name);
    case CATAN_PHASE_SETUP_ROAD:
      return g_strdup_printf (_("%s, place a road next to it"), name);
    case CATAN_PHASE_ROLL:
      return g_strdup_printf (_("%s, roll the dice"), name);
    case CATAN_PHASE_DISCARD:
      return g_strdup_printf (ngettext ("%s has too many cards: choose %d to discard",
                                        "%s has too many cards: choose %d to discard",
                                        state->players[who].discard_owed),
                              name, state->players[who].discard_owed);
    case CATAN_PHASE_ROBBER:
      return g_strdup_printf (_("%s, move the robber to a marked hex"), name);
    case CATAN_PHASE_MAIN:
      return g_strdup_printf (_("%s, build, trade or end the turn"), name);
    case CATAN_PHASE_ROAD_BUILDING:
      return g_strdup_printf (_("%s, place a free road"), name);
    case CATAN_PHASE_TRADE:
      if (who == state->current)
        return g_strdup_printf (_("%s, choose a partner or withdraw the offer"), name);
      {
        g_autofree char *give = tt_catan_cards_text (state->trade_give);
        g_autofree char *get = tt_catan_cards_text (state->trade_get);

        return g_strdup_printf (_("%s, %s offers %s for your %s"), name,
                                tt_game_get_player_name (game, state->current), give, get);
      }
    case CATAN_PHASE_RESPOND:
      return respond_prompt (game, state, who);
    default:
      return g_strdup_printf (_("%s, choose what to do"), name);
    }
}

char *
tt_catan_status_text (const CatanState *state)
{
  static const char * const events[] = {
    NULL, N_("ship"), N_("ship"), N_("ship"), N_("science gate"), N_("trade gate"), N_("politics gate"),
  };

  if (!state->options.cities_and_knights)
    return NULL;
  if (state->last_event >= 1 && state->last_event <= 6)
    return g_strdup_printf (_("Barbarians %u of %d steps · event die: %s"), state->barbarian,
                            CATAN_BARBARIAN_STEPS, _(events[state->last_event]));
  return g_strdup_printf (_("Barbarians %u of %d steps"), state->barbarian, CATAN_BARBARIAN_STEPS);
}
