/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-hand.c — the hand of the person at the screen, under the board */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catan-card-chip.h"
#include "tt-catan-hand.h"

/* What each card does, in our own words (tooltips and accessible
 * descriptions of the hand's buttons). */
static const char *
dev_card_text (int kind)
{
  static const char * const texts[CATAN_N_DEV_KINDS] = {
    N_("Move the robber and take a card from a player next to its new hex; counts toward the Largest Army."),
    N_("One victory point, kept hidden until the end of the game."),
    N_("Build two roads for free."),
    N_("Take any two resources from the bank."),
    N_("Name a resource: every other player gives you all of theirs."),
  };

  return _(texts[kind]);
}

static const char *
progress_card_text (int card)
{
  static const char * const texts[CATAN_N_PROGRESS] = {
    N_("Before rolling, choose the numbers of both production dice; the event die is still rolled."),
    N_("A city improvement this turn costs one commodity less."),
    N_("Take two ore for each mountains hex next to your settlements and cities."),
    N_("Take two grain for each fields hex next to your settlements and cities."),
    N_("One victory point, shown at once."),
    N_("Swap two number tokens (not 2, 12, 6 or 8)."),
    N_("Build a city wall for free."),
    N_("Make a settlement a city for two ore and one grain."),
    N_("Promote up to two knights for free."),
    N_("Build two roads for free."),
    N_("Move the robber and take a random card from every player with a building next to its new hex."),
    N_("Take away an open road; if it is yours, you may place it again."),
    N_("One victory point, shown at once."),
    N_("Another player takes one of their knights off the board; you place one of the same strength for free."),
    N_("Every player with at least as many victory points as you discards half of their cards."),
    N_("Look at another player's progress cards and take one of them."),
    N_("Displace another player's knight that touches one of your roads, without a knight of your own."),
    N_("Every player with more victory points than you gives you two cards of their choice."),
    N_("Activate all of your knights for free."),
    N_("Place the merchant next to your building: trade its hex's resource 2:1 and hold a victory point while it stays yours."),
    N_("Offer each other player a resource; each gives you a commodity for it if they have one."),
    N_("This turn, trade one kind of card with the bank at 2:1."),
    N_("Look at the hand of a player with more victory points than you and take two cards."),
    N_("Name a commodity: every other player gives you one of it."),
    N_("Name a resource: every other player gives you up to two of it."),
  };

  return _(texts[card]);
}

/* The hand wraps in a narrow window (every card count stays in sight);
 * the card takes the focus, not the cell around it. */
static void
hand_append (GtkFlowBox *box,
             GtkWidget  *widget)
{
  gtk_flow_box_append (box, widget);
  gtk_widget_set_focusable (gtk_widget_get_parent (widget), FALSE);
}

/* A card in the hand: a button for its GAction (keyboard and tests). */
static GtkWidget *
hand_button (GtkFlowBox *hand,
             const char *label,
             const char *action,
             int         target)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 (target));
  hand_append (hand, button);
  return button;
}

void
tt_catan_hand_fill (GtkFlowBox  *hand,
                    TtCatanGame *game,
                    int          who)
{
  const CatanState *state = tt_catan_game_get_state (game);
  const CatanPlayer *player;
  g_autofree char *title = NULL;
  GtkWidget *label, *cards;

  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (hand))) != NULL)
    gtk_flow_box_remove (hand, child);
  if (state == NULL)
    return;
  if (who < 0)
    {
      label = gtk_label_new (_("Hands are hidden"));
      gtk_widget_add_css_class (label, "dim-label");
      hand_append (hand, label);
      return;
    }
  player = &state->players[who];
  title = g_strdup_printf (_("%s’s hand:"), tt_game_get_player_name (TT_GAME (game), who));
  label = gtk_label_new (title);
  gtk_widget_add_css_class (label, "heading");
  hand_append (hand, label);
  /* the counts stay together on one line */
  cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  hand_append (hand, cards);
  for (int c = 0; c < (state->options.cities_and_knights ? CATAN_N_CARDS : CATAN_N_RESOURCES); c++)
    {
      g_autofree char *text = g_strdup_printf ("%u", player->cards[c]);
      g_autofree char *name = g_strdup_printf (_("%u %s"), player->cards[c], tt_catan_card_label (c));
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);

      gtk_box_append (GTK_BOX (box), tt_catan_card_chip (c, 24, player->cards[c] == 0));
      gtk_box_append (GTK_BOX (box), gtk_label_new (text));
      gtk_widget_set_tooltip_text (box, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_box_append (GTK_BOX (cards), box);
    }
  for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
    {
      g_autofree char *text = NULL;
      GtkWidget *button;

      if (player->dev[k] == 0)
        continue;
      if (k == CATAN_DEV_VICTORY_POINT)
        {
          text = g_strdup_printf (_("%s ×%u (hidden from the others)"), tt_catan_dev_label (k), player->dev[k]);
          label = gtk_label_new (text);
          gtk_widget_set_tooltip_text (label, dev_card_text (k));
          hand_append (hand, label);
          continue;
        }
      text = g_strdup_printf (_("Play %s ×%u"), tt_catan_dev_label (k), player->dev[k]);
      button = hand_button (hand, text, "catan.play-dev", k);
      gtk_widget_set_tooltip_text (button, dev_card_text (k));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      dev_card_text (k), -1);
      if (tt_catan_game_check_dev_play (game, who, k) != CATAN_PLAY_OK)
        gtk_widget_add_css_class (button, "catan-unusable");
    }
  for (int card = 0; card < CATAN_N_PROGRESS; card++)
    {
      g_autofree char *text = NULL;
      GtkWidget *button;

      if (player->progress[card] == 0)
        continue;

      text = g_strdup_printf (_("Play %s"), tt_catan_progress_label (card));
      button = hand_button (hand, text, "catan.play-progress", card);
      gtk_widget_set_tooltip_text (button, progress_card_text (card));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      progress_card_text (card), -1);
    }
}
