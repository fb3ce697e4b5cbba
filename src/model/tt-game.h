/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game.h — the base of every game model
 *
 * A TtGame owns one game record (setup + seed + moves), an engine state
 * built from it, and everything every game needs around it: the seats (a
 * GListModel of TtPlayer), the computer controllers and their pace, the
 * one AI runner (a cancellable GTask on a copy of the state), the log (a
 * GListModel of TtLogEntry), the score history, undo/redo back to the
 * last human decision, hints, save/open and autosave. Views call
 * tt_game_play() (or the subclass's own move helpers) and redraw on the
 * signals; they never touch the engine. A subclass keeps only what is its
 * own: how to start a state and apply a move, its phases, its log lines.
 *
 * Undo rebuilds the state by replaying the record minus its last moves
 * (engines replay fast), so a subclass only has to know how to start a
 * game and how to apply one move.
 *
 * Signal order after a successful tt_game_play():
 *   scored* (emitted by the subclass while applying) → move-applied →
 *   notify::* → turn-started (when a new turn began) or game-over.
 * After tt_game_start() and tt_game_undo() the state was rebuilt in one go:
 *   state-reset → notify::* (no scored or move-applied for replayed moves).
 *
 * Engines: a game whose TtGameInfo has a TtRules table needs no engine
 * vfuncs at all: the defaults of reset, apply_move, get_current_player,
 * is_finished, get_score and copy_state drive the table (moves as JSON,
 * the state from tt_rules_new_state() with the subclass's get_set, the
 * move recorded as the engine writes it with its chance outcomes, the
 * engine's events through tt_game_get_last_events()); such a subclass only
 * adds describe_move for its log lines, its phases and its own helpers
 * (tt_game_get_state() reads the engine state). A subclass may instead keep
 * its own state and override them all (the tests do both).
 *
 * Computer players: a seat whose record kind is "computer" gets the
 * TtComputerFunc of its level (TtGameInfo) when the game starts, or any
 * function through tt_game_set_controller(). When such a seat's turn
 * starts, the runner calls it in a worker thread on the state copy that
 * TtGameClass.copy_state makes for that seat, and plays the move it
 * returns in the main thread (no sooner than the computer pace).
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-record.h"
#include "common/tt-rules.h"
#include "tt-game-info.h"
#include "tt-log-entry.h"
#include "tt-player.h"

G_BEGIN_DECLS

#define TT_GAME_ERROR (tt_game_error_quark ())

typedef enum
{
  TT_GAME_ERROR_UNKNOWN_GAME,   /* no model is registered for the record's game */
  TT_GAME_ERROR_NOT_STARTED,    /* a move before tt_game_start() */
  TT_GAME_ERROR_FINISHED,       /* a move after the end of the game */
  TT_GAME_ERROR_NO_COMPUTER,    /* a hint or computer move for a game without levels */
} TtGameError;

/* The words of one choice of a move draft (TtGameClass.describe_choice):
 * strings the draft takes and frees. */
typedef struct
{
  char     *prompt;          /* the question the decision answers: "Which building?" */
  char     *label;           /* this answer: "Clay Mound (Blue's)" */
  char     *detail;          /* what is given and got, whose, the fee; or NULL */
  gboolean  gains_nothing;   /* listed after the choices that gain something */
} TtMoveWords;

typedef struct _TtMoveDraft TtMoveDraft;

#define TT_TYPE_GAME (tt_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (TtGame, tt_game, TT, GAME, GObject)

struct _TtGameClass
{
  GObjectClass parent_class;

  /* The engine: the defaults drive the game's TtRules table (see above);
   * a subclass that keeps its own state overrides these five. */
  /* Build a fresh engine state from record's options, players and seed
   * (record has no moves). Called by tt_game_start() and by undo. The
   * seats already hold the record's players. */
  gboolean     (*reset)              (TtGame         *self,
                                      const TtRecord *record,
                                      GError        **error);
  /* Validate and apply one move; on error leave the state untouched.
   * May call tt_game_emit_scored(), tt_game_add_log() and
   * tt_game_mark_new_turn(). */
  gboolean     (*apply_move)         (TtGame         *self,
                                      JsonObject     *move,
                                      GError        **error);
  int          (*get_current_player) (TtGame         *self);
  gboolean     (*is_finished)        (TtGame         *self);
  int          (*get_score)          (TtGame         *self,
                                      guint           player);

  /* Optional, for games driven by their rules table: the set object
   * (TtRules.new_for_record's `set`: tile set, board, card set) to start
   * from; NULL for the one the record names. Called by each reset. */
  gpointer     (*get_set)            (TtGame         *self,
                                      const TtRecord *record);
  /* Optional, for games driven by their rules table: after a move was
   * applied (also while replaying), with the move as recorded and the
   * events it caused as JSON (TtRules.events_to_json); add log lines and
   * emit `scored` here. */
  void         (*describe_move)      (TtGame         *self,
                                      int             player,
                                      JsonObject     *move,
                                      JsonArray      *events);
  /* Optional. */
  const char * (*get_phase)          (TtGame         *self);
  /* How many of the last moves one undo takes back. The default goes back
   * to before the last move of a seat without a controller (a person),
   * taking the computers' moves since with it; 0 = nothing to undo. */
  guint        (*undo_count)         (TtGame         *self);
  /* The turn number log entries carry (default: the number of moves). */
  guint        (*get_turn)           (TtGame         *self);
  /* A private copy of what `player` may see, for the AI runner (which
   * frees it with *free_func, possibly in another thread). Needed for
   * computer players and hints; NULL when there is no state. The default
   * is the rules table's view. */
  gpointer     (*copy_state)         (TtGame         *self,
                                      int             player,
                                      GDestroyNotify *free_func);

  /* Optional, for tt_game_new_like(): make `record` (a copy of this
   * game's, no moves, a fresh seed) and the new game `like` ready, e.g.
   * drop what the end of a game wrote into the record, hand over a set. */
  void         (*prepare_like)       (TtGame         *self,
                                      TtGame         *like,
                                      TtRecord       *record);

  /* Optional, for the move draft (tt-move-draft.h) of a game whose rules
   * table has `decisions`: the words of decision `level` of `move` (one
   * of the state's legal moves, `decisions` its n_decisions decisions).
   * `level` may be n_decisions: the move ends there while others take
   * more decisions ("No more"). */
  void         (*describe_choice)    (TtGame                *self,
                                      gconstpointer          state,
                                      gconstpointer          move,
                                      const TtRulesDecision *decisions,
                                      guint                  n_decisions,
                                      guint                  level,
                                      TtMoveWords           *words);
  /* Optional: the result of `move` for `player` in words (goods and
   * points after), `after` being a copy of `state` with the move applied;
   * NULL to show none (never for a move whose outcome is left to chance:
   * the preview would tell it before the move is made). */
  char *       (*describe_preview)   (TtGame                *self,
                                      gconstpointer          state,
                                      gconstpointer          move,
                                      gconstpointer          after,
                                      int                    player);

  /* Optional: the player whose turn it is, which the seat list shows as
   * current, when others may be the ones to act now (answering an offer,
   * discarding); the default is the current player. */
  int          (*get_turn_player)    (TtGame                *self);

  gpointer padding[3];
};

GQuark       tt_game_error_quark        (void);

gboolean     tt_game_start              (TtGame          *self,
                                         const TtRecord  *record,
                                         GError         **error);
gboolean     tt_game_play               (TtGame          *self,
                                         JsonObject      *move,
                                         GError         **error);
gboolean     tt_game_undo               (TtGame          *self,
                                         GError         **error);
gboolean     tt_game_redo               (TtGame          *self,
                                         GError         **error);
gboolean     tt_game_get_can_undo       (TtGame          *self);
gboolean     tt_game_get_can_redo       (TtGame          *self);

gboolean     tt_game_is_started         (TtGame          *self);
gboolean     tt_game_is_replaying       (TtGame          *self);
int          tt_game_get_current_player (TtGame          *self);
/* Whose turn it is (the seat shown as current); -1 when the game is over. */
int          tt_game_get_turn_player    (TtGame          *self);
guint        tt_game_get_n_players      (TtGame          *self);
const char  *tt_game_get_player_name    (TtGame          *self,
                                         guint            player);
const char  *tt_game_get_phase          (TtGame          *self);
gboolean     tt_game_get_finished       (TtGame          *self);
int          tt_game_get_score          (TtGame          *self,
                                         guint            player);
const char  *tt_game_get_record_game    (TtGame          *self);
const TtRecord *tt_game_get_record      (TtGame          *self);
guint        tt_game_get_n_moves        (TtGame          *self);
/* The registered info of this game's type (NULL if none is registered). */
TtGameInfo  *tt_game_get_info           (TtGame          *self);

/* Seats: a GListModel of TtPlayer, one per record player, rebuilt by
 * tt_game_start(); the same object for the game's whole life. */
GListModel  *tt_game_get_seats          (TtGame          *self);
TtPlayer    *tt_game_get_player         (TtGame          *self,
                                         guint            player);

/* Computer players. A NULL func makes the seat a person again. */
void         tt_game_set_controller     (TtGame          *self,
                                         guint            player,
                                         TtComputerFunc   func,
                                         gpointer         user_data,
                                         GDestroyNotify   destroy);
gboolean     tt_game_is_computer        (TtGame          *self,
                                         guint            player);
/* What a seat's computer remembers between its decisions (a level's plan,
 * TtComputerMemoryFunc), or NULL. It belongs to this game: kept in the
 * record under the optional top-level member "computer_memory" (an object
 * from seat numbers, as strings, to the level's own JSON object), so it is
 * saved, autosaved and opened with the game; readers that know nothing of
 * it keep it as an unknown member. */
JsonObject  *tt_game_get_computer_memory (TtGame         *self,
                                          guint           player);
/* TRUE when the window may take input: a person's turn in a running game. */
gboolean     tt_game_is_human_turn      (TtGame          *self);
/* A computer is choosing its move ("thinking" property). */
gboolean     tt_game_get_thinking       (TtGame          *self);
/* A computer's move is shown no sooner than this after its turn began
 * (default 0; play views slow computers down so people can follow). */
void         tt_game_set_computer_pace  (TtGame          *self,
                                         guint            milliseconds);
guint        tt_game_get_computer_pace  (TtGame          *self);

/* A suggested move for the current (human) seat, chosen by the game's
 * hint function (TtGameInfo) in the AI runner; the game is not changed.
 * Fails with G_IO_ERROR_CANCELLED when cancelled or when the game moved on
 * before the move was found. */
void         tt_game_hint_async         (TtGame          *self,
                                         GCancellable    *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer         user_data);
JsonObject  *tt_game_hint_finish        (TtGame          *self,
                                         GAsyncResult    *result,
                                         GError         **error);

/* The draft of the next move of a person (tt-move-draft.h), kept up to
 * date with the game; owned by the game. */
TtMoveDraft *tt_game_get_draft          (TtGame          *self);

/* The log, oldest first: a GListModel of TtLogEntry. */
GListModel  *tt_game_get_log            (TtGame          *self);

/* Scores after each applied move: entry 0 is the start. */
guint        tt_game_get_history_length (TtGame          *self);
int          tt_game_get_score_at       (TtGame          *self,
                                         guint            player,
                                         guint            index);
/* Who made each move of the record (-1 when nobody's turn). */
int          tt_game_get_move_player    (TtGame          *self,
                                         guint            index);

/* For subclasses of a rules-driven game: the engine state (NULL before
 * the game starts, and for subclasses that keep their own). */
gconstpointer tt_game_get_state         (TtGame          *self);
/* The position after the record's first `n_moves` moves, replayed: the
 * engine's own state, to free with the rules table's free (for views that
 * show what a move changed). NULL with an error. */
gpointer     tt_game_dup_state_at       (TtGame          *self,
                                         guint            n_moves,
                                         GError         **error);
/* The engine's own event list (TtRules.events_new) of the last applied
 * move, valid until the next move or reset; NULL before any. */
gpointer     tt_game_get_last_events    (TtGame          *self);

/* For subclasses, from apply_move. */
void         tt_game_emit_scored        (TtGame          *self,
                                         int              player,
                                         int              points,
                                         const char      *description);
void         tt_game_mark_new_turn      (TtGame          *self);
void         tt_game_add_log            (TtGame          *self,
                                         int              player,
                                         const char      *text);
/* For subclasses: a change of the subclass's own state that the base's
 * properties (phase, current player, can-undo, …) may reflect, outside
 * tt_game_play(). Notifies only what really changed. */
void         tt_game_notify_changed     (TtGame          *self);
/* Writes the autosave if the game has none yet: a person has begun a move
 * the record does not hold yet (a tile laid in the move draft, its figure
 * not yet chosen), so that going back keeps the game. */
void         tt_game_autosave_now       (TtGame          *self);

/* Files. */
gboolean     tt_game_save               (TtGame          *self,
                                         GFile           *file,
                                         GCancellable    *cancellable,
                                         GError         **error);
GFile       *tt_game_get_file           (TtGame          *self);
gboolean     tt_game_get_autosave       (TtGame          *self);
void         tt_game_set_autosave       (TtGame          *self,
                                         gboolean         autosave);

/* Play again: a new game of the same type, seats and options, with a
 * fresh seed and no moves, started; autosave as in `self`. */
TtGame      *tt_game_new_like           (TtGame          *self,
                                         GError         **error);

/* A new game of the registered type for record->game, started from it. */
TtGame      *tt_game_new_for_record     (const TtRecord  *record,
                                         GError         **error);
TtGame      *tt_game_load_from_file     (GFile           *file,
                                         GCancellable    *cancellable,
                                         GError         **error);

/* Every game autosaves to a file of its own (so a new game never
 * overwrites another), written on each move and removed when the game is
 * over; NULL until the first one. A game loaded from its autosave keeps
 * writing there. */
GFile       *tt_game_get_autosave_file  (TtGame          *self);
/* Where the autosaves are. */
char        *tt_game_get_autosave_dir   (void);
/* The autosaved games of registered games, the most recent first. */
GPtrArray   *tt_game_find_autosaves     (void);

G_END_DECLS
