/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-words.c — Catan's moves in words for the move draft
 *
 * Each decision of catan_decisions() gets its question and each answer
 * its words: what to do, the place (the hexes around it), the player, the
 * card. The detail tells what the move gives and gets, found by trying it
 * on a copy, except where that would tell what chance or another hand
 * hides (a roll, a stolen card, a monopoly's haul): those say what happens
 * in general words and have no preview.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "catan/catan-decisions.h"
#include "tt-catan-game-private.h"

const char *
tt_catan_track_label (int track)
{
  static const char * const labels[3] = { N_("science"), N_("trade"), N_("politics") };

  return track >= 0 && track < 3 ? _(labels[track]) : "?";
}

/* Moves whose outcome, or whose haul from hidden hands, the words must
 * not tell before they are made. */
static gboolean
is_hidden (const CatanAction *a)
{
  switch (a->type)
    {
    case CATAN_ACTION_ROLL:
    case CATAN_ACTION_BUY_DEV:
    case CATAN_ACTION_PICK_PROGRESS:
    case CATAN_ACTION_PLAY_MONOPOLY:
      return TRUE;
    case CATAN_ACTION_ROBBER:
    case CATAN_ACTION_CHASE_ROBBER:
      return a->victim >= 0;
    case CATAN_ACTION_PROGRESS:
      return a->card == CATAN_PROGRESS_ALCHEMIST || a->card == CATAN_PROGRESS_RESOURCE_MONOPOLY
             || a->card == CATAN_PROGRESS_COMMODITY_MONOPOLY;
    default:
      return FALSE;
    }
}

static const char *
player_name (TtGame *game,
             int     player)
{
  if (player < 0 || (guint) player >= tt_game_get_n_players (game))
    return _("nobody");
  return tt_game_get_player_name (game, player);
}

static char *
action_label (const CatanAction *a)
{
  switch (a->type)
    {
    case CATAN_ACTION_SETTLE: return g_strdup (_("Build a settlement"));
    case CATAN_ACTION_ROAD: return g_strdup (_("Build a road"));
    case CATAN_ACTION_CITY: return g_strdup (_("Build a city"));
    case CATAN_ACTION_ROLL: return g_strdup (_("Roll the dice"));
    case CATAN_ACTION_DISCARD: return g_strdup (_("Discard a card"));
    case CATAN_ACTION_ROBBER: return g_strdup (_("Move the robber"));
    case CATAN_ACTION_BUY_DEV: return g_strdup (_("Buy a development card"));
    case CATAN_ACTION_PLAY_KNIGHT: return g_strdup (_("Play a Knight"));
    case CATAN_ACTION_PLAY_ROAD_BUILDING: return g_strdup (_("Play Road Building"));
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY: return g_strdup (_("Play Year of Plenty"));
    case CATAN_ACTION_PLAY_MONOPOLY: return g_strdup (_("Play Monopoly"));
    case CATAN_ACTION_BANK_TRADE: return g_strdup (_("Trade with the bank"));
    case CATAN_ACTION_OFFER: return g_strdup (_("Offer a trade"));
    case CATAN_ACTION_ACCEPT: return g_strdup (_("Accept the offer"));
    case CATAN_ACTION_REJECT: return g_strdup (_("Decline the offer"));
    case CATAN_ACTION_CONFIRM: return g_strdup (_("Trade with a player who accepted"));
    case CATAN_ACTION_CANCEL: return g_strdup (_("Withdraw the offer"));
    case CATAN_ACTION_END_TURN: return g_strdup (_("End the turn"));
    case CATAN_ACTION_BUILD_KNIGHT: return g_strdup (_("Build a knight"));
    case CATAN_ACTION_ACTIVATE_KNIGHT: return g_strdup (_("Activate a knight"));
    case CATAN_ACTION_PROMOTE_KNIGHT: return g_strdup (_("Promote a knight"));
    case CATAN_ACTION_MOVE_KNIGHT: return g_strdup (_("Move a knight"));
    case CATAN_ACTION_CHASE_ROBBER: return g_strdup (_("Chase the robber away"));
    case CATAN_ACTION_BUILD_WALL: return g_strdup (_("Build a city wall"));
    case CATAN_ACTION_IMPROVE:
      /* Translators: a city improvement track: science, trade or politics */
      return g_strdup_printf (_("Improve %s"), tt_catan_track_label (a->res));
    case CATAN_ACTION_PROGRESS:
      /* Translators: playing a progress card, e.g. "Play Alchemist" */
      return g_strdup_printf (_("Play %s"), tt_catan_progress_label (a->card));
    case CATAN_ACTION_GIVE: return g_strdup (_("Give cards"));
    case CATAN_ACTION_DROP_PROGRESS: return g_strdup (_("Drop a progress card"));
    case CATAN_ACTION_PICK_PROGRESS: return g_strdup (_("Draw a progress card"));
    case CATAN_ACTION_AQUEDUCT: return g_strdup (_("Take a resource (Aqueduct)"));
    case CATAN_ACTION_RETREAT: return g_strdup (_("Retreat the knight"));
    case CATAN_ACTION_PILLAGE: return g_strdup (_("Give up a city to the barbarians"));
    default: return g_strdup ("?");
    }
}

static const char *
corner_prompt (const CatanAction *a,
               gboolean           second)
{
  if (a->type == CATAN_ACTION_PROGRESS)
    switch (a->card)
      {
      case CATAN_PROGRESS_ENGINEER: return _("Which city gets the wall?");
      case CATAN_PROGRESS_MEDICINE: return _("Which settlement becomes a city?");
      case CATAN_PROGRESS_INTRIGUE: return _("Which knight will you displace?");
      case CATAN_PROGRESS_DESERTER:
        return second ? _("Where will your new knight stand?") : _("Which knight deserts?");
      case CATAN_PROGRESS_SMITH:
        return second ? _("Which second knight will you promote?") : _("Which knight will you promote?");
      default: break;
      }
  switch (a->type)
    {
    case CATAN_ACTION_SETTLE: return _("Where will you build the settlement?");
    case CATAN_ACTION_CITY: return _("Which settlement becomes a city?");
    case CATAN_ACTION_BUILD_KNIGHT: return _("Where will you place the knight?");
    case CATAN_ACTION_ACTIVATE_KNIGHT: return _("Which knight will you activate?");
    case CATAN_ACTION_PROMOTE_KNIGHT: return _("Which knight will you promote?");
    case CATAN_ACTION_BUILD_WALL: return _("Which city gets the wall?");
    case CATAN_ACTION_RETREAT: return _("Where does your knight retreat?");
    case CATAN_ACTION_PILLAGE: return _("Which city do the barbarians reduce?");
    case CATAN_ACTION_MOVE_KNIGHT:
      return second ? _("Where does the knight go?") : _("Which knight will you move?");
    default: return _("Which knight?");
    }
}

static const char *
card_prompt (const CatanAction *a,
             gboolean           second)
{
  if (a->type == CATAN_ACTION_PROGRESS)
    switch (a->card)
      {
      case CATAN_PROGRESS_MASTER_MERCHANT:
        return second ? _("Which second card will you take?") : _("Which card will you take?");
      case CATAN_PROGRESS_MERCHANT_FLEET: return _("Which card will you trade two for one?");
      case CATAN_PROGRESS_COMMERCIAL_HARBOR: return _("Which resource will you offer?");
      default: return _("Which kind of card?");
      }
  switch (a->type)
    {
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
      return second ? _("Which second resource will you take?") : _("Which resource will you take first?");
    case CATAN_ACTION_PLAY_MONOPOLY: return _("Which resource will you claim?");
    case CATAN_ACTION_AQUEDUCT: return _("Which resource will you take?");
    case CATAN_ACTION_DISCARD:
    case CATAN_ACTION_GIVE: return _("Which second card will you give?");
    default: return _("Which card?");
    }
}

static const char *
prompt_for (const CatanAction     *a,
            const TtRulesDecision *d)
{
  switch (d->kind)
    {
    case CATAN_DECISION_ACTION: return _("What will you do?");
    case CATAN_DECISION_CORNER: return corner_prompt (a, FALSE);
    case CATAN_DECISION_CORNER_TO: return corner_prompt (a, TRUE);
    case CATAN_DECISION_EDGE:
      return a->type == CATAN_ACTION_PROGRESS ? _("Which open road will you remove?")
                                              : _("Where will you build the road?");
    case CATAN_DECISION_HEX:
      if (a->type == CATAN_ACTION_PROGRESS && a->card == CATAN_PROGRESS_MERCHANT)
        return _("Where will you place the merchant?");
      if (a->type == CATAN_ACTION_PROGRESS && a->card == CATAN_PROGRESS_INVENTOR)
        return _("Which number token will you move?");
      return _("Where will you move the robber?");
    case CATAN_DECISION_HEX_TO: return _("Which token will it swap with?");
    case CATAN_DECISION_PLAYER:
      if (a->type == CATAN_ACTION_CONFIRM)
        return _("With whom will you trade?");
      if (a->type == CATAN_ACTION_PROGRESS)
        return _("From whom?");
      return _("Whom will you rob?");
    case CATAN_DECISION_GIVE:
      if (a->type == CATAN_ACTION_DISCARD)
        return _("Which card will you discard?");
      if (a->type == CATAN_ACTION_GIVE)
        return _("Which card will you give?");
      if (a->type == CATAN_ACTION_BANK_TRADE)
        return _("Which cards will you give the bank?");
      if (a->type == CATAN_ACTION_OFFER)
        return _("Which card will you offer?");
      return _("What will you give?");
    case CATAN_DECISION_GET: return _("What will you get?");
    case CATAN_DECISION_CARD: return card_prompt (a, FALSE);
    case CATAN_DECISION_CARD2: return card_prompt (a, TRUE);
    case CATAN_DECISION_PROGRESS:
      return a->type == CATAN_ACTION_DROP_PROGRESS ? _("Which progress card will you drop?")
                                                   : _("Which progress card will you take?");
    case CATAN_DECISION_TRACK: return _("From which deck will you draw?");
    case CATAN_DECISION_WHITE_DIE: return _("What will the white die show?");
    case CATAN_DECISION_RED_DIE: return _("What will the red die show?");
    default: return _("Which?");
    }
}

static char *
place_label (const CatanState      *state,
             const CatanAction     *a,
             const TtRulesDecision *d)
{
  const CatanBoard *board = state->board;
  int where = d->value[0];

  switch (d->kind)
    {
    case CATAN_DECISION_CORNER:
    case CATAN_DECISION_CORNER_TO:
      if (where < 0 && a->type == CATAN_ACTION_RETREAT)
        return g_strdup (_("Nowhere: the knight leaves the board"));
      if (where < 0)
        return g_strdup (a->card == CATAN_PROGRESS_DESERTER ? _("Nowhere: no free corner on your roads")
                                                            : _("No second knight"));
      return tt_catan_describe_hexes (board, board->corners[where].hexes, 3);
    case CATAN_DECISION_EDGE:
      return tt_catan_describe_hexes (board, board->edges[where].hexes, 2);
    default:
      {
        gint16 hex = (gint16) where;

        return tt_catan_describe_hexes (board, &hex, 1);
      }
    }
}

/* What gives a 2:1 bank trade: the engine's order of precedence (Cities
 * & Knights' merchant, Merchant Fleet and trading house, else a harbour). */
typedef enum { BY_HARBOR, BY_TRADING_HOUSE, BY_FLEET, BY_MERCHANT } TwoForOne;

static TwoForOne
two_for_one (const CatanState *state,
             int               player,
             int               card)
{
  if (!state->options.cities_and_knights)
    return BY_HARBOR;
  if (state->merchant_owner == player && state->merchant_hex >= 0
      && (int) state->board->hexes[state->merchant_hex].terrain == card)
    return BY_MERCHANT;
  if (state->fleet_card == card && player == (int) state->current)
    return BY_FLEET;
  if (card >= CATAN_PAPER && state->players[player].improvements[CATAN_TRACK_TRADE] >= 3)
    return BY_TRADING_HOUSE;
  return BY_HARBOR;
}

/* A card of a trade with its amount: the bank's ratio says what makes it
 * cheaper ("Give 2 ore (harbor)"). */
static char *
trade_label (const CatanState      *state,
             const CatanAction     *a,
             const TtRulesDecision *d)
{
  const char *card = tt_catan_card_label (d->value[0]);
  int ratio;

  if (d->kind == CATAN_DECISION_GET)
    /* Translators: a card got in a trade, e.g. "Get 1 brick" */
    return a->type == CATAN_ACTION_OFFER ? g_strdup_printf (_("Ask for 1 %s"), card)
                                         : g_strdup_printf (_("Get 1 %s"), card);
  if (a->type == CATAN_ACTION_OFFER)
    /* Translators: a card offered to the other players, e.g. "Give 1 wool" */
    return g_strdup_printf (_("Give 1 %s"), card);
  ratio = catan_state_trade_ratio (state, a->player, d->value[0]);
  if (ratio == 2)
    switch (two_for_one (state, a->player, d->value[0]))
      {
      /* Translators: cards given to the bank at a harbour, e.g. "Give 2 ore (harbor)" */
      case BY_HARBOR: return g_strdup_printf (_("Give 2 %s (harbor)"), card);
      case BY_TRADING_HOUSE: return g_strdup_printf (_("Give 2 %s (trading house)"), card);
      case BY_FLEET: return g_strdup_printf (_("Give 2 %s (Merchant Fleet)"), card);
      case BY_MERCHANT: return g_strdup_printf (_("Give 2 %s (merchant)"), card);
      }
  if (ratio == 3)
    return g_strdup_printf (_("Give 3 %s (3:1 harbor)"), card);
  /* Translators: cards given to the bank, e.g. "Give 4 wool" */
  return g_strdup_printf (_("Give %d %s"), ratio, card);
}

/* Why the bank takes that many: the ratio and what gives it. */
static char *
ratio_detail (const CatanState  *state,
              const CatanAction *a)
{
  int ratio = catan_state_trade_ratio (state, a->player, a->res);
  const char *why = _("4:1: no harbor");

  if (ratio == 3)
    why = _("3:1: your 3:1 harbor");
  else if (ratio == 2)
    switch (two_for_one (state, a->player, a->res))
      {
      case BY_HARBOR: why = _("2:1: your harbor for this card"); break;
      case BY_TRADING_HOUSE: why = _("2:1: your trading house"); break;
      case BY_FLEET: why = _("2:1: your Merchant Fleet this turn"); break;
      case BY_MERCHANT: why = _("2:1: your merchant's land"); break;
      }
  /* Translators: the ratio of a bank trade, then the cards of that kind held */
  return g_strdup_printf (_("%s · you have %u %s"), why, state->players[a->player].cards[a->res],
                          tt_catan_card_label (a->res));
}

static char *
value_label (TtGame                *game,
             const CatanState      *state,
             const CatanAction     *a,
             const TtRulesDecision *d)
{
  int v = d->value[0];

  switch (d->kind)
    {
    case CATAN_DECISION_ACTION:
      return action_label (a);
    case CATAN_DECISION_PLAYER:
      if (v < 0)
        return g_strdup (_("Nobody: no one there has cards"));
      return g_strdup (player_name (game, v));
    case CATAN_DECISION_GIVE:
    case CATAN_DECISION_GET:
      if (a->type == CATAN_ACTION_BANK_TRADE || a->type == CATAN_ACTION_OFFER)
        return trade_label (state, a, d);
      G_GNUC_FALLTHROUGH;
    case CATAN_DECISION_CARD:
    case CATAN_DECISION_CARD2:
      return g_strdup (tt_catan_card_label (v));
    case CATAN_DECISION_PROGRESS:
      return g_strdup (tt_catan_progress_label (v));
    case CATAN_DECISION_TRACK:
      /* Translators: a progress card deck by its track, e.g. "The science deck" */
      return g_strdup_printf (_("The %s deck"), tt_catan_track_label (v));
    case CATAN_DECISION_WHITE_DIE:
    case CATAN_DECISION_RED_DIE:
      return g_strdup_printf ("%d", v);
    default:
      return place_label (state, a, d);
    }
}

/* What the mover's hand loses and gains by `a`, tried on a copy. */
static gboolean
hand_change (const CatanState  *state,
             const CatanAction *a,
             guint8            *paid,
             guint8            *got)
{
  g_autoptr(CatanState) after = catan_state_copy (state);
  CatanAction move = *a;
  int p = a->player;

  memset (paid, 0, CATAN_N_CARDS);
  memset (got, 0, CATAN_N_CARDS);
  if (p < 0 || !catan_state_apply (after, &move, NULL, NULL))
    return FALSE;
  for (int c = 0; c < CATAN_N_CARDS; c++)
    {
      int d = after->players[p].cards[c] - state->players[p].cards[c];

      paid[c] = (guint8) MAX (0, -d);
      got[c] = (guint8) MAX (0, d);
    }
  return TRUE;
}

static gboolean
any_card (const guint8 *cards)
{
  for (int c = 0; c < CATAN_N_CARDS; c++)
    if (cards[c] > 0)
      return TRUE;
  return FALSE;
}

static char *
exchange_text (const guint8 *paid,
               const guint8 *got,
               const char   *partner)
{
  g_autofree char *gives = tt_catan_cards_text (paid);
  g_autofree char *gets = tt_catan_cards_text (got);

  if (any_card (paid) && any_card (got))
    return partner != NULL
           /* Translators: a trade with a player: cards given to them, then got */
           ? g_strdup_printf (_("You give %s to %s and get %s"), gives, partner, gets)
           : g_strdup_printf (_("You give %s and get %s"), gives, gets);
  if (any_card (paid))
    return partner != NULL ? g_strdup_printf (_("You give %s to %s"), gives, partner)
                           : g_strdup_printf (_("You pay %s"), gives);
  if (any_card (got))
    return g_strdup_printf (_("You get %s"), gets);
  return NULL;
}

static char *
offer_text (const CatanState  *state,
            const CatanAction *a)
{
  g_autofree char *gives = tt_catan_cards_text (a->give);
  g_autofree char *gets = tt_catan_cards_text (a->get);

  return g_strdup_printf (_("You offer %s to the others and ask %s in return"), gives, gets);
}

/* Words that tell what happens without a trial on a copy. */
static char *
general_detail (TtGame            *game,
                const CatanState  *state,
                const CatanAction *a)
{
  switch (a->type)
    {
    case CATAN_ACTION_ROBBER:
    case CATAN_ACTION_CHASE_ROBBER:
      if (a->victim >= 0)
        return g_strdup_printf (_("You take a random card from %s"), player_name (game, a->victim));
      return NULL;
    case CATAN_ACTION_BUY_DEV:
      return g_strdup (_("You pay 1 wool, 1 grain and 1 ore for a card from the deck"));
    case CATAN_ACTION_PLAY_MONOPOLY:
      return g_strdup_printf (_("Every other player gives you all their %s"), tt_catan_card_label (a->res));
    case CATAN_ACTION_PICK_PROGRESS:
      return g_strdup (_("You draw the top card of that deck"));
    case CATAN_ACTION_OFFER:
      return offer_text (state, a);
    case CATAN_ACTION_ACCEPT:
      {
        g_autofree char *gives = tt_catan_cards_text (state->trade_get);
        g_autofree char *gets = tt_catan_cards_text (state->trade_give);

        return g_strdup_printf (_("If %s takes it, you give %s and get %s"),
                                player_name (game, state->current), gives, gets);
      }
    default:
      return NULL;
    }
}

static char *
detail_for (TtGame            *game,
            const CatanState  *state,
            const CatanAction *a)
{
  guint8 paid[CATAN_N_CARDS], got[CATAN_N_CARDS];
  char *text = general_detail (game, state, a);

  if (text != NULL || is_hidden (a) || a->type == CATAN_ACTION_ROLL)
    return text;
  if (!hand_change (state, a, paid, got))
    return NULL;
  return exchange_text (paid, got, a->type == CATAN_ACTION_CONFIRM ? player_name (game, a->victim) : NULL);
}

static gboolean
gains_nothing (const CatanAction *a)
{
  return a->type == CATAN_ACTION_END_TURN || a->type == CATAN_ACTION_REJECT
         || a->type == CATAN_ACTION_CANCEL
         || ((a->type == CATAN_ACTION_ROBBER || a->type == CATAN_ACTION_CHASE_ROBBER) && a->victim < 0);
}

static void
tt_catan_game_describe_choice (TtGame                *game,
                               gconstpointer          state_pointer,
                               gconstpointer          move,
                               const TtRulesDecision *decisions,
                               guint                  n_decisions,
                               guint                  level,
                               TtMoveWords           *words)
{
  const CatanState *state = state_pointer;
  const CatanAction *a = move;

  if (level >= n_decisions)
    {
      words->prompt = g_strdup (_("What will you do?"));
      words->label = action_label (a);
      return;
    }
  /* what the bank takes is said again where its giving was not asked */
  if (a->type == CATAN_ACTION_BANK_TRADE && decisions[level].kind == CATAN_DECISION_GET)
    words->prompt = g_strdup_printf (_("Which card will you take from the bank for %d %s?"),
                                     catan_state_trade_ratio (state, a->player, a->res), tt_catan_card_label (a->res));
  else if (a->type == CATAN_ACTION_OFFER && decisions[level].kind == CATAN_DECISION_GET)
    words->prompt = g_strdup_printf (_("Which card will you ask for in return for 1 %s?"),
                                     tt_catan_card_label (decisions[level - 1].value[0]));
  else
    words->prompt = g_strdup (prompt_for (a, &decisions[level]));
  words->label = value_label (game, state, a, &decisions[level]);
  /* what is given and got, once the choice settles the move */
  if (level + 1 == n_decisions)
    words->detail = detail_for (game, state, a);
  else if (a->type == CATAN_ACTION_BANK_TRADE && decisions[level].kind == CATAN_DECISION_GIVE)
    words->detail = ratio_detail (state, a);
  words->gains_nothing = level + 1 == n_decisions && gains_nothing (a);
}

static char *
tt_catan_game_describe_preview (TtGame        *game,
                                gconstpointer  state_pointer,
                                gconstpointer  move,
                                gconstpointer  after_pointer,
                                int            player)
{
  const CatanAction *a = move;
  const CatanState *after = after_pointer;
  g_autofree char *hand = NULL;
  int points;

  if (is_hidden (a) || player < 0 || player >= after->options.n_players)
    return NULL;
  hand = tt_catan_cards_text (after->players[player].cards);
  points = catan_state_vp (after, player, FALSE);
  if (*hand == '\0')
    return g_strdup_printf (ngettext ("Afterwards: no cards, %d point",
                                      "Afterwards: no cards, %d points", points), points);
  /* Translators: the hand and the victory points after a move */
  return g_strdup_printf (ngettext ("Afterwards: %s, %d point", "Afterwards: %s, %d points", points),
                          hand, points);
}

void
tt_catan_game_words_class_init (TtGameClass *game_class)
{
  game_class->describe_choice = tt_catan_game_describe_choice;
  game_class->describe_preview = tt_catan_game_describe_preview;
}
