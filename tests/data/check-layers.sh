#!/bin/sh
# check-layers.sh SRCDIR — the layers of DESIGN.md hold: the engine includes
# no GTK, GDK or libadwaita; the model no GTK or libadwaita. TAP output.
src=${1:?usage: check-layers.sh SRCDIR}
status=0
echo "1..2"
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
exit $status
