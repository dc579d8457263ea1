// MoveListModel: incremental rows, Black-first games, draw-offer and claim marks, browsing
// marks, take-back, all under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/models/movelistmodel.h"

using namespace remis;
using namespace remis::app;

namespace {
// Every test runs with the model tester attached.
struct Fixture {
    GameController c;
    MoveListModel m{&c};
    QAbstractItemModelTester tester{&m, QAbstractItemModelTester::FailureReportingMode::QtTest};
};
}  // namespace

class TestMoveListModel : public QObject {
    Q_OBJECT
private slots:
    void rowsAppendedIncrementally();
    void blackMovesFirst();
    void marks();
    void plyRoleAndCurrent();
    void testerThroughEverything();
};

void TestMoveListModel::rowsAppendedIncrementally() {
    Fixture f;
    auto& [c, m, tester] = f;
    QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QVERIFY(c.playText("e4").ok());
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(m.rowCount(), 1);
    QVERIFY(c.playText("e5").ok());
    QCOMPARE(inserted.count(), 1);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(m.rowCount(), 1);
    QVERIFY(c.playText("Nf3").ok());
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m.data(m.index(0, 0)).toString(), QStringLiteral("1."));
    QCOMPARE(m.data(m.index(0, 1)).toString(), QStringLiteral("e4"));
    QCOMPARE(m.data(m.index(0, 2)).toString(), QStringLiteral("e5"));
    QCOMPARE(m.data(m.index(1, 1)).toString(), QStringLiteral("Nf3"));
    QCOMPARE(m.data(m.index(1, 2)).toString(), QString());
    QCOMPARE(m.headerData(1, Qt::Horizontal).toString(), QStringLiteral("White"));
}

void TestMoveListModel::blackMovesFirst() {
    Fixture f;
    auto& [c, m, tester] = f;
    QVERIFY(c.loadFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12").ok());
    QCOMPARE(m.rowCount(), 0);
    QVERIFY(c.playText("Nf6").ok());
    QCOMPARE(m.rowCount(), 1);
    QCOMPARE(m.data(m.index(0, 0)).toString(), QStringLiteral("12."));
    QCOMPARE(m.data(m.index(0, 1)).toString(), QStringLiteral("…"));
    QCOMPARE(m.data(m.index(0, 1), PlyRole).toInt(), -1);
    QCOMPARE(m.data(m.index(0, 2)).toString(), QStringLiteral("Nf6"));
    QCOMPARE(m.data(m.index(0, 2), PlyRole).toInt(), 1);
    QVERIFY(c.playText("Nc3").ok());
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.data(m.index(1, 0)).toString(), QStringLiteral("13."));
    QCOMPARE(m.indexForPly(2), m.index(1, 1));
}

void TestMoveListModel::marks() {
    Fixture f;
    auto& [c, m, tester] = f;
    QVERIFY(c.playText("e4").ok());
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    c.offerDraw(White);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m.data(m.index(0, 1)).toString(), QStringLiteral("e4 (=)"));
    QCOMPARE(m.data(m.index(0, 1), DrawOfferRole).toBool(), true);
    QCOMPARE(m.data(m.index(0, 1), SanRole).toString(), QStringLiteral("e4"));
    // An incorrect claim with a move marks that move.
    c.claim(ClaimKind::Threefold, Move(parseSquare('e', '7'), parseSquare('e', '5')));
    QCOMPARE(m.data(m.index(0, 2), ClaimRole).toBool(), true);
    QVERIFY(m.data(m.index(0, 2)).toString().startsWith(QStringLiteral("e5")));
    QVERIFY(m.data(m.index(0, 2)).toString().contains(QStringLiteral("(claim)")));
}

void TestMoveListModel::plyRoleAndCurrent() {
    Fixture f;
    auto& [c, m, tester] = f;
    QVERIFY(c.playMoves({"e4", "e5", "Nf3"}).ok());
    QCOMPARE(m.plyAt(m.index(1, 1)), 3);
    QCOMPARE(m.plyAt(m.index(1, 2)), -1);
    QCOMPARE(m.plyAt(m.index(0, 0)), -1);
    QCOMPARE(m.data(m.index(1, 1), IsCurrentRole).toBool(), true);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    c.navigator().showPly(2);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m.data(m.index(0, 2), IsCurrentRole).toBool(), true);
    QCOMPARE(m.data(m.index(1, 1), IsCurrentRole).toBool(), false);
}

void TestMoveListModel::testerThroughEverything() {
    Fixture f;
    auto& [c, m, tester] = f;
    c.newGame(RuleSet::Casual);
    QVERIFY(c.playMoves({"e4", "e5", "Nf3", "Nc6", "Bb5"}).ok());
    c.navigator().showPly(1);
    c.navigator().showPly(0);
    c.navigator().showLatest();
    QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
    QVERIFY(c.takeBack());  // Bb5: its row goes
    QCOMPARE(removed.count(), 1);
    QCOMPARE(m.rowCount(), 2);
    QVERIFY(c.takeBack());  // Nc6: the row stays, the cell empties
    QCOMPARE(removed.count(), 1);
    QCOMPARE(m.data(m.index(1, 2)).toString(), QString());
    QVERIFY(c.loadFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30").ok());
    QVERIFY(c.playMoves({"Kd7", "e4", "Kd6"}).ok());
    QCOMPARE(m.rowCount(), 2);
    c.newGame();
    QCOMPARE(m.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestMoveListModel)
#include "tst_movelistmodel.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
