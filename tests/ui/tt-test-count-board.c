/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-count-board.c — the test counting game's board */
#include "config.h"

#include "tt-test-count-board.h"

struct _TtTestCountBoard
{
  AdwBin        parent_instance;

  TtGame       *game;
  GSignalGroup *game_signals;
  GtkWidget    *counter;
  GtkWidget    *buttons[2];
};

G_DEFINE_FINAL_TYPE (TtTestCountBoard, tt_test_count_board, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
refresh (TtTestCountBoard *self)
{
  g_autofree char *text = NULL;
  gboolean playing = self->game && tt_game_is_started (self->game) && tt_game_is_human_turn (self->game);

  if (self->game && tt_game_is_started (self->game))
    text = g_strdup_printf ("%d / %d", tt_test_count_game_get_counter (TT_TEST_COUNT_GAME (self->game)),
                            tt_test_count_game_get_target (TT_TEST_COUNT_GAME (self->game)));
  gtk_label_set_text (GTK_LABEL (self->counter), text ? text : "");
  for (guint i = 0; i < G_N_ELEMENTS (self->buttons); i++)
    gtk_widget_set_sensitive (self->buttons[i], playing);
}

static void
on_clicked (GtkButton        *button,
            TtTestCountBoard *self)
{
  guint amount = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "amount"));
  g_autoptr(GError) error = NULL;

  if (!tt_test_count_game_add (TT_TEST_COUNT_GAME (self->game), amount, &error))
    g_warning ("count board: %s", error->message);
}

static void
set_game (TtTestCountBoard *self,
          TtGame           *game)
{
  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
tt_test_count_board_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, TT_TEST_COUNT_BOARD (object)->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_test_count_board_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      set_game (TT_TEST_COUNT_BOARD (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_test_count_board_dispose (GObject *object)
{
  TtTestCountBoard *self = TT_TEST_COUNT_BOARD (object);

  if (self->game_signals)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_test_count_board_parent_class)->dispose (object);
}

static void
tt_test_count_board_class_init (TtTestCountBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_test_count_board_dispose;
  object_class->get_property = tt_test_count_board_get_property;
  object_class->set_property = tt_test_count_board_set_property;
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_test_count_board_init (TtTestCountBoard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->counter = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->counter, "title-1");
  gtk_box_append (GTK_BOX (box), self->counter);
  for (guint i = 0; i < G_N_ELEMENTS (self->buttons); i++)
    {
      g_autofree char *label = g_strdup_printf ("+%u", i + 1);

      self->buttons[i] = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (self->buttons[i]), "amount", GUINT_TO_POINTER (i + 1));
      gtk_widget_add_css_class (self->buttons[i], "pill");
      g_signal_connect (self->buttons[i], "clicked", G_CALLBACK (on_clicked), self);
      gtk_box_append (GTK_BOX (row), self->buttons[i]);
    }
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), row);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (self), box);

  self->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking", G_CALLBACK (refresh), self);
}

gboolean
tt_test_count_board_click (TtTestCountBoard *self,
                           guint             amount)
{
  g_return_val_if_fail (TT_IS_TEST_COUNT_BOARD (self), FALSE);
  g_return_val_if_fail (amount >= 1 && amount <= G_N_ELEMENTS (self->buttons), FALSE);

  if (!gtk_widget_is_sensitive (self->buttons[amount - 1]))
    return FALSE;
  g_signal_emit_by_name (self->buttons[amount - 1], "clicked");
  return TRUE;
}
