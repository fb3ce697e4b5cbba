/* tt-carcassonne-view.c — the Carcassonne play page
 *
 * Everything here reacts to the model: after each move the side panel is
 * rebuilt, scoring events flash on the board, and at the end the final
 * count is walked through one feature at a time before the results.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-carcassonne-view.h"
#include "tt-carc-ai-runner.h"
#include "tt-carc-new-game.h"
#include "tt-carc-score-chart.h"
#include "tt-carc-tile-image.h"
#include "tt-carc-tile-painter.h"
#include "ui/tt-catalog.h"
#include "ui/tt-catalog-view.h"
#include "ui/rules/tt-rules-browser.h"

#define COUNT_STEP_MS 1500
#define LOG_LINES     14
#define HINT_BUDGET_MS 1000

struct _TtCarcassonneView
{
  AdwBin             parent_instance;

  TtCarcassonneGame *game;
  GSignalGroup      *game_signals;

  GtkStack          *stack;
  AdwFlap           *flap;
  TtCarcBoard       *board;
  GtkRevealer       *why_revealer;
  GtkLabel          *why_label;
  const char        *why_section;   /* the rules section for the last refused cell */
  GtkRevealer       *banner_revealer;
  GtkLabel          *banner_label;
  GtkLabel          *tiles_left_label;
  GtkWidget         *turn_card;
  GtkLabel          *turn_label;
  GtkWidget         *tile_row;
  TtCarcTileImage   *tile_image;
  GtkLabel          *hint_label;
  GtkWidget         *take_back_button;
  GtkWidget         *no_figure_button;
  GtkWidget         *recall_button;
  GtkWidget         *discard_button;
  GtkWidget         *results_button;
  GtkListBox        *players_list;
  GtkBox            *log_box;
  GtkLabel          *winner_label;
  GtkGrid           *breakdown_grid;
  TtCarcScoreChart  *chart;

  GArray            *count_steps;   /* CarcEvent: the end-of-game lines still to show */
  guint              count_source;

  GCancellable      *hint_cancellable;  /* the "suggest a move" search running, if any */
  guint              hint_turn;
};

G_DEFINE_FINAL_TYPE (TtCarcassonneView, tt_carcassonne_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const CarcState *
get_state (TtCarcassonneView *self)
{
  return self->game ? tt_carcassonne_game_get_state (self->game) : NULL;
}

static const char *
name_of (TtCarcassonneView *self,
         guint              player)
{
  return tt_game_get_player_name (TT_GAME (self->game), player);
}

static void
color_of (TtCarcassonneView *self,
          guint              player,
          GdkRGBA           *color)
{
  tt_carc_player_color (tt_carcassonne_game_get_player_color (self->game, player), color);
}

static char *
color_dot_markup (TtCarcassonneView *self,
                  guint              player)
{
  GdkRGBA color;

  color_of (self, player, &color);
  return g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">●</span>",
                          (int) (color.red * 255), (int) (color.green * 255), (int) (color.blue * 255));
}

/* ---- side panel ---- */

static GtkWidget *
player_row (TtCarcassonneView *self,
            guint              player,
            gboolean           current)
{
  const CarcState *state = get_state (self);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *dot = gtk_label_new (NULL);
  GtkWidget *name = gtk_label_new (name_of (self, player));
  GtkWidget *supply, *score;
  g_autofree char *dot_markup = color_dot_markup (self, player);
  g_autofree char *supply_text = NULL;
  g_autofree char *score_text = g_strdup_printf ("%u", carc_state_get_score (state, player));
  g_autofree char *accessible = NULL;
  guint meeples = carc_state_get_supply (state, player);

  if (carc_state_get_options (state)->abbot)
    supply_text = g_strdup_printf (carc_state_get_abbot_in_supply (state, player)
                                   ? g_dngettext (GETTEXT_PACKAGE, "%u meeple · abbot", "%u meeples · abbot", meeples)
                                   : g_dngettext (GETTEXT_PACKAGE, "%u meeple · abbot out", "%u meeples · abbot out", meeples),
                                   meeples);
  else
    supply_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u meeple", "%u meeples", meeples), meeples);

  gtk_label_set_markup (GTK_LABEL (dot), dot_markup);
  gtk_widget_add_css_class (dot, "carcassonne-dot");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  supply = gtk_label_new (supply_text);
  gtk_label_set_xalign (GTK_LABEL (supply), 0);
  gtk_widget_add_css_class (supply, "dim-label");
  gtk_widget_add_css_class (supply, "caption");
  gtk_box_append (GTK_BOX (texts), name);
  gtk_box_append (GTK_BOX (texts), supply);
  gtk_widget_set_hexpand (texts, TRUE);
  score = gtk_label_new (score_text);
  gtk_widget_add_css_class (score, "title-2");
  gtk_widget_add_css_class (score, "numeric");

  gtk_box_append (GTK_BOX (box), dot);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), score);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  if (current)
    gtk_widget_add_css_class (row, "carcassonne-current");

  /* Translators: a player's line for screen readers */
  accessible = g_strdup_printf (_("%s, %s: %u points, %s%s"), name_of (self, player),
                                tt_carcassonne_color_name (tt_carcassonne_game_get_player_color (self->game, player)),
                                carc_state_get_score (state, player), supply_text,
                                current ? _(", to play") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return row;
}

static void
refresh_players (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  GtkWidget *child;
  int current = tt_game_get_current_player (TT_GAME (self->game));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))))
    gtk_list_box_remove (self->players_list, child);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    gtk_list_box_append (self->players_list, player_row (self, p, (int) p == current));
}

static void
refresh_log (TtCarcassonneView *self)
{
  GPtrArray *log = tt_carcassonne_game_get_log (self->game);
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_box))))
    gtk_box_remove (self->log_box, child);
  for (guint i = log->len; i > 0 && shown < LOG_LINES; i--, shown++)
    {
      const TtCarcassonneLogLine *line = g_ptr_array_index (log, i - 1);
      g_autofree char *dot = line->player >= 0 ? color_dot_markup (self, line->player) : g_strdup ("•");
      g_autofree char *text = g_markup_escape_text (line->text, -1);
      g_autofree char *markup = g_strdup_printf ("%s %s", dot, text);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "caption");
      if (shown > 0)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->log_box, label);
    }
  if (log->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("Nothing has been scored yet"));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (self->log_box, label);
    }
}

static void
refresh_turn (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  gboolean finished = carc_state_is_finished (state);
  gboolean human = tt_carcassonne_game_is_human_turn (self->game);
  gboolean pending = tt_carcassonne_game_get_pending (self->game, NULL);
  gboolean fits = !finished && carc_state_tile_fits_anywhere (state);
  guint rotation = tt_carc_board_get_rotation (self->board);
  g_autofree char *turn = NULL;
  g_autofree char *tiles = NULL;
  g_autofree char *tile_label = NULL;
  const char *hint;

  tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left",
                                        carc_state_get_tiles_left (state)),
                           carc_state_get_tiles_left (state));
  gtk_label_set_text (self->tiles_left_label, tiles);

  if (finished)
    {
      turn = g_strdup (_("The game is over"));
      hint = "";
      tt_carc_tile_image_set_tile (self->tile_image, NULL, 0);
    }
  else
    {
      guint player = carc_state_get_current_player (state);
      const CarcTileDef *def = carc_state_get_tile_def (state, carc_state_get_current_tile (state));

      turn = g_strdup_printf (_("%s’s turn"), name_of (self, player));
      tt_carc_tile_image_set_tile (self->tile_image, def, rotation);
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
  if (!finished)
    {
      /* the colour of whoever is to play, beside the name */
      g_autofree char *dot = color_dot_markup (self, carc_state_get_current_player (state));
      g_autofree char *escaped = g_markup_escape_text (turn, -1);
      g_autofree char *markup = g_strdup_printf ("%s %s", dot, escaped);

      gtk_label_set_markup (self->turn_label, markup);
    }
  else
    gtk_label_set_text (self->turn_label, turn);
  gtk_label_set_text (self->hint_label, hint);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile_image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tile_label ? tile_label : _("No tile"), -1);

  gtk_widget_set_visible (self->take_back_button, pending);
  gtk_widget_set_visible (self->no_figure_button, pending);
  gtk_widget_set_visible (self->recall_button,
                          pending && tt_carcassonne_game_can_recall_abbot (self->game));
  gtk_widget_set_visible (self->discard_button, human && !fits && !finished);
  gtk_widget_set_visible (self->results_button, finished);
  gtk_widget_set_visible (self->tile_row, !finished);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), !finished);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.rotate-left", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.rotate-right", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.hint", human && !finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.undo", tt_game_get_can_undo (TT_GAME (self->game)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "carc.redo", tt_game_get_can_redo (TT_GAME (self->game)));
}

static void
refresh (TtCarcassonneView *self)
{
  if (get_state (self) == NULL)
    return;
  refresh_turn (self);
  refresh_players (self);
  refresh_log (self);
}

/* ---- results ---- */

static GtkWidget *
grid_label (const char *text,
            const char *css_class,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
fill_breakdown (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  const CarcOptions *options = carc_state_get_options (state);
  static const char *const heads[] = {
    N_("Roads"), N_("Cities"), N_("Monasteries"), N_("Gardens"), N_("Farms"),
  };
  GtkWidget *child;
  int column = 1;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->breakdown_grid))))
    gtk_grid_remove (self->breakdown_grid, child);

  gtk_grid_attach (self->breakdown_grid, grid_label (_("Player"), "heading", 0), 0, 0, 1, 1);
  for (guint c = 0; c < CARC_N_CATEGORIES; c++)
    {
      if ((c == CARC_CATEGORY_GARDEN && !options->abbot) || (c == CARC_CATEGORY_FARM && !options->farmers))
        continue;
      gtk_grid_attach (self->breakdown_grid, grid_label (_(heads[c]), "heading", 1), column++, 0, 1, 1);
    }
  gtk_grid_attach (self->breakdown_grid, grid_label (_("During Play"), "heading", 1), column, 0, 1, 1);
  gtk_grid_attach (self->breakdown_grid, grid_label (_("At the End"), "heading", 1), column + 1, 0, 1, 1);
  gtk_grid_attach (self->breakdown_grid, grid_label (_("Total"), "heading", 1), column + 2, 0, 1, 1);

  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_autofree char *dot = color_dot_markup (self, p);
      g_autofree char *name = g_markup_escape_text (name_of (self, p), -1);
      g_autofree char *markup = g_strdup_printf ("%s <b>%s</b>", dot, name);
      GtkWidget *label = gtk_label_new (NULL);
      guint phase_total[CARC_N_PHASES] = { 0 };
      int col = 1;

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->breakdown_grid, label, 0, p + 1, 1, 1);
      for (guint c = 0; c < CARC_N_CATEGORIES; c++)
        {
          guint play = carc_state_get_score_part (state, p, c, CARC_PHASE_PLAY);
          guint end = carc_state_get_score_part (state, p, c, CARC_PHASE_END);
          g_autofree char *text = g_strdup_printf ("%u", play + end);
          g_autofree char *tip = g_strdup_printf (_("%u during play, %u at the end"), play, end);
          GtkWidget *cell;

          phase_total[CARC_PHASE_PLAY] += play;
          phase_total[CARC_PHASE_END] += end;
          if ((c == CARC_CATEGORY_GARDEN && !options->abbot) || (c == CARC_CATEGORY_FARM && !options->farmers))
            continue;
          cell = grid_label (text, "numeric", 1);
          gtk_widget_set_tooltip_text (cell, tip);
          gtk_grid_attach (self->breakdown_grid, cell, col++, p + 1, 1, 1);
        }
      {
        g_autofree char *play = g_strdup_printf ("%u", phase_total[CARC_PHASE_PLAY]);
        g_autofree char *end = g_strdup_printf ("%u", phase_total[CARC_PHASE_END]);
        g_autofree char *total = g_strdup_printf ("%u", carc_state_get_score (state, p));

        gtk_grid_attach (self->breakdown_grid, grid_label (play, "numeric", 1), col, p + 1, 1, 1);
        gtk_grid_attach (self->breakdown_grid, grid_label (end, "numeric", 1), col + 1, p + 1, 1, 1);
        gtk_grid_attach (self->breakdown_grid, grid_label (total, "title-4", 1), col + 2, p + 1, 1, 1);
      }
    }
}

static void
show_results (TtCarcassonneView *self)
{
  const CarcState *state = get_state (self);
  guint winners = carc_state_get_winners (state);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *title = NULL;
  guint n_winners = 0;

  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    if (winners & (1u << p))
      {
        if (names->len)
          g_string_append (names, _(" and "));
        g_string_append (names, name_of (self, p));
        n_winners++;
      }
  if (n_winners == 1)
    title = g_strdup_printf (_("%s Wins!"), names->str);
  else
    title = g_strdup_printf (_("%s Share the Win!"), names->str);
  gtk_label_set_text (self->winner_label, title);
  fill_breakdown (self);
  tt_carc_score_chart_set_game (self->chart, self->game);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  tt_carc_board_set_highlight (self->board, NULL, NULL, NULL);
  gtk_stack_set_visible_child_name (self->stack, "results");
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
  GArray *events = tt_carcassonne_game_get_last_events (self->game);

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
  what = tt_carcassonne_game_describe_event (self->game, event);
  label = points_label (self, event);
  banner = g_strdup_printf (_("Final count: %s (%s)"), label, what ? what : "");
  gtk_label_set_text (self->banner_label, banner);
  if (parts)
    tt_carc_board_set_highlight (self->board, parts, &color, label);
  g_array_remove_index (self->count_steps, 0);
  return G_SOURCE_CONTINUE;
}

static void
start_final_count (TtCarcassonneView *self)
{
  GArray *events = tt_carcassonne_game_get_last_events (self->game);

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

static void
on_state_reset (TtCarcassonneView *self)
{
  g_clear_handle_id (&self->count_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  tt_carc_board_set_highlight (self->board, NULL, NULL, NULL);
  if (!tt_game_get_finished (TT_GAME (self->game)))
    gtk_stack_set_visible_child_name (self->stack, "play");
  refresh (self);
}

static void
on_game_over (TtCarcassonneView *self)
{
  refresh (self);
  start_final_count (self);
}

/* ---- actions ---- */

static int
find_hinted_spot (TtCarcassonneView *self,
                  const CarcMove    *move)
{
  g_autoptr(GArray) spots = tt_carcassonne_game_list_figure_spots (self->game);

  for (guint i = 0; spots != NULL && i < spots->len; i++)
    {
      const CarcFigureSpot *spot = &g_array_index (spots, CarcFigureSpot, i);

      if (spot->action == move->action && spot->segment == move->segment)
        return (int) i;
    }
  return -1;
}

/* The suggestion is shown by laying the tile provisionally where Hard
 * would, with its figure spot marked: Enter takes it, Ctrl+Z takes it back. */
static void
show_hint (TtCarcassonneView *self,
           const CarcMove    *move)
{
  const char *text;

  if (move->discard)
    {
      gtk_label_set_text (self->hint_label, _("Suggestion: this tile fits nowhere, discard it"));
      return;
    }
  tt_carc_board_set_rotation (self->board, move->rotation);
  if (!tt_carc_board_activate_cell (self->board, move->x, move->y))
    return;
  tt_carc_board_center_on (self->board, move->x, move->y);
  tt_carc_board_select_spot (self->board, find_hinted_spot (self, move));
  if (move->action == CARC_ACTION_RECALL_ABBOT)
    text = _("Suggestion: lay the tile here and call your abbot back");
  else if (move->action == CARC_ACTION_NONE)
    text = _("Suggestion: lay the tile here without a figure; Enter confirms");
  else
    text = _("Suggestion: lay the tile here with a figure on the marked spot; Enter confirms");
  gtk_label_set_text (self->hint_label, text);
}

static void
hint_ready (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TtCarcassonneView) self = user_data;
  g_autoptr(GError) error = NULL;
  const CarcState *state;
  CarcMove move;

  if (!tt_carc_ai_choose_finish (result, &move, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Suggesting a move failed: %s", error->message);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  state = get_state (self);
  /* the game moved on while Hard was thinking */
  if (state == NULL || carc_state_get_turn (state) != self->hint_turn ||
      !tt_carcassonne_game_is_human_turn (self->game))
    return;
  if (tt_carcassonne_game_get_pending (self->game, NULL))
    tt_carcassonne_game_cancel_placement (self->game);
  show_hint (self, &move);
}

static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  const CarcState *state = get_state (self);

  if (state == NULL || carc_state_is_finished (state) || !tt_carcassonne_game_is_human_turn (self->game))
    return;
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  self->hint_turn = carc_state_get_turn (state);
  gtk_label_set_text (self->hint_label, _("Looking for a good move…"));
  tt_carc_ai_choose_async (state, CARC_AI_HARD, HINT_BUDGET_MS, self->hint_cancellable,
                           hint_ready, g_object_ref (self));
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  /* a tile laid but not confirmed is the first thing to take back */
  if (tt_carcassonne_game_get_pending (self->game, NULL))
    tt_carcassonne_game_cancel_placement (self->game);
  else if (!tt_game_undo (TT_GAME (self->game), &error))
    g_warning ("Undo failed: %s", error->message);
}

static void
redo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!tt_game_redo (TT_GAME (self->game), &error))
    g_warning ("Redo failed: %s", error->message);
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
    tt_carcassonne_game_cancel_placement (self->game);
  else if (g_str_equal (name, "carc.no-figure"))
    ok = tt_carcassonne_game_finish_turn (self->game, CARC_ACTION_NONE, CARC_SEG_INVALID, &error);
  else if (g_str_equal (name, "carc.recall-abbot"))
    ok = tt_carcassonne_game_finish_turn (self->game, CARC_ACTION_RECALL_ABBOT, CARC_SEG_INVALID, &error);
  else if (g_str_equal (name, "carc.discard"))
    ok = tt_carcassonne_game_discard_tile (self->game, &error);
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

static void
page_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);

  if (g_str_equal (name, "carc.show-board"))
    {
      gtk_stack_set_visible_child_name (self->stack, "play");
      tt_carc_board_fit (self->board);
    }
  else if (g_str_equal (name, "carc.show-results"))
    show_results (self);
  else if (g_str_equal (name, "carc.skip-count"))
    tt_carcassonne_view_skip_count (self);
}

/* A new game with the same players, options and tile set, and a new seed. */
static void
play_again_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  const TtRecord *old = tt_game_get_record (TT_GAME (self->game));
  g_autoptr(TtRecord) record = tt_record_copy (old);
  g_autoptr(TtCarcassonneGame) game = tt_carcassonne_game_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *catalog;

  tt_record_truncate_moves (record, 0);
  record->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  json_object_remove_member (record->root, "final_scoring");
  tt_game_set_autosave (TT_GAME (game), tt_game_get_autosave (TT_GAME (self->game)));
  if (!tt_game_start (TT_GAME (game), record, &error))
    {
      g_warning ("Could not start a new game: %s", error->message);
      return;
    }
  catalog = gtk_widget_get_ancestor (widget, TT_TYPE_CATALOG_VIEW);
  if (catalog)
    tt_catalog_view_show_page (TT_CATALOG_VIEW (catalog), tt_carcassonne_view_new (game));
  else
    tt_carcassonne_view_set_game (self, game);
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
  CarcReason reason = tt_carcassonne_game_check_placement (self->game, x, y, rotation);
  g_autofree char *why = tt_carcassonne_game_explain_placement (self->game, x, y, rotation);
  g_autofree char *text = NULL;

  self->why_section = tt_rules_carcassonne_section_for_reason (reason);
  if (self->why_section == NULL)
    return;
  /* Translators: %s explains why, e.g. "A tile already lies here" */
  text = g_strdup_printf (_("The tile fits there in no rotation. %s."), why ? why : "");
  gtk_label_set_text (self->why_label, text);
  gtk_revealer_set_reveal_child (self->why_revealer, TRUE);
}

static void
dismiss_why (TtCarcassonneView *self)
{
  self->why_section = NULL;
  gtk_revealer_set_reveal_child (self->why_revealer, FALSE);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);
  const char *section = self->why_section;

  /* without a refusal to explain, the rule for the step at hand */
  if (section == NULL)
    section = self->game && tt_carcassonne_game_get_pending (self->game, NULL)
              ? "placing-figures" : "placing-tiles";
  tt_rules_show (widget, "carcassonne", section);
}

static void
why_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (widget);

  if (g_str_equal (action_name, "carc.dismiss-why"))
    dismiss_why (self);
  else
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* ---- life cycle ---- */

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
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->count_steps, g_array_unref);
  G_OBJECT_CLASS (tt_carcassonne_view_parent_class)->dispose (object);
}

static void
tt_carcassonne_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carcassonne_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TtCarcassonneView *self = TT_CARCASSONNE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_carcassonne_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
load_css (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (done || gdk_display_get_default () == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/tabletop/Tabletop/carcassonne/carcassonne.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
tt_carcassonne_view_class_init (TtCarcassonneViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_carcassonne_view_dispose;
  object_class->get_property = tt_carcassonne_view_get_property;
  object_class->set_property = tt_carcassonne_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_CARCASSONNE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TT_TYPE_CARC_BOARD);
  g_type_ensure (TT_TYPE_CARC_TILE_IMAGE);
  g_type_ensure (TT_TYPE_CARC_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/carcassonne/tt-carcassonne-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, stack);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, flap);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, board);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, why_revealer);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, why_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, turn_card);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tile_row);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, tile_image);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, no_figure_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, recall_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, discard_button);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, players_list);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, log_box);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, winner_label);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, breakdown_grid);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneView, chart);

  gtk_widget_class_install_action (widget_class, "carc.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "carc.redo", NULL, redo_action);
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
  gtk_widget_class_install_action (widget_class, "carc.show-board", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "carc.show-results", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "carc.skip-count", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "carc.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "carc.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "carc.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "carc.dismiss-why", NULL, why_action);
  gtk_widget_class_install_action (widget_class, "carc.toggle-panel", NULL, why_action);
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *accel,
              const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accel),
                                                          gtk_named_action_new (action)));
}

static void
tt_carcassonne_view_init (TtCarcassonneView *self)
{
  GtkEventController *shortcuts;

  load_css ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->count_steps = g_array_new (FALSE, FALSE, sizeof (CarcEvent));

  self->results_button = gtk_button_new_with_mnemonic (_("Show _Results"));
  gtk_widget_add_css_class (self->results_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->results_button), "carc.show-results");
  gtk_box_append (GTK_BOX (self->turn_card), self->results_button);

  /* the game's keys work wherever the focus is in the window */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>z", "carc.undo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control><Shift>z", "carc.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>plus", "carc.zoom-in");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>equal", "carc.zoom-in");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>minus", "carc.zoom-out");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>0", "carc.zoom-fit");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>h", "carc.hint");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Shift>F1", "carc.rules");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "F9", "carc.toggle-panel");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  self->game_signals = g_signal_group_new (TT_TYPE_CARCASSONNE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (on_move_applied), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (on_state_reset), self);
  g_signal_group_connect_swapped (self->game_signals, "game-over", G_CALLBACK (on_game_over), self);
  g_signal_group_connect_swapped (self->game_signals, "placement-changed", G_CALLBACK (refresh_turn), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo", G_CALLBACK (refresh_turn), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-redo", G_CALLBACK (refresh_turn), self);
  g_signal_connect_swapped (self->board, "notify::rotation", G_CALLBACK (on_rotation_changed), self);
  g_signal_connect_swapped (self->board, "placement-refused", G_CALLBACK (on_placement_refused), self);
  g_signal_group_connect_swapped (self->game_signals, "placement-changed", G_CALLBACK (dismiss_why), self);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (dismiss_why), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (dismiss_why), self);
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

  return self->game;
}

void
tt_carcassonne_view_set_game (TtCarcassonneView *self,
                              TtCarcassonneGame *game)
{
  g_return_if_fail (TT_IS_CARCASSONNE_VIEW (self));

  if (!g_set_object (&self->game, game))
    return;
  g_clear_handle_id (&self->count_source, g_source_remove);
  if (game)
    tt_carcassonne_game_set_computer_pace (game, 700);
  g_signal_group_set_target (self->game_signals, game);
  tt_carc_board_set_game (self->board, game);
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
  if (game && tt_game_get_finished (TT_GAME (game)))
    show_results (self);
  else
    gtk_stack_set_visible_child_name (self->stack, "play");
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
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

  return gtk_stack_get_visible_child_name (self->stack);
}

/* The rules section the "Why?" note offers; NULL while none is shown. */
const char *
tt_carcassonne_view_get_why_section (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return gtk_revealer_get_reveal_child (self->why_revealer) ? self->why_section : NULL;
}

AdwFlap *
tt_carcassonne_view_get_flap (TtCarcassonneView *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_VIEW (self), NULL);

  return self->flap;
}

void
tt_carcassonne_view_skip_count (TtCarcassonneView *self)
{
  g_return_if_fail (TT_IS_CARCASSONNE_VIEW (self));

  g_clear_handle_id (&self->count_source, g_source_remove);
  g_array_set_size (self->count_steps, 0);
  if (self->game && tt_game_get_finished (TT_GAME (self->game)))
    show_results (self);
}

/* ---- catalog ---- */

static void
on_new_game_start (TtCarcNewGame *page)
{
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *catalog;

  game = tt_carc_new_game_create_game (page, &error);
  if (game == NULL)
    return;   /* the page shows the error */
  catalog = gtk_widget_get_ancestor (GTK_WIDGET (page), TT_TYPE_CATALOG_VIEW);
  if (catalog)
    tt_catalog_view_show_page (TT_CATALOG_VIEW (catalog), tt_carcassonne_view_new (game));
}

static GtkWidget *
create_new_game_page (gpointer user_data)
{
  GtkWidget *page = tt_carc_new_game_new ();

  g_signal_connect (page, "start", G_CALLBACK (on_new_game_start), NULL);
  return page;
}

static GtkWidget *
open_game (TtGame   *game,
           gpointer  user_data)
{
  if (!TT_IS_CARCASSONNE_GAME (game))
    return NULL;
  return tt_carcassonne_view_new (TT_CARCASSONNE_GAME (game));
}

void
tt_carcassonne_register (void)
{
  g_autoptr(TtCatalogEntry) entry = NULL;

  g_type_ensure (TT_TYPE_CARCASSONNE_GAME);
  entry = tt_catalog_entry_new ("carcassonne", _("Carcassonne"),
                                _("Lay tiles to build a medieval landscape of cities, roads, monasteries and fields"),
                                "tabletop-carcassonne-symbolic", create_new_game_page, open_game, NULL);
  tt_catalog_add (TT_CATALOG_GAMES, entry);
}
