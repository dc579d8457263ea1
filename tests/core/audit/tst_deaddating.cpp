// 5.2.2 dates a dead position where it arose (issue 23 part 5): a position whose every legal
// move leads into a dead position is dead itself, so the audit, `status` (Game) and the
// per-move check end the game there, not one ply later where the quick check first sees it.
#include <QtTest>

#include "core/audit/audit.h"
#include "core/board/movegen.h"
#include "core/pgn/reader.h"
#include "core/rules/game.h"
#include "testutil.h"

using namespace remis;

namespace {

// White's king stands in check from b3 and its only move takes the rook; then the white
// bishop is shut in behind b2 and d2, which it guards for ever, and no king crosses.
constexpr const char* OnlyMoveIntoAWall = "8/8/8/8/k7/1p1p4/KP1P4/1rB5 w - - 0 1";

// Locked pawns, White's bishops shut in behind them: dead; the per-move check proves it only
// after Black's a-pawn has stepped (1... a6), and every other move leads into a dead position
// too.
constexpr const char* EveryMoveIntoAWall = "8/p1p5/8/8/4p1p1/4PpP1/P1P2P1B/5kBK b - - 0 1";

std::vector<GameAudit> audit(const std::string& pgn) {
    std::vector<GameAudit> out;
    GameAuditor auditor(
        RuleSet::Fide, [&out](const GameAudit& a) { out.push_back(a); }, 1);
    PgnReader reader(auditor);
    (void)reader.readString(pgn);
    return out;
}

std::string gameFrom(const char* fen, const std::string& moves) {
    return "[Event \"t\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n\n" +
           moves + " *\n\n";
}

// 1... a6 and White's first legal move after it.
std::string pawnStepAndAMove() {
    Position pos = testutil::position(EveryMoveIntoAWall);
    pos = pos.after(*parseSan(pos, "a6"));
    return "1... a6 2. " + toSan(pos, legalMoves(pos).moves[0]);
}

}  // namespace

class TestDeadDating : public QObject {
    Q_OBJECT

private slots:
    void onlyMoveIntoAWallIsDeadAlready();
    void auditDatesTheOnlyMove();
    void auditDatesBackPastThePerMoveCheck();
    void statusDatesBackPastThePerMoveCheck();
};

// The per-move check sees the wall after Kxb1; the full analysis (flag fall, resignation)
// sees it one move ahead, and status dates the game's end back to the start.
void TestDeadDating::onlyMoveIntoAWallIsDeadAlready() {
    Position pos = testutil::position(OnlyMoveIntoAWall);
    for (Color side : {White, Black}) {
        MateAnalysis a = analyseMateability(pos, side, AnalysisMode::Full);
        QCOMPARE(int(a.verdict), int(Mateability::No));
    }
    Game g(pos);
    QVERIFY(!g.isOver());
    QVERIFY(g.play("Kxb1").ok());
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 1);
    QCOMPARE(g.settleDeadPosition(), std::optional<int>(1));
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 0);
}

void TestDeadDating::auditDatesTheOnlyMove() {
    const auto a = audit(gameFrom(OnlyMoveIntoAWall, "1. Kxb1 Ka5 2. Ka2"));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 0);
    QCOMPARE(a[0].events.size(), size_t(1));
    QCOMPARE(a[0].events[0].ply, 0);
    QCOMPARE(a[0].events[0].kind, AuditEventKind::DeadPosition);
}

// The per-move check proves the position after White's move dead; the audit walks back and
// finds the start dead already.
void TestDeadDating::auditDatesBackPastThePerMoveCheck() {
    Position pos = testutil::position(EveryMoveIntoAWall);
    QVERIFY(!isDeadPosition(pos, AnalysisMode::Quick));
    const auto a = audit(gameFrom(EveryMoveIntoAWall, pawnStepAndAMove()));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 0);
    QCOMPARE(a[0].events.size(), size_t(1));
    QCOMPARE(a[0].events[0].ply, 0);
    QCOMPARE(a[0].plies, 2);
}

// `status` (Game::settleDeadPosition) agrees: the move that the per-move check ended the game
// after is taken back.
void TestDeadDating::statusDatesBackPastThePerMoveCheck() {
    Position pos = testutil::position(EveryMoveIntoAWall);
    Game g(pos);
    QVERIFY(!g.isOver());
    QVERIFY(g.play("a6").ok());
    QVERIFY(g.isOver());
    QCOMPARE(g.outcome().ply, 1);
    QCOMPARE(g.settleDeadPosition(), std::optional<int>(1));
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 0);
    QCOMPARE(g.ply(), 0);
    QVERIFY(!g.settleDeadPosition());  // nothing earlier
}

QTEST_APPLESS_MAIN(TestDeadDating)
#include "tst_deaddating.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
