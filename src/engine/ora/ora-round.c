/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-round.c — the flow of a game: rounds, turns, settlement phases and
 * the bonus round */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

static int
humans (const OraState *s)
{
  return mode_of (s)->players;
}

/* How many actions a round has and who takes each: 3-4 players go round
 * the table and the start player acts again; two players take two
 * actions each turn; the long two-player game goes 2-then-1. */
static int
round_length (const OraState *s)
{
  if (s->final_round)
    return 1;
  switch (s->mode_id)
    {
    case ORA_MODE_TWO:
    case ORA_MODE_SOLO:
      return 2;
    case ORA_MODE_LONG2:
      return 3;
    default:
      return s->n_players + 1;
    }
}

static int
turn_player (const OraState *s,
             int             turn)
{
  switch (s->mode_id)
    {
    case ORA_MODE_TWO:
    case ORA_MODE_SOLO:
      return s->start_player;
    case ORA_MODE_LONG2:
      return turn < 2 ? s->start_player : 1 - s->start_player;
    default:
      return (s->start_player + turn) % s->n_players;
    }
}

static int
display_count (const OraState *s)
{
  int n = 0;

  for (int i = 0; i < s->first_settlement; i++)
    n += s->card_loc[i] == ORA_LOC_DISPLAY;
  return n;
}

/* Solo: at each settlement phase every building on display is built onto
 * the neutral heartland over an unoccupied building of the same kind
 * (cloister over cloister), terrain ignored. The engine takes the first
 * such space in reading order, preferring ones not covered this phase. */
static void
neutral_build_all (OraState  *s,
                   GPtrArray *events)
{
  OraPlayer *np = &s->players[s->neutral];

  memset (s->neutral_new, 0, sizeof s->neutral_new);
  for (int i = 0; i < s->first_settlement; i++)
    {
      int best = -1;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      for (int pass = 0; pass < 2 && best < 0; pass++)
        for (int k = 0; k < ORA_ROWS * ORA_COLS && best < 0; k++)
          {
            const OraCell *cell = &np->cells[k / ORA_COLS][k % ORA_COLS];

            if (cell->card >= 0 && cell->occupant < 0 &&
                card_at (s, cell->card)->cloister == card_at (s, i)->cloister &&
                (pass == 1 || !s->neutral_new[k]))
              best = k;
          }
      if (best < 0)
        continue;
      np->cells[best / ORA_COLS][best % ORA_COLS].card = i;
      ora_state_mark_built (s, i);
      s->neutral_new[best] = 1;
      ora_event (events, "the neutral player builds %s at (%d,%d)", card_at (s, i)->id, best / ORA_COLS, best % ORA_COLS);
    }
  s->neutral_offer = free_clergy (s, s->neutral, TRUE) >= 0;
}

static void
begin_settlement (OraState  *s,
                  int        phase,
                  GPtrArray *events)
{
  s->stage = ORA_STAGE_SETTLEMENT;
  s->settle_phase = phase;
  s->settle_turn = 0;
  s->current = s->start_player % humans (s);
  s->land_bought = FALSE;
  ora_event (events, "settlement phase %c", 'A' + phase);
  if (s->neutral >= 0)
    neutral_build_all (s, events);
}

static void
advance_wheel (OraState *s)
{
  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      if (s->wheel[t] < 0)
        continue;
      /* Solo: a token the arm would push is taken out of the game. */
      if (s->wheel[t] == 12 && s->mode_id == ORA_MODE_SOLO)
        s->wheel[t] = -2;
      else if (s->wheel[t] < 12)
        s->wheel[t]++;
    }
}

/* Grapes (France) and stone come into play at the start of their rounds. */
static void
tokens_enter (OraState *s)
{
  const OraMode *mode = mode_of (s);

  if (s->variant == ORA_VARIANT_FRANCE && s->round == mode->grapes_round && s->wheel[ORA_TOKEN_GRAPES] == -1)
    s->wheel[ORA_TOKEN_GRAPES] = 0;
  if (s->round == mode->stone_round && s->wheel[ORA_TOKEN_STONE] == -1)
    s->wheel[ORA_TOKEN_STONE] = 0;
}

/* A record's prepared start at a later round ("setup": { "round": R }):
 * the position as if rounds up to R had begun with nobody producing — the
 * wheel turned once per round (tokens aging, grapes and stone entering at
 * their rounds) and the start player passed on each round. Settlement
 * phases and the goods of short games are left to the rest of the setup. */
void
ora_state_setup_round (OraState *s,
                       int       round)
{
  while (s->round < round)
    {
      s->round++;
      advance_wheel (s);
      tokens_enter (s);
      s->start_player = (s->start_player + 1) % humans (s);
    }
  s->turn = 0;
  s->current = turn_player (s, 0);
}

void
ora_start_round (OraState  *s,
                 GPtrArray *events)
{
  const OraMode *mode = mode_of (s);

  s->round++;
  for (int p = 0; p < s->n_players; p++)
    ora_return_clergy_if_all_out (s, p);
  advance_wheel (s);
  tokens_enter (s);
  /* Short games: the goods printed beside the space the arm passes. */
  if (s->round <= mode->n_round_goods)
    for (int p = 0; p < s->n_players; p++)
      if (p != s->neutral)
        gain_amount (s->players[p].goods, &mode->round_goods[s->round - 1], 1);
  s->turn = 0;
  s->current = turn_player (s, 0);
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  ora_event (events, "round %d, start player %d", s->round, s->start_player);
  if (s->next_settlement < 4 && s->round == mode->settlement_round[s->next_settlement])
    begin_settlement (s, s->next_settlement, events);
  else
    s->stage = ORA_STAGE_ACTIONS;
}

/* Rulebook: the bonus round is a round (25th, 13th in the short game) and,
 * like every round, begins by turning the production wheel. */
static void
begin_bonus (OraState  *s,
             GPtrArray *events)
{
  s->round++;
  advance_wheel (s);
  s->stage = ORA_STAGE_BONUS;
  s->turn = 0;
  s->current = s->start_player;
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  for (int p = 0; p < s->n_players; p++)
    ora_return_clergy_of (s, p, ORA_PRIOR);
  ora_event (events, "round %d: bonus round, start player %d", s->round, s->start_player);
}

static void
game_over (OraState  *s,
           GPtrArray *events)
{
  s->stage = ORA_STAGE_OVER;
  ora_event (events, "game over");
}

void
ora_end_turn (OraState  *s,
              GPtrArray *events)
{
  const OraMode *mode = mode_of (s);
  int prev = s->current;

  s->turn++;
  if (s->stage == ORA_STAGE_BONUS)
    {
      s->land_bought = FALSE;
      s->once_used[0] = s->once_used[1] = 0;
      if (s->turn >= s->n_players)
        begin_settlement (s, 4, events);
      else
        s->current = (s->start_player + s->turn) % s->n_players;
      return;
    }
  /* Two players: once D is out and at most one building is left, the turn
   * ends, the wheel turns once more and the other player acts once. */
  if (s->mode_id == ORA_MODE_TWO && !s->final_round && s->next_settlement >= 4 && display_count (s) <= 1)
    s->end_pending = TRUE;
  if (s->turn < round_length (s))
    {
      s->current = turn_player (s, s->turn);
      if (s->current != prev)
        s->land_streak = s->streak_pos = 0;
      else
        s->streak_pos++;
      if (s->current != prev || s->mode_id == ORA_MODE_LONG2)
        {
          s->land_bought = FALSE;
          s->once_used[0] = s->once_used[1] = 0;
        }
      return;
    }
  s->land_bought = FALSE;
  s->once_used[0] = s->once_used[1] = 0;
  if (s->final_round ||
      (s->mode_id == ORA_MODE_LONG2 && s->next_settlement >= 4 && display_count (s) <= 3) ||
      s->round >= ORA_MAX_ROUNDS)
    {
      game_over (s, events);
      return;
    }
  s->start_player = (s->start_player + 1) % humans (s);
  if (mode->rounds > 0 && s->round >= mode->rounds)
    {
      if (mode->bonus_round)
        begin_bonus (s, events);
      else
        begin_settlement (s, 4, events);
      return;
    }
  if (s->end_pending)
    s->final_round = TRUE;
  ora_start_round (s, events);
  if (s->current != prev)
    s->land_streak = s->streak_pos = 0;
  else
    s->streak_pos++;
}

static void
finish_settlement (OraState  *s,
                   GPtrArray *events)
{
  int phase = s->settle_phase;

  if (phase == 4)
    {
      game_over (s, events);
      return;
    }
  for (int i = 0; i < 8; i++)
    if ((int) card_at (s, s->first_settlement + i)->phase == ORA_PHASE_A + phase)
      for (int p = 0; p < humans (s); p++)
        s->players[p].hand |= 1u << i;
  for (int i = 0; i < s->first_settlement; i++)
    if (s->card_loc[i] == ORA_LOC_STACK && (int) card_at (s, i)->phase == ORA_PHASE_A + phase)
      s->card_loc[i] = ORA_LOC_DISPLAY;
  s->next_settlement = phase + 1;
  s->stage = ORA_STAGE_ACTIONS;
  s->turn = 0;
  s->current = turn_player (s, 0);
  s->land_bought = FALSE;
  ora_event (events, "new buildings and settlements of phase %c", 'A' + phase);
}

void
ora_next_settler (OraState  *s,
                  GPtrArray *events)
{
  s->settle_turn++;
  s->land_bought = FALSE;
  if (s->settle_turn >= humans (s))
    finish_settlement (s, events);
  else
    s->current = (s->start_player + s->settle_turn) % humans (s);
}

