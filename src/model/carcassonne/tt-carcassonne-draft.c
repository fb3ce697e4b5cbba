/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-draft.c — a Carcassonne move in the draft's words
 *
 * The engine splits a move into a cell, a rotation, a figure and, when a
 * tile has several features of the figure's kind, the feature
 * (carc-decisions.h); this file words each choice for the draft
 * (TtGameClass.describe_choice and describe_preview) and reads the draft
 * back for the board: where the tile lies, and its figure spots.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tt-carcassonne-draft.h"
#include "tt-move-draft.h"
#include "carcassonne/carc-decisions.h"

/* "2 north and 1 east of the start" with a capital, as a list's answer. */
static char *
capitalized (char *text)
{
  gunichar first = g_utf8_get_char (text);
  char head[8] = { 0 };
  char *result;

  if (!g_unichar_islower (first))
    return text;
  g_unichar_to_utf8 (g_unichar_toupper (first), head);
  result = g_strconcat (head, g_utf8_next_char (text), NULL);
  g_free (text);
  return result;
}

static char *
place_label (const CarcState *state,
             const CarcMove  *move)
{
  int sx, sy;
  guint tile, rotation;

  carc_state_get_placed (state, 0, &sx, &sy, &tile, &rotation);
  return capitalized (tt_carcassonne_describe_place (move->x - sx, move->y - sy));
}

static char *
rotation_label (guint rotation)
{
  if (rotation == 0)
    return g_strdup (_("As drawn"));
  /* Translators: the drawn tile turned clockwise, as in "Turned 90°" */
  return g_strdup_printf (_("Turned %u°"), rotation * 90);
}

/* The figure on its feature, in words that name the feature. */
static const char *
figure_phrase (CarcAction      action,
               CarcFeatureKind kind)
{
  if (action == CARC_ACTION_ABBOT)
    return kind == CARC_FEATURE_GARDEN ? _("Abbot in the garden") : _("Abbot in the monastery");
  switch (kind)
    {
    case CARC_FEATURE_ROAD: return _("Meeple on the road");
    case CARC_FEATURE_CITY: return _("Meeple on the city");
    case CARC_FEATURE_FIELD: return _("Farmer in the field");
    case CARC_FEATURE_MONASTERY: return _("Meeple in the monastery");
    case CARC_FEATURE_GARDEN:
    case CARC_FEATURE_RIVER:
    case CARC_N_FEATURE_KINDS:
    default: return _("Meeple");
    }
}

/* A figure of a kind the tile has several places for. */
static char *
figure_choice_phrase (CarcRole role,
                      guint    n)
{
  switch (role)
    {
    case CARC_ROLE_THIEF:
      return g_strdup_printf (_("Meeple on a road (%u to choose from)"), n);
    case CARC_ROLE_KNIGHT:
      return g_strdup_printf (_("Meeple on a city (%u to choose from)"), n);
    case CARC_ROLE_FARMER:
      return g_strdup_printf (_("Farmer in a field (%u to choose from)"), n);
    case CARC_ROLE_MONK:
    case CARC_ROLE_ABBOT:
    default:
      return g_strdup_printf (_("A figure (%u to choose from)"), n);
    }
}

/* Which part of the tile a feature's place is on, for telling apart two
 * roads or fields of one tile. */
static const char *
direction_phrase (CarcSegment segment)
{
  switch (segment)
    {
    case CARC_SEG_N: return _("north side");
    case CARC_SEG_E: return _("east side");
    case CARC_SEG_S: return _("south side");
    case CARC_SEG_W: return _("west side");
    case CARC_SEG_NNW:
    case CARC_SEG_WNW: return _("northwest corner");
    case CARC_SEG_NNE:
    case CARC_SEG_ENE: return _("northeast corner");
    case CARC_SEG_ESE:
    case CARC_SEG_SSE: return _("southeast corner");
    case CARC_SEG_SSW:
    case CARC_SEG_WSW: return _("southwest corner");
    case CARC_SEG_C:
    case CARC_N_SEGMENTS:
    case CARC_SEG_INVALID:
    default: return NULL;
    }
}

/* How big the feature will be with the tile laid, and whether it is done. */
static char *
size_phrase (CarcFeatureKind        kind,
             const CarcFeatureInfo *info)
{
  switch (kind)
    {
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_GARDEN:
      return g_strdup_printf (_("%u of 9 tiles"), info->n_tiles);
    case CARC_FEATURE_FIELD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "worth %u point at the end",
                                           "worth %u points at the end", info->value_now),
                              info->value_now);
    case CARC_FEATURE_ROAD:
    case CARC_FEATURE_CITY:
    case CARC_FEATURE_RIVER:
    case CARC_N_FEATURE_KINDS:
    default:
      if (info->completed)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile, finished", "%u tiles, finished",
                                             info->n_tiles), info->n_tiles);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile, open", "%u tiles, open",
                                           info->n_tiles), info->n_tiles);
    }
}

/* The feature at `segment` of the tile as `move` lays it (no figure yet). */
static gboolean
feature_after (TtGame          *game,
               const CarcState *state,
               const CarcMove  *move,
               CarcSegment      segment,
               CarcFeatureInfo *info)
{
  CarcState *copy = _tt_carcassonne_game_scratch (TT_CARCASSONNE_GAME (game), state);
  CarcMove laid = *move;

  laid.action = CARC_ACTION_NONE;
  laid.segment = CARC_SEG_INVALID;
  if (!carc_state_apply (copy, &laid, NULL, NULL))
    return FALSE;
  return carc_state_query_feature (copy, move->x, move->y, segment, info, NULL);
}

/* "Meeple on the city (3 tiles, open)", with the side when `with_side`. */
static char *
spot_label (TtGame          *game,
            const CarcState *state,
            const CarcMove  *move,
            gboolean         with_side)
{
  const CarcTileDef *def = carc_state_get_tile_def (state, move->tile);
  CarcSegment canonical = carc_segment_rotate (move->segment, (4 - move->rotation) & 3);
  int feature = carc_tile_def_feature_at (def, canonical);
  const char *side = with_side ? direction_phrase (move->segment) : NULL;
  CarcFeatureKind kind;
  CarcFeatureInfo info;
  g_autofree char *size = NULL;

  if (feature < 0)
    return g_strdup (_("Meeple"));
  kind = def->features[feature].kind;
  if (!feature_after (game, state, move, move->segment, &info))
    return g_strdup (figure_phrase (move->action, kind));
  size = size_phrase (kind, &info);
  if (side != NULL)
    /* Translators: a figure, where on the tile and the feature's size:
     * "Meeple on the road (east side; 2 tiles, open)" */
    return g_strdup_printf (_("%1$s (%2$s; %3$s)"), figure_phrase (move->action, kind), side, size);
  /* Translators: a figure and its feature's size: "Meeple on the city (3 tiles, open)" */
  return g_strdup_printf (_("%1$s (%2$s)"), figure_phrase (move->action, kind), size);
}

/* How many figure spots of the move's kind the tile has where it lies. */
static guint
count_like_spots (const CarcState *state,
                  const CarcMove  *move,
                  gint32           role)
{
  CarcPlacement placement = { move->x, move->y, move->rotation };
  CarcFigureSpot spots[2 * CARC_MAX_FEATURES];
  guint n = MIN (carc_state_fill_figure_spots (state, &placement, spots, G_N_ELEMENTS (spots)),
                 G_N_ELEMENTS (spots));
  guint count = 0;

  for (guint i = 0; i < n; i++)
    count += spots[i].action == move->action && (gint32) spots[i].role == role;
  return count;
}

static const char *
spot_prompt (gint32 role)
{
  switch (role)
    {
    case CARC_ROLE_THIEF: return _("Which road?");
    case CARC_ROLE_KNIGHT: return _("Which city?");
    case CARC_ROLE_FARMER: return _("Which field?");
    default: return _("Where does the figure go?");
    }
}

void
_tt_carcassonne_describe_choice (TtGame                *game,
                                 gconstpointer          state_pointer,
                                 gconstpointer          move_pointer,
                                 const TtRulesDecision *decisions,
                                 guint                  n_decisions,
                                 guint                  level,
                                 TtMoveWords           *words)
{
  const CarcState *state = state_pointer;
  const CarcMove *move = move_pointer;
  const TtRulesDecision *decision = level < n_decisions ? &decisions[level] : NULL;
  guint n;

  switch (decision ? decision->kind : 0)
    {
    case CARC_DECISION_PLACE:
      words->prompt = g_strdup (_("Where does the tile go?"));
      words->label = place_label (state, move);
      break;
    case CARC_DECISION_ROTATION:
      words->prompt = g_strdup (_("Which way round?"));
      words->label = rotation_label (move->rotation);
      break;
    case CARC_DECISION_FIGURE:
      words->prompt = g_strdup (_("Place a figure?"));
      if (decision->value[0] == CARC_ACTION_NONE)
        {
          words->label = g_strdup (_("No figure"));
          words->gains_nothing = TRUE;
          break;
        }
      n = count_like_spots (state, move, decision->value[1]);
      words->label = n > 1 ? figure_choice_phrase (decision->value[1], n) : spot_label (game, state, move, FALSE);
      break;
    case CARC_DECISION_SPOT:
      words->prompt = g_strdup (spot_prompt (level > 0 ? decisions[level - 1].value[1] : -1));
      words->label = spot_label (game, state, move, TRUE);
      break;
    case CARC_DECISION_RECALL:
      words->prompt = g_strdup (_("Place a figure?"));
      words->label = g_strdup (_("Call the abbot back"));
      words->detail = g_strdup (_("The abbot's monastery or garden scores now"));
      break;
    case CARC_DECISION_DISCARD:
      words->prompt = g_strdup (_("The tile fits nowhere"));
      words->label = g_strdup (_("Discard the tile"));
      break;
    default:
      words->label = g_strdup (_("As it is"));
      break;
    }
}

/* Points scored by the move: the mover's first, then anyone else's. */
char *
_tt_carcassonne_describe_preview (TtGame        *game,
                                  gconstpointer  state_pointer,
                                  gconstpointer  move_pointer,
                                  gconstpointer  after_pointer,
                                  int            player)
{
  const CarcState *state = state_pointer;
  const CarcState *after = after_pointer;
  guint n = carc_state_get_n_players (state);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      guint p = ((guint) MAX (player, 0) + i) % n;
      guint before = carc_state_get_score (state, p), now = carc_state_get_score (after, p);

      if (now <= before)
        continue;
      if (text->len)
        g_string_append (text, ", ");
      /* Translators: the points a move brings a player and the total after:
       * "Red +4 (12 in all)" */
      g_string_append_printf (text, _("%1$s +%2$u (%3$u in all)"),
                              tt_game_get_player_name (game, p), now - before, now);
    }
  return text->len ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* Reading the draft for the board ---------------------------------------- */

static gboolean
placement_of_decision (const TtRulesDecision *decision,
                       CarcPlacement         *placement)
{
  switch (decision->kind)
    {
    case CARC_DECISION_FIGURE:
    case CARC_DECISION_SPOT:
    case CARC_DECISION_RECALL:
      placement->x = (gint16) decision->value[CARC_DECISION_X];
      placement->y = (gint16) decision->value[CARC_DECISION_Y];
      placement->rotation = (guint8) decision->value[CARC_DECISION_ROT];
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
tt_carcassonne_game_get_draft_placement (TtCarcassonneGame *self,
                                         CarcPlacement     *placement)
{
  TtMoveDraft *draft;
  JsonObject *complete;
  GListModel *choices;
  CarcPlacement found = { 0 };
  gboolean known = FALSE;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), FALSE);
  if (tt_carcassonne_game_get_state (self) == NULL || tt_game_get_finished (TT_GAME (self)))
    return FALSE;
  draft = tt_game_get_draft (TT_GAME (self));
  complete = tt_move_draft_get_move (draft);
  choices = tt_move_draft_get_choices (draft);
  if (complete != NULL)
    {
      CarcMove move;

      if (carc_move_from_json (tt_carcassonne_game_get_state (self), complete, &move, NULL) && !move.discard)
        {
          found = (CarcPlacement) { move.x, move.y, move.rotation };
          known = TRUE;
        }
    }
  else if (g_list_model_get_n_items (choices) > 0)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, 0);

      known = placement_of_decision (tt_move_choice_get_decision (choice), &found);
    }
  if (known && placement != NULL)
    *placement = found;
  return known;
}

GArray *
tt_carcassonne_game_list_figure_spots (TtCarcassonneGame *self)
{
  GArray *spots = g_array_new (FALSE, TRUE, sizeof (CarcFigureSpot));
  const CarcState *state;
  CarcPlacement placement;
  g_autoptr(GArray) all = NULL;
  guint player;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), spots);
  if (!tt_carcassonne_game_get_draft_placement (self, &placement))
    return spots;
  state = tt_carcassonne_game_get_state (self);
  player = carc_state_get_current_player (state);
  all = g_array_new (FALSE, TRUE, sizeof (CarcFigureSpot));
  carc_state_list_figure_spots (state, &placement, all);
  /* only the figures the player still has */
  for (guint i = 0; i < all->len; i++)
    {
      const CarcFigureSpot *spot = &g_array_index (all, CarcFigureSpot, i);

      if (spot->action == CARC_ACTION_MEEPLE && carc_state_get_supply (state, player) == 0)
        continue;
      if (spot->action == CARC_ACTION_ABBOT && !carc_state_get_abbot_in_supply (state, player))
        continue;
      g_array_append_val (spots, *spot);
    }
  return spots;
}

void
tt_carcassonne_decision_init (TtRulesDecision      *decision,
                              CarcDecisionKind      kind,
                              const CarcPlacement  *placement,
                              const CarcFigureSpot *spot)
{
  memset (decision, 0, sizeof *decision);
  decision->kind = kind;
  if (kind == CARC_DECISION_DISCARD || placement == NULL)
    return;
  if (kind == CARC_DECISION_PLACE)
    {
      decision->value[0] = placement->x;
      decision->value[1] = placement->y;
      return;
    }
  decision->value[CARC_DECISION_X] = placement->x;
  decision->value[CARC_DECISION_Y] = placement->y;
  decision->value[CARC_DECISION_ROT] = placement->rotation & 3;
  if (kind == CARC_DECISION_ROTATION)
    decision->value[0] = placement->rotation & 3;
  else if (kind == CARC_DECISION_FIGURE && spot != NULL)
    {
      decision->value[0] = spot->action;
      decision->value[1] = spot->role;
    }
  else if (kind == CARC_DECISION_SPOT && spot != NULL)
    decision->value[0] = spot->feature;
}
