/* tt-rules-games.c — replay summaries and card lists of Catan and Ora et
 * Labora for the rules check (see the header for why this is separate) */
#include "config.h"

#include "catan/catan-record.h"
#include "ora/ora-cardset.h"
#include "ora/ora-record.h"
#include "tt-rules-games.h"

static JsonNode *
catan_summary (const TtRecord  *record,
               GError         **error)
{
  g_autoptr(CatanState) state = NULL;
  int failed_move = -1;

  state = catan_replay (record, &failed_move, error);
  if (state == NULL)
    return NULL;
  return catan_state_summary (state, record);
}

static JsonNode *
ora_summary (const TtRecord  *record,
             GError         **error)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  OraState *state = ora_record_replay (record, set, error);
  JsonNode *node;

  if (state == NULL)
    return NULL;
  node = ora_state_to_json (state);
  ora_state_free (state);
  return node;
}

JsonNode *
tt_rules_games_replay_summary (const TtRecord  *record,
                               GError         **error)
{
  if (g_strcmp0 (record->game, "catan") == 0)
    return catan_summary (record, error);
  if (g_strcmp0 (record->game, "ora") == 0)
    return ora_summary (record, error);
  return NULL;
}

static void
game_card_free (TtRulesGameCard *card)
{
  g_free (card->id);
  g_free (card->name_en);
  g_free (card->name_ko);
  g_free (card);
}

static void
add_card (GPtrArray  *cards,
          const char *id,
          const char *name_en,
          const char *name_ko,
          guint       copies)
{
  TtRulesGameCard *card = g_new0 (TtRulesGameCard, 1);

  card->id = g_strdup (id);
  card->name_en = g_strdup (name_en);
  card->name_ko = g_strdup (name_ko);
  card->copies = copies;
  g_ptr_array_add (cards, card);
}

GPtrArray *
tt_rules_games_list_cards (const char *game)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) game_card_free);

  if (g_strcmp0 (game, "catan") == 0)
    {
      /* Both decks hold a "road_building": the deck names the kind. */
      for (int k = 0; k < CATAN_N_DEV_KINDS; k++)
        {
          g_autofree char *id = g_strconcat ("development.", catan_dev_card_name (k), NULL);
          add_card (cards, id, NULL, NULL, catan_dev_card_copies (k));
        }
      for (int k = 0; k < CATAN_N_PROGRESS; k++)
        {
          g_autofree char *id = g_strconcat ("progress.", catan_progress_name (k), NULL);
          add_card (cards, id, NULL, NULL, catan_progress_copies (k));
        }
      return cards;
    }
  if (g_strcmp0 (game, "ora") == 0)
    {
      g_autoptr(OraCardSet) set = ora_cardset_default ();

      for (int i = 0; i < set->n_cards; i++)
        add_card (cards, set->cards[i].id, set->cards[i].name_en, set->cards[i].name_ko, 0);
      return cards;
    }
  g_ptr_array_unref (cards);
  return NULL;
}
