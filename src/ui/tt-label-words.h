/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-label-words.h — wrap a label between words only
 *
 * Unicode lets a line break between any two Hangul syllables, so a
 * wrapping Korean label splits words ("배치했습니/다"). Marking each run
 * of non-space characters unbreakable (Pango's allow_breaks) keeps words
 * whole in every language; a word wider than the label still overflows
 * rather than breaking.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Call after setting the text or markup (again after each change). */
void tt_label_keep_words (GtkLabel *label);

G_END_DECLS
