/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-progress-play.c — how a progress card's play is chosen on the board */
#include "config.h"

#include "tt-catan-progress-play.h"

int
tt_catan_progress_pick_kind (int card)
{
  switch (card)
    {
    case CATAN_PROGRESS_INVENTOR: case CATAN_PROGRESS_BISHOP: case CATAN_PROGRESS_MERCHANT:
      return TT_CATAN_PLACE_HEX;
    case CATAN_PROGRESS_ENGINEER: case CATAN_PROGRESS_MEDICINE: case CATAN_PROGRESS_SMITH:
    case CATAN_PROGRESS_DESERTER: case CATAN_PROGRESS_INTRIGUE:
      return TT_CATAN_PLACE_CORNER;
    case CATAN_PROGRESS_DIPLOMAT:
      return TT_CATAN_PLACE_EDGE;
    default:
      return -1;
    }
}

guint
tt_catan_progress_n_picks (int card)
{
  if (card == CATAN_PROGRESS_INVENTOR || card == CATAN_PROGRESS_SMITH || card == CATAN_PROGRESS_DESERTER)
    return 2;
  return tt_catan_progress_pick_kind (card) >= 0 ? 1 : 0;
}

/* The engine lists Inventor's and Smith's pairs once, in one order. */
static gboolean
symmetric (int card)
{
  return card == CATAN_PROGRESS_INVENTOR || card == CATAN_PROGRESS_SMITH;
}

static guint
n_places (const CatanBoard *board,
          int               kind)
{
  return kind == TT_CATAN_PLACE_HEX ? board->n_hexes
         : kind == TT_CATAN_PLACE_CORNER ? board->n_corners : board->n_edges;
}

/* A listed play of the card whose first place is `first` (any when -1). */
static const CatanAction *
listed (const GArray *moves,
        int           card,
        int           first)
{
  for (guint i = 0; i < moves->len; i++)
    {
      const CatanAction *a = &g_array_index (moves, CatanAction, i);

      if (a->type != CATAN_ACTION_PROGRESS || a->card != card)
        continue;
      if (first < 0 || a->where == first || (symmetric (card) && a->where2 == first))
        return a;
    }
  return NULL;
}

/* The play with both picks, if the engine's rules take it. */
static gboolean
pair (TtCatanGame      *game,
      const GArray     *moves,
      int               card,
      int               first,
      int               second,
      CatanAction      *action)
{
  const CatanState *state = tt_catan_game_get_state (game);
  const CatanAction *base = listed (moves, card, first);

  /* the engine says which pairs go (Deserter's new knight may take the
   * deserter's own corner) */
  if (base == NULL)
    return FALSE;
  *action = *base;
  action->where = (gint16) first;
  action->where2 = (gint16) second;
  if (card == CATAN_PROGRESS_DESERTER)
    action->victim = state->corner_owner[first];
  return tt_catan_game_takes_actions (game, action, 1);
}

guint
tt_catan_progress_marks (TtCatanGame      *game,
                         const GArray     *moves,
                         int               card,
                         const int        *picks,
                         guint             n_picks,
                         TtCatanMarks     *marks)
{
  const CatanState *state = tt_catan_game_get_state (game);
  int kind = tt_catan_progress_pick_kind (card);
  guint n = 0;

  tt_catan_marks_clear (marks);
  if (kind < 0 || n_picks >= tt_catan_progress_n_picks (card))
    return 0;
  if (n_picks == 0)
    {
      for (guint i = 0; i < moves->len; i++)
        {
          const CatanAction *a = &g_array_index (moves, CatanAction, i);

          if (a->type != CATAN_ACTION_PROGRESS || a->card != card || a->where < 0)
            continue;
          tt_catan_marks_add (marks, kind, a->where);
          if (symmetric (card) && a->where2 >= 0)
            tt_catan_marks_add (marks, kind, a->where2);
        }
      return tt_catan_marks_count (marks, kind);
    }
  for (guint place = 0; place < n_places (state->board, kind); place++)
    {
      CatanAction action;

      if (pair (game, moves, card, picks[0], (int) place, &action))
        {
          tt_catan_marks_add (marks, kind, (int) place);
          n++;
        }
    }
  return n;
}

gboolean
tt_catan_progress_complete (TtCatanGame      *game,
                            const GArray     *moves,
                            int               card,
                            const int        *picks,
                            guint             n_picks,
                            CatanAction      *action)
{
  const CatanAction *base;

  if (n_picks == 0 || n_picks > TT_CATAN_MAX_PICKS)
    return FALSE;
  if (n_picks == 2)
    return pair (game, moves, card, picks[0], picks[1], action);
  /* one pick: the listed play at that place (Smith and Deserter: the
   * second place left out) */
  if (tt_catan_progress_n_picks (card) == 2)
    return pair (game, moves, card, picks[0], -1, action);
  base = listed (moves, card, picks[0]);
  if (base == NULL || base->where != picks[0])
    return FALSE;
  *action = *base;
  return TRUE;
}
