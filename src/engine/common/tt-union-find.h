/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-union-find.h — disjoint sets over dense integer ids
 *
 * Used by the engines to join feature parts (road ends, city sides, field
 * halves) across tiles. Plain arrays, so a copy is one memcpy per array.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TtUnionFind TtUnionFind;

TtUnionFind *tt_union_find_new      (guint               reserve);
TtUnionFind *tt_union_find_copy     (const TtUnionFind  *uf);
void         tt_union_find_free     (TtUnionFind        *uf);
guint        tt_union_find_add      (TtUnionFind        *uf);
guint        tt_union_find_size     (const TtUnionFind  *uf);
guint        tt_union_find_find     (TtUnionFind        *uf,
                                     guint               id);
guint        tt_union_find_union    (TtUnionFind        *uf,
                                     guint               a,
                                     guint               b);
gboolean     tt_union_find_same     (TtUnionFind        *uf,
                                     guint               a,
                                     guint               b);
guint        tt_union_find_set_size (TtUnionFind        *uf,
                                     guint               id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtUnionFind, tt_union_find_free)

G_END_DECLS
