/* tt-carc-new-game.c — players, options, tile set and seed for a new game
 *
 * The last setup is kept in GSettings, so "New Game" usually needs one
 * click. Emits "start" when the user asks to begin; the owner then calls
 * tt_carc_new_game_create_game().
 *
 * The tile sets are the TtTileSet objects of the tile-set library, the same
 * ones the editor changes: the page follows their `changed` signal, so a
 * set that gets a problem in the editor cannot be started here until it is
 * fixed, and a game starts from the set as it is at that moment.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-carc-new-game.h"
#include "tt-carc-tile-painter.h"
#include "tt-tile-set-library.h"

#define SCHEMA_ID "io.github.tabletop.Tabletop"

static const char *const color_ids[] = { "red", "blue", "green", "yellow", "black" };

typedef struct
{
  GtkWidget *row;
  GtkWidget *color;
  GtkWidget *name;
  GtkWidget *kind;
} PlayerRow;

struct _TtCarcNewGame
{
  AdwBin      parent_instance;

  GSettings  *settings;       /* NULL when the schema is not installed */
  GtkWidget  *count;
  PlayerRow   players[CARC_MAX_PLAYERS];
  GtkWidget  *farmers;
  GtkWidget  *river;
  GtkWidget  *abbot;
  GtkWidget  *ties;
  GtkWidget  *tileset;
  GListStore *extra_sets;     /* sets given by set_tile_set() that the library lacks */
  GListModel *tile_sets;      /* TtTileSet: what the tile-set row offers */
  GSignalGroup *chosen_signals; /* `changed` of the chosen set */
  GtkWidget  *start_button;
  GtkWidget  *seed;
  GtkWidget  *error_label;
  TtGameInfo *info;
};

G_DEFINE_FINAL_TYPE (TtCarcNewGame, tt_carc_new_game, ADW_TYPE_BIN)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "carcassonne-players"))
    return NULL;
  return g_settings_new (SCHEMA_ID);
}

static void
update_visible_rows (TtCarcNewGame *self)
{
  guint n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->count));

  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    gtk_widget_set_visible (self->players[p].row, p < n);
}

static void
setup_color_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

/* Each colour shows a dot of itself beside its name. */
static void
bind_color_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  guint position = gtk_list_item_get_position (item);
  const char *id = color_ids[MIN (position, G_N_ELEMENTS (color_ids) - 1)];
  g_autofree char *name = g_markup_escape_text (tt_carcassonne_color_name (id), -1);
  g_autofree char *markup = NULL;
  GdkRGBA color;

  tt_carc_player_color (id, &color);
  markup = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">●</span> %s",
                            (int) (color.red * 255), (int) (color.green * 255),
                            (int) (color.blue * 255), name);
  gtk_label_set_markup (GTK_LABEL (gtk_list_item_get_child (item)), markup);
}

static GtkWidget *
color_dropdown (void)
{
  const char *names[G_N_ELEMENTS (color_ids) + 1] = { NULL };
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *dropdown;

  for (guint i = 0; i < G_N_ELEMENTS (color_ids); i++)
    names[i] = tt_carcassonne_color_name (color_ids[i]);
  dropdown = gtk_drop_down_new_from_strings (names);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_color_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_color_item), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  return dropdown;
}

static GtkWidget *
kind_dropdown (TtCarcNewGame *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, _("Person"));
  for (guint i = 0; i < tt_game_info_get_n_levels (self->info); i++)
    {
      g_autofree char *label = g_strdup_printf (_("Computer: %s"),
                                                tt_game_info_get_level_label (self->info,
                                                                              tt_game_info_get_level_id (self->info, i)));

      gtk_string_list_append (list, label);
    }
  return gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
}

static GtkWidget *
build_player_row (TtCarcNewGame *self,
                  guint          p)
{
  PlayerRow *row = &self->players[p];
  g_autofree char *title = g_strdup_printf (_("Player %u"), p + 1);
  g_autofree char *name_label = g_strdup_printf (_("Name of player %u"), p + 1);

  row->row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);

  row->name = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (row->name), tt_carcassonne_color_name (color_ids[p]));
  gtk_widget_set_valign (row->name, GTK_ALIGN_CENTER);
  gtk_editable_set_width_chars (GTK_EDITABLE (row->name), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->name),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name_label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->name);

  row->color = color_dropdown ();
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row->color), p);
  gtk_widget_set_valign (row->color, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (row->color, _("Colour"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->color);

  row->kind = kind_dropdown (self);
  gtk_widget_set_valign (row->kind, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (row->kind, _("Who plays"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->kind);
  return row->row;
}

static GtkWidget *
switch_row (const char  *title,
            const char  *subtitle,
            GtkWidget  **out_switch)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  *out_switch = toggle;
  return row;
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

static char *
tile_set_label (TtTileSet *set)
{
  if (tt_tile_set_is_valid (set))
    return g_strdup (tt_tile_set_get_title (set));
  /* Translators: a tile set in the new-game list that the editor reports problems for */
  return g_strdup_printf (_("%s (has problems)"), tt_tile_set_get_title (set));
}

static void
update_set_label (TtTileSet *set,
                  GtkLabel  *label)
{
  g_autofree char *text = tile_set_label (set);

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

static GtkListItemFactory *
tile_set_factory (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_set_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_set_item), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_set_item), NULL);
  return factory;
}

static void
update_chosen_set (TtCarcNewGame *self)
{
  TtTileSet *set = tt_carc_new_game_get_tile_set (self);
  gboolean playable = set != NULL && tt_tile_set_is_valid (set);
  g_autofree char *subtitle = NULL;

  if (set == NULL)
    subtitle = g_strdup (_("No tile set to play with"));
  else if (!playable)
    subtitle = g_strdup (_("Fix its problems in the tile-set editor to play with it"));
  else
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles",
                                             tt_tile_set_get_total_count (set)),
                                tt_tile_set_get_total_count (set));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->tileset), subtitle);
  gtk_widget_set_sensitive (self->start_button, playable);
}

static void
on_chosen_set_changed (TtCarcNewGame *self)
{
  g_signal_group_set_target (self->chosen_signals, tt_carc_new_game_get_tile_set (self));
  update_chosen_set (self);
}

static gboolean
find_set_position (TtCarcNewGame *self,
                   TtTileSet     *set,
                   guint         *position)
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
select_set_by_id (TtCarcNewGame *self,
                  const char    *id)
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
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->tileset), i);
          return;
        }
    }
}

static void
on_start_clicked (TtCarcNewGame *self)
{
  g_signal_emit (self, signals[START], 0);
}

static void
load_settings (TtCarcNewGame *self)
{
  g_auto(GStrv) players = NULL;
  g_autofree char *tileset = NULL;
  guint n = 0;

  if (self->settings == NULL)
    return;
  players = g_settings_get_strv (self->settings, "carcassonne-players");
  for (guint p = 0; players[p] && p < CARC_MAX_PLAYERS; p++, n++)
    {
      g_auto(GStrv) parts = g_strsplit (players[p], "|", 3);

      if (parts[0] == NULL || parts[1] == NULL)
        continue;
      tt_carc_new_game_set_player (self, p, parts[0], parts[1]);
      if (parts[2])
        tt_carc_new_game_set_player_kind (self, p, parts[2]);
    }
  if (n >= CARC_MIN_PLAYERS)
    tt_carc_new_game_set_n_players (self, n);
  gtk_switch_set_active (GTK_SWITCH (self->farmers), g_settings_get_boolean (self->settings, "carcassonne-farmers"));
  gtk_switch_set_active (GTK_SWITCH (self->river), g_settings_get_boolean (self->settings, "carcassonne-river"));
  gtk_switch_set_active (GTK_SWITCH (self->abbot), g_settings_get_boolean (self->settings, "carcassonne-abbot"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->ties),
                              g_settings_get_boolean (self->settings, "carcassonne-split-ties") ? 1 : 0);
  tileset = g_settings_get_string (self->settings, "carcassonne-tileset");
  select_set_by_id (self, tileset);
}

static void
tt_carc_new_game_dispose (GObject *object)
{
  TtCarcNewGame *self = TT_CARC_NEW_GAME (object);

  g_clear_object (&self->settings);
  if (self->chosen_signals)
    g_signal_group_set_target (self->chosen_signals, NULL);
  g_clear_object (&self->chosen_signals);
  g_clear_object (&self->tile_sets);
  g_clear_object (&self->extra_sets);
  G_OBJECT_CLASS (tt_carc_new_game_parent_class)->dispose (object);
}

static void
tt_carc_new_game_class_init (TtCarcNewGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tt_carc_new_game_dispose;

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tt_carc_new_game_init (TtCarcNewGame *self)
{
  GtkWidget *scroller, *clamp, *box, *title, *group, *row, *button, *expander;
  g_autoptr(GtkStringList) ties = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) set_factory = tile_set_factory ();

  self->info = tt_game_info_lookup ("carcassonne");

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (box, 32);
  gtk_widget_set_margin_bottom (box, 32);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  title = gtk_label_new (_("New Carcassonne Game"));
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (GTK_BOX (box), title);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Players"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Number of players"));
  self->count = gtk_spin_button_new_with_range (CARC_MIN_PLAYERS, CARC_MAX_PLAYERS, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->count), 2);
  gtk_widget_set_valign (self->count, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->count),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Number of players"), -1);
  g_signal_connect_swapped (self->count, "value-changed", G_CALLBACK (update_visible_rows), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->count);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), build_player_row (self, p));
  gtk_box_append (GTK_BOX (box), group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rules"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (_("Farmers"), _("Meeples may lie in fields and score farms at the end"),
                                         &self->farmers));
  gtk_switch_set_active (GTK_SWITCH (self->farmers), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (_("The River"), _("Start with the twelve river tiles"),
                                         &self->river));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (_("The Abbot"), _("Each player gets an abbot for monasteries and gardens"),
                                         &self->abbot));
  gtk_string_list_append (ties, _("Everyone tied scores in full"));
  gtk_string_list_append (ties, _("Split the points (house rule)"));
  self->ties = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ties), _("Ties"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->ties), G_LIST_MODEL (ties));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->ties);

  self->extra_sets = g_list_store_new (TT_TYPE_TILE_SET);
  self->tile_sets = playable_tile_sets (self->extra_sets);
  self->tileset = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->tileset), _("Tile set"));
  adw_combo_row_set_factory (ADW_COMBO_ROW (self->tileset), set_factory);
  adw_combo_row_set_model (ADW_COMBO_ROW (self->tileset), self->tile_sets);
  self->chosen_signals = g_signal_group_new (TT_TYPE_TILE_SET);
  g_signal_group_connect_swapped (self->chosen_signals, "changed", G_CALLBACK (update_chosen_set), self);
  g_signal_connect_swapped (self->tileset, "notify::selected-item", G_CALLBACK (on_chosen_set_changed), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->tileset);
  gtk_box_append (GTK_BOX (box), group);

  /* the seed is for reproducible games, so it stays folded away */
  expander = gtk_expander_new_with_mnemonic (_("_Advanced"));
  group = adw_preferences_group_new ();
  gtk_widget_set_margin_top (group, 12);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Seed"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The same seed deals the tiles in the same order; leave empty for a random game"));
  self->seed = gtk_entry_new ();
  gtk_widget_set_valign (self->seed, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seed),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Seed"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->seed);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_expander_set_child (GTK_EXPANDER (expander), group);
  gtk_box_append (GTK_BOX (box), expander);

  self->error_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->error_label, "error");
  gtk_label_set_wrap (GTK_LABEL (self->error_label), TRUE);
  gtk_widget_set_visible (self->error_label, FALSE);
  gtk_box_append (GTK_BOX (box), self->error_label);

  button = self->start_button = gtk_button_new_with_mnemonic (_("_Start Game"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_start_clicked), self);
  gtk_box_append (GTK_BOX (box), button);

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  adw_bin_set_child (ADW_BIN (self), scroller);

  self->settings = settings_if_installed ();
  load_settings (self);
  update_visible_rows (self);
  on_chosen_set_changed (self);
}

GtkWidget *
tt_carc_new_game_new (void)
{
  return g_object_new (TT_TYPE_CARC_NEW_GAME, NULL);
}

void
tt_carc_new_game_set_n_players (TtCarcNewGame *self,
                                guint          n_players)
{
  g_return_if_fail (TT_IS_CARC_NEW_GAME (self));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->count),
                             CLAMP (n_players, CARC_MIN_PLAYERS, CARC_MAX_PLAYERS));
  update_visible_rows (self);
}

void
tt_carc_new_game_set_player (TtCarcNewGame *self,
                             guint          player,
                             const char    *name,
                             const char    *color)
{
  g_return_if_fail (TT_IS_CARC_NEW_GAME (self));
  g_return_if_fail (player < CARC_MAX_PLAYERS);

  if (name)
    gtk_editable_set_text (GTK_EDITABLE (self->players[player].name), name);
  for (guint i = 0; color && i < G_N_ELEMENTS (color_ids); i++)
    if (g_str_equal (color_ids[i], color))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->players[player].color), i);
}

gboolean
tt_carc_new_game_set_player_kind (TtCarcNewGame *self,
                                  guint          player,
                                  const char    *kind)
{
  g_return_val_if_fail (TT_IS_CARC_NEW_GAME (self), FALSE);
  g_return_val_if_fail (player < CARC_MAX_PLAYERS, FALSE);

  if (g_strcmp0 (kind, "human") == 0)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->players[player].kind), 0);
      return TRUE;
    }
  for (guint i = 0; kind && g_str_has_prefix (kind, "computer:") && i < tt_game_info_get_n_levels (self->info); i++)
    if (g_str_equal (tt_game_info_get_level_id (self->info, i), kind + strlen ("computer:")))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->players[player].kind), i + 1);
        return TRUE;
      }
  return FALSE;
}

void
tt_carc_new_game_set_seed (TtCarcNewGame *self,
                           const char    *seed)
{
  g_return_if_fail (TT_IS_CARC_NEW_GAME (self));

  gtk_editable_set_text (GTK_EDITABLE (self->seed), seed ? seed : "");
}

static guint64
parse_seed (const char *text)
{
  guint64 value;

  if (text == NULL || *text == '\0')
    return ((guint64) g_random_int () << 32) | g_random_int ();
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &value, NULL))
    return value;
  return tt_seed_from_string (text);
}

static void
remember_setup (TtCarcNewGame      *self,
                guint               n,
                const char * const *names,
                const char * const *colors,
                const char * const *kinds,
                const CarcOptions  *options,
                const char         *tileset_id)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) players = NULL;

  if (self->settings == NULL)
    return;
  for (guint p = 0; p < n; p++)
    {
        g_autofree char *entry = g_strdup_printf ("%s|%s|%s", names[p], colors[p], kinds[p]);

        g_strv_builder_add (builder, entry);
      }
  players = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "carcassonne-players", (const char * const *) players);
  g_settings_set_boolean (self->settings, "carcassonne-farmers", options->farmers);
  g_settings_set_boolean (self->settings, "carcassonne-river", options->river);
  g_settings_set_boolean (self->settings, "carcassonne-abbot", options->abbot);
  g_settings_set_boolean (self->settings, "carcassonne-split-ties", options->ties == CARC_TIES_SPLIT);
  g_settings_set_string (self->settings, "carcassonne-tileset", tileset_id);
}

static void
show_error (TtCarcNewGame *self,
            const char    *message)
{
  gtk_label_set_text (GTK_LABEL (self->error_label), message);
  gtk_widget_set_visible (self->error_label, message != NULL);
}

TtCarcassonneGame *
tt_carc_new_game_create_game (TtCarcNewGame  *self,
                              GError        **error)
{
  guint n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->count));
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colors[CARC_MAX_PLAYERS + 1] = { NULL };
  g_autoptr(GPtrArray) kind_strings = g_ptr_array_new_with_free_func (g_free);
  const char *kinds[CARC_MAX_PLAYERS + 1] = { NULL };
  TtTileSet *tile_set = tt_carc_new_game_get_tile_set (self);
  CarcTileSet *tileset;
  g_autoptr(TtCarcassonneGame) game = NULL;
  g_autoptr(TtRecord) record = NULL;
  CarcOptions options;
  guint used_colors = 0;

  g_return_val_if_fail (TT_IS_CARC_NEW_GAME (self), NULL);

  for (guint p = 0; p < n; p++)
    {
      guint color = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->players[p].color));
      guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->players[p].kind));
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->players[p].name));

      color = MIN (color, G_N_ELEMENTS (color_ids) - 1);
      if (used_colors & (1u << color))
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                       _("Two players have chosen %s; give everyone a colour of their own"),
                       tt_carcassonne_color_name (color_ids[color]));
          show_error (self, (*error)->message);
          return NULL;
        }
      used_colors |= 1u << color;
      colors[p] = color_ids[color];
      names[p] = *g_strstrip ((char *) name) ? name : tt_carcassonne_color_name (colors[p]);
      kinds[p] = kind == 0 || kind > tt_game_info_get_n_levels (self->info)
                 ? g_strdup ("human")
                 : g_strconcat ("computer:", tt_game_info_get_level_id (self->info, kind - 1), NULL);
      g_ptr_array_add (kind_strings, (gpointer) kinds[p]);
    }

  carc_options_init (&options);
  options.farmers = gtk_switch_get_active (GTK_SWITCH (self->farmers));
  options.river = gtk_switch_get_active (GTK_SWITCH (self->river));
  options.abbot = gtk_switch_get_active (GTK_SWITCH (self->abbot));
  options.ties = adw_combo_row_get_selected (ADW_COMBO_ROW (self->ties)) == 1
                 ? CARC_TIES_SPLIT : CARC_TIES_FULL;

  if (tile_set == NULL || !tt_tile_set_is_valid (tile_set))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_SETUP,
                   _("The tile set “%s” has problems; fix them in the tile-set editor to play with it"),
                   tile_set ? tt_tile_set_get_title (tile_set) : "");
      show_error (self, (*error)->message);
      return NULL;
    }
  /* The game takes the set's current snapshot, which edits never change
   * (they make a new one): the tiles already on the table, the deck, undo
   * and the saved record must all keep meaning the same tiles, so later
   * edits in the editor apply to the next game, not to this one. */
  tileset = tt_tile_set_get_engine_set (tile_set);

  record = tt_carcassonne_game_new_record (carc_tileset_get_name (tileset), &options, names,
                                           colors, kinds,
                                           parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed))));
  game = tt_carcassonne_game_new ();
  tt_carcassonne_game_set_tileset (game, tileset);
  if (!tt_game_start (TT_GAME (game), record, error))
    {
      show_error (self, (*error)->message);
      return NULL;
    }
  show_error (self, NULL);
  remember_setup (self, n, names, colors, kinds, &options, tt_tile_set_get_id (tile_set));
  return g_steal_pointer (&game);
}

/**
 * tt_carc_new_game_set_tile_set:
 * @set: a set of the tile-set library, or any other TtTileSet (it is then
 *   added to the choices)
 *
 * Chooses the set to play with, e.g. for the editor's "Play with This Set".
 */
void
tt_carc_new_game_set_tile_set (TtCarcNewGame *self,
                               TtTileSet     *set)
{
  guint position;

  g_return_if_fail (TT_IS_CARC_NEW_GAME (self));
  g_return_if_fail (TT_IS_TILE_SET (set));

  if (!find_set_position (self, set, &position))
    {
      g_list_store_append (self->extra_sets, set);
      if (!find_set_position (self, set, &position))
        return;   /* a module such as the River is not a game of its own */
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->tileset), position);
}

TtTileSet *
tt_carc_new_game_get_tile_set (TtCarcNewGame *self)
{
  g_return_val_if_fail (TT_IS_CARC_NEW_GAME (self), NULL);

  return adw_combo_row_get_selected_item (ADW_COMBO_ROW (self->tileset));
}

GListModel *
tt_carc_new_game_get_tile_sets (TtCarcNewGame *self)
{
  g_return_val_if_fail (TT_IS_CARC_NEW_GAME (self), NULL);

  return self->tile_sets;
}
