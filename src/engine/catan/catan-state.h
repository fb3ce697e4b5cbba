/* catan-state.h — the rules of Catan: a game state, its actions and events
 *
 * A CatanState is created from options + seed (+ a board) and changes only
 * through catan_state_apply(), which checks the action against the rules and
 * on failure leaves the state untouched and returns a GError whose message
 * names the rule. The state is one flat block of memory plus a shared,
 * immutable board, so catan_state_copy() is a memcpy (the AI searches on
 * copies). All randomness (dice, the development deck order, stolen cards)
 * comes from the state's own TtRng; an action may also carry the chance
 * outcome (see CatanAction.dice / .chance) so that records written from a
 * game replay exactly and rule examples can force a roll.
 *
 * Phases and who acts:
 *   SETUP_SETTLEMENT / SETUP_ROAD   snake order 0…n-1, n-1…0
 *   ROLL       the current player rolls (may play a development card first)
 *   DISCARD    after a 7, every player owing cards discards (any order)
 *   ROBBER     the current player moves the robber and names a victim
 *   MAIN       trade, build, buy and play cards, end the turn
 *   ROAD_BUILDING  the current player places the free roads of the card
 *   TRADE      an offer is open: the others accept or reject, then the
 *              current player confirms with one who accepted or cancels
 *   OVER       somebody won (or the turn cap was reached)
 */
#pragma once

#include <glib.h>

#include "catan-board.h"
#include "common/tt-rng.h"

G_BEGIN_DECLS

#define CATAN_STATE_ERROR (catan_state_error_quark ())
#define CATAN_MAX_PLAYERS 4
#define CATAN_N_DEV_CARDS 25
#define CATAN_ROADS       15   /* pieces per player (seed) */
#define CATAN_SETTLEMENTS 5
#define CATAN_CITIES      4

typedef enum
{
  CATAN_ERROR_NOT_YOUR_TURN,
  CATAN_ERROR_WRONG_PHASE,
  CATAN_ERROR_PLACE,          /* distance rule, connection, occupied place */
  CATAN_ERROR_COST,           /* cannot pay */
  CATAN_ERROR_PIECES,         /* no pieces left */
  CATAN_ERROR_TRADE,
  CATAN_ERROR_CARD,           /* development card rules */
  CATAN_ERROR_ROBBER,
  CATAN_ERROR_DISCARD,
  CATAN_ERROR_INVALID,        /* malformed action */
} CatanStateError;

typedef enum
{
  CATAN_PHASE_SETUP_SETTLEMENT,
  CATAN_PHASE_SETUP_ROAD,
  CATAN_PHASE_ROLL,
  CATAN_PHASE_DISCARD,
  CATAN_PHASE_ROBBER,
  CATAN_PHASE_MAIN,
  CATAN_PHASE_ROAD_BUILDING,
  CATAN_PHASE_TRADE,
  CATAN_PHASE_OVER,
} CatanPhase;

typedef enum
{
  CATAN_DEV_KNIGHT,
  CATAN_DEV_VICTORY_POINT,
  CATAN_DEV_ROAD_BUILDING,
  CATAN_DEV_YEAR_OF_PLENTY,
  CATAN_DEV_MONOPOLY,
  CATAN_N_DEV_KINDS
} CatanDevCard;

typedef enum
{
  CATAN_ACTION_SETTLE,          /* where = corner */
  CATAN_ACTION_ROAD,            /* where = edge */
  CATAN_ACTION_CITY,            /* where = corner */
  CATAN_ACTION_ROLL,            /* dice = forced result or 0 */
  CATAN_ACTION_DISCARD,         /* player, give[] */
  CATAN_ACTION_ROBBER,          /* where = hex, victim or -1, chance = stolen card or -1 */
  CATAN_ACTION_BUY_DEV,         /* chance = forced card kind or -1 */
  CATAN_ACTION_PLAY_KNIGHT,     /* then the ROBBER phase */
  CATAN_ACTION_PLAY_ROAD_BUILDING,
  CATAN_ACTION_PLAY_YEAR_OF_PLENTY, /* res, res2 */
  CATAN_ACTION_PLAY_MONOPOLY,   /* res */
  CATAN_ACTION_BANK_TRADE,      /* res = given (ratio 4/3/2 taken), res2 = received */
  CATAN_ACTION_OFFER,           /* give[], get[] (seen from the current player) */
  CATAN_ACTION_ACCEPT,          /* player answering the open offer */
  CATAN_ACTION_REJECT,
  CATAN_ACTION_CONFIRM,         /* victim = the partner who accepted */
  CATAN_ACTION_CANCEL,
  CATAN_ACTION_END_TURN,
  CATAN_N_ACTIONS
} CatanActionType;

typedef struct
{
  guint8 type;                  /* CatanActionType */
  gint8  player;
  gint16 where;
  gint8  victim;
  gint8  res, res2;
  gint8  chance;                /* forced hidden outcome, -1: from the generator */
  guint8 dice[2];               /* forced dice, 0 0: from the generator */
  guint8 give[CATAN_N_CARDS];
  guint8 get[CATAN_N_CARDS];
} CatanAction;

typedef enum
{
  CATAN_EVENT_ROLLED,           /* a = white, b = red (sum a+b) */
  CATAN_EVENT_PRODUCED,         /* player, cards[] */
  CATAN_EVENT_SHORTAGE,         /* a = resource nobody got because the bank ran short */
  CATAN_EVENT_DISCARDED,        /* player, cards[] */
  CATAN_EVENT_ROBBER_MOVED,     /* a = hex */
  CATAN_EVENT_STOLE,            /* player took card a from other */
  CATAN_EVENT_BUILT,            /* player, a = action type, b = place */
  CATAN_EVENT_DEV_BOUGHT,       /* player, a = kind (hidden in views) */
  CATAN_EVENT_DEV_PLAYED,       /* player, a = kind */
  CATAN_EVENT_TRADED,           /* player with other (-1: bank), cards[] given, b = received card (bank) */
  CATAN_EVENT_MONOPOLY,         /* player took cards[] of resource a */
  CATAN_EVENT_LONGEST_ROAD,     /* player = new holder or -1, other = old holder */
  CATAN_EVENT_LARGEST_ARMY,
  CATAN_EVENT_TURN,             /* player's turn starts */
  CATAN_EVENT_WON,              /* player */
} CatanEventType;

typedef struct
{
  guint8 type;
  gint8  player, other;
  gint16 a, b;
  guint8 cards[CATAN_N_CARDS];
} CatanEvent;

typedef struct
{
  guint8 cards[CATAN_N_CARDS];
  guint8 dev[CATAN_N_DEV_KINDS];        /* in hand, including new ones */
  guint8 dev_new[CATAN_N_DEV_KINDS];    /* bought this turn */
  guint8 knights_played;
  guint8 roads_left, settlements_left, cities_left;
  guint8 road_length;
  guint8 hidden_cards;                  /* views only: resource cards of unknown kind */
  guint8 hidden_dev;                    /* views only: development cards of unknown kind */
  guint8 discard_owed;
  gint8  trade_answer;                  /* -1 none, 0 rejected, 1 accepted */
} CatanPlayer;

typedef struct
{
  guint8  n_players;
  gboolean cities_and_knights;
  guint8  vp_to_win;                    /* 10 (13 with Cities & Knights) */
  guint16 turn_cap;                     /* 0: none; the game ends unfinished */
} CatanOptions;

typedef struct _CatanState CatanState;

struct _CatanState
{
  CatanBoard  *board;
  CatanOptions options;
  TtRng        rng;
  guint8       phase;
  gint8        current;
  guint8       setup_step;              /* 0 … 2n-1 */
  guint8       after_robber;            /* phase to return to after the robber */
  guint8       roads_to_build;          /* Road Building card */
  gint8        longest_road, largest_army;
  gint8        winner;
  gboolean     rolled, dev_played;
  gint16       robber;
  gint16       last_settlement;         /* setup: the road must touch it */
  guint8       last_dice[2];
  guint16      turn;                    /* 1 at the first regular turn */
  guint32      n_actions;
  guint8       bank[CATAN_N_CARDS];
  guint8       deck[CATAN_N_DEV_CARDS];
  guint8       deck_len;                /* cards left; the top is deck[deck_len - 1] */
  guint8       trade_give[CATAN_N_CARDS];
  guint8       trade_get[CATAN_N_CARDS];
  guint8       numbers[CATAN_MAX_HEXES];
  gint8        corner_owner[CATAN_MAX_CORNERS];
  guint8       corner_level[CATAN_MAX_CORNERS];  /* 0 empty, 1 settlement, 2 city */
  gint8        edge_owner[CATAN_MAX_EDGES];
  CatanPlayer  players[CATAN_MAX_PLAYERS];
};

GQuark       catan_state_error_quark    (void);

CatanState  *catan_state_new            (CatanBoard          *board,
                                         const CatanOptions  *options,
                                         guint64              seed,
                                         GError             **error);
CatanState  *catan_state_copy           (const CatanState    *state);
void         catan_state_copy_into      (CatanState          *dest,
                                         const CatanState    *src);
void         catan_state_free           (CatanState          *state);
CatanState  *catan_state_view           (const CatanState    *state,
                                         int                  player);

gboolean     catan_state_apply          (CatanState          *state,
                                         const CatanAction   *action,
                                         GArray              *events,
                                         GError             **error);
guint        catan_state_legal_actions  (const CatanState    *state,
                                         GArray              *actions);

int          catan_state_vp             (const CatanState    *state,
                                         int                  player,
                                         gboolean             with_hidden);
int          catan_state_road_length    (const CatanState    *state,
                                         int                  player);
int          catan_state_hand_size      (const CatanState    *state,
                                         int                  player);
int          catan_state_trade_ratio    (const CatanState    *state,
                                         int                  player,
                                         int                  resource);
gboolean     catan_state_finished       (const CatanState    *state);

void         catan_action_init          (CatanAction         *action,
                                         CatanActionType      type,
                                         int                  player);
const char  *catan_action_type_name     (CatanActionType      type);
int          catan_action_type_from_name (const char         *name);
const char  *catan_dev_card_name        (CatanDevCard         card);
int          catan_dev_card_from_name   (const char          *name);
const char  *catan_phase_name           (CatanPhase           phase);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CatanState, catan_state_free)

G_END_DECLS
