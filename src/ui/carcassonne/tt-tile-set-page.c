/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set-page.c — one tile set as a grid of tiles
 *
 * Activating a tile emits the `editor.open-tile` action with its index;
 * the editor around this page owns navigation.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-tile-set-page.h"
#include "tt-tile-view.h"
#include "ui/tt-rebuilder.h"
#include "tt-editor-words.h"
#include "ui/tt-editor-shell.h"

/* long enough to read the toast and reach its Undo button */
#define REMOVED_TOAST_SECONDS 10

struct _TtTileSetPage
{
  AdwBin      parent_instance;

  TtTileSet  *set;
  TtRebuilder rebuilder;  /* keeps `set` */

  GtkWidget  *read_only_group;
  GtkWidget  *title_row;
  GtkWidget  *status_row;
  GtkWidget  *status_icon;
  GtkWidget  *set_problems;   /* GtkListBox */
  GtkWidget  *grid;           /* GtkFlowBox */
};

G_DEFINE_FINAL_TYPE (TtTileSetPage, tt_tile_set_page, ADW_TYPE_BIN)

static void
report (TtTileSetPage *self,
        gboolean       ok,
        GError        *error)
{
  if (!ok && error != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      gtk_widget_activate_action (GTK_WIDGET (self), "editor.show-message", "s", error->message);
    }
}

static guint
index_of (GtkWidget *widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "tile-index"));
}

static void
on_open_clicked (GtkButton     *button,
                 TtTileSetPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.open-tile", "u", index_of (GTK_WIDGET (button)));
}

static void
on_count_changed (GtkSpinButton *spin,
                  TtTileSetPage *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_set_count (self->set, index_of (GTK_WIDGET (spin)),
                                       (guint) gtk_spin_button_get_value_as_int (spin), &error), error);
}

static void
on_duplicate_clicked (GtkButton     *button,
                      TtTileSetPage *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_duplicate_tile (self->set, index_of (GTK_WIDGET (button)), &error) >= 0, error);
}

/* The toast's Undo takes the removal back, if it is still the set's last edit. */
static void
on_remove_undo (AdwToast      *toast,
                TtTileSetPage *self)
{
  TtTileSet *set = g_object_get_data (G_OBJECT (toast), "tile-set");
  guint n_tiles = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toast), "n-tiles"));

  if (set == self->set && tt_tile_set_get_n_tiles (set) == n_tiles
      && g_strcmp0 (tt_tile_set_get_undo_label (set), _("Remove tile")) == 0)
    tt_tile_set_undo (set);
}

static void
on_remove_clicked (GtkButton     *button,
                   TtTileSetPage *self)
{
  tt_tile_set_page_remove_tile (self, index_of (GTK_WIDGET (button)));
}

static void
on_add_clicked (TtTileSetPage *self)
{
  g_autoptr(GError) error = NULL;
  int index = tt_tile_set_add_tile (self->set, &error);

  report (self, index >= 0, error);
  if (index >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "editor.open-tile", "u", (guint) index);
}

static void
on_title_applied (AdwEntryRow   *row,
                  TtTileSetPage *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_set_title (self->set, gtk_editable_get_text (GTK_EDITABLE (row)), &error), error);
}

static GtkWidget *
icon_button (const char *icon_name,
             const char *tooltip,
             guint       index)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  g_object_set_data (G_OBJECT (button), "tile-index", GUINT_TO_POINTER (index));
  return button;
}

static char *
problems_tooltip (TtTileSetPage *self,
                  guint          index)
{
  g_autoptr(GPtrArray) problems = tt_tile_set_get_tile_problems (self->set, index);
  GString *text;

  if (problems->len == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *words = tt_editor_problem_text (g_ptr_array_index (problems, i));

      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, words);
    }
  return g_string_free (text, FALSE);
}

static GtkWidget *
build_card (TtTileSetPage *self,
            guint          index)
{
  const CarcTileDef *tile = tt_tile_set_get_tile (self->set, index);
  gboolean editable = !tt_tile_set_get_read_only (self->set);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *open = gtk_button_new ();
  GtkWidget *view = tt_tile_view_new (self->set, index, 0, FALSE);
  GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *tools = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 999, 1);
  g_autofree char *label = NULL;
  g_autofree char *tooltip = problems_tooltip (self, index);
  g_autofree char *accessible = NULL;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_size_request (card, 150, -1);
  gtk_widget_set_margin_top (card, 2);

  gtk_widget_set_size_request (view, 104, 104);
  gtk_button_set_child (GTK_BUTTON (open), view);
  gtk_widget_add_css_class (open, "flat");
  gtk_widget_set_margin_top (open, 6);
  gtk_widget_set_halign (open, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (open), "tile-index", GUINT_TO_POINTER (index));
  g_signal_connect (open, "clicked", G_CALLBACK (on_open_clicked), self);
  accessible = g_strdup_printf (_("Edit tile %s"), tile->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (open), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_set_tooltip_text (open, tt_tile_set_get_display_tile_name (self->set, index));
  gtk_box_append (GTK_BOX (card), open);

  gtk_widget_set_halign (title_box, GTK_ALIGN_CENTER);
  if (tooltip != NULL)
    {
      GtkWidget *warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (warning, "warning");
      gtk_widget_set_tooltip_text (warning, tooltip);
      gtk_box_append (GTK_BOX (title_box), warning);
    }
  label = tt_tile_set_get_start (self->set) == (int) index
    /* TRANSLATORS: a tile id marked as the start tile */
    ? g_strdup_printf (_("%s · start"), tile->id) : g_strdup (tile->id);
  gtk_label_set_text (GTK_LABEL (title), label);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (title_box), title);
  gtk_box_append (GTK_BOX (card), title_box);

  gtk_widget_set_halign (tools, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (tools, 6);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), tile->count);
  gtk_widget_set_tooltip_text (spin, _("Copies"));
  g_object_set_data (G_OBJECT (spin), "tile-index", GUINT_TO_POINTER (index));
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_count_changed), self);
  gtk_box_append (GTK_BOX (tools), spin);
  if (editable)
    {
      GtkWidget *duplicate = icon_button ("edit-copy-symbolic", _("Duplicate tile"), index);
      GtkWidget *remove = icon_button ("user-trash-symbolic", _("Remove tile"), index);

      g_signal_connect (duplicate, "clicked", G_CALLBACK (on_duplicate_clicked), self);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
      gtk_box_append (GTK_BOX (tools), duplicate);
      gtk_box_append (GTK_BOX (tools), remove);
    }
  gtk_widget_set_sensitive (spin, editable);
  gtk_box_append (GTK_BOX (card), tools);
  return card;
}

static void
fill_status (TtTileSetPage *self)
{
  g_autoptr(GPtrArray) set_problems = tt_document_get_messages_about (TT_DOCUMENT (self->set), NULL);
  GPtrArray *problems = tt_document_get_messages (TT_DOCUMENT (self->set));
  g_autofree char *subtitle = NULL;
  GtkWidget *child;

  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile in all, %u kind",
                                           "%u tiles in all, %u kinds",
                                           tt_tile_set_get_total_count (self->set)),
                              tt_tile_set_get_total_count (self->set),
                              tt_tile_set_get_n_tiles (self->set));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->status_row), subtitle);
  if (problems->len == 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), _("Ready to play"));
      gtk_image_set_from_icon_name (GTK_IMAGE (self->status_icon), "emblem-ok-symbolic");
      gtk_widget_remove_css_class (self->status_icon, "warning");
      gtk_widget_add_css_class (self->status_icon, "success");
    }
  else
    {
      g_autofree char *title =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem to fix before playing",
                                      "%u problems to fix before playing", problems->len),
                         problems->len);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), title);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->status_icon), "dialog-warning-symbolic");
      gtk_widget_remove_css_class (self->status_icon, "success");
      gtk_widget_add_css_class (self->status_icon, "warning");
    }

  while ((child = gtk_widget_get_first_child (self->set_problems)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->set_problems), child);
  gtk_widget_set_visible (self->set_problems, set_problems->len > 0);
  for (guint i = 0; i < set_problems->len; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *words = tt_editor_problem_text (g_ptr_array_index (set_problems, i));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      gtk_list_box_append (GTK_LIST_BOX (self->set_problems), row);
    }
}

static void
rebuild (TtTileSetPage *self)
{
  GtkWidget *child;
  gboolean editable;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->grid), child);
  if (self->set == NULL)
    return;
  editable = !tt_tile_set_get_read_only (self->set);
  gtk_widget_set_visible (self->read_only_group, !editable);
  gtk_widget_set_visible (self->title_row, editable);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), tt_tile_set_get_display_title (self->set));
  for (guint i = 0; i < tt_tile_set_get_n_tiles (self->set); i++)
    gtk_flow_box_append (GTK_FLOW_BOX (self->grid), build_card (self, i));
  if (editable)
    {
      GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

      gtk_widget_set_tooltip_text (add, _("Add tile"));
      gtk_widget_set_size_request (add, 150, 150);
      gtk_widget_add_css_class (add, "flat");
      g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_clicked), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->grid), add);
    }
  fill_status (self);
}

static void
rebuild_owner (gpointer owner)
{
  rebuild (owner);
}

static void
tt_tile_set_page_dispose (GObject *object)
{
  TtTileSetPage *self = TT_TILE_SET_PAGE (object);

  tt_rebuilder_clear (&self->rebuilder);

  G_OBJECT_CLASS (tt_tile_set_page_parent_class)->dispose (object);
}

static void
tt_tile_set_page_class_init (TtTileSetPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tt_tile_set_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/carcassonne/tt-tile-set-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, read_only_group);
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, status_row);
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, status_icon);
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, set_problems);
  gtk_widget_class_bind_template_child (widget_class, TtTileSetPage, grid);
  gtk_widget_class_bind_template_callback (widget_class, on_title_applied);
}

static void
tt_tile_set_page_init (TtTileSetPage *self)
{
  tt_rebuilder_init (&self->rebuilder, &self->set, rebuild_owner, self);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tt_tile_set_page_new (void)
{
  return g_object_new (TT_TYPE_TILE_SET_PAGE, NULL);
}

void
tt_tile_set_page_set_set (TtTileSetPage *self,
                          TtTileSet     *set)
{
  g_return_if_fail (TT_IS_TILE_SET_PAGE (self));

  tt_rebuilder_show (&self->rebuilder, set);
}

TtTileSet *
tt_tile_set_page_get_set (TtTileSetPage *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET_PAGE (self), NULL);
  return self->set;
}

AdwToast *
tt_tile_set_page_remove_tile (TtTileSetPage *self,
                              guint          index)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  GtkWidget *shell;
  AdwToast *toast;

  g_return_val_if_fail (TT_IS_TILE_SET_PAGE (self), NULL);

  if (self->set == NULL || index >= tt_tile_set_get_n_tiles (self->set))
    return NULL;
  /* the toast's title is markup */
  name = g_markup_escape_text (tt_tile_set_get_display_tile_name (self->set, index), -1);
  if (!tt_tile_set_remove_tile (self->set, index, &error))
    {
      report (self, FALSE, error);
      return NULL;
    }
  /* Translators: a tile was removed from a tile set; the toast has an Undo button */
  text = g_strdup_printf (_("Tile “%s” removed"), name);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_timeout (toast, REMOVED_TOAST_SECONDS);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_object_set_data_full (G_OBJECT (toast), "tile-set", g_object_ref (self->set), g_object_unref);
  g_object_set_data (G_OBJECT (toast), "n-tiles", GUINT_TO_POINTER (tt_tile_set_get_n_tiles (self->set)));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_remove_undo), self, 0);
  shell = gtk_widget_get_ancestor (GTK_WIDGET (self), TT_TYPE_EDITOR_SHELL);
  if (shell == NULL)
    {
      g_object_unref (toast);
      return NULL;
    }
  tt_editor_shell_show_toast (TT_EDITOR_SHELL (shell), toast);
  return toast;
}
