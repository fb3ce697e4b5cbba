/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-json.c — moves and states of Ora et Labora as JSON
 *
 * A move: { "type": "place", "row": 8, "col": 4, "clergy": "monk",
 *           "use": [ { "card": "H1", "args": [0, 0] } ] }
 * Rows and columns are places on the player's landscape grid (16 x 9; the
 * heartland is rows 7-8, columns 2-6). "use" lists the choices made for
 * the building used and for every building it uses in turn; arguments
 * that name a building are written as its id.
 */
#include "config.h"

#include <string.h>

#include "common/tt-json.h"
#include "ora/ora-state.h"

static const char *
card_id (const OraState *s,
         int             card)
{
  return card >= 0 && card < s->set->n_cards ? s->set->cards[card].id : NULL;
}

/* Which argument of a step names a card (-1 when none). */
static int
card_arg_of (const OraStep *step)
{
  switch (step->kind)
    {
    case ORA_STEP_USE_UNBUILT:
    case ORA_STEP_BUILD:
    case ORA_STEP_SETTLE:
      return 0;
    default:
      return -1;
    }
}

/* Mark which flat argument positions of a card hold card indices. */
static void
card_positions (const OraCard *card,
                gboolean      *is_card)
{
  int offset = 0;

  for (int i = 0; i < ORA_MAX_ARGS; i++)
    is_card[i] = FALSE;
  for (int i = 0; i < card->n_steps; i++)
    {
      int at = card_arg_of (&card->steps[i]);

      if (at >= 0 && offset + at < ORA_MAX_ARGS)
        is_card[offset + at] = TRUE;
      offset += ora_step_n_args (&card->steps[i]);
    }
}

/* One building used by a move: its card, its arguments (cards by id),
 * the spaces a removal takes and the goods a distinct-goods trade pays. */
static JsonObject *
frame_to_json (const OraState *s,
               const OraFrame *f)
{
  JsonObject *fo = json_object_new ();
  JsonArray *args = json_array_new ();
  gboolean is_card[ORA_MAX_ARGS];

  int base = ora_card_n_args (&s->set->cards[f->card]);

  card_positions (&s->set->cards[f->card], is_card);
  json_object_set_string_member (fo, "card", card_id (s, f->card));
  for (int k = 0; k < MIN (f->nargs, base); k++)
    {
      if (is_card[k] && f->args[k] >= 0)
        json_array_add_string_element (args, card_id (s, f->args[k]));
      else
        json_array_add_int_element (args, f->args[k]);
    }
  json_object_set_array_member (fo, "args", args);
  if (f->nargs > base)
    {
      /* The spaces a removal step takes, after the card's arguments. */
      JsonArray *remove = json_array_new ();

      for (int k = base; k < f->nargs; k++)
        json_array_add_int_element (remove, f->args[k]);
      json_object_set_array_member (fo, "remove", remove);
    }
  if (f->distinct_mask)
    {
      JsonArray *pay = json_array_new ();

      for (int g = 0; g < ORA_N_GOODS; g++)
        if (f->distinct_mask & (1u << g))
          json_array_add_string_element (pay, ora_goods[g].name);
      json_object_set_array_member (fo, "pay", pay);
    }
  return fo;
}

JsonObject *
ora_move_to_json (const OraState  *s,
                    const OraAction *a)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "type", ora_action_type_name (a->type));
  switch (a->type)
    {
    case ORA_ACT_CONTRACT:
      json_object_set_int_member (o, "player", a->player);
      json_object_set_boolean_member (o, "gift", a->gift);
      if (a->player == s->neutral || a->clergy == 0)
        json_object_set_string_member (o, "clergy", a->clergy == 0 ? "prior" : "monk");
      G_GNUC_FALLTHROUGH;
    case ORA_ACT_PLACE:
      if (a->type == ORA_ACT_PLACE)
        json_object_set_string_member (o, "clergy", a->clergy == 0 ? "prior" : "monk");
      json_object_set_int_member (o, "row", a->row);
      json_object_set_int_member (o, "col", a->col);
      break;
    case ORA_ACT_BONUS_PLACE:
      json_object_set_int_member (o, "player", a->player);
      json_object_set_int_member (o, "row", a->row);
      json_object_set_int_member (o, "col", a->col);
      break;
    case ORA_ACT_FELL:
    case ORA_ACT_CUT:
      json_object_set_int_member (o, "row", a->row);
      json_object_set_int_member (o, "col", a->col);
      json_object_set_boolean_member (o, "joker", a->joker);
      break;
    case ORA_ACT_BUILD:
      json_object_set_string_member (o, "card", card_id (s, a->card));
      json_object_set_int_member (o, "row", a->row);
      json_object_set_int_member (o, "col", a->col);
      json_object_set_boolean_member (o, "prior", a->clergy > 0);
      break;
    case ORA_ACT_SETTLE:
      json_object_set_string_member (o, "card", card_id (s, a->card));
      json_object_set_int_member (o, "row", a->row);
      json_object_set_int_member (o, "col", a->col);
      break;
    case ORA_ACT_BUY_DISTRICT:
      json_object_set_string_member (o, "side", a->side == 0 ? "moor" : "plains");
      json_object_set_string_member (o, "where", a->row == 0 ? "above" : "below");
      break;
    case ORA_ACT_BUY_PLOT:
      json_object_set_string_member (o, "side", a->side == 0 ? "coast" : "mountain");
      json_object_set_int_member (o, "row", a->row);
      break;
    default:
      break;
    }
  if (a->keep_turn)
    json_object_set_boolean_member (o, "keep_turn", TRUE);
  if (a->pay_set)
    {
      JsonObject *pay = json_object_new ();

      for (int g = 0; g < ORA_N_GOODS; g++)
        if (a->pay[g] != 0)
          json_object_set_int_member (pay, ora_goods[g].name, a->pay[g]);
      json_object_set_object_member (o, "pay", pay);
    }
  if (a->n_frames > 0)
    {
      JsonArray *uses = json_array_new ();

      for (int i = 0; i < a->n_frames; i++)
        json_array_add_object_element (uses, frame_to_json (s, &a->frames[i]));
      json_object_set_array_member (o, "use", uses);
    }
  return o;
}

static gboolean
lookup_card (const OraState *s,
             const char     *id,
             int            *out,
             GError        **error)
{
  int card = ora_cardset_find (s->set, id);

  if (card < 0)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: unknown card \"%s\"", id);
      return FALSE;
    }
  *out = card;
  return TRUE;
}

static gboolean
get_int (JsonObject  *o,
         const char  *member,
         int          fallback,
         int         *out,
         GError     **error)
{
  gint64 v = fallback;

  if (!tt_json_get_int (o, member, FALSE, -1, 1000, &v, NULL, NULL, error))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* "remove": [cell, ...] names the spaces a removal step (Carpentry,
 * Printing Office, Forest Hut) clears; they follow the card's own
 * arguments in the frame, so "args" must give all of those first. */
static gboolean
read_remove (const OraState *s,
             OraFrame       *f,
             JsonArray      *args,
             JsonArray      *remove,
             guint           use,
             GError        **error)
{
  const OraCard *card = &s->set->cards[f->card];
  int base = ora_card_n_args (card);
  guint n = json_array_get_length (remove);

  if (n == 0)
    return TRUE;
  if (args == NULL || (int) json_array_get_length (args) < base)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE,
                   "move: use[%u] (%s): with \"remove\", \"args\" must first give all %d of its choices", use, card->id, base);
      return FALSE;
    }
  if (base + (int) n > ORA_MAX_ARGS)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: use[%u] (%s): \"remove\" names at most %d spaces",
                   use, card->id, ORA_MAX_ARGS - base);
      return FALSE;
    }
  for (guint k = 0; k < n; k++)
    {
      JsonNode *node = json_array_get_element (remove, k);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error (error, ORA_ERROR, ORA_ERROR_RULE,
                       "move: use[%u].remove[%u]: a space is a number, row * %d + column", use, k, ORA_COLS);
          return FALSE;
        }
      f->args[base + k] = (gint16) CLAMP (json_node_get_int (node), -1, G_MAXINT16);
    }
  f->nargs = base + n;
  return TRUE;
}

static gboolean
read_frames (const OraState *s,
             JsonObject     *o,
             OraAction      *a,
             GError        **error)
{
  JsonArray *uses = NULL;

  if (!tt_json_get_array (o, "use", FALSE, &uses, NULL, NULL, error))
    return FALSE;
  if (uses == NULL)
    return TRUE;
  if (json_array_get_length (uses) > ORA_MAX_FRAMES)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: at most %d building uses", ORA_MAX_FRAMES);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (uses); i++)
    {
      JsonNode *node = json_array_get_element (uses, i);
      JsonObject *fo = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      OraFrame *f = &a->frames[a->n_frames];
      JsonArray *args = NULL, *pay = NULL, *remove = NULL;
      const char *id = NULL;
      int card;

      memset (f, 0, sizeof *f);
      if (fo == NULL ||
          !tt_json_get_string (fo, "card", TRUE, &id, NULL, "use", error) ||
          !tt_json_get_array (fo, "args", FALSE, &args, NULL, "use", error) ||
          !tt_json_get_array (fo, "remove", FALSE, &remove, NULL, "use", error) ||
          !tt_json_get_array (fo, "pay", FALSE, &pay, NULL, "use", error))
        {
          if (error && *error == NULL)
            g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: use[%u] is not an object", i);
          return FALSE;
        }
      if (!lookup_card (s, id, &card, error))
        return FALSE;
      f->card = card;
      for (guint k = 0; args != NULL && k < json_array_get_length (args) && k < ORA_MAX_ARGS; k++)
        {
          JsonNode *an = json_array_get_element (args, k);

          if (JSON_NODE_HOLDS_VALUE (an) && json_node_get_value_type (an) == G_TYPE_STRING)
            {
              int target;

              if (!lookup_card (s, json_node_get_string (an), &target, error))
                return FALSE;
              f->args[k] = target;
            }
          else
            {
              gint64 v = 0;

              /* Counts and choices: a fraction, an array or 99999999999
               * was read as 0 or cut to 16 bits before. */
              if (!tt_json_array_get_int (args, k, -1, 999, &v, "move", "use.args", error))
                return FALSE;
              f->args[k] = (gint16) v;
            }
          f->nargs = k + 1;
        }
      if (remove != NULL && !read_remove (s, f, args, remove, i, error))
        return FALSE;
      for (guint k = 0; pay != NULL && k < json_array_get_length (pay); k++)
        {
          const char *name = NULL;
          int good;

          if (!tt_json_array_get_string (pay, k, &name, "move", "use.pay", error))
            return FALSE;
          good = ora_good_lookup (name);
          if (good < 0)
            {
              g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: unknown good \"%s\"", name);
              return FALSE;
            }
          f->distinct_mask |= 1u << good;
        }
      a->n_frames++;
    }
  return TRUE;
}

/* "pay": { good: count } names the goods for the move's food, energy,
 * coins and points; ora_state_apply() checks that they cover the costs. */
static gboolean
read_pay (JsonObject  *o,
          OraAction   *a,
          GError     **error)
{
  JsonObject *pay = NULL;
  g_autoptr(GList) names = NULL;

  if (!tt_json_get_object (o, "pay", FALSE, &pay, NULL, NULL, error))
    return FALSE;
  if (pay == NULL)
    return TRUE;
  names = json_object_get_members (pay);
  for (GList *l = names; l != NULL; l = l->next)
    {
      int good = ora_good_lookup (l->data);
      gint64 count;

      if (good < 0)
        {
          g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: at pay.%s: unknown good",
                       (const char *) l->data);
          return FALSE;
        }
      if (!tt_json_get_int (pay, l->data, TRUE, 1, 999, &count, NULL, "pay", error))
        return FALSE;
      a->pay[good] = (gint16) count;
    }
  a->pay_set = TRUE;
  return TRUE;
}

gboolean
ora_move_from_json (const OraState  *s,
                      JsonObject      *o,
                      OraAction       *a,
                      GError         **error)
{
  const char *type = NULL, *text = NULL;
  int v;
  gboolean flag = FALSE;

  memset (a, 0, sizeof *a);
  a->card = -1;
  a->row = a->col = -1;
  if (!tt_json_get_string (o, "type", TRUE, &type, NULL, NULL, error))
    return FALSE;
  a->type = ORA_N_ACTS;
  for (int t = 0; t < ORA_N_ACTS; t++)
    if (strcmp (type, ora_action_type_name (t)) == 0)
      a->type = t;
  if (a->type == ORA_N_ACTS)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "move: unknown type \"%s\"", type);
      return FALSE;
    }
  if (!get_int (o, "row", -1, &v, error))
    return FALSE;
  a->row = v;
  if (!get_int (o, "col", -1, &v, error))
    return FALSE;
  a->col = v;
  if (!get_int (o, "player", 0, &v, error))
    return FALSE;
  a->player = v;
  if (!tt_json_get_bool (o, "gift", FALSE, &flag, NULL, NULL, error))
    return FALSE;
  a->gift = flag;
  flag = FALSE;
  if (!tt_json_get_bool (o, "joker", FALSE, &flag, NULL, NULL, error))
    return FALSE;
  a->joker = flag;
  flag = FALSE;
  if (!tt_json_get_bool (o, "keep_turn", FALSE, &flag, NULL, NULL, error))
    return FALSE;
  a->keep_turn = flag;
  flag = FALSE;
  if (!tt_json_get_bool (o, "prior", FALSE, &flag, NULL, NULL, error))
    return FALSE;
  if (a->type == ORA_ACT_BUILD)
    a->clergy = flag;
  if (!tt_json_get_string (o, "clergy", FALSE, &text, NULL, NULL, error))
    return FALSE;
  if (a->type == ORA_ACT_PLACE || a->type == ORA_ACT_CONTRACT)
    a->clergy = g_strcmp0 (text, "prior") == 0 ? 0 : 1;
  text = NULL;
  if (!tt_json_get_string (o, "card", FALSE, &text, NULL, NULL, error))
    return FALSE;
  if (text != NULL)
    {
      int card;

      if (!lookup_card (s, text, &card, error))
        return FALSE;
      a->card = card;
    }
  text = NULL;
  if (!tt_json_get_string (o, "side", FALSE, &text, NULL, NULL, error))
    return FALSE;
  a->side = g_strcmp0 (text, "plains") == 0 || g_strcmp0 (text, "mountain") == 0;
  text = NULL;
  if (!tt_json_get_string (o, "where", FALSE, &text, NULL, NULL, error))
    return FALSE;
  if (a->type == ORA_ACT_BUY_DISTRICT)
    a->row = g_strcmp0 (text, "below") == 0;
  if (!read_pay (o, a, error))
    return FALSE;
  return read_frames (s, o, a, error);
}

static JsonObject *
goods_to_json (const gint16 *goods)
{
  JsonObject *o = json_object_new ();

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (goods[g] != 0)
      json_object_set_int_member (o, ora_goods[g].name, goods[g]);
  return o;
}

static JsonArray *
landscape_to_json (const OraState  *s,
                   const OraPlayer *pl)
{
  JsonArray *cells = json_array_new ();

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];
        JsonObject *o;

        if (cell->terrain == ORA_TERRAIN_NONE || cell->terrain == ORA_TERRAIN_MOUNTAIN_LOWER)
          continue;
        o = json_object_new ();
        json_object_set_int_member (o, "row", r);
        json_object_set_int_member (o, "col", c);
        json_object_set_string_member (o, "terrain", ora_terrain_name (cell->terrain));
        if (cell->cover != ORA_COVER_NONE)
          json_object_set_string_member (o, "cover", cell->cover == ORA_COVER_FOREST ? "forest" : "moor");
        if (cell->card >= 0)
          json_object_set_string_member (o, "card", card_id (s, cell->card));
        if (cell->occupant >= 0)
          {
            json_object_set_int_member (o, "occupant", cell->occupant / 4);
            json_object_set_string_member (o, "clergy", cell->occupant % 4 == 0 ? "prior" : "monk");
          }
        json_array_add_object_element (cells, o);
      }
  return cells;
}

static JsonObject *
wheel_to_json (const OraState *s)
{
  JsonObject *wheel = json_object_new ();

  for (int t = 0; t < ORA_N_TOKENS; t++)
    {
      JsonObject *tok = json_object_new ();

      json_object_set_boolean_member (tok, "in_play", s->wheel[t] >= 0);
      if (s->wheel[t] >= 0)
        {
          json_object_set_int_member (tok, "space", s->wheel[t]);
          json_object_set_int_member (tok, "value", ora_state_wheel_value (s, t));
        }
      json_object_set_object_member (wheel, ora_token_name (t), tok);
    }
  return wheel;
}

static JsonArray *
buildings_to_json (const OraState  *s,
                   const OraPlayer *pl)
{
  JsonArray *buildings = json_array_new ();

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE && pl->cells[r][c].card >= 0)
        {
          const OraCard *card = &s->set->cards[pl->cells[r][c].card];
          JsonObject *bo = json_object_new ();

          json_object_set_string_member (bo, "card", card->id);
          json_object_set_string_member (bo, "name", card->name_en);
          json_object_set_string_member (bo, "name_ko", card->name_ko);
          json_object_set_int_member (bo, "row", r);
          json_object_set_int_member (bo, "col", c);
          json_object_set_boolean_member (bo, "settlement", card->settlement);
          json_array_add_object_element (buildings, bo);
        }
  return buildings;
}

static JsonArray *
clergy_to_json (const OraState  *s,
                const OraPlayer *pl)
{
  JsonArray *clergy = json_array_new ();

  for (int i = 0; i < s->set->modes[s->mode_id].clergy; i++)
    {
      JsonObject *co = json_object_new ();

      json_object_set_string_member (co, "kind", i == 0 ? "prior" : "monk");
      if (pl->clergy[i] >= 0)
        {
          json_object_set_int_member (co, "owner", pl->clergy[i] / 256);
          json_object_set_int_member (co, "row", (pl->clergy[i] % 256) / ORA_COLS);
          json_object_set_int_member (co, "col", (pl->clergy[i] % 256) % ORA_COLS);
        }
      json_array_add_object_element (clergy, co);
    }
  return clergy;
}

/* Player `p` of the summary; `best` is the best score of the players (not
 * the neutral one), for the winners of a finished game. */
static JsonObject *
player_summary_json (const OraState *s,
                     int             p,
                     int             best)
{
  const OraPlayer *pl = &s->players[p];
  JsonObject *po = json_object_new ();
  JsonObject *score = json_object_new ();
  JsonArray *hand = json_array_new ();
  OraScore sc = ora_state_score (s, p);

  json_object_set_int_member (po, "player", p);
  if (p == s->neutral)
    json_object_set_boolean_member (po, "neutral", TRUE);
  json_object_set_object_member (po, "goods", goods_to_json (pl->goods));
  json_object_set_array_member (po, "landscape", landscape_to_json (s, pl));
  json_object_set_array_member (po, "buildings", buildings_to_json (s, pl));
  for (int i = 0; i < 8; i++)
    if (pl->hand & (1u << i))
      json_array_add_string_element (hand, s->set->cards[s->first_settlement + i].id);
  json_object_set_array_member (po, "settlements_in_hand", hand);
  json_object_set_array_member (po, "clergy", clergy_to_json (s, pl));
  json_object_set_int_member (score, "goods", sc.goods);
  json_object_set_int_member (score, "economic", sc.economic);
  json_object_set_int_member (score, "dwelling", sc.dwelling);
  json_object_set_int_member (score, "total", sc.total);
  json_object_set_object_member (po, "score", score);
  if (s->stage == ORA_STAGE_OVER && p != s->neutral)
    json_object_set_boolean_member (po, "winner", sc.total == best);
  return po;
}

JsonNode *
ora_state_summary_json (const OraState *s)
{
  static const char * const stages[] = { "actions", "settlement", "bonus", "over" };
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *display = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  int best = G_MININT;

  json_object_set_string_member (root, "game", "ora");
  json_object_set_string_member (root, "mode", ora_mode_name (s->mode_id));
  json_object_set_string_member (root, "variant", s->variant == ORA_VARIANT_FRANCE ? "france" : "ireland");
  json_object_set_int_member (root, "round", s->round);
  json_object_set_string_member (root, "stage", stages[s->stage]);
  if (s->stage == ORA_STAGE_SETTLEMENT)
    {
      char phase[2] = { (char) ('A' + s->settle_phase), 0 };
      json_object_set_string_member (root, "settlement_phase", phase);
    }
  json_object_set_int_member (root, "next_settlement_phase", s->next_settlement);
  json_object_set_int_member (root, "start_player", s->start_player);
  json_object_set_int_member (root, "current", s->current);
  json_object_set_int_member (root, "contract_cost", s->contract_cost);
  json_object_set_int_member (root, "districts_left", s->set->n_districts - s->districts_taken);
  json_object_set_int_member (root, "plots_left", s->set->n_plots - s->plots_taken);
  json_object_set_int_member (root, "wonders_left", s->wonders_left);
  json_object_set_object_member (root, "wheel", wheel_to_json (s));
  for (int i = 0; i < s->first_settlement; i++)
    if (s->card_loc[i] == ORA_LOC_DISPLAY)
      json_array_add_string_element (display, s->set->cards[i].id);
  json_object_set_array_member (root, "display", display);

  for (int p = 0; p < s->n_players; p++)
    if (p != s->neutral)
      best = MAX (best, ora_state_score (s, p).total);
  for (int p = 0; p < s->n_players; p++)
    json_array_add_object_element (players, player_summary_json (s, p, best));
  json_object_set_array_member (root, "players", players);
  if (s->neutral >= 0)
    {
      int total = ora_state_score (s, 0).total;

      json_object_set_int_member (root, "solo_target", ORA_SOLO_TARGET);
      json_object_set_boolean_member (root, "solo_target_reached", total >= ORA_SOLO_TARGET);
    }
  if (s->final_round)
    json_object_set_boolean_member (root, "final_action", TRUE);
  json_node_take_object (node, root);
  return node;
}
