/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c — the tabletop program */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tt-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TtApplication) app = NULL;
  /* build-aux/dev runs the app from the build tree, with its fresh
   * translations there. */
  const char *localedir = g_getenv ("TABLETOP_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Tabletop"));

  app = tt_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
