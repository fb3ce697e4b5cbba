/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carcassonne-game.c — the Carcassonne model: signals, a turn
 * through the move draft, undo/redo, save/load, autosave and computer controllers */
#include "config.h"

#include <string.h>

#include "tt-test-util.h"

#include <glib/gstdio.h>

#include "carcassonne/tt-carcassonne-game.h"
#include "tt-move-draft.h"
#include "carcassonne/carc-rules.h"
#include "tt-games-register.h"

static TtCarcassonneGame *
start_game_with (guint64   seed,
                 gboolean  abbot,
                 gboolean  river)
{
  const char *names[] = { "Ann", "Bob", NULL };
  const char *colors[] = { "blue", "red", NULL };
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TtCarcassonneGame *game = tt_carcassonne_game_new ();
  CarcOptions options;

  carc_options_init (&options);
  options.abbot = abbot;
  options.river = river;
  record = tt_carcassonne_game_new_record ("base", &options, names, colors, NULL, seed);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  return game;
}

static TtCarcassonneGame *
start_game (guint64   seed,
            gboolean  abbot)
{
  return start_game_with (seed, abbot, FALSE);
}

/* A simple but varied move: placements and spots picked by the RNG. */
static void
choose_move (const CarcState *state,
             TtRng           *rng,
             CarcMove        *move)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcFigureSpot));
  CarcPlacement placement;

  if (carc_state_list_placements (state, placements) == 0)
    {
      memset (move, 0, sizeof *move);
      move->tile = carc_state_get_current_tile (state);
      move->discard = TRUE;
      move->segment = CARC_SEG_INVALID;
      return;
    }
  placement = g_array_index (placements, CarcPlacement,
                             tt_rng_uniform (rng, placements->len));
  carc_move_init_placement (move, state, &placement);
  carc_state_list_figure_spots (state, &placement, spots);
  if (spots->len > 0 && tt_rng_uniform (rng, 3) == 0)
    {
      const CarcFigureSpot *spot = &g_array_index (spots, CarcFigureSpot,
                                                   tt_rng_uniform (rng, spots->len));

      move->action = spot->action;
      move->segment = spot->segment;
    }
}

static char *
summary (TtCarcassonneGame *game)
{
  const char *names[] = { "Ann", "Bob", NULL };
  g_autoptr(JsonNode) node = carc_state_summary_json (tt_carcassonne_game_get_state (game), names);

  return json_to_string (node, FALSE);
}

static void
log_signal (GString    *log,
            const char *name)
{
  g_string_append (log, name);
  g_string_append_c (log, ' ');
}

static void on_scored (TtGame *g, int p, int pts, const char *d, GString *log) { log_signal (log, "scored"); }
static void on_applied (TtGame *g, guint i, JsonObject *m, GString *log) { log_signal (log, "applied"); }
static void on_turn (TtGame *g, int p, GString *log) { log_signal (log, "turn"); }
static void on_over (TtGame *g, GString *log) { log_signal (log, "over"); }
static void on_draft (TtMoveDraft *d, GString *log) { log_signal (log, "draft"); }

/* Takes the cell and rotation of `placement` in the draft. */
static gboolean
draft_place (TtCarcassonneGame   *game,
             const CarcPlacement *placement,
             GError             **error)
{
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  TtRulesDecision decision;

  tt_carcassonne_decision_init (&decision, CARC_DECISION_PLACE, placement, NULL);
  if (!tt_move_draft_choose_decision (draft, &decision, error))
    return FALSE;
  tt_carcassonne_decision_init (&decision, CARC_DECISION_ROTATION, placement, NULL);
  if (tt_move_draft_find_choice (draft, &decision) == NULL)
    return TRUE;
  return tt_move_draft_choose_decision (draft, &decision, error);
}

/* A turn through the move draft: the tile is laid in the draft only (a
 * misclick is taken back without any move recorded), then the figure
 * settles the move and the commit plays it. */
static void
test_draft_turn (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (7, FALSE);
  g_autoptr(GString) log = g_string_new (NULL);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) spots = NULL;
  g_autoptr(GError) error = NULL;
  const CarcState *state = tt_carcassonne_game_get_state (game);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  CarcPlacement first, pending, start = { 0, 0, 0 }, far = { 9, 9, 0 };
  TtRulesDecision none;
  char *why;

  g_signal_connect (game, "scored", G_CALLBACK (on_scored), log);
  g_signal_connect (game, "move-applied", G_CALLBACK (on_applied), log);
  g_signal_connect (game, "turn-started", G_CALLBACK (on_turn), log);

  g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  g_assert_cmpuint (carc_state_list_placements (state, placements), >, 0);
  first = g_array_index (placements, CarcPlacement, 0);

  /* the start tile's own cell is taken */
  why = tt_carcassonne_game_explain_placement (game, 0, 0, 0);
  g_assert_nonnull (why);
  g_free (why);
  g_assert_false (draft_place (game, &start, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* far away from every tile */
  g_assert_false (draft_place (game, &far, NULL));

  g_signal_connect (draft, "changed", G_CALLBACK (on_draft), log);
  g_assert_true (draft_place (game, &first, &error));
  g_assert_no_error (error);
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, &pending));
  g_assert_cmpint (pending.x, ==, first.x);
  g_assert_cmpint (pending.y, ==, first.y);
  g_assert_cmpuint (pending.rotation, ==, first.rotation);
  spots = tt_carcassonne_game_list_figure_spots (game);
  g_assert_cmpuint (spots->len, >, 0);

  /* each spot's feature already includes the draft's tile, though the
   * game's state does not hold it yet */
  for (guint i = 0; i < spots->len; i++)
    {
      const CarcFigureSpot *spot = &g_array_index (spots, CarcFigureSpot, i);
      g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
      CarcFeatureInfo info;
      gboolean on_new_tile = FALSE;

      g_assert_true (tt_carcassonne_game_query_pending_feature (game, spot->segment, &info, parts));
      g_assert_cmpuint (info.n_tiles, >=, 1);
      for (guint j = 0; j < parts->len; j++)
        {
          const CarcFeaturePart *part = &g_array_index (parts, CarcFeaturePart, j);
          on_new_tile |= part->x == pending.x && part->y == pending.y;
        }
      g_assert_true (on_new_tile);
    }
  g_assert_false (carc_state_get_tile_at (state, pending.x, pending.y, NULL, NULL));

  /* a misclick is taken back without any move being recorded */
  tt_move_draft_clear (draft);
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
  g_assert_false (tt_carcassonne_game_query_pending_feature (game, CARC_SEG_C, NULL, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 0);

  g_assert_true (draft_place (game, &first, NULL));
  tt_carcassonne_decision_init (&none, CARC_DECISION_FIGURE, &first, NULL);
  g_assert_true (tt_move_draft_choose_decision (draft, &none, &error));
  g_assert_no_error (error);
  g_assert_true (tt_move_draft_get_complete (draft));
  g_assert_true (tt_move_draft_commit (draft, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 1);
  g_assert_true (g_str_has_suffix (log->str, "draft applied turn "));
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, 2);
}

static void
test_scripted_game (void)
{
  guint n_games = MAX (1, (guint) (3 * test_scale ()));

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TtCarcassonneGame) game = start_game (100 + g, g % 2 == 1);
      g_autoptr(GString) log = g_string_new (NULL);
      TtRng rng;
      guint moves = 0, overs = 0;

      tt_rng_init (&rng, 500 + g);
      g_signal_connect (game, "scored", G_CALLBACK (on_scored), log);
      g_signal_connect (game, "move-applied", G_CALLBACK (on_applied), log);
      g_signal_connect (game, "turn-started", G_CALLBACK (on_turn), log);
      g_signal_connect (game, "game-over", G_CALLBACK (on_over), log);

      while (!tt_game_get_finished (TT_GAME (game)))
        {
          g_autoptr(GError) error = NULL;
          CarcMove move;

          g_string_truncate (log, 0);
          choose_move (tt_carcassonne_game_get_state (game), &rng, &move);
          g_assert_true (tt_carcassonne_game_play_move (game, &move, &error));
          g_assert_no_error (error);
          moves++;
          /* scored* → applied → turn | over */
          g_assert_true (g_regex_match_simple ("^(scored )*applied (turn|(scored )*over) $",
                                               log->str, 0, 0));
          if (strstr (log->str, "over"))
            overs++;
        }
      g_assert_cmpuint (overs, ==, 1);
      g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, moves + 1);
      for (guint p = 0; p < 2; p++)
        g_assert_cmpuint (tt_game_get_score_at (TT_GAME (game), p, moves), ==,
                          (guint) tt_game_get_score (TT_GAME (game), p));
      g_assert_cmpuint (g_list_model_get_n_items (tt_game_get_log (TT_GAME (game))), >, 0);
      g_assert_false (tt_game_is_human_turn (TT_GAME (game)));
    }
}

static void
play_random_moves (TtCarcassonneGame *game,
                   guint              n,
                   guint64            seed)
{
  TtRng rng;

  tt_rng_init (&rng, seed);
  for (guint i = 0; i < n && !tt_game_get_finished (TT_GAME (game)); i++)
    {
      g_autoptr(GError) error = NULL;
      CarcMove move;

      choose_move (tt_carcassonne_game_get_state (game), &rng, &move);
      g_assert_true (tt_carcassonne_game_play_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

static void
test_undo_redo (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (11, TRUE);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *again = NULL;
  g_autofree char *back = NULL;
  g_autoptr(GError) error = NULL;

  play_random_moves (game, 20, 3);
  before = summary (game);
  play_random_moves (game, 1, 4);
  after = summary (game);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 21);
  g_assert_true (tt_game_get_can_undo (TT_GAME (game)));

  g_assert_true (tt_game_undo (TT_GAME (game), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 20);
  again = summary (game);
  g_assert_cmpstr (again, ==, before);
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, 21);

  g_assert_true (tt_game_redo (TT_GAME (game), &error));
  g_assert_no_error (error);
  back = summary (game);
  g_assert_cmpstr (back, ==, after);
}

static void
test_save_load (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (23, FALSE);
  g_autofree char *dir = g_dir_make_tmp ("tt-carc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TtGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  play_random_moves (game, 30, 9);
  expected = summary (game);
  g_assert_true (tt_game_save (TT_GAME (game), file, NULL, &error));
  g_assert_no_error (error);

  loaded = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_CARCASSONNE_GAME (loaded));
  tt_game_set_autosave (loaded, FALSE);
  actual = summary (TT_CARCASSONNE_GAME (loaded));
  g_assert_cmpstr (actual, ==, expected);
  g_assert_cmpuint (tt_game_get_n_moves (loaded), ==, 30);
  g_assert_cmpstr (tt_player_get_color (tt_game_get_player (loaded, 0)), ==, "blue");
  /* the loaded game goes on like the original */
  play_random_moves (TT_CARCASSONNE_GAME (loaded), 1, 1);
  g_assert_cmpuint (tt_game_get_n_moves (loaded), ==, 31);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_autosave_resume (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (31, FALSE);
  g_autoptr(GFile) autosave = NULL;
  g_autoptr(TtGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  tt_game_set_autosave (TT_GAME (game), TRUE);
  play_random_moves (game, 12, 5);
  expected = summary (game);

  autosave = g_object_ref (tt_game_get_autosave_file (TT_GAME (game)));
  g_assert_true (g_file_query_exists (autosave, NULL));
  /* as after a crash: nothing but the file on disk */
  g_clear_object (&game);
  resumed = tt_game_load_from_file (autosave, NULL, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (resumed, FALSE);
  actual = summary (TT_CARCASSONNE_GAME (resumed));
  g_assert_cmpstr (actual, ==, expected);
  g_assert_cmpuint (tt_game_get_n_moves (resumed), ==, 12);
}

/* With the River the game runs the same way through the model, and the
 * log and history keep up; undo goes back into the river part. */
static void
test_river_and_abbot (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game_with (77, TRUE, TRUE);
  const CarcState *state = tt_carcassonne_game_get_state (game);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (carc_state_get_options (state)->river);
  play_random_moves (game, 14, 2);
  before = summary (game);
  play_random_moves (game, 1, 3);
  g_assert_true (tt_game_undo (TT_GAME (game), NULL));
  after = summary (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (tt_game_get_history_length (TT_GAME (game)), ==, tt_game_get_n_moves (TT_GAME (game)) + 1);
}

/* A game with the user's own tile set reopens from its file. */
static void
test_own_tileset (void)
{
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("base", NULL);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tabletop", "tilesets", NULL);
  g_autofree char *set_path = g_build_filename (dir, "my-tiles.json", NULL);
  g_autofree char *game_path = g_build_filename (g_get_user_data_dir (), "own.tabletop", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  g_autofree char *data = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ann", "Bob", NULL };
  CarcOptions options;

  carc_tileset_set_name (set, "my-tiles");
  data = carc_tileset_to_data (set);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (set_path, data, -1, NULL));

  carc_options_init (&options);
  record = tt_carcassonne_game_new_record ("my-tiles", &options, names, NULL, NULL, 5);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  tt_carcassonne_game_set_tileset (game, set);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  play_random_moves (game, 6, 8);
  expected = summary (game);
  g_assert_true (tt_game_save (TT_GAME (game), game_file, NULL, &error));

  loaded = tt_game_load_from_file (game_file, NULL, &error);
  g_assert_no_error (error);
  actual = summary (TT_CARCASSONNE_GAME (loaded));
  g_assert_cmpstr (actual, ==, expected);
}

/* Play again keeps the tiles the game was started with (not a file of
 * that name) and starts without the old game's end. */
static void
test_new_like (void)
{
  g_autoptr(CarcTileSet) set = carc_tileset_load_bundled ("base", NULL);
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) again = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ann", "Bob", NULL };
  CarcOptions options;

  carc_tileset_set_name (set, "nowhere-on-disk");
  carc_options_init (&options);
  record = tt_carcassonne_game_new_record ("nowhere-on-disk", &options, names, NULL, NULL, 5);
  json_object_set_boolean_member (record->root, "final_scoring", TRUE);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  tt_carcassonne_game_set_tileset (game, set);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  play_random_moves (game, 3, 4);

  again = tt_game_new_like (TT_GAME (game), &error);
  g_assert_no_error (error);
  g_assert_true (TT_IS_CARCASSONNE_GAME (again));
  g_assert_cmpuint (tt_game_get_n_moves (again), ==, 0);
  g_assert_cmpstr (tt_game_get_player_name (again, 1), ==, "Bob");
  g_assert_false (json_object_has_member (tt_game_get_record (again)->root, "final_scoring"));
  g_assert_false (tt_game_get_autosave (again));
}

/* A program without GTK that has called tt_games_register_all() opens
 * every Carcassonne record of the tests: the state is the engine's own
 * replay of it, and a record with an illegal move is refused with a
 * message that names the file and the move. */
static void
test_opens_every_record (void)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint opened = 0, refused = 0;

  if (root == NULL)
    {
      g_test_skip ("TT_SOURCE_ROOT is not set");
      return;
    }
  dir_path = g_build_filename (root, "tests", "records", "carcassonne", NULL);
  dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(TtRecord) record = tt_record_load_file (path, NULL);
      g_autoptr(TtGame) game = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, ".tabletop"))
        continue;
      g_assert_nonnull (record);
      game = tt_game_load_from_file (file, NULL, &error);
      if (g_str_has_prefix (name, "invalid-"))
        {
          g_assert_null (game);
          g_assert_nonnull (error);
          g_assert_nonnull (strstr (error->message, name));
          g_assert_nonnull (strstr (error->message, "move "));
          refused++;
          continue;
        }
      g_assert_no_error (error);
      g_assert_true (TT_IS_CARCASSONNE_GAME (game));
      tt_game_set_autosave (game, FALSE);
      g_assert_cmpuint (tt_game_get_n_moves (game), ==, tt_record_get_n_moves (record));
      {
        g_autoptr(CarcState) replayed = tt_rules_replay (&carc_rules, record, NULL,
                                                         tt_record_get_n_moves (record),
                                                         NULL, NULL, &error);

        g_assert_no_error (error);
        for (guint p = 0; p < tt_game_get_n_players (game); p++)
          g_assert_cmpint (tt_game_get_score (game, p), ==, carc_state_get_score (replayed, p));
        g_assert_cmpint (tt_game_get_current_player (game), ==,
                         tt_rules_single_actor (&carc_rules, replayed));
      }
      opened++;
    }
  g_assert_cmpuint (opened, >, 20);
  g_assert_cmpuint (refused, >, 5);
}

static JsonObject *
first_legal_move (gconstpointer   state,
                  int             player,
                  guint64         seed,
                  gpointer        user_data,
                  GCancellable   *cancellable,
                  GError        **error)
{
  TtRng rng;
  CarcMove move;

  tt_rng_init (&rng, carc_state_get_turn (state));
  choose_move (state, &rng, &move);
  g_atomic_int_inc ((int *) user_data);
  return carc_move_to_json (state, &move);
}

static void
test_controller (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (41, FALSE);
  int calls = 0;
  /* A two-player game with the base set has 35 or 36 turns per player:
   * stay below that, so the game is still running when undo is checked
   * (above TT_TEST_SCALE 2.5 the loop used to reach the end). */
  guint limit = CLAMP ((guint) (16 * test_scale ()), 4, 30);

  /* player 1 is a computer: after the person's move it answers by itself */
  tt_game_set_controller (TT_GAME (game), 1, first_legal_move, &calls, NULL);
  g_assert_true (tt_game_is_computer (TT_GAME (game), 1));
  for (guint turn = 0; turn < limit && !tt_game_get_finished (TT_GAME (game)); turn++)
    {
      g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
      play_random_moves (game, 1, turn);
      while (!tt_game_get_finished (TT_GAME (game)) && !tt_game_is_human_turn (TT_GAME (game)))
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpint (calls, >=, (int) limit - 1);
  /* one undo takes back the computer's answer with the person's move */
  {
    guint n = tt_game_get_n_moves (TT_GAME (game));

    g_assert_true (tt_game_undo (TT_GAME (game), NULL));
    g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n - 2);
    g_assert_true (tt_game_is_human_turn (TT_GAME (game)));
  }
  tt_game_set_controller (TT_GAME (game), 1, NULL, NULL, NULL);
}

/* The final count never calls a farm "unfinished": farms are counted at
 * the end by nature (in Korean that read "미완성 완성된 도시"). */
static void
test_farm_at_end_words (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (5, FALSE);
  CarcEvent farm = { .type = CARC_EVENT_FEATURE_SCORED, .player = 0, .phase = CARC_PHASE_END,
                     .category = CARC_CATEGORY_FARM, .n_cities = 2, .points = 6, .winners = 1 };
  CarcEvent road = { .type = CARC_EVENT_FEATURE_SCORED, .player = 0, .phase = CARC_PHASE_END,
                     .category = CARC_CATEGORY_ROAD, .n_tiles = 3, .points = 3, .winners = 1 };
  g_autofree char *farm_text = tt_carcassonne_game_describe_event (game, &farm);
  g_autofree char *road_text = tt_carcassonne_game_describe_event (game, &road);

  g_assert_nonnull (farm_text);
  g_assert_null (strstr (farm_text, "unfinished"));
  g_assert_nonnull (strstr (farm_text, "farm supplying 2 cities"));
  g_assert_nonnull (strstr (road_text, "unfinished road of 3 tiles"));
}

static guint
count_log_lines_with (TtGame     *game,
                      const char *text)
{
  GListModel *log = tt_game_get_log (game);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

      if (strstr (tt_log_entry_get_text (entry), text) != NULL)
        n++;
    }
  return n;
}

/* Every move has a line; a computer's names its level, also once an undo
 * has rebuilt the log from the record. */
static void
test_computer_level_in_log_after_undo (void)
{
  const char *names[] = { "Ann", "Bob", NULL };
  const char *kinds[] = { "computer:normal", "human", NULL };
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  CarcOptions options;
  guint before;

  carc_options_init (&options);
  record = tt_carcassonne_game_new_record ("base", &options, names, NULL, kinds, 3);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  g_assert_true (tt_game_is_computer (TT_GAME (game), 0));
  play_random_moves (game, 6, 9);
  before = count_log_lines_with (TT_GAME (game), "Ann (Normal)");
  g_assert_cmpuint (before, >, 0);
  /* the person's moves are told too, with no level */
  g_assert_cmpuint (count_log_lines_with (TT_GAME (game), "Bob laid a "), >, 0);
  g_assert_cmpuint (count_log_lines_with (TT_GAME (game), "Bob ("), ==, 0);
  g_assert_true (tt_game_undo (TT_GAME (game), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_log_lines_with (TT_GAME (game), "Ann (Normal)"), >, 0);
}

/* Positions in the log are words, seen from the start tile. */
static void
test_place_words (void)
{
  static const struct { int dx, dy; const char *words; } cases[] = {
    { 0, -1, "north of the start" },
    { 1, 0, "east of the start" },
    { 0, 1, "south of the start" },
    { -1, 0, "west of the start" },
    { 1, -1, "northeast of the start" },
    { -1, 1, "southwest of the start" },
    { 3, 0, "3 tiles east of the start" },
    { 0, -2, "2 tiles north of the start" },
    { -1, -2, "2 north and 1 west of the start" },
    { 4, 3, "3 south and 4 east of the start" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = tt_carcassonne_describe_place (cases[i].dx, cases[i].dy);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

/* Every move, the person's and the computer's, has a line in words
 * ("Ann laid a city tile north of the start and placed a knight on the
 * city"), no coordinates; its score lines follow it and tell the same
 * move, which is the one the line's move index names in the record. */
static void
test_move_lines_in_words (void)
{
  g_autoptr(TtCarcassonneGame) game = start_game (5, TRUE);
  GListModel *log = tt_game_get_log (TT_GAME (game));
  const TtRecord *record;
  g_autoptr(GRegex) line = g_regex_new ("^(Ann|Bob) laid an? (city|road|monastery|river|garden|field) tile "
                                        "(.* of the start) and (placed (a highwayman on the road|"
                                        "a knight on the city|a monk in the monastery|a farmer in the field|"
                                        "the abbot in the (monastery|garden)|no meeple)|took the abbot back)$",
                                        0, 0, NULL);
  int sx, sy, last_move = -1;
  guint tile, rotation, n_lines = 0, n_scores = 0;

  play_random_moves (game, 200, 17);
  record = tt_game_get_record (TT_GAME (game));
  carc_state_get_placed (tt_carcassonne_game_get_state (game), 0, &sx, &sy, &tile, &rotation);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (entry);
      int move = tt_log_entry_get_move (entry);
      g_autoptr(GMatchInfo) match = NULL;

      g_assert_cmpint (move, >=, last_move);
      if (g_regex_match (line, text, 0, &match))
        {
          JsonObject *recorded = tt_record_get_move (record, move);
          g_autofree char *where = g_match_info_fetch (match, 3);
          g_autofree char *expected = tt_carcassonne_describe_place (json_object_get_int_member (recorded, "x") - sx,
                                                                     json_object_get_int_member (recorded, "y") - sy);

          g_assert_cmpstr (where, ==, expected);
          g_assert_cmpint (move, >, last_move);
          last_move = move;
          n_lines++;
          continue;
        }
      /* a discarded tile is a move of its own */
      if (strstr (text, "fits nowhere"))
        {
          last_move = move;
          continue;
        }
      /* scores, the abbot coming back and the end: under their move */
      g_assert_cmpint (move, ==, last_move);
      if (strstr (text, " scored "))
        n_scores++;
      else if (!g_str_has_prefix (text, "Game over") && !strstr (text, "abbot taken back"))
      g_error ("unexpected log line: %s", text);
    }
  g_assert_true (tt_game_get_finished (TT_GAME (game)));
  g_assert_cmpuint (n_lines, >=, 60);
  g_assert_cmpuint (n_scores, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("tt-carc-data-XXXXXX", NULL);

  /* autosaves go to a private folder, never the user's */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  tt_games_register_all ();

  g_test_add_func ("/carcassonne-game/draft-turn", test_draft_turn);
  g_test_add_func ("/carcassonne-game/computer-level-in-log-after-undo", test_computer_level_in_log_after_undo);
  g_test_add_func ("/carcassonne-game/farm-at-end-words", test_farm_at_end_words);
  g_test_add_func ("/carcassonne-game/place-words", test_place_words);
  g_test_add_func ("/carcassonne-game/move-lines-in-words", test_move_lines_in_words);
  g_test_add_func ("/carcassonne-game/scripted-game", test_scripted_game);
  g_test_add_func ("/carcassonne-game/undo-redo", test_undo_redo);
  g_test_add_func ("/carcassonne-game/save-load", test_save_load);
  g_test_add_func ("/carcassonne-game/autosave-resume", test_autosave_resume);
  g_test_add_func ("/carcassonne-game/controller", test_controller);
  g_test_add_func ("/carcassonne-game/river-and-abbot", test_river_and_abbot);
  g_test_add_func ("/carcassonne-game/own-tileset", test_own_tileset);
  g_test_add_func ("/carcassonne-game/new-like", test_new_like);
  g_test_add_func ("/carcassonne-game/opens-every-record", test_opens_every_record);
  return g_test_run ();
}
