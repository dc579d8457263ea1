// BoardModel: roles, selection and promotion checks, and that only changed cells are
// reported; every test runs with QAbstractItemModelTester attached.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/models/boardmodel.h"
#include "testutil.h"

using namespace remis;
using namespace remis::app;

namespace {
using testutil::sq;

// Every test runs with the model tester attached, so each change the test makes is checked
// against QAbstractItemModel's contract too.
struct Fixture {
    GameController c;
    BoardModel m{&c};
    QAbstractItemModelTester tester{&m, QAbstractItemModelTester::FailureReportingMode::QtTest};
};
}  // namespace

class TestBoardModel : public QObject {
    Q_OBJECT
private slots:
    void layoutAndRoles();
    void onlyChangedCellsReported();
    void selection();
    void promotion();
    void checkAndBrowsing();
    void testerWhilePlaying();
    void moveListOncePerPosition();
};

void TestBoardModel::layoutAndRoles() {
    Fixture f;
    auto& [c, m, tester] = f;
    QCOMPARE(m.rowCount(), 8);
    QCOMPARE(m.columnCount(), 8);
    QModelIndex a8 = m.index(0, 0);
    QCOMPARE(m.data(a8, PieceRole).toString(), QStringLiteral("bR"));
    QCOMPARE(m.data(a8, SquareRole).toInt(), sq("a8"));
    QCOMPARE(m.data(a8, SquareNameRole).toString(), QStringLiteral("a8"));
    QCOMPARE(m.data(a8, IsLightSquareRole).toBool(), true);
    QModelIndex e1 = m.indexOf(sq("e1"));
    QCOMPARE(e1.row(), 7);
    QCOMPARE(e1.column(), 4);
    QCOMPARE(m.data(e1, PieceRole).toString(), QStringLiteral("wK"));
    QCOMPARE(BoardModel::squareAt(e1), sq("e1"));
    QCOMPARE(m.data(m.indexOf(sq("e4")), PieceRole).toString(), QString());
    QVERIFY(m.roleNames().contains(PieceRole));
    // What a screen reader says for a square (the board view's cells are accessible children).
    QCOMPARE(m.data(e1, Qt::AccessibleTextRole).toString(), QStringLiteral("e1, white king"));
    QCOMPARE(m.data(a8, Qt::AccessibleTextRole).toString(), QStringLiteral("a8, black rook"));
    QCOMPARE(m.data(m.indexOf(sq("e4")), Qt::AccessibleTextRole).toString(),
             QStringLiteral("e4, empty"));
}

void TestBoardModel::onlyChangedCellsReported() {
    Fixture f;
    auto& [c, m, tester] = f;
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QVERIFY(c.playText("e4").ok());
    QCOMPARE(changed.count(), 2);  // e2 and e4
    QVERIFY(c.playText("e5").ok());
    QCOMPARE(changed.count(), 6);  // e2/e4 lose the last-move mark, e7/e5 gain it
    QVERIFY(c.playText("Nf3").ok());
    QCOMPARE(m.data(m.indexOf(sq("f3")), IsLastMoveRole).toBool(), true);
    QCOMPARE(m.data(m.indexOf(sq("g1")), IsLastMoveRole).toBool(), true);
    c.newGame();
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m.data(m.indexOf(sq("g1")), PieceRole).toString(), QStringLiteral("wN"));
}

void TestBoardModel::selection() {
    Fixture f;
    auto& [c, m, tester] = f;
    QSignalSpy selected(&m, &BoardModel::selectionChanged);
    QVERIFY(!m.select(sq("e7")));  // not White's piece
    QVERIFY(!m.select(sq("e4")));  // empty
    QVERIFY(!m.select(sq("a1")));  // no legal move
    QCOMPARE(selected.count(), 0);
    QVERIFY(m.select(sq("e2")));
    QCOMPARE(selected.count(), 1);
    QCOMPARE(m.selectedSquare(), sq("e2"));
    QList<Square> targets = m.legalTargets();
    std::sort(targets.begin(), targets.end());
    QCOMPARE(targets, (QList<Square>{sq("e3"), sq("e4")}));
    QCOMPARE(m.data(m.indexOf(sq("e4")), IsLegalTargetRole).toBool(), true);
    QCOMPARE(m.data(m.indexOf(sq("e5")), IsLegalTargetRole).toBool(), false);
    QCOMPARE(m.data(m.indexOf(sq("e2")), IsSelectedRole).toBool(), true);
    QVERIFY(m.isLegalTarget(sq("g1"), sq("f3")));
    QVERIFY(!m.needsPromotion(sq("e2"), sq("e4")));
    QVERIFY(c.play(m.moveFor(sq("e2"), sq("e4"))).ok());
    QVERIFY(!m.hasSelection());
    QCOMPARE(m.data(m.indexOf(sq("e3")), IsLegalTargetRole).toBool(), false);
}

void TestBoardModel::promotion() {
    Fixture f;
    auto& [c, m, tester] = f;
    QVERIFY(c.loadFen("1n5k/P7/8/8/8/8/8/K7 w - - 0 1").ok());
    QVERIFY(m.needsPromotion(sq("a7"), sq("a8")));
    QVERIFY(m.needsPromotion(sq("a7"), sq("b8")));
    QVERIFY(!m.needsPromotion(sq("a1"), sq("a2")));
    QVERIFY(m.select(sq("a7")));
    QCOMPARE(m.data(m.indexOf(sq("b8")), IsCaptureTargetRole).toBool(), true);
    QCOMPARE(m.data(m.indexOf(sq("a8")), IsCaptureTargetRole).toBool(), false);
    QCOMPARE(m.data(m.indexOf(sq("a8")), IsLegalTargetRole).toBool(), true);
    Move knight = m.moveFor(sq("a7"), sq("b8"), Knight);
    QVERIFY(knight.isPromotion());
    QCOMPARE(knight.promotion(), Knight);
    QVERIFY(c.play(knight).ok());
    QCOMPARE(m.data(m.indexOf(sq("b8")), PieceRole).toString(), QStringLiteral("wN"));
    QCOMPARE(m.data(m.indexOf(sq("b8")), IsCaptureTargetRole).toBool(), false);
}

// A click-click move asks the model for targets, legality and promotion several times; the
// shown position's move list is generated once for it, and once more for the next position.
void TestBoardModel::moveListOncePerPosition() {
    Fixture f;
    auto& [c, m, tester] = f;
    const int before = m.moveListsGenerated();
    QVERIFY(m.select(sq("g1")));
    QVERIFY(m.isLegalTarget(sq("g1"), sq("f3")));
    QVERIFY(!m.needsPromotion(sq("g1"), sq("f3")));
    QCOMPARE(m.legalTargets().size(), 2);
    Move move = m.moveFor(sq("g1"), sq("f3"));
    QCOMPARE(m.moveListsGenerated() - before, 1);
    QVERIFY(c.play(move).ok());
    QVERIFY(m.select(sq("g8")));
    QVERIFY(m.isLegalTarget(sq("g8"), sq("f6")));
    QCOMPARE(m.moveListsGenerated() - before, 2);
}

void TestBoardModel::checkAndBrowsing() {
    Fixture f;
    auto& [c, m, tester] = f;
    QVERIFY(c.playMoves({"e4", "f5", "Qh5+"}).ok());
    QCOMPARE(m.data(m.indexOf(sq("e8")), IsCheckRole).toBool(), true);
    c.navigator().showPly(1);
    QCOMPARE(m.data(m.indexOf(sq("e8")), IsCheckRole).toBool(), false);
    QCOMPARE(m.data(m.indexOf(sq("f7")), PieceRole).toString(), QStringLiteral("bP"));
    QCOMPARE(m.data(m.indexOf(sq("e4")), IsLastMoveRole).toBool(), true);
    QVERIFY(!m.select(sq("g7")));  // moves only at the latest position
    c.navigator().showLatest();
    QVERIFY(m.select(sq("g7")));
    c.navigator().showPly(0);  // browsing drops the selection
    QVERIFY(!m.hasSelection());
}

void TestBoardModel::testerWhilePlaying() {
    Fixture f;
    auto& [c, m, tester] = f;
    c.newGame(RuleSet::Casual);
    QVERIFY(c.playMoves({"e4", "d5", "exd5", "Qxd5", "Nc3"}).ok());
    QVERIFY(m.select(sq("d5")));
    c.navigator().showPly(2);
    c.navigator().showLatest();
    QVERIFY(c.takeBack());
    QVERIFY(c.takeBack());
    QVERIFY(c.loadFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").ok());
    QVERIFY(c.playText("e4").ok());
    c.newGame();
}

QTEST_GUILESS_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
