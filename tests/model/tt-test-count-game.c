/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-count-game.c — a tiny game for testing the game contract
 *
 * Its engine is a TtRules table and nothing else; TtTestCountGame adds no
 * engine code of its own (TtGame drives the table), only its log lines,
 * its phase names and two getters. That is the whole cost of a new game
 * to the model.
 */
#include "config.h"

#include "common/tt-json.h"
#include "common/tt-rules.h"
#include "tt-test-count-game.h"

#define DEFAULT_TARGET 10
#define WIN_BONUS      5

/* ---- the engine ---- */

typedef struct
{
  int   counter;
  int   target;
  guint n_players;
  guint n_moves;
  int   added[TT_RULES_MAX_PLAYERS];
  int   winner;       /* -1 while the game runs */
} CountState;

typedef struct
{
  guint8 add;
} CountMove;

typedef struct
{
  int      player;
  int      add;
  gboolean won;
} CountEvent;

static gpointer
count_new_for_record (const TtRecord  *record,
                      gpointer         set,
                      GError         **error)
{
  CountState *state;
  gint64 target = DEFAULT_TARGET;

  if (!tt_json_get_int (record->options, "target", FALSE, 1, 1000, &target,
                        record->source, "options", error))
    return NULL;
  state = g_new0 (CountState, 1);
  state->target = (int) target;
  state->n_players = record->players->len;
  state->winner = -1;
  return state;
}

static gpointer
count_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (CountState));
}

static guint
count_n_players (gconstpointer state)
{
  return ((const CountState *) state)->n_players;
}

static gboolean
count_is_finished (gconstpointer state)
{
  return ((const CountState *) state)->winner >= 0;
}

static int
count_current (const CountState *state)
{
  return (int) (state->n_moves % state->n_players);
}

static guint32
count_actors (gconstpointer state)
{
  return count_is_finished (state) ? 0 : 1u << count_current (state);
}

static guint
count_legal_moves (gconstpointer  state,
                   GArray        *moves)
{
  g_array_set_size (moves, 0);
  if (count_is_finished (state))
    return 0;
  for (guint8 add = 1; add <= 2; add++)
    {
      CountMove move = { add };

      g_array_append_val (moves, move);
    }
  return moves->len;
}

static gboolean
count_move_from_json (gconstpointer   state,
                      JsonObject     *object,
                      gpointer        move,
                      GError        **error)
{
  gint64 add = 0;

  if (!tt_json_get_int (object, "add", TRUE, 1, 2, &add, NULL, "move", error))
    return FALSE;
  ((CountMove *) move)->add = (guint8) add;
  return TRUE;
}

static JsonObject *
count_move_to_json (gconstpointer state,
                    gconstpointer move)
{
  JsonObject *object = json_object_new ();

  json_object_set_int_member (object, "add", ((const CountMove *) move)->add);
  return object;
}

static gboolean
count_apply (gpointer   data,
             gpointer   move_data,
             gpointer   events,
             GError   **error)
{
  CountState *state = data;
  const CountMove *move = move_data;
  CountEvent event = { count_current (state), move->add, FALSE };

  if (count_is_finished (state))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the count is over");
      return FALSE;
    }
  if (move->add < 1 || move->add > 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "one may add 1 or 2, not %u", move->add);
      return FALSE;
    }
  state->counter += move->add;
  state->added[event.player] += move->add;
  state->n_moves++;
  if (state->counter >= state->target)
    {
      state->winner = event.player;
      event.won = TRUE;
    }
  if (events != NULL)
    g_array_append_val ((GArray *) events, event);
  return TRUE;
}

static gpointer
count_events_new (void)
{
  return g_array_new (FALSE, TRUE, sizeof (CountEvent));
}

static void
count_events_to_json (gconstpointer  state,
                      gpointer       events,
                      JsonArray     *out)
{
  GArray *array = events;

  for (guint i = 0; i < array->len; i++)
    {
      const CountEvent *event = &g_array_index (array, CountEvent, i);
      JsonObject *object = json_object_new ();

      json_object_set_string_member (object, "type", "added");
      json_object_set_int_member (object, "player", event->player);
      json_object_set_int_member (object, "add", event->add);
      json_array_add_object_element (out, object);
      if (event->won)
        {
          object = json_object_new ();
          json_object_set_string_member (object, "type", "won");
          json_object_set_int_member (object, "player", event->player);
          json_object_set_int_member (object, "add", 0);
          json_array_add_object_element (out, object);
        }
    }
}

static void
count_scores (gconstpointer  data,
              int           *scores)
{
  const CountState *state = data;

  for (guint p = 0; p < state->n_players; p++)
    scores[p] = state->added[p] + ((int) p == state->winner ? WIN_BONUS : 0);
}

static JsonNode *
count_summary (gconstpointer   data,
               const TtRecord *record)
{
  const CountState *state = data;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  int scores[TT_RULES_MAX_PLAYERS] = { 0 };

  count_scores (state, scores);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "counter");
  json_builder_add_int_value (builder, state->counter);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    json_builder_add_int_value (builder, scores[p]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* "simple": add 2, unless adding 1 wins at once. */
static JsonObject *
count_computer_move (gconstpointer   data,
                     guint           player,
                     const char     *level,
                     guint64         seed,
                     GCancellable   *cancellable,
                     GError        **error)
{
  const CountState *state = data;
  CountMove move = { state->counter + 1 >= state->target ? 1 : 2 };

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return count_move_to_json (state, &move);
}

static const char * const count_levels[] = { "simple", NULL };

static const TtRules count_rules = {
  .id = TT_TEST_COUNT_GAME_ID,
  .min_players = 1,
  .max_players = 4,
  .move_size = sizeof (CountMove),
  .levels = count_levels,
  .new_for_record = count_new_for_record,
  .copy = count_copy,
  .free = g_free,
  .n_players = count_n_players,
  .actors = count_actors,
  .is_finished = count_is_finished,
  .legal_moves = count_legal_moves,
  .move_from_json = count_move_from_json,
  .move_to_json = count_move_to_json,
  .apply = count_apply,
  .events_new = count_events_new,
  .events_free = (void (*) (gpointer)) g_array_unref,
  .events_to_json = count_events_to_json,
  .scores = count_scores,
  .summary = count_summary,
  .computer_move = count_computer_move,
};

/* ---- the model: only what is the game's own ---- */

struct _TtTestCountGame
{
  TtGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TtTestCountGame, tt_test_count_game, TT_TYPE_GAME)

static void
tt_test_count_game_describe_move (TtGame     *game,
                                  int         player,
                                  JsonObject *move,
                                  JsonArray  *events)
{
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonObject *event = json_array_get_object_element (events, i);
      int who = (int) json_object_get_int_member (event, "player");
      int add = (int) json_object_get_int_member (event, "add");
      const char *name = tt_game_get_player_name (game, who);
      g_autofree char *line = NULL;

      if (g_str_equal (json_object_get_string_member (event, "type"), "won"))
        {
          line = g_strdup_printf ("%s reached the target and won %d", name, WIN_BONUS);
          tt_game_emit_scored (game, who, WIN_BONUS, line);
        }
      else
        {
          line = g_strdup_printf ("%s added %d", name, add);
          tt_game_emit_scored (game, who, add, line);
        }
      tt_game_add_log (game, who, line);
    }
}

static void
tt_test_count_game_describe_choice (TtGame                *game,
                                    gconstpointer          state,
                                    gconstpointer          move,
                                    const TtRulesDecision *decisions,
                                    guint                  n_decisions,
                                    guint                  level,
                                    TtMoveWords           *words)
{
  int add = ((const CountMove *) move)->add;

  words->prompt = g_strdup ("How much?");
  words->label = g_strdup_printf ("Add %d", add);
}

static char *
tt_test_count_game_describe_preview (TtGame        *game,
                                     gconstpointer  state,
                                     gconstpointer  move,
                                     gconstpointer  after,
                                     int            player)
{
  return g_strdup_printf ("The counter at %d", ((const CountState *) after)->counter);
}

static const char *
tt_test_count_game_get_phase (TtGame *game)
{
  return tt_game_get_finished (game) ? "finished" : "counting";
}

static void
tt_test_count_game_class_init (TtTestCountGameClass *klass)
{
  TtGameClass *game_class = TT_GAME_CLASS (klass);

  game_class->describe_move = tt_test_count_game_describe_move;
  game_class->get_phase = tt_test_count_game_get_phase;
  game_class->describe_choice = tt_test_count_game_describe_choice;
  game_class->describe_preview = tt_test_count_game_describe_preview;
}

static void
tt_test_count_game_init (TtTestCountGame *self)
{
}

TtGameInfo *
tt_test_count_game_register (void)
{
  static const char * const colors[] = { "red", "blue", "green", "yellow", NULL };
  TtGameInfo *info = tt_game_info_lookup (TT_TEST_COUNT_GAME_ID);
  g_autoptr(TtGameInfo) created = NULL;

  if (info != NULL)
    return info;
  created = tt_game_info_new (TT_TEST_COUNT_GAME_ID, "Counting to Ten",
                              "accessories-calculator-symbolic", TT_TYPE_TEST_COUNT_GAME);
  tt_game_info_set_description (created, "Add 1 or 2; whoever reaches the target wins");
  tt_game_info_set_colors (created, colors);
  tt_game_info_set_rules (created, &count_rules);
  tt_game_info_add_rules_level (created, "simple", "Simple");
  tt_game_info_register (created);
  return created;
}

TtRecord *
tt_test_count_game_new_record (guint               n_players,
                               const char * const *kinds,
                               guint               target,
                               guint64             seed)
{
  static const char * const names[] = { "Ann", "Bob", "Cyd", "Dee" };
  static const char * const colors[] = { "red", "blue", "green", "yellow" };
  TtRecord *record = tt_record_new (TT_TEST_COUNT_GAME_ID);

  g_return_val_if_fail (n_players >= 1 && n_players <= G_N_ELEMENTS (names), record);

  for (guint p = 0; p < n_players; p++)
    {
      TtRecordPlayer *player = tt_record_add_player (record, names[p], colors[p]);

      if (kinds != NULL && kinds[p] != NULL && g_str_has_prefix (kinds[p], "computer"))
        {
          g_free (player->kind);
          player->kind = g_strdup ("computer");
          if (kinds[p][strlen ("computer")] == ':')
            player->level = g_strdup (kinds[p] + strlen ("computer:"));
        }
    }
  if (target > 0)
    json_object_set_int_member (record->options, "target", target);
  record->seed = seed;
  return record;
}

TtTestCountGame *
tt_test_count_game_new (void)
{
  return g_object_new (TT_TYPE_TEST_COUNT_GAME, NULL);
}

int
tt_test_count_game_get_counter (TtTestCountGame *self)
{
  const CountState *state;

  g_return_val_if_fail (TT_IS_TEST_COUNT_GAME (self), 0);
  state = tt_game_get_state (TT_GAME (self));
  return state ? state->counter : 0;
}

int
tt_test_count_game_get_target (TtTestCountGame *self)
{
  const CountState *state;

  g_return_val_if_fail (TT_IS_TEST_COUNT_GAME (self), 0);
  state = tt_game_get_state (TT_GAME (self));
  return state ? state->target : DEFAULT_TARGET;
}

gboolean
tt_test_count_game_add (TtTestCountGame  *self,
                        guint             amount,
                        GError          **error)
{
  g_autoptr(JsonObject) move = json_object_new ();

  g_return_val_if_fail (TT_IS_TEST_COUNT_GAME (self), FALSE);
  json_object_set_int_member (move, "add", amount);
  return tt_game_play (TT_GAME (self), move, error);
}
