/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-log-entry.c — one line of a game's log */
#include "config.h"

#include "tt-log-entry.h"

struct _TtLogEntry
{
  GObject  parent_instance;

  int      player;
  guint    turn;
  int      move;
  char    *text;
};

G_DEFINE_FINAL_TYPE (TtLogEntry, tt_log_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_TURN,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tt_log_entry_finalize (GObject *object)
{
  TtLogEntry *self = TT_LOG_ENTRY (object);

  g_free (self->text);
  G_OBJECT_CLASS (tt_log_entry_parent_class)->finalize (object);
}

static void
tt_log_entry_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TtLogEntry *self = TT_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_log_entry_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TtLogEntry *self = TT_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      self->player = g_value_get_int (value);
      break;
    case PROP_TURN:
      self->turn = g_value_get_uint (value);
      break;
    case PROP_TEXT:
      g_free (self->text);
      self->text = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_log_entry_class_init (TtLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tt_log_entry_finalize;
  object_class->get_property = tt_log_entry_get_property;
  object_class->set_property = tt_log_entry_set_property;

  properties[PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, -1, G_MAXINT, -1, flags);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, "", flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_log_entry_init (TtLogEntry *self)
{
  self->player = -1;
  self->move = -1;
}

TtLogEntry *
tt_log_entry_new (int         player,
                  guint       turn,
                  const char *text)
{
  return g_object_new (TT_TYPE_LOG_ENTRY,
                       "player", MAX (player, -1),
                       "turn", turn,
                       "text", text ? text : "",
                       NULL);
}

int
tt_log_entry_get_player (TtLogEntry *self)
{
  g_return_val_if_fail (TT_IS_LOG_ENTRY (self), -1);
  return self->player;
}

guint
tt_log_entry_get_turn (TtLogEntry *self)
{
  g_return_val_if_fail (TT_IS_LOG_ENTRY (self), 0);
  return self->turn;
}

const char *
tt_log_entry_get_text (TtLogEntry *self)
{
  g_return_val_if_fail (TT_IS_LOG_ENTRY (self), NULL);
  return self->text;
}

int
tt_log_entry_get_move (TtLogEntry *self)
{
  g_return_val_if_fail (TT_IS_LOG_ENTRY (self), -1);
  return self->move;
}

void
tt_log_entry_set_move (TtLogEntry *self,
                       int         move)
{
  g_return_if_fail (TT_IS_LOG_ENTRY (self));
  g_return_if_fail (self->move < 0);
  self->move = MAX (move, -1);
}
