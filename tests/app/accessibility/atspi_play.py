#!/usr/bin/python3
"""Plays a whole game of Houserules through AT-SPI, as a screen reader's user
would: the program is started on a game record (one person against the
computer), and from then on this script only reads the accessible tree the
desktop's accessibility bus gives it and presses what it offers. It never
looks at the screen or sends a key.

Usage: atspi_play.py HOUSERULES RECORD TITLE SEED (TITLE: the table's name, the game's)
Exit 0: the game was played to its end (the table's result line read).
Exit 77: skipped (the AT-SPI client library is missing).
Run inside a D-Bus session and an X server (dbus-run-session, Xvfb)."""

import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import warnings

try:
    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
except (ImportError, ValueError) as missing:
    print(f"SKIP: the AT-SPI client (python3-pyatspi, gir1.2-atspi-2.0) is missing: {missing}")
    sys.exit(77)

# PyGObject calls get_action_iface deprecated; libatspi 2.46 has no other name for it.
warnings.filterwarnings("ignore", category=DeprecationWarning)

TIMEOUT = 600  # seconds for a whole game, a generous bound on a loaded machine
RESULT = "How the game ended"  # the result line's description, in English


def children(node):
    try:
        return [node.get_child_at_index(i) for i in range(node.get_child_count())]
    except gi.repository.GLib.GError:
        return []


def find(node, wanted, depth=0):
    """The first accessible below `node` for which `wanted` holds."""
    if node is None or depth > 30:
        return None
    try:
        if wanted(node):
            return node
    except gi.repository.GLib.GError:
        return None
    for child in children(node):
        found = find(child, wanted, depth + 1)
        if found is not None:
            return found
    return None


def application(name):
    desktop = Atspi.get_desktop(0)
    for app in children(desktop):
        if app is not None and name in (app.get_name() or "").lower():
            return app
    return None


def pressable(piece):
    """A piece that offers Press and is enabled (the person may play it now)."""
    try:
        action = piece.get_action_iface()
        if action is None or action.get_n_actions() == 0:
            return False
        return piece.get_state_set().contains(Atspi.StateType.ENABLED)
    except gi.repository.GLib.GError:
        return False


def x_server_ready(display, timeout=30):
    """Waits for the X server of `display` (":99") to listen: a check that
    costs nothing, against a server that is slow to come up."""
    socket_path = "/tmp/.X11-unix/X" + display.lstrip(":").split(".")[0]
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            try:
                probe.connect(socket_path)  # refused until Xvfb listens (a stale file says nothing)
                return True
            except OSError:
                time.sleep(0.1)
    return False


def main():
    program, record, title, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    pick = random.Random(seed)
    home = tempfile.mkdtemp(prefix="houserules-atspi-")
    env = dict(os.environ)
    env.update(
        {
            "QT_ACCESSIBILITY": "1",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "LANGUAGE": "en",
            "LC_ALL": "C.UTF-8",
            # Pieces asked for just after the table changed are gone: said
            # once per piece by the bridge, and expected while the game runs.
            "QT_LOGGING_RULES": "qt.accessibility.atspi.warning=false",
        }
    )
    if not x_server_ready(os.environ.get("DISPLAY", "")):
        print(f"FAIL: no X server answers on {os.environ.get('DISPLAY')!r}")
        return 1
    app_process = subprocess.Popen([program, record], env=env)
    try:
        return play(app_process, title, pick)
    finally:
        app_process.terminate()
        try:
            app_process.wait(10)
        except subprocess.TimeoutExpired:
            app_process.kill()


def play(app_process, title, pick):
    start = time.monotonic()
    app = None
    while app is None and time.monotonic() - start < 60:
        if app_process.poll() is not None:
            print(f"FAIL: the program ended ({app_process.returncode}) before it showed a window")
            return 1
        app = application("houserules")
        time.sleep(0.5)
    if app is None:
        print("FAIL: the program never appeared on the accessibility bus")
        return 1
    Atspi.Accessible.set_cache_mask(app, Atspi.Cache.NONE)
    print(f"found the program: {app.get_name()}")

    # The table: the game's name, a panel of pieces.
    table = None
    while table is None and time.monotonic() - start < 60:
        table = find(app, lambda n: n.get_name() == title and n.get_role() == Atspi.Role.PANEL)
        time.sleep(0.2)
    if table is None:
        print(f"FAIL: no table named {title!r} on the accessibility bus")
        return 1
    print(f"found the table: {title}, {table.get_child_count()} pieces")

    presses = 0
    while time.monotonic() - start < TIMEOUT:
        pieces = children(table)
        result = [p.get_name() for p in pieces if p is not None and (p.get_description() or "") == RESULT
                  and p.get_name()]
        if result:
            print(f"the table says: {result[0]} (after {presses} presses)")
            return 0
        enabled = [p for p in pieces if p is not None and pressable(p)]
        if not enabled:
            time.sleep(0.1)  # the computer players' turn
            continue
        piece = pick.choice(enabled)
        piece.get_action_iface().do_action(0)
        presses += 1
        time.sleep(0.02)
    print(f"FAIL: no result after {TIMEOUT} s and {presses} presses")
    return 1


if __name__ == "__main__":
    sys.exit(main())
