/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carc-records.c — every record under tests/records/carcassonne is
 * replayed and checked against the "expect" (and "checkpoints") it
 * carries: the rules' worked examples, the cases players argue about, and
 * records that must be rejected with a message naming move, rule and place.
 * The sum of the scoring events must also equal the scores. */
#include <string.h>

#include "carcassonne/carc-state.h"

static const char * const category_names[] = { "road", "city", "monastery", "garden", "farm" };

static int
player_index (const TtRecord *record,
              const char     *name)
{
  for (guint i = 0; i < record->players->len; i++)
    if (g_strcmp0 (((TtRecordPlayer *) g_ptr_array_index (record->players, i))->name, name) == 0)
      return (int) i;
  g_error ("record names unknown player %s", name);
  return -1;
}

static void
check_per_player_ints (const TtRecord *record,
                       JsonObject     *expect,
                       const char     *member,
                       guint         (*getter) (const CarcState *, guint),
                       const CarcState *state)
{
  JsonObject *values;
  g_autoptr(GList) names = NULL;

  if (!json_object_has_member (expect, member))
    return;
  values = json_object_get_object_member (expect, member);
  names = json_object_get_members (values);
  for (GList *l = names; l != NULL; l = l->next)
    {
      guint p = (guint) player_index (record, l->data);

      g_test_message ("  %s of %s", member, (char *) l->data);
      g_assert_cmpint (getter (state, p), ==, json_object_get_int_member (values, l->data));
    }
}

static void
check_parts (const TtRecord  *record,
             JsonObject      *expect,
             const CarcState *state)
{
  JsonObject *parts;
  g_autoptr(GList) names = NULL;

  if (!json_object_has_member (expect, "parts"))
    return;
  parts = json_object_get_object_member (expect, "parts");
  names = json_object_get_members (parts);
  for (GList *l = names; l != NULL; l = l->next)
    {
      guint p = (guint) player_index (record, l->data);
      JsonObject *lines = json_object_get_object_member (parts, l->data);
      g_autoptr(GList) keys = json_object_get_members (lines);

      for (GList *k = keys; k != NULL; k = k->next)
        {
          g_auto(GStrv) bits = g_strsplit (k->data, "/", 2);
          int category = -1;
          CarcPhase phase = g_strcmp0 (bits[1], "end") == 0 ? CARC_PHASE_END : CARC_PHASE_PLAY;

          for (guint c = 0; c < G_N_ELEMENTS (category_names); c++)
            if (g_strcmp0 (bits[0], category_names[c]) == 0)
              category = (int) c;
          g_assert_cmpint (category, >=, 0);
          g_test_message ("  %s of %s", (char *) k->data, (char *) l->data);
          g_assert_cmpint (carc_state_get_score_part (state, p, category, phase), ==,
                           json_object_get_int_member (lines, k->data));
        }
    }
}

static void
check_expectation (const TtRecord  *record,
                   JsonObject      *expect,
                   const CarcState *state)
{
  check_per_player_ints (record, expect, "scores", carc_state_get_score, state);
  check_per_player_ints (record, expect, "supply", carc_state_get_supply, state);
  check_parts (record, expect, state);
  if (json_object_has_member (expect, "abbot_in_supply"))
    {
      JsonObject *values = json_object_get_object_member (expect, "abbot_in_supply");
      g_autoptr(GList) names = json_object_get_members (values);

      for (GList *l = names; l != NULL; l = l->next)
        g_assert_cmpint (carc_state_get_abbot_in_supply (state, (guint) player_index (record, l->data)),
                         ==, json_object_get_boolean_member (values, l->data));
    }
  if (json_object_has_member (expect, "tiles_left"))
    g_assert_cmpint (carc_state_get_tiles_left (state), ==,
                     json_object_get_int_member (expect, "tiles_left"));
  if (json_object_has_member (expect, "finished"))
    g_assert_cmpint (carc_state_is_finished (state), ==,
                     json_object_get_boolean_member (expect, "finished"));
  if (json_object_has_member (expect, "winners"))
    {
      JsonArray *winners = json_object_get_array_member (expect, "winners");
      guint mask = 0;

      for (guint i = 0; i < json_array_get_length (winners); i++)
        mask |= 1u << player_index (record, json_array_get_string_element (winners, i));
      g_assert_cmphex (carc_state_get_winners (state), ==, mask);
    }
}

/* Points in FEATURE_SCORED events, per player, must add up to the score. */
static void
check_events_sum (const TtRecord  *record,
                  GArray          *events,
                  const CarcState *state)
{
  guint sums[CARC_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *ev = &g_array_index (events, CarcEvent, i);

      if (ev->type != CARC_EVENT_FEATURE_SCORED)
        continue;
      for (guint p = 0; p < record->players->len; p++)
        if (ev->winners & (1u << p))
          sums[p] += ev->points;
    }
  for (guint p = 0; p < record->players->len; p++)
    g_assert_cmpuint (sums[p], ==, carc_state_get_score (state, p));
}

static void
test_record (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
  g_autoptr(CarcState) state = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
  JsonObject *expect;

  g_assert_no_error (error);
  g_assert_true (json_object_has_member (record->root, "expect"));
  expect = json_object_get_object_member (record->root, "expect");
  state = carc_state_replay (record, NULL, G_MAXUINT, events, &error);

  if (json_object_has_member (expect, "error"))
    {
      const char *want = json_object_get_string_member (expect, "error");

      g_assert_null (state);
      g_assert_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE);
      g_test_message ("got: %s", error->message);
      g_assert_nonnull (strstr (error->message, want));
      return;
    }
  g_assert_no_error (error);
  check_expectation (record, expect, state);
  check_events_sum (record, events, state);

  if (json_object_has_member (record->root, "checkpoints"))
    {
      JsonArray *points = json_object_get_array_member (record->root, "checkpoints");

      for (guint i = 0; i < json_array_get_length (points); i++)
        {
          JsonObject *point = json_array_get_object_element (points, i);
          g_autoptr(CarcState) partial = carc_state_replay (record, NULL,
                                                            (guint) json_object_get_int_member (point, "after"),
                                                            NULL, &error);

          g_assert_no_error (error);
          g_test_message ("checkpoint after %d moves", (int) json_object_get_int_member (point, "after"));
          check_expectation (record, point, partial);
        }
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  g_test_init (&argc, &argv, NULL);
  dir_path = g_test_build_filename (G_TEST_DIST, "records", "carcassonne", NULL);
  dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (g_str_has_suffix (name, ".tabletop"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/carcassonne/records/%s", name);

      g_test_add_data_func_full (test_path, g_build_filename (dir_path, name, NULL), test_record, g_free);
      n++;
    }
  g_assert_cmpuint (n, >=, 20);
  return g_test_run ();
}
