/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules.c — the registry of rules tables and what every game shares on
 * top of its table: envelope checks, JSON moves, the replay loop */
#include "config.h"

#include "tt-rules.h"

static GPtrArray *registry;   /* of const TtRules *, registration order */
static GMutex registry_lock;

/* The first required hook `rules` leaves unset, or NULL. */
static const char *
missing_hook (const TtRules *rules)
{
  const struct { gconstpointer hook; const char *name; } required[] = {
#define REQUIRED(hook) { (gconstpointer) rules->hook, #hook }
    REQUIRED (new_for_record), REQUIRED (copy), REQUIRED (free), REQUIRED (n_players),
    REQUIRED (actors), REQUIRED (is_finished), REQUIRED (legal_moves), REQUIRED (move_from_json),
    REQUIRED (move_to_json), REQUIRED (apply), REQUIRED (events_new), REQUIRED (events_free),
    REQUIRED (events_to_json), REQUIRED (scores), REQUIRED (summary),
#undef REQUIRED
  };

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (required[i].hook == NULL)
      return required[i].name;
  return rules->move_size == 0 ? "move_size" : NULL;
}

void
tt_rules_register_table (const TtRules *rules)
{
  const char *missing;

  g_return_if_fail (rules != NULL && rules->id != NULL);
  g_return_if_fail (rules->max_players <= TT_RULES_MAX_PLAYERS);
  missing = missing_hook (rules);
  if (missing != NULL)
    {
      g_critical ("the rules table of \"%s\" has no %s: not registered", rules->id, missing);
      return;
    }

  g_mutex_lock (&registry_lock);
  if (registry == NULL)
    registry = g_ptr_array_new ();
  for (guint i = 0; i < registry->len; i++)
    {
      const TtRules *known = g_ptr_array_index (registry, i);

      if (g_strcmp0 (known->id, rules->id) == 0)
        {
          g_mutex_unlock (&registry_lock);
          if (known != rules)
            g_critical ("two rules tables for the game \"%s\"", rules->id);
          return;
        }
    }
  g_ptr_array_add (registry, (gpointer) rules);
  g_mutex_unlock (&registry_lock);
}

const TtRules *
tt_rules_lookup (const char *game_id)
{
  const TtRules *found = NULL;

  g_mutex_lock (&registry_lock);
  for (guint i = 0; registry != NULL && i < registry->len && found == NULL; i++)
    if (g_strcmp0 (((const TtRules *) g_ptr_array_index (registry, i))->id, game_id) == 0)
      found = g_ptr_array_index (registry, i);
  g_mutex_unlock (&registry_lock);
  return found;
}

gpointer
tt_rules_new_state (const TtRules  *rules,
                    const TtRecord *record,
                    gpointer        set,
                    GError        **error)
{
  if (!tt_record_expect_game (record, rules->id, error))
    return NULL;
  return rules->new_for_record (record, set, error);
}

gpointer
tt_rules_copy_state (const TtRules *rules,
                     gconstpointer  state)
{
  return rules->copy (state);
}

gpointer
tt_rules_copy_state_into (const TtRules *rules,
                          gpointer       dest,
                          gconstpointer  src)
{
  if (rules->copy_into != NULL && dest != NULL)
    {
      rules->copy_into (dest, src);
      return dest;
    }
  if (dest != NULL)
    rules->free (dest);
  return rules->copy (src);
}

void
tt_rules_free_state (const TtRules *rules,
                     gpointer       state)
{
  if (state != NULL)
    rules->free (state);
}

JsonArray *
tt_rules_legal_moves_json (const TtRules *rules,
                           gconstpointer  state)
{
  g_autoptr(GArray) moves = g_array_sized_new (FALSE, TRUE, rules->move_size, 64);
  JsonArray *out;
  guint n = rules->legal_moves (state, moves);

  out = json_array_sized_new (n);
  for (guint i = 0; i < n; i++)
    json_array_add_object_element (out, rules->move_to_json (state, moves->data + i * rules->move_size));
  return out;
}

static gboolean
apply_json (const TtRules *rules,
            gpointer       state,
            JsonObject    *move,
            gpointer       events,
            JsonObject   **recorded,
            GError       **error)
{
  g_autofree guint8 *native = g_malloc0 (rules->move_size);
  gpointer before = NULL;
  gboolean ok;

  if (move == NULL)
    {
      g_set_error_literal (error, TT_RECORD_ERROR, TT_RECORD_ERROR_FORMAT,
                           "a move must be a JSON object");
      return FALSE;
    }
  if (!rules->move_from_json (state, move, native, error))
    return FALSE;
  /* move_to_json reads the position before the move. */
  if (recorded != NULL)
    before = rules->copy (state);
  ok = rules->apply (state, native, events, error);
  if (recorded != NULL)
    {
      *recorded = ok ? rules->move_to_json (before, native) : NULL;
      rules->free (before);
    }
  return ok;
}

gboolean
tt_rules_apply_json (const TtRules *rules,
                     gpointer       state,
                     JsonObject    *move,
                     JsonArray     *events,
                     JsonObject   **recorded,
                     GError       **error)
{
  gpointer native_events = events != NULL ? rules->events_new () : NULL;
  gboolean ok = apply_json (rules, state, move, native_events, recorded, error);

  if (native_events != NULL)
    {
      if (ok)
        rules->events_to_json (state, native_events, events);
      rules->events_free (native_events);
    }
  return ok;
}

gboolean
tt_rules_apply_json_native (const TtRules *rules,
                            gpointer       state,
                            JsonObject    *move,
                            gpointer       events,
                            GError       **error)
{
  return apply_json (rules, state, move, events, NULL, error);
}

JsonArray *
tt_rules_events_to_json (const TtRules *rules,
                         gconstpointer  state,
                         gpointer       events)
{
  JsonArray *out = json_array_new ();

  if (events != NULL)
    rules->events_to_json (state, events, out);
  return out;
}

gpointer
tt_rules_replay (const TtRules  *rules,
                 const TtRecord *record,
                 gpointer        set,
                 guint           n_moves,
                 gpointer        events,
                 guint          *n_applied,
                 GError        **error)
{
  gpointer state = tt_rules_new_state (rules, record, set, error);
  guint total = tt_record_get_n_moves (record);
  guint n = MIN (n_moves, total);

  if (n_applied != NULL)
    *n_applied = 0;
  if (state == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) reason = NULL;

      if (!apply_json (rules, state, tt_record_get_move (record, i), events, NULL, &reason))
        {
          tt_record_set_move_error (error, record, i, reason);
          rules->free (state);
          return NULL;
        }
      if (n_applied != NULL)
        *n_applied = i + 1;
    }
  if (n_moves == G_MAXUINT && rules->replay_end != NULL)
    rules->replay_end (state, record, events);
  return state;
}

gpointer
tt_rules_view (const TtRules *rules,
               gconstpointer  state,
               guint          player)
{
  return rules->view != NULL ? rules->view (state, player) : rules->copy (state);
}

int
tt_rules_single_actor (const TtRules *rules,
                       gconstpointer  state)
{
  guint32 actors = rules->actors (state);

  if (actors == 0 || (actors & (actors - 1)) != 0)
    return -1;
  return g_bit_nth_lsf (actors, -1);
}

static void
game_card_free (TtRulesGameCard *card)
{
  g_free (card->id);
  g_free (card->name_en);
  g_free (card->name_ko);
  g_free (card);
}

GPtrArray *
tt_rules_game_cards_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) game_card_free);
}

void
tt_rules_game_cards_add (GPtrArray  *cards,
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
