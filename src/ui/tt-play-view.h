/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-play-view.h — the base of every game's play view
 *
 * A play view shows one TtGame (the "game" property). The window's game.*
 * actions (undo, redo, hint, rules, play again; see tt-window.c) act on the
 * play view on show through the functions below, so every game gets the
 * same keys and the shortcuts window lists them once. A game's view
 * derives from TtStandardPlayView (tt-standard-play-view.h: the one layout
 * around the board, a subclass of this one) and overrides the virtuals
 * for what it adds: a provisional move that undo takes back first, how a
 * suggested move is shown, which rules section fits the moment.
 *
 * The base follows the game's signals and keeps "can-undo", "can-redo" and
 * "can-hint" up to date; a subclass whose own state changes them calls
 * tt_play_view_update_actions().
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_PLAY_VIEW (tt_play_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (TtPlayView, tt_play_view, TT, PLAY_VIEW, AdwBin)

struct _TtPlayViewClass
{
  AdwBinClass parent_class;

  /* After the "game" property changed (game may be NULL). */
  void         (*game_changed)      (TtPlayView  *self,
                                     TtGame      *game);
  /* Defaults: the game's can-undo / can-redo; a person's turn for hints. */
  gboolean     (*can_undo)          (TtPlayView  *self);
  gboolean     (*can_redo)          (TtPlayView  *self);
  gboolean     (*can_hint)          (TtPlayView  *self);
  /* Default: tt_game_undo(). A view with a provisional move takes it back first. */
  gboolean     (*undo)              (TtPlayView  *self,
                                     GError     **error);
  /* A hint search started (e.g. say "Looking for a good move…"). */
  void         (*hint_started)      (TtPlayView  *self);
  /* Shows the move the hint function suggests, for the person to confirm. */
  void         (*show_hint)         (TtPlayView  *self,
                                     JsonObject  *move);
  /* The rules section that fits the moment; NULL for the document's start. */
  const char * (*get_rules_section) (TtPlayView  *self);
  /* Play again: `record` is a copy of the game's setup with a new seed and
   * no moves; drop what the game wrote at its end. */
  void         (*prepare_new_record) (TtPlayView *self,
                                      TtRecord   *record);

  gpointer padding[7];
};

TtGame     *tt_play_view_get_game        (TtPlayView  *self);
void        tt_play_view_set_game        (TtPlayView  *self,
                                          TtGame      *game);

gboolean    tt_play_view_get_can_undo    (TtPlayView  *self);
gboolean    tt_play_view_get_can_redo    (TtPlayView  *self);
gboolean    tt_play_view_get_can_hint    (TtPlayView  *self);
/* Re-reads the can-* properties (notifying only what changed). */
void        tt_play_view_update_actions  (TtPlayView  *self);

gboolean    tt_play_view_undo            (TtPlayView  *self,
                                          GError     **error);
gboolean    tt_play_view_redo            (TtPlayView  *self,
                                          GError     **error);
/* Asks the game's hint function in the background; cancels an earlier one. */
void        tt_play_view_hint            (TtPlayView  *self);
/* Opens the rules browser at the game's rules, at the section that fits. */
void        tt_play_view_show_rules      (TtPlayView  *self);
/* A new game with the same players and options and a fresh seed, shown in
 * a new view of the same type in place of this one. */
gboolean    tt_play_view_play_again      (TtPlayView  *self,
                                          GError     **error);

/* Shows whose turn it is in `label`: the seat's colour dot and "NAME’s
 * turn", or "The game is over". */
void        tt_play_view_show_turn       (TtPlayView  *self,
                                          GtkLabel    *label);

/* Adds a game's style sheet (a GResource path) to the display once, for
 * its view and its widgets; call it from the view's init. */
void        tt_play_view_load_css        (const char  *resource_path);
/* A view of the type the game's TtGameInfo names, showing `game`; NULL if
 * the UI registered no view for it. */
GtkWidget  *tt_play_view_new_for_game    (TtGame      *game);

/* The computer pace (GSettings "computer-pace": slow, normal, fast,
 * instant) in milliseconds; every play view applies it to its game. */
guint       tt_play_view_pace_to_ms          (const char  *pace);
guint       tt_play_view_get_pace_ms         (TtPlayView  *self);

G_END_DECLS
