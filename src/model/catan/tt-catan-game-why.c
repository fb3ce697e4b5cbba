/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-game-why.c — why a build or a card cannot be used now
 *
 * The view greys the builds and cards a player cannot use and says why
 * when one is pressed; it asks the model, which answers from the engine's
 * legal moves (catan-why.h) in words.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tt-catan-game.h"

static GArray *
legal_moves (const CatanState *state)
{
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (CatanAction));

  catan_state_legal_moves (state, legal);
  return legal;
}

void
tt_catan_game_check_build (TtCatanGame     *self,
                           int              player,
                           CatanBuild       build,
                           CatanBuildCheck *check)
{
  const CatanState *state = tt_catan_game_get_state (self);
  g_autoptr(GArray) legal = NULL;

  memset (check, 0, sizeof *check);
  check->why = CATAN_WHY_GAME_OVER;
  g_return_if_fail (build < CATAN_N_BUILDS);
  if (state == NULL)
    return;
  legal = legal_moves (state);
  catan_build_check (state, player, build, legal, check);
}

char *
tt_catan_game_why_text (CatanBuild             build,
                        const CatanBuildCheck *check)
{
  switch (check->why)
    {
    case CATAN_WHY_OK:
      return NULL;
    case CATAN_WHY_NOT_IN_GAME:
      return g_strdup (_("That is not part of this game."));
    case CATAN_WHY_GAME_OVER:
      return g_strdup (_("The game is over."));
    case CATAN_WHY_NOT_YOUR_TURN:
      return g_strdup (_("You may build only in your own turn."));
    case CATAN_WHY_ROLL_FIRST:
      return g_strdup (_("Roll the dice first."));
    case CATAN_WHY_WAIT:
      return g_strdup (_("Finish what the game asks first (see the prompt at the top)."));
    case CATAN_WHY_NO_PIECES:
      return g_strdup (_("You have no pieces of that kind left."));
    case CATAN_WHY_MISSING_CARDS:
      {
        g_autofree char *missing = tt_catan_cards_text (check->missing);

        return g_strdup_printf (_("You need %s more."), missing);
      }
    case CATAN_WHY_NO_SPOT:
      return g_strdup (build == CATAN_BUILD_SETTLEMENT
                       ? _("No free corner touches your roads two edges away from every other building.")
                       : _("There is no place where the rules allow it now."));
    case CATAN_WHY_DECK_EMPTY:
      return g_strdup (_("The deck is empty."));
    case CATAN_WHY_TRACK_COMPLETE:
      return g_strdup (_("That improvement is complete."));
    case CATAN_WHY_NEEDS_CITY:
      return g_strdup (_("Improvements need a city on the board."));
    case CATAN_WHY_NEEDS_FREE_CITY:
      return g_strdup (_("Levels 4 and 5 need a city without a metropolis."));
    }
  return NULL;
}

char *
tt_catan_game_why_not_build (TtCatanGame *self,
                             int          player,
                             CatanBuild   build)
{
  CatanBuildCheck check;

  tt_catan_game_check_build (self, player, build, &check);
  return tt_catan_game_why_text (build, &check);
}

CatanPlayWhy
tt_catan_game_check_dev_play (TtCatanGame  *self,
                              int           player,
                              CatanDevCard  card)
{
  const CatanState *state = tt_catan_game_get_state (self);
  g_autoptr(GArray) legal = NULL;

  if (state == NULL)
    return CATAN_PLAY_WRONG_PHASE;
  legal = legal_moves (state);
  return catan_dev_play_check (state, player, card, legal);
}

const char *
tt_catan_game_why_not_play_dev (TtCatanGame  *self,
                                int           player,
                                CatanDevCard  card)
{
  switch (tt_catan_game_check_dev_play (self, player, card))
    {
    case CATAN_PLAY_OK:
      return NULL;
    case CATAN_PLAY_NOT_YOUR_TURN:
      return _("Development cards are played in your own turn.");
    case CATAN_PLAY_NONE_IN_HAND:
      return _("You hold no such card.");
    case CATAN_PLAY_BOUGHT_THIS_TURN:
      return _("A card may not be played in the turn it was bought.");
    case CATAN_PLAY_ALREADY_PLAYED:
      return _("Only one development card may be played each turn.");
    case CATAN_PLAY_KEPT_HIDDEN:
      return _("Victory point cards are not played: they count at the end of the game.");
    case CATAN_PLAY_WRONG_PHASE:
      return _("That card cannot be played now.");
    case CATAN_PLAY_BANK_EMPTY:
      return _("The bank has nothing left to give.");
    }
  return NULL;
}
