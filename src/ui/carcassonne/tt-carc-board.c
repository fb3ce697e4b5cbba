/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board.c — the Carcassonne board widget
 *
 * Coordinates: the board is measured in tiles, tile (x, y) covering
 * [x, x+1) × [y, y+1); (cx, cy) is the board point at the widget's centre
 * and `scale` the size of a tile in pixels. Everything is drawn in widget
 * pixels (never through a scaling transform), so lines stay sharp at any
 * zoom. Tile pictures are cached as render nodes per size.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tt-carc-board-private.h"
#include "ui/tt-example-board.h"
#include "ui/tt-translation.h"

static void tt_carc_board_example_init (TtExampleBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCarcBoard, tt_carc_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_EXAMPLE_BOARD, tt_carc_board_example_init))

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLACEMENT_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gpointer
cell_key (int x,
          int y)
{
  return GUINT_TO_POINTER (((guint) (x & 0xffff) << 16) | (guint) (y & 0xffff));
}

static void
flash_free (gpointer data)
{
  Flash *flash = data;

  g_array_unref (flash->parts);
  g_free (flash->label);
  g_free (flash);
}

const CarcState *
_tt_carc_board_get_state (TtCarcBoard *self)
{
  return self->game ? tt_carcassonne_game_get_state (self->game) : NULL;
}

gboolean
_tt_carc_board_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

double
_tt_carc_board_tile_px (TtCarcBoard *self)
{
  return round (self->scale);
}

void
_tt_carc_board_board_to_widget (TtCarcBoard *self,
                                double       bx,
                                double       by,
                                double      *wx,
                                double      *wy)
{
  double s = _tt_carc_board_tile_px (self);

  *wx = round (gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 + (bx - self->cx) * s);
  *wy = round (gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 + (by - self->cy) * s);
}

void
_tt_carc_board_widget_to_board (TtCarcBoard *self,
                                double       wx,
                                double       wy,
                                double      *bx,
                                double      *by)
{
  double s = _tt_carc_board_tile_px (self);

  *bx = self->cx + (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / s;
  *by = self->cy + (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / s;
}

void
_tt_carc_board_cell_rect (TtCarcBoard     *self,
                          int              x,
                          int              y,
                          graphene_rect_t *rect)
{
  double wx, wy;

  _tt_carc_board_board_to_widget (self, x, y, &wx, &wy);
  graphene_rect_init (rect, wx, wy, _tt_carc_board_tile_px (self), _tt_carc_board_tile_px (self));
}

guint
_tt_carc_board_legal_mask (TtCarcBoard *self,
                           int          x,
                           int          y)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, cell_key (x, y)));
}

/* The rotation shown at a cell: the chosen one if it fits, else the next that does. */
int
_tt_carc_board_best_rotation (TtCarcBoard *self,
                              int          x,
                              int          y)
{
  guint mask = _tt_carc_board_legal_mask (self, x, y);

  for (guint i = 0; i < 4; i++)
    {
      guint r = (self->rotation + i) % 4;

      if (mask & (1u << r))
        return r;
    }
  return -1;
}

/* The rotations the drawn tile fits in at a cell the draft offers. */
static guint
fitting_rotations (TtCarcBoard *self,
                   int          x,
                   int          y)
{
  guint mask = 0;

  for (guint r = 0; r < 4; r++)
    if (tt_carcassonne_game_check_placement (self->game, x, y, r) == CARC_REASON_OK)
      mask |= 1u << r;
  return mask;
}

/* What the move draft offers now: the cells (or, once it has laid the
 * tile, the tile and its figure spots). */
void
_tt_carc_board_refresh_legal (TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  GListModel *choices;

  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->spots, 0);
  self->has_pending = FALSE;
  if (state == NULL || !tt_game_is_human_turn (TT_GAME (self->game)))
    return;
  self->has_pending = tt_carcassonne_game_get_draft_placement (self->game, &self->pending);
  if (self->has_pending)
    {
      g_autoptr(GArray) spots = tt_carcassonne_game_list_figure_spots (self->game);

      g_array_append_vals (self->spots, spots->data, spots->len);
      return;
    }
  choices = tt_move_draft_get_choices (tt_game_get_draft (TT_GAME (self->game)));
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      const TtRulesDecision *d = tt_move_choice_get_decision (choice);

      /* a single cell is taken at once: its rotations are the question */
      if (d->kind == CARC_DECISION_PLACE)
        g_hash_table_insert (self->legal, cell_key (d->value[0], d->value[1]),
                             GUINT_TO_POINTER (fitting_rotations (self, d->value[0], d->value[1])));
      else if (d->kind == CARC_DECISION_ROTATION)
        {
          int x = d->value[CARC_DECISION_X], y = d->value[CARC_DECISION_Y];

          g_hash_table_insert (self->legal, cell_key (x, y),
                               GUINT_TO_POINTER (_tt_carc_board_legal_mask (self, x, y) | (1u << d->value[0])));
        }
    }
}

void
_tt_carc_board_update_accessible (TtCarcBoard *self)
{
  const CarcState *state = _tt_carc_board_get_state (self);
  g_autofree char *description = NULL;

  if (state == NULL)
    return;
  if (self->show_cursor)
    {
      guint tile, rotation;

      if (carc_state_get_tile_at (state, self->kx, self->ky, &tile, &rotation))
        description = g_strdup_printf (_("Cell %d, %d: tile %s"), self->kx, self->ky,
                                       carc_state_get_tile_def (state, tile)->id);
      else if (_tt_carc_board_legal_mask (self, self->kx, self->ky))
        description = g_strdup_printf (_("Cell %d, %d: the tile fits here"), self->kx, self->ky);
      else
        description = g_strdup_printf (_("Cell %d, %d: empty"), self->kx, self->ky);
    }
  else
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile on the table",
                                                "%u tiles on the table",
                                                carc_state_get_n_placed (state)),
                                   carc_state_get_n_placed (state));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

void
_tt_carc_board_on_game_changed (TtCarcBoard *self)
{
  _tt_carc_board_refresh_legal (self);
  self->hover_spot = -1;
  if (self->has_pending)
    self->rotation = self->pending.rotation;
  self->selected_spot = -1;
  g_clear_pointer (&self->highlight, g_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  _tt_carc_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
static void
on_dark_changed (TtCarcBoard *self)
{
  g_hash_table_remove_all (self->node_cache);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- life cycle ---- */

static void
tt_carc_board_dispose (GObject *object)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  if (self->tick_id)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  g_clear_handle_id (&self->flash_source, g_source_remove);
  _tt_carc_board_stop_lay_animation (self);
  _tt_carc_board_stop_following_animation (self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_object (&self->game_signals);
  if (self->draft_signals)
    g_signal_group_set_target (self->draft_signals, NULL);
  g_clear_object (&self->draft_signals);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_carc_board_parent_class)->dispose (object);
}

static void
tt_carc_board_finalize (GObject *object)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->highlight_label, g_free);
  g_clear_pointer (&self->flashes, g_ptr_array_unref);
  g_clear_pointer (&self->node_cache, g_hash_table_unref);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  G_OBJECT_CLASS (tt_carc_board_parent_class)->finalize (object);
}

static void
tt_carc_board_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carc_board_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TtCarcBoard *self = TT_CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tt_carc_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tt_carc_board_set_rotation (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carc_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 200;
  *natural = 640;
}

static void
tt_carc_board_class_init (TtCarcBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_carc_board_dispose;
  object_class->finalize = tt_carc_board_finalize;
  object_class->get_property = tt_carc_board_get_property;
  object_class->set_property = tt_carc_board_set_property;
  widget_class->snapshot = _tt_carc_board_snapshot;
  widget_class->measure = tt_carc_board_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_CARCASSONNE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A person tried to lay the tile on cell (x, y), where it fits in no
   * rotation; the view offers the rule that explains why. */
  signals[PLACEMENT_REFUSED] =
    g_signal_new ("placement-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "carcassonne-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tt_carc_board_init (TtCarcBoard *self)
{
  self->scale = 104;
  self->cx = self->cy = 0.5;
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->legal = g_hash_table_new (NULL, NULL);
  self->spots = g_array_new (FALSE, TRUE, sizeof (CarcFigureSpot));
  self->flashes = g_ptr_array_new_with_free_func (flash_free);
  self->node_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) gsk_render_node_unref);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  _tt_carc_board_init_input (self);

  self->game_signals = g_signal_group_new (TT_TYPE_CARCASSONNE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied",
                                  G_CALLBACK (_tt_carc_board_on_move_applied), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset",
                                  G_CALLBACK (_tt_carc_board_on_state_reset), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking",
                                  G_CALLBACK (_tt_carc_board_on_thinking_changed), self);

  /* a cell, a rotation or a figure chosen or taken back, a hint shown */
  self->draft_signals = g_signal_group_new (TT_TYPE_MOVE_DRAFT);
  g_signal_group_connect_swapped (self->draft_signals, "changed", G_CALLBACK (_tt_carc_board_on_game_changed), self);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

GtkWidget *
tt_carc_board_new (void)
{
  return g_object_new (TT_TYPE_CARC_BOARD, NULL);
}

void
tt_carc_board_set_game (TtCarcBoard       *self,
                        TtCarcassonneGame *game)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  g_signal_group_set_target (self->draft_signals, game ? tt_game_get_draft (TT_GAME (game)) : NULL);
  g_ptr_array_set_size (self->flashes, 0);
  _tt_carc_board_stop_lay_animation (self);
  _tt_carc_board_stop_following_animation (self);
  self->generation++;
  self->user_moved = FALSE;
  self->show_cursor = FALSE;
  self->cx = self->cy = 0.5;
  _tt_carc_board_on_game_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TtCarcassonneGame *
tt_carc_board_get_game (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), NULL);

  return self->game;
}

guint
tt_carc_board_get_rotation (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), 0);

  return self->rotation;
}

void
tt_carc_board_set_rotation (TtCarcBoard *self,
                            guint        rotation)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  rotation %= 4;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Driving the move draft ---------------------------------------------- */

static TtMoveDraft *
get_draft (TtCarcBoard *self)
{
  return tt_game_get_draft (TT_GAME (self->game));
}

/* The kind of the last decision the person took (0: none yet). */
static gint32
last_choice_kind (TtMoveDraft *draft)
{
  GListModel *path = tt_move_draft_get_path (draft);
  guint n = g_list_model_get_n_items (path);
  g_autoptr(TtMoveChoice) last = n > 0 ? g_list_model_get_item (path, n - 1) : NULL;

  return last ? tt_move_choice_get_decision (last)->kind : 0;
}

/* Back to the question of `kind` (the rotation's or the figure's): the
 * choices after it are taken back, those before it kept. */
static void
draft_back_to (TtCarcBoard      *self,
               CarcDecisionKind  kind)
{
  TtMoveDraft *draft = get_draft (self);

  while (last_choice_kind (draft) >= (gint32) kind && tt_move_draft_back (draft))
    ;
}

/* Takes the answer when the draft asks that question now; a question
 * with one answer was taken at once. */
static gboolean
draft_take (TtCarcBoard          *self,
            CarcDecisionKind      kind,
            const CarcPlacement  *placement,
            const CarcFigureSpot *spot)
{
  TtMoveDraft *draft = get_draft (self);
  TtRulesDecision decision;

  tt_carcassonne_decision_init (&decision, kind, placement, spot);
  if (tt_move_draft_find_choice (draft, &decision) == NULL)
    return FALSE;
  return tt_move_draft_choose_decision (draft, &decision, NULL);
}

static gboolean
draft_commit (TtCarcBoard *self)
{
  g_autoptr(GError) error = NULL;

  if (tt_move_draft_commit (get_draft (self), &error))
    return TRUE;
  g_warning ("Could not finish the turn: %s", error->message);
  return FALSE;
}

void
tt_carc_board_rotate (TtCarcBoard *self,
                      int          quarter_turns)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  /* A laid tile turns to its next rotation that fits the same cell. */
  if (self->game && self->has_pending)
    {
      CarcPlacement turned = self->pending;

      for (int i = 1; i < 4; i++)
        {
          turned.rotation = (self->pending.rotation + 4 + i * quarter_turns) % 4;
          if (tt_carcassonne_game_check_placement (self->game, turned.x, turned.y, turned.rotation) != CARC_REASON_OK)
            continue;
          draft_back_to (self, CARC_DECISION_ROTATION);
          draft_take (self, CARC_DECISION_ROTATION, &turned, NULL);
          return;
        }
      return;
    }
  tt_carc_board_set_rotation (self, (self->rotation + 4 + quarter_turns) % 4);
}

gboolean
tt_carc_board_activate_cell (TtCarcBoard *self,
                             int          x,
                             int          y)
{
  CarcPlacement placement = { x, y, 0 };
  int rotation;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !tt_game_is_human_turn (TT_GAME (self->game)))
    return FALSE;
  /* clicking another cell moves the tile laid this turn */
  if (self->has_pending)
    tt_move_draft_clear (get_draft (self));
  /* the only cell and rotation there are: the draft has laid it already */
  if (self->has_pending && self->pending.x == x && self->pending.y == y)
    return TRUE;
  rotation = _tt_carc_board_best_rotation (self, x, y);
  if (rotation < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      g_signal_emit (self, signals[PLACEMENT_REFUSED], 0, x, y);
      return FALSE;
    }
  self->kx = x;
  self->ky = y;
  placement.rotation = (guint8) rotation;
  draft_take (self, CARC_DECISION_PLACE, &placement, NULL);
  draft_take (self, CARC_DECISION_ROTATION, &placement, NULL);
  return self->has_pending;
}

gboolean
tt_carc_board_choose_spot (TtCarcBoard *self,
                           int          index)
{
  CarcPlacement placement;
  CarcFigureSpot spot;
  TtMoveDraft *draft;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !self->has_pending)
    return FALSE;
  if (index >= (int) self->spots->len)
    return FALSE;
  draft = get_draft (self);
  placement = self->pending;
  if (index >= 0)
    spot = g_array_index (self->spots, CarcFigureSpot, index);
  draft_back_to (self, CARC_DECISION_FIGURE);
  draft_take (self, CARC_DECISION_FIGURE, &placement, index >= 0 ? &spot : NULL);
  if (index >= 0 && !tt_move_draft_get_complete (draft))
    draft_take (self, CARC_DECISION_SPOT, &placement, &spot);
  if (!tt_move_draft_get_complete (draft))
    {
      g_warning ("The draft does not offer figure spot %d", index);
      return FALSE;
    }
  return draft_commit (self);
}

gboolean
tt_carc_board_recall_abbot (TtCarcBoard *self)
{
  CarcPlacement placement;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL || !self->has_pending)
    return FALSE;
  placement = self->pending;
  draft_back_to (self, CARC_DECISION_FIGURE);
  if (!draft_take (self, CARC_DECISION_RECALL, &placement, NULL) || !tt_move_draft_get_complete (get_draft (self)))
    return FALSE;
  return draft_commit (self);
}

gboolean
tt_carc_board_take_back (TtCarcBoard *self)
{
  TtMoveDraft *draft;

  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  draft = get_draft (self);
  if (g_list_model_get_n_items (tt_move_draft_get_path (draft)) == 0)
    return FALSE;
  tt_move_draft_clear (draft);
  return TRUE;
}

gboolean
tt_carc_board_get_pending (TtCarcBoard   *self,
                           CarcPlacement *placement)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), FALSE);

  if (self->has_pending && placement != NULL)
    *placement = self->pending;
  return self->has_pending;
}

void
tt_carc_board_select_spot (TtCarcBoard *self,
                           int          index)
{
  g_return_if_fail (TT_IS_CARC_BOARD (self));

  if (index >= (int) self->spots->len)
    return;
  self->selected_spot = MAX (index, -1);
  _tt_carc_board_highlight_spot (self, self->selected_spot);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tt_carc_board_get_n_legal_cells (TtCarcBoard *self)
{
  g_return_val_if_fail (TT_IS_CARC_BOARD (self), 0);

  return g_hash_table_size (self->legal);
}

/* ---- rules examples (TtExampleBoard) ---- */

static void
example_fit (TtExampleBoard *board)
{
  tt_carc_board_fit (TT_CARC_BOARD (board));
}

/* The features the step scored glow, with "NAME +POINTS" beside them in
 * the first winner's colour. */
static void
example_mark_events (TtExampleBoard     *board,
                     gconstpointer       state,
                     gconstpointer       events,
                     const char * const *names,
                     const char * const *colors)
{
  const GArray *list = events;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  g_autoptr(GString) label = g_string_new (NULL);
  GdkRGBA color = { 0.98, 0.85, 0.2, 1.0 };
  gboolean have_color = FALSE;

  for (guint i = 0; state != NULL && list != NULL && i < list->len; i++)
    {
      const CarcEvent *event = &g_array_index (list, CarcEvent, i);
      CarcFeatureInfo info;

      if (event->type != CARC_EVENT_FEATURE_SCORED || event->winners == 0 || event->points == 0)
        continue;
      carc_state_query_feature (state, event->x, event->y, event->segment, &info, parts);
      for (guint p = 0; p < CARC_MAX_PLAYERS && names[p] != NULL; p++)
        if (event->winners & (1u << p))
          {
            if (!have_color && colors[p] != NULL)
              have_color = tt_carc_player_color (colors[p], &color);
            g_string_append_printf (label, "%s%s +%u", label->len ? ", " : "", names[p], event->points);
          }
    }
  tt_carc_board_set_highlight (TT_CARC_BOARD (board), parts->len ? parts : NULL, &color, label->str);
}

static char *
example_describe_seat (TtExampleBoard *board,
                       gconstpointer   state,
                       guint           player,
                       const char     *language)
{
  guint supply = carc_state_get_supply (state, player);

  return g_strdup_printf (tt_translation_nget (language, "%u meeple left", "%u meeples left", supply), supply);
}

static void
tt_carc_board_example_init (TtExampleBoardInterface *iface)
{
  iface->fit = example_fit;
  iface->mark_events = example_mark_events;
  iface->describe_seat = example_describe_seat;
}
