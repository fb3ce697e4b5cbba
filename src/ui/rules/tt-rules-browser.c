/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-browser.c — the rules browser of one game */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-rules-browser.h"
#include "tt-rules-document.h"
#include "tt-rules-example-view.h"
#include "tt-window.h"
#include "ui/tt-translation.h"

#define GLOSSARY_ID "glossary"
#define ZOOM_MIN 0.7
#define ZOOM_MAX 2.0
#define ZOOM_STEP 0.1

struct _TtRulesBrowser
{
  AdwBin           parent_instance;

  char            *game;
  char            *language;
  char            *section_id;   /* what the reader is looking at */
  char            *highlight;    /* the search text to mark, or NULL */
  char            *focus_term;   /* glossary entry to scroll to, or NULL */
  char            *focus_example; /* example to scroll to, or NULL */
  char            *focus_card;   /* catalogue card to show, or NULL */
  GHashTable      *card_filters; /* facet → value chosen on the catalogue page */
  GPtrArray       *card_hits;    /* of CardHit*, listed before the results */
  GPtrArray       *card_tiles;   /* the catalogue page's tiles, or NULL */
  GtkWidget       *cards_count;
  double           zoom;
  TtRulesDocument *document;
  GFile           *rules_root;
  GSettings       *settings;     /* NULL when the schema is not installed */
  GPtrArray       *results;      /* of TtRulesHit*, for the current query */
  guint            n_own_results; /* the first ones come from `document` … */
  TtRulesDocument *other_document; /* … the rest from the other language's */
  GtkCssProvider  *zoom_provider;
  GtkWidget       *scroll_target;

  GtkWidget       *leaflet;
  GtkWidget       *search_entry;
  GtkWidget       *sidebar_stack;
  GtkWidget       *toc_list;
  GtkWidget       *results_list;
  GtkWidget       *content;
  GtkWidget       *back_button;
  GtkWidget       *title_label;
  GtkWidget       *korean_button;
  GtkWidget       *english_button;
  GtkWidget       *scrolled;
  GtkWidget       *page_box;
  GtkWidget       *zoom_label;
};

G_DEFINE_FINAL_TYPE (TtRulesBrowser, tt_rules_browser, ADW_TYPE_BIN)

/* A card found by a search: shown in the language being read. */
typedef struct
{
  char     *id;
  gboolean  other_language;   /* found in the other language's document */
} CardHit;

static void
card_hit_free (CardHit *hit)
{
  g_free (hit->id);
  g_free (hit);
}

static void render_page (TtRulesBrowser *self);
static void render_cards (TtRulesBrowser *self);

static gboolean
is_blank (const char *text)
{
  for (; text != NULL && *text != '\0'; text = g_utf8_next_char (text))
    if (!g_unichar_isspace (g_utf8_get_char (text)))
      return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Helpers for building the page                                       */
/* ------------------------------------------------------------------ */

static gboolean on_activate_link (GtkLabel       *label,
                                  const char     *uri,
                                  TtRulesBrowser *self);

static GtkWidget *
text_label (TtRulesBrowser *self,
            const char     *markup_text)
{
  g_autofree char *pango = tt_rules_markup_to_pango (markup_text, self->highlight);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), pango);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  g_signal_connect (label, "activate-link", G_CALLBACK (on_activate_link), self);

  /* The first label that shows a search match is where the reader goes. */
  if (self->scroll_target == NULL && self->highlight != NULL && strstr (pango, "<span background") != NULL)
    self->scroll_target = label;
  return label;
}

static GtkWidget *
list_widget (TtRulesBrowser *self,
             TtRulesBlock   *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  for (guint i = 0; block->items[i] != NULL; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      g_autofree char *marker = block->ordered ? g_strdup_printf ("%u.", i + 1) : g_strdup ("•");
      GtkWidget *marker_label = gtk_label_new (marker);

      gtk_label_set_yalign (GTK_LABEL (marker_label), 0);
      gtk_widget_set_size_request (marker_label, 20, -1);
      gtk_label_set_xalign (GTK_LABEL (marker_label), 1);
      gtk_box_append (GTK_BOX (row), marker_label);
      gtk_box_append (GTK_BOX (row), text_label (self, block->items[i]));
      gtk_box_append (GTK_BOX (box), row);
    }
  return box;
}

static GtkWidget *
table_widget (TtRulesBrowser *self,
              TtRulesBlock   *block)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *frame = gtk_frame_new (NULL);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  gtk_widget_set_margin_top (grid, 8);
  gtk_widget_set_margin_bottom (grid, 8);

  for (guint c = 0; block->items[c] != NULL; c++)
    {
      GtkWidget *header = text_label (self, block->items[c]);

      gtk_widget_add_css_class (header, "heading");
      gtk_grid_attach (GTK_GRID (grid), header, c, 0, 1, 1);
    }
  for (guint r = 0; r < block->rows->len; r++)
    {
      GStrv cells = g_ptr_array_index (block->rows, r);

      for (guint c = 0; cells[c] != NULL; c++)
        gtk_grid_attach (GTK_GRID (grid), text_label (self, cells[c]), c, r + 1, 1, 1);
    }
  gtk_frame_set_child (GTK_FRAME (frame), grid);
  return frame;
}

static GtkWidget *
note_widget (TtRulesBrowser *self,
             TtRulesBlock   *block)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_start (box, 14);
  gtk_widget_set_margin_end (box, 14);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 12);
  if (block->title != NULL)
    {
      GtkWidget *title = text_label (self, block->title);

      gtk_widget_add_css_class (title, "heading");
      gtk_box_append (GTK_BOX (box), title);
    }
  gtk_box_append (GTK_BOX (box), text_label (self, block->text));
  gtk_box_append (GTK_BOX (card), box);
  return card;
}

static GtkWidget *
example_widget (TtRulesBrowser *self,
                TtRulesBlock   *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: the heading of a worked example in the rules, e.g. "Example: A three-point road" */
  g_autofree char *label = g_strdup_printf (tt_translation_get (self->language, N_("Example: %s")), block->title);
  GtkWidget *title = text_label (self, label);

  gtk_widget_add_css_class (title, "title-4");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), tt_rules_example_view_new (self->document, block,
                                                            self->rules_root, self->highlight));
  gtk_widget_set_name (box, block->example_id);
  if (g_strcmp0 (self->focus_example, block->example_id) == 0)
    self->scroll_target = box;
  return box;
}

static GtkWidget *
block_widget (TtRulesBrowser *self,
              TtRulesBlock   *block)
{
  switch (block->kind)
    {
    case TT_RULES_BLOCK_PARAGRAPH:
      return text_label (self, block->text);
    case TT_RULES_BLOCK_LIST:
      return list_widget (self, block);
    case TT_RULES_BLOCK_TABLE:
      return table_widget (self, block);
    case TT_RULES_BLOCK_NOTE:
      return note_widget (self, block);
    case TT_RULES_BLOCK_EXAMPLE:
      return example_widget (self, block);
    default:
      g_assert_not_reached ();
    }
}

static void
append (TtRulesBrowser *self,
        GtkWidget      *widget)
{
  gtk_box_append (GTK_BOX (self->page_box), widget);
}

static GtkWidget *
link_button (TtRulesBrowser *self,
             const char     *label,
             const char     *section_id)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "rules.show-section");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", section_id);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  return button;
}

/* Sub-sections are listed at the end of their parent, so a reader who
 * opened "A turn" sees where to go next. */
static void
append_children_links (TtRulesBrowser *self,
                       TtRulesSection *section)
{
  GtkWidget *heading;

  if (section->children->len == 0)
    return;
  heading = gtk_label_new (_("In This Section"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  append (self, heading);
  for (guint i = 0; i < section->children->len; i++)
    {
      TtRulesSection *child = g_ptr_array_index (section->children, i);

      append (self, link_button (self, child->title, child->id));
    }
}

static void
append_previous_next (TtRulesBrowser *self,
                      TtRulesSection *section)
{
  GPtrArray *all = self->document->all_sections;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *spacer = gtk_label_new (NULL);

  gtk_widget_set_margin_top (box, 18);
  if (section->index > 0)
    {
      TtRulesSection *previous = g_ptr_array_index (all, section->index - 1);
      g_autofree char *text = g_strdup_printf ("← %s", previous->title);

      gtk_box_append (GTK_BOX (box), link_button (self, text, previous->id));
    }
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (box), spacer);
  if (section->index + 1 < all->len)
    {
      TtRulesSection *next = g_ptr_array_index (all, section->index + 1);
      g_autofree char *text = g_strdup_printf ("%s →", next->title);

      gtk_box_append (GTK_BOX (box), link_button (self, text, next->id));
    }
  append (self, box);
}

static void
render_section (TtRulesBrowser *self,
                TtRulesSection *section)
{
  static const char * const title_classes[] = { "title-1", "title-2", "title-3" };
  GtkWidget *title = text_label (self, section->title);

  gtk_widget_add_css_class (title, title_classes[MIN (section->depth, 2)]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL,
                                  section->depth + 1, -1);
  append (self, title);

  for (guint i = 0; i < section->blocks->len; i++)
    append (self, block_widget (self, g_ptr_array_index (section->blocks, i)));
  if (g_str_equal (section->id, TT_RULES_CARD_CATALOG_ID))
    render_cards (self);

  append_children_links (self, section);
  append_previous_next (self, section);
}

static void
render_glossary (TtRulesBrowser *self)
{
  GtkWidget *title = gtk_label_new (_("Glossary"));

  gtk_widget_add_css_class (title, "title-1");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  append (self, title);

  for (guint i = 0; i < self->document->glossary->len; i++)
    {
      TtRulesTerm *term = g_ptr_array_index (self->document->glossary, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = text_label (self, term->term);

      gtk_widget_add_css_class (name, "heading");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), text_label (self, term->definition));
      if (g_strcmp0 (self->focus_term, term->id) == 0)
        {
          /* The entry the reader came for stands out as a card. */
          gtk_widget_add_css_class (box, "card");
          gtk_widget_set_margin_start (name, 14);
          gtk_widget_set_margin_top (name, 10);
          gtk_widget_set_margin_start (gtk_widget_get_last_child (box), 14);
          gtk_widget_set_margin_end (gtk_widget_get_last_child (box), 14);
          gtk_widget_set_margin_bottom (gtk_widget_get_last_child (box), 12);
          self->scroll_target = box;
        }
      append (self, box);
    }
}

/* ------------------------------------------------------------------ */
/* The card catalogue                                                  */
/* ------------------------------------------------------------------ */

/* The game's card painter from its TtGameInfo, or NULL. */
static const TtRulesCardPainter *
painter_of (TtRulesBrowser *self,
            gpointer       *user_data)
{
  TtGameInfo *info = tt_game_info_lookup (self->game);

  *user_data = NULL;
  return info != NULL ? tt_game_info_get_card_painter (info, user_data) : NULL;
}

static GStrv
card_facets (TtRulesBrowser *self,
             TtRulesCard    *card)
{
  gpointer data;
  const TtRulesCardPainter *painter = painter_of (self, &data);

  if (painter == NULL || painter->facets == NULL)
    return g_new0 (char *, 1);
  return painter->facets (card, data);
}

static gboolean
facets_have (const char * const *facets,
             const char         *facet,
             const char         *value)
{
  for (guint i = 0; facets[i] != NULL && facets[i + 1] != NULL; i += 2)
    if (g_str_equal (facets[i], facet) && g_str_equal (facets[i + 1], value))
      return TRUE;
  return FALSE;
}

static gboolean
tile_matches (TtRulesBrowser *self,
              GtkWidget      *tile)
{
  const char * const *facets = g_object_get_data (G_OBJECT (tile), "facets");
  GHashTableIter iter;
  gpointer facet, value;

  g_hash_table_iter_init (&iter, self->card_filters);
  while (g_hash_table_iter_next (&iter, &facet, &value))
    if (!facets_have (facets, facet, value))
      return FALSE;
  return TRUE;
}

static void
apply_card_filters (TtRulesBrowser *self)
{
  guint shown = 0;
  g_autofree char *count = NULL;

  if (self->card_tiles == NULL)
    return;
  for (guint i = 0; i < self->card_tiles->len; i++)
    {
      GtkWidget *tile = g_ptr_array_index (self->card_tiles, i);
      gboolean visible = tile_matches (self, tile);

      gtk_widget_set_visible (tile, visible);
      shown += visible;
    }
  /* Translators: how many cards of the catalogue the filters leave, e.g. "12 of 78 cards" */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u card", "%u of %u cards", self->card_tiles->len),
                           shown, self->card_tiles->len);
  gtk_label_set_text (GTK_LABEL (self->cards_count), count);
}

static void
draw_card (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  TtRulesBrowser *self = g_object_get_data (G_OBJECT (area), "browser");
  TtRulesCard *card = user_data;
  gpointer data;
  const TtRulesCardPainter *painter = painter_of (self, &data);

  if (painter != NULL && painter->paint != NULL)
    painter->paint (cr, card, width, height,
                    adw_style_manager_get_dark (adw_style_manager_get_default ()), data);
}

#define CARD_WIDTH 104

static GtkWidget *
card_tile (TtRulesBrowser *self,
           TtRulesCard    *card)
{
  gpointer data;
  const TtRulesCardPainter *painter = painter_of (self, &data);
  GtkWidget *tile = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *name = text_label (self, card->name);

  if (painter != NULL && painter->paint != NULL)
    {
      GtkWidget *picture = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), CARD_WIDTH);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture),
                                           (int) (CARD_WIDTH * painter->aspect + 0.5));
      g_object_set_data (G_OBJECT (picture), "browser", self);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_card, card, NULL);
      gtk_widget_set_valign (picture, GTK_ALIGN_START);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL, card->name, -1);
      gtk_box_append (GTK_BOX (tile), picture);
    }
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (texts), name);
  if (card->copies > 0)
    {
      /* Translators: how many copies of a card the game holds, in the card catalogue */
      g_autofree char *copies = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u copy", "%u copies", card->copies),
                                                 card->copies);
      GtkWidget *label = gtk_label_new (copies);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (texts), label);
    }
  gtk_box_append (GTK_BOX (texts), text_label (self, card->text));
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (tile), texts);
  gtk_widget_set_name (tile, card->id);
  g_object_set_data_full (G_OBJECT (tile), "facets", card_facets (self, card), (GDestroyNotify) g_strfreev);
  if (g_strcmp0 (self->focus_card, card->id) == 0)
    {
      /* The card the reader was sent to stands out and is scrolled to. */
      gtk_widget_add_css_class (tile, "card");
      for (GtkWidget *child = gtk_widget_get_first_child (tile); child; child = gtk_widget_get_next_sibling (child))
        g_object_set (child, "margin-top", 10, "margin-bottom", 10, "margin-start", 10, "margin-end", 10, NULL);
      self->scroll_target = tile;
    }
  return tile;
}

static void
on_filter_selected (GtkDropDown    *dropdown,
                    GParamSpec     *pspec,
                    TtRulesBrowser *self)
{
  const char *facet = g_object_get_data (G_OBJECT (dropdown), "facet");
  guint selected = gtk_drop_down_get_selected (dropdown);
  GtkStringObject *item = gtk_drop_down_get_selected_item (dropdown);

  if (selected == 0 || item == NULL)
    g_hash_table_remove (self->card_filters, facet);
  else
    g_hash_table_replace (self->card_filters, g_strdup (facet), g_strdup (gtk_string_object_get_string (item)));
  apply_card_filters (self);
}

/* One drop-down per facet, its values in the order the cards give them. */
static GtkWidget *
card_filters (TtRulesBrowser *self)
{
  GtkWidget *bar = gtk_flow_box_new ();
  g_autoptr(GPtrArray) facet_names = g_ptr_array_new ();
  g_autoptr(GHashTable) values = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (bar), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (bar), 12);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (bar), 4);
  for (guint i = 0; i < self->card_tiles->len; i++)
    {
      const char * const *facets = g_object_get_data (g_ptr_array_index (self->card_tiles, i), "facets");

      for (guint f = 0; facets[f] != NULL && facets[f + 1] != NULL; f += 2)
        {
          GPtrArray *list = g_hash_table_lookup (values, facets[f]);

          if (list == NULL)
            {
              list = g_ptr_array_new ();
              g_ptr_array_add (facet_names, (gpointer) facets[f]);
              g_hash_table_insert (values, (gpointer) facets[f], list);
            }
          if (!g_ptr_array_find_with_equal_func (list, facets[f + 1], g_str_equal, NULL))
            g_ptr_array_add (list, (gpointer) facets[f + 1]);
        }
    }
  for (guint i = 0; i < facet_names->len; i++)
    {
      const char *facet = g_ptr_array_index (facet_names, i);
      GPtrArray *list = g_hash_table_lookup (values, facet);
      const char *chosen = g_hash_table_lookup (self->card_filters, facet);
      GtkStringList *strings = gtk_string_list_new (NULL);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (facet);
      GtkWidget *dropdown;

      /* Translators: the first choice of a card catalogue filter: no filtering */
      gtk_string_list_append (strings, C_("catalogue filter", "All"));
      for (guint v = 0; v < list->len; v++)
        gtk_string_list_append (strings, g_ptr_array_index (list, v));
      dropdown = gtk_drop_down_new (G_LIST_MODEL (strings), NULL);
      for (guint v = 0; chosen != NULL && v < list->len; v++)
        if (g_str_equal (g_ptr_array_index (list, v), chosen))
          gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), v + 1);
      g_object_set_data_full (G_OBJECT (dropdown), "facet", g_strdup (facet), g_free);
      g_signal_connect (dropdown, "notify::selected", G_CALLBACK (on_filter_selected), self);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), dropdown);
      gtk_flow_box_append (GTK_FLOW_BOX (bar), box);
    }
  return bar;
}

static void
render_cards (TtRulesBrowser *self)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  g_clear_pointer (&self->card_tiles, g_ptr_array_unref);
  self->card_tiles = g_ptr_array_new ();
  for (guint i = 0; i < self->document->cards->len; i++)
    {
      GtkWidget *tile = card_tile (self, g_ptr_array_index (self->document->cards, i));

      g_ptr_array_add (self->card_tiles, tile);
      gtk_box_append (GTK_BOX (list), tile);
    }
  self->cards_count = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->cards_count), 0);
  gtk_widget_add_css_class (self->cards_count, "dim-label");
  append (self, card_filters (self));
  append (self, self->cards_count);
  append (self, list);
  apply_card_filters (self);
}

/* ------------------------------------------------------------------ */
/* Scrolling to what the reader asked for                              */
/* ------------------------------------------------------------------ */

static gboolean
scroll_to_target (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  TtRulesBrowser *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
  graphene_point_t point;

  if (self->scroll_target == NULL)
    return G_SOURCE_REMOVE;
  /* Wait until the new page has been laid out. */
  if (gtk_widget_get_height (self->scroll_target) == 0
      || !gtk_widget_compute_point (self->scroll_target, self->page_box, &origin, &point))
    return G_SOURCE_CONTINUE;

  gtk_adjustment_set_value (adjustment, MAX (0, point.y - 24));
  self->scroll_target = NULL;
  return G_SOURCE_REMOVE;
}

/* ------------------------------------------------------------------ */
/* Table of contents and search results                                */
/* ------------------------------------------------------------------ */

static GtkWidget *
toc_row (const char *title,
         const char *id,
         guint       depth)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (label, 12 + 16 * depth);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  if (depth == 0)
    gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_tooltip_text (row, title);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data_full (G_OBJECT (row), "section-id", g_strdup (id), g_free);
  return row;
}

static void
clear_list (GtkWidget *list)
{
  GtkListBoxRow *row;

  /* rows only: the placeholder (the results' empty state) is a child too,
   * and removing it left a search without a match a blank sidebar */
  while ((row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), GTK_WIDGET (row));
}

static void
fill_toc (TtRulesBrowser *self)
{
  clear_list (self->toc_list);
  for (guint i = 0; i < self->document->all_sections->len; i++)
    {
      TtRulesSection *section = g_ptr_array_index (self->document->all_sections, i);

      gtk_list_box_append (GTK_LIST_BOX (self->toc_list),
                           toc_row (section->title, section->id, section->depth));
    }
  if (self->document->glossary->len > 0)
    gtk_list_box_append (GTK_LIST_BOX (self->toc_list), toc_row (_("Glossary"), GLOSSARY_ID, 0));
}

static void
select_toc_row (TtRulesBrowser *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->toc_list);
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "section-id"), self->section_id) == 0)
      {
        gtk_list_box_select_row (GTK_LIST_BOX (self->toc_list), GTK_LIST_BOX_ROW (row));
        return;
      }
}

static GtkWidget *
result_row (TtRulesHit *hit,
            const char *query,
            const char *other_language)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (hit->section ? hit->section->title : hit->term->term);
  GtkWidget *snippet = gtk_label_new (NULL);
  /* Snippets are plain text; the markup converter marks the query and
   * keeps Korean words whole when wrapping. */
  g_autofree char *trimmed = g_strstrip (g_strdup (query));
  g_autofree char *markup = tt_rules_markup_to_pango (hit->snippet, trimmed);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_markup (GTK_LABEL (snippet), markup);
  gtk_label_set_max_width_chars (GTK_LABEL (snippet), 24);
  gtk_label_set_xalign (GTK_LABEL (snippet), 0);
  gtk_label_set_wrap (GTK_LABEL (snippet), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (snippet), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (snippet), 3);
  gtk_label_set_ellipsize (GTK_LABEL (snippet), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (snippet, "dim-label");
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (heading), title);
  if (other_language != NULL)
    {
      /* A hit in the other language says so; language names stay in their own language. */
      GtkWidget *tag = gtk_label_new (g_str_equal (other_language, "ko") ? "한국어" : "English");

      gtk_widget_add_css_class (tag, "caption");
      gtk_widget_add_css_class (tag, "dim-label");
      gtk_box_append (GTK_BOX (heading), tag);
    }
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), snippet);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static const char *
other_language_of (TtRulesBrowser *self)
{
  return g_strcmp0 (self->language, "ko") == 0 ? "en" : "ko";
}

static const char *
hit_target (TtRulesHit *hit)
{
  return hit->section ? hit->section->id : hit->term->id;
}

static gboolean
has_result_for (TtRulesBrowser *self,
                TtRulesHit     *hit)
{
  for (guint i = 0; i < self->results->len; i++)
    {
      TtRulesHit *known = g_ptr_array_index (self->results, i);

      if ((known->section != NULL) == (hit->section != NULL)
          && g_str_equal (hit_target (known), hit_target (hit)))
        return TRUE;
    }
  return FALSE;
}

static void
clear_results (TtRulesBrowser *self)
{
  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->card_hits, g_ptr_array_unref);
  self->n_own_results = 0;
  clear_list (self->results_list);
}

static GtkWidget *
card_result_row (TtRulesBrowser *self,
                 CardHit        *hit,
                 const char     *query)
{
  TtRulesCard *card = tt_rules_document_get_card (self->document, hit->id);
  g_autofree char *plain = tt_rules_markup_to_plain (card->text);
  TtRulesHit row_hit = { .snippet = plain };
  TtRulesTerm term = { .id = card->id, .term = card->name };
  GtkWidget *row;
  GtkWidget *tag;

  row_hit.term = &term;
  row = result_row (&row_hit, query, hit->other_language ? other_language_of (self) : NULL);
  /* Translators: marks a search result that is a card of the catalogue */
  tag = gtk_label_new (C_("search result", "Card"));
  gtk_widget_add_css_class (tag, "caption");
  gtk_widget_add_css_class (tag, "accent");
  gtk_box_append (GTK_BOX (gtk_widget_get_first_child (gtk_widget_get_first_child (row))), tag);
  return row;
}

/* Cards first: a reader typing a card's name wants the card. Cards found
 * only in the other language are shown in the language being read. */
static void
fill_card_results (TtRulesBrowser *self,
                   const char     *query)
{
  g_autoptr(GPtrArray) own = tt_rules_document_search_cards (self->document, query);
  g_autoptr(GPtrArray) other = NULL;

  self->card_hits = g_ptr_array_new_with_free_func ((GDestroyNotify) card_hit_free);
  for (guint i = 0; i < own->len; i++)
    {
      CardHit *hit = g_new0 (CardHit, 1);

      hit->id = g_strdup (((TtRulesCard *) g_ptr_array_index (own, i))->id);
      g_ptr_array_add (self->card_hits, hit);
    }
  if (self->other_document != NULL)
    other = tt_rules_document_search_cards (self->other_document, query);
  for (guint i = 0; other != NULL && i < other->len; i++)
    {
      const char *id = ((TtRulesCard *) g_ptr_array_index (other, i))->id;
      gboolean known = tt_rules_document_get_card (self->document, id) == NULL;
      CardHit *hit;

      for (guint j = 0; !known && j < self->card_hits->len; j++)
        known = g_str_equal (((CardHit *) g_ptr_array_index (self->card_hits, j))->id, id);
      if (known)
        continue;
      hit = g_new0 (CardHit, 1);
      hit->id = g_strdup (id);
      hit->other_language = TRUE;
      g_ptr_array_add (self->card_hits, hit);
    }
  for (guint i = 0; i < self->card_hits->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->results_list),
                         card_result_row (self, g_ptr_array_index (self->card_hits, i), query));
}

static void
fill_results (TtRulesBrowser *self,
              const char     *query)
{
  g_autoptr(GPtrArray) other_hits = NULL;
  const char *other_language = other_language_of (self);

  clear_results (self);
  if (self->other_document == NULL)
    self->other_document = tt_rules_document_load_bundled (self->game, other_language, NULL);
  fill_card_results (self, query);
  self->results = tt_rules_document_search (self->document, query);
  self->n_own_results = self->results->len;
  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->results_list),
                         result_row (g_ptr_array_index (self->results, i), query, NULL));

  /* A word typed in the other language (a Korean reader typing "farmer")
   * still finds its section, shown in the language being read. */
  if (self->other_document == NULL)
    return;
  other_hits = tt_rules_document_search (self->other_document, query);
  for (guint i = 0; i < other_hits->len; i++)
    {
      TtRulesHit *hit = g_ptr_array_index (other_hits, i);

      if (has_result_for (self, hit))
        continue;
      g_ptr_array_add (self->results, g_ptr_array_steal_index (other_hits, i--));
      gtk_list_box_append (GTK_LIST_BOX (self->results_list),
                           result_row (g_ptr_array_index (self->results, self->results->len - 1),
                                       query, other_language));
    }
}

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

static void
render_page (TtRulesBrowser *self)
{
  GtkWidget *child;
  TtRulesSection *section;

  if (self->document == NULL)
    return;
  while ((child = gtk_widget_get_first_child (self->page_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->page_box), child);
  self->scroll_target = NULL;
  g_clear_pointer (&self->card_tiles, g_ptr_array_unref);
  self->cards_count = NULL;

  if (g_strcmp0 (self->section_id, GLOSSARY_ID) == 0)
    render_glossary (self);
  else if ((section = tt_rules_document_get_section (self->document, self->section_id)) != NULL)
    render_section (self, section);

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)), 0);
  if (self->scroll_target != NULL)
    gtk_widget_add_tick_callback (self->scrolled, scroll_to_target, self, NULL);

  gtk_label_set_text (GTK_LABEL (self->title_label), self->document->title);
  select_toc_row (self);
  adw_leaflet_set_visible_child (ADW_LEAFLET (self->leaflet), self->content);
}

static gboolean
navigate (TtRulesBrowser *self,
          const char     *id,
          const char     *highlight)
{
  TtRulesSection *section = NULL;

  if (self->document == NULL)
    return FALSE;
  if (id == NULL)
    id = self->section_id;
  if (g_strcmp0 (id, TT_RULES_CARD_CATALOG_ID) != 0)
    g_clear_pointer (&self->focus_card, g_free);
  if (g_strcmp0 (id, GLOSSARY_ID) != 0)
    {
      section = tt_rules_document_get_section (self->document, id);
      g_clear_pointer (&self->focus_example, g_free);
      if (section == NULL)
        {
          section = tt_rules_document_find_example_section (self->document, id);
          if (section == NULL)
            return FALSE;
          self->focus_example = g_strdup (id);
        }
      id = section->id;
    }

  g_free (self->section_id);
  self->section_id = g_strdup (id);
  g_free (self->highlight);
  self->highlight = highlight && *highlight ? g_strdup (highlight) : NULL;
  render_page (self);
  return TRUE;
}

static gboolean
on_activate_link (GtkLabel       *label,
                  const char     *uri,
                  TtRulesBrowser *self)
{
  if (g_str_has_prefix (uri, "#"))
    {
      g_clear_pointer (&self->focus_term, g_free);
      navigate (self, uri + 1, NULL);
      return TRUE;
    }
  if (g_str_has_prefix (uri, "term:"))
    {
      g_free (self->focus_term);
      self->focus_term = g_strdup (uri + strlen ("term:"));
      navigate (self, GLOSSARY_ID, NULL);
      return TRUE;
    }
  return FALSE;
}

static void
on_toc_row_activated (GtkListBox     *list,
                      GtkListBoxRow  *row,
                      TtRulesBrowser *self)
{
  g_clear_pointer (&self->focus_term, g_free);
  g_clear_pointer (&self->focus_card, g_free);
  navigate (self, g_object_get_data (G_OBJECT (row), "section-id"), NULL);
}

static void
on_result_activated (GtkListBox     *list,
                     GtkListBoxRow  *row,
                     TtRulesBrowser *self)
{
  tt_rules_browser_activate_result (self, gtk_list_box_row_get_index (row));
}

static void
on_search_changed (TtRulesBrowser *self)
{
  tt_rules_browser_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
on_stop_search (TtRulesBrowser *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

/* ------------------------------------------------------------------ */
/* Language and zoom                                                   */
/* ------------------------------------------------------------------ */

static gboolean
load_document (TtRulesBrowser *self,
               const char     *language)
{
  g_autoptr(GError) error = NULL;
  TtRulesDocument *document = tt_rules_document_load_bundled (self->game, language, &error);

  if (document == NULL)
    {
      g_warning ("rules of %s in %s: %s", self->game, language, error->message);
      return FALSE;
    }
  g_clear_pointer (&self->document, tt_rules_document_free);
  self->document = document;
  g_free (self->language);
  self->language = g_strdup (language);
  return TRUE;
}

static void
sync_language_buttons (TtRulesBrowser *self)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->korean_button), g_str_equal (self->language, "ko"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->english_button), g_str_equal (self->language, "en"));
}

static void
on_language_toggled (GtkToggleButton *button,
                     TtRulesBrowser  *self)
{
  if (gtk_toggle_button_get_active (button))
    tt_rules_browser_set_language (self, button == GTK_TOGGLE_BUTTON (self->korean_button) ? "ko" : "en");
}

static void
apply_zoom (TtRulesBrowser *self)
{
  /* Adwaita sizes its title classes in points, so they are scaled here
   * too; everything else inherits the page's size. */
  double z = self->zoom;
  g_autofree char *css = g_strdup_printf ("rules-page { font-size: %dpt; }\n"
                                          "rules-page .title-1 { font-size: %dpt; }\n"
                                          "rules-page .title-2 { font-size: %dpt; }\n"
                                          "rules-page .title-3 { font-size: %dpt; }\n"
                                          "rules-page .title-4 { font-size: %dpt; }\n",
                                          (int) (11 * z + 0.5), (int) (20 * z + 0.5), (int) (15 * z + 0.5),
                                          (int) (15 * z + 0.5), (int) (13 * z + 0.5));
  g_autofree char *percent = g_strdup_printf ("%d%%", (int) (z * 100 + 0.5));

  gtk_css_provider_load_from_data (self->zoom_provider, css, -1);
  gtk_button_set_label (GTK_BUTTON (self->zoom_label), percent);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TtRulesBrowser *self = TT_RULES_BROWSER (widget);

  if (g_str_equal (action_name, "rules.zoom-in"))
    tt_rules_browser_set_zoom (self, self->zoom + ZOOM_STEP);
  else if (g_str_equal (action_name, "rules.zoom-out"))
    tt_rules_browser_set_zoom (self, self->zoom - ZOOM_STEP);
  else
    tt_rules_browser_set_zoom (self, 1.0);
}

static void
show_section_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  navigate (TT_RULES_BROWSER (widget), g_variant_get_string (parameter, NULL), NULL);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TtRulesBrowser *self = TT_RULES_BROWSER (widget);

  adw_leaflet_navigate (ADW_LEAFLET (self->leaflet), ADW_NAVIGATION_DIRECTION_BACK);
  gtk_widget_grab_focus (self->search_entry);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  adw_leaflet_navigate (ADW_LEAFLET (TT_RULES_BROWSER (widget)->leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}

/* "Open in Play": the example view hands over the record as text; the
 * window opens games from files, so it goes through a file in the cache. */
static void
open_in_play_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "tabletop", NULL);
  g_autofree char *path = g_build_filename (dir, "rules-example.tabletop", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  const char *text = g_variant_get_string (parameter, NULL);

  if (!TT_IS_WINDOW (root))
    return;
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !g_file_set_contents (path, text, -1, &error))
    {
      tt_window_add_toast (TT_WINDOW (root), _("Could not open the example"));
      return;
    }
  tt_window_open_file (TT_WINDOW (root), file);
}

/* ------------------------------------------------------------------ */
/* Construction                                                        */
/* ------------------------------------------------------------------ */

static void
tt_rules_browser_dispose (GObject *object)
{
  TtRulesBrowser *self = TT_RULES_BROWSER (object);

  if (self->zoom_provider != NULL)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->zoom_provider));
  g_clear_object (&self->zoom_provider);
  G_OBJECT_CLASS (tt_rules_browser_parent_class)->dispose (object);
}

static void
tt_rules_browser_finalize (GObject *object)
{
  TtRulesBrowser *self = TT_RULES_BROWSER (object);

  g_free (self->game);
  g_free (self->language);
  g_free (self->section_id);
  g_free (self->highlight);
  g_free (self->focus_term);
  g_free (self->focus_example);
  g_free (self->focus_card);
  g_clear_pointer (&self->card_filters, g_hash_table_unref);
  g_clear_pointer (&self->card_hits, g_ptr_array_unref);
  g_clear_pointer (&self->card_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->document, tt_rules_document_free);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->other_document, tt_rules_document_free);
  g_clear_object (&self->rules_root);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (tt_rules_browser_parent_class)->finalize (object);
}

static void
tt_rules_browser_class_init (TtRulesBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_rules_browser_dispose;
  object_class->finalize = tt_rules_browser_finalize;

  gtk_widget_class_install_action (widget_class, "rules.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.show-section", "s", show_section_action);
  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "rules.show-contents", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "rules.open-in-play", "s", open_in_play_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "rules.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "rules.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "rules.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/rules/tt-rules-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, toc_list);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, results_list);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, content);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, back_button);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, title_label);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, korean_button);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, english_button);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, page_box);
  gtk_widget_class_bind_template_child (widget_class, TtRulesBrowser, zoom_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_toc_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_result_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_language_toggled);
}

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "rules-language"))
    return NULL;
  return g_settings_new (APPLICATION_ID);
}

static void
tt_rules_browser_init (TtRulesBrowser *self)
{
  self->zoom = 1.0;
  self->card_filters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->rules_root = tt_rules_bundled_root ();
  self->settings = settings_if_installed ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the page, not the contents, when the leaflet is folded */
  adw_leaflet_set_visible_child (ADW_LEAFLET (self->leaflet), self->content);

  self->zoom_provider = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (self->zoom_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  apply_zoom (self);
}

/* The rules come in Korean and English: Korean for a Korean interface,
 * English for any other. */
static const char *
interface_language (void)
{
  const char * const *names = g_get_language_names ();

  return names[0] != NULL && g_str_has_prefix (names[0], "ko") ? "ko" : "en";
}

/* A word chosen in Preferences, or the interface's language ("" or none). */
static const char *
language_from_setting (const char *saved)
{
  if (g_strcmp0 (saved, "ko") == 0)
    return "ko";
  if (g_strcmp0 (saved, "en") == 0)
    return "en";
  return interface_language ();
}

static const char *
initial_language (TtRulesBrowser *self)
{
  g_autofree char *saved = self->settings ? g_settings_get_string (self->settings, "rules-language") : NULL;

  return language_from_setting (saved);
}

static void
on_language_setting_changed (GSettings      *settings,
                             const char     *key,
                             TtRulesBrowser *self)
{
  g_autofree char *language = g_settings_get_string (settings, key);

  tt_rules_browser_set_language (self, language_from_setting (language));
}

GtkWidget *
tt_rules_browser_new (const char *game)
{
  TtRulesBrowser *self = g_object_new (TT_TYPE_RULES_BROWSER, NULL);
  TtRulesSection *first;

  self->game = g_strdup (game);
  if (!load_document (self, initial_language (self)) && !load_document (self, "en"))
    return GTK_WIDGET (self);

  /* The Preferences window sets the same key; follow it while open. */
  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::rules-language",
                             G_CALLBACK (on_language_setting_changed), self, 0);

  first = g_ptr_array_index (self->document->all_sections, 0);
  self->section_id = g_strdup (first->id);
  fill_toc (self);
  sync_language_buttons (self);
  render_page (self);
  return GTK_WIDGET (self);
}

const char *
tt_rules_browser_get_game (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  return self->game;
}

const char *
tt_rules_browser_get_language (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  return self->language;
}

/* The documents share their section ids, so the reader stays where they
 * were; an open search runs again in the new language. */
void
tt_rules_browser_set_language (TtRulesBrowser *self,
                               const char     *language)
{
  g_return_if_fail (TT_IS_RULES_BROWSER (self));

  if (g_strcmp0 (self->language, language) == 0)
    {
      sync_language_buttons (self);
      return;
    }
  /* Results point into the documents that are about to go. */
  clear_results (self);
  g_clear_pointer (&self->other_document, tt_rules_document_free);
  if (!load_document (self, language))
    {
      sync_language_buttons (self);
      return;
    }
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "rules-language", language);

  sync_language_buttons (self);
  fill_toc (self);
  if (!is_blank (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))))
    on_search_changed (self);
  render_page (self);
}

const char *
tt_rules_browser_get_section (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  return self->section_id;
}

gboolean
tt_rules_browser_show_section (TtRulesBrowser *self,
                               const char     *id)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), FALSE);
  g_clear_pointer (&self->focus_term, g_free);
  g_clear_pointer (&self->focus_card, g_free);
  return self->document != NULL && navigate (self, id, NULL);
}

void
tt_rules_browser_search (TtRulesBrowser *self,
                         const char     *query)
{
  g_return_if_fail (TT_IS_RULES_BROWSER (self));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), query) != 0)
    {
      /* Setting the text emits search-changed later; search right away. */
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
    }
  if (is_blank (query))
    {
      clear_results (self);
      gtk_stack_set_visible_child_name (GTK_STACK (self->sidebar_stack), "toc");
      if (self->highlight != NULL)
        {
          g_clear_pointer (&self->highlight, g_free);
          render_page (self);
        }
      return;
    }
  if (self->document == NULL)
    return;
  fill_results (self, query);
  gtk_stack_set_visible_child_name (GTK_STACK (self->sidebar_stack), "results");
}

static guint
n_card_hits (TtRulesBrowser *self)
{
  return self->card_hits ? self->card_hits->len : 0;
}

guint
tt_rules_browser_get_n_results (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), 0);
  return (self->results ? self->results->len : 0) + n_card_hits (self);
}

gboolean
tt_rules_browser_activate_result (TtRulesBrowser *self,
                                  guint           index)
{
  g_autofree char *query = NULL;
  TtRulesHit *hit;

  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), FALSE);
  if (index < n_card_hits (self))
    return tt_rules_browser_show_card (self, ((CardHit *) g_ptr_array_index (self->card_hits, index))->id);
  index -= n_card_hits (self);
  if (self->results == NULL || index >= self->results->len)
    return FALSE;

  hit = g_ptr_array_index (self->results, index);
  /* Only a hit in the language being read can be marked on the page. */
  if (index < self->n_own_results)
    query = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))));
  g_free (self->focus_term);
  self->focus_term = hit->term ? g_strdup (hit->term->id) : NULL;
  return navigate (self, hit->section ? hit->section->id : GLOSSARY_ID, query);
}

const char *
tt_rules_browser_get_result_section (TtRulesBrowser *self,
                                     guint           index)
{
  TtRulesHit *hit;

  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  if (index < n_card_hits (self))
    return TT_RULES_CARD_CATALOG_ID;
  index -= n_card_hits (self);
  if (self->results == NULL || index >= self->results->len)
    return NULL;
  hit = g_ptr_array_index (self->results, index);
  return hit->section ? hit->section->id : GLOSSARY_ID;
}

const char *
tt_rules_browser_get_result_card (TtRulesBrowser *self,
                                  guint           index)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  if (index >= n_card_hits (self))
    return NULL;
  return ((CardHit *) g_ptr_array_index (self->card_hits, index))->id;
}

gboolean
tt_rules_browser_show_card (TtRulesBrowser *self,
                            const char     *card_id)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), FALSE);
  if (self->document == NULL || tt_rules_document_get_card (self->document, card_id) == NULL
      || tt_rules_document_get_section (self->document, TT_RULES_CARD_CATALOG_ID) == NULL)
    return FALSE;
  g_free (self->focus_card);
  self->focus_card = g_strdup (card_id);
  /* A filter that hides the card would hide what the reader asked for. */
  g_hash_table_remove_all (self->card_filters);
  g_clear_pointer (&self->focus_term, g_free);
  return navigate (self, TT_RULES_CARD_CATALOG_ID, NULL);
}

const char *
tt_rules_browser_get_card (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), NULL);
  return self->focus_card;
}

gboolean
tt_rules_browser_filter_cards (TtRulesBrowser *self,
                               const char     *facet,
                               const char     *value)
{
  gboolean known = FALSE;

  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), FALSE);
  for (guint i = 0; self->card_tiles != NULL && i < self->card_tiles->len && !known; i++)
    {
      const char * const *facets = g_object_get_data (g_ptr_array_index (self->card_tiles, i), "facets");

      for (guint f = 0; facets[f] != NULL && facets[f + 1] != NULL && !known; f += 2)
        known = g_str_equal (facets[f], facet) && (value == NULL || g_str_equal (facets[f + 1], value));
    }
  if (!known)
    return FALSE;
  if (value == NULL)
    g_hash_table_remove (self->card_filters, facet);
  else
    g_hash_table_replace (self->card_filters, g_strdup (facet), g_strdup (value));
  /* The drop-downs show the choice. */
  render_page (self);
  return TRUE;
}

guint
tt_rules_browser_get_n_shown_cards (TtRulesBrowser *self)
{
  guint shown = 0;

  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), 0);
  for (guint i = 0; self->card_tiles != NULL && i < self->card_tiles->len; i++)
    shown += gtk_widget_get_visible (g_ptr_array_index (self->card_tiles, i));
  return shown;
}

double
tt_rules_browser_get_zoom (TtRulesBrowser *self)
{
  g_return_val_if_fail (TT_IS_RULES_BROWSER (self), 1.0);
  return self->zoom;
}

void
tt_rules_browser_set_zoom (TtRulesBrowser *self,
                           double          zoom)
{
  g_return_if_fail (TT_IS_RULES_BROWSER (self));
  self->zoom = CLAMP (zoom, ZOOM_MIN, ZOOM_MAX);
  apply_zoom (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-in", self->zoom < ZOOM_MAX - 0.01);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-out", self->zoom > ZOOM_MIN + 0.01);
}

/* ------------------------------------------------------------------ */
/* The window's Rules view                                             */
/* ------------------------------------------------------------------ */

gboolean
tt_rules_show (GtkWidget  *widget,
               const char *game,
               const char *section_id)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *view;
  GtkWidget *page;

  if (!TT_IS_WINDOW (root))
    return FALSE;
  tt_window_show_view (TT_WINDOW (root), "rules");
  view = tt_window_get_catalog_view (TT_WINDOW (root), "rules");
  if (view == NULL)
    return FALSE;

  page = tt_catalog_view_get_page (TT_CATALOG_VIEW (view));
  if (!TT_IS_RULES_BROWSER (page) || g_strcmp0 (tt_rules_browser_get_game (TT_RULES_BROWSER (page)), game) != 0)
    {
      page = tt_rules_browser_new (game);
      tt_catalog_view_show_page (TT_CATALOG_VIEW (view), page);
    }
  else if (section_id != NULL)
    /* asked for a section ("Why?"): an earlier search's results are stale */
    tt_rules_browser_search (TT_RULES_BROWSER (page), "");
  return section_id == NULL || tt_rules_browser_show_section (TT_RULES_BROWSER (page), section_id);
}

void
tt_rules_set_card_painter (TtGameInfo               *info,
                           const TtRulesCardPainter *painter,
                           gpointer                  user_data)
{
  g_return_if_fail (TT_IS_GAME_INFO (info));
  g_return_if_fail (painter != NULL);
  tt_game_info_set_card_painter (info, painter, user_data);
}

gboolean
tt_rules_show_card (GtkWidget  *widget,
                    const char *game,
                    const char *card_id)
{
  GtkWidget *view;
  GtkWidget *page;

  if (!tt_rules_show (widget, game, NULL))
    return FALSE;
  view = tt_window_get_catalog_view (TT_WINDOW (gtk_widget_get_root (widget)), "rules");
  page = tt_catalog_view_get_page (TT_CATALOG_VIEW (view));
  return TT_IS_RULES_BROWSER (page) && tt_rules_browser_show_card (TT_RULES_BROWSER (page), card_id);
}
