/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-page.c — the editor page of one tile */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-tile-page.h"
#include "tt-editor-words.h"
#include "tt-text.h"
#include "ui/tt-rebuilder.h"

struct _TtTilePage
{
  AdwBin      parent_instance;

  TtTileSet  *set;
  guint       index;
  TtRebuilder rebuilder;  /* keeps `set` */

  GtkWidget  *columns;       /* GtkFlowBox of the two columns */
  GtkWidget  *drawing_column;
  GtkWidget  *rotations_box;
  TtTileView *view;
  GtkWidget  *rotations[4];
  GtkWidget  *problems;      /* GtkListBox under the drawing */
  GtkWidget  *groups;        /* GtkBox of AdwPreferencesGroups, rebuilt on change */
};

G_DEFINE_FINAL_TYPE (TtTilePage, tt_tile_page, ADW_TYPE_BIN)

static void rebuild (TtTilePage *self);

static const CarcTileDef *
current_tile (TtTilePage *self)
{
  if (self->set == NULL || self->index >= tt_tile_set_get_n_tiles (self->set))
    return NULL;
  return tt_tile_set_get_tile (self->set, self->index);
}

static void
report (TtTilePage *self,
        gboolean    ok,
        GError     *error)
{
  if (!ok && error != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      gtk_widget_activate_action (GTK_WIDGET (self), "editor.show-message", "s", error->message);
    }
}

/* ---- tile group ------------------------------------------------------- */

/* A refused text stays where it was typed, marked, until it is edited. */
static void
on_entry_changed (GtkWidget *row)
{
  gtk_widget_remove_css_class (row, "error");
}

static void
on_id_applied (AdwEntryRow *row,
               TtTilePage  *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = tt_tile_set_set_tile_id (self->set, self->index,
                                         gtk_editable_get_text (GTK_EDITABLE (row)), &error);

  if (!ok)
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  report (self, ok, error);
}

static void
on_name_applied (AdwEntryRow *row,
                 TtTilePage  *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_set_tile_name (self->set, self->index,
                                           gtk_editable_get_text (GTK_EDITABLE (row)), &error), error);
}

static void
on_count_changed (GtkSpinButton *spin,
                  TtTilePage    *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_set_count (self->set, self->index,
                                       (guint) gtk_spin_button_get_value_as_int (spin), &error), error);
}

static void
on_start_toggled (GtkSwitch  *toggle,
                  GParamSpec *pspec,
                  TtTilePage *self)
{
  g_autoptr(GError) error = NULL;

  if (gtk_switch_get_active (toggle))
    report (self, tt_tile_set_set_start (self->set, self->index, &error), error);
}

static GtkWidget *
entry_row (const char *title,
           const char *text,
           GCallback   applied,
           TtTilePage *self)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_signal_connect (row, "apply", applied, self);
  g_signal_connect (row, "changed", G_CALLBACK (on_entry_changed), NULL);
  return row;
}

static GtkWidget *
suffix_row (const char *title,
            const char *subtitle,
            GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  return row;
}

static GtkWidget *
spin_row (const char *title,
          const char *subtitle,
          guint       value,
          guint       max,
          GCallback   changed,
          gpointer    data)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_signal_connect (spin, "value-changed", changed, data);
  return suffix_row (title, subtitle, spin);
}

static GtkWidget *
build_tile_group (TtTilePage        *self,
                  const CarcTileDef *tile)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *start = gtk_switch_new ();
  gboolean is_start = tt_tile_set_get_start (self->set) == (int) self->index;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Tile"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             entry_row (_("Id"), tile->id, G_CALLBACK (on_id_applied), self));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             entry_row (_("Name"), tt_tile_set_get_read_only (self->set)
                                                   ? tt_tile_set_get_display_tile_name (self->set, self->index)
                                                   : tile->name,
                                        G_CALLBACK (on_name_applied), self));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (_("Copies"), _("How many of this tile the set holds"),
                                       tile->count, 999, G_CALLBACK (on_count_changed), self));
  gtk_switch_set_active (GTK_SWITCH (start), is_start);
  gtk_widget_set_sensitive (start, !is_start);
  g_signal_connect (start, "notify::active", G_CALLBACK (on_start_toggled), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             suffix_row (_("Start tile"), _("Laid in the middle of the table before the first turn"),
                                         start));
  return group;
}

/* ---- sides, joins, junction ------------------------------------------- */

static void
on_kind_selected (AdwComboRow *row,
                  GParamSpec  *pspec,
                  TtTilePage  *self)
{
  g_autoptr(GError) error = NULL;
  CarcDirection side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "side"));
  CarcSideKind kind = (CarcSideKind) (adw_combo_row_get_selected (row) + CARC_SIDE_FIELD);
  const CarcTileDef *tile = current_tile (self);

  if (tile != NULL && tile->sides[side] != kind)
    report (self, tt_tile_set_set_side (self->set, self->index, side, kind, &error), error);
}

static void
on_join_toggled (GtkSwitch  *toggle,
                 GParamSpec *pspec,
                 TtTilePage *self)
{
  g_autoptr(GError) error = NULL;
  guint pair = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "pair"));
  CarcDirection a = pair / 4, b = pair % 4;
  const CarcTileDef *tile = current_tile (self);

  if (tile == NULL || tt_tile_def_sides_joined (tile, a, b) == gtk_switch_get_active (toggle))
    return;
  if (gtk_switch_get_active (toggle))
    report (self, tt_tile_set_join_sides (self->set, self->index, a, b, &error), error);
  else
    report (self, tt_tile_set_split_side (self->set, self->index, b, &error), error);
}

static void
on_junction_toggled (GtkSwitch  *toggle,
                     GParamSpec *pspec,
                     TtTilePage *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_set_junction (self->set, self->index,
                                          gtk_switch_get_active (toggle), &error), error);
}

static GtkWidget *
build_sides_group (TtTilePage        *self,
                   const CarcTileDef *tile)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char * const kinds[] = { _("Field"), _("Road"), _("City"), _("River"), NULL };
  gboolean any_road = FALSE;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Sides"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Click a side of the drawing to change it, or choose here"));
  for (guint d = 0; d < 4; d++)
    {
      GtkWidget *row = adw_combo_row_new ();
      g_autoptr(GtkStringList) model = gtk_string_list_new (kinds);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tt_editor_side_name (d));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), tile->sides[d] - CARC_SIDE_FIELD);
      g_object_set_data (G_OBJECT (row), "side", GUINT_TO_POINTER (d));
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_kind_selected), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      any_road |= tile->sides[d] == CARC_SIDE_ROAD;
    }
  for (guint a = 0; a < 4; a++)
    for (guint b = a + 1; b < 4; b++)
      {
        GtkWidget *toggle;
        g_autofree char *title = NULL;

        if (tile->sides[a] != tile->sides[b] || tile->sides[a] == CARC_SIDE_FIELD)
          continue;
        toggle = gtk_switch_new ();
        gtk_switch_set_active (GTK_SWITCH (toggle), tt_tile_def_sides_joined (tile, a, b));
        g_object_set_data (G_OBJECT (toggle), "pair", GUINT_TO_POINTER (a * 4 + b));
        g_signal_connect (toggle, "notify::active", G_CALLBACK (on_join_toggled), self);
        title = tt_editor_join_title (tile->sides[a], a, b);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), suffix_row (title, NULL, toggle));
      }
  if (any_road)
    {
      GtkWidget *toggle = gtk_switch_new ();

      gtk_switch_set_active (GTK_SWITCH (toggle), tile->junction);
      g_signal_connect (toggle, "notify::active", G_CALLBACK (on_junction_toggled), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 suffix_row (_("Roads end at a junction"),
                                             _("A village or crossroads in the middle stops every road that is not joined"),
                                             toggle));
    }
  return group;
}

/* ---- cities and centre ------------------------------------------------ */

static void
on_shields_changed (GtkSpinButton *spin,
                    TtTilePage    *self)
{
  g_autoptr(GError) error = NULL;
  CarcDirection side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "side"));

  report (self, tt_tile_set_set_shields (self->set, self->index, side,
                                         (guint) gtk_spin_button_get_value_as_int (spin), &error), error);
}

static void
on_centre_selected (AdwComboRow *row,
                    GParamSpec  *pspec,
                    TtTilePage  *self)
{
  g_autoptr(GError) error = NULL;
  const CarcTileDef *tile = current_tile (self);
  TtTileCentre centre = (TtTileCentre) adw_combo_row_get_selected (row);

  if (tile != NULL && tt_tile_def_get_centre (tile) != centre)
    report (self, tt_tile_set_set_centre (self->set, self->index, centre, &error), error);
}

static GtkWidget *
build_centre_group (TtTilePage        *self,
                    const CarcTileDef *tile)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char * const centres[] = { _("Nothing"), _("Monastery"), _("Garden"), NULL };
  g_autoptr(GtkStringList) model = gtk_string_list_new (centres);
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Cities and Center"));
  for (guint i = 0; i < tile->n_features; i++)
    {
      const CarcFeatureDef *f = &tile->features[i];
      g_autofree char *title = NULL;
      GtkWidget *shields;

      if (f->kind != CARC_FEATURE_CITY)
        continue;
      title = tt_editor_feature_title (f);
      shields = spin_row (title, _("Shields"), f->shields, 9,
                          G_CALLBACK (on_shields_changed), self);
      g_object_set_data (G_OBJECT (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (shields))),
                         "side", GUINT_TO_POINTER (g_bit_nth_lsf (f->sides, -1)));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), shields);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("In the center"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), tt_tile_def_get_centre (tile));
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_centre_selected), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}

/* ---- fields ----------------------------------------------------------- */

static void
on_split_half_clicked (GtkButton  *button,
                       TtTilePage *self)
{
  g_autoptr(GError) error = NULL;
  guint half = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "half"));

  report (self, tt_tile_set_split_half (self->set, self->index, half, &error), error);
}

static void
on_join_fields_clicked (GtkButton  *button,
                        TtTilePage *self)
{
  g_autoptr(GError) error = NULL;
  guint halves = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "halves"));

  report (self, tt_tile_set_join_halves (self->set, self->index, halves / 8, halves % 8, &error), error);
}

static void
on_reset_fields_clicked (GtkButton  *button,
                         TtTilePage *self)
{
  g_autoptr(GError) error = NULL;

  report (self, tt_tile_set_reset_fields (self->set, self->index, &error), error);
}

static GtkWidget *
popover_button (GtkWidget  *box,
                const char *label,
                GCallback   clicked,
                TtTilePage *self)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "flat");
  g_signal_connect (button, "clicked", clicked, self);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static GtkWidget *
menu_button (const char *icon_name,
             const char *tooltip,
             GtkWidget  *box)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), icon_name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

static GtkWidget *
build_field_row (TtTilePage        *self,
                 const CarcTileDef *tile,
                 guint              field,
                 guint              number)
{
  const CarcFeatureDef *f = &tile->features[field];
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf (_("Field %u"), number);
  g_autofree char *subtitle = tt_editor_field_description (tile, field);
  guint first = (guint) g_bit_nth_lsf (f->halves, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  if (f->halves != (1u << first))
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      for (guint h = 0; h < 8; h++)
        if (f->halves & (1u << h))
          {
            GtkWidget *button = popover_button (box, tt_editor_half_name (h),
                                                G_CALLBACK (on_split_half_clicked), self);

            g_object_set_data (G_OBJECT (button), "half", GUINT_TO_POINTER (h));
          }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 menu_button ("edit-cut-symbolic", _("Split a part off this field"), box));
    }
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    guint n_others = 0, other_number = 0;

    for (guint i = 0; i < tile->n_features; i++)
      {
        g_autofree char *label = NULL;
        GtkWidget *button;

        if (tile->features[i].kind != CARC_FEATURE_FIELD)
          continue;
        other_number++;
        if (i == field)
          continue;
        label = tt_text_printf (_("Join with field %u"), other_number);
        button = popover_button (box, label, G_CALLBACK (on_join_fields_clicked), self);
        g_object_set_data (G_OBJECT (button), "halves",
                           GUINT_TO_POINTER (first * 8 + (guint) g_bit_nth_lsf (tile->features[i].halves, -1)));
        n_others++;
      }
    if (n_others > 0)
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 menu_button ("list-add-symbolic", _("Join this field with another"), box));
    else
      g_object_ref_sink (box), g_object_unref (box);
  }
  return row;
}

static GtkWidget *
build_fields_group (TtTilePage        *self,
                    const CarcTileDef *tile)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *reset = gtk_button_new_with_label (_("Work Out Again"));
  guint number = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Fields"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Worked out from the roads, cities and rivers; split or join them where your drawing differs"));
  gtk_widget_add_css_class (reset, "flat");
  gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
  g_signal_connect (reset, "clicked", G_CALLBACK (on_reset_fields_clicked), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), reset);
  for (guint i = 0; i < tile->n_features; i++)
    if (tile->features[i].kind == CARC_FEATURE_FIELD)
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 build_field_row (self, tile, i, ++number));
  if (number == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No fields on this tile"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* ---- problems --------------------------------------------------------- */

static void
fill_problems (TtTilePage *self)
{
  g_autoptr(GPtrArray) problems = tt_tile_set_get_tile_problems (self->set, self->index);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->problems)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->problems), child);
  if (problems->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");

      gtk_widget_add_css_class (icon, "success");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("This tile is fine"));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (GTK_LIST_BOX (self->problems), row);
      return;
    }
  for (guint i = 0; i < problems->len; i++)
    {
      TtDocumentMessage *problem = g_ptr_array_index (problems, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      g_autofree char *words = tt_editor_problem_text (problem);

      gtk_widget_add_css_class (icon, "warning");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_append (GTK_LIST_BOX (self->problems), row);
    }
}

/* ---- rebuilding ------------------------------------------------------- */

/* The title of the row holding the focus, if it is one of the groups'. */
static char *
focused_row_title (TtTilePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, self->groups))
    return NULL;
  row = ADW_IS_PREFERENCES_ROW (focus) ? focus : gtk_widget_get_ancestor (focus, ADW_TYPE_PREFERENCES_ROW);
  return row ? g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))) : NULL;
}

static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The rows are built anew on every change; the focus goes back to the row
 * that had it, or GTK would move it to the first entry (the Id), where
 * the next key would rename the tile. */
static void
rebuild (TtTilePage *self)
{
  const CarcTileDef *tile = current_tile (self);
  g_autofree char *focused = focused_row_title (self);
  GtkWidget *child, *row;
  gboolean editable;

  while ((child = gtk_widget_get_first_child (self->groups)) != NULL)
    gtk_box_remove (GTK_BOX (self->groups), child);
  if (tile == NULL)
    return;
  editable = !tt_tile_set_get_read_only (self->set);
  gtk_box_append (GTK_BOX (self->groups), build_tile_group (self, tile));
  gtk_box_append (GTK_BOX (self->groups), build_sides_group (self, tile));
  gtk_box_append (GTK_BOX (self->groups), build_centre_group (self, tile));
  gtk_box_append (GTK_BOX (self->groups), build_fields_group (self, tile));
  gtk_widget_set_sensitive (self->groups, editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->view), editable);
  fill_problems (self);
  if (focused != NULL && (row = find_row (self->groups, focused)) != NULL)
    gtk_widget_grab_focus (row);
}

static void
rebuild_owner (gpointer owner)
{
  rebuild (owner);
}

static void
tt_tile_page_dispose (GObject *object)
{
  TtTilePage *self = TT_TILE_PAGE (object);

  tt_rebuilder_clear (&self->rebuilder);

  G_OBJECT_CLASS (tt_tile_page_parent_class)->dispose (object);
}

static void
tt_tile_page_class_init (TtTilePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tt_tile_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tabletop/Tabletop/carcassonne/tt-tile-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TtTilePage, columns);
  gtk_widget_class_bind_template_child (widget_class, TtTilePage, drawing_column);
  gtk_widget_class_bind_template_child (widget_class, TtTilePage, rotations_box);
  gtk_widget_class_bind_template_child (widget_class, TtTilePage, problems);
  gtk_widget_class_bind_template_child (widget_class, TtTilePage, groups);
}

/* The tile views take their rotation when they are made, so they are
 * made here rather than in the template. */
static void
add_tile_views (TtTilePage *self)
{
  self->view = TT_TILE_VIEW (tt_tile_view_new (NULL, 0, 0, TRUE));
  gtk_widget_set_size_request (GTK_WIDGET (self->view), 300, 300);
  gtk_widget_set_halign (GTK_WIDGET (self->view), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tile drawing: click a side or use the arrow keys to change it"), -1);
  gtk_box_prepend (GTK_BOX (self->drawing_column), GTK_WIDGET (self->view));
  for (guint r = 0; r < 4; r++)
    {
      self->rotations[r] = tt_tile_view_new (NULL, 0, (int) r * 90, FALSE);
      gtk_widget_set_size_request (self->rotations[r], 64, 64);
      gtk_box_append (GTK_BOX (self->rotations_box), self->rotations[r]);
    }
}

static void
tt_tile_page_init (TtTilePage *self)
{
  tt_rebuilder_init (&self->rebuilder, &self->set, rebuild_owner, self);
  gtk_widget_init_template (GTK_WIDGET (self));
  add_tile_views (self);
  /* the flow box's cells are no stops of their own for the keyboard */
  for (GtkWidget *cell = gtk_widget_get_first_child (self->columns); cell; cell = gtk_widget_get_next_sibling (cell))
    gtk_widget_set_focusable (cell, FALSE);
}

GtkWidget *
tt_tile_page_new (void)
{
  return g_object_new (TT_TYPE_TILE_PAGE, NULL);
}

void
tt_tile_page_set_tile (TtTilePage *self,
                       TtTileSet  *set,
                       guint       index)
{
  g_return_if_fail (TT_IS_TILE_PAGE (self));

  self->index = index;
  tt_tile_view_set_tile (self->view, set, index);
  for (guint r = 0; r < 4; r++)
    tt_tile_view_set_tile (TT_TILE_VIEW (self->rotations[r]), set, index);
  tt_rebuilder_show (&self->rebuilder, set);
}

guint
tt_tile_page_get_index (TtTilePage *self)
{
  g_return_val_if_fail (TT_IS_TILE_PAGE (self), 0);
  return self->index;
}

TtTileView *
tt_tile_page_get_view (TtTilePage *self)
{
  g_return_val_if_fail (TT_IS_TILE_PAGE (self), NULL);
  return self->view;
}
