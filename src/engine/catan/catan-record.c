/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-record.c — Catan moves as JSON, replay and the replay summary */
#include "catan-record.h"

#include <string.h>

#include "catan-rules.h"
#include "common/tt-json.h"

static const char * const option_keys[] = {
  "cities_and_knights", "vp_to_win", "turn_cap", NULL
};

gboolean
catan_options_from_record (const TtRecord  *record,
                           CatanOptions    *options,
                           GError         **error)
{
  gboolean ck = FALSE;
  gint64 vp = 0, cap = 0;

  memset (options, 0, sizeof *options);
  if (!tt_json_check_keys (record->options, option_keys, record->source, "options", error)
      || !tt_json_get_bool (record->options, "cities_and_knights", FALSE, &ck, record->source, "options", error)
      || !tt_json_get_int (record->options, "vp_to_win", FALSE, 3, 30, &vp, record->source, "options", error)
      || !tt_json_get_int (record->options, "turn_cap", FALSE, 0, 60000, &cap, record->source, "options", error))
    return FALSE;
  options->n_players = (guint8) MIN (record->players->len, 255u);
  options->cities_and_knights = ck;
  options->vp_to_win = (guint8) (vp != 0 ? vp : ck ? 13 : 10);
  options->turn_cap = (guint16) cap;
  return TRUE;
}

/* The random layout of a record takes its own stream from the record's seed,
 * so the game's generator is not disturbed by building the board. */
#define BOARD_SEED_SALT G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

CatanBoard *
catan_board_from_record (const TtRecord  *record,
                         GError         **error)
{
  JsonNode *node = json_object_get_member (record->root, "board");

  if (node == NULL)
    {
      tt_json_set_error (error, TT_JSON_ERROR_MISSING, record->source, "board",
                         "a Catan record names its board (\"beginner\", \"random\" or a board object)");
      return NULL;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    return catan_board_from_json (node, record->source, error);
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *name = json_node_get_string (node);

      g_autoptr(GError) local_error = NULL;
      CatanBoard *board;

      if (g_strcmp0 (name, "random") == 0)
        return catan_board_new_random (record->seed ^ BOARD_SEED_SALT);
      board = catan_board_load_bundled (name, &local_error);
      if (board == NULL)
        {
          g_prefix_error (&local_error, "%s: at board: ", record->source);
          tt_json_escape_error (local_error);
          g_propagate_error (error, g_steal_pointer (&local_error));
        }
      return board;
    }
  tt_json_set_error (error, TT_JSON_ERROR_TYPE, record->source, "board",
                     "expected a board name or a board object");
  return NULL;
}

CatanState *
catan_state_new_for_record (const TtRecord  *record,
                         GError         **error)
{
  g_autoptr(CatanBoard) board = NULL;
  g_autoptr(GError) local = NULL;
  CatanOptions options;
  CatanState *state;

  if (!tt_record_expect_game (record, "catan", error)
      || !catan_options_from_record (record, &options, error))
    return NULL;
  board = catan_board_from_record (record, error);
  if (board == NULL)
    return NULL;
  state = catan_state_new (board, &options, record->seed, &local);
  if (state == NULL)
    g_set_error (error, TT_RECORD_ERROR, TT_RECORD_ERROR_FORMAT, "%s: %s",
                 record->source, local->message);
  return state;
}

/* ---- moves ---------------------------------------------------------------- */

static gboolean
read_cards (JsonObject  *move,
            const char  *member,
            guint8      *cards,
            const char  *source,
            const char  *path,
            GError     **error)
{
  g_autofree char *at = tt_json_path_member (path, member);
  JsonObject *object;
  g_autoptr(GList) names = NULL;

  if (!tt_json_get_object (move, member, TRUE, &object, source, path, error))
    return FALSE;
  names = json_object_get_members (object);
  for (GList *l = names; l != NULL; l = l->next)
    {
      int card = catan_card_from_name (l->data);
      gint64 n;

      if (card < 0)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                             "unknown card \"%s\" (brick, lumber, wool, grain, ore)",
                             (const char *) l->data);
          return FALSE;
        }
      if (!tt_json_get_int (object, l->data, TRUE, 0, 40, &n, source, at, error))
        return FALSE;
      cards[card] = (guint8) n;
    }
  return TRUE;
}

static gboolean
read_card_name (JsonObject  *move,
                const char  *member,
                gboolean     required,
                gboolean     dev,
                gint8       *out,
                const char  *source,
                const char  *path,
                GError     **error)
{
  const char *name = NULL;
  int value;

  if (!tt_json_get_string (move, member, required, &name, source, path, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  value = dev ? catan_dev_card_from_name (name) : catan_card_from_name (name);
  if (value < 0)
    {
      g_autofree char *at = tt_json_path_member (path, member);

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "unknown %s \"%s\"",
                         dev ? "development card" : "card", name);
      return FALSE;
    }
  *out = (gint8) value;
  return TRUE;
}

static int
parse_place (const CatanState *state, const char *kind, const char *name)
{
  if (strcmp (kind, "corner") == 0)
    return catan_board_parse_corner (state->board, name);
  if (strcmp (kind, "edge") == 0)
    return catan_board_parse_edge (state->board, name);
  return catan_board_parse_hex (state->board, name);
}

/* `member` holds a place of `kind` (corner, edge, hex); optional ones leave
 * *out unchanged when absent. */
static gboolean
read_place_as (const CatanState *state,
               JsonObject       *move,
               const char       *member,
               const char       *kind,
               gboolean          required,
               gint16           *out,
               const char       *source,
               const char       *path,
               GError          **error)
{
  const char *name = NULL;
  int index;

  if (!tt_json_get_string (move, member, required, &name, source, path, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  index = parse_place (state, kind, name);
  if (index < 0)
    {
      g_autofree char *at = tt_json_path_member (path, member);

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "\"%s\" is not a %s of this board", name, kind);
      return FALSE;
    }
  *out = (gint16) index;
  return TRUE;
}

static gboolean
read_place (const CatanState *state, JsonObject *move, const char *member, gint16 *out,
            const char *source, const char *path, GError **error)
{
  return read_place_as (state, move, member, member, TRUE, out, source, path, error);
}

/* ["a", "b"]: one or two places of `kind`. */
static gboolean
read_place_pair (const CatanState *state, JsonObject *move, const char *member, const char *kind,
                 CatanAction *action, const char *source, const char *path, GError **error)
{
  g_autofree char *at = tt_json_path_member (path, member);
  JsonArray *list;
  guint n;

  if (!tt_json_get_array (move, member, TRUE, &list, source, path, error))
    return FALSE;
  n = json_array_get_length (list);
  if (n < 1 || n > 2)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "name one or two places");
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const char *name = NULL;
      int index;

      if (!tt_json_array_get_string (list, i, &name, source, at, error))
        return FALSE;
      index = parse_place (state, kind, name);
      if (index < 0)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "not a %s of this board", kind);
          return FALSE;
        }
      if (i == 0)
        action->where = (gint16) index;
      else
        action->where2 = (gint16) index;
    }
  return TRUE;
}

static gboolean
read_named (JsonObject *move, const char *member, gboolean required, int (*lookup) (const char *),
            gint8 *out, const char *source, const char *path, GError **error)
{
  const char *name = NULL;
  int value;

  if (!tt_json_get_string (move, member, required, &name, source, path, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  value = lookup (name);
  if (value < 0)
    {
      g_autofree char *at = tt_json_path_member (path, member);

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "unknown name \"%s\"", name);
      return FALSE;
    }
  *out = (gint8) value;
  return TRUE;
}

static gboolean read_dice (JsonObject *move, CatanAction *action, const char *source,
                           const char *path, GError **error);
static gboolean read_player_field (JsonObject *move, const char *member, gboolean required,
                                   gint8 *out, const char *source, const char *path, GError **error);

static gboolean
read_progress_args (const CatanState *state, JsonObject *move, CatanAction *action,
                    const char *source, const char *path, GError **error)
{
  if (!read_named (move, "card", TRUE, catan_progress_from_name, &action->card, source, path, error))
    return FALSE;
  switch (action->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      return read_dice (move, action, source, path, error);
    case CATAN_PROGRESS_INVENTOR:
      return read_place_pair (state, move, "hexes", "hex", action, source, path, error);
    case CATAN_PROGRESS_SMITH:
      return read_place_pair (state, move, "corners", "corner", action, source, path, error);
    case CATAN_PROGRESS_ENGINEER:
    case CATAN_PROGRESS_MEDICINE:
    case CATAN_PROGRESS_INTRIGUE:
      return read_place (state, move, "corner", &action->where, source, path, error);
    case CATAN_PROGRESS_BISHOP:
    case CATAN_PROGRESS_MERCHANT:
      return read_place (state, move, "hex", &action->where, source, path, error);
    case CATAN_PROGRESS_DIPLOMAT:
      return read_place (state, move, "edge", &action->where, source, path, error);
    case CATAN_PROGRESS_DESERTER:
      return read_player_field (move, "victim", TRUE, &action->victim, source, path, error)
             && read_place (state, move, "corner", &action->where, source, path, error)
             && read_place_as (state, move, "to", "corner", FALSE, &action->where2, source, path, error);
    case CATAN_PROGRESS_SPY:
      return read_player_field (move, "victim", TRUE, &action->victim, source, path, error)
             && read_named (move, "take", TRUE, catan_progress_from_name, &action->res, source, path, error);
    case CATAN_PROGRESS_MASTER_MERCHANT:
      return read_player_field (move, "victim", TRUE, &action->victim, source, path, error)
             && read_cards (move, "cards", action->give, source, path, error);
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
    case CATAN_PROGRESS_MERCHANT_FLEET:
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      return read_named (move, "resource", TRUE, catan_card_from_name, &action->res, source, path, error);
    default:
      return TRUE;
    }
}

static const char * const event_names[] = { "ship", "science", "trade", "politics", NULL };

static gboolean
read_event (JsonObject *move, CatanAction *action, const char *source, const char *path,
            GError **error)
{
  const char *name = NULL;

  if (!tt_json_get_string (move, "event", FALSE, &name, source, path, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  for (int i = 0; event_names[i] != NULL; i++)
    if (g_strcmp0 (event_names[i], name) == 0)
      {
        action->dice[2] = (guint8) (i == 0 ? 1 : i + 3);
        return TRUE;
      }
  {
    g_autofree char *at = tt_json_path_member (path, "event");

    tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                       "the event die shows ship, science, trade or politics");
  }
  return FALSE;
}

/* "draws": [card or null per player]: forced progress cards of a roll. */
static gboolean
read_draws (JsonObject *move, CatanAction *action, const char *source, const char *path,
            GError **error)
{
  g_autofree char *at = tt_json_path_member (path, "draws");
  JsonArray *list = NULL;

  if (!tt_json_get_array (move, "draws", FALSE, &list, source, path, error))
    return FALSE;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      int card;

      if (JSON_NODE_HOLDS_NULL (node))
        continue;
      card = i < CATAN_MAX_PLAYERS && JSON_NODE_HOLDS_VALUE (node)
             ? catan_progress_from_name (json_node_get_string (node)) : -1;
      if (card < 0)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                             "expected a progress card name or null for each player");
          return FALSE;
        }
      action->draws[i] = (gint8) card;
    }
  return TRUE;
}

static gboolean
read_dice (JsonObject *move, CatanAction *action, const char *source, const char *path,
           GError **error)
{
  JsonArray *dice = NULL;

  if (!read_event (move, action, source, path, error)
      || !read_draws (move, action, source, path, error)
      || !tt_json_get_array (move, "dice", FALSE, &dice, source, path, error))
    return FALSE;
  if (dice == NULL)
    return TRUE;
  if (json_array_get_length (dice) != 2)
    {
      g_autofree char *at = tt_json_path_member (path, "dice");

      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "expected [white, red]");
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *at = tt_json_path_member (path, "dice");
      gint64 v = 0;

      /* "six" or 6.0 is not a die: json_array_get_int_element() read both as 0. */
      if (!tt_json_array_get_int (dice, i, G_MININT64, G_MAXINT64, &v, source, at, error))
        return FALSE;
      if (v < 1 || v > 6)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "a die shows 1 to 6");
          return FALSE;
        }
      action->dice[i] = (guint8) v;
    }
  return TRUE;
}

static gboolean
read_player_field (JsonObject *move, const char *member, gboolean required, gint8 *out,
                   const char *source, const char *path, GError **error)
{
  gint64 v = -1;

  if (!tt_json_get_int (move, member, required, -1, CATAN_MAX_PLAYERS - 1, &v, source, path, error))
    return FALSE;
  if (json_object_has_member (move, member))
    *out = (gint8) v;
  return TRUE;
}

/* The two resources of a Year of Plenty. */
static gboolean
read_year_of_plenty (JsonObject   *move,
                     CatanAction  *action,
                     const char   *source,
                     const char   *path,
                     GError      **error)
{
  JsonArray *list;
  g_autofree char *at = tt_json_path_member (path, "resources");

  if (!tt_json_get_array (move, "resources", TRUE, &list, source, path, error))
    return FALSE;
  if (json_array_get_length (list) != 2)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "name exactly two resources");
      return FALSE;
    }
  const char *first = NULL, *second = NULL;

  if (!tt_json_array_get_string (list, 0, &first, source, at, error) ||
      !tt_json_array_get_string (list, 1, &second, source, at, error))
    return FALSE;
  action->res = (gint8) catan_card_from_name (first);
  action->res2 = (gint8) catan_card_from_name (second);
  if (action->res < 0 || action->res2 < 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "unknown resource");
      return FALSE;
    }
  return TRUE;
}

/* An unknown "type", with the closest known one as a hint. */
static gboolean
unknown_move_type (const char  *type_name,
                   const char  *source,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *at = tt_json_path_member (path, "type");
  const char *hint = tt_json_closest_word (type_name, (const char * const []) {
    "settle", "road", "city", "roll", "discard", "robber", "buy", "knight",
    "road_building", "year_of_plenty", "monopoly", "bank_trade", "offer",
    "accept", "reject", "confirm", "cancel", "end", NULL });

  tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "unknown move type \"%s\"%s%s%s",
                     type_name, hint ? " — did you mean \"" : "", hint ? hint : "", hint ? "\"?" : "");
  return FALSE;
}

gboolean
catan_move_from_json (const CatanState  *state,
                        JsonObject        *move,
                        const char        *source,
                        const char        *path,
                        CatanAction       *action,
                        GError           **error)
{
  static const char * const keys[] = {
    "player", "type", "corner", "edge", "hex", "dice", "cards", "victim", "card",
    "resources", "resource", "give", "get", "partner", "event", "to", "hexes", "corners",
    "track", "take", "draws", NULL
  };
  const char *type_name;
  int type;
  gint8 player = -1;

  if (!tt_json_check_keys (move, keys, source, path, error)
      || !read_player_field (move, "player", TRUE, &player, source, path, error)
      || !tt_json_get_string (move, "type", TRUE, &type_name, source, path, error))
    return FALSE;
  type = catan_action_type_from_name (type_name);
  if (type < 0)
    return unknown_move_type (type_name, source, path, error);
  catan_action_init (action, type, player);
  switch (type)
    {
    case CATAN_ACTION_SETTLE:
    case CATAN_ACTION_CITY:
      return read_place (state, move, "corner", &action->where, source, path, error);
    case CATAN_ACTION_ROAD:
      return read_place (state, move, "edge", &action->where, source, path, error);
    case CATAN_ACTION_ROLL:
      return read_dice (move, action, source, path, error);
    case CATAN_ACTION_DISCARD:
      return read_cards (move, "cards", action->give, source, path, error);
    case CATAN_ACTION_ROBBER:
      return read_place (state, move, "hex", &action->where, source, path, error)
             && read_player_field (move, "victim", FALSE, &action->victim, source, path, error)
             && read_card_name (move, "card", FALSE, FALSE, &action->chance, source, path, error);
    case CATAN_ACTION_BUY_DEV:
      return read_card_name (move, "card", FALSE, TRUE, &action->chance, source, path, error);
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
      return read_year_of_plenty (move, action, source, path, error);
    case CATAN_ACTION_PLAY_MONOPOLY:
      return read_card_name (move, "resource", TRUE, FALSE, &action->res, source, path, error);
    case CATAN_ACTION_BANK_TRADE:
      return read_card_name (move, "give", TRUE, FALSE, &action->res, source, path, error)
             && read_card_name (move, "get", TRUE, FALSE, &action->res2, source, path, error);
    case CATAN_ACTION_OFFER:
      return read_cards (move, "give", action->give, source, path, error)
             && read_cards (move, "get", action->get, source, path, error);
    case CATAN_ACTION_CONFIRM:
      return read_player_field (move, "partner", TRUE, &action->victim, source, path, error);
    case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT:
    case CATAN_ACTION_BUILD_WALL:
      return read_place (state, move, "corner", &action->where, source, path, error);
    case CATAN_ACTION_MOVE_KNIGHT:
      return read_place (state, move, "corner", &action->where, source, path, error)
             && read_place_as (state, move, "to", "corner", TRUE, &action->where2, source, path, error);
    case CATAN_ACTION_CHASE_ROBBER:
      return read_place (state, move, "corner", &action->where, source, path, error)
             && read_place_as (state, move, "hex", "hex", TRUE, &action->where2, source, path, error)
             && read_player_field (move, "victim", FALSE, &action->victim, source, path, error)
             && read_card_name (move, "card", FALSE, FALSE, &action->chance, source, path, error);
    case CATAN_ACTION_IMPROVE:
      return read_named (move, "track", TRUE, catan_track_from_name, &action->res, source, path, error)
             && read_place_as (state, move, "corner", "corner", FALSE, &action->where, source, path, error);
    case CATAN_ACTION_PROGRESS:
      return read_progress_args (state, move, action, source, path, error);
    case CATAN_ACTION_GIVE:
      return read_cards (move, "cards", action->give, source, path, error);
    case CATAN_ACTION_DROP_PROGRESS:
      return read_named (move, "card", TRUE, catan_progress_from_name, &action->card, source, path, error);
    case CATAN_ACTION_PICK_PROGRESS:
      return read_named (move, "track", TRUE, catan_track_from_name, &action->res, source, path, error)
             && read_named (move, "card", FALSE, catan_progress_from_name, &action->card, source, path, error);
    case CATAN_ACTION_AQUEDUCT:
      return read_named (move, "resource", TRUE, catan_card_from_name, &action->res, source, path, error);
    case CATAN_ACTION_RETREAT:
      return read_place_as (state, move, "corner", "corner", FALSE, &action->where, source, path, error);
    case CATAN_ACTION_PILLAGE:
      return read_place (state, move, "corner", &action->where, source, path, error);
    default:
      return TRUE;
    }
}

static JsonObject *
cards_object (const guint8 *cards)
{
  JsonObject *object = json_object_new ();

  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (cards[i] != 0)
      json_object_set_int_member (object, catan_card_name (i), cards[i]);
  return object;
}

static void
take_string (JsonObject *object, const char *member, char *owned)
{
  json_object_set_string_member (object, member, owned);
  g_free (owned);
}

static void
write_dice (JsonObject *move, const CatanAction *action)
{
  JsonArray *dice = json_array_new ();

  json_array_add_int_element (dice, action->dice[0]);
  json_array_add_int_element (dice, action->dice[1]);
  json_object_set_array_member (move, "dice", dice);
  if (action->dice[2] != 0)
    json_object_set_string_member (move, "event",
                                   event_names[action->dice[2] <= 3 ? 0 : action->dice[2] - 3]);
  {
    int last = -1;

    for (int p = 0; p < CATAN_MAX_PLAYERS; p++)
      if (action->draws[p] >= 0)
        last = p;
    if (last >= 0)
      {
        JsonArray *list = json_array_new ();

        for (int p = 0; p <= last; p++)
          if (action->draws[p] >= 0)
            json_array_add_string_element (list, catan_progress_name (action->draws[p]));
          else
            json_array_add_null_element (list);
        json_object_set_array_member (move, "draws", list);
      }
  }
}

static void
set_place_pair (JsonObject *move, const char *member, char *first, char *second)
{
  JsonArray *list = json_array_new ();

  json_array_add_string_element (list, first);
  if (second != NULL)
    json_array_add_string_element (list, second);
  json_object_set_array_member (move, member, list);
  g_free (first);
  g_free (second);
}

static void
write_progress_args (const CatanState *state, const CatanAction *action, JsonObject *move)
{
  const CatanBoard *board = state->board;

  json_object_set_string_member (move, "card", catan_progress_name (action->card));
  switch (action->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      write_dice (move, action);
      break;
    case CATAN_PROGRESS_INVENTOR:
      set_place_pair (move, "hexes", catan_board_hex_name (board, action->where),
                      catan_board_hex_name (board, action->where2));
      break;
    case CATAN_PROGRESS_SMITH:
      set_place_pair (move, "corners", catan_board_corner_name (board, action->where),
                      action->where2 >= 0 ? catan_board_corner_name (board, action->where2) : NULL);
      break;
    case CATAN_PROGRESS_ENGINEER:
    case CATAN_PROGRESS_MEDICINE:
    case CATAN_PROGRESS_INTRIGUE:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    case CATAN_PROGRESS_BISHOP:
    case CATAN_PROGRESS_MERCHANT:
      take_string (move, "hex", catan_board_hex_name (board, action->where));
      break;
    case CATAN_PROGRESS_DIPLOMAT:
      take_string (move, "edge", catan_board_edge_name (board, action->where));
      break;
    case CATAN_PROGRESS_DESERTER:
      json_object_set_int_member (move, "victim", action->victim);
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      if (action->where2 >= 0)
        take_string (move, "to", catan_board_corner_name (board, action->where2));
      break;
    case CATAN_PROGRESS_SPY:
      json_object_set_int_member (move, "victim", action->victim);
      json_object_set_string_member (move, "take", catan_progress_name (action->res));
      break;
    case CATAN_PROGRESS_MASTER_MERCHANT:
      json_object_set_int_member (move, "victim", action->victim);
      json_object_set_object_member (move, "cards", cards_object (action->give));
      break;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
    case CATAN_PROGRESS_MERCHANT_FLEET:
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
      json_object_set_string_member (move, "resource", catan_card_name (action->res));
      break;
    default:
      break;
    }
}

/* The player robbed and, when known, the card taken. */
static void
write_victim (JsonObject        *move,
              const CatanAction *action)
{
  if (action->victim >= 0)
    json_object_set_int_member (move, "victim", action->victim);
  if (action->victim >= 0 && action->chance >= 0)
    json_object_set_string_member (move, "card", catan_card_name (action->chance));
}

/* The fields of the Cities & Knights moves. */
static void
write_ck_move (const CatanState  *state,
               const CatanAction *action,
               JsonObject        *move)
{
  const CatanBoard *board = state->board;

  switch (action->type)
    {
    case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT:
    case CATAN_ACTION_BUILD_WALL:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    case CATAN_ACTION_MOVE_KNIGHT:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      take_string (move, "to", catan_board_corner_name (board, action->where2));
      break;
    case CATAN_ACTION_CHASE_ROBBER:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      take_string (move, "hex", catan_board_hex_name (board, action->where2));
      write_victim (move, action);
      break;
    case CATAN_ACTION_IMPROVE:
      json_object_set_string_member (move, "track", catan_track_name (action->res));
      if (action->where >= 0)
        take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    case CATAN_ACTION_PROGRESS:
      write_progress_args (state, action, move);
      break;
    case CATAN_ACTION_GIVE:
      json_object_set_object_member (move, "cards", cards_object (action->give));
      break;
    case CATAN_ACTION_DROP_PROGRESS:
      json_object_set_string_member (move, "card", catan_progress_name (action->card));
      break;
    case CATAN_ACTION_PICK_PROGRESS:
      json_object_set_string_member (move, "track", catan_track_name (action->res));
      if (action->card >= 0)
        json_object_set_string_member (move, "card", catan_progress_name (action->card));
      break;
    case CATAN_ACTION_AQUEDUCT:
      json_object_set_string_member (move, "resource", catan_card_name (action->res));
      break;
    case CATAN_ACTION_RETREAT:
      if (action->where >= 0)
        take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    case CATAN_ACTION_PILLAGE:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    default:
      break;
    }
}

JsonObject *
catan_move_to_json (const CatanState  *state,
                      const CatanAction *action)
{
  JsonObject *move = json_object_new ();
  const CatanBoard *board = state->board;

  json_object_set_int_member (move, "player", action->player);
  json_object_set_string_member (move, "type", catan_action_type_name (action->type));
  switch (action->type)
    {
    case CATAN_ACTION_SETTLE:
    case CATAN_ACTION_CITY:
      take_string (move, "corner", catan_board_corner_name (board, action->where));
      break;
    case CATAN_ACTION_ROAD:
      take_string (move, "edge", catan_board_edge_name (board, action->where));
      break;
    case CATAN_ACTION_ROLL:
      if (action->dice[0] != 0)
        write_dice (move, action);
      break;
    case CATAN_ACTION_DISCARD:
      json_object_set_object_member (move, "cards", cards_object (action->give));
      break;
    case CATAN_ACTION_ROBBER:
      take_string (move, "hex", catan_board_hex_name (board, action->where));
      write_victim (move, action);
      break;
    case CATAN_ACTION_BUY_DEV:
      if (action->chance >= 0)
        json_object_set_string_member (move, "card", catan_dev_card_name (action->chance));
      break;
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
      {
        JsonArray *list = json_array_new ();

        json_array_add_string_element (list, catan_card_name (action->res));
        json_array_add_string_element (list, catan_card_name (action->res2));
        json_object_set_array_member (move, "resources", list);
      }
      break;
    case CATAN_ACTION_PLAY_MONOPOLY:
      json_object_set_string_member (move, "resource", catan_card_name (action->res));
      break;
    case CATAN_ACTION_BANK_TRADE:
      json_object_set_string_member (move, "give", catan_card_name (action->res));
      json_object_set_string_member (move, "get", catan_card_name (action->res2));
      break;
    case CATAN_ACTION_OFFER:
      json_object_set_object_member (move, "give", cards_object (action->give));
      json_object_set_object_member (move, "get", cards_object (action->get));
      break;
    case CATAN_ACTION_CONFIRM:
      json_object_set_int_member (move, "partner", action->victim);
      break;
    default:
      write_ck_move (state, action, move);
      break;
    }
  return move;
}

CatanState *
catan_state_replay (const TtRecord  *record,
                    int             *failed_move,
                    GError         **error)
{
  g_autoptr(GError) local = NULL;
  guint n_applied = 0;
  CatanState *state = tt_rules_replay (&catan_rules, record, NULL, G_MAXUINT, NULL, &n_applied, &local);

  if (failed_move != NULL)
    *failed_move = g_error_matches (local, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE) ? (int) n_applied : -1;
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return state;
}

TtRecord *
catan_record_new (const CatanState *state,
                  guint64           seed)
{
  TtRecord *record = tt_record_new ("catan");

  record->seed = seed;
  json_object_set_boolean_member (record->options, "cities_and_knights",
                                  state->options.cities_and_knights);
  json_object_set_int_member (record->options, "vp_to_win", state->options.vp_to_win);
  if (state->options.turn_cap != 0)
    json_object_set_int_member (record->options, "turn_cap", state->options.turn_cap);
  json_object_set_member (record->root, "board", catan_board_to_json (state->board));
  return record;
}

/* ---- summary ---------------------------------------------------------------- */

static JsonNode *
player_or_null (int player)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  if (player < 0)
    json_node_init_null (node);
  else
    json_node_set_int (node, player);
  return node;
}

/* Every resource, zeros included (commodities only with Cities & Knights). */
static JsonObject *
all_cards_object (const CatanState *state, const guint8 *cards)
{
  JsonObject *object = json_object_new ();
  int n = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;

  for (int i = 0; i < n; i++)
    json_object_set_int_member (object, catan_card_name (i), cards[i]);
  return object;
}

static void
take_element (JsonArray *array, char *owned)
{
  json_array_add_string_element (array, owned);
  g_free (owned);
}

static void
add_ck_player (const CatanState *state, int p, JsonObject *object, JsonObject *vp)
{
  const CatanPlayer *player = &state->players[p];
  JsonObject *improvements = json_object_new ();
  JsonObject *progress = json_object_new ();
  JsonArray *knights = json_array_new ();
  JsonArray *wall_corners = json_array_new ();
  int metropolises = 0, walls = 0;

  for (int t = 0; t < 3; t++)
    {
      json_object_set_int_member (improvements, catan_track_name (t), player->improvements[t]);
      metropolises += state->metropolis[t] == p;
    }
  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    if (player->progress[k] != 0)
      json_object_set_int_member (progress, catan_progress_name (k), player->progress[k]);
  for (guint c = 0; c < state->board->n_corners; c++)
    {
      if (state->wall[c] && state->corner_owner[c] == p)
        {
          walls++;
          take_element (wall_corners, catan_board_corner_name (state->board, (int) c));
        }
      if (state->knight_level[c] != 0 && state->corner_owner[c] == p)
        {
          JsonObject *knight = json_object_new ();

          take_string (knight, "corner", catan_board_corner_name (state->board, (int) c));
          json_object_set_int_member (knight, "level", state->knight_level[c]);
          json_object_set_boolean_member (knight, "active", (state->knight_flags[c] & CATAN_KNIGHT_ACTIVE) != 0);
          json_array_add_object_element (knights, knight);
        }
    }
  json_object_set_int_member (vp, "metropolises", 2 * metropolises);
  json_object_set_int_member (vp, "defender", player->defender_vp);
  json_object_set_int_member (vp, "progress", player->progress_vp);
  json_object_set_int_member (vp, "merchant", state->merchant_owner == p);
  json_object_set_object_member (object, "improvements", improvements);
  json_object_set_object_member (object, "progress_cards", progress);
  json_object_set_array_member (object, "knights", knights);
  json_object_set_int_member (object, "knight_strength", catan_state_knight_strength (state, p));
  json_object_set_int_member (object, "walls", walls);
  json_object_set_array_member (object, "wall_corners", wall_corners);
  json_object_set_int_member (object, "hand_limit", catan_state_hand_limit (state, p));
}

/* The player's settlements, cities and roads by place name. */
static void
add_pieces (const CatanState *state, int p, JsonObject *object)
{
  JsonArray *settlements = json_array_new ();
  JsonArray *cities = json_array_new ();
  JsonArray *roads = json_array_new ();

  for (guint c = 0; c < state->board->n_corners; c++)
    if (state->corner_owner[c] == p && state->corner_level[c] != 0)
      take_element (state->corner_level[c] == 2 ? cities : settlements,
                    catan_board_corner_name (state->board, (int) c));
  for (guint e = 0; e < state->board->n_edges; e++)
    if (state->edge_owner[e] == p)
      take_element (roads, catan_board_edge_name (state->board, (int) e));
  json_object_set_array_member (object, "settlements", settlements);
  json_object_set_array_member (object, "cities", cities);
  json_object_set_array_member (object, "roads", roads);
}

static JsonObject *
player_summary (const CatanState *state, const TtRecord *record, int p)
{
  const CatanPlayer *player = &state->players[p];
  JsonObject *object = json_object_new ();
  JsonObject *vp = json_object_new ();
  JsonObject *dev = json_object_new ();
  JsonObject *pieces = json_object_new ();
  const TtRecordPlayer *rp = record != NULL && (guint) p < record->players->len
                             ? g_ptr_array_index (record->players, p) : NULL;

  json_object_set_string_member (object, "name", rp != NULL ? rp->name : "");
  json_object_set_int_member (object, "vp", catan_state_vp (state, p, TRUE));
  /* What the table sees, and the victory point cards only the owner does. */
  json_object_set_int_member (object, "vp_visible", catan_state_vp (state, p, FALSE));
  json_object_set_int_member (object, "vp_hidden", catan_state_vp (state, p, TRUE) - catan_state_vp (state, p, FALSE));
  add_pieces (state, p, object);
  json_object_set_int_member (vp, "settlements", CATAN_SETTLEMENTS - player->settlements_left);
  json_object_set_int_member (vp, "cities", 2 * (CATAN_CITIES - player->cities_left));
  json_object_set_int_member (vp, "longest_road", state->longest_road == p ? 2 : 0);
  json_object_set_int_member (vp, "largest_army", state->largest_army == p ? 2 : 0);
  json_object_set_int_member (vp, "vp_cards", player->dev[CATAN_DEV_VICTORY_POINT]);
  if (state->options.cities_and_knights)
    add_ck_player (state, p, object, vp);
  json_object_set_object_member (object, "vp_breakdown", vp);
  json_object_set_object_member (object, "resources", all_cards_object (state, player->cards));
  json_object_set_int_member (object, "hand", catan_state_hand_size (state, p));
  for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
    if (player->dev[k] != 0)
      json_object_set_int_member (dev, catan_dev_card_name (k), player->dev[k]);
  json_object_set_object_member (object, "dev_cards", dev);
  json_object_set_int_member (object, "knights_played", player->knights_played);
  json_object_set_int_member (object, "road_length", player->road_length);
  json_object_set_int_member (pieces, "roads", player->roads_left);
  json_object_set_int_member (pieces, "settlements", player->settlements_left);
  json_object_set_int_member (pieces, "cities", player->cities_left);
  json_object_set_object_member (object, "pieces_left", pieces);
  {
    JsonObject *ratios = json_object_new ();
    int n = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;

    /* Cards given to the bank for one (harbours, Merchant, trade level). */
    for (int i = 0; i < n; i++)
      json_object_set_int_member (ratios, catan_card_name (i), catan_state_trade_ratio (state, p, i));
    json_object_set_object_member (object, "trade_ratios", ratios);
  }
  return object;
}

static JsonObject *
pending_entry (JsonArray *pending, const char *what, int player, int count)
{
  JsonObject *entry = json_object_new ();

  json_object_set_string_member (entry, "what", what);
  json_object_set_int_member (entry, "player", player);
  if (count > 0)
    json_object_set_int_member (entry, "count", count);
  json_array_add_object_element (pending, entry);
  return entry;
}

/* Who still owes an answer before play goes on, and what: discards after
 * a 7, cards given (Wedding, Commercial Harbor), a displaced knight's
 * retreat, a pillaged city, progress cards dropped or picked, Aqueduct. */
static JsonArray *
pending_summary (const CatanState *state)
{
  JsonArray *pending = json_array_new ();

  for (int p = 0; p < state->options.n_players; p++)
    {
      const CatanPlayer *pl = &state->players[p];

      if (pl->discard_owed)
        pending_entry (pending, "discard", p, pl->discard_owed);
      if (pl->give_owed)
        {
          JsonObject *entry = pending_entry (pending, "give", p, pl->give_owed);

          json_object_set_int_member (entry, "to", state->current);
          json_object_set_boolean_member (entry, "commodities_only", pl->give_commodity);
        }
      if (pl->pillage_owed)
        pending_entry (pending, "pillage", p, pl->pillage_owed);
      if (pl->progress_drop_owed)
        pending_entry (pending, "drop_progress", p, pl->progress_drop_owed);
      if (pl->progress_pick_owed)
        pending_entry (pending, "pick_progress", p, pl->progress_pick_owed);
      if (pl->aqueduct_owed)
        pending_entry (pending, "aqueduct", p, pl->aqueduct_owed);
    }
  /* retreat_player is set up only with Cities & Knights. */
  if (state->options.cities_and_knights && state->retreat_player >= 0)
    {
      JsonObject *entry = pending_entry (pending, "retreat", state->retreat_player, 0);

      take_string (entry, "from", catan_board_corner_name (state->board, state->retreat_from));
      json_object_set_int_member (entry, "level", state->retreat_level);
    }
  return pending;
}

/* What `catan replay` prints and what the rule tests compare against. */
JsonNode *
catan_state_summary_json (const CatanState *state,
                     const TtRecord   *record)
{
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *robber = catan_board_hex_name (state->board, state->robber);

  json_object_set_boolean_member (root, "finished", state->phase == CATAN_PHASE_OVER);
  json_object_set_member (root, "winner", player_or_null (state->winner));
  json_object_set_string_member (root, "phase", catan_phase_name (state->phase));
  json_object_set_int_member (root, "current", state->current);
  json_object_set_int_member (root, "turn", state->turn);
  for (int p = 0; p < state->options.n_players; p++)
    json_array_add_object_element (players, player_summary (state, record, p));
  json_object_set_array_member (root, "players", players);
  json_object_set_member (root, "longest_road", player_or_null (state->longest_road));
  json_object_set_member (root, "largest_army", player_or_null (state->largest_army));
  json_object_set_string_member (root, "robber", robber);
  json_object_set_object_member (root, "bank", all_cards_object (state, state->bank));
  {
    JsonObject *numbers = json_object_new ();

    /* Number tokens by hex (the Inventor moves them). */
    for (guint h = 0; h < state->board->n_hexes; h++)
      if (state->numbers[h] != 0)
        {
          g_autofree char *name = catan_board_hex_name (state->board, (int) h);

          json_object_set_int_member (numbers, name, state->numbers[h]);
        }
    json_object_set_object_member (root, "numbers", numbers);
  }
  /* Cities & Knights has no development cards (progress decks instead). */
  if (state->options.cities_and_knights)
    json_object_set_null_member (root, "dev_deck");
  else
    json_object_set_int_member (root, "dev_deck", state->deck_len);
  json_object_set_array_member (root, "pending", pending_summary (state));
  if (state->options.cities_and_knights)
    {
      JsonObject *metropolises = json_object_new ();

      if (state->last_event != 0)
        json_object_set_string_member (root, "event_die",
                                       event_names[state->last_event <= 3 ? 0 : state->last_event - 3]);
      else
        json_object_set_null_member (root, "event_die");

      json_object_set_int_member (root, "barbarian", state->barbarian);
      json_object_set_boolean_member (root, "robber_free", state->robber_free);
      for (int t = 0; t < 3; t++)
        json_object_set_member (metropolises, catan_track_name (t), player_or_null (state->metropolis[t]));
      json_object_set_object_member (root, "metropolises", metropolises);
      json_object_set_member (root, "merchant", player_or_null (state->merchant_owner));
      if (state->merchant_hex >= 0)
        take_string (root, "merchant_hex", catan_board_hex_name (state->board, state->merchant_hex));
      for (int t = 0; t < 3; t++)
        {
          g_autofree char *key = g_strdup_printf ("%s_deck", catan_track_name (t));

          json_object_set_int_member (root, key, state->progress_len[t]);
        }
    }
  else
    {
      /* Cities & Knights only; null in the base game. */
      json_object_set_null_member (root, "barbarian");
      json_object_set_null_member (root, "metropolises");
    }
  if (state->rolled || state->last_dice[0] != 0)
    {
      JsonArray *dice = json_array_new ();

      json_array_add_int_element (dice, state->last_dice[0]);
      json_array_add_int_element (dice, state->last_dice[1]);
      json_object_set_array_member (root, "last_dice", dice);
    }
  json_node_take_object (node, root);
  return node;
}
