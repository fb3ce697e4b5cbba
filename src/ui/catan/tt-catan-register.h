/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-register.h — Catan's widgets on its TtGameInfo */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tt_catan_ui_register (void);

G_END_DECLS
