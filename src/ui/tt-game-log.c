/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-log.c — the last lines of a game's log, newest move first
 *
 * The lines a move wrote (its own line, then what it scored) stay
 * together in the order they were written, the details indented under
 * the move's line. */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-game-log.h"
#include "tt-label-words.h"
#include "tt-player-color.h"

#define DEFAULT_MAX_LINES 14

struct _TtGameLog
{
  AdwBin        parent_instance;

  TtGame       *game;
  GSignalGroup *log_signals;
  guint         max_lines;
  char         *empty_text;
  gboolean      activatable;

  GtkBox       *lines_box;
};

G_DEFINE_FINAL_TYPE (TtGameLog, tt_game_log, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MAX_LINES,
  PROP_EMPTY_TEXT,
  PROP_ACTIVATABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ENTRY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
line_label (const char *markup,
            gboolean    dim)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  tt_label_keep_words (GTK_LABEL (label));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static char *
entry_markup (TtGameLog  *self,
              TtLogEntry *entry)
{
  int player = tt_log_entry_get_player (entry);
  g_autofree char *dot = NULL;
  g_autofree char *text = g_markup_escape_text (tt_log_entry_get_text (entry), -1);

  if (player >= 0 && (guint) player < tt_game_get_n_players (self->game))
    dot = tt_player_color_dot_markup (tt_player_get_color (tt_game_get_player (self->game, player)));
  else
    dot = g_strdup ("•");
  return g_strdup_printf ("%s %s", dot, text);
}

static void
on_line_clicked (GtkButton *button,
                 TtGameLog *self)
{
  TtLogEntry *entry = g_object_get_data (G_OBJECT (button), "tt-log-entry");

  g_signal_emit (self, signals[ENTRY_ACTIVATED], 0, entry);
}

/* A line; a clickable one when it tells a move and the log is activatable. */
static GtkWidget *
line_widget (TtGameLog  *self,
             TtLogEntry *entry,
             gboolean    detail,
             gboolean    dim)
{
  g_autofree char *markup = entry_markup (self, entry);
  GtkWidget *label = line_label (markup, dim);
  GtkWidget *button;

  if (detail)
    gtk_widget_set_margin_start (label, 14);
  if (!self->activatable || tt_log_entry_get_move (entry) < 0)
    return label;
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "game-log-line");
  g_object_set_data_full (G_OBJECT (button), "tt-log-entry", g_object_ref (entry), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (on_line_clicked), self);
  return button;
}

/* The first entry (index) of the move that `last` belongs to. */
static guint
group_start (GListModel *log,
             guint       last)
{
  g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, last);
  int move = tt_log_entry_get_move (entry);
  guint first = last;

  while (move >= 0 && first > 0)
    {
      g_autoptr(TtLogEntry) before = g_list_model_get_item (log, first - 1);

      if (tt_log_entry_get_move (before) != move)
        break;
      first--;
    }
  return first;
}

static void
rebuild (TtGameLog *self)
{
  GListModel *log = self->game ? tt_game_get_log (self->game) : NULL;
  guint n = log ? g_list_model_get_n_items (log) : 0;
  guint shown = 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_box))))
    gtk_box_remove (self->lines_box, child);
  for (guint end = n; end > 0 && shown < self->max_lines;)
    {
      guint first = group_start (log, end - 1);

      for (guint i = first; i < end && shown < self->max_lines; i++, shown++)
        {
          g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

          gtk_box_append (self->lines_box, line_widget (self, entry, i > first, end < n));
        }
      end = first;
    }
  if (n == 0 && self->empty_text != NULL)
    {
      g_autofree char *markup = g_markup_escape_text (self->empty_text, -1);

      gtk_box_append (self->lines_box, line_label (markup, TRUE));
    }
}

static void
tt_game_log_dispose (GObject *object)
{
  TtGameLog *self = TT_GAME_LOG (object);

  if (self->log_signals)
    g_signal_group_set_target (self->log_signals, NULL);
  g_clear_object (&self->log_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->empty_text, g_free);
  G_OBJECT_CLASS (tt_game_log_parent_class)->dispose (object);
}

static void
tt_game_log_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TtGameLog *self = TT_GAME_LOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MAX_LINES:
      g_value_set_uint (value, self->max_lines);
      break;
    case PROP_EMPTY_TEXT:
      g_value_set_string (value, self->empty_text);
      break;
    case PROP_ACTIVATABLE:
      g_value_set_boolean (value, self->activatable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_log_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TtGameLog *self = TT_GAME_LOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_game_log_set_game (self, g_value_get_object (value));
      break;
    case PROP_MAX_LINES:
      tt_game_log_set_max_lines (self, g_value_get_uint (value));
      break;
    case PROP_EMPTY_TEXT:
      tt_game_log_set_empty_text (self, g_value_get_string (value));
      break;
    case PROP_ACTIVATABLE:
      tt_game_log_set_activatable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_log_class_init (TtGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_game_log_dispose;
  object_class->get_property = tt_game_log_get_property;
  object_class->set_property = tt_game_log_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_LINES] =
    g_param_spec_uint ("max-lines", NULL, NULL, 1, G_MAXUINT, DEFAULT_MAX_LINES,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EMPTY_TEXT] =
    g_param_spec_string ("empty-text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVATABLE] =
    g_param_spec_boolean ("activatable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A line that tells a move was clicked (activatable logs only): the
   * view shows that move. */
  signals[ENTRY_ACTIVATED] =
    g_signal_new ("entry-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TT_TYPE_LOG_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-game-log.ui");
  gtk_widget_class_bind_template_child (widget_class, TtGameLog, lines_box);
}

static void
tt_game_log_init (TtGameLog *self)
{
  self->max_lines = DEFAULT_MAX_LINES;
  self->empty_text = g_strdup (_("Nothing has happened yet"));
  gtk_widget_init_template (GTK_WIDGET (self));
  self->log_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->log_signals, "items-changed", G_CALLBACK (rebuild), self);
  rebuild (self);
}

GtkWidget *
tt_game_log_new (void)
{
  return g_object_new (TT_TYPE_GAME_LOG, NULL);
}

TtGame *
tt_game_log_get_game (TtGameLog *self)
{
  g_return_val_if_fail (TT_IS_GAME_LOG (self), NULL);
  return self->game;
}

void
tt_game_log_set_game (TtGameLog *self,
                      TtGame    *game)
{
  g_return_if_fail (TT_IS_GAME_LOG (self));
  g_return_if_fail (game == NULL || TT_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->log_signals, game ? tt_game_get_log (game) : NULL);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

guint
tt_game_log_get_max_lines (TtGameLog *self)
{
  g_return_val_if_fail (TT_IS_GAME_LOG (self), 0);
  return self->max_lines;
}

void
tt_game_log_set_max_lines (TtGameLog *self,
                           guint      max_lines)
{
  g_return_if_fail (TT_IS_GAME_LOG (self));
  g_return_if_fail (max_lines > 0);

  if (self->max_lines == max_lines)
    return;
  self->max_lines = max_lines;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_LINES]);
}

const char *
tt_game_log_get_empty_text (TtGameLog *self)
{
  g_return_val_if_fail (TT_IS_GAME_LOG (self), NULL);
  return self->empty_text;
}

void
tt_game_log_set_empty_text (TtGameLog  *self,
                            const char *text)
{
  g_return_if_fail (TT_IS_GAME_LOG (self));

  if (g_strcmp0 (self->empty_text, text) == 0)
    return;
  g_free (self->empty_text);
  self->empty_text = g_strdup (text);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EMPTY_TEXT]);
}

gboolean
tt_game_log_get_activatable (TtGameLog *self)
{
  g_return_val_if_fail (TT_IS_GAME_LOG (self), FALSE);
  return self->activatable;
}

void
tt_game_log_set_activatable (TtGameLog *self,
                             gboolean   activatable)
{
  g_return_if_fail (TT_IS_GAME_LOG (self));

  activatable = !!activatable;
  if (self->activatable == activatable)
    return;
  self->activatable = activatable;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVATABLE]);
}

void
tt_game_log_activate_line (TtGameLog *self,
                           guint      index)
{
  GtkWidget *child;

  g_return_if_fail (TT_IS_GAME_LOG (self));

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_box)); child && index > 0; index--)
    child = gtk_widget_get_next_sibling (child);
  if (child != NULL && GTK_IS_BUTTON (child))
    g_signal_emit_by_name (child, "clicked");
}
