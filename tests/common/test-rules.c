/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules.c — the TtRules contract on every game's table
 *
 * Through the table alone (moves as JSON): every saved record of every
 * game replays, or fails at the move its record says with "move N:"; a
 * refused move leaves the state as it was; every listed legal move
 * applies; copies are independent; a player's view hides what the rules
 * hide. The games are the registry's (tt_games_register_all ()), so a game
 * added there is covered here; no GTK.
 */
#include "config.h"

#include <string.h>

#include "carcassonne/carc-rules.h"
#include "carcassonne/carc-state.h"
#include "catan/catan-rules.h"
#include "catan/catan-state.h"
#include "ora/ora-rules.h"
#include "tt-test-games.h"
#include "tt-test-util.h"

/* A record that must fail: Carcassonne names them invalid-*, the others
 * say "expect_error". */
static gboolean
expects_error (const TtRecord *record,
               const char     *filename)
{
  g_autofree char *base = g_path_get_basename (filename);

  return g_str_has_prefix (base, "invalid-") || json_object_has_member (record->root, "expect_error");
}

/* For g_ptr_array_sort (), which passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
list_records (const char *game)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "records", game, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") || g_str_has_suffix (name, ".tabletop"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, compare_names);
  g_assert_cmpuint (files->len, >, 0);
  return files;
}

static TtRecord *
load (const char *filename)
{
  g_autoptr(GError) error = NULL;
  TtRecord *record = tt_record_load_file (filename, &error);

  g_assert_no_error (error);
  return record;
}

static char *
summary_text (const TtRules  *rules,
              gconstpointer   state,
              const TtRecord *record)
{
  g_autoptr(JsonNode) summary = rules->summary (state, record);

  return tt_json_to_string (summary, FALSE);
}

static char *
legal_text (const TtRules *rules,
            gconstpointer  state)
{
  g_autoptr(JsonArray) moves = tt_rules_legal_moves_json (rules, state);
  g_autoptr(JsonNode) node = json_node_init_array (json_node_alloc (), moves);

  return tt_json_to_string (node, FALSE);
}

/* The longest record of the game that replays: a whole game, usually. */
static TtRecord *
longest_valid_record (const char *game)
{
  g_autoptr(GPtrArray) files = list_records (game);
  TtRecord *longest = NULL;

  for (guint i = 0; i < files->len; i++)
    {
      TtRecord *record = load (g_ptr_array_index (files, i));

      if (!expects_error (record, g_ptr_array_index (files, i)) &&
          (longest == NULL || tt_record_get_n_moves (record) > tt_record_get_n_moves (longest)))
        {
          g_clear_pointer (&longest, tt_record_free);
          longest = record;
        }
      else
        tt_record_free (record);
    }
  g_assert_nonnull (longest);
  return longest;
}

/* Halfway through a record: a position in play. */
static gpointer
midgame (const TtRules  *rules,
         const TtRecord *record)
{
  g_autoptr(GError) error = NULL;
  gpointer state = tt_rules_replay (rules, record, NULL, tt_record_get_n_moves (record) / 2,
                                    NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_false (rules->is_finished (state));
  return state;
}

static void
test_registry (void)
{
  g_auto(GStrv) game_ids = tt_test_game_ids ();

  g_assert_cmpuint (g_strv_length (game_ids), >, 0);
  for (guint i = 0; game_ids[i] != NULL; i++)
    {
      const TtRules *rules = tt_rules_lookup (game_ids[i]);

      g_assert_nonnull (rules);
      g_assert_cmpstr (rules->id, ==, game_ids[i]);
      /* Registering the same table again changes nothing. */
      tt_rules_register_table (rules);
      g_assert_true (tt_rules_lookup (game_ids[i]) == rules);
    }
  g_assert_null (tt_rules_lookup ("chess"));
}

/* A table without a required hook is refused at registration, with a
 * critical naming the hook (issue 30: a game cannot load half-made). */
static void
test_missing_hook_refused (void)
{
  TtRules incomplete = *tt_rules_lookup ("ora");

  incomplete.id = "ora-without-apply";
  incomplete.apply = NULL;
  /* structured criticals are not caught by g_test_expect_message() before
   * GLib 2.76: look at what a child process says instead */
  if (g_test_subprocess ())
    {
      tt_rules_register_table (&incomplete);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*\"ora-without-apply\" has no apply*");
  g_assert_null (tt_rules_lookup ("ora-without-apply"));
}

/* Every record replays through the table, or stops at a refused move that
 * leaves the state as it was before. */
static void
test_records (gconstpointer data)
{
  const TtRules *rules = tt_rules_lookup (data);
  g_autoptr(GPtrArray) files = list_records (data);
  guint n_refused = 0;

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(TtRecord) record = load (g_ptr_array_index (files, i));
      g_autoptr(GError) error = NULL;
      guint n_applied = 0;
      gpointer state = tt_rules_replay (rules, record, NULL, G_MAXUINT, NULL, &n_applied, &error);

      g_test_message ("%s", (char *) g_ptr_array_index (files, i));
      if (!expects_error (record, g_ptr_array_index (files, i)))
        {
          g_assert_no_error (error);
          g_assert_cmpuint (n_applied, ==, tt_record_get_n_moves (record));
          tt_rules_free_state (rules, state);
          continue;
        }
      g_assert_null (state);
      if (!g_error_matches (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE))
        continue;   /* refused before any move: a bad setup */
      {
        g_autofree char *prefix = g_strdup_printf ("move %u: ", n_applied + 1);
        g_autoptr(GError) refused = NULL;
        g_autofree char *before = NULL, *after = NULL, *legal_before = NULL, *legal_after = NULL;
        gpointer position;

        g_assert_nonnull (strstr (error->message, prefix));
        position = tt_rules_replay (rules, record, NULL, n_applied, NULL, NULL, &refused);
        g_assert_no_error (refused);
        before = summary_text (rules, position, record);
        legal_before = legal_text (rules, position);
        g_assert_false (tt_rules_apply_json (rules, position, tt_record_get_move (record, n_applied),
                                             NULL, NULL, &refused));
        g_assert_nonnull (refused);
        after = summary_text (rules, position, record);
        legal_after = legal_text (rules, position);
        g_assert_cmpstr (before, ==, after);
        g_assert_cmpstr (legal_before, ==, legal_after);
        tt_rules_free_state (rules, position);
        n_refused++;
      }
    }
  g_test_message ("%u refused moves checked", n_refused);
}

/* Plays random legal moves through JSON; at each position every listed
 * move (up to a bound) applies to a copy, gives events with a type, and
 * reads back from its own JSON. */
static void
test_legal_moves (gconstpointer data)
{
  const TtRules *rules = tt_rules_lookup (data);
  g_autoptr(TtRecord) record = longest_valid_record (data);
  g_autoptr(GError) error = NULL;
  gpointer state = tt_rules_new_state (rules, record, NULL, &error);
  guint steps = MAX (4, (guint) (40 * test_scale ()));
  TtRng rng;

  g_assert_no_error (error);
  tt_rng_init (&rng, 7);
  for (guint step = 0; step < steps && !rules->is_finished (state); step++)
    {
      g_autoptr(JsonArray) moves = tt_rules_legal_moves_json (rules, state);
      guint n = json_array_get_length (moves);
      guint32 actors = rules->actors (state);
      gpointer scratch = NULL;

      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (actors, !=, 0);
      for (guint i = 0; i < MIN (n, 60); i++)
        {
          JsonObject *move = json_array_get_object_element (moves, i);
          g_autoptr(JsonArray) events = json_array_new ();
          g_autoptr(JsonObject) recorded = NULL;

          scratch = tt_rules_copy_state_into (rules, scratch, state);
          if (!tt_rules_apply_json (rules, scratch, move, events, &recorded, &error))
            g_error ("%s: legal move %u refused: %s", rules->id, i, error->message);
          g_assert_nonnull (recorded);
          for (guint e = 0; e < json_array_get_length (events); e++)
            g_assert_true (json_object_has_member (json_array_get_object_element (events, e), "type"));
        }
      tt_rules_free_state (rules, scratch);
      g_assert_true (tt_rules_apply_json (rules, state,
                                          json_array_get_object_element (moves, tt_rng_uniform (&rng, n)),
                                          NULL, NULL, &error));
      g_assert_no_error (error);
    }
  tt_rules_free_state (rules, state);
}

/* Every computer level of the table chooses, on the acting seat's own
 * view, a move that the full state accepts, for a few positions of a
 * recorded game. */
static void
test_computer_moves (gconstpointer data)
{
  const TtRules *rules = tt_rules_lookup (data);
  g_autoptr(TtRecord) record = longest_valid_record (data);
  g_autoptr(GError) error = NULL;
  gpointer state = tt_rules_new_state (rules, record, NULL, &error);
  guint n_moves = tt_record_get_n_moves (record);

  g_assert_no_error (error);
  g_assert_nonnull (rules->computer_move);
  g_assert_nonnull (rules->levels);
  for (guint m = 0; m < n_moves; m++)
    {
      if (m % MAX (1, n_moves / 3) == 0 && !rules->is_finished (state))
        for (guint l = 0; rules->levels[l] != NULL; l++)
          {
            guint seat = g_bit_nth_lsf (rules->actors (state), -1);
            gpointer view = tt_rules_view (rules, state, seat);
            g_autoptr(JsonObject) move = NULL;
            gpointer scratch = tt_rules_copy_state (rules, state);

            move = rules->computer_move (view, seat, rules->levels[l], 17 + m, NULL, &error);
            g_assert_no_error (error);
            g_assert_nonnull (move);
            if (!tt_rules_apply_json (rules, scratch, move, NULL, NULL, &error))
              g_error ("%s %s at move %u: %s", rules->id, rules->levels[l], m, error->message);
            tt_rules_free_state (rules, scratch);
            tt_rules_free_state (rules, view);
          }
      g_assert_true (tt_rules_apply_json (rules, state, tt_record_get_move (record, m), NULL, NULL, &error));
      g_assert_no_error (error);
    }
  tt_rules_free_state (rules, state);
}

/* A copy changes without its original, and back. */
static void
test_copy (gconstpointer data)
{
  const TtRules *rules = tt_rules_lookup (data);
  g_autoptr(TtRecord) record = longest_valid_record (data);
  g_autoptr(GError) error = NULL;
  gpointer state = midgame (rules, record);
  gpointer copy;
  g_autofree char *before = NULL, *copied = NULL, *after = NULL;

  before = summary_text (rules, state, record);
  copy = tt_rules_copy_state (rules, state);
  copied = summary_text (rules, copy, record);
  g_assert_cmpstr (before, ==, copied);
  {
    g_autoptr(JsonArray) moves = tt_rules_legal_moves_json (rules, copy);

    g_assert_true (tt_rules_apply_json (rules, copy, json_array_get_object_element (moves, 0),
                                        NULL, NULL, &error));
    g_assert_no_error (error);
  }
  after = summary_text (rules, state, record);
  g_assert_cmpstr (before, ==, after);
  /* Into an existing state: the copy becomes the original again. */
  copy = tt_rules_copy_state_into (rules, copy, state);
  g_clear_pointer (&copied, g_free);
  copied = summary_text (rules, copy, record);
  g_assert_cmpstr (before, ==, copied);
  tt_rules_free_state (rules, copy);
  tt_rules_free_state (rules, state);
}

/* Catan hides the other players' cards and the decks from a view. */
static void
test_catan_view (void)
{
  const TtRules *rules = tt_rules_lookup ("catan");
  g_autoptr(TtRecord) record = longest_valid_record ("catan");
  CatanState *state = midgame (rules, record);
  guint checked = 0;

  for (guint viewer = 0; viewer < rules->n_players (state); viewer++)
    {
      CatanState *view = tt_rules_view (rules, state, viewer);

      for (int p = 0; p < state->options.n_players; p++)
        {
          int hand = catan_state_hand_size (state, p);

          if ((guint) p == viewer)
            {
              g_assert_cmpmem (view->players[p].cards, sizeof view->players[p].cards,
                               state->players[p].cards, sizeof state->players[p].cards);
              continue;
            }
          for (int c = 0; c < CATAN_N_CARDS; c++)
            g_assert_cmpint (view->players[p].cards[c], ==, 0);
          g_assert_cmpint (view->players[p].hidden_cards, ==, hand);
          checked += hand > 0;
        }
      tt_rules_free_state (rules, view);
    }
  g_assert_cmpuint (checked, >, 0);
  tt_rules_free_state (rules, state);
}

/* The tiles drawn when each of `steps` turns plays its first legal move. */
static GString *
drawn_tiles (const TtRules *rules,
             gconstpointer  start,
             guint          steps)
{
  gpointer state = tt_rules_copy_state (rules, start);
  GString *drawn = g_string_new (NULL);

  for (guint i = 0; i < steps && !rules->is_finished (state); i++)
    {
      g_autoptr(JsonArray) moves = tt_rules_legal_moves_json (rules, state);
      g_autoptr(GError) error = NULL;

      g_assert_true (tt_rules_apply_json (rules, state, json_array_get_object_element (moves, 0),
                                          NULL, NULL, &error));
      g_string_append_printf (drawn, "%d ", carc_state_get_current_tile (state));
    }
  tt_rules_free_state (rules, state);
  return drawn;
}

/* Carcassonne hides the order of the deck: two games that differ only in
 * it give the same view, and the view tells the rest as it is. */
static void
test_carcassonne_view (void)
{
  const TtRules *rules = tt_rules_lookup ("carcassonne");
  g_autoptr(TtRecord) record = longest_valid_record ("carcassonne");
  CarcState *state = midgame (rules, record);
  CarcState *other, *view, *other_view;
  g_autoptr(GString) true_order = NULL, other_order = NULL, seen = NULL, other_seen = NULL;
  g_autofree char *whole = NULL, *visible = NULL;
  TtRng rng;

  other = tt_rules_copy_state (rules, state);
  tt_rng_init (&rng, 99);
  carc_state_shuffle_deck (other, &rng);
  true_order = drawn_tiles (rules, state, 12);
  other_order = drawn_tiles (rules, other, 12);
  g_assert_cmpstr (true_order->str, !=, other_order->str);

  view = tt_rules_view (rules, state, 0);
  other_view = tt_rules_view (rules, other, 1);
  seen = drawn_tiles (rules, view, 12);
  other_seen = drawn_tiles (rules, other_view, 12);
  g_assert_cmpstr (seen->str, ==, other_seen->str);
  whole = summary_text (rules, state, record);
  visible = summary_text (rules, view, record);
  g_assert_cmpstr (whole, ==, visible);
  g_assert_cmpint (carc_state_get_current_tile (view), ==, carc_state_get_current_tile (state));

  tt_rules_free_state (rules, other_view);
  tt_rules_free_state (rules, view);
  tt_rules_free_state (rules, other);
  tt_rules_free_state (rules, state);
}

/* Ora et Labora hides nothing (goods, landscapes, settlements in hand
 * and the building stacks are open): the view is the state. */
static void
test_open_view (gconstpointer data)
{
  const TtRules *rules = tt_rules_lookup (data);
  g_autoptr(TtRecord) record = longest_valid_record (data);
  gpointer state = midgame (rules, record);
  gpointer view;
  g_autofree char *seen = NULL, *whole = NULL;

  g_assert_null (rules->view);
  view = tt_rules_view (rules, state, 0);
  seen = summary_text (rules, view, record);
  whole = summary_text (rules, state, record);
  g_assert_cmpstr (seen, ==, whole);
  tt_rules_free_state (rules, view);
  tt_rules_free_state (rules, state);
}

/* The envelope is checked before any engine runs. */
static void
test_wrong_game (void)
{
  g_autoptr(TtRecord) record = longest_valid_record ("ora");
  g_autoptr(GError) error = NULL;

  g_assert_null (tt_rules_new_state (&carc_rules, record, NULL, &error));
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_GAME);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tt_games_register_all ();

  g_test_add_func ("/rules/registry", test_registry);
  g_test_add_func ("/rules/missing-hook-refused", test_missing_hook_refused);
  g_test_add_func ("/rules/wrong-game", test_wrong_game);
  tt_test_add_per_game ("/rules", "records", test_records);
  tt_test_add_per_game ("/rules", "legal-moves", test_legal_moves);
  tt_test_add_per_game ("/rules", "copy", test_copy);
  tt_test_add_per_game ("/rules", "computer-moves", test_computer_moves);
  g_test_add_func ("/rules/catan/view", test_catan_view);
  g_test_add_func ("/rules/carcassonne/view", test_carcassonne_view);
  g_test_add_data_func ("/rules/ora/view", "ora", test_open_view);
  return g_test_run ();
}
