#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-pot.sh SRCDIR — translations cover the sources (TAP):
#   1. po/POTFILES lists every source file with translatable strings,
#   2. every file it lists exists,
#   3. each po/LANG.po translates every message xgettext finds in them.
src=${1:?usage: check-pot.sh SRCDIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
langs=$(cat "$src/po/LINGUAS")
n_langs=$(echo $langs | wc -w)
echo "1..$((2 + n_langs))"

grep -v '^#' "$src/po/POTFILES" | sed '/^[[:space:]]*$/d' | sort -u > "$tmp/listed"
(cd "$src" && grep -rlE '(^|[^[:alnum:]_])(N?C?_|g_dngettext|ngettext)[[:space:]]*\("|translatable="yes"' \
   --include='*.c' --include='*.ui' src) | sort -u > "$tmp/used"
missing=$(comm -13 "$tmp/listed" "$tmp/used")
if [ -z "$missing" ]; then
  echo "ok 1 po/POTFILES lists every file with translatable strings"
else
  echo "not ok 1 po/POTFILES lacks files with translatable strings"
  echo "$missing" | sed 's/^/# add to po\/POTFILES: /'
  status=1
fi

gone=$(while read -r f; do [ -e "$src/$f" ] || echo "$f"; done < "$tmp/listed")
if [ -z "$gone" ]; then
  echo "ok 2 every file in po/POTFILES exists"
else
  echo "not ok 2 po/POTFILES lists missing files"
  echo "$gone" | sed 's/^/# /'
  status=1
fi

# The same keywords as meson's i18n.gettext(preset: 'glib').
(cd "$src" && xgettext --from-code=UTF-8 --files-from="$tmp/listed" -o "$tmp/all.pot" \
   --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
   --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
   --keyword=tt_translation_get:2 --keyword=tt_translation_nget:2,3 \
   --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
   --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
   --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
   --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format 2> "$tmp/xgettext.err")
i=2
for lang in $langs; do
  i=$((i + 1))
  if [ ! -s "$tmp/all.pot" ]; then
    echo "not ok $i $lang: xgettext failed"
    sed 's/^/# /' "$tmp/xgettext.err"
    status=1
    continue
  fi
  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$src/po/$lang.po" "$tmp/all.pot"
  stats=$(LC_ALL=C msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
  case "$stats" in
    *untranslated*|*fuzzy*)
      echo "not ok $i po/$lang.po translates every message of the sources"
      echo "# $stats"
      msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep '^msgid' | sed '1d; s/^/# /' | head -40
      status=1
      ;;
    *)
      echo "ok $i po/$lang.po translates every message of the sources # $stats"
      ;;
  esac
done
exit $status
