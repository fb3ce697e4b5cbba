/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-application.h — the Tabletop application */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TT_TYPE_APPLICATION (tt_application_get_type ())
G_DECLARE_FINAL_TYPE (TtApplication, tt_application, TT, APPLICATION, AdwApplication)

TtApplication *tt_application_new          (GApplicationFlags  extra_flags);
GSettings     *tt_application_get_settings (TtApplication     *self);

G_END_DECLS
