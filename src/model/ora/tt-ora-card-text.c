/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-text.c — a building card's text from its effect steps */
#include "config.h"

#include "tt-ora-card-text.h"

/* Korean goods as the rules document names them. */
static const char * const good_words[ORA_N_AMOUNTS][2] = {
  [ORA_GRAIN] = { "grain", "곡식" },       [ORA_STRAW] = { "straw", "짚" },
  [ORA_SHEEP] = { "sheep", "가축" },       [ORA_MEAT] = { "meat", "고기" },
  [ORA_CLAY] = { "clay", "진흙" },         [ORA_CERAMIC] = { "ceramic", "도자기" },
  [ORA_WOOD] = { "wood", "나무" },         [ORA_WHISKEY] = { "whiskey", "위스키" },
  [ORA_PEAT] = { "peat", "토탄" },         [ORA_COAL] = { "coal", "석탄" },
  [ORA_COIN] = { "coin", "금화" },         [ORA_BOOK] = { "book", "책" },
  [ORA_COIN5] = { "5-coin tile", "5금화 타일" }, [ORA_RELIQUARY] = { "reliquary", "성유물함" },
  [ORA_STONE] = { "stone", "돌" },         [ORA_ORNAMENT] = { "ornament", "장식품" },
  [ORA_GRAPES] = { "grapes", "포도" },     [ORA_WINE] = { "wine", "와인" },
  [ORA_MALT] = { "malt", "맥아" },         [ORA_BEER] = { "beer", "맥주" },
  [ORA_FLOUR] = { "flour", "밀가루" },     [ORA_BREAD] = { "bread", "빵" },
  [ORA_WONDER] = { "wonder", "기적" },
  [ORA_PAY_FOOD] = { "food", "음식" },     [ORA_PAY_ENERGY] = { "energy", "연료" },
  [ORA_PAY_COINS] = { "coins", "금화" },   [ORA_PAY_POINTS] = { "points’ worth of goods", "점수어치 상품" },
};

/* English counts some goods ("3 coins") and not others ("3 wood"). */
static const char *
english_word (int key,
              int n)
{
  if (n == 1)
    return good_words[key][0];
  switch (key)
    {
    case ORA_CERAMIC: return "ceramics";
    case ORA_COIN: return "coins";
    case ORA_BOOK: return "books";
    case ORA_COIN5: return "5-coin tiles";
    case ORA_RELIQUARY: return "reliquaries";
    case ORA_ORNAMENT: return "ornaments";
    case ORA_WONDER: return "wonders";
    default: return good_words[key][0];
    }
}

const char *
tt_ora_good_text (int               key,
                  TtOraTextLanguage language)
{
  g_return_val_if_fail (key >= 0 && key < ORA_N_AMOUNTS, "?");
  return good_words[key][language];
}

static void
append_number (GString *text,
               int      n,
               gboolean halves)
{
  if (!halves || n % 2 == 0)
    g_string_append_printf (text, "%d", halves ? n / 2 : n);
  else if (n == 1)
    g_string_append (text, "½");
  else
    g_string_append_printf (text, "%d½", n / 2);
}

char *
tt_ora_amount_text (const OraAmount   *amount,
                    TtOraTextLanguage  language)
{
  GString *text = g_string_new (NULL);

  for (int k = 0; k < ORA_N_AMOUNTS; k++)
    {
      gboolean halves = k == ORA_PAY_FOOD || k == ORA_PAY_ENERGY;

      if (amount->n[k] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (language == TT_ORA_TEXT_EN)
        {
          append_number (text, amount->n[k], halves);
          g_string_append_printf (text, " %s", english_word (k, halves ? 2 : amount->n[k]));
        }
      else
        {
          g_string_append_printf (text, "%s ", good_words[k][1]);
          append_number (text, amount->n[k], halves);
        }
    }
  if (text->len == 0)
    g_string_append (text, language == TT_ORA_TEXT_EN ? "nothing" : "없음");
  return g_string_free (text, FALSE);
}

#define EN_KO(en, ko) (language == TT_ORA_TEXT_EN ? (en) : (ko))

static void
append_times (GString          *text,
              int               max,
              TtOraTextLanguage language)
{
  if (max == 0)
    g_string_append (text, EN_KO (", as often as you like", ", 원하는 만큼"));
  else if (max > 1)
    g_string_append_printf (text, EN_KO (", up to %d times", ", 최대 %d번"), max);
}

static void
append_trade (GString          *text,
              const OraAmount  *pay,
              const OraAmount  *gain,
              TtOraTextLanguage language)
{
  g_autofree char *p = tt_ora_amount_text (pay, language);
  g_autofree char *g = tt_ora_amount_text (gain, language);

  if (ora_amount_is_zero (pay))
    g_string_append_printf (text, EN_KO ("take %s", "%s 받기"), g);
  else
    g_string_append_printf (text, EN_KO ("pay %s for %s", "%s 내고 %s 받기"), p, g);
}

static void
append_goods_list (GString          *text,
                   const OraStep    *step,
                   TtOraTextLanguage language)
{
  for (int i = 0; i < step->n_goods; i++)
    g_string_append_printf (text, "%s%s", i == 0 ? "" : EN_KO (" or ", " 또는 "),
                            good_words[step->goods[i]][language]);
}

static void
append_paid (GString          *text,
             const OraAmount  *pay,
             TtOraTextLanguage language)
{
  g_autofree char *p = NULL;

  if (ora_amount_is_zero (pay))
    return;
  p = tt_ora_amount_text (pay, language);
  g_string_append_printf (text, EN_KO (" (pay %s)", " (%s 내기)"), p);
}

static void
describe_exchange (GString          *text,
                   const OraStep    *step,
                   TtOraTextLanguage language)
{
  switch (step->kind)
    {
    case ORA_STEP_CONVERT:
      append_trade (text, &step->pay, &step->gain, language);
      append_times (text, step->max, language);
      if (step->has_first_pay)
        {
          g_autofree char *f = tt_ora_amount_text (&step->first_pay, language);

          g_string_append_printf (text, EN_KO (" (the first time: pay %s)", " (처음 한 번은 %s 내기)"), f);
        }
      break;
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT_ANY:
      g_string_append (text, step->kind == ORA_STEP_GAIN_CHOICE
                       ? EN_KO ("Choose one: ", "하나 고르기: ")
                       : EN_KO ("Any of: ", "원하는 대로: "));
      for (int i = 0; i < step->n_options; i++)
        {
          if (i > 0)
            g_string_append (text, EN_KO ("; or ", " / "));
          append_trade (text, &step->options[i].pay, &step->options[i].gain, language);
        }
      if (step->kind == ORA_STEP_CONVERT_ANY)
        append_times (text, step->max, language);
      break;
    case ORA_STEP_DISTINCT:
      if (step->gain_basic > 0)
        g_string_append_printf (text, EN_KO ("Pay %d different goods for %d of one basic good",
                                             "서로 다른 상품 %d개 내고 기본 상품 한 종류 %d개 받기"),
                                step->count, step->gain_basic);
      else
        {
          g_autofree char *g = tt_ora_amount_text (&step->gain, language);

          g_string_append_printf (text, EN_KO ("Pay %d different goods for %s", "서로 다른 상품 %d개 내고 %s 받기"),
                                  step->count, g);
        }
      break;
    case ORA_STEP_TWO_BASIC:
      g_string_append_printf (text, EN_KO ("Take %d of one basic good and %d of another",
                                           "기본 상품 한 종류 %d개와 다른 한 종류 %d개 받기"),
                              step->first, step->second);
      append_paid (text, &step->pay, language);
      break;
    default:
      g_assert_not_reached ();
    }
}

char *
tt_ora_step_text (const OraStep     *step,
                  TtOraTextLanguage  language)
{
  GString *text = g_string_new (NULL);
  g_autofree char *gain = tt_ora_amount_text (&step->gain, language);

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      g_string_append (text, EN_KO ("Take as many ", "생산 바퀴가 가리키는 만큼 "));
      append_goods_list (text, step, language);
      g_string_append (text, EN_KO (" as the production wheel shows", " 받기"));
      if (step->joker_only)
        g_string_append (text, EN_KO (" (counted by the joker)", " (조커 기준)"));
      append_paid (text, &step->pay, language);
      break;
    case ORA_STEP_GAIN:
      g_string_append_printf (text, EN_KO ("Take %s", "%s 받기"), gain);
      break;
    case ORA_STEP_CONVERT:
      g_string_append (text, EN_KO ("You may ", ""));
      describe_exchange (text, step, language);
      break;
    case ORA_STEP_GAIN_CHOICE:
    case ORA_STEP_CONVERT_ANY:
    case ORA_STEP_DISTINCT:
    case ORA_STEP_TWO_BASIC:
      describe_exchange (text, step, language);
      break;
    case ORA_STEP_THRESHOLD:
      g_string_append_printf (text, EN_KO ("Count your %s:", "내 %s 세기:"), good_words[step->good][language]);
      for (int i = 0; i < step->n_tiers; i++)
        {
          if (language == TT_ORA_TEXT_EN)
            g_string_append_printf (text, "%s at least %d gives %d %s", i ? ";" : "",
                                    step->tiers[i][0], step->tiers[i][1],
                                    english_word (step->gain_good, step->tiers[i][1]));
          else
            g_string_append_printf (text, "%s %d개 이상이면 %s %d개", i ? "," : "",
                                    step->tiers[i][0], good_words[step->gain_good][1], step->tiers[i][1]);
        }
      break;
    case ORA_STEP_USE_OCCUPIED:
      g_string_append (text, step->prior_only
                       ? EN_KO ("Use a building occupied by a prior", "소수도원장이 있는 건물 하나 쓰기")
                       : EN_KO ("Use a building occupied by a clergyman", "성직자가 있는 건물 하나 쓰기"));
      append_paid (text, &step->pay, language);
      break;
    case ORA_STEP_USE_ADJACENT:
      g_string_append (text, EN_KO ("Use a building next to this one", "이 건물 옆 건물 하나 쓰기"));
      break;
    case ORA_STEP_USE_UNBUILT:
      g_string_append (text, EN_KO ("Use a building on display that nobody has built",
                                    "아직 아무도 짓지 않은 진열된 건물 하나 쓰기"));
      break;
    case ORA_STEP_REMOVE:
      g_string_append_printf (text, step->cover == ORA_COVER_FOREST
                              ? EN_KO ("Remove forests", "숲 치우기") : EN_KO ("Remove moors", "황무지 치우기"));
      if (step->max > 0)
        g_string_append_printf (text, EN_KO (", up to %d", ", 최대 %d개"), step->max);
      if (!ora_amount_is_zero (&step->gain))
        g_string_append_printf (text, EN_KO (", taking %s for each", ", 하나마다 %s 받기"), gain);
      break;
    case ORA_STEP_BUILD:
      g_string_append (text, step->after_removal
                       ? EN_KO ("Then build a building", "그렇게 했다면 건물 하나 짓기")
                       : EN_KO ("Build a building", "건물 하나 짓기"));
      append_paid (text, &step->pay, language);
      if (step->return_prior)
        g_string_append (text, EN_KO (" and bring the prior home", "; 소수도원장을 데려오기"));
      break;
    case ORA_STEP_SETTLE:
      g_string_append (text, EN_KO ("Build a settlement", "정착지 하나 세우기"));
      break;
    case ORA_STEP_LAND:
      g_string_append_printf (text, EN_KO ("Buy %d district(s) and %d plot(s)", "구역 %d개와 땅 %d개 사기"),
                              step->districts, step->plots);
      append_paid (text, &step->pay, language);
      break;
    case ORA_STEP_RETURN_CLERGY:
      g_string_append (text, EN_KO ("Bring all your clergy home", "성직자를 모두 데려오기"));
      break;
    case ORA_STEP_FELL_CUT:
      g_string_append (text, EN_KO ("Fell a forest and/or cut a moor", "숲 베기나 토탄 캐기, 또는 둘 다"));
      append_paid (text, &step->pay, language);
      break;
    case ORA_STEP_POINTS:
      g_string_append_printf (text, step->per == ORA_PER_CLOISTER
                              ? EN_KO ("%d points per cloister building", "수도원 건물마다 %d점")
                              : EN_KO ("%d points per forest and moor", "숲과 황무지마다 %d점"),
                              step->points);
      append_paid (text, &step->pay, language);
      break;
    default:
      g_string_append (text, "?");
      break;
    }
  return g_string_free (text, FALSE);
}

char *
tt_ora_card_text (const OraCard     *card,
                  TtOraTextLanguage  language)
{
  GString *text = g_string_new (NULL);

  if (card->n_steps == 0)
    g_string_append (text, card->settlement
                     ? EN_KO ("A settlement: no action", "정착지: 행동 없음")
                     : EN_KO ("No effect", "효과 없음"));
  for (int i = 0; i < card->n_steps; i++)
    {
      g_autofree char *step = tt_ora_step_text (&card->steps[i], language);

      if (card->n_steps > 1)
        g_string_append_printf (text, "%s%d. ", i ? "\n" : "", i + 1);
      g_string_append (text, step);
    }
  return g_string_free (text, FALSE);
}
