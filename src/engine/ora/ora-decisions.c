/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-decisions.c — an Ora et Labora move as the decisions a person takes
 *
 * Each legal move is first spelled out in full ("natural" decisions: the
 * action, the building, whose, who works, every step's arguments, the
 * payment, keep_turn). Whether a decision is worth asking, and whether it
 * has too many answers, depends on the other moves of the position, so
 * the position's moves are worked out together once (the draft asks for
 * every move of one state in a row) and kept until another state comes.
 */
#include "config.h"

#include <string.h>

#include "ora-decisions.h"

#define MAX_NATURAL 32

typedef struct
{
  guint           n;
  TtRulesDecision d[MAX_NATURAL];
} Natural;

typedef struct
{
  guint           n;
  TtRulesDecision d[TT_RULES_MAX_DECISIONS];
} Final;

static void
add (Natural *nat,
     int      kind,
     int      v0,
     int      v1,
     int      v2,
     int      v3,
     int      v4,
     int      v5)
{
  TtRulesDecision *d;

  if (nat->n >= MAX_NATURAL)
    return;
  d = &nat->d[nat->n++];
  memset (d, 0, sizeof *d);
  d->kind = kind;
  d->value[0] = v0;
  d->value[1] = v1;
  d->value[2] = v2;
  d->value[3] = v3;
  d->value[4] = v4;
  d->value[5] = v5;
}

static int
card_at_cell (const OraState *s,
              int             player,
              int             cell)
{
  if (player < 0 || player >= ORA_MAX_PLAYERS || cell < 0 || cell >= ORA_ROWS * ORA_COLS)
    return -1;
  return s->players[player].cells[cell / ORA_COLS][cell % ORA_COLS].card;
}

static int
frame_arg (const OraFrame *frame,
           int             index,
           int             fallback)
{
  return index < frame->nargs && index < ORA_MAX_ARGS ? frame->args[index] : fallback;
}

static void add_frame (const OraState *s, const OraAction *a, int user, int *fi, int depth, Natural *nat);

/* The building a step goes on to use has the next frame, when the move
 * gives one for it. */
static void
maybe_use (const OraState  *s,
           const OraAction *a,
           int              user,
           int             *fi,
           int              depth,
           int              card,
           Natural         *nat)
{
  if (card >= 0 && *fi < a->n_frames && *fi < ORA_MAX_FRAMES && a->frames[*fi].card == card && depth < 4)
    add_frame (s, a, user, fi, depth + 1, nat);
}

static void
add_step (const OraState  *s,
          const OraAction *a,
          int              user,
          int             *fi,
          int              depth,
          int              fc,
          int              i,
          const OraStep   *step,
          const int       *x,
          guint32          mask,
          Natural         *nat)
{
  int used;

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
    case ORA_STEP_TWO_BASIC:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], x[1], 0, 0);
      break;
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT:
    case ORA_STEP_POINTS:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], 0, 0, 0);
      break;
    case ORA_STEP_DISTINCT:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], 0, 0, 0);
      add (nat, ORA_DECIDE_STEP, fc, i << 2 | 1, (int) mask, 0, 0, 0);
      break;
    case ORA_STEP_CONVERT_ANY:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], x[1], x[2], x[3]);
      break;
    case ORA_STEP_REMOVE:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], 0, 0, 0);
      break;
    case ORA_STEP_BUILD:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], 0, 0, 0);
      add (nat, ORA_DECIDE_STEP, fc, i << 2 | 1, x[1], 0, 0, 0);
      add (nat, ORA_DECIDE_STEP, fc, i << 2 | 2, x[2], 0, 0, 0);
      if (x[2])
        maybe_use (s, a, user, fi, depth, x[0], nat);
      break;
    case ORA_STEP_SETTLE:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], 0, 0, 0);
      add (nat, ORA_DECIDE_STEP, fc, i << 2 | 1, x[1], 0, 0, 0);
      break;
    case ORA_STEP_LAND:
      add (nat, ORA_DECIDE_STEP, fc, i << 2, x[0], x[1], 0, 0);
      add (nat, ORA_DECIDE_STEP, fc, i << 2 | 1, x[2], x[3], 0, 0);
      break;
    case ORA_STEP_FELL_CUT:
      for (int k = 0; k < 4; k++)
        add (nat, ORA_DECIDE_STEP, fc, i << 2 | k, x[k], 0, 0, 0);
      break;
    case ORA_STEP_USE_OCCUPIED:
      used = x[0] >= 0 ? card_at_cell (s, x[0], x[1]) : -1;
      add (nat, ORA_DECIDE_USE, fc, i, used, x[0], x[1], 0);
      maybe_use (s, a, user, fi, depth, used, nat);
      break;
    case ORA_STEP_USE_ADJACENT:
      used = x[0] >= 0 ? card_at_cell (s, user, x[0]) : -1;
      add (nat, ORA_DECIDE_USE, fc, i, used, user, x[0], 0);
      maybe_use (s, a, user, fi, depth, used, nat);
      break;
    case ORA_STEP_USE_UNBUILT:
      used = x[0];
      add (nat, ORA_DECIDE_USE, fc, i, used, -1, -1, 0);
      maybe_use (s, a, user, fi, depth, used, nat);
      break;
    case ORA_STEP_GAIN:
    case ORA_STEP_THRESHOLD:
    case ORA_STEP_RETURN_CLERGY:
    case ORA_N_STEP_KINDS:
    default:
      break;
    }
}

/* One building's choices, in the order its steps run; a building it uses
 * comes right after the step that uses it. */
static void
add_frame (const OraState  *s,
           const OraAction *a,
           int              user,
           int             *fi,
           int              depth,
           Natural         *nat)
{
  const OraFrame *frame = &a->frames[(*fi)++];
  const OraCard *card;
  int offset = 0, extra, fc;

  if (frame->card < 0 || frame->card >= s->set->n_cards)
    return;
  card = &s->set->cards[frame->card];
  extra = ora_card_n_args (card);
  fc = (*fi - 1) << 8 | frame->card;
  for (int i = 0; i < card->n_steps; i++)
    {
      const OraStep *step = &card->steps[i];
      int n = ora_step_n_args (step);
      int x[ORA_MAX_ARGS] = { 0 };

      for (int k = 0; k < n && k < ORA_MAX_ARGS; k++)
        x[k] = frame_arg (frame, offset + k, -1);
      offset += n;
      add_step (s, a, user, fi, depth, fc, i, step, x, frame->distinct_mask, nat);
      if (step->kind == ORA_STEP_REMOVE)
        {
          int named = CLAMP (MIN (x[0], frame->nargs - extra), 0, 4);

          add (nat, ORA_DECIDE_REMOVE, fc, named,
               named > 0 ? frame_arg (frame, extra, -1) : -1, named > 1 ? frame_arg (frame, extra + 1, -1) : -1,
               named > 2 ? frame_arg (frame, extra + 2, -1) : -1, named > 3 ? frame_arg (frame, extra + 3, -1) : -1);
          extra += named;
        }
    }
}

static void
add_frames (const OraState  *s,
            const OraAction *a,
            int              user,
            Natural         *nat)
{
  int fi = 0;

  while (fi < a->n_frames && fi < ORA_MAX_FRAMES)
    add_frame (s, a, user, &fi, 0, nat);
}

/* The goods named for payment, packed five to a value (a handful each). */
static void
add_pay (const OraAction *a,
         Natural         *nat)
{
  int packed[5] = { 0 };

  if (a->pay_set)
    for (int g = 0; g < ORA_N_GOODS && g / 5 < 5; g++)
      packed[g / 5] |= (a->pay[g] & 0x3f) << (6 * (g % 5));
  add (nat, ORA_DECIDE_PAY, a->pay_set, packed[0], packed[1], packed[2], packed[3], packed[4]);
}

static void
natural (const OraState  *s,
         const OraAction *a,
         Natural         *nat)
{
  int user = ora_state_get_current_player (s);
  int owner, card;

  memset (nat, 0, sizeof *nat);
  switch (a->type)
    {
    case ORA_ACT_PLACE:
    case ORA_ACT_CONTRACT:
    case ORA_ACT_BONUS_PLACE:
      owner = a->type == ORA_ACT_PLACE ? user : a->player;
      card = card_at_cell (s, owner, a->row * ORA_COLS + a->col);
      add (nat, ORA_DECIDE_ACTION, ORA_DO_USE, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_CARD, card, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_OWNER, owner, a->row, a->col, 0, 0, 0);
      add (nat, ORA_DECIDE_WORKER, a->clergy, 0, 0, 0, 0, 0);
      add_frames (s, a, user, nat);
      add (nat, ORA_DECIDE_GIFT, a->gift, 0, 0, 0, 0, 0);
      break;
    case ORA_ACT_FELL:
    case ORA_ACT_CUT:
      add (nat, ORA_DECIDE_ACTION, a->type == ORA_ACT_FELL ? ORA_DO_FELL : ORA_DO_CUT, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_PLACE, a->row, a->col, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_JOKER, a->joker, 0, 0, 0, 0, 0);
      break;
    case ORA_ACT_BUILD:
    case ORA_ACT_SETTLE:
      add (nat, ORA_DECIDE_ACTION, a->type == ORA_ACT_BUILD ? ORA_DO_BUILD : ORA_DO_SETTLE, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_CARD, a->card, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_PLACE, a->row, a->col, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_WORKER, a->clergy, 0, 0, 0, 0, 0);
      add_frames (s, a, user, nat);
      break;
    case ORA_ACT_BUY_DISTRICT:
      add (nat, ORA_DECIDE_ACTION, ORA_DO_BUY_LAND, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_LAND, a->type, 0, a->row, 0, 0, 0);
      add (nat, ORA_DECIDE_LAND, a->type, 1, a->side, 0, 0, 0);
      break;
    case ORA_ACT_BUY_PLOT:
      add (nat, ORA_DECIDE_ACTION, ORA_DO_BUY_LAND, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_LAND, a->type, 0, a->side, 0, 0, 0);
      add (nat, ORA_DECIDE_LAND, a->type, 1, a->row, 0, 0, 0);
      break;
    case ORA_ACT_FLIP_GRAIN:
    case ORA_ACT_SELL_WINE:
    case ORA_ACT_SELL_WHISKEY:
      add (nat, ORA_DECIDE_ACTION, ORA_DO_EXCHANGE, 0, 0, 0, 0, 0);
      add (nat, ORA_DECIDE_EXCHANGE, a->type, 0, 0, 0, 0, 0);
      break;
    case ORA_ACT_PASS:
      add (nat, ORA_DECIDE_ACTION, ORA_DO_PASS, 0, 0, 0, 0, 0);
      break;
    case ORA_ACT_END_TURN:
      add (nat, ORA_DECIDE_ACTION, ORA_DO_END_TURN, 0, 0, 0, 0, 0);
      break;
    case ORA_N_ACTS:
    default:
      add (nat, ORA_DECIDE_ACTION, 100 + a->type, 0, 0, 0, 0, 0);
      break;
    }
  add_pay (a, nat);
  add (nat, ORA_DECIDE_KEEP, a->keep_turn, 0, 0, 0, 0, 0);
}

int
ora_decide_range_key (const TtRulesDecision *d)
{
  switch (d->kind)
    {
    case ORA_DECIDE_STEP:
    case ORA_DECIDE_USE:
    case ORA_DECIDE_LAND:
      return d->value[2];
    default:
      return d->value[0];
    }
}

/* Grouping ------------------------------------------------------------------ */

typedef struct
{
  const Natural *nat;
  Final         *fin;
  guint          overflow;
} Tree;

static void
append (Final                 *fin,
        const TtRulesDecision *d,
        guint                 *overflow)
{
  if (fin->n >= TT_RULES_MAX_DECISIONS)
    {
      (*overflow)++;
      return;
    }
  fin->d[fin->n++] = *d;
}

typedef struct
{
  TtRulesDecision d;   /* the answer (kind 0: the move ends) */
  GArray         *members;   /* guint move indices */
} Part;

static int
compare_parts (gconstpointer a,
               gconstpointer b)
{
  const Part *x = a, *y = b;

  if (x->d.kind != y->d.kind)
    return x->d.kind < y->d.kind ? -1 : 1;
  for (int k = 0; k < TT_RULES_DECISION_VALUES; k++)
    if (x->d.value[k] != y->d.value[k])
      return x->d.value[k] < y->d.value[k] ? -1 : 1;
  return 0;
}

static void tree_level (Tree *tree, GArray *members, guint level);

/* Answers lo..hi of one decision: asked at once when few, else first a
 * range of them (the answers in order, so a range reads "from … to …"). */
static void
split (Tree   *tree,
       GArray *parts,
       guint   lo,
       guint   hi,
       guint   level)
{
  guint count = hi - lo;

  if (count <= ORA_DECIDE_MAX_CHOICES)
    {
      for (guint p = lo; p < hi; p++)
        {
          Part *part = &g_array_index (parts, Part, p);

          if (part->d.kind != 0)
            for (guint m = 0; m < part->members->len; m++)
              append (&tree->fin[g_array_index (part->members, guint, m)], &part->d, &tree->overflow);
          tree_level (tree, part->members, level + 1);
        }
      return;
    }
  /* as few ranges as will do, of even size */
  guint groups = (count + ORA_DECIDE_MAX_CHOICES - 1) / ORA_DECIDE_MAX_CHOICES;

  groups = MIN (groups, ORA_DECIDE_MAX_CHOICES);
  for (guint chunk = (count + groups - 1) / groups, first = lo; first < hi; first += chunk)
    {
      guint last = MIN (first + chunk, hi);
      const Part *a = &g_array_index (parts, Part, first);
      const Part *b = &g_array_index (parts, Part, last - 1);
      TtRulesDecision range = { ORA_DECIDE_RANGE, { a->d.kind, (int) (first - lo), (int) (last - 1 - lo), (int) count,
                                                    ora_decide_range_key (&a->d), ora_decide_range_key (&b->d) } };

      for (guint p = first; p < last; p++)
        {
          const Part *part = &g_array_index (parts, Part, p);

          for (guint m = 0; m < part->members->len; m++)
            append (&tree->fin[g_array_index (part->members, guint, m)], &range, &tree->overflow);
        }
      split (tree, parts, first, last, level);
    }
}

static void
clear_part (gpointer data)
{
  Part *part = data;

  g_array_unref (part->members);
}

static void
tree_level (Tree   *tree,
            GArray *members,
            guint   level)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, TRUE, sizeof (Part));
  gboolean all_ended = TRUE;

  if (members->len <= 1)
    return;
  g_array_set_clear_func (parts, clear_part);
  for (guint m = 0; m < members->len; m++)
    {
      guint index = g_array_index (members, guint, m);
      const Natural *nat = &tree->nat[index];
      TtRulesDecision d = { 0 };
      guint p;

      if (level < nat->n)
        {
          d = nat->d[level];
          all_ended = FALSE;
        }
      for (p = 0; p < parts->len; p++)
        if (memcmp (&g_array_index (parts, Part, p).d, &d, sizeof d) == 0)
          break;
      if (p == parts->len)
        {
          Part part = { d, g_array_new (FALSE, FALSE, sizeof (guint)) };

          g_array_append_val (parts, part);
        }
      g_array_append_val (g_array_index (parts, Part, p).members, index);
    }
  if (all_ended)
    {
      /* Moves alike in every decision (none should be): told apart by
       * their order. */
      g_array_set_size (parts, 0);
      for (guint m = 0; m < members->len; m++)
        {
          Part part = { { ORA_DECIDE_OTHER, { (int) m } }, g_array_new (FALSE, FALSE, sizeof (guint)) };

          g_array_append_val (part.members, g_array_index (members, guint, m));
          g_array_append_val (parts, part);
        }
      split (tree, parts, 0, parts->len, G_MAXUINT - 1);
      return;
    }
  if (parts->len == 1)
    {
      /* Every move answers alike: nothing to ask. */
      tree_level (tree, members, level + 1);
      return;
    }
  g_array_sort (parts, compare_parts);
  split (tree, parts, 0, parts->len, level);
}

/* The position's moves -------------------------------------------------------- */

G_LOCK_DEFINE_STATIC (cache);
static OraState   *cache_state;
static GArray     *cache_moves;     /* OraAction */
static GArray     *cache_final;     /* Final */
static GHashTable *cache_index;     /* OraAction bytes -> first index + 1 */
static GArray     *cache_next_same; /* int per move: the next one of the same bytes, or -1 */
static guint       cache_next;      /* the move after the one asked for last */

static guint
action_hash (gconstpointer key)
{
  const guint8 *p = key;
  guint h = 5381;

  for (gsize i = 0; i < sizeof (OraAction); i++)
    h = h * 33 + p[i];
  return h;
}

static gboolean
action_equal (gconstpointer a,
              gconstpointer b)
{
  return memcmp (a, b, sizeof (OraAction)) == 0;
}

static void
cache_fill (const OraState *state)
{
  g_autofree Natural *nat = NULL;
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (guint));
  Tree tree;

  g_clear_pointer (&cache_state, ora_state_free);
  g_clear_pointer (&cache_moves, g_array_unref);
  g_clear_pointer (&cache_final, g_array_unref);
  g_clear_pointer (&cache_index, g_hash_table_unref);
  g_clear_pointer (&cache_next_same, g_array_unref);
  cache_next = 0;
  cache_state = ora_state_copy (state);
  cache_moves = g_array_new (FALSE, TRUE, sizeof (OraAction));
  ora_state_legal_moves (state, cache_moves);
  cache_final = g_array_new (FALSE, TRUE, sizeof (Final));
  g_array_set_size (cache_final, cache_moves->len);
  cache_index = g_hash_table_new (action_hash, action_equal);
  cache_next_same = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_set_size (cache_next_same, cache_moves->len);
  nat = g_new0 (Natural, MAX (cache_moves->len, 1));
  for (guint i = 0; i < cache_moves->len; i++)
    {
      OraAction *a = &g_array_index (cache_moves, OraAction, i);
      gpointer first = g_hash_table_lookup (cache_index, a);

      natural (state, a, &nat[i]);
      g_array_append_val (all, i);
      g_array_index (cache_next_same, int, i) = -1;
      if (first == NULL)
        g_hash_table_insert (cache_index, a, GUINT_TO_POINTER (i + 1));
      else
        {
          int j = GPOINTER_TO_INT (first) - 1;

          while (g_array_index (cache_next_same, int, j) >= 0)
            j = g_array_index (cache_next_same, int, j);
          g_array_index (cache_next_same, int, j) = (int) i;
        }
    }
  tree.nat = nat;
  tree.fin = (Final *) (gpointer) cache_final->data;
  tree.overflow = 0;
  if (all->len == 1)
    {
      /* A lone move is still a move a person makes: what it is. */
      append (&tree.fin[0], &nat[0].d[0], &tree.overflow);
    }
  tree_level (&tree, all, 0);
  if (tree.overflow > 0)
    g_warning ("ora decisions: %u decision(s) over the limit", tree.overflow);
}

/* A move read from JSON may differ from the listed one in bytes the
 * engine ignores: found by its JSON then. */
static int
cache_find (const OraAction *action)
{
  g_autoptr(JsonObject) wanted = NULL;
  g_autoptr(JsonNode) wanted_node = NULL;
  gpointer found = g_hash_table_lookup (cache_index, action);

  if (found != NULL)
    {
      /* The listing may hold the same move twice: asked in the listing's
       * order, each copy answers for itself (told apart by their order). */
      int first = GPOINTER_TO_INT (found) - 1, j = first;

      while (j >= 0 && (guint) j < cache_next)
        j = g_array_index (cache_next_same, int, j);
      j = j >= 0 ? j : first;
      cache_next = (guint) j + 1;
      return j;
    }
  wanted = ora_move_to_json (cache_state, action);
  wanted_node = json_node_init_object (json_node_alloc (), wanted);
  for (guint i = 0; i < cache_moves->len; i++)
    {
      g_autoptr(JsonObject) object = ora_move_to_json (cache_state, &g_array_index (cache_moves, OraAction, i));
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

      if (json_node_equal (node, wanted_node))
        return (int) i;
    }
  return -1;
}

guint
ora_decisions (gconstpointer    state_pointer,
               gconstpointer    move,
               int             *player,
               TtRulesDecision *out)
{
  const OraState *state = state_pointer;
  const OraAction *action = move;
  int index;
  guint n = 0;

  *player = ora_state_get_current_player (state);
  G_LOCK (cache);
  if (cache_state == NULL || memcmp (cache_state, state, sizeof *state) != 0)
    cache_fill (state);
  index = cache_find (action);
  if (index >= 0)
    {
      const Final *fin = &g_array_index (cache_final, Final, index);

      n = fin->n;
      memcpy (out, fin->d, n * sizeof fin->d[0]);
    }
  G_UNLOCK (cache);
  return n;
}
