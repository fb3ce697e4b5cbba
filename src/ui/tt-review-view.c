/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-review-view.c — stepping through a game with the computer's judgement
 *
 * The board shows a game model of its own made from the record's first k
 * moves, every seat given a controller that never moves, so the board
 * offers no move to the reader (as the rules examples do). The better move
 * is shown the same way: the position before the move with the computer's
 * move played, what it built or scored marked by the board.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-example-board.h"
#include "tt-label-words.h"
#include "tt-review-view.h"
#include "tt-rules-replay.h"
#include "tt-standing-chart.h"

/* A window at least this wide shows the board beside the panel. */
#define WIDE_WIDTH  720
#define PANEL_WIDTH 360

struct _TtReviewView
{
  AdwBin           parent_instance;

  TtGameReview    *review;
  TtGame          *shown_game;   /* the position on show, a game of its own */
  GtkWidget       *board;        /* the game's board widget, or NULL */
  GPtrArray       *rows;         /* the move list's rows: row k shows position k */
  guint            position;
  gboolean         showing_best;
  guint            scroll_tick;   /* the tick callback that scrolls to the selected row */
  guint            scroll_ticks_seen;
  gboolean         follow_selected; /* the keys stepped last: keep the row in sight as judgements change heights */

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  GtkWidget       *columns;
  GtkFrame        *board_frame;
  GtkWidget       *panel;
  GtkLabel        *position_label;
  GtkWidget       *progress_box;
  GtkProgressBar  *progress_bar;
  GtkWidget       *resume_button;
  GtkLabel        *move_label;
  GtkLabel        *mark_label;
  GtkLabel        *values_label;
  GtkLabel        *best_label;
  GtkToggleButton *best_button;
  GtkLabel        *chart_heading;
  TtStandingChart *chart;
  GtkListBox      *move_list;
};

G_DEFINE_FINAL_TYPE (TtReviewView, tt_review_view, ADW_TYPE_BIN)

enum { SIGNAL_PLAY_FROM, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char * const mark_classes[] = { NULL, "inaccuracy", "mistake", "blunder" };

static JsonObject *
never_move (gconstpointer  state,
            int            player,
            guint64        seed,
            gpointer       user_data,
            GCancellable  *cancellable,
            GError       **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "a review only shows");
  return NULL;
}

static const TtRecord *
reviewed_record (TtReviewView *self)
{
  return tt_game_get_record (tt_game_review_get_game (self->review));
}

/* The record's first `n_moves` moves as a game of its own that never
 * moves on and is never autosaved. */
static TtGame *
new_position_game (TtReviewView  *self,
                   guint          n_moves,
                   GError       **error)
{
  TtGame *reviewed = tt_game_review_get_game (self->review);
  g_autoptr(TtRecord) record = tt_record_copy (tt_game_get_record (reviewed));
  g_autoptr(TtGame) game = g_object_new (G_OBJECT_TYPE (reviewed), "autosave", FALSE, NULL);

  tt_record_truncate_moves (record, n_moves);
  for (guint p = 0; p < record->players->len; p++)
    tt_game_set_controller (game, p, never_move, NULL, NULL);
  if (!tt_game_start (game, record, error))
    return NULL;
  return g_steal_pointer (&game);
}

static GStrv
seat_names (TtReviewView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  TtGame *game = tt_game_review_get_game (self->review);

  for (guint p = 0; p < tt_game_get_n_players (game); p++)
    g_strv_builder_add (builder, tt_game_get_player_name (game, p));
  return g_strv_builder_end (builder);
}

static GStrv
seat_colors (TtReviewView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  TtGame *game = tt_game_review_get_game (self->review);

  for (guint p = 0; p < tt_game_get_n_players (game); p++)
    {
      const char *color = tt_player_get_color (tt_game_get_player (game, p));

      g_strv_builder_add (builder, color ? color : "");
    }
  return g_strv_builder_end (builder);
}

/* Marks on the board what the move that led here built or scored: the
 * better move's own events, or the played move's, replayed. */
static void
mark_last_move (TtReviewView *self)
{
  const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (self->shown_game));
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;
  g_autoptr(GError) error = NULL;
  gpointer state = NULL, events = NULL;

  if (self->board == NULL || !TT_IS_EXAMPLE_BOARD (self->board) || rules == NULL)
    return;
  names = seat_names (self);
  colors = seat_colors (self);
  if (self->showing_best)
    {
      tt_example_board_mark_events (TT_EXAMPLE_BOARD (self->board), tt_game_get_state (self->shown_game),
                                    tt_game_get_last_events (self->shown_game),
                                    (const char * const *) names, (const char * const *) colors);
      return;
    }
  if (self->position > 0)
    {
      events = rules->events_new ();
      state = tt_rules_replay_step (reviewed_record (self), self->position, events, &error);
      if (state == NULL)
        g_debug ("review: no marks for position %u: %s", self->position, error->message);
    }
  tt_example_board_mark_events (TT_EXAMPLE_BOARD (self->board), state, state ? events : NULL,
                                (const char * const *) names, (const char * const *) colors);
  if (state != NULL)
    tt_rules_free_state (rules, state);
  if (events != NULL)
    rules->events_free (events);
}

static gboolean
fit_when_allocated (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  if (gtk_widget_get_width (widget) <= 0)
    return G_SOURCE_CONTINUE;
  if (TT_IS_EXAMPLE_BOARD (widget))
    tt_example_board_fit (TT_EXAMPLE_BOARD (widget));
  return G_SOURCE_REMOVE;
}

/* The position on show, or the better move played there instead. */
static TtGame *
new_shown_game (TtReviewView  *self,
                GError       **error)
{
  JsonObject *best;
  g_autoptr(TtGame) game = NULL;

  if (!self->showing_best || self->position == 0)
    return new_position_game (self, self->position, error);
  best = tt_game_review_get_best_move (self->review, self->position - 1);
  game = new_position_game (self, self->position - 1, error);
  if (game == NULL || best == NULL || !tt_game_play (game, best, error))
    return NULL;
  return g_steal_pointer (&game);
}

static void
update_board (TtReviewView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = new_shown_game (self, &error);

  if (game == NULL)
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error ? error->message : ""));
      if (self->showing_best)
        {
          self->showing_best = FALSE;
          gtk_toggle_button_set_active (self->best_button, FALSE);
        }
      return;
    }
  if (self->shown_game != NULL)
    g_signal_handlers_disconnect_by_data (self->shown_game, self);
  g_set_object (&self->shown_game, game);
  if (self->board == NULL)
    return;
  g_object_set (self->board, "game", game, NULL);
  mark_last_move (self);
  /* The board forgets its marks when the turn state changes, which the
   * never-moving controllers do once, from an idle. */
  g_signal_connect_object (game, "notify::thinking", G_CALLBACK (mark_last_move), self, G_CONNECT_SWAPPED);
}

/* "45%" or "112 points": a value of the review's kind. */
static char *
format_value (TtReviewView *self,
              double        value)
{
  if (tt_game_review_get_value_kind (self->review) == TT_REVIEW_WIN_CHANCE)
    /* Translators: a chance to win in percent, as in "45%" */
    return g_strdup_printf (_("%.0f%%"), value * 100);
  /* Translators: an expected final score, as in "112 points" */
  return g_strdup_printf (_("%.0f points"), value);
}

static void
set_mark (TtReviewView *self,
          TtReviewMark  mark)
{
  const char *label = tt_game_review_mark_label (mark);

  for (guint i = 1; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->mark_label), mark_classes[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->mark_label), label != NULL);
  if (label == NULL)
    return;
  gtk_label_set_text (self->mark_label, label);
  gtk_widget_add_css_class (GTK_WIDGET (self->mark_label), mark_classes[MIN ((guint) mark, 3)]);
}

/* Words that wrap: whole words only, in Korean too (tt-label-words.h). */
static void
set_words (GtkLabel   *label,
           const char *text)
{
  gtk_label_set_text (label, text);
  tt_label_keep_words (label);
}

static void
update_values (TtReviewView            *self,
               const TtReviewJudgement *judgement)
{
  g_autofree char *before = format_value (self, judgement->before);
  g_autofree char *after = format_value (self, judgement->after);
  g_autofree char *best = format_value (self, judgement->best_value);
  g_autofree char *text = NULL;
  const char *name = tt_game_get_player_name (tt_game_review_get_game (self->review), judgement->player);

  if (tt_game_review_get_value_kind (self->review) == TT_REVIEW_WIN_CHANCE)
    /* Translators: a player's chance to win before and after their move, and
     * after the computer's move, as in "Ann’s chance to win: 45% → 30% (best 44%)" */
    text = g_strdup_printf (_("%s’s chance to win: %s → %s (best %s)"), name, before, after, best);
  else
    /* Translators: a player's expected final score before and after their
     * move, and after the computer's, as in "Ann’s expected score: 120 points → 110 points (best 118 points)" */
    text = g_strdup_printf (_("%s’s expected score: %s → %s (best %s)"), name, before, after, best);
  set_words (self->values_label, text);
}

static void
update_judgement (TtReviewView *self)
{
  TtReviewJudgement judgement;
  g_autofree char *words = NULL;
  g_autofree char *best = NULL;
  g_autofree char *best_text = NULL;
  gboolean judged, has_best;
  guint move = self->position - 1;

  if (self->position == 0)
    {
      set_words (self->move_label, _("Start of the game"));
      set_words (self->values_label, "");
      set_mark (self, TT_REVIEW_MARK_NONE);
      gtk_widget_set_visible (GTK_WIDGET (self->best_label), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->best_button), FALSE);
      return;
    }
  words = tt_game_review_describe_move (self->review, move);
  set_words (self->move_label, words ? words : "");
  judged = tt_game_review_get_judgement (self->review, move, &judgement);
  set_mark (self, judged ? judgement.mark : TT_REVIEW_MARK_NONE);
  if (judged)
    update_values (self, &judgement);
  else
    set_words (self->values_label,
                        tt_game_review_is_analysed (self->review, move)
                        ? _("Not judged: there was nothing to choose") : _("Not judged yet"));
  best = judged && !tt_game_review_is_best_move (self->review, move)
         ? tt_game_review_describe_best (self->review, move) : NULL;
  has_best = best != NULL && tt_game_review_get_best_move (self->review, move) != NULL;
  if (best != NULL)
    /* Translators: the move the computer would have played, in words */
    best_text = g_strdup_printf (_("Better: %s"), best);
  else if (judged)
    best_text = g_strdup (_("The computer would have played the same."));
  set_words (self->best_label, best_text ? best_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->best_label), best_text != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->best_button), has_best);
}

static void
update_position_label (TtReviewView *self)
{
  /* Translators: the position on show: after move %u of %u */
  g_autofree char *text = g_strdup_printf (_("Move %u of %u"), self->position,
                                           tt_game_review_get_n_moves (self->review));

  gtk_label_set_text (self->position_label, text);
}

static void
update_actions (TtReviewView *self)
{
  guint n_moves = tt_game_review_get_n_moves (self->review);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next", self->position < n_moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", self->position < n_moves);
}

static void
show_position (TtReviewView *self)
{
  GtkListBoxRow *row = self->position < self->rows->len ? g_ptr_array_index (self->rows, self->position) : NULL;

  update_board (self);
  update_position_label (self);
  update_judgement (self);
  update_actions (self);
  tt_standing_chart_set_position (self->chart, self->position);
  if (row != NULL && gtk_list_box_get_selected_row (self->move_list) != row)
    gtk_list_box_select_row (self->move_list, row);
  if (self->position > 0)
    tt_game_review_set_focus (self->review, self->position - 1);
}

void
tt_review_view_set_position (TtReviewView *self,
                             guint         position)
{
  g_return_if_fail (TT_IS_REVIEW_VIEW (self));

  position = MIN (position, tt_game_review_get_n_moves (self->review));
  if (position == self->position && self->shown_game != NULL)
    return;
  self->position = position;
  self->showing_best = FALSE;
  gtk_toggle_button_set_active (self->best_button, FALSE);
  show_position (self);
}

/* Scrolls the panel just far enough to show the selected row of the move
 * list, which lies below the judgement and the chart in the same
 * scrolled panel. */
static void
scroll_to_selected_row (TtReviewView *self)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_selected_row (self->move_list));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->panel));
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  graphene_rect_t bounds;

  /* not laid out yet: nothing to scroll */
  if (row == NULL || page <= 0 || gtk_widget_get_height (row) <= 0 ||
      !gtk_widget_compute_bounds (row, self->panel, &bounds))
    return;
  if (bounds.origin.y < 0)
    gtk_adjustment_set_value (adjustment, value + bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > page)
    gtk_adjustment_set_value (adjustment, value + MIN (bounds.origin.y,
                                                       bounds.origin.y + bounds.size.height - page));
}

static gboolean
scroll_when_laid_out (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       user_data)
{
  TtReviewView *self = TT_REVIEW_VIEW (widget);

  /* A step's new words change the heights above the list: ticks come
   * before a frame's layout, so the first one still sees the old heights. */
  if (self->scroll_ticks_seen++ == 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  scroll_to_selected_row (self);
  return G_SOURCE_REMOVE;
}

static void
queue_scroll_to_selected_row (TtReviewView *self)
{
  self->scroll_ticks_seen = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_when_laid_out, NULL, NULL);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtReviewView *self = TT_REVIEW_VIEW (widget);
  guint n_moves = tt_game_review_get_n_moves (self->review);

  if (g_str_equal (action_name, "review.first"))
    tt_review_view_set_position (self, 0);
  else if (g_str_equal (action_name, "review.previous"))
    tt_review_view_set_position (self, self->position > 0 ? self->position - 1 : 0);
  else if (g_str_equal (action_name, "review.next"))
    tt_review_view_set_position (self, self->position + 1);
  else
    tt_review_view_set_position (self, n_moves);
  /* The keys and buttons step where the list may not show; a click on a
   * row or the chart is where the reader is looking already. */
  self->follow_selected = TRUE;
  queue_scroll_to_selected_row (self);
}

static void
toggle_best_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TtReviewView *self = TT_REVIEW_VIEW (widget);

  tt_review_view_show_better_move (self, !self->showing_best);
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TtReviewView *self = TT_REVIEW_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = tt_game_review_new_game_at (self->review, self->position, &error);

  if (game == NULL)
    {
      /* Translators: %s says why a game could not be started from the position on show */
      g_autofree char *text = g_strdup_printf (_("Could not play from here: %s"), error->message);

      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return;
    }
  /* the handler may put the new game in this view's place */
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_PLAY_FROM], 0, game);
  g_object_unref (self);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtReviewView *self = TT_REVIEW_VIEW (widget);

  if (g_str_equal (action_name, "review.stop"))
    tt_game_review_cancel (self->review);
  else
    tt_game_review_start (self->review);
}

static void
on_best_toggled (TtReviewView *self)
{
  if (gtk_toggle_button_get_active (self->best_button) != self->showing_best)
    tt_review_view_show_better_move (self, gtk_toggle_button_get_active (self->best_button));
}

gboolean
tt_review_view_show_better_move (TtReviewView *self,
                                 gboolean      show)
{
  g_return_val_if_fail (TT_IS_REVIEW_VIEW (self), FALSE);

  if (show && (self->position == 0 || tt_game_review_get_best_move (self->review, self->position - 1) == NULL))
    show = FALSE;
  if (show != self->showing_best)
    {
      self->showing_best = show;
      update_board (self);
    }
  gtk_toggle_button_set_active (self->best_button, self->showing_best);
  return self->showing_best == show;
}

/* ---- the move list ---- */

static void
update_row (TtReviewView *self,
            guint         move)
{
  GtkWidget *row = move + 1 < self->rows->len ? g_ptr_array_index (self->rows, move + 1) : NULL;
  GtkWidget *mark = row ? g_object_get_data (G_OBJECT (row), "tt-mark") : NULL;
  TtReviewJudgement judgement;
  const char *label;

  if (mark == NULL)
    return;
  label = tt_game_review_get_judgement (self->review, move, &judgement)
          ? tt_game_review_mark_label (judgement.mark) : NULL;
  gtk_widget_set_visible (mark, label != NULL);
  if (label == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (mark), label);
  for (guint i = 1; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (mark, mark_classes[i]);
  gtk_widget_add_css_class (mark, mark_classes[MIN ((guint) judgement.mark, 3)]);
}

static GtkWidget *
new_row (const char *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  tt_label_keep_words (GTK_LABEL (label));
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_visible (mark, FALSE);
  gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (mark, "review-mark");
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "tt-mark", mark);
  return row;
}

static void
fill_move_list (TtReviewView *self)
{
  guint n_moves = tt_game_review_get_n_moves (self->review);
  GtkWidget *row = new_row (_("Start of the game"));

  gtk_list_box_append (self->move_list, row);
  g_ptr_array_add (self->rows, row);
  for (guint move = 0; move < n_moves; move++)
    {
      g_autofree char *words = tt_game_review_describe_move (self->review, move);
      /* Translators: a line of the move list: the move's number and the move in words */
      g_autofree char *text = g_strdup_printf (_("%u. %s"), move + 1, words ? words : "");

      row = new_row (text);
      gtk_list_box_append (self->move_list, row);
      g_ptr_array_add (self->rows, row);
      update_row (self, move);
    }
}

static void
on_row_selected (TtReviewView  *self,
                 GtkListBoxRow *row)
{
  if (row == NULL)
    return;
  self->follow_selected = FALSE;
  tt_review_view_set_position (self, (guint) gtk_list_box_row_get_index (row));
}

/* ---- following the review ---- */

static void
on_move_judged (TtReviewView *self,
                guint         move)
{
  update_row (self, move);
  if (move + 1 == self->position)
    update_judgement (self);
  /* a mark or a longer judgement moves the rows below it */
  if (self->follow_selected)
    queue_scroll_to_selected_row (self);
}

static void
update_progress (TtReviewView *self)
{
  gboolean running = FALSE;
  double progress = 0;

  g_object_get (self->review, "running", &running, "progress", &progress, NULL);
  gtk_widget_set_visible (self->progress_box, running);
  gtk_widget_set_visible (self->resume_button, !running && progress < 1.0);
  gtk_progress_bar_set_fraction (self->progress_bar, progress);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.stop", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.resume", !running && progress < 1.0);
  if (self->follow_selected)
    queue_scroll_to_selected_row (self);
}

static void
set_up_board (TtReviewView *self)
{
  TtGameInfo *info = tt_game_get_info (tt_game_review_get_game (self->review));
  GType type = info ? tt_game_info_get_board_type (info) : G_TYPE_INVALID;

  if (!g_type_is_a (type, GTK_TYPE_WIDGET))
    return;
  self->board = g_object_new (type, NULL);
  /* The keys step through the game; the board only shows. */
  gtk_widget_set_focusable (self->board, FALSE);
  gtk_widget_add_tick_callback (self->board, fit_when_allocated, NULL, NULL);
  gtk_frame_set_child (self->board_frame, self->board);
}

static void
set_review (TtReviewView *self,
            TtGameReview *review)
{
  self->review = g_object_ref (review);
  set_up_board (self);
  gtk_label_set_text (self->chart_heading,
                      tt_game_review_get_value_kind (review) == TT_REVIEW_WIN_CHANCE
                      ? _("Chance to Win") : _("Expected Score"));
  tt_standing_chart_set_review (self->chart, review);
  fill_move_list (self);
  g_signal_connect_object (review, "move-judged", G_CALLBACK (on_move_judged), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (review, "notify::running", G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (review, "notify::progress", G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (review, "finished", G_CALLBACK (update_judgement), self, G_CONNECT_SWAPPED);
  self->position = tt_game_review_get_n_moves (review);
  show_position (self);
  tt_game_review_start (review);
  update_progress (self);
}

static void
on_chart_position (TtReviewView *self,
                   guint         position)
{
  self->follow_selected = FALSE;
  tt_review_view_set_position (self, position);
}

/* ---- layout ---- */

/* Side by side needs the board's and the panel's widths; stacked only the
 * wider of the two, so a narrow window never asks for more. */
static void
columns_measure (GtkWidget      *columns,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  GtkWidget *board = gtk_widget_get_first_child (columns);
  GtkWidget *panel = gtk_widget_get_last_child (columns);
  int board_min, board_nat, panel_min, panel_nat;

  gtk_widget_measure (board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  gtk_widget_measure (panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (board_min, panel_min);
      *natural = board_nat + MAX (panel_nat, PANEL_WIDTH);
    }
  else
    {
      *minimum = board_min + MIN (panel_min, 160);
      *natural = MAX (board_nat, panel_nat);
    }
}

static void
columns_allocate (GtkWidget *columns,
                  int        width,
                  int        height,
                  int        baseline)
{
  GtkWidget *board = gtk_widget_get_first_child (columns);
  GtkWidget *panel = gtk_widget_get_last_child (columns);
  int min, nat;

  /* each child is measured before it is placed */
  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  if (width >= WIDE_WIDTH)
    {
      gtk_widget_allocate (board, width - PANEL_WIDTH, height, -1, NULL);
      gtk_widget_allocate (panel, PANEL_WIDTH, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - PANEL_WIDTH, 0)));
    }
  else
    {
      /* stacked: the board takes about half, the list and chart scroll below */
      int board_height = MAX (MIN (height / 2, height - 160), 120);

      gtk_widget_allocate (board, width, board_height, -1, NULL);
      gtk_widget_allocate (panel, width, height - board_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, board_height)));
    }
}

/* ---- the object ---- */

static void
tt_review_view_dispose (GObject *object)
{
  TtReviewView *self = TT_REVIEW_VIEW (object);

  if (self->review != NULL)
    tt_game_review_cancel (self->review);
  if (self->shown_game != NULL)
    g_signal_handlers_disconnect_by_data (self->shown_game, self);
  g_clear_object (&self->shown_game);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (tt_review_view_parent_class)->dispose (object);
}

static void
tt_review_view_finalize (GObject *object)
{
  TtReviewView *self = TT_REVIEW_VIEW (object);

  g_clear_object (&self->review);
  G_OBJECT_CLASS (tt_review_view_parent_class)->finalize (object);
}

static void
tt_review_view_class_init (TtReviewViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_review_view_dispose;
  object_class->finalize = tt_review_view_finalize;

  /* "Play from Here": (TtGame) a new game, started at the position on show. */
  signals[SIGNAL_PLAY_FROM] =
    g_signal_new ("play-from", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, TT_TYPE_GAME);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.toggle-better-move", NULL, toggle_best_action);
  gtk_widget_class_install_action (widget_class, "review.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_action (widget_class, "review.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "review.resume", NULL, stop_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "review.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Home, 0, "review.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "review.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "review.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "review.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "review.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "review.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_End, 0, "review.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "review.toggle-better-move", NULL);

  g_type_ensure (TT_TYPE_STANDING_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-review-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, columns);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, board_frame);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, panel);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, position_label);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, progress_box);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, resume_button);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, move_label);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, mark_label);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, values_label);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, best_label);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, best_button);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, chart_heading);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, chart);
  gtk_widget_class_bind_template_child (widget_class, TtReviewView, move_list);
  gtk_widget_class_bind_template_callback (widget_class, on_best_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_chart_position);
}

static void
tt_review_view_init (TtReviewView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  gtk_widget_set_layout_manager (GTK_WIDGET (self->columns),
                                 gtk_custom_layout_new (NULL, columns_measure, columns_allocate));
}

GtkWidget *
tt_review_view_new (TtGameReview *review)
{
  TtReviewView *self;

  g_return_val_if_fail (TT_IS_GAME_REVIEW (review), NULL);

  self = g_object_new (TT_TYPE_REVIEW_VIEW, NULL);
  set_review (self, review);
  return GTK_WIDGET (self);
}

GtkWidget *
tt_review_view_new_for_game (TtGame *game)
{
  g_autoptr(TtGameReview) review = NULL;
  g_autoptr(TtGame) still = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TT_IS_GAME (game), NULL);

  if (!tt_game_get_finished (game))
    {
      const TtRecord *record = tt_game_get_record (game);

      still = g_object_new (G_OBJECT_TYPE (game), "autosave", FALSE, NULL);
      for (guint p = 0; p < record->players->len; p++)
        tt_game_set_controller (still, p, never_move, NULL, NULL);
      /* the record was played once, so it starts again */
      if (!tt_game_start (still, record, &error))
        {
          g_warning ("A game could not be copied for its review: %s", error->message);
          g_clear_object (&still);
        }
    }
  review = tt_game_review_new (still ? still : game, NULL, 0);
  return tt_review_view_new (review);
}

TtGameReview *
tt_review_view_get_review (TtReviewView *self)
{
  g_return_val_if_fail (TT_IS_REVIEW_VIEW (self), NULL);
  return self->review;
}

guint
tt_review_view_get_position (TtReviewView *self)
{
  g_return_val_if_fail (TT_IS_REVIEW_VIEW (self), 0);
  return self->position;
}

GtkWidget *
tt_review_view_get_board (TtReviewView *self)
{
  g_return_val_if_fail (TT_IS_REVIEW_VIEW (self), NULL);
  return self->board;
}

TtGame *
tt_review_view_get_shown_game (TtReviewView *self)
{
  g_return_val_if_fail (TT_IS_REVIEW_VIEW (self), NULL);
  return self->shown_game;
}
