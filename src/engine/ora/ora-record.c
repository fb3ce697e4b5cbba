/* ora-record.c — records, replays and random games for Ora et Labora */
#include "config.h"

#include "common/tt-json.h"
#include "ora/ora-record.h"

const char *
ora_variant_name (OraVariant variant)
{
  return variant == ORA_VARIANT_IRELAND ? "ireland" : "france";
}

gboolean
ora_variant_from_name (const char *name,
                       OraVariant *out_variant)
{
  if (g_strcmp0 (name, "france") == 0)
    *out_variant = ORA_VARIANT_FRANCE;
  else if (g_strcmp0 (name, "ireland") == 0)
    *out_variant = ORA_VARIANT_IRELAND;
  else
    return FALSE;
  return TRUE;
}

TtRecord *
ora_record_new (OraModeId  mode,
                OraVariant variant,
                guint64    seed)
{
  TtRecord *record = tt_record_new ("ora");
  static const char * const colors[] = { "red", "blue", "green", "white" };
  int n = mode == ORA_MODE_THREE || mode == ORA_MODE_SHORT3 ? 3
        : mode == ORA_MODE_TWO || mode == ORA_MODE_LONG2 ? 2
        : mode == ORA_MODE_SOLO ? 1 : 4;

  record->seed = seed;
  json_object_set_string_member (record->options, "mode", ora_mode_name (mode));
  json_object_set_string_member (record->options, "variant", ora_variant_name (variant));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %d", i + 1);
      tt_record_add_player (record, name, colors[i]);
    }
  return record;
}

OraState *
ora_record_start (const TtRecord *record,
                  OraCardSet     *set,
                  GError        **error)
{
  const char *mode_name = "four", *variant_name = "france";
  OraModeId mode;
  OraVariant variant;

  if (!tt_record_expect_game (record, "ora", error) ||
      !tt_json_get_string (record->options, "mode", FALSE, &mode_name, record->source, "options", error) ||
      !tt_json_get_string (record->options, "variant", FALSE, &variant_name, record->source, "options", error))
    return NULL;
  if (!ora_mode_from_name (mode_name, &mode))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "options.mode",
                         "unknown mode \"%s\"", mode_name);
      return NULL;
    }
  if (!ora_variant_from_name (variant_name, &variant))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "options.variant",
                         "expected france or ireland, got \"%s\"", variant_name);
      return NULL;
    }
  if ((int) record->players->len != set->modes[mode].players)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, record->source, "players",
                         "mode %s needs %d players, the record has %u", mode_name,
                         set->modes[mode].players, record->players->len);
      return NULL;
    }
  return ora_state_new (set, mode, variant, record->seed, error);
}

OraState *
ora_record_replay (const TtRecord *record,
                   OraCardSet     *set,
                   GError        **error)
{
  g_autoptr(OraState) state = ora_record_start (record, set, error);
  guint n = tt_record_get_n_moves (record);

  if (state == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) reason = NULL;
      OraAction action;

      if (!ora_action_from_json (state, tt_record_get_move (record, i), &action, &reason) ||
          !ora_state_apply (state, &action, NULL, &reason))
        {
          tt_record_set_move_error (error, record, i, reason);
          return NULL;
        }
    }
  return g_steal_pointer (&state);
}

int
ora_play_random (OraState  *state,
                 TtRng     *rng,
                 TtRecord  *record,
                 int        max_moves,
                 GError   **error)
{
  int moves = 0;

  while (!ora_state_is_over (state) && moves < max_moves)
    {
      g_autoptr(GArray) legal = ora_state_legal_actions (state);
      const OraAction *action;

      if (legal->len == 0)
        {
          g_set_error (error, ORA_ERROR, ORA_ERROR_RULE, "no legal move in round %d", state->round);
          return -1;
        }
      action = &g_array_index (legal, OraAction, tt_rng_uniform (rng, legal->len));
      if (record != NULL)
        {
          JsonObject *move = ora_action_to_json (state, action);

          tt_record_append_move (record, move);
          json_object_unref (move);
        }
      if (!ora_state_apply (state, action, NULL, error))
        return -1;
      moves++;
    }
  return moves;
}
