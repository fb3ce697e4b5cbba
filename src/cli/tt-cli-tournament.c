/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-tournament.c — the bookkeeping every game's "tournament" command
 * shares (see tt-cli-tournament.h) */
#include "config.h"

#include <stdio.h>

#include "tt-cli-tournament.h"

int
tt_cli_tournament_side (const TtCliTournament *t,
                        guint                  game,
                        int                    seat)
{
  return seat == (int) (game % (guint) t->n_seats) ? 0 : 1;
}

gint64
tt_cli_tournament_move_start (void)
{
  return g_get_monotonic_time ();
}

void
tt_cli_tournament_move_done (TtCliTournament *t,
                             int              side,
                             gint64           start,
                             guint64          samples)
{
  double ms = (g_get_monotonic_time () - start) / 1000.0;

  t->think_ms[side] += ms;
  t->max_ms[side] = MAX (t->max_ms[side], ms);
  t->moves[side]++;
  if (samples > 0)
    {
      t->samples[side] += samples;
      t->searched[side]++;
    }
}

GString *
tt_cli_tournament_line_start (TtCliTournament *t,
                              guint            game,
                              guint64          seed)
{
  GString *line = g_string_new (NULL);

  t->games++;
  g_string_append_printf (line, "game %u seed %" G_GUINT64_FORMAT ":", game + 1, seed);
  return line;
}

void
tt_cli_tournament_line_score (TtCliTournament *t,
                              GString         *line,
                              guint            game,
                              int              seat,
                              const char      *level,
                              int              score)
{
  int side = tt_cli_tournament_side (t, game, seat);

  g_string_append_printf (line, " %c(%s)=%d", side == 0 ? 'A' : 'B', level, score);
  t->score_sum[side] += score;
  t->score_count[side]++;
}

int
tt_cli_tournament_line_scores (TtCliTournament *t,
                               GString         *line,
                               guint            game,
                               const int       *scores,
                               const char      *level_a,
                               const char      *level_b)
{
  int best = G_MININT, n_best = 0, top = -1;

  for (int seat = 0; seat < t->n_seats; seat++)
    {
      const char *level = tt_cli_tournament_side (t, game, seat) == 0 ? level_a : level_b;

      tt_cli_tournament_line_score (t, line, game, seat, level, scores[seat]);
      if (scores[seat] > best)
        {
          best = scores[seat];
          n_best = 1;
          top = seat;
        }
      else if (scores[seat] == best)
        n_best++;
    }
  return n_best == 1 ? top : -1;
}

void
tt_cli_tournament_line_result (TtCliTournament *t,
                               GString         *line,
                               guint            game,
                               int              winner)
{
  int side;

  if (winner < 0)
    {
      t->draws++;
      g_string_append (line, " -> draw");
      return;
    }
  side = tt_cli_tournament_side (t, game, winner);
  t->wins[side]++;
  if (side == 0)
    t->seat_wins[winner]++;
  g_string_append_printf (line, " -> %s wins", side == 0 ? "A" : "B");
}

void
tt_cli_tournament_line_print (GString *line)
{
  printf ("%s\n", line->str);
  fflush (stdout);
}

char *
tt_cli_tournament_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}

char *
tt_cli_tournament_win_percent (const TtCliTournament *t)
{
  return tt_cli_tournament_number (t->games ? 100.0 * t->wins[0] / t->games : 0);
}

void
tt_cli_tournament_append_sides (const TtCliTournament *t,
                                GString               *json,
                                const char            *a,
                                const char            *b,
                                guint                  a_wins)
{
  g_string_append_printf (json, "\"a\": \"%s\", \"b\": \"%s\", \"games\": %u, \"a_wins\": %u, \"b_wins\": %u, "
                          "\"draws\": %u", a, b, t->games, a_wins, t->wins[1], t->draws);
}

void
tt_cli_tournament_append_seat_wins (const TtCliTournament *t,
                                    GString               *json)
{
  g_string_append (json, ", \"a_wins_by_seat\": [");
  for (int seat = 0; seat < t->n_seats; seat++)
    g_string_append_printf (json, "%s%u", seat ? ", " : "", t->seat_wins[seat]);
  g_string_append (json, "]");
}

void
tt_cli_tournament_append_tail (const TtCliTournament *t,
                               GString               *json)
{
  g_autofree char *a_mean = tt_cli_tournament_number (t->score_count[0] ? t->score_sum[0] / t->score_count[0] : 0);
  g_autofree char *b_mean = tt_cli_tournament_number (t->score_count[1] ? t->score_sum[1] / t->score_count[1] : 0);
  g_autofree char *a_ms = tt_cli_tournament_number (t->moves[0] ? t->think_ms[0] / t->moves[0] : 0);
  g_autofree char *b_ms = tt_cli_tournament_number (t->moves[1] ? t->think_ms[1] / t->moves[1] : 0);
  g_autofree char *a_max = tt_cli_tournament_number (t->max_ms[0]);
  g_autofree char *b_max = tt_cli_tournament_number (t->max_ms[1]);
  g_autofree char *a_it = tt_cli_tournament_number (t->searched[0] ? (double) t->samples[0] / t->searched[0] : 0);
  g_autofree char *b_it = tt_cli_tournament_number (t->searched[1] ? (double) t->samples[1] / t->searched[1] : 0);

  g_string_append_printf (json, ", \"a_mean_score\": %s, \"b_mean_score\": %s, "
                          "\"mean_ms_per_move_a\": %s, \"mean_ms_per_move_b\": %s, \"max_ms_per_move_a\": %s, "
                          "\"max_ms_per_move_b\": %s, \"mean_iterations_a\": %s, \"mean_iterations_b\": %s}\n",
                          a_mean, b_mean, a_ms, b_ms, a_max, b_max, a_it, b_it);
}
