/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-example-board.c — what a game's board widget does for rules examples */
#include "config.h"

#include "tt-example-board.h"

G_DEFINE_INTERFACE (TtExampleBoard, tt_example_board, GTK_TYPE_WIDGET)

static void
tt_example_board_default_init (TtExampleBoardInterface *iface)
{
}

void
tt_example_board_fit (TtExampleBoard *self)
{
  g_return_if_fail (TT_IS_EXAMPLE_BOARD (self));

  if (TT_EXAMPLE_BOARD_GET_IFACE (self)->fit)
    TT_EXAMPLE_BOARD_GET_IFACE (self)->fit (self);
}

void
tt_example_board_mark_events (TtExampleBoard     *self,
                              gconstpointer       state,
                              gconstpointer       events,
                              const char * const *names,
                              const char * const *colors)
{
  g_return_if_fail (TT_IS_EXAMPLE_BOARD (self));

  if (TT_EXAMPLE_BOARD_GET_IFACE (self)->mark_events)
    TT_EXAMPLE_BOARD_GET_IFACE (self)->mark_events (self, state, events, names, colors);
}

char *
tt_example_board_describe_seat (TtExampleBoard *self,
                                gconstpointer   state,
                                guint           player,
                                const char     *language)
{
  g_return_val_if_fail (TT_IS_EXAMPLE_BOARD (self), NULL);

  if (TT_EXAMPLE_BOARD_GET_IFACE (self)->describe_seat == NULL)
    return NULL;
  return TT_EXAMPLE_BOARD_GET_IFACE (self)->describe_seat (self, state, player, language);
}
