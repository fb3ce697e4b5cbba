/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-standard-play-view.h — the one layout of every game's play view
 *
 * What every play view shows around its board, in one composite template
 * (tt-standard-play-view.ui), so the games look and behave alike:
 *
 *   stack: "play" | "results" (the TtResultsPage)
 *   "play": an AdwFlap, the side panel at the end (F9 shows or hides it;
 *           it folds over the board in a narrow window)
 *     content: a bar with whose turn it is, the "top" slot and the
 *              panel's toggle; the "board" slot, with the "Why?" note
 *              over it; the "status" slot under it
 *     panel:   undo and redo, the "tools" slot; the "panel" slot; the
 *              players (TtPlayerList); the game log (TtGameLog)
 *
 * The view follows the game: the turn bar after every move, the results
 * page when the game is over (the `game_over` virtual), the play page
 * again when undo takes the end back, and the "Why?" note put away.
 *
 * A game's view derives from it and fills the slots from its own
 * template, as properties of the parent:
 *
 *   <template class="TtFooView" parent="TtStandardPlayView">
 *     <property name="board"><object class="TtFooBoard" id="board"/></property>
 *     <property name="top"><object class="GtkLabel" id="phase_label"/></property>
 *     <property name="panel"><object class="GtkBox">…</object></property>
 *   </template>
 *
 * and in its code:
 *   - G_DECLARE_FINAL_TYPE (TtFooView, …, TtStandardPlayView) and
 *     G_DEFINE_FINAL_TYPE (…, TT_TYPE_STANDARD_PLAY_VIEW);
 *   - overrides TtPlayViewClass.game_changed and chains up (the base
 *     follows the game, its players, its log and its end there);
 *   - fills the results table in `fill_results`, and overrides
 *     `game_over` when the end comes with more than the results (a
 *     final count shown piece by piece calls tt_standard_play_view_show_results()
 *     once done);
 *   - says why a move is refused with tt_standard_play_view_show_why()
 *     (its "Why?" opens the rules at the section given; the view's
 *     get_rules_section reads tt_standard_play_view_get_why_section());
 *   - installs its keys with gtk_widget_class_add_binding_action() on
 *     actions of its own (the base's are view.toggle-panel, F9, and
 *     view.dismiss-why), and lists them in the shortcuts window.
 *
 * Slots (each NULL by default, each shown only when set):
 *   "board"  the game's main widget: it takes the extra room.
 *   "top"    beside whose turn it is, over the board (a phase, a prompt).
 *   "status" a bar under the board (a hand, the turn's buttons).
 *   "tools"  at the end of the panel's undo and redo row.
 *   "panel"  the game's own part of the side panel, over the players.
 *
 * A game with a board widget and no view of its own (its TtGameInfo names
 * the board with tt_game_info_set_board_type(); the type has a "game"
 * property) gets this view as it is, with that board:
 * tt_standard_play_view_new().
 */
#pragma once

#include "tt-game-log.h"
#include "tt-play-view.h"
#include "tt-player-list.h"
#include "tt-results-page.h"

G_BEGIN_DECLS

#define TT_TYPE_STANDARD_PLAY_VIEW (tt_standard_play_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (TtStandardPlayView, tt_standard_play_view, TT, STANDARD_PLAY_VIEW, TtPlayView)

struct _TtStandardPlayViewClass
{
  TtPlayViewClass parent_class;

  /* The last move ended the game. Default:
   * tt_standard_play_view_show_results(). (A game opened finished, or
   * redone to its end, shows the results at once.) */
  void  (*game_over)    (TtStandardPlayView *self);
  /* The results page is about to show: who won (bit p for seat p; the
   * default 0 names the highest scores). */
  guint (*get_winners)  (TtStandardPlayView *self);
  /* Adds the game's columns to the results table (cleared before). */
  void  (*fill_results) (TtStandardPlayView *self,
                         TtResultsPage      *page);

  gpointer padding[7];
};

GtkWidget     *tt_standard_play_view_new            (TtGame             *game);

GtkWidget     *tt_standard_play_view_get_board      (TtStandardPlayView *self);
void           tt_standard_play_view_set_board      (TtStandardPlayView *self,
                                                     GtkWidget          *board);
GtkWidget     *tt_standard_play_view_get_top        (TtStandardPlayView *self);
void           tt_standard_play_view_set_top        (TtStandardPlayView *self,
                                                     GtkWidget          *top);
GtkWidget     *tt_standard_play_view_get_status     (TtStandardPlayView *self);
void           tt_standard_play_view_set_status     (TtStandardPlayView *self,
                                                     GtkWidget          *status);
GtkWidget     *tt_standard_play_view_get_tools      (TtStandardPlayView *self);
void           tt_standard_play_view_set_tools      (TtStandardPlayView *self,
                                                     GtkWidget          *tools);
GtkWidget     *tt_standard_play_view_get_panel      (TtStandardPlayView *self);
void           tt_standard_play_view_set_panel      (TtStandardPlayView *self,
                                                     GtkWidget          *panel);
/* Over the whole play page, board and panel (a screen that hides hands,
 * animations across both). */
void           tt_standard_play_view_add_overlay    (TtStandardPlayView *self,
                                                     GtkWidget          *overlay);

/* "play" or "results" */
const char    *tt_standard_play_view_get_page       (TtStandardPlayView *self);
/* The results page, filled (`fill_results`) when shown. */
void           tt_standard_play_view_show_results   (TtStandardPlayView *self);
void           tt_standard_play_view_show_play      (TtStandardPlayView *self);

AdwFlap       *tt_standard_play_view_get_flap       (TtStandardPlayView *self);
TtPlayerList  *tt_standard_play_view_get_player_list (TtStandardPlayView *self);
TtGameLog     *tt_standard_play_view_get_game_log   (TtStandardPlayView *self);
TtResultsPage *tt_standard_play_view_get_results_page (TtStandardPlayView *self);

/* A note over the board saying why something cannot be done, whose
 * "Why?" opens the rules at `section` (NULL: the game's rules from the
 * start). It goes away on the next move, on undo, or dismissed. */
void           tt_standard_play_view_show_why       (TtStandardPlayView *self,
                                                     const char         *text,
                                                     const char         *section);
void           tt_standard_play_view_dismiss_why    (TtStandardPlayView *self);
/* The section of the note on show; NULL while none is. */
const char    *tt_standard_play_view_get_why_section (TtStandardPlayView *self);
gboolean       tt_standard_play_view_get_why_shown  (TtStandardPlayView *self);

G_END_DECLS
