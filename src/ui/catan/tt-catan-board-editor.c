/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-editor.c — the Catan board editor (boards, a board) */
#include "config.h"

#include <glib/gi18n.h>

#include "tt-catan-board-editor.h"
#include "tt-catan-board-editor-map.h"
#include "ui/tt-catalog.h"
#include "ui/tt-catalog-view.h"
#include "ui/tt-new-game-page.h"
#include "ui/tt-window.h"

struct _TtCatanBoardEditor
{
  TtEditorShell         parent_instance;

  char                 *directory;
  TtCatanBoardDocument *document;   /* the board open in the board page */
  int                   tool, value;

  GtkWidget            *boards_page;  /* AdwPreferencesPage, rebuilt */
  GtkWidget            *user_group;
  GtkWidget            *bundled_group;
  GtkWidget            *board_page;
  GtkWidget            *read_only_bar;
  GtkWidget            *tools;
  GtkWidget            *name_entry;
  GtkWidget            *number_drop;
  GtkWidget            *harbour_drop;
  GtkWidget            *map;
  GtkWidget            *size_label;
  GtkWidget            *messages;
};

G_DEFINE_FINAL_TYPE (TtCatanBoardEditor, tt_catan_board_editor, TT_TYPE_EDITOR_SHELL)

static const int numbers[] = { 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 0 };

static void
toast (TtCatanBoardEditor *self,
       const char         *text)
{
  tt_editor_shell_add_toast (TT_EDITOR_SHELL (self), text);
}

static const char *
tool_label (int tool)
{
  switch (tool)
    {
    case CATAN_TERRAIN_HILLS: return _("Hills");
    case CATAN_TERRAIN_FOREST: return _("Forest");
    case CATAN_TERRAIN_PASTURE: return _("Pasture");
    case CATAN_TERRAIN_FIELDS: return _("Fields");
    case CATAN_TERRAIN_MOUNTAINS: return _("Mountains");
    case CATAN_TERRAIN_DESERT: return _("Desert");
    case TT_CATAN_BOARD_TOOL_SEA: return _("Sea");
    case TT_CATAN_BOARD_TOOL_NUMBER: return _("Number");
    case TT_CATAN_BOARD_TOOL_HARBOUR: return _("Harbour");
    case TT_CATAN_BOARD_TOOL_ROBBER: return _("Robber");
    default: g_return_val_if_reached ("");
    }
}

static gboolean
editable (TtCatanBoardEditor *self)
{
  return self->document != NULL && !tt_document_get_read_only (TT_DOCUMENT (self->document));
}

static void
update_actions (TtCatanBoardEditor *self)
{
  gboolean open = self->document != NULL
                  && g_str_equal (tt_editor_shell_get_page (TT_EDITOR_SHELL (self)), "board");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play",
                                 open && tt_document_is_valid (TT_DOCUMENT (self->document)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.shuffle", open && editable (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete", open && editable (self));
}

static void
update_title (TtCatanBoardEditor *self)
{
  const char *page = tt_editor_shell_get_page (TT_EDITOR_SHELL (self));
  g_autofree char *text = NULL;

  if (self->document == NULL || g_str_equal (page, "boards"))
    text = g_strdup (_("Catan Boards"));
  else if (tt_document_get_read_only (TT_DOCUMENT (self->document)))
    /* TRANSLATORS: title of a bundled (read-only) board */
    text = g_strdup_printf (_("%s (bundled)"), tt_catan_board_document_get_name (self->document));
  else
    text = g_strdup (tt_catan_board_document_get_name (self->document));
  tt_editor_shell_set_title (TT_EDITOR_SHELL (self), text);
}

/* ---- the board page: messages ------------------------------------------ */

static void
add_message (TtCatanBoardEditor *self,
             const char         *text,
             gboolean            error)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), icon);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (self->messages), row);
}

static void
update_board_page (TtCatanBoardEditor *self)
{
  GtkWidget *child;
  GPtrArray *messages, *warnings;
  g_autofree char *size = NULL;
  guint n;

  if (self->document == NULL)
    return;
  while ((child = gtk_widget_get_first_child (self->messages)) != NULL)
    gtk_box_remove (GTK_BOX (self->messages), child);
  messages = tt_document_get_messages (TT_DOCUMENT (self->document));
  warnings = tt_catan_board_document_get_warnings (self->document);
  for (guint i = 0; messages != NULL && i < messages->len; i++)
    add_message (self, g_ptr_array_index (messages, i), TRUE);
  for (guint i = 0; i < warnings->len; i++)
    add_message (self, g_ptr_array_index (warnings, i), FALSE);
  if ((messages == NULL || messages->len == 0) && warnings->len == 0)
    add_message (self, _("The board is ready to play."), FALSE);
  n = tt_catan_board_document_get_draft (self->document)->n_hexes;
  /* TRANSLATORS: %u land hexes out of the game's limit %d */
  size = g_strdup_printf (ngettext ("%u land hex of at most %d: the game plays boards up to that size (room for 5–6 players)",
                                    "%u land hexes of at most %d: the game plays boards up to that size (room for 5–6 players)",
                                    n), n, CATAN_MAX_HEXES);
  gtk_label_set_text (GTK_LABEL (self->size_label), size);
  if (!gtk_widget_has_focus (self->name_entry)
      && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)),
                    tt_catan_board_document_get_name (self->document)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), tt_catan_board_document_get_name (self->document));
  gtk_widget_set_sensitive (self->name_entry, editable (self));
  gtk_widget_set_visible (self->read_only_bar, !editable (self));
  gtk_widget_set_sensitive (self->tools, editable (self));
  update_actions (self);
  update_title (self);
}

/* ---- the board page: tools --------------------------------------------- */

void
tt_catan_board_editor_set_tool (TtCatanBoardEditor *self,
                                int                 tool,
                                int                 value)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR (self));

  self->tool = tool;
  self->value = value;
  /* The lists show the value in use (set from code too). */
  for (guint i = 0; tool == TT_CATAN_BOARD_TOOL_NUMBER && i < G_N_ELEMENTS (numbers); i++)
    if (numbers[i] == value && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->number_drop)) != i)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->number_drop), i);
  if (tool == TT_CATAN_BOARD_TOOL_HARBOUR)
    {
      guint i = value == CATAN_HARBOUR_GENERIC ? 0 : value == CATAN_HARBOUR_NONE ? CATAN_N_RESOURCES + 1 : (guint) value + 1;

      if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->harbour_drop)) != i)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->harbour_drop), i);
    }
  for (GtkWidget *b = gtk_widget_get_first_child (self->tools); b; b = gtk_widget_get_next_sibling (b))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (b));

      if (GTK_IS_TOGGLE_BUTTON (button))
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button),
                                      GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tool")) == tool);
    }
}

static int
dropdown_value (TtCatanBoardEditor *self,
                int                 tool)
{
  guint i;

  if (tool == TT_CATAN_BOARD_TOOL_NUMBER)
    {
      i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->number_drop));
      return numbers[MIN (i, G_N_ELEMENTS (numbers) - 1)];
    }
  i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->harbour_drop));
  /* generic first, then the five resources, then "none" */
  return i == 0 ? CATAN_HARBOUR_GENERIC : i <= CATAN_N_RESOURCES ? (int) i - 1 : CATAN_HARBOUR_NONE;
}

static void
on_tool_toggled (GtkToggleButton    *button,
                 TtCatanBoardEditor *self)
{
  int tool = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tool"));

  if (!gtk_toggle_button_get_active (button) || tool == self->tool)
    return;
  self->tool = tool;
  self->value = dropdown_value (self, tool);
  tt_catan_board_editor_set_tool (self, tool, self->value);
}

static void
on_drop_changed (GtkDropDown        *drop,
                 GParamSpec         *pspec,
                 TtCatanBoardEditor *self)
{
  int tool = drop == GTK_DROP_DOWN (self->number_drop) ? TT_CATAN_BOARD_TOOL_NUMBER : TT_CATAN_BOARD_TOOL_HARBOUR;

  tt_catan_board_editor_set_tool (self, tool, dropdown_value (self, tool));
}

static void
on_map_pressed (TtCatanBoardEditorMap *map,
                int                    q,
                int                    r,
                int                    side,
                TtCatanBoardEditor    *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (!editable (self))
    {
      toast (self, _("This board comes with Tabletop: duplicate it to edit"));
      return;
    }
  if (self->tool < CATAN_N_TERRAINS)
    ok = tt_catan_board_document_paint (self->document, q, r, self->tool, &error);
  else if (self->tool == TT_CATAN_BOARD_TOOL_SEA)
    ok = tt_catan_board_document_paint (self->document, q, r, -1, &error);
  else if (self->tool == TT_CATAN_BOARD_TOOL_NUMBER)
    ok = tt_catan_board_document_set_number (self->document, q, r, self->value, &error);
  else if (self->tool == TT_CATAN_BOARD_TOOL_HARBOUR)
    ok = tt_catan_board_document_set_harbour (self->document, q, r, side, self->value, &error);
  else
    ok = tt_catan_board_document_set_robber (self->document, q, r, &error);
  if (!ok)
    toast (self, error->message);
}

static GtkWidget *
tool_button (TtCatanBoardEditor *self,
             int                 tool)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (tool_label (tool));

  g_object_set_data (G_OBJECT (button), "tool", GINT_TO_POINTER (tool));
  g_signal_connect (button, "toggled", G_CALLBACK (on_tool_toggled), self);
  return button;
}

static GtkWidget *
build_tools (TtCatanBoardEditor *self)
{
  static const char *number_words[] = { "2", "3", "4", "5", "6", "8", "9", "10", "11", "12", NULL, NULL };
  const char *harbour_words[] = { _("Any, 3:1"), _("Brick, 2:1"), _("Lumber, 2:1"), _("Wool, 2:1"),
                                  _("Grain, 2:1"), _("Ore, 2:1"), _("No harbour"), NULL };
  GtkWidget *flow = gtk_flow_box_new ();

  number_words[10] = _("No token");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  for (int t = 0; t <= TT_CATAN_BOARD_TOOL_SEA; t++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), tool_button (self, t));
  gtk_flow_box_append (GTK_FLOW_BOX (flow), tool_button (self, TT_CATAN_BOARD_TOOL_NUMBER));
  self->number_drop = gtk_drop_down_new_from_strings (number_words);
  gtk_widget_set_tooltip_text (self->number_drop, _("Number token to place"));
  g_signal_connect (self->number_drop, "notify::selected", G_CALLBACK (on_drop_changed), self);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), self->number_drop);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), tool_button (self, TT_CATAN_BOARD_TOOL_HARBOUR));
  self->harbour_drop = gtk_drop_down_new_from_strings (harbour_words);
  gtk_widget_set_tooltip_text (self->harbour_drop, _("Harbour to place on the side of a coastal hex nearest the click"));
  g_signal_connect (self->harbour_drop, "notify::selected", G_CALLBACK (on_drop_changed), self);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), self->harbour_drop);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), tool_button (self, TT_CATAN_BOARD_TOOL_ROBBER));
  return flow;
}

static void
on_name_activate (GtkEntry           *entry,
                  TtCatanBoardEditor *self)
{
  g_autoptr(GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (entry));

  if (name[0] != '\0' && !tt_catan_board_document_rename (self->document, name, &error))
    toast (self, error->message);
}

static GtkWidget *
build_board_page (TtCatanBoardEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (_("This board comes with Tabletop and cannot be changed."));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Duplicate to Edit"));
  GtkWidget *scroll = gtk_scrolled_window_new ();

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.duplicate");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (bar), label);
  gtk_box_append (GTK_BOX (bar), button);
  self->read_only_bar = bar;
  gtk_box_append (GTK_BOX (box), bar);

  self->name_entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->name_entry), _("Board name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board name"), -1);
  g_signal_connect (self->name_entry, "activate", G_CALLBACK (on_name_activate), self);
  gtk_box_append (GTK_BOX (box), self->name_entry);

  self->tools = build_tools (self);
  gtk_box_append (GTK_BOX (box), self->tools);

  self->map = tt_catan_board_editor_map_new ();
  gtk_widget_set_vexpand (self->map, TRUE);
  gtk_widget_set_hexpand (self->map, TRUE);
  g_signal_connect (self->map, "pressed", G_CALLBACK (on_map_pressed), self);
  gtk_box_append (GTK_BOX (box), self->map);

  self->size_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->size_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->size_label), 0);
  gtk_widget_add_css_class (self->size_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->size_label);

  self->messages = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->messages);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 120);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_box_append (GTK_BOX (box), scroll);
  return box;
}

/* ---- the list of boards ------------------------------------------------ */

static void
on_board_row_activated (AdwActionRow       *row,
                        TtCatanBoardEditor *self)
{
  tt_catan_board_editor_open (self, g_object_get_data (G_OBJECT (row), "document"));
}

static void
add_board_row (TtCatanBoardEditor   *self,
               GtkWidget            *group,
               TtCatanBoardDocument *document)
{
  GtkWidget *row = adw_action_row_new ();
  const TtCatanBoardDraft *draft = tt_catan_board_document_get_draft (document);
  g_autofree char *subtitle = g_strdup_printf (ngettext ("%u land hex", "%u land hexes", draft->n_hexes),
                                               draft->n_hexes);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tt_catan_board_document_get_name (document));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "document", g_object_ref (document), g_object_unref);
  g_signal_connect (row, "activated", G_CALLBACK (on_board_row_activated), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
load_user_boards (TtCatanBoardEditor *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->directory, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (self->directory, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_from_file (file, &error);

      if (doc == NULL)
        {
          g_warning ("%s", error->message);
          continue;
        }
      tt_document_set_file (TT_DOCUMENT (doc), file);
      add_board_row (self, self->user_group, doc);
    }
}

/* The groups are made anew, so the list shows the folder as it is now. */
static void
rebuild_boards_page (TtCatanBoardEditor *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (self->boards_page);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *create = gtk_button_new_with_mnemonic (_("_New Board"));
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));
  g_autoptr(TtCatanBoardDocument) beginner = tt_catan_board_document_new_bundled ("beginner", NULL);

  if (self->bundled_group != NULL)
    adw_preferences_page_remove (page, ADW_PREFERENCES_GROUP (self->bundled_group));
  if (self->user_group != NULL)
    adw_preferences_page_remove (page, ADW_PREFERENCES_GROUP (self->user_group));

  self->user_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->user_group), _("Your Boards"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (create), "editor.new");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (import), "editor.import");
  gtk_box_append (GTK_BOX (buttons), create);
  gtk_box_append (GTK_BOX (buttons), import);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->user_group), buttons);
  load_user_boards (self);
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (self->user_group));

  self->bundled_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->bundled_group), _("Comes with Tabletop"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->bundled_group),
                                         _("Open a board to see it; duplicate it to make your own."));
  if (beginner != NULL)
    add_board_row (self, self->bundled_group, beginner);
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (self->bundled_group));
}

/* ---- opening and making boards ----------------------------------------- */

static void
on_document_changed (TtCatanBoardEditor *self)
{
  update_board_page (self);
}

void
tt_catan_board_editor_open (TtCatanBoardEditor   *self,
                            TtCatanBoardDocument *document)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR (self));
  g_return_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_func (self->document, on_document_changed, self);
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (on_document_changed), self);
  tt_catan_board_editor_map_set_document (TT_CATAN_BOARD_EDITOR_MAP (self->map), document);
  tt_editor_shell_set_document (TT_EDITOR_SHELL (self), TT_DOCUMENT (document));
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "board");
  update_board_page (self);
}

/* A new user board saving itself in the boards folder, opened. */
static void
adopt (TtCatanBoardEditor   *self,
       TtCatanBoardDocument *document)
{
  g_autoptr(GError) error = NULL;

  if (!tt_catan_board_document_save_in (document, self->directory, &error))
    {
      toast (self, error->message);
      return;
    }
  rebuild_boards_page (self);
  tt_catan_board_editor_open (self, document);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);
  g_autoptr(CatanBoard) board = catan_board_new_random (g_random_int ());
  g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_from_board (board, FALSE);

  tt_catan_board_document_rename (doc, _("My board"), NULL);
  adopt (self, doc);
}

static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);
  g_autofree char *name = NULL;
  g_autoptr(TtCatanBoardDocument) copy = NULL;

  if (self->document == NULL)
    return;
  /* TRANSLATORS: the name of a duplicated board */
  name = g_strdup_printf (_("%s (copy)"), tt_catan_board_document_get_name (self->document));
  copy = tt_catan_board_document_duplicate (self->document, name);
  adopt (self, copy);
}

static void
shuffle_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);
  g_autoptr(GError) error = NULL;

  if (self->document != NULL
      && !tt_catan_board_document_shuffle (self->document, g_random_int (), &error))
    toast (self, error->message);
}

static void
on_delete_undo (AdwToast           *undo_toast,
                TtCatanBoardEditor *self)
{
  g_autoptr(GError) error = NULL;
  TtDocument *doc = g_object_get_data (G_OBJECT (undo_toast), "document");

  if (!tt_document_save (doc, &error))
    toast (self, error->message);
  rebuild_boards_page (self);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GFile *file;
  AdwToast *undo_toast;

  if (!editable (self) || (file = tt_document_get_file (TT_DOCUMENT (self->document))) == NULL)
    return;
  if (!g_file_delete (file, NULL, &error))
    {
      toast (self, error->message);
      return;
    }
  text = g_strdup_printf (_("“%s” deleted"), tt_catan_board_document_get_name (self->document));
  undo_toast = adw_toast_new (text);
  adw_toast_set_button_label (undo_toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (undo_toast), "document", g_object_ref (self->document), g_object_unref);
  g_signal_connect (undo_toast, "button-clicked", G_CALLBACK (on_delete_undo), self);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "boards");
  rebuild_boards_page (self);
  tt_editor_shell_show_toast (TT_EDITOR_SHELL (self), undo_toast);
}

static GtkFileFilter *
json_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Catan boards (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
on_import_response (GtkNativeDialog    *dialog,
                    int                 response,
                    TtCatanBoardEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_from_file (file, &error);

      if (doc == NULL)
        toast (self, error->message);
      else
        adopt (self, doc);
    }
  g_object_unref (dialog);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Import a Board"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), json_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_export_response (GtkNativeDialog    *dialog,
                    int                 response,
                    TtCatanBoardEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!tt_document_export (TT_DOCUMENT (self->document), file, &error))
        toast (self, error->message);
      else
        toast (self, _("Board exported"));
    }
  g_object_unref (dialog);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  if (self->document == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Export the Board"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  name = g_strdup_printf ("%s.json", tt_catan_board_document_get_name (self->document));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), json_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (widget);

  if (self->document != NULL)
    tt_editor_shell_play_document (TT_EDITOR_SHELL (self), "catan", TT_DOCUMENT (self->document));
}

/* ---- construction ------------------------------------------------------ */

static void
tt_catan_board_editor_page_changed (TtEditorShell *shell,
                                    const char    *name)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (shell);

  if (g_str_equal (name, "boards"))
    rebuild_boards_page (self);
  update_actions (self);
  update_title (self);
}

static GMenuModel *
build_menu (void)
{
  GMenu *menu = g_menu_new ();
  GMenu *play = g_menu_new ();
  GMenu *edit = g_menu_new ();
  GMenu *files = g_menu_new ();

  g_menu_append (play, _("_Play with This Board"), "editor.play");
  g_menu_append (edit, _("_Shuffle Like the Rules"), "editor.shuffle");
  g_menu_append (edit, _("_Duplicate"), "editor.duplicate");
  g_menu_append (edit, _("De_lete"), "editor.delete");
  g_menu_append (files, _("_New Board"), "editor.new");
  g_menu_append (files, _("_Import…"), "editor.import");
  g_menu_append (files, _("_Export…"), "editor.export");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (play));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (files));
  g_object_unref (play);
  g_object_unref (edit);
  g_object_unref (files);
  return G_MENU_MODEL (menu);
}

static void
tt_catan_board_editor_dispose (GObject *object)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_func (self->document, on_document_changed, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tt_catan_board_editor_parent_class)->dispose (object);
}

static void
tt_catan_board_editor_finalize (GObject *object)
{
  g_free (TT_CATAN_BOARD_EDITOR (object)->directory);
  G_OBJECT_CLASS (tt_catan_board_editor_parent_class)->finalize (object);
}

static void
tt_catan_board_editor_class_init (TtCatanBoardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  object_class->dispose = tt_catan_board_editor_dispose;
  object_class->finalize = tt_catan_board_editor_finalize;
  shell_class->page_changed = tt_catan_board_editor_page_changed;

  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "editor.shuffle", NULL, shuffle_action);
  gtk_widget_class_install_action (widget_class, "editor.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
}

static void
tt_catan_board_editor_init (TtCatanBoardEditor *self)
{
  self->tool = CATAN_TERRAIN_HILLS;
}

GtkWidget *
tt_catan_board_editor_new (const char *directory)
{
  TtCatanBoardEditor *self = g_object_new (TT_TYPE_CATAN_BOARD_EDITOR, NULL);
  g_autoptr(GMenuModel) menu = build_menu ();

  self->directory = directory ? g_strdup (directory) : tt_catan_board_document_default_directory ();
  self->boards_page = adw_preferences_page_new ();
  rebuild_boards_page (self);
  self->board_page = build_board_page (self);
  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->boards_page, "boards");
  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->board_page, "board");
  tt_editor_shell_set_menu (TT_EDITOR_SHELL (self), menu, _("Board menu"));
  tt_catan_board_editor_set_tool (self, CATAN_TERRAIN_HILLS, 0);
  update_title (self);
  update_actions (self);
  return GTK_WIDGET (self);
}

TtCatanBoardDocument *
tt_catan_board_editor_get_document (TtCatanBoardEditor *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD_EDITOR (self), NULL);
  return self->document;
}

GtkWidget *
tt_catan_board_editor_get_map (TtCatanBoardEditor *self)
{
  g_return_val_if_fail (TT_IS_CATAN_BOARD_EDITOR (self), NULL);
  return self->map;
}

static GtkWidget *
create_editor_page (gpointer user_data)
{
  return tt_catan_board_editor_new (NULL);
}

void
tt_catan_board_editor_register (TtGameInfo *info)
{
  g_autoptr(TtCatalogEntry) entry = NULL;

  if (info != NULL)
    tt_game_info_set_editor_type (info, "board", TT_TYPE_CATAN_BOARD_EDITOR);
  entry = tt_catalog_entry_new ("catan-boards",
                                _("Catan Boards"),
                                _("Design boards of any shape, up to 64 land hexes, and play them at once"),
                                "view-grid-symbolic",
                                create_editor_page, NULL, NULL);
  tt_catalog_add (TT_CATALOG_EDITORS, entry);
}
