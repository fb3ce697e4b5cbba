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
  g_test_add_data_func ("/catan-ai/hidden/base", GINT_TO_POINTER (FALSE), test_hidden);
  g_test_add_data_func ("/catan-ai/hidden/ck", GINT_TO_POINTER (TRUE), test_hidden);
  g_test_add_func ("/catan-ai/cancel/before", test_cancel_before);
  g_test_add_func ("/catan-ai/cancel/during", test_cancel_during);
  return g_test_run ();
}
