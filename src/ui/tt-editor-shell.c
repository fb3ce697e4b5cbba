/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-editor-shell.c — the frame every editor shares */
#include "config.h"

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
} TtEditorShellPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TtEditorShell, tt_editor_shell, ADW_TYPE_BIN)

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
update_actions (TtEditorShell *self)
{
  TtEditorShellPrivate *priv = get_priv (self);
  TtDocument *document = priv->document;
  gboolean editable = document != NULL && !tt_document_get_read_only (document) && page_index (self) > 0;
  gboolean deeper = page_index (self) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", editable && tt_document_can_undo (document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", editable && tt_document_can_redo (document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.back", deeper);
  /* In the window, its own back button (game.back) steps back through the
   * editor's pages first: one back button, not two. */
  gtk_widget_set_visible (priv->back_button,
                          deeper && gtk_widget_get_ancestor (GTK_WIDGET (self), TT_TYPE_CATALOG_VIEW) == NULL);
}

static void
on_visible_child_changed (TtEditorShell *self)
{
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
tt_editor_shell_class_init (TtEditorShellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_editor_shell_dispose;

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
      /* Translators: %s is a game, e.g. "Catan" */
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
