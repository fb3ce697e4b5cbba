#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The saved-game MIME type: the shared-mime-info file parses, names the
.tabletop glob, and the desktop file declares exactly the types it defines,
so a double-clicked saved game opens in Tabletop.  TAP output."""
import configparser
import sys
import xml.etree.ElementTree as ET

NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
mime_path, desktop_path = sys.argv[1], sys.argv[2]
checks = []

root = ET.parse(mime_path).getroot()
types = {t.get('type'): t for t in root.findall(NS + 'mime-type')}
checks.append(('mime file defines a type', len(types) > 0))
globs = [g.get('pattern') for t in types.values() for g in t.findall(NS + 'glob')]
checks.append(('*.tabletop is a glob of it', '*.tabletop' in globs))
for name, node in types.items():
    langs = {c.get('{http://www.w3.org/XML/1998/namespace}lang') for c in node.findall(NS + 'comment')}
    checks.append((f'{name} has an English and a Korean comment', None in langs and 'ko' in langs))

desktop = configparser.ConfigParser(interpolation=None, strict=False)
desktop.optionxform = str
desktop.read(desktop_path, encoding='utf-8')
declared = [m for m in desktop['Desktop Entry'].get('MimeType', '').split(';') if m]
checks.append(('desktop MimeType equals the defined types', sorted(declared) == sorted(types)))
checks.append(('desktop Exec takes files', '%F' in desktop['Desktop Entry'].get('Exec', '')
               or '%U' in desktop['Desktop Entry'].get('Exec', '')))

print(f'1..{len(checks)}')
failed = 0
for i, (what, ok) in enumerate(checks, 1):
    print(f'{"ok" if ok else "not ok"} {i} {what}')
    failed += not ok
sys.exit(1 if failed else 0)
