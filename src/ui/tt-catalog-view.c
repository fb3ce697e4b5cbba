/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog-view.c — list of games / editors / rules, or the chosen page */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catalog-view.h"

struct _TtCatalogView
{
  AdwBin          parent_instance;

  GListModel     *model;
  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  AdwStatusPage  *list_page;
  GtkListBox     *list_box;
  GtkBox         *list_column;   /* the header (if any), then the list */
  GtkWidget      *page;          /* the chosen entry's page, or NULL */
};

G_DEFINE_FINAL_TYPE (TtCatalogView, tt_catalog_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TtCatalogEntry *entry = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (tt_catalog_entry_get_icon_name (entry));
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  /* Titles and descriptions are plain text ("Cities & Knights"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tt_catalog_entry_get_title (entry));
  if (tt_catalog_entry_get_description (entry) != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tt_catalog_entry_get_description (entry));
  gtk_image_set_icon_size (GTK_IMAGE (icon), GTK_ICON_SIZE_LARGE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, tt_catalog_entry_get_id (entry));
  return row;
}

static void
update_visible_child (TtCatalogView *self)
{
  if (self->page != NULL)
    gtk_stack_set_visible_child_name (self->stack, "page");
  else if (g_list_model_get_n_items (self->model) == 0)
    gtk_stack_set_visible_child_name (self->stack, "empty");
  else
    gtk_stack_set_visible_child_name (self->stack, "list");
}

static void
on_items_changed (TtCatalogView *self)
{
  update_visible_child (self);
}

static void
on_row_activated (TtCatalogView *self,
                  GtkListBoxRow *row)
{
  tt_catalog_view_open_entry (self, (guint) gtk_list_box_row_get_index (row));
}

static void
tt_catalog_view_set_model (TtCatalogView *self,
                           GListModel    *model)
{
  g_return_if_fail (self->model == NULL);

  self->model = model ? g_object_ref (model) : G_LIST_MODEL (g_list_store_new (TT_TYPE_CATALOG_ENTRY));
  gtk_list_box_bind_model (self->list_box, self->model, create_row, NULL, NULL);
  g_signal_connect_object (self->model, "items-changed",
                           G_CALLBACK (on_items_changed), self, G_CONNECT_SWAPPED);
  update_visible_child (self);
}

static void
tt_catalog_view_dispose (GObject *object)
{
  TtCatalogView *self = TT_CATALOG_VIEW (object);

  self->page = NULL;
  g_clear_object (&self->model);

  G_OBJECT_CLASS (tt_catalog_view_parent_class)->dispose (object);
}

static void
tt_catalog_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TtCatalogView *self = TT_CATALOG_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_PAGE:
      g_value_set_object (value, self->page);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_catalog_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TtCatalogView *self = TT_CATALOG_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tt_catalog_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_catalog_view_class_init (TtCatalogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_catalog_view_dispose;
  object_class->get_property = tt_catalog_view_get_property;
  object_class->set_property = tt_catalog_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The page on show, NULL while the list is shown. */
  properties[PROP_PAGE] =
    g_param_spec_object ("page", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_catalog_view_init (TtCatalogView *self)
{
  GtkWidget *clamp = adw_clamp_new ();

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->stack));

  self->empty_page = ADW_STATUS_PAGE (adw_status_page_new ());
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->empty_page), "empty");

  self->list_box = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list_box, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list_box), "boxed-list");
  g_signal_connect_swapped (self->list_box, "row-activated", G_CALLBACK (on_row_activated), self);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  self->list_column = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (self->list_column, GTK_WIDGET (self->list_box));
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->list_column));

  self->list_page = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_child (self->list_page, clamp);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->list_page), "list");
}

GtkWidget *
tt_catalog_view_new (GListModel *model)
{
  return g_object_new (TT_TYPE_CATALOG_VIEW, "model", model, NULL);
}

void
tt_catalog_view_set_texts (TtCatalogView *self,
                           const char    *icon_name,
                           const char    *list_title,
                           const char    *list_description,
                           const char    *empty_title,
                           const char    *empty_description)
{
  g_return_if_fail (TT_IS_CATALOG_VIEW (self));

  adw_status_page_set_icon_name (self->empty_page, icon_name);
  adw_status_page_set_title (self->empty_page, empty_title);
  adw_status_page_set_description (self->empty_page, empty_description);
  adw_status_page_set_title (self->list_page, list_title);
  adw_status_page_set_description (self->list_page, list_description);
}

/* A widget shown above the list (the Play page's unfinished games). */
void
tt_catalog_view_set_header (TtCatalogView *self,
                            GtkWidget     *header)
{
  g_return_if_fail (TT_IS_CATALOG_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (header));

  gtk_box_prepend (self->list_column, header);
}

GListModel *
tt_catalog_view_get_model (TtCatalogView *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_VIEW (self), NULL);
  return self->model;
}

void
tt_catalog_view_show_page (TtCatalogView *self,
                           GtkWidget     *page)
{
  GtkWidget *old;

  g_return_if_fail (TT_IS_CATALOG_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  old = gtk_stack_get_child_by_name (self->stack, "page");
  if (old != NULL)
    gtk_stack_remove (self->stack, old);
  self->page = page;
  gtk_stack_add_named (self->stack, page, "page");
  update_visible_child (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

GtkWidget *
tt_catalog_view_get_page (TtCatalogView *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_VIEW (self), NULL);
  return self->page;
}

/* The page stays in the stack until the slide back has finished, then it
 * is replaced by the next page shown. */
void
tt_catalog_view_go_back (TtCatalogView *self)
{
  g_return_if_fail (TT_IS_CATALOG_VIEW (self));

  if (self->page == NULL)
    return;
  self->page = NULL;
  update_visible_child (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

gboolean
tt_catalog_view_is_empty (TtCatalogView *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_VIEW (self), TRUE);
  return g_list_model_get_n_items (self->model) == 0;
}

void
tt_catalog_view_open_entry (TtCatalogView *self,
                            guint          position)
{
  g_autoptr(TtCatalogEntry) entry = NULL;

  g_return_if_fail (TT_IS_CATALOG_VIEW (self));

  entry = g_list_model_get_item (self->model, position);
  if (entry != NULL)
    tt_catalog_view_show_page (self, tt_catalog_entry_create_page (entry));
}

/* "empty", "list" or "page": what the view shows. */
const char *
tt_catalog_view_get_shown (TtCatalogView *self)
{
  g_return_val_if_fail (TT_IS_CATALOG_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
