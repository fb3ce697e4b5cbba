/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-util.h — what every test program shares
 *
 * test_scale (): randomized tests multiply their game counts by
 * TT_TEST_SCALE (default 1.0; the sanitizer build uses 0.05). Header-only,
 * so a test needs no extra library to use it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

static inline double
test_scale (void)
{
  const char *text = g_getenv ("TT_TEST_SCALE");
  double scale = text != NULL ? g_ascii_strtod (text, NULL) : 1.0;

  return scale > 0 ? scale : 1.0;
}

G_END_DECLS
