/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ck-knights.c — Cities & Knights: knights, city walls, improvements
 * and metropolises, and the legal actions of a turn */
#include "catan-ck-private.h"

#include <string.h>

/* ---- knights ------------------------------------------------------------ */

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

void
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
gboolean
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
void
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
move_knight (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, c = action->where;
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

static gboolean
chase_robber (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, c = action->where;
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

void
promote (CatanState *state, int corner)
{
  CatanPlayer *p = &state->players[state->corner_owner[corner]];
  int level = state->knight_level[corner];

  p->knights_left[level - 1]++;
  p->knights_left[level]--;
  state->knight_level[corner]++;
  state->knight_flags[corner] |= CATAN_KNIGHT_PROMOTED;
}

gboolean
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
      return move_knight (state, action, events, error);

    case CATAN_ACTION_CHASE_ROBBER:
      return chase_robber (state, action, events, error);

    default:
      g_assert_not_reached ();
    }
}

/* ---- walls and improvements --------------------------------------------- */

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
gboolean
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

/* ---- legal actions -------------------------------------------------------- */

static CatanAction *
push_new (GArray *out, CatanActionType type, int player, int where)
{
  push (out, type, player, where);
  return &g_array_index (out, CatanAction, out->len - 1);
}

/* The moves of the current player's knight at corner `c`, which can act:
 * along the player's roads, and chasing the robber. */
static void
list_knight_acts (const CatanState *state, GArray *out, guint c)
{
  int me = state->current;
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
            list_knight_acts (state, out, c);
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
