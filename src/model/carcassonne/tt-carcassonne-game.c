/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-game.c — the Carcassonne game model
 *
 * The record, seats, computer players, log, score history and undo belong
 * to TtGame; this class keeps what is Carcassonne's own: the engine state
 * and its tile set, the words of the move draft (tt-carcassonne-draft.c),
 * the events of the last move and their log lines, and the queries the
 * board asks.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tt-carcassonne-game.h"
#include "tt-carcassonne-draft.h"
#include "tt-tile-set-library.h"
#include "tt-text.h"

struct _TtCarcassonneGame
{
  TtGame        parent_instance;

  CarcTileSet  *tileset;

  GArray       *no_events;      /* CarcEvent: the last events before any move */
  CarcState    *scratch;        /* the draft's words try a tile on it */
};

G_DEFINE_FINAL_TYPE (TtCarcassonneGame, tt_carcassonne_game, TT_TYPE_GAME)

/* The engine state TtGame holds (NULL before the game starts). */
static const CarcState *
state_of (TtCarcassonneGame *self)
{
  return tt_game_get_state (TT_GAME (self));
}

/* What the last applied move caused (CarcEvent). */
static GArray *
last_events (TtCarcassonneGame *self)
{
  GArray *events = tt_game_get_last_events (TT_GAME (self));

  return events ? events : self->no_events;
}

static const char *
player_name (TtCarcassonneGame *self,
             int                player)
{
  if (player < 0 || (guint) player >= tt_game_get_n_players (TT_GAME (self)))
    return "";
  return tt_game_get_player_name (TT_GAME (self), player);
}

/* A set file that appeared after the library was read (copied there by
 * hand, say) is still found by its name. */
static CarcTileSet *
find_user_tileset_file (const char *name)
{
  g_autofree char *dir_path = g_build_filename (g_get_user_data_dir (), "tabletop", "tilesets", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *file;

  while (dir && (file = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(CarcTileSet) set = NULL;

      if (!g_str_has_suffix (file, ".json"))
        continue;
      path = g_build_filename (dir_path, file, NULL);
      set = carc_tileset_load_file (path, NULL);
      if (set && g_strcmp0 (carc_tileset_get_name (set), name) == 0)
        return g_steal_pointer (&set);
    }
  return NULL;
}

/* A saved game names its tile set; a set of the user's own (made in the
 * editor) is the library's object of that id, the one the editor edits,
 * so the game is played with the tiles the editor shows. While the editor
 * reports problems with it, it cannot be played. */
static CarcTileSet *
find_user_tileset (const char *name)
{
  TtTileSet *set = tt_tile_set_library_lookup (tt_tile_set_library_get_default (), name);

  if (set != NULL)
    return tt_tile_set_is_valid (set) ? carc_tileset_ref (tt_tile_set_get_engine_set (set)) : NULL;
  return find_user_tileset_file (name);
}

/* The tiles to play: the ones given, or for a record that names a set
 * that is not bundled, the user's own set of that name. */
static gpointer
tt_carcassonne_game_get_set (TtGame         *game,
                             const TtRecord *record)
{
  TtCarcassonneGame *self = TT_CARCASSONNE_GAME (game);
  const char *name = json_object_get_string_member_with_default (record->root, "tileset", "base");
  g_autofree char *bundled = NULL;

  if (self->tileset != NULL)
    return self->tileset;
  bundled = carc_tileset_bundled_data (name, NULL);
  if (bundled == NULL)
    {
      g_autoptr(CarcTileSet) own = find_user_tileset (name);

      if (own != NULL)
        tt_carcassonne_game_set_tileset (self, own);
    }
  return self->tileset;
}

static gboolean
tt_carcassonne_game_reset (TtGame         *game,
                           const TtRecord *record,
                           GError        **error)
{
  return TT_GAME_CLASS (tt_carcassonne_game_parent_class)->reset (game, record, error);
}

static void
report_events (TtCarcassonneGame *self)
{
  GArray *events = last_events (self);

  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);
      g_autofree char *text = tt_carcassonne_game_describe_event (self, event);

      if (text == NULL)
        continue;
      if (event->type == CARC_EVENT_FEATURE_SCORED && event->winners != 0)
        {
          for (guint p = 0; p < carc_state_get_n_players (state_of (self)); p++)
            if (event->winners & (1u << p))
              {
                g_autofree char *line = NULL;

                line = g_strdup_printf (_("%s scored %u: %s"),
                                        player_name (self, p),
                                        event->points, text);
                tt_game_emit_scored (TT_GAME (self), p, event->points, line);
                tt_game_add_log (TT_GAME (self), p, line);
              }
        }
      else
        tt_game_add_log (TT_GAME (self), event->player, text);
    }
}

static char *
computer_player_label (TtCarcassonneGame *self,
                       int                player)
{
  TtGameInfo *info = tt_game_get_info (TT_GAME (self));
  TtPlayer *seat = tt_game_get_player (TT_GAME (self), player);
  const char *level = info && seat ? tt_game_info_get_level_label (info, tt_player_get_level (seat)) : NULL;

  if (level == NULL)
    return g_strdup (player_name (self, player));
  /* Translators: a computer player in the game log: its name and its
   * level, as in "Blue (Hard)" */
  return g_strdup_printf (_("%s (%s)"), player_name (self, player), level);
}

/* What the player did with a figure: a CarcRole, or one of these. */
enum { FIGURE_NONE = -1, FIGURE_RECALL = -2, FIGURE_ABBOT_GARDEN = -3 };

static int
move_figure (TtCarcassonneGame *self,
             JsonObject        *move,
             const CarcTileDef *def)
{
  GArray *events = last_events (self);

  if (json_object_get_boolean_member_with_default (move, "recall_abbot", FALSE))
    return FIGURE_RECALL;
  for (guint i = 0; i < events->len; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);

      if (event->type != CARC_EVENT_FIGURE_PLACED)
        continue;
      if (event->role == CARC_ROLE_ABBOT && def != NULL)
        for (guint f = 0; f < def->n_features; f++)
          if (def->features[f].kind == CARC_FEATURE_GARDEN)
            return FIGURE_ABBOT_GARDEN;
      return event->role;
    }
  return FIGURE_NONE;
}

/* "a city tile": what the tile shows most. */
static const char *
tile_kind_phrase (const CarcTileDef *def)
{
  guint kinds = 0;

  for (guint f = 0; def != NULL && f < def->n_features; f++)
    kinds |= 1u << def->features[f].kind;
  if (kinds & (1u << CARC_FEATURE_MONASTERY))
    return _("a monastery tile");
  if (kinds & (1u << CARC_FEATURE_CITY))
    return _("a city tile");
  if (kinds & (1u << CARC_FEATURE_RIVER))
    return _("a river tile");
  if (kinds & (1u << CARC_FEATURE_ROAD))
    return _("a road tile");
  if (kinds & (1u << CARC_FEATURE_GARDEN))
    return _("a garden tile");
  return _("a field tile");
}

/* Where a tile went, told from the start tile: "north of the start",
 * "3 tiles east of the start", "2 north and 1 west of the start". Whole
 * phrases, so each language can word them its own way. */
char *
tt_carcassonne_describe_place (int dx,
                               int dy)
{
  /* Translators: where a tile was laid, seen from the first tile of the game */
  static const char *const next_to[4] = { N_("north of the start"), N_("east of the start"),
                                          N_("south of the start"), N_("west of the start") };
  static const char *const corner[4] = { N_("northeast of the start"), N_("southeast of the start"),
                                         N_("southwest of the start"), N_("northwest of the start") };
  guint ax = ABS (dx), ay = ABS (dy);
  int side = dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;

  if (dx == 0 && dy == 0)
    return g_strdup (_("on the start"));
  if (ax + ay == 1)
    return g_strdup (_(next_to[side]));
  if (ax == 1 && ay == 1)
    return g_strdup (_(corner[dy < 0 ? (dx > 0 ? 0 : 3) : (dx > 0 ? 1 : 2)]));
  if (dx == 0 || dy == 0)
    {
      guint n = ax + ay;

      switch (side)
        {
        case 0: return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile north of the start", "%u tiles north of the start", n), n);
        case 1: return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile east of the start", "%u tiles east of the start", n), n);
        case 2: return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile south of the start", "%u tiles south of the start", n), n);
        default: return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile west of the start", "%u tiles west of the start", n), n);
        }
    }
  /* Translators: tiles north (or south) and east (or west) of the first tile, as in "2 north and 1 east of the start" */
  if (dy < 0 && dx > 0)
    return g_strdup_printf (_("%1$u north and %2$u east of the start"), ay, ax);
  if (dy < 0)
    return g_strdup_printf (_("%1$u north and %2$u west of the start"), ay, ax);
  if (dx > 0)
    return g_strdup_printf (_("%1$u south and %2$u east of the start"), ay, ax);
  return g_strdup_printf (_("%1$u south and %2$u west of the start"), ay, ax);
}

/* Whole sentences, so each language can order them as it likes. */
static char *
describe_move_line (int         figure,
                    const char *who,
                    const char *tile,
                    const char *where)
{
  switch (figure)
    {
    case CARC_ROLE_THIEF:
      /* Translators: a move in the game log: the player (a name, or for a
       * computer its name and level, "Blue (Hard)"), the tile ("a city
       * tile") and where it went ("north of the start") */
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed a highwayman on the road"), who, tile, where);
    case CARC_ROLE_KNIGHT:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed a knight on the city"), who, tile, where);
    case CARC_ROLE_MONK:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed a monk in the monastery"), who, tile, where);
    case CARC_ROLE_FARMER:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed a farmer in the field"), who, tile, where);
    case CARC_ROLE_ABBOT:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed the abbot in the monastery"), who, tile, where);
    case FIGURE_ABBOT_GARDEN:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed the abbot in the garden"), who, tile, where);
    case FIGURE_RECALL:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and took the abbot back"), who, tile, where);
    case FIGURE_NONE:
    default:
      return g_strdup_printf (_("%1$s laid %2$s %3$s and placed no meeple"), who, tile, where);
    }
}

/* Every move, a person's or a computer's, gets a line (a computer's
 * names its level), so the log tells the whole game. */
static void
report_move (TtCarcassonneGame *self,
             int                player,
             JsonObject        *move)
{
  const CarcState *state = state_of (self);
  g_autofree char *who = NULL;
  g_autofree char *where = NULL;
  g_autofree char *line = NULL;
  const CarcTileDef *def = NULL;
  int x, y, sx, sy;
  guint tile, rotation;

  /* a discarded tile already has its own line */
  if (json_object_get_boolean_member_with_default (move, "discard", FALSE))
    return;
  x = json_object_get_int_member_with_default (move, "x", 0);
  y = json_object_get_int_member_with_default (move, "y", 0);
  if (carc_state_get_tile_at (state, x, y, &tile, &rotation))
    def = carc_state_get_tile_def (state, tile);
  carc_state_get_placed (state, 0, &sx, &sy, &tile, &rotation);
  who = computer_player_label (self, player);
  where = tt_carcassonne_describe_place (x - sx, y - sy);
  line = describe_move_line (move_figure (self, move, def), who, tile_kind_phrase (def), where);
  tt_game_add_log (TT_GAME (self), player, line);
}

/* The engine's CarcEvents make the log lines; the JSON events are for
 * games without native ones. */
static void
tt_carcassonne_game_describe_move (TtGame     *game,
                                   int         player,
                                   JsonObject *move,
                                   JsonArray  *events)
{
  TtCarcassonneGame *self = TT_CARCASSONNE_GAME (game);

  report_move (self, player, move);
  report_events (self);
  /* a player's next turn is a new turn too (solo and two-step turns) */
  if (!carc_state_is_finished (state_of (self)))
    tt_game_mark_new_turn (game);
}

static const char *
tt_carcassonne_game_get_phase_vfunc (TtGame *game)
{
  TtCarcassonneGame *self = TT_CARCASSONNE_GAME (game);

  if (state_of (self) == NULL)
    return "setup";
  if (carc_state_is_finished (state_of (self)))
    return "finished";
  return "place-tile";
}

static guint
tt_carcassonne_game_get_turn (TtGame *game)
{
  TtCarcassonneGame *self = TT_CARCASSONNE_GAME (game);

  return state_of (self) ? carc_state_get_turn (state_of (self)) : 0;
}

/* A finished game's record says so ("final_scoring"); a new one starts
 * without, with the same tiles. */
static void
tt_carcassonne_game_prepare_like (TtGame   *game,
                                  TtGame   *like,
                                  TtRecord *record)
{
  json_object_remove_member (record->root, "final_scoring");
  tt_carcassonne_game_set_tileset (TT_CARCASSONNE_GAME (like), TT_CARCASSONNE_GAME (game)->tileset);
}

static void
tt_carcassonne_game_finalize (GObject *object)
{
  TtCarcassonneGame *self = TT_CARCASSONNE_GAME (object);

  g_clear_pointer (&self->tileset, carc_tileset_unref);
  g_clear_pointer (&self->no_events, g_array_unref);
  g_clear_pointer (&self->scratch, carc_state_free);
  G_OBJECT_CLASS (tt_carcassonne_game_parent_class)->finalize (object);
}

static void
tt_carcassonne_game_class_init (TtCarcassonneGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TtGameClass *game_class = TT_GAME_CLASS (klass);

  object_class->finalize = tt_carcassonne_game_finalize;

  game_class->get_set = tt_carcassonne_game_get_set;
  game_class->reset = tt_carcassonne_game_reset;
  game_class->describe_move = tt_carcassonne_game_describe_move;
  game_class->get_phase = tt_carcassonne_game_get_phase_vfunc;
  game_class->get_turn = tt_carcassonne_game_get_turn;
  game_class->prepare_like = tt_carcassonne_game_prepare_like;
  game_class->describe_choice = _tt_carcassonne_describe_choice;
  game_class->describe_preview = _tt_carcassonne_describe_preview;
}

static void
tt_carcassonne_game_init (TtCarcassonneGame *self)
{
  self->no_events = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
}

TtCarcassonneGame *
tt_carcassonne_game_new (void)
{
  return g_object_new (TT_TYPE_CARCASSONNE_GAME, NULL);
}

void
tt_carcassonne_game_set_tileset (TtCarcassonneGame *self,
                                 CarcTileSet       *tileset)
{
  g_return_if_fail (TT_IS_CARCASSONNE_GAME (self));

  if (tileset)
    carc_tileset_ref (tileset);
  g_clear_pointer (&self->tileset, carc_tileset_unref);
  self->tileset = tileset;
}

TtRecord *
tt_carcassonne_game_new_record (const char         *tileset_name,
                                const CarcOptions  *options,
                                const char * const *names,
                                const char * const *colors,
                                const char * const *kinds,
                                guint64             seed)
{
  TtRecord *record = carc_record_new (tileset_name, options, names, seed);

  for (guint p = 0; p < record->players->len; p++)
    {
      TtRecordPlayer *player = g_ptr_array_index (record->players, p);

      if (colors && colors[p])
        {
          g_free (player->color);
          player->color = g_strdup (colors[p]);
        }
      if (kinds && kinds[p])
        {
          /* "computer" or "computer:LEVEL" */
          g_auto(GStrv) parts = g_strsplit (kinds[p], ":", 2);

          g_free (player->kind);
          player->kind = g_strdup (parts[0]);
          if (parts[0] && parts[1])
            {
              g_free (player->level);
              player->level = g_strdup (parts[1]);
            }
        }
    }
  return record;
}

const CarcState *
tt_carcassonne_game_get_state (TtCarcassonneGame *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), NULL);

  return state_of (self);
}

static gboolean
fail_unless_playing (TtCarcassonneGame  *self,
                     GError            **error)
{
  if (state_of (self) == NULL)
    {
      g_set_error (error, TT_GAME_ERROR, TT_GAME_ERROR_NOT_STARTED,
                   _("No game has been started"));
      return FALSE;
    }
  if (carc_state_is_finished (state_of (self)))
    {
      g_set_error (error, TT_GAME_ERROR, TT_GAME_ERROR_FINISHED,
                   _("The game is already over"));
      return FALSE;
    }
  return TRUE;
}

static void
move_for_placement (TtCarcassonneGame   *self,
                    const CarcPlacement *placement,
                    CarcMove            *move)
{
  carc_move_init_placement (move, state_of (self), placement);
}

/* A state equal to `state` (one of this game's) to try a move on: the
 * draft words every figure by its feature after the tile, and a scratch
 * state reused costs no allocation. Valid until the next call. */
CarcState *
_tt_carcassonne_game_scratch (TtCarcassonneGame *self,
                              const CarcState   *state)
{
  if (self->scratch == NULL)
    self->scratch = carc_state_copy (state);
  else
    carc_state_copy_into (self->scratch, state);
  return self->scratch;
}

gboolean
tt_carcassonne_game_can_recall_abbot (TtCarcassonneGame *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), FALSE);

  return state_of (self) != NULL && carc_state_can_recall_abbot (state_of (self));
}

/* The game's state does not hold the draft's tile, so lay it on a copy,
 * figure-less, and ask the copy. */
gboolean
tt_carcassonne_game_query_pending_feature (TtCarcassonneGame *self,
                                           CarcSegment        segment,
                                           CarcFeatureInfo   *info,
                                           GArray            *parts)
{
  g_autoptr(CarcState) copy = NULL;
  CarcPlacement placement;
  CarcMove move;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), FALSE);

  if (!tt_carcassonne_game_get_draft_placement (self, &placement))
    return FALSE;
  copy = carc_state_copy (state_of (self));
  carc_move_init_placement (&move, copy, &placement);
  move.action = CARC_ACTION_NONE;
  if (!carc_state_apply (copy, &move, NULL, NULL))
    return FALSE;
  return carc_state_query_feature (copy, placement.x, placement.y, segment, info, parts);
}

gboolean
tt_carcassonne_game_play_move (TtCarcassonneGame  *self,
                               const CarcMove     *move,
                               GError            **error)
{
  g_autoptr(JsonObject) object = NULL;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), FALSE);

  if (!fail_unless_playing (self, error))
    return FALSE;
  object = carc_move_to_json (state_of (self), move);
  return tt_game_play (TT_GAME (self), object, error);
}

static const char *
side_kind_name (CarcSideKind kind)
{
  switch (kind)
    {
    case CARC_SIDE_FIELD: return _("a field");
    case CARC_SIDE_ROAD: return _("a road");
    case CARC_SIDE_CITY: return _("a city");
    case CARC_SIDE_RIVER: return _("a river");
    case CARC_SIDE_NONE:
    default: return _("empty");
    }
}

static const char *
direction_name (CarcDirection dir)
{
  switch (dir)
    {
    case CARC_DIR_N: return _("north");
    case CARC_DIR_E: return _("east");
    case CARC_DIR_S: return _("south");
    case CARC_DIR_W: return _("west");
    default: return "";
    }
}

/**
 * tt_carcassonne_game_check_placement:
 *
 * Why the drawn tile may not be laid at (x, y) in `rotation` (a CarcReason,
 * e.g. for a link to the rule that explains it); CARC_REASON_OK if it may.
 */
CarcReason
tt_carcassonne_game_check_placement (TtCarcassonneGame *self,
                                     int                x,
                                     int                y,
                                     guint              rotation)
{
  CarcPlacement placement = { x, y, rotation % 4 };
  CarcMoveCheck check = { 0 };
  CarcMove move;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), CARC_REASON_FINISHED);

  if (state_of (self) == NULL || carc_state_is_finished (state_of (self)))
    return CARC_REASON_FINISHED;
  move_for_placement (self, &placement, &move);
  return carc_state_check_move (state_of (self), &move, &check);
}

char *
tt_carcassonne_game_explain_placement (TtCarcassonneGame *self,
                                       int                x,
                                       int                y,
                                       guint              rotation)
{
  CarcPlacement placement = { x, y, rotation % 4 };
  CarcMoveCheck check = { 0 };
  CarcMove move;

  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), NULL);

  if (state_of (self) == NULL || carc_state_is_finished (state_of (self)))
    return g_strdup (_("The game is over"));
  move_for_placement (self, &placement, &move);
  switch (carc_state_check_move (state_of (self), &move, &check))
    {
    case CARC_REASON_OK:
      return NULL;
    case CARC_REASON_OCCUPIED:
      return g_strdup (_("A tile already lies here"));
    case CARC_REASON_NOT_ADJACENT:
      return g_strdup (_("A tile must touch a tile already on the table"));
    case CARC_REASON_SIDE_MISMATCH:
      /* Translators: e.g. "Its west side is a road, but the neighbor there shows a city" */
      return g_strdup_printf (_("Its %s side is %s, but the neighbor there shows %s"),
                              direction_name (check.side), side_kind_name (check.own),
                              side_kind_name (check.neighbour));
    case CARC_REASON_RIVER_DISCONNECTED:
      return g_strdup (_("A river tile must continue the river"));
    case CARC_REASON_RIVER_U_TURN:
      return g_strdup (_("The river may not turn the same way twice in a row"));
    case CARC_REASON_RIVER_FIRST:
      return g_strdup (_("The river tiles come first"));
    case CARC_REASON_FINISHED:
      return g_strdup (_("The game is over"));
    case CARC_REASON_WRONG_TILE:
    case CARC_REASON_CANNOT_DISCARD:
    case CARC_REASON_NO_SUPPLY:
    case CARC_REASON_NO_FEATURE:
    case CARC_REASON_FEATURE_OCCUPIED:
    case CARC_REASON_FARMERS_OFF:
    case CARC_REASON_GARDEN_NEEDS_ABBOT:
    case CARC_REASON_ABBOT_NEEDS_CLOISTER:
    case CARC_REASON_ABBOT_OFF:
    case CARC_REASON_NO_ABBOT_ON_BOARD:
    default:
      return g_strdup (_("The tile does not fit here"));
    }
}

GArray *
tt_carcassonne_game_get_last_events (TtCarcassonneGame *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_GAME (self), NULL);

  return last_events (self);
}

static char *
describe_feature (const CarcEvent *event)
{
  switch (event->category)
    {
    case CARC_CATEGORY_ROAD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "road of %u tile", "road of %u tiles",
                                           event->n_tiles), event->n_tiles);
    case CARC_CATEGORY_CITY:
      {
        g_autofree char *city = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "city of %u tile",
                                                              "city of %u tiles", event->n_tiles),
                                                 event->n_tiles);

        if (event->n_shields == 0)
          return g_steal_pointer (&city);
        /* Translators: appended to "city of 3 tiles" */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u shield",
                                             "%s and %u shields", event->n_shields),
                                city, event->n_shields);
      }
    case CARC_CATEGORY_MONASTERY:
      return g_strdup_printf (_("monastery with %u of 9 tiles"), event->n_tiles);
    case CARC_CATEGORY_GARDEN:
      return g_strdup_printf (_("garden with %u of 9 tiles"), event->n_tiles);
    case CARC_CATEGORY_FARM:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "farm supplying %u city",
                                           "farm supplying %u cities", event->n_cities),
                              event->n_cities);
    case CARC_N_CATEGORIES:
    default:
      return g_strdup ("");
    }
}

char *
tt_carcassonne_game_describe_event (TtCarcassonneGame *self,
                                    const CarcEvent   *event)
{
  const char *name = player_name (self, event->player);

  switch (event->type)
    {
    case CARC_EVENT_FEATURE_SCORED:
      {
        g_autofree char *feature = describe_feature (event);

        if (event->abbot_recall)
          return g_strdup_printf (_("abbot taken back from a %s"), feature);
        /* a feature nobody held scores nothing worth a log line */
        if (event->winners == 0)
          return NULL;
        /* farms only ever score at the end: they are not "unfinished" */
        if (event->phase == CARC_PHASE_END && event->category == CARC_CATEGORY_FARM)
          return g_strdup_printf (_("%s at the end"), feature);
        if (event->phase == CARC_PHASE_END)
          return g_strdup_printf (_("unfinished %s at the end"), feature);
        return g_steal_pointer (&feature);
      }
    case CARC_EVENT_TILE_DISCARDED:
      {
        const CarcTileDef *def = carc_state_get_tile_def (state_of (self), event->tile);

        /* the id may be a letter: "타일 D는" */
        return tt_text_printf (_("%s drew tile %s, which fits nowhere; it goes back in the box"),
                               name, def->id);
      }
    case CARC_EVENT_GAME_OVER:
      {
        guint winners = carc_state_get_winners (state_of (self));
        g_autoptr(GString) names = g_string_new (NULL);
        guint best = 0;

        for (guint p = 0; p < carc_state_get_n_players (state_of (self)); p++)
          if (winners & (1u << p))
            {
              if (names->len)
                g_string_append (names, ", ");
              g_string_append (names, player_name (self, p));
              best = carc_state_get_score (state_of (self), p);
            }
        return g_strdup_printf (_("Game over: %s won with %u points"), names->str, best);
      }
    case CARC_EVENT_TILE_PLACED:
    case CARC_EVENT_FIGURE_PLACED:
    case CARC_EVENT_FIGURE_RETURNED:
    default:
      return NULL;
    }
}
