/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-games-register.c — the one command-line file that lists every
 * game; add a line here for a new game's TtCliGame table. */
#include "config.h"

#include "tt-cli.h"

const TtCliGame * const tt_cli_games[] = {
  &tt_cli_carcassonne,
  &tt_cli_catan,
  &tt_cli_ora,
};

const guint tt_cli_n_games = G_N_ELEMENTS (tt_cli_games);
