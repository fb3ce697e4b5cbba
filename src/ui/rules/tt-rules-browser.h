/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-browser.h — one game's rules: table of contents, sections,
 * search in both languages, glossary, zoom and live examples */
#pragma once

#include <adwaita.h>

#include "tt-game-info.h"
#include "tt-rules-document.h"

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

/* The card catalogue: a document's cards are listed in its section
 * TT_RULES_CARD_CATALOG_ID (a page of its own when the document has no such
 * section), filterable by the facets the game's painter gives. */
#define TT_RULES_CARD_CATALOG_ID "card-catalog"

/* Shows `card_id` on the catalogue page; FALSE if the document has no such card. */
gboolean    tt_rules_browser_show_card     (TtRulesBrowser *self,
                                            const char     *card_id);
/* The card the reader was sent to, or NULL. */
const char *tt_rules_browser_get_card      (TtRulesBrowser *self);
/* Keeps only the cards whose `facet` (as the painter names it, e.g. "Deck")
 * has `value` (NULL: any); FALSE if the catalogue has no such facet or value. */
gboolean    tt_rules_browser_filter_cards  (TtRulesBrowser *self,
                                            const char     *facet,
                                            const char     *value);
/* How many cards the catalogue page shows now (0 on other pages). */
guint       tt_rules_browser_get_n_shown_cards (TtRulesBrowser *self);
/* The card a search result leads to, or NULL for a section or term. */
const char *tt_rules_browser_get_result_card (TtRulesBrowser *self,
                                              guint           index);

/* How a game draws its cards in the catalogue, set by its UI register.
 * `paint` draws `card` (the document's entry: id, name, group, copies,
 * text in the document's language) in (0, 0, width, height), height being
 * width × `aspect`; `facets` returns pairs of translated facet and value
 * (e.g. { "Phase", "A", "Players", "3", "Players", "4", NULL }); a card
 * may have several values of one facet. */
typedef struct
{
  double  aspect;
  void  (*paint)  (cairo_t           *cr,
                   const TtRulesCard *card,
                   double             width,
                   double             height,
                   gboolean           dark,
                   gpointer           user_data);
  GStrv (*facets) (const TtRulesCard *card,
                   gpointer           user_data);
} TtRulesCardPainter;

void        tt_rules_set_card_painter      (TtGameInfo               *info,
                                            const TtRulesCardPainter *painter,
                                            gpointer                  user_data);

/* Opens the Rules view of the window that holds `widget` at `section_id`
 * (NULL: where the reader left off), e.g. from a play view's "why can't I
 * place here?" help. */
gboolean    tt_rules_show                  (GtkWidget      *widget,
                                            const char     *game,
                                            const char     *section_id);

/* Opens the Rules view of the window that holds `widget` at the card
 * `card_id` of `game`'s catalogue ("What does this card do?"); the
 * application's action app.show-rules-card((GAME, CARD_ID)), parameter type "(ss)",
 * does the same for the active window. */
gboolean    tt_rules_show_card             (GtkWidget      *widget,
                                            const char     *game,
                                            const char     *card_id);

G_END_DECLS
