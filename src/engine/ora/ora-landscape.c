/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-landscape.c — a player's landscape: spaces, districts and plots, and
 * the clergy on it */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

/* ---------------------------------------------------------------------- */
/* Landscape                                                               */

/* The lower half of a mountain is the same space as its upper half. */
static void
canonical_cell (const OraPlayer *pl,
                int             *r,
                int             *c)
{
  if (cell_exists (pl, *r, *c) && pl->cells[*r][*c].terrain == ORA_TERRAIN_MOUNTAIN_LOWER)
    (*r)--;
}

int
ora_neighbours (const OraPlayer *pl,
                int              r,
                int              c,
                int              out[][2])
{
  static const int d[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
  int n = 0;
  gboolean mountain = pl->cells[r][c].terrain == ORA_TERRAIN_MOUNTAIN;

  for (int i = 0; i < 4; i++)
    {
      int nr = r + d[i][0], nc = c + d[i][1];

      if (mountain && d[i][0] == 1)
        nr = r + 2;
      if (!cell_exists (pl, nr, nc))
        continue;
      canonical_cell (pl, &nr, &nc);
      if (nr == r && nc == c)
        continue;
      out[n][0] = nr;
      out[n][1] = nc;
      n++;
    }
  /* A mountain also touches the hillside beside its lower half. */
  if (mountain && cell_exists (pl, r + 1, c - 1))
    {
      out[n][0] = r + 1;
      out[n][1] = c - 1;
      n++;
    }
  return n;
}

gboolean
ora_adjacent_to_cloister (const OraState  *s,
                          const OraPlayer *pl,
                          int              r,
                          int              c)
{
  int nb[6][2];
  int n = ora_neighbours (pl, r, c, nb);

  for (int i = 0; i < n; i++)
    {
      int card = pl->cells[nb[i][0]][nb[i][1]].card;

      if (card >= 0 && card_at (s, card)->cloister)
        return TRUE;
    }
  return FALSE;
}

gboolean
ora_check_site (const OraState  *s,
                int              player,
                int              card,
                int              r,
                int              c,
                GError         **error)
{
  const OraPlayer *pl = &s->players[player];
  const OraCard *cd = card_at (s, card);
  const OraCell *cell;

  if (!cell_exists (pl, r, c))
    return RULE (error, "building site: (%d,%d) is not part of the landscape", r, c);
  cell = &pl->cells[r][c];
  if (cell->card >= 0)
    return RULE (error, "building site: (%d,%d) already holds a building", r, c);
  if (cell->cover != ORA_COVER_NONE)
    return RULE (error, "building site: (%d,%d) is still covered by a %s", r, c,
                 cell->cover == ORA_COVER_FOREST ? "forest" : "moor");
  if (!(cd->terrain_mask & (1u << cell->terrain)))
    return RULE (error, "terrain: %s cannot stand on %s", cd->id, ora_terrain_name (cell->terrain));
  if (cd->cloister && !ora_adjacent_to_cloister (s, pl, r, c))
    return RULE (error, "cloister: %s must be next to another cloister building", cd->id);
  return TRUE;
}

gboolean
ora_plot_fits (const OraPlayer *pl,
               int              side,
               int              row)
{
  int c0 = side == 0 ? 0 : 7;
  int link = side == 0 ? 1 : 7;     /* the column that must touch */
  int inner = side == 0 ? 2 : 6;
  OraTerrain same = side == 0 ? ORA_TERRAIN_COAST : ORA_TERRAIN_HILLSIDE;

  if (row < 0 || row + 1 >= ORA_ROWS)
    return FALSE;
  for (int r = row; r <= row + 1; r++)
    for (int c = c0; c < c0 + 2; c++)
      if (pl->cells[r][c].terrain != ORA_TERRAIN_NONE)
        return FALSE;
  for (int r = row; r <= row + 1; r++)
    {
      const OraCell *in = &pl->cells[r][inner];
      gboolean heart = r == ORA_HEART_ROW || r == ORA_HEART_ROW + 1;

      if (in->terrain != ORA_TERRAIN_NONE && (heart || (side == 1 && in->terrain == ORA_TERRAIN_HILLSIDE)))
        return TRUE;
    }
  if ((row > 0 && pl->cells[row - 1][link].terrain == same) ||
      (row + 2 < ORA_ROWS && pl->cells[row + 2][link].terrain == same))
    return TRUE;
  return FALSE;
}

static void
lay_district (OraState *s,
              int       player,
              int       side,
              int       where)
{
  OraPlayer *pl = &s->players[player];
  int row = where == 0 ? pl->row_top - 1 : pl->row_bottom + 1;

  for (int c = 0; c < 5; c++)
    {
      OraCell *cell = &pl->cells[row][ORA_CENTER_COL + c];

      cell->terrain = s->set->district_terrain[side][c];
      cell->cover = s->set->district_cover[side][c];
      cell->card = -1;
      cell->occupant = -1;
    }
  if (where == 0)
    pl->row_top = row;
  else
    pl->row_bottom = row;
}

static void
lay_plot (OraState *s,
          int       player,
          int       side,
          int       row)
{
  OraPlayer *pl = &s->players[player];

  for (int r = row; r <= row + 1; r++)
    for (int c = 0; c < 2; c++)
      {
        OraCell *cell = &pl->cells[r][side == 0 ? c : 7 + c];
        OraTerrain t;

        if (side == 0)
          t = c == 0 ? ORA_TERRAIN_WATER : ORA_TERRAIN_COAST;
        else if (c == 0)
          t = ORA_TERRAIN_HILLSIDE;
        else
          t = r == row ? ORA_TERRAIN_MOUNTAIN : ORA_TERRAIN_MOUNTAIN_LOWER;
        cell->terrain = t;
        cell->cover = ORA_COVER_NONE;
        cell->card = -1;
        cell->occupant = -1;
      }
}

gboolean
ora_take_district (OraState  *s,
                   int        player,
                   int        side,
                   int        where,
                   gboolean   free,
                   GPtrArray *events,
                   GError   **error)
{
  int cost;

  if (s->districts_taken >= s->set->n_districts)
    return RULE (error, "landscape: no district is left");
  if (side < 0 || side > 1 || where < 0 || where > 1)
    return RULE (error, "landscape: a district has two sides and goes above or below");
  if (!district_fits (&s->players[player], where))
    return RULE (error, "landscape: no room for a district %s", where == 0 ? "above" : "below");
  /* Solo stacks are turned over: the dearest land comes first. */
  cost = s->mode_id == ORA_MODE_SOLO ? s->set->district_costs[s->set->n_districts - 1 - s->districts_taken]
                                     : s->set->district_costs[s->districts_taken];
  if (!free && !pay_coins_by (s, s->players[player].goods, cost))
    return RULE (error, "landscape: the district costs %d coins", cost);
  s->districts_taken++;
  lay_district (s, player, side, where);
  ora_event (events, "player %d takes a district (%s side, %s)%s", player, side == 0 ? "moor" : "plains",
             where == 0 ? "above" : "below", free ? " for free" : "");
  return TRUE;
}

gboolean
ora_take_plot (OraState  *s,
               int        player,
               int        side,
               int        row,
               gboolean   free,
               GPtrArray *events,
               GError   **error)
{
  int cost;

  if (s->plots_taken >= s->set->n_plots)
    return RULE (error, "landscape: no plot is left");
  if (side < 0 || side > 1)
    return RULE (error, "landscape: a plot is coast or mountain");
  if (!ora_plot_fits (&s->players[player], side, row))
    return RULE (error, "landscape: a %s plot cannot be added at row %d", side == 0 ? "coast" : "mountain", row);
  cost = s->mode_id == ORA_MODE_SOLO ? s->set->plot_costs[s->set->n_plots - 1 - s->plots_taken]
                                     : s->set->plot_costs[s->plots_taken];
  if (!free && !pay_coins_by (s, s->players[player].goods, cost))
    return RULE (error, "landscape: the plot costs %d coins", cost);
  s->plots_taken++;
  lay_plot (s, player, side, row);
  ora_event (events, "player %d takes a %s plot at row %d%s", player, side == 0 ? "coast" : "mountain",
             row, free ? " for free" : "");
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Clergy                                                                  */

int
ora_state_count_placed (const OraState *s,
                        int             player)
{
  int n = 0;

  for (int i = 0; i < mode_of (s)->clergy; i++)
    if (s->players[player].clergy[i] >= 0)
      n++;
  return n;
}

void
ora_return_clergy_of (OraState *s,
                      int       player,
                      int       which)   /* -1 = all */
{
  OraPlayer *pl = &s->players[player];

  for (int i = 0; i < ORA_MAX_CLERGY; i++)
    {
      int pos = pl->clergy[i];

      if (pos < 0 || (which >= 0 && which != i))
        continue;
      {
        OraCell *cell = &s->players[pos / 256].cells[(pos % 256) / ORA_COLS][(pos % 256) % ORA_COLS];

        if (cell->occupant == player * 4 + i)
          cell->occupant = -1;
      }
      pl->clergy[i] = -1;
    }
}

/* A player's clergy come home once all of them are out: at the start of
 * every round, and in the solo game also the neutral player's as soon as
 * the player puts its prior on a new building at a settlement phase
 * (the solo round's step 5). */
gboolean
ora_return_clergy_if_all_out (OraState *s,
                              int       player)
{
  if (ora_state_count_placed (s, player) != mode_of (s)->clergy)
    return FALSE;
  ora_return_clergy_of (s, player, -1);
  return TRUE;
}

