/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt-rules-example-view.h — one worked example of a rules document: the
 * record replayed on a board step by step, with the caption and scores */
#pragma once

#include <adwaita.h>

#include "common/tt-record.h"
#include "tt-rules-document.h"

G_BEGIN_DECLS

#define TT_TYPE_RULES_EXAMPLE_VIEW (tt_rules_example_view_get_type ())
G_DECLARE_FINAL_TYPE (TtRulesExampleView, tt_rules_example_view, TT, RULES_EXAMPLE_VIEW, GtkBox)

GtkWidget *tt_rules_example_view_new         (TtRulesDocument     *document,
                                              TtRulesBlock        *example,
                                              GFile               *rules_root,
                                              const char          *highlight);
guint      tt_rules_example_view_get_step    (TtRulesExampleView  *self);
guint      tt_rules_example_view_get_n_steps (TtRulesExampleView  *self);
void       tt_rules_example_view_set_step    (TtRulesExampleView  *self,
                                              guint                step);
/* The record cut after the moves shown, for "Open in Play". */
TtRecord  *tt_rules_example_view_dup_record  (TtRulesExampleView  *self);

G_END_DECLS
