/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-trade.c — the Catan view's offer editor and counter-offers */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

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

  GtkSpinButton     *offer_spins[2][CATAN_N_CARDS];
  GtkLabel          *offer_note;     /* why the offer dialog cannot send */
  GtkWindow         *dialog;         /* the open trade dialog, or NULL */
  gboolean           counter_dialog; /* the open dialog shows the computers' counters */
  gboolean           counters_shown; /* the computers' counters to this offer were shown */
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

static TtCatanGame *
game_of (TtCatanTrade *self)
{
  return TT_CATAN_GAME (tt_play_view_get_game (self->host));
}

/* A move the model refused: the view says why. */
static void
refused (TtCatanTrade *self,
         GError       *error)
{
  if (error != NULL)
    self->hooks.refused (self->host, error->message);
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

/* ---- dialogs ---- */

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

static void
on_offer_send (GtkButton *button,
               gpointer   data)
{
  TtCatanTrade *self = g_object_get_data (G_OBJECT (button), "catan-trade");
  int who = acting_person (self);
  guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
  g_autoptr(GError) error = NULL;

  if (who < 0)
    return;
  offer_cards (self, 0, give);
  offer_cards (self, 1, get);
  /* the model says whether the terms may be proposed */
  if (!tt_catan_game_check_offer (game_of (self), who, give, get, &error))
    {
      gtk_label_set_text (self->offer_note, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->offer_note), TRUE);
      return;
    }
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  if (!tt_catan_game_propose (game_of (self), who, give, get, &error))
    refused (self, error);
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

/* ---- counter-offers (the model keeps them) ---- */

static void
take_counter (TtCatanTrade *self,
              int           seat)
{
  g_autoptr(GError) error = NULL;

  if (!tt_catan_game_take_counter (game_of (self), seat, &error))
    refused (self, error);
}

static void
on_counter_take (GtkButton *button,
                 gpointer   data)
{
  take_counter (g_object_get_data (G_OBJECT (button), "catan-trade"), GPOINTER_TO_INT (data));
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

  tt_catan_game_decline_counter (game_of (self), GPOINTER_TO_INT (data));
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
                        int           seat,
                        const guint8 *give,
                        const guint8 *get)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *decline, *accept;
  g_autofree char *title = g_strdup_printf (_("Counter-Offer from %s"), name_of (self, seat));
  g_autofree char *description = tt_text_printf (_("%s declines your offer but would trade on these terms."),
                                                 name_of (self, seat));
  const char *why = tt_catan_game_why_not_counter (game_of (self), seat);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  keep_words_of (group, description);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), counter_side_row (1, _("You Give"), give));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), counter_side_row (2, _("You Get"), get));
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
  g_object_set_data (G_OBJECT (accept), "catan-counter-seat", GINT_TO_POINTER (seat + 1));
  gtk_widget_set_sensitive (accept, why == NULL);
  if (why != NULL)
    gtk_widget_set_tooltip_text (accept, why);
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
    {
      guint8 counter_give[CATAN_N_CARDS], counter_get[CATAN_N_CARDS];
      gboolean by_computer = FALSE;

      if (tt_catan_game_get_counter (game_of (self), seat, counter_give, counter_get, &by_computer) && by_computer)
        {
          gtk_box_append (GTK_BOX (box), computer_counter_group (self, seat, counter_give, counter_get));
          n++;
        }
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
tt_catan_trade_show_counters (TtCatanTrade *self)
{
  const CatanState *state;

  g_return_if_fail (TT_IS_CATAN_TRADE (self));
  state = get_state (self);
  if (state == NULL || state->phase != CATAN_PHASE_TRADE)
    {
      tt_catan_trade_forget_counters (self);
      return;
    }
  if (self->counters_shown)
    return;
  self->counters_shown = TRUE;
  show_computer_counters (self);
}

void
tt_catan_trade_add_counter_buttons (TtCatanTrade   *self,
                                    TtCatanChoices *choices)
{
  const CatanState *state = get_state (self);

  for (int seat = 0; seat < state->options.n_players; seat++)
    {
      g_autofree char *give_text = NULL, *get_text = NULL, *label = NULL;
      guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
      const char *why;
      GtkWidget *button;

      if (seat == (int) state->current || !tt_catan_game_get_counter (game_of (self), seat, give, get, NULL))
        continue;
      give_text = tt_catan_cards_text (give);
      get_text = tt_catan_cards_text (get);
      /* Translators: a counter-offer, e.g. "Bo asks 2 wool for 1 ore" */
      label = g_strdup_printf (_("%s asks %s for %s"), name_of (self, seat), give_text, get_text);
      button = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (button), "catan-trade", self);
      g_signal_connect (button, "clicked", G_CALLBACK (on_counter_take), GINT_TO_POINTER (seat));
      tt_catan_choices_append (choices, button);
      gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
      /* the view's choose() finds it as the trade with its author */
      g_object_set_data (G_OBJECT (button), "catan-counter-seat", GINT_TO_POINTER (seat + 1));
      why = tt_catan_game_why_not_counter (game_of (self), seat);
      if (why != NULL)
        {
          gtk_widget_set_sensitive (button, FALSE);
          gtk_widget_set_tooltip_text (button, why);
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
  self->counters_shown = FALSE;
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
tt_catan_trade_class_init (TtCatanTradeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_catan_trade_dispose;
}

static void
tt_catan_trade_init (TtCatanTrade *self)
{
}

TtCatanTrade *
tt_catan_trade_new (TtPlayView              *host,
                    const TtCatanTradeHooks *hooks)
{
  TtCatanTrade *self;

  g_return_val_if_fail (TT_IS_PLAY_VIEW (host), NULL);
  g_return_val_if_fail (hooks != NULL && hooks->acting_person && hooks->refused && hooks->changed,
                        NULL);

  self = g_object_new (TT_TYPE_CATAN_TRADE, NULL);
  self->host = host;
  self->hooks = *hooks;
  return self;
}
