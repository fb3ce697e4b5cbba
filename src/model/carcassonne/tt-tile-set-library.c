/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-library.c — bundled and user tile sets */
#include "config.h"

#include "tt-tile-set-library.h"
#include "tt-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _TtTileSetLibrary
{
  GObject     parent_instance;

  char       *directory;
  GListStore *sets;
};

G_DEFINE_FINAL_TYPE (TtTileSetLibrary, tt_tile_set_library, G_TYPE_OBJECT)

static void
tt_tile_set_library_finalize (GObject *object)
{
  TtTileSetLibrary *self = TT_TILE_SET_LIBRARY (object);

  g_clear_pointer (&self->directory, g_free);
  g_clear_object (&self->sets);

  G_OBJECT_CLASS (tt_tile_set_library_parent_class)->finalize (object);
}

static void
tt_tile_set_library_class_init (TtTileSetLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tt_tile_set_library_finalize;
}

static void
tt_tile_set_library_init (TtTileSetLibrary *self)
{
  self->sets = g_list_store_new (TT_TYPE_TILE_SET);
}

TtTileSetLibrary *
tt_tile_set_library_new (const char *directory)
{
  TtTileSetLibrary *self = g_object_new (TT_TYPE_TILE_SET_LIBRARY, NULL);

  self->directory = directory != NULL
    ? g_strdup (directory)
    : g_build_filename (g_get_user_data_dir (), "tabletop", "tilesets", NULL);
  tt_tile_set_library_reload (self);
  return self;
}

/**
 * tt_tile_set_library_get_default:
 *
 * The library of the user's data folder, shared by the editor and the
 * new-game page so that both see the same TtTileSet objects.
 */
TtTileSetLibrary *
tt_tile_set_library_get_default (void)
{
  static TtTileSetLibrary *library;

  if (g_once_init_enter (&library))
    g_once_init_leave (&library, tt_tile_set_library_new (NULL));
  return library;
}

const char *
tt_tile_set_library_get_directory (TtTileSetLibrary *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);
  return self->directory;
}

GListModel *
tt_tile_set_library_get_sets (TtTileSetLibrary *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);
  return G_LIST_MODEL (self->sets);
}

static gboolean
find_set (TtTileSetLibrary *self,
          TtTileSet        *set,
          guint            *position)
{
  return g_list_store_find (self->sets, set, position);
}

TtTileSet *
tt_tile_set_library_lookup (TtTileSetLibrary *self,
                            const char       *id)
{
  guint n;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TtTileSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

      if (g_strcmp0 (tt_tile_set_get_id (set), id) == 0)
        return set;   /* the store keeps it alive */
    }
  return NULL;
}

static GFile *
file_for_id (TtTileSetLibrary *self,
             const char       *id)
{
  g_autofree char *basename = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (self->directory, basename, NULL);

  return g_file_new_for_path (path);
}

static void
add_bundled_sets (TtTileSetLibrary *self)
{
  const char * const *names = carc_tileset_bundled_names ();

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtTileSet) set = tt_tile_set_new_bundled (names[i], &error);

      if (set == NULL)
        g_message ("Bundled tile set “%s” did not load: %s", names[i], error->message);
      else
        g_list_store_append (self->sets, set);
    }
}

static void
add_user_set (TtTileSetLibrary *self,
              const char       *basename)
{
  g_autofree char *path = g_build_filename (self->directory, basename, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtTileSet) set = tt_tile_set_new_from_file (file, &error);

  if (set == NULL)
    {
      g_message ("Skipping tile set %s: %s", path, error->message);
      return;
    }
  if (tt_tile_set_library_lookup (self, tt_tile_set_get_id (set)) != NULL)
    {
      g_message ("Skipping tile set %s: the id “%s” is taken", path, tt_tile_set_get_id (set));
      return;
    }
  tt_tile_set_set_file (set, file);
  g_list_store_append (self->sets, set);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

void
tt_tile_set_library_reload (TtTileSetLibrary *self)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_if_fail (TT_IS_TILE_SET_LIBRARY (self));

  g_list_store_remove_all (self->sets);
  add_bundled_sets (self);
  dir = g_dir_open (self->directory, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    add_user_set (self, g_ptr_array_index (names, i));
}

/* A file-name-safe id made from a title: "My Tiles!" → "my-tiles". */
static char *
slug_from_title (const char *title)
{
  GString *slug = g_string_new (NULL);

  for (const char *p = title; p != NULL && *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (slug, g_ascii_tolower (*p));
      else if (slug->len > 0 && slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  if (slug->len == 0)
    g_string_assign (slug, "tileset");
  if (slug->len > 40)
    g_string_truncate (slug, 40);
  return g_string_free (slug, FALSE);
}

static gboolean
id_is_free (TtTileSetLibrary *self,
            const char       *id)
{
  g_autoptr(GFile) file = NULL;
  const char * const *bundled = carc_tileset_bundled_names ();

  if (bundled != NULL && g_strv_contains (bundled, id))
    return FALSE;
  if (tt_tile_set_library_lookup (self, id) != NULL)
    return FALSE;
  file = file_for_id (self, id);
  return !g_file_query_exists (file, NULL);
}

static char *
unused_id (TtTileSetLibrary *self,
           const char       *wanted)
{
  g_autofree char *base = slug_from_title (wanted);
  char *dash;

  if (id_is_free (self, base))
    return g_steal_pointer (&base);
  /* "base-2" taken: try "base-3", not "base-2-2". */
  dash = strrchr (base, '-');
  if (dash != NULL && dash != base && dash[1] != '\0' && strspn (dash + 1, "0123456789") == strlen (dash + 1))
    *dash = '\0';
  for (guint n = 2; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", base, n);

      if (id_is_free (self, id))
        return g_steal_pointer (&id);
    }
}

/* Gives the new set its file, writes it and lists it. */
static TtTileSet *
adopt (TtTileSetLibrary  *self,
       TtTileSet         *set,
       GError           **error)
{
  g_autoptr(TtTileSet) owned = set;
  g_autoptr(GFile) file = file_for_id (self, tt_tile_set_get_id (set));

  tt_tile_set_set_file (owned, file);
  if (!tt_tile_set_save (owned, error))
    return NULL;
  g_list_store_append (self->sets, owned);
  return owned;   /* the store keeps it alive */
}

TtTileSet *
tt_tile_set_library_create (TtTileSetLibrary  *self,
                            const char        *title,
                            GError           **error)
{
  g_autofree char *id = NULL;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);

  if (title == NULL || *title == '\0')
    title = _("New Tile Set");
  id = unused_id (self, title);
  return adopt (self, tt_tile_set_new_empty (id, title), error);
}

TtTileSet *
tt_tile_set_library_duplicate_titled (TtTileSetLibrary  *self,
                                      TtTileSet         *set,
                                      const char        *title,
                                      GError           **error)
{
  g_autofree char *id = NULL;
  g_autofree char *default_title = NULL;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);
  g_return_val_if_fail (TT_IS_TILE_SET (set), NULL);

  if (title == NULL)
    /* TRANSLATORS: the name of a copy of a tile set; %s is the original's name */
    title = default_title = g_strdup_printf (_("%s (copy)"), tt_tile_set_get_title (set));
  id = unused_id (self, tt_tile_set_get_id (set));
  return adopt (self, tt_tile_set_duplicate (set, id, title), error);
}

TtTileSet *
tt_tile_set_library_duplicate (TtTileSetLibrary  *self,
                               TtTileSet         *set,
                               GError           **error)
{
  return tt_tile_set_library_duplicate_titled (self, set, NULL, error);
}

TtTileSet *
tt_tile_set_library_import (TtTileSetLibrary  *self,
                            GFile             *file,
                            GError           **error)
{
  g_autoptr(TtTileSet) loaded = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  loaded = tt_tile_set_new_from_file (file, error);
  if (loaded == NULL)
    return NULL;
  id = unused_id (self, tt_tile_set_get_id (loaded));
  return adopt (self, tt_tile_set_duplicate (loaded, id, NULL), error);
}

gboolean
tt_tile_set_library_delete (TtTileSetLibrary  *self,
                            TtTileSet         *set,
                            GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  GFile *file;
  guint position;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), FALSE);
  g_return_val_if_fail (TT_IS_TILE_SET (set), FALSE);

  if (tt_tile_set_get_read_only (set))
    {
      g_autofree char *message = tt_text_printf (_("“%s” comes with Tabletop and cannot be deleted"),
                                                 tt_tile_set_get_title (set));

      g_set_error_literal (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_READ_ONLY, message);
      return FALSE;
    }
  file = tt_tile_set_get_file (set);
  if (file != NULL && !g_file_delete (file, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (find_set (self, set, &position))
    g_list_store_remove (self->sets, position);
  return TRUE;
}

gboolean
tt_tile_set_library_restore (TtTileSetLibrary  *self,
                             TtTileSet         *set,
                             GError           **error)
{
  guint position;

  g_return_val_if_fail (TT_IS_TILE_SET_LIBRARY (self), FALSE);
  g_return_val_if_fail (TT_IS_TILE_SET (set), FALSE);

  if (find_set (self, set, &position))
    return TRUE;
  if (!tt_tile_set_save (set, error))
    return FALSE;
  g_list_store_append (self->sets, set);
  return TRUE;
}
