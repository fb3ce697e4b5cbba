/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-preferences-window.c — preferences, stored in GSettings at once */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-preferences-window.h"

struct _TtPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  AdwPreferencesPage   *general_page;
  AdwComboRow          *style_row;
  AdwComboRow          *rules_language_row;
  AdwComboRow          *pace_row;
};

G_DEFINE_FINAL_TYPE (TtPreferencesWindow, tt_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* Combo rows choose by position; the settings store words. The position
 * of a word in these lists is its row. */
static const char * const style_values[] = { "default", "light", "dark", NULL };
static const char * const pace_values[] = { "slow", "normal", "fast", "instant", NULL };
static const char * const language_values[] = { "", "ko", "en", NULL };

static gboolean
word_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *words = user_data;
  const char *word = g_variant_get_string (variant, NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (g_strcmp0 (words[i], word) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_word (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *words = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) words))
    return NULL;
  return g_variant_new_string (words[position]);
}

static void
bind_choice (GSettings          *settings,
             const char         *key,
             AdwComboRow        *row,
             const char * const *words)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                word_to_position, position_to_word, (gpointer) words, NULL);
}

static void
tt_preferences_window_dispose (GObject *object)
{
  TtPreferencesWindow *self = TT_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tt_preferences_window_parent_class)->dispose (object);
}

static void
tt_preferences_window_class_init (TtPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/tt-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TtPreferencesWindow, general_page);
  gtk_widget_class_bind_template_child (widget_class, TtPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, TtPreferencesWindow, rules_language_row);
  gtk_widget_class_bind_template_child (widget_class, TtPreferencesWindow, pace_row);
}

static void
tt_preferences_window_init (TtPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tt_preferences_window_new (GSettings *settings)
{
  TtPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TT_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);
  bind_choice (settings, "color-scheme", self->style_row, style_values);
  bind_choice (settings, "rules-language", self->rules_language_row, language_values);
  bind_choice (settings, "computer-pace", self->pace_row, pace_values);
  return GTK_WIDGET (self);
}

/* Features with their own settings add an AdwPreferencesGroup here. */
AdwPreferencesPage *
tt_preferences_window_get_general_page (TtPreferencesWindow *self)
{
  g_return_val_if_fail (TT_IS_PREFERENCES_WINDOW (self), NULL);
  return self->general_page;
}
