// Accessibility: what a screen reader gets. Each board square is an accessible child named
// "e4, white pawn" / "e4, empty"; the keyboard cursor is reported as the focused square; moves,
// claims, offers and the end of the game are announced in the status line and spoken through
// a live region (tst_heard has the details); and Tab reaches the
// board, the move box, the move list, the navigation buttons and the arbiter's controls and
// counters.
#include <QAbstractButton>
#include <QAccessible>
#include <QLineEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "gui/board/boardaccessible.h"
#include "gui/board/moveentry.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/movelistpanel.h"
#include "gui/window/announcer.h"

using namespace remis;
using namespace remis::gui;

namespace {

// What the status bar's accessible name was set to, in order: the live region's announcements.
// (The events that carry them to AT-SPI are sent only while a screen reader is active, which
// the offscreen platform cannot be; scripts/a11y-tree checks them over AT-SPI under Xvfb.)
QStringList announced(QSignalSpy& spy) {
    QStringList texts;
    for (const QList<QVariant>& args : spy) texts << args.at(0).toString();
    return texts;
}

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void squaresAreNamedChildren() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.boardView());
        QVERIFY(board);
        QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Chess board"));
        QVERIFY(!board->text(QAccessible::Description).isEmpty());  // how to use the keys
        QCOMPARE(board->childCount(), 64);
        // No table interface: Orca reads a table's whole row whenever the row changes, eight
        // squares for every Up or Down, and never the square the cursor is on (a blind tester).
        QVERIFY(!board->tableInterface());
        QCOMPARE(board->child(0)->text(QAccessible::Name), QStringLiteral("a8, black rook"));
        QCOMPARE(board->child(BoardAccessible::childIndex(test::sq("e1")))->text(QAccessible::Name),
                 QStringLiteral("e1, white king"));
        QAccessibleInterface* e4 = board->child(BoardAccessible::childIndex(test::sq("e4")));
        QCOMPARE(e4->text(QAccessible::Name), QStringLiteral("e4, empty"));
        QCOMPARE(e4->role(), QAccessible::Cell);
        QCOMPARE(e4->parent(), board);
        QVERIFY(!e4->tableCellInterface());
        QCOMPARE(board->indexOfChild(e4), BoardAccessible::childIndex(test::sq("e4")));
        // Where it is on screen, both ways.
        const QRect r = e4->rect();
        QCOMPARE(r.size(), w.boardView()->squareRect(test::sq("e4")).size());
        QCOMPARE(board->childAt(r.center().x(), r.center().y()), e4);
        // The names follow the game; the "press" action plays like two clicks.
        test::clickMove(w.boardView(), "e2e4");
        QCOMPARE(e4->text(QAccessible::Name), QStringLiteral("e4, white pawn"));
        QAccessibleActionInterface* press =
            board->child(BoardAccessible::childIndex(test::sq("e7")))->actionInterface();
        QVERIFY(press);
        press->doAction(QAccessibleActionInterface::pressAction());
        QVERIFY(board->child(BoardAccessible::childIndex(test::sq("e7")))
                    ->state()
                    .selected);  // the pawn picked up
        board->child(BoardAccessible::childIndex(test::sq("e5")))
            ->actionInterface()
            ->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(w.controller()->game().ply(), 2);
        QCOMPARE(board->child(BoardAccessible::childIndex(test::sq("e5")))->text(QAccessible::Name),
                 QStringLiteral("e5, black pawn"));
    }

    void keyboardCursorIsTheFocusedSquare() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardView* view = w.boardView();
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view);
        QVERIFY(!board->focusChild());          // no cursor yet: the board itself has the focus
        QTest::keyClick(view, Qt::Key_Return);  // the cursor starts on White's king
        QCOMPARE(board->focusChild()->text(QAccessible::Name), QStringLiteral("e1, white king"));
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(board->focusChild()->text(QAccessible::Name), QStringLiteral("e2, white pawn"));
        QVERIFY(board->focusChild()->state().focused);
    }

    void movesClaimsOffersAndEndingsAreAnnounced() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStatusBar* bar = w.statusBar();
        QSignalSpy spy(w.announcer(), &Announcer::announced);
        test::clickMove(w.boardView(), "f2f3");
        QCOMPARE(w.announcer()->lastAnnouncement(), QStringLiteral("White pawn f2 to f3"));
        QCOMPARE(bar->currentMessage(), w.announcer()->lastAnnouncement());  // seen and heard
        QCOMPARE(QAccessible::queryAccessibleInterface(bar)->text(QAccessible::Name),
                 w.announcer()->lastAnnouncement());
        QVERIFY(announced(spy).contains(w.announcer()->lastAnnouncement()));
        // An offer.
        w.arbiterPanel()->offerDraw(Black);
        QVERIFY2(
            w.announcer()->lastAnnouncement().contains(QLatin1String("draw"), Qt::CaseInsensitive),
            qPrintable(w.announcer()->lastAnnouncement()));
        QVERIFY(announced(spy).contains(w.announcer()->lastAnnouncement()));
        // A claim that fails, then a game that ends (Fool's mate).
        const QString offer = w.announcer()->lastAnnouncement();
        w.controller()->claim(ClaimKind::Threefold);
        QVERIFY(w.announcer()->lastAnnouncement() != offer);
        QCOMPARE(w.announcer()->lastAnnouncement(), bar->currentMessage());
        QVERIFY2(w.announcer()->lastAnnouncement().contains(QLatin1String("threefold"),
                                                            Qt::CaseInsensitive),
                 qPrintable(w.announcer()->lastAnnouncement()));
        for (const char* uci : {"e7e5", "g2g4", "d8h4"}) test::clickMove(w.boardView(), uci);
        QVERIFY(w.controller()->hasEnded());
        const QStringList heard = announced(spy);
        QVERIFY2(heard.contains(QStringLiteral("Black queen d8 to h4, checkmate")),
                 qPrintable(heard.join(QLatin1Char('\n'))));
        QVERIFY2(heard.last().contains(QLatin1String("checkmate"), Qt::CaseInsensitive),
                 qPrintable(heard.last()));
    }

    // A demonstration's set-up moves come many at once: one announcement, not one per move.
    void setUpMovesAreNotAnnouncedOneByOne() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy spy(w.announcer(), &Announcer::announced);
        QVERIFY(w.loadDemo(QStringLiteral("knights-threefold")));
        QVERIFY(w.controller()->game().ply() >= 4);
        const QStringList heard = announced(spy);
        QVERIFY2(heard.size() == 1 && heard.front().startsWith(QLatin1String("Demonstration")),
                 qPrintable(heard.join(QLatin1Char('\n'))));
    }

    void tabReachesEveryControl() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Moves played and one taken back in view, so that every navigation button is enabled.
        for (const char* uci : {"e2e4", "e7e5", "g1f3"}) test::clickMove(w.boardView(), uci);
        w.controller()->navigator().showPrevious();
        QList<QWidget*> wanted{w.boardView(), w.moveEntry()->lineEdit(),
                               w.moveListPanel()->findChild<QTableView*>()};
        for (QToolButton* b : w.moveListPanel()->findChildren<QToolButton*>()) wanted << b;
        for (QAbstractButton* b : w.arbiterPanel()->findChildren<QAbstractButton*>())
            if (b->isVisibleTo(&w) && b->isEnabled()) wanted << b;
        for (QProgressBar* bar : w.arbiterPanel()->findChildren<QProgressBar*>()) wanted << bar;
        QVERIFY(wanted.size() >= 3 + 4 + 4 + 4);
        w.boardView()->setFocus();
        QTRY_VERIFY(w.boardView()->hasFocus());
        QList<QWidget*> reached{QApplication::focusWidget()};
        for (int i = 0; i < 200; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* now = QApplication::focusWidget();
            if (now == w.boardView()) break;  // round the whole chain
            reached << now;
        }
        QStringList missing;
        for (QWidget* widget : wanted)
            if (!reached.contains(widget))
                missing << widget->objectName() + QLatin1Char('/') + widget->accessibleName();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
        // In a sensible order: the board column, then the move list, then the arbiter.
        QVERIFY(reached.indexOf(w.moveEntry()->lineEdit()) < reached.indexOf(wanted[2]));
        QVERIFY(reached.indexOf(wanted[2]) < reached.indexOf(wanted.back()));
        // Every Tab stop has a name for the screen reader.
        QStringList unnamed;
        for (QWidget* widget : reached) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
            if (iface && iface->text(QAccessible::Name).isEmpty())
                unnamed << QString::fromLatin1(widget->metaObject()->className()) +
                               QLatin1Char('/') + widget->objectName();
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1String(", "))));
    }

    // Found by a tester: the counters were no Tab stops, so a keyboard or screen-reader user
    // could not reach them. Each is one now, named by its count and described by the
    // group's sentence, both following the game while it has the focus.
    void countersAreTabStopsReadingTheCounts() {
        auto w = test::shownMainWindow();
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8"})
            test::clickMove(w->boardView(), uci);
        auto* fifty = test::child<QProgressBar>(w->arbiterPanel(), "fiftyBar");
        auto* threefold = test::child<QProgressBar>(w->arbiterPanel(), "threefoldBar");
        w->boardView()->setFocus();
        QTRY_VERIFY(w->boardView()->hasFocus());
        for (int i = 0; i < 100 && QApplication::focusWidget() != fifty; ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), fifty);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(fifty);
        QVERIFY(iface->state().focusable && iface->state().focused);
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Fifty-move count: 4 of 100 plies, claim at 100"));
        QVERIFY(!iface->text(QAccessible::Description).isEmpty());
        QTest::keyClick(fifty, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(),
                 test::child<QProgressBar>(w->arbiterPanel(), "seventyFiveBar"));
        for (int i = 0; i < 10 && QApplication::focusWidget() != threefold; ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), threefold);
        iface = QAccessible::queryAccessibleInterface(threefold);
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Repetitions of this position: 2 of 3, claim at 3"));
        const QString before = iface->text(QAccessible::Description);
        QVERIFY(!before.isEmpty());
        w->controller()->navigator().showPrevious();  // the counts of the position shown
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Repetitions of this position: 1 of 3, claim at 3"));
        QVERIFY(iface->text(QAccessible::Description) != before);
    }

    // The counters' tooltips are set again for another rule set; a rich tooltip otherwise
    // becomes the description (PlainDescriptions), which then no longer read the counts.
    void countersKeepTheirDescriptionUnderAnotherRuleSet() {
        auto w = test::shownMainWindow();
        auto* fifty = test::child<QProgressBar>(w->arbiterPanel(), "fiftyBar");
        auto* threefold = test::child<QProgressBar>(w->arbiterPanel(), "threefoldBar");
        const QString halfmove = fifty->accessibleDescription();
        const QString repetition = threefold->accessibleDescription();
        QVERIFY(!halfmove.isEmpty() && !repetition.isEmpty());
        for (RuleSet rules : {RuleSet::Uscf, RuleSet::Fide}) {
            w->controller()->newGame(rules);
            QCOMPARE(fifty->accessibleDescription(), halfmove);
            QCOMPARE(threefold->accessibleDescription(), repetition);
        }
    }

    // The arbiter's four counters are told apart by name, each with its meaning.
    void progressBarsHaveTheirOwnNames() {
        MainWindow w;
        QStringList names;
        for (QProgressBar* bar : w.arbiterPanel()->findChildren<QProgressBar*>())
            names << QAccessible::queryAccessibleInterface(bar)->text(QAccessible::Name);
        QCOMPARE(names.size(), 4);
        names.removeDuplicates();
        QCOMPARE(names.size(), 4);
        QVERIFY(names.contains(QStringLiteral("Fifty-move count: 0 of 100 plies, claim at 100")));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
