/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standing-chart.h — each player's standing over a reviewed game
 *
 * One line per seat in its colour over the positions of a TtGameReview
 * (chance to win in percent, or expected score), drawn as far as the
 * review has judged; marked moves get a dot in their mark's colour, the
 * position on show a vertical line. A click emits "position-activated"
 * with the nearest position.
 */
#pragma once

#include <gtk/gtk.h>

#include "tt-game-review.h"

G_BEGIN_DECLS

#define TT_TYPE_STANDING_CHART (tt_standing_chart_get_type ())
G_DECLARE_FINAL_TYPE (TtStandingChart, tt_standing_chart, TT, STANDING_CHART, GtkWidget)

GtkWidget *tt_standing_chart_new          (void);
void       tt_standing_chart_set_review   (TtStandingChart *self,
                                           TtGameReview    *review);
void       tt_standing_chart_set_position (TtStandingChart *self,
                                           guint            position);
/* The position a click at x (widget coordinates) would go to. */
guint      tt_standing_chart_position_at  (TtStandingChart *self,
                                           double           x);
/* The colour a mark is shown in (also by the review view's mark chip). */
void       tt_standing_chart_mark_color   (TtReviewMark     mark,
                                           GdkRGBA         *color);

G_END_DECLS
