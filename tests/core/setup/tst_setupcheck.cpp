// The position editor's checker (core/setup): each check with a position that breaks it and
// one that does not, every problem listed at once, the castling fix that removes only the
// impossible rights, en passant hints and capture legality (FIDE 9.2.3.1), the clock
// warnings, the FEN round trip, and that a Setup without errors always loads as a Position.
#include <QtTest>

#include "core/board/fen.h"
#include "core/setup/setupcheck.h"

using namespace remis;
using namespace remis::setup;

namespace {

Setup setupOf(const char* fen) {
    auto r = parseSetupFen(fen);
    if (!r) qFatal("bad test FEN %s: %s", fen, r.message().c_str());
    return *r;
}

std::vector<Problem> check(const char* fen) {
    return checkSetup(setupOf(fen));
}

const Problem* find(const std::vector<Problem>& ps, ProblemCode code) {
    for (const Problem& p : ps)
        if (p.code == code) return &p;
    return nullptr;
}

std::vector<Square> squares(std::initializer_list<const char*> names) {
    std::vector<Square> out;
    for (const char* n : names) out.push_back(parseSquare(n[0], n[1]));
    return out;
}

}  // namespace

class TestSetupCheck : public QObject {
    Q_OBJECT
private slots:
    void startPositionHasNoProblems() { QVERIFY(check(StartFen).empty()); }

    void kings() {
        auto ps = check("8/8/8/8/8/8/8/4K3 w - - 0 1");
        QVERIFY(find(ps, ProblemCode::NoKing));
        QCOMPARE(find(ps, ProblemCode::NoKing)->color, Black);
        ps = check("k7/8/8/8/8/8/8/K3K3 w - - 0 1");
        const Problem* two = find(ps, ProblemCode::TooManyKings);
        QVERIFY(two);
        QCOMPARE(two->color, White);
        QCOMPARE(two->squares, squares({"a1", "e1"}));
        QVERIFY(hasErrors(ps));
    }

    void pawnsOnBackRanks() {
        auto ps = check("P3k3/8/8/8/8/8/8/4K2p w - - 0 1");
        const Problem* p = find(ps, ProblemCode::PawnOnBackRank);
        QVERIFY(p);
        QCOMPARE(p->squares, squares({"h1", "a8"}));
    }

    void tooManyPawnsAndPieces() {
        auto ps = check("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
        QVERIFY(find(ps, ProblemCode::TooManyPawns));
        QCOMPARE(find(ps, ProblemCode::TooManyPawns)->count, 9);
        QVERIFY(!find(ps, ProblemCode::TooManyPieces));
        ps = check("4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1");
        QVERIFY(find(ps, ProblemCode::TooManyPieces));
        QCOMPARE(find(ps, ProblemCode::TooManyPieces)->count, 17);
    }

    void promotionsMustExplainMaterial() {
        // Three queens need two promotions: fine with six pawns, not with eight.
        QVERIFY(!contains(check("4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1"),
                          ProblemCode::UnexplainedMaterial));
        auto ps = check("4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1");
        const Problem* p = find(ps, ProblemCode::UnexplainedMaterial);
        QVERIFY(p);
        QCOMPARE(p->count, 2);
        QCOMPARE(p->limit, 0);
        // Two bishops on light squares need a promotion; one of each colour does not.
        QVERIFY(contains(check("4k3/8/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1"),
                         ProblemCode::UnexplainedMaterial) == false);
        QVERIFY(contains(check("4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1"),
                         ProblemCode::UnexplainedMaterial));
    }

    void sideNotToMoveInCheck() {
        // Black to move, but White's king on e1 is attacked by the queen on e8.
        auto ps = check("4q1k1/8/8/8/8/8/8/4K3 b - - 0 1");
        const Problem* p = find(ps, ProblemCode::WaitingSideInCheck);
        QVERIFY(p);
        QCOMPARE(p->color, White);
        QCOMPARE(p->squares, squares({"e1", "e8"}));
        QVERIFY(
            !contains(check("4q1k1/8/8/8/8/8/8/4K3 w - - 0 1"), ProblemCode::WaitingSideInCheck));
    }

    void tripleCheck() {
        auto ps = check("4k3/3P4/5N2/8/8/8/8/4R1K1 b - - 0 1");
        const Problem* p = find(ps, ProblemCode::TripleCheck);
        QVERIFY(p);
        QCOMPARE(p->squares.size(), size_t(4));
        QCOMPARE(p->squares.front(), parseSquare('e', '8'));
    }

    void impossibleDoubleChecks_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("possible");
        QTest::newRow("two knights") << "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1" << false;
        QTest::newRow("two pawns") << "8/8/8/4k3/3P1P2/8/8/4K3 b - - 0 1" << false;
        QTest::newRow("pawn and knight") << "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1" << false;
        QTest::newRow("two bishops") << "4k3/8/8/1B5B/8/8/8/6K1 b - - 0 1" << false;
        QTest::newRow("rook and bishop") << "4k3/8/8/1B6/8/8/8/4R1K1 b - - 0 1" << true;
        QTest::newRow("two rooks by promotion") << "3Rk3/8/8/8/8/8/8/4R1K1 b - - 0 1" << true;
        QTest::newRow("pawn opens the file") << "8/3k4/4P3/8/8/8/8/3R2K1 b - - 0 1" << true;
        QTest::newRow("knight opens the diagonal") << "4k3/8/5N2/8/B7/8/8/6K1 b - - 0 1" << true;
        QTest::newRow("knight could not open it") << "4k3/2N5/8/7B/8/8/8/6K1 b - - 0 1" << false;
        QTest::newRow("knight opens the file") << "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1" << true;
    }
    void impossibleDoubleChecks() {
        QFETCH(QString, fen);
        QFETCH(bool, possible);
        const auto ps = checkSetup(setupOf(qPrintable(fen)));
        QCOMPARE(!contains(ps, ProblemCode::ImpossibleDoubleCheck), possible);
        QVERIFY(!contains(ps, ProblemCode::TripleCheck));
    }

    void castlingNamesTheMissingPieceAndFixesOnlyThat() {
        // White's h1 rook is gone and Black's king has left e8; a1 and White's king are home.
        const Setup s = setupOf("r2k3r/8/8/8/8/8/8/R3K3 w KQkq - 0 1");
        auto ps = checkSetup(s);
        const Problem* rook = find(ps, ProblemCode::CastlingRookMissing);
        QVERIFY(rook);
        QCOMPARE(rook->right, WhiteKingSide);
        QCOMPARE(rook->squares, squares({"h1"}));
        int kingMissing = 0;
        for (const Problem& p : ps) kingMissing += p.code == ProblemCode::CastlingKingMissing;
        QCOMPARE(kingMissing, 2);  // k and q both need the king on e8
        const Setup fixed = withoutImpossibleCastling(s);
        QCOMPARE(fixed.castling, uint8_t(WhiteQueenSide));
        QVERIFY(checkSetup(fixed).empty());
        QCOMPARE(possibleCastlingRights(s), uint8_t(WhiteQueenSide));
    }

    void enPassantForm() {
        QVERIFY(contains(check("4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1"), ProblemCode::EpWrongRank));
        QVERIFY(contains(check("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1"), ProblemCode::EpNoPawn));
        QVERIFY(
            contains(check("4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1"), ProblemCode::EpSquareBlocked));
        const Setup s = setupOf("4k3/8/8/p2pP2p/8/8/8/4K3 w - - 0 1");
        std::vector<Square> expected = squares({"a6", "d6", "h6"});
        QCOMPARE(possibleEpSquares(s), expected);
    }

    void enPassantBackwardHintAndLegality() {
        // e.p. on d6 means Black just played d7-d5; the e5 pawn may take: it counts (9.2.3.1).
        auto ps = check("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        const Problem* hint = find(ps, ProblemCode::EpLastMove);
        QVERIFY(hint);
        QCOMPARE(hint->color, Black);
        QCOMPARE(hint->squares, squares({"d7", "d5"}));
        const Problem* legal = find(ps, ProblemCode::EpCaptureLegal);
        QVERIFY(legal);
        QCOMPARE(legal->squares, squares({"d6", "e5"}));
        QVERIFY(!hasErrors(ps));
        // Impossible castling rights do not hide whether the capture is legal.
        QVERIFY(contains(check("4k3/8/8/3pP3/8/8/8/4K3 w KQ d6 0 2"), ProblemCode::EpCaptureLegal));
        // No pawn beside d5: the square does not count.
        QVERIFY(contains(check("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2"), ProblemCode::EpNoCapturer));
        // The e5 pawn is pinned by the rook on a5... along the fifth rank with the king on h5:
        // taking would leave the king in check, so the square does not count.
        ps = check("4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 2");
        const Problem* illegal = find(ps, ProblemCode::EpCaptureIllegal);
        QVERIFY(illegal);
        QCOMPARE(illegal->squares, squares({"d6", "e5"}));
    }

    void clockWarnings() {
        auto ps = check("4k3/8/8/8/8/8/8/R3K3 w - - 40 10");
        const Problem* p = find(ps, ProblemCode::HalfmoveExceedsPlies);
        QVERIFY(p);
        QCOMPARE(p->count, 40);
        QCOMPARE(p->limit, 18);
        QCOMPARE(p->severity, Severity::Warning);
        QVERIFY(!hasErrors(ps));
        QVERIFY(!contains(check("4k3/8/8/8/8/8/8/R3K3 b - - 19 10"),
                          ProblemCode::HalfmoveExceedsPlies));
        QVERIFY(contains(check("4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 40"),
                         ProblemCode::EpWithHalfmoveClock));
        QVERIFY(contains(check("4k3/8/8/8/8/8/8/R3K3 w - - 100 90"),
                         ProblemCode::FiftyMoveClaimAvailable));
        QVERIFY(!contains(check("4k3/8/8/8/8/8/8/R3K3 w - - 99 90"),
                          ProblemCode::FiftyMoveClaimAvailable));
        ps = check("4k3/8/8/8/8/8/8/R3K3 w - - 150 90");
        QVERIFY(contains(ps, ProblemCode::SeventyFiveMoveEnded));
        QVERIFY(!contains(ps, ProblemCode::FiftyMoveClaimAvailable));
        // A mate stands even at 150 (9.6.2): no warning in a mated position.
        QVERIFY(!contains(check("R3k3/8/4K3/8/8/8/8/8 b - - 150 90"),
                          ProblemCode::SeventyFiveMoveEnded));
    }

    void everyProblemAtOnce() {
        // No black king, a pawn on h8, White's rook missing for K, and an impossible e.p.
        auto ps = check("7P/8/8/8/8/8/8/4K3 w K e3 0 1");
        QVERIFY(contains(ps, ProblemCode::NoKing));
        QVERIFY(contains(ps, ProblemCode::PawnOnBackRank));
        QVERIFY(contains(ps, ProblemCode::CastlingRookMissing));
        QVERIFY(contains(ps, ProblemCode::EpWrongRank));
    }

    void fenRoundTripKeepsEveryField() {
        for (const char* fen :
             {"4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2", StartFen,
              "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 37 120", "8/8/8/8/8/8/8/8 w KQ e3 0 1"}) {
            auto s = parseSetupFen(fen);
            QVERIFY2(s.ok(), fen);
            QCOMPARE(QString::fromStdString(toFen(*s)), QString::fromLatin1(fen));
        }
        QVERIFY(!parseSetupFen("8/8/8 w - - 0 1").ok());
        QVERIFY(!parseSetupFen("8/8/8/8/8/8/8/8 x - - 0 1").ok());
        QVERIFY(!parseSetupFen("8/8/8/8/8/8/8/8 w - - -1 1").ok());
        QVERIFY(!parseSetupFen("8/8/8/8/8/8/8/8 w - - 0 0").ok());
        QVERIFY(QString::fromStdString(parseSetupFen("8/8/8/8/8/8/8/8 w X - 0 1").message())
                    .contains(QLatin1String("field 3")));
    }

    void editsKeepLegalPositionsLegal() {
        const Setup s = setupOf("r3k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");
        QVERIFY(!hasErrors(checkSetup(s)));
        const Setup swapped = colorsSwapped(s);
        QCOMPARE(QString::fromStdString(toFen(swapped)),
                 QStringLiteral("r3k2r/ppp2ppp/8/8/3Pp3/8/PP3PPP/R3K2R b KQkq d3 0 12"));
        QVERIFY(!hasErrors(checkSetup(swapped)));
        QCOMPARE(colorsSwapped(swapped), s);
        QCOMPARE(mirrored(mirrored(s)), s);
        QVERIFY(contains(checkSetup(mirrored(s)), ProblemCode::CastlingKingMissing));
    }

    // Every setup the checker passes must load; sample the perft positions and edits of them.
    void noErrorsMeansItLoads() {
        const char* fens[] = {
            StartFen, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 2",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
        for (const char* fen : fens) {
            for (const Setup& s : {setupOf(fen), colorsSwapped(setupOf(fen)),
                                   mirrored(setupOf(fen)), flippedVertically(setupOf(fen))}) {
                if (hasErrors(checkSetup(s))) continue;
                QVERIFY2(toPosition(s).ok(), toFen(s).c_str());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSetupCheck)
#include "tst_setupcheck.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
