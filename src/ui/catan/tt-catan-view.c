/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-view.c — the Catan play view */
#include "config.h"

#include <glib/gi18n.h>

#include "catan/catan-record.h"
#include "catan/catan-decisions.h"
#include "catan/catan-why.h"
#include "catan/tt-catan-game.h"
#include "tt-move-draft.h"
#include "tt-text.h"
#include "tt-catan-attack.h"
#include "tt-catan-build-bar.h"
#include "tt-catan-choices.h"
#include "tt-catan-dice.h"
#include "tt-catan-flights.h"
#include "tt-catan-hand.h"
#include "tt-catan-options.h"
#include "tt-catan-prompt.h"
#include "tt-catan-results.h"
#include "tt-catan-trade.h"
#include "tt-catan-view.h"
#include "tt-label-words.h"
#include "tt-player-color.h"

struct _TtCatanView
{
  TtStandardPlayView parent_instance;

  GtkLabel      *prompt_label;
  TtCatanDice   *dice;
  TtCatanBoard  *board;
  TtCatanChoices *choices;
  GtkFlowBox    *hand_box;
  GtkFlowBox    *bar_box;
  AdwStatusPage *privacy_page;
  GtkButton     *privacy_button;

  int            revealed;       /* the person whose hand was last shown */
  TtCatanTrade  *trade;          /* the offer editor and counter-offers */
  TtGame        *game;           /* whose signals the view follows */
  guint          last_n_moves;
  char          *note;           /* the text of the last "Why?" note */
  GtkLabel      *status_label;
  GtkLabel      *production_label;
  TtCatanAttack *attack;         /* the last barbarian attack, step by step */
  TtCatanFlights *flight_area;   /* production cards on their way */
  guint          production_turn; /* the turn whose roll the label tells */
};

G_DEFINE_FINAL_TYPE (TtCatanView, tt_catan_view, TT_TYPE_STANDARD_PLAY_VIEW)

static void refresh (TtCatanView *self);
static void show_production (TtCatanView *self);
static TtMoveDraft *board_draft (TtCatanView *self);
static gboolean draft_settled_place (TtCatanView *self, TtMoveDraft *draft, TtCatanPlaceKind *kind, int *index);

/* ---- reading the game ---- */

static TtCatanGame *
catan_game (TtCatanView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));

  return TT_IS_CATAN_GAME (game) ? TT_CATAN_GAME (game) : NULL;
}

static const CatanState *
get_state (TtCatanView *self)
{
  TtCatanGame *game = catan_game (self);

  return game != NULL ? tt_catan_game_get_state (game) : NULL;
}

static const char *
name_of (TtCatanView *self,
         int          player)
{
  return tt_game_get_player_name (TT_GAME (catan_game (self)), player);
}

static gboolean
is_person (TtCatanView *self,
           int          player)
{
  return player >= 0 && !tt_game_is_computer (TT_GAME (catan_game (self)), player);
}

static guint
n_people (TtCatanView *self)
{
  TtGame *game = TT_GAME (catan_game (self));
  guint n = 0;

  for (guint p = 0; p < tt_game_get_n_players (game); p++)
    n += !tt_game_is_computer (game, p);
  return n;
}

/* Hidden hands need hiding only once there are cards to hide: the
 * setup's starting cards are public. */
static gboolean
privacy_wanted (TtCatanView *self)
{
  TtGame *game = TT_GAME (catan_game (self));
  const CatanState *state = get_state (self);

  return n_people (self) > 1 && !tt_catan_record_open_hands (tt_game_get_record (game))
         && state != NULL && state->phase > CATAN_PHASE_SETUP_ROAD;
}

static int
actor (TtCatanView *self)
{
  return tt_game_get_current_player (TT_GAME (catan_game (self)));
}

/* The person at the screen now, whose hand may be shown. */
static int
hand_player (TtCatanView *self)
{
  TtGame *game = TT_GAME (catan_game (self));
  int who = actor (self);

  if (game == NULL || get_state (self) == NULL)
    return -1;
  if (is_person (self, who))
    return !privacy_wanted (self) || who == self->revealed ? who : -1;
  if (n_people (self) == 1)
    for (guint p = 0; p < tt_game_get_n_players (game); p++)
      if (!tt_game_is_computer (game, p))
        return p;
  return privacy_wanted (self) ? self->revealed : -1;
}

static gboolean
privacy_shown (TtCatanView *self)
{
  int who = actor (self);

  return get_state (self) != NULL && privacy_wanted (self) && is_person (self, who)
         && who != self->revealed && !catan_state_is_finished (get_state (self));
}

/* Whether the person at the screen may act now. */
static int
acting_person (TtCatanView *self)
{
  int who = actor (self);

  return is_person (self, who) && hand_player (self) == who ? who : -1;
}

static void
color_of (TtCatanView *self,
          int          player,
          GdkRGBA     *rgba)
{
  TtPlayer *seat = tt_game_get_player (TT_GAME (catan_game (self)), player);

  tt_player_color_get_rgba (tt_player_get_color (seat), rgba);
}

static gboolean
show_error (TtCatanView *self,
            GError      *error)
{
  tt_standard_play_view_show_why (TT_STANDARD_PLAY_VIEW (self), error->message, NULL);
  refresh (self);
  return FALSE;
}

/* Plays the draft's complete move. */
static gboolean
draft_commit (TtCatanView *self,
              TtMoveDraft *draft)
{
  g_autoptr(GError) error = NULL;

  if (!tt_move_draft_commit (draft, &error))
    return show_error (self, error);
  return TRUE;
}

static void
say_why_in (TtCatanView *self,
            const char  *text,
            const char  *section)
{
  /* every reason shown passes here: "벽돌이 더 필요합니다" */
  g_free (self->note);
  self->note = tt_text_resolve_particles (text);
  tt_standard_play_view_show_why (TT_STANDARD_PLAY_VIEW (self), self->note, section);
}

/* ---- production: cards flying from the hexes to the plates ---- */

/* Where a player's cards land: the plate in the side panel when it is
 * open, else the hand (or the prompt) below the board. */
static gboolean
plate_point (TtCatanView *self,
             int          player,
             graphene_point_t *point)
{
  TtPlayerList *seats = tt_standard_play_view_get_player_list (TT_STANDARD_PLAY_VIEW (self));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (tt_player_list_get_list_box (seats), player);
  GtkWidget *target = row != NULL && gtk_widget_get_mapped (GTK_WIDGET (row)) ? GTK_WIDGET (row)
                      : gtk_widget_get_mapped (GTK_WIDGET (self->hand_box)) ? GTK_WIDGET (self->hand_box)
                      : GTK_WIDGET (self->prompt_label);
  graphene_point_t from = GRAPHENE_POINT_INIT (24, gtk_widget_get_height (target) / 2.0);

  return gtk_widget_compute_point (target, GTK_WIDGET (self->flight_area), &from, point);
}

/* One card from each producing hex to each building's owner that the
 * roll paid (a city's second card too), when animations are on. */
static void
launch_flights (TtCatanView *self,
                GArray      *events)
{
  const CatanState *state = get_state (self);
  const CatanBoard *board = state->board;
  int sum = state->last_dice[0] + state->last_dice[1];
  gboolean animate = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (!animate || !gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    return;
  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const CatanEvent *e = &g_array_index (events, CatanEvent, i);
      graphene_point_t to;

      if (e->type != CATAN_EVENT_PRODUCED || e->player < 0 || !plate_point (self, e->player, &to))
        continue;
      for (guint h = 0; h < board->n_hexes; h++)
        {
          graphene_point_t centre, from;
          double x, y;

          if (state->numbers[h] != sum || (int) h == state->robber || board->hexes[h].terrain >= CATAN_TERRAIN_DESERT
              || !tt_catan_board_get_hex_point (self->board, h, &x, &y))
            continue;
          centre = GRAPHENE_POINT_INIT (x, y);
          if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self->flight_area), &centre, &from))
            continue;
          for (int d = 0; d < 6; d++)
            {
              int corner = board->hexes[h].corners[d];

              if (corner < 0 || state->corner_owner[corner] != e->player)
                continue;
              for (int n = 0; n < state->corner_level[corner]; n++)
                tt_catan_flights_add (self->flight_area, &from, &to, board->hexes[h].terrain);
            }
        }
    }
  tt_catan_flights_start (self->flight_area);
}

/* What the last roll gave each player (public: everybody sees the
 * cards come off the hexes), until the turn ends. */
static void
show_production (TtCatanView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));
  GArray *events = tt_game_get_last_events (game);
  GString *text = g_string_new (NULL);

  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const CatanEvent *event = &g_array_index (events, CatanEvent, i);
      g_autofree char *cards = NULL;

      if (event->type != CATAN_EVENT_PRODUCED || event->player < 0)
        continue;
      cards = tt_catan_cards_text (event->cards);
      if (text->len > 0)
        g_string_append (text, _(" · "));
      /* Translators: a player and the cards a roll gave them */
      g_string_append_printf (text, _("%s +%s"), name_of (self, event->player), cards);
    }
  if (text->len == 0)
    g_string_append (text, _("Nobody receives anything."));
  gtk_label_set_text (self->production_label, text->str);
  g_string_free (text, TRUE);
  self->production_turn = get_state (self)->turn;
}

/* After a move that rolled the dice, and only when animations are on. */
static void
tumble_dice (TtCatanView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));
  guint n = tt_game_get_n_moves (game);
  JsonObject *last;

  if (n != self->last_n_moves + 1)
    {
      self->last_n_moves = n;
      return;
    }
  self->last_n_moves = n;
  last = tt_record_get_move (tt_game_get_record (game), n - 1);
  if (last == NULL || g_strcmp0 (json_object_get_string_member_with_default (last, "type", ""), "roll") != 0)
    return;
  show_production (self);
  launch_flights (self, tt_game_get_last_events (game));
  tt_catan_dice_tumble (self->dice);
}

/* ---- the barbarian attack (tt-catan-attack.c) ---- */

static void
dismiss_attack_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);

  tt_catan_attack_dismiss (self->attack);
}

static void
on_move_applied (TtCatanView *self)
{
  TtGame *game = tt_play_view_get_game (TT_PLAY_VIEW (self));

  tumble_dice (self);
  tt_catan_attack_tell (self->attack, get_state (self), game, tt_game_get_last_events (game));
  refresh (self);
}

/* ---- choices: the draft's next decision (tt-catan-choices.c) ---- */

/* Moves begun on the board, the build bar or the hand. */
static gboolean
shown_elsewhere (int type)
{
  switch (type)
    {
    case CATAN_ACTION_SETTLE: case CATAN_ACTION_ROAD: case CATAN_ACTION_CITY:
    case CATAN_ACTION_ROBBER: case CATAN_ACTION_BUY_DEV: case CATAN_ACTION_PLAY_KNIGHT:
    case CATAN_ACTION_PLAY_ROAD_BUILDING: case CATAN_ACTION_PLAY_YEAR_OF_PLENTY:
    case CATAN_ACTION_PLAY_MONOPOLY: case CATAN_ACTION_BANK_TRADE: case CATAN_ACTION_OFFER:
    case CATAN_ACTION_BUILD_KNIGHT: case CATAN_ACTION_ACTIVATE_KNIGHT:
    case CATAN_ACTION_PROMOTE_KNIGHT: case CATAN_ACTION_BUILD_WALL: case CATAN_ACTION_IMPROVE:
    case CATAN_ACTION_PROGRESS:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The panel shows a choice unless it is a place (the board's) or the
 * start of a move the bar or the hand offer. */
static gboolean
panel_shows (TtMoveChoice *choice,
             gpointer      data)
{
  const TtRulesDecision *d = tt_move_choice_get_decision (choice);

  if (catan_decision_is_place (d->kind) && d->value[0] >= 0)
    return FALSE;
  return d->kind != CATAN_DECISION_ACTION || !shown_elsewhere (d->value[0]);
}

/* Starts the move of `type` (for a progress card or a track, `which`;
 * else -1) in the draft, and plays it when that settles it. FALSE when
 * the player has no such move. */
static gboolean
open_action (TtCatanView *self,
             int          type,
             int          which)
{
  TtMoveDraft *draft = board_draft (self);
  TtRulesDecision action = { CATAN_DECISION_ACTION, { type, which } };
  TtCatanPlaceKind kind;
  int where;

  tt_move_draft_clear (draft);
  if (tt_move_draft_find_choice (draft, &action) != NULL)
    {
      if (!tt_move_draft_choose_decision (draft, &action, NULL))
        return FALSE;
    }
  /* every move is of that type: the draft took it at once */
  else if (tt_move_draft_get_level (draft) == 0 || !tt_catan_game_must (catan_game (self), acting_person (self), type))
    return FALSE;
  /* a build with one place left still waits for the click on it */
  if (tt_move_draft_get_complete (draft) && !draft_settled_place (self, draft, &kind, &where))
    draft_commit (self, draft);
  else
    refresh (self);
  return TRUE;
}

static void
on_chosen (TtCatanView *self)
{
  TtMoveDraft *draft = board_draft (self);

  tt_standard_play_view_dismiss_why (TT_STANDARD_PLAY_VIEW (self));
  if (tt_move_draft_get_complete (draft) && g_list_model_get_n_items (tt_move_draft_get_path (draft)) > 0)
    draft_commit (self, draft);
  else
    refresh (self);
}

static void
on_choice_refused (TtCatanView *self,
                   const char  *reason)
{
  say_why_in (self, reason != NULL ? reason : _("That cannot be done now."), NULL);
}

static GtkWidget *
action_button (const char *label,
               const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

/* A person answering another person's offer may propose changed terms
 * (a computer offerer decides by its own evaluation of the answers). */
static gboolean
counter_allowed (TtCatanView *self)
{
  int who = acting_person (self);

  return who >= 0 && tt_catan_game_may_counter (catan_game (self), who);
}

static void
on_commit_clicked (TtCatanView *self)
{
  draft_commit (self, board_draft (self));
}

/* The one move left, asked nothing (to roll, to withdraw an offer): a
 * button plays it, in the draft's words. A build waits on the board. */
static void
add_commit_button (TtCatanView *self)
{
  TtMoveDraft *draft = board_draft (self);
  TtCatanPlaceKind kind;
  int where;
  g_autofree char *words = NULL;
  g_autofree char *label = NULL;
  GtkWidget *button;

  if (!tt_move_draft_get_complete (draft) || draft_settled_place (self, draft, &kind, &where))
    return;
  words = tt_move_draft_describe (draft, tt_move_draft_get_move (draft));
  label = tt_text_resolve_particles (words != NULL ? words : "");
  button = gtk_button_new_with_label (label);
  gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data (G_OBJECT (button), "catan-commit", GINT_TO_POINTER (TRUE));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_commit_clicked), self);
  tt_catan_choices_append (self->choices, button);
}

/* Whether the person chose to make a move of `type` (the draft's first
 * choice). */
static gboolean
draft_taking (TtMoveDraft *draft,
              int          type)
{
  GListModel *path = tt_move_draft_get_path (draft);
  g_autoptr(TtMoveChoice) first = g_list_model_get_item (path, 0);
  const TtRulesDecision *d = first != NULL ? tt_move_choice_get_decision (first) : NULL;

  return d != NULL && d->kind == CATAN_DECISION_ACTION && d->value[0] == type;
}

static void
fill_choices (TtCatanView *self)
{
  const CatanState *state = get_state (self);
  int who = acting_person (self);

  tt_catan_choices_clear (self->choices);
  if (who < 0)
    return;
  if (counter_allowed (self))
    tt_catan_choices_append (self->choices, action_button (_("_Counter-Offer…"), "catan.counter"));
  if (state->phase == CATAN_PHASE_TRADE && who == state->current)
    tt_catan_trade_add_counter_buttons (self->trade, self->choices);
  tt_catan_choices_show (self->choices, board_draft (self), panel_shows, self);
  /* the draft's offer is one card for one: other amounts in the editor */
  if (draft_taking (board_draft (self), CATAN_ACTION_OFFER))
    tt_catan_choices_append (self->choices, action_button (_("Other _Amounts…"), "catan.offer-amounts"));
  add_commit_button (self);
}

/* ---- the hand ---- */

static void
play_dev_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);
  int kind = g_variant_get_int32 (parameter);
  const CatanState *state = get_state (self);
  int who = hand_player (self);
  const char *why;
  static const int types[CATAN_N_DEV_KINDS] = {
    CATAN_ACTION_PLAY_KNIGHT, -1, CATAN_ACTION_PLAY_ROAD_BUILDING,
    CATAN_ACTION_PLAY_YEAR_OF_PLENTY, CATAN_ACTION_PLAY_MONOPOLY,
  };

  if (state == NULL || who < 0 || kind < 0 || kind >= CATAN_N_DEV_KINDS)
    return;
  why = tt_catan_game_why_not_play_dev (catan_game (self), who, kind);
  if (why != NULL)
    {
      say_why_in (self, why, "development-cards");
      return;
    }
  open_action (self, types[kind], -1);
}

static void
play_progress_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);
  int card = g_variant_get_int32 (parameter);

  if (acting_person (self) < 0)
    say_why_in (self, _("Wait for your turn."), "turn");
  else if (!open_action (self, CATAN_ACTION_PROGRESS, card))
    say_why_in (self, _("That card cannot be played now."), "ck-progress");
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* ---- the build bar ---- */

static int
check_player (TtCatanView *self)
{
  int who = hand_player (self);

  return who >= 0 ? who : MAX (actor (self), 0);
}

static const char *
press_build (TtCatanView *self,
             CatanBuild   build)
{
  const CatanState *state = get_state (self);
  CatanBuildCheck check;
  CatanActionType type = catan_build_action (build);
  g_autofree char *why = NULL;

  if (state == NULL)
    return NULL;
  tt_catan_game_check_build (catan_game (self), check_player (self), build, &check);
  if (acting_person (self) < 0 && check.why == CATAN_WHY_OK)
    check.why = CATAN_WHY_NOT_YOUR_TURN;
  why = tt_catan_game_why_text (build, &check);
  if (why != NULL)
    {
      say_why_in (self, why, build >= CATAN_BUILD_IMPROVE_SCIENCE ? "ck-improvements"
                             : build == CATAN_BUILD_WALL ? "ck-walls"
                             : build >= CATAN_BUILD_KNIGHT ? "ck-knights"
                             : build == CATAN_BUILD_DEV_CARD ? "development-cards" : "building");
      return self->note;
    }
  tt_standard_play_view_dismiss_why (TT_STANDARD_PLAY_VIEW (self));
  if (open_action (self, type, type == CATAN_ACTION_IMPROVE ? (int) build - CATAN_BUILD_IMPROVE_SCIENCE : -1))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return NULL;
}

static void
build_action (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  int build = g_variant_get_int32 (parameter);

  if (build >= 0 && build < CATAN_N_BUILDS)
    press_build (TT_CATAN_VIEW (widget), build);
}

/* ---- the board's places through the move draft ---- */

/* The builds whose places are marked before anything is chosen. */
static const int board_types[] = {
  CATAN_ACTION_SETTLE, CATAN_ACTION_ROAD, CATAN_ACTION_CITY, CATAN_ACTION_RETREAT, CATAN_ACTION_PILLAGE,
};

static TtMoveDraft *
board_draft (TtCatanView *self)
{
  TtMoveDraft *draft = tt_game_get_draft (TT_GAME (catan_game (self)));
  int who = acting_person (self);

  if (tt_move_draft_get_player (draft) != who)
    tt_move_draft_set_player (draft, who);
  return draft;
}

/* Nothing chosen yet, and what to do is still open. */
static gboolean
draft_at_start (TtMoveDraft *draft)
{
  return tt_move_draft_get_level (draft) == 0 && g_list_model_get_n_items (tt_move_draft_get_path (draft)) == 0;
}

/* Takes `type` as the draft's first decision. */
static gboolean
draft_open_type (TtMoveDraft *draft,
                 int          type)
{
  TtRulesDecision action = { CATAN_DECISION_ACTION, { type, -1 } };

  tt_move_draft_clear (draft);
  return tt_move_draft_find_choice (draft, &action) != NULL
         && tt_move_draft_choose_decision (draft, &action, NULL);
}

static TtCatanPlaceKind
place_kind (int decision_kind)
{
  switch (decision_kind)
    {
    case CATAN_DECISION_CORNER:
    case CATAN_DECISION_CORNER_TO:
      return TT_CATAN_PLACE_CORNER;
    case CATAN_DECISION_EDGE:
      return TT_CATAN_PLACE_EDGE;
    default:
      return TT_CATAN_PLACE_HEX;
    }
}

/* The place of the draft's move when one move was left before its place
 * was asked: no choice names the place then. */
static gboolean
draft_settled_place (TtCatanView      *self,
                     TtMoveDraft      *draft,
                     TtCatanPlaceKind *kind,
                     int              *index)
{
  JsonObject *move = tt_move_draft_get_move (draft);
  CatanAction action;

  if (move == NULL || !catan_move_from_json (get_state (self), move, "", "", &action, NULL))
    return FALSE;
  switch (action.type)
    {
    case CATAN_ACTION_ROAD:
      *kind = TT_CATAN_PLACE_EDGE;
      break;
    case CATAN_ACTION_ROBBER:
      *kind = TT_CATAN_PLACE_HEX;
      break;
    case CATAN_ACTION_SETTLE: case CATAN_ACTION_CITY: case CATAN_ACTION_BUILD_KNIGHT:
    case CATAN_ACTION_ACTIVATE_KNIGHT: case CATAN_ACTION_PROMOTE_KNIGHT: case CATAN_ACTION_BUILD_WALL:
    case CATAN_ACTION_RETREAT: case CATAN_ACTION_PILLAGE:
      *kind = TT_CATAN_PLACE_CORNER;
      break;
    default:
      return FALSE;
    }
  *index = action.where;
  return action.where >= 0;
}

static void
mark_places (GListModel   *choices,
             TtCatanMarks *marks)
{
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (choices, i);
      const TtRulesDecision *d = tt_move_choice_get_decision (choice);

      if (catan_decision_is_place (d->kind) && d->value[0] >= 0
          && !tt_catan_marks_has (marks, place_kind (d->kind), d->value[0]))
        tt_catan_marks_add (marks, place_kind (d->kind), d->value[0]);
    }
}

/* Marks the places among the draft's next choices, and those already
 * chosen (the robber's hex while its victim is asked). */
static void
add_place_marks (TtCatanView  *self,
                 TtMoveDraft  *draft,
                 TtCatanMarks *marks)
{
  TtCatanPlaceKind kind;
  int index;

  if (draft_settled_place (self, draft, &kind, &index) && !tt_catan_marks_has (marks, kind, index))
    tt_catan_marks_add (marks, kind, index);
  mark_places (tt_move_draft_get_choices (draft), marks);
  mark_places (tt_move_draft_get_path (draft), marks);
}

/* The places the draft asks for now; before anything is chosen, those of
 * every build made on the board. */
static void
draft_marks (TtCatanView  *self,
             TtCatanMarks *marks)
{
  TtMoveDraft *draft = board_draft (self);

  if (!draft_at_start (draft))
    {
      add_place_marks (self, draft, marks);
      return;
    }
  for (guint t = 0; t < G_N_ELEMENTS (board_types); t++)
    if (draft_open_type (draft, board_types[t]))
      add_place_marks (self, draft, marks);
  tt_move_draft_clear (draft);
}

/* The place clicked answers the draft's next decision: the move is
 * played when that settles it. FALSE when the draft does not ask it. */
static gboolean
take_place (TtCatanView      *self,
            TtMoveDraft      *draft,
            TtCatanPlaceKind  kind,
            int               index)
{
  static const int kinds[] = {
    CATAN_DECISION_CORNER, CATAN_DECISION_CORNER_TO, CATAN_DECISION_EDGE,
    CATAN_DECISION_HEX, CATAN_DECISION_HEX_TO,
  };
  TtCatanPlaceKind settled_kind;
  int settled;

  if (draft_settled_place (self, draft, &settled_kind, &settled))
    {
      if (settled_kind != kind || settled != index)
        return FALSE;
      draft_commit (self, draft);
      return TRUE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      TtRulesDecision place = { kinds[k], { index } };

      if (place_kind (kinds[k]) != kind || tt_move_draft_find_choice (draft, &place) == NULL
          || !tt_move_draft_choose_decision (draft, &place, NULL))
        continue;
      if (tt_move_draft_get_complete (draft))
        draft_commit (self, draft);
      else
        refresh (self);
      return TRUE;
    }
  return FALSE;
}

static gboolean
draft_take_place (TtCatanView      *self,
                  TtCatanPlaceKind  kind,
                  int               index)
{
  TtMoveDraft *draft = board_draft (self);

  if (!draft_at_start (draft))
    return take_place (self, draft, kind, index);
  for (guint t = 0; t < G_N_ELEMENTS (board_types); t++)
    if (draft_open_type (draft, board_types[t]) && take_place (self, draft, kind, index))
      return TRUE;
  tt_move_draft_clear (draft);
  return FALSE;
}

static void
fill_board (TtCatanView *self)
{
  const CatanState *state = get_state (self);
  GdkRGBA colors[CATAN_MAX_PLAYERS];
  TtCatanMarks marks;

  for (int p = 0; p < state->options.n_players; p++)
    color_of (self, p, &colors[p]);
  tt_catan_board_set_state (self->board, state, colors);
  tt_catan_marks_clear (&marks);
  if (acting_person (self) >= 0)
    draft_marks (self, &marks);
  tt_catan_board_set_marks (self->board, &marks);
}

static void
on_place_activated (TtCatanView *self,
                    int          kind,
                    int          index)
{
  if (acting_person (self) >= 0)
    draft_take_place (self, kind, index);
}

static void
on_place_refused (TtCatanView *self,
                  int          kind,
                  int          index)
{
  if (acting_person (self) < 0)
    say_why_in (self, _("Wait for your turn."), "turn");
  else
    say_why_in (self, _("That place is not open now: the marks show where you may act."), "building");
}

/* ---- trading (the dialogs: tt-catan-trade.c) ---- */

static int
trade_acting_person (TtPlayView *host)
{
  return acting_person (TT_CATAN_VIEW (host));
}

static void
trade_refused (TtPlayView *host,
               const char *reason)
{
  say_why_in (TT_CATAN_VIEW (host), reason, "player-trade");
  refresh (TT_CATAN_VIEW (host));
}

static void
trade_changed (TtPlayView *host)
{
  refresh (TT_CATAN_VIEW (host));
}

static const TtCatanTradeHooks trade_hooks = { trade_acting_person, trade_refused, trade_changed };

/* The bank trade is the draft's: what to give, then what to get. */
static gboolean
open_bank_trade (TtCatanView *self)
{
  if (acting_person (self) < 0)
    {
      say_why_in (self, _("Wait for your turn."), "turn");
      return FALSE;
    }
  if (open_action (self, CATAN_ACTION_BANK_TRADE, -1))
    return TRUE;
  say_why_in (self, _("The bank takes 4 cards of one kind for one (3 or 2 at your harbors), after the roll."),
              "bank-trade");
  return FALSE;
}

static void
offer_action (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);
  int who = acting_person (self);

  if (who < 0)
    return;
  if (g_str_equal (name, "catan.counter"))
    {
      if (counter_allowed (self))
        tt_catan_trade_open_offer (self->trade);
      return;
    }
  if (!tt_catan_game_may (catan_game (self), who, CATAN_ACTION_OFFER))
    {
      say_why_in (self, _("Offers are made on your turn, after the roll."), "player-trade");
      return;
    }
  /* one card for one card through the draft; any amounts in the editor */
  if (g_str_equal (name, "catan.offer-amounts"))
    tt_catan_trade_open_offer (self->trade);
  else
    open_action (self, CATAN_ACTION_OFFER, -1);
}

static void
fill_status (TtCatanView *self)
{
  g_autofree char *text = tt_catan_status_text (get_state (self));

  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL);
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  tt_label_keep_words (self->status_label);
}

static char *
seat_detail (TtGame   *game,
             guint     player,
             gpointer  user_data)
{
  const CatanState *state = tt_catan_game_get_state (TT_CATAN_GAME (game));

  if (state == NULL || player >= state->options.n_players)
    return NULL;
  return tt_catan_seat_detail (state, player, hand_player (user_data) == (int) player);
}

/* ---- refresh ---- */

static void
refresh (TtCatanView *self)
{
  TtCatanGame *game = catan_game (self);
  const CatanState *state = get_state (self);
  g_autofree char *prompt = NULL;
  gboolean hidden;

  if (game == NULL || state == NULL)
    return;
  if (state->phase != CATAN_PHASE_TRADE)
    tt_catan_trade_forget_counters (self->trade);
  /* one person against computers never needs the privacy screen */
  if (!privacy_wanted (self) && is_person (self, actor (self)))
    self->revealed = actor (self);
  hidden = privacy_shown (self);
  if (hidden)
    {
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name_of (self, actor (self)));
      g_autofree char *button = g_strdup_printf (_("I Am %s: _Show My Hand"), name_of (self, actor (self)));

      adw_status_page_set_title (self->privacy_page, title);
      adw_status_page_set_description (self->privacy_page,
                                       _("The hands stay hidden until the right player is at the screen."));
      gtk_button_set_label (self->privacy_button, button);
      gtk_button_set_use_underline (self->privacy_button, TRUE);
    }
  /* the pass screen's button had the focus: the board takes it back, so
   * the keys work again without a click */
  if (!hidden && gtk_widget_get_visible (GTK_WIDGET (self->privacy_page)))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->privacy_page), FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->privacy_page), hidden);
  prompt = tt_catan_prompt_text (catan_game (self), board_draft (self));
  gtk_label_set_text (self->prompt_label, prompt);
  tt_label_keep_words (self->prompt_label);
  fill_status (self);
  gtk_widget_set_visible (GTK_WIDGET (self->production_label),
                          state->turn == self->production_turn && state->turn > 0
                          && state->phase != CATAN_PHASE_ROLL);
  tt_catan_dice_set_values (self->dice, state->last_dice[0], state->last_dice[1],
                            state->options.cities_and_knights ? state->last_event : 0);
  if (state->last_dice[0] != 0)
    {
      g_autofree char *dice = g_strdup_printf (_("Dice: %u and %u"), state->last_dice[0], state->last_dice[1]);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->dice), GTK_ACCESSIBLE_PROPERTY_LABEL, dice, -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->dice), dice);
    }
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->dice), state->options.cities_and_knights ? 92 : 60);
  /* the offer back with the person who made it, at the screen: the
   * computers' counters join the choices */
  if (state->phase == CATAN_PHASE_TRADE && !hidden && acting_person (self) == (int) state->current)
    tt_catan_trade_show_counters (self->trade);
  fill_board (self);
  fill_choices (self);
  tt_catan_hand_fill (self->hand_box, catan_game (self), hand_player (self));
  tt_catan_build_bar_fill (self->bar_box, catan_game (self), check_player (self), acting_person (self) >= 0,
                           tt_catan_game_may (game, actor (self), CATAN_ACTION_BANK_TRADE),
                           tt_catan_game_may (game, actor (self), CATAN_ACTION_OFFER));
  tt_player_list_refresh (tt_standard_play_view_get_player_list (TT_STANDARD_PLAY_VIEW (self)));
  if (hidden)
    gtk_widget_grab_focus (GTK_WIDGET (self->privacy_button));
}

static void
tt_catan_view_fill_results (TtStandardPlayView *view,
                            TtResultsPage      *page)
{
  tt_catan_results_fill (page, catan_game (TT_CATAN_VIEW (view)));
}

static void
reveal_action (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);

  self->revealed = actor (self);
  refresh (self);
}

static void
turn_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);

  if (acting_person (self) < 0)
    return;
  if (g_str_equal (name, "catan.bank-trade"))
    {
      open_bank_trade (self);
      return;
    }
  open_action (self, g_str_equal (name, "catan.roll") ? CATAN_ACTION_ROLL : CATAN_ACTION_END_TURN, -1);
}

static void
cancel_action (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  TtCatanView *self = TT_CATAN_VIEW (widget);

  /* Escape steps back over the last choice */
  if (acting_person (self) >= 0)
    tt_move_draft_back (board_draft (self));
  tt_standard_play_view_dismiss_why (TT_STANDARD_PLAY_VIEW (self));
  refresh (self);
}

/* The section of the last note, else the one of the phase. */
static const char *
tt_catan_view_get_rules_section (TtPlayView *view)
{
  TtCatanView *self = TT_CATAN_VIEW (view);
  const CatanState *state = get_state (self);
  const char *why = tt_standard_play_view_get_why_section (TT_STANDARD_PLAY_VIEW (self));

  if (why != NULL)
    return why;
  if (state == NULL)
    return NULL;
  switch (state->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT: case CATAN_PHASE_SETUP_ROAD: return "setup-snake";
    case CATAN_PHASE_ROLL: return "production";
    case CATAN_PHASE_DISCARD: case CATAN_PHASE_ROBBER: return "robber";
    case CATAN_PHASE_TRADE: return "player-trade";
    case CATAN_PHASE_ROAD_BUILDING: return "development-cards";
    case CATAN_PHASE_OVER: return "game-end";
    case CATAN_PHASE_RESPOND: return "cities-and-knights";
    default: return "turn";
    }
}

static void
on_state_reset (TtCatanView *self)
{
  self->last_n_moves = tt_game_get_n_moves (tt_play_view_get_game (TT_PLAY_VIEW (self)));
  refresh (self);
}

/* Only the view's own handlers: the base class follows the game too. */
static void
disconnect_game (TtCatanView *self)
{
  g_signal_handlers_disconnect_by_func (self->game, refresh, self);
  g_signal_handlers_disconnect_by_func (self->game, on_move_applied, self);
  g_signal_handlers_disconnect_by_func (self->game, on_state_reset, self);
}

static void
tt_catan_view_game_changed (TtPlayView *view,
                            TtGame     *game)
{
  TtCatanView *self = TT_CATAN_VIEW (view);

  if (self->game != NULL)
    disconnect_game (self);
  g_set_object (&self->game, game);
  self->revealed = -1;
  TT_PLAY_VIEW_CLASS (tt_catan_view_parent_class)->game_changed (view, game);
  tt_catan_dice_set_values (self->dice, 0, 0, 0);
  if (game == NULL)
    return;
  self->last_n_moves = tt_game_get_n_moves (game);
  g_signal_connect_object (game, "move-applied", G_CALLBACK (on_move_applied), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "state-reset", G_CALLBACK (on_state_reset), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::thinking", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
}

static gboolean
tt_catan_view_can_hint (TtPlayView *view)
{
  TtGame *game = tt_play_view_get_game (view);
  TtGameInfo *info = game != NULL ? tt_game_get_info (game) : NULL;

  return info != NULL && tt_game_info_get_n_levels (info) > 0
         && acting_person (TT_CATAN_VIEW (view)) >= 0;
}

/* A suggested move: the note says it in the draft's words, and a place
 * is the only mark. */
static void
tt_catan_view_show_hint (TtPlayView *view,
                         JsonObject *move)
{
  TtCatanView *self = TT_CATAN_VIEW (view);
  const CatanState *state = get_state (self);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  CatanAction action;

  if (state == NULL || !catan_move_from_json (state, move, "", "", &action, NULL))
    return;
  if (action.type == CATAN_ACTION_SETTLE || action.type == CATAN_ACTION_CITY || action.type == CATAN_ACTION_ROAD)
    {
      TtCatanMarks marks;
      TtCatanPlaceKind kind = action.type == CATAN_ACTION_ROAD ? TT_CATAN_PLACE_EDGE : TT_CATAN_PLACE_CORNER;

      tt_catan_marks_clear (&marks);
      tt_catan_marks_add (&marks, kind, action.where);
      tt_catan_board_set_marks (self->board, &marks);
      what = tt_catan_board_describe_place (state->board, state, kind, action.where);
      text = g_strdup_printf (_("Suggested: build at %s"), what);
    }
  else
    {
      what = tt_move_draft_describe (board_draft (self), move);
      text = g_strdup_printf (_("Suggested: %s"), what != NULL ? what : catan_action_type_name (action.type));
    }
  say_why_in (self, text, NULL);
}

/* ---- public ---- */

GtkWidget *
tt_catan_view_new (void)
{
  return g_object_new (TT_TYPE_CATAN_VIEW, NULL);
}

TtCatanBoard *
tt_catan_view_get_board (TtCatanView *self)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), NULL);
  return self->board;
}

int
tt_catan_view_get_hand_player (TtCatanView *self)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), -1);
  return hand_player (self);
}

gboolean
tt_catan_view_get_privacy_shown (TtCatanView *self)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->privacy_page));
}

const char *
tt_catan_view_press_build (TtCatanView *self,
                           int          build)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), NULL);
  g_return_val_if_fail (build >= 0 && build < CATAN_N_BUILDS, NULL);
  return press_build (self, build);
}

/* The visible button under `root` that takes seat's counter-offer. */
static GtkWidget *
find_counter_button (GtkWidget *root,
                     int        seat)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_BUTTON (child) && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "catan-counter-seat")) == seat + 1)
        return child;
      if ((found = find_counter_button (child, seat)) != NULL)
        return found;
    }
  return NULL;
}

/* The decisions a person takes for `action`, oldest first, worked out
 * on a draft of its own; NULL when it is not a legal move now. */
static GArray *
decisions_of (TtCatanView       *self,
              const CatanAction *action)
{
  g_autoptr(TtMoveDraft) scratch = tt_move_draft_new (TT_GAME (catan_game (self)));
  g_autoptr(JsonObject) json = catan_move_to_json (get_state (self), action);
  GListModel *path;
  GArray *steps;

  tt_move_draft_set_player (scratch, acting_person (self));
  if (!tt_move_draft_select (scratch, json, NULL))
    return NULL;
  path = tt_move_draft_get_path (scratch);
  steps = g_array_new (FALSE, FALSE, sizeof (TtRulesDecision));
  for (guint i = 0; i < g_list_model_get_n_items (path); i++)
    {
      g_autoptr(TtMoveChoice) choice = g_list_model_get_item (path, i);

      g_array_append_vals (steps, tt_move_choice_get_decision (choice), 1);
    }
  return steps;
}

/* Takes the choices that make `action` as a person would: the places on
 * the board, the rest among the buttons, after those already taken. */
static gboolean
choose_through_draft (TtCatanView       *self,
                      const CatanAction *action)
{
  TtGame *game = TT_GAME (catan_game (self));
  guint before = tt_game_get_n_moves (game);
  g_autoptr(GArray) steps = decisions_of (self, action);

  if (steps == NULL)
    return FALSE;
  if (steps->len == 0 && tt_move_draft_get_complete (board_draft (self)))
    {
      GtkWidget *commit = NULL;

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->choices)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (g_object_get_data (G_OBJECT (child), "catan-commit") != NULL)
          commit = child;
      if (commit == NULL)
        return FALSE;
      g_signal_emit_by_name (commit, "clicked");
    }
  for (guint i = 0; i < steps->len && tt_game_get_n_moves (game) == before; i++)
    {
      const TtRulesDecision *d = &g_array_index (steps, TtRulesDecision, i);
      GListModel *path = tt_move_draft_get_path (board_draft (self));
      GtkWidget *button;

      if (i < g_list_model_get_n_items (path))
        {
          g_autoptr(TtMoveChoice) taken = g_list_model_get_item (path, i);

          if (memcmp (tt_move_choice_get_decision (taken), d, sizeof *d) != 0)
            return FALSE;
          continue;
        }
      if (catan_decision_is_place (d->kind) && d->value[0] >= 0)
        {
          if (!tt_catan_board_activate (self->board, place_kind (d->kind), d->value[0]))
            return FALSE;
          continue;
        }
      button = tt_catan_choices_find (self->choices, d);
      if (button == NULL)
        return FALSE;
      g_signal_emit_by_name (button, "clicked");
    }
  return tt_game_get_n_moves (game) != before;
}

/* A discard of several cards, one card after the other (the draft's
 * moves). */
static gboolean
choose_discard (TtCatanView       *self,
                const CatanAction *action)
{
  for (int c = 0; c < CATAN_N_CARDS; c++)
    for (int n = 0; n < action->give[c]; n++)
      {
        CatanAction one = *action;

        memset (one.give, 0, sizeof one.give);
        one.give[c] = 1;
        if (!choose_through_draft (self, &one))
          return FALSE;
      }
  return TRUE;
}

guint
tt_catan_view_get_n_flying_cards (TtCatanView *self)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), 0);
  return tt_catan_flights_get_n (self->flight_area);
}

char *
tt_catan_view_get_attack_text (TtCatanView *self)
{
  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), NULL);
  return tt_catan_attack_get_text (self->attack);
}

gboolean
tt_catan_view_choose (TtCatanView       *self,
                      const CatanAction *action)
{
  GtkWidget *button = NULL;

  g_return_val_if_fail (TT_IS_CATAN_VIEW (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  if (get_state (self) == NULL)
    return FALSE;
  if (action->type == CATAN_ACTION_DISCARD)
    return choose_discard (self, action);
  /* several cards a side: the offer editor, when it is open */
  if (action->type == CATAN_ACTION_OFFER && tt_catan_trade_get_dialog (self->trade) != NULL)
    return tt_catan_trade_choose_offer (self->trade, action);
  /* a counter-offer among the choices or in the computers' dialog */
  if (action->type == CATAN_ACTION_CONFIRM)
    button = find_counter_button (GTK_WIDGET (self->choices), action->victim);
  if (action->type == CATAN_ACTION_CONFIRM && button == NULL && tt_catan_trade_get_dialog (self->trade) != NULL)
    button = find_counter_button (GTK_WIDGET (tt_catan_trade_get_dialog (self->trade)), action->victim);
  /* "clicked" at once: activating a realized button clicks it only after
   * its pressed look has shown */
  if (button == NULL)
    return choose_through_draft (self, action);
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/* ---- object ---- */

static void
tt_catan_view_dispose (GObject *object)
{
  TtCatanView *self = TT_CATAN_VIEW (object);

  tt_catan_trade_close (self->trade);
  /* the game may outlive its view */
  if (self->game != NULL)
    disconnect_game (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tt_catan_view_parent_class)->dispose (object);
}

static void
tt_catan_view_finalize (GObject *object)
{
  TtCatanView *self = TT_CATAN_VIEW (object);

  g_object_unref (self->trade);
  g_free (self->note);
  G_OBJECT_CLASS (tt_catan_view_parent_class)->finalize (object);
}

static void
tt_catan_view_class_init (TtCatanViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TtPlayViewClass *view_class = TT_PLAY_VIEW_CLASS (klass);
  TtStandardPlayViewClass *standard_class = TT_STANDARD_PLAY_VIEW_CLASS (klass);

  object_class->dispose = tt_catan_view_dispose;
  object_class->finalize = tt_catan_view_finalize;
  view_class->game_changed = tt_catan_view_game_changed;
  view_class->can_hint = tt_catan_view_can_hint;
  view_class->get_rules_section = tt_catan_view_get_rules_section;
  view_class->show_hint = tt_catan_view_show_hint;
  standard_class->fill_results = tt_catan_view_fill_results;

  g_type_ensure (TT_TYPE_CATAN_ATTACK);
  g_type_ensure (TT_TYPE_CATAN_BOARD);
  g_type_ensure (TT_TYPE_CATAN_CHOICES);
  g_type_ensure (TT_TYPE_CATAN_DICE);
  g_type_ensure (TT_TYPE_CATAN_FLIGHTS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tabletop/Tabletop/catan/tt-catan-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, production_label);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, dice);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, board);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, attack);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, flight_area);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, choices);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, bar_box);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, TtCatanView, privacy_button);
  gtk_widget_class_install_action (widget_class, "catan.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "catan.roll", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "catan.end-turn", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "catan.bank-trade", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "catan.build", "i", build_action);
  gtk_widget_class_install_action (widget_class, "catan.play-dev", "i", play_dev_action);
  gtk_widget_class_install_action (widget_class, "catan.play-progress", "i", play_progress_action);
  gtk_widget_class_install_action (widget_class, "catan.offer", NULL, offer_action);
  gtk_widget_class_install_action (widget_class, "catan.dismiss-attack", NULL, dismiss_attack_action);
  gtk_widget_class_install_action (widget_class, "catan.counter", NULL, offer_action);
  gtk_widget_class_install_action (widget_class, "catan.offer-amounts", NULL, offer_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "catan.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "catan.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "catan.bank-trade", NULL);
  gtk_widget_class_install_action (widget_class, "catan.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "catan.cancel", NULL);
}

static void
tt_catan_view_init (TtCatanView *self)
{
  tt_play_view_load_css ("/io/github/tabletop/Tabletop/catan/catan.css");
  gtk_widget_init_template (GTK_WIDGET (self));
  /* over board and panel alike: the privacy screen hides every hand */
  tt_standard_play_view_add_overlay (TT_STANDARD_PLAY_VIEW (self), GTK_WIDGET (self->flight_area));
  tt_standard_play_view_add_overlay (TT_STANDARD_PLAY_VIEW (self), GTK_WIDGET (self->privacy_page));
  tt_standard_play_view_add_overlay (TT_STANDARD_PLAY_VIEW (self), GTK_WIDGET (self->attack));
  self->trade = tt_catan_trade_new (TT_PLAY_VIEW (self), &trade_hooks);
  self->revealed = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dice), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"), -1);
  tt_player_list_set_detail_func (tt_standard_play_view_get_player_list (TT_STANDARD_PLAY_VIEW (self)),
                                  seat_detail, self, NULL);
  g_signal_connect_swapped (self->board, "place-activated", G_CALLBACK (on_place_activated), self);
  g_signal_connect_swapped (self->board, "place-refused", G_CALLBACK (on_place_refused), self);
  g_signal_connect_swapped (self->choices, "chosen", G_CALLBACK (on_chosen), self);
  g_signal_connect_swapped (self->choices, "refused", G_CALLBACK (on_choice_refused), self);
}
