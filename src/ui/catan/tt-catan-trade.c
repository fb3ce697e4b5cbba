/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-trade.c — the Catan view's trade dialogs */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "catan/ai/catan-ai.h"
#include "catan/tt-catan-game.h"
#include "tt-catan-card-chip.h"
#include "tt-catan-painter.h"
#include "tt-catan-trade.h"
#include "tt-label-words.h"
#include "tt-text.h"

struct _TtCatanTrade
{
  GObject            parent_instance;

  TtPlayView        *host;           /* owns the trade: not referenced */
  TtCatanTradeHooks  hooks;

  GArray            *bank_offers;    /* the trades the bank dialog offers */
  GtkSpinButton     *offer_spins[2][CATAN_N_CARDS];
  GtkLabel          *offer_note;     /* why the offer dialog cannot send */
  gboolean           counter_set[CATAN_MAX_PLAYERS];
  guint8             counter_give[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  guint8             counter_get[CATAN_MAX_PLAYERS][CATAN_N_CARDS];
  gboolean           counter_by_computer[CATAN_MAX_PLAYERS];
  gboolean           computers_heard; /* the computers' counters to this offer are in */
  GtkWindow         *dialog;         /* the open trade dialog, or NULL */
  gboolean           counter_dialog; /* the open dialog shows the computers' counters */
};

G_DEFINE_FINAL_TYPE (TtCatanTrade, tt_catan_trade, G_TYPE_OBJECT)

/* ---- the view's game ---- */

static const CatanState *
get_state (TtCatanTrade *self)
{
  TtGame *game = tt_play_view_get_game (self->host);

  return TT_IS_CATAN_GAME (game) ? tt_catan_game_get_state (TT_CATAN_GAME (game)) : NULL;
}

static const char *
name_of (TtCatanTrade *self,
         int           player)
{
  return tt_game_get_player_name (tt_play_view_get_game (self->host), player);
}

static int
acting_person (TtCatanTrade *self)
{
  return self->hooks.acting_person (self->host);
}

static gboolean
play (TtCatanTrade      *self,
      const CatanAction *action)
{
  return self->hooks.play (self->host, action);
}

static GtkWidget *
add_button (TtCatanTrade *self,
            GtkBox       *box,
            const char   *label,
            GCallback     callback,
            gpointer      data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "catan-trade", self);
  g_signal_connect (button, "clicked", callback, data);
  gtk_box_append (box, button);
  return button;
}

/* ---- the bank and harbours ---- */

static const char *
ratio_reason (const CatanState *state,
              int               player,
              int               resource)
{
  int ratio = catan_state_trade_ratio (state, player, resource);

  if (ratio >= 4)
    return _("4:1: no harbor");
  if (ratio == 3)
    return _("3:1: your 3:1 harbor");
  return _("2:1: your harbor for this card");
}

static void
on_bank_move (GtkButton *button,
              gpointer   data)
{
  TtCatanTrade *self = g_object_get_data (G_OBJECT (button), "catan-trade");
  CatanAction *action = g_object_get_data (G_OBJECT (button), "catan-action");
  CatanAction copy = *action;

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  play (self, &copy);
}

static void
on_dialog_destroy (TtCatanTrade *self)
{
  self->dialog = NULL;
  self->counter_dialog = FALSE;
}

static GtkWindow *
new_dialog (TtCatanTrade *self,
            const char   *title,
            GtkWidget    *content)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->host));

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 460);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  gtk_box_append (GTK_BOX (box), header);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  self->dialog = GTK_WINDOW (window);
  self->counter_dialog = FALSE;
  g_signal_connect_object (window, "destroy", G_CALLBACK (on_dialog_destroy), self, G_CONNECT_SWAPPED);
  return GTK_WINDOW (window);
}

static gboolean
can_give (const GArray *moves,
          int           give)
{
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, CatanAction, i).type == CATAN_ACTION_BANK_TRADE
        && g_array_index (moves, CatanAction, i).res == give)
      return TRUE;
  return FALSE;
}

const GArray *
tt_catan_trade_open_bank (TtCatanTrade *self)
{
  const CatanState *state = get_state (self);
  int who = acting_person (self);
  const GArray *moves = self->hooks.get_moves (self->host);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWindow *window;

  g_array_set_size (self->bank_offers, 0);
  gtk_widget_set_margin_start (group, 12);
  gtk_widget_set_margin_end (group, 12);
  gtk_widget_set_margin_top (group, 12);
  gtk_widget_set_margin_bottom (group, 12);
  if (who < 0)
    return self->bank_offers;
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Give cards of one kind to the bank for one card of your choice."));
  /* the cards that can be traded first, those the hand lacks after them */
  for (int pass = 0; pass < 2 * CATAN_N_RESOURCES; pass++)
    {
      int give = pass % CATAN_N_RESOURCES;
      g_autofree char *title = NULL;
      GtkWidget *row;

      if (can_give (moves, give) != (pass < CATAN_N_RESOURCES))
        continue;
      row = adw_action_row_new ();
      title = g_strdup_printf (_("Give %d %s (you have %u)"), catan_state_trade_ratio (state, who, give),
                               tt_catan_card_label (give), state->players[who].cards[give]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ratio_reason (state, who, give));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), tt_catan_card_chip (give, 24, FALSE));
      for (guint i = 0; i < moves->len; i++)
        {
          const CatanAction *a = &g_array_index (moves, CatanAction, i);
          g_autofree char *label = NULL;
          GtkWidget *button;

          if (a->type != CATAN_ACTION_BANK_TRADE || a->res != give)
            continue;
          g_array_append_val (self->bank_offers, *a);
          button = gtk_button_new ();
          gtk_button_set_child (GTK_BUTTON (button), tt_catan_card_chip (a->res2, 20, FALSE));
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          label = g_strdup_printf (_("Get 1 %s"), tt_catan_card_label (a->res2));
          gtk_widget_set_tooltip_text (button, label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          g_object_set_data (G_OBJECT (button), "catan-trade", self);
          g_object_set_data_full (G_OBJECT (button), "catan-action", g_memdup2 (a, sizeof *a), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (on_bank_move), NULL);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  window = new_dialog (self, _("Trade with the Bank"), group);
  gtk_window_present (window);
  return self->bank_offers;
}

/* ---- offers to the players ---- */

/* The cards of the offer dialog's spin buttons: side 0 what the person
 * at the dialog gives, side 1 what they ask for. */
static void
offer_cards (TtCatanTrade *self,
             int           side,
             guint8       *cards)
{
  memset (cards, 0, CATAN_N_CARDS);
  for (int c = 0; c < CATAN_N_CARDS; c++)
    if (self->offer_spins[side][c] != NULL)
      cards[c] = (guint8) gtk_spin_button_get_value_as_int (self->offer_spins[side][c]);
}

/* Why a proposal cannot be sent, or NULL: the rules of an offer
 * (something each way, never one card for the same card) and the cards
 * of the person proposing it. */
static const char *
proposal_problem (const CatanPlayer *proposer,
                  const guint8      *give,
                  const guint8      *get)
{
  int n_give = 0, n_get = 0;

  for (int c = 0; c < CATAN_N_CARDS; c++)
    {
      n_give += give[c];
      n_get += get[c];
      if (give[c] > 0 && get[c] > 0)
        return _("The same kind of card cannot go both ways.");
      if (give[c] > proposer->cards[c])
        return _("You do not hold the cards you give.");
    }
  if (n_give == 0 || n_get == 0)
    return _("Each side must give at least one card.");
  return NULL;
}

static void
on_offer_send (GtkButton *button,
               gpointer   data)
{
  TtCatanTrade *self = g_object_get_data (G_OBJECT (button), "catan-trade");
  const CatanState *state = get_state (self);
  int who = acting_person (self);
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  const char *problem;
  CatanAction action;

  if (who < 0)
    return;
  offer_cards (self, 0, give);
  offer_cards (self, 1, get);
  problem = proposal_problem (&state->players[who], give, get);
  if (problem != NULL)
    {
      gtk_label_set_text (self->offer_note, problem);
      gtk_widget_set_visible (GTK_WIDGET (self->offer_note), TRUE);
      return;
    }
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  if (who == state->current)
    {
      catan_action_init (&action, CATAN_ACTION_OFFER, who);
      memcpy (action.give, give, sizeof action.give);
      memcpy (action.get, get, sizeof action.get);
      play (self, &action);
      return;
    }
  /* A counter-offer: kept from the offerer's side, and the answer to
   * the open offer is no. */
  self->counter_set[who] = TRUE;
  memcpy (self->counter_give[who], get, CATAN_N_CARDS);
  memcpy (self->counter_get[who], give, CATAN_N_CARDS);
  catan_action_init (&action, CATAN_ACTION_REJECT, who);
  play (self, &action);
}

/* One line a card, what is given beside what is asked: both sides and
 * the button fit the dialog without scrolling, with Cities & Knights'
 * commodities too. */
static GtkWidget *
offer_grid (TtCatanTrade     *self,
            const CatanState *state,
            int               who,
            int               n_kinds,
            gboolean          counter)
{
  GtkWidget *grid = gtk_grid_new ();
  const char *heads[2] = { _("You Give"), _("You Ask For") };

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (int side = 0; side < 2; side++)
    {
      GtkWidget *head = gtk_label_new (heads[side]);

      gtk_widget_add_css_class (head, "heading");
      gtk_grid_attach (GTK_GRID (grid), head, 2 + side, 0, 1, 1);
    }
  for (int c = 0; c < n_kinds; c++)
    {
      GtkWidget *name = gtk_label_new (tt_catan_card_label (c));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_grid_attach (GTK_GRID (grid), tt_catan_card_chip (c, 24, FALSE), 0, c + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), name, 1, c + 1, 1, 1);
      for (int side = 0; side < 2; side++)
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (0, side == 0 ? state->players[who].cards[c] : 19, 1);
          g_autofree char *label = g_strdup_printf ("%s: %s", heads[side], tt_catan_card_label (c));

          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          if (counter)
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                                       side == 0 ? state->trade_get[c] : state->trade_give[c]);
          self->offer_spins[side][c] = GTK_SPIN_BUTTON (spin);
          gtk_grid_attach (GTK_GRID (grid), spin, 2 + side, c + 1, 1, 1);
        }
    }
  return grid;
}

void
tt_catan_trade_open_offer (TtCatanTrade *self)
{
  const CatanState *state = get_state (self);
  int who = acting_person (self);
  gboolean counter = who != state->current;
  int n_kinds = state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *send, *note;
  GtkWindow *window;
  g_autofree char *title = NULL;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  memset (self->offer_spins, 0, sizeof self->offer_spins);
  gtk_box_append (GTK_BOX (box), offer_grid (self, state, who, n_kinds, counter));
  note = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_widget_add_css_class (note, "error");
  gtk_widget_set_visible (note, FALSE);
  self->offer_note = GTK_LABEL (note);
  gtk_box_append (GTK_BOX (box), note);
  send = gtk_button_new_with_mnemonic (counter ? _("_Propose the Counter-Offer") : _("_Make the Offer"));
  gtk_widget_add_css_class (send, "suggested-action");
  gtk_widget_add_css_class (send, "pill");
  gtk_widget_set_halign (send, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (send), "catan-trade", self);
  g_object_set_data (G_OBJECT (send), "catan-send", GINT_TO_POINTER (TRUE));
  g_signal_connect (send, "clicked", G_CALLBACK (on_offer_send), NULL);
  gtk_box_append (GTK_BOX (box), send);
  title = counter ? g_strdup_printf (_("Counter-Offer to %s"), name_of (self, state->current))
                  : g_strdup (_("Offer a Trade"));
  window = new_dialog (self, title, box);
  /* as tall as the grid: nothing to scroll to */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW)),
                                                    TRUE);
  gtk_window_set_default_size (window, 420, -1);
  gtk_window_present (window);
}

/* ---- counter-offers ---- */

/* The moves that take seat's counter-offer: the open offer withdrawn,
 * the counter offered, accepted by its author and closed. */
static guint
counter_moves (TtCatanTrade *self,
               int           seat,
               CatanAction   moves[4])
{
  const CatanState *state = get_state (self);
  int offerer = state->current;

  catan_action_init (&moves[0], CATAN_ACTION_CANCEL, offerer);
  catan_action_init (&moves[1], CATAN_ACTION_OFFER, offerer);
  memcpy (moves[1].give, self->counter_give[seat], CATAN_N_CARDS);
  memcpy (moves[1].get, self->counter_get[seat], CATAN_N_CARDS);
  catan_action_init (&moves[2], CATAN_ACTION_ACCEPT, seat);
  catan_action_init (&moves[3], CATAN_ACTION_CONFIRM, offerer);
  moves[3].victim = (gint8) seat;
  return 4;
}

/* Whether the engine takes every move of the counter, on a copy. */
static gboolean
counter_playable (TtCatanTrade *self,
                  int           seat)
{
  CatanAction moves[4];
  guint n = counter_moves (self, seat, moves);

  return tt_catan_game_takes_actions (TT_CATAN_GAME (tt_play_view_get_game (self->host)), moves, n);
}

static void
take_counter (TtCatanTrade *self,
              int           seat)
{
  CatanAction moves[4];
  guint n = counter_moves (self, seat, moves);

  /* the first move ends the offer and forgets the counters: the moves
   * are already made */
  for (guint i = 0; i < n; i++)
    if (!play (self, &moves[i]))
      return;
}

static void
on_counter_take (GtkButton *button,
                 gpointer   data)
{
  take_counter (g_object_get_data (G_OBJECT (button), "catan-trade"), GPOINTER_TO_INT (data));
}

/* ---- the computers' counter-offers ---- */

/* The level of the computer at `seat` and a seed for its counter: the
 * game's seed and the moves so far, so the same game asks the same.
 * FALSE when the seat is a person (or a computer without a level). */
static gboolean
computer_params (TtCatanTrade  *self,
                 int            seat,
                 CatanAiParams *params)
{
  TtGame *game = tt_play_view_get_game (self->host);
  CatanAiLevel level;

  if (!tt_game_is_computer (game, (guint) seat)
      || !catan_ai_level_from_string (tt_player_get_level (tt_game_get_player (game, (guint) seat)), &level))
    return FALSE;
  catan_ai_params_init (params, level);
  params->seed = tt_game_get_record (game)->seed * 1000003u + tt_game_get_n_moves (game);
  return TRUE;
}

static void show_computer_counters (TtCatanTrade *self);

static void
on_computer_counter_accept (GtkButton *button,
                            gpointer   data)
{
  TtCatanTrade *self = g_object_get_data (G_OBJECT (button), "catan-trade");

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  take_counter (self, GPOINTER_TO_INT (data));
}

/* Declined: the counter is gone from the dialog and the choices. */
static void
on_computer_counter_decline (GtkButton *button,
                             gpointer   data)
{
  TtCatanTrade *self = g_object_get_data (G_OBJECT (button), "catan-trade");
  int seat = GPOINTER_TO_INT (data);

  self->counter_set[seat] = FALSE;
  self->counter_by_computer[seat] = FALSE;
  show_computer_counters (self);
  self->hooks.changed (self->host);
}

/* A row of the counter dialog: one side of the trade (1 what the offerer
 * gives, 2 what it gets: "catan-counter-side"), in words and with a chip
 * for each kind of card. */
static GtkWidget *
counter_side_row (int           side,
                  const char   *title,
                  const guint8 *cards)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *text = tt_catan_cards_text (cards);

  g_object_set_data (G_OBJECT (row), "catan-counter-side", GINT_TO_POINTER (side));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  for (int c = 0; c < CATAN_N_CARDS; c++)
    if (cards[c] > 0)
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tt_catan_card_chip (c, 24, FALSE));
  return row;
}

/* Korean breaks lines between any two syllables: the labels under
 * `widget` that show `text` break between words only. */
static void
keep_words_of (GtkWidget  *widget,
               const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    tt_label_keep_words (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    keep_words_of (child, text);
}

static GtkWidget *
computer_counter_group (TtCatanTrade *self,
                        int           seat)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *decline, *accept;
  g_autofree char *title = g_strdup_printf (_("Counter-Offer from %s"), name_of (self, seat));
  g_autofree char *description = tt_text_printf (_("%s declines your offer but would trade on these terms."),
                                                 name_of (self, seat));
  CatanAction take;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  keep_words_of (group, description);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             counter_side_row (1, _("You Give"), self->counter_give[seat]));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             counter_side_row (2, _("You Get"), self->counter_get[seat]));
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (buttons, 12);
  decline = add_button (self, GTK_BOX (buttons), _("_Decline"), G_CALLBACK (on_computer_counter_decline),
                        GINT_TO_POINTER (seat));
  gtk_widget_add_css_class (decline, "pill");
  g_object_set_data (G_OBJECT (decline), "catan-counter-decline", GINT_TO_POINTER (seat + 1));
  accept = add_button (self, GTK_BOX (buttons), _("_Accept"), G_CALLBACK (on_computer_counter_accept),
                       GINT_TO_POINTER (seat));
  gtk_widget_add_css_class (accept, "pill");
  gtk_widget_add_css_class (accept, "suggested-action");
  /* the view's choose() finds it as the trade with its author */
  catan_action_init (&take, CATAN_ACTION_CONFIRM, get_state (self)->current);
  take.victim = (gint8) seat;
  g_object_set_data_full (G_OBJECT (accept), "catan-action", g_memdup2 (&take, sizeof take), g_free);
  gtk_widget_set_sensitive (accept, counter_playable (self, seat));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), buttons);
  return group;
}

/* The dialog of the computers' counters still open, or none. */
static void
show_computer_counters (TtCatanTrade *self)
{
  const CatanState *state = get_state (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  g_autofree char *give = tt_catan_cards_text (state->trade_give);
  g_autofree char *get = tt_catan_cards_text (state->trade_get);
  g_autofree char *offered = tt_text_printf (_("You offered %s for %s."), give, get);
  GtkWidget *label = gtk_label_new (offered);
  GtkScrolledWindow *scrolled;
  GtkWindow *window;
  guint n = 0;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  tt_label_keep_words (GTK_LABEL (label));
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  for (int seat = 0; seat < state->options.n_players; seat++)
    if (self->counter_set[seat] && self->counter_by_computer[seat])
      {
        gtk_box_append (GTK_BOX (box), computer_counter_group (self, seat));
        n++;
      }
  if (n == 0)
    {
      g_object_ref_sink (box);
      g_object_unref (box);
      if (self->counter_dialog)
        gtk_window_destroy (self->dialog);
      return;
    }
  window = new_dialog (self, ngettext ("Counter-Offer", "Counter-Offers", n), box);
  /* as tall as the counters, not the offer dialog's height */
  scrolled = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (box, GTK_TYPE_SCROLLED_WINDOW));
  gtk_window_set_default_size (window, 420, -1);
  gtk_scrolled_window_set_propagate_natural_height (scrolled, TRUE);
  gtk_scrolled_window_set_max_content_height (scrolled, 560);
  self->counter_dialog = TRUE;
  gtk_window_present (window);
}

void
tt_catan_trade_hear_computers (TtCatanTrade *self)
{
  const CatanState *state;
  gboolean any = FALSE;

  g_return_if_fail (TT_IS_CATAN_TRADE (self));
  state = get_state (self);
  if (self->computers_heard || state == NULL || state->phase != CATAN_PHASE_TRADE)
    return;
  self->computers_heard = TRUE;
  for (int seat = 0; seat < state->options.n_players; seat++)
    {
      CatanAiParams params;

      if (seat == state->current || state->players[seat].trade_answer != 0 || self->counter_set[seat]
          || !computer_params (self, seat, &params))
        continue;
      if (catan_ai_counter_offer (state, seat, &params, self->counter_give[seat], self->counter_get[seat]))
        {
          self->counter_set[seat] = TRUE;
          self->counter_by_computer[seat] = TRUE;
          any = TRUE;
        }
    }
  if (any)
    show_computer_counters (self);
}

void
tt_catan_trade_add_counter_buttons (TtCatanTrade   *self,
                                    TtCatanChoices *choices)
{
  const CatanState *state = get_state (self);

  for (int seat = 0; seat < state->options.n_players; seat++)
    {
      g_autofree char *give = NULL, *get = NULL, *label = NULL;
      GtkWidget *button;
      CatanAction take;

      if (!self->counter_set[seat] || seat == state->current)
        continue;
      give = tt_catan_cards_text (self->counter_give[seat]);
      get = tt_catan_cards_text (self->counter_get[seat]);
      /* Translators: a counter-offer, e.g. "Bo asks 2 wool for 1 ore" */
      label = g_strdup_printf (_("%s asks %s for %s"), name_of (self, seat), give, get);
      button = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (button), "catan-trade", self);
      g_signal_connect (button, "clicked", G_CALLBACK (on_counter_take), GINT_TO_POINTER (seat));
      tt_catan_choices_append (choices, button);
      gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
      /* the view's choose() finds it as the trade with its author */
      catan_action_init (&take, CATAN_ACTION_CONFIRM, state->current);
      take.victim = (gint8) seat;
      g_object_set_data_full (G_OBJECT (button), "catan-action", g_memdup2 (&take, sizeof take), g_free);
      if (!counter_playable (self, seat))
        {
          gtk_widget_set_sensitive (button, FALSE);
          gtk_widget_set_tooltip_text (button, _("You do not hold the cards this counter-offer asks for."));
        }
      else
        gtk_widget_set_tooltip_text (button, _("Take this counter-offer"));
    }
}

/* Finds the dialog's Send button (marked "catan-send"). */
static GtkWidget *
find_send (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), "catan-send") != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *send = find_send (child);

      if (send != NULL)
        return send;
    }
  return NULL;
}

gboolean
tt_catan_trade_choose_offer (TtCatanTrade      *self,
                             const CatanAction *action)
{
  GtkWidget *send;

  g_return_val_if_fail (TT_IS_CATAN_TRADE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->dialog == NULL)
    return FALSE;
  for (int side = 0; side < 2; side++)
    for (int c = 0; c < CATAN_N_CARDS; c++)
      {
        guint8 want = side == 0 ? action->give[c] : action->get[c];

        if (self->offer_spins[side][c] == NULL)
          {
            if (want > 0)
              return FALSE;
            continue;
          }
        gtk_spin_button_set_value (self->offer_spins[side][c], want);
      }
  send = find_send (GTK_WIDGET (self->dialog));
  if (send == NULL)
    return FALSE;
  g_signal_emit_by_name (send, "clicked");
  return TRUE;
}

/* ---- the trade ---- */

GtkWindow *
tt_catan_trade_get_dialog (TtCatanTrade *self)
{
  g_return_val_if_fail (TT_IS_CATAN_TRADE (self), NULL);
  return self->dialog;
}

void
tt_catan_trade_close (TtCatanTrade *self)
{
  g_return_if_fail (TT_IS_CATAN_TRADE (self));
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
}

void
tt_catan_trade_forget_counters (TtCatanTrade *self)
{
  g_return_if_fail (TT_IS_CATAN_TRADE (self));
  memset (self->counter_set, 0, sizeof self->counter_set);
  memset (self->counter_by_computer, 0, sizeof self->counter_by_computer);
  self->computers_heard = FALSE;
  if (self->counter_dialog)
    gtk_window_destroy (self->dialog);
}

static void
tt_catan_trade_dispose (GObject *object)
{
  tt_catan_trade_close (TT_CATAN_TRADE (object));
  G_OBJECT_CLASS (tt_catan_trade_parent_class)->dispose (object);
}

static void
tt_catan_trade_finalize (GObject *object)
{
  g_array_unref (TT_CATAN_TRADE (object)->bank_offers);
  G_OBJECT_CLASS (tt_catan_trade_parent_class)->finalize (object);
}

static void
tt_catan_trade_class_init (TtCatanTradeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_catan_trade_dispose;
  object_class->finalize = tt_catan_trade_finalize;
}

static void
tt_catan_trade_init (TtCatanTrade *self)
{
  self->bank_offers = g_array_new (FALSE, FALSE, sizeof (CatanAction));
}

TtCatanTrade *
tt_catan_trade_new (TtPlayView              *host,
                    const TtCatanTradeHooks *hooks)
{
  TtCatanTrade *self;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (host), NULL);
  g_return_val_if_fail (hooks != NULL && hooks->acting_person && hooks->get_moves && hooks->play && hooks->changed,
                        NULL);

  self = g_object_new (TT_TYPE_CATAN_TRADE, NULL);
  self->host = host;
  self->hooks = *hooks;
  return self;
}
