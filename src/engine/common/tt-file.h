/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-file.h — the one way every loader reads a file.
 *
 * Files come from users, downloads and other programs, so reading one must
 * neither hang (a named pipe), nor exhaust memory (/dev/zero, a 50 MB
 * "record"), nor wander into a folder: only regular files up to
 * TT_FILE_MAX_SIZE bytes are read, and never more than that many bytes.
 * Every error names the file and says what is wrong with it.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Our largest bundled file is under 50 kB and a long game record under
 * 300 kB; json-glib needs about twenty times a file's size in memory. */
#define TT_FILE_MAX_SIZE (4 * 1024 * 1024)

gboolean     tt_file_load               (const char    *filename,
                                         char         **out_contents,
                                         gsize         *out_length,
                                         GError       **error);
gboolean     tt_file_load_gfile         (GFile         *file,
                                         GCancellable  *cancellable,
                                         char         **out_contents,
                                         gsize         *out_length,
                                         GError       **error);
/* A loader from a file's contents; `source` names the file in errors. */
typedef gpointer (*TtFileDataFunc) (const char  *data,
                                    gssize       length,
                                    const char  *source,
                                    GError     **error);
/* Reads `filename` (tt_file_load) and gives its contents, named by
 * `filename`, to `load_data`: every loader's load_file. */
gpointer     tt_file_load_with          (const char    *filename,
                                         TtFileDataFunc load_data,
                                         GError       **error);
gboolean     tt_file_save_atomic        (const char    *filename,
                                         const char    *contents,
                                         gsize          length,
                                         GError       **error);
gboolean     tt_file_save_atomic_gfile  (GFile         *file,
                                         const char    *contents,
                                         gsize          length,
                                         GCancellable  *cancellable,
                                         GError       **error);
char        *tt_file_describe_size      (guint64        size);

G_END_DECLS
