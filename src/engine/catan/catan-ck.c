/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ck.c — Cities & Knights: commodities, the event die, barbarians,
 * city improvements and metropolises, knights, city walls and the 54
 * progress cards of the seed.
 *
 * Where the seed is short we follow the published Cities & Knights rules;
 * each such choice says "Published rule:" or "Our choice:" and is covered in
 * tests/records/catan/ck-*.json or tests/catan/test-catan-ck.c.
 */
#include "catan-ck-private.h"

#include <string.h>

/* Seed: counts of the 54 progress cards. */
static const guint8 progress_counts[CATAN_N_PROGRESS] = {
  2, 2, 2, 2, 1, 2, 1, 2, 2, 2,       /* science 18 */
  2, 2, 1, 2, 2, 3, 2, 2, 2,          /* politics 18 */
  6, 2, 2, 2, 2, 4,                   /* trade 18 */
};

const char *
catan_progress_name (CatanProgress card)
{
  return card < CATAN_N_PROGRESS ? progress_names[card] : "?";
}

/* How many of the 54 progress cards are of this kind (the rules catalogue
 * checks its counts against these). */
guint
catan_progress_copies (CatanProgress card)
{
  return card < CATAN_N_PROGRESS ? progress_counts[card] : 0;
}

int
catan_progress_from_name (const char *name)
{
  for (int i = 0; progress_names[i] != NULL; i++)
    if (g_strcmp0 (progress_names[i], name) == 0)
      return i;
  return -1;
}

int
catan_progress_track (CatanProgress card)
{
  if (card <= CATAN_PROGRESS_ROAD_BUILDING)
    return CATAN_TRACK_SCIENCE;
  if (card <= CATAN_PROGRESS_WARLORD)
    return CATAN_TRACK_POLITICS;
  return CATAN_TRACK_TRADE;
}

const char *
catan_track_name (CatanTrack track)
{
  return track <= CATAN_TRACK_POLITICS ? track_names[track] : "?";
}

int
catan_track_from_name (const char *name)
{
  for (int i = 0; track_names[i] != NULL; i++)
    if (g_strcmp0 (track_names[i], name) == 0)
      return i;
  return -1;
}

/* science → paper, trade → cloth, politics → coin */
int
track_commodity (int track)
{
  return CATAN_PAPER + track;
}

void
catan_ck_init (CatanState *state)
{
  for (int c = CATAN_PAPER; c <= CATAN_COIN; c++)
    state->bank[c] = COMMODITY_BANK;
  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    {
      int t = catan_progress_track (k);

      for (int i = 0; i < progress_counts[k]; i++)
        state->progress_deck[t][state->progress_len[t]++] = (guint8) k;
    }
  for (int t = 0; t < 3; t++)
    {
      tt_rng_shuffle (&state->rng, state->progress_deck[t], state->progress_len[t], 1);
      state->metropolis[t] = -1;
      state->metropolis_corner[t] = -1;
    }
  for (int p = 0; p < state->options.n_players; p++)
    {
      state->players[p].walls_left = WALLS;
      for (int l = 0; l < 3; l++)
        state->players[p].knights_left[l] = KNIGHTS_PER_LEVEL;
    }
  state->merchant_owner = -1;
  state->merchant_hex = -1;
  state->retreat_player = -1;
  state->fleet_card = -1;
}

void
catan_ck_start_turn (CatanState *state)
{
  for (guint c = 0; c < state->board->n_corners; c++)
    state->knight_flags[c] &= CATAN_KNIGHT_ACTIVE;
  state->crane = FALSE;
  state->fleet_card = -1;
}

int
catan_ck_vp (const CatanState *state, int player)
{
  const CatanPlayer *p = &state->players[player];
  int vp = p->progress_vp + p->defender_vp;

  for (int t = 0; t < 3; t++)
    vp += 2 * (state->metropolis[t] == player);
  vp += state->merchant_owner == player;
  return vp;
}

int
catan_ck_trade_ratio (const CatanState *state, int player, int card, int base_ratio)
{
  int ratio = base_ratio;

  /* Published rule: the Trading House (trade level 3) trades commodities 2:1. */
  if (card >= CATAN_PAPER && state->players[player].improvements[CATAN_TRACK_TRADE] >= 3)
    ratio = 2;
  /* Seed: Merchant Fleet, 2:1 for the chosen card this turn. */
  if (state->fleet_card == card && player == state->current)
    ratio = 2;
  /* Seed: the merchant's holder trades its hex's resource 2:1. */
  if (state->merchant_owner == player && state->merchant_hex >= 0
      && state->board->hexes[state->merchant_hex].terrain == card)
    ratio = 2;
  return ratio;
}

int
catan_state_knight_strength (const CatanState *state,
                             int               player)
{
  int strength = 0;

  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->knight_level[c] != 0 && state->corner_owner[c] == player
        && (state->knight_flags[c] & CATAN_KNIGHT_ACTIVE))
      strength += state->knight_level[c];
  return strength;
}

/* Published rule: more than four progress cards (points excluded) means
 * dropping one at once; on one's own turn a fifth may be kept to be played,
 * and the limit of four is checked when the turn ends. */
void
check_progress_limit (CatanState *state, int player)
{
  CatanPlayer *p = &state->players[player];
  int limit = CATAN_PROGRESS_LIMIT + (player == state->current);

  if (progress_hand (p) > limit)
    p->progress_drop_owed = (guint8) (progress_hand (p) - limit);
}

gboolean
catan_ck_end_turn_ok (const CatanState *state, GError **error)
{
  if (progress_hand (&state->players[state->current]) > CATAN_PROGRESS_LIMIT)
    return fail (error, CATAN_ERROR_CARD,
                 "cards: at most 4 progress cards at the end of your turn; play or drop one first");
  return TRUE;
}

/* Seed: Printer and Constitution are shown at once for a point; other
 * cards go to the hand. */
static int
draw_progress (CatanState *state, int player, int track, int forced, GArray *events)
{
  CatanPlayer *p = &state->players[player];
  guint8 *deck = state->progress_deck[track];
  int card;

  if (state->progress_len[track] == 0)
    return -1;
  /* A forced draw takes the topmost card of that kind (checked before). */
  for (int i = state->progress_len[track] - 1; i >= 0 && forced >= 0; i--)
    if (deck[i] == forced)
      {
        deck[i] = deck[state->progress_len[track] - 1];
        deck[state->progress_len[track] - 1] = (guint8) forced;
        break;
      }
  card = deck[--state->progress_len[track]];
  emit (events, CATAN_EVENT_PROGRESS_DRAWN, player, -1, card, 0, NULL);
  if (card == CATAN_PROGRESS_PRINTER || card == CATAN_PROGRESS_CONSTITUTION)
    {
      p->progress_vp++;
      return card;
    }
  p->progress[card]++;
  check_progress_limit (state, player);
  return card;
}

static gboolean
draws_on_gate (const CatanState *state, int player, int event, int red)
{
  int level;

  if (event < 4)
    return FALSE;
  level = state->players[player].improvements[event - 4];
  return level >= 1 && red <= level + 1;
}

static gboolean
deck_holds (const CatanState *state, int track, int card, int times)
{
  int n = 0;

  for (int i = 0; i < state->progress_len[track]; i++)
    n += state->progress_deck[track][i] == card;
  return n >= times;
}

/* Forced draws of a roll: only by players who draw, of the gate's colour,
 * and present in the deck. */
gboolean
catan_ck_check_draws (const CatanState *state, const CatanAction *action, int red, int event,
                      GError **error)
{
  for (int p = 0; p < CATAN_MAX_PLAYERS; p++)
    {
      int card = action->draws[p], times = 0;

      if (card < 0)
        continue;
      if (p >= state->options.n_players || !draws_on_gate (state, p, event, red) || card >= CATAN_N_PROGRESS
          || catan_progress_track (card) != event - 4)
        return fail (error, CATAN_ERROR_CARD, "cards: player %d draws no such progress card on this roll", p);
      for (int o = 0; o <= p; o++)
        times += action->draws[o] == card;
      if (!deck_holds (state, event - 4, card, times))
        return fail (error, CATAN_ERROR_CARD, "cards: no %s left in its deck", progress_names[card]);
    }
  return TRUE;
}

/* Published rule: a played card goes under its deck. */
void
return_progress (CatanState *state, int card)
{
  int t = catan_progress_track (card);
  guint8 *deck = state->progress_deck[t];

  memmove (deck + 1, deck, state->progress_len[t]);
  deck[0] = (guint8) card;
  state->progress_len[t]++;
}

int
cities_on_board (const CatanState *state, int player)
{
  int n = 0;

  for (guint c = 0; c < state->board->n_corners; c++)
    n += state->corner_level[c] == 2 && (player < 0 || state->corner_owner[c] == player);
  return n;
}

gboolean
is_metropolis (const CatanState *state, int corner)
{
  for (int t = 0; t < 3; t++)
    if (state->metropolis_corner[t] == corner)
      return TRUE;
  return FALSE;
}

gboolean
pillage_ok (const CatanState *state, int player, int corner)
{
  return corner >= 0 && corner < (int) state->board->n_corners && state->corner_level[corner] == 2
         && state->corner_owner[corner] == player && !is_metropolis (state, corner);
}

static void
reduce_city (CatanState *state, int player, int corner, GArray *events)
{
  state->corner_level[corner] = 1;
  state->players[player].cities_left++;
  state->players[player].settlements_left--;
  if (state->wall[corner])
    {
      state->wall[corner] = 0;
      state->players[player].walls_left++;
    }
  emit (events, CATAN_EVENT_PILLAGED, player, -1, corner, 0, NULL);
}

/* Published rule: the player chooses which city is reduced (a pending
 * answer when there are several). Our choice: with no settlement piece left
 * to put back, the city stands. */
static void
pillage (CatanState *state, int player, GArray *events)
{
  int n = 0, only = -1;

  for (guint c = 0; c < state->board->n_corners; c++)
    if (pillage_ok (state, player, (int) c))
      {
        n++;
        only = (int) c;
      }
  if (n == 0 || state->players[player].settlements_left == 0)
    return;
  if (n == 1)
    reduce_city (state, player, only, events);
  else
    state->players[player].pillage_owed = 1;
}

/* Published rule: the barbarians compare the number of cities (a city
 * with a metropolis counts once, as one piece) with the strength of all active
 * knights. If they win, the
 * weakest defenders with an ordinary city each lose one (metropolises are
 * immune); otherwise the single strongest defender earns a Defender of
 * Catan point, and a tie gives each tied player a progress card of their
 * choice. Afterwards every knight is inactive. Our choice: a player with no
 * active knight cannot be the rewarded defender. */
static void
barbarian_attack (CatanState *state, GArray *events)
{
  int n = state->options.n_players;
  int strength = cities_on_board (state, -1), defence = 0;
  int power[CATAN_MAX_PLAYERS];

  for (int p = 0; p < n; p++)
    defence += power[p] = catan_state_knight_strength (state, p);
  if (strength > defence)
    {
      int weakest = G_MAXINT;

      for (int p = 0; p < n; p++)
        {
          gboolean exposed = FALSE;

          for (guint c = 0; c < state->board->n_corners; c++)
            exposed |= state->corner_level[c] == 2 && state->corner_owner[c] == p && !is_metropolis (state, (int) c);
          if (!exposed)
            power[p] = -1;
          else
            weakest = MIN (weakest, power[p]);
        }
      emit (events, CATAN_EVENT_ATTACK, -1, -1, strength, defence, NULL);
      for (int p = 0; p < n; p++)
        if (power[p] == weakest)
          pillage (state, p, events);
    }
  else
    {
      int best = 0, n_best = 0, best_player = -1;

      for (int p = 0; p < n; p++)
        {
          if (power[p] > best)
            {
              best = power[p];
              n_best = 1;
              best_player = p;
            }
          else if (power[p] == best && best > 0)
            n_best++;
        }
      emit (events, CATAN_EVENT_ATTACK, n_best == 1 ? best_player : -1, -1, strength, defence, NULL);
      if (n_best == 1)
        state->players[best_player].defender_vp++;
      else if (n_best > 1 && state->progress_len[0] + state->progress_len[1] + state->progress_len[2] > 0)
        for (int p = 0; p < n; p++)
          if (power[p] == best)
            state->players[p].progress_pick_owed = 1;
    }
  for (guint c = 0; c < state->board->n_corners; c++)
    state->knight_flags[c] = 0;
  state->barbarian = 0;
  state->robber_free = TRUE;
  emit (events, CATAN_EVENT_BARBARIANS, -1, -1, 0, 0, NULL);
}

/* Event die faces: 1-3 the barbarian ship, 4 science, 5 trade, 6 politics.
 * Seed and published rule: a city gate gives a progress card of its colour
 * to each player whose improvement in that colour reaches the red die
 * (level L draws on red 1 … L+1), in turn order from the roller. */
void
catan_ck_event (CatanState *state, int event, int red, gint8 *draws, GArray *events)
{
  int n = state->options.n_players;

  if (event <= 3)
    {
      state->barbarian++;
      emit (events, CATAN_EVENT_BARBARIANS, -1, -1, state->barbarian, 0, NULL);
      if (state->barbarian >= CATAN_BARBARIAN_STEPS)
        barbarian_attack (state, events);
      return;
    }
  for (int i = 0; i < n; i++)
    {
      int p = (state->current + i) % n;

      if (draws_on_gate (state, p, event, red))
        draws[p] = (gint8) draw_progress (state, p, event - 4, draws[p], events);
    }
}

gboolean
catan_ck_pending (const CatanState *state)
{
  if (state->retreat_player >= 0)
    return TRUE;
  for (int p = 0; p < state->options.n_players; p++)
    {
      const CatanPlayer *pl = &state->players[p];

      if (pl->discard_owed || pl->give_owed || pl->progress_drop_owed || pl->progress_pick_owed
          || pl->aqueduct_owed || pl->pillage_owed)
        return TRUE;
    }
  return FALSE;
}

/* After anything that may leave answers owed: wait for them (RESPOND) or
 * continue with the phase that was interrupted. */
void
catan_ck_resume (CatanState *state)
{
  if (state->phase == CATAN_PHASE_OVER)
    return;
  if (catan_ck_pending (state))
    {
      if (state->phase != CATAN_PHASE_RESPOND)
        state->phase = CATAN_PHASE_RESPOND;
      return;
    }
  state->phase = state->resume_phase;
}

void
wait_for_answers (CatanState *state, CatanPhase then)
{
  state->resume_phase = (guint8) then;
  catan_ck_resume (state);
}
/* ---- answers -------------------------------------------------------------- */

/* Cards given to the current player (Wedding, Commercial Harbor). */
static gboolean
give_cards (CatanState *state, const CatanAction *action, GError **error)
{
  int p = action->player;
  CatanPlayer *player = &state->players[p];
  int total = card_total (action->give);

  if (player->give_owed == 0)
    return fail (error, CATAN_ERROR_DISCARD, "give: player %d owes no cards", p);
  if (total != player->give_owed || !can_pay (player, action->give))
    return fail (error, CATAN_ERROR_DISCARD, "give: player %d gives %d card(s) from their hand",
                 p, player->give_owed);
  for (int i = 0; i < CATAN_PAPER && player->give_commodity; i++)
    if (action->give[i] != 0)
      return fail (error, CATAN_ERROR_DISCARD, "give: Commercial Harbor asks for a commodity");
  for (int i = 0; i < CATAN_N_CARDS; i++)
    {
      player->cards[i] -= action->give[i];
      state->players[state->current].cards[i] += action->give[i];
    }
  player->give_owed = 0;
  player->give_commodity = FALSE;
  return TRUE;
}

/* Where a displaced knight goes, or off the board. */
static gboolean
retreat_knight (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player;
  gboolean spots[CATAN_MAX_CORNERS];
  gboolean any;

  if (state->retreat_player != p)
    return fail (error, CATAN_ERROR_PLACE, "knights: player %d has no displaced knight", p);
  any = retreat_spots (state, spots);
  if ((action->where < 0 && any)
      || (action->where >= 0 && (action->where >= (int) state->board->n_corners || !spots[action->where])))
    return fail (error, CATAN_ERROR_PLACE,
                 "knights: the displaced knight must go to a free corner connected by your roads to the one it left");
  if (action->where >= 0)
    {
      state->knight_level[action->where] = state->retreat_level;
      state->knight_flags[action->where] = state->retreat_active ? CATAN_KNIGHT_ACTIVE : 0;
      state->corner_owner[action->where] = (gint8) p;
    }
  else
    state->players[p].knights_left[state->retreat_level - 1]++;
  state->retreat_player = -1;
  recompute_roads (state, -1, events);
  return TRUE;
}

static gboolean
apply_answer (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  int p = action->player;
  CatanPlayer *player;

  /* The current player may drop progress cards over the limit in MAIN. */
  if (action->type == CATAN_ACTION_DROP_PROGRESS && state->phase == CATAN_PHASE_MAIN
      && action->player == state->current)
    {
      CatanPlayer *me = &state->players[state->current];

      if (progress_hand (me) <= CATAN_PROGRESS_LIMIT)
        return fail (error, CATAN_ERROR_CARD, "cards: you hold no more than 4 progress cards");
      if (action->card < 0 || action->card >= CATAN_N_PROGRESS || me->progress[action->card] == 0)
        return fail (error, CATAN_ERROR_CARD, "cards: you hold no such card");
      me->progress[action->card]--;
      return_progress (state, action->card);
      return TRUE;
    }
  if (!check_phase (state, CATAN_PHASE_RESPOND, "this answer", error))
    return FALSE;
  if (p < 0 || p >= state->options.n_players)
    return fail (error, CATAN_ERROR_INVALID, "player: no such player");
  player = &state->players[p];
  switch (action->type)
    {
    case CATAN_ACTION_GIVE:
      if (!give_cards (state, action, error))
        return FALSE;
      break;
    case CATAN_ACTION_DROP_PROGRESS:
      if (player->progress_drop_owed == 0)
        return fail (error, CATAN_ERROR_CARD, "cards: player %d holds no more than 4 progress cards", p);
      if (action->card < 0 || action->card >= CATAN_N_PROGRESS || player->progress[action->card] == 0)
        return fail (error, CATAN_ERROR_CARD, "cards: player %d holds no such card", p);
      player->progress[action->card]--;
      player->progress_drop_owed--;
      return_progress (state, action->card);
      break;
    case CATAN_ACTION_PICK_PROGRESS:
      if (player->progress_pick_owed == 0)
        return fail (error, CATAN_ERROR_CARD, "cards: player %d has no progress card to choose", p);
      if (action->res < 0 || action->res > 2 || state->progress_len[action->res] == 0)
        return fail (error, CATAN_ERROR_CARD, "cards: choose a track whose deck is not empty");
      if (action->card >= 0 && (action->card >= CATAN_N_PROGRESS || catan_progress_track (action->card) != action->res
                                || !deck_holds (state, action->res, action->card, 1)))
        return fail (error, CATAN_ERROR_CARD, "cards: no such card in that deck");
      player->progress_pick_owed = 0;
      action->card = (gint8) draw_progress (state, p, action->res, action->card, events);
      break;
    case CATAN_ACTION_AQUEDUCT:
      if (player->aqueduct_owed == 0)
        return fail (error, CATAN_ERROR_CARD, "Aqueduct: player %d gets nothing now", p);
      if (action->res < 0 || action->res >= CATAN_N_RESOURCES || state->bank[action->res] == 0)
        return fail (error, CATAN_ERROR_CARD, "Aqueduct: choose a resource the bank still has");
      player->aqueduct_owed = 0;
      state->bank[action->res]--;
      player->cards[action->res]++;
      break;
    case CATAN_ACTION_PILLAGE:
      if (player->pillage_owed == 0)
        return fail (error, CATAN_ERROR_PLACE, "barbarians: player %d has no city to give up now", p);
      if (!pillage_ok (state, p, action->where))
        return fail (error, CATAN_ERROR_PLACE, "barbarians: choose one of your cities without a metropolis");
      player->pillage_owed = 0;
      reduce_city (state, p, action->where, events);
      break;
    case CATAN_ACTION_RETREAT:
      if (!retreat_knight (state, action, events, error))
        return FALSE;
      break;
    default:
      g_assert_not_reached ();
    }
  catan_ck_resume (state);
  return TRUE;
}

gboolean
catan_ck_apply (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  switch (action->type)
    {
    case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT:
    case CATAN_ACTION_MOVE_KNIGHT:
    case CATAN_ACTION_CHASE_ROBBER:
      return apply_knight (state, action, events, error);
    case CATAN_ACTION_BUILD_WALL:
      if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "a city wall", error)
          || !wall_ok (state, action->player, action->where, error))
        return FALSE;
      if (!can_pay (&state->players[action->player], wall_cost))
        return fail (error, CATAN_ERROR_COST, "cost: a city wall needs 2 brick");
      pay (state, action->player, wall_cost);
      state->wall[action->where] = 1;
      state->players[action->player].walls_left--;
      return TRUE;
    case CATAN_ACTION_IMPROVE:
      return apply_improve (state, action, events, error);
    case CATAN_ACTION_PROGRESS:
      return apply_progress (state, action, events, error);
    default:
      return apply_answer (state, action, events, error);
    }
}
