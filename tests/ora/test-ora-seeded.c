/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-seeded.c — the same seeds give the same games
 *
 * Seeded random games (the benchmark's player and seeds) are reduced to a
 * SHA-256 of their records (every move) and final states, and compared
 * with digests pinned from the engine before its speed work. A change that
 * only makes the engine faster keeps them; a deliberate change of the
 * rules, of the order of the legal actions or of the random player changes
 * them, and then the new digests (printed on failure) are pinned here in
 * the same commit. */
#include "config.h"

#include "common/tt-json.h"
#include "ora/ora-record.h"

static void
check_random_games (OraModeId   mode,
                    OraVariant  variant,
                    guint       n_games,
                    const char *expected)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(OraCardSet) set = ora_cardset_default ();

  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtRecord) record = ora_record_new (mode, variant, seed);
      g_autoptr(OraState) state = ora_state_new_for_record (record, set, &error);
      g_autoptr(JsonNode) final = NULL;
      g_autofree char *record_text = NULL, *state_text = NULL;
      TtRng rng;

      g_assert_no_error (error);
      tt_rng_init (&rng, seed);
      g_assert_cmpint (ora_play_random (state, &rng, record, 100000, &error), >, 0);
      g_assert_no_error (error);
      record_text = tt_record_to_string (record);
      final = ora_state_summary_json (state);
      state_text = tt_json_to_string (final, FALSE);
      g_checksum_update (sum, (const guchar *) record_text, -1);
      g_checksum_update (sum, (const guchar *) state_text, -1);
    }
  g_assert_cmpstr (g_checksum_get_string (sum), ==, expected);
}

static void
test_random_four_france (void)
{
  check_random_games (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 30,
                      "5af32f19d9a41b0da84cb1eae50901507874b113952ff186a154f2ab7c051691");
}

static void
test_random_three_ireland (void)
{
  check_random_games (ORA_MODE_THREE, ORA_VARIANT_IRELAND, 20,
                      "8ce045ca04bb8d61e05c27f84ca4d58243b1a8e77c7b7e19d00feb6c6f10e0d2");
}

static void
test_random_two_france (void)
{
  check_random_games (ORA_MODE_TWO, ORA_VARIANT_FRANCE, 10,
                      "9bfcb028285c3f230602ca32d198310abc080824908a99d8fa3384f371ab1360");
}

static void
test_random_solo_ireland (void)
{
  check_random_games (ORA_MODE_SOLO, ORA_VARIANT_IRELAND, 10,
                      "69e05d8842be127b3951b34b1c471f4e5017972cfb89fb03fa045128305795c7");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ora/seeded/random-four-france", test_random_four_france);
  g_test_add_func ("/ora/seeded/random-three-ireland", test_random_three_ireland);
  g_test_add_func ("/ora/seeded/random-two-france", test_random_two_france);
  g_test_add_func ("/ora/seeded/random-solo-ireland", test_random_solo_ireland);
  return g_test_run ();
}
