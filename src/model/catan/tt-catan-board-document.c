/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-document.c — a Catan board being designed */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-catan-board-document.h"
#include "common/tt-json.h"

struct _TtCatanBoardDocument
{
  TtDocument  parent_instance;
};

G_DEFINE_FINAL_TYPE (TtCatanBoardDocument, tt_catan_board_document, TT_TYPE_DOCUMENT)

/* Drafts */

TtCatanBoardDraft *
tt_catan_board_draft_ref (TtCatanBoardDraft *draft)
{
  return g_atomic_rc_box_acquire (draft);
}

static void
draft_clear (gpointer data)
{
  TtCatanBoardDraft *draft = data;

  g_clear_pointer (&draft->board, catan_board_unref);
  g_free (draft->error);
  g_free (draft->name);
}

void
tt_catan_board_draft_unref (TtCatanBoardDraft *draft)
{
  if (draft != NULL)
    g_atomic_rc_box_release_full (draft, draft_clear);
}

int
tt_catan_board_draft_find (const TtCatanBoardDraft *draft,
                           int                      q,
                           int                      r)
{
  for (guint i = 0; i < draft->n_hexes; i++)
    if (draft->hexes[i].q == q && draft->hexes[i].r == r)
      return (int) i;
  return -1;
}

static TtCatanBoardDraft *
draft_new (const char *name)
{
  TtCatanBoardDraft *draft = g_atomic_rc_box_new0 (TtCatanBoardDraft);

  draft->name = g_strdup (name != NULL ? name : "custom");
  draft->error_hex = -1;
  return draft;
}

/* A copy for an edit: the engine's reading is redone when committed. */
static TtCatanBoardDraft *
draft_copy (const TtCatanBoardDraft *draft)
{
  TtCatanBoardDraft *copy = g_atomic_rc_box_new (TtCatanBoardDraft);

  memcpy (copy, draft, sizeof *copy);
  copy->name = g_strdup (draft->name);
  copy->board = NULL;
  copy->error = NULL;
  copy->error_hex = -1;
  return copy;
}

/* Written by the engine's writer of the board format, which needs no
 * playable board. */
static JsonNode *
draft_to_json (const TtCatanBoardDraft *draft)
{
  const CatanBoardLayout layout = {
    .name = draft->name,
    .n_hexes = draft->n_hexes,
    .hexes = draft->hexes,
    .n_harbours = draft->n_harbours,
    .harbours = draft->harbours,
    .has_robber = draft->has_robber,
    .robber_q = draft->robber_q,
    .robber_r = draft->robber_r,
  };

  return catan_board_layout_to_json (&layout);
}

/* What the engine makes of the draft. Hard errors the person can fix by
 * hand are said in plain words first; anything else is the engine's own
 * message. */
static void
draft_read_board (TtCatanBoardDraft *draft)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&draft->board, catan_board_unref);
  g_clear_pointer (&draft->error, g_free);
  draft->error_hex = -1;
  for (guint i = 0; i < draft->n_hexes; i++)
    if (draft->hexes[i].terrain != CATAN_TERRAIN_DESERT && draft->hexes[i].number == 0)
      {
        draft->error_hex = (int) i;
        draft->error = g_strdup_printf (_("The hex at %d,%d needs a number token"),
                                        draft->hexes[i].q, draft->hexes[i].r);
        return;
      }
  if (draft->n_hexes == 0)
    {
      draft->error = g_strdup (_("The board has no land"));
      return;
    }
  node = draft_to_json (draft);
  draft->board = catan_board_from_json (node, draft->name, &error);
  if (draft->board == NULL)
    draft->error = g_strdup_printf (_("The game cannot use this board: %s"), error->message);
}

static gboolean
read_draft_hex (TtCatanBoardDraft  *draft,
                JsonNode           *node,
                const char         *source,
                const char         *path,
                GError            **error)
{
  TtCatanDraftHex hex;

  /* what a hex means (a token where one belongs) is the engine's to say
   * once the draft is read */
  if (!catan_layout_hex_from_json (node, source, path, &hex, error))
    return FALSE;
  if (tt_catan_board_draft_find (draft, hex.q, hex.r) >= 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path, "a second hex at %d,%d", hex.q, hex.r);
      return FALSE;
    }
  if (draft->n_hexes >= CATAN_MAX_HEXES)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path, "more than %d hexes", CATAN_MAX_HEXES);
      return FALSE;
    }
  draft->hexes[draft->n_hexes++] = hex;
  return TRUE;
}

/* Harbours are kept on the side of a land hex; the engine writes some
 * edges from the sea hex's side, so those are turned round. */
static gboolean
read_draft_harbour (TtCatanBoardDraft  *draft,
                    JsonNode           *node,
                    const char         *source,
                    const char         *path,
                    GError            **error)
{
  TtCatanDraftHarbour harbour;

  if (!catan_layout_harbour_from_json (node, source, path, &harbour, error))
    return FALSE;
  if (draft->n_harbours >= CATAN_MAX_EDGES)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, path, "more than %d harbours", CATAN_MAX_EDGES);
      return FALSE;
    }
  if (tt_catan_board_draft_find (draft, harbour.q, harbour.r) < 0
      && tt_catan_board_draft_find (draft, harbour.q + catan_side_dq[harbour.side], harbour.r + catan_side_dr[harbour.side]) >= 0)
    {
      harbour.q += catan_side_dq[harbour.side];
      harbour.r += catan_side_dr[harbour.side];
      harbour.side = (harbour.side + 3) % 6;
    }
  draft->harbours[draft->n_harbours++] = harbour;
  return TRUE;
}

static TtCatanBoardDraft *
draft_from_json (JsonNode    *node,
                 const char  *source,
                 GError     **error)
{
  static const char * const keys[] = { "name", "hexes", "harbours", "robber", NULL };
  g_autoptr(TtCatanBoardDraft) draft = NULL;
  JsonObject *root = tt_json_require_object (node, source, NULL, error);
  JsonArray *hexes, *harbours = NULL;
  const char *name = NULL, *robber = NULL;

  if (root == NULL
      || !tt_json_check_keys (root, keys, source, NULL, error)
      || !tt_json_get_string (root, "name", FALSE, &name, source, NULL, error)
      || !tt_json_get_array (root, "hexes", TRUE, &hexes, source, NULL, error)
      || !tt_json_get_array (root, "harbours", FALSE, &harbours, source, NULL, error)
      || !tt_json_get_string (root, "robber", FALSE, &robber, source, NULL, error))
    return NULL;
  draft = draft_new (name);
  for (guint i = 0; i < json_array_get_length (hexes); i++)
    {
      g_autofree char *path = tt_json_path_index ("hexes", i);

      if (!read_draft_hex (draft, json_array_get_element (hexes, i), source, path, error))
        return NULL;
    }
  for (guint i = 0; harbours != NULL && i < json_array_get_length (harbours); i++)
    {
      g_autofree char *path = tt_json_path_index ("harbours", i);

      if (!read_draft_harbour (draft, json_array_get_element (harbours, i), source, path, error))
        return NULL;
    }
  if (robber != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (robber, ",", -1);

      if (g_strv_length (parts) != 2)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, source, "robber", "expected a hex \"q,r\", got \"%s\"", robber);
          return NULL;
        }
      draft->has_robber = TRUE;
      draft->robber_q = CLAMP ((int) g_ascii_strtoll (parts[0], NULL, 10), -99, 99);
      draft->robber_r = CLAMP ((int) g_ascii_strtoll (parts[1], NULL, 10), -99, 99);
    }
  draft_read_board (draft);
  return g_steal_pointer (&draft);
}

static TtCatanBoardDraft *
draft_from_board (const CatanBoard *board)
{
  g_autoptr(JsonNode) node = catan_board_to_json (board);

  return draft_from_json (node, board->name, NULL);
}

/* Warnings */

static gboolean
is_red (int number)
{
  return number == 6 || number == 8;
}

/* A message about a hex has the hex "q,r" for its subject. */
static char *
hex_subject (const TtCatanDraftHex *hex)
{
  return g_strdup_printf ("%d,%d", hex->q, hex->r);
}

static void
warn_red_neighbours (const TtCatanBoardDraft *draft,
                     GPtrArray               *messages)
{
  for (guint i = 0; i < draft->n_hexes; i++)
    for (int s = 0; s < 3; s++)  /* each pair once: NE, E and SE sides */
      {
        const TtCatanDraftHex *a = &draft->hexes[i];
        int j = tt_catan_board_draft_find (draft, a->q + catan_side_dq[s], a->r + catan_side_dr[s]);

        if (j >= 0 && is_red (a->number) && is_red (draft->hexes[j].number))
          {
            g_autofree char *subject = hex_subject (a);

            tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, subject, catan_side_names[s],
                                     _("The %d at %d,%d touches the %d at %d,%d: the rules keep 6 and 8 apart"),
                                     a->number, a->q, a->r, draft->hexes[j].number,
                                     draft->hexes[j].q, draft->hexes[j].r);
          }
      }
}

/* The standard board: 19 hexes (4 forest, pasture and fields, 3 hills and
 * mountains, 1 desert) and 18 tokens (one 2 and one 12, two of 3–6 and 8–11). */
static void
warn_distribution (const TtCatanBoardDraft *draft,
                   GPtrArray               *messages)
{
  static const guint terrains[CATAN_N_TERRAINS] = { 3, 4, 4, 4, 3, 1 };
  static const guint tokens[13] = { 0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1 };
  guint t_count[CATAN_N_TERRAINS] = { 0 }, n_count[13] = { 0 };

  if (draft->n_hexes != 19)
    {
      tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, NULL, NULL,
                               ngettext ("The board has %u land hex; the standard board has 19",
                                         "The board has %u land hexes; the standard board has 19",
                                         draft->n_hexes), draft->n_hexes);
      return;
    }
  for (guint i = 0; i < draft->n_hexes; i++)
    {
      t_count[draft->hexes[i].terrain]++;
      n_count[draft->hexes[i].number]++;
    }
  if (memcmp (t_count, terrains, sizeof t_count) != 0)
    tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, NULL, NULL, "%s",
                             _("The terrain differs from the standard board (3 hills, 4 forest, 4 pasture, 4 fields, 3 mountains, 1 desert)"));
  for (int n = 2; n <= 12; n++)
    if (n_count[n] != tokens[n])
      {
        tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, NULL, NULL, "%s",
                                 _("The number tokens differ from the standard set (one 2 and one 12, two of each from 3 to 11 but no 7)"));
        break;
      }
}

/* TtDocument */

static gpointer
snapshot_ref (gpointer snapshot)
{
  return tt_catan_board_draft_ref (snapshot);
}

static void
snapshot_unref (gpointer snapshot)
{
  tt_catan_board_draft_unref (snapshot);
}

static char *
serialize (TtDocument   *document,
           gconstpointer snapshot)
{
  g_autoptr(JsonNode) node = draft_to_json (snapshot);

  return tt_json_to_string (node, TRUE);
}

/* Errors: why the engine cannot play the draft (about a hex when one
 * lacks its token). Warnings: what departs from the standard board. */
static void
validate (TtDocument   *document,
          gconstpointer snapshot,
          GPtrArray    *messages)
{
  const TtCatanBoardDraft *draft = snapshot;

  if (draft->error != NULL)
    {
      g_autofree char *subject = draft->error_hex >= 0 ? hex_subject (&draft->hexes[draft->error_hex]) : NULL;

      tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_ERROR, subject, NULL, "%s", draft->error);
    }
  warn_red_neighbours (draft, messages);
  warn_distribution (draft, messages);
}

/* A bundled board is shown by a translated title, not its file name. */
static const char *
get_title (TtDocument *document)
{
  const char *name = tt_catan_board_document_get_name (TT_CATAN_BOARD_DOCUMENT (document));

  if (tt_document_get_read_only (document) && g_strcmp0 (name, "beginner") == 0)
    return _("Beginner board");
  return name;
}

static void
tt_catan_board_document_class_init (TtCatanBoardDocumentClass *klass)
{
  TtDocumentClass *document_class = TT_DOCUMENT_CLASS (klass);

  document_class->snapshot_ref = snapshot_ref;
  document_class->snapshot_unref = snapshot_unref;
  document_class->serialize = serialize;
  document_class->validate = validate;
  document_class->get_title = get_title;
}

static void
tt_catan_board_document_init (TtCatanBoardDocument *self)
{
}

/* Takes ownership of `draft`. */
static TtCatanBoardDocument *
document_new (TtCatanBoardDraft *draft,
              gboolean           read_only)
{
  TtCatanBoardDocument *self = g_object_new (TT_TYPE_CATAN_BOARD_DOCUMENT, NULL);

  tt_document_init_snapshot (TT_DOCUMENT (self), draft, read_only);
  return self;
}

TtCatanBoardDocument *
tt_catan_board_document_new_from_board (const CatanBoard *board,
                                        gboolean          read_only)
{
  g_return_val_if_fail (board != NULL, NULL);
  return document_new (draft_from_board (board), read_only);
}

TtCatanBoardDocument *
tt_catan_board_document_new_bundled (const char  *name,
                                     GError     **error)
{
  g_autoptr(CatanBoard) board = catan_board_load_bundled (name, error);

  if (board == NULL)
    return NULL;
  return tt_catan_board_document_new_from_board (board, TRUE);
}

TtCatanBoardDocument *
tt_catan_board_document_new_from_data (const char  *data,
                                       gssize       length,
                                       const char  *source,
                                       GError     **error)
{
  g_autoptr(JsonNode) node = tt_json_parse (data, length, source, error);
  TtCatanBoardDraft *draft;

  if (node == NULL)
    return NULL;
  draft = draft_from_json (node, source, error);
  if (draft == NULL)
    return NULL;
  return document_new (draft, FALSE);
}

TtCatanBoardDocument *
tt_catan_board_document_new_from_file (GFile   *file,
                                       GError **error)
{
  TtDocument *document = tt_document_new_from_file (file, (TtDocumentDataFunc) tt_catan_board_document_new_from_data,
                                                    error);

  return document ? TT_CATAN_BOARD_DOCUMENT (document) : NULL;
}

static const TtCatanBoardDraft *
current (TtCatanBoardDocument *self)
{
  return tt_document_get_snapshot (TT_DOCUMENT (self));
}

TtCatanBoardDocument *
tt_catan_board_document_duplicate (TtCatanBoardDocument *self,
                                   const char           *name)
{
  TtCatanBoardDraft *copy;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), NULL);

  copy = draft_copy (current (self));
  if (name != NULL)
    {
      g_free (copy->name);
      copy->name = g_strdup (name);
    }
  draft_read_board (copy);
  return document_new (copy, FALSE);
}

char *
tt_catan_board_document_default_directory (void)
{
  return g_build_filename (g_get_user_data_dir (), "tabletop", "boards", NULL);
}

gboolean
tt_catan_board_document_save_in (TtCatanBoardDocument *self,
                                 const char           *directory,
                                 GError              **error)
{
  g_autofree char *dir = directory ? g_strdup (directory) : tt_catan_board_document_default_directory ();

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);
  return tt_document_save_in (TT_DOCUMENT (self), dir, error);
}

const TtCatanBoardDraft *
tt_catan_board_document_get_draft (TtCatanBoardDocument *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), NULL);
  return current (self);
}

const char *
tt_catan_board_document_get_name (TtCatanBoardDocument *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), NULL);
  return current (self)->name;
}

CatanBoard *
tt_catan_board_document_get_board (TtCatanBoardDocument *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), NULL);
  return current (self)->board;
}

/* Edits */

static TtCatanBoardDraft *
begin_edit (TtCatanBoardDocument  *self,
            GError               **error)
{
  if (!tt_document_check_editable (TT_DOCUMENT (self), error))
    return NULL;
  return draft_copy (current (self));
}

static gboolean
commit (TtCatanBoardDocument *self,
        TtCatanBoardDraft    *draft,
        const char           *label)
{
  draft_read_board (draft);
  tt_document_commit (TT_DOCUMENT (self), draft, label);
  return TRUE;
}

static void
remove_hex (TtCatanBoardDraft *draft,
            int                index)
{
  const TtCatanDraftHex gone = draft->hexes[index];

  memmove (&draft->hexes[index], &draft->hexes[index + 1],
           (draft->n_hexes - index - 1) * sizeof draft->hexes[0]);
  draft->n_hexes--;
  /* Harbours of the hex go into the sea with it. */
  for (guint i = 0; i < draft->n_harbours;)
    if (draft->harbours[i].q == gone.q && draft->harbours[i].r == gone.r)
      {
        memmove (&draft->harbours[i], &draft->harbours[i + 1],
                 (draft->n_harbours - i - 1) * sizeof draft->harbours[0]);
        draft->n_harbours--;
      }
    else
      i++;
  if (draft->has_robber && draft->robber_q == gone.q && draft->robber_r == gone.r)
    draft->has_robber = FALSE;
}

gboolean
tt_catan_board_document_paint (TtCatanBoardDocument *self,
                               int                   q,
                               int                   r,
                               int                   terrain,
                               GError              **error)
{
  TtCatanBoardDraft *draft;
  int index;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);
  g_return_val_if_fail (terrain >= -1 && terrain < CATAN_N_TERRAINS, FALSE);

  draft = begin_edit (self, error);
  if (draft == NULL)
    return FALSE;
  index = tt_catan_board_draft_find (draft, q, r);
  if (terrain < 0)
    {
      if (index >= 0)
        remove_hex (draft, index);
      return commit (self, draft, _("Turn a hex into sea"));
    }
  if (index < 0)
    {
      if (draft->n_hexes >= CATAN_MAX_HEXES || ABS (q) > 30 || ABS (r) > 30)
        {
          tt_catan_board_draft_unref (draft);
          g_set_error (error, CATAN_BOARD_ERROR, 0,
                       _("The game plays boards of at most %d land hexes"), CATAN_MAX_HEXES);
          return FALSE;
        }
      index = (int) draft->n_hexes++;
      draft->hexes[index] = (TtCatanDraftHex) { q, r, terrain, 0 };
    }
  draft->hexes[index].terrain = terrain;
  if (terrain == CATAN_TERRAIN_DESERT)
    draft->hexes[index].number = 0;
  return commit (self, draft, _("Paint a hex"));
}

gboolean
tt_catan_board_document_set_number (TtCatanBoardDocument *self,
                                    int                   q,
                                    int                   r,
                                    int                   number,
                                    GError              **error)
{
  TtCatanBoardDraft *draft;
  int index;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);

  draft = begin_edit (self, error);
  if (draft == NULL)
    return FALSE;
  index = tt_catan_board_draft_find (draft, q, r);
  if (index < 0 || number < 0 || number > 12 || number == 1 || number == 7
      || (number != 0 && draft->hexes[index].terrain == CATAN_TERRAIN_DESERT))
    {
      gboolean desert = index >= 0 && draft->hexes[index].terrain == CATAN_TERRAIN_DESERT;

      tt_catan_board_draft_unref (draft);
      g_set_error (error, CATAN_BOARD_ERROR, 0, "%s",
                   desert ? _("The desert carries no number token")
                          : _("Number tokens go on land hexes and run from 2 to 12, without 7"));
      return FALSE;
    }
  draft->hexes[index].number = number;
  return commit (self, draft, number ? _("Place a number token") : _("Remove a number token"));
}

gboolean
tt_catan_board_document_set_harbour (TtCatanBoardDocument *self,
                                     int                   q,
                                     int                   r,
                                     int                   side,
                                     int                   kind,
                                     GError              **error)
{
  TtCatanBoardDraft *draft;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);
  g_return_val_if_fail (side >= 0 && side < 6, FALSE);
  g_return_val_if_fail (kind >= CATAN_HARBOUR_NONE && kind <= CATAN_HARBOUR_GENERIC, FALSE);

  draft = begin_edit (self, error);
  if (draft == NULL)
    return FALSE;
  if (tt_catan_board_draft_find (draft, q, r) < 0
      || tt_catan_board_draft_find (draft, q + catan_side_dq[side], r + catan_side_dr[side]) >= 0)
    {
      tt_catan_board_draft_unref (draft);
      g_set_error (error, CATAN_BOARD_ERROR, 0, "%s",
                   _("Harbors go on the coast: a side of a land hex that faces the sea"));
      return FALSE;
    }
  for (guint i = 0; i < draft->n_harbours; i++)
    if (draft->harbours[i].q == q && draft->harbours[i].r == r && draft->harbours[i].side == side)
      {
        memmove (&draft->harbours[i], &draft->harbours[i + 1],
                 (draft->n_harbours - i - 1) * sizeof draft->harbours[0]);
        draft->n_harbours--;
        break;
      }
  if (kind != CATAN_HARBOUR_NONE)
    draft->harbours[draft->n_harbours++] = (TtCatanDraftHarbour) { q, r, side, kind };
  return commit (self, draft, kind != CATAN_HARBOUR_NONE ? _("Place a harbor") : _("Remove a harbor"));
}

gboolean
tt_catan_board_document_set_robber (TtCatanBoardDocument *self,
                                    int                   q,
                                    int                   r,
                                    GError              **error)
{
  TtCatanBoardDraft *draft;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);

  draft = begin_edit (self, error);
  if (draft == NULL)
    return FALSE;
  if (tt_catan_board_draft_find (draft, q, r) < 0)
    {
      tt_catan_board_draft_unref (draft);
      g_set_error (error, CATAN_BOARD_ERROR, 0, "%s", _("The robber starts on a land hex"));
      return FALSE;
    }
  draft->has_robber = TRUE;
  draft->robber_q = q;
  draft->robber_r = r;
  return commit (self, draft, _("Move the robber’s start"));
}

gboolean
tt_catan_board_document_rename (TtCatanBoardDocument *self,
                                const char           *name,
                                GError              **error)
{
  TtCatanBoardDraft *draft;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  draft = begin_edit (self, error);
  if (draft == NULL)
    return FALSE;
  g_free (draft->name);
  draft->name = g_strdup (name);
  return commit (self, draft, _("Rename the board"));
}

gboolean
tt_catan_board_document_shuffle (TtCatanBoardDocument *self,
                                 guint64               seed,
                                 GError              **error)
{
  g_autoptr(CatanBoard) board = NULL;
  TtCatanBoardDraft *draft;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), FALSE);

  if (!tt_document_check_editable (TT_DOCUMENT (self), error))
    return FALSE;
  board = catan_board_new_random (seed);
  draft = draft_from_board (board);
  g_free (draft->name);
  draft->name = g_strdup (current (self)->name);
  draft_read_board (draft);
  return commit (self, draft, _("Shuffle the board"));
}

/* Play */

JsonNode *
tt_catan_board_document_to_record_board (TtCatanBoardDocument *self,
                                         GError              **error)
{
  const TtCatanBoardDraft *draft;

  g_return_val_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (self), NULL);

  draft = current (self);
  if (draft->board == NULL)
    {
      g_set_error (error, CATAN_BOARD_ERROR, 0, "%s", draft->error);
      return NULL;
    }
  return catan_board_to_json (draft->board);
}

gboolean
tt_catan_board_document_fill_record (TtCatanBoardDocument *self,
                                     TtRecord             *record,
                                     GError              **error)
{
  JsonNode *board = tt_catan_board_document_to_record_board (self, error);

  if (board == NULL)
    return FALSE;
  json_object_set_member (record->root, "board", board);
  return TRUE;
}

void
tt_catan_board_document_register_editor (TtGameInfo *info)
{
  g_return_if_fail (TT_IS_GAME_INFO (info));
  tt_game_info_add_editor (info, "board", N_("Catan Boards"),
                           N_("Design boards of any shape, up to 64 land hexes, and play them at once"),
                           TT_TYPE_CATAN_BOARD_DOCUMENT);
}
