/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-accessible.c — GTK 4.8 names some controls badly for screen readers,
 * in ways later GTK versions fix:
 *  - a button with a mnemonic is named by its raw label and then its
 *    label child ("_Accept Accept");
 *  - a button showing only an icon is named after the image's type
 *    ("GtkImage"): the tooltip, which says what it does, is not used;
 *  - a menu button, the button inside a drop-down and an expander with
 *    a mnemonic are named after their own types.
 * Rather than repeat a fix beside every control (and miss the next one),
 * every control is mended when its page is first mapped and whenever its
 * label, tooltip or icon changes after, from what it already shows; a
 * name the app set on purpose is kept. */
#include "config.h"

#include "tt-accessible.h"


#define FROM_TOOLTIP "tt-accessible-from-tooltip"

/* "_Save As…" → "Save As…"; "__" is a literal underscore. */
char *
tt_accessible_strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; p != NULL && *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            p++;
          else
            continue;
        }
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

/* The name is set here unless the app named the control itself (a name
 * set here earlier, from a tooltip since changed, is replaced). */
static void
name_from_tooltip (GtkWidget *widget,
                   GtkWidget *tooltip_owner)
{
  const char *tooltip = gtk_widget_get_tooltip_text (tooltip_owner);

  if (tooltip == NULL || *tooltip == '\0')
    return;
  if (g_object_get_data (G_OBJECT (widget), FROM_TOOLTIP) == NULL &&
      gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_object_set_data (G_OBJECT (widget), FROM_TOOLTIP, GINT_TO_POINTER (TRUE));
}

static void
mend_menu_button (GtkMenuButton *button)
{
  const char *label = gtk_menu_button_get_label (button);

  /* the button inside is named after this one */
  if (label != NULL && *label != '\0')
    {
      g_autofree char *text = gtk_menu_button_get_use_underline (button)
                              ? tt_accessible_strip_mnemonic (label) : g_strdup (label);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
  else
    name_from_tooltip (GTK_WIDGET (button), GTK_WIDGET (button));
}

static void
mend (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (GTK_IS_MENU_BUTTON (widget))
    mend_menu_button (GTK_MENU_BUTTON (widget));
  else if (GTK_IS_EXPANDER (widget) && gtk_expander_get_label (GTK_EXPANDER (widget)) != NULL)
    {
      g_autofree char *text = tt_accessible_strip_mnemonic (gtk_expander_get_label (GTK_EXPANDER (widget)));

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
  else if (GTK_IS_DROP_DOWN (widget))
    name_from_tooltip (widget, widget);
  else if (GTK_IS_BUTTON (widget) && GTK_IS_DROP_DOWN (parent))
    {
      /* the drop-down's own name (its row's title) */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      parent, NULL, -1);
    }
  else if (GTK_IS_BUTTON (widget))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (widget));

      /* the label child alone names it, without the mnemonic */
      if (GTK_IS_LABEL (child) && gtk_button_get_use_underline (GTK_BUTTON (widget)))
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
      else if (GTK_IS_IMAGE (child))
        name_from_tooltip (widget, widget);
    }
}

static void
on_notify (GtkWidget  *widget,
           GParamSpec *pspec,
           gpointer    data)
{
  mend (widget);
}

static gboolean
is_control (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_EXPANDER (widget)
         || GTK_IS_DROP_DOWN (widget);
}

/* A control is mended when first seen and watched for a label or tooltip
 * set later (GTK sets the raw label again); a page is read whole the first
 * time any of it is mapped, its hidden parts too (a screen reader finds
 * those in the tree as well). */
static void
visit (GtkWidget *widget)
{
  static const char * const changes[] = {
    "label", "use-underline", "tooltip-text", "tooltip-markup", "icon-name", "child",
  };

  if (g_object_get_data (G_OBJECT (widget), "tt-accessible-seen") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "tt-accessible-seen", GINT_TO_POINTER (TRUE));
  if (is_control (widget))
    {
      for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
        if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), changes[i]) != NULL)
          {
            g_autofree char *signal = g_strconcat ("notify::", changes[i], NULL);

            g_signal_connect_after (widget, signal, G_CALLBACK (on_notify), NULL);
          }
      mend (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    visit (child);
}

static gboolean
on_map (GSignalInvocationHint *hint,
        guint                  n_params,
        const GValue          *params,
        gpointer               data)
{
  visit (g_value_get_object (&params[0]));
  return TRUE;
}

/* Once, before any window is built. */
void
tt_accessible_mend_names (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  /* the signal exists once the class does (kept for the app's life);
   * "notify" takes no emission hooks, "map" does */
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_map, NULL, NULL);
}
