/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-computer.c — TtGame's computer players and hints: controllers,
 * their pace, and the one AI runner started on a state copy */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tt-ai-runner.h"
#include "tt-game-private.h"

/* ---- controllers ---- */

void
_tt_game_clear_controller (TtGame *self,
                  guint   player)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  Controller *controller = &priv->controllers[player];

  if (controller->destroy)
    controller->destroy (controller->data);
  memset (controller, 0, sizeof *controller);
}

/* ---- computer players ---- */

JsonObject *
tt_game_get_computer_memory (TtGame *self,
                             guint   player)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autofree char *key = g_strdup_printf ("%u", player);
  JsonNode *all, *mine;

  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  if (priv->record == NULL)
    return NULL;
  all = json_object_get_member (priv->record->root, TT_GAME_MEMORY_MEMBER);
  if (all == NULL || !JSON_NODE_HOLDS_OBJECT (all))
    return NULL;
  mine = json_object_get_member (json_node_get_object (all), key);
  return mine != NULL && JSON_NODE_HOLDS_OBJECT (mine) ? json_node_get_object (mine) : NULL;
}

/* Takes `memory` (NULL forgets). */
static void
set_computer_memory (TtGame     *self,
                     guint       player,
                     JsonObject *memory)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autofree char *key = g_strdup_printf ("%u", player);
  JsonNode *all = json_object_get_member (priv->record->root, TT_GAME_MEMORY_MEMBER);
  JsonObject *object;

  if (all == NULL || !JSON_NODE_HOLDS_OBJECT (all))
    {
      if (memory == NULL)
        return;
      json_object_set_object_member (priv->record->root, TT_GAME_MEMORY_MEMBER, json_object_new ());
      all = json_object_get_member (priv->record->root, TT_GAME_MEMORY_MEMBER);
    }
  object = json_node_get_object (all);
  if (memory != NULL)
    json_object_set_object_member (object, key, memory);
  else if (json_object_has_member (object, key))
    json_object_remove_member (object, key);
  if (json_object_get_size (object) == 0)
    json_object_remove_member (priv->record->root, TT_GAME_MEMORY_MEMBER);
}

void
tt_game_set_controller (TtGame         *self,
                        guint           player,
                        TtComputerFunc  func,
                        gpointer        user_data,
                        GDestroyNotify  destroy)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  TtPlayer *seat;

  g_return_if_fail (TT_IS_GAME (self));
  g_return_if_fail (player < TT_RECORD_MAX_PLAYERS);

  _tt_game_clear_controller (self, player);
  priv->controllers[player].func = func;
  priv->controllers[player].data = user_data;
  priv->controllers[player].destroy = destroy;
  seat = tt_game_get_player (self, player);
  if (seat != NULL)
    tt_player_set_kind (seat, func ? TT_PLAYER_COMPUTER : TT_PLAYER_PERSON);
  /* the seat's search, if any, was for its old controller */
  if ((int) player == tt_game_get_current_player (self))
    _tt_game_stop_thinking (self);
  if (func != NULL)
    _tt_game_schedule_computer_turn (self);
}

gboolean
tt_game_is_computer (TtGame *self,
                     guint   player)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return player < TT_RECORD_MAX_PLAYERS && priv->controllers[player].func != NULL;
}

gboolean
tt_game_is_human_turn (TtGame *self)
{
  int player;

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  if (!tt_game_is_started (self) || tt_game_get_finished (self))
    return FALSE;
  player = tt_game_get_current_player (self);
  return player >= 0 && !tt_game_is_computer (self, player);
}

gboolean
tt_game_get_thinking (TtGame *self)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), FALSE);
  return priv->thinking != NULL;
}

void
tt_game_set_computer_pace (TtGame *self,
                           guint   milliseconds)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  g_return_if_fail (TT_IS_GAME (self));
  priv->pace_ms = milliseconds;
}

guint
tt_game_get_computer_pace (TtGame *self)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  g_return_val_if_fail (TT_IS_GAME (self), 0);
  return priv->pace_ms;
}

static void
set_thinking (TtGame       *self,
              GCancellable *cancellable)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  gboolean was = priv->thinking != NULL;

  g_set_object (&priv->thinking, cancellable);
  if (was != (cancellable != NULL))
    _tt_game_notify_thinking (self);
}

void
_tt_game_stop_thinking (TtGame *self)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  g_clear_handle_id (&priv->think_source, g_source_remove);
  g_clear_handle_id (&priv->pace_source, g_source_remove);
  g_clear_pointer (&priv->chosen, json_object_unref);
  if (priv->thinking)
    {
      g_cancellable_cancel (priv->thinking);
      set_thinking (self, NULL);
    }
}

static gboolean
play_chosen_move (gpointer user_data)
{
  TtGame *self = user_data;
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autoptr(JsonObject) move = g_steal_pointer (&priv->chosen);
  g_autoptr(GError) error = NULL;

  priv->pace_source = 0;
  set_thinking (self, NULL);
  if (!tt_game_play (self, move, &error))
    g_warning ("Computer player chose an illegal move: %s", error->message);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  GCancellable *cancellable;  /* the search's; stale once it is not priv->thinking */
  gint64        started;
  int           player;
  gboolean      remembering;  /* the controller keeps a memory */
} ThinkData;

static void
think_data_free (ThinkData *think)
{
  g_object_unref (think->cancellable);
  g_free (think);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ThinkData, think_data_free)

static void
think_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  TtGame *self = TT_GAME (source);
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autoptr(ThinkData) think = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) memory = NULL;
  g_autoptr(JsonObject) move = think->remembering
                               ? tt_ai_runner_choose_finish_remembering (result, &memory, &error)
                               : tt_ai_runner_choose_finish (result, &error);
  gint64 elapsed_ms;

  /* the game moved on (a move, undo, new game, another controller) while
   * the computer was thinking: stop_thinking() already let go of this
   * search, and another may be running */
  if (think->cancellable != priv->thinking)
    return;
  if (move == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Computer player failed: %s", error->message);
      set_thinking (self, NULL);
      return;
    }
  /* Before the move, so the autosave after it holds the new memory. */
  if (think->remembering)
    set_computer_memory (self, (guint) think->player, g_steal_pointer (&memory));
  priv->chosen = g_steal_pointer (&move);
  elapsed_ms = (g_get_monotonic_time () - think->started) / 1000;
  if (elapsed_ms < priv->pace_ms)
    priv->pace_source = g_timeout_add (priv->pace_ms - elapsed_ms, play_chosen_move, self);
  else
    play_chosen_move (self);
}

/* The state copy `player` may see, for the runner. */
static gpointer
copy_state_for (TtGame         *self,
                int             player,
                GDestroyNotify *free_func)
{
  TtGameClass *klass = TT_GAME_GET_CLASS (self);

  *free_func = NULL;
  if (klass->copy_state == NULL)
    return NULL;
  return klass->copy_state (self, player, free_func);
}

/* The same position gives the same seed, so a level that draws random
 * numbers plays the same game for the same record (and again after undo). */
static guint64
seed_for_position (TtGame *self,
                   int     player)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  return priv->record->seed ^ ((guint64) tt_record_get_n_moves (priv->record) << 8) ^ (guint64) player;
}

static gboolean
start_computer_turn (gpointer user_data)
{
  TtGame *self = user_data;
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autoptr(GCancellable) cancellable = NULL;
  Controller *controller;
  GDestroyNotify free_func;
  ThinkData *think;
  gpointer state;
  int player;

  priv->think_source = 0;
  if (!tt_game_is_started (self) || tt_game_get_finished (self) || priv->thinking != NULL)
    return G_SOURCE_REMOVE;
  player = tt_game_get_current_player (self);
  if (player < 0 || !tt_game_is_computer (self, player))
    return G_SOURCE_REMOVE;
  controller = &priv->controllers[player];
  state = copy_state_for (self, player, &free_func);
  if (state == NULL)
    {
      g_warning ("%s cannot copy its state for a computer player", G_OBJECT_TYPE_NAME (self));
      return G_SOURCE_REMOVE;
    }

  cancellable = g_cancellable_new ();
  think = g_new0 (ThinkData, 1);
  think->cancellable = g_object_ref (cancellable);
  think->started = g_get_monotonic_time ();
  think->player = player;
  think->remembering = controller->memory_func != NULL;
  set_thinking (self, cancellable);
  if (think->remembering)
    tt_ai_runner_choose_remembering_async (self, state, free_func, player, seed_for_position (self, player),
                                           controller->memory_func, controller->memory_data,
                                           tt_game_get_computer_memory (self, (guint) player),
                                           cancellable, think_done, think);
  else
    tt_ai_runner_choose_async (self, state, free_func, player, seed_for_position (self, player),
                               controller->func, controller->data,
                               cancellable, think_done, think);
  return G_SOURCE_REMOVE;
}

/* From an idle, so the views have seen the last move before the next one
 * starts, and replays during undo never start a computer. */
void
_tt_game_schedule_computer_turn (TtGame *self)
{
  TtGamePrivate *priv = _tt_game_get_private (self);

  if (priv->think_source != 0 || priv->thinking != NULL || priv->pace_source != 0)
    return;
  if (!tt_game_is_started (self) || tt_game_get_finished (self))
    return;
  priv->think_source = g_idle_add (start_computer_turn, self);
}

/* ---- hints ---- */

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TtGame *self = g_task_get_source_object (task);
  TtGamePrivate *priv = _tt_game_get_private (self);
  guint generation = GPOINTER_TO_UINT (g_task_get_task_data (task));
  GError *error = NULL;
  JsonObject *move = tt_ai_runner_choose_finish (result, &error);

  if (move != NULL && generation != priv->generation)
    {
      g_clear_pointer (&move, json_object_unref);
      error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                   "The game moved on before a move was found");
    }
  if (move != NULL)
    g_task_return_pointer (task, move, (GDestroyNotify) json_object_unref);
  else
    g_task_return_error (task, error);
}

void
tt_game_hint_async (TtGame              *self,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  TtGamePrivate *priv = _tt_game_get_private (self);
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  TtGameInfo *info;
  TtComputerFunc func = NULL;
  gpointer func_data = NULL;
  GDestroyNotify free_func;
  gpointer state;
  int player;

  g_return_if_fail (TT_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tt_game_hint_async);
  g_task_set_task_data (task, GUINT_TO_POINTER (priv->generation), NULL);
  if (!_tt_game_check_can_move (self, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  info = tt_game_get_info (self);
  player = tt_game_get_current_player (self);
  state = info && tt_game_info_get_hint_func (info, &func, &func_data)
          ? copy_state_for (self, player, &free_func) : NULL;
  if (state == NULL)
    {
      g_task_return_new_error (task, TT_GAME_ERROR, TT_GAME_ERROR_NO_COMPUTER,
                               _("This game cannot suggest moves"));
      return;
    }
  tt_ai_runner_choose_async (self, state, free_func, player, seed_for_position (self, player),
                             func, func_data,
                             cancellable, hint_done, g_steal_pointer (&task));
}

JsonObject *
tt_game_hint_finish (TtGame        *self,
                     GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (TT_IS_GAME (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tt_game_hint_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

