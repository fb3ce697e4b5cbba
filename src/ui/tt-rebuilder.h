/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rebuilder.h — a page rebuilt from the object it shows
 *
 * A page that builds its rows from an object (a tile set) and builds them
 * anew when the object says "changed" does so from an idle, once however
 * many changes come: the change may come from one of the page's own
 * widgets, still inside its signal handler and about to be replaced.
 * The page embeds a TtRebuilder, which keeps the page's pointer to the
 * object (its reference and its "changed" handler).
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef void (*TtRebuildFunc) (gpointer owner);

typedef struct
{
  GObject       **object;     /* the owner's field */
  TtRebuildFunc   rebuild;
  gpointer        owner;
  guint           source_id;
} TtRebuilder;

/* `object` is the owner's field that holds the object shown (NULL at
 * first); `rebuild` builds the page for it. */
void tt_rebuilder_init   (TtRebuilder   *self,
                          gpointer       object,
                          TtRebuildFunc  rebuild,
                          gpointer       owner);
/* Shows `object` (nullable): keeps it in the owner's field, follows its
 * "changed" and rebuilds at once. */
void tt_rebuilder_show   (TtRebuilder   *self,
                          gpointer       object);
/* For the owner's dispose: drops the object and any pending rebuild. */
void tt_rebuilder_clear  (TtRebuilder   *self);

G_END_DECLS
