/* tt-cli-catan.c — the Catan commands of tabletop-cli.
 * The catan engine work replaces this file with the real commands. */
#include "config.h"

#include <stdio.h>

#include "tt-cli.h"

int
tt_cli_catan (int argc, char **argv)
{
  fprintf (stderr, "tabletop-cli: Catan is not part of this build yet\n");
  return 1;
}
