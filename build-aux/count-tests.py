#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Count individual GTest cases in meson testlog.json files.

Each line of a testlog.json is one test program's result; with the TAP
protocol its "stdo" holds the TAP stream, so every "ok N" / "not ok N" line
is one case. A program without TAP lines counts as one case by its result,
and a program that failed after reporting only passes (a crash, a timeout,
a bad exit code) adds one failure, so nothing broken is ever counted green.

Prints a per-program table on standard error and "N passed, M failed" on
standard output; exits 1 when anything failed or a log is missing.
"""
import json
import re
import sys

TAP_LINE = re.compile(r'^(not ok|ok)\b(.*)$')
GOOD_RESULTS = {'OK', 'SKIP', 'EXPECTEDFAIL'}


def count_program(entry):
    passed = failed = 0
    for line in (entry.get('stdout') or entry.get('stdo') or '').splitlines():
        match = TAP_LINE.match(line.strip())
        if not match:
            continue
        directive = match.group(2)
        if match.group(1) == 'ok' or '# TODO' in directive.upper():
            passed += 1
        else:
            failed += 1
    result = entry.get('result', 'ERROR')
    if result not in GOOD_RESULTS and failed == 0:
        failed += 1
    elif passed == 0 and failed == 0:
        passed = 1
    return passed, failed


def main(paths):
    total_passed = total_failed = 0
    missing = False
    for path in paths:
        try:
            with open(path, encoding='utf-8', errors='replace') as log:
                lines = log.readlines()
        except OSError:
            print(f'count-tests: no test log at {path}', file=sys.stderr)
            missing = True
            continue
        for line in lines:
            line = line.strip()
            if not line:
                continue
            entry = json.loads(line)
            passed, failed = count_program(entry)
            total_passed += passed
            total_failed += failed
            print(f'  {entry.get("result", "?"):<8} {passed:5d} passed {failed:4d} failed  '
                  f'{entry.get("name", "?")}', file=sys.stderr)
    print(f'{total_passed} passed, {total_failed} failed')
    return 1 if total_failed or missing else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
