/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ora.c — the Ora et Labora engine: card set, schedule, records, random games */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "common/tt-json.h"
#include "ora/ora-record.h"
#include "tt-test-util.h"

static char *
records_dir (void)
{
  const char *root = g_getenv ("TT_SOURCE_ROOT");

  if (root != NULL)
    return g_build_filename (root, "tests", "records", "ora", NULL);
  return g_test_build_filename (G_TEST_DIST, "..", "records", "ora", NULL);
}

/* ---------------------------------------------------------------------- */

static void
test_cardset_bundled (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  int france = 0, ireland = 0, both = 0, settlements = 0;

  for (int i = 0; i < set->n_cards; i++)
    {
      const OraCard *card = &set->cards[i];

      if (card->settlement)
        settlements++;
      else if (card->variant == ORA_VARIANT_FRANCE)
        france++;
      else if (card->variant == ORA_VARIANT_IRELAND)
        ireland++;
      else
        both++;
    }
  /* 3 heartland + 41 two-sided cards: 15 the same on both sides, 26 differ. */
  g_assert_cmpint (both, ==, 3 + 15);
  g_assert_cmpint (france, ==, 26);
  g_assert_cmpint (ireland, ==, 26);
  g_assert_cmpint (settlements, ==, 8);
  g_assert_cmpint (ora_cardset_find (set, "G02"), >=, 0);
  g_assert_cmpint (set->modes[ORA_MODE_FOUR].wheel[12], ==, 10);
  g_assert_cmpint (set->modes[ORA_MODE_TWO].wheel[1], ==, 1);
  g_assert_cmpint (set->district_costs[0], ==, 2);
  g_assert_cmpint (set->plot_costs[8], ==, 7);
}

/* The documented choices where sources disagree or icons were lost. */
static void
test_cardset_choices (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  static const char * const expected[] = {
    "heartland-layout", "coin-flip-conditional", "festival-ground-points",
    "brotherhood-points", "locutory-values", "chapel-dwelling", "coin-points",
    "three-player-schedule", "contract-owner-prior", "land-before-action",
    "whiskey-distillery-cost", "chapter-house-cost", "village-values",
  };
  const OraCard *locutory = &set->cards[ora_cardset_find (set, "I23")];
  const OraCard *chapel = &set->cards[ora_cardset_find (set, "I24")];
  const OraCard *chapter = &set->cards[ora_cardset_find (set, "G16")];
  const OraCard *village = &set->cards[ora_cardset_find (set, "S07")];

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < set->choices->len; j++)
        if (g_str_has_prefix (g_ptr_array_index (set->choices, j), expected[i]))
          found = TRUE;
      g_assert_true (found);
    }
  g_assert_cmpint (locutory->economic, ==, 7);
  g_assert_cmpint (locutory->dwelling, ==, 1);
  g_assert_cmpint (chapel->dwelling, ==, 8);
  g_assert_cmpint (chapter->cost.n[ORA_CLAY], ==, 3);
  g_assert_cmpint (chapter->cost.n[ORA_STRAW], ==, 1);
  g_assert_cmpint (village->economic, ==, 8);
  g_assert_cmpint (village->dwelling, ==, 6);
}

static char *
broken_set (const char *path_expr,
            const char *replacement)
{
  g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes ("ora-buildings", NULL);
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autofree char *text = g_strndup (data, length);
  char *at = strstr (text, path_expr);
  GString *out;

  g_assert_nonnull (at);
  out = g_string_new_len (text, at - text);
  g_string_append (out, replacement);
  g_string_append (out, at + strlen (path_expr));
  return g_string_free (out, FALSE);
}

static void
expect_invalid (const char *find,
                const char *replace,
                const char *message_part1,
                const char *message_part2)
{
  g_autofree char *text = broken_set (find, replace);
  g_autoptr(GError) error = NULL;
  g_autoptr(OraCardSet) set = ora_cardset_load_data (text, -1, "broken.json", &error);

  g_assert_null (set);
  g_assert_nonnull (error);
  if (strstr (error->message, message_part1) == NULL || strstr (error->message, message_part2) == NULL)
    g_error ("unexpected message: %s", error->message);
}

static void
test_cardset_errors (void)
{
  expect_invalid ("\"wood\": 2\n", "\"woood\": 2\n", "buildings[4].cost", "did you mean \"wood\"");
  expect_invalid ("\"wood\": 2\n", "\"woood\": 2\n", "card G02", "woood");
  expect_invalid ("\"kind\": \"distinct\"", "\"kind\": \"distinkt\"", "buildings[4].effect[0].kind", "distinct");
  expect_invalid ("\"economic\": 4,\n   \"dwelling\": 4", "\"economic\": \"four\",\n   \"dwelling\": 4",
                  "buildings[4]", "economic");
  expect_invalid ("\"terrain\": [\n    \"coast\"\n   ]", "\"terrain\": [\n    \"beach\"\n   ]",
                  "terrain[0]", "beach");
  expect_invalid ("\"name_ko\": \"풍차\"", "\"name_kr\": \"풍차\"", "buildings[7]", "name_kr");
  /* Read with json_array_get_int_element() before: "ten" became 0 and
   * -99999999999 a negative amount, and the set validated. */
  expect_invalid ("\"wheel\": [\n    0,\n    2,", "\"wheel\": [\n    0,\n    \"ten\",",
                  "modes.four.wheel[1]", "expected a whole number, got a string");
  expect_invalid ("\"wheel\": [\n    0,\n    2,", "\"wheel\": [\n    0,\n    -99999999999,",
                  "modes.four.wheel[1]", "-99999999999 is out of range (0 to 99)");
  /* Indexes into the heartland: 9 pointed outside the player's board. */
  expect_invalid ("\"short_heartland_empty\": [\n   [\n    0,\n    0", "\"short_heartland_empty\": [\n   [\n    0,\n    9",
                  "landscape.short_heartland_empty[0][1]", "9 is out of range (0 to 4)");
  expect_invalid ("\"tiers\": [\n      [\n       1,", "\"tiers\": [\n      [\n       1.5,",
                  "tiers[0][0]", "got the fraction 1.5");
}

/* ---------------------------------------------------------------------- */
/* Number of copies: read with a default of 1, refused out of range, and
 * the game keeps a building on display until its last copy is built. */

/* The bundled set with the building at `index` changed by `edit`. */
static OraCardSet *
load_edited (guint        index,
             void       (*edit) (JsonObject *building, gconstpointer data),
             gconstpointer data,
             GError     **error)
{
  g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes ("ora-buildings", NULL);
  g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  JsonArray *buildings = json_object_get_array_member (json_node_get_object (root), "buildings");
  g_autofree char *text = NULL;

  edit (json_array_get_object_element (buildings, index), data);
  text = json_to_string (root, FALSE);
  return ora_cardset_load_data (text, -1, "edited.json", error);
}

static void
set_copies (JsonObject    *building,
            gconstpointer  data)
{
  json_object_set_member (building, "copies", json_from_string (data, NULL));
}

static void
test_cardset_copies (void)
{
  static const char *bad[] = { "0", "5", "-1", "1.5", "\"two\"", "true" };
  g_autoptr(GError) error = NULL;
  g_autoptr(OraCardSet) set = load_edited (4, set_copies, "3", &error);

  g_assert_no_error (error);
  for (int i = 0; i < set->n_cards; i++)
    g_assert_cmpint (set->cards[i].copies, ==, i == 4 ? 3 : 1);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) bad_error = NULL;
      g_autoptr(OraCardSet) bad_set = load_edited (4, set_copies, bad[i], &bad_error);

      g_assert_null (bad_set);
      g_assert_error (bad_error, TT_JSON_ERROR, bad_error->code);
      /* the card and the field */
      if (strstr (bad_error->message, "card G02") == NULL
          || strstr (bad_error->message, "buildings[4].copies") == NULL)
        g_error ("unexpected message for copies %s: %s", bad[i], bad_error->message);
    }
}

/* A build move for `card` by the player to move, with goods enough. */
static gboolean
build_card (OraState *state,
            int       card)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (OraAction));
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  for (int g = 0; g < ORA_N_GOODS; g++)
    state->players[state->current].goods[g] = 20;
  ora_state_legal_moves (state, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      OraAction *a = &g_array_index (moves, OraAction, i);

      if (a->type == ORA_ACT_BUILD && a->card == card)
        {
          g_assert_true (ora_state_apply (state, a, events, &error));
          g_assert_no_error (error);
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_copies_in_game (void)
{
  g_autoptr(OraCardSet) plain = ora_cardset_default ();
  g_autoptr(OraState) probe = ora_state_new (plain, ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 5, NULL);
  g_autoptr(OraCardSet) set = NULL;
  g_autoptr(OraState) state = NULL;
  g_autoptr(GError) error = NULL;
  int card = -1;

  /* a building on display at the start */
  for (int i = 0; i < probe->first_settlement && card < 0; i++)
    if (probe->card_loc[i] == ORA_LOC_DISPLAY)
      card = i;
  g_assert_cmpint (card, >=, 0);
  set = load_edited (card, set_copies, "2", &error);
  g_assert_no_error (error);
  state = ora_state_new (set, ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 5, &error);
  g_assert_no_error (error);

  /* built once through the rules: still on display for the second copy */
  g_assert_true (build_card (state, card));
  g_assert_cmpint (state->card_loc[card], ==, ORA_LOC_DISPLAY);
  g_assert_cmpint (state->card_built[card], ==, 1);
  /* the last copy leaves the display */
  ora_state_mark_built (state, card);
  g_assert_cmpint (state->card_loc[card], ==, ORA_LOC_BUILT);

  /* with one copy (the default) the first build takes it */
  {
    g_autoptr(OraState) single = ora_state_new (plain, ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 5, NULL);

    g_assert_true (build_card (single, card));
    g_assert_cmpint (single->card_loc[card], ==, ORA_LOC_BUILT);
  }
}

/* ---------------------------------------------------------------------- */
/* The step description agrees with the loader: a new step of every kind,
 * and one with every optional member too, loads. */

static void
set_effect (JsonObject    *building,
            gconstpointer  data)
{
  JsonArray *effect = json_array_new ();

  json_array_add_element (effect, json_node_copy ((JsonNode *) data));
  json_object_set_array_member (building, "effect", effect);
}

static void
test_step_fields (void)
{
  for (int k = 0; k < ORA_N_STEP_KINDS; k++)
    {
      g_autoptr(JsonNode) step = ora_step_new_json (k);
      g_autoptr(GError) error = NULL;
      g_autoptr(OraCardSet) set = load_edited (4, set_effect, step, &error);
      int n;
      const OraStepField *fields = ora_step_fields (k, &n);

      g_assert_no_error (error);
      g_assert_cmpint (set->cards[4].steps[0].kind, ==, k);
      g_assert_cmpint (n, <=, ORA_MAX_STEP_FIELDS);
      for (int i = 0; i < n; i++)
        {
          g_autoptr(JsonNode) full = json_node_copy (step);
          g_autoptr(OraCardSet) full_set = NULL;
          g_autoptr(GError) full_error = NULL;
          JsonObject *object = json_node_get_object (full);

          g_assert_nonnull (fields[i].member);
          if (fields[i].required || (k == ORA_STEP_DISTINCT && g_str_equal (fields[i].member, "gain")))
            continue;
          if (fields[i].type == ORA_FIELD_AMOUNT)
            json_object_set_member (object, fields[i].member, json_from_string ("{\"stone\": 2}", NULL));
          else if (fields[i].type == ORA_FIELD_BOOL)
            json_object_set_boolean_member (object, fields[i].member, TRUE);
          else
            json_object_set_int_member (object, fields[i].member, fields[i].max);
          full_set = load_edited (4, set_effect, full, &full_error);
          g_assert_no_error (full_error);
        }
    }
}

/* ---------------------------------------------------------------------- */

typedef struct
{
  int settlement_round[5];
  int grapes_round;
  int stone_round;
  int bonus_seen;
  int last_round;
} Schedule;

static void
watch_schedule (OraModeId  mode,
                OraVariant variant,
                guint64    seed,
                Schedule  *out)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, mode, variant, seed, NULL);
  TtRng rng;
  int last_phase = -1;

  memset (out, 0, sizeof *out);
  tt_rng_init (&rng, seed);
  while (!ora_state_is_finished (state))
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
      ora_state_legal_moves (state, legal);
      const OraAction *a = &g_array_index (legal, OraAction, tt_rng_uniform (&rng, legal->len));

      if (state->stage == ORA_STAGE_SETTLEMENT && state->settle_phase != last_phase)
        {
          last_phase = state->settle_phase;
          out->settlement_round[last_phase] = state->round;
        }
      if (state->stage == ORA_STAGE_BONUS)
        out->bonus_seen = TRUE;
      if (out->grapes_round == 0 && state->wheel[ORA_TOKEN_GRAPES] >= 0)
        out->grapes_round = state->round;
      if (out->stone_round == 0 && state->wheel[ORA_TOKEN_STONE] >= 0)
        out->stone_round = state->round;
      out->last_round = state->round;
      g_assert_true (ora_state_apply (state, a, NULL, NULL));
    }
}

static void
test_schedule_four (void)
{
  Schedule s;

  watch_schedule (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 7, &s);
  g_assert_cmpint (s.settlement_round[0], ==, 7);
  g_assert_cmpint (s.settlement_round[1], ==, 10);
  g_assert_cmpint (s.settlement_round[2], ==, 16);
  g_assert_cmpint (s.settlement_round[3], ==, 19);
  g_assert_cmpint (s.settlement_round[4], ==, 25);   /* E after the bonus round, round 25 */
  g_assert_true (s.bonus_seen);
  g_assert_cmpint (s.grapes_round, ==, 8);
  g_assert_cmpint (s.stone_round, ==, 13);
  g_assert_cmpint (s.last_round, ==, 25);

  watch_schedule (ORA_MODE_FOUR, ORA_VARIANT_IRELAND, 8, &s);
  g_assert_cmpint (s.grapes_round, ==, 0);
  g_assert_cmpint (s.stone_round, ==, 13);
}

static void
test_schedule_three (void)
{
  Schedule s;

  watch_schedule (ORA_MODE_THREE, ORA_VARIANT_FRANCE, 9, &s);
  g_assert_cmpint (s.settlement_round[0], ==, 6);
  g_assert_cmpint (s.settlement_round[1], ==, 11);
  g_assert_cmpint (s.settlement_round[2], ==, 15);
  g_assert_cmpint (s.settlement_round[3], ==, 20);
  g_assert_true (s.bonus_seen);
  g_assert_cmpint (s.last_round, ==, 25);
}

/* Round order: the start player acts first and again last, then passes
 * the tile to the left. */
static void
test_turn_order (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 1, NULL);
  static const int order[] = { 0, 1, 2, 3, 0, 1, 2, 3, 0, 1 };
  OraAction cut = { .type = ORA_ACT_CUT, .row = 7, .col = 2, .card = -1 };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      OraAction pass_cut = cut;

      g_assert_cmpint (ora_state_get_current_player (state), ==, order[i]);
      /* Cut peat where there is a moor, else with nothing left. */
      if (state->players[state->current].cells[7][2].cover != ORA_COVER_MOOR)
        {
          pass_cut.row = 8;
          if (state->players[state->current].cells[8][2].cover != ORA_COVER_MOOR)
            pass_cut.row = pass_cut.col = -1;
        }
      g_assert_true (ora_state_apply (state, &pass_cut, NULL, NULL));
    }
  g_assert_cmpint (state->round, ==, 3);
  g_assert_cmpint (state->start_player, ==, 2);
}

/* A refused move names the rule and leaves the state as it was; an
 * accepted one reports what happened. */
static void
test_apply_api (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_FOUR, ORA_VARIANT_FRANCE, 5, NULL);
  g_autoptr(OraState) copy = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = ora_state_summary_json (state);
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *tb = tt_json_to_string (before, FALSE), *ta = NULL;
  OraAction bad = { .type = ORA_ACT_BUILD, .card = (gint8) ora_cardset_find (set, "F04"), .row = 7, .col = 5 };
  OraAction good = { .type = ORA_ACT_PLACE, .row = 7, .col = 6, .clergy = 1, .card = -1, .n_frames = 1 };

  g_assert_false (ora_state_apply (state, &bad, events, &error));
  g_assert_error (error, ORA_ERROR, ORA_ERROR_RULE);
  g_assert_true (g_str_has_prefix (error->message, "terrain:"));
  g_assert_cmpuint (events->len, ==, 0);
  after = ora_state_summary_json (state);
  ta = tt_json_to_string (after, FALSE);
  g_assert_cmpstr (ta, ==, tb);

  good.frames[0].card = (gint8) ora_cardset_find (set, "H1");
  good.frames[0].nargs = 2;
  copy = ora_state_copy (state);
  g_assert_true (ora_state_apply (copy, &good, events, NULL));
  g_assert_cmpuint (events->len, >=, 2);
  g_assert_cmpint (copy->players[0].goods[ORA_CLAY], ==, 3);
  g_assert_cmpint (state->players[0].goods[ORA_CLAY], ==, 1);   /* the copy is independent */
}

static void
test_mode_setup (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();

  for (int m = 0; m < ORA_N_MODES; m++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(OraState) state = ora_state_new (set, m, ORA_VARIANT_FRANCE, 1, &error);
      const OraMode *mode = &set->modes[m];

      g_assert_no_error (error);
      g_assert_cmpint (state->n_players, ==, mode->players + (m == ORA_MODE_SOLO));
      /* Start goods: one of each basic good, none in the solo game. */
      g_assert_cmpint (state->players[0].goods[ORA_CLAY], ==, m == ORA_MODE_SOLO ? 0 : 1);
      /* Short games leave two heartland spaces bare: one moor and one forest fewer. */
      g_assert_cmpint (state->players[0].cells[7][2].cover, ==,
                       mode->short_heartland ? ORA_COVER_NONE : ORA_COVER_MOOR);
      g_assert_cmpint (state->players[0].cells[7][3].cover, ==,
                       mode->short_heartland ? ORA_COVER_NONE : ORA_COVER_FOREST);
    }
}

static void
test_solo_setup (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_SOLO, ORA_VARIANT_FRANCE, 1, NULL);
  const OraPlayer *neutral = &state->players[state->neutral];
  int market = ora_cardset_find (set, "G13");
  int carpentry = ora_cardset_find (set, "F10");
  g_autoptr(JsonNode) node = ora_state_summary_json (state);
  JsonObject *root = json_node_get_object (node);

  g_assert_cmpint (state->neutral, ==, 1);
  /* Builders' Market belongs to the neutral player, top left, no forests or moors. */
  g_assert_cmpint (neutral->cells[7][2].card, ==, market);
  g_assert_cmpint (neutral->cells[7][3].cover, ==, ORA_COVER_NONE);
  g_assert_cmpint (state->card_loc[market], ==, ORA_LOC_BUILT);
  g_assert_cmpint (state->card_loc[carpentry], ==, ORA_LOC_OUT);
  g_assert_cmpint (state->wheel[ORA_TOKEN_GRAPES], ==, -1);
  g_assert_cmpint (json_object_get_int_member (root, "solo_target"), ==, 500);
}

/* Two players: one player takes two actions, the wheel turns every turn. */
static void
test_two_player_turns (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_TWO, ORA_VARIANT_FRANCE, 1, NULL);
  static const int order[] = { 0, 0, 1, 1, 0, 0, 1 };
  OraAction nothing = { .type = ORA_ACT_FELL, .row = -1, .col = -1, .card = -1 };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      OraAction a = nothing;
      int r, c;

      g_assert_cmpint (ora_state_get_current_player (state), ==, order[i]);
      g_assert_cmpint (state->round, ==, (int) i / 2 + 1);
      for (r = 0; r < ORA_ROWS; r++)
        for (c = 0; c < ORA_COLS; c++)
          if (state->players[state->current].cells[r][c].cover == ORA_COVER_FOREST && a.row < 0)
            {
              a.row = r;
              a.col = c;
            }
      g_assert_true (ora_state_apply (state, &a, NULL, NULL));
    }
  /* Back of the wheel: 0, 1, 2, 2, ... */
  g_assert_cmpint (set->modes[ORA_MODE_TWO].wheel[2], ==, 2);
}

static void
test_long_two_player_turns (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_LONG2, ORA_VARIANT_FRANCE, 1, NULL);
  static const int order[] = { 0, 0, 1, 1, 1, 0, 0, 0, 1 };
  OraAction cut = { .type = ORA_ACT_CUT, .row = -1, .col = -1, .card = -1 };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      OraAction a = cut;

      g_assert_cmpint (ora_state_get_current_player (state), ==, order[i]);
      for (int r = 7; r <= 8; r++)
        if (state->players[state->current].cells[r][2].cover == ORA_COVER_MOOR && a.row < 0)
          {
            a.row = r;
            a.col = 2;
          }
      g_assert_true (ora_state_apply (state, &a, NULL, NULL));
    }
  g_assert_cmpint (state->round, ==, 4);
}

/* What the words say a wheel building yields is what the producer gets:
 * in the short game every player, the producer too, takes one tile more
 * (a short game's Clay Mound once read "3 clay" and gave 4). */
static void
test_good_yield_is_the_gain (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  static const OraModeId modes[] = { ORA_MODE_FOUR, ORA_MODE_SHORT4 };
  int gains[G_N_ELEMENTS (modes)];

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr(OraState) state = ora_state_new (set, modes[m], ORA_VARIANT_FRANCE, 1, NULL);
      int me = state->current, said = ora_state_good_yield (state, ORA_PEAT, FALSE);
      int before = state->players[me].goods[ORA_PEAT];
      OraAction cut = { .type = ORA_ACT_CUT, .row = -1, .col = -1, .card = -1 };

      for (int r = 0; r < ORA_ROWS && cut.row < 0; r++)
        for (int c = 0; c < ORA_COLS && cut.row < 0; c++)
          if (state->players[me].cells[r][c].cover == ORA_COVER_MOOR)
            {
              cut.row = r;
              cut.col = c;
            }
      g_assert_cmpint (cut.row, >=, 0);
      g_assert_true (ora_state_apply (state, &cut, NULL, NULL));
      g_assert_cmpint (state->players[me].goods[ORA_PEAT] - before, ==, said);
      gains[m] = said;
    }
  /* the same wheel: the short game's share on top */
  g_assert_cmpint (gains[1], ==, gains[0] + 1);
}

static void
test_schedule_short (void)
{
  Schedule s;

  watch_schedule (ORA_MODE_SHORT4, ORA_VARIANT_FRANCE, 11, &s);
  g_assert_cmpint (s.settlement_round[0], ==, 3);
  g_assert_cmpint (s.settlement_round[1], ==, 5);
  g_assert_cmpint (s.settlement_round[2], ==, 7);
  g_assert_cmpint (s.settlement_round[3], ==, 9);
  g_assert_cmpint (s.grapes_round, ==, 4);
  g_assert_cmpint (s.stone_round, ==, 6);
  g_assert_true (s.bonus_seen);
  g_assert_cmpint (s.last_round, ==, 13);   /* the bonus round is round 13 */
}

static void
test_schedule_solo (void)
{
  Schedule s;

  watch_schedule (ORA_MODE_SOLO, ORA_VARIANT_IRELAND, 12, &s);
  g_assert_cmpint (s.settlement_round[0], ==, 12);
  g_assert_cmpint (s.settlement_round[1], ==, 16);
  g_assert_cmpint (s.settlement_round[2], ==, 22);
  g_assert_cmpint (s.settlement_round[3], ==, 26);
  g_assert_cmpint (s.settlement_round[4], ==, 31);
  g_assert_false (s.bonus_seen);
  g_assert_cmpint (s.grapes_round, ==, 0);
  g_assert_cmpint (s.stone_round, ==, 0);
  g_assert_cmpint (s.last_round, ==, 31);
}

static void
test_schedule_two (void)
{
  Schedule s;

  watch_schedule (ORA_MODE_TWO, ORA_VARIANT_FRANCE, 13, &s);
  g_assert_cmpint (s.settlement_round[0], ==, 7);
  g_assert_cmpint (s.settlement_round[1], ==, 14);
  g_assert_cmpint (s.settlement_round[2], ==, 21);
  g_assert_cmpint (s.settlement_round[3], ==, 28);
  g_assert_cmpint (s.settlement_round[4], ==, 0);   /* no phase E with two players */
  g_assert_false (s.bonus_seen);
  g_assert_cmpint (s.grapes_round, ==, 11);
  g_assert_cmpint (s.stone_round, ==, 18);
}

/* ---------------------------------------------------------------------- */

static void
expect_known_keys (const char         *name,
                   JsonObject         *object,
                   const char * const *keys)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (keys, l->data))
      g_error ("%s: \"expect\" has \"%s\", which the test does not check", name, (const char *) l->data);
}

static void
check_expect (const char *name,
              OraState   *state,
              JsonObject *expect)
{
  JsonArray *players = json_object_has_member (expect, "players") ? json_object_get_array_member (expect, "players") : NULL;

  static const char * const stages[] = { "actions", "settlement", "bonus", "over" };
  static const char * const keys[] = { "round", "stage", "contract_cost", "start_player", "wheel", "players", NULL };
  static const char * const player_keys[] = { "goods", "score", "landscape", "settlements_in_hand", NULL };

  /* Names as in the replay output: a misspelt one would check nothing. */
  expect_known_keys (name, expect, keys);
  for (guint p = 0; players != NULL && p < json_array_get_length (players); p++)
    expect_known_keys (name, json_array_get_object_element (players, p), player_keys);

  if (json_object_has_member (expect, "round") && state->round != json_object_get_int_member (expect, "round"))
    g_error ("%s: round %d, expected %d", name, state->round, (int) json_object_get_int_member (expect, "round"));
  if (json_object_has_member (expect, "start_player")
      && state->start_player != json_object_get_int_member (expect, "start_player"))
    g_error ("%s: start player %d, expected %d", name, state->start_player,
             (int) json_object_get_int_member (expect, "start_player"));
  if (json_object_has_member (expect, "wheel"))
    {
      /* Token → space, -1 for a token not in play (as in "setup"). */
      JsonObject *wheel = json_object_get_object_member (expect, "wheel");

      for (int t = 0; t < ORA_N_TOKENS; t++)
        if (json_object_has_member (wheel, ora_token_name (t))
            && MAX (state->wheel[t], -1) != json_object_get_int_member (wheel, ora_token_name (t)))
          g_error ("%s: the %s token is at %d, expected %d", name, ora_token_name (t), state->wheel[t],
                   (int) json_object_get_int_member (wheel, ora_token_name (t)));
    }
  if (json_object_has_member (expect, "contract_cost")
      && state->contract_cost != json_object_get_int_member (expect, "contract_cost"))
    g_error ("%s: contract cost %d, expected %d", name, state->contract_cost,
             (int) json_object_get_int_member (expect, "contract_cost"));
  if (json_object_has_member (expect, "stage")
      && g_strcmp0 (stages[state->stage], json_object_get_string_member (expect, "stage")) != 0)
    g_error ("%s: stage %s, expected %s", name, stages[state->stage], json_object_get_string_member (expect, "stage"));
  for (guint p = 0; players != NULL && p < json_array_get_length (players); p++)
    {
      JsonObject *po = json_array_get_object_element (players, p);
      JsonObject *goods = json_object_has_member (po, "goods") ? json_object_get_object_member (po, "goods") : NULL;
      JsonObject *score = json_object_has_member (po, "score") ? json_object_get_object_member (po, "score") : NULL;
      JsonArray *cells = json_object_has_member (po, "landscape") ? json_object_get_array_member (po, "landscape") : NULL;

      for (int g = 0; goods != NULL && g < ORA_N_GOODS; g++)
        {
          int want = json_object_get_int_member_with_default (goods, ora_goods[g].name, 0);

          if (state->players[p].goods[g] != want)
            g_error ("%s: player %u has %d %s, expected %d", name, p, state->players[p].goods[g],
                     ora_goods[g].name, want);
        }
      if (score != NULL)
        {
          OraScore sc = ora_state_score (state, p);

          const char *parts[] = { "goods", "economic", "dwelling", "total" };
          int got[] = { sc.goods, sc.economic, sc.dwelling, sc.total };

          for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
            if (json_object_has_member (score, parts[i]) && got[i] != json_object_get_int_member (score, parts[i]))
              g_error ("%s: player %u scores %d %s points, expected %d", name, p, got[i], parts[i],
                       (int) json_object_get_int_member (score, parts[i]));
        }
      if (json_object_has_member (po, "settlements_in_hand"))
        {
          g_autoptr(JsonNode) out = ora_state_summary_json (state);
          JsonObject *op = json_array_get_object_element (json_object_get_array_member (json_node_get_object (out),
                                                                                         "players"), p);
          g_autofree char *want = tt_json_to_string (json_object_get_member (po, "settlements_in_hand"), FALSE);
          g_autofree char *got = tt_json_to_string (json_object_get_member (op, "settlements_in_hand"), FALSE);

          if (g_strcmp0 (want, got) != 0)
            g_error ("%s: player %u holds settlements %s, expected %s", name, p, got, want);
        }
      for (guint i = 0; cells != NULL && i < json_array_get_length (cells); i++)
        {
          JsonObject *co = json_array_get_object_element (cells, i);
          int r = json_object_get_int_member (co, "row"), c = json_object_get_int_member (co, "col");
          const OraCell *cell = &state->players[p].cells[r][c];
          const char *card = json_object_get_string_member_with_default (co, "card", NULL);
          const char *cover = json_object_get_string_member_with_default (co, "cover", "none");

          OraCover want = g_str_equal (cover, "forest") ? ORA_COVER_FOREST
                          : g_str_equal (cover, "moor") ? ORA_COVER_MOOR : ORA_COVER_NONE;

          if (card != NULL && cell->card != ora_cardset_find (state->set, card))
            g_error ("%s: player %u, (%d,%d): expected %s, found %s", name, p, r, c, card,
                     cell->card >= 0 ? state->set->cards[cell->card].id : "no card");
          if (cell->cover != want)
            g_error ("%s: player %u, (%d,%d): expected cover %s, found %s", name, p, r, c, cover,
                     cell->cover == ORA_COVER_FOREST ? "forest" : cell->cover == ORA_COVER_MOOR ? "moor" : "none");
          if (json_object_has_member (co, "terrain")
              && g_strcmp0 (ora_terrain_name (cell->terrain), json_object_get_string_member (co, "terrain")) != 0)
            g_error ("%s: player %u, (%d,%d): expected terrain %s, found %s", name, p, r, c,
                     json_object_get_string_member (co, "terrain"), ora_terrain_name (cell->terrain));
        }
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
test_records (void)
{
  g_autofree char *dir = records_dir ();
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  int checked = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
      g_autoptr(OraState) state = NULL;
      const char *expect_error;

      g_assert_no_error (error);
      expect_error = json_object_get_string_member_with_default (record->root, "expect_error", NULL);
      state = ora_state_replay (record, set, &error);
      if (expect_error != NULL)
        {
          g_assert_null (state);
          if (error == NULL || strstr (error->message, expect_error) == NULL)
            g_error ("%s: expected an error with \"%s\", got %s", path, expect_error,
                     error ? error->message : "success");
        }
      else
        {
          if (state == NULL)
            g_error ("%s: %s", path, error->message);
          if (!ora_state_check (state, &error))
            g_error ("%s: %s", path, error->message);
          if (json_object_has_member (record->root, "expect"))
            check_expect (path, state, json_object_get_object_member (record->root, "expect"));
        }
      checked++;
    }
  g_test_message ("%d Ora et Labora records checked", checked);
  g_assert_cmpint (checked, >=, 40);
}

/* Solo rules, step 5 of a round with a settlement phase: the player puts
 * the neutral prior on a new building while both neutral monks are out,
 * and all three come home at once, before the player's settlement phase
 * (solo-neutral-clergy-return.json then hires a monk in the next round). */
static void
test_solo_neutral_clergy_return (void)
{
  g_autofree char *dir = records_dir ();
  g_autofree char *path = g_build_filename (dir, "solo-neutral-clergy-return.json", NULL);
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
  g_autoptr(OraState) state = NULL;
  const guint prior_move = 4;   /* the contract for the neutral prior */

  g_assert_no_error (error);
  tt_record_truncate_moves (record, prior_move);
  state = ora_state_replay (record, set, &error);
  g_assert_no_error (error);
  g_assert_cmpint (state->stage, ==, ORA_STAGE_SETTLEMENT);
  g_assert_true (state->neutral_offer);
  g_assert_cmpint (ora_state_count_placed (state, state->neutral), ==, 2);
  g_clear_pointer (&state, ora_state_free);

  g_clear_pointer (&record, tt_record_free);
  record = tt_record_load_file (path, &error);
  g_assert_no_error (error);
  tt_record_truncate_moves (record, prior_move + 1);
  state = ora_state_replay (record, set, &error);
  g_assert_no_error (error);
  g_assert_cmpint (state->stage, ==, ORA_STAGE_SETTLEMENT);
  g_assert_false (state->neutral_offer);
  g_assert_cmpint (ora_state_count_placed (state, state->neutral), ==, 0);
}

/* ---------------------------------------------------------------------- */

static int
food_of (const gint16 *pay)
{
  int total = 0;

  for (int g = 0; g < ORA_N_GOODS; g++)
    total += pay[g] * ora_goods[g].food2;
  return total;
}

/* The Inn for 3 food with grain, sheep and a bread at hand: the listing
 * offers the automatic payment first, then the other minimal ones, each
 * once, and none with a good that could be left out. */
static void
test_payment_listing (void)
{
  g_autofree char *dir = records_dir ();
  g_autofree char *path = g_build_filename (dir, "pay-food-bread-instead-of-grain.json", NULL);
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
  g_autoptr(OraState) state = NULL;
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int inn = ora_cardset_find (set, "F20");
  int listed = 0, with_bread = 0, with_pay = 0;

  g_assert_no_error (error);
  tt_record_truncate_moves (record, 0);
  state = ora_state_replay (record, set, &error);
  g_assert_no_error (error);
  state->players[0].goods[ORA_SHEEP] = 2;
  legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  ora_state_legal_moves (state, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const OraAction *a = &g_array_index (legal, OraAction, i);
      g_autoptr(JsonObject) json = ora_move_to_json (state, a);
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), json);
      char *text = tt_json_to_string (node, FALSE);

      if (!g_hash_table_add (seen, text))
        g_error ("listed twice: %s", text);
      with_pay += a->pay_set;
      if (a->type != ORA_ACT_PLACE || a->clergy != 0 || a->n_frames != 1 || a->frames[0].card != inn ||
          a->frames[0].args[0] != 3 || a->frames[0].args[1] != 0)
        continue;
      if (listed++ == 0)
        {
          g_assert_false (a->pay_set);   /* the automatic payment comes first */
          continue;
        }
      g_assert_true (a->pay_set);
      /* Covers 3 food, and dropping any one good would fall short. */
      g_assert_cmpint (food_of (a->pay), >=, 6);
      for (int g = 0; g < ORA_N_GOODS; g++)
        if (a->pay[g] > 0)
          g_assert_cmpint (food_of (a->pay) - ora_goods[g].food2, <, 6);
      g_assert_cmpint (a->pay[ORA_GRAIN], !=, 3);   /* the automatic one, merged */
      with_bread += a->pay[ORA_BREAD] == 1;
    }
  /* 3 grain (automatic), grain + sheep, 2 sheep, bread. */
  g_assert_cmpint (listed, ==, 4);
  g_assert_cmpint (with_bread, ==, 1);
  g_assert_cmpint (with_pay, >=, 3);
}

/* ---------------------------------------------------------------------- */

static void
play_random_games (OraModeId  mode,
                   OraVariant variant,
                   int        games,
                   guint64    first_seed)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();

  for (int i = 0; i < games; i++)
    {
      guint64 seed = first_seed + i;
      g_autoptr(TtRecord) record = ora_record_new (mode, variant, seed);
      g_autoptr(OraState) state = ora_state_new_for_record (record, set, NULL);
      g_autoptr(OraState) replayed = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) a = NULL, b = NULL;
      g_autofree char *ta = NULL, *tb = NULL;
      g_autofree char *text = NULL;
      g_autoptr(TtRecord) reread = NULL;
      TtRng rng;

      g_assert_nonnull (state);
      tt_rng_init (&rng, seed * 31 + 7);
      while (!ora_state_is_finished (state))
        {
          if (ora_play_random (state, &rng, record, 1, &error) != 1)
            g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error ? error->message : "no move");
          if (!ora_state_check (state, &error))
            g_error ("seed %" G_GUINT64_FORMAT " after move %u: %s", seed,
                     tt_record_get_n_moves (record), error->message);
        }
      /* The written record replays to the same final state. */
      text = tt_record_to_string (record);
      reread = tt_record_load_data (text, -1, "random", &error);
      g_assert_no_error (error);
      replayed = ora_state_replay (reread, set, &error);
      g_assert_no_error (error);
      a = ora_state_summary_json (state);
      b = ora_state_summary_json (replayed);
      ta = tt_json_to_string (a, FALSE);
      tb = tt_json_to_string (b, FALSE);
      g_assert_cmpstr (ta, ==, tb);
    }
}

static int
scaled (int games)
{
  return MAX (1, (int) (games * test_scale ()));
}

static void
test_random_four_france (void)
{
  play_random_games (ORA_MODE_FOUR, ORA_VARIANT_FRANCE, scaled (500), 1000);
}

static void
test_random_four_ireland (void)
{
  play_random_games (ORA_MODE_FOUR, ORA_VARIANT_IRELAND, scaled (500), 2000);
}

static void
test_random_three_france (void)
{
  play_random_games (ORA_MODE_THREE, ORA_VARIANT_FRANCE, scaled (500), 3000);
}

static void
test_random_three_ireland (void)
{
  play_random_games (ORA_MODE_THREE, ORA_VARIANT_IRELAND, scaled (500), 4000);
}

/* Every listed move must be accepted by apply (the list is the API the
 * play view and the AI rely on). */
static void
test_legal_moves_apply (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  int games = scaled (4);

  for (int m = 0; m < ORA_N_MODES; m++)
    for (int i = 0; i < games; i++)
      {
        g_autoptr(OraState) state = ora_state_new (set, m, i % 2 ? ORA_VARIANT_IRELAND : ORA_VARIANT_FRANCE, i, NULL);
        TtRng rng;
        int moves = 0;

        tt_rng_init (&rng, 100 + i);
        while (!ora_state_is_finished (state) && moves < 400)
          {
            g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
            ora_state_legal_moves (state, legal);

            g_assert_cmpuint (legal->len, >, 0);
            for (guint k = 0; k < legal->len; k++)
              {
                g_autoptr(OraState) copy = ora_state_copy (state);
                g_autoptr(GError) error = NULL;

                if (!ora_state_apply (copy, &g_array_index (legal, OraAction, k), NULL, &error))
                  g_error ("mode %s, game %d, move %d: listed move %u refused: %s",
                           ora_mode_name (m), i, moves, k, error->message);
              }
            g_assert_true (ora_state_apply (state, &g_array_index (legal, OraAction, tt_rng_uniform (&rng, legal->len)),
                                            NULL, NULL));
            moves++;
          }
      }
}

/* A move the listing decides without trying it, as a key. */
static guint
plain_key (const OraAction *a)
{
  return ((((guint) a->type * 100 + (guint) (a->card + 1)) * ORA_ROWS + (guint) (a->row + 1)) * ORA_COLS +
          (guint) a->col) * 2 + (guint) a->side;
}

/* Whether apply accepts `a` in `state`, listed or not: it must be listed
 * exactly when it is accepted. */
static void
check_listed_iff_legal (const OraState *state,
                        GHashTable     *listed,
                        const OraAction *a,
                        int             moves)
{
  g_autoptr(OraState) copy = ora_state_copy (state);
  g_autoptr(GError) error = NULL;
  gboolean accepted = ora_state_apply (copy, a, NULL, &error);
  gboolean in_list = g_hash_table_contains (listed, GUINT_TO_POINTER (plain_key (a)));

  if (accepted != in_list)
    g_error ("mode %s, move %d: %s card %d at (%d,%d) side %d is %s but %s%s%s",
             ora_mode_name (state->mode_id), moves, ora_action_type_name (a->type), a->card, a->row, a->col,
             a->side, accepted ? "legal" : "refused", in_list ? "listed" : "not listed",
             error ? ": " : "", error ? error->message : "");
}

/* Land purchases, plain builds and settlements are listed without trying
 * them: the list holds each of them exactly when apply accepts it. */
static void
check_plain_moves (const OraState *state,
                   GArray         *legal,
                   int             moves)
{
  g_autoptr(GHashTable) listed = g_hash_table_new (NULL, NULL);
  const OraPlayer *pl = &state->players[state->current];
  gboolean main_open = !state->main_done && state->stage != ORA_STAGE_OVER;
  OraAction a;

  for (guint i = 0; i < legal->len; i++)
    {
      const OraAction *m = &g_array_index (legal, OraAction, i);

      if (!m->pay_set && m->n_frames == 0 && !m->keep_turn && m->clergy == 0)
        g_hash_table_add (listed, GUINT_TO_POINTER (plain_key (m)));
    }
  for (int side = 0; side < 2; side++)
    {
      for (int where = 0; where < 2; where++)
        {
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_BUY_DISTRICT;
          a.card = -1;
          a.side = side;
          a.row = where;
          check_listed_iff_legal (state, listed, &a, moves);
        }
      for (int row = 0; row + 1 < ORA_ROWS; row++)
        {
          memset (&a, 0, sizeof a);
          a.type = ORA_ACT_BUY_PLOT;
          a.card = -1;
          a.side = side;
          a.row = row;
          check_listed_iff_legal (state, listed, &a, moves);
        }
    }
  for (int r = 0; r < ORA_ROWS && main_open; r++)
    for (int c = 0; c < ORA_COLS; c++)
      {
        if (pl->cells[r][c].terrain == ORA_TERRAIN_NONE)
          continue;
        memset (&a, 0, sizeof a);
        a.row = r;
        a.col = c;
        if (state->stage == ORA_STAGE_SETTLEMENT && !state->neutral_offer)
          {
            a.type = ORA_ACT_SETTLE;
            for (int i = 0; i < 8; i++)
              if (pl->hand & (1u << i))
                {
                  a.card = state->first_settlement + i;
                  check_listed_iff_legal (state, listed, &a, moves);
                }
          }
        else if (state->stage != ORA_STAGE_SETTLEMENT)
          {
            a.type = ORA_ACT_BUILD;
            for (int i = 0; i < state->first_settlement; i++)
              if (state->card_loc[i] == ORA_LOC_DISPLAY)
                {
                  a.card = i;
                  check_listed_iff_legal (state, listed, &a, moves);
                }
          }
      }
}

static void
test_legal_plain_moves_complete (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));

  for (int m = 0; m < ORA_N_MODES; m++)
    for (int i = 0; i < scaled (2); i++)
      {
        g_autoptr(OraState) state = ora_state_new (set, m, i % 2 ? ORA_VARIANT_FRANCE : ORA_VARIANT_IRELAND, 40 + i, NULL);
        TtRng rng;
        int moves = 0;

        tt_rng_init (&rng, 300 + i);
        while (!ora_state_is_finished (state) && moves < 600)
          {
            ora_state_legal_moves (state, legal);
            g_assert_cmpuint (legal->len, >, 0);
            check_plain_moves (state, legal, moves);
            g_assert_true (ora_state_apply (state, &g_array_index (legal, OraAction, tt_rng_uniform (&rng, legal->len)),
                                            NULL, NULL));
            moves++;
          }
      }
}

/* Rulebook: the player chooses which forest Carpentry, Printing Office and
 * Forest Hut remove, so the legal list offers each forest, and a listed
 * move survives the trip through JSON. */
static void
test_legal_remove_each_forest (void)
{
  g_autofree char *dir = records_dir ();
  g_autofree char *path = g_build_filename (dir, "i29-forest-hut.json", NULL);
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = tt_record_load_file (path, &error);
  g_autoptr(OraState) state = NULL;
  g_autoptr(GArray) legal = NULL;
  int hut = ora_cardset_find (set, "I29"), base;
  guint seen = 0;

  g_assert_no_error (error);
  tt_record_truncate_moves (record, 0);
  state = ora_state_replay (record, set, &error);
  g_assert_no_error (error);
  base = ora_card_n_args (&set->cards[hut]);
  legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  ora_state_legal_moves (state, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const OraAction *a = &g_array_index (legal, OraAction, i);
      const OraFrame *f = &a->frames[0];
      g_autoptr(JsonObject) json = NULL;
      OraAction back;

      if (a->type != ORA_ACT_PLACE || a->n_frames != 1 || f->card != hut || f->args[0] != 1)
        continue;
      g_assert_cmpint (f->nargs, ==, base + 1);
      seen |= f->args[base] == 7 * ORA_COLS + 3 ? 1 : f->args[base] == 7 * ORA_COLS + 4 ? 2
              : f->args[base] == 8 * ORA_COLS + 3 ? 4 : 8;
      json = ora_move_to_json (state, a);
      g_assert_true (json_object_has_member (json_array_get_object_element (json_object_get_array_member (json, "use"), 0),
                                             "remove"));
      g_assert_true (ora_move_from_json (state, json, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back.frames[0].nargs, ==, f->nargs);
      g_assert_cmpint (back.frames[0].args[base], ==, f->args[base]);
    }
  g_assert_cmpuint (seen, ==, 7);
}

/* Random positions of one mode and variant, at least a thousand: no
 * listed move has the JSON of another (the draft and the AI count on each
 * move appearing once; the Calefactory listed "fell only" twice). */
static void
check_listed_once (OraModeId  mode,
                   OraVariant variant)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  int wanted = MAX (50, (int) (1000 * test_scale ())), positions = 0;

  for (guint64 seed = 1; positions < wanted; seed++)
    {
      g_autoptr(OraState) state = ora_state_new (set, mode, variant, seed, NULL);
      TtRng rng;

      tt_rng_init (&rng, 1200 + seed);
      while (!ora_state_is_finished (state) && positions < wanted)
        {
          g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

          ora_state_legal_moves (state, legal);
          g_assert_cmpuint (legal->len, >, 0);
          for (guint i = 0; i < legal->len; i++)
            {
              g_autoptr(JsonObject) move = ora_move_to_json (state, &g_array_index (legal, OraAction, i));
              g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), move);
              char *text = tt_json_to_string (node, FALSE);

              if (!g_hash_table_add (seen, text))
                g_error ("mode %s, variant %d, seed %" G_GUINT64_FORMAT ", position %d: move %u is listed twice: %s",
                         ora_mode_name (mode), variant, seed, positions, i, text);
            }
          g_assert_true (ora_state_apply (state, &g_array_index (legal, OraAction, tt_rng_uniform (&rng, legal->len)),
                                          NULL, NULL));
          positions++;
        }
    }
}

/* The patterns a fell-and-cut step's arguments (forest cell, joker, moor
 * cell, joker) take in `frame`, as bits of FellCut; 0 for other cards. */
enum { FC_BOTH = 1, FC_BOTH_FJ = 2, FC_BOTH_MJ = 4, FC_FELL = 8, FC_FELL_J = 16, FC_CUT = 32, FC_CUT_J = 64 };

static guint
fell_cut_pattern (const OraCardSet *set,
                  const OraFrame   *frame)
{
  const OraCard *card = frame->card >= 0 ? &set->cards[frame->card] : NULL;
  int at = 0;

  for (int i = 0; card != NULL && i < card->n_steps; i++)
    {
      if (card->steps[i].kind == ORA_STEP_FELL_CUT && at + 4 <= frame->nargs)
        {
          const gint16 *a = &frame->args[at];

          if (a[0] >= 0 && a[2] >= 0)
            return a[1] ? FC_BOTH_FJ : a[3] ? FC_BOTH_MJ : FC_BOTH;
          if (a[0] >= 0)
            return a[1] ? FC_FELL_J : FC_FELL;
          if (a[2] >= 0)
            return a[3] ? FC_CUT_J : FC_CUT;
          return 0;
        }
      at += ora_step_n_args (&card->steps[i]);
    }
  return 0;
}

/* "Fell trees and/or cut peat" (the Calefactory): with a forest and a
 * moor both there, each action alone is offered with and without the
 * joker, as well as both together with the joker on either side. */
static void
test_fell_and_or_cut (void)
{
  g_autoptr(OraCardSet) set = ora_cardset_default ();
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (OraAction));
  guint both_seen = 0;

  for (guint64 seed = 1; seed <= 40 && both_seen < 20; seed++)
    {
      g_autoptr(OraState) state = ora_state_new (set, ORA_MODE_LONG2, ORA_VARIANT_FRANCE, seed, NULL);
      TtRng rng;

      tt_rng_init (&rng, 700 + seed);
      while (!ora_state_is_finished (state))
        {
          guint seen = 0;

          ora_state_legal_moves (state, legal);
          for (guint i = 0; i < legal->len; i++)
            {
              const OraAction *a = &g_array_index (legal, OraAction, i);

              for (int f = 0; f < a->n_frames; f++)
                seen |= fell_cut_pattern (set, &a->frames[f]);
            }
          if (seen & FC_BOTH)
            {
              g_assert_cmphex (seen & 0x7f, ==, 0x7f);
              both_seen++;
            }
          g_assert_true (ora_state_apply (state, &g_array_index (legal, OraAction, tt_rng_uniform (&rng, legal->len)),
                                          NULL, NULL));
        }
    }
  g_assert_cmpuint (both_seen, >, 0);
}

static void
test_listed_once_four (void)
{
  check_listed_once (ORA_MODE_FOUR, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_FOUR, ORA_VARIANT_IRELAND);
  check_listed_once (ORA_MODE_THREE, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_THREE, ORA_VARIANT_IRELAND);
}

static void
test_listed_once_short (void)
{
  check_listed_once (ORA_MODE_SHORT4, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_SHORT4, ORA_VARIANT_IRELAND);
  check_listed_once (ORA_MODE_SHORT3, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_SHORT3, ORA_VARIANT_IRELAND);
}

static void
test_listed_once_two (void)
{
  check_listed_once (ORA_MODE_TWO, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_TWO, ORA_VARIANT_IRELAND);
  check_listed_once (ORA_MODE_LONG2, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_LONG2, ORA_VARIANT_IRELAND);
}

static void
test_listed_once_solo (void)
{
  check_listed_once (ORA_MODE_SOLO, ORA_VARIANT_FRANCE);
  check_listed_once (ORA_MODE_SOLO, ORA_VARIANT_IRELAND);
}

static void
test_random_other_modes (void)
{
  play_random_games (ORA_MODE_SHORT4, ORA_VARIANT_FRANCE, scaled (250), 5000);
  play_random_games (ORA_MODE_SHORT4, ORA_VARIANT_IRELAND, scaled (250), 5500);
  play_random_games (ORA_MODE_SHORT3, ORA_VARIANT_FRANCE, scaled (250), 6000);
  play_random_games (ORA_MODE_SHORT3, ORA_VARIANT_IRELAND, scaled (250), 6500);
  play_random_games (ORA_MODE_SOLO, ORA_VARIANT_FRANCE, scaled (250), 7000);
  play_random_games (ORA_MODE_SOLO, ORA_VARIANT_IRELAND, scaled (250), 8000);
  play_random_games (ORA_MODE_TWO, ORA_VARIANT_FRANCE, scaled (40), 9000);
  play_random_games (ORA_MODE_TWO, ORA_VARIANT_IRELAND, scaled (40), 9500);
  play_random_games (ORA_MODE_LONG2, ORA_VARIANT_FRANCE, scaled (20), 10000);
  play_random_games (ORA_MODE_LONG2, ORA_VARIANT_IRELAND, scaled (20), 10500);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ora/cardset/bundled", test_cardset_bundled);
  g_test_add_func ("/ora/cardset/choices", test_cardset_choices);
  g_test_add_func ("/ora/cardset/errors", test_cardset_errors);
  g_test_add_func ("/ora/cardset/copies", test_cardset_copies);
  g_test_add_func ("/ora/cardset/copies-in-game", test_copies_in_game);
  g_test_add_func ("/ora/cardset/step-fields", test_step_fields);
  g_test_add_func ("/ora/schedule/four", test_schedule_four);
  g_test_add_func ("/ora/schedule/three", test_schedule_three);
  g_test_add_func ("/ora/turn-order", test_turn_order);
  g_test_add_func ("/ora/api/apply", test_apply_api);
  g_test_add_func ("/ora/modes/setup", test_mode_setup);
  g_test_add_func ("/ora/modes/solo-setup", test_solo_setup);
  g_test_add_func ("/ora/modes/two-player-turns", test_two_player_turns);
  g_test_add_func ("/ora/modes/long-two-player-turns", test_long_two_player_turns);
  g_test_add_func ("/ora/schedule/short", test_schedule_short);
  g_test_add_func ("/ora/wheel/yield-is-the-gain", test_good_yield_is_the_gain);
  g_test_add_func ("/ora/schedule/solo", test_schedule_solo);
  g_test_add_func ("/ora/schedule/two", test_schedule_two);
  g_test_add_func ("/ora/records", test_records);
  g_test_add_func ("/ora/solo/neutral-clergy-return", test_solo_neutral_clergy_return);
  g_test_add_func ("/ora/payment/listing", test_payment_listing);
  g_test_add_func ("/ora/random/four-france", test_random_four_france);
  g_test_add_func ("/ora/random/four-ireland", test_random_four_ireland);
  g_test_add_func ("/ora/random/three-france", test_random_three_france);
  g_test_add_func ("/ora/random/three-ireland", test_random_three_ireland);
  g_test_add_func ("/ora/random/other-modes", test_random_other_modes);
  g_test_add_func ("/ora/random/legal-moves-apply", test_legal_moves_apply);
  g_test_add_func ("/ora/random/legal-plain-moves-complete", test_legal_plain_moves_complete);
  g_test_add_func ("/ora/legal/remove-each-forest", test_legal_remove_each_forest);
  g_test_add_func ("/ora/legal/listed-once/three-four", test_listed_once_four);
  g_test_add_func ("/ora/legal/listed-once/short", test_listed_once_short);
  g_test_add_func ("/ora/legal/listed-once/two", test_listed_once_two);
  g_test_add_func ("/ora/legal/listed-once/solo", test_listed_once_solo);
  g_test_add_func ("/ora/legal/fell-and-or-cut", test_fell_and_or_cut);
  return g_test_run ();
}
