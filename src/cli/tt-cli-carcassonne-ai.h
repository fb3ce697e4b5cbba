/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-carcassonne-ai.h — `tabletop-cli tournament carcassonne` */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "tournament". */
int tt_cli_carcassonne_tournament (int argc, char **argv);

G_END_DECLS
