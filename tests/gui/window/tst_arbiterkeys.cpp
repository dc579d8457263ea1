// The arbiter's decisions by keyboard and screen reader (testers: a blind player with Orca):
// "Claim with a move..." leaves the focus in the move box, so that the move can be typed at
// once, and is read as a toggle button, not a check box; the claims, Accept and Decline are
// menu items with keys, enabled exactly when the panel's buttons are; the counts are said on
// request.
#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/movedispatcher.h"
#include "gui/board/moveentry.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/window/announcer.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

class TestArbiterKeys : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    app::GameController* game() const { return m_window->controller(); }
    MainActions* actions() const { return m_window->actions(); }
    QPushButton* button(const char* name) const { return child(m_window->arbiterPanel(), name); }

    // Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1: Black's Ng8 would make the start position stand a third
    // time (9.2.1).
    void toTheThirdTimeButOne() {
        for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"})
            QVERIFY(game()->playText(m).ok());
    }

    // Every menu action stands as its button does.
    void compareWithButtons() {
        const std::pair<QAction*, const char*> pairs[] = {
            {actions()->claimThreefold, "claimThreefoldButton"},
            {actions()->claimFifty, "claimFiftyButton"},
            {actions()->claimWithMove, "claimWithMoveButton"},
            {actions()->acceptDraw, "acceptDrawButton"},
            {actions()->declineDraw, "declineDrawButton"}};
        for (const auto& [action, name] : pairs) {
            QVERIFY2(action->isEnabled() == button(name)->isEnabled(), name);
            QVERIFY2(action->isChecked() == button(name)->isChecked(), name);
        }
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() {
        m_window = shownMainWindow();
        QApplication::setActiveWindow(m_window.get());
    }
    void cleanup() { m_window.reset(); }

    // The prompt says "show the move on the board, or type it in the move box": after the
    // button, typing Ng8 and Enter makes the claim (it did nothing: the board had the focus).
    void typedRightAfterClaimWithAMove() {
        toTheThirdTimeButOne();
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        QVERIFY(m_window->dispatcher()->isClaimMode());
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        QTRY_VERIFY(edit->hasFocus());
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Ng8"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::ThreefoldRepetition);
    }

    // Clicks on the board still make the claim while the move box has the focus.
    void shownOnTheBoardAfterClaimWithAMove() {
        toTheThirdTimeButOne();
        QTest::mouseClick(button("claimWithMoveButton"), Qt::LeftButton);
        clickMove(m_window->boardView(), "f6g8");
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::ThreefoldRepetition);
    }

    // Orca said "check box, not checked": a button named without its dots, whose description
    // says it is a toggle and whether it is pressed.
    void claimWithAMoveIsReadAsAToggleButton() {
        QPushButton* toggle = button("claimWithMoveButton");
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(toggle);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Button);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Claim with a move"));
        const auto description = [iface] { return iface->text(QAccessible::Description); };
        QVERIFY2(description().startsWith(QLatin1String("Toggle button, not pressed.")),
                 qPrintable(description()));
        QVERIFY(!iface->state().pressed);
        toggle->click();
        QVERIFY2(description().startsWith(QLatin1String("Toggle button, pressed.")),
                 qPrintable(description()));
        QVERIFY2(description().contains(QLatin1String("9.2.1")), qPrintable(description()));
        QVERIFY(iface->state().pressed);
    }

    // Game menu: the claims, Accept and Decline, enabled and checked as the buttons are, at
    // each step; their keys do what the buttons do.
    void menuItemsFollowTheButtons() {
        compareWithButtons();
        QVERIFY(!actions()->claimThreefold->isEnabled());
        QVERIFY(!actions()->acceptDraw->isEnabled());
        for (const char* m : {"e4", "e5", "Nf3"}) QVERIFY(game()->playText(m).ok());
        QVERIFY(game()->offerDraw(White));  // both have moved: Black may accept (5.2.3)
        compareWithButtons();
        QVERIFY(actions()->acceptDraw->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!game()->offerAddressee());
        compareWithButtons();
        QVERIFY(!actions()->declineDraw->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->dispatcher()->isClaimMode());
        compareWithButtons();
        QVERIFY(actions()->claimWithMove->isChecked());
        QTest::keyClick(m_window->moveEntry()->lineEdit(), Qt::Key_Escape);
        QVERIFY(!m_window->dispatcher()->isClaimMode());
        compareWithButtons();
        for (const char* m : {"Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3"})
            QVERIFY(game()->playText(m).ok());  // after 2.Nf3 for the third time
        compareWithButtons();
        QVERIFY(actions()->claimThreefold->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::ThreefoldRepetition);
        compareWithButtons();
        QVERIFY(!actions()->claimWithMove->isEnabled());
    }

    // Accept by its key: the draw by agreement.
    void acceptByKey() {
        for (const char* m : {"e4", "e5", "Nf3"}) QVERIFY(game()->playText(m).ok());
        QVERIFY(game()->offerDraw(White));
        actions()->acceptDraw->trigger();
        QVERIFY(game()->hasEnded());
        QCOMPARE(game()->outcome().termination, Termination::Agreement);
    }

    // The counts, painted as bars, are said on request (as Ctrl+T says the clocks).
    void theCountsAreSaid() {
        toTheThirdTimeButOne();
        actions()->readCounts->trigger();
        const QString said = m_window->announcer()->lastAnnouncement();
        QVERIFY2(said.contains(QLatin1String("Fifty-move count: 7 of 100 plies")),
                 qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("Repetitions of this position: 2 of 3")),
                 qPrintable(said));
    }
};

QTEST_MAIN(TestArbiterKeys)
#include "tst_arbiterkeys.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
