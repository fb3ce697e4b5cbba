/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-ai.c — `GAME suggest`: one move from a record, or a stream of
 * records on standard input (see tt-cli-ai.h) */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tt-cli.h"
#include "tt-cli-ai.h"
#include "common/tt-rng.h"

char *
tt_cli_json_line (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (node, object);
  json_generator_set_pretty (generator, FALSE);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static void
print_error_line (const char *message)
{
  g_autoptr(JsonObject) object = json_object_new ();
  g_autofree char *line = NULL;

  json_object_set_string_member (object, "error", message);
  line = tt_cli_json_line (object);
  printf ("%s\n", line);
}

static gboolean
answer (const char                *game,
        TtCliSuggestFunc           suggest,
        const TtRecord            *record,
        const TtCliSuggestRequest *request,
        char                     **line,
        GError                   **error)
{
  g_autoptr(JsonObject) move = NULL;

  if (!tt_record_expect_game (record, game, error))
    return FALSE;
  move = suggest (record, request, error);
  if (move == NULL)
    return FALSE;
  *line = tt_cli_json_line (move);
  return TRUE;
}

static int
serve (const char                *game,
       TtCliSuggestFunc           suggest,
       const TtCliSuggestRequest *request)
{
  g_autoptr(GIOChannel) input = g_io_channel_unix_new (0);
  char *text = NULL;
  gsize length = 0;
  guint n = 0;

  while (g_io_channel_read_line (input, &text, &length, NULL, NULL) == G_IO_STATUS_NORMAL)
    {
      g_autofree char *owned = text;
      g_autofree char *source = g_strdup_printf ("<stdin>:%u", ++n);
      g_autofree char *line = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TtRecord) record = NULL;

      if (g_strstrip (owned)[0] == '\0')
        continue;
      record = tt_record_load_data (owned, -1, source, &error);
      if (record != NULL && answer (game, suggest, record, request, &line, &error))
        printf ("%s\n", line);
      else
        print_error_line (error->message);
      fflush (stdout);
    }
  return 0;
}

int
tt_cli_suggest_run (const char       *game,
                    TtCliSuggestFunc  suggest,
                    int               argc,
                    char            **argv)
{
  g_autofree char *level = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *command = g_strdup_printf ("%s suggest", game);
  g_autofree char *summary = g_strdup_printf ("[FILE] — the move a computer level chooses in a %s record", game);
  g_autoptr(GOptionContext) context = g_option_context_new (summary);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;
  g_autofree char *line = NULL;
  gint seat = -1, budget_ms = 0;
  gboolean serve_mode = FALSE, cpu_budget = FALSE;
  TtCliSuggestRequest request = { 0 };
  GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "easy, normal (default) or hard", "LEVEL" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, "Seat to play (default: the seat to act)", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Hard: thinking time per move", "MS" },
    { "cpu-budget", 0, 0, G_OPTION_ARG_NONE, &cpu_budget, "Hard: the budget is the thread's CPU time, not the clock's", NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the computer's own choices (1)", "S" },
    { "serve", 0, 0, G_OPTION_ARG_NONE, &serve_mode, "Answer records read one per line from standard input", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;
  if (level != NULL && g_strcmp0 (level, "easy") != 0 && g_strcmp0 (level, "normal") != 0
      && g_strcmp0 (level, "hard") != 0)
    return tt_cli_usage_error (command, "--level must be easy, normal or hard");
  if (budget_ms < 0 || seat < -1)
    return tt_cli_usage_error (command, "--budget-ms and --seat cannot be negative");
  request.level = level != NULL ? level : "normal";
  request.seat = seat;
  request.budget_ms = (guint) budget_ms;
  request.cpu_budget = cpu_budget;
  request.seed = seed_text != NULL ? tt_seed_from_string (seed_text) : 1;

  if (serve_mode)
    {
      if (argc != 1)
        return tt_cli_usage_error (command, "--serve reads standard input, not a file");
      return serve (game, suggest, &request);
    }
  if (argc != 2)
    return tt_cli_usage_error (command, "expected one record file (or --serve)");
  record = tt_record_load_file (argv[1], &error);
  if (record == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? 1 : 2;
    }
  if (!answer (game, suggest, record, &request, &line, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 2;
    }
  printf ("%s\n", line);
  return 0;
}
