/* ora-ai.c — computer players for Ora et Labora (see ora-ai.h) */
#include "config.h"

#include <string.h>

#include "ora-ai.h"

#define HARD_CANDIDATES 5
#define HARD_MAX_DEPTH  256
#define WIN_BONUS       1000.0
static double BUILD_WEIGHT = 1.5;

static const char * const level_names[ORA_AI_N_LEVELS] = { "easy", "normal", "hard" };

/* What a good is worth beyond the points it scores at the end, in points:
 * the food, energy and money it pays, the building material it is, the
 * better good a building turns it into. */
static const double extra_worth[ORA_N_GOODS] = {
  [ORA_GRAIN] = 0.6, [ORA_STRAW] = 0.25, [ORA_SHEEP] = 0.9, [ORA_MEAT] = 1.8,
  [ORA_CLAY] = 0.8, [ORA_CERAMIC] = 0.0, [ORA_WOOD] = 0.9, [ORA_WHISKEY] = 0.8,
  [ORA_PEAT] = 0.8, [ORA_COAL] = 1.2, [ORA_COIN] = 0.7, [ORA_BOOK] = 0.0,
  [ORA_COIN5] = 3.0, [ORA_RELIQUARY] = 0.0, [ORA_STONE] = 1.5, [ORA_ORNAMENT] = 0.0,
  [ORA_GRAPES] = 0.7, [ORA_WINE] = 0.6, [ORA_MALT] = 0.7, [ORA_BEER] = 1.8,
  [ORA_FLOUR] = 0.7, [ORA_BREAD] = 1.2, [ORA_WONDER] = 0.0,
};

const char *
ora_ai_level_to_string (OraAiLevel level)
{
  return level < ORA_AI_N_LEVELS ? level_names[level] : "unknown";
}

gboolean
ora_ai_level_from_string (const char *text,
                          OraAiLevel *level)
{
  for (int i = 0; i < ORA_AI_N_LEVELS; i++)
    if (g_strcmp0 (text, level_names[i]) == 0)
      {
        *level = (OraAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

void
ora_ai_params_init (OraAiParams *params,
                    OraAiLevel   level)
{
  memset (params, 0, sizeof *params);
  params->level = level;
  params->budget_ms = ORA_AI_DEFAULT_BUDGET_MS;
  params->seed = 1;
}

/* ---- the evaluation --------------------------------------------------- */

static int
display_left (const OraState *s)
{
  int n = 0;

  for (int i = 0; i < s->first_settlement; i++)
    n += s->card_loc[i] == ORA_LOC_DISPLAY;
  return n;
}

/* The share of the game still to come: goods, land and clergymen are worth
 * their use while there is time to use them; at the end only points count. */
static double
time_left (const OraState *s)
{
  int rounds = s->set->modes[s->mode_id].rounds;
  double left;

  if (s->stage == ORA_STAGE_OVER)
    return 0;
  if (rounds <= 0)
    {
      /* Two-player games end when settlement D (round 28) is out and the
       * buildings are all but built, a few rounds later when players build. */
      if (s->next_settlement >= 4)
        return CLAMP (0.1 + 0.05 * display_left (s), 0.1, 0.6);
      left = (32.0 - s->round) / 32.0;
      return CLAMP (left, 0.3, 1.0);
    }
  left = (double) (rounds - s->round + 1) / rounds;
  if (s->stage == ORA_STAGE_BONUS || s->final_round)
    left = 0.05;
  return CLAMP (left, 0.05, 1.0);
}

/* How close the player is to the best buildings on display: their points
 * and use, less for every good or coin still missing and for a building
 * that has no free site of its terrain yet. This is what drives collecting
 * stone, clay and coins and buying the coast and mountain land. */
static double
build_potential (const OraState *s, const OraPlayer *pl, guint8 free_terrains)
{
  double best[3] = { 0, 0, 0 };
  int money = pl->goods[ORA_COIN] + 5 * pl->goods[ORA_COIN5];

  for (int i = 0; i < s->first_settlement; i++)
    {
      const OraCard *card = &s->set->cards[i];
      double missing = 0, worth;

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      for (int g = 0; g < ORA_N_GOODS; g++)
        missing += MAX (0, card->cost.n[g] - pl->goods[g]);
      missing += MAX (0, card->cost.n[ORA_PAY_COINS] - money) / 2.0;
      if (!(card->terrain_mask & free_terrains))
        missing += 1;
      worth = (card->economic + card->dwelling + 3.0) / (1.0 + missing);
      if (worth > best[0])
        {
          best[2] = best[1];
          best[1] = best[0];
          best[0] = worth;
        }
      else if (worth > best[1])
        {
          best[2] = best[1];
          best[1] = worth;
        }
      else if (worth > best[2])
        best[2] = worth;
    }
  return best[0] + best[1] + best[2];
}

static double
player_value (const OraState *s, int player, gboolean easy)
{
  const OraPlayer *pl = &s->players[player];
  OraScore score = ora_state_score (s, player);
  double f = time_left (s), extra = 0;
  int free_land = 0, covered = 0, buildings = 0, home = 0, hand = 0;
  guint8 free_terrains = 0;

  /* A stock serves a few uses; a hoard beyond that is worth little more. */
  for (int g = 0; g < ORA_N_GOODS; g++)
    extra += extra_worth[g] * (MIN (pl->goods[g], 6) + 0.3 * MAX (pl->goods[g] - 6, 0));
  if (easy)
    return score.total + 0.5 * f * extra;
  /* Land is where the buildings and settlements of the rest of the game
   * go; settlements in hand wait for a good place. */
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];

        if (cell->terrain == ORA_TERRAIN_NONE || cell->terrain == ORA_TERRAIN_WATER)
          continue;
        if (cell->card >= 0)
          buildings++;
        else if (cell->cover != ORA_COVER_NONE)
          covered++;
        else
          {
            free_land++;
            free_terrains |= (guint8) (1u << cell->terrain);
          }
      }
  for (int i = 0; i < s->set->modes[s->mode_id].clergy; i++)
    home += pl->clergy[i] < 0;
  for (guint32 bits = pl->hand; bits != 0; bits &= bits - 1)
    hand++;
  return score.total
         + f * (0.6 * extra + 1.2 * MIN (free_land, 12) + 0.8 * MIN (covered, 10) + 2.5 * buildings
                + 1.0 * home + 4.0 * hand + BUILD_WEIGHT * build_potential (s, pl, free_terrains));
}

static double
evaluate (const OraState *s, int me, gboolean easy)
{
  double mine = player_value (s, me, easy), best = -G_MAXDOUBLE, sum = 0;
  int others = 0;

  if (easy)
    return mine;
  for (int p = 0; p < s->n_players; p++)
    if (p != me && p != s->neutral)
      {
        double v = player_value (s, p, FALSE);

        best = MAX (best, v);
        sum += v;
        others++;
      }
  if (others == 0)
    return mine;
  if (s->stage == ORA_STAGE_OVER)
    mine += mine > best ? WIN_BONUS : mine < best ? -WIN_BONUS : 0;
  /* Two-player games end once settlement D is out and the display is
   * (nearly) built: the player ahead hurries the end by building, and a
   * player behind builds too rather than let the game stall. */
  else if (s->set->modes[s->mode_id].rounds == 0 && s->next_settlement >= 4)
    mine -= (mine > best ? 8.0 : 3.0) * display_left (s);
  return mine - 0.5 * best - 0.5 * sum / others;
}

gdouble
ora_ai_evaluate (const OraState *state,
                 int             player)
{
  return evaluate (state, player, FALSE);
}

/* ---- one-step choice --------------------------------------------------- */

typedef struct
{
  int         me;
  OraAiLevel  level;
  TtRng       rng;
  OraState   *work;
} Chooser;

static double
value_after (Chooser *ch, const OraState *s, const OraAction *a, int judge, gboolean easy)
{
  ora_state_copy_into (ch->work, s);
  if (!ora_state_apply (ch->work, a, NULL, NULL))
    return -G_MAXDOUBLE;
  return evaluate (ch->work, judge, easy);
}

/* The index of the best action for the player to move in `s`, by the
 * level's evaluation; scores[] (nullable) receives every score. */
static guint
greedy (Chooser *ch, const OraState *s, GArray *legal, OraAiLevel level, gboolean noise, double *scores)
{
  int judge = ora_state_get_current_player (s);
  double best_score = -G_MAXDOUBLE;
  guint best = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      double score = value_after (ch, s, &g_array_index (legal, OraAction, i), judge, level == ORA_AI_EASY);

      /* Easy hesitates between near equals; Normal only breaks near ties
       * by its seed, so that games between computers vary. */
      if (noise && score > -G_MAXDOUBLE)
        score += (level == ORA_AI_EASY ? 3.0 : 0.25) * tt_rng_double (&ch->rng);
      if (scores != NULL)
        scores[i] = score;
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return best;
}

/* ---- Hard: rollouts with Normal for everybody ---------------------------- */

/* Plays `first` and then `depth` - 1 actions of Normal; FALSE when the
 * time ran out or the search was cancelled before the end. */
static gboolean
rollout (Chooser *ch, OraState *s, const OraAction *first, guint depth, gint64 deadline,
         GCancellable *cancellable, double *value)
{
  *value = -G_MAXDOUBLE;
  if (!ora_state_apply (s, first, NULL, NULL))
    return TRUE;
  for (guint step = 1; step < depth && s->stage != ORA_STAGE_OVER; step++)
    {
      g_autoptr(GArray) legal = NULL;
      guint pick;

      if (g_get_monotonic_time () >= deadline || g_cancellable_is_cancelled (cancellable))
        return FALSE;
      legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
      ora_state_legal_moves (s, legal);

      if (legal->len == 0)
        break;
      pick = legal->len == 1 ? 0 : greedy (ch, s, legal, ORA_AI_NORMAL, FALSE, NULL);
      if (!ora_state_apply (s, &g_array_index (legal, OraAction, pick), NULL, NULL))
        break;
    }
  *value = evaluate (s, ch->me, FALSE);
  return TRUE;
}

static guint
hard_choose (Chooser           *ch,
             const OraState    *state,
             const OraAiParams *params,
             GCancellable      *cancellable,
             GArray            *legal,
             const double      *scores,
             guint              normal_best,
             OraAiStats        *stats)
{
  g_autoptr(OraState) play = ora_state_copy (state);
  guint order[HARD_CANDIDATES], n = 0, best = normal_best, done = 0, depth_done = 0;
  gint64 deadline = g_get_monotonic_time ()
                    + (gint64) (params->budget_ms ? params->budget_ms : ORA_AI_DEFAULT_BUDGET_MS) * 1000;

  order[n++] = normal_best;
  while (n < HARD_CANDIDATES)
    {
      int pick = -1;

      for (guint i = 0; i < legal->len; i++)
        {
          gboolean taken = FALSE;

          for (guint j = 0; j < n; j++)
            taken |= order[j] == i;
          if (!taken && scores[i] > -G_MAXDOUBLE && (pick < 0 || scores[i] > scores[pick]))
            pick = (int) i;
        }
      if (pick < 0)
        break;
      order[n++] = (guint) pick;
    }
  if (n < 2)
    return normal_best;

  /* Deeper and deeper: a depth counts only when every candidate finished it. */
  for (guint depth = (guint) state->n_players * 2; depth <= HARD_MAX_DEPTH; depth *= 2)
    {
      double value[HARD_CANDIDATES];
      guint j, level_best = 0;

      for (j = 0; j < n; j++)
        {
          if (g_cancellable_is_cancelled (cancellable) || g_get_monotonic_time () >= deadline
              || (params->max_iterations && done >= params->max_iterations))
            break;
          ora_state_copy_into (play, state);
          if (!rollout (ch, play, &g_array_index (legal, OraAction, order[j]), depth, deadline, cancellable,
                        &value[j]))
            break;
          done++;
          if (value[j] > value[level_best])
            level_best = j;
        }
      if (j < n)
        break;
      best = order[level_best];
      depth_done = depth;
    }
  stats->iterations = done;
  stats->depth = depth_done;
  return best;
}

/* ---- entry point ------------------------------------------------------- */

gboolean
ora_ai_choose (const OraState    *state,
               int                seat,
               const OraAiParams *params,
               GCancellable      *cancellable,
               OraAction         *action,
               OraAiStats        *stats,
               GError           **error)
{
  g_autoptr(GArray) legal = NULL;
  g_autoptr(OraState) work = NULL;
  g_autofree double *scores = NULL;
  OraAiStats local = { 0 };
  Chooser ch = { 0 };
  guint best;

  g_return_val_if_fail (state != NULL && params != NULL && action != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (state->stage == ORA_STAGE_OVER)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: the game is over");
      return FALSE;
    }
  if (seat != ora_state_get_current_player (state))
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: player %d is not the one to move (player %d is)",
                   seat, ora_state_get_current_player (state));
      return FALSE;
    }
  legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  ora_state_legal_moves (state, legal);
  if (legal->len == 0)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "computer: player %d has no legal move", seat);
      return FALSE;
    }
  work = ora_state_copy (state);
  ch.me = seat;
  ch.level = params->level;
  ch.work = work;
  tt_rng_init (&ch.rng, params->seed * 0x9e3779b97f4a7c15ull + (guint64) state->n_actions);
  local.n_candidates = legal->len;
  scores = g_new (double, legal->len);
  best = legal->len == 1 ? 0 : greedy (&ch, state, legal, params->level, TRUE, scores);
  if (params->level == ORA_AI_HARD && legal->len > 1)
    best = hard_choose (&ch, state, params, cancellable, legal, scores, best, &local);
  *action = g_array_index (legal, OraAction, best);
  if (stats != NULL)
    *stats = local;
  return TRUE;
}
