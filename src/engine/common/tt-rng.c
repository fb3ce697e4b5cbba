/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rng.c — xoshiro256** seeded through splitmix64 */
#include "tt-rng.h"

#include <string.h>

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

void
tt_rng_init (TtRng   *rng,
             guint64  seed)
{
  guint64 x = seed;

  g_return_if_fail (rng != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rng->s); i++)
    rng->s[i] = splitmix64 (&x);
}

guint64
tt_rng_next (TtRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/* Lemire's multiply-and-reject: unbiased, and almost never loops. */
guint32
tt_rng_uniform (TtRng   *rng,
                guint32  bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  m = (guint64) (guint32) (tt_rng_next (rng) >> 32) * bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) (guint32) (tt_rng_next (rng) >> 32) * bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

gint
tt_rng_range (TtRng *rng,
              gint   lo,
              gint   hi_inclusive)
{
  g_return_val_if_fail (hi_inclusive >= lo, lo);

  return lo + (gint) tt_rng_uniform (rng, (guint32) (hi_inclusive - lo + 1));
}

gdouble
tt_rng_double (TtRng *rng)
{
  return (tt_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* Fisher–Yates on elements of any size. */
/* Fisher-Yates over elements of `type`, draw for draw as the generic loop. */
#define SHUFFLE_TYPED(type, rng, elements, n_elements)            \
  G_STMT_START {                                                  \
    type *e_ = (type *) (elements);                               \
    for (gsize i_ = (n_elements) - 1; i_ > 0; i_--)               \
      {                                                           \
        gsize j_ = tt_rng_uniform ((rng), (guint32) (i_ + 1));    \
        type t_ = e_[i_];                                         \
        e_[i_] = e_[j_];                                          \
        e_[j_] = t_;                                              \
      }                                                           \
  } G_STMT_END

void
tt_rng_shuffle (TtRng    *rng,
                gpointer  elements,
                gsize     n_elements,
                gsize     element_size)
{
  guint8 *base = elements;
  guint8 stack_tmp[64];
  guint8 *tmp;

  if (n_elements < 2)
    return;
  /* Decks of bytes and tile numbers are shuffled in every random game:
   * their swaps are typed (the same draws, so the same decks) rather
   * than three byte copies of any size. */
  switch (element_size)
    {
    case 1:
      SHUFFLE_TYPED (guint8, rng, elements, n_elements);
      return;
    case 2:
      SHUFFLE_TYPED (guint16, rng, elements, n_elements);
      return;
    case 4:
      SHUFFLE_TYPED (guint32, rng, elements, n_elements);
      return;
    case 8:
      SHUFFLE_TYPED (guint64, rng, elements, n_elements);
      return;
    default:
      break;
    }

  tmp = element_size <= sizeof stack_tmp ? stack_tmp : g_malloc (element_size);

  for (gsize i = n_elements - 1; i > 0; i--)
    {
      gsize j = tt_rng_uniform (rng, (guint32) (i + 1));

      if (j != i)
        {
          memcpy (tmp, base + i * element_size, element_size);
          memcpy (base + i * element_size, base + j * element_size, element_size);
          memcpy (base + j * element_size, tmp, element_size);
        }
    }

  if (tmp != stack_tmp)
    g_free (tmp);
}

/* A seed typed by a person: a decimal number is taken as it is, any other
 * text is hashed (FNV-1a), so "friday night" is a valid, repeatable seed. */
guint64
tt_seed_from_string (const char *text)
{
  guint64 value;
  char *end = NULL;
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  g_return_val_if_fail (text != NULL, 0);

  value = g_ascii_strtoull (text, &end, 10);
  if (end != text && *end == '\0')
    return value;

  for (const guchar *p = (const guchar *) text; *p; p++)
    {
      hash ^= *p;
      hash *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return hash;
}
