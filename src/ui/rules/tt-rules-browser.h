/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-browser.h — one game's rules: table of contents, sections,
 * search in both languages, glossary, zoom and live examples */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TT_TYPE_RULES_BROWSER (tt_rules_browser_get_type ())
G_DECLARE_FINAL_TYPE (TtRulesBrowser, tt_rules_browser, TT, RULES_BROWSER, AdwBin)

GtkWidget  *tt_rules_browser_new           (const char     *game);
const char *tt_rules_browser_get_game      (TtRulesBrowser *self);
const char *tt_rules_browser_get_language  (TtRulesBrowser *self);
void        tt_rules_browser_set_language  (TtRulesBrowser *self,
                                            const char     *language);
const char *tt_rules_browser_get_section   (TtRulesBrowser *self);
/* `id` is a section, an example or "glossary"; FALSE if there is no such place. */
gboolean    tt_rules_browser_show_section  (TtRulesBrowser *self,
                                            const char     *id);
void        tt_rules_browser_search        (TtRulesBrowser *self,
                                            const char     *query);
guint       tt_rules_browser_get_n_results (TtRulesBrowser *self);
gboolean    tt_rules_browser_activate_result (TtRulesBrowser *self,
                                              guint           index);
/* The section a search result leads to ("glossary" for a term). */
const char *tt_rules_browser_get_result_section (TtRulesBrowser *self,
                                                 guint           index);
double      tt_rules_browser_get_zoom      (TtRulesBrowser *self);
void        tt_rules_browser_set_zoom      (TtRulesBrowser *self,
                                            double          zoom);

/* Opens the Rules view of the window that holds `widget` at `section_id`
 * (NULL: where the reader left off), e.g. from a play view's "why can't I
 * place here?" help. */
gboolean    tt_rules_show                  (GtkWidget      *widget,
                                            const char     *game,
                                            const char     *section_id);

/* Lists a game's rules document (its TtGameInfo names it) in the window's
 * Rules catalog, with a line saying what the rules cover; a game's UI
 * register calls it. */
void        tt_rules_add_document          (const char     *game,
                                            const char     *description);

G_END_DECLS
