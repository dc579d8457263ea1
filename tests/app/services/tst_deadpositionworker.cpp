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

// The only move, Kxa1, leads into walls that the per-move check proves dead by walking their
// closure: it ends the game after the move, `status` at the start (5.2.2).
constexpr const char* OnlyMoveIntoAClosedWall = "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/rK6 w - - 0 1";

// After 1... g6 each of White's five moves stalemates Black: dead there (5.2.2), not
// stalemate a move later.
constexpr const char* BeforeEveryMoveStalemates = "7K/1P4p1/7k/6p1/6P1/8/8/8 b - - 0 1";

// Where `status` ends the game after these moves (Game::settleDeadPosition).
int statusEndPly(const char* fen, const QStringList& moves) {
    auto pos = parseFen(fen);
    Game game(*pos);
    for (const QString& m : moves) (void)game.play(m.toStdString());
    game.settleDeadPosition();
    return game.outcome().ply;
}

}  // namespace

class TestDeadPositionWorker : public QObject {
    Q_OBJECT

private slots:
    void workerFindsWhereItArose();
    void movesMadeMeanwhileAreTakenBack();
    void ordinaryPositionIsNotExamined();
    void slowFlagFallIsJudgedInTheWorker();
    void forcedMoveIntoAWallIsDatedAsStatusDates();
    void stalemateIsDatedAsStatusDates();
    void neitherCanMateEndsAsInStatus();
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

// The per-move check ends the game after Kxa1; the worker dates the end as `status` does, at
// the start, and the move is taken back.
void TestDeadPositionWorker::forcedMoveIntoAWallIsDatedAsStatusDates() {
    GameController c;
    QVERIFY(c.loadFen(OnlyMoveIntoAClosedWall).ok());
    QVERIFY(!c.hasEnded());
    QVERIFY(c.playText("Kxa1").ok());
    QVERIFY(c.hasEnded());  // the per-move check, one ply late
    QCOMPARE(c.outcome().ply, 1);
    QSignalSpy proven(&c, &GameController::deadPositionProven);
    c.waitForAnalysis();
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.outcome().ply, statusEndPly(OnlyMoveIntoAClosedWall, {"Kxa1"}));
    QCOMPARE(c.outcome().ply, 0);
    QCOMPARE(c.ply(), 0);
    QCOMPARE(proven.count(), 1);
    QCOMPARE(proven.at(0).at(0).toInt(), 0);
}

// Both moves are played before the worker reports: the stalemate that ends the game on the
// board gives way to the dead position a move before it, as in `status`.
void TestDeadPositionWorker::stalemateIsDatedAsStatusDates() {
    GameController c;
    QVERIFY(c.loadFen(BeforeEveryMoveStalemates).ok());
    QVERIFY(c.playText("g6").ok());
    QVERIFY(c.playText("Kg8").ok());
    QCOMPARE(c.outcome().termination, Termination::Stalemate);
    c.waitForAnalysis();
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.outcome().ply, statusEndPly(BeforeEveryMoveStalemates, {"g6", "Kg8"}));
    QCOMPARE(c.outcome().ply, 1);
    QCOMPARE(c.ply(), 1);
}

// 5.2.2: neither side can mate, which the per-side full analyses prove (status's
// can_checkmate "no" for both) though isDeadPosition(Full) does not probe it: the worker ends
// the game there, as `status` does.
void TestDeadPositionWorker::neitherCanMateEndsAsInStatus() {
    GameController c;
    QVERIFY(c.loadFen("1k6/1P5p/BP3p2/1P6/8/8/5PKP/8 b - - 0 1").ok());
    QVERIFY(!c.hasEnded());  // the per-move check does not see it
    c.waitForAnalysis();
    QVERIFY(c.hasEnded());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.outcome().result, GameResult::Draw);
    QCOMPARE(c.outcome().ply, 0);
}

QTEST_MAIN(TestDeadPositionWorker)
#include "tst_deadpositionworker.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
