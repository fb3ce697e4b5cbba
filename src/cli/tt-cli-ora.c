/* tt-cli-ora.c — the Ora et Labora commands of tabletop-cli.
 * The ora engine work replaces this file with the real commands. */
#include "config.h"

#include <stdio.h>

#include "tt-cli.h"

int
tt_cli_ora (int argc, char **argv)
{
  fprintf (stderr, "tabletop-cli: Ora et Labora is not part of this build yet\n");
  return 1;
}
