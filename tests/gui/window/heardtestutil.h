// SPDX-License-Identifier: GPL-3.0-or-later
// What the screen-reader tests share (tst_heard, tst_heardclaims): a keyboard press of an
// arbiter button, the live region's text, a move typed in the move box.
#pragma once

#include <QAbstractButton>
#include <QCoreApplication>
#include <QLineEdit>
#include <QTest>

#include "gui/board/moveentry.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/window/announcer.h"
#include "gui/window/liveregion.h"
#include "gui/window/mainwindow.h"

namespace remis::gui::heardtest {

// The arbiter panel's button of that name, focused and pressed with Space as a keyboard user
// presses it; false if it is missing or disabled, or does not take the focus.
inline bool pressByKeyboard(MainWindow& w, const char* name) {
    auto* button = w.arbiterPanel()->findChild<QAbstractButton*>(QString::fromLatin1(name));
    if (!button || !button->isEnabled()) return false;
    button->setFocus();
    if (!QTest::qWaitFor([button] { return button->hasFocus(); })) return false;
    QTest::keyClick(button, Qt::Key_Space);
    return true;
}

inline QString spoken(MainWindow& w) {
    QTest::qWait(1);  // the live region speaks what was said in one turn together
    QCoreApplication::processEvents();
    return w.announcer()->liveRegion()->text();
}

inline void type(MainWindow& w, const QString& move) {
    QLineEdit* edit = w.moveEntry()->lineEdit();
    edit->setFocus();
    edit->setText(move);
    QTest::keyClick(edit, Qt::Key_Return);
}

}  // namespace remis::gui::heardtest
