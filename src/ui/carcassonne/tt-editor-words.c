/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-editor-words.c — the tile editor's names for places and problems */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-editor-words.h"

const char *
tt_editor_side_name (guint side)
{
  switch (side)
    {
    case 0: return _("North side");
    case 1: return _("East side");
    case 2: return _("South side");
    case 3: return _("West side");
    default: return "?";
    }
}

static const char *
direction_word (guint side)
{
  switch (side)
    {
    case 0: return _("north");
    case 1: return _("east");
    case 2: return _("south");
    case 3: return _("west");
    default: return "?";
    }
}

const char *
tt_editor_half_name (guint half)
{
  switch (half)
    {
    /* TRANSLATORS: the halves of a tile's sides, named by where they lie */
    case 0: return _("North side, west half");
    case 1: return _("North side, east half");
    case 2: return _("East side, north half");
    case 3: return _("East side, south half");
    case 4: return _("South side, east half");
    case 5: return _("South side, west half");
    case 6: return _("West side, south half");
    case 7: return _("West side, north half");
    default: return "?";
    }
}

char *
tt_editor_join_title (CarcSideKind kind,
                      guint        a,
                      guint        b)
{
  switch (kind)
    {
    case CARC_SIDE_ROAD:
      /* TRANSLATORS: a switch; %s are directions, e.g. "north", "east" */
      return g_strdup_printf (_("One road from %s to %s"), direction_word (a), direction_word (b));
    case CARC_SIDE_CITY:
      return g_strdup_printf (_("One city from %s to %s"), direction_word (a), direction_word (b));
    case CARC_SIDE_RIVER:
      return g_strdup_printf (_("One river from %s to %s"), direction_word (a), direction_word (b));
    case CARC_SIDE_NONE:
    case CARC_SIDE_FIELD:
    default:
      return g_strdup ("");
    }
}

static char *
sides_list (guint8 sides)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();

  for (guint d = 0; d < 4; d++)
    if (sides & (1u << d))
      g_ptr_array_add (words, (gpointer) direction_word (d));
  g_ptr_array_add (words, NULL);
  /* TRANSLATORS: separator between directions in a list */
  return g_strjoinv (_(", "), (char **) words->pdata);
}

char *
tt_editor_feature_title (const CarcFeatureDef *feature)
{
  g_autofree char *sides = sides_list (feature->sides);

  /* TRANSLATORS: %s lists the sides a city touches, e.g. "north, west" */
  return g_strdup_printf (_("City on %s"), sides);
}

char *
tt_editor_field_description (const CarcTileDef *tile,
                             guint              field)
{
  const CarcFeatureDef *f = &tile->features[field];
  GString *text = g_string_new (NULL);
  guint8 city_sides = 0;

  for (guint h = 0; h < 8; h++)
    if (f->halves & (1u << h))
      {
        if (text->len > 0)
          g_string_append (text, _("; "));
        g_string_append (text, tt_editor_half_name (h));
      }
  for (guint c = 0; c < tile->n_features; c++)
    if (f->cities & (1u << c))
      city_sides |= tile->features[c].sides;
  if (city_sides != 0)
    {
      g_autofree char *sides = sides_list (city_sides);

      g_string_append (text, " — ");
      /* TRANSLATORS: farmers in this field count the city; %s lists sides */
      g_string_append_printf (text, _("borders the city on %s"), sides);
    }
  return g_string_free (text, FALSE);
}

/* The engine explains problems in English for files and the command line;
 * the common ones get words of our own here, so they can be translated.
 * Anything else is shown as the engine wrote it. */
char *
tt_editor_problem_text (const TtDocumentMessage *problem)
{
  const char *message = tt_document_message_get_text (problem);
  const char *place = tt_document_message_get_place (problem) != NULL ? tt_document_message_get_place (problem) : "";
  CarcSegment segment = carc_segment_from_string (g_str_has_prefix (place, "side ") ? place + 5 : "");

  if (strstr (message, "count is missing or 0"))
    return g_strdup (_("The set holds no copies of this tile: give it at least one"));
  if (strstr (message, "set has no tiles"))
    return g_strdup (_("The set has no tiles yet"));
  if (strstr (message, "no start tile") || strstr (message, "start tile \""))
    return g_strdup (_("Choose a start tile: open a tile and switch on “Start tile”"));
  if (strstr (message, "used by more than one tile"))
    return g_strdup (_("Two tiles have the same id"));
  if (strstr (message, "ends inside the tile but nothing stops it"))
    return g_strdup (_("A road ends in the middle of nowhere: join it to another road, "
                       "or add a junction, a city or a monastery for it to end at"));
  if (strstr (message, "halves") && strstr (message, "are in different fields")
      && segment >= CARC_SEG_N && segment <= CARC_SEG_W)
    /* TRANSLATORS: %s is a side, e.g. "North side" */
    return g_strdup_printf (_("%s is plain field, but its two halves are in different fields"),
                            tt_editor_side_name ((guint) segment));
  if (strstr (message, "belongs to no field"))
    return g_strdup (_("Part of a side belongs to no field: use “Work Out Again” under Fields"));
  if (tt_document_message_get_subject (problem) != NULL && g_str_has_prefix (message, "tile "))
    {
      const char *rest = strchr (message + 5, ':');

      if (rest != NULL)
        return g_strdup (rest[1] == ' ' ? rest + 2 : rest + 1);
    }
  return g_strdup (message);
}

/* The bundled sets carry English titles in their files; show ours. */
const char *
tt_editor_set_title (const char *id,
                     const char *title,
                     gboolean    bundled)
{
  if (bundled && g_strcmp0 (id, "base") == 0)
    return _("Base Game");
  if (bundled && g_strcmp0 (id, "river") == 0)
    return _("River Tiles");
  return title;
}
