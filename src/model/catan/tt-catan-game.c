/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game.c — Catan's TtGame: log lines, the acting seat, undo */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "catan/catan-record.h"
#include "catan/catan-rules.h"
#include "tt-catan-game-private.h"

struct _TtCatanGame
{
  TtGame          parent_instance;

  TtCatanCounters counters;   /* tt-catan-game-trade.c */
};

G_DEFINE_FINAL_TYPE (TtCatanGame, tt_catan_game, TT_TYPE_GAME)

/* ---- names ---- */

const char *
tt_catan_card_label (int card)
{
  static const char * const labels[CATAN_N_CARDS] = {
    N_("brick"), N_("lumber"), N_("wool"), N_("grain"), N_("ore"),
    N_("paper"), N_("cloth"), N_("coin"),
  };

  return card >= 0 && card < CATAN_N_CARDS ? _(labels[card]) : "?";
}

const char *
tt_catan_dev_label (int kind)
{
  static const char * const labels[CATAN_N_DEV_KINDS] = {
    N_("Knight"), N_("Victory Point"), N_("Road Building"), N_("Year of Plenty"), N_("Monopoly"),
  };

  return kind >= 0 && kind < CATAN_N_DEV_KINDS ? _(labels[kind]) : "?";
}

const char *
tt_catan_progress_label (int card)
{
  static const char * const labels[CATAN_N_PROGRESS] = {
    N_("Alchemist"), N_("Crane"), N_("Mining"), N_("Irrigation"), N_("Printer"),
    N_("Inventor"), N_("Engineer"), N_("Medicine"), N_("Smith"), N_("Road Building"),
    N_("Bishop"), N_("Diplomat"), N_("Constitution"), N_("Deserter"), N_("Saboteur"),
    N_("Spy"), N_("Intrigue"), N_("Wedding"), N_("Warlord"),
    N_("Merchant"), N_("Commercial Harbor"), N_("Merchant Fleet"), N_("Master Merchant"),
    N_("Commodity Monopoly"), N_("Resource Monopoly"),
  };

  return card >= 0 && card < CATAN_N_PROGRESS ? _(labels[card]) : "?";
}

const char *
tt_catan_terrain_label (int terrain)
{
  static const char * const labels[CATAN_N_TERRAINS] = {
    N_("hills"), N_("forest"), N_("pasture"), N_("fields"), N_("mountains"), N_("desert"),
  };

  return terrain >= 0 && terrain < CATAN_N_TERRAINS ? _(labels[terrain]) : "?";
}

char *
tt_catan_describe_hexes (const CatanBoard *board,
                         const gint16     *hexes,
                         guint             n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const CatanHex *hex;

      if (hexes[i] < 0)
        continue;
      hex = &board->hexes[hexes[i]];
      if (text->len > 0)
        g_string_append (text, _(", "));
      if (hex->number > 0)
        /* Translators: a land hex and its number token, e.g. "forest 11" */
        g_string_append_printf (text, _("%s %u"), tt_catan_terrain_label (hex->terrain), hex->number);
      else
        g_string_append (text, tt_catan_terrain_label (hex->terrain));
    }
  if (text->len == 0)
    g_string_append (text, _("the coast"));
  return g_string_free (text, FALSE);
}

char *
tt_catan_cards_text (const guint8 *cards)
{
  GString *text = g_string_new (NULL);

  for (int c = 0; c < CATAN_N_CARDS; c++)
    if (cards[c] > 0)
      {
        if (text->len > 0)
          g_string_append (text, _(", "));
        /* Translators: a number of cards of one kind, e.g. "2 brick" */
        g_string_append_printf (text, _("%u %s"), cards[c], tt_catan_card_label (c));
      }
  return g_string_free (text, FALSE);
}

/* ---- the acting seat ---- */

const CatanState *
tt_catan_game_get_state (TtCatanGame *self)
{
  g_return_val_if_fail (TT_IS_CATAN_GAME (self), NULL);
  return tt_game_get_state (TT_GAME (self));
}

static gboolean
has_move (const GArray *moves,
          int           player)
{
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, CatanAction, i).player == player)
      return TRUE;
  return FALSE;
}

/* When several may act, one at a time: the others answer an offer
 * before the offerer chooses; discards and other answers go round the
 * table from the player whose turn it is. */
static int
actor_of (const CatanState *state,
          const GArray     *moves)
{
  int n = state->options.n_players;
  int first = state->phase == CATAN_PHASE_TRADE ? 1 : 0;

  for (int i = 0; i < n; i++)
    {
      int p = (state->current + first + i) % n;

      if (has_move (moves, p))
        return p;
    }
  return -1;
}

static int
tt_catan_game_get_current_player (TtGame *game)
{
  const CatanState *state = tt_game_get_state (game);
  g_autoptr(GArray) moves = NULL;

  if (state == NULL || catan_state_is_finished (state))
    return -1;
  moves = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  catan_state_legal_moves (state, moves);
  return actor_of (state, moves);
}

/* The roller while others discard, the offerer while others answer. */
static int
tt_catan_game_get_turn_player (TtGame *game)
{
  const CatanState *state = tt_game_get_state (game);

  return state != NULL ? state->current : -1;
}

gboolean
tt_catan_game_play_action (TtCatanGame       *self,
                           const CatanAction *action,
                           GError           **error)
{
  const CatanState *state = tt_catan_game_get_state (self);
  g_autoptr(JsonObject) move = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  move = catan_move_to_json (state, action);
  return tt_game_play (TT_GAME (self), move, error);
}

/* Victory point cards stay hidden until the end. */
static int
tt_catan_game_get_score (TtGame *game,
                         guint   player)
{
  const CatanState *state = tt_game_get_state (game);

  if (state == NULL || player >= state->options.n_players)
    return 0;
  return catan_state_vp (state, player, catan_state_is_finished (state));
}

static const char *
tt_catan_game_get_phase (TtGame *game)
{
  const CatanState *state = tt_game_get_state (game);

  return state != NULL ? catan_phase_name (state->phase) : NULL;
}

/* ---- undo ---- */

/* Moves after which something became known that undo must not hide
 * again: dice, a drawn card, a stolen card. */
static gboolean
reveals (JsonObject *move)
{
  static const char * const types[] = {
    "roll", "buy", "robber", "knight_chase", "progress", "pick_progress", "discard", NULL,
  };
  const char *type = json_object_get_string_member_with_default (move, "type", "");

  return g_strv_contains (types, type);
}

static guint
tt_catan_game_undo_count (TtGame *game)
{
  guint count = TT_GAME_CLASS (tt_catan_game_parent_class)->undo_count (game);
  const TtRecord *record = tt_game_get_record (game);
  guint n = tt_record_get_n_moves (record);

  for (guint i = 0; i < count && i < n; i++)
    if (reveals (tt_record_get_move (record, n - 1 - i)))
      return 0;
  return count;
}

/* ---- the log ---- */

static const char *
name_of (TtGame *game,
         int     player)
{
  if (player < 0 || (guint) player >= tt_game_get_n_players (game))
    return "?";
  return tt_game_get_player_name (game, player);
}

static char *
corner_text (const CatanBoard *board,
             const char       *name)
{
  int corner = catan_board_parse_corner (board, name);

  if (corner < 0)
    return g_strdup (name);
  return tt_catan_describe_hexes (board, board->corners[corner].hexes, 3);
}

static char *
edge_text (const CatanBoard *board,
           const char       *name)
{
  int edge = catan_board_parse_edge (board, name);

  if (edge < 0)
    return g_strdup (name);
  return tt_catan_describe_hexes (board, board->edges[edge].hexes, 2);
}

static char *
hex_text (const CatanBoard *board,
          const char       *name)
{
  int hex = catan_board_parse_hex (board, name);
  gint16 hexes[1] = { hex };

  if (hex < 0)
    return g_strdup (name);
  return tt_catan_describe_hexes (board, hexes, 1);
}

static void
cards_from_json (JsonObject *object,
                 guint8     *cards)
{
  memset (cards, 0, CATAN_N_CARDS);
  if (object == NULL)
    return;
  for (int c = 0; c < CATAN_N_CARDS; c++)
    cards[c] = json_object_get_int_member_with_default (object, catan_card_name (c), 0);
}

static JsonObject *
object_member (JsonObject *object,
               const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static char *
move_text (TtGame           *game,
           const CatanState *state,
           int               player,
           JsonObject       *move)
{
  const CatanBoard *board = state->board;
  const char *type = json_object_get_string_member_with_default (move, "type", "");
  const char *who = name_of (game, player);
  g_autofree char *place = NULL;

  if (g_str_equal (type, "settle"))
    {
      const char *name = json_object_get_string_member_with_default (move, "corner", "");
      int corner = catan_board_parse_corner (board, name);

      place = corner_text (board, name);
      /* Cities & Knights' second placement of the setup is a city */
      if (corner >= 0 && state->corner_level[corner] == 2)
        return g_strdup_printf (_("%s built a city at %s"), who, place);
      return g_strdup_printf (_("%s built a settlement at %s"), who, place);
    }
  if (g_str_equal (type, "city"))
    {
      place = corner_text (board, json_object_get_string_member_with_default (move, "corner", ""));
      return g_strdup_printf (_("%s built a city at %s"), who, place);
    }
  if (g_str_equal (type, "road"))
    {
      place = edge_text (board, json_object_get_string_member_with_default (move, "edge", ""));
      return g_strdup_printf (_("%s built a road by %s"), who, place);
    }
  if (g_str_equal (type, "robber") || g_str_equal (type, "knight_chase"))
    {
      int victim = json_object_get_int_member_with_default (move, "victim", -1);

      place = hex_text (board, json_object_get_string_member_with_default (move, "hex", ""));
      if (victim >= 0)
        return g_strdup_printf (_("%s moved the robber to %s and took a card from %s"),
                                who, place, name_of (game, victim));
      return g_strdup_printf (_("%s moved the robber to %s"), who, place);
    }
  if (g_str_equal (type, "buy"))
    return g_strdup_printf (_("%s bought a development card"), who);
  if (g_str_equal (type, "knight"))
    return g_strdup_printf (_("%s played a Knight"), who);
  if (g_str_equal (type, "road_building"))
    return g_strdup_printf (_("%s played Road Building"), who);
  if (g_str_equal (type, "year_of_plenty"))
    return g_strdup_printf (_("%s played Year of Plenty"), who);
  if (g_str_equal (type, "monopoly"))
    return g_strdup_printf (_("%s played Monopoly on %s"), who,
                            tt_catan_card_label (catan_card_from_name (json_object_get_string_member_with_default (move, "resource", ""))));
  if (g_str_equal (type, "bank_trade"))
    {
      int give = catan_card_from_name (json_object_get_string_member_with_default (move, "give", ""));
      int get = catan_card_from_name (json_object_get_string_member_with_default (move, "get", ""));

      return g_strdup_printf (_("%s traded %d %s for 1 %s"), who,
                              give >= 0 ? catan_state_trade_ratio (state, player, give) : 0,
                              tt_catan_card_label (give), tt_catan_card_label (get));
    }
  if (g_str_equal (type, "offer"))
    {
      guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
      g_autofree char *gives = NULL, *gets = NULL;

      cards_from_json (object_member (move, "give"), give);
      cards_from_json (object_member (move, "get"), get);
      gives = tt_catan_cards_text (give);
      gets = tt_catan_cards_text (get);
      return g_strdup_printf (_("%s offers %s for %s"), who, gives, gets);
    }
  if (g_str_equal (type, "accept"))
    return g_strdup_printf (_("%s accepts the offer"), who);
  if (g_str_equal (type, "reject"))
    return g_strdup_printf (_("%s declines the offer"), who);
  if (g_str_equal (type, "confirm"))
    return g_strdup_printf (_("%s traded with %s"), who,
                            name_of (game, json_object_get_int_member_with_default (move, "partner", -1)));
  if (g_str_equal (type, "cancel"))
    return g_strdup_printf (_("%s withdrew the offer"), who);
  if (g_str_equal (type, "discard"))
    {
      guint8 cards[CATAN_N_CARDS];
      g_autofree char *text = NULL;

      cards_from_json (object_member (move, "cards"), cards);
      text = tt_catan_cards_text (cards);
      return g_strdup_printf (_("%s discarded %s"), who, text);
    }
  if (g_str_equal (type, "end"))
    return g_strdup_printf (_("%s ended the turn"), who);
  if (g_str_equal (type, "knight_build"))
    return g_strdup_printf (_("%s built a knight"), who);
  if (g_str_equal (type, "knight_activate"))
    return g_strdup_printf (_("%s activated a knight"), who);
  if (g_str_equal (type, "knight_promote"))
    return g_strdup_printf (_("%s promoted a knight"), who);
  if (g_str_equal (type, "knight_move"))
    return g_strdup_printf (_("%s moved a knight"), who);
  if (g_str_equal (type, "wall"))
    return g_strdup_printf (_("%s built a city wall"), who);
  if (g_str_equal (type, "improve"))
    return g_strdup_printf (_("%s improved a city"), who);
  if (g_str_equal (type, "progress"))
    return g_strdup_printf (_("%s played %s"), who,
                            tt_catan_progress_label (catan_progress_from_name (json_object_get_string_member_with_default (move, "card", ""))));
  return NULL;
}

/* Lines for what the move caused that every player sees. */
static char *
event_text (TtGame     *game,
            JsonObject *event)
{
  const char *type = json_object_get_string_member_with_default (event, "type", "");
  int player = json_object_get_int_member_with_default (event, "player", -1);
  int a = json_object_get_int_member_with_default (event, "a", 0);
  int b = json_object_get_int_member_with_default (event, "b", 0);

  if (g_str_equal (type, "rolled"))
    return g_strdup_printf (_("%s rolled %d"), name_of (game, player), a + b);
  if (g_str_equal (type, "produced"))
    {
      guint8 cards[CATAN_N_CARDS];
      g_autofree char *text = NULL;

      cards_from_json (object_member (event, "cards"), cards);
      text = tt_catan_cards_text (cards);
      return g_strdup_printf (_("%s received %s"), name_of (game, player), text);
    }
  if (g_str_equal (type, "shortage"))
    return g_strdup_printf (_("The bank ran out of %s: nobody receives it"), tt_catan_card_label (a));
  if (g_str_equal (type, "longest_road") && player >= 0)
    return g_strdup_printf (_("%s has the Longest Road"), name_of (game, player));
  if (g_str_equal (type, "largest_army") && player >= 0)
    return g_strdup_printf (_("%s has the Largest Army"), name_of (game, player));
  if (g_str_equal (type, "won"))
    return g_strdup_printf (_("%s won the game"), name_of (game, player));
  if (g_str_equal (type, "attack"))
    return g_strdup_printf (_("The barbarians attack: strength %d against %d"), a, b);
  return NULL;
}

static void
tt_catan_game_describe_move (TtGame     *game,
                             int         player,
                             JsonObject *move,
                             JsonArray  *events)
{
  const CatanState *state = tt_game_get_state (game);
  g_autofree char *text = NULL;
  int mover = json_object_get_int_member_with_default (move, "player", player);

  text = move_text (game, state, mover, move);
  /* a roll is told by its event */
  if (text != NULL)
    tt_game_add_log (game, mover, text);
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonObject *event = json_array_get_object_element (events, i);
      g_autofree char *line = event_text (game, event);

      if (line != NULL)
        tt_game_add_log (game, json_object_get_int_member_with_default (event, "player", -1), line);
      if (g_str_equal (json_object_get_string_member_with_default (event, "type", ""), "turn"))
        tt_game_mark_new_turn (game);
    }
}

static void
tt_catan_game_class_init (TtCatanGameClass *klass)
{
  TtGameClass *game_class = TT_GAME_CLASS (klass);

  game_class->get_current_player = tt_catan_game_get_current_player;
  game_class->get_turn_player = tt_catan_game_get_turn_player;
  game_class->get_score = tt_catan_game_get_score;
  game_class->get_phase = tt_catan_game_get_phase;
  game_class->undo_count = tt_catan_game_undo_count;
  game_class->describe_move = tt_catan_game_describe_move;
  tt_catan_game_words_class_init (game_class);
}

TtCatanCounters *
tt_catan_game_get_counters (TtCatanGame *self)
{
  return &self->counters;
}

/* The counters answer one offer: they go with it (a new offer, the end of
 * the trade, undo or a new start). */
static void
on_move_applied (TtCatanGame *self,
                 guint        index,
                 JsonObject  *move)
{
  const CatanState *state = tt_catan_game_get_state (self);

  if (state == NULL || state->phase != CATAN_PHASE_TRADE
      || g_strcmp0 (json_object_get_string_member_with_default (move, "type", ""), "offer") == 0)
    tt_catan_game_forget_counters (self);
}

static void
tt_catan_game_init (TtCatanGame *self)
{
  g_signal_connect (self, "move-applied", G_CALLBACK (on_move_applied), NULL);
  g_signal_connect (self, "state-reset", G_CALLBACK (tt_catan_game_forget_counters), NULL);
}
