/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-moves-private.h — ora_state_legal_moves() inside: the listing's
 * working memory (Gen) and what its files share:
 *
 *   ora-moves.c       the choices of each building's steps
 *   ora-moves-turn.c  trials, and the moves of a turn, the bonus round and
 *                     the settlement phase
 *   ora-moves-pay.c   the alternative payments of each listed move */
#pragma once

#include <string.h>

#include "ora/ora-state-private.h"

G_BEGIN_DECLS

#define MAX_SEQS_PER_USE 32

static gboolean land_allowed (const OraState *s);

typedef struct
{
  int      n;
  gboolean doomed;   /* apply refuses it for sure: no trial needed */
  OraFrame f[ORA_MAX_FRAMES];
} FrameSeq;

/* Facts about a card that the listing asks for every move, worked out
 * once per card set (card_flags_table()). */
#define CARD_SIMPLE     0x2   /* every listed choice is legal by construction */
#define CARD_GOODS_ONLY 0x4   /* the effect only moves goods and wheel tokens */
#define CARD_MAY_PAY    0x8   /* using, building or settling it may pay food, energy or points */
#define CARD_USES_OTHER 0x10  /* goods-only but for using another building (Priory, Cottage, ...) */
#define CARD_CLEAR_BUILD 0x20 /* removes forests, then builds (Carpentry): see clear_build_key() */
#define CARD_SETTLEMENT 0x40  /* a settlement, not a building: told here without reading the card */

typedef __typeof__ (((OraState *) 0)->pay) PayRecord;

/* How the alternative payments of a listed move are checked. */
typedef enum
{
  CHECK_APPLY,        /* a trial of the whole move on the scratch copy */
  CHECK_GOODS_ONLY,   /* the building's goods-only effect, run in place */
  CHECK_COST,         /* a build or settlement without a use: only its cost is paid */
} CheckKind;

/* What the automatic payment of a listed move took, per kind: the start
 * of its alternative payments. */
typedef struct
{
  guint8  have;
  guint8  check;       /* CheckKind */
  guint8  kinds;
  gint8   owner;       /* goods-only: whose building is used */
  gint16  card;        /* goods-only: the building; cost: the card built or settled */
  gint16  need[N_PAY_KINDS];
  gint16  taken[N_PAY_KINDS][ORA_N_GOODS];
} PayNote;

typedef struct
{
  FrameSeq seqs[MAX_SEQS_PER_USE];
  int      n;
} SeqList;

typedef struct
{
  guint   index;   /* of the move in the list */
  PayNote note;
} NotedMove;

/* The same building is offered to the prior and to a monk, and for coins
 * and for a gift: its choices are worked out once, and so are the trials
 * of a goods-only effect, which neither changes. */
typedef struct
{
  int      key[5];   /* user, owner, row, col, card; card -1 = empty */
  SeqList  list;
  int      run_key[3];   /* action type, gift and clergy (-1 = any) of the in-place trials below, -1 = none */
  guint32  run_known, run_valid;
  PayNote  run_notes[MAX_SEQS_PER_USE];
} UseCache;

/* The user's empty spaces and what they allow, for every building step
 * and build of one listing. */
typedef struct
{
  int    user;                                /* -1 = not worked out yet */
  int    n;
  gint16 cells[ORA_ROWS * ORA_COLS];          /* reading order: landscape, no building, no moor */
  guint8 cloister_next[ORA_ROWS * ORA_COLS];  /* per space: 0 not known, 1 no, 2 next to a cloister */
  guint8 afford[ORA_MAX_CARDS];               /* per card: 0 not known, 1 no, 2 the user pays its cost */
} SiteCache;

/* Moves that differ only where their payment alternatives cannot tell
 * (the site of a build, the owner of a goods-only building, prior or
 * monk) get the same alternatives: what identifies them. Filled with
 * zeros first up to its frames, so entries compare as bytes; of the
 * frames, only the move's are written, copied and compared
 * (alt_key_size()). */
typedef struct
{
  guint8   check, kinds;
  gint8    type, gift, clergy, keep_turn, n_frames;
  gint16   card;
  gint16   need[N_PAY_KINDS];
  gint16   taken[N_PAY_KINDS][ORA_N_GOODS];
  OraFrame frames[ORA_MAX_FRAMES];
} AltKey;

#define ALT_CACHE_SIZE 16
#define ALT_LIST_MAX   3   /* PAY_LIST_MAX less the automatic payment */

/* The alternative payments worked out for one AltKey, in list order. */
typedef struct
{
  AltKey key;
  int    n;
  gint16 pay[ALT_LIST_MAX][ORA_N_GOODS];
} AltEntry;

#define CLEAR_MEMO_SIZE 64
#define CLEAR_KEY_LEN   (7 + ORA_MAX_ARGS)

/* The trials of a listing's CARD_CLEAR_BUILD uses, by clear_build_key(). */
typedef struct
{
  int      n;
  int      key[CLEAR_MEMO_SIZE][CLEAR_KEY_LEN];
  gboolean valid[CLEAR_MEMO_SIZE];
  PayNote  note[CLEAR_MEMO_SIZE];
} ClearMemo;

typedef struct Gen
{
  const OraState *s;
  GArray         *out;
  /* The moves but their payment alternatives, written straight into
   * `out`, which is grown ahead of them and cut to their count at the
   * end (end_moves()): a GArray call per move cost more. */
  guint           n_moves;
  GArray         *notes;   /* NotedMove, in list order; kept by the thread from one listing to the next */
  int             n_alts;  /* entries of `alts` in use, the oldest replaced first */
  AltEntry        alts[ALT_CACHE_SIZE];
  const guint8   *card_flags;   /* the set's listing_flags */
  UseCache        uses;
  ClearMemo       clear;
  SiteCache       sites;
  int             n_occupied;   /* -1 = not worked out yet */
  gint16          occupied[ORA_MAX_PLAYERS * ORA_ROWS * ORA_COLS];   /* player * 256 + space, of occupied buildings */
  int             n_built[ORA_MAX_PLAYERS];   /* -1 = not worked out yet */
  guint8          built[ORA_MAX_PLAYERS][ORA_ROWS * ORA_COLS];   /* spaces holding a card, in reading order */
  /* The listing of the prior's choices on a new building (gen_builds()):
   * allocated by the first build that needs it and kept from one listing
   * to the next, as the thread keeps this Gen; NULL until then. */
  struct Gen     *prior_inner;
  SeqList        *prior_list;
  OraState        scratch;
} Gen;

/* Where goods_only_run() leaves what its noting record took: in `note`
 * (as `check`) when the run succeeds, and whether it was mixed. */
typedef struct
{
  PayNote  *note;
  CheckKind check;
  gboolean  mixed;
} NoteOut;

/* ora-moves.c */
void          ora_gen_init         (Gen            *g,
                                    const OraState *s,
                                    GArray         *out);
const guint8 *ora_built_spaces     (Gen            *g,
                                    int             q,
                                    int            *n);
SiteCache    *ora_site_cache_fill  (Gen            *g,
                                    int             user);
void          ora_gen_use          (Gen            *g,
                                    int             user,
                                    int             owner,
                                    int             r,
                                    int             c,
                                    int             card,
                                    int             depth,
                                    const FrameSeq *prefix,
                                    SeqList        *out);
/* The choices of a one-step CARD_SIMPLE building, each a move as it
 * stands; -1 for a building of more steps. `choices` holds
 * ORA_SIMPLE_CHOICES_MAX. */
#define ORA_SIMPLE_CHOICES_MAX 64
int           ora_gen_simple_choices (Gen  *g,
                                      int   user,
                                      int   owner,
                                      int   r,
                                      int   c,
                                      int   card,
                                      int   choices[][ORA_MAX_ARGS]);

/* ora-moves-turn.c */
gboolean      ora_goods_only_run   (const OraState  *cs,
                                    const OraAction *a,
                                    int              user,
                                    int              owner,
                                    int              card,
                                    const PayRecord *pay_in,
                                    NoteOut         *out);
void          ora_gen_free_actions (Gen            *g);
void          ora_gen_turn         (Gen            *g);
void          ora_gen_bonus        (Gen            *g);
void          ora_gen_settlement   (Gen            *g);

static inline guint
card_flags (Gen *g,
            int  card)
{
  return g->card_flags[card];
}

static inline SiteCache *
site_cache (Gen *g,
            int  user)
{
  return G_LIKELY (g->sites.user == user) ? &g->sites : ora_site_cache_fill (g, user);
}

static inline gboolean
site_next_to_cloister (Gen *g,
                       int  user,
                       int  k)
{
  SiteCache *sc = site_cache (g, user);

  if (sc->cloister_next[k] == 0)
    sc->cloister_next[k] = ora_adjacent_to_cloister (g->s, &g->s->players[user], k / ORA_COLS, k % ORA_COLS) ? 2 : 1;
  return sc->cloister_next[k] == 2;
}

/* Whether the user has the goods for the card's cost. */
static inline gboolean
user_affords (Gen *g,
              int  user,
              int  card)
{
  SiteCache *sc = site_cache (g, user);

  if (sc->afford[card] == 0)
    {
      gint16 left[ORA_GOODS_ROOM];

      memcpy (left, g->s->players[user].goods, sizeof left);
      sc->afford[card] = pay_amount (left, &card_at (g->s, card)->cost, 1) ? 2 : 1;
    }
  return sc->afford[card] == 2;
}

/* check_site() for a space known to be landscape without building or
 * cover. */
static inline gboolean
clear_site_fits (Gen *g,
                 int  user,
                 int  card,
                 int  r,
                 int  c)
{
  const OraCard *cd = card_at (g->s, card);

  return (cd->terrain_mask & (1u << g->s->players[user].cells[r][c].terrain)) &&
         (!cd->cloister || site_next_to_cloister (g, user, r * ORA_COLS + c));
}

/* Room for one more move at the end of the list. */
static inline OraAction *
new_move (Gen *g)
{
  if (G_UNLIKELY (g->n_moves == g->out->len))
    g_array_set_size (g->out, MAX (2 * g->out->len, 128));
  return &g_array_index (g->out, OraAction, g->n_moves++);
}

/* Lists the move, with what its automatic payment took (`note`, or NULL). */
static inline void
append_move (Gen             *g,
             const OraAction *a,
             const PayNote   *note)
{
  NotedMove *noted;

  *new_move (g) = *a;
  if (note == NULL || !note->have)
    return;
  g_array_set_size (g->notes, g->notes->len + 1);
  noted = &g_array_index (g->notes, NotedMove, g->notes->len - 1);
  noted->index = g->n_moves - 1;
  noted->note = *note;
}

G_END_DECLS
