/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-accessible-names.c — what a screen reader hears: on every page of
 * the window (the lists, each new-game page, each game's play view, each
 * editor and each rules document) and in Preferences, every control read
 * over AT-SPI has a name that is not a widget type ("GtkImage"), carries
 * no mnemonic underscore ("_Accept") and does not say its words twice
 * ("Accept Accept"). The tree is read by check-accessible-names.py in a
 * process of its own while this one keeps answering; it runs under
 * dbus-run-session (tests/ui/meson.build), and skips without AT-SPI. */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "tt-catalog.h"
#include "tt-catalog-view.h"
#include "tt-new-game-page.h"
#include "tt-ui-test.h"
#include "tt-window.h"

typedef struct
{
  gboolean  done;
  int       status;
  char     *output;
} Check;

static gboolean skipped;
static GString *heard;

static void
on_checked (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Check *check = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &check->output, NULL, &error);
  g_assert_no_error (error);
  check->status = g_subprocess_get_if_exited (G_SUBPROCESS (source))
                  ? g_subprocess_get_exit_status (G_SUBPROCESS (source)) : -1;
  check->done = TRUE;
}

static gboolean
is_done (gpointer data)
{
  return ((Check *) data)->done;
}

/* Reads the whole accessible tree as it is now; the main loop runs while
 * the checker asks, so the window can answer. */
static void
assert_named (const char *where)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "ui", "check-accessible-names.py", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr(GSubprocess) checker = NULL;
  g_autoptr(GError) error = NULL;
  Check check = { 0 };

  if (skipped)
    return;
  tt_ui_test_spin ();
  checker = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                              "/usr/bin/python3", script, pid, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (checker, NULL, NULL, on_checked, &check);
  g_assert_true (tt_ui_test_wait_until (is_done, &check, 240000));
  if (check.status == 77)
    {
      g_test_skip (check.output);
      skipped = TRUE;
      g_free (check.output);
      return;
    }
  /* every page is read before failing, so one run shows them all */
  if (check.status != 0)
    g_string_append_printf (heard, "on %s:\n%s", where, check.output);
  else
    g_test_message ("%s: every control is named", where);
  if (g_getenv ("TT_A11Y_DEBUG") != NULL)
    g_printerr ("%s\n%s", where, check.output);
  g_free (check.output);
}

static void
test_every_page (void)
{
  TtWindow *window = tt_ui_test_main_window ();
  static const char * const names[] = { "play", "editor", "rules" };
  g_autoptr(GString) found = g_string_new (NULL);

  heard = found;
  for (guint i = 0; i < G_N_ELEMENTS (names) && !skipped; i++)
    {
      TtCatalogView *view = TT_CATALOG_VIEW (tt_window_get_catalog_view (window, names[i]));
      guint n = g_list_model_get_n_items (tt_catalog_view_get_model (view));

      tt_window_show_view (window, names[i]);
      assert_named (names[i]);
      for (guint e = 0; e < n && !skipped; e++)
        {
          g_autoptr(TtCatalogEntry) entry = g_list_model_get_item (tt_catalog_view_get_model (view), e);
          g_autofree char *where = g_strdup_printf ("%s: %s", names[i], tt_catalog_entry_get_title (entry));

          tt_catalog_view_open_entry (view, e);
          assert_named (where);
          if (TT_IS_NEW_GAME_PAGE (tt_catalog_view_get_page (view)))
            {
              g_autofree char *playing = g_strdup_printf ("playing %s", tt_catalog_entry_get_title (entry));

              g_signal_emit_by_name (tt_catalog_view_get_page (view), "start");
              tt_ui_test_spin ();
              g_assert_nonnull (tt_window_get_game (window));
              tt_game_set_autosave (tt_window_get_game (window), FALSE);
              assert_named (playing);
            }
          tt_catalog_view_go_back (view);
          tt_ui_test_spin ();
        }
    }
  tt_window_show_view (window, "play");
  if (!skipped)
    {
      GtkWindow *preferences;

      gtk_widget_activate_action (GTK_WIDGET (window), "app.preferences", NULL);
      tt_ui_test_spin ();
      assert_named ("Preferences");
      preferences = gtk_application_get_active_window (gtk_window_get_application (GTK_WINDOW (window)));
      if (preferences != GTK_WINDOW (window))
        gtk_window_destroy (preferences);
      tt_ui_test_spin ();
    }
  if (heard->len > 0)
    g_error ("a screen reader hears badly named controls\n%s", heard->str);
  heard = NULL;
}

int
main (int argc, char **argv)
{
  if (!tt_ui_test_init (&argc, &argv))
    return 0;
  tt_ui_test_start_application ();
  g_test_add_func ("/ui/accessible/names-every-page", test_every_page);
  return tt_ui_test_cleanup (g_test_run ());
}
