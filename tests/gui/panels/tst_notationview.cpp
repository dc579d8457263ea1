// The notation view shows comments, NAG glyphs and variations of a loaded game; a click on a
// variation's move shows the position after it (nothing is played), a click on a main-line
// move browses to it, and the edited comment of the shown move is what Save writes.
#include <QAccessible>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include "app/models/movelistmodel.h"
#include "core/board/fen.h"
#include "gui/guitestutil.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"

using namespace remis;
using namespace remis::gui;

class TestNotationView : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    // Issue 21, item 4: one Tab stop, the arrow keys go from move to move in the order they
    // are printed (variations included, not the window's main-line browsing), and a screen
    // reader hears each move in words.
    void arrowKeysStepThroughTheMovesInWords() {
        auto window = test::shownMainWindow();
        app::GameController* c = window->controller();
        QVERIFY(c->loadPgnText(QStringLiteral("[Event \"E\"]\n\n1. e4 e5 2. Nf3 {Develops} Nc6 "
                                              "(2... d6 {Philidor} 3. d4) 3. Bb5 *\n"))
                    .ok());
        NotationView* view = window->notationView();
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QAccessibleInterface* list = QAccessible::queryAccessibleInterface(view);
        QCOMPARE(list->role(), QAccessible::List);
        QCOMPARE(list->text(QAccessible::Name), QStringLiteral("Game notation"));
        QCOMPARE(list->childCount(), 8);  // the start and seven moves
        const QStringList said{QStringLiteral("Start position"),
                               QStringLiteral("1. White pawn e2 to e4"),
                               QStringLiteral("1. Black pawn e7 to e5"),
                               QStringLiteral("2. White knight g1 to f3; comment: Develops"),
                               QStringLiteral("2. Black knight b8 to c6"),
                               QStringLiteral("2. Black pawn d7 to d6; comment: Philidor"),
                               QStringLiteral("3. White pawn d2 to d4"),
                               QStringLiteral("3. White bishop f1 to b5")};
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(list->child(i)->text(QAccessible::Name), said[i]);
            QCOMPARE(list->child(i)->role(), QAccessible::ListItem);
            QCOMPARE(list->indexOfChild(list->child(i)), i);
        }
        QCOMPARE(list->focusChild()->text(QAccessible::Name), said[7]);  // the game's last move
        // Each step is sent to the screen reader as a focus event on that item (moveFocused
        // is emitted with it; offscreen there is no accessibility bridge to catch the event).
        QSignalSpy focused(view, &NotationView::moveFocused);
        // Home, then Right through every move, one past the end (said again, not silent).
        const auto press = [&](Qt::Key key, int index) {
            focused.clear();
            QTest::keyClick(view, key);
            QVERIFY(view->hasFocus());
            QCOMPARE(view->shownNode(), view->moves()[std::size_t(index)]);
            QCOMPARE(focused.size(), 1);
            QCOMPARE(focused.front().front().toInt(), index);
            QCOMPARE(list->focusChild()->text(QAccessible::Name), said[index]);
            QVERIFY(list->focusChild()->state().focused);
        };
        press(Qt::Key_Home, 0);
        QCOMPARE(c->navigator().shownPly(), 0);
        for (int i = 1; i < 8; ++i) press(Qt::Key_Right, i);
        press(Qt::Key_Right, 7);
        // Left from 3. Bb5 is the variation's 3. d4 as printed, not the main line's 2...Nc6.
        press(Qt::Key_Left, 6);
        QVERIFY(c->navigator().isInVariation());
        press(Qt::Key_Up, 5);
        press(Qt::Key_Down, 6);
        press(Qt::Key_End, 7);
        QVERIFY(!c->navigator().isInVariation());
        QCOMPARE(c->navigator().shownPly(), 5);
        // One Tab stop: Tab leaves the notation, Shift+Tab comes back to it.
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(!view->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QVERIFY(view->hasFocus());
        // The move list's cells are read in words too; the number once, in its own cell (Orca
        // reads a whole row when the row changes: "Move 2. White knight g1 to f3. ...").
        QTableView* table = window->moveListPanel()->table();
        auto* model = static_cast<app::MoveListModel*>(table->model());
        QCOMPARE(model->indexForPly(3).data(Qt::AccessibleTextRole).toString(),
                 QStringLiteral("White knight g1 to f3"));
        QAccessibleTableInterface* cells =
            QAccessible::queryAccessibleInterface(table)->tableInterface();
        QCOMPARE(cells->cellAt(1, app::MoveListModel::WhiteColumn)->text(QAccessible::Name),
                 QStringLiteral("White knight g1 to f3"));
        QCOMPARE(cells->cellAt(1, app::MoveListModel::NumberColumn)->text(QAccessible::Name),
                 QStringLiteral("Move 2"));
    }

    // Two comments after one move (the arbiter's note, then "Result corrected from ..." that
    // Correct the Result adds) are two remarks: shown and heard apart, not run together.
    void separateCommentsStayApart() {
        MainWindow window;
        app::GameController* c = window.controller();
        QVERIFY(c->loadPgnText(QStringLiteral("[Event \"E\"]\n\n1. e4 {arbiter note} "
                                              "{Result corrected} e5 *\n"))
                    .ok());
        NotationView* view = window.notationView();
        const QString text = view->toPlainText().simplified();
        QVERIFY2(text.contains(QString::fromUtf8("arbiter note \u00b7 Result corrected")),
                 qPrintable(text));
        QCOMPARE(view->spokenMove(c->record().nodeOfPly(1)),
                 QStringLiteral("1. White pawn e2 to e4; comment: arbiter note; Result corrected"));
    }

    void showsAnnotationsAndFollowsClicks() {
        MainWindow window;
        app::GameController* c = window.controller();
        QVERIFY(c
                    ->loadPgnText(QStringLiteral(
                        "[Event \"E\"]\n\n{Intro} 1. e4 e5 2. Nf3 $1 {Develops} Nc6 (2... d6 "
                        "{Philidor} 3. d4) 3. Bb5 $6 *\n"))
                    .ok());
        NotationView* view = window.notationView();
        const QString text = view->toPlainText();
        for (const char* part :
             {"Intro", "2.Nf3!", "Develops", "2...Nc6", "(2...d6", "Philidor", "3.Bb5?!"})
            QVERIFY2(text.simplified()
                         .remove(QLatin1Char(' '))
                         .contains(QString::fromUtf8(part).remove(QLatin1Char(' '))),
                     qPrintable(text));
        // The variation move 3. d4 (after 2... d6): its position, off the main line.
        const PgnGame& tree = c->record().tree();
        NodeId d4 = NoNode;
        for (NodeId id = 0; id < NodeId(tree.nodes.size()); ++id)
            if (tree.node(id).san == "d4") d4 = id;
        QVERIFY(d4 != NoNode);
        view->showNode(d4);
        QVERIFY(c->navigator().isInVariation());
        QCOMPARE(c->navigator().fen(),
                 QStringLiteral("rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3"));
        QCOMPARE(view->shownNode(), d4);
        QCOMPARE(c->ply(), 5);  // nothing was played
        // A main-line move: browsing as the move list does.
        view->showNode(c->record().nodeOfPly(2));
        QVERIFY(!c->navigator().isInVariation());
        QCOMPARE(c->navigator().shownPly(), 2);
        // The comment of the shown move, edited, is saved.
        c->setComment(view->shownNode(), QStringLiteral("Symmetry"));
        QVERIFY(c->pgnText().contains(QLatin1String("e5 {Symmetry}")));
        QVERIFY(view->toPlainText().contains(QLatin1String("Symmetry")));
        QVERIFY(window.isWindowModified());
    }
};

QTEST_MAIN(TestNotationView)
#include "tst_notationview.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
