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

G_END_DECLS
