/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-wheel.h — the production wheel with its goods tokens and jokers */
#pragma once

#include <gtk/gtk.h>

#include "tt-ora-painter.h"

G_BEGIN_DECLS

#define TT_TYPE_ORA_WHEEL (tt_ora_wheel_get_type ())
G_DECLARE_FINAL_TYPE (TtOraWheel, tt_ora_wheel, TT, ORA_WHEEL, GtkWidget)

GtkWidget *tt_ora_wheel_new       (void);
/* `state` must stay valid until the next call; NULL shows nothing. */
void       tt_ora_wheel_set_state (TtOraWheel     *self,
                                   const OraState *state);

G_END_DECLS
