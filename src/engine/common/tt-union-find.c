/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-union-find.c — union by size with path halving */
#include "tt-union-find.h"

#include <string.h>

struct _TtUnionFind
{
  guint *parent;
  guint *size;
  guint  len;
  guint  cap;
};

TtUnionFind *
tt_union_find_new (guint reserve)
{
  TtUnionFind *uf = g_new0 (TtUnionFind, 1);

  uf->cap = MAX (reserve, 16);
  uf->parent = g_new (guint, uf->cap);
  uf->size = g_new (guint, uf->cap);
  return uf;
}

TtUnionFind *
tt_union_find_copy (const TtUnionFind *uf)
{
  TtUnionFind *copy;

  g_return_val_if_fail (uf != NULL, NULL);

  copy = g_new0 (TtUnionFind, 1);
  copy->len = uf->len;
  copy->cap = uf->cap;
  copy->parent = g_memdup2 (uf->parent, sizeof (guint) * uf->cap);
  copy->size = g_memdup2 (uf->size, sizeof (guint) * uf->cap);
  return copy;
}

void
tt_union_find_free (TtUnionFind *uf)
{
  if (uf == NULL)
    return;
  g_free (uf->parent);
  g_free (uf->size);
  g_free (uf);
}

guint
tt_union_find_add (TtUnionFind *uf)
{
  if (uf->len == uf->cap)
    {
      uf->cap *= 2;
      uf->parent = g_renew (guint, uf->parent, uf->cap);
      uf->size = g_renew (guint, uf->size, uf->cap);
    }
  uf->parent[uf->len] = uf->len;
  uf->size[uf->len] = 1;
  return uf->len++;
}

guint
tt_union_find_size (const TtUnionFind *uf)
{
  return uf->len;
}

guint
tt_union_find_find (TtUnionFind *uf,
                    guint        id)
{
  g_return_val_if_fail (id < uf->len, id);

  while (uf->parent[id] != id)
    {
      uf->parent[id] = uf->parent[uf->parent[id]];
      id = uf->parent[id];
    }
  return id;
}

/* Returns the root of the joined set. */
guint
tt_union_find_union (TtUnionFind *uf,
                     guint        a,
                     guint        b)
{
  a = tt_union_find_find (uf, a);
  b = tt_union_find_find (uf, b);
  if (a == b)
    return a;
  if (uf->size[a] < uf->size[b])
    {
      guint t = a;
      a = b;
      b = t;
    }
  uf->parent[b] = a;
  uf->size[a] += uf->size[b];
  return a;
}

gboolean
tt_union_find_same (TtUnionFind *uf,
                    guint        a,
                    guint        b)
{
  return tt_union_find_find (uf, a) == tt_union_find_find (uf, b);
}

guint
tt_union_find_set_size (TtUnionFind *uf,
                        guint        id)
{
  return uf->size[tt_union_find_find (uf, id)];
}
