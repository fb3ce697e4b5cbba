/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-options.c — Catan's part of the new-game page */
#include "config.h"

#include <glib/gi18n.h>

#include "catan/tt-catan-board-document.h"
#include "tt-catan-options.h"

struct _TtCatanOptions
{
  AdwBin parent_instance;

  AdwComboRow *board_row;
  GtkSwitch   *ck_switch;
  GtkSwitch   *privacy_switch;
  /* a board from the board editor ("Play with This Board"), or NULL */
  TtCatanBoardDocument *board_document;
};

static void     tt_catan_options_iface_init   (TtGameOptionsInterface *iface);
static gboolean tt_catan_options_set_document (TtGameOptions          *options,
                                               TtDocument             *document);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCatanOptions, tt_catan_options, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_catan_options_iface_init))

enum { PROP_0, PROP_READY };

gboolean
tt_catan_record_open_hands (const TtRecord *record)
{
  JsonNode *node = json_object_get_member (record->root, "open_hands");

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
}

static gboolean
tt_catan_options_fill_record (TtGameOptions  *options,
                              TtRecord       *record,
                              GError        **error)
{
  TtCatanOptions *self = TT_CATAN_OPTIONS (options);
  gboolean random = adw_combo_row_get_selected (self->board_row) == 1;

  json_object_set_boolean_member (record->options, "cities_and_knights",
                                  gtk_switch_get_active (self->ck_switch));
  if (self->board_document != NULL)
    {
      if (!tt_catan_board_document_fill_record (self->board_document, record, error))
        return FALSE;
    }
  else
    json_object_set_string_member (record->root, "board", random ? "random" : "beginner");
  json_object_set_boolean_member (record->root, "open_hands",
                                  !gtk_switch_get_active (self->privacy_switch));
  return TRUE;
}

static void
tt_catan_options_iface_init (TtGameOptionsInterface *iface)
{
  iface->fill_record = tt_catan_options_fill_record;
  iface->set_document = tt_catan_options_set_document;
}

static void
tt_catan_options_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_READY:
      g_value_set_boolean (value, TRUE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Play with This Board: the board row names the edited board instead of
 * offering the bundled ones. */
static gboolean
tt_catan_options_set_document (TtGameOptions *options,
                               TtDocument    *document)
{
  TtCatanOptions *self = TT_CATAN_OPTIONS (options);

  if (!TT_IS_CATAN_BOARD_DOCUMENT (document))
    return FALSE;
  g_set_object (&self->board_document, TT_CATAN_BOARD_DOCUMENT (document));
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->board_row),
                               tt_catan_board_document_get_name (self->board_document));
  return TRUE;
}

static void
tt_catan_options_dispose (GObject *object)
{
  g_clear_object (&TT_CATAN_OPTIONS (object)->board_document);
  G_OBJECT_CLASS (tt_catan_options_parent_class)->dispose (object);
}

static void
tt_catan_options_class_init (TtCatanOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tt_catan_options_get_property;
  object_class->dispose = tt_catan_options_dispose;
  g_object_class_override_property (object_class, PROP_READY, "ready");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/catan/tt-catan-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, board_row);
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, ck_switch);
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, privacy_switch);
}

static void
tt_catan_options_init (TtCatanOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
