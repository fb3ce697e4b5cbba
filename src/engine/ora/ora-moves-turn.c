/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-moves-turn.c — listing legal moves: trials, and the moves of a turn,
 * the bonus round and settling */
#include "config.h"

#include <string.h>

#include "ora/ora-moves-private.h"

/* A cheap test on the card data: only such moves get alternative
 * payments, so only their automatic payment is noted. */
static gboolean
may_pay_value (Gen             *g,
               const OraAction *a)
{
  const OraState *s = g->s;

  switch (a->type)
    {
    case ORA_ACT_BUILD:
    case ORA_ACT_SETTLE:
      if (a->card >= 0 && a->card < s->set->n_cards && (card_flags (g, a->card) & CARD_MAY_PAY))
        return TRUE;
      break;
    case ORA_ACT_PLACE:
    case ORA_ACT_CONTRACT:
    case ORA_ACT_BONUS_PLACE:
      break;
    default:
      return FALSE;
    }
  for (int i = 0; i < a->n_frames; i++)
    if (a->frames[i].card >= 0 && a->frames[i].card < s->set->n_cards &&
        (card_flags (g, a->frames[i].card) & CARD_MAY_PAY))
      return TRUE;
  return FALSE;
}

static void
note_from_record (PayNote         *note,
                  const PayRecord *pay,
                  CheckKind        check)
{
  note->have = 1;
  note->check = check;
  note->kinds = pay->kinds;
  memcpy (note->need, pay->need, sizeof note->need);
  memcpy (note->taken, pay->taken, sizeof note->taken);
}

/* Whether the move is legal, tried on the scratch copy up to the end of
 * the move proper. A move that may pay food, energy or points is tried
 * with its payment noted (`note`), which the listing of alternatives
 * starts from. */
static gboolean
trial (Gen             *g,
       const OraAction *a,
       PayNote         *note)
{
  OraState *t = &g->scratch;

  note->have = 0;
  ora_state_copy_into (t, g->s);
  if (!may_pay_value (g, a))
    return ora_apply_main (t, a, FALSE, NULL, NULL);
  memset (&t->pay, 0, sizeof t->pay);
  t->pay.mode = PAY_NOTE;
  if (ora_apply_main (t, a, FALSE, NULL, NULL))
    {
      note_from_record (note, &t->pay, CHECK_APPLY);
      if (!t->pay.mixed)
        return TRUE;
    }
  else if (!t->pay.mixed)
    return FALSE;
  /* Noted in another order than the automatic payment: the automatic
   * one decides. */
  ora_state_copy_into (t, g->s);
  return ora_apply_main (t, a, FALSE, NULL, NULL);
}

/* The note of a build or settlement without a use: its cost, paid as
 * apply pays it (the card and the site are checked already). */
static void
note_cost (Gen     *g,
           int      card,
           PayNote *note)
{
  OraState *t = &g->scratch;
  gint16 goods[ORA_GOODS_ROOM];

  note->have = 0;
  if (!(card_flags (g, card) & CARD_MAY_PAY))
    return;
  memcpy (goods, g->s->players[g->s->current].goods, sizeof goods);
  memset (&t->pay, 0, sizeof t->pay);
  t->pay.mode = PAY_NOTE;
  if (!pay_by (t, goods, &card_at (g->s, card)->cost, 1))
    return;
  note_from_record (note, &t->pay, CHECK_COST);
  note->card = card;
}

static void
try_add (Gen             *g,
         const OraAction *a)
{
  PayNote note;

  if (trial (g, a, &note))
    append_move (g, a, &note);
}

/* The trial of a CARD_CLEAR_BUILD use (the only frame, or followed by
 * the prior's use of a goods-only new building) depends on what `key`
 * gets; FALSE for another shape. The listed removals name forests, and
 * a listed site that is not doomed (build_doomed()) is clear once they
 * are gone and fits the new building's terrain and cloister rule: apply
 * accepts both. What may still fail is paying for the building after a
 * contract's fee and the removal's gain, which depends on how many
 * forests go and on which building alone, and so does what the payment
 * takes; then the prior must be free (so the clergyman sent counts) and
 * the goods-only use, which reads no space, must pass on the goods left. */
static gboolean
clear_build_key (Gen             *g,
                 const OraAction *a,
                 const OraCard   *cd,
                 const FrameSeq  *seq,
                 int              key[CLEAR_KEY_LEN])
{
  const OraFrame *frame = &seq->f[0], *use = &seq->f[1];
  int at = ora_step_n_args (&cd->steps[0]);
  int count = frame->args[0], target = frame->args[at], prior = frame->args[at + 2];

  if (count < 0 || target >= G_MAXUINT8)
    return FALSE;
  if (seq->n == 1 ? target >= 0 && prior != 0
                  : seq->n != 2 || target < 0 || prior != 1 || use->card != target ||
                    !(card_flags (g, target) & CARD_GOODS_ONLY))
    return FALSE;
  memset (key, 0, sizeof (int[CLEAR_KEY_LEN]));
  key[0] = a->type;
  key[1] = a->gift;
  key[2] = a->player;
  key[3] = count * 256 + target + 1;
  key[4] = seq->n == 2 ? a->clergy : -1;
  if (seq->n == 2)
    {
      key[5] = use->nargs;
      key[6] = (int) use->distinct_mask;
      for (int j = 0; j < use->nargs && j < ORA_MAX_ARGS; j++)
        key[7 + j] = use->args[j];
    }
  return TRUE;
}

/* try_add() for a CARD_CLEAR_BUILD use: one trial per key of
 * clear_build_key(), its verdict and note shared by the sequences of the
 * same key (some 14 per offer, differing in which forest goes and where
 * the building stands) and, without the prior's use, by the prior and
 * the monk, who reach the same trial (the listing checked that the one
 * sent is free). What the fee takes depends on the type, the gift and
 * (for a contract's receiver) the owner. */
static void
try_add_clear_build (Gen            *g,
                     const OraAction *a,
                     const OraCard   *cd,
                     const FrameSeq  *seq)
{
  ClearMemo *memo = &g->clear;
  int key[CLEAR_KEY_LEN];
  int i = 0;

  if (!clear_build_key (g, a, cd, seq, key))
    {
      try_add (g, a);
      return;
    }
  while (i < memo->n && memcmp (memo->key[i], key, sizeof key) != 0)
    i++;
  if (i == CLEAR_MEMO_SIZE)
    {
      try_add (g, a);
      return;
    }
  if (i == memo->n)
    {
      memcpy (memo->key[i], key, sizeof key);
      memo->valid[i] = trial (g, a, &memo->note[i]);
      memo->n++;
    }
  if (memo->valid[i])
    append_move (g, a, &memo->note[i]);
}

/* Worth listing a keep_turn variant: the building yields coins and land
 * is still to be had this turn but not yet affordable. */
static gboolean
keep_turn_useful (const OraState *s,
                  int             card)
{
  const OraCard *cd = card_at (s, card);
  const gint16 *goods = s->players[s->current].goods;
  int money = goods[ORA_COIN] + 5 * goods[ORA_COIN5];
  int cheapest = G_MAXINT;
  gboolean coins = FALSE;

  if (!land_allowed (s))
    return FALSE;
  if (s->districts_taken < s->set->n_districts)
    cheapest = MIN (cheapest, s->set->district_costs[s->districts_taken]);
  if (s->plots_taken < s->set->n_plots)
    cheapest = MIN (cheapest, s->set->plot_costs[s->plots_taken]);
  if (money >= cheapest || cheapest == G_MAXINT)
    return FALSE;
  for (int i = 0; i < cd->n_steps; i++)
    {
      const OraStep *step = &cd->steps[i];

      for (int k = 0; k < step->n_goods; k++)
        coins |= step->goods[k] == ORA_COIN;
      coins |= step->gain.n[ORA_COIN] > 0;
      for (int o = 0; o < step->n_options; o++)
        coins |= step->options[o].gain.n[ORA_COIN] > 0;
    }
  return coins;
}

/* The occupant apply_place(), apply_contract() or apply_bonus_place()
 * puts on the building, -1 when they find no free clergyman. */
static int
placed_occupant (const OraState  *s,
                 const OraAction *a,
                 int              user)
{
  int owner = a->player, clergy;

  switch (a->type)
    {
    case ORA_ACT_PLACE:
      clergy = free_clergy (s, user, a->clergy == 0);
      return clergy < 0 ? -1 : user * 4 + clergy;
    case ORA_ACT_BONUS_PLACE:
      return free_clergy (s, user, TRUE) < 0 ? -1 : user * 4 + ORA_PRIOR;
    case ORA_ACT_CONTRACT:
      clergy = contract_clergy (s, owner, a->clergy);
      return clergy < 0 ? -1 : owner * 4 + clergy;
    default:
      return -1;
    }
}

/* Runs a goods-only use in place with the payment record `pay_in` (the
 * contract's fee first, and with chosen goods the check of what was left
 * over), then puts back every value the run may touch but the payment
 * record, of which only the mode: a run in the state's own (automatic)
 * mode reads nothing else of it, and ora_state_legal_moves() puts the
 * whole record back once, at its end. Without `pay_in`, the run starts a
 * fresh noting record and reports it to `out`: copied straight into the
 * note rather than through a whole record. */
gboolean
ora_goods_only_run (const OraState  *cs,
                    const OraAction *a,
                    int              user,
                    int              owner,
                    int              card,
                    const PayRecord *pay_in,
                    NoteOut         *out)
{
  OraState *s = (OraState *) cs;
  gint16 saved[ORA_MAX_PLAYERS][ORA_GOODS_ROOM];
  /* Only the short game's extra production reaches the other players. */
  int first = mode_of (s)->extra_production ? 0 : user;
  int last = mode_of (s)->extra_production ? s->n_players - 1 : user;
  gint8 wheel[ORA_N_TOKENS];
  guint64 once0 = s->once_used[0], once1 = s->once_used[1];
  int wonders = s->wonders_left;
  /* The state's own record (automatic payment) is left as it is. */
  gboolean own_pay = pay_in == &s->pay;
  gint8 pay_mode = s->pay.mode;
  Run run = { s, a, 0, user, NULL, 0, 0, 0 };
  gboolean build = a->type == ORA_ACT_BUILD;
  /* A build: the listing checked that the prior is free. */
  int worker = build ? user * 4 + ORA_PRIOR : placed_occupant (s, a, user);
  OraCell *here;
  gint8 occupant, built;
  gboolean ok = TRUE;

  /* Apply refuses a move without a free clergyman. The one it places is
   * put here for the run: a building used from this one may look at it.
   * A new building is put on its space (a cloister counts for points). */
  if (worker < 0)
    return FALSE;
  here = &s->players[a->type == ORA_ACT_PLACE || build ? user : a->player].cells[a->row][a->col];
  occupant = here->occupant;
  built = here->card;
  here->occupant = worker;
  if (build)
    here->card = card;

  for (int p = first; p <= last; p++)
    memcpy (saved[p], s->players[p].goods, sizeof saved[p]);
  memcpy (wheel, s->wheel, sizeof wheel);
  if (!own_pay)
    {
      if (pay_in != NULL)
        s->pay = *pay_in;
      else
        {
          memset (&s->pay, 0, sizeof s->pay);
          s->pay.mode = PAY_NOTE;
        }
    }
  if (a->type == ORA_ACT_CONTRACT)
    {
      OraGood gift = s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY;

      if (a->gift)
        ok = s->players[user].goods[gift]-- > 0;
      else
        ok = pay_coins_by (s, s->players[user].goods, s->contract_cost);
    }
  else if (build)
    ok = pay_by (s, s->players[user].goods, &card_at (s, card)->cost, 1);
  if (ok)
    ok = ora_run_use (&run, owner, a->row, a->col, card, 0, NULL) && run.fi == a->n_frames;
  if (ok && s->pay.mode == PAY_CHOSEN)
    ok = ora_pay_finish (s, s->players[user].goods, NULL);
  if (out != NULL)
    {
      if (ok)
        note_from_record (out->note, &s->pay, out->check);
      out->mixed = s->pay.mixed;
    }
  for (int p = first; p <= last; p++)
    memcpy (s->players[p].goods, saved[p], sizeof saved[p]);
  memcpy (s->wheel, wheel, sizeof wheel);
  s->once_used[0] = once0;
  s->once_used[1] = once1;
  s->wonders_left = wonders;
  s->pay.mode = pay_mode;
  here->occupant = occupant;
  here->card = built;
  return ok;
}

/* trial() for a goods-only use, in place. */
static gboolean
goods_only_valid (Gen             *g,
                  const OraAction *a,
                  int              user,
                  int              owner,
                  int              card,
                  PayNote         *note)
{
  NoteOut out = { note, CHECK_GOODS_ONLY, FALSE };

  note->have = 0;
  if (!may_pay_value (g, a))
    return ora_goods_only_run (g->s, a, user, owner, card, &g->s->pay, NULL);
  if (ora_goods_only_run (g->s, a, user, owner, card, NULL, &out))
    {
      note->owner = owner;
      note->card = card;
      if (!out.mixed)
        return TRUE;
    }
  else if (!out.mixed)
    return FALSE;
  return ora_goods_only_run (g->s, a, user, owner, card, &g->s->pay, NULL);
}

/* trial() of a build whose prior uses the new goods-only building: run
 * in place by goods_only_run() (the listing checked the site, the
 * display and the prior), and noted as trial() notes, so that its
 * alternatives are still checked by whole trials. */
static gboolean
build_use_valid (Gen             *g,
                 const OraAction *a,
                 PayNote         *note)
{
  int p = g->s->current;
  NoteOut out = { note, CHECK_APPLY, FALSE };

  note->have = 0;
  if (!may_pay_value (g, a))
    return ora_goods_only_run (g->s, a, p, p, a->card, &g->s->pay, NULL);
  if (ora_goods_only_run (g->s, a, p, p, a->card, NULL, &out))
    {
      if (!out.mixed)
        return TRUE;
    }
  else if (!out.mixed)
    return FALSE;
  return ora_goods_only_run (g->s, a, p, p, a->card, &g->s->pay, NULL);
}

/* Whether every building the sequence uses only moves goods, or uses
 * another building: goods_only_run() decides it. */
static gboolean
seq_in_place (Gen            *g,
              const FrameSeq *seq)
{
  for (int i = 0; i < seq->n; i++)
    if (seq->f[i].card < 0 || seq->f[i].card >= g->s->set->n_cards ||
        !(card_flags (g, seq->f[i].card) & (CARD_GOODS_ONLY | CARD_USES_OTHER)))
      return FALSE;
  return TRUE;
}

/* add_with_uses() for a one-step CARD_SIMPLE building (the heartland's,
 * offered on every turn): each choice is written straight into its move,
 * without the sequences the use cache keeps for the other buildings. */
static gboolean
add_simple_uses (Gen       *g,
                 OraAction *a,
                 int        user,
                 int        owner,
                 int        card)
{
  int choices[ORA_SIMPLE_CHOICES_MAX][ORA_MAX_ARGS];
  int n = ora_gen_simple_choices (g, user, owner, a->row, a->col, card, choices);
  int k, keep_turn = -1;   /* as in add_with_uses() */

  if (n < 0)
    return FALSE;
  if (n == 0)
    return TRUE;
  k = ora_step_n_args (&card_at (g->s, card)->steps[0]);
  memset (a->frames, 0, sizeof a->frames);
  a->n_frames = 1;
  a->frames[0].card = card;
  a->frames[0].nargs = k;
  for (int i = 0; i < MIN (n, MAX_SEQS_PER_USE); i++)
    {
      for (int j = 0; j < k; j++)
        a->frames[0].args[j] = choices[i][j];
      append_move (g, a, NULL);
      if (keep_turn < 0)
        keep_turn = a->type == ORA_ACT_PLACE && keep_turn_useful (g->s, card);
      if (keep_turn)
        {
          OraAction keep = *a;

          keep.keep_turn = 1;
          append_move (g, &keep, NULL);
        }
    }
  return TRUE;
}

static void
add_with_uses (Gen       *g,
               OraAction *a,
               int        user,
               int        owner,
               int        card)
{
  UseCache *cache = &g->uses;
  const SeqList *list = &cache->list;
  int key[5] = { user, owner, a->row, a->col, card };
  guint flags = card_flags (g, card);
  int keep_turn = -1;   /* keep_turn_useful() of a placement, -1 = not asked yet */

  if ((flags & CARD_SIMPLE) && add_simple_uses (g, a, user, owner, card))
    return;
  if (memcmp (key, cache->key, sizeof key) != 0)
    {
      FrameSeq empty = { 0 };

      memcpy (cache->key, key, sizeof key);
      cache->list.n = 0;
      ora_gen_use (g, user, owner, a->row, a->col, card, 0, &empty, &cache->list);
      cache->run_key[0] = -1;
    }
  if (flags & (CARD_GOODS_ONLY | CARD_USES_OTHER))
    {
      /* A goods-only run reads the type, the gift, the space and the
       * choices; using another building also reads which clergyman
       * stands here. */
      int run_key[3] = { a->type, a->gift, (flags & CARD_GOODS_ONLY) ? -1 : a->clergy };

      if (memcmp (run_key, cache->run_key, sizeof run_key) != 0)
        {
          memcpy (cache->run_key, run_key, sizeof run_key);
          cache->run_known = cache->run_valid = 0;
        }
    }
  for (int i = 0; i < list->n; i++)
    {
      a->n_frames = list->seqs[i].n;
      memcpy (a->frames, list->seqs[i].f, sizeof a->frames);
      if (list->seqs[i].doomed)
        continue;
      if (flags & CARD_SIMPLE)
        {
          /* Pays nothing but a contract's coins: no alternatives. */
          append_move (g, a, NULL);
          /* Producing first and buying land with the proceeds is the
           * common reason to keep the turn open; list that variant. */
          if (keep_turn < 0)
            keep_turn = a->type == ORA_ACT_PLACE && keep_turn_useful (g->s, card);
          if (keep_turn)
            {
              OraAction keep = *a;

              keep.keep_turn = 1;
              append_move (g, &keep, NULL);
            }
        }
      else if ((flags & CARD_GOODS_ONLY) || ((flags & CARD_USES_OTHER) && seq_in_place (g, &list->seqs[i])))
        {
          if (!(cache->run_known & (1u << i)))
            {
              cache->run_known |= 1u << i;
              if (goods_only_valid (g, a, user, owner, card, &cache->run_notes[i]))
                cache->run_valid |= 1u << i;
            }
          if (cache->run_valid & (1u << i))
            append_move (g, a, &cache->run_notes[i]);
        }
      else if (flags & CARD_CLEAR_BUILD)
        try_add_clear_build (g, a, card_at (g->s, card), &list->seqs[i]);
      else
        try_add (g, a);
    }
}

/* Whether a land purchase of `cost` coins is affordable: the only check
 * of take_district()/take_plot() left once the space fits. */
static gboolean
land_affordable (const OraState *s,
                 int             cost)
{
  const gint16 *goods = s->players[s->current].goods;

  return goods[ORA_COIN] + 5 * goods[ORA_COIN5] >= cost;
}

void
ora_gen_free_actions (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  OraAction a = { 0 };

  a.card = -1;
  if (land_allowed (s))
    {
      /* Solo stacks are turned over, as in take_district()/take_plot(). */
      if (s->districts_taken < s->set->n_districts &&
          land_affordable (s, s->mode_id == ORA_MODE_SOLO ? s->set->district_costs[s->set->n_districts - 1 - s->districts_taken]
                                                          : s->set->district_costs[s->districts_taken]))
        for (int side = 0; side < 2; side++)
          for (int where = 0; where < 2; where++)
            if (district_fits (pl, where))
              {
                a.type = ORA_ACT_BUY_DISTRICT;
                a.side = side;
                a.row = where;
                append_move (g, &a, NULL);
              }
      if (s->plots_taken < s->set->n_plots &&
          land_affordable (s, s->mode_id == ORA_MODE_SOLO ? s->set->plot_costs[s->set->n_plots - 1 - s->plots_taken]
                                                          : s->set->plot_costs[s->plots_taken]))
        for (int side = 0; side < 2; side++)
          for (int row = 0; row + 1 < ORA_ROWS; row++)
            if (ora_plot_fits (pl, side, row))
              {
                a.type = ORA_ACT_BUY_PLOT;
                a.side = side;
                a.row = row;
                append_move (g, &a, NULL);
              }
    }
  a.side = 0;
  a.row = -1;
  if (pl->goods[ORA_GRAIN] > 0)
    {
      a.type = ORA_ACT_FLIP_GRAIN;
      append_move (g, &a, NULL);
    }
  if (pl->goods[ORA_WINE] > 0)
    {
      a.type = ORA_ACT_SELL_WINE;
      append_move (g, &a, NULL);
    }
  if (pl->goods[ORA_WHISKEY] > 0)
    {
      a.type = ORA_ACT_SELL_WHISKEY;
      append_move (g, &a, NULL);
    }
}

/* Empty, cleared spaces are few; listed once, from the user's empty
 * spaces found for the listing: the central rows first, then the plots
 * beyond them. */
static int
build_sites (Gen *g,
             int  p,
             int  sites[][2])
{
  const OraPlayer *pl = &g->s->players[p];
  const SiteCache *sc = site_cache (g, p);
  int n_sites = 0;

  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < sc->n; k++)
      {
        int r = sc->cells[k] / ORA_COLS, c = sc->cells[k] % ORA_COLS;
        gboolean central = r >= pl->row_top - 2 && r <= pl->row_bottom + 2;

        if (central == (pass == 0) && pl->cells[r][c].cover == ORA_COVER_NONE &&
            pl->cells[r][c].terrain != ORA_TERRAIN_MOUNTAIN_LOWER)
          {
            sites[n_sites][0] = r;
            sites[n_sites][1] = c;
            n_sites++;
          }
      }
  return n_sites;
}

/* The listing of the prior's choices on a new building: allocated by
 * the first build that needs it, and kept in the thread's Gen. */
typedef struct
{
  Gen     *inner;
  SeqList *list;
} PriorChoices;

/* The prior's choices, worked out once on the scratch copy where the
 * building stands (the trials copy afresh); every move is checked per
 * site. */
static void
prior_choices_after_build (Gen          *g,
                           int           p,
                           int           card,
                           int           r,
                           int           c,
                           PriorChoices *pc)
{
  OraState *after = &g->scratch;
  FrameSeq empty = { 0 };

  if (pc->inner == NULL)
    {
      pc->inner = g_new (Gen, 1);
      /* It works out choices only: no moves, no notes, no builds. */
      pc->inner->notes = NULL;
      pc->inner->prior_inner = NULL;
      pc->inner->prior_list = NULL;
      pc->list = g_new (SeqList, 1);
    }
  ora_state_copy_into (after, g->s);
  ora_gen_init (pc->inner, after, NULL);
  pc->list->n = 0;
  if (ora_do_build (after, p, card, r, c, NULL, NULL))
    {
      put_clergy (after, p, ORA_PRIOR, p, r, c);
      ora_gen_use (pc->inner, p, p, r, c, card, 0, &empty, pc->list);
    }
}

/* What the prior's uses of one building found at its first site. */
typedef struct
{
  gboolean goods_only;
  gboolean valid_mask_known;
  guint32  valid_mask;
  PayNote  use_notes[8];
} PriorUses;

/* The build `use` (site set) with each of the prior's choices. */
static void
add_prior_uses (Gen           *g,
                OraAction     *use,
                const SeqList *list,
                PriorUses     *pu)
{
  for (int j = 0; j < list->n && j < 8; j++)
    {
      use->n_frames = list->seqs[j].n;
      memcpy (use->frames, list->seqs[j].f, sizeof use->frames);
      if (list->seqs[j].doomed)
        continue;
      /* A goods-only effect does not depend on the site: what
       * worked at the first site works at every other one, and
       * pays the same. */
      if (pu->goods_only && pu->valid_mask_known)
        {
          if (pu->valid_mask & (1u << j))
            append_move (g, use, &pu->use_notes[j]);
          continue;
        }
      if (pu->goods_only ? build_use_valid (g, use, &pu->use_notes[j]) : trial (g, use, &pu->use_notes[j]))
        {
          append_move (g, use, &pu->use_notes[j]);
          pu->valid_mask |= 1u << j;
        }
    }
  if (pu->goods_only)
    pu->valid_mask_known = TRUE;
}

/* The builds of building `card` (on display, affordable) at each site. */
static void
gen_builds_of (Gen          *g,
               int           card,
               int           sites[][2],
               int           n_sites,
               gboolean      prior_free,
               PriorChoices *pc)
{
  int p = g->s->current;
  gboolean list_known = FALSE;
  PayNote cost_note;
  PriorUses pu;
  /* The build and the prior's uses of the new building: cleared once
   * per building, their site set per site. */
  OraAction a, use;

  pu.goods_only = (card_flags (g, card) & CARD_GOODS_ONLY) != 0;
  pu.valid_mask_known = FALSE;
  pu.valid_mask = 0;
  note_cost (g, card, &cost_note);
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_BUILD;
  a.card = card;
  use = a;
  use.clergy = 1;
  for (int k = 0; k < n_sites; k++)
    {
      int r = sites[k][0], c = sites[k][1];

      if (!clear_site_fits (g, p, card, r, c))
        continue;
      a.row = use.row = r;
      a.col = use.col = c;
      append_move (g, &a, &cost_note);
      if (!prior_free)
        continue;
      if (!list_known)
        {
          prior_choices_after_build (g, p, card, r, c, pc);
          list_known = TRUE;
        }
      add_prior_uses (g, &use, pc->list, &pu);
    }
}

static void
gen_builds (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  int sites[ORA_ROWS * ORA_COLS][2], n_sites;
  gboolean prior_free = free_clergy (s, p, TRUE) >= 0;
  PriorChoices pc = { g->prior_inner, g->prior_list };

  n_sites = build_sites (g, p, sites);
  if (n_sites == 0)
    return;
  for (int i = 0; i < s->first_settlement; i++)
    {
      if (s->card_loc[i] != ORA_LOC_DISPLAY)
        continue;
      if (!user_affords (g, p, i))
        continue;
      gen_builds_of (g, i, sites, n_sites, prior_free, &pc);
    }
  g->prior_inner = pc.inner;
  g->prior_list = pc.list;
}

/* Places on the player's own buildings. */
static void
gen_places (Gen       *g,
            OraAction *a)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  const guint8 *built;
  int n_built;

  built = ora_built_spaces (g, p, &n_built);
  for (int b = 0; b < n_built; b++)
    {
      int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
      const OraCell *cell = &pl->cells[r][c];

      if (cell->occupant >= 0 || (card_flags (g, cell->card) & CARD_SETTLEMENT))
        continue;
      for (int kind = 0; kind < 2; kind++)
        if (free_clergy (s, p, kind == 0) >= 0)
          {
            a->type = ORA_ACT_PLACE;
            a->row = r;
            a->col = c;
            a->clergy = kind;
            add_with_uses (g, a, p, p, cell->card);
          }
    }
}

/* Work contracts, from the move gen_places() left in `a`. */
static void
gen_contracts (Gen       *g,
               OraAction *a)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  const guint8 *built;
  int n_built;

  for (int q = 0; q < s->n_players; q++)
    {
      gboolean can_gift;

      if (q == p || (free_clergy (s, q, FALSE) < 0 && free_clergy (s, q, TRUE) < 0))
        continue;
      can_gift = pl->goods[s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY] > 0;
      built = ora_built_spaces (g, q, &n_built);
      for (int b = 0; b < n_built; b++)
        {
          int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
          const OraCell *cell = &s->players[q].cells[r][c];

          if (cell->occupant >= 0 || (card_flags (g, cell->card) & CARD_SETTLEMENT))
            continue;
          for (int kind = 0; kind < (q == s->neutral ? 2 : 1); kind++)
            {
              /* The rest of the move is as set above or left zero;
               * add_with_uses() writes the frames. */
              a->type = ORA_ACT_CONTRACT;
              a->player = q;
              a->row = r;
              a->col = c;
              a->card = -1;
              a->gift = 0;
              a->clergy = q == s->neutral ? kind : 1;
              if (q == s->neutral && free_clergy (s, q, kind == 0) < 0)
                continue;
              if (pl->goods[ORA_COIN] + 5 * pl->goods[ORA_COIN5] >= s->contract_cost)
                add_with_uses (g, a, p, q, cell->card);
              if (can_gift)
                {
                  a->gift = 1;
                  add_with_uses (g, a, p, q, cell->card);
                }
            }
        }
    }
}

/* Fell trees and cut peat: forests and moors found in one pass. */
static void
gen_fell_cut (Gen *g)
{
  const OraPlayer *pl = &g->s->players[g->s->current];
  guint8 covered[2][ORA_ROWS * ORA_COLS];
  int n_covered[2] = { 0, 0 };
  OraAction a;

  for (int r = 0; r < ORA_ROWS; r++)
    {
      int any = ORA_COVER_NONE;

      /* Rows without any cover are skipped at once. */
      for (int c = 0; c < ORA_COLS; c++)
        any |= pl->cells[r][c].cover;
      if (any == ORA_COVER_NONE)
        continue;
      for (int c = 0; c < ORA_COLS; c++)
        {
          const OraCell *cell = &pl->cells[r][c];
          int live = cell->terrain != ORA_TERRAIN_NONE;

          /* Without branches, as in built_spaces(). */
          covered[0][n_covered[0]] = r * ORA_COLS + c;
          covered[1][n_covered[1]] = r * ORA_COLS + c;
          n_covered[0] += live & (cell->cover == ORA_COVER_FOREST);
          n_covered[1] += live & (cell->cover == ORA_COVER_MOOR);
        }
    }
  for (int kind = 0; kind < 2; kind++)
    {
      memset (&a, 0, sizeof a);
      a.type = kind == 0 ? ORA_ACT_FELL : ORA_ACT_CUT;
      a.card = -1;
      for (int i = 0; i < n_covered[kind]; i++)
        for (int j = 0; j < 2; j++)
          {
            a.row = covered[kind][i] / ORA_COLS;
            a.col = covered[kind][i] % ORA_COLS;
            a.joker = j;
            append_move (g, &a, NULL);
          }
      if (n_covered[kind] == 0)
        {
          a.row = a.col = -1;
          a.joker = 0;
          append_move (g, &a, NULL);
        }
    }
}

void
ora_gen_turn (Gen *g)
{
  OraAction a = { 0 };

  a.card = -1;
  gen_places (g, &a);
  gen_contracts (g, &a);
  gen_fell_cut (g);
  gen_builds (g);
}

void
ora_gen_bonus (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  OraAction a = { 0 };

  for (int q = 0; q < s->n_players; q++)
    {
      int n_built;
      const guint8 *built = ora_built_spaces (g, q, &n_built);

      for (int b = 0; b < n_built; b++)
        {
          int r = built[b] / ORA_COLS, c = built[b] % ORA_COLS;
          const OraCell *cell = &s->players[q].cells[r][c];

          if ((card_flags (g, cell->card) & CARD_SETTLEMENT) || free_clergy (s, p, TRUE) < 0)
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_BONUS_PLACE;
          a.player = q;
          a.row = r;
          a.col = c;
          a.card = -1;
          add_with_uses (g, &a, p, q, cell->card);
        }
    }
  gen_builds (g);
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

static void
gen_neutral_offer (Gen *g)
{
  const OraState *s = g->s;
  const OraPlayer *np = &s->players[s->neutral];
  OraAction a = { 0 };

  for (int k = 0; k < ORA_ROWS * ORA_COLS; k++)
    {
      const OraCell *cell = &np->cells[k / ORA_COLS][k % ORA_COLS];

      if (!s->neutral_new[k] || cell->card < 0 || cell->occupant >= 0)
        continue;
      for (int gift = 0; gift < 2; gift++)
        {
          const gint16 *goods = s->players[s->current].goods;

          if (gift ? goods[s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY] < 1
                   : goods[ORA_COIN] + 5 * goods[ORA_COIN5] < s->contract_cost)
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_CONTRACT;
          a.player = s->neutral;
          a.row = k / ORA_COLS;
          a.col = k % ORA_COLS;
          a.card = -1;
          a.clergy = 0;
          a.gift = gift;
          add_with_uses (g, &a, s->current, s->neutral, cell->card);
        }
    }
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

void
ora_gen_settlement (Gen *g)
{
  const OraState *s = g->s;
  int p = s->current;
  const OraPlayer *pl = &s->players[p];
  OraAction a = { 0 };
  const SiteCache *sc;

  if (s->neutral_offer)
    {
      gen_neutral_offer (g);
      return;
    }

  for (int i = 0; i < 8; i++)
    {
      int card = s->first_settlement + i;
      gint16 goods[ORA_GOODS_ROOM];
      PayNote note;

      if (!(pl->hand & (1u << i)))
        continue;
      memcpy (goods, pl->goods, sizeof goods);
      if (!pay_amount (goods, &card_at (s, card)->cost, 1))
        continue;
      note_cost (g, card, &note);
      /* check_site() on the spaces it may accept: the user's empty
       * spaces but moors, in reading order, less forests. */
      sc = site_cache (g, p);
      for (int k = 0; k < sc->n; k++)
        {
          int r = sc->cells[k] / ORA_COLS, c = sc->cells[k] % ORA_COLS;

          if (pl->cells[r][c].cover != ORA_COVER_NONE || !clear_site_fits (g, p, card, r, c))
            continue;
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_SETTLE;
          a.card = card;
          a.row = r;
          a.col = c;
          append_move (g, &a, &note);
        }
    }
  memset (&a, 0, sizeof a);
  a.type = ORA_ACT_PASS;
  a.card = -1;
  a.row = a.col = -1;
  append_move (g, &a, NULL);
}

