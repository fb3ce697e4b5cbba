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

typedef struct
{
  GFile *root;
  guint  n_problems;
  guint  n_examples;
  guint  n_documents;
} Checker;

static void
report (Checker    *checker,
        const char *message)
{
  fprintf (stderr, "%s\n", message);
  checker->n_problems++;
}

/* Every game with an English document counts as a rules document set. */
static GStrv
list_games (GFile   *root,
            GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GStrvBuilder) games = g_strv_builder_new ();
  GFileInfo *info;

  children = g_file_enumerate_children (root, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, error);
  if (children == NULL)
    return NULL;
  while ((info = g_file_enumerator_next_file (children, NULL, error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".en.json"))
        {
          g_autofree char *game = g_strndup (name, strlen (name) - strlen (".en.json"));
          g_strv_builder_add (games, game);
        }
      g_object_unref (info);
    }
  return g_strv_builder_end (games);
}

static void
check_example (Checker         *checker,
               TtRulesDocument *document,
               TtRulesBlock    *example)
{
  g_autoptr(GFile) file = tt_rules_example_get_file (checker->root, example);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;
  g_autofree char *message = NULL;
  guint n_captions = g_strv_length (example->steps);
  guint n_steps;

  record = tt_record_load_gfile (file, NULL, &error);
  if (record == NULL || !tt_record_expect_game (record, document->game, &error))
    {
      message = g_strdup_printf ("%s: example \"%s\": %s", document->source,
                                 example->example_id, error->message);
      report (checker, message);
      return;
    }

  n_steps = tt_rules_replay_count_steps (record);
  if (n_captions != n_steps)
    {
      message = g_strdup_printf ("%s: example \"%s\" has %u step captions, its record has %u steps "
                                 "(one per move, plus one for the final count)",
                                 document->source, example->example_id, n_captions, n_steps);
      report (checker, message);
    }

  /* Replaying once per language would say nothing new. */
  if (g_strcmp0 (document->language, "en") != 0)
    return;
  checker->n_examples++;
  if (!tt_rules_replay_check (record, &error))
    {
      message = g_strdup_printf ("%s: example \"%s\" (%s): %s", document->source,
                                 example->example_id, example->record, error->message);
      report (checker, message);
    }
}

static TtRulesDocument *
load_document (Checker    *checker,
               const char *game,
               const char *language)
{
  g_autofree char *name = g_strdup_printf ("%s.%s.json", game, language);
  g_autoptr(GFile) file = g_file_get_child (checker->root, name);
  g_autoptr(GError) error = NULL;
  TtRulesDocument *document;

  document = tt_rules_document_load_gfile (file, &error);
  if (document == NULL)
    {
      report (checker, error->message);
      return NULL;
    }
  checker->n_documents++;
  if (g_strcmp0 (document->language, language) != 0 || g_strcmp0 (document->game, game) != 0)
    {
      g_autofree char *message = g_strdup_printf ("%s: says it is \"%s\" in \"%s\", its name says \"%s\" in \"%s\"",
                                                  name, document->game, document->language, game, language);
      report (checker, message);
    }
  if (!tt_rules_document_check_links (document, &error))
    report (checker, error->message);
  return document;
}

static void
check_game (Checker    *checker,
            const char *game)
{
  g_auto(GStrv) languages = tt_rules_list_languages ();
  g_autoptr(TtRulesDocument) reference = load_document (checker, game, languages[0]);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autoptr(TtRulesDocument) other = i == 0 ? NULL : load_document (checker, game, languages[i]);
      TtRulesDocument *document = i == 0 ? reference : other;
      g_autoptr(GError) error = NULL;

      if (document == NULL)
        continue;
      if (reference != NULL && other != NULL
          && !tt_rules_documents_check_parity (reference, other, &error))
        report (checker, error->message);

      for (guint s = 0; s < document->all_sections->len; s++)
        {
          TtRulesSection *section = g_ptr_array_index (document->all_sections, s);

          for (guint b = 0; b < section->blocks->len; b++)
            {
              TtRulesBlock *block = g_ptr_array_index (section->blocks, b);

              if (block->kind == TT_RULES_BLOCK_EXAMPLE)
                check_example (checker, document, block);
            }
        }
    }
}

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
  g_auto(GStrv) games = NULL;
  Checker checker = { NULL, 0, 0, 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!tt_cli_parse_options (context, &argc, &argv))
    return 1;

  checker.root = dir ? g_file_new_for_commandline_arg (dir) : tt_rules_bundled_root ();
  if (argc > 1)
    games = g_strdupv (argv + 1);
  else if ((games = list_games (checker.root, &error)) == NULL)
    {
      fprintf (stderr, "tabletop-cli rules check: %s\n", error->message);
      g_object_unref (checker.root);
      return 1;
    }

  for (guint i = 0; games[i] != NULL; i++)
    check_game (&checker, games[i]);
  g_object_unref (checker.root);

  if (checker.n_problems > 0)
    {
      fprintf (stderr, "%u problem%s found\n", checker.n_problems, checker.n_problems == 1 ? "" : "s");
      return 2;
    }
  printf ("%u documents of %u game%s are consistent; %u examples replay\n",
          checker.n_documents, g_strv_length (games), g_strv_length (games) == 1 ? "" : "s",
          checker.n_examples);
  return 0;
}

int
tt_cli_rules (int argc, char **argv)
{
  if (argc < 1 || g_strcmp0 (argv[0], "check") != 0)
    return tt_cli_usage_error ("rules", "the only command is: rules check [--dir DIR] [GAME…]");
  return rules_check (argc, argv);
}
