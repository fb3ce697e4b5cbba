/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-state.h — an Ora et Labora game in progress
 *
 * The state is a plain struct (plus a reference to its card set), so a copy
 * for the AI is one memcpy. Players act only through ora_state_apply(),
 * which checks every rule and names the broken one in its GError.
 * Free actions (land, grain to straw, wine/whiskey to coins) come before
 * the main action, which ends the turn; a main action sent with
 * keep_turn leaves the turn open for free actions until ORA_ACT_END_TURN.
 * ora_state_legal_moves() lists what the player to act may do, with the
 * choices inside building effects spelled out. Food, energy, coins and
 * points are paid by the engine's automatic choice unless the action
 * names the goods in `pay`; the listing offers a few minimal alternatives.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "common/tt-rng.h"
#include "ora/ora-cardset.h"

G_BEGIN_DECLS

#define ORA_ERROR (ora_error_quark ())

typedef enum
{
  ORA_ERROR_OPTIONS,
  ORA_ERROR_RULE,
} OraError;

#define ORA_ROWS          16
#define ORA_COLS          9
#define ORA_HEART_ROW     7     /* the heartland takes rows 7 and 8 */
#define ORA_CENTER_COL    2     /* central columns 2..6 */
#define ORA_MAX_PLAYERS   4
#define ORA_MAX_CLERGY    3
#define ORA_MAX_FRAMES    4
#define ORA_MAX_ARGS      ORA_MAX_CARD_ARGS
#define ORA_PRIOR         0

typedef enum
{
  ORA_TOKEN_GRAIN, ORA_TOKEN_SHEEP, ORA_TOKEN_CLAY, ORA_TOKEN_COIN,
  ORA_TOKEN_WOOD, ORA_TOKEN_PEAT, ORA_TOKEN_JOKER, ORA_TOKEN_GRAPES,
  ORA_TOKEN_STONE,
  ORA_N_TOKENS,
} OraToken;

typedef struct
{
  guint8 terrain;    /* OraTerrain; NONE = not part of the landscape */
  guint8 cover;      /* OraCover */
  gint8  card;       /* card index, -1 = no building */
  gint8  occupant;   /* player * 4 + clergy index, -1 = free */
} OraCell;

typedef struct
{
  gint16  goods[ORA_GOODS_ROOM];
  OraCell cells[ORA_ROWS][ORA_COLS];
  gint8   row_top, row_bottom;         /* central rows in use */
  gint16  clergy[ORA_MAX_CLERGY];      /* -1 at home, else owner * 256 + cell */
  guint32 hand;                        /* settlements in hand, bit per card index - first settlement */
  int     economic;                    /* kept up to date on every build */
} OraPlayer;

typedef enum
{
  ORA_STAGE_ACTIONS,
  ORA_STAGE_SETTLEMENT,
  ORA_STAGE_BONUS,
  ORA_STAGE_OVER,
} OraStage;

typedef enum
{
  ORA_LOC_OUT,
  ORA_LOC_STACK,
  ORA_LOC_DISPLAY,
  ORA_LOC_BUILT,
} OraLoc;

typedef struct
{
  OraCardSet *set;
  OraModeId   mode_id;
  OraVariant  variant;
  int         n_players;
  OraPlayer   players[ORA_MAX_PLAYERS];
  gint8       wheel[ORA_N_TOKENS];     /* token age on the wheel, -1 = not yet in play */
  int         round;
  int         start_player;
  int         turn;                    /* turn within the round, 0..n_players */
  int         current;
  OraStage    stage;
  int         settle_phase;            /* 0..4 = A..E while settling */
  int         settle_turn;
  int         next_settlement;
  guint8      card_loc[ORA_MAX_CARDS];
  guint8      card_built[ORA_MAX_CARDS];   /* copies built; the last one leaves the display */
  int         districts_taken;
  int         plots_taken;
  int         contract_cost;
  gboolean    land_bought;
  int         land_streak;             /* long two-player game: land slots used in a player's run (bit 0: first action, bit 1: second/third) */
  int         streak_pos;              /* long two-player game: action index within that run */
  guint64     once_used[2];
  int         wonders_left;
  int         first_settlement;
  int         n_actions;
  int         neutral;                 /* solo: the neutral player's index, else -1 */
  gboolean    final_round;             /* two players: the last single action */
  gboolean    end_pending;
  gboolean    neutral_offer;           /* solo: the neutral prior may use a new building */
  gboolean    main_done;               /* the main action is taken, free actions may follow */
  guint8      neutral_new[ORA_ROWS * ORA_COLS];
  /* Transient, only inside ora_state_apply(): the explicit payment still
   * to spend, or (when listing) what the automatic payment took per kind. */
  struct {
    gint8  mode;                        /* 0 automatic, 1 chosen, 2 automatic and noted */
    guint8 kinds;                       /* bit per kind (food, energy, coins, points) paid */
    gint8  fail_kind;                   /* kind the chosen goods fell short of, -1 = none */
    gint8  player;                      /* who pays */
    gint8  mixed;                       /* noting: one amount paid coins and food (spent in another order than automatically) */
    gint16 fail_need, fail_paid;
    gint16 left[ORA_N_GOODS];           /* chosen goods not spent yet */
    gint16 need[4];                     /* automatic payment: value due per kind */
    gint16 taken[4][ORA_N_GOODS];       /* automatic payment per kind */
  } pay;
} OraState;

#define ORA_MAX_ROUNDS 120   /* safety stop for the open-ended two-player games */
#define ORA_SOLO_TARGET 500

typedef enum
{
  ORA_ACT_PLACE,          /* own clergyman on an own free building */
  ORA_ACT_CONTRACT,       /* work contract for another player's building */
  ORA_ACT_FELL,
  ORA_ACT_CUT,
  ORA_ACT_BUILD,
  ORA_ACT_BUY_DISTRICT,   /* free actions from here ... */
  ORA_ACT_BUY_PLOT,
  ORA_ACT_FLIP_GRAIN,
  ORA_ACT_SELL_WINE,
  ORA_ACT_SELL_WHISKEY,   /* ... to here */
  ORA_ACT_SETTLE,
  ORA_ACT_PASS,
  ORA_ACT_BONUS_PLACE,    /* the prior on any building in the bonus round */
  ORA_ACT_END_TURN,       /* after a main action sent with keep_turn */
  ORA_N_ACTS,
} OraActionType;

typedef struct
{
  gint8  card;
  gint8  nargs;
  gint16 args[ORA_MAX_ARGS];
  guint32 distinct_mask;   /* goods paid to a distinct-goods trade, 0 = engine's choice */
} OraFrame;

typedef struct
{
  OraActionType type;
  gint8  player;     /* owner of the target building (contract, bonus) */
  gint8  row, col;   /* target or placement; -1 = none */
  gint8  clergy;     /* place: 0 prior, 1 monk; build: 1 = prior uses the new building */
  gint8  gift;       /* contract paid with wine/whiskey */
  gint8  joker;      /* fell/cut with the joker token */
  gint8  card;       /* build/settle */
  gint8  side;       /* land purchases */
  gint8  keep_turn;  /* main action: the turn stays open for free actions, ended by END_TURN */
  gint8  n_frames;
  gint8  pay_set;    /* pay names the goods for every food/energy/coins/points cost */
  gint16 pay[ORA_N_GOODS];
  OraFrame frames[ORA_MAX_FRAMES];
} OraAction;

typedef struct
{
  int goods;
  int economic;
  int dwelling;
  int total;
} OraScore;

GQuark      ora_error_quark          (void);

OraState   *ora_state_new            (OraCardSet       *set,
                                      OraModeId         mode,
                                      OraVariant        variant,
                                      guint64           seed,
                                      GError          **error);
OraState   *ora_state_copy           (const OraState   *state);
void        ora_state_copy_into      (OraState         *dest,
                                      const OraState   *src);
void        ora_state_free           (OraState         *state);

gboolean    ora_state_apply          (OraState         *state,
                                      const OraAction  *action,
                                      GPtrArray        *events,
                                      GError          **error);
/* Empties `moves` (GArray of OraAction) and fills it; returns the count. */
guint       ora_state_legal_moves    (const OraState   *state,
                                      GArray           *moves);
gboolean    ora_state_is_finished    (const OraState   *state);
int         ora_state_get_current_player (const OraState   *state);

OraScore    ora_state_score          (const OraState   *state,
                                      int               player);
int         ora_state_wheel_value    (const OraState   *state,
                                      OraToken          token);
/* What the player who produces `good` from the wheel now takes (the
 * joker's value with `joker`; in the short game one tile more, which
 * every player takes); 0 for a good without a token or one not yet in
 * play. */
int         ora_state_good_yield     (const OraState   *state,
                                      OraGood           good,
                                      gboolean          joker);
int         ora_state_count_placed   (const OraState   *state,
                                      int               player);

/* Check the invariants that hold after every action; FALSE with a reason. */
gboolean    ora_state_check          (const OraState   *state,
                                      GError          **error);

void        ora_state_setup_round    (OraState         *state,
                                      int               round);
JsonObject *ora_move_to_json         (const OraState   *state,
                                      const OraAction  *action);
gboolean    ora_move_from_json       (const OraState   *state,
                                      JsonObject       *object,
                                      OraAction        *out_action,
                                      GError          **error);
JsonNode   *ora_state_summary_json   (const OraState   *state);
const char *ora_action_type_name     (OraActionType     type);
const char *ora_token_name           (OraToken          token);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OraState, ora_state_free)

/* One more copy of building `card` built: it leaves the display with its last copy. */
void          ora_state_mark_built (OraState *state,
                                    int       card);

G_END_DECLS
