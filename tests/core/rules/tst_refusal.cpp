// Why a move that a piece could make on the board is refused (core/rules/refusal.h): each kind
// of FIDE 3.8.2 and 3.9, given in SAN and in UCI, with its article; nothing for a legal move,
// a move no piece could make, or an ambiguous one.
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/rules/refusal.h"

using namespace remis;

class TestRefusal : public QObject {
    Q_OBJECT

private slots:
    void eachKindWithItsArticle_data();
    void eachKindWithItsArticle();
    void sharedReasonOfSeveralPieces();
    void noReasonWhereNoneApplies();
    void messageWithTheReason();
};

void TestRefusal::eachKindWithItsArticle_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<int>("why");
    QTest::addColumn<QString>("article");
    QTest::newRow("left in check") << "4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1"
                                   << "d3"
                                   << "d2d3" << int(IllegalMoveKind::KingLeftInCheck) << "3.9";
    QTest::newRow("into check") << "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1"
                                << "Kd1"
                                << "e1d1" << int(IllegalMoveKind::KingMovedIntoCheck) << "3.9";
    QTest::newRow("pinned") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
                            << "Nc3"
                            << "e2c3" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
    QTest::newRow("no right") << "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
                              << "O-O"
                              << "e1g1" << int(IllegalMoveKind::CastlingWithoutRight) << "3.8.2.1";
    QTest::newRow("out of check") << "4k3/4r3/8/8/8/8/8/4K2R w K - 0 1"
                                  << "0-0"
                                  << "e1g1" << int(IllegalMoveKind::CastlingOutOfCheck)
                                  << "3.8.2.2";
    QTest::newRow("through check")
        << "4kr2/8/8/8/8/8/8/4K2R w K - 0 1"
        << "O-O"
        << "e1g1" << int(IllegalMoveKind::CastlingThroughCheck) << "3.8.2.2";
    QTest::newRow("into check by castling")
        << "2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
        << "O-O-O"
        << "e1c1" << int(IllegalMoveKind::CastlingIntoCheck) << "3.8.2.2";
    // A pinned piece that would block or take the checker: the pin is why (tester's finding:
    // it said the check was not parried).
    QTest::newRow("pinned piece blocks the check")
        << "4r1k1/8/8/8/1b6/8/4N3/4K3 w - - 0 1"
        << "Nc3"
        << "e2c3" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
    QTest::newRow("pinned piece takes the checker")
        << "4r1k1/8/8/8/8/2b5/4N3/4K3 w - - 0 1"
        << "Nxc3"
        << "e2c3" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
    QTest::newRow("black, pinned piece blocks the check")
        << "4k3/4n3/8/1B6/8/8/8/4R1K1 b - - 0 1"
        << "Nc6"
        << "e7c6" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
    QTest::newRow("in check, another piece moves")
        << "4r1k1/8/8/8/8/8/3N4/4K3 w - - 0 1"
        << "Nf3"
        << "d2f3" << int(IllegalMoveKind::KingLeftInCheck) << "3.9";
    QTest::newRow("en passant leaving the king's rank")
        << "8/8/8/K2pP2r/8/8/8/6k1 w - d6 0 1"
        << "exd6"
        << "e5d6" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
    QTest::newRow("black, pinned pawn")
        << "4k3/3p4/8/1B6/8/8/8/4K3 b - - 0 1"
        << "d6"
        << "d7d6" << int(IllegalMoveKind::PinnedPieceMoved) << "3.9";
}

void TestRefusal::eachKindWithItsArticle() {
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    QFETCH(int, why);
    QFETCH(QString, article);
    const Position pos = *parseFen(fen.toStdString());
    for (const QString& given : {san, uci}) {
        QVERIFY2(!parseMove(pos, given.toStdString()), qPrintable(given));  // refused
        const std::optional<IllegalMoveKind> found = whyRefused(pos, given.toStdString());
        QVERIFY2(found, qPrintable(given));
        QCOMPARE(int(*found), why);
        QCOMPARE(QString::fromLatin1(refusalArticle(*found)), article);
        QVERIFY(!refusalWords(*found).empty());
    }
}

// Two knights could go to d2 on the board and neither may, for one reason: that reason. For
// different reasons, or where one of them may go (an ambiguous SAN), none.
void TestRefusal::sharedReasonOfSeveralPieces() {
    const Position inCheck = *parseFen("4r1k1/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    QCOMPARE(int(whyRefused(inCheck, "Nd2").value_or(IllegalMoveKind::CastlingIntoCheck)),
             int(IllegalMoveKind::KingLeftInCheck));
    // The f1 knight is pinned by the rook on h1, the b1 knight is free: d2 is legal for it.
    const Position oneFree = *parseFen("6k1/8/8/8/8/8/8/1N2KN1r w - - 0 1");
    QVERIFY(parseSan(oneFree, "Nd2"));
    QVERIFY(!whyRefused(oneFree, "Nd2"));
    // Both pinned, by two rooks: the same reason.
    const Position bothPinned = *parseFen("6k1/8/8/8/8/8/8/rN2KN1r w - - 0 1");
    QCOMPARE(int(whyRefused(bothPinned, "Nd2").value_or(IllegalMoveKind::CastlingIntoCheck)),
             int(IllegalMoveKind::PinnedPieceMoved));
    // One pinned, one that cannot go there at all: the pinned one's reason.
    const Position onePinned = *parseFen("6k1/8/8/8/8/8/8/N3KN1r w - - 0 1");
    QCOMPARE(int(whyRefused(onePinned, "Nd2").value_or(IllegalMoveKind::CastlingIntoCheck)),
             int(IllegalMoveKind::PinnedPieceMoved));
}

void TestRefusal::noReasonWhereNoneApplies() {
    const Position start = Position::startPosition();
    for (const char* given : {"e4", "Nf3", "g1f3", "Ke3", "e1e3", "Qh5", "xyz", "", "O-O"})
        QVERIFY2(!whyRefused(start, given), given);
    // Two knights can go to d2: the SAN names neither.
    const Position two = *parseFen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    QVERIFY(!whyRefused(two, "Nd2"));
}

void TestRefusal::messageWithTheReason() {
    const Position pos = *parseFen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    const std::string message = parseMove(pos, "Nc3").message();
    QCOMPARE(
        QString::fromStdString(withRefusalReason(pos, "Nc3", message)),
        QString::fromStdString(message) + " (the move would expose its king to check; FIDE 3.9)");
    const Position start = Position::startPosition();
    QCOMPARE(withRefusalReason(start, "Ke3", "no king"), std::string("no king"));
}

QTEST_GUILESS_MAIN(TestRefusal)
#include "tst_refusal.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
