/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-carc-board-private.h — what the files of the Carcassonne board share
 *
 * The board is one type written in several files, each with one concern:
 * tt-carc-board.c (the type, its properties and the move draft),
 * tt-carc-board-view.c (the camera: zoom, panning, following play and the
 * laid tile's animation), tt-carc-board-draw.c (painting and glows) and
 * tt-carc-board-input.c (pointer, keyboard, gestures and tooltips).
 */
#pragma once

#include <adwaita.h>

#include "tt-carc-board.h"
#include "tt-carc-tile-painter.h"
#include "tt-move-draft.h"

G_BEGIN_DECLS

#define MIN_SCALE 28.0
#define MAX_SCALE 260.0
#define SPOT_RADIUS 0.105

typedef struct
{
  GArray  *parts;   /* CarcFeaturePart */
  GdkRGBA  color;
  char    *label;
  gint64   start;
  guint    duration_ms;
  gboolean still;    /* animations off: shown as at its start, all along */
} Flash;

struct _TtCarcBoard
{
  GtkWidget          parent_instance;

  TtCarcassonneGame *game;
  GSignalGroup      *game_signals;

  guint              rotation;
  double             scale;
  double             cx, cy;

  GSignalGroup      *draft_signals;
  GHashTable        *legal;          /* cell key → rotation bit mask */
  gboolean           has_pending;    /* the draft has laid the tile: */
  CarcPlacement      pending;        /* where, turned how */
  GArray            *spots;          /* CarcFigureSpot of the laid tile */

  double             px, py;         /* pointer, widget pixels */
  gboolean           pointer_inside;
  int                hover_spot;
  int                selected_spot;  /* keyboard choice; -1 none */
  gboolean           show_cursor;
  int                kx, ky;

  GArray            *highlight;      /* CarcFeaturePart */
  GdkRGBA            highlight_color;
  GdkRGBA            label_color;
  char              *highlight_label;

  GPtrArray         *flashes;
  guint              tick_id;
  guint              flash_source;   /* ends still flashes */
  gint64             drawn_at;       /* when the board last drew a frame */

  /* a computer's tile settling in */
  guint              lay_tick_id;
  gint64             lay_start;
  int                lay_x, lay_y;

  /* the view following play: a smooth move from one centre and zoom
   * to another, unless the person moved the view themselves */
  gboolean           user_moved;
  guint              follow_tick_id;
  gint64             follow_start;
  double             from_cx, from_cy, from_scale;
  double             to_cx, to_cy, to_scale;

  int                shown_x, shown_y;   /* the tile a log line asked for */
  gboolean           shown;

  GHashTable        *node_cache;
  /* the background and every laid tile but a moving one, as one node
   * kept while nothing in it changes: a renderer that redraws only what
   * changed (Cairo, or GL where the buffer age is known) sees the same
   * node frame after frame and leaves it alone during animations */
  GskRenderNode     *static_node;
  guint              generation;      /* bumped when the laid tiles may differ at the same count */
  double             static_key[9];
  double             drag_cx, drag_cy;
  double             zoom_start;
};

/* a warm light that shows a feature on fields, roads and cities alike */
static const GdkRGBA glow = { 1.0, 0.93, 0.55, 0.55 };

#define LAY_ANIMATION_MS 300

/* A tile settling in changes little from one frame to the next, and a
 * glow (two slow pulses and a fade in two seconds) even less: about 30 and
 * 20 frames a second (every second and third frame of a 60 Hz screen) draw
 * them as smoothly as the screen's rate, for half and a third of the
 * frames. The view gliding to the play moves the whole board, so it keeps
 * every frame. Drawn in software (GTK's Cairo renderer, see
 * tt-renderer.c), every frame repaints the whole board on the CPU, about
 * 12 ms for a full map: the settling tile and the glide then take 10 frames
 * a second (a 300 ms settle in three steps), the glow's slow pulses 8, so a
 * computer's move costs the CPU under a tenth of a second
 * (build-aux/bench-drawing). */
#define LAY_FRAME_USEC 28000
#define GLOW_FRAME_USEC 45000
#define SOFTWARE_MOVE_FRAME_USEC 100000
#define SOFTWARE_GLOW_FRAME_USEC 125000

/* tt-carc-board.c */
const CarcState *_tt_carc_board_get_state (TtCarcBoard *self);
gboolean _tt_carc_board_is_dark (void);
double _tt_carc_board_tile_px (TtCarcBoard *self);
void _tt_carc_board_board_to_widget (TtCarcBoard *self,
                                     double       bx,
                                     double       by,
                                     double      *wx,
                                     double      *wy);
void _tt_carc_board_widget_to_board (TtCarcBoard *self,
                                     double       wx,
                                     double       wy,
                                     double      *bx,
                                     double      *by);
void _tt_carc_board_cell_rect (TtCarcBoard     *self,
                               int              x,
                               int              y,
                               graphene_rect_t *rect);
guint _tt_carc_board_legal_mask (TtCarcBoard *self,
                                 int          x,
                                 int          y);
int _tt_carc_board_best_rotation (TtCarcBoard *self,
                                  int          x,
                                  int          y);
void _tt_carc_board_refresh_legal (TtCarcBoard *self);
void _tt_carc_board_update_accessible (TtCarcBoard *self);
void _tt_carc_board_on_game_changed (TtCarcBoard *self);

/* tt-carc-board-view.c */
gboolean _tt_carc_board_frame_due (TtCarcBoard *self,
                                   gint64       usec,
                                   gint64       software_usec);
void _tt_carc_board_stop_lay_animation (TtCarcBoard *self);
gboolean _tt_carc_board_animations_enabled (TtCarcBoard *self);
void _tt_carc_board_on_thinking_changed (TtCarcBoard *self);
void _tt_carc_board_stop_following_animation (TtCarcBoard *self);
void _tt_carc_board_user_moved_view (TtCarcBoard *self);
void _tt_carc_board_on_move_applied (TtCarcBoard *self);
void _tt_carc_board_on_state_reset (TtCarcBoard *self);
void _tt_carc_board_zoom_at (TtCarcBoard *self,
                             double       factor,
                             double       wx,
                             double       wy);

/* tt-carc-board-draw.c */
void _tt_carc_board_player_rgba (TtCarcBoard *self,
                                 guint        player,
                                 GdkRGBA     *color);
void _tt_carc_board_spot_position (TtCarcBoard          *self,
                                   const CarcPlacement  *pending,
                                   guint                 index,
                                   double               *bx,
                                   double               *by);
gboolean _tt_carc_board_hover_cell (TtCarcBoard *self,
                                    int         *x,
                                    int         *y);
gboolean _tt_carc_board_touches_board (const CarcState *state,
                                       int              x,
                                       int              y);
void _tt_carc_board_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot);

/* tt-carc-board-input.c */
void _tt_carc_board_highlight_spot (TtCarcBoard *self,
                                    int          index);
void _tt_carc_board_init_input (TtCarcBoard *self);

G_END_DECLS
