/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-text.c — Korean particle markers resolved after the word they follow */
#include "config.h"

#include <string.h>

#include "tt-text.h"

typedef struct {
  const char *in;
  const char *out;
} Case;

static void
check_cases (const Case *cases,
             gsize       n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *got = tt_text_resolve_particles (cases[i].in);

      g_assert_cmpstr (got, ==, cases[i].out);
    }
}

/* Every marker, after a vowel, a final consonant and a final ㄹ. */
static void
test_every_particle (void)
{
  static const Case cases[] = {
    { "사과을(를) 먹음", "사과를 먹음" },
    { "수도원을(를) 지음", "수도원을 지음" },
    { "길을(를) 냄", "길을 냄" },
    { "사과이(가) 있음", "사과가 있음" },
    { "책이(가) 있음", "책이 있음" },
    { "물이(가) 있음", "물이 있음" },
    { "사과은(는) 빨감", "사과는 빨감" },
    { "책은(는) 두꺼움", "책은 두꺼움" },
    { "사과와(과) 배", "사과와 배" },
    { "벽돌와(과) 양모", "벽돌과 양모" },
    { "곡물와(과) 광석", "곡물과 광석" },
    { "바다(으)로 감", "바다로 감" },
    { "숲(으)로 감", "숲으로 감" },
    { "언덕(으)로 감", "언덕으로 감" },
    /* ㄹ takes 로 */
    { "길(으)로 감", "길로 감" },
    { "들(으)로 감", "들로 감" },
    { "지수아(야)", "지수야" },
    { "민준아(야)", "민준아" },
    { "사과이나(나) 배", "사과나 배" },
    { "책이나(나) 연필", "책이나 연필" },
    { "사과(이)나 배", "사과나 배" },
    { "빵(이)나 우유", "빵이나 우유" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* The reversed spellings some translators use mean the same. */
static void
test_reversed_markers (void)
{
  static const Case cases[] = {
    { "사과를(을)", "사과를" },
    { "책를(을)", "책을" },
    { "사과가(이)", "사과가" },
    { "책가(이)", "책이" },
    { "사과는(은)", "사과는" },
    { "책는(은)", "책은" },
    { "사과과(와)", "사과와" },
    { "책과(와)", "책과" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Numbers are read in Sino-Korean: the last digit, or the unit a round
 * number ends on. */
static void
test_digits (void)
{
  static const Case cases[] = {
    { "0이(가)", "0이" },       /* 영 */
    { "1이(가)", "1이" },       /* 일 */
    { "2이(가)", "2가" },       /* 이 */
    { "3이(가)", "3이" },       /* 삼 */
    { "4이(가)", "4가" },       /* 사 */
    { "5이(가)", "5가" },       /* 오 */
    { "6이(가)", "6이" },       /* 육 */
    { "7이(가)", "7이" },       /* 칠 */
    { "8이(가)", "8이" },       /* 팔 */
    { "9이(가)", "9가" },       /* 구 */
    { "1(으)로", "1로" },       /* 일로 */
    { "3(으)로", "3으로" },     /* 삼으로 */
    { "7(으)로", "7로" },       /* 칠로 */
    { "9(으)로", "9로" },       /* 구로 */
    { "12이(가)", "12가" },     /* 십이 */
    { "10이(가)", "10이" },     /* 십 */
    { "10(으)로", "10으로" },
    { "20와(과)", "20과" },     /* 이십 */
    { "100와(과)", "100과" },   /* 백 */
    { "3000와(과)", "3000과" }, /* 삼천 */
    { "10000와(과)", "10000과" }, /* 만 */
    { "100000(으)로", "100000으로" }, /* 십만 */
    { "200000000을(를)", "200000000을" }, /* 이억 */
    { "1000000000000을(를)", "1000000000000를" }, /* 일조 */
    { "10000000000000000을(를)", "10000000000000000을" }, /* 일경 */
    { "100000000000000000000을(를)", "100000000000000000000을(를)" }, /* past 경: unknown */
    { "00은(는)", "00은" },     /* 영 */
    { "007은(는)", "007은" },   /* 칠 */
    { "1,000와(과)", "1,000과" }, /* 천, not 영 */
    { "12,000,002와(과)", "12,000,002와" }, /* …이 */
    { "2.5이(가)", "2.5가" },   /* 이 점 오 */
    { "3.0이(가)", "3.0이" },   /* 삼 점 영 */
    { "6,8이(가)", "6,8이" },   /* a list: 팔 */
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Quotes and spaces are looked through; a bracketed aside is skipped. */
static void
test_quotes_and_brackets (void)
{
  static const Case cases[] = {
    { "“기본 세트”은(는) 바꿀 수 없음", "“기본 세트”는 바꿀 수 없음" },
    { "“수도원”은(는)", "“수도원”은" },
    { "\"길\"(으)로", "\"길\"로" },
    { "‘책’을(를)", "‘책’을" },
    { "《토지》을(를)", "《토지》를" },
    { "책 을(를)", "책 을" },
    { "서울(Seoul)은(는)", "서울(Seoul)은" },
    { "바다(3)(으)로", "바다(3)로" },
    { "숲 (두 칸 (먼 곳))(으)로", "숲 (두 칸 (먼 곳))으로" },
    { "짝이 없음)을(를)", "짝이 없음)을(를)" },
    { "[목록]을(를)", "[목록]을(를)" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Latin letters: letters by name, words where the ending is clear; the
 * marker stays where English spelling does not tell. */
static void
test_latin (void)
{
  static const Case cases[] = {
    { "타일 D은(는)", "타일 D는" },     /* 디 */
    { "타일 L은(는)", "타일 L은" },     /* 엘 */
    { "L(으)로", "L로" },
    { "M(으)로", "M으로" },              /* 엠 */
    { "N이(가)", "N이" },                /* 엔 */
    { "R이(가)", "R이(가)" },            /* 아르 or 알 */
    { "AI와(과)", "AI와" },              /* 에이아이 */
    { "HTML은(는)", "HTML은" },          /* …엘 */
    { "Ora et Labora은(는)", "Ora et Labora는" },
    { "radio을(를)", "radio를" },
    { "player와(과)", "player와" },
    { "Python을(를)", "Python을" },
    { "King을(를)", "King을" },
    { "pool(으)로", "pool로" },
    { "Dash을(를)", "Dash를" },
    { "Carcassonne을(를)", "Carcassonne을(를)" }, /* silent e */
    { "Catan을(를)", "Catan을" },
    { "Tabletop을(를)", "Tabletop을(를)" },
    { "book을(를)", "book을(를)" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Unknown words, the start of the text and other scripts keep the marker. */
static void
test_kept (void)
{
  static const Case cases[] = {
    { "을(를) 먼저", "을(를) 먼저" },
    { "(으)로", "(으)로" },
    { " 이(가)", " 이(가)" },
    { "東京이(가)", "東京이(가)" },
    { "Zoë은(는)", "Zoë은(는)" },
    { "끝.을(를)", "끝.을(를)" },
    { "ㄱ이(가)", "ㄱ이" },
    { "ㄹ(으)로", "ㄹ로" },
    { "ㅏ이(가)", "ㅏ가" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

static void
test_several_in_one (void)
{
  static const Case cases[] = {
    { "벽돌와(과) 양모을(를) 가져오기", "벽돌과 양모를 가져오기" },
    { "도둑을 숲(으)로 옮기고 바다을(를) 봄", "도둑을 숲으로 옮기고 바다를 봄" },
    { "“지도”은(는) 지도이(가) 아님", "“지도”는 지도가 아님" },
    /* a kept marker does not disturb the next one */
    { "book을(를) 길(으)로", "book을(를) 길로" },
    /* a marker read after one already resolved */
    { "사과(으)로이(가)", "사과로가" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

/* Text without markers, other languages and invalid UTF-8 pass unchanged. */
static void
test_unchanged (void)
{
  static const char invalid[] = "\xea\xb8\xb8\xff(으)로";
  static const char cut[] = "\xea\xb8(으)로";  /* half of 길 */
  const char *same[] = {
    "",
    "수도원을 지었습니다",
    "Blue builds the Cloister (at 2,3)",
    "Blue moved the robber to (2) forest",
    "a (b) c",
    invalid,
    cut,
  };

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autofree char *got = tt_text_resolve_particles (same[i]);

      g_assert_cmpstr (got, ==, same[i]);
    }
  g_assert_null (tt_text_resolve_particles (NULL));
}

/* Random strings of the pieces the reader looks at: never a crash, valid
 * UTF-8 out of valid UTF-8 in, never longer (a form is never longer than
 * its marker), and text without a marker or not UTF-8 unchanged. */
static void
test_random (void)
{
  static const char * const pieces[] = {
    "사과", "책", "길", "0", "1", "10", "2", ",", ".", "D", "Catan", "é",
    "“", "”", "(", ")", "[", "]", " ", "을(를)", "(으)로", "이(가)", "와(과)",
    "(이)나", "\xff", "",
  };

  for (guint round = 0; round < 3000; round++)
    {
      g_autoptr(GString) in = g_string_new (NULL);
      g_autofree char *out = NULL;
      guint n = g_test_rand_int_range (0, 12);
      gboolean valid, marked;

      for (guint i = 0; i < n; i++)
        g_string_append (in, pieces[g_test_rand_int_range (0, G_N_ELEMENTS (pieces))]);
      valid = g_utf8_validate (in->str, -1, NULL);
      marked = strstr (in->str, "(를)") || strstr (in->str, "(으)") || strstr (in->str, "(가)")
               || strstr (in->str, "(과)") || strstr (in->str, "(이)");
      out = tt_text_resolve_particles (in->str);
      if (!valid || !marked)
        g_assert_cmpstr (out, ==, in->str);
      else
        {
          g_assert_true (g_utf8_validate (out, -1, NULL));
          g_assert_cmpuint (strlen (out), <=, in->len);
        }
    }
}

static void
test_printf (void)
{
  g_autofree char *built = tt_text_printf ("%s 님이 %s을(를) 지었습니다", "파랑", "농가");
  g_autofree char *moved = tt_text_printf ("도둑을 %s(으)로 옮겼습니다", "언덕 8");
  g_autofree char *english = tt_text_printf ("%s builds %s", "Blue", "a farmhouse");

  g_assert_cmpstr (built, ==, "파랑 님이 농가를 지었습니다");
  g_assert_cmpstr (moved, ==, "도둑을 언덕 8로 옮겼습니다");
  g_assert_cmpstr (english, ==, "Blue builds a farmhouse");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/particles/every", test_every_particle);
  g_test_add_func ("/text/particles/reversed", test_reversed_markers);
  g_test_add_func ("/text/particles/digits", test_digits);
  g_test_add_func ("/text/particles/quotes-brackets", test_quotes_and_brackets);
  g_test_add_func ("/text/particles/latin", test_latin);
  g_test_add_func ("/text/particles/kept", test_kept);
  g_test_add_func ("/text/particles/several", test_several_in_one);
  g_test_add_func ("/text/particles/unchanged", test_unchanged);
  g_test_add_func ("/text/particles/random", test_random);
  g_test_add_func ("/text/printf", test_printf);

  return g_test_run ();
}
