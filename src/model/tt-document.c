/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document.c — snapshot undo/redo, validation and atomic autosave for
 * every editable set */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>

#include "common/tt-file.h"
#include "tt-document.h"
#include "tt-text.h"

#define MAX_UNDO_STEPS 500

typedef struct
{
  gpointer  snapshot;
  char     *label;
} Step;

typedef struct
{
  gpointer   snapshot;     /* the current one, never changed in place */
  gboolean   read_only;
  GFile     *file;
  GPtrArray *messages;     /* of TtDocumentMessage*: those of `snapshot`, errors first */
  GPtrArray *undo_steps;   /* of Step*: the snapshot before each edit */
  GPtrArray *redo_steps;   /* of Step*: the snapshot after each undone edit */
} TtDocumentPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TtDocument, tt_document, G_TYPE_OBJECT)
G_DEFINE_QUARK (tt-document-error-quark, tt_document_error)

enum {
  PROP_0,
  PROP_READ_ONLY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_VALID,
  PROP_MESSAGES,
  PROP_FILE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
snapshot_unref (TtDocument *self,
                gpointer    snapshot)
{
  if (snapshot != NULL)
    TT_DOCUMENT_GET_CLASS (self)->snapshot_unref (snapshot);
}

static Step *
step_new (gpointer    snapshot,
          const char *label)
{
  Step *step = g_new0 (Step, 1);

  step->snapshot = snapshot;
  step->label = g_strdup (label);
  return step;
}

/* Steps hold snapshots the class frees; the arrays cannot know the class,
 * so they are emptied by hand. */
static void
clear_steps (TtDocument *self,
             GPtrArray  *steps,
             guint       keep)
{
  while (steps->len > keep)
    {
      Step *step = g_ptr_array_steal_index (steps, steps->len - 1);

      snapshot_unref (self, step->snapshot);
      g_free (step->label);
      g_free (step);
    }
}

static void
tt_document_finalize (GObject *object)
{
  TtDocument *self = TT_DOCUMENT (object);
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  clear_steps (self, priv->undo_steps, 0);
  clear_steps (self, priv->redo_steps, 0);
  g_ptr_array_unref (priv->undo_steps);
  g_ptr_array_unref (priv->redo_steps);
  g_clear_pointer (&priv->messages, g_ptr_array_unref);
  g_clear_object (&priv->file);
  snapshot_unref (self, priv->snapshot);

  G_OBJECT_CLASS (tt_document_parent_class)->finalize (object);
}

static void
tt_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TtDocument *self = TT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_READ_ONLY:
      g_value_set_boolean (value, tt_document_get_read_only (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tt_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tt_document_can_redo (self));
      break;
    case PROP_VALID:
      g_value_set_boolean (value, tt_document_is_valid (self));
      break;
    case PROP_MESSAGES:
      g_value_set_boxed (value, tt_document_get_messages (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, tt_document_get_file (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_document_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TtDocument *self = TT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      tt_document_set_file (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_document_class_init (TtDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tt_document_finalize;
  object_class->get_property = tt_document_get_property;
  object_class->set_property = tt_document_set_property;

  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TtDocument:messages:
   *
   * The errors and warnings of the current snapshot (a GPtrArray of
   * TtDocumentMessage*, errors first); notified only when they change.
   */
  properties[PROP_MESSAGES] =
    g_param_spec_boxed ("messages", NULL, NULL, G_TYPE_PTR_ARRAY,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TtDocument::changed:
   *
   * Emitted after every commit, undo and redo, once the document has been
   * validated (and saved, when it has a file).
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_document_init (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  priv->undo_steps = g_ptr_array_new ();
  priv->redo_steps = g_ptr_array_new ();
  priv->messages = g_ptr_array_new_with_free_func ((GDestroyNotify) tt_document_message_unref);
}

/* ---- the snapshot ---- */

static gboolean
same_messages (GPtrArray *a,
               GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!tt_document_message_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

/* Errors before warnings, each in the order validate() gave them. */
static void
errors_first (GPtrArray *messages)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new ();
  guint n = 0;

  for (guint i = 0; i < messages->len; i++)
    {
      TtDocumentMessage *message = g_ptr_array_index (messages, i);

      if (tt_document_message_get_kind (message) == TT_DOCUMENT_MESSAGE_ERROR)
        messages->pdata[n++] = message;
      else
        g_ptr_array_add (warnings, message);
    }
  for (guint i = 0; i < warnings->len; i++)
    messages->pdata[n++] = g_ptr_array_index (warnings, i);
}

/* TRUE when the messages differ from the last ones. */
static gboolean
revalidate (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);
  TtDocumentClass *klass = TT_DOCUMENT_GET_CLASS (self);
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func ((GDestroyNotify) tt_document_message_unref);
  gboolean changed;

  if (klass->validate)
    klass->validate (self, priv->snapshot, messages);
  errors_first (messages);
  changed = !same_messages (messages, priv->messages);
  if (changed)
    {
      g_ptr_array_unref (priv->messages);
      priv->messages = g_steal_pointer (&messages);
    }
  return changed;
}

void
tt_document_init_snapshot (TtDocument *self,
                           gpointer    snapshot,
                           gboolean    read_only)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);
  TtDocumentClass *klass;
  gpointer previous;

  g_return_if_fail (TT_IS_DOCUMENT (self));
  g_return_if_fail (snapshot != NULL);

  klass = TT_DOCUMENT_GET_CLASS (self);
  previous = g_steal_pointer (&priv->snapshot);
  priv->snapshot = snapshot;
  priv->read_only = !!read_only;
  revalidate (self);
  if (klass->snapshot_changed)
    klass->snapshot_changed (self, previous);
  snapshot_unref (self, previous);
}

gconstpointer
tt_document_get_snapshot (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return priv->snapshot;
}

gboolean
tt_document_get_read_only (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), TRUE);
  return priv->read_only;
}

gboolean
tt_document_is_valid (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  /* errors come first */
  return priv->messages->len == 0
         || tt_document_message_get_kind (g_ptr_array_index (priv->messages, 0)) != TT_DOCUMENT_MESSAGE_ERROR;
}

GPtrArray *
tt_document_get_messages (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return priv->messages;
}

GPtrArray *
tt_document_get_messages_about (TtDocument *self,
                                const char *subject)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);
  GPtrArray *about = g_ptr_array_new ();

  g_return_val_if_fail (TT_IS_DOCUMENT (self), about);
  for (guint i = 0; i < priv->messages->len; i++)
    {
      TtDocumentMessage *message = g_ptr_array_index (priv->messages, i);

      if (g_strcmp0 (tt_document_message_get_subject (message), subject) == 0)
        g_ptr_array_add (about, message);
    }
  return about;
}

/* ---- files ---- */

GFile *
tt_document_get_file (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return priv->file;
}

void
tt_document_set_file (TtDocument *self,
                      GFile      *file)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_if_fail (TT_IS_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  if (g_set_object (&priv->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

char *
tt_document_to_data (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return TT_DOCUMENT_GET_CLASS (self)->serialize (self, priv->snapshot);
}

/* Written beside the target and renamed into place, so an interrupted
 * write leaves the old file whole. */
gboolean
tt_document_export (TtDocument  *self,
                    GFile       *file,
                    GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_NOT_LOCAL,
                   /* Translators: %s is a location such as an URL */
                   _("%s: only files on this computer can be written"), uri);
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_FOLDER,
                   /* Translators: %s is a folder, then the system's reason */
                   _("Could not create the folder %s: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  text = tt_document_to_data (self);
  contents = g_strconcat (text, "\n", NULL);
  return g_file_set_contents_full (path, contents, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
}

const char *
tt_document_get_title (TtDocument *self)
{
  TtDocumentClass *klass;
  const char *title;

  g_return_val_if_fail (TT_IS_DOCUMENT (self), "");
  klass = TT_DOCUMENT_GET_CLASS (self);
  title = klass->get_title ? klass->get_title (self) : NULL;
  return title != NULL ? title : "";
}

gboolean
tt_document_save (TtDocument  *self,
                  GError     **error)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);

  if (priv->file == NULL || priv->read_only)
    return TRUE;
  return tt_document_export (self, priv->file, error);
}

gboolean
tt_document_save_in (TtDocument  *self,
                     const char  *directory,
                     GError     **error)
{
  TtDocumentClass *klass;
  g_autofree char *base = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (directory != NULL, FALSE);

  klass = TT_DOCUMENT_GET_CLASS (self);
  base = g_strdup (klass->get_title && klass->get_title (self) ? klass->get_title (self) : "document");
  /* Characters some file systems refuse become dashes. */
  g_strdelimit (base, "/\\:*?\"<>| ", '-');
  path = g_strdup_printf ("%s/%s.json", directory, base);
  for (int n = 2; g_file_test (path, G_FILE_TEST_EXISTS); n++)
    {
      g_free (path);
      path = g_strdup_printf ("%s/%s-%d.json", directory, base, n);
    }
  file = g_file_new_for_path (path);
  tt_document_set_file (self, file);
  return tt_document_save (self, error);
}

/* ---- changes ---- */

static void
after_change (TtDocument *self,
              gpointer    previous)
{
  TtDocumentClass *klass = TT_DOCUMENT_GET_CLASS (self);
  g_autoptr(GError) error = NULL;
  gboolean messages_changed;

  messages_changed = revalidate (self);
  if (!tt_document_save (self, &error))
    g_warning ("Could not save %s: %s",
               klass->get_title ? klass->get_title (self) : G_OBJECT_TYPE_NAME (self),
               error->message);
  g_object_freeze_notify (G_OBJECT (self));
  if (klass->snapshot_changed)
    klass->snapshot_changed (self, previous);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
  if (messages_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGES]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
tt_document_check_editable (TtDocument  *self,
                            GError     **error)
{
  TtDocumentClass *klass;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);

  if (!tt_document_get_read_only (self))
    return TRUE;
  klass = TT_DOCUMENT_GET_CLASS (self);
  /* Translators: %s is the title of a tile set, card set or board */
  message = tt_text_printf (_("“%s” comes with Tabletop and cannot be changed; duplicate it to edit"),
                            klass->get_title ? klass->get_title (self) : "");
  g_set_error_literal (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_READ_ONLY, message);
  return FALSE;
}

void
tt_document_commit (TtDocument *self,
                    gpointer    snapshot,
                    const char *label)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);
  TtDocumentClass *klass;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gpointer previous;

  g_return_if_fail (TT_IS_DOCUMENT (self));
  g_return_if_fail (snapshot != NULL);

  klass = TT_DOCUMENT_GET_CLASS (self);
  before = klass->serialize (self, priv->snapshot);
  after = klass->serialize (self, snapshot);
  if (g_strcmp0 (before, after) == 0)
    {
      snapshot_unref (self, snapshot);
      return;
    }
  previous = priv->snapshot;
  g_ptr_array_add (priv->undo_steps, step_new (klass->snapshot_ref (previous), label));
  if (priv->undo_steps->len > MAX_UNDO_STEPS)
    {
      Step *oldest = g_ptr_array_steal_index (priv->undo_steps, 0);

      snapshot_unref (self, oldest->snapshot);
      g_free (oldest->label);
      g_free (oldest);
    }
  clear_steps (self, priv->redo_steps, 0);
  priv->snapshot = snapshot;
  after_change (self, previous);
  snapshot_unref (self, previous);
}

/* ---- undo ---- */

gboolean
tt_document_can_undo (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  return priv->undo_steps->len > 0;
}

gboolean
tt_document_can_redo (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  return priv->redo_steps->len > 0;
}

static const char *
top_label (GPtrArray *steps)
{
  if (steps->len == 0)
    return NULL;
  return ((Step *) g_ptr_array_index (steps, steps->len - 1))->label;
}

const char *
tt_document_get_undo_label (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return top_label (priv->undo_steps);
}

const char *
tt_document_get_redo_label (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), NULL);
  return top_label (priv->redo_steps);
}

/* Moves the top step of `from` into the current snapshot, and the current
 * snapshot onto `to` under the same label. */
static gboolean
swap_step (TtDocument *self,
           GPtrArray  *from,
           GPtrArray  *to)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);
  gpointer previous;
  Step *step;

  if (from->len == 0)
    return FALSE;
  step = g_ptr_array_steal_index (from, from->len - 1);
  previous = priv->snapshot;
  g_ptr_array_add (to, step_new (previous, step->label));
  priv->snapshot = g_steal_pointer (&step->snapshot);
  g_free (step->label);
  g_free (step);
  /* `previous` now belongs to the step on `to` */
  after_change (self, previous);
  return TRUE;
}

gboolean
tt_document_undo (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  return swap_step (self, priv->undo_steps, priv->redo_steps);
}

gboolean
tt_document_redo (TtDocument *self)
{
  TtDocumentPrivate *priv = tt_document_get_instance_private (self);

  g_return_val_if_fail (TT_IS_DOCUMENT (self), FALSE);
  return swap_step (self, priv->redo_steps, priv->undo_steps);
}

TtDocument *
tt_document_new_from_file (GFile              *file,
                           TtDocumentDataFunc  new_from_data,
                           GError            **error)
{
  g_autofree char *data = NULL;
  g_autofree char *source = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!tt_file_load_gfile (file, NULL, &data, &length, error))
    return NULL;
  source = g_file_get_basename (file);
  return new_from_data (data, (gssize) length, source, error);
}
