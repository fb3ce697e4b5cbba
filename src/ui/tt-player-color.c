/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-player-color.c — how the seat colour ids of every game look */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tt-player-color.h"

static const struct {
  const char *id;
  const char *spec;
  const char *name;
} colors[] = {
  { "red", "#e01b24", N_("Red") },
  { "blue", "#2a7de1", N_("Blue") },
  { "green", "#2ec27e", N_("Green") },
  { "yellow", "#f6d32d", N_("Yellow") },
  { "black", "#3d3846", N_("Black") },
  { "white", "#f6f5f4", N_("White") },
  { "orange", "#ff7800", N_("Orange") },
};

gboolean
tt_player_color_get_rgba (const char *color,
                          GdkRGBA    *rgba)
{
  g_return_val_if_fail (rgba != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    if (g_strcmp0 (colors[i].id, color) == 0)
      return gdk_rgba_parse (rgba, colors[i].spec);
  gdk_rgba_parse (rgba, "#9a9996");
  return FALSE;
}

const char *
tt_player_color_get_name (const char *color)
{
  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    if (g_strcmp0 (colors[i].id, color) == 0)
      return _(colors[i].name);
  return color;
}

static double
luminance (const GdkRGBA *rgba)
{
  return 0.2126 * rgba->red + 0.7152 * rgba->green + 0.0722 * rgba->blue;
}

/* Half way to white (or black): a black dot on a dark background, or a
 * white one on a light background, would be all but invisible. */
static void
contrast_with_background (GdkRGBA *rgba)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double target = dark ? 1.0 : 0.0;

  if ((dark && luminance (rgba) < 0.3) || (!dark && luminance (rgba) > 0.85))
    {
      rgba->red = (rgba->red + target) / 2;
      rgba->green = (rgba->green + target) / 2;
      rgba->blue = (rgba->blue + target) / 2;
    }
}

/* A remembered default name ("Red", saved while the app spoke English)
 * reads in today's language; a name someone typed stays as typed. */
const char *
tt_player_color_localize_name (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    if (g_strcmp0 (name, colors[i].name) == 0 || g_strcmp0 (name, _(colors[i].name)) == 0)
      return _(colors[i].name);
  return name;
}

char *
tt_player_color_dot_markup (const char *color)
{
  GdkRGBA rgba;

  tt_player_color_get_rgba (color, &rgba);
  contrast_with_background (&rgba);
  return g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">●</span>",
                          (int) (rgba.red * 255), (int) (rgba.green * 255), (int) (rgba.blue * 255));
}
