/* tt-carcassonne-game.h — the Carcassonne game model
 *
 * Wraps a CarcState for the views. A turn has two steps in the window:
 * tt_carcassonne_game_place_tile() puts the drawn tile down provisionally
 * (a misclick can still be taken back with cancel_placement()), then
 * tt_carcassonne_game_finish_turn() chooses a figure spot, or none, and
 * only then the move is applied and recorded.
 *
 * Computer players plug in through a controller: a function that chooses a
 * move for a copy of the state. The model calls it in a worker thread when
 * that player's turn starts and plays the result in the main thread.
 */
#pragma once

#include "tt-game.h"
#include "carcassonne/carc-state.h"

G_BEGIN_DECLS

#define TT_TYPE_CARCASSONNE_GAME (tt_carcassonne_game_get_type ())

G_DECLARE_FINAL_TYPE (TtCarcassonneGame, tt_carcassonne_game, TT, CARCASSONNE_GAME, TtGame)

/* Runs in a worker thread on a private copy of the state; must fill `move`
 * with a legal move for the current player, or fail with `error`. */
typedef gboolean (*TtCarcassonneChooseFunc) (const CarcState *state,
                                             CarcMove        *move,
                                             gpointer         user_data,
                                             GCancellable    *cancellable,
                                             GError         **error);

/* One line of the game log. */
typedef struct
{
  int   player;  /* -1 for lines about nobody in particular */
  guint turn;
  char *text;
} TtCarcassonneLogLine;

TtCarcassonneGame *tt_carcassonne_game_new              (void);

/* The tile set to play with; NULL (the default) takes the bundled set the
 * record names. Set it before tt_game_start(). */
void              tt_carcassonne_game_set_tileset       (TtCarcassonneGame *self,
                                                         CarcTileSet       *tileset);

/* A record for a new game: `colors` and `kinds` may be NULL. */
TtRecord         *tt_carcassonne_game_new_record        (const char        *tileset_name,
                                                         const CarcOptions *options,
                                                         const char * const *names,
                                                         const char * const *colors,
                                                         const char * const *kinds,
                                                         guint64            seed);

const CarcState  *tt_carcassonne_game_get_state         (TtCarcassonneGame *self);
const char       *tt_carcassonne_game_get_player_color  (TtCarcassonneGame *self,
                                                         guint              player);
gboolean          tt_carcassonne_game_is_computer       (TtCarcassonneGame *self,
                                                         guint              player);
/* TRUE when the window may take input for the current turn. */
gboolean          tt_carcassonne_game_is_human_turn     (TtCarcassonneGame *self);

/* Step one: lay the drawn tile at (x, y) turned `rotation` quarter turns. */
gboolean          tt_carcassonne_game_place_tile        (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation,
                                                         GError           **error);
gboolean          tt_carcassonne_game_get_pending       (TtCarcassonneGame *self,
                                                         CarcPlacement     *placement);
void              tt_carcassonne_game_cancel_placement  (TtCarcassonneGame *self);
/* Legal figure spots on the provisional tile (CarcFigureSpot). */
GArray           *tt_carcassonne_game_list_figure_spots (TtCarcassonneGame *self);
gboolean          tt_carcassonne_game_can_recall_abbot  (TtCarcassonneGame *self);
/* The feature a figure spot of the provisional tile belongs to, as it will
 * be once the tile is laid (for highlighting before the turn is confirmed). */
gboolean          tt_carcassonne_game_query_pending_feature (TtCarcassonneGame *self,
                                                             CarcSegment        segment,
                                                             CarcFeatureInfo   *info,
                                                             GArray            *parts);
/* Step two: CARC_ACTION_NONE, _MEEPLE or _ABBOT with a segment, or
 * _RECALL_ABBOT; applies and records the whole move. */
gboolean          tt_carcassonne_game_finish_turn       (TtCarcassonneGame *self,
                                                         CarcAction         action,
                                                         CarcSegment        segment,
                                                         GError           **error);
/* When the drawn tile fits nowhere. */
gboolean          tt_carcassonne_game_discard_tile      (TtCarcassonneGame *self,
                                                         GError           **error);
/* A complete move at once (tests, computer players). */
gboolean          tt_carcassonne_game_play_move         (TtCarcassonneGame *self,
                                                         const CarcMove    *move,
                                                         GError           **error);

/* The same as a CarcReason (CARC_REASON_OK if it fits). */
CarcReason        tt_carcassonne_game_check_placement   (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation);
/* Why the drawn tile does not fit there, in the user's language; NULL if it fits. */
char             *tt_carcassonne_game_explain_placement (TtCarcassonneGame *self,
                                                         int                x,
                                                         int                y,
                                                         guint              rotation);

/* What the last applied move caused (CarcEvent); valid until the next move. */
GArray           *tt_carcassonne_game_get_last_events   (TtCarcassonneGame *self);
/* The log, oldest first (TtCarcassonneLogLine). */
GPtrArray        *tt_carcassonne_game_get_log           (TtCarcassonneGame *self);
char             *tt_carcassonne_game_describe_event    (TtCarcassonneGame *self,
                                                         const CarcEvent   *event);
/* Scores after each applied move: entry 0 is the start (all zero). */
guint             tt_carcassonne_game_get_history_length (TtCarcassonneGame *self);
guint             tt_carcassonne_game_get_score_at      (TtCarcassonneGame *self,
                                                         guint              player,
                                                         guint              index);

/* Computer players: NULL func makes the player a person again. */
void              tt_carcassonne_game_set_controller    (TtCarcassonneGame       *self,
                                                         guint                    player,
                                                         TtCarcassonneChooseFunc  func,
                                                         gpointer                 user_data,
                                                         GDestroyNotify           destroy);
gboolean          tt_carcassonne_game_get_thinking      (TtCarcassonneGame *self);
/* A computer's move is shown no sooner than this after its turn began
 * (default 0; the play view slows computers down so people can follow). */
void              tt_carcassonne_game_set_computer_pace (TtCarcassonneGame *self,
                                                         guint              milliseconds);

/* Computer levels, registered once at start-up by the AI code. A player
 * whose record kind is "computer" gets the controller of its level when
 * the game starts. */
void              tt_carcassonne_game_register_level    (const char              *id,
                                                         const char              *label,
                                                         TtCarcassonneChooseFunc  func,
                                                         gpointer                 user_data);
/* Level ids in registration order, NULL-terminated; free with g_free (not the strings). */
const char      **tt_carcassonne_game_list_levels       (void);
const char       *tt_carcassonne_game_get_level_label   (const char              *id);

/* The colour's name in the user's language ("red" → "Red"). */
const char       *tt_carcassonne_color_name             (const char        *color);

G_END_DECLS
