/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-move-draft.c — a person's move, built one decision at a time
 *
 * The moves' decisions are worked out once per position (when the draft
 * is first read after a change); choosing filters the remaining moves by
 * the decisions taken so far, so stepping back is a filter from scratch.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-game-private.h"
#include "tt-move-draft.h"

typedef struct
{
  int             player;
  guint           n;
  TtRulesDecision d[TT_RULES_MAX_DECISIONS];
} MoveDecisions;

typedef struct
{
  TtRulesDecision chosen;
  gboolean        automatic;   /* every remaining move agreed: not the person's choice */
} Step;

typedef struct
{
  TtRulesDecision decision;
  guint           first;       /* index into moves of the first move taking it */
  guint           count;
} Group;

struct _TtMoveDraft
{
  GObject      parent_instance;

  TtGame      *game;           /* not a reference: the game owns the draft */
  int          requested;      /* tt_move_draft_set_player(), or -1 */
  gboolean     dirty;          /* the game changed since the moves were read */
  int          player;
  GArray      *moves;          /* the player's native moves (rules->move_size each) */
  GArray      *decisions;      /* MoveDecisions, one per move */
  GArray      *remaining;      /* guint indices into moves */
  GArray      *steps;          /* Step, one per decision level taken */
  GListStore  *choices;        /* TtMoveChoice of the next decision */
  GListStore  *path;           /* TtMoveChoice the person took */
  char        *prompt;
  JsonObject  *move;           /* the move, once complete */
};

G_DEFINE_FINAL_TYPE (TtMoveDraft, tt_move_draft, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_COMPLETE,
  PROP_PROMPT,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const TtRulesDecision no_decision;   /* a move that ends before this level */

static void
tt_move_draft_dispose (GObject *object)
{
  TtMoveDraft *self = TT_MOVE_DRAFT (object);

  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->decisions, g_array_unref);
  g_clear_pointer (&self->remaining, g_array_unref);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_object (&self->choices);
  g_clear_object (&self->path);
  g_clear_pointer (&self->prompt, g_free);
  g_clear_pointer (&self->move, json_object_unref);
  G_OBJECT_CLASS (tt_move_draft_parent_class)->dispose (object);
}

static void
tt_move_draft_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TtMoveDraft *self = TT_MOVE_DRAFT (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int (value, tt_move_draft_get_player (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, tt_move_draft_get_complete (self));
      break;
    case PROP_PROMPT:
      g_value_set_string (value, tt_move_draft_get_prompt (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_move_draft_class_init (TtMoveDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_move_draft_dispose;
  object_class->get_property = tt_move_draft_get_property;

  properties[PROP_PLAYER] =
    g_param_spec_int ("player", NULL, NULL, -1, G_MAXINT, -1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The choices, the path or the player changed: read the draft again. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_move_draft_init (TtMoveDraft *self)
{
  self->requested = -1;
  self->player = -1;
  self->dirty = TRUE;
  self->decisions = g_array_new (FALSE, FALSE, sizeof (MoveDecisions));
  self->remaining = g_array_new (FALSE, FALSE, sizeof (guint));
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  self->choices = g_list_store_new (TT_TYPE_MOVE_CHOICE);
  self->path = g_list_store_new (TT_TYPE_MOVE_CHOICE);
}

TtMoveDraft *
tt_move_draft_new (TtGame *game)
{
  TtMoveDraft *self = g_object_new (TT_TYPE_MOVE_DRAFT, NULL);

  self->game = game;
  return self;
}

/* Reading the game ------------------------------------------------------- */

static const TtRules *
get_rules (TtMoveDraft *self)
{
  return _tt_game_get_private (self->game)->rules;
}

static gconstpointer
get_state (TtMoveDraft *self)
{
  return _tt_game_get_private (self->game)->state;
}

static gconstpointer
move_at (TtMoveDraft *self,
         guint        index)
{
  return self->moves->data + (gsize) index * get_rules (self)->move_size;
}

static const TtRulesDecision *
decision_at (const MoveDecisions *md,
             guint                level)
{
  return level < md->n ? &md->d[level] : &no_decision;
}

static gboolean
decision_equal (const TtRulesDecision *a,
                const TtRulesDecision *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* Without the engine's hook every move is one decision of its own. */
static void
read_decisions (const TtRules *rules,
                gconstpointer  state,
                gconstpointer  move,
                guint          index,
                MoveDecisions *md)
{
  memset (md, 0, sizeof *md);
  md->player = tt_rules_single_actor (rules, state);
  if (rules->decisions != NULL)
    {
      md->n = rules->decisions (state, move, &md->player, md->d);
      md->n = MIN (md->n, TT_RULES_MAX_DECISIONS);
    }
  else
    {
      md->n = 1;
      md->d[0].kind = 1;
      md->d[0].value[0] = (gint32) index;
    }
}

static int
choose_player (TtMoveDraft *self)
{
  const TtRules *rules = get_rules (self);
  gconstpointer state = get_state (self);
  guint32 actors;

  if (rules == NULL || state == NULL || tt_game_get_finished (self->game))
    return -1;
  actors = rules->actors (state);
  if (self->requested >= 0 && self->requested < 32 && (actors & (1u << self->requested)))
    return self->requested;
  return tt_rules_single_actor (rules, state);
}

/* Every legal move of the player and its decisions. */
static void
read_moves (TtMoveDraft *self)
{
  const TtRules *rules = get_rules (self);
  gconstpointer state = get_state (self);
  g_autoptr(GArray) all = NULL;
  guint kept = 0;

  g_clear_pointer (&self->moves, g_array_unref);
  g_array_set_size (self->decisions, 0);
  self->player = choose_player (self);
  if (self->player < 0)
    return;
  all = g_array_new (FALSE, TRUE, rules->move_size);
  rules->legal_moves (state, all);
  self->moves = g_array_sized_new (FALSE, TRUE, rules->move_size, all->len);
  g_array_set_size (self->decisions, all->len);
  for (guint i = 0; i < all->len; i++)
    {
      gconstpointer move = all->data + (gsize) i * rules->move_size;
      MoveDecisions *md = &g_array_index (self->decisions, MoveDecisions, kept);

      read_decisions (rules, state, move, i, md);
      if (md->player != self->player)
        continue;
      g_array_append_vals (self->moves, move, 1);
      kept++;
    }
  g_array_set_size (self->decisions, kept);
}

/* Words ------------------------------------------------------------------- */

static void
words_clear (TtMoveWords *words)
{
  g_clear_pointer (&words->prompt, g_free);
  g_clear_pointer (&words->label, g_free);
  g_clear_pointer (&words->detail, g_free);
}

static void
describe (TtMoveDraft *self,
          guint        index,
          guint        level,
          TtMoveWords *words)
{
  TtGameClass *klass = TT_GAME_GET_CLASS (self->game);
  const MoveDecisions *md = &g_array_index (self->decisions, MoveDecisions, index);

  memset (words, 0, sizeof *words);
  if (klass->describe_choice != NULL)
    klass->describe_choice (self->game, get_state (self), move_at (self, index), md->d, md->n, level, words);
  if (words->label == NULL)
    {
      g_autoptr(JsonObject) object = get_rules (self)->move_to_json (get_state (self), move_at (self, index));
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

      words->label = json_to_string (node, FALSE);
    }
}

static JsonObject *
move_json (TtMoveDraft *self,
           guint        index)
{
  return get_rules (self)->move_to_json (get_state (self), move_at (self, index));
}

/* The result of one move, tried on a copy (the game decides what it may
 * show). */
static char *
preview (TtMoveDraft *self,
         guint        index)
{
  TtGameClass *klass = TT_GAME_GET_CLASS (self->game);
  const TtRules *rules = get_rules (self);
  gconstpointer state = get_state (self);
  gpointer after;
  g_autofree guint8 *move = NULL;
  char *text = NULL;

  if (klass->describe_preview == NULL)
    return NULL;
  after = rules->copy (state);
  move = g_memdup2 (move_at (self, index), rules->move_size);
  if (rules->apply (after, move, NULL, NULL))
    text = klass->describe_preview (self->game, state, move_at (self, index), after, self->player);
  rules->free (after);
  return text;
}

/* Grouping ----------------------------------------------------------------- */

static gboolean
takes_steps (TtMoveDraft *self,
             guint        index)
{
  const MoveDecisions *md = &g_array_index (self->decisions, MoveDecisions, index);

  for (guint level = 0; level < self->steps->len; level++)
    if (!decision_equal (decision_at (md, level), &g_array_index (self->steps, Step, level).chosen))
      return FALSE;
  return TRUE;
}

static void
filter_remaining (TtMoveDraft *self)
{
  g_array_set_size (self->remaining, 0);
  for (guint i = 0; self->moves != NULL && i < self->moves->len; i++)
    if (takes_steps (self, i))
      g_array_append_val (self->remaining, i);
}

/* The distinct answers of the remaining moves at `level`, in the
 * engine's order. */
static GArray *
group_remaining (TtMoveDraft *self,
                 GArray      *remaining,
                 guint        level)
{
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (Group));

  for (guint r = 0; r < remaining->len; r++)
    {
      guint index = g_array_index (remaining, guint, r);
      const TtRulesDecision *d = decision_at (&g_array_index (self->decisions, MoveDecisions, index), level);
      guint g;

      for (g = 0; g < groups->len; g++)
        if (decision_equal (&g_array_index (groups, Group, g).decision, d))
          break;
      if (g == groups->len)
        {
          Group group = { .decision = *d, .first = index, .count = 0 };

          g_array_append_val (groups, group);
        }
      g_array_index (groups, Group, g).count++;
    }
  return groups;
}

static gboolean
all_ended (TtMoveDraft *self,
           GArray      *remaining,
           guint        level)
{
  for (guint r = 0; r < remaining->len; r++)
    if (level < g_array_index (self->decisions, MoveDecisions, g_array_index (remaining, guint, r)).n)
      return FALSE;
  return TRUE;
}

static TtMoveChoice *
make_choice (TtMoveDraft *self,
             const Group *group,
             guint        level,
             char       **prompt)
{
  TtMoveWords words;
  TtMoveChoice *choice;

  describe (self, group->first, level, &words);
  choice = tt_move_choice_new (&group->decision, words.label, words.detail, group->count);
  tt_move_choice_set_gains_nothing (choice, words.gains_nothing);
  if (group->count == 1)
    {
      g_autoptr(JsonObject) move = move_json (self, group->first);
      g_autofree char *text = preview (self, group->first);

      tt_move_choice_set_move (choice, move);
      tt_move_choice_set_preview (choice, text);
    }
  if (*prompt == NULL)
    *prompt = g_steal_pointer (&words.prompt);
  words_clear (&words);
  return choice;
}

/* Those that gain something first, each part in the engine's order. */
static void
fill_choices (TtMoveDraft *self,
              GArray      *groups)
{
  g_autoptr(GPtrArray) useful = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) useless = g_ptr_array_new_with_free_func (g_object_unref);
  char *prompt = NULL;

  for (guint g = 0; g < groups->len; g++)
    {
      TtMoveChoice *choice = make_choice (self, &g_array_index (groups, Group, g), self->steps->len, &prompt);

      g_ptr_array_add (tt_move_choice_get_gains_nothing (choice) ? useless : useful, choice);
    }
  g_ptr_array_extend_and_steal (useful, g_steal_pointer (&useless));
  g_list_store_splice (self->choices, 0, g_list_model_get_n_items (G_LIST_MODEL (self->choices)),
                       useful->pdata, useful->len);
  g_free (self->prompt);
  self->prompt = prompt;
}

/* Takes every decision the remaining moves answer alike, then lists the
 * next open one's choices, or completes the move. */
static void
advance (TtMoveDraft *self)
{
  g_list_store_remove_all (self->choices);
  g_clear_pointer (&self->prompt, g_free);
  g_clear_pointer (&self->move, json_object_unref);
  while (self->remaining->len > 0)
    {
      g_autoptr(GArray) groups = NULL;
      Step step = { .automatic = TRUE };

      if (all_ended (self, self->remaining, self->steps->len))
        {
          /* distinct legal moves have distinct decisions: one is left */
          self->move = move_json (self, g_array_index (self->remaining, guint, 0));
          return;
        }
      groups = group_remaining (self, self->remaining, self->steps->len);
      if (groups->len > 1)
        {
          fill_choices (self, groups);
          return;
        }
      step.chosen = g_array_index (groups, Group, 0).decision;
      g_array_append_val (self->steps, step);
    }
}

static void
emit_changed (TtMoveDraft *self,
              int          old_player,
              gboolean     was_complete)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (old_player != self->player)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
  if (was_complete != (self->move != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
restart (TtMoveDraft *self)
{
  g_array_set_size (self->steps, 0);
  g_list_store_remove_all (self->path);
  filter_remaining (self);
  advance (self);
}

static void
ensure (TtMoveDraft *self)
{
  if (!self->dirty)
    return;
  self->dirty = FALSE;
  read_moves (self);
  restart (self);
}

/* Public ------------------------------------------------------------------ */

/* Read again when next asked: a game between computers pays nothing. */
void
tt_move_draft_reload (TtMoveDraft *self)
{
  g_return_if_fail (TT_IS_MOVE_DRAFT (self));
  self->dirty = TRUE;
  g_object_freeze_notify (G_OBJECT (self));
  for (guint p = 1; p < N_PROPS; p++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[p]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

TtGame *
tt_move_draft_get_game (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  return self->game;
}

int
tt_move_draft_get_player (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), -1);
  ensure (self);
  return self->player;
}

void
tt_move_draft_set_player (TtMoveDraft *self,
                          int          player)
{
  g_return_if_fail (TT_IS_MOVE_DRAFT (self));
  self->requested = player;
  tt_move_draft_reload (self);
}

guint
tt_move_draft_get_n_moves (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), 0);
  ensure (self);
  return self->moves != NULL ? self->moves->len : 0;
}

guint
tt_move_draft_get_n_remaining (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), 0);
  ensure (self);
  return self->remaining->len;
}

const char *
tt_move_draft_get_prompt (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  ensure (self);
  return self->prompt;
}

GListModel *
tt_move_draft_get_choices (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  ensure (self);
  return G_LIST_MODEL (self->choices);
}

GListModel *
tt_move_draft_get_path (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  ensure (self);
  return G_LIST_MODEL (self->path);
}

guint
tt_move_draft_get_level (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), 0);
  ensure (self);
  return self->steps->len;
}

gboolean
tt_move_draft_get_complete (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  ensure (self);
  return self->move != NULL;
}

JsonObject *
tt_move_draft_get_move (TtMoveDraft *self)
{
  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  ensure (self);
  return self->move;
}

static gboolean
take_choice (TtMoveDraft  *self,
             TtMoveChoice *choice,
             GError      **error)
{
  gboolean was_complete = self->move != NULL;
  Step step = { .automatic = FALSE };

  if (!tt_move_choice_get_enabled (choice))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, tt_move_choice_get_reason (choice));
      return FALSE;
    }
  step.chosen = *tt_move_choice_get_decision (choice);
  g_array_append_val (self->steps, step);
  g_list_store_append (self->path, choice);
  filter_remaining (self);
  advance (self);
  emit_changed (self, self->player, was_complete);
  /* a person has begun a move (a tile laid, its figure not yet chosen):
   * the game is kept from now on, though its record holds no move yet */
  tt_game_autosave_now (self->game);
  return TRUE;
}

gboolean
tt_move_draft_choose (TtMoveDraft *self,
                      guint        index,
                      GError     **error)
{
  g_autoptr(TtMoveChoice) choice = NULL;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  ensure (self);
  choice = g_list_model_get_item (G_LIST_MODEL (self->choices), index);
  if (choice == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "No choice %u: there are %u", index,
                   g_list_model_get_n_items (G_LIST_MODEL (self->choices)));
      return FALSE;
    }
  return take_choice (self, choice, error);
}

TtMoveChoice *
tt_move_draft_find_choice (TtMoveDraft           *self,
                           const TtRulesDecision *decision)
{
  GListModel *choices;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  g_return_val_if_fail (decision != NULL, NULL);
  choices = tt_move_draft_get_choices (self);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      if (decision_equal (tt_move_choice_get_decision (choice), decision))
        return choice;
    }
  return NULL;
}

gboolean
tt_move_draft_choose_decision (TtMoveDraft           *self,
                               const TtRulesDecision *decision,
                               GError               **error)
{
  TtMoveChoice *choice;
  g_autoptr(TtMoveChoice) held = NULL;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  choice = tt_move_draft_find_choice (self, decision);
  if (choice == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("That cannot be chosen now"));
      return FALSE;
    }
  held = g_object_ref (choice);
  return take_choice (self, held, error);
}

gboolean
tt_move_draft_back (TtMoveDraft *self)
{
  gboolean was_complete;
  guint n_path;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  ensure (self);
  n_path = g_list_model_get_n_items (G_LIST_MODEL (self->path));
  if (n_path == 0)
    return FALSE;
  was_complete = self->move != NULL;
  while (self->steps->len > 0)
    {
      gboolean automatic = g_array_index (self->steps, Step, self->steps->len - 1).automatic;

      g_array_set_size (self->steps, self->steps->len - 1);
      if (!automatic)
        break;
    }
  g_list_store_remove (self->path, n_path - 1);
  filter_remaining (self);
  advance (self);
  emit_changed (self, self->player, was_complete);
  return TRUE;
}

void
tt_move_draft_clear (TtMoveDraft *self)
{
  gboolean was_complete;

  g_return_if_fail (TT_IS_MOVE_DRAFT (self));
  ensure (self);
  was_complete = self->move != NULL;
  restart (self);
  emit_changed (self, self->player, was_complete);
}

gboolean
tt_move_draft_commit (TtMoveDraft *self,
                      GError     **error)
{
  g_autoptr(JsonObject) move = NULL;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  ensure (self);
  if (self->move == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, _("The move is not complete yet"));
      return FALSE;
    }
  move = json_object_ref (self->move);
  return tt_game_play (self->game, move, error);
}

/* The index of the player's legal move that `object` names, or -1. */
static int
find_move (TtMoveDraft *self,
           JsonObject  *object)
{
  const TtRules *rules = get_rules (self);
  g_autofree guint8 *native = NULL;
  MoveDecisions target;

  if (self->moves == NULL)
    return -1;
  native = g_malloc0 (rules->move_size);
  if (!rules->move_from_json (get_state (self), object, native, NULL))
    return -1;
  if (rules->decisions == NULL)
    {
      for (guint i = 0; i < self->moves->len; i++)
        if (memcmp (move_at (self, i), native, rules->move_size) == 0)
          return (int) i;
      return -1;
    }
  read_decisions (rules, get_state (self), native, 0, &target);
  for (guint i = 0; i < self->decisions->len; i++)
    {
      const MoveDecisions *md = &g_array_index (self->decisions, MoveDecisions, i);

      if (md->n == target.n && memcmp (md->d, target.d, sizeof md->d[0] * md->n) == 0)
        return (int) i;
    }
  return -1;
}

static gboolean
not_legal (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("That move cannot be made now"));
  return FALSE;
}

gboolean
tt_move_draft_select (TtMoveDraft *self,
                      JsonObject  *move,
                      GError     **error)
{
  const MoveDecisions *md;
  int index;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  ensure (self);
  index = find_move (self, move);
  if (index < 0)
    return not_legal (error);
  md = &g_array_index (self->decisions, MoveDecisions, index);
  restart (self);
  while (self->move == NULL)
    {
      TtMoveChoice *choice = tt_move_draft_find_choice (self, decision_at (md, self->steps->len));
      g_autoptr(TtMoveChoice) held = NULL;

      if (choice == NULL)
        return not_legal (error);
      held = g_object_ref (choice);
      if (!take_choice (self, held, error))
        return FALSE;
    }
  return TRUE;
}

char *
tt_move_draft_describe (TtMoveDraft *self,
                        JsonObject  *move)
{
  g_autoptr(GArray) remaining = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  const MoveDecisions *md;
  int index;

  g_return_val_if_fail (TT_IS_MOVE_DRAFT (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);
  ensure (self);
  index = find_move (self, move);
  if (index < 0)
    return NULL;
  md = &g_array_index (self->decisions, MoveDecisions, index);
  remaining = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->moves->len; i++)
    g_array_append_val (remaining, i);
  for (guint level = 0; !all_ended (self, remaining, level); level++)
    {
      g_autoptr(GArray) groups = group_remaining (self, remaining, level);
      const TtRulesDecision *d = decision_at (md, level);
      guint kept = 0;

      if (groups->len > 1)
        {
          TtMoveWords words;

          describe (self, (guint) index, level, &words);
          g_string_append_printf (text, "%s%s", text->len ? " · " : "", words.label);
          words_clear (&words);
        }
      for (guint r = 0; r < remaining->len; r++)
        {
          guint i = g_array_index (remaining, guint, r);

          if (decision_equal (decision_at (&g_array_index (self->decisions, MoveDecisions, i), level), d))
            g_array_index (remaining, guint, kept++) = i;
        }
      g_array_set_size (remaining, kept);
    }
  if (text->len == 0)
    {
      TtMoveWords words;

      describe (self, (guint) index, 0, &words);
      g_string_append (text, words.label);
      words_clear (&words);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
