/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-editor.c — the Carcassonne tile-set editor: the first page
 * set of the shared editor shell (sets, a set, a tile) */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-tile-set-editor.h"
#include "ui/tt-editor-shell.h"
#include "tt-tile-set-page.h"
#include "tt-tile-page.h"
#include "tt-editor-words.h"

struct _TtTileSetEditor
{
  TtEditorShell     parent_instance;

  TtTileSetLibrary *library;
  TtTileSet        *set;          /* the set open in the set and tile pages */

  GtkWidget        *set_page;
  GtkWidget        *tile_page;
};

G_DEFINE_FINAL_TYPE (TtTileSetEditor, tt_tile_set_editor, TT_TYPE_EDITOR_SHELL)

enum { PROP_0, PROP_LIBRARY, N_PROPS };

static GParamSpec *properties[N_PROPS];

static const char *
set_title (TtTileSet *set)
{
  return tt_editor_set_title (tt_tile_set_get_id (set), tt_tile_set_get_display_title (set),
                              tt_tile_set_get_read_only (set));
}

static void
update_title (TtTileSetEditor *self)
{
  const char *shown = tt_tile_set_editor_get_shown (self);
  g_autofree char *text = NULL;

  if (g_str_equal (shown, "sets") || self->set == NULL)
    text = g_strdup (_("Carcassonne Tile Sets"));
  else if (g_str_equal (shown, "set"))
    text = g_strdup (set_title (self->set));
  else
    {
      guint index = tt_tile_page_get_index (TT_TILE_PAGE (self->tile_page));

      if (index < tt_tile_set_get_n_tiles (self->set))
        /* TRANSLATORS: title of the tile page: set name › tile id */
        text = g_strdup_printf (_("%s › Tile %s"), set_title (self->set),
                                tt_tile_set_get_tile (self->set, index)->id);
      else
        text = g_strdup (set_title (self->set));
    }
  tt_editor_shell_set_title (TT_EDITOR_SHELL (self), text);
}

/* ---- the library: what is the game's own -------------------------------- */

static GPtrArray *
list_documents (TtEditorShell *shell)
{
  GListModel *sets = tt_tile_set_library_get_sets (TT_TILE_SET_EDITOR (shell)->library);
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    g_ptr_array_add (documents, g_list_model_get_item (sets, i));
  return documents;
}

static TtDocument *
ref_document (TtTileSet *set)
{
  return set != NULL ? g_object_ref (TT_DOCUMENT (set)) : NULL;
}

static TtDocument *
create_document (TtEditorShell  *shell,
                 GError        **error)
{
  return ref_document (tt_tile_set_library_create (TT_TILE_SET_EDITOR (shell)->library, _("New Tile Set"), error));
}

static TtDocument *
copy_document (TtEditorShell  *shell,
               TtDocument     *document,
               const char     *title,
               GError        **error)
{
  return ref_document (tt_tile_set_library_duplicate_titled (TT_TILE_SET_EDITOR (shell)->library,
                                                             TT_TILE_SET (document), title, error));
}

static TtDocument *
import_document (TtEditorShell  *shell,
                 GFile          *file,
                 GError        **error)
{
  return ref_document (tt_tile_set_library_import (TT_TILE_SET_EDITOR (shell)->library, file, error));
}

static gboolean
delete_document (TtEditorShell  *shell,
                 TtDocument     *document,
                 GError        **error)
{
  return tt_tile_set_library_delete (TT_TILE_SET_EDITOR (shell)->library, TT_TILE_SET (document), error);
}

static gboolean
restore_document (TtEditorShell  *shell,
                  TtDocument     *document,
                  GError        **error)
{
  return tt_tile_set_library_restore (TT_TILE_SET_EDITOR (shell)->library, TT_TILE_SET (document), error);
}

static void
open_document (TtEditorShell *shell,
               TtDocument    *document)
{
  tt_tile_set_editor_open_set (TT_TILE_SET_EDITOR (shell), TT_TILE_SET (document));
}

static const char *
document_title (TtEditorShell *shell,
                TtDocument    *document)
{
  return set_title (TT_TILE_SET (document));
}

static char *
describe_document (TtEditorShell *shell,
                   TtDocument    *document)
{
  TtTileSet *set = TT_TILE_SET (document);
  guint total = tt_tile_set_get_total_count (set);

  if (tt_tile_set_is_valid (set))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", total), total);
  /* TRANSLATORS: %u tiles; the set cannot be played yet */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile · has problems",
                                       "%u tiles · has problems", total), total);
}

/* ---- navigation ------------------------------------------------------- */

static void
on_set_changed (TtTileSetEditor *self)
{
  /* A removed tile may leave the tile page pointing past the end. */
  if (g_str_equal (tt_tile_set_editor_get_shown (self), "tile")
      && tt_tile_page_get_index (TT_TILE_PAGE (self->tile_page)) >= tt_tile_set_get_n_tiles (self->set))
    tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "set");
  update_title (self);
}

static void
set_current_set (TtTileSetEditor *self,
                 TtTileSet       *set)
{
  if (self->set == set)
    return;
  if (self->set != NULL)
    g_signal_handlers_disconnect_by_func (self->set, on_set_changed, self);
  g_set_object (&self->set, set);
  tt_editor_shell_set_document (TT_EDITOR_SHELL (self), TT_DOCUMENT (set));
  if (set != NULL)
    g_signal_connect_swapped (set, "changed", G_CALLBACK (on_set_changed), self);
}

void
tt_tile_set_editor_open_set (TtTileSetEditor *self,
                             TtTileSet       *set)
{
  g_return_if_fail (TT_IS_TILE_SET_EDITOR (self));
  g_return_if_fail (TT_IS_TILE_SET (set));

  set_current_set (self, set);
  tt_tile_set_page_set_set (TT_TILE_SET_PAGE (self->set_page), set);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "set");
}

void
tt_tile_set_editor_open_tile (TtTileSetEditor *self,
                              guint            index)
{
  g_return_if_fail (TT_IS_TILE_SET_EDITOR (self));
  g_return_if_fail (self->set != NULL);

  if (index >= tt_tile_set_get_n_tiles (self->set))
    return;
  tt_tile_page_set_tile (TT_TILE_PAGE (self->tile_page), self->set, index);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "tile");
}

static void
tt_tile_set_editor_page_changed (TtEditorShell *shell,
                                 const char    *name)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (shell);

  if (self->library == NULL)
    return;   /* still being built */
  update_title (self);
}

/* ---- actions ---------------------------------------------------------- */

static void
open_tile_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  tt_tile_set_editor_open_tile (TT_TILE_SET_EDITOR (widget), g_variant_get_uint32 (parameter));
}

/* ---- construction ----------------------------------------------------- */

static void
tt_tile_set_editor_dispose (GObject *object)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (object);

  set_current_set (self, NULL);
  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (tt_tile_set_editor_parent_class)->dispose (object);
}

static void
tt_tile_set_editor_init (TtTileSetEditor *self)
{
  self->set_page = tt_tile_set_page_new ();
  self->tile_page = tt_tile_page_new ();
}

static void
add_pages (TtTileSetEditor *self)
{
  TtEditorShell *shell = TT_EDITOR_SHELL (self);
  const TtEditorLibraryWords words = {
    .game_id = "carcassonne",
    .user_title = _("Your Tile Sets"),
    .user_description = _("Saved as you go; each can be played as soon as it has no problems"),
    .empty_title = _("No tile sets of your own yet"),
    .empty_subtitle = _("Start a new set, or duplicate one of the sets below"),
    .bundled_title = _("Included with Tabletop"),
    .bundled_description = _("Open one to look at it; duplicate it to make changes"),
    .new_label = _("_New Set"),
    .file_kind = _("Tile sets (JSON)"),
    .import_title = _("Import Tile Set"),
    .export_title = _("Export Tile Set"),
    .exported = _("Tile set exported"),
    .play_label = _("_Play with This Set"),
    .duplicate_label = _("_Duplicate Set"),
    .delete_label = _("De_lete Set"),
    .menu_tooltip = _("Tile set menu"),
  };

  tt_editor_shell_set_library (shell, "sets", NULL, &words);
  tt_editor_shell_add_page (shell, self->set_page, "set");
  tt_editor_shell_add_page (shell, self->tile_page, "tile");
}

static void
tt_tile_set_editor_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_set_object (&self->library, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_tile_set_editor_constructed (GObject *object)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (object);

  G_OBJECT_CLASS (tt_tile_set_editor_parent_class)->constructed (object);
  if (self->library == NULL)
    self->library = g_object_ref (tt_tile_set_library_get_default ());
  add_pages (self);
  g_signal_connect_object (tt_tile_set_library_get_sets (self->library), "items-changed",
                           G_CALLBACK (tt_editor_shell_reload_library), self, G_CONNECT_SWAPPED);
  update_title (self);
}

static void
tt_tile_set_editor_class_init (TtTileSetEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  object_class->dispose = tt_tile_set_editor_dispose;
  object_class->constructed = tt_tile_set_editor_constructed;
  object_class->set_property = tt_tile_set_editor_set_property;
  shell_class->page_changed = tt_tile_set_editor_page_changed;
  shell_class->list_documents = list_documents;
  shell_class->create_document = create_document;
  shell_class->copy_document = copy_document;
  shell_class->import_document = import_document;
  shell_class->delete_document = delete_document;
  shell_class->restore_document = restore_document;
  shell_class->open_document = open_document;
  shell_class->document_title = document_title;
  shell_class->describe_document = describe_document;

  /* NULL: the default library, so the Editor catalog can make one with
   * g_object_new() */
  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, TT_TYPE_TILE_SET_LIBRARY,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "editor.open-tile", "u", open_tile_action);
}

GtkWidget *
tt_tile_set_editor_new (TtTileSetLibrary *library)
{
  return g_object_new (TT_TYPE_TILE_SET_EDITOR, "library", library, NULL);
}

TtTileSet *
tt_tile_set_editor_get_set (TtTileSetEditor *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET_EDITOR (self), NULL);
  return self->set;
}

GtkWidget *
tt_tile_set_editor_get_tile_page (TtTileSetEditor *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET_EDITOR (self), NULL);
  return self->tile_page;
}

const char *
tt_tile_set_editor_get_shown (TtTileSetEditor *self)
{
  const char *name;

  g_return_val_if_fail (TT_IS_TILE_SET_EDITOR (self), "sets");

  name = tt_editor_shell_get_page (TT_EDITOR_SHELL (self));
  return name != NULL ? name : "sets";
}
