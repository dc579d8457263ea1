# SPDX-License-Identifier: GPL-3.0-or-later
# The steps of scripts/orca-check (see there), played into Remis while Orca listens: moves are
# typed into the move box with xdotool, buttons get the focus over AT-SPI and are pressed with
# Space. Run by orca-check inside its D-Bus session; REMIS_PID and ORCA_CHECK_STEPS set.
#
# Objects are found by their accessible names in whatever language Remis speaks: an English
# name (the move box's "Move entry", a step's TEXT) also matches its translations in
# resources/translations/remis_*.ts. Qt 6.4's AT-SPI bridge exposes no language-free handle
# (GetAttributes answers an empty set, there is no AccessibleId property, and the object
# paths are numbers), so the names are what a German or Spanish run can be found by.
import glob
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree

import pyatspi

ROOT = os.environ.get("REMIS_ROOT", os.path.join(os.path.dirname(__file__), ".."))


def load_translations():
    """English source text -> its translations, from every remis_*.ts."""
    table = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "resources/translations/remis_*.ts"))):
        for message in ElementTree.parse(path).getroot().iter("message"):
            source, translation = message.find("source"), message.find("translation")
            if source is None or translation is None or not translation.text:
                continue
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            table.setdefault(source.text, set()).add(translation.text)
    return table


TRANSLATIONS = load_translations()


def names_for(wanted):
    """`wanted` and what it is in the other languages: the translations of each source text
    that starts with it, up to the first place marker (%1) of each."""
    names = [wanted]
    for source, translations in TRANSLATIONS.items():
        if source.startswith(wanted):
            for text in sorted(translations):
                text = text.split("%", 1)[0].rstrip()
                if text and text not in names:
                    names.append(text)
    return names


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


def find(obj, names, depth=0):
    """The first showing object whose name starts with one of `names`, depth first."""
    if obj is None or depth > 20:
        return None
    if obj.name and obj.name.startswith(tuple(names)) and depth > 0:
        if obj.getState().contains(pyatspi.STATE_SHOWING):
            return obj
    for i in range(min(obj.childCount, 100)):
        child = obj.getChildAtIndex(i)
        if child is not None and child.getRoleName() == "table cell":
            continue
        found = find(child, names, depth + 1)
        if found is not None:
            return found
    return None


def focus(app, wanted):
    names = names_for(wanted)
    obj = find(app, names)
    if obj is None:
        print("orca-check: nothing named %s" % " or ".join(repr(n) for n in names),
              file=sys.stderr)
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
