/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-carcassonne-draft.c — Carcassonne's move draft against its engine
 *
 * Random positions of whole random games (the base game with farmers,
 * with the River, with the Abbot, with five players): at each, every path
 * of the draft ends in exactly the engine's legal moves
 * (tt_test_draft_check), and no question after the cell (the rotation,
 * the figure, which feature) offers more than eight answers (checked on
 * every fourth position). Then the
 * words of one position: prompts, labels and a preview of points. */
#include "config.h"

#include <string.h>

#include "tt-test-util.h"
#include "tt-test-draft.h"

#include "carcassonne/tt-carcassonne-game.h"
#include "tt-games-register.h"

typedef struct
{
  const char *name;
  guint       n_players;
  gboolean    farmers;
  gboolean    river;
  gboolean    abbot;
} Mode;

static const Mode modes[] = {
  { "base", 2, TRUE, FALSE, FALSE },
  { "river", 2, TRUE, TRUE, FALSE },
  { "abbot", 2, TRUE, FALSE, TRUE },
  { "five", 5, TRUE, TRUE, TRUE },
};

static TtCarcassonneGame *
start (const Mode *mode,
       guint64     seed)
{
  const char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", NULL };
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TtCarcassonneGame *game = tt_carcassonne_game_new ();
  CarcOptions options;

  names[mode->n_players] = NULL;
  carc_options_init (&options);
  options.farmers = mode->farmers;
  options.river = mode->river;
  options.abbot = mode->abbot;
  record = tt_carcassonne_game_new_record ("base", &options, names, NULL, NULL, seed);
  tt_game_set_autosave (TT_GAME (game), FALSE);
  g_assert_true (tt_game_start (TT_GAME (game), record, &error));
  g_assert_no_error (error);
  return game;
}

/* The most answers any question after the cell offers, every path walked. */
static guint
widest_after_place (TtMoveDraft *draft)
{
  GListModel *choices = tt_move_draft_get_choices (draft);
  guint n = g_list_model_get_n_items (choices), widest = 0;
  gboolean place = FALSE;

  if (n > 0)
    {
      g_autoptr(TtMoveChoice) first = g_list_model_get_item (choices, 0);

      place = tt_move_choice_get_decision (first)->kind == CARC_DECISION_PLACE;
    }
  if (!place)
    widest = n;
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (tt_move_draft_choose (draft, i, NULL));
      widest = MAX (widest, widest_after_place (draft));
      g_assert_true (tt_move_draft_back (draft));
    }
  return widest;
}

static void
test_random_positions (gconstpointer data)
{
  const Mode *mode = data;
  guint target = MAX (20, (guint) (1000 * test_scale ()));
  guint positions = 0, moves = 0, widest = 0;

  for (guint64 seed = 1; positions < target; seed++)
    {
      g_autoptr(TtCarcassonneGame) game = start (mode, seed);
      g_autoptr(GRand) rng = g_rand_new_with_seed ((guint32) seed);

      while (!tt_game_get_finished (TT_GAME (game)) && positions < target)
        {
          TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));

          moves += tt_test_draft_check (TT_GAME (game), 0);
          /* a second walk of every path: a quarter of the positions
           * keeps the test quick */
          if (positions % 4 == 0)
            widest = MAX (widest, widest_after_place (draft));
          tt_move_draft_clear (draft);
          positions++;
          tt_test_draft_play_random (TT_GAME (game), rng);
        }
    }
  g_test_message ("%s: %u positions, %u moves, at most %u answers after the cell",
                  mode->name, positions, moves, widest);
  g_assert_cmpuint (widest, <=, 8);
  g_assert_cmpuint (widest, >=, 2);
}

static TtMoveChoice *
find_kind (TtMoveDraft *draft,
           gint32       kind)
{
  GListModel *choices = tt_move_draft_get_choices (draft);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      TtMoveChoice *choice = g_list_model_get_item (choices, i);

      g_object_unref (choice);   /* the draft's list holds it */
      if (tt_move_choice_get_decision (choice)->kind == kind)
        return choice;
    }
  return NULL;
}

/* The first turn of a base game: the prompts of each step, a figure's
 * label that names its feature, "No figure" last, and the board's view
 * of the draft (placement, spots, decisions it builds). */
static void
test_words (void)
{
  g_autoptr(TtCarcassonneGame) game = start (&modes[0], 7);
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
  GListModel *choices;
  g_autoptr(GArray) spots = NULL;
  g_autoptr(GError) error = NULL;
  TtMoveChoice *choice, *last;
  CarcPlacement placement;
  TtRulesDecision decision;

  g_assert_cmpstr (tt_move_draft_get_prompt (draft), ==, "Where does the tile go?");
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
  g_assert_cmpuint (tt_carcassonne_game_list_figure_spots (game)->len, ==, 0);
  choice = find_kind (draft, CARC_DECISION_PLACE);
  g_assert_nonnull (choice);
  g_assert_true (g_str_has_suffix (tt_move_choice_get_label (choice), "of the start"));
  /* the board takes a cell by its decision */
  placement = (CarcPlacement) { tt_move_choice_get_decision (choice)->value[0],
                                tt_move_choice_get_decision (choice)->value[1], 0 };
  tt_carcassonne_decision_init (&decision, CARC_DECISION_PLACE, &placement, NULL);
  g_assert_true (tt_move_draft_choose_decision (draft, &decision, &error));
  g_assert_no_error (error);
  if (tt_move_draft_get_prompt (draft) != NULL && find_kind (draft, CARC_DECISION_ROTATION))
    {
      g_assert_cmpstr (tt_move_draft_get_prompt (draft), ==, "Which way round?");
      g_assert_true (tt_move_draft_choose (draft, 0, NULL));
    }
  g_assert_true (tt_carcassonne_game_get_draft_placement (game, &placement));
  g_assert_cmpint (placement.x, ==, tt_move_choice_get_decision (choice)->value[0]);
  g_assert_cmpstr (tt_move_draft_get_prompt (draft), ==, "Place a figure?");
  choices = tt_move_draft_get_choices (draft);
  last = g_list_model_get_item (choices, g_list_model_get_n_items (choices) - 1);
  g_object_unref (last);
  g_assert_cmpstr (tt_move_choice_get_label (last), ==, "No figure");
  spots = tt_carcassonne_game_list_figure_spots (game);
  g_assert_cmpuint (spots->len, >, 0);
  /* a spot's decisions settle the move, its label names the feature */
  {
    const CarcFigureSpot *spot = &g_array_index (spots, CarcFigureSpot, 0);
    TtRulesDecision figure, feature;

    tt_carcassonne_decision_init (&figure, CARC_DECISION_FIGURE, &placement, spot);
    tt_carcassonne_decision_init (&feature, CARC_DECISION_SPOT, &placement, spot);
    choice = tt_move_draft_find_choice (draft, &figure);
    g_assert_nonnull (choice);
    g_assert_true (strstr (tt_move_choice_get_label (choice), "(") != NULL);
    g_assert_true (tt_move_draft_choose_decision (draft, &figure, NULL));
    if (!tt_move_draft_get_complete (draft))
      g_assert_true (tt_move_draft_choose_decision (draft, &feature, NULL));
    g_assert_true (tt_move_draft_get_complete (draft));
  }
  /* a figure by itself scores nothing at once: no preview */
  g_assert_true (tt_move_draft_back (draft));
  tt_carcassonne_decision_init (&decision, CARC_DECISION_FIGURE, &placement, NULL);
  choice = tt_move_draft_find_choice (draft, &decision);
  g_assert_nonnull (choice);
  g_assert_null (tt_move_choice_get_preview (choice));
  g_assert_true (tt_move_draft_choose_decision (draft, &decision, NULL));
  g_assert_true (tt_move_draft_commit (draft, NULL));
  g_assert_cmpuint (tt_game_get_n_moves (TT_GAME (game)), ==, 1);
  g_assert_false (tt_carcassonne_game_get_draft_placement (game, NULL));
}

/* A move that finishes a feature says the points in its preview. */
static void
test_preview (void)
{
  g_autoptr(TtCarcassonneGame) game = start (&modes[0], 3);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  gboolean seen = FALSE;

  while (!seen && !tt_game_get_finished (TT_GAME (game)))
    {
      TtMoveDraft *draft = tt_game_get_draft (TT_GAME (game));
      const TtRules *rules = tt_game_info_get_rules (tt_game_get_info (TT_GAME (game)));
      g_autoptr(JsonArray) legal = tt_rules_legal_moves_json (rules, tt_game_get_state (TT_GAME (game)));

      for (guint i = 0; i < json_array_get_length (legal) && !seen; i++)
        {
          JsonObject *move = json_array_get_object_element (legal, i);
          GListModel *choices;

          if (json_object_has_member (move, "discard") || !tt_move_draft_select (draft, move, NULL))
            continue;
          /* step back to the figure's question and read the answers */
          while (tt_move_draft_get_complete (draft) && tt_move_draft_back (draft))
            ;
          choices = tt_move_draft_get_choices (draft);
          for (guint c = 0; c < g_list_model_get_n_items (choices) && !seen; c++)
            {
              g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, c);
              const char *preview = tt_move_choice_get_preview (choice);

              if (preview == NULL)
                continue;
              g_assert_nonnull (strstr (preview, " +"));
              g_assert_nonnull (strstr (preview, "in all)"));
              seen = TRUE;
            }
        }
      tt_move_draft_clear (draft);
      tt_test_draft_play_random (TT_GAME (game), rng);
    }
  g_assert_true (seen);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tt_games_register_all ();
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/carcassonne-draft/random/%s", modes[i].name);

      g_test_add_data_func (path, &modes[i], test_random_positions);
    }
  g_test_add_func ("/carcassonne-draft/words", test_words);
  g_test_add_func ("/carcassonne-draft/preview", test_preview);
  return g_test_run ();
}
