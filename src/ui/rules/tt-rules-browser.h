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

/* The section that explains why the engine refused a Carcassonne move
 * (a CarcReason), for a "why?" link in the play view; NULL when the move
 * was legal. */
const char *tt_rules_carcassonne_section_for_reason (int reason);

/* Registers the bundled rules documents in the window's Rules catalog. */
void        tt_rules_register              (void);

G_END_DECLS
