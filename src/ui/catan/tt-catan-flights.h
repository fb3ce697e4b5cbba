/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-flights.h — production cards flying from the hexes to the plates
 *
 * A transparent layer over the play view: each card flies from where it
 * was produced to where its player's cards are shown, the cards one
 * after another, easing out. The view says where each card starts and
 * lands (in this widget's coordinates) and whether animations are on.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TT_TYPE_CATAN_FLIGHTS (tt_catan_flights_get_type ())

G_DECLARE_FINAL_TYPE (TtCatanFlights, tt_catan_flights, TT, CATAN_FLIGHTS, GtkDrawingArea)

GtkWidget *tt_catan_flights_new   (void);

/* Adds a card (a CatanCard) on its way from `from` to `to`. */
void       tt_catan_flights_add   (TtCatanFlights         *self,
                                   const graphene_point_t *from,
                                   const graphene_point_t *to,
                                   int                     card);
/* Sets the cards added off, unless none were or they already fly (the
 * new ones then join the flight). */
void       tt_catan_flights_start (TtCatanFlights         *self);
/* How many cards fly now. */
guint      tt_catan_flights_get_n (TtCatanFlights         *self);

G_END_DECLS
