// FEN reading and writing: canonical FENs round-trip, every perft.epd position re-reads to
// itself, the en passant field is written only when a capture is legal (FIDE 9.2.3.1),
// the clocks may be left out, and each kind of bad FEN is rejected with a message that
// starts "FEN field N" and names the field and the problem.
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/movegen.h"

using namespace remis;

namespace {

QString fenOf(const Position& pos) {
    return QString::fromStdString(toFen(pos));
}

QStringList epdFens() {
    QFile file(QStringLiteral(REMIS_TEST_DATA "/perft.epd"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QStringList fens;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#'))
            fens.append(line.section(u';', 0, 0).trimmed());
    }
    return fens;
}

// The start position with one field replaced (fields count from 1, as in the messages).
QString startWith(int field, const QString& value) {
    QStringList fields = QString::fromLatin1(StartFen).split(u' ');
    fields[field - 1] = value;
    return fields.join(u' ');
}

}  // namespace

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void epdPositionsReadBack();
    void startPositionMatchesStartFen();
    void lenientInput_data();
    void lenientInput();
    void enPassantWrittenOnlyWhenLegal_data();
    void enPassantWrittenOnlyWhenLegal();
    void invalid_data();
    void invalid();
};

void TestFen::roundTrip_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(StartFen);
    QTest::newRow("after 1.e4 c5")
        << "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    QTest::newRow("ep legal for white")
        << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    QTest::newRow("ep legal for black")
        << "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2";
    QTest::newRow("kiwipete")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("some castling rights") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 20";
    QTest::newRow("no castling") << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
    QTest::newRow("promoted pieces") << "4k3/8/8/8/8/8/8/QQQQKQQQ w - - 0 1";
    QTest::newRow("bare kings") << "8/8/4k3/8/8/4K3/8/8 w - - 99 150";
    QTest::newRow("large clocks") << "8/8/4k3/8/8/4K3/8/8 b - - 149 9000";
    QTest::newRow("full ranks") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1";
}

void TestFen::roundTrip() {
    QFETCH(QString, fen);
    auto pos = parseFen(fen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.message().c_str());
    QCOMPARE(fenOf(*pos), fen);
    QVERIFY(pos->isConsistent());
}

// Every test position reads back to itself, except an en passant square that no capture
// can use, which the writer leaves out.
void TestFen::epdPositionsReadBack() {
    for (const QString& fen : epdFens()) {
        auto pos = parseFen(fen.toStdString());
        QVERIFY2(pos.ok(), qPrintable(fen));
        auto again = parseFen(toFen(*pos));
        QVERIFY2(again.ok(), qPrintable(fen));
        QCOMPARE(fenOf(*again), fenOf(*pos));
        QCOMPARE(again->key(), pos->key());
        const bool epUsable = pos->epSquare() != NoSquare;
        if (fen.section(u' ', 3, 3) == u"-" || epUsable) QCOMPARE(fenOf(*pos), fen);
    }
}

void TestFen::startPositionMatchesStartFen() {
    auto pos = parseFen(StartFen);
    QVERIFY(pos.ok());
    QCOMPARE(pos->key(), Position::startPosition().key());
    QCOMPARE(fenOf(Position::startPosition()), QString::fromLatin1(StartFen));
}

void TestFen::lenientInput_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("written");
    const QString start = QString::fromLatin1(StartFen);
    QTest::newRow("4 fields, clocks default to 0 1")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" << start;
    QTest::newRow("5 fields, fullmove defaults to 1")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7" << startWith(5, "7");
    QTest::newRow("extra spaces and tabs")
        << "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t w  KQkq - 0 1 " << start;
    QTest::newRow("castling letters in any order") << startWith(3, "qkQK") << start;
    QTest::newRow("line end after the FEN") << start + "\r\n" << start;
    QTest::newRow("line end between fields") << startWith(2, "w\n") << start;
}

void TestFen::lenientInput() {
    QFETCH(QString, input);
    QFETCH(QString, written);
    auto pos = parseFen(input.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.message().c_str());
    QCOMPARE(fenOf(*pos), written);
}

// FIDE 9.2.3.1: the en passant square is part of the position only when the capture is
// legal; a double push nobody can take reads fine and writes "-", with the same key.
void TestFen::enPassantWrittenOnlyWhenLegal_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("written");
    QTest::newRow("after 1.e4, no black pawn near")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    QTest::newRow("capturer pinned along the rank") << "8/8/8/KPp4r/8/8/8/7k w - c6 0 2"
                                                    << "8/8/8/KPp4r/8/8/8/7k w - - 0 2";
    QTest::newRow("capturer pinned on a diagonal") << "4k3/8/8/2b5/3pP3/8/8/6K1 b - e3 0 1"
                                                   << "4k3/8/8/2b5/3pP3/8/8/6K1 b - e3 0 1";
    QTest::newRow("capturer pinned on the file") << "8/8/4r3/3pP3/8/8/8/4K2k w - d6 0 1"
                                                 << "8/8/4r3/3pP3/8/8/8/4K2k w - - 0 1";
    QTest::newRow("capture removes the checker") << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
                                                 << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1";
}

void TestFen::enPassantWrittenOnlyWhenLegal() {
    QFETCH(QString, input);
    QFETCH(QString, written);
    auto pos = parseFen(input.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.message().c_str());
    QCOMPARE(fenOf(*pos), written);
    auto canonical = parseFen(written.toStdString());
    QVERIFY(canonical.ok());
    QCOMPARE(pos->key(), canonical->key());
    QVERIFY(pos->identity() == canonical->identity());
}

void TestFen::invalid_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("prefix");   // the message starts with this
    QTest::addColumn<QString>("problem");  // and names the problem with these words

    const QString p1 = "FEN field 1 (placement): ", p2 = "FEN field 2 (side to move): ",
                  p3 = "FEN field 3 (castling): ", p4 = "FEN field 4 (en passant): ",
                  p5 = "FEN field 5 (halfmove clock): ", p6 = "FEN field 6 (fullmove number): ";
    QTest::newRow("malformed field") << startWith(4, "e33") << p4 << "'e33' is not a square";
    QTest::newRow("rank too long") << startWith(1, "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
                                   << p1 << "rank 8 has more than 8 squares";
    QTest::newRow("rank too short") << startWith(1, "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
                                    << p1 << "rank 7 has 7 squares, not 8";
    QTest::newRow("too many ranks") << startWith(1, "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR")
                                    << p1 << "more than 8 ranks";
    QTest::newRow("too few ranks")
        << startWith(1, "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR") << p1 << "7 ranks, not 8";
    QTest::newRow("unknown piece letter")
        << startWith(1, "rnbqkbnr/pppppppp/8/3X4/8/8/PPPPPPPP/RNBQKBNR") << p1
        << "unknown piece letter 'X'";
    // The whole character, not its first byte read as "Ã" (tester).
    QTest::newRow("a letter outside ASCII")
        << startWith(1, "rnbqkbnr/ppppéppp/8/8/8/8/PPPPPPPP/RNBQKBNR") << p1
        << "unknown piece letter 'é'";
    QTest::newRow("no white king") << "4k3/8/8/8/8/8/8/8 w - - 0 1" << p1 << "White has 0 kings";
    QTest::newRow("two black kings")
        << "4k2k/8/8/8/8/8/8/4K3 w - - 0 1" << p1 << "Black has 2 kings";
    QTest::newRow("pawn on rank 1") << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1" << p1 << "a pawn on a1";
    QTest::newRow("pawn on rank 8") << "4k2p/8/8/8/8/8/8/4K3 w - - 0 1" << p1 << "a pawn on h8";
    QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/4q3/4K3 b - - 0 1" << p2
                                               << "White is in check but it is not White's move";
    QTest::newRow("bad side letter") << startWith(2, "x") << p2 << "'x' is not w or b";
    QTest::newRow("control character, escaped")
        << startWith(2, "w\x01") << p2 << "'w\\x01' is not w or b";
    QTest::newRow("ep square on the wrong rank")
        << startWith(4, "e3") << p4 << "e3 is impossible with White to move";
    QTest::newRow("ep with no pawn that double-pushed")
        << startWith(4, "e6") << p4 << "no pawn on e5";
    QTest::newRow("ep square occupied")
        << "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1" << p4 << "e6 is not empty";
    QTest::newRow("castling with king off home")
        << "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1" << p3 << "the king is not on e1";
    QTest::newRow("castling with rook missing")
        << "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1" << p3 << "no rook on h1";
    QTest::newRow("unknown castling letter") << startWith(3, "KQxk") << p3 << "unknown letter 'x'";
    QTest::newRow("duplicated castling letter") << startWith(3, "KKq") << p3 << "'K' given twice";
    QTest::newRow("negative halfmove clock") << startWith(5, "-1") << p5 << "is negative";
    QTest::newRow("non-numeric halfmove clock")
        << startWith(5, "x1") << p5 << "'x1' is not a number";
    QTest::newRow("halfmove clock too large")
        << startWith(5, "10000") << p5 << "10000 is too large";
    QTest::newRow("fullmove 0") << startWith(6, "0") << p6 << "must be at least 1";
    QTest::newRow("non-numeric fullmove") << startWith(6, "1.") << p6 << "'1.' is not a number";
    QTest::newRow("fullmove number too large")
        << startWith(6, "2147483647") << p6 << "is too large";
    QTest::newRow("too many fields") << QString::fromLatin1(StartFen) + " 7"
                                     << "FEN field 7: "
                                     << "at most 6 fields";
    QTest::newRow("too few fields")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq" << p4 << "missing";
    QTest::newRow("empty string") << "" << p1 << "missing";
}

void TestFen::invalid() {
    QFETCH(QString, fen);
    QFETCH(QString, prefix);
    QFETCH(QString, problem);
    auto pos = parseFen(fen.toStdString());
    QVERIFY2(!pos.ok(), "accepted a bad FEN");
    const QString message = QString::fromStdString(pos.message());
    QVERIFY2(message.startsWith(prefix), qPrintable(message));
    QVERIFY2(message.contains(problem), qPrintable(message));
    QVERIFY2(!message.contains(u'\n'), "the message must be one line");
}

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
