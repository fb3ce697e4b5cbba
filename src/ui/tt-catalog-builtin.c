/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog-builtin.c — the editors and rules documents built in
 *
 * Games come from the TtGameInfo registry (tt-ui-register.h): each game's
 * UI register adds its Play entry. Editors and rules documents add their
 * registration call below (one line, with its header above), once they
 * really work.
 */
#include "config.h"

#include "tt-catalog.h"
#include "rules/tt-rules-browser.h"
#include "editor/tt-tile-set-editor.h"

void
tt_catalog_register_builtin (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  tt_rules_register ();
  tt_tile_set_editor_register ();
}
