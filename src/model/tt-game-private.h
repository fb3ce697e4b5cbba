/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-private.h — what tt-game.c and tt-game-computer.c share
 *
 * Not for subclasses or views: they use tt-game.h.
 */
#pragma once

#include "common/tt-rules.h"
#include "tt-game.h"

G_BEGIN_DECLS

/* The record's optional member with each computer seat's memory
 * (tt_game_get_computer_memory). */
#define TT_GAME_MEMORY_MEMBER "computer_memory"

typedef struct
{
  TtComputerFunc  func;
  TtComputerMemoryFunc memory_func;   /* the level's, when it remembers */
  gpointer        memory_data;
  gpointer        data;
  GDestroyNotify  destroy;
  gboolean        from_level;   /* attached from the record's level, not by a caller */
} Controller;

typedef struct
{
  TtRecord   *record;         /* NULL until started */
  GPtrArray  *redo_moves;     /* of JsonObject*, the next one to redo last */
  GArray     *redo_steps;     /* of guint: how many moves each undo took back */
  GFile      *file;           /* where the game was last saved or loaded */
  GFile      *autosave_file;  /* this game's own autosave, once written */
  gboolean    autosave;
  gboolean    replaying;
  gboolean    new_turn;

  const TtRules *rules;       /* with `state`: a game driven by its rules table */
  gpointer    state;
  JsonObject *recorded;       /* the last move as the engine recorded it */
  gpointer    last_events;    /* the engine's own event list of the last move */

  GListStore *seats;          /* of TtPlayer */
  GListStore *log;            /* of TtLogEntry */
  GArray     *history;        /* of int: n_players scores per entry */
  GArray     *move_players;   /* of int: who made each applied move */
  gboolean    applying;       /* log lines written now tell move move_players->len */

  Controller  controllers[TT_RECORD_MAX_PLAYERS];
  guint       generation;     /* bumped by every change, so a stale hint is dropped */
  GCancellable *thinking;
  guint       think_source;
  guint       pace_ms;        /* least time a computer move takes, so people can follow */
  guint       pace_source;
  JsonObject *chosen;         /* a computer's move waiting for its pace */

  /* Last values told to listeners, so only real changes are notified. */
  int         last_player;
  gboolean    last_finished;
  gboolean    last_can_undo;
  gboolean    last_can_redo;
  char       *last_phase;

  TtMoveDraft *draft;         /* made when first asked for */
} TtGamePrivate;

TtGamePrivate *_tt_game_get_private             (TtGame   *self);
void           _tt_game_notify_thinking         (TtGame   *self);
gboolean       _tt_game_check_can_move          (TtGame   *self,
                                                 GError  **error);

/* tt-game-computer.c */
void           _tt_game_clear_controller        (TtGame   *self,
                                                 guint     player);
/* Cancels a running search and a paced move: the game changed. */
void           _tt_game_stop_thinking           (TtGame   *self);
/* From an idle: starts the runner when a computer seat is to move. */
void           _tt_game_schedule_computer_turn  (TtGame   *self);

G_END_DECLS
