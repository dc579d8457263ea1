// The dead-position analyser (core/analysis/mateability.h): can each side still checkmate?
//
// - every case of tests/data/rulings-examples.jsonl that says who can mate (can_checkmate,
//   or flag_fall: a loss on time means the opponent can mate), one named row each;
// - positions built to tempt a wrong "no" (underpromotion helpmates, K+N v K+P, a rook pawn
//   with the wrong bishop, pieces behind a pawn wall, the position CHA 2.6.1 got wrong);
// - the proofs of "no" (material, forced lines, locked pawns, entombed pieces);
// - the lichess sample (tests/data/unwinnability-sample.txt): never a "no" where the class
//   says the side can mate, every "yes" line replays to mate, >= 99.9 % decided in full mode,
//   and quick mode proves every "no" the class gives;
// - quick mode stays cheap: an ordinary position is not searched.
//
// "no" is checked in quick mode (what the arbiter runs after every move) and in full mode;
// "yes" must come with a line that this test replays itself.
#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "testutil.h"

using namespace remis;

Q_DECLARE_METATYPE(remis::MateReason)

namespace {

// Expected answer for one side: "yes", "no", or "any" (not checked), optionally with the
// reason a "no" must give.
struct Expect {
    QString white, black;
};

Position fromFen(const QString& fen) {
    return testutil::position(fen);
}

// Replays the line with the core's own move generator.
bool replaysToMate(const Position& start, Color side, const std::vector<Move>& line, QString* why) {
    Position pos = start;
    for (size_t i = 0; i < line.size(); ++i) {
        if (!legalMoves(pos).contains(line[i])) {
            *why = QString("move %1 (%2) is illegal")
                       .arg(i + 1)
                       .arg(QString::fromStdString(toUci(line[i])));
            return false;
        }
        Position::Undo undo;
        pos.makeMove(line[i], undo);
    }
    if (!isCheckmate(pos) || pos.sideToMove() == side) {
        *why = "the line does not end in a checkmate by the side";
        return false;
    }
    return true;
}

const char* name(Mateability m) {
    return m == Mateability::Yes ? "yes" : m == Mateability::No ? "no" : "unknown";
}

// Checks one side against "yes" / "no" in both modes.
void checkSide(const Position& pos, Color side, const QString& want) {
    const char* who = side == White ? "white" : "black";
    MateAnalysis quick = analyseMateability(pos, side, AnalysisMode::Quick);
    MateAnalysis full = analyseMateability(pos, side, AnalysisMode::Full);
    if (want == "no") {
        QVERIFY2(full.verdict == Mateability::No,
                 qPrintable(QString("%1: full mode says %2").arg(who, name(full.verdict))));
        QVERIFY2(quick.verdict == Mateability::No,
                 qPrintable(QString("%1: quick mode says %2").arg(who, name(quick.verdict))));
    } else if (want == "yes") {
        QVERIFY2(quick.verdict != Mateability::No,
                 qPrintable(QString("%1: quick mode says no (unsound)").arg(who)));
        QVERIFY2(full.verdict == Mateability::Yes,
                 qPrintable(QString("%1: full mode says %2").arg(who, name(full.verdict))));
        QString why;
        QVERIFY2(replaysToMate(pos, side, full.line, &why),
                 qPrintable(QString("%1: %2").arg(who, why)));
        QVERIFY(isHelpmateLine(pos, side, full.line));
        if (quick.verdict == Mateability::Yes)
            QVERIFY2(replaysToMate(pos, side, quick.line, &why), qPrintable(why));
    }
}

// The current row's fen, and the verdict expected for each side (yes / no / any).
void checkBothSides() {
    QFETCH(QString, fen);
    QFETCH(QString, white);
    QFETCH(QString, black);
    Position pos = fromFen(fen);
    checkSide(pos, White, white);
    checkSide(pos, Black, black);
}

}  // namespace

class TestMateability : public QObject {
    Q_OBJECT

private slots:
    void rulingsExamples_data();
    void rulingsExamples();
    void tempting_data();
    void tempting();
    void proofs_data();
    void proofs();
    void chaUnsoundPosition();
    void lichessSample();
    void quickModeIsCheap();
    void helpmateLineCheck();
    void deadPosition();
};

// Every rulings case that says who can (or cannot) mate, after its moves.
void TestMateability::rulingsExamples_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    QFile file(REMIS_TEST_DATA "/rulings-examples.jsonl");
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int rows = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        const QJsonObject c = QJsonDocument::fromJson(text).object();
        const QJsonObject expect = c["expect"].toObject();
        QString want[2] = {"any", "any"};
        const QJsonObject mate = expect["can_checkmate"].toObject();
        const QJsonObject flag = expect["flag_fall"].toObject();
        for (Color s : {White, Black}) {
            const char* key = s == White ? "white" : "black";
            if (mate.contains(key)) want[s] = mate[key].toString();
            // 6.9: if `s` flags and loses, the opponent can mate; a draw, it cannot.
            const QString result = flag[key].toString();
            const QString loss = s == White ? "0-1" : "1-0";
            if (result == loss)
                want[~s] = "yes";
            else if (result == "1/2-1/2")
                want[~s] = "no";
        }
        if (want[0] == "any" && want[1] == "any") continue;
        auto start = parseFen(c["fen"].toString().toStdString());
        QVERIFY(start);
        Position pos = *start;
        for (const QJsonValue& m : c["moves"].toArray()) {
            auto move = parseMove(pos, m.toString().toStdString());
            QVERIFY(move);
            pos = pos.after(*move);
        }
        QTest::newRow(qPrintable(c["id"].toString()))
            << QString::fromStdString(toFen(pos)) << want[0] << want[1];
        ++rows;
    }
    QVERIFY(rows >= 14);
}

void TestMateability::rulingsExamples() {
    checkBothSides();
}

// Positions that tempt a shortcut into a wrong "no". Each side: yes / no / any.
void TestMateability::tempting_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    // Underpromotion helpmates: only a knight or bishop promotion mates.
    QTest::newRow("F02 exf8=N# after ...Qb8 Kf7 Bh8 e7 Qf8+")
        << "8/4K2k/4P2p/8/3b1q2/8/8/8 b - - 0 1"
        << "yes"
        << "yes";
    QTest::newRow("defender must promote to a blocker (K+N v K+P)")
        << "8/8/8/4k3/4p3/4N3/4K3/8 w - - 0 1"
        << "yes"
        << "yes";
    QTest::newRow("K+N v K+P, pawn far from promotion") << "8/p7/8/8/3k4/8/8/N3K3 w - - 0 1"
                                                        << "yes"
                                                        << "yes";
    QTest::newRow("K+B v K+P: the pawn becomes the blocker") << "8/8/8/8/4k3/8/p7/B3K3 w - - 0 1"
                                                             << "yes"
                                                             << "yes";
    // The rook pawn with the wrong bishop is a draw with best play, not a dead position.
    QTest::newRow("rook pawn, wrong bishop, king in the corner")
        << "7k/8/6K1/7P/8/8/8/3B4 w - - 0 1"
        << "yes"
        << "no";
    QTest::newRow("rook pawn, wrong bishop, Black to move") << "7k/8/8/6KP/8/8/4B3/8 b - - 0 1"
                                                            << "yes"
                                                            << "no";
    // Minor pieces that can mate with the defender's help.
    QTest::newRow("K+B v K+N") << "8/8/3k4/8/3n4/8/3KB3/8 w - - 0 1"
                               << "yes"
                               << "yes";
    QTest::newRow("K+N v K+R (the rook blocks)") << "8/8/4k3/r7/8/3NK3/8/8 w - - 0 1"
                                                 << "yes"
                                                 << "any";
    QTest::newRow("K+N v K+Q+R (the rook blocks)") << "8/8/4k3/r6q/8/3NK3/8/8 w - - 0 1"
                                                   << "yes"
                                                   << "any";
    QTest::newRow("K+B v K+B opposite colours") << "8/8/4k3/8/3b4/4K3/8/5B2 w - - 0 1"
                                                << "yes"
                                                << "yes";
    QTest::newRow("K+B v K+Q+P: the pawn may promote to a knight")
        << "8/8/4k3/1p6/8/1q6/4K3/5B2 w - - 0 1"
        << "yes"
        << "yes";
    // A queen or a bishop behind a pawn wall can break it.
    QTest::newRow("C10 queen behind a wall") << "8/2k5/8/PpPpPpPp/1P1P1P1P/4Q3/2K5/8 w - - 0 1"
                                             << "yes"
                                             << "yes";
    QTest::newRow("queen and bishop behind a wall") << "4k3/8/8/p2p2p1/P2P2P1/8/8/2B1KQ2 w - - 0 1"
                                                    << "yes"
                                                    << "yes";
    QTest::newRow("queen behind a wall, bishop in front")
        << "4k3/8/1b6/p2p2p1/P2P2P1/8/8/4KQ2 w - - 0 1"
        << "yes"
        << "yes";
    QTest::newRow("bishop behind a wall reaches a pawn")
        << "4k3/8/8/p2p2p1/P2P2P1/8/8/4KB2 w - - 0 1"
        << "yes"
        << "any";
    QTest::newRow("wall with a free pawn break") << "4k3/8/8/p2p2pp/P2P2P1/8/7P/4K3 w - - 0 1"
                                                 << "yes"
                                                 << "yes";
    QTest::newRow("wall, kings can reach a loose pawn") << "4k3/8/8/p2p3p/P2P2P1/8/8/4K3 w - - 0 1"
                                                        << "yes"
                                                        << "yes";
    // One pawn fewer than the locked walls of proofs(): each time a mate exists.
    QTest::newRow("near miss: forced into the wall, b3 gone")
        << "8/4k3/p6p/P1p2p2/KpP2PpP/6P1/8/8 w - - 0 1"
        << "yes"
        << "yes";
    QTest::newRow("near miss: bishop behind a gap, b6 gone")
        << "8/8/B5p1/kP1p2P1/p1pP1p2/P1P1KP2/8/8 w - - 0 1"
        << "yes"
        << "yes";
    // One blocker more than in the "one blocker short" proofs: Kh8, bishops on g8 and h7, and
    // White's dark bishop checks along the long diagonal.
    QTest::newRow("near miss: entombed knight, two blockers")
        << "1k6/4B3/2p2bb1/1pPp3p/pP1Pp1pP/P3PpP1/2K2P2/7N w - - 0 1"
        << "yes"
        << "any";
    QTest::newRow("near miss: bishop behind the wall, two blockers")
        << "3B4/1k3b1b/2p1p1p1/1pPpPpPp/pP1P1P1P/P7/8/4K3 w - - 0 1"
        << "yes"
        << "any";
    // A knight checks a boxed king where a bishop cannot: Nb3 is mate.
    QTest::newRow("near miss: boxed king, a knight to check it")
        << "8/1p1p3n/1PpP2k1/1pKp4/1P1P4/8/8/6B1 w - - 0 1"
        << "any"
        << "yes";
    // Two light bishops block g8 and h7: Kh8 and a dark bishop on the long diagonal.
    QTest::newRow("near miss: boxed king, two blockers")
        << "8/1p1p3b/1PpP2k1/1pKp4/1P1P4/8/8/6Bb w - - 0 1"
        << "yes"
        << "no";
    QTest::newRow("near miss: king inside the wall, a5 gone")
        << "1k6/8/p2p1p1p/1p1PpP1P/1PpK2p1/2P1P1P1/8/8 w - - 0 1"
        << "yes"
        << "yes";
    // Long helpmates that the full analysis found, lost after b693e68 (the look-ahead took its
    // nodes from the helpmate searches' share) and found again (CHA's test vectors, class WB).
    // The light bishops shuffle until a6 is unguarded, Black's king takes it and the a-pawn
    // promotes (about 35 moves each).
    QTest::newRow("entombed bishops let a pawn go")
        << "2B1B1B1/pBpBpBp1/P1P1P1P1/4k3/8/8/4K3/8 w - - 0 1"
        << "any"
        << "yes";
    // Both kings walk round; White's b-pawn breaks through after Black's king takes b5.
    QTest::newRow("a wall broken by a king on each side")
        << "6kR/4p1p1/1p2P1P1/1P2p3/1P2P3/1P2p1p1/4P1P1/5BK1 b - - 0 1"
        << "yes"
        << "yes";
}

void TestMateability::tempting() {
    checkBothSides();
}

// "No" with the proof each position needs; `reason` is the full mode's reason.
void TestMateability::proofs_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("side");
    QTest::addColumn<MateReason>("reason");
    QTest::newRow("bare king") << "8/8/4k3/8/8/4K3/8/8 w - - 0 1" << int(White)
                               << MateReason::BareKing;
    QTest::newRow("K+N v K") << "8/8/4k3/8/8/4K3/8/6N1 w - - 0 1" << int(White)
                             << MateReason::InsufficientMaterial;
    QTest::newRow("bishops of one colour, both sides")
        << "8/8/4k3/8/2b5/4K3/8/5B2 w - - 0 1" << int(White) << MateReason::InsufficientMaterial;
    QTest::newRow("K+N v K+Q") << "8/8/8/8/8/4N1K1/8/4q1k1 w - - 2 69" << int(White)
                               << MateReason::KnightAgainstQueens;
    QTest::newRow("K+N v K+Q+Q") << "5Q2/8/7Q/1K5n/8/7k/8/8 b - - 0 70" << int(Black)
                                 << MateReason::KnightAgainstQueens;
    QTest::newRow("K+B v K+R") << "1b1k4/8/4R3/8/2K5/8/8/8 b - - 7 68" << int(Black)
                               << MateReason::BishopsOfOneColour;
    QTest::newRow("K+B v K+Q") << "8/1B6/8/8/8/5qk1/3K4/8 w - - 1 86" << int(White)
                               << MateReason::BishopsOfOneColour;
    QTest::newRow("K+B+B same colour v K+R+B same colour")
        << "8/8/2b2k2/8/3r4/1B2K3/8/5B2 w - - 0 1" << int(White) << MateReason::BishopsOfOneColour;
    QTest::newRow("D01 forced recapture")
        << "3k4/3Q4/8/8/8/2K5/8/8 b - - 0 1" << int(White) << MateReason::ForcedLine;
    QTest::newRow("E01 forced Kxa2")
        << "8/8/8/8/8/2k5/p7/K7 w - - 0 1" << int(Black) << MateReason::ForcedLine;
    QTest::newRow("forced Kxh5 leaves K+B")
        << "8/8/8/7p/5k1K/8/8/5b2 w - - 0 52" << int(Black) << MateReason::ForcedLine;
    QTest::newRow("C01 wall a/d/g")
        << "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1" << int(White) << MateReason::BlockedPawns;
    QTest::newRow("wall b/e/g/h") << "8/8/3k3p/1p2p1pP/1P2P1P1/8/2K5/8 b - - 88 93" << int(Black)
                                  << MateReason::BlockedPawns;
    QTest::newRow("wall, Black's dark bishops locked out")
        << "7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - - 0 1" << int(Black)
        << MateReason::BlockedPawns;
    // TCEC S24 Cup 11 testing, Stash v Stockfish (tests/data/tcec-locked-wall.pgn), after
    // 56.g5: the a3 pawn may still step to a4, into the wall; dead from here.
    QTest::newRow("pawn still to advance into the wall")
        << "3k4/8/p5p1/P1p1p1Pp/2P1P2P/P3K3/8/8 b - - 0 56" << int(White)
        << MateReason::BlockedPawns;
    QTest::newRow("pawn still to advance into the wall, Black")
        << "3k4/8/p5p1/P1p1p1Pp/2P1P2P/P3K3/8/8 b - - 0 56" << int(Black)
        << MateReason::BlockedPawns;
    // The king is in check from a wall pawn (b5) and can never come back to a6.
    QTest::newRow("in check from a wall pawn") << "8/8/kp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1"
                                               << int(White) << MateReason::BlockedPawns;
    QTest::newRow("in check from a wall pawn, Black")
        << "8/8/kp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1" << int(Black)
        << MateReason::BlockedPawns;
    // Walls that a pawn can still complete (issue 23 part 5). The full analysis of last month
    // proved them by walking every position (a closure probe, dropped since); now the searches
    // stop where the locked-pawn analysis proves the new structure, so quick mode sees them.
    // White's only moves are Kb5/Kxb4-less shuffles into the wall: every line locks it.
    QTest::newRow("forced into the wall")
        << "8/4k3/p6p/P1p2p2/KpP2PpP/1P4P1/8/8 w - - 0 1" << int(White) << MateReason::ForcedLine;
    QTest::newRow("forced into the wall, Black")
        << "8/4k3/p6p/P1p2p2/KpP2PpP/1P4P1/8/8 w - - 0 1" << int(Black) << MateReason::ForcedLine;
    // A pawn may still step (b6, d5 ...) and White's bishop is shut in behind a6-b5.
    QTest::newRow("bishop behind a wall with a gap")
        << "8/8/Bp4p1/kP1p2P1/p1pP1p2/P1P1KP2/8/8 w - - 0 1" << int(White)
        << MateReason::ExhaustiveSearch;
    QTest::newRow("bishop behind a wall with a gap, Black")
        << "8/8/Bp4p1/kP1p2P1/p1pP1p2/P1P1KP2/8/8 w - - 0 1" << int(Black)
        << MateReason::ExhaustiveSearch;
    // White's king stands inside the wall (d4), a pawn may still step to g5.
    // (White's king has two squares, d4 and e4; each line of play locks it in for good.)
    QTest::newRow("king inside the wall") << "1k6/8/p2p1p1p/Pp1PpP1P/1PpK2p1/2P1P1P1/8/8 w - - 0 1"
                                          << int(White) << MateReason::ForcedLine;
    QTest::newRow("king inside the wall, Black")
        << "1k6/8/p2p1p1p/Pp1PpP1P/1PpK2p1/2P1P1P1/8/8 w - - 0 1" << int(Black)
        << MateReason::ForcedLine;
    // White's king is boxed in on c5 (b4 d4 b6 d6 its own, b5 d5 c6 protected, c4 attacked):
    // it never moves, so the c6 pawn in front of it never moves either (issue 23 part 5).
    // Every square next to the king is a pawn, so only a knight or a rook could check it;
    // Black has a light bishop, one blocker for White's dark bishop, which needs two.
    QTest::newRow("boxed king blocks a pawn") << "8/1p1p3b/1PpP2k1/1pKp4/1P1P4/8/8/6B1 w - - 0 1"
                                              << int(White) << MateReason::BlockedPawns;
    QTest::newRow("boxed king blocks a pawn, Black")
        << "8/1p1p3b/1PpP2k1/1pKp4/1P1P4/8/8/6B1 w - - 0 1" << int(Black)
        << MateReason::BlockedPawns;
    QTest::newRow("boxed king, two blockers, Black")
        << "8/1p1p3b/1PpP2k1/1pKp4/1P1P4/8/8/6Bb w - - 0 1" << int(Black)
        << MateReason::BlockedPawns;
    // A mated king's flight squares that the mater cannot attack each need a man of the king's
    // own (issue 23 part 5). White's dark bishop may check behind the wall (every white pawn
    // dark, every black one light), but each dark square there has at least two light flight
    // squares left free and Black has one light bishop to block them. White's knight on h1 is
    // entombed by f2 and g3 for ever.
    QTest::newRow("entombed knight, one blocker short")
        << "1k6/4B3/2p3b1/1pPp3p/pP1Pp1pP/P3PpP1/2K2P2/7N w - - 0 1" << int(White)
        << MateReason::BlockedPawns;
    QTest::newRow("entombed knight, one blocker short, Black")
        << "1k6/4B3/2p3b1/1pPp3p/pP1Pp1pP/P3PpP1/2K2P2/7N w - - 0 1" << int(Black)
        << MateReason::BlockedPawns;
    QTest::newRow("bishop behind the wall, one blocker short")
        << "3B4/1k3b2/2p1p1p1/1pPpPpPp/pP1P1P1P/P7/8/4K3 w - - 0 1" << int(White)
        << MateReason::BlockedPawns;
    // The knight on h1 is entombed by g3 and f2; of Black's two dark bishops only a6 can ever
    // come near Black's king (d1 is shut in below the wall): one blocker for two flight squares.
    // (After a position of CHA's test suite, mirrored.)
    QTest::newRow("entombed knight, a bishop on each side")
        << "8/B5k1/b7/8/p1p1p1p1/P1P1PpP1/1K3P2/3b3N b - - 0 1" << int(White)
        << MateReason::BlockedPawns;
    QTest::newRow("C13 rook entombed")
        << "2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1" << int(White) << MateReason::ExhaustiveSearch;
    QTest::newRow("C13 rook entombed, Black")
        << "2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1" << int(Black) << MateReason::ExhaustiveSearch;
    QTest::newRow("stalemate on the board")
        << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(White) << MateReason::GameOverOnBoard;
    QTest::newRow("mated side cannot mate")
        << "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" << int(Black) << MateReason::GameOverOnBoard;
}

void TestMateability::proofs() {
    QFETCH(QString, fen);
    QFETCH(int, side);
    QFETCH(MateReason, reason);
    Position pos = fromFen(fen);
    MateAnalysis full = analyseMateability(pos, Color(side), AnalysisMode::Full);
    QCOMPARE(name(full.verdict), "no");
    QCOMPARE(int(full.reason), int(reason));
    MateAnalysis quick = analyseMateability(pos, Color(side), AnalysisMode::Quick);
    QCOMPARE(name(quick.verdict), "no");
}

// CHA 2.6.1 answered "no" for White here: its shortcut ignored the pawn on g2, which mates
// after Kf1 Kd2 Kg1 Ke3 Kf1 Kf4 Kf2 Bc7 g3#. (Nine white pawns: a composed position, which
// the FEN reader accepts because the analyser must still rule on such boards.)
void TestMateability::chaUnsoundPosition() {
    Position pos = fromFen("3b4/4p1p1/1p1pP1P1/1P1PpBp1/1pBpP1P1/1P1P4/4K1P1/2k5 w - - 0 1");
    QVERIFY(analyseMateability(pos, White, AnalysisMode::Quick).verdict != Mateability::No);
    MateAnalysis full = analyseMateability(pos, White, AnalysisMode::Full);
    QCOMPARE(name(full.verdict), "yes");
    QString why;
    QVERIFY2(replaysToMate(pos, White, full.line, &why), qPrintable(why));
    // The known line itself is a helpmate.
    std::vector<Move> known;
    Position p = pos;
    for (const char* uci :
         {"e2f1", "c1d2", "f1g1", "d2e3", "g1f1", "e3f4", "f1f2", "d8c7", "g2g3"}) {
        auto m = parseUci(p, uci);
        QVERIFY2(m, uci);
        known.push_back(*m);
        p = p.after(*m);
    }
    QVERIFY(isHelpmateLine(pos, White, known));
    // Black's bishop and pawns are locked out: the full search proves it, and the quick check
    // (which only ever answers what it can prove) does not claim otherwise.
    QCOMPARE(name(analyseMateability(pos, Black, AnalysisMode::Full).verdict), "no");
    QVERIFY(analyseMateability(pos, Black, AnalysisMode::Quick).verdict != Mateability::Yes);
}

// The lichess sample: zero unsound answers, every line replays, >= 99.9 % decided (full),
// and quick mode proves every "no" of the classes (the arbiter's dead positions).
void TestMateability::lichessSample() {
    QFile file(REMIS_TEST_DATA "/unwinnability-sample.txt");
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int positions = 0, decided = 0, classNo = 0, quickNo = 0;
    QStringList problems;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QString cls = line.left(2);
        Position pos = fromFen(line.mid(3));
        ++positions;
        bool allDecided = true;
        for (Color c : {White, Black}) {
            bool can = cls[int(c)] != '-';
            MateAnalysis full = analyseMateability(pos, c, AnalysisMode::Full);
            MateAnalysis quick = analyseMateability(pos, c, AnalysisMode::Quick);
            QString why;
            if (can && (full.verdict == Mateability::No || quick.verdict == Mateability::No))
                problems << "unsound no: " + line;
            if (full.verdict == Mateability::Yes && !replaysToMate(pos, c, full.line, &why))
                problems << why + ": " + line;
            if (quick.verdict == Mateability::Yes && !replaysToMate(pos, c, quick.line, &why))
                problems << why + ": " + line;
            if (!can && full.verdict == Mateability::Yes)
                problems << "class says no but a line was found: " + line;
            if (full.verdict == Mateability::Unknown) allDecided = false;
            if (!can) {
                ++classNo;
                if (quick.verdict == Mateability::No) ++quickNo;
            }
        }
        if (allDecided) ++decided;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 10).join("\n")));
    QVERIFY(positions >= 5000);
    QVERIFY2(decided * 1000 >= positions * 999,
             qPrintable(QString("decided %1 of %2").arg(decided).arg(positions)));
    QCOMPARE(quickNo, classNo);
}

// An ordinary position is not searched in quick mode (the arbiter runs it after every move).
void TestMateability::quickModeIsCheap() {
    const char* ordinary[] = {StartFen,
                              "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                              "8/5pk1/6p1/8/3R4/6P1/5PK1/8 w - - 0 40"};
    for (const char* fen : ordinary) {
        Position pos = fromFen(fen);
        for (Color c : {White, Black}) {
            MateAnalysis a = analyseMateability(pos, c, AnalysisMode::Quick);
            QCOMPARE(name(a.verdict), "unknown");
            QCOMPARE(int(a.reason), int(MateReason::NotExamined));
            QCOMPARE(a.nodes, uint64_t(0));
        }
        QVERIFY(!mayBeDead(pos));
    }
}

void TestMateability::helpmateLineCheck() {
    Position pos = fromFen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1");
    auto mate = parseUci(pos, "g1g8");
    QVERIFY(mate);
    QVERIFY(isHelpmateLine(pos, White, {*mate}));
    QVERIFY(!isHelpmateLine(pos, Black, {*mate}));
    QVERIFY(!isHelpmateLine(pos, White, {}));
    auto check = parseUci(pos, "g1a1");  // check, not mate (Kb8)
    QVERIFY(check);
    QVERIFY(!isHelpmateLine(pos, White, {*check}));
    QVERIFY(!isHelpmateLine(
        pos, White, {Move(makeSquare(0, 7), makeSquare(0, 6))}));  // Black's move, not White's
    QVERIFY(!isHelpmateLine(pos, White, {*mate, *mate}));
    Position mated = fromFen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    QVERIFY(isHelpmateLine(mated, White, {}));
    MateAnalysis a = analyseMateability(mated, White, AnalysisMode::Quick);
    QCOMPARE(name(a.verdict), "yes");
    QCOMPARE(int(a.reason), int(MateReason::AlreadyCheckmate));
    QVERIFY(a.line.empty());
}

void TestMateability::deadPosition() {
    QVERIFY(isDeadPosition(fromFen("3k4/3Q4/8/8/8/2K5/8/8 b - - 0 1")));
    QVERIFY(isDeadPosition(fromFen("4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1")));
    QVERIFY(!isDeadPosition(fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));  // stalemate, not "dead"
    QVERIFY(!isDeadPosition(fromFen("8/8/4k3/8/3n4/4K3/8/6N1 w - - 0 1")));
    QVERIFY(!isDeadPosition(fromFen(StartFen), AnalysisMode::Full));
    // A wall a pawn can still complete is dead before that move, in quick mode (the arbiter's
    // check after every move dates the dead position by it) and in full mode.
    for (const char* fen : {"8/8/Bp4p1/kP1p2P1/p1pP1p2/P1P1KP2/8/8 w - - 0 1",
                            "8/4k3/p6p/P1p2p2/KpP2PpP/1P4P1/8/8 w - - 0 1",
                            "1k6/8/p2p1p1p/Pp1PpP1P/1PpK2p1/2P1P1P1/8/8 w - - 0 1"}) {
        QVERIFY2(isDeadPosition(fromFen(fen)), fen);
        QVERIFY2(isDeadPosition(fromFen(fen), AnalysisMode::Full), fen);
    }
    // A boxed king (a pawn in front of it) and one blocker short: the quick check sees both.
    QVERIFY(isDeadPosition(fromFen("8/1p1p3b/1PpP2k1/1pKp4/1P1P4/8/8/6B1 b - - 0 1")));
    QVERIFY(!isDeadPosition(fromFen("8/1p1p3n/1PpP2k1/1pKp4/1P1P4/8/8/6B1 b - - 0 1"),
                            AnalysisMode::Full));
    // Dead with one blocker short: the arbiter's quick check sees it after the move.
    QVERIFY(isDeadPosition(fromFen("1k6/4B3/2p3b1/1pPp3p/pP1Pp1pP/P3PpP1/2K2P2/7N b - - 0 1")));
    QVERIFY(!isDeadPosition(fromFen("1k6/4B3/2p2bb1/1pPp3p/pP1Pp1pP/P3PpP1/2K2P2/7N b - - 0 1"),
                            AnalysisMode::Full));
    QVERIFY(!isDeadPosition(fromFen("8/8/B5p1/kP1p2P1/p1pP1p2/P1P1KP2/8/8 w - - 0 1"),
                            AnalysisMode::Full));
}

QTEST_APPLESS_MAIN(TestMateability)
#include "tst_mateability.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
