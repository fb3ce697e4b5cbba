/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-application.c — app actions, keys, style, About and Preferences */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-application.h"
#include "tt-accessible.h"
#include "tt-catalog.h"
#include "tt-preferences-window.h"
#include "tt-renderer.h"
#include "rules/tt-rules-browser.h"
#include "tt-ui-register.h"
#include "tt-window.h"

struct _TtApplication
{
  AdwApplication  parent_instance;
  GSettings      *settings;
};

/* The hint that opens files in their review rather than for play. */
#define REVIEW_HINT "review"

G_DEFINE_FINAL_TYPE (TtApplication, tt_application, ADW_TYPE_APPLICATION)

static GtkWindow *
active_or_new_window (TtApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tt_window_new (GTK_APPLICATION (self)));
  return window;
}

static void
tt_application_activate (GApplication *app)
{
  gtk_window_present (active_or_new_window (TT_APPLICATION (app)));
}

static void
tt_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  GtkWindow *window = active_or_new_window (TT_APPLICATION (app));
  gboolean review = g_strcmp0 (hint, REVIEW_HINT) == 0;

  gtk_window_present (window);
  for (int i = 0; i < n_files; i++)
    if (review)
      tt_window_review_file (TT_WINDOW (window), files[i]);
    else
      tt_window_open_file (TT_WINDOW (window), files[i]);
}

/* The command line is handled where Tabletop already runs, if it does, so
 * --review reaches it with the files: it becomes the open hint. */
static int
tt_application_command_line (GApplication            *app,
                             GApplicationCommandLine *command_line)
{
  g_auto(GStrv) arguments = g_application_command_line_get_arguments (command_line, NULL);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean review = g_variant_dict_contains (options, "review");

  /* arguments[0] is the program; GOption took out the options */
  for (guint i = 1; arguments[i] != NULL; i++)
    if (!g_str_equal (arguments[i], "--") || files->len > 0)
      g_ptr_array_add (files, g_application_command_line_create_file_for_arg (command_line, arguments[i]));
  if (files->len == 0)
    g_application_activate (app);
  else
    g_application_open (app, (GFile **) files->pdata, (int) files->len, review ? REVIEW_HINT : "");
  return 0;
}

static void
apply_color_scheme (TtApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme value = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (scheme, "light") == 0)
    value = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (scheme, "dark") == 0)
    value = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  TtApplication *self = user_data;
  static const char *developers[] = { "The Tabletop developers", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "application-name", _("Tabletop"),
                        "application-icon", APPLICATION_ID,
                        "developer-name", _("The Tabletop developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Board games to play with friends or against the computer."),
                        "website", "https://github.com/tabletop/tabletop",
                        "issue-url", "https://github.com/tabletop/tabletop/issues",
                        "developers", developers,
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The Tabletop developers",
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TtApplication *self = user_data;
  GtkWidget *preferences = tt_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (preferences),
                                gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtApplication *self = user_data;

  gtk_show_uri (gtk_application_get_active_window (GTK_APPLICATION (self)),
                "help:tabletop", GDK_CURRENT_TIME);
}

/* ("game", "card id"): a play view's "What does this card do?" */
static void
show_rules_card_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *game, *card;

  g_variant_get (parameter, "(&s&s)", &game, &card);
  if (window != NULL)
    tt_rules_show_card (GTK_WIDGET (window), game, card);
}

static const GActionEntry app_actions[] = {
  { "show-rules-card", show_rules_card_action, "(ss)" },
  { "quit", quit_action },
  { "about", about_action },
  { "preferences", preferences_action },
  { "help", help_action },
};

/* Keys of the app.* actions and of the window's game.* actions (tt-window.c),
 * set here so the shortcuts window can show them. */
static const struct {
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit", { "<Control>q" } },
  { "app.preferences", { "<Control>comma" } },
  { "app.help", { "F1" } },
  { "game.new", { "<Control>n" } },
  { "game.open", { "<Control>o" } },
  { "game.save", { "<Control>s" } },
  { "game.save-as", { "<Control><Shift>s" } },
  { "game.undo", { "<Control>z" } },
  { "game.redo", { "<Control><Shift>z" } },
  { "game.hint", { "<Control>h" } },
  { "game.rules", { "<Shift>F1" } },
  { "game.back", { "<Alt>Left" } },
};

static void
tt_application_startup (GApplication *app)
{
  TtApplication *self = TT_APPLICATION (app);

  G_APPLICATION_CLASS (tt_application_parent_class)->startup (app);
  /* before any window exists: GTK picks the renderer for the first one */
  tt_renderer_choose (gdk_display_get_default ());
  tt_accessible_mend_names ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);

  tt_ui_register_all ();
}

static void
tt_application_dispose (GObject *object)
{
  TtApplication *self = TT_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tt_application_parent_class)->dispose (object);
}

static void
tt_application_class_init (TtApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tt_application_dispose;
  app_class->startup = tt_application_startup;
  app_class->activate = tt_application_activate;
  app_class->open = tt_application_open;
  app_class->command_line = tt_application_command_line;
}

static void
tt_application_init (TtApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "review", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 _("Open the games given in their review"), NULL);
}

TtApplication *
tt_application_new (GApplicationFlags extra_flags)
{
  return g_object_new (TT_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_HANDLES_COMMAND_LINE | extra_flags,
                       "resource-base-path", "/io/github/tabletop/Tabletop",
                       NULL);
}

GSettings *
tt_application_get_settings (TtApplication *self)
{
  g_return_val_if_fail (TT_IS_APPLICATION (self), NULL);
  return self->settings;
}
