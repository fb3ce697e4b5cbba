/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-state-private.h — the rules of Ora et Labora inside the engine:
 * what the files of OraState share. One type across files, by concern:
 *
 *   ora-state.c      setup, copies, scoring and invariants
 *   ora-pay.c        payments a move names (ora-pay-private.h: spending)
 *   ora-landscape.c  spaces, districts and plots, and the clergy on them
 *   ora-steps.c      building effects step by step, building and settling
 *   ora-round.c      rounds, turns, settlement phases, the bonus round
 *   ora-actions.c    applying a move
 *   ora-moves*.c     the legal-move listing (ora-moves-private.h)
 *
 * Small functions that several files call in the hot paths are static
 * inline here, so each caller still inlines them. */
#pragma once

#include <string.h>

#include "ora/ora-pay-private.h"

G_BEGIN_DECLS

#define RULE(error, ...) (g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, __VA_ARGS__), FALSE)

static const char * const token_names[ORA_N_TOKENS] = {
  "grain", "sheep", "clay", "coin", "wood", "peat", "joker", "grapes", "stone",
};

/* One use of a building in progress: the move's choice frames are read
 * in order, and food and energy are paid at the end of the use. */
typedef struct
{
  OraState        *s;
  const OraAction *a;
  int              fi;        /* next frame */
  int              user;
  GPtrArray       *events;
  int              pending_food;     /* halves, paid at the end of a building use */
  int              pending_energy;
  int              last_removed;     /* what the latest remove step took away */
} Run;

/* ora-state.c */
void     ora_event                (GPtrArray        *events,
                                   const char       *format,
                                   ...) G_GNUC_PRINTF (2, 3);

/* ora-landscape.c */
int      ora_neighbours           (const OraPlayer  *pl,
                                   int               r,
                                   int               c,
                                   int               out[][2]);
gboolean ora_adjacent_to_cloister (const OraState   *s,
                                   const OraPlayer  *pl,
                                   int               r,
                                   int               c);
gboolean ora_check_site           (const OraState   *s,
                                   int               player,
                                   int               card,
                                   int               r,
                                   int               c,
                                   GError          **error);
gboolean ora_plot_fits            (const OraPlayer  *pl,
                                   int               side,
                                   int               row);
gboolean ora_take_district        (OraState         *s,
                                   int               player,
                                   int               side,
                                   int               where,
                                   gboolean          free,
                                   GPtrArray        *events,
                                   GError          **error);
gboolean ora_take_plot            (OraState         *s,
                                   int               player,
                                   int               side,
                                   int               row,
                                   gboolean          free,
                                   GPtrArray        *events,
                                   GError          **error);
/* `which` -1 returns all of the player's clergy. */
void     ora_return_clergy_of     (OraState         *s,
                                   int               player,
                                   int               which);
gboolean ora_return_clergy_if_all_out (OraState *s,
                                       int       player);

/* ora-steps.c */
guint32  ora_auto_distinct_mask   (const gint16     *goods,
                                   int               count);
gboolean ora_produce_cover        (Run              *run,
                                   OraCover          cover,
                                   int               cell,
                                   int               joker,
                                   GError          **error);
gboolean ora_run_use              (Run              *run,
                                   int               owner,
                                   int               r,
                                   int               c,
                                   int               card_index,
                                   int               depth,
                                   GError          **error);
gboolean ora_do_build             (OraState         *s,
                                   int               player,
                                   int               card,
                                   int               r,
                                   int               c,
                                   GPtrArray        *events,
                                   GError          **error);
gboolean ora_do_settle            (OraState         *s,
                                   int               player,
                                   int               card,
                                   int               r,
                                   int               c,
                                   GPtrArray        *events,
                                   GError          **error);

/* ora-round.c */
void     ora_start_round          (OraState         *s,
                                   GPtrArray        *events);
void     ora_end_turn             (OraState         *s,
                                   GPtrArray        *events);
void     ora_next_settler         (OraState         *s,
                                   GPtrArray        *events);

/* ora-actions.c; `finish` FALSE for a trial (see there). */
gboolean ora_apply_main           (OraState         *s,
                                   const OraAction  *a,
                                   gboolean          finish,
                                   GPtrArray        *events,
                                   GError          **error);

static inline int
token_for_good (OraGood good)
{
  switch (good)
    {
    case ORA_GRAIN: return ORA_TOKEN_GRAIN;
    case ORA_SHEEP: return ORA_TOKEN_SHEEP;
    case ORA_CLAY: return ORA_TOKEN_CLAY;
    case ORA_COIN: return ORA_TOKEN_COIN;
    case ORA_WOOD: return ORA_TOKEN_WOOD;
    case ORA_PEAT: return ORA_TOKEN_PEAT;
    case ORA_GRAPES: return ORA_TOKEN_GRAPES;
    case ORA_STONE: return ORA_TOKEN_STONE;
    default: return -1;
    }
}

static inline const OraCard *
card_at (const OraState *s,
         int             card)
{
  return &s->set->cards[card];
}

static inline const OraMode *
mode_of (const OraState *s)
{
  return &s->set->modes[s->mode_id];
}

static inline gboolean
cell_in_grid (int r,
              int c)
{
  return r >= 0 && r < ORA_ROWS && c >= 0 && c < ORA_COLS;
}

static inline gboolean
cell_exists (const OraPlayer *pl,
             int              r,
             int              c)
{
  return cell_in_grid (r, c) && pl->cells[r][c].terrain != ORA_TERRAIN_NONE;
}

static inline int
count_cover (const OraPlayer *pl,
             OraCover         cover)
{
  int n = 0;

  /* Counted without branches: covers are scattered. */
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      n += (pl->cells[r][c].terrain != ORA_TERRAIN_NONE) &
           (cover == ORA_COVER_NONE ? pl->cells[r][c].cover != ORA_COVER_NONE
                                    : pl->cells[r][c].cover == cover);
  return n;
}

/* count_cover (pl, cover) >= at_least, stopping after the row where it
 * is known (a row is counted without branches). */
static inline gboolean
has_cover (const OraPlayer *pl,
           OraCover         cover,
           int              at_least)
{
  int n = 0;

  if (at_least <= 0)
    return TRUE;
  for (int r = 0; r < ORA_ROWS; r++)
    {
      for (int c = 0; c < ORA_COLS; c++)
        n += (pl->cells[r][c].terrain != ORA_TERRAIN_NONE) & (pl->cells[r][c].cover == cover);
      if (n >= at_least)
        return TRUE;
    }
  return FALSE;
}

static inline gboolean
first_cover (const OraPlayer *pl,
             OraCover         cover,
             int             *out_r,
             int             *out_c)
{
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE && pl->cells[r][c].cover == cover)
        {
          *out_r = r;
          *out_c = c;
          return TRUE;
        }
  return FALSE;
}

static inline gboolean
district_fits (const OraPlayer *pl,
               int              where)
{
  int row = where == 0 ? pl->row_top - 1 : pl->row_bottom + 1;

  if (row < 0 || row >= ORA_ROWS)
    return FALSE;
  for (int c = ORA_CENTER_COL; c < ORA_CENTER_COL + 5; c++)
    if (pl->cells[row][c].terrain != ORA_TERRAIN_NONE)
      return FALSE;
  return TRUE;
}

static inline int
free_clergy (const OraState *s,
             int             player,
             gboolean        prior)
{
  if (prior)
    return s->players[player].clergy[ORA_PRIOR] < 0 ? ORA_PRIOR : -1;
  for (int i = 1; i < mode_of (s)->clergy; i++)
    if (s->players[player].clergy[i] < 0)
      return i;
  return -1;
}

/* The clergyman a work contract on `owner`'s building sends, -1 when
 * none is free. Solo: the player picks which neutral clergyman works
 * (`choice` 0 = the prior). Otherwise the owner decides: the prior when
 * the owner chose it (`choice` 0, which a play view asks for), else a monk
 * or, with no monk free, the prior (the listed moves send a monk). */
static inline int
contract_clergy (const OraState *s,
                 int             owner,
                 int             choice)
{
  int clergy;

  if (owner == s->neutral)
    return free_clergy (s, owner, choice == 0);
  if (choice == 0)
    return free_clergy (s, owner, TRUE);
  clergy = free_clergy (s, owner, FALSE);
  return clergy >= 0 ? clergy : free_clergy (s, owner, TRUE);
}

static inline void
put_clergy (OraState *s,
            int       player,
            int       clergy,
            int       owner,
            int       r,
            int       c)
{
  OraCell *cell = &s->players[owner].cells[r][c];

  s->players[player].clergy[clergy] = owner * 256 + r * ORA_COLS + c;
  if (cell->occupant < 0)
    cell->occupant = player * 4 + clergy;
}

/* Short game: whenever the wheel produces, every player takes one more
 * tile of that good. */
static inline void
extra_production (OraState *s,
                  OraGood   good)
{
  if (!mode_of (s)->extra_production)
    return;
  for (int p = 0; p < s->n_players; p++)
    if (p != s->neutral)
      s->players[p].goods[good]++;
}

/* Long two-player game: of a player's three actions in a row, the first
 * may buy land once and the second or third once more. */
static inline int
land_slot (const OraState *s)
{
  return s->streak_pos == 0 ? 1 : 2;
}

/* One purchase per turn (see land_slot for the long two-player game) and
 * one per settlement phase. */
static inline gboolean
land_allowed (const OraState *s)
{
  if (s->land_bought)
    return FALSE;
  if (s->mode_id == ORA_MODE_LONG2 && s->stage == ORA_STAGE_ACTIONS)
    return !(s->land_streak & land_slot (s));
  return TRUE;
}

G_END_DECLS
