/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-results.c — Catan's seats in the player list and its results */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catan-results.h"

char *
tt_catan_seat_detail (const CatanState *state,
                      guint             player,
                      gboolean          at_screen)
{
  const CatanPlayer *p;
  GString *text;
  int dev = 0, cards;

  if (state == NULL || player >= state->options.n_players)
    return NULL;
  p = &state->players[player];
  for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
    dev += p->dev[k];
  text = g_string_new (NULL);
  /* the person at the screen, whose hand is shown below the board */
  if (at_screen)
    g_string_append (text, _("You · "));
  /* Translators: pieces left: roads/settlements/cities */
  g_string_append_printf (text, _("Pieces %u/%u/%u"), p->roads_left, p->settlements_left, p->cities_left);
  cards = catan_state_hand_size (state, player);
  g_string_append_printf (text, ngettext (" · %d card", " · %d cards", cards), cards);
  if (!state->options.cities_and_knights)
    g_string_append_printf (text, ngettext (" · %d development card", " · %d development cards", dev), dev);
  if (p->knights_played > 0)
    g_string_append_printf (text, ngettext (" · %u knight played", " · %u knights played", p->knights_played),
                            p->knights_played);
  if (state->longest_road == (int) player)
    g_string_append (text, _(" · Longest Road"));
  if (state->largest_army == (int) player)
    g_string_append (text, _(" · Largest Army"));
  if (state->options.cities_and_knights)
    {
      int progress = 0;

      for (int c = 0; c < CATAN_N_PROGRESS; c++)
        progress += p->progress[c];
      g_string_append_printf (text, ngettext (" · %d progress card", " · %d progress cards", progress), progress);
      /* Translators: levels of the trade, politics and science improvements */
      g_string_append_printf (text, _(" · improvements %u/%u/%u"),
                              p->improvements[0], p->improvements[1], p->improvements[2]);
      for (int t = 0; t < 3; t++)
        if (state->metropolis[t] == (int) player)
          g_string_append (text, _(" · Metropolis"));
    }
  return g_string_free (text, FALSE);
}

void
tt_catan_results_fill (TtResultsPage *page,
                       TtCatanGame   *catan)
{
  const CatanState *state = tt_catan_game_get_state (catan);
  TtGame *game = TT_GAME (catan);
  guint n = state->options.n_players;
  GPtrArray *columns[6];
  static const char * const heads[6] = {
    N_("Settlements"), N_("Cities"), N_("Victory Point Cards"), N_("Longest Road"), N_("Largest Army"),
    /* Translators: points from Cities and Knights (metropolises, Defender of Catan, progress cards) */
    N_("Other"),
  };

  for (int c = 0; c < 6; c++)
    columns[c] = g_ptr_array_new_with_free_func (g_free);
  for (guint p = 0; p < n; p++)
    {
      int settlements = 0, cities = 0;

      for (guint i = 0; i < state->board->n_corners; i++)
        if (state->corner_owner[i] == (int) p)
          {
            settlements += state->corner_level[i] == 1;
            cities += state->corner_level[i] == 2;
          }
      g_ptr_array_add (columns[0], g_strdup_printf ("%d", settlements));
      g_ptr_array_add (columns[1], g_strdup_printf ("%d", cities * 2));
      g_ptr_array_add (columns[2], g_strdup_printf ("%u", state->players[p].dev[CATAN_DEV_VICTORY_POINT]));
      g_ptr_array_add (columns[3], g_strdup (state->longest_road == (int) p ? "2" : "0"));
      g_ptr_array_add (columns[4], g_strdup (state->largest_army == (int) p ? "2" : "0"));
      g_ptr_array_add (columns[5], g_strdup_printf ("%d", catan_state_vp (state, p, TRUE) - settlements - 2 * cities
                                                          - state->players[p].dev[CATAN_DEV_VICTORY_POINT]
                                                          - 2 * (state->longest_road == (int) p)
                                                          - 2 * (state->largest_army == (int) p)));
    }
  tt_results_page_set_game (page, game,
                            state->winner >= 0 ? 1u << state->winner : 0);
  tt_results_page_clear_columns (page);
  for (int c = 0; c < 6; c++)
    {
      /* the base game has no other points */
      if (c == 5 && !state->options.cities_and_knights)
        {
          g_ptr_array_unref (columns[c]);
          continue;
        }
      g_ptr_array_add (columns[c], NULL);
      tt_results_page_add_column (page, _(heads[c]),
                                  (const char * const *) columns[c]->pdata, NULL);
      g_ptr_array_unref (columns[c]);
    }
}
