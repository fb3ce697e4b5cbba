/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-file.c — bounded reading of regular files for every loader */
#include "config.h"

#include "tt-file.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *
tt_file_describe_size (guint64 size)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT " bytes", size);
}

static void
set_too_large (GError     **error,
               const char  *name,
               guint64      size)
{
  g_autofree char *limit = tt_file_describe_size (TT_FILE_MAX_SIZE);

  if (size > 0)
    {
      g_autofree char *have = tt_file_describe_size (size);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   "%s: the file is too large (%s; at most %s are read)", name, have, limit);
    }
  else
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                 "%s: the file is too large (at most %s are read)", name, limit);
}

static const char *
describe_mode (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a folder";
  if (S_ISFIFO (mode))
    return "a named pipe";
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return "a device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "not a regular file";
}

static void
set_errno_error (GError     **error,
                 const char  *name,
                 const char  *what,
                 int          saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               "%s: %s: %s", name, what, g_strerror (saved));
}

/* Reads at most TT_FILE_MAX_SIZE + 1 bytes: one more than allowed tells a
 * file that grew after fstat() from one that fits. */
static gboolean
read_bounded (int          fd,
              const char  *name,
              char       **out_contents,
              gsize       *out_length,
              GError     **error)
{
  gsize capacity = 4096, length = 0;
  g_autofree char *buffer = g_malloc (capacity + 1);

  for (;;)
    {
      gssize n;

      if (length == capacity)
        {
          if (capacity > TT_FILE_MAX_SIZE)
            {
              set_too_large (error, name, 0);
              return FALSE;
            }
          capacity = MIN (capacity * 2, (gsize) TT_FILE_MAX_SIZE + 1);
          buffer = g_realloc (buffer, capacity + 1);
        }
      n = read (fd, buffer + length, capacity - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, name, "cannot read the file", errno);
          return FALSE;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }
  if (length > TT_FILE_MAX_SIZE)
    {
      set_too_large (error, name, 0);
      return FALSE;
    }
  buffer[length] = '\0';
  *out_contents = g_steal_pointer (&buffer);
  *out_length = length;
  return TRUE;
}

/* O_NONBLOCK so that opening a named pipe with no writer returns at once
 * (it is refused after fstat()); regular files ignore the flag. */
gboolean
tt_file_load (const char  *filename,
              char       **out_contents,
              gsize       *out_length,
              GError     **error)
{
  struct stat st;
  gboolean ok;
  int fd;

  g_return_val_if_fail (filename != NULL, FALSE);

  fd = open (filename, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    {
      set_errno_error (error, filename, "cannot open the file", errno);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, filename, "cannot read the file", errno);
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, S_ISDIR (st.st_mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_FAILED,
                   "%s: cannot open %s, only regular files", filename, describe_mode (st.st_mode));
      close (fd);
      return FALSE;
    }
  if ((guint64) st.st_size > TT_FILE_MAX_SIZE)
    {
      set_too_large (error, filename, (guint64) st.st_size);
      close (fd);
      return FALSE;
    }
  ok = read_bounded (fd, filename, out_contents, out_length, error);
  close (fd);
  return ok;
}

static gboolean
load_stream (GFile         *file,
             const char    *name,
             GCancellable  *cancellable,
             char         **out_contents,
             gsize         *out_length,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize length = 0, capacity;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   "%s: cannot open %s, only regular files", name,
                   g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY ? "a folder" : "something that is not a file");
      return FALSE;
    }
  if ((guint64) g_file_info_get_size (info) > TT_FILE_MAX_SIZE)
    {
      set_too_large (error, name, (guint64) g_file_info_get_size (info));
      return FALSE;
    }
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return FALSE;
  /* Sized by the info, but read on to one byte past the cap in case the
   * file grew meanwhile (or its size was not known). */
  capacity = MAX ((gsize) g_file_info_get_size (info), 4096);
  buffer = g_malloc (capacity + 1);
  for (;;)
    {
      gsize got = 0;

      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer + length, capacity - length,
                                    &got, cancellable, error))
        return FALSE;
      length += got;
      if (length < capacity)
        break;
      if (capacity > TT_FILE_MAX_SIZE)
        {
          set_too_large (error, name, 0);
          return FALSE;
        }
      capacity = MIN (capacity * 2, (gsize) TT_FILE_MAX_SIZE + 1);
      buffer = g_realloc (buffer, capacity + 1);
    }
  buffer[length] = '\0';
  *out_contents = g_steal_pointer (&buffer);
  *out_length = length;
  return TRUE;
}

/* Local files take the path above (no race between checking and opening);
 * others (GVfs locations) are checked by their info, then read bounded. */
gboolean
tt_file_load_gfile (GFile         *file,
                    GCancellable  *cancellable,
                    char         **out_contents,
                    gsize         *out_length,
                    GError       **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = NULL;

  if (path != NULL)
    {
      GError *local_error = NULL;

      if (tt_file_load (path, out_contents, out_length, &local_error))
        return TRUE;
      /* GFile callers expect G_IO_ERROR codes, as GIO itself gives them. */
      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_file_error (local_error->code),
                           local_error->message);
      g_error_free (local_error);
      return FALSE;
    }
  name = g_file_get_parse_name (file);
  return load_stream (file, name, cancellable, out_contents, out_length, error);
}

static gboolean
write_all (int          fd,
           const char  *contents,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, contents, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      contents += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The folder's entry for the renamed file is only on disk once the folder
 * itself is synced; without it a power cut can lose the new name. */
static void
sync_folder (const char *filename)
{
  g_autofree char *dir = g_path_get_dirname (filename);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return;
  fsync (fd);
  close (fd);
}

/* Writes a temporary file beside FILENAME, gives it the permissions of the
 * file it replaces (0644 less the umask for a new one), syncs it, renames
 * it over FILENAME and syncs the folder: a crash leaves the old file or the
 * new one, never half of one, and saving never widens or narrows who may
 * read the file. */
gpointer
tt_file_load_with (const char      *filename,
                   TtFileDataFunc   load_data,
                   GError         **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!tt_file_load (filename, &contents, &length, error))
    return NULL;
  return load_data (contents, (gssize) length, filename, error);
}

gboolean
tt_file_save_atomic (const char  *filename,
                     const char  *contents,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *tmp = g_strconcat (filename, ".XXXXXX", NULL);
  struct stat st;
  mode_t mode, mask;
  int fd;

  mask = umask (022);
  umask (mask);
  mode = 0644 & ~mask;
  if (stat (filename, &st) == 0)
    {
      if (!S_ISREG (st.st_mode))
        {
          g_set_error (error, G_FILE_ERROR, S_ISDIR (st.st_mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_FAILED,
                       "%s: cannot save over %s", filename, describe_mode (st.st_mode));
          return FALSE;
        }
      mode = st.st_mode & 07777;
    }
  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      set_errno_error (error, filename, "cannot create a file beside it", errno);
      return FALSE;
    }
  if (fchmod (fd, mode) != 0 || !write_all (fd, contents, length) || fsync (fd) != 0)
    {
      int saved = errno;

      close (fd);
      g_unlink (tmp);
      set_errno_error (error, filename, "cannot write the file", saved);
      return FALSE;
    }
  if (close (fd) != 0 || g_rename (tmp, filename) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      set_errno_error (error, filename, "cannot save the file", saved);
      return FALSE;
    }
  sync_folder (filename);
  return TRUE;
}

/* Local files take the path above; for others GIO's own replace (which
 * keeps the permissions of the file it replaces) is the best there is. */
gboolean
tt_file_save_atomic_gfile (GFile         *file,
                           const char    *contents,
                           gsize          length,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return tt_file_save_atomic (path, contents, length, error);
  return g_file_replace_contents (file, contents, length, NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, cancellable, error);
}
