/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-record.c — Carcassonne moves and records as JSON (spec/carcassonne-record.md) */
#include "carc-private.h"

#include <string.h>

#include "carc-rules.h"

gboolean
carc_options_from_json (CarcOptions *options,
                        JsonObject  *object,
                        const char  *source,
                        GError     **error)
{
  const char *ties = NULL;

  carc_options_init (options);
  if (object == NULL)
    return TRUE;
  /* Unknown option names are ignored: records may carry extra fields. */
  if (!tt_json_get_bool (object, "farmers", FALSE, &options->farmers, source, "options", error)
      || !tt_json_get_bool (object, "abbot", FALSE, &options->abbot, source, "options", error)
      || !tt_json_get_bool (object, "river", FALSE, &options->river, source, "options", error)
      || !tt_json_get_string (object, "ties", FALSE, &ties, source, "options", error))
    return FALSE;
  if (ties == NULL || strcmp (ties, "full") == 0)
    options->ties = CARC_TIES_FULL;
  else if (strcmp (ties, "split") == 0)
    options->ties = CARC_TIES_SPLIT;
  else
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "options.ties",
                         "expected \"full\" or \"split\", got \"%s\"", ties);
      return FALSE;
    }
  return TRUE;
}

JsonObject *
carc_options_to_json (const CarcOptions *options)
{
  JsonObject *object = json_object_new ();

  json_object_set_boolean_member (object, "farmers", options->farmers);
  json_object_set_boolean_member (object, "abbot", options->abbot);
  json_object_set_boolean_member (object, "river", options->river);
  json_object_set_string_member (object, "ties", options->ties == CARC_TIES_SPLIT ? "split" : "full");
  return object;
}

static gboolean
move_error (GError    **error,
            const char *format,
            ...) G_GNUC_PRINTF (2, 3);

static gboolean
move_error (GError    **error,
            const char *format,
            ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, CARC_ERROR, CARC_ERROR_TILE, text);
  return FALSE;
}

static gboolean
read_figure (JsonObject  *object,
             CarcMove    *move,
             GError     **error)
{
  const char *meeple = NULL, *abbot = NULL;
  gboolean recall = FALSE;
  guint n = 0;

  if (!tt_json_get_string (object, "meeple", FALSE, &meeple, NULL, NULL, error)
      || !tt_json_get_string (object, "abbot", FALSE, &abbot, NULL, NULL, error)
      || !tt_json_get_bool (object, "recall_abbot", FALSE, &recall, NULL, NULL, error))
    return FALSE;
  n = (meeple != NULL) + (abbot != NULL) + (recall != FALSE);
  if (n > 1)
    return move_error (error, "at most one of \"meeple\", \"abbot\" and \"recall_abbot\" per move "
                       "(one figure action per turn)");
  if (meeple != NULL)
    {
      move->action = CARC_ACTION_MEEPLE;
      move->segment = carc_segment_from_string (meeple);
      if (move->segment == CARC_SEG_INVALID)
        return move_error (error, "\"meeple\": \"%s\" is not a segment (N, E, S, W, NNW … WNW, C)", meeple);
    }
  else if (abbot != NULL)
    {
      move->action = CARC_ACTION_ABBOT;
      move->segment = carc_segment_from_string (abbot);
      if (move->segment == CARC_SEG_INVALID)
        return move_error (error, "\"abbot\": \"%s\" is not a segment (the abbot stands on \"C\")", abbot);
    }
  else if (recall)
    move->action = CARC_ACTION_RECALL_ABBOT;
  return TRUE;
}

gboolean
carc_move_from_json (const CarcState *state,
                     JsonObject      *object,
                     CarcMove        *move,
                     GError         **error)
{
  const char *tile_id = NULL;
  gint64 x = 0, y = 0, rotation = 0;
  int tile;

  memset (move, 0, sizeof *move);
  move->segment = CARC_SEG_INVALID;
  if (!tt_json_get_string (object, "tile", TRUE, &tile_id, NULL, NULL, error)
      || !tt_json_get_bool (object, "discard", FALSE, &move->discard, NULL, NULL, error))
    return FALSE;
  tile = carc_state_find_tile (state, tile_id);
  if (tile < 0)
    return move_error (error, "tile \"%s\" is not in the tile set", tile_id);
  move->tile = (guint16) tile;
  if (move->discard)
    return TRUE;
  if (!tt_json_get_int (object, "x", TRUE, -10000, 10000, &x, NULL, NULL, error)
      || !tt_json_get_int (object, "y", TRUE, -10000, 10000, &y, NULL, NULL, error)
      || !tt_json_get_int (object, "rotation", TRUE, 0, 270, &rotation, NULL, NULL, error))
    return FALSE;
  if (rotation % 90 != 0)
    return move_error (error, "rotation %d is not one of 0, 90, 180, 270", (int) rotation);
  move->x = (gint) x;
  move->y = (gint) y;
  move->rotation = (guint) rotation / 90;
  return read_figure (object, move, error);
}

JsonObject *
carc_move_to_json (const CarcState *state,
                   const CarcMove  *move)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "tile", carc_state_get_tile_def (state, move->tile)->id);
  if (move->discard)
    {
      json_object_set_boolean_member (object, "discard", TRUE);
      return object;
    }
  json_object_set_int_member (object, "x", move->x);
  json_object_set_int_member (object, "y", move->y);
  json_object_set_int_member (object, "rotation", move->rotation * 90);
  if (move->action == CARC_ACTION_MEEPLE)
    json_object_set_string_member (object, "meeple", carc_segment_to_string (move->segment));
  else if (move->action == CARC_ACTION_ABBOT)
    json_object_set_string_member (object, "abbot", carc_segment_to_string (move->segment));
  else if (move->action == CARC_ACTION_RECALL_ABBOT)
    json_object_set_boolean_member (object, "recall_abbot", TRUE);
  return object;
}

TtRecord *
carc_record_new (const char         *tileset_name,
                 const CarcOptions  *options,
                 const char * const *player_names,
                 guint64             seed)
{
  TtRecord *record = tt_record_new ("carcassonne");
  g_autoptr(JsonObject) object = carc_options_to_json (options);
  g_autoptr(GList) members = json_object_get_members (object);
  guint n_colors = g_strv_length ((char **) carc_rules.colors);

  json_object_set_string_member (record->root, "tileset", tileset_name ? tileset_name : "base");
  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (record->options, l->data,
                            json_node_copy (json_object_get_member (object, l->data)));
  for (guint i = 0; player_names != NULL && player_names[i] != NULL; i++)
    tt_record_add_player (record, player_names[i], carc_rules.colors[i % n_colors]);
  record->seed = seed;
  json_object_set_boolean_member (record->root, "final_scoring", FALSE);
  return record;
}

void
carc_record_append (TtRecord        *record,
                    const CarcState *state_before,
                    const CarcMove  *move,
                    const CarcState *state_after)
{
  tt_record_append_move (record, carc_move_to_json (state_before, move));
  json_object_set_boolean_member (record->root, "final_scoring",
                                  state_after != NULL && carc_state_is_finished (state_after));
}

CarcState *
carc_state_new_for_record (const TtRecord *record,
                           CarcTileSet    *tileset,
                           GError        **error)
{
  g_autoptr(CarcTileSet) bundled = NULL;
  const char *name = "base";
  CarcOptions options;

  if (!tt_record_expect_game (record, "carcassonne", error)
      || !tt_json_get_string (record->root, "tileset", FALSE, &name, record->source, NULL, error)
      || !carc_options_from_json (&options, record->options, record->source, error))
    return NULL;
  if (tileset == NULL)
    {
      g_autoptr(GError) local_error = NULL;

      bundled = carc_tileset_load_bundled (name, &local_error);
      if (bundled == NULL)
        {
          /* Same domain and code (the GUI looks for the user's own set on
           * NOT_FOUND), with the file named and the name escaped. */
          g_prefix_error (&local_error, "%s: at tileset: ", record->source);
          tt_json_escape_error (local_error);
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      tileset = bundled;
    }
  return carc_state_new (tileset, &options, record->players->len, record->seed, error);
}

CarcState *
carc_state_replay (const TtRecord *record,
                   CarcTileSet    *tileset,
                   guint           n_moves,
                   GArray         *events,
                   GError        **error)
{
  return tt_rules_replay (&carc_rules, record, tileset, n_moves, events, NULL, error);
}

/* One player's points by category (road, city, monastery, garden, farm),
 * and by when they were scored (during play, at the end-of-game count). */
static JsonObject *
score_breakdown (const CarcState *state,
                 guint            player)
{
  JsonObject *parts = json_object_new ();
  guint during = 0, end = 0;

  for (CarcCategory c = 0; c < CARC_N_CATEGORIES; c++)
    {
      guint play = carc_state_get_score_part (state, player, c, CARC_PHASE_PLAY);
      guint final = carc_state_get_score_part (state, player, c, CARC_PHASE_END);

      json_object_set_int_member (parts, carc_category_to_string (c), play + final);
      during += play;
      end += final;
    }
  json_object_set_int_member (parts, "during_play", during);
  json_object_set_int_member (parts, "end_of_game", end);
  return parts;
}

JsonNode *
carc_state_summary_json (const CarcState    *state,
                         const char * const *player_names)
{
  JsonObject *root = json_object_new ();
  JsonObject *scores = json_object_new ();
  JsonObject *supply = json_object_new ();
  JsonObject *abbots = json_object_new ();
  JsonObject *breakdown = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint p = 0; p < state->n_players; p++)
    {
      g_autofree char *fallback = g_strdup_printf ("Player %u", p + 1);
      const char *name = player_names != NULL && player_names[p] != NULL ? player_names[p] : fallback;

      json_object_set_int_member (scores, name, carc_state_get_score (state, p));
      json_object_set_int_member (supply, name, carc_state_get_supply (state, p));
      json_object_set_boolean_member (abbots, name, carc_state_get_abbot_in_supply (state, p));
      json_object_set_object_member (breakdown, name, score_breakdown (state, p));
    }
  json_object_set_object_member (root, "scores", scores);
  json_object_set_object_member (root, "supply", supply);
  json_object_set_object_member (root, "abbot_in_supply", abbots);
  json_object_set_object_member (root, "score_breakdown", breakdown);
  json_object_set_int_member (root, "tiles_left", carc_state_get_tiles_left (state));
  json_object_set_boolean_member (root, "finished", carc_state_is_finished (state));
  json_node_take_object (node, root);
  return node;
}
