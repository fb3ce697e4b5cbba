/* SPDX-License-Identifier: GPL-3.0-or-later */
/* carc-score.c — Carcassonne scoring: completed features, the abbot's
 * recall and the final scoring */
#include "carc-state-private.h"

#include <stdlib.h>
#include <string.h>

/* ---- scoring ------------------------------------------------------------ */

guint
carc_count_distinct_tiles (const CarcState *state,
                           guint            root)
{
  guint64 seen[CARC_MAX_GAME_TILES / 64] = { 0 };
  guint n = 0, p = root;

  do
    {
      guint t = state->parts[p].tile;

      if (!(seen[t / 64] & (G_GUINT64_CONSTANT (1) << (t % 64))))
        {
          seen[t / 64] |= G_GUINT64_CONSTANT (1) << (t % 64);
          n++;
        }
      p = state->parts[p].next;
    }
  while (p != root);
  return n;
}

/* Completed cities (roots) a field touches, each counted once; with
 * `n_tiles` (nullable) also the field's distinct tiles, in the same walk. */
guint
carc_count_completed_cities (const CarcState *state,
                             guint            root,
                             guint           *n_tiles)
{
  guint16 cities[256];
  guint64 seen[CARC_MAX_GAME_TILES / 64] = { 0 };
  guint n = 0, p = root, tiles = 0;

  do
    {
      const CarcPart *part = &state->parts[p];
      guint16 mask = part->cities;
      guint t = part->tile, base = p - part->local;   /* the tile's first part */

      if (n_tiles != NULL && !(seen[t / 64] & (G_GUINT64_CONSTANT (1) << (t % 64))))
        {
          seen[t / 64] |= G_GUINT64_CONSTANT (1) << (t % 64);
          tiles++;
        }

      while (mask != 0)
        {
          guint i = (guint) __builtin_ctz (mask);
          guint city = find_root_const (state->parts, base + i);
          gboolean known = FALSE;

          mask &= (guint16) ~(1u << i);
          if (state->parts[city].open != 0)
            continue;
          for (guint k = 0; k < n && !known; k++)
            known = cities[k] == city;
          if (!known && n < G_N_ELEMENTS (cities))
            cities[n++] = (guint16) city;
        }
      p = part->next;
    }
  while (p != root);
  if (n_tiles != NULL)
    *n_tiles = tiles;
  return n;
}

static void
figure_list_remove (CarcState *state,
                    guint      placed)
{
  for (guint i = 0; i < state->n_figure_tiles; i++)
    if (state->figure_tiles[i] == placed)
      {
        memmove (&state->figure_tiles[i], &state->figure_tiles[i + 1],
                 sizeof (guint16) * (state->n_figure_tiles - i - 1));
        state->n_figure_tiles--;
        return;
      }
}

static void
return_figures (CarcState *state,
                guint      root,
                GArray    *events)
{
  guint p = root;

  do
    {
      CarcPart *part = &state->parts[p];
      CarcPlacedTile *tile = &state->placed[part->tile];

      if (tile->fig_owner >= 0 && tile->fig_feature == part->local)
        {
          CarcEvent ev = { 0 };

          ev.type = CARC_EVENT_FIGURE_RETURNED;
          ev.player = tile->fig_owner;
          ev.tile = tile->type;
          ev.x = tile->x;
          ev.y = tile->y;
          ev.rotation = tile->rot;
          ev.segment = (CarcSegment) tile->fig_segment;
          ev.role = role_of_kind ((CarcFeatureKind) part->kind, tile->fig_kind);
          carc_emit (events, &ev);
          if (tile->fig_kind == CARC_ACTION_ABBOT)
            state->abbot_tile[tile->fig_owner] = -1;
          else
            state->supply[tile->fig_owner]++;
          tile->fig_owner = -1;
          tile->fig_kind = 0;
          figure_list_remove (state, (guint) (tile - state->placed));
        }
      p = part->next;
    }
  while (p != root);
  state->parts[root].n_figures = 0;
  memset (state->parts[root].figures, 0, sizeof state->parts[root].figures);
}

guint
carc_feature_value (const CarcState *state,
                    guint            root,
                    CarcPhase        phase,
                    CarcEvent       *ev)
{
  const CarcPart *part = &state->parts[root];
  const CarcPlacedTile *tile = &state->placed[part->tile];

  switch ((CarcFeatureKind) part->kind)
    {
    case CARC_FEATURE_ROAD:
      ev->n_tiles = (guint16) carc_count_distinct_tiles (state, root);
      return ev->n_tiles;
    case CARC_FEATURE_CITY:
      ev->n_tiles = (guint16) carc_count_distinct_tiles (state, root);
      ev->n_shields = part->shields;
      return (phase == CARC_PHASE_PLAY ? 2u : 1u) * (ev->n_tiles + ev->n_shields);
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_GARDEN:
      ev->n_tiles = (guint16) (1 + tile->n_neighbours);
      return ev->n_tiles;
    case CARC_FEATURE_FIELD:
      ev->n_cities = (guint16) carc_count_completed_cities (state, root, NULL);
      return 3u * ev->n_cities;
    default:
      return 0;
    }
}

/* Majority scoring of one feature; during play its figures go home. */
static void
score_feature (CarcState *state,
               guint      root,
               CarcPhase  phase,
               GArray    *events)
{
  CarcPart *part = &state->parts[root];
  const CarcPlacedTile *tile = &state->placed[part->tile];
  const CarcTileType *type = &state->table->types[tile->type];
  CarcEvent ev = { 0 };
  guint best = 0, n_winners = 0;

  ev.type = CARC_EVENT_FEATURE_SCORED;
  ev.player = -1;
  ev.tile = tile->type;
  ev.x = tile->x;
  ev.y = tile->y;
  ev.rotation = tile->rot;
  ev.segment = segment_of_feature (&type->rot[tile->rot], type, part->local);
  ev.phase = phase;
  ev.category = category_of_kind ((CarcFeatureKind) part->kind);
  ev.value = (guint16) carc_feature_value (state, root, phase, &ev);
  for (guint p = 0; p < state->n_players; p++)
    {
      ev.figures[p] = part->figures[p];
      best = MAX (best, part->figures[p]);
    }
  for (guint p = 0; best > 0 && p < state->n_players; p++)
    if (part->figures[p] == best)
      {
        ev.winners |= (guint8) (1u << p);
        n_winners++;
      }
  ev.points = ev.value;
  if (n_winners > 1 && state->options.ties == CARC_TIES_SPLIT)
    ev.points = (guint16) (ev.value / n_winners);
  for (guint p = 0; p < state->n_players; p++)
    if (ev.winners & (1u << p))
      state->score[p][ev.category][phase] += ev.points;
  carc_emit (events, &ev);
  if (phase == CARC_PHASE_PLAY)
    {
      part->flags |= CARC_PART_COMPLETED | CARC_PART_SCORED;
      return_figures (state, root, events);
    }
  else
    part->flags |= CARC_PART_SCORED;
}

/* `cloisters`: lay_tile()'s bits of the cloisters the tile surrounded. */
void
carc_score_completed (CarcState *state,
                      guint      index,
                      guint      cloisters,
                      GArray    *events)
{
  const CarcPlacedTile *tile = &state->placed[index];
  const CarcTileType *type = &state->table->types[tile->type];
  int x = tile->x, y = tile->y;

  for (guint i = 0; i < type->def.n_features; i++)
    {
      CarcFeatureKind kind = type->def.features[i].kind;
      guint root;

      if (kind != CARC_FEATURE_ROAD && kind != CARC_FEATURE_CITY)
        continue;
      root = find_root (state->parts, state->placed[index].part_base + i);
      if (state->parts[root].open == 0 && !(state->parts[root].flags & CARC_PART_SCORED))
        score_feature (state, root, CARC_PHASE_PLAY, events);
    }
  for (; cloisters != 0; cloisters &= cloisters - 1)
    {
      guint bit = (guint) __builtin_ctz (cloisters);
      const CarcPlacedTile *other = &state->placed[placed_at (state, x + (int) (bit % 3) - 1,
                                                              y + (int) (bit / 3) - 1)];
      guint8 centre = state->table->types[other->type].centre;
      guint part;

      /* Without the Abbot module a garden is only a picture. */
      if (state->table->types[other->type].def.features[centre].kind == CARC_FEATURE_GARDEN
          && !state->options.abbot)
        continue;
      part = other->part_base + centre;
      if (!(state->parts[part].flags & CARC_PART_SCORED))
        score_feature (state, part, CARC_PHASE_PLAY, events);
    }
}

void
carc_recall_abbot (CarcState *state,
                   GArray    *events)
{
  guint player = state->current;
  const CarcPlacedTile *tile = &state->placed[state->abbot_tile[player]];
  const CarcTileType *type = &state->table->types[tile->type];
  guint part = tile->part_base + type->centre;
  CarcEvent ev = { 0 };

  ev.type = CARC_EVENT_FEATURE_SCORED;
  ev.player = (gint8) player;
  ev.tile = tile->type;
  ev.x = tile->x;
  ev.y = tile->y;
  ev.rotation = tile->rot;
  ev.segment = CARC_SEG_C;
  ev.phase = CARC_PHASE_PLAY;
  ev.category = category_of_kind ((CarcFeatureKind) state->parts[part].kind);
  ev.abbot_recall = TRUE;
  ev.n_tiles = (guint16) (1 + tile->n_neighbours);
  ev.value = ev.points = ev.n_tiles;
  ev.winners = (guint8) (1u << player);
  ev.figures[player] = 1;
  state->score[player][ev.category][CARC_PHASE_PLAY] += ev.points;
  carc_emit (events, &ev);
  return_figures (state, part, events);
}

/* Adds `root` to the ascending list `roots` unless it is there already. */
static guint
insert_root (guint16 *roots,
             guint    n,
             guint    root)
{
  guint i = n;

  while (i > 0 && roots[i - 1] > root)
    i--;
  if (i > 0 && roots[i - 1] == root)
    return n;
  memmove (&roots[i + 1], &roots[i], sizeof (guint16) * (n - i));
  roots[i] = (guint16) root;
  return n + 1;
}

/* The roots of the unscored features holding figures, ascending (the
 * order of a scan over every part), found from the figures on the map:
 * there are far fewer of them than parts. Returns the count. */
static guint
collect_pending_features (const CarcState *state,
                          guint16         *pending)
{
  guint n = 0;

  for (guint i = 0; i < state->n_figure_tiles; i++)
    {
      const CarcPlacedTile *tile = &state->placed[state->figure_tiles[i]];
      guint root = find_root_const (state->parts, tile->part_base + tile->fig_feature);
      const CarcPart *part = &state->parts[root];

      if (part->n_figures > 0 && !(part->flags & CARC_PART_SCORED))
        n = insert_root (pending, n, root);
    }
  return n;
}

void
carc_end_scoring (CarcState *state,
                  GArray    *events)
{
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_ROAD, CARC_FEATURE_CITY, CARC_FEATURE_MONASTERY, CARC_FEATURE_GARDEN,
    CARC_FEATURE_FIELD,
  };
  CarcEvent ev = { 0 };
  guint16 pending[G_N_ELEMENTS (state->figure_tiles)];
  guint n_pending = collect_pending_features (state, pending);

  /* Lines come out grouped: roads, cities, cloisters, then farms. */
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      if (order[k] == CARC_FEATURE_FIELD && !state->options.farmers)
        continue;
      for (guint i = 0; i < n_pending; i++)
        if (state->parts[pending[i]].kind == order[k])
          score_feature (state, pending[i], CARC_PHASE_END, events);
    }
  state->finished = TRUE;
  ev.type = CARC_EVENT_GAME_OVER;
  ev.player = -1;
  carc_emit (events, &ev);
}

void
carc_state_finish (CarcState *state,
                   GArray    *events)
{
  if (!state->finished)
    carc_end_scoring (state, events);
}
