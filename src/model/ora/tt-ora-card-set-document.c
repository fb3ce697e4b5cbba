/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-ora-card-set-document.c — an Ora et Labora card set being designed */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tt-ora-card-set-document.h"
#include "tt-ora-card-text.h"
#include "common/tt-json.h"

struct _TtOraCardSetDocument
{
  TtDocument  parent_instance;
};

G_DEFINE_FINAL_TYPE (TtOraCardSetDocument, tt_ora_card_set_document, TT_TYPE_DOCUMENT)

/* Drafts */

TtOraCardSetDraft *
tt_ora_card_set_draft_ref (TtOraCardSetDraft *draft)
{
  return g_atomic_rc_box_acquire (draft);
}

static void
draft_clear (gpointer data)
{
  TtOraCardSetDraft *draft = data;

  g_clear_pointer (&draft->root, json_node_unref);
  g_clear_pointer (&draft->set, ora_cardset_unref);
  g_free (draft->error);
}

void
tt_ora_card_set_draft_unref (TtOraCardSetDraft *draft)
{
  if (draft != NULL)
    g_atomic_rc_box_release_full (draft, draft_clear);
}

/* Takes `root`; reads it with the engine. */
static TtOraCardSetDraft *
draft_new (JsonNode   *root,
           const char *source)
{
  TtOraCardSetDraft *draft = g_atomic_rc_box_new0 (TtOraCardSetDraft);
  g_autofree char *text = tt_json_to_string (root, FALSE);
  g_autoptr(GError) error = NULL;

  draft->root = root;
  draft->set = ora_cardset_load_data (text, -1, source, &error);
  if (draft->set == NULL)
    draft->error = g_strdup (error->message);
  return draft;
}

/* json_node_copy() shares the objects inside; an edit needs its own tree. */
static JsonNode *
deep_copy (JsonNode *node)
{
  g_autofree char *text = tt_json_to_string (node, FALSE);

  return json_from_string (text, NULL);
}

static JsonObject *
find_card (JsonNode   *root,
           const char *id)
{
  static const char * const lists[] = { "buildings", "settlements" };
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;

  for (guint l = 0; object != NULL && l < G_N_ELEMENTS (lists); l++)
    {
      JsonNode *list = json_object_get_member (object, lists[l]);

      if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list))
        continue;
      for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
        {
          JsonNode *card = json_array_get_element (json_node_get_array (list), i);

          JsonNode *card_id = JSON_NODE_HOLDS_OBJECT (card)
                              ? json_object_get_member (json_node_get_object (card), "id") : NULL;

          if (card_id != NULL && JSON_NODE_HOLDS_VALUE (card_id)
              && json_node_get_value_type (card_id) == G_TYPE_STRING
              && g_strcmp0 (json_node_get_string (card_id), id) == 0)
            return json_node_get_object (card);
        }
    }
  return NULL;
}

/* Warnings */

static TtOraTextLanguage
message_language (void)
{
  /* TRANSLATORS: write "card-names:ko" to name cards and goods in Korean
   * in the card editor's messages */
  return g_str_equal (_("card-names:en"), "card-names:ko") ? TT_ORA_TEXT_KO : TT_ORA_TEXT_EN;
}

static void
mark_amount (gboolean        *made,
             const OraAmount *amount)
{
  for (int g = 0; g < ORA_N_GOODS; g++)
    if (amount->n[g] > 0)
      made[g] = TRUE;
}

/* Goods a player gets without any building: the production wheel, felling
 * and cutting, the free conversions, the start supplies and coins. */
static void
mark_base_goods (gboolean *made)
{
  static const OraGood base[] = {
    ORA_GRAIN, ORA_STRAW, ORA_SHEEP, ORA_CLAY, ORA_WOOD, ORA_PEAT, ORA_COIN,
    ORA_COIN5, ORA_STONE, ORA_GRAPES, ORA_MALT,
  };

  for (guint i = 0; i < G_N_ELEMENTS (base); i++)
    made[base[i]] = TRUE;
}

static void
mark_produced (const OraCardSet *set,
               gboolean         *made)
{
  mark_base_goods (made);
  for (int c = 0; c < set->n_cards; c++)
    for (int s = 0; s < set->cards[c].n_steps; s++)
      {
        const OraStep *step = &set->cards[c].steps[s];

        mark_amount (made, &step->gain);
        for (int o = 0; o < step->n_options; o++)
          mark_amount (made, &step->options[o].gain);
        if (step->kind == ORA_STEP_WHEEL)
          for (int g = 0; g < step->n_goods; g++)
            made[step->goods[g]] = TRUE;
        if (step->kind == ORA_STEP_THRESHOLD)
          made[step->gain_good] = TRUE;
      }
}

/* About the card (its id), at the step ("step 2"). */
static void
warn_unproduced (const OraCardSet *set,
                 GPtrArray        *messages)
{
  TtOraTextLanguage language = message_language ();
  gboolean made[ORA_N_GOODS] = { FALSE };

  mark_produced (set, made);
  for (int c = 0; c < set->n_cards; c++)
    for (int s = 0; s < set->cards[c].n_steps; s++)
      {
        const OraStep *step = &set->cards[c].steps[s];
        const OraAmount *pays[1 + ORA_MAX_OPTIONS];
        int n_pays = 0;

        if (step->kind == ORA_STEP_CONVERT)
          pays[n_pays++] = &step->pay;
        for (int o = 0; step->kind == ORA_STEP_CONVERT_ANY && o < step->n_options; o++)
          pays[n_pays++] = &step->options[o].pay;
        for (int p = 0; p < n_pays; p++)
          for (int g = 0; g < ORA_N_GOODS; g++)
            if (pays[p]->n[g] > 0 && !made[g])
              {
                const char *good = tt_ora_good_text (g, language);
                g_autofree char *place = g_strdup_printf ("step %d", s + 1);

                /* TRANSLATORS: card name, step number, good, good */
                tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_WARNING, set->cards[c].id, place,
                                         _("%s: step %d converts %s but nothing in this set produces %s"),
                                         language == TT_ORA_TEXT_KO ? set->cards[c].name_ko : set->cards[c].name_en,
                                         s + 1, good, good);
                made[g] = TRUE;  /* once per good */
              }
      }
}

/* TtDocument */

static gpointer
snapshot_ref (gpointer snapshot)
{
  return tt_ora_card_set_draft_ref (snapshot);
}

static void
snapshot_unref (gpointer snapshot)
{
  tt_ora_card_set_draft_unref (snapshot);
}

static char *
serialize (TtDocument   *document,
           gconstpointer snapshot)
{
  return tt_json_to_string (((const TtOraCardSetDraft *) snapshot)->root, TRUE);
}

/* Errors: the engine's (naming card and field in its words). Warnings:
 * the set's own sense, once the engine reads it. */
static void
validate (TtDocument   *document,
          gconstpointer snapshot,
          GPtrArray    *messages)
{
  const TtOraCardSetDraft *draft = snapshot;

  if (draft->error != NULL)
    tt_document_message_add (messages, TT_DOCUMENT_MESSAGE_ERROR, NULL, NULL, "%s", draft->error);
  if (draft->set != NULL)
    warn_unproduced (draft->set, messages);
}

/* The bundled set is shown by a translated title, not its file name. */
static const char *
get_title (TtDocument *document)
{
  const char *name = tt_ora_card_set_document_get_name (TT_ORA_CARD_SET_DOCUMENT (document));

  if (tt_document_get_read_only (document) && g_strcmp0 (name, "ora-buildings") == 0)
    return _("Ora et Labora buildings");
  return name;
}

static void
tt_ora_card_set_document_class_init (TtOraCardSetDocumentClass *klass)
{
  TtDocumentClass *document_class = TT_DOCUMENT_CLASS (klass);

  document_class->snapshot_ref = snapshot_ref;
  document_class->snapshot_unref = snapshot_unref;
  document_class->serialize = serialize;
  document_class->validate = validate;
  document_class->get_title = get_title;
}

static void
tt_ora_card_set_document_init (TtOraCardSetDocument *self)
{
}

static TtOraCardSetDocument *
document_new (TtOraCardSetDraft *draft,
              gboolean           read_only)
{
  TtOraCardSetDocument *self = g_object_new (TT_TYPE_ORA_CARD_SET_DOCUMENT, NULL);

  tt_document_init_snapshot (TT_DOCUMENT (self), draft, read_only);
  return self;
}

static const TtOraCardSetDraft *
current (TtOraCardSetDocument *self)
{
  return tt_document_get_snapshot (TT_DOCUMENT (self));
}

TtOraCardSetDocument *
tt_ora_card_set_document_new_bundled (GError **error)
{
  g_autoptr(GBytes) bytes = ora_cardset_builtin_bytes ("ora-buildings", error);
  TtOraCardSetDocument *self;
  gsize size;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  self = tt_ora_card_set_document_new_from_data (data, (gssize) size, "ora-buildings.json", error);
  if (self == NULL)
    return NULL;
  /* A bundled document is read-only: open a second one as such. */
  {
    TtOraCardSetDraft *draft = tt_ora_card_set_draft_ref ((TtOraCardSetDraft *) current (self));
    TtOraCardSetDocument *bundled = document_new (draft, TRUE);

    g_object_unref (self);
    return bundled;
  }
}

TtOraCardSetDocument *
tt_ora_card_set_document_new_from_data (const char  *data,
                                        gssize       length,
                                        const char  *source,
                                        GError     **error)
{
  JsonNode *root = tt_json_parse (data, length, source, error);

  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      tt_json_set_error (error, TT_JSON_ERROR_TYPE, source, NULL, "a card set is a JSON object");
      json_node_unref (root);
      return NULL;
    }
  return document_new (draft_new (root, source), FALSE);
}

TtOraCardSetDocument *
tt_ora_card_set_document_new_from_file (GFile   *file,
                                        GError **error)
{
  TtDocument *document = tt_document_new_from_file (file, (TtDocumentDataFunc) tt_ora_card_set_document_new_from_data,
                                                    error);

  return document ? TT_ORA_CARD_SET_DOCUMENT (document) : NULL;
}

TtOraCardSetDocument *
tt_ora_card_set_document_duplicate (TtOraCardSetDocument *self,
                                    const char           *name)
{
  JsonNode *root;

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), NULL);

  root = deep_copy (current (self)->root);
  if (name != NULL)
    json_object_set_string_member (json_node_get_object (root), "name", name);
  return document_new (draft_new (root, name), FALSE);
}

gboolean
tt_ora_card_set_document_save_in (TtOraCardSetDocument *self,
                                  const char           *directory,
                                  GError              **error)
{
  g_autofree char *dir = directory ? g_strdup (directory)
                                   : g_build_filename (g_get_user_data_dir (), "tabletop", "cardsets", NULL);

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), FALSE);
  return tt_document_save_in (TT_DOCUMENT (self), dir, error);
}

const char *
tt_ora_card_set_document_get_name (TtOraCardSetDocument *self)
{
  JsonObject *root;

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), NULL);
  root = json_node_get_object (current (self)->root);
  if (json_object_has_member (root, "name")
      && JSON_NODE_HOLDS_VALUE (json_object_get_member (root, "name"))
      && json_node_get_value_type (json_object_get_member (root, "name")) == G_TYPE_STRING)
    return json_object_get_string_member (root, "name");
  return "cardset";
}

OraCardSet *
tt_ora_card_set_document_get_set (TtOraCardSetDocument *self)
{
  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), NULL);
  return current (self)->set;
}

JsonObject *
tt_ora_card_set_document_get_card_json (TtOraCardSetDocument *self,
                                        const char           *id)
{
  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), NULL);
  return find_card (current (self)->root, id);
}

/* Edits */

static JsonNode *
begin_edit (TtOraCardSetDocument  *self,
            const char            *id,
            JsonObject           **card,
            GError               **error)
{
  JsonNode *root;

  if (!tt_document_check_editable (TT_DOCUMENT (self), error))
    return NULL;
  root = deep_copy (current (self)->root);
  *card = find_card (root, id);
  if (*card == NULL)
    {
      g_set_error (error, ORA_CARDSET_ERROR, ORA_CARDSET_ERROR_INVALID,
                   _("The set has no card “%s”"), id);
      json_node_unref (root);
      return NULL;
    }
  return root;
}

gboolean
tt_ora_card_set_document_set_card_member (TtOraCardSetDocument *self,
                                          const char           *id,
                                          const char           *member,
                                          JsonNode             *value,
                                          const char           *label,
                                          GError              **error)
{
  g_autoptr(JsonNode) owned = value;
  JsonObject *card;
  JsonNode *root;

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL && member != NULL, FALSE);

  root = begin_edit (self, id, &card, error);
  if (root == NULL)
    return FALSE;
  if (value == NULL)
    json_object_remove_member (card, member);
  else
    json_object_set_member (card, member, g_steal_pointer (&owned));
  tt_document_commit (TT_DOCUMENT (self), draft_new (root, tt_ora_card_set_document_get_name (self)), label);
  return TRUE;
}

gboolean
tt_ora_card_set_document_replace_card (TtOraCardSetDocument *self,
                                       const char           *id,
                                       JsonObject           *replacement,
                                       const char           *label,
                                       GError              **error)
{
  g_autoptr(JsonObject) owned = replacement;
  JsonObject *card;
  JsonNode *root;
  GList *members;

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), FALSE);
  g_return_val_if_fail (replacement != NULL, FALSE);

  root = begin_edit (self, id, &card, error);
  if (root == NULL)
    return FALSE;
  /* In place, so the card keeps its position in its list. */
  members = json_object_get_members (card);
  for (GList *l = members; l != NULL; l = l->next)
    json_object_remove_member (card, l->data);
  g_list_free (members);
  members = json_object_get_members (replacement);
  for (GList *l = members; l != NULL; l = l->next)
    json_object_set_member (card, l->data, json_node_copy (json_object_get_member (replacement, l->data)));
  g_list_free (members);
  /* json_node_copy shares inner objects with `replacement`: make the tree its own. */
  {
    JsonNode *own = deep_copy (root);

    json_node_unref (root);
    root = own;
  }
  tt_document_commit (TT_DOCUMENT (self), draft_new (root, tt_ora_card_set_document_get_name (self)), label);
  return TRUE;
}

gboolean
tt_ora_card_set_document_fill_record (TtOraCardSetDocument *self,
                                      TtRecord             *record,
                                      GError              **error)
{
  const TtOraCardSetDraft *draft;

  g_return_val_if_fail (TT_IS_ORA_CARD_SET_DOCUMENT (self), FALSE);

  draft = current (self);
  if (draft->set == NULL)
    {
      g_set_error (error, ORA_CARDSET_ERROR, ORA_CARDSET_ERROR_INVALID, "%s", draft->error);
      return FALSE;
    }
  json_object_set_member (record->root, "cardset", deep_copy (draft->root));
  return TRUE;
}

void
tt_ora_card_set_document_register_editor (TtGameInfo *info)
{
  g_return_if_fail (TT_IS_GAME_INFO (info));
  tt_game_info_add_editor (info, "card-set", N_("Ora et Labora Building Cards"),
                           N_("Change buildings, their costs and effects, and play with them at once"),
                           TT_TYPE_ORA_CARD_SET_DOCUMENT);
}
