/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-label-words.c — wrap a label between words only */
#include "config.h"

#include "tt-label-words.h"

void
tt_label_keep_words (GtkLabel *label)
{
  const char *text;
  const char *p;
  PangoAttrList *attrs;

  g_return_if_fail (GTK_IS_LABEL (label));

  text = gtk_label_get_text (label);
  attrs = pango_attr_list_new ();
  p = text;
  while (*p != '\0')
    {
      const char *start;

      while (*p != '\0' && g_unichar_isspace (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      start = p;
      while (*p != '\0' && !g_unichar_isspace (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (p > start)
        {
          PangoAttribute *attr = pango_attr_allow_breaks_new (FALSE);

          attr->start_index = (guint) (start - text);
          attr->end_index = (guint) (p - text);
          pango_attr_list_insert (attrs, attr);
        }
    }
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}
