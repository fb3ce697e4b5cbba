/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-view.c — the Ora et Labora play view */
#include "config.h"

#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "ora/ora-decisions.h"
#include "model/ora/tt-ora-card-text.h"
#include "tt-move-draft.h"
#include "tt-ora-card-image.h"
#include "tt-ora-goods-tray.h"
#include "tt-ora-landscape.h"
#include "tt-ora-track.h"
#include "tt-ora-view.h"
#include "tt-ora-wheel.h"

struct _TtOraView
{
  TtStandardPlayView parent_instance;

  GtkLabel       *phase_label;
  GtkNotebook    *notebook;
  GtkLabel       *goods_heading;
  TtOraGoodsTray *goods_tray;
  GtkFlowBox     *hand_box;
  GtkLabel       *hand_empty;
  GtkListBox     *action_list;
  GtkLabel       *prompt_label;
  GtkLabel       *path_label;
  GtkButton      *back_button;

  GSignalGroup   *game_signals;
  GSignalGroup   *draft_signals;
  const OraState *state;        /* the game's, for drawing */
  GPtrArray      *landscapes;   /* TtOraLandscape, per player index */
  TtOraWheel     *wheel;
  GtkLabel       *track_label;
  TtOraTrack     *track;
  GtkBox         *offer_box;
  int             shown_player; /* whose landscape was brought forward last */
};

G_DEFINE_FINAL_TYPE (TtOraView, tt_ora_view, TT_TYPE_STANDARD_PLAY_VIEW)

static TtOraGame *
get_game (TtOraView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));

  return TT_IS_ORA_GAME (game) ? TT_ORA_GAME (game) : NULL;
}

GtkWidget *
tt_ora_view_new (TtGame *game)
{
  return g_object_new (TT_TYPE_ORA_VIEW, "game", game, NULL);
}

/* Display -------------------------------------------------------------------- */

static TtMoveDraft *
get_draft (TtOraView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));

  return game != NULL ? tt_game_get_draft (game) : NULL;
}

/* Whose landscape and which cell a choice names, when it names one. */
static gboolean
choice_cell (TtOraView             *self,
             const TtRulesDecision *d,
             int                   *owner,
             int                   *row,
             int                   *col)
{
  int me = ora_state_get_current_player (self->state);
  int cell = -1;

  *owner = me;
  switch (d->kind)
    {
    case ORA_DECIDE_OWNER:
      *owner = d->value[0];
      *row = d->value[1];
      *col = d->value[2];
      return TRUE;
    case ORA_DECIDE_PLACE:
      *row = d->value[0];
      *col = d->value[1];
      return TRUE;
    case ORA_DECIDE_USE:
      if (d->value[3] < 0 || d->value[4] < 0)
        return FALSE;
      *owner = d->value[3];
      cell = d->value[4];
      break;
    case ORA_DECIDE_STEP:
      {
        const OraCard *card = &self->state->set->cards[ORA_DECIDE_FCARD (d)];
        int step = d->value[1] >> 2, part = d->value[1] & 3;
        OraStepKind kind = step < card->n_steps ? card->steps[step].kind : ORA_N_STEP_KINDS;

        /* the steps that name a space of the player's landscape */
        if (((kind == ORA_STEP_BUILD || kind == ORA_STEP_SETTLE) && part == 1) ||
            (kind == ORA_STEP_FELL_CUT && (part == 0 || part == 2)))
          cell = d->value[2];
      }
      break;
    default:
      return FALSE;
    }
  if (cell < 0 || cell >= ORA_ROWS * ORA_COLS)
    return FALSE;
  *row = cell / ORA_COLS;
  *col = cell % ORA_COLS;
  return TRUE;
}

/* The places the next decision's choices name are marked on the board. */
static void
update_marks (TtOraView *self)
{
  TtMoveDraft *draft = get_draft (self);
  GListModel *choices = draft != NULL && self->state != NULL ? tt_move_draft_get_choices (draft) : NULL;

  for (guint p = 0; p < self->landscapes->len; p++)
    {
      TtOraMarks marks;

      tt_ora_marks_clear (&marks);
      for (guint i = 0; choices != NULL && i < g_list_model_get_n_items (choices); i++)
        {
          g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
          int owner, row, col;

          if (choice_cell (self, tt_move_choice_get_decision (choice), &owner, &row, &col) && owner == (int) p)
            tt_ora_marks_add (&marks, row, col);
        }
      tt_ora_landscape_set_marks (g_ptr_array_index (self->landscapes, p), &marks);
    }
}

static void
on_row_activated (TtOraView     *self,
                  GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);
  TtMoveDraft *draft = get_draft (self);

  if (draft != NULL && tt_move_draft_get_complete (draft))
    {
      tt_ora_view_confirm (self);
      return;
    }
  if (index >= 0)
    tt_ora_view_activate_choice (self, (guint) index);
}

/* The back button, and Escape: the last choice taken back. */
static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtMoveDraft *draft = get_draft (TT_ORA_VIEW (widget));

  if (draft != NULL)
    tt_move_draft_back (draft);
}

static void
show_panel (TtOraView *self)
{
  adw_flap_set_reveal_flap (tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (self)), TRUE);
}

static GtkWidget *
choice_row (TtMoveChoice *choice)
{
  GtkWidget *row = adw_action_row_new ();
  const char *detail = tt_move_choice_get_detail (choice);
  const char *preview = tt_move_choice_get_preview (choice);
  g_autofree char *subtitle = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tt_move_choice_get_label (choice));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (detail != NULL && preview != NULL)
    subtitle = g_strdup_printf ("%s\n%s", detail, preview);
  else
    subtitle = g_strdup (detail != NULL ? detail : preview);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), tt_move_choice_get_enabled (choice));
  gtk_widget_set_sensitive (row, tt_move_choice_get_enabled (choice));
  if (tt_move_choice_get_reason (choice) != NULL)
    gtk_widget_set_tooltip_text (row, tt_move_choice_get_reason (choice));
  if (tt_move_choice_get_gains_nothing (choice))
    gtk_widget_add_css_class (row, "dim-label");
  /* a choice that settles the move plays it */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name (tt_move_choice_get_move (choice) != NULL
                                                             ? "media-playback-start-symbolic"
                                                             : "go-next-symbolic"));
  return row;
}

/* The choices made so far, as a line over the list. */
static char *
path_text (TtMoveDraft *draft)
{
  GListModel *path = tt_move_draft_get_path (draft);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (path); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (path, i);

      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, tt_move_choice_get_label (choice));
    }
  return g_string_free (text, FALSE);
}

static void
fill_action_list (TtOraView *self)
{
  TtMoveDraft *draft = get_draft (self);
  gboolean human = self->state != NULL && tt_game_is_human_turn (tt_play_view_get_game (TT_PLAY_VIEW (self)));
  GListModel *choices;
  g_autofree char *path = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_list))) != NULL)
    gtk_list_box_remove (self->action_list, child);
  /* Escape (unhandled when there is nothing to take back) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ora.back",
                                 draft != NULL && human &&
                                 g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0);
  if (draft == NULL || !human)
    {
      gtk_label_set_label (self->prompt_label, _("Actions"));
      gtk_widget_set_visible (GTK_WIDGET (self->back_button), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->path_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->action_list), FALSE);
      return;
    }
  path = path_text (draft);
  gtk_label_set_label (self->path_label, path);
  gtk_widget_set_visible (GTK_WIDGET (self->path_label), *path != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), *path != '\0');
  if (tt_move_draft_get_complete (draft))
    {
      /* a hint walked here: the person confirms */
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *words = tt_move_draft_describe (draft, tt_move_draft_get_move (draft));

      gtk_label_set_label (self->prompt_label, _("Play this move?"));
      gtk_label_set_label (self->path_label, words);
      gtk_widget_set_visible (GTK_WIDGET (self->path_label), words != NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Play the move"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
      gtk_widget_add_css_class (row, "accent");
      gtk_list_box_append (self->action_list, row);
      gtk_widget_set_visible (GTK_WIDGET (self->action_list), TRUE);
      return;
    }
  gtk_label_set_label (self->prompt_label, tt_move_draft_get_prompt (draft) ? tt_move_draft_get_prompt (draft)
                                                                             : _("Actions"));
  choices = tt_move_draft_get_choices (draft);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      gtk_list_box_append (self->action_list, choice_row (choice));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->action_list), g_list_model_get_n_items (choices) > 0);
}

/* The draft moved: its decision on the list, its places on the board. */
static void
on_draft_changed (TtOraView *self)
{
  if (self->state == NULL)
    return;
  fill_action_list (self);
  update_marks (self);
}

static void
fill_hand (TtOraView *self,
           int        player)
{
  GtkWidget *child;
  const OraPlayer *pl = &self->state->players[player];
  int n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
    gtk_flow_box_remove (self->hand_box, child);
  for (int c = 0; c < self->state->set->n_cards && c - self->state->first_settlement < 32; c++)
    {
      int bit = c - self->state->first_settlement;

      if (bit >= 0 && (pl->hand & (1u << bit)))
        {
          gtk_flow_box_append (self->hand_box, tt_ora_card_image_new (&self->state->set->cards[c]));
          n++;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hand_empty), n == 0);
}

/* A card on offer with its cost and terrain written under it. */
static GtkWidget *
offer_card (const OraCard *card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *text = tt_ora_card_describe_short (card);
  GtkWidget *caption = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 14);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), tt_ora_card_image_new (card));
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static void
on_offer_activated (GtkFlowBox      *flow,
                    GtkFlowBoxChild *child,
                    TtOraView       *self)
{
  int card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "tt-ora-card")) - 1;

  if (card >= 0)
    tt_ora_view_show_card (self, card);
}

static void
fill_offer (TtOraView *self)
{
  static const char *phase_names[ORA_N_PHASES] = {
    N_("Heartland"), N_("Start buildings"), N_("Phase A"), N_("Phase B"), N_("Phase C"), N_("Phase D"),
  };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->offer_box))) != NULL)
    gtk_box_remove (self->offer_box, child);
  for (int phase = ORA_PHASE_START; phase < ORA_N_PHASES; phase++)
    {
      GtkWidget *flow = NULL;

      for (int c = 0; c < self->state->set->n_cards; c++)
        {
          const OraCard *card = &self->state->set->cards[c];

          if (self->state->card_loc[c] != ORA_LOC_DISPLAY || card->settlement || (int) card->phase != phase)
            continue;
          if (flow == NULL)
            {
              GtkWidget *heading = gtk_label_new (_(phase_names[phase]));

              gtk_label_set_xalign (GTK_LABEL (heading), 0);
              gtk_widget_add_css_class (heading, "heading");
              gtk_box_append (self->offer_box, heading);
              flow = gtk_flow_box_new ();
              gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
              gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (flow), TRUE);
              g_signal_connect (flow, "child-activated", G_CALLBACK (on_offer_activated), self);
              gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
              gtk_box_append (self->offer_box, flow);
            }
          gtk_flow_box_append (GTK_FLOW_BOX (flow), offer_card (card));
          g_object_set_data (G_OBJECT (gtk_widget_get_last_child (flow)), "tt-ora-card", GINT_TO_POINTER (c + 1));
        }
    }
}

/* The round over the track, and in a solo game where the neutral player is. */
static char *
round_text (const OraState *s)
{
  g_autofree char *round = tt_ora_track_round_label (s);
  GString *text = g_string_new (round);

  if (s->neutral >= 0)
    g_string_append_printf (text, "\n%s", _("Solo: the neutral player’s landscape is its own tab"));
  return g_string_free (text, FALSE);
}

static void on_cell_activated (TtOraLandscape *landscape, int row, int col, TtOraView *self);
static void on_cell_refused (TtOraLandscape *landscape, int row, int col, TtOraView *self);

static void
ensure_pages (TtOraView *self)
{
  int n = self->state->n_players;   /* solo: the neutral player is the last */
  GtkWidget *box, *scroll;

  if ((int) self->landscapes->len == n)
    return;
  while (gtk_notebook_get_n_pages (self->notebook) > 0)
    gtk_notebook_remove_page (self->notebook, -1);
  g_ptr_array_set_size (self->landscapes, 0);
  for (int p = 0; p < n; p++)
    {
      GtkWidget *landscape = tt_ora_landscape_new ();
      g_autofree char *name = g_strdup_printf (_("%s’s landscape"), tt_ora_game_player_name (get_game (self), p));

      g_signal_connect (landscape, "cell-activated", G_CALLBACK (on_cell_activated), self);
      g_signal_connect (landscape, "cell-refused", G_CALLBACK (on_cell_refused), self);
      gtk_widget_set_hexpand (landscape, TRUE);
      gtk_widget_set_vexpand (landscape, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (landscape), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      scroll = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), landscape);
      gtk_notebook_append_page (self->notebook, scroll,
                                gtk_label_new (tt_ora_game_player_name (get_game (self), p)));
      g_ptr_array_add (self->landscapes, landscape);
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  self->wheel = TT_ORA_WHEEL (tt_ora_wheel_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->wheel), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->wheel));
  self->track_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->track_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->track_label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->track_label));
  self->track = TT_ORA_TRACK (tt_ora_track_new ());
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->track), 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->track));
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  gtk_notebook_append_page (self->notebook, scroll, gtk_label_new (_("Wheel")));

  self->offer_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  gtk_widget_set_margin_start (GTK_WIDGET (self->offer_box), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->offer_box), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->offer_box), 12);
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->offer_box));
  gtk_notebook_append_page (self->notebook, scroll, gtk_label_new (_("Buildings")));
  self->shown_player = -1;
}

static char *
score_detail (TtGame   *game,
              guint     player,
              gpointer  user_data)
{
  const OraState *state = tt_game_get_state (game);
  OraScore score;

  if (state == NULL)
    return NULL;
  score = ora_state_score (state, (int) player);
  /* live points by kind */
  return g_strdup_printf (_("Goods %d · economic %d · dwelling %d"), score.goods, score.economic, score.dwelling);
}

/* Points by kind beside the totals. */
static void
tt_ora_view_fill_results (TtStandardPlayView *view,
                          TtResultsPage      *page)
{
  TtOraView *self = TT_ORA_VIEW (view);
  TtGame *game = TT_GAME (get_game (self));
  guint n = tt_game_get_n_players (game);
  g_autoptr(GPtrArray) goods = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) economic = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) dwelling = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < n; p++)
    {
      OraScore score = ora_state_score (tt_ora_game_get_ora_state (get_game (self)), (int) p);

      g_ptr_array_add (goods, g_strdup_printf ("%d", score.goods));
      g_ptr_array_add (economic, g_strdup_printf ("%d", score.economic));
      g_ptr_array_add (dwelling, g_strdup_printf ("%d", score.dwelling));
    }
  g_ptr_array_add (goods, NULL);
  g_ptr_array_add (economic, NULL);
  g_ptr_array_add (dwelling, NULL);
  tt_results_page_add_column (page, _("Goods"), (const char * const *) goods->pdata, NULL);
  tt_results_page_add_column (page, _("Economic"), (const char * const *) economic->pdata, NULL);
  tt_results_page_add_column (page, _("Dwelling"), (const char * const *) dwelling->pdata, NULL);
}

/* The colour each seat took on the new-game page, as the record keeps it. */
static GStrv
seat_colors (TtGame *game)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < tt_game_get_n_players (game); p++)
    {
      const char *color = tt_player_get_color (tt_game_get_player (game, p));

      g_strv_builder_add (builder, color ? color : "");
    }
  return g_strv_builder_end (builder);
}

static void
refresh (TtOraView *self)
{
  TtOraGame *game = get_game (self);
  const OraState *state = game ? tt_ora_game_get_ora_state (game) : NULL;
  int me;
  g_auto(GStrv) colors = NULL;
  g_autofree char *track = NULL;
  g_autofree char *heading = NULL;

  self->state = state;
  if (state == NULL)
    return;
  me = ora_state_is_finished (self->state) ? 0 : self->state->current;
  ensure_pages (self);

  gtk_label_set_label (self->phase_label, tt_game_get_phase (TT_GAME (game)));
  colors = seat_colors (TT_GAME (game));
  for (guint p = 0; p < self->landscapes->len; p++)
    {
      tt_ora_landscape_set_colors (g_ptr_array_index (self->landscapes, p), (const char * const *) colors);
      tt_ora_landscape_set_state (g_ptr_array_index (self->landscapes, p), self->state, (int) p);
    }
  update_marks (self);
  /* (a notebook switches pages only once it has a root, GTK 4.8) */
  if (me != self->shown_player && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      /* the acting player's landscape comes forward once per turn */
      gtk_notebook_set_current_page (self->notebook, MIN (me, (int) self->landscapes->len - 1));
      self->shown_player = me;
    }
  tt_ora_wheel_set_state (self->wheel, self->state);
  track = round_text (self->state);
  gtk_label_set_label (self->track_label, track);
  tt_ora_track_set_state (self->track, self->state);
  fill_offer (self);

  heading = g_strdup_printf (_("%s’s goods"), tt_ora_game_player_name (game, me));
  gtk_label_set_label (self->goods_heading, heading);
  tt_ora_goods_tray_set_goods (self->goods_tray, self->state->players[me].goods);
  fill_hand (self, me);
  fill_action_list (self);
  tt_player_list_refresh (tt_standard_play_view_get_player_list (TT_STANDARD_PLAY_VIEW (self)));
}

/* Choosing ----------------------------------------------------------------- */

void
tt_ora_view_confirm (TtOraView *self)
{
  TtMoveDraft *draft = get_draft (self);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TT_IS_ORA_VIEW (self));
  if (draft != NULL && tt_move_draft_get_complete (draft) && !tt_move_draft_commit (draft, &error))
    tt_standard_play_view_show_why (TT_STANDARD_PLAY_VIEW (self), error->message, NULL);
}

gboolean
tt_ora_view_activate_choice (TtOraView *self,
                             guint      index)
{
  TtMoveDraft *draft = get_draft (self);
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TT_IS_ORA_VIEW (self), FALSE);
  if (draft == NULL || !tt_move_draft_choose (draft, index, &error))
    return FALSE;
  /* the last choice settles the move, its result shown on the row: play it */
  if (tt_move_draft_get_complete (draft))
    tt_ora_view_confirm (self);
  return TRUE;
}

/* The choice of the draft's next decision that leads toward `wanted`:
 * the decision itself, or a range of answers holding it. */
static int
find_toward (TtMoveDraft           *draft,
             const TtRulesDecision *wanted)
{
  GListModel *choices = tt_move_draft_get_choices (draft);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      const TtRulesDecision *d = tt_move_choice_get_decision (choice);
      int key = ora_decide_range_key (wanted);

      if (memcmp (d, wanted, sizeof *d) == 0)
        return (int) i;
      if (d->kind == ORA_DECIDE_RANGE && d->value[0] == wanted->kind && key >= d->value[4] && key <= d->value[5])
        return (int) i;
    }
  return -1;
}

/* Walks the draft along `wanted` (decisions in order; those the draft
 * takes at once are passed over) as far as it goes; TRUE when it moved. */
static gboolean
walk_toward (TtOraView             *self,
             const TtRulesDecision *wanted,
             guint                  n)
{
  TtMoveDraft *draft = get_draft (self);
  gboolean moved = FALSE;
  guint k = 0;

  while (draft != NULL && k < n && !tt_move_draft_get_complete (draft))
    {
      int index = -1;
      guint j;

      for (j = k; j < n && index < 0; j++)
        index = find_toward (draft, &wanted[j]);
      if (index < 0 || !tt_move_draft_choose (draft, (guint) index, NULL))
        break;
      moved = TRUE;
      /* stay on a decision reached through a range */
      k = j - 1;
      if (find_toward (draft, &wanted[k]) < 0)
        k++;
    }
  return moved;
}

static TtRulesDecision
decision (int kind,
          int v0,
          int v1,
          int v2)
{
  TtRulesDecision d = { kind, { v0, v1, v2 } };

  return d;
}

gboolean
tt_ora_view_click_cell (TtOraView *self,
                        int        player,
                        int        row,
                        int        col)
{
  TtMoveDraft *draft = get_draft (self);
  GListModel *choices;
  const OraCell *cell;
  TtRulesDecision wanted[3];
  guint n = 0;

  g_return_val_if_fail (TT_IS_ORA_VIEW (self), FALSE);
  if (draft == NULL || self->state == NULL || player < 0 || player >= self->state->n_players ||
      row < 0 || row >= ORA_ROWS || col < 0 || col >= ORA_COLS)
    return FALSE;
  /* a marked place of the decision asked now */
  choices = tt_move_draft_get_choices (draft);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      int owner, r, c;

      if (choice_cell (self, tt_move_choice_get_decision (choice), &owner, &r, &c) &&
          owner == player && r == row && c == col)
        return tt_ora_view_activate_choice (self, i);
    }
  /* else what the place stands for, from the first decision */
  cell = &self->state->players[player].cells[row][col];
  if (cell->card >= 0)
    {
      wanted[n++] = decision (ORA_DECIDE_ACTION, ORA_DO_USE, 0, 0);
      wanted[n++] = decision (ORA_DECIDE_CARD, cell->card, 0, 0);
      wanted[n++] = decision (ORA_DECIDE_OWNER, player, row, col);
    }
  else if (cell->cover != ORA_COVER_NONE)
    {
      wanted[n++] = decision (ORA_DECIDE_ACTION, cell->cover == ORA_COVER_FOREST ? ORA_DO_FELL : ORA_DO_CUT, 0, 0);
      wanted[n++] = decision (ORA_DECIDE_PLACE, row, col, 0);
    }
  else
    wanted[n++] = decision (ORA_DECIDE_ACTION, ORA_DO_BUILD, 0, 0);
  tt_move_draft_clear (draft);
  if (!walk_toward (self, wanted, n))
    return FALSE;
  /* a move settled by the click alone waits for the person's Play */
  show_panel (self);
  return TRUE;
}

/* Whether the draft's moves build `card`, when no decision names it (the
 * only building that can be built now): one of them, walked to its end. */
static gboolean
builds_card (TtOraView *self,
             int        card)
{
  TtMoveDraft *draft = get_draft (self);
  guint steps = 0;
  gboolean found = FALSE;

  while (!tt_move_draft_get_complete (draft) && tt_move_draft_choose (draft, 0, NULL))
    steps++;
  if (tt_move_draft_get_complete (draft))
    found = g_strcmp0 (json_object_get_string_member_with_default (tt_move_draft_get_move (draft), "card", ""),
                       self->state->set->cards[card].id) == 0;
  while (steps-- > 0)
    tt_move_draft_back (draft);
  return found;
}

gboolean
tt_ora_view_build_card (TtOraView *self,
                        int        card)
{
  TtMoveDraft *draft = get_draft (self);
  TtRulesDecision build = decision (ORA_DECIDE_ACTION, ORA_DO_BUILD, 0, 0);
  TtRulesDecision which = decision (ORA_DECIDE_CARD, card, 0, 0);
  int index;

  g_return_val_if_fail (TT_IS_ORA_VIEW (self), FALSE);
  if (draft == NULL || self->state == NULL || card < 0 || card >= self->state->set->n_cards)
    return FALSE;
  tt_move_draft_clear (draft);
  index = find_toward (draft, &build);
  if (index < 0 || !tt_move_draft_choose (draft, (guint) index, NULL))
    return FALSE;
  while ((index = find_toward (draft, &which)) >= 0 && !tt_move_draft_get_complete (draft))
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (tt_move_draft_get_choices (draft), (guint) index);
      gboolean range = tt_move_choice_get_decision (choice)->kind == ORA_DECIDE_RANGE;

      tt_move_draft_choose (draft, (guint) index, NULL);
      if (!range)
        break;
    }
  if (index < 0 && !builds_card (self, card))
    {
      tt_move_draft_clear (draft);
      return FALSE;
    }
  /* the places it may stand are marked on the player's landscape */
  gtk_notebook_set_current_page (self->notebook, MIN (ora_state_get_current_player (self->state),
                                                      (int) self->landscapes->len - 1));
  show_panel (self);
  return TRUE;
}

typedef struct
{
  TtOraView *view;
  int        card;
} CardDialog;

static void
card_dialog_free (gpointer  user_data,
                  GClosure *closure)
{
  CardDialog *data = user_data;

  g_object_unref (data->view);
  g_free (data);
}

static void
on_card_response (AdwMessageDialog *dialog,
                  const char       *response,
                  CardDialog       *data)
{
  if (g_str_equal (response, "build"))
    tt_ora_view_build_card (data->view, data->card);
}

static TtOraTextLanguage
text_language (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i]; i++)
    {
      if (g_str_has_prefix (languages[i], "ko"))
        return TT_ORA_TEXT_KO;
      if (g_str_has_prefix (languages[i], "en") || g_str_equal (languages[i], "C"))
        break;
    }
  return TT_ORA_TEXT_EN;
}

GtkWidget *
tt_ora_view_show_card (TtOraView *self,
                       int        card)
{
  const OraCard *cd;
  g_autofree char *text = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *body = NULL;
  CardDialog *data;
  GtkWidget *dialog;
  gboolean can_build;

  g_return_val_if_fail (TT_IS_ORA_VIEW (self), NULL);
  if (self->state == NULL || card < 0 || card >= self->state->set->n_cards)
    return NULL;
  cd = &self->state->set->cards[card];
  /* asked of the draft, then left as it was */
  can_build = tt_game_is_human_turn (tt_play_view_get_game (TT_PLAY_VIEW (self))) && tt_ora_view_build_card (self, card);
  if (can_build)
    tt_move_draft_clear (get_draft (self));
  text = tt_ora_card_text (cd, text_language ());
  cost = tt_ora_card_describe_cost (cd);
  body = g_strdup_printf ("%s\n\n%s%s", cost, text,
                          can_build ? "" : _("\n\nIt cannot be built now: its cost, a place for it, or the turn does not allow it."));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), tt_ora_card_label (cd), body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), tt_ora_card_image_new (cd));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), "build", _("_Build…"), NULL);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "build", can_build);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "build", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), can_build ? "build" : "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  data = g_new0 (CardDialog, 1);
  data->view = g_object_ref (self);
  data->card = card;
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_card_response), data,
                         card_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* A marked cell was clicked: the choice it stands for. */
static void
on_cell_activated (TtOraLandscape *landscape,
                   int             row,
                   int             col,
                   TtOraView      *self)
{
  tt_ora_view_click_cell (self, tt_ora_landscape_get_player (landscape), row, col);
}

static int
clergy_at_home (const OraState *s,
                int             player)
{
  int n = 0;

  for (int i = 0; i < s->set->modes[s->mode_id].clergy && i < ORA_MAX_CLERGY; i++)
    if (s->players[player].clergy[i] < 0)
      n++;
  return n;
}

char *
tt_ora_view_explain_cell (TtOraView *self,
                          int        player,
                          int        row,
                          int        col)
{
  const OraState *s = self->state;
  const OraCell *cell;
  const char *name;

  g_return_val_if_fail (TT_IS_ORA_VIEW (self), NULL);
  if (s == NULL || ora_state_is_finished (s) || player < 0 || player >= ORA_MAX_PLAYERS ||
      row < 0 || row >= ORA_ROWS || col < 0 || col >= ORA_COLS)
    return g_strdup (_("Nothing can be done here now."));
  if (!tt_game_is_human_turn (TT_GAME (get_game (self))))
    return g_strdup (_("It is not a person’s turn."));
  if (s->stage == ORA_STAGE_SETTLEMENT)
    return g_strdup (_("In a settlement phase only founding a settlement or passing is allowed."));
  if (s->main_done)
    return g_strdup (_("Your main action is taken: only free actions and ending the turn remain."));
  cell = &s->players[player].cells[row][col];
  name = cell->card >= 0 ? tt_ora_card_label (&s->set->cards[cell->card]) : NULL;
  if (name != NULL && cell->occupant >= 0)
    return g_strdup_printf (_("%s is occupied: someone already works there."), name);
  if (name != NULL && player == s->current && clergy_at_home (s, player) == 0)
    return g_strdup (_("All your clergy are at work; they come back once every one of them is placed."));
  if (name != NULL && player != s->current)
    return g_strdup_printf (ngettext ("A work contract for %s costs %d coin (or wine or whiskey as a gift), and its owner needs a clergyman at home.",
                                      "A work contract for %s costs %d coins (or wine or whiskey as a gift), and its owner needs a clergyman at home.",
                                      s->contract_cost),
                            name, s->contract_cost);
  if (name != NULL)
    return g_strdup_printf (_("%s cannot be used now: its cost or condition is not met."), name);
  if (player != s->current)
    return g_strdup (_("You can only fell trees, cut peat and build on your own landscape."));
  if (cell->cover != ORA_COVER_NONE)
    return g_strdup (_("Nothing can be done here now."));
  return g_strdup (_("No building on offer that you can pay for may stand here (terrain, cloister neighbors or cost)."));
}

static void
on_cell_refused (TtOraLandscape *landscape,
                 int             row,
                 int             col,
                 TtOraView      *self)
{
  g_autofree char *text = NULL;

  /* a building or a forest, though unmarked, starts its action */
  if (tt_ora_view_click_cell (self, tt_ora_landscape_get_player (landscape), row, col))
    return;
  text = tt_ora_view_explain_cell (self, tt_ora_landscape_get_player (landscape), row, col);
  tt_standard_play_view_show_why (TT_STANDARD_PLAY_VIEW (self), text, NULL);
}

/* TtPlayView --------------------------------------------------------------- */

static void
tt_ora_view_game_changed (TtPlayView *view,
                          TtGame     *game)
{
  TtOraView *self = TT_ORA_VIEW (view);

  g_signal_group_set_target (self->game_signals, game);
  g_signal_group_set_target (self->draft_signals, game != NULL ? tt_game_get_draft (game) : NULL);
  TT_PLAY_VIEW_CLASS (tt_ora_view_parent_class)->game_changed (view, game);
  refresh (self);
}

static void
tt_ora_view_show_hint (TtPlayView *view,
                       JsonObject *move)
{
  TtOraView *self = TT_ORA_VIEW (view);
  TtMoveDraft *draft = get_draft (self);

  /* the suggested move walked in the draft, for the person to confirm */
  if (draft != NULL && tt_move_draft_select (draft, move, NULL))
    show_panel (self);
}

/* Hints need a computer player; people-only Ora et Labora has none yet. */
static gboolean
tt_ora_view_can_hint (TtPlayView *view)
{
  TtGame *game = tt_play_view_get_game (view);
  TtGameInfo *info = game ? tt_game_get_info (game) : NULL;

  return info != NULL && tt_game_info_get_n_levels (info) > 0 && tt_game_is_human_turn (game);
}

/* The acting player's landscape comes forward once the view is in a window. */
static void
tt_ora_view_root (GtkWidget *widget)
{
  TtOraView *self = TT_ORA_VIEW (widget);

  GTK_WIDGET_CLASS (tt_ora_view_parent_class)->root (widget);
  if (self->state != NULL && self->shown_player < 0 && self->landscapes->len > 0)
    {
      int me = ora_state_is_finished (self->state) ? 0 : self->state->current;

      gtk_notebook_set_current_page (self->notebook, MIN (me, (int) self->landscapes->len - 1));
      self->shown_player = me;
    }
}

static void
tt_ora_view_dispose (GObject *object)
{
  TtOraView *self = TT_ORA_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->draft_signals != NULL)
    g_signal_group_set_target (self->draft_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->draft_signals);
  G_OBJECT_CLASS (tt_ora_view_parent_class)->dispose (object);
}

static void
tt_ora_view_finalize (GObject *object)
{
  TtOraView *self = TT_ORA_VIEW (object);

  g_ptr_array_unref (self->landscapes);
  G_OBJECT_CLASS (tt_ora_view_parent_class)->finalize (object);
}

static void
tt_ora_view_class_init (TtOraViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *play_view_class = TT_PLAY_VIEW_CLASS (klass);
  TtStandardPlayViewClass *standard_class = TT_STANDARD_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_ora_view_dispose;
  object_class->finalize = tt_ora_view_finalize;
  widget_class->root = tt_ora_view_root;
  play_view_class->game_changed = tt_ora_view_game_changed;
  play_view_class->show_hint = tt_ora_view_show_hint;
  play_view_class->can_hint = tt_ora_view_can_hint;
  standard_class->fill_results = tt_ora_view_fill_results;

  g_type_ensure (TT_TYPE_ORA_GOODS_TRAY);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/ora/tt-ora-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtOraView, phase_label);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, notebook);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, goods_heading);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, goods_tray);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, hand_empty);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, action_list);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, path_label);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, back_button);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_install_action (widget_class, "ora.back", NULL, back_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "ora.back", NULL);
}

static void
tt_ora_view_init (TtOraView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->landscapes = g_ptr_array_new ();
  self->shown_player = -1;
  tt_player_list_set_detail_func (tt_standard_play_view_get_player_list (TT_STANDARD_PLAY_VIEW (self)),
                                  score_detail, NULL, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ora.back", FALSE);
  self->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (refresh), self);
  /* a seat that becomes a person (or a computer) changes what is offered */
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking", G_CALLBACK (refresh), self);
  self->draft_signals = g_signal_group_new (TT_TYPE_MOVE_DRAFT);
  g_signal_group_connect_swapped (self->draft_signals, "changed", G_CALLBACK (on_draft_changed), self);
}
