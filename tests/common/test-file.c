/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-file.c — the common loader: only regular files, bounded in size,
 * and the atomic save that keeps permissions */
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "common/tt-file.h"
#include "common/tt-json.h"
#include "common/tt-record.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tt-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* A named pipe with no writer blocked the loader forever. */
static void
test_file_fifo_refused (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.tabletop", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TtRecord) record = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  record = tt_record_load_file (fifo, &error);
  g_assert_null (record);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_cmpstr (strstr (error->message, ": "), ==, ": cannot open a named pipe, only regular files");
  g_assert_true (g_str_has_prefix (error->message, fifo));
  g_unlink (fifo);
  g_rmdir (dir);
}

/* /dev/zero was read until memory ran out. */
static void
test_file_device_and_folder_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tt_json_parse_file ("/dev/zero", &error);
  g_autofree char *dir = make_dir ();

  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "/dev/zero: cannot open a device, only regular files");
  g_clear_error (&error);

  node = tt_json_parse_file (dir, &error);
  g_assert_null (node);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "cannot open a folder"));
  g_rmdir (dir);
}

/* A 52 MB record took 1.2 GB before failing at its second move; now the
 * size is checked before anything is read. */
static void
test_file_size_cap (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *big = g_build_filename (dir, "big.tabletop", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (big);
  char *contents = NULL;
  gsize length = 0;
  FILE *f = fopen (big, "w");

  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (off_t) TT_FILE_MAX_SIZE + 1), ==, 0);
  fclose (f);

  g_assert_false (tt_file_load (big, &contents, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_null (contents);
  g_assert_cmpstr (strstr (error->message, ": "), ==,
                   ": the file is too large (4194305 bytes; at most 4194304 bytes are read)");
  g_clear_error (&error);
  g_assert_false (tt_file_load_gfile (file, NULL, &contents, &length, &error));
  g_assert_nonnull (strstr (error->message, "too large"));
  g_clear_error (&error);

  g_assert_cmpint (truncate (big, TT_FILE_MAX_SIZE), ==, 0);
  g_assert_true (tt_file_load (big, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, TT_FILE_MAX_SIZE);
  g_free (contents);
  g_unlink (big);
  g_rmdir (dir);
}

/* Data handed over in memory (the GUI, the fuzzer) meets the same cap. */
static void
test_file_data_cap (void)
{
  gsize n = TT_FILE_MAX_SIZE + 1;
  g_autofree char *text = g_malloc (n + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  memset (text, ' ', n);
  text[n] = '\0';
  node = tt_json_parse (text, (gssize) n, "big.json", &error);
  g_assert_null (node);
  g_assert_nonnull (strstr (error->message, "big.json: the data is too large"));
}

static guint
file_mode (const char *path)
{
  struct stat st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* Saving over a file keeps who may read it; a new file gets 0644 less the
 * umask; no temporary file is left beside it. */
static void
test_file_save_keeps_permissions (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "private.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *back = NULL;
  g_autoptr(GDir) listing = NULL;
  mode_t mask = umask (022);

  g_assert_true (tt_file_save_atomic (path, "one", 3, &error));
  g_assert_no_error (error);
  g_assert_cmphex (file_mode (path), ==, 0644);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (tt_file_save_atomic (path, "two", 3, &error));
  g_assert_cmphex (file_mode (path), ==, 0600);
  g_assert_true (g_file_get_contents (path, &back, NULL, NULL));
  g_assert_cmpstr (back, ==, "two");
  umask (mask);

  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "private.json");
  g_assert_null (g_dir_read_name (listing));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_file_save_over_folder_refused (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(GError) error = NULL;

  g_assert_false (tt_file_save_atomic (dir, "x", 1, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file/fifo-refused", test_file_fifo_refused);
  g_test_add_func ("/file/device-and-folder-refused", test_file_device_and_folder_refused);
  g_test_add_func ("/file/size-cap", test_file_size_cap);
  g_test_add_func ("/file/data-cap", test_file_data_cap);
  g_test_add_func ("/file/save-keeps-permissions", test_file_save_keeps_permissions);
  g_test_add_func ("/file/save-over-folder-refused", test_file_save_over_folder_refused);
  return g_test_run ();
}
