/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-choice-words.c — a move's effect choices in words */
#include "config.h"

#include <glib/gi18n.h>

#include "model/ora/tt-ora-game.h"
#include "model/tt-text.h"
#include "tt-ora-choice-words.h"
#include "tt-ora-painter.h"

static void
sep (GString *text)
{
  if (text->len > 0)
    g_string_append (text, " · ");
}

static const char *
card_name (const OraState *s,
           int             card)
{
  return card >= 0 && card < s->set->n_cards ? tt_ora_card_label (&s->set->cards[card]) : "?";
}

/* A place on `player`'s landscape, counted from its top-left corner in use. */
static char *
place_text (const OraState *s,
            int             player,
            int             cell)
{
  int row0, col0, row1, col1;

  tt_ora_landscape_extent (s, player, &row0, &col0, &row1, &col1);
  return g_strdup_printf (_("row %d, column %d"), cell / ORA_COLS - row0 + 1, cell % ORA_COLS - col0 + 1);
}

static void
append_goods (GString         *text,
              const OraAmount *amount)
{
  gboolean first = TRUE;

  for (int g = 0; g < ORA_N_GOODS; g++)
    if (amount->n[g] > 0)
      {
        g_autofree char *words = tt_ora_good_amount (amount->n[g], g);

        g_string_append_printf (text, "%s%s", first ? "" : ", ", words);
        first = FALSE;
      }
}

static void
describe_step (GString        *text,
               const OraState *s,
               int             user,
               const OraStep  *step,
               const gint16   *args)
{
  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      sep (text);
      if (args[0] < 0 || args[0] >= step->n_goods)
        g_string_append (text, _("nothing from the wheel"));
      else if (args[1])
        /* %s: a good */
        g_string_append_printf (text, _("%s with the joker"), tt_ora_good_label (step->goods[args[0]]));
      else
        g_string_append (text, tt_ora_good_label (step->goods[args[0]]));
      break;
    case ORA_STEP_GAIN_CHOICE:
      if (args[0] >= 0 && args[0] < step->n_options)
        {
          sep (text);
          append_goods (text, &step->options[args[0]].gain);
        }
      break;
    case ORA_STEP_CONVERT:
      sep (text);
      g_string_append_printf (text, ngettext ("%d time", "%d times", args[0]), args[0]);
      break;
    case ORA_STEP_CONVERT_ANY:
      for (int i = 0; i < step->n_options; i++)
        if (args[i] > 0)
          {
            sep (text);
            append_goods (text, &step->options[i].gain);
            g_string_append_printf (text, " ×%d", args[i]);
          }
      break;
    case ORA_STEP_DISTINCT:
      if (args[0] >= 0 && args[0] < 6)
        {
          sep (text);
          g_string_append (text, tt_ora_good_label (ora_basic_goods[args[0]]));
        }
      break;
    case ORA_STEP_TWO_BASIC:
      if (args[0] >= 0 && args[0] < 6 && args[1] >= 0 && args[1] < 6)
        {
          sep (text);
          g_string_append_printf (text, "%s, %s", tt_ora_good_label (ora_basic_goods[args[0]]),
                                  tt_ora_good_label (ora_basic_goods[args[1]]));
        }
      break;
    case ORA_STEP_USE_OCCUPIED:
      sep (text);
      if (args[0] < 0 || args[0] >= s->n_players)
        g_string_append (text, _("uses no other building"));
      else
        /* %s: a building */
        g_string_append_printf (text, _("uses %s"),
                                card_name (s, s->players[args[0]].cells[args[1] / ORA_COLS][args[1] % ORA_COLS].card));
      break;
    case ORA_STEP_USE_ADJACENT:
      sep (text);
      if (args[0] < 0)
        g_string_append (text, _("uses no other building"));
      else
        g_string_append_printf (text, _("uses %s"),
                                card_name (s, s->players[user].cells[args[0] / ORA_COLS][args[0] % ORA_COLS].card));
      break;
    case ORA_STEP_USE_UNBUILT:
      sep (text);
      if (args[0] < 0)
        g_string_append (text, _("uses no other building"));
      else
        g_string_append_printf (text, _("uses %s"), card_name (s, args[0]));
      break;
    case ORA_STEP_REMOVE:
      sep (text);
      g_string_append_printf (text, ngettext ("removes %d", "removes %d", args[0]), args[0]);
      break;
    case ORA_STEP_BUILD:
    case ORA_STEP_SETTLE:
      sep (text);
      if (args[0] < 0)
        g_string_append (text, step->kind == ORA_STEP_BUILD ? _("builds nothing") : _("founds nothing"));
      else
        {
          g_autofree char *place = place_text (s, user, args[1]);

          /* %s: a building, then where */
          g_string_append_printf (text, step->kind == ORA_STEP_BUILD ? _("builds %s at %s") : _("founds %s at %s"),
                                  card_name (s, args[0]), place);
          if (step->kind == ORA_STEP_BUILD && args[2])
            g_string_append_printf (text, " (%s)", _("the prior works there"));
        }
      break;
    case ORA_STEP_LAND:
      sep (text);
      if (args[0] < 0)
        g_string_append (text, _("buys no land"));
      else
        {
          g_string_append (text, args[1] == 0 ? _("a district above") : _("a district below"));
          g_string_append_printf (text, " (%s)", args[0] == 0 ? _("moor") : _("plains"));
          if (args[2] >= 0)
            {
              g_string_append (text, ", ");
              g_string_append_printf (text, args[2] == 0 ? _("a coast plot at row %d") : _("a mountain plot at row %d"),
                                      args[3] + 1);
            }
        }
      break;
    case ORA_STEP_FELL_CUT:
      if (args[0] >= 0)
        {
          g_autofree char *place = place_text (s, user, args[0]);

          sep (text);
          g_string_append_printf (text, args[1] ? _("fells trees with the joker at %s") : _("fells trees at %s"), place);
        }
      if (args[2] >= 0)
        {
          g_autofree char *place = place_text (s, user, args[2]);

          sep (text);
          g_string_append_printf (text, args[3] ? _("cuts peat with the joker at %s") : _("cuts peat at %s"), place);
        }
      break;
    case ORA_STEP_POINTS:
      sep (text);
      g_string_append (text, args[0] ? _("takes the points") : _("takes no points"));
      break;
    case ORA_STEP_GAIN:
    case ORA_STEP_THRESHOLD:
    case ORA_STEP_RETURN_CLERGY:
    case ORA_N_STEP_KINDS:
    default:
      break;
    }
}

char *
tt_ora_describe_choices (const OraState  *state,
                         const OraAction *action)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int user = state->current;

  for (int f = 0; f < action->n_frames && f < ORA_MAX_FRAMES; f++)
    {
      const OraFrame *frame = &action->frames[f];
      const OraCard *card;
      int at = 0;

      if (frame->card < 0 || frame->card >= state->set->n_cards)
        continue;
      card = &state->set->cards[frame->card];
      for (int i = 0; i < card->n_steps; i++)
        {
          int n = ora_step_n_args (&card->steps[i]);
          gint16 args[ORA_MAX_ARGS] = { 0 };

          /* the engine's listed moves carry every argument */
          for (int k = 0; k < n && at + k < frame->nargs && k < ORA_MAX_ARGS; k++)
            args[k] = frame->args[at + k];
          describe_step (text, state, user, &card->steps[i], args);
          at += n;
        }
    }
  /* the words name buildings and goods: 수도원을 지음, 농가를 지음 */
  return tt_text_resolve_particles (text->str);
}
