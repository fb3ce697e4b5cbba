/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game.c — the Ora et Labora game model: log lines and phases */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tt-ora-game.h"
#include "tt-ora-game-words.h"

struct _TtOraGame
{
  TtGame   parent_instance;
  /* What the log last said about the game's course, so a new round or
   * settlement phase gets its own line once. */
  int      logged_round;
  OraStage logged_stage;
};

G_DEFINE_FINAL_TYPE (TtOraGame, tt_ora_game, TT_TYPE_GAME)

/* In context: Catan has grain and coins too, named otherwise in Korean. */
static const char * const good_labels[ORA_N_GOODS] = {
  [ORA_GRAIN] = NC_("Ora et Labora good", "grain"), [ORA_STRAW] = NC_("Ora et Labora good", "straw"),
  [ORA_SHEEP] = NC_("Ora et Labora good", "sheep"), [ORA_MEAT] = NC_("Ora et Labora good", "meat"),
  [ORA_CLAY] = NC_("Ora et Labora good", "clay"), [ORA_CERAMIC] = NC_("Ora et Labora good", "ceramic"),
  [ORA_WOOD] = NC_("Ora et Labora good", "wood"), [ORA_WHISKEY] = NC_("Ora et Labora good", "whiskey"),
  [ORA_PEAT] = NC_("Ora et Labora good", "peat"), [ORA_COAL] = NC_("Ora et Labora good", "coal"),
  [ORA_COIN] = NC_("Ora et Labora good", "coin"), [ORA_BOOK] = NC_("Ora et Labora good", "book"),
  [ORA_COIN5] = NC_("Ora et Labora good", "5 coins"), [ORA_RELIQUARY] = NC_("Ora et Labora good", "reliquary"),
  [ORA_STONE] = NC_("Ora et Labora good", "stone"), [ORA_ORNAMENT] = NC_("Ora et Labora good", "ornament"),
  [ORA_GRAPES] = NC_("Ora et Labora good", "grapes"), [ORA_WINE] = NC_("Ora et Labora good", "wine"),
  [ORA_MALT] = NC_("Ora et Labora good", "malt"), [ORA_BEER] = NC_("Ora et Labora good", "beer"),
  [ORA_FLOUR] = NC_("Ora et Labora good", "flour"), [ORA_BREAD] = NC_("Ora et Labora good", "bread"),
  [ORA_WONDER] = NC_("Ora et Labora good", "wonder"),
};

const char *
tt_ora_good_label (OraGood good)
{
  g_return_val_if_fail (good < ORA_N_GOODS, "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "Ora et Labora good", good_labels[good]);
}

/* Each good has its own pair, since English counts some goods ("3 coins")
 * and not others ("3 wood") and Korean puts the number after the good. */
char *
tt_ora_good_amount (OraGood good,
                    int     n)
{
  switch (good)
    {
    case ORA_GRAIN: return g_strdup_printf (ngettext ("%d grain", "%d grain", n), n);
    case ORA_STRAW: return g_strdup_printf (ngettext ("%d straw", "%d straw", n), n);
    case ORA_SHEEP: return g_strdup_printf (ngettext ("%d sheep", "%d sheep", n), n);
    case ORA_MEAT: return g_strdup_printf (ngettext ("%d meat", "%d meat", n), n);
    case ORA_CLAY: return g_strdup_printf (ngettext ("%d clay", "%d clay", n), n);
    case ORA_CERAMIC: return g_strdup_printf (ngettext ("%d ceramic", "%d ceramics", n), n);
    case ORA_WOOD: return g_strdup_printf (ngettext ("%d wood", "%d wood", n), n);
    case ORA_WHISKEY: return g_strdup_printf (ngettext ("%d whiskey", "%d whiskey", n), n);
    case ORA_PEAT: return g_strdup_printf (ngettext ("%d peat", "%d peat", n), n);
    case ORA_COAL: return g_strdup_printf (ngettext ("%d coal", "%d coal", n), n);
    case ORA_COIN: return g_strdup_printf (ngettext ("%d coin", "%d coins", n), n);
    case ORA_BOOK: return g_strdup_printf (ngettext ("%d book", "%d books", n), n);
    case ORA_COIN5: return g_strdup_printf (ngettext ("%d five-coin piece", "%d five-coin pieces", n), n);
    case ORA_RELIQUARY: return g_strdup_printf (ngettext ("%d reliquary", "%d reliquaries", n), n);
    case ORA_STONE: return g_strdup_printf (ngettext ("%d stone", "%d stone", n), n);
    case ORA_ORNAMENT: return g_strdup_printf (ngettext ("%d ornament", "%d ornaments", n), n);
    case ORA_GRAPES: return g_strdup_printf (ngettext ("%d grapes", "%d grapes", n), n);
    case ORA_WINE: return g_strdup_printf (ngettext ("%d wine", "%d wine", n), n);
    case ORA_MALT: return g_strdup_printf (ngettext ("%d malt", "%d malt", n), n);
    case ORA_BEER: return g_strdup_printf (ngettext ("%d beer", "%d beer", n), n);
    case ORA_FLOUR: return g_strdup_printf (ngettext ("%d flour", "%d flour", n), n);
    case ORA_BREAD: return g_strdup_printf (ngettext ("%d bread", "%d bread", n), n);
    case ORA_WONDER: return g_strdup_printf (ngettext ("%d wonder", "%d wonders", n), n);
    case ORA_N_GOODS:
    default:
      break;
    }
  g_return_val_if_reached (g_strdup_printf ("%d", n));
}

const char *
tt_ora_card_label (const OraCard *card)
{
  const char * const *languages = g_get_language_names ();

  /* the interface language decides, as for every other string */
  for (guint i = 0; languages[i]; i++)
    {
      if (g_str_has_prefix (languages[i], "ko"))
        return card->name_ko && *card->name_ko ? card->name_ko : card->name_en;
      if (g_str_has_prefix (languages[i], "en") || g_str_equal (languages[i], "C"))
        break;
    }
  return card->name_en;
}

TtOraGame *
tt_ora_game_new (void)
{
  return g_object_new (TT_TYPE_ORA_GAME, NULL);
}

const OraState *
tt_ora_game_get_ora_state (TtOraGame *self)
{
  g_return_val_if_fail (TT_IS_ORA_GAME (self), NULL);
  return tt_game_get_state (TT_GAME (self));
}

const char *
tt_ora_game_player_name (TtOraGame *self,
                         int        player)
{
  if (player >= 0 && (guint) player < tt_game_get_n_players (TT_GAME (self)))
    return tt_game_get_player_name (TT_GAME (self), (guint) player);
  return _("The neutral player");
}

/* The building at (row, col) of `owner`'s landscape, in words. */
static const char *
building_at (const OraState *state,
             int             owner,
             JsonObject     *move)
{
  int row = (int) json_object_get_int_member_with_default (move, "row", -1);
  int col = (int) json_object_get_int_member_with_default (move, "col", -1);
  int card;

  if (owner < 0 || owner >= ORA_MAX_PLAYERS || row < 0 || row >= ORA_ROWS || col < 0 || col >= ORA_COLS)
    return "?";
  card = state->players[owner].cells[row][col].card;
  return card >= 0 ? tt_ora_card_label (&state->set->cards[card]) : "?";
}

static const char *
card_named (const OraState *state,
            JsonObject     *move)
{
  const char *id = json_object_get_string_member_with_default (move, "card", "");
  int card = ora_cardset_find (state->set, id);

  return card >= 0 ? tt_ora_card_label (&state->set->cards[card]) : id;
}

static char *
describe (TtOraGame      *self,
          const OraState *state,
          int             player,
          JsonObject     *move)
{
  const char *type = json_object_get_string_member_with_default (move, "type", "");
  const char *who = tt_ora_game_player_name (self, player);
  gboolean prior = g_strcmp0 (json_object_get_string_member_with_default (move, "clergy", ""), "prior") == 0;
  int owner = (int) json_object_get_int_member_with_default (move, "player", player);

  if (g_str_equal (type, "place"))
    return prior ? g_strdup_printf (_("%s sends the prior to %s"), who, building_at (state, player, move))
                 : g_strdup_printf (_("%s sends a lay brother to %s"), who, building_at (state, player, move));
  if (g_str_equal (type, "contract"))
    return g_strdup_printf (json_object_get_boolean_member_with_default (move, "gift", FALSE)
                              ? _("%s uses %s’s %s through a work contract, paid with a gift")
                              : _("%s uses %s’s %s through a work contract"),
                            who, tt_ora_game_player_name (self, owner), building_at (state, owner, move));
  if (g_str_equal (type, "bonus"))
    return g_strdup_printf (_("%s sends the prior to %s in the bonus round"), who,
                            building_at (state, owner, move));
  if (g_str_equal (type, "fell"))
    return g_strdup_printf (_("%s fells trees"), who);
  if (g_str_equal (type, "cut"))
    return g_strdup_printf (_("%s cuts peat"), who);
  if (g_str_equal (type, "build"))
    return g_strdup_printf (_("%s builds %s"), who, card_named (state, move));
  if (g_str_equal (type, "settle"))
    return g_strdup_printf (_("%s founds %s"), who, card_named (state, move));
  if (g_str_equal (type, "buy_district"))
    return g_strdup_printf (_("%s buys a district"), who);
  if (g_str_equal (type, "buy_plot"))
    return g_strdup_printf (_("%s buys a plot"), who);
  if (g_str_equal (type, "flip_grain"))
    return g_strdup_printf (_("%s turns grain into straw"), who);
  if (g_str_equal (type, "sell_wine"))
    return g_strdup_printf (_("%s sells wine for coins"), who);
  if (g_str_equal (type, "sell_whiskey"))
    return g_strdup_printf (_("%s sells whiskey for coins"), who);
  if (g_str_equal (type, "pass"))
    return g_strdup_printf (_("%s founds no settlement"), who);
  if (g_str_equal (type, "end_turn"))
    return g_strdup_printf (_("%s ends the turn"), who);
  return g_strdup_printf (_("%s moves"), who);
}

/* A line of its own when a round, a settlement phase or the bonus round begins. */
static void
log_course (TtOraGame      *self,
            const OraState *state)
{
  g_autofree char *text = NULL;

  if (state->stage == ORA_STAGE_SETTLEMENT && self->logged_stage != ORA_STAGE_SETTLEMENT)
    /* %c: the phase letter A–E */
    text = g_strdup_printf (_("Settlement phase %c begins"), 'A' + state->settle_phase);
  else if (state->stage == ORA_STAGE_BONUS && self->logged_stage != ORA_STAGE_BONUS)
    text = g_strdup (_("The bonus round begins"));
  else if (state->stage == ORA_STAGE_ACTIONS && state->round != self->logged_round)
    text = g_strdup_printf (_("Round %d begins"), state->round);
  if (state->stage == ORA_STAGE_ACTIONS)
    self->logged_round = state->round;
  self->logged_stage = state->stage;
  if (text != NULL)
    tt_game_add_log (TT_GAME (self), -1, text);
}

static void
tt_ora_game_describe_move (TtGame     *game,
                           int         player,
                           JsonObject *move,
                           JsonArray  *events)
{
  TtOraGame *self = TT_ORA_GAME (game);
  const OraState *state = tt_ora_game_get_ora_state (self);
  g_autofree char *text = NULL;

  if (state == NULL)
    return;
  text = describe (self, state, player, move);
  tt_game_add_log (game, player, text);
  log_course (self, state);
}

static gboolean
tt_ora_game_reset (TtGame         *game,
                   const TtRecord *record,
                   GError        **error)
{
  TtOraGame *self = TT_ORA_GAME (game);
  const OraState *state;

  if (!TT_GAME_CLASS (tt_ora_game_parent_class)->reset (game, record, error))
    return FALSE;
  state = tt_game_get_state (game);
  self->logged_round = state ? state->round : 0;
  self->logged_stage = state ? state->stage : ORA_STAGE_ACTIONS;
  return TRUE;
}

static const char *
tt_ora_game_get_phase (TtGame *game)
{
  const OraState *state = tt_game_get_state (game);
  static char buffer[64];

  if (state == NULL)
    return "";
  switch (state->stage)
    {
    case ORA_STAGE_OVER:
      return _("Game over");
    case ORA_STAGE_BONUS:
      return _("Bonus round");
    case ORA_STAGE_SETTLEMENT:
      /* the phase letter A–E */
      g_snprintf (buffer, sizeof buffer, _("Settlement phase %c"), 'A' + state->settle_phase);
      return buffer;
    case ORA_STAGE_ACTIONS:
    default:
      g_snprintf (buffer, sizeof buffer, _("Round %d"), state->round);
      return buffer;
    }
}

static guint
tt_ora_game_get_turn (TtGame *game)
{
  const OraState *state = tt_game_get_state (game);

  return state != NULL ? (guint) state->round : 0;
}

static void
tt_ora_game_describe_choice (TtGame                *game,
                             gconstpointer          state,
                             gconstpointer          move,
                             const TtRulesDecision *decisions,
                             guint                  n_decisions,
                             guint                  level,
                             TtMoveWords           *words)
{
  tt_ora_describe_choice (TT_ORA_GAME (game), state, move, decisions, n_decisions, level, words);
}

static char *
tt_ora_game_describe_preview (TtGame        *game,
                              gconstpointer  state,
                              gconstpointer  move,
                              gconstpointer  after,
                              int            player)
{
  return tt_ora_describe_preview (TT_ORA_GAME (game), state, after, player);
}

static void
tt_ora_game_class_init (TtOraGameClass *klass)
{
  TtGameClass *game_class = TT_GAME_CLASS (klass);

  game_class->reset = tt_ora_game_reset;
  game_class->describe_move = tt_ora_game_describe_move;
  game_class->get_phase = tt_ora_game_get_phase;
  game_class->get_turn = tt_ora_game_get_turn;
  game_class->describe_choice = tt_ora_game_describe_choice;
  game_class->describe_preview = tt_ora_game_describe_preview;
}

static void
tt_ora_game_init (TtOraGame *self)
{
}
