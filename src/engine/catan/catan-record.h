/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-record.h — Catan game records: moves as JSON, replay, summaries
 *
 * A Catan record is the common envelope (common/tt-record.h) with
 *   "game": "catan",
 *   "options": { "cities_and_knights": false, "vp_to_win": 10, "turn_cap": 0 },
 *   "board": "beginner" | "random" | { a board object, see catan-board.h },
 *   "players": 3 or 4 players; player 0 starts the setup.
 * "board": "random" builds the seeded random layout from the record's seed;
 * records written by the engine always hold the full board object.
 *
 * Each move is an object with "player" (index) and "type", plus:
 *   settle / city        "corner": "q,r,D"
 *   road                 "edge": "q,r,D"
 *   roll                 "dice": [white, red]           (optional: forced)
 *   discard              "cards": { "ore": 2, ... }
 *   robber               "hex": "q,r", "victim": n      (victim omitted when nobody can be robbed)
 *                        "card": "ore"                  (optional: the card stolen)
 *   buy                  "card": "knight"               (optional: the card drawn)
 *   knight, road_building
 *   year_of_plenty       "resources": ["ore", "grain"]
 *   monopoly             "resource": "wool"
 *   bank_trade           "give": "wool", "get": "ore"   (the harbour ratio applies)
 *   offer                "give": {cards}, "get": {cards} (from the current player's side)
 *   accept, reject       (player = the one answering)
 *   confirm              "partner": n
 *   cancel, end
 * Cities & Knights adds knight_build/activate/promote/move/chase, wall,
 * improve, progress (with the card's own fields), and the answers give,
 * drop_progress, pick_progress, aqueduct and retreat; rolls carry "event"
 * and "draws". See the README for every field.
 * The optional fields hold chance outcomes. Without them the state's
 * generator decides; the engine writes them in every record it saves, so a
 * saved game replays exactly even if the generator changes.
 * The full description is tests/records/catan/README.md.
 */
#pragma once

#include "catan-state.h"
#include "common/tt-record.h"

G_BEGIN_DECLS

gboolean     catan_options_from_record  (const TtRecord     *record,
                                         CatanOptions       *options,
                                         GError            **error);
CatanBoard  *catan_board_from_record    (const TtRecord     *record,
                                         GError            **error);
CatanState  *catan_state_new_for_record (const TtRecord     *record,
                                         GError            **error);

gboolean     catan_move_from_json       (const CatanState   *state,
                                         JsonObject         *move,
                                         const char         *source,
                                         const char         *path,
                                         CatanAction        *action,
                                         GError            **error);
JsonObject  *catan_move_to_json         (const CatanState   *state,
                                         const CatanAction  *action);

/* Replays every move; on an invalid move returns NULL, sets *failed_move to
 * its index (0-based) and error to "SOURCE: move N: reason". */
CatanState  *catan_state_replay         (const TtRecord     *record,
                                         int                *failed_move,
                                         GError            **error);

TtRecord    *catan_record_new           (const CatanState   *state,
                                         guint64             seed);

JsonNode    *catan_state_summary_json   (const CatanState   *state,
                                         const TtRecord     *record);

G_END_DECLS
