/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-translation.h — this app's words in a language other than the session's
 *
 * A rules document is read in Korean or English whatever the session
 * speaks; what the app shows inside it (an example's controls) speaks the
 * document's language. gettext answers only in the session's language
 * (changing LANGUAGE for a moment is not safe with threads running), so
 * these read the language's compiled catalog (LANG/LC_MESSAGES/DOMAIN.mo
 * under the directory the text domain is bound to) themselves. English is
 * the source text: "en", an unknown language or a missing message gives
 * `msgid` back. Plural forms: languages with one form (Korean) take it,
 * others the first form for 1 and the second otherwise.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *tt_translation_get  (const char *language,
                                 const char *msgid) G_GNUC_FORMAT (2);
const char *tt_translation_nget (const char *language,
                                 const char *msgid,
                                 const char *msgid_plural,
                                 gulong      n) G_GNUC_FORMAT (2);

G_END_DECLS
