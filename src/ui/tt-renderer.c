/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-renderer.c — the Cairo renderer when OpenGL is a software rasterizer */
#include "config.h"

#include <epoxy/gl.h>
#include <string.h>

#include "tt-renderer.h"

gboolean
tt_renderer_is_software (const char *gl_renderer)
{
  /* Mesa's rasterizers (llvmpipe, also under zink as "zink (llvmpipe …)";
   * softpipe; the old "Software Rasterizer", swrast) and Google's
   * SwiftShader; a GPU driver's name may mention LLVM, its shader compiler */
  static const char * const names[] = { "llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SwiftShader" };

  for (guint i = 0; gl_renderer != NULL && i < G_N_ELEMENTS (names); i++)
    if (strstr (gl_renderer, names[i]) != NULL)
      return TRUE;
  return FALSE;
}

const char *
tt_renderer_pick (const char *user_choice,
                  const char *gl_renderer)
{
  if (user_choice != NULL && *user_choice != '\0')
    return NULL;
  return tt_renderer_is_software (gl_renderer) ? "cairo" : NULL;
}

char *
tt_renderer_probe_gl (GdkDisplay *display)
{
  g_autoptr(GdkGLContext) context = NULL;
  g_autoptr(GError) error = NULL;
  char *name;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), NULL);

  context = gdk_display_create_gl_context (display, &error);
  if (context == NULL || !gdk_gl_context_realize (context, &error))
    {
      g_debug ("No OpenGL: %s", error->message);
      return NULL;
    }
  gdk_gl_context_make_current (context);
  name = g_strdup ((const char *) glGetString (GL_RENDERER));
  gdk_gl_context_clear_current ();
  return name;
}

/* GTK asks the display for a renderer name ("gsk-renderer" data, read in
 * gsk/gskrenderer.c before GSK_RENDERER, in GTK 4.8 as in later 4.x) each
 * time it makes a window's renderer: unlike setting GSK_RENDERER, this changes
 * no environment once threads run and is not inherited by the programs the
 * app starts. It goes unset when the user named a renderer, as GTK would
 * otherwise prefer it to theirs. The probe takes 10 to 20 ms and costs
 * about 2 MB (GDK keeps Mesa loaded with its own context). */
void
tt_renderer_choose (GdkDisplay *display)
{
  const char *user_choice = g_getenv ("GSK_RENDERER");
  g_autofree char *gl_renderer = NULL;
  const char *pick;

  g_return_if_fail (GDK_IS_DISPLAY (display));

  if (user_choice != NULL && *user_choice != '\0')
    {
      g_debug ("Renderer: GSK_RENDERER=%s, as the user set it", user_choice);
      return;
    }
  gl_renderer = tt_renderer_probe_gl (display);
  pick = tt_renderer_pick (user_choice, gl_renderer);
  if (pick != NULL)
    g_object_set_data (G_OBJECT (display), "gsk-renderer", (gpointer) pick);
  g_debug ("Renderer: %s (OpenGL: %s)", pick ? pick : "GTK's choice",
           gl_renderer ? gl_renderer : "none");
}
