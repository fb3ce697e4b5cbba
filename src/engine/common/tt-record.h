/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-record.h — the game record envelope shared by every game
 *
 * A record is the save file, the replay, the rules example and the test
 * fixture: { "format": "tabletop-game", "version": 1, "game": "...",
 * "options": {...}, "players": [...], "seed": N, "moves": [...] } plus any
 * game-specific fields (kept in `root`, written back unchanged). Each
 * engine interprets `options` and `moves`; this file only checks the
 * envelope. The envelope is specified in spec/, one record format per game.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tt-json.h"

G_BEGIN_DECLS

#define TT_RECORD_FORMAT  "tabletop-game"
#define TT_RECORD_VERSION 1
#define TT_RECORD_MAX_PLAYERS 6

#define TT_RECORD_ERROR (tt_record_error_quark ())

typedef enum
{
  TT_RECORD_ERROR_FORMAT,     /* not a Tabletop record */
  TT_RECORD_ERROR_VERSION,    /* written by a newer Tabletop */
  TT_RECORD_ERROR_GAME,       /* for another game than the one asked for */
  TT_RECORD_ERROR_MOVE,       /* a move breaks a rule (the engine says which) */
} TtRecordError;

typedef struct
{
  char *name;
  char *color;   /* may be NULL */
  char *kind;    /* "human" (default) or "computer" */
  char *level;   /* computer level, may be NULL */
} TtRecordPlayer;

typedef struct
{
  char       *source;    /* file name for messages, "<data>" otherwise */
  int         version;
  char       *game;
  guint64     seed;
  JsonObject *options;   /* never NULL */
  GPtrArray  *players;   /* of TtRecordPlayer*, never NULL */
  JsonArray  *moves;     /* never NULL */
  JsonObject *root;      /* the whole object, with the fields above kept in step on write */
} TtRecord;

GQuark     tt_record_error_quark      (void);

TtRecord  *tt_record_new              (const char      *game);
void       tt_record_free             (TtRecord        *record);
TtRecord  *tt_record_copy             (const TtRecord  *record);

TtRecord  *tt_record_load_data        (const char      *data,
                                       gssize           length,
                                       const char      *source,
                                       GError         **error);
TtRecord  *tt_record_load_file        (const char      *filename,
                                       GError         **error);
TtRecord  *tt_record_load_gfile       (GFile           *file,
                                       GCancellable    *cancellable,
                                       GError         **error);
gboolean   tt_record_expect_game      (const TtRecord  *record,
                                       const char      *game,
                                       GError         **error);

TtRecordPlayer *tt_record_add_player  (TtRecord        *record,
                                       const char      *name,
                                       const char      *color);
void       tt_record_append_move      (TtRecord        *record,
                                       JsonObject      *move);
void       tt_record_truncate_moves   (TtRecord        *record,
                                       guint            n_moves);
guint      tt_record_get_n_moves      (const TtRecord  *record);
gboolean   tt_record_get_final_scoring (const TtRecord *record);
JsonObject *tt_record_get_move        (const TtRecord  *record,
                                       guint            index);

JsonNode  *tt_record_to_json          (const TtRecord  *record);
char      *tt_record_to_string        (const TtRecord  *record);
gboolean   tt_record_save_file        (const TtRecord  *record,
                                       const char      *filename,
                                       GError         **error);

void       tt_record_set_move_error   (GError         **error,
                                       const TtRecord  *record,
                                       guint            move_index,
                                       const GError    *reason);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtRecord, tt_record_free)

G_END_DECLS
