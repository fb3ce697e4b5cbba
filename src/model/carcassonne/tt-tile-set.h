/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set.h — an editable Carcassonne tile set
 *
 * TtTileSet is the first TtDocument: its snapshots are the engine's
 * CarcTileSet, for the editor and the play view. Every edit is one
 * undoable step; after each step the set is validated again, `changed` is
 * emitted and, when the set has a file, it is written there atomically (so
 * closing the window never loses work). The tt_tile_set_ undo, file and
 * validity calls are the document's under the set's names.
 *
 * The engine set returned by tt_tile_set_get_engine_set() is a snapshot
 * that is never modified afterwards: an edit makes a new snapshot. Keep a
 * reference (carc_tileset_ref) to hold on to the version you started with,
 * e.g. for a running game; connect to `changed` to follow the edits.
 */
#pragma once

#include <gio/gio.h>

#include "carcassonne/carc-tileset.h"
#include "tt-document.h"
#include "tt-tile-edit.h"

G_BEGIN_DECLS

#define TT_TILE_SET_ERROR (tt_tile_set_error_quark ())

typedef enum
{
  TT_TILE_SET_ERROR_READ_ONLY,   /* a bundled set: duplicate it to edit */
  TT_TILE_SET_ERROR_BAD_VALUE,   /* e.g. an empty or duplicate tile id */
  TT_TILE_SET_ERROR_NOT_POSSIBLE /* the edit does not apply to this tile */
} TtTileSetError;

#define TT_TYPE_TILE_SET (tt_tile_set_get_type ())
G_DECLARE_FINAL_TYPE (TtTileSet, tt_tile_set, TT, TILE_SET, TtDocument)

GQuark           tt_tile_set_error_quark      (void);

TtTileSet       *tt_tile_set_new              (CarcTileSet  *set,
                                               gboolean      read_only);
TtTileSet       *tt_tile_set_new_empty        (const char   *id,
                                               const char   *title);
TtTileSet       *tt_tile_set_new_bundled      (const char   *name,
                                               GError      **error);
TtTileSet       *tt_tile_set_new_from_file    (GFile        *file,
                                               GError      **error);
TtTileSet       *tt_tile_set_new_from_data    (const char   *data,
                                               gssize        length,
                                               const char   *source,
                                               GError      **error);
TtTileSet       *tt_tile_set_duplicate        (TtTileSet    *self,
                                               const char   *new_id,
                                               const char   *new_title);

const char      *tt_tile_set_get_id           (TtTileSet    *self);
const char      *tt_tile_set_get_title        (TtTileSet    *self);
gboolean         tt_tile_set_get_read_only    (TtTileSet    *self);
/* For display: a bundled set's title and tile names in the user's
 * language (what the files hold stays English); a tile with no name
 * shows its id. */
const char      *tt_tile_set_get_display_title (TtTileSet   *self);
const char      *tt_tile_set_get_display_tile_name (TtTileSet *self,
                                                    guint      index);
CarcTileSet     *tt_tile_set_get_engine_set   (TtTileSet    *self);
guint            tt_tile_set_get_n_tiles      (TtTileSet    *self);
const CarcTileDef *tt_tile_set_get_tile       (TtTileSet    *self,
                                               guint         index);
int              tt_tile_set_find_tile        (TtTileSet    *self,
                                               const char   *tile_id);
guint            tt_tile_set_get_total_count  (TtTileSet    *self);
int              tt_tile_set_get_start        (TtTileSet    *self);

/* Validation (recomputed after each change): the document's messages
 * (tt_document_get_messages()), errors about a tile id (NULL: the set) and
 * a place ("side E", "field 1", "count", …). */
gboolean         tt_tile_set_is_valid         (TtTileSet    *self);
/* A new array of the messages (borrowed) about the tile at `index` (its
 * id); an index past the tiles: those about the set as a whole. */
GPtrArray       *tt_tile_set_get_tile_problems (TtTileSet   *self,
                                               guint         index);

/* Files. With a file set, every change is saved there at once. */
GFile           *tt_tile_set_get_file         (TtTileSet    *self);
void             tt_tile_set_set_file         (TtTileSet    *self,
                                               GFile        *file);
gboolean         tt_tile_set_save             (TtTileSet    *self,
                                               GError      **error);
gboolean         tt_tile_set_export           (TtTileSet    *self,
                                               GFile        *file,
                                               GError      **error);
char            *tt_tile_set_to_data          (TtTileSet    *self);

/* Undo and redo. */
gboolean         tt_tile_set_can_undo         (TtTileSet    *self);
gboolean         tt_tile_set_can_redo         (TtTileSet    *self);
const char      *tt_tile_set_get_undo_label   (TtTileSet    *self);
const char      *tt_tile_set_get_redo_label   (TtTileSet    *self);
gboolean         tt_tile_set_undo             (TtTileSet    *self);
gboolean         tt_tile_set_redo             (TtTileSet    *self);

/* Edits; each one is a step of the undo history. They fail with
 * TT_TILE_SET_ERROR on a read-only set or a value that does not apply. */
gboolean         tt_tile_set_set_title        (TtTileSet    *self,
                                               const char   *title,
                                               GError      **error);
gboolean         tt_tile_set_set_side         (TtTileSet    *self,
                                               guint         tile,
                                               CarcDirection side,
                                               CarcSideKind  kind,
                                               GError      **error);
gboolean         tt_tile_set_cycle_side       (TtTileSet    *self,
                                               guint         tile,
                                               CarcDirection side,
                                               GError      **error);
gboolean         tt_tile_set_join_sides       (TtTileSet    *self,
                                               guint         tile,
                                               CarcDirection a,
                                               CarcDirection b,
                                               GError      **error);
gboolean         tt_tile_set_split_side       (TtTileSet    *self,
                                               guint         tile,
                                               CarcDirection side,
                                               GError      **error);
gboolean         tt_tile_set_set_shields      (TtTileSet    *self,
                                               guint         tile,
                                               CarcDirection city_side,
                                               guint         shields,
                                               GError      **error);
gboolean         tt_tile_set_set_centre       (TtTileSet    *self,
                                               guint         tile,
                                               TtTileCentre  centre,
                                               GError      **error);
gboolean         tt_tile_set_set_junction     (TtTileSet    *self,
                                               guint         tile,
                                               gboolean      junction,
                                               GError      **error);
gboolean         tt_tile_set_split_half       (TtTileSet    *self,
                                               guint         tile,
                                               guint         half,
                                               GError      **error);
gboolean         tt_tile_set_join_halves      (TtTileSet    *self,
                                               guint         tile,
                                               guint         half_a,
                                               guint         half_b,
                                               GError      **error);
gboolean         tt_tile_set_reset_fields     (TtTileSet    *self,
                                               guint         tile,
                                               GError      **error);
gboolean         tt_tile_set_set_count        (TtTileSet    *self,
                                               guint         tile,
                                               guint         count,
                                               GError      **error);
gboolean         tt_tile_set_set_tile_id      (TtTileSet    *self,
                                               guint         tile,
                                               const char   *tile_id,
                                               GError      **error);
gboolean         tt_tile_set_set_tile_name    (TtTileSet    *self,
                                               guint         tile,
                                               const char   *name,
                                               GError      **error);
gboolean         tt_tile_set_set_start        (TtTileSet    *self,
                                               guint         tile,
                                               GError      **error);
int              tt_tile_set_add_tile         (TtTileSet    *self,
                                               GError      **error);
int              tt_tile_set_duplicate_tile   (TtTileSet    *self,
                                               guint         tile,
                                               GError      **error);
gboolean         tt_tile_set_remove_tile      (TtTileSet    *self,
                                               guint         tile,
                                               GError      **error);

G_END_DECLS
