/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player.h — one seat at the table
 *
 * A TtGame holds one TtPlayer per seat in a GListModel
 * (tt_game_get_seats()), built from the record's players when the game
 * starts. A seat has a name, a colour id ("red", "blue", …: the game's
 * view decides how it looks), a kind (a person, or a computer of some
 * level id from the game's TtGameInfo) and, kept up to date by TtGame, its
 * score and whether it is that seat's turn, so list rows can bind to it.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  TT_PLAYER_PERSON,
  TT_PLAYER_COMPUTER,
} TtPlayerKind;

#define TT_TYPE_PLAYER_KIND (tt_player_kind_get_type ())
GType tt_player_kind_get_type (void);

#define TT_TYPE_PLAYER (tt_player_get_type ())
G_DECLARE_FINAL_TYPE (TtPlayer, tt_player, TT, PLAYER, GObject)

/* `color` and `level` may be NULL; `level` only means something for a computer. */
TtPlayer     *tt_player_new         (const char   *name,
                                     const char   *color,
                                     TtPlayerKind  kind,
                                     const char   *level);

const char   *tt_player_get_name    (TtPlayer     *self);
void          tt_player_set_name    (TtPlayer     *self,
                                     const char   *name);
const char   *tt_player_get_color   (TtPlayer     *self);
void          tt_player_set_color   (TtPlayer     *self,
                                     const char   *color);
TtPlayerKind  tt_player_get_kind    (TtPlayer     *self);
void          tt_player_set_kind    (TtPlayer     *self,
                                     TtPlayerKind  kind);
gboolean      tt_player_is_computer (TtPlayer     *self);
/* A level id of the game's TtGameInfo ("easy", …), or NULL. */
const char   *tt_player_get_level   (TtPlayer     *self);
void          tt_player_set_level   (TtPlayer     *self,
                                     const char   *level);

/* Kept up to date by TtGame; views only read them. */
int           tt_player_get_score   (TtPlayer     *self);
void          tt_player_set_score   (TtPlayer     *self,
                                     int           score);
gboolean      tt_player_get_current (TtPlayer     *self);
void          tt_player_set_current (TtPlayer     *self,
                                     gboolean      current);

G_END_DECLS
