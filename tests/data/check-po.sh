#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-po.sh PO... — every translation compiles (msgfmt --check) and is
# complete: no untranslated and no fuzzy messages. TAP output, one case per file.
n=0
status=0
echo "1..$#"
for po in "$@"; do
  n=$((n + 1))
  stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1)
  rc=$?
  case "$rc:$stats" in
    0:*untranslated*|0:*fuzzy*|[!0]*)
      echo "not ok $n $po"
      echo "$stats" | sed 's/^/# /'
      status=1
      ;;
    *)
      echo "ok $n $po # $stats"
      ;;
  esac
done
exit $status
