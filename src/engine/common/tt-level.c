/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-level.c — the computer levels every engine offers */
#include "config.h"

#include "tt-level.h"

const char * const tt_level_ids[TT_N_LEVELS + 1] = { "easy", "normal", "hard", NULL };

const char *
tt_level_to_string (TtLevel level)
{
  return level < TT_N_LEVELS ? tt_level_ids[level] : "unknown";
}

gboolean
tt_level_from_string (const char *text,
                      TtLevel    *level)
{
  for (guint i = 0; text != NULL && i < TT_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, tt_level_ids[i]) == 0)
      {
        *level = (TtLevel) i;
        return TRUE;
      }
  return FALSE;
}
