/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules.h — TtRules: the table of functions every game engine fills
 *
 * One `const TtRules` per game (engine/<game>/<g>-rules.h declares it),
 * plain C. Code that serves every game — the model's TtGame,
 * the CLI's replay, the rules examples, engine-only tests — holds a game
 * state as an opaque gpointer and drives it through this table:
 *
 *   state = tt_rules_new_state (rules, record, NULL, &error);   // no moves yet
 *   moves = tt_rules_legal_moves_json (rules, state);           // JsonArray of move objects
 *   tt_rules_apply_json (rules, state, move, events, NULL, &error);  // untouched on error
 *   summary = rules->summary (state, record);                   // what `replay` prints
 *   tt_rules_free_state (rules, state);
 *
 * Moves cross this boundary as JSON objects, the very objects a record's
 * "moves" array stores. Inside, each engine works on its native move type
 * (its own move struct, rules->move_size bytes): random games
 * and computer search call the engine directly and never pay for JSON.
 * The generic pieces (checking the envelope before a state is made, the
 * JSON ↔ native apply and listing wrappers, the replay loop with its
 * "move N: reason" errors) live here once; a table only fills the hooks.
 *
 * Players are numbered from 0 as in records. "Actors" is a bit set: bit p
 * means player p may act now. Usually one bit; several when players may
 * answer at once (a trade offer, discarding cards).
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tt-budget.h"
#include "tt-record.h"

G_BEGIN_DECLS

/* No table takes more players: enough for a scores array on the stack. */
#define TT_RULES_MAX_PLAYERS 8

typedef struct _TtRules TtRules;

/* One kind of card of a game, for the rules catalogue (list_cards). */
typedef struct
{
  char  *id;        /* as the rules documents name it */
  char  *name_en;   /* the card data's own names, or NULL when it has none */
  char  *name_ko;
  guint  copies;    /* how many the game holds; 0 when it does not say */
} TtRulesGameCard;

/* One decision of a move as a person makes it (TtRules.decisions): what
 * to do, where or which building, who works, which option, the payment.
 * `kind` is the game's own number for the decision (never 0) and
 * `value` says which answer this move gives; two moves take the same
 * choice of a decision exactly when their kind and values are equal, so
 * the model groups them without knowing the game (entries are compared
 * whole: unused values stay 0). The words come from the game's model. */
#define TT_RULES_MAX_DECISIONS       10
#define TT_RULES_DECISION_VALUES      6

typedef struct
{
  gint32 kind;
  gint32 value[TT_RULES_DECISION_VALUES];
} TtRulesDecision;

struct _TtRules
{
  const char *id;              /* the record's "game" */
  guint       min_players;
  guint       max_players;
  gsize       move_size;       /* sizeof the native move */
  /* Computer levels for computer_move, NULL-terminated, weakest first;
   * NULL when the game has no computer player yet. */
  const char * const *levels;
  /* The seat colour ids ("red", …), NULL-terminated, in the order seats
   * take them: records the engine writes and the model's seats use them. */
  const char * const *colors;

  /* Life cycle ------------------------------------------------------------ */
  /* The position the record starts from (its options, players and seed),
   * no moves applied. `set` is the game's set object (a tile set, a board,
   * a card set) or NULL for the one the record names or holds.
   * Called through tt_rules_new_state(), which checked the envelope. */
  gpointer    (*new_for_record) (const TtRecord *record,
                                 gpointer        set,
                                 GError        **error);
  gpointer    (*copy)           (gconstpointer   state);
  /* Optional: overwrite `dest` (a state of the same game) with `src`
   * without allocating; NULL when a game has no cheaper way than copy. */
  void        (*copy_into)      (gpointer        dest,
                                 gconstpointer   src);
  void        (*free)           (gpointer        state);

  /* Turn ------------------------------------------------------------------ */
  guint       (*n_players)      (gconstpointer   state);
  guint32     (*actors)         (gconstpointer   state);   /* 0 once finished */
  gboolean    (*is_finished)    (gconstpointer   state);

  /* Native moves ---------------------------------------------------------- */
  /* Empties `moves` (a GArray of move_size elements) and fills it with every
   * legal move of every actor; returns the count. */
  guint       (*legal_moves)    (gconstpointer   state,
                                 GArray         *moves);
  /* Reads a record's move object; FALSE with a GError naming the field. */
  gboolean    (*move_from_json) (gconstpointer   state,
                                 JsonObject     *object,
                                 gpointer        move,
                                 GError        **error);
  /* The move object a record stores (the state is the one before it). */
  JsonObject *(*move_to_json)   (gconstpointer   state,
                                 gconstpointer   move);
  /* Validates and applies; on error the state is untouched and the GError
   * names the rule. The engine may fill chance outcomes into `move` (the
   * dice rolled, the card drawn) so that move_to_json records them.
   * `events` (nullable) is the engine's own event list (events_new) and
   * receives what the move caused. */
  gboolean    (*apply)          (gpointer        state,
                                 gpointer        move,
                                 gpointer        events,
                                 GError        **error);
  /* Optional: after the last move of a complete replay (a game may run
   * its final count when the record says "final_scoring": true). */
  void        (*replay_end)     (gpointer        state,
                                 const TtRecord *record,
                                 gpointer        events);

  /* Events ---------------------------------------------------------------- */
  /* The engine's event list (a GArray of event structs, a GPtrArray of
   * texts: the engine's choice) and its JSON form: one object per event,
   * with at least "type" and, where one acted, "player". */
  gpointer    (*events_new)     (void);
  void        (*events_free)    (gpointer        events);
  void        (*events_to_json) (gconstpointer   state,
                                 gpointer        events,
                                 JsonArray      *out);

  /* Results --------------------------------------------------------------- */
  /* scores[p] for every player (n_players entries): points now. */
  void        (*scores)         (gconstpointer   state,
                                 int            *scores);
  /* The JSON that `tabletop-cli GAME replay` prints. */
  JsonNode   *(*summary)        (gconstpointer   state,
                                 const TtRecord *record);
  /* Optional: a copy of the state as `player` sees it (other hands and the
   * decks removed); NULL when the game hides nothing (the view is a copy). */
  gpointer    (*view)           (gconstpointer   state,
                                 guint           player);
  /* Optional: a move for `player` (one who may act now) at `level` (one
   * of `levels`), seeded; `state` is that player's view. Several players
   * may act at once (discards after a roll, answers to an offer), so the player is named.
   * G_IO_ERROR_CANCELLED when cancelled. */
  JsonObject *(*computer_move)  (gconstpointer   state,
                                 guint           player,
                                 const char     *level,
                                 guint64         seed,
                                 GCancellable   *cancellable,
                                 GError        **error);
  /* Optional: computer_move with a memory between decisions (a plan it
   * goes on improving). `memory` is what the last call for this seat of
   * this game gave back, or NULL; `*memory_out` receives the next one (a
   * JSON object of the engine's own making) or NULL. The caller keeps it
   * per seat with the game and saves it with it, so a move depends on its
   * own game only, never on what another game asked before. An engine
   * ignores a memory that does not fit the position (after an undo). */
  JsonObject *(*computer_move_remembering) (gconstpointer   state,
                                            guint           player,
                                            const char     *level,
                                            guint64         seed,
                                            JsonObject     *memory,
                                            JsonObject    **memory_out,
                                            GCancellable   *cancellable,
                                            GError        **error);
  /* Optional: computer_move with its search counted, not timed: `budget`
   * (a counted TtBudget, tt_budget_start_counted) says how much the level
   * may look, so the move is the same on every run and every machine
   * (the review). Levels that do not search ignore it. */
  JsonObject *(*computer_move_counted) (gconstpointer   state,
                                        guint           player,
                                        const char     *level,
                                        guint64         seed,
                                        const TtBudget *budget,
                                        GCancellable   *cancellable,
                                        GError        **error);
  /* Optional: every kind of card the game has (TtRulesGameCard, free
   * with the array), for the rules catalogue; NULL when it has no cards. */
  GPtrArray  *(*list_cards)     (void);

  /* Moves as a person makes them --------------------------------------- */
  /* Optional: the decisions a person takes to make `move` (one of
   * legal_moves' for this state), in the order they are taken, at most
   * TT_RULES_MAX_DECISIONS written to `out` (zero it first; the count is
   * returned), and in *player the player who makes it. Distinct legal
   * moves have distinct decision lists; a decision whose answer the
   * player does not choose (there is only one) may be left out. */
  guint       (*decisions)      (gconstpointer    state,
                                 gconstpointer    move,
                                 int             *player,
                                 TtRulesDecision *out);
  /* Optional: the position's standing for every player as `player` sees
   * it (`state` is that player's view, from `view`): out[p] (n_players
   * entries) is p's chance to win in [0,1] (the values sum to 1) or, when
   * the game sets *estimates_score (a solo game: nobody to beat), p's
   * expected final score. `level` names how hard it looks (one of
   * `levels`). Seeded and deterministic for a seed; `budget` (nullable)
   * may cut the work short; a counted one (units > 0) lets the game look
   * ahead (sampled playouts from the player's view) that much. G_IO_ERROR_CANCELLED when cancelled. */
  gboolean    (*estimate)       (gconstpointer    state,
                                 guint            player,
                                 const char      *level,
                                 guint64          seed,
                                 const TtBudget  *budget,
                                 double          *out,
                                 gboolean        *estimates_score,
                                 GCancellable    *cancellable,
                                 GError         **error);
};

/* Registry ------------------------------------------------------------------ */
/* Tables are registered once at start-up (tt_games_register_all () in the
 * model, or a tool's own list); registering the same table twice is a
 * no-op, another table under a registered id is a programming error, and
 * so is a table that leaves a required hook (every one not marked
 * optional above) unset: it is refused with a critical naming the hook. */
void           tt_rules_register_table     (const TtRules  *rules);
const TtRules *tt_rules_lookup             (const char     *game_id);

/* Generic operations over a table ------------------------------------------ */
/* Checks the envelope (the record is for rules->id, with a player count
 * the game allows) and calls rules->new_for_record. Errors are
 * TT_RECORD_ERROR_GAME or the engine's own setup error. */
gpointer       tt_rules_new_state          (const TtRules  *rules,
                                            const TtRecord *record,
                                            gpointer        set,
                                            GError        **error);
gpointer       tt_rules_copy_state         (const TtRules  *rules,
                                            gconstpointer   state);
/* copy_into when the table has it, otherwise a copy: returns `dest` or the
 * new state (having freed `dest`). */
gpointer       tt_rules_copy_state_into    (const TtRules  *rules,
                                            gpointer        dest,
                                            gconstpointer   src);
void           tt_rules_free_state         (const TtRules  *rules,
                                            gpointer        state);
/* Every legal move as the JSON objects a record stores. */
JsonArray     *tt_rules_legal_moves_json   (const TtRules  *rules,
                                            gconstpointer   state);
/* Reads and applies one JSON move; `events` (nullable) receives the events
 * as JSON. `recorded` (nullable) receives the move as the engine records
 * it (with its chance outcomes). */
gboolean       tt_rules_apply_json         (const TtRules  *rules,
                                            gpointer        state,
                                            JsonObject     *move,
                                            JsonArray      *events,
                                            JsonObject    **recorded,
                                            GError        **error);
/* The same with the engine's own event list (events_new; nullable). */
gboolean       tt_rules_apply_json_native  (const TtRules  *rules,
                                            gpointer        state,
                                            JsonObject     *move,
                                            gpointer        events,
                                            GError        **error);
/* The record's first `n_moves` moves applied (G_MAXUINT: all of them, then
 * rules->replay_end). On an illegal move returns NULL with
 * TT_RECORD_ERROR_MOVE "SOURCE: move N: reason" (N from 1) and
 * *n_applied = the moves that did apply. `events` (nullable) is the
 * engine's own event list: it receives every event of the replay. */
gpointer       tt_rules_replay             (const TtRules  *rules,
                                            const TtRecord *record,
                                            gpointer        set,
                                            guint           n_moves,
                                            gpointer        events,
                                            guint          *n_applied,
                                            GError        **error);
/* rules->events_to_json of a whole list, as a new array. */
JsonArray     *tt_rules_events_to_json     (const TtRules  *rules,
                                            gconstpointer   state,
                                            gpointer        events);
/* The state as `player` sees it: rules->view, or a copy. */
gpointer       tt_rules_view               (const TtRules  *rules,
                                            gconstpointer   state,
                                            guint           player);
/* A new entry for a list_cards array (free function included there). */
GPtrArray     *tt_rules_game_cards_new     (void);
void           tt_rules_game_cards_add     (GPtrArray      *cards,
                                            const char     *id,
                                            const char     *name_en,
                                            const char     *name_ko,
                                            guint           copies);

/* The single acting player, or -1 when none or several may act. */
int            tt_rules_single_actor       (const TtRules  *rules,
                                            gconstpointer   state);

G_END_DECLS
