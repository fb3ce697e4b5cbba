/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-info.c — what the program knows about one game, and the registry */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "common/tt-level.h"
#include "common/tt-rules.h"
#include "tt-game-info.h"
#include "tt-game.h"

typedef struct
{
  char           *id;
  char           *label;      /* msgid */
  const char     *description; /* msgid, or NULL */
  TtComputerFunc  func;
  TtComputerMemoryFunc memory_func;   /* NULL when the level keeps no memory */
  gpointer        data;
  gpointer        memory_data;
} Level;

typedef struct
{
  const TtRules  *rules;
  char           *level;
} RulesLevel;

/* The words of the engines' levels (tt-level.h), by TtLevel. */
static const struct
{
  const char *label;
  const char *description;
} level_words[TT_N_LEVELS] = {
  [TT_LEVEL_EASY] = { N_("Easy"), N_("Plays quickly and makes mistakes: a gentle first opponent") },
  [TT_LEVEL_NORMAL] = { N_("Normal"), N_("Picks the move that gains the most, without long plans") },
  [TT_LEVEL_HARD] = { N_("Hard"), N_("Looks ahead and plays to win") },
};

typedef struct
{
  char  *id;
  char  *title;               /* msgid */
  char  *description;         /* msgid */
  GType  document_type;
  GType  widget_type;
} Editor;

struct _TtGameInfo
{
  GObject         parent_instance;

  char           *id;
  char           *title;      /* msgid */
  char           *icon_name;
  char           *description; /* msgid */
  GType           model_type;
  const TtRules  *rules;
  char           *rules_document;
  char           *rules_description; /* msgid */
  gconstpointer   card_painter;
  gpointer        card_painter_data;
  guint           min_players;  /* 0: from the rules */
  guint           max_players;
  GStrv           colors;
  GArray         *levels;     /* of Level */
  GPtrArray      *rules_levels; /* of RulesLevel, the data of rules-backed levels */
  TtComputerFunc  hint_func;
  gpointer        hint_data;
  GArray         *editors;    /* of Editor */
  GType           view_type;
  GType           options_type;
  GType           board_type;
  TtGameInfoVariantFunc variant_func;
};

G_DEFINE_FINAL_TYPE (TtGameInfo, tt_game_info, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_ICON_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GListStore *registry;

static void
level_clear (gpointer data)
{
  Level *level = data;

  g_free (level->id);
  g_free (level->label);
}

static void
rules_level_free (gpointer data)
{
  RulesLevel *level = data;

  g_free (level->level);
  g_free (level);
}

static void
editor_clear (gpointer data)
{
  Editor *editor = data;

  g_free (editor->id);
  g_free (editor->title);
  g_free (editor->description);
}

static void
tt_game_info_finalize (GObject *object)
{
  TtGameInfo *self = TT_GAME_INFO (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->icon_name);
  g_free (self->description);
  g_free (self->rules_document);
  g_free (self->rules_description);
  g_strfreev (self->colors);
  g_array_unref (self->levels);
  g_ptr_array_unref (self->rules_levels);
  g_array_unref (self->editors);
  G_OBJECT_CLASS (tt_game_info_parent_class)->finalize (object);
}

static void
tt_game_info_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TtGameInfo *self = TT_GAME_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, tt_game_info_get_title (self));
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, self->icon_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_game_info_class_init (TtGameInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_game_info_finalize;
  object_class->get_property = tt_game_info_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_game_info_init (TtGameInfo *self)
{
  self->levels = g_array_new (FALSE, TRUE, sizeof (Level));
  g_array_set_clear_func (self->levels, level_clear);
  self->rules_levels = g_ptr_array_new_with_free_func (rules_level_free);
  self->editors = g_array_new (FALSE, TRUE, sizeof (Editor));
  g_array_set_clear_func (self->editors, editor_clear);
}

TtGameInfo *
tt_game_info_new (const char *id,
                  const char *title,
                  const char *icon_name,
                  GType       model_type)
{
  TtGameInfo *self;

  g_return_val_if_fail (id != NULL && *id != '\0', NULL);
  g_return_val_if_fail (g_type_is_a (model_type, TT_TYPE_GAME), NULL);

  self = g_object_new (TT_TYPE_GAME_INFO, NULL);
  self->id = g_strdup (id);
  self->title = g_strdup (title ? title : id);
  self->icon_name = g_strdup (icon_name);
  self->model_type = model_type;
  return self;
}

const char *
tt_game_info_get_id (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->id;
}

const char *
tt_game_info_get_title (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return g_dgettext (GETTEXT_PACKAGE, self->title);
}

const char *
tt_game_info_get_icon_name (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->icon_name;
}

void
tt_game_info_set_variant_func (TtGameInfo            *self,
                               TtGameInfoVariantFunc  func)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->variant_func = func;
}

char *
tt_game_info_describe_options (TtGameInfo *self,
                               JsonObject *options)
{
  const char *variant;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  variant = self->variant_func && options ? self->variant_func (options) : NULL;
  if (variant == NULL)
    return g_strdup (tt_game_info_get_title (self));
  /* Translators: a game's title, then the variant or expansion played */
  return g_strdup_printf (_("%s — %s"), tt_game_info_get_title (self), g_dgettext (GETTEXT_PACKAGE, variant));
}

void
tt_game_info_set_description (TtGameInfo *self,
                              const char *description)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_free (self->description);
  self->description = g_strdup (description);
}

const char *
tt_game_info_get_description (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->description ? g_dgettext (GETTEXT_PACKAGE, self->description) : NULL;
}

GType
tt_game_info_get_model_type (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  return self->model_type;
}

void
tt_game_info_set_rules (TtGameInfo    *self,
                        const TtRules *rules)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->rules = rules;
}

const TtRules *
tt_game_info_get_rules (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->rules;
}

void
tt_game_info_set_player_range (TtGameInfo *self,
                               guint       min_players,
                               guint       max_players)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_return_if_fail (min_players >= 1 && min_players <= max_players);
  self->min_players = min_players;
  self->max_players = max_players;
}

guint
tt_game_info_get_min_players (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), 1);
  if (self->min_players > 0)
    return self->min_players;
  return self->rules ? self->rules->min_players : 1;
}

guint
tt_game_info_get_max_players (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), TT_RECORD_MAX_PLAYERS);
  if (self->max_players > 0)
    return self->max_players;
  return self->rules ? MIN (self->rules->max_players, TT_RECORD_MAX_PLAYERS) : TT_RECORD_MAX_PLAYERS;
}

void
tt_game_info_set_colors (TtGameInfo         *self,
                         const char * const *colors)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_strfreev (self->colors);
  self->colors = g_strdupv ((char **) colors);
}

const char * const *
tt_game_info_get_colors (TtGameInfo *self)
{
  static const char * const none[] = { NULL };

  g_return_val_if_fail (TT_IS_GAME_INFO (self), none);
  if (self->colors != NULL)
    return (const char * const *) self->colors;
  return self->rules && self->rules->colors ? self->rules->colors : none;
}

void
tt_game_info_set_rules_document (TtGameInfo *self,
                                 const char *document_id,
                                 const char *description)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_free (self->rules_document);
  self->rules_document = g_strdup (document_id);
  g_free (self->rules_description);
  self->rules_description = g_strdup (description);
}

const char *
tt_game_info_get_rules_document (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->rules_document;
}

const char *
tt_game_info_get_rules_description (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  return self->rules_description ? g_dgettext (GETTEXT_PACKAGE, self->rules_description) : NULL;
}

/* ---- computer levels ---- */

static Level *
find_level (TtGameInfo *self,
            const char *id)
{
  for (guint i = 0; id != NULL && i < self->levels->len; i++)
    {
      Level *level = &g_array_index (self->levels, Level, i);

      if (g_str_equal (level->id, id))
        return level;
    }
  return NULL;
}

void
tt_game_info_add_level (TtGameInfo     *self,
                        const char     *id,
                        const char     *label,
                        TtComputerFunc  func,
                        gpointer        user_data)
{
  Level level = { 0 };

  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_return_if_fail (id != NULL && func != NULL);
  g_return_if_fail (find_level (self, id) == NULL);

  level.id = g_strdup (id);
  level.label = g_strdup (label ? label : id);
  level.func = func;
  level.data = user_data;
  g_array_append_val (self->levels, level);
}

static JsonObject *
rules_computer_move (gconstpointer   state,
                     int             player,
                     guint64         seed,
                     gpointer        user_data,
                     GCancellable   *cancellable,
                     GError        **error)
{
  RulesLevel *level = user_data;

  return level->rules->computer_move (state, (guint) player, level->level, seed, cancellable, error);
}

static JsonObject *
rules_computer_move_remembering (gconstpointer   state,
                                 int             player,
                                 guint64         seed,
                                 JsonObject     *memory,
                                 JsonObject    **memory_out,
                                 gpointer        user_data,
                                 GCancellable   *cancellable,
                                 GError        **error)
{
  RulesLevel *level = user_data;

  return level->rules->computer_move_remembering (state, (guint) player, level->level, seed, memory, memory_out,
                                                  cancellable, error);
}

void
tt_game_info_add_rules_level (TtGameInfo *self,
                              const char *id,
                              const char *label)
{
  RulesLevel *level;

  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_return_if_fail (self->rules != NULL && self->rules->computer_move != NULL);

  level = g_new0 (RulesLevel, 1);
  level->rules = self->rules;
  level->level = g_strdup (id);
  g_ptr_array_add (self->rules_levels, level);
  tt_game_info_add_level (self, id, label, rules_computer_move, level);
  if (self->rules->computer_move_remembering != NULL)
    tt_game_info_set_level_memory_func (self, id, rules_computer_move_remembering, level);
}

void
tt_game_info_add_rules_levels (TtGameInfo *self)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_return_if_fail (self->rules != NULL);

  for (guint i = 0; self->rules->levels != NULL && self->rules->levels[i] != NULL; i++)
    {
      const char *id = self->rules->levels[i];
      TtLevel level;

      /* a level the engines do not share has no words here */
      if (!tt_level_from_string (id, &level))
        g_return_if_reached ();
      tt_game_info_add_rules_level (self, id, level_words[level].label);
      find_level (self, id)->description = level_words[level].description;
    }
}

void
tt_game_info_set_level_memory_func (TtGameInfo           *self,
                                    const char           *id,
                                    TtComputerMemoryFunc  func,
                                    gpointer              user_data)
{
  Level *level;

  g_return_if_fail (TT_IS_GAME_INFO (self));
  level = find_level (self, id);
  g_return_if_fail (level != NULL);
  level->memory_func = func;
  level->memory_data = user_data;
}

guint
tt_game_info_get_n_levels (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), 0);
  return self->levels->len;
}

const char *
tt_game_info_get_level_id (TtGameInfo *self,
                           guint       index)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  g_return_val_if_fail (index < self->levels->len, NULL);
  return g_array_index (self->levels, Level, index).id;
}

const char *
tt_game_info_get_level_label (TtGameInfo *self,
                              const char *id)
{
  Level *level;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  level = find_level (self, id);
  return level ? g_dgettext (GETTEXT_PACKAGE, level->label) : NULL;
}

const char *
tt_game_info_get_level_description (TtGameInfo *self,
                                    const char *id)
{
  Level *level;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  level = find_level (self, id);
  return level && level->description ? g_dgettext (GETTEXT_PACKAGE, level->description) : NULL;
}

gboolean
tt_game_info_get_level_func (TtGameInfo     *self,
                             const char     *id,
                             TtComputerFunc *func,
                             gpointer       *user_data)
{
  Level *level;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), FALSE);
  level = find_level (self, id);
  if (level == NULL)
    return FALSE;
  if (func)
    *func = level->func;
  if (user_data)
    *user_data = level->data;
  return TRUE;
}

gboolean
tt_game_info_get_level_memory_func (TtGameInfo           *self,
                                    const char           *id,
                                    TtComputerMemoryFunc *func,
                                    gpointer             *user_data)
{
  Level *level;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), FALSE);
  level = find_level (self, id);
  if (level == NULL || level->memory_func == NULL)
    return FALSE;
  if (func)
    *func = level->memory_func;
  if (user_data)
    *user_data = level->memory_data;
  return TRUE;
}

void
tt_game_info_set_hint_func (TtGameInfo     *self,
                            TtComputerFunc  func,
                            gpointer        user_data)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->hint_func = func;
  self->hint_data = user_data;
}

gboolean
tt_game_info_get_hint_func (TtGameInfo     *self,
                            TtComputerFunc *func,
                            gpointer       *user_data)
{
  TtComputerFunc found = NULL;
  gpointer data = NULL;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), FALSE);
  if (self->hint_func != NULL)
    {
      found = self->hint_func;
      data = self->hint_data;
    }
  else if (self->levels->len > 0)
    {
      Level *strongest = &g_array_index (self->levels, Level, self->levels->len - 1);

      found = strongest->func;
      data = strongest->data;
    }
  if (func)
    *func = found;
  if (user_data)
    *user_data = data;
  return found != NULL;
}

/* ---- editors ---- */

static Editor *
find_editor (TtGameInfo *self,
             const char *id)
{
  for (guint i = 0; id != NULL && i < self->editors->len; i++)
    {
      Editor *editor = &g_array_index (self->editors, Editor, i);

      if (g_str_equal (editor->id, id))
        return editor;
    }
  return NULL;
}

void
tt_game_info_add_editor (TtGameInfo *self,
                         const char *id,
                         const char *title,
                         const char *description,
                         GType       document_type)
{
  Editor editor = { 0 };

  g_return_if_fail (TT_IS_GAME_INFO (self));
  g_return_if_fail (id != NULL && find_editor (self, id) == NULL);

  editor.id = g_strdup (id);
  editor.title = g_strdup (title ? title : id);
  editor.description = g_strdup (description);
  editor.document_type = document_type;
  g_array_append_val (self->editors, editor);
}

guint
tt_game_info_get_n_editors (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), 0);
  return self->editors->len;
}

const char *
tt_game_info_get_editor_id (TtGameInfo *self,
                            guint       index)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  g_return_val_if_fail (index < self->editors->len, NULL);
  return g_array_index (self->editors, Editor, index).id;
}

const char *
tt_game_info_get_editor_title (TtGameInfo *self,
                               const char *id)
{
  Editor *editor;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  editor = find_editor (self, id);
  return editor ? g_dgettext (GETTEXT_PACKAGE, editor->title) : NULL;
}

const char *
tt_game_info_get_editor_description (TtGameInfo *self,
                                     const char *id)
{
  Editor *editor;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  editor = find_editor (self, id);
  return editor && editor->description ? g_dgettext (GETTEXT_PACKAGE, editor->description) : NULL;
}

GType
tt_game_info_get_editor_document_type (TtGameInfo *self,
                                       const char *id)
{
  Editor *editor;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  editor = find_editor (self, id);
  return editor ? editor->document_type : G_TYPE_INVALID;
}

void
tt_game_info_set_editor_type (TtGameInfo *self,
                              const char *id,
                              GType       widget_type)
{
  Editor *editor;

  g_return_if_fail (TT_IS_GAME_INFO (self));
  editor = find_editor (self, id);
  g_return_if_fail (editor != NULL);
  editor->widget_type = widget_type;
}

GType
tt_game_info_get_editor_type (TtGameInfo *self,
                              const char *id)
{
  Editor *editor;

  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  editor = find_editor (self, id);
  return editor ? editor->widget_type : G_TYPE_INVALID;
}

/* ---- the UI half ---- */

void
tt_game_info_set_view_type (TtGameInfo *self,
                            GType       view_type)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->view_type = view_type;
}

GType
tt_game_info_get_view_type (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  return self->view_type;
}

void
tt_game_info_set_options_type (TtGameInfo *self,
                               GType       options_type)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->options_type = options_type;
}

GType
tt_game_info_get_options_type (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  return self->options_type;
}

void
tt_game_info_set_board_type (TtGameInfo *self,
                             GType       board_type)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->board_type = board_type;
}

GType
tt_game_info_get_board_type (TtGameInfo *self)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), G_TYPE_INVALID);
  return self->board_type;
}

void
tt_game_info_set_card_painter (TtGameInfo    *self,
                               gconstpointer  painter,
                               gpointer       user_data)
{
  g_return_if_fail (TT_IS_GAME_INFO (self));
  self->card_painter = painter;
  self->card_painter_data = user_data;
}

gconstpointer
tt_game_info_get_card_painter (TtGameInfo *self,
                               gpointer   *user_data)
{
  g_return_val_if_fail (TT_IS_GAME_INFO (self), NULL);
  if (user_data != NULL)
    *user_data = self->card_painter_data;
  return self->card_painter;
}

/* ---- the registry ---- */

static GListStore *
get_registry (void)
{
  if (registry == NULL)
    registry = g_list_store_new (TT_TYPE_GAME_INFO);
  return registry;
}

void
tt_game_info_register (TtGameInfo *info)
{
  GListStore *store = get_registry ();

  g_return_if_fail (TT_IS_GAME_INFO (info));

  /* so engine-level code (the CLI's replay, rules examples) finds it too */
  if (info->rules != NULL)
    tt_rules_register_table (info->rules);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(TtGameInfo) known = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (g_str_equal (known->id, info->id))
        {
          g_list_store_splice (store, i, 1, (gpointer *) &info, 1);
          return;
        }
    }
  g_list_store_append (store, info);
}

TtGameInfo *
tt_game_info_lookup (const char *id)
{
  GListModel *model = G_LIST_MODEL (get_registry ());

  if (id == NULL)
    return NULL;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TtGameInfo) info = g_list_model_get_item (model, i);

      if (g_str_equal (info->id, id))
        return info;   /* the registry keeps its reference */
    }
  return NULL;
}

GListModel *
tt_game_info_get_all (void)
{
  return G_LIST_MODEL (get_registry ());
}
