/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ck.c — Cities & Knights: commodities, the event die, barbarians,
 * city improvements and metropolises, knights, city walls and the 54
 * progress cards of the seed.
 *
 * Where the seed is short we follow the published Cities & Knights rules;
 * each such choice says "Published rule:" or "Our choice:" and is covered in
 * tests/records/catan/ck-*.json or tests/catan/test-catan-ck.c.
 */
#include "catan-private.h"

#include <string.h>

/* Seed: counts of the 54 progress cards. */
static const guint8 progress_counts[CATAN_N_PROGRESS] = {
  2, 2, 2, 2, 1, 2, 1, 2, 2, 2,       /* science 18 */
  2, 2, 1, 2, 2, 3, 2, 2, 2,          /* politics 18 */
  6, 2, 2, 2, 2, 4,                   /* trade 18 */
};
static const char * const progress_names[CATAN_N_PROGRESS + 1] = {
  "alchemist", "crane", "mining", "irrigation", "printer", "inventor", "engineer",
  "medicine", "smith", "road_building",
  "bishop", "diplomat", "constitution", "deserter", "saboteur", "spy", "intrigue",
  "wedding", "warlord",
  "merchant", "commercial_harbor", "merchant_fleet", "master_merchant",
  "commodity_monopoly", "resource_monopoly", NULL
};
static const char * const track_names[4] = { "science", "trade", "politics", NULL };

#define COMMODITY_BANK 12
#define WALLS 3
#define KNIGHTS_PER_LEVEL 2

static const guint8 knight_cost[CATAN_N_CARDS] = { 0, 0, 1, 0, 1 };
static const guint8 activate_cost[CATAN_N_CARDS] = { 0, 0, 0, 1, 0 };
static const guint8 wall_cost[CATAN_N_CARDS] = { 2, 0, 0, 0, 0 };
static const guint8 medicine_cost[CATAN_N_CARDS] = { 0, 0, 0, 1, 2 };

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
static int
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

static int
progress_hand (const CatanPlayer *p)
{
  int n = p->hidden_progress;

  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    n += p->progress[k];
  return n;
}

/* Published rule: more than four progress cards (points excluded) means
 * dropping one at once; on one's own turn a fifth may be kept to be played,
 * and the limit of four is checked when the turn ends. */
static void
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
static void
return_progress (CatanState *state, int card)
{
  int t = catan_progress_track (card);
  guint8 *deck = state->progress_deck[t];

  memmove (deck + 1, deck, state->progress_len[t]);
  deck[0] = (guint8) card;
  state->progress_len[t]++;
}

static int
cities_on_board (const CatanState *state, int player)
{
  int n = 0;

  for (guint c = 0; c < state->board->n_corners; c++)
    n += state->corner_level[c] == 2 && (player < 0 || state->corner_owner[c] == player);
  return n;
}

static gboolean
is_metropolis (const CatanState *state, int corner)
{
  for (int t = 0; t < 3; t++)
    if (state->metropolis_corner[t] == corner)
      return TRUE;
  return FALSE;
}

static gboolean
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

static void
wait_for_answers (CatanState *state, CatanPhase then)
{
  state->resume_phase = (guint8) then;
  catan_ck_resume (state);
}

/* ---- knights ------------------------------------------------------------ */

static gboolean
own_knight (const CatanState *state, int player, int corner, GError **error)
{
  if (corner < 0 || corner >= (int) state->board->n_corners)
    return fail (error, CATAN_ERROR_INVALID, "place: not a corner of this board");
  if (state->knight_level[corner] == 0 || state->corner_owner[corner] != player)
    return fail (error, CATAN_ERROR_PLACE, "knights: there is none of your knights there");
  return TRUE;
}

static gboolean
corner_free (const CatanState *state, int corner)
{
  return state->corner_level[corner] == 0 && state->knight_level[corner] == 0;
}

/* Published rule: a knight stands on a free corner on the player's roads. */
static gboolean
knight_place_ok (const CatanState *state, int player, int corner)
{
  return corner_free (state, corner) && corner_touches_own_road (state, player, corner);
}

/* Corners reachable from `from` along the player's roads, passing only
 * through free corners or the player's own pieces, as bits of reach[]
 * (CATAN_MAX_CORNERS / 64 words): a listing reads the few set in corner
 * order without looking at every corner. */
G_STATIC_ASSERT (CATAN_MAX_CORNERS % 64 == 0);
#define REACH_WORDS (CATAN_MAX_CORNERS / 64)
#define REACHED(reach, c) (((reach)[(c) / 64] >> ((c) % 64)) & 1)

static void
reachable_bits (const CatanState *state, int player, int from, guint64 *reach)
{
  int stack[CATAN_MAX_CORNERS];
  int top = 0;

  memset (reach, 0, sizeof (guint64) * REACH_WORDS);
  reach[from / 64] |= G_GUINT64_CONSTANT (1) << (from % 64);
  stack[top++] = from;
  while (top > 0)
    {
      int c = stack[--top];
      const CatanCorner *corner = &state->board->corners[c];

      if (c != from && state->corner_owner[c] >= 0 && state->corner_owner[c] != player)
        continue;
      for (int i = 0; i < 3 && corner->edges[i] >= 0; i++)
        {
          const CatanEdge *e = &state->board->edges[corner->edges[i]];
          int other = e->corners[0] == c ? e->corners[1] : e->corners[0];

          if (state->edge_owner[corner->edges[i]] == player && !REACHED (reach, other))
            {
              reach[other / 64] |= G_GUINT64_CONSTANT (1) << (other % 64);
              stack[top++] = other;
            }
        }
    }
}

/* reachable_bits() as a flag per corner. */
static void
reachable (const CatanState *state, int player, int from, gboolean *seen)
{
  guint64 reach[REACH_WORDS];

  reachable_bits (state, player, from, reach);
  for (guint c = 0; c < state->board->n_corners; c++)
    seen[c] = REACHED (reach, c);
}

static gboolean
knight_can_act (const CatanState *state, int corner)
{
  guint8 flags = state->knight_flags[corner];

  /* Published rule: a knight activated this turn cannot act before the
   * next turn; acting deactivates it (it may be activated again). */
  return (flags & CATAN_KNIGHT_ACTIVE) && !(flags & (CATAN_KNIGHT_NEW_ACTIVE | CATAN_KNIGHT_ACTED));
}

static void
remove_knight (CatanState *state, int corner)
{
  int owner = state->corner_owner[corner];

  state->players[owner].knights_left[state->knight_level[corner] - 1]++;
  state->knight_level[corner] = 0;
  state->knight_flags[corner] = 0;
  state->corner_owner[corner] = -1;
}

/* Published rule: a displaced knight retreats to a free corner connected
 * by its owner's roads to the corner it was pushed from (not anywhere on
 * the owner's roads). Marks those corners in `spots`. */
static gboolean
retreat_spots (const CatanState *state, gboolean *spots)
{
  gboolean any = FALSE;

  reachable (state, state->retreat_player, state->retreat_from, spots);
  /* After Intrigue the corner it left is empty, but it must leave it. */
  spots[state->retreat_from] = FALSE;
  for (guint c = 0; c < state->board->n_corners; c++)
    {
      spots[c] = spots[c] && corner_free (state, (int) c);
      any |= spots[c];
    }
  return any;
}

/* Published rule: a displaced knight is moved by its owner to a free
 * corner connected to its old one by their roads; with no such corner it
 * leaves the board. */
static void
displace (CatanState *state, int corner)
{
  int owner = state->corner_owner[corner];

  state->retreat_player = (gint8) owner;
  state->retreat_level = state->knight_level[corner];
  state->retreat_active = (state->knight_flags[corner] & CATAN_KNIGHT_ACTIVE) != 0;
  state->retreat_from = (gint16) corner;
  state->knight_level[corner] = 0;
  state->knight_flags[corner] = 0;
  state->corner_owner[corner] = -1;
}

static gboolean
promote_ok (const CatanState *state, int player, int corner, GError **error)
{
  int level;

  if (!own_knight (state, player, corner, error))
    return FALSE;
  level = state->knight_level[corner];
  if (level == 3)
    return fail (error, CATAN_ERROR_PLACE, "knights: a mighty knight cannot be promoted");
  if (level == 2 && state->players[player].improvements[CATAN_TRACK_POLITICS] < 3)
    return fail (error, CATAN_ERROR_PLACE, "knights: mighty knights need the Fortress (politics level 3)");
  if (state->knight_flags[corner] & CATAN_KNIGHT_PROMOTED)
    return fail (error, CATAN_ERROR_PLACE, "knights: a knight is promoted at most once per turn");
  if (state->players[player].knights_left[level] == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: no knight of the next level left");
  return TRUE;
}

static void
promote (CatanState *state, int corner)
{
  CatanPlayer *p = &state->players[state->corner_owner[corner]];
  int level = state->knight_level[corner];

  p->knights_left[level - 1]++;
  p->knights_left[level]--;
  state->knight_level[corner]++;
  state->knight_flags[corner] |= CATAN_KNIGHT_PROMOTED;
}

static gboolean
apply_knight (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, c = action->where;
  CatanPlayer *player;

  /* The player index comes from the move (it may be -1): only index the
   * players once check_actor() has matched it to the current one. */
  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "a knight action", error))
    return FALSE;
  player = &state->players[p];
  switch (action->type)
    {
    case CATAN_ACTION_BUILD_KNIGHT:
      if (!check_corner (state, c, error))
        return FALSE;
      if (!knight_place_ok (state, p, c))
        return fail (error, CATAN_ERROR_PLACE, "knights: a knight needs a free corner on one of your roads");
      if (player->knights_left[0] == 0)
        return fail (error, CATAN_ERROR_PIECES, "pieces: both your basic knights are on the board");
      if (!can_pay (player, knight_cost))
        return fail (error, CATAN_ERROR_COST, "cost: a knight needs 1 wool and 1 ore");
      pay (state, p, knight_cost);
      player->knights_left[0]--;
      state->knight_level[c] = 1;
      state->knight_flags[c] = 0;
      state->corner_owner[c] = (gint8) p;
      emit (events, CATAN_EVENT_BUILT, p, -1, action->type, c, NULL);
      /* Published rule: a knight cuts other players' roads. */
      recompute_roads_at (state, c, p, events);
      return TRUE;

    case CATAN_ACTION_ACTIVATE_KNIGHT:
      if (!own_knight (state, p, c, error))
        return FALSE;
      if (state->knight_flags[c] & CATAN_KNIGHT_ACTIVE)
        return fail (error, CATAN_ERROR_PLACE, "knights: this knight is already active");
      if (!can_pay (player, activate_cost))
        return fail (error, CATAN_ERROR_COST, "cost: activating a knight needs 1 grain");
      pay (state, p, activate_cost);
      state->knight_flags[c] |= CATAN_KNIGHT_ACTIVE | CATAN_KNIGHT_NEW_ACTIVE;
      return TRUE;

    case CATAN_ACTION_PROMOTE_KNIGHT:
      if (!promote_ok (state, p, c, error))
        return FALSE;
      if (!can_pay (player, knight_cost))
        return fail (error, CATAN_ERROR_COST, "cost: promoting a knight needs 1 wool and 1 ore");
      pay (state, p, knight_cost);
      promote (state, c);
      return TRUE;

    case CATAN_ACTION_MOVE_KNIGHT:
      {
        gboolean seen[CATAN_MAX_CORNERS];
        int to = action->where2;

        if (!own_knight (state, p, c, error) || !check_corner (state, to, error))
          return FALSE;
        if (!knight_can_act (state, c))
          return fail (error, CATAN_ERROR_PLACE,
                       "knights: only an active knight, not activated this turn, can act (once per turn)");
        reachable (state, p, c, seen);
        if (to == c || !seen[to])
          return fail (error, CATAN_ERROR_PLACE, "knights: a knight moves along your own roads");
        if (state->corner_level[to] != 0
            || (state->knight_level[to] != 0
                && (state->corner_owner[to] == p || state->knight_level[to] >= state->knight_level[c])))
          return fail (error, CATAN_ERROR_PLACE,
                       "knights: a knight moves to a free corner or displaces a weaker knight of another player");
        if (state->knight_level[to] != 0)
          displace (state, to);
        /* Published rule: acting deactivates the knight. */
        state->knight_level[to] = state->knight_level[c];
        state->knight_flags[to] = (state->knight_flags[c] & CATAN_KNIGHT_PROMOTED) | CATAN_KNIGHT_ACTED;
        state->corner_owner[to] = (gint8) p;
        state->knight_level[c] = 0;
        state->knight_flags[c] = 0;
        state->corner_owner[c] = -1;
        recompute_roads (state, -1, events);
        wait_for_answers (state, CATAN_PHASE_MAIN);
        return TRUE;
      }

    case CATAN_ACTION_CHASE_ROBBER:
      {
        int hex = action->where2, victim = action->victim;
        gboolean touches = FALSE, any_victim = FALSE;

        if (!own_knight (state, p, c, error))
          return FALSE;
        if (!state->robber_free)
          return fail (error, CATAN_ERROR_ROBBER, "robber: the robber stays in the desert until the first barbarian attack");
        if (!knight_can_act (state, c))
          return fail (error, CATAN_ERROR_PLACE,
                       "knights: only an active knight, not activated this turn, can act (once per turn)");
        for (int i = 0; i < 3; i++)
          touches |= state->board->corners[c].hexes[i] == state->robber;
        if (!touches)
          return fail (error, CATAN_ERROR_ROBBER, "robber: the knight must stand next to the robber");
        if (hex < 0 || hex >= (int) state->board->n_hexes || hex == state->robber)
          return fail (error, CATAN_ERROR_ROBBER, "robber: the robber must move to another hex");
        for (int o = 0; o < state->options.n_players; o++)
          any_victim |= is_victim (state, hex, o);
        if ((victim >= 0 && (victim >= state->options.n_players || !is_victim (state, hex, victim)))
            || (victim < 0 && any_victim))
          return fail (error, CATAN_ERROR_ROBBER,
                       "robber: rob one player with a building on that hex and cards in hand");
        state->robber = (gint16) hex;
        state->knight_flags[c] = (state->knight_flags[c] & CATAN_KNIGHT_PROMOTED) | CATAN_KNIGHT_ACTED;
        emit (events, CATAN_EVENT_ROBBER_MOVED, p, -1, hex, 0, NULL);
        if (victim >= 0)
          steal (state, p, victim, action->chance, events);
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

/* ---- walls and improvements --------------------------------------------- */

static gboolean
own_city (const CatanState *state, int player, int corner, GError **error)
{
  if (!check_corner (state, corner, error))
    return FALSE;
  if (state->corner_level[corner] != 2 || state->corner_owner[corner] != player)
    return fail (error, CATAN_ERROR_PLACE, "place: this needs one of your cities");
  return TRUE;
}

static gboolean
wall_ok (const CatanState *state, int player, int corner, GError **error)
{
  if (!own_city (state, player, corner, error))
    return FALSE;
  if (state->wall[corner])
    return fail (error, CATAN_ERROR_PLACE, "walls: this city already has a wall");
  if (state->players[player].walls_left == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: all 3 of your city walls are built");
  return TRUE;
}

static gboolean
has_free_city (const CatanState *state, int player)
{
  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->corner_level[c] == 2 && state->corner_owner[c] == player && !is_metropolis (state, (int) c))
      return TRUE;
  return FALSE;
}

static void
place_metropolis (CatanState *state, int player, int track, int where, GArray *events)
{
  int old = state->metropolis[track];

  if (where < 0 || state->corner_level[where] != 2 || state->corner_owner[where] != player
      || is_metropolis (state, where))
    {
      where = -1;
      for (guint c = 0; c < state->board->n_corners && where < 0; c++)
        if (state->corner_level[c] == 2 && state->corner_owner[c] == player && !is_metropolis (state, (int) c))
          where = (int) c;
    }
  if (where < 0)
    return;
  state->metropolis[track] = (gint8) player;
  state->metropolis_corner[track] = (gint16) where;
  emit (events, CATAN_EVENT_METROPOLIS, player, old, track, where, NULL);
}

/* Published rule: level N of a track costs N commodities of its kind (seed:
 * one less with the Crane). Published rule: improving needs a city on the board. The
 * first to level 4 gets the track's metropolis; the first to level 5 takes
 * it from a holder still at level 4 (seed). */
static gboolean
apply_improve (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, track = action->res, level, cost;
  guint8 price[CATAN_N_CARDS] = { 0 };
  CatanPlayer *player;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "a city improvement", error))
    return FALSE;
  player = &state->players[p];
  if (track < 0 || track > 2)
    return fail (error, CATAN_ERROR_INVALID, "improvement: name science, trade or politics");
  if (cities_on_board (state, p) == 0)
    return fail (error, CATAN_ERROR_PLACE, "improvement: city improvements need a city");
  level = player->improvements[track];
  if (level == 5)
    return fail (error, CATAN_ERROR_PLACE, "improvement: this track is complete");
  /* Published rule (FAQ): levels 4 and 5 need a city that could take the
   * metropolis, unless the player already holds this track's one. */
  if (level >= 3 && state->metropolis[track] != p && !has_free_city (state, p))
    return fail (error, CATAN_ERROR_PLACE,
                 "improvement: levels 4 and 5 need a city without a metropolis");
  cost = level + 1 - (state->crane ? 1 : 0);
  price[track_commodity (track)] = (guint8) cost;
  if (!can_pay (player, price))
    return fail (error, CATAN_ERROR_COST, "cost: level %d of %s needs %d %s", level + 1,
                 track_names[track], cost, catan_card_name (track_commodity (track)));
  pay (state, p, price);
  state->crane = FALSE;
  player->improvements[track]++;
  level++;
  if (level == 4 && state->metropolis[track] < 0)
    place_metropolis (state, p, track, action->where, events);
  else if (level == 5 && state->metropolis[track] != p
           && (state->metropolis[track] < 0
               || state->players[state->metropolis[track]].improvements[track] < 5))
    place_metropolis (state, p, track, action->where, events);
  return TRUE;
}

/* ---- progress cards -------------------------------------------------------- */

static gboolean
hex_next_to_player (const CatanState *state, int hex, int player)
{
  const CatanHex *h = &state->board->hexes[hex];

  for (int d = 0; d < 6; d++)
    if (state->corner_owner[h->corners[d]] == player && state->corner_level[h->corners[d]] != 0)
      return TRUE;
  return FALSE;
}

static void
harvest (CatanState *state, int player, int terrain)
{
  /* Seed: two cards for each such hex touching the player's buildings. */
  for (guint h = 0; h < state->board->n_hexes; h++)
    if (state->board->hexes[h].terrain == terrain && hex_next_to_player (state, (int) h, player))
      {
        int n = MIN (2, state->bank[terrain]);

        state->bank[terrain] -= (guint8) n;
        state->players[player].cards[terrain] += (guint8) n;
      }
}

static gboolean
open_road (const CatanState *state, int edge)
{
  int owner = state->edge_owner[edge];

  /* An open road has an end with nothing else of its owner: no building or
   * knight and no other road. */
  for (int i = 0; i < 2; i++)
    {
      int c = state->board->edges[edge].corners[i];
      const CatanCorner *corner = &state->board->corners[c];
      gboolean other = state->corner_owner[c] == owner;

      for (int j = 0; j < 3 && corner->edges[j] >= 0; j++)
        other |= corner->edges[j] != edge && state->edge_owner[corner->edges[j]] == owner;
      if (!other)
        return TRUE;
    }
  return FALSE;
}

static int
vp_of (const CatanState *state, int player)
{
  return catan_state_vp (state, player, TRUE);
}

static gboolean
check_progress (const CatanState *state, const CatanAction *action, GError **error)
{
  int card = action->card;

  if (card < 0 || card >= CATAN_N_PROGRESS)
    return fail (error, CATAN_ERROR_INVALID, "cards: unknown progress card");
  if (!check_actor (state, action, error))
    return FALSE;
  if (state->players[action->player].progress[card] == 0)
    return fail (error, CATAN_ERROR_CARD, "cards: you hold no %s card", progress_names[card]);
  /* Seed: the Alchemist is played before the roll; published rule: the
   * others after it. */
  if (card == CATAN_PROGRESS_ALCHEMIST)
    return check_phase (state, CATAN_PHASE_ROLL, "the Alchemist (before the roll)", error);
  return check_phase (state, CATAN_PHASE_MAIN, "a progress card", error);
}

static gboolean
inventor_token_ok (const CatanState *state, int hex)
{
  int n;

  if (hex < 0 || hex >= (int) state->board->n_hexes)
    return FALSE;
  n = state->numbers[hex];
  return n != 0 && n != 2 && n != 12 && n != 6 && n != 8;
}

/* Validates the card's own conditions; on success `play_progress` cannot
 * fail. */
static gboolean
progress_args_ok (const CatanState *state, const CatanAction *a, GError **error)
{
  int p = a->player, n = state->options.n_players;
  const CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      if (a->dice[0] < 1 || a->dice[0] > 6 || a->dice[1] < 1 || a->dice[1] > 6)
        return fail (error, CATAN_ERROR_INVALID, "Alchemist: choose both dice, 1 to 6");
      if (a->dice[2] > 6)
        return fail (error, CATAN_ERROR_INVALID, "dice: the event die has six faces");
      /* With the event die drawn at play time, forced draws need a forced
       * event face to be checked. */
      for (int i = 0; i < CATAN_MAX_PLAYERS; i++)
        if (a->draws[i] >= 0 && a->dice[2] == 0)
          return fail (error, CATAN_ERROR_CARD, "cards: forced draws need the event die");
      return a->dice[2] == 0 || catan_ck_check_draws (state, a, a->dice[1], a->dice[2] <= 3 ? 1 : a->dice[2], error);
    case CATAN_PROGRESS_PRINTER:
    case CATAN_PROGRESS_CONSTITUTION:
      return fail (error, CATAN_ERROR_CARD, "cards: this card is a point, shown when drawn");
    case CATAN_PROGRESS_INVENTOR:
      if (!inventor_token_ok (state, a->where) || !inventor_token_ok (state, a->where2) || a->where == a->where2)
        return fail (error, CATAN_ERROR_INVALID, "Inventor: swap the tokens of two hexes; 2, 12, 6 and 8 stay put");
      return TRUE;
    case CATAN_PROGRESS_ENGINEER:
      return wall_ok (state, p, a->where, error);
    case CATAN_PROGRESS_MEDICINE:
      if (!check_corner (state, a->where, error))
        return FALSE;
      if (state->corner_level[a->where] != 1 || state->corner_owner[a->where] != p)
        return fail (error, CATAN_ERROR_PLACE, "Medicine: upgrade one of your settlements");
      if (me->cities_left == 0)
        return fail (error, CATAN_ERROR_PIECES, "pieces: all 4 of your cities are on the board");
      if (!can_pay (me, medicine_cost))
        return fail (error, CATAN_ERROR_COST, "cost: Medicine needs 2 ore and 1 grain");
      return TRUE;
    case CATAN_PROGRESS_SMITH:
      if (!promote_ok (state, p, a->where, error))
        return FALSE;
      if (a->where2 >= 0 && (a->where2 == a->where || !promote_ok (state, p, a->where2, error)))
        return a->where2 == a->where ? fail (error, CATAN_ERROR_PLACE, "Smith: two different knights") : FALSE;
      if (a->where2 >= 0 && state->knight_level[a->where] == state->knight_level[a->where2]
          && me->knights_left[state->knight_level[a->where]] < 2)
        return fail (error, CATAN_ERROR_PIECES, "pieces: not enough knights of the next level left");
      return TRUE;
    case CATAN_PROGRESS_BISHOP:
      if (!state->robber_free)
        return fail (error, CATAN_ERROR_ROBBER, "robber: the robber stays in the desert until the first barbarian attack");
      if (a->where < 0 || a->where >= (int) state->board->n_hexes || a->where == state->robber)
        return fail (error, CATAN_ERROR_ROBBER, "robber: the robber must move to another hex");
      return TRUE;
    case CATAN_PROGRESS_DIPLOMAT:
      if (a->where < 0 || a->where >= (int) state->board->n_edges || state->edge_owner[a->where] < 0
          || !open_road (state, a->where))
        return fail (error, CATAN_ERROR_PLACE, "Diplomat: choose an open road (an end touching nothing else of its owner)");
      return TRUE;
    case CATAN_PROGRESS_DESERTER:
      if (a->victim < 0 || a->victim >= n || a->victim == p || !check_corner (state, a->where, error))
        return fail (error, CATAN_ERROR_INVALID, "Deserter: choose another player's knight");
      if (state->knight_level[a->where] == 0 || state->corner_owner[a->where] != a->victim)
        return fail (error, CATAN_ERROR_PLACE, "Deserter: choose another player's knight");
      /* The deserter's corner itself is free once the knight has left. */
      if (a->where2 >= 0 && (a->where2 >= (int) state->board->n_corners
                             || (a->where2 == a->where ? !corner_touches_own_road (state, p, a->where2)
                                                       : !knight_place_ok (state, p, a->where2))
                             || me->knights_left[state->knight_level[a->where] - 1] == 0))
        return fail (error, CATAN_ERROR_PLACE, "Deserter: your new knight needs a free corner on your roads");
      return TRUE;
    case CATAN_PROGRESS_SPY:
      if (a->victim < 0 || a->victim >= n || a->victim == p)
        return fail (error, CATAN_ERROR_INVALID, "Spy: choose another player");
      if (a->res < 0 || a->res >= CATAN_N_PROGRESS || state->players[a->victim].progress[a->res] == 0)
        return fail (error, CATAN_ERROR_CARD, "Spy: that player holds no such card");
      return TRUE;
    case CATAN_PROGRESS_INTRIGUE:
      if (!check_corner (state, a->where, error))
        return FALSE;
      if (state->knight_level[a->where] == 0 || state->corner_owner[a->where] == p
          || !corner_touches_own_road (state, p, a->where))
        return fail (error, CATAN_ERROR_PLACE, "Intrigue: choose another player's knight on one of your roads");
      return TRUE;
    case CATAN_PROGRESS_MERCHANT:
      if (a->where < 0 || a->where >= (int) state->board->n_hexes
          || state->board->hexes[a->where].terrain == CATAN_TERRAIN_DESERT
          || !hex_next_to_player (state, a->where, p))
        return fail (error, CATAN_ERROR_PLACE, "Merchant: choose a land hex next to your settlement or city");
      return TRUE;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
      {
        int needed = 0;

        if (a->res < 0 || a->res >= CATAN_N_RESOURCES)
          return fail (error, CATAN_ERROR_INVALID, "Commercial Harbor: name the resource you give");
        for (int o = 0; o < n; o++)
          if (o != p)
            needed += state->players[o].cards[CATAN_PAPER] + state->players[o].cards[CATAN_CLOTH]
                      + state->players[o].cards[CATAN_COIN] > 0;
        if (me->cards[a->res] < needed)
          return fail (error, CATAN_ERROR_COST, "Commercial Harbor: you need one %s for each player with a commodity",
                       catan_card_name (a->res));
        return TRUE;
      }
    case CATAN_PROGRESS_MERCHANT_FLEET:
      if (a->res < 0 || a->res >= CATAN_N_CARDS)
        return fail (error, CATAN_ERROR_INVALID, "Merchant Fleet: name a resource or commodity");
      return TRUE;
    case CATAN_PROGRESS_MASTER_MERCHANT:
      if (a->victim < 0 || a->victim >= n || a->victim == p || vp_of (state, a->victim) <= vp_of (state, p))
        return fail (error, CATAN_ERROR_INVALID, "Master Merchant: choose a player with more points than you");
      if (card_total (a->give) != MIN (2, catan_state_hand_size (state, a->victim))
          || !can_pay (&state->players[a->victim], a->give))
        return fail (error, CATAN_ERROR_CARD, "Master Merchant: take two cards that player holds");
      return TRUE;
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
      if (a->res < CATAN_PAPER || a->res > CATAN_COIN)
        return fail (error, CATAN_ERROR_INVALID, "Commodity Monopoly: name paper, cloth or coin");
      return TRUE;
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      if (a->res < 0 || a->res >= CATAN_N_RESOURCES)
        return fail (error, CATAN_ERROR_INVALID, "Resource Monopoly: name a resource");
      return TRUE;
    default:
      return TRUE;
    }
}

static void
take_from_each (CatanState *state, int player, int card, int most, GArray *events)
{
  guint8 taken[CATAN_N_CARDS] = { 0 };

  for (int o = 0; o < state->options.n_players; o++)
    if (o != player)
      {
        int n = MIN (most, state->players[o].cards[card]);

        state->players[o].cards[card] -= (guint8) n;
        taken[card] += (guint8) n;
      }
  state->players[player].cards[card] += taken[card];
  emit (events, CATAN_EVENT_MONOPOLY, player, -1, card, 0, taken);
}

static void
play_progress (CatanState *state, CatanAction *a, GArray *events)
{
  int p = a->player, n = state->options.n_players;
  CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      {
        /* The generator is drawn as for a normal roll. */
        int white = tt_rng_range (&state->rng, 1, 6), red = tt_rng_range (&state->rng, 1, 6);
        int event = tt_rng_range (&state->rng, 1, 6);

        (void) white;
        (void) red;
        if (a->dice[2] != 0)
          event = a->dice[2];
        if (event <= 3)
          event = 1;
        a->dice[2] = (guint8) event;
        roll_dice (state, a->dice[0], a->dice[1], event, a->draws, events);
        return;
      }
    case CATAN_PROGRESS_CRANE:
      state->crane = TRUE;
      return;
    case CATAN_PROGRESS_MINING:
      harvest (state, p, CATAN_TERRAIN_MOUNTAINS);
      return;
    case CATAN_PROGRESS_IRRIGATION:
      harvest (state, p, CATAN_TERRAIN_FIELDS);
      return;
    case CATAN_PROGRESS_INVENTOR:
      {
        guint8 tmp = state->numbers[a->where];

        state->numbers[a->where] = state->numbers[a->where2];
        state->numbers[a->where2] = tmp;
        return;
      }
    case CATAN_PROGRESS_ENGINEER:
      state->wall[a->where] = 1;
      me->walls_left--;
      return;
    case CATAN_PROGRESS_MEDICINE:
      pay (state, p, medicine_cost);
      state->corner_level[a->where] = 2;
      me->cities_left--;
      me->settlements_left++;
      return;
    case CATAN_PROGRESS_SMITH:
      promote (state, a->where);
      if (a->where2 >= 0)
        promote (state, a->where2);
      return;
    case CATAN_PROGRESS_ROAD_BUILDING:
      state->roads_to_build = (guint8) MIN (2, me->roads_left);
      if (state->roads_to_build > 0 && any_road_place (state, p))
        {
          state->after_robber = CATAN_PHASE_MAIN;
          state->phase = CATAN_PHASE_ROAD_BUILDING;
        }
      else
        state->roads_to_build = 0;
      return;
    case CATAN_PROGRESS_BISHOP:
      state->robber = a->where;
      emit (events, CATAN_EVENT_ROBBER_MOVED, p, -1, a->where, 0, NULL);
      for (int o = 0; o < n; o++)
        if (is_victim (state, a->where, o))
          steal (state, p, o, -1, events);
      return;
    case CATAN_PROGRESS_DIPLOMAT:
      {
        int owner = state->edge_owner[a->where];

        state->edge_owner[a->where] = -1;
        state->players[owner].roads_left++;
        recompute_roads (state, -1, events);
        /* Seed: your own road is placed again elsewhere. */
        if (owner == p && any_road_place (state, p))
          {
            state->roads_to_build = 1;
            state->after_robber = CATAN_PHASE_MAIN;
            state->phase = CATAN_PHASE_ROAD_BUILDING;
          }
        return;
      }
    case CATAN_PROGRESS_DESERTER:
      {
        int level = state->knight_level[a->where];

        /* Seed: you remove the other player's knight and set one of the same
         * level on your roads. Our choice: the new knight is inactive. */
        remove_knight (state, a->where);
        if (a->where2 >= 0)
          {
            me->knights_left[level - 1]--;
            state->knight_level[a->where2] = (guint8) level;
            state->knight_flags[a->where2] = 0;
            state->corner_owner[a->where2] = (gint8) p;
          }
        recompute_roads (state, -1, events);
        return;
      }
    case CATAN_PROGRESS_SABOTEUR:
      /* Seed: everyone with as many points as you or more discards half. */
      for (int o = 0; o < n; o++)
        if (o != p && vp_of (state, o) >= vp_of (state, p))
          state->players[o].discard_owed = (guint8) (catan_state_hand_size (state, o) / 2);
      wait_for_answers (state, CATAN_PHASE_MAIN);
      return;
    case CATAN_PROGRESS_SPY:
      state->players[a->victim].progress[a->res]--;
      me->progress[a->res]++;
      check_progress_limit (state, p);
      wait_for_answers (state, CATAN_PHASE_MAIN);
      return;
    case CATAN_PROGRESS_INTRIGUE:
      displace (state, a->where);
      recompute_roads (state, -1, events);
      wait_for_answers (state, CATAN_PHASE_MAIN);
      return;
    case CATAN_PROGRESS_WEDDING:
      /* Seed: each player with more points gives you two cards (published
       * rule: of their choice). */
      for (int o = 0; o < n; o++)
        if (o != p && vp_of (state, o) > vp_of (state, p))
          state->players[o].give_owed = (guint8) MIN (2, catan_state_hand_size (state, o));
      wait_for_answers (state, CATAN_PHASE_MAIN);
      return;
    case CATAN_PROGRESS_WARLORD:
      for (guint c = 0; c < state->board->n_corners; c++)
        if (state->knight_level[c] != 0 && state->corner_owner[c] == p
            && !(state->knight_flags[c] & CATAN_KNIGHT_ACTIVE))
          state->knight_flags[c] |= CATAN_KNIGHT_ACTIVE | CATAN_KNIGHT_NEW_ACTIVE;
      return;
    case CATAN_PROGRESS_MERCHANT:
      state->merchant_owner = (gint8) p;
      state->merchant_hex = a->where;
      return;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
      /* Seed: each other player takes one of your resources and gives you
       * a commodity. Our choice: the same resource goes to each of them;
       * published rule: they choose the commodity. */
      for (int o = 0; o < n; o++)
        if (o != p && state->players[o].cards[CATAN_PAPER] + state->players[o].cards[CATAN_CLOTH]
                      + state->players[o].cards[CATAN_COIN] > 0)
          {
            me->cards[a->res]--;
            state->players[o].cards[a->res]++;
            state->players[o].give_owed = 1;
            state->players[o].give_commodity = TRUE;
          }
      wait_for_answers (state, CATAN_PHASE_MAIN);
      return;
    case CATAN_PROGRESS_MERCHANT_FLEET:
      state->fleet_card = a->res;
      return;
    case CATAN_PROGRESS_MASTER_MERCHANT:
      for (int i = 0; i < CATAN_N_CARDS; i++)
        {
          state->players[a->victim].cards[i] -= a->give[i];
          me->cards[i] += a->give[i];
        }
      return;
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
      take_from_each (state, p, a->res, 1, events);
      return;
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      take_from_each (state, p, a->res, 2, events);
      return;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
apply_progress (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  if (!check_progress (state, action, error) || !progress_args_ok (state, action, error))
    return FALSE;
  state->players[action->player].progress[action->card]--;
  return_progress (state, action->card);
  emit (events, CATAN_EVENT_PROGRESS_PLAYED, action->player, -1, action->card, 0, NULL);
  play_progress (state, action, events);
  return TRUE;
}

/* ---- answers -------------------------------------------------------------- */

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
      {
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
        break;
      }
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
      {
        gboolean spots[CATAN_MAX_CORNERS];
        gboolean any;

        if (state->retreat_player != p)
          return fail (error, CATAN_ERROR_PLACE, "knights: player %d has no displaced knight", p);
        any = retreat_spots (state, spots);
        if ((action->where < 0 && any)
            || (action->where >= 0 && (action->where >= (int) state->board->n_corners || !spots[action->where])))
          return fail (error, CATAN_ERROR_PLACE,
                       "knights: the displaced knight must go to a free corner connected by your roads to the one it left");
      }
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

/* ---- legal actions -------------------------------------------------------- */

static CatanAction *
push_new (GArray *out, CatanActionType type, int player, int where)
{
  push (out, type, player, where);
  return &g_array_index (out, CatanAction, out->len - 1);
}

/* Lists the plays of progress card `card`. Cards with many candidates test
 * each with the card's own condition from progress_args_ok(), the checks
 * that do not depend on the candidate made once, rather than calling it
 * for every candidate; the others are checked by progress_args_ok(). The
 * candidates and their order are the same either way. */
static void
list_progress (const CatanState *state, GArray *out, int card)
{
  int me = state->current, n = state->options.n_players;
  const CatanPlayer *p = &state->players[me];
  guint n_corners = state->board->n_corners, n_hexes = state->board->n_hexes;
  CatanAction a;

  catan_action_init (&a, CATAN_ACTION_PROGRESS, me);
  a.card = (gint8) card;
  a.where2 = -1;
#define TRY() G_STMT_START { if (progress_args_ok (state, &a, NULL)) g_array_append_val (out, a); } G_STMT_END
#define TAKE_IF(ok) G_STMT_START { if (ok) g_array_append_val (out, a); } G_STMT_END
  switch (card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      for (int w = 1; w <= 6; w++)
        for (int r = 1; r <= 6; r++)
          {
            a.dice[0] = (guint8) w;
            a.dice[1] = (guint8) r;
            TRY ();
          }
      break;
    case CATAN_PROGRESS_INVENTOR:
      {
        gboolean token_ok[CATAN_MAX_HEXES];

        for (guint h = 0; h < n_hexes; h++)
          token_ok[h] = inventor_token_ok (state, (int) h);
        for (guint h = 0; h < n_hexes; h++)
          for (guint h2 = h + 1; h2 < n_hexes; h2++)
            {
              a.where = (gint16) h;
              a.where2 = (gint16) h2;
              TAKE_IF (token_ok[h] && token_ok[h2]);
            }
      }
      break;
    case CATAN_PROGRESS_ENGINEER:
      for (guint c = 0; c < n_corners; c++)
        {
          a.where = (gint16) c;
          TAKE_IF (wall_ok (state, me, (int) c, NULL));
        }
      break;
    case CATAN_PROGRESS_MEDICINE:
      {
        gboolean can = p->cities_left > 0 && can_pay (p, medicine_cost);

        for (guint c = 0; c < n_corners; c++)
          {
            a.where = (gint16) c;
            TAKE_IF (can && state->corner_level[c] == 1 && state->corner_owner[c] == me);
          }
      }
      break;
    case CATAN_PROGRESS_SMITH:
      {
        int mine[6], n_mine = 0;

        for (guint c = 0; c < n_corners && n_mine < 6; c++)
          if (state->knight_level[c] != 0 && state->corner_owner[c] == me)
            mine[n_mine++] = (int) c;
        for (int i = 0; i < n_mine; i++)
          {
            a.where = (gint16) mine[i];
            a.where2 = -1;
            TRY ();
            for (int j = i + 1; j < n_mine; j++)
              {
                a.where2 = (gint16) mine[j];
                TRY ();
              }
          }
      }
      break;
    case CATAN_PROGRESS_BISHOP:
      for (guint h = 0; h < n_hexes; h++)
        {
          a.where = (gint16) h;
          TAKE_IF (state->robber_free && (int) h != state->robber);
        }
      break;
    case CATAN_PROGRESS_MERCHANT:
      for (guint h = 0; h < n_hexes; h++)
        {
          a.where = (gint16) h;
          TAKE_IF (state->board->hexes[h].terrain != CATAN_TERRAIN_DESERT
                   && hex_next_to_player (state, (int) h, me));
        }
      break;
    case CATAN_PROGRESS_DIPLOMAT:
      for (guint e = 0; e < state->board->n_edges; e++)
        {
          a.where = (gint16) e;
          TAKE_IF (state->edge_owner[e] >= 0 && open_road (state, (int) e));
        }
      break;
    case CATAN_PROGRESS_DESERTER:
      for (guint c = 0; c < n_corners; c++)
        if (state->knight_level[c] != 0 && state->corner_owner[c] != me)
          {
            a.victim = state->corner_owner[c];
            a.where = (gint16) c;
            a.where2 = -1;
            for (guint c2 = 0; c2 < n_corners && a.where2 < 0; c2++)
              if (knight_place_ok (state, me, (int) c2) && p->knights_left[state->knight_level[c] - 1] > 0)
                a.where2 = (gint16) c2;   /* one placement listed; apply takes any */
            TRY ();
          }
      break;
    case CATAN_PROGRESS_SPY:
      for (int o = 0; o < n; o++)
        for (int k = 0; k < CATAN_N_PROGRESS; k++)
          {
            a.victim = (gint8) o;
            a.res = (gint8) k;
            TAKE_IF (o != me && state->players[o].progress[k] != 0);
          }
      break;
    case CATAN_PROGRESS_INTRIGUE:
      for (guint c = 0; c < n_corners; c++)
        {
          a.where = (gint16) c;
          TAKE_IF (state->knight_level[c] != 0 && state->corner_owner[c] != me
                   && corner_touches_own_road (state, me, (int) c));
        }
      break;
    case CATAN_PROGRESS_MASTER_MERCHANT:
      {
        int my_vp = vp_of (state, me);

        for (int o = 0; o < n; o++)
          {
            const CatanPlayer *v = &state->players[o];
            int hand = catan_state_hand_size (state, o);

            /* Only from a player with more points: others' pairs unlisted. */
            if (o == me || vp_of (state, o) <= my_vp)
              continue;
            a.victim = (gint8) o;
            for (int i = 0; i < CATAN_N_CARDS; i++)
              for (int j = i; j < CATAN_N_CARDS; j++)
                {
                  memset (a.give, 0, sizeof a.give);
                  a.give[i]++;
                  if (hand >= 2)
                    a.give[j]++;
                  else if (j != i)
                    continue;
                  if (v->cards[i] + v->cards[j] > 0)
                    TAKE_IF (card_total (a.give) == MIN (2, hand) && can_pay (v, a.give));
                }
          }
      }
      break;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      for (int r = 0; r < CATAN_N_RESOURCES; r++)
        {
          a.res = (gint8) r;
          TRY ();
        }
      break;
    case CATAN_PROGRESS_MERCHANT_FLEET:
      for (int r = 0; r < CATAN_N_CARDS; r++)
        {
          a.res = (gint8) r;
          TRY ();
        }
      break;
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
      for (int r = CATAN_PAPER; r <= CATAN_COIN; r++)
        {
          a.res = (gint8) r;
          TRY ();
        }
      break;
    default:
      TRY ();
      break;
    }
#undef TAKE_IF
#undef TRY
}

/* The corners where the current player's knights and walls may be
 * listed, in corner order, into busy[]; returns their count. A corner is
 * busy if free on the player's roads (with `new_knight`), holding a knight
 * of the player's, or a city of theirs (with `new_wall`); the listing
 * checks them in full. Every corner's flag is worked out first, in a loop
 * with neither a branch nor a running count, which the compiler does many
 * corners at a time; the flags are then read eight at a time, most eights
 * empty. busy[] needs room for n_corners + 8: the last eight read may run
 * past the board (their flags are zero, the count stays). */
static guint
gather_busy (const CatanState *state,
             gboolean          new_knight,
             gboolean          new_wall,
             gint16           *busy)
{
  guint n_corners = state->board->n_corners, n_busy = 0;
  guint8 road_end[CATAN_MAX_CORNERS];
  guint8 flag[CATAN_MAX_CORNERS + 8];
  guint8 knight = new_knight ? 1 : 0, wall = new_wall ? 1 : 0;
  gint8 me = state->current;

  if (new_knight)
    mark_road_ends (state, me, road_end);
  else
    memset (road_end, 0, n_corners);
  for (guint c = 0; c < n_corners; c++)
    {
      guint8 mine = state->corner_owner[c] == me, level = state->corner_level[c];
      guint8 has_knight = state->knight_level[c] != 0;

      flag[c] = (knight & road_end[c] & (level == 0) & !has_knight)
                | (mine & has_knight) | (wall & mine & (level == 2));
    }
  memset (flag + n_corners, 0, 8);
  for (guint c = 0; c < n_corners; c += 8)
    {
      guint64 eight;

      memcpy (&eight, flag + c, sizeof eight);
      if (eight == 0)
        continue;
      for (guint i = 0; i < 8; i++)
        {
          busy[n_busy] = (gint16) (c + i);
          n_busy += flag[c + i];
        }
    }
  return n_busy;
}

void
catan_ck_list_main (const CatanState *state, GArray *out)
{
  int me = state->current;
  const CatanPlayer *p = &state->players[me];

  int hand = progress_hand (p);

  /* Before the roll only the Alchemist is played, after it every other
   * card; most hands hold none, and then the kinds are not looked at. */
  if (state->phase != CATAN_PHASE_MAIN)
    {
      if (p->progress[CATAN_PROGRESS_ALCHEMIST] > 0)
        list_progress (state, out, CATAN_PROGRESS_ALCHEMIST);
      return;
    }
  if (hand > 0)
    for (int k = 0; k < CATAN_N_PROGRESS; k++)
      if (p->progress[k] > 0 && k != CATAN_PROGRESS_ALCHEMIST)
        list_progress (state, out, k);
  if (hand > CATAN_PROGRESS_LIMIT)
    {
      /* The turn cannot end with five cards: drop one instead. */
      for (guint i = 0; i < out->len; i++)
        if (g_array_index (out, CatanAction, i).type == CATAN_ACTION_END_TURN)
          g_array_remove_index (out, i--);
      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        if (p->progress[k] > 0)
          push_new (out, CATAN_ACTION_DROP_PROGRESS, me, -1)->card = (gint8) k;
    }
  /* What the hand pays for is the same at every corner. */
  gboolean pay_knight = can_pay (p, knight_cost), pay_activate = can_pay (p, activate_cost);
  gboolean pay_wall = can_pay (p, wall_cost);
  gboolean new_knight = p->knights_left[0] > 0 && pay_knight, new_wall = pay_wall && p->walls_left > 0;
  /* Every knight of the player's on the board has its piece out of the
   * supply (a displaced one too, until it retreats or leaves). */
  gboolean knights_out = p->knights_left[0] + p->knights_left[1] + p->knights_left[2] < 3 * KNIGHTS_PER_LEVEL;
  gint16 busy[CATAN_MAX_CORNERS + 8];
  guint n_busy = 0, n_cities = CATAN_CITIES - p->cities_left;

  /* With no new piece to place and no knight out, no corner has anything. */
  if (new_knight || new_wall || knights_out)
    n_busy = gather_busy (state, new_knight, new_wall, busy);
  for (guint b = 0; b < n_busy; b++)
    {
      guint c = (guint) busy[b];

      if (p->knights_left[0] > 0 && pay_knight && knight_place_ok (state, me, (int) c))
        push (out, CATAN_ACTION_BUILD_KNIGHT, me, (int) c);
      if (state->knight_level[c] != 0 && state->corner_owner[c] == me)
        {
          if (!(state->knight_flags[c] & CATAN_KNIGHT_ACTIVE) && pay_activate)
            push (out, CATAN_ACTION_ACTIVATE_KNIGHT, me, (int) c);
          if (pay_knight && promote_ok (state, me, (int) c, NULL))
            push (out, CATAN_ACTION_PROMOTE_KNIGHT, me, (int) c);
          if (knight_can_act (state, (int) c))
            {
              guint64 reach[REACH_WORDS];

              reachable_bits (state, me, (int) c, reach);
              reach[c / 64] &= ~(G_GUINT64_CONSTANT (1) << (c % 64));
              for (guint i = 0; i < REACH_WORDS; i++)
                for (guint64 m = reach[i]; m != 0; m &= m - 1)
                  {
                    guint to = 64 * i + (guint) __builtin_ctzll (m);

                    if (state->corner_level[to] == 0
                        && (state->knight_level[to] == 0
                            || (state->corner_owner[to] != me && state->knight_level[to] < state->knight_level[c])))
                      push_new (out, CATAN_ACTION_MOVE_KNIGHT, me, (int) c)->where2 = (gint16) to;
                  }
              if (state->robber_free)
                for (int i = 0; i < 3; i++)
                  if (state->board->corners[c].hexes[i] == state->robber)
                    for (guint h = 0; h < state->board->n_hexes; h++)
                      {
                        gboolean any = FALSE;

                        if ((int) h == state->robber)
                          continue;
                        for (int o = 0; o < state->options.n_players; o++)
                          if (is_victim (state, (int) h, o))
                            {
                              CatanAction *a = push_new (out, CATAN_ACTION_CHASE_ROBBER, me, (int) c);

                              a->where2 = (gint16) h;
                              a->victim = (gint8) o;
                              any = TRUE;
                            }
                        if (!any)
                          push_new (out, CATAN_ACTION_CHASE_ROBBER, me, (int) c)->where2 = (gint16) h;
                      }
            }
        }
      if (pay_wall && wall_ok (state, me, (int) c, NULL))
        push (out, CATAN_ACTION_BUILD_WALL, me, (int) c);
    }
  /* A city on the board has its piece out of the supply (improvements
   * need one). */
  if (n_cities > 0)
    for (int t = 0; t < 3; t++)
      {
        int level = p->improvements[t];

        if (level < 5 && p->cards[track_commodity (t)] >= level + 1 - (state->crane ? 1 : 0)
            && (level < 3 || state->metropolis[t] == me || has_free_city (state, me)))
          push_new (out, CATAN_ACTION_IMPROVE, me, -1)->res = (gint8) t;
      }
}

void
catan_ck_list_respond (const CatanState *state, GArray *out)
{
  for (int pl = 0; pl < state->options.n_players; pl++)
    {
      const CatanPlayer *p = &state->players[pl];

      if (p->discard_owed > 0 || p->give_owed > 0)
        for (int r = 0; r < CATAN_N_CARDS; r++)
          if (p->cards[r] > 0 && (p->discard_owed > 0 || !p->give_commodity || r >= CATAN_PAPER))
            {
              /* One card at a time for discards; gifts are listed as one
               * card for a single owed card, else as a pair. */
              CatanAction *a = push_new (out, p->discard_owed > 0 ? CATAN_ACTION_DISCARD : CATAN_ACTION_GIVE, pl, -1);

              a->give[r] = 1;
              if (p->discard_owed == 0 && p->give_owed == 2)
                {
                  int second = -1;

                  for (int r2 = r; r2 < CATAN_N_CARDS && second < 0; r2++)
                    if (p->cards[r2] > (r2 == r))
                      second = r2;
                  if (second < 0)
                    {
                      g_array_set_size (out, out->len - 1);
                      continue;
                    }
                  a->give[second]++;
                }
            }
      if (p->progress_drop_owed > 0)
        for (int k = 0; k < CATAN_N_PROGRESS; k++)
          if (p->progress[k] > 0)
            push_new (out, CATAN_ACTION_DROP_PROGRESS, pl, -1)->card = (gint8) k;
      if (p->progress_pick_owed > 0)
        for (int t = 0; t < 3; t++)
          if (state->progress_len[t] > 0)
            push_new (out, CATAN_ACTION_PICK_PROGRESS, pl, -1)->res = (gint8) t;
      if (p->pillage_owed > 0)
        for (guint c = 0; c < state->board->n_corners; c++)
          if (pillage_ok (state, pl, (int) c))
            push (out, CATAN_ACTION_PILLAGE, pl, (int) c);
      if (p->aqueduct_owed > 0)
        for (int r = 0; r < CATAN_N_RESOURCES; r++)
          if (state->bank[r] > 0)
            push_new (out, CATAN_ACTION_AQUEDUCT, pl, -1)->res = (gint8) r;
    }
  if (state->retreat_player >= 0)
    {
      gboolean spots[CATAN_MAX_CORNERS];

      if (!retreat_spots (state, spots))
        push (out, CATAN_ACTION_RETREAT, state->retreat_player, -1);
      for (guint c = 0; c < state->board->n_corners; c++)
        if (spots[c])
          push (out, CATAN_ACTION_RETREAT, state->retreat_player, (int) c);
    }
}
