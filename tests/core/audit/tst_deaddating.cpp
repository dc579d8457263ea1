// 5.2.2 dates a dead position where it arose (issue 23 part 5): a position whose every legal
// move leads into a dead position is dead itself, so the audit, `status` (Game) and the
// per-move check end the game there, not one ply later where the quick check first sees it.
#include <QtTest>

#include "core/audit/audit.h"
#include "core/board/movegen.h"
#include "core/pgn/reader.h"
#include "core/rules/deaddating.h"
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

// Each of White's five moves (b8=Q, R, B, N and Kg8) stalemates Black: no series of legal
// moves from here ends in a mate, so the position is dead (5.2.2), though the per-move check
// does not see it (five moves, a pawn that may promote).
constexpr const char* EveryMoveStalemates = "7K/1P6/6pk/6p1/6P1/8/8/8 w - - 0 1";

// One move before it: Black's g7-g6 leads into it, and Black may play otherwise (not dead).
constexpr const char* BeforeEveryMoveStalemates = "7K/1P4p1/7k/6p1/6P1/8/8/8 b - - 0 1";

// White's king is in check from a1 and must take the rook: then the walls are dead, which the
// per-move check proves by walking the closure of the positions reachable (a quick closure,
// not the locked-pawn proof).
constexpr const char* OnlyMoveIntoAClosedWall = "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/rK6 w - - 0 1";

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
    void everyMoveStalematesIsDead();
    void statusDatesAStalemateBack();
    void auditDatesAStalemateBack();
    void auditEndsWhereEveryMoveStalemates();
    void onlyMoveIntoAClosedWall();
    void neitherCanMateEndsTheGame();
    void neitherCanMateNeedsBothVerdicts();
    void neitherCanMateDatedBackOverMoves();
    void auditEndsADrawnGameWhereNeitherCanMate();
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

// 5.2.2: the position is dead at once, for `status` (Game::settleDeadPosition) with no move.
void TestDeadDating::everyMoveStalematesIsDead() {
    Position pos = testutil::position(EveryMoveStalemates);
    QVERIFY(!isDeadPosition(pos, AnalysisMode::Quick));
    const MoveList moves = legalMoves(pos);
    QCOMPARE(moves.size(), 5);
    for (Move m : moves) {
        Position next = pos.after(m);
        QVERIFY(!hasLegalMove(next) && !next.inCheck());
    }
    Game g(pos);
    QVERIFY(!g.isOver());
    QCOMPARE(g.settleDeadPosition(), std::optional<int>(0));
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 0);
}

// The stalemate the per-move check ends the game with came a move after the dead position: the
// game ended there (5.2.2), not by the stalemate (5.2.1) after it.
void TestDeadDating::statusDatesAStalemateBack() {
    Game g(testutil::position(BeforeEveryMoveStalemates));
    QVERIFY(g.play("g6").ok());
    QVERIFY(!g.isOver());
    QVERIFY(g.play("Kg8").ok());
    QCOMPARE(g.outcome().termination, Termination::Stalemate);
    QCOMPARE(g.outcome().ply, 2);
    QCOMPARE(g.settleDeadPosition(), std::optional<int>(1));
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 1);
    QCOMPARE(g.ply(), 1);
    QVERIFY(!g.settleDeadPosition());  // nothing earlier: Black could have played otherwise
}

void TestDeadDating::auditDatesAStalemateBack() {
    const auto a = audit(gameFrom(BeforeEveryMoveStalemates, "1... g6 2. Kg8"));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 1);
    QCOMPARE(a[0].events.size(), size_t(1));  // no stalemate after the end
    QCOMPARE(a[0].events[0].ply, 1);
    QCOMPARE(a[0].events[0].kind, AuditEventKind::DeadPosition);
}

// A record that stops at the position (a draw agreed there, a game still going on): the audit
// ends it there too.
void TestDeadDating::auditEndsWhereEveryMoveStalemates() {
    const auto a = audit(gameFrom(BeforeEveryMoveStalemates, "1... g6"));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 1);
}

// The per-move check proves the wall after Kxa1 (by its closure); status and the audit date
// it at the start, and status finds the start dead with no move played.
void TestDeadDating::onlyMoveIntoAClosedWall() {
    Position pos = testutil::position(OnlyMoveIntoAClosedWall);
    QVERIFY(!isDeadPosition(pos, AnalysisMode::Quick));
    MateReason reason = MateReason::None;
    QVERIFY(isDeadPosition(pos.after(*parseSan(pos, "Kxa1")), AnalysisMode::Quick, &reason));
    QCOMPARE(int(reason), int(MateReason::ExhaustiveSearch));
    Game g(pos);
    QVERIFY(g.play("Kxa1").ok());
    QCOMPARE(g.outcome().ply, 1);
    QCOMPARE(g.settleDeadPosition(), std::optional<int>(1));
    QCOMPARE(g.outcome().ply, 0);
    Game still(pos);
    QCOMPARE(still.settleDeadPosition(), std::optional<int>(0));
    QCOMPARE(still.outcome().termination, Termination::DeadPosition);
    const auto a = audit(gameFrom(OnlyMoveIntoAClosedWall, "1. Kxa1"));
    QCOMPARE(a[0].endedByRules.ply, 0);
}

namespace {

// Neither side can mate (the full analysis of each walks every position reachable), but
// isDeadPosition(Full) skips it: the walls do not look closed to its closure probe.
constexpr const char* NeitherCanMate = "1k6/1P5p/BP3p2/1P6/8/8/5PKP/8 b - - 0 1";

}  // namespace

// 5.2.2: the per-side verdicts "no" (status's can_checkmate) end the game as dead where
// Game::settleDeadPosition proves nothing, and the app's worker finds the same.
void TestDeadDating::neitherCanMateEndsTheGame() {
    Game game(testutil::position(NeitherCanMate));
    QVERIFY(!game.settleDeadPosition());
    QVERIFY(!game.isOver());
    QVERIFY(maySettleDeadPosition(game));  // the app's worker examines it
    Game copy = game;
    const MateAnalysis white = analyseMateability(game.position(), White, AnalysisMode::Full);
    const MateAnalysis black = analyseMateability(game.position(), Black, AnalysisMode::Full);
    QCOMPARE(white.verdict, Mateability::No);
    QCOMPARE(black.verdict, Mateability::No);
    QCOMPARE(endDeadByVerdicts(game, white, black), std::optional<int>(0));
    QCOMPARE(game.outcome().termination, Termination::DeadPosition);
    QCOMPARE(game.outcome().result, GameResult::Draw);
    QCOMPARE(game.outcome().ply, 0);
    QVERIFY(!endDeadByVerdicts(game, white, black));  // over already
    auto found = settleDeadPositionFullFinding(copy);
    QVERIFY(found);
    QCOMPARE(found->ply, 0);
    QCOMPARE(found->key, game.position().key());
}

// Only two proofs end it: a verdict that is not "no" (here the initial position's) ends nothing.
void TestDeadDating::neitherCanMateNeedsBothVerdicts() {
    Game game(testutil::position(NeitherCanMate));
    const MateAnalysis no = analyseMateability(game.position(), White, AnalysisMode::Full);
    const MateAnalysis yes =
        analyseMateability(Position::startPosition(), White, AnalysisMode::Full);
    QCOMPARE(yes.verdict, Mateability::Yes);
    QVERIFY(!endDeadByVerdicts(game, no, yes));
    QVERIFY(!endDeadByVerdicts(game, yes, no));
    QVERIFY(!game.isOver());
}

// The moves played after it (1... h6 2. h3) do not move the date: the walk-back from the
// position the per-side verdicts prove dead asks the same full analyses of the positions
// before it (isDeadPosition(Full) alone stops at ply 1, and dated the game at ply 2).
void TestDeadDating::neitherCanMateDatedBackOverMoves() {
    Game game(testutil::position(NeitherCanMate));
    QVERIFY(game.play("h6").ok());
    QVERIFY(game.play("h3").ok());
    QVERIFY(!isDeadPosition(testutil::position(NeitherCanMate), AnalysisMode::Full));
    QVERIFY(isDeadByFullAnalysis(testutil::position(NeitherCanMate)));
    const MateAnalysis white = analyseMateability(game.position(), White, AnalysisMode::Full);
    const MateAnalysis black = analyseMateability(game.position(), Black, AnalysisMode::Full);
    QCOMPARE(endDeadByVerdicts(game, white, black), std::optional<int>(2));
    QCOMPARE(game.outcome().ply, 0);
    const auto a = audit(gameFrom(NeitherCanMate, "1... h6 2. h3"));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 0);
}

// 5.2.2 ends the game whatever was recorded: a game recorded as drawn (or unfinished) that
// reached such a position gets its dead_position event too, at the ply where it arose.
void TestDeadDating::auditEndsADrawnGameWhereNeitherCanMate() {
    std::string drawn = gameFrom(NeitherCanMate, "1... h6 2. h3");
    drawn.replace(drawn.find("[Result \"*\"]"), 12, "[Result \"1/2-1/2\"]");
    const auto a = audit(drawn);
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 0);
    QCOMPARE(a[0].events.size(), size_t(1));
    QCOMPARE(a[0].events[0].kind, AuditEventKind::DeadPosition);
    QVERIFY(a[0].resultReason.empty());
    QCOMPARE(a[0].plies, 2);
}

QTEST_APPLESS_MAIN(TestDeadDating)
#include "tst_deaddating.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
