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
#include "ora/ora-decisions.h"
#include "tt-results-page.h"
#include "tt-test-draft.h"
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

/* Every legal move of the engine is reached through the draft the view
 * shows, and no other; no decision offers more than eight choices. */
static void
assert_offers_legal_moves (TtOraView *view)
{
  if (tt_game_is_human_turn (game_of (view)))
    tt_test_draft_check (game_of (view), ORA_DECIDE_MAX_CHOICES);
}

static TtMoveDraft *
draft_of (TtOraView *view)
{
  return tt_game_get_draft (game_of (view));
}

static guint
n_choices (TtOraView *view)
{
  return g_list_model_get_n_items (tt_move_draft_get_choices (draft_of (view)));
}

/* The choice that ends the turn, when offered now. */
static int
end_turn_choice (TtOraView *view)
{
  GListModel *choices = tt_move_draft_get_choices (draft_of (view));

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      const TtRulesDecision *d = tt_move_choice_get_decision (choice);

      if (d->kind == ORA_DECIDE_ACTION && d->value[0] == ORA_DO_END_TURN)
        return (int) i;
    }
  return -1;
}

/* With TT_SCREENSHOT_DIR set, the panel the first time each action
 * reaches each kind of decision (what to do, which building, whose, who
 * works, each step, the payment, …), for people to look at. */
static void
shoot_decision (TtOraView *view)
{
  static const char *const actions[] = {
    "none", "use", "fell", "cut", "build", "buy-land", "exchange", "settle", "pass", "end-turn",
  };
  static GHashTable *shot;
  TtMoveDraft *draft = draft_of (view);
  GListModel *path = tt_move_draft_get_path (draft);
  g_autoptr(TtMoveChoice) first = NULL;
  g_autoptr(TtMoveChoice) next = NULL;
  g_autofree char *name = NULL;
  int action = 0;

  if (g_getenv ("TT_SCREENSHOT_DIR") == NULL || n_choices (view) == 0)
    return;
  if (g_list_model_get_n_items (path) > 0)
    {
      first = g_list_model_get_item (path, 0);
      if (tt_move_choice_get_decision (first)->kind == ORA_DECIDE_ACTION)
        action = tt_move_choice_get_decision (first)->value[0];
    }
  next = g_list_model_get_item (tt_move_draft_get_choices (draft), 0);
  name = g_strdup_printf ("ora-decide-%s-%02d", action >= 0 && action < (int) G_N_ELEMENTS (actions)
                                                ? actions[action] : "other",
                          tt_move_choice_get_decision (next)->kind);
  if (shot == NULL)
    shot = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (!g_hash_table_add (shot, g_strdup (name)))
    return;
  adw_flap_set_reveal_flap (tt_standard_play_view_get_flap (TT_STANDARD_PLAY_VIEW (view)), TRUE);
  tt_ui_test_spin ();
  screenshot (name);
}

/* One move through the view: a random choice at each decision until the
 * move is played. */
static void
play_random_move (TtOraView *view,
                  GRand     *rand)
{
  guint before = tt_game_get_n_moves (game_of (view));

  while (tt_game_get_n_moves (game_of (view)) == before)
    {
      guint n = n_choices (view);
      int end = end_turn_choice (view);
      guint c;

      /* a lone legal move asks nothing: the panel offers to play it */
      if (tt_move_draft_get_complete (draft_of (view)))
        {
          tt_ora_view_confirm (view);
          continue;
        }
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (n, <=, ORA_DECIDE_MAX_CHOICES);
      shoot_decision (view);
      c = g_rand_int_range (rand, 0, (gint32) n);
      /* a turn kept open for free actions would make games long: end it
       * more often than chance would */
      if (end >= 0 && g_rand_int_range (rand, 0, 3) == 0)
        c = (guint) end;
      g_assert_true (tt_ora_view_activate_choice (view, c));
    }
}

/* Plays to the end choosing among the offered choices; checks the draft
 * against the legal moves every `check_every` moves. */
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
      if (check_every > 0 && moves % check_every == 0)
        assert_offers_legal_moves (view);
      play_random_move (view, rand);
      moves++;
      if (moves % 50 == 0)
        tt_ui_test_spin ();
      g_assert_cmpuint (moves, <, 20000);
    }
  tt_ui_test_spin ();
  g_assert_cmpuint (n_choices (view), ==, 0);
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

/* The wheel tab's round track: drawn as tall as its rows need, its words
 * (tooltip and accessible description) the engine's round and phases. */
static void
check_track (TtOraView *view)
{
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  const OraMode *mode = &state->set->modes[state->mode_id];
  GtkWidget *track = tt_ui_test_find_of_type (GTK_WIDGET (view), TT_TYPE_ORA_TRACK);
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
  GtkNotebook *notebook = GTK_NOTEBOOK (tt_ui_test_find_of_type (GTK_WIDGET (view), GTK_TYPE_NOTEBOOK));
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
  adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
  tt_ui_test_settle (500);
  screenshot ("ora-narrow-panel");
  /* the wheel and its track fit the narrow window */
  adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), FALSE);
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
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (1);

    play_random_move (view, rand);
  }
  g_assert_cmpuint (g_list_model_get_n_items (tt_game_get_log (game_of (view))), >, log_before);
  g_assert_true (tt_play_view_get_can_undo (TT_PLAY_VIEW (view)));
  g_assert_true (tt_play_view_undo (TT_PLAY_VIEW (view), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game_of (view)), ==, 0);
  assert_offers_legal_moves (view);
  g_assert_true (tt_play_view_redo (TT_PLAY_VIEW (view), NULL));
  g_assert_cmpuint (tt_game_get_n_moves (game_of (view)), ==, 1);

  play_to_end (view, 4, 60);
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
  play_to_end (view, 2, 60);
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
  play_to_end (view, 1, 15);
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
          if (m % 12 == 0)
            assert_offers_legal_moves (view);
          play_random_move (view, rand);
        }
      tt_ui_test_spin ();
    }
}

static gboolean
is_action_list (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_LIST_BOX (widget) && g_strcmp0 (gtk_widget_get_name (widget), "ora-actions") == 0;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child; child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

static GtkWidget *
action_list_of (TtOraView *view)
{
  GtkWidget *list = tt_ui_test_find_descendant (GTK_WIDGET (view), is_action_list, NULL);

  g_assert_nonnull (list);
  return list;
}

/* The panel shows the draft's decision: a row per choice; activating rows
 * walks it, Escape steps back, and the choice that settles the move plays
 * it. A click where nothing is offered says why. */
static void
test_draft_rows (void)
{
  TtOraView *view = start_game (4, 0, 0, "44");
  TtGame *game = game_of (view);
  TtMoveDraft *draft = draft_of (view);
  GtkWidget *list = action_list_of (view);
  g_autofree char *why = NULL;
  const OraState *state;
  guint first_n;
  int row = -1, col = -1;

  first_n = n_choices (view);
  g_assert_cmpuint (count_rows (list), ==, first_n);
  adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
  tt_ui_test_spin ();
  screenshot ("ora-draft-first");
  /* into the first choice that does not play at once, and back */
  for (guint i = 0; i < first_n; i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (tt_move_draft_get_choices (draft), i);

      if (tt_move_choice_get_move (choice) == NULL)
        {
          g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) i));
          break;
        }
    }
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 1);
  g_assert_cmpuint (count_rows (list), ==, n_choices (view));
  screenshot ("ora-draft-second");
  g_assert_true (tt_move_draft_back (draft));
  g_assert_cmpuint (count_rows (list), ==, first_n);
  /* then down the first rows until the move is played */
  while (tt_game_get_n_moves (game) == 0)
    g_signal_emit_by_name (list, "row-activated", gtk_widget_get_first_child (list));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, 1);

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

/* Every decision from the draft's position on: at most eight rows and
 * the first one gains something. */
static void
walk_useful_first (TtOraView *view,
                   guint      depth)
{
  TtMoveDraft *draft = draft_of (view);
  GListModel *choices = tt_move_draft_get_choices (draft);
  guint n = g_list_model_get_n_items (choices);

  if (tt_move_draft_get_complete (draft) || depth > 5)
    return;
  g_assert_cmpuint (count_rows (action_list_of (view)), ==, n);
  g_assert_cmpuint (n, <=, ORA_DECIDE_MAX_CHOICES);
  {
    g_autoptr(TtMoveChoice) first = g_list_model_get_item (choices, 0);

    g_assert_false (tt_move_choice_get_gains_nothing (first));
  }
  for (guint i = 0; i < n && i < 3; i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      if (tt_move_choice_get_move (choice) != NULL)
        continue;   /* it would play */
      g_assert_true (tt_move_draft_choose (draft, i, NULL));
      walk_useful_first (view, depth + 1);
      g_assert_true (tt_move_draft_back (draft));
    }
}

static int
choice_labelled (TtOraView  *view,
                 const char *label)
{
  GListModel *choices = tt_move_draft_get_choices (draft_of (view));

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      if (strstr (tt_move_choice_get_label (choice), label) != NULL)
        return (int) i;
    }
  return -1;
}

/* A work contract for another player's Clay Mound through the panel:
 * the amount it yields now on the building's row, the fee on the
 * owner's, and never a choice that gains nothing first. */
static void
test_contract_rows (void)
{
  TtOraView *view = start_game (3, 0, 0, "66");
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  g_autofree char *amount = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  int other = -1;
  int index;

  /* on to a turn where another player's Clay Mound takes a contract of
   * more than one way */
  for (guint m = 0; m < 200 && other < 0; m++)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, TRUE, sizeof (OraAction));
      int ways[ORA_MAX_PLAYERS] = { 0 };

      state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
      ora_state_legal_moves (state, legal);
      for (guint i = 0; i < legal->len; i++)
        {
          const OraAction *a = &g_array_index (legal, OraAction, i);

          if (a->type == ORA_ACT_CONTRACT && a->player != state->neutral &&
              state->players[a->player].cells[a->row][a->col].card == ora_cardset_find (state->set, "H1") &&
              ++ways[a->player] > 1)
            other = a->player;
        }
      if (other < 0)
        play_random_move (view, rand);
    }
  g_assert_cmpint (other, >=, 0);
  amount = g_strdup_printf ("%d clay", ora_state_wheel_value (state, ORA_TOKEN_CLAY));

  adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
  /* a click on another player's Clay Mound starts its work contract */
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (state->players[other].cells[r][c].card == ora_cardset_find (state->set, "H1"))
        g_assert_true (tt_ora_view_click_cell (view, other, r, c));
  g_assert_false (tt_move_draft_get_complete (draft_of (view)));
  tt_ui_test_spin ();
  screenshot ("ora-draft-contract");
  walk_useful_first (view, 0);
  tt_move_draft_clear (draft_of (view));
  index = choice_labelled (view, "Use");
  g_assert_cmpint (index, >=, 0);
  g_assert_true (tt_ora_view_activate_choice (view, (guint) index));
  index = choice_labelled (view, "Clay Mound");
  g_assert_cmpint (index, >=, 0);
  {
    g_autoptr(TtMoveChoice) choice = g_list_model_get_item (tt_move_draft_get_choices (draft_of (view)), (guint) index);

    g_assert_nonnull (strstr (tt_move_choice_get_detail (choice), amount));
  }
  tt_ui_test_spin ();
  screenshot ("ora-draft-buildings");
  g_assert_true (tt_ora_view_activate_choice (view, (guint) index));
  screenshot ("ora-draft-whose");
  walk_useful_first (view, 0);
  /* the panel over the landscape in a narrow window */
  {
    GtkWindow *window = GTK_WINDOW (tt_ui_test_main_window ());
    int width, height;

    gtk_window_get_default_size (window, &width, &height);
    gtk_window_set_default_size (window, 360, 720);
    tt_ui_test_settle (300);
    adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
    tt_ui_test_settle (500);
    screenshot ("ora-draft-narrow");
    gtk_window_set_default_size (window, width, height);
    tt_ui_test_settle (300);
  }
}

static gboolean
builds_or_uses_priory (const OraState  *s,
                       const OraAction *a,
                       gboolean         use)
{
  int priory = ora_cardset_find (s->set, "G01");
  int owner = a->type == ORA_ACT_PLACE ? s->current : a->player;

  if (!use)
    return a->type == ORA_ACT_BUILD && a->card == priory;
  return (a->type == ORA_ACT_PLACE || a->type == ORA_ACT_CONTRACT) &&
         s->players[owner].cells[a->row][a->col].card == priory && a->n_frames > 1;
}

/* The first legal move that builds (or uses) the Priory, as JSON. */
static JsonObject *
priory_move (TtOraView *view,
             gboolean   use)
{
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  g_autoptr(GArray) legal = g_array_new (FALSE, TRUE, sizeof (OraAction));

  ora_state_legal_moves (state, legal);
  for (guint i = 0; i < legal->len; i++)
    if (builds_or_uses_priory (state, &g_array_index (legal, OraAction, i), use))
      return ora_move_to_json (state, &g_array_index (legal, OraAction, i));
  return NULL;
}

/* The draft walked to `move` (as a hint does), then back to just after
 * the decision of `kind`; every decision from there through the panel. */
static void
walk_from (TtOraView  *view,
           JsonObject *move,
           int         kind,
           const char *shot)
{
  TtMoveDraft *draft = draft_of (view);
  GListModel *path;
  guint keep = 0;

  g_assert_true (tt_move_draft_select (draft, move, NULL));
  path = tt_move_draft_get_path (draft);
  for (guint i = 0; i < g_list_model_get_n_items (path); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (path, i);

      /* (the owner is not asked when only one player has it) */
      if (tt_move_choice_get_decision (choice)->kind == kind ||
          (kind == ORA_DECIDE_OWNER && tt_move_choice_get_decision (choice)->kind == ORA_DECIDE_CARD))
        keep = i + 1;
    }
  while (g_list_model_get_n_items (path) > keep)
    g_assert_true (tt_move_draft_back (draft));
  tt_ui_test_spin ();
  screenshot (shot);
  walk_useful_first (view, 0);
  tt_move_draft_clear (draft);
}

/* Building the Priory and using it through the panel: every step at most
 * eight rows, a useful one first. */
static void
test_priory_rows (void)
{
  gboolean built = FALSE, used = FALSE;

  for (guint seed = 1; seed < 30 && !used; seed++)
    {
      g_autofree char *text = g_strdup_printf ("%u", 200 + seed);
      TtOraView *view = start_game (3, 0, 0, text);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      adw_flap_set_reveal_flap (ADW_FLAP (tt_ui_test_find_of_type (GTK_WIDGET (view), ADW_TYPE_FLAP)), TRUE);
      for (guint m = 0; m < 300 && !used && !tt_game_get_finished (game_of (view)); m++)
        {
          g_autoptr(JsonObject) use = priory_move (view, TRUE);
          g_autoptr(JsonObject) build = use != NULL ? NULL : priory_move (view, FALSE);

          if (use != NULL)
            {
              walk_from (view, use, ORA_DECIDE_OWNER, "ora-draft-priory-use");
              used = TRUE;
            }
          else if (build != NULL)
            {
              walk_from (view, build, ORA_DECIDE_CARD, "ora-draft-priory-build");
              built = TRUE;
              g_assert_true (tt_game_play (game_of (view), build, NULL));
            }
          else
            play_random_move (view, rand);
        }
    }
  g_assert_true (built);
  g_assert_true (used);
}

/* A card of the Buildings tab opens with Build when it can be built; Build
 * walks the draft to its places. */
static void
test_buildings_tab (void)
{
  TtOraView *view = start_game (3, 0, 0, "77");
  const OraState *state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  int me = ora_state_get_current_player (state);
  int card = -1;
  GtkWidget *dialog;

  /* a start building the player can pay for */
  for (int c = 0; c < state->set->n_cards && card < 0; c++)
    {
      const OraCard *cd = &state->set->cards[c];
      gboolean affordable = TRUE;

      for (int g = 0; g < ORA_N_GOODS; g++)
        affordable &= state->players[me].goods[g] >= cd->cost.n[g];
      for (int k = ORA_N_GOODS; k < ORA_N_AMOUNTS; k++)
        affordable &= cd->cost.n[k] == 0;
      if (state->card_loc[c] == ORA_LOC_DISPLAY && !cd->settlement && affordable && tt_ora_view_build_card (view, c))
        card = c;
    }
  g_assert_cmpint (card, >=, 0);
  tt_move_draft_clear (draft_of (view));
  dialog = tt_ora_view_show_card (view, card);
  g_assert_nonnull (dialog);
  tt_ui_test_spin ();
  tt_ui_test_save_screenshot (dialog, "ora-card-dialog");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "build"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "build");
  tt_ui_test_spin ();
  /* the draft asks where, the places marked */
  g_assert_false (tt_move_draft_get_complete (draft_of (view)));
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft_of (view))), >=, 1);
  screenshot ("ora-draft-where");
  while (tt_game_get_n_moves (game_of (view)) == 0)
    g_assert_true (tt_ora_view_activate_choice (view, 0));
  state = tt_ora_game_get_ora_state (TT_ORA_GAME (game_of (view)));
  g_assert_cmpint (state->card_built[card], ==, 1);
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
      g_assert_true (tt_ui_test_wait_until (is_human_turn_or_over, game, 20000));
      if (tt_game_get_finished (game))
        break;
      g_assert_cmpint (tt_game_get_current_player (game), ==, 0);
      /* waiting for the person, the window paints nothing */
      if (tt_game_get_n_moves (game) < 2)
        g_assert_true (tt_ui_test_wait_still (GTK_WIDGET (view)));
      play_random_move (view, rand);
      if (!tt_game_is_human_turn (game) && !tt_game_get_finished (game))
        g_assert_false (gtk_widget_get_visible (action_list_of (view)));
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

static guint
seat_kind (GtkWidget *page,
           guint      seat)
{
  g_autoptr(GPtrArray) kinds = NULL;

  kinds = tt_ui_test_find_who_plays (page);
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
  g_test_add_func ("/ui/ora/draft-rows", test_draft_rows);
  g_test_add_func ("/ui/ora/contract-rows", test_contract_rows);
  g_test_add_func ("/ui/ora/buildings-tab", test_buildings_tab);
  g_test_add_func ("/ui/ora/priory-rows", test_priory_rows);
  g_test_add_func ("/ui/ora/offer-is-legal-moves", test_offer_is_legal_moves);
  g_test_add_func ("/ui/ora/solo", test_solo);
  g_test_add_func ("/ui/ora/ireland-two", test_ireland_two);
  g_test_add_func ("/ui/ora/france-four", test_france_four);
  g_test_add_func ("/ui/ora/computer-seat", test_computer_seat);
  g_test_add_func ("/ui/ora/new-game-page", test_new_game_page);
  return tt_ui_test_cleanup (g_test_run ());
}
