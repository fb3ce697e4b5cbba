/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-replay.h — replaying a rules example with its game's engine
 *
 * Generic over the games: the record's "game" names the TtRules table
 * (tt_rules_lookup, after tt_games_register_all (); a tool may register
 * more tables).
 * A record whose "final_scoring" is true ends with one more step, the
 * end-of-game count (TtRules.replay_end).
 *
 * An example record may carry "rules_expect": the part of the engine's
 * replay summary (TtRules.summary, what `tabletop-cli GAME replay`
 * prints) that the rule text relies on. "rules_from": N starts the
 * example after the record's first N moves. The
 * check fails when the record does not replay or the engine disagrees with
 * the text, so a rule and its example cannot drift apart.
 */
#pragma once

#include <gio/gio.h>

#include "common/tt-record.h"
#include "common/tt-rules.h"

G_BEGIN_DECLS

guint     tt_rules_replay_first_move  (const TtRecord  *record);
guint     tt_rules_replay_count_steps (const TtRecord  *record);
gboolean  tt_rules_replay_ends_with_count (const TtRecord *record);
/* The state after `step` steps (0 … tt_rules_replay_count_steps ()), the
 * game's own state: free it with tt_rules_free_state () of
 * tt_rules_lookup (record->game). The events of that step alone are
 * appended to `events` (nullable; the engine's own list, made by that
 * table's events_new; pass it empty). */
gpointer  tt_rules_replay_step        (const TtRecord  *record,
                                       guint            step,
                                       gpointer         events,
                                       GError         **error);
JsonNode *tt_rules_replay_summary     (const TtRecord  *record,
                                       GError         **error);
gboolean  tt_rules_replay_check       (const TtRecord  *record,
                                       GError         **error);

typedef struct
{
  GPtrArray *problems;     /* of char*, one complete message each */
  guint      n_documents;  /* documents read */
  guint      n_examples;   /* examples replayed */
  guint      n_cards;      /* catalogue entries checked (English documents) */
} TtRulesCheck;

GStrv     tt_rules_list_games         (GFile           *rules_root,
                                       GError         **error);
void      tt_rules_check_game         (GFile           *rules_root,
                                       const char      *game,
                                       TtRulesCheck    *result);
void      tt_rules_check_clear        (TtRulesCheck    *result);

G_END_DECLS
