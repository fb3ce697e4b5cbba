/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-test-cli.h — running tabletop-cli from a test
 *
 * The command-line tests get the CLI's path as argv[1]: main () sets
 * tt_test_cli_path, and tt_test_run_cli () runs the tool with `args`
 * (NULL-terminated, without the program), `input` on its standard input
 * (NULL: none), and gives its exit status and what it printed. A crash
 * fails the test: the contract is an exit status, never a signal.
 * Header-only, so a test needs no extra library to use it.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

static const char *tt_test_cli_path;

static inline int
tt_test_run_cli (const char * const *args,
                 const char         *input,
                 char              **out,
                 char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tt_test_cli_path);
  g_ptr_array_add (argv, (gpointer) tt_test_cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, input, NULL, out, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));   /* never a crash */
  return g_subprocess_get_exit_status (process);
}

G_END_DECLS
