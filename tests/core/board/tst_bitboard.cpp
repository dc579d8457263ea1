// Bitboards: every entry of the magic slider tables against the slow ray walk (all subsets
// of each square's relevant mask, then random full-board occupancies of several densities),
// the leaper tables, and betweenBB/lineBB.
#include <QtTest>

#include <random>

#include "core/board/bitboard.h"
#include "testutil.h"

using namespace remis;

namespace {

using testutil::sq;

// quint64, not Bitboard (unsigned long): Qt Test data columns check the exact type.
quint64 squares(std::initializer_list<const char*> names) {
    quint64 b = 0;
    for (const char* n : names) b |= bit(sq(n));
    return b;
}

Bitboard magicAttacks(Square s, Bitboard occ, bool diagonal) {
    return diagonal ? bishopAttacks(s, occ) : rookAttacks(s, occ);
}

const attacks_detail::Magic& magicFor(Square s, bool diagonal) {
    return diagonal ? attacks_detail::bishopMagics[s] : attacks_detail::rookMagics[s];
}

// A random occupancy; density is the chance in 64ths that a square is occupied.
Bitboard randomOccupancy(std::mt19937_64& rng, int density) {
    Bitboard b = 0;
    for (Square s = 0; s < 64; ++s)
        if (int(rng() % 64) < density) b |= bit(s);
    return b;
}

}  // namespace

class TestBitboard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { initAttackTables(); }
    void everyMaskSubset_data();
    void everyMaskSubset();
    void randomOccupancies_data();
    void randomOccupancies();
    void queenIsRookPlusBishop();
    void leapers_data();
    void leapers();
    void between_data();
    void between();
    void line_data();
    void line();
    void betweenAndLineAgree();
};

void TestBitboard::everyMaskSubset_data() {
    QTest::addColumn<bool>("diagonal");
    QTest::newRow("rook") << false;
    QTest::newRow("bishop") << true;
}

// Walks all 2^n subsets of every square's mask (Carry-Rippler), i.e. every table entry.
void TestBitboard::everyMaskSubset() {
    QFETCH(bool, diagonal);
    for (Square s = 0; s < 64; ++s) {
        const Bitboard mask = magicFor(s, diagonal).mask;
        QVERIFY(!(mask & bit(s)));
        Bitboard sub = 0;
        do {
            const Bitboard expected = slowSliderAttacks(s, sub, diagonal);
            if (magicAttacks(s, sub, diagonal) != expected)
                QFAIL(qPrintable(QStringLiteral("%1 with occupancy %2")
                                     .arg(QString::fromStdString(squareName(s)))
                                     .arg(sub, 16, 16, QChar(u'0'))));
            sub = (sub - mask) & mask;
        } while (sub);
    }
}

void TestBitboard::randomOccupancies_data() {
    QTest::addColumn<bool>("diagonal");
    QTest::addColumn<int>("density");
    for (int density : {4, 16, 32, 48, 60}) {
        QTest::addRow("rook, %d/64 full", density) << false << density;
        QTest::addRow("bishop, %d/64 full", density) << true << density;
    }
}

// Squares outside the mask (edges, the slider's own square) must not change the answer.
void TestBitboard::randomOccupancies() {
    QFETCH(bool, diagonal);
    QFETCH(int, density);
    std::mt19937_64 rng(0x5EED0000u + unsigned(density) * 2 + diagonal);
    for (Square s = 0; s < 64; ++s) {
        for (int i = 0; i < 2000; ++i) {
            const Bitboard occ = randomOccupancy(rng, density);
            if (magicAttacks(s, occ, diagonal) != slowSliderAttacks(s, occ, diagonal))
                QFAIL(qPrintable(QStringLiteral("%1 with occupancy %2")
                                     .arg(QString::fromStdString(squareName(s)))
                                     .arg(occ, 16, 16, QChar(u'0'))));
        }
    }
}

void TestBitboard::queenIsRookPlusBishop() {
    std::mt19937_64 rng(42);
    for (Square s = 0; s < 64; ++s) {
        const Bitboard occ = randomOccupancy(rng, 20);
        QCOMPARE(queenAttacks(s, occ), rookAttacks(s, occ) | bishopAttacks(s, occ));
        QCOMPARE(pieceAttacks(Queen, White, s, occ), queenAttacks(s, occ));
    }
}

void TestBitboard::leapers_data() {
    QTest::addColumn<int>("piece");
    QTest::addColumn<int>("color");
    QTest::addColumn<QString>("square");
    QTest::addColumn<quint64>("attacks");
    QTest::newRow("knight a1") << int(Knight) << int(White) << "a1" << squares({"b3", "c2"});
    QTest::newRow("knight e4") << int(Knight) << int(White) << "e4"
                               << squares({"d6", "f6", "g5", "g3", "f2", "d2", "c3", "c5"});
    QTest::newRow("knight h8") << int(Knight) << int(Black) << "h8" << squares({"g6", "f7"});
    QTest::newRow("king a1") << int(King) << int(White) << "a1" << squares({"a2", "b2", "b1"});
    QTest::newRow("king e4") << int(King) << int(Black) << "e4"
                             << squares({"d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"});
    QTest::newRow("white pawn a2") << int(Pawn) << int(White) << "a2" << squares({"b3"});
    QTest::newRow("white pawn e4") << int(Pawn) << int(White) << "e4" << squares({"d5", "f5"});
    QTest::newRow("black pawn h7") << int(Pawn) << int(Black) << "h7" << squares({"g6"});
    QTest::newRow("black pawn e4") << int(Pawn) << int(Black) << "e4" << squares({"d3", "f3"});
}

void TestBitboard::leapers() {
    QFETCH(int, piece);
    QFETCH(int, color);
    QFETCH(QString, square);
    QFETCH(quint64, attacks);
    const Square s = sq(qPrintable(square));
    QCOMPARE(quint64(pieceAttacks(PieceType(piece), Color(color), s, ~Bitboard(0))), attacks);
}

void TestBitboard::between_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<quint64>("expected");
    QTest::newRow("long diagonal") << "a1"
                                   << "h8" << squares({"b2", "c3", "d4", "e5", "f6", "g7"});
    QTest::newRow("file") << "e1"
                          << "e5" << squares({"e2", "e3", "e4"});
    QTest::newRow("rank, reversed") << "h4"
                                    << "c4" << squares({"d4", "e4", "f4", "g4"});
    QTest::newRow("anti-diagonal") << "a8"
                                   << "d5" << squares({"b7", "c6"});
    QTest::newRow("adjacent") << "d4"
                              << "e5" << quint64(0);
    QTest::newRow("knight's jump") << "b1"
                                   << "c3" << quint64(0);
    QTest::newRow("not aligned") << "a1"
                                 << "h7" << quint64(0);
    QTest::newRow("same square") << "e4"
                                 << "e4" << quint64(0);
}

void TestBitboard::between() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(quint64, expected);
    const Square a = sq(qPrintable(from)), b = sq(qPrintable(to));
    QCOMPARE(quint64(betweenBB(a, b)), expected);
    QCOMPARE(quint64(betweenBB(b, a)), expected);
}

void TestBitboard::line_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<quint64>("expected");
    QTest::newRow("long diagonal from inside")
        << "c3"
        << "e5" << squares({"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"});
    QTest::newRow("file") << "e2"
                          << "e3" << quint64(fileBB(4));
    QTest::newRow("rank") << "a4"
                          << "h4" << quint64(rankBB(3));
    QTest::newRow("short anti-diagonal") << "b1"
                                         << "a2" << squares({"a2", "b1"});
    QTest::newRow("not aligned") << "a1"
                                 << "b3" << quint64(0);
    QTest::newRow("same square") << "e4"
                                 << "e4" << quint64(0);
}

void TestBitboard::line() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(quint64, expected);
    const Square a = sq(qPrintable(from)), b = sq(qPrintable(to));
    QCOMPARE(quint64(lineBB(a, b)), expected);
    QCOMPARE(quint64(lineBB(b, a)), expected);
}

// For every pair: between is inside the line, the line holds both ends, and a pair is
// aligned exactly when a queen on one square sees the other on an empty board.
void TestBitboard::betweenAndLineAgree() {
    for (Square a = 0; a < 64; ++a) {
        for (Square b = 0; b < 64; ++b) {
            const Bitboard btw = betweenBB(a, b), ln = lineBB(a, b);
            const bool aligned = a != b && (queenAttacks(a, 0) & bit(b));
            QCOMPARE(ln != 0, aligned);
            QVERIFY((btw & ~ln) == 0);
            QVERIFY(!(btw & (bit(a) | bit(b))));
            if (!aligned) continue;
            QVERIFY((ln & (bit(a) | bit(b))) == (bit(a) | bit(b)));
            QCOMPARE(btw, queenAttacks(a, bit(b)) & queenAttacks(b, bit(a)) & ln);
        }
    }
}

QTEST_APPLESS_MAIN(TestBitboard)
#include "tst_bitboard.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
