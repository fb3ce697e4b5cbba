/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c — TtGame's record keeping, signals, undo/redo, files and
 * autosave, on a tiny counting game defined here.
 *
 * The counting game: players in turn add 1, 2 or 3 to a shared counter and
 * score what they add; the game ends when the counter reaches the target
 * (option "target", default 10). */
#include <string.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "tt-game.h"

/* ---- the fake game ---- */

#define TEST_TYPE_COUNTING_GAME (test_counting_game_get_type ())
G_DECLARE_FINAL_TYPE (TestCountingGame, test_counting_game, TEST, COUNTING_GAME, TtGame)

struct _TestCountingGame
{
  TtGame  parent_instance;
  int     counter;
  int     target;
  guint   n_players;
  guint   n_moves;
  int     scores[TT_RECORD_MAX_PLAYERS];
  guint   undo_span;   /* what undo_count returns */
};

G_DEFINE_FINAL_TYPE (TestCountingGame, test_counting_game, TT_TYPE_GAME)

static gboolean
counting_reset (TtGame          *game,
                const TtRecord  *record,
                GError         **error)
{
  TestCountingGame *self = TEST_COUNTING_GAME (game);
  gint64 target = 10;

  g_assert_cmpuint (tt_record_get_n_moves (record), ==, 0);
  if (!tt_json_get_int (record->options, "target", FALSE, 1, 1000, &target,
                        record->source, "options", error))
    return FALSE;
  self->counter = 0;
  self->target = (int) target;
  self->n_players = record->players->len;
  self->n_moves = 0;
  memset (self->scores, 0, sizeof self->scores);
  return TRUE;
}

static gboolean
counting_apply_move (TtGame      *game,
                     JsonObject  *move,
                     GError     **error)
{
  TestCountingGame *self = TEST_COUNTING_GAME (game);
  int player = (int) (self->n_moves % self->n_players);
  gint64 add = 0;
  g_autofree char *description = NULL;

  if (!tt_json_get_int (move, "add", TRUE, 1, 3, &add, NULL, NULL, error))
    return FALSE;
  self->counter += (int) add;
  self->scores[player] += (int) add;
  self->n_moves++;
  description = g_strdup_printf ("add %d", (int) add);
  tt_game_emit_scored (game, player, (int) add, description);
  return TRUE;
}

static int
counting_get_current_player (TtGame *game)
{
  TestCountingGame *self = TEST_COUNTING_GAME (game);

  return (int) (self->n_moves % self->n_players);
}

static gboolean
counting_is_finished (TtGame *game)
{
  TestCountingGame *self = TEST_COUNTING_GAME (game);

  return self->counter >= self->target;
}

static int
counting_get_score (TtGame *game,
                    guint   player)
{
  return TEST_COUNTING_GAME (game)->scores[player];
}

static const char *
counting_get_phase (TtGame *game)
{
  return counting_is_finished (game) ? "done" : "counting";
}

static guint
counting_undo_count (TtGame *game)
{
  return TEST_COUNTING_GAME (game)->undo_span;
}

static void
test_counting_game_class_init (TestCountingGameClass *klass)
{
  TtGameClass *game_class = TT_GAME_CLASS (klass);

  game_class->reset = counting_reset;
  game_class->apply_move = counting_apply_move;
  game_class->get_current_player = counting_get_current_player;
  game_class->is_finished = counting_is_finished;
  game_class->get_score = counting_get_score;
  game_class->get_phase = counting_get_phase;
  game_class->undo_count = counting_undo_count;
}

static void
test_counting_game_init (TestCountingGame *self)
{
  self->undo_span = 1;
}

/* ---- helpers ---- */

static TtRecord *
make_record (guint n_players,
             int   target)
{
  TtRecord *record = tt_record_new ("counting");
  static const char * const names[] = { "Ana", "Bo", "Cy", "Di" };

  for (guint i = 0; i < n_players; i++)
    tt_record_add_player (record, names[i], NULL);
  if (target > 0)
    json_object_set_int_member (record->options, "target", target);
  record->seed = 7;
  return record;
}

static JsonObject *
make_move (int add)
{
  JsonObject *move = json_object_new ();

  json_object_set_int_member (move, "add", add);
  return move;
}

static void
play (TtGame *game,
      int     add)
{
  g_autoptr(JsonObject) move = make_move (add);
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_game_play (game, move, &error));
  g_assert_no_error (error);
}

static TtGame *
new_started_game (guint n_players,
                  int   target)
{
  g_autoptr(TtRecord) record = make_record (n_players, target);
  g_autoptr(GError) error = NULL;
  TtGame *game = g_object_new (TEST_TYPE_COUNTING_GAME, NULL);

  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  return game;
}

static void
log_scored (TtGame *game, int player, int points, const char *description, GString *log)
{
  g_string_append_printf (log, "scored(%d,%d,%s) ", player, points, description);
}

static void
log_move_applied (TtGame *game, guint index, JsonObject *move, GString *log)
{
  g_string_append_printf (log, "move-applied(%u,add=%d) ", index,
                          (int) json_object_get_int_member (move, "add"));
}

static void
log_turn_started (TtGame *game, int player, GString *log)
{
  g_string_append_printf (log, "turn-started(%d) ", player);
}

static void
log_simple (TtGame *game, GString *log)
{
  g_string_append (log, "game-over ");
}

static void
log_reset (TtGame *game, GString *log)
{
  g_string_append (log, "state-reset ");
}

static void
log_notify (GObject *object, GParamSpec *pspec, GString *log)
{
  g_string_append_printf (log, "notify::%s ", pspec->name);
}

static GString *
watch (TtGame *game)
{
  GString *log = g_string_new (NULL);

  g_signal_connect (game, "scored", G_CALLBACK (log_scored), log);
  g_signal_connect (game, "move-applied", G_CALLBACK (log_move_applied), log);
  g_signal_connect (game, "turn-started", G_CALLBACK (log_turn_started), log);
  g_signal_connect (game, "game-over", G_CALLBACK (log_simple), log);
  g_signal_connect (game, "state-reset", G_CALLBACK (log_reset), log);
  g_signal_connect (game, "notify", G_CALLBACK (log_notify), log);
  return log;
}

static char *
record_text (TtGame *game)
{
  return tt_record_to_string (tt_game_get_record (game));
}

/* ---- tests ---- */

static void
test_game_start_state (void)
{
  g_autoptr(TtGame) game = g_object_new (TEST_TYPE_COUNTING_GAME, "autosave", FALSE, NULL);
  g_autoptr(TtRecord) record = make_record (3, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *phase = NULL;
  g_autofree char *record_game = NULL;
  guint n_players = 0;
  int current = 99;
  GString *log = watch (game);

  g_assert_false (tt_game_is_started (game));
  g_assert_cmpint (tt_game_get_current_player (game), ==, -1);
  g_assert_false (tt_game_get_autosave (game));

  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (log->str, ==,
                   "notify::record-game notify::n-players state-reset notify::current-player notify::phase ");
  g_object_get (game, "phase", &phase, "record-game", &record_game,
                "n-players", &n_players, "current-player", &current, NULL);
  g_assert_cmpstr (phase, ==, "counting");
  g_assert_cmpstr (record_game, ==, "counting");
  g_assert_cmpuint (n_players, ==, 3);
  g_assert_cmpint (current, ==, 0);
  g_assert_cmpstr (tt_game_get_player_name (game, 2), ==, "Cy");
  g_assert_false (tt_game_get_can_undo (game));
  g_assert_false (tt_game_get_can_redo (game));
  g_assert_false (tt_game_get_finished (game));
  g_string_free (log, TRUE);
}

static void
test_game_signal_order (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  GString *log = watch (game);

  play (game, 2);
  g_assert_cmpstr (log->str, ==,
                   "scored(0,2,add 2) move-applied(0,add=2) notify::current-player notify::can-undo turn-started(1) ");
  g_string_truncate (log, 0);
  play (game, 3);
  g_assert_cmpstr (log->str, ==,
                   "scored(1,3,add 3) move-applied(1,add=3) notify::current-player turn-started(0) ");
  g_assert_cmpint (tt_game_get_score (game, 0), ==, 2);
  g_assert_cmpint (tt_game_get_score (game, 1), ==, 3);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 2);
  g_string_free (log, TRUE);
}

static void
test_game_illegal_move (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  g_autoptr(JsonObject) move = make_move (4);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = record_text (game);
  g_autofree char *after = NULL;
  GString *log = watch (game);

  g_assert_false (tt_game_play (game, move, &error));
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_VALUE);
  g_assert_cmpstr (log->str, ==, "");
  after = record_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (tt_game_get_current_player (game), ==, 0);
  g_string_free (log, TRUE);
}

static void
test_game_not_started (void)
{
  g_autoptr(TtGame) game = g_object_new (TEST_TYPE_COUNTING_GAME, NULL);
  g_autoptr(JsonObject) move = make_move (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path ("unused.tabletop");

  g_assert_false (tt_game_play (game, move, &error));
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED);
  g_clear_error (&error);
  g_assert_false (tt_game_save (game, file, NULL, &error));
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED);
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_false (tt_game_get_can_undo (game));
}

static void
test_game_undo_redo (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  TestCountingGame *counting = TEST_COUNTING_GAME (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *after_three = NULL;
  g_autofree char *after_redo = NULL;
  GString *log;

  play (game, 1);
  play (game, 2);
  play (game, 3);
  after_three = record_text (game);

  log = watch (game);
  g_assert_true (tt_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (log->str, ==, "state-reset notify::current-player notify::can-redo ");
  g_assert_cmpint (counting->counter, ==, 3);
  g_assert_cmpint (tt_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 2);
  g_assert_true (tt_game_get_can_redo (game));

  g_assert_true (tt_game_undo (game, &error));
  g_assert_cmpint (counting->counter, ==, 1);

  g_string_truncate (log, 0);
  g_assert_true (tt_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (log->str, ==,
                   "scored(1,2,add 2) move-applied(1,add=2) notify::current-player turn-started(0) ");
  g_assert_true (tt_game_redo (game, &error));
  g_assert_false (tt_game_get_can_redo (game));
  g_assert_cmpint (counting->counter, ==, 6);
  after_redo = record_text (game);
  g_assert_cmpstr (after_three, ==, after_redo);

  /* Nothing left to redo: a harmless no-op. */
  g_assert_true (tt_game_redo (game, &error));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 3);
  g_string_free (log, TRUE);
}

static void
test_game_new_move_clears_redo (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);

  play (game, 1);
  play (game, 1);
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_true (tt_game_get_can_redo (game));
  play (game, 3);
  g_assert_false (tt_game_get_can_redo (game));
  g_assert_cmpint (TEST_COUNTING_GAME (game)->counter, ==, 4);
}

static void
test_game_undo_count (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  TestCountingGame *counting = TEST_COUNTING_GAME (game);

  counting->undo_span = 2;
  play (game, 1);
  play (game, 2);
  play (game, 3);
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (counting->counter, ==, 1);
  /* Only one move is left: undo takes back what there is. */
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 0);
  g_assert_false (tt_game_get_can_undo (game));
  /* Redo gives back each step whole. */
  g_assert_true (tt_game_redo (game, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 1);
  g_assert_true (tt_game_redo (game, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 3);
  g_assert_cmpint (counting->counter, ==, 6);

  counting->undo_span = 0;
  g_assert_false (tt_game_get_can_undo (game));
}

static void
test_game_over (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 5);
  g_autoptr(JsonObject) move = make_move (1);
  g_autoptr(GError) error = NULL;
  GString *log;

  play (game, 3);
  log = watch (game);
  play (game, 2);
  g_assert_cmpstr (log->str, ==,
                   "scored(1,2,add 2) move-applied(1,add=2) notify::current-player notify::finished notify::phase game-over ");
  g_assert_true (tt_game_get_finished (game));
  g_assert_false (tt_game_play (game, move, &error));
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_FINISHED);

  /* Undo out of a finished game. */
  g_assert_true (tt_game_undo (game, NULL));
  g_assert_false (tt_game_get_finished (game));
  g_string_free (log, TRUE);
}

static void
test_game_start_replays_quietly (void)
{
  g_autoptr(TtRecord) record = make_record (2, 0);
  g_autoptr(TtGame) game = g_object_new (TEST_TYPE_COUNTING_GAME, NULL);
  g_autoptr(GError) error = NULL;
  GString *log;

  for (int i = 1; i <= 3; i++)
    {
      g_autoptr(JsonObject) move = make_move (i);
      tt_record_append_move (record, move);
    }
  log = watch (game);
  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  g_assert_null (strstr (log->str, "scored"));
  g_assert_null (strstr (log->str, "move-applied"));
  g_assert_nonnull (strstr (log->str, "state-reset"));
  g_assert_cmpint (TEST_COUNTING_GAME (game)->counter, ==, 6);
  g_assert_cmpint (tt_game_get_current_player (game), ==, 1);
  g_assert_true (tt_game_get_can_undo (game));
  g_string_free (log, TRUE);
}

/* A record with a bad move fails to start, names the move, and leaves the
 * game that was there untouched. */
static void
test_game_start_bad_move_keeps_state (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  g_autoptr(TtRecord) bad = make_record (2, 0);
  g_autoptr(JsonObject) good_move = make_move (1);
  g_autoptr(JsonObject) bad_move = make_move (9);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  play (game, 2);
  before = record_text (game);
  tt_record_append_move (bad, good_move);
  tt_record_append_move (bad, bad_move);
  g_free (bad->source);
  bad->source = g_strdup ("bad.tabletop");
  g_assert_false (tt_game_start (game, bad, &error));
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
  g_assert_true (g_str_has_prefix (error->message, "bad.tabletop: move 2: "));
  after = record_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (TEST_COUNTING_GAME (game)->counter, ==, 2);
}

static GFile *
temp_file (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("tt-game-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_file_new_build_filename (dir, name, NULL);
}

static void
remove_temp_file (GFile *file)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_assert_true (g_file_delete (dir, NULL, NULL));
}

static void
test_game_save_load (void)
{
  g_autoptr(TtGame) game = new_started_game (3, 0);
  g_autoptr(TtGame) loaded = NULL;
  g_autoptr(GFile) file = temp_file ("saved.tabletop");
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_text = NULL;
  g_autofree char *loaded_text = NULL;

  play (game, 3);
  play (game, 1);
  play (game, 2);
  play (game, 1);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (tt_game_get_file (game), file));

  loaded = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (TEST_IS_COUNTING_GAME (loaded));
  g_assert_true (g_file_equal (tt_game_get_file (loaded), file));
  g_assert_cmpint (TEST_COUNTING_GAME (loaded)->counter, ==, 7);
  g_assert_cmpint (tt_game_get_current_player (loaded), ==, tt_game_get_current_player (game));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tt_game_get_score (loaded, p), ==, tt_game_get_score (game, p));
  saved_text = record_text (game);
  loaded_text = record_text (loaded);
  g_assert_cmpstr (saved_text, ==, loaded_text);
  /* The loaded game goes on like the original. */
  g_assert_true (tt_game_undo (loaded, NULL));
  g_assert_cmpint (TEST_COUNTING_GAME (loaded)->counter, ==, 6);
  remove_temp_file (file);
}

static void
write_file (GFile      *file,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
test_game_load_errors (void)
{
  g_autoptr(GFile) file = temp_file ("broken.tabletop");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;

  /* Cut off in the middle. */
  write_file (file, "{\n  \"format\": \"tabletop-game\",\n  \"version\": 1,\n  \"game\": \"coun");
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":4:"));
  g_clear_error (&error);

  write_file (file, "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"chess\","
                    " \"players\": [{\"name\": \"A\"}], \"seed\": 1, \"moves\": []}");
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME);
  g_assert_nonnull (strstr (error->message, "chess"));
  g_assert_true (g_str_has_prefix (error->message, path));
  g_clear_error (&error);

  write_file (file, "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"counting\","
                    " \"players\": [{\"name\": \"A\"}], \"seed\": 1, \"moves\": [{\"add\": 1}, {\"add\": 0}]}");
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
  g_assert_nonnull (strstr (error->message, "move 2: "));
  g_clear_error (&error);

  write_file (file, "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"counting\", \"options\": {\"target\": \"ten\"},"
                    " \"players\": [{\"name\": \"A\"}], \"seed\": 1, \"moves\": []}");
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, TT_JSON_ERROR, TT_JSON_ERROR_TYPE);
  g_assert_nonnull (strstr (error->message, "at options.target"));
  g_clear_error (&error);

  remove_temp_file (file);
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* Saving over a file the user made private (0600) kept the game but made
 * the file readable by everyone (GIO's REPLACE_DESTINATION); a FIFO chosen
 * in the open dialog froze the window. */
static void
test_game_save_keeps_permissions (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  g_autoptr(GFile) file = temp_file ("private.tabletop");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *fifo = g_build_filename (dir, "pipe.tabletop", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) loaded = NULL;
  struct stat st;

  play (game, 1);
  write_file (file, "old");
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmphex (st.st_mode & 0777, ==, 0600);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  loaded = tt_game_load_from_file (fifo_file, NULL, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "cannot open a named pipe"));
  g_unlink (fifo);
  remove_temp_file (file);
}

static void
test_game_autosave_and_resume (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 12);
  g_autoptr(GFile) autosave = tt_game_get_autosave_file ("counting");
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(TtGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected_dir = g_build_filename (g_get_user_data_dir (), "tabletop", "autosave", NULL);
  g_autoptr(GFile) parent = g_file_get_parent (autosave);
  g_autofree char *parent_path = g_file_get_path (parent);
  g_autofree char *original = NULL;
  g_autofree char *restored = NULL;

  g_assert_cmpstr (parent_path, ==, expected_dir);
  /* Starting a game writes nothing: only the player's moves do. */
  g_assert_false (g_file_query_exists (autosave, NULL));
  play (game, 3);
  play (game, 2);
  g_assert_true (g_file_query_exists (autosave, NULL));

  found = tt_game_find_autosaves ();
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_true (g_file_equal (g_ptr_array_index (found, 0), autosave));

  resumed = tt_game_load_from_file (autosave, NULL, &error);
  g_assert_no_error (error);
  original = record_text (game);
  restored = record_text (resumed);
  g_assert_cmpstr (original, ==, restored);
  g_assert_cmpint (TEST_COUNTING_GAME (resumed)->counter, ==, 5);

  /* Undo is saved too. */
  g_assert_true (tt_game_undo (game, NULL));
  g_clear_object (&resumed);
  resumed = tt_game_load_from_file (autosave, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (resumed), ==, 1);
  g_clear_object (&resumed);

  /* A finished game has nothing to resume. */
  play (game, 3);
  play (game, 3);
  play (game, 3);
  g_assert_true (tt_game_get_finished (game));
  g_assert_false (g_file_query_exists (autosave, NULL));
  g_clear_pointer (&found, g_ptr_array_unref);
  found = tt_game_find_autosaves ();
  g_assert_cmpuint (found->len, ==, 0);
}

static void
test_game_autosave_off (void)
{
  g_autoptr(TtGame) game = new_started_game (2, 0);
  g_autoptr(GFile) autosave = tt_game_get_autosave_file ("counting");
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GFile) stray = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tabletop", "autosave", NULL);

  tt_game_set_autosave (game, FALSE);
  play (game, 1);
  g_assert_false (g_file_query_exists (autosave, NULL));

  /* Autosaves of games nobody registered are not offered. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  stray = g_file_new_build_filename (dir, "chess.tabletop", NULL);
  write_file (stray, "{}");
  found = tt_game_find_autosaves ();
  g_assert_cmpuint (found->len, ==, 0);
}

/* One TtGameInfo per game id: found by id, listed once, replaced when
 * registered again; a record of an unknown game is refused by name. */
static void
test_game_registry (void)
{
  TtGameInfo *info = tt_game_info_lookup ("counting");
  g_autoptr(TtGameInfo) again = NULL;
  g_autoptr(TtRecord) record = make_record (2, 0);
  g_autoptr(TtGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint found = 0;

  g_assert_nonnull (info);
  g_assert_true (tt_game_info_get_model_type (info) == TEST_TYPE_COUNTING_GAME);
  g_assert_null (tt_game_info_lookup ("nothing"));
  g_assert_null (tt_game_info_lookup (NULL));

  again = tt_game_info_new ("counting", "Counting", NULL, TEST_TYPE_COUNTING_GAME);
  tt_game_info_register (again);
  g_assert_true (tt_game_info_lookup ("counting") == again);
  for (guint i = 0; i < g_list_model_get_n_items (tt_game_info_get_all ()); i++)
    {
      g_autoptr(TtGameInfo) each = g_list_model_get_item (tt_game_info_get_all (), i);

      found += g_str_equal (tt_game_info_get_id (each), "counting");
    }
  g_assert_cmpuint (found, ==, 1);

  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (G_OBJECT_TYPE (game) == TEST_TYPE_COUNTING_GAME);
  g_assert_true (tt_game_get_info (game) == again);

  g_free (record->game);
  record->game = g_strdup ("chess");
  g_clear_object (&game);
  game = tt_game_new_for_record (record, &error);
  g_assert_null (game);
  g_assert_error (error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME);
  g_assert_nonnull (strstr (error->message, "chess"));
}

int
main (int argc, char **argv)
{
  /* Each test gets its own XDG folders, so autosaves never touch the
   * user's and tests cannot see each other's files. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  {
    g_autoptr(TtGameInfo) info = tt_game_info_new ("counting", "Counting", NULL, TEST_TYPE_COUNTING_GAME);

    tt_game_info_register (info);
  }

  g_test_add_func ("/game/start-state", test_game_start_state);
  g_test_add_func ("/game/signal-order", test_game_signal_order);
  g_test_add_func ("/game/illegal-move", test_game_illegal_move);
  g_test_add_func ("/game/not-started", test_game_not_started);
  g_test_add_func ("/game/undo-redo", test_game_undo_redo);
  g_test_add_func ("/game/new-move-clears-redo", test_game_new_move_clears_redo);
  g_test_add_func ("/game/undo-count", test_game_undo_count);
  g_test_add_func ("/game/game-over", test_game_over);
  g_test_add_func ("/game/start-replays-quietly", test_game_start_replays_quietly);
  g_test_add_func ("/game/start-bad-move-keeps-state", test_game_start_bad_move_keeps_state);
  g_test_add_func ("/game/save-load", test_game_save_load);
  g_test_add_func ("/game/load-errors", test_game_load_errors);
  g_test_add_func ("/game/save-keeps-permissions", test_game_save_keeps_permissions);
  g_test_add_func ("/game/autosave-and-resume", test_game_autosave_and_resume);
  g_test_add_func ("/game/autosave-off", test_game_autosave_off);
  g_test_add_func ("/game/registry", test_game_registry);
  return g_test_run ();
}
