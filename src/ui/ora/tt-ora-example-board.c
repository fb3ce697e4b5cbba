/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-example-board.c — Ora et Labora's board for rules examples, and
 * its buildings in the rules catalogue */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "common/tt-rules.h"
#include "ora/ora-state.h"
#include "tt-game.h"
#include "tt-game-info.h"
#include "tt-ora-example-board.h"
#include "tt-ora-painter.h"
#include "ui/rules/tt-rules-browser.h"
#include "ui/tt-example-board.h"
#include "ui/tt-translation.h"

#define GAP        0.5    /* between the wheel and the landscapes, in cells */
#define NAME_ROOM  0.6    /* above a landscape, for its owner's name */
#define WHEEL_SIZE 3.0

struct _TtOraExampleBoard
{
  GtkWidget  parent_instance;

  TtGame    *game;
  OraState  *state;     /* a copy of what is shown */
  GStrv      names;     /* one per seat, or NULL */
  GStrv      colors;    /* one per seat, or NULL */
  TtOraMarks marks[ORA_MAX_PLAYERS];
};

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void example_board_iface_init (TtExampleBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TtOraExampleBoard, tt_ora_example_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TT_TYPE_EXAMPLE_BOARD, example_board_iface_init))

static void
clear_marks (TtOraExampleBoard *self)
{
  for (int p = 0; p < ORA_MAX_PLAYERS; p++)
    {
      tt_ora_marks_clear (&self->marks[p]);
      self->marks[p].focus = -1;
    }
}

static void
show_state (TtOraExampleBoard *self,
            const OraState    *state)
{
  g_clear_pointer (&self->state, ora_state_free);
  if (state != NULL)
    self->state = ora_state_copy (state);   /* layers: draws only */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_game (TtOraExampleBoard *self,
          TtGame            *game)
{
  if (!g_set_object (&self->game, game))
    return;
  clear_marks (self);
  show_state (self, game ? tt_game_get_state (game) : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The engine's events are sentences, so what changed is found by
 * comparing with the position one move earlier, replayed from the game's record. */
static OraState *
previous_state (TtOraExampleBoard *self)
{
  guint n_moves = self->game ? tt_game_get_n_moves (self->game) : 0;
  g_autoptr(GError) error = NULL;
  OraState *previous;

  if (n_moves == 0)
    return NULL;
  previous = tt_game_dup_state_at (self->game, n_moves - 1, &error);
  if (previous == NULL)
    g_debug ("ora example: %s", error->message);
  return previous;
}

static void
mark_changes (TtOraExampleBoard *self,
              const OraState    *before)
{
  clear_marks (self);
  for (int p = 0; p < self->state->n_players && p < before->n_players; p++)
    for (int r = 0; r < ORA_ROWS; r++)
      for (int c = 0; c < ORA_COLS; c++)
        {
          const OraCell *now = &self->state->players[p].cells[r][c];
          const OraCell *then = &before->players[p].cells[r][c];

          if (now->terrain != ORA_TERRAIN_NONE
              && (now->card != then->card || now->cover != then->cover
                  || now->occupant != then->occupant || now->terrain != then->terrain))
            tt_ora_marks_add (&self->marks[p], r, c);
        }
}

static void
example_fit (TtExampleBoard *board)
{
  /* Everything is always scaled into the widget. */
  gtk_widget_queue_draw (GTK_WIDGET (board));
}

static void
example_mark_events (TtExampleBoard     *board,
                     gconstpointer       state,
                     gconstpointer       events,
                     const char * const *names,
                     const char * const *colors)
{
  TtOraExampleBoard *self = TT_ORA_EXAMPLE_BOARD (board);
  OraState *before = NULL;

  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  g_strfreev (self->colors);
  self->colors = g_strdupv ((char **) colors);
  show_state (self, state);
  clear_marks (self);
  if (self->state != NULL && events != NULL && (before = previous_state (self)) != NULL)
    {
      mark_changes (self, before);
      ora_state_free (before);
    }
}

static char *
example_describe_seat (TtExampleBoard *board,
                       gconstpointer   state,
                       guint           player,
                       const char     *language)
{
  const OraState *ora = state;
  int built = 0;

  if (ora == NULL || (int) player >= ora->n_players)
    return NULL;
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (ora->players[player].cells[r][c].card >= 0)
        built++;
  /* Translators: what an Ora et Labora player has, after the points in a rules example */
  return g_strdup_printf (tt_translation_nget (language, "%d building", "%d buildings", built), built);
}

static void
example_board_iface_init (TtExampleBoardInterface *iface)
{
  iface->fit = example_fit;
  iface->mark_events = example_mark_events;
  iface->describe_seat = example_describe_seat;
}

/* ------------------------------------------------------------------ */
/* Drawing                                                             */
/* ------------------------------------------------------------------ */

static void
landscape_size (const OraState *state,
                int             player,
                double         *width,
                double         *height)
{
  int row0, col0, row1, col1;

  tt_ora_landscape_extent (state, player, &row0, &col0, &row1, &col1);
  *width = col1 - col0 + 1;
  *height = row1 - row0 + 1;
}

/* The owner's colour and name above a landscape, in pixels (text drawn
 * at a fraction of a pixel per unit would come out blurred or not at all). */
static void
paint_name (cairo_t    *cr,
            const char *name,
            const char *color_id,
            double      x,
            double      y,
            double      size,
            gboolean    dark)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans Bold");
  GdkRGBA color;
  int w, h;

  tt_ora_player_color (color_id, &color);
  cairo_arc (cr, x + size * 0.4, y + size * 0.5, size * 0.3, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill (cr);
  pango_font_description_set_absolute_size (font, MAX (size * 0.6, 8) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, name, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x + size, y + (size - h) / 2);
  cairo_set_source_rgb (cr, dark ? 0.92 : 0.15, dark ? 0.92 : 0.15, dark ? 0.92 : 0.15);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* The landscapes go in rows of `per_row` beside the wheel; returns the
 * size of the whole in cells. */
static void
layout_size (const OraState *state,
             int             per_row,
             double         *total_w,
             double         *total_h)
{
  double row_w = 0, row_h = 0;

  *total_w = 0;
  *total_h = 0;
  for (int p = 0; p < state->n_players; p++)
    {
      double w, h;

      landscape_size (state, p, &w, &h);
      row_w += w + GAP;
      row_h = MAX (row_h, h + NAME_ROOM);
      if ((p + 1) % per_row == 0 || p + 1 == state->n_players)
        {
          *total_w = MAX (*total_w, row_w);
          *total_h += row_h + (p + 1 < state->n_players ? GAP : 0);
          row_w = row_h = 0;
        }
    }
  *total_w += WHEEL_SIZE;
  *total_h = MAX (*total_h, WHEEL_SIZE);
}

/* As many landscapes per row as make them largest in the widget. */
static int
best_per_row (const OraState *state,
              double          width,
              double          height,
              double         *unit)
{
  int best = 1;

  *unit = 0;
  for (int per_row = 1; per_row <= state->n_players; per_row++)
    {
      double total_w, total_h, u;

      layout_size (state, per_row, &total_w, &total_h);
      u = MIN (width / total_w, height / total_h);
      if (u > *unit)
        {
          *unit = u;
          best = per_row;
        }
    }
  return best;
}

static void
tt_ora_example_board_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  TtOraExampleBoard *self = TT_ORA_EXAMPLE_BOARD (widget);
  double width = gtk_widget_get_width (widget) - 8, height = gtk_widget_get_height (widget) - 8;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  TtOraPaintFlags flags = dark ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE;
  double total_w, total_h, unit, ox, oy, x, y, row_h = 0;
  int per_row;
  cairo_t *cr;

  if (self->state == NULL || width < 10 || height < 10)
    return;
  per_row = best_per_row (self->state, width, height, &unit);
  layout_size (self->state, per_row, &total_w, &total_h);
  ox = 4 + (width - total_w * unit) / 2;
  oy = 4 + (height - total_h * unit) / 2;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width + 8, height + 8));

  cairo_save (cr);
  cairo_translate (cr, ox + WHEEL_SIZE / 2 * unit, oy + total_h / 2 * unit);
  cairo_scale (cr, WHEEL_SIZE / 2 * unit, WHEEL_SIZE / 2 * unit);
  tt_ora_paint_wheel (cr, self->state, flags);
  cairo_restore (cr);

  x = WHEEL_SIZE + GAP;
  y = 0;
  for (int p = 0; p < self->state->n_players; p++)
    {
      double w, h;

      landscape_size (self->state, p, &w, &h);
      if (self->names != NULL && (guint) p < g_strv_length (self->names))
        paint_name (cr, self->names[p], tt_ora_seat_color ((const char * const *) self->colors, p), ox + x * unit, oy + y * unit, NAME_ROOM * unit, dark);
      cairo_save (cr);
      cairo_translate (cr, ox + x * unit, oy + (y + NAME_ROOM) * unit);
      cairo_scale (cr, unit, unit);
      tt_ora_paint_landscape (cr, self->state, p, (const char * const *) self->colors,
                              &self->marks[p], flags);
      cairo_restore (cr);
      x += w + GAP;
      row_h = MAX (row_h, h + NAME_ROOM);
      if ((p + 1) % per_row == 0)
        {
          x = WHEEL_SIZE + GAP;
          y += row_h + GAP;
          row_h = 0;
        }
    }
  cairo_destroy (cr);
}

static void
tt_ora_example_board_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  /* small enough for a 360 px window; the drawing scales to what it gets */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 720 : 320;
}

static void
tt_ora_example_board_dispose (GObject *object)
{
  TtOraExampleBoard *self = TT_ORA_EXAMPLE_BOARD (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->state, ora_state_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->colors, g_strfreev);
  G_OBJECT_CLASS (tt_ora_example_board_parent_class)->dispose (object);
}

static void
tt_ora_example_board_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TtOraExampleBoard *self = TT_ORA_EXAMPLE_BOARD (object);

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
tt_ora_example_board_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TtOraExampleBoard *self = TT_ORA_EXAMPLE_BOARD (object);

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
tt_ora_example_board_class_init (TtOraExampleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tt_ora_example_board_dispose;
  object_class->get_property = tt_ora_example_board_get_property;
  object_class->set_property = tt_ora_example_board_set_property;
  widget_class->snapshot = tt_ora_example_board_snapshot;
  widget_class->measure = tt_ora_example_board_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "ora-example-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tt_ora_example_board_init (TtOraExampleBoard *self)
{
  clear_marks (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Production wheel and landscapes of the example"), -1);
}

GtkWidget *
tt_ora_example_board_new (void)
{
  return g_object_new (TT_TYPE_ORA_EXAMPLE_BOARD, NULL);
}

gconstpointer
tt_ora_example_board_get_state (TtOraExampleBoard *self)
{
  g_return_val_if_fail (TT_IS_ORA_EXAMPLE_BOARD (self), NULL);
  return self->state;
}

guint
tt_ora_example_board_get_n_marked (TtOraExampleBoard *self)
{
  guint n = 0;

  g_return_val_if_fail (TT_IS_ORA_EXAMPLE_BOARD (self), 0);
  for (int p = 0; p < ORA_MAX_PLAYERS; p++)
    n += tt_ora_marks_count (&self->marks[p]);
  return n;
}

/* ------------------------------------------------------------------ */
/* Buildings of the catalogue                                          */
/* ------------------------------------------------------------------ */

static const OraCard *
card_of (const TtRulesCard *card)
{
  static OraCardSet *set;
  int index;

  /* The bundled set, loaded once and kept for the program's life. */
  if (set == NULL)
    set = ora_cardset_default ();
  index = set ? ora_cardset_find (set, card->id) : -1;
  return index >= 0 ? &set->cards[index] : NULL;
}

static void
paint_card (cairo_t           *cr,
            const TtRulesCard *card,
            double             width,
            double             height,
            gboolean           dark,
            gpointer           user_data)
{
  const OraCard *ora = card_of (card);
  OraCard shown;

  if (ora == NULL)
    return;
  /* The painter names a card in the interface language; the catalogue's
   * card carries the name of the document being read. */
  shown = *ora;
  shown.name_en = shown.name_ko = card->name;
  tt_ora_paint_card (cr, &shown, 0, 0, width, height, dark ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE);
}

static const char *
phase_label (const OraCard *card)
{
  switch (card->phase)
    {
    case ORA_PHASE_HEARTLAND: return C_("ora phase", "Heartland");
    case ORA_PHASE_START: return C_("ora phase", "Start");
    case ORA_PHASE_A: return "A";
    case ORA_PHASE_B: return "B";
    case ORA_PHASE_C: return "C";
    case ORA_PHASE_D:
    default: return "D";
    }
}

/* Kind, phase, variant and player count, for the catalogue's filters;
 * a card of both variants, or of several player counts, has each value. */
static GStrv
card_facets (const TtRulesCard *card,
             gpointer           user_data)
{
  const OraCard *ora = card_of (card);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *kind = C_("catalogue filter", "Kind");
  const char *phase = C_("catalogue filter", "Phase");
  const char *variant = C_("catalogue filter", "Variant");
  const char *players = C_("catalogue filter", "Players");

  if (ora == NULL)
    return g_strv_builder_end (builder);
  g_strv_builder_add_many (builder, kind,
                           ora->settlement ? _("Settlement") : ora->cloister ? _("Cloister building")
                                                                             : _("Building"),
                           phase, phase_label (ora), NULL);
  if (ora->variant != ORA_VARIANT_IRELAND)
    g_strv_builder_add_many (builder, variant, _("France"), NULL);
  if (ora->variant != ORA_VARIANT_FRANCE)
    g_strv_builder_add_many (builder, variant, _("Ireland"), NULL);
  for (int n = 1; n <= ORA_MAX_PLAYERS; n++)
    if (ora->players_mask & (1u << n))
      {
        g_autofree char *count = g_strdup_printf ("%d", n);

        g_strv_builder_add_many (builder, players, count, NULL);
      }
  return g_strv_builder_end (builder);
}

static const TtRulesCardPainter card_painter = {
  .aspect = 1.4,
  .paint = paint_card,
  .facets = card_facets,
};

void
tt_ora_rules_ui_register (void)
{
  TtGameInfo *info = tt_game_info_lookup ("ora");

  g_return_if_fail (info != NULL);
  tt_game_info_set_board_type (info, TT_TYPE_ORA_EXAMPLE_BOARD);
  tt_rules_set_card_painter (info, &card_painter, NULL);
}
