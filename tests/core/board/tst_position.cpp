// Position identity and keys (FIDE 9.2.3): an en passant square counts only when the
// capture is legal, castling rights and the side to move are part of the position, the same
// position reached by different move orders has the same key; and which moves reset the
// fifty-move count (9.3: pawn moves and captures, not castling).
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "testutil.h"

using namespace remis;

namespace {

Position positionFrom(const QString& fen) {
    return testutil::position(fen);
}

// Plays space-separated moves (SAN or UCI); fails the test on an illegal one.
Position play(Position pos, const QString& moves) {
    for (const QString& token : moves.split(u' ', Qt::SkipEmptyParts)) {
        auto m = parseMove(pos, token.toStdString());
        if (!m) qFatal("%s: %s", qPrintable(token), m.message().c_str());
        pos = pos.after(*m);
    }
    return pos;
}

QString fenOf(const Position& pos) {
    return QString::fromStdString(toFen(pos));
}

}  // namespace

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void enPassantIdentity_data();
    void enPassantIdentity();
    void castlingRightsInKey_data();
    void castlingRightsInKey();
    void sideToMoveInKey();
    void transpositionsShareKey();
    void lostCastlingRightsChangeKey();
    void isZeroing_data();
    void isZeroing();
    void largestClocksSurviveMakeUnmake();
    void clocksCountUpToTheirBounds();
    void startPosition();
};

// After `moves` from `fen`, the position is identical (key and identity) to `sameAs` and,
// when `differentFrom` is given, differs from it.
void TestPosition::enPassantIdentity_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("sameAs");
    QTest::addColumn<QString>("differentFrom");
    QTest::addColumn<bool>("epCounts");
    // h7h5: the pawn on g5 could take on h6 but is pinned by the rook on g7 against the king
    // on g3, so no en passant is possible and the position is the same as without it.
    QTest::newRow("pinned capturer: ep does not count")
        << "6k1/1p2p1rp/rP1pR3/2pP1pP1/p1P2P1P/R5K1/8/8 b - - 0 1"
        << "h7h5"
        << "6k1/1p2p1r1/rP1pR3/2pP1pPp/p1P2P1P/R5K1/8/8 w - - 0 2"
        << "" << false;
    QTest::newRow("plain double push: ep counts")
        << "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3"
        << "e2e4"
        << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
        << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3" << true;
    QTest::newRow("no pawn beside: ep does not count")
        << QString::fromLatin1(StartFen) << "e4"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        << "" << false;
    QTest::newRow("capture exposes king on the rank") << "8/2p5/8/KP5r/8/8/8/7k b - - 0 1"
                                                      << "c7c5"
                                                      << "8/8/8/KPp4r/8/8/8/7k w - - 0 2"
                                                      << "" << false;
    QTest::newRow("one of two capturers pinned: ep counts")
        << "8/1k6/8/8/2p1p3/8/3P4/4K2B w - - 0 1"
        << "d4"
        << "8/1k6/8/8/2pPp3/8/8/4K2B b - d3 0 1"
        << "8/1k6/8/8/2pPp3/8/8/4K2B b - - 0 1" << true;
    QTest::newRow("only capturer pinned on a diagonal") << "8/1k6/8/8/4p3/8/3P4/4K2B w - - 0 1"
                                                        << "d4"
                                                        << "8/1k6/8/8/3Pp3/8/8/4K2B b - - 0 1"
                                                        << "" << false;
    QTest::newRow("ep capture resolves the check") << "8/8/8/2k5/4p3/8/3P4/4K3 w - - 0 1"
                                                   << "d4"
                                                   << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
                                                   << "8/8/8/2k5/3Pp3/8/8/4K3 b - - 0 1" << true;
}

void TestPosition::enPassantIdentity() {
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, sameAs);
    QFETCH(QString, differentFrom);
    QFETCH(bool, epCounts);
    const Position reached = play(positionFrom(fen), moves);
    const Position same = positionFrom(sameAs);
    QCOMPARE(reached.epSquare() != NoSquare, epCounts);
    QCOMPARE(fenOf(reached), fenOf(same));
    QCOMPARE(reached.key(), same.key());
    QVERIFY(reached.identity() == same.identity());
    if (!differentFrom.isEmpty()) {
        const Position other = positionFrom(differentFrom);
        QVERIFY(reached.key() != other.key());
        QVERIFY(!(reached.identity() == other.identity()));
    }
}

void TestPosition::castlingRightsInKey_data() {
    QTest::addColumn<QString>("rights");
    for (const char* r : {"KQkq", "KQk", "KQq", "Kkq", "Qkq", "KQ", "kq", "K", "q", "-"})
        QTest::newRow(r) << QString::fromLatin1(r);
}

// Each set of rights gives a key and identity of its own for the same placement.
void TestPosition::castlingRightsInKey() {
    QFETCH(QString, rights);
    const Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w " + rights + " - 0 1");
    QCOMPARE(pos.key(), pos.computeKey());
    for (const char* other : {"KQkq", "KQk", "KQq", "Kkq", "Qkq", "KQ", "kq", "K", "q", "-"}) {
        if (rights == QLatin1String(other)) continue;
        const Position o =
            positionFrom(QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w %1 - 0 1").arg(other));
        QVERIFY2(pos.key() != o.key(), other);
        QVERIFY2(!(pos.identity() == o.identity()), other);
    }
}

void TestPosition::sideToMoveInKey() {
    const Position white = positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    const Position black = positionFrom("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    QVERIFY(white.key() != black.key());
    QVERIFY(!(white.identity() == black.identity()));
}

// Clocks are not part of the position: different move orders meet with the same key.
void TestPosition::transpositionsShareKey() {
    const Position a = play(Position::startPosition(), "Nf3 Nf6 Nc3 Nc6");
    const Position b = play(Position::startPosition(), "Nc3 Nc6 Nf3 Nf6");
    const Position c = play(Position::startPosition(), "Nc3 Nf6 Nb1 Ng8 Nf3 Nf6 Nc3 Nc6");
    QCOMPARE(a.key(), b.key());
    QCOMPARE(a.key(), c.key());
    QVERIFY(a.identity() == c.identity());
    QVERIFY(fenOf(a) != fenOf(c));  // the clocks differ
    QCOMPARE(play(Position::startPosition(), "Nf3 Nf6 Ng1 Ng8").key(),
             Position::startPosition().key());
}

// The same placement after the kings went for a walk is a different position: the castling
// rights are gone (9.2.3).
void TestPosition::lostCastlingRightsChangeKey() {
    const Position start = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position walked = play(start, "Kf1 Kf8 Ke1 Ke8");
    QCOMPARE(fenOf(walked), QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3"));
    QVERIFY(walked.key() != start.key());
    QCOMPARE(walked.key(), positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").key());
    const Position rookMoved = play(start, "Rh2 Rh7 Rh1 Rh8");
    QCOMPARE(rookMoved.key(), positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w Qq - 0 1").key());
}

void TestPosition::isZeroing_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("zeroing");
    const QString start = QString::fromLatin1(StartFen);
    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 10";
    const QString busy = "rnbqkbnr/ppp1pppp/8/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq d6 0 3";
    QTest::newRow("pawn single push") << start << "e2e3" << true;
    QTest::newRow("pawn double push") << start << "e2e4" << true;
    QTest::newRow("pawn capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                                  << "e4d5" << true;
    QTest::newRow("en passant") << busy << "e5d6" << true;
    QTest::newRow("promotion") << "k7/4P3/8/8/8/8/8/4K3 w - - 7 60"
                               << "e7e8q" << true;
    QTest::newRow("piece capture")
        << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2"
        << "f3e5" << true;
    QTest::newRow("rook takes rook") << castle << "a1a8" << true;
    QTest::newRow("knight move") << start << "g1f3" << false;
    QTest::newRow("king move") << castle << "e1f1" << false;
    QTest::newRow("castling kingside") << castle << "e1g1" << false;
    QTest::newRow("castling queenside") << castle << "e1c1" << false;
}

// isZeroing agrees with what makeMove does to the halfmove clock.
void TestPosition::isZeroing() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(bool, zeroing);
    const Position pos = positionFrom(fen);
    auto m = parseUci(pos, move.toStdString());
    QVERIFY2(m.ok(), m.ok() ? "" : m.message().c_str());
    QCOMPARE(pos.isZeroing(*m), zeroing);
    QCOMPARE(pos.after(*m).halfmoveClock(), zeroing ? 0 : pos.halfmoveClock() + 1);
}

// The largest clocks a FEN may carry stay there after a move, so that the FEN after it reads
// back (fuzz_fen found 10000 refused after "... b - - 9999"), and unmake restores them exactly.
void TestPosition::largestClocksSurviveMakeUnmake() {
    Position pos = positionFrom("4k3/8/8/8/8/8/8/4K3 b - - 9999 99999");
    const QString before = fenOf(pos);
    for (Move m : legalMoves(pos)) {
        Position::Undo undo;
        pos.makeMove(m, undo);
        QCOMPARE(pos.halfmoveClock(), Position::MaxHalfmoveClock);
        QCOMPARE(pos.fullmoveNumber(), Position::MaxFullmoveNumber);
        QVERIFY(parseFen(fenOf(pos).toStdString()).ok());
        pos.unmakeMove(m, undo);
        QCOMPARE(fenOf(pos), before);
    }
}

// Below the bounds the counters count as before: one below the bound reaches it.
void TestPosition::clocksCountUpToTheirBounds() {
    Position pos = positionFrom("4k3/8/8/8/8/8/8/4K3 b - - 9998 99998");
    const Move m = *legalMoves(pos).begin();
    Position::Undo undo;
    pos.makeMove(m, undo);
    QCOMPARE(pos.halfmoveClock(), 9999);
    QCOMPARE(pos.fullmoveNumber(), 99999);
    pos.unmakeMove(m, undo);
    QCOMPARE(pos.halfmoveClock(), 9998);
    QCOMPARE(pos.fullmoveNumber(), 99998);
    Position white = positionFrom("4k3/8/8/8/8/8/8/4K3 w - - 5 99999");
    white.makeMove(*legalMoves(white).begin(), undo);
    QCOMPARE(white.fullmoveNumber(), 99999);  // White's move never numbers a new move
    QCOMPARE(white.halfmoveClock(), 6);
}

void TestPosition::startPosition() {
    const Position pos = Position::startPosition();
    QVERIFY(pos.isConsistent());
    QCOMPARE(pos.key(), pos.computeKey());
    QCOMPARE(pos.sideToMove(), White);
    QCOMPARE(pos.castlingRights(), uint8_t(AllCastling));
    QCOMPARE(pos.epSquare(), NoSquare);
    QVERIFY(!pos.inCheck());
    QCOMPARE(countLegalMoves(pos), 20);
}

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
