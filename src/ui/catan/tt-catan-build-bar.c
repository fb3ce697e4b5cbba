/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-build-bar.c — the builds and their costs, and the trades */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catan-build-bar.h"
#include "tt-catan-card-chip.h"

static const char *
build_label (CatanBuild build)
{
  /* a context of their own: Carcassonne's road and Ora's settlement are
   * other words in some languages (길 and 정착지 against 도로 and 개척지) */
  static const char * const labels[CATAN_N_BUILDS] = {
    NC_("catan build", "Road"), NC_("catan build", "Settlement"), NC_("catan build", "City"),
    NC_("catan build", "Development Card"), NC_("catan build", "Knight"),
    NC_("catan build", "Activate"), NC_("catan build", "Promote"), NC_("catan build", "City Wall"),
    NC_("catan build", "Science"), NC_("catan build", "Trade"), NC_("catan build", "Politics"),
  };

  return g_dpgettext2 (GETTEXT_PACKAGE, "catan build", labels[build]);
}

/* The trades sit with the builds, where the row wraps: in a narrow
 * window they never push End Turn out of sight. */
static void
fill_trades (GtkFlowBox *bar,
             gboolean    bank,
             gboolean    offer)
{
  GtkWidget *button;

  if (bank)
    {
      button = gtk_button_new_with_mnemonic (_("Trade with the _Bank…"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "catan.bank-trade");
      gtk_flow_box_append (bar, button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  if (offer)
    {
      button = gtk_button_new_with_mnemonic (_("_Offer a Trade…"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "catan.offer");
      gtk_flow_box_append (bar, button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
}

void
tt_catan_build_bar_fill (GtkFlowBox  *bar,
                         TtCatanGame *game,
                         int          who,
                         gboolean     acting,
                         gboolean     bank,
                         gboolean     offer)
{
  const CatanState *state = tt_catan_game_get_state (game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (bar))) != NULL)
    gtk_flow_box_remove (bar, child);
  if (state == NULL)
    return;
  for (int build = 0; build < CATAN_N_BUILDS; build++)
    {
      CatanBuildCheck check;
      GtkWidget *button, *box, *costs;
      GString *name;

      tt_catan_game_check_build (game, who, build, &check);
      if (check.why == CATAN_WHY_NOT_IN_GAME)
        continue;
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_box_append (GTK_BOX (box), gtk_label_new (build_label (build)));
      costs = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      gtk_widget_set_halign (costs, GTK_ALIGN_CENTER);
      name = g_string_new (build_label (build));
      for (int c = 0; c < CATAN_N_CARDS; c++)
        for (int n = 0; n < check.cost[c]; n++)
          gtk_box_append (GTK_BOX (costs), tt_catan_card_chip (c, 14, n >= check.cost[c] - check.missing[c]));
      {
        g_autofree char *cost = tt_catan_cards_text (check.cost);

        if (*cost != '\0')
          /* Translators: a build and its cost, e.g. "Road: 1 brick, 1 lumber" */
          g_string_append_printf (name, _(": %s"), cost);
      }
      gtk_box_append (GTK_BOX (box), costs);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_set_tooltip_text (button, name->str);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
      g_string_free (name, TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "catan.build");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 (build));
      if (check.why != CATAN_WHY_OK || !acting)
        gtk_widget_add_css_class (button, "catan-unusable");
      gtk_flow_box_append (bar, button);
      /* the button takes the focus, not the cell around it */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  if (acting)
    fill_trades (bar, bank, offer);
}
