/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-document-options.c — new-game options that can play an editor's document */
#include "config.h"

#include "tt-document-options.h"

typedef struct
{
  TtDocument   *document;
  AdwActionRow *row;
  gboolean      lock;
} TtDocumentOptionsPrivate;

static void tt_document_options_iface_init (TtGameOptionsInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (TtDocumentOptions, tt_document_options, ADW_TYPE_BIN,
                                  G_ADD_PRIVATE (TtDocumentOptions)
                                  G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_document_options_iface_init))

enum { PROP_0, PROP_READY };

/* Play with This Set: FALSE for a document of another game. */
static gboolean
tt_document_options_set_document (TtGameOptions *options,
                                  TtDocument    *document)
{
  TtDocumentOptions *self = TT_DOCUMENT_OPTIONS (options);
  TtDocumentOptionsPrivate *priv = tt_document_options_get_instance_private (self);
  TtDocumentOptionsClass *klass = TT_DOCUMENT_OPTIONS_GET_CLASS (self);

  if (!G_TYPE_CHECK_INSTANCE_TYPE (document, klass->document_type))
    return FALSE;
  g_set_object (&priv->document, document);
  if (priv->row != NULL)
    {
      adw_action_row_set_subtitle (priv->row, tt_document_get_title (document));
      if (priv->lock)
        gtk_widget_set_sensitive (GTK_WIDGET (priv->row), FALSE);
    }
  return TRUE;
}

static void
tt_document_options_iface_init (TtGameOptionsInterface *iface)
{
  iface->set_document = tt_document_options_set_document;
}

static void
tt_document_options_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_READY:
      /* every choice can be played; what depends on the seats is
       * checked when the game starts */
      g_value_set_boolean (value, TRUE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_document_options_dispose (GObject *object)
{
  TtDocumentOptionsPrivate *priv = tt_document_options_get_instance_private (TT_DOCUMENT_OPTIONS (object));

  g_clear_object (&priv->document);
  G_OBJECT_CLASS (tt_document_options_parent_class)->dispose (object);
}

static void
tt_document_options_class_init (TtDocumentOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tt_document_options_get_property;
  object_class->dispose = tt_document_options_dispose;
  g_object_class_override_property (object_class, PROP_READY, "ready");
  klass->document_type = TT_TYPE_DOCUMENT;
}

static void
tt_document_options_init (TtDocumentOptions *self)
{
}

TtDocument *
tt_document_options_get_document (TtDocumentOptions *self)
{
  TtDocumentOptionsPrivate *priv;

  g_return_val_if_fail (TT_IS_DOCUMENT_OPTIONS (self), NULL);
  priv = tt_document_options_get_instance_private (self);
  return priv->document;
}

void
tt_document_options_inherit (TtGameOptionsInterface *iface)
{
  TtGameOptionsInterface *parent = g_type_interface_peek_parent (iface);

  iface->set_document = parent->set_document;
}

void
tt_document_options_set_row (TtDocumentOptions *self,
                             AdwActionRow      *row,
                             gboolean           lock)
{
  TtDocumentOptionsPrivate *priv;

  g_return_if_fail (TT_IS_DOCUMENT_OPTIONS (self));
  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  priv = tt_document_options_get_instance_private (self);
  /* a child of the options, so it lives as long as they do */
  priv->row = row;
  priv->lock = lock;
}
