/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-saved-games.c — a program without GTK opens every saved
 * Carcassonne game
 *
 * Linked with the model and the engines only: tt_games_register_all ()
 * registers the games, and every record under tests/records/carcassonne
 * opens and replays through tt_rules_lookup ("carcassonne") — to its end,
 * or to the illegal move an invalid-* record is about.
 */
#include "config.h"

#include <string.h>

#include "common/tt-rules.h"
#include "tt-games-register.h"

static void
test_every_record (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "records", "carcassonne", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const TtRules *rules;
  const char *name;
  guint n_games = 0, n_invalid = 0;

  tt_games_register_all ();
  rules = tt_rules_lookup ("carcassonne");
  g_assert_nonnull (rules);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TtRecord) record = NULL;
      gpointer state;

      if (!g_str_has_suffix (name, ".tabletop"))
        continue;
      record = tt_record_load_file (path, &error);
      g_assert_no_error (error);
      state = tt_rules_replay (rules, record, NULL, G_MAXUINT, NULL, NULL, &error);
      if (g_str_has_prefix (name, "invalid-"))
        {
          g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
          g_assert_null (state);
          n_invalid++;
          continue;
        }
      g_assert_no_error (error);
      g_assert_nonnull (state);
      tt_rules_free_state (rules, state);
      n_games++;
    }
  g_assert_cmpuint (n_games, >, 0);
  g_assert_cmpuint (n_invalid, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/saved-games/open-without-gtk", test_every_record);
  return g_test_run ();
}
