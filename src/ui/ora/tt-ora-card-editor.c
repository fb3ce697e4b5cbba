/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-editor.c — the Ora et Labora building-card editor (sets, a
 * set's gallery, a card) */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-ora-card-editor.h"
#include "tt-ora-painter.h"
#include "ora/tt-ora-card-text.h"
#include "ui/tt-catalog.h"
#include "ui/tt-catalog-view.h"
#include "ui/tt-new-game-page.h"
#include "ui/tt-window.h"

struct _TtOraCardEditor
{
  TtEditorShell         parent_instance;

  TtOraCardSetDocument *document;
  char                 *card_id;
  gboolean              editing;    /* a change made by the card page itself */
  guint                 rebuild_source;

  GtkWidget            *set_page;
  GtkWidget            *card_page;
  GtkWidget            *gallery;    /* GtkBox in a scrolled window */
  GtkWidget            *gallery_messages;
  GtkWidget            *duplicate_button;
  GtkWidget            *card_box;   /* GtkBox in a scrolled window, rebuilt */
  GtkWidget            *text_en;
  GtkWidget            *text_ko;
  GtkWidget            *card_messages;
};

G_DEFINE_FINAL_TYPE (TtOraCardEditor, tt_ora_card_editor, TT_TYPE_EDITOR_SHELL)

static const char * const phase_words[] = { "start", "A", "B", "C", "D", NULL };
static const char * const variant_words[] = { "both", "france", "ireland", NULL };
/* what the rows show for those words, in the UI language */
static const char * const phase_labels[] = { N_("Start"), N_("Phase A"), N_("Phase B"), N_("Phase C"), N_("Phase D"), NULL };
static const char * const variant_labels[] = { N_("Both variants"), N_("France"), N_("Ireland"), NULL };
static const char * const terrain_words[] = { "coast", "plains", "hillside", "mountain", "water", NULL };

static void rebuild_card_page (TtOraCardEditor *self);

static void
toast (TtOraCardEditor *self,
       const char      *text)
{
  tt_editor_shell_add_toast (TT_EDITOR_SHELL (self), text);
}

static gboolean
editable (TtOraCardEditor *self)
{
  return self->document != NULL && !tt_document_get_read_only (TT_DOCUMENT (self->document));
}

static const OraCard *
find_card (TtOraCardEditor *self,
           const char      *id)
{
  OraCardSet *set = self->document ? tt_ora_card_set_document_get_set (self->document) : NULL;
  int index = set && id ? ora_cardset_find (set, id) : -1;

  return index >= 0 ? &set->cards[index] : NULL;
}

/* ---- edits from the card page ------------------------------------------ */

static void
set_member (TtOraCardEditor *self,
            const char      *member,
            JsonNode        *value,
            const char      *label)
{
  g_autoptr(GError) error = NULL;

  self->editing = TRUE;
  if (!tt_ora_card_set_document_set_card_member (self->document, self->card_id, member, value, label, &error))
    toast (self, error->message);
  self->editing = FALSE;
}

static JsonNode *
string_node (const char *text)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (node, text);
  return node;
}

static void
on_name_apply (AdwEntryRow     *row,
               TtOraCardEditor *self)
{
  const char *member = g_object_get_data (G_OBJECT (row), "member");

  set_member (self, member, string_node (gtk_editable_get_text (GTK_EDITABLE (row))), _("Rename a card"));
}

static void
on_word_selected (AdwComboRow     *row,
                  GParamSpec      *pspec,
                  TtOraCardEditor *self)
{
  const char * const *words = g_object_get_data (G_OBJECT (row), "words");
  const char *member = g_object_get_data (G_OBJECT (row), "member");
  guint i = adw_combo_row_get_selected (row);

  if (i < g_strv_length ((char **) words))
    set_member (self, member, string_node (words[i]), member[0] == 'p' ? _("Change a phase") : _("Change a variant"));
}

static void
on_number_changed (GtkSpinButton   *spin,
                   TtOraCardEditor *self)
{
  const char *member = g_object_get_data (G_OBJECT (spin), "member");
  double value = gtk_spin_button_get_value (spin);
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  if (value == (gint64) value)
    json_node_set_int (node, (gint64) value);
  else
    json_node_set_double (node, value);
  set_member (self, member, node, _("Change a value"));
}

static void
on_cloister_toggled (GtkSwitch       *sw,
                     GParamSpec      *pspec,
                     TtOraCardEditor *self)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  json_node_set_boolean (node, gtk_switch_get_active (sw));
  set_member (self, "cloister", node, _("Change the cloister mark"));
}

/* Player counts and terrain: a list from the ticked boxes of a row. */
static void
on_check_toggled (GtkCheckButton  *check,
                  TtOraCardEditor *self)
{
  /* check → GtkFlowBoxChild → GtkFlowBox */
  GtkWidget *box = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (check)));
  const char *member = g_object_get_data (G_OBJECT (box), "member");
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_init_array (json_node_alloc (), array);

  json_array_unref (array);
  for (GtkWidget *child = gtk_widget_get_first_child (box); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *c = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (!gtk_check_button_get_active (GTK_CHECK_BUTTON (c)))
        continue;
      {
        const char *word = g_object_get_data (G_OBJECT (c), "word");

        if (g_str_equal (member, "players"))
          json_array_add_int_element (array, g_ascii_strtoll (word, NULL, 10));
        else
          json_array_add_string_element (array, word);
      }
    }
  set_member (self, member, node, g_str_equal (member, "players") ? _("Change the player counts")
                                                                    : _("Change where it may be built"));
}

/* ---- effect steps -------------------------------------------------------
 *
 * Each step's controls come from the engine's description of its kind
 * (ora_step_fields): goods as dropdowns, amounts as spin buttons, choices,
 * trades and tiers as lists. A control knows the place it edits as a path
 * into the card's members ("effect/1/pay", "effect/0/options/2/gain") and
 * a key there (a member name or an index). */

static gboolean
rebuild_card_page_now (gpointer data)
{
  TtOraCardEditor *self = data;

  self->rebuild_source = 0;
  rebuild_card_page (self);
  return G_SOURCE_REMOVE;
}

/* The control that made the change is still in its own signal handler:
 * the page is made anew once that is over. */
static void
rebuild_card_page_later (TtOraCardEditor *self)
{
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_card_page_now, self, NULL);
}

typedef enum
{
  EDIT_SET,       /* value goes in at key */
  EDIT_REMOVE,    /* key goes */
  EDIT_RENAME,    /* member key takes the name in value (a string) */
  EDIT_APPEND,    /* value goes at the end of the array at path */
} EditOp;

static JsonNode *
resolve (JsonNode   *root,
         char      **parts)
{
  JsonNode *node = root;

  for (int i = 0; node != NULL && parts[i] != NULL; i++)
    if (JSON_NODE_HOLDS_OBJECT (node))
      node = json_object_get_member (json_node_get_object (node), parts[i]);
    else if (JSON_NODE_HOLDS_ARRAY (node))
      {
        guint64 index = g_ascii_strtoull (parts[i], NULL, 10);
        JsonArray *array = json_node_get_array (node);

        node = index < json_array_get_length (array) ? json_array_get_element (array, index) : NULL;
      }
    else
      node = NULL;
  return node;
}

/* An array with element `index` replaced by `value` (NULL: removed). */
static void
array_replace (JsonArray *array,
               guint      index,
               JsonNode  *value)
{
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

  for (guint i = 0; i < json_array_get_length (array); i++)
    if (i != index)
      g_ptr_array_add (kept, json_node_copy (json_array_get_element (array, i)));
    else if (value != NULL)
      g_ptr_array_add (kept, json_node_ref (value));
  while (json_array_get_length (array) > 0)
    json_array_remove_element (array, 0);
  for (guint i = 0; i < kept->len; i++)
    json_array_add_element (array, json_node_ref (g_ptr_array_index (kept, i)));
}

static void
apply_op (JsonNode   *target,
          const char *key,
          EditOp      op,
          JsonNode   *value)
{
  if (op == EDIT_APPEND && JSON_NODE_HOLDS_ARRAY (target))
    json_array_add_element (json_node_get_array (target), json_node_ref (value));
  else if (JSON_NODE_HOLDS_ARRAY (target))
    array_replace (json_node_get_array (target), g_ascii_strtoull (key, NULL, 10), op == EDIT_SET ? value : NULL);
  else if (JSON_NODE_HOLDS_OBJECT (target))
    {
      JsonObject *object = json_node_get_object (target);
      JsonNode *old = json_object_get_member (object, key);

      if (op == EDIT_RENAME && g_str_equal (json_node_get_string (value), key))
        return;
      if (op == EDIT_RENAME && old != NULL)
        json_object_set_member (object, json_node_get_string (value), json_node_copy (old));
      if (op != EDIT_SET)
        json_object_remove_member (object, key);
      else
        json_object_set_member (object, key, json_node_ref (value));
    }
}

/* What undo says for an edit at `path`. */
static const char *
edit_label (const char *path,
            EditOp      op)
{
  if (g_str_equal (path, "cost"))
    return _("Change a cost");
  if (g_str_equal (path, "effect") && op == EDIT_REMOVE)
    return _("Remove a step");
  if (g_str_equal (path, "effect") && op == EDIT_APPEND)
    return _("Add a step");
  return _("Change a step");
}

/* One edit of the open card (an undo step); takes `value`. */
static void
edit_card (TtOraCardEditor *self,
           const char      *path,
           const char      *key,
           EditOp           op,
           JsonNode        *value,
           gboolean         rebuild)
{
  g_autoptr(JsonNode) owned = value;
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);
  JsonObject *card = tt_ora_card_set_document_get_card_json (self->document, self->card_id);
  JsonNode *member = card ? json_object_get_member (card, parts[0]) : NULL;
  g_autofree char *text = NULL;
  JsonNode *copy, *target;

  if (member == NULL)
    return;
  /* a deep copy: json_node_copy() shares the objects of the snapshot */
  text = json_to_string (member, FALSE);
  copy = json_from_string (text, NULL);
  target = resolve (copy, parts + 1);
  if (target == NULL)
    {
      json_node_unref (copy);
      return;
    }
  apply_op (target, key, op, value);
  set_member (self, parts[0], copy, edit_label (path, op));
  if (rebuild)
    rebuild_card_page_later (self);
}

static void
set_place (GObject    *object,
           const char *path,
           const char *key)
{
  g_object_set_data_full (object, "path", g_strdup (path), g_free);
  g_object_set_data_full (object, "key", g_strdup (key), g_free);
}

#define PATH(o) ((const char *) g_object_get_data (G_OBJECT (o), "path"))
#define KEY(o) ((const char *) g_object_get_data (G_OBJECT (o), "key"))

static JsonNode *
number_node (double value)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  if (value == (gint64) value)
    json_node_set_int (node, (gint64) value);
  else
    json_node_set_double (node, value);
  return node;
}

static TtOraTextLanguage
ui_language (void)
{
  return g_str_equal (_("card-names:en"), "card-names:ko") ? TT_ORA_TEXT_KO : TT_ORA_TEXT_EN;
}

/* ---- the controls ---- */

static void
on_spin_changed (GtkSpinButton   *spin,
                 TtOraCardEditor *self)
{
  double value = gtk_spin_button_get_value (spin);
  /* an optional number at 0 is left out */
  gboolean absent = value == 0 && g_object_get_data (G_OBJECT (spin), "optional") != NULL;

  edit_card (self, PATH (spin), KEY (spin), absent ? EDIT_REMOVE : EDIT_SET,
             absent ? NULL : number_node (value), FALSE);
}

static void
on_switch_changed (GtkSwitch       *sw,
                   GParamSpec      *pspec,
                   TtOraCardEditor *self)
{
  gboolean on = gtk_switch_get_active (sw);

  edit_card (self, PATH (sw), KEY (sw), on ? EDIT_SET : EDIT_REMOVE,
             on ? json_node_init_boolean (json_node_alloc (), TRUE) : NULL, FALSE);
}

/* A dropdown of goods (amount keys when `amounts`) or of `words`. */
static void
on_choice_changed (GtkDropDown     *drop,
                   GParamSpec      *pspec,
                   TtOraCardEditor *self)
{
  const char * const *words = g_object_get_data (G_OBJECT (drop), "words");
  guint i = gtk_drop_down_get_selected (drop);
  const char *word;

  if (i == GTK_INVALID_LIST_POSITION)
    return;
  word = words ? words[i] : ora_amount_key_name (i);
  if (g_object_get_data (G_OBJECT (drop), "rename") != NULL)
    edit_card (self, PATH (drop), KEY (drop), EDIT_RENAME, json_node_init_string (json_node_alloc (), word), TRUE);
  else
    edit_card (self, PATH (drop), KEY (drop), EDIT_SET, json_node_init_string (json_node_alloc (), word), FALSE);
}

static void
on_remove_clicked (GtkButton       *button,
                   TtOraCardEditor *self)
{
  edit_card (self, PATH (button), KEY (button), EDIT_REMOVE, NULL, TRUE);
}

static void
on_add_clicked (GtkButton       *button,
                TtOraCardEditor *self)
{
  const char *json = g_object_get_data (G_OBJECT (button), "json");
  JsonNode *value = json_from_string (json, NULL);

  if (KEY (button) != NULL)
    edit_card (self, PATH (button), KEY (button), EDIT_SET, value, TRUE);
  else
    edit_card (self, PATH (button), NULL, EDIT_APPEND, value, TRUE);
}

static GtkWidget *
spin_for (TtOraCardEditor *self,
          const char      *path,
          const char      *key,
          double           value,
          double           min,
          double           max,
          double           step,
          const char      *label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), step < 1 ? 1 : 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  set_place (G_OBJECT (spin), path, key);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_changed), self);
  return spin;
}

static GtkWidget *
good_drop (TtOraCardEditor *self,
           const char      *path,
           const char      *key,
           const char      *current,
           int              n_keys,
           gboolean         rename,
           const char      *label)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  GtkWidget *drop;

  for (int k = 0; k < n_keys; k++)
    gtk_string_list_append (list, tt_ora_good_text (k, ui_language ()));
  drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (drop), TRUE);
  gtk_drop_down_set_expression (GTK_DROP_DOWN (drop),
                                gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  if (current != NULL && ora_amount_key_lookup (current) >= 0)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), ora_amount_key_lookup (current));
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  set_place (G_OBJECT (drop), path, key);
  if (rename)
    g_object_set_data (G_OBJECT (drop), "rename", GINT_TO_POINTER (1));
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_choice_changed), self);
  return drop;
}

static GtkWidget *
small_button (TtOraCardEditor *self,
              const char      *icon,
              const char      *tooltip,
              const char      *path,
              const char      *key,
              const char      *json)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  set_place (G_OBJECT (button), path, key);
  if (json != NULL)
    {
      g_object_set_data_full (G_OBJECT (button), "json", g_strdup (json), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_add_clicked), self);
    }
  else
    g_signal_connect (button, "clicked", G_CALLBACK (on_remove_clicked), self);
  return button;
}

/* A row for one member: its name over its controls, which wrap. */
static GtkWidget *
field_row (const char  *title,
           GtkWidget  **out_flow)
{
  /* a preferences row, so the group keeps it in its list under its step */
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), flow);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  *out_flow = flow;
  return row;
}

static GtkWidget *
hbox (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (box, "linked");
  return box;
}

/* Goods and amounts at `path`: a good, its amount and a remove button
 * each, then "add". */
static void
add_amount_controls (TtOraCardEditor *self,
                     GtkWidget       *flow,
                     JsonNode        *amount,
                     const char      *path,
                     const char      *parent_path,
                     const char      *member)
{
  JsonObject *object = amount && JSON_NODE_HOLDS_OBJECT (amount) ? json_node_get_object (amount) : NULL;
  g_autoptr(GList) keys = object ? json_object_get_members (object) : NULL;
  const char *unused = NULL;

  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      int index = ora_amount_key_lookup (key);
      JsonNode *n = json_object_get_member (object, key);
      double value = JSON_NODE_HOLDS_VALUE (n) ? json_node_get_double (n) : 0;
      gboolean halves = index == ORA_PAY_FOOD || index == ORA_PAY_ENERGY;
      GtkWidget *box = hbox ();
      const char *name = index >= 0 ? tt_ora_good_text (index, ui_language ()) : key;

      gtk_box_append (GTK_BOX (box), good_drop (self, path, key, key, ORA_N_AMOUNTS, TRUE, _("Good")));
      gtk_box_append (GTK_BOX (box), spin_for (self, path, key, value, 0, 99, halves ? 0.5 : 1, name));
      gtk_box_append (GTK_BOX (box), small_button (self, "list-remove-symbolic", _("Remove this good"), path, key, NULL));
      gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
    }
  for (int k = 0; k < ORA_N_GOODS && unused == NULL; k++)
    if (object == NULL || !json_object_has_member (object, ora_amount_key_name (k)))
      unused = ora_amount_key_name (k);
  if (object == NULL && parent_path == NULL)
    return;   /* nowhere to put a new amount */
  if (unused != NULL)
    {
      g_autofree char *json = g_strdup_printf ("{\"%s\": 1}", unused);
      GtkWidget *add;

      /* a missing amount comes in whole; a present one gets one more good */
      if (object == NULL)
        add = small_button (self, "list-add-symbolic", _("Add a good"), parent_path, member, json);
      else
        add = small_button (self, "list-add-symbolic", _("Add a good"), path, unused, "1");
      gtk_flow_box_append (GTK_FLOW_BOX (flow), add);
    }
}

static const char *
field_title (const char *member)
{
  static const struct { const char *member; const char *title; } titles[] = {
    { "goods", N_("Goods") },
    { "joker_only", N_("Only with the joker") },
    { "pay", N_("Pays") },
    { "gain", N_("Gains") },
    { "first_pay", N_("Pays the first time instead") },
    { "max", N_("At most this many times (0: no limit)") },
    { "options", N_("Choices") },
    { "count", N_("Different goods paid") },
    { "gain_basic", N_("Of one basic good, gains (0: use Gains)") },
    { "good", N_("Good counted") },
    { "gain_good", N_("Good gained") },
    { "tiers", N_("Tiers: at least this many → gains this many") },
    { "first", N_("Of one basic good") },
    { "second", N_("Of another basic good") },
    { "prior_only", N_("Only a building of the prior") },
    { "return_prior", N_("The prior comes home") },
    { "after_removal", N_("Only after a removal") },
    { "terrain", N_("Removes") },
    { "gain_each", N_("Gains for each one") },
    { "district", N_("Districts") },
    { "plot", N_("Plots") },
    { "per", N_("Points for each") },
    { "points", N_("Points") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i].member, member))
      return _(titles[i].title);
  return member;
}

static const char *
word_title (const char *word)
{
  if (g_str_equal (word, "forest"))
    return _("Forests");
  if (g_str_equal (word, "moor"))
    return _("Moors");
  if (g_str_equal (word, "forest_moor"))
    return _("Forest or moor removed");
  if (g_str_equal (word, "cloister"))
    return _("Cloister building");
  return word;
}

static GtkWidget *
word_drop (TtOraCardEditor    *self,
           const char         *path,
           const char         *key,
           const char * const *words,
           const char         *current,
           const char         *label)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  GtkWidget *drop;

  for (guint i = 0; words[i] != NULL; i++)
    gtk_string_list_append (list, word_title (words[i]));
  drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL);
  for (guint i = 0; words[i] != NULL; i++)
    if (g_strcmp0 (words[i], current) == 0)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), i);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (drop), "words", (gpointer) words);
  set_place (G_OBJECT (drop), path, key);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_choice_changed), self);
  return drop;
}

static double
number_of (JsonNode *node)
{
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) != G_TYPE_STRING
         ? json_node_get_double (node) : 0;
}

/* The controls of a list member (goods of the wheel, choices, trades,
 * tiers): one box per element with its remove button, then "add". */
static void
add_list_controls (TtOraCardEditor    *self,
                   GtkWidget          *flow,
                   const OraStepField *field,
                   JsonNode           *value,
                   const char         *path)
{
  JsonArray *array = value && JSON_NODE_HOLDS_ARRAY (value) ? json_node_get_array (value) : NULL;
  guint n = array ? json_array_get_length (array) : 0;
  static const char *add_json[] = {
    [ORA_FIELD_GOOD_LIST] = "\"wood\"",
    [ORA_FIELD_CHOICES] = "{\"wood\": 1}",
    [ORA_FIELD_TRADES] = "{\"pay\": {\"wood\": 1}, \"gain\": {\"coin\": 1}}",
  };

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *index = g_strdup_printf ("%u", i);
      g_autofree char *at = g_strdup_printf ("%s/%u", path, i);
      GtkWidget *box = hbox ();

      if (field->type == ORA_FIELD_GOOD_LIST)
        gtk_box_append (GTK_BOX (box), good_drop (self, path, index, JSON_NODE_HOLDS_VALUE (element)
                                                  ? json_node_get_string (element) : NULL,
                                                  ORA_N_GOODS, FALSE, _("Good")));
      else if (field->type == ORA_FIELD_TIERS)
        {
          JsonArray *pair = JSON_NODE_HOLDS_ARRAY (element) ? json_node_get_array (element) : NULL;
          double least = pair && json_array_get_length (pair) == 2 ? number_of (json_array_get_element (pair, 0)) : 0;
          double gain = pair && json_array_get_length (pair) == 2 ? number_of (json_array_get_element (pair, 1)) : 0;

          gtk_box_append (GTK_BOX (box), spin_for (self, at, "0", least, 0, 99, 1, _("At least")));
          gtk_box_append (GTK_BOX (box), gtk_label_new ("→"));
          gtk_box_append (GTK_BOX (box), spin_for (self, at, "1", gain, 0, 99, 1, _("Gains")));
        }
      else
        {
          /* a choice is an amount; a trade pays one amount for another */
          GtkWidget *inner = gtk_flow_box_new ();

          gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (inner), GTK_SELECTION_NONE);
          if (field->type == ORA_FIELD_CHOICES)
            add_amount_controls (self, inner, element, at, path, index);
          else
            {
              g_autofree char *pay = g_strdup_printf ("%s/pay", at);
              g_autofree char *gain = g_strdup_printf ("%s/gain", at);
              JsonObject *trade = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;

              gtk_flow_box_append (GTK_FLOW_BOX (inner), gtk_label_new (_("Pays")));
              add_amount_controls (self, inner, trade ? json_object_get_member (trade, "pay") : NULL, pay, at, "pay");
              gtk_flow_box_append (GTK_FLOW_BOX (inner), gtk_label_new (_("Gains")));
              add_amount_controls (self, inner, trade ? json_object_get_member (trade, "gain") : NULL, gain, at, "gain");
            }
          gtk_widget_add_css_class (inner, "card");
          gtk_box_append (GTK_BOX (box), inner);
          gtk_widget_remove_css_class (box, "linked");
        }
      if (n > (guint) field->min)
        gtk_box_append (GTK_BOX (box), small_button (self, "list-remove-symbolic", _("Remove"), path, index, NULL));
      gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
    }
  if (n < (guint) field->max)
    {
      g_autofree char *tier = NULL;
      const char *json;

      if (field->type == ORA_FIELD_TIERS)
        {
          /* tiers rise: the new one starts above the last */
          JsonNode *last = n ? json_array_get_element (array, n - 1) : NULL;
          JsonArray *pair = last && JSON_NODE_HOLDS_ARRAY (last) ? json_node_get_array (last) : NULL;
          int least = pair && json_array_get_length (pair) == 2 ? (int) number_of (json_array_get_element (pair, 0)) : 0;
          int gain = pair && json_array_get_length (pair) == 2 ? (int) number_of (json_array_get_element (pair, 1)) : 0;

          tier = g_strdup_printf ("[%d, %d]", least + 1, gain + 1);
          json = tier;
        }
      else
        json = add_json[field->type];
      gtk_flow_box_append (GTK_FLOW_BOX (flow), small_button (self, "list-add-symbolic", _("Add"), path, NULL, json));
    }
}

static GtkWidget *
build_field (TtOraCardEditor    *self,
             guint               step,
             JsonObject         *object,
             const OraStepField *field)
{
  g_autofree char *path = g_strdup_printf ("effect/%u", step);
  g_autofree char *member_path = g_strdup_printf ("%s/%s", path, field->member);
  JsonNode *value = json_object_get_member (object, field->member);
  const char *title = field_title (field->member);
  GtkWidget *flow;
  GtkWidget *row = field_row (title, &flow);

  switch (field->type)
    {
    case ORA_FIELD_AMOUNT:
      add_amount_controls (self, flow, value, member_path, path, field->member);
      break;
    case ORA_FIELD_GOOD:
      gtk_flow_box_append (GTK_FLOW_BOX (flow),
                           good_drop (self, path, field->member,
                                      value && JSON_NODE_HOLDS_VALUE (value) ? json_node_get_string (value) : NULL,
                                      ORA_N_GOODS, FALSE, title));
      break;
    case ORA_FIELD_INT:
      {
        /* an optional number that must be at least 1 shows 0 for "left out" */
        gboolean optional = !field->required && field->min > 0;
        GtkWidget *spin = spin_for (self, path, field->member, value ? number_of (value) : 0,
                                    optional ? 0 : field->min, field->max, 1, title);

        if (optional)
          g_object_set_data (G_OBJECT (spin), "optional", GINT_TO_POINTER (1));
        gtk_flow_box_append (GTK_FLOW_BOX (flow), spin);
      }
      break;
    case ORA_FIELD_BOOL:
      {
        GtkWidget *sw = gtk_switch_new ();

        gtk_switch_set_active (GTK_SWITCH (sw), value && JSON_NODE_HOLDS_VALUE (value)
                                                && json_node_get_value_type (value) == G_TYPE_BOOLEAN
                                                && json_node_get_boolean (value));
        gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
        set_place (G_OBJECT (sw), path, field->member);
        g_signal_connect (sw, "notify::active", G_CALLBACK (on_switch_changed), self);
        gtk_flow_box_append (GTK_FLOW_BOX (flow), sw);
      }
      break;
    case ORA_FIELD_WORD:
      gtk_flow_box_append (GTK_FLOW_BOX (flow),
                           word_drop (self, path, field->member, field->words,
                                      value && JSON_NODE_HOLDS_VALUE (value) ? json_node_get_string (value) : NULL,
                                      title));
      break;
    default:
      add_list_controls (self, flow, field, value, member_path);
      break;
    }
  return row;
}

static const char *
kind_title (OraStepKind kind)
{
  switch (kind)
    {
    case ORA_STEP_WHEEL: return _("Take goods from the wheel");
    case ORA_STEP_GAIN: return _("Take goods");
    case ORA_STEP_GAIN_CHOICE: return _("Take one of several");
    case ORA_STEP_CONVERT: return _("Trade goods");
    case ORA_STEP_CONVERT_ANY: return _("Trade any of several");
    case ORA_STEP_DISTINCT: return _("Pay different goods");
    case ORA_STEP_THRESHOLD: return _("Gain by how many you have");
    case ORA_STEP_TWO_BASIC: return _("Take two basic goods");
    case ORA_STEP_USE_OCCUPIED: return _("Use an occupied building");
    case ORA_STEP_USE_ADJACENT: return _("Use a building next to it");
    case ORA_STEP_USE_UNBUILT: return _("Use a building on display");
    case ORA_STEP_REMOVE: return _("Remove forests or moors");
    case ORA_STEP_BUILD: return _("Build a building");
    case ORA_STEP_SETTLE: return _("Build a settlement");
    case ORA_STEP_LAND: return _("Buy land");
    case ORA_STEP_RETURN_CLERGY: return _("Bring the clergy home");
    case ORA_STEP_FELL_CUT: return _("Fell trees and cut peat");
    case ORA_STEP_POINTS: return _("Score points");
    default: g_return_val_if_reached ("");
    }
}

static void
on_step_kind_selected (GtkDropDown     *drop,
                       GParamSpec      *pspec,
                       TtOraCardEditor *self)
{
  guint kind = gtk_drop_down_get_selected (drop);

  /* a new kind starts from its own members */
  if (kind < ORA_N_STEP_KINDS)
    edit_card (self, "effect", KEY (drop), EDIT_SET, ora_step_new_json (kind), TRUE);
}

static void
on_step_add (GtkButton       *button,
             TtOraCardEditor *self)
{
  edit_card (self, "effect", NULL, EDIT_APPEND, ora_step_new_json (ORA_STEP_GAIN), TRUE);
}

static GtkWidget *
step_header (TtOraCardEditor *self,
             guint            step,
             int              kind,
             GListModel      *kinds,
             gboolean         removable)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *drop = gtk_drop_down_new (g_object_ref (kinds), NULL);
  g_autofree char *title = g_strdup_printf (_("Step %u"), step + 1);
  g_autofree char *index = g_strdup_printf ("%u", step);

  if (kind >= 0)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), kind);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  set_place (G_OBJECT (drop), "effect", index);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_step_kind_selected), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (row, "property");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  if (removable)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               small_button (self, "user-trash-symbolic", _("Remove this step"), "effect", index, NULL));
  return row;
}

static int
kind_of (JsonNode *step)
{
  const char *name = JSON_NODE_HOLDS_OBJECT (step)
                     ? json_object_get_string_member_with_default (json_node_get_object (step), "kind", "") : "";

  for (int k = 0; k < ORA_N_STEP_KINDS; k++)
    if (g_str_equal (name, ora_step_kind_name (k)))
      return k;
  return -1;
}

static GtkWidget *
build_steps_group (TtOraCardEditor *self,
                   JsonObject      *card)
{
  GtkWidget *group = adw_preferences_group_new ();
  JsonNode *effect = json_object_get_member (card, "effect");
  JsonArray *steps = effect && JSON_NODE_HOLDS_ARRAY (effect) ? json_node_get_array (effect) : NULL;
  guint n = steps ? json_array_get_length (steps) : 0;
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Step"));

  for (int k = 0; k < ORA_N_STEP_KINDS; k++)
    gtk_string_list_append (kinds, kind_title (k));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Effect"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Up to four steps, run in order. Each step is one of the game’s step kinds with its goods and amounts."));
  gtk_widget_set_sensitive (add, editable (self) && n < ORA_MAX_STEPS);
  g_signal_connect (add, "clicked", G_CALLBACK (on_step_add), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *step = json_array_get_element (steps, i);
      int kind = kind_of (step);
      int n_fields = 0;
      const OraStepField *fields = kind >= 0 ? ora_step_fields (kind, &n_fields) : NULL;

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), step_header (self, i, kind, G_LIST_MODEL (kinds), n > 1));
      for (int f = 0; f < n_fields; f++)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   build_field (self, i, json_node_get_object (step), &fields[f]));
    }
  gtk_widget_set_sensitive (group, editable (self));
  return group;
}

/* ---- the card page ----------------------------------------------------- */

static GtkWidget *
entry_row (TtOraCardEditor *self,
           const char      *title,
           const char      *text,
           const char      *member,
           GCallback        apply)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "member", g_strdup (member), g_free);
  g_signal_connect (row, "apply", apply, self);
  return row;
}

/* A choice of `words` (what the card file stores), shown as `labels`. */
static GtkWidget *
combo_row (TtOraCardEditor    *self,
           const char         *title,
           const char * const *words,
           const char * const *labels,
           const char         *current,
           const char         *member)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; labels[i] != NULL; i++)
    gtk_string_list_append (list, _(labels[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  for (guint i = 0; words[i] != NULL; i++)
    if (g_strcmp0 (words[i], current) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_object_set_data (G_OBJECT (row), "words", (gpointer) words);
  g_object_set_data_full (G_OBJECT (row), "member", g_strdup (member), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_word_selected), self);
  return row;
}

static GtkWidget *
spin_row (TtOraCardEditor *self,
          const char      *title,
          JsonObject      *card,
          const char      *member,
          double           min,
          double           max,
          double           step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);
  JsonNode *value = json_object_get_member (card, member);

  if (value != NULL && JSON_NODE_HOLDS_VALUE (value)
      && (json_node_get_value_type (value) == G_TYPE_INT64 || json_node_get_value_type (value) == G_TYPE_DOUBLE))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), json_node_get_double (value));
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), step < 1 ? 1 : 0);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  g_object_set_data_full (G_OBJECT (spin), "member", g_strdup (member), g_free);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_number_changed), self);
  return row;
}

static gboolean
array_has (JsonObject *card,
           const char *member,
           const char *word)
{
  JsonNode *node = json_object_get_member (card, member);
  JsonArray *array = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *text = json_to_string (json_array_get_element (array, i), FALSE);

      if (g_str_equal (text, word) || (strlen (text) > 2 && strncmp (text + 1, word, strlen (text) - 2) == 0
                                       && strlen (word) == strlen (text) - 2))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
checks_row (TtOraCardEditor    *self,
            const char         *title,
            JsonObject         *card,
            const char         *member,
            const char * const *words,
            const char * const *labels)
{
  GtkWidget *row = adw_action_row_new ();
  /* Wraps on a narrow window. */
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 5);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (box), "member", g_strdup (member), g_free);
  for (guint i = 0; words[i] != NULL; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (labels[i]);

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), array_has (card, member, words[i]));
      g_object_set_data (G_OBJECT (check), "word", (gpointer) words[i]);
      g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
      gtk_flow_box_append (GTK_FLOW_BOX (box), check);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return row;
}

static void
update_card_text (TtOraCardEditor *self)
{
  const OraCard *card = find_card (self, self->card_id);
  GPtrArray *messages = self->document ? tt_document_get_messages (TT_DOCUMENT (self->document)) : NULL;
  GtkWidget *child;

  if (self->text_en == NULL)
    return;
  if (card != NULL)
    {
      g_autofree char *en = tt_ora_card_text (card, TT_ORA_TEXT_EN);
      g_autofree char *ko = tt_ora_card_text (card, TT_ORA_TEXT_KO);

      gtk_label_set_text (GTK_LABEL (self->text_en), en);
      gtk_label_set_text (GTK_LABEL (self->text_ko), ko);
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (self->text_en), _("The card text shows again once the set has no errors."));
      gtk_label_set_text (GTK_LABEL (self->text_ko), "");
    }
  while ((child = gtk_widget_get_first_child (self->card_messages)) != NULL)
    gtk_box_remove (GTK_BOX (self->card_messages), child);
  for (guint i = 0; messages != NULL && i < messages->len; i++)
    {
      TtDocumentMessage *message = g_ptr_array_index (messages, i);
      GtkWidget *label;

      if (tt_document_message_get_kind (message) != TT_DOCUMENT_MESSAGE_ERROR)
        break;  /* errors come first; the warnings are the gallery's */
      label = gtk_label_new (tt_document_message_get_text (message));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "error");
      gtk_box_append (GTK_BOX (self->card_messages), label);
    }
}

static GtkWidget *
text_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  return label;
}

/* A card around `label`, so its margins are room inside the border (the
 * text does not run along the edge like an unstyled field). */
static GtkWidget *
text_card (GtkWidget *label)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_bottom (card, 6);
  gtk_box_append (GTK_BOX (card), label);
  return card;
}

static void
rebuild_card_page (TtOraCardEditor *self)
{
  static const char * const player_words[] = { "1", "2", "3", "4", NULL };
  const char *terrain_labels[] = { _("Coast"), _("Plains"), _("Hillside"), _("Mountain"), _("Water"), NULL };
  JsonObject *card = self->document && self->card_id
                     ? tt_ora_card_set_document_get_card_json (self->document, self->card_id) : NULL;
  gboolean settlement;
  GtkWidget *child, *group, *preview;

  while ((child = gtk_widget_get_first_child (self->card_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->card_box), child);
  self->text_en = self->text_ko = NULL;
  if (card == NULL)
    return;
  settlement = !json_object_has_member (card, "effect") && json_object_has_member (card, "food");

  /* The card text first: what an edit changes. */
  preview = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (preview), _("Card Text"));
  self->text_en = text_label ();
  self->text_ko = text_label ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (preview), text_card (self->text_en));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (preview), text_card (self->text_ko));
  gtk_box_append (GTK_BOX (self->card_box), preview);
  self->card_messages = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self->card_box), self->card_messages);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), settlement ? _("Settlement") : _("Building"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             entry_row (self, _("English name"), json_object_get_string_member_with_default (card, "name_en", ""),
                                        "name_en", G_CALLBACK (on_name_apply)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             entry_row (self, _("Korean name"), json_object_get_string_member_with_default (card, "name_ko", ""),
                                        "name_ko", G_CALLBACK (on_name_apply)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (self, _("Phase"), phase_words, phase_labels,
                                        json_object_get_string_member_with_default (card, "phase", ""), "phase"));
  if (!settlement)
    {
      JsonNode *cost_node = json_object_get_member (card, "cost");

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 combo_row (self, _("Variant"), variant_words, variant_labels,
                                            json_object_get_string_member_with_default (card, "variant", ""), "variant"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 checks_row (self, _("Player counts"), card, "players", player_words, player_words));
      GtkWidget *cost_flow;
      GtkWidget *cost_row = field_row (_("Cost"), &cost_flow);

      /* goods and amounts, the same controls as a step's */
      add_amount_controls (self, cost_flow, cost_node, "cost", NULL, "cost");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), cost_row);
    }
  else
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (self, _("Food"), card, "food", 0, 99, 1));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (self, _("Energy"), card, "energy", 0, 99, 0.5));
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             checks_row (self, _("May be built on"), card, "terrain", terrain_words, terrain_labels));
  if (!settlement)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();
      JsonNode *cloister = json_object_get_member (card, "cloister");

      gtk_switch_set_active (GTK_SWITCH (sw), cloister && JSON_NODE_HOLDS_VALUE (cloister)
                                              && json_node_get_value_type (cloister) == G_TYPE_BOOLEAN
                                              && json_node_get_boolean (cloister));
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      g_signal_connect (sw, "notify::active", G_CALLBACK (on_cloister_toggled), self);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Cloister"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (self, _("Economic value"), card, "economic", -9, 99, 1));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (self, _("Dwelling value"), card, "dwelling", -9, 99, 1));
  if (!settlement)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               spin_row (self, _("Copies in the game"), card, "copies", 1, ORA_MAX_COPIES, 1));
  gtk_box_append (GTK_BOX (self->card_box), group);
  if (!settlement)
    gtk_box_append (GTK_BOX (self->card_box), build_steps_group (self, card));
  gtk_widget_set_sensitive (group, editable (self));
  update_card_text (self);
}

/* ---- the gallery -------------------------------------------------------- */

static void
draw_card (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  TtOraCardEditor *self = data;
  const OraCard *card = find_card (self, g_object_get_data (G_OBJECT (area), "id"));
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  if (card != NULL)
    tt_ora_paint_card (cr, card, 0, 0, width, height, dark ? TT_ORA_PAINT_DARK : 0);
}

static void
on_card_clicked (GtkButton       *button,
                 TtOraCardEditor *self)
{
  tt_ora_card_editor_open_card (self, g_object_get_data (G_OBJECT (button), "id"));
}

static GtkWidget *
card_button (TtOraCardEditor *self,
             const OraCard   *card)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 120);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 170);
  g_object_set_data_full (G_OBJECT (area), "id", g_strdup (card->id), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card, self, NULL);
  gtk_button_set_child (GTK_BUTTON (button), area);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tt_ora_card_name (card));
  g_object_set_data_full (G_OBJECT (button), "id", g_strdup (card->id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_card_clicked), self);
  return button;
}

static void
rebuild_gallery (TtOraCardEditor *self)
{
  static const char * const phase_titles[] = { N_("Heartland"), N_("Start"), N_("Phase A"), N_("Phase B"), N_("Phase C"), N_("Phase D") };
  static const char * const variant_titles[] = { N_("both variants"), N_("France"), N_("Ireland") };
  OraCardSet *set = self->document ? tt_ora_card_set_document_get_set (self->document) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->gallery)) != NULL)
    gtk_box_remove (GTK_BOX (self->gallery), child);
  if (set == NULL)
    {
      GPtrArray *messages = self->document ? tt_document_get_messages (TT_DOCUMENT (self->document)) : NULL;
      GtkWidget *label = gtk_label_new (messages && messages->len
                                        ? tt_document_message_get_text (g_ptr_array_index (messages, 0)) : "");

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "error");
      gtk_box_append (GTK_BOX (self->gallery), label);
      return;
    }
  /* Settlements form their own group after the buildings. */
  for (int settlement = 0; settlement <= 1; settlement++)
    for (int phase = ORA_PHASE_HEARTLAND; phase <= ORA_PHASE_D; phase++)
      for (int variant = ORA_VARIANT_BOTH; variant <= ORA_VARIANT_IRELAND; variant++)
        {
          GtkWidget *flow = NULL;

          for (int c = 0; c < set->n_cards; c++)
            {
              const OraCard *card = &set->cards[c];

              if (card->settlement != settlement || (int) card->phase != phase
                  || (!settlement && (int) card->variant != variant) || (settlement && variant != 0))
                continue;
              if (flow == NULL)
                {
                  g_autofree char *title = settlement
                    ? g_strdup_printf (_("Settlements — %s"), _(phase_titles[phase]))
                    : g_strdup_printf ("%s — %s", _(phase_titles[phase]), _(variant_titles[variant]));
                  GtkWidget *heading = gtk_label_new (title);

                  gtk_label_set_xalign (GTK_LABEL (heading), 0);
                  gtk_widget_add_css_class (heading, "heading");
                  gtk_box_append (GTK_BOX (self->gallery), heading);
                  flow = gtk_flow_box_new ();
                  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
                  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
                  gtk_box_append (GTK_BOX (self->gallery), flow);
                }
              gtk_flow_box_append (GTK_FLOW_BOX (flow), card_button (self, card));
            }
        }
}

/* The set's warnings, as they change (its errors show in place of the
 * gallery and on the card page). */
static void
update_gallery_messages (TtOraCardEditor *self)
{
  GPtrArray *messages = self->document ? tt_document_get_messages (TT_DOCUMENT (self->document)) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->gallery_messages)) != NULL)
    gtk_box_remove (GTK_BOX (self->gallery_messages), child);
  for (guint i = 0; messages != NULL && i < messages->len; i++)
    {
      TtDocumentMessage *message = g_ptr_array_index (messages, i);
      GtkWidget *label;

      if (tt_document_message_get_kind (message) != TT_DOCUMENT_MESSAGE_WARNING)
        continue;
      label = gtk_label_new (tt_document_message_get_text (message));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "warning");
      gtk_box_append (GTK_BOX (self->gallery_messages), label);
    }
}

/* ---- sets --------------------------------------------------------------- */

static void update_actions (TtOraCardEditor *self);

static void
update_title (TtOraCardEditor *self)
{
  const char *page = tt_editor_shell_get_page (TT_EDITOR_SHELL (self));
  const OraCard *card = find_card (self, self->card_id);
  g_autofree char *text = NULL;

  if (self->document == NULL || g_str_equal (page, "sets"))
    text = g_strdup (_("Ora et Labora Building Cards"));
  else if (g_str_equal (page, "card") && card != NULL)
    text = g_strdup_printf ("%s › %s", tt_ora_card_set_document_get_name (self->document), tt_ora_card_name (card));
  else if (tt_document_get_read_only (TT_DOCUMENT (self->document)))
    text = g_strdup_printf (_("%s (bundled)"), tt_ora_card_set_document_get_name (self->document));
  else
    text = g_strdup (tt_ora_card_set_document_get_name (self->document));
  tt_editor_shell_set_title (TT_EDITOR_SHELL (self), text);
}

static void
on_document_changed (TtOraCardEditor *self)
{
  rebuild_gallery (self);
  if (self->editing)
    update_card_text (self);
  else
    rebuild_card_page (self);
  update_actions (self);
  update_title (self);
}

static void
disconnect_document (TtOraCardEditor *self)
{
  if (self->document == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->document, on_document_changed, self);
  g_signal_handlers_disconnect_by_func (self->document, update_gallery_messages, self);
}

void
tt_ora_card_editor_open_set (TtOraCardEditor      *self,
                             TtOraCardSetDocument *document)
{
  g_return_if_fail (TT_IS_ORA_CARD_EDITOR (self));
  g_return_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (document));

  disconnect_document (self);
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect_swapped (document, "notify::messages", G_CALLBACK (update_gallery_messages), self);
  tt_editor_shell_set_document (TT_EDITOR_SHELL (self), TT_DOCUMENT (document));
  g_clear_pointer (&self->card_id, g_free);
  rebuild_gallery (self);
  update_gallery_messages (self);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "set");
  update_actions (self);
  update_title (self);
}

void
tt_ora_card_editor_open_card (TtOraCardEditor *self,
                              const char      *id)
{
  g_return_if_fail (TT_IS_ORA_CARD_EDITOR (self));

  g_free (self->card_id);
  self->card_id = g_strdup (id);
  rebuild_card_page (self);
  tt_editor_shell_show_page (TT_EDITOR_SHELL (self), "card");
  update_title (self);
}

/* ---- the library: what is the game's own -------------------------------- */

static GPtrArray *
list_bundled (TtEditorShell *shell)
{
  GPtrArray *documents = g_ptr_array_new_with_free_func (g_object_unref);
  TtOraCardSetDocument *bundled = tt_ora_card_set_document_new_bundled (NULL);

  if (bundled != NULL)
    g_ptr_array_add (documents, bundled);
  return documents;
}

static TtDocument *
load_document (TtEditorShell  *shell,
               GFile          *file,
               GError        **error)
{
  return TT_DOCUMENT (tt_ora_card_set_document_new_from_file (file, error));
}

static TtDocument *
copy_document (TtEditorShell  *shell,
               TtDocument     *document,
               const char     *title,
               GError        **error)
{
  return TT_DOCUMENT (tt_ora_card_set_document_duplicate (TT_ORA_CARD_SET_DOCUMENT (document), title));
}

/* A copy made from a card's page opens on that card again. */
static void
open_document (TtEditorShell *shell,
               TtDocument    *document)
{
  TtOraCardEditor *self = TT_ORA_CARD_EDITOR (shell);
  gboolean on_card = g_str_equal (tt_editor_shell_get_page (shell), "card");
  g_autofree char *card = g_strdup (self->card_id);

  tt_ora_card_editor_open_set (self, TT_ORA_CARD_SET_DOCUMENT (document));
  if (on_card && card != NULL && find_card (self, card) != NULL)
    tt_ora_card_editor_open_card (self, card);
}

static char *
describe_document (TtEditorShell *shell,
                   TtDocument    *document)
{
  OraCardSet *set = tt_ora_card_set_document_get_set (TT_ORA_CARD_SET_DOCUMENT (document));

  if (set == NULL)
    return g_strdup (_("Has errors to fix"));
  return g_strdup_printf (ngettext ("%d card", "%d cards", set->n_cards), set->n_cards);
}

/* ---- actions ------------------------------------------------------------ */

static void
update_actions (TtOraCardEditor *self)
{
  if (self->duplicate_button != NULL)
    gtk_widget_set_visible (self->duplicate_button, self->document != NULL && !editable (self));
}

/* ---- construction ------------------------------------------------------- */

static void
tt_ora_card_editor_page_changed (TtEditorShell *shell,
                                 const char    *name)
{
  TtOraCardEditor *self = TT_ORA_CARD_EDITOR (shell);

  update_actions (self);
  update_title (self);
}

static void
tt_ora_card_editor_dispose (GObject *object)
{
  TtOraCardEditor *self = TT_ORA_CARD_EDITOR (object);

  disconnect_document (self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  G_OBJECT_CLASS (tt_ora_card_editor_parent_class)->dispose (object);
}

static void
tt_ora_card_editor_finalize (GObject *object)
{
  TtOraCardEditor *self = TT_ORA_CARD_EDITOR (object);

  g_free (self->card_id);
  G_OBJECT_CLASS (tt_ora_card_editor_parent_class)->finalize (object);
}

static void tt_ora_card_editor_constructed (GObject *object);

static void
tt_ora_card_editor_class_init (TtOraCardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtEditorShellClass *shell_class = TT_EDITOR_SHELL_CLASS (klass);

  object_class->dispose = tt_ora_card_editor_dispose;
  object_class->finalize = tt_ora_card_editor_finalize;
  object_class->constructed = tt_ora_card_editor_constructed;
  shell_class->page_changed = tt_ora_card_editor_page_changed;
  shell_class->list_bundled = list_bundled;
  shell_class->load_document = load_document;
  shell_class->copy_document = copy_document;
  shell_class->open_document = open_document;
  shell_class->describe_document = describe_document;


  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/ora/tt-ora-card-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, set_page);
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, card_page);
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, duplicate_button);
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, gallery_messages);
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, gallery);
  gtk_widget_class_bind_template_child (widget_class, TtOraCardEditor, card_box);
}

static void
tt_ora_card_editor_init (TtOraCardEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
tt_ora_card_editor_constructed (GObject *object)
{
  TtOraCardEditor *self = TT_ORA_CARD_EDITOR (object);
  /* NULL keeps the folder the editor was made with */
  g_autofree char *folder = tt_editor_shell_get_directory (TT_EDITOR_SHELL (self)) == NULL
                            ? g_build_filename (g_get_user_data_dir (), "tabletop", "cardsets", NULL) : NULL;
  const TtEditorLibraryWords words = {
    .game_id = "ora",
    .user_title = _("Your Card Sets"),
    .bundled_title = _("Comes with Tabletop"),
    .bundled_description = _("France and Ireland, every building and settlement. Duplicate it to change cards."),
    .file_kind = _("Card sets (JSON)"),
    .import_title = _("Import a Card Set"),
    .export_title = _("Export the Card Set"),
    .exported = _("Card set exported"),
    .play_label = _("_Play with This Set"),
    .menu_tooltip = _("Card set menu"),
  };

  G_OBJECT_CLASS (tt_ora_card_editor_parent_class)->constructed (object);
  tt_editor_shell_set_library (TT_EDITOR_SHELL (self), "sets", folder, &words);

  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->set_page, "set");
  tt_editor_shell_add_page (TT_EDITOR_SHELL (self), self->card_page, "card");
  update_actions (self);
  update_title (self);
}

GtkWidget *
tt_ora_card_editor_new (const char *directory)
{
  return g_object_new (TT_TYPE_ORA_CARD_EDITOR, "directory", directory, NULL);
}

TtOraCardSetDocument *
tt_ora_card_editor_get_document (TtOraCardEditor *self)
{
  g_return_val_if_fail (TT_IS_ORA_CARD_EDITOR (self), NULL);
  return self->document;
}

GtkWidget *
tt_ora_card_editor_get_text_label (TtOraCardEditor *self,
                                   gboolean         korean)
{
  g_return_val_if_fail (TT_IS_ORA_CARD_EDITOR (self), NULL);
  return korean ? self->text_ko : self->text_en;
}
