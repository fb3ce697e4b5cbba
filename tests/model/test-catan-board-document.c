/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catan-board-document.c — TtCatanBoardDocument: editing with undo,
 * validation in plain words, autosave, import of what the engine writes,
 * and a game that starts on the edited board */
#include "config.h"

#include "tt-test-util.h"

#include <string.h>

#include "catan/catan-record.h"
#include "catan/tt-catan-board-document.h"

static TtCatanBoardDocument *
editable_beginner (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) bundled = tt_catan_board_document_new_bundled ("beginner", &error);

  g_assert_no_error (error);
  g_assert_true (tt_document_get_read_only (TT_DOCUMENT (bundled)));
  return tt_catan_board_document_duplicate (bundled, "mine");
}

/* Whether one of the document's messages of that kind mentions `part`. */
static gboolean
has_message (TtCatanBoardDocument  *doc,
             TtDocumentMessageKind  kind,
             const char            *part)
{
  GPtrArray *messages = tt_document_get_messages (TT_DOCUMENT (doc));

  for (guint i = 0; i < messages->len; i++)
    if (tt_document_message_get_kind (g_ptr_array_index (messages, i)) == kind
        && strstr (tt_document_message_get_text (g_ptr_array_index (messages, i)), part) != NULL)
      return TRUE;
  return FALSE;
}

static guint
n_warnings (TtCatanBoardDocument *doc)
{
  GPtrArray *messages = tt_document_get_messages (TT_DOCUMENT (doc));
  guint n = 0;

  for (guint i = 0; i < messages->len; i++)
    if (tt_document_message_get_kind (g_ptr_array_index (messages, i)) == TT_DOCUMENT_MESSAGE_WARNING)
      n++;
  return n;
}

static void
test_bundled_read_only (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_bundled ("beginner", &error);

  g_assert_no_error (error);
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  g_assert_cmpuint (n_warnings (doc), ==, 0);
  g_assert_false (tt_catan_board_document_paint (doc, 0, 0, CATAN_TERRAIN_HILLS, &error));
  g_assert_error (error, TT_DOCUMENT_ERROR, TT_DOCUMENT_ERROR_READ_ONLY);
}

static void
test_paint_and_fix (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  TtDocument *d = TT_DOCUMENT (doc);

  /* A new hex beyond the 19 waits for its number: a hard error. */
  g_assert_true (tt_catan_board_document_paint (doc, 3, -1, CATAN_TERRAIN_FOREST, &error));
  g_assert_no_error (error);
  g_assert_false (tt_document_is_valid (d));
  g_assert_true (has_message (doc, TT_DOCUMENT_MESSAGE_ERROR, "3,-1"));
  {
    g_autoptr(GPtrArray) about = tt_document_get_messages_about (d, "3,-1");

    /* the error is about that hex */
    g_assert_cmpuint (about->len, ==, 1);
  }
  g_assert_null (tt_catan_board_document_get_board (doc));
  g_assert_true (has_message (doc, TT_DOCUMENT_MESSAGE_WARNING, "20"));
  /* Fixed by placing a token. */
  g_assert_true (tt_catan_board_document_set_number (doc, 3, -1, 5, &error));
  g_assert_true (tt_document_is_valid (d));
  g_assert_cmpuint (tt_catan_board_document_get_board (doc)->n_hexes, ==, 20);
  /* Undo walks back both steps, redo forward. */
  g_assert_true (tt_document_undo (d));
  g_assert_false (tt_document_is_valid (d));
  g_assert_true (tt_document_undo (d));
  g_assert_true (tt_document_is_valid (d));
  g_assert_cmpuint (tt_catan_board_document_get_draft (doc)->n_hexes, ==, 19);
  g_assert_true (tt_document_redo (d));
  g_assert_cmpuint (tt_catan_board_document_get_draft (doc)->n_hexes, ==, 20);
}

static void
test_warnings (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  const TtCatanBoardDraft *draft = tt_catan_board_document_get_draft (doc);
  int six = -1;

  for (guint i = 0; i < draft->n_hexes; i++)
    if (draft->hexes[i].number == 6)
      six = (int) i;
  g_assert_cmpint (six, >=, 0);
  /* An 8 beside a 6: playable, but warned about; the tokens differ too. */
  for (int s = 0; s < 6; s++)
    {
      static const int dq[6] = { 1, 1, 0, -1, -1, 0 }, dr[6] = { -1, 0, 1, 1, 0, -1 };
      int q = draft->hexes[six].q + dq[s], r = draft->hexes[six].r + dr[s];
      int n = tt_catan_board_draft_find (draft, q, r);

      if (n >= 0 && draft->hexes[n].terrain != CATAN_TERRAIN_DESERT)
        {
          g_assert_true (tt_catan_board_document_set_number (doc, q, r, 8, &error));
          break;
        }
    }
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  g_assert_true (has_message (doc, TT_DOCUMENT_MESSAGE_WARNING, "6 and 8"));
  g_assert_true (has_message (doc, TT_DOCUMENT_MESSAGE_WARNING, "number tokens"));
  /* Impossible edits leave the board as it was. */
  g_assert_false (tt_catan_board_document_set_number (doc, 0, 0, 7, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (tt_catan_board_document_set_harbour (doc, 0, 0, 0, CATAN_HARBOUR_GENERIC, &error));
  g_assert_nonnull (error);
}

static void
test_sea_and_harbours (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  TtDocument *d = TT_DOCUMENT (doc);
  guint harbours = tt_catan_board_document_get_draft (doc)->n_harbours;

  /* The beginner board keeps a harbour on the NW side of 0,-2: removing
   * that hex takes its harbour with it. */
  g_assert_true (tt_catan_board_document_paint (doc, 0, -2, -1, &error));
  g_assert_cmpuint (tt_catan_board_document_get_draft (doc)->n_harbours, <, harbours);
  g_assert_true (tt_document_is_valid (d));
  /* The new coast takes a harbour (NW side of 0,-1)… */
  g_assert_true (tt_catan_board_document_set_harbour (doc, 0, -1, 5, CATAN_HARBOUR_GENERIC, &error));
  g_assert_no_error (error);
  g_assert_true (tt_document_is_valid (d));
  /* …but one that shares a corner with it (W side of 1,-2) the engine refuses. */
  g_assert_true (tt_catan_board_document_set_harbour (doc, 1, -2, 4, CATAN_ORE, &error));
  g_assert_false (tt_document_is_valid (d));
  g_assert_true (has_message (doc, TT_DOCUMENT_MESSAGE_ERROR, "harbour"));
  g_assert_true (tt_document_undo (d));
  g_assert_true (tt_document_is_valid (d));
}

static void
test_robber_and_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  guint n;

  g_assert_false (tt_catan_board_document_set_robber (doc, 9, 9, &error));
  g_clear_error (&error);
  g_assert_true (tt_catan_board_document_set_robber (doc, 1, 1, &error));
  g_assert_cmpint (tt_catan_board_document_get_board (doc)->robber_start, ==,
                   catan_board_find_hex (tt_catan_board_document_get_board (doc), 1, 1));
  /* Fill a spiral of deserts out to the engine's limit. */
  for (int radius = 3; radius < 6; radius++)
    for (int q = -radius; q <= radius; q++)
      for (int r = -radius; r <= radius; r++)
        if (ABS (q) <= radius && ABS (r) <= radius && ABS (q + r) <= radius
            && tt_catan_board_draft_find (tt_catan_board_document_get_draft (doc), q, r) < 0
            && tt_catan_board_document_get_draft (doc)->n_hexes < CATAN_MAX_HEXES)
          g_assert_true (tt_catan_board_document_paint (doc, q, r, CATAN_TERRAIN_DESERT, &error));
  n = tt_catan_board_document_get_draft (doc)->n_hexes;
  g_assert_cmpuint (n, ==, CATAN_MAX_HEXES);
  g_assert_false (tt_catan_board_document_paint (doc, 9, 0, CATAN_TERRAIN_DESERT, &error));
  g_assert_error (error, CATAN_BOARD_ERROR, 0);
  g_assert_true (strstr (error->message, "64") != NULL);
}

/* What the document writes, the engine (and so `tabletop-cli board
 * validate`) reads back as the same board; files the engine writes open. */
static void
test_file_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  g_autofree char *data = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(CatanBoard) board = NULL;
  g_autoptr(TtCatanBoardDocument) again = NULL;

  g_assert_true (tt_catan_board_document_shuffle (doc, 42, &error));
  g_assert_true (tt_document_is_valid (TT_DOCUMENT (doc)));
  g_assert_cmpstr (tt_catan_board_document_get_name (doc), ==, "mine");
  data = tt_document_to_data (TT_DOCUMENT (doc));
  node = json_from_string (data, &error);
  g_assert_no_error (error);
  board = catan_board_from_json (node, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (board->n_harbours, ==, 9);
  again = tt_catan_board_document_new_from_data (data, -1, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tt_catan_board_document_get_draft (again)->n_harbours, ==, 9);
  g_assert_cmpuint (tt_catan_board_document_get_board (again)->n_corners, ==, board->n_corners);
  /* Structure errors name the place. */
  g_clear_object (&again);
  again = tt_catan_board_document_new_from_data ("{\"hexes\": [{\"q\": 0, \"r\": 0, \"terrain\": \"lava\"}]}",
                                                 -1, "bad.json", &error);
  g_assert_null (again);
  g_assert_true (strstr (error->message, "hexes[0].terrain") != NULL);
  g_clear_error (&error);
  /* the engine's reader of hexes and harbours, so its words */
  again = tt_catan_board_document_new_from_data ("{\"hexes\": [{\"q\": 0, \"r\": 0, \"terrain\": \"desert\"}],"
                                                 " \"harbours\": [{\"edge\": \"0,0,X\", \"kind\": \"ore\"}]}",
                                                 -1, "bad.json", &error);
  g_assert_null (again);
  g_assert_true (strstr (error->message, "harbours[0].edge") != NULL);
  g_assert_true (strstr (error->message, "q,r,SIDE") != NULL);
}

/* The file of a draft, byte for byte: what the engine's one writer of the
 * format (catan_board_layout_to_json) makes of it, unplayable or not (a
 * hex without its token; a board without a robber). */
static void
test_file_text (void)
{
  static const char * const texts[] = {
    "{\n"
    "  \"name\" : \"two\",\n"
    "  \"hexes\" : [\n"
    "    {\n"
    "      \"q\" : 0,\n"
    "      \"r\" : 0,\n"
    "      \"terrain\" : \"desert\"\n"
    "    },\n"
    "    {\n"
    "      \"q\" : 1,\n"
    "      \"r\" : -1,\n"
    "      \"terrain\" : \"mountains\"\n"
    "    },\n"
    "    {\n"
    "      \"q\" : -1,\n"
    "      \"r\" : 0,\n"
    "      \"terrain\" : \"fields\",\n"
    "      \"number\" : 8\n"
    "    }\n"
    "  ],\n"
    "  \"harbours\" : [\n"
    "    {\n"
    "      \"edge\" : \"0,0,SW\",\n"
    "      \"kind\" : \"ore\"\n"
    "    },\n"
    "    {\n"
    "      \"edge\" : \"1,-1,NE\",\n"
    "      \"kind\" : \"generic\"\n"
    "    }\n"
    "  ],\n"
    "  \"robber\" : \"0,0\"\n"
    "}",
    "{\n"
    "  \"name\" : \"bare\",\n"
    "  \"hexes\" : [\n"
    "    {\n"
    "      \"q\" : 2,\n"
    "      \"r\" : -3,\n"
    "      \"terrain\" : \"hills\",\n"
    "      \"number\" : 12\n"
    "    }\n"
    "  ],\n"
    "  \"harbours\" : []\n"
    "}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TtCatanBoardDocument) doc = tt_catan_board_document_new_from_data (texts[i], -1, "text.json", &error);
      g_autofree char *written = NULL;

      g_assert_no_error (error);
      if (i == 0)  /* the mountains wait for their token */
        g_assert_false (tt_document_is_valid (TT_DOCUMENT (doc)));
      written = tt_document_to_data (TT_DOCUMENT (doc));
      g_assert_cmpstr (written, ==, texts[i]);
    }
}

static void
test_autosave (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  g_autofree char *dir = tt_catan_board_document_default_directory ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(TtCatanBoardDocument) reopened = NULL;

  g_assert_true (tt_catan_board_document_save_in (doc, NULL, &error));
  g_assert_no_error (error);
  file = g_object_ref (tt_document_get_file (TT_DOCUMENT (doc)));
  g_assert_true (g_str_has_prefix (g_file_peek_path (file), dir));
  /* Saved at once, invalid or not. */
  g_assert_true (tt_catan_board_document_paint (doc, 3, 0, CATAN_TERRAIN_HILLS, &error));
  reopened = tt_catan_board_document_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tt_catan_board_document_get_draft (reopened)->n_hexes, ==, 20);
  g_assert_false (tt_document_is_valid (TT_DOCUMENT (reopened)));
  /* A second board of the same name gets a file of its own. */
  {
    g_autoptr(TtCatanBoardDocument) twin = editable_beginner ();

    g_assert_true (tt_catan_board_document_save_in (twin, NULL, &error));
    g_assert_false (g_file_equal (file, tt_document_get_file (TT_DOCUMENT (twin))));
    g_assert_true (g_str_has_suffix (g_file_peek_path (tt_document_get_file (TT_DOCUMENT (twin))), "mine-2.json"));
  }
}

/* Play with this board: the record carries the board, and the engine's
 * game is laid out on it. */
static void
test_play_uses_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TtCatanBoardDocument) doc = editable_beginner ();
  g_autoptr(TtRecord) record = tt_record_new ("catan");
  g_autoptr(TtRecord) reread = NULL;
  g_autofree char *text = NULL;
  CatanState *state;

  g_assert_true (tt_catan_board_document_paint (doc, 0, 0, CATAN_TERRAIN_MOUNTAINS, &error));
  g_assert_false (tt_catan_board_document_fill_record (doc, record, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (tt_catan_board_document_set_number (doc, 0, 0, 11, &error));
  g_assert_true (tt_catan_board_document_set_robber (doc, 1, 0, &error));
  g_assert_true (tt_catan_board_document_fill_record (doc, record, &error));
  tt_record_add_player (record, "A", "red");
  tt_record_add_player (record, "B", "blue");
  tt_record_add_player (record, "C", "white");
  record->seed = 7;
  /* Through the file, as a saved game would go. */
  text = tt_record_to_string (record);
  reread = tt_record_load_data (text, -1, "game.json", &error);
  g_assert_no_error (error);
  state = catan_state_new_for_record (reread, &error);
  g_assert_no_error (error);
  {
    int hex = catan_board_find_hex (state->board, 0, 0);

    g_assert_cmpint (hex, >=, 0);
    g_assert_cmpint (state->board->hexes[hex].terrain, ==, CATAN_TERRAIN_MOUNTAINS);
    g_assert_cmpint (state->board->hexes[hex].number, ==, 11);
    g_assert_cmpint (state->board->robber_start, ==, catan_board_find_hex (state->board, 1, 0));
  }
  catan_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/catan-board-document/bundled-read-only", test_bundled_read_only);
  g_test_add_func ("/catan-board-document/paint-and-fix", test_paint_and_fix);
  g_test_add_func ("/catan-board-document/warnings", test_warnings);
  g_test_add_func ("/catan-board-document/sea-and-harbours", test_sea_and_harbours);
  g_test_add_func ("/catan-board-document/robber-and-limit", test_robber_and_limit);
  g_test_add_func ("/catan-board-document/file-round-trip", test_file_round_trip);
  g_test_add_func ("/catan-board-document/file-text", test_file_text);
  g_test_add_func ("/catan-board-document/autosave", test_autosave);
  g_test_add_func ("/catan-board-document/play-uses-board", test_play_uses_board);
  return g_test_run ();
}
