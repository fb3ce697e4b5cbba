/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-game-info.h — what the program knows about one game, and the registry
 *
 * One TtGameInfo per game: its id (the record's "game"), title, icon, the
 * TtGame subclass that plays it, its engine's TtRules table, its computer
 * levels, its rules document and its editors. tt_games_register_all()
 * (tt-games-register.h) registers every game's info explicitly; the GUI,
 * the CLI and the tests call it, so a saved game of any game opens in a
 * program that has no GTK.
 *
 * Two halves, registered by two layers. The model half (everything but
 * widgets) is filled by the game's model register function
 * (model/<game>/tt-<game>-game-info.c, called by tt_games_register_all()). The
 * model never links GTK, so the widget types of a game are attached later
 * by the UI: ui/<game>/…-register.c looks the info up and calls
 * tt_game_info_set_view_type(), _set_options_type(), _set_board_type() and
 * _set_editor_type(); the UI's own register-all calls those after
 * tt_games_register_all(). A program without the UI sees G_TYPE_INVALID
 * for them and can still open, replay and play every game. A test game
 * registers itself the same way (tests/model/tt-test-count-game.c).
 *
 * Registration happens once at start-up in the main thread; afterwards the
 * registry and the infos are only read (from any thread).
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The engine's table of functions (src/engine/common/tt-rules.h). */
typedef struct _TtRules TtRules;

/**
 * TtComputerFunc:
 * @state: a private copy of what @player may see, made by the game's
 *   TtGameClass.copy_state (the runner frees it afterwards)
 * @player: the seat to choose a move for
 * @seed: made from the record's seed and the number of moves played, so a
 *   level that draws random numbers plays the same game for the same record
 * @user_data: the data given with the level or controller
 * @cancellable: cancelled when the move is no longer wanted (undo, new
 *   game, quit): return promptly with G_IO_ERROR_CANCELLED
 *
 * Chooses a move for a computer player or a hint. Runs in TtGame's AI
 * worker thread, so it may only touch @state. Returns the move as the JSON
 * object a record stores, or NULL with @error set.
 */
typedef JsonObject *(*TtComputerFunc) (gconstpointer  state,
                                       int            player,
                                       guint64        seed,
                                       gpointer       user_data,
                                       GCancellable  *cancellable,
                                       GError       **error);

/**
 * TtComputerMemoryFunc:
 * @memory: (nullable): what the last call for @player of this game gave
 *   back in @memory_out; the game keeps it per seat and saves it
 * @memory_out: (out) (transfer full): the memory for the next call, or NULL
 *
 * A TtComputerFunc with a memory between decisions (a level that goes on
 * improving a plan). The other arguments and the result are as for
 * TtComputerFunc.
 */
typedef JsonObject *(*TtComputerMemoryFunc) (gconstpointer  state,
                                             int            player,
                                             guint64        seed,
                                             JsonObject    *memory,
                                             JsonObject   **memory_out,
                                             gpointer       user_data,
                                             GCancellable  *cancellable,
                                             GError       **error);

#define TT_TYPE_GAME_INFO (tt_game_info_get_type ())
G_DECLARE_FINAL_TYPE (TtGameInfo, tt_game_info, TT, GAME_INFO, GObject)

/* `title` is an untranslated msgid (N_("…")) of GETTEXT_PACKAGE; the
 * getter translates it, so infos may be registered before gettext is set up. */
TtGameInfo    *tt_game_info_new                (const char     *id,
                                                const char     *title,
                                                const char     *icon_name,
                                                GType           model_type);

const char    *tt_game_info_get_id             (TtGameInfo     *self);
const char    *tt_game_info_get_title          (TtGameInfo     *self);
const char    *tt_game_info_get_icon_name      (TtGameInfo     *self);
/* One line for the catalog; an untranslated msgid, translated by the getter. */
/* The msgid naming the variant a game's record "options" choose (e.g.
 * Cities & Knights), NULL for the plain game; for lists of games that
 * must tell them apart. */
typedef const char *(*TtGameInfoVariantFunc) (JsonObject *options);
void           tt_game_info_set_variant_func   (TtGameInfo            *self,
                                                TtGameInfoVariantFunc  func);
/* The title, and the variant `options` choose when there is one (a game
 * and the expansion played), translated. */
char          *tt_game_info_describe_options   (TtGameInfo     *self,
                                                JsonObject     *options);
void           tt_game_info_set_description    (TtGameInfo     *self,
                                                const char     *description);
const char    *tt_game_info_get_description    (TtGameInfo     *self);
/* A subclass of TtGame. */
GType          tt_game_info_get_model_type     (TtGameInfo     *self);

/* How many seats a game takes: set, or else the rules table's, or else
 * 1 to TT_RECORD_MAX_PLAYERS. */
void           tt_game_info_set_player_range   (TtGameInfo     *self,
                                                guint           min_players,
                                                guint           max_players);
guint          tt_game_info_get_min_players    (TtGameInfo     *self);
guint          tt_game_info_get_max_players    (TtGameInfo     *self);

/* The colour ids the game offers for seats ("red", "blue", …), in the
 * order new seats take them; a seat whose record names no colour gets the
 * one of its index. NULL-terminated, owned by the info. By default the
 * rules table's colors: set them only for a game without a table. */
void           tt_game_info_set_colors         (TtGameInfo     *self,
                                                const char * const *colors);
const char * const *tt_game_info_get_colors    (TtGameInfo     *self);

/* With a rules table, TtGame can play the game without overriding its
 * engine vfuncs (see tt-game.h). */
void           tt_game_info_set_rules          (TtGameInfo     *self,
                                                const TtRules  *rules);
const TtRules *tt_game_info_get_rules          (TtGameInfo     *self);

/* The rules document's id for tt_rules_document_load_bundled(), NULL when
 * the game has none (yet), and the line the Rules catalog shows for it
 * (an untranslated msgid, translated by the getter). A game with a
 * document is listed in the Rules catalog. */
void           tt_game_info_set_rules_document (TtGameInfo     *self,
                                                const char     *document_id,
                                                const char     *description);
const char    *tt_game_info_get_rules_document (TtGameInfo     *self);
const char    *tt_game_info_get_rules_description (TtGameInfo  *self);

/* Computer levels, weakest first. `label` is an untranslated msgid, as
 * for the title. The first level is the default for a computer seat whose
 * level is unknown. */
void           tt_game_info_add_level          (TtGameInfo     *self,
                                                const char     *id,
                                                const char     *label,
                                                TtComputerFunc  func,
                                                gpointer        user_data);
/* A level played by the rules table's computer_move at rules level `id`
 * (set the rules first). */
void           tt_game_info_add_rules_level    (TtGameInfo     *self,
                                                const char     *id,
                                                const char     *label);
/* Every level of the rules table (the engines' common levels, tt-level.h),
 * with their shared labels and descriptions. */
void           tt_game_info_add_rules_levels   (TtGameInfo     *self);
guint          tt_game_info_get_n_levels       (TtGameInfo     *self);
const char    *tt_game_info_get_level_id       (TtGameInfo     *self,
                                                guint           index);
/* Translated; NULL for an unknown id. */
const char    *tt_game_info_get_level_label    (TtGameInfo     *self,
                                                const char     *id);
/* One line on how the level plays, translated; NULL when it has none. */
const char    *tt_game_info_get_level_description (TtGameInfo  *self,
                                                const char     *id);
/* FALSE for an unknown id. */
gboolean       tt_game_info_get_level_func     (TtGameInfo     *self,
                                                const char     *id,
                                                TtComputerFunc *func,
                                                gpointer       *user_data);

/* Gives a level a TtComputerMemoryFunc (a rules level gets the table's
 * computer_move_remembering by itself). */
void           tt_game_info_set_level_memory_func (TtGameInfo           *self,
                                                   const char           *id,
                                                   TtComputerMemoryFunc  func,
                                                   gpointer              user_data);
/* The level's TtComputerMemoryFunc when it has one (a rules level whose
 * table remembers between decisions); FALSE otherwise. */
gboolean       tt_game_info_get_level_memory_func (TtGameInfo           *self,
                                                   const char           *id,
                                                   TtComputerMemoryFunc *func,
                                                   gpointer             *user_data);

/* What tt_game_hint_async() runs; by default the last (strongest) level. */
void           tt_game_info_set_hint_func      (TtGameInfo     *self,
                                                TtComputerFunc  func,
                                                gpointer        user_data);
gboolean       tt_game_info_get_hint_func      (TtGameInfo     *self,
                                                TtComputerFunc *func,
                                                gpointer       *user_data);

/* Editors: the model half names the document type (a TtDocument
 * subclass), the title and the Editor catalog's line (msgids); the UI
 * attaches the editor page widget type by id, and the Editor catalog
 * lists every editor that has one. */
void           tt_game_info_add_editor         (TtGameInfo     *self,
                                                const char     *id,
                                                const char     *title,
                                                const char     *description,
                                                GType           document_type);
guint          tt_game_info_get_n_editors      (TtGameInfo     *self);
const char    *tt_game_info_get_editor_id      (TtGameInfo     *self,
                                                guint           index);
/* Translated. */
const char    *tt_game_info_get_editor_title   (TtGameInfo     *self,
                                                const char     *id);
const char    *tt_game_info_get_editor_description (TtGameInfo *self,
                                                const char     *id);
GType          tt_game_info_get_editor_document_type (TtGameInfo *self,
                                                const char     *id);

/* The UI half (G_TYPE_INVALID until the UI attaches them). */
void           tt_game_info_set_view_type      (TtGameInfo     *self,
                                                GType           view_type);
GType          tt_game_info_get_view_type      (TtGameInfo     *self);
void           tt_game_info_set_options_type   (TtGameInfo     *self,
                                                GType           options_type);
GType          tt_game_info_get_options_type   (TtGameInfo     *self);
/* The board widget alone, for rules examples. */
void           tt_game_info_set_board_type     (TtGameInfo     *self,
                                                GType           board_type);
GType          tt_game_info_get_board_type     (TtGameInfo     *self);
/* How the rules browser draws the game's cards: a TtRulesCardPainter
 * (src/ui/rules/tt-rules-browser.h; the model cannot name it), set with
 * tt_rules_set_card_painter(). NULL for a game without a card catalogue. */
void           tt_game_info_set_card_painter   (TtGameInfo     *self,
                                                gconstpointer   painter,
                                                gpointer        user_data);
gconstpointer  tt_game_info_get_card_painter   (TtGameInfo     *self,
                                                gpointer       *user_data);
void           tt_game_info_set_editor_type    (TtGameInfo     *self,
                                                const char     *id,
                                                GType           widget_type);
GType          tt_game_info_get_editor_type    (TtGameInfo     *self,
                                                const char     *id);

/* The registry. Registering an id again replaces the earlier info. */
void           tt_game_info_register           (TtGameInfo     *info);
/* NULL when no game of that id is registered. */
TtGameInfo    *tt_game_info_lookup             (const char     *id);
/* Every registered info, in registration order (a GListModel of TtGameInfo). */
GListModel    *tt_game_info_get_all            (void);

G_END_DECLS
