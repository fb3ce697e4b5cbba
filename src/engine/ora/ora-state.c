/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-state.c — rules of Ora et Labora: setup, copies, scoring and
 * invariants */
#include "config.h"

#include <string.h>

#include "ora/ora-state-private.h"

G_DEFINE_QUARK (ora-error-quark, ora_error)

const char *
ora_token_name (OraToken token)
{
  g_return_val_if_fail (token < ORA_N_TOKENS, "?");
  return token_names[token];
}

void
ora_event (GPtrArray  *events,
           const char *format,
           ...)
{
  va_list args;

  if (events == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (events, g_strdup_vprintf (format, args));
  va_end (args);
}

int
ora_state_wheel_value (const OraState *s,
                       OraToken        token)
{
  int age = s->wheel[token];

  if (age < 0)
    return 0;
  return mode_of (s)->wheel[MIN (age, 12)];
}

int
ora_state_good_yield (const OraState *s,
                      OraGood         good,
                      gboolean        joker)
{
  int token = joker ? ORA_TOKEN_JOKER : token_for_good (good);

  if (token < 0 || s->wheel[token] < 0)
    return 0;
  /* the short game's one more tile reaches the producer too */
  return ora_state_wheel_value (s, token) + (mode_of (s)->extra_production ? 1 : 0);
}

/* ---------------------------------------------------------------------- */
/* Setup and the flow of rounds                                            */

static gboolean
card_in_game (const OraState *s,
              const OraCard  *card)
{
  const OraMode *mode = mode_of (s);

  if (card->settlement || card->phase == ORA_PHASE_HEARTLAND)
    return FALSE;
  if (card->variant != ORA_VARIANT_BOTH && card->variant != s->variant)
    return FALSE;
  if (card->exclude_modes & (1u << s->mode_id))
    return FALSE;
  return (card->players_mask & (1u << mode->deck_players)) != 0;
}

static void
setup_player (OraState *s,
              int       player)
{
  OraPlayer *pl = &s->players[player];
  const OraMode *mode = mode_of (s);

  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        pl->cells[r][c].terrain = ORA_TERRAIN_NONE;
        pl->cells[r][c].cover = ORA_COVER_NONE;
        pl->cells[r][c].card = -1;
        pl->cells[r][c].occupant = -1;
      }
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 5; c++)
      {
        const OraHeartCell *h = &s->set->heartland[r][c];
        OraCell *cell = &pl->cells[ORA_HEART_ROW + r][ORA_CENTER_COL + c];

        cell->terrain = h->terrain;
        cell->cover = h->cover;
        cell->card = h->card;
      }
  if (mode->short_heartland)
    for (int i = 0; i < 2; i++)
      pl->cells[ORA_HEART_ROW + s->set->short_empty[i][0]][ORA_CENTER_COL + s->set->short_empty[i][1]].cover =
        ORA_COVER_NONE;
  pl->row_top = ORA_HEART_ROW;
  pl->row_bottom = ORA_HEART_ROW + 1;
  for (int i = 0; i < ORA_MAX_CLERGY; i++)
    pl->clergy[i] = -1;
  if (mode->start_goods)
    for (int i = 0; i < 6; i++)
      pl->goods[ora_basic_goods[i]] = 1;
  for (int i = 0; i < 8; i++)
    if (card_at (s, s->first_settlement + i)->phase == ORA_PHASE_START)
      pl->hand |= 1u << i;
}

/* The neutral player of the solo game: a bare heartland (no forest or
 * moor) with the buildings the set marks as the neutral's, top-left first. */
static void
setup_neutral (OraState *s)
{
  OraPlayer *np = &s->players[s->neutral];
  int next = 0;

  np->hand = 0;
  memset (np->goods, 0, sizeof np->goods);
  for (int r = ORA_HEART_ROW; r <= ORA_HEART_ROW + 1; r++)
    for (int c = ORA_CENTER_COL; c < ORA_CENTER_COL + 5; c++)
      np->cells[r][c].cover = ORA_COVER_NONE;
  for (int i = 0; i < s->first_settlement; i++)
    if (card_at (s, i)->neutral_start)
      for (; next < 10; next++)
        {
          OraCell *cell = &np->cells[ORA_HEART_ROW + next / 5][ORA_CENTER_COL + next % 5];

          if (cell->card < 0)
            {
              cell->card = i;
              break;
            }
        }
}

OraState *
ora_state_new (OraCardSet  *set,
               OraModeId    mode_id,
               OraVariant   variant,
               guint64      seed,
               GError     **error)
{
  g_autoptr(OraState) s = NULL;
  TtRng rng;

  if (mode_id >= ORA_N_MODES || !set->modes[mode_id].supported)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "mode %s is not supported by this engine yet",
                   mode_id < ORA_N_MODES ? ora_mode_name (mode_id) : "?");
      return NULL;
    }
  if (variant != ORA_VARIANT_FRANCE && variant != ORA_VARIANT_IRELAND)
    {
      g_set_error (error, ORA_ERROR, ORA_ERROR_OPTIONS, "variant must be france or ireland");
      return NULL;
    }
  s = g_new0 (OraState, 1);
  s->set = ora_cardset_ref (set);
  s->mode_id = mode_id;
  s->variant = variant;
  s->n_players = set->modes[mode_id].players;
  s->contract_cost = 1;
  s->wonders_left = 8;
  s->first_settlement = set->n_cards - 8;
  tt_rng_init (&rng, seed);
  s->start_player = 0;
  s->neutral = -1;
  if (mode_id == ORA_MODE_SOLO)
    {
      s->neutral = s->n_players;
      s->n_players++;
    }
  for (int i = 0; i < s->n_players; i++)
    setup_player (s, i);
  if (s->neutral >= 0)
    setup_neutral (s);
  for (int t = 0; t < ORA_N_TOKENS; t++)
    s->wheel[t] = 0;
  s->wheel[ORA_TOKEN_GRAPES] = -1;
  s->wheel[ORA_TOKEN_STONE] = -1;
  for (int i = 0; i < set->n_cards; i++)
    {
      const OraCard *card = &set->cards[i];

      if (s->neutral >= 0 && card->neutral_start)
        s->card_loc[i] = ORA_LOC_BUILT;
      else if (!card_in_game (s, card))
        s->card_loc[i] = ORA_LOC_OUT;
      else
        s->card_loc[i] = card->phase == ORA_PHASE_START ? ORA_LOC_DISPLAY : ORA_LOC_STACK;
    }
  ora_start_round (s, NULL);
  return g_steal_pointer (&s);
}

OraState *
ora_state_copy (const OraState *state)
{
  OraState *copy = g_new (OraState, 1);

  memcpy (copy, state, sizeof *copy);
  ora_cardset_ref (copy->set);
  return copy;
}

/* Copy without touching reference counts; `dest` must share src's set. */
void
ora_state_copy_into (OraState       *dest,
                     const OraState *src)
{
  memcpy (dest, src, sizeof *dest);
}

void
ora_state_free (OraState *state)
{
  if (state == NULL)
    return;
  ora_cardset_unref (state->set);
  g_free (state);
}

/* ---------------------------------------------------------------------- */
/* Scoring                                                                 */

static int
dwelling_of_cell (const OraState  *s,
                  const OraPlayer *pl,
                  int              r,
                  int              c)
{
  const OraCell *cell = &pl->cells[r][c];

  if (cell->card >= 0)
    return card_at (s, cell->card)->dwelling;
  if (cell->terrain == ORA_TERRAIN_WATER)
    return 3;
  return 0;
}

/* Points of the 1-coins beyond their own: five 1-coins may always become a
 * 5-coin tile, and wine (1 coin) and whiskey (2 coins) may be changed for
 * coins, giving up their own point, when that completes five. Changing
 * more than 4 coins' worth never pays (at least 3 points for 2). */
static int
coin_points (const gint16 *goods)
{
  int per5 = ora_goods[ORA_COIN5].points, best = 0;

  for (int wine = 0; wine <= MIN (goods[ORA_WINE], 4); wine++)
    for (int whiskey = 0; whiskey <= MIN (goods[ORA_WHISKEY], 2); whiskey++)
      {
        int coins = goods[ORA_COIN] + wine * ora_goods[ORA_WINE].money + whiskey * ora_goods[ORA_WHISKEY].money;
        int points = (coins / 5) * per5 - wine * ora_goods[ORA_WINE].points
                     - whiskey * ora_goods[ORA_WHISKEY].points;

        best = MAX (best, points);
      }
  return best;
}

OraScore
ora_state_score (const OraState *s,
                 int             player)
{
  const OraPlayer *pl = &s->players[player];
  OraScore score = { 0 };

  for (int g = 0; g < ORA_N_GOODS; g++)
    score.goods += ora_goods[g].points * pl->goods[g];
  score.goods += coin_points (pl->goods);
  for (int r = 0; r < ORA_ROWS; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        const OraCell *cell = &pl->cells[r][c];

        if (cell->terrain == ORA_TERRAIN_NONE || cell->card < 0)
          continue;
        score.economic += card_at (s, cell->card)->economic;
        if (card_at (s, cell->card)->settlement)
          {
            int nb[6][2], n = ora_neighbours (pl, r, c, nb);

            score.dwelling += card_at (s, cell->card)->dwelling;
            for (int i = 0; i < n; i++)
              score.dwelling += dwelling_of_cell (s, pl, nb[i][0], nb[i][1]);
          }
      }
  score.total = score.goods + score.economic + score.dwelling;
  return score;
}

/* ---------------------------------------------------------------------- */
/* Invariants                                                              */

gboolean
ora_state_check (const OraState  *s,
                 GError         **error)
{
  for (int p = 0; p < s->n_players; p++)
    {
      const OraPlayer *pl = &s->players[p];
      OraScore score = ora_state_score (s, p);
      int placed = 0;

      for (int g = 0; g < ORA_N_GOODS; g++)
        if (pl->goods[g] < 0)
          return RULE (error, "invariant: player %d has %d %s", p, pl->goods[g], ora_goods[g].name);
      if (p != s->neutral && score.economic != pl->economic)
        return RULE (error, "invariant: player %d economic %d, recomputed %d", p, pl->economic, score.economic);
      for (int i = 0; i < ORA_MAX_CLERGY; i++)
        {
          int pos = pl->clergy[i];
          const OraCell *cell;

          if (pos < 0)
            continue;
          if (i >= s->set->modes[s->mode_id].clergy)
            return RULE (error, "invariant: player %d uses a clergyman the mode does not have", p);
          placed++;
          cell = &s->players[pos / 256].cells[(pos % 256) / ORA_COLS][(pos % 256) % ORA_COLS];
          if (cell->card < 0)
            return RULE (error, "invariant: player %d's clergyman stands on no building", p);
          if (pos / 256 != p && s->stage != ORA_STAGE_BONUS && s->stage != ORA_STAGE_OVER &&
              !(s->stage == ORA_STAGE_SETTLEMENT && s->settle_phase == 4))
            return RULE (error, "invariant: player %d's clergyman left the player's landscape", p);
        }
      if (placed > s->set->modes[s->mode_id].clergy)
        return RULE (error, "invariant: player %d has too many clergy placed", p);
      for (int r = 0; r < ORA_ROWS; r++)
        for (int c = 0; c < ORA_COLS; c++)
          {
            const OraCell *cell = &pl->cells[r][c];
            const OraCard *card;

            if (cell->occupant >= 0)
              {
                int q = cell->occupant / 4, i = cell->occupant % 4;

                if (q >= s->n_players || s->players[q].clergy[i] != p * 256 + r * ORA_COLS + c)
                  return RULE (error, "invariant: occupant of (%d,%d) of player %d is not there", r, c, p);
              }
            if (cell->card < 0)
              continue;
            card = card_at (s, cell->card);
            if (cell->terrain == ORA_TERRAIN_NONE || cell->cover != ORA_COVER_NONE ||
                (p != s->neutral && !(card->terrain_mask & (1u << cell->terrain))))
              return RULE (error, "invariant: %s of player %d stands on the wrong terrain", card->id, p);
            if (card->cloister && card->phase != ORA_PHASE_HEARTLAND && p != s->neutral &&
                !ora_adjacent_to_cloister (s, pl, r, c))
              return RULE (error, "invariant: cloister %s of player %d has no cloister neighbour", card->id, p);
          }
    }
  return TRUE;
}

