/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-set.c — TtTileSet: editing with undo, autosave, the library,
 * derived fields, validation messages and a loader fuzz test */
#include "config.h"

#include "carcassonne/tt-tile-names.h"

#include "tt-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

#include "common/tt-rng.h"
#include "carcassonne/tt-tile-set.h"
#include "carcassonne/tt-tile-set-library.h"

static TtTileSet *
new_user_set (void)
{
  TtTileSet *set = tt_tile_set_new_empty ("test", "Test");

  g_assert_true (tt_tile_set_is_valid (set));
  return set;
}

static void
count_signal (gpointer  object,
              guint    *counter)
{
  (*counter)++;
}

/* ---- derived fields match the hand-written base set ------------------- */

/* Rebuilds each bundled tile from its sides, roads, cities and centre only,
 * and checks that the worked-out fields are the ones written in the bundled file. */
static void
test_fields_match_bundled_set (gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) base = carc_tileset_load_bundled (data, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < carc_tileset_get_n_tiles (base); i++)
    {
      const CarcTileDef *tile = carc_tileset_get_tile (base, i);
      CarcTileDef rebuilt = *tile;

      tt_tile_def_derive_fields (&rebuilt);
      /* Drawn with the city cap reaching down to the river, which the
       * sides alone cannot tell: the designer splits this field by hand. */
      if (g_str_equal (tile->id, "RB"))
        g_assert_true (tt_tile_def_split_half (&rebuilt, 7));
      for (guint h = 0; h < 8; h++)
        {
          int want = carc_tile_def_feature_at (tile, TT_HALF_SEGMENT (h));
          int got = tt_tile_def_field_of_half (&rebuilt, h);

          if (tile->sides[h / 2] == CARC_SIDE_CITY)
            {
              g_assert_cmpint (got, ==, -1);
              continue;
            }
          g_assert_cmpint (got, >=, 0);
          /* Same partition: halves share a field in one iff in the other. */
          for (guint k = 0; k < 8; k++)
            {
              int want_k = carc_tile_def_feature_at (tile, TT_HALF_SEGMENT (k));
              int got_k = tt_tile_def_field_of_half (&rebuilt, k);

              if (tile->sides[k / 2] == CARC_SIDE_CITY)
                continue;
              if ((want == want_k) != (got == got_k))
                g_error ("tile %s: halves %s and %s: expected %s", tile->id,
                         carc_segment_to_string (TT_HALF_SEGMENT (h)),
                         carc_segment_to_string (TT_HALF_SEGMENT (k)),
                         want == want_k ? "one field" : "two fields");
            }
          g_assert_cmpuint (rebuilt.features[got].cities, ==, tile->features[want].cities);
        }
    }
}

static void
test_fields_road_splits_tile (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();
  const CarcTileDef *tile = tt_tile_set_get_tile (set, 0);
  int north, south;

  /* The starting tile has a straight road W–E: two fields. */
  north = tt_tile_def_field_of_half (tile, 0);
  south = tt_tile_def_field_of_half (tile, 4);
  g_assert_cmpint (north, >=, 0);
  g_assert_cmpint (south, >=, 0);
  g_assert_cmpint (north, !=, south);
  g_assert_cmpint (tt_tile_def_field_of_half (tile, 1), ==, north);
  g_assert_cmpint (tt_tile_def_field_of_half (tile, 2), ==, north);
  g_assert_cmpint (tt_tile_def_field_of_half (tile, 7), ==, north);

  /* A city on N touches only the northern field. */
  g_assert_true (tt_tile_set_set_side (set, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL));
  tile = tt_tile_set_get_tile (set, 0);
  north = tt_tile_def_field_of_half (tile, 2);
  south = tt_tile_def_field_of_half (tile, 4);
  g_assert_cmpuint (tile->features[north].cities, !=, 0);
  g_assert_cmpuint (tile->features[south].cities, ==, 0);
  g_assert_true (tt_tile_set_is_valid (set));
}

/* ---- every edit is one undoable step ---------------------------------- */

typedef gboolean (*EditFunc) (TtTileSet *set);

static gboolean edit_side (TtTileSet *s) { return tt_tile_set_set_side (s, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL); }
static gboolean edit_cycle (TtTileSet *s) { return tt_tile_set_cycle_side (s, 0, CARC_DIR_S, NULL); }
static gboolean edit_split (TtTileSet *s) { return tt_tile_set_split_side (s, 0, CARC_DIR_E, NULL); }
static gboolean edit_junction (TtTileSet *s) { return tt_tile_set_set_junction (s, 0, TRUE, NULL); }
static gboolean edit_centre (TtTileSet *s) { return tt_tile_set_set_centre (s, 0, TT_TILE_CENTRE_MONASTERY, NULL); }
static gboolean edit_count (TtTileSet *s) { return tt_tile_set_set_count (s, 0, 7, NULL); }
static gboolean edit_id (TtTileSet *s) { return tt_tile_set_set_tile_id (s, 0, "Start", NULL); }
static gboolean edit_name (TtTileSet *s) { return tt_tile_set_set_tile_name (s, 0, "Long road", NULL); }
static gboolean edit_title (TtTileSet *s) { return tt_tile_set_set_title (s, "Renamed", NULL); }
static gboolean edit_add (TtTileSet *s) { return tt_tile_set_add_tile (s, NULL) == 1; }
static gboolean edit_duplicate (TtTileSet *s) { return tt_tile_set_duplicate_tile (s, 0, NULL) == 1; }
static gboolean edit_split_half (TtTileSet *s) { return tt_tile_set_split_half (s, 0, 0, NULL); }

static gboolean
edit_join_sides (TtTileSet *s)
{
  return tt_tile_set_set_side (s, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL)
         && tt_tile_set_set_side (s, 0, CARC_DIR_S, CARC_SIDE_CITY, NULL)
         && tt_tile_set_join_sides (s, 0, CARC_DIR_N, CARC_DIR_S, NULL);
}

static gboolean
edit_shields (TtTileSet *s)
{
  return tt_tile_set_set_side (s, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL)
         && tt_tile_set_set_shields (s, 0, CARC_DIR_N, 1, NULL);
}

static gboolean
edit_remove (TtTileSet *s)
{
  return tt_tile_set_add_tile (s, NULL) == 1 && tt_tile_set_remove_tile (s, 0, NULL);
}

static gboolean
edit_join_halves (TtTileSet *s)
{
  return tt_tile_set_join_halves (s, 0, 0, 4, NULL);
}

static gboolean
edit_start (TtTileSet *s)
{
  return tt_tile_set_add_tile (s, NULL) == 1 && tt_tile_set_set_start (s, 1, NULL);
}

static void
test_edit_undo_redo (gconstpointer data)
{
  EditFunc edit = (EditFunc) data;
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autofree char *before = tt_tile_set_to_data (set);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  guint changed = 0;
  guint steps = 0;
  guint edits;

  g_signal_connect (set, "changed", G_CALLBACK (count_signal), &changed);
  g_assert_false (tt_tile_set_can_undo (set));
  g_assert_true (edit (set));
  after = tt_tile_set_to_data (set);
  g_assert_cmpstr (before, !=, after);
  g_assert_cmpuint (changed, >, 0);
  edits = changed;
  g_assert_true (tt_tile_set_can_undo (set));
  g_assert_nonnull (tt_tile_set_get_undo_label (set));

  while (tt_tile_set_undo (set))
    steps++;
  g_assert_cmpuint (steps, ==, edits);
  undone = tt_tile_set_to_data (set);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (tt_tile_set_can_redo (set));

  while (tt_tile_set_redo (set))
    ;
  redone = tt_tile_set_to_data (set);
  g_assert_cmpstr (redone, ==, after);
  g_assert_cmpuint (changed, ==, 3 * steps);
}

static void
test_no_op_leaves_no_step (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();

  g_assert_true (tt_tile_set_set_side (set, 0, CARC_DIR_N, CARC_SIDE_FIELD, NULL));
  g_assert_false (tt_tile_set_can_undo (set));
}

static void
test_new_edit_clears_redo (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();

  g_assert_true (tt_tile_set_set_count (set, 0, 3, NULL));
  g_assert_true (tt_tile_set_undo (set));
  g_assert_true (tt_tile_set_can_redo (set));
  g_assert_true (tt_tile_set_set_count (set, 0, 5, NULL));
  g_assert_false (tt_tile_set_can_redo (set));
}

static void
test_snapshot_is_stable (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autoptr(CarcTileSet) held = carc_tileset_ref (tt_tile_set_get_engine_set (set));

  g_assert_true (tt_tile_set_set_side (set, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL));
  g_assert_true (held != tt_tile_set_get_engine_set (set));
  g_assert_cmpint (carc_tileset_get_tile (held, 0)->sides[CARC_DIR_N], ==, CARC_SIDE_FIELD);
  g_assert_cmpint (tt_tile_set_get_tile (set, 0)->sides[CARC_DIR_N], ==, CARC_SIDE_CITY);
}

static void
test_bad_edits (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autoptr(TtTileSet) bundled = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (tt_tile_set_set_tile_id (set, 0, "", &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE);
  g_clear_error (&error);
  g_assert_cmpint (tt_tile_set_add_tile (set, NULL), ==, 1);
  g_assert_false (tt_tile_set_set_tile_id (set, 1, tt_tile_set_get_tile (set, 0)->id, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE);
  g_clear_error (&error);
  g_assert_false (tt_tile_set_join_sides (set, 1, CARC_DIR_N, CARC_DIR_S, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_NOT_POSSIBLE);
  g_clear_error (&error);
  g_assert_false (tt_tile_set_set_shields (set, 1, CARC_DIR_N, 1, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_NOT_POSSIBLE);
  g_clear_error (&error);
  g_assert_false (tt_tile_set_set_count (set, 17, 1, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE);
  g_clear_error (&error);

  bundled = tt_tile_set_new_bundled ("base", &error);
  g_assert_no_error (error);
  g_assert_true (tt_tile_set_get_read_only (bundled));
  g_assert_false (tt_tile_set_set_count (bundled, 0, 1, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_READ_ONLY);
  g_assert_false (tt_tile_set_can_undo (bundled));
}

static void
test_rename_start_tile_follows (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();

  g_assert_cmpint (tt_tile_set_get_start (set), ==, 0);
  g_assert_true (tt_tile_set_set_tile_id (set, 0, "S1", NULL));
  g_assert_cmpint (tt_tile_set_get_start (set), ==, 0);
  g_assert_true (tt_tile_set_is_valid (set));
}

/* ---- files ------------------------------------------------------------ */

static void
test_autosave_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tt-tile-set-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "test.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autoptr(TtTileSet) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *reread = NULL;

  tt_tile_set_set_file (set, file);
  g_assert_true (tt_tile_set_set_side (set, 0, CARC_DIR_N, CARC_SIDE_CITY, NULL));
  g_assert_true (tt_tile_set_set_shields (set, 0, CARC_DIR_N, 2, NULL));
  g_assert_true (tt_tile_set_set_tile_name (set, 0, "Cap and road", NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  loaded = tt_tile_set_new_from_file (file, &error);
  g_assert_no_error (error);
  saved = tt_tile_set_to_data (set);
  reread = tt_tile_set_to_data (loaded);
  g_assert_cmpstr (saved, ==, reread);
  g_assert_cmpuint (carc_tile_def_n_shields (tt_tile_set_get_tile (loaded, 0)), ==, 2);

  /* Undo is saved too. */
  g_assert_true (tt_tile_set_undo (set));
  g_clear_object (&loaded);
  loaded = tt_tile_set_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_null (tt_tile_set_get_tile (loaded, 0)->name);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_open_invalid_set (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autofree char *data = NULL;
  g_autoptr(TtTileSet) reopened = NULL;
  g_autoptr(GError) error = NULL;

  /* A set with errors can be saved and opened again to be fixed. */
  g_assert_true (tt_tile_set_set_count (set, 0, 0, NULL));
  g_assert_false (tt_tile_set_is_valid (set));
  data = tt_tile_set_to_data (set);
  reopened = tt_tile_set_new_from_data (data, -1, "reopened.json", &error);
  g_assert_no_error (error);
  g_assert_false (tt_tile_set_is_valid (reopened));
}

/* ---- validation messages ---------------------------------------------- */

typedef struct
{
  const char *what;
  void      (*breaker) (CarcTileDef *tile);
  const char *place;
  const char *message_part;
} Broken;

static void break_count (CarcTileDef *t) { t->count = 0; }
static void break_side_kind (CarcTileDef *t) { t->sides[CARC_DIR_N] = CARC_SIDE_ROAD; }
static void break_field_half (CarcTileDef *t) { t->features[tt_tile_def_field_of_half (t, 0)].halves &= 0xfe; }
static void break_shield (CarcTileDef *t) { t->features[0].shields = 1; }

static void
break_two_centres (CarcTileDef *t)
{
  tt_tile_def_set_centre (t, TT_TILE_CENTRE_MONASTERY);
  memset (&t->features[t->n_features], 0, sizeof t->features[0]);
  t->features[t->n_features].kind = CARC_FEATURE_GARDEN;
  t->n_features++;
}

static const Broken broken_tiles[] = {
  { "count", break_count, "count", "count" },
  { "side without feature", break_side_kind, "side N", "no road" },
  { "half in no field", break_field_half, "half NNW", "no field" },
  { "shield on a road", break_shield, NULL, "shields" },
  { "two centres", break_two_centres, "center", "center" },
};

static void
test_validator_messages (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_tiles); i++)
    {
      g_autoptr(TtTileSet) good = new_user_set ();
      CarcTileSet *set = carc_tileset_copy (tt_tile_set_get_engine_set (good));
      g_autoptr(TtTileSet) broken = NULL;
      g_autoptr(GPtrArray) problems = NULL;
      gboolean found = FALSE;

      broken_tiles[i].breaker (carc_tileset_get_tile (set, 0));
      broken = tt_tile_set_new (set, FALSE);
      g_assert_false (tt_tile_set_is_valid (broken));
      problems = tt_tile_set_get_tile_problems (broken, 0);
      for (guint k = 0; k < problems->len; k++)
        {
          TtDocumentMessage *problem = g_ptr_array_index (problems, k);
          const char *message = tt_document_message_get_text (problem);

          g_test_message ("%s: %s", broken_tiles[i].what, message);
          g_assert_cmpstr (tt_document_message_get_subject (problem), ==, "A");
          if ((broken_tiles[i].place == NULL
               || g_strcmp0 (tt_document_message_get_place (problem), broken_tiles[i].place) == 0)
              && strstr (message, broken_tiles[i].message_part) != NULL)
            found = TRUE;
        }
      if (!found)
        g_error ("%s: no problem at %s mentioning “%s”", broken_tiles[i].what,
                 broken_tiles[i].place, broken_tiles[i].message_part);
    }
}

static void
test_set_problems (void)
{
  g_autoptr(TtTileSet) set = new_user_set ();
  g_autoptr(GPtrArray) problems = NULL;

  g_assert_true (tt_tile_set_remove_tile (set, 0, NULL));
  g_assert_false (tt_tile_set_is_valid (set));
  problems = tt_tile_set_get_tile_problems (set, G_MAXUINT);
  g_assert_cmpuint (problems->len, >, 0);
  g_assert_true (tt_tile_set_undo (set));
  g_assert_true (tt_tile_set_is_valid (set));
}

/* ---- the library ------------------------------------------------------ */

static void
test_library (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "lib-test", NULL);
  g_autoptr(TtTileSetLibrary) library = tt_tile_set_library_new (dir);
  g_autoptr(TtTileSetLibrary) again = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *sets = tt_tile_set_library_get_sets (library);
  guint n_bundled = g_list_model_get_n_items (sets);
  TtTileSet *base, *copy, *created, *imported;
  g_autofree char *export_path = g_build_filename (g_get_user_data_dir (), "export.json", NULL);
  g_autoptr(GFile) export_file = g_file_new_for_path (export_path);
  g_autoptr(TtTileSet) kept = NULL;

  g_assert_cmpuint (n_bundled, >=, 2);
  base = tt_tile_set_library_lookup (library, "base");
  g_assert_nonnull (base);
  g_assert_true (tt_tile_set_get_read_only (base));

  copy = tt_tile_set_library_duplicate (library, base, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tt_tile_set_get_id (copy), ==, "base-2");
  g_assert_false (tt_tile_set_get_read_only (copy));
  g_assert_true (tt_tile_set_is_valid (copy));
  g_assert_true (tt_tile_set_set_count (copy, 0, 9, NULL));

  created = tt_tile_set_library_create (library, "My Tiles!", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tt_tile_set_get_id (created), ==, "my-tiles");
  g_assert_cmpstr (tt_tile_set_get_title (created), ==, "My Tiles!");

  g_assert_true (tt_tile_set_export (copy, export_file, &error));
  g_assert_no_error (error);
  imported = tt_tile_set_library_import (library, export_file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tt_tile_set_get_id (imported), ==, "base-3");
  g_assert_cmpuint (tt_tile_set_get_tile (imported, 0)->count, ==, 9);
  g_assert_cmpuint (g_list_model_get_n_items (sets), ==, n_bundled + 3);

  /* A second library over the same folder sees the same sets. */
  again = tt_tile_set_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (tt_tile_set_library_get_sets (again)), ==, n_bundled + 3);
  g_assert_cmpuint (tt_tile_set_get_tile (tt_tile_set_library_lookup (again, "base-2"), 0)->count, ==, 9);
  g_clear_object (&again);

  /* Delete, then undo the delete. */
  kept = g_object_ref (created);
  g_assert_true (tt_tile_set_library_delete (library, created, &error));
  g_assert_no_error (error);
  g_assert_null (tt_tile_set_library_lookup (library, "my-tiles"));
  again = tt_tile_set_library_new (dir);
  g_assert_null (tt_tile_set_library_lookup (again, "my-tiles"));
  g_clear_object (&again);
  g_assert_true (tt_tile_set_library_restore (library, kept, &error));
  g_assert_no_error (error);
  again = tt_tile_set_library_new (dir);
  g_assert_nonnull (tt_tile_set_library_lookup (again, "my-tiles"));

  g_assert_false (tt_tile_set_library_delete (library, base, &error));
  g_assert_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_READ_ONLY);
}

/* ---- fuzz: random mutations of valid sets fed to the loader ------------ */

static const char * const fuzz_words[] = {
  "N", "E", "S", "W", "NNE", "SSW", "C", "city", "road", "field", "river",
  "monastery", "garden", "", "D", "A", "citty", "tabletop-tileset",
};

/* A random replacement value. (json-glib cannot re-initialise a node in
 * place, so the parent swaps the new node in.) */
static JsonNode *
random_node (TtRng *rng)
{
  JsonNode *node = json_node_alloc ();

  switch (tt_rng_uniform (rng, 6))
    {
    case 0:
      return json_node_init_string (node, fuzz_words[tt_rng_uniform (rng, G_N_ELEMENTS (fuzz_words))]);
    case 1:
      return json_node_init_int (node, tt_rng_range (rng, -2, 20));
    case 2:
      return json_node_init_int (node, G_MAXINT64);
    case 3:
      return json_node_init_boolean (node, tt_rng_uniform (rng, 2));
    case 4:
      return json_node_init_null (node);
    default:
      {
        /* json_node_init_array() takes its own reference. */
        g_autoptr(JsonArray) array = json_array_new ();

        return json_node_init_array (node, array);
      }
    }
}

/* Walks to a random node and changes it: replace, delete or duplicate. */
static void
mutate_tree (JsonNode *node,
             TtRng    *rng)
{
  for (;;)
    {
      if (JSON_NODE_HOLDS_OBJECT (node))
        {
          JsonObject *object = json_node_get_object (node);
          g_autoptr(GList) members = json_object_get_members (object);
          guint n = g_list_length (members);
          const char *name;

          if (n == 0)
            return;
          name = g_list_nth_data (members, tt_rng_uniform (rng, n));
          switch (tt_rng_uniform (rng, 8))
            {
            case 0:
              json_object_remove_member (object, name);
              return;
            case 1:
              json_object_set_member (object, name, random_node (rng));
              return;
            default:
              node = json_object_get_member (object, name);
              if (!JSON_NODE_HOLDS_OBJECT (node) && !JSON_NODE_HOLDS_ARRAY (node))
                {
                  json_object_set_member (object, name, random_node (rng));
                  return;
                }
              continue;
            }
        }
      if (JSON_NODE_HOLDS_ARRAY (node))
        {
          JsonArray *array = json_node_get_array (node);
          guint n = json_array_get_length (array);
          guint i;

          if (n == 0)
            return;
          i = tt_rng_uniform (rng, n);
          switch (tt_rng_uniform (rng, 8))
            {
            case 0:
              json_array_remove_element (array, i);
              return;
            case 1:
              json_array_add_element (array, json_node_copy (json_array_get_element (array, i)));
              return;
            case 2:
              json_array_remove_element (array, i);
              json_array_add_element (array, random_node (rng));
              return;
            default:
              node = json_array_get_element (array, i);
              if (!JSON_NODE_HOLDS_OBJECT (node) && !JSON_NODE_HOLDS_ARRAY (node))
                {
                  json_array_remove_element (array, i);
                  json_array_add_element (array, random_node (rng));
                  return;
                }
              continue;
            }
        }
      return;
    }
}

static char *
mutate_text (const char *text,
             TtRng      *rng)
{
  GString *s = g_string_new (text);
  gsize at = tt_rng_uniform (rng, (guint32) s->len);

  switch (tt_rng_uniform (rng, 3))
    {
    case 0:
      g_string_truncate (s, at);
      break;
    case 1:
      s->str[at] = (char) tt_rng_range (rng, 1, 255);
      break;
    default:
      {
        /* Drawn once: MIN() evaluates its arguments twice, and a second
         * draw could erase past the end. */
        gsize span = (gsize) tt_rng_range (rng, 1, 40);

        g_string_erase (s, at, MIN (span, s->len - at));
      }
      break;
    }
  return g_string_free (s, FALSE);
}

static void
check_loader_outcome (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tileset_load_data (data, -1, "fuzz.json", &error);
  g_autoptr(TtTileSet) opened = NULL;

  if (set == NULL)
    {
      g_assert_nonnull (error);
      g_assert_nonnull (error->message);
    }
  else
    {
      g_autoptr(GPtrArray) problems = carc_tileset_validate (set);

      g_assert_no_error (error);
      g_assert_cmpuint (problems->len, ==, 0);
    }
  g_clear_error (&error);
  /* The editor opens structurally sound sets even when invalid; editing
   * them must not crash either. */
  opened = tt_tile_set_new_from_data (data, -1, "fuzz.json", &error);
  g_assert_true ((opened == NULL) != (error == NULL));
  if (opened != NULL && tt_tile_set_get_n_tiles (opened) > 0)
    {
      g_autofree char *written = NULL;

      tt_tile_set_cycle_side (opened, 0, CARC_DIR_E, NULL);
      tt_tile_set_reset_fields (opened, 0, NULL);
      written = tt_tile_set_to_data (opened);
      g_assert_nonnull (written);
    }
}

static void
test_fuzz_loader (void)
{
  const char * const *names = carc_tileset_bundled_names ();
  guint rounds = MAX (20, (guint) (2000 * test_scale ()));
  TtRng rng;

  tt_rng_init (&rng, 20261129);
  for (guint n = 0; names[n] != NULL; n++)
    {
      g_autofree char *data = carc_tileset_bundled_data (names[n], NULL);
      g_autoptr(JsonNode) root = json_from_string (data, NULL);

      g_assert_nonnull (root);
      for (guint i = 0; i < rounds; i++)
        {
          g_autoptr(JsonNode) copy = json_node_copy (root);
          g_autofree char *text = NULL;
          guint n_mutations = tt_rng_range (&rng, 1, 3);

          for (guint m = 0; m < n_mutations; m++)
            mutate_tree (copy, &rng);
          text = json_to_string (copy, FALSE);
          check_loader_outcome (text);
          if (i % 4 == 0)
            {
              g_autofree char *garbled = mutate_text (data, &rng);

              check_loader_outcome (garbled);
            }
        }
    }
}

/* The example in the user help must stay a valid set. */
static void
test_help_example (void)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autofree char *page = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = NULL;
  const char *start, *end;

  if (root == NULL)
    {
      g_test_skip ("TT_SOURCE_ROOT is not set");
      return;
    }
  path = g_build_filename (root, "help", "C", "tileset-format.page", NULL);
  g_assert_true (g_file_get_contents (path, &page, NULL, &error));
  g_assert_no_error (error);
  start = strstr (page, "<code mime=\"application/json\">");
  g_assert_nonnull (start);
  start = strchr (start, '>') + 1;
  end = strstr (start, "</code>");
  g_assert_nonnull (end);
  json = g_strndup (start, end - start);
  set = carc_tileset_load_data (json, -1, "tileset-format.page", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_tileset_get_total_count (set), ==, 8);
  /* The fields written there are the ones the editor works out. */
  for (guint i = 0; i < carc_tileset_get_n_tiles (set); i++)
    {
      CarcTileDef copy = *carc_tileset_get_tile (set, i);

      tt_tile_def_derive_fields (&copy);
      for (guint h = 0; h < 8; h++)
        g_assert_cmpint (carc_tile_def_feature_at (carc_tileset_get_tile (set, i), TT_HALF_SEGMENT (h)),
                         ==, carc_tile_def_feature_at (&copy, TT_HALF_SEGMENT (h)));
    }
}

/* Every title and tile name of the bundled sets can be translated (it is
 * listed for po/), and a bundled set shows them through the list. */
static void
test_bundled_names_translatable (void)
{
  static const char * const sets[] = { "base", "river" };

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtTileSet) set = tt_tile_set_new_bundled (sets[s], &error);

      g_assert_no_error (error);
      g_assert_true (tt_tile_names_is_bundled (tt_tile_set_get_title (set)));
      g_assert_cmpstr (tt_tile_set_get_display_title (set), ==, tt_tile_names_translate (tt_tile_set_get_title (set)));
      for (guint t = 0; t < tt_tile_set_get_n_tiles (set); t++)
        {
          const CarcTileDef *tile = tt_tile_set_get_tile (set, t);

          if (tile->name == NULL)
            continue;
          if (!tt_tile_names_is_bundled (tile->name))
            g_error ("%s: tile %s: “%s” is missing from tt-tile-names.c", sets[s], tile->id, tile->name);
          g_assert_nonnull (tt_tile_set_get_display_tile_name (set, t));
        }
    }
  g_assert_false (tt_tile_names_is_bundled ("My own tile"));
  g_assert_cmpstr (tt_tile_names_translate ("My own tile"), ==, "My own tile");
}

int
main (int   argc,
      char *argv[])
{
  static const struct { const char *name; EditFunc func; } edits[] = {
    { "side", edit_side }, { "cycle", edit_cycle }, { "split-side", edit_split },
    { "join-sides", edit_join_sides }, { "shields", edit_shields },
    { "junction", edit_junction }, { "centre", edit_centre }, { "count", edit_count },
    { "tile-id", edit_id }, { "tile-name", edit_name }, { "title", edit_title },
    { "add", edit_add }, { "duplicate", edit_duplicate }, { "remove", edit_remove },
    { "split-half", edit_split_half }, { "join-halves", edit_join_halves },
    { "start", edit_start },
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (const char * const *name = carc_tileset_bundled_names (); *name != NULL; name++)
    {
      g_autofree char *path = g_strdup_printf ("/tile-set/fields/bundled-%s", *name);

      g_test_add_data_func (path, *name, test_fields_match_bundled_set);
    }
  g_test_add_func ("/tile-set/fields/road-splits", test_fields_road_splits_tile);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tile-set/undo/%s", edits[i].name);

      g_test_add_data_func (path, (gconstpointer) edits[i].func, test_edit_undo_redo);
    }
  g_test_add_func ("/tile-set/undo/no-op", test_no_op_leaves_no_step);
  g_test_add_func ("/tile-set/undo/redo-cleared", test_new_edit_clears_redo);
  g_test_add_func ("/tile-set/snapshot-stable", test_snapshot_is_stable);
  g_test_add_func ("/tile-set/bundled-names-translatable", test_bundled_names_translatable);
  g_test_add_func ("/tile-set/bad-edits", test_bad_edits);
  g_test_add_func ("/tile-set/rename-start", test_rename_start_tile_follows);
  g_test_add_func ("/tile-set/files/autosave", test_autosave_round_trip);
  g_test_add_func ("/tile-set/files/open-invalid", test_open_invalid_set);
  g_test_add_func ("/tile-set/validator/tile-messages", test_validator_messages);
  g_test_add_func ("/tile-set/validator/set-problems", test_set_problems);
  g_test_add_func ("/tile-set/library", test_library);
  g_test_add_func ("/tile-set/fuzz-loader", test_fuzz_loader);
  g_test_add_func ("/tile-set/help-example", test_help_example);

  return g_test_run ();
}
