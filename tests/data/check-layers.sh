#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-layers.sh SRCDIR — the layers of DESIGN.md hold: the engine includes
# no GTK, GDK or libadwaita; the model no GTK or libadwaita; and the views
# read the engine only to draw: no legal-move lists (the engine's or a
# model's), state copies, apply, rule checks or AI calls under src/ui
# (moves are built through the model's move draft). TAP output.
src=${1:?usage: check-layers.sh SRCDIR}
status=0
echo "1..3"
check () {
  n=$1 dir=$2 pattern=$3
  hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($pattern)" "$src/$dir" \
           --include='*.c' --include='*.h' 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "not ok $n $dir must not include $pattern"
    echo "$hits" | sed 's/^/# /'
    status=1
  else
    echo "ok $n $dir includes no $pattern"
  fi
}
check 1 src/engine 'gtk|gdk|adwaita'
check 2 src/model 'gtk|adwaita'

# Calls that decide a move: an engine state's listing, copy or apply, the
# same through a rules table, the engines' rule checks (the bank's ratio
# too), a game model's
# move lists (tt_*_get_*moves; the count of moves played, get_n_moves, is
# no list) and the computer players' AI (catan_ai_*, ora_ai_*, carc_ai_*,
# and their headers). A widget that keeps a copy of a position only to
# draw it says so on that line with the comment "layers: draws only".
decide='[a-z]+_state_(legal_moves|copy|copy_into|apply)|tt_rules_(legal_moves_json|apply_json|apply_json_native|copy_state|copy_state_into|replay|new_state)|->(legal_moves|apply|copy)|[a-z]+_(build|dev_play)_check|[a-z]+_state_trade_ratio'
decide="$decide|[a-z]+_get_([a-z]{2,}_)*moves|[a-z]+_ai_[a-z_]+"
hits=$( (grep -rnE "($decide)[[:space:]]*\(" "$src/src/ui" --include='*.c' --include='*.h' 2>/dev/null;
         grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"][a-z]+/ai/" "$src/src/ui" \
           --include='*.c' --include='*.h' 2>/dev/null) \
       | grep -v 'layers: draws only')
if [ -n "$hits" ]; then
  echo "not ok 3 src/ui decides no move (ask the model's move draft)"
  echo "$hits" | sed 's/^/# /'
  status=1
else
  echo "ok 3 src/ui decides no move"
fi
exit $status
