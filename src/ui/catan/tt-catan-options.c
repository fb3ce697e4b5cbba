/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-options.c — Catan's part of the new-game page */
#include "config.h"

#include <glib/gi18n.h>

#include "catan/tt-catan-board-document.h"
#include "tt-catan-options.h"

struct _TtCatanOptions
{
  TtDocumentOptions parent_instance;

  AdwComboRow *board_row;
  GtkSwitch   *ck_switch;
  GtkSwitch   *privacy_switch;
};

static void tt_catan_options_iface_init (TtGameOptionsInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCatanOptions, tt_catan_options, TT_TYPE_DOCUMENT_OPTIONS,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_catan_options_iface_init))

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
  /* a board from the board editor ("Play with This Board"), or NULL */
  TtDocument *board = tt_document_options_get_document (TT_DOCUMENT_OPTIONS (self));

  json_object_set_boolean_member (record->options, "cities_and_knights",
                                  gtk_switch_get_active (self->ck_switch));
  if (board != NULL)
    {
      if (!tt_catan_board_document_fill_record (TT_CATAN_BOARD_DOCUMENT (board), record, error))
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
  tt_document_options_inherit (iface);
  iface->fill_record = tt_catan_options_fill_record;
}

static void
tt_catan_options_class_init (TtCatanOptionsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtDocumentOptionsClass *options_class = TT_DOCUMENT_OPTIONS_CLASS (klass);

  options_class->document_type = TT_TYPE_CATAN_BOARD_DOCUMENT;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/catan/tt-catan-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, board_row);
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, ck_switch);
  gtk_widget_class_bind_template_child (widget_class, TtCatanOptions, privacy_switch);
}

static void
tt_catan_options_init (TtCatanOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Play with This Board: the board row names the edited board instead of
   * offering the bundled ones. */
  tt_document_options_set_row (TT_DOCUMENT_OPTIONS (self), ADW_ACTION_ROW (self->board_row), TRUE);
}
