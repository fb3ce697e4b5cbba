/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-move-choice.c — one answer to a decision of a move draft */
#include "config.h"

#include "tt-move-choice.h"

struct _TtMoveChoice
{
  GObject          parent_instance;

  TtRulesDecision  decision;
  char            *label;
  char            *detail;
  char            *preview;
  char            *reason;
  guint            n_moves;
  gboolean         gains_nothing;
  JsonObject      *move;
};

G_DEFINE_FINAL_TYPE (TtMoveChoice, tt_move_choice, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LABEL,
  PROP_DETAIL,
  PROP_PREVIEW,
  PROP_ENABLED,
  PROP_REASON,
  PROP_N_MOVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* g_set_str() is GLib 2.76. */
static gboolean
set_str (char       **field,
         const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

static void
tt_move_choice_finalize (GObject *object)
{
  TtMoveChoice *self = TT_MOVE_CHOICE (object);

  g_free (self->label);
  g_free (self->detail);
  g_free (self->preview);
  g_free (self->reason);
  g_clear_pointer (&self->move, json_object_unref);
  G_OBJECT_CLASS (tt_move_choice_parent_class)->finalize (object);
}

static void
tt_move_choice_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TtMoveChoice *self = TT_MOVE_CHOICE (object);

  switch (prop_id)
    {
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;
    case PROP_PREVIEW:
      g_value_set_string (value, self->preview);
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, tt_move_choice_get_enabled (self));
      break;
    case PROP_REASON:
      g_value_set_string (value, self->reason);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->n_moves);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_move_choice_class_init (TtMoveChoiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_move_choice_finalize;
  object_class->get_property = tt_move_choice_get_property;

  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DETAIL] =
    g_param_spec_string ("detail", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PREVIEW] =
    g_param_spec_string ("preview", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REASON] =
    g_param_spec_string ("reason", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_move_choice_init (TtMoveChoice *self)
{
}

TtMoveChoice *
tt_move_choice_new (const TtRulesDecision *decision,
                    const char            *label,
                    const char            *detail,
                    guint                  n_moves)
{
  TtMoveChoice *self = g_object_new (TT_TYPE_MOVE_CHOICE, NULL);

  if (decision != NULL)
    self->decision = *decision;
  self->label = g_strdup (label != NULL ? label : "");
  self->detail = detail != NULL && *detail ? g_strdup (detail) : NULL;
  self->n_moves = n_moves;
  return self;
}

const char *
tt_move_choice_get_label (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return self->label;
}

const char *
tt_move_choice_get_detail (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return self->detail;
}

const char *
tt_move_choice_get_preview (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return self->preview;
}

gboolean
tt_move_choice_get_enabled (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), FALSE);
  return self->reason == NULL;
}

const char *
tt_move_choice_get_reason (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return self->reason;
}

guint
tt_move_choice_get_n_moves (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), 0);
  return self->n_moves;
}

gboolean
tt_move_choice_get_gains_nothing (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), FALSE);
  return self->gains_nothing;
}

const TtRulesDecision *
tt_move_choice_get_decision (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return &self->decision;
}

JsonObject *
tt_move_choice_get_move (TtMoveChoice *self)
{
  g_return_val_if_fail (TT_IS_MOVE_CHOICE (self), NULL);
  return self->move;
}

void
tt_move_choice_set_preview (TtMoveChoice *self,
                            const char   *preview)
{
  g_return_if_fail (TT_IS_MOVE_CHOICE (self));
  if (set_str (&self->preview, preview != NULL && *preview ? preview : NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREVIEW]);
}

void
tt_move_choice_set_reason (TtMoveChoice *self,
                           const char   *reason)
{
  gboolean was_enabled;

  g_return_if_fail (TT_IS_MOVE_CHOICE (self));
  was_enabled = self->reason == NULL;
  if (!set_str (&self->reason, reason))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REASON]);
  if (was_enabled != (self->reason == NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

void
tt_move_choice_set_gains_nothing (TtMoveChoice *self,
                                  gboolean      gains_nothing)
{
  g_return_if_fail (TT_IS_MOVE_CHOICE (self));
  self->gains_nothing = !!gains_nothing;
}

void
tt_move_choice_set_move (TtMoveChoice *self,
                         JsonObject   *move)
{
  g_return_if_fail (TT_IS_MOVE_CHOICE (self));
  g_clear_pointer (&self->move, json_object_unref);
  self->move = move != NULL ? json_object_ref (move) : NULL;
}
