/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora-draft.c — Ora et Labora moves built through the move draft:
 * on random positions of every mode each path of choices ends in exactly
 * the engine's legal moves, no decision offers more than eight choices,
 * and every choice has words; the Priory, a work contract and the Clay
 * Mound are offered in words that say what they give, the useful first. */
#include "config.h"

#include <string.h>

#include "ora/ora-decisions.h"
#include "ora/ora-record.h"
#include "ora/tt-ora-game.h"
#include "tt-games-register.h"
#include "tt-test-draft.h"
#include "tt-test-util.h"

static TtGame *
new_game (OraModeId  mode,
          OraVariant variant,
          guint64    seed)
{
  g_autoptr(TtRecord) record = ora_record_new (mode, variant, seed);
  g_autoptr(GError) error = NULL;
  TtGame *game = tt_game_new_for_record (record, &error);

  g_assert_no_error (error);
  g_assert_true (TT_IS_ORA_GAME (game));
  tt_game_set_autosave (game, FALSE);
  return game;
}

typedef struct
{
  OraModeId  mode;
  OraVariant variant;
} Mode;

/* Random positions of one mode, game after game, each checked whole. */
static void
test_mode (gconstpointer data)
{
  const Mode *mode = data;
  guint wanted = MAX (10, (guint) (1000 * test_scale ()));
  guint positions = 0;
  g_autoptr(GRand) rng = g_rand_new_with_seed (77 + mode->mode * 3 + mode->variant);

  for (guint64 seed = 1; positions < wanted; seed++)
    {
      g_autoptr(TtGame) game = new_game (mode->mode, mode->variant, seed);

      while (!tt_game_get_finished (game) && positions < wanted)
        {
          /* a position in three is checked: the walk is thorough */
          if (g_rand_int_range (rng, 0, 3) == 0)
            {
              tt_test_draft_check (game, ORA_DECIDE_MAX_CHOICES);
              positions++;
            }
          tt_test_draft_play_random (game, rng);
        }
    }
}

static TtMoveChoice *
choice_at (TtMoveDraft *draft,
           guint        index)
{
  TtMoveChoice *choice = g_list_model_get_item (tt_move_draft_get_choices (draft), index);

  g_object_unref (choice);
  return choice;
}

static int
find_choice (TtMoveDraft *draft,
             const char  *label)
{
  GListModel *choices = tt_move_draft_get_choices (draft);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    if (strstr (tt_move_choice_get_label (choice_at (draft, i)), label) != NULL)
      return (int) i;
  return -1;
}

static void
choose (TtMoveDraft *draft,
        const char  *label)
{
  g_autoptr(GError) error = NULL;
  int index = find_choice (draft, label);

  if (index < 0)
    g_error ("no choice \"%s\" at \"%s\"", label, tt_move_draft_get_prompt (draft));
  g_assert_true (tt_move_draft_choose (draft, (guint) index, &error));
  g_assert_no_error (error);
}

/* Every decision from here on: at most eight choices, the first one gains. */
static void
walk_useful_first (TtMoveDraft *draft,
                   guint        depth)
{
  GListModel *choices = tt_move_draft_get_choices (draft);
  guint n = g_list_model_get_n_items (choices);

  if (tt_move_draft_get_complete (draft) || depth > 6)
    return;
  g_assert_cmpuint (n, <=, ORA_DECIDE_MAX_CHOICES);
  g_assert_cmpuint (n, >, 0);
  g_assert_false (tt_move_choice_get_gains_nothing (choice_at (draft, 0)));
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (tt_move_draft_choose (draft, i, NULL));
      walk_useful_first (draft, depth + 1);
      g_assert_true (tt_move_draft_back (draft));
    }
}

/* The first legal move that `wanted` accepts, as JSON; NULL when none. */
static JsonObject *
find_move (TtGame   *game,
           gboolean (*wanted) (const OraState *, const OraAction *))
{
  const OraState *state = tt_game_get_state (game);
  g_autoptr(GArray) legal = g_array_new (FALSE, TRUE, sizeof (OraAction));

  ora_state_legal_moves (state, legal);
  for (guint i = 0; i < legal->len; i++)
    if (wanted (state, &g_array_index (legal, OraAction, i)))
      return ora_move_to_json (state, &g_array_index (legal, OraAction, i));
  return NULL;
}

static gboolean
builds_priory (const OraState  *s,
               const OraAction *a)
{
  return a->type == ORA_ACT_BUILD && a->card == ora_cardset_find (s->set, "G01");
}

static gboolean
uses_priory (const OraState  *s,
             const OraAction *a)
{
  int owner = a->type == ORA_ACT_PLACE ? s->current : a->player;

  return (a->type == ORA_ACT_PLACE || a->type == ORA_ACT_CONTRACT) &&
         s->players[owner].cells[a->row][a->col].card == ora_cardset_find (s->set, "G01") && a->n_frames > 1;
}

/* Walks the draft to `move`, then back to just after the decision of
 * `kind`, and checks every decision from there. */
static void
check_from (TtGame     *game,
            JsonObject *move,
            int         kind)
{
  TtMoveDraft *draft = tt_game_get_draft (game);
  g_autoptr(GError) error = NULL;
  GListModel *path;
  guint keep = 0;

  g_assert_true (tt_move_draft_select (draft, move, &error));
  g_assert_no_error (error);
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
  walk_useful_first (draft, 0);
}

/* Building the Priory and using it: seeded games played at random, the
 * Priory built when it can be, until it is used. */
static void
test_priory (void)
{
  gboolean built = FALSE, used = FALSE;

  for (guint64 seed = 1; seed < 40 && !used; seed++)
    {
      g_autoptr(TtGame) game = new_game (ORA_MODE_THREE, ORA_VARIANT_FRANCE, seed);
      g_autoptr(GRand) rng = g_rand_new_with_seed ((guint32) seed);

      for (int i = 0; i < 300 && !tt_game_get_finished (game) && !used; i++)
        {
          g_autoptr(JsonObject) use = find_move (game, uses_priory);
          g_autoptr(JsonObject) build = use ? NULL : find_move (game, builds_priory);

          if (use != NULL)
            {
              tt_test_draft_check (game, ORA_DECIDE_MAX_CHOICES);
              check_from (game, use, ORA_DECIDE_OWNER);
              used = TRUE;
            }
          else if (build != NULL)
            {
              tt_test_draft_check (game, ORA_DECIDE_MAX_CHOICES);
              check_from (game, build, ORA_DECIDE_CARD);
              built = TRUE;
              g_assert_true (tt_game_play (game, build, NULL));
            }
          else
            tt_test_draft_play_random (game, rng);
        }
    }
  g_assert_true (built);
  g_assert_true (used);
}

static void
test_contract (void)
{
  TtGame *game = new_game (ORA_MODE_THREE, ORA_VARIANT_IRELAND, 9);
  const OraState *state = tt_game_get_state (game);
  TtMoveDraft *draft = tt_game_get_draft (game);
  int clay;

  choose (draft, "Use");
  clay = find_choice (draft, "Clay Mound");
  g_assert_cmpint (clay, >=, 0);
  /* the amount it yields now */
  {
    g_autofree char *amount = g_strdup_printf ("%d clay", ora_state_wheel_value (state, ORA_TOKEN_CLAY));
    TtMoveChoice *choice = choice_at (draft, (guint) clay);

    g_assert_nonnull (strstr (tt_move_choice_get_detail (choice), amount));
  }
  choose (draft, "Clay Mound");
  /* whose: one's own is free, another's costs a fee paid to its owner */
  g_assert_cmpint (find_choice (draft, "Yours"), >=, 0);
  choose (draft, "work contract");
  walk_useful_first (draft, 0);
  g_object_unref (game);
}

static const Mode modes[] = {
  { ORA_MODE_SOLO, ORA_VARIANT_FRANCE },
  { ORA_MODE_SOLO, ORA_VARIANT_IRELAND },
  { ORA_MODE_TWO, ORA_VARIANT_FRANCE },
  { ORA_MODE_LONG2, ORA_VARIANT_IRELAND },
  { ORA_MODE_SHORT3, ORA_VARIANT_FRANCE },
  { ORA_MODE_THREE, ORA_VARIANT_IRELAND },
  { ORA_MODE_SHORT4, ORA_VARIANT_IRELAND },
  { ORA_MODE_FOUR, ORA_VARIANT_FRANCE },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tt_games_register_all ();
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/model/ora-draft/random/%s-%s", ora_mode_name (modes[i].mode),
                                               modes[i].variant == ORA_VARIANT_FRANCE ? "france" : "ireland");

      g_test_add_data_func (path, &modes[i], test_mode);
    }
  g_test_add_func ("/model/ora-draft/priory", test_priory);
  g_test_add_func ("/model/ora-draft/contract", test_contract);
  return g_test_run ();
}
