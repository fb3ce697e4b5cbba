/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-review-judge.c — judging one move of a record (plain C, any thread) */
#include "config.h"

#include <string.h>

#include "tt-review-judge.h"

void
tt_review_verdict_clear (TtReviewVerdict *verdict)
{
  g_clear_pointer (&verdict->best, json_object_unref);
}

/* A native move buffer of the table's size. */
static gpointer
move_new (const TtRules *rules)
{
  return g_malloc0 (rules->move_size);
}

/* The decisions of a native move and its player (-1: no decisions hook). */
static guint
decisions_of (const TtRules   *rules,
              gconstpointer    state,
              gconstpointer    move,
              int             *player,
              TtRulesDecision *out)
{
  memset (out, 0, sizeof (TtRulesDecision) * TT_RULES_MAX_DECISIONS);
  *player = -1;
  if (rules->decisions == NULL)
    return 0;
  return rules->decisions (state, move, player, out);
}

int
tt_review_move_player (const TtRules *rules,
                       gconstpointer  state,
                       JsonObject    *move)
{
  g_autofree gpointer native = move_new (rules);
  TtRulesDecision decisions[TT_RULES_MAX_DECISIONS];
  int player = -1;

  if (rules->decisions != NULL && rules->move_from_json (state, move, native, NULL))
    decisions_of (rules, state, native, &player, decisions);
  if (player < 0)
    player = tt_rules_single_actor (rules, state);
  return player;
}

gboolean
tt_review_standing (const TtRules  *rules,
                    gconstpointer   state,
                    guint           viewer,
                    const char     *level,
                    guint64         seed,
                    guint           budget_ms,
                    double         *out,
                    gboolean       *is_score,
                    GCancellable   *cancellable,
                    GError        **error)
{
  gpointer view;
  gboolean ok;

  if (rules->estimate == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s has no estimates", rules->id);
      return FALSE;
    }
  view = tt_rules_view (rules, state, viewer);

  /* The standing is the static estimate, the one bench-estimates
   * calibrates (playouts sharpened it past its fitted temperatures);
   * only the values after a move, compared with each other, look ahead. */
  ok = rules->estimate (view, viewer, level, seed, NULL, out, is_score, cancellable, error);
  tt_rules_free_state (rules, view);
  return ok;
}

/* The mover's estimate after `move` (native, legal in `view`) is applied
 * to a copy of its view; when the view cannot take it (a move that needs
 * what the view hides), to a copy of the full position, then viewed. */
static gboolean
value_after (const TtRules  *rules,
             gconstpointer   state,
             gconstpointer   view,
             gconstpointer   move,
             JsonObject     *json,
             guint           player,
             const char     *level,
             guint64         seed,
             guint           budget_ms,
             double         *value,
             GCancellable   *cancellable,
             GError        **error)
{
  double out[TT_RULES_MAX_PLAYERS];
  TtBudget budget;
  gpointer after = tt_rules_copy_state (rules, view);
  g_autofree gpointer copy = g_memdup2 (move, rules->move_size);
  gboolean ok;

  if (!rules->apply (after, copy, NULL, NULL))
    {
      g_autoptr(GError) local = NULL;
      gpointer full = tt_rules_copy_state (rules, state);

      tt_rules_free_state (rules, after);
      if (!tt_rules_apply_json_native (rules, full, json, NULL, &local))
        {
          tt_rules_free_state (rules, full);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "the move does not apply: %s", local->message);
          return FALSE;
        }
      after = tt_rules_view (rules, full, player);
      tt_rules_free_state (rules, full);
    }
  if (budget_ms > 0)
    tt_budget_start_counted (&budget, budget_ms);
  ok = rules->estimate (after, player, level, seed, budget_ms > 0 ? &budget : NULL,
                        out, NULL, cancellable, error);
  tt_rules_free_state (rules, after);
  if (ok)
    *value = out[player];
  return ok;
}

/* The legal move of `view` that takes the same decisions as `move` (read
 * from the full position): the move as the mover chose it, without the
 * chance outcome the record holds. FALSE when none does. */
static gboolean
find_choice (const TtRules *rules,
             gconstpointer  view,
             GArray        *legal,
             gconstpointer  state,
             gconstpointer  move,
             gpointer       out)
{
  TtRulesDecision want[TT_RULES_MAX_DECISIONS], have[TT_RULES_MAX_DECISIONS];
  int want_player, have_player;
  guint n_want = decisions_of (rules, state, move, &want_player, want);

  if (n_want == 0)
    return FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      gconstpointer candidate = legal->data + i * rules->move_size;
      guint n_have = decisions_of (rules, view, candidate, &have_player, have);

      if (n_have == n_want && have_player == want_player
          && memcmp (have, want, sizeof want) == 0)
        {
          memcpy (out, candidate, rules->move_size);
          return TRUE;
        }
    }
  return FALSE;
}

/* How many of the legal moves are `player`'s (all when the table names
 * no player). */
static guint
count_choices (const TtRules *rules,
               gconstpointer  view,
               GArray        *legal,
               int            player)
{
  TtRulesDecision decisions[TT_RULES_MAX_DECISIONS];
  guint n = 0;

  if (rules->decisions == NULL)
    return legal->len;
  for (guint i = 0; i < legal->len; i++)
    {
      int who;

      decisions_of (rules, view, legal->data + i * rules->move_size, &who, decisions);
      n += who == player || who < 0;
    }
  return n;
}

static gboolean
same_choice (const TtRules *rules,
             gconstpointer  view,
             gconstpointer  a,
             gconstpointer  b)
{
  TtRulesDecision da[TT_RULES_MAX_DECISIONS], db[TT_RULES_MAX_DECISIONS];
  int pa, pb;
  guint na = decisions_of (rules, view, a, &pa, da);
  guint nb = decisions_of (rules, view, b, &pb, db);

  if (na == 0 && nb == 0)
    return memcmp (a, b, rules->move_size) == 0;
  return na == nb && pa == pb && memcmp (da, db, sizeof da) == 0;
}

/* The computer's move at `level`: searched by a count where the game can
 * (the same judgement on every run), else by its own clock. */
static JsonObject *
best_move (const TtRules *rules,
           gconstpointer  view,
           guint          player,
           const char    *level,
           guint64        seed,
           guint          budget_ms,
           GCancellable  *cancellable,
           GError       **error)
{
  TtBudget budget;

  if (rules->computer_move_counted == NULL || budget_ms == 0)
    return rules->computer_move (view, player, level, seed, cancellable, error);
  tt_budget_start_counted (&budget, budget_ms * TT_REVIEW_SEARCH_PER_ESTIMATE);
  return rules->computer_move_counted (view, player, level, seed, &budget, cancellable, error);
}

gboolean
tt_review_judge (const TtRules   *rules,
                 gconstpointer    state,
                 JsonObject      *played,
                 const char      *level,
                 guint64          seed,
                 guint            budget_ms,
                 TtReviewVerdict *out,
                 GCancellable    *cancellable,
                 GError         **error)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, TRUE, rules->move_size);
  g_autofree gpointer played_full = move_new (rules);
  g_autofree gpointer played_view = move_new (rules);
  g_autofree gpointer best = move_new (rules);
  gpointer view = NULL;
  int player;
  gboolean ok = FALSE;

  memset (out, 0, sizeof *out);
  player = tt_review_move_player (rules, state, played);
  out->player = player;
  /* Nobody's choice (answers of several at once): the standing only. */
  if (!tt_review_standing (rules, state, (guint) MAX (player, 0), level, seed, budget_ms,
                           out->standing, &out->is_score, cancellable, error))
    return FALSE;
  if (player < 0)
    return TRUE;
  if (!rules->move_from_json (state, played, played_full, error))
    return FALSE;
  out->before = out->standing[player];

  view = tt_rules_view (rules, state, (guint) player);
  rules->legal_moves (view, legal);
  if (rules->computer_move == NULL || count_choices (rules, view, legal, player) < 2)
    {
      ok = TRUE;
      goto out;
    }
  /* Without a decisions hook the move is taken as recorded. */
  if (!find_choice (rules, view, legal, state, played_full, played_view))
    memcpy (played_view, played_full, rules->move_size);

  out->best = best_move (rules, view, (guint) player, level, seed, budget_ms, cancellable, error);
  if (out->best == NULL)
    goto out;
  if (!rules->move_from_json (view, out->best, best, error))
    goto out;
  out->same = same_choice (rules, view, best, played_view);
  if (!value_after (rules, state, view, played_view, played, (guint) player, level, seed,
                    budget_ms, &out->after, cancellable, error))
    goto out;
  if (out->same)
    out->best_value = out->after;
  else if (!value_after (rules, state, view, best, out->best, (guint) player, level, seed,
                         budget_ms, &out->best_value, cancellable, error))
    goto out;
  out->loss = out->same ? 0.0 : MAX (0.0, out->best_value - out->after);
  out->judged = TRUE;
  ok = TRUE;

out:
  tt_rules_free_state (rules, view);
  if (!ok)
    tt_review_verdict_clear (out);
  return ok;
}
