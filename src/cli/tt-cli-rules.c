/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-cli-rules.c — `tabletop-cli rules check`: the rules documents of every
 * game agree across languages, their links resolve and their examples
 * replay with the engine to the scores the text promises. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/tt-record.h"
#include "tt-cli.h"
#include "tt-rules-document.h"
#include "tt-rules-replay.h"

static int
rules_check (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  GOptionEntry entries[] = {
    { "dir", 'd', 0, G_OPTION_ARG_FILENAME, &dir,
      "check the documents in DIR (default: the ones built into the program)", "DIR" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("[GAME…] — check the rules documents");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) root = NULL;
  g_auto(GStrv) games = NULL;
  TtRulesCheck result = { g_ptr_array_new_with_free_func (g_free), 0, 0, 0 };
  guint n_problems;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    {
      tt_rules_check_clear (&result);
      return 1;
    }

  root = dir ? g_file_new_for_commandline_arg (dir) : tt_rules_bundled_root ();
  if (argc > 1)
    games = g_strdupv (argv + 1);
  else if ((games = tt_rules_list_games (root, &error)) == NULL)
    {
      fprintf (stderr, "tabletop-cli rules check: %s\n", error->message);
      tt_rules_check_clear (&result);
      return 1;
    }

  for (guint i = 0; games[i] != NULL; i++)
    tt_rules_check_game (root, games[i], &result);

  n_problems = result.problems->len;
  for (guint i = 0; i < n_problems; i++)
    fprintf (stderr, "%s\n", (char *) g_ptr_array_index (result.problems, i));
  if (n_problems > 0)
    fprintf (stderr, "%u problem%s found\n", n_problems, n_problems == 1 ? "" : "s");
  else
    printf ("%u documents of %u game%s are consistent; %u examples replay; %u cards\n",
            result.n_documents, g_strv_length (games), g_strv_length (games) == 1 ? "" : "s",
            result.n_examples, result.n_cards);
  tt_rules_check_clear (&result);
  return n_problems > 0 ? 2 : 0;
}

int
tt_cli_rules (int argc, char **argv)
{
  static const TtCliCommandHelp commands[] = {
    { "check", "rules check [--dir DIR] [GAME…]", "check the rules documents and replay their examples", TRUE },
  };

  if (argc >= 1 && tt_cli_print_help ("rules", commands, G_N_ELEMENTS (commands), argc, argv))
    return 0;
  if (argc < 1 || g_strcmp0 (argv[0], "check") != 0)
    return tt_cli_usage_error ("rules", "the only command is: rules check [--dir DIR] [GAME…]");
  return rules_check (argc, argv);
}
