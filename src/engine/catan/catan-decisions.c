/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-decisions.c — a Catan move as the decisions a person takes
 *
 * Legal actions are listed in a reduced form (see catan-state.h): one card
 * at a time for discards, one card for one card for offers, a pair for
 * gifts. Each field an action varies in becomes one decision, so that two
 * legal actions always differ in one of them.
 */
#include "config.h"

#include <string.h>

#include "catan-decisions.h"

gboolean
catan_decision_is_place (int kind)
{
  return kind == CATAN_DECISION_CORNER || kind == CATAN_DECISION_CORNER_TO
         || kind == CATAN_DECISION_EDGE || kind == CATAN_DECISION_HEX
         || kind == CATAN_DECISION_HEX_TO;
}

gboolean
catan_decision_is_card (int kind)
{
  return kind == CATAN_DECISION_GIVE || kind == CATAN_DECISION_GET
         || kind == CATAN_DECISION_CARD || kind == CATAN_DECISION_CARD2;
}

typedef struct
{
  TtRulesDecision *out;
  guint            n;
} Decisions;

static void
add (Decisions *d,
     int        kind,
     int        value)
{
  if (d->n >= TT_RULES_MAX_DECISIONS)
    return;
  d->out[d->n].kind = kind;
  d->out[d->n].value[0] = value;
  d->n++;
}

/* The first kind of card in `cards`, then the second (the same again when
 * it holds two); -1 for none. */
static void
two_cards (const guint8 *cards,
           int          *first,
           int          *second)
{
  *first = *second = -1;
  for (int c = 0; c < CATAN_N_CARDS; c++)
    for (int k = 0; k < cards[c]; k++)
      {
        if (*first < 0)
          *first = c;
        else if (*second < 0)
          *second = c;
      }
}

static void
progress_decisions (const CatanAction *a,
                    Decisions         *d)
{
  int first, second;

  switch (a->card)
    {
    case CATAN_PROGRESS_ALCHEMIST:
      add (d, CATAN_DECISION_WHITE_DIE, a->dice[0]);
      add (d, CATAN_DECISION_RED_DIE, a->dice[1]);
      break;
    case CATAN_PROGRESS_INVENTOR:
      add (d, CATAN_DECISION_HEX, a->where);
      add (d, CATAN_DECISION_HEX_TO, a->where2);
      break;
    case CATAN_PROGRESS_SMITH:
    case CATAN_PROGRESS_DESERTER:   /* the knight, then the new knight's corner */
      add (d, CATAN_DECISION_CORNER, a->where);
      add (d, CATAN_DECISION_CORNER_TO, a->where2);
      break;
    case CATAN_PROGRESS_ENGINEER:
    case CATAN_PROGRESS_MEDICINE:
    case CATAN_PROGRESS_INTRIGUE:
      add (d, CATAN_DECISION_CORNER, a->where);
      break;
    case CATAN_PROGRESS_BISHOP:
    case CATAN_PROGRESS_MERCHANT:
      add (d, CATAN_DECISION_HEX, a->where);
      break;
    case CATAN_PROGRESS_DIPLOMAT:
      add (d, CATAN_DECISION_EDGE, a->where);
      break;
    case CATAN_PROGRESS_SPY:
      add (d, CATAN_DECISION_PLAYER, a->victim);
      add (d, CATAN_DECISION_PROGRESS, a->res);
      break;
    case CATAN_PROGRESS_MASTER_MERCHANT:
      two_cards (a->give, &first, &second);
      add (d, CATAN_DECISION_PLAYER, a->victim);
      add (d, CATAN_DECISION_CARD, first);
      add (d, CATAN_DECISION_CARD2, second);
      break;
    case CATAN_PROGRESS_COMMERCIAL_HARBOR:
    case CATAN_PROGRESS_RESOURCE_MONOPOLY:
    case CATAN_PROGRESS_COMMODITY_MONOPOLY:
    case CATAN_PROGRESS_MERCHANT_FLEET:
      add (d, CATAN_DECISION_CARD, a->res);
      break;
    default:
      break;
    }
}

guint
catan_decisions (const CatanState  *state,
                 const CatanAction *a,
                 int               *player,
                 TtRulesDecision   *out)
{
  Decisions d = { out, 0 };
  int first, second;

  memset (out, 0, sizeof (TtRulesDecision) * TT_RULES_MAX_DECISIONS);
  *player = a->player;
  add (&d, CATAN_DECISION_ACTION, a->type);
  out[0].value[1] = -1;
  switch (a->type)
    {
    case CATAN_ACTION_SETTLE:
    case CATAN_ACTION_CITY:
    case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT:
    case CATAN_ACTION_BUILD_WALL:
    case CATAN_ACTION_RETREAT:
    case CATAN_ACTION_PILLAGE:
      add (&d, CATAN_DECISION_CORNER, a->where);
      break;
    case CATAN_ACTION_ROAD:
      add (&d, CATAN_DECISION_EDGE, a->where);
      break;
    case CATAN_ACTION_ROBBER:
      add (&d, CATAN_DECISION_HEX, a->where);
      add (&d, CATAN_DECISION_PLAYER, a->victim);
      break;
    case CATAN_ACTION_MOVE_KNIGHT:
      add (&d, CATAN_DECISION_CORNER, a->where);
      add (&d, CATAN_DECISION_CORNER_TO, a->where2);
      break;
    case CATAN_ACTION_CHASE_ROBBER:
      add (&d, CATAN_DECISION_CORNER, a->where);
      add (&d, CATAN_DECISION_HEX, a->where2);
      add (&d, CATAN_DECISION_PLAYER, a->victim);
      break;
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
      add (&d, CATAN_DECISION_CARD, a->res);
      add (&d, CATAN_DECISION_CARD2, a->res2);
      break;
    case CATAN_ACTION_PLAY_MONOPOLY:
    case CATAN_ACTION_AQUEDUCT:
      add (&d, CATAN_DECISION_CARD, a->res);
      break;
    case CATAN_ACTION_BANK_TRADE:
      add (&d, CATAN_DECISION_GIVE, a->res);
      add (&d, CATAN_DECISION_GET, a->res2);
      break;
    case CATAN_ACTION_OFFER:
      two_cards (a->give, &first, &second);
      add (&d, CATAN_DECISION_GIVE, first);
      two_cards (a->get, &first, &second);
      add (&d, CATAN_DECISION_GET, first);
      break;
    case CATAN_ACTION_DISCARD:
    case CATAN_ACTION_GIVE:
      two_cards (a->give, &first, &second);
      add (&d, CATAN_DECISION_GIVE, first);
      if (second >= 0)
        add (&d, CATAN_DECISION_CARD2, second);
      break;
    case CATAN_ACTION_CONFIRM:
      add (&d, CATAN_DECISION_PLAYER, a->victim);
      break;
    case CATAN_ACTION_IMPROVE:
      out[0].value[1] = a->res;   /* each track is its own build */
      break;
    case CATAN_ACTION_PICK_PROGRESS:
      add (&d, CATAN_DECISION_TRACK, a->res);
      break;
    case CATAN_ACTION_DROP_PROGRESS:
      add (&d, CATAN_DECISION_PROGRESS, a->card);
      break;
    case CATAN_ACTION_PROGRESS:
      out[0].value[1] = a->card;  /* which card to play is the first choice */
      progress_decisions (a, &d);
      break;
    default:
      break;
    }
  return d.n;
}
