/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-example-board.c — Catan's board for rules examples, and Catan's
 * cards in the rules catalogue */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "catan/catan-state.h"
#include "tt-catan-board.h"
#include "tt-catan-example-board.h"
#include "tt-paint.h"
#include "tt-game.h"
#include "tt-game-info.h"
#include "ui/rules/tt-rules-browser.h"
#include "ui/tt-example-board.h"
#include "ui/tt-translation.h"
#include "ui/tt-player-color.h"
#include "tt-player.h"

struct _TtCatanExampleBoard
{
  GtkWidget  parent_instance;

  TtGame    *game;
  GtkWidget *board;   /* TtCatanBoard */
};

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void example_board_iface_init (TtExampleBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtCatanExampleBoard, tt_catan_example_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_EXAMPLE_BOARD, example_board_iface_init))

/* The seats' colours as the record names them; grey for an unknown id. */
static void
seat_colors (const char * const *ids,
             TtGame             *game,
             guint               n_players,
             GdkRGBA            *colors)
{
  guint n_ids = ids ? g_strv_length ((char **) ids) : 0;

  for (guint p = 0; p < n_players && p < CATAN_MAX_PLAYERS; p++)
    {
      const char *id = NULL;

      if (p < n_ids)
        id = ids[p];
      else if (game != NULL && p < tt_game_get_n_players (game))
        id = tt_player_get_color (tt_game_get_player (game, p));
      tt_player_color_get_rgba (id, &colors[p]);
    }
}

static void
show_state (TtCatanExampleBoard *self,
            const CatanState    *state,
            const char * const  *color_ids)
{
  GdkRGBA colors[CATAN_MAX_PLAYERS] = { 0 };

  if (state != NULL)
    seat_colors (color_ids, self->game, state->options.n_players, colors);
  tt_catan_board_set_state (TT_CATAN_BOARD (self->board), state, colors);
}

static void
set_game (TtCatanExampleBoard *self,
          TtGame              *game)
{
  if (!g_set_object (&self->game, game))
    return;
  show_state (self, game ? tt_game_get_state (game) : NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* What a step changed on the board: where it built, where the robber went. */
static void
marks_from_events (const GArray *events,
                   TtCatanMarks *marks)
{
  tt_catan_marks_clear (marks);
  marks->focus_kind = -1;
  marks->focus_index = -1;
  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const CatanEvent *event = &g_array_index (events, CatanEvent, i);

      switch (event->type)
        {
        case CATAN_EVENT_BUILT:
          tt_catan_marks_add (marks, event->a == CATAN_ACTION_ROAD ? TT_CATAN_PLACE_EDGE
                                                                   : TT_CATAN_PLACE_CORNER, event->b);
          break;
        case CATAN_EVENT_ROBBER_MOVED:
          tt_catan_marks_add (marks, TT_CATAN_PLACE_HEX, event->a);
          break;
        case CATAN_EVENT_PILLAGED:
          tt_catan_marks_add (marks, TT_CATAN_PLACE_CORNER, event->a);
          break;
        case CATAN_EVENT_METROPOLIS:
          tt_catan_marks_add (marks, TT_CATAN_PLACE_CORNER, event->b);
          break;
        default:
          break;
        }
    }
}

static void
example_fit (TtExampleBoard *board)
{
  /* The Catan board always scales the whole island to its size. */
  gtk_widget_queue_draw (TT_CATAN_EXAMPLE_BOARD (board)->board);
}

static void
example_mark_events (TtExampleBoard     *board,
                     gconstpointer       state,
                     gconstpointer       events,
                     const char * const *names,
                     const char * const *colors)
{
  TtCatanExampleBoard *self = TT_CATAN_EXAMPLE_BOARD (board);
  TtCatanMarks marks;

  show_state (self, state, colors);
  marks_from_events (events, &marks);
  tt_catan_board_set_marks (TT_CATAN_BOARD (self->board), &marks);
}

typedef struct
{
  const char *group;   /* the document's card group */
  const char *label;   /* msgid */
  double      r, g, b;
} CatanDeck;

static const CatanDeck decks[] = {
  { "development", NC_("catan deck", "Development"), 0.55, 0.36, 0.20 },
  { "science",     NC_("catan deck", "Science"),     0.20, 0.56, 0.28 },
  { "trade",       NC_("catan deck", "Trade"),       0.88, 0.70, 0.12 },
  { "politics",    NC_("catan deck", "Politics"),    0.18, 0.38, 0.72 },
};

static char *
example_describe_seat (TtExampleBoard *board,
                       gconstpointer   state,
                       guint           player,
                       const char     *language)
{
  const CatanState *catan = state;
  GString *text;
  int cards;

  if (catan == NULL || player >= catan->options.n_players)
    return NULL;
  cards = catan_state_hand_size (catan, player);
  text = g_string_new (NULL);
  /* Translators: what a Catan player holds, after the points in a rules example */
  g_string_printf (text, tt_translation_nget (language, "%d card in hand", "%d cards in hand", cards), cards);
  /* Cities & Knights: the city improvements reached, by the tracks' deck names. */
  for (guint track = 0; catan->options.cities_and_knights && track < 3; track++)
    if (catan->players[player].improvements[track] > 0)
      {
        /* a message with a context is stored as "CONTEXT\004MSGID" */
        g_autofree char *key = g_strconcat ("catan deck\004", decks[track + 1].label, NULL);
        const char *deck = tt_translation_get (language, key);

        g_string_append_printf (text, " · %s %u", deck == key ? decks[track + 1].label : deck,
                                catan->players[player].improvements[track]);
      }
  return g_string_free (text, FALSE);
}

static void
example_board_iface_init (TtExampleBoardInterface *iface)
{
  iface->fit = example_fit;
  iface->mark_events = example_mark_events;
  iface->describe_seat = example_describe_seat;
}

static void
tt_catan_example_board_dispose (GObject *object)
{
  TtCatanExampleBoard *self = TT_CATAN_EXAMPLE_BOARD (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_catan_example_board_parent_class)->dispose (object);
}

static void
tt_catan_example_board_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TtCatanExampleBoard *self = TT_CATAN_EXAMPLE_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_catan_example_board_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TtCatanExampleBoard *self = TT_CATAN_EXAMPLE_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tt_catan_example_board_class_init (TtCatanExampleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_catan_example_board_dispose;
  object_class->get_property = tt_catan_example_board_get_property;
  object_class->set_property = tt_catan_example_board_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "catan-example-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_catan_example_board_init (TtCatanExampleBoard *self)
{
  self->board = tt_catan_board_new ();
  gtk_widget_set_parent (self->board, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Catan board of the example"), -1);
}

GtkWidget *
tt_catan_example_board_new (void)
{
  return g_object_new (TT_TYPE_CATAN_EXAMPLE_BOARD, NULL);
}

GtkWidget *
tt_catan_example_board_get_board (TtCatanExampleBoard *self)
{
  g_return_val_if_fail (TT_IS_CATAN_EXAMPLE_BOARD (self), NULL);
  return self->board;
}

/* ------------------------------------------------------------------ */
/* Cards of the catalogue                                              */
/* ------------------------------------------------------------------ */

static const CatanDeck *
deck_of (const TtRulesCard *card)
{
  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    if (g_strcmp0 (card->group, decks[i].group) == 0)
      return &decks[i];
  return &decks[0];
}

static void
centered_text (cairo_t    *cr,
               const char *text,
               double      x,
               double      y,
               double      width,
               double      size,
               gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* The deck's sign: a hexagon of land for development cards; for the
 * progress decks the commodity their track is paid in, on a disc (paper
 * for science, a bolt of cloth for trade, a coin for politics). */
static void
paint_emblem (cairo_t         *cr,
              const CatanDeck *deck,
              double           cx,
              double           cy,
              double           radius)
{
  cairo_save (cr);
  cairo_set_source_rgba (cr, deck->r, deck->g, deck->b, 0.85);
  if (g_str_equal (deck->group, "development"))
    {
      for (int i = 0; i < 6; i++)
        {
          double angle = G_PI / 3 * i + G_PI / 6;

          cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
        }
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_restore (cr);
      return;
    }
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, radius * 0.09);
  if (g_str_equal (deck->group, "science"))
    {
      /* a sheet of paper with lines of writing */
      cairo_rectangle (cr, cx - radius * 0.42, cy - radius * 0.55, radius * 0.84, radius * 1.1);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, deck->r, deck->g, deck->b);
      for (int i = 0; i < 4; i++)
        {
          cairo_move_to (cr, cx - radius * 0.28, cy - radius * 0.32 + i * radius * 0.22);
          cairo_line_to (cr, cx + radius * 0.28, cy - radius * 0.32 + i * radius * 0.22);
        }
      cairo_stroke (cr);
    }
  else if (g_str_equal (deck->group, "trade"))
    {
      /* a bolt of cloth: a roll and its loose end */
      cairo_rectangle (cr, cx - radius * 0.55, cy - radius * 0.35, radius * 1.1, radius * 0.45);
      cairo_fill (cr);
      cairo_move_to (cr, cx - radius * 0.55, cy + radius * 0.1);
      cairo_curve_to (cr, cx - radius * 0.2, cy + radius * 0.6, cx + radius * 0.2, cy + radius * 0.2,
                      cx + radius * 0.55, cy + radius * 0.55);
      cairo_stroke (cr);
    }
  else
    {
      /* a coin with its rim */
      cairo_arc (cr, cx, cy, radius * 0.55, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, radius * 0.3, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A card of its deck's colour: the deck's name on a band, the card's name,
 * the deck's emblem (a hexagon for development, a disc for the tracks)
 * and how many copies the game holds. */
static void
paint_card (cairo_t           *cr,
            const TtRulesCard *card,
            double             width,
            double             height,
            gboolean           dark,
            gpointer           user_data)
{
  const CatanDeck *deck = deck_of (card);
  double band = height * 0.16;
  double cx = width / 2, cy = height * 0.52, radius = width * 0.2;

  tt_paint_rounded_rect (cr, 1, 1, width - 2, height - 2, width * 0.07);
  cairo_set_source_rgb (cr, dark ? 0.20 : 0.98, dark ? 0.20 : 0.96, dark ? 0.19 : 0.90);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, deck->r, deck->g, deck->b);
  cairo_set_line_width (cr, width * 0.04);
  cairo_stroke (cr);

  cairo_rectangle (cr, width * 0.04, width * 0.04, width * 0.92, band);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  centered_text (cr, g_dpgettext2 (GETTEXT_PACKAGE, "catan deck", deck->label),
                 width * 0.06, width * 0.04 + band / 2, width * 0.88, band * 0.45, TRUE);

  paint_emblem (cr, deck, cx, cy - height * 0.08, radius);

  cairo_set_source_rgb (cr, dark ? 0.92 : 0.12, dark ? 0.92 : 0.12, dark ? 0.90 : 0.10);
  centered_text (cr, card->name, width * 0.06, height * 0.72, width * 0.88, height * 0.075, TRUE);
  if (card->copies > 0)
    {
      /* Translators: how many copies of a card the game holds, on the card's picture */
      g_autofree char *copies = g_strdup_printf (_("× %u"), card->copies);

      centered_text (cr, copies, width * 0.06, height * 0.88, width * 0.88, height * 0.065, FALSE);
    }
}

/* Deck and game, for the catalogue's filters. */
static GStrv
card_facets (const TtRulesCard *card,
             gpointer           user_data)
{
  const CatanDeck *deck = deck_of (card);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv facets;

  g_strv_builder_add (builder, C_("catalogue filter", "Deck"));
  g_strv_builder_add (builder, g_dpgettext2 (GETTEXT_PACKAGE, "catan deck", deck->label));
  g_strv_builder_add (builder, C_("catalogue filter", "Game"));
  g_strv_builder_add (builder, g_str_equal (deck->group, "development") ? _("Base game") : _("Cities & Knights"));
  facets = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return facets;
}

static const TtRulesCardPainter card_painter = {
  .aspect = 1.45,
  .paint = paint_card,
  .facets = card_facets,
};

void
tt_catan_rules_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("catan");

  g_return_if_fail (info != NULL);
  tt_game_info_set_board_type (info, TT_TYPE_CATAN_EXAMPLE_BOARD);
  tt_rules_set_card_painter (info, &card_painter, NULL);
}
