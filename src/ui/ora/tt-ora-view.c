/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-view.c — the Ora et Labora play view */
#include "config.h"

#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "ora/ora-rules.h"
#include "tt-game-log.h"
#include "tt-ora-card-image.h"
#include "tt-ora-choice-words.h"
#include "tt-ora-goods-tray.h"
#include "tt-ora-landscape.h"
#include "tt-ora-track.h"
#include "tt-ora-view.h"
#include "tt-ora-wheel.h"
#include "tt-player-list.h"
#include "tt-results-page.h"

/* A thing the person may act on, with every legal move that does. */
typedef struct
{
  char      *key;
  char      *label;
  int        owner;      /* whose landscape holds the cell, -1 none */
  int        row, col;   /* -1 when the target is no cell */
  GPtrArray *moves;      /* JsonObject */
  GPtrArray *labels;     /* char *: what each choice does */
  GPtrArray *details;    /* char *: its effect's choices in words */
} Target;

static void
target_free (Target *target)
{
  g_free (target->key);
  g_free (target->label);
  g_ptr_array_unref (target->moves);
  g_ptr_array_unref (target->labels);
  g_ptr_array_unref (target->details);
  g_free (target);
}

struct _TtOraView
{
  TtPlayView      parent_instance;

  GtkStack       *stack;
  AdwFlap        *flap;
  GtkLabel       *turn_label;
  GtkLabel       *phase_label;
  GtkNotebook    *notebook;
  AdwToastOverlay *toasts;
  TtPlayerList   *player_list;
  GtkLabel       *goods_heading;
  TtOraGoodsTray *goods_tray;
  GtkFlowBox     *hand_box;
  GtkLabel       *hand_empty;
  GtkListBox     *action_list;
  TtGameLog      *game_log;
  TtResultsPage  *results_page;

  GSignalGroup   *game_signals;
  OraState       *state;        /* the view's copy of the state shown */
  GPtrArray      *targets;      /* Target */
  GPtrArray      *landscapes;   /* TtOraLandscape, per player index */
  TtOraWheel     *wheel;
  GtkLabel       *track_label;
  TtOraTrack     *track;
  GtkBox         *offer_box;
  int             shown_player; /* whose landscape was brought forward last */
};

G_DEFINE_FINAL_TYPE (TtOraView, tt_ora_view, TT_TYPE_PLAY_VIEW)

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

/* Words ------------------------------------------------------------------ */

static const char *
building_name (const OraState *state,
               int             owner,
               int             row,
               int             col)
{
  int card;

  if (owner < 0 || owner >= ORA_MAX_PLAYERS || row < 0 || col < 0)
    return "?";
  card = state->players[owner].cells[row][col].card;
  return card >= 0 ? tt_ora_card_label (&state->set->cards[card]) : "?";
}

/* A landscape place as people read it: rows from the top, columns from
 * the left of the landscape in use. */
static char *
place_name (const OraState *state,
            int             owner,
            int             row,
            int             col)
{
  int row0, col0, row1, col1;

  tt_ora_landscape_extent (state, owner, &row0, &col0, &row1, &col1);
  return g_strdup_printf (_("row %d, column %d"), row - row0 + 1, col - col0 + 1);
}

static char *
target_label (TtOraView       *self,
              const OraAction *a)
{
  const OraState *s = self->state;
  g_autofree char *place = a->row >= 0 && a->col >= 0 ? place_name (s, s->current, a->row, a->col) : NULL;
  const char *card = a->card >= 0 ? tt_ora_card_label (&s->set->cards[a->card]) : "";

  switch (a->type)
    {
    case ORA_ACT_PLACE:
      return g_strdup_printf (_("Use %s"), building_name (s, s->current, a->row, a->col));
    case ORA_ACT_CONTRACT:
      return g_strdup_printf (_("Use %s’s %s (work contract)"),
                              tt_ora_game_player_name (get_game (self), a->player),
                              building_name (s, a->player, a->row, a->col));
    case ORA_ACT_BONUS_PLACE:
      return g_strdup_printf (_("Bonus round: the prior to %s’s %s"),
                              tt_ora_game_player_name (get_game (self), a->player),
                              building_name (s, a->player, a->row, a->col));
    case ORA_ACT_FELL:
      return g_strdup_printf (_("Fell trees at %s"), place);
    case ORA_ACT_CUT:
      return g_strdup_printf (_("Cut peat at %s"), place);
    case ORA_ACT_BUILD:
      return g_strdup_printf (_("Build %s at %s"), card, place);
    case ORA_ACT_SETTLE:
      return g_strdup_printf (_("Found %s at %s"), card, place);
    case ORA_ACT_BUY_DISTRICT:
      return g_strdup_printf (a->row == 0 ? _("Buy a district above (%s side up)")
                                          : _("Buy a district below (%s side up)"),
                              a->side == 0 ? _("moor") : _("plains"));
    case ORA_ACT_BUY_PLOT:
      return g_strdup_printf (a->side == 0 ? _("Buy a coast plot at row %d") : _("Buy a mountain plot at row %d"),
                              a->row + 1);
    case ORA_ACT_FLIP_GRAIN:
      return g_strdup (_("Turn grain into straw"));
    case ORA_ACT_SELL_WINE:
      return g_strdup (_("Sell wine for coins"));
    case ORA_ACT_SELL_WHISKEY:
      return g_strdup (_("Sell whiskey for coins"));
    case ORA_ACT_PASS:
      return g_strdup (_("Found no settlement now"));
    case ORA_ACT_END_TURN:
      return g_strdup (_("End the turn"));
    case ORA_N_ACTS:
    default:
      return g_strdup (ora_action_type_name (a->type));
    }
}

/* The goods that changed hands, in words. */
static void
append_goods (GString      *text,
              const int    *delta,
              int           sign)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (delta[g] * sign > 0)
      {
        g_autofree char *words = tt_ora_good_amount (g, delta[g] * sign);

        g_string_append_printf (list, "%s%s", list->len ? ", " : "", words);
      }
  if (list->len == 0)
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  /* %s lists goods: "give 2 wood, 1 clay" */
  g_string_append_printf (text, sign < 0 ? _("give %s") : _("get %s"), list->str);
}

/* What a move would do: tried on a copy of the state. */
static char *
choice_label (TtOraView       *self,
              const OraAction *a)
{
  g_autoptr(OraState) after = ora_state_copy (self->state);
  int me = self->state->current;
  int delta[ORA_N_GOODS];
  GString *text = g_string_new (NULL);
  int points;

  if (!ora_state_apply (after, a, NULL, NULL))
    return g_string_free (text, FALSE);
  for (int g = 0; g < ORA_N_GOODS; g++)
    delta[g] = after->players[me].goods[g] - self->state->players[me].goods[g];
  if (a->type == ORA_ACT_PLACE || a->type == ORA_ACT_BONUS_PLACE)
    g_string_append (text, a->clergy == ORA_PRIOR ? _("With the prior") : _("With a lay brother"));
  if (a->type == ORA_ACT_CONTRACT && a->player == self->state->neutral)
    g_string_append (text, a->clergy == ORA_PRIOR ? _("The neutral player’s prior works")
                                                  : _("A neutral lay brother works"));
  else if (a->type == ORA_ACT_CONTRACT && a->clergy == ORA_PRIOR)
    g_string_append (text, _("The owner sends the prior"));
  if (a->type == ORA_ACT_BUILD && a->clergy > 0)
    g_string_append (text, _("The prior works in the new building at once"));
  if (a->type == ORA_ACT_CONTRACT && a->gift)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, _("Paid with a gift of wine or whiskey"));
    }
  if ((a->type == ORA_ACT_FELL || a->type == ORA_ACT_CUT) && a->joker)
    g_string_append (text, _("With the joker"));
  append_goods (text, delta, -1);
  append_goods (text, delta, 1);
  points = ora_state_score (after, me).total - ora_state_score (self->state, me).total;
  if (points != 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("%+d point", "%+d points", ABS (points)), points);
    }
  for (int f = 0; f < a->n_frames; f++)
    if (f > 0 && a->frames[f].card >= 0)
      {
        if (text->len > 0)
          g_string_append (text, " · ");
        g_string_append_printf (text, _("uses %s"), tt_ora_card_label (&self->state->set->cards[a->frames[f].card]));
      }
  if (a->keep_turn)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, _("then free actions before ending the turn"));
    }
  if (text->len == 0)
    g_string_append (text, _("Nothing changes hands"));
  return g_string_free (text, FALSE);
}

/* Targets ------------------------------------------------------------------ */

static char *
target_key (const OraAction *a)
{
  gboolean cell = a->type != ORA_ACT_BUY_DISTRICT && a->type != ORA_ACT_BUY_PLOT;

  return g_strdup_printf ("%d/%d/%d/%d/%d/%d", a->type, a->player, a->row, a->col,
                          a->type == ORA_ACT_BUILD || a->type == ORA_ACT_SETTLE ? a->card : -1,
                          cell ? -1 : a->side);
}

static int
target_owner (const OraState  *s,
              const OraAction *a)
{
  switch (a->type)
    {
    case ORA_ACT_CONTRACT:
    case ORA_ACT_BONUS_PLACE:
      return a->player;
    case ORA_ACT_PLACE:
    case ORA_ACT_FELL:
    case ORA_ACT_CUT:
    case ORA_ACT_BUILD:
    case ORA_ACT_SETTLE:
      return s->current;
    default:
      return -1;
    }
}

static guint
count_label (GPtrArray  *labels,
             const char *label)
{
  guint n = 0;

  for (guint i = 0; i < labels->len; i++)
    n += g_str_equal (g_ptr_array_index (labels, i), label);
  return n;
}

/* Two ways that end alike (the same goods and points) are told apart by
 * their effect's choices, and failing that by their number. */
static void
tell_apart (Target *target)
{
  GPtrArray *spelled = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *numbered = g_ptr_array_new_with_free_func (g_free);
  guint k = 0;

  for (guint i = 0; i < target->labels->len; i++)
    {
      const char *label = g_ptr_array_index (target->labels, i);
      const char *details = g_ptr_array_index (target->details, i);

      if (count_label (target->labels, label) > 1 && *details)
        g_ptr_array_add (spelled, g_strdup_printf ("%s · %s", label, details));
      else
        g_ptr_array_add (spelled, g_strdup (label));
    }
  for (guint i = 0; i < spelled->len; i++)
    {
      const char *label = g_ptr_array_index (spelled, i);

      g_ptr_array_add (numbered, count_label (spelled, label) > 1 ? g_strdup_printf ("%s (%u)", label, ++k)
                                                                   : g_strdup (label));
    }
  g_ptr_array_unref (spelled);
  g_ptr_array_unref (target->labels);
  target->labels = numbered;
}

static void
collect_targets (TtOraView *self)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_str_hash, g_str_equal);

  g_ptr_array_set_size (self->targets, 0);
  if (self->state == NULL || !tt_game_is_human_turn (TT_GAME (get_game (self))))
    return;
  ora_state_legal_moves (self->state, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const OraAction *a = &g_array_index (legal, OraAction, i);
      g_autofree char *key = target_key (a);
      Target *target = g_hash_table_lookup (by_key, key);

      if (target == NULL)
        {
          target = g_new0 (Target, 1);
          target->key = g_steal_pointer (&key);
          target->label = target_label (self, a);
          target->owner = target_owner (self->state, a);
          target->row = target->owner >= 0 ? a->row : -1;
          target->col = target->owner >= 0 ? a->col : -1;
          target->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
          target->labels = g_ptr_array_new_with_free_func (g_free);
          target->details = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (by_key, target->key, target);
          g_ptr_array_add (self->targets, target);
        }
      g_ptr_array_add (target->moves, ora_move_to_json (self->state, a));
      g_ptr_array_add (target->labels, choice_label (self, a));
      g_ptr_array_add (target->details, tt_ora_describe_choices (self->state, a));
    }
  for (guint t = 0; t < self->targets->len; t++)
    tell_apart (g_ptr_array_index (self->targets, t));
}

/* Display -------------------------------------------------------------------- */

static void
update_marks (TtOraView *self)
{
  for (guint p = 0; p < self->landscapes->len; p++)
    {
      TtOraMarks marks;

      tt_ora_marks_clear (&marks);
      for (guint t = 0; t < self->targets->len; t++)
        {
          Target *target = g_ptr_array_index (self->targets, t);

          if (target->owner == (int) p && target->row >= 0)
            tt_ora_marks_add (&marks, target->row, target->col);
        }
      tt_ora_landscape_set_marks (g_ptr_array_index (self->landscapes, p), &marks);
    }
}

static void
on_row_activated (TtOraView     *self,
                  GtkListBoxRow *row)
{
  tt_ora_view_choose (self, (guint) gtk_list_box_row_get_index (row));
}

static void
fill_action_list (TtOraView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_list))) != NULL)
    gtk_list_box_remove (self->action_list, child);
  for (guint t = 0; t < self->targets->len; t++)
    {
      Target *target = g_ptr_array_index (self->targets, t);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), target->label);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (target->moves->len == 1)
        subtitle = g_strdup (g_ptr_array_index (target->labels, 0));
      else
        subtitle = g_strdup_printf (ngettext ("%u way to do it", "%u ways to do it", target->moves->len),
                                    target->moves->len);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name (target->moves->len == 1
                                                                 ? "media-playback-start-symbolic"
                                                                 : "go-next-symbolic"));
      gtk_list_box_append (self->action_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->action_list), self->targets->len > 0);
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
              gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
              gtk_box_append (self->offer_box, flow);
            }
          gtk_flow_box_append (GTK_FLOW_BOX (flow), offer_card (card));
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

static void
show_results (TtOraView *self)
{
  TtGame *game = TT_GAME (get_game (self));
  guint n = tt_game_get_n_players (game);
  g_autoptr(GPtrArray) goods = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) economic = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) dwelling = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < n; p++)
    {
      OraScore score = ora_state_score (self->state, (int) p);

      g_ptr_array_add (goods, g_strdup_printf ("%d", score.goods));
      g_ptr_array_add (economic, g_strdup_printf ("%d", score.economic));
      g_ptr_array_add (dwelling, g_strdup_printf ("%d", score.dwelling));
    }
  g_ptr_array_add (goods, NULL);
  g_ptr_array_add (economic, NULL);
  g_ptr_array_add (dwelling, NULL);
  tt_results_page_set_game (self->results_page, game, 0);
  tt_results_page_clear_columns (self->results_page);
  tt_results_page_add_column (self->results_page, _("Goods"), (const char * const *) goods->pdata, NULL);
  tt_results_page_add_column (self->results_page, _("Economic"), (const char * const *) economic->pdata, NULL);
  tt_results_page_add_column (self->results_page, _("Dwelling"), (const char * const *) dwelling->pdata, NULL);
  gtk_stack_set_visible_child_name (self->stack, "results");
}

static void
refresh (TtOraView *self)
{
  TtOraGame *game = get_game (self);
  const OraState *state = game ? tt_ora_game_get_ora_state (game) : NULL;
  int me;
  g_autofree char *track = NULL;
  g_autofree char *heading = NULL;

  g_clear_pointer (&self->state, ora_state_free);
  g_ptr_array_set_size (self->targets, 0);
  if (state == NULL)
    return;
  self->state = ora_state_copy (state);
  me = ora_state_is_finished (self->state) ? 0 : self->state->current;
  ensure_pages (self);
  collect_targets (self);

  tt_play_view_show_turn (TT_PLAY_VIEW (self), self->turn_label);
  gtk_label_set_label (self->phase_label, tt_game_get_phase (TT_GAME (game)));
  for (guint p = 0; p < self->landscapes->len; p++)
    tt_ora_landscape_set_state (g_ptr_array_index (self->landscapes, p), self->state, (int) p);
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
  tt_player_list_refresh (self->player_list);
  gtk_stack_set_visible_child_name (self->stack,
                                    tt_game_get_finished (TT_GAME (game)) ? "results" : "play");
  if (tt_game_get_finished (TT_GAME (game)))
    show_results (self);
}

/* Choosing ----------------------------------------------------------------- */

guint
tt_ora_view_get_n_targets (TtOraView *self)
{
  g_return_val_if_fail (TT_IS_ORA_VIEW (self), 0);
  return self->targets->len;
}

static Target *
get_target (TtOraView *self,
            guint      target)
{
  g_return_val_if_fail (TT_IS_ORA_VIEW (self), NULL);
  g_return_val_if_fail (target < self->targets->len, NULL);
  return g_ptr_array_index (self->targets, target);
}

const char *
tt_ora_view_get_target_label (TtOraView *self,
                              guint      target)
{
  Target *t = get_target (self, target);

  return t ? t->label : NULL;
}

guint
tt_ora_view_get_n_choices (TtOraView *self,
                           guint      target)
{
  Target *t = get_target (self, target);

  return t ? t->moves->len : 0;
}

JsonObject *
tt_ora_view_get_choice (TtOraView *self,
                        guint      target,
                        guint      choice)
{
  Target *t = get_target (self, target);

  g_return_val_if_fail (t == NULL || choice < t->moves->len, NULL);
  return t ? g_ptr_array_index (t->moves, choice) : NULL;
}

const char *
tt_ora_view_get_choice_label (TtOraView *self,
                              guint      target,
                              guint      choice)
{
  Target *t = get_target (self, target);

  g_return_val_if_fail (t == NULL || choice < t->labels->len, NULL);
  return t ? g_ptr_array_index (t->labels, choice) : NULL;
}

gboolean
tt_ora_view_play (TtOraView  *self,
                  guint       target,
                  guint       choice,
                  GError    **error)
{
  g_autoptr(JsonObject) move = NULL;
  JsonObject *chosen = tt_ora_view_get_choice (self, target, choice);

  g_return_val_if_fail (chosen != NULL, FALSE);
  /* the list is rebuilt while the move is applied */
  move = json_object_ref (chosen);
  return tt_game_play (TT_GAME (get_game (self)), move, error);
}

typedef struct
{
  TtOraView *view;
  char      *key;
  GtkWidget *first;   /* the first radio button; the group follows it */
  GPtrArray *buttons; /* GtkCheckButton, one per choice */
} ChoiceDialog;

static void
choice_dialog_free (ChoiceDialog *data)
{
  g_object_unref (data->view);
  g_free (data->key);
  g_ptr_array_unref (data->buttons);
  g_free (data);
}

static void
choice_dialog_closure_free (gpointer  data,
                            GClosure *closure)
{
  choice_dialog_free (data);
}

static void
on_choice_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ChoiceDialog     *data)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "play"))
    return;
  /* the game may have moved on while the dialog was open: find the target again */
  for (guint t = 0; t < data->view->targets->len; t++)
    {
      Target *target = g_ptr_array_index (data->view->targets, t);

      if (!g_str_equal (target->key, data->key))
        continue;
      for (guint c = 0; c < data->buttons->len && c < target->moves->len; c++)
        if (gtk_check_button_get_active (g_ptr_array_index (data->buttons, c)) &&
            !tt_ora_view_play (data->view, t, c, &error))
          g_warning ("%s", error->message);
      return;
    }
}

static void
open_dialog (TtOraView *self,
             Target    *target)
{
  GtkWidget *dialog, *list, *scroll;
  GtkCheckButton *group = NULL;
  ChoiceDialog *data = g_new0 (ChoiceDialog, 1);

  data->view = g_object_ref (self);
  data->key = g_strdup (target->key);
  data->buttons = g_ptr_array_new ();
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   target->label, _("Choose how, then play. Only what the rules allow now is listed."));
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint c = 0; c < target->moves->len; c++)
    {
      GtkWidget *button = gtk_check_button_new ();
      GtkWidget *label = gtk_label_new (g_ptr_array_index (target->labels, c));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_check_button_set_child (GTK_CHECK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      g_ptr_array_index (target->labels, c), -1);
      if (group != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
      else
        {
          group = GTK_CHECK_BUTTON (button);
          gtk_check_button_set_active (group, TRUE);
        }
      gtk_widget_set_margin_start (button, 6);
      gtk_widget_set_margin_end (button, 6);
      gtk_list_box_append (GTK_LIST_BOX (list), button);
      g_ptr_array_add (data->buttons, button);
    }
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 360);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), list);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroll);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "play", _("_Play"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_choice_response), data,
                         choice_dialog_closure_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tt_ora_view_choose (TtOraView *self,
                    guint      target)
{
  Target *t = get_target (self, target);
  g_autoptr(GError) error = NULL;

  if (t == NULL)
    return;
  if (t->moves->len > 1)
    {
      open_dialog (self, t);
      return;
    }
  if (!tt_ora_view_play (self, target, 0, &error))
    g_warning ("%s", error->message);
}

/* A marked cell was clicked: the target there (the first one, when a cell
 * offers several: e.g. a building to use and one to build is impossible,
 * so that is the rule). */
static void
on_cell_activated (TtOraLandscape *landscape,
                   int             row,
                   int             col,
                   TtOraView      *self)
{
  int owner = tt_ora_landscape_get_player (landscape);

  for (guint t = 0; t < self->targets->len; t++)
    {
      Target *target = g_ptr_array_index (self->targets, t);

      if (target->owner == owner && target->row == row && target->col == col)
        {
          tt_ora_view_choose (self, t);
          return;
        }
    }
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
  g_autofree char *text = tt_ora_view_explain_cell (self, tt_ora_landscape_get_player (landscape), row, col);
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_button_label (toast, _("Why?"));
  adw_toast_set_action_name (toast, "game.rules");
  adw_toast_overlay_add_toast (self->toasts, toast);
}

/* TtPlayView --------------------------------------------------------------- */

static void
tt_ora_view_game_changed (TtPlayView *view,
                          TtGame     *game)
{
  TtOraView *self = TT_ORA_VIEW (view);

  g_signal_group_set_target (self->game_signals, game);
  tt_player_list_set_game (self->player_list, game);
  tt_game_log_set_game (self->game_log, game);
  refresh (self);
}

static void
tt_ora_view_show_hint (TtPlayView *view,
                       JsonObject *move)
{
  TtOraView *self = TT_ORA_VIEW (view);
  g_autoptr(JsonNode) wanted = json_node_init_object (json_node_alloc (), move);

  /* the suggested move's row is selected, for the person to confirm */
  for (guint t = 0; t < self->targets->len; t++)
    {
      Target *target = g_ptr_array_index (self->targets, t);

      for (guint c = 0; c < target->moves->len; c++)
        {
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), g_ptr_array_index (target->moves, c));

          if (json_node_equal (node, wanted))
            {
              GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->action_list, (int) t);

              gtk_list_box_select_row (self->action_list, row);
              gtk_widget_grab_focus (GTK_WIDGET (row));
              adw_flap_set_reveal_flap (self->flap, TRUE);
              return;
            }
        }
    }
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
  g_clear_object (&self->game_signals);
  G_OBJECT_CLASS (tt_ora_view_parent_class)->dispose (object);
}

static void
tt_ora_view_finalize (GObject *object)
{
  TtOraView *self = TT_ORA_VIEW (object);

  g_clear_pointer (&self->state, ora_state_free);
  g_ptr_array_unref (self->targets);
  g_ptr_array_unref (self->landscapes);
  G_OBJECT_CLASS (tt_ora_view_parent_class)->finalize (object);
}

static void
tt_ora_view_class_init (TtOraViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *play_view_class = TT_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_ora_view_dispose;
  object_class->finalize = tt_ora_view_finalize;
  widget_class->root = tt_ora_view_root;
  play_view_class->game_changed = tt_ora_view_game_changed;
  play_view_class->show_hint = tt_ora_view_show_hint;
  play_view_class->can_hint = tt_ora_view_can_hint;

  g_type_ensure (TT_TYPE_ORA_GOODS_TRAY);
  g_type_ensure (TT_TYPE_PLAYER_LIST);
  g_type_ensure (TT_TYPE_GAME_LOG);
  g_type_ensure (TT_TYPE_RESULTS_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/ora/tt-ora-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtOraView, stack);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, flap);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, phase_label);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, notebook);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, toasts);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, player_list);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, goods_heading);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, goods_tray);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, hand_empty);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, action_list);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, game_log);
  gtk_widget_class_bind_template_child (widget_class, TtOraView, results_page);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
show_board (TtOraView *self)
{
  gtk_stack_set_visible_child_name (self->stack, "play");
}

static void
tt_ora_view_init (TtOraView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->targets = g_ptr_array_new_with_free_func ((GDestroyNotify) target_free);
  self->landscapes = g_ptr_array_new ();
  self->shown_player = -1;
  tt_player_list_set_detail_func (self->player_list, score_detail, NULL, NULL);
  g_signal_connect_swapped (self->results_page, "show-board", G_CALLBACK (show_board), self);
  self->game_signals = g_signal_group_new (TT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "state-reset", G_CALLBACK (refresh), self);
  /* a seat that becomes a person (or a computer) changes what is offered */
  g_signal_group_connect_swapped (self->game_signals, "notify::thinking", G_CALLBACK (refresh), self);
}
