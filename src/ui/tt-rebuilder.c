/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rebuilder.c — a page rebuilt from the object it shows */
#include "config.h"

#include "tt-rebuilder.h"

void
tt_rebuilder_init (TtRebuilder   *self,
                   gpointer       object,
                   TtRebuildFunc  rebuild,
                   gpointer       owner)
{
  g_return_if_fail (object != NULL && rebuild != NULL);
  self->object = object;
  self->rebuild = rebuild;
  self->owner = owner;
  self->source_id = 0;
}

static gboolean
rebuild_idle (gpointer data)
{
  TtRebuilder *self = data;

  self->source_id = 0;
  self->rebuild (self->owner);
  return G_SOURCE_REMOVE;
}

static void
on_changed (TtRebuilder *self)
{
  if (self->source_id == 0)
    self->source_id = g_idle_add (rebuild_idle, self);
}

static void
follow (TtRebuilder *self,
        GObject     *object)
{
  if (*self->object == object)
    return;
  if (*self->object != NULL)
    g_signal_handlers_disconnect_by_data (*self->object, self);
  g_set_object (self->object, object);
  if (object != NULL)
    g_signal_connect_swapped (object, "changed", G_CALLBACK (on_changed), self);
}

void
tt_rebuilder_show (TtRebuilder *self,
                   gpointer     object)
{
  g_return_if_fail (object == NULL || G_IS_OBJECT (object));
  follow (self, object);
  g_clear_handle_id (&self->source_id, g_source_remove);
  self->rebuild (self->owner);
}

void
tt_rebuilder_clear (TtRebuilder *self)
{
  g_clear_handle_id (&self->source_id, g_source_remove);
  if (self->object != NULL)
    follow (self, NULL);
}
