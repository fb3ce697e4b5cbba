/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-korean-log.c — a real game's log read with the Korean catalog: the
 * translation's particle markers (을(를), (으)로 …) come out as the one
 * form that fits the building or place named.
 *
 * The catalog is the one built in this tree (TABLETOP_LOCALEDIR, set by
 * tests/model/meson.build); without it the test is skipped. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ora/ora-rules.h"
#include "ora/tt-ora-game.h"
#include "tt-games-register.h"
#include "tt-player.h"
#include "tt-text.h"

static gboolean korean;

/* Whether the Hangul syllable just before `at` in `text` has a final
 * consonant (받침), worked out here on its own terms. */
static gboolean
closed_before (const char *text,
               const char *at)
{
  gunichar c = g_utf8_get_char (g_utf8_find_prev_char (text, at));

  g_assert_true (c >= 0xAC00 && c <= 0xD7A3);
  return (c - 0xAC00) % 28 != 0;
}

/* Moves of these types are played when legal, so the log holds them. */
static JsonObject *
pick_move (JsonArray *legal)
{
  static const char * const wanted[] = { "build", "contract", "settle" };
  guint n = json_array_get_length (legal);

  for (guint w = 0; w < G_N_ELEMENTS (wanted); w++)
    for (guint i = 0; i < n; i++)
      {
        JsonObject *move = json_array_get_object_element (legal, i);

        if (g_strcmp0 (json_object_get_string_member_with_default (move, "type", ""), wanted[w]) == 0)
          return move;
      }
  /* the last listed move: main actions come after free ones */
  return json_array_get_object_element (legal, n - 1);
}

/* "X 님이 …을 지었습니다" / "…를 지었습니다": the object particle after a
 * building fits its last syllable. */
static guint
check_object_particles (const char *text,
                        const char *verb)
{
  guint found = 0;

  for (const char *p = strstr (text, verb); p != NULL; p = strstr (p + 1, verb))
    {
      const char *particle = g_utf8_find_prev_char (text, p);

      g_assert_true (g_str_has_prefix (particle, "을") || g_str_has_prefix (particle, "를"));
      g_assert_cmpint (g_str_has_prefix (particle, "을"), ==, closed_before (text, particle));
      found++;
    }
  return found;
}

static void
test_ora_log (void)
{
  static const char * const names[] = { "민수", "지혜", "서연" };
  g_autoptr(TtRecord) record = tt_record_new (TT_ORA_GAME_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;
  GListModel *log;
  guint built = 0, contracts = 0;

  if (!korean)
    {
      g_test_skip ("the Korean catalog is not built");
      return;
    }
  json_object_set_string_member (record->options, "mode", "three");
  json_object_set_string_member (record->options, "variant", "ireland");
  for (guint p = 0; p < G_N_ELEMENTS (names); p++)
    tt_record_add_player (record, names[p], NULL);
  record->seed = 11;
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (game, FALSE);

  for (guint i = 0; i < 200 && !tt_game_get_finished (game); i++)
    {
      g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (&ora_rules, tt_game_get_state (game));

      g_assert_true (tt_game_play (game, pick_move (legal), &error));
      g_assert_no_error (error);
    }

  log = tt_game_get_log (game);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (entry);

      g_test_message ("%s", text);
      /* every building and place has a Korean name: no marker is left */
      g_assert_null (strstr (text, "을(를)"));
      g_assert_null (strstr (text, "이(가)"));
      g_assert_null (strstr (text, "(으)로"));
      built += check_object_particles (text, " 지었습니다");
      built += check_object_particles (text, " 세웠습니다");
      if (strstr (text, "작업 계약으로") != NULL)
        contracts += check_object_particles (text, " 썼습니다");
    }
  /* the game went far enough to build and to use others' buildings */
  g_assert_cmpuint (built, >, 0);
  g_assert_cmpuint (contracts, >, 0);
}

/* "도둑을 언덕 6으로 옮겼습니다", "숲 11로": the particle after a hex's
 * number token is the one its Korean reading takes. */
static void
test_catan_robber (void)
{
  /* the robber's hex ends in its number: 2 이 … 12 십이 */
  static const char * const after_number[13] = {
    NULL, NULL, "로", "으로", "로", "로", "으로", NULL, "로", "로", "으로", "로", "로",
  };
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;
  GListModel *log;
  guint robber_lines = 0;

  if (!korean || root == NULL)
    {
      g_test_skip ("the Korean catalog or TT_SOURCE_ROOT is missing");
      return;
    }
  path = g_build_filename (root, "tests", "records", "catan", "ck-knight-chase-robber.json", NULL);
  file = g_file_new_for_path (path);
  game = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (game, FALSE);

  log = tt_game_get_log (game);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);
      const char *text = tt_log_entry_get_text (entry);
      const char *hex = strstr (text, "도둑을 ");
      const char *verb = hex ? strstr (hex, " 옮") : NULL;
      g_autofree char *place = NULL;
      const char *particle;
      guint64 number = 0;

      if (verb == NULL)
        continue;
      g_test_message ("%s", text);
      g_assert_null (strstr (text, "(으)로"));
      place = g_strndup (hex + strlen ("도둑을 "), verb - hex - strlen ("도둑을 "));
      particle = g_str_has_suffix (place, "으로") ? "으로" : "로";
      g_assert_true (g_str_has_suffix (place, particle));
      place[strlen (place) - strlen (particle)] = '\0';
      /* "언덕 6": the number after the last space */
      g_assert_true (g_ascii_string_to_unsigned (strrchr (place, ' ') + 1, 10, 2, 12, &number, NULL));
      g_assert_cmpstr (particle, ==, after_number[number]);
      robber_lines++;
    }
  /* the record moves the robber, and a knight chases it */
  g_assert_cmpuint (robber_lines, >=, 2);
}

/* The same translated format as the log's, with both kinds of word, so
 * both forms are seen whatever the game above happened to build. */
static void
test_catalog_format (void)
{
  const char *format;
  g_autofree char *closed = NULL;
  g_autofree char *open = NULL;

  if (!korean)
    {
      g_test_skip ("the Korean catalog is not built");
      return;
    }
  format = _("%s builds %s");
  g_assert_nonnull (strstr (format, "을(를)"));
  closed = tt_text_printf (_("%s builds %s"), "민수", "수도원");
  open = tt_text_printf (_("%s builds %s"), "민수", "농가");
  g_assert_cmpstr (closed, ==, "민수 님이 수도원을 지었습니다");
  g_assert_cmpstr (open, ==, "민수 님이 농가를 지었습니다");
}

/* A seat named after its colour in English (a game begun in an English
 * session) says it in Korean, as the Continue list does; other names stay. */
static void
test_color_names (void)
{
  g_autoptr(TtPlayer) red = tt_player_new ("Red", "red", TT_PLAYER_PERSON, NULL);
  g_autoptr(TtPlayer) ann = tt_player_new ("Ann", "blue", TT_PLAYER_PERSON, NULL);

  if (!korean)
    {
      g_test_skip ("no Korean catalog");
      return;
    }
  g_assert_cmpstr (tt_player_get_name (red), ==, "빨강");
  g_assert_cmpstr (tt_player_get_name (ann), ==, "Ann");
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("TABLETOP_LOCALEDIR");

  /* as src/ui/main.c does, with Korean asked for */
  g_setenv ("LANGUAGE", "ko", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  if (localedir != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
    }
  korean = localedir != NULL && strcmp (_("%s builds %s"), "%s builds %s") != 0;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tt_games_register_all ();
  g_test_add_func ("/model/korean-log/ora", test_ora_log);
  g_test_add_func ("/model/korean-log/catan-robber", test_catan_robber);
  g_test_add_func ("/model/korean-log/catalog-format", test_catalog_format);
  g_test_add_func ("/model/korean-log/color-names", test_color_names);
  return g_test_run ();
}
