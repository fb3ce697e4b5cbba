/* tt-game.h — the base of every game model
 *
 * A TtGame owns one game record (setup + seed + moves) and an engine state
 * built from it. Views call tt_game_play() and redraw on the signals; they
 * never touch the engine. Undo rebuilds the state by replaying the record
 * minus its last moves (engines replay fast), so a subclass only has to
 * know how to start a game and how to apply one move.
 *
 * Signal order after a successful tt_game_play():
 *   scored* (emitted by the subclass while applying) → move-applied →
 *   notify::* → turn-started (when a new turn began) or game-over.
 * After tt_game_start() and tt_game_undo() the state was rebuilt in one go:
 *   state-reset → notify::* (no scored or move-applied for replayed moves).
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-record.h"

G_BEGIN_DECLS

#define TT_GAME_ERROR (tt_game_error_quark ())

typedef enum
{
  TT_GAME_ERROR_UNKNOWN_GAME,   /* no model is registered for the record's game */
  TT_GAME_ERROR_NOT_STARTED,    /* a move before tt_game_start() */
  TT_GAME_ERROR_FINISHED,       /* a move after the end of the game */
} TtGameError;

#define TT_TYPE_GAME (tt_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (TtGame, tt_game, TT, GAME, GObject)

struct _TtGameClass
{
  GObjectClass parent_class;

  /* Build a fresh engine state from record's options, players and seed
   * (record has no moves). Called by tt_game_start() and by undo. */
  gboolean     (*reset)              (TtGame         *self,
                                      const TtRecord *record,
                                      GError        **error);
  /* Validate and apply one move; on error leave the state untouched.
   * May call tt_game_emit_scored() and tt_game_mark_new_turn(). */
  gboolean     (*apply_move)         (TtGame         *self,
                                      JsonObject     *move,
                                      GError        **error);
  int          (*get_current_player) (TtGame         *self);
  gboolean     (*is_finished)        (TtGame         *self);
  int          (*get_score)          (TtGame         *self,
                                      guint           player);

  /* Optional. */
  const char * (*get_phase)          (TtGame         *self);
  /* How many of the last moves one undo takes back (default 1), e.g. the
   * computers' moves together with the human's before them. 0 = none. */
  guint        (*undo_count)         (TtGame         *self);

  gpointer padding[8];
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

/* For subclasses, from apply_move. */
void         tt_game_emit_scored        (TtGame          *self,
                                         int              player,
                                         int              points,
                                         const char      *description);
void         tt_game_mark_new_turn      (TtGame          *self);

/* Files. */
gboolean     tt_game_save               (TtGame          *self,
                                         GFile           *file,
                                         GCancellable    *cancellable,
                                         GError         **error);
GFile       *tt_game_get_file           (TtGame          *self);
gboolean     tt_game_get_autosave       (TtGame          *self);
void         tt_game_set_autosave       (TtGame          *self,
                                         gboolean         autosave);

void         tt_game_register_type      (const char      *game,
                                         GType            type);
GType        tt_game_lookup_type        (const char      *game);
TtGame      *tt_game_new_for_record     (const TtRecord  *record,
                                         GError         **error);
TtGame      *tt_game_load_from_file     (GFile           *file,
                                         GCancellable    *cancellable,
                                         GError         **error);

GFile       *tt_game_get_autosave_file  (const char      *game);
GPtrArray   *tt_game_find_autosaves     (void);

G_END_DECLS
