/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-painter.h — draws an Ora et Labora landscape, its buildings and
 * the production wheel from the engine's data
 *
 * Buildings have no bitmaps: a card is drawn from its data — its name, a
 * roof in the colour of its kind (cloister or not, settlement), the goods
 * it takes and gives as small goods tiles, its economic and dwelling
 * values — so a building made in the card editor looks like the bundled
 * ones. A landscape is drawn in cell units (one cell = 1 × 1, row 0 at the
 * top); the wheel in a unit circle. The play view, the card editor and the
 * rules browser share this code.
 */
#pragma once

#include <gtk/gtk.h>

#include "ora/ora-state.h"
#include "tt-ora-goods-painter.h"

G_BEGIN_DECLS

typedef enum
{
  TT_ORA_PAINT_NONE  = 0,
  TT_ORA_PAINT_DARK  = 1 << 0,
} TtOraPaintFlags;

/* Cells to mark for the person acting, one bit per row * ORA_COLS + col. */
typedef struct
{
  guint64 cells[(ORA_ROWS * ORA_COLS + 63) / 64];
  int     focus;       /* cell index, or -1 */
} TtOraMarks;

void      tt_ora_marks_clear        (TtOraMarks        *marks);
void      tt_ora_marks_add          (TtOraMarks        *marks,
                                     int                row,
                                     int                col);
gboolean  tt_ora_marks_has          (const TtOraMarks  *marks,
                                     int                row,
                                     int                col);
guint     tt_ora_marks_count        (const TtOraMarks  *marks);
/* Marks the cells `actions` (OraAction) of `type` would act on. */
guint     tt_ora_marks_from_actions (TtOraMarks        *marks,
                                     const GArray      *actions,
                                     OraActionType      type);

/* The rows and columns of `player`'s landscape in use (inclusive). */
void      tt_ora_landscape_extent   (const OraState    *state,
                                     int                player,
                                     int               *row0,
                                     int               *col0,
                                     int               *row1,
                                     int               *col1);

/* The name of a card in the interface language. */
const char *tt_ora_card_name        (const OraCard     *card);
/* How a seat colour id ("red", …) looks on the cards. */
void      tt_ora_player_color       (const char        *id,
                                     GdkRGBA           *color);
/* The colour id of `player`'s seat: `colors` (one per seat, as the game's
 * players have them), or the rules table's when NULL, short or empty. */
const char *tt_ora_seat_color       (const char * const *colors,
                                     int                player);

/* A building card filling (x, y, w, h). */
void      tt_ora_paint_card         (cairo_t           *cr,
                                     const OraCard     *card,
                                     double             x,
                                     double             y,
                                     double             w,
                                     double             h,
                                     TtOraPaintFlags    flags);
/* How many houses a settlement card's picture shows for its dwelling value. */
int       tt_ora_settlement_houses  (const OraCard     *card);
/* The player's landscape with its buildings, covers and clergy (in their
 * seats' `colors`, see tt_ora_seat_color()), cell (row0, col0) of
 * tt_ora_landscape_extent() at the origin. */
void      tt_ora_paint_landscape    (cairo_t           *cr,
                                     const OraState    *state,
                                     int                player,
                                     const char * const *colors,
                                     const TtOraMarks  *marks,
                                     TtOraPaintFlags    flags);
/* The production wheel in the unit circle around the origin: the thirteen
 * spaces with the values of the game's mode, the beam on space 0 and every
 * goods token in play on the space of its age. */
void      tt_ora_paint_wheel        (cairo_t           *cr,
                                     const OraState    *state,
                                     TtOraPaintFlags    flags);
/* Where token `token` sits on the wheel (unit circle) and how large it is
 * drawn (`size` may be NULL); FALSE when it is not in play. */
gboolean  tt_ora_wheel_token_point  (const OraState    *state,
                                     OraToken           token,
                                     double            *x,
                                     double            *y,
                                     double            *size);
/* How far (radians) the tokens on wheel space `space` are turned: square
 * to the space's middle line, never more than an eighth of a turn. */
double    tt_ora_wheel_tilt         (int                space);
/* The good a wheel token stands for, ORA_N_GOODS for the joker. */
OraGood   tt_ora_token_good         (OraToken           token);

/* The round track, `width` wide: a cell per round (and the bonus round),
 * the current round marked, the settlement phases A–E above their rounds
 * and the goods entering the wheel (grapes, stone) below theirs. */
typedef struct
{
  int    n_rounds;    /* cells for rounds 1..n_rounds, without the bonus round */
  int    n_cells;     /* with the bonus round */
  int    columns;
  double cell;        /* a cell's side */
} TtOraTrackLayout;

void      tt_ora_track_layout       (const OraState    *state,
                                     double             width,
                                     TtOraTrackLayout  *layout);
double    tt_ora_track_height       (const TtOraTrackLayout *layout);
/* The centre of round `round`'s cell (1-based; n_rounds + 1 is the bonus round). */
void      tt_ora_track_cell_center  (const TtOraTrackLayout *layout,
                                     int                round,
                                     double            *x,
                                     double            *y);
void      tt_ora_paint_track        (cairo_t           *cr,
                                     const OraState    *state,
                                     double             width,
                                     TtOraPaintFlags    flags);
/* The colour of the current round's cell. */
extern const GdkRGBA tt_ora_track_current;

G_END_DECLS
