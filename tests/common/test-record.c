/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-record.c — the record envelope: round trips and every way a file
 * can be wrong, each reported with file, place and reason. */
#include <string.h>
#include <glib/gstdio.h>

#include "common/tt-record.h"

#define GOOD_RECORD \
  "{\n" \
  "  \"format\": \"tabletop-game\",\n" \
  "  \"version\": 1,\n" \
  "  \"game\": \"carcassonne\",\n" \
  "  \"variant\": \"river\",\n" \
  "  \"options\": {\"farmers\": true},\n" \
  "  \"players\": [{\"name\": \"Ana\", \"color\": \"red\"},\n" \
  "              {\"name\": \"Bo\", \"kind\": \"computer\", \"level\": \"hard\"}],\n" \
  "  \"seed\": 1234,\n" \
  "  \"moves\": [{\"type\": \"place\", \"x\": 1}, {\"type\": \"pass\"}]\n" \
  "}\n"

static void
test_record_load_good (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_data (GOOD_RECORD, -1, "good.tabletop", &error);
  TtRecordPlayer *bo;

  g_assert_no_error (error);
  g_assert_cmpstr (record->source, ==, "good.tabletop");
  g_assert_cmpstr (record->game, ==, "carcassonne");
  g_assert_cmpint (record->version, ==, 1);
  g_assert_cmpuint (record->seed, ==, 1234);
  g_assert_true (json_object_get_boolean_member (record->options, "farmers"));
  g_assert_cmpuint (record->players->len, ==, 2);
  bo = g_ptr_array_index (record->players, 1);
  g_assert_cmpstr (bo->name, ==, "Bo");
  g_assert_null (bo->color);
  g_assert_cmpstr (bo->kind, ==, "computer");
  g_assert_cmpstr (bo->level, ==, "hard");
  g_assert_cmpuint (tt_record_get_n_moves (record), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, 1), "type"), ==, "pass");
  g_assert_true (tt_record_expect_game (record, "carcassonne", &error));
}

/* Save, load, save again: same text, and game-specific fields survive. */
static void
test_record_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_data (GOOD_RECORD, -1, NULL, &error);
  g_autofree char *dir = g_dir_make_tmp ("tt-record-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "game.tabletop", NULL);
  g_autoptr(TtRecord) back = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  g_assert_true (tt_record_save_file (record, file, &error));
  g_assert_no_error (error);
  back = tt_record_load_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->source, ==, file);
  first = tt_record_to_string (record);
  second = tt_record_to_string (back);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpstr (json_object_get_string_member (back->root, "variant"), ==, "river");
  g_assert_true (g_str_has_prefix (second, "{\n  \"format\" : \"tabletop-game\""));

  g_assert_cmpint (g_remove (file), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_record_build_and_edit_moves (void)
{
  g_autoptr(TtRecord) record = tt_record_new ("ora");
  g_autoptr(TtRecord) copy = NULL;
  g_autoptr(GError) error = NULL;

  tt_record_add_player (record, "하나", "blue");
  record->seed = G_MAXUINT64;   /* beyond gint64: stored as a string */
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(JsonObject) move = json_object_new ();

      json_object_set_int_member (move, "n", i);
      tt_record_append_move (record, move);
    }
  g_assert_cmpuint (tt_record_get_n_moves (record), ==, 5);
  tt_record_truncate_moves (record, 2);
  g_assert_cmpuint (tt_record_get_n_moves (record), ==, 2);
  tt_record_truncate_moves (record, 9);
  g_assert_cmpuint (tt_record_get_n_moves (record), ==, 2);

  copy = tt_record_copy (record);
  g_assert_cmpuint (copy->seed, ==, G_MAXUINT64);
  g_assert_cmpuint (tt_record_get_n_moves (copy), ==, 2);
  g_assert_cmpint (json_object_get_int_member (tt_record_get_move (copy, 1), "n"), ==, 1);
  g_assert_cmpstr (((TtRecordPlayer *) g_ptr_array_index (copy->players, 0))->name, ==, "하나");

  g_assert_false (tt_record_expect_game (copy, "catan", &error));
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_GAME);
}

static void
test_record_move_error (void)
{
  g_autoptr(TtRecord) record = tt_record_new ("carcassonne");
  g_autoptr(GError) reason = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "the tile does not fit");
  g_autoptr(GError) error = NULL;

  g_free (record->source);
  record->source = g_strdup ("game.tabletop");
  tt_record_set_move_error (&error, record, 2, reason);
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
  g_assert_cmpstr (error->message, ==, "game.tabletop: move 3: the tile does not fit");
  g_clear_error (&error);

  /* An id from the file quoted by the engine: no raw escape reaches the terminal. */
  g_clear_error (&reason);
  reason = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "unknown tile \"\033[2J\"");
  tt_record_set_move_error (&error, record, 0, reason);
  g_assert_cmpstr (error->message, ==, "game.tabletop: move 1: unknown tile \"\\u001b[2J\"");
}

static void
test_record_final_scoring (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record =
    tt_record_load_data ("{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"players\": [{\"name\": \"Ana\"}]"
                         ", \"seed\": 1, \"moves\": [], \"final_scoring\": true}", -1, "f.tabletop", &error);

  g_assert_no_error (error);
  g_assert_true (tt_record_get_final_scoring (record));
  json_object_set_boolean_member (record->root, "final_scoring", FALSE);
  g_assert_false (tt_record_get_final_scoring (record));
}

typedef struct
{
  const char *name;
  const char *text;
  GQuark      domain;
  int         code;
  const char *message_part;   /* must appear in the message */
} BadRecord;

#define ENVELOPE(format, version, game, players, seed, moves) \
  "{\"format\": " format ", \"version\": " version ", \"game\": " game \
  ", \"players\": " players ", \"seed\": " seed ", \"moves\": " moves "}"
#define ONE_PLAYER "[{\"name\": \"Ana\"}]"

static void
test_record_malformed (void)
{
  const BadRecord cases[] = {
    { "bad JSON", "{\n  \"format\": \"tabletop-game\",\n  \"version\" 1\n}", TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX, "bad.tabletop:3:" },
    { "empty", "", TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX, "bad.tabletop" },
    { "not an object", "[1, 2]", TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "expected an object, got an array" },
    { "no format", "{\"version\": 1}", TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at format" },
    { "other format", ENVELOPE ("\"tileset\"", "1", "\"x\"", ONE_PLAYER, "1", "[]"), TT_RECORD_ERROR, TT_RECORD_ERROR_FORMAT, "not a Tabletop game record" },
    { "format not a string", ENVELOPE ("7", "1", "\"x\"", ONE_PLAYER, "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at format: expected a string" },
    { "newer version", ENVELOPE ("\"tabletop-game\"", "2", "\"x\"", ONE_PLAYER, "1", "[]"), TT_RECORD_ERROR, TT_RECORD_ERROR_VERSION, "newer Tabletop" },
    { "version zero", ENVELOPE ("\"tabletop-game\"", "0", "\"x\"", ONE_PLAYER, "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "at version: 0 is out of range" },
    { "version a string", ENVELOPE ("\"tabletop-game\"", "\"1\"", "\"x\"", ONE_PLAYER, "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at version: expected a whole number" },
    { "no game", "{\"format\": \"tabletop-game\", \"version\": 1, \"players\": " ONE_PLAYER ", \"seed\": 1, \"moves\": []}", TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at game" },
    { "no players", "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"seed\": 1, \"moves\": []}", TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at players" },
    { "no seed", "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"players\": " ONE_PLAYER ", \"moves\": []}", TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at seed" },
    { "no moves", "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"players\": " ONE_PLAYER ", \"seed\": 1}", TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at moves" },
    { "options not an object", "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"options\": [], \"players\": " ONE_PLAYER ", \"seed\": 1, \"moves\": []}", TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at options: expected an object" },
    { "negative seed", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", ONE_PLAYER, "-5", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at seed" },
    { "seed text", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", ONE_PLAYER, "\"12abc\"", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at seed" },
    { "no player", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "at players: expected 1 to 6 players, got 0" },
    { "seven players", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"},{\"name\":\"d\"},{\"name\":\"e\"},{\"name\":\"f\"},{\"name\":\"g\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "got 7" },
    { "player not an object", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[\"Ana\"]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at players[0]: expected an object" },
    { "player without name", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"color\": \"red\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_MISSING, "at players[0].name" },
    { "empty name", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\": \"\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "at players[0].name: a player needs a name" },
    { "duplicate names", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\": \"Ana\"}, {\"name\": \"Ana\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "at players[1].name: the name \"Ana\" is used twice" },
    { "bad kind", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\": \"Ana\", \"kind\": \"robot\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_VALUE, "at players[0].kind" },
    { "unknown player key", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\": \"Ana\", \"colour\": \"red\"}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_UNKNOWN_KEY, "at players[0].colour: unknown field \"colour\" (did you mean \"color\"?)" },
    { "color a number", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", "[{\"name\": \"Ana\", \"color\": 3}]", "1", "[]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at players[0].color: expected a string" },
    { "moves not an array", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", ONE_PLAYER, "1", "{}"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at moves: expected an array" },
    { "move not an object", ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", ONE_PLAYER, "1", "[{}, 3]"), TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at moves[1]: expected an object" },
    /* Read as false by the Carcassonne replay and as true by the rules
     * check before: one reading now, and 1 is not true. */
    { "final_scoring a number", "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"x\", \"players\": " ONE_PLAYER ", \"seed\": 1, \"moves\": [], \"final_scoring\": 1}", TT_JSON_ERROR, TT_JSON_ERROR_TYPE, "at final_scoring: expected true or false, got a number" },
    { "deep nesting", "{\"format\": \"tabletop-game\", \"moves\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}", TT_JSON_ERROR, TT_JSON_ERROR_SYNTAX, "bad.tabletop:1:" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtRecord) record = NULL;

      g_test_message ("case: %s", cases[i].name);
      record = tt_record_load_data (cases[i].text, -1, "bad.tabletop", &error);
      g_assert_null (record);
      g_assert_error (error, cases[i].domain, cases[i].code);
      g_assert_true (g_str_has_prefix (error->message, "bad.tabletop"));
      if (strstr (error->message, cases[i].message_part) == NULL)
        g_error ("case %s: \"%s\" lacks \"%s\"", cases[i].name, error->message, cases[i].message_part);
    }
}

static void
test_record_big_seed_string (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record =
    tt_record_load_data (ENVELOPE ("\"tabletop-game\"", "1", "\"x\"", ONE_PLAYER, "\"18446744073709551615\"", "[]"),
                         -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (record->seed, ==, G_MAXUINT64);
  g_assert_cmpstr (record->source, ==, "<data>");
}

static void
test_record_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/game.tabletop");
  g_autoptr(TtRecord) record = tt_record_load_gfile (file, NULL, &error);

  g_assert_null (record);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* A refused move names the players the engine counts from 0, by name too;
 * a number that is no seat stays as it is. */
static void
test_move_error_names_players (void)
{
  g_autoptr(TtRecord) record = tt_record_new ("test");
  g_autoptr(GError) reason = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                  "player 1 cannot answer player 7 or player 0");
  g_autoptr(GError) error = NULL;

  tt_record_add_player (record, "Ann", NULL);
  tt_record_add_player (record, "Bo", NULL);
  tt_record_set_move_error (&error, record, 4, reason);
  g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
  g_assert_nonnull (strstr (error->message, "move 5: player 1 (Bo) cannot answer player 7 or player 0 (Ann)"));

  /* a name from the file is escaped like the rest of the message */
  g_clear_error (&error);
  g_free (((TtRecordPlayer *) g_ptr_array_index (record->players, 1))->name);
  ((TtRecordPlayer *) g_ptr_array_index (record->players, 1))->name = g_strdup ("\033[31m");
  tt_record_set_move_error (&error, record, 4, reason);
  g_assert_null (strchr (error->message, '\033'));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/load-good", test_record_load_good);
  g_test_add_func ("/record/round-trip", test_record_round_trip);
  g_test_add_func ("/record/build-and-edit-moves", test_record_build_and_edit_moves);
  g_test_add_func ("/record/move-error", test_record_move_error);
  g_test_add_func ("/record/malformed", test_record_malformed);
  g_test_add_func ("/record/final-scoring", test_record_final_scoring);
  g_test_add_func ("/record/big-seed-string", test_record_big_seed_string);
  g_test_add_func ("/record/missing-file", test_record_missing_file);
  g_test_add_func ("/record/move-error-names-players", test_move_error_names_players);
  return g_test_run ();
}
