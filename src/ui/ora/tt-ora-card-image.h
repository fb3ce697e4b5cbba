/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-image.h — one building card drawn from its data, with its
 * cost and the terrain it needs in words (tooltip and accessible text) */
#pragma once

#include <gtk/gtk.h>

#include "tt-ora-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_CARD_IMAGE (tt_ora_card_image_get_type ())
G_DECLARE_FINAL_TYPE (TtOraCardImage, tt_ora_card_image, TT, ORA_CARD_IMAGE, GtkWidget)

/* `card` belongs to a card set that outlives the widget. */
GtkWidget *tt_ora_card_image_new      (const OraCard *card);
/* "Cost: 2 wood, 1 clay. Terrain: plains, hillside." */
char      *tt_ora_card_describe_cost  (const OraCard *card);

/* A caption under a card on offer: "2 wood, 1 clay · plains, hillside". */
char      *tt_ora_card_describe_short (const OraCard *card);

G_END_DECLS
