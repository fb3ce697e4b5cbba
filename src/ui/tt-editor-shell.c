/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-editor-shell.c — the frame every editor shares */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tt-catalog-view.h"
#include "tt-editor-shell.h"
#include "tt-game-info.h"
#include "tt-game-options.h"
#include "tt-new-game-page.h"
#include "tt-window.h"

typedef struct
{
  TtDocument     *document;
  GSignalGroup   *document_signals;
  GPtrArray      *pages;          /* page names, in the order they were added */

  AdwToastOverlay *toasts;
  GtkWidget      *back_button;
  GtkLabel       *title_label;
  GtkMenuButton  *menu_button;
  GtkStack       *stack;

  /* the library, when the editor has one */
  char                 *library_name;
  char                 *directory;
  TtEditorLibraryWords  words;
  GtkWidget            *library_page;
  GtkWidget            *user_group;
  GtkWidget            *bundled_group;
  GMenu                *game_menu;      /* the editor's own items */
} TtEditorShellPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TtEditorShell, tt_editor_shell, ADW_TYPE_BIN)

enum { PROP_0, PROP_DIRECTORY, N_PROPS };

static GParamSpec *properties[N_PROPS];

static TtEditorShellPrivate *
get_priv (TtEditorShell *self)
{
  return tt_editor_shell_get_instance_private (self);
}

static guint
page_index (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  const char *shown = tt_editor_shell_get_page (self);

  for (guint i = 0; i < priv->pages->len; i++)
    if (g_strcmp0 (g_ptr_array_index (priv->pages, i), shown) == 0)
      return i;
  return 0;
}

static void
update_library_actions (TtEditorShell *self,
                        gboolean       open)
{
  TtEditorShellPrivate *priv = get_priv (self);
  TtDocument *document = open ? priv->document : NULL;
  gboolean library = priv->library_page != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.new",
                                 library && TT_EDITOR_SHELL_GET_CLASS (self)->create_document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.import", library);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", library && document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate", library && document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete",
                                 library && document != NULL && !tt_document_get_read_only (document));
  /* enabled while the board or set has problems too: playing it then
   * says what stands in the way instead of greying out without a word */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", library && document != NULL);
}

static void
update_actions (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  TtDocument *document = priv->document;
  gboolean editable = document != NULL && !tt_document_get_read_only (document) && page_index (self) > 0;
  gboolean deeper = page_index (self) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", editable && tt_document_can_undo (document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", editable && tt_document_can_redo (document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.back", deeper);
  update_library_actions (self, deeper);
  /* In the window, its own back button (game.back) steps back through the
   * editor's pages first: one back button, not two. */
  gtk_widget_set_visible (priv->back_button,
                          deeper && gtk_widget_get_ancestor (GTK_WIDGET (self), TT_TYPE_CATALOG_VIEW) == NULL);
}

static void
on_visible_child_changed (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);

  /* the list shows the folder as it is now */
  if (priv->library_page != NULL && g_strcmp0 (tt_editor_shell_get_page (self), priv->library_name) == 0)
    tt_editor_shell_reload_library (self);
  update_actions (self);
  if (TT_EDITOR_SHELL_GET_CLASS (self)->page_changed)
    TT_EDITOR_SHELL_GET_CLASS (self)->page_changed (self, tt_editor_shell_get_page (self));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  guint index = page_index (self);

  if (index > 0)
    tt_editor_shell_show_page (self, g_ptr_array_index (get_priv (self)->pages, index - 1));
}

gboolean
tt_editor_shell_go_back (TtEditorShell *self)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), FALSE);

  if (page_index (self) == 0)
    return FALSE;
  back_action (GTK_WIDGET (self), "editor.back", NULL);
  return TRUE;
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  TtDocument *document = get_priv (self)->document;
  g_autofree char *label = NULL;

  if (document == NULL)
    return;
  label = g_strdup (tt_document_get_undo_label (document));
  if (tt_document_undo (document) && label != NULL)
    {
      /* TRANSLATORS: %s names the edit, e.g. "Change side" */
      g_autofree char *text = g_strdup_printf (_("Undone: %s"), label);

      tt_editor_shell_add_toast (self, text);
    }
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtDocument *document = get_priv (TT_EDITOR_SHELL (widget))->document;

  if (document != NULL)
    tt_document_redo (document);
}

static void
show_message_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  tt_editor_shell_add_toast (TT_EDITOR_SHELL (widget), g_variant_get_string (parameter, NULL));
}

/* Editor keys work anywhere in the window, but only while the editor shows. */
static gboolean
shortcut_activated (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return FALSE;
  return gtk_widget_activate_action (widget, user_data, NULL);
}

static void
add_shortcut (GtkEventController *controller,
              guint               key,
              GdkModifierType     modifiers,
              const char         *action)
{
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (key, modifiers),
                                                          gtk_callback_action_new (shortcut_activated,
                                                                                   (gpointer) action, NULL)));
}

static void
install_shortcuts (TtEditorShell *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_GLOBAL);
  add_shortcut (controller, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo");
  add_shortcut (controller, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo");
  add_shortcut (controller, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo");
  add_shortcut (controller, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo");
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* ---- the document library ------------------------------------------------ */

static void
toast_error (TtEditorShell *self,
             GError        *error)
{
  tt_editor_shell_add_toast (self, error->message);
}

/* g_ptr_array_sort() hands over pointers to the elements. */
static int
compare_file_names (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
default_list_documents (TtEditorShell *self)
{
  TtEditorShellClass *klass = TT_EDITOR_SHELL_GET_CLASS (self);
  TtEditorShellPrivate *priv = get_priv (self);
  GPtrArray *documents = klass->list_bundled ? klass->list_bundled (self)
                                             : g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GDir) dir = priv->directory ? g_dir_open (priv->directory, 0, NULL) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_file_names);
  for (guint i = 0; klass->load_document != NULL && i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (priv->directory, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      TtDocument *document = klass->load_document (self, file, &error);

      if (document == NULL)
        {
          /* one bad file must not hide the others */
          g_warning ("%s", error->message);
          continue;
        }
      tt_document_set_file (document, file);
      g_ptr_array_add (documents, document);
    }
  return documents;
}

/* A new document of the user's: saved in the folder unless it already has a file. */
static gboolean
keep (TtEditorShell *self,
      TtDocument    *document,
      GError       **error)
{
  TtEditorShellPrivate *priv = get_priv (self);

  if (tt_document_get_file (document) != NULL || priv->directory == NULL)
    return TRUE;
  return tt_document_save_in (document, priv->directory, error);
}

static TtDocument *
default_import_document (TtEditorShell *self,
                         GFile         *file,
                         GError       **error)
{
  TtEditorShellClass *klass = TT_EDITOR_SHELL_GET_CLASS (self);
  g_autoptr(TtDocument) document = NULL;

  g_return_val_if_fail (klass->load_document != NULL, NULL);
  document = klass->load_document (self, file, error);
  if (document == NULL || !tt_document_save_in (document, get_priv (self)->directory, error))
    return NULL;
  return g_steal_pointer (&document);
}

static gboolean
default_delete_document (TtEditorShell *self,
                         TtDocument    *document,
                         GError       **error)
{
  GFile *file = tt_document_get_file (document);

  if (!tt_document_check_editable (document, error))
    return FALSE;
  return file == NULL || g_file_delete (file, NULL, error);
}

static gboolean
default_restore_document (TtEditorShell *self,
                          TtDocument    *document,
                          GError       **error)
{
  return tt_document_save (document, error);
}

static const char *
default_document_title (TtEditorShell *self,
                        TtDocument    *document)
{
  return tt_document_get_title (document);
}

const char *
tt_editor_shell_document_title (TtEditorShell *self,
                                TtDocument    *document)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), "");
  g_return_val_if_fail (TT_IS_DOCUMENT (document), "");
  return TT_EDITOR_SHELL_GET_CLASS (self)->document_title (self, document);
}

static void
open_document (TtEditorShell *self,
               TtDocument    *document)
{
  TT_EDITOR_SHELL_GET_CLASS (self)->open_document (self, document);
}

/* Keeps, lists and opens a document the library just made. */
static void
adopt (TtEditorShell *self,
       TtDocument    *document,
       GError        *error)
{
  g_autoptr(GError) save_error = NULL;

  if (document == NULL)
    {
      toast_error (self, error);
      return;
    }
  if (!keep (self, document, &save_error))
    {
      toast_error (self, save_error);
      return;
    }
  tt_editor_shell_reload_library (self);
  open_document (self, document);
}

TtDocument *
tt_editor_shell_duplicate_document (TtEditorShell *self,
                                    TtDocument    *document)
{
  TtEditorShellClass *klass;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autoptr(TtDocument) copy = NULL;

  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  g_return_val_if_fail (TT_IS_DOCUMENT (document), NULL);
  klass = TT_EDITOR_SHELL_GET_CLASS (self);
  g_return_val_if_fail (klass->copy_document != NULL, NULL);

  /* TRANSLATORS: the name of a copy; %s is the original's name */
  title = g_strdup_printf (_("%s (copy)"), tt_editor_shell_document_title (self, document));
  copy = klass->copy_document (self, document, title, &error);
  adopt (self, copy, error);
  return copy;
}

static void
on_delete_undo (AdwToast      *undo_toast,
                TtEditorShell *self)
{
  g_autoptr(GError) error = NULL;
  TtDocument *document = g_object_get_data (G_OBJECT (undo_toast), "document");

  if (!TT_EDITOR_SHELL_GET_CLASS (self)->restore_document (self, document, &error))
    toast_error (self, error);
  tt_editor_shell_reload_library (self);
}

gboolean
tt_editor_shell_delete_document (TtEditorShell *self,
                                 TtDocument    *document)
{
  TtEditorShellPrivate *priv;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  AdwToast *undo_toast;

  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), FALSE);
  g_return_val_if_fail (TT_IS_DOCUMENT (document), FALSE);
  priv = get_priv (self);

  if (!TT_EDITOR_SHELL_GET_CLASS (self)->delete_document (self, document, &error))
    {
      toast_error (self, error);
      return FALSE;
    }
  /* TRANSLATORS: %s is the name of a tile set, card set or board */
  text = g_strdup_printf (_("“%s” deleted"), tt_editor_shell_document_title (self, document));
  undo_toast = adw_toast_new (text);
  adw_toast_set_button_label (undo_toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (undo_toast), "document", g_object_ref (document), g_object_unref);
  g_signal_connect_object (undo_toast, "button-clicked", G_CALLBACK (on_delete_undo), self, 0);
  if (document == priv->document)
    tt_editor_shell_show_page (self, priv->library_name);
  tt_editor_shell_reload_library (self);
  tt_editor_shell_show_toast (self, undo_toast);
  return TRUE;
}

/* ---- the library page ---- */

static void
on_row_activated (AdwActionRow  *row,
                  TtEditorShell *self)
{
  open_document (self, g_object_get_data (G_OBJECT (row), "document"));
}

static void
on_row_duplicate_clicked (GtkButton     *button,
                          TtEditorShell *self)
{
  tt_editor_shell_duplicate_document (self, g_object_get_data (G_OBJECT (button), "document"));
}

static void
on_row_delete_clicked (GtkButton     *button,
                       TtEditorShell *self)
{
  tt_editor_shell_delete_document (self, g_object_get_data (G_OBJECT (button), "document"));
}

static GtkWidget *
row_button (TtEditorShell *self,
            TtDocument    *document,
            gboolean       bundled)
{
  GtkWidget *button = gtk_button_new_from_icon_name (bundled ? "edit-copy-symbolic" : "user-trash-symbolic");

  gtk_widget_set_tooltip_text (button, bundled ? _("Duplicate to edit") : _("Delete"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "document", g_object_ref (document), g_object_unref);
  g_signal_connect (button, "clicked", bundled ? G_CALLBACK (on_row_duplicate_clicked)
                                               : G_CALLBACK (on_row_delete_clicked), self);
  return button;
}

static GtkWidget *
document_row (TtEditorShell *self,
              TtDocument    *document)
{
  TtEditorShellClass *klass = TT_EDITOR_SHELL_GET_CLASS (self);
  GtkWidget *row = adw_action_row_new ();
  gboolean bundled = tt_document_get_read_only (document);
  g_autofree char *subtitle = klass->describe_document ? klass->describe_document (self, document) : NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tt_editor_shell_document_title (self, document));
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "document", g_object_ref (document), g_object_unref);
  g_signal_connect (row, "activated", G_CALLBACK (on_row_activated), self);
  if (!bundled || klass->copy_document != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), row_button (self, document, bundled));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static GtkWidget *
library_group (const char *title,
               const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  return group;
}

static GtkWidget *
header_buttons (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (import), "editor.import");
  gtk_box_append (GTK_BOX (box), import);
  if (TT_EDITOR_SHELL_GET_CLASS (self)->create_document != NULL && priv->words.new_label != NULL)
    {
      GtkWidget *create = gtk_button_new_with_mnemonic (priv->words.new_label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (create), "editor.new");
      gtk_widget_add_css_class (create, "suggested-action");
      gtk_box_append (GTK_BOX (box), create);
    }
  return box;
}

static GtkWidget *
empty_row (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), priv->words.empty_title);
  if (priv->words.empty_subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), priv->words.empty_subtitle);
  return row;
}

void
tt_editor_shell_reload_library (TtEditorShell *self)
{
  TtEditorShellPrivate *priv;
  AdwPreferencesPage *page;
  g_autoptr(GPtrArray) documents = NULL;
  guint n_user = 0;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  priv = get_priv (self);
  if (priv->library_page == NULL)
    return;
  page = ADW_PREFERENCES_PAGE (priv->library_page);
  if (priv->user_group != NULL)
    adw_preferences_page_remove (page, ADW_PREFERENCES_GROUP (priv->user_group));
  if (priv->bundled_group != NULL)
    adw_preferences_page_remove (page, ADW_PREFERENCES_GROUP (priv->bundled_group));
  priv->user_group = library_group (priv->words.user_title, priv->words.user_description);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (priv->user_group), header_buttons (self));
  priv->bundled_group = library_group (priv->words.bundled_title, priv->words.bundled_description);
  documents = TT_EDITOR_SHELL_GET_CLASS (self)->list_documents (self);
  for (guint i = 0; i < documents->len; i++)
    {
      TtDocument *document = g_ptr_array_index (documents, i);
      gboolean bundled = tt_document_get_read_only (document);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bundled ? priv->bundled_group : priv->user_group),
                                 document_row (self, document));
      n_user += !bundled;
    }
  if (n_user == 0 && priv->words.empty_title != NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (priv->user_group), empty_row (self));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (priv->user_group));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (priv->bundled_group));
}

/* Play; the editor's own items; then the library's. */
static void
set_library_menu (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  const TtEditorLibraryWords *words = &priv->words;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) play = g_menu_new ();
  g_autoptr(GMenu) files = g_menu_new ();

  priv->game_menu = g_menu_new ();
  if (words->play_label != NULL)
    g_menu_append (play, words->play_label, "editor.play");
  if (words->new_label != NULL && TT_EDITOR_SHELL_GET_CLASS (self)->create_document != NULL)
    g_menu_append (files, words->new_label, "editor.new");
  g_menu_append (files, words->duplicate_label ? words->duplicate_label : _("_Duplicate"), "editor.duplicate");
  g_menu_append (files, words->delete_label ? words->delete_label : _("De_lete"), "editor.delete");
  g_menu_append (files, _("_Import…"), "editor.import");
  g_menu_append (files, _("_Export…"), "editor.export");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (play));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (priv->game_menu));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (files));
  tt_editor_shell_set_menu (self, G_MENU_MODEL (menu), words->menu_tooltip);
}

void
tt_editor_shell_set_library (TtEditorShell              *self,
                             const char                 *page_name,
                             const char                 *directory,
                             const TtEditorLibraryWords *words)
{
  TtEditorShellPrivate *priv;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (page_name != NULL && words != NULL);
  g_return_if_fail (TT_EDITOR_SHELL_GET_CLASS (self)->open_document != NULL);
  priv = get_priv (self);
  g_return_if_fail (priv->library_page == NULL && priv->pages->len == 0);

  priv->library_name = g_strdup (page_name);
  if (directory != NULL)
    {
      g_free (priv->directory);
      priv->directory = g_strdup (directory);
    }
  priv->words = *words;
  priv->library_page = adw_preferences_page_new ();
  tt_editor_shell_add_page (self, priv->library_page, page_name);
  tt_editor_shell_reload_library (self);
  set_library_menu (self);
}

void
tt_editor_shell_add_menu_item (TtEditorShell *self,
                               const char    *label,
                               const char    *action)
{
  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (get_priv (self)->game_menu != NULL);
  g_menu_append (get_priv (self)->game_menu, label, action);
}

const char *
tt_editor_shell_get_directory (TtEditorShell *self)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  return get_priv (self)->directory;
}

GtkWidget *
tt_editor_shell_get_library_page (TtEditorShell *self)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  return get_priv (self)->library_page;
}

/* ---- the library's actions ---- */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtDocument) document = TT_EDITOR_SHELL_GET_CLASS (self)->create_document (self, &error);

  adopt (self, document, error);
}

static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);

  if (get_priv (self)->document != NULL)
    tt_editor_shell_duplicate_document (self, get_priv (self)->document);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);

  if (get_priv (self)->document != NULL)
    tt_editor_shell_delete_document (self, get_priv (self)->document);
}

static GtkFileChooserNative *
file_dialog (TtEditorShell        *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept)
{
  TtEditorShellPrivate *priv = get_priv (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                              action, accept, NULL);

  if (priv->words.file_kind != NULL)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, priv->words.file_kind);
      gtk_file_filter_add_pattern (filter, "*.json");
      gtk_file_filter_add_mime_type (filter, "application/json");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  return dialog;
}

static void
on_import_response (GtkNativeDialog *dialog,
                    int              response,
                    TtEditorShell   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      g_autoptr(TtDocument) document = TT_EDITOR_SHELL_GET_CLASS (self)->import_document (self, file, &error);

      adopt (self, document, error);
    }
  g_object_unref (dialog);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  GtkFileChooserNative *dialog = file_dialog (self, get_priv (self)->words.import_title,
                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"));

  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    TtEditorShell   *self)
{
  TtEditorShellPrivate *priv = get_priv (self);

  if (response == GTK_RESPONSE_ACCEPT && priv->document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!tt_document_export (priv->document, file, &error))
        toast_error (self, error);
      else if (priv->words.exported != NULL)
        tt_editor_shell_add_toast (self, priv->words.exported);
    }
  g_object_unref (dialog);
}

/* The file's own name when it has one, else the title's. */
static char *
export_name (TtEditorShell *self,
             TtDocument    *document)
{
  GFile *file = tt_document_get_file (document);

  if (file != NULL && g_file_is_native (file))
    return g_file_get_basename (file);
  return g_strconcat (tt_editor_shell_document_title (self, document), ".json", NULL);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  TtEditorShellPrivate *priv = get_priv (self);
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  if (priv->document == NULL)
    return;
  dialog = file_dialog (self, priv->words.export_title, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  name = export_name (self, priv->document);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtEditorShell *self = TT_EDITOR_SHELL (widget);
  TtEditorShellPrivate *priv = get_priv (self);

  if (priv->document == NULL || priv->words.game_id == NULL)
    return;
  if (!tt_document_is_valid (priv->document))
    {
      GPtrArray *messages = tt_document_get_messages (priv->document);
      g_autofree char *text = NULL;
      AdwToast *toast;

      for (guint i = 0; i < messages->len && text == NULL; i++)
        {
          TtDocumentMessage *message = g_ptr_array_index (messages, i);

          if (tt_document_message_get_kind (message) == TT_DOCUMENT_MESSAGE_ERROR)
            /* Translators: %s says what is wrong with the board or card set */
            text = g_strdup_printf (_("Not ready to play yet: %s"), tt_document_message_get_text (message));
        }
      toast = adw_toast_new (text ? text : _("Not ready to play yet: fix the problems listed first"));
      /* the answer to what was just asked, before any older news */
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      tt_editor_shell_show_toast (self, toast);
      return;
    }
  tt_editor_shell_play_document (self, priv->words.game_id, priv->document);
}

/* The menu button's tooltip would sit over the menu's first item. */
static void
on_menu_shown (TtEditorShell *self,
               GParamSpec    *pspec,
               GtkWidget     *popover)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (get_priv (self)->menu_button), !gtk_widget_get_visible (popover));
}

static void
tt_editor_shell_dispose (GObject *object)
{
  TtEditorShellPrivate *priv = get_priv (TT_EDITOR_SHELL (object));

  if (priv->document_signals)
    g_signal_group_set_target (priv->document_signals, NULL);
  g_clear_object (&priv->document_signals);
  g_clear_object (&priv->document);
  g_clear_pointer (&priv->pages, g_ptr_array_unref);
  G_OBJECT_CLASS (tt_editor_shell_parent_class)->dispose (object);
}

static void
tt_editor_shell_finalize (GObject *object)
{
  TtEditorShellPrivate *priv = get_priv (TT_EDITOR_SHELL (object));

  g_free (priv->library_name);
  g_clear_object (&priv->game_menu);
  g_free (priv->directory);
  G_OBJECT_CLASS (tt_editor_shell_parent_class)->finalize (object);
}

static void
tt_editor_shell_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TtEditorShellPrivate *priv = get_priv (TT_EDITOR_SHELL (object));

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_free (priv->directory);
      priv->directory = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_editor_shell_class_init (TtEditorShellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_editor_shell_dispose;
  object_class->finalize = tt_editor_shell_finalize;
  object_class->set_property = tt_editor_shell_set_property;
  /* where the library keeps the user's documents; NULL: the editor's
   * default, so the Editor catalog can make an editor with g_object_new() */
  properties[PROP_DIRECTORY] =
    g_param_spec_string ("directory", NULL, NULL, NULL,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  klass->list_documents = default_list_documents;
  klass->import_document = default_import_document;
  klass->delete_document = default_delete_document;
  klass->restore_document = default_restore_document;
  klass->document_title = default_document_title;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-editor-shell.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TtEditorShell, toasts);
  gtk_widget_class_bind_template_child_private (widget_class, TtEditorShell, back_button);
  gtk_widget_class_bind_template_child_private (widget_class, TtEditorShell, title_label);
  gtk_widget_class_bind_template_child_private (widget_class, TtEditorShell, menu_button);
  gtk_widget_class_bind_template_child_private (widget_class, TtEditorShell, stack);

  gtk_widget_class_install_action (widget_class, "editor.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.show-message", "s", show_message_action);
  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "editor.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "editor.back", NULL);
}

static void
tt_editor_shell_init (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  priv->pages = g_ptr_array_new_with_free_func (g_free);
  priv->document_signals = g_signal_group_new (TT_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (priv->document_signals, "changed", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (priv->stack, "notify::visible-child", G_CALLBACK (on_visible_child_changed), self);
  install_shortcuts (self);
  update_actions (self);
}

void
tt_editor_shell_add_page (TtEditorShell *self,
                          GtkWidget     *page,
                          const char    *name)
{
  TtEditorShellPrivate *priv;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (GTK_IS_WIDGET (page) && name != NULL);
  priv = get_priv (self);

  g_ptr_array_add (priv->pages, g_strdup (name));
  gtk_stack_add_named (priv->stack, page, name);
  update_actions (self);
}

void
tt_editor_shell_show_page (TtEditorShell *self,
                           const char    *name)
{
  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  gtk_stack_set_visible_child_name (get_priv (self)->stack, name);
}

const char *
tt_editor_shell_get_page (TtEditorShell *self)
{
  TtEditorShellPrivate *priv;
  const char *name;

  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  priv = get_priv (self);
  name = gtk_stack_get_visible_child_name (priv->stack);
  if (name == NULL && priv->pages->len > 0)
    name = g_ptr_array_index (priv->pages, 0);
  return name;
}

void
tt_editor_shell_set_title (TtEditorShell *self,
                           const char    *title)
{
  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  gtk_label_set_text (get_priv (self)->title_label, title ? title : "");
}

const char *
tt_editor_shell_get_title (TtEditorShell *self)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  return gtk_label_get_text (get_priv (self)->title_label);
}

void
tt_editor_shell_set_menu (TtEditorShell *self,
                          GMenuModel    *menu,
                          const char    *tooltip)
{
  TtEditorShellPrivate *priv;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  priv = get_priv (self);
  gtk_menu_button_set_menu_model (priv->menu_button, menu);
  if (menu != NULL)
    g_signal_connect_object (gtk_menu_button_get_popover (priv->menu_button), "notify::visible",
                             G_CALLBACK (on_menu_shown), self, G_CONNECT_SWAPPED);
  gtk_widget_set_tooltip_text (GTK_WIDGET (priv->menu_button), tooltip);
  gtk_widget_set_visible (GTK_WIDGET (priv->menu_button), menu != NULL);
}

void
tt_editor_shell_set_document (TtEditorShell *self,
                              TtDocument    *document)
{
  TtEditorShellPrivate *priv;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (document == NULL || TT_IS_DOCUMENT (document));
  priv = get_priv (self);

  if (!g_set_object (&priv->document, document))
    return;
  g_signal_group_set_target (priv->document_signals, document);
  update_actions (self);
}

TtDocument *
tt_editor_shell_get_document (TtEditorShell *self)
{
  g_return_val_if_fail (TT_IS_EDITOR_SHELL (self), NULL);
  return get_priv (self)->document;
}

void
tt_editor_shell_add_toast (TtEditorShell *self,
                           const char    *text)
{
  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  adw_toast_overlay_add_toast (get_priv (self)->toasts, adw_toast_new (text));
}

void
tt_editor_shell_show_toast (TtEditorShell *self,
                            AdwToast      *toast)
{
  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (ADW_IS_TOAST (toast));
  adw_toast_overlay_add_toast (get_priv (self)->toasts, toast);
}

void
tt_editor_shell_play_document (TtEditorShell *self,
                               const char    *game_id,
                               TtDocument    *document)
{
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, game_id);
  TtGameInfo *info = tt_game_info_lookup (game_id);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  const char *title = info ? tt_game_info_get_title (info) : game_id;
  g_autoptr(GtkWidget) page = NULL;
  TtGameOptions *options = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (TT_IS_EDITOR_SHELL (self));
  g_return_if_fail (TT_IS_DOCUMENT (document));

  if (!tt_document_is_valid (document))
    return;
  if (entry == NULL || !TT_IS_WINDOW (root))
    {
      /* Translators: %s is the title of a game */
      message = g_strdup_printf (_("%s cannot be started from here"), title);
      tt_editor_shell_add_toast (self, message);
      return;
    }
  /* the new-game page gets the very document, so it sees every later edit */
  page = g_object_ref_sink (tt_catalog_entry_create_page (entry));
  if (TT_IS_NEW_GAME_PAGE (page))
    options = TT_GAME_OPTIONS (tt_new_game_page_get_options (TT_NEW_GAME_PAGE (page)));
  if (options == NULL || !tt_game_options_set_document (options, document))
    {
      /* Translators: %s is a game, e.g. "Ora et Labora" */
      message = g_strdup_printf (_("This version of %s cannot play this set"), title);
      tt_editor_shell_add_toast (self, message);
      return;
    }
  tt_catalog_view_show_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (TT_WINDOW (root), "play")), page);
  tt_window_show_view (TT_WINDOW (root), "play");
}
