/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-ck-private.h — Cities & Knights inside the engine: what its files
 * (catan-ck.c, catan-ck-knights.c, catan-ck-progress.c) share. As in
 * catan-private.h, the short names stand for prefixed functions. */
#pragma once

#include "catan-private.h"

G_BEGIN_DECLS

#define track_commodity          catan_ck_track_commodity
#define check_progress_limit     catan_ck_check_progress_limit
#define return_progress          catan_ck_return_progress
#define cities_on_board          catan_ck_cities_on_board
#define is_metropolis            catan_ck_is_metropolis
#define pillage_ok               catan_ck_pillage_ok
#define wait_for_answers         catan_ck_wait_for_answers
#define remove_knight            catan_ck_remove_knight
#define retreat_spots            catan_ck_retreat_spots
#define displace                 catan_ck_displace
#define promote                  catan_ck_promote
#define apply_knight             catan_ck_apply_knight
#define apply_improve            catan_ck_apply_improve
#define apply_progress           catan_ck_apply_progress
#define list_progress            catan_ck_list_progress

static const char * const progress_names[CATAN_N_PROGRESS + 1] = {
  "alchemist", "crane", "mining", "irrigation", "printer", "inventor", "engineer",
  "medicine", "smith", "road_building",
  "bishop", "diplomat", "constitution", "deserter", "saboteur", "spy", "intrigue",
  "wedding", "warlord",
  "merchant", "commercial_harbor", "merchant_fleet", "master_merchant",
  "commodity_monopoly", "resource_monopoly", NULL
};
static const char * const track_names[4] = { "science", "trade", "politics", NULL };

#define COMMODITY_BANK 12
#define WALLS 3
#define KNIGHTS_PER_LEVEL 2

static const guint8 knight_cost[CATAN_N_CARDS] = { 0, 0, 1, 0, 1 };
static const guint8 activate_cost[CATAN_N_CARDS] = { 0, 0, 0, 1, 0 };
static const guint8 wall_cost[CATAN_N_CARDS] = { 2, 0, 0, 0, 0 };
static const guint8 medicine_cost[CATAN_N_CARDS] = { 0, 0, 0, 1, 2 };

int catan_ck_track_commodity (int track);
void catan_ck_check_progress_limit (CatanState *state, int player);
void catan_ck_return_progress (CatanState *state, int card);
int catan_ck_cities_on_board (const CatanState *state, int player);
gboolean catan_ck_is_metropolis (const CatanState *state, int corner);
gboolean catan_ck_pillage_ok (const CatanState *state, int player, int corner);
void catan_ck_wait_for_answers (CatanState *state, CatanPhase then);
void catan_ck_remove_knight (CatanState *state, int corner);
gboolean catan_ck_retreat_spots (const CatanState *state, gboolean *spots);
void catan_ck_displace (CatanState *state, int corner);
void catan_ck_promote (CatanState *state, int corner);
gboolean catan_ck_apply_knight (CatanState *state, const CatanAction *action, GArray *events, GError **error);
gboolean catan_ck_apply_improve (CatanState *state, const CatanAction *action, GArray *events, GError **error);
gboolean catan_ck_apply_progress (CatanState *state, CatanAction *action, GArray *events, GError **error);
void catan_ck_list_progress (const CatanState *state, GArray *out, int card);

/* Used by the listings (the turn's and the progress cards') for every
 * hand and corner: inline, as when one file held Cities & Knights. */
static inline int
progress_hand (const CatanPlayer *p)
{
  int n = p->hidden_progress;

  for (int k = 0; k < CATAN_N_PROGRESS; k++)
    n += p->progress[k];
  return n;
}

static inline gboolean
own_city (const CatanState *state, int player, int corner, GError **error)
{
  if (!check_corner (state, corner, error))
    return FALSE;
  if (state->corner_level[corner] != 2 || state->corner_owner[corner] != player)
    return fail (error, CATAN_ERROR_PLACE, "place: this needs one of your cities");
  return TRUE;
}

static inline gboolean
wall_ok (const CatanState *state, int player, int corner, GError **error)
{
  if (!own_city (state, player, corner, error))
    return FALSE;
  if (state->wall[corner])
    return fail (error, CATAN_ERROR_PLACE, "walls: this city already has a wall");
  if (state->players[player].walls_left == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: all 3 of your city walls are built");
  return TRUE;
}

static inline gboolean
own_knight (const CatanState *state, int player, int corner, GError **error)
{
  if (corner < 0 || corner >= (int) state->board->n_corners)
    return fail (error, CATAN_ERROR_INVALID, "place: not a corner of this board");
  if (state->knight_level[corner] == 0 || state->corner_owner[corner] != player)
    return fail (error, CATAN_ERROR_PLACE, "knights: there is none of your knights there");
  return TRUE;
}

static inline gboolean
corner_free (const CatanState *state, int corner)
{
  return state->corner_level[corner] == 0 && state->knight_level[corner] == 0;
}

/* Published rule: a knight stands on a free corner on the player's roads. */
static inline gboolean
knight_place_ok (const CatanState *state, int player, int corner)
{
  return corner_free (state, corner) && corner_touches_own_road (state, player, corner);
}

static inline gboolean
promote_ok (const CatanState *state, int player, int corner, GError **error)
{
  int level;

  if (!own_knight (state, player, corner, error))
    return FALSE;
  level = state->knight_level[corner];
  if (level == 3)
    return fail (error, CATAN_ERROR_PLACE, "knights: a mighty knight cannot be promoted");
  if (level == 2 && state->players[player].improvements[CATAN_TRACK_POLITICS] < 3)
    return fail (error, CATAN_ERROR_PLACE, "knights: mighty knights need the Fortress (politics level 3)");
  if (state->knight_flags[corner] & CATAN_KNIGHT_PROMOTED)
    return fail (error, CATAN_ERROR_PLACE, "knights: a knight is promoted at most once per turn");
  if (state->players[player].knights_left[level] == 0)
    return fail (error, CATAN_ERROR_PIECES, "pieces: no knight of the next level left");
  return TRUE;
}

G_END_DECLS
