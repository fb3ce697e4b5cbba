/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-moves.c — listing legal moves: the choices of each building's steps */
#include "config.h"

#include <string.h>

#include "ora/ora-moves-private.h"

/* ---------------------------------------------------------------------- */
/* Legal actions                                                           */

static gboolean card_is_simple (const OraCard *card);
static gboolean card_is_goods_only (const OraCard *card);
static gboolean card_uses_other (const OraCard *card);
static gboolean card_may_pay_value (const OraCard *card);
static gboolean card_clears_then_builds (const OraCard *card);

/* The CARD_ flags of every card of the set, worked out by the first
 * listing (of any thread) and kept with the set. */
static const guint8 *
card_flags_table (OraCardSet *set)
{
  if (g_once_init_enter (&set->listing_flags_ready))
    {
      for (int i = 0; i < set->n_cards; i++)
        {
          const OraCard *cd = &set->cards[i];

          set->listing_flags[i] = (card_is_simple (cd) ? CARD_SIMPLE : 0) |
                                  (card_is_goods_only (cd) ? CARD_GOODS_ONLY : 0) |
                                  (card_uses_other (cd) ? CARD_USES_OTHER : 0) |
                                  (card_may_pay_value (cd) ? CARD_MAY_PAY : 0) |
                                  (card_clears_then_builds (cd) ? CARD_CLEAR_BUILD : 0) |
                                  (cd->settlement ? CARD_SETTLEMENT : 0);
        }
      g_once_init_leave (&set->listing_flags_ready, 1);
    }
  return set->listing_flags;
}

void
ora_gen_init (Gen            *g,
              const OraState *s,
              GArray         *out)
{
  g->s = s;
  g->out = out;
  g->card_flags = card_flags_table (s->set);
  g->n_alts = 0;
  g->clear.n = 0;
  g->uses.key[4] = -1;
  g->sites.user = -1;
  g->n_occupied = -1;
  for (int q = 0; q < ORA_MAX_PLAYERS; q++)
    g->n_built[q] = -1;
}

/* Whether every cell of the row has a negative card (no building): the
 * sign bits of the cards are tested eight cells at a time. */
static inline gboolean
row_has_no_card (const OraCell *row)
{
  static const OraCell signs[2] = { { 0, 0, G_MININT8, 0 }, { 0, 0, G_MININT8, 0 } };
  guint64 mask, words[4];

  G_STATIC_ASSERT (sizeof (OraCell) == 4 && ORA_COLS == 9);
  memcpy (&mask, signs, sizeof mask);
  memcpy (words, row, sizeof words);
  return (words[0] & words[1] & words[2] & words[3] & mask) == mask && row[8].card < 0;
}

/* The spaces of player q holding a building or settlement, in reading
 * order (space = row * ORA_COLS + column): the few cells every kind of
 * placement looks at, found once per listing. */
const guint8 *
ora_built_spaces (Gen *g,
                  int  q,
                  int *n)
{
  if (g->n_built[q] < 0)
    {
      const OraCell *cells = &g->s->players[q].cells[0][0];
      guint8 *built = g->built[q];
      int n_built = 0;   /* a local: stores of bytes may alias any counter */

      for (int r = 0; r < ORA_ROWS; r++)
        {
          const OraCell *row = &cells[r * ORA_COLS];

          /* Most rows hold no card (-1 everywhere): skipped at once. */
          if (row_has_no_card (row))
            continue;
          /* Written at every space, kept where a card stands: no branch
           * to mispredict on the scattered buildings. */
          for (int c = 0; c < ORA_COLS; c++)
            {
              built[n_built] = r * ORA_COLS + c;
              n_built += row[c].card >= 0;
            }
        }
      g->n_built[q] = n_built;
    }
  *n = g->n_built[q];
  return g->built[q];
}

SiteCache *
ora_site_cache_fill (Gen *g,
                     int  user)
{
  SiteCache *sc = &g->sites;
  const OraCell *cells = &g->s->players[user].cells[0][0];
  int n = 0;

  sc->user = user;
  for (int r = 0; r < ORA_ROWS; r++)
    {
      const OraCell *row = &cells[r * ORA_COLS];
      int terrain = ORA_TERRAIN_NONE;

      /* Rows outside the landscape are skipped at once. */
      for (int c = 0; c < ORA_COLS; c++)
        terrain |= row[c].terrain;
      if (terrain == ORA_TERRAIN_NONE)
        continue;
      /* Written at every space, kept where it qualifies (as in
       * built_spaces()). */
      for (int c = 0; c < ORA_COLS; c++)
        {
          sc->cells[n] = r * ORA_COLS + c;
          n += (row[c].terrain != ORA_TERRAIN_NONE) & (row[c].card < 0) & (row[c].cover != ORA_COVER_MOOR);
        }
    }
  sc->n = n;
  memset (sc->cloister_next, 0, sizeof sc->cloister_next);
  memset (sc->afford, 0, sizeof sc->afford);
  return sc;
}

static void
seq_add (SeqList        *list,
         const FrameSeq *seq)
{
  if (list->n < MAX_SEQS_PER_USE)
    list->seqs[list->n++] = *seq;
}

/* How often a trade can be made with the goods at hand (a rough bound;
 * every listed move is checked by really applying it). */
static int
feasible_times (const gint16  *goods,
                const OraStep *step,
                int            cap)
{
  gint16 scratch[ORA_GOODS_ROOM];
  int n = 0;
  gboolean plain = !step->has_first_pay && step->pay.n[ORA_STRAW] == 0;

  for (int k = ORA_N_GOODS; k < ORA_N_AMOUNTS; k++)
    plain = plain && step->pay.n[k] == 0;
  if (plain)
    {
      /* Only named goods: the count is a plain division. */
      n = cap;
      for (int g = 0; g < ORA_N_GOODS; g++)
        if (step->pay.n[g] > 0)
          n = MIN (n, goods[g] / step->pay.n[g]);
      return n;
    }
  memcpy (scratch, goods, sizeof scratch);
  while (n < cap)
    {
      const OraAmount *pay = (n == 0 && step->has_first_pay) ? &step->first_pay : &step->pay;

      if (!pay_amount (scratch, pay, 1))
        break;
      n++;
    }
  return n;
}

static int
count_options (int max,
               int *out)
{
  int n = 0;

  if (max <= 3)
    for (int i = max; i >= 0; i--)
      out[n++] = i;
  else
    {
      out[n++] = max;
      out[n++] = max / 2;
      out[n++] = 1;
      out[n++] = 0;
    }
  return n;
}

/* A removal step's choices: for each count, most first, each set of that
 * many spaces (in reading order) as { count, cell, ... }; then 0. `room`:
 * how many spaces fit in the frame after the card's arguments. */
static int
remove_choices (const OraPlayer *pl,
                const OraStep   *step,
                int              room,
                int              choices[][ORA_MAX_ARGS],
                int              max_choices)
{
  int cells[ORA_ROWS * ORA_COLS], n_cells = 0, n = 0;
  int top;

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE && pl->cells[r][c].cover == step->cover)
        cells[n_cells++] = r * ORA_COLS + c;
  /* n_cells is count_cover (pl, step->cover). */
  top = MIN (MIN (step->max, room), n_cells);
  for (int k = top; k > 0 && n < max_choices; k--)
    {
      int pick[ORA_MAX_ARGS];

      for (int i = 0; i < k; i++)
        pick[i] = i;
      while (n < max_choices)
        {
          int i = k - 1;

          choices[n][0] = k;
          for (int j = 0; j < k; j++)
            choices[n][j + 1] = cells[pick[j]];
          n++;
          /* Next combination of k out of n_cells. */
          while (i >= 0 && pick[i] == n_cells - k + i)
            i--;
          if (i < 0)
            break;
          pick[i]++;
          for (int j = i + 1; j < k; j++)
            pick[j] = pick[j - 1] + 1;
        }
    }
  if (n < max_choices)
    choices[n++][0] = 0;
  return n;
}

/* The argument tuples listed so far for one step. */
typedef struct
{
  int (*v)[ORA_MAX_ARGS];
  int n;
  int max;
} ChoiceList;

#define PUSH(...) G_STMT_START { \
    int tmp_[] = { __VA_ARGS__ }; \
    if (cl->n < cl->max) { memcpy (cl->v[cl->n], tmp_, sizeof tmp_); cl->n++; } \
  } G_STMT_END

static void
wheel_choices (const OraState *s,
               const OraStep  *step,
               ChoiceList     *cl)
{
  for (int i = 0; i < step->n_goods; i++)
    {
      int token = token_for_good (step->goods[i]);

      gboolean own = !step->joker_only && token >= 0 && s->wheel[token] >= 0;

      if (own)
        PUSH (i, 0);
      /* The joker is listed when it gives something the own token does not. */
      if (s->wheel[ORA_TOKEN_JOKER] >= 0 && (!own || s->wheel[ORA_TOKEN_JOKER] != s->wheel[token]))
        PUSH (i, 1);
    }
  if (cl->n == 0)
    PUSH (-1, 0);
}

static void
convert_any_choices (const OraStep *step,
                     ChoiceList    *cl)
{
  for (int a = 0; a <= step->max; a++)
    for (int b = 0; a + b <= step->max && (b == 0 || step->n_options > 1); b++)
      for (int d = 0; a + b + d <= step->max && (d == 0 || step->n_options > 2); d++)
        {
          int v[ORA_MAX_ARGS] = { a, b, d, 0 };

          if (cl->n < cl->max)
            memcpy (cl->v[cl->n++], v, sizeof v);
        }
}

/* The occupied buildings of every player (not settlements), found once
 * per listing. */
static void
find_occupied (Gen *g)
{
  const OraState *s = g->s;

  g->n_occupied = 0;
  for (int q = 0; q < s->n_players; q++)
    {
      int n_built;
      const guint8 *built = ora_built_spaces (g, q, &n_built);

      for (int b = 0; b < n_built; b++)
        {
          int k = built[b];
          const OraCell *cell = &s->players[q].cells[k / ORA_COLS][k % ORA_COLS];

          if (cell->occupant >= 0 && !(card_flags (g, cell->card) & CARD_SETTLEMENT))
            g->occupied[g->n_occupied++] = q * 256 + k;
        }
    }
}

static void
use_occupied_choices (Gen           *g,
                      int            owner,
                      int            r,
                      int            c,
                      const OraStep *step,
                      ChoiceList    *cl)
{
  const OraState *s = g->s;

  if (g->n_occupied < 0)
    find_occupied (g);
  for (int i = 0; i < g->n_occupied; i++)
    {
      int q = g->occupied[i] / 256, k = g->occupied[i] % 256;
      const OraCell *cell = &s->players[q].cells[k / ORA_COLS][k % ORA_COLS];

      if (!(q == owner && k == r * ORA_COLS + c) &&
          (!step->prior_only || cell->occupant % 4 == ORA_PRIOR))
        PUSH (q, k);
    }
  PUSH (-1, 0);
}

static void
use_adjacent_choices (Gen        *g,
                      int         owner,
                      int         r,
                      int         c,
                      ChoiceList *cl)
{
  const OraState *s = g->s;

  if (owner >= 0 && r >= 0)
    {
      int nb[6][2], k = ora_neighbours (&s->players[owner], r, c, nb);

      for (int i = 0; i < k; i++)
        {
          const OraCell *cell = &s->players[owner].cells[nb[i][0]][nb[i][1]];

          if (cell->card >= 0 && cell->occupant < 0 && !(card_flags (g, cell->card) & CARD_SETTLEMENT))
            PUSH (nb[i][0] * ORA_COLS + nb[i][1]);
        }
    }
  PUSH (-1);
}

static void
build_choices (Gen           *g,
               int            user,
               const OraStep *step,
               ChoiceList    *cl)
{
  const OraState *s = g->s;
  const gint16 *goods = s->players[user].goods;
  const OraPlayer *pl = &s->players[user];
  gboolean prior = step->return_prior || free_clergy (s, user, TRUE) >= 0;

  const SiteCache *sc = site_cache (g, user);
  gboolean no_pay = ora_amount_is_zero (&step->pay);

  for (int i = 0; i < s->first_settlement; i++)
    {
      const OraCard *cd = card_at (s, i);

      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      if (no_pay)
        {
          if (!user_affords (g, user, i))
            continue;
        }
      else
        {
          gint16 left[ORA_GOODS_ROOM];

          memcpy (left, goods, sizeof left);
          if (!pay_amount (left, &step->pay, 1) || !pay_amount (left, &cd->cost, 1))
            continue;
        }
      /* The user's empty spaces but moors; a forest may be the
       * space a removal step just cleared. */
      for (int k = 0; k < sc->n && cl->n < cl->max; k++)
        {
          int cell_index = sc->cells[k];
          const OraCell *cell = &pl->cells[cell_index / ORA_COLS][cell_index % ORA_COLS];

          if ((cell->cover == ORA_COVER_FOREST && !step->after_removal) ||
              !(cd->terrain_mask & (1u << cell->terrain)) ||
              (cd->cloister && !site_next_to_cloister (g, user, cell_index)))
            continue;
          PUSH (i, cell_index, 0);
          if (prior)
            PUSH (i, cell_index, 1);
        }
    }
  PUSH (-1, 0, 0);
}

static void
settle_choices (const OraState *s,
                int             user,
                ChoiceList     *cl)
{
  for (int i = 0; i < 8; i++)
    if (s->players[user].hand & (1u << i))
      for (int rr = 0; rr < ORA_ROWS; rr++)
        for (int cc = 0; cc < ORA_COLS; cc++)
          if (s->players[user].cells[rr][cc].terrain != ORA_TERRAIN_NONE &&
              s->players[user].cells[rr][cc].card < 0)
            PUSH (s->first_settlement + i, rr * ORA_COLS + cc);
  PUSH (-1, 0);
}

static void
land_choices (const OraState *s,
              int             user,
              ChoiceList     *cl)
{
  int plot_row[2] = { -1, -1 };

  for (int side = 0; side < 2; side++)
    for (int row = 0; row + 1 < ORA_ROWS && plot_row[side] < 0; row++)
      if (ora_plot_fits (&s->players[user], side, row))
        plot_row[side] = row;
  for (int ds = 0; ds < 2; ds++)
    for (int dw = 0; dw < 2; dw++)
      for (int ps = 0; ps < 2; ps++)
        if (plot_row[ps] >= 0)
          PUSH (ds, dw, ps, plot_row[ps]);
  PUSH (-1, 0, -1, 0);
}

static void
fell_cut_choices (const OraState *s,
                  int             user,
                  ChoiceList     *cl)
{
  int fr, fc, mr, mc;
  int fcell = first_cover (&s->players[user], ORA_COVER_FOREST, &fr, &fc) ? fr * ORA_COLS + fc : -1;
  int mcell = first_cover (&s->players[user], ORA_COVER_MOOR, &mr, &mc) ? mr * ORA_COLS + mc : -1;

  /* A joker for an action that has nothing to remove changes nothing, and
   * doing only one action is the combined move when the other has nothing
   * to remove: both would list a move twice. */
  for (int fj = 0; fj < 2; fj++)
    for (int mj = 0; mj < 2; mj++)
      if (!(fj && mj) && !(fj && fcell < 0) && !(mj && mcell < 0))
        PUSH (fcell, fj, mcell, mj);
  /* "and/or": either action alone, with or without the joker */
  if (fcell >= 0 && mcell >= 0)
    for (int j = 0; j < 2; j++)
      {
        PUSH (fcell, j, -1, 0);
        PUSH (-1, 0, mcell, j);
      }
}

/* The choices of one step, as argument tuples. */
static int
step_choices (Gen           *g,
              int            user,
              int            owner,
              int            r,
              int            c,
              const OraStep *step,
              int            choices[][ORA_MAX_ARGS],
              int            max_choices)
{
  const OraState *s = g->s;
  const gint16 *goods = s->players[user].goods;
  ChoiceList list = { choices, 0, max_choices }, *cl = &list;

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      wheel_choices (s, step, cl);
      break;
    case ORA_STEP_GAIN_CHOICE:
      for (int i = 0; i < step->n_options; i++)
        PUSH (i);
      break;
    case ORA_STEP_CONVERT:
      {
        int counts[8], k = count_options (feasible_times (goods, step, step->max ? step->max : 30), counts);

        for (int i = 0; i < k; i++)
          PUSH (counts[i]);
      }
      break;
    case ORA_STEP_CONVERT_ANY:
      convert_any_choices (step, cl);
      break;
    case ORA_STEP_DISTINCT:
      if (ora_auto_distinct_mask (goods, step->count) != 0)
        for (int i = 0; i < (step->gain_basic ? 6 : 1); i++)
          PUSH (i);
      PUSH (-1);
      break;
    case ORA_STEP_TWO_BASIC:
      if (goods[ORA_BOOK] > 0 || ora_amount_is_zero (&step->pay))
        for (int a = 0; a < 6; a++)
          for (int b = 0; b < 6; b++)
            if (a != b)
              PUSH (a, b);
      PUSH (-1, -1);
      break;
    case ORA_STEP_USE_OCCUPIED:
      use_occupied_choices (g, owner, r, c, step, cl);
      break;
    case ORA_STEP_USE_ADJACENT:
      use_adjacent_choices (g, owner, r, c, cl);
      break;
    case ORA_STEP_USE_UNBUILT:
      for (int i = 0; i < s->first_settlement; i++)
        if (s->card_loc[i] == ORA_LOC_DISPLAY)
          PUSH (i);
      PUSH (-1);
      break;
    case ORA_STEP_BUILD:
      build_choices (g, user, step, cl);
      break;
    case ORA_STEP_SETTLE:
      settle_choices (s, user, cl);
      break;
    case ORA_STEP_LAND:
      land_choices (s, user, cl);
      break;
    case ORA_STEP_FELL_CUT:
      fell_cut_choices (s, user, cl);
      break;
    case ORA_STEP_POINTS:
      PUSH (1);
      PUSH (0);
      break;
    default:
      PUSH (0);
      break;
    }
  return list.n;
}

#undef PUSH

/* A build right after a removal, as the first building used (Builders'
 * Market-like cards): apply refuses it when nothing was removed or when
 * the site is a forest the removal left standing (check_site() finds it
 * covered). Such choices stay in the list of sequences, which is capped,
 * but need no trial. */
static gboolean
build_doomed (Gen            *g,
              int             user,
              const OraCard  *cd,
              int             step_index,
              const FrameSeq *seq)
{
  const OraFrame *frame = &seq->f[0];
  const OraStep *step = &cd->steps[step_index];
  int removed, base, site;

  if (seq->n != 1 || step_index != 1 || cd->steps[0].kind != ORA_STEP_REMOVE)
    return FALSE;
  /* The removal's count is the frame's first argument, the build's
   * arguments (building, site, prior) follow it; the spaces the removal
   * names follow the card's arguments. */
  removed = frame->args[0];
  if (step->after_removal && removed == 0)
    return TRUE;
  site = frame->args[ora_step_n_args (&cd->steps[0]) + 1];
  base = ora_card_n_args (cd);
  /* An unnamed removal takes the first forest, which may be the site. */
  if (removed < 0 || removed > frame->nargs - base || removed > ORA_MAX_ARGS - 1 ||
      site < 0 || site >= ORA_ROWS * ORA_COLS ||
      g->s->players[user].cells[site / ORA_COLS][site % ORA_COLS].cover != ORA_COVER_FOREST)
    return FALSE;
  for (int j = 0; j < removed; j++)
    if (frame->args[base + j] == site)
      return FALSE;
  return TRUE;
}

#define MAX_STEP_CHOICES 64

/* The choices of each step of one building being listed. They depend on
 * the state, the user and the building's place, never on the choices
 * made at the steps before: each step's are worked out once, however
 * many sequences lead to it. */
typedef struct
{
  guint known;   /* bit per step */
  int   n[ORA_MAX_STEPS];
  int   choices[ORA_MAX_STEPS][MAX_STEP_CHOICES][ORA_MAX_ARGS];
} StepChoices;

static gboolean
step_is_nested (const OraStep *step)
{
  return step->kind == ORA_STEP_USE_OCCUPIED || step->kind == ORA_STEP_USE_ADJACENT ||
         step->kind == ORA_STEP_USE_UNBUILT || step->kind == ORA_STEP_BUILD;
}

/* The building a nested step's choice uses, for ora_gen_use(): FALSE for
 * a build whose prior does not use the new building. */
static gboolean
nested_target (Gen           *g,
               int            user,
               int            owner,
               const OraStep *step,
               const int     *choice,
               int           *tq,
               int           *tr,
               int           *tc,
               int           *tcard)
{
  *tq = owner;
  *tr = *tc = *tcard = -1;
  switch (step->kind)
    {
    case ORA_STEP_USE_OCCUPIED:
      *tq = choice[0];
      *tr = choice[1] / ORA_COLS;
      *tc = choice[1] % ORA_COLS;
      *tcard = g->s->players[*tq].cells[*tr][*tc].card;
      break;
    case ORA_STEP_USE_ADJACENT:
      *tr = choice[0] / ORA_COLS;
      *tc = choice[0] % ORA_COLS;
      *tcard = g->s->players[*tq].cells[*tr][*tc].card;
      break;
    case ORA_STEP_USE_UNBUILT:
      *tq = -1;
      *tcard = choice[0];
      break;
    default:   /* build: the prior may use the new building */
      if (choice[2] == 0)
        return FALSE;
      *tq = user;
      *tr = choice[1] / ORA_COLS;
      *tc = choice[1] % ORA_COLS;
      *tcard = choice[0];
      break;
    }
  return TRUE;
}

/* Which goods a distinct-goods step taking basic good `basic` pays:
 * besides the engine's choice, the payment that keeps the good being
 * taken, as its mask (0 = none). */
static guint32
distinct_keeping_mask (const gint16  *goods,
                       const OraStep *step,
                       int            basic)
{
  OraGood target = ora_basic_goods[basic];
  guint32 mask = ora_auto_distinct_mask (goods, step->count);
  gint16 without[ORA_N_GOODS];

  if (!(mask & (1u << target)))
    return 0;
  memcpy (without, goods, sizeof without);
  without[target] = 0;
  if (target == ORA_GRAIN)
    without[ORA_STRAW] = 0;
  return ora_auto_distinct_mask (without, step->count);
}

static void
gen_steps (Gen            *g,
           int             user,
           int             owner,
           int             r,
           int             c,
           int             card,
           int             step_index,
           int             depth,
           StepChoices    *memo,
           const FrameSeq *seq,
           SeqList        *out)
{
  const OraCard *cd = card_at (g->s, card);
  const OraStep *step;
  int (*choices)[ORA_MAX_ARGS];
  int n, at = 0;

  if (out->n >= MAX_SEQS_PER_USE)
    return;
  /* The loader keeps n_steps <= ORA_MAX_STEPS; said again so that the
   * compiler, unrolling this recursion, knows `steps` is never overrun. */
  if (step_index == cd->n_steps || step_index >= ORA_MAX_STEPS)
    {
      seq_add (out, seq);
      return;
    }
  step = &cd->steps[step_index];
  choices = memo->choices[step_index];
  if (!(memo->known & (1u << step_index)))
    {
      if (step->kind == ORA_STEP_REMOVE)
        n = remove_choices (&g->s->players[user], step, ORA_MAX_ARGS - ora_card_n_args (cd), choices, MAX_STEP_CHOICES);
      else
        n = step_choices (g, user, owner, r, c, step, choices, MAX_STEP_CHOICES);
      memo->n[step_index] = n;
      memo->known |= 1u << step_index;
    }
  n = memo->n[step_index];
  for (int s = 0; s < step_index; s++)
    at += ora_step_n_args (&cd->steps[s]);
  for (int i = 0; i < n && out->n < MAX_SEQS_PER_USE; i++)
    {
      FrameSeq next = *seq;
      OraFrame *frame = &next.f[next.n - 1];
      int k = ora_step_n_args (step);

      /* Step arguments go in order; the spaces a removal step names go
       * after all of the card's arguments. */
      for (int j = 0; j < k; j++)
        frame->args[at + j] = choices[i][j];
      frame->nargs = MAX (frame->nargs, at + k);
      if (step->kind == ORA_STEP_REMOVE && choices[i][0] > 0)
        {
          int base = ora_card_n_args (cd);

          for (int j = 0; j < choices[i][0]; j++)
            frame->args[base + j] = choices[i][j + 1];
          frame->nargs = base + choices[i][0];
        }
      if (step->kind == ORA_STEP_BUILD && choices[i][0] >= 0 && build_doomed (g, user, cd, step_index, &next))
        next.doomed = TRUE;
      if (step_is_nested (step) && choices[i][0] >= 0 && step_index == cd->n_steps - 1)
        {
          int tq, tr, tc, tcard;

          if (!nested_target (g, user, owner, step, choices[i], &tq, &tr, &tc, &tcard))
            seq_add (out, &next);
          else if (depth < 2 && next.n < ORA_MAX_FRAMES)
            ora_gen_use (g, user, tq, tr, tc, tcard, depth + 1, &next, out);
          continue;
        }
      gen_steps (g, user, owner, r, c, card, step_index + 1, depth, memo, &next, out);
      if (step->kind == ORA_STEP_DISTINCT && step->gain_basic > 0 && choices[i][0] >= 0)
        {
          guint32 mask = distinct_keeping_mask (g->s->players[user].goods, step, choices[i][0]);

          if (mask != 0)
            {
              next.f[next.n - 1].distinct_mask = mask;
              gen_steps (g, user, owner, r, c, card, step_index + 1, depth, memo, &next, out);
            }
        }
    }
}

/* gen_steps() for the most common buildings, of one step that needs no
 * special care (the heartland's): each choice is written straight into
 * the list, without the recursion's copies of the sequence. FALSE for
 * any other building. */
static gboolean
gen_one_step (Gen            *g,
              int             user,
              int             owner,
              int             r,
              int             c,
              int             card,
              const FrameSeq *seq,
              SeqList        *out)
{
  const OraCard *cd = card_at (g->s, card);
  const OraStep *step = &cd->steps[0];
  int choices[MAX_STEP_CHOICES][ORA_MAX_ARGS];
  int n, k;

  if (cd->n_steps != 1 || step->kind == ORA_STEP_REMOVE || step->kind == ORA_STEP_DISTINCT ||
      step_is_nested (step))
    return FALSE;
  n = step_choices (g, user, owner, r, c, step, choices, MAX_STEP_CHOICES);
  k = ora_step_n_args (step);
  for (int i = 0; i < n && out->n < MAX_SEQS_PER_USE; i++)
    {
      FrameSeq *next = &out->seqs[out->n++];
      OraFrame *frame;

      *next = *seq;
      frame = &next->f[next->n - 1];
      for (int j = 0; j < k; j++)
        frame->args[j] = choices[i][j];
      frame->nargs = MAX (frame->nargs, k);
    }
  return TRUE;
}

int
ora_gen_simple_choices (Gen  *g,
                        int   user,
                        int   owner,
                        int   r,
                        int   c,
                        int   card,
                        int   choices[][ORA_MAX_ARGS])
{
  const OraCard *cd = card_at (g->s, card);

  G_STATIC_ASSERT (ORA_SIMPLE_CHOICES_MAX == MAX_STEP_CHOICES);
  if (cd->n_steps != 1)
    return -1;
  return step_choices (g, user, owner, r, c, &cd->steps[0], choices, MAX_STEP_CHOICES);
}

void
ora_gen_use (Gen            *g,
             int             user,
             int             owner,
             int             r,
             int             c,
             int             card,
             int             depth,
             const FrameSeq *prefix,
             SeqList        *out)
{
  FrameSeq seq = *prefix;
  StepChoices memo;

  if (seq.n >= ORA_MAX_FRAMES)
    return;
  memset (&seq.f[seq.n], 0, sizeof seq.f[seq.n]);
  seq.f[seq.n].card = card;
  seq.n++;
  if (gen_one_step (g, user, owner, r, c, card, &seq, out))
    return;
  memo.known = 0;
  gen_steps (g, user, owner, r, c, card, 0, depth, &memo, &seq, out);
}

/* Buildings whose every listed choice is valid by construction, so the
 * moves need no trial application (the common heartland buildings). */
static gboolean
card_is_simple (const OraCard *card)
{
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];

      switch (step->kind)
        {
        case ORA_STEP_WHEEL:
          if (!ora_amount_is_zero (&step->pay))
            return FALSE;
          break;
        case ORA_STEP_GAIN:
        case ORA_STEP_GAIN_CHOICE:
        case ORA_STEP_THRESHOLD:
          if (step->gain.n[ORA_WONDER] > 0)
            return FALSE;
          break;
        default:
          return FALSE;
        }
    }
  return !card->once_per_turn;
}

/* Steps that only move goods (and wheel tokens): a building made of them
 * has its choices checked on the goods alone, without copying the state. */
static gboolean
step_is_goods_only (OraStepKind kind)
{
  switch (kind)
    {
    case ORA_STEP_WHEEL:
    case ORA_STEP_GAIN:
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT:
    case ORA_STEP_CONVERT_ANY:
    case ORA_STEP_DISTINCT:
    case ORA_STEP_THRESHOLD:
    case ORA_STEP_TWO_BASIC:
    case ORA_STEP_POINTS:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
step_uses_other (OraStepKind kind)
{
  return kind == ORA_STEP_USE_OCCUPIED || kind == ORA_STEP_USE_ADJACENT || kind == ORA_STEP_USE_UNBUILT;
}

static gboolean
card_is_goods_only (const OraCard *card)
{
  for (int i = 0; i < card->n_steps; i++)
    if (!step_is_goods_only (card->steps[i].kind))
      return FALSE;
  return TRUE;
}

/* Goods-only but for steps using another building, which read the
 * landscapes and the display and change nothing themselves. */
static gboolean
card_uses_other (const OraCard *card)
{
  gboolean uses = FALSE;

  for (int i = 0; i < card->n_steps; i++)
    if (step_uses_other (card->steps[i].kind))
      uses = TRUE;
    else if (!step_is_goods_only (card->steps[i].kind))
      return FALSE;
  return uses;
}

static gboolean
amount_has_value (const OraAmount *amount)
{
  return amount->n[ORA_PAY_FOOD] > 0 || amount->n[ORA_PAY_ENERGY] > 0 || amount->n[ORA_PAY_POINTS] > 0;
}

/* Whether using the card may pay food, energy or points (coins have no
 * alternatives); a card that builds or settles may pay the new card's cost. */
static gboolean
card_may_pay_value (const OraCard *card)
{
  if (amount_has_value (&card->cost))
    return TRUE;
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];

      if (step->kind == ORA_STEP_BUILD || step->kind == ORA_STEP_SETTLE ||
          amount_has_value (&step->pay) || amount_has_value (&step->first_pay))
        return TRUE;
      for (int o = 0; o < step->n_options; o++)
        if (amount_has_value (&step->options[o].pay))
          return TRUE;
    }
  return FALSE;
}

/* A removal of forests with a build after it (Carpentry) that pays
 * nothing of its own: see clear_build_key(). */
static gboolean
card_clears_then_builds (const OraCard *card)
{
  return card->n_steps == 2 && !card->once_per_turn &&
         card->steps[0].kind == ORA_STEP_REMOVE && card->steps[0].cover == ORA_COVER_FOREST &&
         card->steps[1].kind == ORA_STEP_BUILD && card->steps[1].after_removal &&
         !card->steps[1].return_prior && ora_amount_is_zero (&card->steps[1].pay);
}

