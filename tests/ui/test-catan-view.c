/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-view.c — Catan at one screen through the window: a game from
 * the new-game page to the results and "Play Again", with the orange marks
 * always the engine's legal places, the robber's hex on the board, a build
 * that cannot be used saying why, a bank trade through the move draft
 * that offers only the engine's trades, and two people discarding after
 * a 7 without seeing each other's hands. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "catan/ai/catan-ai.h"
#include "catan/catan-decisions.h"
#include "catan/catan-why.h"
#include "catan/tt-catan-choices.h"
#include "catan/tt-catan-view.h"
#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-new-game-page.h"
#include "catan/catan-record.h"
#include "tt-results-page.h"
#include "tt-test-catan-driver.h"
#include "tt-ui-test.h"
#include "tt-window.h"

static TtApplication *app;

static TtCatanView *
start_game (TtWindow *window)
{
  TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
  TtCatalogEntry *entry = tt_catalog_lookup (TT_CATALOG_GAMES, "catan");
  GtkWidget *page;

  g_assert_nonnull (entry);
  tt_window_show_view (window, "play");
  page = tt_catalog_entry_create_page (entry);
  g_assert_true (TT_IS_NEW_GAME_PAGE (page));
  tt_catalog_view_show_page (catalog, page);
  tt_ui_test_spin ();
  tt_new_game_page_set_n_players (TT_NEW_GAME_PAGE (page), 3);
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 0, "Ann", "red");
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 1, "Bo", "blue");
  tt_new_game_page_set_player (TT_NEW_GAME_PAGE (page), 2, "Cy", "orange");
  tt_new_game_page_set_seed (TT_NEW_GAME_PAGE (page), "7");
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-new-game");
  g_signal_emit_by_name (page, "start");
  tt_ui_test_spin ();
  page = tt_catalog_view_get_page (catalog);
  g_assert_true (TT_IS_CATAN_VIEW (page));
  return TT_CATAN_VIEW (page);
}

static TtCatanGame *
view_game (TtCatanView *view)
{
  return TT_CATAN_GAME (tt_play_view_get_game (TT_PLAY_VIEW (view)));
}

/* The marks on the board are exactly the places of the acting person's
 * legal moves of the kinds the phase places on the board. */
static void
assert_marks_are_legal (TtCatanView *view)
{
  static const int types[] = {
    CATAN_ACTION_SETTLE, CATAN_ACTION_ROAD, CATAN_ACTION_CITY, CATAN_ACTION_ROBBER,
    CATAN_ACTION_RETREAT, CATAN_ACTION_PILLAGE,
  };
  TtCatanBoard *board = tt_catan_view_get_board (view);
  g_autoptr(GArray) moves = tt_test_catan_actor_moves (view_game (view));
  const TtCatanMarks *shown = tt_catan_board_get_marks (board);
  TtCatanMarks expected;

  tt_catan_marks_clear (&expected);
  if (!tt_catan_view_get_privacy_shown (view))
    for (guint i = 0; i < G_N_ELEMENTS (types); i++)
      tt_catan_marks_from_actions (&expected, moves, types[i], -1);
  g_assert_cmpmem (shown->corners, sizeof shown->corners, expected.corners, sizeof expected.corners);
  g_assert_cmpmem (shown->edges, sizeof shown->edges, expected.edges, sizeof expected.edges);
  g_assert_cmpmem (shown->hexes, sizeof shown->hexes, expected.hexes, sizeof expected.hexes);
}


/* ---- the choices panel: the draft's next decision ---- */

static gboolean
is_choices (GtkWidget     *widget,
            gconstpointer  data)
{
  return TT_IS_CATAN_CHOICES (widget);
}

/* How many of the draft's choices the panel shows, and the first. */
static guint
n_choice_buttons (TtCatanView *view,
                  GtkWidget  **first)
{
  GtkWidget *choices = tt_ui_test_find_descendant (GTK_WIDGET (view), is_choices, NULL);
  guint n = 0;

  g_assert_nonnull (choices);
  if (first != NULL)
    *first = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (choices); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_object_get_data (G_OBJECT (child), "catan-choice") != NULL && n++ == 0 && first != NULL)
      *first = child;
  return n;
}

static TtMoveChoice *
choice_of (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "catan-choice");
}

/* What a person reads of a choice: a label, at most eight at once, and
 * the first one one that gains something, suggested. */
static GtkWidget *
assert_readable_choices (TtCatanView *view,
                         guint        expected)
{
  GtkWidget *first;
  guint n = n_choice_buttons (view, &first);

  g_assert_cmpuint (n, ==, expected);
  g_assert_cmpuint (n, <=, 8);
  g_assert_nonnull (first);
  g_assert_false (tt_move_choice_get_gains_nothing (choice_of (first)));
  g_assert_true (gtk_widget_has_css_class (first, "suggested-action"));
  g_assert_cmpstr (tt_move_choice_get_label (choice_of (first)), !=, "");
  return first;
}

/* Plays `action` as a person would: on the board for places, through the
 * model for the rest (the choices the view lists are the same moves). */
static gboolean
is_css_label (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, data);
}

/* The prompt under the board (what the acting player is asked). */
static const char *
prompt_of (TtCatanView *view)
{
  GtkWidget *label = tt_ui_test_find_descendant (GTK_WIDGET (view), is_css_label, "catan-prompt");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static gboolean
is_turn_label (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_has_suffix (gtk_label_get_text (GTK_LABEL (widget)), "’s turn");
}

/* The banner names whoever's turn it is, whoever answers in it. */
static void
assert_banner_names (TtCatanView *view,
                     int          player)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (view));
  GtkWidget *label = tt_ui_test_find_descendant (GTK_WIDGET (view), is_turn_label, NULL);
  g_autofree char *turn = g_strdup_printf ("%s’s turn", tt_game_get_player_name (game, player));

  g_assert_nonnull (label);
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)), turn));
}

/* After the pass screen the board has the keys again, without a click. */
static void
assert_board_has_focus (TtCatanView *view)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));

  g_assert_true (gtk_window_get_focus (GTK_WINDOW (root)) == GTK_WIDGET (tt_catan_view_get_board (view)));
}

static void
play_in_view (TtCatanView       *view,
              const CatanAction *action)
{
  TtCatanGame *game = view_game (view);
  guint moves = tt_game_get_n_moves (TT_GAME (game));
  g_autoptr(GError) error = NULL;

  if (action->type == CATAN_ACTION_SETTLE || action->type == CATAN_ACTION_CITY)
    g_assert_true (tt_catan_board_activate (tt_catan_view_get_board (view), TT_CATAN_PLACE_CORNER, action->where));
  else if (action->type == CATAN_ACTION_ROAD)
    g_assert_true (tt_catan_board_activate (tt_catan_view_get_board (view), TT_CATAN_PLACE_EDGE, action->where));
  else
    tt_catan_game_play_action (game, action, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, moves + 1);
}

/* The build bar button whose move is `type`, or -1. */
static int
build_of (int type)
{
  for (int build = 0; build < CATAN_N_BUILDS; build++)
    if ((int) catan_build_action (build) == type && type != CATAN_ACTION_IMPROVE)
      return build;
  return -1;
}

static void
activate (TtCatanView *view,
          const char  *name,
          int          target)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), name, target >= 0 ? "i" : NULL, target));
}

/* Plays `action` only through what a person uses: the build bar, the
 * board, the hand's cards, the buttons among the choices (a chooser
 * opened first when the view groups them), the bank trade's choices and
 * the view's actions. Fails when the view offers no way to it. */
static void
perform (TtCatanView       *view,
         const CatanAction *action)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (view));
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  TtCatanBoard *board = tt_catan_view_get_board (view);
  guint before = tt_game_get_n_moves (game);
  int build = build_of (action->type);

  switch (action->type)
    {
    case CATAN_ACTION_ROLL:
      activate (view, "catan.roll", -1);
      break;
    case CATAN_ACTION_END_TURN:
      activate (view, "catan.end-turn", -1);
      break;
    case CATAN_ACTION_SETTLE: case CATAN_ACTION_CITY: case CATAN_ACTION_ROAD:
    case CATAN_ACTION_BUILD_KNIGHT: case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT: case CATAN_ACTION_BUILD_WALL:
      if (state->phase == CATAN_PHASE_MAIN)
        g_assert_null (tt_catan_view_press_build (view, build));
      g_assert_true (tt_catan_board_activate (board, action->type == CATAN_ACTION_ROAD ? TT_CATAN_PLACE_EDGE
                                                                                       : TT_CATAN_PLACE_CORNER,
                                              action->where));
      break;
    case CATAN_ACTION_BUY_DEV:
      g_assert_null (tt_catan_view_press_build (view, CATAN_BUILD_DEV_CARD));
      break;
    case CATAN_ACTION_IMPROVE:
      g_assert_null (tt_catan_view_press_build (view, CATAN_BUILD_IMPROVE_SCIENCE + action->res));
      break;
    case CATAN_ACTION_ROBBER:
      g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, action->where));
      /* several victims: the view asks whom to rob */
      if (tt_game_get_n_moves (game) == before)
        g_assert_true (tt_catan_view_choose (view, action));
      break;
    case CATAN_ACTION_RETREAT: case CATAN_ACTION_PILLAGE:
      if (action->where >= 0)
        g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_CORNER, action->where));
      else
        g_assert_true (tt_catan_view_choose (view, action));
      break;
    case CATAN_ACTION_PLAY_KNIGHT: case CATAN_ACTION_PLAY_ROAD_BUILDING:
    case CATAN_ACTION_PLAY_YEAR_OF_PLENTY: case CATAN_ACTION_PLAY_MONOPOLY:
      activate (view, "catan.play-dev", action->type == CATAN_ACTION_PLAY_KNIGHT ? CATAN_DEV_KNIGHT
                                        : action->type == CATAN_ACTION_PLAY_ROAD_BUILDING ? CATAN_DEV_ROAD_BUILDING
                                        : action->type == CATAN_ACTION_PLAY_YEAR_OF_PLENTY ? CATAN_DEV_YEAR_OF_PLENTY
                                        : CATAN_DEV_MONOPOLY);
      /* the prompt asks what the card asks, not the roll */
      if (action->type == CATAN_ACTION_PLAY_MONOPOLY && tt_game_get_n_moves (game) == before)
        g_assert_true (g_str_has_prefix (prompt_of (view), "Monopoly:"));
      if (tt_game_get_n_moves (game) == before)
        g_assert_true (tt_catan_view_choose (view, action));
      break;
    case CATAN_ACTION_PROGRESS:
      activate (view, "catan.play-progress", action->card);
      /* the places on the board and the rest among the choices, one
       * decision after the other */
      if (tt_game_get_n_moves (game) == before)
        g_assert_true (tt_catan_view_choose (view, action));
      break;
    case CATAN_ACTION_BANK_TRADE:
      activate (view, "catan.bank-trade", -1);
      g_assert_true (tt_catan_view_choose (view, action));
      break;
    case CATAN_ACTION_OFFER:
      activate (view, "catan.offer", -1);
      g_assert_true (tt_catan_view_choose (view, action));
      break;
    default:
      g_assert_true (tt_catan_view_choose (view, action));
      break;
    }
  if (tt_game_get_n_moves (game) == before)
    g_error ("the view did not play %s (phase %s)", catan_action_type_name (action->type),
             catan_phase_name (state->phase));
}

static void
reveal_if_asked (TtCatanView *view)
{
  if (!tt_catan_view_get_privacy_shown (view))
    return;
  g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
  g_assert_false (tt_catan_view_get_privacy_shown (view));
  g_assert_cmpint (tt_catan_view_get_hand_player (view), ==,
                   tt_game_get_current_player (tt_play_view_get_game (TT_PLAY_VIEW (view))));
}

static gboolean
is_scrolled (GtkWidget     *widget,
             gconstpointer  data)
{
  return GTK_IS_SCROLLED_WINDOW (widget);
}

/* The open dialog shows all it holds (its button too) without scrolling. */
static void
assert_dialog_fits (const char *screenshot)
{
  GtkWidget *dialog;
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;

  tt_ui_test_settle (100);
  dialog = GTK_WIDGET (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  g_assert_nonnull (dialog);
  scrolled = tt_ui_test_find_descendant (dialog, is_scrolled, NULL);
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment) + 0.5);
  tt_ui_test_save_screenshot (dialog, screenshot);
}

static gboolean
is_amounts_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_ACTIONABLE (widget) && gtk_widget_get_visible (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "catan.offer-amounts") == 0;
}

/* Presses the panel's button of the choice `kind` = `value`. */
static void
click_choice (TtCatanView *view,
              int          kind,
              int          value)
{
  TtRulesDecision d = { kind, { value } };
  GtkWidget *choices = tt_ui_test_find_descendant (GTK_WIDGET (view), is_choices, NULL);
  GtkWidget *button;

  g_assert_nonnull (choices);
  button = tt_catan_choices_find (TT_CATAN_CHOICES (choices), &d);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* How many of the draft's next choices are of decision `kind`. */
static guint
count_choices (TtMoveDraft *draft,
               int          kind)
{
  GListModel *choices = tt_move_draft_get_choices (draft);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      n += tt_move_choice_get_decision (choice)->kind == kind;
    }
  return n;
}

/* The bank trade through the move draft: the bank button asks what to
 * give (each kind the engine lets the person trade, with the ratio in
 * the words), then what to get (each card the bank has, with what the
 * hand holds after), and Escape steps back one choice at a time. */
static gboolean
check_bank_trade (TtCatanView *view,
                  GtkWidget   *window)
{
  TtCatanGame *game = view_game (view);
  const CatanState *state = tt_catan_game_get_state (game);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);
  gboolean gives[CATAN_N_CARDS] = { FALSE };
  guint n_gives = 0, n_gets = 0, n = tt_game_get_n_moves (TT_GAME (game));
  int who = state->current, give = -1;
  GListModel *choices;

  for (guint i = 0; i < moves->len; i++)
    {
      const CatanAction *a = &g_array_index (moves, CatanAction, i);

      if (a->type != CATAN_ACTION_BANK_TRADE)
        continue;
      n_gives += !gives[a->res];
      gives[a->res] = TRUE;
      if (give < 0)
        give = a->res;
      n_gets += a->res == give;
    }
  g_assert_cmpint (give, >=, 0);
  activate (view, "catan.bank-trade", -1);
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n);
  if (n_gives > 1)
    {
      /* what to give: one choice per kind, "Give 4 wool" */
      g_assert_cmpuint (count_choices (draft, CATAN_DECISION_GIVE), ==, n_gives);
      g_assert_true (g_str_has_suffix (prompt_of (view), _("Which cards will you give the bank?")));
      choices = tt_move_draft_get_choices (draft);
      for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
        {
          g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
          int card = tt_move_choice_get_decision (choice)->value[0];
          g_autofree char *prefix = g_strdup_printf (_("Give %d %s"), catan_state_trade_ratio (state, who, card),
                                                     tt_catan_card_label (card));

          g_assert_true (gives[card]);
          g_assert_true (g_str_has_prefix (tt_move_choice_get_label (choice), prefix));
          g_assert_nonnull (tt_move_choice_get_detail (choice));
        }
      tt_ui_test_save_screenshot (window, "catan-bank-give");
      click_choice (view, CATAN_DECISION_GIVE, give);
    }
  /* what to get: "Get 1 ore", the hand after as the preview */
  g_assert_cmpuint (count_choices (draft, CATAN_DECISION_GET), ==, n_gets);
  {
    g_autofree char *prompt = g_strdup_printf (_("Which card will you take from the bank for %d %s?"),
                                               catan_state_trade_ratio (state, who, give),
                                               tt_catan_card_label (give));

    g_assert_true (g_str_has_suffix (prompt_of (view), prompt));
  }
  choices = tt_move_draft_get_choices (draft);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);

      if (tt_move_choice_get_decision (choice)->kind != CATAN_DECISION_GET)
        continue;
      {
        g_autofree char *get = g_strdup_printf (_("Get 1 %s"),
                                                tt_catan_card_label (tt_move_choice_get_decision (choice)->value[0]));

        g_assert_cmpstr (tt_move_choice_get_label (choice), ==, get);
      }
      g_assert_nonnull (tt_move_choice_get_preview (choice));
      g_assert_nonnull (tt_move_choice_get_detail (choice));
    }
  tt_ui_test_save_screenshot (window, "catan-bank-get");
  /* Escape steps back over each choice, to nothing chosen */
  while (g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0)
    {
      guint path = g_list_model_get_n_items (tt_move_draft_get_path (draft));

      activate (view, "catan.cancel", -1);
      g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, path - 1);
    }
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n);
  return n_gives > 1;
}

/* A build that cannot be used says why, in the engine's words. */
static void
check_why (TtCatanView *view)
{
  TtCatanGame *game = view_game (view);
  const CatanState *state = tt_catan_game_get_state (game);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));
  CatanBuildCheck check;
  const char *note;

  catan_state_legal_moves (state, legal);
  catan_build_check (state, state->current, CATAN_BUILD_CITY, legal, &check);
  note = tt_catan_view_press_build (view, CATAN_BUILD_CITY);
  if (check.why == CATAN_WHY_OK)
    {
      g_assert_null (note);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.dismiss-why", NULL));
      return;
    }
  g_assert_nonnull (note);
  /* the note names the cards missing, in the user's language */
  if (check.why == CATAN_WHY_MISSING_CARDS)
    {
      g_autofree char *missing = tt_catan_cards_text (check.missing);

      g_assert_nonnull (strstr (note, missing));
    }
}

static gboolean
is_build_bar (GtkWidget     *widget,
              gconstpointer  data)
{
  return gtk_widget_has_css_class (widget, "catan-bar");
}

/* A second view of the same game in a window 360 pixels wide. */
static gboolean
is_end_turn (GtkWidget     *widget,
             gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_End Turn") == 0;
}

static void
assert_cells_in_sight (GtkWidget *view,
                       GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_FLOW_BOX_CHILD (child))
        {
          g_assert_true (gtk_widget_compute_bounds (child, view, &bounds));
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (view) + 0.5);
        }
      else
        assert_cells_in_sight (view, child);
    }
}

static void
narrow_screenshot (TtCatanGame *game,
                   const char  *name)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tt_catan_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_set_child (GTK_WINDOW (window), view);
  tt_play_view_set_game (TT_PLAY_VIEW (view), TT_GAME (game));
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_settle (300);
  if (tt_catan_view_get_privacy_shown (TT_CATAN_VIEW (view)))
    g_assert_true (gtk_widget_activate_action (view, "catan.reveal", NULL));
  tt_ui_test_settle (100);
  /* the board and the acting player's choices stay on screen */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (tt_catan_view_get_board (TT_CATAN_VIEW (view)))), >, 200);
  /* every build stays in sight: the bar wraps rather than scroll */
  {
    GtkWidget *bar = tt_ui_test_find_descendant (view, is_build_bar, NULL);
    guint buttons = 0;

    g_assert_nonnull (bar);
    for (GtkWidget *cell = gtk_widget_get_first_child (bar); cell; cell = gtk_widget_get_next_sibling (cell))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (cell, view, &bounds));
        g_assert_cmpfloat (bounds.origin.x, >=, 0);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (view) + 0.5);
        buttons++;
      }
    g_assert_cmpuint (buttons, >=, 4);
  }
  /* every cell of the hand and the bar is in sight: they wrap */
  assert_cells_in_sight (view, view);
  /* the choices wrap too: nothing scrolls sideways */
  {
    GtkWidget *choices = tt_ui_test_find_descendant (view, is_choices, NULL);

    g_assert_nonnull (choices);
    for (GtkWidget *cell = gtk_widget_get_first_child (choices); cell; cell = gtk_widget_get_next_sibling (cell))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (cell, view, &bounds));
        g_assert_cmpfloat (bounds.origin.x, >=, 0);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (view) + 0.5);
      }
    g_assert_null (gtk_widget_get_ancestor (choices, GTK_TYPE_SCROLLED_WINDOW));
  }
  /* End Turn is in sight, the trades beside it or not */
  {
    GtkWidget *end = tt_ui_test_find_descendant (view, is_end_turn, NULL);
    graphene_rect_t bounds;

    if (end != NULL)
      {
        g_assert_true (gtk_widget_compute_bounds (end, view, &bounds));
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (view) + 0.5);
      }
  }
  tt_ui_test_save_screenshot (window, name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Three people at one screen play a base game to the end through the
 * view only (see perform()), with the privacy screen between two people
 * who both discard after a 7. */
static void
test_full_game (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  TtCatanView *view;
  TtCatanGame *game;
  gboolean checked_bank = FALSE, checked_bank_give = FALSE, checked_why = FALSE, shot = FALSE;
  gboolean two_discard = FALSE, discarded_this_seven = FALSE;
  guint n = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  view = start_game (window);
  game = view_game (view);
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-setup");
  while (!tt_game_get_finished (TT_GAME (game)) && n < 20000)
    {
      const CatanState *state = tt_catan_game_get_state (game);
      CatanAction action;

      int who = tt_game_get_current_player (TT_GAME (game));

      /* never anybody else's hand: hidden until the one who acts says so */
      g_assert_true (tt_catan_view_get_hand_player (view) == -1 || tt_catan_view_get_hand_player (view) == who);
      if (state->phase == CATAN_PHASE_DISCARD && tt_catan_view_get_hand_player (view) != who)
        {
          /* the second of two or more discarders at the screen */
          g_assert_true (tt_catan_view_get_privacy_shown (view));
          two_discard |= discarded_this_seven;
        }
      if (state->phase != CATAN_PHASE_DISCARD)
        discarded_this_seven = FALSE;
      reveal_if_asked (view);
      assert_marks_are_legal (view);
      g_assert_cmpint (tt_catan_board_get_state (tt_catan_view_get_board (view))->robber, ==, state->robber);
      if (state->phase == CATAN_PHASE_MAIN && !checked_why)
        {
          check_why (view);
          checked_why = TRUE;
        }
      /* the first bank trade, and the first with a choice of what to give */
      if (state->phase == CATAN_PHASE_MAIN && (!checked_bank || !checked_bank_give))
        {
          g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);
          guint gives = 0;

          for (guint i = 0; i < moves->len; i++)
            if (g_array_index (moves, CatanAction, i).type == CATAN_ACTION_BANK_TRADE)
              gives |= 1u << g_array_index (moves, CatanAction, i).res;
          if (gives != 0 && (!checked_bank || (gives & (gives - 1)) != 0))
            {
              if (!checked_bank)
                tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-main");
              checked_bank_give |= check_bank_trade (view, GTK_WIDGET (window));
              checked_bank = TRUE;
            }
        }
      if (!shot && state->turn > 20 && state->phase == CATAN_PHASE_MAIN)
        {
          shot = TRUE;
          tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-light");
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
          tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-dark");
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
          narrow_screenshot (game, "catan-narrow");
        }
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      perform (view, &action);
      discarded_this_seven |= action.type == CATAN_ACTION_DISCARD;
      n++;
    }
  g_assert_true (tt_game_get_finished (TT_GAME (game)));
  g_assert_true (two_discard);
  g_assert_true (checked_bank);
  g_assert_true (checked_why);
  tt_ui_test_spin ();
  tt_ui_test_save_screenshot (GTK_WIDGET (window), "catan-results");
  /* Play Again: a new view of the same game, no moves yet */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "game.play-again", NULL));
  tt_ui_test_spin ();
  {
    TtCatalogView *catalog = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play"));
    GtkWidget *page = tt_catalog_view_get_page (catalog);

    g_assert_true (TT_IS_CATAN_VIEW (page));
    g_assert_cmpuint (tt_game_get_n_moves (tt_play_view_get_game (TT_PLAY_VIEW (page))), ==, 0);
  }
}

/* Two people over the limit after a 7: the privacy screen comes up
 * between their discards and the hand on screen is always the
 * discarder's own. */
static void
test_seven_on_shared_screen (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (2);
  static const char * const dice[] = { "[3, 3]", "[4, 4]", "[2, 3]", "[4, 5]", "[5, 5]", "[1, 3]", "[6, 5]", "[1, 2]" };
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());
  const CatanState *state = tt_catan_game_get_state (game);
  CatanAction action;
  int discarders = 0;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  tt_play_view_set_game (TT_PLAY_VIEW (view), TT_GAME (game));
  tt_ui_test_settle (300);
  while (state->phase <= CATAN_PHASE_SETUP_ROAD)
    {
      g_assert_false (tt_catan_view_get_privacy_shown (view));
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_in_view (view, &action);
    }
  for (guint turn = 0; turn < 60; turn++)
    {
      g_autofree char *roll = NULL;
      g_autofree char *end = NULL;
      g_autoptr(JsonNode) r = NULL;
      g_autoptr(JsonNode) e = NULL;
      int big = 0;

      for (int p = 0; p < 3; p++)
        big += catan_state_hand_size (state, p) > 7;
      if (big >= 2)
        break;
      reveal_if_asked (view);
      roll = g_strdup_printf ("{\"type\": \"roll\", \"player\": %d, \"dice\": %s}",
                              state->current, dice[turn % G_N_ELEMENTS (dice)]);
      r = json_from_string (roll, NULL);
      g_assert_true (tt_game_play (TT_GAME (game), json_node_get_object (r), NULL));
      end = g_strdup_printf ("{\"type\": \"end\", \"player\": %d}", state->current);
      e = json_from_string (end, NULL);
      g_assert_true (tt_game_play (TT_GAME (game), json_node_get_object (e), NULL));
    }
  reveal_if_asked (view);
  {
    g_autofree char *seven = g_strdup_printf ("{\"type\": \"roll\", \"player\": %d, \"dice\": [3, 4]}", state->current);
    g_autoptr(JsonNode) node = json_from_string (seven, NULL);

    g_assert_true (tt_game_play (TT_GAME (game), json_node_get_object (node), NULL));
  }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_DISCARD);
  while (state->phase == CATAN_PHASE_DISCARD)
    {
      int who = tt_game_get_current_player (TT_GAME (game));

      /* never anyone else's hand */
      g_assert_true (tt_catan_view_get_hand_player (view) == -1 || tt_catan_view_get_hand_player (view) == who);
      if (tt_catan_view_get_hand_player (view) != who)
        {
          g_assert_true (tt_catan_view_get_privacy_shown (view));
          tt_ui_test_save_screenshot (window, "catan-pass");
          reveal_if_asked (view);
          assert_board_has_focus (view);
        }
      g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, who);
      /* the roller's turn, the discarder asked beside it */
      assert_banner_names (view, state->current);
      if (discarders == 0)
        {
          const CatanPlayer *p = &state->players[who];
          guint kinds = 0, owed = p->discard_owed;
          GtkWidget *first;
          int card;
          guint8 held;

          for (int c = 0; c < CATAN_N_CARDS; c++)
            kinds += p->cards[c] > 0;
          tt_ui_test_save_screenshot (window, "catan-discard");
          first = assert_readable_choices (view, kinds);
          card = tt_move_choice_get_decision (choice_of (first))->value[0];
          held = p->cards[card];
          g_signal_emit_by_name (first, "clicked");
          g_assert_cmpuint (p->cards[card], ==, held - 1);
          g_assert_cmpuint (p->discard_owed, ==, owed - 1);
          g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, who);
        }
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      g_assert_cmpint (action.type, ==, CATAN_ACTION_DISCARD);
      play_in_view (view, &action);
      discarders++;
    }
  g_assert_cmpint (discarders, >=, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A saved game opens in a new Catan view at the same move, with the
 * hands hidden until the person to act is at the screen. */
static void
test_save_and_open (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  TtCatanView *view = start_game (window);
  TtCatanGame *game = view_game (view);
  g_autoptr(GRand) rng = g_rand_new_with_seed (12);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "saved-catan.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *page;
  guint n;

  while (tt_catan_game_get_state (game)->turn < 3)
    {
      CatanAction action;

      reveal_if_asked (view);
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_in_view (view, &action);
    }
  n = tt_game_get_n_moves (TT_GAME (game));
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (tt_game_save (TT_GAME (game), file, NULL, &error));
  g_assert_no_error (error);
  tt_window_open_file (window, file);
  tt_ui_test_spin ();
  page = tt_catalog_view_get_page (TT_CATALOG_VIEW (tt_window_get_catalog_view (window, "play")));
  g_assert_true (TT_IS_CATAN_VIEW (page));
  g_assert_true (TT_CATAN_VIEW (page) != view);
  g_assert_cmpuint (tt_game_get_n_moves (tt_play_view_get_game (TT_PLAY_VIEW (page))), ==, n);
  g_assert_true (tt_catan_view_get_privacy_shown (TT_CATAN_VIEW (page)));
  g_assert_cmpint (tt_catan_view_get_hand_player (TT_CATAN_VIEW (page)), ==, -1);
}

/* An offer between people at one screen: every other seat answers in
 * turn behind the privacy screen, then the offerer picks a partner. */
static void
test_player_trade (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());
  const CatanState *state = tt_catan_game_get_state (game);
  CatanAction action;
  int offerer, give = -1, get;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  tt_play_view_set_game (TT_PLAY_VIEW (view), TT_GAME (game));
  tt_ui_test_settle (300);
  while (state->phase != CATAN_PHASE_MAIN)
    {
      reveal_if_asked (view);
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      if (action.type == CATAN_ACTION_END_TURN)
        continue;
      play_in_view (view, &action);
    }
  offerer = state->current;
  for (int c = 0; c < CATAN_N_RESOURCES && give < 0; c++)
    if (state->players[offerer].cards[c] > 0)
      give = c;
  g_assert_cmpint (give, >=, 0);
  /* a card the first to answer holds, so that accepting is open to them */
  get = (give + 1) % CATAN_N_RESOURCES;
  for (int c = 0; c < CATAN_N_RESOURCES; c++)
    if (c != give && state->players[(offerer + 1) % 3].cards[c] > 0)
      get = c;
  catan_action_init (&action, CATAN_ACTION_OFFER, offerer);
  action.give[give] = 1;
  action.get[get] = 1;
  play_in_view (view, &action);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  /* the two others, one after the other, each behind the privacy screen */
  for (int i = 1; i <= 2; i++)
    {
      int who = (offerer + i) % 3;
      g_autoptr(GArray) moves = NULL;

      g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, who);
      g_assert_true (tt_catan_view_get_privacy_shown (view));
      reveal_if_asked (view);
      assert_board_has_focus (view);
      g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, who);
      /* still the offerer's turn while the others answer */
      assert_banner_names (view, offerer);
      moves = tt_test_catan_actor_moves (game);
      g_assert_cmpuint (moves->len, >=, 1);
      if (i == 1)
        {
          /* Accept first, saying what goes each way; Decline after it */
          GtkWidget *first = assert_readable_choices (view, moves->len);

          g_assert_cmpint (tt_move_choice_get_decision (choice_of (first))->value[0], ==, CATAN_ACTION_ACCEPT);
          g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (first), "you give"));
          tt_ui_test_save_screenshot (window, "catan-answer");
        }
      catan_action_init (&action, i == 1 && state->players[who].cards[get] > 0 ? CATAN_ACTION_ACCEPT
                                                                              : CATAN_ACTION_REJECT, who);
      play_in_view (view, &action);
    }
  /* back to the offerer, who picks a partner or withdraws */
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, offerer);
  reveal_if_asked (view);
  g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, offerer);
  {
    g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);

    g_assert_cmpuint (moves->len, >=, 1);
    action = g_array_index (moves, CatanAction, 0);
    g_assert_true (action.type == CATAN_ACTION_CONFIRM || action.type == CATAN_ACTION_CANCEL);
    tt_ui_test_save_screenshot (window, "catan-trade");
    play_in_view (view, &action);
  }
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* With open hands (set on the new-game page) the privacy screen never
 * comes up, and the hand shown is always the acting person's. */
static void
test_open_hands (void)
{
  g_autoptr(TtRecord) record = tt_record_new ("catan");
  g_autoptr(GRand) rng = g_rand_new_with_seed (8);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtGame) game = NULL;
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());

  tt_record_add_player (record, "Ann", "red");
  tt_record_add_player (record, "Bo", "blue");
  tt_record_add_player (record, "Cy", "orange");
  record->seed = 8;
  json_object_set_string_member (record->root, "board", "beginner");
  json_object_set_boolean_member (record->root, "open_hands", TRUE);
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  tt_play_view_set_game (TT_PLAY_VIEW (view), game);
  for (guint i = 0; i < 150 && !tt_game_get_finished (game); i++)
    {
      CatanAction action;

      g_assert_false (tt_catan_view_get_privacy_shown (view));
      g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, tt_game_get_current_player (game));
      g_assert_true (tt_test_catan_choose (TT_CATAN_GAME (game), rng, &action));
      play_in_view (view, &action);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Cities and Knights through the view: the marks stay the legal places,
 * the build bar's knight and wall presses answer, the status line shows
 * the barbarians. */
static void
test_cities_and_knights (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (4, 9, TRUE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (9);
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());
  gboolean shot = FALSE;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  gtk_window_present (GTK_WINDOW (window));
  tt_play_view_set_game (TT_PLAY_VIEW (view), TT_GAME (game));
  tt_ui_test_settle (300);
  for (guint i = 0; i < 500 && !tt_game_get_finished (TT_GAME (game)); i++)
    {
      const CatanState *state = tt_catan_game_get_state (game);
      CatanAction action;

      reveal_if_asked (view);
      assert_marks_are_legal (view);
      if (state->phase == CATAN_PHASE_MAIN)
        {
          for (int build = CATAN_BUILD_KNIGHT; build <= CATAN_BUILD_WALL; build++)
            {
              tt_catan_view_press_build (view, build);
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.cancel", NULL));
            }
          if (!shot && state->turn > 10)
            {
              shot = TRUE;
              tt_ui_test_save_screenshot (window, "catan-ck");
              narrow_screenshot (game, "catan-ck-narrow");
            }
        }
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      play_in_view (view, &action);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static TtCatanView *
view_in_window (TtGame    *game,
                GtkWidget *window)
{
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  tt_play_view_set_game (TT_PLAY_VIEW (view), game);
  tt_ui_test_settle (200);
  return view;
}

/* Plays the driver's moves through the view until `player` may offer. */
static void
play_to_offer (TtCatanView *view,
               GRand       *rng,
               int          player)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (view));
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));

  while (!(state->phase == CATAN_PHASE_MAIN && state->current == player))
    {
      CatanAction action;

      if (!tt_game_is_human_turn (game))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      reveal_if_asked (view);
      g_assert_true (tt_test_catan_choose (TT_CATAN_GAME (game), rng, &action));
      perform (view, &action);
    }
  reveal_if_asked (view);
}

static int
first_held (const CatanPlayer *player,
            int                not1,
            int                not2)
{
  for (int c = 0; c < CATAN_N_RESOURCES; c++)
    if (player->cards[c] > 0 && c != not1 && c != not2)
      return c;
  return -1;
}

/* The offer through the draft: "Offer a Trade" asks which card to give
 * (one choice per kind held, "Give 1 wool") and has the editor of other
 * amounts beside; after the give it asks what to ask for ("Ask for 1
 * brick", the offer in words), and Escape steps back to the give. */
static void
check_offer_draft (TtCatanView *view,
                   GtkWidget   *window,
                   int          give)
{
  TtCatanGame *game = view_game (view);
  const CatanState *state = tt_catan_game_get_state (game);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  g_autofree char *label = g_strdup_printf (_("Give 1 %s"), tt_catan_card_label (give));
  guint held = 0;
  TtMoveChoice *choice;

  for (int c = 0; c < CATAN_N_RESOURCES; c++)
    held += state->players[0].cards[c] > 0;
  activate (view, "catan.offer", -1);
  g_assert_null (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  if (held > 1)
    {
      TtRulesDecision d = { CATAN_DECISION_GIVE, { give } };

      g_assert_cmpuint (count_choices (draft, CATAN_DECISION_GIVE), ==, held);
      g_assert_true (g_str_has_suffix (prompt_of (view), _("Which card will you offer?")));
      choice = tt_move_draft_find_choice (draft, &d);
      g_assert_nonnull (choice);
      g_assert_cmpstr (tt_move_choice_get_label (choice), ==, label);
      tt_ui_test_save_screenshot (window, "catan-offer-give");
      click_choice (view, CATAN_DECISION_GIVE, give);
    }
  {
    g_autofree char *prompt = g_strdup_printf (_("Which card will you ask for in return for 1 %s?"),
                                               tt_catan_card_label (give));

    g_assert_true (g_str_has_suffix (prompt_of (view), prompt));
  }
  {
    TtRulesDecision d = { CATAN_DECISION_GET, { (give + 1) % CATAN_N_RESOURCES } };
    g_autofree char *ask = g_strdup_printf (_("Ask for 1 %s"), tt_catan_card_label ((give + 1) % CATAN_N_RESOURCES));

    choice = tt_move_draft_find_choice (draft, &d);
    g_assert_nonnull (choice);
    g_assert_cmpstr (tt_move_choice_get_label (choice), ==, ask);
    g_assert_nonnull (tt_move_choice_get_detail (choice));
  }
  /* the editor of amounts is one button away */
  g_assert_nonnull (tt_ui_test_find_descendant (GTK_WIDGET (view), is_amounts_button, NULL));
  tt_ui_test_save_screenshot (window, "catan-offer-get");
  if (held > 1)
    {
      activate (view, "catan.cancel", -1);
      g_assert_cmpuint (count_choices (draft, CATAN_DECISION_GIVE), ==, held);
    }
  activate (view, "catan.cancel", -1);
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 0);
}

/* People at one screen: Ann offers, Bo answers with changed terms, Cy
 * answers the offer; Ann takes Bo's counter-offer and the cards move as
 * it says, through the engine's own trade moves. A counter-offer that
 * breaks the rules is refused in the dialog. */
static void
test_counter_offer (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = view_in_window (TT_GAME (game), window);
  const CatanState *state = tt_catan_game_get_state (game);
  const TtRecord *record = tt_game_get_record (TT_GAME (game));
  CatanPlayer ann, bo;
  CatanAction action;
  int give, get, bo_gives;
  guint n;

  play_to_offer (view, rng, 0);
  give = first_held (&state->players[0], -1, -1);
  g_assert_cmpint (give, >=, 0);
  get = (give + 1) % CATAN_N_RESOURCES;
  /* the editor of any amounts fits its window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.offer-amounts", NULL));
  assert_dialog_fits ("catan-offer");
  gtk_window_destroy (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  tt_ui_test_settle (100);
  /* Ann offers 1 `give` for 1 `get` through the draft: what she gives,
   * then what she asks for */
  check_offer_draft (view, window, give);
  catan_action_init (&action, CATAN_ACTION_OFFER, 0);
  action.give[give] = 1;
  action.get[get] = 1;
  activate (view, "catan.offer", -1);
  g_assert_true (tt_catan_view_choose (view, &action));
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  /* Bo, behind the privacy screen, opens the counter-offer dialog */
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 1);
  g_assert_true (tt_catan_view_get_privacy_shown (view));
  reveal_if_asked (view);
  bo_gives = first_held (&state->players[1], give, -1);
  g_assert_cmpint (bo_gives, >=, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.counter", NULL));
  tt_ui_test_settle (100);
  g_assert_nonnull (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  tt_ui_test_save_screenshot (GTK_WIDGET (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW)), "catan-counter-offer");
  /* one card for the same card: refused, the dialog stays */
  n = tt_game_get_n_moves (TT_GAME (game));
  catan_action_init (&action, CATAN_ACTION_OFFER, 1);
  action.give[bo_gives] = 1;
  action.get[bo_gives] = 1;
  g_assert_true (tt_catan_view_choose (view, &action));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n);
  /* Bo gives 1 `bo_gives` and asks 1 `give` */
  catan_action_init (&action, CATAN_ACTION_OFFER, 1);
  action.give[bo_gives] = 1;
  action.get[give] = 1;
  g_assert_true (tt_catan_view_choose (view, &action));
  /* the engine heard "no" to the offer */
  g_assert_cmpint (state->players[1].trade_answer, ==, 0);
  /* Cy answers the offer as it stands */
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 2);
  g_assert_true (tt_catan_view_get_privacy_shown (view));
  reveal_if_asked (view);
  catan_action_init (&action, CATAN_ACTION_REJECT, 2);
  perform (view, &action);
  /* back to Ann: she takes Bo's counter-offer */
  g_assert_cmpint (tt_game_get_current_player (TT_GAME (game)), ==, 0);
  reveal_if_asked (view);
  tt_ui_test_save_screenshot (window, "catan-counter-choose");
  ann = state->players[0];
  bo = state->players[1];
  n = tt_game_get_n_moves (TT_GAME (game));
  catan_action_init (&action, CATAN_ACTION_CONFIRM, 0);
  action.victim = 1;
  g_assert_true (tt_catan_view_choose (view, &action));
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpint (state->players[0].cards[give], ==, ann.cards[give] - 1);
  g_assert_cmpint (state->players[0].cards[bo_gives], ==, ann.cards[bo_gives] + 1);
  g_assert_cmpint (state->players[1].cards[give], ==, bo.cards[give] + 1);
  g_assert_cmpint (state->players[1].cards[bo_gives], ==, bo.cards[bo_gives] - 1);
  /* withdraw, the counter offered, accepted by Bo, closed */
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, n + 4);
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n), "type"), ==, "cancel");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 1), "type"), ==, "offer");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 2), "type"), ==, "accept");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 3), "type"), ==, "confirm");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A person's offer to computers: each answers through the AI, then the
 * person picks one who accepted (or withdraws when nobody did). */
static void
test_offer_to_computers (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (6);
  g_autoptr(TtGame) game = NULL;
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view;
  const CatanState *state;
  CatanAction action;
  int give, accepted = -1;

  game = TT_GAME (tt_test_catan_new_game_against (3, 3, FALSE, "normal"));
  view = view_in_window (game, window);
  state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  play_to_offer (view, rng, 0);
  give = first_held (&state->players[0], -1, -1);
  g_assert_cmpint (give, >=, 0);
  /* generous: two cards for one, in the editor of amounts */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.offer-amounts", NULL));
  catan_action_init (&action, CATAN_ACTION_OFFER, 0);
  action.give[give] = MIN (2, state->players[0].cards[give]);
  action.get[(give + 1) % CATAN_N_RESOURCES] = 1;
  g_assert_true (tt_catan_view_choose (view, &action));
  while (tt_game_get_current_player (game) != 0)
    g_main_context_iteration (NULL, TRUE);
  /* the computers answered (a counter of theirs: test_computer_counter) */
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  for (int p = 1; p < 3; p++)
    {
      g_assert_cmpint (state->players[p].trade_answer, >=, 0);
      if (state->players[p].trade_answer == 1)
        accepted = p;
    }
  if (accepted > 0)
    {
      catan_action_init (&action, CATAN_ACTION_CONFIRM, 0);
      action.victim = (gint8) accepted;
    }
  else
    catan_action_init (&action, CATAN_ACTION_CANCEL, 0);
  g_assert_true (tt_catan_view_choose (view, &action));
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a Normal computer at `seat` would decline `offer` and name terms
 * of its own, whatever the seed of its samples. */
static gboolean
counter_expected (const CatanState  *state,
                  const CatanAction *offer,
                  int                seat)
{
  g_autoptr(CatanState) offered = catan_state_copy (state);
  CatanAction copy = *offer;

  if (!catan_state_apply (offered, &copy, NULL, NULL))
    return FALSE;
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      guint8 give[CATAN_N_CARDS], get[CATAN_N_CARDS];
      CatanAiParams params;
      CatanAction answer;

      catan_ai_params_init (&params, CATAN_AI_NORMAL);
      params.seed = seed;
      if (!catan_ai_choose (offered, seat, &params, NULL, &answer, NULL, NULL)
          || answer.type != CATAN_ACTION_REJECT
          || !catan_ai_counter_offer (offered, seat, &params, give, get))
        return FALSE;
    }
  return TRUE;
}

/* An offer of Ann's (one or two of a kind she holds for one of another)
 * that a computer declines with a counter. */
static gboolean
find_countered_offer (const CatanState *state,
                      CatanAction      *offer)
{
  for (int give = 0; give < CATAN_N_RESOURCES; give++)
    for (int n = 1; n <= MIN (2, state->players[0].cards[give]); n++)
      for (int get = 0; get < CATAN_N_RESOURCES; get++)
        {
          if (get == give)
            continue;
          catan_action_init (offer, CATAN_ACTION_OFFER, 0);
          offer->give[give] = (guint8) n;
          offer->get[get] = 1;
          for (int seat = 1; seat < state->options.n_players; seat++)
            if (counter_expected (state, offer, seat))
              return TRUE;
        }
  return FALSE;
}

/* In the counter dialog, the button that takes a counter (it carries the
 * move the view's choose() looks for), in any language. */
static gboolean
is_accept_button (GtkWidget    *widget,
                  gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "catan-counter-seat") != NULL;
}

/* The seat whose counter `button` takes. */
static int
counter_seat (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "catan-counter-seat")) - 1;
}

/* A counter's side: 1 what the offerer gives, 2 what it gets. */
static gboolean
is_counter_side (GtkWidget    *widget,
                 gconstpointer data)
{
  return ADW_IS_ACTION_ROW (widget) && g_object_get_data (G_OBJECT (widget), "catan-counter-side") == data;
}

/* The cards `after` holds more (sign 1) or fewer (-1) than `before`. */
static char *
hand_change (const CatanPlayer *before,
             const CatanPlayer *after,
             int                sign)
{
  guint8 cards[CATAN_N_CARDS];

  for (int k = 0; k < CATAN_N_CARDS; k++)
    cards[k] = (guint8) MAX (0, sign * (after->cards[k] - before->cards[k]));
  return tt_catan_cards_text (cards);
}

/* Plays Ann's game against Normal computers to an offer of hers that one
 * of them declines with a counter, made through the offer dialog as she
 * would; returns the counter dialog once the answers are in. */
static GtkWindow *
offer_to_be_countered (TtCatanView *view,
                       GRand       *rng)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (view));
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  gboolean found = FALSE;
  CatanAction offer;

  play_to_offer (view, rng, 0);
  for (int turn = 0; turn < 12 && !(found = find_countered_offer (state, &offer)); turn++)
    {
      CatanAction end;

      catan_action_init (&end, CATAN_ACTION_END_TURN, 0);
      perform (view, &end);
      play_to_offer (view, rng, 0);
    }
  g_assert_true (found);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.offer-amounts", NULL));
  g_assert_true (tt_catan_view_choose (view, &offer));
  while (tt_game_get_current_player (game) != 0)
    g_main_context_iteration (NULL, TRUE);
  tt_ui_test_settle (100);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  g_assert_nonnull (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  return tt_ui_test_find_toplevel (ADW_TYPE_WINDOW);
}

/* A person's offer to computers that one declines with terms of its own:
 * the counter comes back in a dialog (who proposes what, with Accept and
 * Decline) and among the choices; Accept plays it through the engine's
 * trade moves, the hands change as the dialog said and the log tells. */
static void
test_computer_counter (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (6);
  g_autoptr(TtGame) game = TT_GAME (tt_test_catan_new_game_against (3, 3, FALSE, "normal"));
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = view_in_window (game, window);
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  const TtRecord *record = tt_game_get_record (game);
  GListModel *log = tt_game_get_log (game);
  GtkWindow *dialog = offer_to_be_countered (view, rng);
  GtkWidget *accept, *gives, *gets, *group;
  CatanPlayer ann, partner;
  g_autofree char *lost = NULL, *gained = NULL, *partner_lost = NULL, *partner_gained = NULL;
  g_autofree char *said_give = NULL, *said_get = NULL;
  gboolean said = FALSE;
  int seat = -1, min_width;
  guint n;

  /* the counter dialog: who proposes, what each side gives */
  tt_ui_test_save_screenshot (GTK_WIDGET (dialog), "catan-computer-counter");
  /* a phone's 360 pixels still hold it */
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  gtk_window_set_default_size (dialog, 360, 400);
  tt_ui_test_settle (100);
  tt_ui_test_save_screenshot (GTK_WIDGET (dialog), "catan-computer-counter-narrow");
  accept = tt_ui_test_find_descendant (GTK_WIDGET (dialog), is_accept_button, NULL);
  g_assert_nonnull (accept);
  g_assert_true (gtk_widget_get_sensitive (accept));
  seat = counter_seat (accept);
  g_assert_cmpint (seat, >, 0);
  g_assert_cmpint (state->players[seat].trade_answer, ==, 0);
  group = gtk_widget_get_ancestor (accept, ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (group);
  g_assert_nonnull (strstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)),
                            tt_game_get_player_name (game, seat)));
  gives = tt_ui_test_find_descendant (group, is_counter_side, GINT_TO_POINTER (1));
  gets = tt_ui_test_find_descendant (group, is_counter_side, GINT_TO_POINTER (2));
  g_assert_nonnull (gives);
  g_assert_nonnull (gets);
  said_give = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (gives)));
  said_get = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (gets)));

  ann = state->players[0];
  partner = state->players[seat];
  n = tt_game_get_n_moves (game);
  g_signal_emit_by_name (accept, "clicked");
  tt_ui_test_settle (100);
  g_assert_null (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  /* withdraw, the counter offered, accepted by the computer, closed */
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n + 4);
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n), "type"), ==, "cancel");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 1), "type"), ==, "offer");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 2), "type"), ==, "accept");
  g_assert_cmpstr (json_object_get_string_member (tt_record_get_move (record, n + 3), "type"), ==, "confirm");
  /* the hands changed as the dialog said, both ways */
  lost = hand_change (&ann, &state->players[0], -1);
  gained = hand_change (&ann, &state->players[0], 1);
  partner_lost = hand_change (&partner, &state->players[seat], -1);
  partner_gained = hand_change (&partner, &state->players[seat], 1);
  g_assert_cmpstr (lost, ==, said_give);
  g_assert_cmpstr (gained, ==, said_get);
  g_assert_cmpstr (partner_gained, ==, lost);
  g_assert_cmpstr (partner_lost, ==, gained);
  /* the log tells the computer took the trade */
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TtLogEntry) entry = g_list_model_get_item (log, i);

      said |= tt_log_entry_get_move (entry) == (int) n + 2 && tt_log_entry_get_player (entry) == seat
              && tt_log_entry_get_text (entry)[0] != '\0';
    }
  g_assert_true (said);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_decline_button (GtkWidget    *widget,
                   gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "catan-counter-decline") != NULL;
}

/* Declining a computer's counter takes it from the dialog and from the
 * choices; the offer stays open until Ann withdraws it. */
static void
test_computer_counter_declined (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (6);
  g_autoptr(TtGame) game = TT_GAME (tt_test_catan_new_game_against (3, 3, FALSE, "normal"));
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = view_in_window (game, window);
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  GtkWindow *dialog = offer_to_be_countered (view, rng);
  GtkWidget *accept = tt_ui_test_find_descendant (GTK_WIDGET (dialog), is_accept_button, NULL);
  GtkWidget *decline = tt_ui_test_find_descendant (GTK_WIDGET (dialog), is_decline_button, NULL);
  guint n = tt_game_get_n_moves (game);
  CatanAction take;

  g_assert_nonnull (accept);
  g_assert_nonnull (decline);
  catan_action_init (&take, CATAN_ACTION_CONFIRM, 0);
  take.victim = (gint8) counter_seat (accept);
  g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (decline), "catan-counter-decline")), ==,
                   take.victim + 1);
  g_signal_emit_by_name (decline, "clicked");
  tt_ui_test_settle (100);
  /* one counter came: the dialog is gone, and the counter with it */
  g_assert_null (tt_ui_test_find_toplevel (ADW_TYPE_WINDOW));
  g_assert_false (tt_catan_view_choose (view, &take));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n);
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_TRADE);
  catan_action_init (&take, CATAN_ACTION_CANCEL, 0);
  g_assert_true (tt_catan_view_choose (view, &take));
  g_assert_cmpint (state->phase, ==, CATAN_PHASE_MAIN);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether every member of `expected` is in `move` with the same value
 * (but the chance outcomes). */
static gboolean
move_has (JsonObject *move,
          JsonObject *expected)
{
  g_autoptr(GList) members = json_object_get_members (expected);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (move, l->data);

      /* chance the example forces, the view leaves to the dice */
      if (g_str_equal (l->data, "player") || g_str_equal (l->data, "event") || g_str_equal (l->data, "draws"))
        continue;
      if (node == NULL || !json_node_equal (node, json_object_get_member (expected, l->data)))
        return FALSE;
    }
  return TRUE;
}

/* Every kind of progress card that is played (all but the two that are
 * points) through the view: the rule examples under tests/records/catan/
 * are replayed up to their card, and the person plays it as the example
 * does, picking places on the board, dice, players and cards; the move
 * recorded is the example's. */
static void
test_progress_cards (void)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *dirname = g_build_filename (root != NULL ? root : "..", "tests", "records", "catan", NULL);
  g_autoptr(GDir) dir = g_dir_open (dirname, 0, NULL);
  guint32 played = 0;
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dirname, name, NULL);
      g_autoptr(TtRecord) record = NULL;
      g_autoptr(TtGame) game = NULL;
      g_autoptr(JsonObject) last = NULL;
      g_autoptr(GError) error = NULL;
      GtkWidget *window;
      TtCatanView *view;
      CatanAction action;
      guint n;

      if (!g_str_has_prefix (name, "ck-card-") || !g_str_has_suffix (name, ".json"))
        continue;
      record = tt_record_load_file (path, &error);
      g_assert_no_error (error);
      if (json_object_has_member (record->root, "expect_error"))
        continue;
      /* up to the example's last card (moves after it show its effect) */
      for (n = tt_record_get_n_moves (record); n > 0; n--)
        if (g_strcmp0 (json_object_get_string_member_with_default (tt_record_get_move (record, n - 1), "type", ""),
                       "progress") == 0)
          break;
      if (n == 0)
        continue;
      last = json_object_ref (tt_record_get_move (record, n - 1));
      tt_record_truncate_moves (record, n - 1);
      game = tt_game_new_for_record (record, &error);
      g_assert_no_error (error);
      g_assert_true (catan_move_from_json (tt_catan_game_get_state (TT_CATAN_GAME (game)), last, name, "",
                                           &action, &error));
      g_assert_no_error (error);
      window = gtk_window_new ();
      view = view_in_window (game, window);
      reveal_if_asked (view);
      g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, action.player);
      if (action.card == CATAN_PROGRESS_INVENTOR)
        {
          activate (view, "catan.play-progress", action.card);
          tt_ui_test_settle (50);
          tt_ui_test_save_screenshot (window, "catan-inventor");
          gtk_widget_activate_action (GTK_WIDGET (view), "catan.cancel", NULL);
        }
      perform (view, &action);
      g_assert_cmpuint (tt_game_get_n_moves (game), ==, n);
      if (!move_has (tt_record_get_move (tt_game_get_record (game), n - 1), last))
        g_error ("%s: the view played another move", name);
      played |= 1u << action.card;
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_assert_cmphex (played, ==, ((1u << CATAN_N_PROGRESS) - 1)
                                & ~(1u << CATAN_PROGRESS_PRINTER) & ~(1u << CATAN_PROGRESS_CONSTITUTION));
}

/* The choice of the draft's next decision `kind` = `value`, or NULL. */
static TtMoveChoice *
draft_choice (TtMoveDraft *draft,
              int          kind,
              int          value)
{
  TtRulesDecision d = { kind, { value } };

  return tt_move_draft_find_choice (draft, &d);
}

/* The rule example `name` (tests/records/catan/) up to its first move of
 * `type` (its last one when `last`), as a game; that move is returned in
 * `move` and its number (from 1) in `number`. */
static TtGame *
game_before_move (const char  *name,
                  const char  *type,
                  gboolean     last,
                  JsonObject **move,
                  guint       *number)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root != NULL ? root : "..", "tests", "records", "catan", name, NULL);
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TtGame *game;
  guint total, n = 0;

  record = tt_record_load_file (path, &error);
  g_assert_no_error (error);
  total = tt_record_get_n_moves (record);
  for (guint i = 1; i <= total && (last || n == 0); i++)
    if (g_strcmp0 (json_object_get_string_member_with_default (tt_record_get_move (record, i - 1), "type", ""),
                   type) == 0)
      n = i;
  g_assert_cmpuint (n, >, 0);
  *move = json_object_ref (tt_record_get_move (record, n - 1));
  if (number != NULL)
    *number = n;
  tt_record_truncate_moves (record, n - 1);
  game = tt_game_new_for_record (record, &error);
  g_assert_no_error (error);
  return game;
}

/* A bank trade at a 2:1 harbour (the rules' example, Ari at the grain
 * harbour): the bank button asks what to give with the harbour's ratio in
 * the words, then what to get with the hand after; Escape steps back over
 * each choice and the trade is then made through the buttons, the move
 * recorded being the example's. Screenshots in light, dark and 360 px. */
static void
test_harbour_trade (void)
{
  guint n;
  g_autoptr(JsonObject) played = NULL;
  g_autoptr(TtGame) game = game_before_move ("harbour-ratio-2.json", "bank_trade", FALSE, &played, &n);
  GtkWidget *window;
  TtCatanView *view;
  TtMoveDraft *draft;
  TtMoveChoice *choice;
  const CatanState *state;
  int grain = catan_card_from_name ("grain"), ore = catan_card_from_name ("ore");

  state = tt_catan_game_get_state (TT_CATAN_GAME (game));
  g_assert_cmpint (catan_state_trade_ratio (state, 0, grain), ==, 2);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  view = view_in_window (game, window);
  reveal_if_asked (view);
  draft = tt_game_get_draft (game);

  activate (view, "catan.bank-trade", -1);
  g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, 1);
  choice = draft_choice (draft, CATAN_DECISION_GIVE, grain);
  if (choice != NULL)
    {
      /* several kinds could go: the harbour's is said as such */
      g_autofree char *label = g_strdup_printf (_("Give 2 %s (harbor)"), tt_catan_card_label (grain));

      g_assert_cmpstr (tt_move_choice_get_label (choice), ==, label);
      g_assert_nonnull (strstr (tt_move_choice_get_detail (choice), "2:1"));
      tt_ui_test_save_screenshot (window, "catan-harbour-give");
      click_choice (view, CATAN_DECISION_GIVE, grain);
    }
  else
    {
      /* grain is the only kind: the give was taken at once, and the
       * question is what to get */
      g_assert_cmpuint (count_choices (draft, CATAN_DECISION_GIVE), ==, 0);
    }
  choice = draft_choice (draft, CATAN_DECISION_GET, ore);
  g_assert_nonnull (choice);
  {
    g_autofree char *get = g_strdup_printf (_("Get 1 %s"), tt_catan_card_label (ore));
    g_autofree char *prompt = g_strdup_printf (_("Which card will you take from the bank for %d %s?"), 2,
                                               tt_catan_card_label (grain));

    g_assert_cmpstr (tt_move_choice_get_label (choice), ==, get);
    g_assert_true (g_str_has_suffix (prompt_of (view), prompt));
  }
  if (g_getenv ("TABLETOP_LOCALEDIR") == NULL)
    g_assert_cmpstr (tt_move_choice_get_detail (choice), ==, "You give 2 grain and get 1 ore");
  g_assert_nonnull (tt_move_choice_get_preview (choice));
  g_assert_nonnull (tt_move_draft_describe (draft, played));
  tt_ui_test_save_screenshot (window, "catan-harbour-get");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  tt_ui_test_save_screenshot (window, "catan-harbour-get-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  tt_ui_test_settle (100);
  tt_ui_test_save_screenshot (window, "catan-harbour-get-narrow");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);

  /* Escape steps back: to what to give, then to nothing chosen */
  while (g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0)
    {
      guint taken = g_list_model_get_n_items (tt_move_draft_get_path (draft));

      activate (view, "catan.cancel", -1);
      g_assert_cmpuint (g_list_model_get_n_items (tt_move_draft_get_path (draft)), ==, taken - 1);
    }
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n - 1);

  /* and the trade made through the buttons is the example's */
  activate (view, "catan.bank-trade", -1);
  if (draft_choice (draft, CATAN_DECISION_GIVE, grain) != NULL)
    click_choice (view, CATAN_DECISION_GIVE, grain);
  click_choice (view, CATAN_DECISION_GET, ore);
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n);
  g_assert_true (move_has (tt_record_get_move (tt_game_get_record (game), n - 1), played));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A development card that asks something (Monopoly, Year of Plenty),
 * taken from the hand in the rule example: until it is played the
 * prompt under the board asks what the card asks, never for the roll,
 * and the move played is the example's. */
static void
test_dev_card_prompts (void)
{
  static const struct { const char *type; int card; const char *prompt; } cards[] = {
    { "monopoly", CATAN_DEV_MONOPOLY, "Monopoly:" },
    { "year_of_plenty", CATAN_DEV_YEAR_OF_PLENTY, "Year of Plenty:" },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
    {
      guint n;
      g_autoptr(JsonObject) played = NULL;
      g_autoptr(TtGame) game = game_before_move ("progress-cards-base.json", cards[c].type, FALSE, &played, &n);
      g_autoptr(GError) error = NULL;
      GtkWidget *window;
      TtCatanView *view;
      CatanAction action;

      g_assert_true (catan_move_from_json (tt_catan_game_get_state (TT_CATAN_GAME (game)), played,
                                           "progress-cards-base.json", "", &action, &error));
      g_assert_no_error (error);
      window = gtk_window_new ();
      view = view_in_window (game, window);
      reveal_if_asked (view);
      activate (view, "catan.play-dev", cards[c].card);
      g_assert_cmpuint (tt_game_get_n_moves (game), ==, n - 1);
      g_assert_true (g_str_has_prefix (prompt_of (view), cards[c].prompt));
      g_assert_null (strstr (prompt_of (view), "roll"));
      g_assert_true (tt_catan_view_choose (view, &action));
      g_assert_cmpuint (tt_game_get_n_moves (game), ==, n);
      if (!move_has (tt_record_get_move (tt_game_get_record (game), n - 1), played))
        g_error ("%s: the view played another move", cards[c].type);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

typedef struct
{
  TtCatanView *view;
  const char  *line;
} AttackWait;

static gboolean
attack_shows (gpointer data)
{
  AttackWait *wait = data;
  g_autofree char *text = tt_catan_view_get_attack_text (wait->view);

  return text != NULL && strstr (text, wait->line) != NULL;
}

/* A barbarian attack is told step by step: the ship, the strengths, who
 * won, who gains or loses; with animations off all at once, with them on
 * one step after the other. */
static void
test_barbarian_attack (void)
{
  static const struct {
    const char *record;
    const char *outcome;
    const char *detail;
  } cases[] = {
    { "ck-barbarians-defeated.json", "Catan is defended.", "is the Defender of Catan" },
    { "ck-barbarians-win-no-knights.json", "The barbarians win.", "loses the city at" },
    { "ck-barbarians-defender-tie.json", "Catan is defended.", "draws a progress card" },
  };
  GtkSettings *settings = gtk_settings_get_default ();

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; i <= G_N_ELEMENTS (cases); i++)
    {
      gboolean animated = i == G_N_ELEMENTS (cases);
      g_autoptr(JsonObject) roll = NULL;
      g_autoptr(TtGame) game = game_before_move (cases[animated ? 0 : i].record, "roll", TRUE, &roll, NULL);
      g_autoptr(GError) error = NULL;
      GtkWidget *window = gtk_window_new ();
      TtCatanView *view = view_in_window (game, window);
      g_autofree char *text = NULL;

      g_object_set (settings, "gtk-enable-animations", animated, NULL);
      g_assert_null (tt_catan_view_get_attack_text (view));
      /* public news: told above the privacy screen too */
      if (animated)
        reveal_if_asked (view);
      tt_game_play (game, roll, &error);
      g_assert_no_error (error);
      text = tt_catan_view_get_attack_text (view);
      g_assert_nonnull (text);
      g_assert_nonnull (strstr (text, "The barbarian ship lands on Catan."));
      if (animated)
        {
          AttackWait wait = { view, "every knight is inactive" };

          /* one step now, the others after it */
          g_assert_null (strstr (text, cases[0].outcome));
          g_assert_true (tt_ui_test_wait_until (attack_shows, &wait, 20000));
          tt_ui_test_settle (100);
          tt_ui_test_save_screenshot (window, "catan-attack");
        }
      else
        {
          g_assert_nonnull (strstr (text, cases[i].outcome));
          g_assert_nonnull (strstr (text, cases[i].detail));
          g_assert_nonnull (strstr (text, "every knight is inactive"));
        }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.dismiss-attack", NULL));
      g_assert_null (tt_catan_view_get_attack_text (view));
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

/* Once read, the attack card leaves the board with the next move a person
 * makes, without Continue (issue 29, item 4). */
static void
test_barbarian_attack_leaves (void)
{
  g_autoptr(JsonObject) roll = NULL;
  g_autoptr(TtGame) game = game_before_move ("ck-barbarians-defeated.json", "roll", TRUE, &roll, NULL);
  g_autoptr(GError) error = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view;
  g_autoptr(JsonArray) legal = NULL;

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  view = view_in_window (game, window);
  tt_game_play (game, roll, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tt_catan_view_get_attack_text (view));
  legal = tt_rules_legal_moves_json (tt_game_info_get_rules (tt_game_get_info (game)), tt_game_get_state (game));
  g_assert_cmpuint (json_array_get_length (legal), >, 0);
  g_assert_false (tt_game_is_computer (game, (guint) tt_game_get_move_player (game, tt_game_get_n_moves (game) - 1)));
  tt_game_play (game, json_array_get_object_element (legal, 0), &error);
  g_assert_no_error (error);
  g_assert_null (tt_catan_view_get_attack_text (view));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

static gboolean
nothing_flies (gpointer data)
{
  return tt_catan_view_get_n_flying_cards (data) == 0;
}

/* Rolls, as the player whose turn it is, a number that pays the
 * settlement at `corner`. */
static void
roll_for (TtGame           *game,
          const CatanState *state,
          int               corner)
{
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  int number = 0;

  for (int i = 0; i < 3 && number == 0; i++)
    {
      int hex = state->board->corners[corner].hexes[i];

      if (hex >= 0 && hex != state->robber && state->numbers[hex] != 0)
        number = state->numbers[hex];
    }
  g_assert_cmpint (number, >=, 2);
  json = g_strdup_printf ("{\"type\": \"roll\", \"player\": %d, \"dice\": [%d, %d]}", state->current,
                          number > 6 ? number - 6 : 1, number > 6 ? 6 : number - 1);
  node = json_from_string (json, NULL);
  tt_game_play (game, json_node_get_object (node), &error);
  g_assert_no_error (error);
}

/* Production: with animations on, cards fly from the hexes to the
 * plates after a roll and land; with them off, none fly. */
static void
test_production_flight (void)
{
  g_autoptr(TtCatanGame) game = tt_test_catan_new_game (3, 3, FALSE);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4);
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = view_in_window (TT_GAME (game), window);
  const CatanState *state = tt_catan_game_get_state (game);
  GtkSettings *settings = gtk_settings_get_default ();
  CatanAction action;

  while (state->phase <= CATAN_PHASE_SETUP_ROAD)
    {
      g_assert_true (tt_test_catan_choose (game, rng, &action));
      perform (view, &action);
    }
  reveal_if_asked (view);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  roll_for (TT_GAME (game), state, state->last_settlement);
  g_assert_cmpuint (tt_catan_view_get_n_flying_cards (view), ==, 0);
  activate (view, "catan.end-turn", -1);
  reveal_if_asked (view);
  tt_ui_test_settle (100);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  roll_for (TT_GAME (game), state, state->last_settlement);
  g_assert_cmpuint (tt_catan_view_get_n_flying_cards (view), >, 0);
  tt_ui_test_settle (60);
  tt_ui_test_save_screenshot (window, "catan-production");
  g_assert_true (tt_ui_test_wait_until (nothing_flies, view, 20000));
  /* landed, the window waits for the person without painting */
  g_assert_true (tt_ui_test_wait_still (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_results_page (GtkWidget     *widget,
                 gconstpointer  data)
{
  return TT_IS_RESULTS_PAGE (widget);
}

/* One person against three Normal computers plays Cities & Knights to
 * the end through the view only: every move of the person goes through
 * the bar, the board, the hand, the choices and the dialogs; the
 * computers answer through the game's runner; the person's hand is the
 * only one ever shown; the results page comes up at the end. */
static void
test_cities_and_knights_against_computers (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  g_autoptr(TtGame) game = NULL;
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = TT_CATAN_VIEW (tt_catan_view_new ());
  GtkWidget *results;
  guint person_moves = 0, progress_played = 0;
  gboolean shot = FALSE;

  game = TT_GAME (tt_test_catan_new_game_against (4, 1, TRUE, "normal"));
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  tt_play_view_set_game (TT_PLAY_VIEW (view), game);
  /* the window is shown only for the pictures: drawing every computer
   * move on a software renderer would make the test slow, and the view
   * works the same unmapped */
  while (!tt_game_get_finished (game) && person_moves < 5000)
    {
      const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));
      CatanAction action;

      /* alone against computers: no privacy screen, only Ann's hand */
      g_assert_false (tt_catan_view_get_privacy_shown (view));
      g_assert_cmpint (tt_catan_view_get_hand_player (view), ==, 0);
      if (!tt_game_is_human_turn (game))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      assert_marks_are_legal (view);
      g_assert_true (tt_test_catan_choose (TT_CATAN_GAME (game), rng, &action));
      progress_played += action.type == CATAN_ACTION_PROGRESS;
      if (!shot && state->turn > 12 && state->phase == CATAN_PHASE_MAIN)
        {
          shot = TRUE;
          gtk_window_present (GTK_WINDOW (window));
          tt_ui_test_settle (200);
          tt_ui_test_save_screenshot (window, "catan-ck-computers");
          gtk_widget_set_visible (window, FALSE);
        }
      perform (view, &action);
      person_moves++;
    }
  g_assert_true (tt_game_get_finished (game));
  g_assert_cmpint (tt_catan_game_get_state (TT_CATAN_GAME (game))->winner, >=, 0);
  g_assert_cmpuint (progress_played, >, 0);
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_settle (200);
  results = tt_ui_test_find_descendant (GTK_WIDGET (view), is_results_page, NULL);
  g_assert_nonnull (results);
  g_assert_true (gtk_widget_get_mapped (results));
  tt_ui_test_save_screenshot (window, "catan-ck-results");
  gtk_window_destroy (GTK_WINDOW (window));
}


/* The hex with most players to rob among the acting player's robber
 * moves, and how many there are; -1 when none has two. */
static int
hex_with_victims (const GArray *moves,
                  guint        *n_victims)
{
  int best = -1;

  *n_victims = 0;
  for (guint i = 0; i < moves->len; i++)
    {
      const CatanAction *a = &g_array_index (moves, CatanAction, i);
      guint n = 0;

      if (a->type != CATAN_ACTION_ROBBER)
        continue;
      for (guint j = 0; j < moves->len; j++)
        n += g_array_index (moves, CatanAction, j).type == CATAN_ACTION_ROBBER
             && g_array_index (moves, CatanAction, j).where == a->where;
      if (n >= 2 && n > *n_victims)
        {
          best = a->where;
          *n_victims = n;
        }
    }
  return best;
}

/* The robber through the move draft: the hex on the board, then whom
 * among the choices (one button a player, the first takes a card);
 * Escape goes back to the hexes. */
/* A game of people at the robber's move, with two players or more to
 * rob at one hex: *hex, and how many. */
static TtCatanGame *
game_at_robber (int   *hex,
                guint *n_victims)
{
  for (guint64 seed = 1; seed < 40; seed++)
    {
      g_autoptr(TtCatanGame) game = tt_test_catan_new_game (4, seed, FALSE);
      g_autoptr(GRand) rng = g_rand_new_with_seed ((guint32) seed);
      const CatanState *state = tt_catan_game_get_state (game);
      CatanAction action;

      while (tt_test_catan_choose (game, rng, &action))
        {
          g_autoptr(GArray) moves = tt_test_catan_actor_moves (game);

          if (state->phase == CATAN_PHASE_ROBBER && (*hex = hex_with_victims (moves, n_victims)) >= 0)
            return g_steal_pointer (&game);
          g_assert_true (tt_catan_game_play_action (game, &action, NULL));
        }
    }
  g_assert_not_reached ();
}

/* The robber through the move draft: the hex on the board, then whom
 * among the choices (one button a player, the first takes a card);
 * Escape goes back to the hexes. */
static void
test_robber_victim (void)
{
  guint n_victims = 0, before;
  int hex = -1, victim, held;
  g_autoptr(TtCatanGame) game = game_at_robber (&hex, &n_victims);
  const CatanState *state = tt_catan_game_get_state (game);
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view = view_in_window (TT_GAME (game), window);
  TtCatanBoard *board = tt_catan_view_get_board (view);
  GtkWidget *first;

  reveal_if_asked (view);
  g_assert_cmpuint (n_choice_buttons (view, NULL), ==, 0);
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, hex));
  g_assert_true (g_str_has_suffix (prompt_of (view), "Whom will you rob?"));
  assert_readable_choices (view, n_victims);
  tt_ui_test_save_screenshot (window, "catan-victim");
  /* Escape: the hexes again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.cancel", NULL));
  g_assert_cmpuint (n_choice_buttons (view, NULL), ==, 0);
  g_assert_true (tt_catan_marks_has (tt_catan_board_get_marks (board), TT_CATAN_PLACE_HEX, hex));
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, hex));
  first = assert_readable_choices (view, n_victims);
  victim = tt_move_choice_get_decision (choice_of (first))->value[0];
  held = catan_state_hand_size (state, victim);
  before = tt_game_get_n_moves (TT_GAME (game));
  g_signal_emit_by_name (first, "clicked");
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, before + 1);
  g_assert_cmpint (state->robber, ==, hex);
  g_assert_cmpint (catan_state_hand_size (state, victim), ==, held - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A progress card with two places (the Inventor's two number tokens):
 * one question after the other, Escape back over the second, the move
 * the example plays in the end. */
static void
test_two_pick_progress (void)
{
  guint n;
  g_autoptr(JsonObject) last = NULL;
  g_autoptr(TtGame) game = game_before_move ("ck-card-inventor.json", "progress", TRUE, &last, &n);
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  TtCatanView *view;
  TtCatanBoard *board;
  CatanAction action;

  g_assert_true (catan_move_from_json (tt_catan_game_get_state (TT_CATAN_GAME (game)), last, "", "",
                                       &action, &error));
  g_assert_cmpint (action.card, ==, CATAN_PROGRESS_INVENTOR);
  view = view_in_window (game, window);
  board = tt_catan_view_get_board (view);
  reveal_if_asked (view);
  activate (view, "catan.play-progress", action.card);
  g_assert_cmpstr (prompt_of (view), ==, "Inventor: Which number token will you move?");
  g_assert_true (tt_catan_marks_has (tt_catan_board_get_marks (board), TT_CATAN_PLACE_HEX, action.where));
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, action.where));
  g_assert_true (g_str_has_suffix (prompt_of (view), "Which token will it swap with?"));
  g_assert_true (tt_catan_marks_has (tt_catan_board_get_marks (board), TT_CATAN_PLACE_HEX, action.where2));
  tt_ui_test_save_screenshot (window, "catan-inventor-second");
  /* Escape: the first token again, the card still in play */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.cancel", NULL));
  g_assert_cmpstr (prompt_of (view), ==, "Inventor: Which number token will you move?");
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, action.where));
  g_assert_true (tt_catan_board_activate (board, TT_CATAN_PLACE_HEX, action.where2));
  g_assert_cmpuint (tt_game_get_n_moves (game), ==, n);
  g_assert_true (move_has (tt_record_get_move (tt_game_get_record (game), n - 1), last));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_ui_test_bind_locale ();
  app = tt_ui_test_start_application ();
  /* computers move at once (the view takes the pace from the settings) */
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

    g_settings_set_string (settings, "computer-pace", "instant");
  }
  g_test_add_func ("/ui/catan/full-game", test_full_game);
  g_test_add_func ("/ui/catan/seven-on-shared-screen", test_seven_on_shared_screen);
  g_test_add_func ("/ui/catan/save-and-open", test_save_and_open);
  g_test_add_func ("/ui/catan/player-trade", test_player_trade);
  g_test_add_func ("/ui/catan/counter-offer", test_counter_offer);
  g_test_add_func ("/ui/catan/progress-cards", test_progress_cards);
  g_test_add_func ("/ui/catan/dev-card-prompts", test_dev_card_prompts);
  g_test_add_func ("/ui/catan/robber-victim", test_robber_victim);
  g_test_add_func ("/ui/catan/two-pick-progress", test_two_pick_progress);
  g_test_add_func ("/ui/catan/barbarian-attack", test_barbarian_attack);
  g_test_add_func ("/ui/catan/barbarian-attack-leaves", test_barbarian_attack_leaves);
  g_test_add_func ("/ui/catan/production-flight", test_production_flight);
  g_test_add_func ("/ui/catan/offer-to-computers", test_offer_to_computers);
  g_test_add_func ("/ui/catan/computer-counter", test_computer_counter);
  g_test_add_func ("/ui/catan/computer-counter-declined", test_computer_counter_declined);
  g_test_add_func ("/ui/catan/harbour-trade", test_harbour_trade);
  g_test_add_func ("/ui/catan/open-hands", test_open_hands);
  g_test_add_func ("/ui/catan/cities-and-knights", test_cities_and_knights);
  g_test_add_func ("/ui/catan/cities-and-knights-against-computers", test_cities_and_knights_against_computers);
  return tt_ui_test_cleanup (g_test_run ());
}
