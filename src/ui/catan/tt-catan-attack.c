/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-attack.c — a barbarian attack, told step by step */
#include "config.h"

#include <glib/gi18n.h>

#include "catan/tt-catan-game.h"
#include "tt-catan-attack.h"

struct _TtCatanAttack
{
  AdwBin         parent_instance;

  GtkRevealer   *revealer;
  GtkBox        *attack_steps;   /* one label a step of the last attack */
  guint          attack_timer;   /* shows the next step, with animations on */
};

G_DEFINE_FINAL_TYPE (TtCatanAttack, tt_catan_attack, ADW_TYPE_BIN)

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

#define ATTACK_STEP_MS 900

static void
add_attack_step (TtCatanAttack *self,
                 const char    *text,
                 gboolean       outcome)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (outcome)
    gtk_widget_add_css_class (label, "catan-attack-outcome");
  gtk_box_append (self->attack_steps, label);
}

/* The steps of the attack told by the move's events: the ship lands,
 * its strength against the knights', who won, and who gains or loses. */
static void
fill_attack_steps (TtCatanAttack    *self,
                   const CatanState *state,
                   TtGame           *game,
                   GArray           *events)
{
  const CatanEvent *attack = NULL;
  g_autofree char *strength = NULL;

  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, CatanEvent, i).type == CATAN_EVENT_ATTACK)
      attack = &g_array_index (events, CatanEvent, i);
  clear_box (self->attack_steps);
  add_attack_step (self, _("The barbarian ship lands on Catan."), FALSE);
  strength = g_strdup_printf (_("Barbarians %d (one for each city) against knights %d (every active knight)"),
                              attack->a, attack->b);
  add_attack_step (self, strength, FALSE);
  if (attack->a > attack->b)
    {
      add_attack_step (self, _("The barbarians win."), TRUE);
      for (guint i = 0; i < events->len; i++)
        {
          const CatanEvent *e = &g_array_index (events, CatanEvent, i);
          g_autofree char *where = NULL, *text = NULL;

          if (e->type != CATAN_EVENT_PILLAGED)
            continue;
          where = tt_catan_describe_hexes (state->board, state->board->corners[e->a].hexes, 3);
          text = g_strdup_printf (_("%s loses the city at %s."), tt_game_get_player_name (game, e->player), where);
          add_attack_step (self, text, FALSE);
        }
      for (int p = 0; p < state->options.n_players; p++)
        if (state->players[p].pillage_owed > 0)
          {
            g_autofree char *text = g_strdup_printf (_("%s chooses which city to lose."), tt_game_get_player_name (game, p));

            add_attack_step (self, text, FALSE);
          }
    }
  else
    {
      add_attack_step (self, _("Catan is defended."), TRUE);
      if (attack->player >= 0)
        {
          g_autofree char *text = g_strdup_printf (_("%s is the Defender of Catan: one victory point."),
                                                   tt_game_get_player_name (game, attack->player));

          add_attack_step (self, text, FALSE);
        }
      else
        for (int p = 0; p < state->options.n_players; p++)
          if (state->players[p].progress_pick_owed > 0)
            {
              g_autofree char *text = g_strdup_printf (_("%s, one of the strongest defenders, draws a progress card."),
                                                       tt_game_get_player_name (game, p));

              add_attack_step (self, text, FALSE);
            }
    }
  add_attack_step (self, _("The ship goes back to the start and every knight is inactive."), FALSE);
}

static gboolean
show_next_attack_step (gpointer data)
{
  TtCatanAttack *self = data;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->attack_steps)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!gtk_widget_get_visible (child))
      {
        gtk_widget_set_visible (child, TRUE);
        return G_SOURCE_CONTINUE;
      }
  self->attack_timer = 0;
  return G_SOURCE_REMOVE;
}

static gboolean
person_moved_last (TtGame *game)
{
  guint n = tt_game_get_n_moves (game);
  int player = n > 0 ? tt_game_get_move_player (game, n - 1) : -1;

  return player >= 0 && !tt_game_is_computer (game, (guint) player);
}

void
tt_catan_attack_tell (TtCatanAttack    *self,
                      const CatanState *state,
                      TtGame           *game,
                      GArray           *events)
{
  gboolean animate = TRUE, any = FALSE;

  for (guint i = 0; events != NULL && i < events->len; i++)
    any |= g_array_index (events, CatanEvent, i).type == CATAN_EVENT_ATTACK;
  if (!any)
    {
      /* read once a person acts again: the card stops covering the board */
      if (person_moved_last (game))
        tt_catan_attack_dismiss (self);
      return;
    }
  g_clear_handle_id (&self->attack_timer, g_source_remove);
  fill_attack_steps (self, state, game, events);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (animate)
    {
      GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->attack_steps));

      for (child = gtk_widget_get_next_sibling (child); child != NULL; child = gtk_widget_get_next_sibling (child))
        gtk_widget_set_visible (child, FALSE);
      self->attack_timer = g_timeout_add (ATTACK_STEP_MS, show_next_attack_step, self);
    }
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

void
tt_catan_attack_dismiss (TtCatanAttack *self)
{
  g_return_if_fail (TT_IS_CATAN_ATTACK (self));

  g_clear_handle_id (&self->attack_timer, g_source_remove);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

char *
tt_catan_attack_get_text (TtCatanAttack *self)
{
  GString *text;

  g_return_val_if_fail (TT_IS_CATAN_ATTACK (self), NULL);
  if (!gtk_revealer_get_reveal_child (self->revealer))
    return NULL;
  text = g_string_new (NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->attack_steps)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (child)));
  return g_string_free (text, FALSE);
}

/* ---- object ---- */

static void
tt_catan_attack_dispose (GObject *object)
{
  TtCatanAttack *self = TT_CATAN_ATTACK (object);

  g_clear_handle_id (&self->attack_timer, g_source_remove);
  G_OBJECT_CLASS (tt_catan_attack_parent_class)->dispose (object);
}

static void
tt_catan_attack_class_init (TtCatanAttackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_catan_attack_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/catan/tt-catan-attack.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCatanAttack, revealer);
  gtk_widget_class_bind_template_child (widget_class, TtCatanAttack, attack_steps);
}

static void
tt_catan_attack_init (TtCatanAttack *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
