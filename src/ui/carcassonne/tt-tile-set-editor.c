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
#include "ui/tt-catalog.h"
#include "ui/tt-catalog-view.h"
#include "ui/tt-window.h"
#include "ui/tt-new-game-page.h"
#include "tt-carcassonne-options.h"

struct _TtTileSetEditor
{
  TtEditorShell     parent_instance;

  TtTileSetLibrary *library;
  TtTileSet        *set;          /* the set open in the set and tile pages */

  GtkWidget        *sets_page;    /* AdwPreferencesPage, rebuilt */
  GtkWidget        *user_group;
  GtkWidget        *bundled_group;
  GtkWidget        *set_page;
  GtkWidget        *tile_page;
};

G_DEFINE_FINAL_TYPE (TtTileSetEditor, tt_tile_set_editor, TT_TYPE_EDITOR_SHELL)

static void
toast (TtTileSetEditor *self,
       const char      *text)
{
  tt_editor_shell_add_toast (TT_EDITOR_SHELL (self), text);
}

static void
update_actions (TtTileSetEditor *self)
{
  const char *shown = tt_tile_set_editor_get_shown (self);
  gboolean in_set = self->set != NULL && !g_str_equal (shown, "sets");
  gboolean editable = in_set && !tt_tile_set_get_read_only (self->set);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play",
                                 in_set && tt_tile_set_is_valid (self->set));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", in_set);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-set", in_set);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete-set", editable);
}

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

/* ---- the list of sets ------------------------------------------------- */

static void
on_set_row_activated (AdwActionRow    *row,
                      TtTileSetEditor *self)
{
  TtTileSet *set = g_object_get_data (G_OBJECT (row), "tile-set");

  tt_tile_set_editor_open_set (self, set);
}

static void
on_delete_undo (AdwToast        *undo_toast,
                TtTileSetEditor *self)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *set = g_object_get_data (G_OBJECT (undo_toast), "tile-set");

  if (!tt_tile_set_library_restore (self->library, set, &error))
    toast (self, error->message);
}

static void
delete_set (TtTileSetEditor *self,
            TtTileSet       *set)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  AdwToast *undo_toast;

  g_object_ref (set);
  if (!tt_tile_set_library_delete (self->library, set, &error))
    {
      toast (self, error->message);
      g_object_unref (set);
      return;
    }
  if (self->set == set)
    tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "sets");
  /* TRANSLATORS: %s is the name of a tile set */
  text = g_strdup_printf (_("“%s” deleted"), tt_tile_set_get_title (set));
  undo_toast = adw_toast_new (text);
  adw_toast_set_button_label (undo_toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (undo_toast), "tile-set", set, g_object_unref);
  g_signal_connect (undo_toast, "button-clicked", G_CALLBACK (on_delete_undo), self);
  tt_editor_shell_show_toast (TT_EDITOR_SHELL (self), undo_toast);
}

static void
on_row_delete_clicked (GtkButton       *button,
                       TtTileSetEditor *self)
{
  delete_set (self, g_object_get_data (G_OBJECT (button), "tile-set"));
}

static TtTileSet *
duplicate_set (TtTileSetEditor  *self,
               TtTileSet        *set,
               GError          **error)
{
  /* TRANSLATORS: the name of a copy of a tile set; %s is the original's name */
  g_autofree char *title = g_strdup_printf (_("%s (copy)"), set_title (set));

  return tt_tile_set_library_duplicate_titled (self->library, set, title, error);
}

static void
on_row_duplicate_clicked (GtkButton       *button,
                          TtTileSetEditor *self)
{
  g_autoptr(GError) error = NULL;
  TtTileSet *copy = duplicate_set (self, g_object_get_data (G_OBJECT (button), "tile-set"), &error);

  if (copy == NULL)
    toast (self, error->message);
  else
    tt_tile_set_editor_open_set (self, copy);
}

static GtkWidget *
row_button (const char *icon_name,
            const char *tooltip,
            TtTileSet  *set)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "tile-set", set);
  return button;
}

static GtkWidget *
build_set_row (TtTileSetEditor *self,
               TtTileSet       *set)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = NULL;
  guint total = tt_tile_set_get_total_count (set);

  if (tt_tile_set_is_valid (set))
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", total), total);
  else
    /* TRANSLATORS: %u tiles; the set cannot be played yet */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile · has problems",
                                             "%u tiles · has problems", total), total);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), set_title (set));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "tile-set", set);
  g_signal_connect (row, "activated", G_CALLBACK (on_set_row_activated), self);
  if (tt_tile_set_get_read_only (set))
    {
      GtkWidget *button = row_button ("edit-copy-symbolic", _("Duplicate to edit"), set);

      g_signal_connect (button, "clicked", G_CALLBACK (on_row_duplicate_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  else
    {
      GtkWidget *button = row_button ("user-trash-symbolic", _("Delete"), set);

      g_signal_connect (button, "clicked", G_CALLBACK (on_row_delete_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static GtkWidget *
new_group (const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  return group;
}

static GtkWidget *
header_buttons (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *create = gtk_button_new_with_mnemonic (_("_New Set"));
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (create), "editor.new-set");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (import), "editor.import");
  gtk_widget_add_css_class (create, "suggested-action");
  gtk_box_append (GTK_BOX (box), import);
  gtk_box_append (GTK_BOX (box), create);
  return box;
}

static void
rebuild_sets (TtTileSetEditor *self)
{
  GListModel *sets = tt_tile_set_library_get_sets (self->library);
  guint n_user = 0;

  if (self->user_group != NULL)
    adw_preferences_page_remove (ADW_PREFERENCES_PAGE (self->sets_page),
                                 ADW_PREFERENCES_GROUP (self->user_group));
  if (self->bundled_group != NULL)
    adw_preferences_page_remove (ADW_PREFERENCES_PAGE (self->sets_page),
                                 ADW_PREFERENCES_GROUP (self->bundled_group));
  self->user_group = new_group (_("Your Tile Sets"),
                                _("Saved as you go; each can be played as soon as it has no problems"));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->user_group), header_buttons ());
  self->bundled_group = new_group (_("Included with Tabletop"),
                                   _("Open one to look at it; duplicate it to make changes"));
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(TtTileSet) set = g_list_model_get_item (sets, i);
      gboolean bundled = tt_tile_set_get_read_only (set);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bundled ? self->bundled_group : self->user_group),
                                 build_set_row (self, set));
      n_user += !bundled;
    }
  if (n_user == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No tile sets of your own yet"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Start a new set, or duplicate one of the sets below"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->user_group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->sets_page), ADW_PREFERENCES_GROUP (self->user_group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->sets_page), ADW_PREFERENCES_GROUP (self->bundled_group));
}

/* ---- navigation ------------------------------------------------------- */

static void
on_set_changed (TtTileSetEditor *self)
{
  /* A removed tile may leave the tile page pointing past the end. */
  if (g_str_equal (tt_tile_set_editor_get_shown (self), "tile")
      && tt_tile_page_get_index (TT_TILE_PAGE (self->tile_page)) >= tt_tile_set_get_n_tiles (self->set))
    tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "set");
  update_actions (self);
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

  if (g_str_equal (tt_tile_set_editor_get_shown (self), "sets"))
    rebuild_sets (self);
  update_actions (self);
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

static void
new_set_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  TtTileSet *set = tt_tile_set_library_create (self->library, _("New Tile Set"), &error);

  if (set == NULL)
    toast (self, error->message);
  else
    tt_tile_set_editor_open_set (self, set);
}

static void
duplicate_set_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  TtTileSet *copy;

  if (self->set == NULL)
    return;
  copy = duplicate_set (self, self->set, &error);
  if (copy == NULL)
    toast (self, error->message);
  else
    tt_tile_set_editor_open_set (self, copy);
}

static void
delete_set_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);

  if (self->set != NULL)
    delete_set (self, self->set);
}

static GtkFileFilter *
json_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tile sets (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  return filter;
}

static void
on_import_response (GtkNativeDialog *dialog,
                    int              response,
                    TtTileSetEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      TtTileSet *set = tt_tile_set_library_import (self->library, file, &error);

      if (set == NULL)
        toast (self, error->message);
      else
        tt_tile_set_editor_open_set (self, set);
    }
  g_object_unref (dialog);
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    TtTileSetEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->set != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!tt_tile_set_export (self->set, file, &error))
        toast (self, error->message);
      else
        toast (self, _("Tile set exported"));
    }
  g_object_unref (dialog);
}

static GtkWindow *
parent_window (TtTileSetEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Import Tile Set"), parent_window (self),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  g_autoptr(GtkFileFilter) filter = json_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = json_filter ();
  g_autofree char *name = NULL;

  if (self->set == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Export Tile Set"), parent_window (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  name = g_strconcat (tt_tile_set_get_id (self->set), ".json", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtTileSetEditor *self = TT_TILE_SET_EDITOR (widget);

  if (self->set != NULL)
    tt_editor_shell_play_document (TT_EDITOR_SHELL (self), "carcassonne", TT_DOCUMENT (self->set));
}

/* ---- shortcuts -------------------------------------------------------- */

/* Ctrl+Z belongs to whatever view is on screen, so the editor only takes
 * it while it is shown. */
/* ---- construction ----------------------------------------------------- */

static GMenuModel *
build_menu (void)
{
  GMenu *model = g_menu_new ();

  g_menu_append (model, _("_New Set"), "editor.new-set");
  g_menu_append (model, _("_Import…"), "editor.import");
  g_menu_append (model, _("_Export…"), "editor.export");
  g_menu_append (model, _("_Duplicate Set"), "editor.duplicate-set");
  g_menu_append (model, _("De_lete Set"), "editor.delete-set");
  return G_MENU_MODEL (model);
}

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
tt_tile_set_editor_class_init (TtTileSetEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_tile_set_editor_dispose;
  TT_EDITOR_SHELL_CLASS (klass)->page_changed = tt_tile_set_editor_page_changed;

  gtk_widget_class_install_action (widget_class, "editor.open-tile", "u", open_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.new-set", NULL, new_set_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-set", NULL, duplicate_set_action);
  gtk_widget_class_install_action (widget_class, "editor.delete-set", NULL, delete_set_action);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
}

static void
tt_tile_set_editor_init (TtTileSetEditor *self)
{
  TtEditorShell *shell = TT_EDITOR_SHELL (self);
  g_autoptr(GMenuModel) menu = build_menu ();

  self->sets_page = adw_preferences_page_new ();
  self->set_page = tt_tile_set_page_new ();
  self->tile_page = tt_tile_page_new ();
  tt_editor_shell_add_page (shell, self->sets_page, "sets");
  tt_editor_shell_add_page (shell, self->set_page, "set");
  tt_editor_shell_add_page (shell, self->tile_page, "tile");
  tt_editor_shell_set_menu (shell, menu, _("Tile set menu"));
}

GtkWidget *
tt_tile_set_editor_new (TtTileSetLibrary *library)
{
  TtTileSetEditor *self = g_object_new (TT_TYPE_TILE_SET_EDITOR, NULL);

  self->library = g_object_ref (library != NULL ? library : tt_tile_set_library_get_default ());
  g_signal_connect_object (tt_tile_set_library_get_sets (self->library), "items-changed",
                           G_CALLBACK (rebuild_sets), self, G_CONNECT_SWAPPED);
  rebuild_sets (self);
  update_actions (self);
  update_title (self);
  return GTK_WIDGET (self);
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

static GtkWidget *
create_editor_page (gpointer user_data)
{
  return tt_tile_set_editor_new (tt_tile_set_library_get_default ());
}

void
tt_tile_set_editor_register (void)
{
  g_autoptr(TtCatalogEntry) entry = NULL;

  entry = tt_catalog_entry_new ("carcassonne-tilesets",
                                _("Carcassonne Tile Sets"),
                                _("Design your own tiles and play them at once"),
                                "view-grid-symbolic",
                                create_editor_page, NULL, NULL);
  tt_catalog_add (TT_CATALOG_EDITORS, entry);
}
