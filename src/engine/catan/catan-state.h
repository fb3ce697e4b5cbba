/* SPDX-License-Identifier: GPL-3.0-or-later */
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
 *   RESPOND    Cities & Knights: other players owe an answer (discard, gift,
 *              dropping or picking a progress card, Aqueduct, retreating a
 *              displaced knight; see the *_owed fields and retreat_player);
 *              afterwards play resumes in resume_phase
 *
 * Legal actions (catan_state_legal_moves) cover every player who may act
 * now. A few families are listed in a reduced form that apply() extends:
 * discards one card at a time, domestic offers one card for one card.
 * Chance stays inside apply(): a listed roll
 * has no dice.
 *
 * Cities & Knights (options.cities_and_knights) lives in catan-ck.c; the
 * state carries its pieces in the same flat block (knights, walls,
 * improvements, metropolises, merchant, barbarian track, progress decks).
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
  CATAN_PHASE_RESPOND,          /* Cities & Knights: players owe answers (see CatanPlayer) */
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
  /* science (green) */
  CATAN_PROGRESS_ALCHEMIST, CATAN_PROGRESS_CRANE, CATAN_PROGRESS_MINING,
  CATAN_PROGRESS_IRRIGATION, CATAN_PROGRESS_PRINTER, CATAN_PROGRESS_INVENTOR,
  CATAN_PROGRESS_ENGINEER, CATAN_PROGRESS_MEDICINE, CATAN_PROGRESS_SMITH,
  CATAN_PROGRESS_ROAD_BUILDING,
  /* politics (blue) */
  CATAN_PROGRESS_BISHOP, CATAN_PROGRESS_DIPLOMAT, CATAN_PROGRESS_CONSTITUTION,
  CATAN_PROGRESS_DESERTER, CATAN_PROGRESS_SABOTEUR, CATAN_PROGRESS_SPY,
  CATAN_PROGRESS_INTRIGUE, CATAN_PROGRESS_WEDDING, CATAN_PROGRESS_WARLORD,
  /* trade (yellow) */
  CATAN_PROGRESS_MERCHANT, CATAN_PROGRESS_COMMERCIAL_HARBOR, CATAN_PROGRESS_MERCHANT_FLEET,
  CATAN_PROGRESS_MASTER_MERCHANT, CATAN_PROGRESS_COMMODITY_MONOPOLY,
  CATAN_PROGRESS_RESOURCE_MONOPOLY,
  CATAN_N_PROGRESS
} CatanProgress;

typedef enum
{
  CATAN_TRACK_SCIENCE,          /* paper, green */
  CATAN_TRACK_TRADE,            /* cloth, yellow */
  CATAN_TRACK_POLITICS,         /* coin, blue */
} CatanTrack;

#define CATAN_BARBARIAN_STEPS 7
#define CATAN_PROGRESS_LIMIT  4

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
  /* Cities & Knights */
  CATAN_ACTION_BUILD_KNIGHT,    /* where = corner */
  CATAN_ACTION_ACTIVATE_KNIGHT, /* where */
  CATAN_ACTION_PROMOTE_KNIGHT,  /* where */
  CATAN_ACTION_MOVE_KNIGHT,     /* where -> where2 (displaces a weaker knight there) */
  CATAN_ACTION_CHASE_ROBBER,    /* where = knight, where2 = hex, victim, chance */
  CATAN_ACTION_BUILD_WALL,      /* where = city */
  CATAN_ACTION_IMPROVE,         /* res = track (0 science, 1 trade, 2 politics), where = metropolis city or -1 */
  CATAN_ACTION_PROGRESS,        /* card = CatanProgress, other fields by card */
  CATAN_ACTION_GIVE,            /* player gives give[] to the current player (Wedding, Commercial Harbor) */
  CATAN_ACTION_DROP_PROGRESS,   /* player drops progress card `card` (hand limit 4) */
  CATAN_ACTION_PICK_PROGRESS,   /* player draws from track res (defenders tied) */
  CATAN_ACTION_AQUEDUCT,        /* player takes resource res */
  CATAN_ACTION_RETREAT,         /* player moves the displaced knight to where (-1: none possible) */
  CATAN_ACTION_PILLAGE,         /* player picks the city (where) the barbarians reduce */
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
  guint8 dice[3];               /* forced white, red, event (1-3 ship, 4 science, 5 trade, 6 politics); 0: generator */
  gint16 where2;
  gint8  card;                  /* CatanProgress */
  gint8  draws[CATAN_MAX_PLAYERS]; /* forced progress card drawn by each player on this roll, -1: generator */
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
  CATAN_EVENT_BARBARIANS,       /* a = new position (0 after an attack) */
  CATAN_EVENT_ATTACK,           /* a = barbarian strength, b = defence; player = defender or -1 */
  CATAN_EVENT_PILLAGED,         /* player lost the city at corner a */
  CATAN_EVENT_PROGRESS_DRAWN,   /* player drew card a (hidden in views) */
  CATAN_EVENT_PROGRESS_PLAYED,  /* player played card a */
  CATAN_EVENT_METROPOLIS,       /* player took track a's metropolis at corner b, other = old holder */
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
  /* Cities & Knights */
  guint8 improvements[3];               /* science, trade, politics levels 0-5 */
  guint8 progress[CATAN_N_PROGRESS];    /* progress cards in hand */
  guint8 hidden_progress;               /* views only */
  guint8 progress_vp, defender_vp;      /* Printer/Constitution, Defender of Catan */
  guint8 walls_left;
  guint8 knights_left[3];               /* basic, strong, mighty pieces in supply */
  guint8 give_owed;                     /* cards owed to the current player */
  gboolean give_commodity;              /* … only commodities (Commercial Harbor) */
  guint8 progress_drop_owed, progress_pick_owed, aqueduct_owed;
  guint8 pillage_owed;
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
  guint32      turn;                    /* 1 at the first regular turn; 16 bits wrapped on long replays */
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
  /* Cities & Knights */
  guint8       barbarian;               /* steps taken, attack at CATAN_BARBARIAN_STEPS */
  gboolean     robber_free;             /* the robber leaves the desert after the first attack */
  guint8       resume_phase;            /* phase after RESPOND */
  guint8       last_event;              /* event die face 1-6 */
  gboolean     crane, alchemist_used;
  gint8        fleet_card;              /* Merchant Fleet: card traded 2:1 this turn, or -1 */
  gint8        merchant_owner;
  gint16       merchant_hex;
  gint8        metropolis[3];           /* holder per track, -1 none */
  gint16       metropolis_corner[3];
  gint8        retreat_player;          /* a displaced knight waits for its owner, or -1 */
  guint8       retreat_level;
  gboolean     retreat_active;
  gint16       retreat_from;
  guint8       progress_deck[3][18];
  guint8       progress_len[3];
  guint8       knight_level[CATAN_MAX_CORNERS];  /* 0 none, 1 basic, 2 strong, 3 mighty */
  guint8       knight_flags[CATAN_MAX_CORNERS];  /* CATAN_KNIGHT_* */
  guint8       wall[CATAN_MAX_CORNERS];
  guint8       offers_made;             /* domestic offers this turn (computer players offer once) */
};

#define CATAN_KNIGHT_ACTIVE     1
#define CATAN_KNIGHT_NEW_ACTIVE 2   /* activated this turn: cannot act yet */
#define CATAN_KNIGHT_PROMOTED   4   /* promoted this turn */
#define CATAN_KNIGHT_ACTED      8

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

void         catan_event_redact         (CatanEvent          *event,
                                         int                  player);
gboolean     catan_state_apply          (CatanState          *state,
                                         CatanAction         *action,
                                         GArray              *events,
                                         GError             **error);
guint        catan_state_legal_moves    (const CatanState    *state,
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
gboolean     catan_state_is_finished    (const CatanState    *state);
/* Whose turn it is (others may still owe answers: see the phases). */
guint        catan_state_get_current_player (const CatanState *state);

void         catan_action_init          (CatanAction         *action,
                                         CatanActionType      type,
                                         int                  player);
const char  *catan_action_type_name     (CatanActionType      type);
int          catan_action_type_from_name (const char         *name);
const char  *catan_dev_card_name        (CatanDevCard         card);
int          catan_dev_card_from_name   (const char          *name);
const char  *catan_phase_name           (CatanPhase           phase);
const char  *catan_progress_name        (CatanProgress        card);
guint        catan_progress_copies      (CatanProgress        card);
guint        catan_dev_card_copies      (CatanDevCard         card);
int          catan_progress_from_name   (const char          *name);
int          catan_progress_track       (CatanProgress        card);
const char  *catan_track_name           (CatanTrack           track);
int          catan_track_from_name      (const char          *name);
int          catan_state_knight_strength (const CatanState   *state,
                                         int                  player);
int          catan_state_hand_limit     (const CatanState    *state,
                                         int                  player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CatanState, catan_state_free)

G_END_DECLS
