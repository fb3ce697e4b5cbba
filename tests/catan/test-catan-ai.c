/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-ai.c — the Catan computer players
 *
 *  - every action each level chooses is legal, at every decision of games
 *    where the seats are played by a mix of the levels and a random player
 *    (so that odd positions come up too), base game and Cities & Knights;
 *  - the choice never depends on what the seat cannot see: two states that
 *    differ only in the other players' hands, the deck orders and the dice
 *    generator give the same action, at every level (Spy and Master
 *    Merchant show the victim's hand when played: there only the cards
 *    taken may differ);
 *  - a Hard search cancelled before it starts returns at once with
 *    G_IO_ERROR_CANCELLED, and one cancelled from another thread stops and
 *    still returns a legal action.
 *  - counter-offers: a Normal computer that declines an offer names terms
 *    that the engine's trade moves take and that its evaluation says it
 *    gains by; a seat with no cards names none; Easy never does; in random
 *    positions every counter at every level is one card from the offer,
 *    at most two for one against the offerer, held by both and playable.
 *  - offers: in games where everybody refuses every offer, a Normal seat
 *    makes at most three offers a turn, never the same one twice, and never
 *    asks for more cards than the most any other player holds.
 *  - development cards: with the robber on its best hex, Normal and Hard
 *    play the knight they hold; in games among Normal players knights and
 *    Road Building cards are played.
 * TT_TEST_SCALE (default 1.0) scales the number of positions.
 */
#include "config.h"

#include <string.h>

#include "catan/ai/catan-ai.h"
#include "catan/catan-random.h"

static guint
scaled (guint count)
{
  const char *text = g_getenv ("TT_TEST_SCALE");
  double scale = text != NULL ? g_ascii_strtod (text, NULL) : 1.0;

  return MAX (1, (guint) (count * (scale > 0 ? scale : 1.0) + 0.5));
}

static CatanState *
new_game (gboolean ck, int players, guint64 seed)
{
  g_autoptr(CatanBoard) board = catan_board_new_random (seed);
  CatanOptions options = { 0 };

  options.n_players = (guint8) players;
  options.cities_and_knights = ck;
  options.turn_cap = 200;
  return catan_state_new (board, &options, seed, NULL);
}

static void
params_for (CatanAiParams *params, CatanAiLevel level, guint64 seed)
{
  catan_ai_params_init (params, level);
  params->seed = seed;
  /* Hard: a fixed number of samples, so that the choice does not depend on
   * the machine's speed. */
  params->budget_ms = 600000;
  params->max_iterations = 2;
  /* Normal as a seat plays it, looking ahead (over fewer samples). */
  params->normal_rollouts = 3;
}

/* Plays games with every seat choosing by its own level (or at random now
 * and then); checks each computer action against the rules. */
static void
check_legal (gboolean ck, CatanAiLevel level, guint positions)
{
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  guint checked = 0;
  TtRng rng;

  tt_rng_init (&rng, 17 + level);
  for (guint64 game = 1; checked < positions; game++)
    {
      g_autoptr(CatanState) state = new_game (ck, 3 + (int) (game % 2), game * 31 + level);

      while (state->phase != CATAN_PHASE_OVER && checked < positions)
        {
          int seat = catan_ai_seat_to_act (state);
          CatanAction action;
          g_autoptr(GError) error = NULL;

          g_assert_cmpint (seat, >=, 0);
          if (tt_rng_double (&rng) < 0.15)
            {
              g_assert_true (catan_random_pick (state, &rng, scratch, &action));
            }
          else
            {
              CatanAiParams params;

              params_for (&params, level, game + checked);
              g_assert_true (catan_ai_choose (state, seat, &params, NULL, &action, NULL, &error));
              g_assert_no_error (error);
              g_assert_cmpint (action.player, ==, seat);
              checked++;
            }
          if (!catan_state_apply (state, &action, NULL, &error))
            g_error ("game %" G_GUINT64_FORMAT ", turn %u, %s: %s chose an illegal %s: %s", game, state->turn,
                     catan_phase_name (state->phase), catan_ai_level_to_string (level),
                     catan_action_type_name (action.type), error->message);
        }
    }
}

static void
test_legal (gconstpointer data)
{
  int which = GPOINTER_TO_INT (data);
  CatanAiLevel level = (CatanAiLevel) (which % CATAN_AI_N_LEVELS);
  gboolean ck = which >= CATAN_AI_N_LEVELS;

  check_legal (ck, level, scaled (level == CATAN_AI_HARD ? 400 : 3000));
}

/* Deals the other players' cards anew (same hand sizes), moves their
 * development and progress cards between them, reshuffles the decks and
 * reseeds the dice: nothing that `seat` can see changes. */
static void
scramble_hidden (CatanState *s, int seat, TtRng *rng)
{
  int n = s->options.n_players;
  guint8 cards[512], devs[128], progress[128];
  int n_cards = 0, n_devs = 0, n_progress = 0;

  for (int p = 0; p < n; p++)
    {
      CatanPlayer *other = &s->players[p];

      if (p == seat)
        continue;
      for (int k = 0; k < CATAN_N_CARDS; k++)
        for (int i = 0; i < other->cards[k]; i++)
          cards[n_cards++] = (guint8) k;
      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        for (int i = 0; i < other->dev[k] - other->dev_new[k]; i++)
          devs[n_devs++] = (guint8) k;
      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        for (int i = 0; i < other->progress[k]; i++)
          progress[n_progress++] = (guint8) k;
    }
  tt_rng_shuffle (rng, cards, (gsize) n_cards, 1);
  tt_rng_shuffle (rng, devs, (gsize) n_devs, 1);
  tt_rng_shuffle (rng, progress, (gsize) n_progress, 1);
  n_cards = n_devs = n_progress = 0;
  for (int p = 0; p < n; p++)
    {
      CatanPlayer *other = &s->players[p];
      int hand = 0, old = 0, cards_held = 0;

      if (p == seat)
        continue;
      for (int k = 0; k < CATAN_N_CARDS; k++)
        hand += other->cards[k];
      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        old += other->dev[k] - other->dev_new[k];
      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        cards_held += other->progress[k];
      memset (other->cards, 0, sizeof other->cards);
      for (int i = 0; i < hand; i++)
        other->cards[cards[n_cards++]]++;
      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        other->dev[k] = other->dev_new[k];
      for (int i = 0; i < old; i++)
        other->dev[devs[n_devs++]]++;
      memset (other->progress, 0, sizeof other->progress);
      for (int i = 0; i < cards_held; i++)
        other->progress[progress[n_progress++]]++;
    }
  tt_rng_shuffle (rng, s->deck, s->deck_len, 1);
  for (int t = 0; t < 3; t++)
    tt_rng_shuffle (rng, s->progress_deck[t], s->progress_len[t], 1);
  tt_rng_init (&s->rng, tt_rng_next (rng));
}

static void
test_hidden (gconstpointer data)
{
  gboolean ck = GPOINTER_TO_INT (data);
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  guint compared = 0, differ = 0, positions = scaled (150);
  TtRng rng;

  tt_rng_init (&rng, 99);
  for (guint64 game = 1; compared < positions; game++)
    {
      g_autoptr(CatanState) state = new_game (ck, 4, game + 500);

      while (state->phase != CATAN_PHASE_OVER && compared < positions)
        {
          CatanAction action;

          if (tt_rng_double (&rng) < 0.1)
            {
              int seat = catan_ai_seat_to_act (state);
              g_autoptr(CatanState) other = catan_state_copy (state);
              g_autoptr(CatanState) view_a = catan_state_view (state, seat);
              g_autoptr(CatanState) view_b = NULL;

              scramble_hidden (other, seat, &rng);
              view_b = catan_state_view (other, seat);
              g_assert_cmpmem (view_a, sizeof *view_a, view_b, sizeof *view_b);
              differ += memcmp (state->players, other->players, sizeof state->players) != 0;
              for (int level = 0; level < CATAN_AI_N_LEVELS; level++)
                {
                  CatanAiParams params;
                  CatanAction a, b;

                  params_for (&params, (CatanAiLevel) level, compared);
                  g_assert_true (catan_ai_choose (state, seat, &params, NULL, &a, NULL, NULL));
                  g_assert_true (catan_ai_choose (other, seat, &params, NULL, &b, NULL, NULL));
                  if (a.type == CATAN_ACTION_PROGRESS
                      && (a.card == CATAN_PROGRESS_SPY || a.card == CATAN_PROGRESS_MASTER_MERCHANT))
                    {
                      /* These cards show the victim's hand: only the
                       * cards taken may differ. */
                      g_assert_cmpint (a.card, ==, b.card);
                      g_assert_cmpint (a.victim, ==, b.victim);
                    }
                  else
                    g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
                }
              compared++;
            }
          g_assert_true (catan_random_pick (state, &rng, scratch, &action));
          g_assert_true (catan_state_apply (state, &action, NULL, NULL));
        }
    }
  /* The test means something only if hidden cards really differed. */
  g_assert_cmpuint (differ, >, compared / 4);
}

static CatanState *
midgame (gboolean ck)
{
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  CatanState *state = new_game (ck, 4, 7);
  TtRng rng;

  tt_rng_init (&rng, 3);
  /* Random play until the current player has a main phase with a choice. */
  while (state->phase != CATAN_PHASE_OVER && (state->turn < 20 || state->phase != CATAN_PHASE_MAIN))
    {
      CatanAction action;

      g_assert_true (catan_random_pick (state, &rng, scratch, &action));
      g_assert_true (catan_state_apply (state, &action, NULL, NULL));
    }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  return state;
}

static void
test_cancel_before (void)
{
  g_autoptr(CatanState) state = midgame (FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  CatanAiParams params;
  CatanAction action;

  catan_ai_params_init (&params, CATAN_AI_HARD);
  params.budget_ms = 600000;
  g_cancellable_cancel (cancellable);
  g_assert_false (catan_ai_choose (state, state->current, &params, cancellable, &action, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* A seat's Normal looks ahead over exactly its count of samples, whatever
 * the machine's speed, so one seed gives one move; without the count it
 * is the one-step Normal and takes no samples. */
static void
test_normal_counted (void)
{
  for (int ck = 0; ck < 2; ck++)
    {
      g_autoptr(CatanState) state = midgame (ck);
      CatanAiParams params;
      CatanAiStats stats = { 0 };
      CatanAction first, again;
      guint expected = ck ? CATAN_AI_NORMAL_ROLLOUTS / 3 : CATAN_AI_NORMAL_ROLLOUTS;

      catan_ai_params_init (&params, CATAN_AI_NORMAL);
      params.seed = 11;
      params.normal_rollouts = CATAN_AI_NORMAL_ROLLOUTS;
      params.budget_ms = 1;           /* Hard's budget: Normal does not read it */
      g_assert_true (catan_ai_choose (state, state->current, &params, NULL, &first, &stats, NULL));
      g_assert_cmpuint (stats.n_candidates, >, 1);
      /* (an offer is Normal's own: its worth lies in the answers) */
      if (first.type != CATAN_ACTION_OFFER)
        g_assert_cmpuint (stats.iterations, ==, expected);
      g_assert_true (catan_ai_choose (state, state->current, &params, NULL, &again, NULL, NULL));
      g_assert_cmpmem (&first, sizeof first, &again, sizeof again);

      params.normal_rollouts = 0;
      g_assert_true (catan_ai_choose (state, state->current, &params, NULL, &first, &stats, NULL));
      g_assert_cmpuint (stats.iterations, ==, 0);
    }
}

static gpointer
cancel_soon (gpointer data)
{
  g_usleep (50 * 1000);
  g_cancellable_cancel (data);
  return NULL;
}

static void
test_cancel_during (void)
{
  g_autoptr(CatanState) state = midgame (TRUE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  CatanAiParams params;
  CatanAction action;
  CatanAiStats stats = { 0 };
  GThread *thread;

  catan_ai_params_init (&params, CATAN_AI_HARD);
  params.budget_ms = 600000;   /* ten minutes: only the cancel ends it */
  thread = g_thread_new ("cancel", cancel_soon, cancellable);
  g_assert_true (catan_ai_choose (state, state->current, &params, cancellable, &action, &stats, &error));
  g_assert_no_error (error);
  g_thread_join (thread);
  g_assert_true (catan_state_apply (state, &action, NULL, &error));
  g_assert_no_error (error);
}

/* ---- counter-offers ---- */

static int
count_cards (const guint8 *cards)
{
  int n = 0;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    n += cards[k];
  return n;
}

/* `state` with the open offer taken on the counter's terms through the
 * engine's own moves, or NULL when one of them is refused. */
static CatanState *
take_counter (const CatanState *state, int seat, const guint8 *give, const guint8 *get)
{
  g_autoptr(CatanState) copy = catan_state_copy (state);
  CatanAction moves[4];

  catan_action_init (&moves[0], CATAN_ACTION_CANCEL, state->current);
  catan_action_init (&moves[1], CATAN_ACTION_OFFER, state->current);
  memcpy (moves[1].give, give, CATAN_N_CARDS);
  memcpy (moves[1].get, get, CATAN_N_CARDS);
  catan_action_init (&moves[2], CATAN_ACTION_ACCEPT, seat);
  catan_action_init (&moves[3], CATAN_ACTION_CONFIRM, state->current);
  moves[3].victim = (gint8) seat;
  for (int i = 0; i < 4; i++)
    if (!catan_state_apply (copy, &moves[i], NULL, NULL))
      return NULL;
  return g_steal_pointer (&copy);
}

/* A counter as the header promises: one card changed from the open
 * offer, at most two for one against the offerer, held by both, taken by
 * the engine's moves, the cards moving as it says. */
static void
assert_counter_sound (const CatanState *state, int seat, const guint8 *give, const guint8 *get)
{
  const CatanPlayer *offerer = &state->players[state->current], *me = &state->players[seat];
  g_autoptr(CatanState) after = NULL;
  int changed = 0;

  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      g_assert_cmpint (give[k], <=, offerer->cards[k]);
      g_assert_cmpint (get[k], <=, me->cards[k]);
      g_assert_false (give[k] > 0 && get[k] > 0);
      changed += ABS (give[k] - state->trade_give[k]) + ABS (get[k] - state->trade_get[k]);
    }
  /* one card of another kind (2), one more or one less (1) */
  g_assert_cmpint (changed, >=, 1);
  g_assert_cmpint (changed, <=, 2);
  g_assert_cmpint (count_cards (give), >=, 1);
  g_assert_cmpint (count_cards (get), >=, 1);
  g_assert_cmpint (count_cards (give), <=, 2 * count_cards (get));
  after = take_counter (state, seat, give, get);
  g_assert_nonnull (after);
  g_assert_cmpint (after->phase, ==, CATAN_PHASE_MAIN);
  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      g_assert_cmpint (after->players[state->current].cards[k], ==, offerer->cards[k] - give[k] + get[k]);
      g_assert_cmpint (after->players[seat].cards[k], ==, me->cards[k] + give[k] - get[k]);
    }
}

/* Walks random games; at each main phase of a player holding cards,
 * opens a few offers (one or two of a held kind for one of another) and
 * calls `check` for each other seat. */
typedef void (*OfferCheck) (const CatanState *state, int seat, guint64 seed, gpointer data);

static guint
walk_offers (gboolean ck, guint positions, OfferCheck check, gpointer data)
{
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  int n_kinds = ck ? CATAN_N_CARDS : CATAN_N_RESOURCES;
  guint done = 0;
  TtRng rng;

  tt_rng_init (&rng, 41 + ck);
  for (guint64 game = 1; done < positions; game++)
    {
      g_autoptr(CatanState) state = new_game (ck, 3 + (int) (game % 2), game * 7 + 900);

      while (state->phase != CATAN_PHASE_OVER && done < positions)
        {
          CatanAction action;

          if (state->phase == CATAN_PHASE_MAIN && tt_rng_double (&rng) < 0.5)
            {
              int g = (int) tt_rng_uniform (&rng, (guint32) n_kinds), r = (int) tt_rng_uniform (&rng, (guint32) n_kinds);
              g_autoptr(CatanState) offered = catan_state_copy (state);

              catan_action_init (&action, CATAN_ACTION_OFFER, state->current);
              action.give[g] = (guint8) MIN (state->players[state->current].cards[g], 1 + tt_rng_uniform (&rng, 2));
              action.get[r] = 1;
              if (g != r && action.give[g] > 0 && catan_state_apply (offered, &action, NULL, NULL))
                {
                  for (int seat = 0; seat < offered->options.n_players; seat++)
                    if (seat != offered->current)
                      check (offered, seat, done * 31 + (guint) seat, data);
                  done++;
                }
            }
          g_assert_true (catan_random_pick (state, &rng, scratch, &action));
          g_assert_true (catan_state_apply (state, &action, NULL, NULL));
        }
    }
  return done;
}

typedef struct
{
  guint counters;        /* counters returned */
  guint declined;        /* of those, by a seat that declines the offer */
} CounterTally;

static void
check_counter (const CatanState *state, int seat, guint64 seed, gpointer data)
{
  CounterTally *tally = data;
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  CatanAiParams params;

  /* Easy never counters */
  params_for (&params, CATAN_AI_EASY, seed);
  g_assert_false (catan_ai_counter_offer (state, seat, &params, give, get));
  for (int level = CATAN_AI_NORMAL; level < CATAN_AI_N_LEVELS; level++)
    {
      guint8 again_give[CATAN_N_CARDS], again_get[CATAN_N_CARDS];
      CatanAction answer;

      params_for (&params, (CatanAiLevel) level, seed);
      if (!catan_ai_counter_offer (state, seat, &params, give, get))
        continue;
      assert_counter_sound (state, seat, give, get);
      /* the same seed, the same counter */
      g_assert_true (catan_ai_counter_offer (state, seat, &params, again_give, again_get));
      g_assert_cmpmem (give, CATAN_N_CARDS, again_give, CATAN_N_CARDS);
      g_assert_cmpmem (get, CATAN_N_CARDS, again_get, CATAN_N_CARDS);
      tally->counters++;
      if (catan_ai_seat_to_act (state) == seat
          && catan_ai_choose (state, seat, &params, NULL, &answer, NULL, NULL)
          && answer.type == CATAN_ACTION_REJECT)
        tally->declined++;
    }
}

/* Fuzz: every counter returned at every level, in random positions. */
static void
test_counter_fuzz (gconstpointer data)
{
  gboolean ck = GPOINTER_TO_INT (data);
  CounterTally tally = { 0 };
  guint offers = walk_offers (ck, scaled (300), check_counter, &tally);

  g_test_message ("%u offers, %u counters, %u by a seat that declined", offers, tally.counters, tally.declined);
  /* the fuzz means something only if counters came */
  g_assert_cmpuint (tally.counters, >, 0);
}

typedef struct
{
  CatanState *state;     /* the first position found, or NULL */
  int         seat;
  guint64     seed;
} Found;

static void
find_declined_counter (const CatanState *state, int seat, guint64 seed, gpointer data)
{
  Found *found = data;
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  CatanAiParams params;
  CatanAction answer;

  params_for (&params, CATAN_AI_NORMAL, seed);
  if (found->state != NULL || catan_ai_seat_to_act (state) != seat
      || !catan_ai_choose (state, seat, &params, NULL, &answer, NULL, NULL)
      || answer.type != CATAN_ACTION_REJECT
      || !catan_ai_counter_offer (state, seat, &params, give, get))
    return;
  found->state = catan_state_copy (state);
  found->seat = seat;
  found->seed = seed;
}

/* A Normal computer declines an offer but names terms it would take: they
 * are legal through the engine's trade moves, and once taken its own
 * evaluation of the full position says it gained. */
static void
test_counter_declined (void)
{
  Found found = { NULL, -1, 0 };
  g_autoptr(CatanState) state = NULL;
  g_autoptr(CatanState) after = NULL;
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  CatanAiParams params;

  walk_offers (FALSE, scaled (200), find_declined_counter, &found);
  g_assert_nonnull (found.state);
  state = found.state;
  params_for (&params, CATAN_AI_NORMAL, found.seed);
  g_assert_true (catan_ai_counter_offer (state, found.seat, &params, give, get));
  assert_counter_sound (state, found.seat, give, get);
  g_test_message ("offer %u%u%u%u%u for %u%u%u%u%u, seat %d counters %u%u%u%u%u for %u%u%u%u%u",
                  state->trade_give[0], state->trade_give[1], state->trade_give[2], state->trade_give[3],
                  state->trade_give[4], state->trade_get[0], state->trade_get[1], state->trade_get[2],
                  state->trade_get[3], state->trade_get[4], found.seat, give[0], give[1], give[2], give[3],
                  give[4], get[0], get[1], get[2], get[3], get[4]);
  after = take_counter (state, found.seat, give, get);
  g_assert_cmpfloat (catan_ai_evaluate (after, found.seat), >, catan_ai_evaluate (state, found.seat));
  /* Easy, in the same place, has nothing to say */
  params_for (&params, CATAN_AI_EASY, found.seed);
  g_assert_false (catan_ai_counter_offer (state, found.seat, &params, give, get));
}

/* A seat with no cards has nothing to give for anything: no counter. */
static void
test_counter_empty_hand (void)
{
  g_autoptr(CatanState) state = midgame (FALSE);
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  int seat = (state->current + 1) % state->options.n_players, g = -1;
  CatanAiParams params;
  CatanAction offer;

  /* its cards go back to the bank, so the supply still adds up */
  for (int k = 0; k < CATAN_N_CARDS; k++)
    {
      state->bank[k] += state->players[seat].cards[k];
      state->players[seat].cards[k] = 0;
      if (state->players[state->current].cards[k] > 0 && g < 0)
        g = k;
    }
  if (g < 0)
    {
      state->players[state->current].cards[CATAN_ORE]++;
      state->bank[CATAN_ORE]--;
      g = CATAN_ORE;
    }
  catan_action_init (&offer, CATAN_ACTION_OFFER, state->current);
  offer.give[g] = 1;
  offer.get[(g + 1) % CATAN_N_RESOURCES] = 1;
  g_assert_true (catan_state_apply (state, &offer, NULL, NULL));
  for (int level = 0; level < CATAN_AI_N_LEVELS; level++)
    {
      params_for (&params, (CatanAiLevel) level, 5);
      g_assert_false (catan_ai_counter_offer (state, seat, &params, give, get));
    }
  /* nor to the offerer itself, nor outside an open offer */
  params_for (&params, CATAN_AI_NORMAL, 5);
  g_assert_false (catan_ai_counter_offer (state, state->current, &params, give, get));
}

/* The offers of one turn: every other player refuses every offer (as a
 * person who wants none of them would), and the seat's offers are recorded
 * until its turn ends. */
typedef struct
{
  guint8 give[CATAN_N_CARDS];
  guint8 get[CATAN_N_CARDS];
} Offer;

static void
check_offers (gboolean ck, CatanAiLevel level, guint turns)
{
  guint checked = 0, offers = 0, most = 0;

  for (guint64 game = 1; checked < turns; game++)
    {
      g_autoptr(CatanState) state = new_game (ck, 3 + (int) (game % 2), game * 13 + 7);
      g_autoptr(GArray) made = g_array_new (FALSE, FALSE, sizeof (Offer));
      guint32 turn = state->turn;

      while (state->phase != CATAN_PHASE_OVER && checked < turns)
        {
          int seat = catan_ai_seat_to_act (state);
          CatanAction action;
          CatanAiParams params;
          g_autoptr(GError) error = NULL;

          if (state->turn != turn)
            {
              most = MAX (most, made->len);
              checked += made->len > 0;
              g_array_set_size (made, 0);
              turn = state->turn;
            }
          if (state->phase == CATAN_PHASE_TRADE && seat != state->current)
            {
              catan_action_init (&action, CATAN_ACTION_REJECT, seat);
            }
          else
            {
              params_for (&params, level, game * 1000 + state->n_actions);
              g_assert_true (catan_ai_choose (state, seat, &params, NULL, &action, NULL, &error));
              g_assert_no_error (error);
            }
          if (action.type == CATAN_ACTION_OFFER)
            {
              Offer offer;
              int asked = 0, most_held = 0;

              memcpy (offer.give, action.give, CATAN_N_CARDS);
              memcpy (offer.get, action.get, CATAN_N_CARDS);
              for (guint i = 0; i < made->len; i++)
                if (memcmp (&g_array_index (made, Offer, i), &offer, sizeof offer) == 0)
                  g_error ("game %" G_GUINT64_FORMAT ", turn %u: %s repeats offer %u of the turn", game,
                           state->turn, catan_ai_level_to_string (level), i + 1);
              g_array_append_val (made, offer);
              g_assert_cmpuint (made->len, <=, 3);
              for (int k = 0; k < CATAN_N_CARDS; k++)
                asked += offer.get[k];
              for (int p = 0; p < state->options.n_players; p++)
                if (p != seat)
                  most_held = MAX (most_held, catan_state_hand_size (state, p));
              g_assert_cmpint (asked, <=, most_held);
              offers++;
            }
          g_assert_true (catan_state_apply (state, &action, NULL, &error));
        }
    }
  g_test_message ("%u turns with offers, %u offers, at most %u in a turn", checked, offers, most);
  /* the check means something only if some turn made more than one */
  g_assert_cmpuint (most, >=, 2);
}

/* Offers refused by everybody are not made again in the same turn, at
 * most three are made a turn, and none asks for more cards than anybody
 * holds. */
static void
test_offers (gconstpointer data)
{
  int which = GPOINTER_TO_INT (data);

  check_offers (which >= CATAN_AI_N_LEVELS, (CatanAiLevel) (which % CATAN_AI_N_LEVELS), scaled (60));
}

/* Moves a development card of `kind` from the deck to `player`'s hand, as
 * if bought on an earlier turn. */
static void
deal_dev (CatanState *state, int player, int kind)
{
  for (int i = 0; i < state->deck_len; i++)
    if (state->deck[i] == kind)
      {
        state->deck[i] = state->deck[state->deck_len - 1];
        state->deck[state->deck_len - 1] = (guint8) kind;
        state->deck_len--;
        state->players[player].dev[kind]++;
        return;
      }
  g_assert_not_reached ();
}

/* Plays the current player's turn out at `level`, every offer refused;
 * returns how many times it played an action of `type`. */
static guint
play_turn (CatanState *state, CatanAiLevel level, int type)
{
  int me = state->current;
  guint32 turn = state->turn;
  guint count = 0;

  while (state->phase != CATAN_PHASE_OVER && state->turn == turn)
    {
      int seat = catan_ai_seat_to_act (state);
      CatanAction action;
      CatanAiParams params;

      if (seat != me && state->phase == CATAN_PHASE_TRADE)
        {
          catan_action_init (&action, CATAN_ACTION_REJECT, seat);
        }
      else
        {
          params_for (&params, seat == me ? level : CATAN_AI_EASY, state->n_actions);
          g_assert_true (catan_ai_choose (state, seat, &params, NULL, &action, NULL, NULL));
        }
      count += action.type == type && seat == me;
      g_assert_true (catan_state_apply (state, &action, NULL, NULL));
    }
  return count;
}

/* The robber on the hex that gives the seat most, a knight in hand: Normal
 * and Hard play it (a knight kept once looked worth more than one played,
 * and Normal never played one). */
static void
test_knight_played (void)
{
  for (int level = CATAN_AI_NORMAL; level < CATAN_AI_N_LEVELS; level++)
    {
      g_autoptr(CatanState) state = midgame (FALSE);
      int me = state->current, best_hex = -1, best = 0;
      const CatanBoard *board = state->board;
      g_autofree int *worth = g_new0 (int, board->n_hexes);
      static const int pips[13] = { 0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1 };

      for (guint c = 0; c < board->n_corners; c++)
        if (state->corner_owner[c] == me && state->corner_level[c] > 0)
          for (int i = 0; i < 3; i++)
            {
              int h = board->corners[c].hexes[i];

              if (h >= 0 && board->hexes[h].terrain != CATAN_TERRAIN_DESERT)
                worth[h] += pips[MIN (state->numbers[h], 12)] * state->corner_level[c];
            }
      for (guint h = 0; h < board->n_hexes; h++)
        if (worth[h] > best)
          {
            best = worth[h];
            best_hex = (int) h;
          }
      g_assert_cmpint (best_hex, >=, 0);
      state->robber = (gint16) best_hex;
      deal_dev (state, me, CATAN_DEV_KNIGHT);
      g_assert_cmpuint (play_turn (state, (CatanAiLevel) level, CATAN_ACTION_PLAY_KNIGHT), ==, 1);
      g_assert_cmpint (state->robber, !=, best_hex);
    }
}

/* In games among Normal players, knights and Road Building cards bought
 * are played (Normal once bought them and kept every one). */
static void
test_dev_played (void)
{
  guint played[CATAN_N_DEV_KINDS] = { 0 };

  for (guint64 game = 1; game <= scaled (6); game++)
    {
      g_autoptr(CatanState) state = new_game (FALSE, 4, game * 101);

      while (state->phase != CATAN_PHASE_OVER)
        {
          int seat = catan_ai_seat_to_act (state);
          CatanAction action;
          CatanAiParams params;

          params_for (&params, CATAN_AI_NORMAL, game * 7919 + state->n_actions);
          g_assert_true (catan_ai_choose (state, seat, &params, NULL, &action, NULL, NULL));
          played[CATAN_DEV_KNIGHT] += action.type == CATAN_ACTION_PLAY_KNIGHT;
          played[CATAN_DEV_ROAD_BUILDING] += action.type == CATAN_ACTION_PLAY_ROAD_BUILDING;
          g_assert_true (catan_state_apply (state, &action, NULL, NULL));
        }
    }
  g_test_message ("%u knights, %u Road Building played", played[CATAN_DEV_KNIGHT],
                  played[CATAN_DEV_ROAD_BUILDING]);
  g_assert_cmpuint (played[CATAN_DEV_KNIGHT], >, 0);
  g_assert_cmpuint (played[CATAN_DEV_ROAD_BUILDING], >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int ck = 0; ck < 2; ck++)
    for (int level = 0; level < CATAN_AI_N_LEVELS; level++)
      {
        g_autofree char *path = g_strdup_printf ("/catan-ai/legal/%s/%s", ck ? "ck" : "base",
                                                 catan_ai_level_to_string (level));

        g_test_add_data_func (path, GINT_TO_POINTER (ck * CATAN_AI_N_LEVELS + level), test_legal);
      }
  g_test_add_data_func ("/catan-ai/offers/base/normal", GINT_TO_POINTER (CATAN_AI_NORMAL), test_offers);
  g_test_add_data_func ("/catan-ai/offers/ck/normal", GINT_TO_POINTER (CATAN_AI_N_LEVELS + CATAN_AI_NORMAL), test_offers);
  g_test_add_func ("/catan-ai/dev/knight-played", test_knight_played);
  g_test_add_func ("/catan-ai/dev/played-in-games", test_dev_played);
  g_test_add_data_func ("/catan-ai/hidden/base", GINT_TO_POINTER (FALSE), test_hidden);
  g_test_add_data_func ("/catan-ai/hidden/ck", GINT_TO_POINTER (TRUE), test_hidden);
  g_test_add_func ("/catan-ai/normal/counted", test_normal_counted);
  g_test_add_func ("/catan-ai/cancel/before", test_cancel_before);
  g_test_add_func ("/catan-ai/cancel/during", test_cancel_during);
  g_test_add_func ("/catan-ai/counter/declined", test_counter_declined);
  g_test_add_func ("/catan-ai/counter/empty-hand", test_counter_empty_hand);
  g_test_add_data_func ("/catan-ai/counter/fuzz/base", GINT_TO_POINTER (FALSE), test_counter_fuzz);
  g_test_add_data_func ("/catan-ai/counter/fuzz/ck", GINT_TO_POINTER (TRUE), test_counter_fuzz);
  return g_test_run ();
}
