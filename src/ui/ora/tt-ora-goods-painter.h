/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-goods-painter.h — the goods of Ora et Labora as small pictures
 *
 * Every good has its own pictogram (a sheaf for grain, a bale for straw, a
 * jug for ceramic …) drawn in vector on a tile tinted in the good's
 * colour, so goods read at 24 px without letters in any language. The
 * goods tray, the wheel's tokens, the building cards and the rules
 * browser's pictures all draw goods through tt_ora_paint_good().
 */
#pragma once

#include <gtk/gtk.h>

#include "ora/ora-goods.h"

G_BEGIN_DECLS

/* A good's tile colour (pale, so its picture stands out on it). */
void      tt_ora_good_color          (OraGood   good,
                                      GdkRGBA  *color);
/* Whether `good` has a pictogram of its own (every good of the engine does). */
gboolean  tt_ora_good_has_picture    (OraGood   good);
/* The good's picture alone, filling a `size` square centred on (x, y). */
void      tt_ora_paint_good_picture  (cairo_t  *cr,
                                      OraGood   good,
                                      double    x,
                                      double    y,
                                      double    size);
/* One goods tile, `size` wide, centred on (x, y), with `count` on it when
 * > 0 (0 for a good standing alone: on a card, on the wheel). */
void      tt_ora_paint_good          (cairo_t  *cr,
                                      OraGood   good,
                                      double    x,
                                      double    y,
                                      double    size,
                                      int       count);
/* The picture of an abstract amount a settlement costs: ORA_PAY_FOOD (a
 * steaming bowl) or ORA_PAY_ENERGY (a flame), in a `size` square. */
void      tt_ora_paint_amount_icon   (cairo_t  *cr,
                                      int       key,
                                      double    x,
                                      double    y,
                                      double    size);

G_END_DECLS
