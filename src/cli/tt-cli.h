/* tt-cli.h — the subcommands of tabletop-cli, one entry point per game
 *
 * Every handler receives the command word as argv[0] ("replay", "bench",
 * "tileset", ...) and returns the process exit status: 0 success, 1 an
 * unreadable file or bad usage, 2 invalid content (with the reason on
 * standard error).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef int (*TtCliHandler) (int argc, char **argv);

int  tt_cli_record       (int argc, char **argv);
int  tt_cli_carcassonne  (int argc, char **argv);
int  tt_cli_catan        (int argc, char **argv);
int  tt_cli_ora          (int argc, char **argv);
int  tt_cli_rules        (int argc, char **argv);

int  tt_cli_usage_error  (const char *command,
                          const char *format,
                          ...) G_GNUC_PRINTF (2, 3);
void tt_cli_print_json   (gpointer    json_node);
gboolean tt_cli_parse_options (GOptionContext *context,
                               int            *argc,
                               char         ***argv);

/* One command of a game, for "GAME --help" and "GAME COMMAND --help". */
typedef struct
{
  const char *command;     /* argv[0] the game's handler receives */
  const char *usage;       /* "catan replay RECORD" */
  const char *summary;
  gboolean    own_options; /* parses GOptions, which print its --help */
} TtCliCommandHelp;

gboolean tt_cli_print_help    (const char             *game,
                               const TtCliCommandHelp *commands,
                               guint                   n_commands,
                               int                     argc,
                               char                  **argv);
int      tt_cli_replay_status (const GError           *error);

G_END_DECLS
