/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-why.h — what each button of the build bar costs, and why one
 * cannot be used now
 *
 * The play view shows every build with its cost, greys the cards the
 * player lacks, and answers "why not?" when a disabled button is pressed.
 * The answer must agree with the rules, so it starts from the engine's
 * legal moves: a build is usable exactly when a legal move of its kind
 * exists for the player. Only when none does is the reason looked for, in
 * the order a player would check: whose turn, the dice, the pieces, the
 * cards, then a free place.
 */
#pragma once

#include "catan-state.h"

G_BEGIN_DECLS

typedef enum
{
  CATAN_BUILD_ROAD,
  CATAN_BUILD_SETTLEMENT,
  CATAN_BUILD_CITY,
  CATAN_BUILD_DEV_CARD,           /* base game only */
  CATAN_BUILD_KNIGHT,             /* Cities & Knights from here */
  CATAN_BUILD_ACTIVATE_KNIGHT,
  CATAN_BUILD_PROMOTE_KNIGHT,
  CATAN_BUILD_WALL,
  CATAN_BUILD_IMPROVE_SCIENCE,
  CATAN_BUILD_IMPROVE_TRADE,
  CATAN_BUILD_IMPROVE_POLITICS,
  CATAN_N_BUILDS
} CatanBuild;

typedef enum
{
  CATAN_WHY_OK,
  CATAN_WHY_NOT_IN_GAME,          /* a Cities & Knights build in the base game, or the reverse */
  CATAN_WHY_GAME_OVER,
  CATAN_WHY_NOT_YOUR_TURN,
  CATAN_WHY_ROLL_FIRST,
  CATAN_WHY_WAIT,                 /* setup, a 7, an open trade, answers owed: finish that first */
  CATAN_WHY_NO_PIECES,            /* none of that piece left in the supply */
  CATAN_WHY_MISSING_CARDS,        /* see missing[] */
  CATAN_WHY_NO_SPOT,              /* no corner or edge where the rules allow it */
  CATAN_WHY_DECK_EMPTY,
  CATAN_WHY_TRACK_COMPLETE,       /* improvement track at level 5 */
  CATAN_WHY_NEEDS_CITY,           /* improvements need a city on the board */
  CATAN_WHY_NEEDS_FREE_CITY,      /* levels 4 and 5 need a city without a metropolis */
} CatanWhy;

typedef struct
{
  CatanWhy why;
  guint8   cost[CATAN_N_CARDS];      /* what the build costs now (improvements: by level, Crane) */
  guint8   missing[CATAN_N_CARDS];   /* cost the player cannot cover */
  guint    n_moves;                  /* legal moves of this build for the player */
} CatanBuildCheck;

/* `legal` holds the state's legal moves (catan_state_legal_moves). */
void         catan_build_check     (const CatanState *state,
                                    int               player,
                                    CatanBuild        build,
                                    const GArray     *legal,
                                    CatanBuildCheck  *check);
CatanActionType catan_build_action (CatanBuild        build);
const char  *catan_build_name      (CatanBuild        build);
const char  *catan_why_name        (CatanWhy          why);

typedef enum
{
  CATAN_PLAY_OK,
  CATAN_PLAY_NOT_YOUR_TURN,
  CATAN_PLAY_NONE_IN_HAND,
  CATAN_PLAY_BOUGHT_THIS_TURN,    /* a card may not be played in the turn it was bought */
  CATAN_PLAY_ALREADY_PLAYED,      /* one development card per turn */
  CATAN_PLAY_KEPT_HIDDEN,         /* victory point cards are never played, they count at once */
  CATAN_PLAY_WRONG_PHASE,
  CATAN_PLAY_BANK_EMPTY,          /* Year of Plenty with nothing left in the bank */
} CatanPlayWhy;

/* Why development card `card` can or cannot be played now. */
CatanPlayWhy catan_dev_play_check  (const CatanState *state,
                                    int               player,
                                    CatanDevCard      card,
                                    const GArray     *legal);

G_END_DECLS
