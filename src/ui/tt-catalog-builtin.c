/* tt-catalog-builtin.c — the games, editors and rules documents built in
 *
 * Each feature adds its registration call below (one line, with its header
 * above), once it really works. Keep the games in the order they should
 * appear on the Play page.
 */
#include "config.h"

#include "tt-catalog.h"
#include "carcassonne/tt-carcassonne-view.h"
#include "rules/tt-rules-browser.h"
#include "editor/tt-tile-set-editor.h"

void
tt_catalog_register_builtin (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  tt_carcassonne_register ();
  tt_rules_register ();
  tt_tile_set_editor_register ();
}
