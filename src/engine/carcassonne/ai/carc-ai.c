/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-ai.c — computer players for Carcassonne (see carc-ai.h)
 *
 * The evaluation turns a position into a worth per player, in points: the
 * score so far, plus for every feature holding figures what its majority
 * holders can expect at the end (a city may double when completed, a
 * monastery fills up, a farm gathers completed cities), plus the figures a
 * completion would give back, plus the meeples still in supply, which are
 * worth more early than late.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-ai.h"
#include "tt-budget.h"
#include "carcassonne/carc-private.h"

/* How the levels differ in what they see. */
typedef struct
{
  gboolean opponents;      /* subtract the best opponent's worth */
  gboolean fine_chances;   /* completion chances from open sides and tiles left */
  gboolean farm_growth;    /* farms gain value while cities may still be completed */
} EvalStyle;

static const EvalStyle easy_style = { FALSE, FALSE, FALSE };
static const EvalStyle full_style = { TRUE, TRUE, TRUE };

#define MAX_FIGURES_ON_BOARD (CARC_MAX_PLAYERS * (CARC_MEEPLES + 1))

/* Hard's search shape, tuned with the tournament tool at 100 ms per move:
 * eight root candidates were too few (the greedy order misses good moves),
 * and 24 no better than 14. Since the first reply is kept per candidate
 * and tile (first_reply_step), a candidate gets thousands of visits, and
 * rollouts two plies deeper won more (against Normal, 100 two-player
 * games: 94 wins and a 31.5-point margin, against ~86 and ~22); four
 * plies deeper did not add to that. */
#define HARD_ROOT_CANDIDATES     14
#define HARD_ROLLOUT_PLIES_EXTRA 3     /* plies after the root move: players + this */
#define HARD_FULL_REPLIES        1     /* plies that look at every move, not a sample */
#define HARD_ROLLOUT_SAMPLES     4     /* placements the cheap rollout policy looks at */
#define HARD_UCB_C               0.30
#define HARD_REWARD_SCALE        6.0

/* What the evaluation read about the features holding figures in one
 * position. A position one move later reuses what the move cannot have
 * changed: a road or city the new tile did not join keeps its root part
 * (a join makes the new tile's part the root), its tiles and open sides;
 * a field the same, unless the move completed a city (fields count
 * completed cities). Cloisters count neighbours, so they are read anew. */
typedef struct
{
  guint           n_placed;
  guint           n;
  guint16         feature[MAX_FIGURES_ON_BOARD];
  gboolean        found[MAX_FIGURES_ON_BOARD];
  CarcFeatureInfo info[MAX_FIGURES_ON_BOARD];
} FeatureCache;

/* What one search thread (or one greedy choice) reuses instead of
 * allocating: a state to try a move on, a state to play an iteration on,
 * and the arrays the move lists fill. */
typedef struct
{
  CarcState *next;         /* score_move()'s position after the move */
  CarcState *iteration;    /* run_iteration()'s game */
  GArray    *placements;   /* of CarcPlacement */
  GArray    *moves;        /* of CarcMove: the rollout's sample */
  GArray    *replies;      /* of CarcMove: every reply */
  FeatureCache cache;      /* of the position whose moves are being scored */
} Scratch;

static void
scratch_init (Scratch         *scratch,
              const CarcState *state)
{
  scratch->next = carc_state_copy (state);
  scratch->iteration = carc_state_copy (state);
  scratch->placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  scratch->moves = g_array_new (FALSE, FALSE, sizeof (CarcMove));
  scratch->replies = g_array_new (FALSE, FALSE, sizeof (CarcMove));
}

static void
scratch_clear (Scratch *scratch)
{
  g_clear_pointer (&scratch->next, carc_state_free);
  g_clear_pointer (&scratch->iteration, carc_state_free);
  g_clear_pointer (&scratch->placements, g_array_unref);
  g_clear_pointer (&scratch->moves, g_array_unref);
  g_clear_pointer (&scratch->replies, g_array_unref);
}

void
carc_ai_params_init (CarcAiParams *params,
                     CarcAiLevel   level)
{
  memset (params, 0, sizeof *params);
  params->level = level;
  params->budget_ms = CARC_AI_DEFAULT_BUDGET_MS;
  params->threads = 2;
}

/* Evaluation --------------------------------------------------------------- */

typedef struct
{
  gdouble frac_left;      /* tiles left / tiles in the game */
  guint   tiles_left;
  guint   n_players;
} GameClock;

static void
game_clock_init (GameClock       *clock,
                 const CarcState *state)
{
  guint left = carc_state_get_tiles_left (state);
  guint total = left + carc_state_get_n_placed (state);

  clock->tiles_left = left;
  clock->frac_left = total > 0 ? (gdouble) left / total : 0.0;
  clock->n_players = carc_state_get_n_players (state);
}

/* A meeple in hand lets its owner take the next good spot; late in the game
 * there are few spots left to take. */
static gdouble
meeple_worth (const GameClock *clock)
{
  return 0.8 + 2.7 * clock->frac_left;
}

static gdouble
supply_worth (const GameClock *clock,
              guint            supply)
{
  gdouble one = meeple_worth (clock);
  guint full = MIN (supply, 3);

  /* Beyond three in hand, one more rarely changes what a player can do. */
  return one * full + 0.5 * one * (supply - full);
}

static gdouble
time_factor (const GameClock *clock,
             guint            needed)
{
  gdouble turns = clock->tiles_left;

  return CLAMP (turns / (needed * 4.0 + 2.0), 0.0, 1.0);
}

static gdouble
completion_chance (const EvalStyle       *style,
                   const CarcFeatureInfo *info,
                   const GameClock       *clock)
{
  static const gdouble by_open_city[] = { 1.0, 0.80, 0.55, 0.35, 0.22, 0.14, 0.09 };
  static const gdouble by_open_road[] = { 1.0, 0.85, 0.65, 0.40, 0.25, 0.15, 0.10 };
  guint open = MIN (info->n_open_sides, G_N_ELEMENTS (by_open_city) - 1);

  if (!style->fine_chances)
    return open <= 1 ? 0.7 : 0.4;
  if (info->kind == CARC_FEATURE_CITY)
    return by_open_city[open] * time_factor (clock, open);
  return by_open_road[open] * time_factor (clock, open);
}

/* Expected end value of a feature for its majority holders, and the chance
 * that its figures come back before the end. */
static gdouble
feature_expectation (const EvalStyle       *style,
                     const CarcFeatureInfo *info,
                     const GameClock       *clock,
                     gdouble               *return_chance)
{
  gdouble value = info->value_now;

  *return_chance = 0.0;
  switch (info->kind)
    {
    case CARC_FEATURE_CITY:
      {
        gdouble p = completion_chance (style, info, clock);
        *return_chance = p;
        return value * (1.0 + p) + (style->fine_chances ? 0.6 * p * info->n_open_sides : 0.0);
      }
    case CARC_FEATURE_ROAD:
      {
        gdouble p = completion_chance (style, info, clock);
        *return_chance = p;
        return value + 0.5 * info->n_open_sides * time_factor (clock, 1);
      }
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_GARDEN:
      {
        gdouble missing = value < 9 ? 9 - value : 0;
        gdouble q = 0.85 * CLAMP (clock->tiles_left / (2.0 * missing + 8.0), 0.0, 1.0);
        *return_chance = missing == 0 ? 1.0 : pow (q, missing / 2.0);
        return value + missing * q;
      }
    case CARC_FEATURE_FIELD:
      if (style->farm_growth)
        return value + MIN (info->n_tiles * 0.35, 9.0) * clock->frac_left;
      return value;
    case CARC_FEATURE_RIVER:
    case CARC_N_FEATURE_KINDS:
    default:
      return value;
    }
}

static void
add_feature_worth (const EvalStyle       *style,
                   const CarcFeatureInfo *info,
                   const GameClock       *clock,
                   gboolean               abbot_here,
                   guint                  abbot_owner,
                   gdouble               *worth)
{
  gdouble back = 0.0;
  gdouble expected = feature_expectation (style, info, clock, &back);
  guint most = 0;

  for (guint p = 0; p < clock->n_players; p++)
    most = MAX (most, info->figures[p]);
  if (most == 0)
    return;
  for (guint p = 0; p < clock->n_players; p++)
    {
      if (info->figures[p] == most)
        worth[p] += expected;
      if (info->kind != CARC_FEATURE_FIELD)
        worth[p] += back * meeple_worth (clock) * info->figures[p];
    }
  /* The abbot can also be recalled early, so it is never quite stuck. */
  if (abbot_here)
    worth[abbot_owner] += 0.3 * meeple_worth (clock);
}

static void
feature_cache_build (FeatureCache    *cache,
                     const CarcState *state)
{
  CarcFigureRef figures[MAX_FIGURES_ON_BOARD];
  guint n_figures = carc_state_collect_figures (state, figures, G_N_ELEMENTS (figures));

  cache->n_placed = carc_state_get_n_placed (state);
  cache->n = 0;
  for (guint i = 0; i < n_figures; i++)
    {
      gboolean known = FALSE;

      for (guint k = 0; k < cache->n && !known; k++)
        known = cache->feature[k] == figures[i].feature;
      if (known)
        continue;
      cache->feature[cache->n] = figures[i].feature;
      cache->found[cache->n] = carc_state_query_feature (state, figures[i].x, figures[i].y,
                                                         (CarcSegment) figures[i].segment,
                                                         &cache->info[cache->n], NULL);
      cache->n++;
    }
}

/* carc_state_query_feature() for `figure`, from `cache` (nullable: built
 * on the position one move before `state`) where that gives the same. */
static gboolean
feature_info (const CarcState     *state,
              const CarcFigureRef *figure,
              const FeatureCache  *cache,
              gboolean             city_completed,
              CarcFeatureInfo     *info)
{
  for (guint k = 0; cache != NULL && k < cache->n; k++)
    if (cache->feature[k] == figure->feature)
      {
        CarcFeatureKind kind = cache->info[k].kind;

        if (cache->found[k]
            && (kind == CARC_FEATURE_ROAD || kind == CARC_FEATURE_CITY
                || (kind == CARC_FEATURE_FIELD && !city_completed)))
          {
            *info = cache->info[k];
            return TRUE;
          }
        break;
      }
  return carc_state_query_feature (state, figure->x, figure->y, (CarcSegment) figure->segment,
                                   info, NULL);
}

/* `cache` (nullable): feature_cache_build() of the position one move
 * before `state`. */
static void
evaluate_worths (const CarcState    *state,
                 const EvalStyle    *style,
                 const FeatureCache *cache,
                 gdouble            *worth)
{
  CarcFigureRef figures[MAX_FIGURES_ON_BOARD];
  guint16 seen[MAX_FIGURES_ON_BOARD];
  guint n_seen = 0;
  GameClock clock;
  guint n_figures, n_placed;
  gboolean city_completed = FALSE;

  game_clock_init (&clock, state);
  for (guint p = 0; p < clock.n_players; p++)
    {
      worth[p] = carc_state_get_score (state, p);
      if (!carc_state_is_finished (state))
        {
          worth[p] += supply_worth (&clock, carc_state_get_supply (state, p));
          if (carc_state_get_options (state)->abbot && carc_state_get_abbot_in_supply (state, p))
            worth[p] += 0.7 * meeple_worth (&clock);
        }
    }
  if (carc_state_is_finished (state))
    return;

  /* A feature shared by several figures counts once, for the first of
   * them in placing order. */
  n_figures = carc_state_collect_figures (state, figures, G_N_ELEMENTS (figures));
  n_placed = carc_state_get_n_placed (state);
  if (cache != NULL && n_placed > cache->n_placed)
    city_completed = carc_state_placed_city_completed (state, n_placed - 1);
  for (guint i = 0; i < n_figures; i++)
    {
      CarcFeatureInfo info;
      gboolean known = FALSE;

      for (guint k = 0; k < n_seen && !known; k++)
        known = seen[k] == figures[i].feature;
      if (known)
        continue;
      seen[n_seen++] = figures[i].feature;
      if (!feature_info (state, &figures[i], cache, city_completed, &info))
        continue;
      add_feature_worth (style, &info, &clock,
                         figures[i].kind == CARC_ACTION_ABBOT, figures[i].player, worth);
    }
}

static gdouble
relative_worth (const CarcState    *state,
                const EvalStyle    *style,
                const FeatureCache *cache,
                guint               player)
{
  gdouble worth[CARC_MAX_PLAYERS] = { 0 };
  guint n_players = carc_state_get_n_players (state);
  gdouble best_other = -G_MAXDOUBLE;
  gdouble sum_other = 0.0;

  evaluate_worths (state, style, cache, worth);
  if (!style->opponents)
    return worth[player];
  for (guint p = 0; p < n_players; p++)
    if (p != player)
      {
        best_other = MAX (best_other, worth[p]);
        sum_other += worth[p];
      }
  /* With several opponents, feeding the leader is worse than feeding anyone. */
  return worth[player] - 0.5 * best_other - 0.5 * sum_other / (n_players - 1);
}

gdouble
carc_ai_evaluate (const CarcState *state,
                  guint            player)
{
  return relative_worth (state, &full_style, NULL, player);
}

/* Moves --------------------------------------------------------------------- */

/* Every legal move into `moves`, with `placements` as scratch: the search
 * lists moves many times per second and must not allocate each time. */
static void
list_moves_into (const CarcState *state,
                 GArray          *placements,
                 GArray          *moves)
{
  g_array_set_size (placements, 0);
  carc_state_list_placements (state, placements);
  if (placements->len == 0)
    {
      carc_state_legal_moves (state, moves);   /* the discard, or nothing at the end */
      return;
    }
  g_array_set_size (moves, 0);
  for (guint i = 0; i < placements->len; i++)
    carc_state_append_moves_at (state, &g_array_index (placements, CarcPlacement, i), moves);
}

/* Worth of the position after `move` for the mover; -inf if it fails. */
/* `scratch->cache` must be feature_cache_build() of `state`. */
static gdouble
score_move (const CarcState *state,
            const CarcMove  *move,
            const EvalStyle *style,
            guint            player,
            Scratch         *scratch)
{
  carc_state_copy_into (scratch->next, state);
  if (!carc_state_apply (scratch->next, move, NULL, NULL))
    return -G_MAXDOUBLE;
  return relative_worth (scratch->next, style, &scratch->cache, player);
}

static gboolean
set_cancelled (GCancellable *cancellable,
               GError      **error)
{
  return g_cancellable_set_error_if_cancelled (cancellable, error);
}

/* Scores every move (values[i] for moves[i]); FALSE when cancelled. */
static gboolean
score_all_moves (const CarcState *state,
                 GArray          *moves,
                 const EvalStyle *style,
                 gdouble         *values,
                 GCancellable    *cancellable,
                 GError         **error)
{
  guint player = carc_state_get_current_player (state);
  Scratch scratch;
  gboolean cancelled = FALSE;

  scratch_init (&scratch, state);
  feature_cache_build (&scratch.cache, state);
  for (guint i = 0; i < moves->len && !cancelled; i++)
    {
      if ((i & 15) == 0 && set_cancelled (cancellable, error))
        cancelled = TRUE;
      else
        values[i] = score_move (state, &g_array_index (moves, CarcMove, i), style, player, &scratch);
    }
  scratch_clear (&scratch);
  return !cancelled;
}

/* Greedy choice: the best value, or for Easy any move within `slack` of it. */
static guint
pick_greedy (const gdouble *values,
             guint          n,
             gdouble        slack,
             TtRng         *rng)
{
  gdouble best = -G_MAXDOUBLE;
  guint n_near = 0;
  guint chosen;

  for (guint i = 0; i < n; i++)
    best = MAX (best, values[i]);
  for (guint i = 0; i < n; i++)
    if (values[i] >= best - slack - 1e-9)
      n_near++;
  chosen = tt_rng_uniform (rng, n_near);
  for (guint i = 0; i < n; i++)
    if (values[i] >= best - slack - 1e-9 && chosen-- == 0)
      return i;
  return 0;
}

static void
rng_for_move (TtRng           *rng,
              const CarcState *state,
              guint64          seed)
{
  tt_rng_init (rng, seed * 0x9E3779B97F4A7C15ull + carc_state_get_turn (state) + 1);
}

static gboolean
choose_greedy (const CarcState    *state,
               const CarcAiParams *params,
               GArray             *moves,
               GCancellable       *cancellable,
               CarcMove           *move,
               GError            **error)
{
  gboolean easy = params->level == CARC_AI_EASY;
  g_autofree gdouble *values = g_new (gdouble, moves->len);
  TtRng rng;

  if (!score_all_moves (state, moves, easy ? &easy_style : &full_style, values, cancellable, error))
    return FALSE;
  rng_for_move (&rng, state, params->seed);
  *move = g_array_index (moves, CarcMove, pick_greedy (values, moves->len, easy ? 1.5 : 0.0, &rng));
  return TRUE;
}

/* Hard: Monte Carlo tree search ------------------------------------------- */

typedef struct
{
  const CarcState *root;
  const CarcMove  *candidates;
  guint            n_candidates;
  gdouble          baseline;
  guint            player;
  gint64           deadline;       /* µs of the clock, or of the thread's CPU time */
  gboolean         cpu_budget;
  guint            max_iterations;
  GCancellable    *cancellable;
  guint64          seed;
  Scratch          scratch;
  guint            n_tile_types;
  CarcMove        *reply;          /* n_candidates × n_tile_types: see first_reply_step() */
  gboolean        *reply_known;
  /* results */
  guint           *visits;
  gdouble         *rewards;
  guint            iterations;
} SearchThread;

static guint
ucb_select (const SearchThread *search,
            guint               total)
{
  gdouble log_total = log ((gdouble) MAX (total, 1));
  gdouble best = -G_MAXDOUBLE;
  guint chosen = 0;

  for (guint i = 0; i < search->n_candidates; i++)
    {
      gdouble value;

      if (search->visits[i] == 0)
        return i;
      value = search->rewards[i] / search->visits[i] +
              HARD_UCB_C * sqrt (log_total / search->visits[i]);
      if (value > best)
        {
          best = value;
          chosen = i;
        }
    }
  return chosen;
}

/* The rollout policy: the best of a few random placements (each with its
 * best figure choice) under the full evaluation. */
static gboolean
rollout_step (CarcState *state,
              TtRng     *rng,
              Scratch   *scratch)
{
  GArray *placements = scratch->placements, *moves = scratch->moves;
  guint player = carc_state_get_current_player (state);
  gdouble best = -G_MAXDOUBLE;
  CarcMove chosen;

  g_array_set_size (placements, 0);
  g_array_set_size (moves, 0);
  carc_state_list_placements (state, placements);
  if (placements->len == 0)
    carc_state_legal_moves (state, moves);
  else
    for (guint k = 0; k < HARD_ROLLOUT_SAMPLES && placements->len > 0; k++)
      {
        guint pick = tt_rng_uniform (rng, placements->len);

        carc_state_append_moves_at (state, &g_array_index (placements, CarcPlacement, pick), moves);
        g_array_remove_index_fast (placements, pick);
      }

  chosen = g_array_index (moves, CarcMove, 0);
  if (moves->len > 1)
    feature_cache_build (&scratch->cache, state);
  for (guint i = 0; i < moves->len && moves->len > 1; i++)
    {
      const CarcMove *move = &g_array_index (moves, CarcMove, i);
      gdouble value = score_move (state, move, &full_style, player, scratch);

      if (value > best)
        {
          best = value;
          chosen = *move;
        }
    }
  return carc_state_apply (state, &chosen, NULL, NULL);
}

static gdouble
final_reward (const CarcState *state,
              guint            player)
{
  guint n_players = carc_state_get_n_players (state);
  gint best_other = 0;
  gint mine = carc_state_get_score (state, player);

  for (guint p = 0; p < n_players; p++)
    if (p != player)
      best_other = MAX (best_other, (gint) carc_state_get_score (state, p));
  /* A won game is worth more than any margin; the margin breaks ties. */
  if (mine > best_other)
    return 0.8 + 0.2 * tanh ((mine - best_other) / 20.0);
  if (mine == best_other)
    return 0.5;
  return 0.2 - 0.2 * tanh ((best_other - mine) / 20.0);
}

/* The reply right after the root move is the best of all moves; it is
 * the one that decides most about what a root move is worth. */
static void
choose_greedy_reply (CarcState *state,
                     Scratch   *scratch,
                     CarcMove  *reply)
{
  GArray *moves = scratch->replies;
  guint player = carc_state_get_current_player (state);
  gdouble best = -G_MAXDOUBLE;
  guint chosen = 0;

  g_array_set_size (moves, 0);
  list_moves_into (state, scratch->placements, moves);
  if (moves->len > 1)
    feature_cache_build (&scratch->cache, state);
  for (guint i = 0; i < moves->len && moves->len > 1; i++)
    {
      gdouble value = score_move (state, &g_array_index (moves, CarcMove, i), &full_style, player,
                                  scratch);

      if (value > best)
        {
          best = value;
          chosen = i;
        }
    }
  *reply = g_array_index (moves, CarcMove, chosen);
}

static gboolean
greedy_step (CarcState *state,
             Scratch   *scratch)
{
  CarcMove reply;

  choose_greedy_reply (state, scratch, &reply);
  return carc_state_apply (state, &reply, NULL, NULL);
}

/* Right after a candidate every visit has the same board, the same scores
 * and the same number of tiles left; only the order of the deck differs,
 * which the evaluation never reads. So the greedy reply depends on the
 * candidate and the tile drawn alone: each thread works it out once per
 * candidate and tile type and plays it again on later visits. */
static gboolean
first_reply_step (SearchThread *search,
                  guint         candidate,
                  CarcState    *state)
{
  int tile = carc_state_get_current_tile (state);
  gsize slot;

  if (tile < 0 || (guint) tile >= search->n_tile_types)
    return greedy_step (state, &search->scratch);
  slot = (gsize) candidate * search->n_tile_types + (guint) tile;
  if (!search->reply_known[slot])
    {
      choose_greedy_reply (state, &search->scratch, &search->reply[slot]);
      search->reply_known[slot] = TRUE;
    }
  return carc_state_apply (state, &search->reply[slot], NULL, NULL);
}

/* The k-th visit of every candidate sees the same deck order and the same
 * rollout dice (common random numbers), so candidates are compared on equal
 * luck and far fewer iterations tell them apart. */
static gdouble
run_iteration (SearchThread *search,
               guint         candidate)
{
  CarcState *state = search->scratch.iteration;
  guint plies = carc_state_get_n_players (state) + HARD_ROLLOUT_PLIES_EXTRA;
  TtRng rng;
  gdouble value;

  carc_state_copy_into (state, search->root);
  tt_rng_init (&rng, search->seed + 0x9E3779B97F4A7C15ull * (search->visits[candidate] + 1));
  carc_state_shuffle_deck (state, &rng);
  if (!carc_state_apply (state, &search->candidates[candidate], NULL, NULL))
    return 0.0;
  for (guint ply = 0; ply < plies && !carc_state_is_finished (state); ply++)
    {
      gboolean ok;

      if (ply == 0 && HARD_FULL_REPLIES > 0)
        ok = first_reply_step (search, candidate, state);
      else if (ply < HARD_FULL_REPLIES)
        ok = greedy_step (state, &search->scratch);
      else
        ok = rollout_step (state, &rng, &search->scratch);
      if (!ok)
        break;
    }
  if (carc_state_is_finished (state))
    return final_reward (state, search->player);
  value = relative_worth (state, &full_style, NULL, search->player) - search->baseline;
  return 1.0 / (1.0 + exp (-value / HARD_REWARD_SCALE));
}

static gboolean
search_time_is_up (const SearchThread *search)
{
  return tt_budget_clock (search->cpu_budget) >= search->deadline;
}

static gpointer
search_thread_run (gpointer data)
{
  SearchThread *search = data;

  /* A CPU budget starts when the thread does; its share of a loaded
   * machine does not shorten its search. */
  if (search->cpu_budget)
    search->deadline += tt_budget_clock (TRUE);
  scratch_init (&search->scratch, search->root);
  while (!g_cancellable_is_cancelled (search->cancellable))
    {
      guint candidate;

      if (search->max_iterations > 0 && search->iterations >= search->max_iterations)
        break;
      if (search_time_is_up (search))
        break;
      candidate = ucb_select (search, search->iterations);
      search->rewards[candidate] += run_iteration (search, candidate);
      search->visits[candidate]++;
      search->iterations++;
    }
  scratch_clear (&search->scratch);
  return NULL;
}

/* The greedy order puts the most promising moves first; the search only
 * looks at the head of it. */
static guint
keep_best_candidates (GArray  *moves,
                      gdouble *values,
                      guint    keep)
{
  guint n = moves->len;

  /* Selection sort of the head: n is a few hundred at most. */
  for (guint i = 0; i < MIN (keep, n); i++)
    {
      guint best = i;

      for (guint j = i + 1; j < n; j++)
        if (values[j] > values[best])
          best = j;
      if (best != i)
        {
          CarcMove tmp_move = g_array_index (moves, CarcMove, i);
          gdouble tmp_value = values[i];

          g_array_index (moves, CarcMove, i) = g_array_index (moves, CarcMove, best);
          g_array_index (moves, CarcMove, best) = tmp_move;
          values[i] = values[best];
          values[best] = tmp_value;
        }
    }
  return MIN (keep, n);
}

static guint
pick_most_visited (SearchThread *searches,
                   guint         n_threads,
                   guint         n_candidates,
                   guint        *total_iterations)
{
  guint best = 0;
  guint best_visits = 0;
  gdouble best_mean = -1.0;

  *total_iterations = 0;
  for (guint t = 0; t < n_threads; t++)
    *total_iterations += searches[t].iterations;
  for (guint i = 0; i < n_candidates; i++)
    {
      guint visits = 0;
      gdouble reward = 0.0;
      gdouble mean;

      for (guint t = 0; t < n_threads; t++)
        {
          visits += searches[t].visits[i];
          reward += searches[t].rewards[i];
        }
      mean = visits > 0 ? reward / visits : -1.0;
      if (visits > best_visits || (visits == best_visits && mean > best_mean))
        {
          best = i;
          best_visits = visits;
          best_mean = mean;
        }
    }
  /* With no visits at all (a tiny budget) the greedy order decides. */
  return best_visits == 0 ? 0 : best;
}

static gboolean
choose_hard (const CarcState    *state,
             const CarcAiParams *params,
             GArray             *moves,
             GCancellable       *cancellable,
             CarcMove           *move,
             CarcAiStats        *stats,
             GError            **error)
{
  gint64 start = g_get_monotonic_time ();
  guint budget_ms = params->budget_ms > 0 ? params->budget_ms : CARC_AI_DEFAULT_BUDGET_MS;
  guint n_threads = CLAMP (params->threads > 0 ? params->threads : 2, 1, 8);
  g_autofree gdouble *values = g_new (gdouble, moves->len);
  g_autofree SearchThread *searches = g_new0 (SearchThread, n_threads);
  GThread *threads[8] = { NULL };
  guint n_candidates;
  guint chosen;
  guint iterations;

  if (!score_all_moves (state, moves, &full_style, values, cancellable, error))
    return FALSE;
  n_candidates = keep_best_candidates (moves, values, HARD_ROOT_CANDIDATES);
  if (n_candidates <= 1)
    {
      *move = g_array_index (moves, CarcMove, 0);
      return TRUE;
    }

  for (guint t = 0; t < n_threads; t++)
    {
      SearchThread *search = &searches[t];

      search->root = state;
      search->candidates = (const CarcMove *) moves->data;
      search->n_candidates = n_candidates;
      search->baseline = values[0];
      search->player = carc_state_get_current_player (state);
      search->cpu_budget = params->cpu_budget;
      search->deadline = (params->cpu_budget ? 0 : start) + (gint64) budget_ms * 1000;
      search->max_iterations = params->max_iterations;
      search->cancellable = cancellable;
      search->visits = g_new0 (guint, n_candidates);
      search->rewards = g_new0 (gdouble, n_candidates);
      search->n_tile_types = carc_state_get_n_tile_types (state);
      search->reply = g_new (CarcMove, (gsize) n_candidates * search->n_tile_types);
      search->reply_known = g_new0 (gboolean, (gsize) n_candidates * search->n_tile_types);
      search->seed = params->seed ^ ((guint64) (t + 1) << 40) ^
                     ((guint64) carc_state_get_turn (state) << 20);
    }
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("carc-ai-search", search_thread_run, &searches[t]);
  search_thread_run (&searches[0]);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);

  chosen = pick_most_visited (searches, n_threads, n_candidates, &iterations);
  for (guint t = 0; t < n_threads; t++)
    {
      g_free (searches[t].visits);
      g_free (searches[t].rewards);
      g_free (searches[t].reply);
      g_free (searches[t].reply_known);
    }
  if (stats != NULL)
    stats->iterations = iterations;
  if (set_cancelled (cancellable, error))
    return FALSE;
  *move = g_array_index (moves, CarcMove, chosen);
  return TRUE;
}

gboolean
carc_ai_choose_move (const CarcState    *state,
                     const CarcAiParams *params,
                     GCancellable       *cancellable,
                     CarcMove           *move,
                     CarcAiStats        *stats,
                     GError            **error)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (params != NULL && params->level < CARC_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (stats != NULL)
    memset (stats, 0, sizeof *stats);
  if (carc_state_is_finished (state))
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_FINISHED, "the game is over");
      return FALSE;
    }
  if (set_cancelled (cancellable, error))
    return FALSE;

  moves = g_array_new (FALSE, FALSE, sizeof (CarcMove));
  carc_state_legal_moves (state, moves);
  if (stats != NULL)
    stats->n_candidates = moves->len;
  if (moves->len == 1)
    {
      *move = g_array_index (moves, CarcMove, 0);
      return TRUE;
    }
  if (params->level == CARC_AI_HARD)
    return choose_hard (state, params, moves, cancellable, move, stats, error);
  return choose_greedy (state, params, moves, cancellable, move, error);
}
