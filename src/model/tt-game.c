/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game.c — record, replay, seats, log, score history, undo/redo, save
 * and autosave for every game (computer players and hints: tt-game-computer.c) */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "common/tt-rules.h"
#include "tt-game-private.h"
#include "tt-move-draft.h"
#include "tt-text.h"


G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TtGame, tt_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (tt-game-error-quark, tt_game_error)

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_N_PLAYERS,
  PROP_PHASE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_FINISHED,
  PROP_RECORD_GAME,
  PROP_AUTOSAVE,
  PROP_THINKING,
  N_PROPS
};

enum {
  MOVE_APPLIED,
  SCORED,
  TURN_STARTED,
  GAME_OVER,
  STATE_RESET,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_last_events (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  if (priv->last_events != NULL)
    priv->rules->events_free (g_steal_pointer (&priv->last_events));
}

static void
tt_game_dispose (GObject *object)
{
  TtGame *self = TT_GAME (object);

  for (guint p = 0; p < TT_RECORD_MAX_PLAYERS; p++)
    tt_game_set_controller (self, p, NULL, NULL, NULL);
  /* last, so nothing is scheduled again for a game that is going away */
  _tt_game_stop_thinking (self);
  g_clear_object (&_tt_game_get_private (self)->draft);
  G_OBJECT_CLASS (tt_game_parent_class)->dispose (object);
}

/* The draft reads the game again when next asked (before the signals, so
 * their handlers see the new position). */
static void
draft_stale (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  if (priv->draft != NULL)
    tt_move_draft_reload (priv->draft);
}

TtMoveDraft *
tt_game_get_draft (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  if (priv->draft == NULL)
    priv->draft = tt_move_draft_new (self);
  return priv->draft;
}

static void
tt_game_finalize (GObject *object)
{
  TtGame *self = TT_GAME (object);
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_clear_pointer (&priv->record, tt_record_free);
  g_clear_pointer (&priv->redo_moves, g_ptr_array_unref);
  g_clear_pointer (&priv->redo_steps, g_array_unref);
  g_clear_object (&priv->file);
  g_clear_object (&priv->autosave_file);
  g_clear_object (&priv->seats);
  g_clear_object (&priv->log);
  g_clear_pointer (&priv->history, g_array_unref);
  g_clear_pointer (&priv->move_players, g_array_unref);
  g_clear_pointer (&priv->chosen, json_object_unref);
  g_clear_pointer (&priv->recorded, json_object_unref);
  g_clear_pointer (&priv->last_phase, g_free);
  if (priv->state != NULL)
    {
      clear_last_events (self);
      tt_rules_free_state (priv->rules, priv->state);
    }

  G_OBJECT_CLASS (tt_game_parent_class)->finalize (object);
}

static void
tt_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TtGame *self = TT_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER:
      g_value_set_int (value, tt_game_get_current_player (self));
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, tt_game_get_n_players (self));
      break;
    case PROP_PHASE:
      g_value_set_string (value, tt_game_get_phase (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tt_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tt_game_get_can_redo (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, tt_game_get_finished (self));
      break;
    case PROP_RECORD_GAME:
      g_value_set_string (value, tt_game_get_record_game (self));
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, tt_game_get_autosave (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, tt_game_get_thinking (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  TtGame *self = TT_GAME (object);

  switch (prop_id)
    {
    case PROP_AUTOSAVE:
      tt_game_set_autosave (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Back to before the last move a person made, taking the computers' moves
 * since with it. */
static guint
tt_game_real_undo_count (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint count = 0;

  for (guint i = priv->move_players->len; i > 0; i--)
    {
      int player = g_array_index (priv->move_players, int, i - 1);

      count++;
      if (player < 0 || !tt_game_is_computer (self, player))
        return count;
    }
  /* only computers have moved: nothing of a person's to take back */
  return 0;
}

static void
set_unknown_game_error (const TtRecord  *record,
                        GError         **error)
{
  g_set_error (error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME,
               /* Translators: the first %s is a file name, the second the
                * game id the file names (the record's "game") */
               _("%s: this version of Tabletop cannot play “%s” games"),
               record->source, record->game);
}

/* ---- the defaults: a game driven by its rules table ---- */

static gboolean
rules_reset (TtGame          *self,
             const TtRecord  *record,
             GError         **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  TtGameInfo *info = tt_game_info_lookup (record->game);
  const TtRules *rules = info ? tt_game_info_get_rules (info) : NULL;
  gpointer set = NULL;
  gpointer state;

  if (rules == NULL)
    {
      set_unknown_game_error (record, error);
      return FALSE;
    }
  if (klass->get_set != NULL)
    set = klass->get_set (self, record);
  state = tt_rules_new_state (rules, record, set, error);
  if (state == NULL)
    return FALSE;
  if (priv->state != NULL)
    {
      clear_last_events (self);
      tt_rules_free_state (priv->rules, priv->state);
    }
  priv->rules = rules;
  priv->state = state;
  return TRUE;
}

/* The move as the engine records it (with any chance outcomes it filled
 * in) and its events, both native and as JSON for describe_move. */
static gboolean
rules_apply_move (TtGame      *self,
                  JsonObject  *move,
                  GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  const TtRules *rules = priv->rules;
  g_autofree guint8 *native = g_malloc0 (rules->move_size);
  int player = tt_rules_single_actor (rules, priv->state);
  gpointer before = NULL;
  gpointer events;

  if (!rules->move_from_json (priv->state, move, native, error))
    return FALSE;
  /* a replayed move is in the record already */
  if (!priv->replaying)
    before = rules->copy (priv->state);
  events = rules->events_new ();
  if (!rules->apply (priv->state, native, events, error))
    {
      rules->events_free (events);
      if (before != NULL)
        rules->free (before);
      return FALSE;
    }
  clear_last_events (self);
  priv->last_events = events;
  if (before != NULL)
    {
      /* move_to_json reads the position before the move */
      priv->recorded = rules->move_to_json (before, native);
      rules->free (before);
    }
  if (klass->describe_move != NULL)
    {
      g_autoptr(JsonArray) json = json_array_new ();

      rules->events_to_json (priv->state, events, json);
      klass->describe_move (self, player, priv->recorded ? priv->recorded : move, json);
    }
  return TRUE;
}

static int
rules_get_current_player (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  return priv->state ? tt_rules_single_actor (priv->rules, priv->state) : -1;
}

static gboolean
rules_is_finished (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  return priv->state != NULL && priv->rules->is_finished (priv->state);
}

static int
rules_get_score (TtGame *self,
                 guint   player)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int scores[TT_RULES_MAX_PLAYERS] = { 0 };

  if (priv->state == NULL || player >= priv->rules->n_players (priv->state))
    return 0;
  priv->rules->scores (priv->state, scores);
  return scores[player];
}

static gpointer
rules_copy_state (TtGame         *self,
                  int             player,
                  GDestroyNotify *free_func)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  if (priv->state == NULL || player < 0)
    return NULL;
  *free_func = priv->rules->free;
  return tt_rules_view (priv->rules, priv->state, player);
}

gpointer
tt_game_dup_state_at (TtGame   *self,
                      guint     n_moves,
                      GError  **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  gpointer set = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  if (priv->rules == NULL || priv->record == NULL)
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED, "The game has not started");
      return NULL;
    }
  if (klass->get_set != NULL)
    set = klass->get_set (self, priv->record);
  return tt_rules_replay (priv->rules, priv->record, set, MIN (n_moves, tt_record_get_n_moves (priv->record)),
                          NULL, NULL, error);
}

gpointer
tt_game_get_last_events (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->last_events;
}

gconstpointer
tt_game_get_state (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->state;
}

static void
tt_game_class_init (TtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_game_dispose;
  object_class->finalize = tt_game_finalize;
  object_class->get_property = tt_game_get_property;
  object_class->set_property = tt_game_set_property;
  klass->undo_count = tt_game_real_undo_count;
  klass->reset = rules_reset;
  klass->apply_move = rules_apply_move;
  klass->get_current_player = rules_get_current_player;
  klass->is_finished = rules_is_finished;
  klass->get_score = rules_get_score;
  klass->copy_state = rules_copy_state;

  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_int ("current-player", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TT_RECORD_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHASE] =
    g_param_spec_string ("phase", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RECORD_GAME] =
    g_param_spec_string ("record-game", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* On by default: a crash or a closed window must not lose a game. Turn it
   * off for games that are not the user's own (rules examples, tests). */
  properties[PROP_AUTOSAVE] =
    g_param_spec_boolean ("autosave", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A computer player is choosing its move. */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, JSON_TYPE_OBJECT);
  signals[SCORED] =
    g_signal_new ("scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_STRING);
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STATE_RESET] =
    g_signal_new ("state-reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_game_init (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  priv->redo_moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  priv->redo_steps = g_array_new (FALSE, FALSE, sizeof (guint));
  priv->seats = g_list_store_new (TT_TYPE_PLAYER);
  priv->log = g_list_store_new (TT_TYPE_LOG_ENTRY);
  priv->history = g_array_new (FALSE, TRUE, sizeof (int));
  priv->move_players = g_array_new (FALSE, TRUE, sizeof (int));
  priv->autosave = TRUE;
  priv->last_player = -1;
  priv->last_phase = g_strdup ("");
}

TtGamePrivate *
_tt_game_get_private (TtGame *self)
{
  return tt_game_get_instance_private (self);
}

void
_tt_game_notify_thinking (TtGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* ---- state queries ---- */

gboolean
tt_game_is_started (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->record != NULL;
}

gboolean
tt_game_is_replaying (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->replaying;
}

/* The state exists: started, or being rebuilt by a replay. */
static gboolean
has_state (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  return priv->record != NULL || priv->replaying;
}

int
tt_game_get_current_player (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), -1);
  if (!has_state (self))
    return -1;
  return TT_GAME_GET_CLASS (self)->get_current_player (self);
}

guint
tt_game_get_n_players (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  return has_state (self) ? g_list_model_get_n_items (G_LIST_MODEL (priv->seats)) : 0;
}

TtPlayer *
tt_game_get_player (TtGame *self,
                    guint   player)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  g_autoptr(TtPlayer) seat = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  seat = g_list_model_get_item (G_LIST_MODEL (priv->seats), player);
  /* the list holds its own reference */
  return seat;
}

const char *
tt_game_get_player_name (TtGame *self,
                         guint   player)
{
  TtPlayer *seat;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  g_return_val_if_fail (player < tt_game_get_n_players (self), NULL);
  seat = tt_game_get_player (self, player);
  return tt_player_get_name (seat);
}

GListModel *
tt_game_get_seats (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return G_LIST_MODEL (priv->seats);
}

const char *
tt_game_get_phase (TtGame *self)
{
  TtGameClass *klass;
  const char *phase = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), "");
  klass = TT_GAME_GET_CLASS (self);
  if (tt_game_is_started (self) && klass->get_phase != NULL)
    phase = klass->get_phase (self);
  return phase ? phase : "";
}

gboolean
tt_game_get_finished (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return has_state (self) && TT_GAME_GET_CLASS (self)->is_finished (self);
}

int
tt_game_get_score (TtGame *self,
                   guint   player)
{
  g_return_val_if_fail (TT_IS_GAME (self), 0);
  g_return_val_if_fail (player < tt_game_get_n_players (self), 0);
  return TT_GAME_GET_CLASS (self)->get_score (self, player);
}

const char *
tt_game_get_record_game (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->record ? priv->record->game : NULL;
}

const TtRecord *
tt_game_get_record (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->record;
}

guint
tt_game_get_n_moves (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  return priv->record ? tt_record_get_n_moves (priv->record) : 0;
}

TtGameInfo *
tt_game_get_info (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  GListModel *all = tt_game_info_get_all ();
  TtGameInfo *info;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  info = priv->record ? tt_game_info_lookup (priv->record->game) : NULL;
  if (info != NULL && tt_game_info_get_model_type (info) == G_OBJECT_TYPE (self))
    return info;
  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(TtGameInfo) candidate = g_list_model_get_item (all, i);

      if (tt_game_info_get_model_type (candidate) == G_OBJECT_TYPE (self))
        return candidate;   /* the registry holds its reference */
    }
  return NULL;
}

/* ---- undo state ---- */

static guint
undo_step_size (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint step;

  if (priv->record == NULL)
    return 0;
  step = TT_GAME_GET_CLASS (self)->undo_count (self);
  return MIN (step, tt_record_get_n_moves (priv->record));
}

gboolean
tt_game_get_can_undo (TtGame *self)
{
  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return undo_step_size (self) > 0;
}

gboolean
tt_game_get_can_redo (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->redo_steps->len > 0;
}

int
tt_game_get_turn_player (TtGame *self)
{
  TtGameClass *klass;

  g_return_val_if_fail (TT_IS_GAME (self), -1);
  klass = TT_GAME_GET_CLASS (self);
  if (klass->get_turn_player != NULL && tt_game_is_started (self) && !tt_game_get_finished (self))
    return klass->get_turn_player (self);
  return tt_game_get_current_player (self);
}

/* ---- change notification ---- */

static void
update_seats (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (priv->seats));
  int current = tt_game_get_turn_player (self);

  for (guint p = 0; p < n; p++)
    {
      TtPlayer *seat = tt_game_get_player (self, p);

      tt_player_set_score (seat, tt_game_get_score (self, p));
      tt_player_set_current (seat, (int) p == current);
    }
}

void
tt_game_notify_changed (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int player;
  gboolean finished, can_undo, can_redo;
  const char *phase;

  g_return_if_fail (TT_IS_GAME (self));
  /* a replay notifies once, when it is over */
  if (priv->replaying)
    return;
  player = tt_game_get_current_player (self);
  finished = tt_game_get_finished (self);
  can_undo = tt_game_get_can_undo (self);
  can_redo = tt_game_get_can_redo (self);
  phase = tt_game_get_phase (self);
  if (player != priv->last_player)
    {
      priv->last_player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
    }
  if (finished != priv->last_finished)
    {
      priv->last_finished = finished;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (can_undo != priv->last_can_undo)
    {
      priv->last_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != priv->last_can_redo)
    {
      priv->last_can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (g_strcmp0 (phase, priv->last_phase) != 0)
    {
      g_free (priv->last_phase);
      priv->last_phase = g_strdup (phase);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
    }
  update_seats (self);
}

void
tt_game_emit_scored (TtGame     *self,
                     int         player,
                     int         points,
                     const char *description)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  /* Replayed moves scored long ago; telling the views again would show
   * every old score as new. */
  if (!priv->replaying)
    g_signal_emit (self, signals[SCORED], 0, player, points, description);
}

void
tt_game_mark_new_turn (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  priv->new_turn = TRUE;
}

/* ---- log and score history ---- */

GListModel *
tt_game_get_log (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return G_LIST_MODEL (priv->log);
}

void
tt_game_add_log (TtGame     *self,
                 int         player,
                 const char *text)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  g_autoptr(TtLogEntry) entry = NULL;
  g_autofree char *resolved = NULL;
  guint turn;

  g_return_if_fail (TT_IS_GAME (self));
  g_return_if_fail (text != NULL);

  turn = klass->get_turn ? klass->get_turn (self) : priv->move_players->len;
  /* every line passes here: a translation's particle markers (을(를) …)
   * are resolved once the inserted names are in */
  resolved = tt_text_resolve_particles (text);
  entry = tt_log_entry_new (player, turn, resolved);
  /* a line written while a move is applied tells that move */
  if (priv->applying)
    tt_log_entry_set_move (entry, priv->move_players->len);
  g_list_store_append (priv->log, entry);
}

static void
push_history (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint n = tt_game_get_n_players (self);

  for (guint p = 0; p < n; p++)
    {
      int score = TT_GAME_GET_CLASS (self)->get_score (self, p);

      g_array_append_val (priv->history, score);
    }
}

guint
tt_game_get_history_length (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint n;

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  n = tt_game_get_n_players (self);
  return n ? priv->history->len / n : 0;
}

int
tt_game_get_score_at (TtGame *self,
                      guint   player,
                      guint   index)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint n;

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  n = tt_game_get_n_players (self);
  if (player >= n || (index + 1) * n > priv->history->len)
    return 0;
  return g_array_index (priv->history, int, index * n + player);
}

int
tt_game_get_move_player (TtGame *self,
                         guint   index)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), -1);
  if (index >= priv->move_players->len)
    return -1;
  return g_array_index (priv->move_players, int, index);
}

/* ---- seats ---- */

/* The game's colour for a seat whose record names none. */
static const char *
default_color (TtGameInfo *info,
               guint       seat)
{
  const char * const *colors = tt_game_info_get_colors (info);
  guint n = g_strv_length ((char **) colors);

  return n > 0 ? colors[seat % n] : NULL;
}

/* Seats follow the record's players; a seat of a record computer gets the
 * controller of its level (the first level when the level is unknown),
 * unless a caller set one. */
static void
sync_seats (TtGame         *self,
            const TtRecord *record)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameInfo *info = tt_game_info_lookup (record->game);
  guint n = MIN (record->players->len, TT_RECORD_MAX_PLAYERS);
  guint had = g_list_model_get_n_items (G_LIST_MODEL (priv->seats));

  if (had > n)
    g_list_store_splice (priv->seats, n, had - n, NULL, 0);
  for (guint p = 0; p < n; p++)
    {
      const TtRecordPlayer *entry = g_ptr_array_index (record->players, p);
      gboolean computer = g_strcmp0 (entry->kind, "computer") == 0;
      const char *level = computer ? entry->level : NULL;
      TtPlayer *seat;

      if (p >= had)
        {
          g_autoptr(TtPlayer) added = tt_player_new (entry->name, entry->color,
                                                     TT_PLAYER_PERSON, NULL);

          g_list_store_append (priv->seats, added);
        }
      seat = tt_game_get_player (self, p);
      tt_player_set_name (seat, entry->name);
      if (entry->color != NULL)
        tt_player_set_color (seat, entry->color);
      else if (tt_player_get_color (seat) == NULL && info != NULL)
        tt_player_set_color (seat, default_color (info, p));

      if (priv->controllers[p].from_level)
        _tt_game_clear_controller (self, p);
      if (computer && priv->controllers[p].func == NULL && info != NULL)
        {
          TtComputerFunc func = NULL;
          gpointer data = NULL;

          if (!tt_game_info_get_level_func (info, level, &func, &data) &&
              tt_game_info_get_n_levels (info) > 0)
            {
              level = tt_game_info_get_level_id (info, 0);
              tt_game_info_get_level_func (info, level, &func, &data);
            }
          priv->controllers[p].func = func;
          priv->controllers[p].data = data;
          priv->controllers[p].from_level = TRUE;
          tt_game_info_get_level_memory_func (info, level, &priv->controllers[p].memory_func,
                                              &priv->controllers[p].memory_data);
        }
      tt_player_set_level (seat, level);
      tt_player_set_kind (seat, priv->controllers[p].func ? TT_PLAYER_COMPUTER : TT_PLAYER_PERSON);
    }
  for (guint p = n; p < TT_RECORD_MAX_PLAYERS; p++)
    if (priv->controllers[p].from_level)
      _tt_game_clear_controller (self, p);
}

/* ---- replay ---- */

/* Applies one move to the state and keeps the history beside it. */
static gboolean
apply_one (TtGame      *self,
           JsonObject  *move,
           GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int player = TT_GAME_GET_CLASS (self)->get_current_player (self);

  g_clear_pointer (&priv->recorded, json_object_unref);
  priv->applying = TRUE;
  if (!TT_GAME_GET_CLASS (self)->apply_move (self, move, error))
    {
      priv->applying = FALSE;
      return FALSE;
    }
  priv->applying = FALSE;
  priv->generation++;
  g_array_append_val (priv->move_players, player);
  push_history (self);
  return TRUE;
}

/* Resets the engine from `record` and applies its first n_moves moves. */
static gboolean
replay (TtGame          *self,
        const TtRecord  *record,
        guint            n_moves,
        GError         **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass = TT_GAME_GET_CLASS (self);
  g_autoptr(TtRecord) setup = tt_record_copy (record);
  gboolean ok = TRUE;

  _tt_game_stop_thinking (self);
  tt_record_truncate_moves (setup, 0);
  priv->replaying = TRUE;
  priv->generation++;
  sync_seats (self, record);
  g_list_store_remove_all (priv->log);
  g_array_set_size (priv->history, 0);
  g_array_set_size (priv->move_players, 0);
  if (!klass->reset (self, setup, error))
    ok = FALSE;
  if (ok)
    push_history (self);
  for (guint i = 0; ok && i < n_moves; i++)
    {
      g_autoptr(GError) reason = NULL;

      if (!apply_one (self, tt_record_get_move (record, i), &reason))
        {
          tt_record_set_move_error (error, record, i, reason);
          ok = FALSE;
        }
    }
  priv->replaying = FALSE;
  priv->new_turn = FALSE;
  return ok;
}

static void
clear_redo (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_ptr_array_set_size (priv->redo_moves, 0);
  g_array_set_size (priv->redo_steps, 0);
}

gboolean
tt_game_start (TtGame          *self,
               const TtRecord  *record,
               GError         **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtRecord *previous;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  if (!replay (self, record, tt_record_get_n_moves (record), error))
    {
      /* Put the engine back the way it was, so a bad file does not break
       * the game on screen. */
      if (priv->record != NULL)
        replay (self, priv->record, tt_record_get_n_moves (priv->record), NULL);
      else
        g_list_store_remove_all (priv->seats);
      _tt_game_schedule_computer_turn (self);
      return FALSE;
    }

  previous = g_steal_pointer (&priv->record);
  priv->record = tt_record_copy (record);
  /* A new game made from another's record (play again) starts with
   * computers that remember nothing. */
  if (tt_record_get_n_moves (priv->record) == 0)
    json_object_remove_member (priv->record->root, TT_GAME_MEMORY_MEMBER);
  clear_redo (self);
  if (g_strcmp0 (previous ? previous->game : NULL, record->game) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD_GAME]);
  if ((previous ? previous->players->len : 0) != record->players->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  g_clear_pointer (&previous, tt_record_free);

  draft_stale (self);
  g_signal_emit (self, signals[STATE_RESET], 0);
  tt_game_notify_changed (self);
  _tt_game_schedule_computer_turn (self);
  return TRUE;
}

/* ---- autosave ---- */

char *
tt_game_get_autosave_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tabletop", "autosave", NULL);
}

GFile *
tt_game_get_autosave_file (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->autosave_file;
}

/* "GAME-YYYYMMDD-HHMMSS-XXXXXXXX.tabletop": sorts by game then time, and
 * the random part keeps two games started in one second apart. */
static GFile *
new_autosave_file (const char *game)
{
  g_autofree char *dir = tt_game_get_autosave_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *name = g_strdup_printf ("%s-%s-%08x.tabletop", game, stamp, g_random_int ());

  return g_file_new_build_filename (dir, name, NULL);
}

/* Autosave failing must not stop the game: the player is told nothing and
 * keeps playing, the warning goes to the journal. */
static void
autosave (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (!priv->autosave || priv->record == NULL || priv->record->game == NULL)
    return;
  if (tt_game_get_finished (self))
    {
      if (priv->autosave_file == NULL)
        return;
      path = g_file_get_path (priv->autosave_file);
      if (g_unlink (path) != 0 && errno != ENOENT)
        g_warning ("Could not remove the autosave %s: %s", path, g_strerror (errno));
      return;
    }
  if (priv->autosave_file == NULL)
    priv->autosave_file = new_autosave_file (priv->record->game);
  path = g_file_get_path (priv->autosave_file);
  if (!tt_record_save_file (priv->record, path, &error))
    g_warning ("Could not autosave: %s", error->message);
}

void
tt_game_autosave_now (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  /* once written, every recorded move writes it again */
  if (priv->autosave_file == NULL)
    autosave (self);
}

gboolean
tt_game_get_autosave (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->autosave;
}

void
tt_game_set_autosave (TtGame   *self,
                      gboolean  value)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  value = !!value;
  if (priv->autosave == value)
    return;
  priv->autosave = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
}

typedef struct
{
  GFile  *file;
  gint64  mtime;
} Autosave;

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const Autosave *x = a, *y = b;

  return x->mtime < y->mtime ? 1 : x->mtime > y->mtime ? -1 : 0;
}

/* Only what a registered game can continue: the file is read (records
 * are small) so a stray or broken file is never offered. */
static gboolean
is_continuable (const char *path)
{
  g_autoptr(TtRecord) record = tt_record_load_file (path, NULL);

  return record != NULL && record->game != NULL && tt_game_info_lookup (record->game) != NULL;
}

GPtrArray *
tt_game_find_autosaves (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *dir_path = tt_game_get_autosave_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Autosave));
  const char *name;

  if (dir == NULL)
    return files;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInfo) info = NULL;
      g_autoptr(GDateTime) time = NULL;
      Autosave autosave;

      if (!g_str_has_suffix (name, ".tabletop") || !is_continuable (path))
        continue;
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                G_FILE_QUERY_INFO_NONE, NULL, NULL);
      time = info ? g_file_info_get_modification_date_time (info) : NULL;
      if (time == NULL)
        continue;
      autosave.file = g_steal_pointer (&file);
      /* microseconds: games saved in the same second keep their order */
      autosave.mtime = g_date_time_to_unix (time) * G_USEC_PER_SEC + g_date_time_get_microsecond (time);
      g_array_append_val (found, autosave);
    }
  g_array_sort (found, compare_newest_first);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (files, g_array_index (found, Autosave, i).file);
  return files;
}

/* ---- moves ---- */

gboolean
_tt_game_check_can_move (TtGame  *self,
                GError **error)
{
  if (!tt_game_is_started (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                           _("The game has not started"));
      return FALSE;
    }
  if (tt_game_get_finished (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_and_record (TtGame      *self,
                  JsonObject  *move,
                  GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  int player_before = tt_game_get_current_player (self);
  guint index;

  if (!_tt_game_check_can_move (self, error))
    return FALSE;
  priv->new_turn = FALSE;
  if (!apply_one (self, move, error))
    return FALSE;

  /* the engine may have filled in chance outcomes (dice, a drawn card) */
  if (priv->recorded != NULL)
    move = priv->recorded;
  index = tt_record_get_n_moves (priv->record);
  tt_record_append_move (priv->record, move);
  autosave (self);

  draft_stale (self);
  g_signal_emit (self, signals[MOVE_APPLIED], 0, index, move);
  tt_game_notify_changed (self);
  if (tt_game_get_finished (self))
    g_signal_emit (self, signals[GAME_OVER], 0);
  else if (priv->new_turn || tt_game_get_current_player (self) != player_before)
    g_signal_emit (self, signals[TURN_STARTED], 0, tt_game_get_current_player (self));
  priv->new_turn = FALSE;
  return TRUE;
}

gboolean
tt_game_play (TtGame      *self,
              JsonObject  *move,
              GError     **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!_tt_game_check_can_move (self, error))
    return FALSE;
  /* A move made while a computer was choosing one makes its search stale
   * (the pace's own move has already let go of it). */
  _tt_game_stop_thinking (self);
  /* A new move makes the undone ones unreachable; drop them first so
   * can-redo is already FALSE when move-applied is emitted. */
  if (priv->redo_steps->len > 0)
    clear_redo (self);
  if (!apply_and_record (self, move, error))
    return FALSE;
  _tt_game_schedule_computer_turn (self);
  return TRUE;
}

gboolean
tt_game_undo (TtGame  *self,
              GError **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  guint step, n_moves, keep;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);

  step = undo_step_size (self);
  if (step == 0)
    return TRUE;
  n_moves = tt_record_get_n_moves (priv->record);
  keep = n_moves - step;
  if (!replay (self, priv->record, keep, error))
    {
      replay (self, priv->record, n_moves, NULL);
      _tt_game_schedule_computer_turn (self);
      return FALSE;
    }
  for (guint i = n_moves; i > keep; i--)
    g_ptr_array_add (priv->redo_moves, json_object_ref (tt_record_get_move (priv->record, i - 1)));
  g_array_append_val (priv->redo_steps, step);
  tt_record_truncate_moves (priv->record, keep);
  autosave (self);

  draft_stale (self);
  g_signal_emit (self, signals[STATE_RESET], 0);
  tt_game_notify_changed (self);
  _tt_game_schedule_computer_turn (self);
  return TRUE;
}

gboolean
tt_game_redo (TtGame  *self,
              GError **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  gboolean ok = TRUE;
  guint step;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);

  if (priv->redo_steps->len == 0)
    return TRUE;
  _tt_game_stop_thinking (self);
  step = g_array_index (priv->redo_steps, guint, priv->redo_steps->len - 1);
  g_array_set_size (priv->redo_steps, priv->redo_steps->len - 1);
  for (guint i = 0; ok && i < step; i++)
    {
      g_autoptr(JsonObject) move = g_ptr_array_steal_index (priv->redo_moves, priv->redo_moves->len - 1);

      /* The moves were legal when first played and the state is the same,
       * so this only fails if an engine is not deterministic. */
      if (!apply_and_record (self, move, error))
        {
          clear_redo (self);
          tt_game_notify_changed (self);
          ok = FALSE;
        }
    }
  _tt_game_schedule_computer_turn (self);
  return ok;
}

/* ---- files ---- */

gboolean
tt_game_save (TtGame        *self,
              GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!tt_game_is_started (self))
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                           _("The game has not started"));
      return FALSE;
    }
  text = tt_record_to_string (priv->record);
  contents = g_strconcat (text, "\n", NULL);
  /* Written beside the target, synced and renamed into place (the folder
   * synced too), keeping the replaced file's permissions. */
  if (!tt_file_save_atomic_gfile (file, contents, strlen (contents), cancellable, error))
    return FALSE;
  g_set_object (&priv->file, file);
  return TRUE;
}

GFile *
tt_game_get_file (TtGame *self)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  return priv->file;
}

/* ---- opening games ---- */

TtGame *
tt_game_new_like (TtGame  *self,
                  GError **error)
{
  TtGamePrivate *priv = tt_game_get_instance_private (self);
  TtGameClass *klass;
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) like = NULL;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);

  if (priv->record == NULL)
    {
      g_set_error_literal (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                           _("The game has not started"));
      return NULL;
    }
  klass = TT_GAME_GET_CLASS (self);
  record = tt_record_copy (priv->record);
  tt_record_truncate_moves (record, 0);
  record->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  like = g_object_new (G_OBJECT_TYPE (self), NULL);
  tt_game_set_autosave (like, priv->autosave);
  tt_game_set_computer_pace (like, priv->pace_ms);
  if (klass->prepare_like != NULL)
    klass->prepare_like (self, like, record);
  if (!tt_game_start (like, record, error))
    return NULL;
  return g_steal_pointer (&like);
}

TtGame *
tt_game_new_for_record (const TtRecord  *record,
                        GError         **error)
{
  TtGameInfo *info = tt_game_info_lookup (record->game);
  g_autoptr(TtGame) game = NULL;

  if (info == NULL)
    {
      set_unknown_game_error (record, error);
      return NULL;
    }
  game = g_object_new (tt_game_info_get_model_type (info), NULL);
  if (!tt_game_start (game, record, error))
    return NULL;
  return g_steal_pointer (&game);
}

static gboolean
is_in_autosave_dir (GFile *file)
{
  g_autofree char *dir_path = tt_game_get_autosave_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (dir_path);
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, dir);
}

TtGame *
tt_game_load_from_file (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(TtRecord) record = NULL;
  TtGame *game;
  TtGamePrivate *priv;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  record = tt_record_load_gfile (file, cancellable, error);
  if (record == NULL)
    return NULL;
  game = tt_game_new_for_record (record, error);
  if (game == NULL)
    return NULL;
  priv = tt_game_get_instance_private (game);
  if (is_in_autosave_dir (file))
    g_set_object (&priv->autosave_file, file);   /* Save still asks where */
  else
    g_set_object (&priv->file, file);
  return game;
}
