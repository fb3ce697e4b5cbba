#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# check-accessible-names.py PID — reads, over AT-SPI, the accessible tree of
# the application with process id PID (as a screen reader hears it) and
# lists every control whose name is missing, a widget type ("GtkImage"),
# carries a mnemonic underscore ("_Accept") or says its words twice
# ("Accept Accept"). Exit status: 0 all named, 1 some are not, 77 no AT-SPI.
# tests/ui/test-accessible-names.c runs it on every page of the window.
import os
import re
import sys

try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi
except (ImportError, ValueError):
    print('no AT-SPI bindings (gir1.2-atspi-2.0)')
    sys.exit(77)

CONTROLS = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.LINK, Atspi.Role.PAGE_TAB,
    Atspi.Role.COMBO_BOX, Atspi.Role.SPIN_BUTTON, Atspi.Role.SLIDER,
    Atspi.Role.MENU_ITEM, Atspi.Role.CHECK_MENU_ITEM, Atspi.Role.RADIO_MENU_ITEM,
}
TYPE_NAME = re.compile(r'^(Gtk|Adw|Tt)[A-Z]\w*$')
DEBUG = os.environ.get('TT_A11Y_DEBUG') is not None
MNEMONIC = re.compile(r'(^|[\s(])_\w')


def problem(name):
    if not name or not name.strip():
        return 'no name'
    if TYPE_NAME.match(name):
        return 'named after its type'
    if MNEMONIC.search(name):
        return 'mnemonic underscore'
    words = name.split()
    half = len(words) // 2
    if len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]:
        return 'said twice'
    return None


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except gi.repository.GLib.Error:
            continue
    return None


def label_of(node):
    try:
        return '%s %r' % (node.get_role_name(), node.get_name())
    except gi.repository.GLib.Error:
        return '?'


def walk(node, path, found):
    try:
        role = node.get_role()
        name = node.get_name()
        states = node.get_state_set()
        n = node.get_child_count()
    except gi.repository.GLib.Error:
        return
    if len(path) > 100:
        return
    if DEBUG:
        print('debug: %s%s %r visible=%s showing=%s' % ('  ' * len(path), node.get_role_name(), name,
              states.contains(Atspi.StateType.VISIBLE), states.contains(Atspi.StateType.SHOWING)))
    # a control on a page not shown yet is named when it is mapped
    if role in CONTROLS and states.contains(Atspi.StateType.VISIBLE):
        why = problem(name)
        if why is not None:
            found.append('%s: %s %r (in %s)' % (why, node.get_role_name(), name, ' > '.join(path[-3:])))
    for i in range(n):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        if child is not None:
            walk(child, path + [label_of(node)], found)


def main():
    pid = int(sys.argv[1])
    app = find_app(pid)
    if app is None:
        print('the application (pid %d) is not on the accessibility bus' % pid)
        return 77
    found = []
    walk(app, [], found)
    for line in found:
        print(line)
    return 1 if found else 0


sys.exit(main())
