/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-decisions.c — a Carcassonne move as the decisions a person takes
 *
 * The order is the board's: a cell, a rotation, then the figure. The
 * figure is one decision of its kind (at most seven answers) and, when
 * the tile has several features of that kind (a crossroads' four roads
 * and four fields), a second decision for the feature, so no question
 * offers more than eight answers. A feature is named by its index in the
 * tile definition, not by the place the move names: two places of one
 * feature are one choice.
 */
#include "config.h"

#include <string.h>

#include "carc-decisions.h"
#include "carc-state-private.h"

/* The local feature a move's figure stands on, or -1. */
static int
figure_feature (const CarcState *state,
                const CarcMove  *move)
{
  const CarcTileDef *def = carc_state_get_tile_def (state, move->tile);
  CarcSegment canonical;

  if (move->segment < 0 || move->segment >= CARC_N_SEGMENTS)
    return -1;
  canonical = carc_segment_rotate (move->segment, (4 - (move->rotation & 3)) & 3);
  return carc_tile_def_feature_at (def, canonical);
}

guint
carc_decisions (gconstpointer    state_pointer,
                gconstpointer    move_pointer,
                int             *player,
                TtRulesDecision *out)
{
  const CarcState *state = state_pointer;
  const CarcMove *move = move_pointer;
  int feature;

  *player = (int) carc_state_get_current_player (state);
  memset (out, 0, sizeof *out * 4);
  if (move->discard)
    {
      out[0].kind = CARC_DECISION_DISCARD;
      return 1;
    }
  for (guint i = 1; i < 4; i++)
    {
      out[i].value[CARC_DECISION_X] = move->x;
      out[i].value[CARC_DECISION_Y] = move->y;
      out[i].value[CARC_DECISION_ROT] = (gint32) (move->rotation & 3);
    }
  out[0].kind = CARC_DECISION_PLACE;
  out[0].value[0] = move->x;
  out[0].value[1] = move->y;
  out[1].kind = CARC_DECISION_ROTATION;
  out[1].value[0] = (gint32) (move->rotation & 3);
  switch (move->action)
    {
    case CARC_ACTION_RECALL_ABBOT:
      out[2].kind = CARC_DECISION_RECALL;
      return 3;
    case CARC_ACTION_MEEPLE:
    case CARC_ACTION_ABBOT:
      feature = figure_feature (state, move);
      if (feature < 0)
        break;
      out[2].kind = CARC_DECISION_FIGURE;
      out[2].value[0] = move->action;
      out[2].value[1] = role_of_kind (carc_state_get_tile_def (state, move->tile)->features[feature].kind,
                                      move->action);
      out[3].kind = CARC_DECISION_SPOT;
      out[3].value[0] = feature;
      return 4;
    case CARC_ACTION_NONE:
    default:
      break;
    }
  out[2].kind = CARC_DECISION_FIGURE;
  out[2].value[0] = CARC_ACTION_NONE;
  return 3;
}
