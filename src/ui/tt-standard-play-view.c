/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standard-play-view.c — a whole play view around a game's board */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-game-log.h"
#include "tt-player-list.h"
#include "tt-results-page.h"
#include "tt-standard-play-view.h"

struct _TtStandardPlayView
{
  TtPlayView     parent_instance;

  GSignalGroup  *game_signals;
  GtkWidget     *board;

  GtkStack      *stack;
  AdwBin        *board_bin;
  GtkLabel      *turn_label;
  TtPlayerList  *player_list;
  TtGameLog     *game_log;
  TtResultsPage *results_page;
};

G_DEFINE_FINAL_TYPE (TtStandardPlayView, tt_standard_play_view, TT_TYPE_PLAY_VIEW)

static TtGame *
get_game (TtStandardPlayView *self)
{
  return tt_play_view_get_game (TT_PLAY_VIEW (self));
}

static void
refresh_turn (TtStandardPlayView *self)
{
  tt_play_view_show_turn (TT_PLAY_VIEW (self), self->turn_label);
}

static void
show_results (TtStandardPlayView *self)
{
  tt_results_page_set_game (self->results_page, get_game (self), 0);
  gtk_stack_set_visible_child_name (self->stack, "results");
}

static void
show_board (TtStandardPlayView *self)
{
  gtk_stack_set_visible_child_name (self->stack, "play");
}

static void
on_state_reset (TtStandardPlayView *self)
{
  if (!tt_game_get_finished (get_game (self)))
    show_board (self);
  refresh_turn (self);
}

/* The board widget is the game's own (its TtGameInfo names the type). */
static void
ensure_board (TtStandardPlayView *self,
              TtGame             *game)
{
  TtGameInfo *info = tt_game_get_info (game);
  GType type = info ? tt_game_info_get_board_type (info) : G_TYPE_INVALID;

  if (self->board != NULL && G_OBJECT_TYPE (self->board) == type)
    {
      g_object_set (self->board, "game", game, NULL);
      return;
    }
  self->board = NULL;
  if (g_type_is_a (type, GTK_TYPE_WIDGET))
    self->board = g_object_new (type, "game", game, NULL);
  adw_bin_set_child (self->board_bin, self->board);
}

static void
tt_standard_play_view_game_changed (TtPlayView *view,
                                    TtGame     *game)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (view);

  g_signal_group_set_target (self->game_signals, game);
  tt_player_list_set_game (self->player_list, game);
  tt_game_log_set_game (self->game_log, game);
  if (game == NULL)
    return;
  ensure_board (self, game);
  if (tt_game_get_finished (game))
    show_results (self);
  else
    show_board (self);
  refresh_turn (self);
}

static void
tt_standard_play_view_dispose (GObject *object)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (object);

  if (self->game_signals)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  G_OBJECT_CLASS (tt_standard_play_view_parent_class)->dispose (object);
}

static void
tt_standard_play_view_class_init (TtStandardPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *play_view_class = TT_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_standard_play_view_dispose;
  play_view_class->game_changed = tt_standard_play_view_game_changed;

  g_type_ensure (TT_TYPE_PLAYER_LIST);
  g_type_ensure (TT_TYPE_GAME_LOG);
  g_type_ensure (TT_TYPE_RESULTS_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-standard-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, board_bin);
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, player_list);
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, game_log);
  gtk_widget_class_bind_template_child (widget_class, TtStandardPlayView, results_page);
}

static void
tt_standard_play_view_init (TtStandardPlayView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->results_page, "show-board", G_CALLBACK (show_board), self);

  self->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (refresh_turn), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (on_state_reset), self);
  g_signal_group_connect_swapped (self->game_signals, "game-over", G_CALLBACK (show_results), self);
}

GtkWidget *
tt_standard_play_view_new (TtGame *game)
{
  return g_object_new (TT_TYPE_STANDARD_PLAY_VIEW, "game", game, NULL);
}

GtkWidget *
tt_standard_play_view_get_board (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return self->board;
}

const char *
tt_standard_play_view_get_page (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
