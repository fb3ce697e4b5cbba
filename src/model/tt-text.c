/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-text.c — Korean particle markers resolved after the word they follow
 * (the rules of reading are in tt-text.h) */
#include "config.h"

#include <string.h>

#include "tt-text.h"

/* How the word in front of a particle ends, as a Korean reader says it. */
typedef enum {
  SOUND_UNKNOWN,  /* cannot tell: keep the marker */
  SOUND_OPEN,     /* a vowel: 를, 가, 는, 와, 로 */
  SOUND_CLOSED,   /* a final consonant other than ㄹ: 을, 이, 은, 과, 으로 */
  SOUND_RIEUL,    /* a final ㄹ: as CLOSED, but 로 */
} Sound;

typedef struct {
  const char *marker;
  const char *closed;      /* after a final consonant */
  const char *open;        /* after a vowel */
  gboolean    rieul_open;  /* a final ㄹ takes the open form, as with (으)로 */
} Particle;

/* Longer markers first where one could start another. */
static const Particle particles[] = {
  { "이나(나)", "이나", "나", FALSE },
  { "(이)나", "이나", "나", FALSE },
  { "(으)로", "으로", "로", TRUE },
  { "을(를)", "을", "를", FALSE },
  { "를(을)", "을", "를", FALSE },
  { "이(가)", "이", "가", FALSE },
  { "가(이)", "이", "가", FALSE },
  { "은(는)", "은", "는", FALSE },
  { "는(은)", "은", "는", FALSE },
  { "와(과)", "과", "와", FALSE },
  { "과(와)", "과", "와", FALSE },
  { "아(야)", "아", "야", FALSE },
};

static const Particle *
marker_at (const char *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (particles); i++)
    if (g_str_has_prefix (p, particles[i].marker))
      return &particles[i];
  return NULL;
}

static const char *
form_for (const Particle *particle,
          Sound           sound)
{
  switch (sound)
    {
    case SOUND_OPEN:
      return particle->open;
    case SOUND_CLOSED:
      return particle->closed;
    case SOUND_RIEUL:
      return particle->rieul_open ? particle->open : particle->closed;
    case SOUND_UNKNOWN:
    default:
      return particle->marker;
    }
}

static Sound
hangul_sound (gunichar c)
{
  guint final = (c - 0xAC00) % 28;  /* 0: no final consonant; 8: ㄹ */

  if (final == 0)
    return SOUND_OPEN;
  return final == 8 ? SOUND_RIEUL : SOUND_CLOSED;
}

/* A compatibility jamo on its own (ㄱ, ㅏ …), said as the letter's sound. */
static Sound
jamo_sound (gunichar c)
{
  if (c >= 0x314F)
    return SOUND_OPEN;  /* ㅏ … ㅣ */
  return c == 0x3139 ? SOUND_RIEUL : SOUND_CLOSED;
}

/* 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구 */
static Sound
digit_sound (char digit)
{
  static const Sound sounds[10] = {
    SOUND_CLOSED, SOUND_RIEUL, SOUND_OPEN, SOUND_CLOSED, SOUND_OPEN,
    SOUND_OPEN, SOUND_CLOSED, SOUND_RIEUL, SOUND_RIEUL, SOUND_OPEN,
  };

  return sounds[digit - '0'];
}

/* `digits` (most significant first, no separators) read in Sino-Korean:
 * the reading ends on the last non-zero digit, or on the unit of the
 * trailing zeros: 십, 백, 천 within the last group of four, else the
 * group's unit 만, 억, 조, 경. */
static Sound
integer_sound (const char *digits,
               gsize       len)
{
  static const Sound groups[4] = { SOUND_CLOSED, SOUND_CLOSED, SOUND_OPEN, SOUND_CLOSED };  /* 만 억 조 경 */
  gsize zeros = 0;

  while (zeros < len && digits[len - 1 - zeros] == '0')
    zeros++;
  if (zeros == len)
    return SOUND_CLOSED;  /* 영 */
  if (zeros == 0)
    return digit_sound (digits[len - 1]);
  if (zeros < 4)
    return SOUND_CLOSED;  /* 십, 백, 천 */
  if (zeros / 4 <= G_N_ELEMENTS (groups))
    return groups[zeros / 4 - 1];
  return SOUND_UNKNOWN;
}

/* The number whose last digit is just before `end`. Digits are ASCII, so
 * stepping back a byte at a time stays on character boundaries. */
static Sound
number_sound (const char *start,
              const char *end)
{
  g_autoptr(GString) digits = g_string_new (NULL);
  const char *p = end;
  guint since_comma = 0;

  while (p > start)
    {
      char c = p[-1];

      if (g_ascii_isdigit (c))
        {
          g_string_prepend_c (digits, c);
          since_comma++;
        }
      else if (c == ',' && since_comma == 3 && p - 1 > start && g_ascii_isdigit (p[-2]))
        since_comma = 0;  /* a thousands separator */
      else
        break;
      p--;
    }
  /* "2.5": after a decimal point each digit is said on its own */
  if (since_comma == digits->len && p - start >= 2 && p[-1] == '.' && g_ascii_isdigit (p[-2]))
    return digit_sound (digits->str[digits->len - 1]);
  return integer_sound (digits->str, digits->len);
}

/* English letter names in Korean: 엘, 엠, 엔 end in a consonant; 아르/알
 * is said both ways; the others end in a vowel (에이, 비, 씨 …). */
static Sound
letter_sound (char letter)
{
  switch (g_ascii_toupper (letter))
    {
    case 'L':
      return SOUND_RIEUL;
    case 'M':
    case 'N':
      return SOUND_CLOSED;
    case 'R':
      return SOUND_UNKNOWN;
    default:
      return SOUND_OPEN;
    }
}

/* The Latin word whose last letter is just before `end`. */
static Sound
latin_sound (const char *start,
             const char *end)
{
  const char *word = end;
  gboolean capitals = TRUE;
  char last, before;

  while (word > start && g_ascii_isalpha (word[-1]))
    {
      word--;
      capitals = capitals && g_ascii_isupper (*word);
    }
  last = g_ascii_tolower (end[-1]);
  if (end - word == 1 || capitals)
    return letter_sound (last);
  before = g_ascii_tolower (end[-2]);
  if (last == 'm' || last == 'n' || (last == 'g' && before == 'n'))
    return SOUND_CLOSED;
  if (last == 'l')
    return SOUND_RIEUL;
  if (strchr ("aiouywr", last) != NULL)
    return SOUND_OPEN;
  if (last == 'h' && strchr ("scpt", before) != NULL)
    return SOUND_OPEN;  /* 시, 치, 프, 스 */
  return SOUND_UNKNOWN;
}

static gboolean
is_see_through (gunichar c)
{
  switch (c)
    {
    case ' ':
    case 0x00A0:  /* no-break space */
    case '"':
    case '\'':
    case 0x2019:  /* ’ */
    case 0x201D:  /* ” */
    case 0x00BB:  /* » */
    case 0x3009:  /* 〉 */
    case 0x300B:  /* 》 */
    case 0x300D:  /* 」 */
    case 0x300F:  /* 』 */
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
is_closing_bracket (gunichar c)
{
  return c == ')' || c == ']' || c == 0xFF09 /* ） */;
}

static gboolean
is_opening_bracket (gunichar c)
{
  return c == '(' || c == '[' || c == 0xFF08 /* （ */;
}

/* The opening bracket that matches the closing one at `closing`, or NULL. */
static const char *
opening_of (const char *start,
            const char *closing)
{
  const char *p = closing;
  guint depth = 1;

  while (p > start)
    {
      gunichar c;

      p = g_utf8_find_prev_char (start, p);
      c = g_utf8_get_char (p);
      if (is_closing_bracket (c))
        depth++;
      else if (is_opening_bracket (c) && --depth == 0)
        return p;
    }
  return NULL;
}

/* How the text in [start, end) ends, looking through quotes, spaces and
 * bracketed asides. */
static Sound
sound_before (const char *start,
              const char *end)
{
  const char *p = end;

  while (p > start)
    {
      const char *prev = g_utf8_find_prev_char (start, p);
      gunichar c = g_utf8_get_char (prev);

      if (is_see_through (c))
        p = prev;
      else if (is_closing_bracket (c))
        {
          p = opening_of (start, prev);
          if (p == NULL)
            return SOUND_UNKNOWN;
        }
      else if (c >= 0xAC00 && c <= 0xD7A3)
        return hangul_sound (c);
      else if (c >= 0x3131 && c <= 0x3163)
        return jamo_sound (c);
      else if (g_ascii_isdigit (c))
        return number_sound (start, p);
      else if (g_ascii_isalpha (c))
        return latin_sound (start, p);
      else
        return SOUND_UNKNOWN;
    }
  return SOUND_UNKNOWN;
}

char *
tt_text_resolve_particles (const char *text)
{
  GString *out;
  const char *p;

  if (text == NULL)
    return NULL;
  /* every marker holds a '(' */
  if (strchr (text, '(') == NULL || !g_utf8_validate (text, -1, NULL))
    return g_strdup (text);

  out = g_string_sized_new (strlen (text));
  p = text;
  while (*p != '\0')
    {
      const Particle *particle = marker_at (p);

      if (particle != NULL)
        {
          /* what is already written holds the word, its markers resolved */
          g_string_append (out, form_for (particle, sound_before (out->str, out->str + out->len)));
          p += strlen (particle->marker);
        }
      else
        {
          const char *next = g_utf8_next_char (p);

          g_string_append_len (out, p, next - p);
          p = next;
        }
    }
  return g_string_free (out, FALSE);
}

char *
tt_text_printf (const char *format,
                ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return tt_text_resolve_particles (text);
}
