/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-preferences-window.h — style and rules language */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TT_TYPE_PREFERENCES_WINDOW (tt_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TtPreferencesWindow, tt_preferences_window, TT, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget          *tt_preferences_window_new             (GSettings           *settings);
AdwPreferencesPage *tt_preferences_window_get_general_page (TtPreferencesWindow *self);

G_END_DECLS
