/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catan-private.h — helpers shared by the base rules (catan-state.c) and
 * Cities & Knights (catan-ck.c); not part of the engine's API. */
#pragma once

#include "catan-state.h"

G_BEGIN_DECLS

/* Legality probes pass no error: they skip the call and its formatting. */
#define fail(error, ...)          ((error) == NULL ? FALSE : catan_priv_fail ((error), __VA_ARGS__))
#define emit                      catan_priv_emit
#define can_pay                   catan_priv_can_pay
#define pay                       catan_priv_pay
#define card_total                catan_priv_card_total
#define check_actor               catan_priv_check_actor
#define check_phase               catan_priv_check_phase
#define check_corner              catan_priv_check_corner
#define road_place_ok             catan_priv_road_place_ok
#define any_road_place            catan_priv_any_road_place
#define recompute_roads           catan_priv_recompute_roads
#define recompute_roads_at        catan_priv_recompute_roads_at
#define mark_road_ends            catan_priv_mark_road_ends
#define is_victim                 catan_priv_is_victim
#define hex_touches_player        catan_priv_hex_touches_player
#define corner_touches_own_road   catan_priv_corner_touches_own_road
#define push                      catan_priv_push
#define steal                     catan_priv_steal
#define roll_dice                 catan_priv_roll_dice

gboolean catan_priv_fail (GError **error, CatanStateError code, const char *format, ...) G_GNUC_PRINTF (3, 4);
void     catan_priv_emit (GArray *events, CatanEventType type, int player, int other, int a, int b,
                          const guint8 *cards);
/* Inline: the legal-action listings ask it for every corner. */
static inline gboolean
catan_priv_can_pay (const CatanPlayer *player, const guint8 *cost)
{
  for (int i = 0; i < CATAN_N_CARDS; i++)
    if (player->cards[i] < cost[i])
      return FALSE;
  return TRUE;
}
void     catan_priv_pay (CatanState *state, int player, const guint8 *cost);
/* Inline: production asks it for every player on every roll. */
static inline int
catan_priv_card_total (const guint8 *cards)
{
  int n = 0;

  for (int i = 0; i < CATAN_N_CARDS; i++)
    n += cards[i];
  return n;
}
gboolean catan_priv_check_actor (const CatanState *state, const CatanAction *action, GError **error);
gboolean catan_priv_check_phase (const CatanState *state, CatanPhase phase, const char *what, GError **error);
gboolean catan_priv_check_corner (const CatanState *state, int corner, GError **error);
gboolean catan_priv_road_place_ok (const CatanState *state, int player, int edge);
gboolean catan_priv_any_road_place (const CatanState *state, int player);
void     catan_priv_recompute_roads (CatanState *state, int only_player, GArray *events);
void     catan_priv_recompute_roads_at (CatanState *state, int corner, int builder, GArray *events);
gboolean catan_priv_is_victim (const CatanState *state, int hex, int player);
gboolean catan_priv_hex_touches_player (const CatanState *state, int hex, int player);
gboolean catan_priv_corner_touches_own_road (const CatanState *state, int player, int corner);
/* at[c] = TRUE where one of the player's roads ends (n_corners bytes). */
void     catan_priv_mark_road_ends (const CatanState *state, int player, guint8 *at);
/* Every field "unset"; copying it is cheaper than setting them one by one,
 * and the legal-action lists initialise hundreds of actions per call. */
G_STATIC_ASSERT (CATAN_MAX_PLAYERS == 4);
static const CatanAction catan_priv_blank_action = {
  .where = -1, .where2 = -1, .card = -1, .draws = { -1, -1, -1, -1 },
  .victim = -1, .res = -1, .res2 = -1, .chance = -1,
};

#define CATAN_LEGAL_ACTIONS_RESERVE 512

/* Only the legal-action listings push, after catan_state_legal_moves()
 * has reserved CATAN_LEGAL_ACTIONS_RESERVE elements of storage: within
 * that, an action is written in place and the length bumped, with no call
 * into the array, no growth and no copy. */
static inline void
catan_priv_push (GArray *out, CatanActionType type, int player, int where)
{
  CatanAction *action;
  guint len = out->len;

  if (G_LIKELY (len < CATAN_LEGAL_ACTIONS_RESERVE))
    out->len = len + 1;
  else
    g_array_set_size (out, len + 1);
  action = &g_array_index (out, CatanAction, len);
  *action = catan_priv_blank_action;
  action->type = (guint8) type;
  action->player = (gint8) player;
  action->where = (gint16) where;
}

/* For a listing that writes up to `more` actions in a row: the first free
 * slot, with room for them all (within CATAN_LEGAL_ACTIONS_RESERVE as
 * push() assumes it, beyond by growing the array). The listing writes its
 * actions one after the other, catan_priv_blank_action first, and hands
 * the slot after its last to catan_priv_written(): with neither a length
 * nor a bound to reload between two actions. */
static inline CatanAction *
catan_priv_slots (GArray *out, guint more)
{
  if (G_UNLIKELY (out->len + more > CATAN_LEGAL_ACTIONS_RESERVE))
    {
      guint len = out->len;

      g_array_set_size (out, len + more);
      g_array_set_size (out, len);
    }
  return &g_array_index (out, CatanAction, out->len);
}

static inline void
catan_priv_written (GArray *out, const CatanAction *end)
{
  out->len = (guint) (end - (const CatanAction *) out->data);
}

int      catan_priv_steal (CatanState *state, int thief, int victim, int forced, GArray *events);
void     catan_priv_roll_dice (CatanState *state, int white, int red, int event, gint8 *draws, GArray *events);

/* catan-ck.c */
void     catan_ck_init (CatanState *state);
void     catan_ck_start_turn (CatanState *state);
void     catan_ck_event (CatanState *state, int event, int red, gint8 *draws, GArray *events);
gboolean catan_ck_check_draws (const CatanState *state, const CatanAction *action, int red, int event,
                               GError **error);
gboolean catan_ck_apply (CatanState *state, CatanAction *action, GArray *events, GError **error);
void     catan_ck_list_main (const CatanState *state, GArray *out);
void     catan_ck_list_respond (const CatanState *state, GArray *out);
int      catan_ck_vp (const CatanState *state, int player);
gboolean catan_ck_pending (const CatanState *state);
void     catan_ck_resume (CatanState *state);
gboolean catan_ck_end_turn_ok (const CatanState *state, GError **error);
int      catan_ck_trade_ratio (const CatanState *state, int player, int card, int base_ratio);

G_END_DECLS
