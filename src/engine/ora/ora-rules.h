/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ora-rules.h — Ora et Labora's TtRules table (common/tt-rules.h)
 *
 * The state is an OraState, the native move an OraAction, the set an
 * OraCardSet (NULL: the bundled ora-buildings set), events a GPtrArray of
 * texts. Everything in Ora et Labora is open information (goods, landscapes,
 * settlements in hand, the stacks), so the table has no view hook. No
 * computer player yet.
 */
#pragma once

#include "common/tt-rules.h"

G_BEGIN_DECLS

extern const TtRules ora_rules;

G_END_DECLS
