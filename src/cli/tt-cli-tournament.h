/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-tournament.h — the bookkeeping every game's "tournament" command
 * shares
 *
 * Side A takes one seat and side B every other one; A's seat turns with the
 * game number (game g: seat g % seats). The tally keeps, per side, the time
 * each move took, the slowest, the search samples of the levels that search,
 * the scores, and per game who won; it writes each game's result line and the
 * keys every summary ends with. The game keeps its own loop, its own options
 * and the keys that only it has.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TT_CLI_TOURNAMENT_MAX_SEATS 8

typedef struct
{
  int      n_seats;
  guint    games, wins[2], draws;
  guint    seat_wins[TT_CLI_TOURNAMENT_MAX_SEATS];
  gdouble  score_sum[2];
  guint    score_count[2];
  gdouble  think_ms[2], max_ms[2];
  guint    moves[2];
  guint64  samples[2];
  guint    searched[2];
} TtCliTournament;

/* 0 for side A (the seat whose turn it is in this game), else 1. */
int   tt_cli_tournament_side        (const TtCliTournament *t,
                                     guint                  game,
                                     int                    seat);

/* Around one computer move: the start time, then the move's side, that
 * start and the search samples it took (0: a level that does not search). */
gint64 tt_cli_tournament_move_start (void);
void  tt_cli_tournament_move_done   (TtCliTournament       *t,
                                     int                    side,
                                     gint64                 start,
                                     guint64                samples);

/* The result line: "game G seed S:" (the game counted), then one
 * " A(level)=score" per seat (counted into the side's mean score), then
 * the outcome. */
GString *tt_cli_tournament_line_start (TtCliTournament     *t,
                                       guint                game,
                                       guint64              seed);
void  tt_cli_tournament_line_score  (TtCliTournament       *t,
                                     GString               *line,
                                     guint                  game,
                                     int                    seat,
                                     const char            *level,
                                     int                    score);
/* Every seat's score (scores[seat]) as tt_cli_tournament_line_score()
 * with its side's level; returns the seat with the single highest score,
 * -1 when several share it. */
int   tt_cli_tournament_line_scores (TtCliTournament       *t,
                                     GString               *line,
                                     guint                  game,
                                     const int             *scores,
                                     const char            *level_a,
                                     const char            *level_b);
/* Counts the game as won by `winner` (a seat) or drawn (-1) and appends
 * " -> A wins" / " -> B wins" / " -> draw". */
void  tt_cli_tournament_line_result (TtCliTournament       *t,
                                     GString               *line,
                                     guint                  game,
                                     int                    winner);
/* Prints the line and flushes, so that a long tournament shows progress. */
void  tt_cli_tournament_line_print  (GString               *line);

/* A figure with two decimals, whatever the locale (a new string). */
char *tt_cli_tournament_number      (double                 value);
/* "\"a\": A, \"b\": B, \"games\": …, \"a_wins\": …, \"b_wins\": …,
 * \"draws\": …" with the given levels and A's wins. */
void  tt_cli_tournament_append_sides (const TtCliTournament *t,
                                      GString               *json,
                                      const char            *a,
                                      const char            *b,
                                      guint                  a_wins);
/* A's share of the games won, in percent, as tt_cli_tournament_number(). */
char *tt_cli_tournament_win_percent (const TtCliTournament *t);
/* ", \"a_wins_by_seat\": [w0, w1, …]" */
void  tt_cli_tournament_append_seat_wins (const TtCliTournament *t,
                                          GString               *json);
/* The keys every summary ends with, from ", \"a_mean_score\"" to
 * "mean_iterations_b", and the closing brace and newline. */
void  tt_cli_tournament_append_tail (const TtCliTournament *t,
                                     GString               *json);

G_END_DECLS
