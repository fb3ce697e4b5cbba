#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-json.py FILE... — each file is valid JSON (TAP, one case per file);
a Flatpak manifest must also name its app id, runtime and modules."""
import json
import sys

status = 0
print(f'1..{len(sys.argv) - 1}')
for n, path in enumerate(sys.argv[1:], 1):
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        if path.endswith('.Tabletop.json'):
            for key in ('id', 'runtime', 'runtime-version', 'sdk', 'command', 'finish-args', 'modules'):
                if key not in data:
                    raise ValueError(f'the manifest lacks "{key}"')
            if data['id'] != 'io.github.tabletop.Tabletop':
                raise ValueError(f'unexpected app id {data["id"]}')
            if data['modules'][-1].get('buildsystem') != 'meson':
                raise ValueError('the last module must build with meson')
        print(f'ok {n} {path}')
    except (OSError, ValueError) as e:
        print(f'not ok {n} {path}')
        print(f'# {e}')
        status = 1
sys.exit(status)
