/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player.c — one seat at the table */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tt-player.h"

struct _TtPlayer
{
  GObject       parent_instance;

  char         *name;
  char         *color;
  TtPlayerKind  kind;
  char         *level;
  int           score;
  gboolean      current;
};

G_DEFINE_ENUM_TYPE (TtPlayerKind, tt_player_kind,
                    G_DEFINE_ENUM_VALUE (TT_PLAYER_PERSON, "person"),
                    G_DEFINE_ENUM_VALUE (TT_PLAYER_COMPUTER, "computer"))

G_DEFINE_FINAL_TYPE (TtPlayer, tt_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_COLOR,
  PROP_KIND,
  PROP_LEVEL,
  PROP_SCORE,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tt_player_finalize (GObject *object)
{
  TtPlayer *self = TT_PLAYER (object);

  g_free (self->name);
  g_free (self->color);
  g_free (self->level);
  G_OBJECT_CLASS (tt_player_parent_class)->finalize (object);
}

static void
tt_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TtPlayer *self = TT_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_string (value, self->level);
      break;
    case PROP_SCORE:
      g_value_set_int (value, self->score);
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_player_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TtPlayer *self = TT_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tt_player_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOR:
      tt_player_set_color (self, g_value_get_string (value));
      break;
    case PROP_KIND:
      tt_player_set_kind (self, g_value_get_enum (value));
      break;
    case PROP_LEVEL:
      tt_player_set_level (self, g_value_get_string (value));
      break;
    case PROP_SCORE:
      tt_player_set_score (self, g_value_get_int (value));
      break;
    case PROP_CURRENT:
      tt_player_set_current (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_player_class_init (TtPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tt_player_finalize;
  object_class->get_property = tt_player_get_property;
  object_class->set_property = tt_player_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, TT_TYPE_PLAYER_KIND,
                                             TT_PLAYER_PERSON, flags);
  properties[PROP_LEVEL] = g_param_spec_string ("level", NULL, NULL, NULL, flags);
  properties[PROP_SCORE] = g_param_spec_int ("score", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_player_init (TtPlayer *self)
{
  self->name = g_strdup ("");
}

TtPlayer *
tt_player_new (const char   *name,
               const char   *color,
               TtPlayerKind  kind,
               const char   *level)
{
  return g_object_new (TT_TYPE_PLAYER,
                       "name", name ? name : "",
                       "color", color,
                       "kind", kind,
                       "level", level,
                       NULL);
}

/* Sets *field to a copy of value and notifies, when it differs. */
static void
set_string (TtPlayer    *self,
            char       **field,
            const char  *value,
            int          prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* The names the new-game page gives a seat by default: its colour's. */
static const char * const color_names[] = {
  N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"), N_("Black"), N_("White"), N_("Orange"),
};

const char *
tt_player_get_name (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), NULL);

  /* A seat named after its colour in another language (a game begun in
   * English, continued in Korean) says it in this one, as Continue does. */
  for (guint i = 0; self->name != NULL && i < G_N_ELEMENTS (color_names); i++)
    if (g_str_equal (self->name, color_names[i]))
      return _(color_names[i]);
  return self->name;
}

void
tt_player_set_name (TtPlayer   *self,
                    const char *name)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  set_string (self, &self->name, name ? name : "", PROP_NAME);
}

const char *
tt_player_get_color (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), NULL);
  return self->color;
}

void
tt_player_set_color (TtPlayer   *self,
                     const char *color)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  set_string (self, &self->color, color, PROP_COLOR);
}

TtPlayerKind
tt_player_get_kind (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), TT_PLAYER_PERSON);
  return self->kind;
}

void
tt_player_set_kind (TtPlayer     *self,
                    TtPlayerKind  kind)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

gboolean
tt_player_is_computer (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), FALSE);
  return self->kind == TT_PLAYER_COMPUTER;
}

const char *
tt_player_get_level (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), NULL);
  return self->level;
}

void
tt_player_set_level (TtPlayer   *self,
                     const char *level)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  set_string (self, &self->level, level, PROP_LEVEL);
}

int
tt_player_get_score (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), 0);
  return self->score;
}

void
tt_player_set_score (TtPlayer *self,
                     int       score)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  if (self->score == score)
    return;
  self->score = score;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
}

gboolean
tt_player_get_current (TtPlayer *self)
{
  g_return_val_if_fail (TT_IS_PLAYER (self), FALSE);
  return self->current;
}

void
tt_player_set_current (TtPlayer *self,
                       gboolean  current)
{
  g_return_if_fail (TT_IS_PLAYER (self));
  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}
