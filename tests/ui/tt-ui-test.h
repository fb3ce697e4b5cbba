/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ui-test.h — the scaffolding the UI tests share: skipping without a
 * display, private user folders, running the main loop, finding windows
 * and widgets, and the application under test. */
#pragma once

#include <gtk/gtk.h>

#include "tt-application.h"
#include "tt-window.h"

G_BEGIN_DECLS

typedef gboolean (*TtUiTestWidgetPredicate) (GtkWidget *widget, gconstpointer data);
typedef gboolean (*TtUiTestCondition) (gpointer data);

gboolean       tt_ui_test_init              (int                     *argc,
                                             char                  ***argv);
TtApplication *tt_ui_test_start_application (void);
TtWindow      *tt_ui_test_main_window       (void);
void           tt_ui_test_spin              (void);
void           tt_ui_test_settle            (guint                    ms);
guint          tt_ui_test_count_frames      (GtkWidget               *widget,
                                             guint                    ms);
guint          tt_ui_test_count_paints      (GtkWidget               *widget,
                                             guint                    ms);
gboolean       tt_ui_test_wait_still        (GtkWidget               *widget);
gboolean       tt_ui_test_wait_until        (TtUiTestCondition        condition,
                                             gpointer                 data,
                                             guint                    timeout_ms);
GtkWindow     *tt_ui_test_find_toplevel     (GType                    type);
GtkWidget     *tt_ui_test_find_descendant   (GtkWidget               *root,
                                             TtUiTestWidgetPredicate  predicate,
                                             gconstpointer            data);
/* Every descendant of `root` (itself included) the predicate accepts, in
 * depth-first order. */
GPtrArray     *tt_ui_test_find_all          (GtkWidget               *root,
                                             TtUiTestWidgetPredicate  predicate,
                                             gconstpointer            data);
/* The new-game page's "who plays" drop-downs, in seat order. */
GPtrArray     *tt_ui_test_find_who_plays    (GtkWidget               *page);
/* A TtUiTestWidgetPredicate: `type` is a GType in a pointer (GSIZE_TO_POINTER). */
gboolean       tt_ui_test_is_of_type        (GtkWidget               *widget,
                                             gconstpointer            type);
/* The first descendant of `root` of `type`; fails the test when there is none. */
GtkWidget     *tt_ui_test_find_of_type      (GtkWidget               *root,
                                             GType                    type);
void           tt_ui_test_run_screenshot    (const char              *command,
                                             guint                    settle_ms);
void           tt_ui_test_save_screenshot   (GtkWidget               *widget,
                                             const char              *name);
int            tt_ui_test_cleanup           (int                      status);
/* The messages in the language the environment asks for, from the
 * build's catalog when TABLETOP_LOCALEDIR names one (as main.c does), so
 * a test can run, and take its screenshots, in another language. */
void           tt_ui_test_bind_locale       (void);
/* A new window of `width` x `height` showing `child`, presented and drawn. */
GtkWidget     *tt_ui_test_present           (GtkWidget               *child,
                                             int                      width,
                                             int                      height);

/* An accelerator in one spelling, so "<Ctrl>Z" and "<Control>z" compare equal. */
char      *tt_ui_test_normalize_accel       (guint            keyval,
                                             GdkModifierType  modifiers);
void       tt_ui_test_collect_listed_accels (GtkWidget       *widget,
                                             GHashTable      *listed);

G_END_DECLS
