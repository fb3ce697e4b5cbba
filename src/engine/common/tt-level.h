/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-level.h — the computer levels every engine offers, and their one parser
 *
 * The levels are the same three in every game, so their ids live here once:
 * a game's AI level type is TtLevel, its rules table lists tt_level_ids,
 * and the model's TtGameInfo gives them their words.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TT_LEVEL_EASY,
  TT_LEVEL_NORMAL,
  TT_LEVEL_HARD,
  TT_N_LEVELS,
} TtLevel;

/* "easy", "normal", "hard", NULL: a rules table's `levels`. */
extern const char * const tt_level_ids[TT_N_LEVELS + 1];

/* The level's id; "unknown" out of range (so a report can print it). */
const char *tt_level_to_string   (TtLevel     level);
/* The level named by `text` (ASCII case ignored: "Hard" is "hard");
 * FALSE, leaving `level` as it was, for any other text. */
gboolean    tt_level_from_string (const char *text,
                                  TtLevel    *level);

G_END_DECLS
