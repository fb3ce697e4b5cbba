/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-text.h — a building card's text in English and Korean,
 * written from its effect steps
 *
 * Both languages come from bilingual tables in the code (not from the UI's
 * gettext catalog), so the card editor can show the Korean and the English
 * text side by side whatever language the program runs in. One sentence
 * per step, numbered when a card has several.
 */
#pragma once

#include <glib.h>

#include "ora/ora-cardset.h"

G_BEGIN_DECLS

typedef enum
{
  TT_ORA_TEXT_EN,
  TT_ORA_TEXT_KO,
} TtOraTextLanguage;

/* "2 wood", "나무 2"; food and energy in halves as the engine keeps them. */
char *tt_ora_amount_text (const OraAmount   *amount,
                          TtOraTextLanguage  language);
const char *tt_ora_good_text (int               key,
                              TtOraTextLanguage language);
char *tt_ora_step_text   (const OraStep     *step,
                          TtOraTextLanguage  language);
/* Every step, one line each ("1. …"); a settlement's text says it has none. */
char *tt_ora_card_text   (const OraCard     *card,
                          TtOraTextLanguage  language);

G_END_DECLS
