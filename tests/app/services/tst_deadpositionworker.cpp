// 5.2.2 and 6.9 off the GUI thread (app/services/deadpositionworker.h, GameController): the
// full analysis runs in the worker; the game ends where a dead position arose, the moves
// made meanwhile are taken back with a message; a slow flag fall is judged in the worker
// while the board waits.
#include <QSignalSpy>
#include <QtTest>

#include "app/controller/gamecontroller.h"
#include "app/models/arbitermodel.h"
#include "app/services/deadpositionworker.h"
#include "core/board/fen.h"

using namespace remis;
using namespace remis::app;

namespace {

// Dead, but only the closure of the full analysis proves it (not the per-move check).
constexpr const char* ClosedFen = "8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1";

}  // namespace

class TestDeadPositionWorker : public QObject {
    Q_OBJECT

private slots:
    void workerFindsWhereItArose();
    void movesMadeMeanwhileAreTakenBack();
    void ordinaryPositionIsNotExamined();
    void slowFlagFallIsJudgedInTheWorker();
};

void TestDeadPositionWorker::workerFindsWhereItArose() {
    auto pos = parseFen(ClosedFen);
    QVERIFY(pos);
    Game game(*pos);
    QVERIFY(game.play("Kh3").ok());
    DeadPositionWorker worker;
    QSignalSpy found(&worker, &DeadPositionWorker::found);
    QSignalSpy checking(&worker, &DeadPositionWorker::checkingChanged);
    worker.examine(game);
    QVERIFY(worker.isChecking());
    worker.waitForIdle();
    QVERIFY(!worker.isChecking());
    QCOMPARE(found.count(), 1);
    auto f = found.at(0).at(0).value<DeadPositionFinding>();
    QCOMPARE(f.ply, 0);
    QCOMPARE(checking.count(), 2);  // on, off
}

void TestDeadPositionWorker::movesMadeMeanwhileAreTakenBack() {
    GameController c;
    ArbiterModel a(&c);
    QVERIFY(c.loadFen(ClosedFen).ok());
    QVERIFY(!c.hasEnded());  // the per-move check does not see it
    QVERIFY(c.isAnalysing());
    QCOMPARE(a.claimMessage().contains(QStringLiteral("Checking")), true);
    // Two moves are made before the proof arrives.
    QVERIFY(c.playText("Kh3").ok());
    QVERIFY(c.playText("Ke2").ok());
    QSignalSpy proven(&c, &GameController::deadPositionProven);
    QSignalSpy undone(&c, &GameController::moveUndone);
    c.waitForAnalysis();
    QVERIFY(c.hasEnded());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.outcome().ply, 0);
    QCOMPARE(c.ply(), 0);
    QCOMPARE(proven.count(), 1);
    QCOMPARE(proven.at(0).at(0).toInt(), 0);
    QCOMPARE(proven.at(0).at(1).toInt(), 2);
    QCOMPARE(undone.count(), 1);
    QVERIFY(a.isGameOver());
    QVERIFY2(a.claimMessage().contains(QStringLiteral("The game ended there; 2 move")),
             qPrintable(a.claimMessage()));
}

void TestDeadPositionWorker::ordinaryPositionIsNotExamined() {
    GameController c;
    QVERIFY(c.playMoves({"e4", "e5", "Nf3"}).ok());
    QVERIFY(!c.isAnalysing());
    c.waitForAnalysis();
    QVERIFY(!c.hasEnded());
    QCOMPARE(c.ply(), 3);
}

// 6.9: K+B+P v K+P, Black flags. Whether White can still mate takes the full analysis (most
// of a second): the board waits, the clock stopped, until the worker has judged.
void TestDeadPositionWorker::slowFlagFallIsJudgedInTheWorker() {
    GameController c;
    QVERIFY(c.loadFen("8/8/5k1p/5B1P/7K/8/8/8 b - - 21 48", RuleSet::Fide,
                      TimeControl::suddenDeath(60000))
                .ok());
    QVERIFY(c.flagFell(Black));
    QVERIFY(!c.hasEnded());
    QVERIFY(!c.canPlay());
    QVERIFY(c.isAnalysing());
    QVERIFY(!c.flagFell(White));  // one flag is judged at a time
    c.waitForAnalysis();
    QVERIFY(c.hasEnded());
    QVERIFY(!c.flagFell(Black));  // and a game is over once
    QCOMPARE(c.outcome().termination, Termination::Timeout);
    // "unknown" counts as able to mate (6.9: the flagged side loses unless proven otherwise)
    QCOMPARE(c.outcome().result, GameResult::WhiteWins);
}

QTEST_MAIN(TestDeadPositionWorker)
#include "tst_deadpositionworker.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
