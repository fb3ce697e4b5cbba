/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-cardset.h — the Ora et Labora card set: buildings, settlements,
 * landscape figures and the per-mode schedules, all read from JSON.
 *
 * Every number a building card carries (cost, values, effect parameters)
 * lives in the card set; the engine only knows the effect kinds.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ora/ora-goods.h"

G_BEGIN_DECLS

#define ORA_CARDSET_ERROR (ora_cardset_error_quark ())

typedef enum
{
  ORA_CARDSET_ERROR_INVALID,
} OraCardSetError;

#define ORA_MAX_STEPS    4
#define ORA_MAX_OPTIONS  4
#define ORA_MAX_TIERS    4
#define ORA_MAX_CARDS    96
#define ORA_MAX_CARD_ARGS 8  /* arguments of all steps of one card, in a move */
#define ORA_N_PHASES     6    /* heartland, start, A, B, C, D */

typedef enum
{
  ORA_VARIANT_BOTH,
  ORA_VARIANT_FRANCE,
  ORA_VARIANT_IRELAND,
} OraVariant;

typedef enum
{
  ORA_PHASE_HEARTLAND,
  ORA_PHASE_START,
  ORA_PHASE_A,
  ORA_PHASE_B,
  ORA_PHASE_C,
  ORA_PHASE_D,
} OraPhase;

typedef enum
{
  ORA_TERRAIN_NONE,
  ORA_TERRAIN_WATER,
  ORA_TERRAIN_COAST,
  ORA_TERRAIN_PLAINS,
  ORA_TERRAIN_HILLSIDE,
  ORA_TERRAIN_MOUNTAIN,
  ORA_TERRAIN_MOUNTAIN_LOWER,  /* second row of a two-row mountain */
  ORA_N_TERRAINS,
} OraTerrain;

typedef enum
{
  ORA_STEP_WHEEL,
  ORA_STEP_GAIN,
  ORA_STEP_GAIN_CHOICE,
  ORA_STEP_CONVERT,
  ORA_STEP_CONVERT_ANY,
  ORA_STEP_DISTINCT,
  ORA_STEP_THRESHOLD,
  ORA_STEP_TWO_BASIC,
  ORA_STEP_USE_OCCUPIED,
  ORA_STEP_USE_ADJACENT,
  ORA_STEP_USE_UNBUILT,
  ORA_STEP_REMOVE,
  ORA_STEP_BUILD,
  ORA_STEP_SETTLE,
  ORA_STEP_LAND,
  ORA_STEP_RETURN_CLERGY,
  ORA_STEP_FELL_CUT,
  ORA_STEP_POINTS,
  ORA_N_STEP_KINDS,
} OraStepKind;

typedef enum
{
  ORA_PER_FOREST_MOOR,
  ORA_PER_CLOISTER,
} OraPer;

typedef struct
{
  OraAmount pay;
  OraAmount gain;
} OraTrade;

typedef struct
{
  OraStepKind kind;
  /* wheel */
  int        n_goods;
  OraGood    goods[4];
  gboolean   joker_only;
  /* convert / use_occupied / build / land / fell_cut / points / two_basic / wheel */
  OraAmount  pay;
  OraAmount  gain;
  OraAmount  first_pay;
  gboolean   has_first_pay;
  int        max;           /* 0 = any number */
  /* gain_choice / convert_any */
  int        n_options;
  OraTrade   options[ORA_MAX_OPTIONS];
  /* distinct */
  int        count;
  int        gain_basic;    /* N of one basic good, 0 when `gain` is used */
  /* threshold */
  OraGood    good;
  OraGood    gain_good;
  int        n_tiers;
  int        tiers[ORA_MAX_TIERS][2];
  /* two_basic */
  int        first, second;
  /* use_occupied / build */
  gboolean   prior_only;
  gboolean   return_prior;
  gboolean   after_removal;   /* build: only when the step before removed something */
  /* remove */
  int        cover;         /* ORA_COVER_* */
  /* points */
  OraPer     per;
  int        points;
  /* land */
  int        districts, plots;
} OraStep;

typedef struct
{
  char       *id;
  char       *name_en;
  char       *name_ko;
  OraVariant  variant;
  OraPhase    phase;
  gboolean    settlement;
  guint8      players_mask;   /* bit n = used with n players */
  guint32     exclude_modes;  /* bit per OraModeId */
  OraAmount   cost;           /* settlements: food and energy */
  guint8      terrain_mask;   /* bit per OraTerrain */
  gboolean    cloister;
  int         economic;
  int         dwelling;
  int         n_steps;
  OraStep     steps[ORA_MAX_STEPS];
  gboolean    once_per_turn;
  gboolean    raises_contract;
  gboolean    neutral_start;
  int         copies;         /* how many of the building the game has (1..ORA_MAX_COPIES) */
} OraCard;

#define ORA_MAX_COPIES 4

/* What a step kind reads from its JSON object, for tools that write steps
 * (the card editor builds its controls from it). The loader accepts a
 * step made of these members, with values in the given ranges. */
typedef enum
{
  ORA_FIELD_AMOUNT,      /* {"wood": 2, …}: goods and amounts */
  ORA_FIELD_GOOD,        /* "wood" */
  ORA_FIELD_GOOD_LIST,   /* ["wood", …], min..max long */
  ORA_FIELD_INT,         /* min..max */
  ORA_FIELD_BOOL,
  ORA_FIELD_WORD,        /* one of words */
  ORA_FIELD_CHOICES,     /* [amount, …], min..max long: the player takes one */
  ORA_FIELD_TRADES,      /* [{"pay": amount, "gain": amount}, …], min..max long */
  ORA_FIELD_TIERS,       /* [[at least, total gain], …], min..max long, rising */
} OraFieldType;

typedef struct
{
  const char         *member;
  OraFieldType        type;
  gboolean            required;
  int                 min, max;   /* INT: the value; lists: the length */
  int                 initial;    /* INT: the value a new step starts with */
  const char * const *words;      /* WORD */
} OraStepField;

#define ORA_MAX_STEP_FIELDS 5

typedef enum
{
  ORA_MODE_FOUR,
  ORA_MODE_THREE,
  ORA_MODE_SHORT4,
  ORA_MODE_SHORT3,
  ORA_MODE_TWO,
  ORA_MODE_LONG2,
  ORA_MODE_SOLO,
  ORA_N_MODES,
} OraModeId;

typedef struct
{
  OraModeId id;
  int       players;
  int       deck_players;
  int       wheel[13];
  int       rounds;
  gboolean  bonus_round;
  int       settlement_round[4];   /* A..D: the round at whose start it happens */
  int       grapes_round;
  int       stone_round;
  int       clergy;
  gboolean  start_goods;
  gboolean  short_heartland;
  gboolean  extra_production;
  gboolean  supported;
  int       n_round_goods;          /* short games: goods every player takes at the start of round i+1 */
  OraAmount round_goods[32];
} OraMode;

typedef enum
{
  ORA_COVER_NONE,
  ORA_COVER_FOREST,
  ORA_COVER_MOOR,
} OraCover;

typedef struct
{
  OraTerrain terrain;
  OraCover   cover;
  int        card;            /* heartland building index or -1 */
} OraHeartCell;

typedef struct _OraCardSet OraCardSet;

/* An atomic rc box (ora_cardset_ref/unref). */
struct _OraCardSet
{
  char          *name;
  int            n_cards;
  OraCard        cards[ORA_MAX_CARDS];
  int            n_districts;
  int            district_costs[9];
  OraCover       district_cover[2][5];
  OraTerrain     district_terrain[2][5];
  int            n_plots;
  int            plot_costs[9];
  OraHeartCell   heartland[2][5];
  int            short_empty[2][2];
  OraMode        modes[ORA_N_MODES];
  GPtrArray     *choices;      /* of char*, "id: text" */
  /* Facts about each card that the legal listing asks for at every move,
   * worked out there once per set (cards do not change after loading). */
  gsize          listing_flags_ready;
  guint8         listing_flags[ORA_MAX_CARDS];
};

GQuark        ora_cardset_error_quark   (void);
OraCardSet   *ora_cardset_load_data     (const char  *data,
                                         gssize       length,
                                         const char  *source,
                                         GError     **error);
OraCardSet   *ora_cardset_load_file     (const char  *filename,
                                         GError     **error);
OraCardSet   *ora_cardset_load_builtin  (const char  *name,
                                         GError     **error);
GBytes       *ora_cardset_builtin_bytes (const char  *name,
                                         GError     **error);
OraCardSet   *ora_cardset_default       (void);
OraCardSet   *ora_cardset_ref           (OraCardSet  *set);
void          ora_cardset_unref         (OraCardSet  *set);
int           ora_cardset_find          (const OraCardSet *set,
                                         const char  *id);
const char   *ora_mode_name             (OraModeId    mode);
gboolean      ora_mode_from_name        (const char  *name,
                                         OraModeId   *out_mode);
const char   *ora_terrain_name          (OraTerrain   terrain);
const char   *ora_step_kind_name        (OraStepKind  kind);
/* The members of a step of `kind` besides "kind", in the order to show. */
const OraStepField *ora_step_fields     (OraStepKind  kind,
                                         int         *n_fields);
/* A new step of `kind` with every required member at its initial value. */
JsonNode     *ora_step_new_json         (OraStepKind  kind);

/* How many arguments a step takes in a move's frame. Inline: the legal
 * listing asks for every choice of every building. */
static inline int
ora_step_n_args (const OraStep *step)
{
  switch (step->kind)
    {
    case ORA_STEP_WHEEL: return 2;
    case ORA_STEP_GAIN_CHOICE: return 1;
    case ORA_STEP_CONVERT: return 1;
    case ORA_STEP_CONVERT_ANY: return step->n_options;
    case ORA_STEP_DISTINCT: return 1;
    case ORA_STEP_TWO_BASIC: return 2;
    case ORA_STEP_USE_OCCUPIED: return 2;
    case ORA_STEP_USE_ADJACENT: return 1;
    case ORA_STEP_USE_UNBUILT: return 1;
    case ORA_STEP_REMOVE: return 1;
    case ORA_STEP_BUILD: return 3;
    case ORA_STEP_SETTLE: return 2;
    case ORA_STEP_LAND: return 4;
    case ORA_STEP_FELL_CUT: return 4;
    case ORA_STEP_POINTS: return 1;
    default: return 0;
    }
}

/* How many arguments all steps of a card take in a move's frame; a frame
 * may hold more: the spaces its removal step names (a move's "remove"). */
static inline int
ora_card_n_args (const OraCard *card)
{
  int n = 0;

  for (int i = 0; i < card->n_steps; i++)
    n += ora_step_n_args (&card->steps[i]);
  return n;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OraCardSet, ora_cardset_unref)

G_END_DECLS
