/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-catan-board-document.h — a Catan board being designed
 *
 * The snapshot is a TtCatanBoardDraft: the board as the person draws it
 * (hexes with terrain and number, harbours on the sides of land hexes, the
 * robber's start), which may not be playable yet — a hex still waiting
 * for its number token, a harbour left inland. Each draft carries the
 * engine's CatanBoard when the engine accepts it, so validation (hard
 * errors: what the engine cannot play) and play use the engine's own
 * reading of the file. Warnings (6 and 8 side by side, a changed standard
 * distribution) do not make a board invalid. The document's messages
 * (tt_document_get_messages()) about a hex have its "q,r" for subject (a
 * 6–8 pair: the first hex, and the side towards the second for place).
 *
 * The file is the engine's board format (catan-board.h; what
 * `tabletop-cli board validate` reads). The engine supports at most
 * CATAN_MAX_HEXES land hexes.
 */
#pragma once

#include "tt-document.h"
#include "tt-game-info.h"
#include "catan/catan-board.h"
#include "common/tt-record.h"

G_BEGIN_DECLS

/* The engine's plain description of hexes and harbours (catan-board.h), so
 * the engine writes the file: a hex's number is 0 without a token (the
 * desert, or not placed yet); a harbour stands on side 0..5 (NE E SE SW W
 * NW) of a land hex. */
typedef CatanLayoutHex     TtCatanDraftHex;
typedef CatanLayoutHarbour TtCatanDraftHarbour;

/* An atomic rc box (tt_catan_board_draft_ref/unref). */
typedef struct
{
  char               *name;
  guint               n_hexes;
  TtCatanDraftHex     hexes[CATAN_MAX_HEXES];
  guint               n_harbours;
  TtCatanDraftHarbour harbours[CATAN_MAX_EDGES];
  gboolean            has_robber;
  int                 robber_q, robber_r;
  CatanBoard         *board;   /* the engine's reading, or NULL when it refuses it */
  char               *error;   /* why the engine refuses it (plain words), or NULL */
  int                 error_hex; /* the hex `error` is about (an index), or -1 */
} TtCatanBoardDraft;

TtCatanBoardDraft *tt_catan_board_draft_ref   (TtCatanBoardDraft *draft);
void               tt_catan_board_draft_unref (TtCatanBoardDraft *draft);
/* The index of the land hex at q,r or -1. */
int                tt_catan_board_draft_find  (const TtCatanBoardDraft *draft,
                                               int                      q,
                                               int                      r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtCatanBoardDraft, tt_catan_board_draft_unref)

#define TT_TYPE_CATAN_BOARD_DOCUMENT (tt_catan_board_document_get_type ())
G_DECLARE_FINAL_TYPE (TtCatanBoardDocument, tt_catan_board_document, TT, CATAN_BOARD_DOCUMENT, TtDocument)

/* Takes a reference on `board`. */
TtCatanBoardDocument *tt_catan_board_document_new_from_board (const CatanBoard *board,
                                                             gboolean          read_only);
TtCatanBoardDocument *tt_catan_board_document_new_bundled    (const char       *name,
                                                             GError          **error);
/* Structure only: a board the engine cannot play yet still opens. */
TtCatanBoardDocument *tt_catan_board_document_new_from_data  (const char       *data,
                                                             gssize            length,
                                                             const char       *source,
                                                             GError          **error);
TtCatanBoardDocument *tt_catan_board_document_new_from_file  (GFile            *file,
                                                             GError          **error);
/* An editable copy, without file or history. */
TtCatanBoardDocument *tt_catan_board_document_duplicate      (TtCatanBoardDocument *self,
                                                             const char           *name);
/* A new editable board in `directory` (created on demand) that saves every
 * change to NAME.json there; `directory` NULL: $XDG_DATA_HOME/tabletop/boards. */
gboolean              tt_catan_board_document_save_in        (TtCatanBoardDocument *self,
                                                             const char           *directory,
                                                             GError              **error);
char                 *tt_catan_board_document_default_directory (void);

const TtCatanBoardDraft *tt_catan_board_document_get_draft   (TtCatanBoardDocument *self);
const char           *tt_catan_board_document_get_name       (TtCatanBoardDocument *self);
/* The engine's board, or NULL while it cannot be played. */
CatanBoard           *tt_catan_board_document_get_board      (TtCatanBoardDocument *self);

/* Edits: each is one undo step; FALSE with an error on a read-only
 * document or an impossible edit (the board is left as it was). */
/* terrain -1: turn the hex into sea (remove it); otherwise add or repaint. */
gboolean tt_catan_board_document_paint      (TtCatanBoardDocument *self,
                                             int                   q,
                                             int                   r,
                                             int                   terrain,
                                             GError              **error);
/* number 0 removes the token. */
gboolean tt_catan_board_document_set_number (TtCatanBoardDocument *self,
                                             int                   q,
                                             int                   r,
                                             int                   number,
                                             GError              **error);
/* kind CATAN_HARBOUR_NONE removes the harbour on that side. */
gboolean tt_catan_board_document_set_harbour (TtCatanBoardDocument *self,
                                              int                   q,
                                              int                   r,
                                              int                   side,
                                              int                   kind,
                                              GError              **error);
gboolean tt_catan_board_document_set_robber (TtCatanBoardDocument *self,
                                             int                   q,
                                             int                   r,
                                             GError              **error);
gboolean tt_catan_board_document_rename     (TtCatanBoardDocument *self,
                                             const char           *name,
                                             GError              **error);
/* The whole board replaced by a random standard board laid out as the
 * rules say (catan_board_new_random). */
gboolean tt_catan_board_document_shuffle    (TtCatanBoardDocument *self,
                                             guint64               seed,
                                             GError              **error);

/* Play with this board: the record's "board" member (the board object, so
 * the record replays anywhere). NULL with an error while it cannot be played. */
JsonNode *tt_catan_board_document_to_record_board (TtCatanBoardDocument *self,
                                                   GError              **error);
/* Sets a new Catan record's "board" member to the board (before the game
 * starts; catan_board_from_record() reads it back). */
gboolean  tt_catan_board_document_fill_record     (TtCatanBoardDocument *self,
                                                   TtRecord             *record,
                                                   GError              **error);

/* The model half of the editor's registration: Catan's game-info register
 * calls this (tt_game_info_add_editor (info, "board", …)). */
void      tt_catan_board_document_register_editor (TtGameInfo           *info);

G_END_DECLS
