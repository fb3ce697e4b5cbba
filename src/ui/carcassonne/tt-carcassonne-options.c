/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carcassonne-options.c — Carcassonne's part of the new-game page */
#include "config.h"

#include <glib/gi18n.h>

#include "carcassonne/tt-carcassonne-game.h"
#include "tt-carcassonne-options.h"
#include "carcassonne/tt-tile-set-library.h"
#include "ui/tt-game-options.h"

#define SCHEMA_ID "io.github.tabletop.Tabletop"

struct _TtCarcassonneOptions
{
  AdwBin        parent_instance;

  GSettings    *settings;        /* NULL when the schema is not installed */
  GListStore   *extra_sets;      /* sets given by set_tile_set() that the library lacks */
  GListModel   *tile_sets;       /* TtTileSet: what the tile-set row offers */
  GSignalGroup *chosen_signals;  /* `changed` of the chosen set */
  gboolean      ready;

  GtkSwitch    *farmers_switch;
  GtkSwitch    *river_switch;
  GtkSwitch    *abbot_switch;
  AdwComboRow  *ties_row;
  AdwComboRow  *tileset_row;
};

static void tt_carcassonne_options_iface_init (TtGameOptionsInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCarcassonneOptions, tt_carcassonne_options, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_GAME_OPTIONS, tt_carcassonne_options_iface_init))

enum {
  PROP_0,
  PROP_READY,
  N_PROPS
};

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "carcassonne-tileset"))
    return NULL;
  return g_settings_new (SCHEMA_ID);
}

/* Bundled sets other than the base game are modules (the River), which
 * the options add; they cannot be played on their own. */
static gboolean
is_playable_set (gpointer item,
                 gpointer user_data)
{
  TtTileSet *set = item;

  return !tt_tile_set_get_read_only (set) || g_strcmp0 (tt_tile_set_get_id (set), "base") == 0;
}

static GListModel *
playable_tile_sets (GListStore *extra_sets)
{
  GListStore *models = g_list_store_new (G_TYPE_LIST_MODEL);
  GListModel *library = tt_tile_set_library_get_sets (tt_tile_set_library_get_default ());
  GtkFlattenListModel *all;

  g_list_store_append (models, library);
  g_list_store_append (models, extra_sets);
  all = gtk_flatten_list_model_new (G_LIST_MODEL (models));
  return G_LIST_MODEL (gtk_filter_list_model_new (G_LIST_MODEL (all),
                                                  GTK_FILTER (gtk_custom_filter_new (is_playable_set, NULL, NULL))));
}

static void
update_set_label (TtTileSet *set,
                  GtkLabel  *label)
{
  g_autofree char *text = NULL;

  if (tt_tile_set_is_valid (set))
    text = g_strdup (tt_tile_set_get_display_title (set));
  else
    /* Translators: a tile set in the new-game list that the editor reports problems for */
    text = g_strdup_printf (_("%s (has problems)"), tt_tile_set_get_display_title (set));
  gtk_label_set_text (label, text);
}

static void
setup_set_item (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

/* Each row follows its set, so a rename or a new problem shows at once. */
static void
bind_set_item (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  TtTileSet *set = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);

  update_set_label (set, GTK_LABEL (label));
  g_signal_connect_object (set, "changed", G_CALLBACK (update_set_label), label, 0);
}

static void
unbind_set_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  TtTileSet *set = gtk_list_item_get_item (item);

  if (set)
    g_signal_handlers_disconnect_by_func (set, update_set_label, gtk_list_item_get_child (item));
}

static void
update_chosen_set (TtCarcassonneOptions *self)
{
  TtTileSet *set = tt_carcassonne_options_get_tile_set (self);
  gboolean ready = set != NULL && tt_tile_set_is_valid (set);
  g_autofree char *subtitle = NULL;

  if (set == NULL)
    subtitle = g_strdup (_("No tile set to play with"));
  else if (!ready)
    subtitle = g_strdup (_("Fix its problems in the tile-set editor to play with it"));
  else
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles",
                                             tt_tile_set_get_total_count (set)),
                                tt_tile_set_get_total_count (set));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->tileset_row), subtitle);
  if (self->ready != ready)
    {
      self->ready = ready;
      g_object_notify (G_OBJECT (self), "ready");
    }
}

static void
on_chosen_set_changed (TtCarcassonneOptions *self)
{
  g_signal_group_set_target (self->chosen_signals, tt_carcassonne_options_get_tile_set (self));
  update_chosen_set (self);
}

static gboolean
find_set_position (TtCarcassonneOptions *self,
                   TtTileSet            *set,
                   guint                *position)
{
  guint n = g_list_model_get_n_items (self->tile_sets);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TtTileSet) item = g_list_model_get_item (self->tile_sets, i);

      if (item == set)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

static void
select_set_by_id (TtCarcassonneOptions *self,
                  const char           *id)
{
  guint n = g_list_model_get_n_items (self->tile_sets);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TtTileSet) set = g_list_model_get_item (self->tile_sets, i);
      g_autofree char *path = NULL;

      /* earlier versions remembered a user set by its file's path */
      if (tt_tile_set_get_file (set))
        path = g_file_get_path (tt_tile_set_get_file (set));
      if (g_strcmp0 (tt_tile_set_get_id (set), id) == 0 || g_strcmp0 (path, id) == 0)
        {
          adw_combo_row_set_selected (self->tileset_row, i);
          return;
        }
    }
}

static void
load_settings (TtCarcassonneOptions *self)
{
  g_autofree char *tileset = NULL;

  if (self->settings == NULL)
    return;
  gtk_switch_set_active (self->farmers_switch, g_settings_get_boolean (self->settings, "carcassonne-farmers"));
  gtk_switch_set_active (self->river_switch, g_settings_get_boolean (self->settings, "carcassonne-river"));
  gtk_switch_set_active (self->abbot_switch, g_settings_get_boolean (self->settings, "carcassonne-abbot"));
  adw_combo_row_set_selected (self->ties_row,
                              g_settings_get_boolean (self->settings, "carcassonne-split-ties") ? 1 : 0);
  tileset = g_settings_get_string (self->settings, "carcassonne-tileset");
  select_set_by_id (self, tileset);
}

static void
read_options (TtCarcassonneOptions *self,
              CarcOptions          *options)
{
  carc_options_init (options);
  options->farmers = gtk_switch_get_active (self->farmers_switch);
  options->river = gtk_switch_get_active (self->river_switch);
  options->abbot = gtk_switch_get_active (self->abbot_switch);
  options->ties = adw_combo_row_get_selected (self->ties_row) == 1 ? CARC_TIES_SPLIT : CARC_TIES_FULL;
}

/* The options and the tile set's name go where the engine's own new
 * record puts them. */
static gboolean
tt_carcassonne_options_fill_record (TtGameOptions  *options,
                                    TtRecord       *record,
                                    GError        **error)
{
  TtCarcassonneOptions *self = TT_CARCASSONNE_OPTIONS (options);
  TtTileSet *set = tt_carcassonne_options_get_tile_set (self);
  g_autoptr(TtRecord) setup = NULL;
  g_autoptr(GList) members = NULL;
  CarcOptions chosen;

  if (set == NULL || !tt_tile_set_is_valid (set))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                   _("The tile set “%s” has problems; fix them in the tile-set editor to play with it"),
                   set ? tt_tile_set_get_title (set) : "");
      return FALSE;
    }
  read_options (self, &chosen);
  setup = carc_record_new (carc_tileset_get_name (tt_tile_set_get_engine_set (set)), &chosen, NULL, record->seed);
  json_object_unref (record->options);
  record->options = json_object_ref (setup->options);
  members = json_object_get_members (setup->root);
  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (record->root, l->data,
                            json_node_copy (json_object_get_member (setup->root, l->data)));
  return TRUE;
}

/* The game takes the set's current snapshot, which edits never change
 * (they make a new one): the tiles already on the table, the deck, undo
 * and the saved record must all keep meaning the same tiles, so later
 * edits in the editor apply to the next game, not to this one. */
static gboolean
tt_carcassonne_options_prepare_game (TtGameOptions  *options,
                                     TtGame         *game,
                                     GError        **error)
{
  TtTileSet *set = tt_carcassonne_options_get_tile_set (TT_CARCASSONNE_OPTIONS (options));

  tt_carcassonne_game_set_tileset (TT_CARCASSONNE_GAME (game), tt_tile_set_get_engine_set (set));
  return TRUE;
}

static void
tt_carcassonne_options_remember (TtGameOptions *options)
{
  TtCarcassonneOptions *self = TT_CARCASSONNE_OPTIONS (options);
  CarcOptions chosen;

  if (self->settings == NULL)
    return;
  read_options (self, &chosen);
  g_settings_set_boolean (self->settings, "carcassonne-farmers", chosen.farmers);
  g_settings_set_boolean (self->settings, "carcassonne-river", chosen.river);
  g_settings_set_boolean (self->settings, "carcassonne-abbot", chosen.abbot);
  g_settings_set_boolean (self->settings, "carcassonne-split-ties", chosen.ties == CARC_TIES_SPLIT);
  g_settings_set_string (self->settings, "carcassonne-tileset",
                         tt_tile_set_get_id (tt_carcassonne_options_get_tile_set (self)));
}

/* Play with This Set: the editor's own tile set, so later edits show. */
static gboolean
tt_carcassonne_options_set_document (TtGameOptions *options,
                                     TtDocument    *document)
{
  if (!TT_IS_TILE_SET (document))
    return FALSE;
  tt_carcassonne_options_set_tile_set (TT_CARCASSONNE_OPTIONS (options), TT_TILE_SET (document));
  return TRUE;
}

static void
tt_carcassonne_options_iface_init (TtGameOptionsInterface *iface)
{
  iface->set_document = tt_carcassonne_options_set_document;
  iface->fill_record = tt_carcassonne_options_fill_record;
  iface->prepare_game = tt_carcassonne_options_prepare_game;
  iface->remember = tt_carcassonne_options_remember;
}

static void
tt_carcassonne_options_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TtCarcassonneOptions *self = TT_CARCASSONNE_OPTIONS (object);

  switch (prop_id)
    {
    case PROP_READY:
      g_value_set_boolean (value, self->ready);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_carcassonne_options_dispose (GObject *object)
{
  TtCarcassonneOptions *self = TT_CARCASSONNE_OPTIONS (object);

  g_clear_object (&self->settings);
  if (self->chosen_signals)
    g_signal_group_set_target (self->chosen_signals, NULL);
  g_clear_object (&self->chosen_signals);
  g_clear_object (&self->tile_sets);
  g_clear_object (&self->extra_sets);
  G_OBJECT_CLASS (tt_carcassonne_options_parent_class)->dispose (object);
}

static void
tt_carcassonne_options_class_init (TtCarcassonneOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_carcassonne_options_dispose;
  object_class->get_property = tt_carcassonne_options_get_property;
  g_object_class_override_property (object_class, PROP_READY, "ready");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/carcassonne/tt-carcassonne-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneOptions, farmers_switch);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneOptions, river_switch);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneOptions, abbot_switch);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneOptions, ties_row);
  gtk_widget_class_bind_template_child (widget_class, TtCarcassonneOptions, tileset_row);
}

static void
tt_carcassonne_options_init (TtCarcassonneOptions *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_set_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_set_item), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_set_item), NULL);
  self->extra_sets = g_list_store_new (TT_TYPE_TILE_SET);
  self->tile_sets = playable_tile_sets (self->extra_sets);
  adw_combo_row_set_factory (self->tileset_row, factory);
  adw_combo_row_set_model (self->tileset_row, self->tile_sets);
  self->chosen_signals = g_signal_group_new (TT_TYPE_TILE_SET);
  g_signal_group_connect_swapped (self->chosen_signals, "changed", G_CALLBACK (update_chosen_set), self);
  g_signal_connect_swapped (self->tileset_row, "notify::selected-item", G_CALLBACK (on_chosen_set_changed), self);

  self->settings = settings_if_installed ();
  load_settings (self);
  on_chosen_set_changed (self);
}

void
tt_carcassonne_options_set_tile_set (TtCarcassonneOptions *self,
                                     TtTileSet            *set)
{
  guint position;

  g_return_if_fail (TT_IS_CARCASSONNE_OPTIONS (self));
  g_return_if_fail (TT_IS_TILE_SET (set));

  if (!find_set_position (self, set, &position))
    {
      g_list_store_append (self->extra_sets, set);
      if (!find_set_position (self, set, &position))
        return;   /* a module such as the River is not a game of its own */
    }
  adw_combo_row_set_selected (self->tileset_row, position);
}

TtTileSet *
tt_carcassonne_options_get_tile_set (TtCarcassonneOptions *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_OPTIONS (self), NULL);

  return adw_combo_row_get_selected_item (self->tileset_row);
}

GListModel *
tt_carcassonne_options_get_tile_sets (TtCarcassonneOptions *self)
{
  g_return_val_if_fail (TT_IS_CARCASSONNE_OPTIONS (self), NULL);

  return self->tile_sets;
}
