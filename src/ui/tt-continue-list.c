/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-continue-list.c — the unfinished games, to go on with or delete */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-continue-list.h"
#include "tt-game.h"
#include "tt-game-info.h"
#include "tt-player-color.h"

struct _TtContinueList
{
  AdwBin               parent_instance;

  AdwPreferencesGroup *group;
  GPtrArray           *rows;        /* the rows on show */
  GPtrArray           *deleting;    /* of GFile: hidden, removed when their toast goes */
};

G_DEFINE_FINAL_TYPE (TtContinueList, tt_continue_list, ADW_TYPE_BIN)

enum {
  SIGNAL_OPEN,
  SIGNAL_REVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GFile *
row_file (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "tt-file");
}

/* "Today 15:20", "Yesterday 09:02" or the date: enough to tell games apart. */
static char *
format_when (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int days;

  if (info == NULL)
    return g_strdup ("");
  utc = g_file_info_get_modification_date_time (info);
  when = g_date_time_to_local (utc);
  days = g_date_time_get_day_of_year (now) - g_date_time_get_day_of_year (when);
  if (g_date_time_get_year (now) == g_date_time_get_year (when) && days == 0)
    /* Translators: when a game was last played; see g_date_time_format() */
    return g_date_time_format (when, _("Today %H:%M"));
  if (g_date_time_get_year (now) == g_date_time_get_year (when) && days == 1)
    /* Translators: when a game was last played; see g_date_time_format() */
    return g_date_time_format (when, _("Yesterday %H:%M"));
  /* Translators: when a game was last played; see g_date_time_format() */
  return g_date_time_format (when, _("%x %H:%M"));
}

static char *
format_players (const TtRecord *record)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < record->players->len; i++)
    {
      const TtRecordPlayer *player = g_ptr_array_index (record->players, i);

      if (i > 0)
        /* Translators: between two player names in a list */
        g_string_append (names, _(", "));
      g_string_append (names, player->name != NULL ? tt_player_color_localize_name (player->name) : "");
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static void
on_row_activated (TtContinueList *self,
                  GtkWidget      *row)
{
  g_signal_emit (self, signals[SIGNAL_OPEN], 0, row_file (row));
}

static void
unref_closure_data (gpointer  data,
                    GClosure *closure)
{
  g_object_unref (data);
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* The toast may outlive the list (the window closes first). */
static TtContinueList *
toast_list (AdwToast *toast)
{
  return g_weak_ref_get (g_object_get_data (G_OBJECT (toast), "tt-list"));
}

static void
on_toast_dismissed (AdwToast *toast,
                    GFile    *file)
{
  g_autoptr(TtContinueList) self = toast_list (toast);
  g_autoptr(GError) error = NULL;

  if (g_object_get_data (G_OBJECT (toast), "tt-undone") == NULL
      && !g_file_delete (file, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete the unfinished game: %s", error->message);
  if (self != NULL)
    g_ptr_array_remove (self->deleting, file);
}

static void
on_undo_clicked (AdwToast *toast,
                 GFile    *file)
{
  g_autoptr(TtContinueList) self = toast_list (toast);

  g_object_set_data (G_OBJECT (toast), "tt-undone", GINT_TO_POINTER (TRUE));
  if (self != NULL)
    {
      g_ptr_array_remove (self->deleting, file);
      tt_continue_list_refresh (self);
    }
}

static void
on_delete_clicked (TtContinueList *self,
                   GtkWidget      *button)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "tt-row");
  GFile *file = row_file (row);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;
  GWeakRef *list_ref;

  g_ptr_array_add (self->deleting, g_object_ref (file));
  if (overlay == NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!g_file_delete (file, NULL, &error))
        g_warning ("Could not delete the unfinished game: %s", error->message);
      g_ptr_array_remove (self->deleting, file);
      tt_continue_list_refresh (self);
      return;
    }
  toast = adw_toast_new (_("Unfinished game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_timeout (toast, 10);
  list_ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (list_ref, self);
  g_object_set_data_full (G_OBJECT (toast), "tt-list", list_ref, free_weak_ref);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (on_undo_clicked),
                         g_object_ref (file), unref_closure_data, 0);
  g_signal_connect_data (toast, "dismissed", G_CALLBACK (on_toast_dismissed),
                         g_object_ref (file), unref_closure_data, 0);
  tt_continue_list_refresh (self);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

static void
on_review_clicked (TtContinueList *self,
                   GtkWidget      *button)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "tt-row");

  g_signal_emit (self, signals[SIGNAL_REVIEW], 0, row_file (row));
}

static GtkWidget *
create_review_button (TtContinueList *self,
                      GtkWidget      *row)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("view-reveal-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Review the Moves So Far"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Review the Moves So Far"), -1);
  gtk_widget_set_name (button, "continue-review");
  g_object_set_data (G_OBJECT (button), "tt-row", row);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_review_clicked), self);
  return button;
}

static GtkWidget *
create_row (TtContinueList *self,
            GFile          *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(TtRecord) record = tt_record_load_file (path, NULL);
  TtGameInfo *info = record != NULL ? tt_game_info_lookup (record->game) : NULL;
  g_autofree char *players = NULL;
  g_autofree char *when = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  GtkWidget *row, *icon, *button;

  if (info == NULL)
    return NULL;
  players = format_players (record);
  when = format_when (file);
  /* Translators: the players of an unfinished game, then when it was last played */
  subtitle = g_strdup_printf (_("%s · %s"), players, when);

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* a base game and its expansion are told apart */
  title = tt_game_info_describe_options (info, record->options);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  icon = gtk_image_new_from_icon_name (tt_game_info_get_icon_name (info));
  gtk_image_set_icon_size (GTK_IMAGE (icon), GTK_ICON_SIZE_LARGE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Delete"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Delete"), -1);
  gtk_widget_set_name (button, "continue-delete");
  g_object_set_data (G_OBJECT (button), "tt-row", row);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_delete_clicked), self);
  if (tt_record_get_n_moves (record) > 0)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), create_review_button (self, row));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, "continue-row");
  g_object_set_data_full (G_OBJECT (row), "tt-file", g_object_ref (file), g_object_unref);
  g_signal_connect_swapped (row, "activated", G_CALLBACK (on_row_activated), self);
  return row;
}

static gboolean
is_deleting (TtContinueList *self,
             GFile          *file)
{
  for (guint i = 0; i < self->deleting->len; i++)
    if (g_file_equal (g_ptr_array_index (self->deleting, i), file))
      return TRUE;
  return FALSE;
}

void
tt_continue_list_refresh (TtContinueList *self)
{
  g_autoptr(GPtrArray) files = NULL;

  g_return_if_fail (TT_IS_CONTINUE_LIST (self));

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  files = tt_game_find_autosaves ();
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      GtkWidget *row;

      if (is_deleting (self, file) || (row = create_row (self, file)) == NULL)
        continue;
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->rows->len > 0);
}

guint
tt_continue_list_get_n_games (TtContinueList *self)
{
  g_return_val_if_fail (TT_IS_CONTINUE_LIST (self), 0);
  return self->rows->len;
}

static void
tt_continue_list_finalize (GObject *object)
{
  TtContinueList *self = TT_CONTINUE_LIST (object);

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->deleting);

  G_OBJECT_CLASS (tt_continue_list_parent_class)->finalize (object);
}

static void
tt_continue_list_class_init (TtContinueListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_continue_list_finalize;

  /* An unfinished game was chosen: (GFile) its autosave. */
  signals[SIGNAL_OPEN] =
    g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
  /* Its review was asked for: (GFile) its autosave. */
  signals[SIGNAL_REVIEW] =
    g_signal_new ("review", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
tt_continue_list_init (TtContinueList *self)
{
  self->rows = g_ptr_array_new ();
  self->deleting = g_ptr_array_new_with_free_func (g_object_unref);
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("Continue"));
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->group), 24);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->group));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
tt_continue_list_new (void)
{
  return g_object_new (TT_TYPE_CONTINUE_LIST, NULL);
}
