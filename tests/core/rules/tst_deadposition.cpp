// 5.2.2 in the game record: a dead position proven by the full analysis ends the game where
// it arose, and the moves made after it are taken back (core/rules/game.h,
// findDeadPosition in core/rules/arbiter.h).
#include <QtTest>

#include "core/board/fen.h"
#include "core/rules/game.h"

using namespace remis;

namespace {

// Locked pawns, the white king walks behind its pawns, the black bishop is shut in on g1:
// dead, but only the closure of the full analysis proves it.
constexpr const char* ClosedFen = "8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1";

Game gameFrom(const char* fen) {
    auto pos = parseFen(fen);
    if (!pos) qFatal("bad FEN %s", fen);
    return Game(*pos);
}

}  // namespace

class TestDeadPosition : public QObject {
    Q_OBJECT

private slots:
    void settleEndsWhereItAroseAndTakesBack();
    void findingForAnotherLineIsIgnored();
    void notDeadIsLeftAlone();
    void perMoveCheckSeesLockedWalls();
};

void TestDeadPosition::settleEndsWhereItAroseAndTakesBack() {
    Game g = gameFrom(ClosedFen);
    QVERIFY(!g.isOver());  // the per-move check does not prove it
    for (const char* m : {"Kh3", "Ke2", "Kh4"}) QVERIFY(g.play(m).ok());
    auto takenBack = g.settleDeadPosition();
    QVERIFY(takenBack);
    QCOMPARE(*takenBack, 3);
    QCOMPARE(g.ply(), 0);
    QVERIFY(g.isOver());
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().result, GameResult::Draw);
    QCOMPARE(g.outcome().ply, 0);
    QCOMPARE(g.ruling().canMate[White], Mateability::No);
    QCOMPARE(g.ruling().canMate[Black], Mateability::No);
    QVERIFY(!g.settleDeadPosition());  // over: nothing more to settle
}

void TestDeadPosition::findingForAnotherLineIsIgnored() {
    Game g = gameFrom(ClosedFen);
    QVERIFY(g.play("Kh3").ok());
    DeadPositionFinding wrong{1, MateReason::ExhaustiveSearch, g.position().key() ^ 1};
    QVERIFY(!g.endByDeadPosition(wrong));
    QVERIFY(!g.isOver());
    DeadPositionFinding beyond{5, MateReason::ExhaustiveSearch, g.position().key()};
    QVERIFY(!g.endByDeadPosition(beyond));
    DeadPositionFinding right{1, MateReason::ExhaustiveSearch, g.position().key()};
    QCOMPARE(g.endByDeadPosition(right), std::optional<int>(0));
    QCOMPARE(g.outcome().ply, 1);
}

void TestDeadPosition::notDeadIsLeftAlone() {
    Game g;
    for (const char* m : {"e4", "e5", "Nf3"}) QVERIFY(g.play(m).ok());
    QVERIFY(!g.settleDeadPosition());
    QCOMPARE(g.ply(), 3);
    QVERIFY(!g.isOver());
    // K+N v K+P is not dead (a helpmate exists).
    Game n = gameFrom("8/8/8/4k3/4p3/4N3/4K3/8 w - - 0 1");
    QVERIFY(!n.settleDeadPosition());
}

// The quick check after every move sees the walls of the issue: a pawn still free to step
// into the wall, a king in check from a wall pawn, and a wall whose last pawn step is still
// to come (the game is dated from the first dead position, issue 23 part 5).
void TestDeadPosition::perMoveCheckSeesLockedWalls() {
    Game a = gameFrom("3k4/8/p5p1/P1p1p1Pp/2P1P2P/P3K3/8/8 b - - 0 56");
    QCOMPARE(a.outcome().termination, Termination::DeadPosition);
    Game b = gameFrom("8/8/kp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1");
    QCOMPARE(b.outcome().termination, Termination::DeadPosition);
    // One move before: 55...Kd8 56.g5 ends it at ply 1.
    Game c = gameFrom("3k4/8/p5p1/P1p1p2p/2P1P1PP/P3K3/8/8 w - - 1 56");
    QVERIFY(!c.isOver());
    QVERIFY(c.play("g5").ok());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.outcome().ply, 1);
    // White's only move is h5, which completes the wall: dead already before it (5.2.2: no
    // series of legal moves leads to mate), so the game ends at ply 0, not after h5.
    Game d = gameFrom("8/4k3/p6p/P1p2p2/KpP2PpP/1P4P1/8/8 w - - 0 1");
    QCOMPARE(d.outcome().termination, Termination::DeadPosition);
    QCOMPARE(d.outcome().ply, 0);
    // Black to move one ply earlier: every king move leads to that wall or to one like it.
    Game e = gameFrom("4k3/8/p6p/P1p2p2/KpP2PpP/1P4P1/8/8 b - - 0 1");
    QCOMPARE(e.outcome().termination, Termination::DeadPosition);
    QCOMPARE(e.outcome().ply, 0);
}

QTEST_APPLESS_MAIN(TestDeadPosition)
#include "tst_deadposition.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
