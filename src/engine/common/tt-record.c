/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-record.c — read, check and write the record envelope */
#include "tt-record.h"

#include <gio/gio.h>

G_DEFINE_QUARK (tt-record-error-quark, tt_record_error)

static const char * const envelope_keys[] = {
  "format", "version", "game", "options", "players", "seed", "moves", NULL
};
static const char * const player_keys[] = {
  "name", "color", "kind", "level", NULL
};

static void
player_free (gpointer data)
{
  TtRecordPlayer *player = data;

  g_free (player->name);
  g_free (player->color);
  g_free (player->kind);
  g_free (player->level);
  g_free (player);
}

TtRecord *
tt_record_new (const char *game)
{
  TtRecord *record = g_new0 (TtRecord, 1);

  record->source = g_strdup ("<data>");
  record->version = TT_RECORD_VERSION;
  record->game = g_strdup (game);
  record->options = json_object_new ();
  record->players = g_ptr_array_new_with_free_func (player_free);
  record->moves = json_array_new ();
  record->root = json_object_new ();
  return record;
}

void
tt_record_free (TtRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->source);
  g_free (record->game);
  json_object_unref (record->options);
  g_ptr_array_unref (record->players);
  json_array_unref (record->moves);
  json_object_unref (record->root);
  g_free (record);
}

TtRecord *
tt_record_copy (const TtRecord *record)
{
  g_autoptr(JsonNode) node = tt_record_to_json (record);
  g_autofree char *text = tt_json_to_string (node, FALSE);
  TtRecord *copy = tt_record_load_data (text, -1, record->source, NULL);

  g_assert (copy != NULL);
  return copy;
}

TtRecordPlayer *
tt_record_add_player (TtRecord   *record,
                      const char *name,
                      const char *color)
{
  TtRecordPlayer *player = g_new0 (TtRecordPlayer, 1);

  player->name = g_strdup (name);
  player->color = g_strdup (color);
  player->kind = g_strdup ("human");
  g_ptr_array_add (record->players, player);
  return player;
}

static gboolean
read_player (TtRecord    *record,
             JsonNode    *node,
             guint        index,
             GError     **error)
{
  g_autofree char *path = tt_json_path_index ("players", index);
  JsonObject *object;
  const char *name = NULL, *color = NULL, *kind = "human", *level = NULL;
  TtRecordPlayer *player;

  object = tt_json_require_object (node, record->source, path, error);
  if (object == NULL
      || !tt_json_check_keys (object, player_keys, record->source, path, error)
      || !tt_json_get_string (object, "name", TRUE, &name, record->source, path, error)
      || !tt_json_get_string (object, "color", FALSE, &color, record->source, path, error)
      || !tt_json_get_string (object, "kind", FALSE, &kind, record->source, path, error)
      || !tt_json_get_string (object, "level", FALSE, &level, record->source, path, error))
    return FALSE;

  if (*name == '\0')
    {
      g_autofree char *where = tt_json_path_member (path, "name");
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, where,
                         "a player needs a name");
      return FALSE;
    }
  if (g_strcmp0 (kind, "human") != 0 && g_strcmp0 (kind, "computer") != 0)
    {
      g_autofree char *where = tt_json_path_member (path, "kind");
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, where,
                         "expected \"human\" or \"computer\", got \"%s\"", kind);
      return FALSE;
    }
  for (guint i = 0; i < record->players->len; i++)
    {
      TtRecordPlayer *other = g_ptr_array_index (record->players, i);

      /* Replays key scores by player name, so names must differ. */
      if (g_strcmp0 (other->name, name) == 0)
        {
          g_autofree char *where = tt_json_path_member (path, "name");
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, where,
                             "the name \"%s\" is used twice", name);
          return FALSE;
        }
    }

  player = tt_record_add_player (record, name, color);
  g_free (player->kind);
  player->kind = g_strdup (kind);
  player->level = g_strdup (level);
  return TRUE;
}

/* The seed is a JSON whole number ≥ 0, or a string of digits for seeds
 * that do not fit a signed 64-bit number. */
static gboolean
read_seed (TtRecord   *record,
           JsonObject *root,
           GError    **error)
{
  JsonNode *node = json_object_get_member (root, "seed");

  if (node == NULL)
    {
      tt_json_set_error (error, TT_JSON_ERROR_MISSING, record->source, "seed",
                         "this required field is missing");
      return FALSE;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64
      && json_node_get_int (node) >= 0)
    {
      record->seed = (guint64) json_node_get_int (node);
      return TRUE;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      guint64 value;

      if (g_ascii_string_to_unsigned (json_node_get_string (node), 10, 0, G_MAXUINT64,
                                      &value, NULL))
        {
          record->seed = value;
          return TRUE;
        }
    }
  tt_json_set_error (error, TT_JSON_ERROR_TYPE, record->source, "seed",
                     "expected a whole number of 0 or more");
  return FALSE;
}

static gboolean
read_envelope (TtRecord   *record,
               JsonObject *root,
               GError    **error)
{
  const char *format = NULL, *game = NULL;
  gint64 version = 0;
  JsonObject *options = NULL;
  JsonArray *players = NULL, *moves = NULL;
  gboolean final_scoring = FALSE;

  if (!tt_json_get_string (root, "format", TRUE, &format, record->source, NULL, error))
    return FALSE;
  if (g_strcmp0 (format, TT_RECORD_FORMAT) != 0)
    {
      g_autofree char *shown = tt_json_escape_text (format);

      g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_FORMAT,
                   "%s: at format: not a Tabletop game record (expected \"%s\", got \"%s\")",
                   record->source, TT_RECORD_FORMAT, shown);
      return FALSE;
    }
  if (!tt_json_get_int (root, "version", TRUE, 1, G_MAXINT32, &version, record->source, NULL, error))
    return FALSE;
  if (version > TT_RECORD_VERSION)
    {
      g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_VERSION,
                   "%s: at version: written by a newer Tabletop (record version %d, this one reads up to %d)",
                   record->source, (int) version, TT_RECORD_VERSION);
      return FALSE;
    }
  record->version = (int) version;

  if (!tt_json_get_string (root, "game", TRUE, &game, record->source, NULL, error)
      || !tt_json_get_object (root, "options", FALSE, &options, record->source, NULL, error)
      || !tt_json_get_array (root, "players", TRUE, &players, record->source, NULL, error)
      || !read_seed (record, root, error)
      || !tt_json_get_array (root, "moves", TRUE, &moves, record->source, NULL, error)
      || !tt_json_get_bool (root, "final_scoring", FALSE, &final_scoring, record->source, NULL, error))
    return FALSE;

  g_free (record->game);
  record->game = g_strdup (game);

  if (json_array_get_length (players) == 0 || json_array_get_length (players) > TT_RECORD_MAX_PLAYERS)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "players",
                         "expected 1 to %d players, got %u", TT_RECORD_MAX_PLAYERS,
                         json_array_get_length (players));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    if (!read_player (record, json_array_get_element (players, i), i, error))
      return FALSE;

  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      g_autofree char *path = tt_json_path_index ("moves", i);

      if (tt_json_require_object (json_array_get_element (moves, i), record->source, path, error) == NULL)
        return FALSE;
    }

  if (options != NULL)
    {
      json_object_unref (record->options);
      record->options = json_object_ref (options);
    }
  json_array_unref (record->moves);
  record->moves = json_array_ref (moves);
  return TRUE;
}

TtRecord *
tt_record_load_data (const char  *data,
                     gssize       length,
                     const char  *source,
                     GError     **error)
{
  g_autoptr(TtRecord) record = tt_record_new (NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;

  g_free (record->source);
  record->source = g_strdup (source ? source : "<data>");

  node = tt_json_parse (data, length, record->source, error);
  if (node == NULL)
    return NULL;
  root = tt_json_require_object (node, record->source, NULL, error);
  if (root == NULL || !read_envelope (record, root, error))
    return NULL;

  json_object_unref (record->root);
  record->root = json_object_ref (root);
  return g_steal_pointer (&record);
}

TtRecord *
tt_record_load_file (const char  *filename,
                     GError     **error)
{
  return tt_file_load_with (filename, (TtFileDataFunc) tt_record_load_data, error);
}

TtRecord *
tt_record_load_gfile (GFile         *file,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  gsize length = 0;

  if (!tt_file_load_gfile (file, cancellable, &contents, &length, error))
    return NULL;
  return tt_record_load_data (contents, (gssize) length, name, error);
}

gboolean
tt_record_expect_game (const TtRecord  *record,
                       const char      *game,
                       GError         **error)
{
  g_autofree char *shown = NULL;

  if (g_strcmp0 (record->game, game) == 0)
    return TRUE;
  shown = tt_json_escape_text (record->game);
  g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_GAME,
               "%s: at game: a record of \"%s\", not of \"%s\"",
               record->source, shown, game);
  return FALSE;
}

void
tt_record_append_move (TtRecord   *record,
                       JsonObject *move)
{
  json_array_add_object_element (record->moves, json_object_ref (move));
}

void
tt_record_truncate_moves (TtRecord *record,
                          guint     n_moves)
{
  JsonArray *fresh;

  if (n_moves >= json_array_get_length (record->moves))
    return;
  fresh = json_array_sized_new (n_moves);
  for (guint i = 0; i < n_moves; i++)
    json_array_add_element (fresh, json_node_copy (json_array_get_element (record->moves, i)));
  json_array_unref (record->moves);
  record->moves = fresh;
}

guint
tt_record_get_n_moves (const TtRecord *record)
{
  return json_array_get_length (record->moves);
}

/* "final_scoring": true ends the replay with the end-of-game count. The
 * loader refuses anything but true or false, so 1 or "yes" never counts. */
gboolean
tt_record_get_final_scoring (const TtRecord *record)
{
  JsonNode *node = json_object_get_member (record->root, "final_scoring");

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

JsonObject *
tt_record_get_move (const TtRecord *record,
                    guint           index)
{
  return json_array_get_object_element (record->moves, index);
}

static JsonNode *
player_to_json (const TtRecordPlayer *player)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (object, "name", player->name);
  if (player->color != NULL)
    json_object_set_string_member (object, "color", player->color);
  if (g_strcmp0 (player->kind, "human") != 0 && player->kind != NULL)
    json_object_set_string_member (object, "kind", player->kind);
  if (player->level != NULL)
    json_object_set_string_member (object, "level", player->level);
  json_node_take_object (node, object);
  return node;
}

/* The envelope first in the documented order, then the game's own fields. */
JsonNode *
tt_record_to_json (const TtRecord *record)
{
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GList) members = json_object_get_members (record->root);

  json_object_set_string_member (object, "format", TT_RECORD_FORMAT);
  json_object_set_int_member (object, "version", TT_RECORD_VERSION);
  json_object_set_string_member (object, "game", record->game ? record->game : "");
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (envelope_keys, l->data) && g_strcmp0 (l->data, "final_scoring") != 0)
      json_object_set_member (object, l->data,
                              json_node_copy (json_object_get_member (record->root, l->data)));
  json_object_set_object_member (object, "options", json_object_ref (record->options));
  for (guint i = 0; i < record->players->len; i++)
    json_array_add_element (players, player_to_json (g_ptr_array_index (record->players, i)));
  json_object_set_array_member (object, "players", players);
  if (record->seed <= (guint64) G_MAXINT64)
    json_object_set_int_member (object, "seed", (gint64) record->seed);
  else
    {
      g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, record->seed);
      json_object_set_string_member (object, "seed", text);
    }
  json_object_set_array_member (object, "moves", json_array_ref (record->moves));
  if (json_object_has_member (record->root, "final_scoring"))
    json_object_set_member (object, "final_scoring",
                            json_node_copy (json_object_get_member (record->root, "final_scoring")));
  json_node_take_object (node, object);
  return node;
}

char *
tt_record_to_string (const TtRecord *record)
{
  g_autoptr(JsonNode) node = tt_record_to_json (record);

  return tt_json_to_string (node, TRUE);
}

gboolean
tt_record_save_file (const TtRecord  *record,
                     const char      *filename,
                     GError         **error)
{
  g_autoptr(JsonNode) node = tt_record_to_json (record);

  return tt_json_write_file_atomic (node, filename, error);
}

/* "game.tabletop: move 3: tile V at (1,0) ... does not fit: ..." */
/* Engines count players from 0 ("player 2"); a person reads names too. */
static gboolean
replace_player (const GMatchInfo *match,
                GString          *out,
                gpointer          data)
{
  const TtRecord *record = data;
  g_autofree char *digits = g_match_info_fetch (match, 1);
  guint64 index = g_ascii_strtoull (digits, NULL, 10);

  g_autofree char *all = g_match_info_fetch (match, 0);

  /* the number stays: records and scripts quote the engine's words */
  g_string_append (out, all);
  if (index < record->players->len)
    g_string_append_printf (out, " (%s)", ((const TtRecordPlayer *) g_ptr_array_index (record->players, index))->name);
  return FALSE;
}

static char *
name_players (const TtRecord *record,
              const char     *text)
{
  static GRegex *player_number;
  char *named;

  if (g_once_init_enter (&player_number))
    g_once_init_leave (&player_number, g_regex_new ("\\bplayer ([0-9]+)\\b", G_REGEX_OPTIMIZE, 0, NULL));
  named = g_regex_replace_eval (player_number, text, -1, 0, 0, replace_player, (gpointer) record, NULL);
  return named ? named : g_strdup (text);
}

void
tt_record_set_move_error (GError         **error,
                          const TtRecord  *record,
                          guint            move_index,
                          const GError    *reason)
{
  g_autofree char *named = name_players (record, reason ? reason->message : "invalid move");
  /* Engine messages and player names come from the file: escape them for the terminal. */
  g_autofree char *text = tt_json_escape_text (named);

  g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE,
               "%s: move %u: %s", record->source, move_index + 1, text);
}
