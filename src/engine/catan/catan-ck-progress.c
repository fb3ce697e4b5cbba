/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ck-progress.c — Cities & Knights: the 54 progress cards, their
 * conditions, effects and plays */
#include "catan-ck-private.h"

#include <string.h>

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

static gboolean
science_args_ok (const CatanState *state, const CatanAction *a, GError **error)
{
  int p = a->player;
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
    default:
      return TRUE;
    }
}

static gboolean
politics_args_ok (const CatanState *state, const CatanAction *a, GError **error)
{
  int p = a->player, n = state->options.n_players;
  const CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
    case CATAN_PROGRESS_CONSTITUTION:
      return fail (error, CATAN_ERROR_CARD, "cards: this card is a point, shown when drawn");
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
    default:
      return TRUE;
    }
}

static gboolean
trade_args_ok (const CatanState *state, const CatanAction *a, GError **error)
{
  int p = a->player, n = state->options.n_players;
  const CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
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

/* Validates the card's own conditions; on success `play_progress` cannot
 * fail. */
static gboolean
progress_args_ok (const CatanState *state, const CatanAction *a, GError **error)
{
  if (a->card <= CATAN_PROGRESS_ROAD_BUILDING)
    return science_args_ok (state, a, error);
  if (a->card <= CATAN_PROGRESS_WARLORD)
    return politics_args_ok (state, a, error);
  return trade_args_ok (state, a, error);
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
play_science (CatanState *state, CatanAction *a, GArray *events)
{
  int p = a->player;
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
    default:
      g_assert_not_reached ();
    }
}

static void
play_politics (CatanState *state, CatanAction *a, GArray *events)
{
  int p = a->player, n = state->options.n_players;
  CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
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
    default:
      g_assert_not_reached ();
    }
}

static void
play_trade (CatanState *state, CatanAction *a, GArray *events)
{
  int p = a->player, n = state->options.n_players;
  CatanPlayer *me = &state->players[p];

  switch (a->card)
    {
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

static void
play_progress (CatanState *state, CatanAction *a, GArray *events)
{
  if (a->card <= CATAN_PROGRESS_ROAD_BUILDING)
    play_science (state, a, events);
  else if (a->card <= CATAN_PROGRESS_WARLORD)
    play_politics (state, a, events);
  else
    play_trade (state, a, events);
}

gboolean
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

#define TRY() G_STMT_START { if (progress_args_ok (state, a, NULL)) g_array_append_val (out, *a); } G_STMT_END
#define TAKE_IF(ok) G_STMT_START { if (ok) g_array_append_val (out, *a); } G_STMT_END

static void
list_science (const CatanState *state, GArray *out, CatanAction *a)
{
  int me = state->current;
  const CatanPlayer *p = &state->players[me];
  guint n_corners = state->board->n_corners, n_hexes = state->board->n_hexes;

  switch (a->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      for (int w = 1; w <= 6; w++)
        for (int r = 1; r <= 6; r++)
          {
            a->dice[0] = (guint8) w;
            a->dice[1] = (guint8) r;
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
              a->where = (gint16) h;
              a->where2 = (gint16) h2;
              TAKE_IF (token_ok[h] && token_ok[h2]);
            }
      }
      break;
    case CATAN_PROGRESS_ENGINEER:
      for (guint c = 0; c < n_corners; c++)
        {
          a->where = (gint16) c;
          TAKE_IF (wall_ok (state, me, (int) c, NULL));
        }
      break;
    case CATAN_PROGRESS_MEDICINE:
      {
        gboolean can = p->cities_left > 0 && can_pay (p, medicine_cost);

        for (guint c = 0; c < n_corners; c++)
          {
            a->where = (gint16) c;
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
            a->where = (gint16) mine[i];
            a->where2 = -1;
            TRY ();
            for (int j = i + 1; j < n_mine; j++)
              {
                a->where2 = (gint16) mine[j];
                TRY ();
              }
          }
      }
      break;
    default:
      TRY ();
      break;
    }
}

static void
list_politics (const CatanState *state, GArray *out, CatanAction *a)
{
  int me = state->current, n = state->options.n_players;
  guint n_corners = state->board->n_corners, n_hexes = state->board->n_hexes;

  switch (a->card)
    {
    case CATAN_PROGRESS_BISHOP:
      for (guint h = 0; h < n_hexes; h++)
        {
          a->where = (gint16) h;
          TAKE_IF (state->robber_free && (int) h != state->robber);
        }
      break;
    case CATAN_PROGRESS_DIPLOMAT:
      for (guint e = 0; e < state->board->n_edges; e++)
        {
          a->where = (gint16) e;
          TAKE_IF (state->edge_owner[e] >= 0 && open_road (state, (int) e));
        }
      break;
    case CATAN_PROGRESS_DESERTER:
      for (guint c = 0; c < n_corners; c++)
        if (state->knight_level[c] != 0 && state->corner_owner[c] != me)
          {
            gboolean placed = FALSE;

            a->victim = state->corner_owner[c];
            a->where = (gint16) c;
            /* every corner the new knight may take is a move of its own,
             * so a person can choose it; none when there is no room */
            for (guint c2 = 0; c2 < n_corners; c2++)
              {
                a->where2 = (gint16) c2;
                if (progress_args_ok (state, a, NULL))
                  {
                    g_array_append_val (out, *a);
                    placed = TRUE;
                  }
              }
            a->where2 = -1;
            if (!placed)
              TRY ();
          }
      break;
    case CATAN_PROGRESS_SPY:
      for (int o = 0; o < n; o++)
        for (int k = 0; k < CATAN_N_PROGRESS; k++)
          {
            a->victim = (gint8) o;
            a->res = (gint8) k;
            TAKE_IF (o != me && state->players[o].progress[k] != 0);
          }
      break;
    case CATAN_PROGRESS_INTRIGUE:
      for (guint c = 0; c < n_corners; c++)
        {
          a->where = (gint16) c;
          TAKE_IF (state->knight_level[c] != 0 && state->corner_owner[c] != me
                   && corner_touches_own_road (state, me, (int) c));
        }
      break;
    default:
      TRY ();
      break;
    }
}

static void
list_trade (const CatanState *state, GArray *out, CatanAction *a)
{
  int me = state->current, n = state->options.n_players;
  guint n_hexes = state->board->n_hexes;

  switch (a->card)
    {
    case CATAN_PROGRESS_MERCHANT:
      for (guint h = 0; h < n_hexes; h++)
        {
          a->where = (gint16) h;
          TAKE_IF (state->board->hexes[h].terrain != CATAN_TERRAIN_DESERT
                   && hex_next_to_player (state, (int) h, me));
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
            a->victim = (gint8) o;
            for (int i = 0; i < CATAN_N_CARDS; i++)
              for (int j = i; j < CATAN_N_CARDS; j++)
                {
                  memset (a->give, 0, sizeof a->give);
                  a->give[i]++;
                  if (hand >= 2)
                    a->give[j]++;
                  else if (j != i)
                    continue;
                  if (v->cards[i] + v->cards[j] > 0)
                    TAKE_IF (card_total (a->give) == MIN (2, hand) && can_pay (v, a->give));
                }
          }
      }
      break;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      for (int r = 0; r < CATAN_N_RESOURCES; r++)
        {
          a->res = (gint8) r;
          TRY ();
        }
      break;
    case CATAN_PROGRESS_MERCHANT_FLEET:
      for (int r = 0; r < CATAN_N_CARDS; r++)
        {
          a->res = (gint8) r;
          TRY ();
        }
      break;
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
      for (int r = CATAN_PAPER; r <= CATAN_COIN; r++)
        {
          a->res = (gint8) r;
          TRY ();
        }
      break;
    default:
      TRY ();
      break;
    }
}
#undef TAKE_IF
#undef TRY

/* Lists the plays of progress card `card`. Cards with many candidates test
 * each with the card's own condition from progress_args_ok(), the checks
 * that do not depend on the candidate made once, rather than calling it
 * for every candidate; the others are checked by progress_args_ok(). The
 * candidates and their order are the same either way. */
void
list_progress (const CatanState *state, GArray *out, int card)
{
  CatanAction a;

  catan_action_init (&a, CATAN_ACTION_PROGRESS, state->current);
  a.card = (gint8) card;
  a.where2 = -1;
  if (card <= CATAN_PROGRESS_ROAD_BUILDING)
    list_science (state, out, &a);
  else if (card <= CATAN_PROGRESS_WARLORD)
    list_politics (state, out, &a);
  else
    list_trade (state, out, &a);
}
