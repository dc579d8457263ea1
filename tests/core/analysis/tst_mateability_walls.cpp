// Walls that are dead before they are complete (issue 23 part 5; FIDE 5.2.2, 6.9): pawns that
// can still step into the wall, pawns in front of the wall that a king or a piece may take,
// a piece roaming behind the wall. Each dead one must be proven "no" for both sides, in quick
// mode (the arbiter after every move) and in full mode, by the locked-pawn proof; each near
// miss (a lever, a pawn that can take, a king or piece that can reach a breakable point, a
// piece that a pawn can take and then promote) must never be called dead.
#include <QtTest>

#include <cstring>
#include <fstream>
#include <string>

#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/rules/game.h"
#include "testutil.h"

using namespace remis;

namespace {

const char* name(Mateability m) {
    return m == Mateability::Yes ? "yes" : m == Mateability::No ? "no" : "unknown";
}

bool replaysToMate(Position pos, Color side, const std::vector<Move>& line) {
    for (Move m : line) {
        if (!legalMoves(pos).contains(m)) return false;
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
    return isCheckmate(pos) && pos.sideToMove() != side;
}

// A line of /proc/self/status ("VmRSS:", "VmHWM:") in MB; -1 where the kernel does not say.
double statusMegabytes(const char* field) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind(field, 0) == 0) return std::stod(line.substr(std::strlen(field))) / 1024;
    return -1;
}

// Linux: writing 5 to clear_refs sets the peak (VmHWM) back to what is resident now.
bool resetPeakMemory() {
    std::ofstream refs("/proc/self/clear_refs");
    return bool(refs << "5" << std::flush);
}

}  // namespace

class TestMateabilityWalls : public QObject {
    Q_OBJECT

private slots:
    void deadBeforeComplete_data();
    void deadBeforeComplete();
    void nearMisses_data();
    void nearMisses();
    void helpmatesBeyondTheWall_data();
    void helpmatesBeyondTheWall();
    void gameEndsWhereTheWallIsDead();
    void closureMemoryIsBounded();
};

void TestMateabilityWalls::deadBeforeComplete_data() {
    QTest::addColumn<QString>("fen");
    // The wall on a6/a7 ... g6/g7 holds every file; the white pawns on the second rank may still
    // step up to the black pawns of the fifth, which the white king may take: the a-pawn then
    // stops under its own pawn on a6. The kings never cross, no pawn ever takes.
    QTest::newRow("pawns may still step, the king may take")
        << "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1";
    QTest::newRow("the same, Black to move")
        << "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 b - - 0 1";
    // The same on the b, d, f and h files, with both pawns of a file still two steps apart.
    QTest::newRow("b/d/f/h files, two steps apart")
        << "4k3/1p1p1p1p/1P1P1P1P/8/1p1p1p1p/8/1P1P1P1P/4K3 w - - 0 1";
    // A light bishop roams behind the wall: every light square of the sixth rank holds a white
    // pawn, the black pawns stand on dark squares, and the black pawn on c3 only ever attacks
    // dark squares: it may be taken by the king, and then the c-pawn stops under c6.
    QTest::newRow("light bishop roaming behind the wall")
        << "1k6/p1p1p1p1/P1P1P1P1/8/8/2p5/2P5/4KB2 w - - 0 1";
    // The first wall with the colours reversed: the black king may take the white pawns on
    // the fourth rank, and the black pawns of the seventh stop over their own wall.
    QTest::newRow("colours reversed")
        << "4k3/p1p1p1p1/8/8/P1P1P1P1/p1p1p1p1/P1P1P1P1/1K6 b - - 0 1";
    // The light bishop on f7 roams the light squares behind Black's wall; Ka8 with Bb7 (guarded
    // by a6 and c6) would be mate, with a7 and b8 blocked. But Black's dark bishop on b8 is
    // entombed (a7 and c7 are its only squares, and nothing ever attacks b8), so Black's king
    // never passes it to a8, and on c8, e8 or g8 a dark flight square stays open. CHA's test
    // vectors (class --).
    QTest::newRow("a king shut out of the corner by its own entombed bishop")
        << "1b1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1";
}

void TestMateabilityWalls::deadBeforeComplete() {
    QFETCH(QString, fen);
    Position pos = testutil::position(fen);
    for (Color side : {White, Black}) {
        for (AnalysisMode mode : {AnalysisMode::Quick, AnalysisMode::Full}) {
            MateAnalysis a = analyseMateability(pos, side, mode);
            QVERIFY2(a.verdict == Mateability::No,
                     qPrintable(QString("%1, %2 mode: %3")
                                    .arg(side == White ? "white" : "black",
                                         mode == AnalysisMode::Quick ? "quick" : "full",
                                         name(a.verdict))));
            QCOMPARE(int(a.reason), int(MateReason::BlockedPawns));
        }
    }
    MateReason reason = MateReason::None;
    QVERIFY(isDeadPosition(pos, AnalysisMode::Quick, &reason));
    QCOMPARE(int(reason), int(MateReason::BlockedPawns));
    QVERIFY(isDeadPosition(pos, AnalysisMode::Full));
}

void TestMateabilityWalls::nearMisses_data() {
    QTest::addColumn<QString>("fen");
    // No pair on the h-file above: the king takes h4 and the h-pawn promotes.
    QTest::newRow("a king reaches a pawn that was holding a file")
        << "4k3/1p1p1p2/1P1P1P2/8/1p1p1p1p/8/1P1P1P1P/4K3 w - - 0 1";
    // c4 against b2-b3 and d2-d3: a lever.
    QTest::newRow("a pawn that can take")
        << "4k3/1p1p1p1p/1P1P1P1P/8/2pp1p1p/8/1P1P1P1P/4K3 w - - 0 1";
    // The dark bishop attacks the dark black pawns from b6 and d6, and c3 may take it on b2.
    QTest::newRow("a dark bishop breaks the wall")
        << "1k6/p1p1p1p1/P1P1P1P1/8/8/2p5/2P5/4K1B1 w - - 0 1";
    // No pair on the g-file and h-file above: the king walks round the wall.
    QTest::newRow("a gap in the wall") << "1k6/p1p1p3/P1P1P3/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1";
    // The light bishop may stand on b3, where a black pawn on a4 takes it and promotes.
    QTest::newRow("a piece a pawn can take")
        << "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4KB2 w - - 0 1";
    // a2-a4 just passed b4's attack: bxa3 en passant, and the pawn promotes.
    QTest::newRow("en passant") << "1k6/p1p1p1p1/P1P1P1P1/8/Pp6/8/2P1P1P1/4K3 b - a3 0 1";
    // The pawn on d5 stands in front of the wall and no pair holds the d-file above it.
    QTest::newRow("a pawn may pass in front of the wall")
        << "4k3/8/1p3p1p/1P3P1P/3p4/1p6/1P1P4/4K3 b - - 0 1";
    // A knight on b8 instead of the entombed bishop may step aside (Nd7) and come back once
    // Black's king is on a8: Bb7 mates; and it takes c6 or a6.
    QTest::newRow("a piece beside the corner that can step aside")
        << "1n1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1";
}

// Neither quick mode nor the proofs of "dead" may call these dead; where the side cannot be
// proven unable, the answer is "yes" or "unknown", never "no".
void TestMateabilityWalls::nearMisses() {
    QFETCH(QString, fen);
    Position pos = testutil::position(fen);
    QVERIFY(!isDeadPosition(pos, AnalysisMode::Quick));
    QVERIFY(!isDeadPosition(pos, AnalysisMode::Full));
    QuickDeadCheck check = quickDeadCheck(pos);
    for (Color side : {White, Black}) {
        QVERIFY(analyseMateability(pos, side, AnalysisMode::Quick).verdict != Mateability::No);
        QVERIFY(check.mate[side].verdict != Mateability::No);
    }
}

void TestMateabilityWalls::helpmatesBeyondTheWall_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("side");
    QTest::newRow("the h-pawn promotes")
        << "4k3/1p1p1p2/1P1P1P2/8/1p1p1p1p/8/1P1P1P1P/4K3 w - - 0 1" << int(White);
    QTest::newRow("the king walks round")
        << "1k6/p1p1p3/P1P1P3/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1" << int(White);
}

// Some near misses, with the helpmate the full analysis finds replayed here.
void TestMateabilityWalls::helpmatesBeyondTheWall() {
    QFETCH(QString, fen);
    QFETCH(int, side);
    Position pos = testutil::position(fen);
    MateAnalysis a = analyseMateability(pos, Color(side), AnalysisMode::Full);
    QCOMPARE(name(a.verdict), "yes");
    QVERIFY(replaysToMate(pos, Color(side), a.line));
}

// 5.2.2: the game ends the moment the position is dead, before the last pawn has stepped into
// the wall: the per-move check dates it at the start, not after a2-a4.
void TestMateabilityWalls::gameEndsWhereTheWallIsDead() {
    Game g(testutil::position("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1"));
    QVERIFY(g.isOver());
    QCOMPARE(g.outcome().termination, Termination::DeadPosition);
    QCOMPARE(g.outcome().ply, 0);
}

// The slowest of the 65,536 lichess positions (441,448 nodes, both sides' helpmates found
// after the closure ran to its cap of 400,000 positions) keeps about 60 bytes a position. The app's
// worker runs both sides' full analyses beside the board within the app's 80 MB; queuing whole
// positions (160 bytes each) and growing the tables by doubling took about 50 MB more.
void TestMateabilityWalls::closureMemoryIsBounded() {
    const Position pos = testutil::position("8/8/5k1p/5B1P/7K/8/8/8 w - - 21 48");
    if (testutil::UnderAddressSanitizer) QSKIP("AddressSanitizer holds memory of its own");
    const double before = statusMegabytes("VmRSS:");
    if (before < 0 || !resetPeakMemory()) QSKIP("the kernel does not report peak memory");
    for (Color side : {White, Black})
        QCOMPARE(name(analyseMateability(pos, side, AnalysisMode::Full).verdict), "yes");
    const double added = statusMegabytes("VmHWM:") - before;
    QVERIFY2(added < 40, qPrintable(QString("the analysis held %1 MB more").arg(added)));
}

QTEST_APPLESS_MAIN(TestMateabilityWalls)
#include "tst_mateability_walls.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
