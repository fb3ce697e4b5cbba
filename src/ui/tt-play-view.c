/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-play-view.c — the base of every game's play view */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catalog-view.h"
#include "tt-play-view.h"
#include "tt-player-color.h"
#include "tt-standard-play-view.h"
#include "rules/tt-rules-browser.h"

/* Computers wait this long before their move shows, so people can follow. */
#define SCHEMA_ID "io.github.tabletop.Tabletop"

typedef struct
{
  TtGame       *game;
  GSignalGroup *game_signals;
  GCancellable *hint_cancellable;  /* the suggestion being searched, if any */
  gboolean      can_undo;
  gboolean      can_redo;
  gboolean      can_hint;
  GSettings    *settings;          /* NULL when the schema is not installed */
} TtPlayViewPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TtPlayView, tt_play_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CAN_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
tt_play_view_real_can_undo (TtPlayView *self)
{
  TtGame *game = tt_play_view_get_game (self);

  return game != NULL && tt_game_get_can_undo (game);
}

static gboolean
tt_play_view_real_can_redo (TtPlayView *self)
{
  TtGame *game = tt_play_view_get_game (self);

  return game != NULL && tt_game_get_can_redo (game);
}

static gboolean
tt_play_view_real_can_hint (TtPlayView *self)
{
  TtGame *game = tt_play_view_get_game (self);
  TtGameInfo *info = game ? tt_game_get_info (game) : NULL;

  /* only a view that can show a suggestion offers one */
  return TT_PLAY_VIEW_GET_CLASS (self)->show_hint != NULL &&
         info != NULL && tt_game_info_get_n_levels (info) > 0 &&
         !tt_game_get_finished (game) && tt_game_is_human_turn (game);
}

static gboolean
tt_play_view_real_undo (TtPlayView  *self,
                        GError     **error)
{
  return tt_game_undo (tt_play_view_get_game (self), error);
}

static void
set_flag (TtPlayView *self,
          gboolean   *flag,
          gboolean    value,
          guint       prop)
{
  if (*flag == value)
    return;
  *flag = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
tt_play_view_update_actions (TtPlayView *self)
{
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);
  TtPlayViewClass *klass = TT_PLAY_VIEW_GET_CLASS (self);
  gboolean has_game = priv->game != NULL && tt_game_is_started (priv->game);

  g_return_if_fail (TT_IS_PLAY_VIEW (self));

  set_flag (self, &priv->can_undo, has_game && klass->can_undo (self), PROP_CAN_UNDO);
  set_flag (self, &priv->can_redo, has_game && klass->can_redo (self), PROP_CAN_REDO);
  set_flag (self, &priv->can_hint, has_game && klass->can_hint (self), PROP_CAN_HINT);
}

static void
cancel_hint (TtPlayView *self)
{
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);

  g_cancellable_cancel (priv->hint_cancellable);
  g_clear_object (&priv->hint_cancellable);
}

static void
tt_play_view_dispose (GObject *object)
{
  TtPlayView *self = TT_PLAY_VIEW (object);
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);

  cancel_hint (self);
  g_clear_object (&priv->settings);
  if (priv->game_signals)
    g_signal_group_set_target (priv->game_signals, NULL);
  g_clear_object (&priv->game_signals);
  g_clear_object (&priv->game);
  G_OBJECT_CLASS (tt_play_view_parent_class)->dispose (object);
}

static void
tt_play_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TtPlayView *self = TT_PLAY_VIEW (object);
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, priv->game);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, priv->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, priv->can_redo);
      break;
    case PROP_CAN_HINT:
      g_value_set_boolean (value, priv->can_hint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_play_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TtPlayView *self = TT_PLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_play_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_play_view_class_init (TtPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_play_view_dispose;
  object_class->get_property = tt_play_view_get_property;
  object_class->set_property = tt_play_view_set_property;

  klass->can_undo = tt_play_view_real_can_undo;
  klass->can_redo = tt_play_view_real_can_redo;
  klass->can_hint = tt_play_view_real_can_hint;
  klass->undo = tt_play_view_real_undo;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_HINT] =
    g_param_spec_boolean ("can-hint", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
on_game_changed (TtPlayView *self)
{
  /* a suggestion for a position that is gone would mislead */
  cancel_hint (self);
  tt_play_view_update_actions (self);
}

/* Preferences (or the new-game page) changed the pace: the game on show
 * follows at once. */
static void
on_pace_changed (TtPlayView *self)
{
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);

  if (priv->game != NULL)
    tt_game_set_computer_pace (priv->game, tt_play_view_get_pace_ms (self));
}

static void
tt_play_view_init (TtPlayView *self)
{
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);

  priv->game_signals = g_signal_group_new (TT_TYPE_GAME);
  {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
    g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE) : NULL;

    if (schema != NULL && g_settings_schema_has_key (schema, "computer-pace"))
      {
        priv->settings = g_settings_new (SCHEMA_ID);
        g_signal_connect_object (priv->settings, "changed::computer-pace",
                                 G_CALLBACK (on_pace_changed), self, G_CONNECT_SWAPPED);
      }
  }
  g_signal_group_connect_swapped (priv->game_signals, "move-applied", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (priv->game_signals, "state-reset", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (priv->game_signals, "notify::can-undo",
                                  G_CALLBACK (tt_play_view_update_actions), self);
  g_signal_group_connect_swapped (priv->game_signals, "notify::can-redo",
                                  G_CALLBACK (tt_play_view_update_actions), self);
  g_signal_group_connect_swapped (priv->game_signals, "notify::thinking",
                                  G_CALLBACK (tt_play_view_update_actions), self);
  g_signal_group_connect_swapped (priv->game_signals, "notify::finished",
                                  G_CALLBACK (tt_play_view_update_actions), self);
}

TtGame *
tt_play_view_get_game (TtPlayView *self)
{
  TtPlayViewPrivate *priv;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), NULL);
  priv = tt_play_view_get_instance_private (self);
  return priv->game;
}

/* Between a computer's moves: enough to follow four computers, or none. */
guint
tt_play_view_pace_to_ms (const char *pace)
{
  if (g_strcmp0 (pace, "slow") == 0)
    return 1400;
  if (g_strcmp0 (pace, "fast") == 0)
    return 250;
  if (g_strcmp0 (pace, "instant") == 0)
    return 0;
  return 700;
}

guint
tt_play_view_get_pace_ms (TtPlayView *self)
{
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);
  g_autofree char *pace = NULL;

  if (priv->settings != NULL)
    pace = g_settings_get_string (priv->settings, "computer-pace");
  return tt_play_view_pace_to_ms (pace);
}

void
tt_play_view_set_game (TtPlayView *self,
                       TtGame     *game)
{
  TtPlayViewPrivate *priv;

  g_return_if_fail (TT_IS_PLAY_VIEW (self));
  g_return_if_fail (game == NULL || TT_IS_GAME (game));
  priv = tt_play_view_get_instance_private (self);

  if (!g_set_object (&priv->game, game))
    return;
  cancel_hint (self);
  if (game != NULL)
    tt_game_set_computer_pace (game, tt_play_view_get_pace_ms (self));
  g_signal_group_set_target (priv->game_signals, game);
  if (TT_PLAY_VIEW_GET_CLASS (self)->game_changed)
    TT_PLAY_VIEW_GET_CLASS (self)->game_changed (self, game);
  tt_play_view_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
tt_play_view_get_can_undo (TtPlayView *self)
{
  TtPlayViewPrivate *priv;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);
  priv = tt_play_view_get_instance_private (self);
  return priv->can_undo;
}

gboolean
tt_play_view_get_can_redo (TtPlayView *self)
{
  TtPlayViewPrivate *priv;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);
  priv = tt_play_view_get_instance_private (self);
  return priv->can_redo;
}

gboolean
tt_play_view_get_can_hint (TtPlayView *self)
{
  TtPlayViewPrivate *priv;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);
  priv = tt_play_view_get_instance_private (self);
  return priv->can_hint;
}

gboolean
tt_play_view_undo (TtPlayView  *self,
                   GError     **error)
{
  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);

  if (!tt_play_view_get_can_undo (self))
    return TRUE;
  cancel_hint (self);
  return TT_PLAY_VIEW_GET_CLASS (self)->undo (self, error);
}

gboolean
tt_play_view_redo (TtPlayView  *self,
                   GError     **error)
{
  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);

  if (!tt_play_view_get_can_redo (self))
    return TRUE;
  cancel_hint (self);
  return tt_game_redo (tt_play_view_get_game (self), error);
}

static void
hint_ready (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TtPlayView) self = user_data;
  TtPlayViewPrivate *priv = tt_play_view_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) move = tt_game_hint_finish (TT_GAME (source), result, &error);

  if (move == NULL)
    {
      /* cancelled, or the game moved on while the search ran */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Suggesting a move failed: %s", error->message);
      return;
    }
  g_clear_object (&priv->hint_cancellable);
  if (TT_GAME (source) != priv->game || !tt_game_is_human_turn (priv->game))
    return;
  if (TT_PLAY_VIEW_GET_CLASS (self)->show_hint)
    TT_PLAY_VIEW_GET_CLASS (self)->show_hint (self, move);
}

void
tt_play_view_hint (TtPlayView *self)
{
  TtPlayViewPrivate *priv;

  g_return_if_fail (TT_IS_PLAY_VIEW (self));
  priv = tt_play_view_get_instance_private (self);

  if (!tt_play_view_get_can_hint (self))
    return;
  cancel_hint (self);
  priv->hint_cancellable = g_cancellable_new ();
  if (TT_PLAY_VIEW_GET_CLASS (self)->hint_started)
    TT_PLAY_VIEW_GET_CLASS (self)->hint_started (self);
  tt_game_hint_async (priv->game, priv->hint_cancellable, hint_ready, g_object_ref (self));
}

void
tt_play_view_show_rules (TtPlayView *self)
{
  TtPlayViewClass *klass;
  TtGame *game;

  g_return_if_fail (TT_IS_PLAY_VIEW (self));
  klass = TT_PLAY_VIEW_GET_CLASS (self);
  game = tt_play_view_get_game (self);
  if (game == NULL)
    return;
  tt_rules_show (GTK_WIDGET (self), tt_game_get_record_game (game),
                 klass->get_rules_section ? klass->get_rules_section (self) : NULL);
}

/* The same setup with a new seed and no moves; the view drops what the
 * game wrote at its end. */
static TtRecord *
record_for_new_game (TtPlayView     *self,
                     const TtRecord *old)
{
  TtRecord *record = tt_record_copy (old);

  tt_record_truncate_moves (record, 0);
  record->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  if (TT_PLAY_VIEW_GET_CLASS (self)->prepare_new_record)
    TT_PLAY_VIEW_GET_CLASS (self)->prepare_new_record (self, record);
  return record;
}

gboolean
tt_play_view_play_again (TtPlayView  *self,
                         GError     **error)
{
  TtGame *old;
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) game = NULL;
  GtkWidget *catalog;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (self), FALSE);
  old = tt_play_view_get_game (self);
  g_return_val_if_fail (old != NULL, FALSE);

  record = record_for_new_game (self, tt_game_get_record (old));
  game = g_object_new (G_OBJECT_TYPE (old), NULL);
  tt_game_set_autosave (game, tt_game_get_autosave (old));
  if (!tt_game_start (game, record, error))
    return FALSE;
  catalog = gtk_widget_get_ancestor (GTK_WIDGET (self), TT_TYPE_CATALOG_VIEW);
  if (catalog != NULL)
    tt_catalog_view_show_page (TT_CATALOG_VIEW (catalog),
                               g_object_new (G_OBJECT_TYPE (self), "game", game, NULL));
  else
    tt_play_view_set_game (self, game);
  return TRUE;
}

void
tt_play_view_show_turn (TtPlayView *self,
                        GtkLabel   *label)
{
  TtGame *game;
  int player;
  g_autofree char *turn = NULL;
  g_autofree char *dot = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *markup = NULL;

  g_return_if_fail (TT_IS_PLAY_VIEW (self));
  g_return_if_fail (GTK_IS_LABEL (label));
  game = tt_play_view_get_game (self);
  if (game == NULL || !tt_game_is_started (game))
    return;
  /* whose turn it is, not whoever answers in it (the prompt names them) */
  player = tt_game_get_turn_player (game);
  if (tt_game_get_finished (game) || player < 0)
    {
      gtk_label_set_text (label, _("The game is over"));
      return;
    }
  /* the colour of whoever is to play, beside the name */
  turn = g_strdup_printf (_("%s’s turn"), tt_game_get_player_name (game, player));
  dot = tt_player_color_dot_markup (tt_player_get_color (tt_game_get_player (game, player)));
  escaped = g_markup_escape_text (turn, -1);
  markup = g_strdup_printf ("%s %s", dot, escaped);
  /* unchanged: leave the label be (setting it again relays it out) */
  if (gtk_label_get_use_markup (label) && g_strcmp0 (gtk_label_get_label (label), markup) == 0)
    return;
  gtk_label_set_markup (label, markup);
}

GtkWidget *
tt_play_view_new_for_game (TtGame *game)
{
  TtGameInfo *info;
  GType type;

  g_return_val_if_fail (TT_IS_GAME (game), NULL);

  info = tt_game_get_info (game);
  type = info ? tt_game_info_get_view_type (info) : G_TYPE_INVALID;
  /* a game with a board and no view of its own gets the standard one */
  if (type == G_TYPE_INVALID && info && g_type_is_a (tt_game_info_get_board_type (info), GTK_TYPE_WIDGET))
    type = TT_TYPE_STANDARD_PLAY_VIEW;
  if (!g_type_is_a (type, TT_TYPE_PLAY_VIEW))
    return NULL;
  return g_object_new (type, "game", game, NULL);
}

void
tt_play_view_load_css (const char *resource_path)
{
  static GHashTable *loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (gdk_display_get_default () == NULL)
    return;
  if (loaded == NULL)
    loaded = g_hash_table_new (g_str_hash, g_str_equal);
  if (!g_hash_table_add (loaded, (gpointer) g_intern_string (resource_path)))
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, resource_path);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}
