/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-view.c — Ora et Labora through the window: the new-game page
 * with its options, full games (France with four players, Ireland with
 * two, solo against the neutral player) played to the end through the
 * view's actions only, the results page, undo and redo, and the view
 * offering exactly the engine's legal moves. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "ora/ora-rules.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-new-game-page.h"
#include "ui/ora/tt-ora-options.h"
#include "ui/ora/tt-ora-track.h"
#include "ui/ora/tt-ora-view.h"
#include "tt-results-page.h"
#include "tt-ui-test.h"
#include "tt-window.h"

static void
screenshot (const char *name)
{
  tt_ui_test_save_screenshot (GTK_WIDGET (tt_ui_test_main_window ()), name);
}

static TtOraView *
start_game_with (guint       players,
                 guint       variant,
                 guint       length,
                 const char *seed,
                 const char *second_kind)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, TT_ORA_GAME_ID);
  static const char * const names[] = { "Ann", "Bob", "Cid", "Dee" };
  static const char * const colors[] = { "red", "blue", "green", "yellow" };
  GtkWidget *page, *options, *view;

  g_assert_nonnull (entry);
  tt_window_show_view (window, "play");
  page = tt_catalog_entry_create_page (entry);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  options = tt_new_game_page_get_options (TT_NEW_GAME_PAGE (page));
  g_assert_true (TT_IS_ORA_OPTIONS (options));
  tt_catalog_view_show_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")), page);
  tt_ui_test_spin ();
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), players);
  for (guint p = 0; p < players; p++)
    tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), p, names[p], colors[p]);
  if (second_kind != NULL)
    g_assert_true (tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), 1, second_kind));
  tt_ora_options_set_choice (TT_ORA_OPTIONS (options), variant, length);
  tt_new_game_page_set_seed (TT_NEW_GAME_PAGE (page), seed);
  screenshot ("ora-new-game");
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();

  view = tt_catalog_view_get_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  g_assert_true (TT_IS_ORA_VIEW (view));
  tt_game_set_autosave (tt_window_get_game (window), FALSE);
  return TT_ORA_VIEW (view);
}

static TtOraView *
start_game (guint       players,
            guint       variant,
            guint       length,
            const char *seed)
{
  return start_game_with (players, variant, length, seed, NULL);
}

static TtGame *
game_of (TtOraView *view)
{
  return tt_play_view_get_game (TT_PLAY_VIEW (view));
}

/* Every legal move of the engine is one of the view's choices, and every
 * choice is a legal move: the two lists as sets of JSON texts. */
static void
assert_offers_legal_moves (TtOraView *view)
{
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (&ora_rules, state);
  g_autoptr(GHashTable) engine = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint offered = 0;

  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), json_array_get_object_element (legal, i));

      g_hash_table_add (engine, json_to_string (node, FALSE));
    }
  for (guint t = 0; t < tt_ora_view_get_n_targets (view); t++)
    {
      g_assert_cmpstr (tt_ora_view_get_target_label (view, t), !=, "");
      {
        g_autoptr(GHashTable) labels = g_hash_table_new (g_str_hash, g_str_equal);

        for (guint c = 0; c < tt_ora_view_get_n_choices (view, t); c++)
          {
            const char *label = tt_ora_view_get_choice_label (view, t, c);

            /* every way reads differently */
            if (g_hash_table_contains (labels, label))
              g_error ("%s: two ways read “%s”", tt_ora_view_get_target_label (view, t), label);
            g_hash_table_add (labels, (gpointer) label);
          }
      }
      for (guint c = 0; c < tt_ora_view_get_n_choices (view, t); c++)
        {
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), tt_ora_view_get_choice (view, t, c));
          g_autofree char *text = json_to_string (node, FALSE);

          g_assert_nonnull (tt_ora_view_get_choice_label (view, t, c));
          if (!g_hash_table_contains (engine, text))
            g_error ("the view offers a move the engine does not list: %s", text);
          offered++;
        }
    }
  /* the engine lists each move once, so equal counts mean equal sets */
  g_assert_cmpuint (offered, ==, g_hash_table_size (engine));
}

/* Plays to the end choosing among the offered targets and choices;
 * checks the offer against the legal moves every `check_every` moves. */
static guint
play_to_end (TtOraView *view,
             guint32    seed,
             guint      check_every)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  TtGame *game = game_of (view);
  guint moves = 0;

  while (!tt_game_get_finished (game))
    {
      guint n = tt_ora_view_get_n_targets (view), t, c;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n, >, 0);
      if (check_every > 0 && moves % check_every == 0)
        assert_offers_legal_moves (view);
      t = g_rand_int_range (rand, 0, (gint32) n);
      /* a turn kept open for free actions would make games long: end it
       * more often than chance would */
      for (guint k = 0; k < n; k++)
        if (g_rand_int_range (rand, 0, 3) == 0 &&
            g_str_equal (json_object_get_string_member (tt_ora_view_get_choice (view, k, 0), "type"), "end_turn"))
          t = k;
      c = g_rand_int_range (rand, 0, (gint32) tt_ora_view_get_n_choices (view, t));
      g_assert_true (tt_ora_view_play (view, t, c, &error));
      g_assert_no_error (error);
      moves++;
      if (moves % 50 == 0)
        tt_ui_test_spin ();
      g_assert_cmpuint (moves, <, 20000);
    }
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_ora_view_get_n_targets (view), ==, 0);
  return moves;
}

static void
assert_results (TtOraView *view)
{
  GtkWidget *stack = gtk_widget_get_first_child (GTK_WIDGET (view));

  g_assert_true (GTK_IS_STACK (stack));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "results");
  g_assert_true (TT_IS_RESULTS_PAGE (gtk_stack_get_visible_child (GTK_STACK (stack))));
  g_assert_nonnull (tt_results_page_get_title (TT_RESULTS_PAGE (gtk_stack_get_visible_child (GTK_STACK (stack)))));
}

static gboolean
is_type (GtkWidget     *widget,
         gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static GtkWidget *
find (GtkWidget *root,
      GType      type)
{
  GtkWidget *found = tt_ui_test_find_descendant (root, is_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (found);
  return found;
}

/* The wheel tab's round track: drawn as tall as its rows need, its words
 * (tooltip and accessible description) the engine's round and phases. */
static void
check_track (TtOraView *view)
{
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  const OraMode *mode = &state->set->modes[state->mode_id];
  GtkWidget *track = find (GTK_WIDGET (view), TT_TYPE_ORA_TRACK);
  g_autofree char *text = tt_ora_track_describe (state);
  g_autofree char *round = mode->rounds > 0
    ? g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Round %d of %d"), state->round, mode->rounds)
    : g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Round %d"), state->round);
  TtOraTrackLayout layout;

  g_assert_true (gtk_widget_get_mapped (track));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (track), ==, text);
  g_assert_nonnull (strstr (text, round));
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *phase = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Settlement phase %c: round %d"),
                                                'A' + i, mode->settlement_round[i]);

      g_assert_nonnull (strstr (text, phase));
    }
  tt_ora_track_layout (state, gtk_widget_get_width (track), &layout);
  if (mode->rounds > 0)
    g_assert_cmpint (layout.n_cells, ==, mode->rounds + (mode->bonus_round ? 1 : 0));
  g_assert_cmpint (gtk_widget_get_height (track), >=, (int) tt_ora_track_height (&layout));
}

/* A tab per landscape, then the wheel and the buildings on offer; and the
 * side panel over the landscape in a narrow window. */
static void
look_at_tabs (TtOraView *view,
              int        n_landscapes)
{
  GtkNotebook *notebook = GTK_NOTEBOOK (find (GTK_WIDGET (view), GTK_TYPE_NOTEBOOK));
  GtkWindow *window = GTK_WINDOW (tt_ui_test_main_window ());
  int width, height;

  g_assert_cmpint (gtk_notebook_get_n_pages (notebook), ==, n_landscapes + 2);
  gtk_notebook_set_current_page (notebook, n_landscapes);
  tt_ui_test_spin ();
  screenshot ("ora-wheel");
  check_track (view);
  gtk_notebook_set_current_page (notebook, n_landscapes + 1);
  tt_ui_test_spin ();
  screenshot ("ora-buildings");
  gtk_notebook_set_current_page (notebook, 0);

  gtk_window_get_default_size (window, &width, &height);
  gtk_window_set_default_size (window, 360, 720);
  tt_ui_test_settle (300);
  adw_flap_set_reveal_flap (ADW_FLAP (find (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
  tt_ui_test_settle (500);
  screenshot ("ora-narrow-panel");
  /* the wheel and its track fit the narrow window */
  adw_flap_set_reveal_flap (ADW_FLAP (find (GTK_WIDGET (view), ADW_TYPE_FLAP)), FALSE);
  gtk_notebook_set_current_page (notebook, n_landscapes);
  tt_ui_test_settle (500);
  screenshot ("ora-narrow-wheel");
  check_track (view);
  gtk_notebook_set_current_page (notebook, 0);
  gtk_window_set_default_size (window, width, height);
  tt_ui_test_settle (300);
}

static void
test_france_four (void)
{
  TtOraView *view = start_game (4, 0, 0, "11");
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  guint log_before;

  g_assert_cmpint (state->n_players, ==, 4);
  g_assert_cmpint (state->mode_id, ==, ORA_MODE_FOUR);
  g_assert_cmpint (state->variant, ==, ORA_VARIANT_FRANCE);
  screenshot ("ora-france-four-start");
  look_at_tabs (view, 4);
  /* hints come with the computer players */
  g_assert_cmpint (tt_play_view_get_can_hint (TT_PLAY_VIEW (view)), ==, ora_rules.levels != NULL);

  /* a first move, taken back and played again */
  log_before = g_list_model_get_n_items (tt_game_get_log (game_of (view)));
  g_assert_true (tt_ora_view_play (view, 0, 0, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tt_game_get_log (game_of (view))), >, log_before);
  g_assert_true (tt_play_view_get_can_undo (TT_PLAY_VIEW (view)));
  g_assert_true (tt_play_view_undo (TT_PLAY_VIEW (view), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game_of (view)), ==, 0);
  assert_offers_legal_moves (view);
  g_assert_true (tt_play_view_redo (TT_PLAY_VIEW (view), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game_of (view)), ==, 1);

  play_to_end (view, 4, 25);
  assert_results (view);
  screenshot ("ora-france-four-results");
}

static void
test_ireland_two (void)
{
  TtOraView *view = start_game (2, 1, 0, "22");
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));

  g_assert_cmpint (state->mode_id, ==, ORA_MODE_TWO);
  g_assert_cmpint (state->variant, ==, ORA_VARIANT_IRELAND);
  play_to_end (view, 2, 25);
  assert_results (view);
}

static void
test_solo (void)
{
  TtOraView *view = start_game (1, 0, 0, "33");
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));

  g_assert_cmpint (state->mode_id, ==, ORA_MODE_SOLO);
  g_assert_cmpint (state->neutral, >=, 0);
  screenshot ("ora-solo-start");
  /* the neutral player's landscape has its own tab */
  look_at_tabs (view, 2);
  /* every position of the solo game: the offer is the legal-move list */
  play_to_end (view, 1, 1);
  assert_results (view);
}

/* Random positions of other modes: the offer is the legal-move list. */
static void
test_offer_is_legal_moves (void)
{
  static const guint setups[][3] = { { 3, 1, 1 }, { 2, 0, 2 }, { 4, 1, 1 } };

  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *seed = g_strdup_printf ("%u", 100 + i);
      TtOraView *view = start_game (setups[i][0], setups[i][1], setups[i][2], seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed (i);

      for (guint m = 0; m < 120 && !tt_game_get_finished (game_of (view)); m++)
        {
          guint t = g_rand_int_range (rand, 0, (gint32) tt_ora_view_get_n_targets (view));

          assert_offers_legal_moves (view);
          g_assert_true (tt_ora_view_play (view, t,
                                           g_rand_int_range (rand, 0, (gint32) tt_ora_view_get_n_choices (view, t)),
                                           NULL));
        }
      tt_ui_test_spin ();
    }
}

static gboolean
is_check_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_CHECK_BUTTON (widget) && gtk_widget_get_visible (widget);
}

static guint
count_check_buttons (GtkWidget  *root,
                     GtkWidget **last)
{
  guint n = 0;

  if (is_check_button (root, NULL))
    {
      *last = root;
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    n += count_check_buttons (child, last);
  return n;
}

/* A target with several ways opens one dialog listing exactly its
 * choices; Play plays the chosen one. A click where nothing is offered
 * says why. */
static void
test_choice_dialog (void)
{
  TtOraView *view = start_game (4, 0, 0, "44");
  TtGame *game = game_of (view);
  GtkWindow *dialog;
  GtkWidget *last = NULL;
  guint target = G_MAXUINT, n;
  g_autoptr(JsonNode) wanted = NULL, played = NULL;
  g_autofree char *why = NULL;
  const OraState *state;
  int row = -1, col = -1;

  for (guint t = 0; t < tt_ora_view_get_n_targets (view) && target == G_MAXUINT; t++)
    if (tt_ora_view_get_n_choices (view, t) > 1)
      target = t;
  g_assert_cmpuint (target, !=, G_MAXUINT);
  n = tt_ora_view_get_n_choices (view, target);
  tt_ora_view_choose (view, target);
  tt_ui_test_spin ();
  dialog = tt_ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (count_check_buttons (GTK_WIDGET (dialog), &last), ==, n);
  tt_ui_test_save_screenshot (GTK_WIDGET (dialog), "ora-choice-dialog");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (last), TRUE);
  wanted = json_node_init_object (json_node_alloc (), tt_ora_view_get_choice (view, target, n - 1));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
  tt_ui_test_spin ();
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 1);
  played = json_node_init_object (json_node_alloc (), tt_record_get_move (tt_game_get_record (game), 0));
  g_assert_true (json_node_equal (wanted, played));

  /* the building just used is occupied now, and the view says so */
  state = tt_ora_game_get_ora_state (TT_ORA_GAME (game));
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (state->players[0].cells[r][c].occupant >= 0)
        row = r, col = c;
  if (row >= 0)
    {
      why = tt_ora_view_explain_cell (view, 0, row, col);
      g_assert_true (g_str_has_suffix (why, "is occupied: someone already works there."));
    }
}

static gboolean
is_human_turn_or_over (gpointer data)
{
  return tt_game_is_human_turn (data) || tt_game_get_finished (data);
}

/* A person against the weakest computer player (once the engine has
 * computer players): the view offers nothing while the computer plays,
 * and the game runs to the end. */
static void
test_computer_seat (void)
{
  TtOraView *view;
  TtGame *game;
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);

  if (ora_rules.levels == NULL)
    {
      g_test_skip ("the engine has no Ora et Labora computer player");
      return;
    }
  view = start_game_with (2, 0, 0, "55", "computer:easy");
  game = game_of (view);
  tt_game_set_computer_pace (game, 0);
  g_assert_true (tt_game_is_computer (game, 1));
  while (!tt_game_get_finished (game))
    {
      guint t;

      g_assert_true (tt_ui_test_wait_until (is_human_turn_or_over, game, 20000));
      if (tt_game_get_finished (game))
        break;
      g_assert_cmpint (tt_game_get_current_player (game), ==, 0);
      /* waiting for the person, the window paints nothing */
      if (tt_game_get_n_moves (game) < 2)
        g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
      t = g_rand_int_range (rand, 0, (gint32) tt_ora_view_get_n_targets (view));
      g_assert_true (tt_ora_view_play (view, t, g_rand_int_range (rand, 0, (gint32) tt_ora_view_get_n_choices (view, t)), NULL));
      if (!tt_game_is_human_turn (game) && !tt_game_get_finished (game))
        g_assert_cmpuint (tt_ora_view_get_n_targets (view), ==, 0);
    }
  tt_ui_test_spin ();
  assert_results (view);
}

static gboolean
is_named (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_titled (GtkWidget     *widget,
           gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_options_group (GtkWidget     *widget,
                  gconstpointer  data)
{
  return ADW_IS_PREFERENCES_GROUP (widget)
         && gtk_widget_get_ancestor (widget, TT_TYPE_ORA_OPTIONS) != NULL;
}

/* The seats' "who plays" drop-downs, in seat order. */
static void
collect_kinds (GtkWidget *widget,
               GPtrArray *kinds)
{
  if (GTK_IS_DROP_DOWN (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), _("Who plays")) == 0)
    g_ptr_array_add (kinds, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_kinds (child, kinds);
}

static guint
seat_kind (GtkWidget *page,
           guint      seat)
{
  g_autoptr(GPtrArray) kinds = g_ptr_array_new ();

  collect_kinds (page, kinds);
  g_assert_cmpuint (seat, <, kinds->len);
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (g_ptr_array_index (kinds, seat)));
}

/* The page says what fits the table: the neutral player only for one
 * seat, the computers' pace only when a computer plays; and it keeps the
 * seats (who plays each) for the next game, as it keeps the pace. */
static void
test_new_game_page (void)
{
  TtGameInfo *info = tt_game_info_lookup (TT_ORA_GAME_ID);
  GtkWidget *page = g_object_ref_sink (tt_new_game_page_new (info));
  GtkWidget *pace = tt_ui_test_find_descendant (page, is_named, "computer-pace");
  GtkWidget *group = tt_ui_test_find_descendant (page, is_options_group, NULL);
  g_autofree char *level = g_strconcat ("computer:", tt_game_info_get_level_id (info, 0), NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;
  GtkWidget *again;

  g_assert_nonnull (pace);
  g_assert_nonnull (group);
  for (guint p = 0; p < 4; p++)
    g_assert_true (tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), p, "human"));
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 1);
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   _("One seat plays solo against the neutral player."));
  g_assert_false (gtk_widget_get_visible (pace));
  g_assert_false (gtk_widget_get_sensitive (tt_ui_test_find_descendant (group, is_titled, _("_Length"))));
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 4);
  g_assert_true (gtk_widget_get_sensitive (tt_ui_test_find_descendant (group, is_titled, _("_Length"))));
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)) ?: "", ==, "");
  g_assert_false (gtk_widget_get_visible (pace));
  g_assert_true (tt_new_game_page_set_player_kind (TT_NEW_GAME_PAGE (page), 2, level));
  g_assert_true (gtk_widget_get_visible (pace));

  /* three seats, the third a computer: so the next page opens */
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 3);
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 0, "Ida", NULL);
  tt_new_game_page_set_seed (TT_NEW_GAME_PAGE (page), "3");
  tt_ora_options_set_choice (TT_ORA_OPTIONS (tt_new_game_page_get_options (TT_NEW_GAME_PAGE (page))), 0, 0);
  game = tt_new_game_page_create_game (TT_NEW_GAME_PAGE (page), &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  again = g_object_ref_sink (tt_new_game_page_new (info));
  g_assert_cmpuint (tt_new_game_page_get_n_players (TT_NEW_GAME_PAGE (again)), ==, 3);
  g_assert_cmpuint (seat_kind (again, 0), ==, 0);
  g_assert_cmpuint (seat_kind (again, 2), ==, 1);
  g_assert_true (gtk_widget_get_visible (tt_ui_test_find_descendant (again, is_named, "computer-pace")));
  g_object_unref (again);
  g_object_unref (page);
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
  tt_ui_test_start_application ();
  g_test_add_func ("/ui/ora/choice-dialog", test_choice_dialog);
  g_test_add_func ("/ui/ora/offer-is-legal-moves", test_offer_is_legal_moves);
  g_test_add_func ("/ui/ora/solo", test_solo);
  g_test_add_func ("/ui/ora/ireland-two", test_ireland_two);
  g_test_add_func ("/ui/ora/france-four", test_france_four);
  g_test_add_func ("/ui/ora/computer-seat", test_computer_seat);
  g_test_add_func ("/ui/ora/new-game-page", test_new_game_page);
  return tt_ui_test_cleanup (g_test_run ());
}
