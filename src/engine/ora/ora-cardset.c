/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-cardset.c — loading and validating the Ora et Labora card set */
#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "common/tt-json.h"
#include "ora/ora-cardset.h"
#include "ora-resources.h"

#define RESOURCE_PREFIX "/io/github/tabletop/Tabletop/cardsets/"

G_DEFINE_QUARK (ora-cardset-error-quark, ora_cardset_error)

static const char * const mode_names[ORA_N_MODES + 1] = {
  "four", "three", "short4", "short3", "two", "long2", "solo", NULL,
};

static const char * const terrain_names[ORA_N_TERRAINS + 1] = {
  "none", "water", "coast", "plains", "hillside", "mountain", "mountain-lower", NULL,
};

static const char * const step_names[ORA_N_STEP_KINDS + 1] = {
  "wheel", "gain", "gain_choice", "convert", "convert_any", "distinct",
  "threshold", "two_basic", "use_occupied", "use_adjacent", "use_unbuilt",
  "remove", "build", "settle", "land", "return_clergy", "fell_cut", "points",
  NULL,
};

static const char * const phase_names[] = {
  "heartland", "start", "A", "B", "C", "D", NULL,
};

const char *
ora_mode_name (OraModeId mode)
{
  g_return_val_if_fail (mode < ORA_N_MODES, "?");
  return mode_names[mode];
}

gboolean
ora_mode_from_name (const char *name,
                    OraModeId  *out_mode)
{
  for (int i = 0; i < ORA_N_MODES; i++)
    if (g_strcmp0 (name, mode_names[i]) == 0)
      {
        *out_mode = i;
        return TRUE;
      }
  return FALSE;
}

const char *
ora_terrain_name (OraTerrain terrain)
{
  g_return_val_if_fail (terrain < ORA_N_TERRAINS, "?");
  return terrain_names[terrain];
}

const char *
ora_step_kind_name (OraStepKind kind)
{
  g_return_val_if_fail (kind < ORA_N_STEP_KINDS, "?");
  return step_names[kind];
}

/* Loading context: the file name for messages. */
typedef struct
{
  const char *source;
} Ctx;

/* ---- what each step kind reads (see read_step) ---- */

static const char * const cover_words[] = { "forest", "moor", NULL };
static const char * const per_words[] = { "forest_moor", "cloister", NULL };

#define AMOUNT(m, req)        { m, ORA_FIELD_AMOUNT, req, 0, 0, 0, NULL }
#define INT(m, req, lo, hi, v) { m, ORA_FIELD_INT, req, lo, hi, v, NULL }
#define BOOL(m)               { m, ORA_FIELD_BOOL, FALSE, 0, 0, 0, NULL }

static const struct
{
  int          n_fields;
  OraStepField fields[ORA_MAX_STEP_FIELDS];
} step_fields[ORA_N_STEP_KINDS] = {
  [ORA_STEP_WHEEL] = { 3, { { "goods", ORA_FIELD_GOOD_LIST, TRUE, 1, 4, 0, NULL }, BOOL ("joker_only"),
                            AMOUNT ("pay", FALSE) } },
  [ORA_STEP_GAIN] = { 1, { AMOUNT ("goods", TRUE) } },
  [ORA_STEP_GAIN_CHOICE] = { 1, { { "options", ORA_FIELD_CHOICES, TRUE, 1, ORA_MAX_OPTIONS, 0, NULL } } },
  [ORA_STEP_CONVERT] = { 4, { AMOUNT ("pay", TRUE), AMOUNT ("gain", TRUE), INT ("max", TRUE, 0, 99, 1),
                              AMOUNT ("first_pay", FALSE) } },
  [ORA_STEP_CONVERT_ANY] = { 2, { { "options", ORA_FIELD_TRADES, TRUE, 1, ORA_MAX_OPTIONS, 0, NULL },
                                  INT ("max", TRUE, 1, 99, 1) } },
  [ORA_STEP_DISTINCT] = { 3, { INT ("count", TRUE, 1, ORA_N_GOODS, 2), INT ("gain_basic", FALSE, 1, 99, 0),
                               AMOUNT ("gain", FALSE) } },
  [ORA_STEP_THRESHOLD] = { 3, { { "good", ORA_FIELD_GOOD, TRUE, 0, 0, 0, NULL },
                                { "gain_good", ORA_FIELD_GOOD, TRUE, 0, 0, 0, NULL },
                                { "tiers", ORA_FIELD_TIERS, TRUE, 1, ORA_MAX_TIERS, 0, NULL } } },
  [ORA_STEP_TWO_BASIC] = { 3, { INT ("first", TRUE, 1, 99, 1), INT ("second", TRUE, 1, 99, 1),
                                AMOUNT ("pay", FALSE) } },
  [ORA_STEP_USE_OCCUPIED] = { 2, { AMOUNT ("pay", FALSE), BOOL ("prior_only") } },
  [ORA_STEP_USE_ADJACENT] = { 0, { { NULL } } },
  [ORA_STEP_USE_UNBUILT] = { 0, { { NULL } } },
  [ORA_STEP_REMOVE] = { 3, { { "terrain", ORA_FIELD_WORD, TRUE, 0, 0, 0, cover_words },
                             INT ("max", TRUE, 1, 99, 1), AMOUNT ("gain_each", FALSE) } },
  [ORA_STEP_BUILD] = { 4, { AMOUNT ("pay", FALSE), BOOL ("prior_only"), BOOL ("return_prior"),
                            BOOL ("after_removal") } },
  [ORA_STEP_SETTLE] = { 0, { { NULL } } },
  [ORA_STEP_LAND] = { 3, { INT ("district", TRUE, 0, 1, 1), INT ("plot", TRUE, 0, 1, 0), AMOUNT ("pay", FALSE) } },
  [ORA_STEP_RETURN_CLERGY] = { 0, { { NULL } } },
  [ORA_STEP_FELL_CUT] = { 1, { AMOUNT ("pay", FALSE) } },
  [ORA_STEP_POINTS] = { 3, { { "per", ORA_FIELD_WORD, TRUE, 0, 0, 0, per_words },
                             INT ("points", TRUE, 1, 99, 1), AMOUNT ("pay", FALSE) } },
};

#undef AMOUNT
#undef INT
#undef BOOL

const OraStepField *
ora_step_fields (OraStepKind  kind,
                 int         *n_fields)
{
  g_return_val_if_fail (kind < ORA_N_STEP_KINDS, NULL);
  *n_fields = step_fields[kind].n_fields;
  return step_fields[kind].fields;
}

static void
add_initial_amount (JsonBuilder *builder,
                    const char  *good)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, good);
  json_builder_add_int_value (builder, 1);
  json_builder_end_object (builder);
}

static void
add_initial_value (JsonBuilder        *builder,
                   const OraStepField *field)
{
  switch (field->type)
    {
    case ORA_FIELD_AMOUNT:
      add_initial_amount (builder, "wood");
      break;
    case ORA_FIELD_GOOD:
      json_builder_add_string_value (builder, "wood");
      break;
    case ORA_FIELD_GOOD_LIST:
      json_builder_begin_array (builder);
      json_builder_add_string_value (builder, "wood");
      json_builder_end_array (builder);
      break;
    case ORA_FIELD_INT:
      json_builder_add_int_value (builder, field->initial);
      break;
    case ORA_FIELD_BOOL:
      json_builder_add_boolean_value (builder, FALSE);
      break;
    case ORA_FIELD_WORD:
      json_builder_add_string_value (builder, field->words[0]);
      break;
    case ORA_FIELD_CHOICES:
      json_builder_begin_array (builder);
      add_initial_amount (builder, "wood");
      add_initial_amount (builder, "clay");
      json_builder_end_array (builder);
      break;
    case ORA_FIELD_TRADES:
      json_builder_begin_array (builder);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "pay");
      add_initial_amount (builder, "wood");
      json_builder_set_member_name (builder, "gain");
      add_initial_amount (builder, "coin");
      json_builder_end_object (builder);
      json_builder_end_array (builder);
      break;
    case ORA_FIELD_TIERS:
      json_builder_begin_array (builder);
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, 1);
      json_builder_add_int_value (builder, 1);
      json_builder_end_array (builder);
      json_builder_end_array (builder);
      break;
    default:
      g_assert_not_reached ();
    }
}

JsonNode *
ora_step_new_json (OraStepKind kind)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const OraStepField *fields;
  int n;

  g_return_val_if_fail (kind < ORA_N_STEP_KINDS, NULL);
  fields = ora_step_fields (kind, &n);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, step_names[kind]);
  for (int i = 0; i < n; i++)
    if (fields[i].required)
      {
        json_builder_set_member_name (builder, fields[i].member);
        add_initial_value (builder, &fields[i]);
      }
  /* distinct gains either basic goods or an amount: start with the basic goods */
  if (kind == ORA_STEP_DISTINCT)
    {
      json_builder_set_member_name (builder, "gain_basic");
      json_builder_add_int_value (builder, 1);
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static int
lookup_word (const char * const *words,
             const char         *word)
{
  for (int i = 0; words[i] != NULL; i++)
    if (strcmp (words[i], word) == 0)
      return i;
  return -1;
}

static gboolean
bad_word (const Ctx          *ctx,
          const char         *path,
          const char         *what,
          const char         *word,
          const char * const *words,
          GError            **error)
{
  const char *hint = tt_json_closest_word (word, words);

  if (hint != NULL)
    tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                       "unknown %s \"%s\" (did you mean \"%s\"?)", what, word, hint);
  else
    tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                       "unknown %s \"%s\"", what, word);
  return FALSE;
}

static const char * const *
amount_key_words (void)
{
  static const char *words[ORA_N_AMOUNTS + 1];

  if (words[0] == NULL)
    for (int i = 0; i < ORA_N_AMOUNTS; i++)
      words[i] = ora_amount_key_name (i);
  return words;
}

static gboolean
read_amount (const Ctx   *ctx,
             JsonObject  *parent,
             const char  *member,
             gboolean     required,
             const char  *path,
             OraAmount   *out,
             GError     **error)
{
  JsonObject *object = NULL;
  g_autofree char *here = tt_json_path_member (path, member);
  g_autoptr(GList) keys = NULL;

  memset (out, 0, sizeof *out);
  if (!tt_json_get_object (parent, member, required, &object, ctx->source, path, error))
    return FALSE;
  if (object == NULL)
    return TRUE;

  keys = json_object_get_members (object);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      int index = ora_amount_key_lookup (key);
      JsonNode *node = json_object_get_member (object, key);
      g_autofree char *kpath = tt_json_path_member (here, key);
      double value;
      gboolean halves;

      if (index < 0)
        return bad_word (ctx, here, "good", key, amount_key_words (), error);
      if (!JSON_NODE_HOLDS_VALUE (node) ||
          (json_node_get_value_type (node) != G_TYPE_INT64 &&
           json_node_get_value_type (node) != G_TYPE_DOUBLE))
        {
          tt_json_set_error (error, TT_JSON_ERROR_TYPE, ctx->source, kpath, "expected a number");
          return FALSE;
        }
      value = json_node_get_double (node);
      halves = index == ORA_PAY_FOOD || index == ORA_PAY_ENERGY;
      if (value < 0 || value > 99 ||
          (halves ? fabs (value * 2 - round (value * 2)) > 1e-9
                  : fabs (value - round (value)) > 1e-9))
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, kpath,
                             halves ? "expected a multiple of 0.5 between 0 and 99"
                                    : "expected a whole number between 0 and 99");
          return FALSE;
        }
      out->n[index] = (gint16) round (halves ? value * 2 : value);
    }
  return TRUE;
}

static gboolean
read_good (const Ctx   *ctx,
           JsonObject  *object,
           const char  *member,
           const char  *path,
           OraGood     *out,
           GError     **error)
{
  const char *name = NULL;
  g_autofree char *here = tt_json_path_member (path, member);
  int good;

  if (!tt_json_get_string (object, member, TRUE, &name, ctx->source, path, error))
    return FALSE;
  good = ora_good_lookup (name);
  if (good < 0)
    return bad_word (ctx, here, "good", name, amount_key_words (), error);
  *out = good;
  return TRUE;
}

static gboolean
read_int (const Ctx   *ctx,
          JsonObject  *object,
          const char  *member,
          gboolean     required,
          int          min,
          int          max,
          int         *out,
          const char  *path,
          GError     **error)
{
  gint64 value = *out;

  if (!tt_json_get_int (object, member, required, min, max, &value, ctx->source, path, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
read_trades (const Ctx   *ctx,
             JsonObject  *object,
             const char  *path,
             gboolean     gain_only,
             OraStep     *step,
             GError     **error)
{
  static const char * const keys[] = { "pay", "gain", NULL };
  JsonArray *array = NULL;
  g_autofree char *here = tt_json_path_member (path, "options");

  if (!tt_json_get_array (object, "options", TRUE, &array, ctx->source, path, error))
    return FALSE;
  step->n_options = json_array_get_length (array);
  if (step->n_options < 1 || step->n_options > ORA_MAX_OPTIONS)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, here,
                         "expected 1 to %d options", ORA_MAX_OPTIONS);
      return FALSE;
    }
  for (int i = 0; i < step->n_options; i++)
    {
      g_autofree char *ipath = tt_json_path_index (here, i);
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *option = tt_json_require_object (node, ctx->source, ipath, error);

      if (option == NULL)
        return FALSE;
      if (gain_only)
        {
          /* A gain choice lists the goods of each option directly. */
          JsonObject *wrapper = json_object_new ();
          gboolean ok;

          json_object_set_object_member (wrapper, "gain", json_object_ref (option));
          ok = read_amount (ctx, wrapper, "gain", TRUE, ipath, &step->options[i].gain, error);
          json_object_unref (wrapper);
          if (!ok)
            return FALSE;
          continue;
        }
      if (!tt_json_check_keys (option, keys, ctx->source, ipath, error) ||
          !read_amount (ctx, option, "pay", TRUE, ipath, &step->options[i].pay, error) ||
          !read_amount (ctx, option, "gain", TRUE, ipath, &step->options[i].gain, error))
        return FALSE;
    }
  return TRUE;
}

/* The goods of a production-wheel step. */
static gboolean
read_wheel_goods (const Ctx   *ctx,
                 JsonObject  *object,
                 const char  *path,
                 OraStep     *step,
                 GError     **error)
{
  JsonArray *goods = NULL;
  g_autofree char *gpath = tt_json_path_member (path, "goods");

  if (!tt_json_get_array (object, "goods", TRUE, &goods, ctx->source, path, error))
    return FALSE;
  step->n_goods = json_array_get_length (goods);
  if (step->n_goods < 1 || step->n_goods > 4)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, gpath, "expected 1 to 4 goods");
      return FALSE;
    }
  for (int i = 0; i < step->n_goods; i++)
    {
      const char *name = NULL;
      int good;
      g_autofree char *ipath = tt_json_path_index (gpath, i);

      if (!tt_json_array_get_string (goods, i, &name, ctx->source, gpath, error))
        return FALSE;
      good = ora_good_lookup (name);
      if (good < 0)
        return bad_word (ctx, ipath, "good", name, amount_key_words (), error);
      step->goods[i] = good;
    }
  return TRUE;
}

/* The good, its tiers and the good gained of a threshold step. */
static gboolean
read_threshold (const Ctx   *ctx,
               JsonObject  *object,
               const char  *path,
               OraStep     *step,
               GError     **error)
{
  JsonArray *tiers = NULL;
  g_autofree char *tpath = tt_json_path_member (path, "tiers");

  if (!read_good (ctx, object, "good", path, &step->good, error) ||
      !read_good (ctx, object, "gain_good", path, &step->gain_good, error) ||
      !tt_json_get_array (object, "tiers", TRUE, &tiers, ctx->source, path, error))
    return FALSE;
  step->n_tiers = json_array_get_length (tiers);
  if (step->n_tiers < 1 || step->n_tiers > ORA_MAX_TIERS)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, tpath, "expected 1 to %d tiers", ORA_MAX_TIERS);
      return FALSE;
    }
  for (int i = 0; i < step->n_tiers; i++)
    {
      JsonNode *tnode = json_array_get_element (tiers, i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (tnode) ? json_node_get_array (tnode) : NULL;
      g_autofree char *ipath = tt_json_path_index (tpath, i);

      if (pair == NULL || json_array_get_length (pair) != 2)
        {
          tt_json_set_error (error, TT_JSON_ERROR_TYPE, ctx->source, ipath,
                             "expected [at least, total gain]");
          return FALSE;
        }
      {
        gint64 at_least = 0, gain = 0;

        if (!tt_json_array_get_int (pair, 0, 0, 99, &at_least, ctx->source, ipath, error) ||
            !tt_json_array_get_int (pair, 1, 0, 99, &gain, ctx->source, ipath, error))
          return FALSE;
        step->tiers[i][0] = (int) at_least;
        step->tiers[i][1] = (int) gain;
      }
      if (i > 0 && step->tiers[i][0] <= step->tiers[i - 1][0])
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, ipath,
                             "tiers must be in increasing order");
          return FALSE;
        }
    }
  return TRUE;
}

/* What a removal step takes away, how many, and what each gives. */
static gboolean
read_remove (const Ctx   *ctx,
            JsonObject  *object,
            const char  *path,
            OraStep     *step,
            GError     **error)
{
  const char *terrain = NULL;
  static const char * const covers[] = { "none", "forest", "moor", NULL };
  g_autofree char *tpath = tt_json_path_member (path, "terrain");

  if (!tt_json_get_string (object, "terrain", TRUE, &terrain, ctx->source, path, error) ||
      !read_int (ctx, object, "max", TRUE, 1, 99, &step->max, path, error) ||
      !read_amount (ctx, object, "gain_each", FALSE, path, &step->gain, error))
    return FALSE;
  step->cover = lookup_word (covers, terrain);
  if (step->cover <= 0)
    return bad_word (ctx, tpath, "cover", terrain, covers, error);
  return TRUE;
}

/* What a points step counts and its points. */
static gboolean
read_points (const Ctx   *ctx,
            JsonObject  *object,
            const char  *path,
            OraStep     *step,
            GError     **error)
{
  static const char * const pers[] = { "forest_moor", "cloister", NULL };
  const char *per = NULL;
  g_autofree char *ppath = tt_json_path_member (path, "per");

  if (!tt_json_get_string (object, "per", TRUE, &per, ctx->source, path, error) ||
      !read_int (ctx, object, "points", TRUE, 1, 99, &step->points, path, error))
    return FALSE;
  if (lookup_word (pers, per) < 0)
    return bad_word (ctx, ppath, "count", per, pers, error);
  step->per = lookup_word (pers, per);
  return TRUE;
}

/* How many distinct goods a trade takes, and what it gives for them. */
static gboolean
read_distinct (const Ctx   *ctx,
               JsonObject  *object,
               const char  *path,
               OraStep     *step,
               GError     **error)
{
  if (!read_int (ctx, object, "count", TRUE, 1, ORA_N_GOODS, &step->count, path, error) ||
      !read_int (ctx, object, "gain_basic", FALSE, 1, 99, &step->gain_basic, path, error) ||
      !read_amount (ctx, object, "gain", FALSE, path, &step->gain, error))
    return FALSE;
  if ((step->gain_basic == 0) == ora_amount_is_zero (&step->gain))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                         "a distinct-goods trade needs exactly one of \"gain\" and \"gain_basic\"");
      return FALSE;
    }
  return TRUE;
}

/* The payments and flags any kind of step may carry. */
static gboolean
read_step_options (const Ctx   *ctx,
                   JsonObject  *object,
                   const char  *path,
                   OraStep     *step,
                   GError     **error)
{
  if (!read_amount (ctx, object, "pay", FALSE, path, &step->pay, error) ||
      !read_amount (ctx, object, "first_pay", FALSE, path, &step->first_pay, error) ||
      !tt_json_get_bool (object, "joker_only", FALSE, &step->joker_only, ctx->source, path, error) ||
      !tt_json_get_bool (object, "prior_only", FALSE, &step->prior_only, ctx->source, path, error) ||
      !tt_json_get_bool (object, "return_prior", FALSE, &step->return_prior, ctx->source, path, error) ||
      !tt_json_get_bool (object, "after_removal", FALSE, &step->after_removal, ctx->source, path, error))
    return FALSE;
  step->has_first_pay = json_object_has_member (object, "first_pay");
  return TRUE;
}

static gboolean
read_step (const Ctx   *ctx,
           JsonNode    *node,
           const char  *path,
           OraStep     *step,
           GError     **error)
{
  static const char * const keys[] = {
    "kind", "goods", "joker_only", "pay", "gain", "first_pay", "max", "options",
    "count", "gain_basic", "good", "gain_good", "tiers", "first", "second",
    "prior_only", "return_prior", "terrain", "gain_each", "per", "points",
    "district", "plot", "after_removal", NULL,
  };
  JsonObject *object = tt_json_require_object (node, ctx->source, path, error);
  const char *kind = NULL;
  g_autofree char *kpath = tt_json_path_member (path, "kind");
  int k;

  memset (step, 0, sizeof *step);
  if (object == NULL ||
      !tt_json_check_keys (object, keys, ctx->source, path, error) ||
      !tt_json_get_string (object, "kind", TRUE, &kind, ctx->source, path, error))
    return FALSE;
  k = lookup_word (step_names, kind);
  if (k < 0)
    return bad_word (ctx, kpath, "effect kind", kind, step_names, error);
  step->kind = k;

  if (!read_step_options (ctx, object, path, step, error))
    return FALSE;

  switch (step->kind)
    {
    case ORA_STEP_WHEEL:
      if (!read_wheel_goods (ctx, object, path, step, error))
        return FALSE;
      break;

    case ORA_STEP_GAIN:
      if (!read_amount (ctx, object, "goods", TRUE, path, &step->gain, error))
        return FALSE;
      break;

    case ORA_STEP_GAIN_CHOICE:
      if (!read_trades (ctx, object, path, TRUE, step, error))
        return FALSE;
      break;

    case ORA_STEP_CONVERT:
      if (!read_amount (ctx, object, "pay", TRUE, path, &step->pay, error) ||
          !read_amount (ctx, object, "gain", TRUE, path, &step->gain, error) ||
          !read_int (ctx, object, "max", TRUE, 0, 99, &step->max, path, error))
        return FALSE;
      break;

    case ORA_STEP_CONVERT_ANY:
      if (!read_trades (ctx, object, path, FALSE, step, error) ||
          !read_int (ctx, object, "max", TRUE, 1, 99, &step->max, path, error))
        return FALSE;
      break;

    case ORA_STEP_DISTINCT:
      if (!read_distinct (ctx, object, path, step, error))
        return FALSE;
      break;

    case ORA_STEP_THRESHOLD:
      if (!read_threshold (ctx, object, path, step, error))
        return FALSE;
      break;

    case ORA_STEP_TWO_BASIC:
      if (!read_int (ctx, object, "first", TRUE, 1, 99, &step->first, path, error) ||
          !read_int (ctx, object, "second", TRUE, 1, 99, &step->second, path, error))
        return FALSE;
      break;

    case ORA_STEP_REMOVE:
      if (!read_remove (ctx, object, path, step, error))
        return FALSE;
      break;

    case ORA_STEP_POINTS:
      if (!read_points (ctx, object, path, step, error))
        return FALSE;
      break;

    case ORA_STEP_LAND:
      step->districts = step->plots = 0;
      if (!read_int (ctx, object, "district", TRUE, 0, 1, &step->districts, path, error) ||
          !read_int (ctx, object, "plot", TRUE, 0, 1, &step->plots, path, error))
        return FALSE;
      break;

    default:
      break;
    }
  return TRUE;
}

static gboolean
read_terrains (const Ctx   *ctx,
               JsonObject  *object,
               const char  *path,
               guint8      *out_mask,
               GError     **error)
{
  JsonArray *array = NULL;
  g_autofree char *here = tt_json_path_member (path, "terrain");

  if (!tt_json_get_array (object, "terrain", TRUE, &array, ctx->source, path, error))
    return FALSE;
  *out_mask = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *name = NULL;
      int t;
      g_autofree char *ipath = tt_json_path_index (here, i);

      if (!tt_json_array_get_string (array, i, &name, ctx->source, here, error))
        return FALSE;
      t = lookup_word (terrain_names, name);
      if (t <= 0 || t == ORA_TERRAIN_MOUNTAIN_LOWER)
        return bad_word (ctx, ipath, "terrain", name, terrain_names, error);
      *out_mask |= 1u << t;
    }
  if (*out_mask == 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, here, "expected at least one terrain");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_building (const Ctx   *ctx,
               JsonNode    *node,
               const char  *path,
               OraCard     *card,
               GError     **error)
{
  static const char * const keys[] = {
    "id", "variant", "name_en", "name_ko", "phase", "players", "exclude", "cost",
    "terrain", "cloister", "economic", "dwelling", "effect", "once_per_turn",
    "raises_contract", "neutral_start", "copies", NULL,
  };
  static const char * const variants[] = { "both", "france", "ireland", NULL };
  JsonObject *object = tt_json_require_object (node, ctx->source, path, error);
  const char *id, *variant, *name_en, *name_ko, *phase;
  JsonArray *players = NULL, *exclude = NULL, *effect = NULL;

  if (object == NULL ||
      !tt_json_check_keys (object, keys, ctx->source, path, error) ||
      !tt_json_get_string (object, "id", TRUE, &id, ctx->source, path, error) ||
      !tt_json_get_string (object, "variant", TRUE, &variant, ctx->source, path, error) ||
      !tt_json_get_string (object, "name_en", TRUE, &name_en, ctx->source, path, error) ||
      !tt_json_get_string (object, "name_ko", TRUE, &name_ko, ctx->source, path, error) ||
      !tt_json_get_string (object, "phase", TRUE, &phase, ctx->source, path, error) ||
      !tt_json_get_array (object, "players", TRUE, &players, ctx->source, path, error) ||
      !tt_json_get_array (object, "exclude", FALSE, &exclude, ctx->source, path, error) ||
      !tt_json_get_array (object, "effect", TRUE, &effect, ctx->source, path, error) ||
      !read_amount (ctx, object, "cost", TRUE, path, &card->cost, error) ||
      !read_terrains (ctx, object, path, &card->terrain_mask, error) ||
      !tt_json_get_bool (object, "cloister", TRUE, &card->cloister, ctx->source, path, error) ||
      !tt_json_get_bool (object, "once_per_turn", FALSE, &card->once_per_turn, ctx->source, path, error) ||
      !tt_json_get_bool (object, "raises_contract", FALSE, &card->raises_contract, ctx->source, path, error) ||
      !tt_json_get_bool (object, "neutral_start", FALSE, &card->neutral_start, ctx->source, path, error) ||
      !read_int (ctx, object, "economic", TRUE, -20, 99, &card->economic, path, error) ||
      !read_int (ctx, object, "dwelling", TRUE, -20, 99, &card->dwelling, path, error))
    return FALSE;
  card->copies = 1;
  if (!read_int (ctx, object, "copies", FALSE, 1, ORA_MAX_COPIES, &card->copies, path, error))
    return FALSE;

  if (lookup_word (variants, variant) < 0)
    {
      g_autofree char *vpath = tt_json_path_member (path, "variant");
      return bad_word (ctx, vpath, "variant", variant, variants, error);
    }
  if (lookup_word (phase_names, phase) < 0)
    {
      g_autofree char *ppath = tt_json_path_member (path, "phase");
      return bad_word (ctx, ppath, "phase", phase, phase_names, error);
    }
  card->id = g_strdup (id);
  card->name_en = g_strdup (name_en);
  card->name_ko = g_strdup (name_ko);
  card->variant = lookup_word (variants, variant);
  card->phase = lookup_word (phase_names, phase);

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      gint64 n = 0;
      g_autofree char *ppath = tt_json_path_member (path, "players");

      if (!tt_json_array_get_int (players, i, 1, 4, &n, ctx->source, ppath, error))
        return FALSE;
      card->players_mask |= 1u << n;
    }
  for (guint i = 0; exclude != NULL && i < json_array_get_length (exclude); i++)
    {
      const char *name = NULL;
      OraModeId mode;
      g_autofree char *epath = tt_json_path_member (path, "exclude");
      g_autofree char *ipath = tt_json_path_index (epath, i);

      if (!tt_json_array_get_string (exclude, i, &name, ctx->source, epath, error))
        return FALSE;
      if (!ora_mode_from_name (name, &mode))
        return bad_word (ctx, ipath, "mode", name, mode_names, error);
      card->exclude_modes |= 1u << mode;
    }

  card->n_steps = json_array_get_length (effect);
  if (card->n_steps < 1 || card->n_steps > ORA_MAX_STEPS)
    {
      g_autofree char *epath = tt_json_path_member (path, "effect");
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, epath,
                         "expected 1 to %d effect steps", ORA_MAX_STEPS);
      return FALSE;
    }
  for (int i = 0; i < card->n_steps; i++)
    {
      g_autofree char *epath = tt_json_path_member (path, "effect");
      g_autofree char *ipath = tt_json_path_index (epath, i);

      if (!read_step (ctx, json_array_get_element (effect, i), ipath, &card->steps[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_settlement (const Ctx   *ctx,
                 JsonNode    *node,
                 const char  *path,
                 OraCard     *card,
                 GError     **error)
{
  static const char * const keys[] = {
    "id", "name_en", "name_ko", "phase", "food", "energy", "terrain",
    "economic", "dwelling", NULL,
  };
  JsonObject *object = tt_json_require_object (node, ctx->source, path, error);
  const char *id, *name_en, *name_ko, *phase;
  int food = 0, energy = 0;

  if (object == NULL ||
      !tt_json_check_keys (object, keys, ctx->source, path, error) ||
      !tt_json_get_string (object, "id", TRUE, &id, ctx->source, path, error) ||
      !tt_json_get_string (object, "name_en", TRUE, &name_en, ctx->source, path, error) ||
      !tt_json_get_string (object, "name_ko", TRUE, &name_ko, ctx->source, path, error) ||
      !tt_json_get_string (object, "phase", TRUE, &phase, ctx->source, path, error) ||
      !read_int (ctx, object, "food", TRUE, 0, 99, &food, path, error) ||
      !read_int (ctx, object, "energy", TRUE, 0, 99, &energy, path, error) ||
      !read_terrains (ctx, object, path, &card->terrain_mask, error) ||
      !read_int (ctx, object, "economic", TRUE, -20, 99, &card->economic, path, error) ||
      !read_int (ctx, object, "dwelling", TRUE, -20, 99, &card->dwelling, path, error))
    return FALSE;
  if (lookup_word (phase_names, phase) < ORA_PHASE_START)
    {
      g_autofree char *ppath = tt_json_path_member (path, "phase");
      return bad_word (ctx, ppath, "phase", phase, phase_names + 1, error);
    }
  card->id = g_strdup (id);
  card->name_en = g_strdup (name_en);
  card->name_ko = g_strdup (name_ko);
  card->phase = lookup_word (phase_names, phase);
  card->settlement = TRUE;
  card->copies = 1;
  card->players_mask = 0x1e;
  card->cost.n[ORA_PAY_FOOD] = food * 2;
  card->cost.n[ORA_PAY_ENERGY] = energy * 2;
  return TRUE;
}

static gboolean
read_int_list (const Ctx   *ctx,
               JsonObject  *object,
               const char  *member,
               const char  *path,
               int         *out,
               int          max_len,
               int         *out_len,
               GError     **error)
{
  JsonArray *array = NULL;
  g_autofree char *here = tt_json_path_member (path, member);
  int len;

  if (!tt_json_get_array (object, member, TRUE, &array, ctx->source, path, error))
    return FALSE;
  len = json_array_get_length (array);
  if (len > max_len || (out_len == NULL && len != max_len))
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, here,
                         out_len ? "expected at most %d numbers" : "expected %d numbers", max_len);
      return FALSE;
    }
  /* Costs and wheel amounts: "ten" or -99999999999 is no amount. */
  for (int i = 0; i < len; i++)
    {
      gint64 v = 0;

      if (!tt_json_array_get_int (array, i, 0, 99, &v, ctx->source, here, error))
        return FALSE;
      out[i] = (int) v;
    }
  if (out_len)
    *out_len = len;
  return TRUE;
}

static gboolean
read_cell_word (const Ctx    *ctx,
                OraCardSet   *set,
                const char   *word,
                const char   *path,
                OraHeartCell *cell,
                GError      **error)
{
  g_auto(GStrv) parts = g_strsplit (word, ":", 2);
  int t = lookup_word (terrain_names, parts[0]);

  cell->cover = ORA_COVER_NONE;
  cell->card = -1;
  if (t <= 0)
    return bad_word (ctx, path, "terrain", parts[0], terrain_names, error);
  cell->terrain = t;
  if (parts[1] == NULL)
    return TRUE;
  if (strcmp (parts[1], "forest") == 0)
    cell->cover = ORA_COVER_FOREST;
  else if (strcmp (parts[1], "moor") == 0)
    cell->cover = ORA_COVER_MOOR;
  else if ((cell->card = ora_cardset_find (set, parts[1])) < 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                         "\"%s\" is neither forest, moor nor a building id", parts[1]);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_landscape (const Ctx   *ctx,
                JsonObject  *root,
                OraCardSet  *set,
                GError     **error)
{
  static const char * const keys[] = {
    "districts", "plots", "district_sides", "heartland", "short_heartland_empty", NULL,
  };
  JsonObject *object = NULL;
  JsonArray *sides = NULL, *heart = NULL, *empty = NULL;

  if (!tt_json_get_object (root, "landscape", TRUE, &object, ctx->source, NULL, error) ||
      !tt_json_check_keys (object, keys, ctx->source, "landscape", error) ||
      !read_int_list (ctx, object, "districts", "landscape", set->district_costs, 9, &set->n_districts, error) ||
      !read_int_list (ctx, object, "plots", "landscape", set->plot_costs, 9, &set->n_plots, error) ||
      !tt_json_get_array (object, "district_sides", TRUE, &sides, ctx->source, "landscape", error) ||
      !tt_json_get_array (object, "heartland", TRUE, &heart, ctx->source, "landscape", error) ||
      !tt_json_get_array (object, "short_heartland_empty", TRUE, &empty, ctx->source, "landscape", error))
    return FALSE;

  if (json_array_get_length (sides) != 2 || json_array_get_length (heart) != 2 ||
      json_array_get_length (empty) != 2)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, "landscape",
                         "district_sides, heartland and short_heartland_empty need two rows each");
      return FALSE;
    }
  for (int r = 0; r < 2; r++)
    {
      JsonNode *srow = json_array_get_element (sides, r);
      JsonNode *hrow = json_array_get_element (heart, r);
      JsonNode *erow = json_array_get_element (empty, r);
      JsonArray *sa = JSON_NODE_HOLDS_ARRAY (srow) ? json_node_get_array (srow) : NULL;
      JsonArray *ha = JSON_NODE_HOLDS_ARRAY (hrow) ? json_node_get_array (hrow) : NULL;
      JsonArray *ea = JSON_NODE_HOLDS_ARRAY (erow) ? json_node_get_array (erow) : NULL;

      if (sa == NULL || ha == NULL || ea == NULL ||
          json_array_get_length (sa) != 5 || json_array_get_length (ha) != 5 ||
          json_array_get_length (ea) != 2)
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, "landscape",
                             "row %d: expected five spaces (two for the empty list)", r);
          return FALSE;
        }
      for (int c = 0; c < 5; c++)
        {
          const char *word = NULL;
          g_autofree char *path = g_strdup_printf ("landscape.district_sides[%d][%d]", r, c);
          g_autofree char *row_path = g_strdup_printf ("landscape.district_sides[%d]", r);

          if (!tt_json_array_get_string (sa, c, &word, ctx->source, row_path, error))
            return FALSE;
          if (strcmp (word, "forest") == 0 || strcmp (word, "moor") == 0)
            {
              set->district_terrain[r][c] = ORA_TERRAIN_PLAINS;
              set->district_cover[r][c] = word[0] == 'f' ? ORA_COVER_FOREST : ORA_COVER_MOOR;
            }
          else
            {
              int t = lookup_word (terrain_names, word);

              if (t <= 0)
                return bad_word (ctx, path, "terrain", word, terrain_names, error);
              set->district_terrain[r][c] = t;
              set->district_cover[r][c] = ORA_COVER_NONE;
            }
        }
      for (int c = 0; c < 5; c++)
        {
          const char *word = NULL;
          g_autofree char *path = g_strdup_printf ("landscape.heartland[%d][%d]", r, c);
          g_autofree char *row_path = g_strdup_printf ("landscape.heartland[%d]", r);

          if (!tt_json_array_get_string (ha, c, &word, ctx->source, row_path, error))
            return FALSE;
          if (!read_cell_word (ctx, set, word, path, &set->heartland[r][c], error))
            return FALSE;
        }
      {
        /* Indexes into the heartland (two rows of five): an unchecked
         * number here would index outside the player's board. */
        g_autofree char *epath = g_strdup_printf ("landscape.short_heartland_empty[%d]", r);
        gint64 er = 0, ec = 0;

        if (!tt_json_array_get_int (ea, 0, 0, 1, &er, ctx->source, epath, error) ||
            !tt_json_array_get_int (ea, 1, 0, 4, &ec, ctx->source, epath, error))
          return FALSE;
        set->short_empty[r][0] = (int) er;
        set->short_empty[r][1] = (int) ec;
      }
    }
  return TRUE;
}

static gboolean
read_mode (const Ctx   *ctx,
           JsonObject  *modes,
           OraModeId    id,
           OraMode     *mode,
           GError     **error)
{
  static const char * const keys[] = {
    "players", "deck_players", "wheel", "rounds", "bonus_round", "settlements",
    "grapes", "stone", "clergy", "start_goods", "short_heartland", "extra_production",
    "supported", "round_goods", NULL,
  };
  static const char * const letters[] = { "A", "B", "C", "D" };
  JsonObject *object = NULL, *settle = NULL;
  g_autofree char *path = tt_json_path_member ("modes", mode_names[id]);

  mode->id = id;
  if (!tt_json_get_object (modes, mode_names[id], TRUE, &object, ctx->source, "modes", error) ||
      !tt_json_check_keys (object, keys, ctx->source, path, error) ||
      !read_int (ctx, object, "players", TRUE, 1, 4, &mode->players, path, error) ||
      !read_int (ctx, object, "deck_players", TRUE, 1, 4, &mode->deck_players, path, error) ||
      !read_int_list (ctx, object, "wheel", path, mode->wheel, 13, NULL, error) ||
      !read_int (ctx, object, "rounds", TRUE, 0, 99, &mode->rounds, path, error) ||
      !tt_json_get_bool (object, "bonus_round", TRUE, &mode->bonus_round, ctx->source, path, error) ||
      !tt_json_get_object (object, "settlements", TRUE, &settle, ctx->source, path, error) ||
      !read_int (ctx, object, "grapes", TRUE, 0, 99, &mode->grapes_round, path, error) ||
      !read_int (ctx, object, "stone", TRUE, 0, 99, &mode->stone_round, path, error) ||
      !read_int (ctx, object, "clergy", TRUE, 1, 3, &mode->clergy, path, error) ||
      !tt_json_get_bool (object, "start_goods", TRUE, &mode->start_goods, ctx->source, path, error) ||
      !tt_json_get_bool (object, "short_heartland", TRUE, &mode->short_heartland, ctx->source, path, error) ||
      !tt_json_get_bool (object, "extra_production", FALSE, &mode->extra_production, ctx->source, path, error) ||
      !tt_json_get_bool (object, "supported", TRUE, &mode->supported, ctx->source, path, error))
    return FALSE;
  {
    JsonArray *round_goods = NULL;
    g_autofree char *rpath = tt_json_path_member (path, "round_goods");

    if (!tt_json_get_array (object, "round_goods", FALSE, &round_goods, ctx->source, path, error))
      return FALSE;
    mode->n_round_goods = round_goods ? (int) json_array_get_length (round_goods) : 0;
    if (mode->n_round_goods > 32)
      {
        tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, rpath, "at most 32 rounds");
        return FALSE;
      }
    for (int i = 0; i < mode->n_round_goods; i++)
      {
        /* Each entry is an amount of goods; wrap it to reuse read_amount. */
        JsonObject *wrapper = json_object_new ();
        g_autofree char *ipath = tt_json_path_index (rpath, i);
        JsonNode *entry = json_array_get_element (round_goods, i);
        gboolean ok;

        if (!JSON_NODE_HOLDS_OBJECT (entry))
          {
            json_object_unref (wrapper);
            tt_json_set_error (error, TT_JSON_ERROR_TYPE, ctx->source, ipath, "expected an object of goods");
            return FALSE;
          }
        json_object_set_object_member (wrapper, "goods", json_object_ref (json_node_get_object (entry)));
        ok = read_amount (ctx, wrapper, "goods", TRUE, ipath, &mode->round_goods[i], error);
        json_object_unref (wrapper);
        if (!ok)
          return FALSE;
      }
  }
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *spath = tt_json_path_member (path, "settlements");

      if (!read_int (ctx, settle, letters[i], TRUE, 1, 99, &mode->settlement_round[i], spath, error))
        return FALSE;
      if (i > 0 && mode->settlement_round[i] <= mode->settlement_round[i - 1])
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, spath,
                             "settlement rounds must increase from A to D");
          return FALSE;
        }
    }
  return TRUE;
}

/* Cross-card checks that JSON types alone cannot express. */
static gboolean
check_cards (const Ctx   *ctx,
             OraCardSet  *set,
             GError     **error)
{
  for (int i = 0; i < set->n_cards; i++)
    {
      const OraCard *card = &set->cards[i];
      g_autofree char *path = g_strdup_printf ("%s[%d]", card->settlement ? "settlements" : "buildings",
                                               card->settlement ? i - (set->n_cards - 8) : i);

      for (int j = 0; j < i; j++)
        if (strcmp (set->cards[j].id, card->id) == 0)
          {
            tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                               "card %s: id used twice", card->id);
            return FALSE;
          }
      {
        int n_args = 0;

        for (int s = 0; s < card->n_steps; s++)
          n_args += ora_step_n_args (&card->steps[s]);
        if (n_args > ORA_MAX_CARD_ARGS)
          {
            tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                               "card %s: its effect asks for %d choices, at most %d fit in a move",
                               card->id, n_args, ORA_MAX_CARD_ARGS);
            return FALSE;
          }
      }
      for (int s = 0; s < card->n_steps; s++)
        {
          const OraStep *step = &card->steps[s];

          if (step->kind == ORA_STEP_CONVERT && ora_amount_is_zero (&step->pay))
            {
              tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                                 "card %s: effect[%d] converts without paying anything", card->id, s);
              return FALSE;
            }
        }
      if (!card->settlement && card->phase != ORA_PHASE_HEARTLAND && ora_amount_is_zero (&card->cost))
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                             "card %s: a building needs a cost", card->id);
          return FALSE;
        }
      if (!card->settlement && (card->cost.n[ORA_PAY_FOOD] || card->cost.n[ORA_PAY_ENERGY] ||
                                card->cost.n[ORA_PAY_POINTS]))
        {
          tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx->source, path,
                             "card %s: building costs are goods or coins, not food, energy or points", card->id);
          return FALSE;
        }
    }
  return TRUE;
}

/* Name the card in the message too, so an editor can jump to it. */
static void
prefix_card (GError  **error,
             JsonNode *node)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *id_node = object ? json_object_get_member (object, "id") : NULL;
  g_autofree char *id = NULL;

  /* Only a string id names the card; anything else is reported by itself. */
  if (id_node == NULL || !JSON_NODE_HOLDS_VALUE (id_node) || json_node_get_value_type (id_node) != G_TYPE_STRING)
    return;
  id = tt_json_escape_text (json_node_get_string (id_node));
  g_prefix_error (error, "card %s: ", id);
}

static OraCardSet *
cardset_new (void)
{
  OraCardSet *set = g_atomic_rc_box_new0 (OraCardSet);

  set->choices = g_ptr_array_new_with_free_func (g_free);
  return set;
}

OraCardSet *
ora_cardset_load_data (const char  *data,
                       gssize       length,
                       const char  *source,
                       GError     **error)
{
  static const char * const keys[] = {
    "format", "version", "game", "name", "choices", "landscape", "modes",
    "buildings", "settlements", NULL,
  };
  Ctx ctx = { source ? source : "<data>" };
  g_autoptr(JsonNode) node = tt_json_parse (data, length, ctx.source, error);
  g_autoptr(OraCardSet) set = NULL;
  JsonObject *root, *modes = NULL;
  JsonArray *buildings = NULL, *settlements = NULL, *choices = NULL;
  const char *format = NULL, *game = NULL, *name = NULL;
  GError *local_error = NULL;

  if (node == NULL)
    return NULL;
  root = tt_json_require_object (node, ctx.source, NULL, error);
  if (root == NULL ||
      !tt_json_check_keys (root, keys, ctx.source, NULL, error) ||
      !tt_json_get_string (root, "format", TRUE, &format, ctx.source, NULL, error) ||
      !tt_json_get_string (root, "game", TRUE, &game, ctx.source, NULL, error) ||
      !tt_json_get_string (root, "name", TRUE, &name, ctx.source, NULL, error) ||
      !tt_json_get_array (root, "buildings", TRUE, &buildings, ctx.source, NULL, error) ||
      !tt_json_get_array (root, "settlements", TRUE, &settlements, ctx.source, NULL, error) ||
      !tt_json_get_array (root, "choices", FALSE, &choices, ctx.source, NULL, error) ||
      !tt_json_get_object (root, "modes", TRUE, &modes, ctx.source, NULL, error))
    return NULL;
  if (strcmp (format, "tabletop-cardset") != 0 || strcmp (game, "ora") != 0)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx.source, NULL,
                         "not an Ora et Labora card set (format \"%s\", game \"%s\")", format, game);
      return NULL;
    }

  set = cardset_new ();
  set->name = g_strdup (name);
  if (json_array_get_length (buildings) + 8 > ORA_MAX_CARDS || json_array_get_length (settlements) != 8)
    {
      tt_json_set_error (error, TT_JSON_ERROR_VALUE, ctx.source, NULL,
                         "expected at most %d buildings and exactly 8 settlements", ORA_MAX_CARDS - 8);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (buildings); i++)
    {
      g_autofree char *path = tt_json_path_index ("buildings", i);

      if (!read_building (&ctx, json_array_get_element (buildings, i), path,
                          &set->cards[set->n_cards], &local_error))
        {
          set->n_cards++;
          prefix_card (&local_error, json_array_get_element (buildings, i));
          g_propagate_error (error, local_error);
          return NULL;
        }
      set->n_cards++;
    }
  for (guint i = 0; i < json_array_get_length (settlements); i++)
    {
      g_autofree char *path = tt_json_path_index ("settlements", i);

      if (!read_settlement (&ctx, json_array_get_element (settlements, i), path,
                            &set->cards[set->n_cards], &local_error))
        {
          set->n_cards++;
          prefix_card (&local_error, json_array_get_element (settlements, i));
          g_propagate_error (error, local_error);
          return NULL;
        }
      set->n_cards++;
    }
  if (!check_cards (&ctx, set, error) || !read_landscape (&ctx, root, set, error))
    return NULL;
  for (int m = 0; m < ORA_N_MODES; m++)
    if (!read_mode (&ctx, modes, m, &set->modes[m], error))
      return NULL;
  for (guint i = 0; choices != NULL && i < json_array_get_length (choices); i++)
    {
      JsonNode *cnode = json_array_get_element (choices, i);
      g_autofree char *path = tt_json_path_index ("choices", i);
      JsonObject *choice = tt_json_require_object (cnode, ctx.source, path, error);
      const char *cid = NULL, *text = NULL;

      if (choice == NULL ||
          !tt_json_get_string (choice, "id", TRUE, &cid, ctx.source, path, error) ||
          !tt_json_get_string (choice, "text", TRUE, &text, ctx.source, path, error))
        return NULL;
      g_ptr_array_add (set->choices, g_strdup_printf ("%s: %s", cid, text));
    }
  return g_steal_pointer (&set);
}

OraCardSet *
ora_cardset_load_file (const char  *filename,
                       GError     **error)
{
  return tt_file_load_with (filename, (TtFileDataFunc) ora_cardset_load_data, error);
}

GBytes *
ora_cardset_builtin_bytes (const char  *name,
                           GError     **error)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "%s.json", name);

  /* Looked up in our own resource, which also keeps it linked in from the
   * static library. */
  return g_resource_lookup_data (ora_resources_get_resource (), path,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

OraCardSet *
ora_cardset_load_builtin (const char  *name,
                          GError     **error)
{
  g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes (name, error);
  g_autofree char *source = NULL;
  gsize length = 0;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  source = g_strdup_printf ("%s.json", name);
  return ora_cardset_load_data (data, length, source, error);
}

/* The bundled set, loaded once; a broken bundle is a build error. */
OraCardSet *
ora_cardset_default (void)
{
  static OraCardSet *set;

  if (g_once_init_enter (&set))
    {
      g_autoptr(GError) error = NULL;
      OraCardSet *loaded = ora_cardset_load_builtin ("ora-buildings", &error);

      if (loaded == NULL)
        g_error ("bundled Ora et Labora card set: %s", error->message);
      g_once_init_leave (&set, loaded);
    }
  return ora_cardset_ref (set);
}

OraCardSet *
ora_cardset_ref (OraCardSet *set)
{
  return g_atomic_rc_box_acquire (set);
}

static void
cardset_clear (gpointer data)
{
  OraCardSet *set = data;

  for (int i = 0; i < set->n_cards; i++)
    {
      g_free (set->cards[i].id);
      g_free (set->cards[i].name_en);
      g_free (set->cards[i].name_ko);
    }
  g_ptr_array_unref (set->choices);
  g_free (set->name);
}

void
ora_cardset_unref (OraCardSet *set)
{
  if (set != NULL)
    g_atomic_rc_box_release_full (set, cardset_clear);
}

int
ora_cardset_find (const OraCardSet *set,
                  const char       *id)
{
  for (int i = 0; i < set->n_cards; i++)
    if (set->cards[i].id && strcmp (set->cards[i].id, id) == 0)
      return i;
  return -1;
}
