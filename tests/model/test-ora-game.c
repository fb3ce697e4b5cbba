/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-game.c — the Ora et Labora model without GTK: registered with
 * its rules table, started from a record, log lines in words naming the
 * player, phase names, undo to the last person's move, a saved game
 * that opens again at the same position, and a solo Hard computer whose
 * plan (its memory between decisions) is saved with the game and used
 * again after opening it. */
#include "config.h"

#include <glib/gstdio.h>

#include "ora/ora-rules.h"
#include "ora/tt-ora-game.h"
#include "tt-games-register.h"

static TtGame *
new_game (const char *mode,
          guint       players)
{
  static const char * const names[] = { "Ann", "Bob", "Cid", "Dee" };
  g_autoptr(TtRecord) record = tt_record_new (TT_ORA_GAME_ID);
  g_autoptr(GError) error = NULL;
  TtGame *game;

  json_object_set_string_member (record->options, "mode", mode);
  json_object_set_string_member (record->options, "variant", "ireland");
  for (guint p = 0; p < players; p++)
    tt_record_add_player (record, names[p], NULL);
  record->seed = 5;
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_ORA_GAME (game));
  tt_game_set_autosave (game, FALSE);
  return game;
}

/* The first legal move (a deterministic walk). */
static gboolean
play_first (TtGame *game)
{
  g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (&ora_rules, tt_game_get_state (game));
  g_autoptr(GError) error = NULL;
  /* the last listed move: free actions and keep_turn come first, main actions later */
  JsonObject *move = json_array_get_object_element (legal, json_array_get_length (legal) - 1);

  g_assert_true (tt_game_play (game, move, &error));
  g_assert_no_error (error);
  return TRUE;
}

static void
test_registered (void)
{
  TtGameInfo *info = tt_game_info_lookup (TT_ORA_GAME_ID);

  g_assert_nonnull (info);
  g_assert_true (tt_game_info_get_rules (info) == &ora_rules);
  g_assert_cmpstr (tt_game_info_get_icon_name (info), ==, "tabletop-ora-symbolic");
  g_assert_cmpuint (tt_game_info_get_min_players (info), ==, 1);
  g_assert_cmpuint (tt_game_info_get_max_players (info), ==, 4);
  g_assert_cmpstr (tt_game_info_get_colors (info)[3], ==, "white");
  /* levels only when the engine has a computer player */
  g_assert_cmpuint (tt_game_info_get_n_levels (info) > 0, ==, ora_rules.levels != NULL);
}

static void
test_log_and_phase (void)
{
  g_autoptr(TtGame) game = new_game ("three", 3);
  GListModel *log = tt_game_get_log (game);

  guint rounds = 0, n_before;

  g_assert_cmpstr (tt_game_get_phase (game), ==, "Round 1");
  for (guint i = 0; i < 12; i++)
    play_first (game);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (entry);
      int player = tt_log_entry_get_player (entry);

      g_assert_null (strchr (text, '{'));
      if (player < 0)
        {
          /* the course of the game: a new round, once */
          g_assert_true (g_str_has_prefix (text, "Round ") && g_str_has_suffix (text, " begins"));
          rounds++;
          continue;
        }
      /* in words, starting with who acted */
      g_assert_true (g_str_has_prefix (text, tt_game_get_player_name (game, (guint) player)));
    }
  /* twelve moves of three players: at least one new round */
  g_assert_cmpuint (rounds, >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 12 + rounds);

  /* undo rebuilds the same log up to the move taken back */
  n_before = g_list_model_get_n_items (log);
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (log), <, n_before);
  g_assert_true (tt_game_redo (game, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, n_before);
}

static void
test_solo_neutral_name (void)
{
  g_autoptr(TtGame) game = new_game ("solo", 1);
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game));

  g_assert_cmpint (state->neutral, ==, 1);
  g_assert_cmpstr (tt_ora_game_player_name (TT_ORA_GAME (game), 0), ==, "Ann");
  g_assert_cmpstr (tt_ora_game_player_name (TT_ORA_GAME (game), 1), ==, "The neutral player");
  g_assert_cmpstr (tt_ora_good_label (ORA_CERAMIC), ==, "ceramic");
}

static void
test_undo_and_save (void)
{
  g_autoptr(TtGame) game = new_game ("two", 2);
  g_autoptr(TtGame) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-ora-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonNode) a = NULL, b = NULL;

  for (guint i = 0; i < 9; i++)
    play_first (game);
  g_assert_true (tt_game_get_can_undo (game));
  g_assert_true (tt_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (game), <, 9);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  opened = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_ORA_GAME (opened));
  a = ora_state_summary_json (tt_game_get_state (game));
  b = ora_state_summary_json (tt_game_get_state (opened));
  g_assert_true (json_node_equal (a, b));
  g_unlink (path);
  g_rmdir (dir);
}

/* An Ora et Labora game autosaves after each move and resumes at the
 * same position. */
static void
test_autosave_and_resume (void)
{
  g_autoptr(TtGame) game = new_game ("four", 4);
  GFile *autosave;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(TtGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) a = NULL, b = NULL;

  tt_game_set_autosave (game, TRUE);
  for (guint i = 0; i < 6; i++)
    play_first (game);
  autosave = tt_game_get_autosave_file (game);
  g_assert_nonnull (autosave);
  g_assert_true (g_file_query_exists (autosave, NULL));
  found = tt_game_find_autosaves ();
  g_assert_cmpuint (found->len, ==, 1);
  resumed = tt_game_load_from_file (autosave, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_ORA_GAME (resumed));
  g_assert_cmpuint (tt_game_get_n_moves (resumed), ==, 6);
  a = ora_state_summary_json (tt_game_get_state (game));
  b = ora_state_summary_json (tt_game_get_state (resumed));
  g_assert_true (json_node_equal (a, b));
}

/* Amounts read as English counts them: "4 coins" but "2 wood". */
static void
test_good_amounts (void)
{
  static const struct { OraGood good; int n; const char *words; } cases[] = {
    { ORA_COIN, 1, "1 coin" }, { ORA_COIN, 4, "4 coins" }, { ORA_WOOD, 2, "2 wood" },
    { ORA_SHEEP, 3, "3 sheep" }, { ORA_BOOK, 2, "2 books" }, { ORA_RELIQUARY, 2, "2 reliquaries" },
    { ORA_COIN5, 1, "1 five-coin piece" }, { ORA_CERAMIC, 5, "5 ceramics" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = tt_ora_good_amount (cases[i].good, cases[i].n);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      g_autofree char *words = tt_ora_good_amount (g, 7);

      g_assert_true (g_str_has_prefix (words, "7 "));
    }
}

static void
wait_for_moves (TtGame *game,
                guint   n_moves)
{
  while (tt_game_get_n_moves (game) < n_moves)
    g_main_context_iteration (NULL, TRUE);
}

/* The memory's first move of its line, as a record stores it. */
static JsonObject *
memory_first_move (JsonObject *memory)
{
  JsonArray *line = json_object_get_array_member (memory, "line");

  g_assert_cmpuint (json_array_get_length (line), >, 0);
  return json_array_get_object_element (line, 0);
}

static void
test_solo_memory_saved (void)
{
  g_autoptr(TtRecord) record = tt_record_new (TT_ORA_GAME_ID);
  g_autoptr(TtGame) game = NULL, opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-ora-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "solo.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonNode) saved = NULL, next = NULL;
  TtRecordPlayer *player;
  JsonObject *memory;
  JsonNode *played;
  gint64 score;
  guint n;

  json_object_set_string_member (record->options, "mode", "solo");
  json_object_set_string_member (record->options, "variant", "france");
  player = tt_record_add_player (record, "Ann", NULL);
  g_free (player->kind);
  player->kind = g_strdup ("computer");
  player->level = g_strdup ("hard");
  record->seed = 3;
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (game, FALSE);
  g_assert_null (tt_game_get_computer_memory (game, 0));

  wait_for_moves (game, 2);
  /* A person takes the seat over, so the game stands still to be saved. */
  tt_game_set_controller (game, 0, NULL, NULL, NULL);
  n = tt_game_get_n_moves (game);
  memory = tt_game_get_computer_memory (game, 0);
  g_assert_nonnull (memory);
  g_assert_cmpint (json_object_get_int_member (memory, "from"), ==, n);
  score = json_object_get_int_member (memory, "score");
  g_assert_cmpint (score, >, 0);
  saved = json_node_init_object (json_node_alloc (), memory);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);

  opened = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (opened, FALSE);
  g_assert_cmpuint (tt_game_get_n_moves (opened), ==, n);
  memory = tt_game_get_computer_memory (opened, 0);
  g_assert_nonnull (memory);
  next = json_node_init_object (json_node_alloc (), memory);
  g_assert_true (json_node_equal (saved, next));

  /* The computer goes on from its plan: the line it remembers reaches its
   * score, so it either plays the plan's move or one of a better line. */
  wait_for_moves (opened, n + 1);
  played = json_array_get_element (tt_game_get_record (opened)->moves, n);
  memory = tt_game_get_computer_memory (opened, 0);
  g_assert_nonnull (memory);
  g_assert_cmpint (json_object_get_int_member (memory, "from"), ==, n + 1);
  g_assert_cmpint (json_object_get_int_member (memory, "score"), >=, score);
  if (json_object_get_int_member (memory, "score") == score)
    {
      g_autoptr(JsonNode) planned = json_node_init_object (json_node_alloc (),
                                                           memory_first_move (json_node_get_object (saved)));

      g_assert_true (json_node_equal (planned, played));
    }
  tt_game_set_controller (opened, 0, NULL, NULL, NULL);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  /* each test gets its own XDG folders, so autosaves touch nothing else */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tt_games_register_all ();
  g_test_add_func ("/model/ora/registered", test_registered);
  g_test_add_func ("/model/ora/good-amounts", test_good_amounts);
  g_test_add_func ("/model/ora/log-and-phase", test_log_and_phase);
  g_test_add_func ("/model/ora/solo-neutral-name", test_solo_neutral_name);
  g_test_add_func ("/model/ora/undo-and-save", test_undo_and_save);
  g_test_add_func ("/model/ora/autosave-and-resume", test_autosave_and_resume);
  g_test_add_func ("/model/ora/solo-memory-saved", test_solo_memory_saved);
  return g_test_run ();
}
