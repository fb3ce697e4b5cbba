/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-renderer.h — which GSK renderer draws the windows
 *
 * GTK draws with OpenGL when it can, even when the only OpenGL is a
 * software rasterizer (Mesa's llvmpipe on a machine without a GPU, a
 * virtual display, a remote session); there GTK's Cairo renderer needs
 * about half the CPU and half the memory, so the app asks for it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether `gl_renderer` (OpenGL's GL_RENDERER string) names a rasterizer
 * that runs on the CPU; FALSE for NULL. */
gboolean  tt_renderer_is_software (const char *gl_renderer);
/* The renderer to ask GTK for ("cairo"), or NULL to leave GTK's choice:
 * "cairo" when OpenGL is software, never when the user chose
 * (`user_choice`, their GSK_RENDERER, is set). */
const char *tt_renderer_pick      (const char *user_choice,
                                   const char *gl_renderer);
/* The GL_RENDERER string of an OpenGL context on `display`, or NULL when
 * it has no OpenGL. */
char     *tt_renderer_probe_gl    (GdkDisplay *display);
/* Picks the renderer for `display`'s windows: to be called once, before
 * the first window is shown. */
void      tt_renderer_choose      (GdkDisplay *display);

G_END_DECLS
