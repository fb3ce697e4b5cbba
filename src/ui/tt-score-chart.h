/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-score-chart.h — a line chart of a game's score history: one line
 * per seat in its colour, scores as steps over the moves */
#pragma once

#include <gtk/gtk.h>

#include "tt-game.h"

G_BEGIN_DECLS

#define TT_TYPE_SCORE_CHART (tt_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (TtScoreChart, tt_score_chart, TT, SCORE_CHART, GtkWidget)

GtkWidget *tt_score_chart_new      (void);
void       tt_score_chart_set_game (TtScoreChart *self,
                                    TtGame       *game);

G_END_DECLS
