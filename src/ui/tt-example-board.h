/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-example-board.h — what a game's board widget does for rules examples
 *
 * A game's board widget (the type its TtGameInfo names with
 * tt_game_info_set_board_type()) has a "game" property (TtGame) and may
 * implement this interface, so the rules browser can show any game's
 * worked examples with it: fit the position in view, mark what the last
 * step scored, and tell what a seat has left besides its points. The
 * state and events are the engine's own (the game's TtRules table).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TT_TYPE_EXAMPLE_BOARD (tt_example_board_get_type ())
G_DECLARE_INTERFACE (TtExampleBoard, tt_example_board, TT, EXAMPLE_BOARD, GtkWidget)

struct _TtExampleBoardInterface
{
  GTypeInterface parent_iface;

  void   (*fit)           (TtExampleBoard     *self);
  /* Marks what `events` (the engine's own list; NULL: nothing) scored in
   * `state`; `names` and `colors` hold one entry per seat. */
  void   (*mark_events)   (TtExampleBoard     *self,
                           gconstpointer       state,
                           gconstpointer       events,
                           const char * const *names,
                           const char * const *colors);
  /* What a seat has left, said after its points ("7 meeples left") in
   * `language` (the rules document's: tt_translation_nget()); NULL for nothing. */
  char * (*describe_seat) (TtExampleBoard     *self,
                           gconstpointer       state,
                           guint               player,
                           const char         *language);
};

void   tt_example_board_fit           (TtExampleBoard     *self);
void   tt_example_board_mark_events   (TtExampleBoard     *self,
                                       gconstpointer       state,
                                       gconstpointer       events,
                                       const char * const *names,
                                       const char * const *colors);
char  *tt_example_board_describe_seat (TtExampleBoard     *self,
                                       gconstpointer       state,
                                       guint               player,
                                       const char         *language);

G_END_DECLS
