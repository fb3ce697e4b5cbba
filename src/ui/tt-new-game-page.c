/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-new-game-page.c — the page that sets up a new game of any game */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "common/tt-rng.h"
#include "common/tt-rules.h"
#include "tt-catalog-view.h"
#include "tt-game-options.h"
#include "tt-label-words.h"
#include "tt-new-game-page.h"
#include "tt-play-view.h"
#include "tt-player-color.h"
#include "tt-text.h"

#define SCHEMA_ID "io.github.tabletop.Tabletop"

typedef struct
{
  GtkWidget *row;
  GtkWidget *name;
  GtkWidget *color;
  GtkWidget *kind;
} SeatRow;

struct _TtNewGamePage
{
  AdwBin         parent_instance;

  TtGameInfo    *info;
  GSettings     *settings;       /* NULL when the schema is not installed */
  char          *players_key;    /* "GAME-players", NULL when the schema lacks it */
  GtkWidget     *options;        /* TtGameOptions, or NULL */
  GtkWidget     *pace_row;       /* NULL when the game has no computers */
  const char * const *colors;
  guint          n_colors;
  guint          min_players;
  guint          max_players;
  SeatRow        seats[TT_RULES_MAX_PLAYERS];
  GtkSizeGroup  *first_column;   /* seat titles and colours, one width */

  GtkLabel      *title_label;
  AdwPreferencesGroup *players_group;
  GtkSpinButton *count_spin;
  AdwBin        *options_bin;
  GtkEntry      *seed_entry;
  GtkLabel      *error_label;
  GtkButton     *start_button;
};

G_DEFINE_FINAL_TYPE (TtNewGamePage, tt_new_game_page, ADW_TYPE_BIN)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The pace matters only when a computer plays: a solo game or a table of
 * people does not show it. */
static void
update_pace_row (TtNewGamePage *self)
{
  guint n = tt_new_game_page_get_n_players (self);
  gboolean computer = FALSE;

  if (self->pace_row == NULL)
    return;
  for (guint p = 0; p < MIN (n, self->max_players); p++)
    computer |= gtk_drop_down_get_selected (GTK_DROP_DOWN (self->seats[p].kind)) > 0;
  gtk_widget_set_visible (self->pace_row, computer);
}

static void
update_visible_rows (TtNewGamePage *self)
{
  guint n = tt_new_game_page_get_n_players (self);

  for (guint p = 0; p < self->max_players; p++)
    gtk_widget_set_visible (self->seats[p].row, p < n);
  if (self->options)
    tt_game_options_set_n_players (TT_GAME_OPTIONS (self->options), n);
  update_pace_row (self);
}

static void
update_ready (TtNewGamePage *self)
{
  gboolean ready = self->options == NULL || tt_game_options_get_ready (TT_GAME_OPTIONS (self->options));

  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), ready);
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
                 GtkListItem              *item,
                 TtNewGamePage            *self)
{
  const char *id = self->colors[MIN (gtk_list_item_get_position (item), self->n_colors - 1)];
  g_autofree char *dot = tt_player_color_dot_markup (id);
  g_autofree char *name = g_markup_escape_text (tt_player_color_get_name (id), -1);
  g_autofree char *markup = g_strdup_printf ("%s %s", dot, name);

  gtk_label_set_markup (GTK_LABEL (gtk_list_item_get_child (item)), markup);
}

static GtkWidget *
color_dropdown (TtNewGamePage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *dropdown;

  for (guint i = 0; i < self->n_colors; i++)
    gtk_string_list_append (names, tt_player_color_get_name (self->colors[i]));
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_color_item), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_color_item), self, 0);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  return dropdown;
}

/* The level's one line on how it plays; NULL for a person. */
static const char *
kind_description (TtNewGamePage *self,
                  guint          position)
{
  if (position == 0 || position > tt_game_info_get_n_levels (self->info))
    return NULL;
  return tt_game_info_get_level_description (self->info,
                                             tt_game_info_get_level_id (self->info, position - 1));
}

static void
setup_kind_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  /* The list opens as wide as its widest row: the descriptions wrap so
   * that it still fits a phone-width window. */
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 28);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_list_item_set_child (item, box);
}

/* In the open list each computer level shows how it plays under its name. */
static void
bind_kind_item (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TtNewGamePage            *self)
{
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  const char *description = kind_description (self, gtk_list_item_get_position (item));

  gtk_label_set_text (GTK_LABEL (title), gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_text (GTK_LABEL (subtitle), description ? description : "");
  tt_label_keep_words (GTK_LABEL (subtitle));
  gtk_widget_set_visible (subtitle, description != NULL);
}

/* The closed drop-down shows only the name; its accessible description
 * says how the chosen level plays. */
static void
update_kind_description (GtkDropDown   *dropdown,
                         GParamSpec    *pspec,
                         TtNewGamePage *self)
{
  const char *description = kind_description (self, gtk_drop_down_get_selected (dropdown));

  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static GtkWidget *
kind_dropdown (TtNewGamePage *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *dropdown;

  gtk_string_list_append (list, _("Person"));
  for (guint i = 0; i < tt_game_info_get_n_levels (self->info); i++)
    {
      const char *level = tt_game_info_get_level_id (self->info, i);
      g_autofree char *label = g_strdup_printf (_("Computer: %s"),
                                                tt_game_info_get_level_label (self->info, level));

      gtk_string_list_append (list, label);
    }
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_kind_item), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_kind_item), self, 0);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), factory);
  g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (update_kind_description), self, 0);
  return dropdown;
}

/* Two lines, so a narrow window never squeezes the title letter by letter:
 * "Player N" and the name, then colour and who plays. The first column
 * has one width in every seat (size group), so the rows line up. */
static void
build_seat_row (TtNewGamePage *self,
                guint          p)
{
  SeatRow *seat = &self->seats[p];
  g_autofree char *title = g_strdup_printf (_("Player %u"), p + 1);
  g_autofree char *name_label = g_strdup_printf (_("Name of player %u"), p + 1);
  const char *color = self->colors[MIN (p, self->n_colors - 1)];
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *label = gtk_label_new (title);

  seat->row = adw_preferences_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (seat->row), FALSE);
  gtk_grid_set_column_spacing (grid, 12);
  gtk_grid_set_row_spacing (grid, 6);
  gtk_widget_set_margin_start (GTK_WIDGET (grid), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (grid), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (grid), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (grid), 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (seat->row), GTK_WIDGET (grid));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_size_group_add_widget (self->first_column, label);
  gtk_grid_attach (grid, label, 0, 0, 1, 1);

  seat->name = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (seat->name), tt_player_color_get_name (color));
  gtk_editable_set_width_chars (GTK_EDITABLE (seat->name), 6);
  gtk_widget_set_hexpand (seat->name, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->name),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name_label, -1);
  gtk_grid_attach (grid, seat->name, 1, 0, 1, 1);

  seat->color = color_dropdown (self);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (seat->color), MIN (p, self->n_colors - 1));
  gtk_widget_set_tooltip_text (seat->color, _("Color"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->color),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Color"), -1);
  gtk_size_group_add_widget (self->first_column, seat->color);
  gtk_grid_attach (grid, seat->color, 0, 1, 1, 1);

  seat->kind = kind_dropdown (self);
  gtk_widget_set_hexpand (seat->kind, TRUE);
  gtk_widget_set_tooltip_text (seat->kind, _("Who plays"));
  update_kind_description (GTK_DROP_DOWN (seat->kind), NULL, self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->kind),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Who plays"), -1);
  gtk_grid_attach (grid, seat->kind, 1, 1, 1, 1);
  g_signal_connect_swapped (seat->kind, "notify::selected", G_CALLBACK (update_pace_row), self);
  adw_preferences_group_add (self->players_group, seat->row);
}

static void
find_settings (TtNewGamePage *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autofree char *key = g_strconcat (tt_game_info_get_id (self->info), "-players", NULL);

  if (source)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL)
    return;
  self->settings = g_settings_new (SCHEMA_ID);
  if (g_settings_schema_has_key (schema, key))
    self->players_key = g_steal_pointer (&key);
}

static const char * const pace_values[] = { "slow", "normal", "fast", "instant", NULL };

static gboolean
pace_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char *word = g_variant_get_string (variant, NULL);

  for (guint i = 0; pace_values[i] != NULL; i++)
    if (g_strcmp0 (pace_values[i], word) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_pace (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  guint position = g_value_get_uint (value);

  return position < G_N_ELEMENTS (pace_values) - 1 ? g_variant_new_string (pace_values[position]) : NULL;
}

/* The same setting as Preferences: how long a computer move takes. Only
 * for games with computer players. */
static void
add_pace_row (TtNewGamePage *self)
{
  g_autoptr(GtkStringList) paces = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  GtkWidget *row;

  if (self->settings == NULL || tt_game_info_get_n_levels (self->info) == 0)
    return;
  g_object_get (self->settings, "settings-schema", &schema, NULL);
  if (!g_settings_schema_has_key (schema, "computer-pace"))
    return;
  paces = gtk_string_list_new ((const char * const[]) { _("Slow"), _("Normal"), _("Fast"), _("Instant"), NULL });
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Computer pace"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (paces));
  gtk_widget_set_name (row, "computer-pace");
  g_settings_bind_with_mapping (self->settings, "computer-pace", row, "selected", G_SETTINGS_BIND_DEFAULT,
                                pace_to_position, position_to_pace, NULL, NULL);
  adw_preferences_group_add (self->players_group, row);
  self->pace_row = row;
}

static void
load_seats (TtNewGamePage *self)
{
  g_auto(GStrv) players = NULL;
  guint n = 0;

  if (self->players_key == NULL)
    return;
  players = g_settings_get_strv (self->settings, self->players_key);
  for (guint p = 0; players[p] && p < self->max_players; p++, n++)
    {
      g_auto(GStrv) parts = g_strsplit (players[p], "|", 3);

      if (parts[0] == NULL || parts[1] == NULL)
        continue;
      tt_new_game_page_set_player (self, p, tt_player_color_localize_name (parts[0]), parts[1]);
      if (parts[2])
        tt_new_game_page_set_player_kind (self, p, parts[2]);
    }
  if (n >= self->min_players)
    tt_new_game_page_set_n_players (self, n);
}

static void
remember_seats (TtNewGamePage *self,
                const TtRecord *record)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) players = NULL;

  if (self->players_key == NULL)
    return;
  for (guint p = 0; p < record->players->len; p++)
    {
      const TtRecordPlayer *player = g_ptr_array_index (record->players, p);
      g_autofree char *kind = player->level
                              ? g_strconcat ("computer:", player->level, NULL)
                              : g_strdup ("human");
      g_autofree char *entry = g_strdup_printf ("%s|%s|%s", player->name, player->color, kind);

      g_strv_builder_add (builder, entry);
    }
  players = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, self->players_key, (const char * const *) players);
}

static void
show_error (TtNewGamePage *self,
            const char    *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
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

/* The seats as the page shows them, into `record`. */
static gboolean
fill_seats (TtNewGamePage  *self,
            TtRecord       *record,
            GError        **error)
{
  guint n = tt_new_game_page_get_n_players (self);
  guint64 used_colors = 0;

  for (guint p = 0; p < n; p++)
    {
      SeatRow *seat = &self->seats[p];
      guint color = MIN (gtk_drop_down_get_selected (GTK_DROP_DOWN (seat->color)), self->n_colors - 1);
      guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (seat->kind));
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->name))));
      TtRecordPlayer *player;

      if (used_colors & (G_GUINT64_CONSTANT (1) << color))
        {
          g_autofree char *message = tt_text_printf (_("Two players have chosen %s; give everyone a color of their own"),
                                                     tt_player_color_get_name (self->colors[color]));

          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
          return FALSE;
        }
      used_colors |= G_GUINT64_CONSTANT (1) << color;
      player = tt_record_add_player (record, *name ? name : tt_player_color_get_name (self->colors[color]),
                                     self->colors[color]);
      if (kind > 0 && kind <= tt_game_info_get_n_levels (self->info))
        {
          g_free (player->kind);
          player->kind = g_strdup ("computer");
          player->level = g_strdup (tt_game_info_get_level_id (self->info, kind - 1));
        }
    }
  return TRUE;
}

TtGame *
tt_new_game_page_create_game (TtNewGamePage  *self,
                              GError        **error)
{
  g_autoptr(TtRecord) record = NULL;
  g_autoptr(TtGame) game = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TT_IS_NEW_GAME_PAGE (self), NULL);

  record = tt_record_new (tt_game_info_get_id (self->info));
  record->seed = parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_entry)));
  game = g_object_new (tt_game_info_get_model_type (self->info), NULL);
  if (!fill_seats (self, record, &local_error) ||
      (self->options && !tt_game_options_fill_record (TT_GAME_OPTIONS (self->options), record, &local_error)) ||
      (self->options && !tt_game_options_prepare_game (TT_GAME_OPTIONS (self->options), game, &local_error)) ||
      !tt_game_start (game, record, &local_error))
    {
      show_error (self, local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  show_error (self, NULL);
  remember_seats (self, record);
  if (self->options)
    tt_game_options_remember (TT_GAME_OPTIONS (self->options));
  return g_steal_pointer (&game);
}

/* The default handler: start, and show the game in place of this page. */
static void
tt_new_game_page_start (TtNewGamePage *self)
{
  GtkWidget *catalog = gtk_widget_get_ancestor (GTK_WIDGET (self), TT_TYPE_CATALOG_VIEW);
  g_autoptr(TtGame) game = tt_new_game_page_create_game (self, NULL);
  GtkWidget *view;

  if (game == NULL || catalog == NULL)
    return;   /* the page shows the error */
  view = tt_play_view_new_for_game (game);
  if (view != NULL)
    tt_catalog_view_show_page (TT_CATALOG_VIEW (catalog), view);
}

static void
on_start_clicked (TtNewGamePage *self)
{
  g_signal_emit (self, signals[START], 0);
}

static void
tt_new_game_page_dispose (GObject *object)
{
  TtNewGamePage *self = TT_NEW_GAME_PAGE (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->first_column);
  g_clear_object (&self->info);
  g_clear_pointer (&self->players_key, g_free);
  G_OBJECT_CLASS (tt_new_game_page_parent_class)->dispose (object);
}

static void
tt_new_game_page_class_init (TtNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_new_game_page_dispose;

  signals[START] =
    g_signal_new_class_handler ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                G_CALLBACK (tt_new_game_page_start), NULL, NULL, NULL,
                                G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/tt-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, players_group);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, count_spin);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, options_bin);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, TtNewGamePage, start_button);
}

static void
tt_new_game_page_init (TtNewGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->first_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (update_visible_rows), self);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (on_start_clicked), self);
}

/* Everything that depends on the game: seats, options, what was remembered. */
static void
set_info (TtNewGamePage *self,
          TtGameInfo    *info)
{
  const TtRules *rules = tt_game_info_get_rules (info);
  GType options_type = tt_game_info_get_options_type (info);
  g_autofree char *title = NULL;

  self->info = g_object_ref (info);
  self->min_players = rules ? MAX (rules->min_players, 1) : 1;
  self->max_players = rules ? MIN (rules->max_players, TT_RULES_MAX_PLAYERS) : 4;
  if (g_type_is_a (options_type, TT_TYPE_GAME_OPTIONS))
    {
      self->options = g_object_new (options_type, NULL);
      adw_bin_set_child (self->options_bin, self->options);
      g_signal_connect_object (self->options, "notify::ready", G_CALLBACK (update_ready), self,
                               G_CONNECT_SWAPPED);
    }
  self->colors = tt_game_info_get_colors (info);
  self->n_colors = g_strv_length ((char **) self->colors);
  self->max_players = MIN (self->max_players, self->n_colors);

  /* Translators: %s is the name of a game */
  title = g_strdup_printf (_("New %s Game"), tt_game_info_get_title (info));
  gtk_label_set_text (self->title_label, title);
  /* the rows first: changing the count shows and hides them (a game of
   * three or more players changes it at once) */
  for (guint p = 0; p < self->max_players; p++)
    build_seat_row (self, p);
  gtk_spin_button_set_range (self->count_spin, self->min_players, self->max_players);
  gtk_spin_button_set_value (self->count_spin, CLAMP (2, self->min_players, self->max_players));

  find_settings (self);
  add_pace_row (self);
  load_seats (self);
  update_visible_rows (self);
  update_ready (self);
}

GtkWidget *
tt_new_game_page_new (TtGameInfo *info)
{
  TtNewGamePage *self;

  g_return_val_if_fail (TT_IS_GAME_INFO (info), NULL);

  self = g_object_new (TT_TYPE_NEW_GAME_PAGE, NULL);
  set_info (self, info);
  return GTK_WIDGET (self);
}

TtGameInfo *
tt_new_game_page_get_info (TtNewGamePage *self)
{
  g_return_val_if_fail (TT_IS_NEW_GAME_PAGE (self), NULL);
  return self->info;
}

GtkWidget *
tt_new_game_page_get_options (TtNewGamePage *self)
{
  g_return_val_if_fail (TT_IS_NEW_GAME_PAGE (self), NULL);
  return self->options;
}

guint
tt_new_game_page_get_n_players (TtNewGamePage *self)
{
  g_return_val_if_fail (TT_IS_NEW_GAME_PAGE (self), 0);
  return gtk_spin_button_get_value_as_int (self->count_spin);
}

void
tt_new_game_page_set_n_players (TtNewGamePage *self,
                                guint          n_players)
{
  g_return_if_fail (TT_IS_NEW_GAME_PAGE (self));

  gtk_spin_button_set_value (self->count_spin, CLAMP (n_players, self->min_players, self->max_players));
  update_visible_rows (self);
}

void
tt_new_game_page_set_player (TtNewGamePage *self,
                             guint          player,
                             const char    *name,
                             const char    *color)
{
  g_return_if_fail (TT_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (player < self->max_players);

  if (name)
    gtk_editable_set_text (GTK_EDITABLE (self->seats[player].name), name);
  for (guint i = 0; color && i < self->n_colors; i++)
    if (g_str_equal (self->colors[i], color))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[player].color), i);
}

gboolean
tt_new_game_page_set_player_kind (TtNewGamePage *self,
                                  guint          player,
                                  const char    *kind)
{
  g_return_val_if_fail (TT_IS_NEW_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (player < self->max_players, FALSE);

  if (g_strcmp0 (kind, "human") == 0)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[player].kind), 0);
      return TRUE;
    }
  for (guint i = 0; kind && g_str_has_prefix (kind, "computer:") && i < tt_game_info_get_n_levels (self->info); i++)
    if (g_str_equal (tt_game_info_get_level_id (self->info, i), kind + strlen ("computer:")))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[player].kind), i + 1);
        return TRUE;
      }
  return FALSE;
}

void
tt_new_game_page_set_seed (TtNewGamePage *self,
                           const char    *seed)
{
  g_return_if_fail (TT_IS_NEW_GAME_PAGE (self));

  gtk_editable_set_text (GTK_EDITABLE (self->seed_entry), seed ? seed : "");
}
