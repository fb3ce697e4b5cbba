/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-text.h — finishing touches on translated text that holds inserted words
 *
 * Korean particles change with the word they follow: 사과를 but 귤을,
 * 사과는 but 귤은, 사과로 but 귤로 and 책으로. A translation cannot know
 * the word a %s will hold, so its msgstr writes both forms as a marker,
 * the way Korean software always has:
 *
 *   을(를)  이(가)  은(는)  와(과)  (으)로  아(야)  이나(나)
 *   (also the reversed spellings 를(을), 가(이), 는(은), 과(와), (이)나)
 *
 * tt_text_resolve_particles() replaces each marker with the one form that
 * fits the word in front of it, so "%s을(를) 지었습니다" with "수도원"
 * reads "수도원을 지었습니다" and with "농가" reads "농가를 지었습니다".
 * The marker stays correct Korean where the function is not applied.
 *
 * How the word in front is read (its last sound decides):
 * - Hangul syllable: its final consonant (batchim), if any; for (으)로 a
 *   final ㄹ takes 로 (길로, not 길으로).
 * - Digits: the number read in Sino-Korean, as a Korean reader says it:
 *   the last digit (1 일, 2 이, 3 삼 …), or the unit a round number ends
 *   on (10 십, 200 백, 3000 천, 10000 만, 10^8 억, 10^12 조, 10^16 경;
 *   all zeros: 영). Thousands separators (1,000) are understood; after a
 *   decimal point each digit is read on its own (2.5 → 오).
 * - Latin letters: a single letter or an all-capital word is read letter
 *   by letter (D 디, L 엘, M 엠, N 엔); a word ending in m, n or ng has a
 *   final consonant, in l a final ㄹ, in a vowel (not e), y, w, r, sh,
 *   ch, ph or th none (radio 라디오, player 플레이어). Other endings
 *   (silent e, k, t, s …) are read too many ways: the marker is kept.
 * - Closing quotes and spaces are looked through (“수도원”은); a closing
 *   bracket sends the reader to the word before the opening one, as
 *   Korean writing attaches the particle there: 서울(Seoul)은.
 * - Anything else (other scripts, punctuation, nothing at all) keeps the
 *   marker as written.
 *
 * Text without a marker, and text that is not valid UTF-8, comes back
 * unchanged, so other languages pass through untouched.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tt_text_resolve_particles (const char *text);

/* g_strdup_printf(), then tt_text_resolve_particles(): for a translated
 * format whose %s is a word chosen at run time. */
char *tt_text_printf            (const char *format,
                                 ...) G_GNUC_PRINTF (1, 2);

G_END_DECLS
