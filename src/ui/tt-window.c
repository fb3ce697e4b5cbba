/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-window.c — the main window
 *
 * The game.* actions (new, open, save, save-as, undo, redo, hint, rules,
 * play-again, back) belong to the window, not to each game's view: they
 * act on the play view on show, their keys are application accelerators
 * (tt-application.c), and the shortcuts window lists them from there. The
 * ones that act on a game are enabled only while the Play page shows one,
 * so Ctrl+Z reaches the editor when the editor is on show.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-continue-list.h"
#include "tt-editor-shell.h"
#include "tt-game-info.h"
#include "tt-play-view.h"
#include "tt-review-view.h"
#include "tt-window.h"

struct _TtWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  TtGame               *game;       /* the game of the Play page, or NULL */
  TtPlayView           *play_view;  /* the Play page's view, or NULL */
  GSignalGroup         *view_signals;
  GSimpleActionGroup   *game_actions;

  /* template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwViewStack         *view_stack;
  GtkButton            *back_button;
  AdwViewSwitcherTitle *switcher_title;

  TtCatalogView        *views[TT_CATALOG_RULES + 1];
  TtContinueList       *continue_list;
};

G_DEFINE_FINAL_TYPE (TtWindow, tt_window, ADW_TYPE_APPLICATION_WINDOW)

static const char * const view_names[] = { "play", "editor", "rules" };

static TtCatalogView *
visible_catalog_view (TtWindow *self)
{
  GtkWidget *child = adw_view_stack_get_visible_child (self->view_stack);

  return TT_IS_CATALOG_VIEW (child) ? TT_CATALOG_VIEW (child) : NULL;
}

static void
enable (TtWindow   *self,
        const char *name,
        gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->game_actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The title names the game on show, and its file once saved, as GNOME
 * document apps do ("Game — game-3.tabletop"); elsewhere it is the app's. */
static void
update_title (TtWindow *self,
              gboolean  playing)
{
  TtGameInfo *info = NULL;
  g_autofree char *title = NULL;

  if (playing && self->game != NULL)
    info = tt_game_info_lookup (tt_game_get_record_game (self->game));
  if (info == NULL)
    title = g_strdup (_("Tabletop"));
  else if (tt_game_get_file (self->game) != NULL)
    {
      g_autofree char *basename = g_file_get_basename (tt_game_get_file (self->game));
      g_autofree char *name = g_filename_display_name (basename);

      /* Translators: the window's title: a game's name, and the file it is saved in */
      title = g_strdup_printf (_("%s — %s"), tt_game_info_get_title (info), name);
    }
  else
    title = g_strdup (tt_game_info_get_title (info));
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_view_switcher_title_set_title (self->switcher_title, title);
}

static void
update_state (TtWindow *self)
{
  TtCatalogView *view = visible_catalog_view (self);
  GtkWidget *play_page = tt_catalog_view_get_page (self->views[TT_CATALOG_GAMES]);
  GListModel *games = tt_catalog_get_model (TT_CATALOG_GAMES);
  TtPlayView *play_view = TT_IS_PLAY_VIEW (play_page) ? TT_PLAY_VIEW (play_page) : NULL;
  gboolean playing = play_view != NULL && view == self->views[TT_CATALOG_GAMES];
  gboolean has_page = view != NULL && tt_catalog_view_get_page (view) != NULL;
  TtGame *game = play_view ? tt_play_view_get_game (play_view) : NULL;

  if (self->play_view != play_view)
    {
      self->play_view = play_view;
      g_signal_group_set_target (self->view_signals, play_view);
    }
  g_set_object (&self->game, game);
  /* back on the list: the game just left is one to continue */
  if (tt_catalog_view_get_page (self->views[TT_CATALOG_GAMES]) == NULL)
    tt_continue_list_refresh (self->continue_list);

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), has_page);
  enable (self, "back", has_page);
  enable (self, "new", g_list_model_get_n_items (games) > 0);
  enable (self, "save", self->game != NULL);
  enable (self, "save-as", self->game != NULL);
  enable (self, "undo", playing && tt_play_view_get_can_undo (play_view));
  enable (self, "redo", playing && tt_play_view_get_can_redo (play_view));
  enable (self, "hint", playing && tt_play_view_get_can_hint (play_view));
  enable (self, "rules", playing && self->game != NULL);
  enable (self, "play-again", playing && self->game != NULL);
  enable (self, "review", playing && self->game != NULL && tt_game_get_n_moves (self->game) > 0);
  update_title (self, playing);
}

static void
go_back_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  TtCatalogView *view = visible_catalog_view (self);
  GtkWidget *page = view ? tt_catalog_view_get_page (view) : NULL;

  /* an editor steps back through its own pages before it is left */
  if (page != NULL && TT_IS_EDITOR_SHELL (page) && tt_editor_shell_go_back (TT_EDITOR_SHELL (page)))
    return;
  if (view != NULL)
    tt_catalog_view_go_back (view);
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);

  tt_window_show_view (self, "play");
  tt_catalog_view_go_back (self->views[TT_CATALOG_GAMES]);
}

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tabletop Games"));
  gtk_file_filter_add_pattern (filter, "*.tabletop");
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
on_open_response (GtkNativeDialog *dialog,
                  int              response,
                  TtWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      tt_window_open_file (self, file);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  dialog = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_save_response (GtkNativeDialog *dialog,
                  int              response,
                  TtWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (tt_game_save (self->game, file, NULL, &error))
        {
          tt_window_add_toast (self, _("Game saved"));
          update_state (self);
        }
      else
        {
          g_autofree char *title = g_strdup_printf (_("Could not save: %s"), error->message);
          tt_window_add_toast (self, title);
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = record_filter ();
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (tt_game_get_file (self->game) != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), tt_game_get_file (self->game), NULL);
  else
    {
      name = g_strconcat (tt_game_get_record_game (self->game), ".tabletop", NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A game that came from a file (or was saved before) goes back there
 * without asking; a new one asks where to go. */
static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (tt_game_get_file (self->game) == NULL)
    {
      save_as_action (action, parameter, user_data);
      return;
    }
  if (tt_game_save (self->game, tt_game_get_file (self->game), NULL, &error))
    {
      tt_window_add_toast (self, _("Game saved"));
      update_state (self);
    }
  else
    {
      g_autofree char *title = g_strdup_printf (_("Could not save: %s"), error->message);
      tt_window_add_toast (self, title);
    }
}

static void
show_error_toast (TtWindow     *self,
                  const char   *what,
                  const GError *error)
{
  /* Translators: the first %s is what failed ("Undo"), the second why */
  g_autofree char *title = g_strdup_printf (_("%s failed: %s"), what, error->message);

  tt_window_add_toast (self, title);
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->play_view != NULL && !tt_play_view_undo (self->play_view, &error))
    show_error_toast (self, _("Undo"), error);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->play_view != NULL && !tt_play_view_redo (self->play_view, &error))
    show_error_toast (self, _("Redo"), error);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);

  if (self->play_view != NULL)
    tt_play_view_hint (self->play_view);
}

static void
rules_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);

  if (self->play_view != NULL)
    tt_play_view_show_rules (self->play_view);
}

static void
play_again_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);
  g_autoptr(GError) error = NULL;

  if (self->play_view != NULL && !tt_play_view_play_again (self->play_view, &error))
    show_error_toast (self, _("Starting a new game"), error);
}

/* "Play from Here": the new game takes the review's place; the reviewed
 * one stays where it was (its file, or its autosave). */
static void
on_play_from (TtWindow *self,
              TtGame   *game)
{
  GtkWidget *view = tt_play_view_new_for_game (game);

  if (view != NULL)
    tt_catalog_view_show_page (self->views[TT_CATALOG_GAMES], view);
}

void
tt_window_review_game (TtWindow *self,
                       TtGame   *game)
{
  GtkWidget *view;

  g_return_if_fail (TT_IS_WINDOW (self));
  g_return_if_fail (TT_IS_GAME (game));

  view = tt_review_view_new_for_game (game);
  g_signal_connect_object (view, "play-from", G_CALLBACK (on_play_from), self, G_CONNECT_SWAPPED);
  tt_window_show_view (self, "play");
  tt_catalog_view_show_page (self->views[TT_CATALOG_GAMES], view);
  gtk_widget_grab_focus (view);
}

static void
review_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  TtWindow *self = TT_WINDOW (user_data);

  if (self->game != NULL)
    tt_window_review_game (self, self->game);
}

static const GActionEntry game_entries[] = {
  { "new", new_game_action },
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "hint", hint_action },
  { "rules", rules_action },
  { "play-again", play_again_action },
  { "review", review_action },
  { "back", go_back_action },
};

/* What went wrong, in a sentence the reader's language has; the engine's
 * or the parser's own message (English, with file and place) goes below. */
static const char *
open_error_summary (const GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return _("The file does not exist.");
  if (error->domain == G_IO_ERROR)
    return _("The file could not be read.");
  if (g_error_matches (error, TT_RECORD_ERROR, TT_RECORD_ERROR_VERSION))
    return _("The game was saved by a newer version of Tabletop.");
  if (g_error_matches (error, TT_RECORD_ERROR, TT_RECORD_ERROR_MOVE))
    return _("A move in the file breaks the rules of the game.");
  if (g_error_matches (error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME))
    return _("This version of Tabletop cannot play this game.");
  /* a JSON syntax error, a missing field, a file of something else */
  return _("The file is damaged, or it is not a Tabletop game.");
}

static void
show_open_error (TtWindow     *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;
  GtkWidget *detail;

  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could Not Open “%s”"), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, open_error_summary (error));
  gtk_widget_set_name (dialog, "open-error-dialog");
  detail = gtk_label_new (error->message);
  gtk_widget_set_name (detail, "open-error-detail");
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (detail), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (detail), TRUE);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), detail);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tt_window_open_file (TtWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;
  GtkWidget *view;

  g_return_if_fail (TT_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  game = tt_game_load_from_file (file, NULL, &error);
  if (game == NULL)
    {
      show_open_error (self, file, error);
      return;
    }
  /* the game's TtGameInfo names the view (a program may lack a game's UI) */
  view = tt_play_view_new_for_game (game);
  if (view == NULL)
    {
      g_autofree char *path = g_file_get_parse_name (file);

      g_set_error (&error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME,
                   _("%s: this version of Tabletop cannot show “%s” games"),
                   path, tt_game_get_record_game (game));
      show_open_error (self, file, error);
      return;
    }
  tt_window_show_view (self, "play");
  tt_catalog_view_show_page (self->views[TT_CATALOG_GAMES], view);
}

void
tt_window_review_file (TtWindow *self,
                       GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;

  g_return_if_fail (TT_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  game = tt_game_load_from_file (file, NULL, &error);
  if (game == NULL)
    {
      show_open_error (self, file, error);
      return;
    }
  tt_window_review_game (self, game);
}

void
tt_window_show_view (TtWindow   *self,
                     const char *name)
{
  g_return_if_fail (TT_IS_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

const char *
tt_window_get_view_name (TtWindow *self)
{
  g_return_val_if_fail (TT_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

GtkWidget *
tt_window_get_catalog_view (TtWindow   *self,
                            const char *name)
{
  g_return_val_if_fail (TT_IS_WINDOW (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (view_names); i++)
    if (g_strcmp0 (view_names[i], name) == 0)
      return GTK_WIDGET (self->views[i]);
  return NULL;
}

TtGame *
tt_window_get_game (TtWindow *self)
{
  g_return_val_if_fail (TT_IS_WINDOW (self), NULL);
  return self->game;
}

GActionGroup *
tt_window_get_game_actions (TtWindow *self)
{
  g_return_val_if_fail (TT_IS_WINDOW (self), NULL);
  return G_ACTION_GROUP (self->game_actions);
}

void
tt_window_add_toast (TtWindow   *self,
                     const char *title)
{
  g_return_if_fail (TT_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
}

static void
add_catalog_view (TtWindow      *self,
                  TtCatalogKind  kind,
                  const char    *title,
                  const char    *icon_name,
                  const char    *list_title,
                  const char    *list_description,
                  const char    *empty_title,
                  const char    *empty_description)
{
  GtkWidget *view = tt_catalog_view_new (tt_catalog_get_model (kind));
  AdwViewStackPage *page;

  tt_catalog_view_set_texts (TT_CATALOG_VIEW (view), icon_name, list_title, list_description,
                             empty_title, empty_description);
  g_signal_connect_object (view, "notify::page", G_CALLBACK (update_state), self, G_CONNECT_SWAPPED);
  page = adw_view_stack_add_titled (self->view_stack, view, view_names[kind], title);
  adw_view_stack_page_set_icon_name (page, icon_name);
  self->views[kind] = TT_CATALOG_VIEW (view);
}

static void
tt_window_dispose (GObject *object)
{
  TtWindow *self = TT_WINDOW (object);

  if (self->view_signals)
    g_signal_group_set_target (self->view_signals, NULL);
  g_clear_object (&self->view_signals);
  g_clear_object (&self->game_actions);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tt_window_parent_class)->dispose (object);
}

static void
tt_window_class_init (TtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TtWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TtWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TtWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TtWindow, switcher_title);
}

static void
tt_window_init (TtWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->game_actions), game_entries,
                                   G_N_ELEMENTS (game_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", G_ACTION_GROUP (self->game_actions));
  /* the view's own state (a provisional move, a computer thinking) decides */
  self->view_signals = g_signal_group_new (TT_TYPE_PLAY_VIEW);
  g_signal_group_connect_swapped (self->view_signals, "notify", G_CALLBACK (update_state), self);

  add_catalog_view (self, TT_CATALOG_GAMES, _("Play"), "input-gaming-symbolic",
                    _("Play"), _("Choose a game to start"),
                    _("No Games Yet"), _("Games appear here as soon as they can be played"));
  add_catalog_view (self, TT_CATALOG_EDITORS, _("Editor"), "document-edit-symbolic",
                    _("Editor"), _("Design your own tiles and cards"),
                    _("No Editors Yet"), _("Editors for tile sets and card sets appear here"));
  add_catalog_view (self, TT_CATALOG_RULES, _("Rules"), "accessories-dictionary-symbolic",
                    _("Rules"), _("Read how each game is played"),
                    _("No Rules Yet"), _("The rules of each game appear here"));

  self->continue_list = TT_CONTINUE_LIST (tt_continue_list_new ());
  tt_catalog_view_set_header (self->views[TT_CATALOG_GAMES], GTK_WIDGET (self->continue_list));
  g_signal_connect_object (self->continue_list, "open",
                           G_CALLBACK (tt_window_open_file), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->continue_list, "review",
                           G_CALLBACK (tt_window_review_file), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->view_stack, "notify::visible-child",
                           G_CALLBACK (update_state), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tt_catalog_get_model (TT_CATALOG_GAMES), "items-changed",
                           G_CALLBACK (update_state), self, G_CONNECT_SWAPPED);

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  update_state (self);
}

TtWindow *
tt_window_new (GtkApplication *application)
{
  return g_object_new (TT_TYPE_WINDOW, "application", application, NULL);
}
