/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-standard-play-view.c — the one play-view layout: a subclass's
 * slots land in their places (board under the turn bar, its panel over
 * the players), the results page comes at the end and goes on undo, F9
 * is bound to the side panel, and the "Why?" note goes with the next
 * move. The test counting game plays; a view of the test's own fills
 * every slot from its template, as a game's view does. */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-standard-play-view.h"
#include "tt-test-count-board.h"
#include "tt-ui-test.h"

#define TT_TYPE_TEST_SLOT_VIEW (tt_test_slot_view_get_type ())
G_DECLARE_FINAL_TYPE (TtTestSlotView, tt_test_slot_view, TT, TEST_SLOT_VIEW, TtStandardPlayView)

struct _TtTestSlotView
{
  TtStandardPlayView parent_instance;

  GtkWidget *board;
  GtkWidget *top;
  GtkWidget *status;
  GtkWidget *tools;
  GtkWidget *panel;
  guint      n_game_over;
};

G_DEFINE_FINAL_TYPE (TtTestSlotView, tt_test_slot_view, TT_TYPE_STANDARD_PLAY_VIEW)

static const char slot_template[] =
  "<interface>"
  "  <template class='TtTestSlotView' parent='TtStandardPlayView'>"
  "    <property name='board'><object class='GtkLabel' id='board'><property name='label'>board</property>"
  "      <property name='vexpand'>True</property></object></property>"
  "    <property name='top'><object class='GtkLabel' id='top'><property name='label'>top</property></object></property>"
  "    <property name='status'><object class='GtkLabel' id='status'><property name='label'>status</property></object></property>"
  "    <property name='tools'><object class='GtkButton' id='tools'><property name='label'>tools</property></object></property>"
  "    <property name='panel'><object class='GtkLabel' id='panel'><property name='label'>panel</property></object></property>"
  "  </template>"
  "</interface>";

static void
slot_view_game_over (TtStandardPlayView *view)
{
  TT_TEST_SLOT_VIEW (view)->n_game_over++;
  TT_STANDARD_PLAY_VIEW_CLASS (tt_test_slot_view_parent_class)->game_over (view);
}

static void
slot_view_fill_results (TtStandardPlayView *view,
                        TtResultsPage      *page)
{
  static const char *const cells[] = { "s0", "s1", NULL };

  tt_results_page_add_column (page, "Slot", cells, NULL);
}

static void
tt_test_slot_view_class_init (TtTestSlotViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtStandardPlayViewClass *standard_class = TT_STANDARD_PLAY_VIEW_CLASS (klass);
  g_autoptr(GBytes) template = g_bytes_new_static (slot_template, sizeof slot_template - 1);

  standard_class->game_over = slot_view_game_over;
  standard_class->fill_results = slot_view_fill_results;
  gtk_widget_class_set_template (widget_class, template);
  gtk_widget_class_bind_template_child (widget_class, TtTestSlotView, board);
  gtk_widget_class_bind_template_child (widget_class, TtTestSlotView, top);
  gtk_widget_class_bind_template_child (widget_class, TtTestSlotView, status);
  gtk_widget_class_bind_template_child (widget_class, TtTestSlotView, tools);
  gtk_widget_class_bind_template_child (widget_class, TtTestSlotView, panel);
}

static void
tt_test_slot_view_init (TtTestSlotView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Helpers ------------------------------------------------------------------ */

static TtGame *
new_game (void)
{
  /* Ann and Bob, people both */
  g_autoptr(TtRecord) record = tt_test_count_game_new_record (2, NULL, 0, 7);
  TtGame *game = TT_GAME (tt_test_count_game_new ());
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_game_start (game, record, &error));
  g_assert_no_error (error);
  tt_game_set_autosave (game, FALSE);
  return game;
}

/* The view in a window of its own, laid out at `width`. */
static GtkWindow *
show (GtkWidget *view,
      int        width)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, 700);
  gtk_window_set_child (window, view);
  gtk_window_present (window);
  tt_ui_test_settle (100);
  return window;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *ancestor)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_is_ancestor (widget, ancestor));
  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &bounds));
  return bounds;
}

static gboolean
has_label (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), data);
}

/* (the turn starts with the seat's colour dot) */
static gboolean
ends_with (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_has_suffix (gtk_label_get_text (GTK_LABEL (widget)), data);
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  data)
{
  return g_str_equal (gtk_widget_get_name (widget), data);
}

static void
add (TtGame *game,
     guint   amount)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tt_test_count_game_add (TT_TEST_COUNT_GAME (game), amount, &error));
  g_assert_no_error (error);
  tt_ui_test_spin ();
}

/* Tests -------------------------------------------------------------------- */

/* Each slot is where the header says: the board, the top and the status in
 * the flap's content (top over the board, status under it), the tools and
 * the panel in the side panel, the panel over the players. */
static void
test_slots_placed (void)
{
  g_autoptr(TtGame) game = new_game ();
  TtTestSlotView *view = g_object_new (TT_TYPE_TEST_SLOT_VIEW, "game", game, NULL);
  TtStandardPlayView *standard = TT_STANDARD_PLAY_VIEW (view);
  GtkWindow *window = show (GTK_WIDGET (view), 1200);
  AdwFlap *flap = tt_standard_play_view_get_flap (standard);
  GtkWidget *content = adw_flap_get_content (flap);
  GtkWidget *side = adw_flap_get_flap (flap);
  GtkWidget *players = GTK_WIDGET (tt_standard_play_view_get_player_list (standard));
  GtkWidget *toggle = tt_ui_test_find_descendant (GTK_WIDGET (view), is_named, "panel-toggle");
  graphene_rect_t board, top, status, panel, list, turn;
  GtkWidget *turn_label;

  /* the template's widgets, not the game's own board (TtGameInfo's) */
  g_assert_true (tt_standard_play_view_get_board (standard) == view->board);
  g_assert_true (tt_standard_play_view_get_top (standard) == view->top);
  g_assert_true (tt_standard_play_view_get_status (standard) == view->status);
  g_assert_true (tt_standard_play_view_get_tools (standard) == view->tools);
  g_assert_true (tt_standard_play_view_get_panel (standard) == view->panel);
  g_assert_null (tt_ui_test_find_descendant (GTK_WIDGET (view), tt_ui_test_is_of_type,
                                             GSIZE_TO_POINTER (TT_TYPE_TEST_COUNT_BOARD)));
  g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "play");
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));

  board = bounds_in (view->board, content);
  top = bounds_in (view->top, content);
  status = bounds_in (view->status, content);
  bounds_in (view->tools, side);
  panel = bounds_in (view->panel, side);
  list = bounds_in (players, side);
  g_assert_true (gtk_widget_is_drawable (view->board));
  g_assert_true (gtk_widget_is_drawable (view->top));
  g_assert_true (gtk_widget_is_drawable (view->status));
  g_assert_true (gtk_widget_is_drawable (view->panel));
  g_assert_cmpfloat (top.origin.y + top.size.height, <=, board.origin.y);
  g_assert_cmpfloat (board.origin.y + board.size.height, <=, status.origin.y);
  g_assert_cmpfloat (panel.origin.y + panel.size.height, <=, list.origin.y);
  /* the board takes the room */
  g_assert_cmpfloat (board.size.height, >, 400);

  /* whose turn, on the turn bar beside the top slot and the toggle */
  turn_label = tt_ui_test_find_descendant (content, ends_with, "Ann’s turn");
  g_assert_nonnull (turn_label);
  turn = bounds_in (turn_label, content);
  g_assert_cmpfloat (turn.origin.y + turn.size.height, <=, board.origin.y);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_widget_is_ancestor (toggle, content));
  add (game, 1);
  g_assert_nonnull (tt_ui_test_find_descendant (content, ends_with, "Bob’s turn"));

  gtk_window_destroy (window);
}

/* A game's view without one of its own: the game's board (TtGameInfo),
 * the empty slots out of sight. */
static void
test_plain_view (void)
{
  g_autoptr(TtGame) game = new_game ();
  GtkWidget *view = tt_standard_play_view_new (game);
  TtStandardPlayView *standard = TT_STANDARD_PLAY_VIEW (view);
  GtkWindow *window = show (view, 1200);
  GtkWidget *board = tt_standard_play_view_get_board (standard);

  g_assert_true (TT_IS_TEST_COUNT_BOARD (board));
  g_assert_true (gtk_widget_is_drawable (board));
  g_assert_null (tt_standard_play_view_get_top (standard));
  g_assert_null (tt_standard_play_view_get_status (standard));
  g_assert_null (tt_standard_play_view_get_panel (standard));
  /* a game of the same kind keeps the board */
  {
    g_autoptr(TtGame) next = new_game ();

    tt_play_view_set_game (TT_PLAY_VIEW (view), next);
    g_assert_true (tt_standard_play_view_get_board (standard) == board);
  }
  gtk_window_destroy (window);
}

/* To the end: the results page, filled by the subclass; undo brings the
 * board back, redo the results again. */
static void
test_results_and_undo (void)
{
  g_autoptr(TtGame) game = new_game ();
  TtTestSlotView *view = g_object_new (TT_TYPE_TEST_SLOT_VIEW, "game", game, NULL);
  TtStandardPlayView *standard = TT_STANDARD_PLAY_VIEW (view);
  GtkWindow *window = show (GTK_WIDGET (view), 1200);
  TtResultsPage *results = tt_standard_play_view_get_results_page (standard);
  g_autoptr(GError) error = NULL;

  while (!tt_game_get_finished (game))
    {
      g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "play");
      add (game, 2);
    }
  g_assert_cmpuint (view->n_game_over, ==, 1);
  g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "results");
  g_assert_true (tt_results_page_get_game (results) == game);
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (results), has_label, "Slot"));
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (results), has_label, "s1"));

  g_assert_true (tt_game_undo (game, &error));
  g_assert_no_error (error);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "play");
  g_assert_true (tt_game_redo (game, &error));
  g_assert_no_error (error);
  tt_ui_test_spin ();
  g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "results");
  /* "Show Board" on the results page */
  g_signal_emit_by_name (results, "show-board");
  g_assert_cmpstr (tt_standard_play_view_get_page (standard), ==, "play");
  gtk_window_destroy (window);
}

/* F9 is bound in the class (every game's view inherits it) to the side
 * panel, and the toggle follows; Escape is not the base's. */
static void
test_panel_binding (void)
{
  g_autoptr(TtGame) game = new_game ();
  GtkWidget *view = g_object_new (TT_TYPE_TEST_SLOT_VIEW, "game", game, NULL);
  GtkWindow *window = show (view, 1200);
  AdwFlap *flap = tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (view));
  GtkWidget *toggle = tt_ui_test_find_descendant (view, is_named, "panel-toggle");
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);
  GtkShortcut *f9 = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && f9 == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_F9 &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            f9 = g_object_ref (shortcut);
          else
            g_assert_false (GTK_IS_KEYVAL_TRIGGER (trigger) &&
                            gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Escape);
        }
    }
  g_assert_nonnull (f9);
  g_assert_nonnull (toggle);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (f9), 0, view, NULL));
  tt_ui_test_spin ();
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (f9), 0, view, NULL));
  tt_ui_test_spin ();
  g_assert_true (adw_flap_get_reveal_flap (flap));
  /* the toggle hides it too */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_object_unref (f9);
  gtk_window_destroy (window);
}

/* The note says why, offers the rules at its section, and goes with the
 * next move or dismissed. */
static void
test_why_note (void)
{
  g_autoptr(TtGame) game = new_game ();
  GtkWidget *view = g_object_new (TT_TYPE_TEST_SLOT_VIEW, "game", game, NULL);
  TtStandardPlayView *standard = TT_STANDARD_PLAY_VIEW (view);
  GtkWindow *window = show (view, 1200);

  g_assert_false (tt_standard_play_view_get_why_shown (standard));
  tt_standard_play_view_show_why (standard, "Not now", "turn");
  tt_ui_test_spin ();
  g_assert_true (tt_standard_play_view_get_why_shown (standard));
  g_assert_cmpstr (tt_standard_play_view_get_why_section (standard), ==, "turn");
  g_assert_cmpstr (TT_PLAY_VIEW_GET_CLASS (view)->get_rules_section (TT_PLAY_VIEW (view)), ==, "turn");
  g_assert_true (gtk_widget_is_drawable (tt_ui_test_find_descendant (view, has_label, "Not now")));
  add (game, 1);
  g_assert_false (tt_standard_play_view_get_why_shown (standard));
  g_assert_null (tt_standard_play_view_get_why_section (standard));
  tt_standard_play_view_show_why (standard, "Not now", NULL);
  g_assert_true (gtk_widget_activate_action (view, "view.dismiss-why", NULL));
  g_assert_false (tt_standard_play_view_get_why_shown (standard));
  gtk_window_destroy (window);
}

/* In a 360-pixel window the panel folds over the board and the slots
 * still fit. */
static void
test_narrow (void)
{
  g_autoptr(TtGame) game = new_game ();
  GtkWidget *view = g_object_new (TT_TYPE_TEST_SLOT_VIEW, "game", game, NULL);
  GtkWindow *window = show (view, 360);
  AdwFlap *flap = tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (view));
  int min_width = 0;

  g_assert_true (adw_flap_get_folded (flap));
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_game_info_set_board_type (tt_test_count_game_register (), TT_TYPE_TEST_COUNT_BOARD);
  tt_ui_test_start_application ();

  g_test_add_func ("/ui/standard-play-view/slots-placed", test_slots_placed);
  g_test_add_func ("/ui/standard-play-view/plain-view", test_plain_view);
  g_test_add_func ("/ui/standard-play-view/results-and-undo", test_results_and_undo);
  g_test_add_func ("/ui/standard-play-view/panel-binding", test_panel_binding);
  g_test_add_func ("/ui/standard-play-view/why-note", test_why_note);
  g_test_add_func ("/ui/standard-play-view/narrow", test_narrow);
  return tt_ui_test_cleanup (g_test_run ());
}
