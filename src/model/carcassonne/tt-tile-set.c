/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-set.c — an editable Carcassonne tile set: TtDocument's snapshot
 * undo, validation and autosave over CarcTileSet snapshots, plus the edits */
#include "config.h"

#include "tt-tile-names.h"
#include "tt-tile-set.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tt-text.h"

struct _TtTileSet
{
  TtDocument   parent_instance;
};

G_DEFINE_FINAL_TYPE (TtTileSet, tt_tile_set, TT_TYPE_DOCUMENT)
G_DEFINE_QUARK (tt-tile-set-error-quark, tt_tile_set_error)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_N_TILES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The current snapshot; never changed in place. */
static CarcTileSet *
current (TtTileSet *self)
{
  return (CarcTileSet *) tt_document_get_snapshot (TT_DOCUMENT (self));
}

static void
tt_tile_set_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TtTileSet *self = TT_TILE_SET (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, tt_tile_set_get_id (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, tt_tile_set_get_title (self));
      break;
    case PROP_N_TILES:
      g_value_set_uint (value, tt_tile_set_get_n_tiles (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gpointer
tile_set_ref (gpointer snapshot)
{
  return carc_tileset_ref (snapshot);
}

static void
tile_set_unref (gpointer snapshot)
{
  carc_tileset_unref (snapshot);
}

static char *
tt_tile_set_serialize (TtDocument    *document,
                       gconstpointer  snapshot)
{
  return carc_tileset_to_data (snapshot);
}

/* Every problem the engine finds keeps play from starting: an error about
 * its tile (subject: the tile id; NULL for the set) and place. */
static void
tt_tile_set_validate (TtDocument    *document,
                      gconstpointer  snapshot,
                      GPtrArray     *messages)
{
  g_autoptr(GPtrArray) problems = carc_tileset_validate (snapshot);

  for (guint i = 0; i < problems->len; i++)
    {
      CarcTileProblem *problem = g_ptr_array_index (problems, i);

      g_ptr_array_add (messages, tt_document_message_new (TT_DOCUMENT_MESSAGE_ERROR, problem->tile_id,
                                                          problem->place, problem->message));
    }
}

static void
tt_tile_set_snapshot_changed (TtDocument    *document,
                              gconstpointer  previous)
{
  TtTileSet *self = TT_TILE_SET (document);

  if (previous == NULL)
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TILES]);
  if (g_strcmp0 (carc_tileset_get_title (previous), carc_tileset_get_title (current (self))) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static const char *
tt_tile_set_get_title_vfunc (TtDocument *document)
{
  return tt_tile_set_get_title (TT_TILE_SET (document));
}

static void
tt_tile_set_class_init (TtTileSetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TtDocumentClass *document_class = TT_DOCUMENT_CLASS (klass);

  object_class->get_property = tt_tile_set_get_property;
  document_class->snapshot_ref = tile_set_ref;
  document_class->snapshot_unref = tile_set_unref;
  document_class->serialize = tt_tile_set_serialize;
  document_class->validate = tt_tile_set_validate;
  document_class->snapshot_changed = tt_tile_set_snapshot_changed;
  document_class->get_title = tt_tile_set_get_title_vfunc;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TILES] =
    g_param_spec_uint ("n-tiles", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tt_tile_set_init (TtTileSet *self)
{
}

/* Takes ownership of `set`. */
TtTileSet *
tt_tile_set_new (CarcTileSet *set,
                 gboolean     read_only)
{
  TtTileSet *self;

  g_return_val_if_fail (set != NULL, NULL);

  self = g_object_new (TT_TYPE_TILE_SET, NULL);
  tt_document_init_snapshot (TT_DOCUMENT (self), set, read_only);
  return self;
}

TtTileSet *
tt_tile_set_new_empty (const char *id,
                       const char *title)
{
  CarcTileSet *set = carc_tileset_new (id);
  CarcTileDef *tile;

  carc_tileset_set_title (set, title);
  /* One plain tile to start from, so the grid is never empty. */
  tile = carc_tileset_add_tile (set, "A");
  tt_tile_def_set_side (tile, CARC_DIR_E, CARC_SIDE_ROAD);
  tt_tile_def_set_side (tile, CARC_DIR_W, CARC_SIDE_ROAD);
  tt_tile_def_join_sides (tile, CARC_DIR_E, CARC_DIR_W);
  carc_tileset_set_start (set, "A");
  return tt_tile_set_new (set, FALSE);
}

TtTileSet *
tt_tile_set_new_bundled (const char  *name,
                         GError     **error)
{
  CarcTileSet *set = carc_tileset_load_bundled (name, error);

  if (set == NULL)
    return NULL;
  return tt_tile_set_new (set, TRUE);
}

TtTileSet *
tt_tile_set_new_from_data (const char  *data,
                           gssize       length,
                           const char  *source,
                           GError     **error)
{
  /* Structure only: a set that does not validate yet can still be opened
   * and fixed in the editor. */
  CarcTileSet *set = carc_tileset_parse_data (data, length, source, error);

  if (set == NULL)
    return NULL;
  return tt_tile_set_new (set, FALSE);
}

TtTileSet *
tt_tile_set_new_from_file (GFile   *file,
                           GError **error)
{
  TtDocument *document = tt_document_new_from_file (file, (TtDocumentDataFunc) tt_tile_set_new_from_data,
                                                    error);

  return document ? TT_TILE_SET (document) : NULL;
}

TtTileSet *
tt_tile_set_duplicate (TtTileSet  *self,
                       const char *new_id,
                       const char *new_title)
{
  CarcTileSet *copy;

  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);

  copy = carc_tileset_copy (current (self));
  carc_tileset_set_name (copy, new_id);
  if (new_title != NULL)
    carc_tileset_set_title (copy, new_title);
  return tt_tile_set_new (copy, FALSE);
}

const char *
tt_tile_set_get_id (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);
  return carc_tileset_get_name (current (self));
}

const char *
tt_tile_set_get_title (TtTileSet *self)
{
  const char *title;

  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);

  title = carc_tileset_get_title (current (self));
  return title != NULL && *title != '\0' ? title : carc_tileset_get_name (current (self));
}

const char *
tt_tile_set_get_display_title (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);

  if (!tt_tile_set_get_read_only (self))
    return tt_tile_set_get_title (self);
  return tt_tile_names_translate (tt_tile_set_get_title (self));
}

const char *
tt_tile_set_get_display_tile_name (TtTileSet *self,
                                   guint      index)
{
  const CarcTileDef *tile;

  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);
  g_return_val_if_fail (index < tt_tile_set_get_n_tiles (self), NULL);

  tile = tt_tile_set_get_tile (self, index);
  if (tile->name == NULL || *tile->name == '\0')
    return tile->id;
  return tt_tile_set_get_read_only (self) ? tt_tile_names_translate (tile->name) : tile->name;
}

gboolean
tt_tile_set_get_read_only (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), TRUE);
  return tt_document_get_read_only (TT_DOCUMENT (self));
}

CarcTileSet *
tt_tile_set_get_engine_set (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);
  return current (self);
}

guint
tt_tile_set_get_n_tiles (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), 0);
  return carc_tileset_get_n_tiles (current (self));
}

const CarcTileDef *
tt_tile_set_get_tile (TtTileSet *self,
                      guint      index)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), NULL);
  g_return_val_if_fail (index < carc_tileset_get_n_tiles (current (self)), NULL);
  return carc_tileset_get_tile (current (self), index);
}

int
tt_tile_set_find_tile (TtTileSet  *self,
                       const char *tile_id)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), -1);
  return carc_tileset_find (current (self), tile_id);
}

guint
tt_tile_set_get_total_count (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), 0);
  return carc_tileset_get_total_count (current (self));
}

int
tt_tile_set_get_start (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), -1);
  return carc_tileset_get_start (current (self));
}

gboolean
tt_tile_set_is_valid (TtTileSet *self)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);
  return tt_document_is_valid (TT_DOCUMENT (self));
}

/* The problems of a tile are the document's messages about its id. */
GPtrArray *
tt_tile_set_get_tile_problems (TtTileSet *self,
                               guint      index)
{
  const char *id = NULL;

  g_return_val_if_fail (TT_IS_TILE_SET (self), g_ptr_array_new ());

  if (index < carc_tileset_get_n_tiles (current (self)))
    id = carc_tileset_get_tile (current (self), index)->id;
  return tt_document_get_messages_about (TT_DOCUMENT (self), id);
}

/* The document's API under the set's names, which the editor and the
 * tests use. */

GFile *
tt_tile_set_get_file (TtTileSet *self)
{
  return tt_document_get_file (TT_DOCUMENT (self));
}

void
tt_tile_set_set_file (TtTileSet *self,
                      GFile     *file)
{
  tt_document_set_file (TT_DOCUMENT (self), file);
}

char *
tt_tile_set_to_data (TtTileSet *self)
{
  return tt_document_to_data (TT_DOCUMENT (self));
}

gboolean
tt_tile_set_export (TtTileSet  *self,
                    GFile      *file,
                    GError    **error)
{
  return tt_document_export (TT_DOCUMENT (self), file, error);
}

gboolean
tt_tile_set_save (TtTileSet  *self,
                  GError    **error)
{
  return tt_document_save (TT_DOCUMENT (self), error);
}

gboolean
tt_tile_set_can_undo (TtTileSet *self)
{
  return tt_document_can_undo (TT_DOCUMENT (self));
}

gboolean
tt_tile_set_can_redo (TtTileSet *self)
{
  return tt_document_can_redo (TT_DOCUMENT (self));
}

const char *
tt_tile_set_get_undo_label (TtTileSet *self)
{
  return tt_document_get_undo_label (TT_DOCUMENT (self));
}

const char *
tt_tile_set_get_redo_label (TtTileSet *self)
{
  return tt_document_get_redo_label (TT_DOCUMENT (self));
}

gboolean
tt_tile_set_undo (TtTileSet *self)
{
  return tt_document_undo (TT_DOCUMENT (self));
}

gboolean
tt_tile_set_redo (TtTileSet *self)
{
  return tt_document_redo (TT_DOCUMENT (self));
}

/* ---- the edit pattern: copy, change the copy, commit it ---------------- */

static CarcTileSet *
begin_edit (TtTileSet  *self,
            GError    **error)
{
  if (tt_document_get_read_only (TT_DOCUMENT (self)))
    {
      g_autofree char *message = tt_text_printf (_("“%s” comes with Tabletop and cannot be changed; duplicate it to edit"),
                                                 tt_tile_set_get_title (self));

      g_set_error_literal (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_READ_ONLY, message);
      return NULL;
    }
  return carc_tileset_copy (current (self));
}

static CarcTileDef *
edit_tile (CarcTileSet  *copy,
           guint         index,
           GError      **error)
{
  if (index >= carc_tileset_get_n_tiles (copy))
    {
      g_set_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE,
                   _("There is no tile number %u"), index + 1);
      return NULL;
    }
  return carc_tileset_get_tile (copy, index);
}

/* Takes ownership of `copy`. An edit that changes nothing leaves no step. */
static void
commit_edit (TtTileSet   *self,
             CarcTileSet *copy,
             const char  *label)
{
  tt_document_commit (TT_DOCUMENT (self), copy, label);
}

static gboolean
fail_not_possible (CarcTileSet  *copy,
                   GError      **error,
                   const char   *message)
{
  carc_tileset_unref (copy);
  g_set_error_literal (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_NOT_POSSIBLE, message);
  return FALSE;
}

#define BEGIN_TILE_EDIT(self, index, copy, tile, error)            \
  CarcTileSet *copy = begin_edit ((self), (error));                \
  CarcTileDef *tile;                                               \
  if (copy == NULL)                                                \
    return FALSE;                                                  \
  tile = edit_tile (copy, (index), (error));                       \
  if (tile == NULL)                                                \
    {                                                              \
      carc_tileset_unref (copy);                                   \
      return FALSE;                                                \
    }

gboolean
tt_tile_set_set_title (TtTileSet   *self,
                       const char  *title,
                       GError     **error)
{
  CarcTileSet *copy;
  g_autofree char *stripped = g_strstrip (g_strdup (title != NULL ? title : ""));

  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  if (*stripped == '\0')
    {
      g_set_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE,
                   _("A tile set needs a name"));
      return FALSE;
    }
  if ((copy = begin_edit (self, error)) == NULL)
    return FALSE;
  carc_tileset_set_title (copy, stripped);
  commit_edit (self, copy, _("Rename tile set"));
  return TRUE;
}

gboolean
tt_tile_set_set_side (TtTileSet     *self,
                      guint          index,
                      CarcDirection  side,
                      CarcSideKind   kind,
                      GError       **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);
  g_return_val_if_fail (side <= CARC_DIR_W, FALSE);
  g_return_val_if_fail (kind >= CARC_SIDE_FIELD && kind <= CARC_SIDE_RIVER, FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    tt_tile_def_set_side (tile, side, kind);
    commit_edit (self, copy, _("Change side"));
  }
  return TRUE;
}

gboolean
tt_tile_set_cycle_side (TtTileSet     *self,
                        guint          index,
                        CarcDirection  side,
                        GError       **error)
{
  const CarcTileDef *tile;

  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);
  g_return_val_if_fail (side <= CARC_DIR_W, FALSE);

  if (index >= tt_tile_set_get_n_tiles (self))
    return tt_tile_set_set_side (self, index, side, CARC_SIDE_FIELD, error);
  tile = tt_tile_set_get_tile (self, index);
  return tt_tile_set_set_side (self, index, side, tt_side_kind_next (tile->sides[side]), error);
}

gboolean
tt_tile_set_join_sides (TtTileSet     *self,
                        guint          index,
                        CarcDirection  a,
                        CarcDirection  b,
                        GError       **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (!tt_tile_def_join_sides (tile, a, b))
      return fail_not_possible (copy, error,
                                _("Only two sides of the same kind (road, city or river) can be joined"));
    commit_edit (self, copy, _("Join sides"));
  }
  return TRUE;
}

gboolean
tt_tile_set_split_side (TtTileSet     *self,
                        guint          index,
                        CarcDirection  side,
                        GError       **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (!tt_tile_def_split_side (tile, side))
      return fail_not_possible (copy, error, _("This side is not joined to another side"));
    commit_edit (self, copy, _("Separate side"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_shields (TtTileSet     *self,
                         guint          index,
                         CarcDirection  city_side,
                         guint          shields,
                         GError       **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (!tt_tile_def_set_shields (tile, city_side, shields))
      return fail_not_possible (copy, error, _("Only a city side can carry a shield"));
    commit_edit (self, copy, _("Change shields"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_centre (TtTileSet     *self,
                        guint          index,
                        TtTileCentre   centre,
                        GError       **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    tt_tile_def_set_centre (tile, centre);
    commit_edit (self, copy, _("Change center"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_junction (TtTileSet  *self,
                          guint       index,
                          gboolean    junction,
                          GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    tt_tile_def_set_junction (tile, junction);
    commit_edit (self, copy, _("Change junction"));
  }
  return TRUE;
}

gboolean
tt_tile_set_split_half (TtTileSet  *self,
                        guint       index,
                        guint       half,
                        GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);
  g_return_val_if_fail (half < 8, FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (!tt_tile_def_split_half (tile, half))
      return fail_not_possible (copy, error, _("This part of the field is already a field of its own"));
    commit_edit (self, copy, _("Split field"));
  }
  return TRUE;
}

gboolean
tt_tile_set_join_halves (TtTileSet  *self,
                         guint       index,
                         guint       half_a,
                         guint       half_b,
                         GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);
  g_return_val_if_fail (half_a < 8 && half_b < 8, FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (!tt_tile_def_join_halves (tile, half_a, half_b))
      return fail_not_possible (copy, error, _("These parts are already one field, or not fields at all"));
    commit_edit (self, copy, _("Join fields"));
  }
  return TRUE;
}

gboolean
tt_tile_set_reset_fields (TtTileSet  *self,
                          guint       index,
                          GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    tt_tile_def_derive_fields (tile);
    commit_edit (self, copy, _("Work out fields again"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_count (TtTileSet  *self,
                       guint       index,
                       guint       count,
                       GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    if (count > 999)
      return fail_not_possible (copy, error, _("At most 999 copies of a tile are possible"));
    tile->count = count;
    commit_edit (self, copy, _("Change count"));
  }
  return TRUE;
}

static gboolean
tile_id_is_acceptable (const char *tile_id)
{
  if (tile_id == NULL || *tile_id == '\0' || strlen (tile_id) > 32)
    return FALSE;
  for (const char *p = tile_id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

gboolean
tt_tile_set_set_tile_id (TtTileSet   *self,
                         guint        index,
                         const char  *tile_id,
                         GError     **error)
{
  int existing;
  gboolean was_start, was_last;

  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  if (!tile_id_is_acceptable (tile_id))
    {
      g_set_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE,
                   _("A tile id is 1 to 32 letters, digits, “-” or “_”"));
      return FALSE;
    }
  existing = tt_tile_set_find_tile (self, tile_id);
  if (existing >= 0 && (guint) existing != index)
    {
      g_set_error (error, TT_TILE_SET_ERROR, TT_TILE_SET_ERROR_BAD_VALUE,
                   _("Another tile already has the id “%s”"), tile_id);
      return FALSE;
    }
  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    was_start = carc_tileset_get_start (copy) == (int) index;
    was_last = carc_tileset_get_last (copy) == (int) index;
    g_free (tile->id);
    tile->id = g_strdup (tile_id);
    /* The start and last tiles are named by id, so they follow the rename. */
    if (was_start)
      carc_tileset_set_start (copy, tile_id);
    if (was_last)
      carc_tileset_set_last (copy, tile_id);
    commit_edit (self, copy, _("Change tile id"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_tile_name (TtTileSet   *self,
                           guint        index,
                           const char  *name,
                           GError     **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    g_free (tile->name);
    tile->name = name != NULL && *name != '\0' ? g_strdup (name) : NULL;
    commit_edit (self, copy, _("Change tile name"));
  }
  return TRUE;
}

gboolean
tt_tile_set_set_start (TtTileSet  *self,
                       guint       index,
                       GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    carc_tileset_set_start (copy, tile->id);
    commit_edit (self, copy, _("Choose start tile"));
  }
  return TRUE;
}

static char *
unused_tile_id (CarcTileSet *set)
{
  for (guint n = carc_tileset_get_n_tiles (set) + 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("T%u", n);

      if (carc_tileset_find (set, id) < 0)
        return g_steal_pointer (&id);
    }
}

int
tt_tile_set_add_tile (TtTileSet  *self,
                      GError    **error)
{
  CarcTileSet *copy;
  g_autofree char *id = NULL;
  int index;

  g_return_val_if_fail (TT_IS_TILE_SET (self), -1);

  if ((copy = begin_edit (self, error)) == NULL)
    return -1;
  id = unused_tile_id (copy);
  carc_tileset_add_tile (copy, id);
  index = (int) carc_tileset_get_n_tiles (copy) - 1;
  commit_edit (self, copy, _("Add tile"));
  return index;
}

int
tt_tile_set_duplicate_tile (TtTileSet  *self,
                            guint       index,
                            GError    **error)
{
  CarcTileSet *copy;
  CarcTileDef *source, *tile;
  g_autofree char *id = NULL;
  char *new_id;
  int new_index;

  g_return_val_if_fail (TT_IS_TILE_SET (self), -1);

  if ((copy = begin_edit (self, error)) == NULL)
    return -1;
  if ((source = edit_tile (copy, index, error)) == NULL)
    {
      carc_tileset_unref (copy);
      return -1;
    }
  id = unused_tile_id (copy);
  tile = carc_tileset_add_tile (copy, id);
  new_id = tile->id;
  g_free (tile->name);
  *tile = *source;
  tile->id = new_id;
  tile->name = g_strdup (source->name);
  new_index = (int) carc_tileset_get_n_tiles (copy) - 1;
  commit_edit (self, copy, _("Duplicate tile"));
  return new_index;
}

gboolean
tt_tile_set_remove_tile (TtTileSet  *self,
                         guint       index,
                         GError    **error)
{
  g_return_val_if_fail (TT_IS_TILE_SET (self), FALSE);

  {
    BEGIN_TILE_EDIT (self, index, copy, tile, error);
    (void) tile;
    if (carc_tileset_get_start (copy) == (int) index)
      carc_tileset_set_start (copy, NULL);
    if (carc_tileset_get_last (copy) == (int) index)
      carc_tileset_set_last (copy, NULL);
    carc_tileset_remove_tile (copy, index);
    commit_edit (self, copy, _("Remove tile"));
  }
  return TRUE;
}
