/* tt-rules-games.h — what `rules check` needs from the engines of Catan and
 * Ora et Labora: a replay summary for examples, and the list of the game's
 * own cards for the catalogue.
 *
 * Kept apart from tt-rules-replay.c on purpose: once every engine fills a
 * TtRules table (the game contract), the summary comes from that table and
 * this file goes away.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "common/tt-record.h"

G_BEGIN_DECLS

typedef struct
{
  char  *id;        /* the engine's id (Catan: "development.NAME" or
                     * "progress.NAME", NAME as records write it) */
  char  *name_en;   /* the engine's names, or NULL when it has none */
  char  *name_ko;
  guint  copies;    /* how many the game holds; 0 when the engine does not say */
} TtRulesGameCard;

/* Returns NULL without an error when this file does not know the game. */
JsonNode  *tt_rules_games_replay_summary (const TtRecord  *record,
                                          GError         **error);
/* Of TtRulesGameCard*; NULL when the game has no card data. */
GPtrArray *tt_rules_games_list_cards     (const char      *game);

G_END_DECLS
