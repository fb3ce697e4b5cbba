/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-view.c — the Carcassonne play page
 *
 * Everything here reacts to the model: after each move the side panel is
 * rebuilt, scoring events flash on the board, and at the end the final
 * count is walked through one feature at a time before the results.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-carcassonne-view.h"
#include "tt-label-words.h"
#include "tt-carc-tile-image.h"
#include "tt-carc-tile-painter.h"
#include "tt-move-draft.h"
#include "ui/tt-player-color.h"

#define COUNT_STEP_MS 1500

struct _TtCarcassonneView
{
  TtStandardPlayView parent_instance;

  GSignalGroup      *game_signals;
  GSignalGroup      *draft_signals;

  TtCarcBoard       *board;
  GtkRevealer       *banner_revealer;
  GtkLabel          *banner_label;
  GtkLabel          *tiles_left_label;
  GtkWidget         *turn_card;
  GtkWidget         *tile_row;
  TtCarcTileImage   *tile_image;
  GtkWidget         *status_bar;
  TtCarcTileImage   *status_tile;
  GtkWidget         *status_take_back;
  GtkWidget         *status_no_figure;
  GtkLabel          *hint_label;
  GtkWidget         *take_back_button;
  GtkWidget         *no_figure_button;
  GtkWidget         *recall_button;
  GtkWidget         *discard_button;
  GtkWidget         *results_button;

  GArray            *count_steps;   /* CarcEvent: the end-of-game lines still to show */
  guint              count_source;
};

G_DEFINE_FINAL_TYPE (TtCarcassonneView, tt_carcassonne_view, TT_TYPE_STANDARD_PLAY_VIEW)

static TtCarcassonneGame *
carc_game (TtCarcassonneView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));

  return game ? TT_CARCASSONNE_GAME (game) : NULL;
}

static const CarcState *
get_state (TtCarcassonneView *self)
{
  return carc_game (self) ? tt_carcassonne_game_get_state (carc_game (self)) : NULL;
}

static TtMoveDraft *
get_draft (TtCarcassonneView *self)
{
  return tt_game_get_draft (tt_play_view_get_game (TT_PLAY_VIEW (self)));
}

/* The draft's move is the discard: the drawn tile fits nowhere. */
static gboolean
draft_is_discard (TtCarcassonneView *self)
{
  JsonObject *move = tt_move_draft_get_move (get_draft (self));

  return move != NULL && json_object_get_boolean_member_with_default (move, "discard", FALSE);
}

/* A cell, rotation or figure this person chose (a single answer the
 * draft took at once is not theirs to take back). */
static gboolean
draft_has_choices (TtCarcassonneView *self)
{
  return g_list_model_get_n_items (tt_move_draft_get_path (get_draft (self))) > 0;
}

static const char *
name_of (TtCarcassonneView *self,
         guint              player)
{
  return tt_game_get_player_name (tt_play_view_get_game (TT_PLAY_VIEW (self)), player);
}

static void
color_of (TtCarcassonneView *self,
          guint              player,
          GdkRGBA           *color)
{
  tt_player_color_get_rgba (tt_player_get_color (tt_game_get_player (tt_play_view_get_game (TT_PLAY_VIEW (self)), player)), color);
}

/* ---- side panel ---- */

/* Under each name in the player list: the figures still in the supply. */
static char *
supply_text (TtGame   *game,
             guint     player,
             gpointer  user_data)
{
  const CarcState *state = tt_carcassonne_game_get_state (TT_CARCASSONNE_GAME (game));
  guint meeples = carc_state_get_supply (state, player);

  if (!carc_state_get_options (state)->abbot)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u meeple", "%u meeples", meeples), meeples);
  return g_strdup_printf (carc_state_get_abbot_in_supply (state, player)
                          ? g_dngettext (GETTEXT_PACKAGE, "%u meeple · abbot", "%u meeples · abbot", meeples)
                          : g_dngettext (GETTEXT_PACKAGE, "%u meeple · abbot out", "%u meeples · abbot out", meeples),
                          meeples);
}

/* Sets a label's text if it changed: a label set again is laid out and
 * drawn again, and the view refreshes on every move and every change of
 * who is thinking. */
static gboolean
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) == 0)
    return FALSE;
  gtk_label_set_text (label, text);
  return TRUE;
}

static void
refresh_turn (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  gboolean finished = carc_state_is_finished (state);
  gboolean human = tt_game_is_human_turn (tt_play_view_get_game (TT_PLAY_VIEW (self)));
  gboolean pending = human && tt_carc_board_get_pending (self->board, NULL);
  gboolean fits = !finished && !(human && draft_is_discard (self));
  gboolean chosen = human && draft_has_choices (self);
  guint rotation = tt_carc_board_get_rotation (self->board);
  g_autofree char *tiles = NULL;
  g_autofree char *tile_label = NULL;
  const char *hint;

  tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left",
                                        carc_state_get_tiles_left (state)),
                           carc_state_get_tiles_left (state));
  set_label_text (self->tiles_left_label, tiles);

  if (finished)
    {
      hint = "";
      tt_carc_tile_image_set_tile (self->tile_image, NULL, 0);
      tt_carc_tile_image_set_tile (self->status_tile, NULL, 0);
    }
  else
    {
      const CarcTileDef *def = carc_state_get_tile_def (state, carc_state_get_current_tile (state));

      tt_carc_tile_image_set_tile (self->tile_image, def, rotation);
      tt_carc_tile_image_set_tile (self->status_tile, def, rotation);
      tile_label = g_strdup_printf (_("Tile to place: %s, turned %u°"), def->id, rotation * 90);
      if (!human)
        hint = _("The computer is thinking…");
      else if (pending)
        hint = _("Put a meeple on a numbered spot, or play without one");
      else if (!fits)
        hint = _("This tile fits nowhere: discard it and draw another");
      else
        hint = _("Click a marked place to lay the tile; R or right-click turns it");
    }
  if (set_label_text (self->hint_label, hint))
    tt_label_keep_words (self->hint_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile_image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tile_label ? tile_label : _("No tile"), -1);

  gtk_widget_set_visible (self->take_back_button, pending && chosen);
  gtk_widget_set_visible (self->no_figure_button, pending);
  gtk_widget_set_visible (self->status_take_back, pending && chosen);
  gtk_widget_set_visible (self->status_no_figure, pending);
  gtk_widget_set_visible (GTK_WIDGET (self->status_tile), !finished);
  gtk_widget_set_visible (self->recall_button,
                          pending && tt_carcassonne_game_can_recall_abbot (carc_game (self)));
  gtk_widget_set_visible (self->discard_button, human && !fits && !finished);
  gtk_widget_set_visible (self->results_button, finished);
  gtk_widget_set_visible (self->tile_row, !finished);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), !finished);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.rotate-left", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.rotate-right", human);
  tt_play_view_update_actions (TT_PLAY_VIEW (self));
}

static void
refresh (TtCarcassonneView *self)
{
  if (get_state (self) == NULL)
    return;
  refresh_turn (self);
}

/* ---- results ---- */

static gboolean
category_shown (const CarcOptions *options,
                guint              category)
{
  return !(category == CARC_CATEGORY_GARDEN && !options->abbot) &&
         !(category == CARC_CATEGORY_FARM && !options->farmers);
}

/* The results table: points by feature, then during play and at the end. */
static void
tt_carcassonne_view_fill_results (TtStandardPlayView *view,
                                  TtResultsPage      *page)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);
  const CarcState *state = get_state (self);
  const CarcOptions *options = carc_state_get_options (state);
  static const char *const heads[] = {
    N_("Roads"), N_("Cities"), N_("Monasteries"), N_("Gardens"), N_("Farms"),
  };
  guint n = carc_state_get_n_players (state);
  GPtrArray *phase_cells[CARC_N_PHASES];

  for (guint phase = 0; phase < CARC_N_PHASES; phase++)
    phase_cells[phase] = g_ptr_array_new_with_free_func (g_free);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  tt_carc_board_set_highlight (self->board, NULL, NULL, NULL);
  tt_results_page_begin_group (page, _("By Feature"));
  for (guint c = 0; c < CARC_N_CATEGORIES; c++)
    {
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) tips = g_ptr_array_new_with_free_func (g_free);

      for (guint p = 0; p < n; p++)
        {
          guint play = carc_state_get_score_part (state, p, c, CARC_PHASE_PLAY);
          guint end = carc_state_get_score_part (state, p, c, CARC_PHASE_END);

          g_ptr_array_add (cells, g_strdup_printf ("%u", play + end));
          g_ptr_array_add (tips, g_strdup_printf (_("%u during play, %u at the end"), play, end));
        }
      g_ptr_array_add (cells, NULL);
      g_ptr_array_add (tips, NULL);
      if (category_shown (options, c))
        tt_results_page_add_column (page, _(heads[c]),
                                    (const char * const *) cells->pdata,
                                    (const char * const *) tips->pdata);
    }
  for (guint p = 0; p < n; p++)
    {
      guint total[CARC_N_PHASES] = { 0 };

      for (guint c = 0; c < CARC_N_CATEGORIES; c++)
        for (guint phase = 0; phase < CARC_N_PHASES; phase++)
          total[phase] += carc_state_get_score_part (state, p, c, phase);
      for (guint phase = 0; phase < CARC_N_PHASES; phase++)
        g_ptr_array_add (phase_cells[phase], g_strdup_printf ("%u", total[phase]));
    }
  for (guint phase = 0; phase < CARC_N_PHASES; phase++)
    g_ptr_array_add (phase_cells[phase], NULL);
  tt_results_page_begin_group (page, _("When Scored"));
  tt_results_page_add_column (page, _("During Play"),
                              (const char * const *) phase_cells[CARC_PHASE_PLAY]->pdata, NULL);
  tt_results_page_add_column (page, _("At the End"),
                              (const char * const *) phase_cells[CARC_PHASE_END]->pdata, NULL);
  for (guint phase = 0; phase < CARC_N_PHASES; phase++)
    g_ptr_array_unref (phase_cells[phase]);
}

static guint
tt_carcassonne_view_get_winners (TtStandardPlayView *view)
{
  return carc_state_get_winners (get_state (TT_CARCASSONNE_VIEW (view)));
}

static void
show_results (TtCarcassonneView *self)
{
  tt_standard_play_view_show_results (TT_STANDARD_PLAY_VIEW (self));
}

/* ---- scoring on the board ---- */

static GArray *
feature_parts (TtCarcassonneView *self,
               const CarcEvent   *event)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  CarcFeatureInfo info;

  if (!carc_state_query_feature (get_state (self), event->x, event->y, event->segment, &info, parts))
    return NULL;
  return g_steal_pointer (&parts);
}

static int
first_winner (const CarcEvent *event)
{
  for (int p = 0; p < CARC_MAX_PLAYERS; p++)
    if (event->winners & (1u << p))
      return p;
  return -1;
}

static char *
points_label (TtCarcassonneView *self,
              const CarcEvent   *event)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    if (event->winners & (1u << p))
      g_string_append_printf (text, "%s+%u %s", text->len ? ", " : "", event->points, name_of (self, p));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
flash_scoring (TtCarcassonneView *self)
{
  GArray *events = tt_carcassonne_game_get_last_events (carc_game (self));

  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);
      g_autoptr(GArray) parts = NULL;
      g_autofree char *label = NULL;
      GdkRGBA color = { 0.6, 0.6, 0.6, 1 };
      int winner;

      if (event->type != CARC_EVENT_FEATURE_SCORED || event->phase != CARC_PHASE_PLAY)
        continue;
      parts = feature_parts (self, event);
      if (parts == NULL)
        continue;
      winner = first_winner (event);
      if (winner >= 0)
        color_of (self, winner, &color);
      label = winner >= 0 ? points_label (self, event) : NULL;
      tt_carc_board_flash (self->board, parts, &color, label, 2200);
    }
}

static gboolean
count_next_step (gpointer user_data)
{
  TtCarcassonneView *self = user_data;
  const CarcEvent *event;
  g_autoptr(GArray) parts = NULL;
  g_autofree char *what = NULL;
  g_autofree char *label = NULL;
  g_autofree char *banner = NULL;
  GdkRGBA color = { 0.6, 0.6, 0.6, 0.5 };
  int winner;

  if (self->count_steps->len == 0)
    {
      self->count_source = 0;
      show_results (self);
      return G_SOURCE_REMOVE;
    }
  event = &g_array_index (self->count_steps, CarcEvent, 0);
  winner = first_winner (event);
  if (winner >= 0)
    color_of (self, winner, &color);
  color.alpha = 0.5;
  parts = feature_parts (self, event);
  what = tt_carcassonne_game_describe_event (carc_game (self), event);
  label = points_label (self, event);
  banner = g_strdup_printf (_("Final count: %s (%s)"), label, what ? what : "");
  gtk_label_set_text (self->banner_label, banner);
  tt_label_keep_words (self->banner_label);
  if (parts)
    tt_carc_board_set_highlight (self->board, parts, &color, label);
  g_array_remove_index (self->count_steps, 0);
  return G_SOURCE_CONTINUE;
}

static void
start_final_count (TtCarcassonneView *self)
{
  GArray *events = tt_carcassonne_game_get_last_events (carc_game (self));

  g_array_set_size (self->count_steps, 0);
  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);

      if (event->type == CARC_EVENT_FEATURE_SCORED && event->phase == CARC_PHASE_END && event->winners)
        g_array_append_val (self->count_steps, *event);
    }
  g_clear_handle_id (&self->count_source, g_source_remove);
  if (self->count_steps->len == 0)
    {
      show_results (self);
      return;
    }
  tt_carc_board_fit (self->board);
  gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
  count_next_step (self);
  self->count_source = g_timeout_add (COUNT_STEP_MS, count_next_step, self);
}

/* ---- model signals ---- */

static void
on_move_applied (TtCarcassonneView *self)
{
  flash_scoring (self);
  refresh (self);
}

/* (the base brings the board or the results page back) */
static void
on_state_reset (TtCarcassonneView *self)
{
  g_clear_handle_id (&self->count_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  tt_carc_board_set_highlight (self->board, NULL, NULL, NULL);
  refresh (self);
}

/* The final count walks the features scored at the end before the results. */
static void
tt_carcassonne_view_game_over (TtStandardPlayView *view)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);

  refresh (self);
  start_final_count (self);
}

/* ---- actions ---- */

/* The figure spot the board numbers for a move's figure; -1 for none. */
static int
find_hinted_spot (TtCarcassonneView *self,
                  const CarcMove    *move)
{
  g_autoptr(GArray) spots = NULL;
  const CarcTileDef *def = carc_state_get_tile_def (get_state (self), move->tile);
  int feature;

  if (move->action != CARC_ACTION_MEEPLE && move->action != CARC_ACTION_ABBOT)
    return -1;
  feature = carc_tile_def_feature_at (def, carc_segment_rotate (move->segment, (4 - move->rotation) & 3));
  spots = tt_carcassonne_game_list_figure_spots (carc_game (self));
  /* any place of the feature names the spot */
  for (guint i = 0; spots != NULL && i < spots->len; i++)
    {
      const CarcFigureSpot *spot = &g_array_index (spots, CarcFigureSpot, i);

      if (spot->action == move->action && (int) spot->feature == feature)
        return (int) i;
    }
  return -1;
}

/* What the move the draft settled on scores, from its last choice. */
static const char *
last_preview (TtMoveDraft *draft)
{
  GListModel *path = tt_move_draft_get_path (draft);
  guint n = g_list_model_get_n_items (path);
  g_autoptr(TtMoveChoice) last = n > 0 ? g_list_model_get_item (path, n - 1) : NULL;

  return last ? tt_move_choice_get_preview (last) : NULL;
}

/* The suggestion is the draft walked to Hard's move: the tile lies where
 * Hard would lay it, its figure spot marked, the move in the draft's
 * words; Enter takes it, Escape or Ctrl+Z takes it back. */
static void
tt_carcassonne_view_show_hint (TtPlayView *view,
                               JsonObject *json)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);
  TtMoveDraft *draft = get_draft (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  g_autofree char *text = NULL;
  const char *preview;
  CarcMove move;

  if (!carc_move_from_json (get_state (self), json, &move, &error) ||
      !tt_move_draft_select (draft, json, &error))
    {
      g_warning ("The suggested move is not one: %s", error->message);
      return;
    }
  words = tt_move_draft_describe (draft, json);
  if (move.discard)
    {
      gtk_label_set_text (self->hint_label, _("Suggestion: this tile fits nowhere, discard it"));
      return;
    }
  tt_carc_board_center_on (self->board, move.x, move.y);
  tt_carc_board_select_spot (self->board, find_hinted_spot (self, &move));
  preview = last_preview (draft);
  if (preview != NULL)
    /* Translators: the suggested move in words and the points it scores,
     * as in "North of the start · Meeple on the city (2 tiles, finished)"
     * and "Ann +4 (4 in all)" */
    text = g_strdup_printf (_("Suggestion: %s; %s. Enter confirms"), words ? words : "", preview);
  else
    /* Translators: %s is the suggested move, as in "North of the start · Turned 90° · Meeple on the road (2 tiles, open)" */
    text = g_strdup_printf (_("Suggestion: %s. Enter confirms"), words ? words : "");
  gtk_label_set_text (self->hint_label, text);
  tt_label_keep_words (self->hint_label);
}

static void
tt_carcassonne_view_hint_started (TtPlayView *view)
{
  gtk_label_set_text (TT_CARCASSONNE_VIEW (view)->hint_label, _("Looking for a good move…"));
}

/* A tile laid but not confirmed is the first thing to take back. */
static gboolean
tt_carcassonne_view_can_undo (TtPlayView *view)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);

  return (carc_game (self) != NULL && tt_game_is_human_turn (TT_GAME (carc_game (self))) && draft_has_choices (self)) ||
         TT_PLAY_VIEW_CLASS (tt_carcassonne_view_parent_class)->can_undo (view);
}

static gboolean
tt_carcassonne_view_undo (TtPlayView  *view,
                          GError     **error)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);

  if (tt_carc_board_take_back (self->board))
    return TRUE;
  return TT_PLAY_VIEW_CLASS (tt_carcassonne_view_parent_class)->undo (view, error);
}

static void
board_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);

  if (g_str_equal (name, "carc.rotate-left"))
    tt_carc_board_rotate (self->board, -1);
  else if (g_str_equal (name, "carc.rotate-right"))
    tt_carc_board_rotate (self->board, 1);
  else if (g_str_equal (name, "carc.zoom-in"))
    tt_carc_board_zoom (self->board, 1.25);
  else if (g_str_equal (name, "carc.zoom-out"))
    tt_carc_board_zoom (self->board, 0.8);
  else if (g_str_equal (name, "carc.zoom-fit"))
    tt_carc_board_fit (self->board);
}

static void
turn_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (g_str_equal (name, "carc.take-back"))
    tt_carc_board_take_back (self->board);
  else if (g_str_equal (name, "carc.no-figure"))
    tt_carc_board_choose_spot (self->board, -1);
  else if (g_str_equal (name, "carc.recall-abbot"))
    tt_carc_board_recall_abbot (self->board);
  else if (g_str_equal (name, "carc.discard"))
    ok = tt_move_draft_commit (get_draft (self), &error);
  if (!ok)
    g_warning ("%s failed: %s", name, error->message);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
show_remaining (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  guint n = carc_state_get_n_tile_types (state);
  g_autofree guint *counts = g_new0 (guint, n);
  GtkWidget *window, *toolbar, *header, *scroller, *flow;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  carc_state_get_remaining_counts (state, counts);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Remaining Tiles"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 520);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
      gtk_window_set_application (GTK_WINDOW (window), gtk_window_get_application (GTK_WINDOW (root)));
    }

  toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (toolbar), header);
  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_widget_set_margin_start (flow, 18);
  gtk_widget_set_margin_end (flow, 18);
  gtk_widget_set_margin_top (flow, 18);
  gtk_widget_set_margin_bottom (flow, 18);
  for (guint t = 0; t < n; t++)
    {
      const CarcTileDef *def = carc_state_get_tile_def (state, t);
      GtkWidget *item = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *image = tt_carc_tile_image_new (64);
      g_autofree char *count = g_strdup_printf ("×%u", counts[t]);
      g_autofree char *accessible = g_strdup_printf (_("Tile %s: %u left"), def->id, counts[t]);
      GtkWidget *label = gtk_label_new (count);

      tt_carc_tile_image_set_tile (TT_CARC_TILE_IMAGE (image), def, 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_widget_add_css_class (label, counts[t] ? "heading" : "dim-label");
      if (counts[t] == 0)
        gtk_widget_set_opacity (image, 0.35);
      gtk_box_append (GTK_BOX (item), image);
      gtk_box_append (GTK_BOX (item), label);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), item);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), flow);
  gtk_box_append (GTK_BOX (toolbar), scroller);
  adw_window_set_content (ADW_WINDOW (window), toolbar);
  gtk_window_present (GTK_WINDOW (window));
}

static void
remaining_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  show_remaining (TT_CARCASSONNE_VIEW (widget));
}

/* Back from the results: the whole board in sight. */
static void
show_board (TtCarcassonneView *self)
{
  tt_carc_board_fit (self->board);
}

static void
page_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);

  if (g_str_equal (name, "carc.show-results"))
    show_results (self);
  else if (g_str_equal (name, "carc.skip-count"))
    tt_carcassonne_view_skip_count (self);
}

/* A finished game's record says so; a new one starts without. */
static void
tt_carcassonne_view_prepare_new_record (TtPlayView *view,
                                        TtRecord   *record)
{
  json_object_remove_member (record->root, "final_scoring");
}

/* ---- why can't I place here? ---- */

/* Tooltips cannot hold a button, so a refused tile gets a note over the
 * board (visible even when the side panel is folded away) whose "Why?"
 * opens the rules at the section that explains the refusal. */
static void
on_placement_refused (TtCarcassonneView *self,
                      int                x,
                      int                y)
{
  guint rotation = tt_carc_board_get_rotation (self->board);
  CarcReason reason = tt_carcassonne_game_check_placement (carc_game (self), x, y, rotation);
  g_autofree char *why = tt_carcassonne_game_explain_placement (carc_game (self), x, y, rotation);
  const char *section = tt_carcassonne_view_section_for_reason (reason);
  g_autofree char *text = NULL;

  if (section == NULL)
    return;
  /* Translators: %s explains why, e.g. "A tile already lies here" */
  text = g_strdup_printf (_("The tile fits there in no rotation. %s."), why ? why : "");
  tt_standard_play_view_show_why (TT_STANDARD_PLAY_VIEW (self), text, section);
}

static void
dismiss_why (TtCarcassonneView *self)
{
  tt_standard_play_view_dismiss_why (TT_STANDARD_PLAY_VIEW (self));
}

/* Without a refusal to explain, the rule for the step at hand. */
static const char *
tt_carcassonne_view_get_rules_section (TtPlayView *view)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);
  const char *why = tt_standard_play_view_get_why_section (TT_STANDARD_PLAY_VIEW (view));

  if (why != NULL)
    return why;
  return carc_game (self) && tt_carc_board_get_pending (self->board, NULL)
         ? "placing-figures" : "placing-tiles";
}

/* With the panel away, the status bar over the board shows the tile and
 * holds the turn's buttons. */
static void
update_panel_state (TtCarcassonneView *self)
{
  AdwFlap *flap = tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (self));

  gtk_widget_set_visible (self->status_bar, !adw_flap_get_reveal_flap (flap));
}

/* ---- life cycle ---- */

/* A cell, rotation or figure chosen or taken back, or a new turn. */
static void
on_draft_changed (TtCarcassonneView *self)
{
  dismiss_why (self);
  if (get_state (self))
    refresh_turn (self);
}

static void
on_rotation_changed (TtCarcassonneView *self)
{
  if (get_state (self))
    refresh_turn (self);
}

static void
tt_carcassonne_view_dispose (GObject *object)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (object);

  g_clear_handle_id (&self->count_source, g_source_remove);
  if (self->game_signals)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  if (self->draft_signals)
    g_signal_group_set_target (self->draft_signals, NULL);
  g_clear_object (&self->draft_signals);
  g_clear_pointer (&self->count_steps, g_array_unref);
  G_OBJECT_CLASS (tt_carcassonne_view_parent_class)->dispose (object);
}

static void
tt_carcassonne_view_game_changed (TtPlayView *view,
                                  TtGame     *game)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (view);

  g_return_if_fail (game == NULL || TT_IS_CARCASSONNE_GAME (game));

  g_clear_handle_id (&self->count_source, g_source_remove);
  g_signal_group_set_target (self->game_signals, game);
  tt_carc_board_set_game (self->board, carc_game (self));
  g_signal_group_set_target (self->draft_signals, game ? tt_game_get_draft (game) : NULL);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  TT_PLAY_VIEW_CLASS (tt_carcassonne_view_parent_class)->game_changed (view, game);
  refresh (self);
}

/* A log line was clicked: the tile its move laid lights up on the board. */
static void
on_log_entry_activated (TtCarcassonneView *self,
                        TtLogEntry        *entry)
{
  TtGame *game = TT_GAME (carc_game (self));
  const TtRecord *record = game ? tt_game_get_record (game) : NULL;
  int move = tt_log_entry_get_move (entry);
  JsonObject *recorded;

  if (record == NULL || move < 0 || (guint) move >= tt_record_get_n_moves (record))
    return;
  recorded = tt_record_get_move (record, move);
  if (json_object_get_boolean_member_with_default (recorded, "discard", FALSE))
    return;
  tt_carc_board_show_tile (self->board,
                           json_object_get_int_member_with_default (recorded, "x", 0),
                           json_object_get_int_member_with_default (recorded, "y", 0));
}

static void
tt_carcassonne_view_class_init (TtCarcassonneViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *play_view_class = TT_PLAY_VIEW_CLASS (klass);
  TtStandardPlayViewClass *standard_class = TT_STANDARD_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_carcassonne_view_dispose;
  play_view_class->game_changed = tt_carcassonne_view_game_changed;
  play_view_class->can_undo = tt_carcassonne_view_can_undo;
  play_view_class->undo = tt_carcassonne_view_undo;
  play_view_class->hint_started = tt_carcassonne_view_hint_started;
  play_view_class->show_hint = tt_carcassonne_view_show_hint;
  play_view_class->get_rules_section = tt_carcassonne_view_get_rules_section;
  play_view_class->prepare_new_record = tt_carcassonne_view_prepare_new_record;
  standard_class->game_over = tt_carcassonne_view_game_over;
  standard_class->get_winners = tt_carcassonne_view_get_winners;
  standard_class->fill_results = tt_carcassonne_view_fill_results;

  g_type_ensure (TT_TYPE_CARC_BOARD);
  g_type_ensure (TT_TYPE_CARC_TILE_IMAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/carcassonne/tt-carcassonne-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, board);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, turn_card);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tile_row);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tile_image);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, status_bar);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, status_take_back);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, status_no_figure);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, no_figure_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, recall_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, discard_button);

  gtk_widget_class_install_action (widget_class, "carc.rotate-left", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "carc.rotate-right", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "carc.zoom-in", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "carc.zoom-out", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "carc.zoom-fit", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "carc.take-back", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "carc.no-figure", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "carc.recall-abbot", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "carc.discard", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "carc.remaining", NULL, remaining_action);
  gtk_widget_class_install_action (widget_class, "carc.show-results", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "carc.skip-count", NULL, page_action);
  /* (undo, hint and the rules are the window's game.* actions; F9 the base's) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "carc.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "carc.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "carc.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "carc.zoom-fit", NULL);
}

static void
tt_carcassonne_view_init (TtCarcassonneView *self)
{
  TtStandardPlayView *view = TT_STANDARD_PLAY_VIEW (self);
  TtGameLog *log = tt_standard_play_view_get_game_log (view);
  AdwFlap *flap = tt_standard_play_view_get_flap (view);

  tt_play_view_load_css ("/io/github/tabletop/Tabletop/carcassonne/carcassonne.css");
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_set (log, "empty-text", _("Nothing has been scored yet"), NULL);
  tt_game_log_set_activatable (log, TRUE);
  g_signal_connect_object (log, "entry-activated", G_CALLBACK (on_log_entry_activated),
                           self, G_CONNECT_SWAPPED);
  self->count_steps = g_array_new (FALSE, FALSE, sizeof (CarcEvent));

  self->results_button = gtk_button_new_with_mnemonic (_("Show _Results"));
  gtk_widget_add_css_class (self->results_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->results_button), "carc.show-results");
  gtk_box_append (GTK_BOX (self->turn_card), self->results_button);

  self->status_tile = TT_CARC_TILE_IMAGE (tt_carc_tile_image_new (36));
  gtk_box_prepend (GTK_BOX (self->status_bar), GTK_WIDGET (self->status_tile));
  g_signal_connect_object (flap, "notify::reveal-flap", G_CALLBACK (update_panel_state),
                           self, G_CONNECT_SWAPPED);
  update_panel_state (self);

  tt_player_list_set_detail_func (tt_standard_play_view_get_player_list (view), supply_text, NULL, NULL);
  tt_results_page_set_table_label (tt_standard_play_view_get_results_page (view), _("Points by feature"));
  g_signal_connect_swapped (tt_standard_play_view_get_results_page (view), "show-board",
                            G_CALLBACK (show_board), self);

  self->game_signals = g_signal_group_new (TT_TYPE_CARCASSONNE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (on_move_applied), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (on_state_reset), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo", G_CALLBACK (refresh_turn), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-redo", G_CALLBACK (refresh_turn), self);
  g_signal_connect_swapped (self->board, "notify::rotation", G_CALLBACK (on_rotation_changed), self);
  g_signal_connect_swapped (self->board, "placement-refused", G_CALLBACK (on_placement_refused), self);
  /* the board connects to the draft first (set_game): it knows where the
   * tile lies when the panel asks */
  self->draft_signals = g_signal_group_new (TT_TYPE_MOVE_DRAFT);
  g_signal_group_connect_swapped (self->draft_signals, "changed", G_CALLBACK (on_draft_changed), self);
}

GtkWidget *
tt_carcassonne_view_new (TtCarcassonneGame *game)
{
  return g_object_new (TT_TYPE_CARCASSONNE_VIEW, "game", game, NULL);
}

TtCarcassonneGame *
tt_carcassonne_view_get_game (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return carc_game (self);
}

void
tt_carcassonne_view_set_game (TtCarcassonneView *self,
                              TtCarcassonneGame *game)
{
  g_return_if_fail (TT_IS_CARCASSONNE_VIEW (self));

  tt_play_view_set_game (TT_PLAY_VIEW (self), TT_GAME (game));
}

TtCarcBoard *
tt_carcassonne_view_get_board (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return self->board;
}

const char *
tt_carcassonne_view_get_page (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return tt_standard_play_view_get_page (TT_STANDARD_PLAY_VIEW (self));
}

/* The rules section the "Why?" note offers; NULL while none is shown. */
const char *
tt_carcassonne_view_get_why_section (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return tt_standard_play_view_get_why_section (TT_STANDARD_PLAY_VIEW (self));
}

AdwFlap *
tt_carcassonne_view_get_flap (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (self));
}

void
tt_carcassonne_view_skip_count (TtCarcassonneView *self)
{
  g_return_if_fail (TT_IS_CARCASSONNE_VIEW (self));

  g_clear_handle_id (&self->count_source, g_source_remove);
  g_array_set_size (self->count_steps, 0);
  if (carc_game (self) && tt_game_get_finished (tt_play_view_get_game (TT_PLAY_VIEW (self))))
    show_results (self);
}

/* The rules section that explains why the engine refused a move; NULL
 * when the move was legal. */
const char *
tt_carcassonne_view_section_for_reason (CarcReason reason)
{
  switch (reason)
    {
    case CARC_REASON_OK:
      return NULL;
    case CARC_REASON_FINISHED:
      return "game-end";
    case CARC_REASON_WRONG_TILE:
      return "turn";
    case CARC_REASON_OCCUPIED:
    case CARC_REASON_NOT_ADJACENT:
    case CARC_REASON_SIDE_MISMATCH:
    case CARC_REASON_CANNOT_DISCARD:
      return "placing-tiles";
    case CARC_REASON_RIVER_DISCONNECTED:
    case CARC_REASON_RIVER_U_TURN:
    case CARC_REASON_RIVER_FIRST:
      return "river";
    case CARC_REASON_NO_SUPPLY:
    case CARC_REASON_NO_FEATURE:
    case CARC_REASON_FEATURE_OCCUPIED:
      return "placing-figures";
    case CARC_REASON_FARMERS_OFF:
      return "farmers";
    case CARC_REASON_GARDEN_NEEDS_ABBOT:
    case CARC_REASON_ABBOT_NEEDS_CLOISTER:
    case CARC_REASON_ABBOT_OFF:
    case CARC_REASON_NO_ABBOT_ON_BOARD:
      return "abbot";
    default:
      return "turn";
    }
}
