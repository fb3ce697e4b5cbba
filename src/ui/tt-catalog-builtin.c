/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catalog-builtin.c — the editors built in
 *
 * Games come from the TtGameInfo registry (tt-ui-register.h), and each
 * game's UI register lists its rules document (tt_rules_add_document()).
 * Editors add their registration call below (one line, with its header
 * above), once they really work.
 */
#include "config.h"

#include "tt-catalog.h"
#include "editor/tt-tile-set-editor.h"

void
tt_catalog_register_builtin (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  tt_tile_set_editor_register ();
}
