/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-options.c — Ora et Labora's new-game options */
#include "config.h"

#include <glib/gi18n.h>

#include "ora/tt-ora-card-set-document.h"
#include "tt-ora-options.h"

struct _TtOraOptions
{
  AdwBin       parent_instance;
  AdwPreferencesGroup *group;
  AdwComboRow *variant_row;
  AdwComboRow *length_row;
  /* a card set from the card editor ("Play with This Set"), or NULL */
  TtOraCardSetDocument *card_set_document;
};

static void     tt_ora_options_iface_init   (TtGameOptionsInterface *iface);
static gboolean tt_ora_options_set_document (TtGameOptions          *options,
                                             TtDocument             *document);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtOraOptions, tt_ora_options, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_ora_options_iface_init))

enum { PROP_0, PROP_READY };

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
  if (self->card_set_document != NULL)
    return tt_ora_card_set_document_fill_record (self->card_set_document, record, error);
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
  iface->fill_record = tt_ora_options_fill_record;
  iface->set_document = tt_ora_options_set_document;
  iface->set_n_players = tt_ora_options_set_n_players;
}

static void
tt_ora_options_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_READY:
      /* every choice can be played; the seat count is checked on start */
      g_value_set_boolean (value, TRUE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Play with This Set: the variant row names the edited card set. */
static gboolean
tt_ora_options_set_document (TtGameOptions *options,
                             TtDocument    *document)
{
  TtOraOptions *self = TT_ORA_OPTIONS (options);

  if (!TT_IS_ORA_CARD_SET_DOCUMENT (document))
    return FALSE;
  g_set_object (&self->card_set_document, TT_ORA_CARD_SET_DOCUMENT (document));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->variant_row),
                               tt_ora_card_set_document_get_name (self->card_set_document));
  return TRUE;
}

static void
tt_ora_options_dispose (GObject *object)
{
  g_clear_object (&TT_ORA_OPTIONS (object)->card_set_document);
  G_OBJECT_CLASS (tt_ora_options_parent_class)->dispose (object);
}

static void
tt_ora_options_class_init (TtOraOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tt_ora_options_get_property;
  object_class->dispose = tt_ora_options_dispose;
  g_object_class_override_property (object_class, PROP_READY, "ready");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/ora/tt-ora-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, group);
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, variant_row);
  gtk_widget_class_bind_template_child (widget_class, TtOraOptions, length_row);
}

static void
tt_ora_options_init (TtOraOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
