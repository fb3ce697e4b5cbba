/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-state.c — the base game rules of Catan
 *
 * Rules come from the seed quick reference; where it is silent we follow the
 * published base rules, and each such choice is marked "Published rule:" in
 * a comment and covered by a record in tests/records/catan/.
 */
#include "catan-private.h"

#include <string.h>

G_DEFINE_QUARK (catan-state-error-quark, catan_state_error)

#define BANK_RESOURCES  19
#define ROADS           CATAN_ROADS
#define SETTLEMENTS     CATAN_SETTLEMENTS
#define CITIES          CATAN_CITIES
#define HAND_LIMIT       7
#define LONGEST_MIN      5
#define ARMY_MIN         3
#define ROAD_SEARCH_MAX  32   /* roads of one player the longest-road search handles */

static const guint8 road_cost[CATAN_N_CARDS] = { 1, 1, 0, 0, 0 };
static const guint8 settlement_cost[CATAN_N_CARDS] = { 1, 1, 1, 1, 0 };
static const guint8 city_cost[CATAN_N_CARDS] = { 0, 0, 0, 2, 3 };
static const guint8 dev_cost[CATAN_N_CARDS] = { 0, 0, 1, 1, 1 };

static const guint8 dev_deck_counts[CATAN_N_DEV_KINDS] = { 14, 5, 2, 2, 2 };

static const char * const action_names[CATAN_N_ACTIONS + 1] = {
  "settle", "road", "city", "roll", "discard", "robber", "buy", "knight",
  "road_building", "year_of_plenty", "monopoly", "bank_trade", "offer",
  "accept", "reject", "confirm", "cancel", "end",
  "knight_build", "knight_activate", "knight_promote", "knight_move", "knight_chase",
  "wall", "improve", "progress", "give", "drop_progress", "pick_progress", "aqueduct",
  "retreat", "pillage", NULL
};
static const char * const dev_names[CATAN_N_DEV_KINDS + 1] = {
  "knight", "victory_point", "road_building", "year_of_plenty", "monopoly", NULL
};
static const char * const phase_names[] = {
  "setup_settlement", "setup_road", "roll", "discard", "robber", "main",
  "road_building", "trade", "over", "respond"
};

const char *
catan_action_type_name (CatanActionType type)
{
  return type < CATAN_N_ACTIONS ? action_names[type] : "?";
}

int
catan_action_type_from_name (const char *name)
{
  for (int i = 0; action_names[i] != NULL; i++)
    if (g_strcmp0 (action_names[i], name) == 0)
      return i;
  return -1;
}

const char *
catan_dev_card_name (CatanDevCard card)
{
  return card < CATAN_N_DEV_KINDS ? dev_names[card] : "?";
}

/* How many cards of this kind the development deck holds at the start. */
guint
catan_dev_card_copies (CatanDevCard card)
{
  return card < CATAN_N_DEV_KINDS ? dev_deck_counts[card] : 0;
}

int
catan_dev_card_from_name (const char *name)
{
  for (int i = 0; dev_names[i] != NULL; i++)
    if (g_strcmp0 (dev_names[i], name) == 0)
      return i;
  return -1;
}

const char *
catan_phase_name (CatanPhase phase)
{
  return phase <= CATAN_PHASE_RESPOND ? phase_names[phase] : "?";
}

void
catan_action_init (CatanAction     *action,
                   CatanActionType  type,
                   int              player)
{
  *action = catan_priv_blank_action;
  action->type = (guint8) type;
  action->player = (gint8) player;
}

/* ---- small helpers ---------------------------------------------------- */

gboolean
catan_priv_fail (GError        **error,
                 CatanStateError code,
                 const char     *format,
                 ...)
{
  va_list args;

  /* Legality probes pass no error: keep them cheap. */
  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_set_error_literal (error, CATAN_STATE_ERROR, code, "");
  if (error != NULL && *error != NULL)
    {
      g_free ((*error)->message);
      (*error)->message = g_strdup_vprintf (format, args);
    }
  va_end (args);
  return FALSE;
}

void
emit (GArray *events, CatanEventType type, int player, int other, int a, int b,
      const guint8 *cards)
{
  CatanEvent event = { 0 };

  if (events == NULL)
    return;
  event.type = (guint8) type;
  event.player = (gint8) player;
  event.other = (gint8) other;
  event.a = (gint16) a;
  event.b = (gint16) b;
  if (cards != NULL)
    memcpy (event.cards, cards, CATAN_N_CARDS);
  g_array_append_val (events, event);
}

int
catan_state_hand_size (const CatanState *state,
                       int               player)
{
  const CatanPlayer *p = &state->players[player];
  int n = p->hidden_cards;

  for (int i = 0; i < CATAN_N_CARDS; i++)
    n += p->cards[i];
  return n;
}

void
pay (CatanState *state, int player, const guint8 *cost)
{
  for (int i = 0; i < CATAN_N_CARDS; i++)
    {
      state->players[player].cards[i] -= cost[i];
      state->bank[i] += cost[i];
    }
}

static gboolean
check_cost (const CatanState *state, int player, const guint8 *cost, const char *what,
            GError **error)
{
  if (can_pay (&state->players[player], cost))
    return TRUE;
  return fail (error, CATAN_ERROR_COST, "cost: %s needs %s", what,
               cost == road_cost ? "1 brick and 1 lumber"
               : cost == settlement_cost ? "1 brick, 1 lumber, 1 wool and 1 grain"
               : cost == city_cost ? "2 grain and 3 ore"
               : "1 wool, 1 grain and 1 ore");
}

static int
setup_player (const CatanState *state, int step)
{
  int n = state->options.n_players;

  return step < n ? step : 2 * n - 1 - step;
}

gboolean
catan_state_is_finished (const CatanState *state)
{
  return state->phase == CATAN_PHASE_OVER;
}

guint
catan_state_get_current_player (const CatanState *state)
{
  return (guint) state->current;
}

/* ---- placement rules ---------------------------------------------------- */

static gboolean
distance_rule_ok (const CatanState *state, int corner)
{
  const CatanCorner *c = &state->board->corners[corner];

  for (int i = 0; i < 3 && c->corners[i] >= 0; i++)
    if (state->corner_level[c->corners[i]] != 0)
      return FALSE;
  return TRUE;
}

gboolean
corner_touches_own_road (const CatanState *state, int player, int corner)
{
  const CatanCorner *c = &state->board->corners[corner];

  for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
    if (state->edge_owner[c->edges[i]] == player)
      return TRUE;
  return FALSE;
}

/* A road joins the network at an end that holds the player's own building,
 * or at an end that is free of other players' buildings and has another of
 * the player's roads. */
static gboolean
road_connects (const CatanState *state, int player, int edge)
{
  const CatanEdge *e = &state->board->edges[edge];

  for (int i = 0; i < 2; i++)
    {
      int c = e->corners[i];

      if (state->corner_owner[c] == player)
        return TRUE;
      if (state->corner_owner[c] < 0 && corner_touches_own_road (state, player, c))
        return TRUE;
    }
  return FALSE;
}

gboolean
road_place_ok (const CatanState *state, int player, int edge)
{
  return state->edge_owner[edge] < 0 && road_connects (state, player, edge);
}

static gboolean
settlement_place_ok (const CatanState *state, int player, int corner, gboolean setup)
{
  if (state->corner_level[corner] != 0 || state->knight_level[corner] != 0
      || !distance_rule_ok (state, corner))
    return FALSE;
  return setup || corner_touches_own_road (state, player, corner);
}

gboolean
any_road_place (const CatanState *state, int player)
{
  for (guint e = 0; e < state->board->n_edges; e++)
    if (road_place_ok (state, player, (int) e))
      return TRUE;
  return FALSE;
}

/* ---- longest road and largest army ------------------------------------ */

/* One player's roads as a small graph of their own: corners renumbered
 * 0..n_corners-1, each with its roads (a bit per road) and the corner at
 * their other end. */
typedef struct
{
  guint8  degree[2 * ROAD_SEARCH_MAX];
  guint8  other[2 * ROAD_SEARCH_MAX][3];
  guint32 bit[2 * ROAD_SEARCH_MAX][3];
  gboolean cut[2 * ROAD_SEARCH_MAX];   /* an opponent's building stands there */
} RoadNet;

static int
trail_from (const RoadNet *net, int corner, guint32 used)
{
  int best = 0;

  /* An opponent's settlement or city cuts the road at this corner. */
  if (used != 0 && net->cut[corner])
    return 0;
  for (int i = 0; i < net->degree[corner]; i++)
    if (!(used & net->bit[corner][i]))
      best = MAX (best, 1 + trail_from (net, net->other[corner][i], used | net->bit[corner][i]));
  return best;
}

static int
network_find (guint8 *parent, int c)
{
  while (parent[c] != c)
    c = parent[c] = parent[parent[c]];
  return c;
}

/* The graph of `roads` (edges of the player's) into net: local[c] is
 * board corner c's number there, parent[] joins each network's corners
 * (union-find); returns the number of corners. */
static int
road_net_build (const CatanState *state,
                int               player,
                const gint16     *roads,
                int               n,
                RoadNet          *net,
                gint16           *local,
                guint8           *parent)
{
  const CatanBoard *board = state->board;
  int n_corners = 0;

  g_assert (n <= ROAD_SEARCH_MAX);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < 2; i++)
      local[board->edges[roads[k]].corners[i]] = -1;
  for (int k = 0; k < n; k++)
    {
      int ends[2];

      for (int i = 0; i < 2; i++)
        {
          int c = board->edges[roads[k]].corners[i], owner = state->corner_owner[c];

          if (local[c] < 0)
            {
              local[c] = (gint16) n_corners;
              net->degree[n_corners] = 0;
              net->cut[n_corners] = owner >= 0 && owner != player;
              parent[n_corners] = (guint8) n_corners;
              n_corners++;
            }
          ends[i] = local[c];
        }
      for (int i = 0; i < 2; i++)
        {
          int c = ends[i], d = net->degree[c]++;

          net->other[c][d] = (guint8) ends[1 - i];
          net->bit[c][d] = 1u << k;
        }
      parent[network_find (parent, ends[1])] = (guint8) network_find (parent, ends[0]);
    }
  return n_corners;
}

/* The longest trail over `roads` (edges of the player's, whole networks).
 * A longest trail that cannot be extended starts where it cannot be
 * extended backwards: at a corner with an odd number of the player's roads
 * (a road end or a fork), or at a corner an opponent's building cuts. Only
 * a closed loop with neither (all its corners have two roads) has no such
 * corner, and then any of its corners will do. So the search starts from
 * those corners only, not from both ends of every road. */
static int
longest_trail (const CatanState *state,
               int               player,
               const gint16     *roads,
               int               n)
{
  gint16 local[CATAN_MAX_CORNERS];
  guint8 parent[2 * ROAD_SEARCH_MAX];
  guint8 has_start[2 * ROAD_SEARCH_MAX] = { 0 };
  RoadNet net;
  int n_corners, best = 0;

  if (n == 0)
    return 0;
  n_corners = road_net_build (state, player, roads, n, &net, local, parent);
  for (int c = 0; c < n_corners; c++)
    if ((net.degree[c] & 1) || net.cut[c])
      has_start[network_find (parent, c)] = TRUE;
  for (int c = 0; c < n_corners && best < n; c++)
    {
      int root = network_find (parent, c);

      if ((net.degree[c] & 1) || net.cut[c])
        best = MAX (best, trail_from (&net, c, 0));
      else if (!has_start[root])
        {
          /* A closed loop: start once, from its first corner. */
          has_start[root] = TRUE;
          best = MAX (best, trail_from (&net, c, 0));
        }
    }
  return best;
}

int
catan_state_road_length (const CatanState *state,
                         int               player)
{
  gint16 roads[ROAD_SEARCH_MAX];
  int n = 0;

  for (guint e = 0; e < state->board->n_edges; e++)
    if (state->edge_owner[e] == player)
      {
        g_assert (n < ROAD_SEARCH_MAX);
        roads[n++] = (gint16) e;
      }
  return longest_trail (state, player, roads, n);
}

/* Whether `player` has a road at `corner` other than `edge`. */
static gboolean
other_road_at (const CatanState *state,
               int               player,
               int               corner,
               int               edge)
{
  const CatanCorner *c = &state->board->corners[corner];

  for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
    if (c->edges[i] != edge && state->edge_owner[c->edges[i]] == player)
      return TRUE;
  return FALSE;
}

/* The player's road length once their road at `edge` is new: only the
 * network it joins can have grown, the others are as long as they were
 * (at most the player's road_length before), so only that network is
 * searched. Most new roads lengthen a branch: one end joins the network,
 * the other touches no road of the player's. The network's old trails
 * are then at most road_length too, and a new trail is the new road
 * followed by the longest trail from the joining corner in the old
 * network, which is searched from that corner alone. */
static int
road_length_after (const CatanState *state,
                   int               player,
                   int               edge)
{
  const CatanBoard *board = state->board;
  const CatanEdge *new_road = &board->edges[edge];
  gint16 roads[ROAD_SEARCH_MAX];
  gint16 stack[2 * ROAD_SEARCH_MAX];
  guint8 seen[CATAN_MAX_EDGES / 8] = { 0 };
  int n = 0, top = 0, length = state->players[player].road_length;
  gboolean joined[2];

  roads[n++] = (gint16) edge;
  seen[edge / 8] |= 1u << (edge % 8);
  stack[top++] = new_road->corners[0];
  stack[top++] = new_road->corners[1];
  while (top > 0)
    {
      const CatanCorner *c = &board->corners[stack[--top]];

      for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
        {
          int e = c->edges[i];

          if (state->edge_owner[e] != player || (seen[e / 8] & (1u << (e % 8))))
            continue;
          seen[e / 8] |= 1u << (e % 8);
          g_assert (n < ROAD_SEARCH_MAX);
          roads[n++] = (gint16) e;
          /* Both ends: the corner it was reached from adds nothing new. */
          stack[top++] = board->edges[e].corners[0];
          stack[top++] = board->edges[e].corners[1];
        }
    }
  for (int i = 0; i < 2; i++)
    joined[i] = other_road_at (state, player, new_road->corners[i], edge);
  if (joined[0] != joined[1])
    {
      int at = new_road->corners[joined[0] ? 0 : 1], owner = state->corner_owner[at];
      gint16 local[CATAN_MAX_CORNERS];
      guint8 parent[2 * ROAD_SEARCH_MAX];
      RoadNet net;

      /* An opponent's building at the joining corner cuts the trail. */
      if (owner >= 0 && owner != player)
        return MAX (length, 1);
      road_net_build (state, player, roads + 1, n - 1, &net, local, parent);
      return MAX (length, 1 + trail_from (&net, local[at], 0));
    }
  return MAX (length, longest_trail (state, player, roads, n));
}

/* Seed: a longer road takes the title, an equal one does not. Published
 * rule for a broken road: if the holder no longer has the (possibly tied)
 * longest road, a single longest road of 5+ takes it; a tie for the longest
 * among the others leaves the title with nobody. */
static void
update_longest_road (CatanState *state, GArray *events)
{
  int n = state->options.n_players;
  int holder = state->longest_road, best = 0, n_best = 0, best_player = -1;

  for (int p = 0; p < n; p++)
    {
      int length = state->players[p].road_length;

      if (length > best)
        {
          best = length;
          n_best = 1;
          best_player = p;
        }
      else if (length == best)
        n_best++;
    }
  if (holder >= 0 && state->players[holder].road_length == best && best >= LONGEST_MIN)
    return;
  state->longest_road = (gint8) (best >= LONGEST_MIN && n_best == 1 ? best_player : -1);
  if (state->longest_road != holder)
    emit (events, CATAN_EVENT_LONGEST_ROAD, state->longest_road, holder, best, 0, NULL);
}

void
recompute_roads (CatanState *state, int only_player, GArray *events)
{
  for (int p = 0; p < state->options.n_players; p++)
    if (only_player < 0 || p == only_player)
      state->players[p].road_length = (guint8) catan_state_road_length (state, p);
  update_longest_road (state, events);
}

/* recompute_roads() for a piece of `builder`'s placed on the free
 * `corner`: only the networks of other players with a road there can have
 * changed (a player's own piece never cuts their road). */
void
recompute_roads_at (CatanState *state, int corner, int builder, GArray *events)
{
  const CatanCorner *c = &state->board->corners[corner];
  guint touched = 0;

  for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
    if (state->edge_owner[c->edges[i]] >= 0)
      touched |= 1u << state->edge_owner[c->edges[i]];
  touched &= ~(1u << builder);
  for (int p = 0; p < state->options.n_players; p++)
    if (touched & (1u << p))
      state->players[p].road_length = (guint8) catan_state_road_length (state, p);
  update_longest_road (state, events);
}

static void
update_largest_army (CatanState *state, int player, GArray *events)
{
  int holder = state->largest_army;
  int knights = state->players[player].knights_played;

  if (holder == player || knights < ARMY_MIN)
    return;
  if (holder >= 0 && knights <= state->players[holder].knights_played)
    return;
  state->largest_army = (gint8) player;
  emit (events, CATAN_EVENT_LARGEST_ARMY, player, holder, knights, 0, NULL);
}

int
catan_state_vp (const CatanState *state,
                int               player,
                gboolean          with_hidden)
{
  const CatanPlayer *p = &state->players[player];
  int vp = (SETTLEMENTS - p->settlements_left) + 2 * (CITIES - p->cities_left);

  if (state->longest_road == player)
    vp += 2;
  if (state->largest_army == player)
    vp += 2;
  if (with_hidden)
    vp += p->dev[CATAN_DEV_VICTORY_POINT];
  if (state->options.cities_and_knights)
    vp += catan_ck_vp (state, player);
  return vp;
}

/* Seed: you win only on your own turn, so only the player whose turn it
 * is can win, the moment they reach the target (or at the start of their
 * turn, if they reached it while another player was acting). */
static void
check_winner (CatanState *state, GArray *events)
{
  if (state->phase == CATAN_PHASE_OVER || state->phase <= CATAN_PHASE_SETUP_ROAD)
    return;
  if (catan_state_vp (state, state->current, TRUE) >= state->options.vp_to_win)
    {
      state->phase = CATAN_PHASE_OVER;
      state->winner = state->current;
      emit (events, CATAN_EVENT_WON, state->current, -1, 0, 0, NULL);
    }
}

/* ---- creating and copying --------------------------------------------- */

CatanState *
catan_state_new (CatanBoard          *board,
                 const CatanOptions  *options,
                 guint64              seed,
                 GError             **error)
{
  CatanState *state;
  int k = 0;

  if (options->n_players < 3 || options->n_players > CATAN_MAX_PLAYERS)
    {
      fail (error, CATAN_ERROR_INVALID, "players: Catan is played by 3 or 4 players");
      return NULL;
    }
  state = g_new0 (CatanState, 1);
  state->board = catan_board_ref (board);
  state->options = *options;
  if (state->options.vp_to_win == 0)
    state->options.vp_to_win = options->cities_and_knights ? 13 : 10;
  tt_rng_init (&state->rng, seed);
  state->phase = CATAN_PHASE_SETUP_SETTLEMENT;
  state->longest_road = state->largest_army = state->winner = -1;
  state->robber = board->robber_start;
  state->last_settlement = -1;
  for (int i = 0; i < CATAN_N_RESOURCES; i++)
    state->bank[i] = BANK_RESOURCES;
  for (int kind = 0; kind < CATAN_N_DEV_KINDS; kind++)
    for (int i = 0; i < dev_deck_counts[kind]; i++)
      state->deck[k++] = (guint8) kind;
  state->deck_len = CATAN_N_DEV_CARDS;
  tt_rng_shuffle (&state->rng, state->deck, CATAN_N_DEV_CARDS, 1);
  /* Cities & Knights has no development cards (progress cards instead). */
  if (options->cities_and_knights)
    state->deck_len = 0;
  for (guint h = 0; h < board->n_hexes; h++)
    state->numbers[h] = board->hexes[h].number;
  memset (state->corner_owner, -1, sizeof state->corner_owner);
  memset (state->edge_owner, -1, sizeof state->edge_owner);
  for (int p = 0; p < options->n_players; p++)
    {
      state->players[p].roads_left = ROADS;
      state->players[p].settlements_left = SETTLEMENTS;
      state->players[p].cities_left = CITIES;
      state->players[p].trade_answer = -1;
    }
  if (options->cities_and_knights)
    catan_ck_init (state);
  return state;
}

CatanState *
catan_state_copy (const CatanState *state)
{
  CatanState *copy = g_new (CatanState, 1);

  memcpy (copy, state, sizeof *copy);
  catan_board_ref (copy->board);
  return copy;
}

/* For search loops that reuse one buffer: no allocation, no reference
 * counting (dest must already hold a reference to the same board). */
void
catan_state_copy_into (CatanState       *dest,
                       const CatanState *src)
{
  g_assert (dest->board == src->board);
  memcpy (dest, src, sizeof *dest);
}

void
catan_state_free (CatanState *state)
{
  if (state == NULL)
    return;
  catan_board_unref (state->board);
  g_free (state);
}

/* What `player` may know: the others' resource and development cards become
 * counts of unknown cards, the deck loses its order, and the generator is
 * replaced so that future dice cannot be read from the view. A view is for
 * showing and for guessing; actions on it that depend on hidden cards fail. */
CatanState *
catan_state_view (const CatanState *state,
                  int               player)
{
  CatanState *view = catan_state_copy (state);
  guint8 counts[CATAN_N_DEV_KINDS] = { 0 };
  int k = 0;

  for (int p = 0; p < state->options.n_players; p++)
    {
      CatanPlayer *other = &view->players[p];

      if (p == player)
        continue;
      other->hidden_cards = (guint8) catan_state_hand_size (state, p);
      memset (other->cards, 0, sizeof other->cards);
      for (int i = 0; i < CATAN_N_DEV_KINDS; i++)
        other->hidden_dev += other->dev[i];
      memset (other->dev, 0, sizeof other->dev);
      memset (other->dev_new, 0, sizeof other->dev_new);
      for (int i = 0; i < CATAN_N_PROGRESS; i++)
        other->hidden_progress += other->progress[i];
      memset (other->progress, 0, sizeof other->progress);
    }
  for (int t = 0; t < 3; t++)
    {
      guint8 *deck = view->progress_deck[t];

      /* Sorted: the order of the progress decks is hidden too. */
      for (int i = 1; i < view->progress_len[t]; i++)
        for (int j = i; j > 0 && deck[j - 1] > deck[j]; j--)
          {
            guint8 tmp = deck[j];

            deck[j] = deck[j - 1];
            deck[j - 1] = tmp;
          }
    }
  for (int i = 0; i < view->deck_len; i++)
    counts[view->deck[i]]++;
  for (int kind = 0; kind < CATAN_N_DEV_KINDS; kind++)
    for (int i = 0; i < counts[kind]; i++)
      view->deck[k++] = (guint8) kind;
  tt_rng_init (&view->rng, 0);
  return view;
}

/* Hides from `player` what an event says about other players' hidden
 * cards: which card was stolen (unless they took part), which development
 * or progress card another player drew. */
void
catan_event_redact (CatanEvent *event,
                    int         player)
{
  switch (event->type)
    {
    case CATAN_EVENT_STOLE:
      if (player != event->player && player != event->other)
        event->a = -1;
      break;
    case CATAN_EVENT_DEV_BOUGHT:
    case CATAN_EVENT_PROGRESS_DRAWN:
      if (player != event->player)
        event->a = -1;
      break;
    default:
      break;
    }
}

/* ---- turn flow ---------------------------------------------------------- */

static void
start_turn (CatanState *state, int player, GArray *events)
{
  state->current = (gint8) player;
  state->phase = CATAN_PHASE_ROLL;
  state->rolled = FALSE;
  state->dev_played = FALSE;
  state->offers_made = 0;
  for (int p = 0; p < state->options.n_players; p++)
    memset (state->players[p].dev_new, 0, sizeof state->players[p].dev_new);
  state->turn++;
  if (state->options.cities_and_knights)
    catan_ck_start_turn (state);
  if (state->options.turn_cap != 0 && state->turn > state->options.turn_cap)
    {
      state->phase = CATAN_PHASE_OVER;
      return;
    }
  emit (events, CATAN_EVENT_TURN, player, -1, state->turn, 0, NULL);
}

/* The hexes numbered `sum`, as bits (CATAN_MAX_HEXES is 64). Each hex's
 * test is a byte, in a loop the compiler does many hexes at a time; eight
 * bytes of 0 or 1 are then packed into eight bits by one multiplication
 * (byte i, read little endian, lands on bit 56 + i). */
static guint64
hexes_numbered (const CatanState *state, int sum)
{
  guint n_hexes = state->board->n_hexes;
  guint8 is[CATAN_MAX_HEXES];
  guint64 hit = 0;

  G_STATIC_ASSERT (CATAN_MAX_HEXES == 64);
  for (guint h = 0; h < n_hexes; h++)
    is[h] = state->numbers[h] == sum;
  memset (is + n_hexes, 0, CATAN_MAX_HEXES - n_hexes);
  for (guint h = 0; h < n_hexes; h += 8)
    {
      guint64 eight;

      memcpy (&eight, is + h, sizeof eight);
      hit |= ((GUINT64_FROM_LE (eight) * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56) << h;
    }
  return hit;
}

/* Production of one roll. Published rule (bank shortage): if the bank
 * cannot give every player what a card type owes them, nobody receives
 * that type, unless only one player is owed it: that player takes what the
 * bank has left. With Cities & Knights a city on forest, pasture or
 * mountains gives one resource and one commodity (paper, cloth, coin)
 * instead of two resources (seed). */
static void
produce (CatanState *state, int sum, GArray *events)
{
  static const gint8 commodity_of[CATAN_N_TERRAINS] = { -1, CATAN_PAPER, CATAN_CLOTH, -1, CATAN_COIN, -1 };
  const CatanBoard *board = state->board;
  guint8 owed[CATAN_MAX_PLAYERS][CATAN_N_CARDS] = { { 0 } };
  gboolean ck = state->options.cities_and_knights;
  int n = state->options.n_players;
  guint64 hit;

  /* Only the hexes with the number rolled are visited. */
  hit = hexes_numbered (state, sum);
  if (state->robber >= 0)
    hit &= ~(G_GUINT64_CONSTANT (1) << state->robber);
  for (; hit != 0; hit &= hit - 1)
    {
      const CatanHex *hex = &board->hexes[__builtin_ctzll (hit)];
      int terrain = hex->terrain, commodity;

      if (terrain == CATAN_TERRAIN_DESERT)
        continue;
      commodity = commodity_of[terrain];

      /* Without a branch per corner: an empty corner (or a knight's)
       * adds nothing, and its owner -1 is masked to a row it leaves as is. */
      for (int d = 0; d < 6; d++)
        {
          int c = hex->corners[d], level = state->corner_level[c];
          int split = ck & (level == 2) & (commodity >= 0);
          guint8 *row = owed[state->corner_owner[c] & (CATAN_MAX_PLAYERS - 1)];

          row[terrain] += (guint8) (level - split);
          row[split ? commodity : terrain] += (guint8) split;
        }
    }
  for (int r = 0; r < CATAN_N_CARDS; r++)
    {
      int total = 0, n_owed = 0;

      /* Rows past n_players stay zero: all are added, a fixed count. */
      for (int p = 0; p < CATAN_MAX_PLAYERS; p++)
        {
          total += owed[p][r];
          n_owed += owed[p][r] > 0;
        }
      if (total <= state->bank[r])
        continue;
      if (n_owed == 1)
        {
          for (int p = 0; p < n; p++)
            owed[p][r] = MIN (owed[p][r], state->bank[r]);
        }
      else
        {
          for (int p = 0; p < n; p++)
            owed[p][r] = 0;
          emit (events, CATAN_EVENT_SHORTAGE, -1, -1, r, 0, NULL);
        }
    }
  for (int p = 0; p < n; p++)
    {
      if (card_total (owed[p]) == 0)
        {
          /* Seed + published rule: the Aqueduct (science level 3) gives a
           * resource of the player's choice on a roll that gives nothing. */
          if (ck && state->players[p].improvements[CATAN_TRACK_SCIENCE] >= 3
              && card_total (state->bank) > state->bank[CATAN_PAPER] + state->bank[CATAN_CLOTH] + state->bank[CATAN_COIN])
            state->players[p].aqueduct_owed = 1;
          continue;
        }
      for (int r = 0; r < CATAN_N_CARDS; r++)
        {
          state->players[p].cards[r] += owed[p][r];
          state->bank[r] -= owed[p][r];
        }
      emit (events, CATAN_EVENT_PRODUCED, p, -1, sum, 0, owed[p]);
    }
}

int
catan_state_hand_limit (const CatanState *state,
                        int               player)
{
  int walls = 0;

  /* Published rule: each city wall raises the limit by two. */
  if (state->options.cities_and_knights)
    for (guint c = 0; c < state->board->n_corners; c++)
      walls += state->wall[c] != 0 && state->corner_owner[c] == player;
  return HAND_LIMIT + 2 * walls;
}

/* The outcome of a roll, once the dice are known (also for the Alchemist). */
void
roll_dice (CatanState *state, int white, int red, int event, gint8 *draws, GArray *events)
{
  gboolean any_discard = FALSE;
  int sum = white + red;

  state->last_dice[0] = (guint8) white;
  state->last_dice[1] = (guint8) red;
  state->last_event = (guint8) event;
  state->rolled = TRUE;
  emit (events, CATAN_EVENT_ROLLED, state->current, -1, white, red, NULL);
  /* Published Cities & Knights order: the event die first (barbarians,
   * progress cards), then production or the 7. */
  if (state->options.cities_and_knights)
    catan_ck_event (state, event, red, draws, events);
  if (state->phase == CATAN_PHASE_OVER)
    return;
  if (sum != 7)
    {
      produce (state, sum, events);
      state->phase = CATAN_PHASE_MAIN;
      if (state->options.cities_and_knights)
        {
          state->resume_phase = CATAN_PHASE_MAIN;
          catan_ck_resume (state);
        }
      return;
    }
  /* Seed: on a 7 nobody produces; 8 or more cards (more than the limit)
   * means discarding half, rounded down. */
  for (int p = 0; p < state->options.n_players; p++)
    {
      int size = catan_state_hand_size (state, p);
      int limit = catan_state_hand_limit (state, p);

      state->players[p].discard_owed = (guint8) (size > limit ? size / 2 : 0);
      any_discard |= size > limit;
    }
  state->after_robber = CATAN_PHASE_MAIN;
  if (state->options.cities_and_knights)
    {
      /* Published rule: the robber stays in the desert until the first
       * barbarian attack; a 7 before that only makes players discard. */
      state->resume_phase = state->robber_free ? CATAN_PHASE_ROBBER : CATAN_PHASE_MAIN;
      state->phase = CATAN_PHASE_MAIN;
      catan_ck_resume (state);
      return;
    }
  state->phase = any_discard ? CATAN_PHASE_DISCARD : CATAN_PHASE_ROBBER;
}

/* ---- actions -------------------------------------------------------------- */

gboolean
check_actor (const CatanState *state, const CatanAction *action, GError **error)
{
  if (action->player != state->current)
    return fail (error, CATAN_ERROR_NOT_YOUR_TURN, "turn: it is player %d's turn, not player %d's",
                 state->current, action->player);
  return TRUE;
}

gboolean
check_phase (const CatanState *state, CatanPhase phase, const char *what, GError **error)
{
  if (state->phase == phase)
    return TRUE;
  return fail (error, CATAN_ERROR_WRONG_PHASE, "phase: %s is not possible now (phase %s)",
               what, catan_phase_name (state->phase));
}

gboolean
check_corner (const CatanState *state, int corner, GError **error)
{
  if (corner >= 0 && corner < (int) state->board->n_corners)
    return TRUE;
  return fail (error, CATAN_ERROR_INVALID, "place: not a corner of this board");
}

static gboolean
apply_settle (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  gboolean setup = state->phase == CATAN_PHASE_SETUP_SETTLEMENT;
  int p = action->player, c = action->where;

  if (!check_actor (state, action, error) || !check_corner (state, c, error))
    return FALSE;
  if (!setup && !check_phase (state, CATAN_PHASE_MAIN, "building a settlement", error))
    return FALSE;
  if (state->corner_level[c] != 0 || state->knight_level[c] != 0)
    return fail (error, CATAN_ERROR_PLACE, "place: this corner is already taken");
  if (!distance_rule_ok (state, c))
    return fail (error, CATAN_ERROR_PLACE,
                 "distance rule: a settlement needs every neighbouring corner empty");
  if (!setup && !corner_touches_own_road (state, p, c))
    return fail (error, CATAN_ERROR_PLACE, "connection: a settlement must touch one of your roads");
  if (state->players[p].settlements_left == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: all 5 of your settlements are on the board");
  if (!setup && !check_cost (state, p, settlement_cost, "a settlement", error))
    return FALSE;

  if (!setup)
    pay (state, p, settlement_cost);
  state->corner_owner[c] = (gint8) p;
  state->corner_level[c] = 1;
  state->players[p].settlements_left--;
  /* Published Cities & Knights rule: the second piece of the setup is a
   * city (it earns the same starting resources, no commodities). */
  if (setup && state->options.cities_and_knights && state->setup_step >= state->options.n_players)
    {
      state->corner_level[c] = 2;
      state->players[p].settlements_left++;
      state->players[p].cities_left--;
    }
  emit (events, CATAN_EVENT_BUILT, p, -1, CATAN_ACTION_SETTLE, c, NULL);
  if (setup)
    {
      state->last_settlement = (gint16) c;
      state->phase = CATAN_PHASE_SETUP_ROAD;
      /* Seed: the second settlement of the setup earns one resource from
       * each land hex it touches. */
      if (state->setup_step >= state->options.n_players)
        {
          guint8 got[CATAN_N_CARDS] = { 0 };
          const CatanCorner *corner = &state->board->corners[c];

          for (int i = 0; i < 3 && corner->hexes[i] >= 0; i++)
            {
              int terrain = state->board->hexes[corner->hexes[i]].terrain;

              if (terrain != CATAN_TERRAIN_DESERT && state->bank[terrain] > 0)
                {
                  got[terrain]++;
                  state->bank[terrain]--;
                  state->players[p].cards[terrain]++;
                }
            }
          emit (events, CATAN_EVENT_PRODUCED, p, -1, 0, 0, got);
        }
    }
  else
    {
      /* A new settlement can cut an opponent's road: only roads that
       * meet at its corner can change. */
      recompute_roads_at (state, c, p, events);
    }
  return TRUE;
}

static void
finish_setup_road (CatanState *state, GArray *events)
{
  state->setup_step++;
  if (state->setup_step == 2 * state->options.n_players)
    {
      start_turn (state, 0, events);
      return;
    }
  state->current = (gint8) setup_player (state, state->setup_step);
  state->phase = CATAN_PHASE_SETUP_SETTLEMENT;
}

static gboolean
apply_road (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, e = action->where;
  gboolean free_road = state->phase != CATAN_PHASE_MAIN;

  if (!check_actor (state, action, error))
    return FALSE;
  if (e < 0 || e >= (int) state->board->n_edges)
    return fail (error, CATAN_ERROR_INVALID, "place: not an edge of this board");
  if (state->phase != CATAN_PHASE_MAIN && state->phase != CATAN_PHASE_SETUP_ROAD
      && state->phase != CATAN_PHASE_ROAD_BUILDING)
    return check_phase (state, CATAN_PHASE_MAIN, "building a road", error);
  if (state->edge_owner[e] >= 0)
    return fail (error, CATAN_ERROR_PLACE, "place: this edge already has a road");
  if (state->phase == CATAN_PHASE_SETUP_ROAD)
    {
      const CatanEdge *edge = &state->board->edges[e];

      if (edge->corners[0] != state->last_settlement && edge->corners[1] != state->last_settlement)
        return fail (error, CATAN_ERROR_PLACE,
                     "setup: the road must touch the settlement just placed");
    }
  else if (!road_connects (state, p, e))
    return fail (error, CATAN_ERROR_PLACE,
                 "connection: a road must join your network and cannot pass another player's building");
  if (state->players[p].roads_left == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: all 15 of your roads are on the board");
  if (!free_road && !check_cost (state, p, road_cost, "a road", error))
    return FALSE;

  if (!free_road)
    pay (state, p, road_cost);
  state->edge_owner[e] = (gint8) p;
  state->players[p].roads_left--;
  emit (events, CATAN_EVENT_BUILT, p, -1, CATAN_ACTION_ROAD, e, NULL);
  state->players[p].road_length = (guint8) road_length_after (state, p, e);
  update_longest_road (state, events);
  if (state->phase == CATAN_PHASE_SETUP_ROAD)
    finish_setup_road (state, events);
  else if (state->phase == CATAN_PHASE_ROAD_BUILDING)
    {
      state->roads_to_build--;
      if (state->roads_to_build == 0 || state->players[p].roads_left == 0 || !any_road_place (state, p))
        {
          state->roads_to_build = 0;
          state->phase = state->after_robber;
        }
    }
  return TRUE;
}

static gboolean
apply_city (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, c = action->where;

  if (!check_actor (state, action, error) || !check_corner (state, c, error)
      || !check_phase (state, CATAN_PHASE_MAIN, "building a city", error))
    return FALSE;
  if (state->corner_owner[c] != p || state->corner_level[c] != 1)
    return fail (error, CATAN_ERROR_PLACE, "place: a city replaces one of your settlements");
  if (state->players[p].cities_left == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: all 4 of your cities are on the board");
  if (!check_cost (state, p, city_cost, "a city", error))
    return FALSE;

  pay (state, p, city_cost);
  state->corner_level[c] = 2;
  state->players[p].cities_left--;
  /* Seed: the settlement goes back to the player's supply. */
  state->players[p].settlements_left++;
  emit (events, CATAN_EVENT_BUILT, p, -1, CATAN_ACTION_CITY, c, NULL);
  return TRUE;
}

static gboolean
apply_roll (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  int white, red, event = 0;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_ROLL, "rolling", error))
    return FALSE;
  if ((action->dice[0] != 0 || action->dice[1] != 0)
      && (action->dice[0] < 1 || action->dice[0] > 6 || action->dice[1] < 1 || action->dice[1] > 6))
    return fail (error, CATAN_ERROR_INVALID, "dice: each die shows 1 to 6");
  if (action->dice[2] > 6)
    return fail (error, CATAN_ERROR_INVALID, "dice: the event die has six faces");

  /* Draw even when the result is forced, so that a replay of a written
   * record leaves the generator exactly where the game left it. */
  white = tt_rng_range (&state->rng, 1, 6);
  red = tt_rng_range (&state->rng, 1, 6);
  if (state->options.cities_and_knights)
    event = tt_rng_range (&state->rng, 1, 6);
  if (action->dice[0] != 0)
    {
      white = action->dice[0];
      red = action->dice[1];
    }
  if (action->dice[2] != 0 && state->options.cities_and_knights)
    event = action->dice[2];
  /* The three ship faces are one outcome. */
  if (event >= 1 && event <= 3)
    event = 1;
  if (state->options.cities_and_knights && !catan_ck_check_draws (state, action, red, event, error))
    return FALSE;
  action->dice[0] = (guint8) white;
  action->dice[1] = (guint8) red;
  action->dice[2] = (guint8) event;
  roll_dice (state, white, red, event, action->draws, events);
  return TRUE;
}

static gboolean
apply_discard (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, total = card_total (action->give);
  CatanPlayer *player;

  if (state->phase != CATAN_PHASE_RESPOND && !check_phase (state, CATAN_PHASE_DISCARD, "discarding", error))
    return FALSE;
  if (p < 0 || p >= state->options.n_players)
    return fail (error, CATAN_ERROR_INVALID, "player: no such player");
  player = &state->players[p];
  if (player->discard_owed == 0)
    return fail (error, CATAN_ERROR_DISCARD, "discard: player %d owes no cards", p);
  if (total == 0 || total > player->discard_owed)
    return fail (error, CATAN_ERROR_DISCARD, "discard: player %d must discard %d more card(s), not %d",
                 p, player->discard_owed, total);
  if (!can_pay (player, action->give))
    return fail (error, CATAN_ERROR_DISCARD, "discard: player %d does not hold those cards", p);

  pay (state, p, action->give);
  player->discard_owed -= (guint8) total;
  emit (events, CATAN_EVENT_DISCARDED, p, -1, 0, 0, action->give);
  if (state->phase == CATAN_PHASE_RESPOND)
    {
      catan_ck_resume (state);
      return TRUE;
    }
  for (int i = 0; i < state->options.n_players; i++)
    if (state->players[i].discard_owed != 0)
      return TRUE;
  state->phase = CATAN_PHASE_ROBBER;
  return TRUE;
}

/* A settlement or city of the player (corner_owner also marks knights). */
static gboolean
has_building (const CatanState *state, int corner, int player)
{
  return state->corner_owner[corner] == player && state->corner_level[corner] != 0;
}

gboolean
hex_touches_player (const CatanState *state, int hex, int player)
{
  const CatanHex *h = &state->board->hexes[hex];

  /* Seed: only a settlement or city on the hex makes its owner a victim;
   * a knight there does not. */
  for (int d = 0; d < 6; d++)
    if (has_building (state, h->corners[d], player))
      return TRUE;
  return FALSE;
}

gboolean
is_victim (const CatanState *state, int hex, int player)
{
  return player != state->current && hex_touches_player (state, hex, player)
         && catan_state_hand_size (state, player) > 0;
}

/* One random card (or the forced one) from victim to thief; the generator
 * is drawn in both cases so that replays stay in step. */
int
steal (CatanState *state, int thief, int victim, int forced, GArray *events)
{
  CatanPlayer *v = &state->players[victim];
  int pick = (int) tt_rng_uniform (&state->rng, (guint32) catan_state_hand_size (state, victim));
  int stolen = -1;

  for (int i = 0; i < CATAN_N_CARDS && stolen < 0; i++)
    {
      if (pick < v->cards[i])
        stolen = i;
      pick -= v->cards[i];
    }
  if (forced >= 0)
    stolen = forced;
  if (stolen < 0)
    {
      /* A player's view: the card came from the victim's cards of unknown
       * kind, and its kind stays unknown (the review applies moves there). */
      v->hidden_cards--;
      state->players[thief].hidden_cards++;
      return -1;
    }
  v->cards[stolen]--;
  state->players[thief].cards[stolen]++;
  emit (events, CATAN_EVENT_STOLE, thief, victim, stolen, 0, NULL);
  return stolen;
}

static gboolean
apply_robber (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  int hex = action->where, victim = action->victim;
  gboolean any_victim = FALSE;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_ROBBER, "moving the robber", error))
    return FALSE;
  if (hex < 0 || hex >= (int) state->board->n_hexes)
    return fail (error, CATAN_ERROR_INVALID, "place: not a hex of this board");
  if (hex == state->robber)
    return fail (error, CATAN_ERROR_ROBBER, "robber: the robber must move to another hex");
  for (int p = 0; p < state->options.n_players; p++)
    any_victim |= is_victim (state, hex, p);
  if (victim >= 0 && (victim >= state->options.n_players || !is_victim (state, hex, victim)))
    return fail (error, CATAN_ERROR_ROBBER,
                 "robber: you can only rob another player with a building on that hex and cards in hand");
  if (victim < 0 && any_victim)
    return fail (error, CATAN_ERROR_ROBBER, "robber: name a player on that hex to rob");
  if (victim >= 0 && action->chance >= 0
      && (action->chance >= CATAN_N_CARDS || state->players[victim].cards[action->chance] == 0))
    return fail (error, CATAN_ERROR_ROBBER, "robber: the robbed player holds no such card");

  state->robber = (gint16) hex;
  emit (events, CATAN_EVENT_ROBBER_MOVED, state->current, -1, hex, 0, NULL);
  if (victim >= 0)
    action->chance = (gint8) steal (state, state->current, victim, action->chance, events);
  state->phase = state->after_robber;
  return TRUE;
}

static gboolean
apply_buy (CatanState *state, CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, kind;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "buying a development card", error))
    return FALSE;
  if (state->options.cities_and_knights)
    return fail (error, CATAN_ERROR_CARD, "cards: Cities & Knights has no development cards");
  if (state->deck_len == 0)
    return fail (error, CATAN_ERROR_CARD, "cards: the development deck is empty");
  if (!check_cost (state, p, dev_cost, "a development card", error))
    return FALSE;
  if (action->chance >= 0)
    {
      int found = -1;

      /* A forced draw takes the topmost card of that kind. */
      for (int i = state->deck_len - 1; i >= 0 && found < 0; i--)
        if (state->deck[i] == action->chance)
          found = i;
      if (found < 0)
        return fail (error, CATAN_ERROR_CARD, "cards: no %s left in the deck",
                     catan_dev_card_name (action->chance));
      state->deck[found] = state->deck[state->deck_len - 1];
      state->deck[state->deck_len - 1] = (guint8) action->chance;
    }

  pay (state, p, dev_cost);
  kind = state->deck[--state->deck_len];
  state->players[p].dev[kind]++;
  state->players[p].dev_new[kind]++;
  action->chance = (gint8) kind;
  emit (events, CATAN_EVENT_DEV_BOUGHT, p, -1, kind, 0, NULL);
  return TRUE;
}

/* Seed: a card cannot be played in the turn it was bought, and at most one
 * per turn. Published rule: it may be played before the roll as well. */
static gboolean
check_dev_play (const CatanState *state, const CatanAction *action, CatanDevCard kind,
                GError **error)
{
  const CatanPlayer *p;

  if (!check_actor (state, action, error))
    return FALSE;
  if (state->phase != CATAN_PHASE_MAIN && state->phase != CATAN_PHASE_ROLL)
    return fail (error, CATAN_ERROR_WRONG_PHASE,
                 "phase: development cards are played before the roll or after it, not during phase %s",
                 catan_phase_name (state->phase));
  p = &state->players[action->player];
  if (p->dev[kind] == 0)
    return fail (error, CATAN_ERROR_CARD, "cards: you hold no %s card", catan_dev_card_name (kind));
  if (p->dev[kind] == p->dev_new[kind])
    return fail (error, CATAN_ERROR_CARD,
                 "cards: a development card cannot be played in the turn it was bought");
  if (state->dev_played)
    return fail (error, CATAN_ERROR_CARD, "cards: only one development card may be played per turn");
  return TRUE;
}

static void
consume_dev (CatanState *state, int player, CatanDevCard kind, GArray *events)
{
  state->players[player].dev[kind]--;
  state->dev_played = TRUE;
  emit (events, CATAN_EVENT_DEV_PLAYED, player, -1, kind, 0, NULL);
}

static gboolean
apply_dev (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player;

  switch (action->type)
    {
    case CATAN_ACTION_PLAY_KNIGHT:
      if (!check_dev_play (state, action, CATAN_DEV_KNIGHT, error))
        return FALSE;
      consume_dev (state, p, CATAN_DEV_KNIGHT, events);
      state->players[p].knights_played++;
      update_largest_army (state, p, events);
      state->after_robber = state->phase;
      state->phase = CATAN_PHASE_ROBBER;
      return TRUE;

    case CATAN_ACTION_PLAY_ROAD_BUILDING:
      if (!check_dev_play (state, action, CATAN_DEV_ROAD_BUILDING, error))
        return FALSE;
      consume_dev (state, p, CATAN_DEV_ROAD_BUILDING, events);
      /* Published rule: with fewer than two roads left (or no place for
       * them), the card builds what it can. */
      state->roads_to_build = (guint8) MIN (2, state->players[p].roads_left);
      if (state->roads_to_build > 0 && any_road_place (state, p))
        {
          state->after_robber = state->phase;
          state->phase = CATAN_PHASE_ROAD_BUILDING;
        }
      else
        state->roads_to_build = 0;
      return TRUE;

    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
      if (action->res < 0 || action->res >= CATAN_N_RESOURCES
          || action->res2 < 0 || action->res2 >= CATAN_N_RESOURCES)
        return fail (error, CATAN_ERROR_INVALID, "cards: Year of Plenty names two resources");
      if (!check_dev_play (state, action, CATAN_DEV_YEAR_OF_PLENTY, error))
        return FALSE;
      if (state->bank[action->res] < 1 + (action->res == action->res2) || state->bank[action->res2] < 1)
        return fail (error, CATAN_ERROR_CARD, "bank: the bank does not have those resources");
      consume_dev (state, p, CATAN_DEV_YEAR_OF_PLENTY, events);
      state->bank[action->res]--;
      state->bank[action->res2]--;
      state->players[p].cards[action->res]++;
      state->players[p].cards[action->res2]++;
      return TRUE;

    case CATAN_ACTION_PLAY_MONOPOLY:
      {
        guint8 taken[CATAN_N_CARDS] = { 0 };

        if (action->res < 0 || action->res >= CATAN_N_RESOURCES)
          return fail (error, CATAN_ERROR_INVALID, "cards: Monopoly names one resource");
        if (!check_dev_play (state, action, CATAN_DEV_MONOPOLY, error))
          return FALSE;
        consume_dev (state, p, CATAN_DEV_MONOPOLY, events);
        for (int o = 0; o < state->options.n_players; o++)
          if (o != p)
            {
              taken[action->res] += state->players[o].cards[action->res];
              state->players[o].cards[action->res] = 0;
            }
        state->players[p].cards[action->res] += taken[action->res];
        emit (events, CATAN_EVENT_MONOPOLY, p, -1, action->res, 0, taken);
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

/* The harbour ratio of every card kind for `player` (ratios[CATAN_N_CARDS]
 * stands for any other number), in one pass over the harbours: listing the
 * bank trades needs all of them. */
static void
harbour_ratios (const CatanState *state,
                int               player,
                int              *ratios)
{
  guint touched = 0;

  /* Seed: a harbour counts when one of its two corners has the player's
   * settlement or city (a knight standing there does not count). The
   * kinds touched are gathered without a branch per harbour. */
  for (guint i = 0; i < state->board->n_harbours; i++)
    {
      const CatanHarbour *h = &state->board->harbours[i];
      gboolean at = has_building (state, h->corners[0], player) | has_building (state, h->corners[1], player);

      touched |= (guint) at << h->kind;
    }
  /* Per card kind r, as catan_state_trade_ratio() decides it: a harbour of
   * kind r gives 2, otherwise a generic one gives 3. */
  for (int r = 0; r <= CATAN_N_CARDS; r++)
    ratios[r] = r < CATAN_N_RESOURCES && (touched & (1u << r)) ? 2
                : touched & (1u << CATAN_HARBOUR_GENERIC) ? 3 : 4;
}

/* The ratio for `resource` given harbour_ratios()'s table. */
static int
trade_ratio_with (const CatanState *state,
                  int               player,
                  int               resource,
                  const int        *ratios)
{
  int ratio = ratios[resource >= 0 && resource < CATAN_N_CARDS ? resource : CATAN_N_CARDS];

  if (state->options.cities_and_knights)
    ratio = catan_ck_trade_ratio (state, player, resource, ratio);
  return ratio;
}

int
catan_state_trade_ratio (const CatanState *state,
                         int               player,
                         int               resource)
{
  int ratios[CATAN_N_CARDS + 1];

  harbour_ratios (state, player, ratios);
  return trade_ratio_with (state, player, resource, ratios);
}

static gboolean
apply_bank_trade (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, give = action->res, get = action->res2, ratio;
  int n_kinds = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;
  guint8 given[CATAN_N_CARDS] = { 0 };

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "trading", error))
    return FALSE;
  if (give < 0 || give >= n_kinds || get < 0 || get >= n_kinds)
    return fail (error, CATAN_ERROR_INVALID, "trade: name the card given and the one received");
  if (give == get)
    return fail (error, CATAN_ERROR_TRADE, "trade: a resource cannot be traded for itself");
  ratio = catan_state_trade_ratio (state, p, give);
  if (state->players[p].cards[give] < ratio)
    return fail (error, CATAN_ERROR_COST, "trade: the bank takes %d %s for one card here",
                 ratio, catan_card_name (give));
  if (state->bank[get] == 0)
    return fail (error, CATAN_ERROR_TRADE, "bank: no %s left in the bank", catan_card_name (get));

  given[give] = (guint8) ratio;
  pay (state, p, given);
  state->bank[get]--;
  state->players[p].cards[get]++;
  emit (events, CATAN_EVENT_TRADED, p, -1, 0, get, given);
  return TRUE;
}

/* Seed: trades with players happen only on your turn, both sides give at
 * least one card, and the same resource never goes both ways. */
static gboolean
apply_offer (CatanState *state, const CatanAction *action, GError **error)
{
  int p = action->player;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "offering a trade", error))
    return FALSE;
  if (card_total (action->give) == 0 || card_total (action->get) == 0)
    return fail (error, CATAN_ERROR_TRADE, "trade: each side must give at least one card");
  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (action->give[i] != 0 && action->get[i] != 0)
      return fail (error, CATAN_ERROR_TRADE,
                   "trade: %s cannot be swapped for %s (no like-for-like trades)",
                   catan_card_name (i), catan_card_name (i));
  if (!can_pay (&state->players[p], action->give))
    return fail (error, CATAN_ERROR_COST, "trade: you do not hold the cards you offer");

  if (state->offers_made < G_MAXUINT8)
    state->offers_made++;
  memcpy (state->trade_give, action->give, CATAN_N_CARDS);
  memcpy (state->trade_get, action->get, CATAN_N_CARDS);
  for (int i = 0; i < state->options.n_players; i++)
    state->players[i].trade_answer = -1;
  state->phase = CATAN_PHASE_TRADE;
  return TRUE;
}

static gboolean
apply_answer (CatanState *state, const CatanAction *action, GError **error)
{
  int p = action->player;

  if (!check_phase (state, CATAN_PHASE_TRADE, "answering an offer", error))
    return FALSE;
  if (p < 0 || p >= state->options.n_players || p == state->current)
    return fail (error, CATAN_ERROR_TRADE, "trade: only the other players answer an offer");
  if (state->players[p].trade_answer >= 0)
    return fail (error, CATAN_ERROR_TRADE, "trade: player %d has already answered", p);
  if (action->type == CATAN_ACTION_ACCEPT && !can_pay (&state->players[p], state->trade_get))
    return fail (error, CATAN_ERROR_COST, "trade: player %d does not hold the cards asked for", p);
  state->players[p].trade_answer = action->type == CATAN_ACTION_ACCEPT;
  return TRUE;
}

static gboolean
apply_confirm (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  int p = action->player, partner = action->victim;

  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_TRADE, "closing a trade", error))
    return FALSE;
  if (action->type == CATAN_ACTION_CANCEL)
    {
      state->phase = CATAN_PHASE_MAIN;
      return TRUE;
    }
  if (partner < 0 || partner >= state->options.n_players || state->players[partner].trade_answer != 1)
    return fail (error, CATAN_ERROR_TRADE, "trade: choose a player who accepted the offer");
  for (int i = 0; i < CATAN_N_CARDS; i++)
    {
      state->players[p].cards[i] += state->trade_get[i] - state->trade_give[i];
      state->players[partner].cards[i] += state->trade_give[i] - state->trade_get[i];
    }
  emit (events, CATAN_EVENT_TRADED, p, partner, 0, 0, state->trade_give);
  state->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

static gboolean
apply_end_turn (CatanState *state, const CatanAction *action, GArray *events, GError **error)
{
  if (!check_actor (state, action, error) || !check_phase (state, CATAN_PHASE_MAIN, "ending the turn", error))
    return FALSE;
  if (state->options.cities_and_knights && !catan_ck_end_turn_ok (state, error))
    return FALSE;
  start_turn (state, (state->current + 1) % state->options.n_players, events);
  return TRUE;
}

/* `action` is in/out: on success the chance outcomes drawn from the
 * generator (dice, event die, progress draws, stolen and bought cards) are
 * written back into it, so that the caller can record them. */
gboolean
catan_state_apply (CatanState   *state,
                   CatanAction  *action,
                   GArray       *events,
                   GError      **error)
{
  gboolean ok;

  if (state->phase == CATAN_PHASE_OVER)
    return fail (error, CATAN_ERROR_WRONG_PHASE, "phase: the game is over");
  if (action->type == CATAN_ACTION_SETTLE && state->phase == CATAN_PHASE_SETUP_ROAD)
    return fail (error, CATAN_ERROR_WRONG_PHASE, "setup: place the road next to your new settlement first");
  if (action->type != CATAN_ACTION_SETTLE && action->type != CATAN_ACTION_ROAD
      && state->phase <= CATAN_PHASE_SETUP_ROAD)
    return fail (error, CATAN_ERROR_WRONG_PHASE, "setup: only settlements and roads are placed during the setup");

  switch (action->type)
    {
    case CATAN_ACTION_SETTLE: ok = apply_settle (state, action, events, error); break;
    case CATAN_ACTION_ROAD: ok = apply_road (state, action, events, error); break;
    case CATAN_ACTION_CITY: ok = apply_city (state, action, events, error); break;
    case CATAN_ACTION_ROLL: ok = apply_roll (state, action, events, error); break;
    case CATAN_ACTION_DISCARD: ok = apply_discard (state, action, events, error); break;
    case CATAN_ACTION_ROBBER: ok = apply_robber (state, action, events, error); break;
    case CATAN_ACTION_BUY_DEV: ok = apply_buy (state, action, events, error); break;
    case CATAN_ACTION_PLAY_KNIGHT:
    case CATAN_ACTION_PLAY_ROAD_BUILDING:
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
    case CATAN_ACTION_PLAY_MONOPOLY: ok = apply_dev (state, action, events, error); break;
    case CATAN_ACTION_BANK_TRADE: ok = apply_bank_trade (state, action, events, error); break;
    case CATAN_ACTION_OFFER: ok = apply_offer (state, action, error); break;
    case CATAN_ACTION_ACCEPT:
    case CATAN_ACTION_REJECT: ok = apply_answer (state, action, error); break;
    case CATAN_ACTION_CONFIRM:
    case CATAN_ACTION_CANCEL: ok = apply_confirm (state, action, events, error); break;
    case CATAN_ACTION_END_TURN: ok = apply_end_turn (state, action, events, error); break;
    default:
      if (action->type >= CATAN_N_ACTIONS)
        return fail (error, CATAN_ERROR_INVALID, "action: unknown action");
      if (!state->options.cities_and_knights)
        return fail (error, CATAN_ERROR_INVALID, "action: %s belongs to Cities & Knights",
                     catan_action_type_name (action->type));
      ok = catan_ck_apply (state, action, events, error);
      break;
    }
  if (!ok)
    return FALSE;
  state->n_actions++;
  check_winner (state, events);
  return TRUE;
}

/* ---- legal actions -------------------------------------------------------- */

static void
list_dev_plays (const CatanState *state, GArray *out)
{
  const CatanPlayer *p = &state->players[state->current];
  int me = state->current;

  if (state->dev_played)
    return;
  if (p->dev[CATAN_DEV_KNIGHT] > p->dev_new[CATAN_DEV_KNIGHT])
    push (out, CATAN_ACTION_PLAY_KNIGHT, me, -1);
  if (p->dev[CATAN_DEV_ROAD_BUILDING] > p->dev_new[CATAN_DEV_ROAD_BUILDING])
    push (out, CATAN_ACTION_PLAY_ROAD_BUILDING, me, -1);
  if (p->dev[CATAN_DEV_MONOPOLY] > p->dev_new[CATAN_DEV_MONOPOLY])
    for (int r = 0; r < CATAN_N_RESOURCES; r++)
      {
        push (out, CATAN_ACTION_PLAY_MONOPOLY, me, -1);
        g_array_index (out, CatanAction, out->len - 1).res = (gint8) r;
      }
  if (p->dev[CATAN_DEV_YEAR_OF_PLENTY] > p->dev_new[CATAN_DEV_YEAR_OF_PLENTY])
    for (int r = 0; r < CATAN_N_RESOURCES; r++)
      for (int r2 = r; r2 < CATAN_N_RESOURCES; r2++)
        if (state->bank[r] >= 1 + (r == r2) && state->bank[r2] >= 1)
          {
            CatanAction *a;

            push (out, CATAN_ACTION_PLAY_YEAR_OF_PLENTY, me, -1);
            a = &g_array_index (out, CatanAction, out->len - 1);
            a->res = (gint8) r;
            a->res2 = (gint8) r2;
          }
}

/* at[c] = TRUE where one of the player's roads ends: the listings ask
 * corner_touches_own_road() of every corner, this answers them at once.
 * The player's roads are gathered first, without a branch on each edge's
 * owner, and only their ends written: writing both ends of every edge
 * made each write wait for the one before at a shared corner. */
void
mark_road_ends (const CatanState *state, int player, guint8 *at)
{
  const CatanEdge *edges = state->board->edges;
  guint8 mine[CATAN_MAX_EDGES];        /* edge numbers fit a byte */
  guint n_mine = 0;

  G_STATIC_ASSERT (CATAN_MAX_EDGES <= 256);
  memset (at, 0, state->board->n_corners);
  for (guint e = 0; e < state->board->n_edges; e++)
    {
      mine[n_mine] = (guint8) e;
      n_mine += state->edge_owner[e] == player;
    }
  for (guint i = 0; i < n_mine; i++)
    {
      at[edges[mine[i]].corners[0]] = 1;
      at[edges[mine[i]].corners[1]] = 1;
    }
}

/* road_place_ok() for every edge; `road_end` is mark_road_ends()'s table.
 * The edges that pass are gathered first, without a branch each. */
static void
list_roads (const CatanState *state, const guint8 *road_end, GArray *out)
{
  int me = state->current;
  gint16 ok_edges[CATAN_MAX_EDGES];
  guint n_ok = 0;
  CatanAction *w;

  if (state->players[me].roads_left == 0)
    return;
  for (guint e = 0; e < state->board->n_edges; e++)
    {
      const CatanEdge *edge = &state->board->edges[e];
      int c0 = edge->corners[0], c1 = edge->corners[1];
      int o0 = state->corner_owner[c0], o1 = state->corner_owner[c1];
      gboolean joins = (o0 == me) | ((o0 < 0) & road_end[c0]) | (o1 == me) | ((o1 < 0) & road_end[c1]);

      ok_edges[n_ok] = (gint16) e;
      n_ok += joins & (state->edge_owner[e] < 0);
    }
  w = catan_priv_slots (out, n_ok);
  for (guint i = 0; i < n_ok; i++, w++)
    {
      *w = catan_priv_blank_action;
      w->type = CATAN_ACTION_ROAD;
      w->player = (gint8) me;
      w->where = ok_edges[i];
    }
  catan_priv_written (out, w);
}

static void
list_main (const CatanState *state, GArray *out)
{
  const CatanPlayer *p = &state->players[state->current];
  int me = state->current;

  guint8 road_end[CATAN_MAX_CORNERS];
  gboolean roads = can_pay (p, road_cost);
  gboolean settlements = p->settlements_left > 0 && can_pay (p, settlement_cost);

  push (out, CATAN_ACTION_END_TURN, me, -1);
  if (roads || settlements)
    mark_road_ends (state, me, road_end);
  if (roads)
    list_roads (state, road_end, out);
  if (settlements)
    {
      /* settlement_place_ok() with the road ends marked once; the free
       * corners on the player's roads gathered first, without a branch
       * each, and only they checked against their neighbours. */
      gint16 free_end[CATAN_MAX_CORNERS];
      guint n_free = 0;

      for (guint c = 0; c < state->board->n_corners; c++)
        {
          free_end[n_free] = (gint16) c;
          n_free += road_end[c] & (state->corner_level[c] == 0) & (state->knight_level[c] == 0);
        }
      for (guint i = 0; i < n_free; i++)
        if (distance_rule_ok (state, free_end[i]))
          push (out, CATAN_ACTION_SETTLE, me, free_end[i]);
    }
  if (p->cities_left > 0 && can_pay (p, city_cost))
    {
      gint16 mine[CATAN_MAX_CORNERS];
      guint n_mine = 0;

      for (guint c = 0; c < state->board->n_corners; c++)
        {
          mine[n_mine] = (gint16) c;
          n_mine += (state->corner_owner[c] == me) & (state->corner_level[c] == 1);
        }
      for (guint i = 0; i < n_mine; i++)
        push (out, CATAN_ACTION_CITY, me, mine[i]);
    }
  if (state->deck_len > 0 && can_pay (p, dev_cost))
    push (out, CATAN_ACTION_BUY_DEV, me, -1);
  list_dev_plays (state, out);
  int n_kinds = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;
  int ratios[CATAN_N_CARDS + 1];
  gboolean any_doubt = FALSE;

  /* Ratios are 2 to 4: the harbours matter only for 2 or 3 cards. */
  for (int give = 0; give < n_kinds; give++)
    any_doubt |= p->cards[give] == 2 || p->cards[give] == 3;
  if (any_doubt)
    harbour_ratios (state, me, ratios);
  CatanAction *w = catan_priv_slots (out, 2 * n_kinds * (n_kinds - 1));

  for (int give = 0; give < n_kinds; give++)
    {
      gboolean bank_ok;

      if (p->cards[give] == 0)
        continue;
      bank_ok = p->cards[give] >= 4
                || (p->cards[give] >= 2 && p->cards[give] >= trade_ratio_with (state, me, give, ratios));
      for (int get = 0; get < n_kinds; get++)
        {
          if (get == give)
            continue;
          if (bank_ok && state->bank[get] > 0)
            {
              *w = catan_priv_blank_action;
              w->type = CATAN_ACTION_BANK_TRADE;
              w->player = (gint8) me;
              w->res = (gint8) give;
              w->res2 = (gint8) get;
              w++;
            }
          /* Domestic offers are listed one card for one card; apply()
           * accepts any mix. */
          *w = catan_priv_blank_action;
          w->type = CATAN_ACTION_OFFER;
          w->player = (gint8) me;
          w->give[give] = 1;
          w->get[get] = 1;
          w++;
        }
    }
  catan_priv_written (out, w);
}

/* is_victim() for every hex and player, each hex's corners read once. */
static void
list_robber (const CatanState *state, GArray *out)
{
  int me = state->current;
  guint has_cards = 0;

  guint8 building[CATAN_MAX_CORNERS];

  for (int p = 0; p < state->options.n_players; p++)
    if (p != me && catan_state_hand_size (state, p) > 0)
      has_cards |= 1u << p;
  /* Each corner's owner as a bit if a settlement or city stands there (not
   * a knight); an empty corner's owner -1 is masked to bit 7, and its
   * level 0 clears it anyway. */
  for (guint c = 0; c < state->board->n_corners; c++)
    building[c] = (guint8) ((state->corner_level[c] != 0) << (state->corner_owner[c] & 7));
  for (guint h = 0; h < state->board->n_hexes; h++)
    {
      const CatanHex *hex = &state->board->hexes[h];
      guint victims = 0;
      CatanAction *w;

      if ((int) h == state->robber)
        continue;
      /* only a settlement or city makes its owner a victim, not a knight */
      for (int d = 0; d < 6; d++)
        victims |= building[hex->corners[d]];
      victims &= has_cards;
      w = catan_priv_slots (out, CATAN_MAX_PLAYERS);
      /* One action per victim (bits lowest first: players in order), or
       * one naming nobody. */
      do
        {
          *w = catan_priv_blank_action;
          w->type = CATAN_ACTION_ROBBER;
          w->player = (gint8) me;
          w->where = (gint16) h;
          w->victim = victims != 0 ? (gint8) __builtin_ctz (victims) : -1;
          w++;
          victims &= victims - 1;
        }
      while (victims != 0);
      catan_priv_written (out, w);
    }
}

static void
list_trade (const CatanState *state, GArray *out)
{
  int me = state->current;

  for (int p = 0; p < state->options.n_players; p++)
    {
      if (p == me)
        continue;
      if (state->players[p].trade_answer < 0)
        {
          if (can_pay (&state->players[p], state->trade_get))
            push (out, CATAN_ACTION_ACCEPT, p, -1);
          push (out, CATAN_ACTION_REJECT, p, -1);
        }
      else if (state->players[p].trade_answer == 1)
        {
          push (out, CATAN_ACTION_CONFIRM, me, -1);
          g_array_index (out, CatanAction, out->len - 1).victim = (gint8) p;
        }
    }
  push (out, CATAN_ACTION_CANCEL, me, -1);
}

/* Every action the rules allow now, for every player who may act (after a
 * 7 several players discard; during an offer the others answer). Discards
 * are listed one card at a time; apply() also takes several at once. */
guint
catan_state_legal_moves (const CatanState *state,
                           GArray           *out)
{
  int me = state->current;

  /* Reserve the storage push() writes into (an array keeps its storage
   * when it shrinks, so with a reused array this allocates once). The
   * length is then set back directly: shrinking through the array's call
   * removes the elements one range call deep, and the terminator of a
   * zero-terminated array is written at the end anyway. */
  g_array_set_size (out, CATAN_LEGAL_ACTIONS_RESERVE);
  out->len = 0;
  switch (state->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      for (guint c = 0; c < state->board->n_corners; c++)
        if (settlement_place_ok (state, me, (int) c, TRUE))
          push (out, CATAN_ACTION_SETTLE, me, (int) c);
      break;
    case CATAN_PHASE_SETUP_ROAD:
      {
        const CatanCorner *c = &state->board->corners[state->last_settlement];

        for (int i = 0; i < 3 && c->edges[i] >= 0; i++)
          if (state->edge_owner[c->edges[i]] < 0)
            push (out, CATAN_ACTION_ROAD, me, c->edges[i]);
      }
      break;
    case CATAN_PHASE_ROLL:
      push (out, CATAN_ACTION_ROLL, me, -1);
      list_dev_plays (state, out);
      if (state->options.cities_and_knights)
        catan_ck_list_main (state, out);
      break;
    case CATAN_PHASE_RESPOND:
      catan_ck_list_respond (state, out);
      break;
    case CATAN_PHASE_DISCARD:
      {
        CatanAction *w = catan_priv_slots (out, CATAN_MAX_PLAYERS * CATAN_N_CARDS);

        for (int p = 0; p < state->options.n_players; p++)
          if (state->players[p].discard_owed > 0)
            for (int r = 0; r < CATAN_N_CARDS; r++)
              if (state->players[p].cards[r] > 0)
                {
                  *w = catan_priv_blank_action;
                  w->type = CATAN_ACTION_DISCARD;
                  w->player = (gint8) p;
                  w->give[r] = 1;
                  w++;
                }
        catan_priv_written (out, w);
      }
      break;
    case CATAN_PHASE_ROBBER:
      list_robber (state, out);
      break;
    case CATAN_PHASE_MAIN:
      list_main (state, out);
      if (state->options.cities_and_knights)
        catan_ck_list_main (state, out);
      break;
    case CATAN_PHASE_ROAD_BUILDING:
      {
        guint8 road_end[CATAN_MAX_CORNERS];

        mark_road_ends (state, me, road_end);
        list_roads (state, road_end, out);
      }
      break;
    case CATAN_PHASE_TRADE:
      list_trade (state, out);
      break;
    default:
      break;
    }
  g_array_set_size (out, out->len);   /* a zero-terminated array gets its terminator */
  return out->len;
}
