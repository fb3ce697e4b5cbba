/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-fuzz.c — feeds mutated files to every loader, in process.
 *
 * The corpus is the bundled data (tile sets, boards, card sets, rules
 * documents and their examples) and the test records. Each mutation is
 * one to three of: bit flips, deleted spans, truncation, inserted JSON
 * tokens (huge and negative numbers, fractions, deep nesting, long
 * strings, NUL escapes, invalid UTF-8, raw control characters), duplicate
 * or unknown keys, a value replaced by one of another type, a member
 * dropped, and for records moves swapped, dropped, repeated or taken from
 * another record (of any game).
 *
 * Every outcome must be either "accepted" or "rejected with a message"
 * that names the file, is valid UTF-8, holds no control character and no
 * "<data>" or empty ": :" place. A crash (AddressSanitizer, UBSan, or a
 * GLib critical: criticals are made fatal here) is counted per loader:
 * each loader runs in a child process that is restarted after the
 * mutation that killed it. Mutation I of loader L depends only on the
 * seed, L and I, so one bad input can be written out and replayed:
 *
 *   tt-fuzz --loader ora-record --seed 1 --only 4711 --write bad.json
 *
 * Options: --mutations N (or TT_FUZZ_MUTATIONS; default 200 per loader),
 * --seed S, --loader NAME (repeatable), --only I, --write FILE, --verbose,
 * --list. Exit status 0 when nothing crashed or misreported.
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "carcassonne/carc-tileset.h"
#include "catan/catan-board.h"
#include "common/tt-json.h"
#include "common/tt-record.h"
#include "common/tt-rng.h"
#include "ora/ora-cardset.h"
#include "common/tt-rules.h"
#include "tt-game-info.h"
#include "tt-games-register.h"
#include "tt-rules-document.h"
#include "tt-test-games.h"

#define SOURCE "fuzz-input.json"

/* ---- the loaders ---- */

/* `game`: the game of a record loader, NULL for the others. */
typedef gboolean (*LoadFunc) (const char *game, const char *data, gsize length, GError **error);

/* Any game's record, through its rules table (the games are the
 * registry's, so a game added there is fuzzed too). */
static gboolean
load_record (const char *game, const char *data, gsize length, GError **error)
{
  const TtRules *rules = tt_rules_lookup (game);
  g_autoptr(TtRecord) record = tt_record_load_data (data, (gssize) length, SOURCE, error);
  gpointer state;

  if (record == NULL || !tt_record_expect_game (record, game, error))
    return FALSE;
  state = tt_rules_replay (rules, record, NULL, G_MAXUINT, NULL, NULL, error);
  if (state == NULL)
    return FALSE;
  tt_rules_free_state (rules, state);
  return TRUE;
}

static gboolean
load_tile_set (const char *game, const char *data, gsize length, GError **error)
{
  g_autoptr(CarcTileSet) set = carc_tileset_load_data (data, (gssize) length, SOURCE, error);

  return set != NULL;
}

static gboolean
load_board (const char *game, const char *data, gsize length, GError **error)
{
  g_autoptr(JsonNode) node = tt_json_parse (data, (gssize) length, SOURCE, error);
  g_autoptr(CatanBoard) board = NULL;

  if (node == NULL)
    return FALSE;
  board = catan_board_from_json (node, SOURCE, error);
  return board != NULL;
}

static gboolean
load_card_set (const char *game, const char *data, gsize length, GError **error)
{
  g_autoptr(OraCardSet) set = ora_cardset_load_data (data, (gssize) length, SOURCE, error);

  return set != NULL;
}

static gboolean
load_rules_document (const char *game, const char *data, gsize length, GError **error)
{
  g_autoptr(TtRulesDocument) document = tt_rules_document_load_data (data, (gssize) length, SOURCE, error);

  return document != NULL;
}

typedef struct
{
  const char *name;
  LoadFunc    load;
  const char *corpus[4][2];   /* folder under the source root, file suffix */
  const char *game;
} Loader;

static const Loader set_loaders[] = {
  { "tile-set", load_tile_set, { { "data/tilesets", ".json" } } },
  { "board", load_board, { { "data/boards", ".json" } } },
  { "card-set", load_card_set, { { "data/cardsets", ".json" } } },
  { "rules-document", load_rules_document, { { "data/rules", ".json" } } },
};

/* One record loader per registered game (its test records and rules
 * examples, where it has them), then the set loaders. The strings made
 * here go to `strings`, which the caller frees after the loaders. */
static GArray *
make_loaders (const char *root,
              GPtrArray  *strings)
{
  GArray *loaders = g_array_new (FALSE, TRUE, sizeof (Loader));
  GListModel *games;

  tt_games_register_all ();
  games = tt_game_info_get_all ();
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (games, i);
      const char *game = tt_game_info_get_id (info);
      char *records = g_build_filename ("tests", "records", game, NULL);
      char *examples = g_build_filename ("data", "rules", "examples", game, NULL);
      g_autofree char *examples_path = g_build_filename (root, examples, NULL);
      Loader loader = { g_strdup_printf ("%s-record", game), load_record,
                        { { records, ".json" }, { records, ".tabletop" } }, game };

      g_ptr_array_add (strings, (char *) loader.name);
      g_ptr_array_add (strings, records);
      g_ptr_array_add (strings, examples);
      if (g_file_test (examples_path, G_FILE_TEST_IS_DIR))
        {
          loader.corpus[2][0] = examples;
          loader.corpus[2][1] = ".tabletop";
        }
      g_array_append_val (loaders, loader);
    }
  g_array_append_vals (loaders, set_loaders, G_N_ELEMENTS (set_loaders));
  return loaders;
}

/* ---- the corpus ---- */

typedef struct
{
  GPtrArray *texts;     /* char *, one per seed file */
  GPtrArray *trees;     /* JsonNode *, parsed once, copied per mutation */
} Corpus;

static GPtrArray *donor_moves;   /* JsonNode *: every move of every record */
static GPtrArray *member_names;  /* char *: every member name in the corpus */

static void
collect_names (JsonNode *node, GHashTable *seen)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          if (!g_hash_table_contains (seen, l->data))
            {
              g_hash_table_add (seen, g_strdup (l->data));
              g_ptr_array_add (member_names, g_strdup (l->data));
            }
          collect_names (json_object_get_member (object, l->data), seen);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_names (json_array_get_element (array, i), seen);
    }
}

/* g_ptr_array_sort() hands over pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
corpus_load (Corpus *corpus, const Loader *loader, const char *root, GHashTable *seen)
{
  corpus->texts = g_ptr_array_new_with_free_func (g_free);
  corpus->trees = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  for (guint c = 0; c < G_N_ELEMENTS (loader->corpus) && loader->corpus[c][0] != NULL; c++)
    {
      g_autofree char *dir = g_build_filename (root, loader->corpus[c][0], NULL);
      g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      if (listing == NULL)
        g_error ("corpus folder %s is missing", dir);
      while ((name = g_dir_read_name (listing)) != NULL)
        if (g_str_has_suffix (name, loader->corpus[c][1]))
          g_ptr_array_add (names, g_strdup (name));
      /* Directory order differs between file systems; the seeds must not. */
      g_ptr_array_sort (names, compare_names);
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
          g_autoptr(GError) error = NULL;
          char *text = NULL;
          JsonNode *tree;
          JsonArray *moves = NULL;

          if (!g_file_get_contents (path, &text, NULL, &error))
            g_error ("%s", error->message);
          tree = tt_json_parse (text, -1, path, &error);
          if (tree == NULL)
            g_error ("%s", error->message);
          g_ptr_array_add (corpus->texts, text);
          g_ptr_array_add (corpus->trees, tree);
          collect_names (tree, seen);
          if (JSON_NODE_HOLDS_OBJECT (tree) &&
              tt_json_get_array (json_node_get_object (tree), "moves", FALSE, &moves, path, NULL, NULL) &&
              moves != NULL)
            for (guint m = 0; m < json_array_get_length (moves); m++)
              g_ptr_array_add (donor_moves, json_node_copy (json_array_get_element (moves, m)));
        }
    }
  if (corpus->texts->len == 0)
    g_error ("no corpus for %s under %s", loader->name, root);
}

/* ---- mutations ---- */

static char *
nested (guint depth, gboolean objects)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append (s, objects ? "{\"a\":" : "[");
  g_string_append (s, "0");
  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, objects ? '}' : ']');
  return g_string_free (s, FALSE);
}

/* The registered games' ids as JSON strings, in registration order. */
static GStrv
quoted_game_ids (void)
{
  g_auto(GStrv) ids = tt_test_game_ids ();
  GStrv quoted = g_new0 (char *, g_strv_length (ids) + 1);

  for (guint i = 0; ids[i] != NULL; i++)
    quoted[i] = g_strdup_printf ("\"%s\"", ids[i]);
  return quoted;
}

/* Text that JSON allows or nearly allows at a value's place.
 * (Raw NUL bytes come from the bit flips.) */
static char *
weird_token (TtRng *rng)
{
  static const char * const fixed[] = {
    "-99999999999", "99999999999999999999", "9223372036854775807", "-9223372036854775808",
    "1e309", "-1e309", "1.0", "2.5", "-1", "0", "-0", "1e3", "NaN", "Infinity",
    "\"\"", "\"ten\"", "\"\\u0000\"", "\"T\\u0000x\"", "\"\\u001b[2J\"", "\"\\ud800\"",
    "\"\xff\xfe\"", "\"\xc3\"", "\"\xed\xa0\x80\"", "\"\x01\x1b[31m\"", "\xef\xbb\xbf",
    "null", "true", "false", "[]", "{}", "[0, -1, 99999]", "{\"\": null}", "[[[[]]]]",
    "\"N\"", "\"0,0,N\"", "\"F04\"", "\"base\"",
  };
  /* every registered game's id, as a string: a record naming another game */
  static GStrv games;
  guint n_games, pick;

  if (games == NULL)
    games = quoted_game_ids ();
  n_games = g_strv_length (games);
  pick = tt_rng_uniform (rng, G_N_ELEMENTS (fixed) + n_games + 5);
  if (pick < G_N_ELEMENTS (fixed))
    return g_strdup (fixed[pick]);
  if (pick < G_N_ELEMENTS (fixed) + n_games)
    return g_strdup (games[pick - G_N_ELEMENTS (fixed)]);
  switch ((int) (pick - G_N_ELEMENTS (fixed) - n_games))
    {
    case 0:
      return nested (tt_rng_range (rng, 60, 70), tt_rng_uniform (rng, 2));
    case 1:
      return nested (tt_rng_uniform (rng, 2) ? 100000 : 1000, tt_rng_uniform (rng, 2));
    case 2:
      {
        gsize n = tt_rng_uniform (rng, 2) ? 100000 : 300;
        g_autofree char *fill = g_strnfill (n, 'a');

        return g_strdup_printf ("\"%s\"", fill);
      }
    case 3:
      return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) tt_rng_next (rng));
    default:
      return g_strdup_printf ("%d", tt_rng_range (rng, -3, 80));
    }
}

/* A place a value can be replaced: a member of an object or an element of
 * an array (json_node_init_*() on a node in use double-frees in
 * json-glib 1.6, so values are replaced through their parents). */
typedef struct
{
  JsonObject *object;
  const char *member;
  JsonArray  *array;
  guint       index;
} Slot;

static void
collect_slots (JsonNode *node, GArray *slots, GPtrArray *objects)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      g_ptr_array_add (objects, object);
      for (GList *l = members; l != NULL; l = l->next)
        {
          Slot slot = { object, l->data, NULL, 0 };

          g_array_append_val (slots, slot);
          collect_slots (json_object_get_member (object, l->data), slots, objects);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          Slot slot = { NULL, NULL, array, i };

          g_array_append_val (slots, slot);
          collect_slots (json_array_get_element (array, i), slots, objects);
        }
    }
}

/* A value of a (probably) wrong type or range. */
static JsonNode *
weird_value (TtRng *rng)
{
  JsonNode *node = json_node_alloc ();

  switch (tt_rng_uniform (rng, 12))
    {
    case 0: return json_node_init_int (node, -1);
    case 1: return json_node_init_int (node, tt_rng_uniform (rng, 2) ? G_MAXINT64 : -99999999999);
    case 2: return json_node_init_int (node, tt_rng_range (rng, 0, 70));
    case 3: return json_node_init_double (node, tt_rng_uniform (rng, 2) ? 1.0 : 2.5);
    case 4: return json_node_init_string (node, "ten");
    case 5: return json_node_init_string (node, "");
    case 6: return json_node_init_string (node, "\x1b[31m\n");
    case 7: return json_node_init_boolean (node, tt_rng_uniform (rng, 2));
    case 8: return json_node_init_null (node);
    case 9:
      {
        g_autoptr(JsonArray) array = json_array_new ();

        return json_node_init_array (node, array);
      }
    case 10:
      {
        g_autoptr(JsonObject) object = json_object_new ();

        return json_node_init_object (node, object);
      }
    default:
      {
        g_autoptr(JsonArray) array = json_array_new ();

        json_array_add_int_element (array, tt_rng_range (rng, -2, 9));
        json_array_add_string_element (array, "x");
        return json_node_init_array (node, array);
      }
    }
}

static void
replace_slot (const Slot *slot, JsonNode *value)
{
  g_autoptr(GPtrArray) tail = NULL;
  guint n;

  if (slot->object != NULL)
    {
      json_object_set_member (slot->object, slot->member, value);
      return;
    }
  /* No replace in JsonArray: take the tail off, put the new value and the
   * rest back. */
  n = json_array_get_length (slot->array);
  tail = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  for (guint k = slot->index + 1; k < n; k++)
    g_ptr_array_add (tail, json_node_ref (json_array_get_element (slot->array, k)));
  for (guint k = n; k > slot->index; k--)
    json_array_remove_element (slot->array, k - 1);
  json_array_add_element (slot->array, value);
  for (guint k = 0; k < tail->len; k++)
    json_array_add_element (slot->array, json_node_ref (g_ptr_array_index (tail, k)));
}

static void
mutate_moves (JsonObject *root, TtRng *rng)
{
  JsonArray *moves = NULL;
  g_autoptr(JsonArray) fresh = json_array_new ();
  guint n, a, b;

  if (!tt_json_get_array (root, "moves", FALSE, &moves, SOURCE, NULL, NULL) || moves == NULL)
    return;
  n = json_array_get_length (moves);
  a = n ? tt_rng_uniform (rng, n) : 0;
  b = n ? tt_rng_uniform (rng, n) : 0;
  switch (tt_rng_uniform (rng, 4))
    {
    case 0: /* swap two */
      for (guint i = 0; i < n; i++)
        json_array_add_element (fresh, json_node_copy (json_array_get_element (moves, i == a ? b : i == b ? a : i)));
      break;
    case 1: /* drop one */
      for (guint i = 0; i < n; i++)
        if (i != a)
          json_array_add_element (fresh, json_node_copy (json_array_get_element (moves, i)));
      break;
    case 2: /* play one twice */
      for (guint i = 0; i < n; i++)
        {
          json_array_add_element (fresh, json_node_copy (json_array_get_element (moves, i)));
          if (i == a)
            json_array_add_element (fresh, json_node_copy (json_array_get_element (moves, i)));
        }
      break;
    default: /* a move from another record, of any game */
      for (guint i = 0; i <= n; i++)
        {
          if (i == a && donor_moves->len > 0)
            json_array_add_element (fresh, json_node_copy (g_ptr_array_index (donor_moves,
                                                            tt_rng_uniform (rng, donor_moves->len))));
          if (i < n)
            json_array_add_element (fresh, json_node_copy (json_array_get_element (moves, i)));
        }
    }
  json_object_set_array_member (root, "moves", g_steal_pointer (&fresh));
}

static void
mutate_tree (JsonNode *tree, TtRng *rng)
{
  g_autoptr(GArray) slots = g_array_new (FALSE, FALSE, sizeof (Slot));
  g_autoptr(GPtrArray) objects = g_ptr_array_new ();
  guint kind = tt_rng_uniform (rng, 3);

  collect_slots (tree, slots, objects);
  if (kind == 0 && JSON_NODE_HOLDS_OBJECT (tree) && json_object_has_member (json_node_get_object (tree), "moves"))
    mutate_moves (json_node_get_object (tree), rng);
  else if (kind == 1 && objects->len > 0)
    {
      JsonObject *object = g_ptr_array_index (objects, tt_rng_uniform (rng, objects->len));
      g_autoptr(GList) members = json_object_get_members (object);
      guint n = g_list_length (members);

      if (n > 0)
        json_object_remove_member (object, g_list_nth_data (members, tt_rng_uniform (rng, n)));
    }
  else if (slots->len > 0)
    replace_slot (&g_array_index (slots, Slot, tt_rng_uniform (rng, slots->len)), weird_value (rng));
}

static void
mutate_text (GString *text, TtRng *rng)
{
  gsize len = text->len;
  gsize at = len ? tt_rng_uniform (rng, (guint32) len) : 0;

  switch (tt_rng_uniform (rng, 6))
    {
    case 0: /* bit flips */
      for (guint i = 0, n = 1 + tt_rng_uniform (rng, 4); i < n && len > 0; i++)
        text->str[tt_rng_uniform (rng, (guint32) len)] ^= (char) (1u << tt_rng_uniform (rng, 8));
      break;
    case 1: /* a deleted span (one draw: MIN() evaluates twice) */
      {
        gsize span = 1 + tt_rng_uniform (rng, 16);

        g_string_erase (text, (gssize) at, (gssize) MIN (len - at, span));
      }
      break;
    case 2: /* truncated */
      g_string_truncate (text, at);
      break;
    case 3: /* a duplicate or unknown key right after an opening brace */
      {
        const char *brace = memchr (text->str + at, '{', len - at);
        const char *name = g_ptr_array_index (member_names, tt_rng_uniform (rng, member_names->len));
        g_autofree char *value = weird_token (rng);
        g_autofree char *member = g_strdup_printf ("\"%s\": %s,", name, value);

        if (brace == NULL)
          brace = memchr (text->str, '{', len);
        if (brace != NULL)
          g_string_insert (text, brace - text->str + 1, member);
      }
      break;
    default: /* a token anywhere, often where a value starts */
      {
        g_autofree char *token = weird_token (rng);
        const char *colon = memchr (text->str + at, ':', len - at);
        const char *end;

        if (colon != NULL && tt_rng_uniform (rng, 2))
          {
            /* Replace the value after a colon, up to the next , or }. */
            gsize start = (gsize) (colon - text->str) + 1;

            end = text->str + start;
            while (end < text->str + len && *end != ',' && *end != '}' && *end != '\n')
              end++;
            g_string_erase (text, (gssize) start, end - (text->str + start));
            g_string_insert (text, (gssize) start, token);
          }
        else
          g_string_insert_len (text, (gssize) at, token, (gssize) strlen (token));
      }
    }
}

static GString *
make_mutation (const Corpus *corpus, guint64 seed, guint loader, guint index)
{
  TtRng rng;
  guint pick, steps;
  GString *text;

  tt_rng_init (&rng, seed * 0x9E3779B97F4A7C15ull ^ ((guint64) loader << 48) ^ index);
  pick = tt_rng_uniform (&rng, corpus->texts->len);
  steps = 1 + (tt_rng_uniform (&rng, 4) == 0 ? tt_rng_uniform (&rng, 3) : 0);
  if (tt_rng_uniform (&rng, 2))
    {
      g_autoptr(JsonNode) tree = json_node_copy (g_ptr_array_index (corpus->trees, pick));
      g_autofree char *serialized = NULL;

      mutate_tree (tree, &rng);
      serialized = tt_json_to_string (tree, tt_rng_uniform (&rng, 2));
      text = g_string_new (serialized);
      steps--;
    }
  else
    text = g_string_new (g_ptr_array_index (corpus->texts, pick));
  for (guint i = 0; i < steps; i++)
    mutate_text (text, &rng);
  return text;
}

/* ---- the oracle ---- */

typedef enum { OUTCOME_ACCEPTED = 'a', OUTCOME_REJECTED = 'r', OUTCOME_BAD_MESSAGE = 'm' } Outcome;

static const char *
message_problem (const GError *error)
{
  if (error == NULL)
    return "rejected without a message";
  if (error->message == NULL || error->message[0] == '\0')
    return "empty message";
  if (!g_utf8_validate (error->message, -1, NULL))
    return "message is not UTF-8";
  /* A tile set lists its problems one per line, each naming the file. */
  for (const char *p = error->message; *p; p++)
    if (((guchar) *p < 0x20 && !(*p == '\n' && g_str_has_prefix (p + 1, SOURCE ": "))) || *p == 0x7f)
      return "message holds a control character";
  if (strstr (error->message, "<data>") != NULL)
    return "message says <data> instead of the file";
  if (strstr (error->message, ": :") != NULL)
    return "message has an empty place (\": :\")";
  if (strstr (error->message, SOURCE) == NULL)
    return "message does not name the file";
  return NULL;
}

static Outcome
run_one (const Loader *loader, const char *data, gsize length, gboolean verbose, guint index)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = loader->load (loader->game, data, length, &error);
  const char *problem;

  if (ok && error == NULL)
    return OUTCOME_ACCEPTED;
  problem = ok ? "accepted but set an error" : message_problem (error);
  if (problem != NULL)
    {
      g_autofree char *shown = error ? g_strescape (error->message, NULL) : g_strdup ("(none)");

      fprintf (stderr, "%s: mutation %u: %s: %s\n", loader->name, index, problem, shown);
      return OUTCOME_BAD_MESSAGE;
    }
  if (verbose)
    fprintf (stderr, "%s: mutation %u: %s\n", loader->name, index, error->message);
  return OUTCOME_REJECTED;
}

/* The child runs mutations from `start` and writes one outcome byte per
 * mutation into `fd`; the parent notices where it died. */
static void
child_run (const Loader *loader, const Corpus *corpus, guint64 seed, guint l,
           guint start, guint n, gboolean verbose, int fd)
{
  for (guint i = start; i < n; i++)
    {
      g_autoptr(GString) text = make_mutation (corpus, seed, l, i);
      char outcome = (char) run_one (loader, text->str, text->len, verbose, i);

      if (write (fd, &outcome, 1) != 1)
        _exit (3);
    }
  close (fd);
}

typedef struct
{
  guint mutations, rejected, accepted, crashes, bad_messages;
  int   exit_problems;
} Tally;

static void
run_loader (const Loader *loader, const Corpus *corpus, guint64 seed, guint l,
            guint n, gboolean verbose, Tally *tally)
{
  guint next = 0;

  while (next < n)
    {
      int fds[2], status = 0;
      pid_t pid;
      char buffer[4096];
      gssize got;

      if (pipe (fds) != 0)
        g_error ("pipe: %s", g_strerror (errno));
      fflush (stdout);
      fflush (stderr);
      pid = fork ();
      if (pid < 0)
        g_error ("fork: %s", g_strerror (errno));
      if (pid == 0)
        {
          close (fds[0]);
          child_run (loader, corpus, seed, l, next, n, verbose, fds[1]);
          /* exit(), not _exit(): LeakSanitizer checks the child here. */
          exit (0);
        }
      close (fds[1]);
      while ((got = read (fds[0], buffer, sizeof buffer)) != 0)
        {
          if (got < 0 && errno == EINTR)
            continue;
          if (got < 0)
            break;
          for (gssize k = 0; k < got; k++)
            {
              tally->mutations++;
              next++;
              if (buffer[k] == OUTCOME_ACCEPTED)
                tally->accepted++;
              else if (buffer[k] == OUTCOME_REJECTED)
                tally->rejected++;
              else
                tally->bad_messages++;
            }
        }
      close (fds[0]);
      while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
        ;
      if (next < n)
        {
          /* Died inside mutation `next`. */
          fprintf (stderr, "%s: mutation %u CRASHED (%s %d); reproduce with: "
                   "tt-fuzz --loader %s --seed %" G_GUINT64_FORMAT " --only %u --write crash.json\n",
                   loader->name, next, WIFSIGNALED (status) ? "signal" : "exit status",
                   WIFSIGNALED (status) ? WTERMSIG (status) : WEXITSTATUS (status),
                   loader->name, seed, next);
          tally->mutations++;
          tally->crashes++;
          next++;
        }
      else if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          /* All mutations ran; the exit failed (a leak report). */
          fprintf (stderr, "%s: the child exited with status %d after its last mutation (see the report above)\n",
                   loader->name, WIFEXITED (status) ? WEXITSTATUS (status) : -1);
          tally->exit_problems++;
        }
    }
}

static void
corpus_clear (Corpus *corpus)
{
  g_clear_pointer (&corpus->texts, g_ptr_array_unref);
  g_clear_pointer (&corpus->trees, g_ptr_array_unref);
}

int
main (int argc, char **argv)
{
  g_autofree char *root = NULL;
  g_auto(GStrv) only_loaders = NULL;
  g_autofree char *write_path = NULL;
  gint64 seed = 1, mutations = -1, only = -1;
  gboolean verbose = FALSE, list = FALSE;
  const GOptionEntry entries[] = {
    { "mutations", 'n', 0, G_OPTION_ARG_INT64, &mutations, "Mutations per loader (default: TT_FUZZ_MUTATIONS or 200)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the mutations (default 1)", "S" },
    { "loader", 'l', 0, G_OPTION_ARG_STRING_ARRAY, &only_loaders, "Only this loader (repeatable)", "NAME" },
    { "only", 0, 0, G_OPTION_ARG_INT64, &only, "Run only mutation I, in this process", "I" },
    { "write", 'w', 0, G_OPTION_ARG_FILENAME, &write_path, "With --only: write the mutated input to FILE", "FILE" },
    { "source-root", 0, 0, G_OPTION_ARG_FILENAME, &root, "Source tree holding the corpus (default: TT_SOURCE_ROOT)", "DIR" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Print every rejection message", NULL },
    { "list", 0, 0, G_OPTION_ARG_NONE, &list, "List the loaders", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— feed mutated files to every loader");
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint total_failures = 0;
  g_autoptr(GPtrArray) loader_strings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) loader_list = NULL;
  const Loader *loaders;
  guint n_loaders;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "tt-fuzz: %s\n", error->message);
      return 2;
    }
  if (root == NULL)
    root = g_strdup (g_getenv ("TT_SOURCE_ROOT") ? g_getenv ("TT_SOURCE_ROOT") : TT_FUZZ_SOURCE_ROOT);
  loader_list = make_loaders (root, loader_strings);
  loaders = (const Loader *) loader_list->data;
  n_loaders = loader_list->len;
  if (list)
    {
      for (guint l = 0; l < n_loaders; l++)
        printf ("%s\n", loaders[l].name);
      return 0;
    }
  if (mutations < 0)
    mutations = g_getenv ("TT_FUZZ_MUTATIONS") ? g_ascii_strtoll (g_getenv ("TT_FUZZ_MUTATIONS"), NULL, 10) : 200;
  if (mutations < 0 || mutations > G_MAXUINT32 || seed < 0)
    {
      fprintf (stderr, "tt-fuzz: --mutations and --seed take numbers from 0\n");
      return 2;
    }
  for (guint k = 0; only_loaders != NULL && only_loaders[k] != NULL; k++)
    {
      gboolean known = FALSE;

      for (guint l = 0; l < n_loaders; l++)
        known |= g_str_equal (loaders[l].name, only_loaders[k]);
      if (!known)
        {
          fprintf (stderr, "tt-fuzz: unknown loader \"%s\" (see --list)\n", only_loaders[k]);
          return 2;
        }
    }

  /* A critical means a loader went on with made-up values: a failure. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  donor_moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  member_names = g_ptr_array_new_with_free_func (g_free);

  if (only < 0)
    printf ("%-20s %10s %10s %10s %8s %8s\n", "loader", "mutations", "rejected", "accepted", "crashes", "bad-msg");
  {
    g_autofree Corpus *corpora = g_new0 (Corpus, n_loaders);

    /* All corpora first: donor moves and member names come from all. */
    for (guint l = 0; l < n_loaders; l++)
      corpus_load (&corpora[l], &loaders[l], root, seen);
    for (guint l = 0; l < n_loaders; l++)
      {
        Tally tally = { 0 };

        if (only_loaders != NULL && !g_strv_contains ((const char * const *) only_loaders, loaders[l].name))
          continue;
        if (only >= 0)
          {
            g_autoptr(GString) text = make_mutation (&corpora[l], (guint64) seed, l, (guint) only);

            if (write_path != NULL && !g_file_set_contents (write_path, text->str, (gssize) text->len, &error))
              {
                fprintf (stderr, "tt-fuzz: %s\n", error->message);
                return 2;
              }
            printf ("%s: mutation %" G_GINT64_FORMAT ": %s\n", loaders[l].name, only,
                    (char) run_one (&loaders[l], text->str, text->len, TRUE, (guint) only) == OUTCOME_BAD_MESSAGE
                    ? "BAD MESSAGE" : "ok");
            continue;
          }
        run_loader (&loaders[l], &corpora[l], (guint64) seed, l, (guint) mutations, verbose, &tally);
        printf ("%-20s %10u %10u %10u %8u %8u\n", loaders[l].name, tally.mutations, tally.rejected,
                tally.accepted, tally.crashes, tally.bad_messages);
        fflush (stdout);
        total_failures += tally.crashes + tally.bad_messages + (guint) tally.exit_problems;
      }
    for (guint l = 0; l < n_loaders; l++)
      corpus_clear (&corpora[l]);
  }
  g_ptr_array_unref (donor_moves);
  g_ptr_array_unref (member_names);
  return total_failures == 0 ? 0 : 1;
}
