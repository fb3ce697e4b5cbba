/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-renderer.c — the app draws with GTK's Cairo renderer when the only
 * OpenGL is a software rasterizer, and with the renderer the user named
 * in GSK_RENDERER when there is one. GTK reads GSK_RENDERER once per
 * process, so each window check runs in a process of its own. */
#include "config.h"

#include "tt-renderer.h"
/* public, but not included by gtk.h in GTK 4.8 */
#include <gsk/gl/gskglrenderer.h>
#include "tt-ui-test.h"
#include "tt-window.h"

static void
test_software_names (void)
{
  static const char * const software[] = {
    "llvmpipe (LLVM 15.0.6, 256 bits)",
    "softpipe",
    "Software Rasterizer",
    "zink (llvmpipe (LLVM 15.0.6, 256 bits))",
    "Google SwiftShader",
  };
  static const char * const hardware[] = {
    "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
    /* a GPU driver that names LLVM, its shader compiler */
    "AMD Radeon RX 580 Series (polaris10, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
    "NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2",
    "virgl (Mesa Intel(R) Xe Graphics (TGL GT2))",
  };

  for (guint i = 0; i < G_N_ELEMENTS (software); i++)
    g_assert_true (tt_renderer_is_software (software[i]));
  for (guint i = 0; i < G_N_ELEMENTS (hardware); i++)
    g_assert_false (tt_renderer_is_software (hardware[i]));
  g_assert_false (tt_renderer_is_software (NULL));
}

static void
test_pick (void)
{
  g_assert_cmpstr (tt_renderer_pick (NULL, "llvmpipe (LLVM 15.0.6, 256 bits)"), ==, "cairo");
  g_assert_cmpstr (tt_renderer_pick ("", "softpipe"), ==, "cairo");
  /* the user's own choice stands, whatever the OpenGL */
  g_assert_null (tt_renderer_pick ("gl", "llvmpipe (LLVM 15.0.6, 256 bits)"));
  g_assert_null (tt_renderer_pick ("cairo", "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  /* a GPU, or no OpenGL at all: GTK's own choice */
  g_assert_null (tt_renderer_pick (NULL, "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  g_assert_null (tt_renderer_pick (NULL, NULL));
}

/* The renderer GTK made for the main window of an app started with
 * GSK_RENDERER set to `user_choice` (NULL: unset); the OpenGL's name in
 * `gl_renderer`. */
static GType
window_renderer (const char  *user_choice,
                 char       **gl_renderer)
{
  TtWindow *window;

  if (user_choice != NULL)
    g_setenv ("GSK_RENDERER", user_choice, TRUE);
  else
    g_unsetenv ("GSK_RENDERER");
  tt_ui_test_start_application ();
  window = tt_ui_test_main_window ();
  tt_ui_test_settle (100);
  g_assert_true (gtk_widget_get_realized (GTK_WIDGET (window)));
  *gl_renderer = tt_renderer_probe_gl (gtk_widget_get_display (GTK_WIDGET (window)));
  return G_OBJECT_TYPE (gtk_native_get_renderer (GTK_NATIVE (window)));
}

static void
test_window_auto (void)
{
  g_autofree char *gl_renderer = NULL;
  GType type;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  type = window_renderer (NULL, &gl_renderer);
  g_test_message ("OpenGL: %s; renderer: %s", gl_renderer ? gl_renderer : "none", g_type_name (type));
  if (gl_renderer == NULL || tt_renderer_is_software (gl_renderer))
    g_assert_true (type == GSK_TYPE_CAIRO_RENDERER);
  else
    g_assert_true (type == GSK_TYPE_GL_RENDERER);
}

static void
test_window_user_choice (void)
{
  g_autofree char *gl_renderer = NULL;
  GType type;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  type = window_renderer ("gl", &gl_renderer);
  if (gl_renderer == NULL)
    g_test_skip ("no OpenGL on this display");
  else
    g_assert_true (type == GSK_TYPE_GL_RENDERER);
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/renderer/software-names", test_software_names);
  g_test_add_func ("/ui/renderer/pick", test_pick);
  g_test_add_func ("/ui/renderer/window-auto", test_window_auto);
  g_test_add_func ("/ui/renderer/window-user-choice", test_window_user_choice);
  return tt_ui_test_cleanup (g_test_run ());
}
