/* tt-carc-score-chart.h — every player's score over the turns */
#pragma once

#include <gtk/gtk.h>

#include "tt-carcassonne-game.h"

G_BEGIN_DECLS

#define TT_TYPE_CARC_SCORE_CHART (tt_carc_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcScoreChart, tt_carc_score_chart, TT, CARC_SCORE_CHART, GtkWidget)

GtkWidget *tt_carc_score_chart_new      (void);
void       tt_carc_score_chart_set_game (TtCarcScoreChart  *self,
                                         TtCarcassonneGame *game);

G_END_DECLS
