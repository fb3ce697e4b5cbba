/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-options.c — Ora et Labora's new-game options */
#include "config.h"

#include <glib/gi18n.h>

#include "ora/tt-ora-card-set-document.h"
#include "tt-ora-options.h"

struct _TtOraOptions
{
  TtDocumentOptions    parent_instance;
  AdwPreferencesGroup *group;
  AdwComboRow         *variant_row;
  AdwComboRow         *length_row;
};

static void tt_ora_options_iface_init (TtGameOptionsInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtOraOptions, tt_ora_options, TT_TYPE_DOCUMENT_OPTIONS,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_ora_options_iface_init))

const char *
tt_ora_options_mode_for (guint players,
                         guint length)
{
  switch (players)
    {
    case 1:
      return length == 0 ? "solo" : NULL;
    case 2:
      return length == 0 ? "two" : length == 2 ? "long2" : NULL;
    case 3:
      return length == 0 ? "three" : length == 1 ? "short3" : NULL;
    case 4:
      return length == 0 ? "four" : length == 1 ? "short4" : NULL;
    default:
      return NULL;
    }
}

static gboolean
tt_ora_options_fill_record (TtGameOptions  *options,
                            TtRecord       *record,
                            GError        **error)
{
  TtOraOptions *self = TT_ORA_OPTIONS (options);
  guint length = adw_combo_row_get_selected (self->length_row);
  const char *mode = tt_ora_options_mode_for (record->players->len, length);
  /* a card set from the card editor ("Play with This Set"), or NULL */
  TtDocument *card_set = tt_document_options_get_document (TT_DOCUMENT_OPTIONS (self));

  if (mode == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           length == 1 ? _("A short game needs three or four players")
                                       : _("A long game needs two players"));
      return FALSE;
    }
  json_object_set_string_member (record->options, "mode", mode);
  json_object_set_string_member (record->options, "variant",
                                 adw_combo_row_get_selected (self->variant_row) == 1 ? "ireland" : "france");
  if (card_set != NULL)
    return tt_ora_card_set_document_fill_record (TT_ORA_CARD_SET_DOCUMENT (card_set), record, error);
  return TRUE;
}

/* The neutral player joins only a solo game: the note says so only then. */
static void
tt_ora_options_set_n_players (TtGameOptions *options,
                              guint          n_players)
{
  TtOraOptions *self = TT_ORA_OPTIONS (options);

  adw_preferences_group_set_description (self->group,
                                         n_players == 1 ? _("One seat plays solo against the neutral player.") : NULL);
  /* the solo game has the standard length only */
  if (n_players == 1)
    adw_combo_row_set_selected (self->length_row, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->length_row), n_players != 1);
}

static void
tt_ora_options_iface_init (TtGameOptionsInterface *iface)
{
  tt_document_options_inherit (iface);
  iface->fill_record = tt_ora_options_fill_record;
  iface->set_n_players = tt_ora_options_set_n_players;
}

static void
tt_ora_options_class_init (TtOraOptionsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtDocumentOptionsClass *options_class = TT_DOCUMENT_OPTIONS_CLASS (klass);

  options_class->document_type = TT_TYPE_ORA_CARD_SET_DOCUMENT;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/ora/tt-ora-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, group);
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, variant_row);
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, length_row);
}

static void
tt_ora_options_init (TtOraOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Play with This Set: the variant row names the edited card set. */
  tt_document_options_set_row (TT_DOCUMENT_OPTIONS (self), ADW_ACTION_ROW (self->variant_row), FALSE);
}

void
tt_ora_options_set_choice (TtOraOptions *self,
                           guint         variant,
                           guint         length)
{
  g_return_if_fail (TT_IS_ORA_OPTIONS (self));
  adw_combo_row_set_selected (self->variant_row, variant);
  adw_combo_row_set_selected (self->length_row, length);
}
