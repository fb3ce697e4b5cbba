/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-union-find.c — disjoint sets: joins, sizes, copies, growth */
#include "common/tt-union-find.h"
#include "common/tt-rng.h"

static void
test_union_find_singletons (void)
{
  g_autoptr(TtUnionFind) uf = tt_union_find_new (0);

  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (tt_union_find_add (uf), ==, i);
  g_assert_cmpuint (tt_union_find_size (uf), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpuint (tt_union_find_find (uf, i), ==, i);
      g_assert_cmpuint (tt_union_find_set_size (uf, i), ==, 1);
    }
  g_assert_false (tt_union_find_same (uf, 0, 1));
}

static void
test_union_find_join (void)
{
  g_autoptr(TtUnionFind) uf = tt_union_find_new (4);

  for (guint i = 0; i < 6; i++)
    tt_union_find_add (uf);
  tt_union_find_union (uf, 0, 1);
  tt_union_find_union (uf, 2, 3);
  g_assert_true (tt_union_find_same (uf, 0, 1));
  g_assert_false (tt_union_find_same (uf, 1, 2));
  g_assert_cmpuint (tt_union_find_union (uf, 1, 3), ==, tt_union_find_find (uf, 0));
  g_assert_true (tt_union_find_same (uf, 0, 2));
  g_assert_cmpuint (tt_union_find_set_size (uf, 3), ==, 4);
  /* Joining a set with itself changes nothing. */
  tt_union_find_union (uf, 0, 3);
  g_assert_cmpuint (tt_union_find_set_size (uf, 0), ==, 4);
  g_assert_cmpuint (tt_union_find_set_size (uf, 5), ==, 1);
}

/* A copy is independent: joins in one do not show in the other. */
static void
test_union_find_copy (void)
{
  g_autoptr(TtUnionFind) uf = tt_union_find_new (0);
  g_autoptr(TtUnionFind) copy = NULL;

  for (guint i = 0; i < 4; i++)
    tt_union_find_add (uf);
  tt_union_find_union (uf, 0, 1);
  copy = tt_union_find_copy (uf);
  tt_union_find_union (copy, 2, 3);
  g_assert_true (tt_union_find_same (copy, 2, 3));
  g_assert_false (tt_union_find_same (uf, 2, 3));
  g_assert_true (tt_union_find_same (copy, 0, 1));
  g_assert_cmpuint (tt_union_find_size (copy), ==, 4);
}

/* Against a naive labelling, with growth past the reserve. */
static void
test_union_find_matches_naive (void)
{
  const guint n = 500;
  g_autoptr(TtUnionFind) uf = tt_union_find_new (1);
  g_autofree guint *label = g_new (guint, n);
  TtRng rng;

  for (guint i = 0; i < n; i++)
    {
      tt_union_find_add (uf);
      label[i] = i;
    }
  tt_rng_init (&rng, 8);
  for (guint step = 0; step < 400; step++)
    {
      guint a = tt_rng_uniform (&rng, n), b = tt_rng_uniform (&rng, n);
      guint from = label[b], to = label[a];

      tt_union_find_union (uf, a, b);
      for (guint i = 0; i < n; i++)
        if (label[i] == from)
          label[i] = to;
    }
  for (guint step = 0; step < 2000; step++)
    {
      guint a = tt_rng_uniform (&rng, n), b = tt_rng_uniform (&rng, n);

      g_assert_cmpint (tt_union_find_same (uf, a, b), ==, label[a] == label[b]);
    }
  for (guint a = 0; a < n; a += 7)
    {
      guint count = 0;

      for (guint i = 0; i < n; i++)
        count += label[i] == label[a];
      g_assert_cmpuint (tt_union_find_set_size (uf, a), ==, count);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/union-find/singletons", test_union_find_singletons);
  g_test_add_func ("/union-find/join", test_union_find_join);
  g_test_add_func ("/union-find/copy", test_union_find_copy);
  g_test_add_func ("/union-find/matches-naive", test_union_find_matches_naive);
  return g_test_run ();
}
