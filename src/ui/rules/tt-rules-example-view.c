/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-example-view.c — a rules example, replayed move by move
 *
 * Any game's: the record's game names its TtGameInfo, whose rules table
 * replays the steps and whose board widget (a TtExampleBoard, with a
 * "game" property) shows them.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-game.h"
#include "tt-label-words.h"
#include "tt-rules-example-view.h"
#include "tt-rules-replay.h"
#include "tt-text.h"
#include "ui/tt-translation.h"
#include "ui/tt-example-board.h"


struct _TtRulesExampleView
{
  GtkBox        parent_instance;

  TtRulesDocument *document;  /* the text the example belongs to; it outlives the view */
  TtRulesBlock *example;      /* owned by the document */
  char         *highlight;
  TtRecord     *record;
  GError       *load_error;
  TtGameInfo   *info;         /* the record's game, NULL if unknown */
  const TtRules *rules;
  gpointer      state;        /* the position after `step` steps (the engine's own) */
  gpointer      events;       /* what the current step caused (the engine's own list) */
  guint         step;
  guint         n_steps;

  GtkWidget    *board_frame;
  GtkWidget    *board;        /* the game's board widget, NULL without one */
  GtkWidget    *caption;
  GtkWidget    *scores;
  GtkWidget    *step_label;
  GtkWidget    *previous_button;
  GtkWidget    *next_button;
  GtkWidget    *play_button;
};

G_DEFINE_FINAL_TYPE (TtRulesExampleView, tt_rules_example_view, GTK_TYPE_BOX)

static void
clear_state (TtRulesExampleView *self)
{
  if (self->state != NULL)
    tt_rules_free_state (self->rules, self->state);
  self->state = NULL;
  if (self->events != NULL)
    self->rules->events_free (self->events);
  self->events = NULL;
}

static void
replay_to_step (TtRulesExampleView *self)
{
  g_autoptr(GError) error = NULL;

  clear_state (self);
  if (self->rules == NULL)
    return;
  self->events = self->rules->events_new ();
  self->state = tt_rules_replay_step (self->record, self->step, self->events, &error);
  if (self->state == NULL)
    g_warning ("rules example %s: %s", self->example->example_id, error->message);
}

static JsonObject *
never_move (gconstpointer  state,
            int            player,
            guint64        seed,
            gpointer       user_data,
            GCancellable  *cancellable,
            GError       **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "a rules example only shows");
  return NULL;
}

static void show_scored (TtRulesExampleView *self);

/* The board and the scores call the seats what the text does. */
static const char *
display_name (TtRulesExampleView *self,
              guint               player)
{
  TtRecordPlayer *info = player < self->record->players->len
                         ? g_ptr_array_index (self->record->players, player) : NULL;

  if (info == NULL)
    return "?";
  return tt_rules_document_get_seat_name (self->document, info->name);
}

/* One entry per seat, for the board's marks. */
static GStrv
seat_names (TtRulesExampleView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < self->record->players->len; p++)
    g_strv_builder_add (builder, display_name (self, p));
  return g_strv_builder_end (builder);
}

static GStrv
seat_colors (TtRulesExampleView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < self->record->players->len; p++)
    {
      TtRecordPlayer *player = g_ptr_array_index (self->record->players, p);

      g_strv_builder_add (builder, player->color ? player->color : "");
    }
  return g_strv_builder_end (builder);
}

/* Marks what the step scored on the board, with the points beside it. */
static void
show_scored (TtRulesExampleView *self)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;

  if (self->board == NULL || !TT_IS_EXAMPLE_BOARD (self->board) || self->record == NULL)
    return;
  names = seat_names (self);
  colors = seat_colors (self);
  tt_example_board_mark_events (TT_EXAMPLE_BOARD (self->board), self->state,
                                self->state ? self->events : NULL,
                                (const char * const *) names, (const char * const *) colors);
}

static void
fit_board (GtkWidget *board)
{
  if (TT_IS_EXAMPLE_BOARD (board))
    tt_example_board_fit (TT_EXAMPLE_BOARD (board));
}

/* The board widget shows a game, so the record up to the step becomes a
 * game model of its own; the board only looks, it does not take input. */
static void
update_board (TtRulesExampleView *self)
{
  g_autoptr(TtRecord) shown = tt_rules_example_view_dup_record (self);
  g_autoptr(TtGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->board == NULL)
    return;
  game = g_object_new (tt_game_info_get_model_type (self->info), NULL);
  /* A controller that never moves makes every turn "not a person's", so
   * the board does not offer the next move as if the reader could play. */
  for (guint p = 0; shown != NULL && p < shown->players->len; p++)
    tt_game_set_controller (game, p, never_move, NULL, NULL);
  if (shown == NULL || !tt_game_start (game, shown, &error))
    {
      if (error != NULL)
        g_warning ("rules example %s: %s", self->example->example_id, error->message);
      g_object_set (self->board, "game", NULL, NULL);
      return;
    }
  g_object_set (self->board, "game", game, NULL);
  fit_board (self->board);
  /* The board forgets its marks when the game's turn state changes, which
   * the never-moving controller does once, from an idle. */
  g_signal_connect_object (game, "notify::thinking", G_CALLBACK (show_scored), self, G_CONNECT_SWAPPED);
}

static gboolean
fit_when_allocated (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  if (gtk_widget_get_width (widget) <= 0)
    return G_SOURCE_CONTINUE;
  fit_board (widget);
  return G_SOURCE_REMOVE;
}

/* The example speaks the language of the document it stands in, not the
 * session's: a Korean rule page read in an English session shows Korean
 * controls. */
static const char * G_GNUC_FORMAT (2)
in_document (TtRulesExampleView *self,
             const char         *msgid)
{
  return self->document ? tt_translation_get (self->document->language, msgid) : _(msgid);
}

static void
set_button_words (GtkWidget  *button,
                  const char *tooltip)
{
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
}

static void
update_scores (TtRulesExampleView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int scores[TT_RULES_MAX_PLAYERS] = { 0 };

  if (self->state == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->scores),
                          self->load_error ? self->load_error->message : "");
      return;
    }
  self->rules->scores (self->state, scores);
  for (guint p = 0; p < self->record->players->len && p < TT_RULES_MAX_PLAYERS; p++)
    {
      g_autofree char *left = NULL;

      if (TT_IS_EXAMPLE_BOARD (self->board))
        left = tt_example_board_describe_seat (TT_EXAMPLE_BOARD (self->board), self->state, p,
                                               self->document ? self->document->language : NULL);
      g_string_append_printf (text, "%s%s ", p ? "   " : "", display_name (self, p));
      /* Translators: a player's score in a rules example, after the player's name */
      g_string_append_printf (text, self->document
                                    ? tt_translation_nget (self->document->language, "%u point", "%u points",
                                                           MAX (scores[p], 0))
                                    : g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", MAX (scores[p], 0)),
                              MAX (scores[p], 0));
      if (left != NULL)
        g_string_append_printf (text, " · %s", left);
    }
  gtk_label_set_text (GTK_LABEL (self->scores), text->str);
}

/* "Open in Play" needs the game's play view; without one it says so. */
static void
update_play_button (TtRulesExampleView *self)
{
  gboolean playable = self->info != NULL && tt_game_info_get_view_type (self->info) != G_TYPE_INVALID;

  gtk_widget_set_sensitive (self->play_button, playable && self->state != NULL
                                               && !self->rules->is_finished (self->state));
  if (self->info != NULL && !playable)
    {
      /* Translators: %s is a game's title; the tooltip of a disabled "Open in Play" */
      g_autofree char *why = tt_text_printf (_("%s cannot be played in this version of Tabletop yet"),
                                             tt_game_info_get_title (self->info));

      gtk_widget_set_tooltip_text (self->play_button, why);
    }
  else
    gtk_widget_set_tooltip_text (self->play_button, in_document (self, N_("Continue this position as a new game")));
}

static void
update (TtRulesExampleView *self)
{
  g_autofree char *step_text = NULL;
  g_autofree char *caption = NULL;

  if (self->record != NULL)
    replay_to_step (self);

  if (self->step == 0)
    caption = tt_rules_markup_to_pango (self->example->text ? self->example->text
                                                             : in_document (self, N_("The position before the first move.")),
                                        self->highlight);
  else if (self->step - 1 < g_strv_length (self->example->steps))
    caption = tt_rules_markup_to_pango (self->example->steps[self->step - 1], self->highlight);
  gtk_label_set_markup (GTK_LABEL (self->caption), caption ? caption : "");
  tt_label_keep_words (GTK_LABEL (self->caption));

  /* Translators: position in a rules example, e.g. "Step 2 of 3" */
  step_text = g_strdup_printf (in_document (self, N_("Step %u of %u")), self->step, self->n_steps);
  gtk_label_set_text (GTK_LABEL (self->step_label), step_text);
  gtk_widget_set_sensitive (self->previous_button, self->step > 0);
  gtk_widget_set_sensitive (self->next_button, self->step < self->n_steps);
  update_play_button (self);

  update_scores (self);
  update_board (self);
  show_scored (self);
  set_button_words (self->previous_button, in_document (self, N_("Previous Move")));
  set_button_words (self->next_button, in_document (self, N_("Next Move")));
  gtk_button_set_label (GTK_BUTTON (self->play_button), in_document (self, N_("Open in _Play")));
}

static void
on_previous (TtRulesExampleView *self)
{
  if (self->step > 0)
    tt_rules_example_view_set_step (self, self->step - 1);
}

static void
on_next (TtRulesExampleView *self)
{
  if (self->step < self->n_steps)
    tt_rules_example_view_set_step (self, self->step + 1);
}

/* Hands the position to the window's play view, which knows how to start a
 * game from a record; the window decides what "Open in Play" does. */
static void
on_open_in_play (TtRulesExampleView *self)
{
  g_autoptr(TtRecord) record = tt_rules_example_view_dup_record (self);
  g_autofree char *text = tt_record_to_string (record);

  gtk_widget_activate_action (GTK_WIDGET (self), "rules.open-in-play", "s", text);
}

static void
tt_rules_example_view_finalize (GObject *object)
{
  TtRulesExampleView *self = TT_RULES_EXAMPLE_VIEW (object);

  g_free (self->highlight);
  g_clear_pointer (&self->record, tt_record_free);
  clear_state (self);
  g_clear_error (&self->load_error);
  g_clear_object (&self->info);

  G_OBJECT_CLASS (tt_rules_example_view_parent_class)->finalize (object);
}

static void
tt_rules_example_view_class_init (TtRulesExampleViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tt_rules_example_view_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "rules-example");
}

static GtkWidget *
icon_button (const char *icon_name,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
build_controls (TtRulesExampleView *self)
{
  GtkWidget *controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->previous_button = icon_button ("go-previous-symbolic", _("Previous Move"));
  self->next_button = icon_button ("go-next-symbolic", _("Next Move"));
  self->step_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->step_label, "numeric");
  gtk_widget_set_hexpand (self->step_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->step_label), 0);
  self->play_button = gtk_button_new_with_mnemonic (_("Open in _Play"));
  gtk_widget_set_tooltip_text (self->play_button, _("Continue this position as a new game"));

  g_signal_connect_swapped (self->previous_button, "clicked", G_CALLBACK (on_previous), self);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (on_next), self);
  g_signal_connect_swapped (self->play_button, "clicked", G_CALLBACK (on_open_in_play), self);

  gtk_box_append (GTK_BOX (controls), self->previous_button);
  gtk_box_append (GTK_BOX (controls), self->next_button);
  gtk_box_append (GTK_BOX (controls), self->step_label);
  gtk_box_append (GTK_BOX (controls), self->play_button);
  /* right under the board: a caption that wraps to more lines on the next
   * step must not move the buttons from under the pointer */
  gtk_box_insert_child_after (GTK_BOX (self), controls, self->board_frame);
}

static void
tt_rules_example_view_init (TtRulesExampleView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);

  self->board_frame = gtk_frame_new (NULL);
  gtk_box_append (GTK_BOX (self), self->board_frame);

  self->caption = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->caption), 0);
  gtk_label_set_selectable (GTK_LABEL (self->caption), TRUE);
  gtk_box_append (GTK_BOX (self), self->caption);

  self->scores = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->scores), 0);
  gtk_label_set_wrap (GTK_LABEL (self->scores), TRUE);
  gtk_widget_add_css_class (self->scores, "dim-label");
  gtk_box_append (GTK_BOX (self), self->scores);

  build_controls (self);
}

/* The game's rules replay the steps; its board widget shows them. */
static void
set_game (TtRulesExampleView *self,
          const char         *game_id)
{
  TtGameInfo *info = tt_game_info_lookup (game_id);
  GType board_type = info ? tt_game_info_get_board_type (info) : G_TYPE_INVALID;

  if (info == NULL || tt_game_info_get_rules (info) == NULL)
    {
      g_set_error (&self->load_error, TT_GAME_ERROR, TT_GAME_ERROR_UNKNOWN_GAME,
                   _("%s: this version of Tabletop cannot show “%s” games"),
                   self->record->source, game_id);
      return;
    }
  self->info = g_object_ref (info);
  self->rules = tt_game_info_get_rules (info);
  if (!g_type_is_a (board_type, GTK_TYPE_WIDGET))
    return;
  self->board = g_object_new (board_type, NULL);
  gtk_widget_set_size_request (self->board, -1, 280);
  gtk_widget_set_can_target (self->board, FALSE);
  gtk_widget_set_focusable (self->board, FALSE);
  gtk_widget_add_tick_callback (self->board, fit_when_allocated, NULL, NULL);
  gtk_frame_set_child (GTK_FRAME (self->board_frame), self->board);
}

GtkWidget *
tt_rules_example_view_new (TtRulesDocument *document,
                           TtRulesBlock    *example,
                           GFile           *rules_root,
                           const char      *highlight)
{
  TtRulesExampleView *self = g_object_new (TT_TYPE_RULES_EXAMPLE_VIEW, NULL);
  g_autoptr(GFile) file = tt_rules_example_get_file (rules_root, example);

  self->document = document;
  self->example = example;
  self->highlight = g_strdup (highlight);
  self->record = tt_record_load_gfile (file, NULL, &self->load_error);
  if (self->record != NULL)
    set_game (self, self->record->game);
  self->n_steps = self->rules ? tt_rules_replay_count_steps (self->record) : 0;
  update (self);
  return GTK_WIDGET (self);
}

guint
tt_rules_example_view_get_step (TtRulesExampleView *self)
{
  g_return_val_if_fail (TT_IS_RULES_EXAMPLE_VIEW (self), 0);
  return self->step;
}

guint
tt_rules_example_view_get_n_steps (TtRulesExampleView *self)
{
  g_return_val_if_fail (TT_IS_RULES_EXAMPLE_VIEW (self), 0);
  return self->n_steps;
}

void
tt_rules_example_view_set_step (TtRulesExampleView *self,
                                guint               step)
{
  g_return_if_fail (TT_IS_RULES_EXAMPLE_VIEW (self));
  self->step = MIN (step, self->n_steps);
  update (self);
}

TtRecord *
tt_rules_example_view_dup_record (TtRulesExampleView *self)
{
  TtRecord *copy;

  g_return_val_if_fail (TT_IS_RULES_EXAMPLE_VIEW (self), NULL);
  if (self->record == NULL)
    return NULL;
  copy = tt_record_copy (self->record);
  /* Step 0 is the position after the moves that set the scene ("rules_from"). */
  tt_record_truncate_moves (copy, MIN (tt_rules_replay_first_move (self->record) + self->step,
                                       tt_record_get_n_moves (copy)));
  json_object_set_boolean_member (copy->root, "final_scoring", FALSE);
  json_object_remove_member (copy->root, "rules_expect");
  json_object_remove_member (copy->root, "rules_from");
  return copy;
}
