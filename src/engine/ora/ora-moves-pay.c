/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-moves-pay.c — listing legal moves: the alternative payments of each
 * move */
#include "config.h"

#include <string.h>

#include "ora/ora-moves-private.h"

/* Alternative payments ---------------------------------------------------- */

/* At most this many payments are listed per action, the automatic one
 * first: a player holding many kinds of food has dozens of minimal
 * payments, which would multiply the branching of the AI and of random
 * games while few of them differ in play; any other payment may still be
 * sent explicitly. */
#define PAY_LIST_MAX   4
#define PAY_CANDIDATES 12

typedef struct
{
  gint16 n[ORA_N_GOODS];
} PayPick;

/* The minimal payments of one kind, each offered as soon as it is found
 * to the listing of the move's alternatives (`offer`). */
typedef struct PayEnum PayEnum;
struct PayEnum
{
  const gint16  *avail;
  int            key;
  int            need;
  /* The kind's order less the goods that the player lacks or that are
   * worth nothing of the kind (they add nothing to any payment). */
  int            n_order;
  OraGood        order[G_N_ELEMENTS (food_order)];
  int            unit[G_N_ELEMENTS (food_order)];       /* pay_unit() of each */
  int            rest[G_N_ELEMENTS (food_order) + 1];   /* value held from each place in `order` on */
  PayPick        cur;
  int            n_out;
  gboolean       done;   /* the move has all the payments it may list */
  void         (*offer) (PayEnum *e, const PayPick *pick);
  /* For offer(): */
  Gen             *g;
  const PayNote   *note;
  OraAction        alt;   /* the move with the payment offered: all of `pay` is written each time */
  const gint16    *total;
  int              first;
  int              listed;
};

/* Goods are added in the kind's order, so each multiset comes once; one
 * covering the need is minimal when dropping its cheapest unit falls short. */
static void
enumerate_minimal (PayEnum *e,
                   int      i,
                   int      paid,
                   int      min_unit)
{
  OraGood g;
  int unit, c_min;

  if (e->n_out >= PAY_CANDIDATES || e->done)
    return;
  if (paid >= e->need)
    {
      if (paid - min_unit < e->need)
        {
          e->n_out++;
          e->offer (e, &e->cur);
        }
      return;
    }
  /* What is left cannot cover the need: nothing below is offered. */
  if (i == e->n_order || paid + e->rest[i] < e->need)
    return;
  g = e->order[i];
  unit = e->unit[i];
  /* Fewer than `c_min` of this good leave the rest unable to cover the
   * need: nothing below them is offered. */
  c_min = MAX (0, (e->need - paid - e->rest[i + 1] + unit - 1) / unit);
  for (int c = c_min; c <= e->avail[g]; c++)
    {
      e->cur.n[g] = c;
      enumerate_minimal (e, i + 1, paid + c * unit, c > 0 ? MIN (min_unit, unit) : min_unit);
      if (paid + c * unit >= e->need)
        break;
    }
  e->cur.n[g] = 0;
}

/* Whether apply accepts the move `alt`, which differs from a listed move
 * only in its chosen payment; checked the way its note says. pay_start()
 * would accept the payment: it is made of goods that a payment took or
 * that count for the kind paid, none negative and not all none. */
static gboolean
alternative_applies (Gen             *g,
                     const OraAction *alt,
                     const PayNote   *note)
{
  OraState *t = &g->scratch;
  int p = g->s->current;

  switch ((CheckKind) note->check)
    {
    case CHECK_COST:
      {
        gint16 goods[ORA_GOODS_ROOM];

        /* pay_start_chosen() reads no more of the state than who pays. */
        t->current = p;
        pay_start_chosen (t, alt->pay);
        memcpy (goods, g->s->players[p].goods, sizeof goods);
        return pay_by (t, goods, &card_at (g->s, note->card)->cost, 1) && ora_pay_finish (t, goods, NULL);
      }
    case CHECK_GOODS_ONLY:
      t->current = p;
      pay_start_chosen (t, alt->pay);
      /* The scratch state's record is read once, at the start of the run. */
      return ora_goods_only_run (g->s, alt, p, note->owner, note->card, &t->pay, NULL);
    default:
      ora_state_copy_into (t, g->s);
      pay_start_chosen (t, alt->pay);
      return ora_apply_main (t, alt, FALSE, NULL, NULL) && ora_pay_finish (t, t->players[t->pay.player].goods, NULL);
    }
}

/* One minimal payment of kind `e->key` in place of what the automatic
 * payment took of that kind: listed unless it is a payment listed
 * already or apply refuses it. */
static void
offer_payment (PayEnum       *e,
               const PayPick *pick)
{
  GArray *out = e->g->out;
  int k = e->key - ORA_PAY_FOOD;
  OraAction *alt = &e->alt;
  gboolean seen = TRUE;

  for (int gd = 0; gd < ORA_N_GOODS; gd++)
    {
      alt->pay[gd] = e->total[gd] - e->note->taken[k][gd] + pick->n[gd];
      seen &= alt->pay[gd] == e->total[gd];
    }
  for (guint j = e->first; j < out->len && !seen; j++)
    seen = memcmp (g_array_index (out, OraAction, j).pay, alt->pay, sizeof alt->pay) == 0;
  if (seen || !alternative_applies (e->g, alt, e->note))
    return;
  g_array_append_val (out, *alt);
  e->listed++;
  e->done = e->listed >= PAY_LIST_MAX;
}

/* For one listed action: from its automatic payment, noted per kind when
 * it was listed, for each kind of food, energy and points the other
 * minimal payments that the rules accept. Coins are left out: 5 coins and
 * a 5-coin tile change freely, so all coin payments are equivalent. */
/* Whether every building the move uses only moves goods: its payments
 * then pass or fail whatever building or site the move names. */
static gboolean
frames_goods_only (Gen             *g,
                   const OraAction *a)
{
  for (int i = 0; i < a->n_frames; i++)
    if (a->frames[i].card < 0 || a->frames[i].card >= g->s->set->n_cards ||
        !(card_flags (g, a->frames[i].card) & CARD_GOODS_ONLY))
      return FALSE;
  return TRUE;
}

/* The AltKey of a noted move, FALSE when its alternatives may depend on
 * more: a cost alone depends on the card, a goods-only use (in place, or
 * after a build, where the site was checked already) on the payment and
 * the choices, not on whose building it is or where it stands. */
static gboolean
alt_key (Gen             *g,
         const OraAction *a,
         const PayNote   *note,
         AltKey          *key)
{
  memset (key, 0, G_STRUCT_OFFSET (AltKey, frames));
  key->check = note->check;
  switch ((CheckKind) note->check)
    {
    case CHECK_COST:
      key->card = note->card;
      break;
    case CHECK_GOODS_ONLY:
      if (!frames_goods_only (g, a))
        return FALSE;
      key->card = note->card;
      break;
    default:
      if (a->type != ORA_ACT_BUILD || !frames_goods_only (g, a))
        return FALSE;
      key->card = a->card;
      key->clergy = a->clergy;
      break;
    }
  if (note->check != CHECK_COST)
    {
      key->type = a->type;
      key->gift = a->gift;
      key->keep_turn = a->keep_turn;
      key->n_frames = a->n_frames;
      memcpy (key->frames, a->frames, a->n_frames * sizeof a->frames[0]);
    }
  key->kinds = note->kinds;
  memcpy (key->need, note->need, sizeof key->need);
  memcpy (key->taken, note->taken, sizeof key->taken);
  return TRUE;
}

/* The bytes of an AltKey that tell it apart: up to its move's frames. */
static inline gsize
alt_key_size (const AltKey *key)
{
  return G_STRUCT_OFFSET (AltKey, frames) + key->n_frames * sizeof key->frames[0];
}

/* The card is compared first: most entries are told apart by it. Keys of
 * different frame counts differ before the frames. */
static AltEntry *
alt_lookup (Gen          *g,
            const AltKey *key)
{
  for (int i = 0; i < MIN (g->n_alts, ALT_CACHE_SIZE); i++)
    if (g->alts[i].key.card == key->card && memcmp (&g->alts[i].key, key, alt_key_size (key)) == 0)
      return &g->alts[i];
  return NULL;
}

/* The goods that may make up a payment of `e->key`, in its order. */
static void
pay_enum_order (PayEnum *e)
{
  int n_order;
  const OraGood *order = pay_order (e->key, &n_order);

  e->n_order = 0;
  for (int i = 0; i < n_order; i++)
    {
      int unit = pay_unit (order[i], e->key);

      if (unit == 0 || e->avail[order[i]] == 0)
        continue;
      e->order[e->n_order] = order[i];
      e->unit[e->n_order++] = unit;
    }
  e->rest[e->n_order] = 0;
  for (int i = e->n_order - 1; i >= 0; i--)
    e->rest[i] = e->rest[i + 1] + e->unit[i] * e->avail[e->order[i]];
}

/* For one listed action: from its automatic payment, noted per kind when
 * it was listed, for each kind of food, energy and points the other
 * minimal payments that the rules accept. Coins are left out: 5 coins and
 * a 5-coin tile change freely, so all coin payments are equivalent. */
static void
enumerate_payments_of (Gen             *g,
                       const OraAction *a,
                       const PayNote   *note)
{
  const OraState *state = g->s;
  gint16 total[ORA_N_GOODS] = { 0 };
  PayEnum enumeration, *e = &enumeration;

  for (guint kinds = note->kinds; kinds != 0; kinds &= kinds - 1)
    for (int gd = 0; gd < ORA_N_GOODS; gd++)
      total[gd] += note->taken[__builtin_ctz (kinds)][gd];
  e->offer = offer_payment;
  e->g = g;
  e->note = note;
  e->alt = *a;
  e->alt.pay_set = 1;
  e->total = total;
  e->first = g->out->len;
  e->listed = 1;
  e->avail = state->players[state->current].goods;
  for (int k = 0; k < N_PAY_KINDS && e->listed < PAY_LIST_MAX; k++)
    {
      if (!(note->kinds & (1u << k)) || ORA_PAY_FOOD + k == ORA_PAY_COINS)
        continue;
      memset (&e->cur, 0, sizeof e->cur);
      e->n_out = 0;
      e->done = FALSE;
      e->key = ORA_PAY_FOOD + k;
      e->need = note->need[k];
      pay_enum_order (e);
      enumerate_minimal (e, 0, 0, G_MAXINT);
    }
}

/* The alternatives of one listed action: worked out, or copied from a
 * move listed before with the same AltKey (a building on every free
 * site, the same building of several players). */
static void
add_payments_of (Gen             *g,
                 const OraAction *a,
                 const PayNote   *note)
{
  GArray *out = g->out;
  AltKey key;
  AltEntry *entry;
  guint first = out->len;

  /* Coins have no alternatives: a move paying only coins lists none. */
  if ((note->kinds & ~(1u << (ORA_PAY_COINS - ORA_PAY_FOOD))) == 0)
    return;
  if (!alt_key (g, a, note, &key))
    {
      enumerate_payments_of (g, a, note);
      return;
    }
  entry = alt_lookup (g, &key);
  if (entry != NULL)
    {
      OraAction alt = *a;

      alt.pay_set = 1;
      for (int i = 0; i < entry->n; i++)
        {
          memcpy (alt.pay, entry->pay[i], sizeof alt.pay);
          g_array_append_val (out, alt);
        }
      return;
    }
  enumerate_payments_of (g, a, note);
  G_STATIC_ASSERT (PAY_LIST_MAX - 1 == ALT_LIST_MAX);
  if (out->len - first > ALT_LIST_MAX)
    return;
  entry = &g->alts[g->n_alts++ % ALT_CACHE_SIZE];
  memcpy (&entry->key, &key, alt_key_size (&key));
  entry->n = out->len - first;
  for (int i = 0; i < entry->n; i++)
    memcpy (entry->pay[i], g_array_index (out, OraAction, first + i).pay, sizeof entry->pay[i]);
}

static void
add_payment_choices (Gen *g)
{
  guint n = g->notes != NULL ? g->notes->len : 0;

  for (guint i = 0; i < n; i++)
    {
      const NotedMove *noted = &g_array_index (g->notes, NotedMove, i);
      /* A copy: listing more payments may move the array. */
      OraAction a = g_array_index (g->out, OraAction, noted->index);

      add_payments_of (g, &a, &noted->note);
    }
}

static void
listing_gen_free (gpointer data)
{
  Gen *g = data;

  g_array_unref (g->notes);
  g_free (g->prior_inner);
  g_free (g->prior_list);
  g_free (g);
}

/* The listing's working memory, some 20 KB: allocated once per thread
 * and reused, so every listing finds it in the cache. */
static Gen *
listing_gen (void)
{
  static GPrivate key = G_PRIVATE_INIT (listing_gen_free);
  Gen *g = g_private_get (&key);

  if (g == NULL)
    {
      g = g_new (Gen, 1);
      g->notes = g_array_sized_new (FALSE, FALSE, sizeof (NotedMove), 32);
      g->prior_inner = NULL;
      g->prior_list = NULL;
      g_private_set (&key, g);
    }
  return g;
}

/* Cuts the caller's array to the moves listed. */
static void
end_moves (Gen *g)
{
  g_array_set_size (g->out, g->n_moves);
}

/* The state's payment record as it was before the listing, which the
 * goods-only runs leave in another state than they found it but for its
 * mode (ora_goods_only_run()). */
static void
end_listing (const OraState  *state,
             const PayRecord *pay)
{
  ((OraState *) state)->pay = *pay;
}

guint
ora_state_legal_moves (const OraState *state,
                       GArray         *out)
{
  Gen *g = listing_gen ();
  PayRecord pay = state->pay;

  g_array_set_size (out, 0);
  ora_gen_init (g, state, out);
  g->n_moves = 0;
  g_array_set_size (g->notes, 0);
  if (state->main_done)
    {
      OraAction end = { .type = ORA_ACT_END_TURN, .row = -1, .col = -1, .card = -1 };

      ora_gen_free_actions (g);
      append_move (g, &end, NULL);
      end_moves (g);
      end_listing (state, &pay);
      return out->len;
    }
  switch (state->stage)
    {
    case ORA_STAGE_ACTIONS:
      ora_gen_free_actions (g);
      ora_gen_turn (g);
      break;
    case ORA_STAGE_BONUS:
      ora_gen_free_actions (g);
      ora_gen_bonus (g);
      break;
    case ORA_STAGE_SETTLEMENT:
      ora_gen_free_actions (g);
      ora_gen_settlement (g);
      break;
    case ORA_STAGE_OVER:
      break;
    }
  end_moves (g);
  add_payment_choices (g);
  end_listing (state, &pay);
  return out->len;
}
