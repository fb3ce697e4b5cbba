/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ui-test.c — the scaffolding the UI tests share. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "tt-ui-test.h"

static char *tmp_home;
static TtApplication *app;

static gboolean
have_display (void)
{
  return g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL;
}

/* Private user folders (no autosaves or tile sets of the user's), but the
 * system's XDG_DATA_DIRS stay: GTK needs the icon theme, schemas and MIME
 * data (see tests/meson.build). */
static void
make_private_home (void)
{
  static const char * const user_dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };
  g_autoptr(GError) error = NULL;

  tmp_home = g_dir_make_tmp ("tt-ui-home-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (user_dirs); i++)
    {
      g_autofree char *dir = g_build_filename (tmp_home, user_dirs[i], NULL);

      g_setenv (user_dirs[i], dir, TRUE);
    }
}

/* Returns FALSE, after telling TAP the test is skipped, when there is no
 * display; the caller then returns 0 from main(). */
gboolean
tt_ui_test_init (int    *argc,
                 char ***argv)
{
  if (!have_display ())
    {
      /* TAP: a plan of zero tests with a reason is a skip, not a failure. */
      printf ("1..0 # SKIP no display (run under xvfb-run)\n");
      return FALSE;
    }
  make_private_home ();
  g_test_init (argc, argv, NULL);
  return TRUE;
}

TtApplication *
tt_ui_test_start_application (void)
{
  g_autoptr(GError) error = NULL;

  app = tt_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  /* As with "reduce animation" turned on: every animation ends when it
   * starts, so none outlives the test step that started it on a loaded
   * machine (one did, in CI, and crashed inside libadwaita 1.2 when the
   * next step replaced its page), and the layouts without animation are
   * what the tests check. A test about an animation turns them on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return app;
}

TtWindow *
tt_ui_test_main_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (app));
      tt_ui_test_spin ();
      window = gtk_application_get_active_window (GTK_APPLICATION (app));
    }
  g_assert_true (TT_IS_WINDOW (window));
  return TT_WINDOW (window);
}

/* Lets GTK handle pending events; bounded so a broken test fails instead
 * of hanging (meson's timeout would catch it much later). */
void
tt_ui_test_spin (void)
{
  for (guint i = 0; i < 500 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Lets `ms` milliseconds of frames pass, so that layout and tick
 * callbacks run. */
void
tt_ui_test_settle (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  tt_ui_test_spin ();
}

static void
count_frame (GdkFrameClock *clock,
             guint         *n_frames)
{
  (*n_frames)++;
}

static guint
count_signals (GtkWidget  *widget,
               const char *signal,
               guint       ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint n = 0;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, signal, G_CALLBACK (count_frame), &n);
  tt_ui_test_settle (ms);
  g_signal_handler_disconnect (clock, handler);
  return n;
}

/* The frame-clock cycles of `widget`'s window while `ms` milliseconds
 * pass, whether they paint or only run tick callbacks: 0 when nothing on
 * it changes (a frame costs CPU, with software rendering a lot of it). */
guint
tt_ui_test_count_frames (GtkWidget *widget,
                         guint      ms)
{
  return count_signals (widget, "after-paint", ms);
}

/* The frames `widget`'s window paints while `ms` milliseconds pass. */
guint
tt_ui_test_count_paints (GtkWidget *widget,
                         guint      ms)
{
  return count_signals (widget, "paint", ms);
}

/* TRUE once a whole second passes in which `widget`'s window paints no
 * frame; FALSE if it keeps painting for ten (animations last at most a
 * few seconds: a window that never stops redraws for nothing). */
gboolean
tt_ui_test_wait_still (GtkWidget *widget)
{
  for (guint i = 0; i < 10; i++)
    if (tt_ui_test_count_frames (widget, 1000) == 0)
      return TRUE;
  return FALSE;
}

/* Runs the main loop until `condition` holds, giving up after at least
 * `timeout_ms` (counted in steps, so a busy machine waits longer). */
gboolean
tt_ui_test_wait_until (TtUiTestCondition condition,
                       gpointer          data,
                       guint             timeout_ms)
{
  for (guint i = 0; i < timeout_ms / 5 && !condition (data); i++)
    {
      tt_ui_test_spin ();
      g_usleep (5000);
    }
  return condition (data);
}

GtkWindow *
tt_ui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;   /* the toplevel list keeps it alive */
    }
  return NULL;
}

GtkWidget *
tt_ui_test_find_descendant (GtkWidget               *root,
                            TtUiTestWidgetPredicate  predicate,
                            gconstpointer            data)
{
  if (predicate (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tt_ui_test_find_descendant (child, predicate, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
add_matches (GtkWidget               *widget,
             TtUiTestWidgetPredicate  predicate,
             gconstpointer            data,
             GPtrArray               *found)
{
  if (predicate (widget, data))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    add_matches (child, predicate, data, found);
}

GPtrArray *
tt_ui_test_find_all (GtkWidget               *root,
                     TtUiTestWidgetPredicate  predicate,
                     gconstpointer            data)
{
  GPtrArray *found = g_ptr_array_new ();

  add_matches (root, predicate, data, found);
  return found;
}

static gboolean
is_who_plays (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), _("Who plays")) == 0;
}

GPtrArray *
tt_ui_test_find_who_plays (GtkWidget *page)
{
  return tt_ui_test_find_all (page, is_who_plays, NULL);
}

/* Runs a screenshot command (such as ImageMagick's import) once the
 * window has had `settle_ms` to draw; a missing tool is not a failure. */
void
tt_ui_test_run_screenshot (const char *command,
                           guint       settle_ms)
{
  tt_ui_test_settle (settle_ms);
  if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL))
    g_printerr ("# could not run: %s\n", command);
}

/* With TT_SCREENSHOT_DIR set, saves what `widget` (usually a window)
 * shows as NAME.png there, rendered by GTK itself (no X tools needed). */
void
tt_ui_test_save_screenshot (GtkWidget  *widget,
                            const char *name)
{
  const char *dir = g_getenv ("TT_SCREENSHOT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (widget);
  /* the window needs a frame or two before it has anything to show */
  for (guint tries = 0; (node == NULL || tries < 6) && tries < 50; tries++)
    {
      GtkSnapshot *snapshot;

      tt_ui_test_settle (100);
      g_clear_pointer (&node, gsk_render_node_unref);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  gdk_texture_save_to_png (texture, path);
}

/* Closes the application's windows, drops the application and removes
 * the private user folders; returns `status` for main() to return. */
int
tt_ui_test_cleanup (int status)
{
  g_autofree char *rm = NULL;

  if (app != NULL)
    {
      for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
           l = gtk_application_get_windows (GTK_APPLICATION (app)))
        gtk_window_destroy (l->data);
      tt_ui_test_spin ();
      g_clear_object (&app);
    }
  rm = g_strdup_printf ("rm -rf '%s'", tmp_home);
  if (system (rm) != 0)
    g_printerr ("# could not remove %s\n", tmp_home);
  g_clear_pointer (&tmp_home, g_free);
  return status;
}

/* An accelerator in one spelling, so "<Ctrl>Z" and "<Control>z" compare equal. */
char *
tt_ui_test_normalize_accel (guint           keyval,
                            GdkModifierType modifiers)
{
  return gtk_accelerator_name (gdk_keyval_to_lower (keyval), modifiers);
}

/* Adds every accelerator a shortcuts window under `widget` lists to
 * `listed` (normalized). */
void
tt_ui_test_collect_listed_accels (GtkWidget  *widget,
                                  GHashTable *listed)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) alternatives = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      alternatives = g_strsplit_set (accelerator ? accelerator : "", " .", -1);
      /* "1...9" is a range: its ends are enough here */
      for (guint i = 0; alternatives[i]; i++)
        {
          guint keyval;
          GdkModifierType modifiers;

          if (*alternatives[i] && gtk_accelerator_parse (alternatives[i], &keyval, &modifiers))
            g_hash_table_add (listed, tt_ui_test_normalize_accel (keyval, modifiers));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    tt_ui_test_collect_listed_accels (child, listed);
}

void
tt_ui_test_bind_locale (void)
{
  setlocale (LC_ALL, "");
  if (g_getenv ("TABLETOP_LOCALEDIR") != NULL)
    bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TABLETOP_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

GtkWidget *
tt_ui_test_present (GtkWidget *child,
                    int        width,
                    int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  tt_ui_test_spin ();
  return window;
}

gboolean
tt_ui_test_is_of_type (GtkWidget     *widget,
                       gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

GtkWidget *
tt_ui_test_find_of_type (GtkWidget *root,
                         GType      type)
{
  GtkWidget *found = tt_ui_test_find_descendant (root, tt_ui_test_is_of_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (found);
  return found;
}
