/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review.c — the review of a game in the window: opened from a
 * finished game's results page, stepped through with the keys, its chart
 * and marks, and a new game played from one of its positions.
 *
 * With TT_SCREENSHOT_DIR set, /ui/review/screenshots saves the review of
 * every game, light, dark and 360 px wide (run it with LANGUAGE=ko for
 * the Korean ones).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tt-catalog-view.h"
#include "tt-game-review.h"
#include "tt-play-view.h"
#include "tt-review-view.h"
#include "tt-standing-chart.h"
#include "tt-ui-test.h"

static TtApplication *app;

static const char *const records[] = {
  "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"carcassonne\", \"tileset\": \"base\","
  " \"options\": {\"farmers\": true, \"abbot\": false, \"river\": false},"
  " \"players\": [{\"name\": \"Ann\", \"color\": \"red\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Bo\", \"color\": \"blue\", \"kind\": \"computer\", \"level\": \"easy\"}],"
  " \"seed\": 5, \"moves\": []}",
  "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"catan\", \"board\": \"beginner\","
  " \"options\": {\"cities_and_knights\": false, \"vp_to_win\": 10},"
  " \"players\": [{\"name\": \"Ann\", \"color\": \"red\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Bo\", \"color\": \"blue\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Cy\", \"color\": \"white\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Di\", \"color\": \"orange\", \"kind\": \"computer\", \"level\": \"easy\"}],"
  " \"seed\": 5, \"moves\": []}",
  "{\"format\": \"tabletop-game\", \"version\": 1, \"game\": \"ora\","
  " \"options\": {\"mode\": \"four\", \"variant\": \"france\"},"
  " \"players\": [{\"name\": \"Ann\", \"color\": \"red\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Bo\", \"color\": \"blue\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Cy\", \"color\": \"green\", \"kind\": \"computer\", \"level\": \"easy\"},"
  "               {\"name\": \"Di\", \"color\": \"white\", \"kind\": \"computer\", \"level\": \"easy\"}],"
  " \"seed\": 5, \"moves\": []}",
};

typedef struct
{
  TtGame *game;
  guint   n_moves;   /* 0: to the end */
} PlayGoal;

static gboolean
game_reached (gpointer data)
{
  PlayGoal *goal = data;

  return tt_game_get_finished (goal->game) ||
         (goal->n_moves > 0 && tt_game_get_n_moves (goal->game) >= goal->n_moves);
}

/* A game of computers, played to its end (or `n_moves` moves) in the main loop. */
static TtGame *
play_computer_game (const char *json,
                    guint       n_moves,
                    gboolean    autosave)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_data (json, -1, "<test>", &error);
  g_autoptr(TtGame) game = NULL;
  PlayGoal goal;

  g_assert_no_error (error);
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  tt_game_set_autosave (game, autosave);
  goal.game = game;
  goal.n_moves = n_moves;
  g_assert_true (tt_ui_test_wait_until (game_reached, &goal, 240000));
  for (guint p = 0; p < tt_game_get_n_players (game); p++)
    tt_game_set_controller (game, p, NULL, NULL, NULL);
  return g_steal_pointer (&game);
}

static GtkWidget *
games_page (TtWindow *window)
{
  return tt_catalog_view_get_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
}

static gboolean
action_enabled (gpointer data)
{
  return g_action_group_get_action_enabled (tt_window_get_game_actions (data), "review");
}

/* Presses `keyval` on the review as the keyboard does: the view's own
 * shortcut for it runs. */
static gboolean
activate_shortcut (GListModel *shortcuts,
                   GtkWidget  *view,
                   guint       keyval)
{
  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
        return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, view, NULL);
    }
  return FALSE;
}

/* Presses `keyval` on the review as the keyboard does: the view's own
 * shortcut for it (its class's shortcut controller) runs. */
static void
press (GtkWidget *view,
       guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller))
        handled = activate_shortcut (G_LIST_MODEL (controller), view, keyval);
    }
  g_assert_true (handled);
  tt_ui_test_spin ();
}

static gboolean
some_judged (gpointer data)
{
  guint n_judged = 0;
  gboolean running = FALSE;

  g_object_get (data, "n-judged", &n_judged, "running", &running, NULL);
  return n_judged >= 4 || !running;
}

static gboolean
is_move_list (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LIST_BOX (widget) && g_strcmp0 (gtk_widget_get_name (widget), "review-moves") == 0;
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0 && gtk_widget_is_visible (widget);
}

static gboolean
is_chart (GtkWidget     *widget,
          gconstpointer  data)
{
  return TT_IS_STANDING_CHART (widget);
}

/* The move list's selected row lies inside the visible part of the
 * scrolled panel that holds it. */
static gboolean
selected_row_shown (gpointer data)
{
  GtkWidget *list = tt_ui_test_find_descendant (GTK_WIDGET (data), is_move_list, NULL);
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)));
  GtkWidget *panel = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (row == NULL || !gtk_widget_compute_bounds (row, panel, &bounds))
    return FALSE;
  return bounds.size.height > 0 && bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (panel);
}

/* Each row shows its move's mark (and only a marked move has one). */
static void
assert_marks_listed (TtReviewView *view)
{
  TtGameReview *review = tt_review_view_get_review (view);
  GtkWidget *list = tt_ui_test_find_descendant (GTK_WIDGET (view), is_move_list, NULL);

  g_assert_nonnull (list);
  for (guint move = 0; move < tt_game_review_get_n_moves (review); move++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), move + 1);
      GtkWidget *mark = gtk_widget_get_last_child (gtk_list_box_row_get_child (row));
      TtReviewJudgement judgement;
      gboolean marked = tt_game_review_get_judgement (review, move, &judgement) &&
                        judgement.mark != TT_REVIEW_MARK_NONE;

      g_assert_cmpint (gtk_widget_get_visible (mark), ==, marked);
      if (marked)
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (mark)), ==, tt_game_review_mark_label (judgement.mark));
    }
}

/* A judged move the computer would have played otherwise: "Better Move"
 * puts its move on the board in place of the one played. */
static void
assert_better_move_shown (TtReviewView *view)
{
  TtGameReview *review = tt_review_view_get_review (view);

  for (guint move = 0; move < tt_game_review_get_n_moves (review); move++)
    {
      TtReviewJudgement judgement;
      JsonObject *played;

      if (!tt_game_review_get_judgement (review, move, &judgement) ||
          tt_game_review_get_best_move (review, move) == NULL ||
          tt_game_review_is_best_move (review, move))
        continue;
      tt_review_view_set_position (view, move + 1);
      g_assert_true (tt_review_view_show_better_move (view, TRUE));
      g_assert_cmpuint (tt_game_get_n_moves (tt_review_view_get_shown_game (view)), ==, move + 1);
      played = json_array_get_object_element (tt_game_get_record (tt_review_view_get_shown_game (view))->moves, move);
      g_assert_false (json_object_equal (played,
                                         json_array_get_object_element (tt_game_get_record (tt_game_review_get_game (review))->moves, move)));
      press (GTK_WIDGET (view), GDK_KEY_b);
      g_assert_true (json_object_equal (json_array_get_object_element (tt_game_get_record (tt_review_view_get_shown_game (view))->moves, move),
                                        json_array_get_object_element (tt_game_get_record (tt_game_review_get_game (review))->moves, move)));
      return;
    }
  g_test_message ("no judged move with a better one yet");
}

static void
test_review_finished_game (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(TtGame) game = play_computer_game (records[0], 0, FALSE);
  guint n_moves = tt_game_get_n_moves (game);
  TtReviewView *review_view;
  TtGame *played;
  GtkWidget *chart;

  g_assert_true (tt_game_get_finished (game));
  tt_window_show_view (window, "play");
  tt_catalog_view_show_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")),
                             tt_play_view_new_for_game (game));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tt_ui_test_wait_until (action_enabled, window, 5000));
  /* the results page's "Review Game" */
  g_action_group_activate_action (tt_window_get_game_actions (window), "review", NULL);
  tt_ui_test_spin ();

  review_view = TT_REVIEW_VIEW (games_page (window));
  g_assert_true (TT_IS_REVIEW_VIEW (review_view));
  g_assert_true (tt_game_review_get_game (tt_review_view_get_review (review_view)) == game);
  g_assert_cmpuint (tt_review_view_get_position (review_view), ==, n_moves);
  g_assert_nonnull (tt_review_view_get_board (review_view));

  press (GTK_WIDGET (review_view), GDK_KEY_Home);
  g_assert_cmpuint (tt_review_view_get_position (review_view), ==, 0);
  g_assert_cmpuint (tt_game_get_n_moves (tt_review_view_get_shown_game (review_view)), ==, 0);
  press (GTK_WIDGET (review_view), GDK_KEY_Right);
  press (GTK_WIDGET (review_view), GDK_KEY_Right);
  press (GTK_WIDGET (review_view), GDK_KEY_Right);
  press (GTK_WIDGET (review_view), GDK_KEY_Left);
  g_assert_cmpuint (tt_review_view_get_position (review_view), ==, 2);
  g_assert_cmpuint (tt_game_get_n_moves (tt_review_view_get_shown_game (review_view)), ==, 2);
  /* the board shows the position, not the game under review */
  g_assert_true (tt_review_view_get_shown_game (review_view) != game);

  g_assert_true (tt_ui_test_wait_until (some_judged, tt_review_view_get_review (review_view), 240000));
  chart = tt_ui_test_find_descendant (GTK_WIDGET (review_view), is_chart, NULL);
  g_assert_nonnull (chart);
  tt_ui_test_settle (50);
  g_assert_true (gtk_widget_get_mapped (chart));
  g_assert_cmpint (gtk_widget_get_height (chart), >, 0);
  assert_marks_listed (review_view);
  assert_better_move_shown (review_view);
  /* the keys scroll the move list to the move they step to */
  press (GTK_WIDGET (review_view), GDK_KEY_Home);
  g_assert_true (tt_ui_test_wait_until (selected_row_shown, review_view, 30000));
  press (GTK_WIDGET (review_view), GDK_KEY_End);
  g_assert_cmpuint (tt_review_view_get_position (review_view), ==, n_moves);
  g_assert_true (tt_ui_test_wait_until (selected_row_shown, review_view, 30000));

  /* play from move 3: a new game there, the reviewed one untouched */
  tt_review_view_set_position (review_view, 3);
  gtk_widget_activate_action (GTK_WIDGET (review_view), "review.play-from-here", NULL);
  tt_ui_test_spin ();
  g_assert_true (TT_IS_PLAY_VIEW (games_page (window)));
  played = tt_play_view_get_game (TT_PLAY_VIEW (games_page (window)));
  g_assert_true (played != game);
  g_assert_cmpuint (tt_game_get_n_moves (played), >=, 3);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n_moves);
  g_assert_true (tt_game_get_finished (game));
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  tt_ui_test_spin ();
}

/* The game menu reviews a game in progress: its moves so far, while it
 * stays as it was. */
static void
test_review_game_in_progress (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(TtGame) game = play_computer_game (records[0], 6, TRUE);
  guint n_moves = tt_game_get_n_moves (game);
  GtkWidget *view, *button;

  tt_window_show_view (window, "play");
  tt_catalog_view_show_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")),
                             tt_play_view_new_for_game (game));
  g_assert_true (tt_ui_test_wait_until (action_enabled, window, 5000));
  g_action_group_activate_action (tt_window_get_game_actions (window), "review", NULL);
  tt_ui_test_spin ();
  view = games_page (window);
  g_assert_true (TT_IS_REVIEW_VIEW (view));
  g_assert_cmpuint (tt_game_review_get_n_moves (tt_review_view_get_review (TT_REVIEW_VIEW (view))), ==, n_moves);
  press (view, GDK_KEY_Left);
  g_assert_cmpuint (tt_review_view_get_position (TT_REVIEW_VIEW (view)), ==, n_moves - 1);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n_moves);
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  tt_ui_test_spin ();

  /* the Continue list reviews the autosaved game too */
  button = tt_ui_test_find_descendant (GTK_WIDGET (window), is_named, "continue-review");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tt_ui_test_spin ();
  view = games_page (window);
  g_assert_true (TT_IS_REVIEW_VIEW (view));
  g_assert_cmpuint (tt_game_review_get_n_moves (tt_review_view_get_review (TT_REVIEW_VIEW (view))), ==, n_moves);
  tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  tt_ui_test_spin ();
  g_file_delete (tt_game_get_autosave_file (game), NULL, NULL);
}

/* The command line of `tabletop [--review] game.tabletop` run in `dir`, as
 * a second Tabletop hands it to the one already running. */
static GApplicationCommandLine *
remote_command_line (const char *dir,
                     gboolean    review)
{
  static const char * const arguments[] = { "tabletop", "game.tabletop", NULL };
  g_autoptr(GVariantDict) options = g_variant_dict_new (NULL);
  g_auto(GVariantBuilder) platform = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);

  if (review)
    g_variant_dict_insert (options, "review", "b", TRUE);
  g_variant_builder_add (&platform, "{sv}", "cwd", g_variant_new_bytestring (dir));
  return g_object_new (G_TYPE_APPLICATION_COMMAND_LINE,
                       "arguments", g_variant_new_bytestring_array (arguments, -1),
                       "options", g_variant_dict_end (options),
                       "platform-data", g_variant_builder_end (&platform),
                       NULL);
}

/* `tabletop --review FILE` opens the file in its review in the Tabletop
 * already running, and without --review for play. */
static void
test_review_from_command_line (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(TtGame) game = play_computer_game (records[0], 6, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tt-review-cli-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));

  g_assert_no_error (error);
  g_assert_true (tt_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GApplicationCommandLine) command_line = remote_command_line (dir, i == 0);
      int status = -1;
      GtkWidget *view;

      g_signal_emit_by_name (app, "command-line", command_line, &status);
      g_assert_cmpint (status, ==, 0);
      tt_ui_test_spin ();
      view = games_page (window);
      if (i == 0)
        {
          g_assert_true (TT_IS_REVIEW_VIEW (view));
          g_assert_cmpuint (tt_game_review_get_n_moves (tt_review_view_get_review (TT_REVIEW_VIEW (view))), ==,
                            tt_game_get_n_moves (game));
        }
      else
        {
          TtGame *played;

          g_assert_true (TT_IS_PLAY_VIEW (view));
          /* its computers play on: leave no game to continue behind */
          played = tt_play_view_get_game (TT_PLAY_VIEW (view));
          tt_game_set_autosave (played, FALSE);
          if (tt_game_get_autosave_file (played) != NULL)
            g_file_delete (tt_game_get_autosave_file (played), NULL, NULL);
        }
      tt_catalog_view_go_back (catalog);
      tt_ui_test_spin ();
    }
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_true (g_remove (dir) == 0);
}

static gboolean
position_judged (gpointer data)
{
  TtReviewView *view = data;
  guint position = tt_review_view_get_position (view);

  return position == 0 || tt_game_review_is_analysed (tt_review_view_get_review (view), position - 1);
}

/* The screenshots show a mark when the judged moves have one. */
static void
show_a_marked_move (TtReviewView *view)
{
  TtGameReview *review = tt_review_view_get_review (view);

  for (guint move = 0; move < tt_game_review_get_n_moves (review); move++)
    {
      TtReviewJudgement judgement;

      if (tt_game_review_get_judgement (review, move, &judgement) && judgement.mark != TT_REVIEW_MARK_NONE)
        {
          tt_review_view_set_position (view, move + 1);
          return;
        }
    }
}

static void
save_shots (TtWindow   *window,
            const char *name)
{
  g_autofree char *light = g_strconcat ("review-", name, "-light", NULL);
  g_autofree char *dark = g_strconcat ("review-", name, "-dark", NULL);
  g_autofree char *narrow = g_strconcat ("review-", name, "-360", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), light);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), dark);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), narrow);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
}

static void
test_screenshots (void)
{
  static const char * const names[] = { "carcassonne", "catan", "ora" };
  static const guint lengths[] = { 0, 120, 80 };
  TtWindow *window = tt_ui_test_main_window ();

  if (g_getenv ("TT_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TT_SCREENSHOT_DIR is not set");
      return;
    }
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(TtGame) game = play_computer_game (records[i], lengths[i], FALSE);
      TtReviewView *view;

      tt_window_review_game (window, game);
      view = TT_REVIEW_VIEW (games_page (window));
      g_assert_true (tt_ui_test_wait_until (some_judged, tt_review_view_get_review (view), 240000));
      tt_review_view_set_position (view, MIN (12, tt_game_get_n_moves (game)));
      g_assert_true (tt_ui_test_wait_until (position_judged, view, 240000));
      show_a_marked_move (view);
      save_shots (window, names[i]);
      tt_catalog_view_go_back (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
      tt_ui_test_spin ();
    }
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  /* for screenshots in another language, as the app does in main.c */
  if (g_getenv ("TABLETOP_LOCALEDIR"))
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLETOP_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  app = tt_ui_test_start_application ();

  g_test_add_func ("/ui/review/finished-game", test_review_finished_game);
  g_test_add_func ("/ui/review/game-in-progress", test_review_game_in_progress);
  g_test_add_func ("/ui/review/command-line", test_review_from_command_line);
  g_test_add_func ("/ui/review/screenshots", test_screenshots);
  return tt_ui_test_cleanup (g_test_run ());
}
