/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-record.c — records, replays and random games for Ora et Labora */
#include "config.h"

#include "common/tt-json.h"
#include "ora/ora-record.h"
#include "ora/ora-rules.h"

const char *
ora_variant_name (OraVariant variant)
{
  return variant == ORA_VARIANT_IRELAND ? "ireland" : "france";
}

gboolean
ora_variant_from_name (const char *name,
                       OraVariant *out_variant)
{
  if (g_strcmp0 (name, "france") == 0)
    *out_variant = ORA_VARIANT_FRANCE;
  else if (g_strcmp0 (name, "ireland") == 0)
    *out_variant = ORA_VARIANT_IRELAND;
  else
    return FALSE;
  return TRUE;
}

TtRecord *
ora_record_new (OraModeId  mode,
                OraVariant variant,
                guint64    seed)
{
  TtRecord *record = tt_record_new ("ora");
  int n = mode == ORA_MODE_THREE || mode == ORA_MODE_SHORT3 ? 3
        : mode == ORA_MODE_TWO || mode == ORA_MODE_LONG2 ? 2
        : mode == ORA_MODE_SOLO ? 1 : 4;

  record->seed = seed;
  json_object_set_string_member (record->options, "mode", ora_mode_name (mode));
  json_object_set_string_member (record->options, "variant", ora_variant_name (variant));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %d", i + 1);
      tt_record_add_player (record, name, ora_rules.colors[i]);
    }
  return record;
}


/* One district or plot of a set-up landscape: bought for free by player P.
 * Districts: { "side": "moor"|"plains", "where": "above"|"below" };
 * plots: { "side": "coast"|"mountain", "row": N }. */
static gboolean
setup_land (OraState    *s,
            int          p,
            JsonArray   *list,
            guint        index,
            gboolean     district,
            const char  *source,
            const char  *player_path,
            GError     **error)
{
  g_autofree char *list_path = tt_json_path_member (player_path, district ? "districts" : "plots");
  g_autofree char *at = tt_json_path_index (list_path, index);
  static const char * const district_keys[] = { "side", "where", NULL };
  static const char * const plot_keys[] = { "side", "row", NULL };
  const char *side = district ? "moor" : "coast", *where = "above";
  OraPlayer *pl = &s->players[p];
  JsonObject *d = NULL;
  gint64 row = 7;
  int saved = s->current;
  gint16 coins = pl->goods[ORA_COIN];
  g_autoptr(GError) refused = NULL;
  OraAction a = { .type = district ? ORA_ACT_BUY_DISTRICT : ORA_ACT_BUY_PLOT, .card = -1 };

  if (!tt_json_array_get_object (list, index, &d, source, list_path, error) ||
      !tt_json_check_keys (d, district ? district_keys : plot_keys, source, at, error) ||
      !tt_json_get_string (d, "side", FALSE, &side, source, at, error) ||
      (district && !tt_json_get_string (d, "where", FALSE, &where, source, at, error)) ||
      (!district && !tt_json_get_int (d, "row", FALSE, 0, ORA_ROWS - 1, &row, source, at, error)))
    return FALSE;
  if (!g_str_equal (side, district ? "moor" : "coast") && !g_str_equal (side, district ? "plains" : "mountain"))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "expected side %s, got \"%s\"",
                         district ? "moor or plains" : "coast or mountain", side);
      return FALSE;
    }
  if (!g_str_equal (where, "above") && !g_str_equal (where, "below"))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "expected where above or below, got \"%s\"", where);
      return FALSE;
    }
  a.side = g_str_equal (side, district ? "plains" : "mountain");
  a.row = district ? g_str_equal (where, "below") : (int) row;
  s->current = p;
  pl->goods[ORA_COIN] = 99;
  if (!ora_state_apply (s, &a, NULL, &refused))
    {
      pl->goods[ORA_COIN] = coins;
      s->current = saved;
      /* the rules' reason, placed in the file like every other setup error */
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "%s", refused->message);
      return FALSE;
    }
  pl->goods[ORA_COIN] = coins;
  s->land_bought = FALSE;
  s->land_streak = 0;
  s->current = saved;
  return TRUE;
}

/* One cleared cell: [row, col]. */
static gboolean
setup_clear (OraPlayer   *pl,
             JsonArray   *clear,
             guint        index,
             const char  *source,
             const char  *player_path,
             GError     **error)
{
  g_autofree char *list_path = tt_json_path_member (player_path, "clear");
  g_autofree char *at = tt_json_path_index (list_path, index);
  JsonArray *rc = NULL;
  gint64 r = 0, c = 0;

  if (!tt_json_array_get_array (clear, index, &rc, source, list_path, error))
    return FALSE;
  if (json_array_get_length (rc) != 2)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at, "expected [row, column]");
      return FALSE;
    }
  if (!tt_json_array_get_int (rc, 0, 0, ORA_ROWS - 1, &r, source, at, error) ||
      !tt_json_array_get_int (rc, 1, 0, ORA_COLS - 1, &c, source, at, error))
    return FALSE;
  pl->cells[r][c].cover = ORA_COVER_NONE;
  return TRUE;
}

/* One building standing from the start: { "card": ID, "row": R, "col": C }. */
static gboolean
setup_building (OraState    *s,
                OraPlayer   *pl,
                JsonArray   *buildings,
                guint        index,
                const char  *source,
                const char  *player_path,
                GError     **error)
{
  static const char * const keys[] = { "card", "row", "col", NULL };
  g_autofree char *list_path = tt_json_path_member (player_path, "buildings");
  g_autofree char *at = tt_json_path_index (list_path, index);
  JsonObject *bo = NULL;
  const char *id = NULL;
  gint64 r = 0, c = 0;
  int card;

  if (!tt_json_array_get_object (buildings, index, &bo, source, list_path, error) ||
      !tt_json_check_keys (bo, keys, source, at, error) ||
      !tt_json_get_string (bo, "card", TRUE, &id, source, at, error) ||
      !tt_json_get_int (bo, "row", TRUE, 0, ORA_ROWS - 1, &r, source, at, error) ||
      !tt_json_get_int (bo, "col", TRUE, 0, ORA_COLS - 1, &c, source, at, error))
    return FALSE;
  card = ora_cardset_find (s->set, id);
  if (card < 0 || pl->cells[r][c].terrain == ORA_TERRAIN_NONE || pl->cells[r][c].card >= 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, at,
                         "building %s cannot be set up at (%d,%d)", id, (int) r, (int) c);
      return FALSE;
    }
  pl->cells[r][c].card = card;
  pl->cells[r][c].cover = ORA_COVER_NONE;
  pl->economic += s->set->cards[card].economic;
  if (!s->set->cards[card].settlement)
    ora_state_mark_built (s, card);
  else
    pl->hand &= ~(1u << (card - s->first_settlement));
  if (s->set->cards[card].raises_contract)
    s->contract_cost = 2;
  return TRUE;
}

/* One player's part of a record's "setup" (see apply_setup()). */
static gboolean
setup_player (OraState    *s,
              JsonArray   *players,
              guint        p,
              const char  *source,
              GError     **error)
{
  static const char * const pkeys[] = { "goods", "buildings", "clear", "hand", "plots", "districts", NULL };
  g_autofree char *path = g_strdup_printf ("setup.players[%u]", p);
  JsonObject *po = tt_json_require_object (json_array_get_element (players, p), source, path, error);
  JsonObject *goods = NULL;
  JsonArray *buildings = NULL, *clear = NULL, *hand = NULL, *plots = NULL, *districts = NULL;
  OraPlayer *pl = &s->players[p];
  gint64 v;

  if (po == NULL ||
      !tt_json_check_keys (po, pkeys, source, path, error) ||
      !tt_json_get_object (po, "goods", FALSE, &goods, source, path, error) ||
      !tt_json_get_array (po, "buildings", FALSE, &buildings, source, path, error) ||
      !tt_json_get_array (po, "clear", FALSE, &clear, source, path, error) ||
      !tt_json_get_array (po, "hand", FALSE, &hand, source, path, error) ||
      !tt_json_get_array (po, "plots", FALSE, &plots, source, path, error) ||
      !tt_json_get_array (po, "districts", FALSE, &districts, source, path, error))
    return FALSE;
  /* Land first, so set-up buildings may stand on it; it is free here. */
  for (guint i = 0; districts != NULL && i < json_array_get_length (districts); i++)
    if (!setup_land (s, p, districts, i, TRUE, source, path, error))
      return FALSE;
  for (guint i = 0; plots != NULL && i < json_array_get_length (plots); i++)
    if (!setup_land (s, p, plots, i, FALSE, source, path, error))
      return FALSE;
  for (int g = 0; goods != NULL && g < ORA_N_GOODS; g++)
    if (json_object_has_member (goods, ora_goods[g].name))
      {
        v = 0;
        if (!tt_json_get_int (goods, ora_goods[g].name, TRUE, 0, 999, &v, source, path, error))
          return FALSE;
        pl->goods[g] = v;
      }
  for (guint i = 0; clear != NULL && i < json_array_get_length (clear); i++)
    if (!setup_clear (pl, clear, i, source, path, error))
      return FALSE;
  for (guint i = 0; buildings != NULL && i < json_array_get_length (buildings); i++)
    if (!setup_building (s, pl, buildings, i, source, path, error))
      return FALSE;
  for (guint i = 0; hand != NULL && i < json_array_get_length (hand); i++)
    {
      g_autofree char *at = tt_json_path_member (path, "hand");
      const char *id = NULL;
      int card;

      if (!tt_json_array_get_string (hand, i, &id, source, at, error))
        return FALSE;
      card = ora_cardset_find (s->set, id);
      if (card < s->first_settlement)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path, "unknown settlement \"%s\"", id);
          return FALSE;
        }
      pl->hand |= 1u << (card - s->first_settlement);
    }
  return TRUE;
}

/* A record may start from a prepared position ("setup" beside the moves),
 * so rules examples and tests need not play up to the building they show:
 *   "setup": { "round": 10, "start_player": 1, "wheel": { "grain": 4 }, "display": ["F24"],
 *              "contract_cost": 2,
 *              "players": [ { "goods": { "wood": 3 },
 *                             "buildings": [ { "card": "F24", "row": 7, "col": 5 } ],
 *                             "clear": [[7, 3]], "hand": ["S05"] } ] }
 * Goods listed replace the start goods of that kind. */
static gboolean
apply_setup (OraState    *s,
             JsonObject  *setup,
             const char  *source,
             GError     **error)
{
  static const char * const keys[] = { "round", "start_player", "wheel", "display", "display_only",
                                       "settlements_done", "contract_cost", "players", NULL };
  JsonObject *wheel = NULL;
  JsonArray *display = NULL, *players = NULL, *only = NULL;
  gint64 v;

  if (!tt_json_check_keys (setup, keys, source, "setup", error) ||
      !tt_json_get_object (setup, "wheel", FALSE, &wheel, source, "setup", error) ||
      !tt_json_get_array (setup, "display", FALSE, &display, source, "setup", error) ||
      !tt_json_get_array (setup, "players", FALSE, &players, source, "setup", error))
    return FALSE;
  v = s->round;
  if (!tt_json_get_int (setup, "round", FALSE, 1, 99, &v, source, "setup", error))
    return FALSE;
  ora_state_setup_round (s, (int) v);
  /* The round passed the start player on; a record may name another. */
  v = s->start_player;
  if (!tt_json_get_int (setup, "start_player", FALSE, 0, s->n_players - 1, &v, source, "setup", error))
    return FALSE;
  if (v != s->start_player)
    {
      s->start_player = (int) v;
      s->current = (int) v;
    }
  v = s->contract_cost;
  if (!tt_json_get_int (setup, "contract_cost", FALSE, 1, 2, &v, source, "setup", error))
    return FALSE;
  s->contract_cost = v;
  for (int t = 0; wheel != NULL && t < ORA_N_TOKENS; t++)
    if (json_object_has_member (wheel, ora_token_name (t)))
      {
        v = 0;
        if (!tt_json_get_int (wheel, ora_token_name (t), TRUE, -1, 12, &v, source, "setup.wheel", error))
          return FALSE;
        s->wheel[t] = v;
      }
  if (!tt_json_get_array (setup, "display_only", FALSE, &only, source, "setup", error))
    return FALSE;
  if (only != NULL)
    {
      /* Everything else leaves the display (as if built elsewhere). */
      for (int i = 0; i < s->first_settlement; i++)
        if (s->card_loc[i] == ORA_LOC_DISPLAY || s->card_loc[i] == ORA_LOC_STACK)
          s->card_loc[i] = ORA_LOC_OUT;
      display = only;
    }
  v = s->next_settlement;
  if (!tt_json_get_int (setup, "settlements_done", FALSE, 0, 4, &v, source, "setup", error))
    return FALSE;
  s->next_settlement = v;
  for (guint i = 0; display != NULL && i < json_array_get_length (display); i++)
    {
      const char *id = NULL;
      int card;

      if (!tt_json_array_get_string (display, i, &id, source, only ? "setup.display_only" : "setup.display", error))
        return FALSE;
      card = ora_cardset_find (s->set, id);
      if (card < 0 || s->set->cards[card].settlement)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "setup.display", "unknown building \"%s\"", id);
          return FALSE;
        }
      s->card_loc[card] = ORA_LOC_DISPLAY;
    }
  if (players != NULL && json_array_get_length (players) > (guint) s->n_players)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "setup.players",
                         "%u players are set up, the game has %d", json_array_get_length (players), s->n_players);
      return FALSE;
    }
  for (guint p = 0; players != NULL && p < json_array_get_length (players); p++)
    if (!setup_player (s, players, p, source, error))
      return FALSE;
  return TRUE;
}

OraState *
ora_state_new_for_record (const TtRecord *record,
                  OraCardSet     *set,
                  GError        **error)
{
  const char *mode_name = "four", *variant_name = "france";
  OraModeId mode;
  OraVariant variant;

  if (!tt_record_expect_game (record, "ora", error) ||
      !tt_json_get_string (record->options, "mode", FALSE, &mode_name, record->source, "options", error) ||
      !tt_json_get_string (record->options, "variant", FALSE, &variant_name, record->source, "options", error))
    return NULL;
  if (!ora_mode_from_name (mode_name, &mode))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "options.mode",
                         "unknown mode \"%s\"", mode_name);
      return NULL;
    }
  if (!ora_variant_from_name (variant_name, &variant))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "options.variant",
                         "expected france or ireland, got \"%s\"", variant_name);
      return NULL;
    }
  if ((int) record->players->len != set->modes[mode].players)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "players",
                         "mode %s needs %d players, the record has %u", mode_name,
                         set->modes[mode].players, record->players->len);
      return NULL;
    }
  {
    g_autoptr(OraState) state = ora_state_new (set, mode, variant, record->seed, error);
    JsonObject *setup = NULL;

    if (state == NULL ||
        !tt_json_get_object (record->root, "setup", FALSE, &setup, record->source, NULL, error))
      return NULL;
    if (setup != NULL && !apply_setup (state, setup, record->source, error))
      return NULL;
    return g_steal_pointer (&state);
  }
}

OraCardSet *
ora_cardset_from_record (const TtRecord  *record,
                         GError         **error)
{
  JsonObject *embedded = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autofree char *source = NULL;

  if (!tt_json_get_object (record->root, "cardset", FALSE, &embedded, record->source, NULL, error))
    return NULL;
  if (embedded == NULL)
    return ora_cardset_default ();
  node = json_node_init_object (json_node_alloc (), embedded);
  text = tt_json_to_string (node, FALSE);
  source = g_strdup_printf ("%s: cardset", record->source ? record->source : "record");
  return ora_cardset_load_data (text, -1, source, error);
}

OraState *
ora_state_replay (const TtRecord *record,
                  OraCardSet     *set,
                  GError        **error)
{
  return tt_rules_replay (&ora_rules, record, set, G_MAXUINT, NULL, NULL, error);
}

int
ora_play_random (OraState  *state,
                 TtRng     *rng,
                 TtRecord  *record,
                 int        max_moves,
                 GError   **error)
{
  int moves = 0;
  /* One list for the whole game, sized for a usual turn. */
  g_autoptr(GArray) legal = g_array_sized_new (FALSE, FALSE, sizeof (OraAction), 128);

  while (!ora_state_is_finished (state) && moves < max_moves)
    {
      const OraAction *action;

      ora_state_legal_moves (state, legal);

      if (legal->len == 0)
        {
          g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "no legal move in round %d", state->round);
          return -1;
        }
      action = &g_array_index (legal, OraAction, tt_rng_uniform (rng, legal->len));
      if (record != NULL)
        {
          JsonObject *move = ora_move_to_json (state, action);

          tt_record_append_move (record, move);
          json_object_unref (move);
        }
      if (!ora_state_apply (state, action, NULL, error))
        return -1;
      moves++;
    }
  return moves;
}
