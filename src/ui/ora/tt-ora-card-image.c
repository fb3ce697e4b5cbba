/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-image.c — a building card widget */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "tt-ora-card-image.h"

struct _TtOraCardImage
{
  GtkWidget      parent_instance;
  const OraCard *card;
};

G_DEFINE_FINAL_TYPE (TtOraCardImage, tt_ora_card_image, GTK_TYPE_WIDGET)

static void
tt_ora_card_image_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TtOraCardImage *self = TT_ORA_CARD_IMAGE (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  tt_ora_paint_card (cr, self->card, 1, 1, w - 2, h - 2,
                     adw_style_manager_get_dark (adw_style_manager_get_default ())
                       ? TT_ORA_PAINT_DARK : TT_ORA_PAINT_NONE);
  cairo_destroy (cr);
}

static void
tt_ora_card_image_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = *natural = 92;
}

static void
tt_ora_card_image_class_init (TtOraCardImageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = tt_ora_card_image_snapshot;
  widget_class->measure = tt_ora_card_image_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ora-card");
}

static void
tt_ora_card_image_init (TtOraCardImage *self)
{
}

static const char *
terrain_label (OraTerrain terrain)
{
  switch (terrain)
    {
    case ORA_TERRAIN_WATER: return _("water");
    case ORA_TERRAIN_COAST: return _("coast");
    case ORA_TERRAIN_PLAINS: return _("plains");
    case ORA_TERRAIN_HILLSIDE: return _("hillside");
    case ORA_TERRAIN_MOUNTAIN:
    case ORA_TERRAIN_MOUNTAIN_LOWER: return _("mountain");
    case ORA_TERRAIN_NONE:
    case ORA_N_TERRAINS:
    default: return "";
    }
}

/* The cost in words ("2 wood, 1 clay"), "" when free. */
static char *
cost_text (const OraCard *card)
{
  GString *cost = g_string_new (NULL);

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (card->cost.n[g] > 0)
      {
        g_autofree char *amount = tt_ora_good_amount (card->cost.n[g], g);

        g_string_append_printf (cost, "%s%s", cost->len ? ", " : "", amount);
      }
  if (card->cost.n[ORA_PAY_COINS] > 0)
    {
      g_string_append (cost, cost->len ? ", " : "");
      g_string_append_printf (cost, ngettext ("%d coin", "%d coins", card->cost.n[ORA_PAY_COINS]),
                              card->cost.n[ORA_PAY_COINS]);
    }
  if (card->cost.n[ORA_PAY_FOOD] > 0)
    {
      g_string_append (cost, cost->len ? ", " : "");
      g_string_append_printf (cost, _("%g food"), card->cost.n[ORA_PAY_FOOD] / 2.0);
    }
  if (card->cost.n[ORA_PAY_ENERGY] > 0)
    {
      g_string_append (cost, cost->len ? ", " : "");
      g_string_append_printf (cost, _("%g energy"), card->cost.n[ORA_PAY_ENERGY] / 2.0);
    }
  return g_string_free (cost, FALSE);
}

/* The terrains it may stand on ("plains, hillside"), "" for any. */
static char *
terrain_text (const OraCard *card)
{
  GString *terrain = g_string_new (NULL);

  for (int t = ORA_TERRAIN_WATER; t <= ORA_TERRAIN_MOUNTAIN; t++)
    if (card->terrain_mask & (1u << t))
      g_string_append_printf (terrain, "%s%s", terrain->len ? ", " : "", terrain_label (t));
  return g_string_free (terrain, FALSE);
}

char *
tt_ora_card_describe_cost (const OraCard *card)
{
  g_autofree char *c = cost_text (card);
  g_autofree char *t = terrain_text (card);

  return g_strdup_printf (_("%s. Cost: %s. Terrain: %s."), tt_ora_card_label (card),
                          *c ? c : _("nothing"), *t ? t : _("any"));
}

char *
tt_ora_card_describe_short (const OraCard *card)
{
  g_autofree char *c = cost_text (card);
  g_autofree char *t = terrain_text (card);

  /* a card's caption: cost · terrain */
  return g_strdup_printf (_("%s · %s"), *c ? c : _("free"), *t ? t : _("any"));
}

GtkWidget *
tt_ora_card_image_new (const OraCard *card)
{
  TtOraCardImage *self = g_object_new (TT_TYPE_ORA_CARD_IMAGE, NULL);
  g_autofree char *text = tt_ora_card_describe_cost (card);

  self->card = card;
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return GTK_WIDGET (self);
}
