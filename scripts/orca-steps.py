# SPDX-License-Identifier: GPL-3.0-or-later
# The steps of scripts/orca-check (see there), played into Remis while Orca listens: moves are
# typed into the move box with xdotool, buttons get the focus over AT-SPI and are pressed with
# Space. Run by orca-check inside its D-Bus session; REMIS_PID and ORCA_CHECK_STEPS set.
import os
import subprocess
import sys
import time

import pyatspi


def settle(quiet=2.0, longest=30.0):
    """Waits until Orca has said nothing for `quiet` seconds (it lags on a busy machine)."""
    log = os.environ.get("ORCA_SPEECH_LOG")
    if not log:
        time.sleep(quiet)
        return
    start = time.time()
    size, since = -1, time.time()
    while time.time() - start < longest:
        now = os.path.getsize(log) if os.path.exists(log) else 0
        if now != size:
            size, since = now, time.time()
        elif time.time() - since >= quiet:
            return
        time.sleep(0.2)


def keys(*args):
    subprocess.run(["xdotool"] + list(args), check=False)


def remis_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name.lower().startswith("remis"):
            return app
    return None


def find(obj, wanted, depth=0):
    """The first showing object whose name starts with `wanted`, depth first."""
    if obj is None or depth > 20:
        return None
    if obj.name and obj.name.startswith(wanted) and depth > 0:
        if obj.getState().contains(pyatspi.STATE_SHOWING):
            return obj
    for i in range(min(obj.childCount, 100)):
        child = obj.getChildAtIndex(i)
        if child is not None and child.getRoleName() == "table cell":
            continue
        found = find(child, wanted, depth + 1)
        if found is not None:
            return found
    return None


def focus(app, wanted):
    obj = find(app, wanted)
    if obj is None:
        print("orca-check: nothing named %r" % wanted, file=sys.stderr)
        return False
    obj.queryComponent().grabFocus()
    settle(1.0)
    return True


def main():
    app = None
    for _ in range(50):
        app = remis_app()
        if app is not None:
            break
        time.sleep(0.2)
    if app is None:
        print("orca-check: Remis is not on the AT-SPI bus", file=sys.stderr)
        return 1
    keys("search", "--sync", "--pid", os.environ["REMIS_PID"], "--name", "Remis",
         "windowactivate", "--sync")
    settle()
    in_move_box = False
    for step in os.environ.get("ORCA_CHECK_STEPS", "").splitlines():
        kind, _, arg = step.partition(":")
        if kind == "press" and arg:
            if focus(app, arg):
                keys("key", "space")
            in_move_box = False
        elif kind == "focus" and arg:
            focus(app, arg)
            in_move_box = False
        elif kind == "key" and arg:
            keys("key", *arg.split())
        elif kind == "orca" and arg:
            # Orca's own commands: its modifier (Insert) held while the key is pressed; with
            # `xdotool key Insert+F11` Orca never sees the F11 press.
            keys("keydown", "Insert")
            time.sleep(0.3)
            keys("key", arg)
            time.sleep(0.3)
            keys("keyup", "Insert")
        elif kind == "wait" and arg:
            time.sleep(float(arg))
        elif step:
            if not in_move_box:
                in_move_box = focus(app, "Move entry")
            settle(1.0)
            keys("type", "--delay", "60", step)
            keys("key", "Return")
        settle()
    settle(3.0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
