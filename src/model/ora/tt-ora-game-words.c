/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-game-words.c — Ora et Labora moves in words, one decision at a
 * time (TtGameClass.describe_choice and describe_preview): the engine's
 * decisions (ora-decisions.h) say what is chosen, these words say what
 * it gives and takes, whose building it is and what the fee is. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ora/ora-decisions.h"
#include "tt-ora-card-text.h"
#include "tt-ora-game-words.h"

static TtOraTextLanguage
text_language (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i]; i++)
    {
      if (g_str_has_prefix (languages[i], "ko"))
        return TT_ORA_TEXT_KO;
      if (g_str_has_prefix (languages[i], "en") || g_str_equal (languages[i], "C"))
        break;
    }
  return TT_ORA_TEXT_EN;
}

static const char *
card_name (const OraState *s,
           int             card)
{
  return card >= 0 && card < s->set->n_cards ? tt_ora_card_label (&s->set->cards[card]) : "?";
}

/* The top-left corner of `player`'s landscape in use. */
static void
origin (const OraState *s,
        int             player,
        int            *row0,
        int            *col0)
{
  *row0 = ORA_ROWS;
  *col0 = ORA_COLS;
  if (player >= 0 && player < ORA_MAX_PLAYERS)
    for (int r = 0; r < ORA_ROWS; r++)
      for (int c = 0; c < ORA_COLS; c++)
        if (s->players[player].cells[r][c].terrain != ORA_TERRAIN_NONE)
          {
            *row0 = MIN (*row0, r);
            *col0 = MIN (*col0, c);
          }
  if (*row0 == ORA_ROWS)
    *row0 = *col0 = 0;
}

char *
tt_ora_place_name (const OraState *s,
                   int             player,
                   int             row,
                   int             col)
{
  int row0, col0;

  origin (s, player, &row0, &col0);
  /* rows from the top, columns from the left of the landscape in use */
  return g_strdup_printf (_("row %d, column %d"), row - row0 + 1, col - col0 + 1);
}

/* A place as a choice's label. */
static char *
place_label (const OraState *s,
             int             player,
             int             row,
             int             col)
{
  int row0, col0;

  origin (s, player, &row0, &col0);
  return g_strdup_printf (_("Row %d, column %d"), row - row0 + 1, col - col0 + 1);
}

/* "2 wood, 1 clay"; "" for nothing. */
static char *
goods_list (const int *n)
{
  GString *text = g_string_new (NULL);

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (n[g] > 0)
      {
        g_autofree char *words = tt_ora_good_amount (g, n[g]);

        g_string_append_printf (text, "%s%s", text->len ? ", " : "", words);
      }
  return g_string_free (text, FALSE);
}

static char *
amount_list (const OraAmount *amount)
{
  int n[ORA_N_GOODS];

  for (int g = 0; g < ORA_N_GOODS; g++)
    n[g] = amount->n[g];
  return goods_list (n);
}

static void
sep (GString *text)
{
  if (text->len > 0)
    g_string_append (text, " · ");
}

/* What the move gives and gets for its player, and the points it makes:
 * "Give 1 coin to Bob · get 4 clay · +2 points". */
static char *
move_effect (TtOraGame       *game,
             const OraState  *s,
             const OraAction *a,
             gboolean        *gains)
{
  g_autoptr(OraState) after = ora_state_copy (s);
  int me = ora_state_get_current_player (s);
  int give[ORA_N_GOODS], get[ORA_N_GOODS];
  g_autofree char *given = NULL, *got = NULL;
  GString *text = g_string_new (NULL);
  int points;

  *gains = TRUE;
  if (!ora_state_apply (after, a, NULL, NULL))
    return g_string_free (text, FALSE);
  for (int g = 0; g < ORA_N_GOODS; g++)
    {
      int d = after->players[me].goods[g] - s->players[me].goods[g];

      give[g] = MAX (0, -d);
      get[g] = MAX (0, d);
    }
  given = goods_list (give);
  got = goods_list (get);
  /* where it happens, which a decision taken at once may not have said */
  if (a->type == ORA_ACT_BUILD || a->type == ORA_ACT_SETTLE || a->type == ORA_ACT_FELL || a->type == ORA_ACT_CUT)
    {
      g_autofree char *place = tt_ora_place_name (s, me, a->row, a->col);

      /* %s: a place, "row 2, column 3" */
      g_string_append_printf (text, _("At %s"), place);
    }
  if (*given)
    {
      sep (text);
      g_string_append_printf (text, _("Give %s"), given);
    }
  if (a->type == ORA_ACT_CONTRACT && a->player != s->neutral)
    {
      g_autofree char *fee = a->gift ? tt_ora_good_amount (s->variant == ORA_VARIANT_FRANCE ? ORA_WINE : ORA_WHISKEY, 1)
                                     : tt_ora_good_amount (ORA_COIN, s->contract_cost);

      if (*given)
        /* %s: the fee, then the player it goes to */
        g_string_append_printf (text, _(" (%s of it to %s)"), fee, tt_ora_game_player_name (game, a->player));
      else
        {
          sep (text);
          /* %s: the fee, then the player it goes to */
          g_string_append_printf (text, _("the fee of %s to %s"), fee, tt_ora_game_player_name (game, a->player));
        }
    }
  if (*got)
    {
      sep (text);
      g_string_append_printf (text, _("get %s"), got);
    }
  points = ora_state_score (after, me).total - ora_state_score (s, me).total;
  if (points != 0)
    {
      sep (text);
      g_string_append_printf (text, ngettext ("%+d point", "%+d points", ABS (points)), points);
    }
  /* a building or land is gained too, though no goods come */
  *gains = *got || points > 0 || a->type == ORA_ACT_BUILD || a->type == ORA_ACT_SETTLE ||
           a->type == ORA_ACT_BUY_DISTRICT || a->type == ORA_ACT_BUY_PLOT;
  if (text->len == 0)
    g_string_append (text, _("Nothing changes hands"));
  return g_string_free (text, FALSE);
}

/* What a building does now: the wheel's goods with their amounts now,
 * else its effect in words. */
static char *
card_now (const OraState *s,
          int             card)
{
  const OraCard *cd;
  GString *text;

  if (card < 0 || card >= s->set->n_cards)
    return NULL;
  cd = &s->set->cards[card];
  text = g_string_new (NULL);
  for (int i = 0; i < cd->n_steps; i++)
    {
      const OraStep *step = &cd->steps[i];

      if (step->kind == ORA_STEP_WHEEL && !step->joker_only)
        {
          GString *amounts = g_string_new (NULL);

          for (int k = 0; k < step->n_goods; k++)
            {
              g_autofree char *amount = tt_ora_good_amount (step->goods[k], ora_state_good_yield (s, step->goods[k], FALSE));

              if (amounts->len)
                g_string_append (amounts, _(" or "));
              g_string_append (amounts, amount);
            }
          sep (text);
          /* %s: amounts, e.g. "5 clay" or "2 grain or 2 sheep" */
          g_string_append_printf (text, _("Yields %s now"), amounts->str);
          g_string_free (amounts, TRUE);
        }
      else
        {
          g_autofree char *words = tt_ora_step_text (step, text_language ());

          sep (text);
          g_string_append (text, words);
        }
    }
  return g_string_free (text, FALSE);
}

static const char *
action_label (int what)
{
  switch (what)
    {
    case ORA_DO_USE: return _("Use a building");
    case ORA_DO_FELL: return _("Fell trees");
    case ORA_DO_CUT: return _("Cut peat");
    case ORA_DO_BUILD: return _("Build");
    case ORA_DO_BUY_LAND: return _("Buy land");
    case ORA_DO_EXCHANGE: return _("Exchange goods");
    case ORA_DO_SETTLE: return _("Found a settlement");
    case ORA_DO_PASS: return _("Found no settlement now");
    case ORA_DO_END_TURN: return _("End the turn");
    default: return _("Other move");
    }
}

static char *
action_detail (const OraState *s,
               int             what)
{
  switch (what)
    {
    case ORA_DO_USE:
      return g_strdup (_("Send a clergyman to one of your buildings, or use another player’s for a fee"));
    case ORA_DO_FELL:
      {
        g_autofree char *wood = tt_ora_good_amount (ORA_WOOD, ora_state_good_yield (s, ORA_WOOD, FALSE));

        return g_strdup_printf (_("Clear a forest and get %s"), wood);
      }
    case ORA_DO_CUT:
      {
        g_autofree char *peat = tt_ora_good_amount (ORA_PEAT, ora_state_good_yield (s, ORA_PEAT, FALSE));

        return g_strdup_printf (_("Clear a moor and get %s"), peat);
      }
    case ORA_DO_BUILD:
      return g_strdup (_("Pay a building’s cost and put it on your landscape"));
    case ORA_DO_BUY_LAND:
      return g_strdup (_("A free action: a district or a plot for coins"));
    case ORA_DO_EXCHANGE:
      return g_strdup (_("A free action: grain to straw, wine or whiskey to coins"));
    case ORA_DO_END_TURN:
      return g_strdup (_("Your main action is taken"));
    default:
      return NULL;
    }
}

static char *
worker_label (TtOraGame       *game,
              const OraState  *s,
              const OraAction *a,
              int              clergy)
{
  if (a->type == ORA_ACT_BUILD)
    return g_strdup (clergy ? _("The prior works in it at once") : _("Nobody works in it yet"));
  if (a->type == ORA_ACT_CONTRACT && a->player == s->neutral)
    return g_strdup (clergy == ORA_PRIOR ? _("The neutral player’s prior") : _("A neutral lay brother"));
  if (a->type == ORA_ACT_CONTRACT)
    /* %s: the building's owner */
    return g_strdup_printf (clergy == ORA_PRIOR ? _("%s’s prior") : _("A lay brother of %s’s"),
                            tt_ora_game_player_name (game, a->player));
  return g_strdup (clergy == ORA_PRIOR ? _("Your prior") : _("A lay brother"));
}

static char *
owner_label (TtOraGame             *game,
             const OraState        *s,
             const TtRulesDecision *d,
             char                 **detail)
{
  int owner = d->value[0];
  int me = ora_state_get_current_player (s);
  g_autofree char *place = tt_ora_place_name (s, owner, d->value[1], d->value[2]);

  if (owner == me)
    {
      *detail = g_strdup_printf (_("At %s, no fee"), place);
      return g_strdup (_("Yours"));
    }
  if (s->stage == ORA_STAGE_BONUS)
    {
      *detail = g_strdup_printf (_("At %s, no fee in the bonus round"), place);
      return g_strdup_printf (_("%s’s"), tt_ora_game_player_name (game, owner));
    }
  if (owner == s->neutral)
    {
      g_autofree char *fee = tt_ora_good_amount (ORA_COIN, s->contract_cost);

      /* %s: the fee, then where */
      *detail = g_strdup_printf (_("Fee: %s to the bank · at %s"), fee, place);
      return g_strdup (_("The neutral player’s (work contract)"));
    }
  {
    g_autofree char *fee = tt_ora_good_amount (ORA_COIN, s->contract_cost);

    /* %s: the fee, the owner, where */
    *detail = g_strdup_printf (s->variant == ORA_VARIANT_FRANCE ? _("Fee: %s (or 1 wine as a gift) to %s · at %s")
                                                                : _("Fee: %s (or 1 whiskey as a gift) to %s · at %s"),
                               fee, tt_ora_game_player_name (game, owner), place);
    return g_strdup_printf (_("%s’s (work contract)"), tt_ora_game_player_name (game, owner));
  }
}

static const OraStep *
decision_step (const OraState        *s,
               const TtRulesDecision *d,
               int                    step_index)
{
  int card = ORA_DECIDE_FCARD (d);

  if (card < 0 || card >= s->set->n_cards || step_index < 0 || step_index >= s->set->cards[card].n_steps)
    return NULL;
  return &s->set->cards[card].steps[step_index];
}

static char *
cell_place (const OraState *s,
            int             player,
            int             cell)
{
  if (cell < 0)
    return g_strdup (_("nowhere"));
  return place_label (s, player, cell / ORA_COLS, cell % ORA_COLS);
}

/* A step's option: the prompt, the answer, gains_nothing. */
static void
describe_step (TtOraGame             *game,
               const OraState        *s,
               const TtRulesDecision *d,
               TtMoveWords           *words)
{
  int i = d->value[1] >> 2, part = d->value[1] & 3;
  const OraStep *step = decision_step (s, d, i);
  const int *x = &d->value[2];
  int me = ora_state_get_current_player (s);
  const char *building = card_name (s, ORA_DECIDE_FCARD (d));

  if (step == NULL)
    {
      words->prompt = g_strdup (_("Which option?"));
      words->label = g_strdup (_("As listed"));
      return;
    }
  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      {
        OraGood good = x[0] >= 0 && x[0] < step->n_goods ? step->goods[x[0]] : ORA_GRAIN;
        int with = ora_state_good_yield (s, good, TRUE), without = ora_state_good_yield (s, good, FALSE);
        g_autofree char *amount = tt_ora_good_amount (good, x[1] ? with : without);

        /* %s: a building */
        words->prompt = g_strdup_printf (_("What does %s yield?"), building);
        if (x[0] < 0)
          {
            words->label = g_strdup (_("Nothing from the wheel"));
            words->gains_nothing = TRUE;
          }
        else if (x[1] && with <= without && !step->joker_only)
          {
            words->label = g_strdup_printf (_("%s with the joker (no more than without)"), amount);
            words->gains_nothing = TRUE;
          }
        else if (x[1])
          words->label = g_strdup_printf (_("%s with the joker"), amount);
        else
          words->label = g_strdup (amount);
        if (!words->gains_nothing && (x[1] ? with : without) == 0)
          words->gains_nothing = TRUE;
      }
      break;
    case ORA_STEP_GAIN_CHOICE:
      words->prompt = g_strdup_printf (_("What do you take from %s?"), building);
      words->label = x[0] >= 0 && x[0] < step->n_options ? amount_list (&step->options[x[0]].gain) : g_strdup ("?");
      break;
    case ORA_STEP_CONVERT:
      {
        g_autofree char *pay = amount_list (&step->pay);
        g_autofree char *gain = amount_list (&step->gain);

        words->prompt = g_strdup_printf (_("How many times does %s work?"), building);
        if (x[0] <= 0)
          {
            words->label = g_strdup (_("Not at all"));
            words->gains_nothing = TRUE;
          }
        else
          {
            words->label = g_strdup_printf (ngettext ("%d time", "%d times", x[0]), x[0]);
            /* %s: goods paid and got each time */
            words->detail = g_strdup_printf (_("Each time: give %s, get %s"), pay, gain);
          }
      }
      break;
    case ORA_STEP_CONVERT_ANY:
      {
        GString *text = g_string_new (NULL);

        words->prompt = g_strdup_printf (_("What does %s make?"), building);
        for (int k = 0; k < step->n_options && k < 4; k++)
          if (x[k] > 0)
            {
              g_autofree char *gain = amount_list (&step->options[k].gain);

              sep (text);
              g_string_append_printf (text, "%s ×%d", gain, x[k]);
            }
        if (text->len == 0)
          {
            g_string_append (text, _("Nothing"));
            words->gains_nothing = TRUE;
          }
        words->label = g_string_free (text, FALSE);
      }
      break;
    case ORA_STEP_DISTINCT:
      if (part == 0)
        {
          words->prompt = g_strdup_printf (_("Which good does %s give?"), building);
          words->label = g_strdup (x[0] >= 0 && x[0] < 6 ? tt_ora_good_label (ora_basic_goods[x[0]]) : "?");
        }
      else
        {
          int n[ORA_N_GOODS] = { 0 };

          words->prompt = g_strdup (_("Which goods do you pay?"));
          for (int g = 0; g < ORA_N_GOODS; g++)
            n[g] = (x[0] >> g) & 1;
          words->label = x[0] ? goods_list (n) : g_strdup (_("As the game chooses"));
        }
      break;
    case ORA_STEP_TWO_BASIC:
      words->prompt = g_strdup_printf (_("Which goods does %s give?"), building);
      words->label = g_strdup_printf ("%s, %s", x[0] >= 0 && x[0] < 6 ? tt_ora_good_label (ora_basic_goods[x[0]]) : "?",
                                      x[1] >= 0 && x[1] < 6 ? tt_ora_good_label (ora_basic_goods[x[1]]) : "?");
      break;
    case ORA_STEP_REMOVE:
      words->prompt = g_strdup (_("How many spaces do you clear?"));
      words->label = g_strdup_printf (ngettext ("%d space", "%d spaces", x[0]), x[0]);
      words->gains_nothing = x[0] <= 0;
      break;
    case ORA_STEP_BUILD:
    case ORA_STEP_SETTLE:
      if (part == 0)
        {
          words->prompt = g_strdup (step->kind == ORA_STEP_BUILD ? _("Which building do you build?")
                                                                 : _("Which settlement do you found?"));
          words->label = x[0] >= 0 ? g_strdup (card_name (s, x[0]))
                                   : g_strdup (step->kind == ORA_STEP_BUILD ? _("No building") : _("No settlement"));
          words->gains_nothing = x[0] < 0;
          if (x[0] >= 0)
            words->detail = amount_list (&s->set->cards[x[0]].cost);
        }
      else if (part == 1)
        {
          words->prompt = g_strdup (_("Where?"));
          words->label = cell_place (s, me, x[0]);
        }
      else
        {
          words->prompt = g_strdup (_("Does the prior work in it?"));
          words->label = g_strdup (x[0] ? _("The prior works in it at once") : _("Nobody works in it yet"));
        }
      break;
    case ORA_STEP_LAND:
      words->prompt = g_strdup (part == 0 ? _("Which district?") : _("Which plot?"));
      if (x[0] < 0)
        {
          words->label = g_strdup (part == 0 ? _("No district") : _("No plot"));
          words->gains_nothing = TRUE;
        }
      else if (part == 0)
        words->label = g_strdup_printf ("%s (%s)", x[1] == 0 ? _("A district above") : _("A district below"),
                                        x[0] == 0 ? _("moor") : _("plains"));
      else
        words->label = g_strdup_printf (x[0] == 0 ? _("A coast plot at row %d") : _("A mountain plot at row %d"), x[1] + 1);
      break;
    case ORA_STEP_FELL_CUT:
      words->prompt = g_strdup (part == 0 ? _("Where do you fell trees?") : part == 1 ? _("Fell with the joker?")
                                : part == 2 ? _("Where do you cut peat?") : _("Cut with the joker?"));
      if (part == 0 || part == 2)
        {
          words->label = x[0] < 0 ? g_strdup (part == 0 ? _("No trees") : _("No peat")) : cell_place (s, me, x[0]);
          words->gains_nothing = x[0] < 0;
        }
      else
        {
          OraGood good = part == 1 ? ORA_WOOD : ORA_PEAT;
          int with = ora_state_good_yield (s, good, TRUE), without = ora_state_good_yield (s, good, FALSE);
          g_autofree char *amount = tt_ora_good_amount (good, x[0] ? with : without);

          if (x[0] && with <= without)
            {
              words->label = g_strdup_printf (_("%s with the joker (no more than without)"), amount);
              words->gains_nothing = TRUE;
            }
          else
            words->label = x[0] ? g_strdup_printf (_("%s with the joker"), amount) : g_strdup (amount);
        }
      break;
    case ORA_STEP_POINTS:
      words->prompt = g_strdup (_("Take the points?"));
      words->label = g_strdup (x[0] ? _("Take the points") : _("No points"));
      words->gains_nothing = !x[0];
      break;
    default:
      words->prompt = g_strdup (_("Which option?"));
      words->label = g_strdup (_("As listed"));
      break;
    }
}

static void
describe_use (TtOraGame             *game,
              const OraState        *s,
              const TtRulesDecision *d,
              TtMoveWords           *words)
{
  int used = d->value[2], owner = d->value[3];
  int me = ora_state_get_current_player (s);

  /* %s: a building */
  words->prompt = g_strdup_printf (_("Which building does %s use?"), card_name (s, ORA_DECIDE_FCARD (d)));
  if (used < 0)
    {
      words->label = g_strdup (_("No other building"));
      words->gains_nothing = TRUE;
      return;
    }
  if (owner >= 0 && owner != me)
    /* %s: a player, a building */
    words->label = g_strdup_printf (_("%s’s %s"), tt_ora_game_player_name (game, owner), card_name (s, used));
  else
    words->label = g_strdup (card_name (s, used));
  words->detail = card_now (s, used);
}

static void
describe_range (TtOraGame             *game,
                const OraState        *s,
                const OraAction       *a,
                const TtRulesDecision *decisions,
                guint                  n,
                guint                  level,
                TtMoveWords           *words)
{
  const TtRulesDecision *d = &decisions[level];
  int kind = d->value[0];

  /* the question is the split decision's */
  for (guint k = level + 1; k < n; k++)
    if (decisions[k].kind == kind)
      {
        TtMoveWords inner = { 0 };

        tt_ora_describe_choice (game, s, a, decisions, n, k, &inner);
        words->prompt = g_steal_pointer (&inner.prompt);
        g_free (inner.label);
        g_free (inner.detail);
        break;
      }
  if (kind == ORA_DECIDE_CARD || kind == ORA_DECIDE_USE)
    /* %s: the first and the last building of a range */
    words->label = g_strdup_printf (_("%s to %s"), card_name (s, d->value[4]), card_name (s, d->value[5]));
  else if (kind == ORA_DECIDE_PLACE)
    words->label = g_strdup_printf (_("Rows %d to %d"), d->value[4] + 1, d->value[5] + 1);
  else
    /* %d: the first, the last, all */
    words->label = g_strdup_printf (_("Choices %d to %d of %d"), d->value[1] + 1, d->value[2] + 1, d->value[3]);
  words->detail = g_strdup_printf (ngettext ("%d choice", "%d choices", d->value[2] - d->value[1] + 1),
                                   d->value[2] - d->value[1] + 1);
}

static char *
pay_label (const OraAction *a)
{
  int n[ORA_N_GOODS];

  if (!a->pay_set)
    return g_strdup (_("As the game chooses"));
  for (int g = 0; g < ORA_N_GOODS; g++)
    n[g] = a->pay[g];
  {
    char *list = goods_list (n);

    if (*list)
      return list;
    g_free (list);
    return g_strdup (_("Nothing"));
  }
}

void
tt_ora_describe_choice (TtOraGame             *game,
                        const OraState        *s,
                        const OraAction       *a,
                        const TtRulesDecision *decisions,
                        guint                  n,
                        guint                  level,
                        TtMoveWords           *words)
{
  const TtRulesDecision *d;

  if (level >= n)
    {
      words->prompt = g_strdup (_("Anything more?"));
      words->label = g_strdup (_("No more"));
      return;
    }
  d = &decisions[level];
  switch (d->kind)
    {
    case ORA_DECIDE_ACTION:
      words->prompt = g_strdup (s->stage == ORA_STAGE_SETTLEMENT ? _("Found a settlement?")
                                : s->stage == ORA_STAGE_BONUS ? _("Bonus round: what do you do?")
                                : _("What do you do?"));
      words->label = g_strdup (s->stage == ORA_STAGE_BONUS && d->value[0] == ORA_DO_USE
                                 ? _("Send the prior to any building") : action_label (d->value[0]));
      words->detail = s->stage == ORA_STAGE_BONUS && d->value[0] == ORA_DO_USE
                        ? g_strdup (_("Your prior works in any building, yours or another’s, with no fee"))
                        : action_detail (s, d->value[0]);
      break;
    case ORA_DECIDE_CARD:
      if (a->type == ORA_ACT_BUILD || a->type == ORA_ACT_SETTLE)
        {
          const OraCard *cd = &s->set->cards[d->value[0]];
          g_autofree char *cost = amount_list (&cd->cost);

          words->prompt = g_strdup (a->type == ORA_ACT_BUILD ? _("Which building?") : _("Which settlement?"));
          words->label = g_strdup_printf (a->type == ORA_ACT_BUILD ? _("Build %s") : _("Found %s"), card_name (s, d->value[0]));
          /* %s: the cost; %d: points */
          words->detail = g_strdup_printf (_("Costs %s · %d economic, %d dwelling points"),
                                           *cost ? cost : _("nothing"), cd->economic, cd->dwelling);
        }
      else
        {
          words->prompt = g_strdup (_("Which building?"));
          words->label = g_strdup_printf (_("Use %s"), card_name (s, d->value[0]));
          words->detail = card_now (s, d->value[0]);
        }
      break;
    case ORA_DECIDE_OWNER:
      words->prompt = g_strdup (_("Whose building?"));
      words->label = owner_label (game, s, d, &words->detail);
      break;
    case ORA_DECIDE_PLACE:
      words->prompt = g_strdup (a->type == ORA_ACT_FELL ? _("Which forest?") : a->type == ORA_ACT_CUT ? _("Which moor?")
                                : _("Where?"));
      words->label = place_label (s, ora_state_get_current_player (s), d->value[0], d->value[1]);
      break;
    case ORA_DECIDE_WORKER:
      words->prompt = g_strdup (a->type == ORA_ACT_BUILD ? _("Does the prior work in it?") : _("Who works?"));
      words->label = worker_label (game, s, a, d->value[0]);
      break;
    case ORA_DECIDE_JOKER:
      {
        OraGood good = a->type == ORA_ACT_FELL ? ORA_WOOD : ORA_PEAT;
        int with = ora_state_good_yield (s, good, TRUE), without = ora_state_good_yield (s, good, FALSE);
        g_autofree char *amount = tt_ora_good_amount (good, d->value[0] ? with : without);

        words->prompt = g_strdup (_("With the joker?"));
        if (d->value[0] && with <= without)
          {
            words->label = g_strdup_printf (_("%s with the joker (no more than without)"), amount);
            words->gains_nothing = TRUE;
          }
        else
          words->label = d->value[0] ? g_strdup_printf (_("%s with the joker"), amount) : g_strdup (amount);
      }
      break;
    case ORA_DECIDE_LAND:
      words->prompt = g_strdup (d->value[1] == 0 ? _("Which land?") : d->value[0] == ORA_ACT_BUY_DISTRICT
                                ? _("Which side up?") : _("Which row?"));
      if (d->value[0] == ORA_ACT_BUY_DISTRICT)
        words->label = g_strdup (d->value[1] == 0 ? (d->value[2] == 0 ? _("A district above") : _("A district below"))
                                                  : (d->value[2] == 0 ? _("Moor side up") : _("Plains side up")));
      else
        words->label = d->value[1] == 0 ? g_strdup (d->value[2] == 0 ? _("A coast plot") : _("A mountain plot"))
                                        : g_strdup_printf (_("Row %d"), d->value[2] + 1);
      break;
    case ORA_DECIDE_EXCHANGE:
      words->prompt = g_strdup (_("Which exchange?"));
      words->label = g_strdup (d->value[0] == ORA_ACT_FLIP_GRAIN ? _("Turn grain into straw")
                               : d->value[0] == ORA_ACT_SELL_WINE ? _("Sell wine for coins") : _("Sell whiskey for coins"));
      break;
    case ORA_DECIDE_STEP:
      describe_step (game, s, d, words);
      break;
    case ORA_DECIDE_USE:
      describe_use (game, s, d, words);
      break;
    case ORA_DECIDE_REMOVE:
      {
        GString *text = g_string_new (NULL);
        int me = ora_state_get_current_player (s);

        words->prompt = g_strdup (_("Which spaces do you clear?"));
        for (int k = 0; k < d->value[1] && k < 4; k++)
          {
            g_autofree char *place = cell_place (s, me, d->value[2 + k]);

            sep (text);
            g_string_append (text, place);
          }
        if (text->len == 0)
          g_string_append (text, _("As the game chooses"));
        words->label = g_string_free (text, FALSE);
      }
      break;
    case ORA_DECIDE_GIFT:
      {
        g_autofree char *fee = tt_ora_good_amount (ORA_COIN, s->contract_cost);
        const char *owner = tt_ora_game_player_name (game, a->player);

        words->prompt = g_strdup (_("How do you pay the fee?"));
        /* %s: the fee, the player it goes to */
        words->label = d->value[0] ? g_strdup_printf (s->variant == ORA_VARIANT_FRANCE ? _("1 wine to %s as a gift")
                                                                                        : _("1 whiskey to %s as a gift"), owner)
                                   : g_strdup_printf (_("%s to %s"), fee, owner);
      }
      break;
    case ORA_DECIDE_PAY:
      words->prompt = g_strdup (_("How do you pay?"));
      words->label = pay_label (a);
      break;
    case ORA_DECIDE_KEEP:
      words->prompt = g_strdup (_("Then?"));
      words->label = g_strdup (d->value[0] ? _("Free actions before ending the turn") : _("End the turn"));
      break;
    case ORA_DECIDE_RANGE:
      describe_range (game, s, a, decisions, n, level, words);
      break;
    case ORA_DECIDE_OTHER:
    default:
      words->prompt = g_strdup (_("Which way?"));
      words->label = g_strdup_printf (_("Way %d"), d->value[0] + 1);
      break;
    }
  /* the last decision of a move tells what the whole move gives and gets */
  if (level + 1 == n && d->kind != ORA_DECIDE_RANGE)
    {
      gboolean gains = TRUE;
      g_autofree char *effect = move_effect (game, s, a, &gains);

      if (words->detail == NULL)
        words->detail = g_steal_pointer (&effect);
      else
        {
          char *both = g_strdup_printf ("%s · %s", words->detail, effect);

          g_free (words->detail);
          words->detail = both;
        }
      if (!gains && a->type != ORA_ACT_END_TURN && a->type != ORA_ACT_PASS && !a->keep_turn)
        words->gains_nothing = TRUE;
    }
}

char *
tt_ora_describe_preview (TtOraGame      *game,
                         const OraState *s,
                         const OraState *after,
                         int             player)
{
  int n[ORA_N_GOODS];
  g_autofree char *goods = NULL;
  OraScore score;

  if (player < 0 || player >= after->n_players)
    return NULL;
  for (int g = 0; g < ORA_N_GOODS; g++)
    n[g] = after->players[player].goods[g];
  goods = goods_list (n);
  score = ora_state_score (after, player);
  /* %s: goods; %d: points */
  return g_strdup_printf (ngettext ("Then: %s · %d point", "Then: %s · %d points", score.total),
                          *goods ? goods : _("no goods"), score.total);
}
