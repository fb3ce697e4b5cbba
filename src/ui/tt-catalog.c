/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog.c — the lists of games, editors and rules documents
 *
 * All three follow the TtGameInfo registry: the games the UI attached a
 * play view (or a board) to, whose page is the new-game page; the editors
 * the UI attached a widget to; the games with a rules document.
 */
#include "config.h"

#include "tt-catalog.h"
#include "tt-new-game-page.h"
#include "tt-play-view.h"
#include "ui/rules/tt-rules-browser.h"

struct _TtCatalogEntry
{
  GObject            parent_instance;
  char              *id;
  char              *title;
  char              *description;
  char              *icon_name;
  TtCatalogPageFunc  create_page;
  TtCatalogOpenFunc  open_game;
  gpointer           user_data;
};

G_DEFINE_FINAL_TYPE (TtCatalogEntry, tt_catalog_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_ICON_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GListStore *stores[TT_CATALOG_RULES + 1];

static void
tt_catalog_entry_finalize (GObject *object)
{
  TtCatalogEntry *self = TT_CATALOG_ENTRY (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->description);
  g_free (self->icon_name);

  G_OBJECT_CLASS (tt_catalog_entry_parent_class)->finalize (object);
}

static void
tt_catalog_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TtCatalogEntry *self = TT_CATALOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, self->icon_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_catalog_entry_class_init (TtCatalogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_catalog_entry_finalize;
  object_class->get_property = tt_catalog_entry_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_catalog_entry_init (TtCatalogEntry *self)
{
}

TtCatalogEntry *
tt_catalog_entry_new (const char        *id,
                      const char        *title,
                      const char        *description,
                      const char        *icon_name,
                      TtCatalogPageFunc  create_page,
                      TtCatalogOpenFunc  open_game,
                      gpointer           user_data)
{
  TtCatalogEntry *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (create_page != NULL, NULL);

  self = g_object_new (TT_TYPE_CATALOG_ENTRY, NULL);
  self->id = g_strdup (id);
  self->title = g_strdup (title);
  self->description = g_strdup (description);
  self->icon_name = g_strdup (icon_name);
  self->create_page = create_page;
  self->open_game = open_game;
  self->user_data = user_data;
  return self;
}

const char *
tt_catalog_entry_get_id (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  return self->id;
}

const char *
tt_catalog_entry_get_title (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  return self->title;
}

const char *
tt_catalog_entry_get_description (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  return self->description;
}

const char *
tt_catalog_entry_get_icon_name (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  return self->icon_name;
}

GtkWidget *
tt_catalog_entry_create_page (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  return self->create_page (self->user_data);
}

gboolean
tt_catalog_entry_can_open_games (TtCatalogEntry *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), FALSE);
  return self->open_game != NULL;
}

GtkWidget *
tt_catalog_entry_open_game (TtCatalogEntry *self,
                            TtGame         *game)
{
  g_return_val_if_fail (TT_IS_CATALOG_ENTRY (self), NULL);
  g_return_val_if_fail (self->open_game != NULL, NULL);
  return self->open_game (game, self->user_data);
}


static GListStore *
get_store (TtCatalogKind kind)
{
  g_return_val_if_fail (kind <= TT_CATALOG_RULES, NULL);
  if (stores[kind] == NULL)
    stores[kind] = g_list_store_new (TT_TYPE_CATALOG_ENTRY);
  return stores[kind];
}

static GtkWidget *
create_new_game_page (gpointer user_data)
{
  return tt_new_game_page_new (TT_GAME_INFO (user_data));
}

/* Games the program can show: those with a play view, or a board for the
 * standard one. */
static gboolean
is_playable (gpointer item,
             gpointer user_data)
{
  TtGameInfo *info = TT_GAME_INFO (item);

  return g_type_is_a (tt_game_info_get_view_type (info), TT_TYPE_PLAY_VIEW) ||
         g_type_is_a (tt_game_info_get_board_type (info), GTK_TYPE_WIDGET);
}

static GtkWidget *
create_editor_page (gpointer user_data)
{
  return g_object_new (GPOINTER_TO_SIZE (user_data), NULL);
}

static GtkWidget *
create_rules_page (gpointer user_data)
{
  return tt_rules_browser_new (user_data);
}

/* The entries of one game's editors that the UI attached a widget to; an
 * entry's id is the game's and the editor's, so no two games clash. */
static void
add_editor_entries (TtGameInfo *info,
                    GPtrArray  *entries)
{
  for (guint i = 0; i < tt_game_info_get_n_editors (info); i++)
    {
      const char *id = tt_game_info_get_editor_id (info, i);
      GType type = tt_game_info_get_editor_type (info, id);
      g_autofree char *entry_id = NULL;

      if (!g_type_is_a (type, GTK_TYPE_WIDGET))
        continue;
      entry_id = g_strdup_printf ("%s-%s", tt_game_info_get_id (info), id);
      g_ptr_array_add (entries,
                       tt_catalog_entry_new (entry_id, tt_game_info_get_editor_title (info, id),
                                             tt_game_info_get_editor_description (info, id),
                                             "view-grid-symbolic", create_editor_page, NULL,
                                             GSIZE_TO_POINTER (type)));
    }
}

static void
add_entries (TtCatalogKind  kind,
             TtGameInfo    *info,
             GPtrArray     *entries)
{
  /* the registry keeps the info, and so its id, alive for the program's
   * whole life */
  switch (kind)
    {
    case TT_CATALOG_GAMES:
      if (is_playable (info, NULL))
        g_ptr_array_add (entries,
                         tt_catalog_entry_new (tt_game_info_get_id (info), tt_game_info_get_title (info),
                                               tt_game_info_get_description (info),
                                               tt_game_info_get_icon_name (info),
                                               create_new_game_page, NULL, info));
      break;
    case TT_CATALOG_EDITORS:
      add_editor_entries (info, entries);
      break;
    case TT_CATALOG_RULES:
      if (tt_game_info_get_rules_document (info) != NULL)
        g_ptr_array_add (entries,
                         tt_catalog_entry_new (tt_game_info_get_id (info), tt_game_info_get_title (info),
                                               tt_game_info_get_rules_description (info),
                                               "accessories-dictionary-symbolic", create_rules_page, NULL,
                                               (gpointer) tt_game_info_get_id (info)));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
rebuild (GListModel *infos)
{
  for (TtCatalogKind kind = TT_CATALOG_GAMES; kind <= TT_CATALOG_RULES; kind++)
    {
      GListStore *store = get_store (kind);
      g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < g_list_model_get_n_items (infos); i++)
        {
          g_autoptr(TtGameInfo) info = g_list_model_get_item (infos, i);

          add_entries (kind, info, entries);
        }
      g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                           entries->pdata, entries->len);
    }
}

GListModel *
tt_catalog_get_model (TtCatalogKind kind)
{
  static gboolean following;

  g_return_val_if_fail (kind <= TT_CATALOG_RULES, NULL);
  if (!following)
    {
      GListModel *infos = tt_game_info_get_all ();

      following = TRUE;
      g_signal_connect (infos, "items-changed", G_CALLBACK (rebuild), NULL);
      rebuild (infos);
    }
  return G_LIST_MODEL (get_store (kind));
}

TtCatalogEntry *
tt_catalog_lookup (TtCatalogKind  kind,
                   const char    *id)
{
  GListModel *model = tt_catalog_get_model (kind);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (model, i);

      if (g_strcmp0 (entry->id, id) == 0)
        return entry;   /* the store keeps it alive */
    }
  return NULL;
}
