/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-draft.c — checks a game's move draft against its engine */
#include "config.h"

#include "common/tt-rules.h"
#include "tt-test-draft.h"

static char *
move_text (JsonObject *move)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), move);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* The legal moves of `player` as texts (engine order), through the draft's
 * own words for who makes each: the engine's JSON list filtered by the
 * draft is what is checked, so the player is read from the draft of each
 * player in turn (see check_player). */
static void
walk (TtMoveDraft *draft,
      GHashTable  *reached,
      guint        max_choices,
      guint        depth)
{
  GListModel *choices = tt_move_draft_get_choices (draft);
  guint n = g_list_model_get_n_items (choices);

  g_assert_cmpuint (depth, <=, TT_RULES_MAX_DECISIONS);
  if (tt_move_draft_get_complete (draft))
    {
      g_autofree char *text = move_text (tt_move_draft_get_move (draft));

      g_assert_cmpuint (n, ==, 0);
      if (g_hash_table_contains (reached, text))
        g_error ("the draft reaches %s twice", text);
      g_hash_table_add (reached, g_steal_pointer (&text));
      return;
    }
  if (tt_move_draft_get_n_remaining (draft) == 0)
    return;
  g_assert_cmpuint (n, >=, 2);
  if (max_choices > 0 && n > max_choices)
    g_error ("a decision offers %u choices (at most %u), prompt: %s", n, max_choices,
             tt_move_draft_get_prompt (draft));
  g_assert_nonnull (tt_move_draft_get_prompt (draft));
  g_assert_cmpstr (tt_move_draft_get_prompt (draft), !=, "");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      guint remaining_before = tt_move_draft_get_n_remaining (draft);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (tt_move_choice_get_label (choice));
      g_assert_cmpstr (tt_move_choice_get_label (choice), !=, "");
      g_assert_cmpuint (tt_move_choice_get_n_moves (choice), >=, 1);
      g_assert_true (tt_move_choice_get_enabled (choice));
      g_assert_true (tt_move_draft_choose (draft, i, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tt_move_draft_get_n_remaining (draft), ==, tt_move_choice_get_n_moves (choice));
      walk (draft, reached, max_choices, depth + 1);
      g_assert_true (tt_move_draft_back (draft));
      g_assert_cmpuint (tt_move_draft_get_n_remaining (draft), ==, remaining_before);
      /* the list was rebuilt: the same choices in the same order */
      choices = tt_move_draft_get_choices (draft);
      g_assert_cmpuint (g_list_model_get_n_items (choices), ==, n);
    }
}

static guint
check_player (TtGame  *game,
              int      player,
              guint    max_choices)
{
  const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (game));
  TtMoveDraft *draft = tt_game_get_draft (game);
  g_autoptr(GHashTable) reached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (rules, tt_game_get_state (game));
  GHashTableIter iter;
  gpointer key;

  tt_move_draft_set_player (draft, player);
  g_assert_cmpint (tt_move_draft_get_player (draft), ==, player);
  walk (draft, reached, max_choices, 0);
  g_assert_cmpuint (tt_move_draft_get_n_moves (draft), ==, g_hash_table_size (reached));

  /* every move reached is legal, and every legal move of the player is
   * reached: the draft's moves are exactly the legal ones it keeps */
  for (guint i = 0; i < json_array_get_length (legal); i++)
    g_hash_table_add (expected, move_text (json_array_get_object_element (legal, i)));
  g_hash_table_iter_init (&iter, reached);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      JsonObject *move = NULL;
      g_autoptr(JsonNode) node = json_from_string (key, NULL);
      g_autofree char *words = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_hash_table_contains (expected, key))
        g_error ("the draft invents %s", (const char *) key);
      move = json_node_get_object (node);
      words = tt_move_draft_describe (draft, move);
      g_assert_nonnull (words);
      g_assert_cmpstr (words, !=, "");
      g_assert_true (tt_move_draft_select (draft, move, &error));
      g_assert_no_error (error);
      g_assert_true (tt_move_draft_get_complete (draft));
      {
        g_autofree char *again = move_text (tt_move_draft_get_move (draft));

        g_assert_cmpstr (again, ==, key);
      }
    }
  tt_move_draft_clear (draft);
  return g_hash_table_size (reached);
}

guint
tt_test_draft_check (TtGame *game,
                     guint   max_choices)
{
  const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (game));
  gconstpointer state = tt_game_get_state (game);
  g_autoptr(JsonArray) legal = NULL;
  guint32 actors;
  guint total = 0;

  g_assert_nonnull (rules);
  g_assert_nonnull (state);
  actors = rules->actors (state);
  legal = tt_rules_legal_moves_json (rules, state);
  for (int p = 0; p < 32; p++)
    if (actors & (1u << p))
      total += check_player (game, p, max_choices);
  /* no legal move belongs to nobody */
  g_assert_cmpuint (total, ==, json_array_get_length (legal));
  tt_move_draft_set_player (tt_game_get_draft (game), -1);
  return total;
}

void
tt_test_draft_play_random (TtGame *game,
                           GRand  *rng)
{
  const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (game));
  g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (rules, tt_game_get_state (game));
  g_autoptr(GError) error = NULL;
  guint n = json_array_get_length (legal);

  g_assert_cmpuint (n, >, 0);
  g_assert_true (tt_game_play (game, json_array_get_object_element (legal, g_rand_int_range (rng, 0, (gint32) n)),
                               &error));
  g_assert_no_error (error);
}
