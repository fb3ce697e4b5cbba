/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standard-play-view.c — the one layout of every game's play view */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-label-words.h"
#include "tt-standard-play-view.h"

typedef struct
{
  GSignalGroup  *game_signals;
  GtkWidget     *board;
  gboolean       board_from_info;   /* made here from the game's TtGameInfo */
  const char    *why_section;

  GtkStack      *stack;
  GtkOverlay    *play_overlay;
  AdwFlap       *flap;
  GtkLabel      *turn_label;
  AdwBin        *top_bin;
  AdwBin        *board_bin;
  AdwBin        *status_bin;
  AdwBin        *tools_bin;
  AdwBin        *panel_bin;
  GtkRevealer   *why_revealer;
  GtkLabel      *why_label;
  TtPlayerList  *player_list;
  TtGameLog     *game_log;
  TtResultsPage *results_page;
} TtStandardPlayViewPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TtStandardPlayView, tt_standard_play_view, TT_TYPE_PLAY_VIEW)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_TOP,
  PROP_STATUS,
  PROP_TOOLS,
  PROP_PANEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TtStandardPlayViewPrivate *
get_priv (TtStandardPlayView *self)
{
  return tt_standard_play_view_get_instance_private (self);
}

static TtGame *
get_game (TtStandardPlayView *self)
{
  return tt_play_view_get_game (TT_PLAY_VIEW (self));
}

static void
refresh_turn (TtStandardPlayView *self)
{
  tt_play_view_show_turn (TT_PLAY_VIEW (self), get_priv (self)->turn_label);
}

static void
on_move_applied (TtStandardPlayView *self)
{
  tt_standard_play_view_dismiss_why (self);
  refresh_turn (self);
}

/* Undo, redo or a game opened: undo takes the end back to the board,
 * redo to the end brings the results. */
static void
on_state_reset (TtStandardPlayView *self)
{
  tt_standard_play_view_dismiss_why (self);
  if (tt_game_get_finished (get_game (self)))
    tt_standard_play_view_show_results (self);
  else
    tt_standard_play_view_show_play (self);
  refresh_turn (self);
}

static void
on_game_over (TtStandardPlayView *self)
{
  refresh_turn (self);
  TT_STANDARD_PLAY_VIEW_GET_CLASS (self)->game_over (self);
}

/* A view without a board of its own shows the game's (its TtGameInfo
 * names the type). */
static void
ensure_board (TtStandardPlayView *self,
              TtGame             *game)
{
  TtStandardPlayViewPrivate *priv = get_priv (self);
  TtGameInfo *info = tt_game_get_info (game);
  GType type = info ? tt_game_info_get_board_type (info) : G_TYPE_INVALID;

  if (priv->board != NULL && !priv->board_from_info)
    return;
  if (priv->board != NULL && G_OBJECT_TYPE (priv->board) == type)
    {
      g_object_set (priv->board, "game", game, NULL);
      return;
    }
  tt_standard_play_view_set_board (self, g_type_is_a (type, GTK_TYPE_WIDGET)
                                         ? g_object_new (type, "game", game, NULL) : NULL);
  priv->board_from_info = TRUE;
}

static void
tt_standard_play_view_game_changed (TtPlayView *view,
                                    TtGame     *game)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (view);
  TtStandardPlayViewPrivate *priv = get_priv (self);

  g_signal_group_set_target (priv->game_signals, game);
  tt_player_list_set_game (priv->player_list, game);
  tt_game_log_set_game (priv->game_log, game);
  tt_standard_play_view_dismiss_why (self);
  if (game == NULL)
    return;
  ensure_board (self, game);
  if (tt_game_get_finished (game))
    tt_standard_play_view_show_results (self);
  else
    tt_standard_play_view_show_play (self);
  refresh_turn (self);
}

static const char *
tt_standard_play_view_get_rules_section (TtPlayView *view)
{
  return tt_standard_play_view_get_why_section (TT_STANDARD_PLAY_VIEW (view));
}

static void
tt_standard_play_view_real_game_over (TtStandardPlayView *self)
{
  tt_standard_play_view_show_results (self);
}

static void
tt_standard_play_view_real_fill_results (TtStandardPlayView *self,
                                         TtResultsPage      *page)
{
}

static guint
tt_standard_play_view_real_get_winners (TtStandardPlayView *self)
{
  return 0;
}

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (widget);
  AdwFlap *flap = get_priv (self)->flap;

  if (g_str_equal (action_name, "view.dismiss-why"))
    tt_standard_play_view_dismiss_why (self);
  else
    adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

static AdwBin *
slot_bin (TtStandardPlayView *self,
          guint               prop_id)
{
  TtStandardPlayViewPrivate *priv = get_priv (self);

  switch (prop_id)
    {
    case PROP_BOARD:
      return priv->board_bin;
    case PROP_TOP:
      return priv->top_bin;
    case PROP_STATUS:
      return priv->status_bin;
    case PROP_TOOLS:
      return priv->tools_bin;
    case PROP_PANEL:
      return priv->panel_bin;
    default:
      g_return_val_if_reached (NULL);
    }
}

/* A slot shows only when filled; the tools' row is there anyway. */
static void
set_slot (TtStandardPlayView *self,
          guint               prop_id,
          GtkWidget          *child)
{
  AdwBin *bin = slot_bin (self, prop_id);

  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  if (adw_bin_get_child (bin) == child)
    return;
  adw_bin_set_child (bin, child);
  if (prop_id != PROP_TOOLS)
    gtk_widget_set_visible (GTK_WIDGET (bin), child != NULL);
  if (prop_id == PROP_BOARD)
    {
      get_priv (self)->board = child;
      get_priv (self)->board_from_info = FALSE;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
tt_standard_play_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    g_value_set_object (value, adw_bin_get_child (slot_bin (self, prop_id)));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tt_standard_play_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TtStandardPlayView *self = TT_STANDARD_PLAY_VIEW (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    set_slot (self, prop_id, g_value_get_object (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tt_standard_play_view_dispose (GObject *object)
{
  TtStandardPlayViewPrivate *priv = get_priv (TT_STANDARD_PLAY_VIEW (object));

  if (priv->game_signals)
    g_signal_group_set_target (priv->game_signals, NULL);
  g_clear_object (&priv->game_signals);
  G_OBJECT_CLASS (tt_standard_play_view_parent_class)->dispose (object);
}

static GParamSpec *
slot_pspec (const char *name,
            const char *blurb)
{
  return g_param_spec_object (name, NULL, blurb, GTK_TYPE_WIDGET,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
tt_standard_play_view_class_init (TtStandardPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *play_view_class = TT_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_standard_play_view_dispose;
  object_class->get_property = tt_standard_play_view_get_property;
  object_class->set_property = tt_standard_play_view_set_property;
  play_view_class->game_changed = tt_standard_play_view_game_changed;
  play_view_class->get_rules_section = tt_standard_play_view_get_rules_section;
  klass->game_over = tt_standard_play_view_real_game_over;
  klass->fill_results = tt_standard_play_view_real_fill_results;
  klass->get_winners = tt_standard_play_view_real_get_winners;

  properties[PROP_BOARD] = slot_pspec ("board", "The game's main widget");
  properties[PROP_TOP] = slot_pspec ("top", "Beside whose turn it is, over the board");
  properties[PROP_STATUS] = slot_pspec ("status", "A bar under the board");
  properties[PROP_TOOLS] = slot_pspec ("tools", "At the end of the panel's undo and redo row");
  properties[PROP_PANEL] = slot_pspec ("panel", "The game's part of the side panel");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TT_TYPE_PLAYER_LIST);
  g_type_ensure (TT_TYPE_GAME_LOG);
  g_type_ensure (TT_TYPE_RESULTS_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-standard-play-view.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, stack);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, play_overlay);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, flap);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, turn_label);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, top_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, board_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, status_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, tools_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, panel_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, why_revealer);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, why_label);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, player_list);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, game_log);
  gtk_widget_class_bind_template_child_private (widget_class, TtStandardPlayView, results_page);

  gtk_widget_class_install_action (widget_class, "view.toggle-panel", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "view.dismiss-why", NULL, view_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "view.toggle-panel", NULL);
}

static void
tt_standard_play_view_init (TtStandardPlayView *self)
{
  TtStandardPlayViewPrivate *priv = get_priv (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (priv->results_page, "show-board",
                            G_CALLBACK (tt_standard_play_view_show_play), self);

  priv->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (priv->game_signals, "move-applied", G_CALLBACK (on_move_applied), self);
  g_signal_group_connect_swapped (priv->game_signals, "state-reset", G_CALLBACK (on_state_reset), self);
  g_signal_group_connect_swapped (priv->game_signals, "game-over", G_CALLBACK (on_game_over), self);
}

GtkWidget *
tt_standard_play_view_new (TtGame *game)
{
  return g_object_new (TT_TYPE_STANDARD_PLAY_VIEW, "game", game, NULL);
}

#define SLOT_ACCESSORS(name, PROP)                                              \
GtkWidget *                                                                     \
tt_standard_play_view_get_##name (TtStandardPlayView *self)                    \
{                                                                               \
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);                \
  return adw_bin_get_child (slot_bin (self, PROP));                             \
}                                                                               \
                                                                                \
void                                                                            \
tt_standard_play_view_set_##name (TtStandardPlayView *self,                    \
                                  GtkWidget          *widget)                  \
{                                                                               \
  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));                          \
  set_slot (self, PROP, widget);                                                \
}

SLOT_ACCESSORS (board, PROP_BOARD)
SLOT_ACCESSORS (top, PROP_TOP)
SLOT_ACCESSORS (status, PROP_STATUS)
SLOT_ACCESSORS (tools, PROP_TOOLS)
SLOT_ACCESSORS (panel, PROP_PANEL)

void
tt_standard_play_view_add_overlay (TtStandardPlayView *self,
                                   GtkWidget          *overlay)
{
  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (overlay));
  gtk_overlay_add_overlay (get_priv (self)->play_overlay, overlay);
}

const char *
tt_standard_play_view_get_page (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (get_priv (self)->stack);
}

void
tt_standard_play_view_show_results (TtStandardPlayView *self)
{
  TtStandardPlayViewClass *klass;
  TtStandardPlayViewPrivate *priv;
  TtGame *game;

  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));
  klass = TT_STANDARD_PLAY_VIEW_GET_CLASS (self);
  priv = get_priv (self);
  game = get_game (self);
  if (game == NULL)
    return;
  tt_results_page_set_game (priv->results_page, game, klass->get_winners (self));
  tt_results_page_clear_columns (priv->results_page);
  klass->fill_results (self, priv->results_page);
  tt_standard_play_view_dismiss_why (self);
  gtk_stack_set_visible_child_name (priv->stack, "results");
}

void
tt_standard_play_view_show_play (TtStandardPlayView *self)
{
  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));
  gtk_stack_set_visible_child_name (get_priv (self)->stack, "play");
}

AdwFlap *
tt_standard_play_view_get_flap (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return get_priv (self)->flap;
}

TtPlayerList *
tt_standard_play_view_get_player_list (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return get_priv (self)->player_list;
}

TtGameLog *
tt_standard_play_view_get_game_log (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return get_priv (self)->game_log;
}

TtResultsPage *
tt_standard_play_view_get_results_page (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return get_priv (self)->results_page;
}

void
tt_standard_play_view_show_why (TtStandardPlayView *self,
                                const char         *text,
                                const char         *section)
{
  TtStandardPlayViewPrivate *priv;

  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));
  g_return_if_fail (text != NULL);
  priv = get_priv (self);
  priv->why_section = g_intern_string (section);
  gtk_label_set_text (priv->why_label, text);
  tt_label_keep_words (priv->why_label);
  gtk_revealer_set_reveal_child (priv->why_revealer, TRUE);
}

void
tt_standard_play_view_dismiss_why (TtStandardPlayView *self)
{
  TtStandardPlayViewPrivate *priv;

  g_return_if_fail (TT_IS_STANDARD_PLAY_VIEW (self));
  priv = get_priv (self);
  priv->why_section = NULL;
  gtk_revealer_set_reveal_child (priv->why_revealer, FALSE);
}

const char *
tt_standard_play_view_get_why_section (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), NULL);
  return tt_standard_play_view_get_why_shown (self) ? get_priv (self)->why_section : NULL;
}

gboolean
tt_standard_play_view_get_why_shown (TtStandardPlayView *self)
{
  g_return_val_if_fail (TT_IS_STANDARD_PLAY_VIEW (self), FALSE);
  return gtk_revealer_get_reveal_child (get_priv (self)->why_revealer);
}
