/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-options.h — what a game adds to the new-game page
 *
 * The new-game page (TtNewGamePage) sets up the seats of any game; the
 * widget type a game's TtGameInfo names with tt_game_info_set_options_type()
 * implements this interface for the rest: the record's "options" (and
 * any other setup field of the game's record), the
 * colours a seat may take, and anything the game object needs before it
 * starts that the record does not carry (e.g. a tile-set snapshot).
 * The "ready" property says whether the choice can be played at all.
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "tt-document.h"
#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_GAME_OPTIONS (tt_game_options_get_type ())
G_DECLARE_INTERFACE (TtGameOptions, tt_game_options, TT, GAME_OPTIONS, GtkWidget)

struct _TtGameOptionsInterface
{
  GTypeInterface parent_iface;

  /* Writes the choice into a new game's record (its options, and any
   * other setup field); FALSE with `error` when the choice cannot be
   * played (the page shows the message). */
  gboolean             (*fill_record)   (TtGameOptions  *self,
                                         TtRecord       *record,
                                         GError        **error);
  /* Optional: hands `game` what its record does not carry, before it starts. */
  gboolean             (*prepare_game)  (TtGameOptions  *self,
                                         TtGame         *game,
                                         GError        **error);
  /* Optional: keeps the choice for the next new game (after a good start). */
  void                 (*remember)      (TtGameOptions  *self);
  /* Optional: the game is to be played with `document` from its editor
   * ("Play with This Set"); FALSE when the game takes no such document. */
  gboolean             (*set_document)  (TtGameOptions  *self,
                                         TtDocument     *document);
  /* Optional: the page's player count changed, so words that depend on
   * it (a solo game's note) can follow. */
  void                 (*set_n_players) (TtGameOptions  *self,
                                         guint           n_players);
};

gboolean            tt_game_options_fill_record   (TtGameOptions  *self,
                                                   TtRecord       *record,
                                                   GError        **error);
gboolean            tt_game_options_prepare_game  (TtGameOptions  *self,
                                                   TtGame         *game,
                                                   GError        **error);
void                tt_game_options_remember      (TtGameOptions  *self);
gboolean            tt_game_options_set_document  (TtGameOptions  *self,
                                                   TtDocument     *document);
gboolean            tt_game_options_get_ready     (TtGameOptions  *self);
void                tt_game_options_set_n_players (TtGameOptions  *self,
                                                   guint           n_players);

G_END_DECLS
