/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-accessible.h — mends the names GTK 4.8 gives controls for screen
 * readers (see tt-accessible.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void  tt_accessible_mend_names  (void);
char *tt_accessible_strip_mnemonic (const char *label);

G_END_DECLS
