/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-document.h — a game's rules in one language, as the rules browser
 * shows them and as `tabletop-cli rules check` validates them
 *
 * A document is JSON ("format": "tabletop-rules"): a tree of sections with
 * stable ids, each holding blocks (paragraph, list, table, note, example),
 * plus a glossary. Texts use a tiny inline markup:
 *
 *   **strong**            emphasis
 *   [words](#section-id)  a link to another section
 *   [words](term:id)      a glossary term, linked to its definition
 *
 * An optional "cards" array is the catalogue of the game's cards: each
 * { "id", "name", "group", "text", optional "copies" }, the id being the
 * engine's own.
 *
 * Examples name a game record (relative to the rules folder) and carry one
 * caption per move; the record itself is the same in every language. No
 * GTK here: the browser turns markup into Pango markup with
 * tt_rules_markup_to_pango().
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TT_RULES_FORMAT  "tabletop-rules"
#define TT_RULES_VERSION 1
#define TT_RULES_RESOURCE_PATH "/io/github/tabletop/Tabletop/rules"

#define TT_RULES_ERROR (tt_rules_error_quark ())

typedef enum
{
  TT_RULES_ERROR_PARITY,    /* the languages disagree on ids or shapes */
  TT_RULES_ERROR_LINK,      /* a link or term points nowhere */
  TT_RULES_ERROR_EXAMPLE,   /* an example's record is missing or wrong */
  TT_RULES_ERROR_MARKUP,    /* unbalanced inline markup */
} TtRulesError;

typedef enum
{
  TT_RULES_BLOCK_PARAGRAPH,
  TT_RULES_BLOCK_LIST,
  TT_RULES_BLOCK_TABLE,
  TT_RULES_BLOCK_NOTE,
  TT_RULES_BLOCK_EXAMPLE,
} TtRulesBlockKind;

typedef struct
{
  TtRulesBlockKind kind;
  char      *text;        /* paragraph, note; example: its introduction (may be NULL) */
  gboolean   ordered;     /* list */
  GStrv      items;       /* list items; table header */
  GPtrArray *rows;        /* table: of GStrv */
  char      *example_id;  /* example */
  char      *title;       /* example, note (may be NULL) */
  char      *record;      /* example: path relative to the rules folder */
  GStrv      steps;       /* example: one caption per move (+1 for the final count) */
} TtRulesBlock;

typedef struct _TtRulesSection TtRulesSection;

struct _TtRulesSection
{
  char           *id;
  char           *title;
  GPtrArray      *blocks;    /* of TtRulesBlock* */
  GPtrArray      *children;  /* of TtRulesSection* */
  TtRulesSection *parent;    /* NULL at the top */
  guint           depth;     /* 0 at the top */
  guint           index;     /* position in the document's flat list */
};

typedef struct
{
  char *id;
  char *term;
  char *definition;
} TtRulesTerm;

/* A card of the game's own data (a development or progress card, a
 * building), as the catalogue shows it: `id` is the engine's id, `group`
 * how the catalogue sorts it (its kind or phase), `text` what it does. */
typedef struct
{
  char *id;
  char *name;
  char *group;
  char *text;
  guint copies;   /* how many of this card the game holds; 0: not stated */
} TtRulesCard;

typedef struct
{
  char       *source;
  char       *game;
  char       *language;
  char       *title;
  GPtrArray  *sections;      /* top level, of TtRulesSection* */
  GPtrArray  *all_sections;  /* every section in reading order (not owning) */
  GPtrArray  *glossary;      /* of TtRulesTerm* */
  GHashTable *section_by_id;
  GHashTable *term_by_id;
  GHashTable *example_by_id; /* id → TtRulesBlock* */
  GPtrArray  *cards;         /* of TtRulesCard*, the catalogue (may be empty) */
  GHashTable *card_by_id;
  GHashTable *seat_names;    /* an example record's seat name → the name this text calls it by */
} TtRulesDocument;

typedef struct
{
  TtRulesSection *section;   /* NULL for a glossary hit */
  TtRulesTerm    *term;      /* the glossary entry hit, or NULL */
  char           *snippet;   /* plain text around the match */
  guint           match_start;  /* in snippet, bytes */
  guint           match_length; /* bytes */
} TtRulesHit;

GQuark           tt_rules_error_quark            (void);

TtRulesDocument *tt_rules_document_load_data     (const char       *data,
                                                  gssize            length,
                                                  const char       *source,
                                                  GError          **error);
TtRulesDocument *tt_rules_document_load_gfile    (GFile            *file,
                                                  GError          **error);
TtRulesDocument *tt_rules_document_load_bundled  (const char       *game,
                                                  const char       *language,
                                                  GError          **error);
void             tt_rules_document_free          (TtRulesDocument  *document);

TtRulesSection  *tt_rules_document_get_section   (TtRulesDocument  *document,
                                                  const char       *id);
TtRulesTerm     *tt_rules_document_get_term      (TtRulesDocument  *document,
                                                  const char       *id);
TtRulesBlock    *tt_rules_document_get_example   (TtRulesDocument  *document,
                                                  const char       *id);
TtRulesCard     *tt_rules_document_get_card      (TtRulesDocument  *document,
                                                  const char       *id);
const char      *tt_rules_document_get_seat_name (TtRulesDocument  *document,
                                                  const char       *record_name);
TtRulesSection  *tt_rules_document_find_example_section (TtRulesDocument *document,
                                                         const char      *example_id);

GPtrArray       *tt_rules_document_search        (TtRulesDocument  *document,
                                                  const char       *query);
void             tt_rules_hit_free               (TtRulesHit       *hit);
GPtrArray       *tt_rules_document_search_cards  (TtRulesDocument  *document,
                                                  const char       *query);

gboolean         tt_rules_document_check_links   (TtRulesDocument  *document,
                                                  GError          **error);
gboolean         tt_rules_documents_check_parity (TtRulesDocument  *reference,
                                                  TtRulesDocument  *other,
                                                  GError          **error);

char            *tt_rules_markup_to_plain        (const char       *text);
char            *tt_rules_markup_to_pango        (const char       *text,
                                                  const char       *highlight);
gboolean         tt_rules_markup_validate        (const char       *text,
                                                  GError          **error);

GFile           *tt_rules_bundled_root           (void);
GStrv            tt_rules_list_languages         (void);
GFile           *tt_rules_example_get_file       (GFile            *rules_root,
                                                  TtRulesBlock     *example);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtRulesDocument, tt_rules_document_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TtRulesHit, tt_rules_hit_free)

G_END_DECLS
