/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-translation.c — this app's words in a language other than the session's */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-translation.h"

#define MO_MAGIC 0x950412de

typedef struct
{
  GMappedFile *file;
  const char  *data;
  gsize        length;
  gboolean     swap;       /* written on a machine of the other byte order */
  guint32      n;
  guint32      originals;
  guint32      translations;
  guint        n_forms;    /* plural forms the language has */
} Catalog;

static guint32
word (const Catalog *catalog,
      guint32        offset)
{
  guint32 value;

  if (offset > catalog->length - 4)
    return 0;
  memcpy (&value, catalog->data + offset, 4);
  return catalog->swap ? GUINT32_SWAP_LE_BE (value) : value;
}

/* The string of entry `i` of a table at `table`; NULL when out of the file. */
static const char *
entry (const Catalog *catalog,
       guint32        table,
       guint32        i,
       guint32       *length)
{
  guint32 size = word (catalog, table + 8 * i), offset = word (catalog, table + 8 * i + 4);

  if (offset >= catalog->length || size >= catalog->length - offset || catalog->data[offset + size] != '\0')
    return NULL;
  if (length)
    *length = size;
  return catalog->data + offset;
}

static void
catalog_free (Catalog *catalog)
{
  g_clear_pointer (&catalog->file, g_mapped_file_unref);
  g_free (catalog);
}

/* The catalog's header says how many plural forms the language has. */
static guint
read_n_forms (const Catalog *catalog)
{
  const char *header = catalog->n > 0 ? entry (catalog, catalog->translations, 0, NULL) : NULL;
  const char *nplurals = header ? strstr (header, "nplurals=") : NULL;

  return nplurals ? (guint) CLAMP (g_ascii_strtoull (nplurals + strlen ("nplurals="), NULL, 10), 1, 6) : 2;
}

static Catalog *
catalog_open (const char *language)
{
  const char *root = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *path = g_strconcat (language, G_DIR_SEPARATOR_S, "LC_MESSAGES", G_DIR_SEPARATOR_S,
                                       GETTEXT_PACKAGE, ".mo", NULL);
  g_autofree char *full = g_build_filename (root ? root : LOCALEDIR, path, NULL);
  Catalog *catalog = g_new0 (Catalog, 1);
  guint32 magic;

  catalog->file = g_mapped_file_new (full, FALSE, NULL);
  if (catalog->file == NULL || g_mapped_file_get_length (catalog->file) < 28)
    {
      catalog_free (catalog);
      return NULL;
    }
  catalog->data = g_mapped_file_get_contents (catalog->file);
  catalog->length = g_mapped_file_get_length (catalog->file);
  memcpy (&magic, catalog->data, 4);
  catalog->swap = magic != MO_MAGIC;
  if (catalog->swap && GUINT32_SWAP_LE_BE (magic) != MO_MAGIC)
    {
      catalog_free (catalog);
      return NULL;
    }
  catalog->n = word (catalog, 8);
  catalog->originals = word (catalog, 12);
  catalog->translations = word (catalog, 16);
  catalog->n_forms = read_n_forms (catalog);
  return catalog;
}

/* The catalogs read so far, by language (NULL value: none to be had).
 * Only the UI thread asks. */
static Catalog *
catalog_for (const char *language)
{
  static GHashTable *catalogs;
  Catalog *catalog;

  if (catalogs == NULL)
    catalogs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) catalog_free);
  if (!g_hash_table_lookup_extended (catalogs, language, NULL, (gpointer *) &catalog))
    {
      catalog = catalog_open (language);
      g_hash_table_insert (catalogs, g_strdup (language), catalog);
    }
  return catalog;
}

/* The translation (all its forms, NUL-separated, `length` long) of `msgid`:
 * the originals are sorted, so a binary search finds it. */
static const char *
lookup (const char *language,
        const char *msgid,
        guint32    *length,
        guint      *n_forms)
{
  Catalog *catalog;
  guint32 low = 0, high;

  if (language == NULL || msgid == NULL || g_str_equal (language, "en")
      || (catalog = catalog_for (language)) == NULL)
    return NULL;
  high = catalog->n;
  while (low < high)
    {
      guint32 middle = low + (high - low) / 2;
      const char *original = entry (catalog, catalog->originals, middle, NULL);
      int order = original ? strcmp (msgid, original) : -1;

      if (original == NULL)
        return NULL;
      if (order == 0)
        {
          *n_forms = catalog->n_forms;
          return entry (catalog, catalog->translations, middle, length);
        }
      if (order < 0)
        high = middle;
      else
        low = middle + 1;
    }
  return NULL;
}

const char *
tt_translation_get (const char *language,
                    const char *msgid)
{
  guint32 length = 0;
  guint n_forms = 0;
  const char *text = lookup (language, msgid, &length, &n_forms);

  return text && *text ? text : msgid;
}

const char *
tt_translation_nget (const char *language,
                     const char *msgid,
                     const char *msgid_plural,
                     gulong      n)
{
  guint32 length = 0;
  guint n_forms = 0;
  const char *text = lookup (language, msgid, &length, &n_forms);
  guint form = n_forms == 1 ? 0 : n == 1 ? 0 : 1;
  const char *end;

  if (text == NULL || *text == '\0')
    return n == 1 ? msgid : msgid_plural;
  end = text + length;
  for (guint i = 0; i < form; i++)
    {
      text += strlen (text) + 1;
      if (text >= end)
        return n == 1 ? msgid : msgid_plural;
    }
  return text;
}
