/* tt-rules-replay.h — replaying a rules example with its game's engine
 *
 * An example record may carry "rules_expect": the part of the engine's
 * replay summary (spec/carcassonne-record.md: scores, supply,
 * abbot_in_supply, tiles_left, finished; for Catan and Ora et Labora the
 * state summary of `tabletop-cli catan/ora replay`) that the rule text
 * relies on. "rules_from": N starts the example after the record's first N
 * moves. The
 * check fails when the record does not replay or the engine disagrees with
 * the text, so a rule and its example cannot drift apart.
 */
#pragma once

#include <gio/gio.h>

#include "common/tt-record.h"
#include "carcassonne/carc-state.h"

G_BEGIN_DECLS

guint     tt_rules_replay_first_move  (const TtRecord  *record);
guint     tt_rules_replay_count_steps (const TtRecord  *record);
gboolean  tt_rules_replay_ends_with_count (const TtRecord *record);
CarcState *tt_rules_replay_carcassonne_step (const TtRecord  *record,
                                            guint            step,
                                            GArray          *events,
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
