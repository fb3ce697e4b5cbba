/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-tile-names.c — the bundled tile sets' titles and tile names, for
 * translation
 *
 * The files in data/tilesets hold them in English; listing them here puts them
 * in po/. A test checks that every bundled name is listed.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tt-tile-names.h"

static const char * const bundled_names[] = {
  N_("Base game (current edition, with garden copies)"),
  N_("River (12 tiles)"),
  N_("Monastery with road"),
  N_("Monastery"),
  N_("Walled town"),
  N_("City cap with straight road"),
  N_("City cap"),
  N_("City cap with garden"),
  N_("City passage with shield"),
  N_("City passage"),
  N_("Two opposite city caps"),
  N_("Two opposite city caps with garden"),
  N_("Two adjacent city caps"),
  N_("Two adjacent city caps with garden"),
  N_("City cap with road curving east to south"),
  N_("City cap with road curving west to south"),
  N_("City cap with three roads"),
  N_("Corner city with shield"),
  N_("Corner city with shield and garden"),
  N_("Corner city"),
  N_("Corner city and garden"),
  N_("Corner city with road curve and shield"),
  N_("Corner city with road curve"),
  N_("Three-sided city with shield"),
  N_("Three-sided city"),
  N_("Three-sided city and garden"),
  N_("Three-sided city with road and shield"),
  N_("Three-sided city with road"),
  N_("Straight road"),
  N_("Straight road with garden"),
  N_("Road curve"),
  N_("Road curve with garden"),
  N_("Three roads meeting in a village"),
  N_("Crossroads"),
  N_("River spring"),
  N_("River lake"),
  N_("River between two city caps"),
  N_("River with city cap and road"),
  N_("River with monastery and road"),
  N_("River under a road bridge"),
  N_("Straight river"),
  N_("River curve with corner city"),
  N_("River curve with road curve"),
  N_("River curve"),
  N_("River curve with garden"),
};

gboolean
tt_tile_names_is_bundled (const char *text)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled_names); i++)
    if (g_strcmp0 (bundled_names[i], text) == 0)
      return TRUE;
  return FALSE;
}

const char *
tt_tile_names_translate (const char *text)
{
  return text != NULL && tt_tile_names_is_bundled (text) ? _(text) : text;
}
