/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-games.h — the games a test covers, from the registry
 *
 * Tests that run for every game take the games from
 * tt_games_register_all (), so a game added there is covered without
 * editing them (a game left out of a hand-written list would silently
 * lose its coverage). Header-only; the test links the model.
 */
#pragma once

#include <string.h>
#include <glib.h>

#include "tt-game-info.h"
#include "tt-games-register.h"

G_BEGIN_DECLS

/* The ids of every registered game, in registration order; registers
 * them first. Free with g_strfreev (). */
static inline GStrv
tt_test_game_ids (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GListModel *games;

  tt_games_register_all ();
  games = tt_game_info_get_all ();
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, i);

      g_strv_builder_add (builder, tt_game_info_get_id (info));
    }
  return g_strv_builder_end (builder);
}

/* Adds `func` as PREFIX/GAME/NAME for every registered game, with the
 * game's id (which lives as long as the registry) as its data. */
static inline void
tt_test_add_per_game (const char    *prefix,
                      const char    *name,
                      GTestDataFunc  func)
{
  GListModel *games;

  tt_games_register_all ();
  games = tt_game_info_get_all ();
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, i);
      g_autofree char *path = g_strdup_printf ("%s/%s/%s", prefix, tt_game_info_get_id (info), name);

      g_test_add_data_func (path, tt_game_info_get_id (info), func);
    }
}

/* For g_ptr_array_sort (), which passes pointers to the elements. */
static inline int
tt_test_compare_names (gconstpointer a,
                       gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The path of the game's first test record (tests/records/GAME, by name)
 * that must stop at a move (named invalid-* or with "expect_error"), or
 * with `must_fail` FALSE the first that replays. */
static inline char *
tt_test_game_record (const char *game,
                     gboolean    must_fail)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "records", game, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") || g_str_has_suffix (name, ".tabletop"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, tt_test_compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir_path, file, NULL);
      g_autofree char *text = NULL;
      gboolean fails;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      fails = g_str_has_prefix (file, "invalid-") || strstr (text, "\"expect_error\"") != NULL;
      if (fails == must_fail && (!must_fail || strstr (text, "\"moves\"") != NULL))
        return g_steal_pointer (&path);
    }
  g_error ("no %s record in %s", must_fail ? "failing" : "good", dir_path);
  return NULL;
}

G_END_DECLS
