/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-set-game.c — a Carcassonne game played with a TtTileSet of the
 * library: it starts from the set's snapshot, keeps it while the set is
 * edited, and a saved game reopens with the library's set. */
#include "config.h"

#include <stdlib.h>

#include "carcassonne/tt-carcassonne-game.h"
#include "tt-games-register.h"
#include "carcassonne/tt-tile-set-library.h"

static TtCarcassonneGame *
start_game (TtTileSet *set)
{
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ann", "Bob", NULL };
  CarcOptions options;

  carc_options_init (&options);
  record = tt_carcassonne_game_new_record (tt_tile_set_get_id (set), &options, names, NULL, NULL, 11);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  tt_carcassonne_game_set_tileset (game, tt_tile_set_get_engine_set (set));
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

static void
test_game_keeps_its_snapshot (void)
{
  TtTileSetLibrary *library = tt_tile_set_library_get_default ();
  g_autoptr(GError) error = NULL;
  TtTileSet *set = tt_tile_set_library_duplicate_titled (library, tt_tile_set_library_lookup (library, "base"),
                                                         "Snapshot tiles", &error);
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "snapshot.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TtGame) loaded = NULL;
  int start = tt_tile_set_get_start (set);
  guint tiles_left;

  g_assert_no_error (error);
  game = start_game (set);
  tiles_left = carc_state_get_tiles_left (tt_carcassonne_game_get_state (game));
  g_assert_cmpuint (tiles_left, ==, tt_tile_set_get_total_count (set) - 1);
  g_assert_true (tt_game_save (TT_GAME (game), file, NULL, &error));
  g_assert_no_error (error);

  /* edits after the start do not reach the running game */
  g_assert_true (tt_tile_set_set_count (set, start, tt_tile_set_get_tile (set, start)->count + 4, NULL));
  g_assert_cmpuint (carc_state_get_tiles_left (tt_carcassonne_game_get_state (game)), ==, tiles_left);

  /* the saved game names the set; it reopens with the library's object */
  loaded = tt_game_load_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_tiles_left (tt_carcassonne_game_get_state (TT_CARCASSONNE_GAME (loaded))),
                    ==, tt_tile_set_get_total_count (set) - 1);
  g_clear_object (&loaded);

  /* while the editor reports a problem, the set cannot be played */
  g_assert_true (tt_tile_set_set_count (set, start, 0, NULL));
  loaded = tt_game_load_from_file (file, NULL, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = NULL;
  g_autofree char *rm = NULL;
  int status;

  home = g_dir_make_tmp ("tt-tile-set-game-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  tt_games_register_all ();
  g_test_add_func ("/tile-set-game/keeps-its-snapshot", test_game_keeps_its_snapshot);
  status = g_test_run ();
  rm = g_strdup_printf ("rm -rf '%s'", home);
  if (system (rm) != 0)
    g_printerr ("# could not remove %s\n", home);
  return status;
}
