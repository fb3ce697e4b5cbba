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

/* The tool buttons around the template's two drop-downs: the terrains,
 * the number token before its drop-down, the harbour before its own, the
 * robber last. */
static void
add_tool_buttons (TtCatanBoardEditor *self)
{
  GtkFlowBox *flow = GTK_FLOW_BOX (self->tools);

  for (int t = 0; t <= TT_CATAN_BOARD_TOOL_SEA; t++)
    gtk_flow_box_insert (flow, tool_button (self, t), t);
  gtk_flow_box_insert (flow, tool_button (self, TT_CATAN_BOARD_TOOL_NUMBER), TT_CATAN_BOARD_TOOL_SEA + 1);
  gtk_flow_box_insert (flow, tool_button (self, TT_CATAN_BOARD_TOOL_HARBOUR), TT_CATAN_BOARD_TOOL_SEA + 3);
  gtk_flow_box_append (flow, tool_button (self, TT_CATAN_BOARD_TOOL_ROBBER));
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

static void tt_catan_board_editor_constructed (GObject *object);

static void
tt_catan_board_editor_class_init (TtCatanBoardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  object_class->dispose = tt_catan_board_editor_dispose;
  object_class->constructed = tt_catan_board_editor_constructed;
  shell_class->page_changed = tt_catan_board_editor_page_changed;
  shell_class->list_bundled = list_bundled;
  shell_class->load_document = load_document;
  shell_class->create_document = create_document;
  shell_class->copy_document = copy_document;
  shell_class->open_document = open_document;
  shell_class->describe_document = describe_document;

  gtk_widget_class_install_action (widget_class, "editor.shuffle", NULL, shuffle_action);

  g_type_ensure (TT_TYPE_CATAN_BOARD_EDITOR_MAP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/catan/tt-catan-board-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, board_page);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, read_only_bar);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, tools);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, number_drop);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, harbour_drop);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, map);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, size_label);
  gtk_widget_class_bind_template_child (widget_class, TtCatanBoardEditor, messages);
  gtk_widget_class_bind_template_callback (widget_class, on_name_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_drop_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_map_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_map_apply_tool);
  gtk_widget_class_bind_template_callback (widget_class, update_map_label);
}

static void
tt_catan_board_editor_init (TtCatanBoardEditor *self)
{
  self->tool = CATAN_TERRAIN_HILLS;
  gtk_widget_init_template (GTK_WIDGET (self));
  add_tool_buttons (self);
}

static void
tt_catan_board_editor_constructed (GObject *object)
{
  TtCatanBoardEditor *self = TT_CATAN_BOARD_EDITOR (object);
  /* NULL keeps the folder the editor was made with */
  g_autofree char *folder = tt_editor_shell_get_directory (TT_EDITOR_SHELL (self)) == NULL
                            ? tt_catan_board_document_default_directory () : NULL;
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

  G_OBJECT_CLASS (tt_catan_board_editor_parent_class)->constructed (object);

  tt_editor_shell_set_library (TT_EDITOR_SHELL (self), "boards", folder, &words);
  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->board_page, "board");
  tt_editor_shell_add_menu_item (TT_EDITOR_SHELL (self), _("_Shuffle Like the Rules"), "editor.shuffle");
  tt_catan_board_editor_set_tool (self, CATAN_TERRAIN_HILLS, 0);
  update_title (self);
  update_actions (self);
}

GtkWidget *
tt_catan_board_editor_new (const char *directory)
{
  return g_object_new (TT_TYPE_CATAN_BOARD_EDITOR, "directory", directory, NULL);
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
