#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-dev-help-tree.sh — `build-aux/dev run` finds the help without an
# install: the folder it adds to XDG_DATA_DIRS holds help/C/tabletop and
# help/ko/tabletop, each with an index page (what yelp opens for
# help:tabletop). Arguments: source root, build root.
set -eu
srcdir=$1
builddir=$2
tree=$("$srcdir/build-aux/dev" help-tree --builddir "$builddir")
echo "1..2"
for lang in C ko; do
  if [ -f "$tree/help/$lang/tabletop/index.page" ]; then
    echo "ok - help/$lang/tabletop/index.page"
  else
    echo "not ok - help/$lang/tabletop/index.page missing under $tree"
  fi
done
