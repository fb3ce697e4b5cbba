/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-results-page.c — the end of a game: winners, points table, chart */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-player-color.h"
#include "tt-label-words.h"
#include "tt-results-page.h"
#include "tt-score-chart.h"

typedef struct
{
  char  *heading;
  GStrv  cells;
  GStrv  tooltips;
  char  *group;   /* non-NULL: the column starts a group with this title ("" untitled) */
} Column;

struct _TtResultsPage
{
  AdwBin        parent_instance;

  TtGame       *game;
  GPtrArray    *columns;   /* Column */
  char         *next_group; /* the title of the group the next column starts */

  GtkLabel     *winner_label;
  GtkGrid      *breakdown_grid;
  TtScoreChart *chart;
};

G_DEFINE_FINAL_TYPE (TtResultsPage, tt_results_page, ADW_TYPE_BIN)

enum {
  SHOW_BOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
column_free (Column *column)
{
  g_free (column->heading);
  g_free (column->group);
  g_strfreev (column->cells);
  g_strfreev (column->tooltips);
  g_free (column);
}

static GtkWidget *
grid_label (const char *text,
            const char *css_class,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  /* Long headings ("Victory Point Cards") take two lines, so a game with
   * many columns still shows its Total without scrolling sideways. */
  if (g_strcmp0 (css_class, "heading") == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_justify (GTK_LABEL (label), xalign > 0.5f ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
      tt_label_keep_words (GTK_LABEL (label));
    }
  return label;
}

static GtkWidget *
player_label (TtResultsPage *self,
              guint          player)
{
  TtPlayer *seat = tt_game_get_player (self->game, player);
  g_autofree char *dot = tt_player_color_dot_markup (tt_player_get_color (seat));
  g_autofree char *name = g_markup_escape_text (tt_player_get_name (seat), -1);
  g_autofree char *markup = g_strdup_printf ("%s <b>%s</b>", dot, name);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

static void
attach_separator (TtResultsPage *self,
                  int            x,
                  int            height)
{
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);

  gtk_grid_attach (self->breakdown_grid, separator, x, 0, 1, height);
}

/* Row 0: group titles (when the game made groups), row 1: headings, then a
 * row per seat. A vertical line parts the groups, and the total. */
static void
fill_grid (TtResultsPage *self)
{
  GtkWidget *child;
  guint n_players, n_columns = self->columns->len;
  g_autofree int *xs = g_new0 (int, n_columns + 1);
  gboolean grouped = FALSE;
  int x = 1, height;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->breakdown_grid))))
    gtk_grid_remove (self->breakdown_grid, child);
  if (self->game == NULL)
    return;
  n_players = tt_game_get_n_players (self->game);
  height = (int) n_players + 2;

  for (guint c = 0; c < n_columns; c++)
    {
      const Column *column = g_ptr_array_index (self->columns, c);

      if (column->group != NULL)
        {
          grouped = TRUE;
          if (c > 0)
            attach_separator (self, x++, height);
        }
      xs[c] = x++;
    }
  if (grouped)
    attach_separator (self, x++, height);
  xs[n_columns] = x;

  gtk_grid_attach (self->breakdown_grid, grid_label (_("Player"), "heading", 0), 0, 1, 1, 1);
  for (guint c = 0; c < n_columns; c++)
    {
      const Column *column = g_ptr_array_index (self->columns, c);

      gtk_grid_attach (self->breakdown_grid, grid_label (column->heading, "heading", 1), xs[c], 1, 1, 1);
      if (column->group != NULL && *column->group != '\0')
        {
          guint end = c + 1;
          GtkWidget *title = grid_label (column->group, "dim-label", 0.5);

          while (end < n_columns && ((const Column *) g_ptr_array_index (self->columns, end))->group == NULL)
            end++;
          gtk_widget_add_css_class (title, "caption-heading");
          gtk_grid_attach (self->breakdown_grid, title, xs[c], 0, xs[end - 1] - xs[c] + 1, 1);
        }
    }
  gtk_grid_attach (self->breakdown_grid, grid_label (_("Total"), "heading", 1), xs[n_columns], 1, 1, 1);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *total = g_strdup_printf ("%d", tt_game_get_score (self->game, p));

      gtk_grid_attach (self->breakdown_grid, player_label (self, p), 0, p + 2, 1, 1);
      for (guint c = 0; c < n_columns; c++)
        {
          const Column *column = g_ptr_array_index (self->columns, c);
          GtkWidget *cell;

          if (p >= g_strv_length (column->cells))
            continue;
          cell = grid_label (column->cells[p], "numeric", 1);
          if (column->tooltips && p < g_strv_length (column->tooltips))
            gtk_widget_set_tooltip_text (cell, column->tooltips[p]);
          gtk_grid_attach (self->breakdown_grid, cell, xs[c], p + 2, 1, 1);
        }
      gtk_grid_attach (self->breakdown_grid, grid_label (total, "title-4", 1), xs[n_columns], p + 2, 1, 1);
    }
}

/* Without a word from the game, the highest scores win. */
static guint
top_scorers (TtGame *game)
{
  guint n = tt_game_get_n_players (game), winners = 0;
  int best = G_MININT;

  for (guint p = 0; p < n; p++)
    best = MAX (best, tt_game_get_score (game, p));
  for (guint p = 0; p < n; p++)
    if (tt_game_get_score (game, p) == best)
      winners |= 1u << p;
  return winners;
}

static void
set_title (TtResultsPage *self,
           guint          winners)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *title = NULL;
  guint n_winners = 0;

  for (guint p = 0; p < tt_game_get_n_players (self->game); p++)
    if (winners & (1u << p))
      {
        if (names->len)
          g_string_append (names, _(" and "));
        g_string_append (names, tt_game_get_player_name (self->game, p));
        n_winners++;
      }
  if (n_winners == 1)
    title = g_strdup_printf (_("%s Wins!"), names->str);
  else
    title = g_strdup_printf (_("%s Share the Win!"), names->str);
  gtk_label_set_text (self->winner_label, title);
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_signal_emit (widget, signals[SHOW_BOARD], 0);
}

static void
tt_results_page_dispose (GObject *object)
{
  TtResultsPage *self = TT_RESULTS_PAGE (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->columns, g_ptr_array_unref);
  g_clear_pointer (&self->next_group, g_free);
  G_OBJECT_CLASS (tt_results_page_parent_class)->dispose (object);
}

static void
tt_results_page_class_init (TtResultsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_results_page_dispose;

  signals[SHOW_BOARD] =
    g_signal_new ("show-board", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TT_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-results-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TtResultsPage, winner_label);
  gtk_widget_class_bind_template_child (widget_class, TtResultsPage, breakdown_grid);
  gtk_widget_class_bind_template_child (widget_class, TtResultsPage, chart);
  gtk_widget_class_install_action (widget_class, "results.show-board", NULL, show_board_action);
}

static void
tt_results_page_init (TtResultsPage *self)
{
  self->columns = g_ptr_array_new_with_free_func ((GDestroyNotify) column_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  tt_results_page_set_table_label (self, _("Points"));
}

GtkWidget *
tt_results_page_new (void)
{
  return g_object_new (TT_TYPE_RESULTS_PAGE, NULL);
}

void
tt_results_page_set_game (TtResultsPage *self,
                          TtGame        *game,
                          guint          winners)
{
  g_return_if_fail (TT_IS_RESULTS_PAGE (self));
  g_return_if_fail (TT_IS_GAME (game));

  g_set_object (&self->game, game);
  set_title (self, winners ? winners : top_scorers (game));
  fill_grid (self);
  tt_score_chart_set_game (self->chart, game);
}

TtGame *
tt_results_page_get_game (TtResultsPage *self)
{
  g_return_val_if_fail (TT_IS_RESULTS_PAGE (self), NULL);
  return self->game;
}

const char *
tt_results_page_get_title (TtResultsPage *self)
{
  g_return_val_if_fail (TT_IS_RESULTS_PAGE (self), NULL);
  return gtk_label_get_text (self->winner_label);
}

void
tt_results_page_clear_columns (TtResultsPage *self)
{
  g_return_if_fail (TT_IS_RESULTS_PAGE (self));

  g_ptr_array_set_size (self->columns, 0);
  g_clear_pointer (&self->next_group, g_free);
  fill_grid (self);
}

void
tt_results_page_add_column (TtResultsPage      *self,
                            const char         *heading,
                            const char * const *cells,
                            const char * const *tooltips)
{
  Column *column;

  g_return_if_fail (TT_IS_RESULTS_PAGE (self));
  g_return_if_fail (heading != NULL && cells != NULL);

  column = g_new0 (Column, 1);
  column->heading = g_strdup (heading);
  column->cells = g_strdupv ((char **) cells);
  column->tooltips = tooltips ? g_strdupv ((char **) tooltips) : NULL;
  column->group = g_steal_pointer (&self->next_group);
  g_ptr_array_add (self->columns, column);
  fill_grid (self);
}

void
tt_results_page_begin_group (TtResultsPage *self,
                             const char    *title)
{
  g_return_if_fail (TT_IS_RESULTS_PAGE (self));

  g_free (self->next_group);
  self->next_group = g_strdup (title != NULL ? title : "");
}

void
tt_results_page_set_table_label (TtResultsPage *self,
                                 const char    *label)
{
  g_return_if_fail (TT_IS_RESULTS_PAGE (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->breakdown_grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
