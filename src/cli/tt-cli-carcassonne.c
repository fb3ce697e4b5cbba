/* tt-cli-carcassonne.c — the Carcassonne commands of tabletop-cli.
 * The carcassonne engine work replaces this file with the real commands. */
#include "config.h"

#include <stdio.h>

#include "tt-cli.h"

int
tt_cli_carcassonne (int argc, char **argv)
{
  fprintf (stderr, "tabletop-cli: Carcassonne is not part of this build yet\n");
  return 1;
}
