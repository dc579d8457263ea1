// The View menu's display modes: with "Board Follows the Side to Move" the board turns after
// every move (Black at the bottom when Black is to move) and the choice is remembered; F9
// hides and shows the side panels; F11 (or Ctrl+Shift+F) switches full screen, and F11 is left
// to the screen reader while one is on.
#include <QAccessible>
#include <QAction>
#include <QTemporaryDir>
#include <QTest>

#include "app/services/settings.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/movelistpanel.h"
#include "gui/window/displaymodes.h"

using namespace remis;
using namespace remis::gui;
using remis::gui::test::clickMove;

class TestDisplayModes : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void boardFollowsTheSideToMove() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardView* board = w.boardView();
        QVERIFY(!board->isFlipped());
        w.displayModes()->followSideToMove->trigger();
        QVERIFY(w.settings()->followSideToMove());
        QVERIFY(!board->isFlipped());  // White to move: White at the bottom
        clickMove(board, "e2e4");
        QVERIFY(board->isFlipped());  // Black to move
        clickMove(board, "e7e5");     // clickMove reads squares where they are now
        QVERIFY(!board->isFlipped());
        w.displayModes()->followSideToMove->trigger();  // off: the board stays
        clickMove(board, "g1f3");
        QVERIFY(!board->isFlipped());
        QVERIFY(!w.settings()->followSideToMove());
    }

    void sidePanelsHideAndShow() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget* arbiter = w.arbiterPanel();
        QVERIFY(arbiter->isVisible());
        const int boardWidth = w.boardView()->width();
        QTest::keyClick(&w, Qt::Key_F9);
        QVERIFY(!arbiter->isVisible());
        QVERIFY(!w.moveListPanel()->isVisible());
        QTRY_VERIFY(w.boardView()->width() > boardWidth);  // the board takes the room
        QTest::keyClick(&w, Qt::Key_F9);
        QVERIFY(arbiter->isVisible());
    }

    void fullScreen() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
    }

    // Orca+F11 switches between reading a table's cell and its whole row (the move list). Qt
    // acts on a shortcut before its bridge passes the key to Orca, and Orca's modifier (Insert)
    // never reaches Qt: F11 as a shortcut went full screen instead.
    void f11IsLeftToTheScreenReader() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAccessible::setActive(true);
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
        QCOMPARE(w.displayModes()->fullScreen->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));  // what the menu shows
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QAccessible::setActive(false);
        QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
    }
};

QTEST_MAIN(TestDisplayModes)
#include "tst_displaymodes.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
