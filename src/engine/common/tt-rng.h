/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rng.h — the seeded random number generator a game state owns
 *
 * Every game state carries its own TtRng by value, so copying a state copies
 * its generator and a record (setup + seed + moves) replays exactly. There is
 * no global generator anywhere in the engine.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* xoshiro256** — small, fast, and good enough for shuffling and dice. */
typedef struct
{
  guint64 s[4];
} TtRng;

void     tt_rng_init          (TtRng       *rng,
                               guint64      seed);
guint64  tt_rng_next          (TtRng       *rng);
guint32  tt_rng_uniform       (TtRng       *rng,
                               guint32      bound);
gint     tt_rng_range         (TtRng       *rng,
                               gint         lo,
                               gint         hi_inclusive);
gdouble  tt_rng_double        (TtRng       *rng);
void     tt_rng_shuffle       (TtRng       *rng,
                               gpointer     elements,
                               gsize        n_elements,
                               gsize        element_size);
guint64  tt_seed_from_string  (const char  *text);

G_END_DECLS
