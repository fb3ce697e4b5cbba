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

  TtCatanBoardDocument *document;   /* the board open in the board page */
  int                   tool, value;

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

static void update_map_label (TtCatanBoardEditor *self);

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
    /* Catan's grain fields, not Carcassonne's farmland */
    case CATAN_TERRAIN_FIELDS: return C_("catan terrain", "Fields");
    case CATAN_TERRAIN_MOUNTAINS: return _("Mountains");
    case CATAN_TERRAIN_DESERT: return _("Desert");
    case TT_CATAN_BOARD_TOOL_SEA: return _("Sea");
    case TT_CATAN_BOARD_TOOL_NUMBER: return _("Number");
    case TT_CATAN_BOARD_TOOL_HARBOUR: return _("Harbor");
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

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.shuffle", open && editable (self));
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

/* The document's errors (first) and warnings, as they change. */
static void
update_messages (TtCatanBoardEditor *self)
{
  GtkWidget *child;
  GPtrArray *messages;

  if (self->document == NULL)
    return;
  while ((child = gtk_widget_get_first_child (self->messages)) != NULL)
    gtk_box_remove (GTK_BOX (self->messages), child);
  messages = tt_document_get_messages (TT_DOCUMENT (self->document));
  for (guint i = 0; i < messages->len; i++)
    {
      TtDocumentMessage *message = g_ptr_array_index (messages, i);

      add_message (self, tt_document_message_get_text (message),
                   tt_document_message_get_kind (message) == TT_DOCUMENT_MESSAGE_ERROR);
    }
  if (messages->len == 0)
    add_message (self, _("The board is ready to play."), FALSE);
}

static void
update_board_page (TtCatanBoardEditor *self)
{
  g_autofree char *size = NULL;
  guint n;

  if (self->document == NULL)
    return;
  n = tt_catan_board_document_get_draft (self->document)->n_hexes;
  /* TRANSLATORS: %u land hexes out of the game's limit %d */
  size = g_strdup_printf (ngettext ("%u land hex of at most %d",
                                    "%u land hexes of at most %d",
                                    n), n, CATAN_MAX_HEXES);
  gtk_label_set_text (GTK_LABEL (self->size_label), size);
  if (!gtk_widget_has_focus (self->name_entry)
      && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)),
                    tt_catan_board_document_get_name (self->document)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), tt_catan_board_document_get_name (self->document));
  gtk_widget_set_sensitive (self->name_entry, editable (self));
  gtk_widget_set_visible (self->read_only_bar, !editable (self));
  gtk_widget_set_sensitive (self->tools, editable (self));
  update_map_label (self);
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

/* A key on the map: its tool at the map's focus hex. */
static void
on_map_apply_tool (TtCatanBoardEditorMap *map,
                   int                    tool,
                   int                    value,
                   gboolean               own_value,
                   TtCatanBoardEditor    *self)
{
  int q, r, side;

  tt_catan_board_editor_set_tool (self, tool, own_value ? value : dropdown_value (self, tool));
  tt_catan_board_editor_map_get_focus (map, &q, &r, &side);
  on_map_pressed (map, q, r, side, self);
}

static const char *
side_label (int side)
{
  switch (side)
    {
    case 0: return _("north-east side");
    case 1: return _("east side");
    case 2: return _("south-east side");
    case 3: return _("south-west side");
    case 4: return _("west side");
    default: return _("north-west side");
    }
}

/* What a screen reader says about the map: the focus hex and side. */
static void
update_map_label (TtCatanBoardEditor *self)
{
  TtCatanBoardEditorMap *map = TT_CATAN_BOARD_EDITOR_MAP (self->map);
  const TtCatanBoardDraft *draft = self->document ? tt_catan_board_document_get_draft (self->document) : NULL;
  int q, r, side, index;
  g_autofree char *hex = NULL;
  g_autofree char *label = NULL;

  tt_catan_board_editor_map_get_focus (map, &q, &r, &side);
  index = draft ? tt_catan_board_draft_find (draft, q, r) : -1;
  if (index < 0)
    hex = g_strdup (tool_label (TT_CATAN_BOARD_TOOL_SEA));
  else if (draft->hexes[index].number != 0)
    /* TRANSLATORS: a terrain and its number token, e.g. "Forest, 8" */
    hex = g_strdup_printf (_("%s, %d"), tool_label (draft->hexes[index].terrain), draft->hexes[index].number);
  else
    hex = g_strdup (tool_label (draft->hexes[index].terrain));
  /* TRANSLATORS: the board editor's map for a screen reader: hex q,r, what is there, the side */
  label = g_strdup_printf (_("Board map, hex %d,%d: %s; %s"), q, r, hex, side_label (side));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->map), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
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
                                  _("Grain, 2:1"), _("Ore, 2:1"), _("No harbor"), NULL };
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
  gtk_widget_set_tooltip_text (self->harbour_drop, _("Harbor to place on the side of a coastal hex nearest the click"));
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
  g_signal_connect (self->map, "apply-tool", G_CALLBACK (on_map_apply_tool), self);
  g_signal_connect_swapped (self->map, "focus-moved", G_CALLBACK (update_map_label), self);
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

/* ---- the library: what is the game's own -------------------------------- */

static GPtrArray *
list_bundled (TtEditorShell *shell)
{
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) names = catan_board_list_bundled ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      TtCatanBoardDocument *document = tt_catan_board_document_new_bundled (names[i], &error);

      if (document != NULL)
        g_ptr_array_add (documents, document);
      else
        g_warning ("%s", error->message);
    }
  return documents;
}

static TtDocument *
load_document (TtEditorShell  *shell,
               GFile          *file,
               GError        **error)
{
  return TT_DOCUMENT (tt_catan_board_document_new_from_file (file, error));
}

static TtDocument *
create_document (TtEditorShell  *shell,
                 GError        **error)
{
  g_autoptr(CatanBoard) board = catan_board_new_random (g_random_int ());
  TtCatanBoardDocument *document = tt_catan_board_document_new_from_board (board, FALSE);

  tt_catan_board_document_rename (document, _("My board"), NULL);
  return TT_DOCUMENT (document);
}

static TtDocument *
copy_document (TtEditorShell  *shell,
               TtDocument     *document,
               const char     *title,
               GError        **error)
{
  return TT_DOCUMENT (tt_catan_board_document_duplicate (TT_CATAN_BOARD_DOCUMENT (document), title));
}

static void
open_document (TtEditorShell *shell,
               TtDocument    *document)
{
  tt_catan_board_editor_open (TT_CATAN_BOARD_EDITOR (shell), TT_CATAN_BOARD_DOCUMENT (document));
}

static char *
describe_document (TtEditorShell *shell,
                   TtDocument    *document)
{
  const TtCatanBoardDraft *draft = tt_catan_board_document_get_draft (TT_CATAN_BOARD_DOCUMENT (document));

  return g_strdup_printf (ngettext ("%u land hex", "%u land hexes", draft->n_hexes), draft->n_hexes);
}

/* ---- opening and making boards ----------------------------------------- */

static void
on_document_changed (TtCatanBoardEditor *self)
{
  update_board_page (self);
}

static void
disconnect_document (TtCatanBoardEditor *self)
{
  if (self->document == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->document, on_document_changed, self);
  g_signal_handlers_disconnect_by_func (self->document, update_messages, self);
}

void
tt_catan_board_editor_open (TtCatanBoardEditor   *self,
                            TtCatanBoardDocument *document)
{
  g_return_if_fail (TT_IS_CATAN_BOARD_EDITOR (self));
  g_return_if_fail (TT_IS_CATAN_BOARD_DOCUMENT (document));

  disconnect_document (self);
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect_swapped (document, "notify::messages", G_CALLBACK (update_messages), self);
  tt_catan_board_editor_map_set_document (TT_CATAN_BOARD_EDITOR_MAP (self->map), document);
  tt_editor_shell_set_document (TT_EDITOR_SHELL (self), TT_DOCUMENT (document));
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "board");
  update_messages (self);
  update_board_page (self);
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

/* ---- construction ------------------------------------------------------ */

static void
tt_catan_board_editor_page_changed (TtEditorShell *shell,
                                    const char    *name)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (shell);

  update_actions (self);
  update_title (self);
}

static void
tt_catan_board_editor_dispose (GObject *object)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (object);

  disconnect_document (self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tt_catan_board_editor_parent_class)->dispose (object);
}

static void
tt_catan_board_editor_class_init (TtCatanBoardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  object_class->dispose = tt_catan_board_editor_dispose;
  shell_class->page_changed = tt_catan_board_editor_page_changed;
  shell_class->list_bundled = list_bundled;
  shell_class->load_document = load_document;
  shell_class->create_document = create_document;
  shell_class->copy_document = copy_document;
  shell_class->open_document = open_document;
  shell_class->describe_document = describe_document;

  gtk_widget_class_install_action (widget_class, "editor.shuffle", NULL, shuffle_action);
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
  g_autofree char *folder = directory ? g_strdup (directory) : tt_catan_board_document_default_directory ();
  const TtEditorLibraryWords words = {
    .game_id = "catan",
    .user_title = _("Your Boards"),
    .bundled_title = _("Comes with Tabletop"),
    .bundled_description = _("Open a board to see it; duplicate it to make your own."),
    .new_label = _("_New Board"),
    .file_kind = _("Catan boards (JSON)"),
    .import_title = _("Import a Board"),
    .export_title = _("Export the Board"),
    .exported = _("Board exported"),
    .play_label = _("_Play with This Board"),
    .menu_tooltip = _("Board menu"),
  };

  tt_editor_shell_set_library (TT_EDITOR_SHELL (self), "boards", folder, &words);
  self->board_page = build_board_page (self);
  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->board_page, "board");
  tt_editor_shell_add_menu_item (TT_EDITOR_SHELL (self), _("_Shuffle Like the Rules"), "editor.shuffle");
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
